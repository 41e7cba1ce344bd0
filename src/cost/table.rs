//! The cost report as an aligned text table.

use super::CostReport;

fn cell(v: Option<u64>) -> String {
    v.map_or("-".into(), |v| v.to_string())
}

/// Header line and one row per block, then the totals.
pub fn to_text(title: &str, r: &CostReport) -> String {
    let mut out = format!(
        "{title}\nP = {} + 1 ports, V = {}, D = {} flits, flit {} bits, {} table entries of {} bits\n",
        r.ports, r.vcs, r.depth, r.flit_bits, r.nodes, r.route_word_bits
    );
    out += &format!(
        "{:<18} {:>12} {:>12} {:>12} {:>18} {:>12}\n",
        "block", "storage_bits", "model_gates", "yosys_cells", "yosys_transistors", "yosys_ffs"
    );
    let row = |name: &str, bits: u64, gates: Option<u64>, y: [Option<u64>; 3]| {
        format!(
            "{name:<18} {bits:>12} {:>12} {:>12} {:>18} {:>12}\n",
            cell(gates),
            cell(y[0]),
            cell(y[1]),
            cell(y[2])
        )
    };
    for b in &r.blocks {
        let y = [b.yosys_cells, b.yosys_transistors, b.yosys_flip_flops];
        out += &row(b.block, b.storage_bits, b.model_gates, y);
    }
    let t = &r.totals;
    let y = [t.yosys_cells, t.yosys_transistors, t.yosys_flip_flops];
    out += &row("total", t.storage_bits, Some(t.model_gates), y);
    if t.yosys_cells.is_some() {
        out += &format!(
            "(Yosys: the generated router ftr_router (router {} of the fabric; every router is \
             the same module) synthesized with its hierarchy, each module counted once per \
             instance; vc_state holds the input VC control, RC, header rewrite and the VC \
             configuration table)\n",
            r.measured_router
        );
    }
    if let Some(why) = &r.router.unsupported {
        out += &format!("(not synthesized: {why})\n");
    }
    out
}
