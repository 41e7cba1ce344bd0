module ftr_route_compute(
    input wire [68:0] head,
    input wire [4:0] node,
    output reg [4:0] lookup,
    input wire [13:0] word,
    input wire down,
    input wire [4:0] keep,
    input wire follow,
    input wire [2:0] successor,
    input wire on_escape,
    output reg eject,
    output reg [4:0] mask,
    output reg escape,
    output reg [2:0] port,
    output reg esc_class,
    output reg absorb,
    output reg layered,
    output reg [3:0] layer
);
// Route compute for one input VC: looks up the table word of the head's
// destination (or, absorbing a multicast, of the next listed one) and gives
// the route: eject, adaptive mask, escape port and class, multicast layer.
// Ports:
//   in    head   69
//   in    node   5
//   out   lookup   5
//   in    word   14
//   in    down   1
//   in    keep   5
//   in    follow   1
//   in    successor   3
//   in    on_escape   1
//   out   eject   1
//   out   mask   5
//   out   escape   1
//   out   port   3
//   out   esc_class   1
//   out   absorb   1
//   out   layered   1
//   out   layer   4
// Parameters (per instance):
//   arrived_class   1
//   valid_at   4
//   port_at   4
//   port_mask   3
//   class_at   4
//   down_at   4
//   dest_at   7
//   misses_at   7
//   leg_at   7
//   more_at   7
//   rest_at   7
//   max_misses   4
//   has_class   1
//   bubble_check   1
//   has_list   1
//   layers   1
parameter arrived_class = 1'h0;
parameter [3:0] valid_at = 4'h0;
parameter [3:0] port_at = 4'h0;
parameter [2:0] port_mask = 3'h0;
parameter [3:0] class_at = 4'h0;
parameter [3:0] down_at = 4'h0;
parameter [6:0] dest_at = 7'h0;
parameter [6:0] misses_at = 7'h0;
parameter [6:0] leg_at = 7'h0;
parameter [6:0] more_at = 7'h0;
parameter [6:0] rest_at = 7'h0;
parameter [3:0] max_misses = 4'h0;
parameter has_class = 1'h0;
parameter bubble_check = 1'h0;
parameter has_list = 1'h0;
parameter layers = 1'h0;
reg [4:0] dest;
reg here;
reg [3:0] more;
reg [3:0] leg;
// The low 3 bits of a 14-bit value.
function [2:0] low_3_of_14(input [13:0] x);
    reg [10:0] unused;
    {unused, low_3_of_14} = x;
endfunction
// The low 5 bits of a 14-bit value.
function [4:0] low_5_of_14(input [13:0] x);
    reg [8:0] unused;
    {unused, low_5_of_14} = x;
endfunction
// The low 5 bits of a 69-bit value.
function [4:0] low_5_of_69(input [68:0] x);
    reg [63:0] unused;
    {unused, low_5_of_69} = x;
endfunction
reg [4:0] lookup__comb;
reg eject__comb;
reg [4:0] mask__comb;
reg escape__comb;
reg [2:0] port__comb;
reg esc_class__comb;
reg layered__comb;
reg [3:0] layer__comb;
always @(*) begin
    dest = low_5_of_69(head >> dest_at);
    leg = head[leg_at +: 4];
    more = 4'd0;
    if (|has_list) begin
        more = head[more_at +: 4];
    end
    here = dest == node;
    absorb = here & (|more);
    lookup__comb = dest;
    if (absorb) begin
        lookup__comb = low_5_of_69(head >> rest_at);
    end
    layered__comb = (|layers) & ((absorb | (|more)) | (|leg));
    layer__comb = leg;
    if (absorb) begin
        layer__comb = leg + 4'd1;
    end
    eject__comb = here & ~absorb;
    mask__comb = word[4:0];
    if (down & ~absorb) begin
        mask__comb = low_5_of_14(word >> down_at);
    end
    port__comb = low_3_of_14(word >> port_at) & port_mask;
    esc_class__comb = 1'b0;
    if (|has_class) begin
        esc_class__comb = word[class_at];
    end
    if (((port__comb == 3'd0) & keep[0]) & ~absorb) begin
        esc_class__comb = |arrived_class;
    end
    if (((port__comb == 3'd1) & keep[1]) & ~absorb) begin
        esc_class__comb = |arrived_class;
    end
    if (((port__comb == 3'd2) & keep[2]) & ~absorb) begin
        esc_class__comb = |arrived_class;
    end
    if (((port__comb == 3'd3) & keep[3]) & ~absorb) begin
        esc_class__comb = |arrived_class;
    end
    if (((port__comb == 3'd4) & keep[4]) & ~absorb) begin
        esc_class__comb = |arrived_class;
    end
    escape__comb = word[valid_at];
    if (follow & ~absorb) begin
        escape__comb = 1'b1;
        port__comb = successor;
        esc_class__comb = 1'b0;
    end
    if ((~here & ~(|mask__comb)) & ~escape__comb) begin
        eject__comb = 1'b1;
    end
    if ((((|bubble_check) & on_escape) & (head[misses_at +: 4] >= max_misses)) & ~absorb) begin
        mask__comb = 5'd0;
    end
    if (eject__comb) begin
        mask__comb = 5'd0;
        escape__comb = 1'b0;
        port__comb = 3'd0;
        esc_class__comb = 1'b0;
        layered__comb = 1'b0;
    end
    lookup = lookup__comb;
    eject = eject__comb;
    mask = mask__comb;
    escape = escape__comb;
    port = port__comb;
    esc_class = esc_class__comb;
    layered = layered__comb;
    layer = layer__comb;
end
endmodule

module ftr_vc_slots(
    input wire clock,
    input wire write_enable,
    input wire [2:0] write_addr,
    input wire [68:0] write_data,
    input wire [2:0] read_addr__0,
    input wire [2:0] read_addr__1,
    output wire [68:0] read_data__0,
    output wire [68:0] read_data__1
);
// The VC buffer's flit slots: written at tail, read at head and head + 1.
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   3
//   in    write_data   69
//   in    read_addr__0   3
//   in    read_addr__1   3
//   out   read_data__0   69
//   out   read_data__1   69
reg [68:0] words_ram [0:7];
`ifndef SYNTHESIS
initial begin
    words_ram[0] = 69'h0;
    words_ram[1] = 69'h0;
    words_ram[2] = 69'h0;
    words_ram[3] = 69'h0;
    words_ram[4] = 69'h0;
    words_ram[5] = 69'h0;
    words_ram[6] = 69'h0;
    words_ram[7] = 69'h0;
end
`endif
always @(posedge clock) if (write_enable) words_ram[write_addr] <= write_data;
assign read_data__0 = words_ram[read_addr__0];
assign read_data__1 = words_ram[read_addr__1];
endmodule

module ftr_vc_buffer(
    input wire clock,
    input wire reset,
    input wire write,
    input wire [68:0] flit_in,
    input wire read,
    output reg [68:0] front,
    output reg [68:0] second,
    output reg valid,
    output reg valid_next,
    output reg [3:0] count,
    input wire poison,
    input wire active,
    input wire [68:0] copy
);
// VC buffer: a circular FIFO of flit slots; write puts flit_in at tail, read
// takes the front (slot head) away; count and valid from the count register.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    write   1
//   in    flit_in   69
//   in    read   1
//   out   front   69
//   out   second   69
//   out   valid   1
//   out   valid_next   1
//   out   count   4
//   in    poison   1
//   in    active   1
//   in    copy   69
// Parameters (per instance):
//   last_slot   3
//   one   4
//   full   4
//   tail_bit   69
// Registers:
//   closed   1   reset 1'h0
//   closed_slot   3   reset 3'h0
//   head   3   reset 3'h0
//   tail   3   reset 3'h0
//   count_reg   4   reset 4'h0
//   valid_reg   1   reset 1'h0
parameter [2:0] last_slot = 3'h0;
parameter [3:0] one = 4'h0;
parameter [3:0] full = 4'h0;
parameter [68:0] tail_bit = 69'h0;
reg [2:0] prev;
reg [2:0] next_tail;
reg append;
reg put;
reg append_read;
reg put_read;
reg closed_front;
reg [68:0] put_flit;
reg fill;
reg [2:0] next_head;
reg slots__write_enable;
reg [2:0] slots__write_addr;
reg [68:0] slots__write_data;
reg [2:0] slots__read_addr__0;
reg [2:0] slots__read_addr__1;
wire [68:0] slots__read_data__0;
wire [68:0] slots__read_data__1;
reg closed__d;
reg closed__q;
reg [2:0] closed_slot__d;
reg [2:0] closed_slot__q;
reg [2:0] head__d;
reg [2:0] head__q;
reg [2:0] tail__d;
reg [2:0] tail__q;
reg [3:0] count_reg__d;
reg [3:0] count_reg__q;
reg valid_reg__d;
reg valid_reg__q;
ftr_vc_slots slots (
    .clock(clock),
    .write_enable(slots__write_enable),
    .write_addr(slots__write_addr),
    .write_data(slots__write_data),
    .read_addr__0(slots__read_addr__0),
    .read_addr__1(slots__read_addr__1),
    .read_data__0(slots__read_data__0),
    .read_data__1(slots__read_data__1)
);
always @(posedge clock) begin
    if (reset) closed__q <= 1'h0; else closed__q <= closed__d;
    if (reset) closed_slot__q <= 3'h0; else closed_slot__q <= closed_slot__d;
    if (reset) head__q <= 3'h0; else head__q <= head__d;
    if (reset) tail__q <= 3'h0; else tail__q <= tail__d;
    if (reset) count_reg__q <= 4'h0; else count_reg__q <= count_reg__d;
    if (reset) valid_reg__q <= 1'h0; else valid_reg__q <= valid_reg__d;
end
reg [68:0] front__comb;
always @(*) begin
    count = count_reg__q;
    valid = |valid_reg__q;
    if (|tail__q) begin
        prev = tail__q - 3'd1;
    end else begin
        prev = last_slot;
    end
    if (tail__q == last_slot) begin
        next_tail = 3'd0;
    end else begin
        next_tail = tail__q + 3'd1;
    end
    if (head__q == last_slot) begin
        next_head = 3'd0;
    end else begin
        next_head = head__q + 3'd1;
    end
    fill = write | (poison & (count_reg__q != full));
    put_flit = flit_in;
    if (poison) begin
        put_flit = copy;
    end
    slots__read_addr__0 = head__q;
    slots__read_addr__1 = next_head;
    front__comb = slots__read_data__0;
    second = slots__read_data__1;
    slots__write_enable = fill;
    slots__write_addr = tail__q;
    slots__write_data = put_flit;
    closed_front = (|closed__q) & (head__q == closed_slot__q);
    if (closed_front) begin
        front__comb = front__comb | tail_bit;
    end
    append = (poison & active) & ~(|count_reg__q);
    put = write | append;
    append_read = ((poison & active) & ~(|(front__comb & tail_bit))) & (count_reg__q == one);
    put_read = write | append_read;
    head__d = head__q;
    tail__d = tail__q;
    count_reg__d = count_reg__q;
    valid_reg__d = (put | (|count_reg__q));
    if (put) begin
        tail__d = next_tail;
        count_reg__d = count_reg__q + 4'd1;
    end
    closed__d = closed__q;
    closed_slot__d = closed_slot__q;
    if (poison & (|count_reg__q)) begin
        closed__d = 1'b1;
        closed_slot__d = prev;
    end
    if (read) begin
        head__d = next_head;
        tail__d = tail__q;
        count_reg__d = count_reg__q - 4'd1;
        valid_reg__d = (put_read | (count_reg__q > one));
        if (put_read) begin
            tail__d = next_tail;
            count_reg__d = count_reg__q;
        end
        if (closed_front) begin
            closed__d = 1'b0;
        end
        closed_slot__d = closed_slot__q;
        if (poison & (|(count_reg__q >> 1))) begin
            closed__d = 1'b1;
            closed_slot__d = prev;
        end
    end
    valid_next = |valid_reg__d;
    front = front__comb;
end
endmodule

module ftr_tail_copy(
    input wire clock,
    input wire [68:0] flit_in,
    input wire write,
    output reg [68:0] copy
);
// The tail closing a packet a cut link split: the last flit written (its tag
// and next index, registered) as a body flit one further, tail bit set.
// Ports:
//   in    clock   1
//   in    flit_in   69
//   in    write   1
//   out   copy   69
// Parameters (per instance):
//   head_tag_at   7
//   body_tag_at   7
//   tag_mask   69
//   index_bits   7
//   data_at   7
//   tail_only   69
// Registers:
//   tag   32   no reset (data)
//   index   8   no reset (data)
parameter [6:0] head_tag_at = 7'h0;
parameter [6:0] body_tag_at = 7'h0;
parameter [68:0] tag_mask = 69'h0;
parameter [6:0] index_bits = 7'h0;
parameter [6:0] data_at = 7'h0;
parameter [68:0] tail_only = 69'h0;
reg [68:0] wide;
reg [31:0] tag__d;
reg [31:0] tag__q;
reg [7:0] index__d;
reg [7:0] index__q;
always @(posedge clock) begin
    tag__q <= tag__d;
    index__q <= index__d;
end
`ifndef SYNTHESIS
initial begin
    tag__q = 32'h0;
    index__q = 8'h0;
end
`endif
// The low 8 bits of a 69-bit value.
function [7:0] low_8_of_69(input [68:0] x);
    reg [60:0] unused;
    {unused, low_8_of_69} = x;
endfunction
// The low 32 bits of a 69-bit value.
function [31:0] low_32_of_69(input [68:0] x);
    reg [36:0] unused;
    {unused, low_32_of_69} = x;
endfunction
always @(*) begin
    tag__d = tag__q;
    index__d = index__q;
    if (write) begin
        tag__d = low_32_of_69(flit_in >> body_tag_at) & tag_mask[31:0];
        index__d = low_8_of_69(flit_in >> data_at) + 8'd1;
        if (flit_in[0]) begin
            tag__d = low_32_of_69(flit_in >> head_tag_at) & tag_mask[31:0];
            index__d = 8'd1;
        end
    end
    wide = {37'd0, tag__q};
    copy = (((wide << index_bits) | {61'd0, index__q}) << data_at) | tail_only;
end
endmodule

module ftr_most_credits(
    input wire [4:0] mask,
    input wire layered,
    input wire [3:0] layer,
    input wire [17:0] free,
    input wire [17:0] adaptive_ok,
    input wire [161:0] credits,
    output reg found,
    output reg [4:0] best
);
// VA's adaptive choice: the first candidate output VC with the most credits,
// by credit levels (no chain of comparisons).
// Ports:
//   in    mask   5
//   in    layered   1
//   in    layer   4
//   in    free   18
//   in    adaptive_ok   18
//   in    credits   162
//   out   found   1
//   out   best   5
// Parameters (per instance):
//   level__0   1
//   level__1   2
//   level__2   2
//   level__3   3
//   level__4   3
//   level__5   3
//   level__6   3
//   level__7   4
//   port_hot__0   5
//   port_hot__1   5
//   port_hot__2   5
//   port_hot__3   5
//   port_hot__4   5
//   port_hot__5   5
//   port_hot__6   5
//   port_hot__7   5
//   port_hot__8   5
//   port_hot__9   5
//   port_hot__10   5
//   port_hot__11   5
//   port_hot__12   5
//   port_hot__13   5
//   port_hot__14   5
//   port_hot__15   5
//   port_hot__16   5
//   port_hot__17   5
//   vc_of__0   2
//   vc_of__1   2
//   vc_of__2   2
//   vc_of__3   2
//   vc_of__4   2
//   vc_of__5   2
//   vc_of__6   2
//   vc_of__7   2
//   vc_of__8   2
//   vc_of__9   2
//   vc_of__10   2
//   vc_of__11   2
//   vc_of__12   2
//   vc_of__13   2
//   vc_of__14   2
//   vc_of__15   2
//   vc_of__16   2
//   vc_of__17   2
//   index_bit__0   18
//   index_bit__1   18
//   index_bit__2   18
//   index_bit__3   18
//   index_bit__4   18
//   credit_bits   4
parameter level__0 = 1'h0;
parameter [1:0] level__1 = 2'h0;
parameter [1:0] level__2 = 2'h0;
parameter [2:0] level__3 = 3'h0;
parameter [2:0] level__4 = 3'h0;
parameter [2:0] level__5 = 3'h0;
parameter [2:0] level__6 = 3'h0;
parameter [3:0] level__7 = 4'h0;
parameter [4:0] port_hot__0 = 5'h0;
parameter [4:0] port_hot__1 = 5'h0;
parameter [4:0] port_hot__2 = 5'h0;
parameter [4:0] port_hot__3 = 5'h0;
parameter [4:0] port_hot__4 = 5'h0;
parameter [4:0] port_hot__5 = 5'h0;
parameter [4:0] port_hot__6 = 5'h0;
parameter [4:0] port_hot__7 = 5'h0;
parameter [4:0] port_hot__8 = 5'h0;
parameter [4:0] port_hot__9 = 5'h0;
parameter [4:0] port_hot__10 = 5'h0;
parameter [4:0] port_hot__11 = 5'h0;
parameter [4:0] port_hot__12 = 5'h0;
parameter [4:0] port_hot__13 = 5'h0;
parameter [4:0] port_hot__14 = 5'h0;
parameter [4:0] port_hot__15 = 5'h0;
parameter [4:0] port_hot__16 = 5'h0;
parameter [4:0] port_hot__17 = 5'h0;
parameter [1:0] vc_of__0 = 2'h0;
parameter [1:0] vc_of__1 = 2'h0;
parameter [1:0] vc_of__2 = 2'h0;
parameter [1:0] vc_of__3 = 2'h0;
parameter [1:0] vc_of__4 = 2'h0;
parameter [1:0] vc_of__5 = 2'h0;
parameter [1:0] vc_of__6 = 2'h0;
parameter [1:0] vc_of__7 = 2'h0;
parameter [1:0] vc_of__8 = 2'h0;
parameter [1:0] vc_of__9 = 2'h0;
parameter [1:0] vc_of__10 = 2'h0;
parameter [1:0] vc_of__11 = 2'h0;
parameter [1:0] vc_of__12 = 2'h0;
parameter [1:0] vc_of__13 = 2'h0;
parameter [1:0] vc_of__14 = 2'h0;
parameter [1:0] vc_of__15 = 2'h0;
parameter [1:0] vc_of__16 = 2'h0;
parameter [1:0] vc_of__17 = 2'h0;
parameter [17:0] index_bit__0 = 18'h0;
parameter [17:0] index_bit__1 = 18'h0;
parameter [17:0] index_bit__2 = 18'h0;
parameter [17:0] index_bit__3 = 18'h0;
parameter [17:0] index_bit__4 = 18'h0;
parameter [3:0] credit_bits = 4'h0;
reg [161:0] rest;
reg [8:0] cred;
reg [17:0] cand;
reg [7:0] reach;
reg [17:0] top;
reg [17:0] top_one;
reg below;
reg [4:0] best__comb;
always @(*) begin
    cand = 18'd0;
    cand = (cand & ~(18'd1 << 0)) | (((({17'd0, |(port_hot__0 & mask)} & {17'd0, adaptive_ok[0]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__0} == layer})) & {17'd0, free[0]}) << 0);
    cand = (cand & ~(18'd1 << 1)) | (((({17'd0, |(port_hot__1 & mask)} & {17'd0, adaptive_ok[1]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__1} == layer})) & {17'd0, free[1]}) << 1);
    cand = (cand & ~(18'd1 << 2)) | (((({17'd0, |(port_hot__2 & mask)} & {17'd0, adaptive_ok[2]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__2} == layer})) & {17'd0, free[2]}) << 2);
    cand = (cand & ~(18'd1 << 3)) | (((({17'd0, |(port_hot__3 & mask)} & {17'd0, adaptive_ok[3]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__3} == layer})) & {17'd0, free[3]}) << 3);
    cand = (cand & ~(18'd1 << 4)) | (((({17'd0, |(port_hot__4 & mask)} & {17'd0, adaptive_ok[4]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__4} == layer})) & {17'd0, free[4]}) << 4);
    cand = (cand & ~(18'd1 << 5)) | (((({17'd0, |(port_hot__5 & mask)} & {17'd0, adaptive_ok[5]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__5} == layer})) & {17'd0, free[5]}) << 5);
    cand = (cand & ~(18'd1 << 6)) | (((({17'd0, |(port_hot__6 & mask)} & {17'd0, adaptive_ok[6]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__6} == layer})) & {17'd0, free[6]}) << 6);
    cand = (cand & ~(18'd1 << 7)) | (((({17'd0, |(port_hot__7 & mask)} & {17'd0, adaptive_ok[7]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__7} == layer})) & {17'd0, free[7]}) << 7);
    cand = (cand & ~(18'd1 << 8)) | (((({17'd0, |(port_hot__8 & mask)} & {17'd0, adaptive_ok[8]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__8} == layer})) & {17'd0, free[8]}) << 8);
    cand = (cand & ~(18'd1 << 9)) | (((({17'd0, |(port_hot__9 & mask)} & {17'd0, adaptive_ok[9]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__9} == layer})) & {17'd0, free[9]}) << 9);
    cand = (cand & ~(18'd1 << 10)) | (((({17'd0, |(port_hot__10 & mask)} & {17'd0, adaptive_ok[10]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__10} == layer})) & {17'd0, free[10]}) << 10);
    cand = (cand & ~(18'd1 << 11)) | (((({17'd0, |(port_hot__11 & mask)} & {17'd0, adaptive_ok[11]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__11} == layer})) & {17'd0, free[11]}) << 11);
    cand = (cand & ~(18'd1 << 12)) | (((({17'd0, |(port_hot__12 & mask)} & {17'd0, adaptive_ok[12]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__12} == layer})) & {17'd0, free[12]}) << 12);
    cand = (cand & ~(18'd1 << 13)) | (((({17'd0, |(port_hot__13 & mask)} & {17'd0, adaptive_ok[13]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__13} == layer})) & {17'd0, free[13]}) << 13);
    cand = (cand & ~(18'd1 << 14)) | (((({17'd0, |(port_hot__14 & mask)} & {17'd0, adaptive_ok[14]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__14} == layer})) & {17'd0, free[14]}) << 14);
    cand = (cand & ~(18'd1 << 15)) | (((({17'd0, |(port_hot__15 & mask)} & {17'd0, adaptive_ok[15]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__15} == layer})) & {17'd0, free[15]}) << 15);
    cand = (cand & ~(18'd1 << 16)) | (((({17'd0, |(port_hot__16 & mask)} & {17'd0, adaptive_ok[16]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__16} == layer})) & {17'd0, free[16]}) << 16);
    cand = (cand & ~(18'd1 << 17)) | (((({17'd0, |(port_hot__17 & mask)} & {17'd0, adaptive_ok[17]}) & (~{17'd0, layered} | {17'd0, {2'd0, vc_of__17} == layer})) & {17'd0, free[17]}) << 17);
    reach = 8'd0;
    rest = credits;
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[0] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[1] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[2] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[3] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[4] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[5] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[6] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[7] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[8] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[9] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[10] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[11] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[12] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[13] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[14] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[15] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[16] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[17] & cred[{3'd0, level__0}]) begin
        reach = (reach & ~(8'd1 << 0)) | (8'd1 << 0);
    end
    rest = credits;
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[0] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[1] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[2] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[3] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[4] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[5] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[6] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[7] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[8] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[9] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[10] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[11] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[12] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[13] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[14] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[15] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[16] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[17] & cred[{2'd0, level__1}]) begin
        reach = (reach & ~(8'd1 << 1)) | (8'd1 << 1);
    end
    rest = credits;
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[0] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[1] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[2] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[3] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[4] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[5] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[6] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[7] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[8] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[9] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[10] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[11] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[12] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[13] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[14] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[15] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[16] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[17] & cred[{2'd0, level__2}]) begin
        reach = (reach & ~(8'd1 << 2)) | (8'd1 << 2);
    end
    rest = credits;
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[0] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[1] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[2] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[3] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[4] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[5] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[6] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[7] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[8] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[9] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[10] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[11] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[12] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[13] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[14] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[15] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[16] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[17] & cred[{1'b0, level__3}]) begin
        reach = (reach & ~(8'd1 << 3)) | (8'd1 << 3);
    end
    rest = credits;
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[0] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[1] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[2] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[3] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[4] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[5] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[6] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[7] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[8] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[9] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[10] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[11] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[12] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[13] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[14] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[15] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[16] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[17] & cred[{1'b0, level__4}]) begin
        reach = (reach & ~(8'd1 << 4)) | (8'd1 << 4);
    end
    rest = credits;
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[0] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[1] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[2] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[3] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[4] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[5] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[6] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[7] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[8] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[9] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[10] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[11] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[12] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[13] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[14] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[15] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[16] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[17] & cred[{1'b0, level__5}]) begin
        reach = (reach & ~(8'd1 << 5)) | (8'd1 << 5);
    end
    rest = credits;
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[0] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[1] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[2] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[3] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[4] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[5] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[6] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[7] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[8] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[9] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[10] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[11] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[12] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[13] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[14] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[15] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[16] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[17] & cred[{1'b0, level__6}]) begin
        reach = (reach & ~(8'd1 << 6)) | (8'd1 << 6);
    end
    rest = credits;
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[0] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[1] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[2] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[3] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[4] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[5] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[6] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[7] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[8] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[9] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[10] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[11] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[12] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[13] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[14] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[15] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[16] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (cand[17] & cred[level__7]) begin
        reach = (reach & ~(8'd1 << 7)) | (8'd1 << 7);
    end
    top = cand;
    rest = credits;
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 0)) | (18'd0 << 0);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 0)) | (18'd0 << 0);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 0)) | (18'd0 << 0);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 0)) | (18'd0 << 0);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 0)) | (18'd0 << 0);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 0)) | (18'd0 << 0);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 0)) | (18'd0 << 0);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 0)) | (18'd0 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 1)) | (18'd0 << 1);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 1)) | (18'd0 << 1);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 1)) | (18'd0 << 1);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 1)) | (18'd0 << 1);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 1)) | (18'd0 << 1);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 1)) | (18'd0 << 1);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 1)) | (18'd0 << 1);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 1)) | (18'd0 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 2)) | (18'd0 << 2);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 2)) | (18'd0 << 2);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 2)) | (18'd0 << 2);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 2)) | (18'd0 << 2);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 2)) | (18'd0 << 2);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 2)) | (18'd0 << 2);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 2)) | (18'd0 << 2);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 2)) | (18'd0 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 3)) | (18'd0 << 3);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 3)) | (18'd0 << 3);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 3)) | (18'd0 << 3);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 3)) | (18'd0 << 3);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 3)) | (18'd0 << 3);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 3)) | (18'd0 << 3);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 3)) | (18'd0 << 3);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 3)) | (18'd0 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 4)) | (18'd0 << 4);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 4)) | (18'd0 << 4);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 4)) | (18'd0 << 4);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 4)) | (18'd0 << 4);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 4)) | (18'd0 << 4);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 4)) | (18'd0 << 4);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 4)) | (18'd0 << 4);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 4)) | (18'd0 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 5)) | (18'd0 << 5);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 5)) | (18'd0 << 5);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 5)) | (18'd0 << 5);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 5)) | (18'd0 << 5);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 5)) | (18'd0 << 5);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 5)) | (18'd0 << 5);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 5)) | (18'd0 << 5);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 5)) | (18'd0 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 6)) | (18'd0 << 6);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 6)) | (18'd0 << 6);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 6)) | (18'd0 << 6);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 6)) | (18'd0 << 6);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 6)) | (18'd0 << 6);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 6)) | (18'd0 << 6);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 6)) | (18'd0 << 6);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 6)) | (18'd0 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 7)) | (18'd0 << 7);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 7)) | (18'd0 << 7);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 7)) | (18'd0 << 7);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 7)) | (18'd0 << 7);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 7)) | (18'd0 << 7);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 7)) | (18'd0 << 7);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 7)) | (18'd0 << 7);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 7)) | (18'd0 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 8)) | (18'd0 << 8);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 8)) | (18'd0 << 8);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 8)) | (18'd0 << 8);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 8)) | (18'd0 << 8);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 8)) | (18'd0 << 8);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 8)) | (18'd0 << 8);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 8)) | (18'd0 << 8);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 8)) | (18'd0 << 8);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 9)) | (18'd0 << 9);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 9)) | (18'd0 << 9);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 9)) | (18'd0 << 9);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 9)) | (18'd0 << 9);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 9)) | (18'd0 << 9);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 9)) | (18'd0 << 9);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 9)) | (18'd0 << 9);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 9)) | (18'd0 << 9);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 10)) | (18'd0 << 10);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 10)) | (18'd0 << 10);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 10)) | (18'd0 << 10);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 10)) | (18'd0 << 10);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 10)) | (18'd0 << 10);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 10)) | (18'd0 << 10);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 10)) | (18'd0 << 10);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 10)) | (18'd0 << 10);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 11)) | (18'd0 << 11);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 11)) | (18'd0 << 11);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 11)) | (18'd0 << 11);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 11)) | (18'd0 << 11);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 11)) | (18'd0 << 11);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 11)) | (18'd0 << 11);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 11)) | (18'd0 << 11);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 11)) | (18'd0 << 11);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 12)) | (18'd0 << 12);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 12)) | (18'd0 << 12);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 12)) | (18'd0 << 12);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 12)) | (18'd0 << 12);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 12)) | (18'd0 << 12);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 12)) | (18'd0 << 12);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 12)) | (18'd0 << 12);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 12)) | (18'd0 << 12);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 13)) | (18'd0 << 13);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 13)) | (18'd0 << 13);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 13)) | (18'd0 << 13);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 13)) | (18'd0 << 13);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 13)) | (18'd0 << 13);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 13)) | (18'd0 << 13);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 13)) | (18'd0 << 13);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 13)) | (18'd0 << 13);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 14)) | (18'd0 << 14);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 14)) | (18'd0 << 14);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 14)) | (18'd0 << 14);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 14)) | (18'd0 << 14);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 14)) | (18'd0 << 14);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 14)) | (18'd0 << 14);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 14)) | (18'd0 << 14);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 14)) | (18'd0 << 14);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 15)) | (18'd0 << 15);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 15)) | (18'd0 << 15);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 15)) | (18'd0 << 15);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 15)) | (18'd0 << 15);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 15)) | (18'd0 << 15);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 15)) | (18'd0 << 15);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 15)) | (18'd0 << 15);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 15)) | (18'd0 << 15);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 16)) | (18'd0 << 16);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 16)) | (18'd0 << 16);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 16)) | (18'd0 << 16);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 16)) | (18'd0 << 16);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 16)) | (18'd0 << 16);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 16)) | (18'd0 << 16);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 16)) | (18'd0 << 16);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 16)) | (18'd0 << 16);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(18'd1 << 17)) | (18'd0 << 17);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(18'd1 << 17)) | (18'd0 << 17);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(18'd1 << 17)) | (18'd0 << 17);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(18'd1 << 17)) | (18'd0 << 17);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(18'd1 << 17)) | (18'd0 << 17);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(18'd1 << 17)) | (18'd0 << 17);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(18'd1 << 17)) | (18'd0 << 17);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(18'd1 << 17)) | (18'd0 << 17);
    end
    top_one = 18'd0;
    below = 1'b0;
    top_one = (top_one & ~(18'd1 << 0)) | (({17'd0, top[0]} & ~{17'd0, below}) << 0);
    below = below | top[0];
    top_one = (top_one & ~(18'd1 << 1)) | (({17'd0, top[1]} & ~{17'd0, below}) << 1);
    below = below | top[1];
    top_one = (top_one & ~(18'd1 << 2)) | (({17'd0, top[2]} & ~{17'd0, below}) << 2);
    below = below | top[2];
    top_one = (top_one & ~(18'd1 << 3)) | (({17'd0, top[3]} & ~{17'd0, below}) << 3);
    below = below | top[3];
    top_one = (top_one & ~(18'd1 << 4)) | (({17'd0, top[4]} & ~{17'd0, below}) << 4);
    below = below | top[4];
    top_one = (top_one & ~(18'd1 << 5)) | (({17'd0, top[5]} & ~{17'd0, below}) << 5);
    below = below | top[5];
    top_one = (top_one & ~(18'd1 << 6)) | (({17'd0, top[6]} & ~{17'd0, below}) << 6);
    below = below | top[6];
    top_one = (top_one & ~(18'd1 << 7)) | (({17'd0, top[7]} & ~{17'd0, below}) << 7);
    below = below | top[7];
    top_one = (top_one & ~(18'd1 << 8)) | (({17'd0, top[8]} & ~{17'd0, below}) << 8);
    below = below | top[8];
    top_one = (top_one & ~(18'd1 << 9)) | (({17'd0, top[9]} & ~{17'd0, below}) << 9);
    below = below | top[9];
    top_one = (top_one & ~(18'd1 << 10)) | (({17'd0, top[10]} & ~{17'd0, below}) << 10);
    below = below | top[10];
    top_one = (top_one & ~(18'd1 << 11)) | (({17'd0, top[11]} & ~{17'd0, below}) << 11);
    below = below | top[11];
    top_one = (top_one & ~(18'd1 << 12)) | (({17'd0, top[12]} & ~{17'd0, below}) << 12);
    below = below | top[12];
    top_one = (top_one & ~(18'd1 << 13)) | (({17'd0, top[13]} & ~{17'd0, below}) << 13);
    below = below | top[13];
    top_one = (top_one & ~(18'd1 << 14)) | (({17'd0, top[14]} & ~{17'd0, below}) << 14);
    below = below | top[14];
    top_one = (top_one & ~(18'd1 << 15)) | (({17'd0, top[15]} & ~{17'd0, below}) << 15);
    below = below | top[15];
    top_one = (top_one & ~(18'd1 << 16)) | (({17'd0, top[16]} & ~{17'd0, below}) << 16);
    below = below | top[16];
    top_one = (top_one & ~(18'd1 << 17)) | (({17'd0, top[17]} & ~{17'd0, below}) << 17);
    below = below | top[17];
    found = |cand;
    best__comb = 5'd0;
    best__comb = (best__comb & ~(5'd1 << 0)) | ({4'd0, |(top_one & index_bit__0)} << 0);
    best__comb = (best__comb & ~(5'd1 << 1)) | ({4'd0, |(top_one & index_bit__1)} << 1);
    best__comb = (best__comb & ~(5'd1 << 2)) | ({4'd0, |(top_one & index_bit__2)} << 2);
    best__comb = (best__comb & ~(5'd1 << 3)) | ({4'd0, |(top_one & index_bit__3)} << 3);
    best__comb = (best__comb & ~(5'd1 << 4)) | ({4'd0, |(top_one & index_bit__4)} << 4);
    best = best__comb;
end
endmodule

module ftr_route_regs(
    input wire clock,
    input wire load,
    input wire eject_in,
    input wire [4:0] mask_in,
    input wire escape_in,
    input wire [2:0] port_in,
    input wire esc_class_in,
    input wire absorb_in,
    input wire layered_in,
    input wire [3:0] layer_in,
    output reg eject,
    output reg [4:0] mask,
    output reg escape,
    output reg [2:0] port,
    output reg esc_class,
    output reg absorb,
    output reg layered,
    output reg [3:0] layer
);
// RC's route register of an input VC: loaded when RC fires, held otherwise.
// Ports:
//   in    clock   1
//   in    load   1
//   in    eject_in   1
//   in    mask_in   5
//   in    escape_in   1
//   in    port_in   3
//   in    esc_class_in   1
//   in    absorb_in   1
//   in    layered_in   1
//   in    layer_in   4
//   out   eject   1
//   out   mask   5
//   out   escape   1
//   out   port   3
//   out   esc_class   1
//   out   absorb   1
//   out   layered   1
//   out   layer   4
// Parameters (per instance):
//   escapes   1
// Registers:
//   eject_reg   1   no reset (data)
//   mask_reg   5   no reset (data)
//   escape_reg   1   no reset (data)
//   port_reg   3   no reset (data)
//   esc_class_reg   1   no reset (data)
//   absorb_reg   1   no reset (data)
//   layered_reg   1   no reset (data)
//   layer_reg   4   no reset (data)
parameter escapes = 1'h0;
reg eject_reg__d;
reg eject_reg__q;
reg [4:0] mask_reg__d;
reg [4:0] mask_reg__q;
reg escape_reg__d;
reg escape_reg__q;
reg [2:0] port_reg__d;
reg [2:0] port_reg__q;
reg esc_class_reg__d;
reg esc_class_reg__q;
reg absorb_reg__d;
reg absorb_reg__q;
reg layered_reg__d;
reg layered_reg__q;
reg [3:0] layer_reg__d;
reg [3:0] layer_reg__q;
always @(posedge clock) begin
    eject_reg__q <= eject_reg__d;
    mask_reg__q <= mask_reg__d;
    escape_reg__q <= escape_reg__d;
    port_reg__q <= port_reg__d;
    esc_class_reg__q <= esc_class_reg__d;
    absorb_reg__q <= absorb_reg__d;
    layered_reg__q <= layered_reg__d;
    layer_reg__q <= layer_reg__d;
end
`ifndef SYNTHESIS
initial begin
    eject_reg__q = 1'h0;
    mask_reg__q = 5'h0;
    escape_reg__q = 1'h0;
    port_reg__q = 3'h0;
    esc_class_reg__q = 1'h0;
    absorb_reg__q = 1'h0;
    layered_reg__q = 1'h0;
    layer_reg__q = 4'h0;
end
`endif
always @(*) begin
    eject_reg__d = eject_reg__q;
    mask_reg__d = mask_reg__q;
    escape_reg__d = escape_reg__q;
    port_reg__d = port_reg__q;
    esc_class_reg__d = esc_class_reg__q;
    absorb_reg__d = absorb_reg__q;
    layered_reg__d = layered_reg__q;
    layer_reg__d = layer_reg__q;
    if (load) begin
        eject_reg__d = eject_in;
        mask_reg__d = mask_in;
        escape_reg__d = escape_in;
        port_reg__d = port_in;
        esc_class_reg__d = esc_class_in;
        absorb_reg__d = absorb_in;
        layered_reg__d = layered_in;
        layer_reg__d = layer_in;
    end
    if (~(|escapes)) begin
        port_reg__d = 3'd0;
        esc_class_reg__d = 1'b0;
    end
    eject = eject_reg__q;
    mask = mask_reg__q;
    escape = escape_reg__q;
    port = port_reg__q;
    esc_class = esc_class_reg__q;
    absorb = absorb_reg__q;
    layered = layered_reg__q;
    layer = layer_reg__q;
end
endmodule

module ftr_va_request(
    input wire clock,
    input wire reset,
    input wire valid_in,
    input wire [4:0] vc_in,
    input wire [3:0] misses_in,
    input wire urgent_in,
    input wire bubble_in,
    output reg valid,
    output reg [17:0] vc,
    output reg [3:0] misses,
    output reg urgent,
    output reg bubble
);
// The VA request an input VC registers between VA's two stages.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    valid_in   1
//   in    vc_in   5
//   in    misses_in   4
//   in    urgent_in   1
//   in    bubble_in   1
//   out   valid   1
//   out   vc   18
//   out   misses   4
//   out   urgent   1
//   out   bubble   1
// Parameters (per instance):
//   bubbles   1
// Registers:
//   valid_reg   1   reset 1'h0
//   vc_reg   18   no reset (data)
//   misses_reg   4   no reset (data)
//   urgent_reg   1   reset 1'h0
//   bubble_reg   1   reset 1'h0
parameter bubbles = 1'h0;
reg [17:0] hot;
reg valid_reg__d;
reg valid_reg__q;
reg [17:0] vc_reg__d;
reg [17:0] vc_reg__q;
reg [3:0] misses_reg__d;
reg [3:0] misses_reg__q;
reg urgent_reg__d;
reg urgent_reg__q;
reg bubble_reg__d;
reg bubble_reg__q;
always @(posedge clock) begin
    if (reset) valid_reg__q <= 1'h0; else valid_reg__q <= valid_reg__d;
    vc_reg__q <= vc_reg__d;
    misses_reg__q <= misses_reg__d;
    if (reset) urgent_reg__q <= 1'h0; else urgent_reg__q <= urgent_reg__d;
    if (reset) bubble_reg__q <= 1'h0; else bubble_reg__q <= bubble_reg__d;
end
`ifndef SYNTHESIS
initial begin
    vc_reg__q = 18'h0;
    misses_reg__q = 4'h0;
end
`endif
always @(*) begin
    valid_reg__d = valid_in;
    hot = 18'd1;
    hot = hot << vc_in;
    vc_reg__d = hot;
    misses_reg__d = misses_in;
    urgent_reg__d = urgent_in;
    bubble_reg__d = (bubble_in & (|bubbles));
    valid = |valid_reg__q;
    vc = vc_reg__q;
    misses = misses_reg__q;
    urgent = |urgent_reg__q;
    bubble = |bubble_reg__q;
end
endmodule

module ftr_input_vc(
    input wire clock,
    input wire reset,
    input wire [68:0] flit_in,
    input wire write,
    input wire rc_eject,
    input wire [4:0] rc_mask,
    input wire rc_escape,
    input wire [2:0] rc_port,
    input wire rc_class,
    input wire rc_absorb,
    input wire rc_layered,
    input wire [3:0] rc_layer,
    input wire [15:0] vc_config,
    output reg [2:0] row_addr,
    input wire [4:0] row_bits,
    input wire [251:0] out_vcs,
    input wire [4:0] dead,
    input wire won,
    input wire go,
    output reg [68:0] rc_head,
    output reg req_valid,
    output reg req_bubble,
    output reg [17:0] req_vc,
    output reg req_priority,
    output reg sa_req,
    output reg [17:0] held_hot,
    output reg [2:0] held_port,
    output reg [75:0] leaving,
    input wire poison
);
// One input VC: its buffer; state (idle, routed, active), the route registered
// from RC, the VA request (ejection, adaptive VC with most credits, escape VC
// after patience, bubble condition, injection admission, transit priority)
// and the SA request; holds the output VC won until the tail leaves.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    flit_in   69
//   in    write   1
//   in    rc_eject   1
//   in    rc_mask   5
//   in    rc_escape   1
//   in    rc_port   3
//   in    rc_class   1
//   in    rc_absorb   1
//   in    rc_layered   1
//   in    rc_layer   4
//   in    vc_config   16
//   out   row_addr   3
//   in    row_bits   5
//   in    out_vcs   252
//   in    dead   5
//   in    won   1
//   in    go   1
//   out   rc_head   69
//   out   req_valid   1
//   out   req_bubble   1
//   out   req_vc   18
//   out   req_priority   1
//   out   sa_req   1
//   out   held_hot   18
//   out   held_port   3
//   out   leaving   76
//   in    poison   1
// Parameters (per instance):
//   injected   1
//   out_port_of__0   3
//   out_port_of__1   3
//   out_port_of__2   3
//   out_port_of__3   3
//   out_port_of__4   3
//   out_port_of__5   3
//   out_port_of__6   3
//   out_port_of__7   3
//   out_port_of__8   3
//   out_port_of__9   3
//   out_port_of__10   3
//   out_port_of__11   3
//   out_port_of__12   3
//   out_port_of__13   3
//   out_port_of__14   3
//   out_port_of__15   3
//   out_port_of__16   3
//   out_port_of__17   3
//   sink   18
//   escape_vc   18
//   class_of   18
//   admission_vc   18
//   port_bit__0   18
//   port_bit__1   18
//   port_bit__2   18
//   vc_bit__0   18
//   vc_bit__1   18
//   port_hot__0   5
//   port_hot__1   5
//   port_hot__2   5
//   port_hot__3   5
//   port_hot__4   5
//   port_hot__5   5
//   port_hot__6   5
//   port_hot__7   5
//   port_hot__8   5
//   port_hot__9   5
//   port_hot__10   5
//   port_hot__11   5
//   port_hot__12   5
//   port_hot__13   5
//   port_hot__14   5
//   port_hot__15   5
//   port_hot__16   5
//   port_hot__17   5
//   bubble_check   1
//   transit_priority   1
//   admission   1
//   admission_credits   3
//   patience   16
//   misses_at   4
//   local_row   3
//   credit_bits   4
//   credits_width   8
//   vc_count   5
//   flit_bits   7
//   vc_bits   2
//   row_at   4
// Registers:
//   state   2   reset 2'h0
//   refused   4   reset 4'h0
//   held_port_reg   3   no reset (data)
//   held_out_vc_reg   2   no reset (data)
//   held_hot_reg   18   reset 18'h00000
//   misses_reg   4   no reset (data)
//   absorb_reg   1   no reset (data)
//   held_ports   5   no reset (data)
//   sa_ready   1   reset 1'h0
parameter injected = 1'h0;
parameter [2:0] out_port_of__0 = 3'h0;
parameter [2:0] out_port_of__1 = 3'h0;
parameter [2:0] out_port_of__2 = 3'h0;
parameter [2:0] out_port_of__3 = 3'h0;
parameter [2:0] out_port_of__4 = 3'h0;
parameter [2:0] out_port_of__5 = 3'h0;
parameter [2:0] out_port_of__6 = 3'h0;
parameter [2:0] out_port_of__7 = 3'h0;
parameter [2:0] out_port_of__8 = 3'h0;
parameter [2:0] out_port_of__9 = 3'h0;
parameter [2:0] out_port_of__10 = 3'h0;
parameter [2:0] out_port_of__11 = 3'h0;
parameter [2:0] out_port_of__12 = 3'h0;
parameter [2:0] out_port_of__13 = 3'h0;
parameter [2:0] out_port_of__14 = 3'h0;
parameter [2:0] out_port_of__15 = 3'h0;
parameter [2:0] out_port_of__16 = 3'h0;
parameter [2:0] out_port_of__17 = 3'h0;
parameter [17:0] sink = 18'h0;
parameter [17:0] escape_vc = 18'h0;
parameter [17:0] class_of = 18'h0;
parameter [17:0] admission_vc = 18'h0;
parameter [17:0] port_bit__0 = 18'h0;
parameter [17:0] port_bit__1 = 18'h0;
parameter [17:0] port_bit__2 = 18'h0;
parameter [17:0] vc_bit__0 = 18'h0;
parameter [17:0] vc_bit__1 = 18'h0;
parameter [4:0] port_hot__0 = 5'h0;
parameter [4:0] port_hot__1 = 5'h0;
parameter [4:0] port_hot__2 = 5'h0;
parameter [4:0] port_hot__3 = 5'h0;
parameter [4:0] port_hot__4 = 5'h0;
parameter [4:0] port_hot__5 = 5'h0;
parameter [4:0] port_hot__6 = 5'h0;
parameter [4:0] port_hot__7 = 5'h0;
parameter [4:0] port_hot__8 = 5'h0;
parameter [4:0] port_hot__9 = 5'h0;
parameter [4:0] port_hot__10 = 5'h0;
parameter [4:0] port_hot__11 = 5'h0;
parameter [4:0] port_hot__12 = 5'h0;
parameter [4:0] port_hot__13 = 5'h0;
parameter [4:0] port_hot__14 = 5'h0;
parameter [4:0] port_hot__15 = 5'h0;
parameter [4:0] port_hot__16 = 5'h0;
parameter [4:0] port_hot__17 = 5'h0;
parameter bubble_check = 1'h0;
parameter transit_priority = 1'h0;
parameter admission = 1'h0;
parameter [2:0] admission_credits = 3'h0;
parameter [15:0] patience = 16'h0;
parameter [3:0] misses_at = 4'h0;
parameter [2:0] local_row = 3'h0;
parameter [3:0] credit_bits = 4'h0;
parameter [7:0] credits_width = 8'h0;
parameter [4:0] vc_count = 5'h0;
parameter [6:0] flit_bits = 7'h0;
parameter [1:0] vc_bits = 2'h0;
parameter [3:0] row_at = 4'h0;
reg credit_next;
reg [17:0] free;
reg [17:0] adaptive_ok;
reg [17:0] off_ring;
reg [89:0] credit_after;
reg [3:0] misses;
reg [3:0] req_misses;
reg found;
reg [4:0] best;
reg first_found;
reg [4:0] first;
reg first_any_found;
reg [4:0] first_any;
reg of_kind;
reg ask_valid;
reg [4:0] ask_vc;
reg ask_priority;
reg ask_bubble;
reg rc_fire;
reg [17:0] on_port;
reg room;
reg admit;
reg enters;
reg [161:0] rest;
reg [8:0] cred;
reg fifo__write;
reg [68:0] fifo__flit_in;
reg fifo__read;
wire [68:0] fifo__front;
wire [68:0] fifo__second;
wire fifo__valid;
wire fifo__valid_next;
wire [3:0] fifo__count;
reg fifo__poison;
reg fifo__active;
reg [68:0] fifo__copy;
reg [68:0] closer__flit_in;
reg closer__write;
wire [68:0] closer__copy;
reg [4:0] most__mask;
reg most__layered;
reg [3:0] most__layer;
reg [17:0] most__free;
reg [17:0] most__adaptive_ok;
reg [161:0] most__credits;
wire most__found;
wire [4:0] most__best;
reg [1:0] state__d;
reg [1:0] state__q;
reg route__load;
reg route__eject_in;
reg [4:0] route__mask_in;
reg route__escape_in;
reg [2:0] route__port_in;
reg route__esc_class_in;
reg route__absorb_in;
reg route__layered_in;
reg [3:0] route__layer_in;
wire route__eject;
wire [4:0] route__mask;
wire route__escape;
wire [2:0] route__port;
wire route__esc_class;
wire route__absorb;
wire route__layered;
wire [3:0] route__layer;
reg [3:0] refused__d;
reg [3:0] refused__q;
reg [2:0] held_port_reg__d;
reg [2:0] held_port_reg__q;
reg [1:0] held_out_vc_reg__d;
reg [1:0] held_out_vc_reg__q;
reg [17:0] held_hot_reg__d;
reg [17:0] held_hot_reg__q;
reg [3:0] misses_reg__d;
reg [3:0] misses_reg__q;
reg absorb_reg__d;
reg absorb_reg__q;
reg [4:0] held_ports__d;
reg [4:0] held_ports__q;
reg sa_ready__d;
reg sa_ready__q;
reg request__valid_in;
reg [4:0] request__vc_in;
reg [3:0] request__misses_in;
reg request__urgent_in;
reg request__bubble_in;
wire request__valid;
wire [17:0] request__vc;
wire [3:0] request__misses;
wire request__urgent;
wire request__bubble;
ftr_vc_buffer #(.last_slot(3'h7), .one(4'h1), .full(4'h8), .tail_bit(69'h000000000000000002)) fifo (
    .clock(clock),
    .reset(reset),
    .write(fifo__write),
    .flit_in(fifo__flit_in),
    .read(fifo__read),
    .front(fifo__front),
    .second(fifo__second),
    .valid(fifo__valid),
    .valid_next(fifo__valid_next),
    .count(fifo__count),
    .poison(fifo__poison),
    .active(fifo__active),
    .copy(fifo__copy)
);
ftr_tail_copy #(.head_tag_at(7'h13), .body_tag_at(7'h0a), .tag_mask(69'h0000000000ffffffff), .index_bits(7'h08), .data_at(7'h02), .tail_only(69'h000000000000000002)) closer (
    .clock(clock),
    .flit_in(closer__flit_in),
    .write(closer__write),
    .copy(closer__copy)
);
ftr_most_credits #(.level__0(1'h1), .level__1(2'h2), .level__2(2'h3), .level__3(3'h4), .level__4(3'h5), .level__5(3'h6), .level__6(3'h7), .level__7(4'h8), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .vc_of__0(2'h0), .vc_of__1(2'h1), .vc_of__2(2'h2), .vc_of__3(2'h0), .vc_of__4(2'h1), .vc_of__5(2'h2), .vc_of__6(2'h0), .vc_of__7(2'h1), .vc_of__8(2'h2), .vc_of__9(2'h0), .vc_of__10(2'h1), .vc_of__11(2'h2), .vc_of__12(2'h0), .vc_of__13(2'h1), .vc_of__14(2'h2), .vc_of__15(2'h0), .vc_of__16(2'h1), .vc_of__17(2'h2), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000), .credit_bits(4'h9)) most (
    .mask(most__mask),
    .layered(most__layered),
    .layer(most__layer),
    .free(most__free),
    .adaptive_ok(most__adaptive_ok),
    .credits(most__credits),
    .found(most__found),
    .best(most__best)
);
ftr_route_regs #(.escapes(1'h0)) route (
    .clock(clock),
    .load(route__load),
    .eject_in(route__eject_in),
    .mask_in(route__mask_in),
    .escape_in(route__escape_in),
    .port_in(route__port_in),
    .esc_class_in(route__esc_class_in),
    .absorb_in(route__absorb_in),
    .layered_in(route__layered_in),
    .layer_in(route__layer_in),
    .eject(route__eject),
    .mask(route__mask),
    .escape(route__escape),
    .port(route__port),
    .esc_class(route__esc_class),
    .absorb(route__absorb),
    .layered(route__layered),
    .layer(route__layer)
);
ftr_va_request #(.bubbles(1'h0)) request (
    .clock(clock),
    .reset(reset),
    .valid_in(request__valid_in),
    .vc_in(request__vc_in),
    .misses_in(request__misses_in),
    .urgent_in(request__urgent_in),
    .bubble_in(request__bubble_in),
    .valid(request__valid),
    .vc(request__vc),
    .misses(request__misses),
    .urgent(request__urgent),
    .bubble(request__bubble)
);
always @(posedge clock) begin
    if (reset) state__q <= 2'h0; else state__q <= state__d;
    if (reset) refused__q <= 4'h0; else refused__q <= refused__d;
    held_port_reg__q <= held_port_reg__d;
    held_out_vc_reg__q <= held_out_vc_reg__d;
    if (reset) held_hot_reg__q <= 18'h00000; else held_hot_reg__q <= held_hot_reg__d;
    misses_reg__q <= misses_reg__d;
    absorb_reg__q <= absorb_reg__d;
    held_ports__q <= held_ports__d;
    if (reset) sa_ready__q <= 1'h0; else sa_ready__q <= sa_ready__d;
end
`ifndef SYNTHESIS
initial begin
    held_port_reg__q = 3'h0;
    held_out_vc_reg__q = 2'h0;
    misses_reg__q = 4'h0;
    absorb_reg__q = 1'h0;
    held_ports__q = 5'h0;
end
`endif
// The low 3 bits of a 16-bit value.
function [2:0] low_3_of_16(input [15:0] x);
    reg [12:0] unused;
    {unused, low_3_of_16} = x;
endfunction
// The low 90 bits of a 252-bit value.
function [89:0] low_90_of_252(input [251:0] x);
    reg [161:0] unused;
    {unused, low_90_of_252} = x;
endfunction
reg [2:0] row_addr__comb;
reg [68:0] rc_head__comb;
reg [75:0] leaving__comb;
reg route__load__comb;
always @(*) begin
    state__d = state__q;
    refused__d = refused__q;
    held_port_reg__d = held_port_reg__q;
    held_out_vc_reg__d = held_out_vc_reg__q;
    misses_reg__d = misses_reg__q;
    absorb_reg__d = absorb_reg__q;
    held_hot_reg__d = held_hot_reg__q;
    held_ports__d = held_ports__q;
    held_hot = held_hot_reg__q;
    held_port = held_port_reg__q;
    credit_after = low_90_of_252(out_vcs >> credits_width);
    free = credit_after[17:0];
    credit_after = credit_after >> vc_count;
    adaptive_ok = credit_after[17:0];
    credit_after = credit_after >> vc_count;
    off_ring = credit_after[17:0];
    credit_after = credit_after >> vc_count;
    fifo__write = write;
    fifo__flit_in = flit_in;
    fifo__read = go;
    fifo__poison = poison;
    closer__flit_in = flit_in;
    closer__write = write;
    fifo__copy = closer__copy;
    leaving__comb = {72'd0, misses_reg__q};
    leaving__comb = (leaving__comb << 1) | {75'd0, absorb_reg__q};
    leaving__comb = (leaving__comb << vc_bits) | {74'd0, held_out_vc_reg__q};
    leaving__comb = (leaving__comb << flit_bits) | {7'd0, fifo__front};
    misses = fifo__front[{3'd0, misses_at} +: 4];
    rc_head__comb = fifo__front;
    rc_fire = 1'b0;
    route__load__comb = 1'b0;
    if (state__q == 2'd0) begin
        if (fifo__valid) begin
            rc_fire = fifo__front[0];
        end else begin
            rc_head__comb = flit_in;
            rc_fire = write & flit_in[0];
        end
        route__load__comb = rc_fire;
    end
    if ((state__q == 2'd2) & fifo__front[1]) begin
        if (|(fifo__count >> 1)) begin
            rc_head__comb = fifo__second;
            route__load__comb = fifo__second[0];
        end else begin
            rc_head__comb = flit_in;
            route__load__comb = write & flit_in[0];
        end
        rc_fire = go & route__load__comb;
    end
    row_addr__comb = low_3_of_16(vc_config >> row_at);
    if (|route__absorb) begin
        row_addr__comb = local_row;
    end
    first_found = 1'b0;
    first = 5'd0;
    first_any_found = 1'b0;
    first_any = 5'd0;
    on_port = 18'd0;
    room = 1'b0;
    rest = out_vcs[161:0];
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 0)) | ({17'd0, out_port_of__0 == route__port} << 0);
    room = room | ((on_port[0] & admission_vc[0]) & (off_ring[0] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[0]) | (((~(|route__eject) & on_port[0]) & escape_vc[0]) & (class_of[0] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd0;
    end
    if ((of_kind & free[0]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd0;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 1)) | ({17'd0, out_port_of__1 == route__port} << 1);
    room = room | ((on_port[1] & admission_vc[1]) & (off_ring[1] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[1]) | (((~(|route__eject) & on_port[1]) & escape_vc[1]) & (class_of[1] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd1;
    end
    if ((of_kind & free[1]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd1;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 2)) | ({17'd0, out_port_of__2 == route__port} << 2);
    room = room | ((on_port[2] & admission_vc[2]) & (off_ring[2] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[2]) | (((~(|route__eject) & on_port[2]) & escape_vc[2]) & (class_of[2] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd2;
    end
    if ((of_kind & free[2]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd2;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 3)) | ({17'd0, out_port_of__3 == route__port} << 3);
    room = room | ((on_port[3] & admission_vc[3]) & (off_ring[3] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[3]) | (((~(|route__eject) & on_port[3]) & escape_vc[3]) & (class_of[3] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd3;
    end
    if ((of_kind & free[3]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd3;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 4)) | ({17'd0, out_port_of__4 == route__port} << 4);
    room = room | ((on_port[4] & admission_vc[4]) & (off_ring[4] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[4]) | (((~(|route__eject) & on_port[4]) & escape_vc[4]) & (class_of[4] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd4;
    end
    if ((of_kind & free[4]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd4;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 5)) | ({17'd0, out_port_of__5 == route__port} << 5);
    room = room | ((on_port[5] & admission_vc[5]) & (off_ring[5] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[5]) | (((~(|route__eject) & on_port[5]) & escape_vc[5]) & (class_of[5] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd5;
    end
    if ((of_kind & free[5]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd5;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 6)) | ({17'd0, out_port_of__6 == route__port} << 6);
    room = room | ((on_port[6] & admission_vc[6]) & (off_ring[6] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[6]) | (((~(|route__eject) & on_port[6]) & escape_vc[6]) & (class_of[6] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd6;
    end
    if ((of_kind & free[6]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd6;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 7)) | ({17'd0, out_port_of__7 == route__port} << 7);
    room = room | ((on_port[7] & admission_vc[7]) & (off_ring[7] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[7]) | (((~(|route__eject) & on_port[7]) & escape_vc[7]) & (class_of[7] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd7;
    end
    if ((of_kind & free[7]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd7;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 8)) | ({17'd0, out_port_of__8 == route__port} << 8);
    room = room | ((on_port[8] & admission_vc[8]) & (off_ring[8] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[8]) | (((~(|route__eject) & on_port[8]) & escape_vc[8]) & (class_of[8] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd8;
    end
    if ((of_kind & free[8]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd8;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 9)) | ({17'd0, out_port_of__9 == route__port} << 9);
    room = room | ((on_port[9] & admission_vc[9]) & (off_ring[9] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[9]) | (((~(|route__eject) & on_port[9]) & escape_vc[9]) & (class_of[9] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd9;
    end
    if ((of_kind & free[9]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd9;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 10)) | ({17'd0, out_port_of__10 == route__port} << 10);
    room = room | ((on_port[10] & admission_vc[10]) & (off_ring[10] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[10]) | (((~(|route__eject) & on_port[10]) & escape_vc[10]) & (class_of[10] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd10;
    end
    if ((of_kind & free[10]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd10;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 11)) | ({17'd0, out_port_of__11 == route__port} << 11);
    room = room | ((on_port[11] & admission_vc[11]) & (off_ring[11] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[11]) | (((~(|route__eject) & on_port[11]) & escape_vc[11]) & (class_of[11] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd11;
    end
    if ((of_kind & free[11]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd11;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 12)) | ({17'd0, out_port_of__12 == route__port} << 12);
    room = room | ((on_port[12] & admission_vc[12]) & (off_ring[12] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[12]) | (((~(|route__eject) & on_port[12]) & escape_vc[12]) & (class_of[12] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd12;
    end
    if ((of_kind & free[12]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd12;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 13)) | ({17'd0, out_port_of__13 == route__port} << 13);
    room = room | ((on_port[13] & admission_vc[13]) & (off_ring[13] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[13]) | (((~(|route__eject) & on_port[13]) & escape_vc[13]) & (class_of[13] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd13;
    end
    if ((of_kind & free[13]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd13;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 14)) | ({17'd0, out_port_of__14 == route__port} << 14);
    room = room | ((on_port[14] & admission_vc[14]) & (off_ring[14] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[14]) | (((~(|route__eject) & on_port[14]) & escape_vc[14]) & (class_of[14] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd14;
    end
    if ((of_kind & free[14]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd14;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 15)) | ({17'd0, out_port_of__15 == route__port} << 15);
    room = room | ((on_port[15] & admission_vc[15]) & (off_ring[15] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[15]) | (((~(|route__eject) & on_port[15]) & escape_vc[15]) & (class_of[15] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd15;
    end
    if ((of_kind & free[15]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd15;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 16)) | ({17'd0, out_port_of__16 == route__port} << 16);
    room = room | ((on_port[16] & admission_vc[16]) & (off_ring[16] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[16]) | (((~(|route__eject) & on_port[16]) & escape_vc[16]) & (class_of[16] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd16;
    end
    if ((of_kind & free[16]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd16;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(18'd1 << 17)) | ({17'd0, out_port_of__17 == route__port} << 17);
    room = room | ((on_port[17] & admission_vc[17]) & (off_ring[17] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[17]) | (((~(|route__eject) & on_port[17]) & escape_vc[17]) & (class_of[17] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5'd17;
    end
    if ((of_kind & free[17]) & ~first_found) begin
        first_found = 1'b1;
        first = 5'd17;
    end
    most__mask = route__mask;
    most__layered = |route__layered;
    most__layer = route__layer;
    most__free = free;
    most__adaptive_ok = adaptive_ok;
    most__credits = out_vcs[161:0];
    found = most__found;
    best = most__best;
    admit = ~(((|injected) & (|admission)) & (|route__escape)) | room;
    enters = (|bubble_check) & ~row_bits[route__port];
    ask_valid = 1'b0;
    ask_vc = 5'd0;
    req_misses = misses;
    ask_priority = 1'b0;
    ask_bubble = 1'b0;
    if (state__q == 2'd1) begin
        if (|route__eject) begin
            ask_valid = first_any_found;
            ask_vc = first_any;
            if (first_found) begin
                ask_vc = first;
            end
        end else if (found & admit) begin
            ask_valid = 1'b1;
            ask_vc = best;
            if ((vc_config[0] & ~(|route__absorb)) & (misses != 4'd15)) begin
                req_misses = misses + 4'd1;
            end
        end else if ((|route__escape) & ~((|route__mask) & patience[refused__q])) begin
            ask_valid = first_any_found;
            ask_vc = first_any;
            if (first_found) begin
                ask_vc = first;
            end
            ask_bubble = enters;
        end
        if ((|transit_priority) & ask_valid) begin
            ask_priority = ~((((|route__escape) & on_port[ask_vc]) & escape_vc[ask_vc]) & enters) & ((refused__q == 4'd15) | ~(|injected));
        end
    end
    request__valid_in = ((state__q == 2'd1) & ~won) & ask_valid;
    request__vc_in = ask_vc;
    request__misses_in = req_misses;
    request__urgent_in = ask_priority;
    request__bubble_in = ask_bubble;
    req_valid = request__valid;
    req_bubble = request__bubble;
    req_vc = request__vc;
    req_priority = request__urgent;
    sa_req = (|sa_ready__q) | (((state__q == 2'd2) & fifo__valid) & (|(dead & held_ports__q)));
    credit_next = |(credit_after & {72'd0, held_hot_reg__q});
    if (go) begin
        credit_next = |((credit_after >> vc_count) & {72'd0, held_hot_reg__q});
    end
    if (won) begin
        state__d = 2'd2;
        held_hot_reg__d = request__vc;
        credit_next = |(credit_after & {72'd0, request__vc});
        if (request__vc[0]) begin
            held_ports__d = port_hot__0;
        end
        if (request__vc[1]) begin
            held_ports__d = port_hot__1;
        end
        if (request__vc[2]) begin
            held_ports__d = port_hot__2;
        end
        if (request__vc[3]) begin
            held_ports__d = port_hot__3;
        end
        if (request__vc[4]) begin
            held_ports__d = port_hot__4;
        end
        if (request__vc[5]) begin
            held_ports__d = port_hot__5;
        end
        if (request__vc[6]) begin
            held_ports__d = port_hot__6;
        end
        if (request__vc[7]) begin
            held_ports__d = port_hot__7;
        end
        if (request__vc[8]) begin
            held_ports__d = port_hot__8;
        end
        if (request__vc[9]) begin
            held_ports__d = port_hot__9;
        end
        if (request__vc[10]) begin
            held_ports__d = port_hot__10;
        end
        if (request__vc[11]) begin
            held_ports__d = port_hot__11;
        end
        if (request__vc[12]) begin
            held_ports__d = port_hot__12;
        end
        if (request__vc[13]) begin
            held_ports__d = port_hot__13;
        end
        if (request__vc[14]) begin
            held_ports__d = port_hot__14;
        end
        if (request__vc[15]) begin
            held_ports__d = port_hot__15;
        end
        if (request__vc[16]) begin
            held_ports__d = port_hot__16;
        end
        if (request__vc[17]) begin
            held_ports__d = port_hot__17;
        end
        held_port_reg__d = (held_port_reg__d & ~(3'd1 << 0)) | ({2'd0, |(request__vc & port_bit__0)} << 0);
        held_port_reg__d = (held_port_reg__d & ~(3'd1 << 1)) | ({2'd0, |(request__vc & port_bit__1)} << 1);
        held_port_reg__d = (held_port_reg__d & ~(3'd1 << 2)) | ({2'd0, |(request__vc & port_bit__2)} << 2);
        held_out_vc_reg__d = (held_out_vc_reg__d & ~(2'd1 << 0)) | ({1'b0, |(request__vc & vc_bit__0)} << 0);
        held_out_vc_reg__d = (held_out_vc_reg__d & ~(2'd1 << 1)) | ({1'b0, |(request__vc & vc_bit__1)} << 1);
        misses_reg__d = request__misses;
        absorb_reg__d = route__absorb;
    end
    if (((state__q == 2'd1) & ~won) & (refused__q != 4'd15)) begin
        refused__d = refused__q + 4'd1;
    end
    if (go & fifo__front[1]) begin
        state__d = 2'd0;
    end
    if (rc_fire) begin
        state__d = 2'd1;
        refused__d = 4'd0;
    end
    route__eject_in = rc_eject;
    route__mask_in = rc_mask;
    route__escape_in = rc_escape;
    route__port_in = rc_port;
    route__esc_class_in = rc_class;
    route__absorb_in = rc_absorb;
    route__layered_in = rc_layered;
    route__layer_in = rc_layer;
    fifo__active = state__q == 2'd2;
    sa_ready__d = (((state__d == 2'd2) & fifo__valid_next) & credit_next);
    row_addr = row_addr__comb;
    rc_head = rc_head__comb;
    leaving = leaving__comb;
    route__load = route__load__comb;
end
endmodule

module ftr_credit_counter(
    input wire clock,
    input wire reset,
    input wire credit_in,
    input wire flit_sent,
    input wire frozen,
    output reg [8:0] at_least,
    output reg nonzero_idle,
    output reg nonzero_sent
);
// Credit counter of one output VC: free slots downstream as a thermometer code,
// reset to the depth; +1 on credit_in, -1 on flit_sent, both cancel, saturating
// at depth and 0.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    credit_in   1
//   in    flit_sent   1
//   in    frozen   1
//   out   at_least   9
//   out   nonzero_idle   1
//   out   nonzero_sent   1
// Parameters (per instance):
//   last   3
//   one   9
//   unit   8
// Registers:
//   above   8   reset 8'hff
parameter [2:0] last = 3'h0;
parameter [8:0] one = 9'h0;
parameter [7:0] unit = 8'h0;
reg [7:0] after_idle;
reg [7:0] after_sent;
reg [8:0] wide;
reg [7:0] up;
reg full;
reg [7:0] above__d;
reg [7:0] above__q;
always @(posedge clock) begin
    if (reset) above__q <= 8'hff; else above__q <= above__d;
end
always @(*) begin
    full = above__q[last];
    wide = {1'b0, above__q};
    at_least = (wide << 1) | one;
    up = (above__q << 1) | unit;
    after_idle = above__q;
    if ((credit_in & ~full) & ~frozen) begin
        after_idle = up;
    end
    after_sent = above__q >> 1;
    if (credit_in | frozen) begin
        after_sent = above__q;
    end
    above__d = after_idle;
    if (flit_sent) begin
        above__d = after_sent;
    end
    nonzero_idle = after_idle[0];
    nonzero_sent = after_sent[0];
end
endmodule

module ftr_rr_arbiter(
    input wire clock,
    input wire reset,
    input wire [17:0] req,
    input wire [17:0] urgent,
    input wire advance,
    output reg [17:0] grant,
    output reg [4:0] grant_index,
    output reg valid
);
// Round-robin arbiter: grants the first requester at or after ptr, wrapping;
// ptr moves past the winner when advance says the grant was used.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   18
//   in    urgent   18
//   in    advance   1
//   out   grant   18
//   out   grant_index   5
//   out   valid   1
// Parameters (per instance):
//   last   5
//   all   18
//   prioritized   1
//   index_bit__0   18
//   index_bit__1   18
//   index_bit__2   18
//   index_bit__3   18
//   index_bit__4   18
// Registers:
//   ptr   5   reset 5'h00
parameter [4:0] last = 5'h0;
parameter [17:0] all = 18'h0;
parameter prioritized = 1'h0;
parameter [17:0] index_bit__0 = 18'h0;
parameter [17:0] index_bit__1 = 18'h0;
parameter [17:0] index_bit__2 = 18'h0;
parameter [17:0] index_bit__3 = 18'h0;
parameter [17:0] index_bit__4 = 18'h0;
reg [17:0] mask;
reg [17:0] pool;
reg [17:0] hot_req;
reg [17:0] hot_pool;
reg [17:0] first_pool;
reg [17:0] first_req;
reg [17:0] first_hot_pool;
reg [17:0] first_hot_req;
reg below_pool;
reg below_req;
reg below_hot_pool;
reg below_hot_req;
reg [4:0] ptr__d;
reg [4:0] ptr__q;
always @(posedge clock) begin
    if (reset) ptr__q <= 5'h00; else ptr__q <= ptr__d;
end
reg [17:0] grant__comb;
reg [4:0] grant_index__comb;
always @(*) begin
    ptr__d = ptr__q;
    mask = all << ptr__q;
    pool = req & mask;
    hot_req = req & urgent;
    hot_pool = pool & urgent;
    first_pool = 18'd0;
    first_req = 18'd0;
    first_hot_pool = 18'd0;
    first_hot_req = 18'd0;
    below_pool = 1'b0;
    below_req = 1'b0;
    below_hot_pool = 1'b0;
    below_hot_req = 1'b0;
    first_hot_pool = (first_hot_pool & ~(18'd1 << 0)) | (({17'd0, hot_pool[0]} & ~{17'd0, below_hot_pool}) << 0);
    first_hot_req = (first_hot_req & ~(18'd1 << 0)) | (({17'd0, hot_req[0]} & ~{17'd0, below_hot_req}) << 0);
    below_hot_pool = below_hot_pool | hot_pool[0];
    below_hot_req = below_hot_req | hot_req[0];
    first_pool = (first_pool & ~(18'd1 << 0)) | (({17'd0, pool[0]} & ~{17'd0, below_pool}) << 0);
    first_req = (first_req & ~(18'd1 << 0)) | (({17'd0, req[0]} & ~{17'd0, below_req}) << 0);
    below_pool = below_pool | pool[0];
    below_req = below_req | req[0];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 1)) | (({17'd0, hot_pool[1]} & ~{17'd0, below_hot_pool}) << 1);
    first_hot_req = (first_hot_req & ~(18'd1 << 1)) | (({17'd0, hot_req[1]} & ~{17'd0, below_hot_req}) << 1);
    below_hot_pool = below_hot_pool | hot_pool[1];
    below_hot_req = below_hot_req | hot_req[1];
    first_pool = (first_pool & ~(18'd1 << 1)) | (({17'd0, pool[1]} & ~{17'd0, below_pool}) << 1);
    first_req = (first_req & ~(18'd1 << 1)) | (({17'd0, req[1]} & ~{17'd0, below_req}) << 1);
    below_pool = below_pool | pool[1];
    below_req = below_req | req[1];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 2)) | (({17'd0, hot_pool[2]} & ~{17'd0, below_hot_pool}) << 2);
    first_hot_req = (first_hot_req & ~(18'd1 << 2)) | (({17'd0, hot_req[2]} & ~{17'd0, below_hot_req}) << 2);
    below_hot_pool = below_hot_pool | hot_pool[2];
    below_hot_req = below_hot_req | hot_req[2];
    first_pool = (first_pool & ~(18'd1 << 2)) | (({17'd0, pool[2]} & ~{17'd0, below_pool}) << 2);
    first_req = (first_req & ~(18'd1 << 2)) | (({17'd0, req[2]} & ~{17'd0, below_req}) << 2);
    below_pool = below_pool | pool[2];
    below_req = below_req | req[2];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 3)) | (({17'd0, hot_pool[3]} & ~{17'd0, below_hot_pool}) << 3);
    first_hot_req = (first_hot_req & ~(18'd1 << 3)) | (({17'd0, hot_req[3]} & ~{17'd0, below_hot_req}) << 3);
    below_hot_pool = below_hot_pool | hot_pool[3];
    below_hot_req = below_hot_req | hot_req[3];
    first_pool = (first_pool & ~(18'd1 << 3)) | (({17'd0, pool[3]} & ~{17'd0, below_pool}) << 3);
    first_req = (first_req & ~(18'd1 << 3)) | (({17'd0, req[3]} & ~{17'd0, below_req}) << 3);
    below_pool = below_pool | pool[3];
    below_req = below_req | req[3];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 4)) | (({17'd0, hot_pool[4]} & ~{17'd0, below_hot_pool}) << 4);
    first_hot_req = (first_hot_req & ~(18'd1 << 4)) | (({17'd0, hot_req[4]} & ~{17'd0, below_hot_req}) << 4);
    below_hot_pool = below_hot_pool | hot_pool[4];
    below_hot_req = below_hot_req | hot_req[4];
    first_pool = (first_pool & ~(18'd1 << 4)) | (({17'd0, pool[4]} & ~{17'd0, below_pool}) << 4);
    first_req = (first_req & ~(18'd1 << 4)) | (({17'd0, req[4]} & ~{17'd0, below_req}) << 4);
    below_pool = below_pool | pool[4];
    below_req = below_req | req[4];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 5)) | (({17'd0, hot_pool[5]} & ~{17'd0, below_hot_pool}) << 5);
    first_hot_req = (first_hot_req & ~(18'd1 << 5)) | (({17'd0, hot_req[5]} & ~{17'd0, below_hot_req}) << 5);
    below_hot_pool = below_hot_pool | hot_pool[5];
    below_hot_req = below_hot_req | hot_req[5];
    first_pool = (first_pool & ~(18'd1 << 5)) | (({17'd0, pool[5]} & ~{17'd0, below_pool}) << 5);
    first_req = (first_req & ~(18'd1 << 5)) | (({17'd0, req[5]} & ~{17'd0, below_req}) << 5);
    below_pool = below_pool | pool[5];
    below_req = below_req | req[5];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 6)) | (({17'd0, hot_pool[6]} & ~{17'd0, below_hot_pool}) << 6);
    first_hot_req = (first_hot_req & ~(18'd1 << 6)) | (({17'd0, hot_req[6]} & ~{17'd0, below_hot_req}) << 6);
    below_hot_pool = below_hot_pool | hot_pool[6];
    below_hot_req = below_hot_req | hot_req[6];
    first_pool = (first_pool & ~(18'd1 << 6)) | (({17'd0, pool[6]} & ~{17'd0, below_pool}) << 6);
    first_req = (first_req & ~(18'd1 << 6)) | (({17'd0, req[6]} & ~{17'd0, below_req}) << 6);
    below_pool = below_pool | pool[6];
    below_req = below_req | req[6];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 7)) | (({17'd0, hot_pool[7]} & ~{17'd0, below_hot_pool}) << 7);
    first_hot_req = (first_hot_req & ~(18'd1 << 7)) | (({17'd0, hot_req[7]} & ~{17'd0, below_hot_req}) << 7);
    below_hot_pool = below_hot_pool | hot_pool[7];
    below_hot_req = below_hot_req | hot_req[7];
    first_pool = (first_pool & ~(18'd1 << 7)) | (({17'd0, pool[7]} & ~{17'd0, below_pool}) << 7);
    first_req = (first_req & ~(18'd1 << 7)) | (({17'd0, req[7]} & ~{17'd0, below_req}) << 7);
    below_pool = below_pool | pool[7];
    below_req = below_req | req[7];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 8)) | (({17'd0, hot_pool[8]} & ~{17'd0, below_hot_pool}) << 8);
    first_hot_req = (first_hot_req & ~(18'd1 << 8)) | (({17'd0, hot_req[8]} & ~{17'd0, below_hot_req}) << 8);
    below_hot_pool = below_hot_pool | hot_pool[8];
    below_hot_req = below_hot_req | hot_req[8];
    first_pool = (first_pool & ~(18'd1 << 8)) | (({17'd0, pool[8]} & ~{17'd0, below_pool}) << 8);
    first_req = (first_req & ~(18'd1 << 8)) | (({17'd0, req[8]} & ~{17'd0, below_req}) << 8);
    below_pool = below_pool | pool[8];
    below_req = below_req | req[8];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 9)) | (({17'd0, hot_pool[9]} & ~{17'd0, below_hot_pool}) << 9);
    first_hot_req = (first_hot_req & ~(18'd1 << 9)) | (({17'd0, hot_req[9]} & ~{17'd0, below_hot_req}) << 9);
    below_hot_pool = below_hot_pool | hot_pool[9];
    below_hot_req = below_hot_req | hot_req[9];
    first_pool = (first_pool & ~(18'd1 << 9)) | (({17'd0, pool[9]} & ~{17'd0, below_pool}) << 9);
    first_req = (first_req & ~(18'd1 << 9)) | (({17'd0, req[9]} & ~{17'd0, below_req}) << 9);
    below_pool = below_pool | pool[9];
    below_req = below_req | req[9];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 10)) | (({17'd0, hot_pool[10]} & ~{17'd0, below_hot_pool}) << 10);
    first_hot_req = (first_hot_req & ~(18'd1 << 10)) | (({17'd0, hot_req[10]} & ~{17'd0, below_hot_req}) << 10);
    below_hot_pool = below_hot_pool | hot_pool[10];
    below_hot_req = below_hot_req | hot_req[10];
    first_pool = (first_pool & ~(18'd1 << 10)) | (({17'd0, pool[10]} & ~{17'd0, below_pool}) << 10);
    first_req = (first_req & ~(18'd1 << 10)) | (({17'd0, req[10]} & ~{17'd0, below_req}) << 10);
    below_pool = below_pool | pool[10];
    below_req = below_req | req[10];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 11)) | (({17'd0, hot_pool[11]} & ~{17'd0, below_hot_pool}) << 11);
    first_hot_req = (first_hot_req & ~(18'd1 << 11)) | (({17'd0, hot_req[11]} & ~{17'd0, below_hot_req}) << 11);
    below_hot_pool = below_hot_pool | hot_pool[11];
    below_hot_req = below_hot_req | hot_req[11];
    first_pool = (first_pool & ~(18'd1 << 11)) | (({17'd0, pool[11]} & ~{17'd0, below_pool}) << 11);
    first_req = (first_req & ~(18'd1 << 11)) | (({17'd0, req[11]} & ~{17'd0, below_req}) << 11);
    below_pool = below_pool | pool[11];
    below_req = below_req | req[11];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 12)) | (({17'd0, hot_pool[12]} & ~{17'd0, below_hot_pool}) << 12);
    first_hot_req = (first_hot_req & ~(18'd1 << 12)) | (({17'd0, hot_req[12]} & ~{17'd0, below_hot_req}) << 12);
    below_hot_pool = below_hot_pool | hot_pool[12];
    below_hot_req = below_hot_req | hot_req[12];
    first_pool = (first_pool & ~(18'd1 << 12)) | (({17'd0, pool[12]} & ~{17'd0, below_pool}) << 12);
    first_req = (first_req & ~(18'd1 << 12)) | (({17'd0, req[12]} & ~{17'd0, below_req}) << 12);
    below_pool = below_pool | pool[12];
    below_req = below_req | req[12];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 13)) | (({17'd0, hot_pool[13]} & ~{17'd0, below_hot_pool}) << 13);
    first_hot_req = (first_hot_req & ~(18'd1 << 13)) | (({17'd0, hot_req[13]} & ~{17'd0, below_hot_req}) << 13);
    below_hot_pool = below_hot_pool | hot_pool[13];
    below_hot_req = below_hot_req | hot_req[13];
    first_pool = (first_pool & ~(18'd1 << 13)) | (({17'd0, pool[13]} & ~{17'd0, below_pool}) << 13);
    first_req = (first_req & ~(18'd1 << 13)) | (({17'd0, req[13]} & ~{17'd0, below_req}) << 13);
    below_pool = below_pool | pool[13];
    below_req = below_req | req[13];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 14)) | (({17'd0, hot_pool[14]} & ~{17'd0, below_hot_pool}) << 14);
    first_hot_req = (first_hot_req & ~(18'd1 << 14)) | (({17'd0, hot_req[14]} & ~{17'd0, below_hot_req}) << 14);
    below_hot_pool = below_hot_pool | hot_pool[14];
    below_hot_req = below_hot_req | hot_req[14];
    first_pool = (first_pool & ~(18'd1 << 14)) | (({17'd0, pool[14]} & ~{17'd0, below_pool}) << 14);
    first_req = (first_req & ~(18'd1 << 14)) | (({17'd0, req[14]} & ~{17'd0, below_req}) << 14);
    below_pool = below_pool | pool[14];
    below_req = below_req | req[14];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 15)) | (({17'd0, hot_pool[15]} & ~{17'd0, below_hot_pool}) << 15);
    first_hot_req = (first_hot_req & ~(18'd1 << 15)) | (({17'd0, hot_req[15]} & ~{17'd0, below_hot_req}) << 15);
    below_hot_pool = below_hot_pool | hot_pool[15];
    below_hot_req = below_hot_req | hot_req[15];
    first_pool = (first_pool & ~(18'd1 << 15)) | (({17'd0, pool[15]} & ~{17'd0, below_pool}) << 15);
    first_req = (first_req & ~(18'd1 << 15)) | (({17'd0, req[15]} & ~{17'd0, below_req}) << 15);
    below_pool = below_pool | pool[15];
    below_req = below_req | req[15];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 16)) | (({17'd0, hot_pool[16]} & ~{17'd0, below_hot_pool}) << 16);
    first_hot_req = (first_hot_req & ~(18'd1 << 16)) | (({17'd0, hot_req[16]} & ~{17'd0, below_hot_req}) << 16);
    below_hot_pool = below_hot_pool | hot_pool[16];
    below_hot_req = below_hot_req | hot_req[16];
    first_pool = (first_pool & ~(18'd1 << 16)) | (({17'd0, pool[16]} & ~{17'd0, below_pool}) << 16);
    first_req = (first_req & ~(18'd1 << 16)) | (({17'd0, req[16]} & ~{17'd0, below_req}) << 16);
    below_pool = below_pool | pool[16];
    below_req = below_req | req[16];
    first_hot_pool = (first_hot_pool & ~(18'd1 << 17)) | (({17'd0, hot_pool[17]} & ~{17'd0, below_hot_pool}) << 17);
    first_hot_req = (first_hot_req & ~(18'd1 << 17)) | (({17'd0, hot_req[17]} & ~{17'd0, below_hot_req}) << 17);
    below_hot_pool = below_hot_pool | hot_pool[17];
    below_hot_req = below_hot_req | hot_req[17];
    first_pool = (first_pool & ~(18'd1 << 17)) | (({17'd0, pool[17]} & ~{17'd0, below_pool}) << 17);
    first_req = (first_req & ~(18'd1 << 17)) | (({17'd0, req[17]} & ~{17'd0, below_req}) << 17);
    below_pool = below_pool | pool[17];
    below_req = below_req | req[17];
    grant__comb = first_req;
    if (below_pool) begin
        grant__comb = first_pool;
    end
    if ((|prioritized) & below_hot_req) begin
        grant__comb = first_hot_req;
    end
    if ((|prioritized) & below_hot_pool) begin
        grant__comb = first_hot_pool;
    end
    valid = |req;
    grant_index__comb = 5'd0;
    grant_index__comb = (grant_index__comb & ~(5'd1 << 0)) | ({4'd0, |(grant__comb & index_bit__0)} << 0);
    grant_index__comb = (grant_index__comb & ~(5'd1 << 1)) | ({4'd0, |(grant__comb & index_bit__1)} << 1);
    grant_index__comb = (grant_index__comb & ~(5'd1 << 2)) | ({4'd0, |(grant__comb & index_bit__2)} << 2);
    grant_index__comb = (grant_index__comb & ~(5'd1 << 3)) | ({4'd0, |(grant__comb & index_bit__3)} << 3);
    grant_index__comb = (grant_index__comb & ~(5'd1 << 4)) | ({4'd0, |(grant__comb & index_bit__4)} << 4);
    if (advance & valid) begin
        ptr__d = grant_index__comb + 5'd1;
        if (grant_index__comb == last) begin
            ptr__d = 5'd0;
        end
    end
    grant = grant__comb;
    grant_index = grant_index__comb;
end
endmodule

module ftr_vc_allocator(
    input wire clock,
    input wire reset,
    input wire [17:0] req_valid,
    input wire [17:0] req_bubble,
    input wire [17:0] free,
    input wire [17:0] room,
    input wire [17:0] req_vc__0,
    input wire [17:0] req_vc__1,
    input wire [17:0] req_vc__2,
    input wire [17:0] req_vc__3,
    input wire [17:0] req_vc__4,
    input wire [17:0] req_vc__5,
    input wire [17:0] req_vc__6,
    input wire [17:0] req_vc__7,
    input wire [17:0] req_vc__8,
    input wire [17:0] req_vc__9,
    input wire [17:0] req_vc__10,
    input wire [17:0] req_vc__11,
    input wire [17:0] req_vc__12,
    input wire [17:0] req_vc__13,
    input wire [17:0] req_vc__14,
    input wire [17:0] req_vc__15,
    input wire [17:0] req_vc__16,
    input wire [17:0] req_vc__17,
    input wire [17:0] req_priority,
    output reg [17:0] won,
    output reg [17:0] granted
);
// VA: one round-robin arbiter per output VC over the input VCs requesting it,
// priority requests first; won[i] tells input VC i it holds req_vc[i] from the
// next edge.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req_valid   18
//   in    req_bubble   18
//   in    free   18
//   in    room   18
//   in    req_vc__0   18
//   in    req_vc__1   18
//   in    req_vc__2   18
//   in    req_vc__3   18
//   in    req_vc__4   18
//   in    req_vc__5   18
//   in    req_vc__6   18
//   in    req_vc__7   18
//   in    req_vc__8   18
//   in    req_vc__9   18
//   in    req_vc__10   18
//   in    req_vc__11   18
//   in    req_vc__12   18
//   in    req_vc__13   18
//   in    req_vc__14   18
//   in    req_vc__15   18
//   in    req_vc__16   18
//   in    req_vc__17   18
//   in    req_priority   18
//   out   won   18
//   out   granted   18
reg [17:0] all_req;
reg [17:0] arb__0__req;
reg [17:0] arb__0__urgent;
reg arb__0__advance;
wire [17:0] arb__0__grant;
wire [4:0] arb__0__grant_index;
wire arb__0__valid;
reg [17:0] arb__1__req;
reg [17:0] arb__1__urgent;
reg arb__1__advance;
wire [17:0] arb__1__grant;
wire [4:0] arb__1__grant_index;
wire arb__1__valid;
reg [17:0] arb__2__req;
reg [17:0] arb__2__urgent;
reg arb__2__advance;
wire [17:0] arb__2__grant;
wire [4:0] arb__2__grant_index;
wire arb__2__valid;
reg [17:0] arb__3__req;
reg [17:0] arb__3__urgent;
reg arb__3__advance;
wire [17:0] arb__3__grant;
wire [4:0] arb__3__grant_index;
wire arb__3__valid;
reg [17:0] arb__4__req;
reg [17:0] arb__4__urgent;
reg arb__4__advance;
wire [17:0] arb__4__grant;
wire [4:0] arb__4__grant_index;
wire arb__4__valid;
reg [17:0] arb__5__req;
reg [17:0] arb__5__urgent;
reg arb__5__advance;
wire [17:0] arb__5__grant;
wire [4:0] arb__5__grant_index;
wire arb__5__valid;
reg [17:0] arb__6__req;
reg [17:0] arb__6__urgent;
reg arb__6__advance;
wire [17:0] arb__6__grant;
wire [4:0] arb__6__grant_index;
wire arb__6__valid;
reg [17:0] arb__7__req;
reg [17:0] arb__7__urgent;
reg arb__7__advance;
wire [17:0] arb__7__grant;
wire [4:0] arb__7__grant_index;
wire arb__7__valid;
reg [17:0] arb__8__req;
reg [17:0] arb__8__urgent;
reg arb__8__advance;
wire [17:0] arb__8__grant;
wire [4:0] arb__8__grant_index;
wire arb__8__valid;
reg [17:0] arb__9__req;
reg [17:0] arb__9__urgent;
reg arb__9__advance;
wire [17:0] arb__9__grant;
wire [4:0] arb__9__grant_index;
wire arb__9__valid;
reg [17:0] arb__10__req;
reg [17:0] arb__10__urgent;
reg arb__10__advance;
wire [17:0] arb__10__grant;
wire [4:0] arb__10__grant_index;
wire arb__10__valid;
reg [17:0] arb__11__req;
reg [17:0] arb__11__urgent;
reg arb__11__advance;
wire [17:0] arb__11__grant;
wire [4:0] arb__11__grant_index;
wire arb__11__valid;
reg [17:0] arb__12__req;
reg [17:0] arb__12__urgent;
reg arb__12__advance;
wire [17:0] arb__12__grant;
wire [4:0] arb__12__grant_index;
wire arb__12__valid;
reg [17:0] arb__13__req;
reg [17:0] arb__13__urgent;
reg arb__13__advance;
wire [17:0] arb__13__grant;
wire [4:0] arb__13__grant_index;
wire arb__13__valid;
reg [17:0] arb__14__req;
reg [17:0] arb__14__urgent;
reg arb__14__advance;
wire [17:0] arb__14__grant;
wire [4:0] arb__14__grant_index;
wire arb__14__valid;
reg [17:0] arb__15__req;
reg [17:0] arb__15__urgent;
reg arb__15__advance;
wire [17:0] arb__15__grant;
wire [4:0] arb__15__grant_index;
wire arb__15__valid;
reg [17:0] arb__16__req;
reg [17:0] arb__16__urgent;
reg arb__16__advance;
wire [17:0] arb__16__grant;
wire [4:0] arb__16__grant_index;
wire arb__16__valid;
reg [17:0] arb__17__req;
reg [17:0] arb__17__urgent;
reg arb__17__advance;
wire [17:0] arb__17__grant;
wire [4:0] arb__17__grant_index;
wire arb__17__valid;
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__0 (
    .clock(clock),
    .reset(reset),
    .req(arb__0__req),
    .urgent(arb__0__urgent),
    .advance(arb__0__advance),
    .grant(arb__0__grant),
    .grant_index(arb__0__grant_index),
    .valid(arb__0__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__1 (
    .clock(clock),
    .reset(reset),
    .req(arb__1__req),
    .urgent(arb__1__urgent),
    .advance(arb__1__advance),
    .grant(arb__1__grant),
    .grant_index(arb__1__grant_index),
    .valid(arb__1__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__2 (
    .clock(clock),
    .reset(reset),
    .req(arb__2__req),
    .urgent(arb__2__urgent),
    .advance(arb__2__advance),
    .grant(arb__2__grant),
    .grant_index(arb__2__grant_index),
    .valid(arb__2__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__3 (
    .clock(clock),
    .reset(reset),
    .req(arb__3__req),
    .urgent(arb__3__urgent),
    .advance(arb__3__advance),
    .grant(arb__3__grant),
    .grant_index(arb__3__grant_index),
    .valid(arb__3__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__4 (
    .clock(clock),
    .reset(reset),
    .req(arb__4__req),
    .urgent(arb__4__urgent),
    .advance(arb__4__advance),
    .grant(arb__4__grant),
    .grant_index(arb__4__grant_index),
    .valid(arb__4__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__5 (
    .clock(clock),
    .reset(reset),
    .req(arb__5__req),
    .urgent(arb__5__urgent),
    .advance(arb__5__advance),
    .grant(arb__5__grant),
    .grant_index(arb__5__grant_index),
    .valid(arb__5__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__6 (
    .clock(clock),
    .reset(reset),
    .req(arb__6__req),
    .urgent(arb__6__urgent),
    .advance(arb__6__advance),
    .grant(arb__6__grant),
    .grant_index(arb__6__grant_index),
    .valid(arb__6__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__7 (
    .clock(clock),
    .reset(reset),
    .req(arb__7__req),
    .urgent(arb__7__urgent),
    .advance(arb__7__advance),
    .grant(arb__7__grant),
    .grant_index(arb__7__grant_index),
    .valid(arb__7__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__8 (
    .clock(clock),
    .reset(reset),
    .req(arb__8__req),
    .urgent(arb__8__urgent),
    .advance(arb__8__advance),
    .grant(arb__8__grant),
    .grant_index(arb__8__grant_index),
    .valid(arb__8__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__9 (
    .clock(clock),
    .reset(reset),
    .req(arb__9__req),
    .urgent(arb__9__urgent),
    .advance(arb__9__advance),
    .grant(arb__9__grant),
    .grant_index(arb__9__grant_index),
    .valid(arb__9__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__10 (
    .clock(clock),
    .reset(reset),
    .req(arb__10__req),
    .urgent(arb__10__urgent),
    .advance(arb__10__advance),
    .grant(arb__10__grant),
    .grant_index(arb__10__grant_index),
    .valid(arb__10__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__11 (
    .clock(clock),
    .reset(reset),
    .req(arb__11__req),
    .urgent(arb__11__urgent),
    .advance(arb__11__advance),
    .grant(arb__11__grant),
    .grant_index(arb__11__grant_index),
    .valid(arb__11__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__12 (
    .clock(clock),
    .reset(reset),
    .req(arb__12__req),
    .urgent(arb__12__urgent),
    .advance(arb__12__advance),
    .grant(arb__12__grant),
    .grant_index(arb__12__grant_index),
    .valid(arb__12__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__13 (
    .clock(clock),
    .reset(reset),
    .req(arb__13__req),
    .urgent(arb__13__urgent),
    .advance(arb__13__advance),
    .grant(arb__13__grant),
    .grant_index(arb__13__grant_index),
    .valid(arb__13__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__14 (
    .clock(clock),
    .reset(reset),
    .req(arb__14__req),
    .urgent(arb__14__urgent),
    .advance(arb__14__advance),
    .grant(arb__14__grant),
    .grant_index(arb__14__grant_index),
    .valid(arb__14__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__15 (
    .clock(clock),
    .reset(reset),
    .req(arb__15__req),
    .urgent(arb__15__urgent),
    .advance(arb__15__advance),
    .grant(arb__15__grant),
    .grant_index(arb__15__grant_index),
    .valid(arb__15__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__16 (
    .clock(clock),
    .reset(reset),
    .req(arb__16__req),
    .urgent(arb__16__urgent),
    .advance(arb__16__advance),
    .grant(arb__16__grant),
    .grant_index(arb__16__grant_index),
    .valid(arb__16__valid)
);
ftr_rr_arbiter #(.last(5'h11), .all(18'h3ffff), .prioritized(1'h1), .index_bit__0(18'h2aaaa), .index_bit__1(18'h0cccc), .index_bit__2(18'h0f0f0), .index_bit__3(18'h0ff00), .index_bit__4(18'h30000)) arb__17 (
    .clock(clock),
    .reset(reset),
    .req(arb__17__req),
    .urgent(arb__17__urgent),
    .advance(arb__17__advance),
    .grant(arb__17__grant),
    .grant_index(arb__17__grant_index),
    .valid(arb__17__valid)
);
reg [17:0] won__comb;
reg [17:0] granted__comb;
always @(*) begin
    granted__comb = 18'd0;
    won__comb = 18'd0;
    all_req = 18'd0;
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[0]}) & ({17'd0, room[0]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__0__req = all_req;
    arb__0__urgent = req_priority;
    arb__0__advance = arb__0__valid & free[0];
    granted__comb = (granted__comb & ~(18'd1 << 0)) | (({17'd0, arb__0__valid} & {17'd0, free[0]}) << 0);
    if (free[0]) begin
        won__comb = won__comb | arb__0__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[1]}) & ({17'd0, room[1]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__1__req = all_req;
    arb__1__urgent = req_priority;
    arb__1__advance = arb__1__valid & free[1];
    granted__comb = (granted__comb & ~(18'd1 << 1)) | (({17'd0, arb__1__valid} & {17'd0, free[1]}) << 1);
    if (free[1]) begin
        won__comb = won__comb | arb__1__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[2]}) & ({17'd0, room[2]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__2__req = all_req;
    arb__2__urgent = req_priority;
    arb__2__advance = arb__2__valid & free[2];
    granted__comb = (granted__comb & ~(18'd1 << 2)) | (({17'd0, arb__2__valid} & {17'd0, free[2]}) << 2);
    if (free[2]) begin
        won__comb = won__comb | arb__2__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[3]}) & ({17'd0, room[3]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__3__req = all_req;
    arb__3__urgent = req_priority;
    arb__3__advance = arb__3__valid & free[3];
    granted__comb = (granted__comb & ~(18'd1 << 3)) | (({17'd0, arb__3__valid} & {17'd0, free[3]}) << 3);
    if (free[3]) begin
        won__comb = won__comb | arb__3__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[4]}) & ({17'd0, room[4]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__4__req = all_req;
    arb__4__urgent = req_priority;
    arb__4__advance = arb__4__valid & free[4];
    granted__comb = (granted__comb & ~(18'd1 << 4)) | (({17'd0, arb__4__valid} & {17'd0, free[4]}) << 4);
    if (free[4]) begin
        won__comb = won__comb | arb__4__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[5]}) & ({17'd0, room[5]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__5__req = all_req;
    arb__5__urgent = req_priority;
    arb__5__advance = arb__5__valid & free[5];
    granted__comb = (granted__comb & ~(18'd1 << 5)) | (({17'd0, arb__5__valid} & {17'd0, free[5]}) << 5);
    if (free[5]) begin
        won__comb = won__comb | arb__5__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[6]}) & ({17'd0, room[6]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__6__req = all_req;
    arb__6__urgent = req_priority;
    arb__6__advance = arb__6__valid & free[6];
    granted__comb = (granted__comb & ~(18'd1 << 6)) | (({17'd0, arb__6__valid} & {17'd0, free[6]}) << 6);
    if (free[6]) begin
        won__comb = won__comb | arb__6__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[7]}) & ({17'd0, room[7]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__7__req = all_req;
    arb__7__urgent = req_priority;
    arb__7__advance = arb__7__valid & free[7];
    granted__comb = (granted__comb & ~(18'd1 << 7)) | (({17'd0, arb__7__valid} & {17'd0, free[7]}) << 7);
    if (free[7]) begin
        won__comb = won__comb | arb__7__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[8]}) & ({17'd0, room[8]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__8__req = all_req;
    arb__8__urgent = req_priority;
    arb__8__advance = arb__8__valid & free[8];
    granted__comb = (granted__comb & ~(18'd1 << 8)) | (({17'd0, arb__8__valid} & {17'd0, free[8]}) << 8);
    if (free[8]) begin
        won__comb = won__comb | arb__8__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[9]}) & ({17'd0, room[9]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__9__req = all_req;
    arb__9__urgent = req_priority;
    arb__9__advance = arb__9__valid & free[9];
    granted__comb = (granted__comb & ~(18'd1 << 9)) | (({17'd0, arb__9__valid} & {17'd0, free[9]}) << 9);
    if (free[9]) begin
        won__comb = won__comb | arb__9__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[10]}) & ({17'd0, room[10]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__10__req = all_req;
    arb__10__urgent = req_priority;
    arb__10__advance = arb__10__valid & free[10];
    granted__comb = (granted__comb & ~(18'd1 << 10)) | (({17'd0, arb__10__valid} & {17'd0, free[10]}) << 10);
    if (free[10]) begin
        won__comb = won__comb | arb__10__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[11]}) & ({17'd0, room[11]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__11__req = all_req;
    arb__11__urgent = req_priority;
    arb__11__advance = arb__11__valid & free[11];
    granted__comb = (granted__comb & ~(18'd1 << 11)) | (({17'd0, arb__11__valid} & {17'd0, free[11]}) << 11);
    if (free[11]) begin
        won__comb = won__comb | arb__11__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[12]}) & ({17'd0, room[12]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__12__req = all_req;
    arb__12__urgent = req_priority;
    arb__12__advance = arb__12__valid & free[12];
    granted__comb = (granted__comb & ~(18'd1 << 12)) | (({17'd0, arb__12__valid} & {17'd0, free[12]}) << 12);
    if (free[12]) begin
        won__comb = won__comb | arb__12__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[13]}) & ({17'd0, room[13]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__13__req = all_req;
    arb__13__urgent = req_priority;
    arb__13__advance = arb__13__valid & free[13];
    granted__comb = (granted__comb & ~(18'd1 << 13)) | (({17'd0, arb__13__valid} & {17'd0, free[13]}) << 13);
    if (free[13]) begin
        won__comb = won__comb | arb__13__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[14]}) & ({17'd0, room[14]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__14__req = all_req;
    arb__14__urgent = req_priority;
    arb__14__advance = arb__14__valid & free[14];
    granted__comb = (granted__comb & ~(18'd1 << 14)) | (({17'd0, arb__14__valid} & {17'd0, free[14]}) << 14);
    if (free[14]) begin
        won__comb = won__comb | arb__14__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[15]}) & ({17'd0, room[15]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__15__req = all_req;
    arb__15__urgent = req_priority;
    arb__15__advance = arb__15__valid & free[15];
    granted__comb = (granted__comb & ~(18'd1 << 15)) | (({17'd0, arb__15__valid} & {17'd0, free[15]}) << 15);
    if (free[15]) begin
        won__comb = won__comb | arb__15__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[16]}) & ({17'd0, room[16]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__16__req = all_req;
    arb__16__urgent = req_priority;
    arb__16__advance = arb__16__valid & free[16];
    granted__comb = (granted__comb & ~(18'd1 << 16)) | (({17'd0, arb__16__valid} & {17'd0, free[16]}) << 16);
    if (free[16]) begin
        won__comb = won__comb | arb__16__grant;
    end
    all_req = (all_req & ~(18'd1 << 0)) | ((({17'd0, req_valid[0]} & {17'd0, req_vc__0[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(18'd1 << 1)) | ((({17'd0, req_valid[1]} & {17'd0, req_vc__1[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(18'd1 << 2)) | ((({17'd0, req_valid[2]} & {17'd0, req_vc__2[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(18'd1 << 3)) | ((({17'd0, req_valid[3]} & {17'd0, req_vc__3[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(18'd1 << 4)) | ((({17'd0, req_valid[4]} & {17'd0, req_vc__4[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(18'd1 << 5)) | ((({17'd0, req_valid[5]} & {17'd0, req_vc__5[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(18'd1 << 6)) | ((({17'd0, req_valid[6]} & {17'd0, req_vc__6[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(18'd1 << 7)) | ((({17'd0, req_valid[7]} & {17'd0, req_vc__7[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(18'd1 << 8)) | ((({17'd0, req_valid[8]} & {17'd0, req_vc__8[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(18'd1 << 9)) | ((({17'd0, req_valid[9]} & {17'd0, req_vc__9[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[9]})) << 9);
    all_req = (all_req & ~(18'd1 << 10)) | ((({17'd0, req_valid[10]} & {17'd0, req_vc__10[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[10]})) << 10);
    all_req = (all_req & ~(18'd1 << 11)) | ((({17'd0, req_valid[11]} & {17'd0, req_vc__11[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[11]})) << 11);
    all_req = (all_req & ~(18'd1 << 12)) | ((({17'd0, req_valid[12]} & {17'd0, req_vc__12[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[12]})) << 12);
    all_req = (all_req & ~(18'd1 << 13)) | ((({17'd0, req_valid[13]} & {17'd0, req_vc__13[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[13]})) << 13);
    all_req = (all_req & ~(18'd1 << 14)) | ((({17'd0, req_valid[14]} & {17'd0, req_vc__14[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[14]})) << 14);
    all_req = (all_req & ~(18'd1 << 15)) | ((({17'd0, req_valid[15]} & {17'd0, req_vc__15[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[15]})) << 15);
    all_req = (all_req & ~(18'd1 << 16)) | ((({17'd0, req_valid[16]} & {17'd0, req_vc__16[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[16]})) << 16);
    all_req = (all_req & ~(18'd1 << 17)) | ((({17'd0, req_valid[17]} & {17'd0, req_vc__17[17]}) & ({17'd0, room[17]} | ~{17'd0, req_bubble[17]})) << 17);
    arb__17__req = all_req;
    arb__17__urgent = req_priority;
    arb__17__advance = arb__17__valid & free[17];
    granted__comb = (granted__comb & ~(18'd1 << 17)) | (({17'd0, arb__17__valid} & {17'd0, free[17]}) << 17);
    if (free[17]) begin
        won__comb = won__comb | arb__17__grant;
    end
    won = won__comb;
    granted = granted__comb;
end
endmodule

module ftr_rr_arbiter_2(
    input wire clock,
    input wire reset,
    input wire [2:0] req,
    input wire [2:0] urgent,
    input wire advance,
    output reg [2:0] grant,
    output reg [1:0] grant_index,
    output reg valid
);
// Round-robin arbiter: grants the first requester at or after ptr, wrapping;
// ptr moves past the winner when advance says the grant was used.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   3
//   in    urgent   3
//   in    advance   1
//   out   grant   3
//   out   grant_index   2
//   out   valid   1
// Parameters (per instance):
//   last   2
//   all   3
//   prioritized   1
//   index_bit__0   3
//   index_bit__1   3
// Registers:
//   ptr   2   reset 2'h0
parameter [1:0] last = 2'h0;
parameter [2:0] all = 3'h0;
parameter prioritized = 1'h0;
parameter [2:0] index_bit__0 = 3'h0;
parameter [2:0] index_bit__1 = 3'h0;
reg [2:0] mask;
reg [2:0] pool;
reg [2:0] hot_req;
reg [2:0] hot_pool;
reg [2:0] first_pool;
reg [2:0] first_req;
reg [2:0] first_hot_pool;
reg [2:0] first_hot_req;
reg below_pool;
reg below_req;
reg below_hot_pool;
reg below_hot_req;
reg [1:0] ptr__d;
reg [1:0] ptr__q;
always @(posedge clock) begin
    if (reset) ptr__q <= 2'h0; else ptr__q <= ptr__d;
end
reg [2:0] grant__comb;
reg [1:0] grant_index__comb;
always @(*) begin
    ptr__d = ptr__q;
    mask = all << ptr__q;
    pool = req & mask;
    hot_req = req & urgent;
    hot_pool = pool & urgent;
    first_pool = 3'd0;
    first_req = 3'd0;
    first_hot_pool = 3'd0;
    first_hot_req = 3'd0;
    below_pool = 1'b0;
    below_req = 1'b0;
    below_hot_pool = 1'b0;
    below_hot_req = 1'b0;
    first_hot_pool = (first_hot_pool & ~(3'd1 << 0)) | (({2'd0, hot_pool[0]} & ~{2'd0, below_hot_pool}) << 0);
    first_hot_req = (first_hot_req & ~(3'd1 << 0)) | (({2'd0, hot_req[0]} & ~{2'd0, below_hot_req}) << 0);
    below_hot_pool = below_hot_pool | hot_pool[0];
    below_hot_req = below_hot_req | hot_req[0];
    first_pool = (first_pool & ~(3'd1 << 0)) | (({2'd0, pool[0]} & ~{2'd0, below_pool}) << 0);
    first_req = (first_req & ~(3'd1 << 0)) | (({2'd0, req[0]} & ~{2'd0, below_req}) << 0);
    below_pool = below_pool | pool[0];
    below_req = below_req | req[0];
    first_hot_pool = (first_hot_pool & ~(3'd1 << 1)) | (({2'd0, hot_pool[1]} & ~{2'd0, below_hot_pool}) << 1);
    first_hot_req = (first_hot_req & ~(3'd1 << 1)) | (({2'd0, hot_req[1]} & ~{2'd0, below_hot_req}) << 1);
    below_hot_pool = below_hot_pool | hot_pool[1];
    below_hot_req = below_hot_req | hot_req[1];
    first_pool = (first_pool & ~(3'd1 << 1)) | (({2'd0, pool[1]} & ~{2'd0, below_pool}) << 1);
    first_req = (first_req & ~(3'd1 << 1)) | (({2'd0, req[1]} & ~{2'd0, below_req}) << 1);
    below_pool = below_pool | pool[1];
    below_req = below_req | req[1];
    first_hot_pool = (first_hot_pool & ~(3'd1 << 2)) | (({2'd0, hot_pool[2]} & ~{2'd0, below_hot_pool}) << 2);
    first_hot_req = (first_hot_req & ~(3'd1 << 2)) | (({2'd0, hot_req[2]} & ~{2'd0, below_hot_req}) << 2);
    below_hot_pool = below_hot_pool | hot_pool[2];
    below_hot_req = below_hot_req | hot_req[2];
    first_pool = (first_pool & ~(3'd1 << 2)) | (({2'd0, pool[2]} & ~{2'd0, below_pool}) << 2);
    first_req = (first_req & ~(3'd1 << 2)) | (({2'd0, req[2]} & ~{2'd0, below_req}) << 2);
    below_pool = below_pool | pool[2];
    below_req = below_req | req[2];
    grant__comb = first_req;
    if (below_pool) begin
        grant__comb = first_pool;
    end
    if ((|prioritized) & below_hot_req) begin
        grant__comb = first_hot_req;
    end
    if ((|prioritized) & below_hot_pool) begin
        grant__comb = first_hot_pool;
    end
    valid = |req;
    grant_index__comb = 2'd0;
    grant_index__comb = (grant_index__comb & ~(2'd1 << 0)) | ({1'b0, |(grant__comb & index_bit__0)} << 0);
    grant_index__comb = (grant_index__comb & ~(2'd1 << 1)) | ({1'b0, |(grant__comb & index_bit__1)} << 1);
    if (advance & valid) begin
        ptr__d = grant_index__comb + 2'd1;
        if (grant_index__comb == last) begin
            ptr__d = 2'd0;
        end
    end
    grant = grant__comb;
    grant_index = grant_index__comb;
end
endmodule

module ftr_rr_arbiter_3(
    input wire clock,
    input wire reset,
    input wire [5:0] req,
    input wire [5:0] urgent,
    input wire advance,
    output reg [5:0] grant,
    output reg [2:0] grant_index,
    output reg valid
);
// Round-robin arbiter: grants the first requester at or after ptr, wrapping;
// ptr moves past the winner when advance says the grant was used.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   6
//   in    urgent   6
//   in    advance   1
//   out   grant   6
//   out   grant_index   3
//   out   valid   1
// Parameters (per instance):
//   last   3
//   all   6
//   prioritized   1
//   index_bit__0   6
//   index_bit__1   6
//   index_bit__2   6
// Registers:
//   ptr   3   reset 3'h0
parameter [2:0] last = 3'h0;
parameter [5:0] all = 6'h0;
parameter prioritized = 1'h0;
parameter [5:0] index_bit__0 = 6'h0;
parameter [5:0] index_bit__1 = 6'h0;
parameter [5:0] index_bit__2 = 6'h0;
reg [5:0] mask;
reg [5:0] pool;
reg [5:0] hot_req;
reg [5:0] hot_pool;
reg [5:0] first_pool;
reg [5:0] first_req;
reg [5:0] first_hot_pool;
reg [5:0] first_hot_req;
reg below_pool;
reg below_req;
reg below_hot_pool;
reg below_hot_req;
reg [2:0] ptr__d;
reg [2:0] ptr__q;
always @(posedge clock) begin
    if (reset) ptr__q <= 3'h0; else ptr__q <= ptr__d;
end
reg [5:0] grant__comb;
reg [2:0] grant_index__comb;
always @(*) begin
    ptr__d = ptr__q;
    mask = all << ptr__q;
    pool = req & mask;
    hot_req = req & urgent;
    hot_pool = pool & urgent;
    first_pool = 6'd0;
    first_req = 6'd0;
    first_hot_pool = 6'd0;
    first_hot_req = 6'd0;
    below_pool = 1'b0;
    below_req = 1'b0;
    below_hot_pool = 1'b0;
    below_hot_req = 1'b0;
    first_hot_pool = (first_hot_pool & ~(6'd1 << 0)) | (({5'd0, hot_pool[0]} & ~{5'd0, below_hot_pool}) << 0);
    first_hot_req = (first_hot_req & ~(6'd1 << 0)) | (({5'd0, hot_req[0]} & ~{5'd0, below_hot_req}) << 0);
    below_hot_pool = below_hot_pool | hot_pool[0];
    below_hot_req = below_hot_req | hot_req[0];
    first_pool = (first_pool & ~(6'd1 << 0)) | (({5'd0, pool[0]} & ~{5'd0, below_pool}) << 0);
    first_req = (first_req & ~(6'd1 << 0)) | (({5'd0, req[0]} & ~{5'd0, below_req}) << 0);
    below_pool = below_pool | pool[0];
    below_req = below_req | req[0];
    first_hot_pool = (first_hot_pool & ~(6'd1 << 1)) | (({5'd0, hot_pool[1]} & ~{5'd0, below_hot_pool}) << 1);
    first_hot_req = (first_hot_req & ~(6'd1 << 1)) | (({5'd0, hot_req[1]} & ~{5'd0, below_hot_req}) << 1);
    below_hot_pool = below_hot_pool | hot_pool[1];
    below_hot_req = below_hot_req | hot_req[1];
    first_pool = (first_pool & ~(6'd1 << 1)) | (({5'd0, pool[1]} & ~{5'd0, below_pool}) << 1);
    first_req = (first_req & ~(6'd1 << 1)) | (({5'd0, req[1]} & ~{5'd0, below_req}) << 1);
    below_pool = below_pool | pool[1];
    below_req = below_req | req[1];
    first_hot_pool = (first_hot_pool & ~(6'd1 << 2)) | (({5'd0, hot_pool[2]} & ~{5'd0, below_hot_pool}) << 2);
    first_hot_req = (first_hot_req & ~(6'd1 << 2)) | (({5'd0, hot_req[2]} & ~{5'd0, below_hot_req}) << 2);
    below_hot_pool = below_hot_pool | hot_pool[2];
    below_hot_req = below_hot_req | hot_req[2];
    first_pool = (first_pool & ~(6'd1 << 2)) | (({5'd0, pool[2]} & ~{5'd0, below_pool}) << 2);
    first_req = (first_req & ~(6'd1 << 2)) | (({5'd0, req[2]} & ~{5'd0, below_req}) << 2);
    below_pool = below_pool | pool[2];
    below_req = below_req | req[2];
    first_hot_pool = (first_hot_pool & ~(6'd1 << 3)) | (({5'd0, hot_pool[3]} & ~{5'd0, below_hot_pool}) << 3);
    first_hot_req = (first_hot_req & ~(6'd1 << 3)) | (({5'd0, hot_req[3]} & ~{5'd0, below_hot_req}) << 3);
    below_hot_pool = below_hot_pool | hot_pool[3];
    below_hot_req = below_hot_req | hot_req[3];
    first_pool = (first_pool & ~(6'd1 << 3)) | (({5'd0, pool[3]} & ~{5'd0, below_pool}) << 3);
    first_req = (first_req & ~(6'd1 << 3)) | (({5'd0, req[3]} & ~{5'd0, below_req}) << 3);
    below_pool = below_pool | pool[3];
    below_req = below_req | req[3];
    first_hot_pool = (first_hot_pool & ~(6'd1 << 4)) | (({5'd0, hot_pool[4]} & ~{5'd0, below_hot_pool}) << 4);
    first_hot_req = (first_hot_req & ~(6'd1 << 4)) | (({5'd0, hot_req[4]} & ~{5'd0, below_hot_req}) << 4);
    below_hot_pool = below_hot_pool | hot_pool[4];
    below_hot_req = below_hot_req | hot_req[4];
    first_pool = (first_pool & ~(6'd1 << 4)) | (({5'd0, pool[4]} & ~{5'd0, below_pool}) << 4);
    first_req = (first_req & ~(6'd1 << 4)) | (({5'd0, req[4]} & ~{5'd0, below_req}) << 4);
    below_pool = below_pool | pool[4];
    below_req = below_req | req[4];
    first_hot_pool = (first_hot_pool & ~(6'd1 << 5)) | (({5'd0, hot_pool[5]} & ~{5'd0, below_hot_pool}) << 5);
    first_hot_req = (first_hot_req & ~(6'd1 << 5)) | (({5'd0, hot_req[5]} & ~{5'd0, below_hot_req}) << 5);
    below_hot_pool = below_hot_pool | hot_pool[5];
    below_hot_req = below_hot_req | hot_req[5];
    first_pool = (first_pool & ~(6'd1 << 5)) | (({5'd0, pool[5]} & ~{5'd0, below_pool}) << 5);
    first_req = (first_req & ~(6'd1 << 5)) | (({5'd0, req[5]} & ~{5'd0, below_req}) << 5);
    below_pool = below_pool | pool[5];
    below_req = below_req | req[5];
    grant__comb = first_req;
    if (below_pool) begin
        grant__comb = first_pool;
    end
    if ((|prioritized) & below_hot_req) begin
        grant__comb = first_hot_req;
    end
    if ((|prioritized) & below_hot_pool) begin
        grant__comb = first_hot_pool;
    end
    valid = |req;
    grant_index__comb = 3'd0;
    grant_index__comb = (grant_index__comb & ~(3'd1 << 0)) | ({2'd0, |(grant__comb & index_bit__0)} << 0);
    grant_index__comb = (grant_index__comb & ~(3'd1 << 1)) | ({2'd0, |(grant__comb & index_bit__1)} << 1);
    grant_index__comb = (grant_index__comb & ~(3'd1 << 2)) | ({2'd0, |(grant__comb & index_bit__2)} << 2);
    if (advance & valid) begin
        ptr__d = grant_index__comb + 3'd1;
        if (grant_index__comb == last) begin
            ptr__d = 3'd0;
        end
    end
    grant = grant__comb;
    grant_index = grant_index__comb;
end
endmodule

module ftr_switch_allocator(
    input wire clock,
    input wire reset,
    input wire [17:0] req,
    input wire [2:0] want__0,
    input wire [2:0] want__1,
    input wire [2:0] want__2,
    input wire [2:0] want__3,
    input wire [2:0] want__4,
    input wire [2:0] want__5,
    input wire [2:0] want__6,
    input wire [2:0] want__7,
    input wire [2:0] want__8,
    input wire [2:0] want__9,
    input wire [2:0] want__10,
    input wire [2:0] want__11,
    input wire [2:0] want__12,
    input wire [2:0] want__13,
    input wire [2:0] want__14,
    input wire [2:0] want__15,
    input wire [2:0] want__16,
    input wire [2:0] want__17,
    output reg [17:0] go,
    output reg [5:0] out_valid,
    output reg [2:0] out_port__0,
    output reg [2:0] out_port__1,
    output reg [2:0] out_port__2,
    output reg [2:0] out_port__3,
    output reg [2:0] out_port__4,
    output reg [2:0] out_port__5,
    output reg [5:0] port_go,
    output reg [1:0] port_vc__0,
    output reg [1:0] port_vc__1,
    output reg [1:0] port_vc__2,
    output reg [1:0] port_vc__3,
    output reg [1:0] port_vc__4,
    output reg [1:0] port_vc__5,
    output reg [5:0] granted_by__0,
    output reg [5:0] granted_by__1,
    output reg [5:0] granted_by__2,
    output reg [5:0] granted_by__3,
    output reg [5:0] granted_by__4,
    output reg [5:0] granted_by__5,
    output reg [17:0] pick
);
// SA: separable input-first switch allocator. Per input port a round-robin
// arbiter over its VCs' requests, per output port one over the input ports whose
// pick wants it; go[i] reads input VC i, out_port[q] selects the crossbar.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   18
//   in    want__0   3
//   in    want__1   3
//   in    want__2   3
//   in    want__3   3
//   in    want__4   3
//   in    want__5   3
//   in    want__6   3
//   in    want__7   3
//   in    want__8   3
//   in    want__9   3
//   in    want__10   3
//   in    want__11   3
//   in    want__12   3
//   in    want__13   3
//   in    want__14   3
//   in    want__15   3
//   in    want__16   3
//   in    want__17   3
//   out   go   18
//   out   out_valid   6
//   out   out_port__0   3
//   out   out_port__1   3
//   out   out_port__2   3
//   out   out_port__3   3
//   out   out_port__4   3
//   out   out_port__5   3
//   out   port_go   6
//   out   port_vc__0   2
//   out   port_vc__1   2
//   out   port_vc__2   2
//   out   port_vc__3   2
//   out   port_vc__4   2
//   out   port_vc__5   2
//   out   granted_by__0   6
//   out   granted_by__1   6
//   out   granted_by__2   6
//   out   granted_by__3   6
//   out   granted_by__4   6
//   out   granted_by__5   6
//   out   pick   18
// Parameters (per instance):
//   in_port__0   3
//   in_port__1   3
//   in_port__2   3
//   in_port__3   3
//   in_port__4   3
//   in_port__5   3
//   in_port__6   3
//   in_port__7   3
//   in_port__8   3
//   in_port__9   3
//   in_port__10   3
//   in_port__11   3
//   in_port__12   3
//   in_port__13   3
//   in_port__14   3
//   in_port__15   3
//   in_port__16   3
//   in_port__17   3
//   vcs   5
//   last_port_at   5
parameter [2:0] in_port__0 = 3'h0;
parameter [2:0] in_port__1 = 3'h0;
parameter [2:0] in_port__2 = 3'h0;
parameter [2:0] in_port__3 = 3'h0;
parameter [2:0] in_port__4 = 3'h0;
parameter [2:0] in_port__5 = 3'h0;
parameter [2:0] in_port__6 = 3'h0;
parameter [2:0] in_port__7 = 3'h0;
parameter [2:0] in_port__8 = 3'h0;
parameter [2:0] in_port__9 = 3'h0;
parameter [2:0] in_port__10 = 3'h0;
parameter [2:0] in_port__11 = 3'h0;
parameter [2:0] in_port__12 = 3'h0;
parameter [2:0] in_port__13 = 3'h0;
parameter [2:0] in_port__14 = 3'h0;
parameter [2:0] in_port__15 = 3'h0;
parameter [2:0] in_port__16 = 3'h0;
parameter [2:0] in_port__17 = 3'h0;
parameter [4:0] vcs = 5'h0;
parameter [4:0] last_port_at = 5'h0;
reg [17:0] rest;
reg [17:0] port_grant;
reg [5:0] out_req;
reg [2:0] in_arb__0__req;
reg [2:0] in_arb__0__urgent;
reg in_arb__0__advance;
wire [2:0] in_arb__0__grant;
wire [1:0] in_arb__0__grant_index;
wire in_arb__0__valid;
reg [2:0] in_arb__1__req;
reg [2:0] in_arb__1__urgent;
reg in_arb__1__advance;
wire [2:0] in_arb__1__grant;
wire [1:0] in_arb__1__grant_index;
wire in_arb__1__valid;
reg [2:0] in_arb__2__req;
reg [2:0] in_arb__2__urgent;
reg in_arb__2__advance;
wire [2:0] in_arb__2__grant;
wire [1:0] in_arb__2__grant_index;
wire in_arb__2__valid;
reg [2:0] in_arb__3__req;
reg [2:0] in_arb__3__urgent;
reg in_arb__3__advance;
wire [2:0] in_arb__3__grant;
wire [1:0] in_arb__3__grant_index;
wire in_arb__3__valid;
reg [2:0] in_arb__4__req;
reg [2:0] in_arb__4__urgent;
reg in_arb__4__advance;
wire [2:0] in_arb__4__grant;
wire [1:0] in_arb__4__grant_index;
wire in_arb__4__valid;
reg [2:0] in_arb__5__req;
reg [2:0] in_arb__5__urgent;
reg in_arb__5__advance;
wire [2:0] in_arb__5__grant;
wire [1:0] in_arb__5__grant_index;
wire in_arb__5__valid;
reg [5:0] out_arb__0__req;
reg [5:0] out_arb__0__urgent;
reg out_arb__0__advance;
wire [5:0] out_arb__0__grant;
wire [2:0] out_arb__0__grant_index;
wire out_arb__0__valid;
reg [5:0] out_arb__1__req;
reg [5:0] out_arb__1__urgent;
reg out_arb__1__advance;
wire [5:0] out_arb__1__grant;
wire [2:0] out_arb__1__grant_index;
wire out_arb__1__valid;
reg [5:0] out_arb__2__req;
reg [5:0] out_arb__2__urgent;
reg out_arb__2__advance;
wire [5:0] out_arb__2__grant;
wire [2:0] out_arb__2__grant_index;
wire out_arb__2__valid;
reg [5:0] out_arb__3__req;
reg [5:0] out_arb__3__urgent;
reg out_arb__3__advance;
wire [5:0] out_arb__3__grant;
wire [2:0] out_arb__3__grant_index;
wire out_arb__3__valid;
reg [5:0] out_arb__4__req;
reg [5:0] out_arb__4__urgent;
reg out_arb__4__advance;
wire [5:0] out_arb__4__grant;
wire [2:0] out_arb__4__grant_index;
wire out_arb__4__valid;
reg [5:0] out_arb__5__req;
reg [5:0] out_arb__5__urgent;
reg out_arb__5__advance;
wire [5:0] out_arb__5__grant;
wire [2:0] out_arb__5__grant_index;
wire out_arb__5__valid;
ftr_rr_arbiter_2 #(.last(2'h2), .all(3'h7), .prioritized(1'h0), .index_bit__0(3'h2), .index_bit__1(3'h4)) in_arb__0 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__0__req),
    .urgent(in_arb__0__urgent),
    .advance(in_arb__0__advance),
    .grant(in_arb__0__grant),
    .grant_index(in_arb__0__grant_index),
    .valid(in_arb__0__valid)
);
ftr_rr_arbiter_2 #(.last(2'h2), .all(3'h7), .prioritized(1'h0), .index_bit__0(3'h2), .index_bit__1(3'h4)) in_arb__1 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__1__req),
    .urgent(in_arb__1__urgent),
    .advance(in_arb__1__advance),
    .grant(in_arb__1__grant),
    .grant_index(in_arb__1__grant_index),
    .valid(in_arb__1__valid)
);
ftr_rr_arbiter_2 #(.last(2'h2), .all(3'h7), .prioritized(1'h0), .index_bit__0(3'h2), .index_bit__1(3'h4)) in_arb__2 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__2__req),
    .urgent(in_arb__2__urgent),
    .advance(in_arb__2__advance),
    .grant(in_arb__2__grant),
    .grant_index(in_arb__2__grant_index),
    .valid(in_arb__2__valid)
);
ftr_rr_arbiter_2 #(.last(2'h2), .all(3'h7), .prioritized(1'h0), .index_bit__0(3'h2), .index_bit__1(3'h4)) in_arb__3 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__3__req),
    .urgent(in_arb__3__urgent),
    .advance(in_arb__3__advance),
    .grant(in_arb__3__grant),
    .grant_index(in_arb__3__grant_index),
    .valid(in_arb__3__valid)
);
ftr_rr_arbiter_2 #(.last(2'h2), .all(3'h7), .prioritized(1'h0), .index_bit__0(3'h2), .index_bit__1(3'h4)) in_arb__4 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__4__req),
    .urgent(in_arb__4__urgent),
    .advance(in_arb__4__advance),
    .grant(in_arb__4__grant),
    .grant_index(in_arb__4__grant_index),
    .valid(in_arb__4__valid)
);
ftr_rr_arbiter_2 #(.last(2'h2), .all(3'h7), .prioritized(1'h0), .index_bit__0(3'h2), .index_bit__1(3'h4)) in_arb__5 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__5__req),
    .urgent(in_arb__5__urgent),
    .advance(in_arb__5__advance),
    .grant(in_arb__5__grant),
    .grant_index(in_arb__5__grant_index),
    .valid(in_arb__5__valid)
);
ftr_rr_arbiter_3 #(.last(3'h5), .all(6'h3f), .prioritized(1'h0), .index_bit__0(6'h2a), .index_bit__1(6'h0c), .index_bit__2(6'h30)) out_arb__0 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__0__req),
    .urgent(out_arb__0__urgent),
    .advance(out_arb__0__advance),
    .grant(out_arb__0__grant),
    .grant_index(out_arb__0__grant_index),
    .valid(out_arb__0__valid)
);
ftr_rr_arbiter_3 #(.last(3'h5), .all(6'h3f), .prioritized(1'h0), .index_bit__0(6'h2a), .index_bit__1(6'h0c), .index_bit__2(6'h30)) out_arb__1 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__1__req),
    .urgent(out_arb__1__urgent),
    .advance(out_arb__1__advance),
    .grant(out_arb__1__grant),
    .grant_index(out_arb__1__grant_index),
    .valid(out_arb__1__valid)
);
ftr_rr_arbiter_3 #(.last(3'h5), .all(6'h3f), .prioritized(1'h0), .index_bit__0(6'h2a), .index_bit__1(6'h0c), .index_bit__2(6'h30)) out_arb__2 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__2__req),
    .urgent(out_arb__2__urgent),
    .advance(out_arb__2__advance),
    .grant(out_arb__2__grant),
    .grant_index(out_arb__2__grant_index),
    .valid(out_arb__2__valid)
);
ftr_rr_arbiter_3 #(.last(3'h5), .all(6'h3f), .prioritized(1'h0), .index_bit__0(6'h2a), .index_bit__1(6'h0c), .index_bit__2(6'h30)) out_arb__3 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__3__req),
    .urgent(out_arb__3__urgent),
    .advance(out_arb__3__advance),
    .grant(out_arb__3__grant),
    .grant_index(out_arb__3__grant_index),
    .valid(out_arb__3__valid)
);
ftr_rr_arbiter_3 #(.last(3'h5), .all(6'h3f), .prioritized(1'h0), .index_bit__0(6'h2a), .index_bit__1(6'h0c), .index_bit__2(6'h30)) out_arb__4 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__4__req),
    .urgent(out_arb__4__urgent),
    .advance(out_arb__4__advance),
    .grant(out_arb__4__grant),
    .grant_index(out_arb__4__grant_index),
    .valid(out_arb__4__valid)
);
ftr_rr_arbiter_3 #(.last(3'h5), .all(6'h3f), .prioritized(1'h0), .index_bit__0(6'h2a), .index_bit__1(6'h0c), .index_bit__2(6'h30)) out_arb__5 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__5__req),
    .urgent(out_arb__5__urgent),
    .advance(out_arb__5__advance),
    .grant(out_arb__5__grant),
    .grant_index(out_arb__5__grant_index),
    .valid(out_arb__5__valid)
);
reg [17:0] go__comb;
reg [5:0] out_valid__comb;
reg [5:0] port_go__comb;
reg [1:0] port_vc__0__comb;
reg [1:0] port_vc__1__comb;
reg [1:0] port_vc__2__comb;
reg [1:0] port_vc__3__comb;
reg [1:0] port_vc__4__comb;
reg [1:0] port_vc__5__comb;
reg [5:0] granted_by__0__comb;
reg [5:0] granted_by__1__comb;
reg [5:0] granted_by__2__comb;
reg [5:0] granted_by__3__comb;
reg [5:0] granted_by__4__comb;
reg [5:0] granted_by__5__comb;
reg [17:0] pick__comb;
always @(*) begin
    rest = req;
    pick__comb = 18'd0;
    in_arb__0__req = rest[2:0];
    in_arb__0__urgent = 3'd0;
    rest = rest >> vcs;
    port_grant = {15'd0, in_arb__0__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    in_arb__1__req = rest[2:0];
    in_arb__1__urgent = 3'd0;
    rest = rest >> vcs;
    port_grant = {15'd0, in_arb__1__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    in_arb__2__req = rest[2:0];
    in_arb__2__urgent = 3'd0;
    rest = rest >> vcs;
    port_grant = {15'd0, in_arb__2__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    in_arb__3__req = rest[2:0];
    in_arb__3__urgent = 3'd0;
    rest = rest >> vcs;
    port_grant = {15'd0, in_arb__3__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    in_arb__4__req = rest[2:0];
    in_arb__4__urgent = 3'd0;
    rest = rest >> vcs;
    port_grant = {15'd0, in_arb__4__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    in_arb__5__req = rest[2:0];
    in_arb__5__urgent = 3'd0;
    rest = rest >> vcs;
    port_grant = {15'd0, in_arb__5__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    out_valid__comb = 6'd0;
    port_go__comb = 6'd0;
    granted_by__0__comb = 6'd0;
    granted_by__1__comb = 6'd0;
    granted_by__2__comb = 6'd0;
    granted_by__3__comb = 6'd0;
    granted_by__4__comb = 6'd0;
    granted_by__5__comb = 6'd0;
    out_req = 6'd0;
    out_req = (out_req & ~(6'd1 << in_port__0)) | (({5'd0, out_req[in_port__0]} | ({5'd0, pick__comb[0]} & {5'd0, want__0 == 3'd0})) << in_port__0);
    out_req = (out_req & ~(6'd1 << in_port__1)) | (({5'd0, out_req[in_port__1]} | ({5'd0, pick__comb[1]} & {5'd0, want__1 == 3'd0})) << in_port__1);
    out_req = (out_req & ~(6'd1 << in_port__2)) | (({5'd0, out_req[in_port__2]} | ({5'd0, pick__comb[2]} & {5'd0, want__2 == 3'd0})) << in_port__2);
    out_req = (out_req & ~(6'd1 << in_port__3)) | (({5'd0, out_req[in_port__3]} | ({5'd0, pick__comb[3]} & {5'd0, want__3 == 3'd0})) << in_port__3);
    out_req = (out_req & ~(6'd1 << in_port__4)) | (({5'd0, out_req[in_port__4]} | ({5'd0, pick__comb[4]} & {5'd0, want__4 == 3'd0})) << in_port__4);
    out_req = (out_req & ~(6'd1 << in_port__5)) | (({5'd0, out_req[in_port__5]} | ({5'd0, pick__comb[5]} & {5'd0, want__5 == 3'd0})) << in_port__5);
    out_req = (out_req & ~(6'd1 << in_port__6)) | (({5'd0, out_req[in_port__6]} | ({5'd0, pick__comb[6]} & {5'd0, want__6 == 3'd0})) << in_port__6);
    out_req = (out_req & ~(6'd1 << in_port__7)) | (({5'd0, out_req[in_port__7]} | ({5'd0, pick__comb[7]} & {5'd0, want__7 == 3'd0})) << in_port__7);
    out_req = (out_req & ~(6'd1 << in_port__8)) | (({5'd0, out_req[in_port__8]} | ({5'd0, pick__comb[8]} & {5'd0, want__8 == 3'd0})) << in_port__8);
    out_req = (out_req & ~(6'd1 << in_port__9)) | (({5'd0, out_req[in_port__9]} | ({5'd0, pick__comb[9]} & {5'd0, want__9 == 3'd0})) << in_port__9);
    out_req = (out_req & ~(6'd1 << in_port__10)) | (({5'd0, out_req[in_port__10]} | ({5'd0, pick__comb[10]} & {5'd0, want__10 == 3'd0})) << in_port__10);
    out_req = (out_req & ~(6'd1 << in_port__11)) | (({5'd0, out_req[in_port__11]} | ({5'd0, pick__comb[11]} & {5'd0, want__11 == 3'd0})) << in_port__11);
    out_req = (out_req & ~(6'd1 << in_port__12)) | (({5'd0, out_req[in_port__12]} | ({5'd0, pick__comb[12]} & {5'd0, want__12 == 3'd0})) << in_port__12);
    out_req = (out_req & ~(6'd1 << in_port__13)) | (({5'd0, out_req[in_port__13]} | ({5'd0, pick__comb[13]} & {5'd0, want__13 == 3'd0})) << in_port__13);
    out_req = (out_req & ~(6'd1 << in_port__14)) | (({5'd0, out_req[in_port__14]} | ({5'd0, pick__comb[14]} & {5'd0, want__14 == 3'd0})) << in_port__14);
    out_req = (out_req & ~(6'd1 << in_port__15)) | (({5'd0, out_req[in_port__15]} | ({5'd0, pick__comb[15]} & {5'd0, want__15 == 3'd0})) << in_port__15);
    out_req = (out_req & ~(6'd1 << in_port__16)) | (({5'd0, out_req[in_port__16]} | ({5'd0, pick__comb[16]} & {5'd0, want__16 == 3'd0})) << in_port__16);
    out_req = (out_req & ~(6'd1 << in_port__17)) | (({5'd0, out_req[in_port__17]} | ({5'd0, pick__comb[17]} & {5'd0, want__17 == 3'd0})) << in_port__17);
    out_arb__0__req = out_req;
    out_arb__0__urgent = 6'd0;
    out_arb__0__advance = out_arb__0__valid;
    out_valid__comb = (out_valid__comb & ~(6'd1 << 0)) | ({5'd0, out_arb__0__valid} << 0);
    out_port__0 = out_arb__0__grant_index;
    port_go__comb = port_go__comb | out_arb__0__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(6'd1 << 0)) | ({5'd0, out_arb__0__grant[0]} << 0);
    granted_by__1__comb = (granted_by__1__comb & ~(6'd1 << 0)) | ({5'd0, out_arb__0__grant[1]} << 0);
    granted_by__2__comb = (granted_by__2__comb & ~(6'd1 << 0)) | ({5'd0, out_arb__0__grant[2]} << 0);
    granted_by__3__comb = (granted_by__3__comb & ~(6'd1 << 0)) | ({5'd0, out_arb__0__grant[3]} << 0);
    granted_by__4__comb = (granted_by__4__comb & ~(6'd1 << 0)) | ({5'd0, out_arb__0__grant[4]} << 0);
    granted_by__5__comb = (granted_by__5__comb & ~(6'd1 << 0)) | ({5'd0, out_arb__0__grant[5]} << 0);
    out_req = 6'd0;
    out_req = (out_req & ~(6'd1 << in_port__0)) | (({5'd0, out_req[in_port__0]} | ({5'd0, pick__comb[0]} & {5'd0, want__0 == 3'd1})) << in_port__0);
    out_req = (out_req & ~(6'd1 << in_port__1)) | (({5'd0, out_req[in_port__1]} | ({5'd0, pick__comb[1]} & {5'd0, want__1 == 3'd1})) << in_port__1);
    out_req = (out_req & ~(6'd1 << in_port__2)) | (({5'd0, out_req[in_port__2]} | ({5'd0, pick__comb[2]} & {5'd0, want__2 == 3'd1})) << in_port__2);
    out_req = (out_req & ~(6'd1 << in_port__3)) | (({5'd0, out_req[in_port__3]} | ({5'd0, pick__comb[3]} & {5'd0, want__3 == 3'd1})) << in_port__3);
    out_req = (out_req & ~(6'd1 << in_port__4)) | (({5'd0, out_req[in_port__4]} | ({5'd0, pick__comb[4]} & {5'd0, want__4 == 3'd1})) << in_port__4);
    out_req = (out_req & ~(6'd1 << in_port__5)) | (({5'd0, out_req[in_port__5]} | ({5'd0, pick__comb[5]} & {5'd0, want__5 == 3'd1})) << in_port__5);
    out_req = (out_req & ~(6'd1 << in_port__6)) | (({5'd0, out_req[in_port__6]} | ({5'd0, pick__comb[6]} & {5'd0, want__6 == 3'd1})) << in_port__6);
    out_req = (out_req & ~(6'd1 << in_port__7)) | (({5'd0, out_req[in_port__7]} | ({5'd0, pick__comb[7]} & {5'd0, want__7 == 3'd1})) << in_port__7);
    out_req = (out_req & ~(6'd1 << in_port__8)) | (({5'd0, out_req[in_port__8]} | ({5'd0, pick__comb[8]} & {5'd0, want__8 == 3'd1})) << in_port__8);
    out_req = (out_req & ~(6'd1 << in_port__9)) | (({5'd0, out_req[in_port__9]} | ({5'd0, pick__comb[9]} & {5'd0, want__9 == 3'd1})) << in_port__9);
    out_req = (out_req & ~(6'd1 << in_port__10)) | (({5'd0, out_req[in_port__10]} | ({5'd0, pick__comb[10]} & {5'd0, want__10 == 3'd1})) << in_port__10);
    out_req = (out_req & ~(6'd1 << in_port__11)) | (({5'd0, out_req[in_port__11]} | ({5'd0, pick__comb[11]} & {5'd0, want__11 == 3'd1})) << in_port__11);
    out_req = (out_req & ~(6'd1 << in_port__12)) | (({5'd0, out_req[in_port__12]} | ({5'd0, pick__comb[12]} & {5'd0, want__12 == 3'd1})) << in_port__12);
    out_req = (out_req & ~(6'd1 << in_port__13)) | (({5'd0, out_req[in_port__13]} | ({5'd0, pick__comb[13]} & {5'd0, want__13 == 3'd1})) << in_port__13);
    out_req = (out_req & ~(6'd1 << in_port__14)) | (({5'd0, out_req[in_port__14]} | ({5'd0, pick__comb[14]} & {5'd0, want__14 == 3'd1})) << in_port__14);
    out_req = (out_req & ~(6'd1 << in_port__15)) | (({5'd0, out_req[in_port__15]} | ({5'd0, pick__comb[15]} & {5'd0, want__15 == 3'd1})) << in_port__15);
    out_req = (out_req & ~(6'd1 << in_port__16)) | (({5'd0, out_req[in_port__16]} | ({5'd0, pick__comb[16]} & {5'd0, want__16 == 3'd1})) << in_port__16);
    out_req = (out_req & ~(6'd1 << in_port__17)) | (({5'd0, out_req[in_port__17]} | ({5'd0, pick__comb[17]} & {5'd0, want__17 == 3'd1})) << in_port__17);
    out_arb__1__req = out_req;
    out_arb__1__urgent = 6'd0;
    out_arb__1__advance = out_arb__1__valid;
    out_valid__comb = (out_valid__comb & ~(6'd1 << 1)) | ({5'd0, out_arb__1__valid} << 1);
    out_port__1 = out_arb__1__grant_index;
    port_go__comb = port_go__comb | out_arb__1__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(6'd1 << 1)) | ({5'd0, out_arb__1__grant[0]} << 1);
    granted_by__1__comb = (granted_by__1__comb & ~(6'd1 << 1)) | ({5'd0, out_arb__1__grant[1]} << 1);
    granted_by__2__comb = (granted_by__2__comb & ~(6'd1 << 1)) | ({5'd0, out_arb__1__grant[2]} << 1);
    granted_by__3__comb = (granted_by__3__comb & ~(6'd1 << 1)) | ({5'd0, out_arb__1__grant[3]} << 1);
    granted_by__4__comb = (granted_by__4__comb & ~(6'd1 << 1)) | ({5'd0, out_arb__1__grant[4]} << 1);
    granted_by__5__comb = (granted_by__5__comb & ~(6'd1 << 1)) | ({5'd0, out_arb__1__grant[5]} << 1);
    out_req = 6'd0;
    out_req = (out_req & ~(6'd1 << in_port__0)) | (({5'd0, out_req[in_port__0]} | ({5'd0, pick__comb[0]} & {5'd0, want__0 == 3'd2})) << in_port__0);
    out_req = (out_req & ~(6'd1 << in_port__1)) | (({5'd0, out_req[in_port__1]} | ({5'd0, pick__comb[1]} & {5'd0, want__1 == 3'd2})) << in_port__1);
    out_req = (out_req & ~(6'd1 << in_port__2)) | (({5'd0, out_req[in_port__2]} | ({5'd0, pick__comb[2]} & {5'd0, want__2 == 3'd2})) << in_port__2);
    out_req = (out_req & ~(6'd1 << in_port__3)) | (({5'd0, out_req[in_port__3]} | ({5'd0, pick__comb[3]} & {5'd0, want__3 == 3'd2})) << in_port__3);
    out_req = (out_req & ~(6'd1 << in_port__4)) | (({5'd0, out_req[in_port__4]} | ({5'd0, pick__comb[4]} & {5'd0, want__4 == 3'd2})) << in_port__4);
    out_req = (out_req & ~(6'd1 << in_port__5)) | (({5'd0, out_req[in_port__5]} | ({5'd0, pick__comb[5]} & {5'd0, want__5 == 3'd2})) << in_port__5);
    out_req = (out_req & ~(6'd1 << in_port__6)) | (({5'd0, out_req[in_port__6]} | ({5'd0, pick__comb[6]} & {5'd0, want__6 == 3'd2})) << in_port__6);
    out_req = (out_req & ~(6'd1 << in_port__7)) | (({5'd0, out_req[in_port__7]} | ({5'd0, pick__comb[7]} & {5'd0, want__7 == 3'd2})) << in_port__7);
    out_req = (out_req & ~(6'd1 << in_port__8)) | (({5'd0, out_req[in_port__8]} | ({5'd0, pick__comb[8]} & {5'd0, want__8 == 3'd2})) << in_port__8);
    out_req = (out_req & ~(6'd1 << in_port__9)) | (({5'd0, out_req[in_port__9]} | ({5'd0, pick__comb[9]} & {5'd0, want__9 == 3'd2})) << in_port__9);
    out_req = (out_req & ~(6'd1 << in_port__10)) | (({5'd0, out_req[in_port__10]} | ({5'd0, pick__comb[10]} & {5'd0, want__10 == 3'd2})) << in_port__10);
    out_req = (out_req & ~(6'd1 << in_port__11)) | (({5'd0, out_req[in_port__11]} | ({5'd0, pick__comb[11]} & {5'd0, want__11 == 3'd2})) << in_port__11);
    out_req = (out_req & ~(6'd1 << in_port__12)) | (({5'd0, out_req[in_port__12]} | ({5'd0, pick__comb[12]} & {5'd0, want__12 == 3'd2})) << in_port__12);
    out_req = (out_req & ~(6'd1 << in_port__13)) | (({5'd0, out_req[in_port__13]} | ({5'd0, pick__comb[13]} & {5'd0, want__13 == 3'd2})) << in_port__13);
    out_req = (out_req & ~(6'd1 << in_port__14)) | (({5'd0, out_req[in_port__14]} | ({5'd0, pick__comb[14]} & {5'd0, want__14 == 3'd2})) << in_port__14);
    out_req = (out_req & ~(6'd1 << in_port__15)) | (({5'd0, out_req[in_port__15]} | ({5'd0, pick__comb[15]} & {5'd0, want__15 == 3'd2})) << in_port__15);
    out_req = (out_req & ~(6'd1 << in_port__16)) | (({5'd0, out_req[in_port__16]} | ({5'd0, pick__comb[16]} & {5'd0, want__16 == 3'd2})) << in_port__16);
    out_req = (out_req & ~(6'd1 << in_port__17)) | (({5'd0, out_req[in_port__17]} | ({5'd0, pick__comb[17]} & {5'd0, want__17 == 3'd2})) << in_port__17);
    out_arb__2__req = out_req;
    out_arb__2__urgent = 6'd0;
    out_arb__2__advance = out_arb__2__valid;
    out_valid__comb = (out_valid__comb & ~(6'd1 << 2)) | ({5'd0, out_arb__2__valid} << 2);
    out_port__2 = out_arb__2__grant_index;
    port_go__comb = port_go__comb | out_arb__2__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(6'd1 << 2)) | ({5'd0, out_arb__2__grant[0]} << 2);
    granted_by__1__comb = (granted_by__1__comb & ~(6'd1 << 2)) | ({5'd0, out_arb__2__grant[1]} << 2);
    granted_by__2__comb = (granted_by__2__comb & ~(6'd1 << 2)) | ({5'd0, out_arb__2__grant[2]} << 2);
    granted_by__3__comb = (granted_by__3__comb & ~(6'd1 << 2)) | ({5'd0, out_arb__2__grant[3]} << 2);
    granted_by__4__comb = (granted_by__4__comb & ~(6'd1 << 2)) | ({5'd0, out_arb__2__grant[4]} << 2);
    granted_by__5__comb = (granted_by__5__comb & ~(6'd1 << 2)) | ({5'd0, out_arb__2__grant[5]} << 2);
    out_req = 6'd0;
    out_req = (out_req & ~(6'd1 << in_port__0)) | (({5'd0, out_req[in_port__0]} | ({5'd0, pick__comb[0]} & {5'd0, want__0 == 3'd3})) << in_port__0);
    out_req = (out_req & ~(6'd1 << in_port__1)) | (({5'd0, out_req[in_port__1]} | ({5'd0, pick__comb[1]} & {5'd0, want__1 == 3'd3})) << in_port__1);
    out_req = (out_req & ~(6'd1 << in_port__2)) | (({5'd0, out_req[in_port__2]} | ({5'd0, pick__comb[2]} & {5'd0, want__2 == 3'd3})) << in_port__2);
    out_req = (out_req & ~(6'd1 << in_port__3)) | (({5'd0, out_req[in_port__3]} | ({5'd0, pick__comb[3]} & {5'd0, want__3 == 3'd3})) << in_port__3);
    out_req = (out_req & ~(6'd1 << in_port__4)) | (({5'd0, out_req[in_port__4]} | ({5'd0, pick__comb[4]} & {5'd0, want__4 == 3'd3})) << in_port__4);
    out_req = (out_req & ~(6'd1 << in_port__5)) | (({5'd0, out_req[in_port__5]} | ({5'd0, pick__comb[5]} & {5'd0, want__5 == 3'd3})) << in_port__5);
    out_req = (out_req & ~(6'd1 << in_port__6)) | (({5'd0, out_req[in_port__6]} | ({5'd0, pick__comb[6]} & {5'd0, want__6 == 3'd3})) << in_port__6);
    out_req = (out_req & ~(6'd1 << in_port__7)) | (({5'd0, out_req[in_port__7]} | ({5'd0, pick__comb[7]} & {5'd0, want__7 == 3'd3})) << in_port__7);
    out_req = (out_req & ~(6'd1 << in_port__8)) | (({5'd0, out_req[in_port__8]} | ({5'd0, pick__comb[8]} & {5'd0, want__8 == 3'd3})) << in_port__8);
    out_req = (out_req & ~(6'd1 << in_port__9)) | (({5'd0, out_req[in_port__9]} | ({5'd0, pick__comb[9]} & {5'd0, want__9 == 3'd3})) << in_port__9);
    out_req = (out_req & ~(6'd1 << in_port__10)) | (({5'd0, out_req[in_port__10]} | ({5'd0, pick__comb[10]} & {5'd0, want__10 == 3'd3})) << in_port__10);
    out_req = (out_req & ~(6'd1 << in_port__11)) | (({5'd0, out_req[in_port__11]} | ({5'd0, pick__comb[11]} & {5'd0, want__11 == 3'd3})) << in_port__11);
    out_req = (out_req & ~(6'd1 << in_port__12)) | (({5'd0, out_req[in_port__12]} | ({5'd0, pick__comb[12]} & {5'd0, want__12 == 3'd3})) << in_port__12);
    out_req = (out_req & ~(6'd1 << in_port__13)) | (({5'd0, out_req[in_port__13]} | ({5'd0, pick__comb[13]} & {5'd0, want__13 == 3'd3})) << in_port__13);
    out_req = (out_req & ~(6'd1 << in_port__14)) | (({5'd0, out_req[in_port__14]} | ({5'd0, pick__comb[14]} & {5'd0, want__14 == 3'd3})) << in_port__14);
    out_req = (out_req & ~(6'd1 << in_port__15)) | (({5'd0, out_req[in_port__15]} | ({5'd0, pick__comb[15]} & {5'd0, want__15 == 3'd3})) << in_port__15);
    out_req = (out_req & ~(6'd1 << in_port__16)) | (({5'd0, out_req[in_port__16]} | ({5'd0, pick__comb[16]} & {5'd0, want__16 == 3'd3})) << in_port__16);
    out_req = (out_req & ~(6'd1 << in_port__17)) | (({5'd0, out_req[in_port__17]} | ({5'd0, pick__comb[17]} & {5'd0, want__17 == 3'd3})) << in_port__17);
    out_arb__3__req = out_req;
    out_arb__3__urgent = 6'd0;
    out_arb__3__advance = out_arb__3__valid;
    out_valid__comb = (out_valid__comb & ~(6'd1 << 3)) | ({5'd0, out_arb__3__valid} << 3);
    out_port__3 = out_arb__3__grant_index;
    port_go__comb = port_go__comb | out_arb__3__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(6'd1 << 3)) | ({5'd0, out_arb__3__grant[0]} << 3);
    granted_by__1__comb = (granted_by__1__comb & ~(6'd1 << 3)) | ({5'd0, out_arb__3__grant[1]} << 3);
    granted_by__2__comb = (granted_by__2__comb & ~(6'd1 << 3)) | ({5'd0, out_arb__3__grant[2]} << 3);
    granted_by__3__comb = (granted_by__3__comb & ~(6'd1 << 3)) | ({5'd0, out_arb__3__grant[3]} << 3);
    granted_by__4__comb = (granted_by__4__comb & ~(6'd1 << 3)) | ({5'd0, out_arb__3__grant[4]} << 3);
    granted_by__5__comb = (granted_by__5__comb & ~(6'd1 << 3)) | ({5'd0, out_arb__3__grant[5]} << 3);
    out_req = 6'd0;
    out_req = (out_req & ~(6'd1 << in_port__0)) | (({5'd0, out_req[in_port__0]} | ({5'd0, pick__comb[0]} & {5'd0, want__0 == 3'd4})) << in_port__0);
    out_req = (out_req & ~(6'd1 << in_port__1)) | (({5'd0, out_req[in_port__1]} | ({5'd0, pick__comb[1]} & {5'd0, want__1 == 3'd4})) << in_port__1);
    out_req = (out_req & ~(6'd1 << in_port__2)) | (({5'd0, out_req[in_port__2]} | ({5'd0, pick__comb[2]} & {5'd0, want__2 == 3'd4})) << in_port__2);
    out_req = (out_req & ~(6'd1 << in_port__3)) | (({5'd0, out_req[in_port__3]} | ({5'd0, pick__comb[3]} & {5'd0, want__3 == 3'd4})) << in_port__3);
    out_req = (out_req & ~(6'd1 << in_port__4)) | (({5'd0, out_req[in_port__4]} | ({5'd0, pick__comb[4]} & {5'd0, want__4 == 3'd4})) << in_port__4);
    out_req = (out_req & ~(6'd1 << in_port__5)) | (({5'd0, out_req[in_port__5]} | ({5'd0, pick__comb[5]} & {5'd0, want__5 == 3'd4})) << in_port__5);
    out_req = (out_req & ~(6'd1 << in_port__6)) | (({5'd0, out_req[in_port__6]} | ({5'd0, pick__comb[6]} & {5'd0, want__6 == 3'd4})) << in_port__6);
    out_req = (out_req & ~(6'd1 << in_port__7)) | (({5'd0, out_req[in_port__7]} | ({5'd0, pick__comb[7]} & {5'd0, want__7 == 3'd4})) << in_port__7);
    out_req = (out_req & ~(6'd1 << in_port__8)) | (({5'd0, out_req[in_port__8]} | ({5'd0, pick__comb[8]} & {5'd0, want__8 == 3'd4})) << in_port__8);
    out_req = (out_req & ~(6'd1 << in_port__9)) | (({5'd0, out_req[in_port__9]} | ({5'd0, pick__comb[9]} & {5'd0, want__9 == 3'd4})) << in_port__9);
    out_req = (out_req & ~(6'd1 << in_port__10)) | (({5'd0, out_req[in_port__10]} | ({5'd0, pick__comb[10]} & {5'd0, want__10 == 3'd4})) << in_port__10);
    out_req = (out_req & ~(6'd1 << in_port__11)) | (({5'd0, out_req[in_port__11]} | ({5'd0, pick__comb[11]} & {5'd0, want__11 == 3'd4})) << in_port__11);
    out_req = (out_req & ~(6'd1 << in_port__12)) | (({5'd0, out_req[in_port__12]} | ({5'd0, pick__comb[12]} & {5'd0, want__12 == 3'd4})) << in_port__12);
    out_req = (out_req & ~(6'd1 << in_port__13)) | (({5'd0, out_req[in_port__13]} | ({5'd0, pick__comb[13]} & {5'd0, want__13 == 3'd4})) << in_port__13);
    out_req = (out_req & ~(6'd1 << in_port__14)) | (({5'd0, out_req[in_port__14]} | ({5'd0, pick__comb[14]} & {5'd0, want__14 == 3'd4})) << in_port__14);
    out_req = (out_req & ~(6'd1 << in_port__15)) | (({5'd0, out_req[in_port__15]} | ({5'd0, pick__comb[15]} & {5'd0, want__15 == 3'd4})) << in_port__15);
    out_req = (out_req & ~(6'd1 << in_port__16)) | (({5'd0, out_req[in_port__16]} | ({5'd0, pick__comb[16]} & {5'd0, want__16 == 3'd4})) << in_port__16);
    out_req = (out_req & ~(6'd1 << in_port__17)) | (({5'd0, out_req[in_port__17]} | ({5'd0, pick__comb[17]} & {5'd0, want__17 == 3'd4})) << in_port__17);
    out_arb__4__req = out_req;
    out_arb__4__urgent = 6'd0;
    out_arb__4__advance = out_arb__4__valid;
    out_valid__comb = (out_valid__comb & ~(6'd1 << 4)) | ({5'd0, out_arb__4__valid} << 4);
    out_port__4 = out_arb__4__grant_index;
    port_go__comb = port_go__comb | out_arb__4__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(6'd1 << 4)) | ({5'd0, out_arb__4__grant[0]} << 4);
    granted_by__1__comb = (granted_by__1__comb & ~(6'd1 << 4)) | ({5'd0, out_arb__4__grant[1]} << 4);
    granted_by__2__comb = (granted_by__2__comb & ~(6'd1 << 4)) | ({5'd0, out_arb__4__grant[2]} << 4);
    granted_by__3__comb = (granted_by__3__comb & ~(6'd1 << 4)) | ({5'd0, out_arb__4__grant[3]} << 4);
    granted_by__4__comb = (granted_by__4__comb & ~(6'd1 << 4)) | ({5'd0, out_arb__4__grant[4]} << 4);
    granted_by__5__comb = (granted_by__5__comb & ~(6'd1 << 4)) | ({5'd0, out_arb__4__grant[5]} << 4);
    out_req = 6'd0;
    out_req = (out_req & ~(6'd1 << in_port__0)) | (({5'd0, out_req[in_port__0]} | ({5'd0, pick__comb[0]} & {5'd0, want__0 == 3'd5})) << in_port__0);
    out_req = (out_req & ~(6'd1 << in_port__1)) | (({5'd0, out_req[in_port__1]} | ({5'd0, pick__comb[1]} & {5'd0, want__1 == 3'd5})) << in_port__1);
    out_req = (out_req & ~(6'd1 << in_port__2)) | (({5'd0, out_req[in_port__2]} | ({5'd0, pick__comb[2]} & {5'd0, want__2 == 3'd5})) << in_port__2);
    out_req = (out_req & ~(6'd1 << in_port__3)) | (({5'd0, out_req[in_port__3]} | ({5'd0, pick__comb[3]} & {5'd0, want__3 == 3'd5})) << in_port__3);
    out_req = (out_req & ~(6'd1 << in_port__4)) | (({5'd0, out_req[in_port__4]} | ({5'd0, pick__comb[4]} & {5'd0, want__4 == 3'd5})) << in_port__4);
    out_req = (out_req & ~(6'd1 << in_port__5)) | (({5'd0, out_req[in_port__5]} | ({5'd0, pick__comb[5]} & {5'd0, want__5 == 3'd5})) << in_port__5);
    out_req = (out_req & ~(6'd1 << in_port__6)) | (({5'd0, out_req[in_port__6]} | ({5'd0, pick__comb[6]} & {5'd0, want__6 == 3'd5})) << in_port__6);
    out_req = (out_req & ~(6'd1 << in_port__7)) | (({5'd0, out_req[in_port__7]} | ({5'd0, pick__comb[7]} & {5'd0, want__7 == 3'd5})) << in_port__7);
    out_req = (out_req & ~(6'd1 << in_port__8)) | (({5'd0, out_req[in_port__8]} | ({5'd0, pick__comb[8]} & {5'd0, want__8 == 3'd5})) << in_port__8);
    out_req = (out_req & ~(6'd1 << in_port__9)) | (({5'd0, out_req[in_port__9]} | ({5'd0, pick__comb[9]} & {5'd0, want__9 == 3'd5})) << in_port__9);
    out_req = (out_req & ~(6'd1 << in_port__10)) | (({5'd0, out_req[in_port__10]} | ({5'd0, pick__comb[10]} & {5'd0, want__10 == 3'd5})) << in_port__10);
    out_req = (out_req & ~(6'd1 << in_port__11)) | (({5'd0, out_req[in_port__11]} | ({5'd0, pick__comb[11]} & {5'd0, want__11 == 3'd5})) << in_port__11);
    out_req = (out_req & ~(6'd1 << in_port__12)) | (({5'd0, out_req[in_port__12]} | ({5'd0, pick__comb[12]} & {5'd0, want__12 == 3'd5})) << in_port__12);
    out_req = (out_req & ~(6'd1 << in_port__13)) | (({5'd0, out_req[in_port__13]} | ({5'd0, pick__comb[13]} & {5'd0, want__13 == 3'd5})) << in_port__13);
    out_req = (out_req & ~(6'd1 << in_port__14)) | (({5'd0, out_req[in_port__14]} | ({5'd0, pick__comb[14]} & {5'd0, want__14 == 3'd5})) << in_port__14);
    out_req = (out_req & ~(6'd1 << in_port__15)) | (({5'd0, out_req[in_port__15]} | ({5'd0, pick__comb[15]} & {5'd0, want__15 == 3'd5})) << in_port__15);
    out_req = (out_req & ~(6'd1 << in_port__16)) | (({5'd0, out_req[in_port__16]} | ({5'd0, pick__comb[16]} & {5'd0, want__16 == 3'd5})) << in_port__16);
    out_req = (out_req & ~(6'd1 << in_port__17)) | (({5'd0, out_req[in_port__17]} | ({5'd0, pick__comb[17]} & {5'd0, want__17 == 3'd5})) << in_port__17);
    out_arb__5__req = out_req;
    out_arb__5__urgent = 6'd0;
    out_arb__5__advance = out_arb__5__valid;
    out_valid__comb = (out_valid__comb & ~(6'd1 << 5)) | ({5'd0, out_arb__5__valid} << 5);
    out_port__5 = out_arb__5__grant_index;
    port_go__comb = port_go__comb | out_arb__5__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(6'd1 << 5)) | ({5'd0, out_arb__5__grant[0]} << 5);
    granted_by__1__comb = (granted_by__1__comb & ~(6'd1 << 5)) | ({5'd0, out_arb__5__grant[1]} << 5);
    granted_by__2__comb = (granted_by__2__comb & ~(6'd1 << 5)) | ({5'd0, out_arb__5__grant[2]} << 5);
    granted_by__3__comb = (granted_by__3__comb & ~(6'd1 << 5)) | ({5'd0, out_arb__5__grant[3]} << 5);
    granted_by__4__comb = (granted_by__4__comb & ~(6'd1 << 5)) | ({5'd0, out_arb__5__grant[4]} << 5);
    granted_by__5__comb = (granted_by__5__comb & ~(6'd1 << 5)) | ({5'd0, out_arb__5__grant[5]} << 5);
    go__comb = 18'd0;
    in_arb__0__advance = port_go__comb[0];
    port_vc__0__comb = 2'd0;
    port_grant = 18'd0;
    if (port_go__comb[0]) begin
        port_vc__0__comb = in_arb__0__grant_index;
        port_grant = {15'd0, in_arb__0__grant};
    end
    go__comb = (go__comb >> vcs) | (port_grant << last_port_at);
    in_arb__1__advance = port_go__comb[1];
    port_vc__1__comb = 2'd0;
    port_grant = 18'd0;
    if (port_go__comb[1]) begin
        port_vc__1__comb = in_arb__1__grant_index;
        port_grant = {15'd0, in_arb__1__grant};
    end
    go__comb = (go__comb >> vcs) | (port_grant << last_port_at);
    in_arb__2__advance = port_go__comb[2];
    port_vc__2__comb = 2'd0;
    port_grant = 18'd0;
    if (port_go__comb[2]) begin
        port_vc__2__comb = in_arb__2__grant_index;
        port_grant = {15'd0, in_arb__2__grant};
    end
    go__comb = (go__comb >> vcs) | (port_grant << last_port_at);
    in_arb__3__advance = port_go__comb[3];
    port_vc__3__comb = 2'd0;
    port_grant = 18'd0;
    if (port_go__comb[3]) begin
        port_vc__3__comb = in_arb__3__grant_index;
        port_grant = {15'd0, in_arb__3__grant};
    end
    go__comb = (go__comb >> vcs) | (port_grant << last_port_at);
    in_arb__4__advance = port_go__comb[4];
    port_vc__4__comb = 2'd0;
    port_grant = 18'd0;
    if (port_go__comb[4]) begin
        port_vc__4__comb = in_arb__4__grant_index;
        port_grant = {15'd0, in_arb__4__grant};
    end
    go__comb = (go__comb >> vcs) | (port_grant << last_port_at);
    in_arb__5__advance = port_go__comb[5];
    port_vc__5__comb = 2'd0;
    port_grant = 18'd0;
    if (port_go__comb[5]) begin
        port_vc__5__comb = in_arb__5__grant_index;
        port_grant = {15'd0, in_arb__5__grant};
    end
    go__comb = (go__comb >> vcs) | (port_grant << last_port_at);
    go = go__comb;
    out_valid = out_valid__comb;
    port_go = port_go__comb;
    port_vc__0 = port_vc__0__comb;
    port_vc__1 = port_vc__1__comb;
    port_vc__2 = port_vc__2__comb;
    port_vc__3 = port_vc__3__comb;
    port_vc__4 = port_vc__4__comb;
    port_vc__5 = port_vc__5__comb;
    granted_by__0 = granted_by__0__comb;
    granted_by__1 = granted_by__1__comb;
    granted_by__2 = granted_by__2__comb;
    granted_by__3 = granted_by__3__comb;
    granted_by__4 = granted_by__4__comb;
    granted_by__5 = granted_by__5__comb;
    pick = pick__comb;
end
endmodule

module ftr_header_rewrite(
    input wire [68:0] flit_in,
    input wire [3:0] misses,
    input wire copy,
    output reg [68:0] flit_out
);
// Header rewrite of a head flit leaving through the switch: hops + 1
// (saturating), the misses VA granted; absorbing a multicast, the next listed
// destination into dest and the list shifted down. Body flits pass.
// Ports:
//   in    flit_in   69
//   in    misses   4
//   in    copy   1
//   out   flit_out   69
// Parameters (per instance):
//   hops_at   7
//   misses_at   7
//   leg_at   7
//   more_at   7
//   rest_at   7
//   dest_shift   7
//   below_list   69
parameter [6:0] hops_at = 7'h0;
parameter [6:0] misses_at = 7'h0;
parameter [6:0] leg_at = 7'h0;
parameter [6:0] more_at = 7'h0;
parameter [6:0] rest_at = 7'h0;
parameter [6:0] dest_shift = 7'h0;
parameter [68:0] below_list = 69'h0;
reg [68:0] flit;
reg [7:0] hops;
reg [4:0] lookup;
reg [3:0] more;
reg [3:0] leg;
// The low 5 bits of a 69-bit value.
function [4:0] low_5_of_69(input [68:0] x);
    reg [63:0] unused;
    {unused, low_5_of_69} = x;
endfunction
always @(*) begin
    flit = flit_in;
    hops = 8'd0;
    lookup = 5'd0;
    more = 4'd0;
    leg = 4'd0;
    if (flit[0]) begin
        hops = flit[hops_at +: 8];
        if (hops != 8'd255) begin
            hops = hops + 8'd1;
        end
        flit = (flit & ~(69'd1 << ({1'b0, hops_at} + 8'd0))) | ({68'd0, hops[0]} << ({1'b0, hops_at} + 8'd0));
        flit = (flit & ~(69'd1 << ({1'b0, hops_at} + 8'd1))) | ({68'd0, hops[1]} << ({1'b0, hops_at} + 8'd1));
        flit = (flit & ~(69'd1 << ({1'b0, hops_at} + 8'd2))) | ({68'd0, hops[2]} << ({1'b0, hops_at} + 8'd2));
        flit = (flit & ~(69'd1 << ({1'b0, hops_at} + 8'd3))) | ({68'd0, hops[3]} << ({1'b0, hops_at} + 8'd3));
        flit = (flit & ~(69'd1 << ({1'b0, hops_at} + 8'd4))) | ({68'd0, hops[4]} << ({1'b0, hops_at} + 8'd4));
        flit = (flit & ~(69'd1 << ({1'b0, hops_at} + 8'd5))) | ({68'd0, hops[5]} << ({1'b0, hops_at} + 8'd5));
        flit = (flit & ~(69'd1 << ({1'b0, hops_at} + 8'd6))) | ({68'd0, hops[6]} << ({1'b0, hops_at} + 8'd6));
        flit = (flit & ~(69'd1 << ({1'b0, hops_at} + 8'd7))) | ({68'd0, hops[7]} << ({1'b0, hops_at} + 8'd7));
        flit = (flit & ~(69'd1 << ({1'b0, misses_at} + 8'd0))) | ({68'd0, misses[0]} << ({1'b0, misses_at} + 8'd0));
        flit = (flit & ~(69'd1 << ({1'b0, misses_at} + 8'd1))) | ({68'd0, misses[1]} << ({1'b0, misses_at} + 8'd1));
        flit = (flit & ~(69'd1 << ({1'b0, misses_at} + 8'd2))) | ({68'd0, misses[2]} << ({1'b0, misses_at} + 8'd2));
        flit = (flit & ~(69'd1 << ({1'b0, misses_at} + 8'd3))) | ({68'd0, misses[3]} << ({1'b0, misses_at} + 8'd3));
        if (copy) begin
            lookup = low_5_of_69(flit >> rest_at);
            more = flit[more_at +: 4] - 4'd1;
            leg = flit[leg_at +: 4] + 4'd1;
            flit = (flit & below_list) | ((flit >> dest_shift) & ~below_list);
            flit = (flit & ~(69'd1 << (3'd2 + 3'd0))) | ({68'd0, lookup[0]} << (3'd2 + 3'd0));
            flit = (flit & ~(69'd1 << (3'd2 + 3'd1))) | ({68'd0, lookup[1]} << (3'd2 + 3'd1));
            flit = (flit & ~(69'd1 << (3'd2 + 3'd2))) | ({68'd0, lookup[2]} << (3'd2 + 3'd2));
            flit = (flit & ~(69'd1 << (3'd2 + 3'd3))) | ({68'd0, lookup[3]} << (3'd2 + 3'd3));
            flit = (flit & ~(69'd1 << (4'd2 + 4'd4))) | ({68'd0, lookup[4]} << (4'd2 + 4'd4));
            flit = (flit & ~(69'd1 << ({1'b0, more_at} + 8'd0))) | ({68'd0, more[0]} << ({1'b0, more_at} + 8'd0));
            flit = (flit & ~(69'd1 << ({1'b0, leg_at} + 8'd0))) | ({68'd0, leg[0]} << ({1'b0, leg_at} + 8'd0));
            flit = (flit & ~(69'd1 << ({1'b0, more_at} + 8'd1))) | ({68'd0, more[1]} << ({1'b0, more_at} + 8'd1));
            flit = (flit & ~(69'd1 << ({1'b0, leg_at} + 8'd1))) | ({68'd0, leg[1]} << ({1'b0, leg_at} + 8'd1));
            flit = (flit & ~(69'd1 << ({1'b0, more_at} + 8'd2))) | ({68'd0, more[2]} << ({1'b0, more_at} + 8'd2));
            flit = (flit & ~(69'd1 << ({1'b0, leg_at} + 8'd2))) | ({68'd0, leg[2]} << ({1'b0, leg_at} + 8'd2));
            flit = (flit & ~(69'd1 << ({1'b0, more_at} + 8'd3))) | ({68'd0, more[3]} << ({1'b0, more_at} + 8'd3));
            flit = (flit & ~(69'd1 << ({1'b0, leg_at} + 8'd3))) | ({68'd0, leg[3]} << ({1'b0, leg_at} + 8'd3));
        end
    end
    flit_out = flit;
end
endmodule

module ftr_crossbar(
    input wire clock,
    input wire reset,
    input wire [71:0] flit_in__0,
    input wire [71:0] flit_in__1,
    input wire [71:0] flit_in__2,
    input wire [71:0] flit_in__3,
    input wire [71:0] flit_in__4,
    input wire [71:0] flit_in__5,
    input wire [5:0] in_valid,
    input wire [2:0] sel__0,
    input wire [2:0] sel__1,
    input wire [2:0] sel__2,
    input wire [2:0] sel__3,
    input wire [2:0] sel__4,
    input wire [2:0] sel__5,
    input wire [5:0] sel_valid,
    output reg [71:0] flit_out__0,
    output reg [71:0] flit_out__1,
    output reg [71:0] flit_out__2,
    output reg [71:0] flit_out__3,
    output reg [71:0] flit_out__4,
    output reg [71:0] flit_out__5,
    output reg [5:0] out_valid
);
// Crossbar (ST stage): output o latches flit_in[sel[o]] when sel_valid[o] and
// in_valid[sel[o]], else zeros; outputs come from the registers.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    flit_in__0   72
//   in    flit_in__1   72
//   in    flit_in__2   72
//   in    flit_in__3   72
//   in    flit_in__4   72
//   in    flit_in__5   72
//   in    in_valid   6
//   in    sel__0   3
//   in    sel__1   3
//   in    sel__2   3
//   in    sel__3   3
//   in    sel__4   3
//   in    sel__5   3
//   in    sel_valid   6
//   out   flit_out__0   72
//   out   flit_out__1   72
//   out   flit_out__2   72
//   out   flit_out__3   72
//   out   flit_out__4   72
//   out   flit_out__5   72
//   out   out_valid   6
// Registers:
//   out_reg__0   72   reset 72'h000000000000000000
//   out_reg__1   72   reset 72'h000000000000000000
//   out_reg__2   72   reset 72'h000000000000000000
//   out_reg__3   72   reset 72'h000000000000000000
//   out_reg__4   72   reset 72'h000000000000000000
//   out_reg__5   72   reset 72'h000000000000000000
//   valid_reg   6   reset 6'h00
reg [71:0] out_reg__0__d;
reg [71:0] out_reg__0__q;
reg [71:0] out_reg__1__d;
reg [71:0] out_reg__1__q;
reg [71:0] out_reg__2__d;
reg [71:0] out_reg__2__q;
reg [71:0] out_reg__3__d;
reg [71:0] out_reg__3__q;
reg [71:0] out_reg__4__d;
reg [71:0] out_reg__4__q;
reg [71:0] out_reg__5__d;
reg [71:0] out_reg__5__q;
reg [5:0] valid_reg__d;
reg [5:0] valid_reg__q;
always @(posedge clock) begin
    if (reset) out_reg__0__q <= 72'h000000000000000000; else out_reg__0__q <= out_reg__0__d;
    if (reset) out_reg__1__q <= 72'h000000000000000000; else out_reg__1__q <= out_reg__1__d;
    if (reset) out_reg__2__q <= 72'h000000000000000000; else out_reg__2__q <= out_reg__2__d;
    if (reset) out_reg__3__q <= 72'h000000000000000000; else out_reg__3__q <= out_reg__3__d;
    if (reset) out_reg__4__q <= 72'h000000000000000000; else out_reg__4__q <= out_reg__4__d;
    if (reset) out_reg__5__q <= 72'h000000000000000000; else out_reg__5__q <= out_reg__5__d;
    if (reset) valid_reg__q <= 6'h00; else valid_reg__q <= valid_reg__d;
end
always @(*) begin
    valid_reg__d = 6'd0;
    out_reg__0__d = 72'd0;
    flit_out__0 = out_reg__0__q;
    if (((sel__0 == 3'd0) & sel_valid[0]) & in_valid[0]) begin
        out_reg__0__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 0)) | (6'd1 << 0);
    end
    if (((sel__0 == 3'd1) & sel_valid[0]) & in_valid[1]) begin
        out_reg__0__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 0)) | (6'd1 << 0);
    end
    if (((sel__0 == 3'd2) & sel_valid[0]) & in_valid[2]) begin
        out_reg__0__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 0)) | (6'd1 << 0);
    end
    if (((sel__0 == 3'd3) & sel_valid[0]) & in_valid[3]) begin
        out_reg__0__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 0)) | (6'd1 << 0);
    end
    if (((sel__0 == 3'd4) & sel_valid[0]) & in_valid[4]) begin
        out_reg__0__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 0)) | (6'd1 << 0);
    end
    if (((sel__0 == 3'd5) & sel_valid[0]) & in_valid[5]) begin
        out_reg__0__d = flit_in__5;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 0)) | (6'd1 << 0);
    end
    out_reg__1__d = 72'd0;
    flit_out__1 = out_reg__1__q;
    if (((sel__1 == 3'd0) & sel_valid[1]) & in_valid[0]) begin
        out_reg__1__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 1)) | (6'd1 << 1);
    end
    if (((sel__1 == 3'd1) & sel_valid[1]) & in_valid[1]) begin
        out_reg__1__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 1)) | (6'd1 << 1);
    end
    if (((sel__1 == 3'd2) & sel_valid[1]) & in_valid[2]) begin
        out_reg__1__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 1)) | (6'd1 << 1);
    end
    if (((sel__1 == 3'd3) & sel_valid[1]) & in_valid[3]) begin
        out_reg__1__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 1)) | (6'd1 << 1);
    end
    if (((sel__1 == 3'd4) & sel_valid[1]) & in_valid[4]) begin
        out_reg__1__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 1)) | (6'd1 << 1);
    end
    if (((sel__1 == 3'd5) & sel_valid[1]) & in_valid[5]) begin
        out_reg__1__d = flit_in__5;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 1)) | (6'd1 << 1);
    end
    out_reg__2__d = 72'd0;
    flit_out__2 = out_reg__2__q;
    if (((sel__2 == 3'd0) & sel_valid[2]) & in_valid[0]) begin
        out_reg__2__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 2)) | (6'd1 << 2);
    end
    if (((sel__2 == 3'd1) & sel_valid[2]) & in_valid[1]) begin
        out_reg__2__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 2)) | (6'd1 << 2);
    end
    if (((sel__2 == 3'd2) & sel_valid[2]) & in_valid[2]) begin
        out_reg__2__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 2)) | (6'd1 << 2);
    end
    if (((sel__2 == 3'd3) & sel_valid[2]) & in_valid[3]) begin
        out_reg__2__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 2)) | (6'd1 << 2);
    end
    if (((sel__2 == 3'd4) & sel_valid[2]) & in_valid[4]) begin
        out_reg__2__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 2)) | (6'd1 << 2);
    end
    if (((sel__2 == 3'd5) & sel_valid[2]) & in_valid[5]) begin
        out_reg__2__d = flit_in__5;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 2)) | (6'd1 << 2);
    end
    out_reg__3__d = 72'd0;
    flit_out__3 = out_reg__3__q;
    if (((sel__3 == 3'd0) & sel_valid[3]) & in_valid[0]) begin
        out_reg__3__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 3)) | (6'd1 << 3);
    end
    if (((sel__3 == 3'd1) & sel_valid[3]) & in_valid[1]) begin
        out_reg__3__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 3)) | (6'd1 << 3);
    end
    if (((sel__3 == 3'd2) & sel_valid[3]) & in_valid[2]) begin
        out_reg__3__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 3)) | (6'd1 << 3);
    end
    if (((sel__3 == 3'd3) & sel_valid[3]) & in_valid[3]) begin
        out_reg__3__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 3)) | (6'd1 << 3);
    end
    if (((sel__3 == 3'd4) & sel_valid[3]) & in_valid[4]) begin
        out_reg__3__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 3)) | (6'd1 << 3);
    end
    if (((sel__3 == 3'd5) & sel_valid[3]) & in_valid[5]) begin
        out_reg__3__d = flit_in__5;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 3)) | (6'd1 << 3);
    end
    out_reg__4__d = 72'd0;
    flit_out__4 = out_reg__4__q;
    if (((sel__4 == 3'd0) & sel_valid[4]) & in_valid[0]) begin
        out_reg__4__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 4)) | (6'd1 << 4);
    end
    if (((sel__4 == 3'd1) & sel_valid[4]) & in_valid[1]) begin
        out_reg__4__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 4)) | (6'd1 << 4);
    end
    if (((sel__4 == 3'd2) & sel_valid[4]) & in_valid[2]) begin
        out_reg__4__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 4)) | (6'd1 << 4);
    end
    if (((sel__4 == 3'd3) & sel_valid[4]) & in_valid[3]) begin
        out_reg__4__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 4)) | (6'd1 << 4);
    end
    if (((sel__4 == 3'd4) & sel_valid[4]) & in_valid[4]) begin
        out_reg__4__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 4)) | (6'd1 << 4);
    end
    if (((sel__4 == 3'd5) & sel_valid[4]) & in_valid[5]) begin
        out_reg__4__d = flit_in__5;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 4)) | (6'd1 << 4);
    end
    out_reg__5__d = 72'd0;
    flit_out__5 = out_reg__5__q;
    if (((sel__5 == 3'd0) & sel_valid[5]) & in_valid[0]) begin
        out_reg__5__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 5)) | (6'd1 << 5);
    end
    if (((sel__5 == 3'd1) & sel_valid[5]) & in_valid[1]) begin
        out_reg__5__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 5)) | (6'd1 << 5);
    end
    if (((sel__5 == 3'd2) & sel_valid[5]) & in_valid[2]) begin
        out_reg__5__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 5)) | (6'd1 << 5);
    end
    if (((sel__5 == 3'd3) & sel_valid[5]) & in_valid[3]) begin
        out_reg__5__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 5)) | (6'd1 << 5);
    end
    if (((sel__5 == 3'd4) & sel_valid[5]) & in_valid[4]) begin
        out_reg__5__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 5)) | (6'd1 << 5);
    end
    if (((sel__5 == 3'd5) & sel_valid[5]) & in_valid[5]) begin
        out_reg__5__d = flit_in__5;
        valid_reg__d = (valid_reg__d & ~(6'd1 << 5)) | (6'd1 << 5);
    end
    out_valid = valid_reg__q;
end
endmodule

module ftr_route_table(
    input wire clock,
    input wire write_enable,
    input wire [4:0] write_addr,
    input wire [13:0] write_data,
    input wire stage,
    input wire commit,
    input wire [4:0] read_addr__0,
    input wire [4:0] read_addr__1,
    input wire [4:0] read_addr__2,
    input wire [4:0] read_addr__3,
    input wire [4:0] read_addr__4,
    input wire [4:0] read_addr__5,
    input wire [4:0] read_addr__6,
    input wire [4:0] read_addr__7,
    input wire [4:0] read_addr__8,
    input wire [4:0] read_addr__9,
    input wire [4:0] read_addr__10,
    input wire [4:0] read_addr__11,
    input wire [4:0] read_addr__12,
    input wire [4:0] read_addr__13,
    input wire [4:0] read_addr__14,
    input wire [4:0] read_addr__15,
    input wire [4:0] read_addr__16,
    input wire [4:0] read_addr__17,
    output wire [13:0] read_data__0,
    output wire [13:0] read_data__1,
    output wire [13:0] read_data__2,
    output wire [13:0] read_data__3,
    output wire [13:0] read_data__4,
    output wire [13:0] read_data__5,
    output wire [13:0] read_data__6,
    output wire [13:0] read_data__7,
    output wire [13:0] read_data__8,
    output wire [13:0] read_data__9,
    output wire [13:0] read_data__10,
    output wire [13:0] read_data__11,
    output wire [13:0] read_data__12,
    output wire [13:0] read_data__13,
    output wire [13:0] read_data__14,
    output wire [13:0] read_data__15,
    output wire [13:0] read_data__16,
    output wire [13:0] read_data__17
);
// Routing table: one RouteWord per destination, a read port per input VC.
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   5
//   in    write_data   14
//   in    stage   1
//   in    commit   1
//   in    read_addr__0   5
//   in    read_addr__1   5
//   in    read_addr__2   5
//   in    read_addr__3   5
//   in    read_addr__4   5
//   in    read_addr__5   5
//   in    read_addr__6   5
//   in    read_addr__7   5
//   in    read_addr__8   5
//   in    read_addr__9   5
//   in    read_addr__10   5
//   in    read_addr__11   5
//   in    read_addr__12   5
//   in    read_addr__13   5
//   in    read_addr__14   5
//   in    read_addr__15   5
//   in    read_addr__16   5
//   in    read_addr__17   5
//   out   read_data__0   14
//   out   read_data__1   14
//   out   read_data__2   14
//   out   read_data__3   14
//   out   read_data__4   14
//   out   read_data__5   14
//   out   read_data__6   14
//   out   read_data__7   14
//   out   read_data__8   14
//   out   read_data__9   14
//   out   read_data__10   14
//   out   read_data__11   14
//   out   read_data__12   14
//   out   read_data__13   14
//   out   read_data__14   14
//   out   read_data__15   14
//   out   read_data__16   14
//   out   read_data__17   14
reg [13:0] words_mem [0:23];
reg [13:0] staged_mem [0:23];
always @(posedge clock) if (write_enable & stage) staged_mem[write_addr] <= write_data;
always @(posedge clock) if (commit) begin
  words_mem[0] <= staged_mem[0];
  words_mem[1] <= staged_mem[1];
  words_mem[2] <= staged_mem[2];
  words_mem[3] <= staged_mem[3];
  words_mem[4] <= staged_mem[4];
  words_mem[5] <= staged_mem[5];
  words_mem[6] <= staged_mem[6];
  words_mem[7] <= staged_mem[7];
  words_mem[8] <= staged_mem[8];
  words_mem[9] <= staged_mem[9];
  words_mem[10] <= staged_mem[10];
  words_mem[11] <= staged_mem[11];
  words_mem[12] <= staged_mem[12];
  words_mem[13] <= staged_mem[13];
  words_mem[14] <= staged_mem[14];
  words_mem[15] <= staged_mem[15];
  words_mem[16] <= staged_mem[16];
  words_mem[17] <= staged_mem[17];
  words_mem[18] <= staged_mem[18];
  words_mem[19] <= staged_mem[19];
  words_mem[20] <= staged_mem[20];
  words_mem[21] <= staged_mem[21];
  words_mem[22] <= staged_mem[22];
  words_mem[23] <= staged_mem[23];
end else if (write_enable & !stage) begin
  if (write_addr == 5'd0) words_mem[0] <= write_data;
  if (write_addr == 5'd1) words_mem[1] <= write_data;
  if (write_addr == 5'd2) words_mem[2] <= write_data;
  if (write_addr == 5'd3) words_mem[3] <= write_data;
  if (write_addr == 5'd4) words_mem[4] <= write_data;
  if (write_addr == 5'd5) words_mem[5] <= write_data;
  if (write_addr == 5'd6) words_mem[6] <= write_data;
  if (write_addr == 5'd7) words_mem[7] <= write_data;
  if (write_addr == 5'd8) words_mem[8] <= write_data;
  if (write_addr == 5'd9) words_mem[9] <= write_data;
  if (write_addr == 5'd10) words_mem[10] <= write_data;
  if (write_addr == 5'd11) words_mem[11] <= write_data;
  if (write_addr == 5'd12) words_mem[12] <= write_data;
  if (write_addr == 5'd13) words_mem[13] <= write_data;
  if (write_addr == 5'd14) words_mem[14] <= write_data;
  if (write_addr == 5'd15) words_mem[15] <= write_data;
  if (write_addr == 5'd16) words_mem[16] <= write_data;
  if (write_addr == 5'd17) words_mem[17] <= write_data;
  if (write_addr == 5'd18) words_mem[18] <= write_data;
  if (write_addr == 5'd19) words_mem[19] <= write_data;
  if (write_addr == 5'd20) words_mem[20] <= write_data;
  if (write_addr == 5'd21) words_mem[21] <= write_data;
  if (write_addr == 5'd22) words_mem[22] <= write_data;
  if (write_addr == 5'd23) words_mem[23] <= write_data;
end
`ifndef SYNTHESIS
integer i;
initial for (i = 0; i < 24; i = i + 1) begin words_mem[i] = 0; staged_mem[i] = 0; end
`endif
assign read_data__0 = (read_addr__0 < 5'd24) ? words_mem[read_addr__0] : 14'h0;
assign read_data__1 = (read_addr__1 < 5'd24) ? words_mem[read_addr__1] : 14'h0;
assign read_data__2 = (read_addr__2 < 5'd24) ? words_mem[read_addr__2] : 14'h0;
assign read_data__3 = (read_addr__3 < 5'd24) ? words_mem[read_addr__3] : 14'h0;
assign read_data__4 = (read_addr__4 < 5'd24) ? words_mem[read_addr__4] : 14'h0;
assign read_data__5 = (read_addr__5 < 5'd24) ? words_mem[read_addr__5] : 14'h0;
assign read_data__6 = (read_addr__6 < 5'd24) ? words_mem[read_addr__6] : 14'h0;
assign read_data__7 = (read_addr__7 < 5'd24) ? words_mem[read_addr__7] : 14'h0;
assign read_data__8 = (read_addr__8 < 5'd24) ? words_mem[read_addr__8] : 14'h0;
assign read_data__9 = (read_addr__9 < 5'd24) ? words_mem[read_addr__9] : 14'h0;
assign read_data__10 = (read_addr__10 < 5'd24) ? words_mem[read_addr__10] : 14'h0;
assign read_data__11 = (read_addr__11 < 5'd24) ? words_mem[read_addr__11] : 14'h0;
assign read_data__12 = (read_addr__12 < 5'd24) ? words_mem[read_addr__12] : 14'h0;
assign read_data__13 = (read_addr__13 < 5'd24) ? words_mem[read_addr__13] : 14'h0;
assign read_data__14 = (read_addr__14 < 5'd24) ? words_mem[read_addr__14] : 14'h0;
assign read_data__15 = (read_addr__15 < 5'd24) ? words_mem[read_addr__15] : 14'h0;
assign read_data__16 = (read_addr__16 < 5'd24) ? words_mem[read_addr__16] : 14'h0;
assign read_data__17 = (read_addr__17 < 5'd24) ? words_mem[read_addr__17] : 14'h0;
endmodule

module ftr_bubble_table(
    input wire clock,
    input wire write_enable,
    input wire [2:0] write_addr,
    input wire [4:0] write_data,
    input wire stage,
    input wire commit,
    input wire [2:0] read_addr__0,
    input wire [2:0] read_addr__1,
    input wire [2:0] read_addr__2,
    input wire [2:0] read_addr__3,
    input wire [2:0] read_addr__4,
    input wire [2:0] read_addr__5,
    input wire [2:0] read_addr__6,
    input wire [2:0] read_addr__7,
    input wire [2:0] read_addr__8,
    input wire [2:0] read_addr__9,
    input wire [2:0] read_addr__10,
    input wire [2:0] read_addr__11,
    input wire [2:0] read_addr__12,
    input wire [2:0] read_addr__13,
    input wire [2:0] read_addr__14,
    input wire [2:0] read_addr__15,
    input wire [2:0] read_addr__16,
    input wire [2:0] read_addr__17,
    output wire [4:0] read_data__0,
    output wire [4:0] read_data__1,
    output wire [4:0] read_data__2,
    output wire [4:0] read_data__3,
    output wire [4:0] read_data__4,
    output wire [4:0] read_data__5,
    output wire [4:0] read_data__6,
    output wire [4:0] read_data__7,
    output wire [4:0] read_data__8,
    output wire [4:0] read_data__9,
    output wire [4:0] read_data__10,
    output wire [4:0] read_data__11,
    output wire [4:0] read_data__12,
    output wire [4:0] read_data__13,
    output wire [4:0] read_data__14,
    output wire [4:0] read_data__15,
    output wire [4:0] read_data__16,
    output wire [4:0] read_data__17
);
// Bubble-check table: row r (input port r, P = local) bit q set means a
// packet from r to q stays on its ring (no bubble check).
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   3
//   in    write_data   5
//   in    stage   1
//   in    commit   1
//   in    read_addr__0   3
//   in    read_addr__1   3
//   in    read_addr__2   3
//   in    read_addr__3   3
//   in    read_addr__4   3
//   in    read_addr__5   3
//   in    read_addr__6   3
//   in    read_addr__7   3
//   in    read_addr__8   3
//   in    read_addr__9   3
//   in    read_addr__10   3
//   in    read_addr__11   3
//   in    read_addr__12   3
//   in    read_addr__13   3
//   in    read_addr__14   3
//   in    read_addr__15   3
//   in    read_addr__16   3
//   in    read_addr__17   3
//   out   read_data__0   5
//   out   read_data__1   5
//   out   read_data__2   5
//   out   read_data__3   5
//   out   read_data__4   5
//   out   read_data__5   5
//   out   read_data__6   5
//   out   read_data__7   5
//   out   read_data__8   5
//   out   read_data__9   5
//   out   read_data__10   5
//   out   read_data__11   5
//   out   read_data__12   5
//   out   read_data__13   5
//   out   read_data__14   5
//   out   read_data__15   5
//   out   read_data__16   5
//   out   read_data__17   5
reg [4:0] words_mem [0:5];
reg [4:0] staged_mem [0:5];
always @(posedge clock) if (write_enable & stage) staged_mem[write_addr] <= write_data;
always @(posedge clock) if (commit) begin
  words_mem[0] <= staged_mem[0];
  words_mem[1] <= staged_mem[1];
  words_mem[2] <= staged_mem[2];
  words_mem[3] <= staged_mem[3];
  words_mem[4] <= staged_mem[4];
  words_mem[5] <= staged_mem[5];
end else if (write_enable & !stage) begin
  if (write_addr == 3'd0) words_mem[0] <= write_data;
  if (write_addr == 3'd1) words_mem[1] <= write_data;
  if (write_addr == 3'd2) words_mem[2] <= write_data;
  if (write_addr == 3'd3) words_mem[3] <= write_data;
  if (write_addr == 3'd4) words_mem[4] <= write_data;
  if (write_addr == 3'd5) words_mem[5] <= write_data;
end
`ifndef SYNTHESIS
integer i;
initial for (i = 0; i < 6; i = i + 1) begin words_mem[i] = 0; staged_mem[i] = 0; end
`endif
assign read_data__0 = (read_addr__0 < 3'd6) ? words_mem[read_addr__0] : 5'h0;
assign read_data__1 = (read_addr__1 < 3'd6) ? words_mem[read_addr__1] : 5'h0;
assign read_data__2 = (read_addr__2 < 3'd6) ? words_mem[read_addr__2] : 5'h0;
assign read_data__3 = (read_addr__3 < 3'd6) ? words_mem[read_addr__3] : 5'h0;
assign read_data__4 = (read_addr__4 < 3'd6) ? words_mem[read_addr__4] : 5'h0;
assign read_data__5 = (read_addr__5 < 3'd6) ? words_mem[read_addr__5] : 5'h0;
assign read_data__6 = (read_addr__6 < 3'd6) ? words_mem[read_addr__6] : 5'h0;
assign read_data__7 = (read_addr__7 < 3'd6) ? words_mem[read_addr__7] : 5'h0;
assign read_data__8 = (read_addr__8 < 3'd6) ? words_mem[read_addr__8] : 5'h0;
assign read_data__9 = (read_addr__9 < 3'd6) ? words_mem[read_addr__9] : 5'h0;
assign read_data__10 = (read_addr__10 < 3'd6) ? words_mem[read_addr__10] : 5'h0;
assign read_data__11 = (read_addr__11 < 3'd6) ? words_mem[read_addr__11] : 5'h0;
assign read_data__12 = (read_addr__12 < 3'd6) ? words_mem[read_addr__12] : 5'h0;
assign read_data__13 = (read_addr__13 < 3'd6) ? words_mem[read_addr__13] : 5'h0;
assign read_data__14 = (read_addr__14 < 3'd6) ? words_mem[read_addr__14] : 5'h0;
assign read_data__15 = (read_addr__15 < 3'd6) ? words_mem[read_addr__15] : 5'h0;
assign read_data__16 = (read_addr__16 < 3'd6) ? words_mem[read_addr__16] : 5'h0;
assign read_data__17 = (read_addr__17 < 3'd6) ? words_mem[read_addr__17] : 5'h0;
endmodule

module ftr_vc_config(
    input wire clock,
    input wire write_enable,
    input wire [4:0] write_addr,
    input wire [15:0] write_data,
    input wire stage,
    input wire commit,
    input wire [4:0] read_addr__0,
    input wire [4:0] read_addr__1,
    input wire [4:0] read_addr__2,
    input wire [4:0] read_addr__3,
    input wire [4:0] read_addr__4,
    input wire [4:0] read_addr__5,
    input wire [4:0] read_addr__6,
    input wire [4:0] read_addr__7,
    input wire [4:0] read_addr__8,
    input wire [4:0] read_addr__9,
    input wire [4:0] read_addr__10,
    input wire [4:0] read_addr__11,
    input wire [4:0] read_addr__12,
    input wire [4:0] read_addr__13,
    input wire [4:0] read_addr__14,
    input wire [4:0] read_addr__15,
    input wire [4:0] read_addr__16,
    input wire [4:0] read_addr__17,
    output wire [15:0] read_data__0,
    output wire [15:0] read_data__1,
    output wire [15:0] read_data__2,
    output wire [15:0] read_data__3,
    output wire [15:0] read_data__4,
    output wire [15:0] read_data__5,
    output wire [15:0] read_data__6,
    output wire [15:0] read_data__7,
    output wire [15:0] read_data__8,
    output wire [15:0] read_data__9,
    output wire [15:0] read_data__10,
    output wire [15:0] read_data__11,
    output wire [15:0] read_data__12,
    output wire [15:0] read_data__13,
    output wire [15:0] read_data__14,
    output wire [15:0] read_data__15,
    output wire [15:0] read_data__16,
    output wire [15:0] read_data__17
);
// VC configuration: per VC on_escape, follow, down, adaptive_ok, off_ring,
// keep, ring successor and bubble row.
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   5
//   in    write_data   16
//   in    stage   1
//   in    commit   1
//   in    read_addr__0   5
//   in    read_addr__1   5
//   in    read_addr__2   5
//   in    read_addr__3   5
//   in    read_addr__4   5
//   in    read_addr__5   5
//   in    read_addr__6   5
//   in    read_addr__7   5
//   in    read_addr__8   5
//   in    read_addr__9   5
//   in    read_addr__10   5
//   in    read_addr__11   5
//   in    read_addr__12   5
//   in    read_addr__13   5
//   in    read_addr__14   5
//   in    read_addr__15   5
//   in    read_addr__16   5
//   in    read_addr__17   5
//   out   read_data__0   16
//   out   read_data__1   16
//   out   read_data__2   16
//   out   read_data__3   16
//   out   read_data__4   16
//   out   read_data__5   16
//   out   read_data__6   16
//   out   read_data__7   16
//   out   read_data__8   16
//   out   read_data__9   16
//   out   read_data__10   16
//   out   read_data__11   16
//   out   read_data__12   16
//   out   read_data__13   16
//   out   read_data__14   16
//   out   read_data__15   16
//   out   read_data__16   16
//   out   read_data__17   16
reg [15:0] words_mem [0:17];
reg [15:0] staged_mem [0:17];
always @(posedge clock) if (write_enable & stage) staged_mem[write_addr] <= write_data;
always @(posedge clock) if (commit) begin
  words_mem[0] <= staged_mem[0];
  words_mem[1] <= staged_mem[1];
  words_mem[2] <= staged_mem[2];
  words_mem[3] <= staged_mem[3];
  words_mem[4] <= staged_mem[4];
  words_mem[5] <= staged_mem[5];
  words_mem[6] <= staged_mem[6];
  words_mem[7] <= staged_mem[7];
  words_mem[8] <= staged_mem[8];
  words_mem[9] <= staged_mem[9];
  words_mem[10] <= staged_mem[10];
  words_mem[11] <= staged_mem[11];
  words_mem[12] <= staged_mem[12];
  words_mem[13] <= staged_mem[13];
  words_mem[14] <= staged_mem[14];
  words_mem[15] <= staged_mem[15];
  words_mem[16] <= staged_mem[16];
  words_mem[17] <= staged_mem[17];
end else if (write_enable & !stage) begin
  if (write_addr == 5'd0) words_mem[0] <= write_data;
  if (write_addr == 5'd1) words_mem[1] <= write_data;
  if (write_addr == 5'd2) words_mem[2] <= write_data;
  if (write_addr == 5'd3) words_mem[3] <= write_data;
  if (write_addr == 5'd4) words_mem[4] <= write_data;
  if (write_addr == 5'd5) words_mem[5] <= write_data;
  if (write_addr == 5'd6) words_mem[6] <= write_data;
  if (write_addr == 5'd7) words_mem[7] <= write_data;
  if (write_addr == 5'd8) words_mem[8] <= write_data;
  if (write_addr == 5'd9) words_mem[9] <= write_data;
  if (write_addr == 5'd10) words_mem[10] <= write_data;
  if (write_addr == 5'd11) words_mem[11] <= write_data;
  if (write_addr == 5'd12) words_mem[12] <= write_data;
  if (write_addr == 5'd13) words_mem[13] <= write_data;
  if (write_addr == 5'd14) words_mem[14] <= write_data;
  if (write_addr == 5'd15) words_mem[15] <= write_data;
  if (write_addr == 5'd16) words_mem[16] <= write_data;
  if (write_addr == 5'd17) words_mem[17] <= write_data;
end
`ifndef SYNTHESIS
integer i;
initial for (i = 0; i < 18; i = i + 1) begin words_mem[i] = 0; staged_mem[i] = 0; end
`endif
assign read_data__0 = (read_addr__0 < 5'd18) ? words_mem[read_addr__0] : 16'h0;
assign read_data__1 = (read_addr__1 < 5'd18) ? words_mem[read_addr__1] : 16'h0;
assign read_data__2 = (read_addr__2 < 5'd18) ? words_mem[read_addr__2] : 16'h0;
assign read_data__3 = (read_addr__3 < 5'd18) ? words_mem[read_addr__3] : 16'h0;
assign read_data__4 = (read_addr__4 < 5'd18) ? words_mem[read_addr__4] : 16'h0;
assign read_data__5 = (read_addr__5 < 5'd18) ? words_mem[read_addr__5] : 16'h0;
assign read_data__6 = (read_addr__6 < 5'd18) ? words_mem[read_addr__6] : 16'h0;
assign read_data__7 = (read_addr__7 < 5'd18) ? words_mem[read_addr__7] : 16'h0;
assign read_data__8 = (read_addr__8 < 5'd18) ? words_mem[read_addr__8] : 16'h0;
assign read_data__9 = (read_addr__9 < 5'd18) ? words_mem[read_addr__9] : 16'h0;
assign read_data__10 = (read_addr__10 < 5'd18) ? words_mem[read_addr__10] : 16'h0;
assign read_data__11 = (read_addr__11 < 5'd18) ? words_mem[read_addr__11] : 16'h0;
assign read_data__12 = (read_addr__12 < 5'd18) ? words_mem[read_addr__12] : 16'h0;
assign read_data__13 = (read_addr__13 < 5'd18) ? words_mem[read_addr__13] : 16'h0;
assign read_data__14 = (read_addr__14 < 5'd18) ? words_mem[read_addr__14] : 16'h0;
assign read_data__15 = (read_addr__15 < 5'd18) ? words_mem[read_addr__15] : 16'h0;
assign read_data__16 = (read_addr__16 < 5'd18) ? words_mem[read_addr__16] : 16'h0;
assign read_data__17 = (read_addr__17 < 5'd18) ? words_mem[read_addr__17] : 16'h0;
endmodule

module ftr_router(
    input wire clock,
    input wire reset,
    input wire [4:0] node,
    input wire [5:0] flit_in_valid,
    input wire [68:0] flit_in__0,
    input wire [68:0] flit_in__1,
    input wire [68:0] flit_in__2,
    input wire [68:0] flit_in__3,
    input wire [68:0] flit_in__4,
    input wire [68:0] flit_in__5,
    input wire [1:0] flit_in_vc__0,
    input wire [1:0] flit_in_vc__1,
    input wire [1:0] flit_in_vc__2,
    input wire [1:0] flit_in_vc__3,
    input wire [1:0] flit_in_vc__4,
    input wire [1:0] flit_in_vc__5,
    input wire [5:0] credit_in_valid,
    input wire [1:0] credit_in_vc__0,
    input wire [1:0] credit_in_vc__1,
    input wire [1:0] credit_in_vc__2,
    input wire [1:0] credit_in_vc__3,
    input wire [1:0] credit_in_vc__4,
    input wire [1:0] credit_in_vc__5,
    output reg [5:0] flit_out_valid,
    output reg [68:0] flit_out__0,
    output reg [68:0] flit_out__1,
    output reg [68:0] flit_out__2,
    output reg [68:0] flit_out__3,
    output reg [68:0] flit_out__4,
    output reg [68:0] flit_out__5,
    output reg [1:0] flit_out_vc__0,
    output reg [1:0] flit_out_vc__1,
    output reg [1:0] flit_out_vc__2,
    output reg [1:0] flit_out_vc__3,
    output reg [1:0] flit_out_vc__4,
    output reg [1:0] flit_out_vc__5,
    output reg [5:0] copy_out_valid,
    output reg [5:0] credit_out_valid,
    output reg [1:0] credit_out_vc__0,
    output reg [1:0] credit_out_vc__1,
    output reg [1:0] credit_out_vc__2,
    output reg [1:0] credit_out_vc__3,
    output reg [1:0] credit_out_vc__4,
    output reg [1:0] credit_out_vc__5,
    input wire cfg_write,
    input wire cfg_stage,
    input wire cfg_commit,
    input wire [1:0] cfg_target,
    input wire [4:0] cfg_addr,
    input wire [15:0] cfg_data,
    input wire [5:0] dead_out,
    input wire [5:0] poison
);
// Router top: VC buffers, RC, input VC control, VA, SA, header rewrite and
// crossbar, credit counters; the routing, bubble-check and VC configuration
// tables in memories written through the cfg port (cfg_target 0, 1, 2).
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    node   5
//   in    flit_in_valid   6
//   in    flit_in__0   69
//   in    flit_in__1   69
//   in    flit_in__2   69
//   in    flit_in__3   69
//   in    flit_in__4   69
//   in    flit_in__5   69
//   in    flit_in_vc__0   2
//   in    flit_in_vc__1   2
//   in    flit_in_vc__2   2
//   in    flit_in_vc__3   2
//   in    flit_in_vc__4   2
//   in    flit_in_vc__5   2
//   in    credit_in_valid   6
//   in    credit_in_vc__0   2
//   in    credit_in_vc__1   2
//   in    credit_in_vc__2   2
//   in    credit_in_vc__3   2
//   in    credit_in_vc__4   2
//   in    credit_in_vc__5   2
//   out   flit_out_valid   6
//   out   flit_out__0   69
//   out   flit_out__1   69
//   out   flit_out__2   69
//   out   flit_out__3   69
//   out   flit_out__4   69
//   out   flit_out__5   69
//   out   flit_out_vc__0   2
//   out   flit_out_vc__1   2
//   out   flit_out_vc__2   2
//   out   flit_out_vc__3   2
//   out   flit_out_vc__4   2
//   out   flit_out_vc__5   2
//   out   copy_out_valid   6
//   out   credit_out_valid   6
//   out   credit_out_vc__0   2
//   out   credit_out_vc__1   2
//   out   credit_out_vc__2   2
//   out   credit_out_vc__3   2
//   out   credit_out_vc__4   2
//   out   credit_out_vc__5   2
//   in    cfg_write   1
//   in    cfg_stage   1
//   in    cfg_commit   1
//   in    cfg_target   2
//   in    cfg_addr   5
//   in    cfg_data   16
//   in    dead_out   6
//   in    poison   6
// Parameters (per instance):
//   in_port__0   3
//   in_port__1   3
//   in_port__2   3
//   in_port__3   3
//   in_port__4   3
//   in_port__5   3
//   in_port__6   3
//   in_port__7   3
//   in_port__8   3
//   in_port__9   3
//   in_port__10   3
//   in_port__11   3
//   in_port__12   3
//   in_port__13   3
//   in_port__14   3
//   in_port__15   3
//   in_port__16   3
//   in_port__17   3
//   need_at__0   1
//   need_at__1   1
//   need_at__2   1
//   need_at__3   1
//   need_at__4   1
//   need_at__5   1
//   need_at__6   1
//   need_at__7   1
//   need_at__8   1
//   need_at__9   1
//   need_at__10   1
//   need_at__11   1
//   need_at__12   1
//   need_at__13   1
//   need_at__14   1
//   need_at__15   1
//   need_at__16   1
//   need_at__17   1
//   need_ok   18
//   sink   18
//   all_credits   9
//   room_at   4
//   room_ok   1
//   vcs   2
//   last_port_at   4
//   keep_at   3
//   successor_at   4
//   credit_bits   4
//   credits_top   8
//   credits_width   8
//   vc_count   5
//   vc_at   7
//   copy_at   7
//   misses_at   7
// Registers:
//   owned   18   reset 18'h00000
//   credit_valid   6   reset 6'h00
//   credit_vc__0   2   reset 2'h0
//   credit_vc__1   2   reset 2'h0
//   credit_vc__2   2   reset 2'h0
//   credit_vc__3   2   reset 2'h0
//   credit_vc__4   2   reset 2'h0
//   credit_vc__5   2   reset 2'h0
parameter [2:0] in_port__0 = 3'h0;
parameter [2:0] in_port__1 = 3'h0;
parameter [2:0] in_port__2 = 3'h0;
parameter [2:0] in_port__3 = 3'h1;
parameter [2:0] in_port__4 = 3'h1;
parameter [2:0] in_port__5 = 3'h1;
parameter [2:0] in_port__6 = 3'h2;
parameter [2:0] in_port__7 = 3'h2;
parameter [2:0] in_port__8 = 3'h2;
parameter [2:0] in_port__9 = 3'h3;
parameter [2:0] in_port__10 = 3'h3;
parameter [2:0] in_port__11 = 3'h3;
parameter [2:0] in_port__12 = 3'h4;
parameter [2:0] in_port__13 = 3'h4;
parameter [2:0] in_port__14 = 3'h4;
parameter [2:0] in_port__15 = 3'h5;
parameter [2:0] in_port__16 = 3'h5;
parameter [2:0] in_port__17 = 3'h5;
parameter need_at__0 = 1'h0;
parameter need_at__1 = 1'h0;
parameter need_at__2 = 1'h0;
parameter need_at__3 = 1'h0;
parameter need_at__4 = 1'h0;
parameter need_at__5 = 1'h0;
parameter need_at__6 = 1'h0;
parameter need_at__7 = 1'h0;
parameter need_at__8 = 1'h0;
parameter need_at__9 = 1'h0;
parameter need_at__10 = 1'h0;
parameter need_at__11 = 1'h0;
parameter need_at__12 = 1'h0;
parameter need_at__13 = 1'h0;
parameter need_at__14 = 1'h0;
parameter need_at__15 = 1'h0;
parameter need_at__16 = 1'h0;
parameter need_at__17 = 1'h0;
parameter [17:0] need_ok = 18'h3ffff;
parameter [17:0] sink = 18'h38000;
parameter [8:0] all_credits = 9'h1ff;
parameter [3:0] room_at = 4'h8;
parameter room_ok = 1'h1;
parameter [1:0] vcs = 2'h3;
parameter [3:0] last_port_at = 4'hf;
parameter [2:0] keep_at = 3'h5;
parameter [3:0] successor_at = 4'ha;
parameter [3:0] credit_bits = 4'h9;
parameter [7:0] credits_top = 8'h99;
parameter [7:0] credits_width = 8'ha2;
parameter [4:0] vc_count = 5'h12;
parameter [6:0] vc_at = 7'h45;
parameter [6:0] copy_at = 7'h47;
parameter [6:0] misses_at = 7'h48;
reg [17:0] write_hot;
reg [17:0] credit_hot;
reg [17:0] sent;
reg [17:0] released;
reg [17:0] port_sent;
reg [17:0] port_released;
reg [17:0] spread;
reg [2:0] vc_hot;
reg [17:0] port_hot;
reg [17:0] free;
reg [17:0] room;
reg [17:0] req_bubble;
reg [17:0] credit_idle;
reg [17:0] credit_go;
reg [161:0] credits;
reg [17:0] sink_now;
reg [251:0] out_vcs;
reg [161:0] wide;
reg [17:0] adaptive_ok;
reg [17:0] off_ring;
reg [17:0] req_valid;
reg [17:0] req_priority;
reg [17:0] sa_req;
reg [75:0] port_leaving;
reg [71:0] lane;
reg [5:0] copies;
reg [68:0] rc__0__head;
reg [4:0] rc__0__node;
wire [4:0] rc__0__lookup;
reg [13:0] rc__0__word;
reg rc__0__down;
reg [4:0] rc__0__keep;
reg rc__0__follow;
reg [2:0] rc__0__successor;
reg rc__0__on_escape;
wire rc__0__eject;
wire [4:0] rc__0__mask;
wire rc__0__escape;
wire [2:0] rc__0__port;
wire rc__0__esc_class;
wire rc__0__absorb;
wire rc__0__layered;
wire [3:0] rc__0__layer;
reg [68:0] rc__1__head;
reg [4:0] rc__1__node;
wire [4:0] rc__1__lookup;
reg [13:0] rc__1__word;
reg rc__1__down;
reg [4:0] rc__1__keep;
reg rc__1__follow;
reg [2:0] rc__1__successor;
reg rc__1__on_escape;
wire rc__1__eject;
wire [4:0] rc__1__mask;
wire rc__1__escape;
wire [2:0] rc__1__port;
wire rc__1__esc_class;
wire rc__1__absorb;
wire rc__1__layered;
wire [3:0] rc__1__layer;
reg [68:0] rc__2__head;
reg [4:0] rc__2__node;
wire [4:0] rc__2__lookup;
reg [13:0] rc__2__word;
reg rc__2__down;
reg [4:0] rc__2__keep;
reg rc__2__follow;
reg [2:0] rc__2__successor;
reg rc__2__on_escape;
wire rc__2__eject;
wire [4:0] rc__2__mask;
wire rc__2__escape;
wire [2:0] rc__2__port;
wire rc__2__esc_class;
wire rc__2__absorb;
wire rc__2__layered;
wire [3:0] rc__2__layer;
reg [68:0] rc__3__head;
reg [4:0] rc__3__node;
wire [4:0] rc__3__lookup;
reg [13:0] rc__3__word;
reg rc__3__down;
reg [4:0] rc__3__keep;
reg rc__3__follow;
reg [2:0] rc__3__successor;
reg rc__3__on_escape;
wire rc__3__eject;
wire [4:0] rc__3__mask;
wire rc__3__escape;
wire [2:0] rc__3__port;
wire rc__3__esc_class;
wire rc__3__absorb;
wire rc__3__layered;
wire [3:0] rc__3__layer;
reg [68:0] rc__4__head;
reg [4:0] rc__4__node;
wire [4:0] rc__4__lookup;
reg [13:0] rc__4__word;
reg rc__4__down;
reg [4:0] rc__4__keep;
reg rc__4__follow;
reg [2:0] rc__4__successor;
reg rc__4__on_escape;
wire rc__4__eject;
wire [4:0] rc__4__mask;
wire rc__4__escape;
wire [2:0] rc__4__port;
wire rc__4__esc_class;
wire rc__4__absorb;
wire rc__4__layered;
wire [3:0] rc__4__layer;
reg [68:0] rc__5__head;
reg [4:0] rc__5__node;
wire [4:0] rc__5__lookup;
reg [13:0] rc__5__word;
reg rc__5__down;
reg [4:0] rc__5__keep;
reg rc__5__follow;
reg [2:0] rc__5__successor;
reg rc__5__on_escape;
wire rc__5__eject;
wire [4:0] rc__5__mask;
wire rc__5__escape;
wire [2:0] rc__5__port;
wire rc__5__esc_class;
wire rc__5__absorb;
wire rc__5__layered;
wire [3:0] rc__5__layer;
reg [68:0] rc__6__head;
reg [4:0] rc__6__node;
wire [4:0] rc__6__lookup;
reg [13:0] rc__6__word;
reg rc__6__down;
reg [4:0] rc__6__keep;
reg rc__6__follow;
reg [2:0] rc__6__successor;
reg rc__6__on_escape;
wire rc__6__eject;
wire [4:0] rc__6__mask;
wire rc__6__escape;
wire [2:0] rc__6__port;
wire rc__6__esc_class;
wire rc__6__absorb;
wire rc__6__layered;
wire [3:0] rc__6__layer;
reg [68:0] rc__7__head;
reg [4:0] rc__7__node;
wire [4:0] rc__7__lookup;
reg [13:0] rc__7__word;
reg rc__7__down;
reg [4:0] rc__7__keep;
reg rc__7__follow;
reg [2:0] rc__7__successor;
reg rc__7__on_escape;
wire rc__7__eject;
wire [4:0] rc__7__mask;
wire rc__7__escape;
wire [2:0] rc__7__port;
wire rc__7__esc_class;
wire rc__7__absorb;
wire rc__7__layered;
wire [3:0] rc__7__layer;
reg [68:0] rc__8__head;
reg [4:0] rc__8__node;
wire [4:0] rc__8__lookup;
reg [13:0] rc__8__word;
reg rc__8__down;
reg [4:0] rc__8__keep;
reg rc__8__follow;
reg [2:0] rc__8__successor;
reg rc__8__on_escape;
wire rc__8__eject;
wire [4:0] rc__8__mask;
wire rc__8__escape;
wire [2:0] rc__8__port;
wire rc__8__esc_class;
wire rc__8__absorb;
wire rc__8__layered;
wire [3:0] rc__8__layer;
reg [68:0] rc__9__head;
reg [4:0] rc__9__node;
wire [4:0] rc__9__lookup;
reg [13:0] rc__9__word;
reg rc__9__down;
reg [4:0] rc__9__keep;
reg rc__9__follow;
reg [2:0] rc__9__successor;
reg rc__9__on_escape;
wire rc__9__eject;
wire [4:0] rc__9__mask;
wire rc__9__escape;
wire [2:0] rc__9__port;
wire rc__9__esc_class;
wire rc__9__absorb;
wire rc__9__layered;
wire [3:0] rc__9__layer;
reg [68:0] rc__10__head;
reg [4:0] rc__10__node;
wire [4:0] rc__10__lookup;
reg [13:0] rc__10__word;
reg rc__10__down;
reg [4:0] rc__10__keep;
reg rc__10__follow;
reg [2:0] rc__10__successor;
reg rc__10__on_escape;
wire rc__10__eject;
wire [4:0] rc__10__mask;
wire rc__10__escape;
wire [2:0] rc__10__port;
wire rc__10__esc_class;
wire rc__10__absorb;
wire rc__10__layered;
wire [3:0] rc__10__layer;
reg [68:0] rc__11__head;
reg [4:0] rc__11__node;
wire [4:0] rc__11__lookup;
reg [13:0] rc__11__word;
reg rc__11__down;
reg [4:0] rc__11__keep;
reg rc__11__follow;
reg [2:0] rc__11__successor;
reg rc__11__on_escape;
wire rc__11__eject;
wire [4:0] rc__11__mask;
wire rc__11__escape;
wire [2:0] rc__11__port;
wire rc__11__esc_class;
wire rc__11__absorb;
wire rc__11__layered;
wire [3:0] rc__11__layer;
reg [68:0] rc__12__head;
reg [4:0] rc__12__node;
wire [4:0] rc__12__lookup;
reg [13:0] rc__12__word;
reg rc__12__down;
reg [4:0] rc__12__keep;
reg rc__12__follow;
reg [2:0] rc__12__successor;
reg rc__12__on_escape;
wire rc__12__eject;
wire [4:0] rc__12__mask;
wire rc__12__escape;
wire [2:0] rc__12__port;
wire rc__12__esc_class;
wire rc__12__absorb;
wire rc__12__layered;
wire [3:0] rc__12__layer;
reg [68:0] rc__13__head;
reg [4:0] rc__13__node;
wire [4:0] rc__13__lookup;
reg [13:0] rc__13__word;
reg rc__13__down;
reg [4:0] rc__13__keep;
reg rc__13__follow;
reg [2:0] rc__13__successor;
reg rc__13__on_escape;
wire rc__13__eject;
wire [4:0] rc__13__mask;
wire rc__13__escape;
wire [2:0] rc__13__port;
wire rc__13__esc_class;
wire rc__13__absorb;
wire rc__13__layered;
wire [3:0] rc__13__layer;
reg [68:0] rc__14__head;
reg [4:0] rc__14__node;
wire [4:0] rc__14__lookup;
reg [13:0] rc__14__word;
reg rc__14__down;
reg [4:0] rc__14__keep;
reg rc__14__follow;
reg [2:0] rc__14__successor;
reg rc__14__on_escape;
wire rc__14__eject;
wire [4:0] rc__14__mask;
wire rc__14__escape;
wire [2:0] rc__14__port;
wire rc__14__esc_class;
wire rc__14__absorb;
wire rc__14__layered;
wire [3:0] rc__14__layer;
reg [68:0] rc__15__head;
reg [4:0] rc__15__node;
wire [4:0] rc__15__lookup;
reg [13:0] rc__15__word;
reg rc__15__down;
reg [4:0] rc__15__keep;
reg rc__15__follow;
reg [2:0] rc__15__successor;
reg rc__15__on_escape;
wire rc__15__eject;
wire [4:0] rc__15__mask;
wire rc__15__escape;
wire [2:0] rc__15__port;
wire rc__15__esc_class;
wire rc__15__absorb;
wire rc__15__layered;
wire [3:0] rc__15__layer;
reg [68:0] rc__16__head;
reg [4:0] rc__16__node;
wire [4:0] rc__16__lookup;
reg [13:0] rc__16__word;
reg rc__16__down;
reg [4:0] rc__16__keep;
reg rc__16__follow;
reg [2:0] rc__16__successor;
reg rc__16__on_escape;
wire rc__16__eject;
wire [4:0] rc__16__mask;
wire rc__16__escape;
wire [2:0] rc__16__port;
wire rc__16__esc_class;
wire rc__16__absorb;
wire rc__16__layered;
wire [3:0] rc__16__layer;
reg [68:0] rc__17__head;
reg [4:0] rc__17__node;
wire [4:0] rc__17__lookup;
reg [13:0] rc__17__word;
reg rc__17__down;
reg [4:0] rc__17__keep;
reg rc__17__follow;
reg [2:0] rc__17__successor;
reg rc__17__on_escape;
wire rc__17__eject;
wire [4:0] rc__17__mask;
wire rc__17__escape;
wire [2:0] rc__17__port;
wire rc__17__esc_class;
wire rc__17__absorb;
wire rc__17__layered;
wire [3:0] rc__17__layer;
reg [68:0] unit__0__flit_in;
reg unit__0__write;
reg unit__0__rc_eject;
reg [4:0] unit__0__rc_mask;
reg unit__0__rc_escape;
reg [2:0] unit__0__rc_port;
reg unit__0__rc_class;
reg unit__0__rc_absorb;
reg unit__0__rc_layered;
reg [3:0] unit__0__rc_layer;
reg [15:0] unit__0__vc_config;
wire [2:0] unit__0__row_addr;
reg [4:0] unit__0__row_bits;
reg [251:0] unit__0__out_vcs;
reg [4:0] unit__0__dead;
reg unit__0__won;
reg unit__0__go;
wire [68:0] unit__0__rc_head;
wire unit__0__req_valid;
wire unit__0__req_bubble;
wire [17:0] unit__0__req_vc;
wire unit__0__req_priority;
wire unit__0__sa_req;
wire [17:0] unit__0__held_hot;
wire [2:0] unit__0__held_port;
wire [75:0] unit__0__leaving;
reg unit__0__poison;
reg [68:0] unit__1__flit_in;
reg unit__1__write;
reg unit__1__rc_eject;
reg [4:0] unit__1__rc_mask;
reg unit__1__rc_escape;
reg [2:0] unit__1__rc_port;
reg unit__1__rc_class;
reg unit__1__rc_absorb;
reg unit__1__rc_layered;
reg [3:0] unit__1__rc_layer;
reg [15:0] unit__1__vc_config;
wire [2:0] unit__1__row_addr;
reg [4:0] unit__1__row_bits;
reg [251:0] unit__1__out_vcs;
reg [4:0] unit__1__dead;
reg unit__1__won;
reg unit__1__go;
wire [68:0] unit__1__rc_head;
wire unit__1__req_valid;
wire unit__1__req_bubble;
wire [17:0] unit__1__req_vc;
wire unit__1__req_priority;
wire unit__1__sa_req;
wire [17:0] unit__1__held_hot;
wire [2:0] unit__1__held_port;
wire [75:0] unit__1__leaving;
reg unit__1__poison;
reg [68:0] unit__2__flit_in;
reg unit__2__write;
reg unit__2__rc_eject;
reg [4:0] unit__2__rc_mask;
reg unit__2__rc_escape;
reg [2:0] unit__2__rc_port;
reg unit__2__rc_class;
reg unit__2__rc_absorb;
reg unit__2__rc_layered;
reg [3:0] unit__2__rc_layer;
reg [15:0] unit__2__vc_config;
wire [2:0] unit__2__row_addr;
reg [4:0] unit__2__row_bits;
reg [251:0] unit__2__out_vcs;
reg [4:0] unit__2__dead;
reg unit__2__won;
reg unit__2__go;
wire [68:0] unit__2__rc_head;
wire unit__2__req_valid;
wire unit__2__req_bubble;
wire [17:0] unit__2__req_vc;
wire unit__2__req_priority;
wire unit__2__sa_req;
wire [17:0] unit__2__held_hot;
wire [2:0] unit__2__held_port;
wire [75:0] unit__2__leaving;
reg unit__2__poison;
reg [68:0] unit__3__flit_in;
reg unit__3__write;
reg unit__3__rc_eject;
reg [4:0] unit__3__rc_mask;
reg unit__3__rc_escape;
reg [2:0] unit__3__rc_port;
reg unit__3__rc_class;
reg unit__3__rc_absorb;
reg unit__3__rc_layered;
reg [3:0] unit__3__rc_layer;
reg [15:0] unit__3__vc_config;
wire [2:0] unit__3__row_addr;
reg [4:0] unit__3__row_bits;
reg [251:0] unit__3__out_vcs;
reg [4:0] unit__3__dead;
reg unit__3__won;
reg unit__3__go;
wire [68:0] unit__3__rc_head;
wire unit__3__req_valid;
wire unit__3__req_bubble;
wire [17:0] unit__3__req_vc;
wire unit__3__req_priority;
wire unit__3__sa_req;
wire [17:0] unit__3__held_hot;
wire [2:0] unit__3__held_port;
wire [75:0] unit__3__leaving;
reg unit__3__poison;
reg [68:0] unit__4__flit_in;
reg unit__4__write;
reg unit__4__rc_eject;
reg [4:0] unit__4__rc_mask;
reg unit__4__rc_escape;
reg [2:0] unit__4__rc_port;
reg unit__4__rc_class;
reg unit__4__rc_absorb;
reg unit__4__rc_layered;
reg [3:0] unit__4__rc_layer;
reg [15:0] unit__4__vc_config;
wire [2:0] unit__4__row_addr;
reg [4:0] unit__4__row_bits;
reg [251:0] unit__4__out_vcs;
reg [4:0] unit__4__dead;
reg unit__4__won;
reg unit__4__go;
wire [68:0] unit__4__rc_head;
wire unit__4__req_valid;
wire unit__4__req_bubble;
wire [17:0] unit__4__req_vc;
wire unit__4__req_priority;
wire unit__4__sa_req;
wire [17:0] unit__4__held_hot;
wire [2:0] unit__4__held_port;
wire [75:0] unit__4__leaving;
reg unit__4__poison;
reg [68:0] unit__5__flit_in;
reg unit__5__write;
reg unit__5__rc_eject;
reg [4:0] unit__5__rc_mask;
reg unit__5__rc_escape;
reg [2:0] unit__5__rc_port;
reg unit__5__rc_class;
reg unit__5__rc_absorb;
reg unit__5__rc_layered;
reg [3:0] unit__5__rc_layer;
reg [15:0] unit__5__vc_config;
wire [2:0] unit__5__row_addr;
reg [4:0] unit__5__row_bits;
reg [251:0] unit__5__out_vcs;
reg [4:0] unit__5__dead;
reg unit__5__won;
reg unit__5__go;
wire [68:0] unit__5__rc_head;
wire unit__5__req_valid;
wire unit__5__req_bubble;
wire [17:0] unit__5__req_vc;
wire unit__5__req_priority;
wire unit__5__sa_req;
wire [17:0] unit__5__held_hot;
wire [2:0] unit__5__held_port;
wire [75:0] unit__5__leaving;
reg unit__5__poison;
reg [68:0] unit__6__flit_in;
reg unit__6__write;
reg unit__6__rc_eject;
reg [4:0] unit__6__rc_mask;
reg unit__6__rc_escape;
reg [2:0] unit__6__rc_port;
reg unit__6__rc_class;
reg unit__6__rc_absorb;
reg unit__6__rc_layered;
reg [3:0] unit__6__rc_layer;
reg [15:0] unit__6__vc_config;
wire [2:0] unit__6__row_addr;
reg [4:0] unit__6__row_bits;
reg [251:0] unit__6__out_vcs;
reg [4:0] unit__6__dead;
reg unit__6__won;
reg unit__6__go;
wire [68:0] unit__6__rc_head;
wire unit__6__req_valid;
wire unit__6__req_bubble;
wire [17:0] unit__6__req_vc;
wire unit__6__req_priority;
wire unit__6__sa_req;
wire [17:0] unit__6__held_hot;
wire [2:0] unit__6__held_port;
wire [75:0] unit__6__leaving;
reg unit__6__poison;
reg [68:0] unit__7__flit_in;
reg unit__7__write;
reg unit__7__rc_eject;
reg [4:0] unit__7__rc_mask;
reg unit__7__rc_escape;
reg [2:0] unit__7__rc_port;
reg unit__7__rc_class;
reg unit__7__rc_absorb;
reg unit__7__rc_layered;
reg [3:0] unit__7__rc_layer;
reg [15:0] unit__7__vc_config;
wire [2:0] unit__7__row_addr;
reg [4:0] unit__7__row_bits;
reg [251:0] unit__7__out_vcs;
reg [4:0] unit__7__dead;
reg unit__7__won;
reg unit__7__go;
wire [68:0] unit__7__rc_head;
wire unit__7__req_valid;
wire unit__7__req_bubble;
wire [17:0] unit__7__req_vc;
wire unit__7__req_priority;
wire unit__7__sa_req;
wire [17:0] unit__7__held_hot;
wire [2:0] unit__7__held_port;
wire [75:0] unit__7__leaving;
reg unit__7__poison;
reg [68:0] unit__8__flit_in;
reg unit__8__write;
reg unit__8__rc_eject;
reg [4:0] unit__8__rc_mask;
reg unit__8__rc_escape;
reg [2:0] unit__8__rc_port;
reg unit__8__rc_class;
reg unit__8__rc_absorb;
reg unit__8__rc_layered;
reg [3:0] unit__8__rc_layer;
reg [15:0] unit__8__vc_config;
wire [2:0] unit__8__row_addr;
reg [4:0] unit__8__row_bits;
reg [251:0] unit__8__out_vcs;
reg [4:0] unit__8__dead;
reg unit__8__won;
reg unit__8__go;
wire [68:0] unit__8__rc_head;
wire unit__8__req_valid;
wire unit__8__req_bubble;
wire [17:0] unit__8__req_vc;
wire unit__8__req_priority;
wire unit__8__sa_req;
wire [17:0] unit__8__held_hot;
wire [2:0] unit__8__held_port;
wire [75:0] unit__8__leaving;
reg unit__8__poison;
reg [68:0] unit__9__flit_in;
reg unit__9__write;
reg unit__9__rc_eject;
reg [4:0] unit__9__rc_mask;
reg unit__9__rc_escape;
reg [2:0] unit__9__rc_port;
reg unit__9__rc_class;
reg unit__9__rc_absorb;
reg unit__9__rc_layered;
reg [3:0] unit__9__rc_layer;
reg [15:0] unit__9__vc_config;
wire [2:0] unit__9__row_addr;
reg [4:0] unit__9__row_bits;
reg [251:0] unit__9__out_vcs;
reg [4:0] unit__9__dead;
reg unit__9__won;
reg unit__9__go;
wire [68:0] unit__9__rc_head;
wire unit__9__req_valid;
wire unit__9__req_bubble;
wire [17:0] unit__9__req_vc;
wire unit__9__req_priority;
wire unit__9__sa_req;
wire [17:0] unit__9__held_hot;
wire [2:0] unit__9__held_port;
wire [75:0] unit__9__leaving;
reg unit__9__poison;
reg [68:0] unit__10__flit_in;
reg unit__10__write;
reg unit__10__rc_eject;
reg [4:0] unit__10__rc_mask;
reg unit__10__rc_escape;
reg [2:0] unit__10__rc_port;
reg unit__10__rc_class;
reg unit__10__rc_absorb;
reg unit__10__rc_layered;
reg [3:0] unit__10__rc_layer;
reg [15:0] unit__10__vc_config;
wire [2:0] unit__10__row_addr;
reg [4:0] unit__10__row_bits;
reg [251:0] unit__10__out_vcs;
reg [4:0] unit__10__dead;
reg unit__10__won;
reg unit__10__go;
wire [68:0] unit__10__rc_head;
wire unit__10__req_valid;
wire unit__10__req_bubble;
wire [17:0] unit__10__req_vc;
wire unit__10__req_priority;
wire unit__10__sa_req;
wire [17:0] unit__10__held_hot;
wire [2:0] unit__10__held_port;
wire [75:0] unit__10__leaving;
reg unit__10__poison;
reg [68:0] unit__11__flit_in;
reg unit__11__write;
reg unit__11__rc_eject;
reg [4:0] unit__11__rc_mask;
reg unit__11__rc_escape;
reg [2:0] unit__11__rc_port;
reg unit__11__rc_class;
reg unit__11__rc_absorb;
reg unit__11__rc_layered;
reg [3:0] unit__11__rc_layer;
reg [15:0] unit__11__vc_config;
wire [2:0] unit__11__row_addr;
reg [4:0] unit__11__row_bits;
reg [251:0] unit__11__out_vcs;
reg [4:0] unit__11__dead;
reg unit__11__won;
reg unit__11__go;
wire [68:0] unit__11__rc_head;
wire unit__11__req_valid;
wire unit__11__req_bubble;
wire [17:0] unit__11__req_vc;
wire unit__11__req_priority;
wire unit__11__sa_req;
wire [17:0] unit__11__held_hot;
wire [2:0] unit__11__held_port;
wire [75:0] unit__11__leaving;
reg unit__11__poison;
reg [68:0] unit__12__flit_in;
reg unit__12__write;
reg unit__12__rc_eject;
reg [4:0] unit__12__rc_mask;
reg unit__12__rc_escape;
reg [2:0] unit__12__rc_port;
reg unit__12__rc_class;
reg unit__12__rc_absorb;
reg unit__12__rc_layered;
reg [3:0] unit__12__rc_layer;
reg [15:0] unit__12__vc_config;
wire [2:0] unit__12__row_addr;
reg [4:0] unit__12__row_bits;
reg [251:0] unit__12__out_vcs;
reg [4:0] unit__12__dead;
reg unit__12__won;
reg unit__12__go;
wire [68:0] unit__12__rc_head;
wire unit__12__req_valid;
wire unit__12__req_bubble;
wire [17:0] unit__12__req_vc;
wire unit__12__req_priority;
wire unit__12__sa_req;
wire [17:0] unit__12__held_hot;
wire [2:0] unit__12__held_port;
wire [75:0] unit__12__leaving;
reg unit__12__poison;
reg [68:0] unit__13__flit_in;
reg unit__13__write;
reg unit__13__rc_eject;
reg [4:0] unit__13__rc_mask;
reg unit__13__rc_escape;
reg [2:0] unit__13__rc_port;
reg unit__13__rc_class;
reg unit__13__rc_absorb;
reg unit__13__rc_layered;
reg [3:0] unit__13__rc_layer;
reg [15:0] unit__13__vc_config;
wire [2:0] unit__13__row_addr;
reg [4:0] unit__13__row_bits;
reg [251:0] unit__13__out_vcs;
reg [4:0] unit__13__dead;
reg unit__13__won;
reg unit__13__go;
wire [68:0] unit__13__rc_head;
wire unit__13__req_valid;
wire unit__13__req_bubble;
wire [17:0] unit__13__req_vc;
wire unit__13__req_priority;
wire unit__13__sa_req;
wire [17:0] unit__13__held_hot;
wire [2:0] unit__13__held_port;
wire [75:0] unit__13__leaving;
reg unit__13__poison;
reg [68:0] unit__14__flit_in;
reg unit__14__write;
reg unit__14__rc_eject;
reg [4:0] unit__14__rc_mask;
reg unit__14__rc_escape;
reg [2:0] unit__14__rc_port;
reg unit__14__rc_class;
reg unit__14__rc_absorb;
reg unit__14__rc_layered;
reg [3:0] unit__14__rc_layer;
reg [15:0] unit__14__vc_config;
wire [2:0] unit__14__row_addr;
reg [4:0] unit__14__row_bits;
reg [251:0] unit__14__out_vcs;
reg [4:0] unit__14__dead;
reg unit__14__won;
reg unit__14__go;
wire [68:0] unit__14__rc_head;
wire unit__14__req_valid;
wire unit__14__req_bubble;
wire [17:0] unit__14__req_vc;
wire unit__14__req_priority;
wire unit__14__sa_req;
wire [17:0] unit__14__held_hot;
wire [2:0] unit__14__held_port;
wire [75:0] unit__14__leaving;
reg unit__14__poison;
reg [68:0] unit__15__flit_in;
reg unit__15__write;
reg unit__15__rc_eject;
reg [4:0] unit__15__rc_mask;
reg unit__15__rc_escape;
reg [2:0] unit__15__rc_port;
reg unit__15__rc_class;
reg unit__15__rc_absorb;
reg unit__15__rc_layered;
reg [3:0] unit__15__rc_layer;
reg [15:0] unit__15__vc_config;
wire [2:0] unit__15__row_addr;
reg [4:0] unit__15__row_bits;
reg [251:0] unit__15__out_vcs;
reg [4:0] unit__15__dead;
reg unit__15__won;
reg unit__15__go;
wire [68:0] unit__15__rc_head;
wire unit__15__req_valid;
wire unit__15__req_bubble;
wire [17:0] unit__15__req_vc;
wire unit__15__req_priority;
wire unit__15__sa_req;
wire [17:0] unit__15__held_hot;
wire [2:0] unit__15__held_port;
wire [75:0] unit__15__leaving;
reg unit__15__poison;
reg [68:0] unit__16__flit_in;
reg unit__16__write;
reg unit__16__rc_eject;
reg [4:0] unit__16__rc_mask;
reg unit__16__rc_escape;
reg [2:0] unit__16__rc_port;
reg unit__16__rc_class;
reg unit__16__rc_absorb;
reg unit__16__rc_layered;
reg [3:0] unit__16__rc_layer;
reg [15:0] unit__16__vc_config;
wire [2:0] unit__16__row_addr;
reg [4:0] unit__16__row_bits;
reg [251:0] unit__16__out_vcs;
reg [4:0] unit__16__dead;
reg unit__16__won;
reg unit__16__go;
wire [68:0] unit__16__rc_head;
wire unit__16__req_valid;
wire unit__16__req_bubble;
wire [17:0] unit__16__req_vc;
wire unit__16__req_priority;
wire unit__16__sa_req;
wire [17:0] unit__16__held_hot;
wire [2:0] unit__16__held_port;
wire [75:0] unit__16__leaving;
reg unit__16__poison;
reg [68:0] unit__17__flit_in;
reg unit__17__write;
reg unit__17__rc_eject;
reg [4:0] unit__17__rc_mask;
reg unit__17__rc_escape;
reg [2:0] unit__17__rc_port;
reg unit__17__rc_class;
reg unit__17__rc_absorb;
reg unit__17__rc_layered;
reg [3:0] unit__17__rc_layer;
reg [15:0] unit__17__vc_config;
wire [2:0] unit__17__row_addr;
reg [4:0] unit__17__row_bits;
reg [251:0] unit__17__out_vcs;
reg [4:0] unit__17__dead;
reg unit__17__won;
reg unit__17__go;
wire [68:0] unit__17__rc_head;
wire unit__17__req_valid;
wire unit__17__req_bubble;
wire [17:0] unit__17__req_vc;
wire unit__17__req_priority;
wire unit__17__sa_req;
wire [17:0] unit__17__held_hot;
wire [2:0] unit__17__held_port;
wire [75:0] unit__17__leaving;
reg unit__17__poison;
reg credit__0__credit_in;
reg credit__0__flit_sent;
reg credit__0__frozen;
wire [8:0] credit__0__at_least;
wire credit__0__nonzero_idle;
wire credit__0__nonzero_sent;
reg credit__1__credit_in;
reg credit__1__flit_sent;
reg credit__1__frozen;
wire [8:0] credit__1__at_least;
wire credit__1__nonzero_idle;
wire credit__1__nonzero_sent;
reg credit__2__credit_in;
reg credit__2__flit_sent;
reg credit__2__frozen;
wire [8:0] credit__2__at_least;
wire credit__2__nonzero_idle;
wire credit__2__nonzero_sent;
reg credit__3__credit_in;
reg credit__3__flit_sent;
reg credit__3__frozen;
wire [8:0] credit__3__at_least;
wire credit__3__nonzero_idle;
wire credit__3__nonzero_sent;
reg credit__4__credit_in;
reg credit__4__flit_sent;
reg credit__4__frozen;
wire [8:0] credit__4__at_least;
wire credit__4__nonzero_idle;
wire credit__4__nonzero_sent;
reg credit__5__credit_in;
reg credit__5__flit_sent;
reg credit__5__frozen;
wire [8:0] credit__5__at_least;
wire credit__5__nonzero_idle;
wire credit__5__nonzero_sent;
reg credit__6__credit_in;
reg credit__6__flit_sent;
reg credit__6__frozen;
wire [8:0] credit__6__at_least;
wire credit__6__nonzero_idle;
wire credit__6__nonzero_sent;
reg credit__7__credit_in;
reg credit__7__flit_sent;
reg credit__7__frozen;
wire [8:0] credit__7__at_least;
wire credit__7__nonzero_idle;
wire credit__7__nonzero_sent;
reg credit__8__credit_in;
reg credit__8__flit_sent;
reg credit__8__frozen;
wire [8:0] credit__8__at_least;
wire credit__8__nonzero_idle;
wire credit__8__nonzero_sent;
reg credit__9__credit_in;
reg credit__9__flit_sent;
reg credit__9__frozen;
wire [8:0] credit__9__at_least;
wire credit__9__nonzero_idle;
wire credit__9__nonzero_sent;
reg credit__10__credit_in;
reg credit__10__flit_sent;
reg credit__10__frozen;
wire [8:0] credit__10__at_least;
wire credit__10__nonzero_idle;
wire credit__10__nonzero_sent;
reg credit__11__credit_in;
reg credit__11__flit_sent;
reg credit__11__frozen;
wire [8:0] credit__11__at_least;
wire credit__11__nonzero_idle;
wire credit__11__nonzero_sent;
reg credit__12__credit_in;
reg credit__12__flit_sent;
reg credit__12__frozen;
wire [8:0] credit__12__at_least;
wire credit__12__nonzero_idle;
wire credit__12__nonzero_sent;
reg credit__13__credit_in;
reg credit__13__flit_sent;
reg credit__13__frozen;
wire [8:0] credit__13__at_least;
wire credit__13__nonzero_idle;
wire credit__13__nonzero_sent;
reg credit__14__credit_in;
reg credit__14__flit_sent;
reg credit__14__frozen;
wire [8:0] credit__14__at_least;
wire credit__14__nonzero_idle;
wire credit__14__nonzero_sent;
reg credit__15__credit_in;
reg credit__15__flit_sent;
reg credit__15__frozen;
wire [8:0] credit__15__at_least;
wire credit__15__nonzero_idle;
wire credit__15__nonzero_sent;
reg credit__16__credit_in;
reg credit__16__flit_sent;
reg credit__16__frozen;
wire [8:0] credit__16__at_least;
wire credit__16__nonzero_idle;
wire credit__16__nonzero_sent;
reg credit__17__credit_in;
reg credit__17__flit_sent;
reg credit__17__frozen;
wire [8:0] credit__17__at_least;
wire credit__17__nonzero_idle;
wire credit__17__nonzero_sent;
reg [17:0] va__req_valid;
reg [17:0] va__req_bubble;
reg [17:0] va__free;
reg [17:0] va__room;
reg [17:0] va__req_vc__0;
reg [17:0] va__req_vc__1;
reg [17:0] va__req_vc__2;
reg [17:0] va__req_vc__3;
reg [17:0] va__req_vc__4;
reg [17:0] va__req_vc__5;
reg [17:0] va__req_vc__6;
reg [17:0] va__req_vc__7;
reg [17:0] va__req_vc__8;
reg [17:0] va__req_vc__9;
reg [17:0] va__req_vc__10;
reg [17:0] va__req_vc__11;
reg [17:0] va__req_vc__12;
reg [17:0] va__req_vc__13;
reg [17:0] va__req_vc__14;
reg [17:0] va__req_vc__15;
reg [17:0] va__req_vc__16;
reg [17:0] va__req_vc__17;
reg [17:0] va__req_priority;
wire [17:0] va__won;
wire [17:0] va__granted;
reg [17:0] sa__req;
reg [2:0] sa__want__0;
reg [2:0] sa__want__1;
reg [2:0] sa__want__2;
reg [2:0] sa__want__3;
reg [2:0] sa__want__4;
reg [2:0] sa__want__5;
reg [2:0] sa__want__6;
reg [2:0] sa__want__7;
reg [2:0] sa__want__8;
reg [2:0] sa__want__9;
reg [2:0] sa__want__10;
reg [2:0] sa__want__11;
reg [2:0] sa__want__12;
reg [2:0] sa__want__13;
reg [2:0] sa__want__14;
reg [2:0] sa__want__15;
reg [2:0] sa__want__16;
reg [2:0] sa__want__17;
wire [17:0] sa__go;
wire [5:0] sa__out_valid;
wire [2:0] sa__out_port__0;
wire [2:0] sa__out_port__1;
wire [2:0] sa__out_port__2;
wire [2:0] sa__out_port__3;
wire [2:0] sa__out_port__4;
wire [2:0] sa__out_port__5;
wire [5:0] sa__port_go;
wire [1:0] sa__port_vc__0;
wire [1:0] sa__port_vc__1;
wire [1:0] sa__port_vc__2;
wire [1:0] sa__port_vc__3;
wire [1:0] sa__port_vc__4;
wire [1:0] sa__port_vc__5;
wire [5:0] sa__granted_by__0;
wire [5:0] sa__granted_by__1;
wire [5:0] sa__granted_by__2;
wire [5:0] sa__granted_by__3;
wire [5:0] sa__granted_by__4;
wire [5:0] sa__granted_by__5;
wire [17:0] sa__pick;
reg [68:0] rewrite__0__flit_in;
reg [3:0] rewrite__0__misses;
reg rewrite__0__copy;
wire [68:0] rewrite__0__flit_out;
reg [68:0] rewrite__1__flit_in;
reg [3:0] rewrite__1__misses;
reg rewrite__1__copy;
wire [68:0] rewrite__1__flit_out;
reg [68:0] rewrite__2__flit_in;
reg [3:0] rewrite__2__misses;
reg rewrite__2__copy;
wire [68:0] rewrite__2__flit_out;
reg [68:0] rewrite__3__flit_in;
reg [3:0] rewrite__3__misses;
reg rewrite__3__copy;
wire [68:0] rewrite__3__flit_out;
reg [68:0] rewrite__4__flit_in;
reg [3:0] rewrite__4__misses;
reg rewrite__4__copy;
wire [68:0] rewrite__4__flit_out;
reg [68:0] rewrite__5__flit_in;
reg [3:0] rewrite__5__misses;
reg rewrite__5__copy;
wire [68:0] rewrite__5__flit_out;
reg [71:0] xbar__flit_in__0;
reg [71:0] xbar__flit_in__1;
reg [71:0] xbar__flit_in__2;
reg [71:0] xbar__flit_in__3;
reg [71:0] xbar__flit_in__4;
reg [71:0] xbar__flit_in__5;
reg [5:0] xbar__in_valid;
reg [2:0] xbar__sel__0;
reg [2:0] xbar__sel__1;
reg [2:0] xbar__sel__2;
reg [2:0] xbar__sel__3;
reg [2:0] xbar__sel__4;
reg [2:0] xbar__sel__5;
reg [5:0] xbar__sel_valid;
wire [71:0] xbar__flit_out__0;
wire [71:0] xbar__flit_out__1;
wire [71:0] xbar__flit_out__2;
wire [71:0] xbar__flit_out__3;
wire [71:0] xbar__flit_out__4;
wire [71:0] xbar__flit_out__5;
wire [5:0] xbar__out_valid;
reg routes__write_enable;
reg [4:0] routes__write_addr;
reg [13:0] routes__write_data;
reg routes__stage;
reg routes__commit;
reg [4:0] routes__read_addr__0;
reg [4:0] routes__read_addr__1;
reg [4:0] routes__read_addr__2;
reg [4:0] routes__read_addr__3;
reg [4:0] routes__read_addr__4;
reg [4:0] routes__read_addr__5;
reg [4:0] routes__read_addr__6;
reg [4:0] routes__read_addr__7;
reg [4:0] routes__read_addr__8;
reg [4:0] routes__read_addr__9;
reg [4:0] routes__read_addr__10;
reg [4:0] routes__read_addr__11;
reg [4:0] routes__read_addr__12;
reg [4:0] routes__read_addr__13;
reg [4:0] routes__read_addr__14;
reg [4:0] routes__read_addr__15;
reg [4:0] routes__read_addr__16;
reg [4:0] routes__read_addr__17;
wire [13:0] routes__read_data__0;
wire [13:0] routes__read_data__1;
wire [13:0] routes__read_data__2;
wire [13:0] routes__read_data__3;
wire [13:0] routes__read_data__4;
wire [13:0] routes__read_data__5;
wire [13:0] routes__read_data__6;
wire [13:0] routes__read_data__7;
wire [13:0] routes__read_data__8;
wire [13:0] routes__read_data__9;
wire [13:0] routes__read_data__10;
wire [13:0] routes__read_data__11;
wire [13:0] routes__read_data__12;
wire [13:0] routes__read_data__13;
wire [13:0] routes__read_data__14;
wire [13:0] routes__read_data__15;
wire [13:0] routes__read_data__16;
wire [13:0] routes__read_data__17;
reg bubble__write_enable;
reg [2:0] bubble__write_addr;
reg [4:0] bubble__write_data;
reg bubble__stage;
reg bubble__commit;
reg [2:0] bubble__read_addr__0;
reg [2:0] bubble__read_addr__1;
reg [2:0] bubble__read_addr__2;
reg [2:0] bubble__read_addr__3;
reg [2:0] bubble__read_addr__4;
reg [2:0] bubble__read_addr__5;
reg [2:0] bubble__read_addr__6;
reg [2:0] bubble__read_addr__7;
reg [2:0] bubble__read_addr__8;
reg [2:0] bubble__read_addr__9;
reg [2:0] bubble__read_addr__10;
reg [2:0] bubble__read_addr__11;
reg [2:0] bubble__read_addr__12;
reg [2:0] bubble__read_addr__13;
reg [2:0] bubble__read_addr__14;
reg [2:0] bubble__read_addr__15;
reg [2:0] bubble__read_addr__16;
reg [2:0] bubble__read_addr__17;
wire [4:0] bubble__read_data__0;
wire [4:0] bubble__read_data__1;
wire [4:0] bubble__read_data__2;
wire [4:0] bubble__read_data__3;
wire [4:0] bubble__read_data__4;
wire [4:0] bubble__read_data__5;
wire [4:0] bubble__read_data__6;
wire [4:0] bubble__read_data__7;
wire [4:0] bubble__read_data__8;
wire [4:0] bubble__read_data__9;
wire [4:0] bubble__read_data__10;
wire [4:0] bubble__read_data__11;
wire [4:0] bubble__read_data__12;
wire [4:0] bubble__read_data__13;
wire [4:0] bubble__read_data__14;
wire [4:0] bubble__read_data__15;
wire [4:0] bubble__read_data__16;
wire [4:0] bubble__read_data__17;
reg vc_config__write_enable;
reg [4:0] vc_config__write_addr;
reg [15:0] vc_config__write_data;
reg vc_config__stage;
reg vc_config__commit;
reg [4:0] vc_config__read_addr__0;
reg [4:0] vc_config__read_addr__1;
reg [4:0] vc_config__read_addr__2;
reg [4:0] vc_config__read_addr__3;
reg [4:0] vc_config__read_addr__4;
reg [4:0] vc_config__read_addr__5;
reg [4:0] vc_config__read_addr__6;
reg [4:0] vc_config__read_addr__7;
reg [4:0] vc_config__read_addr__8;
reg [4:0] vc_config__read_addr__9;
reg [4:0] vc_config__read_addr__10;
reg [4:0] vc_config__read_addr__11;
reg [4:0] vc_config__read_addr__12;
reg [4:0] vc_config__read_addr__13;
reg [4:0] vc_config__read_addr__14;
reg [4:0] vc_config__read_addr__15;
reg [4:0] vc_config__read_addr__16;
reg [4:0] vc_config__read_addr__17;
wire [15:0] vc_config__read_data__0;
wire [15:0] vc_config__read_data__1;
wire [15:0] vc_config__read_data__2;
wire [15:0] vc_config__read_data__3;
wire [15:0] vc_config__read_data__4;
wire [15:0] vc_config__read_data__5;
wire [15:0] vc_config__read_data__6;
wire [15:0] vc_config__read_data__7;
wire [15:0] vc_config__read_data__8;
wire [15:0] vc_config__read_data__9;
wire [15:0] vc_config__read_data__10;
wire [15:0] vc_config__read_data__11;
wire [15:0] vc_config__read_data__12;
wire [15:0] vc_config__read_data__13;
wire [15:0] vc_config__read_data__14;
wire [15:0] vc_config__read_data__15;
wire [15:0] vc_config__read_data__16;
wire [15:0] vc_config__read_data__17;
reg [17:0] owned__d;
reg [17:0] owned__q;
reg [5:0] credit_valid__d;
reg [5:0] credit_valid__q;
reg [1:0] credit_vc__0__d;
reg [1:0] credit_vc__0__q;
reg [1:0] credit_vc__1__d;
reg [1:0] credit_vc__1__q;
reg [1:0] credit_vc__2__d;
reg [1:0] credit_vc__2__q;
reg [1:0] credit_vc__3__d;
reg [1:0] credit_vc__3__q;
reg [1:0] credit_vc__4__d;
reg [1:0] credit_vc__4__q;
reg [1:0] credit_vc__5__d;
reg [1:0] credit_vc__5__q;
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__0 (
    .head(rc__0__head),
    .node(rc__0__node),
    .lookup(rc__0__lookup),
    .word(rc__0__word),
    .down(rc__0__down),
    .keep(rc__0__keep),
    .follow(rc__0__follow),
    .successor(rc__0__successor),
    .on_escape(rc__0__on_escape),
    .eject(rc__0__eject),
    .mask(rc__0__mask),
    .escape(rc__0__escape),
    .port(rc__0__port),
    .esc_class(rc__0__esc_class),
    .absorb(rc__0__absorb),
    .layered(rc__0__layered),
    .layer(rc__0__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__1 (
    .head(rc__1__head),
    .node(rc__1__node),
    .lookup(rc__1__lookup),
    .word(rc__1__word),
    .down(rc__1__down),
    .keep(rc__1__keep),
    .follow(rc__1__follow),
    .successor(rc__1__successor),
    .on_escape(rc__1__on_escape),
    .eject(rc__1__eject),
    .mask(rc__1__mask),
    .escape(rc__1__escape),
    .port(rc__1__port),
    .esc_class(rc__1__esc_class),
    .absorb(rc__1__absorb),
    .layered(rc__1__layered),
    .layer(rc__1__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__2 (
    .head(rc__2__head),
    .node(rc__2__node),
    .lookup(rc__2__lookup),
    .word(rc__2__word),
    .down(rc__2__down),
    .keep(rc__2__keep),
    .follow(rc__2__follow),
    .successor(rc__2__successor),
    .on_escape(rc__2__on_escape),
    .eject(rc__2__eject),
    .mask(rc__2__mask),
    .escape(rc__2__escape),
    .port(rc__2__port),
    .esc_class(rc__2__esc_class),
    .absorb(rc__2__absorb),
    .layered(rc__2__layered),
    .layer(rc__2__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__3 (
    .head(rc__3__head),
    .node(rc__3__node),
    .lookup(rc__3__lookup),
    .word(rc__3__word),
    .down(rc__3__down),
    .keep(rc__3__keep),
    .follow(rc__3__follow),
    .successor(rc__3__successor),
    .on_escape(rc__3__on_escape),
    .eject(rc__3__eject),
    .mask(rc__3__mask),
    .escape(rc__3__escape),
    .port(rc__3__port),
    .esc_class(rc__3__esc_class),
    .absorb(rc__3__absorb),
    .layered(rc__3__layered),
    .layer(rc__3__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__4 (
    .head(rc__4__head),
    .node(rc__4__node),
    .lookup(rc__4__lookup),
    .word(rc__4__word),
    .down(rc__4__down),
    .keep(rc__4__keep),
    .follow(rc__4__follow),
    .successor(rc__4__successor),
    .on_escape(rc__4__on_escape),
    .eject(rc__4__eject),
    .mask(rc__4__mask),
    .escape(rc__4__escape),
    .port(rc__4__port),
    .esc_class(rc__4__esc_class),
    .absorb(rc__4__absorb),
    .layered(rc__4__layered),
    .layer(rc__4__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__5 (
    .head(rc__5__head),
    .node(rc__5__node),
    .lookup(rc__5__lookup),
    .word(rc__5__word),
    .down(rc__5__down),
    .keep(rc__5__keep),
    .follow(rc__5__follow),
    .successor(rc__5__successor),
    .on_escape(rc__5__on_escape),
    .eject(rc__5__eject),
    .mask(rc__5__mask),
    .escape(rc__5__escape),
    .port(rc__5__port),
    .esc_class(rc__5__esc_class),
    .absorb(rc__5__absorb),
    .layered(rc__5__layered),
    .layer(rc__5__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__6 (
    .head(rc__6__head),
    .node(rc__6__node),
    .lookup(rc__6__lookup),
    .word(rc__6__word),
    .down(rc__6__down),
    .keep(rc__6__keep),
    .follow(rc__6__follow),
    .successor(rc__6__successor),
    .on_escape(rc__6__on_escape),
    .eject(rc__6__eject),
    .mask(rc__6__mask),
    .escape(rc__6__escape),
    .port(rc__6__port),
    .esc_class(rc__6__esc_class),
    .absorb(rc__6__absorb),
    .layered(rc__6__layered),
    .layer(rc__6__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__7 (
    .head(rc__7__head),
    .node(rc__7__node),
    .lookup(rc__7__lookup),
    .word(rc__7__word),
    .down(rc__7__down),
    .keep(rc__7__keep),
    .follow(rc__7__follow),
    .successor(rc__7__successor),
    .on_escape(rc__7__on_escape),
    .eject(rc__7__eject),
    .mask(rc__7__mask),
    .escape(rc__7__escape),
    .port(rc__7__port),
    .esc_class(rc__7__esc_class),
    .absorb(rc__7__absorb),
    .layered(rc__7__layered),
    .layer(rc__7__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__8 (
    .head(rc__8__head),
    .node(rc__8__node),
    .lookup(rc__8__lookup),
    .word(rc__8__word),
    .down(rc__8__down),
    .keep(rc__8__keep),
    .follow(rc__8__follow),
    .successor(rc__8__successor),
    .on_escape(rc__8__on_escape),
    .eject(rc__8__eject),
    .mask(rc__8__mask),
    .escape(rc__8__escape),
    .port(rc__8__port),
    .esc_class(rc__8__esc_class),
    .absorb(rc__8__absorb),
    .layered(rc__8__layered),
    .layer(rc__8__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__9 (
    .head(rc__9__head),
    .node(rc__9__node),
    .lookup(rc__9__lookup),
    .word(rc__9__word),
    .down(rc__9__down),
    .keep(rc__9__keep),
    .follow(rc__9__follow),
    .successor(rc__9__successor),
    .on_escape(rc__9__on_escape),
    .eject(rc__9__eject),
    .mask(rc__9__mask),
    .escape(rc__9__escape),
    .port(rc__9__port),
    .esc_class(rc__9__esc_class),
    .absorb(rc__9__absorb),
    .layered(rc__9__layered),
    .layer(rc__9__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__10 (
    .head(rc__10__head),
    .node(rc__10__node),
    .lookup(rc__10__lookup),
    .word(rc__10__word),
    .down(rc__10__down),
    .keep(rc__10__keep),
    .follow(rc__10__follow),
    .successor(rc__10__successor),
    .on_escape(rc__10__on_escape),
    .eject(rc__10__eject),
    .mask(rc__10__mask),
    .escape(rc__10__escape),
    .port(rc__10__port),
    .esc_class(rc__10__esc_class),
    .absorb(rc__10__absorb),
    .layered(rc__10__layered),
    .layer(rc__10__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__11 (
    .head(rc__11__head),
    .node(rc__11__node),
    .lookup(rc__11__lookup),
    .word(rc__11__word),
    .down(rc__11__down),
    .keep(rc__11__keep),
    .follow(rc__11__follow),
    .successor(rc__11__successor),
    .on_escape(rc__11__on_escape),
    .eject(rc__11__eject),
    .mask(rc__11__mask),
    .escape(rc__11__escape),
    .port(rc__11__port),
    .esc_class(rc__11__esc_class),
    .absorb(rc__11__absorb),
    .layered(rc__11__layered),
    .layer(rc__11__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__12 (
    .head(rc__12__head),
    .node(rc__12__node),
    .lookup(rc__12__lookup),
    .word(rc__12__word),
    .down(rc__12__down),
    .keep(rc__12__keep),
    .follow(rc__12__follow),
    .successor(rc__12__successor),
    .on_escape(rc__12__on_escape),
    .eject(rc__12__eject),
    .mask(rc__12__mask),
    .escape(rc__12__escape),
    .port(rc__12__port),
    .esc_class(rc__12__esc_class),
    .absorb(rc__12__absorb),
    .layered(rc__12__layered),
    .layer(rc__12__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__13 (
    .head(rc__13__head),
    .node(rc__13__node),
    .lookup(rc__13__lookup),
    .word(rc__13__word),
    .down(rc__13__down),
    .keep(rc__13__keep),
    .follow(rc__13__follow),
    .successor(rc__13__successor),
    .on_escape(rc__13__on_escape),
    .eject(rc__13__eject),
    .mask(rc__13__mask),
    .escape(rc__13__escape),
    .port(rc__13__port),
    .esc_class(rc__13__esc_class),
    .absorb(rc__13__absorb),
    .layered(rc__13__layered),
    .layer(rc__13__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__14 (
    .head(rc__14__head),
    .node(rc__14__node),
    .lookup(rc__14__lookup),
    .word(rc__14__word),
    .down(rc__14__down),
    .keep(rc__14__keep),
    .follow(rc__14__follow),
    .successor(rc__14__successor),
    .on_escape(rc__14__on_escape),
    .eject(rc__14__eject),
    .mask(rc__14__mask),
    .escape(rc__14__escape),
    .port(rc__14__port),
    .esc_class(rc__14__esc_class),
    .absorb(rc__14__absorb),
    .layered(rc__14__layered),
    .layer(rc__14__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__15 (
    .head(rc__15__head),
    .node(rc__15__node),
    .lookup(rc__15__lookup),
    .word(rc__15__word),
    .down(rc__15__down),
    .keep(rc__15__keep),
    .follow(rc__15__follow),
    .successor(rc__15__successor),
    .on_escape(rc__15__on_escape),
    .eject(rc__15__eject),
    .mask(rc__15__mask),
    .escape(rc__15__escape),
    .port(rc__15__port),
    .esc_class(rc__15__esc_class),
    .absorb(rc__15__absorb),
    .layered(rc__15__layered),
    .layer(rc__15__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__16 (
    .head(rc__16__head),
    .node(rc__16__node),
    .lookup(rc__16__lookup),
    .word(rc__16__word),
    .down(rc__16__down),
    .keep(rc__16__keep),
    .follow(rc__16__follow),
    .successor(rc__16__successor),
    .on_escape(rc__16__on_escape),
    .eject(rc__16__eject),
    .mask(rc__16__mask),
    .escape(rc__16__escape),
    .port(rc__16__port),
    .esc_class(rc__16__esc_class),
    .absorb(rc__16__absorb),
    .layered(rc__16__layered),
    .layer(rc__16__layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h5), .port_at(4'h6), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h9), .dest_at(7'h02), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h0), .has_list(1'h1), .layers(1'h1)) rc__17 (
    .head(rc__17__head),
    .node(rc__17__node),
    .lookup(rc__17__lookup),
    .word(rc__17__word),
    .down(rc__17__down),
    .keep(rc__17__keep),
    .follow(rc__17__follow),
    .successor(rc__17__successor),
    .on_escape(rc__17__on_escape),
    .eject(rc__17__eject),
    .mask(rc__17__mask),
    .escape(rc__17__escape),
    .port(rc__17__port),
    .esc_class(rc__17__esc_class),
    .absorb(rc__17__absorb),
    .layered(rc__17__layered),
    .layer(rc__17__layer)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__0 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__0__flit_in),
    .write(unit__0__write),
    .rc_eject(unit__0__rc_eject),
    .rc_mask(unit__0__rc_mask),
    .rc_escape(unit__0__rc_escape),
    .rc_port(unit__0__rc_port),
    .rc_class(unit__0__rc_class),
    .rc_absorb(unit__0__rc_absorb),
    .rc_layered(unit__0__rc_layered),
    .rc_layer(unit__0__rc_layer),
    .vc_config(unit__0__vc_config),
    .row_addr(unit__0__row_addr),
    .row_bits(unit__0__row_bits),
    .out_vcs(unit__0__out_vcs),
    .dead(unit__0__dead),
    .won(unit__0__won),
    .go(unit__0__go),
    .rc_head(unit__0__rc_head),
    .req_valid(unit__0__req_valid),
    .req_bubble(unit__0__req_bubble),
    .req_vc(unit__0__req_vc),
    .req_priority(unit__0__req_priority),
    .sa_req(unit__0__sa_req),
    .held_hot(unit__0__held_hot),
    .held_port(unit__0__held_port),
    .leaving(unit__0__leaving),
    .poison(unit__0__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__1 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__1__flit_in),
    .write(unit__1__write),
    .rc_eject(unit__1__rc_eject),
    .rc_mask(unit__1__rc_mask),
    .rc_escape(unit__1__rc_escape),
    .rc_port(unit__1__rc_port),
    .rc_class(unit__1__rc_class),
    .rc_absorb(unit__1__rc_absorb),
    .rc_layered(unit__1__rc_layered),
    .rc_layer(unit__1__rc_layer),
    .vc_config(unit__1__vc_config),
    .row_addr(unit__1__row_addr),
    .row_bits(unit__1__row_bits),
    .out_vcs(unit__1__out_vcs),
    .dead(unit__1__dead),
    .won(unit__1__won),
    .go(unit__1__go),
    .rc_head(unit__1__rc_head),
    .req_valid(unit__1__req_valid),
    .req_bubble(unit__1__req_bubble),
    .req_vc(unit__1__req_vc),
    .req_priority(unit__1__req_priority),
    .sa_req(unit__1__sa_req),
    .held_hot(unit__1__held_hot),
    .held_port(unit__1__held_port),
    .leaving(unit__1__leaving),
    .poison(unit__1__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__2 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__2__flit_in),
    .write(unit__2__write),
    .rc_eject(unit__2__rc_eject),
    .rc_mask(unit__2__rc_mask),
    .rc_escape(unit__2__rc_escape),
    .rc_port(unit__2__rc_port),
    .rc_class(unit__2__rc_class),
    .rc_absorb(unit__2__rc_absorb),
    .rc_layered(unit__2__rc_layered),
    .rc_layer(unit__2__rc_layer),
    .vc_config(unit__2__vc_config),
    .row_addr(unit__2__row_addr),
    .row_bits(unit__2__row_bits),
    .out_vcs(unit__2__out_vcs),
    .dead(unit__2__dead),
    .won(unit__2__won),
    .go(unit__2__go),
    .rc_head(unit__2__rc_head),
    .req_valid(unit__2__req_valid),
    .req_bubble(unit__2__req_bubble),
    .req_vc(unit__2__req_vc),
    .req_priority(unit__2__req_priority),
    .sa_req(unit__2__sa_req),
    .held_hot(unit__2__held_hot),
    .held_port(unit__2__held_port),
    .leaving(unit__2__leaving),
    .poison(unit__2__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__3 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__3__flit_in),
    .write(unit__3__write),
    .rc_eject(unit__3__rc_eject),
    .rc_mask(unit__3__rc_mask),
    .rc_escape(unit__3__rc_escape),
    .rc_port(unit__3__rc_port),
    .rc_class(unit__3__rc_class),
    .rc_absorb(unit__3__rc_absorb),
    .rc_layered(unit__3__rc_layered),
    .rc_layer(unit__3__rc_layer),
    .vc_config(unit__3__vc_config),
    .row_addr(unit__3__row_addr),
    .row_bits(unit__3__row_bits),
    .out_vcs(unit__3__out_vcs),
    .dead(unit__3__dead),
    .won(unit__3__won),
    .go(unit__3__go),
    .rc_head(unit__3__rc_head),
    .req_valid(unit__3__req_valid),
    .req_bubble(unit__3__req_bubble),
    .req_vc(unit__3__req_vc),
    .req_priority(unit__3__req_priority),
    .sa_req(unit__3__sa_req),
    .held_hot(unit__3__held_hot),
    .held_port(unit__3__held_port),
    .leaving(unit__3__leaving),
    .poison(unit__3__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__4 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__4__flit_in),
    .write(unit__4__write),
    .rc_eject(unit__4__rc_eject),
    .rc_mask(unit__4__rc_mask),
    .rc_escape(unit__4__rc_escape),
    .rc_port(unit__4__rc_port),
    .rc_class(unit__4__rc_class),
    .rc_absorb(unit__4__rc_absorb),
    .rc_layered(unit__4__rc_layered),
    .rc_layer(unit__4__rc_layer),
    .vc_config(unit__4__vc_config),
    .row_addr(unit__4__row_addr),
    .row_bits(unit__4__row_bits),
    .out_vcs(unit__4__out_vcs),
    .dead(unit__4__dead),
    .won(unit__4__won),
    .go(unit__4__go),
    .rc_head(unit__4__rc_head),
    .req_valid(unit__4__req_valid),
    .req_bubble(unit__4__req_bubble),
    .req_vc(unit__4__req_vc),
    .req_priority(unit__4__req_priority),
    .sa_req(unit__4__sa_req),
    .held_hot(unit__4__held_hot),
    .held_port(unit__4__held_port),
    .leaving(unit__4__leaving),
    .poison(unit__4__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__5 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__5__flit_in),
    .write(unit__5__write),
    .rc_eject(unit__5__rc_eject),
    .rc_mask(unit__5__rc_mask),
    .rc_escape(unit__5__rc_escape),
    .rc_port(unit__5__rc_port),
    .rc_class(unit__5__rc_class),
    .rc_absorb(unit__5__rc_absorb),
    .rc_layered(unit__5__rc_layered),
    .rc_layer(unit__5__rc_layer),
    .vc_config(unit__5__vc_config),
    .row_addr(unit__5__row_addr),
    .row_bits(unit__5__row_bits),
    .out_vcs(unit__5__out_vcs),
    .dead(unit__5__dead),
    .won(unit__5__won),
    .go(unit__5__go),
    .rc_head(unit__5__rc_head),
    .req_valid(unit__5__req_valid),
    .req_bubble(unit__5__req_bubble),
    .req_vc(unit__5__req_vc),
    .req_priority(unit__5__req_priority),
    .sa_req(unit__5__sa_req),
    .held_hot(unit__5__held_hot),
    .held_port(unit__5__held_port),
    .leaving(unit__5__leaving),
    .poison(unit__5__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__6 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__6__flit_in),
    .write(unit__6__write),
    .rc_eject(unit__6__rc_eject),
    .rc_mask(unit__6__rc_mask),
    .rc_escape(unit__6__rc_escape),
    .rc_port(unit__6__rc_port),
    .rc_class(unit__6__rc_class),
    .rc_absorb(unit__6__rc_absorb),
    .rc_layered(unit__6__rc_layered),
    .rc_layer(unit__6__rc_layer),
    .vc_config(unit__6__vc_config),
    .row_addr(unit__6__row_addr),
    .row_bits(unit__6__row_bits),
    .out_vcs(unit__6__out_vcs),
    .dead(unit__6__dead),
    .won(unit__6__won),
    .go(unit__6__go),
    .rc_head(unit__6__rc_head),
    .req_valid(unit__6__req_valid),
    .req_bubble(unit__6__req_bubble),
    .req_vc(unit__6__req_vc),
    .req_priority(unit__6__req_priority),
    .sa_req(unit__6__sa_req),
    .held_hot(unit__6__held_hot),
    .held_port(unit__6__held_port),
    .leaving(unit__6__leaving),
    .poison(unit__6__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__7 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__7__flit_in),
    .write(unit__7__write),
    .rc_eject(unit__7__rc_eject),
    .rc_mask(unit__7__rc_mask),
    .rc_escape(unit__7__rc_escape),
    .rc_port(unit__7__rc_port),
    .rc_class(unit__7__rc_class),
    .rc_absorb(unit__7__rc_absorb),
    .rc_layered(unit__7__rc_layered),
    .rc_layer(unit__7__rc_layer),
    .vc_config(unit__7__vc_config),
    .row_addr(unit__7__row_addr),
    .row_bits(unit__7__row_bits),
    .out_vcs(unit__7__out_vcs),
    .dead(unit__7__dead),
    .won(unit__7__won),
    .go(unit__7__go),
    .rc_head(unit__7__rc_head),
    .req_valid(unit__7__req_valid),
    .req_bubble(unit__7__req_bubble),
    .req_vc(unit__7__req_vc),
    .req_priority(unit__7__req_priority),
    .sa_req(unit__7__sa_req),
    .held_hot(unit__7__held_hot),
    .held_port(unit__7__held_port),
    .leaving(unit__7__leaving),
    .poison(unit__7__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__8 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__8__flit_in),
    .write(unit__8__write),
    .rc_eject(unit__8__rc_eject),
    .rc_mask(unit__8__rc_mask),
    .rc_escape(unit__8__rc_escape),
    .rc_port(unit__8__rc_port),
    .rc_class(unit__8__rc_class),
    .rc_absorb(unit__8__rc_absorb),
    .rc_layered(unit__8__rc_layered),
    .rc_layer(unit__8__rc_layer),
    .vc_config(unit__8__vc_config),
    .row_addr(unit__8__row_addr),
    .row_bits(unit__8__row_bits),
    .out_vcs(unit__8__out_vcs),
    .dead(unit__8__dead),
    .won(unit__8__won),
    .go(unit__8__go),
    .rc_head(unit__8__rc_head),
    .req_valid(unit__8__req_valid),
    .req_bubble(unit__8__req_bubble),
    .req_vc(unit__8__req_vc),
    .req_priority(unit__8__req_priority),
    .sa_req(unit__8__sa_req),
    .held_hot(unit__8__held_hot),
    .held_port(unit__8__held_port),
    .leaving(unit__8__leaving),
    .poison(unit__8__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__9 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__9__flit_in),
    .write(unit__9__write),
    .rc_eject(unit__9__rc_eject),
    .rc_mask(unit__9__rc_mask),
    .rc_escape(unit__9__rc_escape),
    .rc_port(unit__9__rc_port),
    .rc_class(unit__9__rc_class),
    .rc_absorb(unit__9__rc_absorb),
    .rc_layered(unit__9__rc_layered),
    .rc_layer(unit__9__rc_layer),
    .vc_config(unit__9__vc_config),
    .row_addr(unit__9__row_addr),
    .row_bits(unit__9__row_bits),
    .out_vcs(unit__9__out_vcs),
    .dead(unit__9__dead),
    .won(unit__9__won),
    .go(unit__9__go),
    .rc_head(unit__9__rc_head),
    .req_valid(unit__9__req_valid),
    .req_bubble(unit__9__req_bubble),
    .req_vc(unit__9__req_vc),
    .req_priority(unit__9__req_priority),
    .sa_req(unit__9__sa_req),
    .held_hot(unit__9__held_hot),
    .held_port(unit__9__held_port),
    .leaving(unit__9__leaving),
    .poison(unit__9__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__10 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__10__flit_in),
    .write(unit__10__write),
    .rc_eject(unit__10__rc_eject),
    .rc_mask(unit__10__rc_mask),
    .rc_escape(unit__10__rc_escape),
    .rc_port(unit__10__rc_port),
    .rc_class(unit__10__rc_class),
    .rc_absorb(unit__10__rc_absorb),
    .rc_layered(unit__10__rc_layered),
    .rc_layer(unit__10__rc_layer),
    .vc_config(unit__10__vc_config),
    .row_addr(unit__10__row_addr),
    .row_bits(unit__10__row_bits),
    .out_vcs(unit__10__out_vcs),
    .dead(unit__10__dead),
    .won(unit__10__won),
    .go(unit__10__go),
    .rc_head(unit__10__rc_head),
    .req_valid(unit__10__req_valid),
    .req_bubble(unit__10__req_bubble),
    .req_vc(unit__10__req_vc),
    .req_priority(unit__10__req_priority),
    .sa_req(unit__10__sa_req),
    .held_hot(unit__10__held_hot),
    .held_port(unit__10__held_port),
    .leaving(unit__10__leaving),
    .poison(unit__10__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__11 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__11__flit_in),
    .write(unit__11__write),
    .rc_eject(unit__11__rc_eject),
    .rc_mask(unit__11__rc_mask),
    .rc_escape(unit__11__rc_escape),
    .rc_port(unit__11__rc_port),
    .rc_class(unit__11__rc_class),
    .rc_absorb(unit__11__rc_absorb),
    .rc_layered(unit__11__rc_layered),
    .rc_layer(unit__11__rc_layer),
    .vc_config(unit__11__vc_config),
    .row_addr(unit__11__row_addr),
    .row_bits(unit__11__row_bits),
    .out_vcs(unit__11__out_vcs),
    .dead(unit__11__dead),
    .won(unit__11__won),
    .go(unit__11__go),
    .rc_head(unit__11__rc_head),
    .req_valid(unit__11__req_valid),
    .req_bubble(unit__11__req_bubble),
    .req_vc(unit__11__req_vc),
    .req_priority(unit__11__req_priority),
    .sa_req(unit__11__sa_req),
    .held_hot(unit__11__held_hot),
    .held_port(unit__11__held_port),
    .leaving(unit__11__leaving),
    .poison(unit__11__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__12 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__12__flit_in),
    .write(unit__12__write),
    .rc_eject(unit__12__rc_eject),
    .rc_mask(unit__12__rc_mask),
    .rc_escape(unit__12__rc_escape),
    .rc_port(unit__12__rc_port),
    .rc_class(unit__12__rc_class),
    .rc_absorb(unit__12__rc_absorb),
    .rc_layered(unit__12__rc_layered),
    .rc_layer(unit__12__rc_layer),
    .vc_config(unit__12__vc_config),
    .row_addr(unit__12__row_addr),
    .row_bits(unit__12__row_bits),
    .out_vcs(unit__12__out_vcs),
    .dead(unit__12__dead),
    .won(unit__12__won),
    .go(unit__12__go),
    .rc_head(unit__12__rc_head),
    .req_valid(unit__12__req_valid),
    .req_bubble(unit__12__req_bubble),
    .req_vc(unit__12__req_vc),
    .req_priority(unit__12__req_priority),
    .sa_req(unit__12__sa_req),
    .held_hot(unit__12__held_hot),
    .held_port(unit__12__held_port),
    .leaving(unit__12__leaving),
    .poison(unit__12__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__13 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__13__flit_in),
    .write(unit__13__write),
    .rc_eject(unit__13__rc_eject),
    .rc_mask(unit__13__rc_mask),
    .rc_escape(unit__13__rc_escape),
    .rc_port(unit__13__rc_port),
    .rc_class(unit__13__rc_class),
    .rc_absorb(unit__13__rc_absorb),
    .rc_layered(unit__13__rc_layered),
    .rc_layer(unit__13__rc_layer),
    .vc_config(unit__13__vc_config),
    .row_addr(unit__13__row_addr),
    .row_bits(unit__13__row_bits),
    .out_vcs(unit__13__out_vcs),
    .dead(unit__13__dead),
    .won(unit__13__won),
    .go(unit__13__go),
    .rc_head(unit__13__rc_head),
    .req_valid(unit__13__req_valid),
    .req_bubble(unit__13__req_bubble),
    .req_vc(unit__13__req_vc),
    .req_priority(unit__13__req_priority),
    .sa_req(unit__13__sa_req),
    .held_hot(unit__13__held_hot),
    .held_port(unit__13__held_port),
    .leaving(unit__13__leaving),
    .poison(unit__13__poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h0000), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__14 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__14__flit_in),
    .write(unit__14__write),
    .rc_eject(unit__14__rc_eject),
    .rc_mask(unit__14__rc_mask),
    .rc_escape(unit__14__rc_escape),
    .rc_port(unit__14__rc_port),
    .rc_class(unit__14__rc_class),
    .rc_absorb(unit__14__rc_absorb),
    .rc_layered(unit__14__rc_layered),
    .rc_layer(unit__14__rc_layer),
    .vc_config(unit__14__vc_config),
    .row_addr(unit__14__row_addr),
    .row_bits(unit__14__row_bits),
    .out_vcs(unit__14__out_vcs),
    .dead(unit__14__dead),
    .won(unit__14__won),
    .go(unit__14__go),
    .rc_head(unit__14__rc_head),
    .req_valid(unit__14__req_valid),
    .req_bubble(unit__14__req_bubble),
    .req_vc(unit__14__req_vc),
    .req_priority(unit__14__req_priority),
    .sa_req(unit__14__sa_req),
    .held_hot(unit__14__held_hot),
    .held_port(unit__14__held_port),
    .leaving(unit__14__leaving),
    .poison(unit__14__poison)
);
ftr_input_vc #(.injected(1'h1), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h7fff), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__15 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__15__flit_in),
    .write(unit__15__write),
    .rc_eject(unit__15__rc_eject),
    .rc_mask(unit__15__rc_mask),
    .rc_escape(unit__15__rc_escape),
    .rc_port(unit__15__rc_port),
    .rc_class(unit__15__rc_class),
    .rc_absorb(unit__15__rc_absorb),
    .rc_layered(unit__15__rc_layered),
    .rc_layer(unit__15__rc_layer),
    .vc_config(unit__15__vc_config),
    .row_addr(unit__15__row_addr),
    .row_bits(unit__15__row_bits),
    .out_vcs(unit__15__out_vcs),
    .dead(unit__15__dead),
    .won(unit__15__won),
    .go(unit__15__go),
    .rc_head(unit__15__rc_head),
    .req_valid(unit__15__req_valid),
    .req_bubble(unit__15__req_bubble),
    .req_vc(unit__15__req_vc),
    .req_priority(unit__15__req_priority),
    .sa_req(unit__15__sa_req),
    .held_hot(unit__15__held_hot),
    .held_port(unit__15__held_port),
    .leaving(unit__15__leaving),
    .poison(unit__15__poison)
);
ftr_input_vc #(.injected(1'h1), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h7fff), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__16 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__16__flit_in),
    .write(unit__16__write),
    .rc_eject(unit__16__rc_eject),
    .rc_mask(unit__16__rc_mask),
    .rc_escape(unit__16__rc_escape),
    .rc_port(unit__16__rc_port),
    .rc_class(unit__16__rc_class),
    .rc_absorb(unit__16__rc_absorb),
    .rc_layered(unit__16__rc_layered),
    .rc_layer(unit__16__rc_layer),
    .vc_config(unit__16__vc_config),
    .row_addr(unit__16__row_addr),
    .row_bits(unit__16__row_bits),
    .out_vcs(unit__16__out_vcs),
    .dead(unit__16__dead),
    .won(unit__16__won),
    .go(unit__16__go),
    .rc_head(unit__16__rc_head),
    .req_valid(unit__16__req_valid),
    .req_bubble(unit__16__req_bubble),
    .req_vc(unit__16__req_vc),
    .req_priority(unit__16__req_priority),
    .sa_req(unit__16__sa_req),
    .held_hot(unit__16__held_hot),
    .held_port(unit__16__held_port),
    .leaving(unit__16__leaving),
    .poison(unit__16__poison)
);
ftr_input_vc #(.injected(1'h1), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h0), .out_port_of__3(3'h1), .out_port_of__4(3'h1), .out_port_of__5(3'h1), .out_port_of__6(3'h2), .out_port_of__7(3'h2), .out_port_of__8(3'h2), .out_port_of__9(3'h3), .out_port_of__10(3'h3), .out_port_of__11(3'h3), .out_port_of__12(3'h4), .out_port_of__13(3'h4), .out_port_of__14(3'h4), .out_port_of__15(3'h5), .out_port_of__16(3'h5), .out_port_of__17(3'h5), .sink(18'h38000), .escape_vc(18'h00000), .class_of(18'h00000), .admission_vc(18'h00000), .port_bit__0(18'h38e38), .port_bit__1(18'h00fc0), .port_bit__2(18'h3f000), .vc_bit__0(18'h12492), .vc_bit__1(18'h24924), .port_hot__0(5'h01), .port_hot__1(5'h01), .port_hot__2(5'h01), .port_hot__3(5'h02), .port_hot__4(5'h02), .port_hot__5(5'h02), .port_hot__6(5'h04), .port_hot__7(5'h04), .port_hot__8(5'h04), .port_hot__9(5'h08), .port_hot__10(5'h08), .port_hot__11(5'h08), .port_hot__12(5'h10), .port_hot__13(5'h10), .port_hot__14(5'h10), .port_hot__15(5'h00), .port_hot__16(5'h00), .port_hot__17(5'h00), .bubble_check(1'h0), .transit_priority(1'h1), .admission(1'h0), .admission_credits(3'h4), .patience(16'h7fff), .misses_at(4'hf), .local_row(3'h5), .credit_bits(4'h9), .credits_width(8'ha2), .vc_count(5'h12), .flit_bits(7'h45), .vc_bits(2'h2), .row_at(4'hd)) unit__17 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit__17__flit_in),
    .write(unit__17__write),
    .rc_eject(unit__17__rc_eject),
    .rc_mask(unit__17__rc_mask),
    .rc_escape(unit__17__rc_escape),
    .rc_port(unit__17__rc_port),
    .rc_class(unit__17__rc_class),
    .rc_absorb(unit__17__rc_absorb),
    .rc_layered(unit__17__rc_layered),
    .rc_layer(unit__17__rc_layer),
    .vc_config(unit__17__vc_config),
    .row_addr(unit__17__row_addr),
    .row_bits(unit__17__row_bits),
    .out_vcs(unit__17__out_vcs),
    .dead(unit__17__dead),
    .won(unit__17__won),
    .go(unit__17__go),
    .rc_head(unit__17__rc_head),
    .req_valid(unit__17__req_valid),
    .req_bubble(unit__17__req_bubble),
    .req_vc(unit__17__req_vc),
    .req_priority(unit__17__req_priority),
    .sa_req(unit__17__sa_req),
    .held_hot(unit__17__held_hot),
    .held_port(unit__17__held_port),
    .leaving(unit__17__leaving),
    .poison(unit__17__poison)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__0 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__0__credit_in),
    .flit_sent(credit__0__flit_sent),
    .frozen(credit__0__frozen),
    .at_least(credit__0__at_least),
    .nonzero_idle(credit__0__nonzero_idle),
    .nonzero_sent(credit__0__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__1 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__1__credit_in),
    .flit_sent(credit__1__flit_sent),
    .frozen(credit__1__frozen),
    .at_least(credit__1__at_least),
    .nonzero_idle(credit__1__nonzero_idle),
    .nonzero_sent(credit__1__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__2 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__2__credit_in),
    .flit_sent(credit__2__flit_sent),
    .frozen(credit__2__frozen),
    .at_least(credit__2__at_least),
    .nonzero_idle(credit__2__nonzero_idle),
    .nonzero_sent(credit__2__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__3 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__3__credit_in),
    .flit_sent(credit__3__flit_sent),
    .frozen(credit__3__frozen),
    .at_least(credit__3__at_least),
    .nonzero_idle(credit__3__nonzero_idle),
    .nonzero_sent(credit__3__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__4 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__4__credit_in),
    .flit_sent(credit__4__flit_sent),
    .frozen(credit__4__frozen),
    .at_least(credit__4__at_least),
    .nonzero_idle(credit__4__nonzero_idle),
    .nonzero_sent(credit__4__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__5 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__5__credit_in),
    .flit_sent(credit__5__flit_sent),
    .frozen(credit__5__frozen),
    .at_least(credit__5__at_least),
    .nonzero_idle(credit__5__nonzero_idle),
    .nonzero_sent(credit__5__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__6 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__6__credit_in),
    .flit_sent(credit__6__flit_sent),
    .frozen(credit__6__frozen),
    .at_least(credit__6__at_least),
    .nonzero_idle(credit__6__nonzero_idle),
    .nonzero_sent(credit__6__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__7 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__7__credit_in),
    .flit_sent(credit__7__flit_sent),
    .frozen(credit__7__frozen),
    .at_least(credit__7__at_least),
    .nonzero_idle(credit__7__nonzero_idle),
    .nonzero_sent(credit__7__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__8 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__8__credit_in),
    .flit_sent(credit__8__flit_sent),
    .frozen(credit__8__frozen),
    .at_least(credit__8__at_least),
    .nonzero_idle(credit__8__nonzero_idle),
    .nonzero_sent(credit__8__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__9 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__9__credit_in),
    .flit_sent(credit__9__flit_sent),
    .frozen(credit__9__frozen),
    .at_least(credit__9__at_least),
    .nonzero_idle(credit__9__nonzero_idle),
    .nonzero_sent(credit__9__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__10 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__10__credit_in),
    .flit_sent(credit__10__flit_sent),
    .frozen(credit__10__frozen),
    .at_least(credit__10__at_least),
    .nonzero_idle(credit__10__nonzero_idle),
    .nonzero_sent(credit__10__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__11 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__11__credit_in),
    .flit_sent(credit__11__flit_sent),
    .frozen(credit__11__frozen),
    .at_least(credit__11__at_least),
    .nonzero_idle(credit__11__nonzero_idle),
    .nonzero_sent(credit__11__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__12 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__12__credit_in),
    .flit_sent(credit__12__flit_sent),
    .frozen(credit__12__frozen),
    .at_least(credit__12__at_least),
    .nonzero_idle(credit__12__nonzero_idle),
    .nonzero_sent(credit__12__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__13 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__13__credit_in),
    .flit_sent(credit__13__flit_sent),
    .frozen(credit__13__frozen),
    .at_least(credit__13__at_least),
    .nonzero_idle(credit__13__nonzero_idle),
    .nonzero_sent(credit__13__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__14 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__14__credit_in),
    .flit_sent(credit__14__flit_sent),
    .frozen(credit__14__frozen),
    .at_least(credit__14__at_least),
    .nonzero_idle(credit__14__nonzero_idle),
    .nonzero_sent(credit__14__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__15 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__15__credit_in),
    .flit_sent(credit__15__flit_sent),
    .frozen(credit__15__frozen),
    .at_least(credit__15__at_least),
    .nonzero_idle(credit__15__nonzero_idle),
    .nonzero_sent(credit__15__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__16 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__16__credit_in),
    .flit_sent(credit__16__flit_sent),
    .frozen(credit__16__frozen),
    .at_least(credit__16__at_least),
    .nonzero_idle(credit__16__nonzero_idle),
    .nonzero_sent(credit__16__nonzero_sent)
);
ftr_credit_counter #(.last(3'h7), .one(9'h001), .unit(8'h01)) credit__17 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit__17__credit_in),
    .flit_sent(credit__17__flit_sent),
    .frozen(credit__17__frozen),
    .at_least(credit__17__at_least),
    .nonzero_idle(credit__17__nonzero_idle),
    .nonzero_sent(credit__17__nonzero_sent)
);
ftr_vc_allocator va (
    .clock(clock),
    .reset(reset),
    .req_valid(va__req_valid),
    .req_bubble(va__req_bubble),
    .free(va__free),
    .room(va__room),
    .req_vc__0(va__req_vc__0),
    .req_vc__1(va__req_vc__1),
    .req_vc__2(va__req_vc__2),
    .req_vc__3(va__req_vc__3),
    .req_vc__4(va__req_vc__4),
    .req_vc__5(va__req_vc__5),
    .req_vc__6(va__req_vc__6),
    .req_vc__7(va__req_vc__7),
    .req_vc__8(va__req_vc__8),
    .req_vc__9(va__req_vc__9),
    .req_vc__10(va__req_vc__10),
    .req_vc__11(va__req_vc__11),
    .req_vc__12(va__req_vc__12),
    .req_vc__13(va__req_vc__13),
    .req_vc__14(va__req_vc__14),
    .req_vc__15(va__req_vc__15),
    .req_vc__16(va__req_vc__16),
    .req_vc__17(va__req_vc__17),
    .req_priority(va__req_priority),
    .won(va__won),
    .granted(va__granted)
);
ftr_switch_allocator #(.in_port__0(3'h0), .in_port__1(3'h0), .in_port__2(3'h0), .in_port__3(3'h1), .in_port__4(3'h1), .in_port__5(3'h1), .in_port__6(3'h2), .in_port__7(3'h2), .in_port__8(3'h2), .in_port__9(3'h3), .in_port__10(3'h3), .in_port__11(3'h3), .in_port__12(3'h4), .in_port__13(3'h4), .in_port__14(3'h4), .in_port__15(3'h5), .in_port__16(3'h5), .in_port__17(3'h5), .vcs(5'h03), .last_port_at(5'h0f)) sa (
    .clock(clock),
    .reset(reset),
    .req(sa__req),
    .want__0(sa__want__0),
    .want__1(sa__want__1),
    .want__2(sa__want__2),
    .want__3(sa__want__3),
    .want__4(sa__want__4),
    .want__5(sa__want__5),
    .want__6(sa__want__6),
    .want__7(sa__want__7),
    .want__8(sa__want__8),
    .want__9(sa__want__9),
    .want__10(sa__want__10),
    .want__11(sa__want__11),
    .want__12(sa__want__12),
    .want__13(sa__want__13),
    .want__14(sa__want__14),
    .want__15(sa__want__15),
    .want__16(sa__want__16),
    .want__17(sa__want__17),
    .go(sa__go),
    .out_valid(sa__out_valid),
    .out_port__0(sa__out_port__0),
    .out_port__1(sa__out_port__1),
    .out_port__2(sa__out_port__2),
    .out_port__3(sa__out_port__3),
    .out_port__4(sa__out_port__4),
    .out_port__5(sa__out_port__5),
    .port_go(sa__port_go),
    .port_vc__0(sa__port_vc__0),
    .port_vc__1(sa__port_vc__1),
    .port_vc__2(sa__port_vc__2),
    .port_vc__3(sa__port_vc__3),
    .port_vc__4(sa__port_vc__4),
    .port_vc__5(sa__port_vc__5),
    .granted_by__0(sa__granted_by__0),
    .granted_by__1(sa__granted_by__1),
    .granted_by__2(sa__granted_by__2),
    .granted_by__3(sa__granted_by__3),
    .granted_by__4(sa__granted_by__4),
    .granted_by__5(sa__granted_by__5),
    .pick(sa__pick)
);
ftr_header_rewrite #(.hops_at(7'h07), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .dest_shift(7'h05), .below_list(69'h0007ffffffffffffff)) rewrite__0 (
    .flit_in(rewrite__0__flit_in),
    .misses(rewrite__0__misses),
    .copy(rewrite__0__copy),
    .flit_out(rewrite__0__flit_out)
);
ftr_header_rewrite #(.hops_at(7'h07), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .dest_shift(7'h05), .below_list(69'h0007ffffffffffffff)) rewrite__1 (
    .flit_in(rewrite__1__flit_in),
    .misses(rewrite__1__misses),
    .copy(rewrite__1__copy),
    .flit_out(rewrite__1__flit_out)
);
ftr_header_rewrite #(.hops_at(7'h07), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .dest_shift(7'h05), .below_list(69'h0007ffffffffffffff)) rewrite__2 (
    .flit_in(rewrite__2__flit_in),
    .misses(rewrite__2__misses),
    .copy(rewrite__2__copy),
    .flit_out(rewrite__2__flit_out)
);
ftr_header_rewrite #(.hops_at(7'h07), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .dest_shift(7'h05), .below_list(69'h0007ffffffffffffff)) rewrite__3 (
    .flit_in(rewrite__3__flit_in),
    .misses(rewrite__3__misses),
    .copy(rewrite__3__copy),
    .flit_out(rewrite__3__flit_out)
);
ftr_header_rewrite #(.hops_at(7'h07), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .dest_shift(7'h05), .below_list(69'h0007ffffffffffffff)) rewrite__4 (
    .flit_in(rewrite__4__flit_in),
    .misses(rewrite__4__misses),
    .copy(rewrite__4__copy),
    .flit_out(rewrite__4__flit_out)
);
ftr_header_rewrite #(.hops_at(7'h07), .misses_at(7'h0f), .leg_at(7'h33), .more_at(7'h37), .rest_at(7'h3b), .dest_shift(7'h05), .below_list(69'h0007ffffffffffffff)) rewrite__5 (
    .flit_in(rewrite__5__flit_in),
    .misses(rewrite__5__misses),
    .copy(rewrite__5__copy),
    .flit_out(rewrite__5__flit_out)
);
ftr_crossbar xbar (
    .clock(clock),
    .reset(reset),
    .flit_in__0(xbar__flit_in__0),
    .flit_in__1(xbar__flit_in__1),
    .flit_in__2(xbar__flit_in__2),
    .flit_in__3(xbar__flit_in__3),
    .flit_in__4(xbar__flit_in__4),
    .flit_in__5(xbar__flit_in__5),
    .in_valid(xbar__in_valid),
    .sel__0(xbar__sel__0),
    .sel__1(xbar__sel__1),
    .sel__2(xbar__sel__2),
    .sel__3(xbar__sel__3),
    .sel__4(xbar__sel__4),
    .sel__5(xbar__sel__5),
    .sel_valid(xbar__sel_valid),
    .flit_out__0(xbar__flit_out__0),
    .flit_out__1(xbar__flit_out__1),
    .flit_out__2(xbar__flit_out__2),
    .flit_out__3(xbar__flit_out__3),
    .flit_out__4(xbar__flit_out__4),
    .flit_out__5(xbar__flit_out__5),
    .out_valid(xbar__out_valid)
);
ftr_route_table routes (
    .clock(clock),
    .write_enable(routes__write_enable),
    .write_addr(routes__write_addr),
    .write_data(routes__write_data),
    .stage(routes__stage),
    .commit(routes__commit),
    .read_addr__0(routes__read_addr__0),
    .read_addr__1(routes__read_addr__1),
    .read_addr__2(routes__read_addr__2),
    .read_addr__3(routes__read_addr__3),
    .read_addr__4(routes__read_addr__4),
    .read_addr__5(routes__read_addr__5),
    .read_addr__6(routes__read_addr__6),
    .read_addr__7(routes__read_addr__7),
    .read_addr__8(routes__read_addr__8),
    .read_addr__9(routes__read_addr__9),
    .read_addr__10(routes__read_addr__10),
    .read_addr__11(routes__read_addr__11),
    .read_addr__12(routes__read_addr__12),
    .read_addr__13(routes__read_addr__13),
    .read_addr__14(routes__read_addr__14),
    .read_addr__15(routes__read_addr__15),
    .read_addr__16(routes__read_addr__16),
    .read_addr__17(routes__read_addr__17),
    .read_data__0(routes__read_data__0),
    .read_data__1(routes__read_data__1),
    .read_data__2(routes__read_data__2),
    .read_data__3(routes__read_data__3),
    .read_data__4(routes__read_data__4),
    .read_data__5(routes__read_data__5),
    .read_data__6(routes__read_data__6),
    .read_data__7(routes__read_data__7),
    .read_data__8(routes__read_data__8),
    .read_data__9(routes__read_data__9),
    .read_data__10(routes__read_data__10),
    .read_data__11(routes__read_data__11),
    .read_data__12(routes__read_data__12),
    .read_data__13(routes__read_data__13),
    .read_data__14(routes__read_data__14),
    .read_data__15(routes__read_data__15),
    .read_data__16(routes__read_data__16),
    .read_data__17(routes__read_data__17)
);
ftr_bubble_table bubble (
    .clock(clock),
    .write_enable(bubble__write_enable),
    .write_addr(bubble__write_addr),
    .write_data(bubble__write_data),
    .stage(bubble__stage),
    .commit(bubble__commit),
    .read_addr__0(bubble__read_addr__0),
    .read_addr__1(bubble__read_addr__1),
    .read_addr__2(bubble__read_addr__2),
    .read_addr__3(bubble__read_addr__3),
    .read_addr__4(bubble__read_addr__4),
    .read_addr__5(bubble__read_addr__5),
    .read_addr__6(bubble__read_addr__6),
    .read_addr__7(bubble__read_addr__7),
    .read_addr__8(bubble__read_addr__8),
    .read_addr__9(bubble__read_addr__9),
    .read_addr__10(bubble__read_addr__10),
    .read_addr__11(bubble__read_addr__11),
    .read_addr__12(bubble__read_addr__12),
    .read_addr__13(bubble__read_addr__13),
    .read_addr__14(bubble__read_addr__14),
    .read_addr__15(bubble__read_addr__15),
    .read_addr__16(bubble__read_addr__16),
    .read_addr__17(bubble__read_addr__17),
    .read_data__0(bubble__read_data__0),
    .read_data__1(bubble__read_data__1),
    .read_data__2(bubble__read_data__2),
    .read_data__3(bubble__read_data__3),
    .read_data__4(bubble__read_data__4),
    .read_data__5(bubble__read_data__5),
    .read_data__6(bubble__read_data__6),
    .read_data__7(bubble__read_data__7),
    .read_data__8(bubble__read_data__8),
    .read_data__9(bubble__read_data__9),
    .read_data__10(bubble__read_data__10),
    .read_data__11(bubble__read_data__11),
    .read_data__12(bubble__read_data__12),
    .read_data__13(bubble__read_data__13),
    .read_data__14(bubble__read_data__14),
    .read_data__15(bubble__read_data__15),
    .read_data__16(bubble__read_data__16),
    .read_data__17(bubble__read_data__17)
);
ftr_vc_config vc_config (
    .clock(clock),
    .write_enable(vc_config__write_enable),
    .write_addr(vc_config__write_addr),
    .write_data(vc_config__write_data),
    .stage(vc_config__stage),
    .commit(vc_config__commit),
    .read_addr__0(vc_config__read_addr__0),
    .read_addr__1(vc_config__read_addr__1),
    .read_addr__2(vc_config__read_addr__2),
    .read_addr__3(vc_config__read_addr__3),
    .read_addr__4(vc_config__read_addr__4),
    .read_addr__5(vc_config__read_addr__5),
    .read_addr__6(vc_config__read_addr__6),
    .read_addr__7(vc_config__read_addr__7),
    .read_addr__8(vc_config__read_addr__8),
    .read_addr__9(vc_config__read_addr__9),
    .read_addr__10(vc_config__read_addr__10),
    .read_addr__11(vc_config__read_addr__11),
    .read_addr__12(vc_config__read_addr__12),
    .read_addr__13(vc_config__read_addr__13),
    .read_addr__14(vc_config__read_addr__14),
    .read_addr__15(vc_config__read_addr__15),
    .read_addr__16(vc_config__read_addr__16),
    .read_addr__17(vc_config__read_addr__17),
    .read_data__0(vc_config__read_data__0),
    .read_data__1(vc_config__read_data__1),
    .read_data__2(vc_config__read_data__2),
    .read_data__3(vc_config__read_data__3),
    .read_data__4(vc_config__read_data__4),
    .read_data__5(vc_config__read_data__5),
    .read_data__6(vc_config__read_data__6),
    .read_data__7(vc_config__read_data__7),
    .read_data__8(vc_config__read_data__8),
    .read_data__9(vc_config__read_data__9),
    .read_data__10(vc_config__read_data__10),
    .read_data__11(vc_config__read_data__11),
    .read_data__12(vc_config__read_data__12),
    .read_data__13(vc_config__read_data__13),
    .read_data__14(vc_config__read_data__14),
    .read_data__15(vc_config__read_data__15),
    .read_data__16(vc_config__read_data__16),
    .read_data__17(vc_config__read_data__17)
);
always @(posedge clock) begin
    if (reset) owned__q <= 18'h00000; else owned__q <= owned__d;
    if (reset) credit_valid__q <= 6'h00; else credit_valid__q <= credit_valid__d;
    if (reset) credit_vc__0__q <= 2'h0; else credit_vc__0__q <= credit_vc__0__d;
    if (reset) credit_vc__1__q <= 2'h0; else credit_vc__1__q <= credit_vc__1__d;
    if (reset) credit_vc__2__q <= 2'h0; else credit_vc__2__q <= credit_vc__2__d;
    if (reset) credit_vc__3__q <= 2'h0; else credit_vc__3__q <= credit_vc__3__d;
    if (reset) credit_vc__4__q <= 2'h0; else credit_vc__4__q <= credit_vc__4__d;
    if (reset) credit_vc__5__q <= 2'h0; else credit_vc__5__q <= credit_vc__5__d;
end
// The low 2 bits of a 72-bit value.
function [1:0] low_2_of_72(input [71:0] x);
    reg [69:0] unused;
    {unused, low_2_of_72} = x;
endfunction
// The low 3 bits of a 16-bit value.
function [2:0] low_3_of_16(input [15:0] x);
    reg [12:0] unused;
    {unused, low_3_of_16} = x;
endfunction
// The low 4 bits of a 76-bit value.
function [3:0] low_4_of_76(input [75:0] x);
    reg [71:0] unused;
    {unused, low_4_of_76} = x;
endfunction
// The low 5 bits of a 16-bit value.
function [4:0] low_5_of_16(input [15:0] x);
    reg [10:0] unused;
    {unused, low_5_of_16} = x;
endfunction
reg [68:0] unit__0__flit_in__comb;
reg [68:0] unit__1__flit_in__comb;
reg [68:0] unit__2__flit_in__comb;
reg [68:0] unit__3__flit_in__comb;
reg [68:0] unit__4__flit_in__comb;
reg [68:0] unit__5__flit_in__comb;
reg [68:0] unit__6__flit_in__comb;
reg [68:0] unit__7__flit_in__comb;
reg [68:0] unit__8__flit_in__comb;
reg [68:0] unit__9__flit_in__comb;
reg [68:0] unit__10__flit_in__comb;
reg [68:0] unit__11__flit_in__comb;
reg [68:0] unit__12__flit_in__comb;
reg [68:0] unit__13__flit_in__comb;
reg [68:0] unit__14__flit_in__comb;
reg [68:0] unit__15__flit_in__comb;
reg [68:0] unit__16__flit_in__comb;
reg [68:0] unit__17__flit_in__comb;
always @(*) begin
    routes__write_enable = (cfg_write & (cfg_target == 2'd0));
    routes__write_addr = cfg_addr;
    routes__write_data = cfg_data[13:0];
    bubble__write_enable = (cfg_write & (cfg_target == 2'd1));
    bubble__write_addr = cfg_addr[2:0];
    bubble__write_data = cfg_data[4:0];
    vc_config__write_enable = (cfg_write & (cfg_target == 2'd2));
    vc_config__write_addr = cfg_addr;
    vc_config__write_data = cfg_data;
    routes__stage = cfg_stage;
    routes__commit = cfg_commit;
    bubble__stage = cfg_stage;
    bubble__commit = cfg_commit;
    vc_config__stage = cfg_stage;
    vc_config__commit = cfg_commit;
    write_hot = 18'd0;
    credit_hot = 18'd0;
    vc_hot = {2'd0, flit_in_valid[0]};
    vc_hot = vc_hot << flit_in_vc__0;
    port_hot = {15'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, credit_in_valid[0]};
    vc_hot = vc_hot << credit_in_vc__0;
    port_hot = {15'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, flit_in_valid[1]};
    vc_hot = vc_hot << flit_in_vc__1;
    port_hot = {15'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, credit_in_valid[1]};
    vc_hot = vc_hot << credit_in_vc__1;
    port_hot = {15'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, flit_in_valid[2]};
    vc_hot = vc_hot << flit_in_vc__2;
    port_hot = {15'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, credit_in_valid[2]};
    vc_hot = vc_hot << credit_in_vc__2;
    port_hot = {15'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, flit_in_valid[3]};
    vc_hot = vc_hot << flit_in_vc__3;
    port_hot = {15'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, credit_in_valid[3]};
    vc_hot = vc_hot << credit_in_vc__3;
    port_hot = {15'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, flit_in_valid[4]};
    vc_hot = vc_hot << flit_in_vc__4;
    port_hot = {15'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, credit_in_valid[4]};
    vc_hot = vc_hot << credit_in_vc__4;
    port_hot = {15'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, flit_in_valid[5]};
    vc_hot = vc_hot << flit_in_vc__5;
    port_hot = {15'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {2'd0, credit_in_valid[5]};
    vc_hot = vc_hot << credit_in_vc__5;
    port_hot = {15'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    sent = 18'd0;
    released = 18'd0;
    port_sent = 18'd0;
    port_released = 18'd0;
    if ((in_port__0 == 3'd0) & sa__pick[0]) begin
        port_sent = unit__0__held_hot;
        if (unit__0__leaving[1]) begin
            port_released = unit__0__held_hot;
        end
    end
    if ((in_port__1 == 3'd0) & sa__pick[1]) begin
        port_sent = unit__1__held_hot;
        if (unit__1__leaving[1]) begin
            port_released = unit__1__held_hot;
        end
    end
    if ((in_port__2 == 3'd0) & sa__pick[2]) begin
        port_sent = unit__2__held_hot;
        if (unit__2__leaving[1]) begin
            port_released = unit__2__held_hot;
        end
    end
    if ((in_port__3 == 3'd0) & sa__pick[3]) begin
        port_sent = unit__3__held_hot;
        if (unit__3__leaving[1]) begin
            port_released = unit__3__held_hot;
        end
    end
    if ((in_port__4 == 3'd0) & sa__pick[4]) begin
        port_sent = unit__4__held_hot;
        if (unit__4__leaving[1]) begin
            port_released = unit__4__held_hot;
        end
    end
    if ((in_port__5 == 3'd0) & sa__pick[5]) begin
        port_sent = unit__5__held_hot;
        if (unit__5__leaving[1]) begin
            port_released = unit__5__held_hot;
        end
    end
    if ((in_port__6 == 3'd0) & sa__pick[6]) begin
        port_sent = unit__6__held_hot;
        if (unit__6__leaving[1]) begin
            port_released = unit__6__held_hot;
        end
    end
    if ((in_port__7 == 3'd0) & sa__pick[7]) begin
        port_sent = unit__7__held_hot;
        if (unit__7__leaving[1]) begin
            port_released = unit__7__held_hot;
        end
    end
    if ((in_port__8 == 3'd0) & sa__pick[8]) begin
        port_sent = unit__8__held_hot;
        if (unit__8__leaving[1]) begin
            port_released = unit__8__held_hot;
        end
    end
    if ((in_port__9 == 3'd0) & sa__pick[9]) begin
        port_sent = unit__9__held_hot;
        if (unit__9__leaving[1]) begin
            port_released = unit__9__held_hot;
        end
    end
    if ((in_port__10 == 3'd0) & sa__pick[10]) begin
        port_sent = unit__10__held_hot;
        if (unit__10__leaving[1]) begin
            port_released = unit__10__held_hot;
        end
    end
    if ((in_port__11 == 3'd0) & sa__pick[11]) begin
        port_sent = unit__11__held_hot;
        if (unit__11__leaving[1]) begin
            port_released = unit__11__held_hot;
        end
    end
    if ((in_port__12 == 3'd0) & sa__pick[12]) begin
        port_sent = unit__12__held_hot;
        if (unit__12__leaving[1]) begin
            port_released = unit__12__held_hot;
        end
    end
    if ((in_port__13 == 3'd0) & sa__pick[13]) begin
        port_sent = unit__13__held_hot;
        if (unit__13__leaving[1]) begin
            port_released = unit__13__held_hot;
        end
    end
    if ((in_port__14 == 3'd0) & sa__pick[14]) begin
        port_sent = unit__14__held_hot;
        if (unit__14__leaving[1]) begin
            port_released = unit__14__held_hot;
        end
    end
    if ((in_port__15 == 3'd0) & sa__pick[15]) begin
        port_sent = unit__15__held_hot;
        if (unit__15__leaving[1]) begin
            port_released = unit__15__held_hot;
        end
    end
    if ((in_port__16 == 3'd0) & sa__pick[16]) begin
        port_sent = unit__16__held_hot;
        if (unit__16__leaving[1]) begin
            port_released = unit__16__held_hot;
        end
    end
    if ((in_port__17 == 3'd0) & sa__pick[17]) begin
        port_sent = unit__17__held_hot;
        if (unit__17__leaving[1]) begin
            port_released = unit__17__held_hot;
        end
    end
    spread = 18'd0;
    spread = (spread & ~(18'd1 << 0)) | ({17'd0, sa__granted_by__0[in_port__0]} << 0);
    spread = (spread & ~(18'd1 << 1)) | ({17'd0, sa__granted_by__0[in_port__1]} << 1);
    spread = (spread & ~(18'd1 << 2)) | ({17'd0, sa__granted_by__0[in_port__2]} << 2);
    spread = (spread & ~(18'd1 << 3)) | ({17'd0, sa__granted_by__0[in_port__3]} << 3);
    spread = (spread & ~(18'd1 << 4)) | ({17'd0, sa__granted_by__0[in_port__4]} << 4);
    spread = (spread & ~(18'd1 << 5)) | ({17'd0, sa__granted_by__0[in_port__5]} << 5);
    spread = (spread & ~(18'd1 << 6)) | ({17'd0, sa__granted_by__0[in_port__6]} << 6);
    spread = (spread & ~(18'd1 << 7)) | ({17'd0, sa__granted_by__0[in_port__7]} << 7);
    spread = (spread & ~(18'd1 << 8)) | ({17'd0, sa__granted_by__0[in_port__8]} << 8);
    spread = (spread & ~(18'd1 << 9)) | ({17'd0, sa__granted_by__0[in_port__9]} << 9);
    spread = (spread & ~(18'd1 << 10)) | ({17'd0, sa__granted_by__0[in_port__10]} << 10);
    spread = (spread & ~(18'd1 << 11)) | ({17'd0, sa__granted_by__0[in_port__11]} << 11);
    spread = (spread & ~(18'd1 << 12)) | ({17'd0, sa__granted_by__0[in_port__12]} << 12);
    spread = (spread & ~(18'd1 << 13)) | ({17'd0, sa__granted_by__0[in_port__13]} << 13);
    spread = (spread & ~(18'd1 << 14)) | ({17'd0, sa__granted_by__0[in_port__14]} << 14);
    spread = (spread & ~(18'd1 << 15)) | ({17'd0, sa__granted_by__0[in_port__15]} << 15);
    spread = (spread & ~(18'd1 << 16)) | ({17'd0, sa__granted_by__0[in_port__16]} << 16);
    spread = (spread & ~(18'd1 << 17)) | ({17'd0, sa__granted_by__0[in_port__17]} << 17);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    port_sent = 18'd0;
    port_released = 18'd0;
    if ((in_port__0 == 3'd1) & sa__pick[0]) begin
        port_sent = unit__0__held_hot;
        if (unit__0__leaving[1]) begin
            port_released = unit__0__held_hot;
        end
    end
    if ((in_port__1 == 3'd1) & sa__pick[1]) begin
        port_sent = unit__1__held_hot;
        if (unit__1__leaving[1]) begin
            port_released = unit__1__held_hot;
        end
    end
    if ((in_port__2 == 3'd1) & sa__pick[2]) begin
        port_sent = unit__2__held_hot;
        if (unit__2__leaving[1]) begin
            port_released = unit__2__held_hot;
        end
    end
    if ((in_port__3 == 3'd1) & sa__pick[3]) begin
        port_sent = unit__3__held_hot;
        if (unit__3__leaving[1]) begin
            port_released = unit__3__held_hot;
        end
    end
    if ((in_port__4 == 3'd1) & sa__pick[4]) begin
        port_sent = unit__4__held_hot;
        if (unit__4__leaving[1]) begin
            port_released = unit__4__held_hot;
        end
    end
    if ((in_port__5 == 3'd1) & sa__pick[5]) begin
        port_sent = unit__5__held_hot;
        if (unit__5__leaving[1]) begin
            port_released = unit__5__held_hot;
        end
    end
    if ((in_port__6 == 3'd1) & sa__pick[6]) begin
        port_sent = unit__6__held_hot;
        if (unit__6__leaving[1]) begin
            port_released = unit__6__held_hot;
        end
    end
    if ((in_port__7 == 3'd1) & sa__pick[7]) begin
        port_sent = unit__7__held_hot;
        if (unit__7__leaving[1]) begin
            port_released = unit__7__held_hot;
        end
    end
    if ((in_port__8 == 3'd1) & sa__pick[8]) begin
        port_sent = unit__8__held_hot;
        if (unit__8__leaving[1]) begin
            port_released = unit__8__held_hot;
        end
    end
    if ((in_port__9 == 3'd1) & sa__pick[9]) begin
        port_sent = unit__9__held_hot;
        if (unit__9__leaving[1]) begin
            port_released = unit__9__held_hot;
        end
    end
    if ((in_port__10 == 3'd1) & sa__pick[10]) begin
        port_sent = unit__10__held_hot;
        if (unit__10__leaving[1]) begin
            port_released = unit__10__held_hot;
        end
    end
    if ((in_port__11 == 3'd1) & sa__pick[11]) begin
        port_sent = unit__11__held_hot;
        if (unit__11__leaving[1]) begin
            port_released = unit__11__held_hot;
        end
    end
    if ((in_port__12 == 3'd1) & sa__pick[12]) begin
        port_sent = unit__12__held_hot;
        if (unit__12__leaving[1]) begin
            port_released = unit__12__held_hot;
        end
    end
    if ((in_port__13 == 3'd1) & sa__pick[13]) begin
        port_sent = unit__13__held_hot;
        if (unit__13__leaving[1]) begin
            port_released = unit__13__held_hot;
        end
    end
    if ((in_port__14 == 3'd1) & sa__pick[14]) begin
        port_sent = unit__14__held_hot;
        if (unit__14__leaving[1]) begin
            port_released = unit__14__held_hot;
        end
    end
    if ((in_port__15 == 3'd1) & sa__pick[15]) begin
        port_sent = unit__15__held_hot;
        if (unit__15__leaving[1]) begin
            port_released = unit__15__held_hot;
        end
    end
    if ((in_port__16 == 3'd1) & sa__pick[16]) begin
        port_sent = unit__16__held_hot;
        if (unit__16__leaving[1]) begin
            port_released = unit__16__held_hot;
        end
    end
    if ((in_port__17 == 3'd1) & sa__pick[17]) begin
        port_sent = unit__17__held_hot;
        if (unit__17__leaving[1]) begin
            port_released = unit__17__held_hot;
        end
    end
    spread = 18'd0;
    spread = (spread & ~(18'd1 << 0)) | ({17'd0, sa__granted_by__1[in_port__0]} << 0);
    spread = (spread & ~(18'd1 << 1)) | ({17'd0, sa__granted_by__1[in_port__1]} << 1);
    spread = (spread & ~(18'd1 << 2)) | ({17'd0, sa__granted_by__1[in_port__2]} << 2);
    spread = (spread & ~(18'd1 << 3)) | ({17'd0, sa__granted_by__1[in_port__3]} << 3);
    spread = (spread & ~(18'd1 << 4)) | ({17'd0, sa__granted_by__1[in_port__4]} << 4);
    spread = (spread & ~(18'd1 << 5)) | ({17'd0, sa__granted_by__1[in_port__5]} << 5);
    spread = (spread & ~(18'd1 << 6)) | ({17'd0, sa__granted_by__1[in_port__6]} << 6);
    spread = (spread & ~(18'd1 << 7)) | ({17'd0, sa__granted_by__1[in_port__7]} << 7);
    spread = (spread & ~(18'd1 << 8)) | ({17'd0, sa__granted_by__1[in_port__8]} << 8);
    spread = (spread & ~(18'd1 << 9)) | ({17'd0, sa__granted_by__1[in_port__9]} << 9);
    spread = (spread & ~(18'd1 << 10)) | ({17'd0, sa__granted_by__1[in_port__10]} << 10);
    spread = (spread & ~(18'd1 << 11)) | ({17'd0, sa__granted_by__1[in_port__11]} << 11);
    spread = (spread & ~(18'd1 << 12)) | ({17'd0, sa__granted_by__1[in_port__12]} << 12);
    spread = (spread & ~(18'd1 << 13)) | ({17'd0, sa__granted_by__1[in_port__13]} << 13);
    spread = (spread & ~(18'd1 << 14)) | ({17'd0, sa__granted_by__1[in_port__14]} << 14);
    spread = (spread & ~(18'd1 << 15)) | ({17'd0, sa__granted_by__1[in_port__15]} << 15);
    spread = (spread & ~(18'd1 << 16)) | ({17'd0, sa__granted_by__1[in_port__16]} << 16);
    spread = (spread & ~(18'd1 << 17)) | ({17'd0, sa__granted_by__1[in_port__17]} << 17);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    port_sent = 18'd0;
    port_released = 18'd0;
    if ((in_port__0 == 3'd2) & sa__pick[0]) begin
        port_sent = unit__0__held_hot;
        if (unit__0__leaving[1]) begin
            port_released = unit__0__held_hot;
        end
    end
    if ((in_port__1 == 3'd2) & sa__pick[1]) begin
        port_sent = unit__1__held_hot;
        if (unit__1__leaving[1]) begin
            port_released = unit__1__held_hot;
        end
    end
    if ((in_port__2 == 3'd2) & sa__pick[2]) begin
        port_sent = unit__2__held_hot;
        if (unit__2__leaving[1]) begin
            port_released = unit__2__held_hot;
        end
    end
    if ((in_port__3 == 3'd2) & sa__pick[3]) begin
        port_sent = unit__3__held_hot;
        if (unit__3__leaving[1]) begin
            port_released = unit__3__held_hot;
        end
    end
    if ((in_port__4 == 3'd2) & sa__pick[4]) begin
        port_sent = unit__4__held_hot;
        if (unit__4__leaving[1]) begin
            port_released = unit__4__held_hot;
        end
    end
    if ((in_port__5 == 3'd2) & sa__pick[5]) begin
        port_sent = unit__5__held_hot;
        if (unit__5__leaving[1]) begin
            port_released = unit__5__held_hot;
        end
    end
    if ((in_port__6 == 3'd2) & sa__pick[6]) begin
        port_sent = unit__6__held_hot;
        if (unit__6__leaving[1]) begin
            port_released = unit__6__held_hot;
        end
    end
    if ((in_port__7 == 3'd2) & sa__pick[7]) begin
        port_sent = unit__7__held_hot;
        if (unit__7__leaving[1]) begin
            port_released = unit__7__held_hot;
        end
    end
    if ((in_port__8 == 3'd2) & sa__pick[8]) begin
        port_sent = unit__8__held_hot;
        if (unit__8__leaving[1]) begin
            port_released = unit__8__held_hot;
        end
    end
    if ((in_port__9 == 3'd2) & sa__pick[9]) begin
        port_sent = unit__9__held_hot;
        if (unit__9__leaving[1]) begin
            port_released = unit__9__held_hot;
        end
    end
    if ((in_port__10 == 3'd2) & sa__pick[10]) begin
        port_sent = unit__10__held_hot;
        if (unit__10__leaving[1]) begin
            port_released = unit__10__held_hot;
        end
    end
    if ((in_port__11 == 3'd2) & sa__pick[11]) begin
        port_sent = unit__11__held_hot;
        if (unit__11__leaving[1]) begin
            port_released = unit__11__held_hot;
        end
    end
    if ((in_port__12 == 3'd2) & sa__pick[12]) begin
        port_sent = unit__12__held_hot;
        if (unit__12__leaving[1]) begin
            port_released = unit__12__held_hot;
        end
    end
    if ((in_port__13 == 3'd2) & sa__pick[13]) begin
        port_sent = unit__13__held_hot;
        if (unit__13__leaving[1]) begin
            port_released = unit__13__held_hot;
        end
    end
    if ((in_port__14 == 3'd2) & sa__pick[14]) begin
        port_sent = unit__14__held_hot;
        if (unit__14__leaving[1]) begin
            port_released = unit__14__held_hot;
        end
    end
    if ((in_port__15 == 3'd2) & sa__pick[15]) begin
        port_sent = unit__15__held_hot;
        if (unit__15__leaving[1]) begin
            port_released = unit__15__held_hot;
        end
    end
    if ((in_port__16 == 3'd2) & sa__pick[16]) begin
        port_sent = unit__16__held_hot;
        if (unit__16__leaving[1]) begin
            port_released = unit__16__held_hot;
        end
    end
    if ((in_port__17 == 3'd2) & sa__pick[17]) begin
        port_sent = unit__17__held_hot;
        if (unit__17__leaving[1]) begin
            port_released = unit__17__held_hot;
        end
    end
    spread = 18'd0;
    spread = (spread & ~(18'd1 << 0)) | ({17'd0, sa__granted_by__2[in_port__0]} << 0);
    spread = (spread & ~(18'd1 << 1)) | ({17'd0, sa__granted_by__2[in_port__1]} << 1);
    spread = (spread & ~(18'd1 << 2)) | ({17'd0, sa__granted_by__2[in_port__2]} << 2);
    spread = (spread & ~(18'd1 << 3)) | ({17'd0, sa__granted_by__2[in_port__3]} << 3);
    spread = (spread & ~(18'd1 << 4)) | ({17'd0, sa__granted_by__2[in_port__4]} << 4);
    spread = (spread & ~(18'd1 << 5)) | ({17'd0, sa__granted_by__2[in_port__5]} << 5);
    spread = (spread & ~(18'd1 << 6)) | ({17'd0, sa__granted_by__2[in_port__6]} << 6);
    spread = (spread & ~(18'd1 << 7)) | ({17'd0, sa__granted_by__2[in_port__7]} << 7);
    spread = (spread & ~(18'd1 << 8)) | ({17'd0, sa__granted_by__2[in_port__8]} << 8);
    spread = (spread & ~(18'd1 << 9)) | ({17'd0, sa__granted_by__2[in_port__9]} << 9);
    spread = (spread & ~(18'd1 << 10)) | ({17'd0, sa__granted_by__2[in_port__10]} << 10);
    spread = (spread & ~(18'd1 << 11)) | ({17'd0, sa__granted_by__2[in_port__11]} << 11);
    spread = (spread & ~(18'd1 << 12)) | ({17'd0, sa__granted_by__2[in_port__12]} << 12);
    spread = (spread & ~(18'd1 << 13)) | ({17'd0, sa__granted_by__2[in_port__13]} << 13);
    spread = (spread & ~(18'd1 << 14)) | ({17'd0, sa__granted_by__2[in_port__14]} << 14);
    spread = (spread & ~(18'd1 << 15)) | ({17'd0, sa__granted_by__2[in_port__15]} << 15);
    spread = (spread & ~(18'd1 << 16)) | ({17'd0, sa__granted_by__2[in_port__16]} << 16);
    spread = (spread & ~(18'd1 << 17)) | ({17'd0, sa__granted_by__2[in_port__17]} << 17);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    port_sent = 18'd0;
    port_released = 18'd0;
    if ((in_port__0 == 3'd3) & sa__pick[0]) begin
        port_sent = unit__0__held_hot;
        if (unit__0__leaving[1]) begin
            port_released = unit__0__held_hot;
        end
    end
    if ((in_port__1 == 3'd3) & sa__pick[1]) begin
        port_sent = unit__1__held_hot;
        if (unit__1__leaving[1]) begin
            port_released = unit__1__held_hot;
        end
    end
    if ((in_port__2 == 3'd3) & sa__pick[2]) begin
        port_sent = unit__2__held_hot;
        if (unit__2__leaving[1]) begin
            port_released = unit__2__held_hot;
        end
    end
    if ((in_port__3 == 3'd3) & sa__pick[3]) begin
        port_sent = unit__3__held_hot;
        if (unit__3__leaving[1]) begin
            port_released = unit__3__held_hot;
        end
    end
    if ((in_port__4 == 3'd3) & sa__pick[4]) begin
        port_sent = unit__4__held_hot;
        if (unit__4__leaving[1]) begin
            port_released = unit__4__held_hot;
        end
    end
    if ((in_port__5 == 3'd3) & sa__pick[5]) begin
        port_sent = unit__5__held_hot;
        if (unit__5__leaving[1]) begin
            port_released = unit__5__held_hot;
        end
    end
    if ((in_port__6 == 3'd3) & sa__pick[6]) begin
        port_sent = unit__6__held_hot;
        if (unit__6__leaving[1]) begin
            port_released = unit__6__held_hot;
        end
    end
    if ((in_port__7 == 3'd3) & sa__pick[7]) begin
        port_sent = unit__7__held_hot;
        if (unit__7__leaving[1]) begin
            port_released = unit__7__held_hot;
        end
    end
    if ((in_port__8 == 3'd3) & sa__pick[8]) begin
        port_sent = unit__8__held_hot;
        if (unit__8__leaving[1]) begin
            port_released = unit__8__held_hot;
        end
    end
    if ((in_port__9 == 3'd3) & sa__pick[9]) begin
        port_sent = unit__9__held_hot;
        if (unit__9__leaving[1]) begin
            port_released = unit__9__held_hot;
        end
    end
    if ((in_port__10 == 3'd3) & sa__pick[10]) begin
        port_sent = unit__10__held_hot;
        if (unit__10__leaving[1]) begin
            port_released = unit__10__held_hot;
        end
    end
    if ((in_port__11 == 3'd3) & sa__pick[11]) begin
        port_sent = unit__11__held_hot;
        if (unit__11__leaving[1]) begin
            port_released = unit__11__held_hot;
        end
    end
    if ((in_port__12 == 3'd3) & sa__pick[12]) begin
        port_sent = unit__12__held_hot;
        if (unit__12__leaving[1]) begin
            port_released = unit__12__held_hot;
        end
    end
    if ((in_port__13 == 3'd3) & sa__pick[13]) begin
        port_sent = unit__13__held_hot;
        if (unit__13__leaving[1]) begin
            port_released = unit__13__held_hot;
        end
    end
    if ((in_port__14 == 3'd3) & sa__pick[14]) begin
        port_sent = unit__14__held_hot;
        if (unit__14__leaving[1]) begin
            port_released = unit__14__held_hot;
        end
    end
    if ((in_port__15 == 3'd3) & sa__pick[15]) begin
        port_sent = unit__15__held_hot;
        if (unit__15__leaving[1]) begin
            port_released = unit__15__held_hot;
        end
    end
    if ((in_port__16 == 3'd3) & sa__pick[16]) begin
        port_sent = unit__16__held_hot;
        if (unit__16__leaving[1]) begin
            port_released = unit__16__held_hot;
        end
    end
    if ((in_port__17 == 3'd3) & sa__pick[17]) begin
        port_sent = unit__17__held_hot;
        if (unit__17__leaving[1]) begin
            port_released = unit__17__held_hot;
        end
    end
    spread = 18'd0;
    spread = (spread & ~(18'd1 << 0)) | ({17'd0, sa__granted_by__3[in_port__0]} << 0);
    spread = (spread & ~(18'd1 << 1)) | ({17'd0, sa__granted_by__3[in_port__1]} << 1);
    spread = (spread & ~(18'd1 << 2)) | ({17'd0, sa__granted_by__3[in_port__2]} << 2);
    spread = (spread & ~(18'd1 << 3)) | ({17'd0, sa__granted_by__3[in_port__3]} << 3);
    spread = (spread & ~(18'd1 << 4)) | ({17'd0, sa__granted_by__3[in_port__4]} << 4);
    spread = (spread & ~(18'd1 << 5)) | ({17'd0, sa__granted_by__3[in_port__5]} << 5);
    spread = (spread & ~(18'd1 << 6)) | ({17'd0, sa__granted_by__3[in_port__6]} << 6);
    spread = (spread & ~(18'd1 << 7)) | ({17'd0, sa__granted_by__3[in_port__7]} << 7);
    spread = (spread & ~(18'd1 << 8)) | ({17'd0, sa__granted_by__3[in_port__8]} << 8);
    spread = (spread & ~(18'd1 << 9)) | ({17'd0, sa__granted_by__3[in_port__9]} << 9);
    spread = (spread & ~(18'd1 << 10)) | ({17'd0, sa__granted_by__3[in_port__10]} << 10);
    spread = (spread & ~(18'd1 << 11)) | ({17'd0, sa__granted_by__3[in_port__11]} << 11);
    spread = (spread & ~(18'd1 << 12)) | ({17'd0, sa__granted_by__3[in_port__12]} << 12);
    spread = (spread & ~(18'd1 << 13)) | ({17'd0, sa__granted_by__3[in_port__13]} << 13);
    spread = (spread & ~(18'd1 << 14)) | ({17'd0, sa__granted_by__3[in_port__14]} << 14);
    spread = (spread & ~(18'd1 << 15)) | ({17'd0, sa__granted_by__3[in_port__15]} << 15);
    spread = (spread & ~(18'd1 << 16)) | ({17'd0, sa__granted_by__3[in_port__16]} << 16);
    spread = (spread & ~(18'd1 << 17)) | ({17'd0, sa__granted_by__3[in_port__17]} << 17);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    port_sent = 18'd0;
    port_released = 18'd0;
    if ((in_port__0 == 3'd4) & sa__pick[0]) begin
        port_sent = unit__0__held_hot;
        if (unit__0__leaving[1]) begin
            port_released = unit__0__held_hot;
        end
    end
    if ((in_port__1 == 3'd4) & sa__pick[1]) begin
        port_sent = unit__1__held_hot;
        if (unit__1__leaving[1]) begin
            port_released = unit__1__held_hot;
        end
    end
    if ((in_port__2 == 3'd4) & sa__pick[2]) begin
        port_sent = unit__2__held_hot;
        if (unit__2__leaving[1]) begin
            port_released = unit__2__held_hot;
        end
    end
    if ((in_port__3 == 3'd4) & sa__pick[3]) begin
        port_sent = unit__3__held_hot;
        if (unit__3__leaving[1]) begin
            port_released = unit__3__held_hot;
        end
    end
    if ((in_port__4 == 3'd4) & sa__pick[4]) begin
        port_sent = unit__4__held_hot;
        if (unit__4__leaving[1]) begin
            port_released = unit__4__held_hot;
        end
    end
    if ((in_port__5 == 3'd4) & sa__pick[5]) begin
        port_sent = unit__5__held_hot;
        if (unit__5__leaving[1]) begin
            port_released = unit__5__held_hot;
        end
    end
    if ((in_port__6 == 3'd4) & sa__pick[6]) begin
        port_sent = unit__6__held_hot;
        if (unit__6__leaving[1]) begin
            port_released = unit__6__held_hot;
        end
    end
    if ((in_port__7 == 3'd4) & sa__pick[7]) begin
        port_sent = unit__7__held_hot;
        if (unit__7__leaving[1]) begin
            port_released = unit__7__held_hot;
        end
    end
    if ((in_port__8 == 3'd4) & sa__pick[8]) begin
        port_sent = unit__8__held_hot;
        if (unit__8__leaving[1]) begin
            port_released = unit__8__held_hot;
        end
    end
    if ((in_port__9 == 3'd4) & sa__pick[9]) begin
        port_sent = unit__9__held_hot;
        if (unit__9__leaving[1]) begin
            port_released = unit__9__held_hot;
        end
    end
    if ((in_port__10 == 3'd4) & sa__pick[10]) begin
        port_sent = unit__10__held_hot;
        if (unit__10__leaving[1]) begin
            port_released = unit__10__held_hot;
        end
    end
    if ((in_port__11 == 3'd4) & sa__pick[11]) begin
        port_sent = unit__11__held_hot;
        if (unit__11__leaving[1]) begin
            port_released = unit__11__held_hot;
        end
    end
    if ((in_port__12 == 3'd4) & sa__pick[12]) begin
        port_sent = unit__12__held_hot;
        if (unit__12__leaving[1]) begin
            port_released = unit__12__held_hot;
        end
    end
    if ((in_port__13 == 3'd4) & sa__pick[13]) begin
        port_sent = unit__13__held_hot;
        if (unit__13__leaving[1]) begin
            port_released = unit__13__held_hot;
        end
    end
    if ((in_port__14 == 3'd4) & sa__pick[14]) begin
        port_sent = unit__14__held_hot;
        if (unit__14__leaving[1]) begin
            port_released = unit__14__held_hot;
        end
    end
    if ((in_port__15 == 3'd4) & sa__pick[15]) begin
        port_sent = unit__15__held_hot;
        if (unit__15__leaving[1]) begin
            port_released = unit__15__held_hot;
        end
    end
    if ((in_port__16 == 3'd4) & sa__pick[16]) begin
        port_sent = unit__16__held_hot;
        if (unit__16__leaving[1]) begin
            port_released = unit__16__held_hot;
        end
    end
    if ((in_port__17 == 3'd4) & sa__pick[17]) begin
        port_sent = unit__17__held_hot;
        if (unit__17__leaving[1]) begin
            port_released = unit__17__held_hot;
        end
    end
    spread = 18'd0;
    spread = (spread & ~(18'd1 << 0)) | ({17'd0, sa__granted_by__4[in_port__0]} << 0);
    spread = (spread & ~(18'd1 << 1)) | ({17'd0, sa__granted_by__4[in_port__1]} << 1);
    spread = (spread & ~(18'd1 << 2)) | ({17'd0, sa__granted_by__4[in_port__2]} << 2);
    spread = (spread & ~(18'd1 << 3)) | ({17'd0, sa__granted_by__4[in_port__3]} << 3);
    spread = (spread & ~(18'd1 << 4)) | ({17'd0, sa__granted_by__4[in_port__4]} << 4);
    spread = (spread & ~(18'd1 << 5)) | ({17'd0, sa__granted_by__4[in_port__5]} << 5);
    spread = (spread & ~(18'd1 << 6)) | ({17'd0, sa__granted_by__4[in_port__6]} << 6);
    spread = (spread & ~(18'd1 << 7)) | ({17'd0, sa__granted_by__4[in_port__7]} << 7);
    spread = (spread & ~(18'd1 << 8)) | ({17'd0, sa__granted_by__4[in_port__8]} << 8);
    spread = (spread & ~(18'd1 << 9)) | ({17'd0, sa__granted_by__4[in_port__9]} << 9);
    spread = (spread & ~(18'd1 << 10)) | ({17'd0, sa__granted_by__4[in_port__10]} << 10);
    spread = (spread & ~(18'd1 << 11)) | ({17'd0, sa__granted_by__4[in_port__11]} << 11);
    spread = (spread & ~(18'd1 << 12)) | ({17'd0, sa__granted_by__4[in_port__12]} << 12);
    spread = (spread & ~(18'd1 << 13)) | ({17'd0, sa__granted_by__4[in_port__13]} << 13);
    spread = (spread & ~(18'd1 << 14)) | ({17'd0, sa__granted_by__4[in_port__14]} << 14);
    spread = (spread & ~(18'd1 << 15)) | ({17'd0, sa__granted_by__4[in_port__15]} << 15);
    spread = (spread & ~(18'd1 << 16)) | ({17'd0, sa__granted_by__4[in_port__16]} << 16);
    spread = (spread & ~(18'd1 << 17)) | ({17'd0, sa__granted_by__4[in_port__17]} << 17);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    port_sent = 18'd0;
    port_released = 18'd0;
    if ((in_port__0 == 3'd5) & sa__pick[0]) begin
        port_sent = unit__0__held_hot;
        if (unit__0__leaving[1]) begin
            port_released = unit__0__held_hot;
        end
    end
    if ((in_port__1 == 3'd5) & sa__pick[1]) begin
        port_sent = unit__1__held_hot;
        if (unit__1__leaving[1]) begin
            port_released = unit__1__held_hot;
        end
    end
    if ((in_port__2 == 3'd5) & sa__pick[2]) begin
        port_sent = unit__2__held_hot;
        if (unit__2__leaving[1]) begin
            port_released = unit__2__held_hot;
        end
    end
    if ((in_port__3 == 3'd5) & sa__pick[3]) begin
        port_sent = unit__3__held_hot;
        if (unit__3__leaving[1]) begin
            port_released = unit__3__held_hot;
        end
    end
    if ((in_port__4 == 3'd5) & sa__pick[4]) begin
        port_sent = unit__4__held_hot;
        if (unit__4__leaving[1]) begin
            port_released = unit__4__held_hot;
        end
    end
    if ((in_port__5 == 3'd5) & sa__pick[5]) begin
        port_sent = unit__5__held_hot;
        if (unit__5__leaving[1]) begin
            port_released = unit__5__held_hot;
        end
    end
    if ((in_port__6 == 3'd5) & sa__pick[6]) begin
        port_sent = unit__6__held_hot;
        if (unit__6__leaving[1]) begin
            port_released = unit__6__held_hot;
        end
    end
    if ((in_port__7 == 3'd5) & sa__pick[7]) begin
        port_sent = unit__7__held_hot;
        if (unit__7__leaving[1]) begin
            port_released = unit__7__held_hot;
        end
    end
    if ((in_port__8 == 3'd5) & sa__pick[8]) begin
        port_sent = unit__8__held_hot;
        if (unit__8__leaving[1]) begin
            port_released = unit__8__held_hot;
        end
    end
    if ((in_port__9 == 3'd5) & sa__pick[9]) begin
        port_sent = unit__9__held_hot;
        if (unit__9__leaving[1]) begin
            port_released = unit__9__held_hot;
        end
    end
    if ((in_port__10 == 3'd5) & sa__pick[10]) begin
        port_sent = unit__10__held_hot;
        if (unit__10__leaving[1]) begin
            port_released = unit__10__held_hot;
        end
    end
    if ((in_port__11 == 3'd5) & sa__pick[11]) begin
        port_sent = unit__11__held_hot;
        if (unit__11__leaving[1]) begin
            port_released = unit__11__held_hot;
        end
    end
    if ((in_port__12 == 3'd5) & sa__pick[12]) begin
        port_sent = unit__12__held_hot;
        if (unit__12__leaving[1]) begin
            port_released = unit__12__held_hot;
        end
    end
    if ((in_port__13 == 3'd5) & sa__pick[13]) begin
        port_sent = unit__13__held_hot;
        if (unit__13__leaving[1]) begin
            port_released = unit__13__held_hot;
        end
    end
    if ((in_port__14 == 3'd5) & sa__pick[14]) begin
        port_sent = unit__14__held_hot;
        if (unit__14__leaving[1]) begin
            port_released = unit__14__held_hot;
        end
    end
    if ((in_port__15 == 3'd5) & sa__pick[15]) begin
        port_sent = unit__15__held_hot;
        if (unit__15__leaving[1]) begin
            port_released = unit__15__held_hot;
        end
    end
    if ((in_port__16 == 3'd5) & sa__pick[16]) begin
        port_sent = unit__16__held_hot;
        if (unit__16__leaving[1]) begin
            port_released = unit__16__held_hot;
        end
    end
    if ((in_port__17 == 3'd5) & sa__pick[17]) begin
        port_sent = unit__17__held_hot;
        if (unit__17__leaving[1]) begin
            port_released = unit__17__held_hot;
        end
    end
    spread = 18'd0;
    spread = (spread & ~(18'd1 << 0)) | ({17'd0, sa__granted_by__5[in_port__0]} << 0);
    spread = (spread & ~(18'd1 << 1)) | ({17'd0, sa__granted_by__5[in_port__1]} << 1);
    spread = (spread & ~(18'd1 << 2)) | ({17'd0, sa__granted_by__5[in_port__2]} << 2);
    spread = (spread & ~(18'd1 << 3)) | ({17'd0, sa__granted_by__5[in_port__3]} << 3);
    spread = (spread & ~(18'd1 << 4)) | ({17'd0, sa__granted_by__5[in_port__4]} << 4);
    spread = (spread & ~(18'd1 << 5)) | ({17'd0, sa__granted_by__5[in_port__5]} << 5);
    spread = (spread & ~(18'd1 << 6)) | ({17'd0, sa__granted_by__5[in_port__6]} << 6);
    spread = (spread & ~(18'd1 << 7)) | ({17'd0, sa__granted_by__5[in_port__7]} << 7);
    spread = (spread & ~(18'd1 << 8)) | ({17'd0, sa__granted_by__5[in_port__8]} << 8);
    spread = (spread & ~(18'd1 << 9)) | ({17'd0, sa__granted_by__5[in_port__9]} << 9);
    spread = (spread & ~(18'd1 << 10)) | ({17'd0, sa__granted_by__5[in_port__10]} << 10);
    spread = (spread & ~(18'd1 << 11)) | ({17'd0, sa__granted_by__5[in_port__11]} << 11);
    spread = (spread & ~(18'd1 << 12)) | ({17'd0, sa__granted_by__5[in_port__12]} << 12);
    spread = (spread & ~(18'd1 << 13)) | ({17'd0, sa__granted_by__5[in_port__13]} << 13);
    spread = (spread & ~(18'd1 << 14)) | ({17'd0, sa__granted_by__5[in_port__14]} << 14);
    spread = (spread & ~(18'd1 << 15)) | ({17'd0, sa__granted_by__5[in_port__15]} << 15);
    spread = (spread & ~(18'd1 << 16)) | ({17'd0, sa__granted_by__5[in_port__16]} << 16);
    spread = (spread & ~(18'd1 << 17)) | ({17'd0, sa__granted_by__5[in_port__17]} << 17);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    free = 18'd0;
    room = 18'd0;
    credit_idle = 18'd0;
    credit_go = 18'd0;
    credits = 162'd0;
    sink_now = 18'd0;
    sink_now = (sink_now & ~(18'd1 << 0)) | (({17'd0, sink[0]} | {17'd0, dead_out[in_port__0]}) << 0);
    credit__0__credit_in = credit_hot[0];
    credit__0__flit_sent = sent[0];
    credit__0__frozen = sink_now[0];
    wide = {153'd0, credit__0__at_least};
    if (sink_now[0]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 0)) | ((~{17'd0, owned__q[0]} & ({17'd0, sink_now[0]} | ({17'd0, need_ok[0]} & {17'd0, wide[{7'd0, need_at__0}]}))) << 0);
    room = (room & ~(18'd1 << 0)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 0);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 0)) | (({17'd0, sink[0]} | {17'd0, credit__0__nonzero_idle}) << 0);
    credit_go = (credit_go & ~(18'd1 << 0)) | (({17'd0, sink[0]} | {17'd0, credit__0__nonzero_sent}) << 0);
    sink_now = (sink_now & ~(18'd1 << 1)) | (({17'd0, sink[1]} | {17'd0, dead_out[in_port__1]}) << 1);
    credit__1__credit_in = credit_hot[1];
    credit__1__flit_sent = sent[1];
    credit__1__frozen = sink_now[1];
    wide = {153'd0, credit__1__at_least};
    if (sink_now[1]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 1)) | ((~{17'd0, owned__q[1]} & ({17'd0, sink_now[1]} | ({17'd0, need_ok[1]} & {17'd0, wide[{7'd0, need_at__1}]}))) << 1);
    room = (room & ~(18'd1 << 1)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 1);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 1)) | (({17'd0, sink[1]} | {17'd0, credit__1__nonzero_idle}) << 1);
    credit_go = (credit_go & ~(18'd1 << 1)) | (({17'd0, sink[1]} | {17'd0, credit__1__nonzero_sent}) << 1);
    sink_now = (sink_now & ~(18'd1 << 2)) | (({17'd0, sink[2]} | {17'd0, dead_out[in_port__2]}) << 2);
    credit__2__credit_in = credit_hot[2];
    credit__2__flit_sent = sent[2];
    credit__2__frozen = sink_now[2];
    wide = {153'd0, credit__2__at_least};
    if (sink_now[2]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 2)) | ((~{17'd0, owned__q[2]} & ({17'd0, sink_now[2]} | ({17'd0, need_ok[2]} & {17'd0, wide[{7'd0, need_at__2}]}))) << 2);
    room = (room & ~(18'd1 << 2)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 2);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 2)) | (({17'd0, sink[2]} | {17'd0, credit__2__nonzero_idle}) << 2);
    credit_go = (credit_go & ~(18'd1 << 2)) | (({17'd0, sink[2]} | {17'd0, credit__2__nonzero_sent}) << 2);
    sink_now = (sink_now & ~(18'd1 << 3)) | (({17'd0, sink[3]} | {17'd0, dead_out[in_port__3]}) << 3);
    credit__3__credit_in = credit_hot[3];
    credit__3__flit_sent = sent[3];
    credit__3__frozen = sink_now[3];
    wide = {153'd0, credit__3__at_least};
    if (sink_now[3]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 3)) | ((~{17'd0, owned__q[3]} & ({17'd0, sink_now[3]} | ({17'd0, need_ok[3]} & {17'd0, wide[{7'd0, need_at__3}]}))) << 3);
    room = (room & ~(18'd1 << 3)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 3);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 3)) | (({17'd0, sink[3]} | {17'd0, credit__3__nonzero_idle}) << 3);
    credit_go = (credit_go & ~(18'd1 << 3)) | (({17'd0, sink[3]} | {17'd0, credit__3__nonzero_sent}) << 3);
    sink_now = (sink_now & ~(18'd1 << 4)) | (({17'd0, sink[4]} | {17'd0, dead_out[in_port__4]}) << 4);
    credit__4__credit_in = credit_hot[4];
    credit__4__flit_sent = sent[4];
    credit__4__frozen = sink_now[4];
    wide = {153'd0, credit__4__at_least};
    if (sink_now[4]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 4)) | ((~{17'd0, owned__q[4]} & ({17'd0, sink_now[4]} | ({17'd0, need_ok[4]} & {17'd0, wide[{7'd0, need_at__4}]}))) << 4);
    room = (room & ~(18'd1 << 4)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 4);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 4)) | (({17'd0, sink[4]} | {17'd0, credit__4__nonzero_idle}) << 4);
    credit_go = (credit_go & ~(18'd1 << 4)) | (({17'd0, sink[4]} | {17'd0, credit__4__nonzero_sent}) << 4);
    sink_now = (sink_now & ~(18'd1 << 5)) | (({17'd0, sink[5]} | {17'd0, dead_out[in_port__5]}) << 5);
    credit__5__credit_in = credit_hot[5];
    credit__5__flit_sent = sent[5];
    credit__5__frozen = sink_now[5];
    wide = {153'd0, credit__5__at_least};
    if (sink_now[5]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 5)) | ((~{17'd0, owned__q[5]} & ({17'd0, sink_now[5]} | ({17'd0, need_ok[5]} & {17'd0, wide[{7'd0, need_at__5}]}))) << 5);
    room = (room & ~(18'd1 << 5)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 5);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 5)) | (({17'd0, sink[5]} | {17'd0, credit__5__nonzero_idle}) << 5);
    credit_go = (credit_go & ~(18'd1 << 5)) | (({17'd0, sink[5]} | {17'd0, credit__5__nonzero_sent}) << 5);
    sink_now = (sink_now & ~(18'd1 << 6)) | (({17'd0, sink[6]} | {17'd0, dead_out[in_port__6]}) << 6);
    credit__6__credit_in = credit_hot[6];
    credit__6__flit_sent = sent[6];
    credit__6__frozen = sink_now[6];
    wide = {153'd0, credit__6__at_least};
    if (sink_now[6]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 6)) | ((~{17'd0, owned__q[6]} & ({17'd0, sink_now[6]} | ({17'd0, need_ok[6]} & {17'd0, wide[{7'd0, need_at__6}]}))) << 6);
    room = (room & ~(18'd1 << 6)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 6);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 6)) | (({17'd0, sink[6]} | {17'd0, credit__6__nonzero_idle}) << 6);
    credit_go = (credit_go & ~(18'd1 << 6)) | (({17'd0, sink[6]} | {17'd0, credit__6__nonzero_sent}) << 6);
    sink_now = (sink_now & ~(18'd1 << 7)) | (({17'd0, sink[7]} | {17'd0, dead_out[in_port__7]}) << 7);
    credit__7__credit_in = credit_hot[7];
    credit__7__flit_sent = sent[7];
    credit__7__frozen = sink_now[7];
    wide = {153'd0, credit__7__at_least};
    if (sink_now[7]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 7)) | ((~{17'd0, owned__q[7]} & ({17'd0, sink_now[7]} | ({17'd0, need_ok[7]} & {17'd0, wide[{7'd0, need_at__7}]}))) << 7);
    room = (room & ~(18'd1 << 7)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 7);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 7)) | (({17'd0, sink[7]} | {17'd0, credit__7__nonzero_idle}) << 7);
    credit_go = (credit_go & ~(18'd1 << 7)) | (({17'd0, sink[7]} | {17'd0, credit__7__nonzero_sent}) << 7);
    sink_now = (sink_now & ~(18'd1 << 8)) | (({17'd0, sink[8]} | {17'd0, dead_out[in_port__8]}) << 8);
    credit__8__credit_in = credit_hot[8];
    credit__8__flit_sent = sent[8];
    credit__8__frozen = sink_now[8];
    wide = {153'd0, credit__8__at_least};
    if (sink_now[8]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 8)) | ((~{17'd0, owned__q[8]} & ({17'd0, sink_now[8]} | ({17'd0, need_ok[8]} & {17'd0, wide[{7'd0, need_at__8}]}))) << 8);
    room = (room & ~(18'd1 << 8)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 8);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 8)) | (({17'd0, sink[8]} | {17'd0, credit__8__nonzero_idle}) << 8);
    credit_go = (credit_go & ~(18'd1 << 8)) | (({17'd0, sink[8]} | {17'd0, credit__8__nonzero_sent}) << 8);
    sink_now = (sink_now & ~(18'd1 << 9)) | (({17'd0, sink[9]} | {17'd0, dead_out[in_port__9]}) << 9);
    credit__9__credit_in = credit_hot[9];
    credit__9__flit_sent = sent[9];
    credit__9__frozen = sink_now[9];
    wide = {153'd0, credit__9__at_least};
    if (sink_now[9]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 9)) | ((~{17'd0, owned__q[9]} & ({17'd0, sink_now[9]} | ({17'd0, need_ok[9]} & {17'd0, wide[{7'd0, need_at__9}]}))) << 9);
    room = (room & ~(18'd1 << 9)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 9);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 9)) | (({17'd0, sink[9]} | {17'd0, credit__9__nonzero_idle}) << 9);
    credit_go = (credit_go & ~(18'd1 << 9)) | (({17'd0, sink[9]} | {17'd0, credit__9__nonzero_sent}) << 9);
    sink_now = (sink_now & ~(18'd1 << 10)) | (({17'd0, sink[10]} | {17'd0, dead_out[in_port__10]}) << 10);
    credit__10__credit_in = credit_hot[10];
    credit__10__flit_sent = sent[10];
    credit__10__frozen = sink_now[10];
    wide = {153'd0, credit__10__at_least};
    if (sink_now[10]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 10)) | ((~{17'd0, owned__q[10]} & ({17'd0, sink_now[10]} | ({17'd0, need_ok[10]} & {17'd0, wide[{7'd0, need_at__10}]}))) << 10);
    room = (room & ~(18'd1 << 10)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 10);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 10)) | (({17'd0, sink[10]} | {17'd0, credit__10__nonzero_idle}) << 10);
    credit_go = (credit_go & ~(18'd1 << 10)) | (({17'd0, sink[10]} | {17'd0, credit__10__nonzero_sent}) << 10);
    sink_now = (sink_now & ~(18'd1 << 11)) | (({17'd0, sink[11]} | {17'd0, dead_out[in_port__11]}) << 11);
    credit__11__credit_in = credit_hot[11];
    credit__11__flit_sent = sent[11];
    credit__11__frozen = sink_now[11];
    wide = {153'd0, credit__11__at_least};
    if (sink_now[11]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 11)) | ((~{17'd0, owned__q[11]} & ({17'd0, sink_now[11]} | ({17'd0, need_ok[11]} & {17'd0, wide[{7'd0, need_at__11}]}))) << 11);
    room = (room & ~(18'd1 << 11)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 11);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 11)) | (({17'd0, sink[11]} | {17'd0, credit__11__nonzero_idle}) << 11);
    credit_go = (credit_go & ~(18'd1 << 11)) | (({17'd0, sink[11]} | {17'd0, credit__11__nonzero_sent}) << 11);
    sink_now = (sink_now & ~(18'd1 << 12)) | (({17'd0, sink[12]} | {17'd0, dead_out[in_port__12]}) << 12);
    credit__12__credit_in = credit_hot[12];
    credit__12__flit_sent = sent[12];
    credit__12__frozen = sink_now[12];
    wide = {153'd0, credit__12__at_least};
    if (sink_now[12]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 12)) | ((~{17'd0, owned__q[12]} & ({17'd0, sink_now[12]} | ({17'd0, need_ok[12]} & {17'd0, wide[{7'd0, need_at__12}]}))) << 12);
    room = (room & ~(18'd1 << 12)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 12);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 12)) | (({17'd0, sink[12]} | {17'd0, credit__12__nonzero_idle}) << 12);
    credit_go = (credit_go & ~(18'd1 << 12)) | (({17'd0, sink[12]} | {17'd0, credit__12__nonzero_sent}) << 12);
    sink_now = (sink_now & ~(18'd1 << 13)) | (({17'd0, sink[13]} | {17'd0, dead_out[in_port__13]}) << 13);
    credit__13__credit_in = credit_hot[13];
    credit__13__flit_sent = sent[13];
    credit__13__frozen = sink_now[13];
    wide = {153'd0, credit__13__at_least};
    if (sink_now[13]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 13)) | ((~{17'd0, owned__q[13]} & ({17'd0, sink_now[13]} | ({17'd0, need_ok[13]} & {17'd0, wide[{7'd0, need_at__13}]}))) << 13);
    room = (room & ~(18'd1 << 13)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 13);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 13)) | (({17'd0, sink[13]} | {17'd0, credit__13__nonzero_idle}) << 13);
    credit_go = (credit_go & ~(18'd1 << 13)) | (({17'd0, sink[13]} | {17'd0, credit__13__nonzero_sent}) << 13);
    sink_now = (sink_now & ~(18'd1 << 14)) | (({17'd0, sink[14]} | {17'd0, dead_out[in_port__14]}) << 14);
    credit__14__credit_in = credit_hot[14];
    credit__14__flit_sent = sent[14];
    credit__14__frozen = sink_now[14];
    wide = {153'd0, credit__14__at_least};
    if (sink_now[14]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 14)) | ((~{17'd0, owned__q[14]} & ({17'd0, sink_now[14]} | ({17'd0, need_ok[14]} & {17'd0, wide[{7'd0, need_at__14}]}))) << 14);
    room = (room & ~(18'd1 << 14)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 14);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 14)) | (({17'd0, sink[14]} | {17'd0, credit__14__nonzero_idle}) << 14);
    credit_go = (credit_go & ~(18'd1 << 14)) | (({17'd0, sink[14]} | {17'd0, credit__14__nonzero_sent}) << 14);
    sink_now = (sink_now & ~(18'd1 << 15)) | (({17'd0, sink[15]} | {17'd0, dead_out[in_port__15]}) << 15);
    credit__15__credit_in = credit_hot[15];
    credit__15__flit_sent = sent[15];
    credit__15__frozen = sink_now[15];
    wide = {153'd0, credit__15__at_least};
    if (sink_now[15]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 15)) | ((~{17'd0, owned__q[15]} & ({17'd0, sink_now[15]} | ({17'd0, need_ok[15]} & {17'd0, wide[{7'd0, need_at__15}]}))) << 15);
    room = (room & ~(18'd1 << 15)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 15);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 15)) | (({17'd0, sink[15]} | {17'd0, credit__15__nonzero_idle}) << 15);
    credit_go = (credit_go & ~(18'd1 << 15)) | (({17'd0, sink[15]} | {17'd0, credit__15__nonzero_sent}) << 15);
    sink_now = (sink_now & ~(18'd1 << 16)) | (({17'd0, sink[16]} | {17'd0, dead_out[in_port__16]}) << 16);
    credit__16__credit_in = credit_hot[16];
    credit__16__flit_sent = sent[16];
    credit__16__frozen = sink_now[16];
    wide = {153'd0, credit__16__at_least};
    if (sink_now[16]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 16)) | ((~{17'd0, owned__q[16]} & ({17'd0, sink_now[16]} | ({17'd0, need_ok[16]} & {17'd0, wide[{7'd0, need_at__16}]}))) << 16);
    room = (room & ~(18'd1 << 16)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 16);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 16)) | (({17'd0, sink[16]} | {17'd0, credit__16__nonzero_idle}) << 16);
    credit_go = (credit_go & ~(18'd1 << 16)) | (({17'd0, sink[16]} | {17'd0, credit__16__nonzero_sent}) << 16);
    sink_now = (sink_now & ~(18'd1 << 17)) | (({17'd0, sink[17]} | {17'd0, dead_out[in_port__17]}) << 17);
    credit__17__credit_in = credit_hot[17];
    credit__17__flit_sent = sent[17];
    credit__17__frozen = sink_now[17];
    wide = {153'd0, credit__17__at_least};
    if (sink_now[17]) begin
        wide = {153'd0, all_credits};
    end
    free = (free & ~(18'd1 << 17)) | ((~{17'd0, owned__q[17]} & ({17'd0, sink_now[17]} | ({17'd0, need_ok[17]} & {17'd0, wide[{7'd0, need_at__17}]}))) << 17);
    room = (room & ~(18'd1 << 17)) | (({17'd0, |room_ok} & {17'd0, wide[{4'd0, room_at}]}) << 17);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(18'd1 << 17)) | (({17'd0, sink[17]} | {17'd0, credit__17__nonzero_idle}) << 17);
    credit_go = (credit_go & ~(18'd1 << 17)) | (({17'd0, sink[17]} | {17'd0, credit__17__nonzero_sent}) << 17);
    owned__d = (owned__q | va__granted) & ~released;
    adaptive_ok = 18'd0;
    off_ring = 18'd0;
    vc_config__read_addr__0 = 5'd0;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 0)) | ({17'd0, vc_config__read_data__0[3]} << 0);
    off_ring = (off_ring & ~(18'd1 << 0)) | ({17'd0, vc_config__read_data__0[4]} << 0);
    vc_config__read_addr__1 = 5'd1;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 1)) | ({17'd0, vc_config__read_data__1[3]} << 1);
    off_ring = (off_ring & ~(18'd1 << 1)) | ({17'd0, vc_config__read_data__1[4]} << 1);
    vc_config__read_addr__2 = 5'd2;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 2)) | ({17'd0, vc_config__read_data__2[3]} << 2);
    off_ring = (off_ring & ~(18'd1 << 2)) | ({17'd0, vc_config__read_data__2[4]} << 2);
    vc_config__read_addr__3 = 5'd3;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 3)) | ({17'd0, vc_config__read_data__3[3]} << 3);
    off_ring = (off_ring & ~(18'd1 << 3)) | ({17'd0, vc_config__read_data__3[4]} << 3);
    vc_config__read_addr__4 = 5'd4;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 4)) | ({17'd0, vc_config__read_data__4[3]} << 4);
    off_ring = (off_ring & ~(18'd1 << 4)) | ({17'd0, vc_config__read_data__4[4]} << 4);
    vc_config__read_addr__5 = 5'd5;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 5)) | ({17'd0, vc_config__read_data__5[3]} << 5);
    off_ring = (off_ring & ~(18'd1 << 5)) | ({17'd0, vc_config__read_data__5[4]} << 5);
    vc_config__read_addr__6 = 5'd6;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 6)) | ({17'd0, vc_config__read_data__6[3]} << 6);
    off_ring = (off_ring & ~(18'd1 << 6)) | ({17'd0, vc_config__read_data__6[4]} << 6);
    vc_config__read_addr__7 = 5'd7;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 7)) | ({17'd0, vc_config__read_data__7[3]} << 7);
    off_ring = (off_ring & ~(18'd1 << 7)) | ({17'd0, vc_config__read_data__7[4]} << 7);
    vc_config__read_addr__8 = 5'd8;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 8)) | ({17'd0, vc_config__read_data__8[3]} << 8);
    off_ring = (off_ring & ~(18'd1 << 8)) | ({17'd0, vc_config__read_data__8[4]} << 8);
    vc_config__read_addr__9 = 5'd9;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 9)) | ({17'd0, vc_config__read_data__9[3]} << 9);
    off_ring = (off_ring & ~(18'd1 << 9)) | ({17'd0, vc_config__read_data__9[4]} << 9);
    vc_config__read_addr__10 = 5'd10;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 10)) | ({17'd0, vc_config__read_data__10[3]} << 10);
    off_ring = (off_ring & ~(18'd1 << 10)) | ({17'd0, vc_config__read_data__10[4]} << 10);
    vc_config__read_addr__11 = 5'd11;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 11)) | ({17'd0, vc_config__read_data__11[3]} << 11);
    off_ring = (off_ring & ~(18'd1 << 11)) | ({17'd0, vc_config__read_data__11[4]} << 11);
    vc_config__read_addr__12 = 5'd12;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 12)) | ({17'd0, vc_config__read_data__12[3]} << 12);
    off_ring = (off_ring & ~(18'd1 << 12)) | ({17'd0, vc_config__read_data__12[4]} << 12);
    vc_config__read_addr__13 = 5'd13;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 13)) | ({17'd0, vc_config__read_data__13[3]} << 13);
    off_ring = (off_ring & ~(18'd1 << 13)) | ({17'd0, vc_config__read_data__13[4]} << 13);
    vc_config__read_addr__14 = 5'd14;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 14)) | ({17'd0, vc_config__read_data__14[3]} << 14);
    off_ring = (off_ring & ~(18'd1 << 14)) | ({17'd0, vc_config__read_data__14[4]} << 14);
    vc_config__read_addr__15 = 5'd15;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 15)) | ({17'd0, vc_config__read_data__15[3]} << 15);
    off_ring = (off_ring & ~(18'd1 << 15)) | ({17'd0, vc_config__read_data__15[4]} << 15);
    vc_config__read_addr__16 = 5'd16;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 16)) | ({17'd0, vc_config__read_data__16[3]} << 16);
    off_ring = (off_ring & ~(18'd1 << 16)) | ({17'd0, vc_config__read_data__16[4]} << 16);
    vc_config__read_addr__17 = 5'd17;
    adaptive_ok = (adaptive_ok & ~(18'd1 << 17)) | ({17'd0, vc_config__read_data__17[3]} << 17);
    off_ring = (off_ring & ~(18'd1 << 17)) | ({17'd0, vc_config__read_data__17[4]} << 17);
    out_vcs = {234'd0, credit_go};
    out_vcs = (out_vcs << vc_count) | {234'd0, credit_idle};
    out_vcs = (out_vcs << vc_count) | {234'd0, off_ring};
    out_vcs = (out_vcs << vc_count) | {234'd0, adaptive_ok};
    out_vcs = (out_vcs << vc_count) | {234'd0, free};
    out_vcs = (out_vcs << credits_width) | {90'd0, credits};
    req_valid = 18'd0;
    req_bubble = 18'd0;
    req_priority = 18'd0;
    sa_req = 18'd0;
    unit__0__write = write_hot[0];
    unit__0__poison = poison[in_port__0];
    unit__0__flit_in__comb = 69'd0;
    if (in_port__0 == 3'd0) begin
        unit__0__flit_in__comb = flit_in__0;
    end
    if (in_port__0 == 3'd1) begin
        unit__0__flit_in__comb = flit_in__1;
    end
    if (in_port__0 == 3'd2) begin
        unit__0__flit_in__comb = flit_in__2;
    end
    if (in_port__0 == 3'd3) begin
        unit__0__flit_in__comb = flit_in__3;
    end
    if (in_port__0 == 3'd4) begin
        unit__0__flit_in__comb = flit_in__4;
    end
    if (in_port__0 == 3'd5) begin
        unit__0__flit_in__comb = flit_in__5;
    end
    rc__0__head = unit__0__rc_head;
    rc__0__node = node;
    routes__read_addr__0 = rc__0__lookup;
    rc__0__word = routes__read_data__0;
    rc__0__on_escape = vc_config__read_data__0[0];
    rc__0__follow = vc_config__read_data__0[1];
    rc__0__down = vc_config__read_data__0[2];
    rc__0__keep = low_5_of_16(vc_config__read_data__0 >> keep_at);
    rc__0__successor = low_3_of_16(vc_config__read_data__0 >> successor_at);
    unit__0__rc_eject = rc__0__eject;
    unit__0__rc_mask = rc__0__mask;
    unit__0__rc_escape = rc__0__escape;
    unit__0__rc_port = rc__0__port;
    unit__0__rc_class = rc__0__esc_class;
    unit__0__rc_absorb = rc__0__absorb;
    unit__0__rc_layered = rc__0__layered;
    unit__0__rc_layer = rc__0__layer;
    unit__0__vc_config = vc_config__read_data__0;
    bubble__read_addr__0 = unit__0__row_addr;
    unit__0__row_bits = bubble__read_data__0;
    unit__0__out_vcs = out_vcs;
    unit__0__dead = dead_out[4:0];
    unit__0__won = va__won[0];
    unit__0__go = sa__go[0];
    req_valid = (req_valid & ~(18'd1 << 0)) | ({17'd0, unit__0__req_valid} << 0);
    req_priority = (req_priority & ~(18'd1 << 0)) | ({17'd0, unit__0__req_priority} << 0);
    req_bubble = (req_bubble & ~(18'd1 << 0)) | ({17'd0, unit__0__req_bubble} << 0);
    va__req_vc__0 = unit__0__req_vc;
    sa_req = (sa_req & ~(18'd1 << 0)) | ({17'd0, unit__0__sa_req} << 0);
    sa__want__0 = unit__0__held_port;
    unit__1__write = write_hot[1];
    unit__1__poison = poison[in_port__1];
    unit__1__flit_in__comb = 69'd0;
    if (in_port__1 == 3'd0) begin
        unit__1__flit_in__comb = flit_in__0;
    end
    if (in_port__1 == 3'd1) begin
        unit__1__flit_in__comb = flit_in__1;
    end
    if (in_port__1 == 3'd2) begin
        unit__1__flit_in__comb = flit_in__2;
    end
    if (in_port__1 == 3'd3) begin
        unit__1__flit_in__comb = flit_in__3;
    end
    if (in_port__1 == 3'd4) begin
        unit__1__flit_in__comb = flit_in__4;
    end
    if (in_port__1 == 3'd5) begin
        unit__1__flit_in__comb = flit_in__5;
    end
    rc__1__head = unit__1__rc_head;
    rc__1__node = node;
    routes__read_addr__1 = rc__1__lookup;
    rc__1__word = routes__read_data__1;
    rc__1__on_escape = vc_config__read_data__1[0];
    rc__1__follow = vc_config__read_data__1[1];
    rc__1__down = vc_config__read_data__1[2];
    rc__1__keep = low_5_of_16(vc_config__read_data__1 >> keep_at);
    rc__1__successor = low_3_of_16(vc_config__read_data__1 >> successor_at);
    unit__1__rc_eject = rc__1__eject;
    unit__1__rc_mask = rc__1__mask;
    unit__1__rc_escape = rc__1__escape;
    unit__1__rc_port = rc__1__port;
    unit__1__rc_class = rc__1__esc_class;
    unit__1__rc_absorb = rc__1__absorb;
    unit__1__rc_layered = rc__1__layered;
    unit__1__rc_layer = rc__1__layer;
    unit__1__vc_config = vc_config__read_data__1;
    bubble__read_addr__1 = unit__1__row_addr;
    unit__1__row_bits = bubble__read_data__1;
    unit__1__out_vcs = out_vcs;
    unit__1__dead = dead_out[4:0];
    unit__1__won = va__won[1];
    unit__1__go = sa__go[1];
    req_valid = (req_valid & ~(18'd1 << 1)) | ({17'd0, unit__1__req_valid} << 1);
    req_priority = (req_priority & ~(18'd1 << 1)) | ({17'd0, unit__1__req_priority} << 1);
    req_bubble = (req_bubble & ~(18'd1 << 1)) | ({17'd0, unit__1__req_bubble} << 1);
    va__req_vc__1 = unit__1__req_vc;
    sa_req = (sa_req & ~(18'd1 << 1)) | ({17'd0, unit__1__sa_req} << 1);
    sa__want__1 = unit__1__held_port;
    unit__2__write = write_hot[2];
    unit__2__poison = poison[in_port__2];
    unit__2__flit_in__comb = 69'd0;
    if (in_port__2 == 3'd0) begin
        unit__2__flit_in__comb = flit_in__0;
    end
    if (in_port__2 == 3'd1) begin
        unit__2__flit_in__comb = flit_in__1;
    end
    if (in_port__2 == 3'd2) begin
        unit__2__flit_in__comb = flit_in__2;
    end
    if (in_port__2 == 3'd3) begin
        unit__2__flit_in__comb = flit_in__3;
    end
    if (in_port__2 == 3'd4) begin
        unit__2__flit_in__comb = flit_in__4;
    end
    if (in_port__2 == 3'd5) begin
        unit__2__flit_in__comb = flit_in__5;
    end
    rc__2__head = unit__2__rc_head;
    rc__2__node = node;
    routes__read_addr__2 = rc__2__lookup;
    rc__2__word = routes__read_data__2;
    rc__2__on_escape = vc_config__read_data__2[0];
    rc__2__follow = vc_config__read_data__2[1];
    rc__2__down = vc_config__read_data__2[2];
    rc__2__keep = low_5_of_16(vc_config__read_data__2 >> keep_at);
    rc__2__successor = low_3_of_16(vc_config__read_data__2 >> successor_at);
    unit__2__rc_eject = rc__2__eject;
    unit__2__rc_mask = rc__2__mask;
    unit__2__rc_escape = rc__2__escape;
    unit__2__rc_port = rc__2__port;
    unit__2__rc_class = rc__2__esc_class;
    unit__2__rc_absorb = rc__2__absorb;
    unit__2__rc_layered = rc__2__layered;
    unit__2__rc_layer = rc__2__layer;
    unit__2__vc_config = vc_config__read_data__2;
    bubble__read_addr__2 = unit__2__row_addr;
    unit__2__row_bits = bubble__read_data__2;
    unit__2__out_vcs = out_vcs;
    unit__2__dead = dead_out[4:0];
    unit__2__won = va__won[2];
    unit__2__go = sa__go[2];
    req_valid = (req_valid & ~(18'd1 << 2)) | ({17'd0, unit__2__req_valid} << 2);
    req_priority = (req_priority & ~(18'd1 << 2)) | ({17'd0, unit__2__req_priority} << 2);
    req_bubble = (req_bubble & ~(18'd1 << 2)) | ({17'd0, unit__2__req_bubble} << 2);
    va__req_vc__2 = unit__2__req_vc;
    sa_req = (sa_req & ~(18'd1 << 2)) | ({17'd0, unit__2__sa_req} << 2);
    sa__want__2 = unit__2__held_port;
    unit__3__write = write_hot[3];
    unit__3__poison = poison[in_port__3];
    unit__3__flit_in__comb = 69'd0;
    if (in_port__3 == 3'd0) begin
        unit__3__flit_in__comb = flit_in__0;
    end
    if (in_port__3 == 3'd1) begin
        unit__3__flit_in__comb = flit_in__1;
    end
    if (in_port__3 == 3'd2) begin
        unit__3__flit_in__comb = flit_in__2;
    end
    if (in_port__3 == 3'd3) begin
        unit__3__flit_in__comb = flit_in__3;
    end
    if (in_port__3 == 3'd4) begin
        unit__3__flit_in__comb = flit_in__4;
    end
    if (in_port__3 == 3'd5) begin
        unit__3__flit_in__comb = flit_in__5;
    end
    rc__3__head = unit__3__rc_head;
    rc__3__node = node;
    routes__read_addr__3 = rc__3__lookup;
    rc__3__word = routes__read_data__3;
    rc__3__on_escape = vc_config__read_data__3[0];
    rc__3__follow = vc_config__read_data__3[1];
    rc__3__down = vc_config__read_data__3[2];
    rc__3__keep = low_5_of_16(vc_config__read_data__3 >> keep_at);
    rc__3__successor = low_3_of_16(vc_config__read_data__3 >> successor_at);
    unit__3__rc_eject = rc__3__eject;
    unit__3__rc_mask = rc__3__mask;
    unit__3__rc_escape = rc__3__escape;
    unit__3__rc_port = rc__3__port;
    unit__3__rc_class = rc__3__esc_class;
    unit__3__rc_absorb = rc__3__absorb;
    unit__3__rc_layered = rc__3__layered;
    unit__3__rc_layer = rc__3__layer;
    unit__3__vc_config = vc_config__read_data__3;
    bubble__read_addr__3 = unit__3__row_addr;
    unit__3__row_bits = bubble__read_data__3;
    unit__3__out_vcs = out_vcs;
    unit__3__dead = dead_out[4:0];
    unit__3__won = va__won[3];
    unit__3__go = sa__go[3];
    req_valid = (req_valid & ~(18'd1 << 3)) | ({17'd0, unit__3__req_valid} << 3);
    req_priority = (req_priority & ~(18'd1 << 3)) | ({17'd0, unit__3__req_priority} << 3);
    req_bubble = (req_bubble & ~(18'd1 << 3)) | ({17'd0, unit__3__req_bubble} << 3);
    va__req_vc__3 = unit__3__req_vc;
    sa_req = (sa_req & ~(18'd1 << 3)) | ({17'd0, unit__3__sa_req} << 3);
    sa__want__3 = unit__3__held_port;
    unit__4__write = write_hot[4];
    unit__4__poison = poison[in_port__4];
    unit__4__flit_in__comb = 69'd0;
    if (in_port__4 == 3'd0) begin
        unit__4__flit_in__comb = flit_in__0;
    end
    if (in_port__4 == 3'd1) begin
        unit__4__flit_in__comb = flit_in__1;
    end
    if (in_port__4 == 3'd2) begin
        unit__4__flit_in__comb = flit_in__2;
    end
    if (in_port__4 == 3'd3) begin
        unit__4__flit_in__comb = flit_in__3;
    end
    if (in_port__4 == 3'd4) begin
        unit__4__flit_in__comb = flit_in__4;
    end
    if (in_port__4 == 3'd5) begin
        unit__4__flit_in__comb = flit_in__5;
    end
    rc__4__head = unit__4__rc_head;
    rc__4__node = node;
    routes__read_addr__4 = rc__4__lookup;
    rc__4__word = routes__read_data__4;
    rc__4__on_escape = vc_config__read_data__4[0];
    rc__4__follow = vc_config__read_data__4[1];
    rc__4__down = vc_config__read_data__4[2];
    rc__4__keep = low_5_of_16(vc_config__read_data__4 >> keep_at);
    rc__4__successor = low_3_of_16(vc_config__read_data__4 >> successor_at);
    unit__4__rc_eject = rc__4__eject;
    unit__4__rc_mask = rc__4__mask;
    unit__4__rc_escape = rc__4__escape;
    unit__4__rc_port = rc__4__port;
    unit__4__rc_class = rc__4__esc_class;
    unit__4__rc_absorb = rc__4__absorb;
    unit__4__rc_layered = rc__4__layered;
    unit__4__rc_layer = rc__4__layer;
    unit__4__vc_config = vc_config__read_data__4;
    bubble__read_addr__4 = unit__4__row_addr;
    unit__4__row_bits = bubble__read_data__4;
    unit__4__out_vcs = out_vcs;
    unit__4__dead = dead_out[4:0];
    unit__4__won = va__won[4];
    unit__4__go = sa__go[4];
    req_valid = (req_valid & ~(18'd1 << 4)) | ({17'd0, unit__4__req_valid} << 4);
    req_priority = (req_priority & ~(18'd1 << 4)) | ({17'd0, unit__4__req_priority} << 4);
    req_bubble = (req_bubble & ~(18'd1 << 4)) | ({17'd0, unit__4__req_bubble} << 4);
    va__req_vc__4 = unit__4__req_vc;
    sa_req = (sa_req & ~(18'd1 << 4)) | ({17'd0, unit__4__sa_req} << 4);
    sa__want__4 = unit__4__held_port;
    unit__5__write = write_hot[5];
    unit__5__poison = poison[in_port__5];
    unit__5__flit_in__comb = 69'd0;
    if (in_port__5 == 3'd0) begin
        unit__5__flit_in__comb = flit_in__0;
    end
    if (in_port__5 == 3'd1) begin
        unit__5__flit_in__comb = flit_in__1;
    end
    if (in_port__5 == 3'd2) begin
        unit__5__flit_in__comb = flit_in__2;
    end
    if (in_port__5 == 3'd3) begin
        unit__5__flit_in__comb = flit_in__3;
    end
    if (in_port__5 == 3'd4) begin
        unit__5__flit_in__comb = flit_in__4;
    end
    if (in_port__5 == 3'd5) begin
        unit__5__flit_in__comb = flit_in__5;
    end
    rc__5__head = unit__5__rc_head;
    rc__5__node = node;
    routes__read_addr__5 = rc__5__lookup;
    rc__5__word = routes__read_data__5;
    rc__5__on_escape = vc_config__read_data__5[0];
    rc__5__follow = vc_config__read_data__5[1];
    rc__5__down = vc_config__read_data__5[2];
    rc__5__keep = low_5_of_16(vc_config__read_data__5 >> keep_at);
    rc__5__successor = low_3_of_16(vc_config__read_data__5 >> successor_at);
    unit__5__rc_eject = rc__5__eject;
    unit__5__rc_mask = rc__5__mask;
    unit__5__rc_escape = rc__5__escape;
    unit__5__rc_port = rc__5__port;
    unit__5__rc_class = rc__5__esc_class;
    unit__5__rc_absorb = rc__5__absorb;
    unit__5__rc_layered = rc__5__layered;
    unit__5__rc_layer = rc__5__layer;
    unit__5__vc_config = vc_config__read_data__5;
    bubble__read_addr__5 = unit__5__row_addr;
    unit__5__row_bits = bubble__read_data__5;
    unit__5__out_vcs = out_vcs;
    unit__5__dead = dead_out[4:0];
    unit__5__won = va__won[5];
    unit__5__go = sa__go[5];
    req_valid = (req_valid & ~(18'd1 << 5)) | ({17'd0, unit__5__req_valid} << 5);
    req_priority = (req_priority & ~(18'd1 << 5)) | ({17'd0, unit__5__req_priority} << 5);
    req_bubble = (req_bubble & ~(18'd1 << 5)) | ({17'd0, unit__5__req_bubble} << 5);
    va__req_vc__5 = unit__5__req_vc;
    sa_req = (sa_req & ~(18'd1 << 5)) | ({17'd0, unit__5__sa_req} << 5);
    sa__want__5 = unit__5__held_port;
    unit__6__write = write_hot[6];
    unit__6__poison = poison[in_port__6];
    unit__6__flit_in__comb = 69'd0;
    if (in_port__6 == 3'd0) begin
        unit__6__flit_in__comb = flit_in__0;
    end
    if (in_port__6 == 3'd1) begin
        unit__6__flit_in__comb = flit_in__1;
    end
    if (in_port__6 == 3'd2) begin
        unit__6__flit_in__comb = flit_in__2;
    end
    if (in_port__6 == 3'd3) begin
        unit__6__flit_in__comb = flit_in__3;
    end
    if (in_port__6 == 3'd4) begin
        unit__6__flit_in__comb = flit_in__4;
    end
    if (in_port__6 == 3'd5) begin
        unit__6__flit_in__comb = flit_in__5;
    end
    rc__6__head = unit__6__rc_head;
    rc__6__node = node;
    routes__read_addr__6 = rc__6__lookup;
    rc__6__word = routes__read_data__6;
    rc__6__on_escape = vc_config__read_data__6[0];
    rc__6__follow = vc_config__read_data__6[1];
    rc__6__down = vc_config__read_data__6[2];
    rc__6__keep = low_5_of_16(vc_config__read_data__6 >> keep_at);
    rc__6__successor = low_3_of_16(vc_config__read_data__6 >> successor_at);
    unit__6__rc_eject = rc__6__eject;
    unit__6__rc_mask = rc__6__mask;
    unit__6__rc_escape = rc__6__escape;
    unit__6__rc_port = rc__6__port;
    unit__6__rc_class = rc__6__esc_class;
    unit__6__rc_absorb = rc__6__absorb;
    unit__6__rc_layered = rc__6__layered;
    unit__6__rc_layer = rc__6__layer;
    unit__6__vc_config = vc_config__read_data__6;
    bubble__read_addr__6 = unit__6__row_addr;
    unit__6__row_bits = bubble__read_data__6;
    unit__6__out_vcs = out_vcs;
    unit__6__dead = dead_out[4:0];
    unit__6__won = va__won[6];
    unit__6__go = sa__go[6];
    req_valid = (req_valid & ~(18'd1 << 6)) | ({17'd0, unit__6__req_valid} << 6);
    req_priority = (req_priority & ~(18'd1 << 6)) | ({17'd0, unit__6__req_priority} << 6);
    req_bubble = (req_bubble & ~(18'd1 << 6)) | ({17'd0, unit__6__req_bubble} << 6);
    va__req_vc__6 = unit__6__req_vc;
    sa_req = (sa_req & ~(18'd1 << 6)) | ({17'd0, unit__6__sa_req} << 6);
    sa__want__6 = unit__6__held_port;
    unit__7__write = write_hot[7];
    unit__7__poison = poison[in_port__7];
    unit__7__flit_in__comb = 69'd0;
    if (in_port__7 == 3'd0) begin
        unit__7__flit_in__comb = flit_in__0;
    end
    if (in_port__7 == 3'd1) begin
        unit__7__flit_in__comb = flit_in__1;
    end
    if (in_port__7 == 3'd2) begin
        unit__7__flit_in__comb = flit_in__2;
    end
    if (in_port__7 == 3'd3) begin
        unit__7__flit_in__comb = flit_in__3;
    end
    if (in_port__7 == 3'd4) begin
        unit__7__flit_in__comb = flit_in__4;
    end
    if (in_port__7 == 3'd5) begin
        unit__7__flit_in__comb = flit_in__5;
    end
    rc__7__head = unit__7__rc_head;
    rc__7__node = node;
    routes__read_addr__7 = rc__7__lookup;
    rc__7__word = routes__read_data__7;
    rc__7__on_escape = vc_config__read_data__7[0];
    rc__7__follow = vc_config__read_data__7[1];
    rc__7__down = vc_config__read_data__7[2];
    rc__7__keep = low_5_of_16(vc_config__read_data__7 >> keep_at);
    rc__7__successor = low_3_of_16(vc_config__read_data__7 >> successor_at);
    unit__7__rc_eject = rc__7__eject;
    unit__7__rc_mask = rc__7__mask;
    unit__7__rc_escape = rc__7__escape;
    unit__7__rc_port = rc__7__port;
    unit__7__rc_class = rc__7__esc_class;
    unit__7__rc_absorb = rc__7__absorb;
    unit__7__rc_layered = rc__7__layered;
    unit__7__rc_layer = rc__7__layer;
    unit__7__vc_config = vc_config__read_data__7;
    bubble__read_addr__7 = unit__7__row_addr;
    unit__7__row_bits = bubble__read_data__7;
    unit__7__out_vcs = out_vcs;
    unit__7__dead = dead_out[4:0];
    unit__7__won = va__won[7];
    unit__7__go = sa__go[7];
    req_valid = (req_valid & ~(18'd1 << 7)) | ({17'd0, unit__7__req_valid} << 7);
    req_priority = (req_priority & ~(18'd1 << 7)) | ({17'd0, unit__7__req_priority} << 7);
    req_bubble = (req_bubble & ~(18'd1 << 7)) | ({17'd0, unit__7__req_bubble} << 7);
    va__req_vc__7 = unit__7__req_vc;
    sa_req = (sa_req & ~(18'd1 << 7)) | ({17'd0, unit__7__sa_req} << 7);
    sa__want__7 = unit__7__held_port;
    unit__8__write = write_hot[8];
    unit__8__poison = poison[in_port__8];
    unit__8__flit_in__comb = 69'd0;
    if (in_port__8 == 3'd0) begin
        unit__8__flit_in__comb = flit_in__0;
    end
    if (in_port__8 == 3'd1) begin
        unit__8__flit_in__comb = flit_in__1;
    end
    if (in_port__8 == 3'd2) begin
        unit__8__flit_in__comb = flit_in__2;
    end
    if (in_port__8 == 3'd3) begin
        unit__8__flit_in__comb = flit_in__3;
    end
    if (in_port__8 == 3'd4) begin
        unit__8__flit_in__comb = flit_in__4;
    end
    if (in_port__8 == 3'd5) begin
        unit__8__flit_in__comb = flit_in__5;
    end
    rc__8__head = unit__8__rc_head;
    rc__8__node = node;
    routes__read_addr__8 = rc__8__lookup;
    rc__8__word = routes__read_data__8;
    rc__8__on_escape = vc_config__read_data__8[0];
    rc__8__follow = vc_config__read_data__8[1];
    rc__8__down = vc_config__read_data__8[2];
    rc__8__keep = low_5_of_16(vc_config__read_data__8 >> keep_at);
    rc__8__successor = low_3_of_16(vc_config__read_data__8 >> successor_at);
    unit__8__rc_eject = rc__8__eject;
    unit__8__rc_mask = rc__8__mask;
    unit__8__rc_escape = rc__8__escape;
    unit__8__rc_port = rc__8__port;
    unit__8__rc_class = rc__8__esc_class;
    unit__8__rc_absorb = rc__8__absorb;
    unit__8__rc_layered = rc__8__layered;
    unit__8__rc_layer = rc__8__layer;
    unit__8__vc_config = vc_config__read_data__8;
    bubble__read_addr__8 = unit__8__row_addr;
    unit__8__row_bits = bubble__read_data__8;
    unit__8__out_vcs = out_vcs;
    unit__8__dead = dead_out[4:0];
    unit__8__won = va__won[8];
    unit__8__go = sa__go[8];
    req_valid = (req_valid & ~(18'd1 << 8)) | ({17'd0, unit__8__req_valid} << 8);
    req_priority = (req_priority & ~(18'd1 << 8)) | ({17'd0, unit__8__req_priority} << 8);
    req_bubble = (req_bubble & ~(18'd1 << 8)) | ({17'd0, unit__8__req_bubble} << 8);
    va__req_vc__8 = unit__8__req_vc;
    sa_req = (sa_req & ~(18'd1 << 8)) | ({17'd0, unit__8__sa_req} << 8);
    sa__want__8 = unit__8__held_port;
    unit__9__write = write_hot[9];
    unit__9__poison = poison[in_port__9];
    unit__9__flit_in__comb = 69'd0;
    if (in_port__9 == 3'd0) begin
        unit__9__flit_in__comb = flit_in__0;
    end
    if (in_port__9 == 3'd1) begin
        unit__9__flit_in__comb = flit_in__1;
    end
    if (in_port__9 == 3'd2) begin
        unit__9__flit_in__comb = flit_in__2;
    end
    if (in_port__9 == 3'd3) begin
        unit__9__flit_in__comb = flit_in__3;
    end
    if (in_port__9 == 3'd4) begin
        unit__9__flit_in__comb = flit_in__4;
    end
    if (in_port__9 == 3'd5) begin
        unit__9__flit_in__comb = flit_in__5;
    end
    rc__9__head = unit__9__rc_head;
    rc__9__node = node;
    routes__read_addr__9 = rc__9__lookup;
    rc__9__word = routes__read_data__9;
    rc__9__on_escape = vc_config__read_data__9[0];
    rc__9__follow = vc_config__read_data__9[1];
    rc__9__down = vc_config__read_data__9[2];
    rc__9__keep = low_5_of_16(vc_config__read_data__9 >> keep_at);
    rc__9__successor = low_3_of_16(vc_config__read_data__9 >> successor_at);
    unit__9__rc_eject = rc__9__eject;
    unit__9__rc_mask = rc__9__mask;
    unit__9__rc_escape = rc__9__escape;
    unit__9__rc_port = rc__9__port;
    unit__9__rc_class = rc__9__esc_class;
    unit__9__rc_absorb = rc__9__absorb;
    unit__9__rc_layered = rc__9__layered;
    unit__9__rc_layer = rc__9__layer;
    unit__9__vc_config = vc_config__read_data__9;
    bubble__read_addr__9 = unit__9__row_addr;
    unit__9__row_bits = bubble__read_data__9;
    unit__9__out_vcs = out_vcs;
    unit__9__dead = dead_out[4:0];
    unit__9__won = va__won[9];
    unit__9__go = sa__go[9];
    req_valid = (req_valid & ~(18'd1 << 9)) | ({17'd0, unit__9__req_valid} << 9);
    req_priority = (req_priority & ~(18'd1 << 9)) | ({17'd0, unit__9__req_priority} << 9);
    req_bubble = (req_bubble & ~(18'd1 << 9)) | ({17'd0, unit__9__req_bubble} << 9);
    va__req_vc__9 = unit__9__req_vc;
    sa_req = (sa_req & ~(18'd1 << 9)) | ({17'd0, unit__9__sa_req} << 9);
    sa__want__9 = unit__9__held_port;
    unit__10__write = write_hot[10];
    unit__10__poison = poison[in_port__10];
    unit__10__flit_in__comb = 69'd0;
    if (in_port__10 == 3'd0) begin
        unit__10__flit_in__comb = flit_in__0;
    end
    if (in_port__10 == 3'd1) begin
        unit__10__flit_in__comb = flit_in__1;
    end
    if (in_port__10 == 3'd2) begin
        unit__10__flit_in__comb = flit_in__2;
    end
    if (in_port__10 == 3'd3) begin
        unit__10__flit_in__comb = flit_in__3;
    end
    if (in_port__10 == 3'd4) begin
        unit__10__flit_in__comb = flit_in__4;
    end
    if (in_port__10 == 3'd5) begin
        unit__10__flit_in__comb = flit_in__5;
    end
    rc__10__head = unit__10__rc_head;
    rc__10__node = node;
    routes__read_addr__10 = rc__10__lookup;
    rc__10__word = routes__read_data__10;
    rc__10__on_escape = vc_config__read_data__10[0];
    rc__10__follow = vc_config__read_data__10[1];
    rc__10__down = vc_config__read_data__10[2];
    rc__10__keep = low_5_of_16(vc_config__read_data__10 >> keep_at);
    rc__10__successor = low_3_of_16(vc_config__read_data__10 >> successor_at);
    unit__10__rc_eject = rc__10__eject;
    unit__10__rc_mask = rc__10__mask;
    unit__10__rc_escape = rc__10__escape;
    unit__10__rc_port = rc__10__port;
    unit__10__rc_class = rc__10__esc_class;
    unit__10__rc_absorb = rc__10__absorb;
    unit__10__rc_layered = rc__10__layered;
    unit__10__rc_layer = rc__10__layer;
    unit__10__vc_config = vc_config__read_data__10;
    bubble__read_addr__10 = unit__10__row_addr;
    unit__10__row_bits = bubble__read_data__10;
    unit__10__out_vcs = out_vcs;
    unit__10__dead = dead_out[4:0];
    unit__10__won = va__won[10];
    unit__10__go = sa__go[10];
    req_valid = (req_valid & ~(18'd1 << 10)) | ({17'd0, unit__10__req_valid} << 10);
    req_priority = (req_priority & ~(18'd1 << 10)) | ({17'd0, unit__10__req_priority} << 10);
    req_bubble = (req_bubble & ~(18'd1 << 10)) | ({17'd0, unit__10__req_bubble} << 10);
    va__req_vc__10 = unit__10__req_vc;
    sa_req = (sa_req & ~(18'd1 << 10)) | ({17'd0, unit__10__sa_req} << 10);
    sa__want__10 = unit__10__held_port;
    unit__11__write = write_hot[11];
    unit__11__poison = poison[in_port__11];
    unit__11__flit_in__comb = 69'd0;
    if (in_port__11 == 3'd0) begin
        unit__11__flit_in__comb = flit_in__0;
    end
    if (in_port__11 == 3'd1) begin
        unit__11__flit_in__comb = flit_in__1;
    end
    if (in_port__11 == 3'd2) begin
        unit__11__flit_in__comb = flit_in__2;
    end
    if (in_port__11 == 3'd3) begin
        unit__11__flit_in__comb = flit_in__3;
    end
    if (in_port__11 == 3'd4) begin
        unit__11__flit_in__comb = flit_in__4;
    end
    if (in_port__11 == 3'd5) begin
        unit__11__flit_in__comb = flit_in__5;
    end
    rc__11__head = unit__11__rc_head;
    rc__11__node = node;
    routes__read_addr__11 = rc__11__lookup;
    rc__11__word = routes__read_data__11;
    rc__11__on_escape = vc_config__read_data__11[0];
    rc__11__follow = vc_config__read_data__11[1];
    rc__11__down = vc_config__read_data__11[2];
    rc__11__keep = low_5_of_16(vc_config__read_data__11 >> keep_at);
    rc__11__successor = low_3_of_16(vc_config__read_data__11 >> successor_at);
    unit__11__rc_eject = rc__11__eject;
    unit__11__rc_mask = rc__11__mask;
    unit__11__rc_escape = rc__11__escape;
    unit__11__rc_port = rc__11__port;
    unit__11__rc_class = rc__11__esc_class;
    unit__11__rc_absorb = rc__11__absorb;
    unit__11__rc_layered = rc__11__layered;
    unit__11__rc_layer = rc__11__layer;
    unit__11__vc_config = vc_config__read_data__11;
    bubble__read_addr__11 = unit__11__row_addr;
    unit__11__row_bits = bubble__read_data__11;
    unit__11__out_vcs = out_vcs;
    unit__11__dead = dead_out[4:0];
    unit__11__won = va__won[11];
    unit__11__go = sa__go[11];
    req_valid = (req_valid & ~(18'd1 << 11)) | ({17'd0, unit__11__req_valid} << 11);
    req_priority = (req_priority & ~(18'd1 << 11)) | ({17'd0, unit__11__req_priority} << 11);
    req_bubble = (req_bubble & ~(18'd1 << 11)) | ({17'd0, unit__11__req_bubble} << 11);
    va__req_vc__11 = unit__11__req_vc;
    sa_req = (sa_req & ~(18'd1 << 11)) | ({17'd0, unit__11__sa_req} << 11);
    sa__want__11 = unit__11__held_port;
    unit__12__write = write_hot[12];
    unit__12__poison = poison[in_port__12];
    unit__12__flit_in__comb = 69'd0;
    if (in_port__12 == 3'd0) begin
        unit__12__flit_in__comb = flit_in__0;
    end
    if (in_port__12 == 3'd1) begin
        unit__12__flit_in__comb = flit_in__1;
    end
    if (in_port__12 == 3'd2) begin
        unit__12__flit_in__comb = flit_in__2;
    end
    if (in_port__12 == 3'd3) begin
        unit__12__flit_in__comb = flit_in__3;
    end
    if (in_port__12 == 3'd4) begin
        unit__12__flit_in__comb = flit_in__4;
    end
    if (in_port__12 == 3'd5) begin
        unit__12__flit_in__comb = flit_in__5;
    end
    rc__12__head = unit__12__rc_head;
    rc__12__node = node;
    routes__read_addr__12 = rc__12__lookup;
    rc__12__word = routes__read_data__12;
    rc__12__on_escape = vc_config__read_data__12[0];
    rc__12__follow = vc_config__read_data__12[1];
    rc__12__down = vc_config__read_data__12[2];
    rc__12__keep = low_5_of_16(vc_config__read_data__12 >> keep_at);
    rc__12__successor = low_3_of_16(vc_config__read_data__12 >> successor_at);
    unit__12__rc_eject = rc__12__eject;
    unit__12__rc_mask = rc__12__mask;
    unit__12__rc_escape = rc__12__escape;
    unit__12__rc_port = rc__12__port;
    unit__12__rc_class = rc__12__esc_class;
    unit__12__rc_absorb = rc__12__absorb;
    unit__12__rc_layered = rc__12__layered;
    unit__12__rc_layer = rc__12__layer;
    unit__12__vc_config = vc_config__read_data__12;
    bubble__read_addr__12 = unit__12__row_addr;
    unit__12__row_bits = bubble__read_data__12;
    unit__12__out_vcs = out_vcs;
    unit__12__dead = dead_out[4:0];
    unit__12__won = va__won[12];
    unit__12__go = sa__go[12];
    req_valid = (req_valid & ~(18'd1 << 12)) | ({17'd0, unit__12__req_valid} << 12);
    req_priority = (req_priority & ~(18'd1 << 12)) | ({17'd0, unit__12__req_priority} << 12);
    req_bubble = (req_bubble & ~(18'd1 << 12)) | ({17'd0, unit__12__req_bubble} << 12);
    va__req_vc__12 = unit__12__req_vc;
    sa_req = (sa_req & ~(18'd1 << 12)) | ({17'd0, unit__12__sa_req} << 12);
    sa__want__12 = unit__12__held_port;
    unit__13__write = write_hot[13];
    unit__13__poison = poison[in_port__13];
    unit__13__flit_in__comb = 69'd0;
    if (in_port__13 == 3'd0) begin
        unit__13__flit_in__comb = flit_in__0;
    end
    if (in_port__13 == 3'd1) begin
        unit__13__flit_in__comb = flit_in__1;
    end
    if (in_port__13 == 3'd2) begin
        unit__13__flit_in__comb = flit_in__2;
    end
    if (in_port__13 == 3'd3) begin
        unit__13__flit_in__comb = flit_in__3;
    end
    if (in_port__13 == 3'd4) begin
        unit__13__flit_in__comb = flit_in__4;
    end
    if (in_port__13 == 3'd5) begin
        unit__13__flit_in__comb = flit_in__5;
    end
    rc__13__head = unit__13__rc_head;
    rc__13__node = node;
    routes__read_addr__13 = rc__13__lookup;
    rc__13__word = routes__read_data__13;
    rc__13__on_escape = vc_config__read_data__13[0];
    rc__13__follow = vc_config__read_data__13[1];
    rc__13__down = vc_config__read_data__13[2];
    rc__13__keep = low_5_of_16(vc_config__read_data__13 >> keep_at);
    rc__13__successor = low_3_of_16(vc_config__read_data__13 >> successor_at);
    unit__13__rc_eject = rc__13__eject;
    unit__13__rc_mask = rc__13__mask;
    unit__13__rc_escape = rc__13__escape;
    unit__13__rc_port = rc__13__port;
    unit__13__rc_class = rc__13__esc_class;
    unit__13__rc_absorb = rc__13__absorb;
    unit__13__rc_layered = rc__13__layered;
    unit__13__rc_layer = rc__13__layer;
    unit__13__vc_config = vc_config__read_data__13;
    bubble__read_addr__13 = unit__13__row_addr;
    unit__13__row_bits = bubble__read_data__13;
    unit__13__out_vcs = out_vcs;
    unit__13__dead = dead_out[4:0];
    unit__13__won = va__won[13];
    unit__13__go = sa__go[13];
    req_valid = (req_valid & ~(18'd1 << 13)) | ({17'd0, unit__13__req_valid} << 13);
    req_priority = (req_priority & ~(18'd1 << 13)) | ({17'd0, unit__13__req_priority} << 13);
    req_bubble = (req_bubble & ~(18'd1 << 13)) | ({17'd0, unit__13__req_bubble} << 13);
    va__req_vc__13 = unit__13__req_vc;
    sa_req = (sa_req & ~(18'd1 << 13)) | ({17'd0, unit__13__sa_req} << 13);
    sa__want__13 = unit__13__held_port;
    unit__14__write = write_hot[14];
    unit__14__poison = poison[in_port__14];
    unit__14__flit_in__comb = 69'd0;
    if (in_port__14 == 3'd0) begin
        unit__14__flit_in__comb = flit_in__0;
    end
    if (in_port__14 == 3'd1) begin
        unit__14__flit_in__comb = flit_in__1;
    end
    if (in_port__14 == 3'd2) begin
        unit__14__flit_in__comb = flit_in__2;
    end
    if (in_port__14 == 3'd3) begin
        unit__14__flit_in__comb = flit_in__3;
    end
    if (in_port__14 == 3'd4) begin
        unit__14__flit_in__comb = flit_in__4;
    end
    if (in_port__14 == 3'd5) begin
        unit__14__flit_in__comb = flit_in__5;
    end
    rc__14__head = unit__14__rc_head;
    rc__14__node = node;
    routes__read_addr__14 = rc__14__lookup;
    rc__14__word = routes__read_data__14;
    rc__14__on_escape = vc_config__read_data__14[0];
    rc__14__follow = vc_config__read_data__14[1];
    rc__14__down = vc_config__read_data__14[2];
    rc__14__keep = low_5_of_16(vc_config__read_data__14 >> keep_at);
    rc__14__successor = low_3_of_16(vc_config__read_data__14 >> successor_at);
    unit__14__rc_eject = rc__14__eject;
    unit__14__rc_mask = rc__14__mask;
    unit__14__rc_escape = rc__14__escape;
    unit__14__rc_port = rc__14__port;
    unit__14__rc_class = rc__14__esc_class;
    unit__14__rc_absorb = rc__14__absorb;
    unit__14__rc_layered = rc__14__layered;
    unit__14__rc_layer = rc__14__layer;
    unit__14__vc_config = vc_config__read_data__14;
    bubble__read_addr__14 = unit__14__row_addr;
    unit__14__row_bits = bubble__read_data__14;
    unit__14__out_vcs = out_vcs;
    unit__14__dead = dead_out[4:0];
    unit__14__won = va__won[14];
    unit__14__go = sa__go[14];
    req_valid = (req_valid & ~(18'd1 << 14)) | ({17'd0, unit__14__req_valid} << 14);
    req_priority = (req_priority & ~(18'd1 << 14)) | ({17'd0, unit__14__req_priority} << 14);
    req_bubble = (req_bubble & ~(18'd1 << 14)) | ({17'd0, unit__14__req_bubble} << 14);
    va__req_vc__14 = unit__14__req_vc;
    sa_req = (sa_req & ~(18'd1 << 14)) | ({17'd0, unit__14__sa_req} << 14);
    sa__want__14 = unit__14__held_port;
    unit__15__write = write_hot[15];
    unit__15__poison = poison[in_port__15];
    unit__15__flit_in__comb = 69'd0;
    if (in_port__15 == 3'd0) begin
        unit__15__flit_in__comb = flit_in__0;
    end
    if (in_port__15 == 3'd1) begin
        unit__15__flit_in__comb = flit_in__1;
    end
    if (in_port__15 == 3'd2) begin
        unit__15__flit_in__comb = flit_in__2;
    end
    if (in_port__15 == 3'd3) begin
        unit__15__flit_in__comb = flit_in__3;
    end
    if (in_port__15 == 3'd4) begin
        unit__15__flit_in__comb = flit_in__4;
    end
    if (in_port__15 == 3'd5) begin
        unit__15__flit_in__comb = flit_in__5;
    end
    rc__15__head = unit__15__rc_head;
    rc__15__node = node;
    routes__read_addr__15 = rc__15__lookup;
    rc__15__word = routes__read_data__15;
    rc__15__on_escape = vc_config__read_data__15[0];
    rc__15__follow = vc_config__read_data__15[1];
    rc__15__down = vc_config__read_data__15[2];
    rc__15__keep = low_5_of_16(vc_config__read_data__15 >> keep_at);
    rc__15__successor = low_3_of_16(vc_config__read_data__15 >> successor_at);
    unit__15__rc_eject = rc__15__eject;
    unit__15__rc_mask = rc__15__mask;
    unit__15__rc_escape = rc__15__escape;
    unit__15__rc_port = rc__15__port;
    unit__15__rc_class = rc__15__esc_class;
    unit__15__rc_absorb = rc__15__absorb;
    unit__15__rc_layered = rc__15__layered;
    unit__15__rc_layer = rc__15__layer;
    unit__15__vc_config = vc_config__read_data__15;
    bubble__read_addr__15 = unit__15__row_addr;
    unit__15__row_bits = bubble__read_data__15;
    unit__15__out_vcs = out_vcs;
    unit__15__dead = dead_out[4:0];
    unit__15__won = va__won[15];
    unit__15__go = sa__go[15];
    req_valid = (req_valid & ~(18'd1 << 15)) | ({17'd0, unit__15__req_valid} << 15);
    req_priority = (req_priority & ~(18'd1 << 15)) | ({17'd0, unit__15__req_priority} << 15);
    req_bubble = (req_bubble & ~(18'd1 << 15)) | ({17'd0, unit__15__req_bubble} << 15);
    va__req_vc__15 = unit__15__req_vc;
    sa_req = (sa_req & ~(18'd1 << 15)) | ({17'd0, unit__15__sa_req} << 15);
    sa__want__15 = unit__15__held_port;
    unit__16__write = write_hot[16];
    unit__16__poison = poison[in_port__16];
    unit__16__flit_in__comb = 69'd0;
    if (in_port__16 == 3'd0) begin
        unit__16__flit_in__comb = flit_in__0;
    end
    if (in_port__16 == 3'd1) begin
        unit__16__flit_in__comb = flit_in__1;
    end
    if (in_port__16 == 3'd2) begin
        unit__16__flit_in__comb = flit_in__2;
    end
    if (in_port__16 == 3'd3) begin
        unit__16__flit_in__comb = flit_in__3;
    end
    if (in_port__16 == 3'd4) begin
        unit__16__flit_in__comb = flit_in__4;
    end
    if (in_port__16 == 3'd5) begin
        unit__16__flit_in__comb = flit_in__5;
    end
    rc__16__head = unit__16__rc_head;
    rc__16__node = node;
    routes__read_addr__16 = rc__16__lookup;
    rc__16__word = routes__read_data__16;
    rc__16__on_escape = vc_config__read_data__16[0];
    rc__16__follow = vc_config__read_data__16[1];
    rc__16__down = vc_config__read_data__16[2];
    rc__16__keep = low_5_of_16(vc_config__read_data__16 >> keep_at);
    rc__16__successor = low_3_of_16(vc_config__read_data__16 >> successor_at);
    unit__16__rc_eject = rc__16__eject;
    unit__16__rc_mask = rc__16__mask;
    unit__16__rc_escape = rc__16__escape;
    unit__16__rc_port = rc__16__port;
    unit__16__rc_class = rc__16__esc_class;
    unit__16__rc_absorb = rc__16__absorb;
    unit__16__rc_layered = rc__16__layered;
    unit__16__rc_layer = rc__16__layer;
    unit__16__vc_config = vc_config__read_data__16;
    bubble__read_addr__16 = unit__16__row_addr;
    unit__16__row_bits = bubble__read_data__16;
    unit__16__out_vcs = out_vcs;
    unit__16__dead = dead_out[4:0];
    unit__16__won = va__won[16];
    unit__16__go = sa__go[16];
    req_valid = (req_valid & ~(18'd1 << 16)) | ({17'd0, unit__16__req_valid} << 16);
    req_priority = (req_priority & ~(18'd1 << 16)) | ({17'd0, unit__16__req_priority} << 16);
    req_bubble = (req_bubble & ~(18'd1 << 16)) | ({17'd0, unit__16__req_bubble} << 16);
    va__req_vc__16 = unit__16__req_vc;
    sa_req = (sa_req & ~(18'd1 << 16)) | ({17'd0, unit__16__sa_req} << 16);
    sa__want__16 = unit__16__held_port;
    unit__17__write = write_hot[17];
    unit__17__poison = poison[in_port__17];
    unit__17__flit_in__comb = 69'd0;
    if (in_port__17 == 3'd0) begin
        unit__17__flit_in__comb = flit_in__0;
    end
    if (in_port__17 == 3'd1) begin
        unit__17__flit_in__comb = flit_in__1;
    end
    if (in_port__17 == 3'd2) begin
        unit__17__flit_in__comb = flit_in__2;
    end
    if (in_port__17 == 3'd3) begin
        unit__17__flit_in__comb = flit_in__3;
    end
    if (in_port__17 == 3'd4) begin
        unit__17__flit_in__comb = flit_in__4;
    end
    if (in_port__17 == 3'd5) begin
        unit__17__flit_in__comb = flit_in__5;
    end
    rc__17__head = unit__17__rc_head;
    rc__17__node = node;
    routes__read_addr__17 = rc__17__lookup;
    rc__17__word = routes__read_data__17;
    rc__17__on_escape = vc_config__read_data__17[0];
    rc__17__follow = vc_config__read_data__17[1];
    rc__17__down = vc_config__read_data__17[2];
    rc__17__keep = low_5_of_16(vc_config__read_data__17 >> keep_at);
    rc__17__successor = low_3_of_16(vc_config__read_data__17 >> successor_at);
    unit__17__rc_eject = rc__17__eject;
    unit__17__rc_mask = rc__17__mask;
    unit__17__rc_escape = rc__17__escape;
    unit__17__rc_port = rc__17__port;
    unit__17__rc_class = rc__17__esc_class;
    unit__17__rc_absorb = rc__17__absorb;
    unit__17__rc_layered = rc__17__layered;
    unit__17__rc_layer = rc__17__layer;
    unit__17__vc_config = vc_config__read_data__17;
    bubble__read_addr__17 = unit__17__row_addr;
    unit__17__row_bits = bubble__read_data__17;
    unit__17__out_vcs = out_vcs;
    unit__17__dead = dead_out[4:0];
    unit__17__won = va__won[17];
    unit__17__go = sa__go[17];
    req_valid = (req_valid & ~(18'd1 << 17)) | ({17'd0, unit__17__req_valid} << 17);
    req_priority = (req_priority & ~(18'd1 << 17)) | ({17'd0, unit__17__req_priority} << 17);
    req_bubble = (req_bubble & ~(18'd1 << 17)) | ({17'd0, unit__17__req_bubble} << 17);
    va__req_vc__17 = unit__17__req_vc;
    sa_req = (sa_req & ~(18'd1 << 17)) | ({17'd0, unit__17__sa_req} << 17);
    sa__want__17 = unit__17__held_port;
    va__req_valid = req_valid;
    va__req_priority = req_priority;
    va__req_bubble = req_bubble;
    va__free = free;
    va__room = room;
    sa__req = sa_req;
    copies = 6'd0;
    port_leaving = 76'd0;
    if ((in_port__0 == 3'd0) & sa__pick[0]) begin
        port_leaving = unit__0__leaving;
    end
    if ((in_port__1 == 3'd0) & sa__pick[1]) begin
        port_leaving = unit__1__leaving;
    end
    if ((in_port__2 == 3'd0) & sa__pick[2]) begin
        port_leaving = unit__2__leaving;
    end
    if ((in_port__3 == 3'd0) & sa__pick[3]) begin
        port_leaving = unit__3__leaving;
    end
    if ((in_port__4 == 3'd0) & sa__pick[4]) begin
        port_leaving = unit__4__leaving;
    end
    if ((in_port__5 == 3'd0) & sa__pick[5]) begin
        port_leaving = unit__5__leaving;
    end
    if ((in_port__6 == 3'd0) & sa__pick[6]) begin
        port_leaving = unit__6__leaving;
    end
    if ((in_port__7 == 3'd0) & sa__pick[7]) begin
        port_leaving = unit__7__leaving;
    end
    if ((in_port__8 == 3'd0) & sa__pick[8]) begin
        port_leaving = unit__8__leaving;
    end
    if ((in_port__9 == 3'd0) & sa__pick[9]) begin
        port_leaving = unit__9__leaving;
    end
    if ((in_port__10 == 3'd0) & sa__pick[10]) begin
        port_leaving = unit__10__leaving;
    end
    if ((in_port__11 == 3'd0) & sa__pick[11]) begin
        port_leaving = unit__11__leaving;
    end
    if ((in_port__12 == 3'd0) & sa__pick[12]) begin
        port_leaving = unit__12__leaving;
    end
    if ((in_port__13 == 3'd0) & sa__pick[13]) begin
        port_leaving = unit__13__leaving;
    end
    if ((in_port__14 == 3'd0) & sa__pick[14]) begin
        port_leaving = unit__14__leaving;
    end
    if ((in_port__15 == 3'd0) & sa__pick[15]) begin
        port_leaving = unit__15__leaving;
    end
    if ((in_port__16 == 3'd0) & sa__pick[16]) begin
        port_leaving = unit__16__leaving;
    end
    if ((in_port__17 == 3'd0) & sa__pick[17]) begin
        port_leaving = unit__17__leaving;
    end
    rewrite__0__flit_in = port_leaving[68:0];
    rewrite__0__misses = low_4_of_76(port_leaving >> misses_at);
    rewrite__0__copy = port_leaving[copy_at];
    lane = port_leaving[71:0];
    lane = ((lane >> vc_at) << vc_at) | {3'd0, rewrite__0__flit_out};
    xbar__flit_in__0 = lane;
    xbar__sel__0 = sa__out_port__0;
    flit_out__0 = xbar__flit_out__0[68:0];
    flit_out_vc__0 = low_2_of_72(xbar__flit_out__0 >> vc_at);
    copies = (copies & ~(6'd1 << 0)) | ({5'd0, xbar__flit_out__0[copy_at]} << 0);
    credit_vc__0__d = sa__port_vc__0;
    credit_out_vc__0 = credit_vc__0__q;
    port_leaving = 76'd0;
    if ((in_port__0 == 3'd1) & sa__pick[0]) begin
        port_leaving = unit__0__leaving;
    end
    if ((in_port__1 == 3'd1) & sa__pick[1]) begin
        port_leaving = unit__1__leaving;
    end
    if ((in_port__2 == 3'd1) & sa__pick[2]) begin
        port_leaving = unit__2__leaving;
    end
    if ((in_port__3 == 3'd1) & sa__pick[3]) begin
        port_leaving = unit__3__leaving;
    end
    if ((in_port__4 == 3'd1) & sa__pick[4]) begin
        port_leaving = unit__4__leaving;
    end
    if ((in_port__5 == 3'd1) & sa__pick[5]) begin
        port_leaving = unit__5__leaving;
    end
    if ((in_port__6 == 3'd1) & sa__pick[6]) begin
        port_leaving = unit__6__leaving;
    end
    if ((in_port__7 == 3'd1) & sa__pick[7]) begin
        port_leaving = unit__7__leaving;
    end
    if ((in_port__8 == 3'd1) & sa__pick[8]) begin
        port_leaving = unit__8__leaving;
    end
    if ((in_port__9 == 3'd1) & sa__pick[9]) begin
        port_leaving = unit__9__leaving;
    end
    if ((in_port__10 == 3'd1) & sa__pick[10]) begin
        port_leaving = unit__10__leaving;
    end
    if ((in_port__11 == 3'd1) & sa__pick[11]) begin
        port_leaving = unit__11__leaving;
    end
    if ((in_port__12 == 3'd1) & sa__pick[12]) begin
        port_leaving = unit__12__leaving;
    end
    if ((in_port__13 == 3'd1) & sa__pick[13]) begin
        port_leaving = unit__13__leaving;
    end
    if ((in_port__14 == 3'd1) & sa__pick[14]) begin
        port_leaving = unit__14__leaving;
    end
    if ((in_port__15 == 3'd1) & sa__pick[15]) begin
        port_leaving = unit__15__leaving;
    end
    if ((in_port__16 == 3'd1) & sa__pick[16]) begin
        port_leaving = unit__16__leaving;
    end
    if ((in_port__17 == 3'd1) & sa__pick[17]) begin
        port_leaving = unit__17__leaving;
    end
    rewrite__1__flit_in = port_leaving[68:0];
    rewrite__1__misses = low_4_of_76(port_leaving >> misses_at);
    rewrite__1__copy = port_leaving[copy_at];
    lane = port_leaving[71:0];
    lane = ((lane >> vc_at) << vc_at) | {3'd0, rewrite__1__flit_out};
    xbar__flit_in__1 = lane;
    xbar__sel__1 = sa__out_port__1;
    flit_out__1 = xbar__flit_out__1[68:0];
    flit_out_vc__1 = low_2_of_72(xbar__flit_out__1 >> vc_at);
    copies = (copies & ~(6'd1 << 1)) | ({5'd0, xbar__flit_out__1[copy_at]} << 1);
    credit_vc__1__d = sa__port_vc__1;
    credit_out_vc__1 = credit_vc__1__q;
    port_leaving = 76'd0;
    if ((in_port__0 == 3'd2) & sa__pick[0]) begin
        port_leaving = unit__0__leaving;
    end
    if ((in_port__1 == 3'd2) & sa__pick[1]) begin
        port_leaving = unit__1__leaving;
    end
    if ((in_port__2 == 3'd2) & sa__pick[2]) begin
        port_leaving = unit__2__leaving;
    end
    if ((in_port__3 == 3'd2) & sa__pick[3]) begin
        port_leaving = unit__3__leaving;
    end
    if ((in_port__4 == 3'd2) & sa__pick[4]) begin
        port_leaving = unit__4__leaving;
    end
    if ((in_port__5 == 3'd2) & sa__pick[5]) begin
        port_leaving = unit__5__leaving;
    end
    if ((in_port__6 == 3'd2) & sa__pick[6]) begin
        port_leaving = unit__6__leaving;
    end
    if ((in_port__7 == 3'd2) & sa__pick[7]) begin
        port_leaving = unit__7__leaving;
    end
    if ((in_port__8 == 3'd2) & sa__pick[8]) begin
        port_leaving = unit__8__leaving;
    end
    if ((in_port__9 == 3'd2) & sa__pick[9]) begin
        port_leaving = unit__9__leaving;
    end
    if ((in_port__10 == 3'd2) & sa__pick[10]) begin
        port_leaving = unit__10__leaving;
    end
    if ((in_port__11 == 3'd2) & sa__pick[11]) begin
        port_leaving = unit__11__leaving;
    end
    if ((in_port__12 == 3'd2) & sa__pick[12]) begin
        port_leaving = unit__12__leaving;
    end
    if ((in_port__13 == 3'd2) & sa__pick[13]) begin
        port_leaving = unit__13__leaving;
    end
    if ((in_port__14 == 3'd2) & sa__pick[14]) begin
        port_leaving = unit__14__leaving;
    end
    if ((in_port__15 == 3'd2) & sa__pick[15]) begin
        port_leaving = unit__15__leaving;
    end
    if ((in_port__16 == 3'd2) & sa__pick[16]) begin
        port_leaving = unit__16__leaving;
    end
    if ((in_port__17 == 3'd2) & sa__pick[17]) begin
        port_leaving = unit__17__leaving;
    end
    rewrite__2__flit_in = port_leaving[68:0];
    rewrite__2__misses = low_4_of_76(port_leaving >> misses_at);
    rewrite__2__copy = port_leaving[copy_at];
    lane = port_leaving[71:0];
    lane = ((lane >> vc_at) << vc_at) | {3'd0, rewrite__2__flit_out};
    xbar__flit_in__2 = lane;
    xbar__sel__2 = sa__out_port__2;
    flit_out__2 = xbar__flit_out__2[68:0];
    flit_out_vc__2 = low_2_of_72(xbar__flit_out__2 >> vc_at);
    copies = (copies & ~(6'd1 << 2)) | ({5'd0, xbar__flit_out__2[copy_at]} << 2);
    credit_vc__2__d = sa__port_vc__2;
    credit_out_vc__2 = credit_vc__2__q;
    port_leaving = 76'd0;
    if ((in_port__0 == 3'd3) & sa__pick[0]) begin
        port_leaving = unit__0__leaving;
    end
    if ((in_port__1 == 3'd3) & sa__pick[1]) begin
        port_leaving = unit__1__leaving;
    end
    if ((in_port__2 == 3'd3) & sa__pick[2]) begin
        port_leaving = unit__2__leaving;
    end
    if ((in_port__3 == 3'd3) & sa__pick[3]) begin
        port_leaving = unit__3__leaving;
    end
    if ((in_port__4 == 3'd3) & sa__pick[4]) begin
        port_leaving = unit__4__leaving;
    end
    if ((in_port__5 == 3'd3) & sa__pick[5]) begin
        port_leaving = unit__5__leaving;
    end
    if ((in_port__6 == 3'd3) & sa__pick[6]) begin
        port_leaving = unit__6__leaving;
    end
    if ((in_port__7 == 3'd3) & sa__pick[7]) begin
        port_leaving = unit__7__leaving;
    end
    if ((in_port__8 == 3'd3) & sa__pick[8]) begin
        port_leaving = unit__8__leaving;
    end
    if ((in_port__9 == 3'd3) & sa__pick[9]) begin
        port_leaving = unit__9__leaving;
    end
    if ((in_port__10 == 3'd3) & sa__pick[10]) begin
        port_leaving = unit__10__leaving;
    end
    if ((in_port__11 == 3'd3) & sa__pick[11]) begin
        port_leaving = unit__11__leaving;
    end
    if ((in_port__12 == 3'd3) & sa__pick[12]) begin
        port_leaving = unit__12__leaving;
    end
    if ((in_port__13 == 3'd3) & sa__pick[13]) begin
        port_leaving = unit__13__leaving;
    end
    if ((in_port__14 == 3'd3) & sa__pick[14]) begin
        port_leaving = unit__14__leaving;
    end
    if ((in_port__15 == 3'd3) & sa__pick[15]) begin
        port_leaving = unit__15__leaving;
    end
    if ((in_port__16 == 3'd3) & sa__pick[16]) begin
        port_leaving = unit__16__leaving;
    end
    if ((in_port__17 == 3'd3) & sa__pick[17]) begin
        port_leaving = unit__17__leaving;
    end
    rewrite__3__flit_in = port_leaving[68:0];
    rewrite__3__misses = low_4_of_76(port_leaving >> misses_at);
    rewrite__3__copy = port_leaving[copy_at];
    lane = port_leaving[71:0];
    lane = ((lane >> vc_at) << vc_at) | {3'd0, rewrite__3__flit_out};
    xbar__flit_in__3 = lane;
    xbar__sel__3 = sa__out_port__3;
    flit_out__3 = xbar__flit_out__3[68:0];
    flit_out_vc__3 = low_2_of_72(xbar__flit_out__3 >> vc_at);
    copies = (copies & ~(6'd1 << 3)) | ({5'd0, xbar__flit_out__3[copy_at]} << 3);
    credit_vc__3__d = sa__port_vc__3;
    credit_out_vc__3 = credit_vc__3__q;
    port_leaving = 76'd0;
    if ((in_port__0 == 3'd4) & sa__pick[0]) begin
        port_leaving = unit__0__leaving;
    end
    if ((in_port__1 == 3'd4) & sa__pick[1]) begin
        port_leaving = unit__1__leaving;
    end
    if ((in_port__2 == 3'd4) & sa__pick[2]) begin
        port_leaving = unit__2__leaving;
    end
    if ((in_port__3 == 3'd4) & sa__pick[3]) begin
        port_leaving = unit__3__leaving;
    end
    if ((in_port__4 == 3'd4) & sa__pick[4]) begin
        port_leaving = unit__4__leaving;
    end
    if ((in_port__5 == 3'd4) & sa__pick[5]) begin
        port_leaving = unit__5__leaving;
    end
    if ((in_port__6 == 3'd4) & sa__pick[6]) begin
        port_leaving = unit__6__leaving;
    end
    if ((in_port__7 == 3'd4) & sa__pick[7]) begin
        port_leaving = unit__7__leaving;
    end
    if ((in_port__8 == 3'd4) & sa__pick[8]) begin
        port_leaving = unit__8__leaving;
    end
    if ((in_port__9 == 3'd4) & sa__pick[9]) begin
        port_leaving = unit__9__leaving;
    end
    if ((in_port__10 == 3'd4) & sa__pick[10]) begin
        port_leaving = unit__10__leaving;
    end
    if ((in_port__11 == 3'd4) & sa__pick[11]) begin
        port_leaving = unit__11__leaving;
    end
    if ((in_port__12 == 3'd4) & sa__pick[12]) begin
        port_leaving = unit__12__leaving;
    end
    if ((in_port__13 == 3'd4) & sa__pick[13]) begin
        port_leaving = unit__13__leaving;
    end
    if ((in_port__14 == 3'd4) & sa__pick[14]) begin
        port_leaving = unit__14__leaving;
    end
    if ((in_port__15 == 3'd4) & sa__pick[15]) begin
        port_leaving = unit__15__leaving;
    end
    if ((in_port__16 == 3'd4) & sa__pick[16]) begin
        port_leaving = unit__16__leaving;
    end
    if ((in_port__17 == 3'd4) & sa__pick[17]) begin
        port_leaving = unit__17__leaving;
    end
    rewrite__4__flit_in = port_leaving[68:0];
    rewrite__4__misses = low_4_of_76(port_leaving >> misses_at);
    rewrite__4__copy = port_leaving[copy_at];
    lane = port_leaving[71:0];
    lane = ((lane >> vc_at) << vc_at) | {3'd0, rewrite__4__flit_out};
    xbar__flit_in__4 = lane;
    xbar__sel__4 = sa__out_port__4;
    flit_out__4 = xbar__flit_out__4[68:0];
    flit_out_vc__4 = low_2_of_72(xbar__flit_out__4 >> vc_at);
    copies = (copies & ~(6'd1 << 4)) | ({5'd0, xbar__flit_out__4[copy_at]} << 4);
    credit_vc__4__d = sa__port_vc__4;
    credit_out_vc__4 = credit_vc__4__q;
    port_leaving = 76'd0;
    if ((in_port__0 == 3'd5) & sa__pick[0]) begin
        port_leaving = unit__0__leaving;
    end
    if ((in_port__1 == 3'd5) & sa__pick[1]) begin
        port_leaving = unit__1__leaving;
    end
    if ((in_port__2 == 3'd5) & sa__pick[2]) begin
        port_leaving = unit__2__leaving;
    end
    if ((in_port__3 == 3'd5) & sa__pick[3]) begin
        port_leaving = unit__3__leaving;
    end
    if ((in_port__4 == 3'd5) & sa__pick[4]) begin
        port_leaving = unit__4__leaving;
    end
    if ((in_port__5 == 3'd5) & sa__pick[5]) begin
        port_leaving = unit__5__leaving;
    end
    if ((in_port__6 == 3'd5) & sa__pick[6]) begin
        port_leaving = unit__6__leaving;
    end
    if ((in_port__7 == 3'd5) & sa__pick[7]) begin
        port_leaving = unit__7__leaving;
    end
    if ((in_port__8 == 3'd5) & sa__pick[8]) begin
        port_leaving = unit__8__leaving;
    end
    if ((in_port__9 == 3'd5) & sa__pick[9]) begin
        port_leaving = unit__9__leaving;
    end
    if ((in_port__10 == 3'd5) & sa__pick[10]) begin
        port_leaving = unit__10__leaving;
    end
    if ((in_port__11 == 3'd5) & sa__pick[11]) begin
        port_leaving = unit__11__leaving;
    end
    if ((in_port__12 == 3'd5) & sa__pick[12]) begin
        port_leaving = unit__12__leaving;
    end
    if ((in_port__13 == 3'd5) & sa__pick[13]) begin
        port_leaving = unit__13__leaving;
    end
    if ((in_port__14 == 3'd5) & sa__pick[14]) begin
        port_leaving = unit__14__leaving;
    end
    if ((in_port__15 == 3'd5) & sa__pick[15]) begin
        port_leaving = unit__15__leaving;
    end
    if ((in_port__16 == 3'd5) & sa__pick[16]) begin
        port_leaving = unit__16__leaving;
    end
    if ((in_port__17 == 3'd5) & sa__pick[17]) begin
        port_leaving = unit__17__leaving;
    end
    rewrite__5__flit_in = port_leaving[68:0];
    rewrite__5__misses = low_4_of_76(port_leaving >> misses_at);
    rewrite__5__copy = port_leaving[copy_at];
    lane = port_leaving[71:0];
    lane = ((lane >> vc_at) << vc_at) | {3'd0, rewrite__5__flit_out};
    xbar__flit_in__5 = lane;
    xbar__sel__5 = sa__out_port__5;
    flit_out__5 = xbar__flit_out__5[68:0];
    flit_out_vc__5 = low_2_of_72(xbar__flit_out__5 >> vc_at);
    copies = (copies & ~(6'd1 << 5)) | ({5'd0, xbar__flit_out__5[copy_at]} << 5);
    credit_vc__5__d = sa__port_vc__5;
    credit_out_vc__5 = credit_vc__5__q;
    xbar__in_valid = sa__port_go;
    xbar__sel_valid = sa__out_valid;
    flit_out_valid = xbar__out_valid;
    copy_out_valid = copies;
    credit_valid__d = sa__port_go;
    credit_out_valid = credit_valid__q;
    unit__0__flit_in = unit__0__flit_in__comb;
    unit__1__flit_in = unit__1__flit_in__comb;
    unit__2__flit_in = unit__2__flit_in__comb;
    unit__3__flit_in = unit__3__flit_in__comb;
    unit__4__flit_in = unit__4__flit_in__comb;
    unit__5__flit_in = unit__5__flit_in__comb;
    unit__6__flit_in = unit__6__flit_in__comb;
    unit__7__flit_in = unit__7__flit_in__comb;
    unit__8__flit_in = unit__8__flit_in__comb;
    unit__9__flit_in = unit__9__flit_in__comb;
    unit__10__flit_in = unit__10__flit_in__comb;
    unit__11__flit_in = unit__11__flit_in__comb;
    unit__12__flit_in = unit__12__flit_in__comb;
    unit__13__flit_in = unit__13__flit_in__comb;
    unit__14__flit_in = unit__14__flit_in__comb;
    unit__15__flit_in = unit__15__flit_in__comb;
    unit__16__flit_in = unit__16__flit_in__comb;
    unit__17__flit_in = unit__17__flit_in__comb;
end
endmodule
