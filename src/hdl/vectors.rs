//! Co-simulation vectors from the cycle model: `Edge`, one clock edge of one router as a probe
//! captures it (`hdl::capture`), and the `testbench::Vectors` that replay captured
//! edges into the generated Verilog, for one router (`router_vectors`) or a whole fabric
//! (`fabric_vectors`): after the reset, the boot (one configuration write per cycle, all
//! routers in parallel), then the edges. Verification only: `ftrouter verilog` writes the
//! design without it (docs/architecture.md, "Verilog and co-simulation").

use crate::Result;
use crate::bits::{Value, clog2, set_bits};
use crate::fabric::Fabric;
use crate::hdl::fabric_top::{channel_wires, fault_ports, ni_ports};
use crate::hdl::fault_inputs::FaultInputs;
use crate::hdl::rtl::generate::router_writes;
use crate::hdl::rtl::router::{ConfigWrite, config_widths};
use crate::hdl::shape::{RouterShape, flit_format, shape_of, stored_bits};
use crate::hdl::testbench::{FlitEnd, Port, PortKind, Vectors};
use crate::router::flit::FlitFormat;
use crate::router::ports::{RouterInputs, RouterOutputs};
use crate::topology::NodeId;

/// One clock edge of one router: the wires in and the wires out.
#[derive(Clone, Debug)]
pub struct Edge {
    pub cycle: u64,
    pub inputs: RouterInputs,
    pub outputs: RouterOutputs,
}

/// The ports of the router module, inputs (reset first) and outputs, in vector order.
fn router_ports(shape: &RouterShape, addr_bits: usize, data_bits: usize) -> (Vec<Port>, Vec<Port>) {
    let np = shape.ports + 1;
    let fb = shape.stored_flit_bits() as u32;
    let vb = clog2(shape.vcs).max(1);
    let db = clog2(shape.nodes).max(1);
    let many = |name: &str, bits: u32| -> Vec<Port> {
        (0..np)
            .map(|p| {
                let kind = match () {
                    _ if name.ends_with("_vc") => PortKind::Vc,
                    _ if bits != fb => PortKind::Plain,
                    _ if p + 1 < np => PortKind::Flit(FlitEnd::Any),
                    _ if name == "flit_in" => PortKind::Flit(FlitEnd::Injected),
                    _ => PortKind::Flit(FlitEnd::Ejected(shape.node.get())),
                };
                Port::new(crate::hdl::rtl::emit::element(name, p), bits).of_kind(kind)
            })
            .collect()
    };
    let mut inputs = vec![
        Port::new("reset", 1),
        Port::new("node", db).of_kind(PortKind::Tied),
    ];
    inputs.push(Port::new("flit_in_valid", np as u32));
    inputs.extend(many("flit_in", fb));
    inputs.extend(many("flit_in_vc", vb));
    inputs.push(Port::new("credit_in_valid", np as u32));
    inputs.extend(many("credit_in_vc", vb));
    inputs.push(Port::new("dead_out", np as u32));
    inputs.push(Port::new("poison", np as u32));
    inputs.push(Port::new("cfg_stage", 1));
    inputs.push(Port::new("cfg_commit", 1));
    inputs.push(Port::new("cfg_write", 1));
    inputs.push(Port::new("cfg_target", 2));
    inputs.push(Port::new("cfg_addr", addr_bits as u32));
    inputs.push(Port::new("cfg_data", data_bits as u32));
    let mut outputs = vec![Port::new("flit_out_valid", np as u32)];
    outputs.extend(many("flit_out", fb));
    outputs.extend(many("flit_out_vc", vb));
    outputs.push(Port::new("copy_out_valid", np as u32));
    outputs.push(Port::new("credit_out_valid", np as u32));
    outputs.extend(many("credit_out_vc", vb));
    (inputs, outputs)
}

