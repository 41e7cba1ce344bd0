//! The fabric top of `ftrouter verilog` (the files around it: `hdl::rtl::generate::fabric_design`): one
//! `ftr_router` and one `ftr_boot_loader` per healthy router, every working channel wired with
//! the cycle model's latencies. Faulty routers and links are left out; their inputs are tied
//! to zero.
//!
//! ```text
//!  router u ─ flit_out[q] ─► (link delay) regs ─► flit_in[p] ─ router v (grant to buffer write:
//!  router u ◄ credit_in[q] ─ (credit delay - 1) regs ◄─ credit_out[p]  1 + link delay edges)
//!  ni<v>_*  ◄────────────── router v's local port ───────────────────► top-level ports
//!  boot loader b<v> ─ cfg_* ─► router v (tables/router_<v>.hex after reset)
//! ```
//! Timing: a flit switched at edge t is in the output register during cycle t + 1, in the
//! link's registers (two by default) during t + 2 up to t + 1 + link delay, and written
//! downstream at edge t + 1 + link delay (`RouterParams::grant_to_arrival`); a credit sent
//! at edge t reaches the upstream counter at edge t + credit delay. The link registers reset
//! to zero with the routers.

use crate::fabric::Fabric;
use crate::hdl::design::{BOOT_LOADER, ROUTER};
use crate::hdl::rtl::arbiter::index_bits;
use crate::hdl::rtl::emit::element;
use crate::topology::{NodeId, PortId};
use std::fmt::Write;

/// `ftrouter verilog`'s files are a `Design`; `hdl::rtl::generate::fabric_design` builds them.
pub use crate::hdl::design::Design;

/// Widths of the wires: (ports + 1, stored flit bits, VC bits).
fn widths(fabric: &Fabric) -> (usize, usize, usize) {
    let p = fabric.params().ports;
    let fmt = crate::hdl::shape::flit_format(fabric);
    (
        p + 1,
        2 + fmt.data_bits as usize,
        index_bits(fabric.params().vcs),
    )
}

