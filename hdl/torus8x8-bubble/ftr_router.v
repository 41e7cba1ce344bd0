module ftr_route_compute(
    input wire [65:0] head,
    input wire [5:0] node,
    output reg [5:0] lookup,
    input wire [6:0] word,
    input wire down,
    input wire [3:0] keep,
    input wire follow,
    input wire [1:0] successor,
    input wire on_escape,
    output reg eject,
    output reg [3:0] mask,
    output reg escape,
    output reg [1:0] port,
    output reg esc_class,
    output reg absorb,
    output reg layered,
    output reg [3:0] layer
);
// Route compute for one input VC: looks up the table word of the head's
// destination (or, absorbing a multicast, of the next listed one) and gives
// the route: eject, adaptive mask, escape port and class, multicast layer.
// Ports:
//   in    head   66
//   in    node   6
//   out   lookup   6
//   in    word   7
//   in    down   1
//   in    keep   4
//   in    follow   1
//   in    successor   2
//   in    on_escape   1
//   out   eject   1
//   out   mask   4
//   out   escape   1
//   out   port   2
//   out   esc_class   1
//   out   absorb   1
//   out   layered   1
//   out   layer   4
// Parameters (per instance):
//   arrived_class   1
//   valid_at   3
//   port_at   3
//   port_mask   2
//   class_at   3
//   down_at   3
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
parameter [2:0] valid_at = 3'h0;
parameter [2:0] port_at = 3'h0;
parameter [1:0] port_mask = 2'h0;
parameter [2:0] class_at = 3'h0;
parameter [2:0] down_at = 3'h0;
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
reg [5:0] dest;
reg here;
reg [3:0] more;
reg [3:0] leg;
// The low 2 bits of a 7-bit value.
function [1:0] low_2_of_7(input [6:0] x);
    reg [4:0] unused;
    {unused, low_2_of_7} = x;
endfunction
// The low 4 bits of a 7-bit value.
function [3:0] low_4_of_7(input [6:0] x);
    reg [2:0] unused;
    {unused, low_4_of_7} = x;
endfunction
// The low 6 bits of a 66-bit value.
function [5:0] low_6_of_66(input [65:0] x);
    reg [59:0] unused;
    {unused, low_6_of_66} = x;
