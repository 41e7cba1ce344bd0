module ftr_route_compute(
    input wire [65:0] head,
    input wire [5:0] node,
    output reg [5:0] lookup,
    input wire [9:0] word,
    input wire down,
    input wire [5:0] keep,
    input wire follow,
    input wire [2:0] successor,
    input wire on_escape,
    output reg eject,
    output reg [5:0] mask,
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
//   in    head   66
//   in    node   6
//   out   lookup   6
//   in    word   10
//   in    down   1
//   in    keep   6
//   in    follow   1
//   in    successor   3
//   in    on_escape   1
//   out   eject   1
//   out   mask   6
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
reg [5:0] dest;
reg here;
reg [3:0] more;
reg [3:0] leg;
reg [5:0] lookup$comb;
reg eject$comb;
reg [5:0] mask$comb;
reg escape$comb;
reg [2:0] port$comb;
reg esc_class$comb;
reg layered$comb;
reg [3:0] layer$comb;
always @(*) begin
    dest = head >> dest_at;
    leg = head[(leg_at)+:(4)];
    more = 32'h0;
    if (|has_list) begin
        more = head[(more_at)+:(4)];
    end
    here = dest == node;
    absorb = here & |more;
    lookup$comb = dest;
    if (absorb) begin
        lookup$comb = head >> rest_at;
    end
    layered$comb = |layers & (absorb | |more | |leg);
    layer$comb = leg;
    if (absorb) begin
        layer$comb = leg + 32'h1;
    end
    eject$comb = here & ~absorb;
    mask$comb = word;
    if (down & ~absorb) begin
        mask$comb = word >> down_at;
    end
    port$comb = (word >> port_at) & port_mask;
    esc_class$comb = 1'b0;
    if (|has_class) begin
        esc_class$comb = word[class_at];
    end
    if ((port$comb == 0) & keep[0] & ~absorb) begin
        esc_class$comb = |arrived_class;
    end
    if ((port$comb == 1) & keep[1] & ~absorb) begin
        esc_class$comb = |arrived_class;
    end
    if ((port$comb == 2) & keep[2] & ~absorb) begin
        esc_class$comb = |arrived_class;
    end
    if ((port$comb == 3) & keep[3] & ~absorb) begin
        esc_class$comb = |arrived_class;
    end
    if ((port$comb == 4) & keep[4] & ~absorb) begin
        esc_class$comb = |arrived_class;
    end
    if ((port$comb == 5) & keep[5] & ~absorb) begin
        esc_class$comb = |arrived_class;
    end
    escape$comb = word[valid_at];
    if (follow & ~absorb) begin
        escape$comb = 1'b1;
        port$comb = successor;
        esc_class$comb = 1'b0;
    end
    if (~here & ~|mask$comb & ~escape$comb) begin
        eject$comb = 1'b1;
    end
    if ((|bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
        mask$comb = 32'h0;
    end
    if (eject$comb) begin
        mask$comb = 32'h0;
        escape$comb = 1'b0;
        port$comb = 32'h0;
        esc_class$comb = 1'b0;
        layered$comb = 1'b0;
    end
    lookup = lookup$comb;
    eject = eject$comb;
    mask = mask$comb;
    escape = escape$comb;
    port = port$comb;
    esc_class = esc_class$comb;
    layered = layered$comb;
    layer = layer$comb;
end

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
//   slots$0   66   reset 66'h00000000000000000
//   slots$1   66   reset 66'h00000000000000000
//   slots$2   66   reset 66'h00000000000000000
//   slots$3   66   reset 66'h00000000000000000
//   slots$4   66   reset 66'h00000000000000000
//   slots$5   66   reset 66'h00000000000000000
//   slots$6   66   reset 66'h00000000000000000
//   slots$7   66   reset 66'h00000000000000000
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
reg take;
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
reg [65:0] slots$0$d;
reg [65:0] slots$0$q;
reg [65:0] slots$1$d;
reg [65:0] slots$1$q;
reg [65:0] slots$2$d;
reg [65:0] slots$2$q;
reg [65:0] slots$3$d;
reg [65:0] slots$3$q;
reg [65:0] slots$4$d;
reg [65:0] slots$4$q;
reg [65:0] slots$5$d;
reg [65:0] slots$5$q;
reg [65:0] slots$6$d;
reg [65:0] slots$6$q;
reg [65:0] slots$7$d;
reg [65:0] slots$7$q;
reg closed$d;
reg closed$q;
reg [2:0] closed_slot$d;
reg [2:0] closed_slot$q;
reg [2:0] head$d;
reg [2:0] head$q;
reg [2:0] tail$d;
reg [2:0] tail$q;
reg [3:0] count_reg$d;
reg [3:0] count_reg$q;
reg valid_reg$d;
reg valid_reg$q;
always @(posedge clock) begin
    if (reset) slots$0$q <= 66'h00000000000000000; else slots$0$q <= slots$0$d;
    if (reset) slots$1$q <= 66'h00000000000000000; else slots$1$q <= slots$1$d;
    if (reset) slots$2$q <= 66'h00000000000000000; else slots$2$q <= slots$2$d;
    if (reset) slots$3$q <= 66'h00000000000000000; else slots$3$q <= slots$3$d;
    if (reset) slots$4$q <= 66'h00000000000000000; else slots$4$q <= slots$4$d;
    if (reset) slots$5$q <= 66'h00000000000000000; else slots$5$q <= slots$5$d;
    if (reset) slots$6$q <= 66'h00000000000000000; else slots$6$q <= slots$6$d;
    if (reset) slots$7$q <= 66'h00000000000000000; else slots$7$q <= slots$7$d;
    if (reset) closed$q <= 1'h0; else closed$q <= closed$d;
    if (reset) closed_slot$q <= 3'h0; else closed_slot$q <= closed_slot$d;
    if (reset) head$q <= 3'h0; else head$q <= head$d;
    if (reset) tail$q <= 3'h0; else tail$q <= tail$d;
    if (reset) count_reg$q <= 4'h0; else count_reg$q <= count_reg$d;
    if (reset) valid_reg$q <= 1'h0; else valid_reg$q <= valid_reg$d;
end
reg [65:0] front$comb;
reg [65:0] second$comb;
always @(*) begin
    count = count_reg$q;
    valid = |valid_reg$q;
    take = read & |count_reg$q;
    if (|tail$q) begin
        prev = tail$q - 32'h1;
    end
    else begin
        prev = last_slot;
    end
    if (tail$q == last_slot) begin
        next_tail = 32'h0;
    end
    else begin
        next_tail = tail$q + 32'h1;
    end
    if (head$q == last_slot) begin
        next_head = 32'h0;
    end
    else begin
        next_head = head$q + 32'h1;
    end
    fill = write | (poison & (count_reg$q != full));
    put_flit = flit_in;
    if (poison) begin
        put_flit = copy;
    end
    front$comb = 32'h0;
    second$comb = 32'h0;
    slots$0$d = slots$0$q;
    if (head$q == 0) begin
        front$comb = slots$0$q;
    end
    if (next_head == 0) begin
        second$comb = slots$0$q;
    end
    if (fill & (tail$q == 0)) begin
        slots$0$d = put_flit;
    end
    slots$1$d = slots$1$q;
    if (head$q == 1) begin
        front$comb = slots$1$q;
    end
    if (next_head == 1) begin
        second$comb = slots$1$q;
    end
    if (fill & (tail$q == 1)) begin
        slots$1$d = put_flit;
    end
    slots$2$d = slots$2$q;
    if (head$q == 2) begin
        front$comb = slots$2$q;
    end
    if (next_head == 2) begin
        second$comb = slots$2$q;
    end
    if (fill & (tail$q == 2)) begin
        slots$2$d = put_flit;
    end
    slots$3$d = slots$3$q;
    if (head$q == 3) begin
        front$comb = slots$3$q;
    end
    if (next_head == 3) begin
        second$comb = slots$3$q;
    end
    if (fill & (tail$q == 3)) begin
        slots$3$d = put_flit;
    end
    slots$4$d = slots$4$q;
    if (head$q == 4) begin
        front$comb = slots$4$q;
    end
    if (next_head == 4) begin
        second$comb = slots$4$q;
    end
    if (fill & (tail$q == 4)) begin
        slots$4$d = put_flit;
    end
    slots$5$d = slots$5$q;
    if (head$q == 5) begin
        front$comb = slots$5$q;
    end
    if (next_head == 5) begin
        second$comb = slots$5$q;
    end
    if (fill & (tail$q == 5)) begin
        slots$5$d = put_flit;
    end
    slots$6$d = slots$6$q;
    if (head$q == 6) begin
        front$comb = slots$6$q;
    end
    if (next_head == 6) begin
        second$comb = slots$6$q;
    end
    if (fill & (tail$q == 6)) begin
        slots$6$d = put_flit;
    end
    slots$7$d = slots$7$q;
    if (head$q == 7) begin
        front$comb = slots$7$q;
    end
    if (next_head == 7) begin
        second$comb = slots$7$q;
    end
    if (fill & (tail$q == 7)) begin
        slots$7$d = put_flit;
    end
    closed_front = |closed$q & (head$q == closed_slot$q);
    if (closed_front) begin
        front$comb = front$comb | tail_bit;
    end
    append = poison & active & ~|count_reg$q;
    put = write | append;
    append_read = poison & active & ~|(front$comb & tail_bit) & (count_reg$q == one);
    put_read = write | append_read;
    head$d = head$q;
    tail$d = tail$q;
    count_reg$d = count_reg$q;
    valid_reg$d = (put | |count_reg$q);
    if (put) begin
        tail$d = next_tail;
        count_reg$d = count_reg$q + 32'h1;
    end
    closed$d = closed$q;
    closed_slot$d = closed_slot$q;
    if (poison & |count_reg$q) begin
        closed$d = 32'h1;
        closed_slot$d = prev;
    end
    if (take) begin
        head$d = next_head;
        tail$d = tail$q;
        count_reg$d = count_reg$q - 32'h1;
        valid_reg$d = (put_read | (count_reg$q > one));
        if (put_read) begin
            tail$d = next_tail;
            count_reg$d = count_reg$q;
        end
        if (closed_front) begin
            closed$d = 32'h0;
        end
        closed_slot$d = closed_slot$q;
        if (poison & |(count_reg$q >> 32'h1)) begin
            closed$d = 32'h1;
            closed_slot$d = prev;
        end
    end
    front = front$comb;
    second = second$comb;
end

endmodule

module ftr_tail_copy(
    input wire clock,
    input wire reset,
    input wire [65:0] flit_in,
    input wire write,
    output reg [65:0] copy
);
// The tail closing a packet a cut link split: the last flit written (its tag
// and next index, registered) as a body flit one further, tail bit set.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
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
//   tag   32   reset 32'h00000000
//   index   8   reset 8'h00
parameter [6:0] head_tag_at = 7'h0;
parameter [6:0] body_tag_at = 7'h0;
parameter [65:0] tag_mask = 66'h0;
parameter [6:0] index_bits = 7'h0;
parameter [6:0] data_at = 7'h0;
parameter [65:0] tail_only = 66'h0;
reg [65:0] wide;
reg [31:0] tag$d;
reg [31:0] tag$q;
reg [7:0] index$d;
reg [7:0] index$q;
always @(posedge clock) begin
    if (reset) tag$q <= 32'h00000000; else tag$q <= tag$d;
    if (reset) index$q <= 8'h00; else index$q <= index$d;
end
always @(*) begin
    tag$d = tag$q;
    index$d = index$q;
    if (write) begin
        tag$d = (flit_in >> body_tag_at) & tag_mask;
        index$d = (flit_in >> data_at) + 32'h1;
        if (flit_in[32'h0]) begin
            tag$d = (flit_in >> head_tag_at) & tag_mask;
            index$d = 32'h1;
        end
    end
    wide = tag$q;
    copy = (((wide << index_bits) | index$q) << data_at) | tail_only;
end

endmodule

module ftr_most_credits(
    input wire [5:0] mask,
    input wire layered,
    input wire [3:0] layer,
    input wire [13:0] free,
    input wire [13:0] adaptive_ok,
    input wire [55:0] credits,
    output reg found,
    output reg [3:0] best
);
// VA's adaptive choice: the first candidate output VC with the most credits,
// by credit levels (no chain of comparisons).
// Ports:
//   in    mask   6
//   in    layered   1
//   in    layer   4
//   in    free   14
//   in    adaptive_ok   14
//   in    credits   56
//   out   found   1
//   out   best   4
// Parameters (per instance):
//   level$0   4
//   level$1   4
//   level$2   4
//   level$3   4
//   level$4   4
//   level$5   4
//   level$6   4
//   level$7   4
//   port_hot$0   6
//   port_hot$1   6
//   port_hot$2   6
//   port_hot$3   6
//   port_hot$4   6
//   port_hot$5   6
//   port_hot$6   6
//   port_hot$7   6
//   port_hot$8   6
//   port_hot$9   6
//   port_hot$10   6
//   port_hot$11   6
//   port_hot$12   6
//   port_hot$13   6
//   vc_of$0   1
//   vc_of$1   1
//   vc_of$2   1
//   vc_of$3   1
//   vc_of$4   1
//   vc_of$5   1
//   vc_of$6   1
//   vc_of$7   1
//   vc_of$8   1
//   vc_of$9   1
//   vc_of$10   1
//   vc_of$11   1
//   vc_of$12   1
//   vc_of$13   1
//   index_bit$0   14
//   index_bit$1   14
//   index_bit$2   14
//   index_bit$3   14
//   credit_bits   3
parameter [3:0] level$0 = 4'h0;
parameter [3:0] level$1 = 4'h0;
parameter [3:0] level$2 = 4'h0;
parameter [3:0] level$3 = 4'h0;
parameter [3:0] level$4 = 4'h0;
parameter [3:0] level$5 = 4'h0;
parameter [3:0] level$6 = 4'h0;
parameter [3:0] level$7 = 4'h0;
parameter [5:0] port_hot$0 = 6'h0;
parameter [5:0] port_hot$1 = 6'h0;
parameter [5:0] port_hot$2 = 6'h0;
parameter [5:0] port_hot$3 = 6'h0;
parameter [5:0] port_hot$4 = 6'h0;
parameter [5:0] port_hot$5 = 6'h0;
parameter [5:0] port_hot$6 = 6'h0;
parameter [5:0] port_hot$7 = 6'h0;
parameter [5:0] port_hot$8 = 6'h0;
parameter [5:0] port_hot$9 = 6'h0;
parameter [5:0] port_hot$10 = 6'h0;
parameter [5:0] port_hot$11 = 6'h0;
parameter [5:0] port_hot$12 = 6'h0;
parameter [5:0] port_hot$13 = 6'h0;
parameter vc_of$0 = 1'h0;
parameter vc_of$1 = 1'h0;
parameter vc_of$2 = 1'h0;
parameter vc_of$3 = 1'h0;
parameter vc_of$4 = 1'h0;
parameter vc_of$5 = 1'h0;
parameter vc_of$6 = 1'h0;
parameter vc_of$7 = 1'h0;
parameter vc_of$8 = 1'h0;
parameter vc_of$9 = 1'h0;
parameter vc_of$10 = 1'h0;
parameter vc_of$11 = 1'h0;
parameter vc_of$12 = 1'h0;
parameter vc_of$13 = 1'h0;
parameter [13:0] index_bit$0 = 14'h0;
parameter [13:0] index_bit$1 = 14'h0;
parameter [13:0] index_bit$2 = 14'h0;
parameter [13:0] index_bit$3 = 14'h0;
parameter [2:0] credit_bits = 3'h0;
reg [55:0] rest;
reg [3:0] cred;
reg [13:0] cand;
reg [7:0] reach;
reg [13:0] top;
reg [13:0] top_one;
reg below;
reg [3:0] best$comb;
always @(*) begin
    cand = 32'h0;
    cand = (cand & ~(1 << (0)) | ((|(port_hot$0 & mask) & adaptive_ok[0] & (~layered | (vc_of$0 == layer)) & free[0]) << (0)));
    cand = (cand & ~(1 << (1)) | ((|(port_hot$1 & mask) & adaptive_ok[1] & (~layered | (vc_of$1 == layer)) & free[1]) << (1)));
    cand = (cand & ~(1 << (2)) | ((|(port_hot$2 & mask) & adaptive_ok[2] & (~layered | (vc_of$2 == layer)) & free[2]) << (2)));
    cand = (cand & ~(1 << (3)) | ((|(port_hot$3 & mask) & adaptive_ok[3] & (~layered | (vc_of$3 == layer)) & free[3]) << (3)));
    cand = (cand & ~(1 << (4)) | ((|(port_hot$4 & mask) & adaptive_ok[4] & (~layered | (vc_of$4 == layer)) & free[4]) << (4)));
    cand = (cand & ~(1 << (5)) | ((|(port_hot$5 & mask) & adaptive_ok[5] & (~layered | (vc_of$5 == layer)) & free[5]) << (5)));
    cand = (cand & ~(1 << (6)) | ((|(port_hot$6 & mask) & adaptive_ok[6] & (~layered | (vc_of$6 == layer)) & free[6]) << (6)));
    cand = (cand & ~(1 << (7)) | ((|(port_hot$7 & mask) & adaptive_ok[7] & (~layered | (vc_of$7 == layer)) & free[7]) << (7)));
    cand = (cand & ~(1 << (8)) | ((|(port_hot$8 & mask) & adaptive_ok[8] & (~layered | (vc_of$8 == layer)) & free[8]) << (8)));
    cand = (cand & ~(1 << (9)) | ((|(port_hot$9 & mask) & adaptive_ok[9] & (~layered | (vc_of$9 == layer)) & free[9]) << (9)));
    cand = (cand & ~(1 << (10)) | ((|(port_hot$10 & mask) & adaptive_ok[10] & (~layered | (vc_of$10 == layer)) & free[10]) << (10)));
    cand = (cand & ~(1 << (11)) | ((|(port_hot$11 & mask) & adaptive_ok[11] & (~layered | (vc_of$11 == layer)) & free[11]) << (11)));
    cand = (cand & ~(1 << (12)) | ((|(port_hot$12 & mask) & adaptive_ok[12] & (~layered | (vc_of$12 == layer)) & free[12]) << (12)));
    cand = (cand & ~(1 << (13)) | ((|(port_hot$13 & mask) & adaptive_ok[13] & (~layered | (vc_of$13 == layer)) & free[13]) << (13)));
    reach = 32'h0;
    rest = credits;
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[0] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[1] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[2] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[3] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[4] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[5] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[6] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[7] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[8] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[9] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[10] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[11] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[12] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[13] & (cred >= level$0)) begin
        reach = (reach & ~(1 << (0)) | ((1'b1) << (0)));
    end
    rest = credits;
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[0] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[1] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[2] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[3] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[4] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[5] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[6] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[7] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[8] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[9] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[10] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[11] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[12] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[13] & (cred >= level$1)) begin
        reach = (reach & ~(1 << (1)) | ((1'b1) << (1)));
    end
    rest = credits;
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[0] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[1] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[2] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[3] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[4] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[5] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[6] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[7] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[8] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[9] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[10] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[11] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[12] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[13] & (cred >= level$2)) begin
        reach = (reach & ~(1 << (2)) | ((1'b1) << (2)));
    end
    rest = credits;
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[0] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[1] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[2] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[3] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[4] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[5] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[6] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[7] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[8] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[9] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[10] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[11] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[12] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[13] & (cred >= level$3)) begin
        reach = (reach & ~(1 << (3)) | ((1'b1) << (3)));
    end
    rest = credits;
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[0] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[1] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[2] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[3] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[4] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[5] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[6] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[7] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[8] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[9] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[10] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[11] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[12] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[13] & (cred >= level$4)) begin
        reach = (reach & ~(1 << (4)) | ((1'b1) << (4)));
    end
    rest = credits;
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[0] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[1] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[2] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[3] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[4] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[5] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[6] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[7] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[8] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[9] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[10] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[11] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[12] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[13] & (cred >= level$5)) begin
        reach = (reach & ~(1 << (5)) | ((1'b1) << (5)));
    end
    rest = credits;
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[0] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[1] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[2] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[3] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[4] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[5] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[6] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[7] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[8] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[9] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[10] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[11] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[12] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[13] & (cred >= level$6)) begin
        reach = (reach & ~(1 << (6)) | ((1'b1) << (6)));
    end
    rest = credits;
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[0] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[1] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[2] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[3] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[4] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[5] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[6] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[7] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[8] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[9] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[10] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[11] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[12] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (cand[13] & (cred >= level$7)) begin
        reach = (reach & ~(1 << (7)) | ((1'b1) << (7)));
    end
    top = cand;
    rest = credits;
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (0)) | ((1'b0) << (0)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (0)) | ((1'b0) << (0)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (0)) | ((1'b0) << (0)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (0)) | ((1'b0) << (0)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (0)) | ((1'b0) << (0)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (0)) | ((1'b0) << (0)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (0)) | ((1'b0) << (0)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (0)) | ((1'b0) << (0)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (1)) | ((1'b0) << (1)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (1)) | ((1'b0) << (1)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (1)) | ((1'b0) << (1)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (1)) | ((1'b0) << (1)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (1)) | ((1'b0) << (1)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (1)) | ((1'b0) << (1)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (1)) | ((1'b0) << (1)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (1)) | ((1'b0) << (1)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (2)) | ((1'b0) << (2)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (2)) | ((1'b0) << (2)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (2)) | ((1'b0) << (2)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (2)) | ((1'b0) << (2)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (2)) | ((1'b0) << (2)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (2)) | ((1'b0) << (2)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (2)) | ((1'b0) << (2)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (2)) | ((1'b0) << (2)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (3)) | ((1'b0) << (3)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (3)) | ((1'b0) << (3)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (3)) | ((1'b0) << (3)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (3)) | ((1'b0) << (3)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (3)) | ((1'b0) << (3)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (3)) | ((1'b0) << (3)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (3)) | ((1'b0) << (3)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (3)) | ((1'b0) << (3)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (4)) | ((1'b0) << (4)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (4)) | ((1'b0) << (4)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (4)) | ((1'b0) << (4)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (4)) | ((1'b0) << (4)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (4)) | ((1'b0) << (4)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (4)) | ((1'b0) << (4)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (4)) | ((1'b0) << (4)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (4)) | ((1'b0) << (4)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (5)) | ((1'b0) << (5)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (5)) | ((1'b0) << (5)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (5)) | ((1'b0) << (5)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (5)) | ((1'b0) << (5)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (5)) | ((1'b0) << (5)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (5)) | ((1'b0) << (5)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (5)) | ((1'b0) << (5)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (5)) | ((1'b0) << (5)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (6)) | ((1'b0) << (6)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (6)) | ((1'b0) << (6)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (6)) | ((1'b0) << (6)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (6)) | ((1'b0) << (6)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (6)) | ((1'b0) << (6)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (6)) | ((1'b0) << (6)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (6)) | ((1'b0) << (6)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (6)) | ((1'b0) << (6)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (7)) | ((1'b0) << (7)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (7)) | ((1'b0) << (7)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (7)) | ((1'b0) << (7)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (7)) | ((1'b0) << (7)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (7)) | ((1'b0) << (7)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (7)) | ((1'b0) << (7)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (7)) | ((1'b0) << (7)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (7)) | ((1'b0) << (7)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (8)) | ((1'b0) << (8)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (8)) | ((1'b0) << (8)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (8)) | ((1'b0) << (8)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (8)) | ((1'b0) << (8)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (8)) | ((1'b0) << (8)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (8)) | ((1'b0) << (8)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (8)) | ((1'b0) << (8)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (8)) | ((1'b0) << (8)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (9)) | ((1'b0) << (9)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (9)) | ((1'b0) << (9)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (9)) | ((1'b0) << (9)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (9)) | ((1'b0) << (9)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (9)) | ((1'b0) << (9)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (9)) | ((1'b0) << (9)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (9)) | ((1'b0) << (9)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (9)) | ((1'b0) << (9)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (10)) | ((1'b0) << (10)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (10)) | ((1'b0) << (10)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (10)) | ((1'b0) << (10)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (10)) | ((1'b0) << (10)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (10)) | ((1'b0) << (10)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (10)) | ((1'b0) << (10)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (10)) | ((1'b0) << (10)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (10)) | ((1'b0) << (10)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (11)) | ((1'b0) << (11)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (11)) | ((1'b0) << (11)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (11)) | ((1'b0) << (11)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (11)) | ((1'b0) << (11)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (11)) | ((1'b0) << (11)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (11)) | ((1'b0) << (11)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (11)) | ((1'b0) << (11)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (11)) | ((1'b0) << (11)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (12)) | ((1'b0) << (12)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (12)) | ((1'b0) << (12)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (12)) | ((1'b0) << (12)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (12)) | ((1'b0) << (12)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (12)) | ((1'b0) << (12)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (12)) | ((1'b0) << (12)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (12)) | ((1'b0) << (12)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (12)) | ((1'b0) << (12)));
    end
    cred = rest;
    rest = rest >> credit_bits;
    if (reach[0] & (cred < level$0)) begin
        top = (top & ~(1 << (13)) | ((1'b0) << (13)));
    end
    if (reach[1] & (cred < level$1)) begin
        top = (top & ~(1 << (13)) | ((1'b0) << (13)));
    end
    if (reach[2] & (cred < level$2)) begin
        top = (top & ~(1 << (13)) | ((1'b0) << (13)));
    end
    if (reach[3] & (cred < level$3)) begin
        top = (top & ~(1 << (13)) | ((1'b0) << (13)));
    end
    if (reach[4] & (cred < level$4)) begin
        top = (top & ~(1 << (13)) | ((1'b0) << (13)));
    end
    if (reach[5] & (cred < level$5)) begin
        top = (top & ~(1 << (13)) | ((1'b0) << (13)));
    end
    if (reach[6] & (cred < level$6)) begin
        top = (top & ~(1 << (13)) | ((1'b0) << (13)));
    end
    if (reach[7] & (cred < level$7)) begin
        top = (top & ~(1 << (13)) | ((1'b0) << (13)));
    end
    top_one = 32'h0;
    below = 1'b0;
    top_one = (top_one & ~(1 << (0)) | ((top[0] & ~below) << (0)));
    below = below | top[0];
    top_one = (top_one & ~(1 << (1)) | ((top[1] & ~below) << (1)));
    below = below | top[1];
    top_one = (top_one & ~(1 << (2)) | ((top[2] & ~below) << (2)));
    below = below | top[2];
    top_one = (top_one & ~(1 << (3)) | ((top[3] & ~below) << (3)));
    below = below | top[3];
    top_one = (top_one & ~(1 << (4)) | ((top[4] & ~below) << (4)));
    below = below | top[4];
    top_one = (top_one & ~(1 << (5)) | ((top[5] & ~below) << (5)));
    below = below | top[5];
    top_one = (top_one & ~(1 << (6)) | ((top[6] & ~below) << (6)));
    below = below | top[6];
    top_one = (top_one & ~(1 << (7)) | ((top[7] & ~below) << (7)));
    below = below | top[7];
    top_one = (top_one & ~(1 << (8)) | ((top[8] & ~below) << (8)));
    below = below | top[8];
    top_one = (top_one & ~(1 << (9)) | ((top[9] & ~below) << (9)));
    below = below | top[9];
    top_one = (top_one & ~(1 << (10)) | ((top[10] & ~below) << (10)));
    below = below | top[10];
    top_one = (top_one & ~(1 << (11)) | ((top[11] & ~below) << (11)));
    below = below | top[11];
    top_one = (top_one & ~(1 << (12)) | ((top[12] & ~below) << (12)));
    below = below | top[12];
    top_one = (top_one & ~(1 << (13)) | ((top[13] & ~below) << (13)));
    below = below | top[13];
    found = |cand;
    best$comb = 32'h0;
    best$comb = (best$comb & ~(1 << (0)) | ((|(top_one & index_bit$0)) << (0)));
    best$comb = (best$comb & ~(1 << (1)) | ((|(top_one & index_bit$1)) << (1)));
    best$comb = (best$comb & ~(1 << (2)) | ((|(top_one & index_bit$2)) << (2)));
    best$comb = (best$comb & ~(1 << (3)) | ((|(top_one & index_bit$3)) << (3)));
    best = best$comb;
end

endmodule

module ftr_route_regs(
    input wire clock,
    input wire reset,
    input wire load,
    input wire eject_in,
    input wire [5:0] mask_in,
    input wire escape_in,
    input wire [2:0] port_in,
    input wire esc_class_in,
    input wire absorb_in,
    input wire layered_in,
    input wire [3:0] layer_in,
    output reg eject,
    output reg [5:0] mask,
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
//   in    reset   1  (synchronous, active high)
//   in    load   1
//   in    eject_in   1
//   in    mask_in   6
//   in    escape_in   1
//   in    port_in   3
//   in    esc_class_in   1
//   in    absorb_in   1
//   in    layered_in   1
//   in    layer_in   4
//   out   eject   1
//   out   mask   6
//   out   escape   1
//   out   port   3
//   out   esc_class   1
//   out   absorb   1
//   out   layered   1
//   out   layer   4
// Registers:
//   eject_reg   1   reset 1'h0
//   mask_reg   6   reset 6'h00
//   escape_reg   1   reset 1'h0
//   port_reg   3   reset 3'h0
//   esc_class_reg   1   reset 1'h0
//   absorb_reg   1   reset 1'h0
//   layered_reg   1   reset 1'h0
//   layer_reg   4   reset 4'h0
reg eject_reg$d;
reg eject_reg$q;
reg [5:0] mask_reg$d;
reg [5:0] mask_reg$q;
reg escape_reg$d;
reg escape_reg$q;
reg [2:0] port_reg$d;
reg [2:0] port_reg$q;
reg esc_class_reg$d;
reg esc_class_reg$q;
reg absorb_reg$d;
reg absorb_reg$q;
reg layered_reg$d;
reg layered_reg$q;
reg [3:0] layer_reg$d;
reg [3:0] layer_reg$q;
always @(posedge clock) begin
    if (reset) eject_reg$q <= 1'h0; else eject_reg$q <= eject_reg$d;
    if (reset) mask_reg$q <= 6'h00; else mask_reg$q <= mask_reg$d;
    if (reset) escape_reg$q <= 1'h0; else escape_reg$q <= escape_reg$d;
    if (reset) port_reg$q <= 3'h0; else port_reg$q <= port_reg$d;
    if (reset) esc_class_reg$q <= 1'h0; else esc_class_reg$q <= esc_class_reg$d;
    if (reset) absorb_reg$q <= 1'h0; else absorb_reg$q <= absorb_reg$d;
    if (reset) layered_reg$q <= 1'h0; else layered_reg$q <= layered_reg$d;
    if (reset) layer_reg$q <= 4'h0; else layer_reg$q <= layer_reg$d;
end
always @(*) begin
    eject_reg$d = eject_reg$q;
    mask_reg$d = mask_reg$q;
    escape_reg$d = escape_reg$q;
    port_reg$d = port_reg$q;
    esc_class_reg$d = esc_class_reg$q;
    absorb_reg$d = absorb_reg$q;
    layered_reg$d = layered_reg$q;
    layer_reg$d = layer_reg$q;
    if (load) begin
        eject_reg$d = eject_in;
        mask_reg$d = mask_in;
        escape_reg$d = escape_in;
        port_reg$d = port_in;
        esc_class_reg$d = esc_class_in;
        absorb_reg$d = absorb_in;
        layered_reg$d = layered_in;
        layer_reg$d = layer_in;
    end
    eject = eject_reg$q;
    mask = mask_reg$q;
    escape = escape_reg$q;
    port = port_reg$q;
    esc_class = esc_class_reg$q;
    absorb = absorb_reg$q;
    layered = layered_reg$q;
    layer = layer_reg$q;
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
    output reg [3:0] vc,
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
//   out   vc   4
//   out   misses   4
//   out   urgent   1
//   out   bubble   1
// Registers:
//   valid_reg   1   reset 1'h0
//   vc_reg   4   reset 4'h0
//   misses_reg   4   reset 4'h0
//   urgent_reg   1   reset 1'h0
//   bubble_reg   1   reset 1'h0
reg valid_reg$d;
reg valid_reg$q;
reg [3:0] vc_reg$d;
reg [3:0] vc_reg$q;
reg [3:0] misses_reg$d;
reg [3:0] misses_reg$q;
reg urgent_reg$d;
reg urgent_reg$q;
reg bubble_reg$d;
reg bubble_reg$q;
always @(posedge clock) begin
    if (reset) valid_reg$q <= 1'h0; else valid_reg$q <= valid_reg$d;
    if (reset) vc_reg$q <= 4'h0; else vc_reg$q <= vc_reg$d;
    if (reset) misses_reg$q <= 4'h0; else misses_reg$q <= misses_reg$d;
    if (reset) urgent_reg$q <= 1'h0; else urgent_reg$q <= urgent_reg$d;
    if (reset) bubble_reg$q <= 1'h0; else bubble_reg$q <= bubble_reg$d;
end
always @(*) begin
    valid_reg$d = valid_in;
    vc_reg$d = vc_in;
    misses_reg$d = misses_in;
    urgent_reg$d = urgent_in;
    bubble_reg$d = bubble_in;
    valid = |valid_reg$q;
    vc = vc_reg$q;
    misses = misses_reg$q;
    urgent = |urgent_reg$q;
    bubble = |bubble_reg$q;
end

endmodule

module ftr_input_vc(
    input wire clock,
    input wire reset,
    input wire [65:0] flit_in,
    input wire write,
    input wire rc_eject,
    input wire [5:0] rc_mask,
    input wire rc_escape,
    input wire [2:0] rc_port,
    input wire rc_class,
    input wire rc_absorb,
    input wire rc_layered,
    input wire [3:0] rc_layer,
    input wire [16:0] vc_config,
    output reg [2:0] row_addr,
    input wire [5:0] row_bits,
    input wire [111:0] out_vcs,
    input wire won,
    input wire go,
    output reg [65:0] rc_head,
    output reg req_valid,
    output reg req_bubble,
    output reg [3:0] req_vc,
    output reg req_priority,
    output reg sa_req,
    output reg [13:0] held_hot,
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
//   in    rc_mask   6
//   in    rc_escape   1
//   in    rc_port   3
//   in    rc_class   1
//   in    rc_absorb   1
//   in    rc_layered   1
//   in    rc_layer   4
//   in    vc_config   17
//   out   row_addr   3
//   in    row_bits   6
//   in    out_vcs   112
//   in    won   1
//   in    go   1
//   out   rc_head   66
//   out   req_valid   1
//   out   req_bubble   1
//   out   req_vc   4
//   out   req_priority   1
//   out   sa_req   1
//   out   held_hot   14
//   out   held_port   3
//   out   leaving   72
//   in    poison   1
// Parameters (per instance):
//   injected   1
//   out_port_of$0   3
//   out_port_of$1   3
//   out_port_of$2   3
//   out_port_of$3   3
//   out_port_of$4   3
//   out_port_of$5   3
//   out_port_of$6   3
//   out_port_of$7   3
//   out_port_of$8   3
//   out_port_of$9   3
//   out_port_of$10   3
//   out_port_of$11   3
//   out_port_of$12   3
//   out_port_of$13   3
//   sink   14
//   escape_vc   14
//   class_of   14
//   admission_vc   14
//   port_bit$0   14
//   port_bit$1   14
//   port_bit$2   14
//   vc_bit$0   14
//   bubble_check   1
//   transit_priority   1
//   admission   1
//   admission_credits   4
//   escape_patience   4
//   injection_patience   4
//   misses_at   5
//   local_row   3
//   credit_bits   3
//   flit_bits   7
//   vc_bits   1
//   row_at   4
//   free_at   6
//   has_one_at   7
//   adaptive_ok_at   7
//   off_ring_at   7
// Registers:
//   state   2   reset 2'h0
//   refused   4   reset 4'h0
//   held_port_reg   3   reset 3'h0
//   held_out_vc_reg   1   reset 1'h0
//   held_hot_reg   14   reset 14'h0000
//   misses_reg   4   reset 4'h0
//   absorb_reg   1   reset 1'h0
parameter injected = 1'h0;
parameter [2:0] out_port_of$0 = 3'h0;
parameter [2:0] out_port_of$1 = 3'h0;
parameter [2:0] out_port_of$2 = 3'h0;
parameter [2:0] out_port_of$3 = 3'h0;
parameter [2:0] out_port_of$4 = 3'h0;
parameter [2:0] out_port_of$5 = 3'h0;
parameter [2:0] out_port_of$6 = 3'h0;
parameter [2:0] out_port_of$7 = 3'h0;
parameter [2:0] out_port_of$8 = 3'h0;
parameter [2:0] out_port_of$9 = 3'h0;
parameter [2:0] out_port_of$10 = 3'h0;
parameter [2:0] out_port_of$11 = 3'h0;
parameter [2:0] out_port_of$12 = 3'h0;
parameter [2:0] out_port_of$13 = 3'h0;
parameter [13:0] sink = 14'h0;
parameter [13:0] escape_vc = 14'h0;
parameter [13:0] class_of = 14'h0;
parameter [13:0] admission_vc = 14'h0;
parameter [13:0] port_bit$0 = 14'h0;
parameter [13:0] port_bit$1 = 14'h0;
parameter [13:0] port_bit$2 = 14'h0;
parameter [13:0] vc_bit$0 = 14'h0;
parameter bubble_check = 1'h0;
parameter transit_priority = 1'h0;
parameter admission = 1'h0;
parameter [3:0] admission_credits = 4'h0;
parameter [3:0] escape_patience = 4'h0;
parameter [3:0] injection_patience = 4'h0;
parameter [4:0] misses_at = 5'h0;
parameter [2:0] local_row = 3'h0;
parameter [2:0] credit_bits = 3'h0;
parameter [6:0] flit_bits = 7'h0;
parameter vc_bits = 1'h0;
parameter [3:0] row_at = 4'h0;
parameter [5:0] free_at = 6'h0;
parameter [6:0] has_one_at = 7'h0;
parameter [6:0] adaptive_ok_at = 7'h0;
parameter [6:0] off_ring_at = 7'h0;
reg [13:0] free;
reg [13:0] has_one;
reg [13:0] adaptive_ok;
reg [13:0] off_ring;
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
reg [13:0] on_port;
reg room;
reg admit;
reg [3:0] patience;
reg enters;
reg [55:0] rest;
reg [3:0] cred;
reg [13:0] won_hot;
reg fifo$write;
reg [65:0] fifo$flit_in;
reg fifo$read;
wire [65:0] fifo$front;
wire [65:0] fifo$second;
wire fifo$valid;
wire [3:0] fifo$count;
reg fifo$poison;
reg fifo$active;
reg [65:0] fifo$copy;
reg [65:0] closer$flit_in;
reg closer$write;
wire [65:0] closer$copy;
reg [5:0] most$mask;
reg most$layered;
reg [3:0] most$layer;
reg [13:0] most$free;
reg [13:0] most$adaptive_ok;
reg [55:0] most$credits;
wire most$found;
wire [3:0] most$best;
reg [1:0] state$d;
reg [1:0] state$q;
reg route$load;
reg route$eject_in;
reg [5:0] route$mask_in;
reg route$escape_in;
reg [2:0] route$port_in;
reg route$esc_class_in;
reg route$absorb_in;
reg route$layered_in;
reg [3:0] route$layer_in;
wire route$eject;
wire [5:0] route$mask;
wire route$escape;
wire [2:0] route$port;
wire route$esc_class;
wire route$absorb;
wire route$layered;
wire [3:0] route$layer;
reg [3:0] refused$d;
reg [3:0] refused$q;
reg [2:0] held_port_reg$d;
reg [2:0] held_port_reg$q;
reg held_out_vc_reg$d;
reg held_out_vc_reg$q;
reg [13:0] held_hot_reg$d;
reg [13:0] held_hot_reg$q;
reg [3:0] misses_reg$d;
reg [3:0] misses_reg$q;
reg absorb_reg$d;
reg absorb_reg$q;
reg request$valid_in;
reg [3:0] request$vc_in;
reg [3:0] request$misses_in;
reg request$urgent_in;
reg request$bubble_in;
wire request$valid;
wire [3:0] request$vc;
wire [3:0] request$misses;
wire request$urgent;
wire request$bubble;
ftr_vc_buffer #(.last_slot(3'h7), .one(4'h1), .full(4'h8), .tail_bit(66'h00000000000000002)) fifo (
    .clock(clock),
    .reset(reset),
    .write(fifo$write),
    .flit_in(fifo$flit_in),
    .read(fifo$read),
    .front(fifo$front),
    .second(fifo$second),
    .valid(fifo$valid),
    .count(fifo$count),
    .poison(fifo$poison),
    .active(fifo$active),
    .copy(fifo$copy)
);
ftr_tail_copy #(.head_tag_at(7'h14), .body_tag_at(7'h0a), .tag_mask(66'h000000000ffffffff), .index_bits(7'h08), .data_at(7'h02), .tail_only(66'h00000000000000002)) closer (
    .clock(clock),
    .reset(reset),
    .flit_in(closer$flit_in),
    .write(closer$write),
    .copy(closer$copy)
);
ftr_most_credits #(.level$0(4'h1), .level$1(4'h2), .level$2(4'h3), .level$3(4'h4), .level$4(4'h5), .level$5(4'h6), .level$6(4'h7), .level$7(4'h8), .port_hot$0(6'h01), .port_hot$1(6'h01), .port_hot$2(6'h02), .port_hot$3(6'h02), .port_hot$4(6'h04), .port_hot$5(6'h04), .port_hot$6(6'h08), .port_hot$7(6'h08), .port_hot$8(6'h10), .port_hot$9(6'h10), .port_hot$10(6'h20), .port_hot$11(6'h20), .port_hot$12(6'h00), .port_hot$13(6'h00), .vc_of$0(1'h0), .vc_of$1(1'h1), .vc_of$2(1'h0), .vc_of$3(1'h1), .vc_of$4(1'h0), .vc_of$5(1'h1), .vc_of$6(1'h0), .vc_of$7(1'h1), .vc_of$8(1'h0), .vc_of$9(1'h1), .vc_of$10(1'h0), .vc_of$11(1'h1), .vc_of$12(1'h0), .vc_of$13(1'h1), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00), .credit_bits(3'h4)) most (
    .mask(most$mask),
    .layered(most$layered),
    .layer(most$layer),
    .free(most$free),
    .adaptive_ok(most$adaptive_ok),
    .credits(most$credits),
    .found(most$found),
    .best(most$best)
);
ftr_route_regs route (
    .clock(clock),
    .reset(reset),
    .load(route$load),
    .eject_in(route$eject_in),
    .mask_in(route$mask_in),
    .escape_in(route$escape_in),
    .port_in(route$port_in),
    .esc_class_in(route$esc_class_in),
    .absorb_in(route$absorb_in),
    .layered_in(route$layered_in),
    .layer_in(route$layer_in),
    .eject(route$eject),
    .mask(route$mask),
    .escape(route$escape),
    .port(route$port),
    .esc_class(route$esc_class),
    .absorb(route$absorb),
    .layered(route$layered),
    .layer(route$layer)
);
ftr_va_request request (
    .clock(clock),
    .reset(reset),
    .valid_in(request$valid_in),
    .vc_in(request$vc_in),
    .misses_in(request$misses_in),
    .urgent_in(request$urgent_in),
    .bubble_in(request$bubble_in),
    .valid(request$valid),
    .vc(request$vc),
    .misses(request$misses),
    .urgent(request$urgent),
    .bubble(request$bubble)
);
always @(posedge clock) begin
    if (reset) state$q <= 2'h0; else state$q <= state$d;
    if (reset) refused$q <= 4'h0; else refused$q <= refused$d;
    if (reset) held_port_reg$q <= 3'h0; else held_port_reg$q <= held_port_reg$d;
    if (reset) held_out_vc_reg$q <= 1'h0; else held_out_vc_reg$q <= held_out_vc_reg$d;
    if (reset) held_hot_reg$q <= 14'h0000; else held_hot_reg$q <= held_hot_reg$d;
    if (reset) misses_reg$q <= 4'h0; else misses_reg$q <= misses_reg$d;
    if (reset) absorb_reg$q <= 1'h0; else absorb_reg$q <= absorb_reg$d;
end
reg [2:0] row_addr$comb;
reg [65:0] rc_head$comb;
reg [71:0] leaving$comb;
always @(*) begin
    state$d = state$q;
    refused$d = refused$q;
    held_port_reg$d = held_port_reg$q;
    held_out_vc_reg$d = held_out_vc_reg$q;
    misses_reg$d = misses_reg$q;
    absorb_reg$d = absorb_reg$q;
    held_hot_reg$d = held_hot_reg$q;
    held_hot = held_hot_reg$q;
    held_port = held_port_reg$q;
    free = out_vcs >> free_at;
    has_one = out_vcs >> has_one_at;
    adaptive_ok = out_vcs >> adaptive_ok_at;
    off_ring = out_vcs >> off_ring_at;
    fifo$write = write;
    fifo$flit_in = flit_in;
    fifo$read = go;
    fifo$poison = poison;
    closer$flit_in = flit_in;
    closer$write = write;
    fifo$copy = closer$copy;
    leaving$comb = misses_reg$q;
    leaving$comb = (leaving$comb << 32'h1) | absorb_reg$q;
    leaving$comb = (leaving$comb << vc_bits) | held_out_vc_reg$q;
    leaving$comb = (leaving$comb << flit_bits) | fifo$front;
    misses = fifo$front[(misses_at)+:(4)];
    rc_head$comb = fifo$front;
    rc_fire = 1'b0;
    if (state$q == 32'h0) begin
        if (fifo$valid) begin
            rc_fire = fifo$front[32'h0];
        end
        else begin
            rc_head$comb = flit_in;
            rc_fire = write & flit_in[32'h0];
        end
    end
    if ((state$q == 32'h2) & fifo$front[32'h1]) begin
        if (|(fifo$count >> 32'h1)) begin
            rc_head$comb = fifo$second;
            rc_fire = go & fifo$second[32'h0];
        end
        else begin
            rc_head$comb = flit_in;
            rc_fire = go & write & flit_in[32'h0];
        end
    end
    row_addr$comb = vc_config >> row_at;
    if (|route$absorb) begin
        row_addr$comb = local_row;
    end
    first_found = 1'b0;
    first = 32'h0;
    first_any_found = 1'b0;
    first_any = 32'h0;
    on_port = 32'h0;
    room = 1'b0;
    rest = out_vcs;
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (0)) | ((out_port_of$0 == route$port) << (0)));
    room = room | (on_port[0] & admission_vc[0] & (off_ring[0] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[0]) | (~|route$eject & on_port[0] & escape_vc[0] & (class_of[0] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 0;
    end
    if (of_kind & free[0] & ~first_found) begin
        first_found = 1'b1;
        first = 0;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (1)) | ((out_port_of$1 == route$port) << (1)));
    room = room | (on_port[1] & admission_vc[1] & (off_ring[1] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[1]) | (~|route$eject & on_port[1] & escape_vc[1] & (class_of[1] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 1;
    end
    if (of_kind & free[1] & ~first_found) begin
        first_found = 1'b1;
        first = 1;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (2)) | ((out_port_of$2 == route$port) << (2)));
    room = room | (on_port[2] & admission_vc[2] & (off_ring[2] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[2]) | (~|route$eject & on_port[2] & escape_vc[2] & (class_of[2] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 2;
    end
    if (of_kind & free[2] & ~first_found) begin
        first_found = 1'b1;
        first = 2;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (3)) | ((out_port_of$3 == route$port) << (3)));
    room = room | (on_port[3] & admission_vc[3] & (off_ring[3] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[3]) | (~|route$eject & on_port[3] & escape_vc[3] & (class_of[3] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 3;
    end
    if (of_kind & free[3] & ~first_found) begin
        first_found = 1'b1;
        first = 3;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (4)) | ((out_port_of$4 == route$port) << (4)));
    room = room | (on_port[4] & admission_vc[4] & (off_ring[4] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[4]) | (~|route$eject & on_port[4] & escape_vc[4] & (class_of[4] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 4;
    end
    if (of_kind & free[4] & ~first_found) begin
        first_found = 1'b1;
        first = 4;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (5)) | ((out_port_of$5 == route$port) << (5)));
    room = room | (on_port[5] & admission_vc[5] & (off_ring[5] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[5]) | (~|route$eject & on_port[5] & escape_vc[5] & (class_of[5] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 5;
    end
    if (of_kind & free[5] & ~first_found) begin
        first_found = 1'b1;
        first = 5;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (6)) | ((out_port_of$6 == route$port) << (6)));
    room = room | (on_port[6] & admission_vc[6] & (off_ring[6] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[6]) | (~|route$eject & on_port[6] & escape_vc[6] & (class_of[6] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 6;
    end
    if (of_kind & free[6] & ~first_found) begin
        first_found = 1'b1;
        first = 6;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (7)) | ((out_port_of$7 == route$port) << (7)));
    room = room | (on_port[7] & admission_vc[7] & (off_ring[7] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[7]) | (~|route$eject & on_port[7] & escape_vc[7] & (class_of[7] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 7;
    end
    if (of_kind & free[7] & ~first_found) begin
        first_found = 1'b1;
        first = 7;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (8)) | ((out_port_of$8 == route$port) << (8)));
    room = room | (on_port[8] & admission_vc[8] & (off_ring[8] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[8]) | (~|route$eject & on_port[8] & escape_vc[8] & (class_of[8] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 8;
    end
    if (of_kind & free[8] & ~first_found) begin
        first_found = 1'b1;
        first = 8;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (9)) | ((out_port_of$9 == route$port) << (9)));
    room = room | (on_port[9] & admission_vc[9] & (off_ring[9] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[9]) | (~|route$eject & on_port[9] & escape_vc[9] & (class_of[9] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 9;
    end
    if (of_kind & free[9] & ~first_found) begin
        first_found = 1'b1;
        first = 9;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (10)) | ((out_port_of$10 == route$port) << (10)));
    room = room | (on_port[10] & admission_vc[10] & (off_ring[10] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[10]) | (~|route$eject & on_port[10] & escape_vc[10] & (class_of[10] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 10;
    end
    if (of_kind & free[10] & ~first_found) begin
        first_found = 1'b1;
        first = 10;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (11)) | ((out_port_of$11 == route$port) << (11)));
    room = room | (on_port[11] & admission_vc[11] & (off_ring[11] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[11]) | (~|route$eject & on_port[11] & escape_vc[11] & (class_of[11] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 11;
    end
    if (of_kind & free[11] & ~first_found) begin
        first_found = 1'b1;
        first = 11;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (12)) | ((out_port_of$12 == route$port) << (12)));
    room = room | (on_port[12] & admission_vc[12] & (off_ring[12] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[12]) | (~|route$eject & on_port[12] & escape_vc[12] & (class_of[12] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 12;
    end
    if (of_kind & free[12] & ~first_found) begin
        first_found = 1'b1;
        first = 12;
    end
    cred = rest;
    rest = rest >> credit_bits;
    on_port = (on_port & ~(1 << (13)) | ((out_port_of$13 == route$port) << (13)));
    room = room | (on_port[13] & admission_vc[13] & (off_ring[13] | (cred >= admission_credits)));
    of_kind = (|route$eject & sink[13]) | (~|route$eject & on_port[13] & escape_vc[13] & (class_of[13] == |route$esc_class));
    if (of_kind & ~first_any_found) begin
        first_any_found = 1'b1;
        first_any = 13;
    end
    if (of_kind & free[13] & ~first_found) begin
        first_found = 1'b1;
        first = 13;
    end
    most$mask = route$mask;
    most$layered = |route$layered;
    most$layer = route$layer;
    most$free = free;
    most$adaptive_ok = adaptive_ok;
    most$credits = out_vcs;
    found = most$found;
    best = most$best;
    admit = ~(|injected & |admission & |route$escape) | room;
    patience = escape_patience;
    if (|injected) begin
        patience = injection_patience;
    end
    enters = |bubble_check & ~row_bits[route$port];
    ask_valid = 1'b0;
    ask_vc = 32'h0;
    req_misses = misses;
    ask_priority = 1'b0;
    ask_bubble = 1'b0;
    if (state$q == 32'h1) begin
        if (|route$eject) begin
            ask_valid = first_any_found;
            ask_vc = first_any;
            if (first_found) begin
                ask_vc = first;
            end
        end
        else if (found & admit) begin
            ask_valid = 1'b1;
            ask_vc = best;
            if (vc_config[32'h0] & ~|route$absorb & (misses != 32'hf)) begin
                req_misses = misses + 32'h1;
            end
        end
        else if (|route$escape & ~(|route$mask & (refused$q < patience))) begin
            ask_valid = first_any_found;
            ask_vc = first_any;
            if (first_found) begin
                ask_vc = first;
            end
            ask_bubble = enters;
        end
        if (|transit_priority & ask_valid) begin
            ask_priority = ~(|route$escape & on_port[ask_vc] & escape_vc[ask_vc] & enters) & ((refused$q == 32'hf) | ~|injected);
        end
    end
    request$valid_in = (state$q == 32'h1) & ~won & ask_valid;
    request$vc_in = ask_vc;
    request$misses_in = req_misses;
    request$urgent_in = ask_priority;
    request$bubble_in = ask_bubble;
    req_valid = request$valid;
    req_bubble = request$bubble;
    req_vc = request$vc;
    req_priority = request$urgent;
    sa_req = (state$q == 32'h2) & fifo$valid & |(has_one & held_hot_reg$q);
    won_hot = 32'h1;
    won_hot = won_hot << request$vc;
    if (won) begin
        state$d = 32'h2;
        held_hot_reg$d = won_hot;
        held_port_reg$d = (held_port_reg$d & ~(1 << (0)) | ((|(won_hot & port_bit$0)) << (0)));
        held_port_reg$d = (held_port_reg$d & ~(1 << (1)) | ((|(won_hot & port_bit$1)) << (1)));
        held_port_reg$d = (held_port_reg$d & ~(1 << (2)) | ((|(won_hot & port_bit$2)) << (2)));
        held_out_vc_reg$d = (held_out_vc_reg$d & ~(1 << (0)) | ((|(won_hot & vc_bit$0)) << (0)));
        misses_reg$d = request$misses;
        absorb_reg$d = route$absorb;
    end
    if ((state$q == 32'h1) & ~won & (refused$q != 32'hf)) begin
        refused$d = refused$q + 32'h1;
    end
    if (go & fifo$front[32'h1]) begin
        state$d = 32'h0;
    end
    if (rc_fire) begin
        state$d = 32'h1;
        refused$d = 32'h0;
    end
    route$load = rc_fire;
    route$eject_in = rc_eject;
    route$mask_in = rc_mask;
    route$escape_in = rc_escape;
    route$port_in = rc_port;
    route$esc_class_in = rc_class;
    route$absorb_in = rc_absorb;
    route$layered_in = rc_layered;
    route$layer_in = rc_layer;
    fifo$active = state$q == 32'h2;
    row_addr = row_addr$comb;
    rc_head = rc_head$comb;
    leaving = leaving$comb;
end

endmodule

module ftr_credit_counter(
    input wire clock,
    input wire reset,
    input wire credit_in,
    input wire flit_sent,
    output reg [3:0] count,
    output reg nonzero
);
// Credit counter of one output VC: free slots downstream, reset to the depth;
// +1 on credit_in, -1 on flit_sent, both cancel, saturating at depth and 0.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    credit_in   1
//   in    flit_sent   1
//   out   count   4
//   out   nonzero   1
// Parameters (per instance):
//   depth   4
// Registers:
//   count_reg   4   reset 4'h8
//   nonzero_reg   1   reset 1'h1
parameter [3:0] depth = 4'h0;
reg [3:0] count_reg$d;
reg [3:0] count_reg$q;
reg nonzero_reg$d;
reg nonzero_reg$q;
always @(posedge clock) begin
    if (reset) count_reg$q <= 4'h8; else count_reg$q <= count_reg$d;
    if (reset) nonzero_reg$q <= 1'h1; else nonzero_reg$q <= nonzero_reg$d;
end
always @(*) begin
    count = count_reg$q;
    nonzero = |nonzero_reg$q;
    nonzero_reg$d = (credit_in | |count_reg$q);
    if (flit_sent) begin
        nonzero_reg$d = ((credit_in & |count_reg$q) | |(count_reg$q >> 32'h1));
    end
    count_reg$d = count_reg$q;
    if (credit_in & (count_reg$q != depth)) begin
        count_reg$d = count_reg$q + 32'h1;
    end
    if (flit_sent) begin
        count_reg$d = count_reg$q;
        if (~credit_in & |count_reg$q) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
end

endmodule

module ftr_rr_arbiter(
    input wire clock,
    input wire reset,
    input wire [13:0] req,
    input wire advance,
    output reg [13:0] grant,
    output reg [3:0] grant_index,
    output reg valid
);
// Round-robin arbiter: grants the first requester at or after ptr, wrapping;
// ptr moves past the winner when advance says the grant was used.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   14
//   in    advance   1
//   out   grant   14
//   out   grant_index   4
//   out   valid   1
// Parameters (per instance):
//   last   4
//   all   14
//   index_bit$0   14
//   index_bit$1   14
//   index_bit$2   14
//   index_bit$3   14
// Registers:
//   ptr   4   reset 4'h0
parameter [3:0] last = 4'h0;
parameter [13:0] all = 14'h0;
parameter [13:0] index_bit$0 = 14'h0;
parameter [13:0] index_bit$1 = 14'h0;
parameter [13:0] index_bit$2 = 14'h0;
parameter [13:0] index_bit$3 = 14'h0;
reg [13:0] mask;
reg [13:0] pool;
reg [13:0] first_pool;
reg [13:0] first_req;
reg below_pool;
reg below_req;
reg [3:0] ptr$d;
reg [3:0] ptr$q;
always @(posedge clock) begin
    if (reset) ptr$q <= 4'h0; else ptr$q <= ptr$d;
end
reg [13:0] grant$comb;
reg [3:0] grant_index$comb;
always @(*) begin
    ptr$d = ptr$q;
    mask = all << ptr$q;
    pool = req & mask;
    first_pool = 32'h0;
    first_req = 32'h0;
    below_pool = 1'b0;
    below_req = 1'b0;
    first_pool = (first_pool & ~(1 << (0)) | ((pool[0] & ~below_pool) << (0)));
    first_req = (first_req & ~(1 << (0)) | ((req[0] & ~below_req) << (0)));
    below_pool = below_pool | pool[0];
    below_req = below_req | req[0];
    first_pool = (first_pool & ~(1 << (1)) | ((pool[1] & ~below_pool) << (1)));
    first_req = (first_req & ~(1 << (1)) | ((req[1] & ~below_req) << (1)));
    below_pool = below_pool | pool[1];
    below_req = below_req | req[1];
    first_pool = (first_pool & ~(1 << (2)) | ((pool[2] & ~below_pool) << (2)));
    first_req = (first_req & ~(1 << (2)) | ((req[2] & ~below_req) << (2)));
    below_pool = below_pool | pool[2];
    below_req = below_req | req[2];
    first_pool = (first_pool & ~(1 << (3)) | ((pool[3] & ~below_pool) << (3)));
    first_req = (first_req & ~(1 << (3)) | ((req[3] & ~below_req) << (3)));
    below_pool = below_pool | pool[3];
    below_req = below_req | req[3];
    first_pool = (first_pool & ~(1 << (4)) | ((pool[4] & ~below_pool) << (4)));
    first_req = (first_req & ~(1 << (4)) | ((req[4] & ~below_req) << (4)));
    below_pool = below_pool | pool[4];
    below_req = below_req | req[4];
    first_pool = (first_pool & ~(1 << (5)) | ((pool[5] & ~below_pool) << (5)));
    first_req = (first_req & ~(1 << (5)) | ((req[5] & ~below_req) << (5)));
    below_pool = below_pool | pool[5];
    below_req = below_req | req[5];
    first_pool = (first_pool & ~(1 << (6)) | ((pool[6] & ~below_pool) << (6)));
    first_req = (first_req & ~(1 << (6)) | ((req[6] & ~below_req) << (6)));
    below_pool = below_pool | pool[6];
    below_req = below_req | req[6];
    first_pool = (first_pool & ~(1 << (7)) | ((pool[7] & ~below_pool) << (7)));
    first_req = (first_req & ~(1 << (7)) | ((req[7] & ~below_req) << (7)));
    below_pool = below_pool | pool[7];
    below_req = below_req | req[7];
    first_pool = (first_pool & ~(1 << (8)) | ((pool[8] & ~below_pool) << (8)));
    first_req = (first_req & ~(1 << (8)) | ((req[8] & ~below_req) << (8)));
    below_pool = below_pool | pool[8];
    below_req = below_req | req[8];
    first_pool = (first_pool & ~(1 << (9)) | ((pool[9] & ~below_pool) << (9)));
    first_req = (first_req & ~(1 << (9)) | ((req[9] & ~below_req) << (9)));
    below_pool = below_pool | pool[9];
    below_req = below_req | req[9];
    first_pool = (first_pool & ~(1 << (10)) | ((pool[10] & ~below_pool) << (10)));
    first_req = (first_req & ~(1 << (10)) | ((req[10] & ~below_req) << (10)));
    below_pool = below_pool | pool[10];
    below_req = below_req | req[10];
    first_pool = (first_pool & ~(1 << (11)) | ((pool[11] & ~below_pool) << (11)));
    first_req = (first_req & ~(1 << (11)) | ((req[11] & ~below_req) << (11)));
    below_pool = below_pool | pool[11];
    below_req = below_req | req[11];
    first_pool = (first_pool & ~(1 << (12)) | ((pool[12] & ~below_pool) << (12)));
    first_req = (first_req & ~(1 << (12)) | ((req[12] & ~below_req) << (12)));
    below_pool = below_pool | pool[12];
    below_req = below_req | req[12];
    first_pool = (first_pool & ~(1 << (13)) | ((pool[13] & ~below_pool) << (13)));
    first_req = (first_req & ~(1 << (13)) | ((req[13] & ~below_req) << (13)));
    below_pool = below_pool | pool[13];
    below_req = below_req | req[13];
    grant$comb = first_req;
    if (below_pool) begin
        grant$comb = first_pool;
    end
    valid = |req;
    grant_index$comb = 32'h0;
    grant_index$comb = (grant_index$comb & ~(1 << (0)) | ((|(grant$comb & index_bit$0)) << (0)));
    grant_index$comb = (grant_index$comb & ~(1 << (1)) | ((|(grant$comb & index_bit$1)) << (1)));
    grant_index$comb = (grant_index$comb & ~(1 << (2)) | ((|(grant$comb & index_bit$2)) << (2)));
    grant_index$comb = (grant_index$comb & ~(1 << (3)) | ((|(grant$comb & index_bit$3)) << (3)));
    if (advance & valid) begin
        ptr$d = grant_index$comb + 32'h1;
        if (grant_index$comb == last) begin
            ptr$d = 32'h0;
        end
    end
    grant = grant$comb;
    grant_index = grant_index$comb;
end

endmodule

module ftr_vc_allocator(
    input wire clock,
    input wire reset,
    input wire [13:0] req_valid,
    input wire [13:0] req_bubble,
    input wire [13:0] free,
    input wire [13:0] room,
    input wire [3:0] req_vc$0,
    input wire [3:0] req_vc$1,
    input wire [3:0] req_vc$2,
    input wire [3:0] req_vc$3,
    input wire [3:0] req_vc$4,
    input wire [3:0] req_vc$5,
    input wire [3:0] req_vc$6,
    input wire [3:0] req_vc$7,
    input wire [3:0] req_vc$8,
    input wire [3:0] req_vc$9,
    input wire [3:0] req_vc$10,
    input wire [3:0] req_vc$11,
    input wire [3:0] req_vc$12,
    input wire [3:0] req_vc$13,
    input wire [13:0] req_priority,
    output reg [13:0] won,
    output reg [13:0] granted
);
// VA: one round-robin arbiter per output VC over the input VCs requesting it,
// priority requests first; won[i] tells input VC i it holds req_vc[i] from the
// next edge.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req_valid   14
//   in    req_bubble   14
//   in    free   14
//   in    room   14
//   in    req_vc$0   4
//   in    req_vc$1   4
//   in    req_vc$2   4
//   in    req_vc$3   4
//   in    req_vc$4   4
//   in    req_vc$5   4
//   in    req_vc$6   4
//   in    req_vc$7   4
//   in    req_vc$8   4
//   in    req_vc$9   4
//   in    req_vc$10   4
//   in    req_vc$11   4
//   in    req_vc$12   4
//   in    req_vc$13   4
//   in    req_priority   14
//   out   won   14
//   out   granted   14
reg [13:0] all_req;
reg [13:0] urgent_req;
reg [13:0] arb$0$req;
reg arb$0$advance;
wire [13:0] arb$0$grant;
wire [3:0] arb$0$grant_index;
wire arb$0$valid;
reg [13:0] arb$1$req;
reg arb$1$advance;
wire [13:0] arb$1$grant;
wire [3:0] arb$1$grant_index;
wire arb$1$valid;
reg [13:0] arb$2$req;
reg arb$2$advance;
wire [13:0] arb$2$grant;
wire [3:0] arb$2$grant_index;
wire arb$2$valid;
reg [13:0] arb$3$req;
reg arb$3$advance;
wire [13:0] arb$3$grant;
wire [3:0] arb$3$grant_index;
wire arb$3$valid;
reg [13:0] arb$4$req;
reg arb$4$advance;
wire [13:0] arb$4$grant;
wire [3:0] arb$4$grant_index;
wire arb$4$valid;
reg [13:0] arb$5$req;
reg arb$5$advance;
wire [13:0] arb$5$grant;
wire [3:0] arb$5$grant_index;
wire arb$5$valid;
reg [13:0] arb$6$req;
reg arb$6$advance;
wire [13:0] arb$6$grant;
wire [3:0] arb$6$grant_index;
wire arb$6$valid;
reg [13:0] arb$7$req;
reg arb$7$advance;
wire [13:0] arb$7$grant;
wire [3:0] arb$7$grant_index;
wire arb$7$valid;
reg [13:0] arb$8$req;
reg arb$8$advance;
wire [13:0] arb$8$grant;
wire [3:0] arb$8$grant_index;
wire arb$8$valid;
reg [13:0] arb$9$req;
reg arb$9$advance;
wire [13:0] arb$9$grant;
wire [3:0] arb$9$grant_index;
wire arb$9$valid;
reg [13:0] arb$10$req;
reg arb$10$advance;
wire [13:0] arb$10$grant;
wire [3:0] arb$10$grant_index;
wire arb$10$valid;
reg [13:0] arb$11$req;
reg arb$11$advance;
wire [13:0] arb$11$grant;
wire [3:0] arb$11$grant_index;
wire arb$11$valid;
reg [13:0] arb$12$req;
reg arb$12$advance;
wire [13:0] arb$12$grant;
wire [3:0] arb$12$grant_index;
wire arb$12$valid;
reg [13:0] arb$13$req;
reg arb$13$advance;
wire [13:0] arb$13$grant;
wire [3:0] arb$13$grant_index;
wire arb$13$valid;
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$0 (
    .clock(clock),
    .reset(reset),
    .req(arb$0$req),
    .advance(arb$0$advance),
    .grant(arb$0$grant),
    .grant_index(arb$0$grant_index),
    .valid(arb$0$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$1 (
    .clock(clock),
    .reset(reset),
    .req(arb$1$req),
    .advance(arb$1$advance),
    .grant(arb$1$grant),
    .grant_index(arb$1$grant_index),
    .valid(arb$1$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$2 (
    .clock(clock),
    .reset(reset),
    .req(arb$2$req),
    .advance(arb$2$advance),
    .grant(arb$2$grant),
    .grant_index(arb$2$grant_index),
    .valid(arb$2$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$3 (
    .clock(clock),
    .reset(reset),
    .req(arb$3$req),
    .advance(arb$3$advance),
    .grant(arb$3$grant),
    .grant_index(arb$3$grant_index),
    .valid(arb$3$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$4 (
    .clock(clock),
    .reset(reset),
    .req(arb$4$req),
    .advance(arb$4$advance),
    .grant(arb$4$grant),
    .grant_index(arb$4$grant_index),
    .valid(arb$4$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$5 (
    .clock(clock),
    .reset(reset),
    .req(arb$5$req),
    .advance(arb$5$advance),
    .grant(arb$5$grant),
    .grant_index(arb$5$grant_index),
    .valid(arb$5$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$6 (
    .clock(clock),
    .reset(reset),
    .req(arb$6$req),
    .advance(arb$6$advance),
    .grant(arb$6$grant),
    .grant_index(arb$6$grant_index),
    .valid(arb$6$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$7 (
    .clock(clock),
    .reset(reset),
    .req(arb$7$req),
    .advance(arb$7$advance),
    .grant(arb$7$grant),
    .grant_index(arb$7$grant_index),
    .valid(arb$7$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$8 (
    .clock(clock),
    .reset(reset),
    .req(arb$8$req),
    .advance(arb$8$advance),
    .grant(arb$8$grant),
    .grant_index(arb$8$grant_index),
    .valid(arb$8$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$9 (
    .clock(clock),
    .reset(reset),
    .req(arb$9$req),
    .advance(arb$9$advance),
    .grant(arb$9$grant),
    .grant_index(arb$9$grant_index),
    .valid(arb$9$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$10 (
    .clock(clock),
    .reset(reset),
    .req(arb$10$req),
    .advance(arb$10$advance),
    .grant(arb$10$grant),
    .grant_index(arb$10$grant_index),
    .valid(arb$10$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$11 (
    .clock(clock),
    .reset(reset),
    .req(arb$11$req),
    .advance(arb$11$advance),
    .grant(arb$11$grant),
    .grant_index(arb$11$grant_index),
    .valid(arb$11$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$12 (
    .clock(clock),
    .reset(reset),
    .req(arb$12$req),
    .advance(arb$12$advance),
    .grant(arb$12$grant),
    .grant_index(arb$12$grant_index),
    .valid(arb$12$valid)
);
ftr_rr_arbiter #(.last(4'hd), .all(14'h3fff), .index_bit$0(14'h2aaa), .index_bit$1(14'h0ccc), .index_bit$2(14'h30f0), .index_bit$3(14'h3f00)) arb$13 (
    .clock(clock),
    .reset(reset),
    .req(arb$13$req),
    .advance(arb$13$advance),
    .grant(arb$13$grant),
    .grant_index(arb$13$grant_index),
    .valid(arb$13$valid)
);
reg [13:0] won$comb;
reg [13:0] granted$comb;
reg [13:0] arb$0$req$comb;
reg [13:0] arb$1$req$comb;
reg [13:0] arb$2$req$comb;
reg [13:0] arb$3$req$comb;
reg [13:0] arb$4$req$comb;
reg [13:0] arb$5$req$comb;
reg [13:0] arb$6$req$comb;
reg [13:0] arb$7$req$comb;
reg [13:0] arb$8$req$comb;
reg [13:0] arb$9$req$comb;
reg [13:0] arb$10$req$comb;
reg [13:0] arb$11$req$comb;
reg [13:0] arb$12$req$comb;
reg [13:0] arb$13$req$comb;
always @(*) begin
    granted$comb = 32'h0;
    won$comb = 32'h0;
    all_req = 32'h0;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 0) & (room[0] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 0) & (room[0] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 0) & (room[0] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 0) & (room[0] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 0) & (room[0] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 0) & (room[0] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 0) & (room[0] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 0) & (room[0] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 0) & (room[0] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 0) & (room[0] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 0) & (room[0] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 0) & (room[0] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 0) & (room[0] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 0) & (room[0] | ~req_bubble[13])) << (13)));
    if (~free[0]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$0$req$comb = all_req;
    if (|urgent_req) begin
        arb$0$req$comb = urgent_req;
    end
    arb$0$advance = arb$0$valid;
    granted$comb = (granted$comb & ~(1 << (0)) | ((arb$0$valid) << (0)));
    won$comb = won$comb | arb$0$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 1) & (room[1] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 1) & (room[1] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 1) & (room[1] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 1) & (room[1] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 1) & (room[1] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 1) & (room[1] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 1) & (room[1] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 1) & (room[1] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 1) & (room[1] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 1) & (room[1] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 1) & (room[1] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 1) & (room[1] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 1) & (room[1] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 1) & (room[1] | ~req_bubble[13])) << (13)));
    if (~free[1]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$1$req$comb = all_req;
    if (|urgent_req) begin
        arb$1$req$comb = urgent_req;
    end
    arb$1$advance = arb$1$valid;
    granted$comb = (granted$comb & ~(1 << (1)) | ((arb$1$valid) << (1)));
    won$comb = won$comb | arb$1$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 2) & (room[2] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 2) & (room[2] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 2) & (room[2] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 2) & (room[2] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 2) & (room[2] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 2) & (room[2] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 2) & (room[2] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 2) & (room[2] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 2) & (room[2] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 2) & (room[2] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 2) & (room[2] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 2) & (room[2] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 2) & (room[2] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 2) & (room[2] | ~req_bubble[13])) << (13)));
    if (~free[2]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$2$req$comb = all_req;
    if (|urgent_req) begin
        arb$2$req$comb = urgent_req;
    end
    arb$2$advance = arb$2$valid;
    granted$comb = (granted$comb & ~(1 << (2)) | ((arb$2$valid) << (2)));
    won$comb = won$comb | arb$2$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 3) & (room[3] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 3) & (room[3] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 3) & (room[3] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 3) & (room[3] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 3) & (room[3] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 3) & (room[3] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 3) & (room[3] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 3) & (room[3] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 3) & (room[3] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 3) & (room[3] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 3) & (room[3] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 3) & (room[3] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 3) & (room[3] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 3) & (room[3] | ~req_bubble[13])) << (13)));
    if (~free[3]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$3$req$comb = all_req;
    if (|urgent_req) begin
        arb$3$req$comb = urgent_req;
    end
    arb$3$advance = arb$3$valid;
    granted$comb = (granted$comb & ~(1 << (3)) | ((arb$3$valid) << (3)));
    won$comb = won$comb | arb$3$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 4) & (room[4] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 4) & (room[4] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 4) & (room[4] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 4) & (room[4] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 4) & (room[4] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 4) & (room[4] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 4) & (room[4] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 4) & (room[4] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 4) & (room[4] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 4) & (room[4] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 4) & (room[4] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 4) & (room[4] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 4) & (room[4] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 4) & (room[4] | ~req_bubble[13])) << (13)));
    if (~free[4]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$4$req$comb = all_req;
    if (|urgent_req) begin
        arb$4$req$comb = urgent_req;
    end
    arb$4$advance = arb$4$valid;
    granted$comb = (granted$comb & ~(1 << (4)) | ((arb$4$valid) << (4)));
    won$comb = won$comb | arb$4$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 5) & (room[5] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 5) & (room[5] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 5) & (room[5] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 5) & (room[5] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 5) & (room[5] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 5) & (room[5] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 5) & (room[5] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 5) & (room[5] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 5) & (room[5] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 5) & (room[5] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 5) & (room[5] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 5) & (room[5] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 5) & (room[5] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 5) & (room[5] | ~req_bubble[13])) << (13)));
    if (~free[5]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$5$req$comb = all_req;
    if (|urgent_req) begin
        arb$5$req$comb = urgent_req;
    end
    arb$5$advance = arb$5$valid;
    granted$comb = (granted$comb & ~(1 << (5)) | ((arb$5$valid) << (5)));
    won$comb = won$comb | arb$5$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 6) & (room[6] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 6) & (room[6] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 6) & (room[6] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 6) & (room[6] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 6) & (room[6] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 6) & (room[6] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 6) & (room[6] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 6) & (room[6] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 6) & (room[6] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 6) & (room[6] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 6) & (room[6] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 6) & (room[6] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 6) & (room[6] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 6) & (room[6] | ~req_bubble[13])) << (13)));
    if (~free[6]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$6$req$comb = all_req;
    if (|urgent_req) begin
        arb$6$req$comb = urgent_req;
    end
    arb$6$advance = arb$6$valid;
    granted$comb = (granted$comb & ~(1 << (6)) | ((arb$6$valid) << (6)));
    won$comb = won$comb | arb$6$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 7) & (room[7] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 7) & (room[7] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 7) & (room[7] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 7) & (room[7] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 7) & (room[7] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 7) & (room[7] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 7) & (room[7] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 7) & (room[7] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 7) & (room[7] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 7) & (room[7] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 7) & (room[7] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 7) & (room[7] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 7) & (room[7] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 7) & (room[7] | ~req_bubble[13])) << (13)));
    if (~free[7]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$7$req$comb = all_req;
    if (|urgent_req) begin
        arb$7$req$comb = urgent_req;
    end
    arb$7$advance = arb$7$valid;
    granted$comb = (granted$comb & ~(1 << (7)) | ((arb$7$valid) << (7)));
    won$comb = won$comb | arb$7$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 8) & (room[8] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 8) & (room[8] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 8) & (room[8] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 8) & (room[8] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 8) & (room[8] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 8) & (room[8] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 8) & (room[8] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 8) & (room[8] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 8) & (room[8] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 8) & (room[8] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 8) & (room[8] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 8) & (room[8] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 8) & (room[8] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 8) & (room[8] | ~req_bubble[13])) << (13)));
    if (~free[8]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$8$req$comb = all_req;
    if (|urgent_req) begin
        arb$8$req$comb = urgent_req;
    end
    arb$8$advance = arb$8$valid;
    granted$comb = (granted$comb & ~(1 << (8)) | ((arb$8$valid) << (8)));
    won$comb = won$comb | arb$8$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 9) & (room[9] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 9) & (room[9] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 9) & (room[9] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 9) & (room[9] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 9) & (room[9] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 9) & (room[9] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 9) & (room[9] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 9) & (room[9] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 9) & (room[9] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 9) & (room[9] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 9) & (room[9] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 9) & (room[9] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 9) & (room[9] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 9) & (room[9] | ~req_bubble[13])) << (13)));
    if (~free[9]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$9$req$comb = all_req;
    if (|urgent_req) begin
        arb$9$req$comb = urgent_req;
    end
    arb$9$advance = arb$9$valid;
    granted$comb = (granted$comb & ~(1 << (9)) | ((arb$9$valid) << (9)));
    won$comb = won$comb | arb$9$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 10) & (room[10] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 10) & (room[10] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 10) & (room[10] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 10) & (room[10] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 10) & (room[10] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 10) & (room[10] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 10) & (room[10] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 10) & (room[10] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 10) & (room[10] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 10) & (room[10] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 10) & (room[10] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 10) & (room[10] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 10) & (room[10] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 10) & (room[10] | ~req_bubble[13])) << (13)));
    if (~free[10]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$10$req$comb = all_req;
    if (|urgent_req) begin
        arb$10$req$comb = urgent_req;
    end
    arb$10$advance = arb$10$valid;
    granted$comb = (granted$comb & ~(1 << (10)) | ((arb$10$valid) << (10)));
    won$comb = won$comb | arb$10$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 11) & (room[11] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 11) & (room[11] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 11) & (room[11] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 11) & (room[11] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 11) & (room[11] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 11) & (room[11] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 11) & (room[11] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 11) & (room[11] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 11) & (room[11] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 11) & (room[11] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 11) & (room[11] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 11) & (room[11] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 11) & (room[11] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 11) & (room[11] | ~req_bubble[13])) << (13)));
    if (~free[11]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$11$req$comb = all_req;
    if (|urgent_req) begin
        arb$11$req$comb = urgent_req;
    end
    arb$11$advance = arb$11$valid;
    granted$comb = (granted$comb & ~(1 << (11)) | ((arb$11$valid) << (11)));
    won$comb = won$comb | arb$11$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 12) & (room[12] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 12) & (room[12] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 12) & (room[12] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 12) & (room[12] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 12) & (room[12] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 12) & (room[12] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 12) & (room[12] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 12) & (room[12] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 12) & (room[12] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 12) & (room[12] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 12) & (room[12] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 12) & (room[12] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 12) & (room[12] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 12) & (room[12] | ~req_bubble[13])) << (13)));
    if (~free[12]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$12$req$comb = all_req;
    if (|urgent_req) begin
        arb$12$req$comb = urgent_req;
    end
    arb$12$advance = arb$12$valid;
    granted$comb = (granted$comb & ~(1 << (12)) | ((arb$12$valid) << (12)));
    won$comb = won$comb | arb$12$grant;
    all_req = (all_req & ~(1 << (0)) | ((req_valid[0] & (req_vc$0 == 13) & (room[13] | ~req_bubble[0])) << (0)));
    all_req = (all_req & ~(1 << (1)) | ((req_valid[1] & (req_vc$1 == 13) & (room[13] | ~req_bubble[1])) << (1)));
    all_req = (all_req & ~(1 << (2)) | ((req_valid[2] & (req_vc$2 == 13) & (room[13] | ~req_bubble[2])) << (2)));
    all_req = (all_req & ~(1 << (3)) | ((req_valid[3] & (req_vc$3 == 13) & (room[13] | ~req_bubble[3])) << (3)));
    all_req = (all_req & ~(1 << (4)) | ((req_valid[4] & (req_vc$4 == 13) & (room[13] | ~req_bubble[4])) << (4)));
    all_req = (all_req & ~(1 << (5)) | ((req_valid[5] & (req_vc$5 == 13) & (room[13] | ~req_bubble[5])) << (5)));
    all_req = (all_req & ~(1 << (6)) | ((req_valid[6] & (req_vc$6 == 13) & (room[13] | ~req_bubble[6])) << (6)));
    all_req = (all_req & ~(1 << (7)) | ((req_valid[7] & (req_vc$7 == 13) & (room[13] | ~req_bubble[7])) << (7)));
    all_req = (all_req & ~(1 << (8)) | ((req_valid[8] & (req_vc$8 == 13) & (room[13] | ~req_bubble[8])) << (8)));
    all_req = (all_req & ~(1 << (9)) | ((req_valid[9] & (req_vc$9 == 13) & (room[13] | ~req_bubble[9])) << (9)));
    all_req = (all_req & ~(1 << (10)) | ((req_valid[10] & (req_vc$10 == 13) & (room[13] | ~req_bubble[10])) << (10)));
    all_req = (all_req & ~(1 << (11)) | ((req_valid[11] & (req_vc$11 == 13) & (room[13] | ~req_bubble[11])) << (11)));
    all_req = (all_req & ~(1 << (12)) | ((req_valid[12] & (req_vc$12 == 13) & (room[13] | ~req_bubble[12])) << (12)));
    all_req = (all_req & ~(1 << (13)) | ((req_valid[13] & (req_vc$13 == 13) & (room[13] | ~req_bubble[13])) << (13)));
    if (~free[13]) begin
        all_req = 32'h0;
    end
    urgent_req = all_req & req_priority;
    arb$13$req$comb = all_req;
    if (|urgent_req) begin
        arb$13$req$comb = urgent_req;
    end
    arb$13$advance = arb$13$valid;
    granted$comb = (granted$comb & ~(1 << (13)) | ((arb$13$valid) << (13)));
    won$comb = won$comb | arb$13$grant;
    won = won$comb;
    granted = granted$comb;
    arb$0$req = arb$0$req$comb;
    arb$1$req = arb$1$req$comb;
    arb$2$req = arb$2$req$comb;
    arb$3$req = arb$3$req$comb;
    arb$4$req = arb$4$req$comb;
    arb$5$req = arb$5$req$comb;
    arb$6$req = arb$6$req$comb;
    arb$7$req = arb$7$req$comb;
    arb$8$req = arb$8$req$comb;
    arb$9$req = arb$9$req$comb;
    arb$10$req = arb$10$req$comb;
    arb$11$req = arb$11$req$comb;
    arb$12$req = arb$12$req$comb;
    arb$13$req = arb$13$req$comb;
end

endmodule

module ftr_rr_arbiter_2(
    input wire clock,
    input wire reset,
    input wire [1:0] req,
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
//   in    advance   1
//   out   grant   2
//   out   grant_index   1
//   out   valid   1
// Parameters (per instance):
//   last   1
//   all   2
//   index_bit$0   2
// Registers:
//   ptr   1   reset 1'h0
parameter last = 1'h0;
parameter [1:0] all = 2'h0;
parameter [1:0] index_bit$0 = 2'h0;
reg [1:0] mask;
reg [1:0] pool;
reg [1:0] first_pool;
reg [1:0] first_req;
reg below_pool;
reg below_req;
reg ptr$d;
reg ptr$q;
always @(posedge clock) begin
    if (reset) ptr$q <= 1'h0; else ptr$q <= ptr$d;
end
reg [1:0] grant$comb;
reg grant_index$comb;
always @(*) begin
    ptr$d = ptr$q;
    mask = all << ptr$q;
    pool = req & mask;
    first_pool = 32'h0;
    first_req = 32'h0;
    below_pool = 1'b0;
    below_req = 1'b0;
    first_pool = (first_pool & ~(1 << (0)) | ((pool[0] & ~below_pool) << (0)));
    first_req = (first_req & ~(1 << (0)) | ((req[0] & ~below_req) << (0)));
    below_pool = below_pool | pool[0];
    below_req = below_req | req[0];
    first_pool = (first_pool & ~(1 << (1)) | ((pool[1] & ~below_pool) << (1)));
    first_req = (first_req & ~(1 << (1)) | ((req[1] & ~below_req) << (1)));
    below_pool = below_pool | pool[1];
    below_req = below_req | req[1];
    grant$comb = first_req;
    if (below_pool) begin
        grant$comb = first_pool;
    end
    valid = |req;
    grant_index$comb = 32'h0;
    grant_index$comb = (grant_index$comb & ~(1 << (0)) | ((|(grant$comb & index_bit$0)) << (0)));
    if (advance & valid) begin
        ptr$d = grant_index$comb + 32'h1;
        if (grant_index$comb == last) begin
            ptr$d = 32'h0;
        end
    end
    grant = grant$comb;
    grant_index = grant_index$comb;
end

endmodule

module ftr_rr_arbiter_3(
    input wire clock,
    input wire reset,
    input wire [6:0] req,
    input wire advance,
    output reg [6:0] grant,
    output reg [2:0] grant_index,
    output reg valid
);
// Round-robin arbiter: grants the first requester at or after ptr, wrapping;
// ptr moves past the winner when advance says the grant was used.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   7
//   in    advance   1
//   out   grant   7
//   out   grant_index   3
//   out   valid   1
// Parameters (per instance):
//   last   3
//   all   7
//   index_bit$0   7
//   index_bit$1   7
//   index_bit$2   7
// Registers:
//   ptr   3   reset 3'h0
parameter [2:0] last = 3'h0;
parameter [6:0] all = 7'h0;
parameter [6:0] index_bit$0 = 7'h0;
parameter [6:0] index_bit$1 = 7'h0;
parameter [6:0] index_bit$2 = 7'h0;
reg [6:0] mask;
reg [6:0] pool;
reg [6:0] first_pool;
reg [6:0] first_req;
reg below_pool;
reg below_req;
reg [2:0] ptr$d;
reg [2:0] ptr$q;
always @(posedge clock) begin
    if (reset) ptr$q <= 3'h0; else ptr$q <= ptr$d;
end
reg [6:0] grant$comb;
reg [2:0] grant_index$comb;
always @(*) begin
    ptr$d = ptr$q;
    mask = all << ptr$q;
    pool = req & mask;
    first_pool = 32'h0;
    first_req = 32'h0;
    below_pool = 1'b0;
    below_req = 1'b0;
    first_pool = (first_pool & ~(1 << (0)) | ((pool[0] & ~below_pool) << (0)));
    first_req = (first_req & ~(1 << (0)) | ((req[0] & ~below_req) << (0)));
    below_pool = below_pool | pool[0];
    below_req = below_req | req[0];
    first_pool = (first_pool & ~(1 << (1)) | ((pool[1] & ~below_pool) << (1)));
    first_req = (first_req & ~(1 << (1)) | ((req[1] & ~below_req) << (1)));
    below_pool = below_pool | pool[1];
    below_req = below_req | req[1];
    first_pool = (first_pool & ~(1 << (2)) | ((pool[2] & ~below_pool) << (2)));
    first_req = (first_req & ~(1 << (2)) | ((req[2] & ~below_req) << (2)));
    below_pool = below_pool | pool[2];
    below_req = below_req | req[2];
    first_pool = (first_pool & ~(1 << (3)) | ((pool[3] & ~below_pool) << (3)));
    first_req = (first_req & ~(1 << (3)) | ((req[3] & ~below_req) << (3)));
    below_pool = below_pool | pool[3];
    below_req = below_req | req[3];
    first_pool = (first_pool & ~(1 << (4)) | ((pool[4] & ~below_pool) << (4)));
    first_req = (first_req & ~(1 << (4)) | ((req[4] & ~below_req) << (4)));
    below_pool = below_pool | pool[4];
    below_req = below_req | req[4];
    first_pool = (first_pool & ~(1 << (5)) | ((pool[5] & ~below_pool) << (5)));
    first_req = (first_req & ~(1 << (5)) | ((req[5] & ~below_req) << (5)));
    below_pool = below_pool | pool[5];
    below_req = below_req | req[5];
    first_pool = (first_pool & ~(1 << (6)) | ((pool[6] & ~below_pool) << (6)));
    first_req = (first_req & ~(1 << (6)) | ((req[6] & ~below_req) << (6)));
    below_pool = below_pool | pool[6];
    below_req = below_req | req[6];
    grant$comb = first_req;
    if (below_pool) begin
        grant$comb = first_pool;
    end
    valid = |req;
    grant_index$comb = 32'h0;
    grant_index$comb = (grant_index$comb & ~(1 << (0)) | ((|(grant$comb & index_bit$0)) << (0)));
    grant_index$comb = (grant_index$comb & ~(1 << (1)) | ((|(grant$comb & index_bit$1)) << (1)));
    grant_index$comb = (grant_index$comb & ~(1 << (2)) | ((|(grant$comb & index_bit$2)) << (2)));
    if (advance & valid) begin
        ptr$d = grant_index$comb + 32'h1;
        if (grant_index$comb == last) begin
            ptr$d = 32'h0;
        end
    end
    grant = grant$comb;
    grant_index = grant_index$comb;
end

endmodule

module ftr_switch_allocator(
    input wire clock,
    input wire reset,
    input wire [13:0] req,
    input wire [2:0] want$0,
    input wire [2:0] want$1,
    input wire [2:0] want$2,
    input wire [2:0] want$3,
    input wire [2:0] want$4,
    input wire [2:0] want$5,
    input wire [2:0] want$6,
    input wire [2:0] want$7,
    input wire [2:0] want$8,
    input wire [2:0] want$9,
    input wire [2:0] want$10,
    input wire [2:0] want$11,
    input wire [2:0] want$12,
    input wire [2:0] want$13,
    output reg [13:0] go,
    output reg [6:0] out_valid,
    output reg [2:0] out_port$0,
    output reg [2:0] out_port$1,
    output reg [2:0] out_port$2,
    output reg [2:0] out_port$3,
    output reg [2:0] out_port$4,
    output reg [2:0] out_port$5,
    output reg [2:0] out_port$6,
    output reg [6:0] port_go,
    output reg port_vc$0,
    output reg port_vc$1,
    output reg port_vc$2,
    output reg port_vc$3,
    output reg port_vc$4,
    output reg port_vc$5,
    output reg port_vc$6,
    output reg [13:0] pick
);
// SA: separable input-first switch allocator. Per input port a round-robin
// arbiter over its VCs' requests, per output port one over the input ports whose
// pick wants it; go[i] reads input VC i, out_port[q] selects the crossbar.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    req   14
//   in    want$0   3
//   in    want$1   3
//   in    want$2   3
//   in    want$3   3
//   in    want$4   3
//   in    want$5   3
//   in    want$6   3
//   in    want$7   3
//   in    want$8   3
//   in    want$9   3
//   in    want$10   3
//   in    want$11   3
//   in    want$12   3
//   in    want$13   3
//   out   go   14
//   out   out_valid   7
//   out   out_port$0   3
//   out   out_port$1   3
//   out   out_port$2   3
//   out   out_port$3   3
//   out   out_port$4   3
//   out   out_port$5   3
//   out   out_port$6   3
//   out   port_go   7
//   out   port_vc$0   1
//   out   port_vc$1   1
//   out   port_vc$2   1
//   out   port_vc$3   1
//   out   port_vc$4   1
//   out   port_vc$5   1
//   out   port_vc$6   1
//   out   pick   14
// Parameters (per instance):
//   in_port$0   3
//   in_port$1   3
//   in_port$2   3
//   in_port$3   3
//   in_port$4   3
//   in_port$5   3
//   in_port$6   3
//   in_port$7   3
//   in_port$8   3
//   in_port$9   3
//   in_port$10   3
//   in_port$11   3
//   in_port$12   3
//   in_port$13   3
//   vcs   4
//   last_port_at   4
parameter [2:0] in_port$0 = 3'h0;
parameter [2:0] in_port$1 = 3'h0;
parameter [2:0] in_port$2 = 3'h0;
parameter [2:0] in_port$3 = 3'h0;
parameter [2:0] in_port$4 = 3'h0;
parameter [2:0] in_port$5 = 3'h0;
parameter [2:0] in_port$6 = 3'h0;
parameter [2:0] in_port$7 = 3'h0;
parameter [2:0] in_port$8 = 3'h0;
parameter [2:0] in_port$9 = 3'h0;
parameter [2:0] in_port$10 = 3'h0;
parameter [2:0] in_port$11 = 3'h0;
parameter [2:0] in_port$12 = 3'h0;
parameter [2:0] in_port$13 = 3'h0;
parameter [3:0] vcs = 4'h0;
parameter [3:0] last_port_at = 4'h0;
reg [13:0] rest;
reg [13:0] port_grant;
reg [6:0] out_req;
reg [1:0] in_arb$0$req;
reg in_arb$0$advance;
wire [1:0] in_arb$0$grant;
wire in_arb$0$grant_index;
wire in_arb$0$valid;
reg [1:0] in_arb$1$req;
reg in_arb$1$advance;
wire [1:0] in_arb$1$grant;
wire in_arb$1$grant_index;
wire in_arb$1$valid;
reg [1:0] in_arb$2$req;
reg in_arb$2$advance;
wire [1:0] in_arb$2$grant;
wire in_arb$2$grant_index;
wire in_arb$2$valid;
reg [1:0] in_arb$3$req;
reg in_arb$3$advance;
wire [1:0] in_arb$3$grant;
wire in_arb$3$grant_index;
wire in_arb$3$valid;
reg [1:0] in_arb$4$req;
reg in_arb$4$advance;
wire [1:0] in_arb$4$grant;
wire in_arb$4$grant_index;
wire in_arb$4$valid;
reg [1:0] in_arb$5$req;
reg in_arb$5$advance;
wire [1:0] in_arb$5$grant;
wire in_arb$5$grant_index;
wire in_arb$5$valid;
reg [1:0] in_arb$6$req;
reg in_arb$6$advance;
wire [1:0] in_arb$6$grant;
wire in_arb$6$grant_index;
wire in_arb$6$valid;
reg [6:0] out_arb$0$req;
reg out_arb$0$advance;
wire [6:0] out_arb$0$grant;
wire [2:0] out_arb$0$grant_index;
wire out_arb$0$valid;
reg [6:0] out_arb$1$req;
reg out_arb$1$advance;
wire [6:0] out_arb$1$grant;
wire [2:0] out_arb$1$grant_index;
wire out_arb$1$valid;
reg [6:0] out_arb$2$req;
reg out_arb$2$advance;
wire [6:0] out_arb$2$grant;
wire [2:0] out_arb$2$grant_index;
wire out_arb$2$valid;
reg [6:0] out_arb$3$req;
reg out_arb$3$advance;
wire [6:0] out_arb$3$grant;
wire [2:0] out_arb$3$grant_index;
wire out_arb$3$valid;
reg [6:0] out_arb$4$req;
reg out_arb$4$advance;
wire [6:0] out_arb$4$grant;
wire [2:0] out_arb$4$grant_index;
wire out_arb$4$valid;
reg [6:0] out_arb$5$req;
reg out_arb$5$advance;
wire [6:0] out_arb$5$grant;
wire [2:0] out_arb$5$grant_index;
wire out_arb$5$valid;
reg [6:0] out_arb$6$req;
reg out_arb$6$advance;
wire [6:0] out_arb$6$grant;
wire [2:0] out_arb$6$grant_index;
wire out_arb$6$valid;
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .index_bit$0(2'h2)) in_arb$0 (
    .clock(clock),
    .reset(reset),
    .req(in_arb$0$req),
    .advance(in_arb$0$advance),
    .grant(in_arb$0$grant),
    .grant_index(in_arb$0$grant_index),
    .valid(in_arb$0$valid)
);
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .index_bit$0(2'h2)) in_arb$1 (
    .clock(clock),
    .reset(reset),
    .req(in_arb$1$req),
    .advance(in_arb$1$advance),
    .grant(in_arb$1$grant),
    .grant_index(in_arb$1$grant_index),
    .valid(in_arb$1$valid)
);
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .index_bit$0(2'h2)) in_arb$2 (
    .clock(clock),
    .reset(reset),
    .req(in_arb$2$req),
    .advance(in_arb$2$advance),
    .grant(in_arb$2$grant),
    .grant_index(in_arb$2$grant_index),
    .valid(in_arb$2$valid)
);
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .index_bit$0(2'h2)) in_arb$3 (
    .clock(clock),
    .reset(reset),
    .req(in_arb$3$req),
    .advance(in_arb$3$advance),
    .grant(in_arb$3$grant),
    .grant_index(in_arb$3$grant_index),
    .valid(in_arb$3$valid)
);
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .index_bit$0(2'h2)) in_arb$4 (
    .clock(clock),
    .reset(reset),
    .req(in_arb$4$req),
    .advance(in_arb$4$advance),
    .grant(in_arb$4$grant),
    .grant_index(in_arb$4$grant_index),
    .valid(in_arb$4$valid)
);
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .index_bit$0(2'h2)) in_arb$5 (
    .clock(clock),
    .reset(reset),
    .req(in_arb$5$req),
    .advance(in_arb$5$advance),
    .grant(in_arb$5$grant),
    .grant_index(in_arb$5$grant_index),
    .valid(in_arb$5$valid)
);
ftr_rr_arbiter_2 #(.last(1'h1), .all(2'h3), .index_bit$0(2'h2)) in_arb$6 (
    .clock(clock),
    .reset(reset),
    .req(in_arb$6$req),
    .advance(in_arb$6$advance),
    .grant(in_arb$6$grant),
    .grant_index(in_arb$6$grant_index),
    .valid(in_arb$6$valid)
);
ftr_rr_arbiter_3 #(.last(3'h6), .all(7'h7f), .index_bit$0(7'h2a), .index_bit$1(7'h4c), .index_bit$2(7'h70)) out_arb$0 (
    .clock(clock),
    .reset(reset),
    .req(out_arb$0$req),
    .advance(out_arb$0$advance),
    .grant(out_arb$0$grant),
    .grant_index(out_arb$0$grant_index),
    .valid(out_arb$0$valid)
);
ftr_rr_arbiter_3 #(.last(3'h6), .all(7'h7f), .index_bit$0(7'h2a), .index_bit$1(7'h4c), .index_bit$2(7'h70)) out_arb$1 (
    .clock(clock),
    .reset(reset),
    .req(out_arb$1$req),
    .advance(out_arb$1$advance),
    .grant(out_arb$1$grant),
    .grant_index(out_arb$1$grant_index),
    .valid(out_arb$1$valid)
);
ftr_rr_arbiter_3 #(.last(3'h6), .all(7'h7f), .index_bit$0(7'h2a), .index_bit$1(7'h4c), .index_bit$2(7'h70)) out_arb$2 (
    .clock(clock),
    .reset(reset),
    .req(out_arb$2$req),
    .advance(out_arb$2$advance),
    .grant(out_arb$2$grant),
    .grant_index(out_arb$2$grant_index),
    .valid(out_arb$2$valid)
);
ftr_rr_arbiter_3 #(.last(3'h6), .all(7'h7f), .index_bit$0(7'h2a), .index_bit$1(7'h4c), .index_bit$2(7'h70)) out_arb$3 (
    .clock(clock),
    .reset(reset),
    .req(out_arb$3$req),
    .advance(out_arb$3$advance),
    .grant(out_arb$3$grant),
    .grant_index(out_arb$3$grant_index),
    .valid(out_arb$3$valid)
);
ftr_rr_arbiter_3 #(.last(3'h6), .all(7'h7f), .index_bit$0(7'h2a), .index_bit$1(7'h4c), .index_bit$2(7'h70)) out_arb$4 (
    .clock(clock),
    .reset(reset),
    .req(out_arb$4$req),
    .advance(out_arb$4$advance),
    .grant(out_arb$4$grant),
    .grant_index(out_arb$4$grant_index),
    .valid(out_arb$4$valid)
);
ftr_rr_arbiter_3 #(.last(3'h6), .all(7'h7f), .index_bit$0(7'h2a), .index_bit$1(7'h4c), .index_bit$2(7'h70)) out_arb$5 (
    .clock(clock),
    .reset(reset),
    .req(out_arb$5$req),
    .advance(out_arb$5$advance),
    .grant(out_arb$5$grant),
    .grant_index(out_arb$5$grant_index),
    .valid(out_arb$5$valid)
);
ftr_rr_arbiter_3 #(.last(3'h6), .all(7'h7f), .index_bit$0(7'h2a), .index_bit$1(7'h4c), .index_bit$2(7'h70)) out_arb$6 (
    .clock(clock),
    .reset(reset),
    .req(out_arb$6$req),
    .advance(out_arb$6$advance),
    .grant(out_arb$6$grant),
    .grant_index(out_arb$6$grant_index),
    .valid(out_arb$6$valid)
);
reg [13:0] go$comb;
reg [6:0] out_valid$comb;
reg [6:0] port_go$comb;
reg port_vc$0$comb;
reg port_vc$1$comb;
reg port_vc$2$comb;
reg port_vc$3$comb;
reg port_vc$4$comb;
reg port_vc$5$comb;
reg port_vc$6$comb;
reg [13:0] pick$comb;
always @(*) begin
    rest = req;
    pick$comb = 32'h0;
    in_arb$0$req = rest;
    rest = rest >> vcs;
    port_grant = in_arb$0$grant;
    pick$comb = (pick$comb >> vcs) | (port_grant << last_port_at);
    in_arb$1$req = rest;
    rest = rest >> vcs;
    port_grant = in_arb$1$grant;
    pick$comb = (pick$comb >> vcs) | (port_grant << last_port_at);
    in_arb$2$req = rest;
    rest = rest >> vcs;
    port_grant = in_arb$2$grant;
    pick$comb = (pick$comb >> vcs) | (port_grant << last_port_at);
    in_arb$3$req = rest;
    rest = rest >> vcs;
    port_grant = in_arb$3$grant;
    pick$comb = (pick$comb >> vcs) | (port_grant << last_port_at);
    in_arb$4$req = rest;
    rest = rest >> vcs;
    port_grant = in_arb$4$grant;
    pick$comb = (pick$comb >> vcs) | (port_grant << last_port_at);
    in_arb$5$req = rest;
    rest = rest >> vcs;
    port_grant = in_arb$5$grant;
    pick$comb = (pick$comb >> vcs) | (port_grant << last_port_at);
    in_arb$6$req = rest;
    rest = rest >> vcs;
    port_grant = in_arb$6$grant;
    pick$comb = (pick$comb >> vcs) | (port_grant << last_port_at);
    out_valid$comb = 32'h0;
    port_go$comb = 32'h0;
    out_req = 32'h0;
    out_req = (out_req & ~(1 << (in_port$0)) | ((out_req[in_port$0] | (pick$comb[0] & (want$0 == 0))) << (in_port$0)));
    out_req = (out_req & ~(1 << (in_port$1)) | ((out_req[in_port$1] | (pick$comb[1] & (want$1 == 0))) << (in_port$1)));
    out_req = (out_req & ~(1 << (in_port$2)) | ((out_req[in_port$2] | (pick$comb[2] & (want$2 == 0))) << (in_port$2)));
    out_req = (out_req & ~(1 << (in_port$3)) | ((out_req[in_port$3] | (pick$comb[3] & (want$3 == 0))) << (in_port$3)));
    out_req = (out_req & ~(1 << (in_port$4)) | ((out_req[in_port$4] | (pick$comb[4] & (want$4 == 0))) << (in_port$4)));
    out_req = (out_req & ~(1 << (in_port$5)) | ((out_req[in_port$5] | (pick$comb[5] & (want$5 == 0))) << (in_port$5)));
    out_req = (out_req & ~(1 << (in_port$6)) | ((out_req[in_port$6] | (pick$comb[6] & (want$6 == 0))) << (in_port$6)));
    out_req = (out_req & ~(1 << (in_port$7)) | ((out_req[in_port$7] | (pick$comb[7] & (want$7 == 0))) << (in_port$7)));
    out_req = (out_req & ~(1 << (in_port$8)) | ((out_req[in_port$8] | (pick$comb[8] & (want$8 == 0))) << (in_port$8)));
    out_req = (out_req & ~(1 << (in_port$9)) | ((out_req[in_port$9] | (pick$comb[9] & (want$9 == 0))) << (in_port$9)));
    out_req = (out_req & ~(1 << (in_port$10)) | ((out_req[in_port$10] | (pick$comb[10] & (want$10 == 0))) << (in_port$10)));
    out_req = (out_req & ~(1 << (in_port$11)) | ((out_req[in_port$11] | (pick$comb[11] & (want$11 == 0))) << (in_port$11)));
    out_req = (out_req & ~(1 << (in_port$12)) | ((out_req[in_port$12] | (pick$comb[12] & (want$12 == 0))) << (in_port$12)));
    out_req = (out_req & ~(1 << (in_port$13)) | ((out_req[in_port$13] | (pick$comb[13] & (want$13 == 0))) << (in_port$13)));
    out_arb$0$req = out_req;
    out_arb$0$advance = out_arb$0$valid;
    out_valid$comb = (out_valid$comb & ~(1 << (0)) | ((out_arb$0$valid) << (0)));
    out_port$0 = out_arb$0$grant_index;
    port_go$comb = port_go$comb | out_arb$0$grant;
    out_req = 32'h0;
    out_req = (out_req & ~(1 << (in_port$0)) | ((out_req[in_port$0] | (pick$comb[0] & (want$0 == 1))) << (in_port$0)));
    out_req = (out_req & ~(1 << (in_port$1)) | ((out_req[in_port$1] | (pick$comb[1] & (want$1 == 1))) << (in_port$1)));
    out_req = (out_req & ~(1 << (in_port$2)) | ((out_req[in_port$2] | (pick$comb[2] & (want$2 == 1))) << (in_port$2)));
    out_req = (out_req & ~(1 << (in_port$3)) | ((out_req[in_port$3] | (pick$comb[3] & (want$3 == 1))) << (in_port$3)));
    out_req = (out_req & ~(1 << (in_port$4)) | ((out_req[in_port$4] | (pick$comb[4] & (want$4 == 1))) << (in_port$4)));
    out_req = (out_req & ~(1 << (in_port$5)) | ((out_req[in_port$5] | (pick$comb[5] & (want$5 == 1))) << (in_port$5)));
    out_req = (out_req & ~(1 << (in_port$6)) | ((out_req[in_port$6] | (pick$comb[6] & (want$6 == 1))) << (in_port$6)));
    out_req = (out_req & ~(1 << (in_port$7)) | ((out_req[in_port$7] | (pick$comb[7] & (want$7 == 1))) << (in_port$7)));
    out_req = (out_req & ~(1 << (in_port$8)) | ((out_req[in_port$8] | (pick$comb[8] & (want$8 == 1))) << (in_port$8)));
    out_req = (out_req & ~(1 << (in_port$9)) | ((out_req[in_port$9] | (pick$comb[9] & (want$9 == 1))) << (in_port$9)));
    out_req = (out_req & ~(1 << (in_port$10)) | ((out_req[in_port$10] | (pick$comb[10] & (want$10 == 1))) << (in_port$10)));
    out_req = (out_req & ~(1 << (in_port$11)) | ((out_req[in_port$11] | (pick$comb[11] & (want$11 == 1))) << (in_port$11)));
    out_req = (out_req & ~(1 << (in_port$12)) | ((out_req[in_port$12] | (pick$comb[12] & (want$12 == 1))) << (in_port$12)));
    out_req = (out_req & ~(1 << (in_port$13)) | ((out_req[in_port$13] | (pick$comb[13] & (want$13 == 1))) << (in_port$13)));
    out_arb$1$req = out_req;
    out_arb$1$advance = out_arb$1$valid;
    out_valid$comb = (out_valid$comb & ~(1 << (1)) | ((out_arb$1$valid) << (1)));
    out_port$1 = out_arb$1$grant_index;
    port_go$comb = port_go$comb | out_arb$1$grant;
    out_req = 32'h0;
    out_req = (out_req & ~(1 << (in_port$0)) | ((out_req[in_port$0] | (pick$comb[0] & (want$0 == 2))) << (in_port$0)));
    out_req = (out_req & ~(1 << (in_port$1)) | ((out_req[in_port$1] | (pick$comb[1] & (want$1 == 2))) << (in_port$1)));
    out_req = (out_req & ~(1 << (in_port$2)) | ((out_req[in_port$2] | (pick$comb[2] & (want$2 == 2))) << (in_port$2)));
    out_req = (out_req & ~(1 << (in_port$3)) | ((out_req[in_port$3] | (pick$comb[3] & (want$3 == 2))) << (in_port$3)));
    out_req = (out_req & ~(1 << (in_port$4)) | ((out_req[in_port$4] | (pick$comb[4] & (want$4 == 2))) << (in_port$4)));
    out_req = (out_req & ~(1 << (in_port$5)) | ((out_req[in_port$5] | (pick$comb[5] & (want$5 == 2))) << (in_port$5)));
    out_req = (out_req & ~(1 << (in_port$6)) | ((out_req[in_port$6] | (pick$comb[6] & (want$6 == 2))) << (in_port$6)));
    out_req = (out_req & ~(1 << (in_port$7)) | ((out_req[in_port$7] | (pick$comb[7] & (want$7 == 2))) << (in_port$7)));
    out_req = (out_req & ~(1 << (in_port$8)) | ((out_req[in_port$8] | (pick$comb[8] & (want$8 == 2))) << (in_port$8)));
    out_req = (out_req & ~(1 << (in_port$9)) | ((out_req[in_port$9] | (pick$comb[9] & (want$9 == 2))) << (in_port$9)));
    out_req = (out_req & ~(1 << (in_port$10)) | ((out_req[in_port$10] | (pick$comb[10] & (want$10 == 2))) << (in_port$10)));
    out_req = (out_req & ~(1 << (in_port$11)) | ((out_req[in_port$11] | (pick$comb[11] & (want$11 == 2))) << (in_port$11)));
    out_req = (out_req & ~(1 << (in_port$12)) | ((out_req[in_port$12] | (pick$comb[12] & (want$12 == 2))) << (in_port$12)));
    out_req = (out_req & ~(1 << (in_port$13)) | ((out_req[in_port$13] | (pick$comb[13] & (want$13 == 2))) << (in_port$13)));
    out_arb$2$req = out_req;
    out_arb$2$advance = out_arb$2$valid;
    out_valid$comb = (out_valid$comb & ~(1 << (2)) | ((out_arb$2$valid) << (2)));
    out_port$2 = out_arb$2$grant_index;
    port_go$comb = port_go$comb | out_arb$2$grant;
    out_req = 32'h0;
    out_req = (out_req & ~(1 << (in_port$0)) | ((out_req[in_port$0] | (pick$comb[0] & (want$0 == 3))) << (in_port$0)));
    out_req = (out_req & ~(1 << (in_port$1)) | ((out_req[in_port$1] | (pick$comb[1] & (want$1 == 3))) << (in_port$1)));
    out_req = (out_req & ~(1 << (in_port$2)) | ((out_req[in_port$2] | (pick$comb[2] & (want$2 == 3))) << (in_port$2)));
    out_req = (out_req & ~(1 << (in_port$3)) | ((out_req[in_port$3] | (pick$comb[3] & (want$3 == 3))) << (in_port$3)));
    out_req = (out_req & ~(1 << (in_port$4)) | ((out_req[in_port$4] | (pick$comb[4] & (want$4 == 3))) << (in_port$4)));
    out_req = (out_req & ~(1 << (in_port$5)) | ((out_req[in_port$5] | (pick$comb[5] & (want$5 == 3))) << (in_port$5)));
    out_req = (out_req & ~(1 << (in_port$6)) | ((out_req[in_port$6] | (pick$comb[6] & (want$6 == 3))) << (in_port$6)));
    out_req = (out_req & ~(1 << (in_port$7)) | ((out_req[in_port$7] | (pick$comb[7] & (want$7 == 3))) << (in_port$7)));
    out_req = (out_req & ~(1 << (in_port$8)) | ((out_req[in_port$8] | (pick$comb[8] & (want$8 == 3))) << (in_port$8)));
    out_req = (out_req & ~(1 << (in_port$9)) | ((out_req[in_port$9] | (pick$comb[9] & (want$9 == 3))) << (in_port$9)));
    out_req = (out_req & ~(1 << (in_port$10)) | ((out_req[in_port$10] | (pick$comb[10] & (want$10 == 3))) << (in_port$10)));
    out_req = (out_req & ~(1 << (in_port$11)) | ((out_req[in_port$11] | (pick$comb[11] & (want$11 == 3))) << (in_port$11)));
    out_req = (out_req & ~(1 << (in_port$12)) | ((out_req[in_port$12] | (pick$comb[12] & (want$12 == 3))) << (in_port$12)));
    out_req = (out_req & ~(1 << (in_port$13)) | ((out_req[in_port$13] | (pick$comb[13] & (want$13 == 3))) << (in_port$13)));
    out_arb$3$req = out_req;
    out_arb$3$advance = out_arb$3$valid;
    out_valid$comb = (out_valid$comb & ~(1 << (3)) | ((out_arb$3$valid) << (3)));
    out_port$3 = out_arb$3$grant_index;
    port_go$comb = port_go$comb | out_arb$3$grant;
    out_req = 32'h0;
    out_req = (out_req & ~(1 << (in_port$0)) | ((out_req[in_port$0] | (pick$comb[0] & (want$0 == 4))) << (in_port$0)));
    out_req = (out_req & ~(1 << (in_port$1)) | ((out_req[in_port$1] | (pick$comb[1] & (want$1 == 4))) << (in_port$1)));
    out_req = (out_req & ~(1 << (in_port$2)) | ((out_req[in_port$2] | (pick$comb[2] & (want$2 == 4))) << (in_port$2)));
    out_req = (out_req & ~(1 << (in_port$3)) | ((out_req[in_port$3] | (pick$comb[3] & (want$3 == 4))) << (in_port$3)));
    out_req = (out_req & ~(1 << (in_port$4)) | ((out_req[in_port$4] | (pick$comb[4] & (want$4 == 4))) << (in_port$4)));
    out_req = (out_req & ~(1 << (in_port$5)) | ((out_req[in_port$5] | (pick$comb[5] & (want$5 == 4))) << (in_port$5)));
    out_req = (out_req & ~(1 << (in_port$6)) | ((out_req[in_port$6] | (pick$comb[6] & (want$6 == 4))) << (in_port$6)));
    out_req = (out_req & ~(1 << (in_port$7)) | ((out_req[in_port$7] | (pick$comb[7] & (want$7 == 4))) << (in_port$7)));
    out_req = (out_req & ~(1 << (in_port$8)) | ((out_req[in_port$8] | (pick$comb[8] & (want$8 == 4))) << (in_port$8)));
    out_req = (out_req & ~(1 << (in_port$9)) | ((out_req[in_port$9] | (pick$comb[9] & (want$9 == 4))) << (in_port$9)));
    out_req = (out_req & ~(1 << (in_port$10)) | ((out_req[in_port$10] | (pick$comb[10] & (want$10 == 4))) << (in_port$10)));
    out_req = (out_req & ~(1 << (in_port$11)) | ((out_req[in_port$11] | (pick$comb[11] & (want$11 == 4))) << (in_port$11)));
    out_req = (out_req & ~(1 << (in_port$12)) | ((out_req[in_port$12] | (pick$comb[12] & (want$12 == 4))) << (in_port$12)));
    out_req = (out_req & ~(1 << (in_port$13)) | ((out_req[in_port$13] | (pick$comb[13] & (want$13 == 4))) << (in_port$13)));
    out_arb$4$req = out_req;
    out_arb$4$advance = out_arb$4$valid;
    out_valid$comb = (out_valid$comb & ~(1 << (4)) | ((out_arb$4$valid) << (4)));
    out_port$4 = out_arb$4$grant_index;
    port_go$comb = port_go$comb | out_arb$4$grant;
    out_req = 32'h0;
    out_req = (out_req & ~(1 << (in_port$0)) | ((out_req[in_port$0] | (pick$comb[0] & (want$0 == 5))) << (in_port$0)));
    out_req = (out_req & ~(1 << (in_port$1)) | ((out_req[in_port$1] | (pick$comb[1] & (want$1 == 5))) << (in_port$1)));
    out_req = (out_req & ~(1 << (in_port$2)) | ((out_req[in_port$2] | (pick$comb[2] & (want$2 == 5))) << (in_port$2)));
    out_req = (out_req & ~(1 << (in_port$3)) | ((out_req[in_port$3] | (pick$comb[3] & (want$3 == 5))) << (in_port$3)));
    out_req = (out_req & ~(1 << (in_port$4)) | ((out_req[in_port$4] | (pick$comb[4] & (want$4 == 5))) << (in_port$4)));
    out_req = (out_req & ~(1 << (in_port$5)) | ((out_req[in_port$5] | (pick$comb[5] & (want$5 == 5))) << (in_port$5)));
    out_req = (out_req & ~(1 << (in_port$6)) | ((out_req[in_port$6] | (pick$comb[6] & (want$6 == 5))) << (in_port$6)));
    out_req = (out_req & ~(1 << (in_port$7)) | ((out_req[in_port$7] | (pick$comb[7] & (want$7 == 5))) << (in_port$7)));
    out_req = (out_req & ~(1 << (in_port$8)) | ((out_req[in_port$8] | (pick$comb[8] & (want$8 == 5))) << (in_port$8)));
    out_req = (out_req & ~(1 << (in_port$9)) | ((out_req[in_port$9] | (pick$comb[9] & (want$9 == 5))) << (in_port$9)));
    out_req = (out_req & ~(1 << (in_port$10)) | ((out_req[in_port$10] | (pick$comb[10] & (want$10 == 5))) << (in_port$10)));
    out_req = (out_req & ~(1 << (in_port$11)) | ((out_req[in_port$11] | (pick$comb[11] & (want$11 == 5))) << (in_port$11)));
    out_req = (out_req & ~(1 << (in_port$12)) | ((out_req[in_port$12] | (pick$comb[12] & (want$12 == 5))) << (in_port$12)));
    out_req = (out_req & ~(1 << (in_port$13)) | ((out_req[in_port$13] | (pick$comb[13] & (want$13 == 5))) << (in_port$13)));
    out_arb$5$req = out_req;
    out_arb$5$advance = out_arb$5$valid;
    out_valid$comb = (out_valid$comb & ~(1 << (5)) | ((out_arb$5$valid) << (5)));
    out_port$5 = out_arb$5$grant_index;
    port_go$comb = port_go$comb | out_arb$5$grant;
    out_req = 32'h0;
    out_req = (out_req & ~(1 << (in_port$0)) | ((out_req[in_port$0] | (pick$comb[0] & (want$0 == 6))) << (in_port$0)));
    out_req = (out_req & ~(1 << (in_port$1)) | ((out_req[in_port$1] | (pick$comb[1] & (want$1 == 6))) << (in_port$1)));
    out_req = (out_req & ~(1 << (in_port$2)) | ((out_req[in_port$2] | (pick$comb[2] & (want$2 == 6))) << (in_port$2)));
    out_req = (out_req & ~(1 << (in_port$3)) | ((out_req[in_port$3] | (pick$comb[3] & (want$3 == 6))) << (in_port$3)));
    out_req = (out_req & ~(1 << (in_port$4)) | ((out_req[in_port$4] | (pick$comb[4] & (want$4 == 6))) << (in_port$4)));
    out_req = (out_req & ~(1 << (in_port$5)) | ((out_req[in_port$5] | (pick$comb[5] & (want$5 == 6))) << (in_port$5)));
    out_req = (out_req & ~(1 << (in_port$6)) | ((out_req[in_port$6] | (pick$comb[6] & (want$6 == 6))) << (in_port$6)));
    out_req = (out_req & ~(1 << (in_port$7)) | ((out_req[in_port$7] | (pick$comb[7] & (want$7 == 6))) << (in_port$7)));
    out_req = (out_req & ~(1 << (in_port$8)) | ((out_req[in_port$8] | (pick$comb[8] & (want$8 == 6))) << (in_port$8)));
    out_req = (out_req & ~(1 << (in_port$9)) | ((out_req[in_port$9] | (pick$comb[9] & (want$9 == 6))) << (in_port$9)));
    out_req = (out_req & ~(1 << (in_port$10)) | ((out_req[in_port$10] | (pick$comb[10] & (want$10 == 6))) << (in_port$10)));
    out_req = (out_req & ~(1 << (in_port$11)) | ((out_req[in_port$11] | (pick$comb[11] & (want$11 == 6))) << (in_port$11)));
    out_req = (out_req & ~(1 << (in_port$12)) | ((out_req[in_port$12] | (pick$comb[12] & (want$12 == 6))) << (in_port$12)));
    out_req = (out_req & ~(1 << (in_port$13)) | ((out_req[in_port$13] | (pick$comb[13] & (want$13 == 6))) << (in_port$13)));
    out_arb$6$req = out_req;
    out_arb$6$advance = out_arb$6$valid;
    out_valid$comb = (out_valid$comb & ~(1 << (6)) | ((out_arb$6$valid) << (6)));
    out_port$6 = out_arb$6$grant_index;
    port_go$comb = port_go$comb | out_arb$6$grant;
    go$comb = 32'h0;
    in_arb$0$advance = port_go$comb[0];
    port_vc$0$comb = 32'h0;
    port_grant = 32'h0;
    if (port_go$comb[0]) begin
        port_vc$0$comb = in_arb$0$grant_index;
        port_grant = in_arb$0$grant;
    end
    go$comb = (go$comb >> vcs) | (port_grant << last_port_at);
    in_arb$1$advance = port_go$comb[1];
    port_vc$1$comb = 32'h0;
    port_grant = 32'h0;
    if (port_go$comb[1]) begin
        port_vc$1$comb = in_arb$1$grant_index;
        port_grant = in_arb$1$grant;
    end
    go$comb = (go$comb >> vcs) | (port_grant << last_port_at);
    in_arb$2$advance = port_go$comb[2];
    port_vc$2$comb = 32'h0;
    port_grant = 32'h0;
    if (port_go$comb[2]) begin
        port_vc$2$comb = in_arb$2$grant_index;
        port_grant = in_arb$2$grant;
    end
    go$comb = (go$comb >> vcs) | (port_grant << last_port_at);
    in_arb$3$advance = port_go$comb[3];
    port_vc$3$comb = 32'h0;
    port_grant = 32'h0;
    if (port_go$comb[3]) begin
        port_vc$3$comb = in_arb$3$grant_index;
        port_grant = in_arb$3$grant;
    end
    go$comb = (go$comb >> vcs) | (port_grant << last_port_at);
    in_arb$4$advance = port_go$comb[4];
    port_vc$4$comb = 32'h0;
    port_grant = 32'h0;
    if (port_go$comb[4]) begin
        port_vc$4$comb = in_arb$4$grant_index;
        port_grant = in_arb$4$grant;
    end
    go$comb = (go$comb >> vcs) | (port_grant << last_port_at);
    in_arb$5$advance = port_go$comb[5];
    port_vc$5$comb = 32'h0;
    port_grant = 32'h0;
    if (port_go$comb[5]) begin
        port_vc$5$comb = in_arb$5$grant_index;
        port_grant = in_arb$5$grant;
    end
    go$comb = (go$comb >> vcs) | (port_grant << last_port_at);
    in_arb$6$advance = port_go$comb[6];
    port_vc$6$comb = 32'h0;
    port_grant = 32'h0;
    if (port_go$comb[6]) begin
        port_vc$6$comb = in_arb$6$grant_index;
        port_grant = in_arb$6$grant;
    end
    go$comb = (go$comb >> vcs) | (port_grant << last_port_at);
    go = go$comb;
    out_valid = out_valid$comb;
    port_go = port_go$comb;
    port_vc$0 = port_vc$0$comb;
    port_vc$1 = port_vc$1$comb;
    port_vc$2 = port_vc$2$comb;
    port_vc$3 = port_vc$3$comb;
    port_vc$4 = port_vc$4$comb;
    port_vc$5 = port_vc$5$comb;
    port_vc$6 = port_vc$6$comb;
    pick = pick$comb;
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
always @(*) begin
    flit = flit_in;
    hops = 32'h0;
    lookup = 32'h0;
    more = 32'h0;
    leg = 32'h0;
    if (flit[32'h0]) begin
        hops = flit[(hops_at)+:(8)];
        if (hops != 32'hff) begin
            hops = hops + 32'h1;
        end
        flit = (flit & ~(1 << (hops_at + 0)) | ((hops[0]) << (hops_at + 0)));
        flit = (flit & ~(1 << (hops_at + 1)) | ((hops[1]) << (hops_at + 1)));
        flit = (flit & ~(1 << (hops_at + 2)) | ((hops[2]) << (hops_at + 2)));
        flit = (flit & ~(1 << (hops_at + 3)) | ((hops[3]) << (hops_at + 3)));
        flit = (flit & ~(1 << (hops_at + 4)) | ((hops[4]) << (hops_at + 4)));
        flit = (flit & ~(1 << (hops_at + 5)) | ((hops[5]) << (hops_at + 5)));
        flit = (flit & ~(1 << (hops_at + 6)) | ((hops[6]) << (hops_at + 6)));
        flit = (flit & ~(1 << (hops_at + 7)) | ((hops[7]) << (hops_at + 7)));
        flit = (flit & ~(1 << (misses_at + 0)) | ((misses[0]) << (misses_at + 0)));
        flit = (flit & ~(1 << (misses_at + 1)) | ((misses[1]) << (misses_at + 1)));
        flit = (flit & ~(1 << (misses_at + 2)) | ((misses[2]) << (misses_at + 2)));
        flit = (flit & ~(1 << (misses_at + 3)) | ((misses[3]) << (misses_at + 3)));
        if (copy) begin
            lookup = flit >> rest_at;
            more = flit[(more_at)+:(4)] - 32'h1;
            leg = flit[(leg_at)+:(4)] + 32'h1;
            flit = (flit & below_list) | ((flit >> dest_shift) & ~below_list);
            flit = (flit & ~(1 << (32'h2 + 0)) | ((lookup[0]) << (32'h2 + 0)));
            flit = (flit & ~(1 << (32'h2 + 1)) | ((lookup[1]) << (32'h2 + 1)));
            flit = (flit & ~(1 << (32'h2 + 2)) | ((lookup[2]) << (32'h2 + 2)));
            flit = (flit & ~(1 << (32'h2 + 3)) | ((lookup[3]) << (32'h2 + 3)));
            flit = (flit & ~(1 << (32'h2 + 4)) | ((lookup[4]) << (32'h2 + 4)));
            flit = (flit & ~(1 << (32'h2 + 5)) | ((lookup[5]) << (32'h2 + 5)));
            flit = (flit & ~(1 << (more_at + 0)) | ((more[0]) << (more_at + 0)));
            flit = (flit & ~(1 << (leg_at + 0)) | ((leg[0]) << (leg_at + 0)));
            flit = (flit & ~(1 << (more_at + 1)) | ((more[1]) << (more_at + 1)));
            flit = (flit & ~(1 << (leg_at + 1)) | ((leg[1]) << (leg_at + 1)));
            flit = (flit & ~(1 << (more_at + 2)) | ((more[2]) << (more_at + 2)));
            flit = (flit & ~(1 << (leg_at + 2)) | ((leg[2]) << (leg_at + 2)));
            flit = (flit & ~(1 << (more_at + 3)) | ((more[3]) << (more_at + 3)));
            flit = (flit & ~(1 << (leg_at + 3)) | ((leg[3]) << (leg_at + 3)));
        end
    end
    flit_out = flit;
end

endmodule

module ftr_crossbar(
    input wire clock,
    input wire reset,
    input wire [67:0] flit_in$0,
    input wire [67:0] flit_in$1,
    input wire [67:0] flit_in$2,
    input wire [67:0] flit_in$3,
    input wire [67:0] flit_in$4,
    input wire [67:0] flit_in$5,
    input wire [67:0] flit_in$6,
    input wire [6:0] in_valid,
    input wire [2:0] sel$0,
    input wire [2:0] sel$1,
    input wire [2:0] sel$2,
    input wire [2:0] sel$3,
    input wire [2:0] sel$4,
    input wire [2:0] sel$5,
    input wire [2:0] sel$6,
    input wire [6:0] sel_valid,
    output reg [67:0] flit_out$0,
    output reg [67:0] flit_out$1,
    output reg [67:0] flit_out$2,
    output reg [67:0] flit_out$3,
    output reg [67:0] flit_out$4,
    output reg [67:0] flit_out$5,
    output reg [67:0] flit_out$6,
    output reg [6:0] out_valid
);
// Crossbar (ST stage): output o latches flit_in[sel[o]] when sel_valid[o] and
// in_valid[sel[o]], else zeros; outputs come from the registers.
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    flit_in$0   68
//   in    flit_in$1   68
//   in    flit_in$2   68
//   in    flit_in$3   68
//   in    flit_in$4   68
//   in    flit_in$5   68
//   in    flit_in$6   68
//   in    in_valid   7
//   in    sel$0   3
//   in    sel$1   3
//   in    sel$2   3
//   in    sel$3   3
//   in    sel$4   3
//   in    sel$5   3
//   in    sel$6   3
//   in    sel_valid   7
//   out   flit_out$0   68
//   out   flit_out$1   68
//   out   flit_out$2   68
//   out   flit_out$3   68
//   out   flit_out$4   68
//   out   flit_out$5   68
//   out   flit_out$6   68
//   out   out_valid   7
// Registers:
//   out_reg$0   68   reset 68'h00000000000000000
//   out_reg$1   68   reset 68'h00000000000000000
//   out_reg$2   68   reset 68'h00000000000000000
//   out_reg$3   68   reset 68'h00000000000000000
//   out_reg$4   68   reset 68'h00000000000000000
//   out_reg$5   68   reset 68'h00000000000000000
//   out_reg$6   68   reset 68'h00000000000000000
//   valid_reg   7   reset 7'h00
reg [67:0] out_reg$0$d;
reg [67:0] out_reg$0$q;
reg [67:0] out_reg$1$d;
reg [67:0] out_reg$1$q;
reg [67:0] out_reg$2$d;
reg [67:0] out_reg$2$q;
reg [67:0] out_reg$3$d;
reg [67:0] out_reg$3$q;
reg [67:0] out_reg$4$d;
reg [67:0] out_reg$4$q;
reg [67:0] out_reg$5$d;
reg [67:0] out_reg$5$q;
reg [67:0] out_reg$6$d;
reg [67:0] out_reg$6$q;
reg [6:0] valid_reg$d;
reg [6:0] valid_reg$q;
always @(posedge clock) begin
    if (reset) out_reg$0$q <= 68'h00000000000000000; else out_reg$0$q <= out_reg$0$d;
    if (reset) out_reg$1$q <= 68'h00000000000000000; else out_reg$1$q <= out_reg$1$d;
    if (reset) out_reg$2$q <= 68'h00000000000000000; else out_reg$2$q <= out_reg$2$d;
    if (reset) out_reg$3$q <= 68'h00000000000000000; else out_reg$3$q <= out_reg$3$d;
    if (reset) out_reg$4$q <= 68'h00000000000000000; else out_reg$4$q <= out_reg$4$d;
    if (reset) out_reg$5$q <= 68'h00000000000000000; else out_reg$5$q <= out_reg$5$d;
    if (reset) out_reg$6$q <= 68'h00000000000000000; else out_reg$6$q <= out_reg$6$d;
    if (reset) valid_reg$q <= 7'h00; else valid_reg$q <= valid_reg$d;
end
always @(*) begin
    valid_reg$d = 32'h0;
    out_reg$0$d = 32'h0;
    flit_out$0 = out_reg$0$q;
    if ((sel$0 == 0) & sel_valid[0] & in_valid[0]) begin
        out_reg$0$d = flit_in$0;
        valid_reg$d = (valid_reg$d & ~(1 << (0)) | ((1'b1) << (0)));
    end
    if ((sel$0 == 1) & sel_valid[0] & in_valid[1]) begin
        out_reg$0$d = flit_in$1;
        valid_reg$d = (valid_reg$d & ~(1 << (0)) | ((1'b1) << (0)));
    end
    if ((sel$0 == 2) & sel_valid[0] & in_valid[2]) begin
        out_reg$0$d = flit_in$2;
        valid_reg$d = (valid_reg$d & ~(1 << (0)) | ((1'b1) << (0)));
    end
    if ((sel$0 == 3) & sel_valid[0] & in_valid[3]) begin
        out_reg$0$d = flit_in$3;
        valid_reg$d = (valid_reg$d & ~(1 << (0)) | ((1'b1) << (0)));
    end
    if ((sel$0 == 4) & sel_valid[0] & in_valid[4]) begin
        out_reg$0$d = flit_in$4;
        valid_reg$d = (valid_reg$d & ~(1 << (0)) | ((1'b1) << (0)));
    end
    if ((sel$0 == 5) & sel_valid[0] & in_valid[5]) begin
        out_reg$0$d = flit_in$5;
        valid_reg$d = (valid_reg$d & ~(1 << (0)) | ((1'b1) << (0)));
    end
    if ((sel$0 == 6) & sel_valid[0] & in_valid[6]) begin
        out_reg$0$d = flit_in$6;
        valid_reg$d = (valid_reg$d & ~(1 << (0)) | ((1'b1) << (0)));
    end
    out_reg$1$d = 32'h0;
    flit_out$1 = out_reg$1$q;
    if ((sel$1 == 0) & sel_valid[1] & in_valid[0]) begin
        out_reg$1$d = flit_in$0;
        valid_reg$d = (valid_reg$d & ~(1 << (1)) | ((1'b1) << (1)));
    end
    if ((sel$1 == 1) & sel_valid[1] & in_valid[1]) begin
        out_reg$1$d = flit_in$1;
        valid_reg$d = (valid_reg$d & ~(1 << (1)) | ((1'b1) << (1)));
    end
    if ((sel$1 == 2) & sel_valid[1] & in_valid[2]) begin
        out_reg$1$d = flit_in$2;
        valid_reg$d = (valid_reg$d & ~(1 << (1)) | ((1'b1) << (1)));
    end
    if ((sel$1 == 3) & sel_valid[1] & in_valid[3]) begin
        out_reg$1$d = flit_in$3;
        valid_reg$d = (valid_reg$d & ~(1 << (1)) | ((1'b1) << (1)));
    end
    if ((sel$1 == 4) & sel_valid[1] & in_valid[4]) begin
        out_reg$1$d = flit_in$4;
        valid_reg$d = (valid_reg$d & ~(1 << (1)) | ((1'b1) << (1)));
    end
    if ((sel$1 == 5) & sel_valid[1] & in_valid[5]) begin
        out_reg$1$d = flit_in$5;
        valid_reg$d = (valid_reg$d & ~(1 << (1)) | ((1'b1) << (1)));
    end
    if ((sel$1 == 6) & sel_valid[1] & in_valid[6]) begin
        out_reg$1$d = flit_in$6;
        valid_reg$d = (valid_reg$d & ~(1 << (1)) | ((1'b1) << (1)));
    end
    out_reg$2$d = 32'h0;
    flit_out$2 = out_reg$2$q;
    if ((sel$2 == 0) & sel_valid[2] & in_valid[0]) begin
        out_reg$2$d = flit_in$0;
        valid_reg$d = (valid_reg$d & ~(1 << (2)) | ((1'b1) << (2)));
    end
    if ((sel$2 == 1) & sel_valid[2] & in_valid[1]) begin
        out_reg$2$d = flit_in$1;
        valid_reg$d = (valid_reg$d & ~(1 << (2)) | ((1'b1) << (2)));
    end
    if ((sel$2 == 2) & sel_valid[2] & in_valid[2]) begin
        out_reg$2$d = flit_in$2;
        valid_reg$d = (valid_reg$d & ~(1 << (2)) | ((1'b1) << (2)));
    end
    if ((sel$2 == 3) & sel_valid[2] & in_valid[3]) begin
        out_reg$2$d = flit_in$3;
        valid_reg$d = (valid_reg$d & ~(1 << (2)) | ((1'b1) << (2)));
    end
    if ((sel$2 == 4) & sel_valid[2] & in_valid[4]) begin
        out_reg$2$d = flit_in$4;
        valid_reg$d = (valid_reg$d & ~(1 << (2)) | ((1'b1) << (2)));
    end
    if ((sel$2 == 5) & sel_valid[2] & in_valid[5]) begin
        out_reg$2$d = flit_in$5;
        valid_reg$d = (valid_reg$d & ~(1 << (2)) | ((1'b1) << (2)));
    end
    if ((sel$2 == 6) & sel_valid[2] & in_valid[6]) begin
        out_reg$2$d = flit_in$6;
        valid_reg$d = (valid_reg$d & ~(1 << (2)) | ((1'b1) << (2)));
    end
    out_reg$3$d = 32'h0;
    flit_out$3 = out_reg$3$q;
    if ((sel$3 == 0) & sel_valid[3] & in_valid[0]) begin
        out_reg$3$d = flit_in$0;
        valid_reg$d = (valid_reg$d & ~(1 << (3)) | ((1'b1) << (3)));
    end
    if ((sel$3 == 1) & sel_valid[3] & in_valid[1]) begin
        out_reg$3$d = flit_in$1;
        valid_reg$d = (valid_reg$d & ~(1 << (3)) | ((1'b1) << (3)));
    end
    if ((sel$3 == 2) & sel_valid[3] & in_valid[2]) begin
        out_reg$3$d = flit_in$2;
        valid_reg$d = (valid_reg$d & ~(1 << (3)) | ((1'b1) << (3)));
    end
    if ((sel$3 == 3) & sel_valid[3] & in_valid[3]) begin
        out_reg$3$d = flit_in$3;
        valid_reg$d = (valid_reg$d & ~(1 << (3)) | ((1'b1) << (3)));
    end
    if ((sel$3 == 4) & sel_valid[3] & in_valid[4]) begin
        out_reg$3$d = flit_in$4;
        valid_reg$d = (valid_reg$d & ~(1 << (3)) | ((1'b1) << (3)));
    end
    if ((sel$3 == 5) & sel_valid[3] & in_valid[5]) begin
        out_reg$3$d = flit_in$5;
        valid_reg$d = (valid_reg$d & ~(1 << (3)) | ((1'b1) << (3)));
    end
    if ((sel$3 == 6) & sel_valid[3] & in_valid[6]) begin
        out_reg$3$d = flit_in$6;
        valid_reg$d = (valid_reg$d & ~(1 << (3)) | ((1'b1) << (3)));
    end
    out_reg$4$d = 32'h0;
    flit_out$4 = out_reg$4$q;
    if ((sel$4 == 0) & sel_valid[4] & in_valid[0]) begin
        out_reg$4$d = flit_in$0;
        valid_reg$d = (valid_reg$d & ~(1 << (4)) | ((1'b1) << (4)));
    end
    if ((sel$4 == 1) & sel_valid[4] & in_valid[1]) begin
        out_reg$4$d = flit_in$1;
        valid_reg$d = (valid_reg$d & ~(1 << (4)) | ((1'b1) << (4)));
    end
    if ((sel$4 == 2) & sel_valid[4] & in_valid[2]) begin
        out_reg$4$d = flit_in$2;
        valid_reg$d = (valid_reg$d & ~(1 << (4)) | ((1'b1) << (4)));
    end
    if ((sel$4 == 3) & sel_valid[4] & in_valid[3]) begin
        out_reg$4$d = flit_in$3;
        valid_reg$d = (valid_reg$d & ~(1 << (4)) | ((1'b1) << (4)));
    end
    if ((sel$4 == 4) & sel_valid[4] & in_valid[4]) begin
        out_reg$4$d = flit_in$4;
        valid_reg$d = (valid_reg$d & ~(1 << (4)) | ((1'b1) << (4)));
    end
    if ((sel$4 == 5) & sel_valid[4] & in_valid[5]) begin
        out_reg$4$d = flit_in$5;
        valid_reg$d = (valid_reg$d & ~(1 << (4)) | ((1'b1) << (4)));
    end
    if ((sel$4 == 6) & sel_valid[4] & in_valid[6]) begin
        out_reg$4$d = flit_in$6;
        valid_reg$d = (valid_reg$d & ~(1 << (4)) | ((1'b1) << (4)));
    end
    out_reg$5$d = 32'h0;
    flit_out$5 = out_reg$5$q;
    if ((sel$5 == 0) & sel_valid[5] & in_valid[0]) begin
        out_reg$5$d = flit_in$0;
        valid_reg$d = (valid_reg$d & ~(1 << (5)) | ((1'b1) << (5)));
    end
    if ((sel$5 == 1) & sel_valid[5] & in_valid[1]) begin
        out_reg$5$d = flit_in$1;
        valid_reg$d = (valid_reg$d & ~(1 << (5)) | ((1'b1) << (5)));
    end
    if ((sel$5 == 2) & sel_valid[5] & in_valid[2]) begin
        out_reg$5$d = flit_in$2;
        valid_reg$d = (valid_reg$d & ~(1 << (5)) | ((1'b1) << (5)));
    end
    if ((sel$5 == 3) & sel_valid[5] & in_valid[3]) begin
        out_reg$5$d = flit_in$3;
        valid_reg$d = (valid_reg$d & ~(1 << (5)) | ((1'b1) << (5)));
    end
    if ((sel$5 == 4) & sel_valid[5] & in_valid[4]) begin
        out_reg$5$d = flit_in$4;
        valid_reg$d = (valid_reg$d & ~(1 << (5)) | ((1'b1) << (5)));
    end
    if ((sel$5 == 5) & sel_valid[5] & in_valid[5]) begin
        out_reg$5$d = flit_in$5;
        valid_reg$d = (valid_reg$d & ~(1 << (5)) | ((1'b1) << (5)));
    end
    if ((sel$5 == 6) & sel_valid[5] & in_valid[6]) begin
        out_reg$5$d = flit_in$6;
        valid_reg$d = (valid_reg$d & ~(1 << (5)) | ((1'b1) << (5)));
    end
    out_reg$6$d = 32'h0;
    flit_out$6 = out_reg$6$q;
    if ((sel$6 == 0) & sel_valid[6] & in_valid[0]) begin
        out_reg$6$d = flit_in$0;
        valid_reg$d = (valid_reg$d & ~(1 << (6)) | ((1'b1) << (6)));
    end
    if ((sel$6 == 1) & sel_valid[6] & in_valid[1]) begin
        out_reg$6$d = flit_in$1;
        valid_reg$d = (valid_reg$d & ~(1 << (6)) | ((1'b1) << (6)));
    end
    if ((sel$6 == 2) & sel_valid[6] & in_valid[2]) begin
        out_reg$6$d = flit_in$2;
        valid_reg$d = (valid_reg$d & ~(1 << (6)) | ((1'b1) << (6)));
    end
    if ((sel$6 == 3) & sel_valid[6] & in_valid[3]) begin
        out_reg$6$d = flit_in$3;
        valid_reg$d = (valid_reg$d & ~(1 << (6)) | ((1'b1) << (6)));
    end
    if ((sel$6 == 4) & sel_valid[6] & in_valid[4]) begin
        out_reg$6$d = flit_in$4;
        valid_reg$d = (valid_reg$d & ~(1 << (6)) | ((1'b1) << (6)));
    end
    if ((sel$6 == 5) & sel_valid[6] & in_valid[5]) begin
        out_reg$6$d = flit_in$5;
        valid_reg$d = (valid_reg$d & ~(1 << (6)) | ((1'b1) << (6)));
    end
    if ((sel$6 == 6) & sel_valid[6] & in_valid[6]) begin
        out_reg$6$d = flit_in$6;
        valid_reg$d = (valid_reg$d & ~(1 << (6)) | ((1'b1) << (6)));
    end
    out_valid = valid_reg$q;
end

endmodule

module ftr_route_table(
    input wire clock,
    input wire write_enable,
    input wire [5:0] write_addr,
    input wire [9:0] write_data,
    input wire stage,
    input wire commit,
    input wire [5:0] read_addr$0,
    input wire [5:0] read_addr$1,
    input wire [5:0] read_addr$2,
    input wire [5:0] read_addr$3,
    input wire [5:0] read_addr$4,
    input wire [5:0] read_addr$5,
    input wire [5:0] read_addr$6,
    input wire [5:0] read_addr$7,
    input wire [5:0] read_addr$8,
    input wire [5:0] read_addr$9,
    input wire [5:0] read_addr$10,
    input wire [5:0] read_addr$11,
    input wire [5:0] read_addr$12,
    input wire [5:0] read_addr$13,
    output wire [9:0] read_data$0,
    output wire [9:0] read_data$1,
    output wire [9:0] read_data$2,
    output wire [9:0] read_data$3,
    output wire [9:0] read_data$4,
    output wire [9:0] read_data$5,
    output wire [9:0] read_data$6,
    output wire [9:0] read_data$7,
    output wire [9:0] read_data$8,
    output wire [9:0] read_data$9,
    output wire [9:0] read_data$10,
    output wire [9:0] read_data$11,
    output wire [9:0] read_data$12,
    output wire [9:0] read_data$13
);
// Routing table: one RouteWord per destination, a read port per input VC.
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   6
//   in    write_data   10
//   in    stage   1
//   in    commit   1
//   in    read_addr$0   6
//   in    read_addr$1   6
//   in    read_addr$2   6
//   in    read_addr$3   6
//   in    read_addr$4   6
//   in    read_addr$5   6
//   in    read_addr$6   6
//   in    read_addr$7   6
//   in    read_addr$8   6
//   in    read_addr$9   6
//   in    read_addr$10   6
//   in    read_addr$11   6
//   in    read_addr$12   6
//   in    read_addr$13   6
//   out   read_data$0   10
//   out   read_data$1   10
//   out   read_data$2   10
//   out   read_data$3   10
//   out   read_data$4   10
//   out   read_data$5   10
//   out   read_data$6   10
//   out   read_data$7   10
//   out   read_data$8   10
//   out   read_data$9   10
//   out   read_data$10   10
//   out   read_data$11   10
//   out   read_data$12   10
//   out   read_data$13   10
reg [9:0] words$$mem [0:63];
reg [9:0] staged$$mem [0:63];
always @(posedge clock) if (write_enable & stage) staged$$mem[write_addr] <= write_data;
always @(posedge clock) if (write_enable & !stage & !commit) words$$mem[write_addr] <= write_data;
always @(posedge clock) if (commit) begin
  words$$mem[0] <= staged$$mem[0];
  words$$mem[1] <= staged$$mem[1];
  words$$mem[2] <= staged$$mem[2];
  words$$mem[3] <= staged$$mem[3];
  words$$mem[4] <= staged$$mem[4];
  words$$mem[5] <= staged$$mem[5];
  words$$mem[6] <= staged$$mem[6];
  words$$mem[7] <= staged$$mem[7];
  words$$mem[8] <= staged$$mem[8];
  words$$mem[9] <= staged$$mem[9];
  words$$mem[10] <= staged$$mem[10];
  words$$mem[11] <= staged$$mem[11];
  words$$mem[12] <= staged$$mem[12];
  words$$mem[13] <= staged$$mem[13];
  words$$mem[14] <= staged$$mem[14];
  words$$mem[15] <= staged$$mem[15];
  words$$mem[16] <= staged$$mem[16];
  words$$mem[17] <= staged$$mem[17];
  words$$mem[18] <= staged$$mem[18];
  words$$mem[19] <= staged$$mem[19];
  words$$mem[20] <= staged$$mem[20];
  words$$mem[21] <= staged$$mem[21];
  words$$mem[22] <= staged$$mem[22];
  words$$mem[23] <= staged$$mem[23];
  words$$mem[24] <= staged$$mem[24];
  words$$mem[25] <= staged$$mem[25];
  words$$mem[26] <= staged$$mem[26];
  words$$mem[27] <= staged$$mem[27];
  words$$mem[28] <= staged$$mem[28];
  words$$mem[29] <= staged$$mem[29];
  words$$mem[30] <= staged$$mem[30];
  words$$mem[31] <= staged$$mem[31];
  words$$mem[32] <= staged$$mem[32];
  words$$mem[33] <= staged$$mem[33];
  words$$mem[34] <= staged$$mem[34];
  words$$mem[35] <= staged$$mem[35];
  words$$mem[36] <= staged$$mem[36];
  words$$mem[37] <= staged$$mem[37];
  words$$mem[38] <= staged$$mem[38];
  words$$mem[39] <= staged$$mem[39];
  words$$mem[40] <= staged$$mem[40];
  words$$mem[41] <= staged$$mem[41];
  words$$mem[42] <= staged$$mem[42];
  words$$mem[43] <= staged$$mem[43];
  words$$mem[44] <= staged$$mem[44];
  words$$mem[45] <= staged$$mem[45];
  words$$mem[46] <= staged$$mem[46];
  words$$mem[47] <= staged$$mem[47];
  words$$mem[48] <= staged$$mem[48];
  words$$mem[49] <= staged$$mem[49];
  words$$mem[50] <= staged$$mem[50];
  words$$mem[51] <= staged$$mem[51];
  words$$mem[52] <= staged$$mem[52];
  words$$mem[53] <= staged$$mem[53];
  words$$mem[54] <= staged$$mem[54];
  words$$mem[55] <= staged$$mem[55];
  words$$mem[56] <= staged$$mem[56];
  words$$mem[57] <= staged$$mem[57];
  words$$mem[58] <= staged$$mem[58];
  words$$mem[59] <= staged$$mem[59];
  words$$mem[60] <= staged$$mem[60];
  words$$mem[61] <= staged$$mem[61];
  words$$mem[62] <= staged$$mem[62];
  words$$mem[63] <= staged$$mem[63];
end
assign read_data$0 = words$$mem[read_addr$0];
assign read_data$1 = words$$mem[read_addr$1];
assign read_data$2 = words$$mem[read_addr$2];
assign read_data$3 = words$$mem[read_addr$3];
assign read_data$4 = words$$mem[read_addr$4];
assign read_data$5 = words$$mem[read_addr$5];
assign read_data$6 = words$$mem[read_addr$6];
assign read_data$7 = words$$mem[read_addr$7];
assign read_data$8 = words$$mem[read_addr$8];
assign read_data$9 = words$$mem[read_addr$9];
assign read_data$10 = words$$mem[read_addr$10];
assign read_data$11 = words$$mem[read_addr$11];
assign read_data$12 = words$$mem[read_addr$12];
assign read_data$13 = words$$mem[read_addr$13];
endmodule

module ftr_bubble_table(
    input wire clock,
    input wire write_enable,
    input wire [2:0] write_addr,
    input wire [5:0] write_data,
    input wire stage,
    input wire commit,
    input wire [2:0] read_addr$0,
    input wire [2:0] read_addr$1,
    input wire [2:0] read_addr$2,
    input wire [2:0] read_addr$3,
    input wire [2:0] read_addr$4,
    input wire [2:0] read_addr$5,
    input wire [2:0] read_addr$6,
    input wire [2:0] read_addr$7,
    input wire [2:0] read_addr$8,
    input wire [2:0] read_addr$9,
    input wire [2:0] read_addr$10,
    input wire [2:0] read_addr$11,
    input wire [2:0] read_addr$12,
    input wire [2:0] read_addr$13,
    output wire [5:0] read_data$0,
    output wire [5:0] read_data$1,
    output wire [5:0] read_data$2,
    output wire [5:0] read_data$3,
    output wire [5:0] read_data$4,
    output wire [5:0] read_data$5,
    output wire [5:0] read_data$6,
    output wire [5:0] read_data$7,
    output wire [5:0] read_data$8,
    output wire [5:0] read_data$9,
    output wire [5:0] read_data$10,
    output wire [5:0] read_data$11,
    output wire [5:0] read_data$12,
    output wire [5:0] read_data$13
);
// Bubble-check table: row r (input port r, P = local) bit q set means a
// packet from r to q stays on its ring (no bubble check).
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   3
//   in    write_data   6
//   in    stage   1
//   in    commit   1
//   in    read_addr$0   3
//   in    read_addr$1   3
//   in    read_addr$2   3
//   in    read_addr$3   3
//   in    read_addr$4   3
//   in    read_addr$5   3
//   in    read_addr$6   3
//   in    read_addr$7   3
//   in    read_addr$8   3
//   in    read_addr$9   3
//   in    read_addr$10   3
//   in    read_addr$11   3
//   in    read_addr$12   3
//   in    read_addr$13   3
//   out   read_data$0   6
//   out   read_data$1   6
//   out   read_data$2   6
//   out   read_data$3   6
//   out   read_data$4   6
//   out   read_data$5   6
//   out   read_data$6   6
//   out   read_data$7   6
//   out   read_data$8   6
//   out   read_data$9   6
//   out   read_data$10   6
//   out   read_data$11   6
//   out   read_data$12   6
//   out   read_data$13   6
reg [5:0] words$$mem [0:6];
reg [5:0] staged$$mem [0:6];
always @(posedge clock) if (write_enable & stage) staged$$mem[write_addr] <= write_data;
always @(posedge clock) if (commit) begin
  words$$mem[0] <= staged$$mem[0];
  words$$mem[1] <= staged$$mem[1];
  words$$mem[2] <= staged$$mem[2];
  words$$mem[3] <= staged$$mem[3];
  words$$mem[4] <= staged$$mem[4];
  words$$mem[5] <= staged$$mem[5];
  words$$mem[6] <= staged$$mem[6];
end else if (write_enable & !stage) begin
  if (write_addr == 3'd0) words$$mem[0] <= write_data;
  if (write_addr == 3'd1) words$$mem[1] <= write_data;
  if (write_addr == 3'd2) words$$mem[2] <= write_data;
  if (write_addr == 3'd3) words$$mem[3] <= write_data;
  if (write_addr == 3'd4) words$$mem[4] <= write_data;
  if (write_addr == 3'd5) words$$mem[5] <= write_data;
  if (write_addr == 3'd6) words$$mem[6] <= write_data;
end
assign read_data$0 = (read_addr$0 < 7) ? words$$mem[read_addr$0] : 6'h0;
assign read_data$1 = (read_addr$1 < 7) ? words$$mem[read_addr$1] : 6'h0;
assign read_data$2 = (read_addr$2 < 7) ? words$$mem[read_addr$2] : 6'h0;
assign read_data$3 = (read_addr$3 < 7) ? words$$mem[read_addr$3] : 6'h0;
assign read_data$4 = (read_addr$4 < 7) ? words$$mem[read_addr$4] : 6'h0;
assign read_data$5 = (read_addr$5 < 7) ? words$$mem[read_addr$5] : 6'h0;
assign read_data$6 = (read_addr$6 < 7) ? words$$mem[read_addr$6] : 6'h0;
assign read_data$7 = (read_addr$7 < 7) ? words$$mem[read_addr$7] : 6'h0;
assign read_data$8 = (read_addr$8 < 7) ? words$$mem[read_addr$8] : 6'h0;
assign read_data$9 = (read_addr$9 < 7) ? words$$mem[read_addr$9] : 6'h0;
assign read_data$10 = (read_addr$10 < 7) ? words$$mem[read_addr$10] : 6'h0;
assign read_data$11 = (read_addr$11 < 7) ? words$$mem[read_addr$11] : 6'h0;
assign read_data$12 = (read_addr$12 < 7) ? words$$mem[read_addr$12] : 6'h0;
assign read_data$13 = (read_addr$13 < 7) ? words$$mem[read_addr$13] : 6'h0;
endmodule

module ftr_vc_config(
    input wire clock,
    input wire write_enable,
    input wire [3:0] write_addr,
    input wire [16:0] write_data,
    input wire stage,
    input wire commit,
    input wire [3:0] read_addr$0,
    input wire [3:0] read_addr$1,
    input wire [3:0] read_addr$2,
    input wire [3:0] read_addr$3,
    input wire [3:0] read_addr$4,
    input wire [3:0] read_addr$5,
    input wire [3:0] read_addr$6,
    input wire [3:0] read_addr$7,
    input wire [3:0] read_addr$8,
    input wire [3:0] read_addr$9,
    input wire [3:0] read_addr$10,
    input wire [3:0] read_addr$11,
    input wire [3:0] read_addr$12,
    input wire [3:0] read_addr$13,
    output wire [16:0] read_data$0,
    output wire [16:0] read_data$1,
    output wire [16:0] read_data$2,
    output wire [16:0] read_data$3,
    output wire [16:0] read_data$4,
    output wire [16:0] read_data$5,
    output wire [16:0] read_data$6,
    output wire [16:0] read_data$7,
    output wire [16:0] read_data$8,
    output wire [16:0] read_data$9,
    output wire [16:0] read_data$10,
    output wire [16:0] read_data$11,
    output wire [16:0] read_data$12,
    output wire [16:0] read_data$13
);
// VC configuration: per VC on_escape, follow, down, adaptive_ok, off_ring,
// keep, ring successor and bubble row.
// Ports:
//   in    clock   1
//   in    write_enable   1
//   in    write_addr   4
//   in    write_data   17
//   in    stage   1
//   in    commit   1
//   in    read_addr$0   4
//   in    read_addr$1   4
//   in    read_addr$2   4
//   in    read_addr$3   4
//   in    read_addr$4   4
//   in    read_addr$5   4
//   in    read_addr$6   4
//   in    read_addr$7   4
//   in    read_addr$8   4
//   in    read_addr$9   4
//   in    read_addr$10   4
//   in    read_addr$11   4
//   in    read_addr$12   4
//   in    read_addr$13   4
//   out   read_data$0   17
//   out   read_data$1   17
//   out   read_data$2   17
//   out   read_data$3   17
//   out   read_data$4   17
//   out   read_data$5   17
//   out   read_data$6   17
//   out   read_data$7   17
//   out   read_data$8   17
//   out   read_data$9   17
//   out   read_data$10   17
//   out   read_data$11   17
//   out   read_data$12   17
//   out   read_data$13   17
reg [16:0] words$$mem [0:13];
reg [16:0] staged$$mem [0:13];
always @(posedge clock) if (write_enable & stage) staged$$mem[write_addr] <= write_data;
always @(posedge clock) if (commit) begin
  words$$mem[0] <= staged$$mem[0];
  words$$mem[1] <= staged$$mem[1];
  words$$mem[2] <= staged$$mem[2];
  words$$mem[3] <= staged$$mem[3];
  words$$mem[4] <= staged$$mem[4];
  words$$mem[5] <= staged$$mem[5];
  words$$mem[6] <= staged$$mem[6];
  words$$mem[7] <= staged$$mem[7];
  words$$mem[8] <= staged$$mem[8];
  words$$mem[9] <= staged$$mem[9];
  words$$mem[10] <= staged$$mem[10];
  words$$mem[11] <= staged$$mem[11];
  words$$mem[12] <= staged$$mem[12];
  words$$mem[13] <= staged$$mem[13];
end else if (write_enable & !stage) begin
  if (write_addr == 4'd0) words$$mem[0] <= write_data;
  if (write_addr == 4'd1) words$$mem[1] <= write_data;
  if (write_addr == 4'd2) words$$mem[2] <= write_data;
  if (write_addr == 4'd3) words$$mem[3] <= write_data;
  if (write_addr == 4'd4) words$$mem[4] <= write_data;
  if (write_addr == 4'd5) words$$mem[5] <= write_data;
  if (write_addr == 4'd6) words$$mem[6] <= write_data;
  if (write_addr == 4'd7) words$$mem[7] <= write_data;
  if (write_addr == 4'd8) words$$mem[8] <= write_data;
  if (write_addr == 4'd9) words$$mem[9] <= write_data;
  if (write_addr == 4'd10) words$$mem[10] <= write_data;
  if (write_addr == 4'd11) words$$mem[11] <= write_data;
  if (write_addr == 4'd12) words$$mem[12] <= write_data;
  if (write_addr == 4'd13) words$$mem[13] <= write_data;
end
assign read_data$0 = (read_addr$0 < 14) ? words$$mem[read_addr$0] : 17'h0;
assign read_data$1 = (read_addr$1 < 14) ? words$$mem[read_addr$1] : 17'h0;
assign read_data$2 = (read_addr$2 < 14) ? words$$mem[read_addr$2] : 17'h0;
assign read_data$3 = (read_addr$3 < 14) ? words$$mem[read_addr$3] : 17'h0;
assign read_data$4 = (read_addr$4 < 14) ? words$$mem[read_addr$4] : 17'h0;
assign read_data$5 = (read_addr$5 < 14) ? words$$mem[read_addr$5] : 17'h0;
assign read_data$6 = (read_addr$6 < 14) ? words$$mem[read_addr$6] : 17'h0;
assign read_data$7 = (read_addr$7 < 14) ? words$$mem[read_addr$7] : 17'h0;
assign read_data$8 = (read_addr$8 < 14) ? words$$mem[read_addr$8] : 17'h0;
assign read_data$9 = (read_addr$9 < 14) ? words$$mem[read_addr$9] : 17'h0;
assign read_data$10 = (read_addr$10 < 14) ? words$$mem[read_addr$10] : 17'h0;
assign read_data$11 = (read_addr$11 < 14) ? words$$mem[read_addr$11] : 17'h0;
assign read_data$12 = (read_addr$12 < 14) ? words$$mem[read_addr$12] : 17'h0;
assign read_data$13 = (read_addr$13 < 14) ? words$$mem[read_addr$13] : 17'h0;
endmodule

module ftr_router(
    input wire clock,
    input wire reset,
    input wire [5:0] node,
    input wire [6:0] flit_in_valid,
    input wire [65:0] flit_in$0,
    input wire [65:0] flit_in$1,
    input wire [65:0] flit_in$2,
    input wire [65:0] flit_in$3,
    input wire [65:0] flit_in$4,
    input wire [65:0] flit_in$5,
    input wire [65:0] flit_in$6,
    input wire flit_in_vc$0,
    input wire flit_in_vc$1,
    input wire flit_in_vc$2,
    input wire flit_in_vc$3,
    input wire flit_in_vc$4,
    input wire flit_in_vc$5,
    input wire flit_in_vc$6,
    input wire [6:0] credit_in_valid,
    input wire credit_in_vc$0,
    input wire credit_in_vc$1,
    input wire credit_in_vc$2,
    input wire credit_in_vc$3,
    input wire credit_in_vc$4,
    input wire credit_in_vc$5,
    input wire credit_in_vc$6,
    output reg [6:0] flit_out_valid,
    output reg [65:0] flit_out$0,
    output reg [65:0] flit_out$1,
    output reg [65:0] flit_out$2,
    output reg [65:0] flit_out$3,
    output reg [65:0] flit_out$4,
    output reg [65:0] flit_out$5,
    output reg [65:0] flit_out$6,
    output reg flit_out_vc$0,
    output reg flit_out_vc$1,
    output reg flit_out_vc$2,
    output reg flit_out_vc$3,
    output reg flit_out_vc$4,
    output reg flit_out_vc$5,
    output reg flit_out_vc$6,
    output reg [6:0] copy_out_valid,
    output reg [6:0] credit_out_valid,
    output reg credit_out_vc$0,
    output reg credit_out_vc$1,
    output reg credit_out_vc$2,
    output reg credit_out_vc$3,
    output reg credit_out_vc$4,
    output reg credit_out_vc$5,
    output reg credit_out_vc$6,
    input wire cfg_write,
    input wire cfg_stage,
    input wire cfg_commit,
    input wire [1:0] cfg_target,
    input wire [5:0] cfg_addr,
    input wire [16:0] cfg_data,
    input wire [6:0] dead_out,
    input wire [6:0] poison
);
// Router top: VC buffers, RC, input VC control, VA, SA, header rewrite and
// crossbar, credit counters; the routing, bubble-check and VC configuration
// tables in memories written through the cfg port (cfg_target 0, 1, 2).
// Ports:
//   in    clock   1
//   in    reset   1  (synchronous, active high)
//   in    node   6
//   in    flit_in_valid   7
//   in    flit_in$0   66
//   in    flit_in$1   66
//   in    flit_in$2   66
//   in    flit_in$3   66
//   in    flit_in$4   66
//   in    flit_in$5   66
//   in    flit_in$6   66
//   in    flit_in_vc$0   1
//   in    flit_in_vc$1   1
//   in    flit_in_vc$2   1
//   in    flit_in_vc$3   1
//   in    flit_in_vc$4   1
//   in    flit_in_vc$5   1
//   in    flit_in_vc$6   1
//   in    credit_in_valid   7
//   in    credit_in_vc$0   1
//   in    credit_in_vc$1   1
//   in    credit_in_vc$2   1
//   in    credit_in_vc$3   1
//   in    credit_in_vc$4   1
//   in    credit_in_vc$5   1
//   in    credit_in_vc$6   1
//   out   flit_out_valid   7
//   out   flit_out$0   66
//   out   flit_out$1   66
//   out   flit_out$2   66
//   out   flit_out$3   66
//   out   flit_out$4   66
//   out   flit_out$5   66
//   out   flit_out$6   66
//   out   flit_out_vc$0   1
//   out   flit_out_vc$1   1
//   out   flit_out_vc$2   1
//   out   flit_out_vc$3   1
//   out   flit_out_vc$4   1
//   out   flit_out_vc$5   1
//   out   flit_out_vc$6   1
//   out   copy_out_valid   7
//   out   credit_out_valid   7
//   out   credit_out_vc$0   1
//   out   credit_out_vc$1   1
//   out   credit_out_vc$2   1
//   out   credit_out_vc$3   1
//   out   credit_out_vc$4   1
//   out   credit_out_vc$5   1
//   out   credit_out_vc$6   1
//   in    cfg_write   1
//   in    cfg_stage   1
//   in    cfg_commit   1
//   in    cfg_target   2
//   in    cfg_addr   6
//   in    cfg_data   17
//   in    dead_out   7
//   in    poison   7
// Parameters (per instance):
//   in_port$0   3
//   in_port$1   3
//   in_port$2   3
//   in_port$3   3
//   in_port$4   3
//   in_port$5   3
//   in_port$6   3
//   in_port$7   3
//   in_port$8   3
//   in_port$9   3
//   in_port$10   3
//   in_port$11   3
//   in_port$12   3
//   in_port$13   3
//   need$0   4
//   need$1   4
//   need$2   4
//   need$3   4
//   need$4   4
//   need$5   4
//   need$6   4
//   need$7   4
//   need$8   4
//   need$9   4
//   need$10   4
//   need$11   4
//   need$12   4
//   need$13   4
//   sink   14
//   depth   4
//   two_packets   4
//   vcs   2
//   last_port_at   4
//   keep_at   3
//   successor_at   4
//   credit_bits   3
//   credits_top   6
//   credits_width   6
//   vc_count   4
//   vc_at   7
//   copy_at   7
//   misses_at   7
// Registers:
//   owned   14   reset 14'h0000
//   credit_valid   7   reset 7'h00
//   credit_vc$0   1   reset 1'h0
//   credit_vc$1   1   reset 1'h0
//   credit_vc$2   1   reset 1'h0
//   credit_vc$3   1   reset 1'h0
//   credit_vc$4   1   reset 1'h0
//   credit_vc$5   1   reset 1'h0
//   credit_vc$6   1   reset 1'h0
parameter [2:0] in_port$0 = 3'h0;
parameter [2:0] in_port$1 = 3'h0;
parameter [2:0] in_port$2 = 3'h1;
parameter [2:0] in_port$3 = 3'h1;
parameter [2:0] in_port$4 = 3'h2;
parameter [2:0] in_port$5 = 3'h2;
parameter [2:0] in_port$6 = 3'h3;
parameter [2:0] in_port$7 = 3'h3;
parameter [2:0] in_port$8 = 3'h4;
parameter [2:0] in_port$9 = 3'h4;
parameter [2:0] in_port$10 = 3'h5;
parameter [2:0] in_port$11 = 3'h5;
parameter [2:0] in_port$12 = 3'h6;
parameter [2:0] in_port$13 = 3'h6;
parameter [3:0] need$0 = 4'h4;
parameter [3:0] need$1 = 4'h4;
parameter [3:0] need$2 = 4'h4;
parameter [3:0] need$3 = 4'h4;
parameter [3:0] need$4 = 4'h4;
parameter [3:0] need$5 = 4'h4;
parameter [3:0] need$6 = 4'h4;
parameter [3:0] need$7 = 4'h4;
parameter [3:0] need$8 = 4'h4;
parameter [3:0] need$9 = 4'h4;
parameter [3:0] need$10 = 4'h4;
parameter [3:0] need$11 = 4'h4;
parameter [3:0] need$12 = 4'h4;
parameter [3:0] need$13 = 4'h4;
parameter [13:0] sink = 14'h3000;
parameter [3:0] depth = 4'h8;
parameter [3:0] two_packets = 4'h8;
parameter [1:0] vcs = 2'h2;
parameter [3:0] last_port_at = 4'hc;
parameter [2:0] keep_at = 3'h5;
parameter [3:0] successor_at = 4'hb;
parameter [2:0] credit_bits = 3'h4;
parameter [5:0] credits_top = 6'h34;
parameter [5:0] credits_width = 6'h38;
parameter [3:0] vc_count = 4'he;
parameter [6:0] vc_at = 7'h42;
parameter [6:0] copy_at = 7'h43;
parameter [6:0] misses_at = 7'h44;
reg [13:0] write_hot;
reg [13:0] credit_hot;
reg [13:0] sent;
reg [13:0] released;
reg [13:0] port_sent;
reg [13:0] port_released;
reg [1:0] vc_hot;
reg [13:0] port_hot;
reg [13:0] free;
reg [13:0] room;
reg [13:0] req_bubble;
reg [13:0] has_one;
reg [55:0] credits;
reg [13:0] sink_now;
reg [111:0] out_vcs;
reg [55:0] wide;
reg [13:0] adaptive_ok;
reg [13:0] off_ring;
reg [13:0] req_valid;
reg [13:0] req_priority;
reg [13:0] sa_req;
reg [71:0] port_leaving;
reg [67:0] lane;
reg [6:0] copies;
reg [65:0] rc$0$head;
reg [5:0] rc$0$node;
wire [5:0] rc$0$lookup;
reg [9:0] rc$0$word;
reg rc$0$down;
reg [5:0] rc$0$keep;
reg rc$0$follow;
reg [2:0] rc$0$successor;
reg rc$0$on_escape;
wire rc$0$eject;
wire [5:0] rc$0$mask;
wire rc$0$escape;
wire [2:0] rc$0$port;
wire rc$0$esc_class;
wire rc$0$absorb;
wire rc$0$layered;
wire [3:0] rc$0$layer;
reg [65:0] rc$1$head;
reg [5:0] rc$1$node;
wire [5:0] rc$1$lookup;
reg [9:0] rc$1$word;
reg rc$1$down;
reg [5:0] rc$1$keep;
reg rc$1$follow;
reg [2:0] rc$1$successor;
reg rc$1$on_escape;
wire rc$1$eject;
wire [5:0] rc$1$mask;
wire rc$1$escape;
wire [2:0] rc$1$port;
wire rc$1$esc_class;
wire rc$1$absorb;
wire rc$1$layered;
wire [3:0] rc$1$layer;
reg [65:0] rc$2$head;
reg [5:0] rc$2$node;
wire [5:0] rc$2$lookup;
reg [9:0] rc$2$word;
reg rc$2$down;
reg [5:0] rc$2$keep;
reg rc$2$follow;
reg [2:0] rc$2$successor;
reg rc$2$on_escape;
wire rc$2$eject;
wire [5:0] rc$2$mask;
wire rc$2$escape;
wire [2:0] rc$2$port;
wire rc$2$esc_class;
wire rc$2$absorb;
wire rc$2$layered;
wire [3:0] rc$2$layer;
reg [65:0] rc$3$head;
reg [5:0] rc$3$node;
wire [5:0] rc$3$lookup;
reg [9:0] rc$3$word;
reg rc$3$down;
reg [5:0] rc$3$keep;
reg rc$3$follow;
reg [2:0] rc$3$successor;
reg rc$3$on_escape;
wire rc$3$eject;
wire [5:0] rc$3$mask;
wire rc$3$escape;
wire [2:0] rc$3$port;
wire rc$3$esc_class;
wire rc$3$absorb;
wire rc$3$layered;
wire [3:0] rc$3$layer;
reg [65:0] rc$4$head;
reg [5:0] rc$4$node;
wire [5:0] rc$4$lookup;
reg [9:0] rc$4$word;
reg rc$4$down;
reg [5:0] rc$4$keep;
reg rc$4$follow;
reg [2:0] rc$4$successor;
reg rc$4$on_escape;
wire rc$4$eject;
wire [5:0] rc$4$mask;
wire rc$4$escape;
wire [2:0] rc$4$port;
wire rc$4$esc_class;
wire rc$4$absorb;
wire rc$4$layered;
wire [3:0] rc$4$layer;
reg [65:0] rc$5$head;
reg [5:0] rc$5$node;
wire [5:0] rc$5$lookup;
reg [9:0] rc$5$word;
reg rc$5$down;
reg [5:0] rc$5$keep;
reg rc$5$follow;
reg [2:0] rc$5$successor;
reg rc$5$on_escape;
wire rc$5$eject;
wire [5:0] rc$5$mask;
wire rc$5$escape;
wire [2:0] rc$5$port;
wire rc$5$esc_class;
wire rc$5$absorb;
wire rc$5$layered;
wire [3:0] rc$5$layer;
reg [65:0] rc$6$head;
reg [5:0] rc$6$node;
wire [5:0] rc$6$lookup;
reg [9:0] rc$6$word;
reg rc$6$down;
reg [5:0] rc$6$keep;
reg rc$6$follow;
reg [2:0] rc$6$successor;
reg rc$6$on_escape;
wire rc$6$eject;
wire [5:0] rc$6$mask;
wire rc$6$escape;
wire [2:0] rc$6$port;
wire rc$6$esc_class;
wire rc$6$absorb;
wire rc$6$layered;
wire [3:0] rc$6$layer;
reg [65:0] rc$7$head;
reg [5:0] rc$7$node;
wire [5:0] rc$7$lookup;
reg [9:0] rc$7$word;
reg rc$7$down;
reg [5:0] rc$7$keep;
reg rc$7$follow;
reg [2:0] rc$7$successor;
reg rc$7$on_escape;
wire rc$7$eject;
wire [5:0] rc$7$mask;
wire rc$7$escape;
wire [2:0] rc$7$port;
wire rc$7$esc_class;
wire rc$7$absorb;
wire rc$7$layered;
wire [3:0] rc$7$layer;
reg [65:0] rc$8$head;
reg [5:0] rc$8$node;
wire [5:0] rc$8$lookup;
reg [9:0] rc$8$word;
reg rc$8$down;
reg [5:0] rc$8$keep;
reg rc$8$follow;
reg [2:0] rc$8$successor;
reg rc$8$on_escape;
wire rc$8$eject;
wire [5:0] rc$8$mask;
wire rc$8$escape;
wire [2:0] rc$8$port;
wire rc$8$esc_class;
wire rc$8$absorb;
wire rc$8$layered;
wire [3:0] rc$8$layer;
reg [65:0] rc$9$head;
reg [5:0] rc$9$node;
wire [5:0] rc$9$lookup;
reg [9:0] rc$9$word;
reg rc$9$down;
reg [5:0] rc$9$keep;
reg rc$9$follow;
reg [2:0] rc$9$successor;
reg rc$9$on_escape;
wire rc$9$eject;
wire [5:0] rc$9$mask;
wire rc$9$escape;
wire [2:0] rc$9$port;
wire rc$9$esc_class;
wire rc$9$absorb;
wire rc$9$layered;
wire [3:0] rc$9$layer;
reg [65:0] rc$10$head;
reg [5:0] rc$10$node;
wire [5:0] rc$10$lookup;
reg [9:0] rc$10$word;
reg rc$10$down;
reg [5:0] rc$10$keep;
reg rc$10$follow;
reg [2:0] rc$10$successor;
reg rc$10$on_escape;
wire rc$10$eject;
wire [5:0] rc$10$mask;
wire rc$10$escape;
wire [2:0] rc$10$port;
wire rc$10$esc_class;
wire rc$10$absorb;
wire rc$10$layered;
wire [3:0] rc$10$layer;
reg [65:0] rc$11$head;
reg [5:0] rc$11$node;
wire [5:0] rc$11$lookup;
reg [9:0] rc$11$word;
reg rc$11$down;
reg [5:0] rc$11$keep;
reg rc$11$follow;
reg [2:0] rc$11$successor;
reg rc$11$on_escape;
wire rc$11$eject;
wire [5:0] rc$11$mask;
wire rc$11$escape;
wire [2:0] rc$11$port;
wire rc$11$esc_class;
wire rc$11$absorb;
wire rc$11$layered;
wire [3:0] rc$11$layer;
reg [65:0] rc$12$head;
reg [5:0] rc$12$node;
wire [5:0] rc$12$lookup;
reg [9:0] rc$12$word;
reg rc$12$down;
reg [5:0] rc$12$keep;
reg rc$12$follow;
reg [2:0] rc$12$successor;
reg rc$12$on_escape;
wire rc$12$eject;
wire [5:0] rc$12$mask;
wire rc$12$escape;
wire [2:0] rc$12$port;
wire rc$12$esc_class;
wire rc$12$absorb;
wire rc$12$layered;
wire [3:0] rc$12$layer;
reg [65:0] rc$13$head;
reg [5:0] rc$13$node;
wire [5:0] rc$13$lookup;
reg [9:0] rc$13$word;
reg rc$13$down;
reg [5:0] rc$13$keep;
reg rc$13$follow;
reg [2:0] rc$13$successor;
reg rc$13$on_escape;
wire rc$13$eject;
wire [5:0] rc$13$mask;
wire rc$13$escape;
wire [2:0] rc$13$port;
wire rc$13$esc_class;
wire rc$13$absorb;
wire rc$13$layered;
wire [3:0] rc$13$layer;
reg [65:0] unit$0$flit_in;
reg unit$0$write;
reg unit$0$rc_eject;
reg [5:0] unit$0$rc_mask;
reg unit$0$rc_escape;
reg [2:0] unit$0$rc_port;
reg unit$0$rc_class;
reg unit$0$rc_absorb;
reg unit$0$rc_layered;
reg [3:0] unit$0$rc_layer;
reg [16:0] unit$0$vc_config;
wire [2:0] unit$0$row_addr;
reg [5:0] unit$0$row_bits;
reg [111:0] unit$0$out_vcs;
reg unit$0$won;
reg unit$0$go;
wire [65:0] unit$0$rc_head;
wire unit$0$req_valid;
wire unit$0$req_bubble;
wire [3:0] unit$0$req_vc;
wire unit$0$req_priority;
wire unit$0$sa_req;
wire [13:0] unit$0$held_hot;
wire [2:0] unit$0$held_port;
wire [71:0] unit$0$leaving;
reg unit$0$poison;
reg [65:0] unit$1$flit_in;
reg unit$1$write;
reg unit$1$rc_eject;
reg [5:0] unit$1$rc_mask;
reg unit$1$rc_escape;
reg [2:0] unit$1$rc_port;
reg unit$1$rc_class;
reg unit$1$rc_absorb;
reg unit$1$rc_layered;
reg [3:0] unit$1$rc_layer;
reg [16:0] unit$1$vc_config;
wire [2:0] unit$1$row_addr;
reg [5:0] unit$1$row_bits;
reg [111:0] unit$1$out_vcs;
reg unit$1$won;
reg unit$1$go;
wire [65:0] unit$1$rc_head;
wire unit$1$req_valid;
wire unit$1$req_bubble;
wire [3:0] unit$1$req_vc;
wire unit$1$req_priority;
wire unit$1$sa_req;
wire [13:0] unit$1$held_hot;
wire [2:0] unit$1$held_port;
wire [71:0] unit$1$leaving;
reg unit$1$poison;
reg [65:0] unit$2$flit_in;
reg unit$2$write;
reg unit$2$rc_eject;
reg [5:0] unit$2$rc_mask;
reg unit$2$rc_escape;
reg [2:0] unit$2$rc_port;
reg unit$2$rc_class;
reg unit$2$rc_absorb;
reg unit$2$rc_layered;
reg [3:0] unit$2$rc_layer;
reg [16:0] unit$2$vc_config;
wire [2:0] unit$2$row_addr;
reg [5:0] unit$2$row_bits;
reg [111:0] unit$2$out_vcs;
reg unit$2$won;
reg unit$2$go;
wire [65:0] unit$2$rc_head;
wire unit$2$req_valid;
wire unit$2$req_bubble;
wire [3:0] unit$2$req_vc;
wire unit$2$req_priority;
wire unit$2$sa_req;
wire [13:0] unit$2$held_hot;
wire [2:0] unit$2$held_port;
wire [71:0] unit$2$leaving;
reg unit$2$poison;
reg [65:0] unit$3$flit_in;
reg unit$3$write;
reg unit$3$rc_eject;
reg [5:0] unit$3$rc_mask;
reg unit$3$rc_escape;
reg [2:0] unit$3$rc_port;
reg unit$3$rc_class;
reg unit$3$rc_absorb;
reg unit$3$rc_layered;
reg [3:0] unit$3$rc_layer;
reg [16:0] unit$3$vc_config;
wire [2:0] unit$3$row_addr;
reg [5:0] unit$3$row_bits;
reg [111:0] unit$3$out_vcs;
reg unit$3$won;
reg unit$3$go;
wire [65:0] unit$3$rc_head;
wire unit$3$req_valid;
wire unit$3$req_bubble;
wire [3:0] unit$3$req_vc;
wire unit$3$req_priority;
wire unit$3$sa_req;
wire [13:0] unit$3$held_hot;
wire [2:0] unit$3$held_port;
wire [71:0] unit$3$leaving;
reg unit$3$poison;
reg [65:0] unit$4$flit_in;
reg unit$4$write;
reg unit$4$rc_eject;
reg [5:0] unit$4$rc_mask;
reg unit$4$rc_escape;
reg [2:0] unit$4$rc_port;
reg unit$4$rc_class;
reg unit$4$rc_absorb;
reg unit$4$rc_layered;
reg [3:0] unit$4$rc_layer;
reg [16:0] unit$4$vc_config;
wire [2:0] unit$4$row_addr;
reg [5:0] unit$4$row_bits;
reg [111:0] unit$4$out_vcs;
reg unit$4$won;
reg unit$4$go;
wire [65:0] unit$4$rc_head;
wire unit$4$req_valid;
wire unit$4$req_bubble;
wire [3:0] unit$4$req_vc;
wire unit$4$req_priority;
wire unit$4$sa_req;
wire [13:0] unit$4$held_hot;
wire [2:0] unit$4$held_port;
wire [71:0] unit$4$leaving;
reg unit$4$poison;
reg [65:0] unit$5$flit_in;
reg unit$5$write;
reg unit$5$rc_eject;
reg [5:0] unit$5$rc_mask;
reg unit$5$rc_escape;
reg [2:0] unit$5$rc_port;
reg unit$5$rc_class;
reg unit$5$rc_absorb;
reg unit$5$rc_layered;
reg [3:0] unit$5$rc_layer;
reg [16:0] unit$5$vc_config;
wire [2:0] unit$5$row_addr;
reg [5:0] unit$5$row_bits;
reg [111:0] unit$5$out_vcs;
reg unit$5$won;
reg unit$5$go;
wire [65:0] unit$5$rc_head;
wire unit$5$req_valid;
wire unit$5$req_bubble;
wire [3:0] unit$5$req_vc;
wire unit$5$req_priority;
wire unit$5$sa_req;
wire [13:0] unit$5$held_hot;
wire [2:0] unit$5$held_port;
wire [71:0] unit$5$leaving;
reg unit$5$poison;
reg [65:0] unit$6$flit_in;
reg unit$6$write;
reg unit$6$rc_eject;
reg [5:0] unit$6$rc_mask;
reg unit$6$rc_escape;
reg [2:0] unit$6$rc_port;
reg unit$6$rc_class;
reg unit$6$rc_absorb;
reg unit$6$rc_layered;
reg [3:0] unit$6$rc_layer;
reg [16:0] unit$6$vc_config;
wire [2:0] unit$6$row_addr;
reg [5:0] unit$6$row_bits;
reg [111:0] unit$6$out_vcs;
reg unit$6$won;
reg unit$6$go;
wire [65:0] unit$6$rc_head;
wire unit$6$req_valid;
wire unit$6$req_bubble;
wire [3:0] unit$6$req_vc;
wire unit$6$req_priority;
wire unit$6$sa_req;
wire [13:0] unit$6$held_hot;
wire [2:0] unit$6$held_port;
wire [71:0] unit$6$leaving;
reg unit$6$poison;
reg [65:0] unit$7$flit_in;
reg unit$7$write;
reg unit$7$rc_eject;
reg [5:0] unit$7$rc_mask;
reg unit$7$rc_escape;
reg [2:0] unit$7$rc_port;
reg unit$7$rc_class;
reg unit$7$rc_absorb;
reg unit$7$rc_layered;
reg [3:0] unit$7$rc_layer;
reg [16:0] unit$7$vc_config;
wire [2:0] unit$7$row_addr;
reg [5:0] unit$7$row_bits;
reg [111:0] unit$7$out_vcs;
reg unit$7$won;
reg unit$7$go;
wire [65:0] unit$7$rc_head;
wire unit$7$req_valid;
wire unit$7$req_bubble;
wire [3:0] unit$7$req_vc;
wire unit$7$req_priority;
wire unit$7$sa_req;
wire [13:0] unit$7$held_hot;
wire [2:0] unit$7$held_port;
wire [71:0] unit$7$leaving;
reg unit$7$poison;
reg [65:0] unit$8$flit_in;
reg unit$8$write;
reg unit$8$rc_eject;
reg [5:0] unit$8$rc_mask;
reg unit$8$rc_escape;
reg [2:0] unit$8$rc_port;
reg unit$8$rc_class;
reg unit$8$rc_absorb;
reg unit$8$rc_layered;
reg [3:0] unit$8$rc_layer;
reg [16:0] unit$8$vc_config;
wire [2:0] unit$8$row_addr;
reg [5:0] unit$8$row_bits;
reg [111:0] unit$8$out_vcs;
reg unit$8$won;
reg unit$8$go;
wire [65:0] unit$8$rc_head;
wire unit$8$req_valid;
wire unit$8$req_bubble;
wire [3:0] unit$8$req_vc;
wire unit$8$req_priority;
wire unit$8$sa_req;
wire [13:0] unit$8$held_hot;
wire [2:0] unit$8$held_port;
wire [71:0] unit$8$leaving;
reg unit$8$poison;
reg [65:0] unit$9$flit_in;
reg unit$9$write;
reg unit$9$rc_eject;
reg [5:0] unit$9$rc_mask;
reg unit$9$rc_escape;
reg [2:0] unit$9$rc_port;
reg unit$9$rc_class;
reg unit$9$rc_absorb;
reg unit$9$rc_layered;
reg [3:0] unit$9$rc_layer;
reg [16:0] unit$9$vc_config;
wire [2:0] unit$9$row_addr;
reg [5:0] unit$9$row_bits;
reg [111:0] unit$9$out_vcs;
reg unit$9$won;
reg unit$9$go;
wire [65:0] unit$9$rc_head;
wire unit$9$req_valid;
wire unit$9$req_bubble;
wire [3:0] unit$9$req_vc;
wire unit$9$req_priority;
wire unit$9$sa_req;
wire [13:0] unit$9$held_hot;
wire [2:0] unit$9$held_port;
wire [71:0] unit$9$leaving;
reg unit$9$poison;
reg [65:0] unit$10$flit_in;
reg unit$10$write;
reg unit$10$rc_eject;
reg [5:0] unit$10$rc_mask;
reg unit$10$rc_escape;
reg [2:0] unit$10$rc_port;
reg unit$10$rc_class;
reg unit$10$rc_absorb;
reg unit$10$rc_layered;
reg [3:0] unit$10$rc_layer;
reg [16:0] unit$10$vc_config;
wire [2:0] unit$10$row_addr;
reg [5:0] unit$10$row_bits;
reg [111:0] unit$10$out_vcs;
reg unit$10$won;
reg unit$10$go;
wire [65:0] unit$10$rc_head;
wire unit$10$req_valid;
wire unit$10$req_bubble;
wire [3:0] unit$10$req_vc;
wire unit$10$req_priority;
wire unit$10$sa_req;
wire [13:0] unit$10$held_hot;
wire [2:0] unit$10$held_port;
wire [71:0] unit$10$leaving;
reg unit$10$poison;
reg [65:0] unit$11$flit_in;
reg unit$11$write;
reg unit$11$rc_eject;
reg [5:0] unit$11$rc_mask;
reg unit$11$rc_escape;
reg [2:0] unit$11$rc_port;
reg unit$11$rc_class;
reg unit$11$rc_absorb;
reg unit$11$rc_layered;
reg [3:0] unit$11$rc_layer;
reg [16:0] unit$11$vc_config;
wire [2:0] unit$11$row_addr;
reg [5:0] unit$11$row_bits;
reg [111:0] unit$11$out_vcs;
reg unit$11$won;
reg unit$11$go;
wire [65:0] unit$11$rc_head;
wire unit$11$req_valid;
wire unit$11$req_bubble;
wire [3:0] unit$11$req_vc;
wire unit$11$req_priority;
wire unit$11$sa_req;
wire [13:0] unit$11$held_hot;
wire [2:0] unit$11$held_port;
wire [71:0] unit$11$leaving;
reg unit$11$poison;
reg [65:0] unit$12$flit_in;
reg unit$12$write;
reg unit$12$rc_eject;
reg [5:0] unit$12$rc_mask;
reg unit$12$rc_escape;
reg [2:0] unit$12$rc_port;
reg unit$12$rc_class;
reg unit$12$rc_absorb;
reg unit$12$rc_layered;
reg [3:0] unit$12$rc_layer;
reg [16:0] unit$12$vc_config;
wire [2:0] unit$12$row_addr;
reg [5:0] unit$12$row_bits;
reg [111:0] unit$12$out_vcs;
reg unit$12$won;
reg unit$12$go;
wire [65:0] unit$12$rc_head;
wire unit$12$req_valid;
wire unit$12$req_bubble;
wire [3:0] unit$12$req_vc;
wire unit$12$req_priority;
wire unit$12$sa_req;
wire [13:0] unit$12$held_hot;
wire [2:0] unit$12$held_port;
wire [71:0] unit$12$leaving;
reg unit$12$poison;
reg [65:0] unit$13$flit_in;
reg unit$13$write;
reg unit$13$rc_eject;
reg [5:0] unit$13$rc_mask;
reg unit$13$rc_escape;
reg [2:0] unit$13$rc_port;
reg unit$13$rc_class;
reg unit$13$rc_absorb;
reg unit$13$rc_layered;
reg [3:0] unit$13$rc_layer;
reg [16:0] unit$13$vc_config;
wire [2:0] unit$13$row_addr;
reg [5:0] unit$13$row_bits;
reg [111:0] unit$13$out_vcs;
reg unit$13$won;
reg unit$13$go;
wire [65:0] unit$13$rc_head;
wire unit$13$req_valid;
wire unit$13$req_bubble;
wire [3:0] unit$13$req_vc;
wire unit$13$req_priority;
wire unit$13$sa_req;
wire [13:0] unit$13$held_hot;
wire [2:0] unit$13$held_port;
wire [71:0] unit$13$leaving;
reg unit$13$poison;
reg credit$0$credit_in;
reg credit$0$flit_sent;
wire [3:0] credit$0$count;
wire credit$0$nonzero;
reg credit$1$credit_in;
reg credit$1$flit_sent;
wire [3:0] credit$1$count;
wire credit$1$nonzero;
reg credit$2$credit_in;
reg credit$2$flit_sent;
wire [3:0] credit$2$count;
wire credit$2$nonzero;
reg credit$3$credit_in;
reg credit$3$flit_sent;
wire [3:0] credit$3$count;
wire credit$3$nonzero;
reg credit$4$credit_in;
reg credit$4$flit_sent;
wire [3:0] credit$4$count;
wire credit$4$nonzero;
reg credit$5$credit_in;
reg credit$5$flit_sent;
wire [3:0] credit$5$count;
wire credit$5$nonzero;
reg credit$6$credit_in;
reg credit$6$flit_sent;
wire [3:0] credit$6$count;
wire credit$6$nonzero;
reg credit$7$credit_in;
reg credit$7$flit_sent;
wire [3:0] credit$7$count;
wire credit$7$nonzero;
reg credit$8$credit_in;
reg credit$8$flit_sent;
wire [3:0] credit$8$count;
wire credit$8$nonzero;
reg credit$9$credit_in;
reg credit$9$flit_sent;
wire [3:0] credit$9$count;
wire credit$9$nonzero;
reg credit$10$credit_in;
reg credit$10$flit_sent;
wire [3:0] credit$10$count;
wire credit$10$nonzero;
reg credit$11$credit_in;
reg credit$11$flit_sent;
wire [3:0] credit$11$count;
wire credit$11$nonzero;
reg credit$12$credit_in;
reg credit$12$flit_sent;
wire [3:0] credit$12$count;
wire credit$12$nonzero;
reg credit$13$credit_in;
reg credit$13$flit_sent;
wire [3:0] credit$13$count;
wire credit$13$nonzero;
reg [13:0] va$req_valid;
reg [13:0] va$req_bubble;
reg [13:0] va$free;
reg [13:0] va$room;
reg [3:0] va$req_vc$0;
reg [3:0] va$req_vc$1;
reg [3:0] va$req_vc$2;
reg [3:0] va$req_vc$3;
reg [3:0] va$req_vc$4;
reg [3:0] va$req_vc$5;
reg [3:0] va$req_vc$6;
reg [3:0] va$req_vc$7;
reg [3:0] va$req_vc$8;
reg [3:0] va$req_vc$9;
reg [3:0] va$req_vc$10;
reg [3:0] va$req_vc$11;
reg [3:0] va$req_vc$12;
reg [3:0] va$req_vc$13;
reg [13:0] va$req_priority;
wire [13:0] va$won;
wire [13:0] va$granted;
reg [13:0] sa$req;
reg [2:0] sa$want$0;
reg [2:0] sa$want$1;
reg [2:0] sa$want$2;
reg [2:0] sa$want$3;
reg [2:0] sa$want$4;
reg [2:0] sa$want$5;
reg [2:0] sa$want$6;
reg [2:0] sa$want$7;
reg [2:0] sa$want$8;
reg [2:0] sa$want$9;
reg [2:0] sa$want$10;
reg [2:0] sa$want$11;
reg [2:0] sa$want$12;
reg [2:0] sa$want$13;
wire [13:0] sa$go;
wire [6:0] sa$out_valid;
wire [2:0] sa$out_port$0;
wire [2:0] sa$out_port$1;
wire [2:0] sa$out_port$2;
wire [2:0] sa$out_port$3;
wire [2:0] sa$out_port$4;
wire [2:0] sa$out_port$5;
wire [2:0] sa$out_port$6;
wire [6:0] sa$port_go;
wire sa$port_vc$0;
wire sa$port_vc$1;
wire sa$port_vc$2;
wire sa$port_vc$3;
wire sa$port_vc$4;
wire sa$port_vc$5;
wire sa$port_vc$6;
wire [13:0] sa$pick;
reg [65:0] rewrite$0$flit_in;
reg [3:0] rewrite$0$misses;
reg rewrite$0$copy;
wire [65:0] rewrite$0$flit_out;
reg [65:0] rewrite$1$flit_in;
reg [3:0] rewrite$1$misses;
reg rewrite$1$copy;
wire [65:0] rewrite$1$flit_out;
reg [65:0] rewrite$2$flit_in;
reg [3:0] rewrite$2$misses;
reg rewrite$2$copy;
wire [65:0] rewrite$2$flit_out;
reg [65:0] rewrite$3$flit_in;
reg [3:0] rewrite$3$misses;
reg rewrite$3$copy;
wire [65:0] rewrite$3$flit_out;
reg [65:0] rewrite$4$flit_in;
reg [3:0] rewrite$4$misses;
reg rewrite$4$copy;
wire [65:0] rewrite$4$flit_out;
reg [65:0] rewrite$5$flit_in;
reg [3:0] rewrite$5$misses;
reg rewrite$5$copy;
wire [65:0] rewrite$5$flit_out;
reg [65:0] rewrite$6$flit_in;
reg [3:0] rewrite$6$misses;
reg rewrite$6$copy;
wire [65:0] rewrite$6$flit_out;
reg [67:0] xbar$flit_in$0;
reg [67:0] xbar$flit_in$1;
reg [67:0] xbar$flit_in$2;
reg [67:0] xbar$flit_in$3;
reg [67:0] xbar$flit_in$4;
reg [67:0] xbar$flit_in$5;
reg [67:0] xbar$flit_in$6;
reg [6:0] xbar$in_valid;
reg [2:0] xbar$sel$0;
reg [2:0] xbar$sel$1;
reg [2:0] xbar$sel$2;
reg [2:0] xbar$sel$3;
reg [2:0] xbar$sel$4;
reg [2:0] xbar$sel$5;
reg [2:0] xbar$sel$6;
reg [6:0] xbar$sel_valid;
wire [67:0] xbar$flit_out$0;
wire [67:0] xbar$flit_out$1;
wire [67:0] xbar$flit_out$2;
wire [67:0] xbar$flit_out$3;
wire [67:0] xbar$flit_out$4;
wire [67:0] xbar$flit_out$5;
wire [67:0] xbar$flit_out$6;
wire [6:0] xbar$out_valid;
reg routes$write_enable;
reg [5:0] routes$write_addr;
reg [9:0] routes$write_data;
reg routes$stage;
reg routes$commit;
reg [5:0] routes$read_addr$0;
reg [5:0] routes$read_addr$1;
reg [5:0] routes$read_addr$2;
reg [5:0] routes$read_addr$3;
reg [5:0] routes$read_addr$4;
reg [5:0] routes$read_addr$5;
reg [5:0] routes$read_addr$6;
reg [5:0] routes$read_addr$7;
reg [5:0] routes$read_addr$8;
reg [5:0] routes$read_addr$9;
reg [5:0] routes$read_addr$10;
reg [5:0] routes$read_addr$11;
reg [5:0] routes$read_addr$12;
reg [5:0] routes$read_addr$13;
wire [9:0] routes$read_data$0;
wire [9:0] routes$read_data$1;
wire [9:0] routes$read_data$2;
wire [9:0] routes$read_data$3;
wire [9:0] routes$read_data$4;
wire [9:0] routes$read_data$5;
wire [9:0] routes$read_data$6;
wire [9:0] routes$read_data$7;
wire [9:0] routes$read_data$8;
wire [9:0] routes$read_data$9;
wire [9:0] routes$read_data$10;
wire [9:0] routes$read_data$11;
wire [9:0] routes$read_data$12;
wire [9:0] routes$read_data$13;
reg bubble$write_enable;
reg [2:0] bubble$write_addr;
reg [5:0] bubble$write_data;
reg bubble$stage;
reg bubble$commit;
reg [2:0] bubble$read_addr$0;
reg [2:0] bubble$read_addr$1;
reg [2:0] bubble$read_addr$2;
reg [2:0] bubble$read_addr$3;
reg [2:0] bubble$read_addr$4;
reg [2:0] bubble$read_addr$5;
reg [2:0] bubble$read_addr$6;
reg [2:0] bubble$read_addr$7;
reg [2:0] bubble$read_addr$8;
reg [2:0] bubble$read_addr$9;
reg [2:0] bubble$read_addr$10;
reg [2:0] bubble$read_addr$11;
reg [2:0] bubble$read_addr$12;
reg [2:0] bubble$read_addr$13;
wire [5:0] bubble$read_data$0;
wire [5:0] bubble$read_data$1;
wire [5:0] bubble$read_data$2;
wire [5:0] bubble$read_data$3;
wire [5:0] bubble$read_data$4;
wire [5:0] bubble$read_data$5;
wire [5:0] bubble$read_data$6;
wire [5:0] bubble$read_data$7;
wire [5:0] bubble$read_data$8;
wire [5:0] bubble$read_data$9;
wire [5:0] bubble$read_data$10;
wire [5:0] bubble$read_data$11;
wire [5:0] bubble$read_data$12;
wire [5:0] bubble$read_data$13;
reg vc_config$write_enable;
reg [3:0] vc_config$write_addr;
reg [16:0] vc_config$write_data;
reg vc_config$stage;
reg vc_config$commit;
reg [3:0] vc_config$read_addr$0;
reg [3:0] vc_config$read_addr$1;
reg [3:0] vc_config$read_addr$2;
reg [3:0] vc_config$read_addr$3;
reg [3:0] vc_config$read_addr$4;
reg [3:0] vc_config$read_addr$5;
reg [3:0] vc_config$read_addr$6;
reg [3:0] vc_config$read_addr$7;
reg [3:0] vc_config$read_addr$8;
reg [3:0] vc_config$read_addr$9;
reg [3:0] vc_config$read_addr$10;
reg [3:0] vc_config$read_addr$11;
reg [3:0] vc_config$read_addr$12;
reg [3:0] vc_config$read_addr$13;
wire [16:0] vc_config$read_data$0;
wire [16:0] vc_config$read_data$1;
wire [16:0] vc_config$read_data$2;
wire [16:0] vc_config$read_data$3;
wire [16:0] vc_config$read_data$4;
wire [16:0] vc_config$read_data$5;
wire [16:0] vc_config$read_data$6;
wire [16:0] vc_config$read_data$7;
wire [16:0] vc_config$read_data$8;
wire [16:0] vc_config$read_data$9;
wire [16:0] vc_config$read_data$10;
wire [16:0] vc_config$read_data$11;
wire [16:0] vc_config$read_data$12;
wire [16:0] vc_config$read_data$13;
reg [13:0] owned$d;
reg [13:0] owned$q;
reg [6:0] credit_valid$d;
reg [6:0] credit_valid$q;
reg credit_vc$0$d;
reg credit_vc$0$q;
reg credit_vc$1$d;
reg credit_vc$1$q;
reg credit_vc$2$d;
reg credit_vc$2$q;
reg credit_vc$3$d;
reg credit_vc$3$q;
reg credit_vc$4$d;
reg credit_vc$4$q;
reg credit_vc$5$d;
reg credit_vc$5$q;
reg credit_vc$6$d;
reg credit_vc$6$q;
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$0 (
    .head(rc$0$head),
    .node(rc$0$node),
    .lookup(rc$0$lookup),
    .word(rc$0$word),
    .down(rc$0$down),
    .keep(rc$0$keep),
    .follow(rc$0$follow),
    .successor(rc$0$successor),
    .on_escape(rc$0$on_escape),
    .eject(rc$0$eject),
    .mask(rc$0$mask),
    .escape(rc$0$escape),
    .port(rc$0$port),
    .esc_class(rc$0$esc_class),
    .absorb(rc$0$absorb),
    .layered(rc$0$layered),
    .layer(rc$0$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$1 (
    .head(rc$1$head),
    .node(rc$1$node),
    .lookup(rc$1$lookup),
    .word(rc$1$word),
    .down(rc$1$down),
    .keep(rc$1$keep),
    .follow(rc$1$follow),
    .successor(rc$1$successor),
    .on_escape(rc$1$on_escape),
    .eject(rc$1$eject),
    .mask(rc$1$mask),
    .escape(rc$1$escape),
    .port(rc$1$port),
    .esc_class(rc$1$esc_class),
    .absorb(rc$1$absorb),
    .layered(rc$1$layered),
    .layer(rc$1$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$2 (
    .head(rc$2$head),
    .node(rc$2$node),
    .lookup(rc$2$lookup),
    .word(rc$2$word),
    .down(rc$2$down),
    .keep(rc$2$keep),
    .follow(rc$2$follow),
    .successor(rc$2$successor),
    .on_escape(rc$2$on_escape),
    .eject(rc$2$eject),
    .mask(rc$2$mask),
    .escape(rc$2$escape),
    .port(rc$2$port),
    .esc_class(rc$2$esc_class),
    .absorb(rc$2$absorb),
    .layered(rc$2$layered),
    .layer(rc$2$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$3 (
    .head(rc$3$head),
    .node(rc$3$node),
    .lookup(rc$3$lookup),
    .word(rc$3$word),
    .down(rc$3$down),
    .keep(rc$3$keep),
    .follow(rc$3$follow),
    .successor(rc$3$successor),
    .on_escape(rc$3$on_escape),
    .eject(rc$3$eject),
    .mask(rc$3$mask),
    .escape(rc$3$escape),
    .port(rc$3$port),
    .esc_class(rc$3$esc_class),
    .absorb(rc$3$absorb),
    .layered(rc$3$layered),
    .layer(rc$3$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$4 (
    .head(rc$4$head),
    .node(rc$4$node),
    .lookup(rc$4$lookup),
    .word(rc$4$word),
    .down(rc$4$down),
    .keep(rc$4$keep),
    .follow(rc$4$follow),
    .successor(rc$4$successor),
    .on_escape(rc$4$on_escape),
    .eject(rc$4$eject),
    .mask(rc$4$mask),
    .escape(rc$4$escape),
    .port(rc$4$port),
    .esc_class(rc$4$esc_class),
    .absorb(rc$4$absorb),
    .layered(rc$4$layered),
    .layer(rc$4$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$5 (
    .head(rc$5$head),
    .node(rc$5$node),
    .lookup(rc$5$lookup),
    .word(rc$5$word),
    .down(rc$5$down),
    .keep(rc$5$keep),
    .follow(rc$5$follow),
    .successor(rc$5$successor),
    .on_escape(rc$5$on_escape),
    .eject(rc$5$eject),
    .mask(rc$5$mask),
    .escape(rc$5$escape),
    .port(rc$5$port),
    .esc_class(rc$5$esc_class),
    .absorb(rc$5$absorb),
    .layered(rc$5$layered),
    .layer(rc$5$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$6 (
    .head(rc$6$head),
    .node(rc$6$node),
    .lookup(rc$6$lookup),
    .word(rc$6$word),
    .down(rc$6$down),
    .keep(rc$6$keep),
    .follow(rc$6$follow),
    .successor(rc$6$successor),
    .on_escape(rc$6$on_escape),
    .eject(rc$6$eject),
    .mask(rc$6$mask),
    .escape(rc$6$escape),
    .port(rc$6$port),
    .esc_class(rc$6$esc_class),
    .absorb(rc$6$absorb),
    .layered(rc$6$layered),
    .layer(rc$6$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$7 (
    .head(rc$7$head),
    .node(rc$7$node),
    .lookup(rc$7$lookup),
    .word(rc$7$word),
    .down(rc$7$down),
    .keep(rc$7$keep),
    .follow(rc$7$follow),
    .successor(rc$7$successor),
    .on_escape(rc$7$on_escape),
    .eject(rc$7$eject),
    .mask(rc$7$mask),
    .escape(rc$7$escape),
    .port(rc$7$port),
    .esc_class(rc$7$esc_class),
    .absorb(rc$7$absorb),
    .layered(rc$7$layered),
    .layer(rc$7$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$8 (
    .head(rc$8$head),
    .node(rc$8$node),
    .lookup(rc$8$lookup),
    .word(rc$8$word),
    .down(rc$8$down),
    .keep(rc$8$keep),
    .follow(rc$8$follow),
    .successor(rc$8$successor),
    .on_escape(rc$8$on_escape),
    .eject(rc$8$eject),
    .mask(rc$8$mask),
    .escape(rc$8$escape),
    .port(rc$8$port),
    .esc_class(rc$8$esc_class),
    .absorb(rc$8$absorb),
    .layered(rc$8$layered),
    .layer(rc$8$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$9 (
    .head(rc$9$head),
    .node(rc$9$node),
    .lookup(rc$9$lookup),
    .word(rc$9$word),
    .down(rc$9$down),
    .keep(rc$9$keep),
    .follow(rc$9$follow),
    .successor(rc$9$successor),
    .on_escape(rc$9$on_escape),
    .eject(rc$9$eject),
    .mask(rc$9$mask),
    .escape(rc$9$escape),
    .port(rc$9$port),
    .esc_class(rc$9$esc_class),
    .absorb(rc$9$absorb),
    .layered(rc$9$layered),
    .layer(rc$9$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$10 (
    .head(rc$10$head),
    .node(rc$10$node),
    .lookup(rc$10$lookup),
    .word(rc$10$word),
    .down(rc$10$down),
    .keep(rc$10$keep),
    .follow(rc$10$follow),
    .successor(rc$10$successor),
    .on_escape(rc$10$on_escape),
    .eject(rc$10$eject),
    .mask(rc$10$mask),
    .escape(rc$10$escape),
    .port(rc$10$port),
    .esc_class(rc$10$esc_class),
    .absorb(rc$10$absorb),
    .layered(rc$10$layered),
    .layer(rc$10$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$11 (
    .head(rc$11$head),
    .node(rc$11$node),
    .lookup(rc$11$lookup),
    .word(rc$11$word),
    .down(rc$11$down),
    .keep(rc$11$keep),
    .follow(rc$11$follow),
    .successor(rc$11$successor),
    .on_escape(rc$11$on_escape),
    .eject(rc$11$eject),
    .mask(rc$11$mask),
    .escape(rc$11$escape),
    .port(rc$11$port),
    .esc_class(rc$11$esc_class),
    .absorb(rc$11$absorb),
    .layered(rc$11$layered),
    .layer(rc$11$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$12 (
    .head(rc$12$head),
    .node(rc$12$node),
    .lookup(rc$12$lookup),
    .word(rc$12$word),
    .down(rc$12$down),
    .keep(rc$12$keep),
    .follow(rc$12$follow),
    .successor(rc$12$successor),
    .on_escape(rc$12$on_escape),
    .eject(rc$12$eject),
    .mask(rc$12$mask),
    .escape(rc$12$escape),
    .port(rc$12$port),
    .esc_class(rc$12$esc_class),
    .absorb(rc$12$absorb),
    .layered(rc$12$layered),
    .layer(rc$12$layer)
);
ftr_route_compute #(.arrived_class(1'h0), .valid_at(4'h6), .port_at(4'h7), .port_mask(3'h7), .class_at(4'h0), .down_at(4'h0), .dest_at(7'h02), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .max_misses(4'h8), .has_class(1'h0), .bubble_check(1'h1), .has_list(1'h0), .layers(1'h0)) rc$13 (
    .head(rc$13$head),
    .node(rc$13$node),
    .lookup(rc$13$lookup),
    .word(rc$13$word),
    .down(rc$13$down),
    .keep(rc$13$keep),
    .follow(rc$13$follow),
    .successor(rc$13$successor),
    .on_escape(rc$13$on_escape),
    .eject(rc$13$eject),
    .mask(rc$13$mask),
    .escape(rc$13$escape),
    .port(rc$13$port),
    .esc_class(rc$13$esc_class),
    .absorb(rc$13$absorb),
    .layered(rc$13$layered),
    .layer(rc$13$layer)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$0 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$0$flit_in),
    .write(unit$0$write),
    .rc_eject(unit$0$rc_eject),
    .rc_mask(unit$0$rc_mask),
    .rc_escape(unit$0$rc_escape),
    .rc_port(unit$0$rc_port),
    .rc_class(unit$0$rc_class),
    .rc_absorb(unit$0$rc_absorb),
    .rc_layered(unit$0$rc_layered),
    .rc_layer(unit$0$rc_layer),
    .vc_config(unit$0$vc_config),
    .row_addr(unit$0$row_addr),
    .row_bits(unit$0$row_bits),
    .out_vcs(unit$0$out_vcs),
    .won(unit$0$won),
    .go(unit$0$go),
    .rc_head(unit$0$rc_head),
    .req_valid(unit$0$req_valid),
    .req_bubble(unit$0$req_bubble),
    .req_vc(unit$0$req_vc),
    .req_priority(unit$0$req_priority),
    .sa_req(unit$0$sa_req),
    .held_hot(unit$0$held_hot),
    .held_port(unit$0$held_port),
    .leaving(unit$0$leaving),
    .poison(unit$0$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$1 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$1$flit_in),
    .write(unit$1$write),
    .rc_eject(unit$1$rc_eject),
    .rc_mask(unit$1$rc_mask),
    .rc_escape(unit$1$rc_escape),
    .rc_port(unit$1$rc_port),
    .rc_class(unit$1$rc_class),
    .rc_absorb(unit$1$rc_absorb),
    .rc_layered(unit$1$rc_layered),
    .rc_layer(unit$1$rc_layer),
    .vc_config(unit$1$vc_config),
    .row_addr(unit$1$row_addr),
    .row_bits(unit$1$row_bits),
    .out_vcs(unit$1$out_vcs),
    .won(unit$1$won),
    .go(unit$1$go),
    .rc_head(unit$1$rc_head),
    .req_valid(unit$1$req_valid),
    .req_bubble(unit$1$req_bubble),
    .req_vc(unit$1$req_vc),
    .req_priority(unit$1$req_priority),
    .sa_req(unit$1$sa_req),
    .held_hot(unit$1$held_hot),
    .held_port(unit$1$held_port),
    .leaving(unit$1$leaving),
    .poison(unit$1$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$2 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$2$flit_in),
    .write(unit$2$write),
    .rc_eject(unit$2$rc_eject),
    .rc_mask(unit$2$rc_mask),
    .rc_escape(unit$2$rc_escape),
    .rc_port(unit$2$rc_port),
    .rc_class(unit$2$rc_class),
    .rc_absorb(unit$2$rc_absorb),
    .rc_layered(unit$2$rc_layered),
    .rc_layer(unit$2$rc_layer),
    .vc_config(unit$2$vc_config),
    .row_addr(unit$2$row_addr),
    .row_bits(unit$2$row_bits),
    .out_vcs(unit$2$out_vcs),
    .won(unit$2$won),
    .go(unit$2$go),
    .rc_head(unit$2$rc_head),
    .req_valid(unit$2$req_valid),
    .req_bubble(unit$2$req_bubble),
    .req_vc(unit$2$req_vc),
    .req_priority(unit$2$req_priority),
    .sa_req(unit$2$sa_req),
    .held_hot(unit$2$held_hot),
    .held_port(unit$2$held_port),
    .leaving(unit$2$leaving),
    .poison(unit$2$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$3 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$3$flit_in),
    .write(unit$3$write),
    .rc_eject(unit$3$rc_eject),
    .rc_mask(unit$3$rc_mask),
    .rc_escape(unit$3$rc_escape),
    .rc_port(unit$3$rc_port),
    .rc_class(unit$3$rc_class),
    .rc_absorb(unit$3$rc_absorb),
    .rc_layered(unit$3$rc_layered),
    .rc_layer(unit$3$rc_layer),
    .vc_config(unit$3$vc_config),
    .row_addr(unit$3$row_addr),
    .row_bits(unit$3$row_bits),
    .out_vcs(unit$3$out_vcs),
    .won(unit$3$won),
    .go(unit$3$go),
    .rc_head(unit$3$rc_head),
    .req_valid(unit$3$req_valid),
    .req_bubble(unit$3$req_bubble),
    .req_vc(unit$3$req_vc),
    .req_priority(unit$3$req_priority),
    .sa_req(unit$3$sa_req),
    .held_hot(unit$3$held_hot),
    .held_port(unit$3$held_port),
    .leaving(unit$3$leaving),
    .poison(unit$3$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$4 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$4$flit_in),
    .write(unit$4$write),
    .rc_eject(unit$4$rc_eject),
    .rc_mask(unit$4$rc_mask),
    .rc_escape(unit$4$rc_escape),
    .rc_port(unit$4$rc_port),
    .rc_class(unit$4$rc_class),
    .rc_absorb(unit$4$rc_absorb),
    .rc_layered(unit$4$rc_layered),
    .rc_layer(unit$4$rc_layer),
    .vc_config(unit$4$vc_config),
    .row_addr(unit$4$row_addr),
    .row_bits(unit$4$row_bits),
    .out_vcs(unit$4$out_vcs),
    .won(unit$4$won),
    .go(unit$4$go),
    .rc_head(unit$4$rc_head),
    .req_valid(unit$4$req_valid),
    .req_bubble(unit$4$req_bubble),
    .req_vc(unit$4$req_vc),
    .req_priority(unit$4$req_priority),
    .sa_req(unit$4$sa_req),
    .held_hot(unit$4$held_hot),
    .held_port(unit$4$held_port),
    .leaving(unit$4$leaving),
    .poison(unit$4$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$5 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$5$flit_in),
    .write(unit$5$write),
    .rc_eject(unit$5$rc_eject),
    .rc_mask(unit$5$rc_mask),
    .rc_escape(unit$5$rc_escape),
    .rc_port(unit$5$rc_port),
    .rc_class(unit$5$rc_class),
    .rc_absorb(unit$5$rc_absorb),
    .rc_layered(unit$5$rc_layered),
    .rc_layer(unit$5$rc_layer),
    .vc_config(unit$5$vc_config),
    .row_addr(unit$5$row_addr),
    .row_bits(unit$5$row_bits),
    .out_vcs(unit$5$out_vcs),
    .won(unit$5$won),
    .go(unit$5$go),
    .rc_head(unit$5$rc_head),
    .req_valid(unit$5$req_valid),
    .req_bubble(unit$5$req_bubble),
    .req_vc(unit$5$req_vc),
    .req_priority(unit$5$req_priority),
    .sa_req(unit$5$sa_req),
    .held_hot(unit$5$held_hot),
    .held_port(unit$5$held_port),
    .leaving(unit$5$leaving),
    .poison(unit$5$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$6 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$6$flit_in),
    .write(unit$6$write),
    .rc_eject(unit$6$rc_eject),
    .rc_mask(unit$6$rc_mask),
    .rc_escape(unit$6$rc_escape),
    .rc_port(unit$6$rc_port),
    .rc_class(unit$6$rc_class),
    .rc_absorb(unit$6$rc_absorb),
    .rc_layered(unit$6$rc_layered),
    .rc_layer(unit$6$rc_layer),
    .vc_config(unit$6$vc_config),
    .row_addr(unit$6$row_addr),
    .row_bits(unit$6$row_bits),
    .out_vcs(unit$6$out_vcs),
    .won(unit$6$won),
    .go(unit$6$go),
    .rc_head(unit$6$rc_head),
    .req_valid(unit$6$req_valid),
    .req_bubble(unit$6$req_bubble),
    .req_vc(unit$6$req_vc),
    .req_priority(unit$6$req_priority),
    .sa_req(unit$6$sa_req),
    .held_hot(unit$6$held_hot),
    .held_port(unit$6$held_port),
    .leaving(unit$6$leaving),
    .poison(unit$6$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$7 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$7$flit_in),
    .write(unit$7$write),
    .rc_eject(unit$7$rc_eject),
    .rc_mask(unit$7$rc_mask),
    .rc_escape(unit$7$rc_escape),
    .rc_port(unit$7$rc_port),
    .rc_class(unit$7$rc_class),
    .rc_absorb(unit$7$rc_absorb),
    .rc_layered(unit$7$rc_layered),
    .rc_layer(unit$7$rc_layer),
    .vc_config(unit$7$vc_config),
    .row_addr(unit$7$row_addr),
    .row_bits(unit$7$row_bits),
    .out_vcs(unit$7$out_vcs),
    .won(unit$7$won),
    .go(unit$7$go),
    .rc_head(unit$7$rc_head),
    .req_valid(unit$7$req_valid),
    .req_bubble(unit$7$req_bubble),
    .req_vc(unit$7$req_vc),
    .req_priority(unit$7$req_priority),
    .sa_req(unit$7$sa_req),
    .held_hot(unit$7$held_hot),
    .held_port(unit$7$held_port),
    .leaving(unit$7$leaving),
    .poison(unit$7$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$8 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$8$flit_in),
    .write(unit$8$write),
    .rc_eject(unit$8$rc_eject),
    .rc_mask(unit$8$rc_mask),
    .rc_escape(unit$8$rc_escape),
    .rc_port(unit$8$rc_port),
    .rc_class(unit$8$rc_class),
    .rc_absorb(unit$8$rc_absorb),
    .rc_layered(unit$8$rc_layered),
    .rc_layer(unit$8$rc_layer),
    .vc_config(unit$8$vc_config),
    .row_addr(unit$8$row_addr),
    .row_bits(unit$8$row_bits),
    .out_vcs(unit$8$out_vcs),
    .won(unit$8$won),
    .go(unit$8$go),
    .rc_head(unit$8$rc_head),
    .req_valid(unit$8$req_valid),
    .req_bubble(unit$8$req_bubble),
    .req_vc(unit$8$req_vc),
    .req_priority(unit$8$req_priority),
    .sa_req(unit$8$sa_req),
    .held_hot(unit$8$held_hot),
    .held_port(unit$8$held_port),
    .leaving(unit$8$leaving),
    .poison(unit$8$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$9 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$9$flit_in),
    .write(unit$9$write),
    .rc_eject(unit$9$rc_eject),
    .rc_mask(unit$9$rc_mask),
    .rc_escape(unit$9$rc_escape),
    .rc_port(unit$9$rc_port),
    .rc_class(unit$9$rc_class),
    .rc_absorb(unit$9$rc_absorb),
    .rc_layered(unit$9$rc_layered),
    .rc_layer(unit$9$rc_layer),
    .vc_config(unit$9$vc_config),
    .row_addr(unit$9$row_addr),
    .row_bits(unit$9$row_bits),
    .out_vcs(unit$9$out_vcs),
    .won(unit$9$won),
    .go(unit$9$go),
    .rc_head(unit$9$rc_head),
    .req_valid(unit$9$req_valid),
    .req_bubble(unit$9$req_bubble),
    .req_vc(unit$9$req_vc),
    .req_priority(unit$9$req_priority),
    .sa_req(unit$9$sa_req),
    .held_hot(unit$9$held_hot),
    .held_port(unit$9$held_port),
    .leaving(unit$9$leaving),
    .poison(unit$9$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$10 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$10$flit_in),
    .write(unit$10$write),
    .rc_eject(unit$10$rc_eject),
    .rc_mask(unit$10$rc_mask),
    .rc_escape(unit$10$rc_escape),
    .rc_port(unit$10$rc_port),
    .rc_class(unit$10$rc_class),
    .rc_absorb(unit$10$rc_absorb),
    .rc_layered(unit$10$rc_layered),
    .rc_layer(unit$10$rc_layer),
    .vc_config(unit$10$vc_config),
    .row_addr(unit$10$row_addr),
    .row_bits(unit$10$row_bits),
    .out_vcs(unit$10$out_vcs),
    .won(unit$10$won),
    .go(unit$10$go),
    .rc_head(unit$10$rc_head),
    .req_valid(unit$10$req_valid),
    .req_bubble(unit$10$req_bubble),
    .req_vc(unit$10$req_vc),
    .req_priority(unit$10$req_priority),
    .sa_req(unit$10$sa_req),
    .held_hot(unit$10$held_hot),
    .held_port(unit$10$held_port),
    .leaving(unit$10$leaving),
    .poison(unit$10$poison)
);
ftr_input_vc #(.injected(1'h0), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$11 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$11$flit_in),
    .write(unit$11$write),
    .rc_eject(unit$11$rc_eject),
    .rc_mask(unit$11$rc_mask),
    .rc_escape(unit$11$rc_escape),
    .rc_port(unit$11$rc_port),
    .rc_class(unit$11$rc_class),
    .rc_absorb(unit$11$rc_absorb),
    .rc_layered(unit$11$rc_layered),
    .rc_layer(unit$11$rc_layer),
    .vc_config(unit$11$vc_config),
    .row_addr(unit$11$row_addr),
    .row_bits(unit$11$row_bits),
    .out_vcs(unit$11$out_vcs),
    .won(unit$11$won),
    .go(unit$11$go),
    .rc_head(unit$11$rc_head),
    .req_valid(unit$11$req_valid),
    .req_bubble(unit$11$req_bubble),
    .req_vc(unit$11$req_vc),
    .req_priority(unit$11$req_priority),
    .sa_req(unit$11$sa_req),
    .held_hot(unit$11$held_hot),
    .held_port(unit$11$held_port),
    .leaving(unit$11$leaving),
    .poison(unit$11$poison)
);
ftr_input_vc #(.injected(1'h1), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$12 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$12$flit_in),
    .write(unit$12$write),
    .rc_eject(unit$12$rc_eject),
    .rc_mask(unit$12$rc_mask),
    .rc_escape(unit$12$rc_escape),
    .rc_port(unit$12$rc_port),
    .rc_class(unit$12$rc_class),
    .rc_absorb(unit$12$rc_absorb),
    .rc_layered(unit$12$rc_layered),
    .rc_layer(unit$12$rc_layer),
    .vc_config(unit$12$vc_config),
    .row_addr(unit$12$row_addr),
    .row_bits(unit$12$row_bits),
    .out_vcs(unit$12$out_vcs),
    .won(unit$12$won),
    .go(unit$12$go),
    .rc_head(unit$12$rc_head),
    .req_valid(unit$12$req_valid),
    .req_bubble(unit$12$req_bubble),
    .req_vc(unit$12$req_vc),
    .req_priority(unit$12$req_priority),
    .sa_req(unit$12$sa_req),
    .held_hot(unit$12$held_hot),
    .held_port(unit$12$held_port),
    .leaving(unit$12$leaving),
    .poison(unit$12$poison)
);
ftr_input_vc #(.injected(1'h1), .out_port_of$0(3'h0), .out_port_of$1(3'h0), .out_port_of$2(3'h1), .out_port_of$3(3'h1), .out_port_of$4(3'h2), .out_port_of$5(3'h2), .out_port_of$6(3'h3), .out_port_of$7(3'h3), .out_port_of$8(3'h4), .out_port_of$9(3'h4), .out_port_of$10(3'h5), .out_port_of$11(3'h5), .out_port_of$12(3'h6), .out_port_of$13(3'h6), .sink(14'h3000), .escape_vc(14'h1555), .class_of(14'h0000), .admission_vc(14'h1555), .port_bit$0(14'h0ccc), .port_bit$1(14'h30f0), .port_bit$2(14'h3f00), .vc_bit$0(14'h2aaa), .bubble_check(1'h1), .transit_priority(1'h1), .admission(1'h1), .admission_credits(4'h4), .escape_patience(4'h0), .injection_patience(4'hf), .misses_at(5'h10), .local_row(3'h6), .credit_bits(3'h4), .flit_bits(7'h42), .vc_bits(1'h1), .row_at(4'he), .free_at(6'h38), .has_one_at(7'h46), .adaptive_ok_at(7'h54), .off_ring_at(7'h62)) unit$13 (
    .clock(clock),
    .reset(reset),
    .flit_in(unit$13$flit_in),
    .write(unit$13$write),
    .rc_eject(unit$13$rc_eject),
    .rc_mask(unit$13$rc_mask),
    .rc_escape(unit$13$rc_escape),
    .rc_port(unit$13$rc_port),
    .rc_class(unit$13$rc_class),
    .rc_absorb(unit$13$rc_absorb),
    .rc_layered(unit$13$rc_layered),
    .rc_layer(unit$13$rc_layer),
    .vc_config(unit$13$vc_config),
    .row_addr(unit$13$row_addr),
    .row_bits(unit$13$row_bits),
    .out_vcs(unit$13$out_vcs),
    .won(unit$13$won),
    .go(unit$13$go),
    .rc_head(unit$13$rc_head),
    .req_valid(unit$13$req_valid),
    .req_bubble(unit$13$req_bubble),
    .req_vc(unit$13$req_vc),
    .req_priority(unit$13$req_priority),
    .sa_req(unit$13$sa_req),
    .held_hot(unit$13$held_hot),
    .held_port(unit$13$held_port),
    .leaving(unit$13$leaving),
    .poison(unit$13$poison)
);
ftr_credit_counter #(.depth(4'h8)) credit$0 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$0$credit_in),
    .flit_sent(credit$0$flit_sent),
    .count(credit$0$count),
    .nonzero(credit$0$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$1 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$1$credit_in),
    .flit_sent(credit$1$flit_sent),
    .count(credit$1$count),
    .nonzero(credit$1$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$2 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$2$credit_in),
    .flit_sent(credit$2$flit_sent),
    .count(credit$2$count),
    .nonzero(credit$2$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$3 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$3$credit_in),
    .flit_sent(credit$3$flit_sent),
    .count(credit$3$count),
    .nonzero(credit$3$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$4 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$4$credit_in),
    .flit_sent(credit$4$flit_sent),
    .count(credit$4$count),
    .nonzero(credit$4$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$5 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$5$credit_in),
    .flit_sent(credit$5$flit_sent),
    .count(credit$5$count),
    .nonzero(credit$5$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$6 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$6$credit_in),
    .flit_sent(credit$6$flit_sent),
    .count(credit$6$count),
    .nonzero(credit$6$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$7 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$7$credit_in),
    .flit_sent(credit$7$flit_sent),
    .count(credit$7$count),
    .nonzero(credit$7$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$8 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$8$credit_in),
    .flit_sent(credit$8$flit_sent),
    .count(credit$8$count),
    .nonzero(credit$8$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$9 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$9$credit_in),
    .flit_sent(credit$9$flit_sent),
    .count(credit$9$count),
    .nonzero(credit$9$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$10 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$10$credit_in),
    .flit_sent(credit$10$flit_sent),
    .count(credit$10$count),
    .nonzero(credit$10$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$11 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$11$credit_in),
    .flit_sent(credit$11$flit_sent),
    .count(credit$11$count),
    .nonzero(credit$11$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$12 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$12$credit_in),
    .flit_sent(credit$12$flit_sent),
    .count(credit$12$count),
    .nonzero(credit$12$nonzero)
);
ftr_credit_counter #(.depth(4'h8)) credit$13 (
    .clock(clock),
    .reset(reset),
    .credit_in(credit$13$credit_in),
    .flit_sent(credit$13$flit_sent),
    .count(credit$13$count),
    .nonzero(credit$13$nonzero)
);
ftr_vc_allocator va (
    .clock(clock),
    .reset(reset),
    .req_valid(va$req_valid),
    .req_bubble(va$req_bubble),
    .free(va$free),
    .room(va$room),
    .req_vc$0(va$req_vc$0),
    .req_vc$1(va$req_vc$1),
    .req_vc$2(va$req_vc$2),
    .req_vc$3(va$req_vc$3),
    .req_vc$4(va$req_vc$4),
    .req_vc$5(va$req_vc$5),
    .req_vc$6(va$req_vc$6),
    .req_vc$7(va$req_vc$7),
    .req_vc$8(va$req_vc$8),
    .req_vc$9(va$req_vc$9),
    .req_vc$10(va$req_vc$10),
    .req_vc$11(va$req_vc$11),
    .req_vc$12(va$req_vc$12),
    .req_vc$13(va$req_vc$13),
    .req_priority(va$req_priority),
    .won(va$won),
    .granted(va$granted)
);
ftr_switch_allocator #(.in_port$0(3'h0), .in_port$1(3'h0), .in_port$2(3'h1), .in_port$3(3'h1), .in_port$4(3'h2), .in_port$5(3'h2), .in_port$6(3'h3), .in_port$7(3'h3), .in_port$8(3'h4), .in_port$9(3'h4), .in_port$10(3'h5), .in_port$11(3'h5), .in_port$12(3'h6), .in_port$13(3'h6), .vcs(4'h2), .last_port_at(4'hc)) sa (
    .clock(clock),
    .reset(reset),
    .req(sa$req),
    .want$0(sa$want$0),
    .want$1(sa$want$1),
    .want$2(sa$want$2),
    .want$3(sa$want$3),
    .want$4(sa$want$4),
    .want$5(sa$want$5),
    .want$6(sa$want$6),
    .want$7(sa$want$7),
    .want$8(sa$want$8),
    .want$9(sa$want$9),
    .want$10(sa$want$10),
    .want$11(sa$want$11),
    .want$12(sa$want$12),
    .want$13(sa$want$13),
    .go(sa$go),
    .out_valid(sa$out_valid),
    .out_port$0(sa$out_port$0),
    .out_port$1(sa$out_port$1),
    .out_port$2(sa$out_port$2),
    .out_port$3(sa$out_port$3),
    .out_port$4(sa$out_port$4),
    .out_port$5(sa$out_port$5),
    .out_port$6(sa$out_port$6),
    .port_go(sa$port_go),
    .port_vc$0(sa$port_vc$0),
    .port_vc$1(sa$port_vc$1),
    .port_vc$2(sa$port_vc$2),
    .port_vc$3(sa$port_vc$3),
    .port_vc$4(sa$port_vc$4),
    .port_vc$5(sa$port_vc$5),
    .port_vc$6(sa$port_vc$6),
    .pick(sa$pick)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite$0 (
    .flit_in(rewrite$0$flit_in),
    .misses(rewrite$0$misses),
    .copy(rewrite$0$copy),
    .flit_out(rewrite$0$flit_out)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite$1 (
    .flit_in(rewrite$1$flit_in),
    .misses(rewrite$1$misses),
    .copy(rewrite$1$copy),
    .flit_out(rewrite$1$flit_out)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite$2 (
    .flit_in(rewrite$2$flit_in),
    .misses(rewrite$2$misses),
    .copy(rewrite$2$copy),
    .flit_out(rewrite$2$flit_out)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite$3 (
    .flit_in(rewrite$3$flit_in),
    .misses(rewrite$3$misses),
    .copy(rewrite$3$copy),
    .flit_out(rewrite$3$flit_out)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite$4 (
    .flit_in(rewrite$4$flit_in),
    .misses(rewrite$4$misses),
    .copy(rewrite$4$copy),
    .flit_out(rewrite$4$flit_out)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite$5 (
    .flit_in(rewrite$5$flit_in),
    .misses(rewrite$5$misses),
    .copy(rewrite$5$copy),
    .flit_out(rewrite$5$flit_out)
);
ftr_header_rewrite #(.hops_at(7'h08), .misses_at(7'h10), .leg_at(7'h34), .more_at(7'h38), .rest_at(7'h38), .dest_shift(7'h06), .below_list(66'h000ffffffffffffff)) rewrite$6 (
    .flit_in(rewrite$6$flit_in),
    .misses(rewrite$6$misses),
    .copy(rewrite$6$copy),
    .flit_out(rewrite$6$flit_out)
);
ftr_crossbar xbar (
    .clock(clock),
    .reset(reset),
    .flit_in$0(xbar$flit_in$0),
    .flit_in$1(xbar$flit_in$1),
    .flit_in$2(xbar$flit_in$2),
    .flit_in$3(xbar$flit_in$3),
    .flit_in$4(xbar$flit_in$4),
    .flit_in$5(xbar$flit_in$5),
    .flit_in$6(xbar$flit_in$6),
    .in_valid(xbar$in_valid),
    .sel$0(xbar$sel$0),
    .sel$1(xbar$sel$1),
    .sel$2(xbar$sel$2),
    .sel$3(xbar$sel$3),
    .sel$4(xbar$sel$4),
    .sel$5(xbar$sel$5),
    .sel$6(xbar$sel$6),
    .sel_valid(xbar$sel_valid),
    .flit_out$0(xbar$flit_out$0),
    .flit_out$1(xbar$flit_out$1),
    .flit_out$2(xbar$flit_out$2),
    .flit_out$3(xbar$flit_out$3),
    .flit_out$4(xbar$flit_out$4),
    .flit_out$5(xbar$flit_out$5),
    .flit_out$6(xbar$flit_out$6),
    .out_valid(xbar$out_valid)
);
ftr_route_table routes (
    .clock(clock),
    .write_enable(routes$write_enable),
    .write_addr(routes$write_addr),
    .write_data(routes$write_data),
    .stage(routes$stage),
    .commit(routes$commit),
    .read_addr$0(routes$read_addr$0),
    .read_addr$1(routes$read_addr$1),
    .read_addr$2(routes$read_addr$2),
    .read_addr$3(routes$read_addr$3),
    .read_addr$4(routes$read_addr$4),
    .read_addr$5(routes$read_addr$5),
    .read_addr$6(routes$read_addr$6),
    .read_addr$7(routes$read_addr$7),
    .read_addr$8(routes$read_addr$8),
    .read_addr$9(routes$read_addr$9),
    .read_addr$10(routes$read_addr$10),
    .read_addr$11(routes$read_addr$11),
    .read_addr$12(routes$read_addr$12),
    .read_addr$13(routes$read_addr$13),
    .read_data$0(routes$read_data$0),
    .read_data$1(routes$read_data$1),
    .read_data$2(routes$read_data$2),
    .read_data$3(routes$read_data$3),
    .read_data$4(routes$read_data$4),
    .read_data$5(routes$read_data$5),
    .read_data$6(routes$read_data$6),
    .read_data$7(routes$read_data$7),
    .read_data$8(routes$read_data$8),
    .read_data$9(routes$read_data$9),
    .read_data$10(routes$read_data$10),
    .read_data$11(routes$read_data$11),
    .read_data$12(routes$read_data$12),
    .read_data$13(routes$read_data$13)
);
ftr_bubble_table bubble (
    .clock(clock),
    .write_enable(bubble$write_enable),
    .write_addr(bubble$write_addr),
    .write_data(bubble$write_data),
    .stage(bubble$stage),
    .commit(bubble$commit),
    .read_addr$0(bubble$read_addr$0),
    .read_addr$1(bubble$read_addr$1),
    .read_addr$2(bubble$read_addr$2),
    .read_addr$3(bubble$read_addr$3),
    .read_addr$4(bubble$read_addr$4),
    .read_addr$5(bubble$read_addr$5),
    .read_addr$6(bubble$read_addr$6),
    .read_addr$7(bubble$read_addr$7),
    .read_addr$8(bubble$read_addr$8),
    .read_addr$9(bubble$read_addr$9),
    .read_addr$10(bubble$read_addr$10),
    .read_addr$11(bubble$read_addr$11),
    .read_addr$12(bubble$read_addr$12),
    .read_addr$13(bubble$read_addr$13),
    .read_data$0(bubble$read_data$0),
    .read_data$1(bubble$read_data$1),
    .read_data$2(bubble$read_data$2),
    .read_data$3(bubble$read_data$3),
    .read_data$4(bubble$read_data$4),
    .read_data$5(bubble$read_data$5),
    .read_data$6(bubble$read_data$6),
    .read_data$7(bubble$read_data$7),
    .read_data$8(bubble$read_data$8),
    .read_data$9(bubble$read_data$9),
    .read_data$10(bubble$read_data$10),
    .read_data$11(bubble$read_data$11),
    .read_data$12(bubble$read_data$12),
    .read_data$13(bubble$read_data$13)
);
ftr_vc_config vc_config (
    .clock(clock),
    .write_enable(vc_config$write_enable),
    .write_addr(vc_config$write_addr),
    .write_data(vc_config$write_data),
    .stage(vc_config$stage),
    .commit(vc_config$commit),
    .read_addr$0(vc_config$read_addr$0),
    .read_addr$1(vc_config$read_addr$1),
    .read_addr$2(vc_config$read_addr$2),
    .read_addr$3(vc_config$read_addr$3),
    .read_addr$4(vc_config$read_addr$4),
    .read_addr$5(vc_config$read_addr$5),
    .read_addr$6(vc_config$read_addr$6),
    .read_addr$7(vc_config$read_addr$7),
    .read_addr$8(vc_config$read_addr$8),
    .read_addr$9(vc_config$read_addr$9),
    .read_addr$10(vc_config$read_addr$10),
    .read_addr$11(vc_config$read_addr$11),
    .read_addr$12(vc_config$read_addr$12),
    .read_addr$13(vc_config$read_addr$13),
    .read_data$0(vc_config$read_data$0),
    .read_data$1(vc_config$read_data$1),
    .read_data$2(vc_config$read_data$2),
    .read_data$3(vc_config$read_data$3),
    .read_data$4(vc_config$read_data$4),
    .read_data$5(vc_config$read_data$5),
    .read_data$6(vc_config$read_data$6),
    .read_data$7(vc_config$read_data$7),
    .read_data$8(vc_config$read_data$8),
    .read_data$9(vc_config$read_data$9),
    .read_data$10(vc_config$read_data$10),
    .read_data$11(vc_config$read_data$11),
    .read_data$12(vc_config$read_data$12),
    .read_data$13(vc_config$read_data$13)
);
always @(posedge clock) begin
    if (reset) owned$q <= 14'h0000; else owned$q <= owned$d;
    if (reset) credit_valid$q <= 7'h00; else credit_valid$q <= credit_valid$d;
    if (reset) credit_vc$0$q <= 1'h0; else credit_vc$0$q <= credit_vc$0$d;
    if (reset) credit_vc$1$q <= 1'h0; else credit_vc$1$q <= credit_vc$1$d;
    if (reset) credit_vc$2$q <= 1'h0; else credit_vc$2$q <= credit_vc$2$d;
    if (reset) credit_vc$3$q <= 1'h0; else credit_vc$3$q <= credit_vc$3$d;
    if (reset) credit_vc$4$q <= 1'h0; else credit_vc$4$q <= credit_vc$4$d;
    if (reset) credit_vc$5$q <= 1'h0; else credit_vc$5$q <= credit_vc$5$d;
    if (reset) credit_vc$6$q <= 1'h0; else credit_vc$6$q <= credit_vc$6$d;
end
reg [65:0] unit$0$flit_in$comb;
reg [65:0] unit$1$flit_in$comb;
reg [65:0] unit$2$flit_in$comb;
reg [65:0] unit$3$flit_in$comb;
reg [65:0] unit$4$flit_in$comb;
reg [65:0] unit$5$flit_in$comb;
reg [65:0] unit$6$flit_in$comb;
reg [65:0] unit$7$flit_in$comb;
reg [65:0] unit$8$flit_in$comb;
reg [65:0] unit$9$flit_in$comb;
reg [65:0] unit$10$flit_in$comb;
reg [65:0] unit$11$flit_in$comb;
reg [65:0] unit$12$flit_in$comb;
reg [65:0] unit$13$flit_in$comb;
always @(*) begin
    routes$write_enable = (cfg_write & (cfg_target == 32'h0));
    routes$write_addr = cfg_addr;
    routes$write_data = cfg_data;
    bubble$write_enable = (cfg_write & (cfg_target == 32'h1));
    bubble$write_addr = cfg_addr;
    bubble$write_data = cfg_data;
    vc_config$write_enable = (cfg_write & (cfg_target == 32'h2));
    vc_config$write_addr = cfg_addr;
    vc_config$write_data = cfg_data;
    routes$stage = cfg_stage;
    routes$commit = cfg_commit;
    bubble$stage = cfg_stage;
    bubble$commit = cfg_commit;
    vc_config$stage = cfg_stage;
    vc_config$commit = cfg_commit;
    write_hot = 32'h0;
    credit_hot = 32'h0;
    vc_hot = flit_in_valid[0];
    vc_hot = vc_hot << flit_in_vc$0;
    port_hot = vc_hot;
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = credit_in_valid[0];
    vc_hot = vc_hot << credit_in_vc$0;
    port_hot = vc_hot;
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = flit_in_valid[1];
    vc_hot = vc_hot << flit_in_vc$1;
    port_hot = vc_hot;
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = credit_in_valid[1];
    vc_hot = vc_hot << credit_in_vc$1;
    port_hot = vc_hot;
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = flit_in_valid[2];
    vc_hot = vc_hot << flit_in_vc$2;
    port_hot = vc_hot;
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = credit_in_valid[2];
    vc_hot = vc_hot << credit_in_vc$2;
    port_hot = vc_hot;
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = flit_in_valid[3];
    vc_hot = vc_hot << flit_in_vc$3;
    port_hot = vc_hot;
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = credit_in_valid[3];
    vc_hot = vc_hot << credit_in_vc$3;
    port_hot = vc_hot;
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = flit_in_valid[4];
    vc_hot = vc_hot << flit_in_vc$4;
    port_hot = vc_hot;
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = credit_in_valid[4];
    vc_hot = vc_hot << credit_in_vc$4;
    port_hot = vc_hot;
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = flit_in_valid[5];
    vc_hot = vc_hot << flit_in_vc$5;
    port_hot = vc_hot;
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = credit_in_valid[5];
    vc_hot = vc_hot << credit_in_vc$5;
    port_hot = vc_hot;
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = flit_in_valid[6];
    vc_hot = vc_hot << flit_in_vc$6;
    port_hot = vc_hot;
    write_hot = (write_hot >> vcs) | (port_hot << last_port_at);
    vc_hot = credit_in_valid[6];
    vc_hot = vc_hot << credit_in_vc$6;
    port_hot = vc_hot;
    credit_hot = (credit_hot >> vcs) | (port_hot << last_port_at);
    sent = 32'h0;
    released = 32'h0;
    port_sent = 32'h0;
    port_released = 32'h0;
    if ((in_port$0 == 0) & sa$pick[0]) begin
        port_sent = unit$0$held_hot;
        if (unit$0$leaving[32'h1]) begin
            port_released = unit$0$held_hot;
        end
    end
    if ((in_port$1 == 0) & sa$pick[1]) begin
        port_sent = unit$1$held_hot;
        if (unit$1$leaving[32'h1]) begin
            port_released = unit$1$held_hot;
        end
    end
    if ((in_port$2 == 0) & sa$pick[2]) begin
        port_sent = unit$2$held_hot;
        if (unit$2$leaving[32'h1]) begin
            port_released = unit$2$held_hot;
        end
    end
    if ((in_port$3 == 0) & sa$pick[3]) begin
        port_sent = unit$3$held_hot;
        if (unit$3$leaving[32'h1]) begin
            port_released = unit$3$held_hot;
        end
    end
    if ((in_port$4 == 0) & sa$pick[4]) begin
        port_sent = unit$4$held_hot;
        if (unit$4$leaving[32'h1]) begin
            port_released = unit$4$held_hot;
        end
    end
    if ((in_port$5 == 0) & sa$pick[5]) begin
        port_sent = unit$5$held_hot;
        if (unit$5$leaving[32'h1]) begin
            port_released = unit$5$held_hot;
        end
    end
    if ((in_port$6 == 0) & sa$pick[6]) begin
        port_sent = unit$6$held_hot;
        if (unit$6$leaving[32'h1]) begin
            port_released = unit$6$held_hot;
        end
    end
    if ((in_port$7 == 0) & sa$pick[7]) begin
        port_sent = unit$7$held_hot;
        if (unit$7$leaving[32'h1]) begin
            port_released = unit$7$held_hot;
        end
    end
    if ((in_port$8 == 0) & sa$pick[8]) begin
        port_sent = unit$8$held_hot;
        if (unit$8$leaving[32'h1]) begin
            port_released = unit$8$held_hot;
        end
    end
    if ((in_port$9 == 0) & sa$pick[9]) begin
        port_sent = unit$9$held_hot;
        if (unit$9$leaving[32'h1]) begin
            port_released = unit$9$held_hot;
        end
    end
    if ((in_port$10 == 0) & sa$pick[10]) begin
        port_sent = unit$10$held_hot;
        if (unit$10$leaving[32'h1]) begin
            port_released = unit$10$held_hot;
        end
    end
    if ((in_port$11 == 0) & sa$pick[11]) begin
        port_sent = unit$11$held_hot;
        if (unit$11$leaving[32'h1]) begin
            port_released = unit$11$held_hot;
        end
    end
    if ((in_port$12 == 0) & sa$pick[12]) begin
        port_sent = unit$12$held_hot;
        if (unit$12$leaving[32'h1]) begin
            port_released = unit$12$held_hot;
        end
    end
    if ((in_port$13 == 0) & sa$pick[13]) begin
        port_sent = unit$13$held_hot;
        if (unit$13$leaving[32'h1]) begin
            port_released = unit$13$held_hot;
        end
    end
    if (sa$port_go[0]) begin
        sent = sent | port_sent;
        released = released | port_released;
    end
    port_sent = 32'h0;
    port_released = 32'h0;
    if ((in_port$0 == 1) & sa$pick[0]) begin
        port_sent = unit$0$held_hot;
        if (unit$0$leaving[32'h1]) begin
            port_released = unit$0$held_hot;
        end
    end
    if ((in_port$1 == 1) & sa$pick[1]) begin
        port_sent = unit$1$held_hot;
        if (unit$1$leaving[32'h1]) begin
            port_released = unit$1$held_hot;
        end
    end
    if ((in_port$2 == 1) & sa$pick[2]) begin
        port_sent = unit$2$held_hot;
        if (unit$2$leaving[32'h1]) begin
            port_released = unit$2$held_hot;
        end
    end
    if ((in_port$3 == 1) & sa$pick[3]) begin
        port_sent = unit$3$held_hot;
        if (unit$3$leaving[32'h1]) begin
            port_released = unit$3$held_hot;
        end
    end
    if ((in_port$4 == 1) & sa$pick[4]) begin
        port_sent = unit$4$held_hot;
        if (unit$4$leaving[32'h1]) begin
            port_released = unit$4$held_hot;
        end
    end
    if ((in_port$5 == 1) & sa$pick[5]) begin
        port_sent = unit$5$held_hot;
        if (unit$5$leaving[32'h1]) begin
            port_released = unit$5$held_hot;
        end
    end
    if ((in_port$6 == 1) & sa$pick[6]) begin
        port_sent = unit$6$held_hot;
        if (unit$6$leaving[32'h1]) begin
            port_released = unit$6$held_hot;
        end
    end
    if ((in_port$7 == 1) & sa$pick[7]) begin
        port_sent = unit$7$held_hot;
        if (unit$7$leaving[32'h1]) begin
            port_released = unit$7$held_hot;
        end
    end
    if ((in_port$8 == 1) & sa$pick[8]) begin
        port_sent = unit$8$held_hot;
        if (unit$8$leaving[32'h1]) begin
            port_released = unit$8$held_hot;
        end
    end
    if ((in_port$9 == 1) & sa$pick[9]) begin
        port_sent = unit$9$held_hot;
        if (unit$9$leaving[32'h1]) begin
            port_released = unit$9$held_hot;
        end
    end
    if ((in_port$10 == 1) & sa$pick[10]) begin
        port_sent = unit$10$held_hot;
        if (unit$10$leaving[32'h1]) begin
            port_released = unit$10$held_hot;
        end
    end
    if ((in_port$11 == 1) & sa$pick[11]) begin
        port_sent = unit$11$held_hot;
        if (unit$11$leaving[32'h1]) begin
            port_released = unit$11$held_hot;
        end
    end
    if ((in_port$12 == 1) & sa$pick[12]) begin
        port_sent = unit$12$held_hot;
        if (unit$12$leaving[32'h1]) begin
            port_released = unit$12$held_hot;
        end
    end
    if ((in_port$13 == 1) & sa$pick[13]) begin
        port_sent = unit$13$held_hot;
        if (unit$13$leaving[32'h1]) begin
            port_released = unit$13$held_hot;
        end
    end
    if (sa$port_go[1]) begin
        sent = sent | port_sent;
        released = released | port_released;
    end
    port_sent = 32'h0;
    port_released = 32'h0;
    if ((in_port$0 == 2) & sa$pick[0]) begin
        port_sent = unit$0$held_hot;
        if (unit$0$leaving[32'h1]) begin
            port_released = unit$0$held_hot;
        end
    end
    if ((in_port$1 == 2) & sa$pick[1]) begin
        port_sent = unit$1$held_hot;
        if (unit$1$leaving[32'h1]) begin
            port_released = unit$1$held_hot;
        end
    end
    if ((in_port$2 == 2) & sa$pick[2]) begin
        port_sent = unit$2$held_hot;
        if (unit$2$leaving[32'h1]) begin
            port_released = unit$2$held_hot;
        end
    end
    if ((in_port$3 == 2) & sa$pick[3]) begin
        port_sent = unit$3$held_hot;
        if (unit$3$leaving[32'h1]) begin
            port_released = unit$3$held_hot;
        end
    end
    if ((in_port$4 == 2) & sa$pick[4]) begin
        port_sent = unit$4$held_hot;
        if (unit$4$leaving[32'h1]) begin
            port_released = unit$4$held_hot;
        end
    end
    if ((in_port$5 == 2) & sa$pick[5]) begin
        port_sent = unit$5$held_hot;
        if (unit$5$leaving[32'h1]) begin
            port_released = unit$5$held_hot;
        end
    end
    if ((in_port$6 == 2) & sa$pick[6]) begin
        port_sent = unit$6$held_hot;
        if (unit$6$leaving[32'h1]) begin
            port_released = unit$6$held_hot;
        end
    end
    if ((in_port$7 == 2) & sa$pick[7]) begin
        port_sent = unit$7$held_hot;
        if (unit$7$leaving[32'h1]) begin
            port_released = unit$7$held_hot;
        end
    end
    if ((in_port$8 == 2) & sa$pick[8]) begin
        port_sent = unit$8$held_hot;
        if (unit$8$leaving[32'h1]) begin
            port_released = unit$8$held_hot;
        end
    end
    if ((in_port$9 == 2) & sa$pick[9]) begin
        port_sent = unit$9$held_hot;
        if (unit$9$leaving[32'h1]) begin
            port_released = unit$9$held_hot;
        end
    end
    if ((in_port$10 == 2) & sa$pick[10]) begin
        port_sent = unit$10$held_hot;
        if (unit$10$leaving[32'h1]) begin
            port_released = unit$10$held_hot;
        end
    end
    if ((in_port$11 == 2) & sa$pick[11]) begin
        port_sent = unit$11$held_hot;
        if (unit$11$leaving[32'h1]) begin
            port_released = unit$11$held_hot;
        end
    end
    if ((in_port$12 == 2) & sa$pick[12]) begin
        port_sent = unit$12$held_hot;
        if (unit$12$leaving[32'h1]) begin
            port_released = unit$12$held_hot;
        end
    end
    if ((in_port$13 == 2) & sa$pick[13]) begin
        port_sent = unit$13$held_hot;
        if (unit$13$leaving[32'h1]) begin
            port_released = unit$13$held_hot;
        end
    end
    if (sa$port_go[2]) begin
        sent = sent | port_sent;
        released = released | port_released;
    end
    port_sent = 32'h0;
    port_released = 32'h0;
    if ((in_port$0 == 3) & sa$pick[0]) begin
        port_sent = unit$0$held_hot;
        if (unit$0$leaving[32'h1]) begin
            port_released = unit$0$held_hot;
        end
    end
    if ((in_port$1 == 3) & sa$pick[1]) begin
        port_sent = unit$1$held_hot;
        if (unit$1$leaving[32'h1]) begin
            port_released = unit$1$held_hot;
        end
    end
    if ((in_port$2 == 3) & sa$pick[2]) begin
        port_sent = unit$2$held_hot;
        if (unit$2$leaving[32'h1]) begin
            port_released = unit$2$held_hot;
        end
    end
    if ((in_port$3 == 3) & sa$pick[3]) begin
        port_sent = unit$3$held_hot;
        if (unit$3$leaving[32'h1]) begin
            port_released = unit$3$held_hot;
        end
    end
    if ((in_port$4 == 3) & sa$pick[4]) begin
        port_sent = unit$4$held_hot;
        if (unit$4$leaving[32'h1]) begin
            port_released = unit$4$held_hot;
        end
    end
    if ((in_port$5 == 3) & sa$pick[5]) begin
        port_sent = unit$5$held_hot;
        if (unit$5$leaving[32'h1]) begin
            port_released = unit$5$held_hot;
        end
    end
    if ((in_port$6 == 3) & sa$pick[6]) begin
        port_sent = unit$6$held_hot;
        if (unit$6$leaving[32'h1]) begin
            port_released = unit$6$held_hot;
        end
    end
    if ((in_port$7 == 3) & sa$pick[7]) begin
        port_sent = unit$7$held_hot;
        if (unit$7$leaving[32'h1]) begin
            port_released = unit$7$held_hot;
        end
    end
    if ((in_port$8 == 3) & sa$pick[8]) begin
        port_sent = unit$8$held_hot;
        if (unit$8$leaving[32'h1]) begin
            port_released = unit$8$held_hot;
        end
    end
    if ((in_port$9 == 3) & sa$pick[9]) begin
        port_sent = unit$9$held_hot;
        if (unit$9$leaving[32'h1]) begin
            port_released = unit$9$held_hot;
        end
    end
    if ((in_port$10 == 3) & sa$pick[10]) begin
        port_sent = unit$10$held_hot;
        if (unit$10$leaving[32'h1]) begin
            port_released = unit$10$held_hot;
        end
    end
    if ((in_port$11 == 3) & sa$pick[11]) begin
        port_sent = unit$11$held_hot;
        if (unit$11$leaving[32'h1]) begin
            port_released = unit$11$held_hot;
        end
    end
    if ((in_port$12 == 3) & sa$pick[12]) begin
        port_sent = unit$12$held_hot;
        if (unit$12$leaving[32'h1]) begin
            port_released = unit$12$held_hot;
        end
    end
    if ((in_port$13 == 3) & sa$pick[13]) begin
        port_sent = unit$13$held_hot;
        if (unit$13$leaving[32'h1]) begin
            port_released = unit$13$held_hot;
        end
    end
    if (sa$port_go[3]) begin
        sent = sent | port_sent;
        released = released | port_released;
    end
    port_sent = 32'h0;
    port_released = 32'h0;
    if ((in_port$0 == 4) & sa$pick[0]) begin
        port_sent = unit$0$held_hot;
        if (unit$0$leaving[32'h1]) begin
            port_released = unit$0$held_hot;
        end
    end
    if ((in_port$1 == 4) & sa$pick[1]) begin
        port_sent = unit$1$held_hot;
        if (unit$1$leaving[32'h1]) begin
            port_released = unit$1$held_hot;
        end
    end
    if ((in_port$2 == 4) & sa$pick[2]) begin
        port_sent = unit$2$held_hot;
        if (unit$2$leaving[32'h1]) begin
            port_released = unit$2$held_hot;
        end
    end
    if ((in_port$3 == 4) & sa$pick[3]) begin
        port_sent = unit$3$held_hot;
        if (unit$3$leaving[32'h1]) begin
            port_released = unit$3$held_hot;
        end
    end
    if ((in_port$4 == 4) & sa$pick[4]) begin
        port_sent = unit$4$held_hot;
        if (unit$4$leaving[32'h1]) begin
            port_released = unit$4$held_hot;
        end
    end
    if ((in_port$5 == 4) & sa$pick[5]) begin
        port_sent = unit$5$held_hot;
        if (unit$5$leaving[32'h1]) begin
            port_released = unit$5$held_hot;
        end
    end
    if ((in_port$6 == 4) & sa$pick[6]) begin
        port_sent = unit$6$held_hot;
        if (unit$6$leaving[32'h1]) begin
            port_released = unit$6$held_hot;
        end
    end
    if ((in_port$7 == 4) & sa$pick[7]) begin
        port_sent = unit$7$held_hot;
        if (unit$7$leaving[32'h1]) begin
            port_released = unit$7$held_hot;
        end
    end
    if ((in_port$8 == 4) & sa$pick[8]) begin
        port_sent = unit$8$held_hot;
        if (unit$8$leaving[32'h1]) begin
            port_released = unit$8$held_hot;
        end
    end
    if ((in_port$9 == 4) & sa$pick[9]) begin
        port_sent = unit$9$held_hot;
        if (unit$9$leaving[32'h1]) begin
            port_released = unit$9$held_hot;
        end
    end
    if ((in_port$10 == 4) & sa$pick[10]) begin
        port_sent = unit$10$held_hot;
        if (unit$10$leaving[32'h1]) begin
            port_released = unit$10$held_hot;
        end
    end
    if ((in_port$11 == 4) & sa$pick[11]) begin
        port_sent = unit$11$held_hot;
        if (unit$11$leaving[32'h1]) begin
            port_released = unit$11$held_hot;
        end
    end
    if ((in_port$12 == 4) & sa$pick[12]) begin
        port_sent = unit$12$held_hot;
        if (unit$12$leaving[32'h1]) begin
            port_released = unit$12$held_hot;
        end
    end
    if ((in_port$13 == 4) & sa$pick[13]) begin
        port_sent = unit$13$held_hot;
        if (unit$13$leaving[32'h1]) begin
            port_released = unit$13$held_hot;
        end
    end
    if (sa$port_go[4]) begin
        sent = sent | port_sent;
        released = released | port_released;
    end
    port_sent = 32'h0;
    port_released = 32'h0;
    if ((in_port$0 == 5) & sa$pick[0]) begin
        port_sent = unit$0$held_hot;
        if (unit$0$leaving[32'h1]) begin
            port_released = unit$0$held_hot;
        end
    end
    if ((in_port$1 == 5) & sa$pick[1]) begin
        port_sent = unit$1$held_hot;
        if (unit$1$leaving[32'h1]) begin
            port_released = unit$1$held_hot;
        end
    end
    if ((in_port$2 == 5) & sa$pick[2]) begin
        port_sent = unit$2$held_hot;
        if (unit$2$leaving[32'h1]) begin
            port_released = unit$2$held_hot;
        end
    end
    if ((in_port$3 == 5) & sa$pick[3]) begin
        port_sent = unit$3$held_hot;
        if (unit$3$leaving[32'h1]) begin
            port_released = unit$3$held_hot;
        end
    end
    if ((in_port$4 == 5) & sa$pick[4]) begin
        port_sent = unit$4$held_hot;
        if (unit$4$leaving[32'h1]) begin
            port_released = unit$4$held_hot;
        end
    end
    if ((in_port$5 == 5) & sa$pick[5]) begin
        port_sent = unit$5$held_hot;
        if (unit$5$leaving[32'h1]) begin
            port_released = unit$5$held_hot;
        end
    end
    if ((in_port$6 == 5) & sa$pick[6]) begin
        port_sent = unit$6$held_hot;
        if (unit$6$leaving[32'h1]) begin
            port_released = unit$6$held_hot;
        end
    end
    if ((in_port$7 == 5) & sa$pick[7]) begin
        port_sent = unit$7$held_hot;
        if (unit$7$leaving[32'h1]) begin
            port_released = unit$7$held_hot;
        end
    end
    if ((in_port$8 == 5) & sa$pick[8]) begin
        port_sent = unit$8$held_hot;
        if (unit$8$leaving[32'h1]) begin
            port_released = unit$8$held_hot;
        end
    end
    if ((in_port$9 == 5) & sa$pick[9]) begin
        port_sent = unit$9$held_hot;
        if (unit$9$leaving[32'h1]) begin
            port_released = unit$9$held_hot;
        end
    end
    if ((in_port$10 == 5) & sa$pick[10]) begin
        port_sent = unit$10$held_hot;
        if (unit$10$leaving[32'h1]) begin
            port_released = unit$10$held_hot;
        end
    end
    if ((in_port$11 == 5) & sa$pick[11]) begin
        port_sent = unit$11$held_hot;
        if (unit$11$leaving[32'h1]) begin
            port_released = unit$11$held_hot;
        end
    end
    if ((in_port$12 == 5) & sa$pick[12]) begin
        port_sent = unit$12$held_hot;
        if (unit$12$leaving[32'h1]) begin
            port_released = unit$12$held_hot;
        end
    end
    if ((in_port$13 == 5) & sa$pick[13]) begin
        port_sent = unit$13$held_hot;
        if (unit$13$leaving[32'h1]) begin
            port_released = unit$13$held_hot;
        end
    end
    if (sa$port_go[5]) begin
        sent = sent | port_sent;
        released = released | port_released;
    end
    port_sent = 32'h0;
    port_released = 32'h0;
    if ((in_port$0 == 6) & sa$pick[0]) begin
        port_sent = unit$0$held_hot;
        if (unit$0$leaving[32'h1]) begin
            port_released = unit$0$held_hot;
        end
    end
    if ((in_port$1 == 6) & sa$pick[1]) begin
        port_sent = unit$1$held_hot;
        if (unit$1$leaving[32'h1]) begin
            port_released = unit$1$held_hot;
        end
    end
    if ((in_port$2 == 6) & sa$pick[2]) begin
        port_sent = unit$2$held_hot;
        if (unit$2$leaving[32'h1]) begin
            port_released = unit$2$held_hot;
        end
    end
    if ((in_port$3 == 6) & sa$pick[3]) begin
        port_sent = unit$3$held_hot;
        if (unit$3$leaving[32'h1]) begin
            port_released = unit$3$held_hot;
        end
    end
    if ((in_port$4 == 6) & sa$pick[4]) begin
        port_sent = unit$4$held_hot;
        if (unit$4$leaving[32'h1]) begin
            port_released = unit$4$held_hot;
        end
    end
    if ((in_port$5 == 6) & sa$pick[5]) begin
        port_sent = unit$5$held_hot;
        if (unit$5$leaving[32'h1]) begin
            port_released = unit$5$held_hot;
        end
    end
    if ((in_port$6 == 6) & sa$pick[6]) begin
        port_sent = unit$6$held_hot;
        if (unit$6$leaving[32'h1]) begin
            port_released = unit$6$held_hot;
        end
    end
    if ((in_port$7 == 6) & sa$pick[7]) begin
        port_sent = unit$7$held_hot;
        if (unit$7$leaving[32'h1]) begin
            port_released = unit$7$held_hot;
        end
    end
    if ((in_port$8 == 6) & sa$pick[8]) begin
        port_sent = unit$8$held_hot;
        if (unit$8$leaving[32'h1]) begin
            port_released = unit$8$held_hot;
        end
    end
    if ((in_port$9 == 6) & sa$pick[9]) begin
        port_sent = unit$9$held_hot;
        if (unit$9$leaving[32'h1]) begin
            port_released = unit$9$held_hot;
        end
    end
    if ((in_port$10 == 6) & sa$pick[10]) begin
        port_sent = unit$10$held_hot;
        if (unit$10$leaving[32'h1]) begin
            port_released = unit$10$held_hot;
        end
    end
    if ((in_port$11 == 6) & sa$pick[11]) begin
        port_sent = unit$11$held_hot;
        if (unit$11$leaving[32'h1]) begin
            port_released = unit$11$held_hot;
        end
    end
    if ((in_port$12 == 6) & sa$pick[12]) begin
        port_sent = unit$12$held_hot;
        if (unit$12$leaving[32'h1]) begin
            port_released = unit$12$held_hot;
        end
    end
    if ((in_port$13 == 6) & sa$pick[13]) begin
        port_sent = unit$13$held_hot;
        if (unit$13$leaving[32'h1]) begin
            port_released = unit$13$held_hot;
        end
    end
    if (sa$port_go[6]) begin
        sent = sent | port_sent;
        released = released | port_released;
    end
    free = 32'h0;
    room = 32'h0;
    has_one = 32'h0;
    credits = 32'h0;
    sink_now = 32'h0;
    sink_now = (sink_now & ~(1 << (0)) | ((sink[0] | dead_out[in_port$0]) << (0)));
    credit$0$credit_in = credit_hot[0] & ~sink_now[0];
    credit$0$flit_sent = sent[0] & ~sink_now[0];
    free = (free & ~(1 << (0)) | ((~owned$q[0] & (sink_now[0] | (credit$0$count >= need$0))) << (0)));
    has_one = (has_one & ~(1 << (0)) | ((sink_now[0] | credit$0$nonzero) << (0)));
    wide = credit$0$count;
    if (sink_now[0]) begin
        wide = depth;
    end
    room = (room & ~(1 << (0)) | ((wide >= two_packets) << (0)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (1)) | ((sink[1] | dead_out[in_port$1]) << (1)));
    credit$1$credit_in = credit_hot[1] & ~sink_now[1];
    credit$1$flit_sent = sent[1] & ~sink_now[1];
    free = (free & ~(1 << (1)) | ((~owned$q[1] & (sink_now[1] | (credit$1$count >= need$1))) << (1)));
    has_one = (has_one & ~(1 << (1)) | ((sink_now[1] | credit$1$nonzero) << (1)));
    wide = credit$1$count;
    if (sink_now[1]) begin
        wide = depth;
    end
    room = (room & ~(1 << (1)) | ((wide >= two_packets) << (1)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (2)) | ((sink[2] | dead_out[in_port$2]) << (2)));
    credit$2$credit_in = credit_hot[2] & ~sink_now[2];
    credit$2$flit_sent = sent[2] & ~sink_now[2];
    free = (free & ~(1 << (2)) | ((~owned$q[2] & (sink_now[2] | (credit$2$count >= need$2))) << (2)));
    has_one = (has_one & ~(1 << (2)) | ((sink_now[2] | credit$2$nonzero) << (2)));
    wide = credit$2$count;
    if (sink_now[2]) begin
        wide = depth;
    end
    room = (room & ~(1 << (2)) | ((wide >= two_packets) << (2)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (3)) | ((sink[3] | dead_out[in_port$3]) << (3)));
    credit$3$credit_in = credit_hot[3] & ~sink_now[3];
    credit$3$flit_sent = sent[3] & ~sink_now[3];
    free = (free & ~(1 << (3)) | ((~owned$q[3] & (sink_now[3] | (credit$3$count >= need$3))) << (3)));
    has_one = (has_one & ~(1 << (3)) | ((sink_now[3] | credit$3$nonzero) << (3)));
    wide = credit$3$count;
    if (sink_now[3]) begin
        wide = depth;
    end
    room = (room & ~(1 << (3)) | ((wide >= two_packets) << (3)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (4)) | ((sink[4] | dead_out[in_port$4]) << (4)));
    credit$4$credit_in = credit_hot[4] & ~sink_now[4];
    credit$4$flit_sent = sent[4] & ~sink_now[4];
    free = (free & ~(1 << (4)) | ((~owned$q[4] & (sink_now[4] | (credit$4$count >= need$4))) << (4)));
    has_one = (has_one & ~(1 << (4)) | ((sink_now[4] | credit$4$nonzero) << (4)));
    wide = credit$4$count;
    if (sink_now[4]) begin
        wide = depth;
    end
    room = (room & ~(1 << (4)) | ((wide >= two_packets) << (4)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (5)) | ((sink[5] | dead_out[in_port$5]) << (5)));
    credit$5$credit_in = credit_hot[5] & ~sink_now[5];
    credit$5$flit_sent = sent[5] & ~sink_now[5];
    free = (free & ~(1 << (5)) | ((~owned$q[5] & (sink_now[5] | (credit$5$count >= need$5))) << (5)));
    has_one = (has_one & ~(1 << (5)) | ((sink_now[5] | credit$5$nonzero) << (5)));
    wide = credit$5$count;
    if (sink_now[5]) begin
        wide = depth;
    end
    room = (room & ~(1 << (5)) | ((wide >= two_packets) << (5)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (6)) | ((sink[6] | dead_out[in_port$6]) << (6)));
    credit$6$credit_in = credit_hot[6] & ~sink_now[6];
    credit$6$flit_sent = sent[6] & ~sink_now[6];
    free = (free & ~(1 << (6)) | ((~owned$q[6] & (sink_now[6] | (credit$6$count >= need$6))) << (6)));
    has_one = (has_one & ~(1 << (6)) | ((sink_now[6] | credit$6$nonzero) << (6)));
    wide = credit$6$count;
    if (sink_now[6]) begin
        wide = depth;
    end
    room = (room & ~(1 << (6)) | ((wide >= two_packets) << (6)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (7)) | ((sink[7] | dead_out[in_port$7]) << (7)));
    credit$7$credit_in = credit_hot[7] & ~sink_now[7];
    credit$7$flit_sent = sent[7] & ~sink_now[7];
    free = (free & ~(1 << (7)) | ((~owned$q[7] & (sink_now[7] | (credit$7$count >= need$7))) << (7)));
    has_one = (has_one & ~(1 << (7)) | ((sink_now[7] | credit$7$nonzero) << (7)));
    wide = credit$7$count;
    if (sink_now[7]) begin
        wide = depth;
    end
    room = (room & ~(1 << (7)) | ((wide >= two_packets) << (7)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (8)) | ((sink[8] | dead_out[in_port$8]) << (8)));
    credit$8$credit_in = credit_hot[8] & ~sink_now[8];
    credit$8$flit_sent = sent[8] & ~sink_now[8];
    free = (free & ~(1 << (8)) | ((~owned$q[8] & (sink_now[8] | (credit$8$count >= need$8))) << (8)));
    has_one = (has_one & ~(1 << (8)) | ((sink_now[8] | credit$8$nonzero) << (8)));
    wide = credit$8$count;
    if (sink_now[8]) begin
        wide = depth;
    end
    room = (room & ~(1 << (8)) | ((wide >= two_packets) << (8)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (9)) | ((sink[9] | dead_out[in_port$9]) << (9)));
    credit$9$credit_in = credit_hot[9] & ~sink_now[9];
    credit$9$flit_sent = sent[9] & ~sink_now[9];
    free = (free & ~(1 << (9)) | ((~owned$q[9] & (sink_now[9] | (credit$9$count >= need$9))) << (9)));
    has_one = (has_one & ~(1 << (9)) | ((sink_now[9] | credit$9$nonzero) << (9)));
    wide = credit$9$count;
    if (sink_now[9]) begin
        wide = depth;
    end
    room = (room & ~(1 << (9)) | ((wide >= two_packets) << (9)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (10)) | ((sink[10] | dead_out[in_port$10]) << (10)));
    credit$10$credit_in = credit_hot[10] & ~sink_now[10];
    credit$10$flit_sent = sent[10] & ~sink_now[10];
    free = (free & ~(1 << (10)) | ((~owned$q[10] & (sink_now[10] | (credit$10$count >= need$10))) << (10)));
    has_one = (has_one & ~(1 << (10)) | ((sink_now[10] | credit$10$nonzero) << (10)));
    wide = credit$10$count;
    if (sink_now[10]) begin
        wide = depth;
    end
    room = (room & ~(1 << (10)) | ((wide >= two_packets) << (10)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (11)) | ((sink[11] | dead_out[in_port$11]) << (11)));
    credit$11$credit_in = credit_hot[11] & ~sink_now[11];
    credit$11$flit_sent = sent[11] & ~sink_now[11];
    free = (free & ~(1 << (11)) | ((~owned$q[11] & (sink_now[11] | (credit$11$count >= need$11))) << (11)));
    has_one = (has_one & ~(1 << (11)) | ((sink_now[11] | credit$11$nonzero) << (11)));
    wide = credit$11$count;
    if (sink_now[11]) begin
        wide = depth;
    end
    room = (room & ~(1 << (11)) | ((wide >= two_packets) << (11)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (12)) | ((sink[12] | dead_out[in_port$12]) << (12)));
    credit$12$credit_in = credit_hot[12] & ~sink_now[12];
    credit$12$flit_sent = sent[12] & ~sink_now[12];
    free = (free & ~(1 << (12)) | ((~owned$q[12] & (sink_now[12] | (credit$12$count >= need$12))) << (12)));
    has_one = (has_one & ~(1 << (12)) | ((sink_now[12] | credit$12$nonzero) << (12)));
    wide = credit$12$count;
    if (sink_now[12]) begin
        wide = depth;
    end
    room = (room & ~(1 << (12)) | ((wide >= two_packets) << (12)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    sink_now = (sink_now & ~(1 << (13)) | ((sink[13] | dead_out[in_port$13]) << (13)));
    credit$13$credit_in = credit_hot[13] & ~sink_now[13];
    credit$13$flit_sent = sent[13] & ~sink_now[13];
    free = (free & ~(1 << (13)) | ((~owned$q[13] & (sink_now[13] | (credit$13$count >= need$13))) << (13)));
    has_one = (has_one & ~(1 << (13)) | ((sink_now[13] | credit$13$nonzero) << (13)));
    wide = credit$13$count;
    if (sink_now[13]) begin
        wide = depth;
    end
    room = (room & ~(1 << (13)) | ((wide >= two_packets) << (13)));
    credits = (credits >> credit_bits) | (wide << credits_top);
    owned$d = (owned$q | va$granted) & ~released;
    adaptive_ok = 32'h0;
    off_ring = 32'h0;
    vc_config$read_addr$0 = 0;
    adaptive_ok = (adaptive_ok & ~(1 << (0)) | ((vc_config$read_data$0[32'h3]) << (0)));
    off_ring = (off_ring & ~(1 << (0)) | ((vc_config$read_data$0[32'h4]) << (0)));
    vc_config$read_addr$1 = 1;
    adaptive_ok = (adaptive_ok & ~(1 << (1)) | ((vc_config$read_data$1[32'h3]) << (1)));
    off_ring = (off_ring & ~(1 << (1)) | ((vc_config$read_data$1[32'h4]) << (1)));
    vc_config$read_addr$2 = 2;
    adaptive_ok = (adaptive_ok & ~(1 << (2)) | ((vc_config$read_data$2[32'h3]) << (2)));
    off_ring = (off_ring & ~(1 << (2)) | ((vc_config$read_data$2[32'h4]) << (2)));
    vc_config$read_addr$3 = 3;
    adaptive_ok = (adaptive_ok & ~(1 << (3)) | ((vc_config$read_data$3[32'h3]) << (3)));
    off_ring = (off_ring & ~(1 << (3)) | ((vc_config$read_data$3[32'h4]) << (3)));
    vc_config$read_addr$4 = 4;
    adaptive_ok = (adaptive_ok & ~(1 << (4)) | ((vc_config$read_data$4[32'h3]) << (4)));
    off_ring = (off_ring & ~(1 << (4)) | ((vc_config$read_data$4[32'h4]) << (4)));
    vc_config$read_addr$5 = 5;
    adaptive_ok = (adaptive_ok & ~(1 << (5)) | ((vc_config$read_data$5[32'h3]) << (5)));
    off_ring = (off_ring & ~(1 << (5)) | ((vc_config$read_data$5[32'h4]) << (5)));
    vc_config$read_addr$6 = 6;
    adaptive_ok = (adaptive_ok & ~(1 << (6)) | ((vc_config$read_data$6[32'h3]) << (6)));
    off_ring = (off_ring & ~(1 << (6)) | ((vc_config$read_data$6[32'h4]) << (6)));
    vc_config$read_addr$7 = 7;
    adaptive_ok = (adaptive_ok & ~(1 << (7)) | ((vc_config$read_data$7[32'h3]) << (7)));
    off_ring = (off_ring & ~(1 << (7)) | ((vc_config$read_data$7[32'h4]) << (7)));
    vc_config$read_addr$8 = 8;
    adaptive_ok = (adaptive_ok & ~(1 << (8)) | ((vc_config$read_data$8[32'h3]) << (8)));
    off_ring = (off_ring & ~(1 << (8)) | ((vc_config$read_data$8[32'h4]) << (8)));
    vc_config$read_addr$9 = 9;
    adaptive_ok = (adaptive_ok & ~(1 << (9)) | ((vc_config$read_data$9[32'h3]) << (9)));
    off_ring = (off_ring & ~(1 << (9)) | ((vc_config$read_data$9[32'h4]) << (9)));
    vc_config$read_addr$10 = 10;
    adaptive_ok = (adaptive_ok & ~(1 << (10)) | ((vc_config$read_data$10[32'h3]) << (10)));
    off_ring = (off_ring & ~(1 << (10)) | ((vc_config$read_data$10[32'h4]) << (10)));
    vc_config$read_addr$11 = 11;
    adaptive_ok = (adaptive_ok & ~(1 << (11)) | ((vc_config$read_data$11[32'h3]) << (11)));
    off_ring = (off_ring & ~(1 << (11)) | ((vc_config$read_data$11[32'h4]) << (11)));
    vc_config$read_addr$12 = 12;
    adaptive_ok = (adaptive_ok & ~(1 << (12)) | ((vc_config$read_data$12[32'h3]) << (12)));
    off_ring = (off_ring & ~(1 << (12)) | ((vc_config$read_data$12[32'h4]) << (12)));
    vc_config$read_addr$13 = 13;
    adaptive_ok = (adaptive_ok & ~(1 << (13)) | ((vc_config$read_data$13[32'h3]) << (13)));
    off_ring = (off_ring & ~(1 << (13)) | ((vc_config$read_data$13[32'h4]) << (13)));
    out_vcs = off_ring;
    out_vcs = (out_vcs << vc_count) | adaptive_ok;
    out_vcs = (out_vcs << vc_count) | has_one;
    out_vcs = (out_vcs << vc_count) | free;
    out_vcs = (out_vcs << credits_width) | credits;
    req_valid = 32'h0;
    req_bubble = 32'h0;
    req_priority = 32'h0;
    sa_req = 32'h0;
    unit$0$write = write_hot[0];
    unit$0$poison = poison[in_port$0];
    unit$0$flit_in$comb = 32'h0;
    if (in_port$0 == 0) begin
        unit$0$flit_in$comb = flit_in$0;
    end
    if (in_port$0 == 1) begin
        unit$0$flit_in$comb = flit_in$1;
    end
    if (in_port$0 == 2) begin
        unit$0$flit_in$comb = flit_in$2;
    end
    if (in_port$0 == 3) begin
        unit$0$flit_in$comb = flit_in$3;
    end
    if (in_port$0 == 4) begin
        unit$0$flit_in$comb = flit_in$4;
    end
    if (in_port$0 == 5) begin
        unit$0$flit_in$comb = flit_in$5;
    end
    if (in_port$0 == 6) begin
        unit$0$flit_in$comb = flit_in$6;
    end
    rc$0$head = unit$0$rc_head;
    rc$0$node = node;
    routes$read_addr$0 = rc$0$lookup;
    rc$0$word = routes$read_data$0;
    rc$0$on_escape = vc_config$read_data$0[32'h0];
    rc$0$follow = vc_config$read_data$0[32'h1];
    rc$0$down = vc_config$read_data$0[32'h2];
    rc$0$keep = vc_config$read_data$0 >> keep_at;
    rc$0$successor = vc_config$read_data$0 >> successor_at;
    unit$0$rc_eject = rc$0$eject;
    unit$0$rc_mask = rc$0$mask;
    unit$0$rc_escape = rc$0$escape;
    unit$0$rc_port = rc$0$port;
    unit$0$rc_class = rc$0$esc_class;
    unit$0$rc_absorb = rc$0$absorb;
    unit$0$rc_layered = rc$0$layered;
    unit$0$rc_layer = rc$0$layer;
    unit$0$vc_config = vc_config$read_data$0;
    bubble$read_addr$0 = unit$0$row_addr;
    unit$0$row_bits = bubble$read_data$0;
    unit$0$out_vcs = out_vcs;
    unit$0$won = va$won[0];
    unit$0$go = sa$go[0];
    req_valid = (req_valid & ~(1 << (0)) | ((unit$0$req_valid) << (0)));
    req_priority = (req_priority & ~(1 << (0)) | ((unit$0$req_priority) << (0)));
    req_bubble = (req_bubble & ~(1 << (0)) | ((unit$0$req_bubble) << (0)));
    va$req_vc$0 = unit$0$req_vc;
    sa_req = (sa_req & ~(1 << (0)) | ((unit$0$sa_req) << (0)));
    sa$want$0 = unit$0$held_port;
    unit$1$write = write_hot[1];
    unit$1$poison = poison[in_port$1];
    unit$1$flit_in$comb = 32'h0;
    if (in_port$1 == 0) begin
        unit$1$flit_in$comb = flit_in$0;
    end
    if (in_port$1 == 1) begin
        unit$1$flit_in$comb = flit_in$1;
    end
    if (in_port$1 == 2) begin
        unit$1$flit_in$comb = flit_in$2;
    end
    if (in_port$1 == 3) begin
        unit$1$flit_in$comb = flit_in$3;
    end
    if (in_port$1 == 4) begin
        unit$1$flit_in$comb = flit_in$4;
    end
    if (in_port$1 == 5) begin
        unit$1$flit_in$comb = flit_in$5;
    end
    if (in_port$1 == 6) begin
        unit$1$flit_in$comb = flit_in$6;
    end
    rc$1$head = unit$1$rc_head;
    rc$1$node = node;
    routes$read_addr$1 = rc$1$lookup;
    rc$1$word = routes$read_data$1;
    rc$1$on_escape = vc_config$read_data$1[32'h0];
    rc$1$follow = vc_config$read_data$1[32'h1];
    rc$1$down = vc_config$read_data$1[32'h2];
    rc$1$keep = vc_config$read_data$1 >> keep_at;
    rc$1$successor = vc_config$read_data$1 >> successor_at;
    unit$1$rc_eject = rc$1$eject;
    unit$1$rc_mask = rc$1$mask;
    unit$1$rc_escape = rc$1$escape;
    unit$1$rc_port = rc$1$port;
    unit$1$rc_class = rc$1$esc_class;
    unit$1$rc_absorb = rc$1$absorb;
    unit$1$rc_layered = rc$1$layered;
    unit$1$rc_layer = rc$1$layer;
    unit$1$vc_config = vc_config$read_data$1;
    bubble$read_addr$1 = unit$1$row_addr;
    unit$1$row_bits = bubble$read_data$1;
    unit$1$out_vcs = out_vcs;
    unit$1$won = va$won[1];
    unit$1$go = sa$go[1];
    req_valid = (req_valid & ~(1 << (1)) | ((unit$1$req_valid) << (1)));
    req_priority = (req_priority & ~(1 << (1)) | ((unit$1$req_priority) << (1)));
    req_bubble = (req_bubble & ~(1 << (1)) | ((unit$1$req_bubble) << (1)));
    va$req_vc$1 = unit$1$req_vc;
    sa_req = (sa_req & ~(1 << (1)) | ((unit$1$sa_req) << (1)));
    sa$want$1 = unit$1$held_port;
    unit$2$write = write_hot[2];
    unit$2$poison = poison[in_port$2];
    unit$2$flit_in$comb = 32'h0;
    if (in_port$2 == 0) begin
        unit$2$flit_in$comb = flit_in$0;
    end
    if (in_port$2 == 1) begin
        unit$2$flit_in$comb = flit_in$1;
    end
    if (in_port$2 == 2) begin
        unit$2$flit_in$comb = flit_in$2;
    end
    if (in_port$2 == 3) begin
        unit$2$flit_in$comb = flit_in$3;
    end
    if (in_port$2 == 4) begin
        unit$2$flit_in$comb = flit_in$4;
    end
    if (in_port$2 == 5) begin
        unit$2$flit_in$comb = flit_in$5;
    end
    if (in_port$2 == 6) begin
        unit$2$flit_in$comb = flit_in$6;
    end
    rc$2$head = unit$2$rc_head;
    rc$2$node = node;
    routes$read_addr$2 = rc$2$lookup;
    rc$2$word = routes$read_data$2;
    rc$2$on_escape = vc_config$read_data$2[32'h0];
    rc$2$follow = vc_config$read_data$2[32'h1];
    rc$2$down = vc_config$read_data$2[32'h2];
    rc$2$keep = vc_config$read_data$2 >> keep_at;
    rc$2$successor = vc_config$read_data$2 >> successor_at;
    unit$2$rc_eject = rc$2$eject;
    unit$2$rc_mask = rc$2$mask;
    unit$2$rc_escape = rc$2$escape;
    unit$2$rc_port = rc$2$port;
    unit$2$rc_class = rc$2$esc_class;
    unit$2$rc_absorb = rc$2$absorb;
    unit$2$rc_layered = rc$2$layered;
    unit$2$rc_layer = rc$2$layer;
    unit$2$vc_config = vc_config$read_data$2;
    bubble$read_addr$2 = unit$2$row_addr;
    unit$2$row_bits = bubble$read_data$2;
    unit$2$out_vcs = out_vcs;
    unit$2$won = va$won[2];
    unit$2$go = sa$go[2];
    req_valid = (req_valid & ~(1 << (2)) | ((unit$2$req_valid) << (2)));
    req_priority = (req_priority & ~(1 << (2)) | ((unit$2$req_priority) << (2)));
    req_bubble = (req_bubble & ~(1 << (2)) | ((unit$2$req_bubble) << (2)));
    va$req_vc$2 = unit$2$req_vc;
    sa_req = (sa_req & ~(1 << (2)) | ((unit$2$sa_req) << (2)));
    sa$want$2 = unit$2$held_port;
    unit$3$write = write_hot[3];
    unit$3$poison = poison[in_port$3];
    unit$3$flit_in$comb = 32'h0;
    if (in_port$3 == 0) begin
        unit$3$flit_in$comb = flit_in$0;
    end
    if (in_port$3 == 1) begin
        unit$3$flit_in$comb = flit_in$1;
    end
    if (in_port$3 == 2) begin
        unit$3$flit_in$comb = flit_in$2;
    end
    if (in_port$3 == 3) begin
        unit$3$flit_in$comb = flit_in$3;
    end
    if (in_port$3 == 4) begin
        unit$3$flit_in$comb = flit_in$4;
    end
    if (in_port$3 == 5) begin
        unit$3$flit_in$comb = flit_in$5;
    end
    if (in_port$3 == 6) begin
        unit$3$flit_in$comb = flit_in$6;
    end
    rc$3$head = unit$3$rc_head;
    rc$3$node = node;
    routes$read_addr$3 = rc$3$lookup;
    rc$3$word = routes$read_data$3;
    rc$3$on_escape = vc_config$read_data$3[32'h0];
    rc$3$follow = vc_config$read_data$3[32'h1];
    rc$3$down = vc_config$read_data$3[32'h2];
    rc$3$keep = vc_config$read_data$3 >> keep_at;
    rc$3$successor = vc_config$read_data$3 >> successor_at;
    unit$3$rc_eject = rc$3$eject;
    unit$3$rc_mask = rc$3$mask;
    unit$3$rc_escape = rc$3$escape;
    unit$3$rc_port = rc$3$port;
    unit$3$rc_class = rc$3$esc_class;
    unit$3$rc_absorb = rc$3$absorb;
    unit$3$rc_layered = rc$3$layered;
    unit$3$rc_layer = rc$3$layer;
    unit$3$vc_config = vc_config$read_data$3;
    bubble$read_addr$3 = unit$3$row_addr;
    unit$3$row_bits = bubble$read_data$3;
    unit$3$out_vcs = out_vcs;
    unit$3$won = va$won[3];
    unit$3$go = sa$go[3];
    req_valid = (req_valid & ~(1 << (3)) | ((unit$3$req_valid) << (3)));
    req_priority = (req_priority & ~(1 << (3)) | ((unit$3$req_priority) << (3)));
    req_bubble = (req_bubble & ~(1 << (3)) | ((unit$3$req_bubble) << (3)));
    va$req_vc$3 = unit$3$req_vc;
    sa_req = (sa_req & ~(1 << (3)) | ((unit$3$sa_req) << (3)));
    sa$want$3 = unit$3$held_port;
    unit$4$write = write_hot[4];
    unit$4$poison = poison[in_port$4];
    unit$4$flit_in$comb = 32'h0;
    if (in_port$4 == 0) begin
        unit$4$flit_in$comb = flit_in$0;
    end
    if (in_port$4 == 1) begin
        unit$4$flit_in$comb = flit_in$1;
    end
    if (in_port$4 == 2) begin
        unit$4$flit_in$comb = flit_in$2;
    end
    if (in_port$4 == 3) begin
        unit$4$flit_in$comb = flit_in$3;
    end
    if (in_port$4 == 4) begin
        unit$4$flit_in$comb = flit_in$4;
    end
    if (in_port$4 == 5) begin
        unit$4$flit_in$comb = flit_in$5;
    end
    if (in_port$4 == 6) begin
        unit$4$flit_in$comb = flit_in$6;
    end
    rc$4$head = unit$4$rc_head;
    rc$4$node = node;
    routes$read_addr$4 = rc$4$lookup;
    rc$4$word = routes$read_data$4;
    rc$4$on_escape = vc_config$read_data$4[32'h0];
    rc$4$follow = vc_config$read_data$4[32'h1];
    rc$4$down = vc_config$read_data$4[32'h2];
    rc$4$keep = vc_config$read_data$4 >> keep_at;
    rc$4$successor = vc_config$read_data$4 >> successor_at;
    unit$4$rc_eject = rc$4$eject;
    unit$4$rc_mask = rc$4$mask;
    unit$4$rc_escape = rc$4$escape;
    unit$4$rc_port = rc$4$port;
    unit$4$rc_class = rc$4$esc_class;
    unit$4$rc_absorb = rc$4$absorb;
    unit$4$rc_layered = rc$4$layered;
    unit$4$rc_layer = rc$4$layer;
    unit$4$vc_config = vc_config$read_data$4;
    bubble$read_addr$4 = unit$4$row_addr;
    unit$4$row_bits = bubble$read_data$4;
    unit$4$out_vcs = out_vcs;
    unit$4$won = va$won[4];
    unit$4$go = sa$go[4];
    req_valid = (req_valid & ~(1 << (4)) | ((unit$4$req_valid) << (4)));
    req_priority = (req_priority & ~(1 << (4)) | ((unit$4$req_priority) << (4)));
    req_bubble = (req_bubble & ~(1 << (4)) | ((unit$4$req_bubble) << (4)));
    va$req_vc$4 = unit$4$req_vc;
    sa_req = (sa_req & ~(1 << (4)) | ((unit$4$sa_req) << (4)));
    sa$want$4 = unit$4$held_port;
    unit$5$write = write_hot[5];
    unit$5$poison = poison[in_port$5];
    unit$5$flit_in$comb = 32'h0;
    if (in_port$5 == 0) begin
        unit$5$flit_in$comb = flit_in$0;
    end
    if (in_port$5 == 1) begin
        unit$5$flit_in$comb = flit_in$1;
    end
    if (in_port$5 == 2) begin
        unit$5$flit_in$comb = flit_in$2;
    end
    if (in_port$5 == 3) begin
        unit$5$flit_in$comb = flit_in$3;
    end
    if (in_port$5 == 4) begin
        unit$5$flit_in$comb = flit_in$4;
    end
    if (in_port$5 == 5) begin
        unit$5$flit_in$comb = flit_in$5;
    end
    if (in_port$5 == 6) begin
        unit$5$flit_in$comb = flit_in$6;
    end
    rc$5$head = unit$5$rc_head;
    rc$5$node = node;
    routes$read_addr$5 = rc$5$lookup;
    rc$5$word = routes$read_data$5;
    rc$5$on_escape = vc_config$read_data$5[32'h0];
    rc$5$follow = vc_config$read_data$5[32'h1];
    rc$5$down = vc_config$read_data$5[32'h2];
    rc$5$keep = vc_config$read_data$5 >> keep_at;
    rc$5$successor = vc_config$read_data$5 >> successor_at;
    unit$5$rc_eject = rc$5$eject;
    unit$5$rc_mask = rc$5$mask;
    unit$5$rc_escape = rc$5$escape;
    unit$5$rc_port = rc$5$port;
    unit$5$rc_class = rc$5$esc_class;
    unit$5$rc_absorb = rc$5$absorb;
    unit$5$rc_layered = rc$5$layered;
    unit$5$rc_layer = rc$5$layer;
    unit$5$vc_config = vc_config$read_data$5;
    bubble$read_addr$5 = unit$5$row_addr;
    unit$5$row_bits = bubble$read_data$5;
    unit$5$out_vcs = out_vcs;
    unit$5$won = va$won[5];
    unit$5$go = sa$go[5];
    req_valid = (req_valid & ~(1 << (5)) | ((unit$5$req_valid) << (5)));
    req_priority = (req_priority & ~(1 << (5)) | ((unit$5$req_priority) << (5)));
    req_bubble = (req_bubble & ~(1 << (5)) | ((unit$5$req_bubble) << (5)));
    va$req_vc$5 = unit$5$req_vc;
    sa_req = (sa_req & ~(1 << (5)) | ((unit$5$sa_req) << (5)));
    sa$want$5 = unit$5$held_port;
    unit$6$write = write_hot[6];
    unit$6$poison = poison[in_port$6];
    unit$6$flit_in$comb = 32'h0;
    if (in_port$6 == 0) begin
        unit$6$flit_in$comb = flit_in$0;
    end
    if (in_port$6 == 1) begin
        unit$6$flit_in$comb = flit_in$1;
    end
    if (in_port$6 == 2) begin
        unit$6$flit_in$comb = flit_in$2;
    end
    if (in_port$6 == 3) begin
        unit$6$flit_in$comb = flit_in$3;
    end
    if (in_port$6 == 4) begin
        unit$6$flit_in$comb = flit_in$4;
    end
    if (in_port$6 == 5) begin
        unit$6$flit_in$comb = flit_in$5;
    end
    if (in_port$6 == 6) begin
        unit$6$flit_in$comb = flit_in$6;
    end
    rc$6$head = unit$6$rc_head;
    rc$6$node = node;
    routes$read_addr$6 = rc$6$lookup;
    rc$6$word = routes$read_data$6;
    rc$6$on_escape = vc_config$read_data$6[32'h0];
    rc$6$follow = vc_config$read_data$6[32'h1];
    rc$6$down = vc_config$read_data$6[32'h2];
    rc$6$keep = vc_config$read_data$6 >> keep_at;
    rc$6$successor = vc_config$read_data$6 >> successor_at;
    unit$6$rc_eject = rc$6$eject;
    unit$6$rc_mask = rc$6$mask;
    unit$6$rc_escape = rc$6$escape;
    unit$6$rc_port = rc$6$port;
    unit$6$rc_class = rc$6$esc_class;
    unit$6$rc_absorb = rc$6$absorb;
    unit$6$rc_layered = rc$6$layered;
    unit$6$rc_layer = rc$6$layer;
    unit$6$vc_config = vc_config$read_data$6;
    bubble$read_addr$6 = unit$6$row_addr;
    unit$6$row_bits = bubble$read_data$6;
    unit$6$out_vcs = out_vcs;
    unit$6$won = va$won[6];
    unit$6$go = sa$go[6];
    req_valid = (req_valid & ~(1 << (6)) | ((unit$6$req_valid) << (6)));
    req_priority = (req_priority & ~(1 << (6)) | ((unit$6$req_priority) << (6)));
    req_bubble = (req_bubble & ~(1 << (6)) | ((unit$6$req_bubble) << (6)));
    va$req_vc$6 = unit$6$req_vc;
    sa_req = (sa_req & ~(1 << (6)) | ((unit$6$sa_req) << (6)));
    sa$want$6 = unit$6$held_port;
    unit$7$write = write_hot[7];
    unit$7$poison = poison[in_port$7];
    unit$7$flit_in$comb = 32'h0;
    if (in_port$7 == 0) begin
        unit$7$flit_in$comb = flit_in$0;
    end
    if (in_port$7 == 1) begin
        unit$7$flit_in$comb = flit_in$1;
    end
    if (in_port$7 == 2) begin
        unit$7$flit_in$comb = flit_in$2;
    end
    if (in_port$7 == 3) begin
        unit$7$flit_in$comb = flit_in$3;
    end
    if (in_port$7 == 4) begin
        unit$7$flit_in$comb = flit_in$4;
    end
    if (in_port$7 == 5) begin
        unit$7$flit_in$comb = flit_in$5;
    end
    if (in_port$7 == 6) begin
        unit$7$flit_in$comb = flit_in$6;
    end
    rc$7$head = unit$7$rc_head;
    rc$7$node = node;
    routes$read_addr$7 = rc$7$lookup;
    rc$7$word = routes$read_data$7;
    rc$7$on_escape = vc_config$read_data$7[32'h0];
    rc$7$follow = vc_config$read_data$7[32'h1];
    rc$7$down = vc_config$read_data$7[32'h2];
    rc$7$keep = vc_config$read_data$7 >> keep_at;
    rc$7$successor = vc_config$read_data$7 >> successor_at;
    unit$7$rc_eject = rc$7$eject;
    unit$7$rc_mask = rc$7$mask;
    unit$7$rc_escape = rc$7$escape;
    unit$7$rc_port = rc$7$port;
    unit$7$rc_class = rc$7$esc_class;
    unit$7$rc_absorb = rc$7$absorb;
    unit$7$rc_layered = rc$7$layered;
    unit$7$rc_layer = rc$7$layer;
    unit$7$vc_config = vc_config$read_data$7;
    bubble$read_addr$7 = unit$7$row_addr;
    unit$7$row_bits = bubble$read_data$7;
    unit$7$out_vcs = out_vcs;
    unit$7$won = va$won[7];
    unit$7$go = sa$go[7];
    req_valid = (req_valid & ~(1 << (7)) | ((unit$7$req_valid) << (7)));
    req_priority = (req_priority & ~(1 << (7)) | ((unit$7$req_priority) << (7)));
    req_bubble = (req_bubble & ~(1 << (7)) | ((unit$7$req_bubble) << (7)));
    va$req_vc$7 = unit$7$req_vc;
    sa_req = (sa_req & ~(1 << (7)) | ((unit$7$sa_req) << (7)));
    sa$want$7 = unit$7$held_port;
    unit$8$write = write_hot[8];
    unit$8$poison = poison[in_port$8];
    unit$8$flit_in$comb = 32'h0;
    if (in_port$8 == 0) begin
        unit$8$flit_in$comb = flit_in$0;
    end
    if (in_port$8 == 1) begin
        unit$8$flit_in$comb = flit_in$1;
    end
    if (in_port$8 == 2) begin
        unit$8$flit_in$comb = flit_in$2;
    end
    if (in_port$8 == 3) begin
        unit$8$flit_in$comb = flit_in$3;
    end
    if (in_port$8 == 4) begin
        unit$8$flit_in$comb = flit_in$4;
    end
    if (in_port$8 == 5) begin
        unit$8$flit_in$comb = flit_in$5;
    end
    if (in_port$8 == 6) begin
        unit$8$flit_in$comb = flit_in$6;
    end
    rc$8$head = unit$8$rc_head;
    rc$8$node = node;
    routes$read_addr$8 = rc$8$lookup;
    rc$8$word = routes$read_data$8;
    rc$8$on_escape = vc_config$read_data$8[32'h0];
    rc$8$follow = vc_config$read_data$8[32'h1];
    rc$8$down = vc_config$read_data$8[32'h2];
    rc$8$keep = vc_config$read_data$8 >> keep_at;
    rc$8$successor = vc_config$read_data$8 >> successor_at;
    unit$8$rc_eject = rc$8$eject;
    unit$8$rc_mask = rc$8$mask;
    unit$8$rc_escape = rc$8$escape;
    unit$8$rc_port = rc$8$port;
    unit$8$rc_class = rc$8$esc_class;
    unit$8$rc_absorb = rc$8$absorb;
    unit$8$rc_layered = rc$8$layered;
    unit$8$rc_layer = rc$8$layer;
    unit$8$vc_config = vc_config$read_data$8;
    bubble$read_addr$8 = unit$8$row_addr;
    unit$8$row_bits = bubble$read_data$8;
    unit$8$out_vcs = out_vcs;
    unit$8$won = va$won[8];
    unit$8$go = sa$go[8];
    req_valid = (req_valid & ~(1 << (8)) | ((unit$8$req_valid) << (8)));
    req_priority = (req_priority & ~(1 << (8)) | ((unit$8$req_priority) << (8)));
    req_bubble = (req_bubble & ~(1 << (8)) | ((unit$8$req_bubble) << (8)));
    va$req_vc$8 = unit$8$req_vc;
    sa_req = (sa_req & ~(1 << (8)) | ((unit$8$sa_req) << (8)));
    sa$want$8 = unit$8$held_port;
    unit$9$write = write_hot[9];
    unit$9$poison = poison[in_port$9];
    unit$9$flit_in$comb = 32'h0;
    if (in_port$9 == 0) begin
        unit$9$flit_in$comb = flit_in$0;
    end
    if (in_port$9 == 1) begin
        unit$9$flit_in$comb = flit_in$1;
    end
    if (in_port$9 == 2) begin
        unit$9$flit_in$comb = flit_in$2;
    end
    if (in_port$9 == 3) begin
        unit$9$flit_in$comb = flit_in$3;
    end
    if (in_port$9 == 4) begin
        unit$9$flit_in$comb = flit_in$4;
    end
    if (in_port$9 == 5) begin
        unit$9$flit_in$comb = flit_in$5;
    end
    if (in_port$9 == 6) begin
        unit$9$flit_in$comb = flit_in$6;
    end
    rc$9$head = unit$9$rc_head;
    rc$9$node = node;
    routes$read_addr$9 = rc$9$lookup;
    rc$9$word = routes$read_data$9;
    rc$9$on_escape = vc_config$read_data$9[32'h0];
    rc$9$follow = vc_config$read_data$9[32'h1];
    rc$9$down = vc_config$read_data$9[32'h2];
    rc$9$keep = vc_config$read_data$9 >> keep_at;
    rc$9$successor = vc_config$read_data$9 >> successor_at;
    unit$9$rc_eject = rc$9$eject;
    unit$9$rc_mask = rc$9$mask;
    unit$9$rc_escape = rc$9$escape;
    unit$9$rc_port = rc$9$port;
    unit$9$rc_class = rc$9$esc_class;
    unit$9$rc_absorb = rc$9$absorb;
    unit$9$rc_layered = rc$9$layered;
    unit$9$rc_layer = rc$9$layer;
    unit$9$vc_config = vc_config$read_data$9;
    bubble$read_addr$9 = unit$9$row_addr;
    unit$9$row_bits = bubble$read_data$9;
    unit$9$out_vcs = out_vcs;
    unit$9$won = va$won[9];
    unit$9$go = sa$go[9];
    req_valid = (req_valid & ~(1 << (9)) | ((unit$9$req_valid) << (9)));
    req_priority = (req_priority & ~(1 << (9)) | ((unit$9$req_priority) << (9)));
    req_bubble = (req_bubble & ~(1 << (9)) | ((unit$9$req_bubble) << (9)));
    va$req_vc$9 = unit$9$req_vc;
    sa_req = (sa_req & ~(1 << (9)) | ((unit$9$sa_req) << (9)));
    sa$want$9 = unit$9$held_port;
    unit$10$write = write_hot[10];
    unit$10$poison = poison[in_port$10];
    unit$10$flit_in$comb = 32'h0;
    if (in_port$10 == 0) begin
        unit$10$flit_in$comb = flit_in$0;
    end
    if (in_port$10 == 1) begin
        unit$10$flit_in$comb = flit_in$1;
    end
    if (in_port$10 == 2) begin
        unit$10$flit_in$comb = flit_in$2;
    end
    if (in_port$10 == 3) begin
        unit$10$flit_in$comb = flit_in$3;
    end
    if (in_port$10 == 4) begin
        unit$10$flit_in$comb = flit_in$4;
    end
    if (in_port$10 == 5) begin
        unit$10$flit_in$comb = flit_in$5;
    end
    if (in_port$10 == 6) begin
        unit$10$flit_in$comb = flit_in$6;
    end
    rc$10$head = unit$10$rc_head;
    rc$10$node = node;
    routes$read_addr$10 = rc$10$lookup;
    rc$10$word = routes$read_data$10;
    rc$10$on_escape = vc_config$read_data$10[32'h0];
    rc$10$follow = vc_config$read_data$10[32'h1];
    rc$10$down = vc_config$read_data$10[32'h2];
    rc$10$keep = vc_config$read_data$10 >> keep_at;
    rc$10$successor = vc_config$read_data$10 >> successor_at;
    unit$10$rc_eject = rc$10$eject;
    unit$10$rc_mask = rc$10$mask;
    unit$10$rc_escape = rc$10$escape;
    unit$10$rc_port = rc$10$port;
    unit$10$rc_class = rc$10$esc_class;
    unit$10$rc_absorb = rc$10$absorb;
    unit$10$rc_layered = rc$10$layered;
    unit$10$rc_layer = rc$10$layer;
    unit$10$vc_config = vc_config$read_data$10;
    bubble$read_addr$10 = unit$10$row_addr;
    unit$10$row_bits = bubble$read_data$10;
    unit$10$out_vcs = out_vcs;
    unit$10$won = va$won[10];
    unit$10$go = sa$go[10];
    req_valid = (req_valid & ~(1 << (10)) | ((unit$10$req_valid) << (10)));
    req_priority = (req_priority & ~(1 << (10)) | ((unit$10$req_priority) << (10)));
    req_bubble = (req_bubble & ~(1 << (10)) | ((unit$10$req_bubble) << (10)));
    va$req_vc$10 = unit$10$req_vc;
    sa_req = (sa_req & ~(1 << (10)) | ((unit$10$sa_req) << (10)));
    sa$want$10 = unit$10$held_port;
    unit$11$write = write_hot[11];
    unit$11$poison = poison[in_port$11];
    unit$11$flit_in$comb = 32'h0;
    if (in_port$11 == 0) begin
        unit$11$flit_in$comb = flit_in$0;
    end
    if (in_port$11 == 1) begin
        unit$11$flit_in$comb = flit_in$1;
    end
    if (in_port$11 == 2) begin
        unit$11$flit_in$comb = flit_in$2;
    end
    if (in_port$11 == 3) begin
        unit$11$flit_in$comb = flit_in$3;
    end
    if (in_port$11 == 4) begin
        unit$11$flit_in$comb = flit_in$4;
    end
    if (in_port$11 == 5) begin
        unit$11$flit_in$comb = flit_in$5;
    end
    if (in_port$11 == 6) begin
        unit$11$flit_in$comb = flit_in$6;
    end
    rc$11$head = unit$11$rc_head;
    rc$11$node = node;
    routes$read_addr$11 = rc$11$lookup;
    rc$11$word = routes$read_data$11;
    rc$11$on_escape = vc_config$read_data$11[32'h0];
    rc$11$follow = vc_config$read_data$11[32'h1];
    rc$11$down = vc_config$read_data$11[32'h2];
    rc$11$keep = vc_config$read_data$11 >> keep_at;
    rc$11$successor = vc_config$read_data$11 >> successor_at;
    unit$11$rc_eject = rc$11$eject;
    unit$11$rc_mask = rc$11$mask;
    unit$11$rc_escape = rc$11$escape;
    unit$11$rc_port = rc$11$port;
    unit$11$rc_class = rc$11$esc_class;
    unit$11$rc_absorb = rc$11$absorb;
    unit$11$rc_layered = rc$11$layered;
    unit$11$rc_layer = rc$11$layer;
    unit$11$vc_config = vc_config$read_data$11;
    bubble$read_addr$11 = unit$11$row_addr;
    unit$11$row_bits = bubble$read_data$11;
    unit$11$out_vcs = out_vcs;
    unit$11$won = va$won[11];
    unit$11$go = sa$go[11];
    req_valid = (req_valid & ~(1 << (11)) | ((unit$11$req_valid) << (11)));
    req_priority = (req_priority & ~(1 << (11)) | ((unit$11$req_priority) << (11)));
    req_bubble = (req_bubble & ~(1 << (11)) | ((unit$11$req_bubble) << (11)));
    va$req_vc$11 = unit$11$req_vc;
    sa_req = (sa_req & ~(1 << (11)) | ((unit$11$sa_req) << (11)));
    sa$want$11 = unit$11$held_port;
    unit$12$write = write_hot[12];
    unit$12$poison = poison[in_port$12];
    unit$12$flit_in$comb = 32'h0;
    if (in_port$12 == 0) begin
        unit$12$flit_in$comb = flit_in$0;
    end
    if (in_port$12 == 1) begin
        unit$12$flit_in$comb = flit_in$1;
    end
    if (in_port$12 == 2) begin
        unit$12$flit_in$comb = flit_in$2;
    end
    if (in_port$12 == 3) begin
        unit$12$flit_in$comb = flit_in$3;
    end
    if (in_port$12 == 4) begin
        unit$12$flit_in$comb = flit_in$4;
    end
    if (in_port$12 == 5) begin
        unit$12$flit_in$comb = flit_in$5;
    end
    if (in_port$12 == 6) begin
        unit$12$flit_in$comb = flit_in$6;
    end
    rc$12$head = unit$12$rc_head;
    rc$12$node = node;
    routes$read_addr$12 = rc$12$lookup;
    rc$12$word = routes$read_data$12;
    rc$12$on_escape = vc_config$read_data$12[32'h0];
    rc$12$follow = vc_config$read_data$12[32'h1];
    rc$12$down = vc_config$read_data$12[32'h2];
    rc$12$keep = vc_config$read_data$12 >> keep_at;
    rc$12$successor = vc_config$read_data$12 >> successor_at;
    unit$12$rc_eject = rc$12$eject;
    unit$12$rc_mask = rc$12$mask;
    unit$12$rc_escape = rc$12$escape;
    unit$12$rc_port = rc$12$port;
    unit$12$rc_class = rc$12$esc_class;
    unit$12$rc_absorb = rc$12$absorb;
    unit$12$rc_layered = rc$12$layered;
    unit$12$rc_layer = rc$12$layer;
    unit$12$vc_config = vc_config$read_data$12;
    bubble$read_addr$12 = unit$12$row_addr;
    unit$12$row_bits = bubble$read_data$12;
    unit$12$out_vcs = out_vcs;
    unit$12$won = va$won[12];
    unit$12$go = sa$go[12];
    req_valid = (req_valid & ~(1 << (12)) | ((unit$12$req_valid) << (12)));
    req_priority = (req_priority & ~(1 << (12)) | ((unit$12$req_priority) << (12)));
    req_bubble = (req_bubble & ~(1 << (12)) | ((unit$12$req_bubble) << (12)));
    va$req_vc$12 = unit$12$req_vc;
    sa_req = (sa_req & ~(1 << (12)) | ((unit$12$sa_req) << (12)));
    sa$want$12 = unit$12$held_port;
    unit$13$write = write_hot[13];
    unit$13$poison = poison[in_port$13];
    unit$13$flit_in$comb = 32'h0;
    if (in_port$13 == 0) begin
        unit$13$flit_in$comb = flit_in$0;
    end
    if (in_port$13 == 1) begin
        unit$13$flit_in$comb = flit_in$1;
    end
    if (in_port$13 == 2) begin
        unit$13$flit_in$comb = flit_in$2;
    end
    if (in_port$13 == 3) begin
        unit$13$flit_in$comb = flit_in$3;
    end
    if (in_port$13 == 4) begin
        unit$13$flit_in$comb = flit_in$4;
    end
    if (in_port$13 == 5) begin
        unit$13$flit_in$comb = flit_in$5;
    end
    if (in_port$13 == 6) begin
        unit$13$flit_in$comb = flit_in$6;
    end
    rc$13$head = unit$13$rc_head;
    rc$13$node = node;
    routes$read_addr$13 = rc$13$lookup;
    rc$13$word = routes$read_data$13;
    rc$13$on_escape = vc_config$read_data$13[32'h0];
    rc$13$follow = vc_config$read_data$13[32'h1];
    rc$13$down = vc_config$read_data$13[32'h2];
    rc$13$keep = vc_config$read_data$13 >> keep_at;
    rc$13$successor = vc_config$read_data$13 >> successor_at;
    unit$13$rc_eject = rc$13$eject;
    unit$13$rc_mask = rc$13$mask;
    unit$13$rc_escape = rc$13$escape;
    unit$13$rc_port = rc$13$port;
    unit$13$rc_class = rc$13$esc_class;
    unit$13$rc_absorb = rc$13$absorb;
    unit$13$rc_layered = rc$13$layered;
    unit$13$rc_layer = rc$13$layer;
    unit$13$vc_config = vc_config$read_data$13;
    bubble$read_addr$13 = unit$13$row_addr;
    unit$13$row_bits = bubble$read_data$13;
    unit$13$out_vcs = out_vcs;
    unit$13$won = va$won[13];
    unit$13$go = sa$go[13];
    req_valid = (req_valid & ~(1 << (13)) | ((unit$13$req_valid) << (13)));
    req_priority = (req_priority & ~(1 << (13)) | ((unit$13$req_priority) << (13)));
    req_bubble = (req_bubble & ~(1 << (13)) | ((unit$13$req_bubble) << (13)));
    va$req_vc$13 = unit$13$req_vc;
    sa_req = (sa_req & ~(1 << (13)) | ((unit$13$sa_req) << (13)));
    sa$want$13 = unit$13$held_port;
    va$req_valid = req_valid;
    va$req_priority = req_priority;
    va$req_bubble = req_bubble;
    va$free = free;
    va$room = room;
    sa$req = sa_req;
    copies = 32'h0;
    port_leaving = 32'h0;
    if ((in_port$0 == 0) & sa$pick[0]) begin
        port_leaving = unit$0$leaving;
    end
    if ((in_port$1 == 0) & sa$pick[1]) begin
        port_leaving = unit$1$leaving;
    end
    if ((in_port$2 == 0) & sa$pick[2]) begin
        port_leaving = unit$2$leaving;
    end
    if ((in_port$3 == 0) & sa$pick[3]) begin
        port_leaving = unit$3$leaving;
    end
    if ((in_port$4 == 0) & sa$pick[4]) begin
        port_leaving = unit$4$leaving;
    end
    if ((in_port$5 == 0) & sa$pick[5]) begin
        port_leaving = unit$5$leaving;
    end
    if ((in_port$6 == 0) & sa$pick[6]) begin
        port_leaving = unit$6$leaving;
    end
    if ((in_port$7 == 0) & sa$pick[7]) begin
        port_leaving = unit$7$leaving;
    end
    if ((in_port$8 == 0) & sa$pick[8]) begin
        port_leaving = unit$8$leaving;
    end
    if ((in_port$9 == 0) & sa$pick[9]) begin
        port_leaving = unit$9$leaving;
    end
    if ((in_port$10 == 0) & sa$pick[10]) begin
        port_leaving = unit$10$leaving;
    end
    if ((in_port$11 == 0) & sa$pick[11]) begin
        port_leaving = unit$11$leaving;
    end
    if ((in_port$12 == 0) & sa$pick[12]) begin
        port_leaving = unit$12$leaving;
    end
    if ((in_port$13 == 0) & sa$pick[13]) begin
        port_leaving = unit$13$leaving;
    end
    rewrite$0$flit_in = port_leaving;
    rewrite$0$misses = port_leaving >> misses_at;
    rewrite$0$copy = port_leaving[copy_at];
    lane = port_leaving;
    lane = ((lane >> vc_at) << vc_at) | rewrite$0$flit_out;
    xbar$flit_in$0 = lane;
    xbar$sel$0 = sa$out_port$0;
    flit_out$0 = xbar$flit_out$0;
    flit_out_vc$0 = xbar$flit_out$0 >> vc_at;
    copies = (copies & ~(1 << (0)) | ((xbar$flit_out$0[copy_at]) << (0)));
    credit_vc$0$d = sa$port_vc$0;
    credit_out_vc$0 = credit_vc$0$q;
    port_leaving = 32'h0;
    if ((in_port$0 == 1) & sa$pick[0]) begin
        port_leaving = unit$0$leaving;
    end
    if ((in_port$1 == 1) & sa$pick[1]) begin
        port_leaving = unit$1$leaving;
    end
    if ((in_port$2 == 1) & sa$pick[2]) begin
        port_leaving = unit$2$leaving;
    end
    if ((in_port$3 == 1) & sa$pick[3]) begin
        port_leaving = unit$3$leaving;
    end
    if ((in_port$4 == 1) & sa$pick[4]) begin
        port_leaving = unit$4$leaving;
    end
    if ((in_port$5 == 1) & sa$pick[5]) begin
        port_leaving = unit$5$leaving;
    end
    if ((in_port$6 == 1) & sa$pick[6]) begin
        port_leaving = unit$6$leaving;
    end
    if ((in_port$7 == 1) & sa$pick[7]) begin
        port_leaving = unit$7$leaving;
    end
    if ((in_port$8 == 1) & sa$pick[8]) begin
        port_leaving = unit$8$leaving;
    end
    if ((in_port$9 == 1) & sa$pick[9]) begin
        port_leaving = unit$9$leaving;
    end
    if ((in_port$10 == 1) & sa$pick[10]) begin
        port_leaving = unit$10$leaving;
    end
    if ((in_port$11 == 1) & sa$pick[11]) begin
        port_leaving = unit$11$leaving;
    end
    if ((in_port$12 == 1) & sa$pick[12]) begin
        port_leaving = unit$12$leaving;
    end
    if ((in_port$13 == 1) & sa$pick[13]) begin
        port_leaving = unit$13$leaving;
    end
    rewrite$1$flit_in = port_leaving;
    rewrite$1$misses = port_leaving >> misses_at;
    rewrite$1$copy = port_leaving[copy_at];
    lane = port_leaving;
    lane = ((lane >> vc_at) << vc_at) | rewrite$1$flit_out;
    xbar$flit_in$1 = lane;
    xbar$sel$1 = sa$out_port$1;
    flit_out$1 = xbar$flit_out$1;
    flit_out_vc$1 = xbar$flit_out$1 >> vc_at;
    copies = (copies & ~(1 << (1)) | ((xbar$flit_out$1[copy_at]) << (1)));
    credit_vc$1$d = sa$port_vc$1;
    credit_out_vc$1 = credit_vc$1$q;
    port_leaving = 32'h0;
    if ((in_port$0 == 2) & sa$pick[0]) begin
        port_leaving = unit$0$leaving;
    end
    if ((in_port$1 == 2) & sa$pick[1]) begin
        port_leaving = unit$1$leaving;
    end
    if ((in_port$2 == 2) & sa$pick[2]) begin
        port_leaving = unit$2$leaving;
    end
    if ((in_port$3 == 2) & sa$pick[3]) begin
        port_leaving = unit$3$leaving;
    end
    if ((in_port$4 == 2) & sa$pick[4]) begin
        port_leaving = unit$4$leaving;
    end
    if ((in_port$5 == 2) & sa$pick[5]) begin
        port_leaving = unit$5$leaving;
    end
    if ((in_port$6 == 2) & sa$pick[6]) begin
        port_leaving = unit$6$leaving;
    end
    if ((in_port$7 == 2) & sa$pick[7]) begin
        port_leaving = unit$7$leaving;
    end
    if ((in_port$8 == 2) & sa$pick[8]) begin
        port_leaving = unit$8$leaving;
    end
    if ((in_port$9 == 2) & sa$pick[9]) begin
        port_leaving = unit$9$leaving;
    end
    if ((in_port$10 == 2) & sa$pick[10]) begin
        port_leaving = unit$10$leaving;
    end
    if ((in_port$11 == 2) & sa$pick[11]) begin
        port_leaving = unit$11$leaving;
    end
    if ((in_port$12 == 2) & sa$pick[12]) begin
        port_leaving = unit$12$leaving;
    end
    if ((in_port$13 == 2) & sa$pick[13]) begin
        port_leaving = unit$13$leaving;
    end
    rewrite$2$flit_in = port_leaving;
    rewrite$2$misses = port_leaving >> misses_at;
    rewrite$2$copy = port_leaving[copy_at];
    lane = port_leaving;
    lane = ((lane >> vc_at) << vc_at) | rewrite$2$flit_out;
    xbar$flit_in$2 = lane;
    xbar$sel$2 = sa$out_port$2;
    flit_out$2 = xbar$flit_out$2;
    flit_out_vc$2 = xbar$flit_out$2 >> vc_at;
    copies = (copies & ~(1 << (2)) | ((xbar$flit_out$2[copy_at]) << (2)));
    credit_vc$2$d = sa$port_vc$2;
    credit_out_vc$2 = credit_vc$2$q;
    port_leaving = 32'h0;
    if ((in_port$0 == 3) & sa$pick[0]) begin
        port_leaving = unit$0$leaving;
    end
    if ((in_port$1 == 3) & sa$pick[1]) begin
        port_leaving = unit$1$leaving;
    end
    if ((in_port$2 == 3) & sa$pick[2]) begin
        port_leaving = unit$2$leaving;
    end
    if ((in_port$3 == 3) & sa$pick[3]) begin
        port_leaving = unit$3$leaving;
    end
    if ((in_port$4 == 3) & sa$pick[4]) begin
        port_leaving = unit$4$leaving;
    end
    if ((in_port$5 == 3) & sa$pick[5]) begin
        port_leaving = unit$5$leaving;
    end
    if ((in_port$6 == 3) & sa$pick[6]) begin
        port_leaving = unit$6$leaving;
    end
    if ((in_port$7 == 3) & sa$pick[7]) begin
        port_leaving = unit$7$leaving;
    end
    if ((in_port$8 == 3) & sa$pick[8]) begin
        port_leaving = unit$8$leaving;
    end
    if ((in_port$9 == 3) & sa$pick[9]) begin
        port_leaving = unit$9$leaving;
    end
    if ((in_port$10 == 3) & sa$pick[10]) begin
        port_leaving = unit$10$leaving;
    end
    if ((in_port$11 == 3) & sa$pick[11]) begin
        port_leaving = unit$11$leaving;
    end
    if ((in_port$12 == 3) & sa$pick[12]) begin
        port_leaving = unit$12$leaving;
    end
    if ((in_port$13 == 3) & sa$pick[13]) begin
        port_leaving = unit$13$leaving;
    end
    rewrite$3$flit_in = port_leaving;
    rewrite$3$misses = port_leaving >> misses_at;
    rewrite$3$copy = port_leaving[copy_at];
    lane = port_leaving;
    lane = ((lane >> vc_at) << vc_at) | rewrite$3$flit_out;
    xbar$flit_in$3 = lane;
    xbar$sel$3 = sa$out_port$3;
    flit_out$3 = xbar$flit_out$3;
    flit_out_vc$3 = xbar$flit_out$3 >> vc_at;
    copies = (copies & ~(1 << (3)) | ((xbar$flit_out$3[copy_at]) << (3)));
    credit_vc$3$d = sa$port_vc$3;
    credit_out_vc$3 = credit_vc$3$q;
    port_leaving = 32'h0;
    if ((in_port$0 == 4) & sa$pick[0]) begin
        port_leaving = unit$0$leaving;
    end
    if ((in_port$1 == 4) & sa$pick[1]) begin
        port_leaving = unit$1$leaving;
    end
    if ((in_port$2 == 4) & sa$pick[2]) begin
        port_leaving = unit$2$leaving;
    end
    if ((in_port$3 == 4) & sa$pick[3]) begin
        port_leaving = unit$3$leaving;
    end
    if ((in_port$4 == 4) & sa$pick[4]) begin
        port_leaving = unit$4$leaving;
    end
    if ((in_port$5 == 4) & sa$pick[5]) begin
        port_leaving = unit$5$leaving;
    end
    if ((in_port$6 == 4) & sa$pick[6]) begin
        port_leaving = unit$6$leaving;
    end
    if ((in_port$7 == 4) & sa$pick[7]) begin
        port_leaving = unit$7$leaving;
    end
    if ((in_port$8 == 4) & sa$pick[8]) begin
        port_leaving = unit$8$leaving;
    end
    if ((in_port$9 == 4) & sa$pick[9]) begin
        port_leaving = unit$9$leaving;
    end
    if ((in_port$10 == 4) & sa$pick[10]) begin
        port_leaving = unit$10$leaving;
    end
    if ((in_port$11 == 4) & sa$pick[11]) begin
        port_leaving = unit$11$leaving;
    end
    if ((in_port$12 == 4) & sa$pick[12]) begin
        port_leaving = unit$12$leaving;
    end
    if ((in_port$13 == 4) & sa$pick[13]) begin
        port_leaving = unit$13$leaving;
    end
    rewrite$4$flit_in = port_leaving;
    rewrite$4$misses = port_leaving >> misses_at;
    rewrite$4$copy = port_leaving[copy_at];
    lane = port_leaving;
    lane = ((lane >> vc_at) << vc_at) | rewrite$4$flit_out;
    xbar$flit_in$4 = lane;
    xbar$sel$4 = sa$out_port$4;
    flit_out$4 = xbar$flit_out$4;
    flit_out_vc$4 = xbar$flit_out$4 >> vc_at;
    copies = (copies & ~(1 << (4)) | ((xbar$flit_out$4[copy_at]) << (4)));
    credit_vc$4$d = sa$port_vc$4;
    credit_out_vc$4 = credit_vc$4$q;
    port_leaving = 32'h0;
    if ((in_port$0 == 5) & sa$pick[0]) begin
        port_leaving = unit$0$leaving;
    end
    if ((in_port$1 == 5) & sa$pick[1]) begin
        port_leaving = unit$1$leaving;
    end
    if ((in_port$2 == 5) & sa$pick[2]) begin
        port_leaving = unit$2$leaving;
    end
    if ((in_port$3 == 5) & sa$pick[3]) begin
        port_leaving = unit$3$leaving;
    end
    if ((in_port$4 == 5) & sa$pick[4]) begin
        port_leaving = unit$4$leaving;
    end
    if ((in_port$5 == 5) & sa$pick[5]) begin
        port_leaving = unit$5$leaving;
    end
    if ((in_port$6 == 5) & sa$pick[6]) begin
        port_leaving = unit$6$leaving;
    end
    if ((in_port$7 == 5) & sa$pick[7]) begin
        port_leaving = unit$7$leaving;
    end
    if ((in_port$8 == 5) & sa$pick[8]) begin
        port_leaving = unit$8$leaving;
    end
    if ((in_port$9 == 5) & sa$pick[9]) begin
        port_leaving = unit$9$leaving;
    end
    if ((in_port$10 == 5) & sa$pick[10]) begin
        port_leaving = unit$10$leaving;
    end
    if ((in_port$11 == 5) & sa$pick[11]) begin
        port_leaving = unit$11$leaving;
    end
    if ((in_port$12 == 5) & sa$pick[12]) begin
        port_leaving = unit$12$leaving;
    end
    if ((in_port$13 == 5) & sa$pick[13]) begin
        port_leaving = unit$13$leaving;
    end
    rewrite$5$flit_in = port_leaving;
    rewrite$5$misses = port_leaving >> misses_at;
    rewrite$5$copy = port_leaving[copy_at];
    lane = port_leaving;
    lane = ((lane >> vc_at) << vc_at) | rewrite$5$flit_out;
    xbar$flit_in$5 = lane;
    xbar$sel$5 = sa$out_port$5;
    flit_out$5 = xbar$flit_out$5;
    flit_out_vc$5 = xbar$flit_out$5 >> vc_at;
    copies = (copies & ~(1 << (5)) | ((xbar$flit_out$5[copy_at]) << (5)));
    credit_vc$5$d = sa$port_vc$5;
    credit_out_vc$5 = credit_vc$5$q;
    port_leaving = 32'h0;
    if ((in_port$0 == 6) & sa$pick[0]) begin
        port_leaving = unit$0$leaving;
    end
    if ((in_port$1 == 6) & sa$pick[1]) begin
        port_leaving = unit$1$leaving;
    end
    if ((in_port$2 == 6) & sa$pick[2]) begin
        port_leaving = unit$2$leaving;
    end
    if ((in_port$3 == 6) & sa$pick[3]) begin
        port_leaving = unit$3$leaving;
    end
    if ((in_port$4 == 6) & sa$pick[4]) begin
        port_leaving = unit$4$leaving;
    end
    if ((in_port$5 == 6) & sa$pick[5]) begin
        port_leaving = unit$5$leaving;
    end
    if ((in_port$6 == 6) & sa$pick[6]) begin
        port_leaving = unit$6$leaving;
    end
    if ((in_port$7 == 6) & sa$pick[7]) begin
        port_leaving = unit$7$leaving;
    end
    if ((in_port$8 == 6) & sa$pick[8]) begin
        port_leaving = unit$8$leaving;
    end
    if ((in_port$9 == 6) & sa$pick[9]) begin
        port_leaving = unit$9$leaving;
    end
    if ((in_port$10 == 6) & sa$pick[10]) begin
        port_leaving = unit$10$leaving;
    end
    if ((in_port$11 == 6) & sa$pick[11]) begin
        port_leaving = unit$11$leaving;
    end
    if ((in_port$12 == 6) & sa$pick[12]) begin
        port_leaving = unit$12$leaving;
    end
    if ((in_port$13 == 6) & sa$pick[13]) begin
        port_leaving = unit$13$leaving;
    end
    rewrite$6$flit_in = port_leaving;
    rewrite$6$misses = port_leaving >> misses_at;
    rewrite$6$copy = port_leaving[copy_at];
    lane = port_leaving;
    lane = ((lane >> vc_at) << vc_at) | rewrite$6$flit_out;
    xbar$flit_in$6 = lane;
    xbar$sel$6 = sa$out_port$6;
    flit_out$6 = xbar$flit_out$6;
    flit_out_vc$6 = xbar$flit_out$6 >> vc_at;
    copies = (copies & ~(1 << (6)) | ((xbar$flit_out$6[copy_at]) << (6)));
    credit_vc$6$d = sa$port_vc$6;
    credit_out_vc$6 = credit_vc$6$q;
    xbar$in_valid = sa$port_go;
    xbar$sel_valid = sa$out_valid;
    flit_out_valid = xbar$out_valid;
    copy_out_valid = copies;
    credit_valid$d = sa$port_go;
    credit_out_valid = credit_valid$q;
    unit$0$flit_in = unit$0$flit_in$comb;
    unit$1$flit_in = unit$1$flit_in$comb;
    unit$2$flit_in = unit$2$flit_in$comb;
    unit$3$flit_in = unit$3$flit_in$comb;
    unit$4$flit_in = unit$4$flit_in$comb;
    unit$5$flit_in = unit$5$flit_in$comb;
    unit$6$flit_in = unit$6$flit_in$comb;
    unit$7$flit_in = unit$7$flit_in$comb;
    unit$8$flit_in = unit$8$flit_in$comb;
    unit$9$flit_in = unit$9$flit_in$comb;
    unit$10$flit_in = unit$10$flit_in$comb;
    unit$11$flit_in = unit$11$flit_in$comb;
    unit$12$flit_in = unit$12$flit_in$comb;
    unit$13$flit_in = unit$13$flit_in$comb;
end

endmodule
