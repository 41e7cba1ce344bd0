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
        "{:<18} {:>12} {:>12} {:>12} {:>18}\n",
        "block", "storage_bits", "model_gates", "yosys_cells", "yosys_transistors"
    );
    let row = |name: &str, bits: u64, gates: Option<u64>, cells: Option<u64>, tr: Option<u64>| {
        format!(
            "{name:<18} {bits:>12} {:>12} {:>12} {:>18}\n",
            cell(gates),
            cell(cells),
            cell(tr)
        )
    };
    for b in &r.blocks {
        out += &row(
            b.block,
            b.storage_bits,
            b.model_gates,
            b.yosys_cells,
            b.yosys_transistors,
        );
    }
    let t = &r.totals;
    out += &row(
        "total",
        t.storage_bits,
        Some(t.model_gates),
        t.yosys_cells,
        t.yosys_transistors,
    );
    let w = &r.router;
    if w.yosys_cells.is_some() {
        out += &row(
            "router",
            t.storage_bits,
            None,
            w.yosys_cells,
            w.yosys_transistors,
        );
    }
    if t.yosys_cells.is_some() {
        out += &format!(
            "(Yosys: rust-hdl blocks, ROMs of router {})\n",
            r.measured_router
        );
    }
    if w.yosys_cells.is_some() {
        out += "(router: the whole RtlRouter, tables in memories, flat; vc_state: VC state, VA/SA \
                request logic, header rewrite (whole router minus the leaf blocks))\n";
    }
    match &w.unsupported {
        Some(why) => out += &format!("(whole router not synthesized: {why})\n"),
        // Blocks only (the demo): say where vc_state's figure comes from.
        None if t.yosys_cells.is_some() && w.yosys_cells.is_none() => {
            out += "(vc_state: `ftrouter cost --yosys` of one router synthesizes the whole \
                    router and prices it as the remainder)\n"
        }
        None => {}
    }
    out
}
