

module ftr_router_core(clock,flit_in_valid,flit_in$0,flit_in$1,flit_in$2,flit_in$3,flit_in$4,flit_in_vc$0,flit_in_vc$1,flit_in_vc$2,flit_in_vc$3,flit_in_vc$4,credit_in_valid,credit_in_vc$0,credit_in_vc$1,credit_in_vc$2,credit_in_vc$3,credit_in_vc$4,flit_out_valid,flit_out$0,flit_out$1,flit_out$2,flit_out$3,flit_out$4,flit_out_vc$0,flit_out_vc$1,flit_out_vc$2,flit_out_vc$3,flit_out_vc$4,credit_out_valid,credit_out_vc$0,credit_out_vc$1,credit_out_vc$2,credit_out_vc$3,credit_out_vc$4,copy_out_valid,cfg_node,cfg_table,cfg_bubble$0,cfg_bubble$1,cfg_bubble$2,cfg_bubble$3,cfg_bubble$4,cfg_on_escape,cfg_follow,cfg_down,cfg_keep$0,cfg_keep$1,cfg_keep$2,cfg_keep$3,cfg_keep$4,cfg_keep$5,cfg_keep$6,cfg_keep$7,cfg_keep$8,cfg_keep$9,cfg_successor$0,cfg_successor$1,cfg_successor$2,cfg_successor$3,cfg_successor$4,cfg_successor$5,cfg_successor$6,cfg_successor$7,cfg_successor$8,cfg_successor$9,cfg_bubble_row$0,cfg_bubble_row$1,cfg_bubble_row$2,cfg_bubble_row$3,cfg_bubble_row$4,cfg_bubble_row$5,cfg_bubble_row$6,cfg_bubble_row$7,cfg_bubble_row$8,cfg_bubble_row$9,cfg_adaptive_ok,cfg_off_ring);
    
    // Module arguments
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
    output reg  [4:0] flit_out_valid;
    output reg  [65:0] flit_out$0;
    output reg  [65:0] flit_out$1;
    output reg  [65:0] flit_out$2;
    output reg  [65:0] flit_out$3;
    output reg  [65:0] flit_out$4;
    output reg  flit_out_vc$0;
    output reg  flit_out_vc$1;
    output reg  flit_out_vc$2;
    output reg  flit_out_vc$3;
    output reg  flit_out_vc$4;
    output reg  [4:0] credit_out_valid;
    output reg  credit_out_vc$0;
    output reg  credit_out_vc$1;
    output reg  credit_out_vc$2;
    output reg  credit_out_vc$3;
    output reg  credit_out_vc$4;
    output reg  [4:0] copy_out_valid;
    input wire  [3:0] cfg_node;
    input wire  [111:0] cfg_table;
    input wire  [3:0] cfg_bubble$0;
    input wire  [3:0] cfg_bubble$1;
    input wire  [3:0] cfg_bubble$2;
    input wire  [3:0] cfg_bubble$3;
    input wire  [3:0] cfg_bubble$4;
    input wire  [9:0] cfg_on_escape;
    input wire  [9:0] cfg_follow;
    input wire  [9:0] cfg_down;
    input wire  [3:0] cfg_keep$0;
    input wire  [3:0] cfg_keep$1;
    input wire  [3:0] cfg_keep$2;
    input wire  [3:0] cfg_keep$3;
    input wire  [3:0] cfg_keep$4;
    input wire  [3:0] cfg_keep$5;
    input wire  [3:0] cfg_keep$6;
    input wire  [3:0] cfg_keep$7;
    input wire  [3:0] cfg_keep$8;
    input wire  [3:0] cfg_keep$9;
    input wire  [2:0] cfg_successor$0;
    input wire  [2:0] cfg_successor$1;
    input wire  [2:0] cfg_successor$2;
    input wire  [2:0] cfg_successor$3;
    input wire  [2:0] cfg_successor$4;
    input wire  [2:0] cfg_successor$5;
    input wire  [2:0] cfg_successor$6;
    input wire  [2:0] cfg_successor$7;
    input wire  [2:0] cfg_successor$8;
    input wire  [2:0] cfg_successor$9;
    input wire  [2:0] cfg_bubble_row$0;
    input wire  [2:0] cfg_bubble_row$1;
    input wire  [2:0] cfg_bubble_row$2;
    input wire  [2:0] cfg_bubble_row$3;
    input wire  [2:0] cfg_bubble_row$4;
    input wire  [2:0] cfg_bubble_row$5;
    input wire  [2:0] cfg_bubble_row$6;
    input wire  [2:0] cfg_bubble_row$7;
    input wire  [2:0] cfg_bubble_row$8;
    input wire  [2:0] cfg_bubble_row$9;
    input wire  [9:0] cfg_adaptive_ok;
    input wire  [9:0] cfg_off_ring;
    
    // Constant declarations
    localparam  in_port$0 = 3'b0;
    localparam  in_port$1 = 3'b0;
    localparam  in_port$2 = 3'b1;
    localparam  in_port$3 = 3'b1;
    localparam  in_port$4 = 3'b10;
    localparam  in_port$5 = 3'b10;
    localparam  in_port$6 = 3'b11;
    localparam  in_port$7 = 3'b11;
    localparam  in_port$8 = 3'b100;
    localparam  in_port$9 = 3'b100;
    localparam  in_vc$0 = 1'b0;
    localparam  in_vc$1 = 1'b1;
    localparam  in_vc$2 = 1'b0;
    localparam  in_vc$3 = 1'b1;
    localparam  in_vc$4 = 1'b0;
    localparam  in_vc$5 = 1'b1;
    localparam  in_vc$6 = 1'b0;
    localparam  in_vc$7 = 1'b1;
    localparam  in_vc$8 = 1'b0;
    localparam  in_vc$9 = 1'b1;
    localparam  injected$0 = 1'b0;
    localparam  injected$1 = 1'b0;
    localparam  injected$2 = 1'b0;
    localparam  injected$3 = 1'b0;
    localparam  injected$4 = 1'b0;
    localparam  injected$5 = 1'b0;
    localparam  injected$6 = 1'b0;
    localparam  injected$7 = 1'b0;
    localparam  injected$8 = 1'b1;
    localparam  injected$9 = 1'b1;
    localparam  arrived_class$0 = 1'b0;
    localparam  arrived_class$1 = 1'b0;
    localparam  arrived_class$2 = 1'b0;
    localparam  arrived_class$3 = 1'b0;
    localparam  arrived_class$4 = 1'b0;
    localparam  arrived_class$5 = 1'b0;
    localparam  arrived_class$6 = 1'b0;
    localparam  arrived_class$7 = 1'b0;
    localparam  arrived_class$8 = 1'b0;
    localparam  arrived_class$9 = 1'b0;
    localparam  out_port_of$0 = 3'b0;
    localparam  out_port_of$1 = 3'b0;
    localparam  out_port_of$2 = 3'b1;
    localparam  out_port_of$3 = 3'b1;
    localparam  out_port_of$4 = 3'b10;
    localparam  out_port_of$5 = 3'b10;
    localparam  out_port_of$6 = 3'b11;
    localparam  out_port_of$7 = 3'b11;
    localparam  out_port_of$8 = 3'b100;
    localparam  out_port_of$9 = 3'b100;
    localparam  out_vc_of$0 = 1'b0;
    localparam  out_vc_of$1 = 1'b1;
    localparam  out_vc_of$2 = 1'b0;
    localparam  out_vc_of$3 = 1'b1;
    localparam  out_vc_of$4 = 1'b0;
    localparam  out_vc_of$5 = 1'b1;
    localparam  out_vc_of$6 = 1'b0;
    localparam  out_vc_of$7 = 1'b1;
    localparam  out_vc_of$8 = 1'b0;
    localparam  out_vc_of$9 = 1'b1;
    localparam  port_hot$0 = 4'h1;
    localparam  port_hot$1 = 4'h1;
    localparam  port_hot$2 = 4'h2;
    localparam  port_hot$3 = 4'h2;
    localparam  port_hot$4 = 4'h4;
    localparam  port_hot$5 = 4'h4;
    localparam  port_hot$6 = 4'h8;
    localparam  port_hot$7 = 4'h8;
    localparam  port_hot$8 = 4'h0;
    localparam  port_hot$9 = 4'h0;
    localparam  sink$0 = 1'b0;
    localparam  sink$1 = 1'b0;
    localparam  sink$2 = 1'b0;
    localparam  sink$3 = 1'b0;
    localparam  sink$4 = 1'b0;
    localparam  sink$5 = 1'b0;
    localparam  sink$6 = 1'b0;
    localparam  sink$7 = 1'b0;
    localparam  sink$8 = 1'b1;
    localparam  sink$9 = 1'b1;
    localparam  escape_vc$0 = 1'b1;
    localparam  escape_vc$1 = 1'b0;
    localparam  escape_vc$2 = 1'b1;
    localparam  escape_vc$3 = 1'b0;
    localparam  escape_vc$4 = 1'b1;
    localparam  escape_vc$5 = 1'b0;
    localparam  escape_vc$6 = 1'b1;
    localparam  escape_vc$7 = 1'b0;
    localparam  escape_vc$8 = 1'b1;
    localparam  escape_vc$9 = 1'b0;
    localparam  class_of$0 = 1'b0;
    localparam  class_of$1 = 1'b0;
    localparam  class_of$2 = 1'b0;
    localparam  class_of$3 = 1'b0;
    localparam  class_of$4 = 1'b0;
    localparam  class_of$5 = 1'b0;
    localparam  class_of$6 = 1'b0;
    localparam  class_of$7 = 1'b0;
    localparam  class_of$8 = 1'b0;
    localparam  class_of$9 = 1'b0;
    localparam  need$0 = 4'h4;
    localparam  need$1 = 4'h4;
    localparam  need$2 = 4'h4;
    localparam  need$3 = 4'h4;
    localparam  need$4 = 4'h4;
    localparam  need$5 = 4'h4;
    localparam  need$6 = 4'h4;
    localparam  need$7 = 4'h4;
    localparam  need$8 = 4'h4;
    localparam  need$9 = 4'h4;
    localparam  admission_vc$0 = 1'b1;
    localparam  admission_vc$1 = 1'b0;
    localparam  admission_vc$2 = 1'b1;
    localparam  admission_vc$3 = 1'b0;
    localparam  admission_vc$4 = 1'b1;
    localparam  admission_vc$5 = 1'b0;
    localparam  admission_vc$6 = 1'b1;
    localparam  admission_vc$7 = 1'b0;
    localparam  admission_vc$8 = 1'b1;
    localparam  admission_vc$9 = 1'b0;
    localparam  vc_index$0 = 4'h0;
    localparam  vc_index$1 = 4'h1;
    localparam  vc_index$2 = 4'h0;
    localparam  vc_index$3 = 4'h1;
    localparam  vc_index$4 = 4'h0;
    localparam  vc_index$5 = 4'h1;
    localparam  vc_index$6 = 4'h0;
    localparam  vc_index$7 = 4'h1;
    localparam  vc_index$8 = 4'h0;
    localparam  vc_index$9 = 4'h1;
    localparam  bubble_check = 1'b1;
    localparam  transit_priority = 1'b1;
    localparam  admission = 1'b1;
    localparam  admission_credits = 4'h4;
    localparam  two_packets = 4'h8;
    localparam  escape_patience = 4'h0;
    localparam  injection_patience = 4'hf;
    localparam  hops_at = 8'h6;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  dest_shift = 8'h4;
    localparam  below_list = 66'h3fffffffffffff;
    localparam  local_row = 3'b100;
    
    // Stub signals
    reg  fifo$0$write;
    reg  [65:0] fifo$0$flit_in;
    reg  fifo$0$read;
    reg  fifo$0$clock;
    wire  [65:0] fifo$0$front;
    wire  fifo$0$valid;
    wire  [3:0] fifo$0$count;
    reg  fifo$1$write;
    reg  [65:0] fifo$1$flit_in;
    reg  fifo$1$read;
    reg  fifo$1$clock;
    wire  [65:0] fifo$1$front;
    wire  fifo$1$valid;
    wire  [3:0] fifo$1$count;
    reg  fifo$2$write;
    reg  [65:0] fifo$2$flit_in;
    reg  fifo$2$read;
    reg  fifo$2$clock;
    wire  [65:0] fifo$2$front;
    wire  fifo$2$valid;
    wire  [3:0] fifo$2$count;
    reg  fifo$3$write;
    reg  [65:0] fifo$3$flit_in;
    reg  fifo$3$read;
    reg  fifo$3$clock;
    wire  [65:0] fifo$3$front;
    wire  fifo$3$valid;
    wire  [3:0] fifo$3$count;
    reg  fifo$4$write;
    reg  [65:0] fifo$4$flit_in;
    reg  fifo$4$read;
    reg  fifo$4$clock;
    wire  [65:0] fifo$4$front;
    wire  fifo$4$valid;
    wire  [3:0] fifo$4$count;
    reg  fifo$5$write;
    reg  [65:0] fifo$5$flit_in;
    reg  fifo$5$read;
    reg  fifo$5$clock;
    wire  [65:0] fifo$5$front;
    wire  fifo$5$valid;
    wire  [3:0] fifo$5$count;
    reg  fifo$6$write;
    reg  [65:0] fifo$6$flit_in;
    reg  fifo$6$read;
    reg  fifo$6$clock;
    wire  [65:0] fifo$6$front;
    wire  fifo$6$valid;
    wire  [3:0] fifo$6$count;
    reg  fifo$7$write;
    reg  [65:0] fifo$7$flit_in;
    reg  fifo$7$read;
    reg  fifo$7$clock;
    wire  [65:0] fifo$7$front;
    wire  fifo$7$valid;
    wire  [3:0] fifo$7$count;
    reg  fifo$8$write;
    reg  [65:0] fifo$8$flit_in;
    reg  fifo$8$read;
    reg  fifo$8$clock;
    wire  [65:0] fifo$8$front;
    wire  fifo$8$valid;
    wire  [3:0] fifo$8$count;
    reg  fifo$9$write;
    reg  [65:0] fifo$9$flit_in;
    reg  fifo$9$read;
    reg  fifo$9$clock;
    wire  [65:0] fifo$9$front;
    wire  fifo$9$valid;
    wire  [3:0] fifo$9$count;
    reg  [65:0] rc$0$head;
    reg  [3:0] rc$0$node;
    reg  [111:0] rc$0$routes;
    reg  rc$0$down;
    reg  [3:0] rc$0$keep;
    reg  rc$0$follow;
    reg  [2:0] rc$0$successor;
    reg  rc$0$on_escape;
    reg  rc$0$arrived_class;
    wire  rc$0$eject;
    wire  [3:0] rc$0$mask;
    wire  rc$0$escape;
    wire  [2:0] rc$0$port;
    wire  rc$0$esc_class;
    wire  rc$0$absorb;
    wire  rc$0$layered;
    wire  [3:0] rc$0$layer;
    reg  [65:0] rc$1$head;
    reg  [3:0] rc$1$node;
    reg  [111:0] rc$1$routes;
    reg  rc$1$down;
    reg  [3:0] rc$1$keep;
    reg  rc$1$follow;
    reg  [2:0] rc$1$successor;
    reg  rc$1$on_escape;
    reg  rc$1$arrived_class;
    wire  rc$1$eject;
    wire  [3:0] rc$1$mask;
    wire  rc$1$escape;
    wire  [2:0] rc$1$port;
    wire  rc$1$esc_class;
    wire  rc$1$absorb;
    wire  rc$1$layered;
    wire  [3:0] rc$1$layer;
    reg  [65:0] rc$2$head;
    reg  [3:0] rc$2$node;
    reg  [111:0] rc$2$routes;
    reg  rc$2$down;
    reg  [3:0] rc$2$keep;
    reg  rc$2$follow;
    reg  [2:0] rc$2$successor;
    reg  rc$2$on_escape;
    reg  rc$2$arrived_class;
    wire  rc$2$eject;
    wire  [3:0] rc$2$mask;
    wire  rc$2$escape;
    wire  [2:0] rc$2$port;
    wire  rc$2$esc_class;
    wire  rc$2$absorb;
    wire  rc$2$layered;
    wire  [3:0] rc$2$layer;
    reg  [65:0] rc$3$head;
    reg  [3:0] rc$3$node;
    reg  [111:0] rc$3$routes;
    reg  rc$3$down;
    reg  [3:0] rc$3$keep;
    reg  rc$3$follow;
    reg  [2:0] rc$3$successor;
    reg  rc$3$on_escape;
    reg  rc$3$arrived_class;
    wire  rc$3$eject;
    wire  [3:0] rc$3$mask;
    wire  rc$3$escape;
    wire  [2:0] rc$3$port;
    wire  rc$3$esc_class;
    wire  rc$3$absorb;
    wire  rc$3$layered;
    wire  [3:0] rc$3$layer;
    reg  [65:0] rc$4$head;
    reg  [3:0] rc$4$node;
    reg  [111:0] rc$4$routes;
    reg  rc$4$down;
    reg  [3:0] rc$4$keep;
    reg  rc$4$follow;
    reg  [2:0] rc$4$successor;
    reg  rc$4$on_escape;
    reg  rc$4$arrived_class;
    wire  rc$4$eject;
    wire  [3:0] rc$4$mask;
    wire  rc$4$escape;
    wire  [2:0] rc$4$port;
    wire  rc$4$esc_class;
    wire  rc$4$absorb;
    wire  rc$4$layered;
    wire  [3:0] rc$4$layer;
    reg  [65:0] rc$5$head;
    reg  [3:0] rc$5$node;
    reg  [111:0] rc$5$routes;
    reg  rc$5$down;
    reg  [3:0] rc$5$keep;
    reg  rc$5$follow;
    reg  [2:0] rc$5$successor;
    reg  rc$5$on_escape;
    reg  rc$5$arrived_class;
    wire  rc$5$eject;
    wire  [3:0] rc$5$mask;
    wire  rc$5$escape;
    wire  [2:0] rc$5$port;
    wire  rc$5$esc_class;
    wire  rc$5$absorb;
    wire  rc$5$layered;
    wire  [3:0] rc$5$layer;
    reg  [65:0] rc$6$head;
    reg  [3:0] rc$6$node;
    reg  [111:0] rc$6$routes;
    reg  rc$6$down;
    reg  [3:0] rc$6$keep;
    reg  rc$6$follow;
    reg  [2:0] rc$6$successor;
    reg  rc$6$on_escape;
    reg  rc$6$arrived_class;
    wire  rc$6$eject;
    wire  [3:0] rc$6$mask;
    wire  rc$6$escape;
    wire  [2:0] rc$6$port;
    wire  rc$6$esc_class;
    wire  rc$6$absorb;
    wire  rc$6$layered;
    wire  [3:0] rc$6$layer;
    reg  [65:0] rc$7$head;
    reg  [3:0] rc$7$node;
    reg  [111:0] rc$7$routes;
    reg  rc$7$down;
    reg  [3:0] rc$7$keep;
    reg  rc$7$follow;
    reg  [2:0] rc$7$successor;
    reg  rc$7$on_escape;
    reg  rc$7$arrived_class;
    wire  rc$7$eject;
    wire  [3:0] rc$7$mask;
    wire  rc$7$escape;
    wire  [2:0] rc$7$port;
    wire  rc$7$esc_class;
    wire  rc$7$absorb;
    wire  rc$7$layered;
    wire  [3:0] rc$7$layer;
    reg  [65:0] rc$8$head;
    reg  [3:0] rc$8$node;
    reg  [111:0] rc$8$routes;
    reg  rc$8$down;
    reg  [3:0] rc$8$keep;
    reg  rc$8$follow;
    reg  [2:0] rc$8$successor;
    reg  rc$8$on_escape;
    reg  rc$8$arrived_class;
    wire  rc$8$eject;
    wire  [3:0] rc$8$mask;
    wire  rc$8$escape;
    wire  [2:0] rc$8$port;
    wire  rc$8$esc_class;
    wire  rc$8$absorb;
    wire  rc$8$layered;
    wire  [3:0] rc$8$layer;
    reg  [65:0] rc$9$head;
    reg  [3:0] rc$9$node;
    reg  [111:0] rc$9$routes;
    reg  rc$9$down;
    reg  [3:0] rc$9$keep;
    reg  rc$9$follow;
    reg  [2:0] rc$9$successor;
    reg  rc$9$on_escape;
    reg  rc$9$arrived_class;
    wire  rc$9$eject;
    wire  [3:0] rc$9$mask;
    wire  rc$9$escape;
    wire  [2:0] rc$9$port;
    wire  rc$9$esc_class;
    wire  rc$9$absorb;
    wire  rc$9$layered;
    wire  [3:0] rc$9$layer;
    reg  [9:0] va_arb$0$req;
    reg  va_arb$0$advance;
    reg  va_arb$0$clock;
    wire  [9:0] va_arb$0$grant;
    wire  [3:0] va_arb$0$grant_index;
    wire  va_arb$0$valid;
    wire  [3:0] va_arb$0$ptr;
    reg  [9:0] va_arb$1$req;
    reg  va_arb$1$advance;
    reg  va_arb$1$clock;
    wire  [9:0] va_arb$1$grant;
    wire  [3:0] va_arb$1$grant_index;
    wire  va_arb$1$valid;
    wire  [3:0] va_arb$1$ptr;
    reg  [9:0] va_arb$2$req;
    reg  va_arb$2$advance;
    reg  va_arb$2$clock;
    wire  [9:0] va_arb$2$grant;
    wire  [3:0] va_arb$2$grant_index;
    wire  va_arb$2$valid;
    wire  [3:0] va_arb$2$ptr;
    reg  [9:0] va_arb$3$req;
    reg  va_arb$3$advance;
    reg  va_arb$3$clock;
    wire  [9:0] va_arb$3$grant;
    wire  [3:0] va_arb$3$grant_index;
    wire  va_arb$3$valid;
    wire  [3:0] va_arb$3$ptr;
    reg  [9:0] va_arb$4$req;
    reg  va_arb$4$advance;
    reg  va_arb$4$clock;
    wire  [9:0] va_arb$4$grant;
    wire  [3:0] va_arb$4$grant_index;
    wire  va_arb$4$valid;
    wire  [3:0] va_arb$4$ptr;
    reg  [9:0] va_arb$5$req;
    reg  va_arb$5$advance;
    reg  va_arb$5$clock;
    wire  [9:0] va_arb$5$grant;
    wire  [3:0] va_arb$5$grant_index;
    wire  va_arb$5$valid;
    wire  [3:0] va_arb$5$ptr;
    reg  [9:0] va_arb$6$req;
    reg  va_arb$6$advance;
    reg  va_arb$6$clock;
    wire  [9:0] va_arb$6$grant;
    wire  [3:0] va_arb$6$grant_index;
    wire  va_arb$6$valid;
    wire  [3:0] va_arb$6$ptr;
    reg  [9:0] va_arb$7$req;
    reg  va_arb$7$advance;
    reg  va_arb$7$clock;
    wire  [9:0] va_arb$7$grant;
    wire  [3:0] va_arb$7$grant_index;
    wire  va_arb$7$valid;
    wire  [3:0] va_arb$7$ptr;
    reg  [9:0] va_arb$8$req;
    reg  va_arb$8$advance;
    reg  va_arb$8$clock;
    wire  [9:0] va_arb$8$grant;
    wire  [3:0] va_arb$8$grant_index;
    wire  va_arb$8$valid;
    wire  [3:0] va_arb$8$ptr;
    reg  [9:0] va_arb$9$req;
    reg  va_arb$9$advance;
    reg  va_arb$9$clock;
    wire  [9:0] va_arb$9$grant;
    wire  [3:0] va_arb$9$grant_index;
    wire  va_arb$9$valid;
    wire  [3:0] va_arb$9$ptr;
    reg  [1:0] sa_in$0$req;
    reg  sa_in$0$advance;
    reg  sa_in$0$clock;
    wire  [1:0] sa_in$0$grant;
    wire  sa_in$0$grant_index;
    wire  sa_in$0$valid;
    wire  sa_in$0$ptr;
    reg  [1:0] sa_in$1$req;
    reg  sa_in$1$advance;
    reg  sa_in$1$clock;
    wire  [1:0] sa_in$1$grant;
    wire  sa_in$1$grant_index;
    wire  sa_in$1$valid;
    wire  sa_in$1$ptr;
    reg  [1:0] sa_in$2$req;
    reg  sa_in$2$advance;
    reg  sa_in$2$clock;
    wire  [1:0] sa_in$2$grant;
    wire  sa_in$2$grant_index;
    wire  sa_in$2$valid;
    wire  sa_in$2$ptr;
    reg  [1:0] sa_in$3$req;
    reg  sa_in$3$advance;
    reg  sa_in$3$clock;
    wire  [1:0] sa_in$3$grant;
    wire  sa_in$3$grant_index;
    wire  sa_in$3$valid;
    wire  sa_in$3$ptr;
    reg  [1:0] sa_in$4$req;
    reg  sa_in$4$advance;
    reg  sa_in$4$clock;
    wire  [1:0] sa_in$4$grant;
    wire  sa_in$4$grant_index;
    wire  sa_in$4$valid;
    wire  sa_in$4$ptr;
    reg  [4:0] sa_out$0$req;
    reg  sa_out$0$advance;
    reg  sa_out$0$clock;
    wire  [4:0] sa_out$0$grant;
    wire  [2:0] sa_out$0$grant_index;
    wire  sa_out$0$valid;
    wire  [2:0] sa_out$0$ptr;
    reg  [4:0] sa_out$1$req;
    reg  sa_out$1$advance;
    reg  sa_out$1$clock;
    wire  [4:0] sa_out$1$grant;
    wire  [2:0] sa_out$1$grant_index;
    wire  sa_out$1$valid;
    wire  [2:0] sa_out$1$ptr;
    reg  [4:0] sa_out$2$req;
    reg  sa_out$2$advance;
    reg  sa_out$2$clock;
    wire  [4:0] sa_out$2$grant;
    wire  [2:0] sa_out$2$grant_index;
    wire  sa_out$2$valid;
    wire  [2:0] sa_out$2$ptr;
    reg  [4:0] sa_out$3$req;
    reg  sa_out$3$advance;
    reg  sa_out$3$clock;
    wire  [4:0] sa_out$3$grant;
    wire  [2:0] sa_out$3$grant_index;
    wire  sa_out$3$valid;
    wire  [2:0] sa_out$3$ptr;
    reg  [4:0] sa_out$4$req;
    reg  sa_out$4$advance;
    reg  sa_out$4$clock;
    wire  [4:0] sa_out$4$grant;
    wire  [2:0] sa_out$4$grant_index;
    wire  sa_out$4$valid;
    wire  [2:0] sa_out$4$ptr;
    reg  [1:0] state$0$d;
    wire  [1:0] state$0$q;
    reg  state$0$clock;
    reg  [1:0] state$1$d;
    wire  [1:0] state$1$q;
    reg  state$1$clock;
    reg  [1:0] state$2$d;
    wire  [1:0] state$2$q;
    reg  state$2$clock;
    reg  [1:0] state$3$d;
    wire  [1:0] state$3$q;
    reg  state$3$clock;
    reg  [1:0] state$4$d;
    wire  [1:0] state$4$q;
    reg  state$4$clock;
    reg  [1:0] state$5$d;
    wire  [1:0] state$5$q;
    reg  state$5$clock;
    reg  [1:0] state$6$d;
    wire  [1:0] state$6$q;
    reg  state$6$clock;
    reg  [1:0] state$7$d;
    wire  [1:0] state$7$q;
    reg  state$7$clock;
    reg  [1:0] state$8$d;
    wire  [1:0] state$8$q;
    reg  state$8$clock;
    reg  [1:0] state$9$d;
    wire  [1:0] state$9$q;
    reg  state$9$clock;
    reg  [3:0] route_mask$0$d;
    wire  [3:0] route_mask$0$q;
    reg  route_mask$0$clock;
    reg  [3:0] route_mask$1$d;
    wire  [3:0] route_mask$1$q;
    reg  route_mask$1$clock;
    reg  [3:0] route_mask$2$d;
    wire  [3:0] route_mask$2$q;
    reg  route_mask$2$clock;
    reg  [3:0] route_mask$3$d;
    wire  [3:0] route_mask$3$q;
    reg  route_mask$3$clock;
    reg  [3:0] route_mask$4$d;
    wire  [3:0] route_mask$4$q;
    reg  route_mask$4$clock;
    reg  [3:0] route_mask$5$d;
    wire  [3:0] route_mask$5$q;
    reg  route_mask$5$clock;
    reg  [3:0] route_mask$6$d;
    wire  [3:0] route_mask$6$q;
    reg  route_mask$6$clock;
    reg  [3:0] route_mask$7$d;
    wire  [3:0] route_mask$7$q;
    reg  route_mask$7$clock;
    reg  [3:0] route_mask$8$d;
    wire  [3:0] route_mask$8$q;
    reg  route_mask$8$clock;
    reg  [3:0] route_mask$9$d;
    wire  [3:0] route_mask$9$q;
    reg  route_mask$9$clock;
    reg  route_escape$0$d;
    wire  route_escape$0$q;
    reg  route_escape$0$clock;
    reg  route_escape$1$d;
    wire  route_escape$1$q;
    reg  route_escape$1$clock;
    reg  route_escape$2$d;
    wire  route_escape$2$q;
    reg  route_escape$2$clock;
    reg  route_escape$3$d;
    wire  route_escape$3$q;
    reg  route_escape$3$clock;
    reg  route_escape$4$d;
    wire  route_escape$4$q;
    reg  route_escape$4$clock;
    reg  route_escape$5$d;
    wire  route_escape$5$q;
    reg  route_escape$5$clock;
    reg  route_escape$6$d;
    wire  route_escape$6$q;
    reg  route_escape$6$clock;
    reg  route_escape$7$d;
    wire  route_escape$7$q;
    reg  route_escape$7$clock;
    reg  route_escape$8$d;
    wire  route_escape$8$q;
    reg  route_escape$8$clock;
    reg  route_escape$9$d;
    wire  route_escape$9$q;
    reg  route_escape$9$clock;
    reg  [2:0] route_port$0$d;
    wire  [2:0] route_port$0$q;
    reg  route_port$0$clock;
    reg  [2:0] route_port$1$d;
    wire  [2:0] route_port$1$q;
    reg  route_port$1$clock;
    reg  [2:0] route_port$2$d;
    wire  [2:0] route_port$2$q;
    reg  route_port$2$clock;
    reg  [2:0] route_port$3$d;
    wire  [2:0] route_port$3$q;
    reg  route_port$3$clock;
    reg  [2:0] route_port$4$d;
    wire  [2:0] route_port$4$q;
    reg  route_port$4$clock;
    reg  [2:0] route_port$5$d;
    wire  [2:0] route_port$5$q;
    reg  route_port$5$clock;
    reg  [2:0] route_port$6$d;
    wire  [2:0] route_port$6$q;
    reg  route_port$6$clock;
    reg  [2:0] route_port$7$d;
    wire  [2:0] route_port$7$q;
    reg  route_port$7$clock;
    reg  [2:0] route_port$8$d;
    wire  [2:0] route_port$8$q;
    reg  route_port$8$clock;
    reg  [2:0] route_port$9$d;
    wire  [2:0] route_port$9$q;
    reg  route_port$9$clock;
    reg  route_class$0$d;
    wire  route_class$0$q;
    reg  route_class$0$clock;
    reg  route_class$1$d;
    wire  route_class$1$q;
    reg  route_class$1$clock;
    reg  route_class$2$d;
    wire  route_class$2$q;
    reg  route_class$2$clock;
    reg  route_class$3$d;
    wire  route_class$3$q;
    reg  route_class$3$clock;
    reg  route_class$4$d;
    wire  route_class$4$q;
    reg  route_class$4$clock;
    reg  route_class$5$d;
    wire  route_class$5$q;
    reg  route_class$5$clock;
    reg  route_class$6$d;
    wire  route_class$6$q;
    reg  route_class$6$clock;
    reg  route_class$7$d;
    wire  route_class$7$q;
    reg  route_class$7$clock;
    reg  route_class$8$d;
    wire  route_class$8$q;
    reg  route_class$8$clock;
    reg  route_class$9$d;
    wire  route_class$9$q;
    reg  route_class$9$clock;
    reg  route_eject$0$d;
    wire  route_eject$0$q;
    reg  route_eject$0$clock;
    reg  route_eject$1$d;
    wire  route_eject$1$q;
    reg  route_eject$1$clock;
    reg  route_eject$2$d;
    wire  route_eject$2$q;
    reg  route_eject$2$clock;
    reg  route_eject$3$d;
    wire  route_eject$3$q;
    reg  route_eject$3$clock;
    reg  route_eject$4$d;
    wire  route_eject$4$q;
    reg  route_eject$4$clock;
    reg  route_eject$5$d;
    wire  route_eject$5$q;
    reg  route_eject$5$clock;
    reg  route_eject$6$d;
    wire  route_eject$6$q;
    reg  route_eject$6$clock;
    reg  route_eject$7$d;
    wire  route_eject$7$q;
    reg  route_eject$7$clock;
    reg  route_eject$8$d;
    wire  route_eject$8$q;
    reg  route_eject$8$clock;
    reg  route_eject$9$d;
    wire  route_eject$9$q;
    reg  route_eject$9$clock;
    reg  [3:0] refused$0$d;
    wire  [3:0] refused$0$q;
    reg  refused$0$clock;
    reg  [3:0] refused$1$d;
    wire  [3:0] refused$1$q;
    reg  refused$1$clock;
    reg  [3:0] refused$2$d;
    wire  [3:0] refused$2$q;
    reg  refused$2$clock;
    reg  [3:0] refused$3$d;
    wire  [3:0] refused$3$q;
    reg  refused$3$clock;
    reg  [3:0] refused$4$d;
    wire  [3:0] refused$4$q;
    reg  refused$4$clock;
    reg  [3:0] refused$5$d;
    wire  [3:0] refused$5$q;
    reg  refused$5$clock;
    reg  [3:0] refused$6$d;
    wire  [3:0] refused$6$q;
    reg  refused$6$clock;
    reg  [3:0] refused$7$d;
    wire  [3:0] refused$7$q;
    reg  refused$7$clock;
    reg  [3:0] refused$8$d;
    wire  [3:0] refused$8$q;
    reg  refused$8$clock;
    reg  [3:0] refused$9$d;
    wire  [3:0] refused$9$q;
    reg  refused$9$clock;
    reg  [3:0] held_vc$0$d;
    wire  [3:0] held_vc$0$q;
    reg  held_vc$0$clock;
    reg  [3:0] held_vc$1$d;
    wire  [3:0] held_vc$1$q;
    reg  held_vc$1$clock;
    reg  [3:0] held_vc$2$d;
    wire  [3:0] held_vc$2$q;
    reg  held_vc$2$clock;
    reg  [3:0] held_vc$3$d;
    wire  [3:0] held_vc$3$q;
    reg  held_vc$3$clock;
    reg  [3:0] held_vc$4$d;
    wire  [3:0] held_vc$4$q;
    reg  held_vc$4$clock;
    reg  [3:0] held_vc$5$d;
    wire  [3:0] held_vc$5$q;
    reg  held_vc$5$clock;
    reg  [3:0] held_vc$6$d;
    wire  [3:0] held_vc$6$q;
    reg  held_vc$6$clock;
    reg  [3:0] held_vc$7$d;
    wire  [3:0] held_vc$7$q;
    reg  held_vc$7$clock;
    reg  [3:0] held_vc$8$d;
    wire  [3:0] held_vc$8$q;
    reg  held_vc$8$clock;
    reg  [3:0] held_vc$9$d;
    wire  [3:0] held_vc$9$q;
    reg  held_vc$9$clock;
    reg  [2:0] held_port$0$d;
    wire  [2:0] held_port$0$q;
    reg  held_port$0$clock;
    reg  [2:0] held_port$1$d;
    wire  [2:0] held_port$1$q;
    reg  held_port$1$clock;
    reg  [2:0] held_port$2$d;
    wire  [2:0] held_port$2$q;
    reg  held_port$2$clock;
    reg  [2:0] held_port$3$d;
    wire  [2:0] held_port$3$q;
    reg  held_port$3$clock;
    reg  [2:0] held_port$4$d;
    wire  [2:0] held_port$4$q;
    reg  held_port$4$clock;
    reg  [2:0] held_port$5$d;
    wire  [2:0] held_port$5$q;
    reg  held_port$5$clock;
    reg  [2:0] held_port$6$d;
    wire  [2:0] held_port$6$q;
    reg  held_port$6$clock;
    reg  [2:0] held_port$7$d;
    wire  [2:0] held_port$7$q;
    reg  held_port$7$clock;
    reg  [2:0] held_port$8$d;
    wire  [2:0] held_port$8$q;
    reg  held_port$8$clock;
    reg  [2:0] held_port$9$d;
    wire  [2:0] held_port$9$q;
    reg  held_port$9$clock;
    reg  held_out_vc$0$d;
    wire  held_out_vc$0$q;
    reg  held_out_vc$0$clock;
    reg  held_out_vc$1$d;
    wire  held_out_vc$1$q;
    reg  held_out_vc$1$clock;
    reg  held_out_vc$2$d;
    wire  held_out_vc$2$q;
    reg  held_out_vc$2$clock;
    reg  held_out_vc$3$d;
    wire  held_out_vc$3$q;
    reg  held_out_vc$3$clock;
    reg  held_out_vc$4$d;
    wire  held_out_vc$4$q;
    reg  held_out_vc$4$clock;
    reg  held_out_vc$5$d;
    wire  held_out_vc$5$q;
    reg  held_out_vc$5$clock;
    reg  held_out_vc$6$d;
    wire  held_out_vc$6$q;
    reg  held_out_vc$6$clock;
    reg  held_out_vc$7$d;
    wire  held_out_vc$7$q;
    reg  held_out_vc$7$clock;
    reg  held_out_vc$8$d;
    wire  held_out_vc$8$q;
    reg  held_out_vc$8$clock;
    reg  held_out_vc$9$d;
    wire  held_out_vc$9$q;
    reg  held_out_vc$9$clock;
    reg  [3:0] granted_misses$0$d;
    wire  [3:0] granted_misses$0$q;
    reg  granted_misses$0$clock;
    reg  [3:0] granted_misses$1$d;
    wire  [3:0] granted_misses$1$q;
    reg  granted_misses$1$clock;
    reg  [3:0] granted_misses$2$d;
    wire  [3:0] granted_misses$2$q;
    reg  granted_misses$2$clock;
    reg  [3:0] granted_misses$3$d;
    wire  [3:0] granted_misses$3$q;
    reg  granted_misses$3$clock;
    reg  [3:0] granted_misses$4$d;
    wire  [3:0] granted_misses$4$q;
    reg  granted_misses$4$clock;
    reg  [3:0] granted_misses$5$d;
    wire  [3:0] granted_misses$5$q;
    reg  granted_misses$5$clock;
    reg  [3:0] granted_misses$6$d;
    wire  [3:0] granted_misses$6$q;
    reg  granted_misses$6$clock;
    reg  [3:0] granted_misses$7$d;
    wire  [3:0] granted_misses$7$q;
    reg  granted_misses$7$clock;
    reg  [3:0] granted_misses$8$d;
    wire  [3:0] granted_misses$8$q;
    reg  granted_misses$8$clock;
    reg  [3:0] granted_misses$9$d;
    wire  [3:0] granted_misses$9$q;
    reg  granted_misses$9$clock;
    reg  route_absorb$0$d;
    wire  route_absorb$0$q;
    reg  route_absorb$0$clock;
    reg  route_absorb$1$d;
    wire  route_absorb$1$q;
    reg  route_absorb$1$clock;
    reg  route_absorb$2$d;
    wire  route_absorb$2$q;
    reg  route_absorb$2$clock;
    reg  route_absorb$3$d;
    wire  route_absorb$3$q;
    reg  route_absorb$3$clock;
    reg  route_absorb$4$d;
    wire  route_absorb$4$q;
    reg  route_absorb$4$clock;
    reg  route_absorb$5$d;
    wire  route_absorb$5$q;
    reg  route_absorb$5$clock;
    reg  route_absorb$6$d;
    wire  route_absorb$6$q;
    reg  route_absorb$6$clock;
    reg  route_absorb$7$d;
    wire  route_absorb$7$q;
    reg  route_absorb$7$clock;
    reg  route_absorb$8$d;
    wire  route_absorb$8$q;
    reg  route_absorb$8$clock;
    reg  route_absorb$9$d;
    wire  route_absorb$9$q;
    reg  route_absorb$9$clock;
    reg  route_layered$0$d;
    wire  route_layered$0$q;
    reg  route_layered$0$clock;
    reg  route_layered$1$d;
    wire  route_layered$1$q;
    reg  route_layered$1$clock;
    reg  route_layered$2$d;
    wire  route_layered$2$q;
    reg  route_layered$2$clock;
    reg  route_layered$3$d;
    wire  route_layered$3$q;
    reg  route_layered$3$clock;
    reg  route_layered$4$d;
    wire  route_layered$4$q;
    reg  route_layered$4$clock;
    reg  route_layered$5$d;
    wire  route_layered$5$q;
    reg  route_layered$5$clock;
    reg  route_layered$6$d;
    wire  route_layered$6$q;
    reg  route_layered$6$clock;
    reg  route_layered$7$d;
    wire  route_layered$7$q;
    reg  route_layered$7$clock;
    reg  route_layered$8$d;
    wire  route_layered$8$q;
    reg  route_layered$8$clock;
    reg  route_layered$9$d;
    wire  route_layered$9$q;
    reg  route_layered$9$clock;
    reg  [3:0] route_layer$0$d;
    wire  [3:0] route_layer$0$q;
    reg  route_layer$0$clock;
    reg  [3:0] route_layer$1$d;
    wire  [3:0] route_layer$1$q;
    reg  route_layer$1$clock;
    reg  [3:0] route_layer$2$d;
    wire  [3:0] route_layer$2$q;
    reg  route_layer$2$clock;
    reg  [3:0] route_layer$3$d;
    wire  [3:0] route_layer$3$q;
    reg  route_layer$3$clock;
    reg  [3:0] route_layer$4$d;
    wire  [3:0] route_layer$4$q;
    reg  route_layer$4$clock;
    reg  [3:0] route_layer$5$d;
    wire  [3:0] route_layer$5$q;
    reg  route_layer$5$clock;
    reg  [3:0] route_layer$6$d;
    wire  [3:0] route_layer$6$q;
    reg  route_layer$6$clock;
    reg  [3:0] route_layer$7$d;
    wire  [3:0] route_layer$7$q;
    reg  route_layer$7$clock;
    reg  [3:0] route_layer$8$d;
    wire  [3:0] route_layer$8$q;
    reg  route_layer$8$clock;
    reg  [3:0] route_layer$9$d;
    wire  [3:0] route_layer$9$q;
    reg  route_layer$9$clock;
    reg  held_absorb$0$d;
    wire  held_absorb$0$q;
    reg  held_absorb$0$clock;
    reg  held_absorb$1$d;
    wire  held_absorb$1$q;
    reg  held_absorb$1$clock;
    reg  held_absorb$2$d;
    wire  held_absorb$2$q;
    reg  held_absorb$2$clock;
    reg  held_absorb$3$d;
    wire  held_absorb$3$q;
    reg  held_absorb$3$clock;
    reg  held_absorb$4$d;
    wire  held_absorb$4$q;
    reg  held_absorb$4$clock;
    reg  held_absorb$5$d;
    wire  held_absorb$5$q;
    reg  held_absorb$5$clock;
    reg  held_absorb$6$d;
    wire  held_absorb$6$q;
    reg  held_absorb$6$clock;
    reg  held_absorb$7$d;
    wire  held_absorb$7$q;
    reg  held_absorb$7$clock;
    reg  held_absorb$8$d;
    wire  held_absorb$8$q;
    reg  held_absorb$8$clock;
    reg  held_absorb$9$d;
    wire  held_absorb$9$q;
    reg  held_absorb$9$clock;
    reg  [3:0] credits$0$d;
    wire  [3:0] credits$0$q;
    reg  credits$0$clock;
    reg  [3:0] credits$1$d;
    wire  [3:0] credits$1$q;
    reg  credits$1$clock;
    reg  [3:0] credits$2$d;
    wire  [3:0] credits$2$q;
    reg  credits$2$clock;
    reg  [3:0] credits$3$d;
    wire  [3:0] credits$3$q;
    reg  credits$3$clock;
    reg  [3:0] credits$4$d;
    wire  [3:0] credits$4$q;
    reg  credits$4$clock;
    reg  [3:0] credits$5$d;
    wire  [3:0] credits$5$q;
    reg  credits$5$clock;
    reg  [3:0] credits$6$d;
    wire  [3:0] credits$6$q;
    reg  credits$6$clock;
    reg  [3:0] credits$7$d;
    wire  [3:0] credits$7$q;
    reg  credits$7$clock;
    reg  [3:0] credits$8$d;
    wire  [3:0] credits$8$q;
    reg  credits$8$clock;
    reg  [3:0] credits$9$d;
    wire  [3:0] credits$9$q;
    reg  credits$9$clock;
    reg  owned$0$d;
    wire  owned$0$q;
    reg  owned$0$clock;
    reg  owned$1$d;
    wire  owned$1$q;
    reg  owned$1$clock;
    reg  owned$2$d;
    wire  owned$2$q;
    reg  owned$2$clock;
    reg  owned$3$d;
    wire  owned$3$q;
    reg  owned$3$clock;
    reg  owned$4$d;
    wire  owned$4$q;
    reg  owned$4$clock;
    reg  owned$5$d;
    wire  owned$5$q;
    reg  owned$5$clock;
    reg  owned$6$d;
    wire  owned$6$q;
    reg  owned$6$clock;
    reg  owned$7$d;
    wire  owned$7$q;
    reg  owned$7$clock;
    reg  owned$8$d;
    wire  owned$8$q;
    reg  owned$8$clock;
    reg  owned$9$d;
    wire  owned$9$q;
    reg  owned$9$clock;
    reg  [4:0] out_valid$d;
    wire  [4:0] out_valid$q;
    reg  out_valid$clock;
    reg  [65:0] out_flit$0$d;
    wire  [65:0] out_flit$0$q;
    reg  out_flit$0$clock;
    reg  [65:0] out_flit$1$d;
    wire  [65:0] out_flit$1$q;
    reg  out_flit$1$clock;
    reg  [65:0] out_flit$2$d;
    wire  [65:0] out_flit$2$q;
    reg  out_flit$2$clock;
    reg  [65:0] out_flit$3$d;
    wire  [65:0] out_flit$3$q;
    reg  out_flit$3$clock;
    reg  [65:0] out_flit$4$d;
    wire  [65:0] out_flit$4$q;
    reg  out_flit$4$clock;
    reg  out_vc$0$d;
    wire  out_vc$0$q;
    reg  out_vc$0$clock;
    reg  out_vc$1$d;
    wire  out_vc$1$q;
    reg  out_vc$1$clock;
    reg  out_vc$2$d;
    wire  out_vc$2$q;
    reg  out_vc$2$clock;
    reg  out_vc$3$d;
    wire  out_vc$3$q;
    reg  out_vc$3$clock;
    reg  out_vc$4$d;
    wire  out_vc$4$q;
    reg  out_vc$4$clock;
    reg  [4:0] credit_valid$d;
    wire  [4:0] credit_valid$q;
    reg  credit_valid$clock;
    reg  credit_vc$0$d;
    wire  credit_vc$0$q;
    reg  credit_vc$0$clock;
    reg  credit_vc$1$d;
    wire  credit_vc$1$q;
    reg  credit_vc$1$clock;
    reg  credit_vc$2$d;
    wire  credit_vc$2$q;
    reg  credit_vc$2$clock;
    reg  credit_vc$3$d;
    wire  credit_vc$3$q;
    reg  credit_vc$3$clock;
    reg  credit_vc$4$d;
    wire  credit_vc$4$q;
    reg  credit_vc$4$clock;
    reg  [4:0] copy_valid$d;
    wire  [4:0] copy_valid$q;
    reg  copy_valid$clock;
    
    // Local signals
    reg  free$0;
    reg  free$1;
    reg  free$2;
    reg  free$3;
    reg  free$4;
    reg  free$5;
    reg  free$6;
    reg  free$7;
    reg  free$8;
    reg  free$9;
    reg  has_one$0;
    reg  has_one$1;
    reg  has_one$2;
    reg  has_one$3;
    reg  has_one$4;
    reg  has_one$5;
    reg  has_one$6;
    reg  has_one$7;
    reg  has_one$8;
    reg  has_one$9;
    reg  req_valid$0;
    reg  req_valid$1;
    reg  req_valid$2;
    reg  req_valid$3;
    reg  req_valid$4;
    reg  req_valid$5;
    reg  req_valid$6;
    reg  req_valid$7;
    reg  req_valid$8;
    reg  req_valid$9;
    reg  [3:0] req_vc$0;
    reg  [3:0] req_vc$1;
    reg  [3:0] req_vc$2;
    reg  [3:0] req_vc$3;
    reg  [3:0] req_vc$4;
    reg  [3:0] req_vc$5;
    reg  [3:0] req_vc$6;
    reg  [3:0] req_vc$7;
    reg  [3:0] req_vc$8;
    reg  [3:0] req_vc$9;
    reg  [3:0] req_misses$0;
    reg  [3:0] req_misses$1;
    reg  [3:0] req_misses$2;
    reg  [3:0] req_misses$3;
    reg  [3:0] req_misses$4;
    reg  [3:0] req_misses$5;
    reg  [3:0] req_misses$6;
    reg  [3:0] req_misses$7;
    reg  [3:0] req_misses$8;
    reg  [3:0] req_misses$9;
    reg  req_priority$0;
    reg  req_priority$1;
    reg  req_priority$2;
    reg  req_priority$3;
    reg  req_priority$4;
    reg  req_priority$5;
    reg  req_priority$6;
    reg  req_priority$7;
    reg  req_priority$8;
    reg  req_priority$9;
    reg  va_won$0;
    reg  va_won$1;
    reg  va_won$2;
    reg  va_won$3;
    reg  va_won$4;
    reg  va_won$5;
    reg  va_won$6;
    reg  va_won$7;
    reg  va_won$8;
    reg  va_won$9;
    reg  sa_req$0;
    reg  sa_req$1;
    reg  sa_req$2;
    reg  sa_req$3;
    reg  sa_req$4;
    reg  sa_req$5;
    reg  sa_req$6;
    reg  sa_req$7;
    reg  sa_req$8;
    reg  sa_req$9;
    reg  sa_pick$0;
    reg  sa_pick$1;
    reg  sa_pick$2;
    reg  sa_pick$3;
    reg  sa_pick$4;
    reg  sa_pick$5;
    reg  sa_pick$6;
    reg  sa_pick$7;
    reg  sa_pick$8;
    reg  sa_pick$9;
    reg  sa_go$0;
    reg  sa_go$1;
    reg  sa_go$2;
    reg  sa_go$3;
    reg  sa_go$4;
    reg  sa_go$5;
    reg  sa_go$6;
    reg  sa_go$7;
    reg  sa_go$8;
    reg  sa_go$9;
    reg  [2:0] sa_want$0;
    reg  [2:0] sa_want$1;
    reg  [2:0] sa_want$2;
    reg  [2:0] sa_want$3;
    reg  [2:0] sa_want$4;
    reg  [65:0] front;
    reg  [3:0] misses;
    reg  found;
    reg  [3:0] best;
    reg  [3:0] best_credits;
    reg  admit;
    reg  [3:0] patience;
    reg  enters;
    reg  sent;
    reg  [3:0] row_bits;
    reg  [9:0] all_req;
    reg  [9:0] urgent_req;
    reg  [1:0] port_req;
    reg  [4:0] out_req;
    reg  [65:0] flit;
    reg  [7:0] hops;
    reg  vc_out;
    reg  [4:0] next_valid;
    reg  [4:0] next_credit_valid;
    reg  [4:0] next_copy_valid;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [2:0] row;
    reg  copy;
    
    // Sub module instances
    ftr_router_core$fifo$0 fifo$0(
        .write(fifo$0$write),
        .flit_in(fifo$0$flit_in),
        .read(fifo$0$read),
        .clock(fifo$0$clock),
        .front(fifo$0$front),
        .valid(fifo$0$valid),
        .count(fifo$0$count)
    );
    ftr_router_core$fifo$1 fifo$1(
        .write(fifo$1$write),
        .flit_in(fifo$1$flit_in),
        .read(fifo$1$read),
        .clock(fifo$1$clock),
        .front(fifo$1$front),
        .valid(fifo$1$valid),
        .count(fifo$1$count)
    );
    ftr_router_core$fifo$2 fifo$2(
        .write(fifo$2$write),
        .flit_in(fifo$2$flit_in),
        .read(fifo$2$read),
        .clock(fifo$2$clock),
        .front(fifo$2$front),
        .valid(fifo$2$valid),
        .count(fifo$2$count)
    );
    ftr_router_core$fifo$3 fifo$3(
        .write(fifo$3$write),
        .flit_in(fifo$3$flit_in),
        .read(fifo$3$read),
        .clock(fifo$3$clock),
        .front(fifo$3$front),
        .valid(fifo$3$valid),
        .count(fifo$3$count)
    );
    ftr_router_core$fifo$4 fifo$4(
        .write(fifo$4$write),
        .flit_in(fifo$4$flit_in),
        .read(fifo$4$read),
        .clock(fifo$4$clock),
        .front(fifo$4$front),
        .valid(fifo$4$valid),
        .count(fifo$4$count)
    );
    ftr_router_core$fifo$5 fifo$5(
        .write(fifo$5$write),
        .flit_in(fifo$5$flit_in),
        .read(fifo$5$read),
        .clock(fifo$5$clock),
        .front(fifo$5$front),
        .valid(fifo$5$valid),
        .count(fifo$5$count)
    );
    ftr_router_core$fifo$6 fifo$6(
        .write(fifo$6$write),
        .flit_in(fifo$6$flit_in),
        .read(fifo$6$read),
        .clock(fifo$6$clock),
        .front(fifo$6$front),
        .valid(fifo$6$valid),
        .count(fifo$6$count)
    );
    ftr_router_core$fifo$7 fifo$7(
        .write(fifo$7$write),
        .flit_in(fifo$7$flit_in),
        .read(fifo$7$read),
        .clock(fifo$7$clock),
        .front(fifo$7$front),
        .valid(fifo$7$valid),
        .count(fifo$7$count)
    );
    ftr_router_core$fifo$8 fifo$8(
        .write(fifo$8$write),
        .flit_in(fifo$8$flit_in),
        .read(fifo$8$read),
        .clock(fifo$8$clock),
        .front(fifo$8$front),
        .valid(fifo$8$valid),
        .count(fifo$8$count)
    );
    ftr_router_core$fifo$9 fifo$9(
        .write(fifo$9$write),
        .flit_in(fifo$9$flit_in),
        .read(fifo$9$read),
        .clock(fifo$9$clock),
        .front(fifo$9$front),
        .valid(fifo$9$valid),
        .count(fifo$9$count)
    );
    ftr_router_core$rc$0 rc$0(
        .head(rc$0$head),
        .node(rc$0$node),
        .routes(rc$0$routes),
        .down(rc$0$down),
        .keep(rc$0$keep),
        .follow(rc$0$follow),
        .successor(rc$0$successor),
        .on_escape(rc$0$on_escape),
        .arrived_class(rc$0$arrived_class),
        .eject(rc$0$eject),
        .mask(rc$0$mask),
        .escape(rc$0$escape),
        .port(rc$0$port),
        .esc_class(rc$0$esc_class),
        .absorb(rc$0$absorb),
        .layered(rc$0$layered),
        .layer(rc$0$layer)
    );
    ftr_router_core$rc$1 rc$1(
        .head(rc$1$head),
        .node(rc$1$node),
        .routes(rc$1$routes),
        .down(rc$1$down),
        .keep(rc$1$keep),
        .follow(rc$1$follow),
        .successor(rc$1$successor),
        .on_escape(rc$1$on_escape),
        .arrived_class(rc$1$arrived_class),
        .eject(rc$1$eject),
        .mask(rc$1$mask),
        .escape(rc$1$escape),
        .port(rc$1$port),
        .esc_class(rc$1$esc_class),
        .absorb(rc$1$absorb),
        .layered(rc$1$layered),
        .layer(rc$1$layer)
    );
    ftr_router_core$rc$2 rc$2(
        .head(rc$2$head),
        .node(rc$2$node),
        .routes(rc$2$routes),
        .down(rc$2$down),
        .keep(rc$2$keep),
        .follow(rc$2$follow),
        .successor(rc$2$successor),
        .on_escape(rc$2$on_escape),
        .arrived_class(rc$2$arrived_class),
        .eject(rc$2$eject),
        .mask(rc$2$mask),
        .escape(rc$2$escape),
        .port(rc$2$port),
        .esc_class(rc$2$esc_class),
        .absorb(rc$2$absorb),
        .layered(rc$2$layered),
        .layer(rc$2$layer)
    );
    ftr_router_core$rc$3 rc$3(
        .head(rc$3$head),
        .node(rc$3$node),
        .routes(rc$3$routes),
        .down(rc$3$down),
        .keep(rc$3$keep),
        .follow(rc$3$follow),
        .successor(rc$3$successor),
        .on_escape(rc$3$on_escape),
        .arrived_class(rc$3$arrived_class),
        .eject(rc$3$eject),
        .mask(rc$3$mask),
        .escape(rc$3$escape),
        .port(rc$3$port),
        .esc_class(rc$3$esc_class),
        .absorb(rc$3$absorb),
        .layered(rc$3$layered),
        .layer(rc$3$layer)
    );
    ftr_router_core$rc$4 rc$4(
        .head(rc$4$head),
        .node(rc$4$node),
        .routes(rc$4$routes),
        .down(rc$4$down),
        .keep(rc$4$keep),
        .follow(rc$4$follow),
        .successor(rc$4$successor),
        .on_escape(rc$4$on_escape),
        .arrived_class(rc$4$arrived_class),
        .eject(rc$4$eject),
        .mask(rc$4$mask),
        .escape(rc$4$escape),
        .port(rc$4$port),
        .esc_class(rc$4$esc_class),
        .absorb(rc$4$absorb),
        .layered(rc$4$layered),
        .layer(rc$4$layer)
    );
    ftr_router_core$rc$5 rc$5(
        .head(rc$5$head),
        .node(rc$5$node),
        .routes(rc$5$routes),
        .down(rc$5$down),
        .keep(rc$5$keep),
        .follow(rc$5$follow),
        .successor(rc$5$successor),
        .on_escape(rc$5$on_escape),
        .arrived_class(rc$5$arrived_class),
        .eject(rc$5$eject),
        .mask(rc$5$mask),
        .escape(rc$5$escape),
        .port(rc$5$port),
        .esc_class(rc$5$esc_class),
        .absorb(rc$5$absorb),
        .layered(rc$5$layered),
        .layer(rc$5$layer)
    );
    ftr_router_core$rc$6 rc$6(
        .head(rc$6$head),
        .node(rc$6$node),
        .routes(rc$6$routes),
        .down(rc$6$down),
        .keep(rc$6$keep),
        .follow(rc$6$follow),
        .successor(rc$6$successor),
        .on_escape(rc$6$on_escape),
        .arrived_class(rc$6$arrived_class),
        .eject(rc$6$eject),
        .mask(rc$6$mask),
        .escape(rc$6$escape),
        .port(rc$6$port),
        .esc_class(rc$6$esc_class),
        .absorb(rc$6$absorb),
        .layered(rc$6$layered),
        .layer(rc$6$layer)
    );
    ftr_router_core$rc$7 rc$7(
        .head(rc$7$head),
        .node(rc$7$node),
        .routes(rc$7$routes),
        .down(rc$7$down),
        .keep(rc$7$keep),
        .follow(rc$7$follow),
        .successor(rc$7$successor),
        .on_escape(rc$7$on_escape),
        .arrived_class(rc$7$arrived_class),
        .eject(rc$7$eject),
        .mask(rc$7$mask),
        .escape(rc$7$escape),
        .port(rc$7$port),
        .esc_class(rc$7$esc_class),
        .absorb(rc$7$absorb),
        .layered(rc$7$layered),
        .layer(rc$7$layer)
    );
    ftr_router_core$rc$8 rc$8(
        .head(rc$8$head),
        .node(rc$8$node),
        .routes(rc$8$routes),
        .down(rc$8$down),
        .keep(rc$8$keep),
        .follow(rc$8$follow),
        .successor(rc$8$successor),
        .on_escape(rc$8$on_escape),
        .arrived_class(rc$8$arrived_class),
        .eject(rc$8$eject),
        .mask(rc$8$mask),
        .escape(rc$8$escape),
        .port(rc$8$port),
        .esc_class(rc$8$esc_class),
        .absorb(rc$8$absorb),
        .layered(rc$8$layered),
        .layer(rc$8$layer)
    );
    ftr_router_core$rc$9 rc$9(
        .head(rc$9$head),
        .node(rc$9$node),
        .routes(rc$9$routes),
        .down(rc$9$down),
        .keep(rc$9$keep),
        .follow(rc$9$follow),
        .successor(rc$9$successor),
        .on_escape(rc$9$on_escape),
        .arrived_class(rc$9$arrived_class),
        .eject(rc$9$eject),
        .mask(rc$9$mask),
        .escape(rc$9$escape),
        .port(rc$9$port),
        .esc_class(rc$9$esc_class),
        .absorb(rc$9$absorb),
        .layered(rc$9$layered),
        .layer(rc$9$layer)
    );
    ftr_router_core$va_arb$0 va_arb$0(
        .req(va_arb$0$req),
        .advance(va_arb$0$advance),
        .clock(va_arb$0$clock),
        .grant(va_arb$0$grant),
        .grant_index(va_arb$0$grant_index),
        .valid(va_arb$0$valid),
        .ptr(va_arb$0$ptr)
    );
    ftr_router_core$va_arb$1 va_arb$1(
        .req(va_arb$1$req),
        .advance(va_arb$1$advance),
        .clock(va_arb$1$clock),
        .grant(va_arb$1$grant),
        .grant_index(va_arb$1$grant_index),
        .valid(va_arb$1$valid),
        .ptr(va_arb$1$ptr)
    );
    ftr_router_core$va_arb$2 va_arb$2(
        .req(va_arb$2$req),
        .advance(va_arb$2$advance),
        .clock(va_arb$2$clock),
        .grant(va_arb$2$grant),
        .grant_index(va_arb$2$grant_index),
        .valid(va_arb$2$valid),
        .ptr(va_arb$2$ptr)
    );
    ftr_router_core$va_arb$3 va_arb$3(
        .req(va_arb$3$req),
        .advance(va_arb$3$advance),
        .clock(va_arb$3$clock),
        .grant(va_arb$3$grant),
        .grant_index(va_arb$3$grant_index),
        .valid(va_arb$3$valid),
        .ptr(va_arb$3$ptr)
    );
    ftr_router_core$va_arb$4 va_arb$4(
        .req(va_arb$4$req),
        .advance(va_arb$4$advance),
        .clock(va_arb$4$clock),
        .grant(va_arb$4$grant),
        .grant_index(va_arb$4$grant_index),
        .valid(va_arb$4$valid),
        .ptr(va_arb$4$ptr)
    );
    ftr_router_core$va_arb$5 va_arb$5(
        .req(va_arb$5$req),
        .advance(va_arb$5$advance),
        .clock(va_arb$5$clock),
        .grant(va_arb$5$grant),
        .grant_index(va_arb$5$grant_index),
        .valid(va_arb$5$valid),
        .ptr(va_arb$5$ptr)
    );
    ftr_router_core$va_arb$6 va_arb$6(
        .req(va_arb$6$req),
        .advance(va_arb$6$advance),
        .clock(va_arb$6$clock),
        .grant(va_arb$6$grant),
        .grant_index(va_arb$6$grant_index),
        .valid(va_arb$6$valid),
        .ptr(va_arb$6$ptr)
    );
    ftr_router_core$va_arb$7 va_arb$7(
        .req(va_arb$7$req),
        .advance(va_arb$7$advance),
        .clock(va_arb$7$clock),
        .grant(va_arb$7$grant),
        .grant_index(va_arb$7$grant_index),
        .valid(va_arb$7$valid),
        .ptr(va_arb$7$ptr)
    );
    ftr_router_core$va_arb$8 va_arb$8(
        .req(va_arb$8$req),
        .advance(va_arb$8$advance),
        .clock(va_arb$8$clock),
        .grant(va_arb$8$grant),
        .grant_index(va_arb$8$grant_index),
        .valid(va_arb$8$valid),
        .ptr(va_arb$8$ptr)
    );
    ftr_router_core$va_arb$9 va_arb$9(
        .req(va_arb$9$req),
        .advance(va_arb$9$advance),
        .clock(va_arb$9$clock),
        .grant(va_arb$9$grant),
        .grant_index(va_arb$9$grant_index),
        .valid(va_arb$9$valid),
        .ptr(va_arb$9$ptr)
    );
    ftr_router_core$sa_in$0 sa_in$0(
        .req(sa_in$0$req),
        .advance(sa_in$0$advance),
        .clock(sa_in$0$clock),
        .grant(sa_in$0$grant),
        .grant_index(sa_in$0$grant_index),
        .valid(sa_in$0$valid),
        .ptr(sa_in$0$ptr)
    );
    ftr_router_core$sa_in$1 sa_in$1(
        .req(sa_in$1$req),
        .advance(sa_in$1$advance),
        .clock(sa_in$1$clock),
        .grant(sa_in$1$grant),
        .grant_index(sa_in$1$grant_index),
        .valid(sa_in$1$valid),
        .ptr(sa_in$1$ptr)
    );
    ftr_router_core$sa_in$2 sa_in$2(
        .req(sa_in$2$req),
        .advance(sa_in$2$advance),
        .clock(sa_in$2$clock),
        .grant(sa_in$2$grant),
        .grant_index(sa_in$2$grant_index),
        .valid(sa_in$2$valid),
        .ptr(sa_in$2$ptr)
    );
    ftr_router_core$sa_in$3 sa_in$3(
        .req(sa_in$3$req),
        .advance(sa_in$3$advance),
        .clock(sa_in$3$clock),
        .grant(sa_in$3$grant),
        .grant_index(sa_in$3$grant_index),
        .valid(sa_in$3$valid),
        .ptr(sa_in$3$ptr)
    );
    ftr_router_core$sa_in$4 sa_in$4(
        .req(sa_in$4$req),
        .advance(sa_in$4$advance),
        .clock(sa_in$4$clock),
        .grant(sa_in$4$grant),
        .grant_index(sa_in$4$grant_index),
        .valid(sa_in$4$valid),
        .ptr(sa_in$4$ptr)
    );
    ftr_router_core$sa_out$0 sa_out$0(
        .req(sa_out$0$req),
        .advance(sa_out$0$advance),
        .clock(sa_out$0$clock),
        .grant(sa_out$0$grant),
        .grant_index(sa_out$0$grant_index),
        .valid(sa_out$0$valid),
        .ptr(sa_out$0$ptr)
    );
    ftr_router_core$sa_out$1 sa_out$1(
        .req(sa_out$1$req),
        .advance(sa_out$1$advance),
        .clock(sa_out$1$clock),
        .grant(sa_out$1$grant),
        .grant_index(sa_out$1$grant_index),
        .valid(sa_out$1$valid),
        .ptr(sa_out$1$ptr)
    );
    ftr_router_core$sa_out$2 sa_out$2(
        .req(sa_out$2$req),
        .advance(sa_out$2$advance),
        .clock(sa_out$2$clock),
        .grant(sa_out$2$grant),
        .grant_index(sa_out$2$grant_index),
        .valid(sa_out$2$valid),
        .ptr(sa_out$2$ptr)
    );
    ftr_router_core$sa_out$3 sa_out$3(
        .req(sa_out$3$req),
        .advance(sa_out$3$advance),
        .clock(sa_out$3$clock),
        .grant(sa_out$3$grant),
        .grant_index(sa_out$3$grant_index),
        .valid(sa_out$3$valid),
        .ptr(sa_out$3$ptr)
    );
    ftr_router_core$sa_out$4 sa_out$4(
        .req(sa_out$4$req),
        .advance(sa_out$4$advance),
        .clock(sa_out$4$clock),
        .grant(sa_out$4$grant),
        .grant_index(sa_out$4$grant_index),
        .valid(sa_out$4$valid),
        .ptr(sa_out$4$ptr)
    );
    ftr_router_core$state$0 state$0(
        .d(state$0$d),
        .q(state$0$q),
        .clock(state$0$clock)
    );
    ftr_router_core$state$1 state$1(
        .d(state$1$d),
        .q(state$1$q),
        .clock(state$1$clock)
    );
    ftr_router_core$state$2 state$2(
        .d(state$2$d),
        .q(state$2$q),
        .clock(state$2$clock)
    );
    ftr_router_core$state$3 state$3(
        .d(state$3$d),
        .q(state$3$q),
        .clock(state$3$clock)
    );
    ftr_router_core$state$4 state$4(
        .d(state$4$d),
        .q(state$4$q),
        .clock(state$4$clock)
    );
    ftr_router_core$state$5 state$5(
        .d(state$5$d),
        .q(state$5$q),
        .clock(state$5$clock)
    );
    ftr_router_core$state$6 state$6(
        .d(state$6$d),
        .q(state$6$q),
        .clock(state$6$clock)
    );
    ftr_router_core$state$7 state$7(
        .d(state$7$d),
        .q(state$7$q),
        .clock(state$7$clock)
    );
    ftr_router_core$state$8 state$8(
        .d(state$8$d),
        .q(state$8$q),
        .clock(state$8$clock)
    );
    ftr_router_core$state$9 state$9(
        .d(state$9$d),
        .q(state$9$q),
        .clock(state$9$clock)
    );
    ftr_router_core$route_mask$0 route_mask$0(
        .d(route_mask$0$d),
        .q(route_mask$0$q),
        .clock(route_mask$0$clock)
    );
    ftr_router_core$route_mask$1 route_mask$1(
        .d(route_mask$1$d),
        .q(route_mask$1$q),
        .clock(route_mask$1$clock)
    );
    ftr_router_core$route_mask$2 route_mask$2(
        .d(route_mask$2$d),
        .q(route_mask$2$q),
        .clock(route_mask$2$clock)
    );
    ftr_router_core$route_mask$3 route_mask$3(
        .d(route_mask$3$d),
        .q(route_mask$3$q),
        .clock(route_mask$3$clock)
    );
    ftr_router_core$route_mask$4 route_mask$4(
        .d(route_mask$4$d),
        .q(route_mask$4$q),
        .clock(route_mask$4$clock)
    );
    ftr_router_core$route_mask$5 route_mask$5(
        .d(route_mask$5$d),
        .q(route_mask$5$q),
        .clock(route_mask$5$clock)
    );
    ftr_router_core$route_mask$6 route_mask$6(
        .d(route_mask$6$d),
        .q(route_mask$6$q),
        .clock(route_mask$6$clock)
    );
    ftr_router_core$route_mask$7 route_mask$7(
        .d(route_mask$7$d),
        .q(route_mask$7$q),
        .clock(route_mask$7$clock)
    );
    ftr_router_core$route_mask$8 route_mask$8(
        .d(route_mask$8$d),
        .q(route_mask$8$q),
        .clock(route_mask$8$clock)
    );
    ftr_router_core$route_mask$9 route_mask$9(
        .d(route_mask$9$d),
        .q(route_mask$9$q),
        .clock(route_mask$9$clock)
    );
    ftr_router_core$route_escape$0 route_escape$0(
        .d(route_escape$0$d),
        .q(route_escape$0$q),
        .clock(route_escape$0$clock)
    );
    ftr_router_core$route_escape$1 route_escape$1(
        .d(route_escape$1$d),
        .q(route_escape$1$q),
        .clock(route_escape$1$clock)
    );
    ftr_router_core$route_escape$2 route_escape$2(
        .d(route_escape$2$d),
        .q(route_escape$2$q),
        .clock(route_escape$2$clock)
    );
    ftr_router_core$route_escape$3 route_escape$3(
        .d(route_escape$3$d),
        .q(route_escape$3$q),
        .clock(route_escape$3$clock)
    );
    ftr_router_core$route_escape$4 route_escape$4(
        .d(route_escape$4$d),
        .q(route_escape$4$q),
        .clock(route_escape$4$clock)
    );
    ftr_router_core$route_escape$5 route_escape$5(
        .d(route_escape$5$d),
        .q(route_escape$5$q),
        .clock(route_escape$5$clock)
    );
    ftr_router_core$route_escape$6 route_escape$6(
        .d(route_escape$6$d),
        .q(route_escape$6$q),
        .clock(route_escape$6$clock)
    );
    ftr_router_core$route_escape$7 route_escape$7(
        .d(route_escape$7$d),
        .q(route_escape$7$q),
        .clock(route_escape$7$clock)
    );
    ftr_router_core$route_escape$8 route_escape$8(
        .d(route_escape$8$d),
        .q(route_escape$8$q),
        .clock(route_escape$8$clock)
    );
    ftr_router_core$route_escape$9 route_escape$9(
        .d(route_escape$9$d),
        .q(route_escape$9$q),
        .clock(route_escape$9$clock)
    );
    ftr_router_core$route_port$0 route_port$0(
        .d(route_port$0$d),
        .q(route_port$0$q),
        .clock(route_port$0$clock)
    );
    ftr_router_core$route_port$1 route_port$1(
        .d(route_port$1$d),
        .q(route_port$1$q),
        .clock(route_port$1$clock)
    );
    ftr_router_core$route_port$2 route_port$2(
        .d(route_port$2$d),
        .q(route_port$2$q),
        .clock(route_port$2$clock)
    );
    ftr_router_core$route_port$3 route_port$3(
        .d(route_port$3$d),
        .q(route_port$3$q),
        .clock(route_port$3$clock)
    );
    ftr_router_core$route_port$4 route_port$4(
        .d(route_port$4$d),
        .q(route_port$4$q),
        .clock(route_port$4$clock)
    );
    ftr_router_core$route_port$5 route_port$5(
        .d(route_port$5$d),
        .q(route_port$5$q),
        .clock(route_port$5$clock)
    );
    ftr_router_core$route_port$6 route_port$6(
        .d(route_port$6$d),
        .q(route_port$6$q),
        .clock(route_port$6$clock)
    );
    ftr_router_core$route_port$7 route_port$7(
        .d(route_port$7$d),
        .q(route_port$7$q),
        .clock(route_port$7$clock)
    );
    ftr_router_core$route_port$8 route_port$8(
        .d(route_port$8$d),
        .q(route_port$8$q),
        .clock(route_port$8$clock)
    );
    ftr_router_core$route_port$9 route_port$9(
        .d(route_port$9$d),
        .q(route_port$9$q),
        .clock(route_port$9$clock)
    );
    ftr_router_core$route_class$0 route_class$0(
        .d(route_class$0$d),
        .q(route_class$0$q),
        .clock(route_class$0$clock)
    );
    ftr_router_core$route_class$1 route_class$1(
        .d(route_class$1$d),
        .q(route_class$1$q),
        .clock(route_class$1$clock)
    );
    ftr_router_core$route_class$2 route_class$2(
        .d(route_class$2$d),
        .q(route_class$2$q),
        .clock(route_class$2$clock)
    );
    ftr_router_core$route_class$3 route_class$3(
        .d(route_class$3$d),
        .q(route_class$3$q),
        .clock(route_class$3$clock)
    );
    ftr_router_core$route_class$4 route_class$4(
        .d(route_class$4$d),
        .q(route_class$4$q),
        .clock(route_class$4$clock)
    );
    ftr_router_core$route_class$5 route_class$5(
        .d(route_class$5$d),
        .q(route_class$5$q),
        .clock(route_class$5$clock)
    );
    ftr_router_core$route_class$6 route_class$6(
        .d(route_class$6$d),
        .q(route_class$6$q),
        .clock(route_class$6$clock)
    );
    ftr_router_core$route_class$7 route_class$7(
        .d(route_class$7$d),
        .q(route_class$7$q),
        .clock(route_class$7$clock)
    );
    ftr_router_core$route_class$8 route_class$8(
        .d(route_class$8$d),
        .q(route_class$8$q),
        .clock(route_class$8$clock)
    );
    ftr_router_core$route_class$9 route_class$9(
        .d(route_class$9$d),
        .q(route_class$9$q),
        .clock(route_class$9$clock)
    );
    ftr_router_core$route_eject$0 route_eject$0(
        .d(route_eject$0$d),
        .q(route_eject$0$q),
        .clock(route_eject$0$clock)
    );
    ftr_router_core$route_eject$1 route_eject$1(
        .d(route_eject$1$d),
        .q(route_eject$1$q),
        .clock(route_eject$1$clock)
    );
    ftr_router_core$route_eject$2 route_eject$2(
        .d(route_eject$2$d),
        .q(route_eject$2$q),
        .clock(route_eject$2$clock)
    );
    ftr_router_core$route_eject$3 route_eject$3(
        .d(route_eject$3$d),
        .q(route_eject$3$q),
        .clock(route_eject$3$clock)
    );
    ftr_router_core$route_eject$4 route_eject$4(
        .d(route_eject$4$d),
        .q(route_eject$4$q),
        .clock(route_eject$4$clock)
    );
    ftr_router_core$route_eject$5 route_eject$5(
        .d(route_eject$5$d),
        .q(route_eject$5$q),
        .clock(route_eject$5$clock)
    );
    ftr_router_core$route_eject$6 route_eject$6(
        .d(route_eject$6$d),
        .q(route_eject$6$q),
        .clock(route_eject$6$clock)
    );
    ftr_router_core$route_eject$7 route_eject$7(
        .d(route_eject$7$d),
        .q(route_eject$7$q),
        .clock(route_eject$7$clock)
    );
    ftr_router_core$route_eject$8 route_eject$8(
        .d(route_eject$8$d),
        .q(route_eject$8$q),
        .clock(route_eject$8$clock)
    );
    ftr_router_core$route_eject$9 route_eject$9(
        .d(route_eject$9$d),
        .q(route_eject$9$q),
        .clock(route_eject$9$clock)
    );
    ftr_router_core$refused$0 refused$0(
        .d(refused$0$d),
        .q(refused$0$q),
        .clock(refused$0$clock)
    );
    ftr_router_core$refused$1 refused$1(
        .d(refused$1$d),
        .q(refused$1$q),
        .clock(refused$1$clock)
    );
    ftr_router_core$refused$2 refused$2(
        .d(refused$2$d),
        .q(refused$2$q),
        .clock(refused$2$clock)
    );
    ftr_router_core$refused$3 refused$3(
        .d(refused$3$d),
        .q(refused$3$q),
        .clock(refused$3$clock)
    );
    ftr_router_core$refused$4 refused$4(
        .d(refused$4$d),
        .q(refused$4$q),
        .clock(refused$4$clock)
    );
    ftr_router_core$refused$5 refused$5(
        .d(refused$5$d),
        .q(refused$5$q),
        .clock(refused$5$clock)
    );
    ftr_router_core$refused$6 refused$6(
        .d(refused$6$d),
        .q(refused$6$q),
        .clock(refused$6$clock)
    );
    ftr_router_core$refused$7 refused$7(
        .d(refused$7$d),
        .q(refused$7$q),
        .clock(refused$7$clock)
    );
    ftr_router_core$refused$8 refused$8(
        .d(refused$8$d),
        .q(refused$8$q),
        .clock(refused$8$clock)
    );
    ftr_router_core$refused$9 refused$9(
        .d(refused$9$d),
        .q(refused$9$q),
        .clock(refused$9$clock)
    );
    ftr_router_core$held_vc$0 held_vc$0(
        .d(held_vc$0$d),
        .q(held_vc$0$q),
        .clock(held_vc$0$clock)
    );
    ftr_router_core$held_vc$1 held_vc$1(
        .d(held_vc$1$d),
        .q(held_vc$1$q),
        .clock(held_vc$1$clock)
    );
    ftr_router_core$held_vc$2 held_vc$2(
        .d(held_vc$2$d),
        .q(held_vc$2$q),
        .clock(held_vc$2$clock)
    );
    ftr_router_core$held_vc$3 held_vc$3(
        .d(held_vc$3$d),
        .q(held_vc$3$q),
        .clock(held_vc$3$clock)
    );
    ftr_router_core$held_vc$4 held_vc$4(
        .d(held_vc$4$d),
        .q(held_vc$4$q),
        .clock(held_vc$4$clock)
    );
    ftr_router_core$held_vc$5 held_vc$5(
        .d(held_vc$5$d),
        .q(held_vc$5$q),
        .clock(held_vc$5$clock)
    );
    ftr_router_core$held_vc$6 held_vc$6(
        .d(held_vc$6$d),
        .q(held_vc$6$q),
        .clock(held_vc$6$clock)
    );
    ftr_router_core$held_vc$7 held_vc$7(
        .d(held_vc$7$d),
        .q(held_vc$7$q),
        .clock(held_vc$7$clock)
    );
    ftr_router_core$held_vc$8 held_vc$8(
        .d(held_vc$8$d),
        .q(held_vc$8$q),
        .clock(held_vc$8$clock)
    );
    ftr_router_core$held_vc$9 held_vc$9(
        .d(held_vc$9$d),
        .q(held_vc$9$q),
        .clock(held_vc$9$clock)
    );
    ftr_router_core$held_port$0 held_port$0(
        .d(held_port$0$d),
        .q(held_port$0$q),
        .clock(held_port$0$clock)
    );
    ftr_router_core$held_port$1 held_port$1(
        .d(held_port$1$d),
        .q(held_port$1$q),
        .clock(held_port$1$clock)
    );
    ftr_router_core$held_port$2 held_port$2(
        .d(held_port$2$d),
        .q(held_port$2$q),
        .clock(held_port$2$clock)
    );
    ftr_router_core$held_port$3 held_port$3(
        .d(held_port$3$d),
        .q(held_port$3$q),
        .clock(held_port$3$clock)
    );
    ftr_router_core$held_port$4 held_port$4(
        .d(held_port$4$d),
        .q(held_port$4$q),
        .clock(held_port$4$clock)
    );
    ftr_router_core$held_port$5 held_port$5(
        .d(held_port$5$d),
        .q(held_port$5$q),
        .clock(held_port$5$clock)
    );
    ftr_router_core$held_port$6 held_port$6(
        .d(held_port$6$d),
        .q(held_port$6$q),
        .clock(held_port$6$clock)
    );
    ftr_router_core$held_port$7 held_port$7(
        .d(held_port$7$d),
        .q(held_port$7$q),
        .clock(held_port$7$clock)
    );
    ftr_router_core$held_port$8 held_port$8(
        .d(held_port$8$d),
        .q(held_port$8$q),
        .clock(held_port$8$clock)
    );
    ftr_router_core$held_port$9 held_port$9(
        .d(held_port$9$d),
        .q(held_port$9$q),
        .clock(held_port$9$clock)
    );
    ftr_router_core$held_out_vc$0 held_out_vc$0(
        .d(held_out_vc$0$d),
        .q(held_out_vc$0$q),
        .clock(held_out_vc$0$clock)
    );
    ftr_router_core$held_out_vc$1 held_out_vc$1(
        .d(held_out_vc$1$d),
        .q(held_out_vc$1$q),
        .clock(held_out_vc$1$clock)
    );
    ftr_router_core$held_out_vc$2 held_out_vc$2(
        .d(held_out_vc$2$d),
        .q(held_out_vc$2$q),
        .clock(held_out_vc$2$clock)
    );
    ftr_router_core$held_out_vc$3 held_out_vc$3(
        .d(held_out_vc$3$d),
        .q(held_out_vc$3$q),
        .clock(held_out_vc$3$clock)
    );
    ftr_router_core$held_out_vc$4 held_out_vc$4(
        .d(held_out_vc$4$d),
        .q(held_out_vc$4$q),
        .clock(held_out_vc$4$clock)
    );
    ftr_router_core$held_out_vc$5 held_out_vc$5(
        .d(held_out_vc$5$d),
        .q(held_out_vc$5$q),
        .clock(held_out_vc$5$clock)
    );
    ftr_router_core$held_out_vc$6 held_out_vc$6(
        .d(held_out_vc$6$d),
        .q(held_out_vc$6$q),
        .clock(held_out_vc$6$clock)
    );
    ftr_router_core$held_out_vc$7 held_out_vc$7(
        .d(held_out_vc$7$d),
        .q(held_out_vc$7$q),
        .clock(held_out_vc$7$clock)
    );
    ftr_router_core$held_out_vc$8 held_out_vc$8(
        .d(held_out_vc$8$d),
        .q(held_out_vc$8$q),
        .clock(held_out_vc$8$clock)
    );
    ftr_router_core$held_out_vc$9 held_out_vc$9(
        .d(held_out_vc$9$d),
        .q(held_out_vc$9$q),
        .clock(held_out_vc$9$clock)
    );
    ftr_router_core$granted_misses$0 granted_misses$0(
        .d(granted_misses$0$d),
        .q(granted_misses$0$q),
        .clock(granted_misses$0$clock)
    );
    ftr_router_core$granted_misses$1 granted_misses$1(
        .d(granted_misses$1$d),
        .q(granted_misses$1$q),
        .clock(granted_misses$1$clock)
    );
    ftr_router_core$granted_misses$2 granted_misses$2(
        .d(granted_misses$2$d),
        .q(granted_misses$2$q),
        .clock(granted_misses$2$clock)
    );
    ftr_router_core$granted_misses$3 granted_misses$3(
        .d(granted_misses$3$d),
        .q(granted_misses$3$q),
        .clock(granted_misses$3$clock)
    );
    ftr_router_core$granted_misses$4 granted_misses$4(
        .d(granted_misses$4$d),
        .q(granted_misses$4$q),
        .clock(granted_misses$4$clock)
    );
    ftr_router_core$granted_misses$5 granted_misses$5(
        .d(granted_misses$5$d),
        .q(granted_misses$5$q),
        .clock(granted_misses$5$clock)
    );
    ftr_router_core$granted_misses$6 granted_misses$6(
        .d(granted_misses$6$d),
        .q(granted_misses$6$q),
        .clock(granted_misses$6$clock)
    );
    ftr_router_core$granted_misses$7 granted_misses$7(
        .d(granted_misses$7$d),
        .q(granted_misses$7$q),
        .clock(granted_misses$7$clock)
    );
    ftr_router_core$granted_misses$8 granted_misses$8(
        .d(granted_misses$8$d),
        .q(granted_misses$8$q),
        .clock(granted_misses$8$clock)
    );
    ftr_router_core$granted_misses$9 granted_misses$9(
        .d(granted_misses$9$d),
        .q(granted_misses$9$q),
        .clock(granted_misses$9$clock)
    );
    ftr_router_core$route_absorb$0 route_absorb$0(
        .d(route_absorb$0$d),
        .q(route_absorb$0$q),
        .clock(route_absorb$0$clock)
    );
    ftr_router_core$route_absorb$1 route_absorb$1(
        .d(route_absorb$1$d),
        .q(route_absorb$1$q),
        .clock(route_absorb$1$clock)
    );
    ftr_router_core$route_absorb$2 route_absorb$2(
        .d(route_absorb$2$d),
        .q(route_absorb$2$q),
        .clock(route_absorb$2$clock)
    );
    ftr_router_core$route_absorb$3 route_absorb$3(
        .d(route_absorb$3$d),
        .q(route_absorb$3$q),
        .clock(route_absorb$3$clock)
    );
    ftr_router_core$route_absorb$4 route_absorb$4(
        .d(route_absorb$4$d),
        .q(route_absorb$4$q),
        .clock(route_absorb$4$clock)
    );
    ftr_router_core$route_absorb$5 route_absorb$5(
        .d(route_absorb$5$d),
        .q(route_absorb$5$q),
        .clock(route_absorb$5$clock)
    );
    ftr_router_core$route_absorb$6 route_absorb$6(
        .d(route_absorb$6$d),
        .q(route_absorb$6$q),
        .clock(route_absorb$6$clock)
    );
    ftr_router_core$route_absorb$7 route_absorb$7(
        .d(route_absorb$7$d),
        .q(route_absorb$7$q),
        .clock(route_absorb$7$clock)
    );
    ftr_router_core$route_absorb$8 route_absorb$8(
        .d(route_absorb$8$d),
        .q(route_absorb$8$q),
        .clock(route_absorb$8$clock)
    );
    ftr_router_core$route_absorb$9 route_absorb$9(
        .d(route_absorb$9$d),
        .q(route_absorb$9$q),
        .clock(route_absorb$9$clock)
    );
    ftr_router_core$route_layered$0 route_layered$0(
        .d(route_layered$0$d),
        .q(route_layered$0$q),
        .clock(route_layered$0$clock)
    );
    ftr_router_core$route_layered$1 route_layered$1(
        .d(route_layered$1$d),
        .q(route_layered$1$q),
        .clock(route_layered$1$clock)
    );
    ftr_router_core$route_layered$2 route_layered$2(
        .d(route_layered$2$d),
        .q(route_layered$2$q),
        .clock(route_layered$2$clock)
    );
    ftr_router_core$route_layered$3 route_layered$3(
        .d(route_layered$3$d),
        .q(route_layered$3$q),
        .clock(route_layered$3$clock)
    );
    ftr_router_core$route_layered$4 route_layered$4(
        .d(route_layered$4$d),
        .q(route_layered$4$q),
        .clock(route_layered$4$clock)
    );
    ftr_router_core$route_layered$5 route_layered$5(
        .d(route_layered$5$d),
        .q(route_layered$5$q),
        .clock(route_layered$5$clock)
    );
    ftr_router_core$route_layered$6 route_layered$6(
        .d(route_layered$6$d),
        .q(route_layered$6$q),
        .clock(route_layered$6$clock)
    );
    ftr_router_core$route_layered$7 route_layered$7(
        .d(route_layered$7$d),
        .q(route_layered$7$q),
        .clock(route_layered$7$clock)
    );
    ftr_router_core$route_layered$8 route_layered$8(
        .d(route_layered$8$d),
        .q(route_layered$8$q),
        .clock(route_layered$8$clock)
    );
    ftr_router_core$route_layered$9 route_layered$9(
        .d(route_layered$9$d),
        .q(route_layered$9$q),
        .clock(route_layered$9$clock)
    );
    ftr_router_core$route_layer$0 route_layer$0(
        .d(route_layer$0$d),
        .q(route_layer$0$q),
        .clock(route_layer$0$clock)
    );
    ftr_router_core$route_layer$1 route_layer$1(
        .d(route_layer$1$d),
        .q(route_layer$1$q),
        .clock(route_layer$1$clock)
    );
    ftr_router_core$route_layer$2 route_layer$2(
        .d(route_layer$2$d),
        .q(route_layer$2$q),
        .clock(route_layer$2$clock)
    );
    ftr_router_core$route_layer$3 route_layer$3(
        .d(route_layer$3$d),
        .q(route_layer$3$q),
        .clock(route_layer$3$clock)
    );
    ftr_router_core$route_layer$4 route_layer$4(
        .d(route_layer$4$d),
        .q(route_layer$4$q),
        .clock(route_layer$4$clock)
    );
    ftr_router_core$route_layer$5 route_layer$5(
        .d(route_layer$5$d),
        .q(route_layer$5$q),
        .clock(route_layer$5$clock)
    );
    ftr_router_core$route_layer$6 route_layer$6(
        .d(route_layer$6$d),
        .q(route_layer$6$q),
        .clock(route_layer$6$clock)
    );
    ftr_router_core$route_layer$7 route_layer$7(
        .d(route_layer$7$d),
        .q(route_layer$7$q),
        .clock(route_layer$7$clock)
    );
    ftr_router_core$route_layer$8 route_layer$8(
        .d(route_layer$8$d),
        .q(route_layer$8$q),
        .clock(route_layer$8$clock)
    );
    ftr_router_core$route_layer$9 route_layer$9(
        .d(route_layer$9$d),
        .q(route_layer$9$q),
        .clock(route_layer$9$clock)
    );
    ftr_router_core$held_absorb$0 held_absorb$0(
        .d(held_absorb$0$d),
        .q(held_absorb$0$q),
        .clock(held_absorb$0$clock)
    );
    ftr_router_core$held_absorb$1 held_absorb$1(
        .d(held_absorb$1$d),
        .q(held_absorb$1$q),
        .clock(held_absorb$1$clock)
    );
    ftr_router_core$held_absorb$2 held_absorb$2(
        .d(held_absorb$2$d),
        .q(held_absorb$2$q),
        .clock(held_absorb$2$clock)
    );
    ftr_router_core$held_absorb$3 held_absorb$3(
        .d(held_absorb$3$d),
        .q(held_absorb$3$q),
        .clock(held_absorb$3$clock)
    );
    ftr_router_core$held_absorb$4 held_absorb$4(
        .d(held_absorb$4$d),
        .q(held_absorb$4$q),
        .clock(held_absorb$4$clock)
    );
    ftr_router_core$held_absorb$5 held_absorb$5(
        .d(held_absorb$5$d),
        .q(held_absorb$5$q),
        .clock(held_absorb$5$clock)
    );
    ftr_router_core$held_absorb$6 held_absorb$6(
        .d(held_absorb$6$d),
        .q(held_absorb$6$q),
        .clock(held_absorb$6$clock)
    );
    ftr_router_core$held_absorb$7 held_absorb$7(
        .d(held_absorb$7$d),
        .q(held_absorb$7$q),
        .clock(held_absorb$7$clock)
    );
    ftr_router_core$held_absorb$8 held_absorb$8(
        .d(held_absorb$8$d),
        .q(held_absorb$8$q),
        .clock(held_absorb$8$clock)
    );
    ftr_router_core$held_absorb$9 held_absorb$9(
        .d(held_absorb$9$d),
        .q(held_absorb$9$q),
        .clock(held_absorb$9$clock)
    );
    ftr_router_core$credits$0 credits$0(
        .d(credits$0$d),
        .q(credits$0$q),
        .clock(credits$0$clock)
    );
    ftr_router_core$credits$1 credits$1(
        .d(credits$1$d),
        .q(credits$1$q),
        .clock(credits$1$clock)
    );
    ftr_router_core$credits$2 credits$2(
        .d(credits$2$d),
        .q(credits$2$q),
        .clock(credits$2$clock)
    );
    ftr_router_core$credits$3 credits$3(
        .d(credits$3$d),
        .q(credits$3$q),
        .clock(credits$3$clock)
    );
    ftr_router_core$credits$4 credits$4(
        .d(credits$4$d),
        .q(credits$4$q),
        .clock(credits$4$clock)
    );
    ftr_router_core$credits$5 credits$5(
        .d(credits$5$d),
        .q(credits$5$q),
        .clock(credits$5$clock)
    );
    ftr_router_core$credits$6 credits$6(
        .d(credits$6$d),
        .q(credits$6$q),
        .clock(credits$6$clock)
    );
    ftr_router_core$credits$7 credits$7(
        .d(credits$7$d),
        .q(credits$7$q),
        .clock(credits$7$clock)
    );
    ftr_router_core$credits$8 credits$8(
        .d(credits$8$d),
        .q(credits$8$q),
        .clock(credits$8$clock)
    );
    ftr_router_core$credits$9 credits$9(
        .d(credits$9$d),
        .q(credits$9$q),
        .clock(credits$9$clock)
    );
    ftr_router_core$owned$0 owned$0(
        .d(owned$0$d),
        .q(owned$0$q),
        .clock(owned$0$clock)
    );
    ftr_router_core$owned$1 owned$1(
        .d(owned$1$d),
        .q(owned$1$q),
        .clock(owned$1$clock)
    );
    ftr_router_core$owned$2 owned$2(
        .d(owned$2$d),
        .q(owned$2$q),
        .clock(owned$2$clock)
    );
    ftr_router_core$owned$3 owned$3(
        .d(owned$3$d),
        .q(owned$3$q),
        .clock(owned$3$clock)
    );
    ftr_router_core$owned$4 owned$4(
        .d(owned$4$d),
        .q(owned$4$q),
        .clock(owned$4$clock)
    );
    ftr_router_core$owned$5 owned$5(
        .d(owned$5$d),
        .q(owned$5$q),
        .clock(owned$5$clock)
    );
    ftr_router_core$owned$6 owned$6(
        .d(owned$6$d),
        .q(owned$6$q),
        .clock(owned$6$clock)
    );
    ftr_router_core$owned$7 owned$7(
        .d(owned$7$d),
        .q(owned$7$q),
        .clock(owned$7$clock)
    );
    ftr_router_core$owned$8 owned$8(
        .d(owned$8$d),
        .q(owned$8$q),
        .clock(owned$8$clock)
    );
    ftr_router_core$owned$9 owned$9(
        .d(owned$9$d),
        .q(owned$9$q),
        .clock(owned$9$clock)
    );
    ftr_router_core$out_valid out_valid(
        .d(out_valid$d),
        .q(out_valid$q),
        .clock(out_valid$clock)
    );
    ftr_router_core$out_flit$0 out_flit$0(
        .d(out_flit$0$d),
        .q(out_flit$0$q),
        .clock(out_flit$0$clock)
    );
    ftr_router_core$out_flit$1 out_flit$1(
        .d(out_flit$1$d),
        .q(out_flit$1$q),
        .clock(out_flit$1$clock)
    );
    ftr_router_core$out_flit$2 out_flit$2(
        .d(out_flit$2$d),
        .q(out_flit$2$q),
        .clock(out_flit$2$clock)
    );
    ftr_router_core$out_flit$3 out_flit$3(
        .d(out_flit$3$d),
        .q(out_flit$3$q),
        .clock(out_flit$3$clock)
    );
    ftr_router_core$out_flit$4 out_flit$4(
        .d(out_flit$4$d),
        .q(out_flit$4$q),
        .clock(out_flit$4$clock)
    );
    ftr_router_core$out_vc$0 out_vc$0(
        .d(out_vc$0$d),
        .q(out_vc$0$q),
        .clock(out_vc$0$clock)
    );
    ftr_router_core$out_vc$1 out_vc$1(
        .d(out_vc$1$d),
        .q(out_vc$1$q),
        .clock(out_vc$1$clock)
    );
    ftr_router_core$out_vc$2 out_vc$2(
        .d(out_vc$2$d),
        .q(out_vc$2$q),
        .clock(out_vc$2$clock)
    );
    ftr_router_core$out_vc$3 out_vc$3(
        .d(out_vc$3$d),
        .q(out_vc$3$q),
        .clock(out_vc$3$clock)
    );
    ftr_router_core$out_vc$4 out_vc$4(
        .d(out_vc$4$d),
        .q(out_vc$4$q),
        .clock(out_vc$4$clock)
    );
    ftr_router_core$credit_valid credit_valid(
        .d(credit_valid$d),
        .q(credit_valid$q),
        .clock(credit_valid$clock)
    );
    ftr_router_core$credit_vc$0 credit_vc$0(
        .d(credit_vc$0$d),
        .q(credit_vc$0$q),
        .clock(credit_vc$0$clock)
    );
    ftr_router_core$credit_vc$1 credit_vc$1(
        .d(credit_vc$1$d),
        .q(credit_vc$1$q),
        .clock(credit_vc$1$clock)
    );
    ftr_router_core$credit_vc$2 credit_vc$2(
        .d(credit_vc$2$d),
        .q(credit_vc$2$q),
        .clock(credit_vc$2$clock)
    );
    ftr_router_core$credit_vc$3 credit_vc$3(
        .d(credit_vc$3$d),
        .q(credit_vc$3$q),
        .clock(credit_vc$3$clock)
    );
    ftr_router_core$credit_vc$4 credit_vc$4(
        .d(credit_vc$4$d),
        .q(credit_vc$4$q),
        .clock(credit_vc$4$clock)
    );
    ftr_router_core$copy_valid copy_valid(
        .d(copy_valid$d),
        .q(copy_valid$q),
        .clock(copy_valid$clock)
    );
    
    // Update code
    always @(*) begin
        out_valid$clock = clock;
        credit_valid$clock = clock;
        copy_valid$clock = clock;
        out_valid$d = out_valid$q;
        credit_valid$d = credit_valid$q;
        copy_valid$d = copy_valid$q;
        front = 32'h0;
        misses = 32'h0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        admit = 1'b0;
        patience = 32'h0;
        enters = 1'b0;
        sent = 1'b0;
        row_bits = 32'h0;
        all_req = 32'h0;
        urgent_req = 32'h0;
        port_req = 32'h0;
        out_req = 32'h0;
        flit = 32'h0;
        hops = 32'h0;
        vc_out = 32'h0;
        next_valid = 32'h0;
        next_credit_valid = 32'h0;
        next_copy_valid = 32'h0;
        more = 32'h0;
        leg = 32'h0;
        lookup = 32'h0;
        row = 32'h0;
        copy = 1'b0;
        out_flit$0$clock = clock;
        out_flit$0$d = 32'h0;
        out_vc$0$clock = clock;
        out_vc$0$d = 32'h0;
        credit_vc$0$clock = clock;
        credit_vc$0$d = 32'h0;
        flit_out$0 = out_flit$0$q;
        flit_out_vc$0 = out_vc$0$q;
        credit_out_vc$0 = credit_vc$0$q;
        sa_in$0$clock = clock;
        sa_out$0$clock = clock;
        out_flit$1$clock = clock;
        out_flit$1$d = 32'h0;
        out_vc$1$clock = clock;
        out_vc$1$d = 32'h0;
        credit_vc$1$clock = clock;
        credit_vc$1$d = 32'h0;
        flit_out$1 = out_flit$1$q;
        flit_out_vc$1 = out_vc$1$q;
        credit_out_vc$1 = credit_vc$1$q;
        sa_in$1$clock = clock;
        sa_out$1$clock = clock;
        out_flit$2$clock = clock;
        out_flit$2$d = 32'h0;
        out_vc$2$clock = clock;
        out_vc$2$d = 32'h0;
        credit_vc$2$clock = clock;
        credit_vc$2$d = 32'h0;
        flit_out$2 = out_flit$2$q;
        flit_out_vc$2 = out_vc$2$q;
        credit_out_vc$2 = credit_vc$2$q;
        sa_in$2$clock = clock;
        sa_out$2$clock = clock;
        out_flit$3$clock = clock;
        out_flit$3$d = 32'h0;
        out_vc$3$clock = clock;
        out_vc$3$d = 32'h0;
        credit_vc$3$clock = clock;
        credit_vc$3$d = 32'h0;
        flit_out$3 = out_flit$3$q;
        flit_out_vc$3 = out_vc$3$q;
        credit_out_vc$3 = credit_vc$3$q;
        sa_in$3$clock = clock;
        sa_out$3$clock = clock;
        out_flit$4$clock = clock;
        out_flit$4$d = 32'h0;
        out_vc$4$clock = clock;
        out_vc$4$d = 32'h0;
        credit_vc$4$clock = clock;
        credit_vc$4$d = 32'h0;
        flit_out$4 = out_flit$4$q;
        flit_out_vc$4 = out_vc$4$q;
        credit_out_vc$4 = credit_vc$4$q;
        sa_in$4$clock = clock;
        sa_out$4$clock = clock;
        flit_out_valid = out_valid$q;
        credit_out_valid = credit_valid$q;
        copy_out_valid = copy_valid$q;
        credits$0$clock = clock;
        credits$0$d = credits$0$q;
        owned$0$clock = clock;
        owned$0$d = owned$0$q;
        va_arb$0$clock = clock;
        free$0 = ~owned$0$q & (sink$0 | (credits$0$q >= need$0));
        has_one$0 = sink$0 | |credits$0$q;
        credits$1$clock = clock;
        credits$1$d = credits$1$q;
        owned$1$clock = clock;
        owned$1$d = owned$1$q;
        va_arb$1$clock = clock;
        free$1 = ~owned$1$q & (sink$1 | (credits$1$q >= need$1));
        has_one$1 = sink$1 | |credits$1$q;
        credits$2$clock = clock;
        credits$2$d = credits$2$q;
        owned$2$clock = clock;
        owned$2$d = owned$2$q;
        va_arb$2$clock = clock;
        free$2 = ~owned$2$q & (sink$2 | (credits$2$q >= need$2));
        has_one$2 = sink$2 | |credits$2$q;
        credits$3$clock = clock;
        credits$3$d = credits$3$q;
        owned$3$clock = clock;
        owned$3$d = owned$3$q;
        va_arb$3$clock = clock;
        free$3 = ~owned$3$q & (sink$3 | (credits$3$q >= need$3));
        has_one$3 = sink$3 | |credits$3$q;
        credits$4$clock = clock;
        credits$4$d = credits$4$q;
        owned$4$clock = clock;
        owned$4$d = owned$4$q;
        va_arb$4$clock = clock;
        free$4 = ~owned$4$q & (sink$4 | (credits$4$q >= need$4));
        has_one$4 = sink$4 | |credits$4$q;
        credits$5$clock = clock;
        credits$5$d = credits$5$q;
        owned$5$clock = clock;
        owned$5$d = owned$5$q;
        va_arb$5$clock = clock;
        free$5 = ~owned$5$q & (sink$5 | (credits$5$q >= need$5));
        has_one$5 = sink$5 | |credits$5$q;
        credits$6$clock = clock;
        credits$6$d = credits$6$q;
        owned$6$clock = clock;
        owned$6$d = owned$6$q;
        va_arb$6$clock = clock;
        free$6 = ~owned$6$q & (sink$6 | (credits$6$q >= need$6));
        has_one$6 = sink$6 | |credits$6$q;
        credits$7$clock = clock;
        credits$7$d = credits$7$q;
        owned$7$clock = clock;
        owned$7$d = owned$7$q;
        va_arb$7$clock = clock;
        free$7 = ~owned$7$q & (sink$7 | (credits$7$q >= need$7));
        has_one$7 = sink$7 | |credits$7$q;
        credits$8$clock = clock;
        credits$8$d = credits$8$q;
        owned$8$clock = clock;
        owned$8$d = owned$8$q;
        va_arb$8$clock = clock;
        free$8 = ~owned$8$q & (sink$8 | (credits$8$q >= need$8));
        has_one$8 = sink$8 | |credits$8$q;
        credits$9$clock = clock;
        credits$9$d = credits$9$q;
        owned$9$clock = clock;
        owned$9$d = owned$9$q;
        va_arb$9$clock = clock;
        free$9 = ~owned$9$q & (sink$9 | (credits$9$q >= need$9));
        has_one$9 = sink$9 | |credits$9$q;
        fifo$0$clock = clock;
        state$0$clock = clock;
        state$0$d = state$0$q;
        route_mask$0$clock = clock;
        route_mask$0$d = route_mask$0$q;
        route_escape$0$clock = clock;
        route_escape$0$d = route_escape$0$q;
        route_port$0$clock = clock;
        route_port$0$d = route_port$0$q;
        route_class$0$clock = clock;
        route_class$0$d = route_class$0$q;
        route_eject$0$clock = clock;
        route_eject$0$d = route_eject$0$q;
        refused$0$clock = clock;
        refused$0$d = refused$0$q;
        held_vc$0$clock = clock;
        held_vc$0$d = held_vc$0$q;
        held_port$0$clock = clock;
        held_port$0$d = held_port$0$q;
        held_out_vc$0$clock = clock;
        held_out_vc$0$d = held_out_vc$0$q;
        granted_misses$0$clock = clock;
        granted_misses$0$d = granted_misses$0$q;
        route_absorb$0$clock = clock;
        route_absorb$0$d = route_absorb$0$q;
        route_layered$0$clock = clock;
        route_layered$0$d = route_layered$0$q;
        route_layer$0$clock = clock;
        route_layer$0$d = route_layer$0$q;
        held_absorb$0$clock = clock;
        held_absorb$0$d = held_absorb$0$q;
        fifo$0$write = 1'b0;
        fifo$0$flit_in = 32'h0;
        if (in_port$0 == 0) begin
            fifo$0$flit_in = flit_in$0;
            fifo$0$write = flit_in_valid[0] & (flit_in_vc$0 == in_vc$0);
        end
        if (in_port$0 == 1) begin
            fifo$0$flit_in = flit_in$1;
            fifo$0$write = flit_in_valid[1] & (flit_in_vc$1 == in_vc$0);
        end
        if (in_port$0 == 2) begin
            fifo$0$flit_in = flit_in$2;
            fifo$0$write = flit_in_valid[2] & (flit_in_vc$2 == in_vc$0);
        end
        if (in_port$0 == 3) begin
            fifo$0$flit_in = flit_in$3;
            fifo$0$write = flit_in_valid[3] & (flit_in_vc$3 == in_vc$0);
        end
        if (in_port$0 == 4) begin
            fifo$0$flit_in = flit_in$4;
            fifo$0$write = flit_in_valid[4] & (flit_in_vc$4 == in_vc$0);
        end
        front = fifo$0$front;
        misses = front[(misses_at)+:(4)];
        rc$0$head = front;
        rc$0$node = cfg_node;
        rc$0$routes = cfg_table;
        rc$0$down = cfg_down[0];
        rc$0$keep = cfg_keep$0;
        rc$0$follow = cfg_follow[0];
        rc$0$successor = cfg_successor$0;
        rc$0$on_escape = cfg_on_escape[0];
        rc$0$arrived_class = arrived_class$0;
        if ((state$0$q == 32'h0) & fifo$0$valid & front[32'h0]) begin
            state$0$d = 32'h1;
            refused$0$d = 32'h0;
            route_eject$0$d = rc$0$eject;
            route_mask$0$d = rc$0$mask;
            route_escape$0$d = rc$0$escape;
            route_port$0$d = rc$0$port;
            route_class$0$d = rc$0$esc_class;
            route_absorb$0$d = rc$0$absorb;
            route_layered$0$d = rc$0$layered;
            route_layer$0$d = rc$0$layer;
        end
        row_bits = 32'h0;
        row = cfg_bubble_row$0;
        if (route_absorb$0$q) begin
            row = local_row;
        end
        if (row == 0) begin
            row_bits = cfg_bubble$0;
        end
        if (row == 1) begin
            row_bits = cfg_bubble$1;
        end
        if (row == 2) begin
            row_bits = cfg_bubble$2;
        end
        if (row == 3) begin
            row_bits = cfg_bubble$3;
        end
        if (row == 4) begin
            row_bits = cfg_bubble$4;
        end
        req_valid$0 = 1'b0;
        req_vc$0 = 32'h0;
        req_misses$0 = misses;
        req_priority$0 = 1'b0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        if (state$0$q == 32'h1) begin
            if (route_eject$0$q) begin
                if (sink$0 & free$0 & ~found) begin
                    found = 1'b1;
                    best = 0;
                end
                if (sink$1 & free$1 & ~found) begin
                    found = 1'b1;
                    best = 1;
                end
                if (sink$2 & free$2 & ~found) begin
                    found = 1'b1;
                    best = 2;
                end
                if (sink$3 & free$3 & ~found) begin
                    found = 1'b1;
                    best = 3;
                end
                if (sink$4 & free$4 & ~found) begin
                    found = 1'b1;
                    best = 4;
                end
                if (sink$5 & free$5 & ~found) begin
                    found = 1'b1;
                    best = 5;
                end
                if (sink$6 & free$6 & ~found) begin
                    found = 1'b1;
                    best = 6;
                end
                if (sink$7 & free$7 & ~found) begin
                    found = 1'b1;
                    best = 7;
                end
                if (sink$8 & free$8 & ~found) begin
                    found = 1'b1;
                    best = 8;
                end
                if (sink$9 & free$9 & ~found) begin
                    found = 1'b1;
                    best = 9;
                end
                req_valid$0 = found;
                req_vc$0 = best;
            end
            else begin
                if (|(port_hot$0 & route_mask$0$q) & cfg_adaptive_ok[0] & (~route_layered$0$q | (vc_index$0 == route_layer$0$q)) & free$0 & (~found | (credits$0$q > best_credits))) begin
                    found = 1'b1;
                    best = 0;
                    best_credits = credits$0$q;
                end
                if (|(port_hot$1 & route_mask$0$q) & cfg_adaptive_ok[1] & (~route_layered$0$q | (vc_index$1 == route_layer$0$q)) & free$1 & (~found | (credits$1$q > best_credits))) begin
                    found = 1'b1;
                    best = 1;
                    best_credits = credits$1$q;
                end
                if (|(port_hot$2 & route_mask$0$q) & cfg_adaptive_ok[2] & (~route_layered$0$q | (vc_index$2 == route_layer$0$q)) & free$2 & (~found | (credits$2$q > best_credits))) begin
                    found = 1'b1;
                    best = 2;
                    best_credits = credits$2$q;
                end
                if (|(port_hot$3 & route_mask$0$q) & cfg_adaptive_ok[3] & (~route_layered$0$q | (vc_index$3 == route_layer$0$q)) & free$3 & (~found | (credits$3$q > best_credits))) begin
                    found = 1'b1;
                    best = 3;
                    best_credits = credits$3$q;
                end
                if (|(port_hot$4 & route_mask$0$q) & cfg_adaptive_ok[4] & (~route_layered$0$q | (vc_index$4 == route_layer$0$q)) & free$4 & (~found | (credits$4$q > best_credits))) begin
                    found = 1'b1;
                    best = 4;
                    best_credits = credits$4$q;
                end
                if (|(port_hot$5 & route_mask$0$q) & cfg_adaptive_ok[5] & (~route_layered$0$q | (vc_index$5 == route_layer$0$q)) & free$5 & (~found | (credits$5$q > best_credits))) begin
                    found = 1'b1;
                    best = 5;
                    best_credits = credits$5$q;
                end
                if (|(port_hot$6 & route_mask$0$q) & cfg_adaptive_ok[6] & (~route_layered$0$q | (vc_index$6 == route_layer$0$q)) & free$6 & (~found | (credits$6$q > best_credits))) begin
                    found = 1'b1;
                    best = 6;
                    best_credits = credits$6$q;
                end
                if (|(port_hot$7 & route_mask$0$q) & cfg_adaptive_ok[7] & (~route_layered$0$q | (vc_index$7 == route_layer$0$q)) & free$7 & (~found | (credits$7$q > best_credits))) begin
                    found = 1'b1;
                    best = 7;
                    best_credits = credits$7$q;
                end
                if (|(port_hot$8 & route_mask$0$q) & cfg_adaptive_ok[8] & (~route_layered$0$q | (vc_index$8 == route_layer$0$q)) & free$8 & (~found | (credits$8$q > best_credits))) begin
                    found = 1'b1;
                    best = 8;
                    best_credits = credits$8$q;
                end
                if (|(port_hot$9 & route_mask$0$q) & cfg_adaptive_ok[9] & (~route_layered$0$q | (vc_index$9 == route_layer$0$q)) & free$9 & (~found | (credits$9$q > best_credits))) begin
                    found = 1'b1;
                    best = 9;
                    best_credits = credits$9$q;
                end
                admit = 1'b1;
                if (injected$0 & admission & route_escape$0$q) begin
                    admit = 1'b0;
                    if ((out_port_of$0 == route_port$0$q) & admission_vc$0 & (cfg_off_ring[0] | (credits$0$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$1 == route_port$0$q) & admission_vc$1 & (cfg_off_ring[1] | (credits$1$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$2 == route_port$0$q) & admission_vc$2 & (cfg_off_ring[2] | (credits$2$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$3 == route_port$0$q) & admission_vc$3 & (cfg_off_ring[3] | (credits$3$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$4 == route_port$0$q) & admission_vc$4 & (cfg_off_ring[4] | (credits$4$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$5 == route_port$0$q) & admission_vc$5 & (cfg_off_ring[5] | (credits$5$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$6 == route_port$0$q) & admission_vc$6 & (cfg_off_ring[6] | (credits$6$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$7 == route_port$0$q) & admission_vc$7 & (cfg_off_ring[7] | (credits$7$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$8 == route_port$0$q) & admission_vc$8 & (cfg_off_ring[8] | (credits$8$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$9 == route_port$0$q) & admission_vc$9 & (cfg_off_ring[9] | (credits$9$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                end
                if (found & admit) begin
                    req_valid$0 = 1'b1;
                    req_vc$0 = best;
                    if (cfg_on_escape[0] & ~route_absorb$0$q & (misses != 32'hf)) begin
                        req_misses$0 = misses + 32'h1;
                    end
                end
                else begin
                    if (injected$0) begin
                        patience = injection_patience;
                    end
                    else begin
                        patience = escape_patience;
                    end
                    found = 1'b0;
                    if (route_escape$0$q & ~(|route_mask$0$q & (refused$0$q < patience))) begin
                        if ((out_port_of$0 == route_port$0$q) & escape_vc$0 & (class_of$0 == route_class$0$q) & free$0 & ~found) begin
                            found = 1'b1;
                            best = 0;
                            best_credits = credits$0$q;
                        end
                        if ((out_port_of$1 == route_port$0$q) & escape_vc$1 & (class_of$1 == route_class$0$q) & free$1 & ~found) begin
                            found = 1'b1;
                            best = 1;
                            best_credits = credits$1$q;
                        end
                        if ((out_port_of$2 == route_port$0$q) & escape_vc$2 & (class_of$2 == route_class$0$q) & free$2 & ~found) begin
                            found = 1'b1;
                            best = 2;
                            best_credits = credits$2$q;
                        end
                        if ((out_port_of$3 == route_port$0$q) & escape_vc$3 & (class_of$3 == route_class$0$q) & free$3 & ~found) begin
                            found = 1'b1;
                            best = 3;
                            best_credits = credits$3$q;
                        end
                        if ((out_port_of$4 == route_port$0$q) & escape_vc$4 & (class_of$4 == route_class$0$q) & free$4 & ~found) begin
                            found = 1'b1;
                            best = 4;
                            best_credits = credits$4$q;
                        end
                        if ((out_port_of$5 == route_port$0$q) & escape_vc$5 & (class_of$5 == route_class$0$q) & free$5 & ~found) begin
                            found = 1'b1;
                            best = 5;
                            best_credits = credits$5$q;
                        end
                        if ((out_port_of$6 == route_port$0$q) & escape_vc$6 & (class_of$6 == route_class$0$q) & free$6 & ~found) begin
                            found = 1'b1;
                            best = 6;
                            best_credits = credits$6$q;
                        end
                        if ((out_port_of$7 == route_port$0$q) & escape_vc$7 & (class_of$7 == route_class$0$q) & free$7 & ~found) begin
                            found = 1'b1;
                            best = 7;
                            best_credits = credits$7$q;
                        end
                        if ((out_port_of$8 == route_port$0$q) & escape_vc$8 & (class_of$8 == route_class$0$q) & free$8 & ~found) begin
                            found = 1'b1;
                            best = 8;
                            best_credits = credits$8$q;
                        end
                        if ((out_port_of$9 == route_port$0$q) & escape_vc$9 & (class_of$9 == route_class$0$q) & free$9 & ~found) begin
                            found = 1'b1;
                            best = 9;
                            best_credits = credits$9$q;
                        end
                        enters = bubble_check & ~row_bits[route_port$0$q];
                        req_valid$0 = found & ~(enters & (best_credits < two_packets));
                        req_vc$0 = best;
                    end
                end
            end
            if (transit_priority & req_valid$0) begin
                enters = 1'b0;
                if ((req_vc$0 == 0) & route_escape$0$q & (out_port_of$0 == route_port$0$q) & escape_vc$0 & bubble_check) begin
                    enters = ~row_bits[route_port$0$q];
                end
                if ((req_vc$0 == 1) & route_escape$0$q & (out_port_of$1 == route_port$0$q) & escape_vc$1 & bubble_check) begin
                    enters = ~row_bits[route_port$0$q];
                end
                if ((req_vc$0 == 2) & route_escape$0$q & (out_port_of$2 == route_port$0$q) & escape_vc$2 & bubble_check) begin
                    enters = ~row_bits[route_port$0$q];
                end
                if ((req_vc$0 == 3) & route_escape$0$q & (out_port_of$3 == route_port$0$q) & escape_vc$3 & bubble_check) begin
                    enters = ~row_bits[route_port$0$q];
                end
                if ((req_vc$0 == 4) & route_escape$0$q & (out_port_of$4 == route_port$0$q) & escape_vc$4 & bubble_check) begin
                    enters = ~row_bits[route_port$0$q];
                end
                if ((req_vc$0 == 5) & route_escape$0$q & (out_port_of$5 == route_port$0$q) & escape_vc$5 & bubble_check) begin
                    enters = ~row_bits[route_port$0$q];
                end
                if ((req_vc$0 == 6) & route_escape$0$q & (out_port_of$6 == route_port$0$q) & escape_vc$6 & bubble_check) begin
                    enters = ~row_bits[route_port$0$q];
                end
                if ((req_vc$0 == 7) & route_escape$0$q & (out_port_of$7 == route_port$0$q) & escape_vc$7 & bubble_check) begin
                    enters = ~row_bits[route_port$0$q];
                end
                if ((req_vc$0 == 8) & route_escape$0$q & (out_port_of$8 == route_port$0$q) & escape_vc$8 & bubble_check) begin
                    enters = ~row_bits[route_port$0$q];
                end
                if ((req_vc$0 == 9) & route_escape$0$q & (out_port_of$9 == route_port$0$q) & escape_vc$9 & bubble_check) begin
                    enters = ~row_bits[route_port$0$q];
                end
                req_priority$0 = ~enters & ((refused$0$q == 32'hf) | ~injected$0);
            end
        end
        fifo$1$clock = clock;
        state$1$clock = clock;
        state$1$d = state$1$q;
        route_mask$1$clock = clock;
        route_mask$1$d = route_mask$1$q;
        route_escape$1$clock = clock;
        route_escape$1$d = route_escape$1$q;
        route_port$1$clock = clock;
        route_port$1$d = route_port$1$q;
        route_class$1$clock = clock;
        route_class$1$d = route_class$1$q;
        route_eject$1$clock = clock;
        route_eject$1$d = route_eject$1$q;
        refused$1$clock = clock;
        refused$1$d = refused$1$q;
        held_vc$1$clock = clock;
        held_vc$1$d = held_vc$1$q;
        held_port$1$clock = clock;
        held_port$1$d = held_port$1$q;
        held_out_vc$1$clock = clock;
        held_out_vc$1$d = held_out_vc$1$q;
        granted_misses$1$clock = clock;
        granted_misses$1$d = granted_misses$1$q;
        route_absorb$1$clock = clock;
        route_absorb$1$d = route_absorb$1$q;
        route_layered$1$clock = clock;
        route_layered$1$d = route_layered$1$q;
        route_layer$1$clock = clock;
        route_layer$1$d = route_layer$1$q;
        held_absorb$1$clock = clock;
        held_absorb$1$d = held_absorb$1$q;
        fifo$1$write = 1'b0;
        fifo$1$flit_in = 32'h0;
        if (in_port$1 == 0) begin
            fifo$1$flit_in = flit_in$0;
            fifo$1$write = flit_in_valid[0] & (flit_in_vc$0 == in_vc$1);
        end
        if (in_port$1 == 1) begin
            fifo$1$flit_in = flit_in$1;
            fifo$1$write = flit_in_valid[1] & (flit_in_vc$1 == in_vc$1);
        end
        if (in_port$1 == 2) begin
            fifo$1$flit_in = flit_in$2;
            fifo$1$write = flit_in_valid[2] & (flit_in_vc$2 == in_vc$1);
        end
        if (in_port$1 == 3) begin
            fifo$1$flit_in = flit_in$3;
            fifo$1$write = flit_in_valid[3] & (flit_in_vc$3 == in_vc$1);
        end
        if (in_port$1 == 4) begin
            fifo$1$flit_in = flit_in$4;
            fifo$1$write = flit_in_valid[4] & (flit_in_vc$4 == in_vc$1);
        end
        front = fifo$1$front;
        misses = front[(misses_at)+:(4)];
        rc$1$head = front;
        rc$1$node = cfg_node;
        rc$1$routes = cfg_table;
        rc$1$down = cfg_down[1];
        rc$1$keep = cfg_keep$1;
        rc$1$follow = cfg_follow[1];
        rc$1$successor = cfg_successor$1;
        rc$1$on_escape = cfg_on_escape[1];
        rc$1$arrived_class = arrived_class$1;
        if ((state$1$q == 32'h0) & fifo$1$valid & front[32'h0]) begin
            state$1$d = 32'h1;
            refused$1$d = 32'h0;
            route_eject$1$d = rc$1$eject;
            route_mask$1$d = rc$1$mask;
            route_escape$1$d = rc$1$escape;
            route_port$1$d = rc$1$port;
            route_class$1$d = rc$1$esc_class;
            route_absorb$1$d = rc$1$absorb;
            route_layered$1$d = rc$1$layered;
            route_layer$1$d = rc$1$layer;
        end
        row_bits = 32'h0;
        row = cfg_bubble_row$1;
        if (route_absorb$1$q) begin
            row = local_row;
        end
        if (row == 0) begin
            row_bits = cfg_bubble$0;
        end
        if (row == 1) begin
            row_bits = cfg_bubble$1;
        end
        if (row == 2) begin
            row_bits = cfg_bubble$2;
        end
        if (row == 3) begin
            row_bits = cfg_bubble$3;
        end
        if (row == 4) begin
            row_bits = cfg_bubble$4;
        end
        req_valid$1 = 1'b0;
        req_vc$1 = 32'h0;
        req_misses$1 = misses;
        req_priority$1 = 1'b0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        if (state$1$q == 32'h1) begin
            if (route_eject$1$q) begin
                if (sink$0 & free$0 & ~found) begin
                    found = 1'b1;
                    best = 0;
                end
                if (sink$1 & free$1 & ~found) begin
                    found = 1'b1;
                    best = 1;
                end
                if (sink$2 & free$2 & ~found) begin
                    found = 1'b1;
                    best = 2;
                end
                if (sink$3 & free$3 & ~found) begin
                    found = 1'b1;
                    best = 3;
                end
                if (sink$4 & free$4 & ~found) begin
                    found = 1'b1;
                    best = 4;
                end
                if (sink$5 & free$5 & ~found) begin
                    found = 1'b1;
                    best = 5;
                end
                if (sink$6 & free$6 & ~found) begin
                    found = 1'b1;
                    best = 6;
                end
                if (sink$7 & free$7 & ~found) begin
                    found = 1'b1;
                    best = 7;
                end
                if (sink$8 & free$8 & ~found) begin
                    found = 1'b1;
                    best = 8;
                end
                if (sink$9 & free$9 & ~found) begin
                    found = 1'b1;
                    best = 9;
                end
                req_valid$1 = found;
                req_vc$1 = best;
            end
            else begin
                if (|(port_hot$0 & route_mask$1$q) & cfg_adaptive_ok[0] & (~route_layered$1$q | (vc_index$0 == route_layer$1$q)) & free$0 & (~found | (credits$0$q > best_credits))) begin
                    found = 1'b1;
                    best = 0;
                    best_credits = credits$0$q;
                end
                if (|(port_hot$1 & route_mask$1$q) & cfg_adaptive_ok[1] & (~route_layered$1$q | (vc_index$1 == route_layer$1$q)) & free$1 & (~found | (credits$1$q > best_credits))) begin
                    found = 1'b1;
                    best = 1;
                    best_credits = credits$1$q;
                end
                if (|(port_hot$2 & route_mask$1$q) & cfg_adaptive_ok[2] & (~route_layered$1$q | (vc_index$2 == route_layer$1$q)) & free$2 & (~found | (credits$2$q > best_credits))) begin
                    found = 1'b1;
                    best = 2;
                    best_credits = credits$2$q;
                end
                if (|(port_hot$3 & route_mask$1$q) & cfg_adaptive_ok[3] & (~route_layered$1$q | (vc_index$3 == route_layer$1$q)) & free$3 & (~found | (credits$3$q > best_credits))) begin
                    found = 1'b1;
                    best = 3;
                    best_credits = credits$3$q;
                end
                if (|(port_hot$4 & route_mask$1$q) & cfg_adaptive_ok[4] & (~route_layered$1$q | (vc_index$4 == route_layer$1$q)) & free$4 & (~found | (credits$4$q > best_credits))) begin
                    found = 1'b1;
                    best = 4;
                    best_credits = credits$4$q;
                end
                if (|(port_hot$5 & route_mask$1$q) & cfg_adaptive_ok[5] & (~route_layered$1$q | (vc_index$5 == route_layer$1$q)) & free$5 & (~found | (credits$5$q > best_credits))) begin
                    found = 1'b1;
                    best = 5;
                    best_credits = credits$5$q;
                end
                if (|(port_hot$6 & route_mask$1$q) & cfg_adaptive_ok[6] & (~route_layered$1$q | (vc_index$6 == route_layer$1$q)) & free$6 & (~found | (credits$6$q > best_credits))) begin
                    found = 1'b1;
                    best = 6;
                    best_credits = credits$6$q;
                end
                if (|(port_hot$7 & route_mask$1$q) & cfg_adaptive_ok[7] & (~route_layered$1$q | (vc_index$7 == route_layer$1$q)) & free$7 & (~found | (credits$7$q > best_credits))) begin
                    found = 1'b1;
                    best = 7;
                    best_credits = credits$7$q;
                end
                if (|(port_hot$8 & route_mask$1$q) & cfg_adaptive_ok[8] & (~route_layered$1$q | (vc_index$8 == route_layer$1$q)) & free$8 & (~found | (credits$8$q > best_credits))) begin
                    found = 1'b1;
                    best = 8;
                    best_credits = credits$8$q;
                end
                if (|(port_hot$9 & route_mask$1$q) & cfg_adaptive_ok[9] & (~route_layered$1$q | (vc_index$9 == route_layer$1$q)) & free$9 & (~found | (credits$9$q > best_credits))) begin
                    found = 1'b1;
                    best = 9;
                    best_credits = credits$9$q;
                end
                admit = 1'b1;
                if (injected$1 & admission & route_escape$1$q) begin
                    admit = 1'b0;
                    if ((out_port_of$0 == route_port$1$q) & admission_vc$0 & (cfg_off_ring[0] | (credits$0$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$1 == route_port$1$q) & admission_vc$1 & (cfg_off_ring[1] | (credits$1$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$2 == route_port$1$q) & admission_vc$2 & (cfg_off_ring[2] | (credits$2$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$3 == route_port$1$q) & admission_vc$3 & (cfg_off_ring[3] | (credits$3$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$4 == route_port$1$q) & admission_vc$4 & (cfg_off_ring[4] | (credits$4$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$5 == route_port$1$q) & admission_vc$5 & (cfg_off_ring[5] | (credits$5$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$6 == route_port$1$q) & admission_vc$6 & (cfg_off_ring[6] | (credits$6$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$7 == route_port$1$q) & admission_vc$7 & (cfg_off_ring[7] | (credits$7$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$8 == route_port$1$q) & admission_vc$8 & (cfg_off_ring[8] | (credits$8$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$9 == route_port$1$q) & admission_vc$9 & (cfg_off_ring[9] | (credits$9$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                end
                if (found & admit) begin
                    req_valid$1 = 1'b1;
                    req_vc$1 = best;
                    if (cfg_on_escape[1] & ~route_absorb$1$q & (misses != 32'hf)) begin
                        req_misses$1 = misses + 32'h1;
                    end
                end
                else begin
                    if (injected$1) begin
                        patience = injection_patience;
                    end
                    else begin
                        patience = escape_patience;
                    end
                    found = 1'b0;
                    if (route_escape$1$q & ~(|route_mask$1$q & (refused$1$q < patience))) begin
                        if ((out_port_of$0 == route_port$1$q) & escape_vc$0 & (class_of$0 == route_class$1$q) & free$0 & ~found) begin
                            found = 1'b1;
                            best = 0;
                            best_credits = credits$0$q;
                        end
                        if ((out_port_of$1 == route_port$1$q) & escape_vc$1 & (class_of$1 == route_class$1$q) & free$1 & ~found) begin
                            found = 1'b1;
                            best = 1;
                            best_credits = credits$1$q;
                        end
                        if ((out_port_of$2 == route_port$1$q) & escape_vc$2 & (class_of$2 == route_class$1$q) & free$2 & ~found) begin
                            found = 1'b1;
                            best = 2;
                            best_credits = credits$2$q;
                        end
                        if ((out_port_of$3 == route_port$1$q) & escape_vc$3 & (class_of$3 == route_class$1$q) & free$3 & ~found) begin
                            found = 1'b1;
                            best = 3;
                            best_credits = credits$3$q;
                        end
                        if ((out_port_of$4 == route_port$1$q) & escape_vc$4 & (class_of$4 == route_class$1$q) & free$4 & ~found) begin
                            found = 1'b1;
                            best = 4;
                            best_credits = credits$4$q;
                        end
                        if ((out_port_of$5 == route_port$1$q) & escape_vc$5 & (class_of$5 == route_class$1$q) & free$5 & ~found) begin
                            found = 1'b1;
                            best = 5;
                            best_credits = credits$5$q;
                        end
                        if ((out_port_of$6 == route_port$1$q) & escape_vc$6 & (class_of$6 == route_class$1$q) & free$6 & ~found) begin
                            found = 1'b1;
                            best = 6;
                            best_credits = credits$6$q;
                        end
                        if ((out_port_of$7 == route_port$1$q) & escape_vc$7 & (class_of$7 == route_class$1$q) & free$7 & ~found) begin
                            found = 1'b1;
                            best = 7;
                            best_credits = credits$7$q;
                        end
                        if ((out_port_of$8 == route_port$1$q) & escape_vc$8 & (class_of$8 == route_class$1$q) & free$8 & ~found) begin
                            found = 1'b1;
                            best = 8;
                            best_credits = credits$8$q;
                        end
                        if ((out_port_of$9 == route_port$1$q) & escape_vc$9 & (class_of$9 == route_class$1$q) & free$9 & ~found) begin
                            found = 1'b1;
                            best = 9;
                            best_credits = credits$9$q;
                        end
                        enters = bubble_check & ~row_bits[route_port$1$q];
                        req_valid$1 = found & ~(enters & (best_credits < two_packets));
                        req_vc$1 = best;
                    end
                end
            end
            if (transit_priority & req_valid$1) begin
                enters = 1'b0;
                if ((req_vc$1 == 0) & route_escape$1$q & (out_port_of$0 == route_port$1$q) & escape_vc$0 & bubble_check) begin
                    enters = ~row_bits[route_port$1$q];
                end
                if ((req_vc$1 == 1) & route_escape$1$q & (out_port_of$1 == route_port$1$q) & escape_vc$1 & bubble_check) begin
                    enters = ~row_bits[route_port$1$q];
                end
                if ((req_vc$1 == 2) & route_escape$1$q & (out_port_of$2 == route_port$1$q) & escape_vc$2 & bubble_check) begin
                    enters = ~row_bits[route_port$1$q];
                end
                if ((req_vc$1 == 3) & route_escape$1$q & (out_port_of$3 == route_port$1$q) & escape_vc$3 & bubble_check) begin
                    enters = ~row_bits[route_port$1$q];
                end
                if ((req_vc$1 == 4) & route_escape$1$q & (out_port_of$4 == route_port$1$q) & escape_vc$4 & bubble_check) begin
                    enters = ~row_bits[route_port$1$q];
                end
                if ((req_vc$1 == 5) & route_escape$1$q & (out_port_of$5 == route_port$1$q) & escape_vc$5 & bubble_check) begin
                    enters = ~row_bits[route_port$1$q];
                end
                if ((req_vc$1 == 6) & route_escape$1$q & (out_port_of$6 == route_port$1$q) & escape_vc$6 & bubble_check) begin
                    enters = ~row_bits[route_port$1$q];
                end
                if ((req_vc$1 == 7) & route_escape$1$q & (out_port_of$7 == route_port$1$q) & escape_vc$7 & bubble_check) begin
                    enters = ~row_bits[route_port$1$q];
                end
                if ((req_vc$1 == 8) & route_escape$1$q & (out_port_of$8 == route_port$1$q) & escape_vc$8 & bubble_check) begin
                    enters = ~row_bits[route_port$1$q];
                end
                if ((req_vc$1 == 9) & route_escape$1$q & (out_port_of$9 == route_port$1$q) & escape_vc$9 & bubble_check) begin
                    enters = ~row_bits[route_port$1$q];
                end
                req_priority$1 = ~enters & ((refused$1$q == 32'hf) | ~injected$1);
            end
        end
        fifo$2$clock = clock;
        state$2$clock = clock;
        state$2$d = state$2$q;
        route_mask$2$clock = clock;
        route_mask$2$d = route_mask$2$q;
        route_escape$2$clock = clock;
        route_escape$2$d = route_escape$2$q;
        route_port$2$clock = clock;
        route_port$2$d = route_port$2$q;
        route_class$2$clock = clock;
        route_class$2$d = route_class$2$q;
        route_eject$2$clock = clock;
        route_eject$2$d = route_eject$2$q;
        refused$2$clock = clock;
        refused$2$d = refused$2$q;
        held_vc$2$clock = clock;
        held_vc$2$d = held_vc$2$q;
        held_port$2$clock = clock;
        held_port$2$d = held_port$2$q;
        held_out_vc$2$clock = clock;
        held_out_vc$2$d = held_out_vc$2$q;
        granted_misses$2$clock = clock;
        granted_misses$2$d = granted_misses$2$q;
        route_absorb$2$clock = clock;
        route_absorb$2$d = route_absorb$2$q;
        route_layered$2$clock = clock;
        route_layered$2$d = route_layered$2$q;
        route_layer$2$clock = clock;
        route_layer$2$d = route_layer$2$q;
        held_absorb$2$clock = clock;
        held_absorb$2$d = held_absorb$2$q;
        fifo$2$write = 1'b0;
        fifo$2$flit_in = 32'h0;
        if (in_port$2 == 0) begin
            fifo$2$flit_in = flit_in$0;
            fifo$2$write = flit_in_valid[0] & (flit_in_vc$0 == in_vc$2);
        end
        if (in_port$2 == 1) begin
            fifo$2$flit_in = flit_in$1;
            fifo$2$write = flit_in_valid[1] & (flit_in_vc$1 == in_vc$2);
        end
        if (in_port$2 == 2) begin
            fifo$2$flit_in = flit_in$2;
            fifo$2$write = flit_in_valid[2] & (flit_in_vc$2 == in_vc$2);
        end
        if (in_port$2 == 3) begin
            fifo$2$flit_in = flit_in$3;
            fifo$2$write = flit_in_valid[3] & (flit_in_vc$3 == in_vc$2);
        end
        if (in_port$2 == 4) begin
            fifo$2$flit_in = flit_in$4;
            fifo$2$write = flit_in_valid[4] & (flit_in_vc$4 == in_vc$2);
        end
        front = fifo$2$front;
        misses = front[(misses_at)+:(4)];
        rc$2$head = front;
        rc$2$node = cfg_node;
        rc$2$routes = cfg_table;
        rc$2$down = cfg_down[2];
        rc$2$keep = cfg_keep$2;
        rc$2$follow = cfg_follow[2];
        rc$2$successor = cfg_successor$2;
        rc$2$on_escape = cfg_on_escape[2];
        rc$2$arrived_class = arrived_class$2;
        if ((state$2$q == 32'h0) & fifo$2$valid & front[32'h0]) begin
            state$2$d = 32'h1;
            refused$2$d = 32'h0;
            route_eject$2$d = rc$2$eject;
            route_mask$2$d = rc$2$mask;
            route_escape$2$d = rc$2$escape;
            route_port$2$d = rc$2$port;
            route_class$2$d = rc$2$esc_class;
            route_absorb$2$d = rc$2$absorb;
            route_layered$2$d = rc$2$layered;
            route_layer$2$d = rc$2$layer;
        end
        row_bits = 32'h0;
        row = cfg_bubble_row$2;
        if (route_absorb$2$q) begin
            row = local_row;
        end
        if (row == 0) begin
            row_bits = cfg_bubble$0;
        end
        if (row == 1) begin
            row_bits = cfg_bubble$1;
        end
        if (row == 2) begin
            row_bits = cfg_bubble$2;
        end
        if (row == 3) begin
            row_bits = cfg_bubble$3;
        end
        if (row == 4) begin
            row_bits = cfg_bubble$4;
        end
        req_valid$2 = 1'b0;
        req_vc$2 = 32'h0;
        req_misses$2 = misses;
        req_priority$2 = 1'b0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        if (state$2$q == 32'h1) begin
            if (route_eject$2$q) begin
                if (sink$0 & free$0 & ~found) begin
                    found = 1'b1;
                    best = 0;
                end
                if (sink$1 & free$1 & ~found) begin
                    found = 1'b1;
                    best = 1;
                end
                if (sink$2 & free$2 & ~found) begin
                    found = 1'b1;
                    best = 2;
                end
                if (sink$3 & free$3 & ~found) begin
                    found = 1'b1;
                    best = 3;
                end
                if (sink$4 & free$4 & ~found) begin
                    found = 1'b1;
                    best = 4;
                end
                if (sink$5 & free$5 & ~found) begin
                    found = 1'b1;
                    best = 5;
                end
                if (sink$6 & free$6 & ~found) begin
                    found = 1'b1;
                    best = 6;
                end
                if (sink$7 & free$7 & ~found) begin
                    found = 1'b1;
                    best = 7;
                end
                if (sink$8 & free$8 & ~found) begin
                    found = 1'b1;
                    best = 8;
                end
                if (sink$9 & free$9 & ~found) begin
                    found = 1'b1;
                    best = 9;
                end
                req_valid$2 = found;
                req_vc$2 = best;
            end
            else begin
                if (|(port_hot$0 & route_mask$2$q) & cfg_adaptive_ok[0] & (~route_layered$2$q | (vc_index$0 == route_layer$2$q)) & free$0 & (~found | (credits$0$q > best_credits))) begin
                    found = 1'b1;
                    best = 0;
                    best_credits = credits$0$q;
                end
                if (|(port_hot$1 & route_mask$2$q) & cfg_adaptive_ok[1] & (~route_layered$2$q | (vc_index$1 == route_layer$2$q)) & free$1 & (~found | (credits$1$q > best_credits))) begin
                    found = 1'b1;
                    best = 1;
                    best_credits = credits$1$q;
                end
                if (|(port_hot$2 & route_mask$2$q) & cfg_adaptive_ok[2] & (~route_layered$2$q | (vc_index$2 == route_layer$2$q)) & free$2 & (~found | (credits$2$q > best_credits))) begin
                    found = 1'b1;
                    best = 2;
                    best_credits = credits$2$q;
                end
                if (|(port_hot$3 & route_mask$2$q) & cfg_adaptive_ok[3] & (~route_layered$2$q | (vc_index$3 == route_layer$2$q)) & free$3 & (~found | (credits$3$q > best_credits))) begin
                    found = 1'b1;
                    best = 3;
                    best_credits = credits$3$q;
                end
                if (|(port_hot$4 & route_mask$2$q) & cfg_adaptive_ok[4] & (~route_layered$2$q | (vc_index$4 == route_layer$2$q)) & free$4 & (~found | (credits$4$q > best_credits))) begin
                    found = 1'b1;
                    best = 4;
                    best_credits = credits$4$q;
                end
                if (|(port_hot$5 & route_mask$2$q) & cfg_adaptive_ok[5] & (~route_layered$2$q | (vc_index$5 == route_layer$2$q)) & free$5 & (~found | (credits$5$q > best_credits))) begin
                    found = 1'b1;
                    best = 5;
                    best_credits = credits$5$q;
                end
                if (|(port_hot$6 & route_mask$2$q) & cfg_adaptive_ok[6] & (~route_layered$2$q | (vc_index$6 == route_layer$2$q)) & free$6 & (~found | (credits$6$q > best_credits))) begin
                    found = 1'b1;
                    best = 6;
                    best_credits = credits$6$q;
                end
                if (|(port_hot$7 & route_mask$2$q) & cfg_adaptive_ok[7] & (~route_layered$2$q | (vc_index$7 == route_layer$2$q)) & free$7 & (~found | (credits$7$q > best_credits))) begin
                    found = 1'b1;
                    best = 7;
                    best_credits = credits$7$q;
                end
                if (|(port_hot$8 & route_mask$2$q) & cfg_adaptive_ok[8] & (~route_layered$2$q | (vc_index$8 == route_layer$2$q)) & free$8 & (~found | (credits$8$q > best_credits))) begin
                    found = 1'b1;
                    best = 8;
                    best_credits = credits$8$q;
                end
                if (|(port_hot$9 & route_mask$2$q) & cfg_adaptive_ok[9] & (~route_layered$2$q | (vc_index$9 == route_layer$2$q)) & free$9 & (~found | (credits$9$q > best_credits))) begin
                    found = 1'b1;
                    best = 9;
                    best_credits = credits$9$q;
                end
                admit = 1'b1;
                if (injected$2 & admission & route_escape$2$q) begin
                    admit = 1'b0;
                    if ((out_port_of$0 == route_port$2$q) & admission_vc$0 & (cfg_off_ring[0] | (credits$0$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$1 == route_port$2$q) & admission_vc$1 & (cfg_off_ring[1] | (credits$1$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$2 == route_port$2$q) & admission_vc$2 & (cfg_off_ring[2] | (credits$2$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$3 == route_port$2$q) & admission_vc$3 & (cfg_off_ring[3] | (credits$3$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$4 == route_port$2$q) & admission_vc$4 & (cfg_off_ring[4] | (credits$4$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$5 == route_port$2$q) & admission_vc$5 & (cfg_off_ring[5] | (credits$5$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$6 == route_port$2$q) & admission_vc$6 & (cfg_off_ring[6] | (credits$6$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$7 == route_port$2$q) & admission_vc$7 & (cfg_off_ring[7] | (credits$7$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$8 == route_port$2$q) & admission_vc$8 & (cfg_off_ring[8] | (credits$8$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$9 == route_port$2$q) & admission_vc$9 & (cfg_off_ring[9] | (credits$9$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                end
                if (found & admit) begin
                    req_valid$2 = 1'b1;
                    req_vc$2 = best;
                    if (cfg_on_escape[2] & ~route_absorb$2$q & (misses != 32'hf)) begin
                        req_misses$2 = misses + 32'h1;
                    end
                end
                else begin
                    if (injected$2) begin
                        patience = injection_patience;
                    end
                    else begin
                        patience = escape_patience;
                    end
                    found = 1'b0;
                    if (route_escape$2$q & ~(|route_mask$2$q & (refused$2$q < patience))) begin
                        if ((out_port_of$0 == route_port$2$q) & escape_vc$0 & (class_of$0 == route_class$2$q) & free$0 & ~found) begin
                            found = 1'b1;
                            best = 0;
                            best_credits = credits$0$q;
                        end
                        if ((out_port_of$1 == route_port$2$q) & escape_vc$1 & (class_of$1 == route_class$2$q) & free$1 & ~found) begin
                            found = 1'b1;
                            best = 1;
                            best_credits = credits$1$q;
                        end
                        if ((out_port_of$2 == route_port$2$q) & escape_vc$2 & (class_of$2 == route_class$2$q) & free$2 & ~found) begin
                            found = 1'b1;
                            best = 2;
                            best_credits = credits$2$q;
                        end
                        if ((out_port_of$3 == route_port$2$q) & escape_vc$3 & (class_of$3 == route_class$2$q) & free$3 & ~found) begin
                            found = 1'b1;
                            best = 3;
                            best_credits = credits$3$q;
                        end
                        if ((out_port_of$4 == route_port$2$q) & escape_vc$4 & (class_of$4 == route_class$2$q) & free$4 & ~found) begin
                            found = 1'b1;
                            best = 4;
                            best_credits = credits$4$q;
                        end
                        if ((out_port_of$5 == route_port$2$q) & escape_vc$5 & (class_of$5 == route_class$2$q) & free$5 & ~found) begin
                            found = 1'b1;
                            best = 5;
                            best_credits = credits$5$q;
                        end
                        if ((out_port_of$6 == route_port$2$q) & escape_vc$6 & (class_of$6 == route_class$2$q) & free$6 & ~found) begin
                            found = 1'b1;
                            best = 6;
                            best_credits = credits$6$q;
                        end
                        if ((out_port_of$7 == route_port$2$q) & escape_vc$7 & (class_of$7 == route_class$2$q) & free$7 & ~found) begin
                            found = 1'b1;
                            best = 7;
                            best_credits = credits$7$q;
                        end
                        if ((out_port_of$8 == route_port$2$q) & escape_vc$8 & (class_of$8 == route_class$2$q) & free$8 & ~found) begin
                            found = 1'b1;
                            best = 8;
                            best_credits = credits$8$q;
                        end
                        if ((out_port_of$9 == route_port$2$q) & escape_vc$9 & (class_of$9 == route_class$2$q) & free$9 & ~found) begin
                            found = 1'b1;
                            best = 9;
                            best_credits = credits$9$q;
                        end
                        enters = bubble_check & ~row_bits[route_port$2$q];
                        req_valid$2 = found & ~(enters & (best_credits < two_packets));
                        req_vc$2 = best;
                    end
                end
            end
            if (transit_priority & req_valid$2) begin
                enters = 1'b0;
                if ((req_vc$2 == 0) & route_escape$2$q & (out_port_of$0 == route_port$2$q) & escape_vc$0 & bubble_check) begin
                    enters = ~row_bits[route_port$2$q];
                end
                if ((req_vc$2 == 1) & route_escape$2$q & (out_port_of$1 == route_port$2$q) & escape_vc$1 & bubble_check) begin
                    enters = ~row_bits[route_port$2$q];
                end
                if ((req_vc$2 == 2) & route_escape$2$q & (out_port_of$2 == route_port$2$q) & escape_vc$2 & bubble_check) begin
                    enters = ~row_bits[route_port$2$q];
                end
                if ((req_vc$2 == 3) & route_escape$2$q & (out_port_of$3 == route_port$2$q) & escape_vc$3 & bubble_check) begin
                    enters = ~row_bits[route_port$2$q];
                end
                if ((req_vc$2 == 4) & route_escape$2$q & (out_port_of$4 == route_port$2$q) & escape_vc$4 & bubble_check) begin
                    enters = ~row_bits[route_port$2$q];
                end
                if ((req_vc$2 == 5) & route_escape$2$q & (out_port_of$5 == route_port$2$q) & escape_vc$5 & bubble_check) begin
                    enters = ~row_bits[route_port$2$q];
                end
                if ((req_vc$2 == 6) & route_escape$2$q & (out_port_of$6 == route_port$2$q) & escape_vc$6 & bubble_check) begin
                    enters = ~row_bits[route_port$2$q];
                end
                if ((req_vc$2 == 7) & route_escape$2$q & (out_port_of$7 == route_port$2$q) & escape_vc$7 & bubble_check) begin
                    enters = ~row_bits[route_port$2$q];
                end
                if ((req_vc$2 == 8) & route_escape$2$q & (out_port_of$8 == route_port$2$q) & escape_vc$8 & bubble_check) begin
                    enters = ~row_bits[route_port$2$q];
                end
                if ((req_vc$2 == 9) & route_escape$2$q & (out_port_of$9 == route_port$2$q) & escape_vc$9 & bubble_check) begin
                    enters = ~row_bits[route_port$2$q];
                end
                req_priority$2 = ~enters & ((refused$2$q == 32'hf) | ~injected$2);
            end
        end
        fifo$3$clock = clock;
        state$3$clock = clock;
        state$3$d = state$3$q;
        route_mask$3$clock = clock;
        route_mask$3$d = route_mask$3$q;
        route_escape$3$clock = clock;
        route_escape$3$d = route_escape$3$q;
        route_port$3$clock = clock;
        route_port$3$d = route_port$3$q;
        route_class$3$clock = clock;
        route_class$3$d = route_class$3$q;
        route_eject$3$clock = clock;
        route_eject$3$d = route_eject$3$q;
        refused$3$clock = clock;
        refused$3$d = refused$3$q;
        held_vc$3$clock = clock;
        held_vc$3$d = held_vc$3$q;
        held_port$3$clock = clock;
        held_port$3$d = held_port$3$q;
        held_out_vc$3$clock = clock;
        held_out_vc$3$d = held_out_vc$3$q;
        granted_misses$3$clock = clock;
        granted_misses$3$d = granted_misses$3$q;
        route_absorb$3$clock = clock;
        route_absorb$3$d = route_absorb$3$q;
        route_layered$3$clock = clock;
        route_layered$3$d = route_layered$3$q;
        route_layer$3$clock = clock;
        route_layer$3$d = route_layer$3$q;
        held_absorb$3$clock = clock;
        held_absorb$3$d = held_absorb$3$q;
        fifo$3$write = 1'b0;
        fifo$3$flit_in = 32'h0;
        if (in_port$3 == 0) begin
            fifo$3$flit_in = flit_in$0;
            fifo$3$write = flit_in_valid[0] & (flit_in_vc$0 == in_vc$3);
        end
        if (in_port$3 == 1) begin
            fifo$3$flit_in = flit_in$1;
            fifo$3$write = flit_in_valid[1] & (flit_in_vc$1 == in_vc$3);
        end
        if (in_port$3 == 2) begin
            fifo$3$flit_in = flit_in$2;
            fifo$3$write = flit_in_valid[2] & (flit_in_vc$2 == in_vc$3);
        end
        if (in_port$3 == 3) begin
            fifo$3$flit_in = flit_in$3;
            fifo$3$write = flit_in_valid[3] & (flit_in_vc$3 == in_vc$3);
        end
        if (in_port$3 == 4) begin
            fifo$3$flit_in = flit_in$4;
            fifo$3$write = flit_in_valid[4] & (flit_in_vc$4 == in_vc$3);
        end
        front = fifo$3$front;
        misses = front[(misses_at)+:(4)];
        rc$3$head = front;
        rc$3$node = cfg_node;
        rc$3$routes = cfg_table;
        rc$3$down = cfg_down[3];
        rc$3$keep = cfg_keep$3;
        rc$3$follow = cfg_follow[3];
        rc$3$successor = cfg_successor$3;
        rc$3$on_escape = cfg_on_escape[3];
        rc$3$arrived_class = arrived_class$3;
        if ((state$3$q == 32'h0) & fifo$3$valid & front[32'h0]) begin
            state$3$d = 32'h1;
            refused$3$d = 32'h0;
            route_eject$3$d = rc$3$eject;
            route_mask$3$d = rc$3$mask;
            route_escape$3$d = rc$3$escape;
            route_port$3$d = rc$3$port;
            route_class$3$d = rc$3$esc_class;
            route_absorb$3$d = rc$3$absorb;
            route_layered$3$d = rc$3$layered;
            route_layer$3$d = rc$3$layer;
        end
        row_bits = 32'h0;
        row = cfg_bubble_row$3;
        if (route_absorb$3$q) begin
            row = local_row;
        end
        if (row == 0) begin
            row_bits = cfg_bubble$0;
        end
        if (row == 1) begin
            row_bits = cfg_bubble$1;
        end
        if (row == 2) begin
            row_bits = cfg_bubble$2;
        end
        if (row == 3) begin
            row_bits = cfg_bubble$3;
        end
        if (row == 4) begin
            row_bits = cfg_bubble$4;
        end
        req_valid$3 = 1'b0;
        req_vc$3 = 32'h0;
        req_misses$3 = misses;
        req_priority$3 = 1'b0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        if (state$3$q == 32'h1) begin
            if (route_eject$3$q) begin
                if (sink$0 & free$0 & ~found) begin
                    found = 1'b1;
                    best = 0;
                end
                if (sink$1 & free$1 & ~found) begin
                    found = 1'b1;
                    best = 1;
                end
                if (sink$2 & free$2 & ~found) begin
                    found = 1'b1;
                    best = 2;
                end
                if (sink$3 & free$3 & ~found) begin
                    found = 1'b1;
                    best = 3;
                end
                if (sink$4 & free$4 & ~found) begin
                    found = 1'b1;
                    best = 4;
                end
                if (sink$5 & free$5 & ~found) begin
                    found = 1'b1;
                    best = 5;
                end
                if (sink$6 & free$6 & ~found) begin
                    found = 1'b1;
                    best = 6;
                end
                if (sink$7 & free$7 & ~found) begin
                    found = 1'b1;
                    best = 7;
                end
                if (sink$8 & free$8 & ~found) begin
                    found = 1'b1;
                    best = 8;
                end
                if (sink$9 & free$9 & ~found) begin
                    found = 1'b1;
                    best = 9;
                end
                req_valid$3 = found;
                req_vc$3 = best;
            end
            else begin
                if (|(port_hot$0 & route_mask$3$q) & cfg_adaptive_ok[0] & (~route_layered$3$q | (vc_index$0 == route_layer$3$q)) & free$0 & (~found | (credits$0$q > best_credits))) begin
                    found = 1'b1;
                    best = 0;
                    best_credits = credits$0$q;
                end
                if (|(port_hot$1 & route_mask$3$q) & cfg_adaptive_ok[1] & (~route_layered$3$q | (vc_index$1 == route_layer$3$q)) & free$1 & (~found | (credits$1$q > best_credits))) begin
                    found = 1'b1;
                    best = 1;
                    best_credits = credits$1$q;
                end
                if (|(port_hot$2 & route_mask$3$q) & cfg_adaptive_ok[2] & (~route_layered$3$q | (vc_index$2 == route_layer$3$q)) & free$2 & (~found | (credits$2$q > best_credits))) begin
                    found = 1'b1;
                    best = 2;
                    best_credits = credits$2$q;
                end
                if (|(port_hot$3 & route_mask$3$q) & cfg_adaptive_ok[3] & (~route_layered$3$q | (vc_index$3 == route_layer$3$q)) & free$3 & (~found | (credits$3$q > best_credits))) begin
                    found = 1'b1;
                    best = 3;
                    best_credits = credits$3$q;
                end
                if (|(port_hot$4 & route_mask$3$q) & cfg_adaptive_ok[4] & (~route_layered$3$q | (vc_index$4 == route_layer$3$q)) & free$4 & (~found | (credits$4$q > best_credits))) begin
                    found = 1'b1;
                    best = 4;
                    best_credits = credits$4$q;
                end
                if (|(port_hot$5 & route_mask$3$q) & cfg_adaptive_ok[5] & (~route_layered$3$q | (vc_index$5 == route_layer$3$q)) & free$5 & (~found | (credits$5$q > best_credits))) begin
                    found = 1'b1;
                    best = 5;
                    best_credits = credits$5$q;
                end
                if (|(port_hot$6 & route_mask$3$q) & cfg_adaptive_ok[6] & (~route_layered$3$q | (vc_index$6 == route_layer$3$q)) & free$6 & (~found | (credits$6$q > best_credits))) begin
                    found = 1'b1;
                    best = 6;
                    best_credits = credits$6$q;
                end
                if (|(port_hot$7 & route_mask$3$q) & cfg_adaptive_ok[7] & (~route_layered$3$q | (vc_index$7 == route_layer$3$q)) & free$7 & (~found | (credits$7$q > best_credits))) begin
                    found = 1'b1;
                    best = 7;
                    best_credits = credits$7$q;
                end
                if (|(port_hot$8 & route_mask$3$q) & cfg_adaptive_ok[8] & (~route_layered$3$q | (vc_index$8 == route_layer$3$q)) & free$8 & (~found | (credits$8$q > best_credits))) begin
                    found = 1'b1;
                    best = 8;
                    best_credits = credits$8$q;
                end
                if (|(port_hot$9 & route_mask$3$q) & cfg_adaptive_ok[9] & (~route_layered$3$q | (vc_index$9 == route_layer$3$q)) & free$9 & (~found | (credits$9$q > best_credits))) begin
                    found = 1'b1;
                    best = 9;
                    best_credits = credits$9$q;
                end
                admit = 1'b1;
                if (injected$3 & admission & route_escape$3$q) begin
                    admit = 1'b0;
                    if ((out_port_of$0 == route_port$3$q) & admission_vc$0 & (cfg_off_ring[0] | (credits$0$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$1 == route_port$3$q) & admission_vc$1 & (cfg_off_ring[1] | (credits$1$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$2 == route_port$3$q) & admission_vc$2 & (cfg_off_ring[2] | (credits$2$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$3 == route_port$3$q) & admission_vc$3 & (cfg_off_ring[3] | (credits$3$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$4 == route_port$3$q) & admission_vc$4 & (cfg_off_ring[4] | (credits$4$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$5 == route_port$3$q) & admission_vc$5 & (cfg_off_ring[5] | (credits$5$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$6 == route_port$3$q) & admission_vc$6 & (cfg_off_ring[6] | (credits$6$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$7 == route_port$3$q) & admission_vc$7 & (cfg_off_ring[7] | (credits$7$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$8 == route_port$3$q) & admission_vc$8 & (cfg_off_ring[8] | (credits$8$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$9 == route_port$3$q) & admission_vc$9 & (cfg_off_ring[9] | (credits$9$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                end
                if (found & admit) begin
                    req_valid$3 = 1'b1;
                    req_vc$3 = best;
                    if (cfg_on_escape[3] & ~route_absorb$3$q & (misses != 32'hf)) begin
                        req_misses$3 = misses + 32'h1;
                    end
                end
                else begin
                    if (injected$3) begin
                        patience = injection_patience;
                    end
                    else begin
                        patience = escape_patience;
                    end
                    found = 1'b0;
                    if (route_escape$3$q & ~(|route_mask$3$q & (refused$3$q < patience))) begin
                        if ((out_port_of$0 == route_port$3$q) & escape_vc$0 & (class_of$0 == route_class$3$q) & free$0 & ~found) begin
                            found = 1'b1;
                            best = 0;
                            best_credits = credits$0$q;
                        end
                        if ((out_port_of$1 == route_port$3$q) & escape_vc$1 & (class_of$1 == route_class$3$q) & free$1 & ~found) begin
                            found = 1'b1;
                            best = 1;
                            best_credits = credits$1$q;
                        end
                        if ((out_port_of$2 == route_port$3$q) & escape_vc$2 & (class_of$2 == route_class$3$q) & free$2 & ~found) begin
                            found = 1'b1;
                            best = 2;
                            best_credits = credits$2$q;
                        end
                        if ((out_port_of$3 == route_port$3$q) & escape_vc$3 & (class_of$3 == route_class$3$q) & free$3 & ~found) begin
                            found = 1'b1;
                            best = 3;
                            best_credits = credits$3$q;
                        end
                        if ((out_port_of$4 == route_port$3$q) & escape_vc$4 & (class_of$4 == route_class$3$q) & free$4 & ~found) begin
                            found = 1'b1;
                            best = 4;
                            best_credits = credits$4$q;
                        end
                        if ((out_port_of$5 == route_port$3$q) & escape_vc$5 & (class_of$5 == route_class$3$q) & free$5 & ~found) begin
                            found = 1'b1;
                            best = 5;
                            best_credits = credits$5$q;
                        end
                        if ((out_port_of$6 == route_port$3$q) & escape_vc$6 & (class_of$6 == route_class$3$q) & free$6 & ~found) begin
                            found = 1'b1;
                            best = 6;
                            best_credits = credits$6$q;
                        end
                        if ((out_port_of$7 == route_port$3$q) & escape_vc$7 & (class_of$7 == route_class$3$q) & free$7 & ~found) begin
                            found = 1'b1;
                            best = 7;
                            best_credits = credits$7$q;
                        end
                        if ((out_port_of$8 == route_port$3$q) & escape_vc$8 & (class_of$8 == route_class$3$q) & free$8 & ~found) begin
                            found = 1'b1;
                            best = 8;
                            best_credits = credits$8$q;
                        end
                        if ((out_port_of$9 == route_port$3$q) & escape_vc$9 & (class_of$9 == route_class$3$q) & free$9 & ~found) begin
                            found = 1'b1;
                            best = 9;
                            best_credits = credits$9$q;
                        end
                        enters = bubble_check & ~row_bits[route_port$3$q];
                        req_valid$3 = found & ~(enters & (best_credits < two_packets));
                        req_vc$3 = best;
                    end
                end
            end
            if (transit_priority & req_valid$3) begin
                enters = 1'b0;
                if ((req_vc$3 == 0) & route_escape$3$q & (out_port_of$0 == route_port$3$q) & escape_vc$0 & bubble_check) begin
                    enters = ~row_bits[route_port$3$q];
                end
                if ((req_vc$3 == 1) & route_escape$3$q & (out_port_of$1 == route_port$3$q) & escape_vc$1 & bubble_check) begin
                    enters = ~row_bits[route_port$3$q];
                end
                if ((req_vc$3 == 2) & route_escape$3$q & (out_port_of$2 == route_port$3$q) & escape_vc$2 & bubble_check) begin
                    enters = ~row_bits[route_port$3$q];
                end
                if ((req_vc$3 == 3) & route_escape$3$q & (out_port_of$3 == route_port$3$q) & escape_vc$3 & bubble_check) begin
                    enters = ~row_bits[route_port$3$q];
                end
                if ((req_vc$3 == 4) & route_escape$3$q & (out_port_of$4 == route_port$3$q) & escape_vc$4 & bubble_check) begin
                    enters = ~row_bits[route_port$3$q];
                end
                if ((req_vc$3 == 5) & route_escape$3$q & (out_port_of$5 == route_port$3$q) & escape_vc$5 & bubble_check) begin
                    enters = ~row_bits[route_port$3$q];
                end
                if ((req_vc$3 == 6) & route_escape$3$q & (out_port_of$6 == route_port$3$q) & escape_vc$6 & bubble_check) begin
                    enters = ~row_bits[route_port$3$q];
                end
                if ((req_vc$3 == 7) & route_escape$3$q & (out_port_of$7 == route_port$3$q) & escape_vc$7 & bubble_check) begin
                    enters = ~row_bits[route_port$3$q];
                end
                if ((req_vc$3 == 8) & route_escape$3$q & (out_port_of$8 == route_port$3$q) & escape_vc$8 & bubble_check) begin
                    enters = ~row_bits[route_port$3$q];
                end
                if ((req_vc$3 == 9) & route_escape$3$q & (out_port_of$9 == route_port$3$q) & escape_vc$9 & bubble_check) begin
                    enters = ~row_bits[route_port$3$q];
                end
                req_priority$3 = ~enters & ((refused$3$q == 32'hf) | ~injected$3);
            end
        end
        fifo$4$clock = clock;
        state$4$clock = clock;
        state$4$d = state$4$q;
        route_mask$4$clock = clock;
        route_mask$4$d = route_mask$4$q;
        route_escape$4$clock = clock;
        route_escape$4$d = route_escape$4$q;
        route_port$4$clock = clock;
        route_port$4$d = route_port$4$q;
        route_class$4$clock = clock;
        route_class$4$d = route_class$4$q;
        route_eject$4$clock = clock;
        route_eject$4$d = route_eject$4$q;
        refused$4$clock = clock;
        refused$4$d = refused$4$q;
        held_vc$4$clock = clock;
        held_vc$4$d = held_vc$4$q;
        held_port$4$clock = clock;
        held_port$4$d = held_port$4$q;
        held_out_vc$4$clock = clock;
        held_out_vc$4$d = held_out_vc$4$q;
        granted_misses$4$clock = clock;
        granted_misses$4$d = granted_misses$4$q;
        route_absorb$4$clock = clock;
        route_absorb$4$d = route_absorb$4$q;
        route_layered$4$clock = clock;
        route_layered$4$d = route_layered$4$q;
        route_layer$4$clock = clock;
        route_layer$4$d = route_layer$4$q;
        held_absorb$4$clock = clock;
        held_absorb$4$d = held_absorb$4$q;
        fifo$4$write = 1'b0;
        fifo$4$flit_in = 32'h0;
        if (in_port$4 == 0) begin
            fifo$4$flit_in = flit_in$0;
            fifo$4$write = flit_in_valid[0] & (flit_in_vc$0 == in_vc$4);
        end
        if (in_port$4 == 1) begin
            fifo$4$flit_in = flit_in$1;
            fifo$4$write = flit_in_valid[1] & (flit_in_vc$1 == in_vc$4);
        end
        if (in_port$4 == 2) begin
            fifo$4$flit_in = flit_in$2;
            fifo$4$write = flit_in_valid[2] & (flit_in_vc$2 == in_vc$4);
        end
        if (in_port$4 == 3) begin
            fifo$4$flit_in = flit_in$3;
            fifo$4$write = flit_in_valid[3] & (flit_in_vc$3 == in_vc$4);
        end
        if (in_port$4 == 4) begin
            fifo$4$flit_in = flit_in$4;
            fifo$4$write = flit_in_valid[4] & (flit_in_vc$4 == in_vc$4);
        end
        front = fifo$4$front;
        misses = front[(misses_at)+:(4)];
        rc$4$head = front;
        rc$4$node = cfg_node;
        rc$4$routes = cfg_table;
        rc$4$down = cfg_down[4];
        rc$4$keep = cfg_keep$4;
        rc$4$follow = cfg_follow[4];
        rc$4$successor = cfg_successor$4;
        rc$4$on_escape = cfg_on_escape[4];
        rc$4$arrived_class = arrived_class$4;
        if ((state$4$q == 32'h0) & fifo$4$valid & front[32'h0]) begin
            state$4$d = 32'h1;
            refused$4$d = 32'h0;
            route_eject$4$d = rc$4$eject;
            route_mask$4$d = rc$4$mask;
            route_escape$4$d = rc$4$escape;
            route_port$4$d = rc$4$port;
            route_class$4$d = rc$4$esc_class;
            route_absorb$4$d = rc$4$absorb;
            route_layered$4$d = rc$4$layered;
            route_layer$4$d = rc$4$layer;
        end
        row_bits = 32'h0;
        row = cfg_bubble_row$4;
        if (route_absorb$4$q) begin
            row = local_row;
        end
        if (row == 0) begin
            row_bits = cfg_bubble$0;
        end
        if (row == 1) begin
            row_bits = cfg_bubble$1;
        end
        if (row == 2) begin
            row_bits = cfg_bubble$2;
        end
        if (row == 3) begin
            row_bits = cfg_bubble$3;
        end
        if (row == 4) begin
            row_bits = cfg_bubble$4;
        end
        req_valid$4 = 1'b0;
        req_vc$4 = 32'h0;
        req_misses$4 = misses;
        req_priority$4 = 1'b0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        if (state$4$q == 32'h1) begin
            if (route_eject$4$q) begin
                if (sink$0 & free$0 & ~found) begin
                    found = 1'b1;
                    best = 0;
                end
                if (sink$1 & free$1 & ~found) begin
                    found = 1'b1;
                    best = 1;
                end
                if (sink$2 & free$2 & ~found) begin
                    found = 1'b1;
                    best = 2;
                end
                if (sink$3 & free$3 & ~found) begin
                    found = 1'b1;
                    best = 3;
                end
                if (sink$4 & free$4 & ~found) begin
                    found = 1'b1;
                    best = 4;
                end
                if (sink$5 & free$5 & ~found) begin
                    found = 1'b1;
                    best = 5;
                end
                if (sink$6 & free$6 & ~found) begin
                    found = 1'b1;
                    best = 6;
                end
                if (sink$7 & free$7 & ~found) begin
                    found = 1'b1;
                    best = 7;
                end
                if (sink$8 & free$8 & ~found) begin
                    found = 1'b1;
                    best = 8;
                end
                if (sink$9 & free$9 & ~found) begin
                    found = 1'b1;
                    best = 9;
                end
                req_valid$4 = found;
                req_vc$4 = best;
            end
            else begin
                if (|(port_hot$0 & route_mask$4$q) & cfg_adaptive_ok[0] & (~route_layered$4$q | (vc_index$0 == route_layer$4$q)) & free$0 & (~found | (credits$0$q > best_credits))) begin
                    found = 1'b1;
                    best = 0;
                    best_credits = credits$0$q;
                end
                if (|(port_hot$1 & route_mask$4$q) & cfg_adaptive_ok[1] & (~route_layered$4$q | (vc_index$1 == route_layer$4$q)) & free$1 & (~found | (credits$1$q > best_credits))) begin
                    found = 1'b1;
                    best = 1;
                    best_credits = credits$1$q;
                end
                if (|(port_hot$2 & route_mask$4$q) & cfg_adaptive_ok[2] & (~route_layered$4$q | (vc_index$2 == route_layer$4$q)) & free$2 & (~found | (credits$2$q > best_credits))) begin
                    found = 1'b1;
                    best = 2;
                    best_credits = credits$2$q;
                end
                if (|(port_hot$3 & route_mask$4$q) & cfg_adaptive_ok[3] & (~route_layered$4$q | (vc_index$3 == route_layer$4$q)) & free$3 & (~found | (credits$3$q > best_credits))) begin
                    found = 1'b1;
                    best = 3;
                    best_credits = credits$3$q;
                end
                if (|(port_hot$4 & route_mask$4$q) & cfg_adaptive_ok[4] & (~route_layered$4$q | (vc_index$4 == route_layer$4$q)) & free$4 & (~found | (credits$4$q > best_credits))) begin
                    found = 1'b1;
                    best = 4;
                    best_credits = credits$4$q;
                end
                if (|(port_hot$5 & route_mask$4$q) & cfg_adaptive_ok[5] & (~route_layered$4$q | (vc_index$5 == route_layer$4$q)) & free$5 & (~found | (credits$5$q > best_credits))) begin
                    found = 1'b1;
                    best = 5;
                    best_credits = credits$5$q;
                end
                if (|(port_hot$6 & route_mask$4$q) & cfg_adaptive_ok[6] & (~route_layered$4$q | (vc_index$6 == route_layer$4$q)) & free$6 & (~found | (credits$6$q > best_credits))) begin
                    found = 1'b1;
                    best = 6;
                    best_credits = credits$6$q;
                end
                if (|(port_hot$7 & route_mask$4$q) & cfg_adaptive_ok[7] & (~route_layered$4$q | (vc_index$7 == route_layer$4$q)) & free$7 & (~found | (credits$7$q > best_credits))) begin
                    found = 1'b1;
                    best = 7;
                    best_credits = credits$7$q;
                end
                if (|(port_hot$8 & route_mask$4$q) & cfg_adaptive_ok[8] & (~route_layered$4$q | (vc_index$8 == route_layer$4$q)) & free$8 & (~found | (credits$8$q > best_credits))) begin
                    found = 1'b1;
                    best = 8;
                    best_credits = credits$8$q;
                end
                if (|(port_hot$9 & route_mask$4$q) & cfg_adaptive_ok[9] & (~route_layered$4$q | (vc_index$9 == route_layer$4$q)) & free$9 & (~found | (credits$9$q > best_credits))) begin
                    found = 1'b1;
                    best = 9;
                    best_credits = credits$9$q;
                end
                admit = 1'b1;
                if (injected$4 & admission & route_escape$4$q) begin
                    admit = 1'b0;
                    if ((out_port_of$0 == route_port$4$q) & admission_vc$0 & (cfg_off_ring[0] | (credits$0$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$1 == route_port$4$q) & admission_vc$1 & (cfg_off_ring[1] | (credits$1$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$2 == route_port$4$q) & admission_vc$2 & (cfg_off_ring[2] | (credits$2$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$3 == route_port$4$q) & admission_vc$3 & (cfg_off_ring[3] | (credits$3$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$4 == route_port$4$q) & admission_vc$4 & (cfg_off_ring[4] | (credits$4$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$5 == route_port$4$q) & admission_vc$5 & (cfg_off_ring[5] | (credits$5$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$6 == route_port$4$q) & admission_vc$6 & (cfg_off_ring[6] | (credits$6$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$7 == route_port$4$q) & admission_vc$7 & (cfg_off_ring[7] | (credits$7$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$8 == route_port$4$q) & admission_vc$8 & (cfg_off_ring[8] | (credits$8$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$9 == route_port$4$q) & admission_vc$9 & (cfg_off_ring[9] | (credits$9$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                end
                if (found & admit) begin
                    req_valid$4 = 1'b1;
                    req_vc$4 = best;
                    if (cfg_on_escape[4] & ~route_absorb$4$q & (misses != 32'hf)) begin
                        req_misses$4 = misses + 32'h1;
                    end
                end
                else begin
                    if (injected$4) begin
                        patience = injection_patience;
                    end
                    else begin
                        patience = escape_patience;
                    end
                    found = 1'b0;
                    if (route_escape$4$q & ~(|route_mask$4$q & (refused$4$q < patience))) begin
                        if ((out_port_of$0 == route_port$4$q) & escape_vc$0 & (class_of$0 == route_class$4$q) & free$0 & ~found) begin
                            found = 1'b1;
                            best = 0;
                            best_credits = credits$0$q;
                        end
                        if ((out_port_of$1 == route_port$4$q) & escape_vc$1 & (class_of$1 == route_class$4$q) & free$1 & ~found) begin
                            found = 1'b1;
                            best = 1;
                            best_credits = credits$1$q;
                        end
                        if ((out_port_of$2 == route_port$4$q) & escape_vc$2 & (class_of$2 == route_class$4$q) & free$2 & ~found) begin
                            found = 1'b1;
                            best = 2;
                            best_credits = credits$2$q;
                        end
                        if ((out_port_of$3 == route_port$4$q) & escape_vc$3 & (class_of$3 == route_class$4$q) & free$3 & ~found) begin
                            found = 1'b1;
                            best = 3;
                            best_credits = credits$3$q;
                        end
                        if ((out_port_of$4 == route_port$4$q) & escape_vc$4 & (class_of$4 == route_class$4$q) & free$4 & ~found) begin
                            found = 1'b1;
                            best = 4;
                            best_credits = credits$4$q;
                        end
                        if ((out_port_of$5 == route_port$4$q) & escape_vc$5 & (class_of$5 == route_class$4$q) & free$5 & ~found) begin
                            found = 1'b1;
                            best = 5;
                            best_credits = credits$5$q;
                        end
                        if ((out_port_of$6 == route_port$4$q) & escape_vc$6 & (class_of$6 == route_class$4$q) & free$6 & ~found) begin
                            found = 1'b1;
                            best = 6;
                            best_credits = credits$6$q;
                        end
                        if ((out_port_of$7 == route_port$4$q) & escape_vc$7 & (class_of$7 == route_class$4$q) & free$7 & ~found) begin
                            found = 1'b1;
                            best = 7;
                            best_credits = credits$7$q;
                        end
                        if ((out_port_of$8 == route_port$4$q) & escape_vc$8 & (class_of$8 == route_class$4$q) & free$8 & ~found) begin
                            found = 1'b1;
                            best = 8;
                            best_credits = credits$8$q;
                        end
                        if ((out_port_of$9 == route_port$4$q) & escape_vc$9 & (class_of$9 == route_class$4$q) & free$9 & ~found) begin
                            found = 1'b1;
                            best = 9;
                            best_credits = credits$9$q;
                        end
                        enters = bubble_check & ~row_bits[route_port$4$q];
                        req_valid$4 = found & ~(enters & (best_credits < two_packets));
                        req_vc$4 = best;
                    end
                end
            end
            if (transit_priority & req_valid$4) begin
                enters = 1'b0;
                if ((req_vc$4 == 0) & route_escape$4$q & (out_port_of$0 == route_port$4$q) & escape_vc$0 & bubble_check) begin
                    enters = ~row_bits[route_port$4$q];
                end
                if ((req_vc$4 == 1) & route_escape$4$q & (out_port_of$1 == route_port$4$q) & escape_vc$1 & bubble_check) begin
                    enters = ~row_bits[route_port$4$q];
                end
                if ((req_vc$4 == 2) & route_escape$4$q & (out_port_of$2 == route_port$4$q) & escape_vc$2 & bubble_check) begin
                    enters = ~row_bits[route_port$4$q];
                end
                if ((req_vc$4 == 3) & route_escape$4$q & (out_port_of$3 == route_port$4$q) & escape_vc$3 & bubble_check) begin
                    enters = ~row_bits[route_port$4$q];
                end
                if ((req_vc$4 == 4) & route_escape$4$q & (out_port_of$4 == route_port$4$q) & escape_vc$4 & bubble_check) begin
                    enters = ~row_bits[route_port$4$q];
                end
                if ((req_vc$4 == 5) & route_escape$4$q & (out_port_of$5 == route_port$4$q) & escape_vc$5 & bubble_check) begin
                    enters = ~row_bits[route_port$4$q];
                end
                if ((req_vc$4 == 6) & route_escape$4$q & (out_port_of$6 == route_port$4$q) & escape_vc$6 & bubble_check) begin
                    enters = ~row_bits[route_port$4$q];
                end
                if ((req_vc$4 == 7) & route_escape$4$q & (out_port_of$7 == route_port$4$q) & escape_vc$7 & bubble_check) begin
                    enters = ~row_bits[route_port$4$q];
                end
                if ((req_vc$4 == 8) & route_escape$4$q & (out_port_of$8 == route_port$4$q) & escape_vc$8 & bubble_check) begin
                    enters = ~row_bits[route_port$4$q];
                end
                if ((req_vc$4 == 9) & route_escape$4$q & (out_port_of$9 == route_port$4$q) & escape_vc$9 & bubble_check) begin
                    enters = ~row_bits[route_port$4$q];
                end
                req_priority$4 = ~enters & ((refused$4$q == 32'hf) | ~injected$4);
            end
        end
        fifo$5$clock = clock;
        state$5$clock = clock;
        state$5$d = state$5$q;
        route_mask$5$clock = clock;
        route_mask$5$d = route_mask$5$q;
        route_escape$5$clock = clock;
        route_escape$5$d = route_escape$5$q;
        route_port$5$clock = clock;
        route_port$5$d = route_port$5$q;
        route_class$5$clock = clock;
        route_class$5$d = route_class$5$q;
        route_eject$5$clock = clock;
        route_eject$5$d = route_eject$5$q;
        refused$5$clock = clock;
        refused$5$d = refused$5$q;
        held_vc$5$clock = clock;
        held_vc$5$d = held_vc$5$q;
        held_port$5$clock = clock;
        held_port$5$d = held_port$5$q;
        held_out_vc$5$clock = clock;
        held_out_vc$5$d = held_out_vc$5$q;
        granted_misses$5$clock = clock;
        granted_misses$5$d = granted_misses$5$q;
        route_absorb$5$clock = clock;
        route_absorb$5$d = route_absorb$5$q;
        route_layered$5$clock = clock;
        route_layered$5$d = route_layered$5$q;
        route_layer$5$clock = clock;
        route_layer$5$d = route_layer$5$q;
        held_absorb$5$clock = clock;
        held_absorb$5$d = held_absorb$5$q;
        fifo$5$write = 1'b0;
        fifo$5$flit_in = 32'h0;
        if (in_port$5 == 0) begin
            fifo$5$flit_in = flit_in$0;
            fifo$5$write = flit_in_valid[0] & (flit_in_vc$0 == in_vc$5);
        end
        if (in_port$5 == 1) begin
            fifo$5$flit_in = flit_in$1;
            fifo$5$write = flit_in_valid[1] & (flit_in_vc$1 == in_vc$5);
        end
        if (in_port$5 == 2) begin
            fifo$5$flit_in = flit_in$2;
            fifo$5$write = flit_in_valid[2] & (flit_in_vc$2 == in_vc$5);
        end
        if (in_port$5 == 3) begin
            fifo$5$flit_in = flit_in$3;
            fifo$5$write = flit_in_valid[3] & (flit_in_vc$3 == in_vc$5);
        end
        if (in_port$5 == 4) begin
            fifo$5$flit_in = flit_in$4;
            fifo$5$write = flit_in_valid[4] & (flit_in_vc$4 == in_vc$5);
        end
        front = fifo$5$front;
        misses = front[(misses_at)+:(4)];
        rc$5$head = front;
        rc$5$node = cfg_node;
        rc$5$routes = cfg_table;
        rc$5$down = cfg_down[5];
        rc$5$keep = cfg_keep$5;
        rc$5$follow = cfg_follow[5];
        rc$5$successor = cfg_successor$5;
        rc$5$on_escape = cfg_on_escape[5];
        rc$5$arrived_class = arrived_class$5;
        if ((state$5$q == 32'h0) & fifo$5$valid & front[32'h0]) begin
            state$5$d = 32'h1;
            refused$5$d = 32'h0;
            route_eject$5$d = rc$5$eject;
            route_mask$5$d = rc$5$mask;
            route_escape$5$d = rc$5$escape;
            route_port$5$d = rc$5$port;
            route_class$5$d = rc$5$esc_class;
            route_absorb$5$d = rc$5$absorb;
            route_layered$5$d = rc$5$layered;
            route_layer$5$d = rc$5$layer;
        end
        row_bits = 32'h0;
        row = cfg_bubble_row$5;
        if (route_absorb$5$q) begin
            row = local_row;
        end
        if (row == 0) begin
            row_bits = cfg_bubble$0;
        end
        if (row == 1) begin
            row_bits = cfg_bubble$1;
        end
        if (row == 2) begin
            row_bits = cfg_bubble$2;
        end
        if (row == 3) begin
            row_bits = cfg_bubble$3;
        end
        if (row == 4) begin
            row_bits = cfg_bubble$4;
        end
        req_valid$5 = 1'b0;
        req_vc$5 = 32'h0;
        req_misses$5 = misses;
        req_priority$5 = 1'b0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        if (state$5$q == 32'h1) begin
            if (route_eject$5$q) begin
                if (sink$0 & free$0 & ~found) begin
                    found = 1'b1;
                    best = 0;
                end
                if (sink$1 & free$1 & ~found) begin
                    found = 1'b1;
                    best = 1;
                end
                if (sink$2 & free$2 & ~found) begin
                    found = 1'b1;
                    best = 2;
                end
                if (sink$3 & free$3 & ~found) begin
                    found = 1'b1;
                    best = 3;
                end
                if (sink$4 & free$4 & ~found) begin
                    found = 1'b1;
                    best = 4;
                end
                if (sink$5 & free$5 & ~found) begin
                    found = 1'b1;
                    best = 5;
                end
                if (sink$6 & free$6 & ~found) begin
                    found = 1'b1;
                    best = 6;
                end
                if (sink$7 & free$7 & ~found) begin
                    found = 1'b1;
                    best = 7;
                end
                if (sink$8 & free$8 & ~found) begin
                    found = 1'b1;
                    best = 8;
                end
                if (sink$9 & free$9 & ~found) begin
                    found = 1'b1;
                    best = 9;
                end
                req_valid$5 = found;
                req_vc$5 = best;
            end
            else begin
                if (|(port_hot$0 & route_mask$5$q) & cfg_adaptive_ok[0] & (~route_layered$5$q | (vc_index$0 == route_layer$5$q)) & free$0 & (~found | (credits$0$q > best_credits))) begin
                    found = 1'b1;
                    best = 0;
                    best_credits = credits$0$q;
                end
                if (|(port_hot$1 & route_mask$5$q) & cfg_adaptive_ok[1] & (~route_layered$5$q | (vc_index$1 == route_layer$5$q)) & free$1 & (~found | (credits$1$q > best_credits))) begin
                    found = 1'b1;
                    best = 1;
                    best_credits = credits$1$q;
                end
                if (|(port_hot$2 & route_mask$5$q) & cfg_adaptive_ok[2] & (~route_layered$5$q | (vc_index$2 == route_layer$5$q)) & free$2 & (~found | (credits$2$q > best_credits))) begin
                    found = 1'b1;
                    best = 2;
                    best_credits = credits$2$q;
                end
                if (|(port_hot$3 & route_mask$5$q) & cfg_adaptive_ok[3] & (~route_layered$5$q | (vc_index$3 == route_layer$5$q)) & free$3 & (~found | (credits$3$q > best_credits))) begin
                    found = 1'b1;
                    best = 3;
                    best_credits = credits$3$q;
                end
                if (|(port_hot$4 & route_mask$5$q) & cfg_adaptive_ok[4] & (~route_layered$5$q | (vc_index$4 == route_layer$5$q)) & free$4 & (~found | (credits$4$q > best_credits))) begin
                    found = 1'b1;
                    best = 4;
                    best_credits = credits$4$q;
                end
                if (|(port_hot$5 & route_mask$5$q) & cfg_adaptive_ok[5] & (~route_layered$5$q | (vc_index$5 == route_layer$5$q)) & free$5 & (~found | (credits$5$q > best_credits))) begin
                    found = 1'b1;
                    best = 5;
                    best_credits = credits$5$q;
                end
                if (|(port_hot$6 & route_mask$5$q) & cfg_adaptive_ok[6] & (~route_layered$5$q | (vc_index$6 == route_layer$5$q)) & free$6 & (~found | (credits$6$q > best_credits))) begin
                    found = 1'b1;
                    best = 6;
                    best_credits = credits$6$q;
                end
                if (|(port_hot$7 & route_mask$5$q) & cfg_adaptive_ok[7] & (~route_layered$5$q | (vc_index$7 == route_layer$5$q)) & free$7 & (~found | (credits$7$q > best_credits))) begin
                    found = 1'b1;
                    best = 7;
                    best_credits = credits$7$q;
                end
                if (|(port_hot$8 & route_mask$5$q) & cfg_adaptive_ok[8] & (~route_layered$5$q | (vc_index$8 == route_layer$5$q)) & free$8 & (~found | (credits$8$q > best_credits))) begin
                    found = 1'b1;
                    best = 8;
                    best_credits = credits$8$q;
                end
                if (|(port_hot$9 & route_mask$5$q) & cfg_adaptive_ok[9] & (~route_layered$5$q | (vc_index$9 == route_layer$5$q)) & free$9 & (~found | (credits$9$q > best_credits))) begin
                    found = 1'b1;
                    best = 9;
                    best_credits = credits$9$q;
                end
                admit = 1'b1;
                if (injected$5 & admission & route_escape$5$q) begin
                    admit = 1'b0;
                    if ((out_port_of$0 == route_port$5$q) & admission_vc$0 & (cfg_off_ring[0] | (credits$0$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$1 == route_port$5$q) & admission_vc$1 & (cfg_off_ring[1] | (credits$1$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$2 == route_port$5$q) & admission_vc$2 & (cfg_off_ring[2] | (credits$2$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$3 == route_port$5$q) & admission_vc$3 & (cfg_off_ring[3] | (credits$3$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$4 == route_port$5$q) & admission_vc$4 & (cfg_off_ring[4] | (credits$4$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$5 == route_port$5$q) & admission_vc$5 & (cfg_off_ring[5] | (credits$5$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$6 == route_port$5$q) & admission_vc$6 & (cfg_off_ring[6] | (credits$6$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$7 == route_port$5$q) & admission_vc$7 & (cfg_off_ring[7] | (credits$7$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$8 == route_port$5$q) & admission_vc$8 & (cfg_off_ring[8] | (credits$8$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$9 == route_port$5$q) & admission_vc$9 & (cfg_off_ring[9] | (credits$9$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                end
                if (found & admit) begin
                    req_valid$5 = 1'b1;
                    req_vc$5 = best;
                    if (cfg_on_escape[5] & ~route_absorb$5$q & (misses != 32'hf)) begin
                        req_misses$5 = misses + 32'h1;
                    end
                end
                else begin
                    if (injected$5) begin
                        patience = injection_patience;
                    end
                    else begin
                        patience = escape_patience;
                    end
                    found = 1'b0;
                    if (route_escape$5$q & ~(|route_mask$5$q & (refused$5$q < patience))) begin
                        if ((out_port_of$0 == route_port$5$q) & escape_vc$0 & (class_of$0 == route_class$5$q) & free$0 & ~found) begin
                            found = 1'b1;
                            best = 0;
                            best_credits = credits$0$q;
                        end
                        if ((out_port_of$1 == route_port$5$q) & escape_vc$1 & (class_of$1 == route_class$5$q) & free$1 & ~found) begin
                            found = 1'b1;
                            best = 1;
                            best_credits = credits$1$q;
                        end
                        if ((out_port_of$2 == route_port$5$q) & escape_vc$2 & (class_of$2 == route_class$5$q) & free$2 & ~found) begin
                            found = 1'b1;
                            best = 2;
                            best_credits = credits$2$q;
                        end
                        if ((out_port_of$3 == route_port$5$q) & escape_vc$3 & (class_of$3 == route_class$5$q) & free$3 & ~found) begin
                            found = 1'b1;
                            best = 3;
                            best_credits = credits$3$q;
                        end
                        if ((out_port_of$4 == route_port$5$q) & escape_vc$4 & (class_of$4 == route_class$5$q) & free$4 & ~found) begin
                            found = 1'b1;
                            best = 4;
                            best_credits = credits$4$q;
                        end
                        if ((out_port_of$5 == route_port$5$q) & escape_vc$5 & (class_of$5 == route_class$5$q) & free$5 & ~found) begin
                            found = 1'b1;
                            best = 5;
                            best_credits = credits$5$q;
                        end
                        if ((out_port_of$6 == route_port$5$q) & escape_vc$6 & (class_of$6 == route_class$5$q) & free$6 & ~found) begin
                            found = 1'b1;
                            best = 6;
                            best_credits = credits$6$q;
                        end
                        if ((out_port_of$7 == route_port$5$q) & escape_vc$7 & (class_of$7 == route_class$5$q) & free$7 & ~found) begin
                            found = 1'b1;
                            best = 7;
                            best_credits = credits$7$q;
                        end
                        if ((out_port_of$8 == route_port$5$q) & escape_vc$8 & (class_of$8 == route_class$5$q) & free$8 & ~found) begin
                            found = 1'b1;
                            best = 8;
                            best_credits = credits$8$q;
                        end
                        if ((out_port_of$9 == route_port$5$q) & escape_vc$9 & (class_of$9 == route_class$5$q) & free$9 & ~found) begin
                            found = 1'b1;
                            best = 9;
                            best_credits = credits$9$q;
                        end
                        enters = bubble_check & ~row_bits[route_port$5$q];
                        req_valid$5 = found & ~(enters & (best_credits < two_packets));
                        req_vc$5 = best;
                    end
                end
            end
            if (transit_priority & req_valid$5) begin
                enters = 1'b0;
                if ((req_vc$5 == 0) & route_escape$5$q & (out_port_of$0 == route_port$5$q) & escape_vc$0 & bubble_check) begin
                    enters = ~row_bits[route_port$5$q];
                end
                if ((req_vc$5 == 1) & route_escape$5$q & (out_port_of$1 == route_port$5$q) & escape_vc$1 & bubble_check) begin
                    enters = ~row_bits[route_port$5$q];
                end
                if ((req_vc$5 == 2) & route_escape$5$q & (out_port_of$2 == route_port$5$q) & escape_vc$2 & bubble_check) begin
                    enters = ~row_bits[route_port$5$q];
                end
                if ((req_vc$5 == 3) & route_escape$5$q & (out_port_of$3 == route_port$5$q) & escape_vc$3 & bubble_check) begin
                    enters = ~row_bits[route_port$5$q];
                end
                if ((req_vc$5 == 4) & route_escape$5$q & (out_port_of$4 == route_port$5$q) & escape_vc$4 & bubble_check) begin
                    enters = ~row_bits[route_port$5$q];
                end
                if ((req_vc$5 == 5) & route_escape$5$q & (out_port_of$5 == route_port$5$q) & escape_vc$5 & bubble_check) begin
                    enters = ~row_bits[route_port$5$q];
                end
                if ((req_vc$5 == 6) & route_escape$5$q & (out_port_of$6 == route_port$5$q) & escape_vc$6 & bubble_check) begin
                    enters = ~row_bits[route_port$5$q];
                end
                if ((req_vc$5 == 7) & route_escape$5$q & (out_port_of$7 == route_port$5$q) & escape_vc$7 & bubble_check) begin
                    enters = ~row_bits[route_port$5$q];
                end
                if ((req_vc$5 == 8) & route_escape$5$q & (out_port_of$8 == route_port$5$q) & escape_vc$8 & bubble_check) begin
                    enters = ~row_bits[route_port$5$q];
                end
                if ((req_vc$5 == 9) & route_escape$5$q & (out_port_of$9 == route_port$5$q) & escape_vc$9 & bubble_check) begin
                    enters = ~row_bits[route_port$5$q];
                end
                req_priority$5 = ~enters & ((refused$5$q == 32'hf) | ~injected$5);
            end
        end
        fifo$6$clock = clock;
        state$6$clock = clock;
        state$6$d = state$6$q;
        route_mask$6$clock = clock;
        route_mask$6$d = route_mask$6$q;
        route_escape$6$clock = clock;
        route_escape$6$d = route_escape$6$q;
        route_port$6$clock = clock;
        route_port$6$d = route_port$6$q;
        route_class$6$clock = clock;
        route_class$6$d = route_class$6$q;
        route_eject$6$clock = clock;
        route_eject$6$d = route_eject$6$q;
        refused$6$clock = clock;
        refused$6$d = refused$6$q;
        held_vc$6$clock = clock;
        held_vc$6$d = held_vc$6$q;
        held_port$6$clock = clock;
        held_port$6$d = held_port$6$q;
        held_out_vc$6$clock = clock;
        held_out_vc$6$d = held_out_vc$6$q;
        granted_misses$6$clock = clock;
        granted_misses$6$d = granted_misses$6$q;
        route_absorb$6$clock = clock;
        route_absorb$6$d = route_absorb$6$q;
        route_layered$6$clock = clock;
        route_layered$6$d = route_layered$6$q;
        route_layer$6$clock = clock;
        route_layer$6$d = route_layer$6$q;
        held_absorb$6$clock = clock;
        held_absorb$6$d = held_absorb$6$q;
        fifo$6$write = 1'b0;
        fifo$6$flit_in = 32'h0;
        if (in_port$6 == 0) begin
            fifo$6$flit_in = flit_in$0;
            fifo$6$write = flit_in_valid[0] & (flit_in_vc$0 == in_vc$6);
        end
        if (in_port$6 == 1) begin
            fifo$6$flit_in = flit_in$1;
            fifo$6$write = flit_in_valid[1] & (flit_in_vc$1 == in_vc$6);
        end
        if (in_port$6 == 2) begin
            fifo$6$flit_in = flit_in$2;
            fifo$6$write = flit_in_valid[2] & (flit_in_vc$2 == in_vc$6);
        end
        if (in_port$6 == 3) begin
            fifo$6$flit_in = flit_in$3;
            fifo$6$write = flit_in_valid[3] & (flit_in_vc$3 == in_vc$6);
        end
        if (in_port$6 == 4) begin
            fifo$6$flit_in = flit_in$4;
            fifo$6$write = flit_in_valid[4] & (flit_in_vc$4 == in_vc$6);
        end
        front = fifo$6$front;
        misses = front[(misses_at)+:(4)];
        rc$6$head = front;
        rc$6$node = cfg_node;
        rc$6$routes = cfg_table;
        rc$6$down = cfg_down[6];
        rc$6$keep = cfg_keep$6;
        rc$6$follow = cfg_follow[6];
        rc$6$successor = cfg_successor$6;
        rc$6$on_escape = cfg_on_escape[6];
        rc$6$arrived_class = arrived_class$6;
        if ((state$6$q == 32'h0) & fifo$6$valid & front[32'h0]) begin
            state$6$d = 32'h1;
            refused$6$d = 32'h0;
            route_eject$6$d = rc$6$eject;
            route_mask$6$d = rc$6$mask;
            route_escape$6$d = rc$6$escape;
            route_port$6$d = rc$6$port;
            route_class$6$d = rc$6$esc_class;
            route_absorb$6$d = rc$6$absorb;
            route_layered$6$d = rc$6$layered;
            route_layer$6$d = rc$6$layer;
        end
        row_bits = 32'h0;
        row = cfg_bubble_row$6;
        if (route_absorb$6$q) begin
            row = local_row;
        end
        if (row == 0) begin
            row_bits = cfg_bubble$0;
        end
        if (row == 1) begin
            row_bits = cfg_bubble$1;
        end
        if (row == 2) begin
            row_bits = cfg_bubble$2;
        end
        if (row == 3) begin
            row_bits = cfg_bubble$3;
        end
        if (row == 4) begin
            row_bits = cfg_bubble$4;
        end
        req_valid$6 = 1'b0;
        req_vc$6 = 32'h0;
        req_misses$6 = misses;
        req_priority$6 = 1'b0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        if (state$6$q == 32'h1) begin
            if (route_eject$6$q) begin
                if (sink$0 & free$0 & ~found) begin
                    found = 1'b1;
                    best = 0;
                end
                if (sink$1 & free$1 & ~found) begin
                    found = 1'b1;
                    best = 1;
                end
                if (sink$2 & free$2 & ~found) begin
                    found = 1'b1;
                    best = 2;
                end
                if (sink$3 & free$3 & ~found) begin
                    found = 1'b1;
                    best = 3;
                end
                if (sink$4 & free$4 & ~found) begin
                    found = 1'b1;
                    best = 4;
                end
                if (sink$5 & free$5 & ~found) begin
                    found = 1'b1;
                    best = 5;
                end
                if (sink$6 & free$6 & ~found) begin
                    found = 1'b1;
                    best = 6;
                end
                if (sink$7 & free$7 & ~found) begin
                    found = 1'b1;
                    best = 7;
                end
                if (sink$8 & free$8 & ~found) begin
                    found = 1'b1;
                    best = 8;
                end
                if (sink$9 & free$9 & ~found) begin
                    found = 1'b1;
                    best = 9;
                end
                req_valid$6 = found;
                req_vc$6 = best;
            end
            else begin
                if (|(port_hot$0 & route_mask$6$q) & cfg_adaptive_ok[0] & (~route_layered$6$q | (vc_index$0 == route_layer$6$q)) & free$0 & (~found | (credits$0$q > best_credits))) begin
                    found = 1'b1;
                    best = 0;
                    best_credits = credits$0$q;
                end
                if (|(port_hot$1 & route_mask$6$q) & cfg_adaptive_ok[1] & (~route_layered$6$q | (vc_index$1 == route_layer$6$q)) & free$1 & (~found | (credits$1$q > best_credits))) begin
                    found = 1'b1;
                    best = 1;
                    best_credits = credits$1$q;
                end
                if (|(port_hot$2 & route_mask$6$q) & cfg_adaptive_ok[2] & (~route_layered$6$q | (vc_index$2 == route_layer$6$q)) & free$2 & (~found | (credits$2$q > best_credits))) begin
                    found = 1'b1;
                    best = 2;
                    best_credits = credits$2$q;
                end
                if (|(port_hot$3 & route_mask$6$q) & cfg_adaptive_ok[3] & (~route_layered$6$q | (vc_index$3 == route_layer$6$q)) & free$3 & (~found | (credits$3$q > best_credits))) begin
                    found = 1'b1;
                    best = 3;
                    best_credits = credits$3$q;
                end
                if (|(port_hot$4 & route_mask$6$q) & cfg_adaptive_ok[4] & (~route_layered$6$q | (vc_index$4 == route_layer$6$q)) & free$4 & (~found | (credits$4$q > best_credits))) begin
                    found = 1'b1;
                    best = 4;
                    best_credits = credits$4$q;
                end
                if (|(port_hot$5 & route_mask$6$q) & cfg_adaptive_ok[5] & (~route_layered$6$q | (vc_index$5 == route_layer$6$q)) & free$5 & (~found | (credits$5$q > best_credits))) begin
                    found = 1'b1;
                    best = 5;
                    best_credits = credits$5$q;
                end
                if (|(port_hot$6 & route_mask$6$q) & cfg_adaptive_ok[6] & (~route_layered$6$q | (vc_index$6 == route_layer$6$q)) & free$6 & (~found | (credits$6$q > best_credits))) begin
                    found = 1'b1;
                    best = 6;
                    best_credits = credits$6$q;
                end
                if (|(port_hot$7 & route_mask$6$q) & cfg_adaptive_ok[7] & (~route_layered$6$q | (vc_index$7 == route_layer$6$q)) & free$7 & (~found | (credits$7$q > best_credits))) begin
                    found = 1'b1;
                    best = 7;
                    best_credits = credits$7$q;
                end
                if (|(port_hot$8 & route_mask$6$q) & cfg_adaptive_ok[8] & (~route_layered$6$q | (vc_index$8 == route_layer$6$q)) & free$8 & (~found | (credits$8$q > best_credits))) begin
                    found = 1'b1;
                    best = 8;
                    best_credits = credits$8$q;
                end
                if (|(port_hot$9 & route_mask$6$q) & cfg_adaptive_ok[9] & (~route_layered$6$q | (vc_index$9 == route_layer$6$q)) & free$9 & (~found | (credits$9$q > best_credits))) begin
                    found = 1'b1;
                    best = 9;
                    best_credits = credits$9$q;
                end
                admit = 1'b1;
                if (injected$6 & admission & route_escape$6$q) begin
                    admit = 1'b0;
                    if ((out_port_of$0 == route_port$6$q) & admission_vc$0 & (cfg_off_ring[0] | (credits$0$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$1 == route_port$6$q) & admission_vc$1 & (cfg_off_ring[1] | (credits$1$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$2 == route_port$6$q) & admission_vc$2 & (cfg_off_ring[2] | (credits$2$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$3 == route_port$6$q) & admission_vc$3 & (cfg_off_ring[3] | (credits$3$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$4 == route_port$6$q) & admission_vc$4 & (cfg_off_ring[4] | (credits$4$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$5 == route_port$6$q) & admission_vc$5 & (cfg_off_ring[5] | (credits$5$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$6 == route_port$6$q) & admission_vc$6 & (cfg_off_ring[6] | (credits$6$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$7 == route_port$6$q) & admission_vc$7 & (cfg_off_ring[7] | (credits$7$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$8 == route_port$6$q) & admission_vc$8 & (cfg_off_ring[8] | (credits$8$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$9 == route_port$6$q) & admission_vc$9 & (cfg_off_ring[9] | (credits$9$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                end
                if (found & admit) begin
                    req_valid$6 = 1'b1;
                    req_vc$6 = best;
                    if (cfg_on_escape[6] & ~route_absorb$6$q & (misses != 32'hf)) begin
                        req_misses$6 = misses + 32'h1;
                    end
                end
                else begin
                    if (injected$6) begin
                        patience = injection_patience;
                    end
                    else begin
                        patience = escape_patience;
                    end
                    found = 1'b0;
                    if (route_escape$6$q & ~(|route_mask$6$q & (refused$6$q < patience))) begin
                        if ((out_port_of$0 == route_port$6$q) & escape_vc$0 & (class_of$0 == route_class$6$q) & free$0 & ~found) begin
                            found = 1'b1;
                            best = 0;
                            best_credits = credits$0$q;
                        end
                        if ((out_port_of$1 == route_port$6$q) & escape_vc$1 & (class_of$1 == route_class$6$q) & free$1 & ~found) begin
                            found = 1'b1;
                            best = 1;
                            best_credits = credits$1$q;
                        end
                        if ((out_port_of$2 == route_port$6$q) & escape_vc$2 & (class_of$2 == route_class$6$q) & free$2 & ~found) begin
                            found = 1'b1;
                            best = 2;
                            best_credits = credits$2$q;
                        end
                        if ((out_port_of$3 == route_port$6$q) & escape_vc$3 & (class_of$3 == route_class$6$q) & free$3 & ~found) begin
                            found = 1'b1;
                            best = 3;
                            best_credits = credits$3$q;
                        end
                        if ((out_port_of$4 == route_port$6$q) & escape_vc$4 & (class_of$4 == route_class$6$q) & free$4 & ~found) begin
                            found = 1'b1;
                            best = 4;
                            best_credits = credits$4$q;
                        end
                        if ((out_port_of$5 == route_port$6$q) & escape_vc$5 & (class_of$5 == route_class$6$q) & free$5 & ~found) begin
                            found = 1'b1;
                            best = 5;
                            best_credits = credits$5$q;
                        end
                        if ((out_port_of$6 == route_port$6$q) & escape_vc$6 & (class_of$6 == route_class$6$q) & free$6 & ~found) begin
                            found = 1'b1;
                            best = 6;
                            best_credits = credits$6$q;
                        end
                        if ((out_port_of$7 == route_port$6$q) & escape_vc$7 & (class_of$7 == route_class$6$q) & free$7 & ~found) begin
                            found = 1'b1;
                            best = 7;
                            best_credits = credits$7$q;
                        end
                        if ((out_port_of$8 == route_port$6$q) & escape_vc$8 & (class_of$8 == route_class$6$q) & free$8 & ~found) begin
                            found = 1'b1;
                            best = 8;
                            best_credits = credits$8$q;
                        end
                        if ((out_port_of$9 == route_port$6$q) & escape_vc$9 & (class_of$9 == route_class$6$q) & free$9 & ~found) begin
                            found = 1'b1;
                            best = 9;
                            best_credits = credits$9$q;
                        end
                        enters = bubble_check & ~row_bits[route_port$6$q];
                        req_valid$6 = found & ~(enters & (best_credits < two_packets));
                        req_vc$6 = best;
                    end
                end
            end
            if (transit_priority & req_valid$6) begin
                enters = 1'b0;
                if ((req_vc$6 == 0) & route_escape$6$q & (out_port_of$0 == route_port$6$q) & escape_vc$0 & bubble_check) begin
                    enters = ~row_bits[route_port$6$q];
                end
                if ((req_vc$6 == 1) & route_escape$6$q & (out_port_of$1 == route_port$6$q) & escape_vc$1 & bubble_check) begin
                    enters = ~row_bits[route_port$6$q];
                end
                if ((req_vc$6 == 2) & route_escape$6$q & (out_port_of$2 == route_port$6$q) & escape_vc$2 & bubble_check) begin
                    enters = ~row_bits[route_port$6$q];
                end
                if ((req_vc$6 == 3) & route_escape$6$q & (out_port_of$3 == route_port$6$q) & escape_vc$3 & bubble_check) begin
                    enters = ~row_bits[route_port$6$q];
                end
                if ((req_vc$6 == 4) & route_escape$6$q & (out_port_of$4 == route_port$6$q) & escape_vc$4 & bubble_check) begin
                    enters = ~row_bits[route_port$6$q];
                end
                if ((req_vc$6 == 5) & route_escape$6$q & (out_port_of$5 == route_port$6$q) & escape_vc$5 & bubble_check) begin
                    enters = ~row_bits[route_port$6$q];
                end
                if ((req_vc$6 == 6) & route_escape$6$q & (out_port_of$6 == route_port$6$q) & escape_vc$6 & bubble_check) begin
                    enters = ~row_bits[route_port$6$q];
                end
                if ((req_vc$6 == 7) & route_escape$6$q & (out_port_of$7 == route_port$6$q) & escape_vc$7 & bubble_check) begin
                    enters = ~row_bits[route_port$6$q];
                end
                if ((req_vc$6 == 8) & route_escape$6$q & (out_port_of$8 == route_port$6$q) & escape_vc$8 & bubble_check) begin
                    enters = ~row_bits[route_port$6$q];
                end
                if ((req_vc$6 == 9) & route_escape$6$q & (out_port_of$9 == route_port$6$q) & escape_vc$9 & bubble_check) begin
                    enters = ~row_bits[route_port$6$q];
                end
                req_priority$6 = ~enters & ((refused$6$q == 32'hf) | ~injected$6);
            end
        end
        fifo$7$clock = clock;
        state$7$clock = clock;
        state$7$d = state$7$q;
        route_mask$7$clock = clock;
        route_mask$7$d = route_mask$7$q;
        route_escape$7$clock = clock;
        route_escape$7$d = route_escape$7$q;
        route_port$7$clock = clock;
        route_port$7$d = route_port$7$q;
        route_class$7$clock = clock;
        route_class$7$d = route_class$7$q;
        route_eject$7$clock = clock;
        route_eject$7$d = route_eject$7$q;
        refused$7$clock = clock;
        refused$7$d = refused$7$q;
        held_vc$7$clock = clock;
        held_vc$7$d = held_vc$7$q;
        held_port$7$clock = clock;
        held_port$7$d = held_port$7$q;
        held_out_vc$7$clock = clock;
        held_out_vc$7$d = held_out_vc$7$q;
        granted_misses$7$clock = clock;
        granted_misses$7$d = granted_misses$7$q;
        route_absorb$7$clock = clock;
        route_absorb$7$d = route_absorb$7$q;
        route_layered$7$clock = clock;
        route_layered$7$d = route_layered$7$q;
        route_layer$7$clock = clock;
        route_layer$7$d = route_layer$7$q;
        held_absorb$7$clock = clock;
        held_absorb$7$d = held_absorb$7$q;
        fifo$7$write = 1'b0;
        fifo$7$flit_in = 32'h0;
        if (in_port$7 == 0) begin
            fifo$7$flit_in = flit_in$0;
            fifo$7$write = flit_in_valid[0] & (flit_in_vc$0 == in_vc$7);
        end
        if (in_port$7 == 1) begin
            fifo$7$flit_in = flit_in$1;
            fifo$7$write = flit_in_valid[1] & (flit_in_vc$1 == in_vc$7);
        end
        if (in_port$7 == 2) begin
            fifo$7$flit_in = flit_in$2;
            fifo$7$write = flit_in_valid[2] & (flit_in_vc$2 == in_vc$7);
        end
        if (in_port$7 == 3) begin
            fifo$7$flit_in = flit_in$3;
            fifo$7$write = flit_in_valid[3] & (flit_in_vc$3 == in_vc$7);
        end
        if (in_port$7 == 4) begin
            fifo$7$flit_in = flit_in$4;
            fifo$7$write = flit_in_valid[4] & (flit_in_vc$4 == in_vc$7);
        end
        front = fifo$7$front;
        misses = front[(misses_at)+:(4)];
        rc$7$head = front;
        rc$7$node = cfg_node;
        rc$7$routes = cfg_table;
        rc$7$down = cfg_down[7];
        rc$7$keep = cfg_keep$7;
        rc$7$follow = cfg_follow[7];
        rc$7$successor = cfg_successor$7;
        rc$7$on_escape = cfg_on_escape[7];
        rc$7$arrived_class = arrived_class$7;
        if ((state$7$q == 32'h0) & fifo$7$valid & front[32'h0]) begin
            state$7$d = 32'h1;
            refused$7$d = 32'h0;
            route_eject$7$d = rc$7$eject;
            route_mask$7$d = rc$7$mask;
            route_escape$7$d = rc$7$escape;
            route_port$7$d = rc$7$port;
            route_class$7$d = rc$7$esc_class;
            route_absorb$7$d = rc$7$absorb;
            route_layered$7$d = rc$7$layered;
            route_layer$7$d = rc$7$layer;
        end
        row_bits = 32'h0;
        row = cfg_bubble_row$7;
        if (route_absorb$7$q) begin
            row = local_row;
        end
        if (row == 0) begin
            row_bits = cfg_bubble$0;
        end
        if (row == 1) begin
            row_bits = cfg_bubble$1;
        end
        if (row == 2) begin
            row_bits = cfg_bubble$2;
        end
        if (row == 3) begin
            row_bits = cfg_bubble$3;
        end
        if (row == 4) begin
            row_bits = cfg_bubble$4;
        end
        req_valid$7 = 1'b0;
        req_vc$7 = 32'h0;
        req_misses$7 = misses;
        req_priority$7 = 1'b0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        if (state$7$q == 32'h1) begin
            if (route_eject$7$q) begin
                if (sink$0 & free$0 & ~found) begin
                    found = 1'b1;
                    best = 0;
                end
                if (sink$1 & free$1 & ~found) begin
                    found = 1'b1;
                    best = 1;
                end
                if (sink$2 & free$2 & ~found) begin
                    found = 1'b1;
                    best = 2;
                end
                if (sink$3 & free$3 & ~found) begin
                    found = 1'b1;
                    best = 3;
                end
                if (sink$4 & free$4 & ~found) begin
                    found = 1'b1;
                    best = 4;
                end
                if (sink$5 & free$5 & ~found) begin
                    found = 1'b1;
                    best = 5;
                end
                if (sink$6 & free$6 & ~found) begin
                    found = 1'b1;
                    best = 6;
                end
                if (sink$7 & free$7 & ~found) begin
                    found = 1'b1;
                    best = 7;
                end
                if (sink$8 & free$8 & ~found) begin
                    found = 1'b1;
                    best = 8;
                end
                if (sink$9 & free$9 & ~found) begin
                    found = 1'b1;
                    best = 9;
                end
                req_valid$7 = found;
                req_vc$7 = best;
            end
            else begin
                if (|(port_hot$0 & route_mask$7$q) & cfg_adaptive_ok[0] & (~route_layered$7$q | (vc_index$0 == route_layer$7$q)) & free$0 & (~found | (credits$0$q > best_credits))) begin
                    found = 1'b1;
                    best = 0;
                    best_credits = credits$0$q;
                end
                if (|(port_hot$1 & route_mask$7$q) & cfg_adaptive_ok[1] & (~route_layered$7$q | (vc_index$1 == route_layer$7$q)) & free$1 & (~found | (credits$1$q > best_credits))) begin
                    found = 1'b1;
                    best = 1;
                    best_credits = credits$1$q;
                end
                if (|(port_hot$2 & route_mask$7$q) & cfg_adaptive_ok[2] & (~route_layered$7$q | (vc_index$2 == route_layer$7$q)) & free$2 & (~found | (credits$2$q > best_credits))) begin
                    found = 1'b1;
                    best = 2;
                    best_credits = credits$2$q;
                end
                if (|(port_hot$3 & route_mask$7$q) & cfg_adaptive_ok[3] & (~route_layered$7$q | (vc_index$3 == route_layer$7$q)) & free$3 & (~found | (credits$3$q > best_credits))) begin
                    found = 1'b1;
                    best = 3;
                    best_credits = credits$3$q;
                end
                if (|(port_hot$4 & route_mask$7$q) & cfg_adaptive_ok[4] & (~route_layered$7$q | (vc_index$4 == route_layer$7$q)) & free$4 & (~found | (credits$4$q > best_credits))) begin
                    found = 1'b1;
                    best = 4;
                    best_credits = credits$4$q;
                end
                if (|(port_hot$5 & route_mask$7$q) & cfg_adaptive_ok[5] & (~route_layered$7$q | (vc_index$5 == route_layer$7$q)) & free$5 & (~found | (credits$5$q > best_credits))) begin
                    found = 1'b1;
                    best = 5;
                    best_credits = credits$5$q;
                end
                if (|(port_hot$6 & route_mask$7$q) & cfg_adaptive_ok[6] & (~route_layered$7$q | (vc_index$6 == route_layer$7$q)) & free$6 & (~found | (credits$6$q > best_credits))) begin
                    found = 1'b1;
                    best = 6;
                    best_credits = credits$6$q;
                end
                if (|(port_hot$7 & route_mask$7$q) & cfg_adaptive_ok[7] & (~route_layered$7$q | (vc_index$7 == route_layer$7$q)) & free$7 & (~found | (credits$7$q > best_credits))) begin
                    found = 1'b1;
                    best = 7;
                    best_credits = credits$7$q;
                end
                if (|(port_hot$8 & route_mask$7$q) & cfg_adaptive_ok[8] & (~route_layered$7$q | (vc_index$8 == route_layer$7$q)) & free$8 & (~found | (credits$8$q > best_credits))) begin
                    found = 1'b1;
                    best = 8;
                    best_credits = credits$8$q;
                end
                if (|(port_hot$9 & route_mask$7$q) & cfg_adaptive_ok[9] & (~route_layered$7$q | (vc_index$9 == route_layer$7$q)) & free$9 & (~found | (credits$9$q > best_credits))) begin
                    found = 1'b1;
                    best = 9;
                    best_credits = credits$9$q;
                end
                admit = 1'b1;
                if (injected$7 & admission & route_escape$7$q) begin
                    admit = 1'b0;
                    if ((out_port_of$0 == route_port$7$q) & admission_vc$0 & (cfg_off_ring[0] | (credits$0$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$1 == route_port$7$q) & admission_vc$1 & (cfg_off_ring[1] | (credits$1$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$2 == route_port$7$q) & admission_vc$2 & (cfg_off_ring[2] | (credits$2$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$3 == route_port$7$q) & admission_vc$3 & (cfg_off_ring[3] | (credits$3$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$4 == route_port$7$q) & admission_vc$4 & (cfg_off_ring[4] | (credits$4$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$5 == route_port$7$q) & admission_vc$5 & (cfg_off_ring[5] | (credits$5$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$6 == route_port$7$q) & admission_vc$6 & (cfg_off_ring[6] | (credits$6$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$7 == route_port$7$q) & admission_vc$7 & (cfg_off_ring[7] | (credits$7$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$8 == route_port$7$q) & admission_vc$8 & (cfg_off_ring[8] | (credits$8$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$9 == route_port$7$q) & admission_vc$9 & (cfg_off_ring[9] | (credits$9$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                end
                if (found & admit) begin
                    req_valid$7 = 1'b1;
                    req_vc$7 = best;
                    if (cfg_on_escape[7] & ~route_absorb$7$q & (misses != 32'hf)) begin
                        req_misses$7 = misses + 32'h1;
                    end
                end
                else begin
                    if (injected$7) begin
                        patience = injection_patience;
                    end
                    else begin
                        patience = escape_patience;
                    end
                    found = 1'b0;
                    if (route_escape$7$q & ~(|route_mask$7$q & (refused$7$q < patience))) begin
                        if ((out_port_of$0 == route_port$7$q) & escape_vc$0 & (class_of$0 == route_class$7$q) & free$0 & ~found) begin
                            found = 1'b1;
                            best = 0;
                            best_credits = credits$0$q;
                        end
                        if ((out_port_of$1 == route_port$7$q) & escape_vc$1 & (class_of$1 == route_class$7$q) & free$1 & ~found) begin
                            found = 1'b1;
                            best = 1;
                            best_credits = credits$1$q;
                        end
                        if ((out_port_of$2 == route_port$7$q) & escape_vc$2 & (class_of$2 == route_class$7$q) & free$2 & ~found) begin
                            found = 1'b1;
                            best = 2;
                            best_credits = credits$2$q;
                        end
                        if ((out_port_of$3 == route_port$7$q) & escape_vc$3 & (class_of$3 == route_class$7$q) & free$3 & ~found) begin
                            found = 1'b1;
                            best = 3;
                            best_credits = credits$3$q;
                        end
                        if ((out_port_of$4 == route_port$7$q) & escape_vc$4 & (class_of$4 == route_class$7$q) & free$4 & ~found) begin
                            found = 1'b1;
                            best = 4;
                            best_credits = credits$4$q;
                        end
                        if ((out_port_of$5 == route_port$7$q) & escape_vc$5 & (class_of$5 == route_class$7$q) & free$5 & ~found) begin
                            found = 1'b1;
                            best = 5;
                            best_credits = credits$5$q;
                        end
                        if ((out_port_of$6 == route_port$7$q) & escape_vc$6 & (class_of$6 == route_class$7$q) & free$6 & ~found) begin
                            found = 1'b1;
                            best = 6;
                            best_credits = credits$6$q;
                        end
                        if ((out_port_of$7 == route_port$7$q) & escape_vc$7 & (class_of$7 == route_class$7$q) & free$7 & ~found) begin
                            found = 1'b1;
                            best = 7;
                            best_credits = credits$7$q;
                        end
                        if ((out_port_of$8 == route_port$7$q) & escape_vc$8 & (class_of$8 == route_class$7$q) & free$8 & ~found) begin
                            found = 1'b1;
                            best = 8;
                            best_credits = credits$8$q;
                        end
                        if ((out_port_of$9 == route_port$7$q) & escape_vc$9 & (class_of$9 == route_class$7$q) & free$9 & ~found) begin
                            found = 1'b1;
                            best = 9;
                            best_credits = credits$9$q;
                        end
                        enters = bubble_check & ~row_bits[route_port$7$q];
                        req_valid$7 = found & ~(enters & (best_credits < two_packets));
                        req_vc$7 = best;
                    end
                end
            end
            if (transit_priority & req_valid$7) begin
                enters = 1'b0;
                if ((req_vc$7 == 0) & route_escape$7$q & (out_port_of$0 == route_port$7$q) & escape_vc$0 & bubble_check) begin
                    enters = ~row_bits[route_port$7$q];
                end
                if ((req_vc$7 == 1) & route_escape$7$q & (out_port_of$1 == route_port$7$q) & escape_vc$1 & bubble_check) begin
                    enters = ~row_bits[route_port$7$q];
                end
                if ((req_vc$7 == 2) & route_escape$7$q & (out_port_of$2 == route_port$7$q) & escape_vc$2 & bubble_check) begin
                    enters = ~row_bits[route_port$7$q];
                end
                if ((req_vc$7 == 3) & route_escape$7$q & (out_port_of$3 == route_port$7$q) & escape_vc$3 & bubble_check) begin
                    enters = ~row_bits[route_port$7$q];
                end
                if ((req_vc$7 == 4) & route_escape$7$q & (out_port_of$4 == route_port$7$q) & escape_vc$4 & bubble_check) begin
                    enters = ~row_bits[route_port$7$q];
                end
                if ((req_vc$7 == 5) & route_escape$7$q & (out_port_of$5 == route_port$7$q) & escape_vc$5 & bubble_check) begin
                    enters = ~row_bits[route_port$7$q];
                end
                if ((req_vc$7 == 6) & route_escape$7$q & (out_port_of$6 == route_port$7$q) & escape_vc$6 & bubble_check) begin
                    enters = ~row_bits[route_port$7$q];
                end
                if ((req_vc$7 == 7) & route_escape$7$q & (out_port_of$7 == route_port$7$q) & escape_vc$7 & bubble_check) begin
                    enters = ~row_bits[route_port$7$q];
                end
                if ((req_vc$7 == 8) & route_escape$7$q & (out_port_of$8 == route_port$7$q) & escape_vc$8 & bubble_check) begin
                    enters = ~row_bits[route_port$7$q];
                end
                if ((req_vc$7 == 9) & route_escape$7$q & (out_port_of$9 == route_port$7$q) & escape_vc$9 & bubble_check) begin
                    enters = ~row_bits[route_port$7$q];
                end
                req_priority$7 = ~enters & ((refused$7$q == 32'hf) | ~injected$7);
            end
        end
        fifo$8$clock = clock;
        state$8$clock = clock;
        state$8$d = state$8$q;
        route_mask$8$clock = clock;
        route_mask$8$d = route_mask$8$q;
        route_escape$8$clock = clock;
        route_escape$8$d = route_escape$8$q;
        route_port$8$clock = clock;
        route_port$8$d = route_port$8$q;
        route_class$8$clock = clock;
        route_class$8$d = route_class$8$q;
        route_eject$8$clock = clock;
        route_eject$8$d = route_eject$8$q;
        refused$8$clock = clock;
        refused$8$d = refused$8$q;
        held_vc$8$clock = clock;
        held_vc$8$d = held_vc$8$q;
        held_port$8$clock = clock;
        held_port$8$d = held_port$8$q;
        held_out_vc$8$clock = clock;
        held_out_vc$8$d = held_out_vc$8$q;
        granted_misses$8$clock = clock;
        granted_misses$8$d = granted_misses$8$q;
        route_absorb$8$clock = clock;
        route_absorb$8$d = route_absorb$8$q;
        route_layered$8$clock = clock;
        route_layered$8$d = route_layered$8$q;
        route_layer$8$clock = clock;
        route_layer$8$d = route_layer$8$q;
        held_absorb$8$clock = clock;
        held_absorb$8$d = held_absorb$8$q;
        fifo$8$write = 1'b0;
        fifo$8$flit_in = 32'h0;
        if (in_port$8 == 0) begin
            fifo$8$flit_in = flit_in$0;
            fifo$8$write = flit_in_valid[0] & (flit_in_vc$0 == in_vc$8);
        end
        if (in_port$8 == 1) begin
            fifo$8$flit_in = flit_in$1;
            fifo$8$write = flit_in_valid[1] & (flit_in_vc$1 == in_vc$8);
        end
        if (in_port$8 == 2) begin
            fifo$8$flit_in = flit_in$2;
            fifo$8$write = flit_in_valid[2] & (flit_in_vc$2 == in_vc$8);
        end
        if (in_port$8 == 3) begin
            fifo$8$flit_in = flit_in$3;
            fifo$8$write = flit_in_valid[3] & (flit_in_vc$3 == in_vc$8);
        end
        if (in_port$8 == 4) begin
            fifo$8$flit_in = flit_in$4;
            fifo$8$write = flit_in_valid[4] & (flit_in_vc$4 == in_vc$8);
        end
        front = fifo$8$front;
        misses = front[(misses_at)+:(4)];
        rc$8$head = front;
        rc$8$node = cfg_node;
        rc$8$routes = cfg_table;
        rc$8$down = cfg_down[8];
        rc$8$keep = cfg_keep$8;
        rc$8$follow = cfg_follow[8];
        rc$8$successor = cfg_successor$8;
        rc$8$on_escape = cfg_on_escape[8];
        rc$8$arrived_class = arrived_class$8;
        if ((state$8$q == 32'h0) & fifo$8$valid & front[32'h0]) begin
            state$8$d = 32'h1;
            refused$8$d = 32'h0;
            route_eject$8$d = rc$8$eject;
            route_mask$8$d = rc$8$mask;
            route_escape$8$d = rc$8$escape;
            route_port$8$d = rc$8$port;
            route_class$8$d = rc$8$esc_class;
            route_absorb$8$d = rc$8$absorb;
            route_layered$8$d = rc$8$layered;
            route_layer$8$d = rc$8$layer;
        end
        row_bits = 32'h0;
        row = cfg_bubble_row$8;
        if (route_absorb$8$q) begin
            row = local_row;
        end
        if (row == 0) begin
            row_bits = cfg_bubble$0;
        end
        if (row == 1) begin
            row_bits = cfg_bubble$1;
        end
        if (row == 2) begin
            row_bits = cfg_bubble$2;
        end
        if (row == 3) begin
            row_bits = cfg_bubble$3;
        end
        if (row == 4) begin
            row_bits = cfg_bubble$4;
        end
        req_valid$8 = 1'b0;
        req_vc$8 = 32'h0;
        req_misses$8 = misses;
        req_priority$8 = 1'b0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        if (state$8$q == 32'h1) begin
            if (route_eject$8$q) begin
                if (sink$0 & free$0 & ~found) begin
                    found = 1'b1;
                    best = 0;
                end
                if (sink$1 & free$1 & ~found) begin
                    found = 1'b1;
                    best = 1;
                end
                if (sink$2 & free$2 & ~found) begin
                    found = 1'b1;
                    best = 2;
                end
                if (sink$3 & free$3 & ~found) begin
                    found = 1'b1;
                    best = 3;
                end
                if (sink$4 & free$4 & ~found) begin
                    found = 1'b1;
                    best = 4;
                end
                if (sink$5 & free$5 & ~found) begin
                    found = 1'b1;
                    best = 5;
                end
                if (sink$6 & free$6 & ~found) begin
                    found = 1'b1;
                    best = 6;
                end
                if (sink$7 & free$7 & ~found) begin
                    found = 1'b1;
                    best = 7;
                end
                if (sink$8 & free$8 & ~found) begin
                    found = 1'b1;
                    best = 8;
                end
                if (sink$9 & free$9 & ~found) begin
                    found = 1'b1;
                    best = 9;
                end
                req_valid$8 = found;
                req_vc$8 = best;
            end
            else begin
                if (|(port_hot$0 & route_mask$8$q) & cfg_adaptive_ok[0] & (~route_layered$8$q | (vc_index$0 == route_layer$8$q)) & free$0 & (~found | (credits$0$q > best_credits))) begin
                    found = 1'b1;
                    best = 0;
                    best_credits = credits$0$q;
                end
                if (|(port_hot$1 & route_mask$8$q) & cfg_adaptive_ok[1] & (~route_layered$8$q | (vc_index$1 == route_layer$8$q)) & free$1 & (~found | (credits$1$q > best_credits))) begin
                    found = 1'b1;
                    best = 1;
                    best_credits = credits$1$q;
                end
                if (|(port_hot$2 & route_mask$8$q) & cfg_adaptive_ok[2] & (~route_layered$8$q | (vc_index$2 == route_layer$8$q)) & free$2 & (~found | (credits$2$q > best_credits))) begin
                    found = 1'b1;
                    best = 2;
                    best_credits = credits$2$q;
                end
                if (|(port_hot$3 & route_mask$8$q) & cfg_adaptive_ok[3] & (~route_layered$8$q | (vc_index$3 == route_layer$8$q)) & free$3 & (~found | (credits$3$q > best_credits))) begin
                    found = 1'b1;
                    best = 3;
                    best_credits = credits$3$q;
                end
                if (|(port_hot$4 & route_mask$8$q) & cfg_adaptive_ok[4] & (~route_layered$8$q | (vc_index$4 == route_layer$8$q)) & free$4 & (~found | (credits$4$q > best_credits))) begin
                    found = 1'b1;
                    best = 4;
                    best_credits = credits$4$q;
                end
                if (|(port_hot$5 & route_mask$8$q) & cfg_adaptive_ok[5] & (~route_layered$8$q | (vc_index$5 == route_layer$8$q)) & free$5 & (~found | (credits$5$q > best_credits))) begin
                    found = 1'b1;
                    best = 5;
                    best_credits = credits$5$q;
                end
                if (|(port_hot$6 & route_mask$8$q) & cfg_adaptive_ok[6] & (~route_layered$8$q | (vc_index$6 == route_layer$8$q)) & free$6 & (~found | (credits$6$q > best_credits))) begin
                    found = 1'b1;
                    best = 6;
                    best_credits = credits$6$q;
                end
                if (|(port_hot$7 & route_mask$8$q) & cfg_adaptive_ok[7] & (~route_layered$8$q | (vc_index$7 == route_layer$8$q)) & free$7 & (~found | (credits$7$q > best_credits))) begin
                    found = 1'b1;
                    best = 7;
                    best_credits = credits$7$q;
                end
                if (|(port_hot$8 & route_mask$8$q) & cfg_adaptive_ok[8] & (~route_layered$8$q | (vc_index$8 == route_layer$8$q)) & free$8 & (~found | (credits$8$q > best_credits))) begin
                    found = 1'b1;
                    best = 8;
                    best_credits = credits$8$q;
                end
                if (|(port_hot$9 & route_mask$8$q) & cfg_adaptive_ok[9] & (~route_layered$8$q | (vc_index$9 == route_layer$8$q)) & free$9 & (~found | (credits$9$q > best_credits))) begin
                    found = 1'b1;
                    best = 9;
                    best_credits = credits$9$q;
                end
                admit = 1'b1;
                if (injected$8 & admission & route_escape$8$q) begin
                    admit = 1'b0;
                    if ((out_port_of$0 == route_port$8$q) & admission_vc$0 & (cfg_off_ring[0] | (credits$0$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$1 == route_port$8$q) & admission_vc$1 & (cfg_off_ring[1] | (credits$1$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$2 == route_port$8$q) & admission_vc$2 & (cfg_off_ring[2] | (credits$2$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$3 == route_port$8$q) & admission_vc$3 & (cfg_off_ring[3] | (credits$3$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$4 == route_port$8$q) & admission_vc$4 & (cfg_off_ring[4] | (credits$4$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$5 == route_port$8$q) & admission_vc$5 & (cfg_off_ring[5] | (credits$5$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$6 == route_port$8$q) & admission_vc$6 & (cfg_off_ring[6] | (credits$6$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$7 == route_port$8$q) & admission_vc$7 & (cfg_off_ring[7] | (credits$7$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$8 == route_port$8$q) & admission_vc$8 & (cfg_off_ring[8] | (credits$8$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$9 == route_port$8$q) & admission_vc$9 & (cfg_off_ring[9] | (credits$9$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                end
                if (found & admit) begin
                    req_valid$8 = 1'b1;
                    req_vc$8 = best;
                    if (cfg_on_escape[8] & ~route_absorb$8$q & (misses != 32'hf)) begin
                        req_misses$8 = misses + 32'h1;
                    end
                end
                else begin
                    if (injected$8) begin
                        patience = injection_patience;
                    end
                    else begin
                        patience = escape_patience;
                    end
                    found = 1'b0;
                    if (route_escape$8$q & ~(|route_mask$8$q & (refused$8$q < patience))) begin
                        if ((out_port_of$0 == route_port$8$q) & escape_vc$0 & (class_of$0 == route_class$8$q) & free$0 & ~found) begin
                            found = 1'b1;
                            best = 0;
                            best_credits = credits$0$q;
                        end
                        if ((out_port_of$1 == route_port$8$q) & escape_vc$1 & (class_of$1 == route_class$8$q) & free$1 & ~found) begin
                            found = 1'b1;
                            best = 1;
                            best_credits = credits$1$q;
                        end
                        if ((out_port_of$2 == route_port$8$q) & escape_vc$2 & (class_of$2 == route_class$8$q) & free$2 & ~found) begin
                            found = 1'b1;
                            best = 2;
                            best_credits = credits$2$q;
                        end
                        if ((out_port_of$3 == route_port$8$q) & escape_vc$3 & (class_of$3 == route_class$8$q) & free$3 & ~found) begin
                            found = 1'b1;
                            best = 3;
                            best_credits = credits$3$q;
                        end
                        if ((out_port_of$4 == route_port$8$q) & escape_vc$4 & (class_of$4 == route_class$8$q) & free$4 & ~found) begin
                            found = 1'b1;
                            best = 4;
                            best_credits = credits$4$q;
                        end
                        if ((out_port_of$5 == route_port$8$q) & escape_vc$5 & (class_of$5 == route_class$8$q) & free$5 & ~found) begin
                            found = 1'b1;
                            best = 5;
                            best_credits = credits$5$q;
                        end
                        if ((out_port_of$6 == route_port$8$q) & escape_vc$6 & (class_of$6 == route_class$8$q) & free$6 & ~found) begin
                            found = 1'b1;
                            best = 6;
                            best_credits = credits$6$q;
                        end
                        if ((out_port_of$7 == route_port$8$q) & escape_vc$7 & (class_of$7 == route_class$8$q) & free$7 & ~found) begin
                            found = 1'b1;
                            best = 7;
                            best_credits = credits$7$q;
                        end
                        if ((out_port_of$8 == route_port$8$q) & escape_vc$8 & (class_of$8 == route_class$8$q) & free$8 & ~found) begin
                            found = 1'b1;
                            best = 8;
                            best_credits = credits$8$q;
                        end
                        if ((out_port_of$9 == route_port$8$q) & escape_vc$9 & (class_of$9 == route_class$8$q) & free$9 & ~found) begin
                            found = 1'b1;
                            best = 9;
                            best_credits = credits$9$q;
                        end
                        enters = bubble_check & ~row_bits[route_port$8$q];
                        req_valid$8 = found & ~(enters & (best_credits < two_packets));
                        req_vc$8 = best;
                    end
                end
            end
            if (transit_priority & req_valid$8) begin
                enters = 1'b0;
                if ((req_vc$8 == 0) & route_escape$8$q & (out_port_of$0 == route_port$8$q) & escape_vc$0 & bubble_check) begin
                    enters = ~row_bits[route_port$8$q];
                end
                if ((req_vc$8 == 1) & route_escape$8$q & (out_port_of$1 == route_port$8$q) & escape_vc$1 & bubble_check) begin
                    enters = ~row_bits[route_port$8$q];
                end
                if ((req_vc$8 == 2) & route_escape$8$q & (out_port_of$2 == route_port$8$q) & escape_vc$2 & bubble_check) begin
                    enters = ~row_bits[route_port$8$q];
                end
                if ((req_vc$8 == 3) & route_escape$8$q & (out_port_of$3 == route_port$8$q) & escape_vc$3 & bubble_check) begin
                    enters = ~row_bits[route_port$8$q];
                end
                if ((req_vc$8 == 4) & route_escape$8$q & (out_port_of$4 == route_port$8$q) & escape_vc$4 & bubble_check) begin
                    enters = ~row_bits[route_port$8$q];
                end
                if ((req_vc$8 == 5) & route_escape$8$q & (out_port_of$5 == route_port$8$q) & escape_vc$5 & bubble_check) begin
                    enters = ~row_bits[route_port$8$q];
                end
                if ((req_vc$8 == 6) & route_escape$8$q & (out_port_of$6 == route_port$8$q) & escape_vc$6 & bubble_check) begin
                    enters = ~row_bits[route_port$8$q];
                end
                if ((req_vc$8 == 7) & route_escape$8$q & (out_port_of$7 == route_port$8$q) & escape_vc$7 & bubble_check) begin
                    enters = ~row_bits[route_port$8$q];
                end
                if ((req_vc$8 == 8) & route_escape$8$q & (out_port_of$8 == route_port$8$q) & escape_vc$8 & bubble_check) begin
                    enters = ~row_bits[route_port$8$q];
                end
                if ((req_vc$8 == 9) & route_escape$8$q & (out_port_of$9 == route_port$8$q) & escape_vc$9 & bubble_check) begin
                    enters = ~row_bits[route_port$8$q];
                end
                req_priority$8 = ~enters & ((refused$8$q == 32'hf) | ~injected$8);
            end
        end
        fifo$9$clock = clock;
        state$9$clock = clock;
        state$9$d = state$9$q;
        route_mask$9$clock = clock;
        route_mask$9$d = route_mask$9$q;
        route_escape$9$clock = clock;
        route_escape$9$d = route_escape$9$q;
        route_port$9$clock = clock;
        route_port$9$d = route_port$9$q;
        route_class$9$clock = clock;
        route_class$9$d = route_class$9$q;
        route_eject$9$clock = clock;
        route_eject$9$d = route_eject$9$q;
        refused$9$clock = clock;
        refused$9$d = refused$9$q;
        held_vc$9$clock = clock;
        held_vc$9$d = held_vc$9$q;
        held_port$9$clock = clock;
        held_port$9$d = held_port$9$q;
        held_out_vc$9$clock = clock;
        held_out_vc$9$d = held_out_vc$9$q;
        granted_misses$9$clock = clock;
        granted_misses$9$d = granted_misses$9$q;
        route_absorb$9$clock = clock;
        route_absorb$9$d = route_absorb$9$q;
        route_layered$9$clock = clock;
        route_layered$9$d = route_layered$9$q;
        route_layer$9$clock = clock;
        route_layer$9$d = route_layer$9$q;
        held_absorb$9$clock = clock;
        held_absorb$9$d = held_absorb$9$q;
        fifo$9$write = 1'b0;
        fifo$9$flit_in = 32'h0;
        if (in_port$9 == 0) begin
            fifo$9$flit_in = flit_in$0;
            fifo$9$write = flit_in_valid[0] & (flit_in_vc$0 == in_vc$9);
        end
        if (in_port$9 == 1) begin
            fifo$9$flit_in = flit_in$1;
            fifo$9$write = flit_in_valid[1] & (flit_in_vc$1 == in_vc$9);
        end
        if (in_port$9 == 2) begin
            fifo$9$flit_in = flit_in$2;
            fifo$9$write = flit_in_valid[2] & (flit_in_vc$2 == in_vc$9);
        end
        if (in_port$9 == 3) begin
            fifo$9$flit_in = flit_in$3;
            fifo$9$write = flit_in_valid[3] & (flit_in_vc$3 == in_vc$9);
        end
        if (in_port$9 == 4) begin
            fifo$9$flit_in = flit_in$4;
            fifo$9$write = flit_in_valid[4] & (flit_in_vc$4 == in_vc$9);
        end
        front = fifo$9$front;
        misses = front[(misses_at)+:(4)];
        rc$9$head = front;
        rc$9$node = cfg_node;
        rc$9$routes = cfg_table;
        rc$9$down = cfg_down[9];
        rc$9$keep = cfg_keep$9;
        rc$9$follow = cfg_follow[9];
        rc$9$successor = cfg_successor$9;
        rc$9$on_escape = cfg_on_escape[9];
        rc$9$arrived_class = arrived_class$9;
        if ((state$9$q == 32'h0) & fifo$9$valid & front[32'h0]) begin
            state$9$d = 32'h1;
            refused$9$d = 32'h0;
            route_eject$9$d = rc$9$eject;
            route_mask$9$d = rc$9$mask;
            route_escape$9$d = rc$9$escape;
            route_port$9$d = rc$9$port;
            route_class$9$d = rc$9$esc_class;
            route_absorb$9$d = rc$9$absorb;
            route_layered$9$d = rc$9$layered;
            route_layer$9$d = rc$9$layer;
        end
        row_bits = 32'h0;
        row = cfg_bubble_row$9;
        if (route_absorb$9$q) begin
            row = local_row;
        end
        if (row == 0) begin
            row_bits = cfg_bubble$0;
        end
        if (row == 1) begin
            row_bits = cfg_bubble$1;
        end
        if (row == 2) begin
            row_bits = cfg_bubble$2;
        end
        if (row == 3) begin
            row_bits = cfg_bubble$3;
        end
        if (row == 4) begin
            row_bits = cfg_bubble$4;
        end
        req_valid$9 = 1'b0;
        req_vc$9 = 32'h0;
        req_misses$9 = misses;
        req_priority$9 = 1'b0;
        found = 1'b0;
        best = 32'h0;
        best_credits = 32'h0;
        if (state$9$q == 32'h1) begin
            if (route_eject$9$q) begin
                if (sink$0 & free$0 & ~found) begin
                    found = 1'b1;
                    best = 0;
                end
                if (sink$1 & free$1 & ~found) begin
                    found = 1'b1;
                    best = 1;
                end
                if (sink$2 & free$2 & ~found) begin
                    found = 1'b1;
                    best = 2;
                end
                if (sink$3 & free$3 & ~found) begin
                    found = 1'b1;
                    best = 3;
                end
                if (sink$4 & free$4 & ~found) begin
                    found = 1'b1;
                    best = 4;
                end
                if (sink$5 & free$5 & ~found) begin
                    found = 1'b1;
                    best = 5;
                end
                if (sink$6 & free$6 & ~found) begin
                    found = 1'b1;
                    best = 6;
                end
                if (sink$7 & free$7 & ~found) begin
                    found = 1'b1;
                    best = 7;
                end
                if (sink$8 & free$8 & ~found) begin
                    found = 1'b1;
                    best = 8;
                end
                if (sink$9 & free$9 & ~found) begin
                    found = 1'b1;
                    best = 9;
                end
                req_valid$9 = found;
                req_vc$9 = best;
            end
            else begin
                if (|(port_hot$0 & route_mask$9$q) & cfg_adaptive_ok[0] & (~route_layered$9$q | (vc_index$0 == route_layer$9$q)) & free$0 & (~found | (credits$0$q > best_credits))) begin
                    found = 1'b1;
                    best = 0;
                    best_credits = credits$0$q;
                end
                if (|(port_hot$1 & route_mask$9$q) & cfg_adaptive_ok[1] & (~route_layered$9$q | (vc_index$1 == route_layer$9$q)) & free$1 & (~found | (credits$1$q > best_credits))) begin
                    found = 1'b1;
                    best = 1;
                    best_credits = credits$1$q;
                end
                if (|(port_hot$2 & route_mask$9$q) & cfg_adaptive_ok[2] & (~route_layered$9$q | (vc_index$2 == route_layer$9$q)) & free$2 & (~found | (credits$2$q > best_credits))) begin
                    found = 1'b1;
                    best = 2;
                    best_credits = credits$2$q;
                end
                if (|(port_hot$3 & route_mask$9$q) & cfg_adaptive_ok[3] & (~route_layered$9$q | (vc_index$3 == route_layer$9$q)) & free$3 & (~found | (credits$3$q > best_credits))) begin
                    found = 1'b1;
                    best = 3;
                    best_credits = credits$3$q;
                end
                if (|(port_hot$4 & route_mask$9$q) & cfg_adaptive_ok[4] & (~route_layered$9$q | (vc_index$4 == route_layer$9$q)) & free$4 & (~found | (credits$4$q > best_credits))) begin
                    found = 1'b1;
                    best = 4;
                    best_credits = credits$4$q;
                end
                if (|(port_hot$5 & route_mask$9$q) & cfg_adaptive_ok[5] & (~route_layered$9$q | (vc_index$5 == route_layer$9$q)) & free$5 & (~found | (credits$5$q > best_credits))) begin
                    found = 1'b1;
                    best = 5;
                    best_credits = credits$5$q;
                end
                if (|(port_hot$6 & route_mask$9$q) & cfg_adaptive_ok[6] & (~route_layered$9$q | (vc_index$6 == route_layer$9$q)) & free$6 & (~found | (credits$6$q > best_credits))) begin
                    found = 1'b1;
                    best = 6;
                    best_credits = credits$6$q;
                end
                if (|(port_hot$7 & route_mask$9$q) & cfg_adaptive_ok[7] & (~route_layered$9$q | (vc_index$7 == route_layer$9$q)) & free$7 & (~found | (credits$7$q > best_credits))) begin
                    found = 1'b1;
                    best = 7;
                    best_credits = credits$7$q;
                end
                if (|(port_hot$8 & route_mask$9$q) & cfg_adaptive_ok[8] & (~route_layered$9$q | (vc_index$8 == route_layer$9$q)) & free$8 & (~found | (credits$8$q > best_credits))) begin
                    found = 1'b1;
                    best = 8;
                    best_credits = credits$8$q;
                end
                if (|(port_hot$9 & route_mask$9$q) & cfg_adaptive_ok[9] & (~route_layered$9$q | (vc_index$9 == route_layer$9$q)) & free$9 & (~found | (credits$9$q > best_credits))) begin
                    found = 1'b1;
                    best = 9;
                    best_credits = credits$9$q;
                end
                admit = 1'b1;
                if (injected$9 & admission & route_escape$9$q) begin
                    admit = 1'b0;
                    if ((out_port_of$0 == route_port$9$q) & admission_vc$0 & (cfg_off_ring[0] | (credits$0$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$1 == route_port$9$q) & admission_vc$1 & (cfg_off_ring[1] | (credits$1$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$2 == route_port$9$q) & admission_vc$2 & (cfg_off_ring[2] | (credits$2$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$3 == route_port$9$q) & admission_vc$3 & (cfg_off_ring[3] | (credits$3$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$4 == route_port$9$q) & admission_vc$4 & (cfg_off_ring[4] | (credits$4$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$5 == route_port$9$q) & admission_vc$5 & (cfg_off_ring[5] | (credits$5$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$6 == route_port$9$q) & admission_vc$6 & (cfg_off_ring[6] | (credits$6$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$7 == route_port$9$q) & admission_vc$7 & (cfg_off_ring[7] | (credits$7$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$8 == route_port$9$q) & admission_vc$8 & (cfg_off_ring[8] | (credits$8$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                    if ((out_port_of$9 == route_port$9$q) & admission_vc$9 & (cfg_off_ring[9] | (credits$9$q >= admission_credits))) begin
                        admit = 1'b1;
                    end
                end
                if (found & admit) begin
                    req_valid$9 = 1'b1;
                    req_vc$9 = best;
                    if (cfg_on_escape[9] & ~route_absorb$9$q & (misses != 32'hf)) begin
                        req_misses$9 = misses + 32'h1;
                    end
                end
                else begin
                    if (injected$9) begin
                        patience = injection_patience;
                    end
                    else begin
                        patience = escape_patience;
                    end
                    found = 1'b0;
                    if (route_escape$9$q & ~(|route_mask$9$q & (refused$9$q < patience))) begin
                        if ((out_port_of$0 == route_port$9$q) & escape_vc$0 & (class_of$0 == route_class$9$q) & free$0 & ~found) begin
                            found = 1'b1;
                            best = 0;
                            best_credits = credits$0$q;
                        end
                        if ((out_port_of$1 == route_port$9$q) & escape_vc$1 & (class_of$1 == route_class$9$q) & free$1 & ~found) begin
                            found = 1'b1;
                            best = 1;
                            best_credits = credits$1$q;
                        end
                        if ((out_port_of$2 == route_port$9$q) & escape_vc$2 & (class_of$2 == route_class$9$q) & free$2 & ~found) begin
                            found = 1'b1;
                            best = 2;
                            best_credits = credits$2$q;
                        end
                        if ((out_port_of$3 == route_port$9$q) & escape_vc$3 & (class_of$3 == route_class$9$q) & free$3 & ~found) begin
                            found = 1'b1;
                            best = 3;
                            best_credits = credits$3$q;
                        end
                        if ((out_port_of$4 == route_port$9$q) & escape_vc$4 & (class_of$4 == route_class$9$q) & free$4 & ~found) begin
                            found = 1'b1;
                            best = 4;
                            best_credits = credits$4$q;
                        end
                        if ((out_port_of$5 == route_port$9$q) & escape_vc$5 & (class_of$5 == route_class$9$q) & free$5 & ~found) begin
                            found = 1'b1;
                            best = 5;
                            best_credits = credits$5$q;
                        end
                        if ((out_port_of$6 == route_port$9$q) & escape_vc$6 & (class_of$6 == route_class$9$q) & free$6 & ~found) begin
                            found = 1'b1;
                            best = 6;
                            best_credits = credits$6$q;
                        end
                        if ((out_port_of$7 == route_port$9$q) & escape_vc$7 & (class_of$7 == route_class$9$q) & free$7 & ~found) begin
                            found = 1'b1;
                            best = 7;
                            best_credits = credits$7$q;
                        end
                        if ((out_port_of$8 == route_port$9$q) & escape_vc$8 & (class_of$8 == route_class$9$q) & free$8 & ~found) begin
                            found = 1'b1;
                            best = 8;
                            best_credits = credits$8$q;
                        end
                        if ((out_port_of$9 == route_port$9$q) & escape_vc$9 & (class_of$9 == route_class$9$q) & free$9 & ~found) begin
                            found = 1'b1;
                            best = 9;
                            best_credits = credits$9$q;
                        end
                        enters = bubble_check & ~row_bits[route_port$9$q];
                        req_valid$9 = found & ~(enters & (best_credits < two_packets));
                        req_vc$9 = best;
                    end
                end
            end
            if (transit_priority & req_valid$9) begin
                enters = 1'b0;
                if ((req_vc$9 == 0) & route_escape$9$q & (out_port_of$0 == route_port$9$q) & escape_vc$0 & bubble_check) begin
                    enters = ~row_bits[route_port$9$q];
                end
                if ((req_vc$9 == 1) & route_escape$9$q & (out_port_of$1 == route_port$9$q) & escape_vc$1 & bubble_check) begin
                    enters = ~row_bits[route_port$9$q];
                end
                if ((req_vc$9 == 2) & route_escape$9$q & (out_port_of$2 == route_port$9$q) & escape_vc$2 & bubble_check) begin
                    enters = ~row_bits[route_port$9$q];
                end
                if ((req_vc$9 == 3) & route_escape$9$q & (out_port_of$3 == route_port$9$q) & escape_vc$3 & bubble_check) begin
                    enters = ~row_bits[route_port$9$q];
                end
                if ((req_vc$9 == 4) & route_escape$9$q & (out_port_of$4 == route_port$9$q) & escape_vc$4 & bubble_check) begin
                    enters = ~row_bits[route_port$9$q];
                end
                if ((req_vc$9 == 5) & route_escape$9$q & (out_port_of$5 == route_port$9$q) & escape_vc$5 & bubble_check) begin
                    enters = ~row_bits[route_port$9$q];
                end
                if ((req_vc$9 == 6) & route_escape$9$q & (out_port_of$6 == route_port$9$q) & escape_vc$6 & bubble_check) begin
                    enters = ~row_bits[route_port$9$q];
                end
                if ((req_vc$9 == 7) & route_escape$9$q & (out_port_of$7 == route_port$9$q) & escape_vc$7 & bubble_check) begin
                    enters = ~row_bits[route_port$9$q];
                end
                if ((req_vc$9 == 8) & route_escape$9$q & (out_port_of$8 == route_port$9$q) & escape_vc$8 & bubble_check) begin
                    enters = ~row_bits[route_port$9$q];
                end
                if ((req_vc$9 == 9) & route_escape$9$q & (out_port_of$9 == route_port$9$q) & escape_vc$9 & bubble_check) begin
                    enters = ~row_bits[route_port$9$q];
                end
                req_priority$9 = ~enters & ((refused$9$q == 32'hf) | ~injected$9);
            end
        end
        all_req = 32'h0;
        urgent_req = 32'h0;
        if (req_valid$0 & (req_vc$0 == 0)) begin
            all_req = (all_req & ~(1 << (0)) | ((1'b1) << (0)));
            if (req_priority$0) begin
                urgent_req = (urgent_req & ~(1 << (0)) | ((1'b1) << (0)));
            end
        end
        if (req_valid$1 & (req_vc$1 == 0)) begin
            all_req = (all_req & ~(1 << (1)) | ((1'b1) << (1)));
            if (req_priority$1) begin
                urgent_req = (urgent_req & ~(1 << (1)) | ((1'b1) << (1)));
            end
        end
        if (req_valid$2 & (req_vc$2 == 0)) begin
            all_req = (all_req & ~(1 << (2)) | ((1'b1) << (2)));
            if (req_priority$2) begin
                urgent_req = (urgent_req & ~(1 << (2)) | ((1'b1) << (2)));
            end
        end
        if (req_valid$3 & (req_vc$3 == 0)) begin
            all_req = (all_req & ~(1 << (3)) | ((1'b1) << (3)));
            if (req_priority$3) begin
                urgent_req = (urgent_req & ~(1 << (3)) | ((1'b1) << (3)));
            end
        end
        if (req_valid$4 & (req_vc$4 == 0)) begin
            all_req = (all_req & ~(1 << (4)) | ((1'b1) << (4)));
            if (req_priority$4) begin
                urgent_req = (urgent_req & ~(1 << (4)) | ((1'b1) << (4)));
            end
        end
        if (req_valid$5 & (req_vc$5 == 0)) begin
            all_req = (all_req & ~(1 << (5)) | ((1'b1) << (5)));
            if (req_priority$5) begin
                urgent_req = (urgent_req & ~(1 << (5)) | ((1'b1) << (5)));
            end
        end
        if (req_valid$6 & (req_vc$6 == 0)) begin
            all_req = (all_req & ~(1 << (6)) | ((1'b1) << (6)));
            if (req_priority$6) begin
                urgent_req = (urgent_req & ~(1 << (6)) | ((1'b1) << (6)));
            end
        end
        if (req_valid$7 & (req_vc$7 == 0)) begin
            all_req = (all_req & ~(1 << (7)) | ((1'b1) << (7)));
            if (req_priority$7) begin
                urgent_req = (urgent_req & ~(1 << (7)) | ((1'b1) << (7)));
            end
        end
        if (req_valid$8 & (req_vc$8 == 0)) begin
            all_req = (all_req & ~(1 << (8)) | ((1'b1) << (8)));
            if (req_priority$8) begin
                urgent_req = (urgent_req & ~(1 << (8)) | ((1'b1) << (8)));
            end
        end
        if (req_valid$9 & (req_vc$9 == 0)) begin
            all_req = (all_req & ~(1 << (9)) | ((1'b1) << (9)));
            if (req_priority$9) begin
                urgent_req = (urgent_req & ~(1 << (9)) | ((1'b1) << (9)));
            end
        end
        if (|urgent_req) begin
            va_arb$0$req = urgent_req;
        end
        else begin
            va_arb$0$req = all_req;
        end
        va_arb$0$advance = va_arb$0$valid;
        all_req = 32'h0;
        urgent_req = 32'h0;
        if (req_valid$0 & (req_vc$0 == 1)) begin
            all_req = (all_req & ~(1 << (0)) | ((1'b1) << (0)));
            if (req_priority$0) begin
                urgent_req = (urgent_req & ~(1 << (0)) | ((1'b1) << (0)));
            end
        end
        if (req_valid$1 & (req_vc$1 == 1)) begin
            all_req = (all_req & ~(1 << (1)) | ((1'b1) << (1)));
            if (req_priority$1) begin
                urgent_req = (urgent_req & ~(1 << (1)) | ((1'b1) << (1)));
            end
        end
        if (req_valid$2 & (req_vc$2 == 1)) begin
            all_req = (all_req & ~(1 << (2)) | ((1'b1) << (2)));
            if (req_priority$2) begin
                urgent_req = (urgent_req & ~(1 << (2)) | ((1'b1) << (2)));
            end
        end
        if (req_valid$3 & (req_vc$3 == 1)) begin
            all_req = (all_req & ~(1 << (3)) | ((1'b1) << (3)));
            if (req_priority$3) begin
                urgent_req = (urgent_req & ~(1 << (3)) | ((1'b1) << (3)));
            end
        end
        if (req_valid$4 & (req_vc$4 == 1)) begin
            all_req = (all_req & ~(1 << (4)) | ((1'b1) << (4)));
            if (req_priority$4) begin
                urgent_req = (urgent_req & ~(1 << (4)) | ((1'b1) << (4)));
            end
        end
        if (req_valid$5 & (req_vc$5 == 1)) begin
            all_req = (all_req & ~(1 << (5)) | ((1'b1) << (5)));
            if (req_priority$5) begin
                urgent_req = (urgent_req & ~(1 << (5)) | ((1'b1) << (5)));
            end
        end
        if (req_valid$6 & (req_vc$6 == 1)) begin
            all_req = (all_req & ~(1 << (6)) | ((1'b1) << (6)));
            if (req_priority$6) begin
                urgent_req = (urgent_req & ~(1 << (6)) | ((1'b1) << (6)));
            end
        end
        if (req_valid$7 & (req_vc$7 == 1)) begin
            all_req = (all_req & ~(1 << (7)) | ((1'b1) << (7)));
            if (req_priority$7) begin
                urgent_req = (urgent_req & ~(1 << (7)) | ((1'b1) << (7)));
            end
        end
        if (req_valid$8 & (req_vc$8 == 1)) begin
            all_req = (all_req & ~(1 << (8)) | ((1'b1) << (8)));
            if (req_priority$8) begin
                urgent_req = (urgent_req & ~(1 << (8)) | ((1'b1) << (8)));
            end
        end
        if (req_valid$9 & (req_vc$9 == 1)) begin
            all_req = (all_req & ~(1 << (9)) | ((1'b1) << (9)));
            if (req_priority$9) begin
                urgent_req = (urgent_req & ~(1 << (9)) | ((1'b1) << (9)));
            end
        end
        if (|urgent_req) begin
            va_arb$1$req = urgent_req;
        end
        else begin
            va_arb$1$req = all_req;
        end
        va_arb$1$advance = va_arb$1$valid;
        all_req = 32'h0;
        urgent_req = 32'h0;
        if (req_valid$0 & (req_vc$0 == 2)) begin
            all_req = (all_req & ~(1 << (0)) | ((1'b1) << (0)));
            if (req_priority$0) begin
                urgent_req = (urgent_req & ~(1 << (0)) | ((1'b1) << (0)));
            end
        end
        if (req_valid$1 & (req_vc$1 == 2)) begin
            all_req = (all_req & ~(1 << (1)) | ((1'b1) << (1)));
            if (req_priority$1) begin
                urgent_req = (urgent_req & ~(1 << (1)) | ((1'b1) << (1)));
            end
        end
        if (req_valid$2 & (req_vc$2 == 2)) begin
            all_req = (all_req & ~(1 << (2)) | ((1'b1) << (2)));
            if (req_priority$2) begin
                urgent_req = (urgent_req & ~(1 << (2)) | ((1'b1) << (2)));
            end
        end
        if (req_valid$3 & (req_vc$3 == 2)) begin
            all_req = (all_req & ~(1 << (3)) | ((1'b1) << (3)));
            if (req_priority$3) begin
                urgent_req = (urgent_req & ~(1 << (3)) | ((1'b1) << (3)));
            end
        end
        if (req_valid$4 & (req_vc$4 == 2)) begin
            all_req = (all_req & ~(1 << (4)) | ((1'b1) << (4)));
            if (req_priority$4) begin
                urgent_req = (urgent_req & ~(1 << (4)) | ((1'b1) << (4)));
            end
        end
        if (req_valid$5 & (req_vc$5 == 2)) begin
            all_req = (all_req & ~(1 << (5)) | ((1'b1) << (5)));
            if (req_priority$5) begin
                urgent_req = (urgent_req & ~(1 << (5)) | ((1'b1) << (5)));
            end
        end
        if (req_valid$6 & (req_vc$6 == 2)) begin
            all_req = (all_req & ~(1 << (6)) | ((1'b1) << (6)));
            if (req_priority$6) begin
                urgent_req = (urgent_req & ~(1 << (6)) | ((1'b1) << (6)));
            end
        end
        if (req_valid$7 & (req_vc$7 == 2)) begin
            all_req = (all_req & ~(1 << (7)) | ((1'b1) << (7)));
            if (req_priority$7) begin
                urgent_req = (urgent_req & ~(1 << (7)) | ((1'b1) << (7)));
            end
        end
        if (req_valid$8 & (req_vc$8 == 2)) begin
            all_req = (all_req & ~(1 << (8)) | ((1'b1) << (8)));
            if (req_priority$8) begin
                urgent_req = (urgent_req & ~(1 << (8)) | ((1'b1) << (8)));
            end
        end
        if (req_valid$9 & (req_vc$9 == 2)) begin
            all_req = (all_req & ~(1 << (9)) | ((1'b1) << (9)));
            if (req_priority$9) begin
                urgent_req = (urgent_req & ~(1 << (9)) | ((1'b1) << (9)));
            end
        end
        if (|urgent_req) begin
            va_arb$2$req = urgent_req;
        end
        else begin
            va_arb$2$req = all_req;
        end
        va_arb$2$advance = va_arb$2$valid;
        all_req = 32'h0;
        urgent_req = 32'h0;
        if (req_valid$0 & (req_vc$0 == 3)) begin
            all_req = (all_req & ~(1 << (0)) | ((1'b1) << (0)));
            if (req_priority$0) begin
                urgent_req = (urgent_req & ~(1 << (0)) | ((1'b1) << (0)));
            end
        end
        if (req_valid$1 & (req_vc$1 == 3)) begin
            all_req = (all_req & ~(1 << (1)) | ((1'b1) << (1)));
            if (req_priority$1) begin
                urgent_req = (urgent_req & ~(1 << (1)) | ((1'b1) << (1)));
            end
        end
        if (req_valid$2 & (req_vc$2 == 3)) begin
            all_req = (all_req & ~(1 << (2)) | ((1'b1) << (2)));
            if (req_priority$2) begin
                urgent_req = (urgent_req & ~(1 << (2)) | ((1'b1) << (2)));
            end
        end
        if (req_valid$3 & (req_vc$3 == 3)) begin
            all_req = (all_req & ~(1 << (3)) | ((1'b1) << (3)));
            if (req_priority$3) begin
                urgent_req = (urgent_req & ~(1 << (3)) | ((1'b1) << (3)));
            end
        end
        if (req_valid$4 & (req_vc$4 == 3)) begin
            all_req = (all_req & ~(1 << (4)) | ((1'b1) << (4)));
            if (req_priority$4) begin
                urgent_req = (urgent_req & ~(1 << (4)) | ((1'b1) << (4)));
            end
        end
        if (req_valid$5 & (req_vc$5 == 3)) begin
            all_req = (all_req & ~(1 << (5)) | ((1'b1) << (5)));
            if (req_priority$5) begin
                urgent_req = (urgent_req & ~(1 << (5)) | ((1'b1) << (5)));
            end
        end
        if (req_valid$6 & (req_vc$6 == 3)) begin
            all_req = (all_req & ~(1 << (6)) | ((1'b1) << (6)));
            if (req_priority$6) begin
                urgent_req = (urgent_req & ~(1 << (6)) | ((1'b1) << (6)));
            end
        end
        if (req_valid$7 & (req_vc$7 == 3)) begin
            all_req = (all_req & ~(1 << (7)) | ((1'b1) << (7)));
            if (req_priority$7) begin
                urgent_req = (urgent_req & ~(1 << (7)) | ((1'b1) << (7)));
            end
        end
        if (req_valid$8 & (req_vc$8 == 3)) begin
            all_req = (all_req & ~(1 << (8)) | ((1'b1) << (8)));
            if (req_priority$8) begin
                urgent_req = (urgent_req & ~(1 << (8)) | ((1'b1) << (8)));
            end
        end
        if (req_valid$9 & (req_vc$9 == 3)) begin
            all_req = (all_req & ~(1 << (9)) | ((1'b1) << (9)));
            if (req_priority$9) begin
                urgent_req = (urgent_req & ~(1 << (9)) | ((1'b1) << (9)));
            end
        end
        if (|urgent_req) begin
            va_arb$3$req = urgent_req;
        end
        else begin
            va_arb$3$req = all_req;
        end
        va_arb$3$advance = va_arb$3$valid;
        all_req = 32'h0;
        urgent_req = 32'h0;
        if (req_valid$0 & (req_vc$0 == 4)) begin
            all_req = (all_req & ~(1 << (0)) | ((1'b1) << (0)));
            if (req_priority$0) begin
                urgent_req = (urgent_req & ~(1 << (0)) | ((1'b1) << (0)));
            end
        end
        if (req_valid$1 & (req_vc$1 == 4)) begin
            all_req = (all_req & ~(1 << (1)) | ((1'b1) << (1)));
            if (req_priority$1) begin
                urgent_req = (urgent_req & ~(1 << (1)) | ((1'b1) << (1)));
            end
        end
        if (req_valid$2 & (req_vc$2 == 4)) begin
            all_req = (all_req & ~(1 << (2)) | ((1'b1) << (2)));
            if (req_priority$2) begin
                urgent_req = (urgent_req & ~(1 << (2)) | ((1'b1) << (2)));
            end
        end
        if (req_valid$3 & (req_vc$3 == 4)) begin
            all_req = (all_req & ~(1 << (3)) | ((1'b1) << (3)));
            if (req_priority$3) begin
                urgent_req = (urgent_req & ~(1 << (3)) | ((1'b1) << (3)));
            end
        end
        if (req_valid$4 & (req_vc$4 == 4)) begin
            all_req = (all_req & ~(1 << (4)) | ((1'b1) << (4)));
            if (req_priority$4) begin
                urgent_req = (urgent_req & ~(1 << (4)) | ((1'b1) << (4)));
            end
        end
        if (req_valid$5 & (req_vc$5 == 4)) begin
            all_req = (all_req & ~(1 << (5)) | ((1'b1) << (5)));
            if (req_priority$5) begin
                urgent_req = (urgent_req & ~(1 << (5)) | ((1'b1) << (5)));
            end
        end
        if (req_valid$6 & (req_vc$6 == 4)) begin
            all_req = (all_req & ~(1 << (6)) | ((1'b1) << (6)));
            if (req_priority$6) begin
                urgent_req = (urgent_req & ~(1 << (6)) | ((1'b1) << (6)));
            end
        end
        if (req_valid$7 & (req_vc$7 == 4)) begin
            all_req = (all_req & ~(1 << (7)) | ((1'b1) << (7)));
            if (req_priority$7) begin
                urgent_req = (urgent_req & ~(1 << (7)) | ((1'b1) << (7)));
            end
        end
        if (req_valid$8 & (req_vc$8 == 4)) begin
            all_req = (all_req & ~(1 << (8)) | ((1'b1) << (8)));
            if (req_priority$8) begin
                urgent_req = (urgent_req & ~(1 << (8)) | ((1'b1) << (8)));
            end
        end
        if (req_valid$9 & (req_vc$9 == 4)) begin
            all_req = (all_req & ~(1 << (9)) | ((1'b1) << (9)));
            if (req_priority$9) begin
                urgent_req = (urgent_req & ~(1 << (9)) | ((1'b1) << (9)));
            end
        end
        if (|urgent_req) begin
            va_arb$4$req = urgent_req;
        end
        else begin
            va_arb$4$req = all_req;
        end
        va_arb$4$advance = va_arb$4$valid;
        all_req = 32'h0;
        urgent_req = 32'h0;
        if (req_valid$0 & (req_vc$0 == 5)) begin
            all_req = (all_req & ~(1 << (0)) | ((1'b1) << (0)));
            if (req_priority$0) begin
                urgent_req = (urgent_req & ~(1 << (0)) | ((1'b1) << (0)));
            end
        end
        if (req_valid$1 & (req_vc$1 == 5)) begin
            all_req = (all_req & ~(1 << (1)) | ((1'b1) << (1)));
            if (req_priority$1) begin
                urgent_req = (urgent_req & ~(1 << (1)) | ((1'b1) << (1)));
            end
        end
        if (req_valid$2 & (req_vc$2 == 5)) begin
            all_req = (all_req & ~(1 << (2)) | ((1'b1) << (2)));
            if (req_priority$2) begin
                urgent_req = (urgent_req & ~(1 << (2)) | ((1'b1) << (2)));
            end
        end
        if (req_valid$3 & (req_vc$3 == 5)) begin
            all_req = (all_req & ~(1 << (3)) | ((1'b1) << (3)));
            if (req_priority$3) begin
                urgent_req = (urgent_req & ~(1 << (3)) | ((1'b1) << (3)));
            end
        end
        if (req_valid$4 & (req_vc$4 == 5)) begin
            all_req = (all_req & ~(1 << (4)) | ((1'b1) << (4)));
            if (req_priority$4) begin
                urgent_req = (urgent_req & ~(1 << (4)) | ((1'b1) << (4)));
            end
        end
        if (req_valid$5 & (req_vc$5 == 5)) begin
            all_req = (all_req & ~(1 << (5)) | ((1'b1) << (5)));
            if (req_priority$5) begin
                urgent_req = (urgent_req & ~(1 << (5)) | ((1'b1) << (5)));
            end
        end
        if (req_valid$6 & (req_vc$6 == 5)) begin
            all_req = (all_req & ~(1 << (6)) | ((1'b1) << (6)));
            if (req_priority$6) begin
                urgent_req = (urgent_req & ~(1 << (6)) | ((1'b1) << (6)));
            end
        end
        if (req_valid$7 & (req_vc$7 == 5)) begin
            all_req = (all_req & ~(1 << (7)) | ((1'b1) << (7)));
            if (req_priority$7) begin
                urgent_req = (urgent_req & ~(1 << (7)) | ((1'b1) << (7)));
            end
        end
        if (req_valid$8 & (req_vc$8 == 5)) begin
            all_req = (all_req & ~(1 << (8)) | ((1'b1) << (8)));
            if (req_priority$8) begin
                urgent_req = (urgent_req & ~(1 << (8)) | ((1'b1) << (8)));
            end
        end
        if (req_valid$9 & (req_vc$9 == 5)) begin
            all_req = (all_req & ~(1 << (9)) | ((1'b1) << (9)));
            if (req_priority$9) begin
                urgent_req = (urgent_req & ~(1 << (9)) | ((1'b1) << (9)));
            end
        end
        if (|urgent_req) begin
            va_arb$5$req = urgent_req;
        end
        else begin
            va_arb$5$req = all_req;
        end
        va_arb$5$advance = va_arb$5$valid;
        all_req = 32'h0;
        urgent_req = 32'h0;
        if (req_valid$0 & (req_vc$0 == 6)) begin
            all_req = (all_req & ~(1 << (0)) | ((1'b1) << (0)));
            if (req_priority$0) begin
                urgent_req = (urgent_req & ~(1 << (0)) | ((1'b1) << (0)));
            end
        end
        if (req_valid$1 & (req_vc$1 == 6)) begin
            all_req = (all_req & ~(1 << (1)) | ((1'b1) << (1)));
            if (req_priority$1) begin
                urgent_req = (urgent_req & ~(1 << (1)) | ((1'b1) << (1)));
            end
        end
        if (req_valid$2 & (req_vc$2 == 6)) begin
            all_req = (all_req & ~(1 << (2)) | ((1'b1) << (2)));
            if (req_priority$2) begin
                urgent_req = (urgent_req & ~(1 << (2)) | ((1'b1) << (2)));
            end
        end
        if (req_valid$3 & (req_vc$3 == 6)) begin
            all_req = (all_req & ~(1 << (3)) | ((1'b1) << (3)));
            if (req_priority$3) begin
                urgent_req = (urgent_req & ~(1 << (3)) | ((1'b1) << (3)));
            end
        end
        if (req_valid$4 & (req_vc$4 == 6)) begin
            all_req = (all_req & ~(1 << (4)) | ((1'b1) << (4)));
            if (req_priority$4) begin
                urgent_req = (urgent_req & ~(1 << (4)) | ((1'b1) << (4)));
            end
        end
        if (req_valid$5 & (req_vc$5 == 6)) begin
            all_req = (all_req & ~(1 << (5)) | ((1'b1) << (5)));
            if (req_priority$5) begin
                urgent_req = (urgent_req & ~(1 << (5)) | ((1'b1) << (5)));
            end
        end
        if (req_valid$6 & (req_vc$6 == 6)) begin
            all_req = (all_req & ~(1 << (6)) | ((1'b1) << (6)));
            if (req_priority$6) begin
                urgent_req = (urgent_req & ~(1 << (6)) | ((1'b1) << (6)));
            end
        end
        if (req_valid$7 & (req_vc$7 == 6)) begin
            all_req = (all_req & ~(1 << (7)) | ((1'b1) << (7)));
            if (req_priority$7) begin
                urgent_req = (urgent_req & ~(1 << (7)) | ((1'b1) << (7)));
            end
        end
        if (req_valid$8 & (req_vc$8 == 6)) begin
            all_req = (all_req & ~(1 << (8)) | ((1'b1) << (8)));
            if (req_priority$8) begin
                urgent_req = (urgent_req & ~(1 << (8)) | ((1'b1) << (8)));
            end
        end
        if (req_valid$9 & (req_vc$9 == 6)) begin
            all_req = (all_req & ~(1 << (9)) | ((1'b1) << (9)));
            if (req_priority$9) begin
                urgent_req = (urgent_req & ~(1 << (9)) | ((1'b1) << (9)));
            end
        end
        if (|urgent_req) begin
            va_arb$6$req = urgent_req;
        end
        else begin
            va_arb$6$req = all_req;
        end
        va_arb$6$advance = va_arb$6$valid;
        all_req = 32'h0;
        urgent_req = 32'h0;
        if (req_valid$0 & (req_vc$0 == 7)) begin
            all_req = (all_req & ~(1 << (0)) | ((1'b1) << (0)));
            if (req_priority$0) begin
                urgent_req = (urgent_req & ~(1 << (0)) | ((1'b1) << (0)));
            end
        end
        if (req_valid$1 & (req_vc$1 == 7)) begin
            all_req = (all_req & ~(1 << (1)) | ((1'b1) << (1)));
            if (req_priority$1) begin
                urgent_req = (urgent_req & ~(1 << (1)) | ((1'b1) << (1)));
            end
        end
        if (req_valid$2 & (req_vc$2 == 7)) begin
            all_req = (all_req & ~(1 << (2)) | ((1'b1) << (2)));
            if (req_priority$2) begin
                urgent_req = (urgent_req & ~(1 << (2)) | ((1'b1) << (2)));
            end
        end
        if (req_valid$3 & (req_vc$3 == 7)) begin
            all_req = (all_req & ~(1 << (3)) | ((1'b1) << (3)));
            if (req_priority$3) begin
                urgent_req = (urgent_req & ~(1 << (3)) | ((1'b1) << (3)));
            end
        end
        if (req_valid$4 & (req_vc$4 == 7)) begin
            all_req = (all_req & ~(1 << (4)) | ((1'b1) << (4)));
            if (req_priority$4) begin
                urgent_req = (urgent_req & ~(1 << (4)) | ((1'b1) << (4)));
            end
        end
        if (req_valid$5 & (req_vc$5 == 7)) begin
            all_req = (all_req & ~(1 << (5)) | ((1'b1) << (5)));
            if (req_priority$5) begin
                urgent_req = (urgent_req & ~(1 << (5)) | ((1'b1) << (5)));
            end
        end
        if (req_valid$6 & (req_vc$6 == 7)) begin
            all_req = (all_req & ~(1 << (6)) | ((1'b1) << (6)));
            if (req_priority$6) begin
                urgent_req = (urgent_req & ~(1 << (6)) | ((1'b1) << (6)));
            end
        end
        if (req_valid$7 & (req_vc$7 == 7)) begin
            all_req = (all_req & ~(1 << (7)) | ((1'b1) << (7)));
            if (req_priority$7) begin
                urgent_req = (urgent_req & ~(1 << (7)) | ((1'b1) << (7)));
            end
        end
        if (req_valid$8 & (req_vc$8 == 7)) begin
            all_req = (all_req & ~(1 << (8)) | ((1'b1) << (8)));
            if (req_priority$8) begin
                urgent_req = (urgent_req & ~(1 << (8)) | ((1'b1) << (8)));
            end
        end
        if (req_valid$9 & (req_vc$9 == 7)) begin
            all_req = (all_req & ~(1 << (9)) | ((1'b1) << (9)));
            if (req_priority$9) begin
                urgent_req = (urgent_req & ~(1 << (9)) | ((1'b1) << (9)));
            end
        end
        if (|urgent_req) begin
            va_arb$7$req = urgent_req;
        end
        else begin
            va_arb$7$req = all_req;
        end
        va_arb$7$advance = va_arb$7$valid;
        all_req = 32'h0;
        urgent_req = 32'h0;
        if (req_valid$0 & (req_vc$0 == 8)) begin
            all_req = (all_req & ~(1 << (0)) | ((1'b1) << (0)));
            if (req_priority$0) begin
                urgent_req = (urgent_req & ~(1 << (0)) | ((1'b1) << (0)));
            end
        end
        if (req_valid$1 & (req_vc$1 == 8)) begin
            all_req = (all_req & ~(1 << (1)) | ((1'b1) << (1)));
            if (req_priority$1) begin
                urgent_req = (urgent_req & ~(1 << (1)) | ((1'b1) << (1)));
            end
        end
        if (req_valid$2 & (req_vc$2 == 8)) begin
            all_req = (all_req & ~(1 << (2)) | ((1'b1) << (2)));
            if (req_priority$2) begin
                urgent_req = (urgent_req & ~(1 << (2)) | ((1'b1) << (2)));
            end
        end
        if (req_valid$3 & (req_vc$3 == 8)) begin
            all_req = (all_req & ~(1 << (3)) | ((1'b1) << (3)));
            if (req_priority$3) begin
                urgent_req = (urgent_req & ~(1 << (3)) | ((1'b1) << (3)));
            end
        end
        if (req_valid$4 & (req_vc$4 == 8)) begin
            all_req = (all_req & ~(1 << (4)) | ((1'b1) << (4)));
            if (req_priority$4) begin
                urgent_req = (urgent_req & ~(1 << (4)) | ((1'b1) << (4)));
            end
        end
        if (req_valid$5 & (req_vc$5 == 8)) begin
            all_req = (all_req & ~(1 << (5)) | ((1'b1) << (5)));
            if (req_priority$5) begin
                urgent_req = (urgent_req & ~(1 << (5)) | ((1'b1) << (5)));
            end
        end
        if (req_valid$6 & (req_vc$6 == 8)) begin
            all_req = (all_req & ~(1 << (6)) | ((1'b1) << (6)));
            if (req_priority$6) begin
                urgent_req = (urgent_req & ~(1 << (6)) | ((1'b1) << (6)));
            end
        end
        if (req_valid$7 & (req_vc$7 == 8)) begin
            all_req = (all_req & ~(1 << (7)) | ((1'b1) << (7)));
            if (req_priority$7) begin
                urgent_req = (urgent_req & ~(1 << (7)) | ((1'b1) << (7)));
            end
        end
        if (req_valid$8 & (req_vc$8 == 8)) begin
            all_req = (all_req & ~(1 << (8)) | ((1'b1) << (8)));
            if (req_priority$8) begin
                urgent_req = (urgent_req & ~(1 << (8)) | ((1'b1) << (8)));
            end
        end
        if (req_valid$9 & (req_vc$9 == 8)) begin
            all_req = (all_req & ~(1 << (9)) | ((1'b1) << (9)));
            if (req_priority$9) begin
                urgent_req = (urgent_req & ~(1 << (9)) | ((1'b1) << (9)));
            end
        end
        if (|urgent_req) begin
            va_arb$8$req = urgent_req;
        end
        else begin
            va_arb$8$req = all_req;
        end
        va_arb$8$advance = va_arb$8$valid;
        all_req = 32'h0;
        urgent_req = 32'h0;
        if (req_valid$0 & (req_vc$0 == 9)) begin
            all_req = (all_req & ~(1 << (0)) | ((1'b1) << (0)));
            if (req_priority$0) begin
                urgent_req = (urgent_req & ~(1 << (0)) | ((1'b1) << (0)));
            end
        end
        if (req_valid$1 & (req_vc$1 == 9)) begin
            all_req = (all_req & ~(1 << (1)) | ((1'b1) << (1)));
            if (req_priority$1) begin
                urgent_req = (urgent_req & ~(1 << (1)) | ((1'b1) << (1)));
            end
        end
        if (req_valid$2 & (req_vc$2 == 9)) begin
            all_req = (all_req & ~(1 << (2)) | ((1'b1) << (2)));
            if (req_priority$2) begin
                urgent_req = (urgent_req & ~(1 << (2)) | ((1'b1) << (2)));
            end
        end
        if (req_valid$3 & (req_vc$3 == 9)) begin
            all_req = (all_req & ~(1 << (3)) | ((1'b1) << (3)));
            if (req_priority$3) begin
                urgent_req = (urgent_req & ~(1 << (3)) | ((1'b1) << (3)));
            end
        end
        if (req_valid$4 & (req_vc$4 == 9)) begin
            all_req = (all_req & ~(1 << (4)) | ((1'b1) << (4)));
            if (req_priority$4) begin
                urgent_req = (urgent_req & ~(1 << (4)) | ((1'b1) << (4)));
            end
        end
        if (req_valid$5 & (req_vc$5 == 9)) begin
            all_req = (all_req & ~(1 << (5)) | ((1'b1) << (5)));
            if (req_priority$5) begin
                urgent_req = (urgent_req & ~(1 << (5)) | ((1'b1) << (5)));
            end
        end
        if (req_valid$6 & (req_vc$6 == 9)) begin
            all_req = (all_req & ~(1 << (6)) | ((1'b1) << (6)));
            if (req_priority$6) begin
                urgent_req = (urgent_req & ~(1 << (6)) | ((1'b1) << (6)));
            end
        end
        if (req_valid$7 & (req_vc$7 == 9)) begin
            all_req = (all_req & ~(1 << (7)) | ((1'b1) << (7)));
            if (req_priority$7) begin
                urgent_req = (urgent_req & ~(1 << (7)) | ((1'b1) << (7)));
            end
        end
        if (req_valid$8 & (req_vc$8 == 9)) begin
            all_req = (all_req & ~(1 << (8)) | ((1'b1) << (8)));
            if (req_priority$8) begin
                urgent_req = (urgent_req & ~(1 << (8)) | ((1'b1) << (8)));
            end
        end
        if (req_valid$9 & (req_vc$9 == 9)) begin
            all_req = (all_req & ~(1 << (9)) | ((1'b1) << (9)));
            if (req_priority$9) begin
                urgent_req = (urgent_req & ~(1 << (9)) | ((1'b1) << (9)));
            end
        end
        if (|urgent_req) begin
            va_arb$9$req = urgent_req;
        end
        else begin
            va_arb$9$req = all_req;
        end
        va_arb$9$advance = va_arb$9$valid;
        va_won$0 = 1'b0;
        sa_req$0 = 1'b0;
        if (req_valid$0 & (req_vc$0 == 0) & va_arb$0$valid & (va_arb$0$grant_index == 0)) begin
            va_won$0 = 1'b1;
        end
        if ((state$0$q == 32'h2) & fifo$0$valid & (held_vc$0$q == 0) & has_one$0) begin
            sa_req$0 = 1'b1;
        end
        if (req_valid$0 & (req_vc$0 == 1) & va_arb$1$valid & (va_arb$1$grant_index == 0)) begin
            va_won$0 = 1'b1;
        end
        if ((state$0$q == 32'h2) & fifo$0$valid & (held_vc$0$q == 1) & has_one$1) begin
            sa_req$0 = 1'b1;
        end
        if (req_valid$0 & (req_vc$0 == 2) & va_arb$2$valid & (va_arb$2$grant_index == 0)) begin
            va_won$0 = 1'b1;
        end
        if ((state$0$q == 32'h2) & fifo$0$valid & (held_vc$0$q == 2) & has_one$2) begin
            sa_req$0 = 1'b1;
        end
        if (req_valid$0 & (req_vc$0 == 3) & va_arb$3$valid & (va_arb$3$grant_index == 0)) begin
            va_won$0 = 1'b1;
        end
        if ((state$0$q == 32'h2) & fifo$0$valid & (held_vc$0$q == 3) & has_one$3) begin
            sa_req$0 = 1'b1;
        end
        if (req_valid$0 & (req_vc$0 == 4) & va_arb$4$valid & (va_arb$4$grant_index == 0)) begin
            va_won$0 = 1'b1;
        end
        if ((state$0$q == 32'h2) & fifo$0$valid & (held_vc$0$q == 4) & has_one$4) begin
            sa_req$0 = 1'b1;
        end
        if (req_valid$0 & (req_vc$0 == 5) & va_arb$5$valid & (va_arb$5$grant_index == 0)) begin
            va_won$0 = 1'b1;
        end
        if ((state$0$q == 32'h2) & fifo$0$valid & (held_vc$0$q == 5) & has_one$5) begin
            sa_req$0 = 1'b1;
        end
        if (req_valid$0 & (req_vc$0 == 6) & va_arb$6$valid & (va_arb$6$grant_index == 0)) begin
            va_won$0 = 1'b1;
        end
        if ((state$0$q == 32'h2) & fifo$0$valid & (held_vc$0$q == 6) & has_one$6) begin
            sa_req$0 = 1'b1;
        end
        if (req_valid$0 & (req_vc$0 == 7) & va_arb$7$valid & (va_arb$7$grant_index == 0)) begin
            va_won$0 = 1'b1;
        end
        if ((state$0$q == 32'h2) & fifo$0$valid & (held_vc$0$q == 7) & has_one$7) begin
            sa_req$0 = 1'b1;
        end
        if (req_valid$0 & (req_vc$0 == 8) & va_arb$8$valid & (va_arb$8$grant_index == 0)) begin
            va_won$0 = 1'b1;
        end
        if ((state$0$q == 32'h2) & fifo$0$valid & (held_vc$0$q == 8) & has_one$8) begin
            sa_req$0 = 1'b1;
        end
        if (req_valid$0 & (req_vc$0 == 9) & va_arb$9$valid & (va_arb$9$grant_index == 0)) begin
            va_won$0 = 1'b1;
        end
        if ((state$0$q == 32'h2) & fifo$0$valid & (held_vc$0$q == 9) & has_one$9) begin
            sa_req$0 = 1'b1;
        end
        va_won$1 = 1'b0;
        sa_req$1 = 1'b0;
        if (req_valid$1 & (req_vc$1 == 0) & va_arb$0$valid & (va_arb$0$grant_index == 1)) begin
            va_won$1 = 1'b1;
        end
        if ((state$1$q == 32'h2) & fifo$1$valid & (held_vc$1$q == 0) & has_one$0) begin
            sa_req$1 = 1'b1;
        end
        if (req_valid$1 & (req_vc$1 == 1) & va_arb$1$valid & (va_arb$1$grant_index == 1)) begin
            va_won$1 = 1'b1;
        end
        if ((state$1$q == 32'h2) & fifo$1$valid & (held_vc$1$q == 1) & has_one$1) begin
            sa_req$1 = 1'b1;
        end
        if (req_valid$1 & (req_vc$1 == 2) & va_arb$2$valid & (va_arb$2$grant_index == 1)) begin
            va_won$1 = 1'b1;
        end
        if ((state$1$q == 32'h2) & fifo$1$valid & (held_vc$1$q == 2) & has_one$2) begin
            sa_req$1 = 1'b1;
        end
        if (req_valid$1 & (req_vc$1 == 3) & va_arb$3$valid & (va_arb$3$grant_index == 1)) begin
            va_won$1 = 1'b1;
        end
        if ((state$1$q == 32'h2) & fifo$1$valid & (held_vc$1$q == 3) & has_one$3) begin
            sa_req$1 = 1'b1;
        end
        if (req_valid$1 & (req_vc$1 == 4) & va_arb$4$valid & (va_arb$4$grant_index == 1)) begin
            va_won$1 = 1'b1;
        end
        if ((state$1$q == 32'h2) & fifo$1$valid & (held_vc$1$q == 4) & has_one$4) begin
            sa_req$1 = 1'b1;
        end
        if (req_valid$1 & (req_vc$1 == 5) & va_arb$5$valid & (va_arb$5$grant_index == 1)) begin
            va_won$1 = 1'b1;
        end
        if ((state$1$q == 32'h2) & fifo$1$valid & (held_vc$1$q == 5) & has_one$5) begin
            sa_req$1 = 1'b1;
        end
        if (req_valid$1 & (req_vc$1 == 6) & va_arb$6$valid & (va_arb$6$grant_index == 1)) begin
            va_won$1 = 1'b1;
        end
        if ((state$1$q == 32'h2) & fifo$1$valid & (held_vc$1$q == 6) & has_one$6) begin
            sa_req$1 = 1'b1;
        end
        if (req_valid$1 & (req_vc$1 == 7) & va_arb$7$valid & (va_arb$7$grant_index == 1)) begin
            va_won$1 = 1'b1;
        end
        if ((state$1$q == 32'h2) & fifo$1$valid & (held_vc$1$q == 7) & has_one$7) begin
            sa_req$1 = 1'b1;
        end
        if (req_valid$1 & (req_vc$1 == 8) & va_arb$8$valid & (va_arb$8$grant_index == 1)) begin
            va_won$1 = 1'b1;
        end
        if ((state$1$q == 32'h2) & fifo$1$valid & (held_vc$1$q == 8) & has_one$8) begin
            sa_req$1 = 1'b1;
        end
        if (req_valid$1 & (req_vc$1 == 9) & va_arb$9$valid & (va_arb$9$grant_index == 1)) begin
            va_won$1 = 1'b1;
        end
        if ((state$1$q == 32'h2) & fifo$1$valid & (held_vc$1$q == 9) & has_one$9) begin
            sa_req$1 = 1'b1;
        end
        va_won$2 = 1'b0;
        sa_req$2 = 1'b0;
        if (req_valid$2 & (req_vc$2 == 0) & va_arb$0$valid & (va_arb$0$grant_index == 2)) begin
            va_won$2 = 1'b1;
        end
        if ((state$2$q == 32'h2) & fifo$2$valid & (held_vc$2$q == 0) & has_one$0) begin
            sa_req$2 = 1'b1;
        end
        if (req_valid$2 & (req_vc$2 == 1) & va_arb$1$valid & (va_arb$1$grant_index == 2)) begin
            va_won$2 = 1'b1;
        end
        if ((state$2$q == 32'h2) & fifo$2$valid & (held_vc$2$q == 1) & has_one$1) begin
            sa_req$2 = 1'b1;
        end
        if (req_valid$2 & (req_vc$2 == 2) & va_arb$2$valid & (va_arb$2$grant_index == 2)) begin
            va_won$2 = 1'b1;
        end
        if ((state$2$q == 32'h2) & fifo$2$valid & (held_vc$2$q == 2) & has_one$2) begin
            sa_req$2 = 1'b1;
        end
        if (req_valid$2 & (req_vc$2 == 3) & va_arb$3$valid & (va_arb$3$grant_index == 2)) begin
            va_won$2 = 1'b1;
        end
        if ((state$2$q == 32'h2) & fifo$2$valid & (held_vc$2$q == 3) & has_one$3) begin
            sa_req$2 = 1'b1;
        end
        if (req_valid$2 & (req_vc$2 == 4) & va_arb$4$valid & (va_arb$4$grant_index == 2)) begin
            va_won$2 = 1'b1;
        end
        if ((state$2$q == 32'h2) & fifo$2$valid & (held_vc$2$q == 4) & has_one$4) begin
            sa_req$2 = 1'b1;
        end
        if (req_valid$2 & (req_vc$2 == 5) & va_arb$5$valid & (va_arb$5$grant_index == 2)) begin
            va_won$2 = 1'b1;
        end
        if ((state$2$q == 32'h2) & fifo$2$valid & (held_vc$2$q == 5) & has_one$5) begin
            sa_req$2 = 1'b1;
        end
        if (req_valid$2 & (req_vc$2 == 6) & va_arb$6$valid & (va_arb$6$grant_index == 2)) begin
            va_won$2 = 1'b1;
        end
        if ((state$2$q == 32'h2) & fifo$2$valid & (held_vc$2$q == 6) & has_one$6) begin
            sa_req$2 = 1'b1;
        end
        if (req_valid$2 & (req_vc$2 == 7) & va_arb$7$valid & (va_arb$7$grant_index == 2)) begin
            va_won$2 = 1'b1;
        end
        if ((state$2$q == 32'h2) & fifo$2$valid & (held_vc$2$q == 7) & has_one$7) begin
            sa_req$2 = 1'b1;
        end
        if (req_valid$2 & (req_vc$2 == 8) & va_arb$8$valid & (va_arb$8$grant_index == 2)) begin
            va_won$2 = 1'b1;
        end
        if ((state$2$q == 32'h2) & fifo$2$valid & (held_vc$2$q == 8) & has_one$8) begin
            sa_req$2 = 1'b1;
        end
        if (req_valid$2 & (req_vc$2 == 9) & va_arb$9$valid & (va_arb$9$grant_index == 2)) begin
            va_won$2 = 1'b1;
        end
        if ((state$2$q == 32'h2) & fifo$2$valid & (held_vc$2$q == 9) & has_one$9) begin
            sa_req$2 = 1'b1;
        end
        va_won$3 = 1'b0;
        sa_req$3 = 1'b0;
        if (req_valid$3 & (req_vc$3 == 0) & va_arb$0$valid & (va_arb$0$grant_index == 3)) begin
            va_won$3 = 1'b1;
        end
        if ((state$3$q == 32'h2) & fifo$3$valid & (held_vc$3$q == 0) & has_one$0) begin
            sa_req$3 = 1'b1;
        end
        if (req_valid$3 & (req_vc$3 == 1) & va_arb$1$valid & (va_arb$1$grant_index == 3)) begin
            va_won$3 = 1'b1;
        end
        if ((state$3$q == 32'h2) & fifo$3$valid & (held_vc$3$q == 1) & has_one$1) begin
            sa_req$3 = 1'b1;
        end
        if (req_valid$3 & (req_vc$3 == 2) & va_arb$2$valid & (va_arb$2$grant_index == 3)) begin
            va_won$3 = 1'b1;
        end
        if ((state$3$q == 32'h2) & fifo$3$valid & (held_vc$3$q == 2) & has_one$2) begin
            sa_req$3 = 1'b1;
        end
        if (req_valid$3 & (req_vc$3 == 3) & va_arb$3$valid & (va_arb$3$grant_index == 3)) begin
            va_won$3 = 1'b1;
        end
        if ((state$3$q == 32'h2) & fifo$3$valid & (held_vc$3$q == 3) & has_one$3) begin
            sa_req$3 = 1'b1;
        end
        if (req_valid$3 & (req_vc$3 == 4) & va_arb$4$valid & (va_arb$4$grant_index == 3)) begin
            va_won$3 = 1'b1;
        end
        if ((state$3$q == 32'h2) & fifo$3$valid & (held_vc$3$q == 4) & has_one$4) begin
            sa_req$3 = 1'b1;
        end
        if (req_valid$3 & (req_vc$3 == 5) & va_arb$5$valid & (va_arb$5$grant_index == 3)) begin
            va_won$3 = 1'b1;
        end
        if ((state$3$q == 32'h2) & fifo$3$valid & (held_vc$3$q == 5) & has_one$5) begin
            sa_req$3 = 1'b1;
        end
        if (req_valid$3 & (req_vc$3 == 6) & va_arb$6$valid & (va_arb$6$grant_index == 3)) begin
            va_won$3 = 1'b1;
        end
        if ((state$3$q == 32'h2) & fifo$3$valid & (held_vc$3$q == 6) & has_one$6) begin
            sa_req$3 = 1'b1;
        end
        if (req_valid$3 & (req_vc$3 == 7) & va_arb$7$valid & (va_arb$7$grant_index == 3)) begin
            va_won$3 = 1'b1;
        end
        if ((state$3$q == 32'h2) & fifo$3$valid & (held_vc$3$q == 7) & has_one$7) begin
            sa_req$3 = 1'b1;
        end
        if (req_valid$3 & (req_vc$3 == 8) & va_arb$8$valid & (va_arb$8$grant_index == 3)) begin
            va_won$3 = 1'b1;
        end
        if ((state$3$q == 32'h2) & fifo$3$valid & (held_vc$3$q == 8) & has_one$8) begin
            sa_req$3 = 1'b1;
        end
        if (req_valid$3 & (req_vc$3 == 9) & va_arb$9$valid & (va_arb$9$grant_index == 3)) begin
            va_won$3 = 1'b1;
        end
        if ((state$3$q == 32'h2) & fifo$3$valid & (held_vc$3$q == 9) & has_one$9) begin
            sa_req$3 = 1'b1;
        end
        va_won$4 = 1'b0;
        sa_req$4 = 1'b0;
        if (req_valid$4 & (req_vc$4 == 0) & va_arb$0$valid & (va_arb$0$grant_index == 4)) begin
            va_won$4 = 1'b1;
        end
        if ((state$4$q == 32'h2) & fifo$4$valid & (held_vc$4$q == 0) & has_one$0) begin
            sa_req$4 = 1'b1;
        end
        if (req_valid$4 & (req_vc$4 == 1) & va_arb$1$valid & (va_arb$1$grant_index == 4)) begin
            va_won$4 = 1'b1;
        end
        if ((state$4$q == 32'h2) & fifo$4$valid & (held_vc$4$q == 1) & has_one$1) begin
            sa_req$4 = 1'b1;
        end
        if (req_valid$4 & (req_vc$4 == 2) & va_arb$2$valid & (va_arb$2$grant_index == 4)) begin
            va_won$4 = 1'b1;
        end
        if ((state$4$q == 32'h2) & fifo$4$valid & (held_vc$4$q == 2) & has_one$2) begin
            sa_req$4 = 1'b1;
        end
        if (req_valid$4 & (req_vc$4 == 3) & va_arb$3$valid & (va_arb$3$grant_index == 4)) begin
            va_won$4 = 1'b1;
        end
        if ((state$4$q == 32'h2) & fifo$4$valid & (held_vc$4$q == 3) & has_one$3) begin
            sa_req$4 = 1'b1;
        end
        if (req_valid$4 & (req_vc$4 == 4) & va_arb$4$valid & (va_arb$4$grant_index == 4)) begin
            va_won$4 = 1'b1;
        end
        if ((state$4$q == 32'h2) & fifo$4$valid & (held_vc$4$q == 4) & has_one$4) begin
            sa_req$4 = 1'b1;
        end
        if (req_valid$4 & (req_vc$4 == 5) & va_arb$5$valid & (va_arb$5$grant_index == 4)) begin
            va_won$4 = 1'b1;
        end
        if ((state$4$q == 32'h2) & fifo$4$valid & (held_vc$4$q == 5) & has_one$5) begin
            sa_req$4 = 1'b1;
        end
        if (req_valid$4 & (req_vc$4 == 6) & va_arb$6$valid & (va_arb$6$grant_index == 4)) begin
            va_won$4 = 1'b1;
        end
        if ((state$4$q == 32'h2) & fifo$4$valid & (held_vc$4$q == 6) & has_one$6) begin
            sa_req$4 = 1'b1;
        end
        if (req_valid$4 & (req_vc$4 == 7) & va_arb$7$valid & (va_arb$7$grant_index == 4)) begin
            va_won$4 = 1'b1;
        end
        if ((state$4$q == 32'h2) & fifo$4$valid & (held_vc$4$q == 7) & has_one$7) begin
            sa_req$4 = 1'b1;
        end
        if (req_valid$4 & (req_vc$4 == 8) & va_arb$8$valid & (va_arb$8$grant_index == 4)) begin
            va_won$4 = 1'b1;
        end
        if ((state$4$q == 32'h2) & fifo$4$valid & (held_vc$4$q == 8) & has_one$8) begin
            sa_req$4 = 1'b1;
        end
        if (req_valid$4 & (req_vc$4 == 9) & va_arb$9$valid & (va_arb$9$grant_index == 4)) begin
            va_won$4 = 1'b1;
        end
        if ((state$4$q == 32'h2) & fifo$4$valid & (held_vc$4$q == 9) & has_one$9) begin
            sa_req$4 = 1'b1;
        end
        va_won$5 = 1'b0;
        sa_req$5 = 1'b0;
        if (req_valid$5 & (req_vc$5 == 0) & va_arb$0$valid & (va_arb$0$grant_index == 5)) begin
            va_won$5 = 1'b1;
        end
        if ((state$5$q == 32'h2) & fifo$5$valid & (held_vc$5$q == 0) & has_one$0) begin
            sa_req$5 = 1'b1;
        end
        if (req_valid$5 & (req_vc$5 == 1) & va_arb$1$valid & (va_arb$1$grant_index == 5)) begin
            va_won$5 = 1'b1;
        end
        if ((state$5$q == 32'h2) & fifo$5$valid & (held_vc$5$q == 1) & has_one$1) begin
            sa_req$5 = 1'b1;
        end
        if (req_valid$5 & (req_vc$5 == 2) & va_arb$2$valid & (va_arb$2$grant_index == 5)) begin
            va_won$5 = 1'b1;
        end
        if ((state$5$q == 32'h2) & fifo$5$valid & (held_vc$5$q == 2) & has_one$2) begin
            sa_req$5 = 1'b1;
        end
        if (req_valid$5 & (req_vc$5 == 3) & va_arb$3$valid & (va_arb$3$grant_index == 5)) begin
            va_won$5 = 1'b1;
        end
        if ((state$5$q == 32'h2) & fifo$5$valid & (held_vc$5$q == 3) & has_one$3) begin
            sa_req$5 = 1'b1;
        end
        if (req_valid$5 & (req_vc$5 == 4) & va_arb$4$valid & (va_arb$4$grant_index == 5)) begin
            va_won$5 = 1'b1;
        end
        if ((state$5$q == 32'h2) & fifo$5$valid & (held_vc$5$q == 4) & has_one$4) begin
            sa_req$5 = 1'b1;
        end
        if (req_valid$5 & (req_vc$5 == 5) & va_arb$5$valid & (va_arb$5$grant_index == 5)) begin
            va_won$5 = 1'b1;
        end
        if ((state$5$q == 32'h2) & fifo$5$valid & (held_vc$5$q == 5) & has_one$5) begin
            sa_req$5 = 1'b1;
        end
        if (req_valid$5 & (req_vc$5 == 6) & va_arb$6$valid & (va_arb$6$grant_index == 5)) begin
            va_won$5 = 1'b1;
        end
        if ((state$5$q == 32'h2) & fifo$5$valid & (held_vc$5$q == 6) & has_one$6) begin
            sa_req$5 = 1'b1;
        end
        if (req_valid$5 & (req_vc$5 == 7) & va_arb$7$valid & (va_arb$7$grant_index == 5)) begin
            va_won$5 = 1'b1;
        end
        if ((state$5$q == 32'h2) & fifo$5$valid & (held_vc$5$q == 7) & has_one$7) begin
            sa_req$5 = 1'b1;
        end
        if (req_valid$5 & (req_vc$5 == 8) & va_arb$8$valid & (va_arb$8$grant_index == 5)) begin
            va_won$5 = 1'b1;
        end
        if ((state$5$q == 32'h2) & fifo$5$valid & (held_vc$5$q == 8) & has_one$8) begin
            sa_req$5 = 1'b1;
        end
        if (req_valid$5 & (req_vc$5 == 9) & va_arb$9$valid & (va_arb$9$grant_index == 5)) begin
            va_won$5 = 1'b1;
        end
        if ((state$5$q == 32'h2) & fifo$5$valid & (held_vc$5$q == 9) & has_one$9) begin
            sa_req$5 = 1'b1;
        end
        va_won$6 = 1'b0;
        sa_req$6 = 1'b0;
        if (req_valid$6 & (req_vc$6 == 0) & va_arb$0$valid & (va_arb$0$grant_index == 6)) begin
            va_won$6 = 1'b1;
        end
        if ((state$6$q == 32'h2) & fifo$6$valid & (held_vc$6$q == 0) & has_one$0) begin
            sa_req$6 = 1'b1;
        end
        if (req_valid$6 & (req_vc$6 == 1) & va_arb$1$valid & (va_arb$1$grant_index == 6)) begin
            va_won$6 = 1'b1;
        end
        if ((state$6$q == 32'h2) & fifo$6$valid & (held_vc$6$q == 1) & has_one$1) begin
            sa_req$6 = 1'b1;
        end
        if (req_valid$6 & (req_vc$6 == 2) & va_arb$2$valid & (va_arb$2$grant_index == 6)) begin
            va_won$6 = 1'b1;
        end
        if ((state$6$q == 32'h2) & fifo$6$valid & (held_vc$6$q == 2) & has_one$2) begin
            sa_req$6 = 1'b1;
        end
        if (req_valid$6 & (req_vc$6 == 3) & va_arb$3$valid & (va_arb$3$grant_index == 6)) begin
            va_won$6 = 1'b1;
        end
        if ((state$6$q == 32'h2) & fifo$6$valid & (held_vc$6$q == 3) & has_one$3) begin
            sa_req$6 = 1'b1;
        end
        if (req_valid$6 & (req_vc$6 == 4) & va_arb$4$valid & (va_arb$4$grant_index == 6)) begin
            va_won$6 = 1'b1;
        end
        if ((state$6$q == 32'h2) & fifo$6$valid & (held_vc$6$q == 4) & has_one$4) begin
            sa_req$6 = 1'b1;
        end
        if (req_valid$6 & (req_vc$6 == 5) & va_arb$5$valid & (va_arb$5$grant_index == 6)) begin
            va_won$6 = 1'b1;
        end
        if ((state$6$q == 32'h2) & fifo$6$valid & (held_vc$6$q == 5) & has_one$5) begin
            sa_req$6 = 1'b1;
        end
        if (req_valid$6 & (req_vc$6 == 6) & va_arb$6$valid & (va_arb$6$grant_index == 6)) begin
            va_won$6 = 1'b1;
        end
        if ((state$6$q == 32'h2) & fifo$6$valid & (held_vc$6$q == 6) & has_one$6) begin
            sa_req$6 = 1'b1;
        end
        if (req_valid$6 & (req_vc$6 == 7) & va_arb$7$valid & (va_arb$7$grant_index == 6)) begin
            va_won$6 = 1'b1;
        end
        if ((state$6$q == 32'h2) & fifo$6$valid & (held_vc$6$q == 7) & has_one$7) begin
            sa_req$6 = 1'b1;
        end
        if (req_valid$6 & (req_vc$6 == 8) & va_arb$8$valid & (va_arb$8$grant_index == 6)) begin
            va_won$6 = 1'b1;
        end
        if ((state$6$q == 32'h2) & fifo$6$valid & (held_vc$6$q == 8) & has_one$8) begin
            sa_req$6 = 1'b1;
        end
        if (req_valid$6 & (req_vc$6 == 9) & va_arb$9$valid & (va_arb$9$grant_index == 6)) begin
            va_won$6 = 1'b1;
        end
        if ((state$6$q == 32'h2) & fifo$6$valid & (held_vc$6$q == 9) & has_one$9) begin
            sa_req$6 = 1'b1;
        end
        va_won$7 = 1'b0;
        sa_req$7 = 1'b0;
        if (req_valid$7 & (req_vc$7 == 0) & va_arb$0$valid & (va_arb$0$grant_index == 7)) begin
            va_won$7 = 1'b1;
        end
        if ((state$7$q == 32'h2) & fifo$7$valid & (held_vc$7$q == 0) & has_one$0) begin
            sa_req$7 = 1'b1;
        end
        if (req_valid$7 & (req_vc$7 == 1) & va_arb$1$valid & (va_arb$1$grant_index == 7)) begin
            va_won$7 = 1'b1;
        end
        if ((state$7$q == 32'h2) & fifo$7$valid & (held_vc$7$q == 1) & has_one$1) begin
            sa_req$7 = 1'b1;
        end
        if (req_valid$7 & (req_vc$7 == 2) & va_arb$2$valid & (va_arb$2$grant_index == 7)) begin
            va_won$7 = 1'b1;
        end
        if ((state$7$q == 32'h2) & fifo$7$valid & (held_vc$7$q == 2) & has_one$2) begin
            sa_req$7 = 1'b1;
        end
        if (req_valid$7 & (req_vc$7 == 3) & va_arb$3$valid & (va_arb$3$grant_index == 7)) begin
            va_won$7 = 1'b1;
        end
        if ((state$7$q == 32'h2) & fifo$7$valid & (held_vc$7$q == 3) & has_one$3) begin
            sa_req$7 = 1'b1;
        end
        if (req_valid$7 & (req_vc$7 == 4) & va_arb$4$valid & (va_arb$4$grant_index == 7)) begin
            va_won$7 = 1'b1;
        end
        if ((state$7$q == 32'h2) & fifo$7$valid & (held_vc$7$q == 4) & has_one$4) begin
            sa_req$7 = 1'b1;
        end
        if (req_valid$7 & (req_vc$7 == 5) & va_arb$5$valid & (va_arb$5$grant_index == 7)) begin
            va_won$7 = 1'b1;
        end
        if ((state$7$q == 32'h2) & fifo$7$valid & (held_vc$7$q == 5) & has_one$5) begin
            sa_req$7 = 1'b1;
        end
        if (req_valid$7 & (req_vc$7 == 6) & va_arb$6$valid & (va_arb$6$grant_index == 7)) begin
            va_won$7 = 1'b1;
        end
        if ((state$7$q == 32'h2) & fifo$7$valid & (held_vc$7$q == 6) & has_one$6) begin
            sa_req$7 = 1'b1;
        end
        if (req_valid$7 & (req_vc$7 == 7) & va_arb$7$valid & (va_arb$7$grant_index == 7)) begin
            va_won$7 = 1'b1;
        end
        if ((state$7$q == 32'h2) & fifo$7$valid & (held_vc$7$q == 7) & has_one$7) begin
            sa_req$7 = 1'b1;
        end
        if (req_valid$7 & (req_vc$7 == 8) & va_arb$8$valid & (va_arb$8$grant_index == 7)) begin
            va_won$7 = 1'b1;
        end
        if ((state$7$q == 32'h2) & fifo$7$valid & (held_vc$7$q == 8) & has_one$8) begin
            sa_req$7 = 1'b1;
        end
        if (req_valid$7 & (req_vc$7 == 9) & va_arb$9$valid & (va_arb$9$grant_index == 7)) begin
            va_won$7 = 1'b1;
        end
        if ((state$7$q == 32'h2) & fifo$7$valid & (held_vc$7$q == 9) & has_one$9) begin
            sa_req$7 = 1'b1;
        end
        va_won$8 = 1'b0;
        sa_req$8 = 1'b0;
        if (req_valid$8 & (req_vc$8 == 0) & va_arb$0$valid & (va_arb$0$grant_index == 8)) begin
            va_won$8 = 1'b1;
        end
        if ((state$8$q == 32'h2) & fifo$8$valid & (held_vc$8$q == 0) & has_one$0) begin
            sa_req$8 = 1'b1;
        end
        if (req_valid$8 & (req_vc$8 == 1) & va_arb$1$valid & (va_arb$1$grant_index == 8)) begin
            va_won$8 = 1'b1;
        end
        if ((state$8$q == 32'h2) & fifo$8$valid & (held_vc$8$q == 1) & has_one$1) begin
            sa_req$8 = 1'b1;
        end
        if (req_valid$8 & (req_vc$8 == 2) & va_arb$2$valid & (va_arb$2$grant_index == 8)) begin
            va_won$8 = 1'b1;
        end
        if ((state$8$q == 32'h2) & fifo$8$valid & (held_vc$8$q == 2) & has_one$2) begin
            sa_req$8 = 1'b1;
        end
        if (req_valid$8 & (req_vc$8 == 3) & va_arb$3$valid & (va_arb$3$grant_index == 8)) begin
            va_won$8 = 1'b1;
        end
        if ((state$8$q == 32'h2) & fifo$8$valid & (held_vc$8$q == 3) & has_one$3) begin
            sa_req$8 = 1'b1;
        end
        if (req_valid$8 & (req_vc$8 == 4) & va_arb$4$valid & (va_arb$4$grant_index == 8)) begin
            va_won$8 = 1'b1;
        end
        if ((state$8$q == 32'h2) & fifo$8$valid & (held_vc$8$q == 4) & has_one$4) begin
            sa_req$8 = 1'b1;
        end
        if (req_valid$8 & (req_vc$8 == 5) & va_arb$5$valid & (va_arb$5$grant_index == 8)) begin
            va_won$8 = 1'b1;
        end
        if ((state$8$q == 32'h2) & fifo$8$valid & (held_vc$8$q == 5) & has_one$5) begin
            sa_req$8 = 1'b1;
        end
        if (req_valid$8 & (req_vc$8 == 6) & va_arb$6$valid & (va_arb$6$grant_index == 8)) begin
            va_won$8 = 1'b1;
        end
        if ((state$8$q == 32'h2) & fifo$8$valid & (held_vc$8$q == 6) & has_one$6) begin
            sa_req$8 = 1'b1;
        end
        if (req_valid$8 & (req_vc$8 == 7) & va_arb$7$valid & (va_arb$7$grant_index == 8)) begin
            va_won$8 = 1'b1;
        end
        if ((state$8$q == 32'h2) & fifo$8$valid & (held_vc$8$q == 7) & has_one$7) begin
            sa_req$8 = 1'b1;
        end
        if (req_valid$8 & (req_vc$8 == 8) & va_arb$8$valid & (va_arb$8$grant_index == 8)) begin
            va_won$8 = 1'b1;
        end
        if ((state$8$q == 32'h2) & fifo$8$valid & (held_vc$8$q == 8) & has_one$8) begin
            sa_req$8 = 1'b1;
        end
        if (req_valid$8 & (req_vc$8 == 9) & va_arb$9$valid & (va_arb$9$grant_index == 8)) begin
            va_won$8 = 1'b1;
        end
        if ((state$8$q == 32'h2) & fifo$8$valid & (held_vc$8$q == 9) & has_one$9) begin
            sa_req$8 = 1'b1;
        end
        va_won$9 = 1'b0;
        sa_req$9 = 1'b0;
        if (req_valid$9 & (req_vc$9 == 0) & va_arb$0$valid & (va_arb$0$grant_index == 9)) begin
            va_won$9 = 1'b1;
        end
        if ((state$9$q == 32'h2) & fifo$9$valid & (held_vc$9$q == 0) & has_one$0) begin
            sa_req$9 = 1'b1;
        end
        if (req_valid$9 & (req_vc$9 == 1) & va_arb$1$valid & (va_arb$1$grant_index == 9)) begin
            va_won$9 = 1'b1;
        end
        if ((state$9$q == 32'h2) & fifo$9$valid & (held_vc$9$q == 1) & has_one$1) begin
            sa_req$9 = 1'b1;
        end
        if (req_valid$9 & (req_vc$9 == 2) & va_arb$2$valid & (va_arb$2$grant_index == 9)) begin
            va_won$9 = 1'b1;
        end
        if ((state$9$q == 32'h2) & fifo$9$valid & (held_vc$9$q == 2) & has_one$2) begin
            sa_req$9 = 1'b1;
        end
        if (req_valid$9 & (req_vc$9 == 3) & va_arb$3$valid & (va_arb$3$grant_index == 9)) begin
            va_won$9 = 1'b1;
        end
        if ((state$9$q == 32'h2) & fifo$9$valid & (held_vc$9$q == 3) & has_one$3) begin
            sa_req$9 = 1'b1;
        end
        if (req_valid$9 & (req_vc$9 == 4) & va_arb$4$valid & (va_arb$4$grant_index == 9)) begin
            va_won$9 = 1'b1;
        end
        if ((state$9$q == 32'h2) & fifo$9$valid & (held_vc$9$q == 4) & has_one$4) begin
            sa_req$9 = 1'b1;
        end
        if (req_valid$9 & (req_vc$9 == 5) & va_arb$5$valid & (va_arb$5$grant_index == 9)) begin
            va_won$9 = 1'b1;
        end
        if ((state$9$q == 32'h2) & fifo$9$valid & (held_vc$9$q == 5) & has_one$5) begin
            sa_req$9 = 1'b1;
        end
        if (req_valid$9 & (req_vc$9 == 6) & va_arb$6$valid & (va_arb$6$grant_index == 9)) begin
            va_won$9 = 1'b1;
        end
        if ((state$9$q == 32'h2) & fifo$9$valid & (held_vc$9$q == 6) & has_one$6) begin
            sa_req$9 = 1'b1;
        end
        if (req_valid$9 & (req_vc$9 == 7) & va_arb$7$valid & (va_arb$7$grant_index == 9)) begin
            va_won$9 = 1'b1;
        end
        if ((state$9$q == 32'h2) & fifo$9$valid & (held_vc$9$q == 7) & has_one$7) begin
            sa_req$9 = 1'b1;
        end
        if (req_valid$9 & (req_vc$9 == 8) & va_arb$8$valid & (va_arb$8$grant_index == 9)) begin
            va_won$9 = 1'b1;
        end
        if ((state$9$q == 32'h2) & fifo$9$valid & (held_vc$9$q == 8) & has_one$8) begin
            sa_req$9 = 1'b1;
        end
        if (req_valid$9 & (req_vc$9 == 9) & va_arb$9$valid & (va_arb$9$grant_index == 9)) begin
            va_won$9 = 1'b1;
        end
        if ((state$9$q == 32'h2) & fifo$9$valid & (held_vc$9$q == 9) & has_one$9) begin
            sa_req$9 = 1'b1;
        end
        port_req = 32'h0;
        if ((in_port$0 == 0) & sa_req$0) begin
            port_req = (port_req & ~(1 << (in_vc$0)) | ((1'b1) << (in_vc$0)));
        end
        if ((in_port$1 == 0) & sa_req$1) begin
            port_req = (port_req & ~(1 << (in_vc$1)) | ((1'b1) << (in_vc$1)));
        end
        if ((in_port$2 == 0) & sa_req$2) begin
            port_req = (port_req & ~(1 << (in_vc$2)) | ((1'b1) << (in_vc$2)));
        end
        if ((in_port$3 == 0) & sa_req$3) begin
            port_req = (port_req & ~(1 << (in_vc$3)) | ((1'b1) << (in_vc$3)));
        end
        if ((in_port$4 == 0) & sa_req$4) begin
            port_req = (port_req & ~(1 << (in_vc$4)) | ((1'b1) << (in_vc$4)));
        end
        if ((in_port$5 == 0) & sa_req$5) begin
            port_req = (port_req & ~(1 << (in_vc$5)) | ((1'b1) << (in_vc$5)));
        end
        if ((in_port$6 == 0) & sa_req$6) begin
            port_req = (port_req & ~(1 << (in_vc$6)) | ((1'b1) << (in_vc$6)));
        end
        if ((in_port$7 == 0) & sa_req$7) begin
            port_req = (port_req & ~(1 << (in_vc$7)) | ((1'b1) << (in_vc$7)));
        end
        if ((in_port$8 == 0) & sa_req$8) begin
            port_req = (port_req & ~(1 << (in_vc$8)) | ((1'b1) << (in_vc$8)));
        end
        if ((in_port$9 == 0) & sa_req$9) begin
            port_req = (port_req & ~(1 << (in_vc$9)) | ((1'b1) << (in_vc$9)));
        end
        sa_in$0$req = port_req;
        port_req = 32'h0;
        if ((in_port$0 == 1) & sa_req$0) begin
            port_req = (port_req & ~(1 << (in_vc$0)) | ((1'b1) << (in_vc$0)));
        end
        if ((in_port$1 == 1) & sa_req$1) begin
            port_req = (port_req & ~(1 << (in_vc$1)) | ((1'b1) << (in_vc$1)));
        end
        if ((in_port$2 == 1) & sa_req$2) begin
            port_req = (port_req & ~(1 << (in_vc$2)) | ((1'b1) << (in_vc$2)));
        end
        if ((in_port$3 == 1) & sa_req$3) begin
            port_req = (port_req & ~(1 << (in_vc$3)) | ((1'b1) << (in_vc$3)));
        end
        if ((in_port$4 == 1) & sa_req$4) begin
            port_req = (port_req & ~(1 << (in_vc$4)) | ((1'b1) << (in_vc$4)));
        end
        if ((in_port$5 == 1) & sa_req$5) begin
            port_req = (port_req & ~(1 << (in_vc$5)) | ((1'b1) << (in_vc$5)));
        end
        if ((in_port$6 == 1) & sa_req$6) begin
            port_req = (port_req & ~(1 << (in_vc$6)) | ((1'b1) << (in_vc$6)));
        end
        if ((in_port$7 == 1) & sa_req$7) begin
            port_req = (port_req & ~(1 << (in_vc$7)) | ((1'b1) << (in_vc$7)));
        end
        if ((in_port$8 == 1) & sa_req$8) begin
            port_req = (port_req & ~(1 << (in_vc$8)) | ((1'b1) << (in_vc$8)));
        end
        if ((in_port$9 == 1) & sa_req$9) begin
            port_req = (port_req & ~(1 << (in_vc$9)) | ((1'b1) << (in_vc$9)));
        end
        sa_in$1$req = port_req;
        port_req = 32'h0;
        if ((in_port$0 == 2) & sa_req$0) begin
            port_req = (port_req & ~(1 << (in_vc$0)) | ((1'b1) << (in_vc$0)));
        end
        if ((in_port$1 == 2) & sa_req$1) begin
            port_req = (port_req & ~(1 << (in_vc$1)) | ((1'b1) << (in_vc$1)));
        end
        if ((in_port$2 == 2) & sa_req$2) begin
            port_req = (port_req & ~(1 << (in_vc$2)) | ((1'b1) << (in_vc$2)));
        end
        if ((in_port$3 == 2) & sa_req$3) begin
            port_req = (port_req & ~(1 << (in_vc$3)) | ((1'b1) << (in_vc$3)));
        end
        if ((in_port$4 == 2) & sa_req$4) begin
            port_req = (port_req & ~(1 << (in_vc$4)) | ((1'b1) << (in_vc$4)));
        end
        if ((in_port$5 == 2) & sa_req$5) begin
            port_req = (port_req & ~(1 << (in_vc$5)) | ((1'b1) << (in_vc$5)));
        end
        if ((in_port$6 == 2) & sa_req$6) begin
            port_req = (port_req & ~(1 << (in_vc$6)) | ((1'b1) << (in_vc$6)));
        end
        if ((in_port$7 == 2) & sa_req$7) begin
            port_req = (port_req & ~(1 << (in_vc$7)) | ((1'b1) << (in_vc$7)));
        end
        if ((in_port$8 == 2) & sa_req$8) begin
            port_req = (port_req & ~(1 << (in_vc$8)) | ((1'b1) << (in_vc$8)));
        end
        if ((in_port$9 == 2) & sa_req$9) begin
            port_req = (port_req & ~(1 << (in_vc$9)) | ((1'b1) << (in_vc$9)));
        end
        sa_in$2$req = port_req;
        port_req = 32'h0;
        if ((in_port$0 == 3) & sa_req$0) begin
            port_req = (port_req & ~(1 << (in_vc$0)) | ((1'b1) << (in_vc$0)));
        end
        if ((in_port$1 == 3) & sa_req$1) begin
            port_req = (port_req & ~(1 << (in_vc$1)) | ((1'b1) << (in_vc$1)));
        end
        if ((in_port$2 == 3) & sa_req$2) begin
            port_req = (port_req & ~(1 << (in_vc$2)) | ((1'b1) << (in_vc$2)));
        end
        if ((in_port$3 == 3) & sa_req$3) begin
            port_req = (port_req & ~(1 << (in_vc$3)) | ((1'b1) << (in_vc$3)));
        end
        if ((in_port$4 == 3) & sa_req$4) begin
            port_req = (port_req & ~(1 << (in_vc$4)) | ((1'b1) << (in_vc$4)));
        end
        if ((in_port$5 == 3) & sa_req$5) begin
            port_req = (port_req & ~(1 << (in_vc$5)) | ((1'b1) << (in_vc$5)));
        end
        if ((in_port$6 == 3) & sa_req$6) begin
            port_req = (port_req & ~(1 << (in_vc$6)) | ((1'b1) << (in_vc$6)));
        end
        if ((in_port$7 == 3) & sa_req$7) begin
            port_req = (port_req & ~(1 << (in_vc$7)) | ((1'b1) << (in_vc$7)));
        end
        if ((in_port$8 == 3) & sa_req$8) begin
            port_req = (port_req & ~(1 << (in_vc$8)) | ((1'b1) << (in_vc$8)));
        end
        if ((in_port$9 == 3) & sa_req$9) begin
            port_req = (port_req & ~(1 << (in_vc$9)) | ((1'b1) << (in_vc$9)));
        end
        sa_in$3$req = port_req;
        port_req = 32'h0;
        if ((in_port$0 == 4) & sa_req$0) begin
            port_req = (port_req & ~(1 << (in_vc$0)) | ((1'b1) << (in_vc$0)));
        end
        if ((in_port$1 == 4) & sa_req$1) begin
            port_req = (port_req & ~(1 << (in_vc$1)) | ((1'b1) << (in_vc$1)));
        end
        if ((in_port$2 == 4) & sa_req$2) begin
            port_req = (port_req & ~(1 << (in_vc$2)) | ((1'b1) << (in_vc$2)));
        end
        if ((in_port$3 == 4) & sa_req$3) begin
            port_req = (port_req & ~(1 << (in_vc$3)) | ((1'b1) << (in_vc$3)));
        end
        if ((in_port$4 == 4) & sa_req$4) begin
            port_req = (port_req & ~(1 << (in_vc$4)) | ((1'b1) << (in_vc$4)));
        end
        if ((in_port$5 == 4) & sa_req$5) begin
            port_req = (port_req & ~(1 << (in_vc$5)) | ((1'b1) << (in_vc$5)));
        end
        if ((in_port$6 == 4) & sa_req$6) begin
            port_req = (port_req & ~(1 << (in_vc$6)) | ((1'b1) << (in_vc$6)));
        end
        if ((in_port$7 == 4) & sa_req$7) begin
            port_req = (port_req & ~(1 << (in_vc$7)) | ((1'b1) << (in_vc$7)));
        end
        if ((in_port$8 == 4) & sa_req$8) begin
            port_req = (port_req & ~(1 << (in_vc$8)) | ((1'b1) << (in_vc$8)));
        end
        if ((in_port$9 == 4) & sa_req$9) begin
            port_req = (port_req & ~(1 << (in_vc$9)) | ((1'b1) << (in_vc$9)));
        end
        sa_in$4$req = port_req;
        sa_pick$0 = 1'b0;
        if ((in_port$0 == 0) & sa_in$0$valid & (sa_in$0$grant_index == in_vc$0)) begin
            sa_pick$0 = 1'b1;
        end
        if ((in_port$0 == 1) & sa_in$1$valid & (sa_in$1$grant_index == in_vc$0)) begin
            sa_pick$0 = 1'b1;
        end
        if ((in_port$0 == 2) & sa_in$2$valid & (sa_in$2$grant_index == in_vc$0)) begin
            sa_pick$0 = 1'b1;
        end
        if ((in_port$0 == 3) & sa_in$3$valid & (sa_in$3$grant_index == in_vc$0)) begin
            sa_pick$0 = 1'b1;
        end
        if ((in_port$0 == 4) & sa_in$4$valid & (sa_in$4$grant_index == in_vc$0)) begin
            sa_pick$0 = 1'b1;
        end
        sa_pick$1 = 1'b0;
        if ((in_port$1 == 0) & sa_in$0$valid & (sa_in$0$grant_index == in_vc$1)) begin
            sa_pick$1 = 1'b1;
        end
        if ((in_port$1 == 1) & sa_in$1$valid & (sa_in$1$grant_index == in_vc$1)) begin
            sa_pick$1 = 1'b1;
        end
        if ((in_port$1 == 2) & sa_in$2$valid & (sa_in$2$grant_index == in_vc$1)) begin
            sa_pick$1 = 1'b1;
        end
        if ((in_port$1 == 3) & sa_in$3$valid & (sa_in$3$grant_index == in_vc$1)) begin
            sa_pick$1 = 1'b1;
        end
        if ((in_port$1 == 4) & sa_in$4$valid & (sa_in$4$grant_index == in_vc$1)) begin
            sa_pick$1 = 1'b1;
        end
        sa_pick$2 = 1'b0;
        if ((in_port$2 == 0) & sa_in$0$valid & (sa_in$0$grant_index == in_vc$2)) begin
            sa_pick$2 = 1'b1;
        end
        if ((in_port$2 == 1) & sa_in$1$valid & (sa_in$1$grant_index == in_vc$2)) begin
            sa_pick$2 = 1'b1;
        end
        if ((in_port$2 == 2) & sa_in$2$valid & (sa_in$2$grant_index == in_vc$2)) begin
            sa_pick$2 = 1'b1;
        end
        if ((in_port$2 == 3) & sa_in$3$valid & (sa_in$3$grant_index == in_vc$2)) begin
            sa_pick$2 = 1'b1;
        end
        if ((in_port$2 == 4) & sa_in$4$valid & (sa_in$4$grant_index == in_vc$2)) begin
            sa_pick$2 = 1'b1;
        end
        sa_pick$3 = 1'b0;
        if ((in_port$3 == 0) & sa_in$0$valid & (sa_in$0$grant_index == in_vc$3)) begin
            sa_pick$3 = 1'b1;
        end
        if ((in_port$3 == 1) & sa_in$1$valid & (sa_in$1$grant_index == in_vc$3)) begin
            sa_pick$3 = 1'b1;
        end
        if ((in_port$3 == 2) & sa_in$2$valid & (sa_in$2$grant_index == in_vc$3)) begin
            sa_pick$3 = 1'b1;
        end
        if ((in_port$3 == 3) & sa_in$3$valid & (sa_in$3$grant_index == in_vc$3)) begin
            sa_pick$3 = 1'b1;
        end
        if ((in_port$3 == 4) & sa_in$4$valid & (sa_in$4$grant_index == in_vc$3)) begin
            sa_pick$3 = 1'b1;
        end
        sa_pick$4 = 1'b0;
        if ((in_port$4 == 0) & sa_in$0$valid & (sa_in$0$grant_index == in_vc$4)) begin
            sa_pick$4 = 1'b1;
        end
        if ((in_port$4 == 1) & sa_in$1$valid & (sa_in$1$grant_index == in_vc$4)) begin
            sa_pick$4 = 1'b1;
        end
        if ((in_port$4 == 2) & sa_in$2$valid & (sa_in$2$grant_index == in_vc$4)) begin
            sa_pick$4 = 1'b1;
        end
        if ((in_port$4 == 3) & sa_in$3$valid & (sa_in$3$grant_index == in_vc$4)) begin
            sa_pick$4 = 1'b1;
        end
        if ((in_port$4 == 4) & sa_in$4$valid & (sa_in$4$grant_index == in_vc$4)) begin
            sa_pick$4 = 1'b1;
        end
        sa_pick$5 = 1'b0;
        if ((in_port$5 == 0) & sa_in$0$valid & (sa_in$0$grant_index == in_vc$5)) begin
            sa_pick$5 = 1'b1;
        end
        if ((in_port$5 == 1) & sa_in$1$valid & (sa_in$1$grant_index == in_vc$5)) begin
            sa_pick$5 = 1'b1;
        end
        if ((in_port$5 == 2) & sa_in$2$valid & (sa_in$2$grant_index == in_vc$5)) begin
            sa_pick$5 = 1'b1;
        end
        if ((in_port$5 == 3) & sa_in$3$valid & (sa_in$3$grant_index == in_vc$5)) begin
            sa_pick$5 = 1'b1;
        end
        if ((in_port$5 == 4) & sa_in$4$valid & (sa_in$4$grant_index == in_vc$5)) begin
            sa_pick$5 = 1'b1;
        end
        sa_pick$6 = 1'b0;
        if ((in_port$6 == 0) & sa_in$0$valid & (sa_in$0$grant_index == in_vc$6)) begin
            sa_pick$6 = 1'b1;
        end
        if ((in_port$6 == 1) & sa_in$1$valid & (sa_in$1$grant_index == in_vc$6)) begin
            sa_pick$6 = 1'b1;
        end
        if ((in_port$6 == 2) & sa_in$2$valid & (sa_in$2$grant_index == in_vc$6)) begin
            sa_pick$6 = 1'b1;
        end
        if ((in_port$6 == 3) & sa_in$3$valid & (sa_in$3$grant_index == in_vc$6)) begin
            sa_pick$6 = 1'b1;
        end
        if ((in_port$6 == 4) & sa_in$4$valid & (sa_in$4$grant_index == in_vc$6)) begin
            sa_pick$6 = 1'b1;
        end
        sa_pick$7 = 1'b0;
        if ((in_port$7 == 0) & sa_in$0$valid & (sa_in$0$grant_index == in_vc$7)) begin
            sa_pick$7 = 1'b1;
        end
        if ((in_port$7 == 1) & sa_in$1$valid & (sa_in$1$grant_index == in_vc$7)) begin
            sa_pick$7 = 1'b1;
        end
        if ((in_port$7 == 2) & sa_in$2$valid & (sa_in$2$grant_index == in_vc$7)) begin
            sa_pick$7 = 1'b1;
        end
        if ((in_port$7 == 3) & sa_in$3$valid & (sa_in$3$grant_index == in_vc$7)) begin
            sa_pick$7 = 1'b1;
        end
        if ((in_port$7 == 4) & sa_in$4$valid & (sa_in$4$grant_index == in_vc$7)) begin
            sa_pick$7 = 1'b1;
        end
        sa_pick$8 = 1'b0;
        if ((in_port$8 == 0) & sa_in$0$valid & (sa_in$0$grant_index == in_vc$8)) begin
            sa_pick$8 = 1'b1;
        end
        if ((in_port$8 == 1) & sa_in$1$valid & (sa_in$1$grant_index == in_vc$8)) begin
            sa_pick$8 = 1'b1;
        end
        if ((in_port$8 == 2) & sa_in$2$valid & (sa_in$2$grant_index == in_vc$8)) begin
            sa_pick$8 = 1'b1;
        end
        if ((in_port$8 == 3) & sa_in$3$valid & (sa_in$3$grant_index == in_vc$8)) begin
            sa_pick$8 = 1'b1;
        end
        if ((in_port$8 == 4) & sa_in$4$valid & (sa_in$4$grant_index == in_vc$8)) begin
            sa_pick$8 = 1'b1;
        end
        sa_pick$9 = 1'b0;
        if ((in_port$9 == 0) & sa_in$0$valid & (sa_in$0$grant_index == in_vc$9)) begin
            sa_pick$9 = 1'b1;
        end
        if ((in_port$9 == 1) & sa_in$1$valid & (sa_in$1$grant_index == in_vc$9)) begin
            sa_pick$9 = 1'b1;
        end
        if ((in_port$9 == 2) & sa_in$2$valid & (sa_in$2$grant_index == in_vc$9)) begin
            sa_pick$9 = 1'b1;
        end
        if ((in_port$9 == 3) & sa_in$3$valid & (sa_in$3$grant_index == in_vc$9)) begin
            sa_pick$9 = 1'b1;
        end
        if ((in_port$9 == 4) & sa_in$4$valid & (sa_in$4$grant_index == in_vc$9)) begin
            sa_pick$9 = 1'b1;
        end
        sa_want$0 = 32'h0;
        if ((in_port$0 == 0) & sa_pick$0) begin
            sa_want$0 = held_port$0$q;
        end
        if ((in_port$1 == 0) & sa_pick$1) begin
            sa_want$0 = held_port$1$q;
        end
        if ((in_port$2 == 0) & sa_pick$2) begin
            sa_want$0 = held_port$2$q;
        end
        if ((in_port$3 == 0) & sa_pick$3) begin
            sa_want$0 = held_port$3$q;
        end
        if ((in_port$4 == 0) & sa_pick$4) begin
            sa_want$0 = held_port$4$q;
        end
        if ((in_port$5 == 0) & sa_pick$5) begin
            sa_want$0 = held_port$5$q;
        end
        if ((in_port$6 == 0) & sa_pick$6) begin
            sa_want$0 = held_port$6$q;
        end
        if ((in_port$7 == 0) & sa_pick$7) begin
            sa_want$0 = held_port$7$q;
        end
        if ((in_port$8 == 0) & sa_pick$8) begin
            sa_want$0 = held_port$8$q;
        end
        if ((in_port$9 == 0) & sa_pick$9) begin
            sa_want$0 = held_port$9$q;
        end
        sa_want$1 = 32'h0;
        if ((in_port$0 == 1) & sa_pick$0) begin
            sa_want$1 = held_port$0$q;
        end
        if ((in_port$1 == 1) & sa_pick$1) begin
            sa_want$1 = held_port$1$q;
        end
        if ((in_port$2 == 1) & sa_pick$2) begin
            sa_want$1 = held_port$2$q;
        end
        if ((in_port$3 == 1) & sa_pick$3) begin
            sa_want$1 = held_port$3$q;
        end
        if ((in_port$4 == 1) & sa_pick$4) begin
            sa_want$1 = held_port$4$q;
        end
        if ((in_port$5 == 1) & sa_pick$5) begin
            sa_want$1 = held_port$5$q;
        end
        if ((in_port$6 == 1) & sa_pick$6) begin
            sa_want$1 = held_port$6$q;
        end
        if ((in_port$7 == 1) & sa_pick$7) begin
            sa_want$1 = held_port$7$q;
        end
        if ((in_port$8 == 1) & sa_pick$8) begin
            sa_want$1 = held_port$8$q;
        end
        if ((in_port$9 == 1) & sa_pick$9) begin
            sa_want$1 = held_port$9$q;
        end
        sa_want$2 = 32'h0;
        if ((in_port$0 == 2) & sa_pick$0) begin
            sa_want$2 = held_port$0$q;
        end
        if ((in_port$1 == 2) & sa_pick$1) begin
            sa_want$2 = held_port$1$q;
        end
        if ((in_port$2 == 2) & sa_pick$2) begin
            sa_want$2 = held_port$2$q;
        end
        if ((in_port$3 == 2) & sa_pick$3) begin
            sa_want$2 = held_port$3$q;
        end
        if ((in_port$4 == 2) & sa_pick$4) begin
            sa_want$2 = held_port$4$q;
        end
        if ((in_port$5 == 2) & sa_pick$5) begin
            sa_want$2 = held_port$5$q;
        end
        if ((in_port$6 == 2) & sa_pick$6) begin
            sa_want$2 = held_port$6$q;
        end
        if ((in_port$7 == 2) & sa_pick$7) begin
            sa_want$2 = held_port$7$q;
        end
        if ((in_port$8 == 2) & sa_pick$8) begin
            sa_want$2 = held_port$8$q;
        end
        if ((in_port$9 == 2) & sa_pick$9) begin
            sa_want$2 = held_port$9$q;
        end
        sa_want$3 = 32'h0;
        if ((in_port$0 == 3) & sa_pick$0) begin
            sa_want$3 = held_port$0$q;
        end
        if ((in_port$1 == 3) & sa_pick$1) begin
            sa_want$3 = held_port$1$q;
        end
        if ((in_port$2 == 3) & sa_pick$2) begin
            sa_want$3 = held_port$2$q;
        end
        if ((in_port$3 == 3) & sa_pick$3) begin
            sa_want$3 = held_port$3$q;
        end
        if ((in_port$4 == 3) & sa_pick$4) begin
            sa_want$3 = held_port$4$q;
        end
        if ((in_port$5 == 3) & sa_pick$5) begin
            sa_want$3 = held_port$5$q;
        end
        if ((in_port$6 == 3) & sa_pick$6) begin
            sa_want$3 = held_port$6$q;
        end
        if ((in_port$7 == 3) & sa_pick$7) begin
            sa_want$3 = held_port$7$q;
        end
        if ((in_port$8 == 3) & sa_pick$8) begin
            sa_want$3 = held_port$8$q;
        end
        if ((in_port$9 == 3) & sa_pick$9) begin
            sa_want$3 = held_port$9$q;
        end
        sa_want$4 = 32'h0;
        if ((in_port$0 == 4) & sa_pick$0) begin
            sa_want$4 = held_port$0$q;
        end
        if ((in_port$1 == 4) & sa_pick$1) begin
            sa_want$4 = held_port$1$q;
        end
        if ((in_port$2 == 4) & sa_pick$2) begin
            sa_want$4 = held_port$2$q;
        end
        if ((in_port$3 == 4) & sa_pick$3) begin
            sa_want$4 = held_port$3$q;
        end
        if ((in_port$4 == 4) & sa_pick$4) begin
            sa_want$4 = held_port$4$q;
        end
        if ((in_port$5 == 4) & sa_pick$5) begin
            sa_want$4 = held_port$5$q;
        end
        if ((in_port$6 == 4) & sa_pick$6) begin
            sa_want$4 = held_port$6$q;
        end
        if ((in_port$7 == 4) & sa_pick$7) begin
            sa_want$4 = held_port$7$q;
        end
        if ((in_port$8 == 4) & sa_pick$8) begin
            sa_want$4 = held_port$8$q;
        end
        if ((in_port$9 == 4) & sa_pick$9) begin
            sa_want$4 = held_port$9$q;
        end
        out_req = 32'h0;
        if (sa_in$0$valid & (sa_want$0 == 0)) begin
            out_req = (out_req & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (sa_in$1$valid & (sa_want$1 == 0)) begin
            out_req = (out_req & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (sa_in$2$valid & (sa_want$2 == 0)) begin
            out_req = (out_req & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (sa_in$3$valid & (sa_want$3 == 0)) begin
            out_req = (out_req & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (sa_in$4$valid & (sa_want$4 == 0)) begin
            out_req = (out_req & ~(1 << (4)) | ((1'b1) << (4)));
        end
        sa_out$0$req = out_req;
        sa_out$0$advance = sa_out$0$valid;
        out_req = 32'h0;
        if (sa_in$0$valid & (sa_want$0 == 1)) begin
            out_req = (out_req & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (sa_in$1$valid & (sa_want$1 == 1)) begin
            out_req = (out_req & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (sa_in$2$valid & (sa_want$2 == 1)) begin
            out_req = (out_req & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (sa_in$3$valid & (sa_want$3 == 1)) begin
            out_req = (out_req & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (sa_in$4$valid & (sa_want$4 == 1)) begin
            out_req = (out_req & ~(1 << (4)) | ((1'b1) << (4)));
        end
        sa_out$1$req = out_req;
        sa_out$1$advance = sa_out$1$valid;
        out_req = 32'h0;
        if (sa_in$0$valid & (sa_want$0 == 2)) begin
            out_req = (out_req & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (sa_in$1$valid & (sa_want$1 == 2)) begin
            out_req = (out_req & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (sa_in$2$valid & (sa_want$2 == 2)) begin
            out_req = (out_req & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (sa_in$3$valid & (sa_want$3 == 2)) begin
            out_req = (out_req & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (sa_in$4$valid & (sa_want$4 == 2)) begin
            out_req = (out_req & ~(1 << (4)) | ((1'b1) << (4)));
        end
        sa_out$2$req = out_req;
        sa_out$2$advance = sa_out$2$valid;
        out_req = 32'h0;
        if (sa_in$0$valid & (sa_want$0 == 3)) begin
            out_req = (out_req & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (sa_in$1$valid & (sa_want$1 == 3)) begin
            out_req = (out_req & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (sa_in$2$valid & (sa_want$2 == 3)) begin
            out_req = (out_req & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (sa_in$3$valid & (sa_want$3 == 3)) begin
            out_req = (out_req & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (sa_in$4$valid & (sa_want$4 == 3)) begin
            out_req = (out_req & ~(1 << (4)) | ((1'b1) << (4)));
        end
        sa_out$3$req = out_req;
        sa_out$3$advance = sa_out$3$valid;
        out_req = 32'h0;
        if (sa_in$0$valid & (sa_want$0 == 4)) begin
            out_req = (out_req & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (sa_in$1$valid & (sa_want$1 == 4)) begin
            out_req = (out_req & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (sa_in$2$valid & (sa_want$2 == 4)) begin
            out_req = (out_req & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (sa_in$3$valid & (sa_want$3 == 4)) begin
            out_req = (out_req & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (sa_in$4$valid & (sa_want$4 == 4)) begin
            out_req = (out_req & ~(1 << (4)) | ((1'b1) << (4)));
        end
        sa_out$4$req = out_req;
        sa_out$4$advance = sa_out$4$valid;
        sa_in$0$advance = 1'b0;
        if (sa_out$0$valid & (sa_out$0$grant_index == 0)) begin
            sa_in$0$advance = 1'b1;
        end
        if (sa_out$1$valid & (sa_out$1$grant_index == 0)) begin
            sa_in$0$advance = 1'b1;
        end
        if (sa_out$2$valid & (sa_out$2$grant_index == 0)) begin
            sa_in$0$advance = 1'b1;
        end
        if (sa_out$3$valid & (sa_out$3$grant_index == 0)) begin
            sa_in$0$advance = 1'b1;
        end
        if (sa_out$4$valid & (sa_out$4$grant_index == 0)) begin
            sa_in$0$advance = 1'b1;
        end
        sa_in$1$advance = 1'b0;
        if (sa_out$0$valid & (sa_out$0$grant_index == 1)) begin
            sa_in$1$advance = 1'b1;
        end
        if (sa_out$1$valid & (sa_out$1$grant_index == 1)) begin
            sa_in$1$advance = 1'b1;
        end
        if (sa_out$2$valid & (sa_out$2$grant_index == 1)) begin
            sa_in$1$advance = 1'b1;
        end
        if (sa_out$3$valid & (sa_out$3$grant_index == 1)) begin
            sa_in$1$advance = 1'b1;
        end
        if (sa_out$4$valid & (sa_out$4$grant_index == 1)) begin
            sa_in$1$advance = 1'b1;
        end
        sa_in$2$advance = 1'b0;
        if (sa_out$0$valid & (sa_out$0$grant_index == 2)) begin
            sa_in$2$advance = 1'b1;
        end
        if (sa_out$1$valid & (sa_out$1$grant_index == 2)) begin
            sa_in$2$advance = 1'b1;
        end
        if (sa_out$2$valid & (sa_out$2$grant_index == 2)) begin
            sa_in$2$advance = 1'b1;
        end
        if (sa_out$3$valid & (sa_out$3$grant_index == 2)) begin
            sa_in$2$advance = 1'b1;
        end
        if (sa_out$4$valid & (sa_out$4$grant_index == 2)) begin
            sa_in$2$advance = 1'b1;
        end
        sa_in$3$advance = 1'b0;
        if (sa_out$0$valid & (sa_out$0$grant_index == 3)) begin
            sa_in$3$advance = 1'b1;
        end
        if (sa_out$1$valid & (sa_out$1$grant_index == 3)) begin
            sa_in$3$advance = 1'b1;
        end
        if (sa_out$2$valid & (sa_out$2$grant_index == 3)) begin
            sa_in$3$advance = 1'b1;
        end
        if (sa_out$3$valid & (sa_out$3$grant_index == 3)) begin
            sa_in$3$advance = 1'b1;
        end
        if (sa_out$4$valid & (sa_out$4$grant_index == 3)) begin
            sa_in$3$advance = 1'b1;
        end
        sa_in$4$advance = 1'b0;
        if (sa_out$0$valid & (sa_out$0$grant_index == 4)) begin
            sa_in$4$advance = 1'b1;
        end
        if (sa_out$1$valid & (sa_out$1$grant_index == 4)) begin
            sa_in$4$advance = 1'b1;
        end
        if (sa_out$2$valid & (sa_out$2$grant_index == 4)) begin
            sa_in$4$advance = 1'b1;
        end
        if (sa_out$3$valid & (sa_out$3$grant_index == 4)) begin
            sa_in$4$advance = 1'b1;
        end
        if (sa_out$4$valid & (sa_out$4$grant_index == 4)) begin
            sa_in$4$advance = 1'b1;
        end
        sa_go$0 = 1'b0;
        if (sa_pick$0 & sa_out$0$valid & (sa_out$0$grant_index == in_port$0)) begin
            sa_go$0 = 1'b1;
        end
        if (sa_pick$0 & sa_out$1$valid & (sa_out$1$grant_index == in_port$0)) begin
            sa_go$0 = 1'b1;
        end
        if (sa_pick$0 & sa_out$2$valid & (sa_out$2$grant_index == in_port$0)) begin
            sa_go$0 = 1'b1;
        end
        if (sa_pick$0 & sa_out$3$valid & (sa_out$3$grant_index == in_port$0)) begin
            sa_go$0 = 1'b1;
        end
        if (sa_pick$0 & sa_out$4$valid & (sa_out$4$grant_index == in_port$0)) begin
            sa_go$0 = 1'b1;
        end
        sa_go$1 = 1'b0;
        if (sa_pick$1 & sa_out$0$valid & (sa_out$0$grant_index == in_port$1)) begin
            sa_go$1 = 1'b1;
        end
        if (sa_pick$1 & sa_out$1$valid & (sa_out$1$grant_index == in_port$1)) begin
            sa_go$1 = 1'b1;
        end
        if (sa_pick$1 & sa_out$2$valid & (sa_out$2$grant_index == in_port$1)) begin
            sa_go$1 = 1'b1;
        end
        if (sa_pick$1 & sa_out$3$valid & (sa_out$3$grant_index == in_port$1)) begin
            sa_go$1 = 1'b1;
        end
        if (sa_pick$1 & sa_out$4$valid & (sa_out$4$grant_index == in_port$1)) begin
            sa_go$1 = 1'b1;
        end
        sa_go$2 = 1'b0;
        if (sa_pick$2 & sa_out$0$valid & (sa_out$0$grant_index == in_port$2)) begin
            sa_go$2 = 1'b1;
        end
        if (sa_pick$2 & sa_out$1$valid & (sa_out$1$grant_index == in_port$2)) begin
            sa_go$2 = 1'b1;
        end
        if (sa_pick$2 & sa_out$2$valid & (sa_out$2$grant_index == in_port$2)) begin
            sa_go$2 = 1'b1;
        end
        if (sa_pick$2 & sa_out$3$valid & (sa_out$3$grant_index == in_port$2)) begin
            sa_go$2 = 1'b1;
        end
        if (sa_pick$2 & sa_out$4$valid & (sa_out$4$grant_index == in_port$2)) begin
            sa_go$2 = 1'b1;
        end
        sa_go$3 = 1'b0;
        if (sa_pick$3 & sa_out$0$valid & (sa_out$0$grant_index == in_port$3)) begin
            sa_go$3 = 1'b1;
        end
        if (sa_pick$3 & sa_out$1$valid & (sa_out$1$grant_index == in_port$3)) begin
            sa_go$3 = 1'b1;
        end
        if (sa_pick$3 & sa_out$2$valid & (sa_out$2$grant_index == in_port$3)) begin
            sa_go$3 = 1'b1;
        end
        if (sa_pick$3 & sa_out$3$valid & (sa_out$3$grant_index == in_port$3)) begin
            sa_go$3 = 1'b1;
        end
        if (sa_pick$3 & sa_out$4$valid & (sa_out$4$grant_index == in_port$3)) begin
            sa_go$3 = 1'b1;
        end
        sa_go$4 = 1'b0;
        if (sa_pick$4 & sa_out$0$valid & (sa_out$0$grant_index == in_port$4)) begin
            sa_go$4 = 1'b1;
        end
        if (sa_pick$4 & sa_out$1$valid & (sa_out$1$grant_index == in_port$4)) begin
            sa_go$4 = 1'b1;
        end
        if (sa_pick$4 & sa_out$2$valid & (sa_out$2$grant_index == in_port$4)) begin
            sa_go$4 = 1'b1;
        end
        if (sa_pick$4 & sa_out$3$valid & (sa_out$3$grant_index == in_port$4)) begin
            sa_go$4 = 1'b1;
        end
        if (sa_pick$4 & sa_out$4$valid & (sa_out$4$grant_index == in_port$4)) begin
            sa_go$4 = 1'b1;
        end
        sa_go$5 = 1'b0;
        if (sa_pick$5 & sa_out$0$valid & (sa_out$0$grant_index == in_port$5)) begin
            sa_go$5 = 1'b1;
        end
        if (sa_pick$5 & sa_out$1$valid & (sa_out$1$grant_index == in_port$5)) begin
            sa_go$5 = 1'b1;
        end
        if (sa_pick$5 & sa_out$2$valid & (sa_out$2$grant_index == in_port$5)) begin
            sa_go$5 = 1'b1;
        end
        if (sa_pick$5 & sa_out$3$valid & (sa_out$3$grant_index == in_port$5)) begin
            sa_go$5 = 1'b1;
        end
        if (sa_pick$5 & sa_out$4$valid & (sa_out$4$grant_index == in_port$5)) begin
            sa_go$5 = 1'b1;
        end
        sa_go$6 = 1'b0;
        if (sa_pick$6 & sa_out$0$valid & (sa_out$0$grant_index == in_port$6)) begin
            sa_go$6 = 1'b1;
        end
        if (sa_pick$6 & sa_out$1$valid & (sa_out$1$grant_index == in_port$6)) begin
            sa_go$6 = 1'b1;
        end
        if (sa_pick$6 & sa_out$2$valid & (sa_out$2$grant_index == in_port$6)) begin
            sa_go$6 = 1'b1;
        end
        if (sa_pick$6 & sa_out$3$valid & (sa_out$3$grant_index == in_port$6)) begin
            sa_go$6 = 1'b1;
        end
        if (sa_pick$6 & sa_out$4$valid & (sa_out$4$grant_index == in_port$6)) begin
            sa_go$6 = 1'b1;
        end
        sa_go$7 = 1'b0;
        if (sa_pick$7 & sa_out$0$valid & (sa_out$0$grant_index == in_port$7)) begin
            sa_go$7 = 1'b1;
        end
        if (sa_pick$7 & sa_out$1$valid & (sa_out$1$grant_index == in_port$7)) begin
            sa_go$7 = 1'b1;
        end
        if (sa_pick$7 & sa_out$2$valid & (sa_out$2$grant_index == in_port$7)) begin
            sa_go$7 = 1'b1;
        end
        if (sa_pick$7 & sa_out$3$valid & (sa_out$3$grant_index == in_port$7)) begin
            sa_go$7 = 1'b1;
        end
        if (sa_pick$7 & sa_out$4$valid & (sa_out$4$grant_index == in_port$7)) begin
            sa_go$7 = 1'b1;
        end
        sa_go$8 = 1'b0;
        if (sa_pick$8 & sa_out$0$valid & (sa_out$0$grant_index == in_port$8)) begin
            sa_go$8 = 1'b1;
        end
        if (sa_pick$8 & sa_out$1$valid & (sa_out$1$grant_index == in_port$8)) begin
            sa_go$8 = 1'b1;
        end
        if (sa_pick$8 & sa_out$2$valid & (sa_out$2$grant_index == in_port$8)) begin
            sa_go$8 = 1'b1;
        end
        if (sa_pick$8 & sa_out$3$valid & (sa_out$3$grant_index == in_port$8)) begin
            sa_go$8 = 1'b1;
        end
        if (sa_pick$8 & sa_out$4$valid & (sa_out$4$grant_index == in_port$8)) begin
            sa_go$8 = 1'b1;
        end
        sa_go$9 = 1'b0;
        if (sa_pick$9 & sa_out$0$valid & (sa_out$0$grant_index == in_port$9)) begin
            sa_go$9 = 1'b1;
        end
        if (sa_pick$9 & sa_out$1$valid & (sa_out$1$grant_index == in_port$9)) begin
            sa_go$9 = 1'b1;
        end
        if (sa_pick$9 & sa_out$2$valid & (sa_out$2$grant_index == in_port$9)) begin
            sa_go$9 = 1'b1;
        end
        if (sa_pick$9 & sa_out$3$valid & (sa_out$3$grant_index == in_port$9)) begin
            sa_go$9 = 1'b1;
        end
        if (sa_pick$9 & sa_out$4$valid & (sa_out$4$grant_index == in_port$9)) begin
            sa_go$9 = 1'b1;
        end
        if (va_won$0) begin
            state$0$d = 32'h2;
            held_vc$0$d = req_vc$0;
            if (req_vc$0 == 0) begin
                held_port$0$d = out_port_of$0;
                held_out_vc$0$d = out_vc_of$0;
            end
            if (req_vc$0 == 1) begin
                held_port$0$d = out_port_of$1;
                held_out_vc$0$d = out_vc_of$1;
            end
            if (req_vc$0 == 2) begin
                held_port$0$d = out_port_of$2;
                held_out_vc$0$d = out_vc_of$2;
            end
            if (req_vc$0 == 3) begin
                held_port$0$d = out_port_of$3;
                held_out_vc$0$d = out_vc_of$3;
            end
            if (req_vc$0 == 4) begin
                held_port$0$d = out_port_of$4;
                held_out_vc$0$d = out_vc_of$4;
            end
            if (req_vc$0 == 5) begin
                held_port$0$d = out_port_of$5;
                held_out_vc$0$d = out_vc_of$5;
            end
            if (req_vc$0 == 6) begin
                held_port$0$d = out_port_of$6;
                held_out_vc$0$d = out_vc_of$6;
            end
            if (req_vc$0 == 7) begin
                held_port$0$d = out_port_of$7;
                held_out_vc$0$d = out_vc_of$7;
            end
            if (req_vc$0 == 8) begin
                held_port$0$d = out_port_of$8;
                held_out_vc$0$d = out_vc_of$8;
            end
            if (req_vc$0 == 9) begin
                held_port$0$d = out_port_of$9;
                held_out_vc$0$d = out_vc_of$9;
            end
            granted_misses$0$d = req_misses$0;
            held_absorb$0$d = route_absorb$0$q;
        end
        if ((state$0$q == 32'h1) & ~va_won$0 & (refused$0$q != 32'hf)) begin
            refused$0$d = refused$0$q + 32'h1;
        end
        fifo$0$read = sa_go$0;
        if (sa_go$0 & fifo$0$front[32'h1]) begin
            state$0$d = 32'h0;
        end
        if (va_won$1) begin
            state$1$d = 32'h2;
            held_vc$1$d = req_vc$1;
            if (req_vc$1 == 0) begin
                held_port$1$d = out_port_of$0;
                held_out_vc$1$d = out_vc_of$0;
            end
            if (req_vc$1 == 1) begin
                held_port$1$d = out_port_of$1;
                held_out_vc$1$d = out_vc_of$1;
            end
            if (req_vc$1 == 2) begin
                held_port$1$d = out_port_of$2;
                held_out_vc$1$d = out_vc_of$2;
            end
            if (req_vc$1 == 3) begin
                held_port$1$d = out_port_of$3;
                held_out_vc$1$d = out_vc_of$3;
            end
            if (req_vc$1 == 4) begin
                held_port$1$d = out_port_of$4;
                held_out_vc$1$d = out_vc_of$4;
            end
            if (req_vc$1 == 5) begin
                held_port$1$d = out_port_of$5;
                held_out_vc$1$d = out_vc_of$5;
            end
            if (req_vc$1 == 6) begin
                held_port$1$d = out_port_of$6;
                held_out_vc$1$d = out_vc_of$6;
            end
            if (req_vc$1 == 7) begin
                held_port$1$d = out_port_of$7;
                held_out_vc$1$d = out_vc_of$7;
            end
            if (req_vc$1 == 8) begin
                held_port$1$d = out_port_of$8;
                held_out_vc$1$d = out_vc_of$8;
            end
            if (req_vc$1 == 9) begin
                held_port$1$d = out_port_of$9;
                held_out_vc$1$d = out_vc_of$9;
            end
            granted_misses$1$d = req_misses$1;
            held_absorb$1$d = route_absorb$1$q;
        end
        if ((state$1$q == 32'h1) & ~va_won$1 & (refused$1$q != 32'hf)) begin
            refused$1$d = refused$1$q + 32'h1;
        end
        fifo$1$read = sa_go$1;
        if (sa_go$1 & fifo$1$front[32'h1]) begin
            state$1$d = 32'h0;
        end
        if (va_won$2) begin
            state$2$d = 32'h2;
            held_vc$2$d = req_vc$2;
            if (req_vc$2 == 0) begin
                held_port$2$d = out_port_of$0;
                held_out_vc$2$d = out_vc_of$0;
            end
            if (req_vc$2 == 1) begin
                held_port$2$d = out_port_of$1;
                held_out_vc$2$d = out_vc_of$1;
            end
            if (req_vc$2 == 2) begin
                held_port$2$d = out_port_of$2;
                held_out_vc$2$d = out_vc_of$2;
            end
            if (req_vc$2 == 3) begin
                held_port$2$d = out_port_of$3;
                held_out_vc$2$d = out_vc_of$3;
            end
            if (req_vc$2 == 4) begin
                held_port$2$d = out_port_of$4;
                held_out_vc$2$d = out_vc_of$4;
            end
            if (req_vc$2 == 5) begin
                held_port$2$d = out_port_of$5;
                held_out_vc$2$d = out_vc_of$5;
            end
            if (req_vc$2 == 6) begin
                held_port$2$d = out_port_of$6;
                held_out_vc$2$d = out_vc_of$6;
            end
            if (req_vc$2 == 7) begin
                held_port$2$d = out_port_of$7;
                held_out_vc$2$d = out_vc_of$7;
            end
            if (req_vc$2 == 8) begin
                held_port$2$d = out_port_of$8;
                held_out_vc$2$d = out_vc_of$8;
            end
            if (req_vc$2 == 9) begin
                held_port$2$d = out_port_of$9;
                held_out_vc$2$d = out_vc_of$9;
            end
            granted_misses$2$d = req_misses$2;
            held_absorb$2$d = route_absorb$2$q;
        end
        if ((state$2$q == 32'h1) & ~va_won$2 & (refused$2$q != 32'hf)) begin
            refused$2$d = refused$2$q + 32'h1;
        end
        fifo$2$read = sa_go$2;
        if (sa_go$2 & fifo$2$front[32'h1]) begin
            state$2$d = 32'h0;
        end
        if (va_won$3) begin
            state$3$d = 32'h2;
            held_vc$3$d = req_vc$3;
            if (req_vc$3 == 0) begin
                held_port$3$d = out_port_of$0;
                held_out_vc$3$d = out_vc_of$0;
            end
            if (req_vc$3 == 1) begin
                held_port$3$d = out_port_of$1;
                held_out_vc$3$d = out_vc_of$1;
            end
            if (req_vc$3 == 2) begin
                held_port$3$d = out_port_of$2;
                held_out_vc$3$d = out_vc_of$2;
            end
            if (req_vc$3 == 3) begin
                held_port$3$d = out_port_of$3;
                held_out_vc$3$d = out_vc_of$3;
            end
            if (req_vc$3 == 4) begin
                held_port$3$d = out_port_of$4;
                held_out_vc$3$d = out_vc_of$4;
            end
            if (req_vc$3 == 5) begin
                held_port$3$d = out_port_of$5;
                held_out_vc$3$d = out_vc_of$5;
            end
            if (req_vc$3 == 6) begin
                held_port$3$d = out_port_of$6;
                held_out_vc$3$d = out_vc_of$6;
            end
            if (req_vc$3 == 7) begin
                held_port$3$d = out_port_of$7;
                held_out_vc$3$d = out_vc_of$7;
            end
            if (req_vc$3 == 8) begin
                held_port$3$d = out_port_of$8;
                held_out_vc$3$d = out_vc_of$8;
            end
            if (req_vc$3 == 9) begin
                held_port$3$d = out_port_of$9;
                held_out_vc$3$d = out_vc_of$9;
            end
            granted_misses$3$d = req_misses$3;
            held_absorb$3$d = route_absorb$3$q;
        end
        if ((state$3$q == 32'h1) & ~va_won$3 & (refused$3$q != 32'hf)) begin
            refused$3$d = refused$3$q + 32'h1;
        end
        fifo$3$read = sa_go$3;
        if (sa_go$3 & fifo$3$front[32'h1]) begin
            state$3$d = 32'h0;
        end
        if (va_won$4) begin
            state$4$d = 32'h2;
            held_vc$4$d = req_vc$4;
            if (req_vc$4 == 0) begin
                held_port$4$d = out_port_of$0;
                held_out_vc$4$d = out_vc_of$0;
            end
            if (req_vc$4 == 1) begin
                held_port$4$d = out_port_of$1;
                held_out_vc$4$d = out_vc_of$1;
            end
            if (req_vc$4 == 2) begin
                held_port$4$d = out_port_of$2;
                held_out_vc$4$d = out_vc_of$2;
            end
            if (req_vc$4 == 3) begin
                held_port$4$d = out_port_of$3;
                held_out_vc$4$d = out_vc_of$3;
            end
            if (req_vc$4 == 4) begin
                held_port$4$d = out_port_of$4;
                held_out_vc$4$d = out_vc_of$4;
            end
            if (req_vc$4 == 5) begin
                held_port$4$d = out_port_of$5;
                held_out_vc$4$d = out_vc_of$5;
            end
            if (req_vc$4 == 6) begin
                held_port$4$d = out_port_of$6;
                held_out_vc$4$d = out_vc_of$6;
            end
            if (req_vc$4 == 7) begin
                held_port$4$d = out_port_of$7;
                held_out_vc$4$d = out_vc_of$7;
            end
            if (req_vc$4 == 8) begin
                held_port$4$d = out_port_of$8;
                held_out_vc$4$d = out_vc_of$8;
            end
            if (req_vc$4 == 9) begin
                held_port$4$d = out_port_of$9;
                held_out_vc$4$d = out_vc_of$9;
            end
            granted_misses$4$d = req_misses$4;
            held_absorb$4$d = route_absorb$4$q;
        end
        if ((state$4$q == 32'h1) & ~va_won$4 & (refused$4$q != 32'hf)) begin
            refused$4$d = refused$4$q + 32'h1;
        end
        fifo$4$read = sa_go$4;
        if (sa_go$4 & fifo$4$front[32'h1]) begin
            state$4$d = 32'h0;
        end
        if (va_won$5) begin
            state$5$d = 32'h2;
            held_vc$5$d = req_vc$5;
            if (req_vc$5 == 0) begin
                held_port$5$d = out_port_of$0;
                held_out_vc$5$d = out_vc_of$0;
            end
            if (req_vc$5 == 1) begin
                held_port$5$d = out_port_of$1;
                held_out_vc$5$d = out_vc_of$1;
            end
            if (req_vc$5 == 2) begin
                held_port$5$d = out_port_of$2;
                held_out_vc$5$d = out_vc_of$2;
            end
            if (req_vc$5 == 3) begin
                held_port$5$d = out_port_of$3;
                held_out_vc$5$d = out_vc_of$3;
            end
            if (req_vc$5 == 4) begin
                held_port$5$d = out_port_of$4;
                held_out_vc$5$d = out_vc_of$4;
            end
            if (req_vc$5 == 5) begin
                held_port$5$d = out_port_of$5;
                held_out_vc$5$d = out_vc_of$5;
            end
            if (req_vc$5 == 6) begin
                held_port$5$d = out_port_of$6;
                held_out_vc$5$d = out_vc_of$6;
            end
            if (req_vc$5 == 7) begin
                held_port$5$d = out_port_of$7;
                held_out_vc$5$d = out_vc_of$7;
            end
            if (req_vc$5 == 8) begin
                held_port$5$d = out_port_of$8;
                held_out_vc$5$d = out_vc_of$8;
            end
            if (req_vc$5 == 9) begin
                held_port$5$d = out_port_of$9;
                held_out_vc$5$d = out_vc_of$9;
            end
            granted_misses$5$d = req_misses$5;
            held_absorb$5$d = route_absorb$5$q;
        end
        if ((state$5$q == 32'h1) & ~va_won$5 & (refused$5$q != 32'hf)) begin
            refused$5$d = refused$5$q + 32'h1;
        end
        fifo$5$read = sa_go$5;
        if (sa_go$5 & fifo$5$front[32'h1]) begin
            state$5$d = 32'h0;
        end
        if (va_won$6) begin
            state$6$d = 32'h2;
            held_vc$6$d = req_vc$6;
            if (req_vc$6 == 0) begin
                held_port$6$d = out_port_of$0;
                held_out_vc$6$d = out_vc_of$0;
            end
            if (req_vc$6 == 1) begin
                held_port$6$d = out_port_of$1;
                held_out_vc$6$d = out_vc_of$1;
            end
            if (req_vc$6 == 2) begin
                held_port$6$d = out_port_of$2;
                held_out_vc$6$d = out_vc_of$2;
            end
            if (req_vc$6 == 3) begin
                held_port$6$d = out_port_of$3;
                held_out_vc$6$d = out_vc_of$3;
            end
            if (req_vc$6 == 4) begin
                held_port$6$d = out_port_of$4;
                held_out_vc$6$d = out_vc_of$4;
            end
            if (req_vc$6 == 5) begin
                held_port$6$d = out_port_of$5;
                held_out_vc$6$d = out_vc_of$5;
            end
            if (req_vc$6 == 6) begin
                held_port$6$d = out_port_of$6;
                held_out_vc$6$d = out_vc_of$6;
            end
            if (req_vc$6 == 7) begin
                held_port$6$d = out_port_of$7;
                held_out_vc$6$d = out_vc_of$7;
            end
            if (req_vc$6 == 8) begin
                held_port$6$d = out_port_of$8;
                held_out_vc$6$d = out_vc_of$8;
            end
            if (req_vc$6 == 9) begin
                held_port$6$d = out_port_of$9;
                held_out_vc$6$d = out_vc_of$9;
            end
            granted_misses$6$d = req_misses$6;
            held_absorb$6$d = route_absorb$6$q;
        end
        if ((state$6$q == 32'h1) & ~va_won$6 & (refused$6$q != 32'hf)) begin
            refused$6$d = refused$6$q + 32'h1;
        end
        fifo$6$read = sa_go$6;
        if (sa_go$6 & fifo$6$front[32'h1]) begin
            state$6$d = 32'h0;
        end
        if (va_won$7) begin
            state$7$d = 32'h2;
            held_vc$7$d = req_vc$7;
            if (req_vc$7 == 0) begin
                held_port$7$d = out_port_of$0;
                held_out_vc$7$d = out_vc_of$0;
            end
            if (req_vc$7 == 1) begin
                held_port$7$d = out_port_of$1;
                held_out_vc$7$d = out_vc_of$1;
            end
            if (req_vc$7 == 2) begin
                held_port$7$d = out_port_of$2;
                held_out_vc$7$d = out_vc_of$2;
            end
            if (req_vc$7 == 3) begin
                held_port$7$d = out_port_of$3;
                held_out_vc$7$d = out_vc_of$3;
            end
            if (req_vc$7 == 4) begin
                held_port$7$d = out_port_of$4;
                held_out_vc$7$d = out_vc_of$4;
            end
            if (req_vc$7 == 5) begin
                held_port$7$d = out_port_of$5;
                held_out_vc$7$d = out_vc_of$5;
            end
            if (req_vc$7 == 6) begin
                held_port$7$d = out_port_of$6;
                held_out_vc$7$d = out_vc_of$6;
            end
            if (req_vc$7 == 7) begin
                held_port$7$d = out_port_of$7;
                held_out_vc$7$d = out_vc_of$7;
            end
            if (req_vc$7 == 8) begin
                held_port$7$d = out_port_of$8;
                held_out_vc$7$d = out_vc_of$8;
            end
            if (req_vc$7 == 9) begin
                held_port$7$d = out_port_of$9;
                held_out_vc$7$d = out_vc_of$9;
            end
            granted_misses$7$d = req_misses$7;
            held_absorb$7$d = route_absorb$7$q;
        end
        if ((state$7$q == 32'h1) & ~va_won$7 & (refused$7$q != 32'hf)) begin
            refused$7$d = refused$7$q + 32'h1;
        end
        fifo$7$read = sa_go$7;
        if (sa_go$7 & fifo$7$front[32'h1]) begin
            state$7$d = 32'h0;
        end
        if (va_won$8) begin
            state$8$d = 32'h2;
            held_vc$8$d = req_vc$8;
            if (req_vc$8 == 0) begin
                held_port$8$d = out_port_of$0;
                held_out_vc$8$d = out_vc_of$0;
            end
            if (req_vc$8 == 1) begin
                held_port$8$d = out_port_of$1;
                held_out_vc$8$d = out_vc_of$1;
            end
            if (req_vc$8 == 2) begin
                held_port$8$d = out_port_of$2;
                held_out_vc$8$d = out_vc_of$2;
            end
            if (req_vc$8 == 3) begin
                held_port$8$d = out_port_of$3;
                held_out_vc$8$d = out_vc_of$3;
            end
            if (req_vc$8 == 4) begin
                held_port$8$d = out_port_of$4;
                held_out_vc$8$d = out_vc_of$4;
            end
            if (req_vc$8 == 5) begin
                held_port$8$d = out_port_of$5;
                held_out_vc$8$d = out_vc_of$5;
            end
            if (req_vc$8 == 6) begin
                held_port$8$d = out_port_of$6;
                held_out_vc$8$d = out_vc_of$6;
            end
            if (req_vc$8 == 7) begin
                held_port$8$d = out_port_of$7;
                held_out_vc$8$d = out_vc_of$7;
            end
            if (req_vc$8 == 8) begin
                held_port$8$d = out_port_of$8;
                held_out_vc$8$d = out_vc_of$8;
            end
            if (req_vc$8 == 9) begin
                held_port$8$d = out_port_of$9;
                held_out_vc$8$d = out_vc_of$9;
            end
            granted_misses$8$d = req_misses$8;
            held_absorb$8$d = route_absorb$8$q;
        end
        if ((state$8$q == 32'h1) & ~va_won$8 & (refused$8$q != 32'hf)) begin
            refused$8$d = refused$8$q + 32'h1;
        end
        fifo$8$read = sa_go$8;
        if (sa_go$8 & fifo$8$front[32'h1]) begin
            state$8$d = 32'h0;
        end
        if (va_won$9) begin
            state$9$d = 32'h2;
            held_vc$9$d = req_vc$9;
            if (req_vc$9 == 0) begin
                held_port$9$d = out_port_of$0;
                held_out_vc$9$d = out_vc_of$0;
            end
            if (req_vc$9 == 1) begin
                held_port$9$d = out_port_of$1;
                held_out_vc$9$d = out_vc_of$1;
            end
            if (req_vc$9 == 2) begin
                held_port$9$d = out_port_of$2;
                held_out_vc$9$d = out_vc_of$2;
            end
            if (req_vc$9 == 3) begin
                held_port$9$d = out_port_of$3;
                held_out_vc$9$d = out_vc_of$3;
            end
            if (req_vc$9 == 4) begin
                held_port$9$d = out_port_of$4;
                held_out_vc$9$d = out_vc_of$4;
            end
            if (req_vc$9 == 5) begin
                held_port$9$d = out_port_of$5;
                held_out_vc$9$d = out_vc_of$5;
            end
            if (req_vc$9 == 6) begin
                held_port$9$d = out_port_of$6;
                held_out_vc$9$d = out_vc_of$6;
            end
            if (req_vc$9 == 7) begin
                held_port$9$d = out_port_of$7;
                held_out_vc$9$d = out_vc_of$7;
            end
            if (req_vc$9 == 8) begin
                held_port$9$d = out_port_of$8;
                held_out_vc$9$d = out_vc_of$8;
            end
            if (req_vc$9 == 9) begin
                held_port$9$d = out_port_of$9;
                held_out_vc$9$d = out_vc_of$9;
            end
            granted_misses$9$d = req_misses$9;
            held_absorb$9$d = route_absorb$9$q;
        end
        if ((state$9$q == 32'h1) & ~va_won$9 & (refused$9$q != 32'hf)) begin
            refused$9$d = refused$9$q + 32'h1;
        end
        fifo$9$read = sa_go$9;
        if (sa_go$9 & fifo$9$front[32'h1]) begin
            state$9$d = 32'h0;
        end
        if (va_won$0 & (req_vc$0 == 0)) begin
            owned$0$d = 1'b1;
        end
        if (sa_go$0 & (held_vc$0$q == 0) & fifo$0$front[32'h1]) begin
            owned$0$d = 1'b0;
        end
        if (va_won$1 & (req_vc$1 == 0)) begin
            owned$0$d = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 0) & fifo$1$front[32'h1]) begin
            owned$0$d = 1'b0;
        end
        if (va_won$2 & (req_vc$2 == 0)) begin
            owned$0$d = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 0) & fifo$2$front[32'h1]) begin
            owned$0$d = 1'b0;
        end
        if (va_won$3 & (req_vc$3 == 0)) begin
            owned$0$d = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 0) & fifo$3$front[32'h1]) begin
            owned$0$d = 1'b0;
        end
        if (va_won$4 & (req_vc$4 == 0)) begin
            owned$0$d = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 0) & fifo$4$front[32'h1]) begin
            owned$0$d = 1'b0;
        end
        if (va_won$5 & (req_vc$5 == 0)) begin
            owned$0$d = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 0) & fifo$5$front[32'h1]) begin
            owned$0$d = 1'b0;
        end
        if (va_won$6 & (req_vc$6 == 0)) begin
            owned$0$d = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 0) & fifo$6$front[32'h1]) begin
            owned$0$d = 1'b0;
        end
        if (va_won$7 & (req_vc$7 == 0)) begin
            owned$0$d = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 0) & fifo$7$front[32'h1]) begin
            owned$0$d = 1'b0;
        end
        if (va_won$8 & (req_vc$8 == 0)) begin
            owned$0$d = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 0) & fifo$8$front[32'h1]) begin
            owned$0$d = 1'b0;
        end
        if (va_won$9 & (req_vc$9 == 0)) begin
            owned$0$d = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 0) & fifo$9$front[32'h1]) begin
            owned$0$d = 1'b0;
        end
        if (va_won$0 & (req_vc$0 == 1)) begin
            owned$1$d = 1'b1;
        end
        if (sa_go$0 & (held_vc$0$q == 1) & fifo$0$front[32'h1]) begin
            owned$1$d = 1'b0;
        end
        if (va_won$1 & (req_vc$1 == 1)) begin
            owned$1$d = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 1) & fifo$1$front[32'h1]) begin
            owned$1$d = 1'b0;
        end
        if (va_won$2 & (req_vc$2 == 1)) begin
            owned$1$d = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 1) & fifo$2$front[32'h1]) begin
            owned$1$d = 1'b0;
        end
        if (va_won$3 & (req_vc$3 == 1)) begin
            owned$1$d = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 1) & fifo$3$front[32'h1]) begin
            owned$1$d = 1'b0;
        end
        if (va_won$4 & (req_vc$4 == 1)) begin
            owned$1$d = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 1) & fifo$4$front[32'h1]) begin
            owned$1$d = 1'b0;
        end
        if (va_won$5 & (req_vc$5 == 1)) begin
            owned$1$d = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 1) & fifo$5$front[32'h1]) begin
            owned$1$d = 1'b0;
        end
        if (va_won$6 & (req_vc$6 == 1)) begin
            owned$1$d = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 1) & fifo$6$front[32'h1]) begin
            owned$1$d = 1'b0;
        end
        if (va_won$7 & (req_vc$7 == 1)) begin
            owned$1$d = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 1) & fifo$7$front[32'h1]) begin
            owned$1$d = 1'b0;
        end
        if (va_won$8 & (req_vc$8 == 1)) begin
            owned$1$d = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 1) & fifo$8$front[32'h1]) begin
            owned$1$d = 1'b0;
        end
        if (va_won$9 & (req_vc$9 == 1)) begin
            owned$1$d = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 1) & fifo$9$front[32'h1]) begin
            owned$1$d = 1'b0;
        end
        if (va_won$0 & (req_vc$0 == 2)) begin
            owned$2$d = 1'b1;
        end
        if (sa_go$0 & (held_vc$0$q == 2) & fifo$0$front[32'h1]) begin
            owned$2$d = 1'b0;
        end
        if (va_won$1 & (req_vc$1 == 2)) begin
            owned$2$d = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 2) & fifo$1$front[32'h1]) begin
            owned$2$d = 1'b0;
        end
        if (va_won$2 & (req_vc$2 == 2)) begin
            owned$2$d = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 2) & fifo$2$front[32'h1]) begin
            owned$2$d = 1'b0;
        end
        if (va_won$3 & (req_vc$3 == 2)) begin
            owned$2$d = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 2) & fifo$3$front[32'h1]) begin
            owned$2$d = 1'b0;
        end
        if (va_won$4 & (req_vc$4 == 2)) begin
            owned$2$d = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 2) & fifo$4$front[32'h1]) begin
            owned$2$d = 1'b0;
        end
        if (va_won$5 & (req_vc$5 == 2)) begin
            owned$2$d = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 2) & fifo$5$front[32'h1]) begin
            owned$2$d = 1'b0;
        end
        if (va_won$6 & (req_vc$6 == 2)) begin
            owned$2$d = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 2) & fifo$6$front[32'h1]) begin
            owned$2$d = 1'b0;
        end
        if (va_won$7 & (req_vc$7 == 2)) begin
            owned$2$d = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 2) & fifo$7$front[32'h1]) begin
            owned$2$d = 1'b0;
        end
        if (va_won$8 & (req_vc$8 == 2)) begin
            owned$2$d = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 2) & fifo$8$front[32'h1]) begin
            owned$2$d = 1'b0;
        end
        if (va_won$9 & (req_vc$9 == 2)) begin
            owned$2$d = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 2) & fifo$9$front[32'h1]) begin
            owned$2$d = 1'b0;
        end
        if (va_won$0 & (req_vc$0 == 3)) begin
            owned$3$d = 1'b1;
        end
        if (sa_go$0 & (held_vc$0$q == 3) & fifo$0$front[32'h1]) begin
            owned$3$d = 1'b0;
        end
        if (va_won$1 & (req_vc$1 == 3)) begin
            owned$3$d = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 3) & fifo$1$front[32'h1]) begin
            owned$3$d = 1'b0;
        end
        if (va_won$2 & (req_vc$2 == 3)) begin
            owned$3$d = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 3) & fifo$2$front[32'h1]) begin
            owned$3$d = 1'b0;
        end
        if (va_won$3 & (req_vc$3 == 3)) begin
            owned$3$d = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 3) & fifo$3$front[32'h1]) begin
            owned$3$d = 1'b0;
        end
        if (va_won$4 & (req_vc$4 == 3)) begin
            owned$3$d = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 3) & fifo$4$front[32'h1]) begin
            owned$3$d = 1'b0;
        end
        if (va_won$5 & (req_vc$5 == 3)) begin
            owned$3$d = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 3) & fifo$5$front[32'h1]) begin
            owned$3$d = 1'b0;
        end
        if (va_won$6 & (req_vc$6 == 3)) begin
            owned$3$d = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 3) & fifo$6$front[32'h1]) begin
            owned$3$d = 1'b0;
        end
        if (va_won$7 & (req_vc$7 == 3)) begin
            owned$3$d = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 3) & fifo$7$front[32'h1]) begin
            owned$3$d = 1'b0;
        end
        if (va_won$8 & (req_vc$8 == 3)) begin
            owned$3$d = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 3) & fifo$8$front[32'h1]) begin
            owned$3$d = 1'b0;
        end
        if (va_won$9 & (req_vc$9 == 3)) begin
            owned$3$d = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 3) & fifo$9$front[32'h1]) begin
            owned$3$d = 1'b0;
        end
        if (va_won$0 & (req_vc$0 == 4)) begin
            owned$4$d = 1'b1;
        end
        if (sa_go$0 & (held_vc$0$q == 4) & fifo$0$front[32'h1]) begin
            owned$4$d = 1'b0;
        end
        if (va_won$1 & (req_vc$1 == 4)) begin
            owned$4$d = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 4) & fifo$1$front[32'h1]) begin
            owned$4$d = 1'b0;
        end
        if (va_won$2 & (req_vc$2 == 4)) begin
            owned$4$d = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 4) & fifo$2$front[32'h1]) begin
            owned$4$d = 1'b0;
        end
        if (va_won$3 & (req_vc$3 == 4)) begin
            owned$4$d = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 4) & fifo$3$front[32'h1]) begin
            owned$4$d = 1'b0;
        end
        if (va_won$4 & (req_vc$4 == 4)) begin
            owned$4$d = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 4) & fifo$4$front[32'h1]) begin
            owned$4$d = 1'b0;
        end
        if (va_won$5 & (req_vc$5 == 4)) begin
            owned$4$d = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 4) & fifo$5$front[32'h1]) begin
            owned$4$d = 1'b0;
        end
        if (va_won$6 & (req_vc$6 == 4)) begin
            owned$4$d = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 4) & fifo$6$front[32'h1]) begin
            owned$4$d = 1'b0;
        end
        if (va_won$7 & (req_vc$7 == 4)) begin
            owned$4$d = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 4) & fifo$7$front[32'h1]) begin
            owned$4$d = 1'b0;
        end
        if (va_won$8 & (req_vc$8 == 4)) begin
            owned$4$d = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 4) & fifo$8$front[32'h1]) begin
            owned$4$d = 1'b0;
        end
        if (va_won$9 & (req_vc$9 == 4)) begin
            owned$4$d = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 4) & fifo$9$front[32'h1]) begin
            owned$4$d = 1'b0;
        end
        if (va_won$0 & (req_vc$0 == 5)) begin
            owned$5$d = 1'b1;
        end
        if (sa_go$0 & (held_vc$0$q == 5) & fifo$0$front[32'h1]) begin
            owned$5$d = 1'b0;
        end
        if (va_won$1 & (req_vc$1 == 5)) begin
            owned$5$d = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 5) & fifo$1$front[32'h1]) begin
            owned$5$d = 1'b0;
        end
        if (va_won$2 & (req_vc$2 == 5)) begin
            owned$5$d = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 5) & fifo$2$front[32'h1]) begin
            owned$5$d = 1'b0;
        end
        if (va_won$3 & (req_vc$3 == 5)) begin
            owned$5$d = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 5) & fifo$3$front[32'h1]) begin
            owned$5$d = 1'b0;
        end
        if (va_won$4 & (req_vc$4 == 5)) begin
            owned$5$d = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 5) & fifo$4$front[32'h1]) begin
            owned$5$d = 1'b0;
        end
        if (va_won$5 & (req_vc$5 == 5)) begin
            owned$5$d = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 5) & fifo$5$front[32'h1]) begin
            owned$5$d = 1'b0;
        end
        if (va_won$6 & (req_vc$6 == 5)) begin
            owned$5$d = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 5) & fifo$6$front[32'h1]) begin
            owned$5$d = 1'b0;
        end
        if (va_won$7 & (req_vc$7 == 5)) begin
            owned$5$d = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 5) & fifo$7$front[32'h1]) begin
            owned$5$d = 1'b0;
        end
        if (va_won$8 & (req_vc$8 == 5)) begin
            owned$5$d = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 5) & fifo$8$front[32'h1]) begin
            owned$5$d = 1'b0;
        end
        if (va_won$9 & (req_vc$9 == 5)) begin
            owned$5$d = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 5) & fifo$9$front[32'h1]) begin
            owned$5$d = 1'b0;
        end
        if (va_won$0 & (req_vc$0 == 6)) begin
            owned$6$d = 1'b1;
        end
        if (sa_go$0 & (held_vc$0$q == 6) & fifo$0$front[32'h1]) begin
            owned$6$d = 1'b0;
        end
        if (va_won$1 & (req_vc$1 == 6)) begin
            owned$6$d = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 6) & fifo$1$front[32'h1]) begin
            owned$6$d = 1'b0;
        end
        if (va_won$2 & (req_vc$2 == 6)) begin
            owned$6$d = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 6) & fifo$2$front[32'h1]) begin
            owned$6$d = 1'b0;
        end
        if (va_won$3 & (req_vc$3 == 6)) begin
            owned$6$d = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 6) & fifo$3$front[32'h1]) begin
            owned$6$d = 1'b0;
        end
        if (va_won$4 & (req_vc$4 == 6)) begin
            owned$6$d = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 6) & fifo$4$front[32'h1]) begin
            owned$6$d = 1'b0;
        end
        if (va_won$5 & (req_vc$5 == 6)) begin
            owned$6$d = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 6) & fifo$5$front[32'h1]) begin
            owned$6$d = 1'b0;
        end
        if (va_won$6 & (req_vc$6 == 6)) begin
            owned$6$d = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 6) & fifo$6$front[32'h1]) begin
            owned$6$d = 1'b0;
        end
        if (va_won$7 & (req_vc$7 == 6)) begin
            owned$6$d = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 6) & fifo$7$front[32'h1]) begin
            owned$6$d = 1'b0;
        end
        if (va_won$8 & (req_vc$8 == 6)) begin
            owned$6$d = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 6) & fifo$8$front[32'h1]) begin
            owned$6$d = 1'b0;
        end
        if (va_won$9 & (req_vc$9 == 6)) begin
            owned$6$d = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 6) & fifo$9$front[32'h1]) begin
            owned$6$d = 1'b0;
        end
        if (va_won$0 & (req_vc$0 == 7)) begin
            owned$7$d = 1'b1;
        end
        if (sa_go$0 & (held_vc$0$q == 7) & fifo$0$front[32'h1]) begin
            owned$7$d = 1'b0;
        end
        if (va_won$1 & (req_vc$1 == 7)) begin
            owned$7$d = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 7) & fifo$1$front[32'h1]) begin
            owned$7$d = 1'b0;
        end
        if (va_won$2 & (req_vc$2 == 7)) begin
            owned$7$d = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 7) & fifo$2$front[32'h1]) begin
            owned$7$d = 1'b0;
        end
        if (va_won$3 & (req_vc$3 == 7)) begin
            owned$7$d = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 7) & fifo$3$front[32'h1]) begin
            owned$7$d = 1'b0;
        end
        if (va_won$4 & (req_vc$4 == 7)) begin
            owned$7$d = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 7) & fifo$4$front[32'h1]) begin
            owned$7$d = 1'b0;
        end
        if (va_won$5 & (req_vc$5 == 7)) begin
            owned$7$d = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 7) & fifo$5$front[32'h1]) begin
            owned$7$d = 1'b0;
        end
        if (va_won$6 & (req_vc$6 == 7)) begin
            owned$7$d = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 7) & fifo$6$front[32'h1]) begin
            owned$7$d = 1'b0;
        end
        if (va_won$7 & (req_vc$7 == 7)) begin
            owned$7$d = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 7) & fifo$7$front[32'h1]) begin
            owned$7$d = 1'b0;
        end
        if (va_won$8 & (req_vc$8 == 7)) begin
            owned$7$d = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 7) & fifo$8$front[32'h1]) begin
            owned$7$d = 1'b0;
        end
        if (va_won$9 & (req_vc$9 == 7)) begin
            owned$7$d = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 7) & fifo$9$front[32'h1]) begin
            owned$7$d = 1'b0;
        end
        if (va_won$0 & (req_vc$0 == 8)) begin
            owned$8$d = 1'b1;
        end
        if (sa_go$0 & (held_vc$0$q == 8) & fifo$0$front[32'h1]) begin
            owned$8$d = 1'b0;
        end
        if (va_won$1 & (req_vc$1 == 8)) begin
            owned$8$d = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 8) & fifo$1$front[32'h1]) begin
            owned$8$d = 1'b0;
        end
        if (va_won$2 & (req_vc$2 == 8)) begin
            owned$8$d = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 8) & fifo$2$front[32'h1]) begin
            owned$8$d = 1'b0;
        end
        if (va_won$3 & (req_vc$3 == 8)) begin
            owned$8$d = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 8) & fifo$3$front[32'h1]) begin
            owned$8$d = 1'b0;
        end
        if (va_won$4 & (req_vc$4 == 8)) begin
            owned$8$d = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 8) & fifo$4$front[32'h1]) begin
            owned$8$d = 1'b0;
        end
        if (va_won$5 & (req_vc$5 == 8)) begin
            owned$8$d = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 8) & fifo$5$front[32'h1]) begin
            owned$8$d = 1'b0;
        end
        if (va_won$6 & (req_vc$6 == 8)) begin
            owned$8$d = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 8) & fifo$6$front[32'h1]) begin
            owned$8$d = 1'b0;
        end
        if (va_won$7 & (req_vc$7 == 8)) begin
            owned$8$d = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 8) & fifo$7$front[32'h1]) begin
            owned$8$d = 1'b0;
        end
        if (va_won$8 & (req_vc$8 == 8)) begin
            owned$8$d = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 8) & fifo$8$front[32'h1]) begin
            owned$8$d = 1'b0;
        end
        if (va_won$9 & (req_vc$9 == 8)) begin
            owned$8$d = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 8) & fifo$9$front[32'h1]) begin
            owned$8$d = 1'b0;
        end
        if (va_won$0 & (req_vc$0 == 9)) begin
            owned$9$d = 1'b1;
        end
        if (sa_go$0 & (held_vc$0$q == 9) & fifo$0$front[32'h1]) begin
            owned$9$d = 1'b0;
        end
        if (va_won$1 & (req_vc$1 == 9)) begin
            owned$9$d = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 9) & fifo$1$front[32'h1]) begin
            owned$9$d = 1'b0;
        end
        if (va_won$2 & (req_vc$2 == 9)) begin
            owned$9$d = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 9) & fifo$2$front[32'h1]) begin
            owned$9$d = 1'b0;
        end
        if (va_won$3 & (req_vc$3 == 9)) begin
            owned$9$d = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 9) & fifo$3$front[32'h1]) begin
            owned$9$d = 1'b0;
        end
        if (va_won$4 & (req_vc$4 == 9)) begin
            owned$9$d = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 9) & fifo$4$front[32'h1]) begin
            owned$9$d = 1'b0;
        end
        if (va_won$5 & (req_vc$5 == 9)) begin
            owned$9$d = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 9) & fifo$5$front[32'h1]) begin
            owned$9$d = 1'b0;
        end
        if (va_won$6 & (req_vc$6 == 9)) begin
            owned$9$d = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 9) & fifo$6$front[32'h1]) begin
            owned$9$d = 1'b0;
        end
        if (va_won$7 & (req_vc$7 == 9)) begin
            owned$9$d = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 9) & fifo$7$front[32'h1]) begin
            owned$9$d = 1'b0;
        end
        if (va_won$8 & (req_vc$8 == 9)) begin
            owned$9$d = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 9) & fifo$8$front[32'h1]) begin
            owned$9$d = 1'b0;
        end
        if (va_won$9 & (req_vc$9 == 9)) begin
            owned$9$d = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 9) & fifo$9$front[32'h1]) begin
            owned$9$d = 1'b0;
        end
        found = 1'b0;
        if ((out_port_of$0 == 0) & credit_in_valid[0] & (credit_in_vc$0 == out_vc_of$0) & ~sink$0) begin
            found = 1'b1;
        end
        if ((out_port_of$0 == 1) & credit_in_valid[1] & (credit_in_vc$1 == out_vc_of$0) & ~sink$0) begin
            found = 1'b1;
        end
        if ((out_port_of$0 == 2) & credit_in_valid[2] & (credit_in_vc$2 == out_vc_of$0) & ~sink$0) begin
            found = 1'b1;
        end
        if ((out_port_of$0 == 3) & credit_in_valid[3] & (credit_in_vc$3 == out_vc_of$0) & ~sink$0) begin
            found = 1'b1;
        end
        if ((out_port_of$0 == 4) & credit_in_valid[4] & (credit_in_vc$4 == out_vc_of$0) & ~sink$0) begin
            found = 1'b1;
        end
        sent = 1'b0;
        if (sa_go$0 & (held_vc$0$q == 0) & ~sink$0) begin
            sent = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 0) & ~sink$0) begin
            sent = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 0) & ~sink$0) begin
            sent = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 0) & ~sink$0) begin
            sent = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 0) & ~sink$0) begin
            sent = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 0) & ~sink$0) begin
            sent = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 0) & ~sink$0) begin
            sent = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 0) & ~sink$0) begin
            sent = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 0) & ~sink$0) begin
            sent = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 0) & ~sink$0) begin
            sent = 1'b1;
        end
        if (found & ~sent) begin
            credits$0$d = credits$0$q + 32'h1;
        end
        if (sent & ~found) begin
            credits$0$d = credits$0$q - 32'h1;
        end
        found = 1'b0;
        if ((out_port_of$1 == 0) & credit_in_valid[0] & (credit_in_vc$0 == out_vc_of$1) & ~sink$1) begin
            found = 1'b1;
        end
        if ((out_port_of$1 == 1) & credit_in_valid[1] & (credit_in_vc$1 == out_vc_of$1) & ~sink$1) begin
            found = 1'b1;
        end
        if ((out_port_of$1 == 2) & credit_in_valid[2] & (credit_in_vc$2 == out_vc_of$1) & ~sink$1) begin
            found = 1'b1;
        end
        if ((out_port_of$1 == 3) & credit_in_valid[3] & (credit_in_vc$3 == out_vc_of$1) & ~sink$1) begin
            found = 1'b1;
        end
        if ((out_port_of$1 == 4) & credit_in_valid[4] & (credit_in_vc$4 == out_vc_of$1) & ~sink$1) begin
            found = 1'b1;
        end
        sent = 1'b0;
        if (sa_go$0 & (held_vc$0$q == 1) & ~sink$1) begin
            sent = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 1) & ~sink$1) begin
            sent = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 1) & ~sink$1) begin
            sent = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 1) & ~sink$1) begin
            sent = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 1) & ~sink$1) begin
            sent = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 1) & ~sink$1) begin
            sent = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 1) & ~sink$1) begin
            sent = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 1) & ~sink$1) begin
            sent = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 1) & ~sink$1) begin
            sent = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 1) & ~sink$1) begin
            sent = 1'b1;
        end
        if (found & ~sent) begin
            credits$1$d = credits$1$q + 32'h1;
        end
        if (sent & ~found) begin
            credits$1$d = credits$1$q - 32'h1;
        end
        found = 1'b0;
        if ((out_port_of$2 == 0) & credit_in_valid[0] & (credit_in_vc$0 == out_vc_of$2) & ~sink$2) begin
            found = 1'b1;
        end
        if ((out_port_of$2 == 1) & credit_in_valid[1] & (credit_in_vc$1 == out_vc_of$2) & ~sink$2) begin
            found = 1'b1;
        end
        if ((out_port_of$2 == 2) & credit_in_valid[2] & (credit_in_vc$2 == out_vc_of$2) & ~sink$2) begin
            found = 1'b1;
        end
        if ((out_port_of$2 == 3) & credit_in_valid[3] & (credit_in_vc$3 == out_vc_of$2) & ~sink$2) begin
            found = 1'b1;
        end
        if ((out_port_of$2 == 4) & credit_in_valid[4] & (credit_in_vc$4 == out_vc_of$2) & ~sink$2) begin
            found = 1'b1;
        end
        sent = 1'b0;
        if (sa_go$0 & (held_vc$0$q == 2) & ~sink$2) begin
            sent = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 2) & ~sink$2) begin
            sent = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 2) & ~sink$2) begin
            sent = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 2) & ~sink$2) begin
            sent = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 2) & ~sink$2) begin
            sent = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 2) & ~sink$2) begin
            sent = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 2) & ~sink$2) begin
            sent = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 2) & ~sink$2) begin
            sent = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 2) & ~sink$2) begin
            sent = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 2) & ~sink$2) begin
            sent = 1'b1;
        end
        if (found & ~sent) begin
            credits$2$d = credits$2$q + 32'h1;
        end
        if (sent & ~found) begin
            credits$2$d = credits$2$q - 32'h1;
        end
        found = 1'b0;
        if ((out_port_of$3 == 0) & credit_in_valid[0] & (credit_in_vc$0 == out_vc_of$3) & ~sink$3) begin
            found = 1'b1;
        end
        if ((out_port_of$3 == 1) & credit_in_valid[1] & (credit_in_vc$1 == out_vc_of$3) & ~sink$3) begin
            found = 1'b1;
        end
        if ((out_port_of$3 == 2) & credit_in_valid[2] & (credit_in_vc$2 == out_vc_of$3) & ~sink$3) begin
            found = 1'b1;
        end
        if ((out_port_of$3 == 3) & credit_in_valid[3] & (credit_in_vc$3 == out_vc_of$3) & ~sink$3) begin
            found = 1'b1;
        end
        if ((out_port_of$3 == 4) & credit_in_valid[4] & (credit_in_vc$4 == out_vc_of$3) & ~sink$3) begin
            found = 1'b1;
        end
        sent = 1'b0;
        if (sa_go$0 & (held_vc$0$q == 3) & ~sink$3) begin
            sent = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 3) & ~sink$3) begin
            sent = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 3) & ~sink$3) begin
            sent = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 3) & ~sink$3) begin
            sent = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 3) & ~sink$3) begin
            sent = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 3) & ~sink$3) begin
            sent = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 3) & ~sink$3) begin
            sent = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 3) & ~sink$3) begin
            sent = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 3) & ~sink$3) begin
            sent = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 3) & ~sink$3) begin
            sent = 1'b1;
        end
        if (found & ~sent) begin
            credits$3$d = credits$3$q + 32'h1;
        end
        if (sent & ~found) begin
            credits$3$d = credits$3$q - 32'h1;
        end
        found = 1'b0;
        if ((out_port_of$4 == 0) & credit_in_valid[0] & (credit_in_vc$0 == out_vc_of$4) & ~sink$4) begin
            found = 1'b1;
        end
        if ((out_port_of$4 == 1) & credit_in_valid[1] & (credit_in_vc$1 == out_vc_of$4) & ~sink$4) begin
            found = 1'b1;
        end
        if ((out_port_of$4 == 2) & credit_in_valid[2] & (credit_in_vc$2 == out_vc_of$4) & ~sink$4) begin
            found = 1'b1;
        end
        if ((out_port_of$4 == 3) & credit_in_valid[3] & (credit_in_vc$3 == out_vc_of$4) & ~sink$4) begin
            found = 1'b1;
        end
        if ((out_port_of$4 == 4) & credit_in_valid[4] & (credit_in_vc$4 == out_vc_of$4) & ~sink$4) begin
            found = 1'b1;
        end
        sent = 1'b0;
        if (sa_go$0 & (held_vc$0$q == 4) & ~sink$4) begin
            sent = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 4) & ~sink$4) begin
            sent = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 4) & ~sink$4) begin
            sent = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 4) & ~sink$4) begin
            sent = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 4) & ~sink$4) begin
            sent = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 4) & ~sink$4) begin
            sent = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 4) & ~sink$4) begin
            sent = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 4) & ~sink$4) begin
            sent = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 4) & ~sink$4) begin
            sent = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 4) & ~sink$4) begin
            sent = 1'b1;
        end
        if (found & ~sent) begin
            credits$4$d = credits$4$q + 32'h1;
        end
        if (sent & ~found) begin
            credits$4$d = credits$4$q - 32'h1;
        end
        found = 1'b0;
        if ((out_port_of$5 == 0) & credit_in_valid[0] & (credit_in_vc$0 == out_vc_of$5) & ~sink$5) begin
            found = 1'b1;
        end
        if ((out_port_of$5 == 1) & credit_in_valid[1] & (credit_in_vc$1 == out_vc_of$5) & ~sink$5) begin
            found = 1'b1;
        end
        if ((out_port_of$5 == 2) & credit_in_valid[2] & (credit_in_vc$2 == out_vc_of$5) & ~sink$5) begin
            found = 1'b1;
        end
        if ((out_port_of$5 == 3) & credit_in_valid[3] & (credit_in_vc$3 == out_vc_of$5) & ~sink$5) begin
            found = 1'b1;
        end
        if ((out_port_of$5 == 4) & credit_in_valid[4] & (credit_in_vc$4 == out_vc_of$5) & ~sink$5) begin
            found = 1'b1;
        end
        sent = 1'b0;
        if (sa_go$0 & (held_vc$0$q == 5) & ~sink$5) begin
            sent = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 5) & ~sink$5) begin
            sent = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 5) & ~sink$5) begin
            sent = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 5) & ~sink$5) begin
            sent = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 5) & ~sink$5) begin
            sent = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 5) & ~sink$5) begin
            sent = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 5) & ~sink$5) begin
            sent = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 5) & ~sink$5) begin
            sent = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 5) & ~sink$5) begin
            sent = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 5) & ~sink$5) begin
            sent = 1'b1;
        end
        if (found & ~sent) begin
            credits$5$d = credits$5$q + 32'h1;
        end
        if (sent & ~found) begin
            credits$5$d = credits$5$q - 32'h1;
        end
        found = 1'b0;
        if ((out_port_of$6 == 0) & credit_in_valid[0] & (credit_in_vc$0 == out_vc_of$6) & ~sink$6) begin
            found = 1'b1;
        end
        if ((out_port_of$6 == 1) & credit_in_valid[1] & (credit_in_vc$1 == out_vc_of$6) & ~sink$6) begin
            found = 1'b1;
        end
        if ((out_port_of$6 == 2) & credit_in_valid[2] & (credit_in_vc$2 == out_vc_of$6) & ~sink$6) begin
            found = 1'b1;
        end
        if ((out_port_of$6 == 3) & credit_in_valid[3] & (credit_in_vc$3 == out_vc_of$6) & ~sink$6) begin
            found = 1'b1;
        end
        if ((out_port_of$6 == 4) & credit_in_valid[4] & (credit_in_vc$4 == out_vc_of$6) & ~sink$6) begin
            found = 1'b1;
        end
        sent = 1'b0;
        if (sa_go$0 & (held_vc$0$q == 6) & ~sink$6) begin
            sent = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 6) & ~sink$6) begin
            sent = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 6) & ~sink$6) begin
            sent = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 6) & ~sink$6) begin
            sent = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 6) & ~sink$6) begin
            sent = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 6) & ~sink$6) begin
            sent = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 6) & ~sink$6) begin
            sent = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 6) & ~sink$6) begin
            sent = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 6) & ~sink$6) begin
            sent = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 6) & ~sink$6) begin
            sent = 1'b1;
        end
        if (found & ~sent) begin
            credits$6$d = credits$6$q + 32'h1;
        end
        if (sent & ~found) begin
            credits$6$d = credits$6$q - 32'h1;
        end
        found = 1'b0;
        if ((out_port_of$7 == 0) & credit_in_valid[0] & (credit_in_vc$0 == out_vc_of$7) & ~sink$7) begin
            found = 1'b1;
        end
        if ((out_port_of$7 == 1) & credit_in_valid[1] & (credit_in_vc$1 == out_vc_of$7) & ~sink$7) begin
            found = 1'b1;
        end
        if ((out_port_of$7 == 2) & credit_in_valid[2] & (credit_in_vc$2 == out_vc_of$7) & ~sink$7) begin
            found = 1'b1;
        end
        if ((out_port_of$7 == 3) & credit_in_valid[3] & (credit_in_vc$3 == out_vc_of$7) & ~sink$7) begin
            found = 1'b1;
        end
        if ((out_port_of$7 == 4) & credit_in_valid[4] & (credit_in_vc$4 == out_vc_of$7) & ~sink$7) begin
            found = 1'b1;
        end
        sent = 1'b0;
        if (sa_go$0 & (held_vc$0$q == 7) & ~sink$7) begin
            sent = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 7) & ~sink$7) begin
            sent = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 7) & ~sink$7) begin
            sent = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 7) & ~sink$7) begin
            sent = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 7) & ~sink$7) begin
            sent = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 7) & ~sink$7) begin
            sent = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 7) & ~sink$7) begin
            sent = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 7) & ~sink$7) begin
            sent = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 7) & ~sink$7) begin
            sent = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 7) & ~sink$7) begin
            sent = 1'b1;
        end
        if (found & ~sent) begin
            credits$7$d = credits$7$q + 32'h1;
        end
        if (sent & ~found) begin
            credits$7$d = credits$7$q - 32'h1;
        end
        found = 1'b0;
        if ((out_port_of$8 == 0) & credit_in_valid[0] & (credit_in_vc$0 == out_vc_of$8) & ~sink$8) begin
            found = 1'b1;
        end
        if ((out_port_of$8 == 1) & credit_in_valid[1] & (credit_in_vc$1 == out_vc_of$8) & ~sink$8) begin
            found = 1'b1;
        end
        if ((out_port_of$8 == 2) & credit_in_valid[2] & (credit_in_vc$2 == out_vc_of$8) & ~sink$8) begin
            found = 1'b1;
        end
        if ((out_port_of$8 == 3) & credit_in_valid[3] & (credit_in_vc$3 == out_vc_of$8) & ~sink$8) begin
            found = 1'b1;
        end
        if ((out_port_of$8 == 4) & credit_in_valid[4] & (credit_in_vc$4 == out_vc_of$8) & ~sink$8) begin
            found = 1'b1;
        end
        sent = 1'b0;
        if (sa_go$0 & (held_vc$0$q == 8) & ~sink$8) begin
            sent = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 8) & ~sink$8) begin
            sent = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 8) & ~sink$8) begin
            sent = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 8) & ~sink$8) begin
            sent = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 8) & ~sink$8) begin
            sent = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 8) & ~sink$8) begin
            sent = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 8) & ~sink$8) begin
            sent = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 8) & ~sink$8) begin
            sent = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 8) & ~sink$8) begin
            sent = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 8) & ~sink$8) begin
            sent = 1'b1;
        end
        if (found & ~sent) begin
            credits$8$d = credits$8$q + 32'h1;
        end
        if (sent & ~found) begin
            credits$8$d = credits$8$q - 32'h1;
        end
        found = 1'b0;
        if ((out_port_of$9 == 0) & credit_in_valid[0] & (credit_in_vc$0 == out_vc_of$9) & ~sink$9) begin
            found = 1'b1;
        end
        if ((out_port_of$9 == 1) & credit_in_valid[1] & (credit_in_vc$1 == out_vc_of$9) & ~sink$9) begin
            found = 1'b1;
        end
        if ((out_port_of$9 == 2) & credit_in_valid[2] & (credit_in_vc$2 == out_vc_of$9) & ~sink$9) begin
            found = 1'b1;
        end
        if ((out_port_of$9 == 3) & credit_in_valid[3] & (credit_in_vc$3 == out_vc_of$9) & ~sink$9) begin
            found = 1'b1;
        end
        if ((out_port_of$9 == 4) & credit_in_valid[4] & (credit_in_vc$4 == out_vc_of$9) & ~sink$9) begin
            found = 1'b1;
        end
        sent = 1'b0;
        if (sa_go$0 & (held_vc$0$q == 9) & ~sink$9) begin
            sent = 1'b1;
        end
        if (sa_go$1 & (held_vc$1$q == 9) & ~sink$9) begin
            sent = 1'b1;
        end
        if (sa_go$2 & (held_vc$2$q == 9) & ~sink$9) begin
            sent = 1'b1;
        end
        if (sa_go$3 & (held_vc$3$q == 9) & ~sink$9) begin
            sent = 1'b1;
        end
        if (sa_go$4 & (held_vc$4$q == 9) & ~sink$9) begin
            sent = 1'b1;
        end
        if (sa_go$5 & (held_vc$5$q == 9) & ~sink$9) begin
            sent = 1'b1;
        end
        if (sa_go$6 & (held_vc$6$q == 9) & ~sink$9) begin
            sent = 1'b1;
        end
        if (sa_go$7 & (held_vc$7$q == 9) & ~sink$9) begin
            sent = 1'b1;
        end
        if (sa_go$8 & (held_vc$8$q == 9) & ~sink$9) begin
            sent = 1'b1;
        end
        if (sa_go$9 & (held_vc$9$q == 9) & ~sink$9) begin
            sent = 1'b1;
        end
        if (found & ~sent) begin
            credits$9$d = credits$9$q + 32'h1;
        end
        if (sent & ~found) begin
            credits$9$d = credits$9$q - 32'h1;
        end
        if (sa_out$0$valid) begin
            next_valid = (next_valid & ~(1 << (0)) | ((1'b1) << (0)));
            flit = 32'h0;
            vc_out = 32'h0;
            misses = 32'h0;
            copy = 1'b0;
            if (sa_go$0 & (sa_out$0$grant_index == in_port$0)) begin
                flit = fifo$0$front;
                misses = granted_misses$0$q;
                vc_out = held_out_vc$0$q;
                copy = held_absorb$0$q;
            end
            if (sa_go$1 & (sa_out$0$grant_index == in_port$1)) begin
                flit = fifo$1$front;
                misses = granted_misses$1$q;
                vc_out = held_out_vc$1$q;
                copy = held_absorb$1$q;
            end
            if (sa_go$2 & (sa_out$0$grant_index == in_port$2)) begin
                flit = fifo$2$front;
                misses = granted_misses$2$q;
                vc_out = held_out_vc$2$q;
                copy = held_absorb$2$q;
            end
            if (sa_go$3 & (sa_out$0$grant_index == in_port$3)) begin
                flit = fifo$3$front;
                misses = granted_misses$3$q;
                vc_out = held_out_vc$3$q;
                copy = held_absorb$3$q;
            end
            if (sa_go$4 & (sa_out$0$grant_index == in_port$4)) begin
                flit = fifo$4$front;
                misses = granted_misses$4$q;
                vc_out = held_out_vc$4$q;
                copy = held_absorb$4$q;
            end
            if (sa_go$5 & (sa_out$0$grant_index == in_port$5)) begin
                flit = fifo$5$front;
                misses = granted_misses$5$q;
                vc_out = held_out_vc$5$q;
                copy = held_absorb$5$q;
            end
            if (sa_go$6 & (sa_out$0$grant_index == in_port$6)) begin
                flit = fifo$6$front;
                misses = granted_misses$6$q;
                vc_out = held_out_vc$6$q;
                copy = held_absorb$6$q;
            end
            if (sa_go$7 & (sa_out$0$grant_index == in_port$7)) begin
                flit = fifo$7$front;
                misses = granted_misses$7$q;
                vc_out = held_out_vc$7$q;
                copy = held_absorb$7$q;
            end
            if (sa_go$8 & (sa_out$0$grant_index == in_port$8)) begin
                flit = fifo$8$front;
                misses = granted_misses$8$q;
                vc_out = held_out_vc$8$q;
                copy = held_absorb$8$q;
            end
            if (sa_go$9 & (sa_out$0$grant_index == in_port$9)) begin
                flit = fifo$9$front;
                misses = granted_misses$9$q;
                vc_out = held_out_vc$9$q;
                copy = held_absorb$9$q;
            end
            if (copy) begin
                next_copy_valid = (next_copy_valid & ~(1 << (0)) | ((1'b1) << (0)));
            end
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
                    lookup = flit[(rest_at)+:(4)];
                    more = flit[(more_at)+:(4)] - 32'h1;
                    leg = flit[(leg_at)+:(4)] + 32'h1;
                    flit = (flit & below_list) | ((flit >> dest_shift) & ~below_list);
                    flit = (flit & ~(1 << (32'h2 + 0)) | ((lookup[0]) << (32'h2 + 0)));
                    flit = (flit & ~(1 << (32'h2 + 1)) | ((lookup[1]) << (32'h2 + 1)));
                    flit = (flit & ~(1 << (32'h2 + 2)) | ((lookup[2]) << (32'h2 + 2)));
                    flit = (flit & ~(1 << (32'h2 + 3)) | ((lookup[3]) << (32'h2 + 3)));
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
            out_flit$0$d = flit;
            out_vc$0$d = vc_out;
        end
        if (sa_out$1$valid) begin
            next_valid = (next_valid & ~(1 << (1)) | ((1'b1) << (1)));
            flit = 32'h0;
            vc_out = 32'h0;
            misses = 32'h0;
            copy = 1'b0;
            if (sa_go$0 & (sa_out$1$grant_index == in_port$0)) begin
                flit = fifo$0$front;
                misses = granted_misses$0$q;
                vc_out = held_out_vc$0$q;
                copy = held_absorb$0$q;
            end
            if (sa_go$1 & (sa_out$1$grant_index == in_port$1)) begin
                flit = fifo$1$front;
                misses = granted_misses$1$q;
                vc_out = held_out_vc$1$q;
                copy = held_absorb$1$q;
            end
            if (sa_go$2 & (sa_out$1$grant_index == in_port$2)) begin
                flit = fifo$2$front;
                misses = granted_misses$2$q;
                vc_out = held_out_vc$2$q;
                copy = held_absorb$2$q;
            end
            if (sa_go$3 & (sa_out$1$grant_index == in_port$3)) begin
                flit = fifo$3$front;
                misses = granted_misses$3$q;
                vc_out = held_out_vc$3$q;
                copy = held_absorb$3$q;
            end
            if (sa_go$4 & (sa_out$1$grant_index == in_port$4)) begin
                flit = fifo$4$front;
                misses = granted_misses$4$q;
                vc_out = held_out_vc$4$q;
                copy = held_absorb$4$q;
            end
            if (sa_go$5 & (sa_out$1$grant_index == in_port$5)) begin
                flit = fifo$5$front;
                misses = granted_misses$5$q;
                vc_out = held_out_vc$5$q;
                copy = held_absorb$5$q;
            end
            if (sa_go$6 & (sa_out$1$grant_index == in_port$6)) begin
                flit = fifo$6$front;
                misses = granted_misses$6$q;
                vc_out = held_out_vc$6$q;
                copy = held_absorb$6$q;
            end
            if (sa_go$7 & (sa_out$1$grant_index == in_port$7)) begin
                flit = fifo$7$front;
                misses = granted_misses$7$q;
                vc_out = held_out_vc$7$q;
                copy = held_absorb$7$q;
            end
            if (sa_go$8 & (sa_out$1$grant_index == in_port$8)) begin
                flit = fifo$8$front;
                misses = granted_misses$8$q;
                vc_out = held_out_vc$8$q;
                copy = held_absorb$8$q;
            end
            if (sa_go$9 & (sa_out$1$grant_index == in_port$9)) begin
                flit = fifo$9$front;
                misses = granted_misses$9$q;
                vc_out = held_out_vc$9$q;
                copy = held_absorb$9$q;
            end
            if (copy) begin
                next_copy_valid = (next_copy_valid & ~(1 << (1)) | ((1'b1) << (1)));
            end
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
                    lookup = flit[(rest_at)+:(4)];
                    more = flit[(more_at)+:(4)] - 32'h1;
                    leg = flit[(leg_at)+:(4)] + 32'h1;
                    flit = (flit & below_list) | ((flit >> dest_shift) & ~below_list);
                    flit = (flit & ~(1 << (32'h2 + 0)) | ((lookup[0]) << (32'h2 + 0)));
                    flit = (flit & ~(1 << (32'h2 + 1)) | ((lookup[1]) << (32'h2 + 1)));
                    flit = (flit & ~(1 << (32'h2 + 2)) | ((lookup[2]) << (32'h2 + 2)));
                    flit = (flit & ~(1 << (32'h2 + 3)) | ((lookup[3]) << (32'h2 + 3)));
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
            out_flit$1$d = flit;
            out_vc$1$d = vc_out;
        end
        if (sa_out$2$valid) begin
            next_valid = (next_valid & ~(1 << (2)) | ((1'b1) << (2)));
            flit = 32'h0;
            vc_out = 32'h0;
            misses = 32'h0;
            copy = 1'b0;
            if (sa_go$0 & (sa_out$2$grant_index == in_port$0)) begin
                flit = fifo$0$front;
                misses = granted_misses$0$q;
                vc_out = held_out_vc$0$q;
                copy = held_absorb$0$q;
            end
            if (sa_go$1 & (sa_out$2$grant_index == in_port$1)) begin
                flit = fifo$1$front;
                misses = granted_misses$1$q;
                vc_out = held_out_vc$1$q;
                copy = held_absorb$1$q;
            end
            if (sa_go$2 & (sa_out$2$grant_index == in_port$2)) begin
                flit = fifo$2$front;
                misses = granted_misses$2$q;
                vc_out = held_out_vc$2$q;
                copy = held_absorb$2$q;
            end
            if (sa_go$3 & (sa_out$2$grant_index == in_port$3)) begin
                flit = fifo$3$front;
                misses = granted_misses$3$q;
                vc_out = held_out_vc$3$q;
                copy = held_absorb$3$q;
            end
            if (sa_go$4 & (sa_out$2$grant_index == in_port$4)) begin
                flit = fifo$4$front;
                misses = granted_misses$4$q;
                vc_out = held_out_vc$4$q;
                copy = held_absorb$4$q;
            end
            if (sa_go$5 & (sa_out$2$grant_index == in_port$5)) begin
                flit = fifo$5$front;
                misses = granted_misses$5$q;
                vc_out = held_out_vc$5$q;
                copy = held_absorb$5$q;
            end
            if (sa_go$6 & (sa_out$2$grant_index == in_port$6)) begin
                flit = fifo$6$front;
                misses = granted_misses$6$q;
                vc_out = held_out_vc$6$q;
                copy = held_absorb$6$q;
            end
            if (sa_go$7 & (sa_out$2$grant_index == in_port$7)) begin
                flit = fifo$7$front;
                misses = granted_misses$7$q;
                vc_out = held_out_vc$7$q;
                copy = held_absorb$7$q;
            end
            if (sa_go$8 & (sa_out$2$grant_index == in_port$8)) begin
                flit = fifo$8$front;
                misses = granted_misses$8$q;
                vc_out = held_out_vc$8$q;
                copy = held_absorb$8$q;
            end
            if (sa_go$9 & (sa_out$2$grant_index == in_port$9)) begin
                flit = fifo$9$front;
                misses = granted_misses$9$q;
                vc_out = held_out_vc$9$q;
                copy = held_absorb$9$q;
            end
            if (copy) begin
                next_copy_valid = (next_copy_valid & ~(1 << (2)) | ((1'b1) << (2)));
            end
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
                    lookup = flit[(rest_at)+:(4)];
                    more = flit[(more_at)+:(4)] - 32'h1;
                    leg = flit[(leg_at)+:(4)] + 32'h1;
                    flit = (flit & below_list) | ((flit >> dest_shift) & ~below_list);
                    flit = (flit & ~(1 << (32'h2 + 0)) | ((lookup[0]) << (32'h2 + 0)));
                    flit = (flit & ~(1 << (32'h2 + 1)) | ((lookup[1]) << (32'h2 + 1)));
                    flit = (flit & ~(1 << (32'h2 + 2)) | ((lookup[2]) << (32'h2 + 2)));
                    flit = (flit & ~(1 << (32'h2 + 3)) | ((lookup[3]) << (32'h2 + 3)));
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
            out_flit$2$d = flit;
            out_vc$2$d = vc_out;
        end
        if (sa_out$3$valid) begin
            next_valid = (next_valid & ~(1 << (3)) | ((1'b1) << (3)));
            flit = 32'h0;
            vc_out = 32'h0;
            misses = 32'h0;
            copy = 1'b0;
            if (sa_go$0 & (sa_out$3$grant_index == in_port$0)) begin
                flit = fifo$0$front;
                misses = granted_misses$0$q;
                vc_out = held_out_vc$0$q;
                copy = held_absorb$0$q;
            end
            if (sa_go$1 & (sa_out$3$grant_index == in_port$1)) begin
                flit = fifo$1$front;
                misses = granted_misses$1$q;
                vc_out = held_out_vc$1$q;
                copy = held_absorb$1$q;
            end
            if (sa_go$2 & (sa_out$3$grant_index == in_port$2)) begin
                flit = fifo$2$front;
                misses = granted_misses$2$q;
                vc_out = held_out_vc$2$q;
                copy = held_absorb$2$q;
            end
            if (sa_go$3 & (sa_out$3$grant_index == in_port$3)) begin
                flit = fifo$3$front;
                misses = granted_misses$3$q;
                vc_out = held_out_vc$3$q;
                copy = held_absorb$3$q;
            end
            if (sa_go$4 & (sa_out$3$grant_index == in_port$4)) begin
                flit = fifo$4$front;
                misses = granted_misses$4$q;
                vc_out = held_out_vc$4$q;
                copy = held_absorb$4$q;
            end
            if (sa_go$5 & (sa_out$3$grant_index == in_port$5)) begin
                flit = fifo$5$front;
                misses = granted_misses$5$q;
                vc_out = held_out_vc$5$q;
                copy = held_absorb$5$q;
            end
            if (sa_go$6 & (sa_out$3$grant_index == in_port$6)) begin
                flit = fifo$6$front;
                misses = granted_misses$6$q;
                vc_out = held_out_vc$6$q;
                copy = held_absorb$6$q;
            end
            if (sa_go$7 & (sa_out$3$grant_index == in_port$7)) begin
                flit = fifo$7$front;
                misses = granted_misses$7$q;
                vc_out = held_out_vc$7$q;
                copy = held_absorb$7$q;
            end
            if (sa_go$8 & (sa_out$3$grant_index == in_port$8)) begin
                flit = fifo$8$front;
                misses = granted_misses$8$q;
                vc_out = held_out_vc$8$q;
                copy = held_absorb$8$q;
            end
            if (sa_go$9 & (sa_out$3$grant_index == in_port$9)) begin
                flit = fifo$9$front;
                misses = granted_misses$9$q;
                vc_out = held_out_vc$9$q;
                copy = held_absorb$9$q;
            end
            if (copy) begin
                next_copy_valid = (next_copy_valid & ~(1 << (3)) | ((1'b1) << (3)));
            end
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
                    lookup = flit[(rest_at)+:(4)];
                    more = flit[(more_at)+:(4)] - 32'h1;
                    leg = flit[(leg_at)+:(4)] + 32'h1;
                    flit = (flit & below_list) | ((flit >> dest_shift) & ~below_list);
                    flit = (flit & ~(1 << (32'h2 + 0)) | ((lookup[0]) << (32'h2 + 0)));
                    flit = (flit & ~(1 << (32'h2 + 1)) | ((lookup[1]) << (32'h2 + 1)));
                    flit = (flit & ~(1 << (32'h2 + 2)) | ((lookup[2]) << (32'h2 + 2)));
                    flit = (flit & ~(1 << (32'h2 + 3)) | ((lookup[3]) << (32'h2 + 3)));
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
            out_flit$3$d = flit;
            out_vc$3$d = vc_out;
        end
        if (sa_out$4$valid) begin
            next_valid = (next_valid & ~(1 << (4)) | ((1'b1) << (4)));
            flit = 32'h0;
            vc_out = 32'h0;
            misses = 32'h0;
            copy = 1'b0;
            if (sa_go$0 & (sa_out$4$grant_index == in_port$0)) begin
                flit = fifo$0$front;
                misses = granted_misses$0$q;
                vc_out = held_out_vc$0$q;
                copy = held_absorb$0$q;
            end
            if (sa_go$1 & (sa_out$4$grant_index == in_port$1)) begin
                flit = fifo$1$front;
                misses = granted_misses$1$q;
                vc_out = held_out_vc$1$q;
                copy = held_absorb$1$q;
            end
            if (sa_go$2 & (sa_out$4$grant_index == in_port$2)) begin
                flit = fifo$2$front;
                misses = granted_misses$2$q;
                vc_out = held_out_vc$2$q;
                copy = held_absorb$2$q;
            end
            if (sa_go$3 & (sa_out$4$grant_index == in_port$3)) begin
                flit = fifo$3$front;
                misses = granted_misses$3$q;
                vc_out = held_out_vc$3$q;
                copy = held_absorb$3$q;
            end
            if (sa_go$4 & (sa_out$4$grant_index == in_port$4)) begin
                flit = fifo$4$front;
                misses = granted_misses$4$q;
                vc_out = held_out_vc$4$q;
                copy = held_absorb$4$q;
            end
            if (sa_go$5 & (sa_out$4$grant_index == in_port$5)) begin
                flit = fifo$5$front;
                misses = granted_misses$5$q;
                vc_out = held_out_vc$5$q;
                copy = held_absorb$5$q;
            end
            if (sa_go$6 & (sa_out$4$grant_index == in_port$6)) begin
                flit = fifo$6$front;
                misses = granted_misses$6$q;
                vc_out = held_out_vc$6$q;
                copy = held_absorb$6$q;
            end
            if (sa_go$7 & (sa_out$4$grant_index == in_port$7)) begin
                flit = fifo$7$front;
                misses = granted_misses$7$q;
                vc_out = held_out_vc$7$q;
                copy = held_absorb$7$q;
            end
            if (sa_go$8 & (sa_out$4$grant_index == in_port$8)) begin
                flit = fifo$8$front;
                misses = granted_misses$8$q;
                vc_out = held_out_vc$8$q;
                copy = held_absorb$8$q;
            end
            if (sa_go$9 & (sa_out$4$grant_index == in_port$9)) begin
                flit = fifo$9$front;
                misses = granted_misses$9$q;
                vc_out = held_out_vc$9$q;
                copy = held_absorb$9$q;
            end
            if (copy) begin
                next_copy_valid = (next_copy_valid & ~(1 << (4)) | ((1'b1) << (4)));
            end
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
                    lookup = flit[(rest_at)+:(4)];
                    more = flit[(more_at)+:(4)] - 32'h1;
                    leg = flit[(leg_at)+:(4)] + 32'h1;
                    flit = (flit & below_list) | ((flit >> dest_shift) & ~below_list);
                    flit = (flit & ~(1 << (32'h2 + 0)) | ((lookup[0]) << (32'h2 + 0)));
                    flit = (flit & ~(1 << (32'h2 + 1)) | ((lookup[1]) << (32'h2 + 1)));
                    flit = (flit & ~(1 << (32'h2 + 2)) | ((lookup[2]) << (32'h2 + 2)));
                    flit = (flit & ~(1 << (32'h2 + 3)) | ((lookup[3]) << (32'h2 + 3)));
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
            out_flit$4$d = flit;
            out_vc$4$d = vc_out;
        end
        if (sa_go$0 & (in_port$0 == 0)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (0)) | ((1'b1) << (0)));
            credit_vc$0$d = in_vc$0;
        end
        if (sa_go$1 & (in_port$1 == 0)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (0)) | ((1'b1) << (0)));
            credit_vc$0$d = in_vc$1;
        end
        if (sa_go$2 & (in_port$2 == 0)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (0)) | ((1'b1) << (0)));
            credit_vc$0$d = in_vc$2;
        end
        if (sa_go$3 & (in_port$3 == 0)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (0)) | ((1'b1) << (0)));
            credit_vc$0$d = in_vc$3;
        end
        if (sa_go$4 & (in_port$4 == 0)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (0)) | ((1'b1) << (0)));
            credit_vc$0$d = in_vc$4;
        end
        if (sa_go$5 & (in_port$5 == 0)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (0)) | ((1'b1) << (0)));
            credit_vc$0$d = in_vc$5;
        end
        if (sa_go$6 & (in_port$6 == 0)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (0)) | ((1'b1) << (0)));
            credit_vc$0$d = in_vc$6;
        end
        if (sa_go$7 & (in_port$7 == 0)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (0)) | ((1'b1) << (0)));
            credit_vc$0$d = in_vc$7;
        end
        if (sa_go$8 & (in_port$8 == 0)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (0)) | ((1'b1) << (0)));
            credit_vc$0$d = in_vc$8;
        end
        if (sa_go$9 & (in_port$9 == 0)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (0)) | ((1'b1) << (0)));
            credit_vc$0$d = in_vc$9;
        end
        if (sa_go$0 & (in_port$0 == 1)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (1)) | ((1'b1) << (1)));
            credit_vc$1$d = in_vc$0;
        end
        if (sa_go$1 & (in_port$1 == 1)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (1)) | ((1'b1) << (1)));
            credit_vc$1$d = in_vc$1;
        end
        if (sa_go$2 & (in_port$2 == 1)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (1)) | ((1'b1) << (1)));
            credit_vc$1$d = in_vc$2;
        end
        if (sa_go$3 & (in_port$3 == 1)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (1)) | ((1'b1) << (1)));
            credit_vc$1$d = in_vc$3;
        end
        if (sa_go$4 & (in_port$4 == 1)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (1)) | ((1'b1) << (1)));
            credit_vc$1$d = in_vc$4;
        end
        if (sa_go$5 & (in_port$5 == 1)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (1)) | ((1'b1) << (1)));
            credit_vc$1$d = in_vc$5;
        end
        if (sa_go$6 & (in_port$6 == 1)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (1)) | ((1'b1) << (1)));
            credit_vc$1$d = in_vc$6;
        end
        if (sa_go$7 & (in_port$7 == 1)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (1)) | ((1'b1) << (1)));
            credit_vc$1$d = in_vc$7;
        end
        if (sa_go$8 & (in_port$8 == 1)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (1)) | ((1'b1) << (1)));
            credit_vc$1$d = in_vc$8;
        end
        if (sa_go$9 & (in_port$9 == 1)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (1)) | ((1'b1) << (1)));
            credit_vc$1$d = in_vc$9;
        end
        if (sa_go$0 & (in_port$0 == 2)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (2)) | ((1'b1) << (2)));
            credit_vc$2$d = in_vc$0;
        end
        if (sa_go$1 & (in_port$1 == 2)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (2)) | ((1'b1) << (2)));
            credit_vc$2$d = in_vc$1;
        end
        if (sa_go$2 & (in_port$2 == 2)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (2)) | ((1'b1) << (2)));
            credit_vc$2$d = in_vc$2;
        end
        if (sa_go$3 & (in_port$3 == 2)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (2)) | ((1'b1) << (2)));
            credit_vc$2$d = in_vc$3;
        end
        if (sa_go$4 & (in_port$4 == 2)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (2)) | ((1'b1) << (2)));
            credit_vc$2$d = in_vc$4;
        end
        if (sa_go$5 & (in_port$5 == 2)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (2)) | ((1'b1) << (2)));
            credit_vc$2$d = in_vc$5;
        end
        if (sa_go$6 & (in_port$6 == 2)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (2)) | ((1'b1) << (2)));
            credit_vc$2$d = in_vc$6;
        end
        if (sa_go$7 & (in_port$7 == 2)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (2)) | ((1'b1) << (2)));
            credit_vc$2$d = in_vc$7;
        end
        if (sa_go$8 & (in_port$8 == 2)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (2)) | ((1'b1) << (2)));
            credit_vc$2$d = in_vc$8;
        end
        if (sa_go$9 & (in_port$9 == 2)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (2)) | ((1'b1) << (2)));
            credit_vc$2$d = in_vc$9;
        end
        if (sa_go$0 & (in_port$0 == 3)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (3)) | ((1'b1) << (3)));
            credit_vc$3$d = in_vc$0;
        end
        if (sa_go$1 & (in_port$1 == 3)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (3)) | ((1'b1) << (3)));
            credit_vc$3$d = in_vc$1;
        end
        if (sa_go$2 & (in_port$2 == 3)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (3)) | ((1'b1) << (3)));
            credit_vc$3$d = in_vc$2;
        end
        if (sa_go$3 & (in_port$3 == 3)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (3)) | ((1'b1) << (3)));
            credit_vc$3$d = in_vc$3;
        end
        if (sa_go$4 & (in_port$4 == 3)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (3)) | ((1'b1) << (3)));
            credit_vc$3$d = in_vc$4;
        end
        if (sa_go$5 & (in_port$5 == 3)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (3)) | ((1'b1) << (3)));
            credit_vc$3$d = in_vc$5;
        end
        if (sa_go$6 & (in_port$6 == 3)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (3)) | ((1'b1) << (3)));
            credit_vc$3$d = in_vc$6;
        end
        if (sa_go$7 & (in_port$7 == 3)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (3)) | ((1'b1) << (3)));
            credit_vc$3$d = in_vc$7;
        end
        if (sa_go$8 & (in_port$8 == 3)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (3)) | ((1'b1) << (3)));
            credit_vc$3$d = in_vc$8;
        end
        if (sa_go$9 & (in_port$9 == 3)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (3)) | ((1'b1) << (3)));
            credit_vc$3$d = in_vc$9;
        end
        if (sa_go$0 & (in_port$0 == 4)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (4)) | ((1'b1) << (4)));
            credit_vc$4$d = in_vc$0;
        end
        if (sa_go$1 & (in_port$1 == 4)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (4)) | ((1'b1) << (4)));
            credit_vc$4$d = in_vc$1;
        end
        if (sa_go$2 & (in_port$2 == 4)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (4)) | ((1'b1) << (4)));
            credit_vc$4$d = in_vc$2;
        end
        if (sa_go$3 & (in_port$3 == 4)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (4)) | ((1'b1) << (4)));
            credit_vc$4$d = in_vc$3;
        end
        if (sa_go$4 & (in_port$4 == 4)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (4)) | ((1'b1) << (4)));
            credit_vc$4$d = in_vc$4;
        end
        if (sa_go$5 & (in_port$5 == 4)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (4)) | ((1'b1) << (4)));
            credit_vc$4$d = in_vc$5;
        end
        if (sa_go$6 & (in_port$6 == 4)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (4)) | ((1'b1) << (4)));
            credit_vc$4$d = in_vc$6;
        end
        if (sa_go$7 & (in_port$7 == 4)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (4)) | ((1'b1) << (4)));
            credit_vc$4$d = in_vc$7;
        end
        if (sa_go$8 & (in_port$8 == 4)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (4)) | ((1'b1) << (4)));
            credit_vc$4$d = in_vc$8;
        end
        if (sa_go$9 & (in_port$9 == 4)) begin
            next_credit_valid = (next_credit_valid & ~(1 << (4)) | ((1'b1) << (4)));
            credit_vc$4$d = in_vc$9;
        end
        out_valid$d = next_valid;
        credit_valid$d = next_credit_valid;
        copy_valid$d = next_copy_valid;
    end
    
endmodule // ftr_router_core


module ftr_router_core$copy_valid(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$copy_valid


module ftr_router_core$credit_valid(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credit_valid


module ftr_router_core$credit_vc$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credit_vc$0


module ftr_router_core$credit_vc$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credit_vc$1


module ftr_router_core$credit_vc$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credit_vc$2


module ftr_router_core$credit_vc$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credit_vc$3


module ftr_router_core$credit_vc$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credit_vc$4


module ftr_router_core$credits$0(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Constant declarations
    localparam  init = 4'h8;
    
    // Stub signals
    reg  [3:0] dff$d;
    wire  [3:0] dff$q;
    reg  dff$clock;
    
    // Sub module instances
    ftr_router_core$credits$0$dff dff(
        .d(dff$d),
        .q(dff$q),
        .clock(dff$clock)
    );
    
    // Update code
    always @(*) begin
        dff$clock = clock;
        q = dff$q ^ init;
        dff$d = d ^ init;
    end
    
endmodule // ftr_router_core$credits$0


module ftr_router_core$credits$0$dff(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credits$0$dff


module ftr_router_core$credits$1(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Constant declarations
    localparam  init = 4'h8;
    
    // Stub signals
    reg  [3:0] dff$d;
    wire  [3:0] dff$q;
    reg  dff$clock;
    
    // Sub module instances
    ftr_router_core$credits$1$dff dff(
        .d(dff$d),
        .q(dff$q),
        .clock(dff$clock)
    );
    
    // Update code
    always @(*) begin
        dff$clock = clock;
        q = dff$q ^ init;
        dff$d = d ^ init;
    end
    
endmodule // ftr_router_core$credits$1


module ftr_router_core$credits$1$dff(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credits$1$dff


module ftr_router_core$credits$2(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Constant declarations
    localparam  init = 4'h8;
    
    // Stub signals
    reg  [3:0] dff$d;
    wire  [3:0] dff$q;
    reg  dff$clock;
    
    // Sub module instances
    ftr_router_core$credits$2$dff dff(
        .d(dff$d),
        .q(dff$q),
        .clock(dff$clock)
    );
    
    // Update code
    always @(*) begin
        dff$clock = clock;
        q = dff$q ^ init;
        dff$d = d ^ init;
    end
    
endmodule // ftr_router_core$credits$2


module ftr_router_core$credits$2$dff(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credits$2$dff


module ftr_router_core$credits$3(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Constant declarations
    localparam  init = 4'h8;
    
    // Stub signals
    reg  [3:0] dff$d;
    wire  [3:0] dff$q;
    reg  dff$clock;
    
    // Sub module instances
    ftr_router_core$credits$3$dff dff(
        .d(dff$d),
        .q(dff$q),
        .clock(dff$clock)
    );
    
    // Update code
    always @(*) begin
        dff$clock = clock;
        q = dff$q ^ init;
        dff$d = d ^ init;
    end
    
endmodule // ftr_router_core$credits$3


module ftr_router_core$credits$3$dff(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credits$3$dff


module ftr_router_core$credits$4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Constant declarations
    localparam  init = 4'h8;
    
    // Stub signals
    reg  [3:0] dff$d;
    wire  [3:0] dff$q;
    reg  dff$clock;
    
    // Sub module instances
    ftr_router_core$credits$4$dff dff(
        .d(dff$d),
        .q(dff$q),
        .clock(dff$clock)
    );
    
    // Update code
    always @(*) begin
        dff$clock = clock;
        q = dff$q ^ init;
        dff$d = d ^ init;
    end
    
endmodule // ftr_router_core$credits$4


module ftr_router_core$credits$4$dff(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credits$4$dff


module ftr_router_core$credits$5(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Constant declarations
    localparam  init = 4'h8;
    
    // Stub signals
    reg  [3:0] dff$d;
    wire  [3:0] dff$q;
    reg  dff$clock;
    
    // Sub module instances
    ftr_router_core$credits$5$dff dff(
        .d(dff$d),
        .q(dff$q),
        .clock(dff$clock)
    );
    
    // Update code
    always @(*) begin
        dff$clock = clock;
        q = dff$q ^ init;
        dff$d = d ^ init;
    end
    
endmodule // ftr_router_core$credits$5


module ftr_router_core$credits$5$dff(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credits$5$dff


module ftr_router_core$credits$6(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Constant declarations
    localparam  init = 4'h8;
    
    // Stub signals
    reg  [3:0] dff$d;
    wire  [3:0] dff$q;
    reg  dff$clock;
    
    // Sub module instances
    ftr_router_core$credits$6$dff dff(
        .d(dff$d),
        .q(dff$q),
        .clock(dff$clock)
    );
    
    // Update code
    always @(*) begin
        dff$clock = clock;
        q = dff$q ^ init;
        dff$d = d ^ init;
    end
    
endmodule // ftr_router_core$credits$6


module ftr_router_core$credits$6$dff(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credits$6$dff


module ftr_router_core$credits$7(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Constant declarations
    localparam  init = 4'h8;
    
    // Stub signals
    reg  [3:0] dff$d;
    wire  [3:0] dff$q;
    reg  dff$clock;
    
    // Sub module instances
    ftr_router_core$credits$7$dff dff(
        .d(dff$d),
        .q(dff$q),
        .clock(dff$clock)
    );
    
    // Update code
    always @(*) begin
        dff$clock = clock;
        q = dff$q ^ init;
        dff$d = d ^ init;
    end
    
endmodule // ftr_router_core$credits$7


module ftr_router_core$credits$7$dff(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credits$7$dff


module ftr_router_core$credits$8(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Constant declarations
    localparam  init = 4'h8;
    
    // Stub signals
    reg  [3:0] dff$d;
    wire  [3:0] dff$q;
    reg  dff$clock;
    
    // Sub module instances
    ftr_router_core$credits$8$dff dff(
        .d(dff$d),
        .q(dff$q),
        .clock(dff$clock)
    );
    
    // Update code
    always @(*) begin
        dff$clock = clock;
        q = dff$q ^ init;
        dff$d = d ^ init;
    end
    
endmodule // ftr_router_core$credits$8


module ftr_router_core$credits$8$dff(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credits$8$dff


module ftr_router_core$credits$9(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Constant declarations
    localparam  init = 4'h8;
    
    // Stub signals
    reg  [3:0] dff$d;
    wire  [3:0] dff$q;
    reg  dff$clock;
    
    // Sub module instances
    ftr_router_core$credits$9$dff dff(
        .d(dff$d),
        .q(dff$q),
        .clock(dff$clock)
    );
    
    // Update code
    always @(*) begin
        dff$clock = clock;
        q = dff$q ^ init;
        dff$d = d ^ init;
    end
    
endmodule // ftr_router_core$credits$9


module ftr_router_core$credits$9$dff(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$credits$9$dff


module ftr_router_core$fifo$0(write,flit_in,read,clock,front,valid,count);
    
    // Module arguments
    input wire  write;
    input wire  [65:0] flit_in;
    input wire  read;
    input wire  clock;
    output reg  [65:0] front;
    output reg  valid;
    output reg  [3:0] count;
    
    // Constant declarations
    localparam  last = 3'b111;
    
    // Stub signals
    reg  [65:0] slots$0$d;
    wire  [65:0] slots$0$q;
    reg  slots$0$clock;
    reg  [65:0] slots$1$d;
    wire  [65:0] slots$1$q;
    reg  slots$1$clock;
    reg  [65:0] slots$2$d;
    wire  [65:0] slots$2$q;
    reg  slots$2$clock;
    reg  [65:0] slots$3$d;
    wire  [65:0] slots$3$q;
    reg  slots$3$clock;
    reg  [65:0] slots$4$d;
    wire  [65:0] slots$4$q;
    reg  slots$4$clock;
    reg  [65:0] slots$5$d;
    wire  [65:0] slots$5$q;
    reg  slots$5$clock;
    reg  [65:0] slots$6$d;
    wire  [65:0] slots$6$q;
    reg  slots$6$clock;
    reg  [65:0] slots$7$d;
    wire  [65:0] slots$7$q;
    reg  slots$7$clock;
    reg  [2:0] head_reg$d;
    wire  [2:0] head_reg$q;
    reg  head_reg$clock;
    reg  [2:0] tail_reg$d;
    wire  [2:0] tail_reg$q;
    reg  tail_reg$clock;
    reg  [3:0] count_reg$d;
    wire  [3:0] count_reg$q;
    reg  count_reg$clock;
    
    // Local signals
    reg  take;
    
    // Sub module instances
    ftr_router_core$fifo$0$slots$0 slots$0(
        .d(slots$0$d),
        .q(slots$0$q),
        .clock(slots$0$clock)
    );
    ftr_router_core$fifo$0$slots$1 slots$1(
        .d(slots$1$d),
        .q(slots$1$q),
        .clock(slots$1$clock)
    );
    ftr_router_core$fifo$0$slots$2 slots$2(
        .d(slots$2$d),
        .q(slots$2$q),
        .clock(slots$2$clock)
    );
    ftr_router_core$fifo$0$slots$3 slots$3(
        .d(slots$3$d),
        .q(slots$3$q),
        .clock(slots$3$clock)
    );
    ftr_router_core$fifo$0$slots$4 slots$4(
        .d(slots$4$d),
        .q(slots$4$q),
        .clock(slots$4$clock)
    );
    ftr_router_core$fifo$0$slots$5 slots$5(
        .d(slots$5$d),
        .q(slots$5$q),
        .clock(slots$5$clock)
    );
    ftr_router_core$fifo$0$slots$6 slots$6(
        .d(slots$6$d),
        .q(slots$6$q),
        .clock(slots$6$clock)
    );
    ftr_router_core$fifo$0$slots$7 slots$7(
        .d(slots$7$d),
        .q(slots$7$q),
        .clock(slots$7$clock)
    );
    ftr_router_core$fifo$0$head_reg head_reg(
        .d(head_reg$d),
        .q(head_reg$q),
        .clock(head_reg$clock)
    );
    ftr_router_core$fifo$0$tail_reg tail_reg(
        .d(tail_reg$d),
        .q(tail_reg$q),
        .clock(tail_reg$clock)
    );
    ftr_router_core$fifo$0$count_reg count_reg(
        .d(count_reg$d),
        .q(count_reg$q),
        .clock(count_reg$clock)
    );
    
    // Update code
    always @(*) begin
        head_reg$clock = clock;
        tail_reg$clock = clock;
        count_reg$clock = clock;
        head_reg$d = head_reg$q;
        tail_reg$d = tail_reg$q;
        count_reg$d = count_reg$q;
        count = count_reg$q;
        valid = |count_reg$q;
        take = read & |count_reg$q;
        front = 32'h0;
        slots$0$clock = clock;
        slots$0$d = slots$0$q;
        if (head_reg$q == 0) begin
            front = slots$0$q;
        end
        if (write & (tail_reg$q == 0)) begin
            slots$0$d = flit_in;
        end
        slots$1$clock = clock;
        slots$1$d = slots$1$q;
        if (head_reg$q == 1) begin
            front = slots$1$q;
        end
        if (write & (tail_reg$q == 1)) begin
            slots$1$d = flit_in;
        end
        slots$2$clock = clock;
        slots$2$d = slots$2$q;
        if (head_reg$q == 2) begin
            front = slots$2$q;
        end
        if (write & (tail_reg$q == 2)) begin
            slots$2$d = flit_in;
        end
        slots$3$clock = clock;
        slots$3$d = slots$3$q;
        if (head_reg$q == 3) begin
            front = slots$3$q;
        end
        if (write & (tail_reg$q == 3)) begin
            slots$3$d = flit_in;
        end
        slots$4$clock = clock;
        slots$4$d = slots$4$q;
        if (head_reg$q == 4) begin
            front = slots$4$q;
        end
        if (write & (tail_reg$q == 4)) begin
            slots$4$d = flit_in;
        end
        slots$5$clock = clock;
        slots$5$d = slots$5$q;
        if (head_reg$q == 5) begin
            front = slots$5$q;
        end
        if (write & (tail_reg$q == 5)) begin
            slots$5$d = flit_in;
        end
        slots$6$clock = clock;
        slots$6$d = slots$6$q;
        if (head_reg$q == 6) begin
            front = slots$6$q;
        end
        if (write & (tail_reg$q == 6)) begin
            slots$6$d = flit_in;
        end
        slots$7$clock = clock;
        slots$7$d = slots$7$q;
        if (head_reg$q == 7) begin
            front = slots$7$q;
        end
        if (write & (tail_reg$q == 7)) begin
            slots$7$d = flit_in;
        end
        if (write) begin
            if (tail_reg$q == last) begin
                tail_reg$d = 32'h0;
            end
            else begin
                tail_reg$d = tail_reg$q + 32'h1;
            end
        end
        if (take) begin
            if (head_reg$q == last) begin
                head_reg$d = 32'h0;
            end
            else begin
                head_reg$d = head_reg$q + 32'h1;
            end
        end
        if (write & ~take) begin
            count_reg$d = count_reg$q + 32'h1;
        end
        if (take & ~write) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
    
endmodule // ftr_router_core$fifo$0


module ftr_router_core$fifo$0$count_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$count_reg


module ftr_router_core$fifo$0$head_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$head_reg


module ftr_router_core$fifo$0$slots$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$slots$0


module ftr_router_core$fifo$0$slots$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$slots$1


module ftr_router_core$fifo$0$slots$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$slots$2


module ftr_router_core$fifo$0$slots$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$slots$3


module ftr_router_core$fifo$0$slots$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$slots$4


module ftr_router_core$fifo$0$slots$5(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$slots$5


module ftr_router_core$fifo$0$slots$6(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$slots$6


module ftr_router_core$fifo$0$slots$7(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$slots$7


module ftr_router_core$fifo$0$tail_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$0$tail_reg


module ftr_router_core$fifo$1(write,flit_in,read,clock,front,valid,count);
    
    // Module arguments
    input wire  write;
    input wire  [65:0] flit_in;
    input wire  read;
    input wire  clock;
    output reg  [65:0] front;
    output reg  valid;
    output reg  [3:0] count;
    
    // Constant declarations
    localparam  last = 3'b111;
    
    // Stub signals
    reg  [65:0] slots$0$d;
    wire  [65:0] slots$0$q;
    reg  slots$0$clock;
    reg  [65:0] slots$1$d;
    wire  [65:0] slots$1$q;
    reg  slots$1$clock;
    reg  [65:0] slots$2$d;
    wire  [65:0] slots$2$q;
    reg  slots$2$clock;
    reg  [65:0] slots$3$d;
    wire  [65:0] slots$3$q;
    reg  slots$3$clock;
    reg  [65:0] slots$4$d;
    wire  [65:0] slots$4$q;
    reg  slots$4$clock;
    reg  [65:0] slots$5$d;
    wire  [65:0] slots$5$q;
    reg  slots$5$clock;
    reg  [65:0] slots$6$d;
    wire  [65:0] slots$6$q;
    reg  slots$6$clock;
    reg  [65:0] slots$7$d;
    wire  [65:0] slots$7$q;
    reg  slots$7$clock;
    reg  [2:0] head_reg$d;
    wire  [2:0] head_reg$q;
    reg  head_reg$clock;
    reg  [2:0] tail_reg$d;
    wire  [2:0] tail_reg$q;
    reg  tail_reg$clock;
    reg  [3:0] count_reg$d;
    wire  [3:0] count_reg$q;
    reg  count_reg$clock;
    
    // Local signals
    reg  take;
    
    // Sub module instances
    ftr_router_core$fifo$1$slots$0 slots$0(
        .d(slots$0$d),
        .q(slots$0$q),
        .clock(slots$0$clock)
    );
    ftr_router_core$fifo$1$slots$1 slots$1(
        .d(slots$1$d),
        .q(slots$1$q),
        .clock(slots$1$clock)
    );
    ftr_router_core$fifo$1$slots$2 slots$2(
        .d(slots$2$d),
        .q(slots$2$q),
        .clock(slots$2$clock)
    );
    ftr_router_core$fifo$1$slots$3 slots$3(
        .d(slots$3$d),
        .q(slots$3$q),
        .clock(slots$3$clock)
    );
    ftr_router_core$fifo$1$slots$4 slots$4(
        .d(slots$4$d),
        .q(slots$4$q),
        .clock(slots$4$clock)
    );
    ftr_router_core$fifo$1$slots$5 slots$5(
        .d(slots$5$d),
        .q(slots$5$q),
        .clock(slots$5$clock)
    );
    ftr_router_core$fifo$1$slots$6 slots$6(
        .d(slots$6$d),
        .q(slots$6$q),
        .clock(slots$6$clock)
    );
    ftr_router_core$fifo$1$slots$7 slots$7(
        .d(slots$7$d),
        .q(slots$7$q),
        .clock(slots$7$clock)
    );
    ftr_router_core$fifo$1$head_reg head_reg(
        .d(head_reg$d),
        .q(head_reg$q),
        .clock(head_reg$clock)
    );
    ftr_router_core$fifo$1$tail_reg tail_reg(
        .d(tail_reg$d),
        .q(tail_reg$q),
        .clock(tail_reg$clock)
    );
    ftr_router_core$fifo$1$count_reg count_reg(
        .d(count_reg$d),
        .q(count_reg$q),
        .clock(count_reg$clock)
    );
    
    // Update code
    always @(*) begin
        head_reg$clock = clock;
        tail_reg$clock = clock;
        count_reg$clock = clock;
        head_reg$d = head_reg$q;
        tail_reg$d = tail_reg$q;
        count_reg$d = count_reg$q;
        count = count_reg$q;
        valid = |count_reg$q;
        take = read & |count_reg$q;
        front = 32'h0;
        slots$0$clock = clock;
        slots$0$d = slots$0$q;
        if (head_reg$q == 0) begin
            front = slots$0$q;
        end
        if (write & (tail_reg$q == 0)) begin
            slots$0$d = flit_in;
        end
        slots$1$clock = clock;
        slots$1$d = slots$1$q;
        if (head_reg$q == 1) begin
            front = slots$1$q;
        end
        if (write & (tail_reg$q == 1)) begin
            slots$1$d = flit_in;
        end
        slots$2$clock = clock;
        slots$2$d = slots$2$q;
        if (head_reg$q == 2) begin
            front = slots$2$q;
        end
        if (write & (tail_reg$q == 2)) begin
            slots$2$d = flit_in;
        end
        slots$3$clock = clock;
        slots$3$d = slots$3$q;
        if (head_reg$q == 3) begin
            front = slots$3$q;
        end
        if (write & (tail_reg$q == 3)) begin
            slots$3$d = flit_in;
        end
        slots$4$clock = clock;
        slots$4$d = slots$4$q;
        if (head_reg$q == 4) begin
            front = slots$4$q;
        end
        if (write & (tail_reg$q == 4)) begin
            slots$4$d = flit_in;
        end
        slots$5$clock = clock;
        slots$5$d = slots$5$q;
        if (head_reg$q == 5) begin
            front = slots$5$q;
        end
        if (write & (tail_reg$q == 5)) begin
            slots$5$d = flit_in;
        end
        slots$6$clock = clock;
        slots$6$d = slots$6$q;
        if (head_reg$q == 6) begin
            front = slots$6$q;
        end
        if (write & (tail_reg$q == 6)) begin
            slots$6$d = flit_in;
        end
        slots$7$clock = clock;
        slots$7$d = slots$7$q;
        if (head_reg$q == 7) begin
            front = slots$7$q;
        end
        if (write & (tail_reg$q == 7)) begin
            slots$7$d = flit_in;
        end
        if (write) begin
            if (tail_reg$q == last) begin
                tail_reg$d = 32'h0;
            end
            else begin
                tail_reg$d = tail_reg$q + 32'h1;
            end
        end
        if (take) begin
            if (head_reg$q == last) begin
                head_reg$d = 32'h0;
            end
            else begin
                head_reg$d = head_reg$q + 32'h1;
            end
        end
        if (write & ~take) begin
            count_reg$d = count_reg$q + 32'h1;
        end
        if (take & ~write) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
    
endmodule // ftr_router_core$fifo$1


module ftr_router_core$fifo$1$count_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$count_reg


module ftr_router_core$fifo$1$head_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$head_reg


module ftr_router_core$fifo$1$slots$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$slots$0


module ftr_router_core$fifo$1$slots$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$slots$1


module ftr_router_core$fifo$1$slots$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$slots$2


module ftr_router_core$fifo$1$slots$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$slots$3


module ftr_router_core$fifo$1$slots$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$slots$4


module ftr_router_core$fifo$1$slots$5(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$slots$5


module ftr_router_core$fifo$1$slots$6(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$slots$6


module ftr_router_core$fifo$1$slots$7(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$slots$7


module ftr_router_core$fifo$1$tail_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$1$tail_reg


module ftr_router_core$fifo$2(write,flit_in,read,clock,front,valid,count);
    
    // Module arguments
    input wire  write;
    input wire  [65:0] flit_in;
    input wire  read;
    input wire  clock;
    output reg  [65:0] front;
    output reg  valid;
    output reg  [3:0] count;
    
    // Constant declarations
    localparam  last = 3'b111;
    
    // Stub signals
    reg  [65:0] slots$0$d;
    wire  [65:0] slots$0$q;
    reg  slots$0$clock;
    reg  [65:0] slots$1$d;
    wire  [65:0] slots$1$q;
    reg  slots$1$clock;
    reg  [65:0] slots$2$d;
    wire  [65:0] slots$2$q;
    reg  slots$2$clock;
    reg  [65:0] slots$3$d;
    wire  [65:0] slots$3$q;
    reg  slots$3$clock;
    reg  [65:0] slots$4$d;
    wire  [65:0] slots$4$q;
    reg  slots$4$clock;
    reg  [65:0] slots$5$d;
    wire  [65:0] slots$5$q;
    reg  slots$5$clock;
    reg  [65:0] slots$6$d;
    wire  [65:0] slots$6$q;
    reg  slots$6$clock;
    reg  [65:0] slots$7$d;
    wire  [65:0] slots$7$q;
    reg  slots$7$clock;
    reg  [2:0] head_reg$d;
    wire  [2:0] head_reg$q;
    reg  head_reg$clock;
    reg  [2:0] tail_reg$d;
    wire  [2:0] tail_reg$q;
    reg  tail_reg$clock;
    reg  [3:0] count_reg$d;
    wire  [3:0] count_reg$q;
    reg  count_reg$clock;
    
    // Local signals
    reg  take;
    
    // Sub module instances
    ftr_router_core$fifo$2$slots$0 slots$0(
        .d(slots$0$d),
        .q(slots$0$q),
        .clock(slots$0$clock)
    );
    ftr_router_core$fifo$2$slots$1 slots$1(
        .d(slots$1$d),
        .q(slots$1$q),
        .clock(slots$1$clock)
    );
    ftr_router_core$fifo$2$slots$2 slots$2(
        .d(slots$2$d),
        .q(slots$2$q),
        .clock(slots$2$clock)
    );
    ftr_router_core$fifo$2$slots$3 slots$3(
        .d(slots$3$d),
        .q(slots$3$q),
        .clock(slots$3$clock)
    );
    ftr_router_core$fifo$2$slots$4 slots$4(
        .d(slots$4$d),
        .q(slots$4$q),
        .clock(slots$4$clock)
    );
    ftr_router_core$fifo$2$slots$5 slots$5(
        .d(slots$5$d),
        .q(slots$5$q),
        .clock(slots$5$clock)
    );
    ftr_router_core$fifo$2$slots$6 slots$6(
        .d(slots$6$d),
        .q(slots$6$q),
        .clock(slots$6$clock)
    );
    ftr_router_core$fifo$2$slots$7 slots$7(
        .d(slots$7$d),
        .q(slots$7$q),
        .clock(slots$7$clock)
    );
    ftr_router_core$fifo$2$head_reg head_reg(
        .d(head_reg$d),
        .q(head_reg$q),
        .clock(head_reg$clock)
    );
    ftr_router_core$fifo$2$tail_reg tail_reg(
        .d(tail_reg$d),
        .q(tail_reg$q),
        .clock(tail_reg$clock)
    );
    ftr_router_core$fifo$2$count_reg count_reg(
        .d(count_reg$d),
        .q(count_reg$q),
        .clock(count_reg$clock)
    );
    
    // Update code
    always @(*) begin
        head_reg$clock = clock;
        tail_reg$clock = clock;
        count_reg$clock = clock;
        head_reg$d = head_reg$q;
        tail_reg$d = tail_reg$q;
        count_reg$d = count_reg$q;
        count = count_reg$q;
        valid = |count_reg$q;
        take = read & |count_reg$q;
        front = 32'h0;
        slots$0$clock = clock;
        slots$0$d = slots$0$q;
        if (head_reg$q == 0) begin
            front = slots$0$q;
        end
        if (write & (tail_reg$q == 0)) begin
            slots$0$d = flit_in;
        end
        slots$1$clock = clock;
        slots$1$d = slots$1$q;
        if (head_reg$q == 1) begin
            front = slots$1$q;
        end
        if (write & (tail_reg$q == 1)) begin
            slots$1$d = flit_in;
        end
        slots$2$clock = clock;
        slots$2$d = slots$2$q;
        if (head_reg$q == 2) begin
            front = slots$2$q;
        end
        if (write & (tail_reg$q == 2)) begin
            slots$2$d = flit_in;
        end
        slots$3$clock = clock;
        slots$3$d = slots$3$q;
        if (head_reg$q == 3) begin
            front = slots$3$q;
        end
        if (write & (tail_reg$q == 3)) begin
            slots$3$d = flit_in;
        end
        slots$4$clock = clock;
        slots$4$d = slots$4$q;
        if (head_reg$q == 4) begin
            front = slots$4$q;
        end
        if (write & (tail_reg$q == 4)) begin
            slots$4$d = flit_in;
        end
        slots$5$clock = clock;
        slots$5$d = slots$5$q;
        if (head_reg$q == 5) begin
            front = slots$5$q;
        end
        if (write & (tail_reg$q == 5)) begin
            slots$5$d = flit_in;
        end
        slots$6$clock = clock;
        slots$6$d = slots$6$q;
        if (head_reg$q == 6) begin
            front = slots$6$q;
        end
        if (write & (tail_reg$q == 6)) begin
            slots$6$d = flit_in;
        end
        slots$7$clock = clock;
        slots$7$d = slots$7$q;
        if (head_reg$q == 7) begin
            front = slots$7$q;
        end
        if (write & (tail_reg$q == 7)) begin
            slots$7$d = flit_in;
        end
        if (write) begin
            if (tail_reg$q == last) begin
                tail_reg$d = 32'h0;
            end
            else begin
                tail_reg$d = tail_reg$q + 32'h1;
            end
        end
        if (take) begin
            if (head_reg$q == last) begin
                head_reg$d = 32'h0;
            end
            else begin
                head_reg$d = head_reg$q + 32'h1;
            end
        end
        if (write & ~take) begin
            count_reg$d = count_reg$q + 32'h1;
        end
        if (take & ~write) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
    
endmodule // ftr_router_core$fifo$2


module ftr_router_core$fifo$2$count_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$count_reg


module ftr_router_core$fifo$2$head_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$head_reg


module ftr_router_core$fifo$2$slots$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$slots$0


module ftr_router_core$fifo$2$slots$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$slots$1


module ftr_router_core$fifo$2$slots$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$slots$2


module ftr_router_core$fifo$2$slots$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$slots$3


module ftr_router_core$fifo$2$slots$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$slots$4


module ftr_router_core$fifo$2$slots$5(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$slots$5


module ftr_router_core$fifo$2$slots$6(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$slots$6


module ftr_router_core$fifo$2$slots$7(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$slots$7


module ftr_router_core$fifo$2$tail_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$2$tail_reg


module ftr_router_core$fifo$3(write,flit_in,read,clock,front,valid,count);
    
    // Module arguments
    input wire  write;
    input wire  [65:0] flit_in;
    input wire  read;
    input wire  clock;
    output reg  [65:0] front;
    output reg  valid;
    output reg  [3:0] count;
    
    // Constant declarations
    localparam  last = 3'b111;
    
    // Stub signals
    reg  [65:0] slots$0$d;
    wire  [65:0] slots$0$q;
    reg  slots$0$clock;
    reg  [65:0] slots$1$d;
    wire  [65:0] slots$1$q;
    reg  slots$1$clock;
    reg  [65:0] slots$2$d;
    wire  [65:0] slots$2$q;
    reg  slots$2$clock;
    reg  [65:0] slots$3$d;
    wire  [65:0] slots$3$q;
    reg  slots$3$clock;
    reg  [65:0] slots$4$d;
    wire  [65:0] slots$4$q;
    reg  slots$4$clock;
    reg  [65:0] slots$5$d;
    wire  [65:0] slots$5$q;
    reg  slots$5$clock;
    reg  [65:0] slots$6$d;
    wire  [65:0] slots$6$q;
    reg  slots$6$clock;
    reg  [65:0] slots$7$d;
    wire  [65:0] slots$7$q;
    reg  slots$7$clock;
    reg  [2:0] head_reg$d;
    wire  [2:0] head_reg$q;
    reg  head_reg$clock;
    reg  [2:0] tail_reg$d;
    wire  [2:0] tail_reg$q;
    reg  tail_reg$clock;
    reg  [3:0] count_reg$d;
    wire  [3:0] count_reg$q;
    reg  count_reg$clock;
    
    // Local signals
    reg  take;
    
    // Sub module instances
    ftr_router_core$fifo$3$slots$0 slots$0(
        .d(slots$0$d),
        .q(slots$0$q),
        .clock(slots$0$clock)
    );
    ftr_router_core$fifo$3$slots$1 slots$1(
        .d(slots$1$d),
        .q(slots$1$q),
        .clock(slots$1$clock)
    );
    ftr_router_core$fifo$3$slots$2 slots$2(
        .d(slots$2$d),
        .q(slots$2$q),
        .clock(slots$2$clock)
    );
    ftr_router_core$fifo$3$slots$3 slots$3(
        .d(slots$3$d),
        .q(slots$3$q),
        .clock(slots$3$clock)
    );
    ftr_router_core$fifo$3$slots$4 slots$4(
        .d(slots$4$d),
        .q(slots$4$q),
        .clock(slots$4$clock)
    );
    ftr_router_core$fifo$3$slots$5 slots$5(
        .d(slots$5$d),
        .q(slots$5$q),
        .clock(slots$5$clock)
    );
    ftr_router_core$fifo$3$slots$6 slots$6(
        .d(slots$6$d),
        .q(slots$6$q),
        .clock(slots$6$clock)
    );
    ftr_router_core$fifo$3$slots$7 slots$7(
        .d(slots$7$d),
        .q(slots$7$q),
        .clock(slots$7$clock)
    );
    ftr_router_core$fifo$3$head_reg head_reg(
        .d(head_reg$d),
        .q(head_reg$q),
        .clock(head_reg$clock)
    );
    ftr_router_core$fifo$3$tail_reg tail_reg(
        .d(tail_reg$d),
        .q(tail_reg$q),
        .clock(tail_reg$clock)
    );
    ftr_router_core$fifo$3$count_reg count_reg(
        .d(count_reg$d),
        .q(count_reg$q),
        .clock(count_reg$clock)
    );
    
    // Update code
    always @(*) begin
        head_reg$clock = clock;
        tail_reg$clock = clock;
        count_reg$clock = clock;
        head_reg$d = head_reg$q;
        tail_reg$d = tail_reg$q;
        count_reg$d = count_reg$q;
        count = count_reg$q;
        valid = |count_reg$q;
        take = read & |count_reg$q;
        front = 32'h0;
        slots$0$clock = clock;
        slots$0$d = slots$0$q;
        if (head_reg$q == 0) begin
            front = slots$0$q;
        end
        if (write & (tail_reg$q == 0)) begin
            slots$0$d = flit_in;
        end
        slots$1$clock = clock;
        slots$1$d = slots$1$q;
        if (head_reg$q == 1) begin
            front = slots$1$q;
        end
        if (write & (tail_reg$q == 1)) begin
            slots$1$d = flit_in;
        end
        slots$2$clock = clock;
        slots$2$d = slots$2$q;
        if (head_reg$q == 2) begin
            front = slots$2$q;
        end
        if (write & (tail_reg$q == 2)) begin
            slots$2$d = flit_in;
        end
        slots$3$clock = clock;
        slots$3$d = slots$3$q;
        if (head_reg$q == 3) begin
            front = slots$3$q;
        end
        if (write & (tail_reg$q == 3)) begin
            slots$3$d = flit_in;
        end
        slots$4$clock = clock;
        slots$4$d = slots$4$q;
        if (head_reg$q == 4) begin
            front = slots$4$q;
        end
        if (write & (tail_reg$q == 4)) begin
            slots$4$d = flit_in;
        end
        slots$5$clock = clock;
        slots$5$d = slots$5$q;
        if (head_reg$q == 5) begin
            front = slots$5$q;
        end
        if (write & (tail_reg$q == 5)) begin
            slots$5$d = flit_in;
        end
        slots$6$clock = clock;
        slots$6$d = slots$6$q;
        if (head_reg$q == 6) begin
            front = slots$6$q;
        end
        if (write & (tail_reg$q == 6)) begin
            slots$6$d = flit_in;
        end
        slots$7$clock = clock;
        slots$7$d = slots$7$q;
        if (head_reg$q == 7) begin
            front = slots$7$q;
        end
        if (write & (tail_reg$q == 7)) begin
            slots$7$d = flit_in;
        end
        if (write) begin
            if (tail_reg$q == last) begin
                tail_reg$d = 32'h0;
            end
            else begin
                tail_reg$d = tail_reg$q + 32'h1;
            end
        end
        if (take) begin
            if (head_reg$q == last) begin
                head_reg$d = 32'h0;
            end
            else begin
                head_reg$d = head_reg$q + 32'h1;
            end
        end
        if (write & ~take) begin
            count_reg$d = count_reg$q + 32'h1;
        end
        if (take & ~write) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
    
endmodule // ftr_router_core$fifo$3


module ftr_router_core$fifo$3$count_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$count_reg


module ftr_router_core$fifo$3$head_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$head_reg


module ftr_router_core$fifo$3$slots$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$slots$0


module ftr_router_core$fifo$3$slots$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$slots$1


module ftr_router_core$fifo$3$slots$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$slots$2


module ftr_router_core$fifo$3$slots$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$slots$3


module ftr_router_core$fifo$3$slots$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$slots$4


module ftr_router_core$fifo$3$slots$5(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$slots$5


module ftr_router_core$fifo$3$slots$6(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$slots$6


module ftr_router_core$fifo$3$slots$7(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$slots$7


module ftr_router_core$fifo$3$tail_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$3$tail_reg


module ftr_router_core$fifo$4(write,flit_in,read,clock,front,valid,count);
    
    // Module arguments
    input wire  write;
    input wire  [65:0] flit_in;
    input wire  read;
    input wire  clock;
    output reg  [65:0] front;
    output reg  valid;
    output reg  [3:0] count;
    
    // Constant declarations
    localparam  last = 3'b111;
    
    // Stub signals
    reg  [65:0] slots$0$d;
    wire  [65:0] slots$0$q;
    reg  slots$0$clock;
    reg  [65:0] slots$1$d;
    wire  [65:0] slots$1$q;
    reg  slots$1$clock;
    reg  [65:0] slots$2$d;
    wire  [65:0] slots$2$q;
    reg  slots$2$clock;
    reg  [65:0] slots$3$d;
    wire  [65:0] slots$3$q;
    reg  slots$3$clock;
    reg  [65:0] slots$4$d;
    wire  [65:0] slots$4$q;
    reg  slots$4$clock;
    reg  [65:0] slots$5$d;
    wire  [65:0] slots$5$q;
    reg  slots$5$clock;
    reg  [65:0] slots$6$d;
    wire  [65:0] slots$6$q;
    reg  slots$6$clock;
    reg  [65:0] slots$7$d;
    wire  [65:0] slots$7$q;
    reg  slots$7$clock;
    reg  [2:0] head_reg$d;
    wire  [2:0] head_reg$q;
    reg  head_reg$clock;
    reg  [2:0] tail_reg$d;
    wire  [2:0] tail_reg$q;
    reg  tail_reg$clock;
    reg  [3:0] count_reg$d;
    wire  [3:0] count_reg$q;
    reg  count_reg$clock;
    
    // Local signals
    reg  take;
    
    // Sub module instances
    ftr_router_core$fifo$4$slots$0 slots$0(
        .d(slots$0$d),
        .q(slots$0$q),
        .clock(slots$0$clock)
    );
    ftr_router_core$fifo$4$slots$1 slots$1(
        .d(slots$1$d),
        .q(slots$1$q),
        .clock(slots$1$clock)
    );
    ftr_router_core$fifo$4$slots$2 slots$2(
        .d(slots$2$d),
        .q(slots$2$q),
        .clock(slots$2$clock)
    );
    ftr_router_core$fifo$4$slots$3 slots$3(
        .d(slots$3$d),
        .q(slots$3$q),
        .clock(slots$3$clock)
    );
    ftr_router_core$fifo$4$slots$4 slots$4(
        .d(slots$4$d),
        .q(slots$4$q),
        .clock(slots$4$clock)
    );
    ftr_router_core$fifo$4$slots$5 slots$5(
        .d(slots$5$d),
        .q(slots$5$q),
        .clock(slots$5$clock)
    );
    ftr_router_core$fifo$4$slots$6 slots$6(
        .d(slots$6$d),
        .q(slots$6$q),
        .clock(slots$6$clock)
    );
    ftr_router_core$fifo$4$slots$7 slots$7(
        .d(slots$7$d),
        .q(slots$7$q),
        .clock(slots$7$clock)
    );
    ftr_router_core$fifo$4$head_reg head_reg(
        .d(head_reg$d),
        .q(head_reg$q),
        .clock(head_reg$clock)
    );
    ftr_router_core$fifo$4$tail_reg tail_reg(
        .d(tail_reg$d),
        .q(tail_reg$q),
        .clock(tail_reg$clock)
    );
    ftr_router_core$fifo$4$count_reg count_reg(
        .d(count_reg$d),
        .q(count_reg$q),
        .clock(count_reg$clock)
    );
    
    // Update code
    always @(*) begin
        head_reg$clock = clock;
        tail_reg$clock = clock;
        count_reg$clock = clock;
        head_reg$d = head_reg$q;
        tail_reg$d = tail_reg$q;
        count_reg$d = count_reg$q;
        count = count_reg$q;
        valid = |count_reg$q;
        take = read & |count_reg$q;
        front = 32'h0;
        slots$0$clock = clock;
        slots$0$d = slots$0$q;
        if (head_reg$q == 0) begin
            front = slots$0$q;
        end
        if (write & (tail_reg$q == 0)) begin
            slots$0$d = flit_in;
        end
        slots$1$clock = clock;
        slots$1$d = slots$1$q;
        if (head_reg$q == 1) begin
            front = slots$1$q;
        end
        if (write & (tail_reg$q == 1)) begin
            slots$1$d = flit_in;
        end
        slots$2$clock = clock;
        slots$2$d = slots$2$q;
        if (head_reg$q == 2) begin
            front = slots$2$q;
        end
        if (write & (tail_reg$q == 2)) begin
            slots$2$d = flit_in;
        end
        slots$3$clock = clock;
        slots$3$d = slots$3$q;
        if (head_reg$q == 3) begin
            front = slots$3$q;
        end
        if (write & (tail_reg$q == 3)) begin
            slots$3$d = flit_in;
        end
        slots$4$clock = clock;
        slots$4$d = slots$4$q;
        if (head_reg$q == 4) begin
            front = slots$4$q;
        end
        if (write & (tail_reg$q == 4)) begin
            slots$4$d = flit_in;
        end
        slots$5$clock = clock;
        slots$5$d = slots$5$q;
        if (head_reg$q == 5) begin
            front = slots$5$q;
        end
        if (write & (tail_reg$q == 5)) begin
            slots$5$d = flit_in;
        end
        slots$6$clock = clock;
        slots$6$d = slots$6$q;
        if (head_reg$q == 6) begin
            front = slots$6$q;
        end
        if (write & (tail_reg$q == 6)) begin
            slots$6$d = flit_in;
        end
        slots$7$clock = clock;
        slots$7$d = slots$7$q;
        if (head_reg$q == 7) begin
            front = slots$7$q;
        end
        if (write & (tail_reg$q == 7)) begin
            slots$7$d = flit_in;
        end
        if (write) begin
            if (tail_reg$q == last) begin
                tail_reg$d = 32'h0;
            end
            else begin
                tail_reg$d = tail_reg$q + 32'h1;
            end
        end
        if (take) begin
            if (head_reg$q == last) begin
                head_reg$d = 32'h0;
            end
            else begin
                head_reg$d = head_reg$q + 32'h1;
            end
        end
        if (write & ~take) begin
            count_reg$d = count_reg$q + 32'h1;
        end
        if (take & ~write) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
    
endmodule // ftr_router_core$fifo$4


module ftr_router_core$fifo$4$count_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$count_reg


module ftr_router_core$fifo$4$head_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$head_reg


module ftr_router_core$fifo$4$slots$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$slots$0


module ftr_router_core$fifo$4$slots$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$slots$1


module ftr_router_core$fifo$4$slots$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$slots$2


module ftr_router_core$fifo$4$slots$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$slots$3


module ftr_router_core$fifo$4$slots$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$slots$4


module ftr_router_core$fifo$4$slots$5(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$slots$5


module ftr_router_core$fifo$4$slots$6(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$slots$6


module ftr_router_core$fifo$4$slots$7(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$slots$7


module ftr_router_core$fifo$4$tail_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$4$tail_reg


module ftr_router_core$fifo$5(write,flit_in,read,clock,front,valid,count);
    
    // Module arguments
    input wire  write;
    input wire  [65:0] flit_in;
    input wire  read;
    input wire  clock;
    output reg  [65:0] front;
    output reg  valid;
    output reg  [3:0] count;
    
    // Constant declarations
    localparam  last = 3'b111;
    
    // Stub signals
    reg  [65:0] slots$0$d;
    wire  [65:0] slots$0$q;
    reg  slots$0$clock;
    reg  [65:0] slots$1$d;
    wire  [65:0] slots$1$q;
    reg  slots$1$clock;
    reg  [65:0] slots$2$d;
    wire  [65:0] slots$2$q;
    reg  slots$2$clock;
    reg  [65:0] slots$3$d;
    wire  [65:0] slots$3$q;
    reg  slots$3$clock;
    reg  [65:0] slots$4$d;
    wire  [65:0] slots$4$q;
    reg  slots$4$clock;
    reg  [65:0] slots$5$d;
    wire  [65:0] slots$5$q;
    reg  slots$5$clock;
    reg  [65:0] slots$6$d;
    wire  [65:0] slots$6$q;
    reg  slots$6$clock;
    reg  [65:0] slots$7$d;
    wire  [65:0] slots$7$q;
    reg  slots$7$clock;
    reg  [2:0] head_reg$d;
    wire  [2:0] head_reg$q;
    reg  head_reg$clock;
    reg  [2:0] tail_reg$d;
    wire  [2:0] tail_reg$q;
    reg  tail_reg$clock;
    reg  [3:0] count_reg$d;
    wire  [3:0] count_reg$q;
    reg  count_reg$clock;
    
    // Local signals
    reg  take;
    
    // Sub module instances
    ftr_router_core$fifo$5$slots$0 slots$0(
        .d(slots$0$d),
        .q(slots$0$q),
        .clock(slots$0$clock)
    );
    ftr_router_core$fifo$5$slots$1 slots$1(
        .d(slots$1$d),
        .q(slots$1$q),
        .clock(slots$1$clock)
    );
    ftr_router_core$fifo$5$slots$2 slots$2(
        .d(slots$2$d),
        .q(slots$2$q),
        .clock(slots$2$clock)
    );
    ftr_router_core$fifo$5$slots$3 slots$3(
        .d(slots$3$d),
        .q(slots$3$q),
        .clock(slots$3$clock)
    );
    ftr_router_core$fifo$5$slots$4 slots$4(
        .d(slots$4$d),
        .q(slots$4$q),
        .clock(slots$4$clock)
    );
    ftr_router_core$fifo$5$slots$5 slots$5(
        .d(slots$5$d),
        .q(slots$5$q),
        .clock(slots$5$clock)
    );
    ftr_router_core$fifo$5$slots$6 slots$6(
        .d(slots$6$d),
        .q(slots$6$q),
        .clock(slots$6$clock)
    );
    ftr_router_core$fifo$5$slots$7 slots$7(
        .d(slots$7$d),
        .q(slots$7$q),
        .clock(slots$7$clock)
    );
    ftr_router_core$fifo$5$head_reg head_reg(
        .d(head_reg$d),
        .q(head_reg$q),
        .clock(head_reg$clock)
    );
    ftr_router_core$fifo$5$tail_reg tail_reg(
        .d(tail_reg$d),
        .q(tail_reg$q),
        .clock(tail_reg$clock)
    );
    ftr_router_core$fifo$5$count_reg count_reg(
        .d(count_reg$d),
        .q(count_reg$q),
        .clock(count_reg$clock)
    );
    
    // Update code
    always @(*) begin
        head_reg$clock = clock;
        tail_reg$clock = clock;
        count_reg$clock = clock;
        head_reg$d = head_reg$q;
        tail_reg$d = tail_reg$q;
        count_reg$d = count_reg$q;
        count = count_reg$q;
        valid = |count_reg$q;
        take = read & |count_reg$q;
        front = 32'h0;
        slots$0$clock = clock;
        slots$0$d = slots$0$q;
        if (head_reg$q == 0) begin
            front = slots$0$q;
        end
        if (write & (tail_reg$q == 0)) begin
            slots$0$d = flit_in;
        end
        slots$1$clock = clock;
        slots$1$d = slots$1$q;
        if (head_reg$q == 1) begin
            front = slots$1$q;
        end
        if (write & (tail_reg$q == 1)) begin
            slots$1$d = flit_in;
        end
        slots$2$clock = clock;
        slots$2$d = slots$2$q;
        if (head_reg$q == 2) begin
            front = slots$2$q;
        end
        if (write & (tail_reg$q == 2)) begin
            slots$2$d = flit_in;
        end
        slots$3$clock = clock;
        slots$3$d = slots$3$q;
        if (head_reg$q == 3) begin
            front = slots$3$q;
        end
        if (write & (tail_reg$q == 3)) begin
            slots$3$d = flit_in;
        end
        slots$4$clock = clock;
        slots$4$d = slots$4$q;
        if (head_reg$q == 4) begin
            front = slots$4$q;
        end
        if (write & (tail_reg$q == 4)) begin
            slots$4$d = flit_in;
        end
        slots$5$clock = clock;
        slots$5$d = slots$5$q;
        if (head_reg$q == 5) begin
            front = slots$5$q;
        end
        if (write & (tail_reg$q == 5)) begin
            slots$5$d = flit_in;
        end
        slots$6$clock = clock;
        slots$6$d = slots$6$q;
        if (head_reg$q == 6) begin
            front = slots$6$q;
        end
        if (write & (tail_reg$q == 6)) begin
            slots$6$d = flit_in;
        end
        slots$7$clock = clock;
        slots$7$d = slots$7$q;
        if (head_reg$q == 7) begin
            front = slots$7$q;
        end
        if (write & (tail_reg$q == 7)) begin
            slots$7$d = flit_in;
        end
        if (write) begin
            if (tail_reg$q == last) begin
                tail_reg$d = 32'h0;
            end
            else begin
                tail_reg$d = tail_reg$q + 32'h1;
            end
        end
        if (take) begin
            if (head_reg$q == last) begin
                head_reg$d = 32'h0;
            end
            else begin
                head_reg$d = head_reg$q + 32'h1;
            end
        end
        if (write & ~take) begin
            count_reg$d = count_reg$q + 32'h1;
        end
        if (take & ~write) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
    
endmodule // ftr_router_core$fifo$5


module ftr_router_core$fifo$5$count_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$count_reg


module ftr_router_core$fifo$5$head_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$head_reg


module ftr_router_core$fifo$5$slots$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$slots$0


module ftr_router_core$fifo$5$slots$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$slots$1


module ftr_router_core$fifo$5$slots$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$slots$2


module ftr_router_core$fifo$5$slots$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$slots$3


module ftr_router_core$fifo$5$slots$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$slots$4


module ftr_router_core$fifo$5$slots$5(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$slots$5


module ftr_router_core$fifo$5$slots$6(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$slots$6


module ftr_router_core$fifo$5$slots$7(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$slots$7


module ftr_router_core$fifo$5$tail_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$5$tail_reg


module ftr_router_core$fifo$6(write,flit_in,read,clock,front,valid,count);
    
    // Module arguments
    input wire  write;
    input wire  [65:0] flit_in;
    input wire  read;
    input wire  clock;
    output reg  [65:0] front;
    output reg  valid;
    output reg  [3:0] count;
    
    // Constant declarations
    localparam  last = 3'b111;
    
    // Stub signals
    reg  [65:0] slots$0$d;
    wire  [65:0] slots$0$q;
    reg  slots$0$clock;
    reg  [65:0] slots$1$d;
    wire  [65:0] slots$1$q;
    reg  slots$1$clock;
    reg  [65:0] slots$2$d;
    wire  [65:0] slots$2$q;
    reg  slots$2$clock;
    reg  [65:0] slots$3$d;
    wire  [65:0] slots$3$q;
    reg  slots$3$clock;
    reg  [65:0] slots$4$d;
    wire  [65:0] slots$4$q;
    reg  slots$4$clock;
    reg  [65:0] slots$5$d;
    wire  [65:0] slots$5$q;
    reg  slots$5$clock;
    reg  [65:0] slots$6$d;
    wire  [65:0] slots$6$q;
    reg  slots$6$clock;
    reg  [65:0] slots$7$d;
    wire  [65:0] slots$7$q;
    reg  slots$7$clock;
    reg  [2:0] head_reg$d;
    wire  [2:0] head_reg$q;
    reg  head_reg$clock;
    reg  [2:0] tail_reg$d;
    wire  [2:0] tail_reg$q;
    reg  tail_reg$clock;
    reg  [3:0] count_reg$d;
    wire  [3:0] count_reg$q;
    reg  count_reg$clock;
    
    // Local signals
    reg  take;
    
    // Sub module instances
    ftr_router_core$fifo$6$slots$0 slots$0(
        .d(slots$0$d),
        .q(slots$0$q),
        .clock(slots$0$clock)
    );
    ftr_router_core$fifo$6$slots$1 slots$1(
        .d(slots$1$d),
        .q(slots$1$q),
        .clock(slots$1$clock)
    );
    ftr_router_core$fifo$6$slots$2 slots$2(
        .d(slots$2$d),
        .q(slots$2$q),
        .clock(slots$2$clock)
    );
    ftr_router_core$fifo$6$slots$3 slots$3(
        .d(slots$3$d),
        .q(slots$3$q),
        .clock(slots$3$clock)
    );
    ftr_router_core$fifo$6$slots$4 slots$4(
        .d(slots$4$d),
        .q(slots$4$q),
        .clock(slots$4$clock)
    );
    ftr_router_core$fifo$6$slots$5 slots$5(
        .d(slots$5$d),
        .q(slots$5$q),
        .clock(slots$5$clock)
    );
    ftr_router_core$fifo$6$slots$6 slots$6(
        .d(slots$6$d),
        .q(slots$6$q),
        .clock(slots$6$clock)
    );
    ftr_router_core$fifo$6$slots$7 slots$7(
        .d(slots$7$d),
        .q(slots$7$q),
        .clock(slots$7$clock)
    );
    ftr_router_core$fifo$6$head_reg head_reg(
        .d(head_reg$d),
        .q(head_reg$q),
        .clock(head_reg$clock)
    );
    ftr_router_core$fifo$6$tail_reg tail_reg(
        .d(tail_reg$d),
        .q(tail_reg$q),
        .clock(tail_reg$clock)
    );
    ftr_router_core$fifo$6$count_reg count_reg(
        .d(count_reg$d),
        .q(count_reg$q),
        .clock(count_reg$clock)
    );
    
    // Update code
    always @(*) begin
        head_reg$clock = clock;
        tail_reg$clock = clock;
        count_reg$clock = clock;
        head_reg$d = head_reg$q;
        tail_reg$d = tail_reg$q;
        count_reg$d = count_reg$q;
        count = count_reg$q;
        valid = |count_reg$q;
        take = read & |count_reg$q;
        front = 32'h0;
        slots$0$clock = clock;
        slots$0$d = slots$0$q;
        if (head_reg$q == 0) begin
            front = slots$0$q;
        end
        if (write & (tail_reg$q == 0)) begin
            slots$0$d = flit_in;
        end
        slots$1$clock = clock;
        slots$1$d = slots$1$q;
        if (head_reg$q == 1) begin
            front = slots$1$q;
        end
        if (write & (tail_reg$q == 1)) begin
            slots$1$d = flit_in;
        end
        slots$2$clock = clock;
        slots$2$d = slots$2$q;
        if (head_reg$q == 2) begin
            front = slots$2$q;
        end
        if (write & (tail_reg$q == 2)) begin
            slots$2$d = flit_in;
        end
        slots$3$clock = clock;
        slots$3$d = slots$3$q;
        if (head_reg$q == 3) begin
            front = slots$3$q;
        end
        if (write & (tail_reg$q == 3)) begin
            slots$3$d = flit_in;
        end
        slots$4$clock = clock;
        slots$4$d = slots$4$q;
        if (head_reg$q == 4) begin
            front = slots$4$q;
        end
        if (write & (tail_reg$q == 4)) begin
            slots$4$d = flit_in;
        end
        slots$5$clock = clock;
        slots$5$d = slots$5$q;
        if (head_reg$q == 5) begin
            front = slots$5$q;
        end
        if (write & (tail_reg$q == 5)) begin
            slots$5$d = flit_in;
        end
        slots$6$clock = clock;
        slots$6$d = slots$6$q;
        if (head_reg$q == 6) begin
            front = slots$6$q;
        end
        if (write & (tail_reg$q == 6)) begin
            slots$6$d = flit_in;
        end
        slots$7$clock = clock;
        slots$7$d = slots$7$q;
        if (head_reg$q == 7) begin
            front = slots$7$q;
        end
        if (write & (tail_reg$q == 7)) begin
            slots$7$d = flit_in;
        end
        if (write) begin
            if (tail_reg$q == last) begin
                tail_reg$d = 32'h0;
            end
            else begin
                tail_reg$d = tail_reg$q + 32'h1;
            end
        end
        if (take) begin
            if (head_reg$q == last) begin
                head_reg$d = 32'h0;
            end
            else begin
                head_reg$d = head_reg$q + 32'h1;
            end
        end
        if (write & ~take) begin
            count_reg$d = count_reg$q + 32'h1;
        end
        if (take & ~write) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
    
endmodule // ftr_router_core$fifo$6


module ftr_router_core$fifo$6$count_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$count_reg


module ftr_router_core$fifo$6$head_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$head_reg


module ftr_router_core$fifo$6$slots$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$slots$0


module ftr_router_core$fifo$6$slots$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$slots$1


module ftr_router_core$fifo$6$slots$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$slots$2


module ftr_router_core$fifo$6$slots$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$slots$3


module ftr_router_core$fifo$6$slots$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$slots$4


module ftr_router_core$fifo$6$slots$5(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$slots$5


module ftr_router_core$fifo$6$slots$6(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$slots$6


module ftr_router_core$fifo$6$slots$7(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$slots$7


module ftr_router_core$fifo$6$tail_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$6$tail_reg


module ftr_router_core$fifo$7(write,flit_in,read,clock,front,valid,count);
    
    // Module arguments
    input wire  write;
    input wire  [65:0] flit_in;
    input wire  read;
    input wire  clock;
    output reg  [65:0] front;
    output reg  valid;
    output reg  [3:0] count;
    
    // Constant declarations
    localparam  last = 3'b111;
    
    // Stub signals
    reg  [65:0] slots$0$d;
    wire  [65:0] slots$0$q;
    reg  slots$0$clock;
    reg  [65:0] slots$1$d;
    wire  [65:0] slots$1$q;
    reg  slots$1$clock;
    reg  [65:0] slots$2$d;
    wire  [65:0] slots$2$q;
    reg  slots$2$clock;
    reg  [65:0] slots$3$d;
    wire  [65:0] slots$3$q;
    reg  slots$3$clock;
    reg  [65:0] slots$4$d;
    wire  [65:0] slots$4$q;
    reg  slots$4$clock;
    reg  [65:0] slots$5$d;
    wire  [65:0] slots$5$q;
    reg  slots$5$clock;
    reg  [65:0] slots$6$d;
    wire  [65:0] slots$6$q;
    reg  slots$6$clock;
    reg  [65:0] slots$7$d;
    wire  [65:0] slots$7$q;
    reg  slots$7$clock;
    reg  [2:0] head_reg$d;
    wire  [2:0] head_reg$q;
    reg  head_reg$clock;
    reg  [2:0] tail_reg$d;
    wire  [2:0] tail_reg$q;
    reg  tail_reg$clock;
    reg  [3:0] count_reg$d;
    wire  [3:0] count_reg$q;
    reg  count_reg$clock;
    
    // Local signals
    reg  take;
    
    // Sub module instances
    ftr_router_core$fifo$7$slots$0 slots$0(
        .d(slots$0$d),
        .q(slots$0$q),
        .clock(slots$0$clock)
    );
    ftr_router_core$fifo$7$slots$1 slots$1(
        .d(slots$1$d),
        .q(slots$1$q),
        .clock(slots$1$clock)
    );
    ftr_router_core$fifo$7$slots$2 slots$2(
        .d(slots$2$d),
        .q(slots$2$q),
        .clock(slots$2$clock)
    );
    ftr_router_core$fifo$7$slots$3 slots$3(
        .d(slots$3$d),
        .q(slots$3$q),
        .clock(slots$3$clock)
    );
    ftr_router_core$fifo$7$slots$4 slots$4(
        .d(slots$4$d),
        .q(slots$4$q),
        .clock(slots$4$clock)
    );
    ftr_router_core$fifo$7$slots$5 slots$5(
        .d(slots$5$d),
        .q(slots$5$q),
        .clock(slots$5$clock)
    );
    ftr_router_core$fifo$7$slots$6 slots$6(
        .d(slots$6$d),
        .q(slots$6$q),
        .clock(slots$6$clock)
    );
    ftr_router_core$fifo$7$slots$7 slots$7(
        .d(slots$7$d),
        .q(slots$7$q),
        .clock(slots$7$clock)
    );
    ftr_router_core$fifo$7$head_reg head_reg(
        .d(head_reg$d),
        .q(head_reg$q),
        .clock(head_reg$clock)
    );
    ftr_router_core$fifo$7$tail_reg tail_reg(
        .d(tail_reg$d),
        .q(tail_reg$q),
        .clock(tail_reg$clock)
    );
    ftr_router_core$fifo$7$count_reg count_reg(
        .d(count_reg$d),
        .q(count_reg$q),
        .clock(count_reg$clock)
    );
    
    // Update code
    always @(*) begin
        head_reg$clock = clock;
        tail_reg$clock = clock;
        count_reg$clock = clock;
        head_reg$d = head_reg$q;
        tail_reg$d = tail_reg$q;
        count_reg$d = count_reg$q;
        count = count_reg$q;
        valid = |count_reg$q;
        take = read & |count_reg$q;
        front = 32'h0;
        slots$0$clock = clock;
        slots$0$d = slots$0$q;
        if (head_reg$q == 0) begin
            front = slots$0$q;
        end
        if (write & (tail_reg$q == 0)) begin
            slots$0$d = flit_in;
        end
        slots$1$clock = clock;
        slots$1$d = slots$1$q;
        if (head_reg$q == 1) begin
            front = slots$1$q;
        end
        if (write & (tail_reg$q == 1)) begin
            slots$1$d = flit_in;
        end
        slots$2$clock = clock;
        slots$2$d = slots$2$q;
        if (head_reg$q == 2) begin
            front = slots$2$q;
        end
        if (write & (tail_reg$q == 2)) begin
            slots$2$d = flit_in;
        end
        slots$3$clock = clock;
        slots$3$d = slots$3$q;
        if (head_reg$q == 3) begin
            front = slots$3$q;
        end
        if (write & (tail_reg$q == 3)) begin
            slots$3$d = flit_in;
        end
        slots$4$clock = clock;
        slots$4$d = slots$4$q;
        if (head_reg$q == 4) begin
            front = slots$4$q;
        end
        if (write & (tail_reg$q == 4)) begin
            slots$4$d = flit_in;
        end
        slots$5$clock = clock;
        slots$5$d = slots$5$q;
        if (head_reg$q == 5) begin
            front = slots$5$q;
        end
        if (write & (tail_reg$q == 5)) begin
            slots$5$d = flit_in;
        end
        slots$6$clock = clock;
        slots$6$d = slots$6$q;
        if (head_reg$q == 6) begin
            front = slots$6$q;
        end
        if (write & (tail_reg$q == 6)) begin
            slots$6$d = flit_in;
        end
        slots$7$clock = clock;
        slots$7$d = slots$7$q;
        if (head_reg$q == 7) begin
            front = slots$7$q;
        end
        if (write & (tail_reg$q == 7)) begin
            slots$7$d = flit_in;
        end
        if (write) begin
            if (tail_reg$q == last) begin
                tail_reg$d = 32'h0;
            end
            else begin
                tail_reg$d = tail_reg$q + 32'h1;
            end
        end
        if (take) begin
            if (head_reg$q == last) begin
                head_reg$d = 32'h0;
            end
            else begin
                head_reg$d = head_reg$q + 32'h1;
            end
        end
        if (write & ~take) begin
            count_reg$d = count_reg$q + 32'h1;
        end
        if (take & ~write) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
    
endmodule // ftr_router_core$fifo$7


module ftr_router_core$fifo$7$count_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$count_reg


module ftr_router_core$fifo$7$head_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$head_reg


module ftr_router_core$fifo$7$slots$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$slots$0


module ftr_router_core$fifo$7$slots$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$slots$1


module ftr_router_core$fifo$7$slots$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$slots$2


module ftr_router_core$fifo$7$slots$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$slots$3


module ftr_router_core$fifo$7$slots$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$slots$4


module ftr_router_core$fifo$7$slots$5(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$slots$5


module ftr_router_core$fifo$7$slots$6(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$slots$6


module ftr_router_core$fifo$7$slots$7(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$slots$7


module ftr_router_core$fifo$7$tail_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$7$tail_reg


module ftr_router_core$fifo$8(write,flit_in,read,clock,front,valid,count);
    
    // Module arguments
    input wire  write;
    input wire  [65:0] flit_in;
    input wire  read;
    input wire  clock;
    output reg  [65:0] front;
    output reg  valid;
    output reg  [3:0] count;
    
    // Constant declarations
    localparam  last = 3'b111;
    
    // Stub signals
    reg  [65:0] slots$0$d;
    wire  [65:0] slots$0$q;
    reg  slots$0$clock;
    reg  [65:0] slots$1$d;
    wire  [65:0] slots$1$q;
    reg  slots$1$clock;
    reg  [65:0] slots$2$d;
    wire  [65:0] slots$2$q;
    reg  slots$2$clock;
    reg  [65:0] slots$3$d;
    wire  [65:0] slots$3$q;
    reg  slots$3$clock;
    reg  [65:0] slots$4$d;
    wire  [65:0] slots$4$q;
    reg  slots$4$clock;
    reg  [65:0] slots$5$d;
    wire  [65:0] slots$5$q;
    reg  slots$5$clock;
    reg  [65:0] slots$6$d;
    wire  [65:0] slots$6$q;
    reg  slots$6$clock;
    reg  [65:0] slots$7$d;
    wire  [65:0] slots$7$q;
    reg  slots$7$clock;
    reg  [2:0] head_reg$d;
    wire  [2:0] head_reg$q;
    reg  head_reg$clock;
    reg  [2:0] tail_reg$d;
    wire  [2:0] tail_reg$q;
    reg  tail_reg$clock;
    reg  [3:0] count_reg$d;
    wire  [3:0] count_reg$q;
    reg  count_reg$clock;
    
    // Local signals
    reg  take;
    
    // Sub module instances
    ftr_router_core$fifo$8$slots$0 slots$0(
        .d(slots$0$d),
        .q(slots$0$q),
        .clock(slots$0$clock)
    );
    ftr_router_core$fifo$8$slots$1 slots$1(
        .d(slots$1$d),
        .q(slots$1$q),
        .clock(slots$1$clock)
    );
    ftr_router_core$fifo$8$slots$2 slots$2(
        .d(slots$2$d),
        .q(slots$2$q),
        .clock(slots$2$clock)
    );
    ftr_router_core$fifo$8$slots$3 slots$3(
        .d(slots$3$d),
        .q(slots$3$q),
        .clock(slots$3$clock)
    );
    ftr_router_core$fifo$8$slots$4 slots$4(
        .d(slots$4$d),
        .q(slots$4$q),
        .clock(slots$4$clock)
    );
    ftr_router_core$fifo$8$slots$5 slots$5(
        .d(slots$5$d),
        .q(slots$5$q),
        .clock(slots$5$clock)
    );
    ftr_router_core$fifo$8$slots$6 slots$6(
        .d(slots$6$d),
        .q(slots$6$q),
        .clock(slots$6$clock)
    );
    ftr_router_core$fifo$8$slots$7 slots$7(
        .d(slots$7$d),
        .q(slots$7$q),
        .clock(slots$7$clock)
    );
    ftr_router_core$fifo$8$head_reg head_reg(
        .d(head_reg$d),
        .q(head_reg$q),
        .clock(head_reg$clock)
    );
    ftr_router_core$fifo$8$tail_reg tail_reg(
        .d(tail_reg$d),
        .q(tail_reg$q),
        .clock(tail_reg$clock)
    );
    ftr_router_core$fifo$8$count_reg count_reg(
        .d(count_reg$d),
        .q(count_reg$q),
        .clock(count_reg$clock)
    );
    
    // Update code
    always @(*) begin
        head_reg$clock = clock;
        tail_reg$clock = clock;
        count_reg$clock = clock;
        head_reg$d = head_reg$q;
        tail_reg$d = tail_reg$q;
        count_reg$d = count_reg$q;
        count = count_reg$q;
        valid = |count_reg$q;
        take = read & |count_reg$q;
        front = 32'h0;
        slots$0$clock = clock;
        slots$0$d = slots$0$q;
        if (head_reg$q == 0) begin
            front = slots$0$q;
        end
        if (write & (tail_reg$q == 0)) begin
            slots$0$d = flit_in;
        end
        slots$1$clock = clock;
        slots$1$d = slots$1$q;
        if (head_reg$q == 1) begin
            front = slots$1$q;
        end
        if (write & (tail_reg$q == 1)) begin
            slots$1$d = flit_in;
        end
        slots$2$clock = clock;
        slots$2$d = slots$2$q;
        if (head_reg$q == 2) begin
            front = slots$2$q;
        end
        if (write & (tail_reg$q == 2)) begin
            slots$2$d = flit_in;
        end
        slots$3$clock = clock;
        slots$3$d = slots$3$q;
        if (head_reg$q == 3) begin
            front = slots$3$q;
        end
        if (write & (tail_reg$q == 3)) begin
            slots$3$d = flit_in;
        end
        slots$4$clock = clock;
        slots$4$d = slots$4$q;
        if (head_reg$q == 4) begin
            front = slots$4$q;
        end
        if (write & (tail_reg$q == 4)) begin
            slots$4$d = flit_in;
        end
        slots$5$clock = clock;
        slots$5$d = slots$5$q;
        if (head_reg$q == 5) begin
            front = slots$5$q;
        end
        if (write & (tail_reg$q == 5)) begin
            slots$5$d = flit_in;
        end
        slots$6$clock = clock;
        slots$6$d = slots$6$q;
        if (head_reg$q == 6) begin
            front = slots$6$q;
        end
        if (write & (tail_reg$q == 6)) begin
            slots$6$d = flit_in;
        end
        slots$7$clock = clock;
        slots$7$d = slots$7$q;
        if (head_reg$q == 7) begin
            front = slots$7$q;
        end
        if (write & (tail_reg$q == 7)) begin
            slots$7$d = flit_in;
        end
        if (write) begin
            if (tail_reg$q == last) begin
                tail_reg$d = 32'h0;
            end
            else begin
                tail_reg$d = tail_reg$q + 32'h1;
            end
        end
        if (take) begin
            if (head_reg$q == last) begin
                head_reg$d = 32'h0;
            end
            else begin
                head_reg$d = head_reg$q + 32'h1;
            end
        end
        if (write & ~take) begin
            count_reg$d = count_reg$q + 32'h1;
        end
        if (take & ~write) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
    
endmodule // ftr_router_core$fifo$8


module ftr_router_core$fifo$8$count_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$count_reg


module ftr_router_core$fifo$8$head_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$head_reg


module ftr_router_core$fifo$8$slots$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$slots$0


module ftr_router_core$fifo$8$slots$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$slots$1


module ftr_router_core$fifo$8$slots$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$slots$2


module ftr_router_core$fifo$8$slots$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$slots$3


module ftr_router_core$fifo$8$slots$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$slots$4


module ftr_router_core$fifo$8$slots$5(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$slots$5


module ftr_router_core$fifo$8$slots$6(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$slots$6


module ftr_router_core$fifo$8$slots$7(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$slots$7


module ftr_router_core$fifo$8$tail_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$8$tail_reg


module ftr_router_core$fifo$9(write,flit_in,read,clock,front,valid,count);
    
    // Module arguments
    input wire  write;
    input wire  [65:0] flit_in;
    input wire  read;
    input wire  clock;
    output reg  [65:0] front;
    output reg  valid;
    output reg  [3:0] count;
    
    // Constant declarations
    localparam  last = 3'b111;
    
    // Stub signals
    reg  [65:0] slots$0$d;
    wire  [65:0] slots$0$q;
    reg  slots$0$clock;
    reg  [65:0] slots$1$d;
    wire  [65:0] slots$1$q;
    reg  slots$1$clock;
    reg  [65:0] slots$2$d;
    wire  [65:0] slots$2$q;
    reg  slots$2$clock;
    reg  [65:0] slots$3$d;
    wire  [65:0] slots$3$q;
    reg  slots$3$clock;
    reg  [65:0] slots$4$d;
    wire  [65:0] slots$4$q;
    reg  slots$4$clock;
    reg  [65:0] slots$5$d;
    wire  [65:0] slots$5$q;
    reg  slots$5$clock;
    reg  [65:0] slots$6$d;
    wire  [65:0] slots$6$q;
    reg  slots$6$clock;
    reg  [65:0] slots$7$d;
    wire  [65:0] slots$7$q;
    reg  slots$7$clock;
    reg  [2:0] head_reg$d;
    wire  [2:0] head_reg$q;
    reg  head_reg$clock;
    reg  [2:0] tail_reg$d;
    wire  [2:0] tail_reg$q;
    reg  tail_reg$clock;
    reg  [3:0] count_reg$d;
    wire  [3:0] count_reg$q;
    reg  count_reg$clock;
    
    // Local signals
    reg  take;
    
    // Sub module instances
    ftr_router_core$fifo$9$slots$0 slots$0(
        .d(slots$0$d),
        .q(slots$0$q),
        .clock(slots$0$clock)
    );
    ftr_router_core$fifo$9$slots$1 slots$1(
        .d(slots$1$d),
        .q(slots$1$q),
        .clock(slots$1$clock)
    );
    ftr_router_core$fifo$9$slots$2 slots$2(
        .d(slots$2$d),
        .q(slots$2$q),
        .clock(slots$2$clock)
    );
    ftr_router_core$fifo$9$slots$3 slots$3(
        .d(slots$3$d),
        .q(slots$3$q),
        .clock(slots$3$clock)
    );
    ftr_router_core$fifo$9$slots$4 slots$4(
        .d(slots$4$d),
        .q(slots$4$q),
        .clock(slots$4$clock)
    );
    ftr_router_core$fifo$9$slots$5 slots$5(
        .d(slots$5$d),
        .q(slots$5$q),
        .clock(slots$5$clock)
    );
    ftr_router_core$fifo$9$slots$6 slots$6(
        .d(slots$6$d),
        .q(slots$6$q),
        .clock(slots$6$clock)
    );
    ftr_router_core$fifo$9$slots$7 slots$7(
        .d(slots$7$d),
        .q(slots$7$q),
        .clock(slots$7$clock)
    );
    ftr_router_core$fifo$9$head_reg head_reg(
        .d(head_reg$d),
        .q(head_reg$q),
        .clock(head_reg$clock)
    );
    ftr_router_core$fifo$9$tail_reg tail_reg(
        .d(tail_reg$d),
        .q(tail_reg$q),
        .clock(tail_reg$clock)
    );
    ftr_router_core$fifo$9$count_reg count_reg(
        .d(count_reg$d),
        .q(count_reg$q),
        .clock(count_reg$clock)
    );
    
    // Update code
    always @(*) begin
        head_reg$clock = clock;
        tail_reg$clock = clock;
        count_reg$clock = clock;
        head_reg$d = head_reg$q;
        tail_reg$d = tail_reg$q;
        count_reg$d = count_reg$q;
        count = count_reg$q;
        valid = |count_reg$q;
        take = read & |count_reg$q;
        front = 32'h0;
        slots$0$clock = clock;
        slots$0$d = slots$0$q;
        if (head_reg$q == 0) begin
            front = slots$0$q;
        end
        if (write & (tail_reg$q == 0)) begin
            slots$0$d = flit_in;
        end
        slots$1$clock = clock;
        slots$1$d = slots$1$q;
        if (head_reg$q == 1) begin
            front = slots$1$q;
        end
        if (write & (tail_reg$q == 1)) begin
            slots$1$d = flit_in;
        end
        slots$2$clock = clock;
        slots$2$d = slots$2$q;
        if (head_reg$q == 2) begin
            front = slots$2$q;
        end
        if (write & (tail_reg$q == 2)) begin
            slots$2$d = flit_in;
        end
        slots$3$clock = clock;
        slots$3$d = slots$3$q;
        if (head_reg$q == 3) begin
            front = slots$3$q;
        end
        if (write & (tail_reg$q == 3)) begin
            slots$3$d = flit_in;
        end
        slots$4$clock = clock;
        slots$4$d = slots$4$q;
        if (head_reg$q == 4) begin
            front = slots$4$q;
        end
        if (write & (tail_reg$q == 4)) begin
            slots$4$d = flit_in;
        end
        slots$5$clock = clock;
        slots$5$d = slots$5$q;
        if (head_reg$q == 5) begin
            front = slots$5$q;
        end
        if (write & (tail_reg$q == 5)) begin
            slots$5$d = flit_in;
        end
        slots$6$clock = clock;
        slots$6$d = slots$6$q;
        if (head_reg$q == 6) begin
            front = slots$6$q;
        end
        if (write & (tail_reg$q == 6)) begin
            slots$6$d = flit_in;
        end
        slots$7$clock = clock;
        slots$7$d = slots$7$q;
        if (head_reg$q == 7) begin
            front = slots$7$q;
        end
        if (write & (tail_reg$q == 7)) begin
            slots$7$d = flit_in;
        end
        if (write) begin
            if (tail_reg$q == last) begin
                tail_reg$d = 32'h0;
            end
            else begin
                tail_reg$d = tail_reg$q + 32'h1;
            end
        end
        if (take) begin
            if (head_reg$q == last) begin
                head_reg$d = 32'h0;
            end
            else begin
                head_reg$d = head_reg$q + 32'h1;
            end
        end
        if (write & ~take) begin
            count_reg$d = count_reg$q + 32'h1;
        end
        if (take & ~write) begin
            count_reg$d = count_reg$q - 32'h1;
        end
    end
    
endmodule // ftr_router_core$fifo$9


module ftr_router_core$fifo$9$count_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$count_reg


module ftr_router_core$fifo$9$head_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$head_reg


module ftr_router_core$fifo$9$slots$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$slots$0


module ftr_router_core$fifo$9$slots$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$slots$1


module ftr_router_core$fifo$9$slots$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$slots$2


module ftr_router_core$fifo$9$slots$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$slots$3


module ftr_router_core$fifo$9$slots$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$slots$4


module ftr_router_core$fifo$9$slots$5(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$slots$5


module ftr_router_core$fifo$9$slots$6(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$slots$6


module ftr_router_core$fifo$9$slots$7(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$slots$7


module ftr_router_core$fifo$9$tail_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$fifo$9$tail_reg


module ftr_router_core$granted_misses$0(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$granted_misses$0


module ftr_router_core$granted_misses$1(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$granted_misses$1


module ftr_router_core$granted_misses$2(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$granted_misses$2


module ftr_router_core$granted_misses$3(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$granted_misses$3


module ftr_router_core$granted_misses$4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$granted_misses$4


module ftr_router_core$granted_misses$5(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$granted_misses$5


module ftr_router_core$granted_misses$6(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$granted_misses$6


module ftr_router_core$granted_misses$7(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$granted_misses$7


module ftr_router_core$granted_misses$8(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$granted_misses$8


module ftr_router_core$granted_misses$9(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$granted_misses$9


module ftr_router_core$held_absorb$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_absorb$0


module ftr_router_core$held_absorb$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_absorb$1


module ftr_router_core$held_absorb$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_absorb$2


module ftr_router_core$held_absorb$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_absorb$3


module ftr_router_core$held_absorb$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_absorb$4


module ftr_router_core$held_absorb$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_absorb$5


module ftr_router_core$held_absorb$6(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_absorb$6


module ftr_router_core$held_absorb$7(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_absorb$7


module ftr_router_core$held_absorb$8(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_absorb$8


module ftr_router_core$held_absorb$9(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_absorb$9


module ftr_router_core$held_out_vc$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_out_vc$0


module ftr_router_core$held_out_vc$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_out_vc$1


module ftr_router_core$held_out_vc$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_out_vc$2


module ftr_router_core$held_out_vc$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_out_vc$3


module ftr_router_core$held_out_vc$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_out_vc$4


module ftr_router_core$held_out_vc$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_out_vc$5


module ftr_router_core$held_out_vc$6(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_out_vc$6


module ftr_router_core$held_out_vc$7(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_out_vc$7


module ftr_router_core$held_out_vc$8(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_out_vc$8


module ftr_router_core$held_out_vc$9(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_out_vc$9


module ftr_router_core$held_port$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_port$0


module ftr_router_core$held_port$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_port$1


module ftr_router_core$held_port$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_port$2


module ftr_router_core$held_port$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_port$3


module ftr_router_core$held_port$4(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_port$4


module ftr_router_core$held_port$5(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_port$5


module ftr_router_core$held_port$6(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_port$6


module ftr_router_core$held_port$7(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_port$7


module ftr_router_core$held_port$8(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_port$8


module ftr_router_core$held_port$9(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_port$9


module ftr_router_core$held_vc$0(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_vc$0


module ftr_router_core$held_vc$1(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_vc$1


module ftr_router_core$held_vc$2(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_vc$2


module ftr_router_core$held_vc$3(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_vc$3


module ftr_router_core$held_vc$4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_vc$4


module ftr_router_core$held_vc$5(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_vc$5


module ftr_router_core$held_vc$6(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_vc$6


module ftr_router_core$held_vc$7(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_vc$7


module ftr_router_core$held_vc$8(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_vc$8


module ftr_router_core$held_vc$9(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$held_vc$9


module ftr_router_core$out_flit$0(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_flit$0


module ftr_router_core$out_flit$1(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_flit$1


module ftr_router_core$out_flit$2(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_flit$2


module ftr_router_core$out_flit$3(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_flit$3


module ftr_router_core$out_flit$4(d,q,clock);
    
    // Module arguments
    input wire  [65:0] d;
    output reg  [65:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 66'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_flit$4


module ftr_router_core$out_valid(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_valid


module ftr_router_core$out_vc$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_vc$0


module ftr_router_core$out_vc$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_vc$1


module ftr_router_core$out_vc$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_vc$2


module ftr_router_core$out_vc$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_vc$3


module ftr_router_core$out_vc$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$out_vc$4


module ftr_router_core$owned$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$owned$0


module ftr_router_core$owned$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$owned$1


module ftr_router_core$owned$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$owned$2


module ftr_router_core$owned$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$owned$3


module ftr_router_core$owned$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$owned$4


module ftr_router_core$owned$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$owned$5


module ftr_router_core$owned$6(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$owned$6


module ftr_router_core$owned$7(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$owned$7


module ftr_router_core$owned$8(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$owned$8


module ftr_router_core$owned$9(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$owned$9


module ftr_router_core$rc$0(head,node,routes,down,keep,follow,successor,on_escape,arrived_class,eject,mask,escape,port,esc_class,absorb,layered,layer);
    
    // Module arguments
    input wire  [65:0] head;
    input wire  [3:0] node;
    input wire  [111:0] routes;
    input wire  down;
    input wire  [3:0] keep;
    input wire  follow;
    input wire  [2:0] successor;
    input wire  on_escape;
    input wire  arrived_class;
    output reg  eject;
    output reg  [3:0] mask;
    output reg  escape;
    output reg  [2:0] port;
    output reg  esc_class;
    output reg  absorb;
    output reg  layered;
    output reg  [3:0] layer;
    
    // Constant declarations
    localparam  word_bits = 16'h7;
    localparam  valid_at = 8'h4;
    localparam  port_at = 8'h5;
    localparam  port_bits = 8'h2;
    localparam  class_at = 8'h7;
    localparam  has_class = 1'b0;
    localparam  down_at = 8'h0;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  max_misses = 4'h8;
    localparam  bubble_check = 1'b1;
    localparam  has_list = 1'b0;
    localparam  layers = 1'b0;
    
    // Local signals
    reg  here;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [6:0] word;
    
    // Update code
    always @(*) begin
        leg = head[(leg_at)+:(4)];
        more = 32'h0;
        if (has_list) begin
            more = head[(more_at)+:(4)];
        end
        here = head[(32'h2)+:(4)] == node;
        absorb = here & |more;
        lookup = head[(32'h2)+:(4)];
        if (absorb) begin
            lookup = head[(rest_at)+:(4)];
        end
        word = 32'h0;
        if (lookup == 0) begin
            word = routes[(word_bits * 0)+:(7)];
        end
        if (lookup == 1) begin
            word = routes[(word_bits * 1)+:(7)];
        end
        if (lookup == 2) begin
            word = routes[(word_bits * 2)+:(7)];
        end
        if (lookup == 3) begin
            word = routes[(word_bits * 3)+:(7)];
        end
        if (lookup == 4) begin
            word = routes[(word_bits * 4)+:(7)];
        end
        if (lookup == 5) begin
            word = routes[(word_bits * 5)+:(7)];
        end
        if (lookup == 6) begin
            word = routes[(word_bits * 6)+:(7)];
        end
        if (lookup == 7) begin
            word = routes[(word_bits * 7)+:(7)];
        end
        if (lookup == 8) begin
            word = routes[(word_bits * 8)+:(7)];
        end
        if (lookup == 9) begin
            word = routes[(word_bits * 9)+:(7)];
        end
        if (lookup == 10) begin
            word = routes[(word_bits * 10)+:(7)];
        end
        if (lookup == 11) begin
            word = routes[(word_bits * 11)+:(7)];
        end
        if (lookup == 12) begin
            word = routes[(word_bits * 12)+:(7)];
        end
        if (lookup == 13) begin
            word = routes[(word_bits * 13)+:(7)];
        end
        if (lookup == 14) begin
            word = routes[(word_bits * 14)+:(7)];
        end
        if (lookup == 15) begin
            word = routes[(word_bits * 15)+:(7)];
        end
        layered = layers & (absorb | |more | |leg);
        layer = leg;
        if (absorb) begin
            layer = leg + 32'h1;
        end
        eject = here & ~absorb;
        mask = word[(32'h0)+:(4)];
        if (down & ~absorb) begin
            mask = word[(down_at)+:(4)];
        end
        port = 32'h0;
        if (port_bits > 0) begin
            port = (port & ~(1 << (0)) | ((word[port_at + 0]) << (0)));
        end
        if (port_bits > 1) begin
            port = (port & ~(1 << (1)) | ((word[port_at + 1]) << (1)));
        end
        if (port_bits > 2) begin
            port = (port & ~(1 << (2)) | ((word[port_at + 2]) << (2)));
        end
        esc_class = 1'b0;
        if (has_class) begin
            esc_class = word[class_at];
        end
        if ((port == 0) & keep[0] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 1) & keep[1] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 2) & keep[2] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 3) & keep[3] & ~absorb) begin
            esc_class = arrived_class;
        end
        escape = word[valid_at];
        if (follow & ~absorb) begin
            escape = 1'b1;
            port = successor;
            esc_class = 1'b0;
        end
        if ((bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
            mask = 32'h0;
        end
        if (eject) begin
            mask = 32'h0;
            escape = 1'b0;
            port = 32'h0;
            esc_class = 1'b0;
            layered = 1'b0;
        end
    end
    
endmodule // ftr_router_core$rc$0


module ftr_router_core$rc$1(head,node,routes,down,keep,follow,successor,on_escape,arrived_class,eject,mask,escape,port,esc_class,absorb,layered,layer);
    
    // Module arguments
    input wire  [65:0] head;
    input wire  [3:0] node;
    input wire  [111:0] routes;
    input wire  down;
    input wire  [3:0] keep;
    input wire  follow;
    input wire  [2:0] successor;
    input wire  on_escape;
    input wire  arrived_class;
    output reg  eject;
    output reg  [3:0] mask;
    output reg  escape;
    output reg  [2:0] port;
    output reg  esc_class;
    output reg  absorb;
    output reg  layered;
    output reg  [3:0] layer;
    
    // Constant declarations
    localparam  word_bits = 16'h7;
    localparam  valid_at = 8'h4;
    localparam  port_at = 8'h5;
    localparam  port_bits = 8'h2;
    localparam  class_at = 8'h7;
    localparam  has_class = 1'b0;
    localparam  down_at = 8'h0;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  max_misses = 4'h8;
    localparam  bubble_check = 1'b1;
    localparam  has_list = 1'b0;
    localparam  layers = 1'b0;
    
    // Local signals
    reg  here;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [6:0] word;
    
    // Update code
    always @(*) begin
        leg = head[(leg_at)+:(4)];
        more = 32'h0;
        if (has_list) begin
            more = head[(more_at)+:(4)];
        end
        here = head[(32'h2)+:(4)] == node;
        absorb = here & |more;
        lookup = head[(32'h2)+:(4)];
        if (absorb) begin
            lookup = head[(rest_at)+:(4)];
        end
        word = 32'h0;
        if (lookup == 0) begin
            word = routes[(word_bits * 0)+:(7)];
        end
        if (lookup == 1) begin
            word = routes[(word_bits * 1)+:(7)];
        end
        if (lookup == 2) begin
            word = routes[(word_bits * 2)+:(7)];
        end
        if (lookup == 3) begin
            word = routes[(word_bits * 3)+:(7)];
        end
        if (lookup == 4) begin
            word = routes[(word_bits * 4)+:(7)];
        end
        if (lookup == 5) begin
            word = routes[(word_bits * 5)+:(7)];
        end
        if (lookup == 6) begin
            word = routes[(word_bits * 6)+:(7)];
        end
        if (lookup == 7) begin
            word = routes[(word_bits * 7)+:(7)];
        end
        if (lookup == 8) begin
            word = routes[(word_bits * 8)+:(7)];
        end
        if (lookup == 9) begin
            word = routes[(word_bits * 9)+:(7)];
        end
        if (lookup == 10) begin
            word = routes[(word_bits * 10)+:(7)];
        end
        if (lookup == 11) begin
            word = routes[(word_bits * 11)+:(7)];
        end
        if (lookup == 12) begin
            word = routes[(word_bits * 12)+:(7)];
        end
        if (lookup == 13) begin
            word = routes[(word_bits * 13)+:(7)];
        end
        if (lookup == 14) begin
            word = routes[(word_bits * 14)+:(7)];
        end
        if (lookup == 15) begin
            word = routes[(word_bits * 15)+:(7)];
        end
        layered = layers & (absorb | |more | |leg);
        layer = leg;
        if (absorb) begin
            layer = leg + 32'h1;
        end
        eject = here & ~absorb;
        mask = word[(32'h0)+:(4)];
        if (down & ~absorb) begin
            mask = word[(down_at)+:(4)];
        end
        port = 32'h0;
        if (port_bits > 0) begin
            port = (port & ~(1 << (0)) | ((word[port_at + 0]) << (0)));
        end
        if (port_bits > 1) begin
            port = (port & ~(1 << (1)) | ((word[port_at + 1]) << (1)));
        end
        if (port_bits > 2) begin
            port = (port & ~(1 << (2)) | ((word[port_at + 2]) << (2)));
        end
        esc_class = 1'b0;
        if (has_class) begin
            esc_class = word[class_at];
        end
        if ((port == 0) & keep[0] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 1) & keep[1] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 2) & keep[2] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 3) & keep[3] & ~absorb) begin
            esc_class = arrived_class;
        end
        escape = word[valid_at];
        if (follow & ~absorb) begin
            escape = 1'b1;
            port = successor;
            esc_class = 1'b0;
        end
        if ((bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
            mask = 32'h0;
        end
        if (eject) begin
            mask = 32'h0;
            escape = 1'b0;
            port = 32'h0;
            esc_class = 1'b0;
            layered = 1'b0;
        end
    end
    
endmodule // ftr_router_core$rc$1


module ftr_router_core$rc$2(head,node,routes,down,keep,follow,successor,on_escape,arrived_class,eject,mask,escape,port,esc_class,absorb,layered,layer);
    
    // Module arguments
    input wire  [65:0] head;
    input wire  [3:0] node;
    input wire  [111:0] routes;
    input wire  down;
    input wire  [3:0] keep;
    input wire  follow;
    input wire  [2:0] successor;
    input wire  on_escape;
    input wire  arrived_class;
    output reg  eject;
    output reg  [3:0] mask;
    output reg  escape;
    output reg  [2:0] port;
    output reg  esc_class;
    output reg  absorb;
    output reg  layered;
    output reg  [3:0] layer;
    
    // Constant declarations
    localparam  word_bits = 16'h7;
    localparam  valid_at = 8'h4;
    localparam  port_at = 8'h5;
    localparam  port_bits = 8'h2;
    localparam  class_at = 8'h7;
    localparam  has_class = 1'b0;
    localparam  down_at = 8'h0;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  max_misses = 4'h8;
    localparam  bubble_check = 1'b1;
    localparam  has_list = 1'b0;
    localparam  layers = 1'b0;
    
    // Local signals
    reg  here;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [6:0] word;
    
    // Update code
    always @(*) begin
        leg = head[(leg_at)+:(4)];
        more = 32'h0;
        if (has_list) begin
            more = head[(more_at)+:(4)];
        end
        here = head[(32'h2)+:(4)] == node;
        absorb = here & |more;
        lookup = head[(32'h2)+:(4)];
        if (absorb) begin
            lookup = head[(rest_at)+:(4)];
        end
        word = 32'h0;
        if (lookup == 0) begin
            word = routes[(word_bits * 0)+:(7)];
        end
        if (lookup == 1) begin
            word = routes[(word_bits * 1)+:(7)];
        end
        if (lookup == 2) begin
            word = routes[(word_bits * 2)+:(7)];
        end
        if (lookup == 3) begin
            word = routes[(word_bits * 3)+:(7)];
        end
        if (lookup == 4) begin
            word = routes[(word_bits * 4)+:(7)];
        end
        if (lookup == 5) begin
            word = routes[(word_bits * 5)+:(7)];
        end
        if (lookup == 6) begin
            word = routes[(word_bits * 6)+:(7)];
        end
        if (lookup == 7) begin
            word = routes[(word_bits * 7)+:(7)];
        end
        if (lookup == 8) begin
            word = routes[(word_bits * 8)+:(7)];
        end
        if (lookup == 9) begin
            word = routes[(word_bits * 9)+:(7)];
        end
        if (lookup == 10) begin
            word = routes[(word_bits * 10)+:(7)];
        end
        if (lookup == 11) begin
            word = routes[(word_bits * 11)+:(7)];
        end
        if (lookup == 12) begin
            word = routes[(word_bits * 12)+:(7)];
        end
        if (lookup == 13) begin
            word = routes[(word_bits * 13)+:(7)];
        end
        if (lookup == 14) begin
            word = routes[(word_bits * 14)+:(7)];
        end
        if (lookup == 15) begin
            word = routes[(word_bits * 15)+:(7)];
        end
        layered = layers & (absorb | |more | |leg);
        layer = leg;
        if (absorb) begin
            layer = leg + 32'h1;
        end
        eject = here & ~absorb;
        mask = word[(32'h0)+:(4)];
        if (down & ~absorb) begin
            mask = word[(down_at)+:(4)];
        end
        port = 32'h0;
        if (port_bits > 0) begin
            port = (port & ~(1 << (0)) | ((word[port_at + 0]) << (0)));
        end
        if (port_bits > 1) begin
            port = (port & ~(1 << (1)) | ((word[port_at + 1]) << (1)));
        end
        if (port_bits > 2) begin
            port = (port & ~(1 << (2)) | ((word[port_at + 2]) << (2)));
        end
        esc_class = 1'b0;
        if (has_class) begin
            esc_class = word[class_at];
        end
        if ((port == 0) & keep[0] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 1) & keep[1] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 2) & keep[2] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 3) & keep[3] & ~absorb) begin
            esc_class = arrived_class;
        end
        escape = word[valid_at];
        if (follow & ~absorb) begin
            escape = 1'b1;
            port = successor;
            esc_class = 1'b0;
        end
        if ((bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
            mask = 32'h0;
        end
        if (eject) begin
            mask = 32'h0;
            escape = 1'b0;
            port = 32'h0;
            esc_class = 1'b0;
            layered = 1'b0;
        end
    end
    
endmodule // ftr_router_core$rc$2


module ftr_router_core$rc$3(head,node,routes,down,keep,follow,successor,on_escape,arrived_class,eject,mask,escape,port,esc_class,absorb,layered,layer);
    
    // Module arguments
    input wire  [65:0] head;
    input wire  [3:0] node;
    input wire  [111:0] routes;
    input wire  down;
    input wire  [3:0] keep;
    input wire  follow;
    input wire  [2:0] successor;
    input wire  on_escape;
    input wire  arrived_class;
    output reg  eject;
    output reg  [3:0] mask;
    output reg  escape;
    output reg  [2:0] port;
    output reg  esc_class;
    output reg  absorb;
    output reg  layered;
    output reg  [3:0] layer;
    
    // Constant declarations
    localparam  word_bits = 16'h7;
    localparam  valid_at = 8'h4;
    localparam  port_at = 8'h5;
    localparam  port_bits = 8'h2;
    localparam  class_at = 8'h7;
    localparam  has_class = 1'b0;
    localparam  down_at = 8'h0;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  max_misses = 4'h8;
    localparam  bubble_check = 1'b1;
    localparam  has_list = 1'b0;
    localparam  layers = 1'b0;
    
    // Local signals
    reg  here;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [6:0] word;
    
    // Update code
    always @(*) begin
        leg = head[(leg_at)+:(4)];
        more = 32'h0;
        if (has_list) begin
            more = head[(more_at)+:(4)];
        end
        here = head[(32'h2)+:(4)] == node;
        absorb = here & |more;
        lookup = head[(32'h2)+:(4)];
        if (absorb) begin
            lookup = head[(rest_at)+:(4)];
        end
        word = 32'h0;
        if (lookup == 0) begin
            word = routes[(word_bits * 0)+:(7)];
        end
        if (lookup == 1) begin
            word = routes[(word_bits * 1)+:(7)];
        end
        if (lookup == 2) begin
            word = routes[(word_bits * 2)+:(7)];
        end
        if (lookup == 3) begin
            word = routes[(word_bits * 3)+:(7)];
        end
        if (lookup == 4) begin
            word = routes[(word_bits * 4)+:(7)];
        end
        if (lookup == 5) begin
            word = routes[(word_bits * 5)+:(7)];
        end
        if (lookup == 6) begin
            word = routes[(word_bits * 6)+:(7)];
        end
        if (lookup == 7) begin
            word = routes[(word_bits * 7)+:(7)];
        end
        if (lookup == 8) begin
            word = routes[(word_bits * 8)+:(7)];
        end
        if (lookup == 9) begin
            word = routes[(word_bits * 9)+:(7)];
        end
        if (lookup == 10) begin
            word = routes[(word_bits * 10)+:(7)];
        end
        if (lookup == 11) begin
            word = routes[(word_bits * 11)+:(7)];
        end
        if (lookup == 12) begin
            word = routes[(word_bits * 12)+:(7)];
        end
        if (lookup == 13) begin
            word = routes[(word_bits * 13)+:(7)];
        end
        if (lookup == 14) begin
            word = routes[(word_bits * 14)+:(7)];
        end
        if (lookup == 15) begin
            word = routes[(word_bits * 15)+:(7)];
        end
        layered = layers & (absorb | |more | |leg);
        layer = leg;
        if (absorb) begin
            layer = leg + 32'h1;
        end
        eject = here & ~absorb;
        mask = word[(32'h0)+:(4)];
        if (down & ~absorb) begin
            mask = word[(down_at)+:(4)];
        end
        port = 32'h0;
        if (port_bits > 0) begin
            port = (port & ~(1 << (0)) | ((word[port_at + 0]) << (0)));
        end
        if (port_bits > 1) begin
            port = (port & ~(1 << (1)) | ((word[port_at + 1]) << (1)));
        end
        if (port_bits > 2) begin
            port = (port & ~(1 << (2)) | ((word[port_at + 2]) << (2)));
        end
        esc_class = 1'b0;
        if (has_class) begin
            esc_class = word[class_at];
        end
        if ((port == 0) & keep[0] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 1) & keep[1] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 2) & keep[2] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 3) & keep[3] & ~absorb) begin
            esc_class = arrived_class;
        end
        escape = word[valid_at];
        if (follow & ~absorb) begin
            escape = 1'b1;
            port = successor;
            esc_class = 1'b0;
        end
        if ((bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
            mask = 32'h0;
        end
        if (eject) begin
            mask = 32'h0;
            escape = 1'b0;
            port = 32'h0;
            esc_class = 1'b0;
            layered = 1'b0;
        end
    end
    
endmodule // ftr_router_core$rc$3


module ftr_router_core$rc$4(head,node,routes,down,keep,follow,successor,on_escape,arrived_class,eject,mask,escape,port,esc_class,absorb,layered,layer);
    
    // Module arguments
    input wire  [65:0] head;
    input wire  [3:0] node;
    input wire  [111:0] routes;
    input wire  down;
    input wire  [3:0] keep;
    input wire  follow;
    input wire  [2:0] successor;
    input wire  on_escape;
    input wire  arrived_class;
    output reg  eject;
    output reg  [3:0] mask;
    output reg  escape;
    output reg  [2:0] port;
    output reg  esc_class;
    output reg  absorb;
    output reg  layered;
    output reg  [3:0] layer;
    
    // Constant declarations
    localparam  word_bits = 16'h7;
    localparam  valid_at = 8'h4;
    localparam  port_at = 8'h5;
    localparam  port_bits = 8'h2;
    localparam  class_at = 8'h7;
    localparam  has_class = 1'b0;
    localparam  down_at = 8'h0;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  max_misses = 4'h8;
    localparam  bubble_check = 1'b1;
    localparam  has_list = 1'b0;
    localparam  layers = 1'b0;
    
    // Local signals
    reg  here;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [6:0] word;
    
    // Update code
    always @(*) begin
        leg = head[(leg_at)+:(4)];
        more = 32'h0;
        if (has_list) begin
            more = head[(more_at)+:(4)];
        end
        here = head[(32'h2)+:(4)] == node;
        absorb = here & |more;
        lookup = head[(32'h2)+:(4)];
        if (absorb) begin
            lookup = head[(rest_at)+:(4)];
        end
        word = 32'h0;
        if (lookup == 0) begin
            word = routes[(word_bits * 0)+:(7)];
        end
        if (lookup == 1) begin
            word = routes[(word_bits * 1)+:(7)];
        end
        if (lookup == 2) begin
            word = routes[(word_bits * 2)+:(7)];
        end
        if (lookup == 3) begin
            word = routes[(word_bits * 3)+:(7)];
        end
        if (lookup == 4) begin
            word = routes[(word_bits * 4)+:(7)];
        end
        if (lookup == 5) begin
            word = routes[(word_bits * 5)+:(7)];
        end
        if (lookup == 6) begin
            word = routes[(word_bits * 6)+:(7)];
        end
        if (lookup == 7) begin
            word = routes[(word_bits * 7)+:(7)];
        end
        if (lookup == 8) begin
            word = routes[(word_bits * 8)+:(7)];
        end
        if (lookup == 9) begin
            word = routes[(word_bits * 9)+:(7)];
        end
        if (lookup == 10) begin
            word = routes[(word_bits * 10)+:(7)];
        end
        if (lookup == 11) begin
            word = routes[(word_bits * 11)+:(7)];
        end
        if (lookup == 12) begin
            word = routes[(word_bits * 12)+:(7)];
        end
        if (lookup == 13) begin
            word = routes[(word_bits * 13)+:(7)];
        end
        if (lookup == 14) begin
            word = routes[(word_bits * 14)+:(7)];
        end
        if (lookup == 15) begin
            word = routes[(word_bits * 15)+:(7)];
        end
        layered = layers & (absorb | |more | |leg);
        layer = leg;
        if (absorb) begin
            layer = leg + 32'h1;
        end
        eject = here & ~absorb;
        mask = word[(32'h0)+:(4)];
        if (down & ~absorb) begin
            mask = word[(down_at)+:(4)];
        end
        port = 32'h0;
        if (port_bits > 0) begin
            port = (port & ~(1 << (0)) | ((word[port_at + 0]) << (0)));
        end
        if (port_bits > 1) begin
            port = (port & ~(1 << (1)) | ((word[port_at + 1]) << (1)));
        end
        if (port_bits > 2) begin
            port = (port & ~(1 << (2)) | ((word[port_at + 2]) << (2)));
        end
        esc_class = 1'b0;
        if (has_class) begin
            esc_class = word[class_at];
        end
        if ((port == 0) & keep[0] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 1) & keep[1] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 2) & keep[2] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 3) & keep[3] & ~absorb) begin
            esc_class = arrived_class;
        end
        escape = word[valid_at];
        if (follow & ~absorb) begin
            escape = 1'b1;
            port = successor;
            esc_class = 1'b0;
        end
        if ((bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
            mask = 32'h0;
        end
        if (eject) begin
            mask = 32'h0;
            escape = 1'b0;
            port = 32'h0;
            esc_class = 1'b0;
            layered = 1'b0;
        end
    end
    
endmodule // ftr_router_core$rc$4


module ftr_router_core$rc$5(head,node,routes,down,keep,follow,successor,on_escape,arrived_class,eject,mask,escape,port,esc_class,absorb,layered,layer);
    
    // Module arguments
    input wire  [65:0] head;
    input wire  [3:0] node;
    input wire  [111:0] routes;
    input wire  down;
    input wire  [3:0] keep;
    input wire  follow;
    input wire  [2:0] successor;
    input wire  on_escape;
    input wire  arrived_class;
    output reg  eject;
    output reg  [3:0] mask;
    output reg  escape;
    output reg  [2:0] port;
    output reg  esc_class;
    output reg  absorb;
    output reg  layered;
    output reg  [3:0] layer;
    
    // Constant declarations
    localparam  word_bits = 16'h7;
    localparam  valid_at = 8'h4;
    localparam  port_at = 8'h5;
    localparam  port_bits = 8'h2;
    localparam  class_at = 8'h7;
    localparam  has_class = 1'b0;
    localparam  down_at = 8'h0;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  max_misses = 4'h8;
    localparam  bubble_check = 1'b1;
    localparam  has_list = 1'b0;
    localparam  layers = 1'b0;
    
    // Local signals
    reg  here;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [6:0] word;
    
    // Update code
    always @(*) begin
        leg = head[(leg_at)+:(4)];
        more = 32'h0;
        if (has_list) begin
            more = head[(more_at)+:(4)];
        end
        here = head[(32'h2)+:(4)] == node;
        absorb = here & |more;
        lookup = head[(32'h2)+:(4)];
        if (absorb) begin
            lookup = head[(rest_at)+:(4)];
        end
        word = 32'h0;
        if (lookup == 0) begin
            word = routes[(word_bits * 0)+:(7)];
        end
        if (lookup == 1) begin
            word = routes[(word_bits * 1)+:(7)];
        end
        if (lookup == 2) begin
            word = routes[(word_bits * 2)+:(7)];
        end
        if (lookup == 3) begin
            word = routes[(word_bits * 3)+:(7)];
        end
        if (lookup == 4) begin
            word = routes[(word_bits * 4)+:(7)];
        end
        if (lookup == 5) begin
            word = routes[(word_bits * 5)+:(7)];
        end
        if (lookup == 6) begin
            word = routes[(word_bits * 6)+:(7)];
        end
        if (lookup == 7) begin
            word = routes[(word_bits * 7)+:(7)];
        end
        if (lookup == 8) begin
            word = routes[(word_bits * 8)+:(7)];
        end
        if (lookup == 9) begin
            word = routes[(word_bits * 9)+:(7)];
        end
        if (lookup == 10) begin
            word = routes[(word_bits * 10)+:(7)];
        end
        if (lookup == 11) begin
            word = routes[(word_bits * 11)+:(7)];
        end
        if (lookup == 12) begin
            word = routes[(word_bits * 12)+:(7)];
        end
        if (lookup == 13) begin
            word = routes[(word_bits * 13)+:(7)];
        end
        if (lookup == 14) begin
            word = routes[(word_bits * 14)+:(7)];
        end
        if (lookup == 15) begin
            word = routes[(word_bits * 15)+:(7)];
        end
        layered = layers & (absorb | |more | |leg);
        layer = leg;
        if (absorb) begin
            layer = leg + 32'h1;
        end
        eject = here & ~absorb;
        mask = word[(32'h0)+:(4)];
        if (down & ~absorb) begin
            mask = word[(down_at)+:(4)];
        end
        port = 32'h0;
        if (port_bits > 0) begin
            port = (port & ~(1 << (0)) | ((word[port_at + 0]) << (0)));
        end
        if (port_bits > 1) begin
            port = (port & ~(1 << (1)) | ((word[port_at + 1]) << (1)));
        end
        if (port_bits > 2) begin
            port = (port & ~(1 << (2)) | ((word[port_at + 2]) << (2)));
        end
        esc_class = 1'b0;
        if (has_class) begin
            esc_class = word[class_at];
        end
        if ((port == 0) & keep[0] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 1) & keep[1] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 2) & keep[2] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 3) & keep[3] & ~absorb) begin
            esc_class = arrived_class;
        end
        escape = word[valid_at];
        if (follow & ~absorb) begin
            escape = 1'b1;
            port = successor;
            esc_class = 1'b0;
        end
        if ((bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
            mask = 32'h0;
        end
        if (eject) begin
            mask = 32'h0;
            escape = 1'b0;
            port = 32'h0;
            esc_class = 1'b0;
            layered = 1'b0;
        end
    end
    
endmodule // ftr_router_core$rc$5


module ftr_router_core$rc$6(head,node,routes,down,keep,follow,successor,on_escape,arrived_class,eject,mask,escape,port,esc_class,absorb,layered,layer);
    
    // Module arguments
    input wire  [65:0] head;
    input wire  [3:0] node;
    input wire  [111:0] routes;
    input wire  down;
    input wire  [3:0] keep;
    input wire  follow;
    input wire  [2:0] successor;
    input wire  on_escape;
    input wire  arrived_class;
    output reg  eject;
    output reg  [3:0] mask;
    output reg  escape;
    output reg  [2:0] port;
    output reg  esc_class;
    output reg  absorb;
    output reg  layered;
    output reg  [3:0] layer;
    
    // Constant declarations
    localparam  word_bits = 16'h7;
    localparam  valid_at = 8'h4;
    localparam  port_at = 8'h5;
    localparam  port_bits = 8'h2;
    localparam  class_at = 8'h7;
    localparam  has_class = 1'b0;
    localparam  down_at = 8'h0;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  max_misses = 4'h8;
    localparam  bubble_check = 1'b1;
    localparam  has_list = 1'b0;
    localparam  layers = 1'b0;
    
    // Local signals
    reg  here;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [6:0] word;
    
    // Update code
    always @(*) begin
        leg = head[(leg_at)+:(4)];
        more = 32'h0;
        if (has_list) begin
            more = head[(more_at)+:(4)];
        end
        here = head[(32'h2)+:(4)] == node;
        absorb = here & |more;
        lookup = head[(32'h2)+:(4)];
        if (absorb) begin
            lookup = head[(rest_at)+:(4)];
        end
        word = 32'h0;
        if (lookup == 0) begin
            word = routes[(word_bits * 0)+:(7)];
        end
        if (lookup == 1) begin
            word = routes[(word_bits * 1)+:(7)];
        end
        if (lookup == 2) begin
            word = routes[(word_bits * 2)+:(7)];
        end
        if (lookup == 3) begin
            word = routes[(word_bits * 3)+:(7)];
        end
        if (lookup == 4) begin
            word = routes[(word_bits * 4)+:(7)];
        end
        if (lookup == 5) begin
            word = routes[(word_bits * 5)+:(7)];
        end
        if (lookup == 6) begin
            word = routes[(word_bits * 6)+:(7)];
        end
        if (lookup == 7) begin
            word = routes[(word_bits * 7)+:(7)];
        end
        if (lookup == 8) begin
            word = routes[(word_bits * 8)+:(7)];
        end
        if (lookup == 9) begin
            word = routes[(word_bits * 9)+:(7)];
        end
        if (lookup == 10) begin
            word = routes[(word_bits * 10)+:(7)];
        end
        if (lookup == 11) begin
            word = routes[(word_bits * 11)+:(7)];
        end
        if (lookup == 12) begin
            word = routes[(word_bits * 12)+:(7)];
        end
        if (lookup == 13) begin
            word = routes[(word_bits * 13)+:(7)];
        end
        if (lookup == 14) begin
            word = routes[(word_bits * 14)+:(7)];
        end
        if (lookup == 15) begin
            word = routes[(word_bits * 15)+:(7)];
        end
        layered = layers & (absorb | |more | |leg);
        layer = leg;
        if (absorb) begin
            layer = leg + 32'h1;
        end
        eject = here & ~absorb;
        mask = word[(32'h0)+:(4)];
        if (down & ~absorb) begin
            mask = word[(down_at)+:(4)];
        end
        port = 32'h0;
        if (port_bits > 0) begin
            port = (port & ~(1 << (0)) | ((word[port_at + 0]) << (0)));
        end
        if (port_bits > 1) begin
            port = (port & ~(1 << (1)) | ((word[port_at + 1]) << (1)));
        end
        if (port_bits > 2) begin
            port = (port & ~(1 << (2)) | ((word[port_at + 2]) << (2)));
        end
        esc_class = 1'b0;
        if (has_class) begin
            esc_class = word[class_at];
        end
        if ((port == 0) & keep[0] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 1) & keep[1] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 2) & keep[2] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 3) & keep[3] & ~absorb) begin
            esc_class = arrived_class;
        end
        escape = word[valid_at];
        if (follow & ~absorb) begin
            escape = 1'b1;
            port = successor;
            esc_class = 1'b0;
        end
        if ((bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
            mask = 32'h0;
        end
        if (eject) begin
            mask = 32'h0;
            escape = 1'b0;
            port = 32'h0;
            esc_class = 1'b0;
            layered = 1'b0;
        end
    end
    
endmodule // ftr_router_core$rc$6


module ftr_router_core$rc$7(head,node,routes,down,keep,follow,successor,on_escape,arrived_class,eject,mask,escape,port,esc_class,absorb,layered,layer);
    
    // Module arguments
    input wire  [65:0] head;
    input wire  [3:0] node;
    input wire  [111:0] routes;
    input wire  down;
    input wire  [3:0] keep;
    input wire  follow;
    input wire  [2:0] successor;
    input wire  on_escape;
    input wire  arrived_class;
    output reg  eject;
    output reg  [3:0] mask;
    output reg  escape;
    output reg  [2:0] port;
    output reg  esc_class;
    output reg  absorb;
    output reg  layered;
    output reg  [3:0] layer;
    
    // Constant declarations
    localparam  word_bits = 16'h7;
    localparam  valid_at = 8'h4;
    localparam  port_at = 8'h5;
    localparam  port_bits = 8'h2;
    localparam  class_at = 8'h7;
    localparam  has_class = 1'b0;
    localparam  down_at = 8'h0;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  max_misses = 4'h8;
    localparam  bubble_check = 1'b1;
    localparam  has_list = 1'b0;
    localparam  layers = 1'b0;
    
    // Local signals
    reg  here;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [6:0] word;
    
    // Update code
    always @(*) begin
        leg = head[(leg_at)+:(4)];
        more = 32'h0;
        if (has_list) begin
            more = head[(more_at)+:(4)];
        end
        here = head[(32'h2)+:(4)] == node;
        absorb = here & |more;
        lookup = head[(32'h2)+:(4)];
        if (absorb) begin
            lookup = head[(rest_at)+:(4)];
        end
        word = 32'h0;
        if (lookup == 0) begin
            word = routes[(word_bits * 0)+:(7)];
        end
        if (lookup == 1) begin
            word = routes[(word_bits * 1)+:(7)];
        end
        if (lookup == 2) begin
            word = routes[(word_bits * 2)+:(7)];
        end
        if (lookup == 3) begin
            word = routes[(word_bits * 3)+:(7)];
        end
        if (lookup == 4) begin
            word = routes[(word_bits * 4)+:(7)];
        end
        if (lookup == 5) begin
            word = routes[(word_bits * 5)+:(7)];
        end
        if (lookup == 6) begin
            word = routes[(word_bits * 6)+:(7)];
        end
        if (lookup == 7) begin
            word = routes[(word_bits * 7)+:(7)];
        end
        if (lookup == 8) begin
            word = routes[(word_bits * 8)+:(7)];
        end
        if (lookup == 9) begin
            word = routes[(word_bits * 9)+:(7)];
        end
        if (lookup == 10) begin
            word = routes[(word_bits * 10)+:(7)];
        end
        if (lookup == 11) begin
            word = routes[(word_bits * 11)+:(7)];
        end
        if (lookup == 12) begin
            word = routes[(word_bits * 12)+:(7)];
        end
        if (lookup == 13) begin
            word = routes[(word_bits * 13)+:(7)];
        end
        if (lookup == 14) begin
            word = routes[(word_bits * 14)+:(7)];
        end
        if (lookup == 15) begin
            word = routes[(word_bits * 15)+:(7)];
        end
        layered = layers & (absorb | |more | |leg);
        layer = leg;
        if (absorb) begin
            layer = leg + 32'h1;
        end
        eject = here & ~absorb;
        mask = word[(32'h0)+:(4)];
        if (down & ~absorb) begin
            mask = word[(down_at)+:(4)];
        end
        port = 32'h0;
        if (port_bits > 0) begin
            port = (port & ~(1 << (0)) | ((word[port_at + 0]) << (0)));
        end
        if (port_bits > 1) begin
            port = (port & ~(1 << (1)) | ((word[port_at + 1]) << (1)));
        end
        if (port_bits > 2) begin
            port = (port & ~(1 << (2)) | ((word[port_at + 2]) << (2)));
        end
        esc_class = 1'b0;
        if (has_class) begin
            esc_class = word[class_at];
        end
        if ((port == 0) & keep[0] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 1) & keep[1] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 2) & keep[2] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 3) & keep[3] & ~absorb) begin
            esc_class = arrived_class;
        end
        escape = word[valid_at];
        if (follow & ~absorb) begin
            escape = 1'b1;
            port = successor;
            esc_class = 1'b0;
        end
        if ((bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
            mask = 32'h0;
        end
        if (eject) begin
            mask = 32'h0;
            escape = 1'b0;
            port = 32'h0;
            esc_class = 1'b0;
            layered = 1'b0;
        end
    end
    
endmodule // ftr_router_core$rc$7


module ftr_router_core$rc$8(head,node,routes,down,keep,follow,successor,on_escape,arrived_class,eject,mask,escape,port,esc_class,absorb,layered,layer);
    
    // Module arguments
    input wire  [65:0] head;
    input wire  [3:0] node;
    input wire  [111:0] routes;
    input wire  down;
    input wire  [3:0] keep;
    input wire  follow;
    input wire  [2:0] successor;
    input wire  on_escape;
    input wire  arrived_class;
    output reg  eject;
    output reg  [3:0] mask;
    output reg  escape;
    output reg  [2:0] port;
    output reg  esc_class;
    output reg  absorb;
    output reg  layered;
    output reg  [3:0] layer;
    
    // Constant declarations
    localparam  word_bits = 16'h7;
    localparam  valid_at = 8'h4;
    localparam  port_at = 8'h5;
    localparam  port_bits = 8'h2;
    localparam  class_at = 8'h7;
    localparam  has_class = 1'b0;
    localparam  down_at = 8'h0;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  max_misses = 4'h8;
    localparam  bubble_check = 1'b1;
    localparam  has_list = 1'b0;
    localparam  layers = 1'b0;
    
    // Local signals
    reg  here;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [6:0] word;
    
    // Update code
    always @(*) begin
        leg = head[(leg_at)+:(4)];
        more = 32'h0;
        if (has_list) begin
            more = head[(more_at)+:(4)];
        end
        here = head[(32'h2)+:(4)] == node;
        absorb = here & |more;
        lookup = head[(32'h2)+:(4)];
        if (absorb) begin
            lookup = head[(rest_at)+:(4)];
        end
        word = 32'h0;
        if (lookup == 0) begin
            word = routes[(word_bits * 0)+:(7)];
        end
        if (lookup == 1) begin
            word = routes[(word_bits * 1)+:(7)];
        end
        if (lookup == 2) begin
            word = routes[(word_bits * 2)+:(7)];
        end
        if (lookup == 3) begin
            word = routes[(word_bits * 3)+:(7)];
        end
        if (lookup == 4) begin
            word = routes[(word_bits * 4)+:(7)];
        end
        if (lookup == 5) begin
            word = routes[(word_bits * 5)+:(7)];
        end
        if (lookup == 6) begin
            word = routes[(word_bits * 6)+:(7)];
        end
        if (lookup == 7) begin
            word = routes[(word_bits * 7)+:(7)];
        end
        if (lookup == 8) begin
            word = routes[(word_bits * 8)+:(7)];
        end
        if (lookup == 9) begin
            word = routes[(word_bits * 9)+:(7)];
        end
        if (lookup == 10) begin
            word = routes[(word_bits * 10)+:(7)];
        end
        if (lookup == 11) begin
            word = routes[(word_bits * 11)+:(7)];
        end
        if (lookup == 12) begin
            word = routes[(word_bits * 12)+:(7)];
        end
        if (lookup == 13) begin
            word = routes[(word_bits * 13)+:(7)];
        end
        if (lookup == 14) begin
            word = routes[(word_bits * 14)+:(7)];
        end
        if (lookup == 15) begin
            word = routes[(word_bits * 15)+:(7)];
        end
        layered = layers & (absorb | |more | |leg);
        layer = leg;
        if (absorb) begin
            layer = leg + 32'h1;
        end
        eject = here & ~absorb;
        mask = word[(32'h0)+:(4)];
        if (down & ~absorb) begin
            mask = word[(down_at)+:(4)];
        end
        port = 32'h0;
        if (port_bits > 0) begin
            port = (port & ~(1 << (0)) | ((word[port_at + 0]) << (0)));
        end
        if (port_bits > 1) begin
            port = (port & ~(1 << (1)) | ((word[port_at + 1]) << (1)));
        end
        if (port_bits > 2) begin
            port = (port & ~(1 << (2)) | ((word[port_at + 2]) << (2)));
        end
        esc_class = 1'b0;
        if (has_class) begin
            esc_class = word[class_at];
        end
        if ((port == 0) & keep[0] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 1) & keep[1] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 2) & keep[2] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 3) & keep[3] & ~absorb) begin
            esc_class = arrived_class;
        end
        escape = word[valid_at];
        if (follow & ~absorb) begin
            escape = 1'b1;
            port = successor;
            esc_class = 1'b0;
        end
        if ((bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
            mask = 32'h0;
        end
        if (eject) begin
            mask = 32'h0;
            escape = 1'b0;
            port = 32'h0;
            esc_class = 1'b0;
            layered = 1'b0;
        end
    end
    
endmodule // ftr_router_core$rc$8


module ftr_router_core$rc$9(head,node,routes,down,keep,follow,successor,on_escape,arrived_class,eject,mask,escape,port,esc_class,absorb,layered,layer);
    
    // Module arguments
    input wire  [65:0] head;
    input wire  [3:0] node;
    input wire  [111:0] routes;
    input wire  down;
    input wire  [3:0] keep;
    input wire  follow;
    input wire  [2:0] successor;
    input wire  on_escape;
    input wire  arrived_class;
    output reg  eject;
    output reg  [3:0] mask;
    output reg  escape;
    output reg  [2:0] port;
    output reg  esc_class;
    output reg  absorb;
    output reg  layered;
    output reg  [3:0] layer;
    
    // Constant declarations
    localparam  word_bits = 16'h7;
    localparam  valid_at = 8'h4;
    localparam  port_at = 8'h5;
    localparam  port_bits = 8'h2;
    localparam  class_at = 8'h7;
    localparam  has_class = 1'b0;
    localparam  down_at = 8'h0;
    localparam  misses_at = 8'he;
    localparam  leg_at = 8'h32;
    localparam  more_at = 8'h36;
    localparam  rest_at = 8'h36;
    localparam  max_misses = 4'h8;
    localparam  bubble_check = 1'b1;
    localparam  has_list = 1'b0;
    localparam  layers = 1'b0;
    
    // Local signals
    reg  here;
    reg  [3:0] more;
    reg  [3:0] leg;
    reg  [3:0] lookup;
    reg  [6:0] word;
    
    // Update code
    always @(*) begin
        leg = head[(leg_at)+:(4)];
        more = 32'h0;
        if (has_list) begin
            more = head[(more_at)+:(4)];
        end
        here = head[(32'h2)+:(4)] == node;
        absorb = here & |more;
        lookup = head[(32'h2)+:(4)];
        if (absorb) begin
            lookup = head[(rest_at)+:(4)];
        end
        word = 32'h0;
        if (lookup == 0) begin
            word = routes[(word_bits * 0)+:(7)];
        end
        if (lookup == 1) begin
            word = routes[(word_bits * 1)+:(7)];
        end
        if (lookup == 2) begin
            word = routes[(word_bits * 2)+:(7)];
        end
        if (lookup == 3) begin
            word = routes[(word_bits * 3)+:(7)];
        end
        if (lookup == 4) begin
            word = routes[(word_bits * 4)+:(7)];
        end
        if (lookup == 5) begin
            word = routes[(word_bits * 5)+:(7)];
        end
        if (lookup == 6) begin
            word = routes[(word_bits * 6)+:(7)];
        end
        if (lookup == 7) begin
            word = routes[(word_bits * 7)+:(7)];
        end
        if (lookup == 8) begin
            word = routes[(word_bits * 8)+:(7)];
        end
        if (lookup == 9) begin
            word = routes[(word_bits * 9)+:(7)];
        end
        if (lookup == 10) begin
            word = routes[(word_bits * 10)+:(7)];
        end
        if (lookup == 11) begin
            word = routes[(word_bits * 11)+:(7)];
        end
        if (lookup == 12) begin
            word = routes[(word_bits * 12)+:(7)];
        end
        if (lookup == 13) begin
            word = routes[(word_bits * 13)+:(7)];
        end
        if (lookup == 14) begin
            word = routes[(word_bits * 14)+:(7)];
        end
        if (lookup == 15) begin
            word = routes[(word_bits * 15)+:(7)];
        end
        layered = layers & (absorb | |more | |leg);
        layer = leg;
        if (absorb) begin
            layer = leg + 32'h1;
        end
        eject = here & ~absorb;
        mask = word[(32'h0)+:(4)];
        if (down & ~absorb) begin
            mask = word[(down_at)+:(4)];
        end
        port = 32'h0;
        if (port_bits > 0) begin
            port = (port & ~(1 << (0)) | ((word[port_at + 0]) << (0)));
        end
        if (port_bits > 1) begin
            port = (port & ~(1 << (1)) | ((word[port_at + 1]) << (1)));
        end
        if (port_bits > 2) begin
            port = (port & ~(1 << (2)) | ((word[port_at + 2]) << (2)));
        end
        esc_class = 1'b0;
        if (has_class) begin
            esc_class = word[class_at];
        end
        if ((port == 0) & keep[0] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 1) & keep[1] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 2) & keep[2] & ~absorb) begin
            esc_class = arrived_class;
        end
        if ((port == 3) & keep[3] & ~absorb) begin
            esc_class = arrived_class;
        end
        escape = word[valid_at];
        if (follow & ~absorb) begin
            escape = 1'b1;
            port = successor;
            esc_class = 1'b0;
        end
        if ((bubble_check & on_escape) & (head[(misses_at)+:(4)] >= max_misses) & ~absorb) begin
            mask = 32'h0;
        end
        if (eject) begin
            mask = 32'h0;
            escape = 1'b0;
            port = 32'h0;
            esc_class = 1'b0;
            layered = 1'b0;
        end
    end
    
endmodule // ftr_router_core$rc$9


module ftr_router_core$refused$0(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$refused$0


module ftr_router_core$refused$1(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$refused$1


module ftr_router_core$refused$2(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$refused$2


module ftr_router_core$refused$3(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$refused$3


module ftr_router_core$refused$4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$refused$4


module ftr_router_core$refused$5(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$refused$5


module ftr_router_core$refused$6(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$refused$6


module ftr_router_core$refused$7(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$refused$7


module ftr_router_core$refused$8(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$refused$8


module ftr_router_core$refused$9(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$refused$9


module ftr_router_core$route_absorb$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_absorb$0


module ftr_router_core$route_absorb$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_absorb$1


module ftr_router_core$route_absorb$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_absorb$2


module ftr_router_core$route_absorb$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_absorb$3


module ftr_router_core$route_absorb$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_absorb$4


module ftr_router_core$route_absorb$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_absorb$5


module ftr_router_core$route_absorb$6(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_absorb$6


module ftr_router_core$route_absorb$7(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_absorb$7


module ftr_router_core$route_absorb$8(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_absorb$8


module ftr_router_core$route_absorb$9(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_absorb$9


module ftr_router_core$route_class$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_class$0


module ftr_router_core$route_class$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_class$1


module ftr_router_core$route_class$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_class$2


module ftr_router_core$route_class$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_class$3


module ftr_router_core$route_class$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_class$4


module ftr_router_core$route_class$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_class$5


module ftr_router_core$route_class$6(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_class$6


module ftr_router_core$route_class$7(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_class$7


module ftr_router_core$route_class$8(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_class$8


module ftr_router_core$route_class$9(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_class$9


module ftr_router_core$route_eject$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_eject$0


module ftr_router_core$route_eject$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_eject$1


module ftr_router_core$route_eject$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_eject$2


module ftr_router_core$route_eject$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_eject$3


module ftr_router_core$route_eject$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_eject$4


module ftr_router_core$route_eject$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_eject$5


module ftr_router_core$route_eject$6(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_eject$6


module ftr_router_core$route_eject$7(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_eject$7


module ftr_router_core$route_eject$8(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_eject$8


module ftr_router_core$route_eject$9(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_eject$9


module ftr_router_core$route_escape$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_escape$0


module ftr_router_core$route_escape$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_escape$1


module ftr_router_core$route_escape$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_escape$2


module ftr_router_core$route_escape$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_escape$3


module ftr_router_core$route_escape$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_escape$4


module ftr_router_core$route_escape$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_escape$5


module ftr_router_core$route_escape$6(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_escape$6


module ftr_router_core$route_escape$7(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_escape$7


module ftr_router_core$route_escape$8(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_escape$8


module ftr_router_core$route_escape$9(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_escape$9


module ftr_router_core$route_layer$0(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layer$0


module ftr_router_core$route_layer$1(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layer$1


module ftr_router_core$route_layer$2(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layer$2


module ftr_router_core$route_layer$3(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layer$3


module ftr_router_core$route_layer$4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layer$4


module ftr_router_core$route_layer$5(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layer$5


module ftr_router_core$route_layer$6(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layer$6


module ftr_router_core$route_layer$7(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layer$7


module ftr_router_core$route_layer$8(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layer$8


module ftr_router_core$route_layer$9(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layer$9


module ftr_router_core$route_layered$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layered$0


module ftr_router_core$route_layered$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layered$1


module ftr_router_core$route_layered$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layered$2


module ftr_router_core$route_layered$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layered$3


module ftr_router_core$route_layered$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layered$4


module ftr_router_core$route_layered$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layered$5


module ftr_router_core$route_layered$6(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layered$6


module ftr_router_core$route_layered$7(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layered$7


module ftr_router_core$route_layered$8(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layered$8


module ftr_router_core$route_layered$9(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_layered$9


module ftr_router_core$route_mask$0(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_mask$0


module ftr_router_core$route_mask$1(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_mask$1


module ftr_router_core$route_mask$2(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_mask$2


module ftr_router_core$route_mask$3(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_mask$3


module ftr_router_core$route_mask$4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_mask$4


module ftr_router_core$route_mask$5(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_mask$5


module ftr_router_core$route_mask$6(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_mask$6


module ftr_router_core$route_mask$7(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_mask$7


module ftr_router_core$route_mask$8(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_mask$8


module ftr_router_core$route_mask$9(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_mask$9


module ftr_router_core$route_port$0(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_port$0


module ftr_router_core$route_port$1(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_port$1


module ftr_router_core$route_port$2(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_port$2


module ftr_router_core$route_port$3(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_port$3


module ftr_router_core$route_port$4(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_port$4


module ftr_router_core$route_port$5(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_port$5


module ftr_router_core$route_port$6(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_port$6


module ftr_router_core$route_port$7(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_port$7


module ftr_router_core$route_port$8(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_port$8


module ftr_router_core$route_port$9(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$route_port$9


module ftr_router_core$sa_in$0(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [1:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [1:0] grant;
    output reg  grant_index;
    output reg  valid;
    output reg  ptr;
    
    // Constant declarations
    localparam  last = 1'b1;
    
    // Stub signals
    reg  ptr_reg$d;
    wire  ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [1:0] mask;
    reg  [1:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$sa_in$0$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$sa_in$0


module ftr_router_core$sa_in$0$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$sa_in$0$ptr_reg


module ftr_router_core$sa_in$1(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [1:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [1:0] grant;
    output reg  grant_index;
    output reg  valid;
    output reg  ptr;
    
    // Constant declarations
    localparam  last = 1'b1;
    
    // Stub signals
    reg  ptr_reg$d;
    wire  ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [1:0] mask;
    reg  [1:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$sa_in$1$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$sa_in$1


module ftr_router_core$sa_in$1$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$sa_in$1$ptr_reg


module ftr_router_core$sa_in$2(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [1:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [1:0] grant;
    output reg  grant_index;
    output reg  valid;
    output reg  ptr;
    
    // Constant declarations
    localparam  last = 1'b1;
    
    // Stub signals
    reg  ptr_reg$d;
    wire  ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [1:0] mask;
    reg  [1:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$sa_in$2$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$sa_in$2


module ftr_router_core$sa_in$2$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$sa_in$2$ptr_reg


module ftr_router_core$sa_in$3(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [1:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [1:0] grant;
    output reg  grant_index;
    output reg  valid;
    output reg  ptr;
    
    // Constant declarations
    localparam  last = 1'b1;
    
    // Stub signals
    reg  ptr_reg$d;
    wire  ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [1:0] mask;
    reg  [1:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$sa_in$3$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$sa_in$3


module ftr_router_core$sa_in$3$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$sa_in$3$ptr_reg


module ftr_router_core$sa_in$4(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [1:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [1:0] grant;
    output reg  grant_index;
    output reg  valid;
    output reg  ptr;
    
    // Constant declarations
    localparam  last = 1'b1;
    
    // Stub signals
    reg  ptr_reg$d;
    wire  ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [1:0] mask;
    reg  [1:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$sa_in$4$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$sa_in$4


module ftr_router_core$sa_in$4$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$sa_in$4$ptr_reg


module ftr_router_core$sa_out$0(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [4:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [4:0] grant;
    output reg  [2:0] grant_index;
    output reg  valid;
    output reg  [2:0] ptr;
    
    // Constant declarations
    localparam  last = 3'b100;
    
    // Stub signals
    reg  [2:0] ptr_reg$d;
    wire  [2:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [4:0] mask;
    reg  [4:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$sa_out$0$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$sa_out$0


module ftr_router_core$sa_out$0$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$sa_out$0$ptr_reg


module ftr_router_core$sa_out$1(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [4:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [4:0] grant;
    output reg  [2:0] grant_index;
    output reg  valid;
    output reg  [2:0] ptr;
    
    // Constant declarations
    localparam  last = 3'b100;
    
    // Stub signals
    reg  [2:0] ptr_reg$d;
    wire  [2:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [4:0] mask;
    reg  [4:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$sa_out$1$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$sa_out$1


module ftr_router_core$sa_out$1$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$sa_out$1$ptr_reg


module ftr_router_core$sa_out$2(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [4:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [4:0] grant;
    output reg  [2:0] grant_index;
    output reg  valid;
    output reg  [2:0] ptr;
    
    // Constant declarations
    localparam  last = 3'b100;
    
    // Stub signals
    reg  [2:0] ptr_reg$d;
    wire  [2:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [4:0] mask;
    reg  [4:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$sa_out$2$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$sa_out$2


module ftr_router_core$sa_out$2$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$sa_out$2$ptr_reg


module ftr_router_core$sa_out$3(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [4:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [4:0] grant;
    output reg  [2:0] grant_index;
    output reg  valid;
    output reg  [2:0] ptr;
    
    // Constant declarations
    localparam  last = 3'b100;
    
    // Stub signals
    reg  [2:0] ptr_reg$d;
    wire  [2:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [4:0] mask;
    reg  [4:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$sa_out$3$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$sa_out$3


module ftr_router_core$sa_out$3$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$sa_out$3$ptr_reg


module ftr_router_core$sa_out$4(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [4:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [4:0] grant;
    output reg  [2:0] grant_index;
    output reg  valid;
    output reg  [2:0] ptr;
    
    // Constant declarations
    localparam  last = 3'b100;
    
    // Stub signals
    reg  [2:0] ptr_reg$d;
    wire  [2:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [4:0] mask;
    reg  [4:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$sa_out$4$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$sa_out$4


module ftr_router_core$sa_out$4$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$sa_out$4$ptr_reg


module ftr_router_core$state$0(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$state$0


module ftr_router_core$state$1(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$state$1


module ftr_router_core$state$2(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$state$2


module ftr_router_core$state$3(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$state$3


module ftr_router_core$state$4(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$state$4


module ftr_router_core$state$5(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$state$5


module ftr_router_core$state$6(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$state$6


module ftr_router_core$state$7(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$state$7


module ftr_router_core$state$8(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$state$8


module ftr_router_core$state$9(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$state$9


module ftr_router_core$va_arb$0(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [9:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [9:0] grant;
    output reg  [3:0] grant_index;
    output reg  valid;
    output reg  [3:0] ptr;
    
    // Constant declarations
    localparam  last = 4'h9;
    
    // Stub signals
    reg  [3:0] ptr_reg$d;
    wire  [3:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [9:0] mask;
    reg  [9:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$va_arb$0$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (ptr_reg$q <= 5) begin
            mask = (mask & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (ptr_reg$q <= 6) begin
            mask = (mask & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (ptr_reg$q <= 7) begin
            mask = (mask & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (ptr_reg$q <= 8) begin
            mask = (mask & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (ptr_reg$q <= 9) begin
            mask = (mask & ~(1 << (9)) | ((1'b1) << (9)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (high[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (high[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (high[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (high[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (high[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (req[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (req[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (req[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (req[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$va_arb$0


module ftr_router_core$va_arb$0$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$va_arb$0$ptr_reg


module ftr_router_core$va_arb$1(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [9:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [9:0] grant;
    output reg  [3:0] grant_index;
    output reg  valid;
    output reg  [3:0] ptr;
    
    // Constant declarations
    localparam  last = 4'h9;
    
    // Stub signals
    reg  [3:0] ptr_reg$d;
    wire  [3:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [9:0] mask;
    reg  [9:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$va_arb$1$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (ptr_reg$q <= 5) begin
            mask = (mask & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (ptr_reg$q <= 6) begin
            mask = (mask & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (ptr_reg$q <= 7) begin
            mask = (mask & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (ptr_reg$q <= 8) begin
            mask = (mask & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (ptr_reg$q <= 9) begin
            mask = (mask & ~(1 << (9)) | ((1'b1) << (9)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (high[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (high[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (high[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (high[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (high[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (req[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (req[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (req[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (req[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$va_arb$1


module ftr_router_core$va_arb$1$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$va_arb$1$ptr_reg


module ftr_router_core$va_arb$2(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [9:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [9:0] grant;
    output reg  [3:0] grant_index;
    output reg  valid;
    output reg  [3:0] ptr;
    
    // Constant declarations
    localparam  last = 4'h9;
    
    // Stub signals
    reg  [3:0] ptr_reg$d;
    wire  [3:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [9:0] mask;
    reg  [9:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$va_arb$2$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (ptr_reg$q <= 5) begin
            mask = (mask & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (ptr_reg$q <= 6) begin
            mask = (mask & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (ptr_reg$q <= 7) begin
            mask = (mask & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (ptr_reg$q <= 8) begin
            mask = (mask & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (ptr_reg$q <= 9) begin
            mask = (mask & ~(1 << (9)) | ((1'b1) << (9)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (high[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (high[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (high[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (high[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (high[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (req[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (req[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (req[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (req[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$va_arb$2


module ftr_router_core$va_arb$2$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$va_arb$2$ptr_reg


module ftr_router_core$va_arb$3(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [9:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [9:0] grant;
    output reg  [3:0] grant_index;
    output reg  valid;
    output reg  [3:0] ptr;
    
    // Constant declarations
    localparam  last = 4'h9;
    
    // Stub signals
    reg  [3:0] ptr_reg$d;
    wire  [3:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [9:0] mask;
    reg  [9:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$va_arb$3$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (ptr_reg$q <= 5) begin
            mask = (mask & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (ptr_reg$q <= 6) begin
            mask = (mask & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (ptr_reg$q <= 7) begin
            mask = (mask & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (ptr_reg$q <= 8) begin
            mask = (mask & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (ptr_reg$q <= 9) begin
            mask = (mask & ~(1 << (9)) | ((1'b1) << (9)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (high[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (high[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (high[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (high[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (high[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (req[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (req[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (req[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (req[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$va_arb$3


module ftr_router_core$va_arb$3$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$va_arb$3$ptr_reg


module ftr_router_core$va_arb$4(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [9:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [9:0] grant;
    output reg  [3:0] grant_index;
    output reg  valid;
    output reg  [3:0] ptr;
    
    // Constant declarations
    localparam  last = 4'h9;
    
    // Stub signals
    reg  [3:0] ptr_reg$d;
    wire  [3:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [9:0] mask;
    reg  [9:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$va_arb$4$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (ptr_reg$q <= 5) begin
            mask = (mask & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (ptr_reg$q <= 6) begin
            mask = (mask & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (ptr_reg$q <= 7) begin
            mask = (mask & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (ptr_reg$q <= 8) begin
            mask = (mask & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (ptr_reg$q <= 9) begin
            mask = (mask & ~(1 << (9)) | ((1'b1) << (9)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (high[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (high[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (high[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (high[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (high[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (req[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (req[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (req[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (req[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$va_arb$4


module ftr_router_core$va_arb$4$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$va_arb$4$ptr_reg


module ftr_router_core$va_arb$5(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [9:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [9:0] grant;
    output reg  [3:0] grant_index;
    output reg  valid;
    output reg  [3:0] ptr;
    
    // Constant declarations
    localparam  last = 4'h9;
    
    // Stub signals
    reg  [3:0] ptr_reg$d;
    wire  [3:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [9:0] mask;
    reg  [9:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$va_arb$5$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (ptr_reg$q <= 5) begin
            mask = (mask & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (ptr_reg$q <= 6) begin
            mask = (mask & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (ptr_reg$q <= 7) begin
            mask = (mask & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (ptr_reg$q <= 8) begin
            mask = (mask & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (ptr_reg$q <= 9) begin
            mask = (mask & ~(1 << (9)) | ((1'b1) << (9)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (high[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (high[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (high[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (high[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (high[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (req[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (req[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (req[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (req[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$va_arb$5


module ftr_router_core$va_arb$5$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$va_arb$5$ptr_reg


module ftr_router_core$va_arb$6(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [9:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [9:0] grant;
    output reg  [3:0] grant_index;
    output reg  valid;
    output reg  [3:0] ptr;
    
    // Constant declarations
    localparam  last = 4'h9;
    
    // Stub signals
    reg  [3:0] ptr_reg$d;
    wire  [3:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [9:0] mask;
    reg  [9:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$va_arb$6$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (ptr_reg$q <= 5) begin
            mask = (mask & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (ptr_reg$q <= 6) begin
            mask = (mask & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (ptr_reg$q <= 7) begin
            mask = (mask & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (ptr_reg$q <= 8) begin
            mask = (mask & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (ptr_reg$q <= 9) begin
            mask = (mask & ~(1 << (9)) | ((1'b1) << (9)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (high[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (high[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (high[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (high[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (high[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (req[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (req[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (req[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (req[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$va_arb$6


module ftr_router_core$va_arb$6$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$va_arb$6$ptr_reg


module ftr_router_core$va_arb$7(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [9:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [9:0] grant;
    output reg  [3:0] grant_index;
    output reg  valid;
    output reg  [3:0] ptr;
    
    // Constant declarations
    localparam  last = 4'h9;
    
    // Stub signals
    reg  [3:0] ptr_reg$d;
    wire  [3:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [9:0] mask;
    reg  [9:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$va_arb$7$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (ptr_reg$q <= 5) begin
            mask = (mask & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (ptr_reg$q <= 6) begin
            mask = (mask & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (ptr_reg$q <= 7) begin
            mask = (mask & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (ptr_reg$q <= 8) begin
            mask = (mask & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (ptr_reg$q <= 9) begin
            mask = (mask & ~(1 << (9)) | ((1'b1) << (9)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (high[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (high[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (high[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (high[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (high[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (req[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (req[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (req[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (req[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$va_arb$7


module ftr_router_core$va_arb$7$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$va_arb$7$ptr_reg


module ftr_router_core$va_arb$8(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [9:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [9:0] grant;
    output reg  [3:0] grant_index;
    output reg  valid;
    output reg  [3:0] ptr;
    
    // Constant declarations
    localparam  last = 4'h9;
    
    // Stub signals
    reg  [3:0] ptr_reg$d;
    wire  [3:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [9:0] mask;
    reg  [9:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$va_arb$8$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (ptr_reg$q <= 5) begin
            mask = (mask & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (ptr_reg$q <= 6) begin
            mask = (mask & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (ptr_reg$q <= 7) begin
            mask = (mask & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (ptr_reg$q <= 8) begin
            mask = (mask & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (ptr_reg$q <= 9) begin
            mask = (mask & ~(1 << (9)) | ((1'b1) << (9)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (high[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (high[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (high[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (high[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (high[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (req[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (req[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (req[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (req[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$va_arb$8


module ftr_router_core$va_arb$8$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$va_arb$8$ptr_reg


module ftr_router_core$va_arb$9(req,advance,clock,grant,grant_index,valid,ptr);
    
    // Module arguments
    input wire  [9:0] req;
    input wire  advance;
    input wire  clock;
    output reg  [9:0] grant;
    output reg  [3:0] grant_index;
    output reg  valid;
    output reg  [3:0] ptr;
    
    // Constant declarations
    localparam  last = 4'h9;
    
    // Stub signals
    reg  [3:0] ptr_reg$d;
    wire  [3:0] ptr_reg$q;
    reg  ptr_reg$clock;
    
    // Local signals
    reg  [9:0] mask;
    reg  [9:0] high;
    reg  found;
    
    // Sub module instances
    ftr_router_core$va_arb$9$ptr_reg ptr_reg(
        .d(ptr_reg$d),
        .q(ptr_reg$q),
        .clock(ptr_reg$clock)
    );
    
    // Update code
    always @(*) begin
        ptr_reg$clock = clock;
        ptr_reg$d = ptr_reg$q;
        ptr = ptr_reg$q;
        mask = 32'h0;
        if (ptr_reg$q <= 0) begin
            mask = (mask & ~(1 << (0)) | ((1'b1) << (0)));
        end
        if (ptr_reg$q <= 1) begin
            mask = (mask & ~(1 << (1)) | ((1'b1) << (1)));
        end
        if (ptr_reg$q <= 2) begin
            mask = (mask & ~(1 << (2)) | ((1'b1) << (2)));
        end
        if (ptr_reg$q <= 3) begin
            mask = (mask & ~(1 << (3)) | ((1'b1) << (3)));
        end
        if (ptr_reg$q <= 4) begin
            mask = (mask & ~(1 << (4)) | ((1'b1) << (4)));
        end
        if (ptr_reg$q <= 5) begin
            mask = (mask & ~(1 << (5)) | ((1'b1) << (5)));
        end
        if (ptr_reg$q <= 6) begin
            mask = (mask & ~(1 << (6)) | ((1'b1) << (6)));
        end
        if (ptr_reg$q <= 7) begin
            mask = (mask & ~(1 << (7)) | ((1'b1) << (7)));
        end
        if (ptr_reg$q <= 8) begin
            mask = (mask & ~(1 << (8)) | ((1'b1) << (8)));
        end
        if (ptr_reg$q <= 9) begin
            mask = (mask & ~(1 << (9)) | ((1'b1) << (9)));
        end
        grant = 32'h0;
        grant_index = 32'h0;
        found = 1'b0;
        high = req & mask;
        if (high[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (high[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (high[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (high[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (high[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (high[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (high[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (high[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (high[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (high[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        if (req[0] & ~found) begin
            grant = (grant & ~(1 << (0)) | ((1'b1) << (0)));
            grant_index = 0;
            found = 1'b1;
        end
        if (req[1] & ~found) begin
            grant = (grant & ~(1 << (1)) | ((1'b1) << (1)));
            grant_index = 1;
            found = 1'b1;
        end
        if (req[2] & ~found) begin
            grant = (grant & ~(1 << (2)) | ((1'b1) << (2)));
            grant_index = 2;
            found = 1'b1;
        end
        if (req[3] & ~found) begin
            grant = (grant & ~(1 << (3)) | ((1'b1) << (3)));
            grant_index = 3;
            found = 1'b1;
        end
        if (req[4] & ~found) begin
            grant = (grant & ~(1 << (4)) | ((1'b1) << (4)));
            grant_index = 4;
            found = 1'b1;
        end
        if (req[5] & ~found) begin
            grant = (grant & ~(1 << (5)) | ((1'b1) << (5)));
            grant_index = 5;
            found = 1'b1;
        end
        if (req[6] & ~found) begin
            grant = (grant & ~(1 << (6)) | ((1'b1) << (6)));
            grant_index = 6;
            found = 1'b1;
        end
        if (req[7] & ~found) begin
            grant = (grant & ~(1 << (7)) | ((1'b1) << (7)));
            grant_index = 7;
            found = 1'b1;
        end
        if (req[8] & ~found) begin
            grant = (grant & ~(1 << (8)) | ((1'b1) << (8)));
            grant_index = 8;
            found = 1'b1;
        end
        if (req[9] & ~found) begin
            grant = (grant & ~(1 << (9)) | ((1'b1) << (9)));
            grant_index = 9;
            found = 1'b1;
        end
        valid = found;
        if (advance & found) begin
            if (grant_index == last) begin
                ptr_reg$d = 32'h0;
            end
            else begin
                ptr_reg$d = grant_index + 32'h1;
            end
        end
    end
    
endmodule // ftr_router_core$va_arb$9


module ftr_router_core$va_arb$9$ptr_reg(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // ftr_router_core$va_arb$9$ptr_reg