/// The local (network interface) ports of router `v` in the fabric top: (name, bits, input).
/// With multicast, also the absorb-and-forward copies: which network outputs carry one
/// (`copy_valid`, P + 1 bits) and each network output's flit.
pub fn ni_ports(fabric: &Fabric, v: NodeId) -> Vec<(String, usize, bool)> {
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

/// Router `v`'s fault and reload inputs in the fabric top, as (name, bits), all inputs
/// (docs/hdl.md, "Faults during a run"): `cut<v>` (bit q: the link leaving network port q is
/// cut), `dead<v>` (the router has failed: held in reset), and the table port `cfg<v>_*`,
/// which, once the router's boot loader is done, writes its staged tables and commits them
/// (`cfg<v>_commit`).
pub fn fault_ports(
    fabric: &Fabric,
    v: NodeId,
    addr_bits: usize,
    data_bits: usize,
) -> Vec<(String, usize)> {
    vec![
        (format!("cut{v}"), fabric.params().ports),
        (format!("dead{v}"), 1),
        (format!("cfg{v}_write"), 1),
        (format!("cfg{v}_target"), 2),
        (format!("cfg{v}_addr"), addr_bits),
        (format!("cfg{v}_data"), data_bits),
        (format!("cfg{v}_commit"), 1),
    ]
}

/// The fabric top's wires that carry router `v`'s outputs into its channels, as (name, bits):
/// the flit-valid and credit-valid buses (one bit per port, the local one last), then per
/// network port q the flit, its VC and the credit's VC. Fabric co-simulation reads them by
/// hierarchical reference, so every router-to-router channel is compared every cycle.
pub fn channel_wires(fabric: &Fabric, v: NodeId) -> Vec<(String, usize)> {
    let (np, fb, vb) = widths(fabric);
    let mut wires = vec![
        (format!("r{v}_flit_out_valid"), np),
        (format!("r{v}_credit_out_valid"), np),
    ];
    for q in 0..np - 1 {
        wires.push((format!("r{v}_flit_out_{q}"), fb));
        wires.push((format!("r{v}_flit_out_vc_{q}"), vb));
        wires.push((format!("r{v}_credit_out_vc_{q}"), vb));
    }
    wires
}

/// Head flits carry a multicast list: routers copy flits to their interfaces.
fn multicast(fabric: &Fabric) -> bool {
    crate::hdl::shape::flit_format(fabric).list_capacity > 0
}

fn decl(bits: usize) -> String {
    if bits == 1 {
        String::new()
    } else {
        format!("[{}:0] ", bits - 1)
    }
}

/// The top module `name`: routers `healthy` of `fabric`, each with its boot loader (config
/// port of `addr_bits` address and `data_bits` data bits), and the channels between them.
pub fn top_verilog(
    fabric: &Fabric,
    healthy: &[NodeId],
    name: &str,
    addr_bits: usize,
    data_bits: usize,
) -> String {
    let mut top = TopWriter::new(fabric);
    top.header(healthy, name, addr_bits, data_bits);
    for &v in healthy {
        top.router_wires(v, addr_bits, data_bits);
    }
    let done: Vec<String> = healthy.iter().map(|v| format!("b{v}_done")).collect();
    top.line(format_args!("    assign boot_done = {};", done.join(" & ")));
    for (id, ch) in fabric.channels().iter().enumerate() {
        top.channel_registers(id, ch.from, ch.to);
    }
    let sources = ChannelSources::of(fabric, top.np);
    for &v in healthy {
        top.router_inputs(v, &sources);
        top.ni_outputs(v);
        top.router_and_loader(v);
    }
    top.line(format_args!("endmodule // {name}"));
    top.s
}

/// Which channel feeds each (node, input port), and which returns credits to each (node,
/// output port): index node * (P + 1) + port.
struct ChannelSources {
    flit: Vec<Option<(usize, (NodeId, PortId))>>,
    credit: Vec<Option<(usize, (NodeId, PortId))>>,
}

impl ChannelSources {
    fn of(fabric: &Fabric, np: usize) -> Self {
        let mut flit = vec![None; fabric.num_nodes() * np];
        let mut credit = vec![None; fabric.num_nodes() * np];
        for (id, ch) in fabric.channels().iter().enumerate() {
            flit[ch.to.0.index() * np + ch.to.1.index()] = Some((id, ch.from));
            credit[ch.from.0.index() * np + ch.from.1.index()] = Some((id, ch.to));
        }
        ChannelSources { flit, credit }
    }
}

/// The fabric top's text, one section at a time; the widths every section shares.
struct TopWriter<'a> {
    fabric: &'a Fabric,
    s: String,
    /// Ports per router (P + 1), the local port P, flit and VC field widths.
    np: usize,
    p: usize,
    fb: usize,
    vb: usize,
    /// Width of a node id (the router's `node` input).
    db: usize,
    /// Registers on a credit path (credit delay - 1) and on a flit path beyond the router's
    /// own output register (grant to arrival - 1).
    credit_regs: usize,
    extra: usize,
}

impl<'a> TopWriter<'a> {
    fn new(fabric: &'a Fabric) -> Self {
        let (np, fb, vb) = widths(fabric);
        TopWriter {
            fabric,
            s: String::new(),
            np,
            p: np - 1,
            fb,
            vb,
            db: index_bits(fabric.num_nodes()),
            credit_regs: fabric.params().credit_delay.saturating_sub(1) as usize,
            extra: fabric.params().link_delay as usize,
        }
    }

    fn line(&mut self, text: std::fmt::Arguments) {
        let _ = writeln!(self.s, "{text}");
    }

