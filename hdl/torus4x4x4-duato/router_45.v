// Router 45 (6 ports, 64 nodes, 3 VCs, depth 8, 64-bit flits, 11-bit table words): core ftr_router_core booted with this router's tables.
module router_45(clock,flit_in_valid,flit_in$0,flit_in$1,flit_in$2,flit_in$3,flit_in$4,flit_in$5,flit_in$6,flit_in_vc$0,flit_in_vc$1,flit_in_vc$2,flit_in_vc$3,flit_in_vc$4,flit_in_vc$5,flit_in_vc$6,credit_in_valid,credit_in_vc$0,credit_in_vc$1,credit_in_vc$2,credit_in_vc$3,credit_in_vc$4,credit_in_vc$5,credit_in_vc$6,flit_out_valid,flit_out$0,flit_out$1,flit_out$2,flit_out$3,flit_out$4,flit_out$5,flit_out$6,flit_out_vc$0,flit_out_vc$1,flit_out_vc$2,flit_out_vc$3,flit_out_vc$4,flit_out_vc$5,flit_out_vc$6,credit_out_valid,credit_out_vc$0,credit_out_vc$1,credit_out_vc$2,credit_out_vc$3,credit_out_vc$4,credit_out_vc$5,credit_out_vc$6,copy_out_valid);
    input wire  clock;
    input wire  [6:0] flit_in_valid;
    input wire  [65:0] flit_in$0;
    input wire  [65:0] flit_in$1;
    input wire  [65:0] flit_in$2;
    input wire  [65:0] flit_in$3;
    input wire  [65:0] flit_in$4;
    input wire  [65:0] flit_in$5;
    input wire  [65:0] flit_in$6;
    input wire  [1:0] flit_in_vc$0;
    input wire  [1:0] flit_in_vc$1;
    input wire  [1:0] flit_in_vc$2;
    input wire  [1:0] flit_in_vc$3;
    input wire  [1:0] flit_in_vc$4;
    input wire  [1:0] flit_in_vc$5;
    input wire  [1:0] flit_in_vc$6;
    input wire  [6:0] credit_in_valid;
    input wire  [1:0] credit_in_vc$0;
    input wire  [1:0] credit_in_vc$1;
    input wire  [1:0] credit_in_vc$2;
    input wire  [1:0] credit_in_vc$3;
    input wire  [1:0] credit_in_vc$4;
    input wire  [1:0] credit_in_vc$5;
    input wire  [1:0] credit_in_vc$6;
    output wire [6:0] flit_out_valid;
    output wire [65:0] flit_out$0;
    output wire [65:0] flit_out$1;
    output wire [65:0] flit_out$2;
    output wire [65:0] flit_out$3;
    output wire [65:0] flit_out$4;
    output wire [65:0] flit_out$5;
    output wire [65:0] flit_out$6;
    output wire [1:0] flit_out_vc$0;
    output wire [1:0] flit_out_vc$1;
    output wire [1:0] flit_out_vc$2;
    output wire [1:0] flit_out_vc$3;
    output wire [1:0] flit_out_vc$4;
    output wire [1:0] flit_out_vc$5;
    output wire [1:0] flit_out_vc$6;
    output wire [6:0] credit_out_valid;
    output wire [1:0] credit_out_vc$0;
    output wire [1:0] credit_out_vc$1;
    output wire [1:0] credit_out_vc$2;
    output wire [1:0] credit_out_vc$3;
    output wire [1:0] credit_out_vc$4;
    output wire [1:0] credit_out_vc$5;
    output wire [1:0] credit_out_vc$6;
    output wire [6:0] copy_out_valid;
    ftr_router_core core(
        .clock(clock),
        .flit_in_valid(flit_in_valid),
        .flit_in$0(flit_in$0),
        .flit_in$1(flit_in$1),
        .flit_in$2(flit_in$2),
        .flit_in$3(flit_in$3),
        .flit_in$4(flit_in$4),
        .flit_in$5(flit_in$5),
        .flit_in$6(flit_in$6),
        .flit_in_vc$0(flit_in_vc$0),
        .flit_in_vc$1(flit_in_vc$1),
        .flit_in_vc$2(flit_in_vc$2),
        .flit_in_vc$3(flit_in_vc$3),
        .flit_in_vc$4(flit_in_vc$4),
        .flit_in_vc$5(flit_in_vc$5),
        .flit_in_vc$6(flit_in_vc$6),
        .credit_in_valid(credit_in_valid),
        .credit_in_vc$0(credit_in_vc$0),
        .credit_in_vc$1(credit_in_vc$1),
        .credit_in_vc$2(credit_in_vc$2),
        .credit_in_vc$3(credit_in_vc$3),
        .credit_in_vc$4(credit_in_vc$4),
        .credit_in_vc$5(credit_in_vc$5),
        .credit_in_vc$6(credit_in_vc$6),
        .flit_out_valid(flit_out_valid),
        .flit_out$0(flit_out$0),
        .flit_out$1(flit_out$1),
        .flit_out$2(flit_out$2),
        .flit_out$3(flit_out$3),
        .flit_out$4(flit_out$4),
        .flit_out$5(flit_out$5),
        .flit_out$6(flit_out$6),
        .flit_out_vc$0(flit_out_vc$0),
        .flit_out_vc$1(flit_out_vc$1),
        .flit_out_vc$2(flit_out_vc$2),
        .flit_out_vc$3(flit_out_vc$3),
        .flit_out_vc$4(flit_out_vc$4),
        .flit_out_vc$5(flit_out_vc$5),
        .flit_out_vc$6(flit_out_vc$6),
        .credit_out_valid(credit_out_valid),
        .credit_out_vc$0(credit_out_vc$0),
        .credit_out_vc$1(credit_out_vc$1),
        .credit_out_vc$2(credit_out_vc$2),
        .credit_out_vc$3(credit_out_vc$3),
        .credit_out_vc$4(credit_out_vc$4),
        .credit_out_vc$5(credit_out_vc$5),
        .credit_out_vc$6(credit_out_vc$6),
        .copy_out_valid(copy_out_valid),
        .cfg_node(6'h2d),
        .cfg_table(704'h1a7147284d21b7166ec4da1bf176ee4de1af154aa4d6187104004c2197126e44ca19f136e64ce18f114a24c61c7187704e21d71a6f44ea1df1b6f64ee1cf194b24e61e71c5384f21f71e6fc4fa1ff1f6fe4fe1ef1d4ba4f6),
        .cfg_bubble$0(6'h00),
        .cfg_bubble$1(6'h00),
        .cfg_bubble$2(6'h00),
        .cfg_bubble$3(6'h00),
        .cfg_bubble$4(6'h00),
        .cfg_bubble$5(6'h00),
        .cfg_bubble$6(6'h00),
        .cfg_on_escape(21'h01b6db),
        .cfg_follow(21'h000000),
        .cfg_down(21'h000000),
        .cfg_keep$0(6'h03),
        .cfg_keep$1(6'h03),
        .cfg_keep$2(6'h00),
        .cfg_keep$3(6'h03),
        .cfg_keep$4(6'h03),
        .cfg_keep$5(6'h00),
        .cfg_keep$6(6'h0c),
        .cfg_keep$7(6'h0c),
        .cfg_keep$8(6'h00),
        .cfg_keep$9(6'h0c),
        .cfg_keep$10(6'h0c),
        .cfg_keep$11(6'h00),
        .cfg_keep$12(6'h30),
        .cfg_keep$13(6'h30),
        .cfg_keep$14(6'h00),
        .cfg_keep$15(6'h30),
        .cfg_keep$16(6'h30),
        .cfg_keep$17(6'h00),
        .cfg_keep$18(6'h00),
        .cfg_keep$19(6'h00),
        .cfg_keep$20(6'h00),
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
        .cfg_successor$10(3'h0),
        .cfg_successor$11(3'h0),
        .cfg_successor$12(3'h0),
        .cfg_successor$13(3'h0),
        .cfg_successor$14(3'h0),
        .cfg_successor$15(3'h0),
        .cfg_successor$16(3'h0),
        .cfg_successor$17(3'h0),
        .cfg_successor$18(3'h0),
        .cfg_successor$19(3'h0),
        .cfg_successor$20(3'h0),
        .cfg_bubble_row$0(3'h0),
        .cfg_bubble_row$1(3'h0),
        .cfg_bubble_row$2(3'h6),
        .cfg_bubble_row$3(3'h1),
        .cfg_bubble_row$4(3'h1),
        .cfg_bubble_row$5(3'h6),
        .cfg_bubble_row$6(3'h2),
        .cfg_bubble_row$7(3'h2),
        .cfg_bubble_row$8(3'h6),
        .cfg_bubble_row$9(3'h3),
        .cfg_bubble_row$10(3'h3),
        .cfg_bubble_row$11(3'h6),
        .cfg_bubble_row$12(3'h4),
        .cfg_bubble_row$13(3'h4),
        .cfg_bubble_row$14(3'h6),
        .cfg_bubble_row$15(3'h5),
        .cfg_bubble_row$16(3'h5),
        .cfg_bubble_row$17(3'h6),
        .cfg_bubble_row$18(3'h6),
        .cfg_bubble_row$19(3'h6),
        .cfg_bubble_row$20(3'h6),
        .cfg_adaptive_ok(21'h024924),
        .cfg_off_ring(21'h000000)
    );
endmodule // router_45
