//! The Verilog of a whole fabric: the router core of its shape, one wrapper module per
//! healthy router (its table image), and a top module `fabric` that instantiates every
//! healthy router and wires every working channel with the cycle model's latencies. Faulty
//! routers and links are left out; their inputs are tied to zero.
//!
//! ```text
//!  router u ─ flit_out[q] ─► reg ─► reg ─► flit_in[p] ─ router v     (grant to buffer write:
//!  router u ◄ credit_in[q] ─ (credit delay - 1) regs ◄─ credit_out[p]  3 edges, as the model)
//!  ni<v>_*  ◄────────────── router v's local port ───────────────────► top-level ports
//! ```
//! Timing: a flit switched at edge t is in the output register during cycle t + 1, in the
//! link's two registers during t + 2 and t + 3, and written downstream at edge t + 3
//! (`RouterParams::GRANT_TO_ARRIVAL`); a credit sent at edge t reaches the upstream counter
//! at edge t + credit delay.

use crate::fabric::Fabric;
use crate::hdl::router::emit::{check_supported, core_verilog, wrapper_verilog};
use crate::hdl::router::lockstep::shape_of;
use crate::hdl::table_image::route_image;
use crate::router::bits::clog2;
use crate::router::params::RouterParams;
use crate::{Error, Result};
use std::fmt::Write;

/// Name of the router core module.
pub const CORE: &str = "ftr_router_core";

/// A generated design: (file name, contents), the core first, the fabric top last.
#[derive(Clone, Debug, Default)]
pub struct Design {
    pub files: Vec<(String, String)>,
}

impl Design {
    /// All files in one text (for tools that read one file).
    pub fn joined(&self) -> String {
        self.files.iter().map(|(_, t)| t.as_str()).collect()
    }
}

/// Module name of router `node`'s wrapper.
pub fn router_module(node: usize) -> String {
    format!("router_{node}")
}

/// The design of `fabric`: core, router wrappers, and the fabric top named `top_name`.
pub fn fabric_design(fabric: &Fabric, top_name: &str) -> Result<Design> {
    let healthy: Vec<usize> = (0..fabric.num_nodes())
        .filter(|&v| fabric.routers[v].is_some())
        .collect();
    let first = *healthy
        .first()
        .ok_or_else(|| Error::input("every router is faulty: no hardware to generate"))?;
    let shape0 = shape_of(fabric, first)?;
    check_supported(&shape0)?;
    let core = core_verilog(&shape0, CORE)?;
    let mut design = Design::default();
    let mut wrappers = Vec::new();
    for &v in &healthy {
        let shape = shape_of(fabric, v)?;
        let table = fabric.tables.routers[v].as_deref().expect("healthy");
        let image = route_image(table, &shape.word);
        wrappers.push((
            format!("{}.v", router_module(v)),
            wrapper_verilog(&shape, &image, &router_module(v), CORE, &core),
        ));
    }
    design.files.push((format!("{CORE}.v"), core));
    design.files.extend(wrappers);
    design.files.push((
        format!("{top_name}.v"),
        top_verilog(fabric, &healthy, top_name),
    ));
    Ok(design)
}

/// Widths of the wires: (ports + 1, stored flit bits, VC bits).
fn widths(fabric: &Fabric) -> (usize, usize, usize) {
    let p = fabric.params.ports;
    let fmt = crate::hdl::router::lockstep::flit_format(fabric);
    (
        p + 1,
        2 + fmt.data_bits as usize,
        clog2(fabric.params.vcs) as usize,
    )
}

/// The local (network interface) ports of router `v` in the fabric top: (name, bits, input).
/// With multicast, also the absorb-and-forward copies: which network outputs carry one
/// (`copy_valid`, P + 1 bits) and each network output's flit.
pub fn ni_ports(fabric: &Fabric, v: usize) -> Vec<(String, usize, bool)> {
    let (np, fb, vb) = widths(fabric);
    let mut ports = vec![
        (format!("ni{v}_flit_in_valid"), 1, true),
        (format!("ni{v}_flit_in"), fb, true),
        (format!("ni{v}_flit_in_vc"), vb, true),
        (format!("ni{v}_flit_out_valid"), 1, false),
        (format!("ni{v}_flit_out"), fb, false),
        (format!("ni{v}_flit_out_vc"), vb, false),
        (format!("ni{v}_credit_out_valid"), 1, false),
        (format!("ni{v}_credit_out_vc"), vb, false),
    ];
    if multicast(fabric) {
        ports.push((format!("ni{v}_copy_valid"), np, false));
        ports.extend((0..np - 1).map(|q| (format!("ni{v}_copy_{q}"), fb, false)));
    }
    ports
}