    /// The comment, the module header and the port declarations.
    fn header(&mut self, healthy: &[NodeId], name: &str, addr_bits: usize, data_bits: usize) {
        let fabric = self.fabric;
        self.line(format_args!(
            "// Fabric of {} ({} healthy routers), generated by `ftrouter verilog`: after reset,\n\
             // every router's boot loader writes its tables (tables/router_<v>.hex, one write per\n\
             // cycle); `boot_done` rises when all are written, and traffic may enter. Faults\n\
             // during a run: cut<v> bit q cuts the link leaving router v's port q, dead<v> fails\n\
             // router v, and cfg<v>_* stages new tables once its boot loader is done and\n\
             // cfg<v>_commit adopts them.",
            fabric.network().topo,
            healthy.len()
        ));
        let mut ports = vec![
            "clock".to_string(),
            "reset".to_string(),
            "boot_done".to_string(),
        ];
        for &v in healthy {
            ports.extend(ni_ports(fabric, v).into_iter().map(|(n, _, _)| n));
            ports.extend(
                fault_ports(fabric, v, addr_bits, data_bits)
                    .into_iter()
                    .map(|(n, _)| n),
            );
        }
        self.line(format_args!("module {name}({});", ports.join(",")));
        self.line(format_args!(
            "    input wire clock;\n    input wire reset;\n    output wire boot_done;"
        ));
        for &v in healthy {
            for (n, bits, input) in ni_ports(fabric, v) {
                let dir = if input { "input wire" } else { "output wire" };
                self.line(format_args!("    {dir} {}{n};", decl(bits)));
            }
            for (n, bits) in fault_ports(fabric, v, addr_bits, data_bits) {
                self.line(format_args!("    input wire {}{n};", decl(bits)));
            }
        }
    }

    /// A router's port wires and its boot loader's.
    fn router_wires(&mut self, v: NodeId, addr_bits: usize, data_bits: usize) {
        let (np, fb, vb) = (self.np, self.fb, self.vb);
        let r = format!("r{v}");
        let node = self.fabric.network().topo.format_node(v);
        self.line(format_args!("    // router {node}"));
        for bus in ROUTER_BUSES {
            self.line(format_args!("    wire {}{r}_{bus};", decl(np)));
        }
        self.line(format_args!("    wire {}{r}_poison;", decl(np)));
        for q in 0..np {
            self.line(format_args!("    wire {}{r}_flit_in_{q};", decl(fb)));
            self.line(format_args!("    wire {}{r}_flit_out_{q};", decl(fb)));
            for w in ["flit_in_vc", "flit_out_vc", "credit_in_vc", "credit_out_vc"] {
                self.line(format_args!("    wire {}{r}_{w}_{q};", decl(vb)));
            }
        }
        self.line(format_args!(
            "    wire b{v}_write, b{v}_done;\n    wire [1:0] b{v}_target;\n    wire {}b{v}_addr;\n    wire {}b{v}_data;",
            decl(addr_bits),
            decl(data_bits)
        ));
    }