endfunction
reg [5:0] lookup__comb;
reg eject__comb;
reg [3:0] mask__comb;
reg escape__comb;
reg [1:0] port__comb;
reg esc_class__comb;
reg layered__comb;
reg [3:0] layer__comb;
always @(*) begin
    dest = low_6_of_66(head >> dest_at);
    leg = head[leg_at +: 4];
    more = 4'd0;
    if (|has_list) begin
        more = head[more_at +: 4];
    end
    here = dest == node;
    absorb = here & (|more);
    lookup__comb = dest;
    if (absorb) begin
        lookup__comb = low_6_of_66(head >> rest_at);
    end
    layered__comb = (|layers) & ((absorb | (|more)) | (|leg));
    layer__comb = leg;
    if (absorb) begin
        layer__comb = leg + 4'd1;
    end
    eject__comb = here & ~absorb;
    mask__comb = word[3:0];
    if (down & ~absorb) begin
        mask__comb = low_4_of_7(word >> down_at);
    end
    port__comb = low_2_of_7(word >> port_at) & port_mask;
    esc_class__comb = 1'b0;
    if (|has_class) begin
        esc_class__comb = word[class_at];
    end
    if (((port__comb == 2'd0) & keep[0]) & ~absorb) begin
        esc_class__comb = |arrived_class;
    end
    if (((port__comb == 2'd1) & keep[1]) & ~absorb) begin
        esc_class__comb = |arrived_class;
    end
    if (((port__comb == 2'd2) & keep[2]) & ~absorb) begin
        esc_class__comb = |arrived_class;
    end
    if (((port__comb == 2'd3) & keep[3]) & ~absorb) begin
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
        mask__comb = 4'd0;
    end
    if (eject__comb) begin
        mask__comb = 4'd0;
        escape__comb = 1'b0;
        port__comb = 2'd0;
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
    input wire [65:0] write_data,
    input wire [2:0] read_addr__0,
    input wire [2:0] read_addr__1,
    output wire [65:0] read_data__0,
    output wire [65:0] read_data__1
);
// The VC buffer's flit slots: written at tail, read at head and head + 1.
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   3
//   in    write_data   66
//   in    read_addr__0   3
//   in    read_addr__1   3
//   out   read_data__0   66
//   out   read_data__1   66
reg [65:0] words_ram [0:7];
`ifndef SYNTHESIS
initial begin
    words_ram[0] = 66'h0;
    words_ram[1] = 66'h0;
    words_ram[2] = 66'h0;
    words_ram[3] = 66'h0;
    words_ram[4] = 66'h0;
    words_ram[5] = 66'h0;
    words_ram[6] = 66'h0;
    words_ram[7] = 66'h0;
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
    input wire [65:0] flit_in,
    input wire read,
    output reg [65:0] front,
    output reg [65:0] second,
    output reg valid,
    output reg valid_next,
    output reg [3:0] count,
    input wire poison,
    input wire active,
    input wire [65:0] copy
);
// VC buffer: a circular FIFO of flit slots; write puts flit_in at tail, read
// takes the front (slot head) away; count and valid from the count register.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    write   1
//   in    flit_in   66
//   in    read   1
//   out   front   66
//   out   second   66
//   out   valid   1
//   out   valid_next   1
//   out   count   4
//   in    poison   1
//   in    active   1
//   in    copy   66
// Parameters (per instance):
//   last_slot   3
//   one   4
//   full   4
//   tail_bit   66
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
parameter [65:0] tail_bit = 66'h0;
reg [2:0] prev;
reg [2:0] next_tail;
reg append;
reg put;
reg append_read;
reg put_read;
reg closed_front;
reg [65:0] put_flit;
reg fill;
reg [2:0] next_head;
reg slots__write_enable;
reg [2:0] slots__write_addr;
reg [65:0] slots__write_data;
reg [2:0] slots__read_addr__0;
reg [2:0] slots__read_addr__1;
wire [65:0] slots__read_data__0;
wire [65:0] slots__read_data__1;
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
reg [65:0] front__comb;
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
    input wire [65:0] flit_in,
    input wire write,
    output reg [65:0] copy
);
// The tail closing a packet a cut link split: the last flit written (its tag
// and next index, registered) as a body flit one further, tail bit set.
// Ports:
//   in    clock   1
//   in    flit_in   66
//   in    write   1
//   out   copy   66
// Parameters (per instance):
//   head_tag_at   7
//   body_tag_at   7
//   tag_mask   66
//   index_bits   7
//   data_at   7
//   tail_only   66
// Registers:
//   tag   32   no reset (data)
//   index   8   no reset (data)
parameter [6:0] head_tag_at = 7'h0;
parameter [6:0] body_tag_at = 7'h0;
parameter [65:0] tag_mask = 66'h0;
parameter [6:0] index_bits = 7'h0;
parameter [6:0] data_at = 7'h0;
parameter [65:0] tail_only = 66'h0;
reg [65:0] wide;
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
// The low 8 bits of a 66-bit value.
function [7:0] low_8_of_66(input [65:0] x);
    reg [57:0] unused;
    {unused, low_8_of_66} = x;
endfunction
// The low 32 bits of a 66-bit value.
function [31:0] low_32_of_66(input [65:0] x);
    reg [33:0] unused;
    {unused, low_32_of_66} = x;
endfunction
always @(*) begin
    tag__d = tag__q;
    index__d = index__q;
    if (write) begin
        tag__d = low_32_of_66(flit_in >> body_tag_at) & tag_mask[31:0];
        index__d = low_8_of_66(flit_in >> data_at) + 8'd1;
        if (flit_in[0]) begin
            tag__d = low_32_of_66(flit_in >> head_tag_at) & tag_mask[31:0];
            index__d = 8'd1;
        end
    end
    wide = {34'd0, tag__q};
    copy = (((wide << index_bits) | {58'd0, index__q}) << data_at) | tail_only;
end
endmodule

module ftr_most_credits(
    input wire [3:0] mask,
    input wire layered,
    input wire [3:0] layer,
    input wire [9:0] free,
    input wire [9:0] adaptive_ok,
    input wire [89:0] credits,
    output reg found,
    output reg [3:0] best
);
// VA's adaptive choice: the first candidate output VC with the most credits,
// by credit levels (no chain of comparisons).
// Ports:
//   in    mask   4
//   in    layered   1
//   in    layer   4
//   in    free   10
//   in    adaptive_ok   10
//   in    credits   90
//   out   found   1
//   out   best   4
// Parameters (per instance):
//   level__0   1
//   level__1   2
//   level__2   2
//   level__3   3
//   level__4   3
//   level__5   3
//   level__6   3
//   level__7   4
//   port_hot__0   4
//   port_hot__1   4
//   port_hot__2   4
//   port_hot__3   4
//   port_hot__4   4
//   port_hot__5   4
//   port_hot__6   4
//   port_hot__7   4
//   port_hot__8   4
//   port_hot__9   4
//   vc_of__0   1
//   vc_of__1   1
//   vc_of__2   1
//   vc_of__3   1
//   vc_of__4   1
//   vc_of__5   1
//   vc_of__6   1
//   vc_of__7   1
//   vc_of__8   1
//   vc_of__9   1
//   index_bit__0   10
//   index_bit__1   10
//   index_bit__2   10
//   index_bit__3   10
//   credit_bits   4
parameter level__0 = 1'h0;
parameter [1:0] level__1 = 2'h0;
parameter [1:0] level__2 = 2'h0;
parameter [2:0] level__3 = 3'h0;
parameter [2:0] level__4 = 3'h0;
parameter [2:0] level__5 = 3'h0;
parameter [2:0] level__6 = 3'h0;
parameter [3:0] level__7 = 4'h0;
parameter [3:0] port_hot__0 = 4'h0;
parameter [3:0] port_hot__1 = 4'h0;
parameter [3:0] port_hot__2 = 4'h0;
parameter [3:0] port_hot__3 = 4'h0;
parameter [3:0] port_hot__4 = 4'h0;
parameter [3:0] port_hot__5 = 4'h0;
parameter [3:0] port_hot__6 = 4'h0;
parameter [3:0] port_hot__7 = 4'h0;
parameter [3:0] port_hot__8 = 4'h0;
parameter [3:0] port_hot__9 = 4'h0;
parameter vc_of__0 = 1'h0;
parameter vc_of__1 = 1'h0;
parameter vc_of__2 = 1'h0;
parameter vc_of__3 = 1'h0;
parameter vc_of__4 = 1'h0;
parameter vc_of__5 = 1'h0;
parameter vc_of__6 = 1'h0;
parameter vc_of__7 = 1'h0;
parameter vc_of__8 = 1'h0;
parameter vc_of__9 = 1'h0;
parameter [9:0] index_bit__0 = 10'h0;
parameter [9:0] index_bit__1 = 10'h0;
parameter [9:0] index_bit__2 = 10'h0;
parameter [9:0] index_bit__3 = 10'h0;
parameter [3:0] credit_bits = 4'h0;
reg [89:0] rest;
reg [8:0] cred;
reg [9:0] cand;
reg [7:0] reach;
reg [9:0] top;
reg [9:0] top_one;
reg below;
reg [3:0] best__comb;
always @(*) begin
    cand = 10'd0;
    cand = (cand & ~(10'd1 << 0)) | (((({9'd0, |(port_hot__0 & mask)} & {9'd0, adaptive_ok[0]}) & (~{9'd0, layered} | {9'd0, {3'd0, vc_of__0} == layer})) & {9'd0, free[0]}) << 0);
    cand = (cand & ~(10'd1 << 1)) | (((({9'd0, |(port_hot__1 & mask)} & {9'd0, adaptive_ok[1]}) & (~{9'd0, layered} | {9'd0, {3'd0, vc_of__1} == layer})) & {9'd0, free[1]}) << 1);
    cand = (cand & ~(10'd1 << 2)) | (((({9'd0, |(port_hot__2 & mask)} & {9'd0, adaptive_ok[2]}) & (~{9'd0, layered} | {9'd0, {3'd0, vc_of__2} == layer})) & {9'd0, free[2]}) << 2);
    cand = (cand & ~(10'd1 << 3)) | (((({9'd0, |(port_hot__3 & mask)} & {9'd0, adaptive_ok[3]}) & (~{9'd0, layered} | {9'd0, {3'd0, vc_of__3} == layer})) & {9'd0, free[3]}) << 3);
    cand = (cand & ~(10'd1 << 4)) | (((({9'd0, |(port_hot__4 & mask)} & {9'd0, adaptive_ok[4]}) & (~{9'd0, layered} | {9'd0, {3'd0, vc_of__4} == layer})) & {9'd0, free[4]}) << 4);
    cand = (cand & ~(10'd1 << 5)) | (((({9'd0, |(port_hot__5 & mask)} & {9'd0, adaptive_ok[5]}) & (~{9'd0, layered} | {9'd0, {3'd0, vc_of__5} == layer})) & {9'd0, free[5]}) << 5);
    cand = (cand & ~(10'd1 << 6)) | (((({9'd0, |(port_hot__6 & mask)} & {9'd0, adaptive_ok[6]}) & (~{9'd0, layered} | {9'd0, {3'd0, vc_of__6} == layer})) & {9'd0, free[6]}) << 6);
    cand = (cand & ~(10'd1 << 7)) | (((({9'd0, |(port_hot__7 & mask)} & {9'd0, adaptive_ok[7]}) & (~{9'd0, layered} | {9'd0, {3'd0, vc_of__7} == layer})) & {9'd0, free[7]}) << 7);
    cand = (cand & ~(10'd1 << 8)) | (((({9'd0, |(port_hot__8 & mask)} & {9'd0, adaptive_ok[8]}) & (~{9'd0, layered} | {9'd0, {3'd0, vc_of__8} == layer})) & {9'd0, free[8]}) << 8);
    cand = (cand & ~(10'd1 << 9)) | (((({9'd0, |(port_hot__9 & mask)} & {9'd0, adaptive_ok[9]}) & (~{9'd0, layered} | {9'd0, {3'd0, vc_of__9} == layer})) & {9'd0, free[9]}) << 9);
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
    top = cand;
    rest = credits;
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(10'd1 << 0)) | (10'd0 << 0);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(10'd1 << 0)) | (10'd0 << 0);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(10'd1 << 0)) | (10'd0 << 0);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(10'd1 << 0)) | (10'd0 << 0);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(10'd1 << 0)) | (10'd0 << 0);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(10'd1 << 0)) | (10'd0 << 0);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(10'd1 << 0)) | (10'd0 << 0);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(10'd1 << 0)) | (10'd0 << 0);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(10'd1 << 1)) | (10'd0 << 1);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(10'd1 << 1)) | (10'd0 << 1);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(10'd1 << 1)) | (10'd0 << 1);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(10'd1 << 1)) | (10'd0 << 1);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(10'd1 << 1)) | (10'd0 << 1);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(10'd1 << 1)) | (10'd0 << 1);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(10'd1 << 1)) | (10'd0 << 1);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(10'd1 << 1)) | (10'd0 << 1);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(10'd1 << 2)) | (10'd0 << 2);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(10'd1 << 2)) | (10'd0 << 2);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(10'd1 << 2)) | (10'd0 << 2);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(10'd1 << 2)) | (10'd0 << 2);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(10'd1 << 2)) | (10'd0 << 2);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(10'd1 << 2)) | (10'd0 << 2);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(10'd1 << 2)) | (10'd0 << 2);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(10'd1 << 2)) | (10'd0 << 2);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(10'd1 << 3)) | (10'd0 << 3);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(10'd1 << 3)) | (10'd0 << 3);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(10'd1 << 3)) | (10'd0 << 3);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(10'd1 << 3)) | (10'd0 << 3);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(10'd1 << 3)) | (10'd0 << 3);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(10'd1 << 3)) | (10'd0 << 3);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(10'd1 << 3)) | (10'd0 << 3);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(10'd1 << 3)) | (10'd0 << 3);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(10'd1 << 4)) | (10'd0 << 4);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(10'd1 << 4)) | (10'd0 << 4);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(10'd1 << 4)) | (10'd0 << 4);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(10'd1 << 4)) | (10'd0 << 4);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(10'd1 << 4)) | (10'd0 << 4);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(10'd1 << 4)) | (10'd0 << 4);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(10'd1 << 4)) | (10'd0 << 4);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(10'd1 << 4)) | (10'd0 << 4);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(10'd1 << 5)) | (10'd0 << 5);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(10'd1 << 5)) | (10'd0 << 5);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(10'd1 << 5)) | (10'd0 << 5);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(10'd1 << 5)) | (10'd0 << 5);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(10'd1 << 5)) | (10'd0 << 5);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(10'd1 << 5)) | (10'd0 << 5);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(10'd1 << 5)) | (10'd0 << 5);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(10'd1 << 5)) | (10'd0 << 5);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(10'd1 << 6)) | (10'd0 << 6);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(10'd1 << 6)) | (10'd0 << 6);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(10'd1 << 6)) | (10'd0 << 6);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(10'd1 << 6)) | (10'd0 << 6);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(10'd1 << 6)) | (10'd0 << 6);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(10'd1 << 6)) | (10'd0 << 6);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(10'd1 << 6)) | (10'd0 << 6);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(10'd1 << 6)) | (10'd0 << 6);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(10'd1 << 7)) | (10'd0 << 7);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(10'd1 << 7)) | (10'd0 << 7);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(10'd1 << 7)) | (10'd0 << 7);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(10'd1 << 7)) | (10'd0 << 7);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(10'd1 << 7)) | (10'd0 << 7);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(10'd1 << 7)) | (10'd0 << 7);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(10'd1 << 7)) | (10'd0 << 7);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(10'd1 << 7)) | (10'd0 << 7);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(10'd1 << 8)) | (10'd0 << 8);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(10'd1 << 8)) | (10'd0 << 8);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(10'd1 << 8)) | (10'd0 << 8);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(10'd1 << 8)) | (10'd0 << 8);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(10'd1 << 8)) | (10'd0 << 8);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(10'd1 << 8)) | (10'd0 << 8);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(10'd1 << 8)) | (10'd0 << 8);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(10'd1 << 8)) | (10'd0 << 8);
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    if (reach[0] & ~cred[{3'd0, level__0}]) begin
        top = (top & ~(10'd1 << 9)) | (10'd0 << 9);
    end
    if (reach[1] & ~cred[{2'd0, level__1}]) begin
        top = (top & ~(10'd1 << 9)) | (10'd0 << 9);
    end
    if (reach[2] & ~cred[{2'd0, level__2}]) begin
        top = (top & ~(10'd1 << 9)) | (10'd0 << 9);
    end
    if (reach[3] & ~cred[{1'b0, level__3}]) begin
        top = (top & ~(10'd1 << 9)) | (10'd0 << 9);
    end
    if (reach[4] & ~cred[{1'b0, level__4}]) begin
        top = (top & ~(10'd1 << 9)) | (10'd0 << 9);
    end
    if (reach[5] & ~cred[{1'b0, level__5}]) begin
        top = (top & ~(10'd1 << 9)) | (10'd0 << 9);
    end
    if (reach[6] & ~cred[{1'b0, level__6}]) begin
        top = (top & ~(10'd1 << 9)) | (10'd0 << 9);
    end
    if (reach[7] & ~cred[level__7]) begin
        top = (top & ~(10'd1 << 9)) | (10'd0 << 9);
    end
    top_one = 10'd0;
    below = 1'b0;
    top_one = (top_one & ~(10'd1 << 0)) | (({9'd0, top[0]} & ~{9'd0, below}) << 0);
    below = below | top[0];
    top_one = (top_one & ~(10'd1 << 1)) | (({9'd0, top[1]} & ~{9'd0, below}) << 1);
    below = below | top[1];
    top_one = (top_one & ~(10'd1 << 2)) | (({9'd0, top[2]} & ~{9'd0, below}) << 2);
    below = below | top[2];
    top_one = (top_one & ~(10'd1 << 3)) | (({9'd0, top[3]} & ~{9'd0, below}) << 3);
    below = below | top[3];
    top_one = (top_one & ~(10'd1 << 4)) | (({9'd0, top[4]} & ~{9'd0, below}) << 4);
    below = below | top[4];
    top_one = (top_one & ~(10'd1 << 5)) | (({9'd0, top[5]} & ~{9'd0, below}) << 5);
    below = below | top[5];
    top_one = (top_one & ~(10'd1 << 6)) | (({9'd0, top[6]} & ~{9'd0, below}) << 6);
    below = below | top[6];
    top_one = (top_one & ~(10'd1 << 7)) | (({9'd0, top[7]} & ~{9'd0, below}) << 7);
    below = below | top[7];
    top_one = (top_one & ~(10'd1 << 8)) | (({9'd0, top[8]} & ~{9'd0, below}) << 8);
    below = below | top[8];
    top_one = (top_one & ~(10'd1 << 9)) | (({9'd0, top[9]} & ~{9'd0, below}) << 9);
    below = below | top[9];
    found = |cand;
    best__comb = 4'd0;
    best__comb = (best__comb & ~(4'd1 << 0)) | ({3'd0, |(top_one & index_bit__0)} << 0);
    best__comb = (best__comb & ~(4'd1 << 1)) | ({3'd0, |(top_one & index_bit__1)} << 1);
    best__comb = (best__comb & ~(4'd1 << 2)) | ({3'd0, |(top_one & index_bit__2)} << 2);
    best__comb = (best__comb & ~(4'd1 << 3)) | ({3'd0, |(top_one & index_bit__3)} << 3);
    best = best__comb;
end
endmodule

module ftr_route_regs(
    input wire clock,
    input wire load,
    input wire eject_in,
    input wire [3:0] mask_in,
    input wire escape_in,
    input wire [1:0] port_in,
    input wire esc_class_in,
    input wire absorb_in,
    input wire layered_in,
    input wire [3:0] layer_in,
    output reg eject,
    output reg [3:0] mask,
    output reg escape,
    output reg [1:0] port,
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
//   in    mask_in   4
//   in    escape_in   1
//   in    port_in   2
//   in    esc_class_in   1
//   in    absorb_in   1
//   in    layered_in   1
//   in    layer_in   4
//   out   eject   1
//   out   mask   4
//   out   escape   1
//   out   port   2
//   out   esc_class   1
//   out   absorb   1
//   out   layered   1
//   out   layer   4
// Parameters (per instance):
//   escapes   1
// Registers:
//   eject_reg   1   no reset (data)
//   mask_reg   4   no reset (data)
//   escape_reg   1   no reset (data)
//   port_reg   2   no reset (data)
//   esc_class_reg   1   no reset (data)
//   absorb_reg   1   no reset (data)
//   layered_reg   1   no reset (data)
//   layer_reg   4   no reset (data)
parameter escapes = 1'h0;
reg eject_reg__d;
reg eject_reg__q;
reg [3:0] mask_reg__d;
reg [3:0] mask_reg__q;
reg escape_reg__d;
reg escape_reg__q;
reg [1:0] port_reg__d;
reg [1:0] port_reg__q;
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
    mask_reg__q = 4'h0;
    escape_reg__q = 1'h0;
    port_reg__q = 2'h0;
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
        port_reg__d = 2'd0;
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
    input wire [3:0] vc_in,
    input wire [3:0] misses_in,
    input wire urgent_in,
    input wire bubble_in,
    output reg valid,
    output reg [9:0] vc,
    output reg [3:0] misses,
    output reg urgent,
    output reg bubble
);
// The VA request an input VC registers between VA's two stages.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    valid_in   1
//   in    vc_in   4
//   in    misses_in   4
//   in    urgent_in   1
//   in    bubble_in   1
//   out   valid   1
//   out   vc   10
//   out   misses   4
//   out   urgent   1
//   out   bubble   1
// Parameters (per instance):
//   bubbles   1
// Registers:
//   valid_reg   1   reset 1'h0
//   vc_reg   10   no reset (data)
//   misses_reg   4   no reset (data)
//   urgent_reg   1   reset 1'h0
//   bubble_reg   1   reset 1'h0
parameter bubbles = 1'h0;
reg [9:0] hot;
reg valid_reg__d;
reg valid_reg__q;
reg [9:0] vc_reg__d;
reg [9:0] vc_reg__q;
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
    vc_reg__q = 10'h0;
    misses_reg__q = 4'h0;
end
`endif
always @(*) begin
    valid_reg__d = valid_in;
    hot = 10'd1;
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
    input wire [65:0] flit_in,
    input wire write,
    input wire rc_eject,
    input wire [3:0] rc_mask,
    input wire rc_escape,
    input wire [1:0] rc_port,
    input wire rc_class,
    input wire rc_absorb,
    input wire rc_layered,
    input wire [3:0] rc_layer,
    input wire [13:0] vc_config,
    output reg [2:0] row_addr,
    input wire [3:0] row_bits,
    input wire [139:0] out_vcs,
    input wire [3:0] dead,
    input wire won,
    input wire go,
    output reg [65:0] rc_head,
    output reg req_valid,
    output reg req_bubble,
    output reg [9:0] req_vc,
    output reg req_priority,
    output reg sa_req,
    output reg [9:0] held_hot,
    output reg [2:0] held_port,
    output reg [71:0] leaving,
    input wire poison
);
// One input VC: its buffer; state (idle, routed, active), the route registered
// from RC, the VA request (ejection, adaptive VC with most credits, escape VC
// after patience, bubble condition, injection admission, transit priority)
// and the SA request; holds the output VC won until the tail leaves.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    flit_in   66
//   in    write   1
//   in    rc_eject   1
//   in    rc_mask   4
//   in    rc_escape   1
//   in    rc_port   2
//   in    rc_class   1
//   in    rc_absorb   1
//   in    rc_layered   1
//   in    rc_layer   4
//   in    vc_config   14
//   out   row_addr   3
//   in    row_bits   4
//   in    out_vcs   140
//   in    dead   4
//   in    won   1
//   in    go   1
//   out   rc_head   66
//   out   req_valid   1
//   out   req_bubble   1
//   out   req_vc   10
//   out   req_priority   1
//   out   sa_req   1
//   out   held_hot   10
//   out   held_port   3
//   out   leaving   72
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
//   sink   10
//   escape_vc   10
//   class_of   10
//   admission_vc   10
//   port_bit__0   10
//   port_bit__1   10
//   port_bit__2   10
//   vc_bit__0   10
//   port_hot__0   4
//   port_hot__1   4
//   port_hot__2   4
//   port_hot__3   4
//   port_hot__4   4
//   port_hot__5   4
//   port_hot__6   4
//   port_hot__7   4
//   port_hot__8   4
//   port_hot__9   4
//   bubble_check   1
//   transit_priority   1
//   admission   1
//   admission_credits   3
//   patience   16
//   misses_at   5
//   local_row   3
//   credit_bits   4
//   credits_width   7
//   vc_count   4
//   flit_bits   7
//   vc_bits   1
//   row_at   4
// Registers:
//   state   2   reset 2'h0
//   refused   4   reset 4'h0
//   held_port_reg   3   no reset (data)
//   held_out_vc_reg   1   no reset (data)
//   held_hot_reg   10   reset 10'h000
//   misses_reg   4   no reset (data)
//   absorb_reg   1   no reset (data)
//   held_ports   4   no reset (data)
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
parameter [9:0] sink = 10'h0;
parameter [9:0] escape_vc = 10'h0;
parameter [9:0] class_of = 10'h0;
parameter [9:0] admission_vc = 10'h0;
parameter [9:0] port_bit__0 = 10'h0;
parameter [9:0] port_bit__1 = 10'h0;
parameter [9:0] port_bit__2 = 10'h0;
parameter [9:0] vc_bit__0 = 10'h0;
parameter [3:0] port_hot__0 = 4'h0;
parameter [3:0] port_hot__1 = 4'h0;
parameter [3:0] port_hot__2 = 4'h0;
parameter [3:0] port_hot__3 = 4'h0;
parameter [3:0] port_hot__4 = 4'h0;
parameter [3:0] port_hot__5 = 4'h0;
parameter [3:0] port_hot__6 = 4'h0;
parameter [3:0] port_hot__7 = 4'h0;
parameter [3:0] port_hot__8 = 4'h0;
parameter [3:0] port_hot__9 = 4'h0;
parameter bubble_check = 1'h0;
parameter transit_priority = 1'h0;
parameter admission = 1'h0;
parameter [2:0] admission_credits = 3'h0;
parameter [15:0] patience = 16'h0;
parameter [4:0] misses_at = 5'h0;
parameter [2:0] local_row = 3'h0;
parameter [3:0] credit_bits = 4'h0;
parameter [6:0] credits_width = 7'h0;
parameter [3:0] vc_count = 4'h0;
parameter [6:0] flit_bits = 7'h0;
parameter vc_bits = 1'h0;
parameter [3:0] row_at = 4'h0;
reg credit_next;
reg [9:0] free;
reg [9:0] adaptive_ok;
reg [9:0] off_ring;
reg [49:0] credit_after;
reg [3:0] misses;
reg [3:0] req_misses;
reg found;
reg [3:0] best;
reg first_found;
reg [3:0] first;
reg first_any_found;
reg [3:0] first_any;
reg of_kind;
reg ask_valid;
reg [3:0] ask_vc;
reg ask_priority;
reg ask_bubble;
reg rc_fire;
reg [9:0] on_port;
reg room;
reg admit;
reg enters;
reg [89:0] rest;
reg [8:0] cred;
reg fifo__write;
reg [65:0] fifo__flit_in;
reg fifo__read;
wire [65:0] fifo__front;
wire [65:0] fifo__second;
wire fifo__valid;
wire fifo__valid_next;
wire [3:0] fifo__count;
reg fifo__poison;
reg fifo__active;
reg [65:0] fifo__copy;
reg [65:0] closer__flit_in;
reg closer__write;
wire [65:0] closer__copy;
reg [3:0] most__mask;
reg most__layered;
reg [3:0] most__layer;
reg [9:0] most__free;
reg [9:0] most__adaptive_ok;
reg [89:0] most__credits;
wire most__found;
wire [3:0] most__best;
reg [1:0] state__d;
reg [1:0] state__q;
reg route__load;
reg route__eject_in;
reg [3:0] route__mask_in;
reg route__escape_in;
reg [1:0] route__port_in;
reg route__esc_class_in;
reg route__absorb_in;
reg route__layered_in;
reg [3:0] route__layer_in;
wire route__eject;
wire [3:0] route__mask;
wire route__escape;
wire [1:0] route__port;
wire route__esc_class;
wire route__absorb;
wire route__layered;
wire [3:0] route__layer;
reg [3:0] refused__d;
reg [3:0] refused__q;
reg [2:0] held_port_reg__d;
reg [2:0] held_port_reg__q;
reg held_out_vc_reg__d;
reg held_out_vc_reg__q;
reg [9:0] held_hot_reg__d;
reg [9:0] held_hot_reg__q;
reg [3:0] misses_reg__d;
reg [3:0] misses_reg__q;
reg absorb_reg__d;
reg absorb_reg__q;
reg [3:0] held_ports__d;
reg [3:0] held_ports__q;
reg sa_ready__d;
reg sa_ready__q;
reg request__valid_in;
reg [3:0] request__vc_in;
reg [3:0] request__misses_in;
reg request__urgent_in;
reg request__bubble_in;
wire request__valid;
wire [9:0] request__vc;
wire [3:0] request__misses;
wire request__urgent;
wire request__bubble;
ftr_vc_buffer #(.last_slot(3'h7), .one(4'h1), .full(4'h8), .tail_bit(66'h00000000000000002)) fifo (
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
ftr_tail_copy #(.head_tag_at(7'h14), .body_tag_at(7'h0a), .tag_mask(66'h000000000ffffffff), .index_bits(7'h08), .data_at(7'h02), .tail_only(66'h00000000000000002)) closer (
    .clock(clock),
    .flit_in(closer__flit_in),
    .write(closer__write),
    .copy(closer__copy)
);
ftr_most_credits #(.level__0(1'h1), .level__1(2'h2), .level__2(2'h3), .level__3(3'h4), .level__4(3'h5), .level__5(3'h6), .level__6(3'h7), .level__7(4'h8), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .vc_of__0(1'h0), .vc_of__1(1'h1), .vc_of__2(1'h0), .vc_of__3(1'h1), .vc_of__4(1'h0), .vc_of__5(1'h1), .vc_of__6(1'h0), .vc_of__7(1'h1), .vc_of__8(1'h0), .vc_of__9(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300), .credit_bits(4'h9)) most (
    .mask(most__mask),
    .layered(most__layered),
    .layer(most__layer),
    .free(most__free),
    .adaptive_ok(most__adaptive_ok),
    .credits(most__credits),
    .found(most__found),
    .best(most__best)
);
ftr_route_regs #(.escapes(1'h1)) route (
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
ftr_va_request #(.bubbles(1'h1)) request (
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
    if (reset) held_hot_reg__q <= 10'h000; else held_hot_reg__q <= held_hot_reg__d;
    misses_reg__q <= misses_reg__d;
    absorb_reg__q <= absorb_reg__d;
    held_ports__q <= held_ports__d;
    if (reset) sa_ready__q <= 1'h0; else sa_ready__q <= sa_ready__d;
end
`ifndef SYNTHESIS
initial begin
    held_port_reg__q = 3'h0;
    held_out_vc_reg__q = 1'h0;
    misses_reg__q = 4'h0;
    absorb_reg__q = 1'h0;
    held_ports__q = 4'h0;
end
`endif
// The low 3 bits of a 14-bit value.
function [2:0] low_3_of_14(input [13:0] x);
    reg [10:0] unused;
    {unused, low_3_of_14} = x;
endfunction
// The low 50 bits of a 140-bit value.
function [49:0] low_50_of_140(input [139:0] x);
    reg [89:0] unused;
    {unused, low_50_of_140} = x;
endfunction
reg [2:0] row_addr__comb;
reg [65:0] rc_head__comb;
reg [71:0] leaving__comb;
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
    credit_after = low_50_of_140(out_vcs >> credits_width);
    free = credit_after[9:0];
    credit_after = credit_after >> vc_count;
    adaptive_ok = credit_after[9:0];
    credit_after = credit_after >> vc_count;
    off_ring = credit_after[9:0];
    credit_after = credit_after >> vc_count;
    fifo__write = write;
    fifo__flit_in = flit_in;
    fifo__read = go;
    fifo__poison = poison;
    closer__flit_in = flit_in;
    closer__write = write;
    fifo__copy = closer__copy;
    leaving__comb = {68'd0, misses_reg__q};
    leaving__comb = (leaving__comb << 1) | {71'd0, absorb_reg__q};
    leaving__comb = (leaving__comb << vc_bits) | {71'd0, held_out_vc_reg__q};
    leaving__comb = (leaving__comb << flit_bits) | {6'd0, fifo__front};
    misses = fifo__front[{2'd0, misses_at} +: 4];
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
    row_addr__comb = low_3_of_14(vc_config >> row_at);
    if (|route__absorb) begin
        row_addr__comb = local_row;
    end
    first_found = 1'b0;
    first = 4'd0;
    first_any_found = 1'b0;
    first_any = 4'd0;
    on_port = 10'd0;
    room = 1'b0;
    rest = out_vcs[89:0];
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(10'd1 << 0)) | ({9'd0, out_port_of__0 == {1'b0, route__port}} << 0);
    room = room | ((on_port[0] & admission_vc[0]) & (off_ring[0] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[0]) | (((~(|route__eject) & on_port[0]) & escape_vc[0]) & (class_of[0] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4'd0;
    end
    if ((of_kind & free[0]) & ~first_found) begin
        first_found = 1'b1;
        first = 4'd0;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(10'd1 << 1)) | ({9'd0, out_port_of__1 == {1'b0, route__port}} << 1);
    room = room | ((on_port[1] & admission_vc[1]) & (off_ring[1] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[1]) | (((~(|route__eject) & on_port[1]) & escape_vc[1]) & (class_of[1] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4'd1;
    end
    if ((of_kind & free[1]) & ~first_found) begin
        first_found = 1'b1;
        first = 4'd1;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(10'd1 << 2)) | ({9'd0, out_port_of__2 == {1'b0, route__port}} << 2);
    room = room | ((on_port[2] & admission_vc[2]) & (off_ring[2] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[2]) | (((~(|route__eject) & on_port[2]) & escape_vc[2]) & (class_of[2] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4'd2;
    end
    if ((of_kind & free[2]) & ~first_found) begin
        first_found = 1'b1;
        first = 4'd2;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(10'd1 << 3)) | ({9'd0, out_port_of__3 == {1'b0, route__port}} << 3);
    room = room | ((on_port[3] & admission_vc[3]) & (off_ring[3] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[3]) | (((~(|route__eject) & on_port[3]) & escape_vc[3]) & (class_of[3] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4'd3;
    end
    if ((of_kind & free[3]) & ~first_found) begin
        first_found = 1'b1;
        first = 4'd3;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(10'd1 << 4)) | ({9'd0, out_port_of__4 == {1'b0, route__port}} << 4);
    room = room | ((on_port[4] & admission_vc[4]) & (off_ring[4] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[4]) | (((~(|route__eject) & on_port[4]) & escape_vc[4]) & (class_of[4] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4'd4;
    end
    if ((of_kind & free[4]) & ~first_found) begin
        first_found = 1'b1;
        first = 4'd4;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(10'd1 << 5)) | ({9'd0, out_port_of__5 == {1'b0, route__port}} << 5);
    room = room | ((on_port[5] & admission_vc[5]) & (off_ring[5] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[5]) | (((~(|route__eject) & on_port[5]) & escape_vc[5]) & (class_of[5] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4'd5;
    end
    if ((of_kind & free[5]) & ~first_found) begin
        first_found = 1'b1;
        first = 4'd5;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(10'd1 << 6)) | ({9'd0, out_port_of__6 == {1'b0, route__port}} << 6);
    room = room | ((on_port[6] & admission_vc[6]) & (off_ring[6] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[6]) | (((~(|route__eject) & on_port[6]) & escape_vc[6]) & (class_of[6] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4'd6;
    end
    if ((of_kind & free[6]) & ~first_found) begin
        first_found = 1'b1;
        first = 4'd6;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(10'd1 << 7)) | ({9'd0, out_port_of__7 == {1'b0, route__port}} << 7);
    room = room | ((on_port[7] & admission_vc[7]) & (off_ring[7] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[7]) | (((~(|route__eject) & on_port[7]) & escape_vc[7]) & (class_of[7] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4'd7;
    end
    if ((of_kind & free[7]) & ~first_found) begin
        first_found = 1'b1;
        first = 4'd7;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(10'd1 << 8)) | ({9'd0, out_port_of__8 == {1'b0, route__port}} << 8);
    room = room | ((on_port[8] & admission_vc[8]) & (off_ring[8] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[8]) | (((~(|route__eject) & on_port[8]) & escape_vc[8]) & (class_of[8] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4'd8;
    end
    if ((of_kind & free[8]) & ~first_found) begin
        first_found = 1'b1;
        first = 4'd8;
    end
    cred = rest[8:0];
    rest = rest >> credit_bits;
    on_port = (on_port & ~(10'd1 << 9)) | ({9'd0, out_port_of__9 == {1'b0, route__port}} << 9);
    room = room | ((on_port[9] & admission_vc[9]) & (off_ring[9] | cred[{1'b0, admission_credits}]));
    of_kind = ((|route__eject) & sink[9]) | (((~(|route__eject) & on_port[9]) & escape_vc[9]) & (class_of[9] == (|route__esc_class)));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4'd9;
    end
    if ((of_kind & free[9]) & ~first_found) begin
        first_found = 1'b1;
        first = 4'd9;
    end
    most__mask = route__mask;
    most__layered = |route__layered;
    most__layer = route__layer;
    most__free = free;
    most__adaptive_ok = adaptive_ok;
    most__credits = out_vcs[89:0];
    found = most__found;
    best = most__best;
    admit = ~(((|injected) & (|admission)) & (|route__escape)) | room;
    enters = (|bubble_check) & ~row_bits[route__port];
    ask_valid = 1'b0;
    ask_vc = 4'd0;
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
    credit_next = |(credit_after & {40'd0, held_hot_reg__q});
    if (go) begin
        credit_next = |((credit_after >> vc_count) & {40'd0, held_hot_reg__q});
    end
    if (won) begin
        state__d = 2'd2;
        held_hot_reg__d = request__vc;
        credit_next = |(credit_after & {40'd0, request__vc});
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
        held_port_reg__d = (held_port_reg__d & ~(3'd1 << 0)) | ({2'd0, |(request__vc & port_bit__0)} << 0);
        held_port_reg__d = (held_port_reg__d & ~(3'd1 << 1)) | ({2'd0, |(request__vc & port_bit__1)} << 1);
        held_port_reg__d = (held_port_reg__d & ~(3'd1 << 2)) | ({2'd0, |(request__vc & port_bit__2)} << 2);
        held_out_vc_reg__d = (held_out_vc_reg__d & ~(1'b1 << 0)) | ((|(request__vc & vc_bit__0)) << 0);
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
    input wire [9:0] req,
    input wire [9:0] urgent,
    input wire advance,
    output reg [9:0] grant,
    output reg [3:0] grant_index,
    output reg valid
);
// Round-robin arbiter: grants the first requester at or after ptr, wrapping;
// ptr moves past the winner when advance says the grant was used.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   10
//   in    urgent   10
//   in    advance   1
//   out   grant   10
//   out   grant_index   4
//   out   valid   1
// Parameters (per instance):
//   last   4
//   all   10
//   prioritized   1
//   index_bit__0   10
//   index_bit__1   10
//   index_bit__2   10
//   index_bit__3   10
// Registers:
//   ptr   4   reset 4'h0
parameter [3:0] last = 4'h0;
parameter [9:0] all = 10'h0;
parameter prioritized = 1'h0;
parameter [9:0] index_bit__0 = 10'h0;
parameter [9:0] index_bit__1 = 10'h0;
parameter [9:0] index_bit__2 = 10'h0;
parameter [9:0] index_bit__3 = 10'h0;
reg [9:0] mask;
reg [9:0] pool;
reg [9:0] hot_req;
reg [9:0] hot_pool;
reg [9:0] first_pool;
reg [9:0] first_req;
reg [9:0] first_hot_pool;
reg [9:0] first_hot_req;
reg below_pool;
reg below_req;
reg below_hot_pool;
reg below_hot_req;
reg [3:0] ptr__d;
reg [3:0] ptr__q;
always @(posedge clock) begin
    if (reset) ptr__q <= 4'h0; else ptr__q <= ptr__d;
end
reg [9:0] grant__comb;
reg [3:0] grant_index__comb;
always @(*) begin
    ptr__d = ptr__q;
    mask = all << ptr__q;
    pool = req & mask;
    hot_req = req & urgent;
    hot_pool = pool & urgent;
    first_pool = 10'd0;
    first_req = 10'd0;
    first_hot_pool = 10'd0;
    first_hot_req = 10'd0;
    below_pool = 1'b0;
    below_req = 1'b0;
    below_hot_pool = 1'b0;
    below_hot_req = 1'b0;
    first_hot_pool = (first_hot_pool & ~(10'd1 << 0)) | (({9'd0, hot_pool[0]} & ~{9'd0, below_hot_pool}) << 0);
    first_hot_req = (first_hot_req & ~(10'd1 << 0)) | (({9'd0, hot_req[0]} & ~{9'd0, below_hot_req}) << 0);
    below_hot_pool = below_hot_pool | hot_pool[0];
    below_hot_req = below_hot_req | hot_req[0];
    first_pool = (first_pool & ~(10'd1 << 0)) | (({9'd0, pool[0]} & ~{9'd0, below_pool}) << 0);
    first_req = (first_req & ~(10'd1 << 0)) | (({9'd0, req[0]} & ~{9'd0, below_req}) << 0);
    below_pool = below_pool | pool[0];
    below_req = below_req | req[0];
    first_hot_pool = (first_hot_pool & ~(10'd1 << 1)) | (({9'd0, hot_pool[1]} & ~{9'd0, below_hot_pool}) << 1);
    first_hot_req = (first_hot_req & ~(10'd1 << 1)) | (({9'd0, hot_req[1]} & ~{9'd0, below_hot_req}) << 1);
    below_hot_pool = below_hot_pool | hot_pool[1];
    below_hot_req = below_hot_req | hot_req[1];
    first_pool = (first_pool & ~(10'd1 << 1)) | (({9'd0, pool[1]} & ~{9'd0, below_pool}) << 1);
    first_req = (first_req & ~(10'd1 << 1)) | (({9'd0, req[1]} & ~{9'd0, below_req}) << 1);
    below_pool = below_pool | pool[1];
    below_req = below_req | req[1];
    first_hot_pool = (first_hot_pool & ~(10'd1 << 2)) | (({9'd0, hot_pool[2]} & ~{9'd0, below_hot_pool}) << 2);
    first_hot_req = (first_hot_req & ~(10'd1 << 2)) | (({9'd0, hot_req[2]} & ~{9'd0, below_hot_req}) << 2);
    below_hot_pool = below_hot_pool | hot_pool[2];
    below_hot_req = below_hot_req | hot_req[2];
    first_pool = (first_pool & ~(10'd1 << 2)) | (({9'd0, pool[2]} & ~{9'd0, below_pool}) << 2);
    first_req = (first_req & ~(10'd1 << 2)) | (({9'd0, req[2]} & ~{9'd0, below_req}) << 2);
    below_pool = below_pool | pool[2];
    below_req = below_req | req[2];
    first_hot_pool = (first_hot_pool & ~(10'd1 << 3)) | (({9'd0, hot_pool[3]} & ~{9'd0, below_hot_pool}) << 3);
    first_hot_req = (first_hot_req & ~(10'd1 << 3)) | (({9'd0, hot_req[3]} & ~{9'd0, below_hot_req}) << 3);
    below_hot_pool = below_hot_pool | hot_pool[3];
    below_hot_req = below_hot_req | hot_req[3];
    first_pool = (first_pool & ~(10'd1 << 3)) | (({9'd0, pool[3]} & ~{9'd0, below_pool}) << 3);
    first_req = (first_req & ~(10'd1 << 3)) | (({9'd0, req[3]} & ~{9'd0, below_req}) << 3);
    below_pool = below_pool | pool[3];
    below_req = below_req | req[3];
    first_hot_pool = (first_hot_pool & ~(10'd1 << 4)) | (({9'd0, hot_pool[4]} & ~{9'd0, below_hot_pool}) << 4);
    first_hot_req = (first_hot_req & ~(10'd1 << 4)) | (({9'd0, hot_req[4]} & ~{9'd0, below_hot_req}) << 4);
    below_hot_pool = below_hot_pool | hot_pool[4];
    below_hot_req = below_hot_req | hot_req[4];
    first_pool = (first_pool & ~(10'd1 << 4)) | (({9'd0, pool[4]} & ~{9'd0, below_pool}) << 4);
    first_req = (first_req & ~(10'd1 << 4)) | (({9'd0, req[4]} & ~{9'd0, below_req}) << 4);
    below_pool = below_pool | pool[4];
    below_req = below_req | req[4];
    first_hot_pool = (first_hot_pool & ~(10'd1 << 5)) | (({9'd0, hot_pool[5]} & ~{9'd0, below_hot_pool}) << 5);
    first_hot_req = (first_hot_req & ~(10'd1 << 5)) | (({9'd0, hot_req[5]} & ~{9'd0, below_hot_req}) << 5);
    below_hot_pool = below_hot_pool | hot_pool[5];
    below_hot_req = below_hot_req | hot_req[5];
    first_pool = (first_pool & ~(10'd1 << 5)) | (({9'd0, pool[5]} & ~{9'd0, below_pool}) << 5);
    first_req = (first_req & ~(10'd1 << 5)) | (({9'd0, req[5]} & ~{9'd0, below_req}) << 5);
    below_pool = below_pool | pool[5];
    below_req = below_req | req[5];
    first_hot_pool = (first_hot_pool & ~(10'd1 << 6)) | (({9'd0, hot_pool[6]} & ~{9'd0, below_hot_pool}) << 6);
    first_hot_req = (first_hot_req & ~(10'd1 << 6)) | (({9'd0, hot_req[6]} & ~{9'd0, below_hot_req}) << 6);
    below_hot_pool = below_hot_pool | hot_pool[6];
    below_hot_req = below_hot_req | hot_req[6];
    first_pool = (first_pool & ~(10'd1 << 6)) | (({9'd0, pool[6]} & ~{9'd0, below_pool}) << 6);
    first_req = (first_req & ~(10'd1 << 6)) | (({9'd0, req[6]} & ~{9'd0, below_req}) << 6);
    below_pool = below_pool | pool[6];
    below_req = below_req | req[6];
    first_hot_pool = (first_hot_pool & ~(10'd1 << 7)) | (({9'd0, hot_pool[7]} & ~{9'd0, below_hot_pool}) << 7);
    first_hot_req = (first_hot_req & ~(10'd1 << 7)) | (({9'd0, hot_req[7]} & ~{9'd0, below_hot_req}) << 7);
    below_hot_pool = below_hot_pool | hot_pool[7];
    below_hot_req = below_hot_req | hot_req[7];
    first_pool = (first_pool & ~(10'd1 << 7)) | (({9'd0, pool[7]} & ~{9'd0, below_pool}) << 7);
    first_req = (first_req & ~(10'd1 << 7)) | (({9'd0, req[7]} & ~{9'd0, below_req}) << 7);
    below_pool = below_pool | pool[7];
    below_req = below_req | req[7];
    first_hot_pool = (first_hot_pool & ~(10'd1 << 8)) | (({9'd0, hot_pool[8]} & ~{9'd0, below_hot_pool}) << 8);
    first_hot_req = (first_hot_req & ~(10'd1 << 8)) | (({9'd0, hot_req[8]} & ~{9'd0, below_hot_req}) << 8);
    below_hot_pool = below_hot_pool | hot_pool[8];
    below_hot_req = below_hot_req | hot_req[8];
    first_pool = (first_pool & ~(10'd1 << 8)) | (({9'd0, pool[8]} & ~{9'd0, below_pool}) << 8);
    first_req = (first_req & ~(10'd1 << 8)) | (({9'd0, req[8]} & ~{9'd0, below_req}) << 8);
    below_pool = below_pool | pool[8];
    below_req = below_req | req[8];
    first_hot_pool = (first_hot_pool & ~(10'd1 << 9)) | (({9'd0, hot_pool[9]} & ~{9'd0, below_hot_pool}) << 9);
    first_hot_req = (first_hot_req & ~(10'd1 << 9)) | (({9'd0, hot_req[9]} & ~{9'd0, below_hot_req}) << 9);
    below_hot_pool = below_hot_pool | hot_pool[9];
    below_hot_req = below_hot_req | hot_req[9];
    first_pool = (first_pool & ~(10'd1 << 9)) | (({9'd0, pool[9]} & ~{9'd0, below_pool}) << 9);
    first_req = (first_req & ~(10'd1 << 9)) | (({9'd0, req[9]} & ~{9'd0, below_req}) << 9);
    below_pool = below_pool | pool[9];
    below_req = below_req | req[9];
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
    grant_index__comb = 4'd0;
    grant_index__comb = (grant_index__comb & ~(4'd1 << 0)) | ({3'd0, |(grant__comb & index_bit__0)} << 0);
    grant_index__comb = (grant_index__comb & ~(4'd1 << 1)) | ({3'd0, |(grant__comb & index_bit__1)} << 1);
    grant_index__comb = (grant_index__comb & ~(4'd1 << 2)) | ({3'd0, |(grant__comb & index_bit__2)} << 2);
    grant_index__comb = (grant_index__comb & ~(4'd1 << 3)) | ({3'd0, |(grant__comb & index_bit__3)} << 3);
    if (advance & valid) begin
        ptr__d = grant_index__comb + 4'd1;
        if (grant_index__comb == last) begin
            ptr__d = 4'd0;
        end
    end
    grant = grant__comb;
    grant_index = grant_index__comb;
end
endmodule

module ftr_vc_allocator(
    input wire clock,
    input wire reset,
    input wire [9:0] req_valid,
    input wire [9:0] req_bubble,
    input wire [9:0] free,
    input wire [9:0] room,
    input wire [9:0] req_vc__0,
    input wire [9:0] req_vc__1,
    input wire [9:0] req_vc__2,
    input wire [9:0] req_vc__3,
    input wire [9:0] req_vc__4,
    input wire [9:0] req_vc__5,
    input wire [9:0] req_vc__6,
    input wire [9:0] req_vc__7,
    input wire [9:0] req_vc__8,
    input wire [9:0] req_vc__9,
    input wire [9:0] req_priority,
    output reg [9:0] won,
    output reg [9:0] granted
);
// VA: one round-robin arbiter per output VC over the input VCs requesting it,
// priority requests first; won[i] tells input VC i it holds req_vc[i] from the
// next edge.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req_valid   10
//   in    req_bubble   10
//   in    free   10
//   in    room   10
//   in    req_vc__0   10
//   in    req_vc__1   10
//   in    req_vc__2   10
//   in    req_vc__3   10
//   in    req_vc__4   10
//   in    req_vc__5   10
//   in    req_vc__6   10
//   in    req_vc__7   10
//   in    req_vc__8   10
//   in    req_vc__9   10
//   in    req_priority   10
//   out   won   10
//   out   granted   10
reg [9:0] all_req;
reg [9:0] arb__0__req;
reg [9:0] arb__0__urgent;
reg arb__0__advance;
wire [9:0] arb__0__grant;
wire [3:0] arb__0__grant_index;
wire arb__0__valid;
reg [9:0] arb__1__req;
reg [9:0] arb__1__urgent;
reg arb__1__advance;
wire [9:0] arb__1__grant;
wire [3:0] arb__1__grant_index;
wire arb__1__valid;
reg [9:0] arb__2__req;
reg [9:0] arb__2__urgent;
reg arb__2__advance;
wire [9:0] arb__2__grant;
wire [3:0] arb__2__grant_index;
wire arb__2__valid;
reg [9:0] arb__3__req;
reg [9:0] arb__3__urgent;
reg arb__3__advance;
wire [9:0] arb__3__grant;
wire [3:0] arb__3__grant_index;
wire arb__3__valid;
reg [9:0] arb__4__req;
reg [9:0] arb__4__urgent;
reg arb__4__advance;
wire [9:0] arb__4__grant;
wire [3:0] arb__4__grant_index;
wire arb__4__valid;
reg [9:0] arb__5__req;
reg [9:0] arb__5__urgent;
reg arb__5__advance;
wire [9:0] arb__5__grant;
wire [3:0] arb__5__grant_index;
wire arb__5__valid;
reg [9:0] arb__6__req;
reg [9:0] arb__6__urgent;
reg arb__6__advance;
wire [9:0] arb__6__grant;
wire [3:0] arb__6__grant_index;
wire arb__6__valid;
reg [9:0] arb__7__req;
reg [9:0] arb__7__urgent;
reg arb__7__advance;
wire [9:0] arb__7__grant;
wire [3:0] arb__7__grant_index;
wire arb__7__valid;
reg [9:0] arb__8__req;
reg [9:0] arb__8__urgent;
reg arb__8__advance;
wire [9:0] arb__8__grant;
wire [3:0] arb__8__grant_index;
wire arb__8__valid;
reg [9:0] arb__9__req;
reg [9:0] arb__9__urgent;
reg arb__9__advance;
wire [9:0] arb__9__grant;
wire [3:0] arb__9__grant_index;
wire arb__9__valid;
ftr_rr_arbiter #(.last(4'h9), .all(10'h3ff), .prioritized(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300)) arb__0 (
    .clock(clock),
    .reset(reset),
    .req(arb__0__req),
    .urgent(arb__0__urgent),
    .advance(arb__0__advance),
    .grant(arb__0__grant),
    .grant_index(arb__0__grant_index),
    .valid(arb__0__valid)
);
ftr_rr_arbiter #(.last(4'h9), .all(10'h3ff), .prioritized(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300)) arb__1 (
    .clock(clock),
    .reset(reset),
    .req(arb__1__req),
    .urgent(arb__1__urgent),
    .advance(arb__1__advance),
    .grant(arb__1__grant),
    .grant_index(arb__1__grant_index),
    .valid(arb__1__valid)
);
ftr_rr_arbiter #(.last(4'h9), .all(10'h3ff), .prioritized(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300)) arb__2 (
    .clock(clock),
    .reset(reset),
    .req(arb__2__req),
    .urgent(arb__2__urgent),
    .advance(arb__2__advance),
    .grant(arb__2__grant),
    .grant_index(arb__2__grant_index),
    .valid(arb__2__valid)
);
ftr_rr_arbiter #(.last(4'h9), .all(10'h3ff), .prioritized(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300)) arb__3 (
    .clock(clock),
    .reset(reset),
    .req(arb__3__req),
    .urgent(arb__3__urgent),
    .advance(arb__3__advance),
    .grant(arb__3__grant),
    .grant_index(arb__3__grant_index),
    .valid(arb__3__valid)
);
ftr_rr_arbiter #(.last(4'h9), .all(10'h3ff), .prioritized(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300)) arb__4 (
    .clock(clock),
    .reset(reset),
    .req(arb__4__req),
    .urgent(arb__4__urgent),
    .advance(arb__4__advance),
    .grant(arb__4__grant),
    .grant_index(arb__4__grant_index),
    .valid(arb__4__valid)
);
ftr_rr_arbiter #(.last(4'h9), .all(10'h3ff), .prioritized(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300)) arb__5 (
    .clock(clock),
    .reset(reset),
    .req(arb__5__req),
    .urgent(arb__5__urgent),
    .advance(arb__5__advance),
    .grant(arb__5__grant),
    .grant_index(arb__5__grant_index),
    .valid(arb__5__valid)
);
ftr_rr_arbiter #(.last(4'h9), .all(10'h3ff), .prioritized(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300)) arb__6 (
    .clock(clock),
    .reset(reset),
    .req(arb__6__req),
    .urgent(arb__6__urgent),
    .advance(arb__6__advance),
    .grant(arb__6__grant),
    .grant_index(arb__6__grant_index),
    .valid(arb__6__valid)
);
ftr_rr_arbiter #(.last(4'h9), .all(10'h3ff), .prioritized(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300)) arb__7 (
    .clock(clock),
    .reset(reset),
    .req(arb__7__req),
    .urgent(arb__7__urgent),
    .advance(arb__7__advance),
    .grant(arb__7__grant),
    .grant_index(arb__7__grant_index),
    .valid(arb__7__valid)
);
ftr_rr_arbiter #(.last(4'h9), .all(10'h3ff), .prioritized(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300)) arb__8 (
    .clock(clock),
    .reset(reset),
    .req(arb__8__req),
    .urgent(arb__8__urgent),
    .advance(arb__8__advance),
    .grant(arb__8__grant),
    .grant_index(arb__8__grant_index),
    .valid(arb__8__valid)
);
ftr_rr_arbiter #(.last(4'h9), .all(10'h3ff), .prioritized(1'h1), .index_bit__0(10'h2aa), .index_bit__1(10'h0cc), .index_bit__2(10'h0f0), .index_bit__3(10'h300)) arb__9 (
    .clock(clock),
    .reset(reset),
    .req(arb__9__req),
    .urgent(arb__9__urgent),
    .advance(arb__9__advance),
    .grant(arb__9__grant),
    .grant_index(arb__9__grant_index),
    .valid(arb__9__valid)
);
reg [9:0] won__comb;
reg [9:0] granted__comb;
always @(*) begin
    granted__comb = 10'd0;
    won__comb = 10'd0;
    all_req = 10'd0;
    all_req = (all_req & ~(10'd1 << 0)) | ((({9'd0, req_valid[0]} & {9'd0, req_vc__0[0]}) & ({9'd0, room[0]} | ~{9'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(10'd1 << 1)) | ((({9'd0, req_valid[1]} & {9'd0, req_vc__1[0]}) & ({9'd0, room[0]} | ~{9'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(10'd1 << 2)) | ((({9'd0, req_valid[2]} & {9'd0, req_vc__2[0]}) & ({9'd0, room[0]} | ~{9'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(10'd1 << 3)) | ((({9'd0, req_valid[3]} & {9'd0, req_vc__3[0]}) & ({9'd0, room[0]} | ~{9'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(10'd1 << 4)) | ((({9'd0, req_valid[4]} & {9'd0, req_vc__4[0]}) & ({9'd0, room[0]} | ~{9'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(10'd1 << 5)) | ((({9'd0, req_valid[5]} & {9'd0, req_vc__5[0]}) & ({9'd0, room[0]} | ~{9'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(10'd1 << 6)) | ((({9'd0, req_valid[6]} & {9'd0, req_vc__6[0]}) & ({9'd0, room[0]} | ~{9'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(10'd1 << 7)) | ((({9'd0, req_valid[7]} & {9'd0, req_vc__7[0]}) & ({9'd0, room[0]} | ~{9'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(10'd1 << 8)) | ((({9'd0, req_valid[8]} & {9'd0, req_vc__8[0]}) & ({9'd0, room[0]} | ~{9'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(10'd1 << 9)) | ((({9'd0, req_valid[9]} & {9'd0, req_vc__9[0]}) & ({9'd0, room[0]} | ~{9'd0, req_bubble[9]})) << 9);
    arb__0__req = all_req;
    arb__0__urgent = req_priority;
    arb__0__advance = arb__0__valid & free[0];
    granted__comb = (granted__comb & ~(10'd1 << 0)) | (({9'd0, arb__0__valid} & {9'd0, free[0]}) << 0);
    if (free[0]) begin
        won__comb = won__comb | arb__0__grant;
    end
    all_req = (all_req & ~(10'd1 << 0)) | ((({9'd0, req_valid[0]} & {9'd0, req_vc__0[1]}) & ({9'd0, room[1]} | ~{9'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(10'd1 << 1)) | ((({9'd0, req_valid[1]} & {9'd0, req_vc__1[1]}) & ({9'd0, room[1]} | ~{9'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(10'd1 << 2)) | ((({9'd0, req_valid[2]} & {9'd0, req_vc__2[1]}) & ({9'd0, room[1]} | ~{9'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(10'd1 << 3)) | ((({9'd0, req_valid[3]} & {9'd0, req_vc__3[1]}) & ({9'd0, room[1]} | ~{9'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(10'd1 << 4)) | ((({9'd0, req_valid[4]} & {9'd0, req_vc__4[1]}) & ({9'd0, room[1]} | ~{9'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(10'd1 << 5)) | ((({9'd0, req_valid[5]} & {9'd0, req_vc__5[1]}) & ({9'd0, room[1]} | ~{9'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(10'd1 << 6)) | ((({9'd0, req_valid[6]} & {9'd0, req_vc__6[1]}) & ({9'd0, room[1]} | ~{9'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(10'd1 << 7)) | ((({9'd0, req_valid[7]} & {9'd0, req_vc__7[1]}) & ({9'd0, room[1]} | ~{9'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(10'd1 << 8)) | ((({9'd0, req_valid[8]} & {9'd0, req_vc__8[1]}) & ({9'd0, room[1]} | ~{9'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(10'd1 << 9)) | ((({9'd0, req_valid[9]} & {9'd0, req_vc__9[1]}) & ({9'd0, room[1]} | ~{9'd0, req_bubble[9]})) << 9);
    arb__1__req = all_req;
    arb__1__urgent = req_priority;
    arb__1__advance = arb__1__valid & free[1];
    granted__comb = (granted__comb & ~(10'd1 << 1)) | (({9'd0, arb__1__valid} & {9'd0, free[1]}) << 1);
    if (free[1]) begin
        won__comb = won__comb | arb__1__grant;
    end
    all_req = (all_req & ~(10'd1 << 0)) | ((({9'd0, req_valid[0]} & {9'd0, req_vc__0[2]}) & ({9'd0, room[2]} | ~{9'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(10'd1 << 1)) | ((({9'd0, req_valid[1]} & {9'd0, req_vc__1[2]}) & ({9'd0, room[2]} | ~{9'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(10'd1 << 2)) | ((({9'd0, req_valid[2]} & {9'd0, req_vc__2[2]}) & ({9'd0, room[2]} | ~{9'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(10'd1 << 3)) | ((({9'd0, req_valid[3]} & {9'd0, req_vc__3[2]}) & ({9'd0, room[2]} | ~{9'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(10'd1 << 4)) | ((({9'd0, req_valid[4]} & {9'd0, req_vc__4[2]}) & ({9'd0, room[2]} | ~{9'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(10'd1 << 5)) | ((({9'd0, req_valid[5]} & {9'd0, req_vc__5[2]}) & ({9'd0, room[2]} | ~{9'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(10'd1 << 6)) | ((({9'd0, req_valid[6]} & {9'd0, req_vc__6[2]}) & ({9'd0, room[2]} | ~{9'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(10'd1 << 7)) | ((({9'd0, req_valid[7]} & {9'd0, req_vc__7[2]}) & ({9'd0, room[2]} | ~{9'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(10'd1 << 8)) | ((({9'd0, req_valid[8]} & {9'd0, req_vc__8[2]}) & ({9'd0, room[2]} | ~{9'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(10'd1 << 9)) | ((({9'd0, req_valid[9]} & {9'd0, req_vc__9[2]}) & ({9'd0, room[2]} | ~{9'd0, req_bubble[9]})) << 9);
    arb__2__req = all_req;
    arb__2__urgent = req_priority;
    arb__2__advance = arb__2__valid & free[2];
    granted__comb = (granted__comb & ~(10'd1 << 2)) | (({9'd0, arb__2__valid} & {9'd0, free[2]}) << 2);
    if (free[2]) begin
        won__comb = won__comb | arb__2__grant;
    end
    all_req = (all_req & ~(10'd1 << 0)) | ((({9'd0, req_valid[0]} & {9'd0, req_vc__0[3]}) & ({9'd0, room[3]} | ~{9'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(10'd1 << 1)) | ((({9'd0, req_valid[1]} & {9'd0, req_vc__1[3]}) & ({9'd0, room[3]} | ~{9'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(10'd1 << 2)) | ((({9'd0, req_valid[2]} & {9'd0, req_vc__2[3]}) & ({9'd0, room[3]} | ~{9'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(10'd1 << 3)) | ((({9'd0, req_valid[3]} & {9'd0, req_vc__3[3]}) & ({9'd0, room[3]} | ~{9'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(10'd1 << 4)) | ((({9'd0, req_valid[4]} & {9'd0, req_vc__4[3]}) & ({9'd0, room[3]} | ~{9'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(10'd1 << 5)) | ((({9'd0, req_valid[5]} & {9'd0, req_vc__5[3]}) & ({9'd0, room[3]} | ~{9'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(10'd1 << 6)) | ((({9'd0, req_valid[6]} & {9'd0, req_vc__6[3]}) & ({9'd0, room[3]} | ~{9'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(10'd1 << 7)) | ((({9'd0, req_valid[7]} & {9'd0, req_vc__7[3]}) & ({9'd0, room[3]} | ~{9'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(10'd1 << 8)) | ((({9'd0, req_valid[8]} & {9'd0, req_vc__8[3]}) & ({9'd0, room[3]} | ~{9'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(10'd1 << 9)) | ((({9'd0, req_valid[9]} & {9'd0, req_vc__9[3]}) & ({9'd0, room[3]} | ~{9'd0, req_bubble[9]})) << 9);
    arb__3__req = all_req;
    arb__3__urgent = req_priority;
    arb__3__advance = arb__3__valid & free[3];
    granted__comb = (granted__comb & ~(10'd1 << 3)) | (({9'd0, arb__3__valid} & {9'd0, free[3]}) << 3);
    if (free[3]) begin
        won__comb = won__comb | arb__3__grant;
    end
    all_req = (all_req & ~(10'd1 << 0)) | ((({9'd0, req_valid[0]} & {9'd0, req_vc__0[4]}) & ({9'd0, room[4]} | ~{9'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(10'd1 << 1)) | ((({9'd0, req_valid[1]} & {9'd0, req_vc__1[4]}) & ({9'd0, room[4]} | ~{9'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(10'd1 << 2)) | ((({9'd0, req_valid[2]} & {9'd0, req_vc__2[4]}) & ({9'd0, room[4]} | ~{9'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(10'd1 << 3)) | ((({9'd0, req_valid[3]} & {9'd0, req_vc__3[4]}) & ({9'd0, room[4]} | ~{9'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(10'd1 << 4)) | ((({9'd0, req_valid[4]} & {9'd0, req_vc__4[4]}) & ({9'd0, room[4]} | ~{9'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(10'd1 << 5)) | ((({9'd0, req_valid[5]} & {9'd0, req_vc__5[4]}) & ({9'd0, room[4]} | ~{9'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(10'd1 << 6)) | ((({9'd0, req_valid[6]} & {9'd0, req_vc__6[4]}) & ({9'd0, room[4]} | ~{9'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(10'd1 << 7)) | ((({9'd0, req_valid[7]} & {9'd0, req_vc__7[4]}) & ({9'd0, room[4]} | ~{9'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(10'd1 << 8)) | ((({9'd0, req_valid[8]} & {9'd0, req_vc__8[4]}) & ({9'd0, room[4]} | ~{9'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(10'd1 << 9)) | ((({9'd0, req_valid[9]} & {9'd0, req_vc__9[4]}) & ({9'd0, room[4]} | ~{9'd0, req_bubble[9]})) << 9);
    arb__4__req = all_req;
    arb__4__urgent = req_priority;
    arb__4__advance = arb__4__valid & free[4];
    granted__comb = (granted__comb & ~(10'd1 << 4)) | (({9'd0, arb__4__valid} & {9'd0, free[4]}) << 4);
    if (free[4]) begin
        won__comb = won__comb | arb__4__grant;
    end
    all_req = (all_req & ~(10'd1 << 0)) | ((({9'd0, req_valid[0]} & {9'd0, req_vc__0[5]}) & ({9'd0, room[5]} | ~{9'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(10'd1 << 1)) | ((({9'd0, req_valid[1]} & {9'd0, req_vc__1[5]}) & ({9'd0, room[5]} | ~{9'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(10'd1 << 2)) | ((({9'd0, req_valid[2]} & {9'd0, req_vc__2[5]}) & ({9'd0, room[5]} | ~{9'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(10'd1 << 3)) | ((({9'd0, req_valid[3]} & {9'd0, req_vc__3[5]}) & ({9'd0, room[5]} | ~{9'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(10'd1 << 4)) | ((({9'd0, req_valid[4]} & {9'd0, req_vc__4[5]}) & ({9'd0, room[5]} | ~{9'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(10'd1 << 5)) | ((({9'd0, req_valid[5]} & {9'd0, req_vc__5[5]}) & ({9'd0, room[5]} | ~{9'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(10'd1 << 6)) | ((({9'd0, req_valid[6]} & {9'd0, req_vc__6[5]}) & ({9'd0, room[5]} | ~{9'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(10'd1 << 7)) | ((({9'd0, req_valid[7]} & {9'd0, req_vc__7[5]}) & ({9'd0, room[5]} | ~{9'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(10'd1 << 8)) | ((({9'd0, req_valid[8]} & {9'd0, req_vc__8[5]}) & ({9'd0, room[5]} | ~{9'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(10'd1 << 9)) | ((({9'd0, req_valid[9]} & {9'd0, req_vc__9[5]}) & ({9'd0, room[5]} | ~{9'd0, req_bubble[9]})) << 9);
    arb__5__req = all_req;
    arb__5__urgent = req_priority;
    arb__5__advance = arb__5__valid & free[5];
    granted__comb = (granted__comb & ~(10'd1 << 5)) | (({9'd0, arb__5__valid} & {9'd0, free[5]}) << 5);
    if (free[5]) begin
        won__comb = won__comb | arb__5__grant;
    end
    all_req = (all_req & ~(10'd1 << 0)) | ((({9'd0, req_valid[0]} & {9'd0, req_vc__0[6]}) & ({9'd0, room[6]} | ~{9'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(10'd1 << 1)) | ((({9'd0, req_valid[1]} & {9'd0, req_vc__1[6]}) & ({9'd0, room[6]} | ~{9'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(10'd1 << 2)) | ((({9'd0, req_valid[2]} & {9'd0, req_vc__2[6]}) & ({9'd0, room[6]} | ~{9'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(10'd1 << 3)) | ((({9'd0, req_valid[3]} & {9'd0, req_vc__3[6]}) & ({9'd0, room[6]} | ~{9'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(10'd1 << 4)) | ((({9'd0, req_valid[4]} & {9'd0, req_vc__4[6]}) & ({9'd0, room[6]} | ~{9'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(10'd1 << 5)) | ((({9'd0, req_valid[5]} & {9'd0, req_vc__5[6]}) & ({9'd0, room[6]} | ~{9'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(10'd1 << 6)) | ((({9'd0, req_valid[6]} & {9'd0, req_vc__6[6]}) & ({9'd0, room[6]} | ~{9'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(10'd1 << 7)) | ((({9'd0, req_valid[7]} & {9'd0, req_vc__7[6]}) & ({9'd0, room[6]} | ~{9'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(10'd1 << 8)) | ((({9'd0, req_valid[8]} & {9'd0, req_vc__8[6]}) & ({9'd0, room[6]} | ~{9'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(10'd1 << 9)) | ((({9'd0, req_valid[9]} & {9'd0, req_vc__9[6]}) & ({9'd0, room[6]} | ~{9'd0, req_bubble[9]})) << 9);
    arb__6__req = all_req;
    arb__6__urgent = req_priority;
    arb__6__advance = arb__6__valid & free[6];
    granted__comb = (granted__comb & ~(10'd1 << 6)) | (({9'd0, arb__6__valid} & {9'd0, free[6]}) << 6);
    if (free[6]) begin
        won__comb = won__comb | arb__6__grant;
    end
    all_req = (all_req & ~(10'd1 << 0)) | ((({9'd0, req_valid[0]} & {9'd0, req_vc__0[7]}) & ({9'd0, room[7]} | ~{9'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(10'd1 << 1)) | ((({9'd0, req_valid[1]} & {9'd0, req_vc__1[7]}) & ({9'd0, room[7]} | ~{9'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(10'd1 << 2)) | ((({9'd0, req_valid[2]} & {9'd0, req_vc__2[7]}) & ({9'd0, room[7]} | ~{9'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(10'd1 << 3)) | ((({9'd0, req_valid[3]} & {9'd0, req_vc__3[7]}) & ({9'd0, room[7]} | ~{9'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(10'd1 << 4)) | ((({9'd0, req_valid[4]} & {9'd0, req_vc__4[7]}) & ({9'd0, room[7]} | ~{9'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(10'd1 << 5)) | ((({9'd0, req_valid[5]} & {9'd0, req_vc__5[7]}) & ({9'd0, room[7]} | ~{9'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(10'd1 << 6)) | ((({9'd0, req_valid[6]} & {9'd0, req_vc__6[7]}) & ({9'd0, room[7]} | ~{9'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(10'd1 << 7)) | ((({9'd0, req_valid[7]} & {9'd0, req_vc__7[7]}) & ({9'd0, room[7]} | ~{9'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(10'd1 << 8)) | ((({9'd0, req_valid[8]} & {9'd0, req_vc__8[7]}) & ({9'd0, room[7]} | ~{9'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(10'd1 << 9)) | ((({9'd0, req_valid[9]} & {9'd0, req_vc__9[7]}) & ({9'd0, room[7]} | ~{9'd0, req_bubble[9]})) << 9);
    arb__7__req = all_req;
    arb__7__urgent = req_priority;
    arb__7__advance = arb__7__valid & free[7];
    granted__comb = (granted__comb & ~(10'd1 << 7)) | (({9'd0, arb__7__valid} & {9'd0, free[7]}) << 7);
    if (free[7]) begin
        won__comb = won__comb | arb__7__grant;
    end
    all_req = (all_req & ~(10'd1 << 0)) | ((({9'd0, req_valid[0]} & {9'd0, req_vc__0[8]}) & ({9'd0, room[8]} | ~{9'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(10'd1 << 1)) | ((({9'd0, req_valid[1]} & {9'd0, req_vc__1[8]}) & ({9'd0, room[8]} | ~{9'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(10'd1 << 2)) | ((({9'd0, req_valid[2]} & {9'd0, req_vc__2[8]}) & ({9'd0, room[8]} | ~{9'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(10'd1 << 3)) | ((({9'd0, req_valid[3]} & {9'd0, req_vc__3[8]}) & ({9'd0, room[8]} | ~{9'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(10'd1 << 4)) | ((({9'd0, req_valid[4]} & {9'd0, req_vc__4[8]}) & ({9'd0, room[8]} | ~{9'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(10'd1 << 5)) | ((({9'd0, req_valid[5]} & {9'd0, req_vc__5[8]}) & ({9'd0, room[8]} | ~{9'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(10'd1 << 6)) | ((({9'd0, req_valid[6]} & {9'd0, req_vc__6[8]}) & ({9'd0, room[8]} | ~{9'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(10'd1 << 7)) | ((({9'd0, req_valid[7]} & {9'd0, req_vc__7[8]}) & ({9'd0, room[8]} | ~{9'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(10'd1 << 8)) | ((({9'd0, req_valid[8]} & {9'd0, req_vc__8[8]}) & ({9'd0, room[8]} | ~{9'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(10'd1 << 9)) | ((({9'd0, req_valid[9]} & {9'd0, req_vc__9[8]}) & ({9'd0, room[8]} | ~{9'd0, req_bubble[9]})) << 9);
    arb__8__req = all_req;
    arb__8__urgent = req_priority;
    arb__8__advance = arb__8__valid & free[8];
    granted__comb = (granted__comb & ~(10'd1 << 8)) | (({9'd0, arb__8__valid} & {9'd0, free[8]}) << 8);
    if (free[8]) begin
        won__comb = won__comb | arb__8__grant;
    end
    all_req = (all_req & ~(10'd1 << 0)) | ((({9'd0, req_valid[0]} & {9'd0, req_vc__0[9]}) & ({9'd0, room[9]} | ~{9'd0, req_bubble[0]})) << 0);
    all_req = (all_req & ~(10'd1 << 1)) | ((({9'd0, req_valid[1]} & {9'd0, req_vc__1[9]}) & ({9'd0, room[9]} | ~{9'd0, req_bubble[1]})) << 1);
    all_req = (all_req & ~(10'd1 << 2)) | ((({9'd0, req_valid[2]} & {9'd0, req_vc__2[9]}) & ({9'd0, room[9]} | ~{9'd0, req_bubble[2]})) << 2);
    all_req = (all_req & ~(10'd1 << 3)) | ((({9'd0, req_valid[3]} & {9'd0, req_vc__3[9]}) & ({9'd0, room[9]} | ~{9'd0, req_bubble[3]})) << 3);
    all_req = (all_req & ~(10'd1 << 4)) | ((({9'd0, req_valid[4]} & {9'd0, req_vc__4[9]}) & ({9'd0, room[9]} | ~{9'd0, req_bubble[4]})) << 4);
    all_req = (all_req & ~(10'd1 << 5)) | ((({9'd0, req_valid[5]} & {9'd0, req_vc__5[9]}) & ({9'd0, room[9]} | ~{9'd0, req_bubble[5]})) << 5);
    all_req = (all_req & ~(10'd1 << 6)) | ((({9'd0, req_valid[6]} & {9'd0, req_vc__6[9]}) & ({9'd0, room[9]} | ~{9'd0, req_bubble[6]})) << 6);
    all_req = (all_req & ~(10'd1 << 7)) | ((({9'd0, req_valid[7]} & {9'd0, req_vc__7[9]}) & ({9'd0, room[9]} | ~{9'd0, req_bubble[7]})) << 7);
    all_req = (all_req & ~(10'd1 << 8)) | ((({9'd0, req_valid[8]} & {9'd0, req_vc__8[9]}) & ({9'd0, room[9]} | ~{9'd0, req_bubble[8]})) << 8);
    all_req = (all_req & ~(10'd1 << 9)) | ((({9'd0, req_valid[9]} & {9'd0, req_vc__9[9]}) & ({9'd0, room[9]} | ~{9'd0, req_bubble[9]})) << 9);
    arb__9__req = all_req;
    arb__9__urgent = req_priority;
    arb__9__advance = arb__9__valid & free[9];
    granted__comb = (granted__comb & ~(10'd1 << 9)) | (({9'd0, arb__9__valid} & {9'd0, free[9]}) << 9);
    if (free[9]) begin
        won__comb = won__comb | arb__9__grant;
    end
    won = won__comb;
    granted = granted__comb;
end
endmodule

module ftr_rr_arbiter_2(
    input wire clock,
    input wire reset,
    input wire [1:0] req,
    input wire [1:0] urgent,
    input wire advance,
    output reg [1:0] grant,
    output reg grant_index,
    output reg valid
);
// Round-robin arbiter: grants the first requester at or after ptr, wrapping;
// ptr moves past the winner when advance says the grant was used.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   2
//   in    urgent   2
//   in    advance   1
//   out   grant   2
//   out   grant_index   1
//   out   valid   1
// Parameters (per instance):
//   last   1
//   all   2
//   prioritized   1
//   index_bit__0   2
// Registers:
//   ptr   1   reset 1'h0
parameter last = 1'h0;
parameter [1:0] all = 2'h0;
parameter prioritized = 1'h0;
parameter [1:0] index_bit__0 = 2'h0;
reg [1:0] mask;
reg [1:0] pool;
reg [1:0] hot_req;
reg [1:0] hot_pool;
reg [1:0] first_pool;
reg [1:0] first_req;
reg [1:0] first_hot_pool;
reg [1:0] first_hot_req;
reg below_pool;
reg below_req;
reg below_hot_pool;
reg below_hot_req;
reg ptr__d;
reg ptr__q;
always @(posedge clock) begin
    if (reset) ptr__q <= 1'h0; else ptr__q <= ptr__d;
end
reg [1:0] grant__comb;
reg grant_index__comb;
always @(*) begin
    ptr__d = ptr__q;
    mask = all << ptr__q;
    pool = req & mask;
    hot_req = req & urgent;
    hot_pool = pool & urgent;
    first_pool = 2'd0;
    first_req = 2'd0;
    first_hot_pool = 2'd0;
    first_hot_req = 2'd0;
    below_pool = 1'b0;
    below_req = 1'b0;
    below_hot_pool = 1'b0;
    below_hot_req = 1'b0;
    first_hot_pool = (first_hot_pool & ~(2'd1 << 0)) | (({1'b0, hot_pool[0]} & ~{1'b0, below_hot_pool}) << 0);
    first_hot_req = (first_hot_req & ~(2'd1 << 0)) | (({1'b0, hot_req[0]} & ~{1'b0, below_hot_req}) << 0);
    below_hot_pool = below_hot_pool | hot_pool[0];
    below_hot_req = below_hot_req | hot_req[0];
    first_pool = (first_pool & ~(2'd1 << 0)) | (({1'b0, pool[0]} & ~{1'b0, below_pool}) << 0);
    first_req = (first_req & ~(2'd1 << 0)) | (({1'b0, req[0]} & ~{1'b0, below_req}) << 0);
    below_pool = below_pool | pool[0];
    below_req = below_req | req[0];
    first_hot_pool = (first_hot_pool & ~(2'd1 << 1)) | (({1'b0, hot_pool[1]} & ~{1'b0, below_hot_pool}) << 1);
    first_hot_req = (first_hot_req & ~(2'd1 << 1)) | (({1'b0, hot_req[1]} & ~{1'b0, below_hot_req}) << 1);
    below_hot_pool = below_hot_pool | hot_pool[1];
    below_hot_req = below_hot_req | hot_req[1];
    first_pool = (first_pool & ~(2'd1 << 1)) | (({1'b0, pool[1]} & ~{1'b0, below_pool}) << 1);
    first_req = (first_req & ~(2'd1 << 1)) | (({1'b0, req[1]} & ~{1'b0, below_req}) << 1);
    below_pool = below_pool | pool[1];
    below_req = below_req | req[1];
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
    grant_index__comb = 1'b0;
    grant_index__comb = (grant_index__comb & ~(1'b1 << 0)) | ((|(grant__comb & index_bit__0)) << 0);
    if (advance & valid) begin
        ptr__d = grant_index__comb + 1'b1;
        if (grant_index__comb == last) begin
            ptr__d = 1'b0;
        end
    end
    grant = grant__comb;
    grant_index = grant_index__comb;
end
endmodule

module ftr_rr_arbiter_3(
    input wire clock,
    input wire reset,
    input wire [4:0] req,
    input wire [4:0] urgent,
    input wire advance,
    output reg [4:0] grant,
    output reg [2:0] grant_index,
    output reg valid
);
// Round-robin arbiter: grants the first requester at or after ptr, wrapping;
// ptr moves past the winner when advance says the grant was used.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   5
//   in    urgent   5
//   in    advance   1
//   out   grant   5
//   out   grant_index   3
//   out   valid   1
// Parameters (per instance):
//   last   3
//   all   5
//   prioritized   1
//   index_bit__0   5
//   index_bit__1   5
//   index_bit__2   5
// Registers:
//   ptr   3   reset 3'h0
parameter [2:0] last = 3'h0;
parameter [4:0] all = 5'h0;
parameter prioritized = 1'h0;
parameter [4:0] index_bit__0 = 5'h0;
parameter [4:0] index_bit__1 = 5'h0;
parameter [4:0] index_bit__2 = 5'h0;
reg [4:0] mask;
reg [4:0] pool;
reg [4:0] hot_req;
reg [4:0] hot_pool;
reg [4:0] first_pool;
reg [4:0] first_req;
reg [4:0] first_hot_pool;
reg [4:0] first_hot_req;
reg below_pool;
reg below_req;
reg below_hot_pool;
reg below_hot_req;
reg [2:0] ptr__d;
reg [2:0] ptr__q;
always @(posedge clock) begin
    if (reset) ptr__q <= 3'h0; else ptr__q <= ptr__d;
end
reg [4:0] grant__comb;
reg [2:0] grant_index__comb;
always @(*) begin
    ptr__d = ptr__q;
    mask = all << ptr__q;
    pool = req & mask;
    hot_req = req & urgent;
    hot_pool = pool & urgent;
    first_pool = 5'd0;
    first_req = 5'd0;
    first_hot_pool = 5'd0;
    first_hot_req = 5'd0;
    below_pool = 1'b0;
    below_req = 1'b0;
    below_hot_pool = 1'b0;
    below_hot_req = 1'b0;
    first_hot_pool = (first_hot_pool & ~(5'd1 << 0)) | (({4'd0, hot_pool[0]} & ~{4'd0, below_hot_pool}) << 0);
    first_hot_req = (first_hot_req & ~(5'd1 << 0)) | (({4'd0, hot_req[0]} & ~{4'd0, below_hot_req}) << 0);
    below_hot_pool = below_hot_pool | hot_pool[0];
    below_hot_req = below_hot_req | hot_req[0];
    first_pool = (first_pool & ~(5'd1 << 0)) | (({4'd0, pool[0]} & ~{4'd0, below_pool}) << 0);
    first_req = (first_req & ~(5'd1 << 0)) | (({4'd0, req[0]} & ~{4'd0, below_req}) << 0);
    below_pool = below_pool | pool[0];
    below_req = below_req | req[0];
    first_hot_pool = (first_hot_pool & ~(5'd1 << 1)) | (({4'd0, hot_pool[1]} & ~{4'd0, below_hot_pool}) << 1);
    first_hot_req = (first_hot_req & ~(5'd1 << 1)) | (({4'd0, hot_req[1]} & ~{4'd0, below_hot_req}) << 1);
    below_hot_pool = below_hot_pool | hot_pool[1];
    below_hot_req = below_hot_req | hot_req[1];
    first_pool = (first_pool & ~(5'd1 << 1)) | (({4'd0, pool[1]} & ~{4'd0, below_pool}) << 1);
    first_req = (first_req & ~(5'd1 << 1)) | (({4'd0, req[1]} & ~{4'd0, below_req}) << 1);
    below_pool = below_pool | pool[1];
    below_req = below_req | req[1];
    first_hot_pool = (first_hot_pool & ~(5'd1 << 2)) | (({4'd0, hot_pool[2]} & ~{4'd0, below_hot_pool}) << 2);
    first_hot_req = (first_hot_req & ~(5'd1 << 2)) | (({4'd0, hot_req[2]} & ~{4'd0, below_hot_req}) << 2);
    below_hot_pool = below_hot_pool | hot_pool[2];
    below_hot_req = below_hot_req | hot_req[2];
    first_pool = (first_pool & ~(5'd1 << 2)) | (({4'd0, pool[2]} & ~{4'd0, below_pool}) << 2);
    first_req = (first_req & ~(5'd1 << 2)) | (({4'd0, req[2]} & ~{4'd0, below_req}) << 2);
    below_pool = below_pool | pool[2];
    below_req = below_req | req[2];
    first_hot_pool = (first_hot_pool & ~(5'd1 << 3)) | (({4'd0, hot_pool[3]} & ~{4'd0, below_hot_pool}) << 3);
    first_hot_req = (first_hot_req & ~(5'd1 << 3)) | (({4'd0, hot_req[3]} & ~{4'd0, below_hot_req}) << 3);
    below_hot_pool = below_hot_pool | hot_pool[3];
    below_hot_req = below_hot_req | hot_req[3];
    first_pool = (first_pool & ~(5'd1 << 3)) | (({4'd0, pool[3]} & ~{4'd0, below_pool}) << 3);
    first_req = (first_req & ~(5'd1 << 3)) | (({4'd0, req[3]} & ~{4'd0, below_req}) << 3);
    below_pool = below_pool | pool[3];
    below_req = below_req | req[3];
    first_hot_pool = (first_hot_pool & ~(5'd1 << 4)) | (({4'd0, hot_pool[4]} & ~{4'd0, below_hot_pool}) << 4);
    first_hot_req = (first_hot_req & ~(5'd1 << 4)) | (({4'd0, hot_req[4]} & ~{4'd0, below_hot_req}) << 4);
    below_hot_pool = below_hot_pool | hot_pool[4];
    below_hot_req = below_hot_req | hot_req[4];
    first_pool = (first_pool & ~(5'd1 << 4)) | (({4'd0, pool[4]} & ~{4'd0, below_pool}) << 4);
    first_req = (first_req & ~(5'd1 << 4)) | (({4'd0, req[4]} & ~{4'd0, below_req}) << 4);
    below_pool = below_pool | pool[4];
    below_req = below_req | req[4];
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
    input wire [9:0] req,
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
    output reg [9:0] go,
    output reg [4:0] out_valid,
    output reg [2:0] out_port__0,
    output reg [2:0] out_port__1,
    output reg [2:0] out_port__2,
    output reg [2:0] out_port__3,
    output reg [2:0] out_port__4,
    output reg [4:0] port_go,
    output reg port_vc__0,
    output reg port_vc__1,
    output reg port_vc__2,
    output reg port_vc__3,
    output reg port_vc__4,
    output reg [4:0] granted_by__0,
    output reg [4:0] granted_by__1,
    output reg [4:0] granted_by__2,
    output reg [4:0] granted_by__3,
    output reg [4:0] granted_by__4,
    output reg [9:0] pick
);
// SA: separable input-first switch allocator. Per input port a round-robin
// arbiter over its VCs' requests, per output port one over the input ports whose
// pick wants it; go[i] reads input VC i, out_port[q] selects the crossbar.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   10
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
//   out   go   10
//   out   out_valid   5
//   out   out_port__0   3
//   out   out_port__1   3
//   out   out_port__2   3
//   out   out_port__3   3
//   out   out_port__4   3
//   out   port_go   5
//   out   port_vc__0   1
//   out   port_vc__1   1
//   out   port_vc__2   1
//   out   port_vc__3   1
//   out   port_vc__4   1
//   out   granted_by__0   5
//   out   granted_by__1   5
//   out   granted_by__2   5
//   out   granted_by__3   5
//   out   granted_by__4   5
//   out   pick   10
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
//   vcs   4
//   last_port_at   4
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
parameter [3:0] vcs = 4'h0;
parameter [3:0] last_port_at = 4'h0;
reg [9:0] rest;
reg [9:0] port_grant;
reg [4:0] out_req;
reg [1:0] in_arb__0__req;
reg [1:0] in_arb__0__urgent;
reg in_arb__0__advance;
wire [1:0] in_arb__0__grant;
wire in_arb__0__grant_index;
wire in_arb__0__valid;
reg [1:0] in_arb__1__req;
reg [1:0] in_arb__1__urgent;
reg in_arb__1__advance;
wire [1:0] in_arb__1__grant;
wire in_arb__1__grant_index;
wire in_arb__1__valid;
reg [1:0] in_arb__2__req;
reg [1:0] in_arb__2__urgent;
reg in_arb__2__advance;
wire [1:0] in_arb__2__grant;
wire in_arb__2__grant_index;
wire in_arb__2__valid;
reg [1:0] in_arb__3__req;
reg [1:0] in_arb__3__urgent;
reg in_arb__3__advance;
wire [1:0] in_arb__3__grant;
wire in_arb__3__grant_index;
wire in_arb__3__valid;
reg [1:0] in_arb__4__req;
reg [1:0] in_arb__4__urgent;
reg in_arb__4__advance;
wire [1:0] in_arb__4__grant;
wire in_arb__4__grant_index;
wire in_arb__4__valid;
reg [4:0] out_arb__0__req;
reg [4:0] out_arb__0__urgent;
reg out_arb__0__advance;
wire [4:0] out_arb__0__grant;
wire [2:0] out_arb__0__grant_index;
wire out_arb__0__valid;
reg [4:0] out_arb__1__req;
reg [4:0] out_arb__1__urgent;
reg out_arb__1__advance;
wire [4:0] out_arb__1__grant;
wire [2:0] out_arb__1__grant_index;
wire out_arb__1__valid;
reg [4:0] out_arb__2__req;
reg [4:0] out_arb__2__urgent;
reg out_arb__2__advance;
wire [4:0] out_arb__2__grant;
wire [2:0] out_arb__2__grant_index;
wire out_arb__2__valid;
reg [4:0] out_arb__3__req;
reg [4:0] out_arb__3__urgent;
reg out_arb__3__advance;
wire [4:0] out_arb__3__grant;
wire [2:0] out_arb__3__grant_index;
wire out_arb__3__valid;
reg [4:0] out_arb__4__req;
reg [4:0] out_arb__4__urgent;
reg out_arb__4__advance;
wire [4:0] out_arb__4__grant;
wire [2:0] out_arb__4__grant_index;
wire out_arb__4__valid;
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .prioritized(1'h0), .index_bit__0(2'h2)) in_arb__0 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__0__req),
    .urgent(in_arb__0__urgent),
    .advance(in_arb__0__advance),
    .grant(in_arb__0__grant),
    .grant_index(in_arb__0__grant_index),
    .valid(in_arb__0__valid)
);
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .prioritized(1'h0), .index_bit__0(2'h2)) in_arb__1 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__1__req),
    .urgent(in_arb__1__urgent),
    .advance(in_arb__1__advance),
    .grant(in_arb__1__grant),
    .grant_index(in_arb__1__grant_index),
    .valid(in_arb__1__valid)
);
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .prioritized(1'h0), .index_bit__0(2'h2)) in_arb__2 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__2__req),
    .urgent(in_arb__2__urgent),
    .advance(in_arb__2__advance),
    .grant(in_arb__2__grant),
    .grant_index(in_arb__2__grant_index),
    .valid(in_arb__2__valid)
);
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .prioritized(1'h0), .index_bit__0(2'h2)) in_arb__3 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__3__req),
    .urgent(in_arb__3__urgent),
    .advance(in_arb__3__advance),
    .grant(in_arb__3__grant),
    .grant_index(in_arb__3__grant_index),
    .valid(in_arb__3__valid)
);
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .prioritized(1'h0), .index_bit__0(2'h2)) in_arb__4 (
    .clock(clock),
    .reset(reset),
    .req(in_arb__4__req),
    .urgent(in_arb__4__urgent),
    .advance(in_arb__4__advance),
    .grant(in_arb__4__grant),
    .grant_index(in_arb__4__grant_index),
    .valid(in_arb__4__valid)
);
ftr_rr_arbiter_3 #(.last(3'h4), .all(5'h1f), .prioritized(1'h0), .index_bit__0(5'h0a), .index_bit__1(5'h0c), .index_bit__2(5'h10)) out_arb__0 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__0__req),
    .urgent(out_arb__0__urgent),
    .advance(out_arb__0__advance),
    .grant(out_arb__0__grant),
    .grant_index(out_arb__0__grant_index),
    .valid(out_arb__0__valid)
);
ftr_rr_arbiter_3 #(.last(3'h4), .all(5'h1f), .prioritized(1'h0), .index_bit__0(5'h0a), .index_bit__1(5'h0c), .index_bit__2(5'h10)) out_arb__1 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__1__req),
    .urgent(out_arb__1__urgent),
    .advance(out_arb__1__advance),
    .grant(out_arb__1__grant),
    .grant_index(out_arb__1__grant_index),
    .valid(out_arb__1__valid)
);
ftr_rr_arbiter_3 #(.last(3'h4), .all(5'h1f), .prioritized(1'h0), .index_bit__0(5'h0a), .index_bit__1(5'h0c), .index_bit__2(5'h10)) out_arb__2 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__2__req),
    .urgent(out_arb__2__urgent),
    .advance(out_arb__2__advance),
    .grant(out_arb__2__grant),
    .grant_index(out_arb__2__grant_index),
    .valid(out_arb__2__valid)
);
ftr_rr_arbiter_3 #(.last(3'h4), .all(5'h1f), .prioritized(1'h0), .index_bit__0(5'h0a), .index_bit__1(5'h0c), .index_bit__2(5'h10)) out_arb__3 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__3__req),
    .urgent(out_arb__3__urgent),
    .advance(out_arb__3__advance),
    .grant(out_arb__3__grant),
    .grant_index(out_arb__3__grant_index),
    .valid(out_arb__3__valid)
);
ftr_rr_arbiter_3 #(.last(3'h4), .all(5'h1f), .prioritized(1'h0), .index_bit__0(5'h0a), .index_bit__1(5'h0c), .index_bit__2(5'h10)) out_arb__4 (
    .clock(clock),
    .reset(reset),
    .req(out_arb__4__req),
    .urgent(out_arb__4__urgent),
    .advance(out_arb__4__advance),
    .grant(out_arb__4__grant),
    .grant_index(out_arb__4__grant_index),
    .valid(out_arb__4__valid)
);
reg [9:0] go__comb;
reg [4:0] out_valid__comb;
reg [4:0] port_go__comb;
reg port_vc__0__comb;
reg port_vc__1__comb;
reg port_vc__2__comb;
reg port_vc__3__comb;
reg port_vc__4__comb;
reg [4:0] granted_by__0__comb;
reg [4:0] granted_by__1__comb;
reg [4:0] granted_by__2__comb;
reg [4:0] granted_by__3__comb;
reg [4:0] granted_by__4__comb;
reg [9:0] pick__comb;
always @(*) begin
    rest = req;
    pick__comb = 10'd0;
    in_arb__0__req = rest[1:0];
    in_arb__0__urgent = 2'd0;
    rest = rest >> vcs;
    port_grant = {8'd0, in_arb__0__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    in_arb__1__req = rest[1:0];
    in_arb__1__urgent = 2'd0;
    rest = rest >> vcs;
    port_grant = {8'd0, in_arb__1__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    in_arb__2__req = rest[1:0];
    in_arb__2__urgent = 2'd0;
    rest = rest >> vcs;
    port_grant = {8'd0, in_arb__2__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    in_arb__3__req = rest[1:0];
    in_arb__3__urgent = 2'd0;
    rest = rest >> vcs;
    port_grant = {8'd0, in_arb__3__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    in_arb__4__req = rest[1:0];
    in_arb__4__urgent = 2'd0;
    rest = rest >> vcs;
    port_grant = {8'd0, in_arb__4__grant};
    pick__comb = (pick__comb >> vcs) | (port_grant << last_port_at);
    out_valid__comb = 5'd0;
    port_go__comb = 5'd0;
    granted_by__0__comb = 5'd0;
    granted_by__1__comb = 5'd0;
    granted_by__2__comb = 5'd0;
    granted_by__3__comb = 5'd0;
    granted_by__4__comb = 5'd0;
    out_req = 5'd0;
    out_req = (out_req & ~(5'd1 << in_port__0)) | (({4'd0, out_req[in_port__0]} | ({4'd0, pick__comb[0]} & {4'd0, want__0 == 3'd0})) << in_port__0);
    out_req = (out_req & ~(5'd1 << in_port__1)) | (({4'd0, out_req[in_port__1]} | ({4'd0, pick__comb[1]} & {4'd0, want__1 == 3'd0})) << in_port__1);
    out_req = (out_req & ~(5'd1 << in_port__2)) | (({4'd0, out_req[in_port__2]} | ({4'd0, pick__comb[2]} & {4'd0, want__2 == 3'd0})) << in_port__2);
    out_req = (out_req & ~(5'd1 << in_port__3)) | (({4'd0, out_req[in_port__3]} | ({4'd0, pick__comb[3]} & {4'd0, want__3 == 3'd0})) << in_port__3);
    out_req = (out_req & ~(5'd1 << in_port__4)) | (({4'd0, out_req[in_port__4]} | ({4'd0, pick__comb[4]} & {4'd0, want__4 == 3'd0})) << in_port__4);
    out_req = (out_req & ~(5'd1 << in_port__5)) | (({4'd0, out_req[in_port__5]} | ({4'd0, pick__comb[5]} & {4'd0, want__5 == 3'd0})) << in_port__5);
    out_req = (out_req & ~(5'd1 << in_port__6)) | (({4'd0, out_req[in_port__6]} | ({4'd0, pick__comb[6]} & {4'd0, want__6 == 3'd0})) << in_port__6);
    out_req = (out_req & ~(5'd1 << in_port__7)) | (({4'd0, out_req[in_port__7]} | ({4'd0, pick__comb[7]} & {4'd0, want__7 == 3'd0})) << in_port__7);
    out_req = (out_req & ~(5'd1 << in_port__8)) | (({4'd0, out_req[in_port__8]} | ({4'd0, pick__comb[8]} & {4'd0, want__8 == 3'd0})) << in_port__8);
    out_req = (out_req & ~(5'd1 << in_port__9)) | (({4'd0, out_req[in_port__9]} | ({4'd0, pick__comb[9]} & {4'd0, want__9 == 3'd0})) << in_port__9);
    out_arb__0__req = out_req;
    out_arb__0__urgent = 5'd0;
    out_arb__0__advance = out_arb__0__valid;
    out_valid__comb = (out_valid__comb & ~(5'd1 << 0)) | ({4'd0, out_arb__0__valid} << 0);
    out_port__0 = out_arb__0__grant_index;
    port_go__comb = port_go__comb | out_arb__0__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(5'd1 << 0)) | ({4'd0, out_arb__0__grant[0]} << 0);
    granted_by__1__comb = (granted_by__1__comb & ~(5'd1 << 0)) | ({4'd0, out_arb__0__grant[1]} << 0);
    granted_by__2__comb = (granted_by__2__comb & ~(5'd1 << 0)) | ({4'd0, out_arb__0__grant[2]} << 0);
    granted_by__3__comb = (granted_by__3__comb & ~(5'd1 << 0)) | ({4'd0, out_arb__0__grant[3]} << 0);
    granted_by__4__comb = (granted_by__4__comb & ~(5'd1 << 0)) | ({4'd0, out_arb__0__grant[4]} << 0);
    out_req = 5'd0;
    out_req = (out_req & ~(5'd1 << in_port__0)) | (({4'd0, out_req[in_port__0]} | ({4'd0, pick__comb[0]} & {4'd0, want__0 == 3'd1})) << in_port__0);
    out_req = (out_req & ~(5'd1 << in_port__1)) | (({4'd0, out_req[in_port__1]} | ({4'd0, pick__comb[1]} & {4'd0, want__1 == 3'd1})) << in_port__1);
    out_req = (out_req & ~(5'd1 << in_port__2)) | (({4'd0, out_req[in_port__2]} | ({4'd0, pick__comb[2]} & {4'd0, want__2 == 3'd1})) << in_port__2);
    out_req = (out_req & ~(5'd1 << in_port__3)) | (({4'd0, out_req[in_port__3]} | ({4'd0, pick__comb[3]} & {4'd0, want__3 == 3'd1})) << in_port__3);
    out_req = (out_req & ~(5'd1 << in_port__4)) | (({4'd0, out_req[in_port__4]} | ({4'd0, pick__comb[4]} & {4'd0, want__4 == 3'd1})) << in_port__4);
    out_req = (out_req & ~(5'd1 << in_port__5)) | (({4'd0, out_req[in_port__5]} | ({4'd0, pick__comb[5]} & {4'd0, want__5 == 3'd1})) << in_port__5);
    out_req = (out_req & ~(5'd1 << in_port__6)) | (({4'd0, out_req[in_port__6]} | ({4'd0, pick__comb[6]} & {4'd0, want__6 == 3'd1})) << in_port__6);
    out_req = (out_req & ~(5'd1 << in_port__7)) | (({4'd0, out_req[in_port__7]} | ({4'd0, pick__comb[7]} & {4'd0, want__7 == 3'd1})) << in_port__7);
    out_req = (out_req & ~(5'd1 << in_port__8)) | (({4'd0, out_req[in_port__8]} | ({4'd0, pick__comb[8]} & {4'd0, want__8 == 3'd1})) << in_port__8);
    out_req = (out_req & ~(5'd1 << in_port__9)) | (({4'd0, out_req[in_port__9]} | ({4'd0, pick__comb[9]} & {4'd0, want__9 == 3'd1})) << in_port__9);
    out_arb__1__req = out_req;
    out_arb__1__urgent = 5'd0;
    out_arb__1__advance = out_arb__1__valid;
    out_valid__comb = (out_valid__comb & ~(5'd1 << 1)) | ({4'd0, out_arb__1__valid} << 1);
    out_port__1 = out_arb__1__grant_index;
    port_go__comb = port_go__comb | out_arb__1__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(5'd1 << 1)) | ({4'd0, out_arb__1__grant[0]} << 1);
    granted_by__1__comb = (granted_by__1__comb & ~(5'd1 << 1)) | ({4'd0, out_arb__1__grant[1]} << 1);
    granted_by__2__comb = (granted_by__2__comb & ~(5'd1 << 1)) | ({4'd0, out_arb__1__grant[2]} << 1);
    granted_by__3__comb = (granted_by__3__comb & ~(5'd1 << 1)) | ({4'd0, out_arb__1__grant[3]} << 1);
    granted_by__4__comb = (granted_by__4__comb & ~(5'd1 << 1)) | ({4'd0, out_arb__1__grant[4]} << 1);
    out_req = 5'd0;
    out_req = (out_req & ~(5'd1 << in_port__0)) | (({4'd0, out_req[in_port__0]} | ({4'd0, pick__comb[0]} & {4'd0, want__0 == 3'd2})) << in_port__0);
    out_req = (out_req & ~(5'd1 << in_port__1)) | (({4'd0, out_req[in_port__1]} | ({4'd0, pick__comb[1]} & {4'd0, want__1 == 3'd2})) << in_port__1);
    out_req = (out_req & ~(5'd1 << in_port__2)) | (({4'd0, out_req[in_port__2]} | ({4'd0, pick__comb[2]} & {4'd0, want__2 == 3'd2})) << in_port__2);
    out_req = (out_req & ~(5'd1 << in_port__3)) | (({4'd0, out_req[in_port__3]} | ({4'd0, pick__comb[3]} & {4'd0, want__3 == 3'd2})) << in_port__3);
    out_req = (out_req & ~(5'd1 << in_port__4)) | (({4'd0, out_req[in_port__4]} | ({4'd0, pick__comb[4]} & {4'd0, want__4 == 3'd2})) << in_port__4);
    out_req = (out_req & ~(5'd1 << in_port__5)) | (({4'd0, out_req[in_port__5]} | ({4'd0, pick__comb[5]} & {4'd0, want__5 == 3'd2})) << in_port__5);
    out_req = (out_req & ~(5'd1 << in_port__6)) | (({4'd0, out_req[in_port__6]} | ({4'd0, pick__comb[6]} & {4'd0, want__6 == 3'd2})) << in_port__6);
    out_req = (out_req & ~(5'd1 << in_port__7)) | (({4'd0, out_req[in_port__7]} | ({4'd0, pick__comb[7]} & {4'd0, want__7 == 3'd2})) << in_port__7);
    out_req = (out_req & ~(5'd1 << in_port__8)) | (({4'd0, out_req[in_port__8]} | ({4'd0, pick__comb[8]} & {4'd0, want__8 == 3'd2})) << in_port__8);
    out_req = (out_req & ~(5'd1 << in_port__9)) | (({4'd0, out_req[in_port__9]} | ({4'd0, pick__comb[9]} & {4'd0, want__9 == 3'd2})) << in_port__9);
    out_arb__2__req = out_req;
    out_arb__2__urgent = 5'd0;
    out_arb__2__advance = out_arb__2__valid;
    out_valid__comb = (out_valid__comb & ~(5'd1 << 2)) | ({4'd0, out_arb__2__valid} << 2);
    out_port__2 = out_arb__2__grant_index;
    port_go__comb = port_go__comb | out_arb__2__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(5'd1 << 2)) | ({4'd0, out_arb__2__grant[0]} << 2);
    granted_by__1__comb = (granted_by__1__comb & ~(5'd1 << 2)) | ({4'd0, out_arb__2__grant[1]} << 2);
    granted_by__2__comb = (granted_by__2__comb & ~(5'd1 << 2)) | ({4'd0, out_arb__2__grant[2]} << 2);
    granted_by__3__comb = (granted_by__3__comb & ~(5'd1 << 2)) | ({4'd0, out_arb__2__grant[3]} << 2);
    granted_by__4__comb = (granted_by__4__comb & ~(5'd1 << 2)) | ({4'd0, out_arb__2__grant[4]} << 2);
    out_req = 5'd0;
    out_req = (out_req & ~(5'd1 << in_port__0)) | (({4'd0, out_req[in_port__0]} | ({4'd0, pick__comb[0]} & {4'd0, want__0 == 3'd3})) << in_port__0);
    out_req = (out_req & ~(5'd1 << in_port__1)) | (({4'd0, out_req[in_port__1]} | ({4'd0, pick__comb[1]} & {4'd0, want__1 == 3'd3})) << in_port__1);
    out_req = (out_req & ~(5'd1 << in_port__2)) | (({4'd0, out_req[in_port__2]} | ({4'd0, pick__comb[2]} & {4'd0, want__2 == 3'd3})) << in_port__2);
    out_req = (out_req & ~(5'd1 << in_port__3)) | (({4'd0, out_req[in_port__3]} | ({4'd0, pick__comb[3]} & {4'd0, want__3 == 3'd3})) << in_port__3);
    out_req = (out_req & ~(5'd1 << in_port__4)) | (({4'd0, out_req[in_port__4]} | ({4'd0, pick__comb[4]} & {4'd0, want__4 == 3'd3})) << in_port__4);
    out_req = (out_req & ~(5'd1 << in_port__5)) | (({4'd0, out_req[in_port__5]} | ({4'd0, pick__comb[5]} & {4'd0, want__5 == 3'd3})) << in_port__5);
    out_req = (out_req & ~(5'd1 << in_port__6)) | (({4'd0, out_req[in_port__6]} | ({4'd0, pick__comb[6]} & {4'd0, want__6 == 3'd3})) << in_port__6);
    out_req = (out_req & ~(5'd1 << in_port__7)) | (({4'd0, out_req[in_port__7]} | ({4'd0, pick__comb[7]} & {4'd0, want__7 == 3'd3})) << in_port__7);
    out_req = (out_req & ~(5'd1 << in_port__8)) | (({4'd0, out_req[in_port__8]} | ({4'd0, pick__comb[8]} & {4'd0, want__8 == 3'd3})) << in_port__8);
    out_req = (out_req & ~(5'd1 << in_port__9)) | (({4'd0, out_req[in_port__9]} | ({4'd0, pick__comb[9]} & {4'd0, want__9 == 3'd3})) << in_port__9);
    out_arb__3__req = out_req;
    out_arb__3__urgent = 5'd0;
    out_arb__3__advance = out_arb__3__valid;
    out_valid__comb = (out_valid__comb & ~(5'd1 << 3)) | ({4'd0, out_arb__3__valid} << 3);
    out_port__3 = out_arb__3__grant_index;
    port_go__comb = port_go__comb | out_arb__3__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(5'd1 << 3)) | ({4'd0, out_arb__3__grant[0]} << 3);
    granted_by__1__comb = (granted_by__1__comb & ~(5'd1 << 3)) | ({4'd0, out_arb__3__grant[1]} << 3);
    granted_by__2__comb = (granted_by__2__comb & ~(5'd1 << 3)) | ({4'd0, out_arb__3__grant[2]} << 3);
    granted_by__3__comb = (granted_by__3__comb & ~(5'd1 << 3)) | ({4'd0, out_arb__3__grant[3]} << 3);
    granted_by__4__comb = (granted_by__4__comb & ~(5'd1 << 3)) | ({4'd0, out_arb__3__grant[4]} << 3);
    out_req = 5'd0;
    out_req = (out_req & ~(5'd1 << in_port__0)) | (({4'd0, out_req[in_port__0]} | ({4'd0, pick__comb[0]} & {4'd0, want__0 == 3'd4})) << in_port__0);
    out_req = (out_req & ~(5'd1 << in_port__1)) | (({4'd0, out_req[in_port__1]} | ({4'd0, pick__comb[1]} & {4'd0, want__1 == 3'd4})) << in_port__1);
    out_req = (out_req & ~(5'd1 << in_port__2)) | (({4'd0, out_req[in_port__2]} | ({4'd0, pick__comb[2]} & {4'd0, want__2 == 3'd4})) << in_port__2);
    out_req = (out_req & ~(5'd1 << in_port__3)) | (({4'd0, out_req[in_port__3]} | ({4'd0, pick__comb[3]} & {4'd0, want__3 == 3'd4})) << in_port__3);
    out_req = (out_req & ~(5'd1 << in_port__4)) | (({4'd0, out_req[in_port__4]} | ({4'd0, pick__comb[4]} & {4'd0, want__4 == 3'd4})) << in_port__4);
    out_req = (out_req & ~(5'd1 << in_port__5)) | (({4'd0, out_req[in_port__5]} | ({4'd0, pick__comb[5]} & {4'd0, want__5 == 3'd4})) << in_port__5);
    out_req = (out_req & ~(5'd1 << in_port__6)) | (({4'd0, out_req[in_port__6]} | ({4'd0, pick__comb[6]} & {4'd0, want__6 == 3'd4})) << in_port__6);
    out_req = (out_req & ~(5'd1 << in_port__7)) | (({4'd0, out_req[in_port__7]} | ({4'd0, pick__comb[7]} & {4'd0, want__7 == 3'd4})) << in_port__7);
    out_req = (out_req & ~(5'd1 << in_port__8)) | (({4'd0, out_req[in_port__8]} | ({4'd0, pick__comb[8]} & {4'd0, want__8 == 3'd4})) << in_port__8);
    out_req = (out_req & ~(5'd1 << in_port__9)) | (({4'd0, out_req[in_port__9]} | ({4'd0, pick__comb[9]} & {4'd0, want__9 == 3'd4})) << in_port__9);
    out_arb__4__req = out_req;
    out_arb__4__urgent = 5'd0;
    out_arb__4__advance = out_arb__4__valid;
    out_valid__comb = (out_valid__comb & ~(5'd1 << 4)) | ({4'd0, out_arb__4__valid} << 4);
    out_port__4 = out_arb__4__grant_index;
    port_go__comb = port_go__comb | out_arb__4__grant;
    granted_by__0__comb = (granted_by__0__comb & ~(5'd1 << 4)) | ({4'd0, out_arb__4__grant[0]} << 4);
    granted_by__1__comb = (granted_by__1__comb & ~(5'd1 << 4)) | ({4'd0, out_arb__4__grant[1]} << 4);
    granted_by__2__comb = (granted_by__2__comb & ~(5'd1 << 4)) | ({4'd0, out_arb__4__grant[2]} << 4);
    granted_by__3__comb = (granted_by__3__comb & ~(5'd1 << 4)) | ({4'd0, out_arb__4__grant[3]} << 4);
    granted_by__4__comb = (granted_by__4__comb & ~(5'd1 << 4)) | ({4'd0, out_arb__4__grant[4]} << 4);
    go__comb = 10'd0;
    in_arb__0__advance = port_go__comb[0];
    port_vc__0__comb = 1'b0;
    port_grant = 10'd0;
    if (port_go__comb[0]) begin
        port_vc__0__comb = in_arb__0__grant_index;
        port_grant = {8'd0, in_arb__0__grant};
    end
    go__comb = (go__comb >> vcs) | (port_grant << last_port_at);
    in_arb__1__advance = port_go__comb[1];
    port_vc__1__comb = 1'b0;
    port_grant = 10'd0;
    if (port_go__comb[1]) begin
        port_vc__1__comb = in_arb__1__grant_index;
        port_grant = {8'd0, in_arb__1__grant};
    end
    go__comb = (go__comb >> vcs) | (port_grant << last_port_at);
    in_arb__2__advance = port_go__comb[2];
    port_vc__2__comb = 1'b0;
    port_grant = 10'd0;
    if (port_go__comb[2]) begin
        port_vc__2__comb = in_arb__2__grant_index;
        port_grant = {8'd0, in_arb__2__grant};
    end
    go__comb = (go__comb >> vcs) | (port_grant << last_port_at);
    in_arb__3__advance = port_go__comb[3];
    port_vc__3__comb = 1'b0;
    port_grant = 10'd0;
    if (port_go__comb[3]) begin
        port_vc__3__comb = in_arb__3__grant_index;
        port_grant = {8'd0, in_arb__3__grant};
    end
    go__comb = (go__comb >> vcs) | (port_grant << last_port_at);
    in_arb__4__advance = port_go__comb[4];
    port_vc__4__comb = 1'b0;
    port_grant = 10'd0;
    if (port_go__comb[4]) begin
        port_vc__4__comb = in_arb__4__grant_index;
        port_grant = {8'd0, in_arb__4__grant};
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
    granted_by__0 = granted_by__0__comb;
    granted_by__1 = granted_by__1__comb;
    granted_by__2 = granted_by__2__comb;
    granted_by__3 = granted_by__3__comb;
    granted_by__4 = granted_by__4__comb;
    pick = pick__comb;
end
endmodule

module ftr_header_rewrite(
    input wire [65:0] flit_in,
    input wire [3:0] misses,
    input wire copy,
    output reg [65:0] flit_out
);
// Header rewrite of a head flit leaving through the switch: hops + 1
// (saturating), the misses VA granted; absorbing a multicast, the next listed
// destination into dest and the list shifted down. Body flits pass.
// Ports:
//   in    flit_in   66
//   in    misses   4
//   in    copy   1
//   out   flit_out   66
// Parameters (per instance):
//   hops_at   7
//   misses_at   7
//   leg_at   7
//   more_at   7
//   rest_at   7
//   dest_shift   7
//   below_list   66
parameter [6:0] hops_at = 7'h0;
parameter [6:0] misses_at = 7'h0;
parameter [6:0] leg_at = 7'h0;
parameter [6:0] more_at = 7'h0;
parameter [6:0] rest_at = 7'h0;
parameter [6:0] dest_shift = 7'h0;
parameter [65:0] below_list = 66'h0;
reg [65:0] flit;
reg [7:0] hops;
reg [5:0] lookup;
reg [3:0] more;
reg [3:0] leg;
// The low 6 bits of a 66-bit value.
function [5:0] low_6_of_66(input [65:0] x);
    reg [59:0] unused;
    {unused, low_6_of_66} = x;
endfunction
always @(*) begin
    flit = flit_in;
    hops = 8'd0;
    lookup = 6'd0;
    more = 4'd0;
    leg = 4'd0;
    if (flit[0]) begin
        hops = flit[hops_at +: 8];
        if (hops != 8'd255) begin
            hops = hops + 8'd1;
        end
        flit = (flit & ~(66'd1 << ({1'b0, hops_at} + 8'd0))) | ({65'd0, hops[0]} << ({1'b0, hops_at} + 8'd0));
        flit = (flit & ~(66'd1 << ({1'b0, hops_at} + 8'd1))) | ({65'd0, hops[1]} << ({1'b0, hops_at} + 8'd1));
        flit = (flit & ~(66'd1 << ({1'b0, hops_at} + 8'd2))) | ({65'd0, hops[2]} << ({1'b0, hops_at} + 8'd2));
        flit = (flit & ~(66'd1 << ({1'b0, hops_at} + 8'd3))) | ({65'd0, hops[3]} << ({1'b0, hops_at} + 8'd3));
        flit = (flit & ~(66'd1 << ({1'b0, hops_at} + 8'd4))) | ({65'd0, hops[4]} << ({1'b0, hops_at} + 8'd4));
        flit = (flit & ~(66'd1 << ({1'b0, hops_at} + 8'd5))) | ({65'd0, hops[5]} << ({1'b0, hops_at} + 8'd5));
        flit = (flit & ~(66'd1 << ({1'b0, hops_at} + 8'd6))) | ({65'd0, hops[6]} << ({1'b0, hops_at} + 8'd6));
        flit = (flit & ~(66'd1 << ({1'b0, hops_at} + 8'd7))) | ({65'd0, hops[7]} << ({1'b0, hops_at} + 8'd7));
        flit = (flit & ~(66'd1 << ({1'b0, misses_at} + 8'd0))) | ({65'd0, misses[0]} << ({1'b0, misses_at} + 8'd0));
        flit = (flit & ~(66'd1 << ({1'b0, misses_at} + 8'd1))) | ({65'd0, misses[1]} << ({1'b0, misses_at} + 8'd1));
        flit = (flit & ~(66'd1 << ({1'b0, misses_at} + 8'd2))) | ({65'd0, misses[2]} << ({1'b0, misses_at} + 8'd2));
        flit = (flit & ~(66'd1 << ({1'b0, misses_at} + 8'd3))) | ({65'd0, misses[3]} << ({1'b0, misses_at} + 8'd3));
        if (copy) begin
            lookup = low_6_of_66(flit >> rest_at);
            more = flit[more_at +: 4] - 4'd1;
            leg = flit[leg_at +: 4] + 4'd1;
            flit = (flit & below_list) | ((flit >> dest_shift) & ~below_list);
            flit = (flit & ~(66'd1 << (3'd2 + 3'd0))) | ({65'd0, lookup[0]} << (3'd2 + 3'd0));
            flit = (flit & ~(66'd1 << (3'd2 + 3'd1))) | ({65'd0, lookup[1]} << (3'd2 + 3'd1));
            flit = (flit & ~(66'd1 << (3'd2 + 3'd2))) | ({65'd0, lookup[2]} << (3'd2 + 3'd2));
            flit = (flit & ~(66'd1 << (3'd2 + 3'd3))) | ({65'd0, lookup[3]} << (3'd2 + 3'd3));
            flit = (flit & ~(66'd1 << (4'd2 + 4'd4))) | ({65'd0, lookup[4]} << (4'd2 + 4'd4));
            flit = (flit & ~(66'd1 << (4'd2 + 4'd5))) | ({65'd0, lookup[5]} << (4'd2 + 4'd5));
            flit = (flit & ~(66'd1 << ({1'b0, more_at} + 8'd0))) | ({65'd0, more[0]} << ({1'b0, more_at} + 8'd0));
            flit = (flit & ~(66'd1 << ({1'b0, leg_at} + 8'd0))) | ({65'd0, leg[0]} << ({1'b0, leg_at} + 8'd0));
            flit = (flit & ~(66'd1 << ({1'b0, more_at} + 8'd1))) | ({65'd0, more[1]} << ({1'b0, more_at} + 8'd1));
            flit = (flit & ~(66'd1 << ({1'b0, leg_at} + 8'd1))) | ({65'd0, leg[1]} << ({1'b0, leg_at} + 8'd1));
            flit = (flit & ~(66'd1 << ({1'b0, more_at} + 8'd2))) | ({65'd0, more[2]} << ({1'b0, more_at} + 8'd2));
            flit = (flit & ~(66'd1 << ({1'b0, leg_at} + 8'd2))) | ({65'd0, leg[2]} << ({1'b0, leg_at} + 8'd2));
            flit = (flit & ~(66'd1 << ({1'b0, more_at} + 8'd3))) | ({65'd0, more[3]} << ({1'b0, more_at} + 8'd3));
            flit = (flit & ~(66'd1 << ({1'b0, leg_at} + 8'd3))) | ({65'd0, leg[3]} << ({1'b0, leg_at} + 8'd3));
        end
    end
    flit_out = flit;
end
endmodule

module ftr_crossbar(
    input wire clock,
    input wire reset,
    input wire [67:0] flit_in__0,
    input wire [67:0] flit_in__1,
    input wire [67:0] flit_in__2,
    input wire [67:0] flit_in__3,
    input wire [67:0] flit_in__4,
    input wire [4:0] in_valid,
    input wire [2:0] sel__0,
    input wire [2:0] sel__1,
    input wire [2:0] sel__2,
    input wire [2:0] sel__3,
    input wire [2:0] sel__4,
    input wire [4:0] sel_valid,
    output reg [67:0] flit_out__0,
    output reg [67:0] flit_out__1,
    output reg [67:0] flit_out__2,
    output reg [67:0] flit_out__3,
    output reg [67:0] flit_out__4,
    output reg [4:0] out_valid
);
// Crossbar (ST stage): output o latches flit_in[sel[o]] when sel_valid[o] and
// in_valid[sel[o]], else zeros; outputs come from the registers.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    flit_in__0   68
//   in    flit_in__1   68
//   in    flit_in__2   68
//   in    flit_in__3   68
//   in    flit_in__4   68
//   in    in_valid   5
//   in    sel__0   3
//   in    sel__1   3
//   in    sel__2   3
//   in    sel__3   3
//   in    sel__4   3
//   in    sel_valid   5
//   out   flit_out__0   68
//   out   flit_out__1   68
//   out   flit_out__2   68
//   out   flit_out__3   68
//   out   flit_out__4   68
//   out   out_valid   5
// Registers:
//   out_reg__0   68   reset 68'h00000000000000000
//   out_reg__1   68   reset 68'h00000000000000000
//   out_reg__2   68   reset 68'h00000000000000000
//   out_reg__3   68   reset 68'h00000000000000000
//   out_reg__4   68   reset 68'h00000000000000000
//   valid_reg   5   reset 5'h00
reg [67:0] out_reg__0__d;
reg [67:0] out_reg__0__q;
reg [67:0] out_reg__1__d;
reg [67:0] out_reg__1__q;
reg [67:0] out_reg__2__d;
reg [67:0] out_reg__2__q;
reg [67:0] out_reg__3__d;
reg [67:0] out_reg__3__q;
reg [67:0] out_reg__4__d;
reg [67:0] out_reg__4__q;
reg [4:0] valid_reg__d;
reg [4:0] valid_reg__q;
always @(posedge clock) begin
    if (reset) out_reg__0__q <= 68'h00000000000000000; else out_reg__0__q <= out_reg__0__d;
    if (reset) out_reg__1__q <= 68'h00000000000000000; else out_reg__1__q <= out_reg__1__d;
    if (reset) out_reg__2__q <= 68'h00000000000000000; else out_reg__2__q <= out_reg__2__d;
    if (reset) out_reg__3__q <= 68'h00000000000000000; else out_reg__3__q <= out_reg__3__d;
    if (reset) out_reg__4__q <= 68'h00000000000000000; else out_reg__4__q <= out_reg__4__d;
    if (reset) valid_reg__q <= 5'h00; else valid_reg__q <= valid_reg__d;
end
always @(*) begin
    valid_reg__d = 5'd0;
    out_reg__0__d = 68'd0;
    flit_out__0 = out_reg__0__q;
    if (((sel__0 == 3'd0) & sel_valid[0]) & in_valid[0]) begin
        out_reg__0__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 0)) | (5'd1 << 0);
    end
    if (((sel__0 == 3'd1) & sel_valid[0]) & in_valid[1]) begin
        out_reg__0__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 0)) | (5'd1 << 0);
    end
    if (((sel__0 == 3'd2) & sel_valid[0]) & in_valid[2]) begin
        out_reg__0__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 0)) | (5'd1 << 0);
    end
    if (((sel__0 == 3'd3) & sel_valid[0]) & in_valid[3]) begin
        out_reg__0__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 0)) | (5'd1 << 0);
    end
    if (((sel__0 == 3'd4) & sel_valid[0]) & in_valid[4]) begin
        out_reg__0__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 0)) | (5'd1 << 0);
    end
    out_reg__1__d = 68'd0;
    flit_out__1 = out_reg__1__q;
    if (((sel__1 == 3'd0) & sel_valid[1]) & in_valid[0]) begin
        out_reg__1__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 1)) | (5'd1 << 1);
    end
    if (((sel__1 == 3'd1) & sel_valid[1]) & in_valid[1]) begin
        out_reg__1__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 1)) | (5'd1 << 1);
    end
    if (((sel__1 == 3'd2) & sel_valid[1]) & in_valid[2]) begin
        out_reg__1__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 1)) | (5'd1 << 1);
    end
    if (((sel__1 == 3'd3) & sel_valid[1]) & in_valid[3]) begin
        out_reg__1__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 1)) | (5'd1 << 1);
    end
    if (((sel__1 == 3'd4) & sel_valid[1]) & in_valid[4]) begin
        out_reg__1__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 1)) | (5'd1 << 1);
    end
    out_reg__2__d = 68'd0;
    flit_out__2 = out_reg__2__q;
    if (((sel__2 == 3'd0) & sel_valid[2]) & in_valid[0]) begin
        out_reg__2__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 2)) | (5'd1 << 2);
    end
    if (((sel__2 == 3'd1) & sel_valid[2]) & in_valid[1]) begin
        out_reg__2__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 2)) | (5'd1 << 2);
    end
    if (((sel__2 == 3'd2) & sel_valid[2]) & in_valid[2]) begin
        out_reg__2__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 2)) | (5'd1 << 2);
    end
    if (((sel__2 == 3'd3) & sel_valid[2]) & in_valid[3]) begin
        out_reg__2__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 2)) | (5'd1 << 2);
    end
    if (((sel__2 == 3'd4) & sel_valid[2]) & in_valid[4]) begin
        out_reg__2__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 2)) | (5'd1 << 2);
    end
    out_reg__3__d = 68'd0;
    flit_out__3 = out_reg__3__q;
    if (((sel__3 == 3'd0) & sel_valid[3]) & in_valid[0]) begin
        out_reg__3__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 3)) | (5'd1 << 3);
    end
    if (((sel__3 == 3'd1) & sel_valid[3]) & in_valid[1]) begin
        out_reg__3__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 3)) | (5'd1 << 3);
    end
    if (((sel__3 == 3'd2) & sel_valid[3]) & in_valid[2]) begin
        out_reg__3__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 3)) | (5'd1 << 3);
    end
    if (((sel__3 == 3'd3) & sel_valid[3]) & in_valid[3]) begin
        out_reg__3__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 3)) | (5'd1 << 3);
    end
    if (((sel__3 == 3'd4) & sel_valid[3]) & in_valid[4]) begin
        out_reg__3__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 3)) | (5'd1 << 3);
    end
    out_reg__4__d = 68'd0;
    flit_out__4 = out_reg__4__q;
    if (((sel__4 == 3'd0) & sel_valid[4]) & in_valid[0]) begin
        out_reg__4__d = flit_in__0;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 4)) | (5'd1 << 4);
    end
    if (((sel__4 == 3'd1) & sel_valid[4]) & in_valid[1]) begin
        out_reg__4__d = flit_in__1;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 4)) | (5'd1 << 4);
    end
    if (((sel__4 == 3'd2) & sel_valid[4]) & in_valid[2]) begin
        out_reg__4__d = flit_in__2;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 4)) | (5'd1 << 4);
    end
    if (((sel__4 == 3'd3) & sel_valid[4]) & in_valid[3]) begin
        out_reg__4__d = flit_in__3;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 4)) | (5'd1 << 4);
    end
    if (((sel__4 == 3'd4) & sel_valid[4]) & in_valid[4]) begin
        out_reg__4__d = flit_in__4;
        valid_reg__d = (valid_reg__d & ~(5'd1 << 4)) | (5'd1 << 4);
    end
    out_valid = valid_reg__q;
end
endmodule

module ftr_route_table(
    input wire clock,
    input wire write_enable,
    input wire [5:0] write_addr,
    input wire [6:0] write_data,
    input wire stage,
    input wire commit,
    input wire [5:0] read_addr__0,
    input wire [5:0] read_addr__1,
    input wire [5:0] read_addr__2,
    input wire [5:0] read_addr__3,
    input wire [5:0] read_addr__4,
    input wire [5:0] read_addr__5,
    input wire [5:0] read_addr__6,
    input wire [5:0] read_addr__7,
    input wire [5:0] read_addr__8,
    input wire [5:0] read_addr__9,
    output wire [6:0] read_data__0,
    output wire [6:0] read_data__1,
    output wire [6:0] read_data__2,
    output wire [6:0] read_data__3,
    output wire [6:0] read_data__4,
    output wire [6:0] read_data__5,
    output wire [6:0] read_data__6,
    output wire [6:0] read_data__7,
    output wire [6:0] read_data__8,
    output wire [6:0] read_data__9
);
// Routing table: one RouteWord per destination, a read port per input VC.
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   6
//   in    write_data   7
//   in    stage   1
//   in    commit   1
//   in    read_addr__0   6
//   in    read_addr__1   6
//   in    read_addr__2   6
//   in    read_addr__3   6
//   in    read_addr__4   6
//   in    read_addr__5   6
//   in    read_addr__6   6
//   in    read_addr__7   6
//   in    read_addr__8   6
//   in    read_addr__9   6
//   out   read_data__0   7
//   out   read_data__1   7
//   out   read_data__2   7
//   out   read_data__3   7
//   out   read_data__4   7
//   out   read_data__5   7
//   out   read_data__6   7
//   out   read_data__7   7
//   out   read_data__8   7
//   out   read_data__9   7
reg [6:0] words_mem [0:63];
reg [6:0] staged_mem [0:63];
always @(posedge clock) if (write_enable & stage) staged_mem[write_addr] <= write_data;
always @(posedge clock) if (write_enable & !stage & !commit) words_mem[write_addr] <= write_data;
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
  words_mem[24] <= staged_mem[24];
  words_mem[25] <= staged_mem[25];
  words_mem[26] <= staged_mem[26];
  words_mem[27] <= staged_mem[27];
  words_mem[28] <= staged_mem[28];
  words_mem[29] <= staged_mem[29];
  words_mem[30] <= staged_mem[30];
  words_mem[31] <= staged_mem[31];
  words_mem[32] <= staged_mem[32];
  words_mem[33] <= staged_mem[33];
  words_mem[34] <= staged_mem[34];
  words_mem[35] <= staged_mem[35];
  words_mem[36] <= staged_mem[36];
  words_mem[37] <= staged_mem[37];
  words_mem[38] <= staged_mem[38];
  words_mem[39] <= staged_mem[39];
  words_mem[40] <= staged_mem[40];
  words_mem[41] <= staged_mem[41];
  words_mem[42] <= staged_mem[42];
  words_mem[43] <= staged_mem[43];
  words_mem[44] <= staged_mem[44];
  words_mem[45] <= staged_mem[45];
  words_mem[46] <= staged_mem[46];
  words_mem[47] <= staged_mem[47];
  words_mem[48] <= staged_mem[48];
  words_mem[49] <= staged_mem[49];
  words_mem[50] <= staged_mem[50];
  words_mem[51] <= staged_mem[51];
  words_mem[52] <= staged_mem[52];
  words_mem[53] <= staged_mem[53];
  words_mem[54] <= staged_mem[54];
  words_mem[55] <= staged_mem[55];
  words_mem[56] <= staged_mem[56];
  words_mem[57] <= staged_mem[57];
  words_mem[58] <= staged_mem[58];
  words_mem[59] <= staged_mem[59];
  words_mem[60] <= staged_mem[60];
  words_mem[61] <= staged_mem[61];
  words_mem[62] <= staged_mem[62];
  words_mem[63] <= staged_mem[63];
end
`ifndef SYNTHESIS
integer i;
initial for (i = 0; i < 64; i = i + 1) begin words_mem[i] = 0; staged_mem[i] = 0; end
`endif
assign read_data__0 = words_mem[read_addr__0];
assign read_data__1 = words_mem[read_addr__1];
assign read_data__2 = words_mem[read_addr__2];
assign read_data__3 = words_mem[read_addr__3];
assign read_data__4 = words_mem[read_addr__4];
assign read_data__5 = words_mem[read_addr__5];
assign read_data__6 = words_mem[read_addr__6];
assign read_data__7 = words_mem[read_addr__7];
assign read_data__8 = words_mem[read_addr__8];
assign read_data__9 = words_mem[read_addr__9];
endmodule

module ftr_bubble_table(
    input wire clock,
    input wire write_enable,
    input wire [2:0] write_addr,
    input wire [3:0] write_data,
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
    output wire [3:0] read_data__0,
    output wire [3:0] read_data__1,
    output wire [3:0] read_data__2,
    output wire [3:0] read_data__3,
    output wire [3:0] read_data__4,
    output wire [3:0] read_data__5,
    output wire [3:0] read_data__6,
    output wire [3:0] read_data__7,
    output wire [3:0] read_data__8,
    output wire [3:0] read_data__9
);
// Bubble-check table: row r (input port r, P = local) bit q set means a
// packet from r to q stays on its ring (no bubble check).
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   3
//   in    write_data   4
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
//   out   read_data__0   4
//   out   read_data__1   4
//   out   read_data__2   4
//   out   read_data__3   4
//   out   read_data__4   4
//   out   read_data__5   4
//   out   read_data__6   4
//   out   read_data__7   4
//   out   read_data__8   4
//   out   read_data__9   4
reg [3:0] words_mem [0:4];
reg [3:0] staged_mem [0:4];
always @(posedge clock) if (write_enable & stage) staged_mem[write_addr] <= write_data;
always @(posedge clock) if (commit) begin
  words_mem[0] <= staged_mem[0];
  words_mem[1] <= staged_mem[1];
  words_mem[2] <= staged_mem[2];
  words_mem[3] <= staged_mem[3];
  words_mem[4] <= staged_mem[4];
end else if (write_enable & !stage) begin
  if (write_addr == 3'd0) words_mem[0] <= write_data;
  if (write_addr == 3'd1) words_mem[1] <= write_data;
  if (write_addr == 3'd2) words_mem[2] <= write_data;
  if (write_addr == 3'd3) words_mem[3] <= write_data;
  if (write_addr == 3'd4) words_mem[4] <= write_data;
end
`ifndef SYNTHESIS
integer i;
initial for (i = 0; i < 5; i = i + 1) begin words_mem[i] = 0; staged_mem[i] = 0; end
`endif
assign read_data__0 = (read_addr__0 < 3'd5) ? words_mem[read_addr__0] : 4'h0;
assign read_data__1 = (read_addr__1 < 3'd5) ? words_mem[read_addr__1] : 4'h0;
assign read_data__2 = (read_addr__2 < 3'd5) ? words_mem[read_addr__2] : 4'h0;
assign read_data__3 = (read_addr__3 < 3'd5) ? words_mem[read_addr__3] : 4'h0;
assign read_data__4 = (read_addr__4 < 3'd5) ? words_mem[read_addr__4] : 4'h0;
assign read_data__5 = (read_addr__5 < 3'd5) ? words_mem[read_addr__5] : 4'h0;
assign read_data__6 = (read_addr__6 < 3'd5) ? words_mem[read_addr__6] : 4'h0;
assign read_data__7 = (read_addr__7 < 3'd5) ? words_mem[read_addr__7] : 4'h0;
assign read_data__8 = (read_addr__8 < 3'd5) ? words_mem[read_addr__8] : 4'h0;
assign read_data__9 = (read_addr__9 < 3'd5) ? words_mem[read_addr__9] : 4'h0;
endmodule

module ftr_vc_config(
    input wire clock,
    input wire write_enable,
    input wire [3:0] write_addr,
    input wire [13:0] write_data,
    input wire stage,
    input wire commit,
    input wire [3:0] read_addr__0,
    input wire [3:0] read_addr__1,
    input wire [3:0] read_addr__2,
    input wire [3:0] read_addr__3,
    input wire [3:0] read_addr__4,
    input wire [3:0] read_addr__5,
    input wire [3:0] read_addr__6,
    input wire [3:0] read_addr__7,
    input wire [3:0] read_addr__8,
    input wire [3:0] read_addr__9,
    output wire [13:0] read_data__0,
    output wire [13:0] read_data__1,
    output wire [13:0] read_data__2,
    output wire [13:0] read_data__3,
    output wire [13:0] read_data__4,
    output wire [13:0] read_data__5,
    output wire [13:0] read_data__6,
    output wire [13:0] read_data__7,
    output wire [13:0] read_data__8,
    output wire [13:0] read_data__9
);
// VC configuration: per VC on_escape, follow, down, adaptive_ok, off_ring,
// keep, ring successor and bubble row.
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   4
//   in    write_data   14
//   in    stage   1
//   in    commit   1
//   in    read_addr__0   4
//   in    read_addr__1   4
//   in    read_addr__2   4
//   in    read_addr__3   4
//   in    read_addr__4   4
//   in    read_addr__5   4
//   in    read_addr__6   4
//   in    read_addr__7   4
//   in    read_addr__8   4
//   in    read_addr__9   4
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
reg [13:0] words_mem [0:9];
reg [13:0] staged_mem [0:9];
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
end else if (write_enable & !stage) begin
  if (write_addr == 4'd0) words_mem[0] <= write_data;
  if (write_addr == 4'd1) words_mem[1] <= write_data;
  if (write_addr == 4'd2) words_mem[2] <= write_data;
  if (write_addr == 4'd3) words_mem[3] <= write_data;
  if (write_addr == 4'd4) words_mem[4] <= write_data;
  if (write_addr == 4'd5) words_mem[5] <= write_data;
  if (write_addr == 4'd6) words_mem[6] <= write_data;
  if (write_addr == 4'd7) words_mem[7] <= write_data;
  if (write_addr == 4'd8) words_mem[8] <= write_data;
  if (write_addr == 4'd9) words_mem[9] <= write_data;
end
`ifndef SYNTHESIS
integer i;
initial for (i = 0; i < 10; i = i + 1) begin words_mem[i] = 0; staged_mem[i] = 0; end
`endif
assign read_data__0 = (read_addr__0 < 4'd10) ? words_mem[read_addr__0] : 14'h0;
assign read_data__1 = (read_addr__1 < 4'd10) ? words_mem[read_addr__1] : 14'h0;
assign read_data__2 = (read_addr__2 < 4'd10) ? words_mem[read_addr__2] : 14'h0;
assign read_data__3 = (read_addr__3 < 4'd10) ? words_mem[read_addr__3] : 14'h0;
assign read_data__4 = (read_addr__4 < 4'd10) ? words_mem[read_addr__4] : 14'h0;
assign read_data__5 = (read_addr__5 < 4'd10) ? words_mem[read_addr__5] : 14'h0;
assign read_data__6 = (read_addr__6 < 4'd10) ? words_mem[read_addr__6] : 14'h0;
assign read_data__7 = (read_addr__7 < 4'd10) ? words_mem[read_addr__7] : 14'h0;
assign read_data__8 = (read_addr__8 < 4'd10) ? words_mem[read_addr__8] : 14'h0;
assign read_data__9 = (read_addr__9 < 4'd10) ? words_mem[read_addr__9] : 14'h0;
endmodule

module ftr_router(
    input wire clock,
    input wire reset,
    input wire [5:0] node,
    input wire [4:0] flit_in_valid,
    input wire [65:0] flit_in__0,
    input wire [65:0] flit_in__1,
    input wire [65:0] flit_in__2,
    input wire [65:0] flit_in__3,
    input wire [65:0] flit_in__4,
    input wire flit_in_vc__0,
    input wire flit_in_vc__1,
    input wire flit_in_vc__2,
    input wire flit_in_vc__3,
    input wire flit_in_vc__4,
    input wire [4:0] credit_in_valid,
    input wire credit_in_vc__0,
    input wire credit_in_vc__1,
    input wire credit_in_vc__2,
    input wire credit_in_vc__3,
    input wire credit_in_vc__4,
    output reg [4:0] flit_out_valid,
    output reg [65:0] flit_out__0,
    output reg [65:0] flit_out__1,
    output reg [65:0] flit_out__2,
    output reg [65:0] flit_out__3,
    output reg [65:0] flit_out__4,
    output reg flit_out_vc__0,
    output reg flit_out_vc__1,
    output reg flit_out_vc__2,
    output reg flit_out_vc__3,
    output reg flit_out_vc__4,
    output reg [4:0] copy_out_valid,
    output reg [4:0] credit_out_valid,
    output reg credit_out_vc__0,
    output reg credit_out_vc__1,
    output reg credit_out_vc__2,
    output reg credit_out_vc__3,
    output reg credit_out_vc__4,
    input wire cfg_write,
    input wire cfg_stage,
    input wire cfg_commit,
    input wire [1:0] cfg_target,
    input wire [5:0] cfg_addr,
    input wire [13:0] cfg_data,
    input wire [4:0] dead_out,
    input wire [4:0] poison
);
// Router top: VC buffers, RC, input VC control, VA, SA, header rewrite and
// crossbar, credit counters; the routing, bubble-check and VC configuration
// tables in memories written through the cfg port (cfg_target 0, 1, 2).
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    node   6
//   in    flit_in_valid   5
//   in    flit_in__0   66
//   in    flit_in__1   66
//   in    flit_in__2   66
//   in    flit_in__3   66
//   in    flit_in__4   66
//   in    flit_in_vc__0   1
//   in    flit_in_vc__1   1
//   in    flit_in_vc__2   1
//   in    flit_in_vc__3   1
//   in    flit_in_vc__4   1
//   in    credit_in_valid   5
//   in    credit_in_vc__0   1
//   in    credit_in_vc__1   1
//   in    credit_in_vc__2   1
//   in    credit_in_vc__3   1
//   in    credit_in_vc__4   1
//   out   flit_out_valid   5
//   out   flit_out__0   66
//   out   flit_out__1   66
//   out   flit_out__2   66
//   out   flit_out__3   66
//   out   flit_out__4   66
//   out   flit_out_vc__0   1
//   out   flit_out_vc__1   1
//   out   flit_out_vc__2   1
//   out   flit_out_vc__3   1
//   out   flit_out_vc__4   1
//   out   copy_out_valid   5
//   out   credit_out_valid   5
//   out   credit_out_vc__0   1
//   out   credit_out_vc__1   1
//   out   credit_out_vc__2   1
//   out   credit_out_vc__3   1
//   out   credit_out_vc__4   1
//   in    cfg_write   1
//   in    cfg_stage   1
//   in    cfg_commit   1
//   in    cfg_target   2
//   in    cfg_addr   6
//   in    cfg_data   14
//   in    dead_out   5
//   in    poison   5
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
//   need_at__0   3
//   need_at__1   3
//   need_at__2   3
//   need_at__3   3
//   need_at__4   3
//   need_at__5   3
//   need_at__6   3
//   need_at__7   3
//   need_at__8   3
//   need_at__9   3
//   need_ok   10
//   sink   10
//   all_credits   9
//   room_at   4
//   room_ok   1
//   vcs   2
//   last_port_at   4
//   keep_at   3
//   successor_at   4
//   credit_bits   4
//   credits_top   7
//   credits_width   7
//   vc_count   4
//   vc_at   7
//   copy_at   7
//   misses_at   7
// Registers:
//   owned   10   reset 10'h000
//   credit_valid   5   reset 5'h00
//   credit_vc__0   1   reset 1'h0
//   credit_vc__1   1   reset 1'h0
//   credit_vc__2   1   reset 1'h0
//   credit_vc__3   1   reset 1'h0
//   credit_vc__4   1   reset 1'h0
parameter [2:0] in_port__0 = 3'h0;
parameter [2:0] in_port__1 = 3'h0;
parameter [2:0] in_port__2 = 3'h1;
parameter [2:0] in_port__3 = 3'h1;
parameter [2:0] in_port__4 = 3'h2;
parameter [2:0] in_port__5 = 3'h2;
parameter [2:0] in_port__6 = 3'h3;
parameter [2:0] in_port__7 = 3'h3;
parameter [2:0] in_port__8 = 3'h4;
parameter [2:0] in_port__9 = 3'h4;
parameter [2:0] need_at__0 = 3'h4;
parameter [2:0] need_at__1 = 3'h4;
parameter [2:0] need_at__2 = 3'h4;
parameter [2:0] need_at__3 = 3'h4;
parameter [2:0] need_at__4 = 3'h4;
parameter [2:0] need_at__5 = 3'h4;
parameter [2:0] need_at__6 = 3'h4;
parameter [2:0] need_at__7 = 3'h4;
parameter [2:0] need_at__8 = 3'h4;
parameter [2:0] need_at__9 = 3'h4;
parameter [9:0] need_ok = 10'h3ff;
parameter [9:0] sink = 10'h300;
parameter [8:0] all_credits = 9'h1ff;
parameter [3:0] room_at = 4'h8;
parameter room_ok = 1'h1;
parameter [1:0] vcs = 2'h2;
parameter [3:0] last_port_at = 4'h8;
parameter [2:0] keep_at = 3'h5;
parameter [3:0] successor_at = 4'h9;
parameter [3:0] credit_bits = 4'h9;
parameter [6:0] credits_top = 7'h51;
parameter [6:0] credits_width = 7'h5a;
parameter [3:0] vc_count = 4'ha;
parameter [6:0] vc_at = 7'h42;
parameter [6:0] copy_at = 7'h43;
parameter [6:0] misses_at = 7'h44;
reg [9:0] write_hot;
reg [9:0] credit_hot;
reg [9:0] sent;
reg [9:0] released;
reg [9:0] port_sent;
reg [9:0] port_released;
reg [9:0] spread;
reg [1:0] vc_hot;
reg [9:0] port_hot;
reg [9:0] free;
reg [9:0] room;
reg [9:0] req_bubble;
reg [9:0] credit_idle;
reg [9:0] credit_go;
reg [89:0] credits;
reg [9:0] sink_now;
reg [139:0] out_vcs;
reg [89:0] wide;
reg [9:0] adaptive_ok;
reg [9:0] off_ring;
reg [9:0] req_valid;
reg [9:0] req_priority;
reg [9:0] sa_req;
reg [71:0] port_leaving;
reg [67:0] lane;
reg [4:0] copies;
reg [65:0] rc__0__head;
reg [5:0] rc__0__node;
wire [5:0] rc__0__lookup;
reg [6:0] rc__0__word;
reg rc__0__down;
reg [3:0] rc__0__keep;
reg rc__0__follow;
reg [1:0] rc__0__successor;
reg rc__0__on_escape;
wire rc__0__eject;
wire [3:0] rc__0__mask;
wire rc__0__escape;
wire [1:0] rc__0__port;
wire rc__0__esc_class;
wire rc__0__absorb;
wire rc__0__layered;
wire [3:0] rc__0__layer;
reg [65:0] rc__1__head;
reg [5:0] rc__1__node;
wire [5:0] rc__1__lookup;
reg [6:0] rc__1__word;
reg rc__1__down;
reg [3:0] rc__1__keep;
reg rc__1__follow;
reg [1:0] rc__1__successor;
reg rc__1__on_escape;
wire rc__1__eject;
wire [3:0] rc__1__mask;
wire rc__1__escape;
wire [1:0] rc__1__port;
wire rc__1__esc_class;
wire rc__1__absorb;
wire rc__1__layered;
wire [3:0] rc__1__layer;
reg [65:0] rc__2__head;
reg [5:0] rc__2__node;
wire [5:0] rc__2__lookup;
reg [6:0] rc__2__word;
reg rc__2__down;
reg [3:0] rc__2__keep;
reg rc__2__follow;
reg [1:0] rc__2__successor;
reg rc__2__on_escape;
wire rc__2__eject;
wire [3:0] rc__2__mask;
wire rc__2__escape;
wire [1:0] rc__2__port;
wire rc__2__esc_class;
wire rc__2__absorb;
wire rc__2__layered;
wire [3:0] rc__2__layer;
reg [65:0] rc__3__head;
reg [5:0] rc__3__node;
wire [5:0] rc__3__lookup;
reg [6:0] rc__3__word;
reg rc__3__down;
reg [3:0] rc__3__keep;
reg rc__3__follow;
reg [1:0] rc__3__successor;
reg rc__3__on_escape;
wire rc__3__eject;
wire [3:0] rc__3__mask;
wire rc__3__escape;
wire [1:0] rc__3__port;
wire rc__3__esc_class;
wire rc__3__absorb;
wire rc__3__layered;
wire [3:0] rc__3__layer;
reg [65:0] rc__4__head;
reg [5:0] rc__4__node;
wire [5:0] rc__4__lookup;
reg [6:0] rc__4__word;
reg rc__4__down;
reg [3:0] rc__4__keep;
reg rc__4__follow;
reg [1:0] rc__4__successor;
reg rc__4__on_escape;
wire rc__4__eject;
wire [3:0] rc__4__mask;
wire rc__4__escape;
wire [1:0] rc__4__port;
wire rc__4__esc_class;
wire rc__4__absorb;
wire rc__4__layered;
wire [3:0] rc__4__layer;
reg [65:0] rc__5__head;
reg [5:0] rc__5__node;
wire [5:0] rc__5__lookup;
reg [6:0] rc__5__word;
reg rc__5__down;
reg [3:0] rc__5__keep;
reg rc__5__follow;
reg [1:0] rc__5__successor;
reg rc__5__on_escape;
wire rc__5__eject;
wire [3:0] rc__5__mask;
wire rc__5__escape;
wire [1:0] rc__5__port;
wire rc__5__esc_class;
wire rc__5__absorb;
wire rc__5__layered;
wire [3:0] rc__5__layer;
reg [65:0] rc__6__head;
reg [5:0] rc__6__node;
wire [5:0] rc__6__lookup;
reg [6:0] rc__6__word;
reg rc__6__down;
reg [3:0] rc__6__keep;
reg rc__6__follow;
reg [1:0] rc__6__successor;
reg rc__6__on_escape;
wire rc__6__eject;
wire [3:0] rc__6__mask;
wire rc__6__escape;
wire [1:0] rc__6__port;
wire rc__6__esc_class;
wire rc__6__absorb;
wire rc__6__layered;
wire [3:0] rc__6__layer;
reg [65:0] rc__7__head;
reg [5:0] rc__7__node;
wire [5:0] rc__7__lookup;
reg [6:0] rc__7__word;
reg rc__7__down;
reg [3:0] rc__7__keep;
reg rc__7__follow;
reg [1:0] rc__7__successor;
reg rc__7__on_escape;
wire rc__7__eject;
wire [3:0] rc__7__mask;
wire rc__7__escape;
wire [1:0] rc__7__port;
wire rc__7__esc_class;
wire rc__7__absorb;
wire rc__7__layered;
wire [3:0] rc__7__layer;
reg [65:0] rc__8__head;
reg [5:0] rc__8__node;
wire [5:0] rc__8__lookup;
reg [6:0] rc__8__word;
reg rc__8__down;
reg [3:0] rc__8__keep;
reg rc__8__follow;
reg [1:0] rc__8__successor;
reg rc__8__on_escape;
wire rc__8__eject;
wire [3:0] rc__8__mask;
wire rc__8__escape;
wire [1:0] rc__8__port;
wire rc__8__esc_class;
wire rc__8__absorb;
wire rc__8__layered;
wire [3:0] rc__8__layer;
reg [65:0] rc__9__head;
reg [5:0] rc__9__node;
wire [5:0] rc__9__lookup;
reg [6:0] rc__9__word;
reg rc__9__down;
reg [3:0] rc__9__keep;
reg rc__9__follow;
reg [1:0] rc__9__successor;
reg rc__9__on_escape;
wire rc__9__eject;
wire [3:0] rc__9__mask;
wire rc__9__escape;
wire [1:0] rc__9__port;
wire rc__9__esc_class;
wire rc__9__absorb;
wire rc__9__layered;
wire [3:0] rc__9__layer;
reg [65:0] unit__0__flit_in;
reg unit__0__write;
reg unit__0__rc_eject;
reg [3:0] unit__0__rc_mask;
reg unit__0__rc_escape;
reg [1:0] unit__0__rc_port;
reg unit__0__rc_class;
reg unit__0__rc_absorb;
reg unit__0__rc_layered;
reg [3:0] unit__0__rc_layer;
reg [13:0] unit__0__vc_config;
wire [2:0] unit__0__row_addr;
reg [3:0] unit__0__row_bits;
reg [139:0] unit__0__out_vcs;
reg [3:0] unit__0__dead;
reg unit__0__won;
reg unit__0__go;
wire [65:0] unit__0__rc_head;
wire unit__0__req_valid;
wire unit__0__req_bubble;
wire [9:0] unit__0__req_vc;
wire unit__0__req_priority;
wire unit__0__sa_req;
wire [9:0] unit__0__held_hot;
wire [2:0] unit__0__held_port;
wire [71:0] unit__0__leaving;
reg unit__0__poison;
reg [65:0] unit__1__flit_in;
reg unit__1__write;
reg unit__1__rc_eject;
reg [3:0] unit__1__rc_mask;
reg unit__1__rc_escape;
reg [1:0] unit__1__rc_port;
reg unit__1__rc_class;
reg unit__1__rc_absorb;
reg unit__1__rc_layered;
reg [3:0] unit__1__rc_layer;
reg [13:0] unit__1__vc_config;
wire [2:0] unit__1__row_addr;
reg [3:0] unit__1__row_bits;
reg [139:0] unit__1__out_vcs;
reg [3:0] unit__1__dead;
reg unit__1__won;
reg unit__1__go;
wire [65:0] unit__1__rc_head;
wire unit__1__req_valid;
wire unit__1__req_bubble;
wire [9:0] unit__1__req_vc;
wire unit__1__req_priority;
wire unit__1__sa_req;
wire [9:0] unit__1__held_hot;
wire [2:0] unit__1__held_port;
wire [71:0] unit__1__leaving;
reg unit__1__poison;
reg [65:0] unit__2__flit_in;
reg unit__2__write;
reg unit__2__rc_eject;
reg [3:0] unit__2__rc_mask;
reg unit__2__rc_escape;
reg [1:0] unit__2__rc_port;
reg unit__2__rc_class;
reg unit__2__rc_absorb;
reg unit__2__rc_layered;
reg [3:0] unit__2__rc_layer;
reg [13:0] unit__2__vc_config;
wire [2:0] unit__2__row_addr;
reg [3:0] unit__2__row_bits;
reg [139:0] unit__2__out_vcs;
reg [3:0] unit__2__dead;
reg unit__2__won;
reg unit__2__go;
wire [65:0] unit__2__rc_head;
wire unit__2__req_valid;
wire unit__2__req_bubble;
wire [9:0] unit__2__req_vc;
wire unit__2__req_priority;
wire unit__2__sa_req;
wire [9:0] unit__2__held_hot;
wire [2:0] unit__2__held_port;
wire [71:0] unit__2__leaving;
reg unit__2__poison;
reg [65:0] unit__3__flit_in;
reg unit__3__write;
reg unit__3__rc_eject;
reg [3:0] unit__3__rc_mask;
reg unit__3__rc_escape;
reg [1:0] unit__3__rc_port;
reg unit__3__rc_class;
reg unit__3__rc_absorb;
reg unit__3__rc_layered;
reg [3:0] unit__3__rc_layer;
reg [13:0] unit__3__vc_config;
wire [2:0] unit__3__row_addr;
reg [3:0] unit__3__row_bits;
reg [139:0] unit__3__out_vcs;
reg [3:0] unit__3__dead;
reg unit__3__won;
reg unit__3__go;
wire [65:0] unit__3__rc_head;
wire unit__3__req_valid;
wire unit__3__req_bubble;
wire [9:0] unit__3__req_vc;
wire unit__3__req_priority;
wire unit__3__sa_req;
wire [9:0] unit__3__held_hot;
wire [2:0] unit__3__held_port;
wire [71:0] unit__3__leaving;
reg unit__3__poison;
reg [65:0] unit__4__flit_in;
reg unit__4__write;
reg unit__4__rc_eject;
reg [3:0] unit__4__rc_mask;
reg unit__4__rc_escape;
reg [1:0] unit__4__rc_port;
reg unit__4__rc_class;
reg unit__4__rc_absorb;
reg unit__4__rc_layered;
reg [3:0] unit__4__rc_layer;
reg [13:0] unit__4__vc_config;
wire [2:0] unit__4__row_addr;
reg [3:0] unit__4__row_bits;
reg [139:0] unit__4__out_vcs;
reg [3:0] unit__4__dead;
reg unit__4__won;
reg unit__4__go;
wire [65:0] unit__4__rc_head;
wire unit__4__req_valid;
wire unit__4__req_bubble;
wire [9:0] unit__4__req_vc;
wire unit__4__req_priority;
wire unit__4__sa_req;
wire [9:0] unit__4__held_hot;
wire [2:0] unit__4__held_port;
wire [71:0] unit__4__leaving;
reg unit__4__poison;
reg [65:0] unit__5__flit_in;
reg unit__5__write;
reg unit__5__rc_eject;
reg [3:0] unit__5__rc_mask;
reg unit__5__rc_escape;
reg [1:0] unit__5__rc_port;
reg unit__5__rc_class;
reg unit__5__rc_absorb;
reg unit__5__rc_layered;
reg [3:0] unit__5__rc_layer;
reg [13:0] unit__5__vc_config;
wire [2:0] unit__5__row_addr;
reg [3:0] unit__5__row_bits;
reg [139:0] unit__5__out_vcs;
reg [3:0] unit__5__dead;
reg unit__5__won;
reg unit__5__go;
wire [65:0] unit__5__rc_head;
wire unit__5__req_valid;
wire unit__5__req_bubble;
wire [9:0] unit__5__req_vc;
wire unit__5__req_priority;
wire unit__5__sa_req;
wire [9:0] unit__5__held_hot;
wire [2:0] unit__5__held_port;
wire [71:0] unit__5__leaving;
reg unit__5__poison;
reg [65:0] unit__6__flit_in;
reg unit__6__write;
reg unit__6__rc_eject;
reg [3:0] unit__6__rc_mask;
reg unit__6__rc_escape;
reg [1:0] unit__6__rc_port;
reg unit__6__rc_class;
reg unit__6__rc_absorb;
reg unit__6__rc_layered;
reg [3:0] unit__6__rc_layer;
reg [13:0] unit__6__vc_config;
wire [2:0] unit__6__row_addr;
reg [3:0] unit__6__row_bits;
reg [139:0] unit__6__out_vcs;
reg [3:0] unit__6__dead;
reg unit__6__won;
reg unit__6__go;
wire [65:0] unit__6__rc_head;
wire unit__6__req_valid;
wire unit__6__req_bubble;
wire [9:0] unit__6__req_vc;
wire unit__6__req_priority;
wire unit__6__sa_req;
wire [9:0] unit__6__held_hot;
wire [2:0] unit__6__held_port;
wire [71:0] unit__6__leaving;
reg unit__6__poison;
reg [65:0] unit__7__flit_in;
reg unit__7__write;
reg unit__7__rc_eject;
reg [3:0] unit__7__rc_mask;
reg unit__7__rc_escape;
reg [1:0] unit__7__rc_port;
reg unit__7__rc_class;
reg unit__7__rc_absorb;
reg unit__7__rc_layered;
reg [3:0] unit__7__rc_layer;
reg [13:0] unit__7__vc_config;
wire [2:0] unit__7__row_addr;
reg [3:0] unit__7__row_bits;
reg [139:0] unit__7__out_vcs;
reg [3:0] unit__7__dead;
reg unit__7__won;
reg unit__7__go;
wire [65:0] unit__7__rc_head;
wire unit__7__req_valid;
wire unit__7__req_bubble;
wire [9:0] unit__7__req_vc;
wire unit__7__req_priority;
wire unit__7__sa_req;
wire [9:0] unit__7__held_hot;
wire [2:0] unit__7__held_port;
wire [71:0] unit__7__leaving;
reg unit__7__poison;
reg [65:0] unit__8__flit_in;
reg unit__8__write;
reg unit__8__rc_eject;
reg [3:0] unit__8__rc_mask;
reg unit__8__rc_escape;
reg [1:0] unit__8__rc_port;
reg unit__8__rc_class;
reg unit__8__rc_absorb;
reg unit__8__rc_layered;
reg [3:0] unit__8__rc_layer;
reg [13:0] unit__8__vc_config;
wire [2:0] unit__8__row_addr;
reg [3:0] unit__8__row_bits;
reg [139:0] unit__8__out_vcs;
reg [3:0] unit__8__dead;
reg unit__8__won;
reg unit__8__go;
wire [65:0] unit__8__rc_head;
wire unit__8__req_valid;
wire unit__8__req_bubble;
wire [9:0] unit__8__req_vc;
wire unit__8__req_priority;
wire unit__8__sa_req;
wire [9:0] unit__8__held_hot;
wire [2:0] unit__8__held_port;
wire [71:0] unit__8__leaving;
reg unit__8__poison;
reg [65:0] unit__9__flit_in;
reg unit__9__write;
reg unit__9__rc_eject;
reg [3:0] unit__9__rc_mask;
reg unit__9__rc_escape;
reg [1:0] unit__9__rc_port;
reg unit__9__rc_class;
reg unit__9__rc_absorb;
reg unit__9__rc_layered;
reg [3:0] unit__9__rc_layer;
reg [13:0] unit__9__vc_config;
wire [2:0] unit__9__row_addr;
reg [3:0] unit__9__row_bits;
reg [139:0] unit__9__out_vcs;
reg [3:0] unit__9__dead;
reg unit__9__won;
reg unit__9__go;
wire [65:0] unit__9__rc_head;
wire unit__9__req_valid;
wire unit__9__req_bubble;
wire [9:0] unit__9__req_vc;
wire unit__9__req_priority;
wire unit__9__sa_req;
wire [9:0] unit__9__held_hot;
wire [2:0] unit__9__held_port;
wire [71:0] unit__9__leaving;
reg unit__9__poison;
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
reg [9:0] va__req_valid;
reg [9:0] va__req_bubble;
reg [9:0] va__free;
reg [9:0] va__room;
reg [9:0] va__req_vc__0;
reg [9:0] va__req_vc__1;
reg [9:0] va__req_vc__2;
reg [9:0] va__req_vc__3;
reg [9:0] va__req_vc__4;
reg [9:0] va__req_vc__5;
reg [9:0] va__req_vc__6;
reg [9:0] va__req_vc__7;
reg [9:0] va__req_vc__8;
reg [9:0] va__req_vc__9;
reg [9:0] va__req_priority;
wire [9:0] va__won;
wire [9:0] va__granted;
reg [9:0] sa__req;
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
wire [9:0] sa__go;
wire [4:0] sa__out_valid;
wire [2:0] sa__out_port__0;
wire [2:0] sa__out_port__1;
wire [2:0] sa__out_port__2;
wire [2:0] sa__out_port__3;
wire [2:0] sa__out_port__4;
wire [4:0] sa__port_go;
wire sa__port_vc__0;
wire sa__port_vc__1;
wire sa__port_vc__2;
wire sa__port_vc__3;
wire sa__port_vc__4;
wire [4:0] sa__granted_by__0;
wire [4:0] sa__granted_by__1;
wire [4:0] sa__granted_by__2;
wire [4:0] sa__granted_by__3;
wire [4:0] sa__granted_by__4;
wire [9:0] sa__pick;
reg [65:0] rewrite__0__flit_in;
reg [3:0] rewrite__0__misses;
reg rewrite__0__copy;
wire [65:0] rewrite__0__flit_out;
reg [65:0] rewrite__1__flit_in;
reg [3:0] rewrite__1__misses;
reg rewrite__1__copy;
wire [65:0] rewrite__1__flit_out;
reg [65:0] rewrite__2__flit_in;
reg [3:0] rewrite__2__misses;
reg rewrite__2__copy;
wire [65:0] rewrite__2__flit_out;
reg [65:0] rewrite__3__flit_in;
reg [3:0] rewrite__3__misses;
reg rewrite__3__copy;
wire [65:0] rewrite__3__flit_out;
reg [65:0] rewrite__4__flit_in;
reg [3:0] rewrite__4__misses;
reg rewrite__4__copy;
wire [65:0] rewrite__4__flit_out;
reg [67:0] xbar__flit_in__0;
reg [67:0] xbar__flit_in__1;
reg [67:0] xbar__flit_in__2;
reg [67:0] xbar__flit_in__3;
reg [67:0] xbar__flit_in__4;
reg [4:0] xbar__in_valid;
reg [2:0] xbar__sel__0;
reg [2:0] xbar__sel__1;
reg [2:0] xbar__sel__2;
reg [2:0] xbar__sel__3;
reg [2:0] xbar__sel__4;
reg [4:0] xbar__sel_valid;
wire [67:0] xbar__flit_out__0;
wire [67:0] xbar__flit_out__1;
wire [67:0] xbar__flit_out__2;
wire [67:0] xbar__flit_out__3;
wire [67:0] xbar__flit_out__4;
wire [4:0] xbar__out_valid;
reg routes__write_enable;
reg [5:0] routes__write_addr;
reg [6:0] routes__write_data;
reg routes__stage;
reg routes__commit;
reg [5:0] routes__read_addr__0;
reg [5:0] routes__read_addr__1;
reg [5:0] routes__read_addr__2;
reg [5:0] routes__read_addr__3;
reg [5:0] routes__read_addr__4;
reg [5:0] routes__read_addr__5;
reg [5:0] routes__read_addr__6;
reg [5:0] routes__read_addr__7;
reg [5:0] routes__read_addr__8;
reg [5:0] routes__read_addr__9;
wire [6:0] routes__read_data__0;
wire [6:0] routes__read_data__1;
wire [6:0] routes__read_data__2;
wire [6:0] routes__read_data__3;
wire [6:0] routes__read_data__4;
wire [6:0] routes__read_data__5;
wire [6:0] routes__read_data__6;
wire [6:0] routes__read_data__7;
wire [6:0] routes__read_data__8;
wire [6:0] routes__read_data__9;
reg bubble__write_enable;
reg [2:0] bubble__write_addr;
reg [3:0] bubble__write_data;
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
wire [3:0] bubble__read_data__0;
wire [3:0] bubble__read_data__1;
wire [3:0] bubble__read_data__2;
wire [3:0] bubble__read_data__3;
wire [3:0] bubble__read_data__4;
wire [3:0] bubble__read_data__5;
wire [3:0] bubble__read_data__6;
wire [3:0] bubble__read_data__7;
wire [3:0] bubble__read_data__8;
wire [3:0] bubble__read_data__9;
reg vc_config__write_enable;
reg [3:0] vc_config__write_addr;
reg [13:0] vc_config__write_data;
reg vc_config__stage;
reg vc_config__commit;
reg [3:0] vc_config__read_addr__0;
reg [3:0] vc_config__read_addr__1;
reg [3:0] vc_config__read_addr__2;
reg [3:0] vc_config__read_addr__3;
reg [3:0] vc_config__read_addr__4;
reg [3:0] vc_config__read_addr__5;
reg [3:0] vc_config__read_addr__6;
reg [3:0] vc_config__read_addr__7;
reg [3:0] vc_config__read_addr__8;
reg [3:0] vc_config__read_addr__9;
wire [13:0] vc_config__read_data__0;
wire [13:0] vc_config__read_data__1;
wire [13:0] vc_config__read_data__2;
wire [13:0] vc_config__read_data__3;
wire [13:0] vc_config__read_data__4;
wire [13:0] vc_config__read_data__5;
wire [13:0] vc_config__read_data__6;
wire [13:0] vc_config__read_data__7;
wire [13:0] vc_config__read_data__8;
wire [13:0] vc_config__read_data__9;
reg [9:0] owned__d;
reg [9:0] owned__q;
reg [4:0] credit_valid__d;
reg [4:0] credit_valid__q;
reg credit_vc__0__d;
reg credit_vc__0__q;
reg credit_vc__1__d;
reg credit_vc__1__q;
reg credit_vc__2__d;
reg credit_vc__2__q;
reg credit_vc__3__d;
reg credit_vc__3__q;
reg credit_vc__4__d;
reg credit_vc__4__q;
ftr_route_compute #(.arrived_class(1'h0), .valid_at(3'h4), .port_at(3'h5), .port_mask(2'h3), .class_at(3'h0), .down_at(3'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc__0 (
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
ftr_route_compute #(.arrived_class(1'h0), .valid_at(3'h4), .port_at(3'h5), .port_mask(2'h3), .class_at(3'h0), .down_at(3'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc__1 (
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
ftr_route_compute #(.arrived_class(1'h0), .valid_at(3'h4), .port_at(3'h5), .port_mask(2'h3), .class_at(3'h0), .down_at(3'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc__2 (
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
ftr_route_compute #(.arrived_class(1'h0), .valid_at(3'h4), .port_at(3'h5), .port_mask(2'h3), .class_at(3'h0), .down_at(3'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc__3 (
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
ftr_route_compute #(.arrived_class(1'h0), .valid_at(3'h4), .port_at(3'h5), .port_mask(2'h3), .class_at(3'h0), .down_at(3'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc__4 (
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
ftr_route_compute #(.arrived_class(1'h0), .valid_at(3'h4), .port_at(3'h5), .port_mask(2'h3), .class_at(3'h0), .down_at(3'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc__5 (
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
ftr_route_compute #(.arrived_class(1'h0), .valid_at(3'h4), .port_at(3'h5), .port_mask(2'h3), .class_at(3'h0), .down_at(3'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc__6 (
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
ftr_route_compute #(.arrived_class(1'h0), .valid_at(3'h4), .port_at(3'h5), .port_mask(2'h3), .class_at(3'h0), .down_at(3'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc__7 (
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
ftr_route_compute #(.arrived_class(1'h0), .valid_at(3'h4), .port_at(3'h5), .port_mask(2'h3), .class_at(3'h0), .down_at(3'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc__8 (
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
ftr_route_compute #(.arrived_class(1'h0), .valid_at(3'h4), .port_at(3'h5), .port_mask(2'h3), .class_at(3'h0), .down_at(3'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc__9 (
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
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h1), .out_port_of__3(3'h1), .out_port_of__4(3'h2), .out_port_of__5(3'h2), .out_port_of__6(3'h3), .out_port_of__7(3'h3), .out_port_of__8(3'h4), .out_port_of__9(3'h4), .sink(10'h300), .escape_vc(10'h155), .class_of(10'h000), .admission_vc(10'h155), .port_bit__0(10'h0cc), .port_bit__1(10'h0f0), .port_bit__2(10'h300), .vc_bit__0(10'h2aa), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(3'h4), .patience(16'h0000), .misses_at(5'h10), .local_row(3'h4), .credit_bits(4'h9), .credits_width(7'h5a), .vc_count(4'ha), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'hb)) unit__0 (
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
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h1), .out_port_of__3(3'h1), .out_port_of__4(3'h2), .out_port_of__5(3'h2), .out_port_of__6(3'h3), .out_port_of__7(3'h3), .out_port_of__8(3'h4), .out_port_of__9(3'h4), .sink(10'h300), .escape_vc(10'h155), .class_of(10'h000), .admission_vc(10'h155), .port_bit__0(10'h0cc), .port_bit__1(10'h0f0), .port_bit__2(10'h300), .vc_bit__0(10'h2aa), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(3'h4), .patience(16'h0000), .misses_at(5'h10), .local_row(3'h4), .credit_bits(4'h9), .credits_width(7'h5a), .vc_count(4'ha), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'hb)) unit__1 (
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
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h1), .out_port_of__3(3'h1), .out_port_of__4(3'h2), .out_port_of__5(3'h2), .out_port_of__6(3'h3), .out_port_of__7(3'h3), .out_port_of__8(3'h4), .out_port_of__9(3'h4), .sink(10'h300), .escape_vc(10'h155), .class_of(10'h000), .admission_vc(10'h155), .port_bit__0(10'h0cc), .port_bit__1(10'h0f0), .port_bit__2(10'h300), .vc_bit__0(10'h2aa), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(3'h4), .patience(16'h0000), .misses_at(5'h10), .local_row(3'h4), .credit_bits(4'h9), .credits_width(7'h5a), .vc_count(4'ha), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'hb)) unit__2 (
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
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h1), .out_port_of__3(3'h1), .out_port_of__4(3'h2), .out_port_of__5(3'h2), .out_port_of__6(3'h3), .out_port_of__7(3'h3), .out_port_of__8(3'h4), .out_port_of__9(3'h4), .sink(10'h300), .escape_vc(10'h155), .class_of(10'h000), .admission_vc(10'h155), .port_bit__0(10'h0cc), .port_bit__1(10'h0f0), .port_bit__2(10'h300), .vc_bit__0(10'h2aa), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(3'h4), .patience(16'h0000), .misses_at(5'h10), .local_row(3'h4), .credit_bits(4'h9), .credits_width(7'h5a), .vc_count(4'ha), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'hb)) unit__3 (
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
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h1), .out_port_of__3(3'h1), .out_port_of__4(3'h2), .out_port_of__5(3'h2), .out_port_of__6(3'h3), .out_port_of__7(3'h3), .out_port_of__8(3'h4), .out_port_of__9(3'h4), .sink(10'h300), .escape_vc(10'h155), .class_of(10'h000), .admission_vc(10'h155), .port_bit__0(10'h0cc), .port_bit__1(10'h0f0), .port_bit__2(10'h300), .vc_bit__0(10'h2aa), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(3'h4), .patience(16'h0000), .misses_at(5'h10), .local_row(3'h4), .credit_bits(4'h9), .credits_width(7'h5a), .vc_count(4'ha), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'hb)) unit__4 (
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
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h1), .out_port_of__3(3'h1), .out_port_of__4(3'h2), .out_port_of__5(3'h2), .out_port_of__6(3'h3), .out_port_of__7(3'h3), .out_port_of__8(3'h4), .out_port_of__9(3'h4), .sink(10'h300), .escape_vc(10'h155), .class_of(10'h000), .admission_vc(10'h155), .port_bit__0(10'h0cc), .port_bit__1(10'h0f0), .port_bit__2(10'h300), .vc_bit__0(10'h2aa), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(3'h4), .patience(16'h0000), .misses_at(5'h10), .local_row(3'h4), .credit_bits(4'h9), .credits_width(7'h5a), .vc_count(4'ha), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'hb)) unit__5 (
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
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h1), .out_port_of__3(3'h1), .out_port_of__4(3'h2), .out_port_of__5(3'h2), .out_port_of__6(3'h3), .out_port_of__7(3'h3), .out_port_of__8(3'h4), .out_port_of__9(3'h4), .sink(10'h300), .escape_vc(10'h155), .class_of(10'h000), .admission_vc(10'h155), .port_bit__0(10'h0cc), .port_bit__1(10'h0f0), .port_bit__2(10'h300), .vc_bit__0(10'h2aa), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(3'h4), .patience(16'h0000), .misses_at(5'h10), .local_row(3'h4), .credit_bits(4'h9), .credits_width(7'h5a), .vc_count(4'ha), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'hb)) unit__6 (
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
ftr_input_vc #(.injected(1'h0), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h1), .out_port_of__3(3'h1), .out_port_of__4(3'h2), .out_port_of__5(3'h2), .out_port_of__6(3'h3), .out_port_of__7(3'h3), .out_port_of__8(3'h4), .out_port_of__9(3'h4), .sink(10'h300), .escape_vc(10'h155), .class_of(10'h000), .admission_vc(10'h155), .port_bit__0(10'h0cc), .port_bit__1(10'h0f0), .port_bit__2(10'h300), .vc_bit__0(10'h2aa), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(3'h4), .patience(16'h0000), .misses_at(5'h10), .local_row(3'h4), .credit_bits(4'h9), .credits_width(7'h5a), .vc_count(4'ha), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'hb)) unit__7 (
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
ftr_input_vc #(.injected(1'h1), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h1), .out_port_of__3(3'h1), .out_port_of__4(3'h2), .out_port_of__5(3'h2), .out_port_of__6(3'h3), .out_port_of__7(3'h3), .out_port_of__8(3'h4), .out_port_of__9(3'h4), .sink(10'h300), .escape_vc(10'h155), .class_of(10'h000), .admission_vc(10'h155), .port_bit__0(10'h0cc), .port_bit__1(10'h0f0), .port_bit__2(10'h300), .vc_bit__0(10'h2aa), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(3'h4), .patience(16'h7fff), .misses_at(5'h10), .local_row(3'h4), .credit_bits(4'h9), .credits_width(7'h5a), .vc_count(4'ha), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'hb)) unit__8 (
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
ftr_input_vc #(.injected(1'h1), .out_port_of__0(3'h0), .out_port_of__1(3'h0), .out_port_of__2(3'h1), .out_port_of__3(3'h1), .out_port_of__4(3'h2), .out_port_of__5(3'h2), .out_port_of__6(3'h3), .out_port_of__7(3'h3), .out_port_of__8(3'h4), .out_port_of__9(3'h4), .sink(10'h300), .escape_vc(10'h155), .class_of(10'h000), .admission_vc(10'h155), .port_bit__0(10'h0cc), .port_bit__1(10'h0f0), .port_bit__2(10'h300), .vc_bit__0(10'h2aa), .port_hot__0(4'h1), .port_hot__1(4'h1), .port_hot__2(4'h2), .port_hot__3(4'h2), .port_hot__4(4'h4), .port_hot__5(4'h4), .port_hot__6(4'h8), .port_hot__7(4'h8), .port_hot__8(4'h0), .port_hot__9(4'h0), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(3'h4), .patience(16'h7fff), .misses_at(5'h10), .local_row(3'h4), .credit_bits(4'h9), .credits_width(7'h5a), .vc_count(4'ha), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'hb)) unit__9 (
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
    .req_priority(va__req_priority),
    .won(va__won),
    .granted(va__granted)
);
ftr_switch_allocator #(.in_port__0(3'h0), .in_port__1(3'h0), .in_port__2(3'h1), .in_port__3(3'h1), .in_port__4(3'h2), .in_port__5(3'h2), .in_port__6(3'h3), .in_port__7(3'h3), .in_port__8(3'h4), .in_port__9(3'h4), .vcs(4'h2), .last_port_at(4'h8)) sa (
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
    .go(sa__go),
    .out_valid(sa__out_valid),
    .out_port__0(sa__out_port__0),
    .out_port__1(sa__out_port__1),
    .out_port__2(sa__out_port__2),
    .out_port__3(sa__out_port__3),
    .out_port__4(sa__out_port__4),
    .port_go(sa__port_go),
    .port_vc__0(sa__port_vc__0),
    .port_vc__1(sa__port_vc__1),
    .port_vc__2(sa__port_vc__2),
    .port_vc__3(sa__port_vc__3),
    .port_vc__4(sa__port_vc__4),
    .granted_by__0(sa__granted_by__0),
    .granted_by__1(sa__granted_by__1),
    .granted_by__2(sa__granted_by__2),
    .granted_by__3(sa__granted_by__3),
    .granted_by__4(sa__granted_by__4),
    .pick(sa__pick)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite__0 (
    .flit_in(rewrite__0__flit_in),
    .misses(rewrite__0__misses),
    .copy(rewrite__0__copy),
    .flit_out(rewrite__0__flit_out)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite__1 (
    .flit_in(rewrite__1__flit_in),
    .misses(rewrite__1__misses),
    .copy(rewrite__1__copy),
    .flit_out(rewrite__1__flit_out)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite__2 (
    .flit_in(rewrite__2__flit_in),
    .misses(rewrite__2__misses),
    .copy(rewrite__2__copy),
    .flit_out(rewrite__2__flit_out)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite__3 (
    .flit_in(rewrite__3__flit_in),
    .misses(rewrite__3__misses),
    .copy(rewrite__3__copy),
    .flit_out(rewrite__3__flit_out)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite__4 (
    .flit_in(rewrite__4__flit_in),
    .misses(rewrite__4__misses),
    .copy(rewrite__4__copy),
    .flit_out(rewrite__4__flit_out)
);
ftr_crossbar xbar (
    .clock(clock),
    .reset(reset),
    .flit_in__0(xbar__flit_in__0),
    .flit_in__1(xbar__flit_in__1),
    .flit_in__2(xbar__flit_in__2),
    .flit_in__3(xbar__flit_in__3),
    .flit_in__4(xbar__flit_in__4),
    .in_valid(xbar__in_valid),
    .sel__0(xbar__sel__0),
    .sel__1(xbar__sel__1),
    .sel__2(xbar__sel__2),
    .sel__3(xbar__sel__3),
    .sel__4(xbar__sel__4),
    .sel_valid(xbar__sel_valid),
    .flit_out__0(xbar__flit_out__0),
    .flit_out__1(xbar__flit_out__1),
    .flit_out__2(xbar__flit_out__2),
    .flit_out__3(xbar__flit_out__3),
    .flit_out__4(xbar__flit_out__4),
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
    .read_data__0(routes__read_data__0),
    .read_data__1(routes__read_data__1),
    .read_data__2(routes__read_data__2),
    .read_data__3(routes__read_data__3),
    .read_data__4(routes__read_data__4),
    .read_data__5(routes__read_data__5),
    .read_data__6(routes__read_data__6),
    .read_data__7(routes__read_data__7),
    .read_data__8(routes__read_data__8),
    .read_data__9(routes__read_data__9)
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
    .read_data__0(bubble__read_data__0),
    .read_data__1(bubble__read_data__1),
    .read_data__2(bubble__read_data__2),
    .read_data__3(bubble__read_data__3),
    .read_data__4(bubble__read_data__4),
    .read_data__5(bubble__read_data__5),
    .read_data__6(bubble__read_data__6),
    .read_data__7(bubble__read_data__7),
    .read_data__8(bubble__read_data__8),
    .read_data__9(bubble__read_data__9)
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
    .read_data__0(vc_config__read_data__0),
    .read_data__1(vc_config__read_data__1),
    .read_data__2(vc_config__read_data__2),
    .read_data__3(vc_config__read_data__3),
    .read_data__4(vc_config__read_data__4),
    .read_data__5(vc_config__read_data__5),
    .read_data__6(vc_config__read_data__6),
    .read_data__7(vc_config__read_data__7),
    .read_data__8(vc_config__read_data__8),
    .read_data__9(vc_config__read_data__9)
);
always @(posedge clock) begin
    if (reset) owned__q <= 10'h000; else owned__q <= owned__d;
    if (reset) credit_valid__q <= 5'h00; else credit_valid__q <= credit_valid__d;
    if (reset) credit_vc__0__q <= 1'h0; else credit_vc__0__q <= credit_vc__0__d;
    if (reset) credit_vc__1__q <= 1'h0; else credit_vc__1__q <= credit_vc__1__d;
    if (reset) credit_vc__2__q <= 1'h0; else credit_vc__2__q <= credit_vc__2__d;
    if (reset) credit_vc__3__q <= 1'h0; else credit_vc__3__q <= credit_vc__3__d;
    if (reset) credit_vc__4__q <= 1'h0; else credit_vc__4__q <= credit_vc__4__d;
end
// The low 1 bits of a 68-bit value.
function [0:0] low_1_of_68(input [67:0] x);
    reg [66:0] unused;
    {unused, low_1_of_68} = x;
endfunction
// The low 2 bits of a 14-bit value.
function [1:0] low_2_of_14(input [13:0] x);
    reg [11:0] unused;
    {unused, low_2_of_14} = x;
endfunction
// The low 4 bits of a 14-bit value.
function [3:0] low_4_of_14(input [13:0] x);
    reg [9:0] unused;
    {unused, low_4_of_14} = x;
endfunction
// The low 4 bits of a 72-bit value.
function [3:0] low_4_of_72(input [71:0] x);
    reg [67:0] unused;
    {unused, low_4_of_72} = x;
endfunction
reg [65:0] unit__0__flit_in__comb;
reg [65:0] unit__1__flit_in__comb;
reg [65:0] unit__2__flit_in__comb;
reg [65:0] unit__3__flit_in__comb;
reg [65:0] unit__4__flit_in__comb;
reg [65:0] unit__5__flit_in__comb;
reg [65:0] unit__6__flit_in__comb;
reg [65:0] unit__7__flit_in__comb;
reg [65:0] unit__8__flit_in__comb;
reg [65:0] unit__9__flit_in__comb;
always @(*) begin
    routes__write_enable = (cfg_write & (cfg_target == 2'd0));
    routes__write_addr = cfg_addr;
    routes__write_data = cfg_data[6:0];
    bubble__write_enable = (cfg_write & (cfg_target == 2'd1));
    bubble__write_addr = cfg_addr[2:0];
    bubble__write_data = cfg_data[3:0];
    vc_config__write_enable = (cfg_write & (cfg_target == 2'd2));
    vc_config__write_addr = cfg_addr[3:0];
    vc_config__write_data = cfg_data;
    routes__stage = cfg_stage;
    routes__commit = cfg_commit;
    bubble__stage = cfg_stage;
    bubble__commit = cfg_commit;
    vc_config__stage = cfg_stage;
    vc_config__commit = cfg_commit;
    write_hot = 10'd0;
    credit_hot = 10'd0;
    vc_hot = {1'b0, flit_in_valid[0]};
    vc_hot = vc_hot << flit_in_vc__0;
    port_hot = {8'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {1'b0, credit_in_valid[0]};
    vc_hot = vc_hot << credit_in_vc__0;
    port_hot = {8'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {1'b0, flit_in_valid[1]};
    vc_hot = vc_hot << flit_in_vc__1;
    port_hot = {8'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {1'b0, credit_in_valid[1]};
    vc_hot = vc_hot << credit_in_vc__1;
    port_hot = {8'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {1'b0, flit_in_valid[2]};
    vc_hot = vc_hot << flit_in_vc__2;
    port_hot = {8'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {1'b0, credit_in_valid[2]};
    vc_hot = vc_hot << credit_in_vc__2;
    port_hot = {8'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {1'b0, flit_in_valid[3]};
    vc_hot = vc_hot << flit_in_vc__3;
    port_hot = {8'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {1'b0, credit_in_valid[3]};
    vc_hot = vc_hot << credit_in_vc__3;
    port_hot = {8'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {1'b0, flit_in_valid[4]};
    vc_hot = vc_hot << flit_in_vc__4;
    port_hot = {8'd0, vc_hot};
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = {1'b0, credit_in_valid[4]};
    vc_hot = vc_hot << credit_in_vc__4;
    port_hot = {8'd0, vc_hot};
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    sent = 10'd0;
    released = 10'd0;
    port_sent = 10'd0;
    port_released = 10'd0;
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
    spread = 10'd0;
    spread = (spread & ~(10'd1 << 0)) | ({9'd0, sa__granted_by__0[in_port__0]} << 0);
    spread = (spread & ~(10'd1 << 1)) | ({9'd0, sa__granted_by__0[in_port__1]} << 1);
    spread = (spread & ~(10'd1 << 2)) | ({9'd0, sa__granted_by__0[in_port__2]} << 2);
    spread = (spread & ~(10'd1 << 3)) | ({9'd0, sa__granted_by__0[in_port__3]} << 3);
    spread = (spread & ~(10'd1 << 4)) | ({9'd0, sa__granted_by__0[in_port__4]} << 4);
    spread = (spread & ~(10'd1 << 5)) | ({9'd0, sa__granted_by__0[in_port__5]} << 5);
    spread = (spread & ~(10'd1 << 6)) | ({9'd0, sa__granted_by__0[in_port__6]} << 6);
    spread = (spread & ~(10'd1 << 7)) | ({9'd0, sa__granted_by__0[in_port__7]} << 7);
    spread = (spread & ~(10'd1 << 8)) | ({9'd0, sa__granted_by__0[in_port__8]} << 8);
    spread = (spread & ~(10'd1 << 9)) | ({9'd0, sa__granted_by__0[in_port__9]} << 9);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    port_sent = 10'd0;
    port_released = 10'd0;
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
    spread = 10'd0;
    spread = (spread & ~(10'd1 << 0)) | ({9'd0, sa__granted_by__1[in_port__0]} << 0);
    spread = (spread & ~(10'd1 << 1)) | ({9'd0, sa__granted_by__1[in_port__1]} << 1);
    spread = (spread & ~(10'd1 << 2)) | ({9'd0, sa__granted_by__1[in_port__2]} << 2);
    spread = (spread & ~(10'd1 << 3)) | ({9'd0, sa__granted_by__1[in_port__3]} << 3);
    spread = (spread & ~(10'd1 << 4)) | ({9'd0, sa__granted_by__1[in_port__4]} << 4);
    spread = (spread & ~(10'd1 << 5)) | ({9'd0, sa__granted_by__1[in_port__5]} << 5);
    spread = (spread & ~(10'd1 << 6)) | ({9'd0, sa__granted_by__1[in_port__6]} << 6);
    spread = (spread & ~(10'd1 << 7)) | ({9'd0, sa__granted_by__1[in_port__7]} << 7);
    spread = (spread & ~(10'd1 << 8)) | ({9'd0, sa__granted_by__1[in_port__8]} << 8);
    spread = (spread & ~(10'd1 << 9)) | ({9'd0, sa__granted_by__1[in_port__9]} << 9);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    port_sent = 10'd0;
    port_released = 10'd0;
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
    spread = 10'd0;
    spread = (spread & ~(10'd1 << 0)) | ({9'd0, sa__granted_by__2[in_port__0]} << 0);
    spread = (spread & ~(10'd1 << 1)) | ({9'd0, sa__granted_by__2[in_port__1]} << 1);
    spread = (spread & ~(10'd1 << 2)) | ({9'd0, sa__granted_by__2[in_port__2]} << 2);
    spread = (spread & ~(10'd1 << 3)) | ({9'd0, sa__granted_by__2[in_port__3]} << 3);
    spread = (spread & ~(10'd1 << 4)) | ({9'd0, sa__granted_by__2[in_port__4]} << 4);
    spread = (spread & ~(10'd1 << 5)) | ({9'd0, sa__granted_by__2[in_port__5]} << 5);
    spread = (spread & ~(10'd1 << 6)) | ({9'd0, sa__granted_by__2[in_port__6]} << 6);
    spread = (spread & ~(10'd1 << 7)) | ({9'd0, sa__granted_by__2[in_port__7]} << 7);
    spread = (spread & ~(10'd1 << 8)) | ({9'd0, sa__granted_by__2[in_port__8]} << 8);
    spread = (spread & ~(10'd1 << 9)) | ({9'd0, sa__granted_by__2[in_port__9]} << 9);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    port_sent = 10'd0;
    port_released = 10'd0;
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
    spread = 10'd0;
    spread = (spread & ~(10'd1 << 0)) | ({9'd0, sa__granted_by__3[in_port__0]} << 0);
    spread = (spread & ~(10'd1 << 1)) | ({9'd0, sa__granted_by__3[in_port__1]} << 1);
    spread = (spread & ~(10'd1 << 2)) | ({9'd0, sa__granted_by__3[in_port__2]} << 2);
    spread = (spread & ~(10'd1 << 3)) | ({9'd0, sa__granted_by__3[in_port__3]} << 3);
    spread = (spread & ~(10'd1 << 4)) | ({9'd0, sa__granted_by__3[in_port__4]} << 4);
    spread = (spread & ~(10'd1 << 5)) | ({9'd0, sa__granted_by__3[in_port__5]} << 5);
    spread = (spread & ~(10'd1 << 6)) | ({9'd0, sa__granted_by__3[in_port__6]} << 6);
    spread = (spread & ~(10'd1 << 7)) | ({9'd0, sa__granted_by__3[in_port__7]} << 7);
    spread = (spread & ~(10'd1 << 8)) | ({9'd0, sa__granted_by__3[in_port__8]} << 8);
    spread = (spread & ~(10'd1 << 9)) | ({9'd0, sa__granted_by__3[in_port__9]} << 9);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    port_sent = 10'd0;
    port_released = 10'd0;
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
    spread = 10'd0;
    spread = (spread & ~(10'd1 << 0)) | ({9'd0, sa__granted_by__4[in_port__0]} << 0);
    spread = (spread & ~(10'd1 << 1)) | ({9'd0, sa__granted_by__4[in_port__1]} << 1);
    spread = (spread & ~(10'd1 << 2)) | ({9'd0, sa__granted_by__4[in_port__2]} << 2);
    spread = (spread & ~(10'd1 << 3)) | ({9'd0, sa__granted_by__4[in_port__3]} << 3);
    spread = (spread & ~(10'd1 << 4)) | ({9'd0, sa__granted_by__4[in_port__4]} << 4);
    spread = (spread & ~(10'd1 << 5)) | ({9'd0, sa__granted_by__4[in_port__5]} << 5);
    spread = (spread & ~(10'd1 << 6)) | ({9'd0, sa__granted_by__4[in_port__6]} << 6);
    spread = (spread & ~(10'd1 << 7)) | ({9'd0, sa__granted_by__4[in_port__7]} << 7);
    spread = (spread & ~(10'd1 << 8)) | ({9'd0, sa__granted_by__4[in_port__8]} << 8);
    spread = (spread & ~(10'd1 << 9)) | ({9'd0, sa__granted_by__4[in_port__9]} << 9);
    sent = sent | (port_sent & spread);
    released = released | (port_released & spread);
    free = 10'd0;
    room = 10'd0;
    credit_idle = 10'd0;
    credit_go = 10'd0;
    credits = 90'd0;
    sink_now = 10'd0;
    sink_now = (sink_now & ~(10'd1 << 0)) | (({9'd0, sink[0]} | {9'd0, dead_out[in_port__0]}) << 0);
    credit__0__credit_in = credit_hot[0];
    credit__0__flit_sent = sent[0];
    credit__0__frozen = sink_now[0];
    wide = {81'd0, credit__0__at_least};
    if (sink_now[0]) begin
        wide = {81'd0, all_credits};
    end
    free = (free & ~(10'd1 << 0)) | ((~{9'd0, owned__q[0]} & ({9'd0, sink_now[0]} | ({9'd0, need_ok[0]} & {9'd0, wide[{4'd0, need_at__0}]}))) << 0);
    room = (room & ~(10'd1 << 0)) | (({9'd0, |room_ok} & {9'd0, wide[{3'd0, room_at}]}) << 0);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(10'd1 << 0)) | (({9'd0, sink[0]} | {9'd0, credit__0__nonzero_idle}) << 0);
    credit_go = (credit_go & ~(10'd1 << 0)) | (({9'd0, sink[0]} | {9'd0, credit__0__nonzero_sent}) << 0);
    sink_now = (sink_now & ~(10'd1 << 1)) | (({9'd0, sink[1]} | {9'd0, dead_out[in_port__1]}) << 1);
    credit__1__credit_in = credit_hot[1];
    credit__1__flit_sent = sent[1];
    credit__1__frozen = sink_now[1];
    wide = {81'd0, credit__1__at_least};
    if (sink_now[1]) begin
        wide = {81'd0, all_credits};
    end
    free = (free & ~(10'd1 << 1)) | ((~{9'd0, owned__q[1]} & ({9'd0, sink_now[1]} | ({9'd0, need_ok[1]} & {9'd0, wide[{4'd0, need_at__1}]}))) << 1);
    room = (room & ~(10'd1 << 1)) | (({9'd0, |room_ok} & {9'd0, wide[{3'd0, room_at}]}) << 1);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(10'd1 << 1)) | (({9'd0, sink[1]} | {9'd0, credit__1__nonzero_idle}) << 1);
    credit_go = (credit_go & ~(10'd1 << 1)) | (({9'd0, sink[1]} | {9'd0, credit__1__nonzero_sent}) << 1);
    sink_now = (sink_now & ~(10'd1 << 2)) | (({9'd0, sink[2]} | {9'd0, dead_out[in_port__2]}) << 2);
    credit__2__credit_in = credit_hot[2];
    credit__2__flit_sent = sent[2];
    credit__2__frozen = sink_now[2];
    wide = {81'd0, credit__2__at_least};
    if (sink_now[2]) begin
        wide = {81'd0, all_credits};
    end
    free = (free & ~(10'd1 << 2)) | ((~{9'd0, owned__q[2]} & ({9'd0, sink_now[2]} | ({9'd0, need_ok[2]} & {9'd0, wide[{4'd0, need_at__2}]}))) << 2);
    room = (room & ~(10'd1 << 2)) | (({9'd0, |room_ok} & {9'd0, wide[{3'd0, room_at}]}) << 2);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(10'd1 << 2)) | (({9'd0, sink[2]} | {9'd0, credit__2__nonzero_idle}) << 2);
    credit_go = (credit_go & ~(10'd1 << 2)) | (({9'd0, sink[2]} | {9'd0, credit__2__nonzero_sent}) << 2);
    sink_now = (sink_now & ~(10'd1 << 3)) | (({9'd0, sink[3]} | {9'd0, dead_out[in_port__3]}) << 3);
    credit__3__credit_in = credit_hot[3];
    credit__3__flit_sent = sent[3];
    credit__3__frozen = sink_now[3];
    wide = {81'd0, credit__3__at_least};
    if (sink_now[3]) begin
        wide = {81'd0, all_credits};
    end
    free = (free & ~(10'd1 << 3)) | ((~{9'd0, owned__q[3]} & ({9'd0, sink_now[3]} | ({9'd0, need_ok[3]} & {9'd0, wide[{4'd0, need_at__3}]}))) << 3);
    room = (room & ~(10'd1 << 3)) | (({9'd0, |room_ok} & {9'd0, wide[{3'd0, room_at}]}) << 3);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(10'd1 << 3)) | (({9'd0, sink[3]} | {9'd0, credit__3__nonzero_idle}) << 3);
    credit_go = (credit_go & ~(10'd1 << 3)) | (({9'd0, sink[3]} | {9'd0, credit__3__nonzero_sent}) << 3);
    sink_now = (sink_now & ~(10'd1 << 4)) | (({9'd0, sink[4]} | {9'd0, dead_out[in_port__4]}) << 4);
    credit__4__credit_in = credit_hot[4];
    credit__4__flit_sent = sent[4];
    credit__4__frozen = sink_now[4];
    wide = {81'd0, credit__4__at_least};
    if (sink_now[4]) begin
        wide = {81'd0, all_credits};
    end
    free = (free & ~(10'd1 << 4)) | ((~{9'd0, owned__q[4]} & ({9'd0, sink_now[4]} | ({9'd0, need_ok[4]} & {9'd0, wide[{4'd0, need_at__4}]}))) << 4);
    room = (room & ~(10'd1 << 4)) | (({9'd0, |room_ok} & {9'd0, wide[{3'd0, room_at}]}) << 4);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(10'd1 << 4)) | (({9'd0, sink[4]} | {9'd0, credit__4__nonzero_idle}) << 4);
    credit_go = (credit_go & ~(10'd1 << 4)) | (({9'd0, sink[4]} | {9'd0, credit__4__nonzero_sent}) << 4);
    sink_now = (sink_now & ~(10'd1 << 5)) | (({9'd0, sink[5]} | {9'd0, dead_out[in_port__5]}) << 5);
    credit__5__credit_in = credit_hot[5];
    credit__5__flit_sent = sent[5];
    credit__5__frozen = sink_now[5];
    wide = {81'd0, credit__5__at_least};
    if (sink_now[5]) begin
        wide = {81'd0, all_credits};
    end
    free = (free & ~(10'd1 << 5)) | ((~{9'd0, owned__q[5]} & ({9'd0, sink_now[5]} | ({9'd0, need_ok[5]} & {9'd0, wide[{4'd0, need_at__5}]}))) << 5);
    room = (room & ~(10'd1 << 5)) | (({9'd0, |room_ok} & {9'd0, wide[{3'd0, room_at}]}) << 5);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(10'd1 << 5)) | (({9'd0, sink[5]} | {9'd0, credit__5__nonzero_idle}) << 5);
    credit_go = (credit_go & ~(10'd1 << 5)) | (({9'd0, sink[5]} | {9'd0, credit__5__nonzero_sent}) << 5);
    sink_now = (sink_now & ~(10'd1 << 6)) | (({9'd0, sink[6]} | {9'd0, dead_out[in_port__6]}) << 6);
    credit__6__credit_in = credit_hot[6];
    credit__6__flit_sent = sent[6];
    credit__6__frozen = sink_now[6];
    wide = {81'd0, credit__6__at_least};
    if (sink_now[6]) begin
        wide = {81'd0, all_credits};
    end
    free = (free & ~(10'd1 << 6)) | ((~{9'd0, owned__q[6]} & ({9'd0, sink_now[6]} | ({9'd0, need_ok[6]} & {9'd0, wide[{4'd0, need_at__6}]}))) << 6);
    room = (room & ~(10'd1 << 6)) | (({9'd0, |room_ok} & {9'd0, wide[{3'd0, room_at}]}) << 6);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(10'd1 << 6)) | (({9'd0, sink[6]} | {9'd0, credit__6__nonzero_idle}) << 6);
    credit_go = (credit_go & ~(10'd1 << 6)) | (({9'd0, sink[6]} | {9'd0, credit__6__nonzero_sent}) << 6);
    sink_now = (sink_now & ~(10'd1 << 7)) | (({9'd0, sink[7]} | {9'd0, dead_out[in_port__7]}) << 7);
    credit__7__credit_in = credit_hot[7];
    credit__7__flit_sent = sent[7];
    credit__7__frozen = sink_now[7];
    wide = {81'd0, credit__7__at_least};
    if (sink_now[7]) begin
        wide = {81'd0, all_credits};
    end
    free = (free & ~(10'd1 << 7)) | ((~{9'd0, owned__q[7]} & ({9'd0, sink_now[7]} | ({9'd0, need_ok[7]} & {9'd0, wide[{4'd0, need_at__7}]}))) << 7);
    room = (room & ~(10'd1 << 7)) | (({9'd0, |room_ok} & {9'd0, wide[{3'd0, room_at}]}) << 7);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(10'd1 << 7)) | (({9'd0, sink[7]} | {9'd0, credit__7__nonzero_idle}) << 7);
    credit_go = (credit_go & ~(10'd1 << 7)) | (({9'd0, sink[7]} | {9'd0, credit__7__nonzero_sent}) << 7);
    sink_now = (sink_now & ~(10'd1 << 8)) | (({9'd0, sink[8]} | {9'd0, dead_out[in_port__8]}) << 8);
    credit__8__credit_in = credit_hot[8];
    credit__8__flit_sent = sent[8];
    credit__8__frozen = sink_now[8];
    wide = {81'd0, credit__8__at_least};
    if (sink_now[8]) begin
        wide = {81'd0, all_credits};
    end
    free = (free & ~(10'd1 << 8)) | ((~{9'd0, owned__q[8]} & ({9'd0, sink_now[8]} | ({9'd0, need_ok[8]} & {9'd0, wide[{4'd0, need_at__8}]}))) << 8);
    room = (room & ~(10'd1 << 8)) | (({9'd0, |room_ok} & {9'd0, wide[{3'd0, room_at}]}) << 8);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(10'd1 << 8)) | (({9'd0, sink[8]} | {9'd0, credit__8__nonzero_idle}) << 8);
    credit_go = (credit_go & ~(10'd1 << 8)) | (({9'd0, sink[8]} | {9'd0, credit__8__nonzero_sent}) << 8);
    sink_now = (sink_now & ~(10'd1 << 9)) | (({9'd0, sink[9]} | {9'd0, dead_out[in_port__9]}) << 9);
    credit__9__credit_in = credit_hot[9];
    credit__9__flit_sent = sent[9];
    credit__9__frozen = sink_now[9];
    wide = {81'd0, credit__9__at_least};
    if (sink_now[9]) begin
        wide = {81'd0, all_credits};
    end
    free = (free & ~(10'd1 << 9)) | ((~{9'd0, owned__q[9]} & ({9'd0, sink_now[9]} | ({9'd0, need_ok[9]} & {9'd0, wide[{4'd0, need_at__9}]}))) << 9);
    room = (room & ~(10'd1 << 9)) | (({9'd0, |room_ok} & {9'd0, wide[{3'd0, room_at}]}) << 9);
    credits = (credits >> credit_bits) | (wide << credits_top);
    credit_idle = (credit_idle & ~(10'd1 << 9)) | (({9'd0, sink[9]} | {9'd0, credit__9__nonzero_idle}) << 9);
    credit_go = (credit_go & ~(10'd1 << 9)) | (({9'd0, sink[9]} | {9'd0, credit__9__nonzero_sent}) << 9);
    owned__d = (owned__q | va__granted) & ~released;
    adaptive_ok = 10'd0;
    off_ring = 10'd0;
    vc_config__read_addr__0 = 4'd0;
    adaptive_ok = (adaptive_ok & ~(10'd1 << 0)) | ({9'd0, vc_config__read_data__0[3]} << 0);
    off_ring = (off_ring & ~(10'd1 << 0)) | ({9'd0, vc_config__read_data__0[4]} << 0);
    vc_config__read_addr__1 = 4'd1;
    adaptive_ok = (adaptive_ok & ~(10'd1 << 1)) | ({9'd0, vc_config__read_data__1[3]} << 1);
    off_ring = (off_ring & ~(10'd1 << 1)) | ({9'd0, vc_config__read_data__1[4]} << 1);
    vc_config__read_addr__2 = 4'd2;
    adaptive_ok = (adaptive_ok & ~(10'd1 << 2)) | ({9'd0, vc_config__read_data__2[3]} << 2);
    off_ring = (off_ring & ~(10'd1 << 2)) | ({9'd0, vc_config__read_data__2[4]} << 2);
    vc_config__read_addr__3 = 4'd3;
    adaptive_ok = (adaptive_ok & ~(10'd1 << 3)) | ({9'd0, vc_config__read_data__3[3]} << 3);
    off_ring = (off_ring & ~(10'd1 << 3)) | ({9'd0, vc_config__read_data__3[4]} << 3);
    vc_config__read_addr__4 = 4'd4;
    adaptive_ok = (adaptive_ok & ~(10'd1 << 4)) | ({9'd0, vc_config__read_data__4[3]} << 4);
    off_ring = (off_ring & ~(10'd1 << 4)) | ({9'd0, vc_config__read_data__4[4]} << 4);
    vc_config__read_addr__5 = 4'd5;
    adaptive_ok = (adaptive_ok & ~(10'd1 << 5)) | ({9'd0, vc_config__read_data__5[3]} << 5);
    off_ring = (off_ring & ~(10'd1 << 5)) | ({9'd0, vc_config__read_data__5[4]} << 5);
    vc_config__read_addr__6 = 4'd6;
    adaptive_ok = (adaptive_ok & ~(10'd1 << 6)) | ({9'd0, vc_config__read_data__6[3]} << 6);
    off_ring = (off_ring & ~(10'd1 << 6)) | ({9'd0, vc_config__read_data__6[4]} << 6);
    vc_config__read_addr__7 = 4'd7;
    adaptive_ok = (adaptive_ok & ~(10'd1 << 7)) | ({9'd0, vc_config__read_data__7[3]} << 7);
    off_ring = (off_ring & ~(10'd1 << 7)) | ({9'd0, vc_config__read_data__7[4]} << 7);
    vc_config__read_addr__8 = 4'd8;
    adaptive_ok = (adaptive_ok & ~(10'd1 << 8)) | ({9'd0, vc_config__read_data__8[3]} << 8);
    off_ring = (off_ring & ~(10'd1 << 8)) | ({9'd0, vc_config__read_data__8[4]} << 8);
    vc_config__read_addr__9 = 4'd9;
    adaptive_ok = (adaptive_ok & ~(10'd1 << 9)) | ({9'd0, vc_config__read_data__9[3]} << 9);
    off_ring = (off_ring & ~(10'd1 << 9)) | ({9'd0, vc_config__read_data__9[4]} << 9);
    out_vcs = {130'd0, credit_go};
    out_vcs = (out_vcs << vc_count) | {130'd0, credit_idle};
    out_vcs = (out_vcs << vc_count) | {130'd0, off_ring};
    out_vcs = (out_vcs << vc_count) | {130'd0, adaptive_ok};
    out_vcs = (out_vcs << vc_count) | {130'd0, free};
    out_vcs = (out_vcs << credits_width) | {50'd0, credits};
    req_valid = 10'd0;
    req_bubble = 10'd0;
    req_priority = 10'd0;
    sa_req = 10'd0;
    unit__0__write = write_hot[0];
    unit__0__poison = poison[in_port__0];
    unit__0__flit_in__comb = 66'd0;
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
    rc__0__head = unit__0__rc_head;
    rc__0__node = node;
    routes__read_addr__0 = rc__0__lookup;
    rc__0__word = routes__read_data__0;
    rc__0__on_escape = vc_config__read_data__0[0];
    rc__0__follow = vc_config__read_data__0[1];
    rc__0__down = vc_config__read_data__0[2];
    rc__0__keep = low_4_of_14(vc_config__read_data__0 >> keep_at);
    rc__0__successor = low_2_of_14(vc_config__read_data__0 >> successor_at);
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
    unit__0__dead = dead_out[3:0];
    unit__0__won = va__won[0];
    unit__0__go = sa__go[0];
    req_valid = (req_valid & ~(10'd1 << 0)) | ({9'd0, unit__0__req_valid} << 0);
    req_priority = (req_priority & ~(10'd1 << 0)) | ({9'd0, unit__0__req_priority} << 0);
    req_bubble = (req_bubble & ~(10'd1 << 0)) | ({9'd0, unit__0__req_bubble} << 0);
    va__req_vc__0 = unit__0__req_vc;
    sa_req = (sa_req & ~(10'd1 << 0)) | ({9'd0, unit__0__sa_req} << 0);
    sa__want__0 = unit__0__held_port;
    unit__1__write = write_hot[1];
    unit__1__poison = poison[in_port__1];
    unit__1__flit_in__comb = 66'd0;
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
    rc__1__head = unit__1__rc_head;
    rc__1__node = node;
    routes__read_addr__1 = rc__1__lookup;
    rc__1__word = routes__read_data__1;
    rc__1__on_escape = vc_config__read_data__1[0];
    rc__1__follow = vc_config__read_data__1[1];
    rc__1__down = vc_config__read_data__1[2];
    rc__1__keep = low_4_of_14(vc_config__read_data__1 >> keep_at);
    rc__1__successor = low_2_of_14(vc_config__read_data__1 >> successor_at);
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
    unit__1__dead = dead_out[3:0];
    unit__1__won = va__won[1];
    unit__1__go = sa__go[1];
    req_valid = (req_valid & ~(10'd1 << 1)) | ({9'd0, unit__1__req_valid} << 1);
    req_priority = (req_priority & ~(10'd1 << 1)) | ({9'd0, unit__1__req_priority} << 1);
    req_bubble = (req_bubble & ~(10'd1 << 1)) | ({9'd0, unit__1__req_bubble} << 1);
    va__req_vc__1 = unit__1__req_vc;
    sa_req = (sa_req & ~(10'd1 << 1)) | ({9'd0, unit__1__sa_req} << 1);
    sa__want__1 = unit__1__held_port;
    unit__2__write = write_hot[2];
    unit__2__poison = poison[in_port__2];
    unit__2__flit_in__comb = 66'd0;
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
    rc__2__head = unit__2__rc_head;
    rc__2__node = node;
    routes__read_addr__2 = rc__2__lookup;
    rc__2__word = routes__read_data__2;
    rc__2__on_escape = vc_config__read_data__2[0];
    rc__2__follow = vc_config__read_data__2[1];
    rc__2__down = vc_config__read_data__2[2];
    rc__2__keep = low_4_of_14(vc_config__read_data__2 >> keep_at);
    rc__2__successor = low_2_of_14(vc_config__read_data__2 >> successor_at);
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
    unit__2__dead = dead_out[3:0];
    unit__2__won = va__won[2];
    unit__2__go = sa__go[2];
    req_valid = (req_valid & ~(10'd1 << 2)) | ({9'd0, unit__2__req_valid} << 2);
    req_priority = (req_priority & ~(10'd1 << 2)) | ({9'd0, unit__2__req_priority} << 2);
    req_bubble = (req_bubble & ~(10'd1 << 2)) | ({9'd0, unit__2__req_bubble} << 2);
    va__req_vc__2 = unit__2__req_vc;
    sa_req = (sa_req & ~(10'd1 << 2)) | ({9'd0, unit__2__sa_req} << 2);
    sa__want__2 = unit__2__held_port;
    unit__3__write = write_hot[3];
    unit__3__poison = poison[in_port__3];
    unit__3__flit_in__comb = 66'd0;
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
    rc__3__head = unit__3__rc_head;
    rc__3__node = node;
    routes__read_addr__3 = rc__3__lookup;
    rc__3__word = routes__read_data__3;
    rc__3__on_escape = vc_config__read_data__3[0];
    rc__3__follow = vc_config__read_data__3[1];
    rc__3__down = vc_config__read_data__3[2];
    rc__3__keep = low_4_of_14(vc_config__read_data__3 >> keep_at);
    rc__3__successor = low_2_of_14(vc_config__read_data__3 >> successor_at);
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
    unit__3__dead = dead_out[3:0];
    unit__3__won = va__won[3];
    unit__3__go = sa__go[3];
    req_valid = (req_valid & ~(10'd1 << 3)) | ({9'd0, unit__3__req_valid} << 3);
    req_priority = (req_priority & ~(10'd1 << 3)) | ({9'd0, unit__3__req_priority} << 3);
    req_bubble = (req_bubble & ~(10'd1 << 3)) | ({9'd0, unit__3__req_bubble} << 3);
    va__req_vc__3 = unit__3__req_vc;
    sa_req = (sa_req & ~(10'd1 << 3)) | ({9'd0, unit__3__sa_req} << 3);
    sa__want__3 = unit__3__held_port;
    unit__4__write = write_hot[4];
    unit__4__poison = poison[in_port__4];
    unit__4__flit_in__comb = 66'd0;
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
    rc__4__head = unit__4__rc_head;
    rc__4__node = node;
    routes__read_addr__4 = rc__4__lookup;
    rc__4__word = routes__read_data__4;
    rc__4__on_escape = vc_config__read_data__4[0];
    rc__4__follow = vc_config__read_data__4[1];
    rc__4__down = vc_config__read_data__4[2];
    rc__4__keep = low_4_of_14(vc_config__read_data__4 >> keep_at);
    rc__4__successor = low_2_of_14(vc_config__read_data__4 >> successor_at);
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
    unit__4__dead = dead_out[3:0];
    unit__4__won = va__won[4];
    unit__4__go = sa__go[4];
    req_valid = (req_valid & ~(10'd1 << 4)) | ({9'd0, unit__4__req_valid} << 4);
    req_priority = (req_priority & ~(10'd1 << 4)) | ({9'd0, unit__4__req_priority} << 4);
    req_bubble = (req_bubble & ~(10'd1 << 4)) | ({9'd0, unit__4__req_bubble} << 4);
    va__req_vc__4 = unit__4__req_vc;
    sa_req = (sa_req & ~(10'd1 << 4)) | ({9'd0, unit__4__sa_req} << 4);
    sa__want__4 = unit__4__held_port;
    unit__5__write = write_hot[5];
    unit__5__poison = poison[in_port__5];
    unit__5__flit_in__comb = 66'd0;
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
    rc__5__head = unit__5__rc_head;
    rc__5__node = node;
    routes__read_addr__5 = rc__5__lookup;
    rc__5__word = routes__read_data__5;
    rc__5__on_escape = vc_config__read_data__5[0];
    rc__5__follow = vc_config__read_data__5[1];
    rc__5__down = vc_config__read_data__5[2];
    rc__5__keep = low_4_of_14(vc_config__read_data__5 >> keep_at);
    rc__5__successor = low_2_of_14(vc_config__read_data__5 >> successor_at);
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
    unit__5__dead = dead_out[3:0];
    unit__5__won = va__won[5];
    unit__5__go = sa__go[5];
    req_valid = (req_valid & ~(10'd1 << 5)) | ({9'd0, unit__5__req_valid} << 5);
    req_priority = (req_priority & ~(10'd1 << 5)) | ({9'd0, unit__5__req_priority} << 5);
    req_bubble = (req_bubble & ~(10'd1 << 5)) | ({9'd0, unit__5__req_bubble} << 5);
    va__req_vc__5 = unit__5__req_vc;
    sa_req = (sa_req & ~(10'd1 << 5)) | ({9'd0, unit__5__sa_req} << 5);
    sa__want__5 = unit__5__held_port;
    unit__6__write = write_hot[6];
    unit__6__poison = poison[in_port__6];
    unit__6__flit_in__comb = 66'd0;
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
    rc__6__head = unit__6__rc_head;
    rc__6__node = node;
    routes__read_addr__6 = rc__6__lookup;
    rc__6__word = routes__read_data__6;
    rc__6__on_escape = vc_config__read_data__6[0];
    rc__6__follow = vc_config__read_data__6[1];
    rc__6__down = vc_config__read_data__6[2];
    rc__6__keep = low_4_of_14(vc_config__read_data__6 >> keep_at);
    rc__6__successor = low_2_of_14(vc_config__read_data__6 >> successor_at);
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
    unit__6__dead = dead_out[3:0];
    unit__6__won = va__won[6];
    unit__6__go = sa__go[6];
    req_valid = (req_valid & ~(10'd1 << 6)) | ({9'd0, unit__6__req_valid} << 6);
    req_priority = (req_priority & ~(10'd1 << 6)) | ({9'd0, unit__6__req_priority} << 6);
    req_bubble = (req_bubble & ~(10'd1 << 6)) | ({9'd0, unit__6__req_bubble} << 6);
    va__req_vc__6 = unit__6__req_vc;
    sa_req = (sa_req & ~(10'd1 << 6)) | ({9'd0, unit__6__sa_req} << 6);
    sa__want__6 = unit__6__held_port;
    unit__7__write = write_hot[7];
    unit__7__poison = poison[in_port__7];
    unit__7__flit_in__comb = 66'd0;
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
    rc__7__head = unit__7__rc_head;
    rc__7__node = node;
    routes__read_addr__7 = rc__7__lookup;
    rc__7__word = routes__read_data__7;
    rc__7__on_escape = vc_config__read_data__7[0];
    rc__7__follow = vc_config__read_data__7[1];
    rc__7__down = vc_config__read_data__7[2];
    rc__7__keep = low_4_of_14(vc_config__read_data__7 >> keep_at);
    rc__7__successor = low_2_of_14(vc_config__read_data__7 >> successor_at);
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
    unit__7__dead = dead_out[3:0];
    unit__7__won = va__won[7];
    unit__7__go = sa__go[7];
    req_valid = (req_valid & ~(10'd1 << 7)) | ({9'd0, unit__7__req_valid} << 7);
    req_priority = (req_priority & ~(10'd1 << 7)) | ({9'd0, unit__7__req_priority} << 7);
    req_bubble = (req_bubble & ~(10'd1 << 7)) | ({9'd0, unit__7__req_bubble} << 7);
    va__req_vc__7 = unit__7__req_vc;
    sa_req = (sa_req & ~(10'd1 << 7)) | ({9'd0, unit__7__sa_req} << 7);
    sa__want__7 = unit__7__held_port;
    unit__8__write = write_hot[8];
    unit__8__poison = poison[in_port__8];
    unit__8__flit_in__comb = 66'd0;
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
    rc__8__head = unit__8__rc_head;
    rc__8__node = node;
    routes__read_addr__8 = rc__8__lookup;
    rc__8__word = routes__read_data__8;
    rc__8__on_escape = vc_config__read_data__8[0];
    rc__8__follow = vc_config__read_data__8[1];
    rc__8__down = vc_config__read_data__8[2];
    rc__8__keep = low_4_of_14(vc_config__read_data__8 >> keep_at);
    rc__8__successor = low_2_of_14(vc_config__read_data__8 >> successor_at);
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
    unit__8__dead = dead_out[3:0];
    unit__8__won = va__won[8];
    unit__8__go = sa__go[8];
    req_valid = (req_valid & ~(10'd1 << 8)) | ({9'd0, unit__8__req_valid} << 8);
    req_priority = (req_priority & ~(10'd1 << 8)) | ({9'd0, unit__8__req_priority} << 8);
    req_bubble = (req_bubble & ~(10'd1 << 8)) | ({9'd0, unit__8__req_bubble} << 8);
    va__req_vc__8 = unit__8__req_vc;
    sa_req = (sa_req & ~(10'd1 << 8)) | ({9'd0, unit__8__sa_req} << 8);
    sa__want__8 = unit__8__held_port;
    unit__9__write = write_hot[9];
    unit__9__poison = poison[in_port__9];
    unit__9__flit_in__comb = 66'd0;
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
    rc__9__head = unit__9__rc_head;
    rc__9__node = node;
    routes__read_addr__9 = rc__9__lookup;
    rc__9__word = routes__read_data__9;
    rc__9__on_escape = vc_config__read_data__9[0];
    rc__9__follow = vc_config__read_data__9[1];
    rc__9__down = vc_config__read_data__9[2];
    rc__9__keep = low_4_of_14(vc_config__read_data__9 >> keep_at);
    rc__9__successor = low_2_of_14(vc_config__read_data__9 >> successor_at);
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
    unit__9__dead = dead_out[3:0];
    unit__9__won = va__won[9];
    unit__9__go = sa__go[9];
    req_valid = (req_valid & ~(10'd1 << 9)) | ({9'd0, unit__9__req_valid} << 9);
    req_priority = (req_priority & ~(10'd1 << 9)) | ({9'd0, unit__9__req_priority} << 9);
    req_bubble = (req_bubble & ~(10'd1 << 9)) | ({9'd0, unit__9__req_bubble} << 9);
    va__req_vc__9 = unit__9__req_vc;
    sa_req = (sa_req & ~(10'd1 << 9)) | ({9'd0, unit__9__sa_req} << 9);
    sa__want__9 = unit__9__held_port;
    va__req_valid = req_valid;
    va__req_priority = req_priority;
    va__req_bubble = req_bubble;
    va__free = free;
    va__room = room;
    sa__req = sa_req;
    copies = 5'd0;
    port_leaving = 72'd0;
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
    rewrite__0__flit_in = port_leaving[65:0];
    rewrite__0__misses = low_4_of_72(port_leaving >> misses_at);
    rewrite__0__copy = port_leaving[copy_at];
    lane = port_leaving[67:0];
    lane = ((lane >> vc_at) << vc_at) | {2'd0, rewrite__0__flit_out};
    xbar__flit_in__0 = lane;
    xbar__sel__0 = sa__out_port__0;
    flit_out__0 = xbar__flit_out__0[65:0];
    flit_out_vc__0 = low_1_of_68(xbar__flit_out__0 >> vc_at);
    copies = (copies & ~(5'd1 << 0)) | ({4'd0, xbar__flit_out__0[copy_at]} << 0);
    credit_vc__0__d = sa__port_vc__0;
    credit_out_vc__0 = credit_vc__0__q;
    port_leaving = 72'd0;
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
    rewrite__1__flit_in = port_leaving[65:0];
    rewrite__1__misses = low_4_of_72(port_leaving >> misses_at);
    rewrite__1__copy = port_leaving[copy_at];
    lane = port_leaving[67:0];
    lane = ((lane >> vc_at) << vc_at) | {2'd0, rewrite__1__flit_out};
    xbar__flit_in__1 = lane;
    xbar__sel__1 = sa__out_port__1;
    flit_out__1 = xbar__flit_out__1[65:0];
    flit_out_vc__1 = low_1_of_68(xbar__flit_out__1 >> vc_at);
    copies = (copies & ~(5'd1 << 1)) | ({4'd0, xbar__flit_out__1[copy_at]} << 1);
    credit_vc__1__d = sa__port_vc__1;
    credit_out_vc__1 = credit_vc__1__q;
    port_leaving = 72'd0;
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
    rewrite__2__flit_in = port_leaving[65:0];
    rewrite__2__misses = low_4_of_72(port_leaving >> misses_at);
    rewrite__2__copy = port_leaving[copy_at];
    lane = port_leaving[67:0];
    lane = ((lane >> vc_at) << vc_at) | {2'd0, rewrite__2__flit_out};
    xbar__flit_in__2 = lane;
    xbar__sel__2 = sa__out_port__2;
    flit_out__2 = xbar__flit_out__2[65:0];
    flit_out_vc__2 = low_1_of_68(xbar__flit_out__2 >> vc_at);
    copies = (copies & ~(5'd1 << 2)) | ({4'd0, xbar__flit_out__2[copy_at]} << 2);
    credit_vc__2__d = sa__port_vc__2;
    credit_out_vc__2 = credit_vc__2__q;
    port_leaving = 72'd0;
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
    rewrite__3__flit_in = port_leaving[65:0];
    rewrite__3__misses = low_4_of_72(port_leaving >> misses_at);
    rewrite__3__copy = port_leaving[copy_at];
    lane = port_leaving[67:0];
    lane = ((lane >> vc_at) << vc_at) | {2'd0, rewrite__3__flit_out};
    xbar__flit_in__3 = lane;
    xbar__sel__3 = sa__out_port__3;
    flit_out__3 = xbar__flit_out__3[65:0];
    flit_out_vc__3 = low_1_of_68(xbar__flit_out__3 >> vc_at);
    copies = (copies & ~(5'd1 << 3)) | ({4'd0, xbar__flit_out__3[copy_at]} << 3);
    credit_vc__3__d = sa__port_vc__3;
    credit_out_vc__3 = credit_vc__3__q;
    port_leaving = 72'd0;
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
    rewrite__4__flit_in = port_leaving[65:0];
    rewrite__4__misses = low_4_of_72(port_leaving >> misses_at);
    rewrite__4__copy = port_leaving[copy_at];
    lane = port_leaving[67:0];
    lane = ((lane >> vc_at) << vc_at) | {2'd0, rewrite__4__flit_out};
    xbar__flit_in__4 = lane;
    xbar__sel__4 = sa__out_port__4;
    flit_out__4 = xbar__flit_out__4[65:0];
    flit_out_vc__4 = low_1_of_68(xbar__flit_out__4 >> vc_at);
    copies = (copies & ~(5'd1 << 4)) | ({4'd0, xbar__flit_out__4[copy_at]} << 4);
    credit_vc__4__d = sa__port_vc__4;
    credit_out_vc__4 = credit_vc__4__q;
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
end
endmodule