/// The registered outputs after an edge with outputs `out` (idle slots carry zeros), in
/// `router_ports` order.
fn output_row(shape: &RouterShape, out: Option<&RouterOutputs>) -> Vec<Value> {
    let np = shape.ports + 1;
    let n = |x: u128| Value::from(x);
    let mut row = vec![n(0); 3 * np + 3];
    let Some(out) = out else {
        return row;
    };
    row[0] = n(out.flit_valid.into());
    for q in set_bits(out.flit_valid) {
        row[1 + q] = stored_bits(&shape.flit, &out.flit_out[q]);
        row[1 + np + q] = n(out.flit_out[q].vc.get().into());
    }
    row[1 + 2 * np] = n(out.copy_valid.into());
    row[2 + 2 * np] = n(out.credit_valid.into());
    for p in set_bits(out.credit_valid) {
        row[3 + 2 * np + p] = n(out.credit_out[p].get().into());
    }
    row
}

/// Vectors for router `node`: after the reset, one boot write per cycle through the config
/// port, then `edges` (row c drives edge c's inputs and expects the outputs of edge c - 1; a
/// last idle row checks the last edge).
pub fn router_vectors(fabric: &Fabric, node: NodeId, edges: &[Edge]) -> Result<Vectors> {
    let (shape, boot) = router_writes(fabric, node)?;
    Ok(router_vectors_across(
        &shape,
        &boot,
        edges,
        &FaultInputs::default(),
    ))
}

/// `router_vectors` across faults during the run: router `shape.node` boots with `boot`
/// (`generate::router_writes` before the run, which changes the fabric's tables) and takes
/// `faults`' inputs and table writes at the edges the model did.
pub fn router_vectors_across(
    shape: &RouterShape,
    boot: &[ConfigWrite],
    edges: &[Edge],
    faults: &FaultInputs,
) -> Vectors {
    let node = shape.node;
    let (addr_bits, data_bits) = config_widths(shape);
    let (inputs, outputs) = router_ports(shape, addr_bits, data_bits);
    let width = inputs.len();
    let mut v = Vectors::new(inputs, outputs, true);
    v.reset_preamble = true;
    let idle_outputs = output_row(shape, None);
    let config = |row: &mut Vec<Value>, w: &ConfigWrite| {
        row[width - 4] = n(1);
        row[width - 3] = n(w.table as u128);
        row[width - 2] = n(w.addr as u128);
        row[width - 1] = w.data;
    };
    for w in boot {
        let mut row = vec![n(0); width];
        row[1] = n(u128::from(node.get()));
        config(&mut row, w);
        v.push(&row, &idle_outputs);
    }
    let mut previous: Option<&RouterOutputs> = None;
    for e in edges.iter().map(Some).chain([None]) {
        let mut row = vec![n(0); width];
        row[1] = n(u128::from(node.get()));
        if let Some(e) = e {
            edge_inputs(&mut row, shape, &e.inputs);
            row[width - 8] = n(faults.dead_out(node, e.cycle).into());
            row[width - 7] = n(faults.poison(node, e.cycle).into());
            row[width - 5] = n(faults.commit(node, e.cycle).into());
            if let Some(w) = faults.write(node, e.cycle) {
                row[width - 6] = n(1); // into the staged banks
                config(&mut row, w);
            }
        }
        v.push(&row, &output_row(shape, previous));
        previous = e.map(|e| &e.outputs);
    }
    v
}

/// Row cells of one edge's flit and credit inputs (after `reset` and `node`).
fn edge_inputs(row: &mut [Value], shape: &RouterShape, i: &RouterInputs) {
    let np = shape.ports + 1;
    row[2] = n(i.flit_valid.into());
    for p in set_bits(i.flit_valid) {
        row[3 + p] = stored_bits(&shape.flit, &i.flit_in[p]);
        row[3 + np + p] = n(i.flit_in[p].vc.get().into());
    }
    row[3 + 2 * np] = n(i.credit_valid.into());
    for p in set_bits(i.credit_valid) {
        row[4 + 2 * np + p] = n(i.credit_in[p].get().into());
    }
}

