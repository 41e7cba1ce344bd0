// Router 1 (4 ports, 8 nodes, 2 VCs, depth 8, 64-bit flits, 11-bit table words): core ftr_router_core booted with this router's tables.
module router_1(clock,flit_in_valid,flit_in$0,flit_in$1,flit_in$2,flit_in$3,flit_in$4,flit_in_vc$0,flit_in_vc$1,flit_in_vc$2,flit_in_vc$3,flit_in_vc$4,credit_in_valid,credit_in_vc$0,credit_in_vc$1,credit_in_vc$2,credit_in_vc$3,credit_in_vc$4,flit_out_valid,flit_out$0,flit_out$1,flit_out$2,flit_out$3,flit_out$4,flit_out_vc$0,flit_out_vc$1,flit_out_vc$2,flit_out_vc$3,flit_out_vc$4,credit_out_valid,credit_out_vc$0,credit_out_vc$1,credit_out_vc$2,credit_out_vc$3,credit_out_vc$4,copy_out_valid);
    input wire  clock;
    input wire  [4:0] flit_in_valid;
    input wire  [65:0] flit_in$0;
    input wire  [65:0] flit_in$1;
    input wire  [65:0] flit_in$2;
    input wire  [65:0] flit_in$3;
    input wire  [65:0] flit_in$4;
    input wire  flit_in_vc$0;
    input wire  flit_in_vc$1;
    input wire  flit_in_vc$2;
    input wire  flit_in_vc$3;
    input wire  flit_in_vc$4;
    input wire  [4:0] credit_in_valid;
    input wire  credit_in_vc$0;
    input wire  credit_in_vc$1;
    input wire  credit_in_vc$2;
    input wire  credit_in_vc$3;
    input wire  credit_in_vc$4;
    output wire [4:0] flit_out_valid;
    output wire [65:0] flit_out$0;
    output wire [65:0] flit_out$1;
    output wire [65:0] flit_out$2;
    output wire [65:0] flit_out$3;
    output wire [65:0] flit_out$4;
    output wire flit_out_vc$0;
    output wire flit_out_vc$1;
    output wire flit_out_vc$2;
    output wire flit_out_vc$3;
    output wire flit_out_vc$4;
    output wire [4:0] credit_out_valid;
    output wire credit_out_vc$0;
    output wire credit_out_vc$1;
    output wire credit_out_vc$2;
    output wire credit_out_vc$3;
    output wire credit_out_vc$4;
    output wire [4:0] copy_out_valid;
    ftr_router_core core(
        .clock(clock),
        .flit_in_valid(flit_in_valid),
        .flit_in$0(flit_in$0),
        .flit_in$1(flit_in$1),
        .flit_in$2(flit_in$2),
        .flit_in$3(flit_in$3),
        .flit_in$4(flit_in$4),
        .flit_in_vc$0(flit_in_vc$0),
        .flit_in_vc$1(flit_in_vc$1),
        .flit_in_vc$2(flit_in_vc$2),
        .flit_in_vc$3(flit_in_vc$3),
        .flit_in_vc$4(flit_in_vc$4),
        .credit_in_valid(credit_in_valid),
        .credit_in_vc$0(credit_in_vc$0),
        .credit_in_vc$1(credit_in_vc$1),
        .credit_in_vc$2(credit_in_vc$2),
        .credit_in_vc$3(credit_in_vc$3),
        .credit_in_vc$4(credit_in_vc$4),
        .flit_out_valid(flit_out_valid),
        .flit_out$0(flit_out$0),
        .flit_out$1(flit_out$1),
        .flit_out$2(flit_out$2),
        .flit_out$3(flit_out$3),
        .flit_out$4(flit_out$4),
        .flit_out_vc$0(flit_out_vc$0),
        .flit_out_vc$1(flit_out_vc$1),
        .flit_out_vc$2(flit_out_vc$2),
        .flit_out_vc$3(flit_out_vc$3),
        .flit_out_vc$4(flit_out_vc$4),
        .credit_out_valid(credit_out_valid),
        .credit_out_vc$0(credit_out_vc$0),
        .credit_out_vc$1(credit_out_vc$1),
        .credit_out_vc$2(credit_out_vc$2),
        .credit_out_vc$3(credit_out_vc$3),
        .credit_out_vc$4(credit_out_vc$4),
        .copy_out_valid(copy_out_valid),
        .cfg_node(3'h1),
        .cfg_table(88'h00c0180200400400800081),
        .cfg_bubble$0(4'h0),
        .cfg_bubble$1(4'h0),
        .cfg_bubble$2(4'h0),
        .cfg_bubble$3(4'h0),
        .cfg_bubble$4(4'h0),
        .cfg_on_escape(10'h000),
        .cfg_follow(10'h000),
        .cfg_down(10'h03c),
        .cfg_keep$0(4'h0),
        .cfg_keep$1(4'h0),
        .cfg_keep$2(4'h0),
        .cfg_keep$3(4'h0),
        .cfg_keep$4(4'h0),
        .cfg_keep$5(4'h0),
        .cfg_keep$6(4'h0),
        .cfg_keep$7(4'h0),
        .cfg_keep$8(4'h0),
        .cfg_keep$9(4'h0),
        .cfg_successor$0(3'h0),
        .cfg_successor$1(3'h0),
        .cfg_successor$2(3'h0),
        .cfg_successor$3(3'h0),
        .cfg_successor$4(3'h0),
        .cfg_successor$5(3'h0),
        .cfg_successor$6(3'h0),
        .cfg_successor$7(3'h0),
        .cfg_successor$8(3'h0),
        .cfg_successor$9(3'h0),
        .cfg_bubble_row$0(3'h4),
        .cfg_bubble_row$1(3'h4),
        .cfg_bubble_row$2(3'h4),
        .cfg_bubble_row$3(3'h4),
        .cfg_bubble_row$4(3'h4),
        .cfg_bubble_row$5(3'h4),
        .cfg_bubble_row$6(3'h4),
        .cfg_bubble_row$7(3'h4),
        .cfg_bubble_row$8(3'h4),
        .cfg_bubble_row$9(3'h4),
        .cfg_adaptive_ok(10'h0ff),
        .cfg_off_ring(10'h000)
    );
endmodule // router_1