/// Head flits carry a multicast list: routers copy flits to their interfaces.
fn multicast(fabric: &Fabric) -> bool {
    crate::hdl::router::lockstep::flit_format(fabric).list_capacity > 0
}

fn decl(bits: usize) -> String {
    if bits == 1 {
        String::new()
    } else {
        format!("[{}:0] ", bits - 1)
    }
}

fn top_verilog(fabric: &Fabric, healthy: &[usize], name: &str) -> String {
    let (np, fb, vb) = widths(fabric);
    let p = np - 1;
    let credit_regs = fabric.params.credit_delay.saturating_sub(1) as usize;
    let extra = RouterParams::GRANT_TO_ARRIVAL as usize - 1;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "// Fabric of {} ({} healthy routers), generated by `ftrouter verilog`.",
        fabric.net.topo,
        healthy.len()
    );
    let mut ports = vec!["clock".to_string()];
    for &v in healthy {
        ports.extend(ni_ports(fabric, v).into_iter().map(|(n, _, _)| n));
    }
    let _ = writeln!(s, "module {name}({});", ports.join(","));
    let _ = writeln!(s, "    input wire clock;");
    for &v in healthy {
        for (n, bits, input) in ni_ports(fabric, v) {
            let dir = if input { "input wire" } else { "output wire" };
            let _ = writeln!(s, "    {dir} {}{n};", decl(bits));
        }
    }
    // Every router's port wires.
    for &v in healthy {
        let r = format!("r{v}");
        let _ = writeln!(s, "    // router {}", fabric.net.topo.format_node(v));
        for bus in [
            "flit_in_valid",
            "credit_in_valid",
            "flit_out_valid",
            "credit_out_valid",
            "copy_out_valid",
        ] {
            let _ = writeln!(s, "    wire {}{r}_{bus};", decl(np));
        }
        for q in 0..np {
            let _ = writeln!(s, "    wire {}{r}_flit_in_{q};", decl(fb));
            let _ = writeln!(s, "    wire {}{r}_flit_out_{q};", decl(fb));
            for w in ["flit_in_vc", "flit_out_vc", "credit_in_vc", "credit_out_vc"] {
                let _ = writeln!(s, "    wire {}{r}_{w}_{q};", decl(vb));
            }
        }
    }
    // Which channel feeds each (node, input port), and which returns credits to each
    // (node, output port).
    let mut flit_src = vec![None; fabric.num_nodes() * np];
    let mut credit_src = vec![None; fabric.num_nodes() * np];
    for (id, ch) in fabric.channels.iter().enumerate() {
        flit_src[ch.to.0 * np + ch.to.1] = Some((id, ch.from));
        credit_src[ch.from.0 * np + ch.from.1] = Some((id, ch.to));
    }
    // Links: the flit path's registers, and the credit path's.
    for (id, ch) in fabric.channels.iter().enumerate() {
        let (u, q) = ch.from;
        let (v, pin) = ch.to;
        let _ = writeln!(s, "    // channel {id}: r{u} out {q} -> r{v} in {pin}");
        for k in 0..extra {
            let _ = writeln!(s, "    reg ch{id}_valid_{k} = 0;");
            let _ = writeln!(s, "    reg {}ch{id}_flit_{k} = 0;", decl(fb));
            let _ = writeln!(s, "    reg {}ch{id}_vc_{k} = 0;", decl(vb));
        }
        for k in 0..credit_regs {
            let _ = writeln!(s, "    reg ch{id}_cvalid_{k} = 0;");
            let _ = writeln!(s, "    reg {}ch{id}_cvc_{k} = 0;", decl(vb));
        }
        let _ = writeln!(s, "    always @(posedge clock) begin");
        for k in 0..extra {
            let (valid, flit, vc) = if k == 0 {
                (
                    format!("r{u}_flit_out_valid[{q}]"),
                    format!("r{u}_flit_out_{q}"),
                    format!("r{u}_flit_out_vc_{q}"),
                )
            } else {
                (
                    format!("ch{id}_valid_{}", k - 1),
                    format!("ch{id}_flit_{}", k - 1),
                    format!("ch{id}_vc_{}", k - 1),
                )
            };
            let _ = writeln!(s, "        ch{id}_valid_{k} <= {valid};");
            let _ = writeln!(s, "        ch{id}_flit_{k} <= {flit};");
            let _ = writeln!(s, "        ch{id}_vc_{k} <= {vc};");
        }
        for k in 0..credit_regs {
            let (valid, vc) = if k == 0 {
                (
                    format!("r{v}_credit_out_valid[{pin}]"),
                    format!("r{v}_credit_out_vc_{pin}"),
                )
            } else {
                (
                    format!("ch{id}_cvalid_{}", k - 1),
                    format!("ch{id}_cvc_{}", k - 1),
                )
            };
            let _ = writeln!(s, "        ch{id}_cvalid_{k} <= {valid};");
            let _ = writeln!(s, "        ch{id}_cvc_{k} <= {vc};");
        }
        let _ = writeln!(s, "    end");
    }
    // Each router's inputs.
    for &v in healthy {
        let r = format!("r{v}");
        let mut fvalid = Vec::new();
        let mut cvalid = Vec::new();
        for port in (0..np).rev() {
            if port == p {
                fvalid.push(format!("ni{v}_flit_in_valid"));
                cvalid.push("1'b0".to_string());
                let _ = writeln!(s, "    assign {r}_flit_in_{port} = ni{v}_flit_in;");
                let _ = writeln!(s, "    assign {r}_flit_in_vc_{port} = ni{v}_flit_in_vc;");
                let _ = writeln!(s, "    assign {r}_credit_in_vc_{port} = 0;");
                continue;
            }
            match flit_src[v * np + port] {
                Some((id, _)) => {
                    let k = extra - 1;
                    fvalid.push(format!("ch{id}_valid_{k}"));
                    let _ = writeln!(s, "    assign {r}_flit_in_{port} = ch{id}_flit_{k};");
                    let _ = writeln!(s, "    assign {r}_flit_in_vc_{port} = ch{id}_vc_{k};");
                }
                None => {
                    fvalid.push("1'b0".to_string());
                    let _ = writeln!(s, "    assign {r}_flit_in_{port} = 0;");
                    let _ = writeln!(s, "    assign {r}_flit_in_vc_{port} = 0;");
                }
            }
            match credit_src[v * np + port] {
                Some((id, (w, pin))) if credit_regs == 0 => {
                    cvalid.push(format!("r{w}_credit_out_valid[{pin}]"));
                    let _ = writeln!(
                        s,
                        "    assign {r}_credit_in_vc_{port} = r{w}_credit_out_vc_{pin}; // channel {id}"
                    );
                }
                Some((id, _)) => {
                    let k = credit_regs - 1;
                    cvalid.push(format!("ch{id}_cvalid_{k}"));
                    let _ = writeln!(s, "    assign {r}_credit_in_vc_{port} = ch{id}_cvc_{k};");
                }
                None => {
                    cvalid.push("1'b0".to_string());
                    let _ = writeln!(s, "    assign {r}_credit_in_vc_{port} = 0;");
                }
            }
        }
        let _ = writeln!(
            s,
            "    assign {r}_flit_in_valid = {{{}}};",
            fvalid.join(", ")
        );
        let _ = writeln!(
            s,
            "    assign {r}_credit_in_valid = {{{}}};",
            cvalid.join(", ")
        );
        // The local port's outputs go to the network interface.
        let _ = writeln!(
            s,
            "    assign ni{v}_flit_out_valid = {r}_flit_out_valid[{p}];"
        );
        let _ = writeln!(s, "    assign ni{v}_flit_out = {r}_flit_out_{p};");
        let _ = writeln!(s, "    assign ni{v}_flit_out_vc = {r}_flit_out_vc_{p};");
        let _ = writeln!(
            s,
            "    assign ni{v}_credit_out_valid = {r}_credit_out_valid[{p}];"
        );
        let _ = writeln!(s, "    assign ni{v}_credit_out_vc = {r}_credit_out_vc_{p};");
        if multicast(fabric) {
            let _ = writeln!(s, "    assign ni{v}_copy_valid = {r}_copy_out_valid;");
            for q in 0..p {
                let _ = writeln!(s, "    assign ni{v}_copy_{q} = {r}_flit_out_{q};");
            }
        }
        let mut conns = vec![".clock(clock)".to_string()];
        for bus in [
            "flit_in_valid",
            "credit_in_valid",
            "flit_out_valid",
            "credit_out_valid",
            "copy_out_valid",
        ] {
            conns.push(format!(".{bus}({r}_{bus})"));
        }
        for q in 0..np {
            for w in [
                "flit_in",
                "flit_in_vc",
                "credit_in_vc",
                "flit_out",
                "flit_out_vc",
                "credit_out_vc",
            ] {
                conns.push(format!(".{w}${q}({r}_{w}_{q})"));
            }
        }
        let _ = writeln!(
            s,
            "    {} {r}(\n        {}\n    );",
            router_module(v),
            conns.join(",\n        ")
        );
    }
    let _ = writeln!(s, "endmodule // {name}");
    s
}