/// Vectors for a whole fabric's network-interface ports (`fabric_top::ni_ports`): a `reset`
/// input column (pulsed before the first row), a `boot_done` output, idle rows while the boot
/// loaders write the tables, then row c drives every router's local input of edge c and
/// expects every router's local outputs of edge c - 1, and every router's outputs into its
/// channels (`fabric_top::channel_wires`, read inside the fabric). `edges[v]` are router v's
/// edges (all the same cycles; empty when faulty).
pub fn fabric_vectors(fabric: &Fabric, edges: &[Vec<Edge>]) -> Result<Vectors> {
    fabric_vectors_across(fabric, edges, &FaultInputs::default())
}

/// `fabric_vectors` across faults during the run: every router's fault inputs and table
/// port (`fabric_top::fault_ports`) driven as `faults` says; a router's edges end when it
/// fails, and from the next row its outputs read zero (the fabric holds it in reset).
pub fn fabric_vectors_across(
    fabric: &Fabric,
    edges: &[Vec<Edge>],
    faults: &FaultInputs,
) -> Result<Vectors> {
    let boot = fabric.params().table_port_writes(fabric.num_nodes());
    let shape = shape_of(fabric, first_healthy(fabric)?)?;
    let (addr_bits, data_bits) = config_widths(&shape);
    let healthy: Vec<NodeId> = NodeId::all(edges.len())
        .filter(|&v| !edges[v.index()].is_empty())
        .collect();
    let mut inputs = vec![Port::new("reset", 1)];
    let mut outputs = vec![Port::new("boot_done", 1)];
    for &v in &healthy {
        for (name, bits, input) in ni_ports(fabric, v) {
            let kind = match () {
                _ if name.ends_with("_vc") => PortKind::Vc,
                _ if bits != shape.stored_flit_bits() || name.ends_with("valid") => PortKind::Plain,
                _ if name.ends_with("_flit_in") => PortKind::Flit(FlitEnd::Injected),
                _ if name.ends_with("_flit_out") => PortKind::Flit(FlitEnd::Ejected(v.get())),
                // The copies a multicast router forwards, on network ports.
                _ => PortKind::Flit(FlitEnd::Any),
            };
            let port = Port::new(name, bits as u32).of_kind(kind);
            if input {
                inputs.push(port)
            } else {
                outputs.push(port)
            }
        }
        for (name, bits) in fault_ports(fabric, v, addr_bits, data_bits) {
            inputs.push(Port::new(name, bits as u32));
        }
    }
    for &v in &healthy {
        for (name, bits) in channel_wires(fabric, v) {
            outputs.push(Port::probe(name, bits as u32));
        }
    }
    let mut vectors = Vectors::new(inputs, outputs, true);
    vectors.reset_preamble = true;
    let (idle_in, idle_out) = (
        vec![0u128; vectors.inputs.len()],
        vec![0u128; vectors.outputs.len()],
    );
    for _ in 0..boot {
        vectors.push(&idle_in, &idle_out);
    }
    let rows = FabricRows {
        p: fabric.params().ports,
        fmt: flit_format(fabric),
        edges,
        faults,
    };
    let cycles = healthy
        .iter()
        .map(|&v| edges[v.index()].len())
        .max()
        .unwrap_or(0);
    for c in 0..=cycles {
        let (mut row_in, mut row_out) = (vec![n(0)], vec![n(1)]); // reset low, boot_done high
        for &v in &healthy {
            rows.interface(v, c, &mut row_in, &mut row_out);
            rows.fault_inputs(v, c as u64, &mut row_in);
        }
        for &v in &healthy {
            match c.checked_sub(1).and_then(|k| edges[v.index()].get(k)) {
                Some(e) => row_out.extend(channel_values(&e.outputs, rows.p, &rows.fmt)),
                None => row_out.extend(vec![n(0); 2 + 3 * rows.p]),
            }
        }
        vectors.push(&row_in, &row_out);
    }
    Ok(vectors)
}