    /// A link: the flit path's registers and the credit path's, reset to zero.
    fn channel_registers(&mut self, id: usize, from: (NodeId, PortId), to: (NodeId, PortId)) {
        let ((u, q), (v, pin)) = (from, to);
        let (fb, vb, extra, credit_regs) = (self.fb, self.vb, self.extra, self.credit_regs);
        self.line(format_args!(
            "    // channel {id}: r{u} out {q} -> r{v} in {pin}"
        ));
        for k in 0..extra {
            self.line(format_args!("    reg ch{id}_valid_{k};"));
            self.line(format_args!("    reg {}ch{id}_flit_{k};", decl(fb)));
            self.line(format_args!("    reg {}ch{id}_vc_{k};", decl(vb)));
        }
        for k in 0..credit_regs {
            self.line(format_args!("    reg ch{id}_cvalid_{k};"));
            self.line(format_args!("    reg {}ch{id}_cvc_{k};", decl(vb)));
        }
        // The cut as the last edge saw it: the downstream router closes the packets the cut
        // split at the first edge only.
        self.line(format_args!("    reg ch{id}_cut_q;"));
        self.line(format_args!(
            "    always @(posedge clock) ch{id}_cut_q <= reset ? 1'b0 : cut{u}[{q}];"
        ));
        self.line(format_args!("    always @(posedge clock) begin"));
        self.line(format_args!("      if (reset) begin"));
        for k in 0..extra {
            self.line(format_args!(
                "        ch{id}_valid_{k} <= 0; ch{id}_flit_{k} <= 0; ch{id}_vc_{k} <= 0;"
            ));
        }
        for k in 0..credit_regs {
            self.line(format_args!(
                "        ch{id}_cvalid_{k} <= 0; ch{id}_cvc_{k} <= 0;"
            ));
        }
        self.line(format_args!("      end else begin"));
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
            self.line(format_args!("        ch{id}_valid_{k} <= {valid};"));
            self.line(format_args!("        ch{id}_flit_{k} <= {flit};"));
            self.line(format_args!("        ch{id}_vc_{k} <= {vc};"));
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
            self.line(format_args!("        ch{id}_cvalid_{k} <= {valid};"));
            self.line(format_args!("        ch{id}_cvc_{k} <= {vc};"));
        }
        self.line(format_args!("      end\n    end"));
    }

    /// A router's flit and credit inputs: the network interface on the local port, the last
    /// register of each incoming link, zero where a link is faulty.
    fn router_inputs(&mut self, v: NodeId, sources: &ChannelSources) {
        let (np, p, extra, credit_regs) = (self.np, self.p, self.extra, self.credit_regs);
        let r = format!("r{v}");
        let mut fvalid = Vec::new();
        let mut cvalid = Vec::new();
        let mut poison = Vec::new();
        for port in (0..np).rev() {
            if port == p {
                fvalid.push(format!("ni{v}_flit_in_valid"));
                cvalid.push("1'b0".to_string());
                poison.push("1'b0".to_string());
                self.line(format_args!(
                    "    assign {r}_flit_in_{port} = ni{v}_flit_in;"
                ));
                self.line(format_args!(
                    "    assign {r}_flit_in_vc_{port} = ni{v}_flit_in_vc;"
                ));
                self.line(format_args!("    assign {r}_credit_in_vc_{port} = 0;"));
                continue;
            }
            // A cut link delivers nothing from the cycle it is cut, flits or credits.
            match sources.flit[v.index() * np + port] {
                Some((id, (u, q))) => {
                    let k = extra - 1;
                    fvalid.push(format!("(ch{id}_valid_{k} & ~cut{u}[{q}])"));
                    poison.push(format!("(cut{u}[{q}] & ~ch{id}_cut_q)"));
                    self.line(format_args!(
                        "    assign {r}_flit_in_{port} = ch{id}_flit_{k};"
                    ));
                    self.line(format_args!(
                        "    assign {r}_flit_in_vc_{port} = ch{id}_vc_{k};"
                    ));
                }
                None => {
                    fvalid.push("1'b0".to_string());
                    poison.push("1'b0".to_string());
                    self.line(format_args!("    assign {r}_flit_in_{port} = 0;"));
                    self.line(format_args!("    assign {r}_flit_in_vc_{port} = 0;"));
                }
            }
            match sources.credit[v.index() * np + port] {
                Some((id, (w, pin))) if credit_regs == 0 => {
                    cvalid.push(format!("(r{w}_credit_out_valid[{pin}] & ~cut{v}[{port}])"));
                    self.line(format_args!(
                        "    assign {r}_credit_in_vc_{port} = r{w}_credit_out_vc_{pin}; // channel {id}"
                    ));
                }
                Some((id, _)) => {
                    let k = credit_regs - 1;
                    cvalid.push(format!("(ch{id}_cvalid_{k} & ~cut{v}[{port}])"));
                    self.line(format_args!(
                        "    assign {r}_credit_in_vc_{port} = ch{id}_cvc_{k};"
                    ));
                }
                None => {
                    cvalid.push("1'b0".to_string());
                    self.line(format_args!("    assign {r}_credit_in_vc_{port} = 0;"));
                }
            }
        }
        self.line(format_args!(
            "    assign {r}_flit_in_valid = {{{}}};",
            fvalid.join(", ")
        ));
        self.line(format_args!(
            "    assign {r}_credit_in_valid = {{{}}};",
            cvalid.join(", ")
        ));
        self.line(format_args!(
            "    assign {r}_poison = {{{}}};",
            poison.join(", ")
        ));
    }

    /// The local port's outputs (and a multicast router's copies) go to the network
    /// interface.
    fn ni_outputs(&mut self, v: NodeId) {
        let (r, p) = (format!("r{v}"), self.p);
        self.line(format_args!(
            "    assign ni{v}_flit_out_valid = {r}_flit_out_valid[{p}];"
        ));
        self.line(format_args!(
            "    assign ni{v}_flit_out = {r}_flit_out_{p};"
        ));
        self.line(format_args!(
            "    assign ni{v}_flit_out_vc = {r}_flit_out_vc_{p};"
        ));
        self.line(format_args!(
            "    assign ni{v}_credit_out_valid = {r}_credit_out_valid[{p}];"
        ));
        self.line(format_args!(
            "    assign ni{v}_credit_out_vc = {r}_credit_out_vc_{p};"
        ));
        if multicast(self.fabric) {
            self.line(format_args!(
                "    assign ni{v}_copy_valid = {r}_copy_out_valid;"
            ));
            for q in 0..p {
                self.line(format_args!(
                    "    assign ni{v}_copy_{q} = {r}_flit_out_{q};"
                ));
            }
        }
    }

    /// The boot loader and the router instance.
    fn router_and_loader(&mut self, v: NodeId) {
        let (r, db) = (format!("r{v}"), self.db);
        self.line(format_args!(
            "    {BOOT_LOADER} #(.IMAGE(\"tables/router_{v}.hex\")) b{v}(.clock(clock), .reset(reset), \
             .cfg_write(b{v}_write), .cfg_target(b{v}_target), .cfg_addr(b{v}_addr), \
             .cfg_data(b{v}_data), .done(b{v}_done));"
        ));
        // After its boot, the router's table port is the fabric's cfg<v>_*, writing the staged
        // banks; a failed router is held in reset (its outputs read zero from the next cycle).
        let port = |name: &str| format!("(b{v}_done ? cfg{v}_{name} : b{v}_{name})");
        let mut conns = vec![
            ".clock(clock)".to_string(),
            format!(".reset(reset | dead{v})"),
            format!(".node({db}'d{v})"),
            format!(".cfg_write(b{v}_write | (b{v}_done & cfg{v}_write))"),
            format!(".cfg_target{}", port("target")),
            format!(".cfg_addr{}", port("addr")),
            format!(".cfg_data{}", port("data")),
            format!(".cfg_stage(b{v}_done)"),
            format!(".cfg_commit(cfg{v}_commit)"),
            format!(".dead_out({{1'b0, cut{v}}})"),
            format!(".poison({r}_poison)"),
        ];
        for bus in ROUTER_BUSES {
            conns.push(format!(".{bus}({r}_{bus})"));
        }
        for q in 0..self.np {
            for w in [
                "flit_in",
                "flit_in_vc",
                "credit_in_vc",
                "flit_out",
                "flit_out_vc",
                "credit_out_vc",
            ] {
                conns.push(format!(".{}({r}_{w}_{q})", element(w, q)));
            }
        }
        self.line(format_args!(
            "    {ROUTER} {r}(\n        {}\n    );",
            conns.join(",\n        ")
        ));
    }
}

/// The router's per-port bit vectors (one bit per port).
const ROUTER_BUSES: [&str; 5] = [
    "flit_in_valid",
    "credit_in_valid",
    "flit_out_valid",
    "credit_out_valid",
    "copy_out_valid",
];
