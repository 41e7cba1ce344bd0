//! Logic depth: the longest chain of cells between registers (or ports) of a design, as
//! Yosys counts it after a generic synthesis (`synth -top T -flatten; ltp -noff`: ABC's fast
//! mapping to 2-input gates and multiplexers, flip-flops left out of the graph). A quick
//! bound for tests of the pipelined router, with no library or timing tool: the cells of
//! `cost --timing`'s worst path are the library's, so the two counts differ.

use crate::fabric::Fabric;
use crate::{Error, Result};

/// The longest topological path of `verilog` flattened under `top`, in cells.
pub fn logic_depth(verilog: &str, top: &str) -> Result<usize> {
    let log = super::yosys::run_yosys(
        verilog,
        &format!("read_verilog -sv top.v; synth -top {top} -flatten; ltp -noff"),
    )?;
    parse_ltp(&log, top)
}

/// The logic depth of the router every node of `fabric` instantiates (`ftr_router`).
pub fn router_logic_depth(fabric: &Fabric) -> Result<usize> {
    let design = crate::hdl::rtl::generate::router_design(fabric, Default::default())?;
    logic_depth(&design.joined(), crate::hdl::rtl::generate::ROUTER)
}

/// The length of `ltp`'s "Longest topological path in TOP (length=N):".
pub fn parse_ltp(log: &str, top: &str) -> Result<usize> {
    let key = format!("Longest topological path in {top} (length=");
    log.lines()
        .filter_map(|l| l.trim().strip_prefix(key.as_str()))
        .filter_map(|rest| rest.split(')').next()?.parse().ok())
        .next_back()
        .ok_or_else(|| Error::Io(format!("Yosys's ltp gave no longest path of {top}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bound of `the_pipelined_router_is_shallow`.
    const DEPTH_BOUND: usize = 48;

    /// An AND of 16 register bits needs 4 levels of 2-input gates (a multiplexer cannot
    /// AND three inputs), and ABC finds the balanced tree; an AND of 8, 3; a register copied
    /// to a register, none.
    #[test]
    fn an_and_of_16_bits_is_4_deep() {
        let v = |and: &str| {
            format!(
                "module top(input clk, input [15:0] a, output reg q, output reg w);\n\
                 reg [15:0] r;\n\
                 always @(posedge clk) begin r <= a; q <= {and}; w <= r[0]; end\nendmodule\n"
            )
        };
        assert_eq!(logic_depth(&v("&r"), "top").unwrap(), 4);
        assert_eq!(logic_depth(&v("&r[7:0]"), "top").unwrap(), 3);
        assert_eq!(logic_depth(&v("r[1]"), "top").unwrap(), 0);
    }

    /// The pipelined router stays shallow: the longest chain of generic gates of the 8x8
    /// bubble router (2 VCs of 8 flits) was 113 when RC, VA and the buffer write shared a
    /// cycle, and is 39 with the pipeline (docs/hdl.md, "Timing"). The bound leaves
    /// room for synthesis to vary, not for a stage's logic to come back.
    #[test]
    #[ignore = "long hardware check: testbench/run-all.sh"]
    fn the_pipelined_router_is_shallow() {
        use crate::fabric::Fabric;
        use crate::router::{RouterParams, Switching};
        use crate::routing::table::{Mode, compile};
        use crate::topology::{Network, Topology};
        let net = Network::fault_free("torus:8x8".parse::<Topology>().unwrap());
        let tables = compile(&net, Mode::Bubble).unwrap();
        let params = RouterParams::new(&tables, 2, 8, 4, Switching::Vct);
        let fabric = Fabric::with_tables(net, tables, params).unwrap();
        let depth = router_logic_depth(&fabric).unwrap();
        eprintln!("8x8 bubble router: logic depth {depth}");
        assert!(depth <= DEPTH_BOUND, "logic depth {depth} > {DEPTH_BOUND}");
    }

    #[test]
    fn reads_the_length_of_ltp() {
        let log = "3. Executing LTP pass (find longest path).\n\n\
                   Longest topological path in top (length=4):\n    0: \\r [15]\n";
        assert_eq!(parse_ltp(log, "top").unwrap(), 4);
        assert!(parse_ltp(log, "other").is_err());
    }
}