/// The first router the fabric still has.
fn first_healthy(fabric: &Fabric) -> Result<NodeId> {
    Ok(crate::hdl::rtl::generate::healthy(fabric)?[0])
}

/// The cells of a fabric's rows, router by router.
struct FabricRows<'a> {
    p: usize,
    fmt: FlitFormat,
    edges: &'a [Vec<Edge>],
    faults: &'a FaultInputs,
}

impl FabricRows<'_> {
    /// Router `v`'s interface at row c: the flit it takes at edge c, what it gave at edge
    /// c - 1 (zeros once it has failed).
    fn interface(&self, v: NodeId, c: usize, row_in: &mut Vec<Value>, row_out: &mut Vec<Value>) {
        let (p, fmt) = (self.p, &self.fmt);
        let edges = &self.edges[v.index()];
        match edges.get(c) {
            Some(e) if e.inputs.flit_valid >> p & 1 == 1 => {
                let f = &e.inputs.flit_in[p];
                row_in.extend([n(1), stored_bits(fmt, f), n(f.vc.get().into())]);
            }
            _ => row_in.extend([n(0), n(0), n(0)]),
        }
        let multicast = fmt.list_capacity > 0;
        let Some(o) = c
            .checked_sub(1)
            .and_then(|k| edges.get(k))
            .map(|e| &e.outputs)
        else {
            row_out.extend(vec![n(0); if multicast { 6 + p } else { 5 }]);
            return;
        };
        let (fv, cv) = (o.flit_valid >> p & 1 == 1, o.credit_valid >> p & 1 == 1);
        let f = &o.flit_out[p];
        row_out.extend([
            n(fv.into()),
            if fv { stored_bits(fmt, f) } else { n(0) },
            n(if fv { f.vc.get().into() } else { 0 }),
            n(cv.into()),
            n(if cv { o.credit_out[p].get().into() } else { 0 }),
        ]);
        if multicast {
            // The absorb-and-forward copies: the flits leaving on network ports.
            row_out.push(n(o.copy_valid.into()));
            row_out.extend((0..p).map(|q| {
                if o.flit_valid >> q & 1 == 1 {
                    stored_bits(fmt, &o.flit_out[q])
                } else {
                    n(0)
                }
            }));
        }
    }

    /// Router `v`'s fault inputs and table-port write at cycle `c`, in `fault_ports` order.
    fn fault_inputs(&self, v: NodeId, c: u64, row_in: &mut Vec<Value>) {
        let cut = self.faults.dead_out(v, c) & ((1 << self.p) - 1);
        row_in.extend([n(cut.into()), n(self.faults.is_dead(v, c).into())]);
        match self.faults.write(v, c) {
            Some(w) => row_in.extend([n(1), n(w.table as u128), n(w.addr as u128), w.data]),
            None => row_in.extend([n(0), n(0), n(0), n(0)]),
        }
        row_in.push(n(self.faults.commit(v, c).into()));
    }
}

/// What a router's outputs put on `fabric_top::channel_wires`, in their order: zeros where
/// nothing is sent (the hardware drives idle outputs to zero).
fn channel_values(o: &RouterOutputs, p: usize, fmt: &FlitFormat) -> Vec<Value> {
    let mut row = vec![n(o.flit_valid.into()), n(o.credit_valid.into())];
    for q in 0..p {
        let (fv, cv) = (o.flit_valid >> q & 1 == 1, o.credit_valid >> q & 1 == 1);
        let f = &o.flit_out[q];
        row.extend([
            if fv { stored_bits(fmt, f) } else { n(0) },
            n(if fv { f.vc.get().into() } else { 0 }),
            n(if cv { o.credit_out[q].get().into() } else { 0 }),
        ]);
    }
    row
}

/// A vector cell holding an integer.
fn n(x: u128) -> Value {
    Value::from(x)
}
