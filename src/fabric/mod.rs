//! A fabric: routers at every healthy node, wired by channels with latency, tables loaded at
//! boot from the compiler. A faulty router is absent; a faulty link carries nothing.

use crate::bits::set_bits;
use crate::router::params::RouterParams;
use crate::router::router::{Decisions, RouterInputs, RouterOutputs};
use crate::router::table_image::RouteWord;
use crate::router::table_rom::TableRom;
use crate::router::{Flit, Router};
use crate::routing::table::{CompiledTables, compile};
use crate::topology::{Network, NodeId, PortId, VcId};
use crate::{Error, Result};
use std::collections::VecDeque;
use std::sync::Arc;

mod access;
mod fault;

/// A directed channel between two routers: the flit wires one way, the credit wires back.
#[derive(Clone, Debug)]
pub struct Channel {
    /// Upstream router and its output port.
    pub from: (NodeId, PortId),
    /// Downstream router and its input port.
    pub to: (NodeId, PortId),
    /// Flits in flight with the cycle of their downstream buffer write.
    pub flits: VecDeque<(u64, Flit)>,
    /// Credits in flight (vc) with the cycle the upstream counter takes them.
    pub credits: VecDeque<(u64, u8)>,
}

/// Routers, channels and the ejection lines of a whole network.
pub struct Fabric {
    net: Network,
    /// Shared with every router (one copy of the tables).
    tables: Arc<CompiledTables>,
    params: Arc<RouterParams>,
    /// One per node; None where the router is faulty.
    routers: Vec<Option<Router>>,
    channels: Vec<Channel>,
    /// out_channel[node * P + port]: the channel leaving that output, if it works.
    out_channel: Vec<Option<u32>>,
    /// in_channel[node * P + port]: the channel entering that input, if it works.
    in_channel: Vec<Option<u32>>,
    /// Per node: ejected flits with their arrival cycle at the network interface.
    ejection: Vec<VecDeque<(u64, Flit)>>,
    // Per-cycle scratch, kept to avoid allocation.
    inputs: Vec<RouterInputs>,
    decisions: Vec<Decisions>,
    outputs: RouterOutputs,
    /// Flits that left an input buffer in the last cycle (activity, for the watchdog).
    moved_last_cycle: usize,
    /// Per router: flits sent through the switch (utilisation).
    forwarded: Vec<u64>,
    /// Per channel and VC (index channel * V + vc): flits sent on it while `measuring`, the
    /// utilisation counters that show which channels and VC classes limit throughput.
    vc_flits: Vec<u64>,
    /// Count channel use this cycle (the kernel sets it during the measurement phase).
    measuring: bool,
    /// Order in which routers are evaluated and clocked, as node indices (the per-cycle loop
    /// indexes by them). Results must not depend on it (tested by reversing it).
    eval_order: Vec<usize>,
    /// Skip the combinational step of routers with empty buffers and the clock edge of
    /// routers with nothing arriving and nothing decided. Results must not depend on it
    /// (tested by turning it off).
    skip_idle: bool,
    /// Channels with flits or credits in flight (each listed once), so a cycle visits only
    /// the wires that carry something.
    busy_channels: Vec<u32>,
    /// busy[id]: channel id is in `busy_channels`.
    busy: Vec<bool>,
    /// Per node: the flits its router latched at the last clock edge, as (input port, flit):
    /// the `flit_in` wires of that cycle, kept for waveforms (routers hold no write cycles).
    latched: Vec<Vec<(u8, Flit)>>,
    /// Nodes whose `latched` list is not empty.
    latched_nodes: Vec<usize>,
    /// Local credits returned at the last clock edge, (node, local VC): the routers' local
    /// credit wires, read by the network interfaces before the next cycle.
    local_credits: Vec<(NodeId, u8)>,
    /// Output ports (node * P + port) whose link a fault cut during the run: what the router
    /// sends there is sunk (`fault.rs`).
    cut_out: Vec<bool>,
    /// Input ports whose link a fault cut during the run: the credits they return are dropped.
    cut_in: Vec<bool>,
    /// Flits sent into cut links since the kernel last took them, with the sending node.
    sunk: Vec<(NodeId, Flit)>,
    /// Fault events struck, routers whose tables were rewritten, and reconfigurations
    /// finished during the run (waveform signals).
    fault_counts: FaultCounts,
    /// Called after every router's clock edge with the cycle, the node, the wires into the
    /// router and the wires out of it: what co-simulation replays into the generated Verilog
    /// (`hdl::router::lockstep`). Set it with `skip_idle` off, so that every edge is seen.
    io_probe: Option<IoProbe>,
}

/// What faults and reconfigurations did so far in a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaultCounts {
    /// Fault events struck (`Fabric::fail`).
    pub struck: u32,
    /// Router table writes (`Fabric::reload_router`).
    pub routers_reloaded: u32,
    /// Reconfigurations finished (`Fabric::adopt_tables`).
    pub reloads: u32,
}

/// A tap on every router's ports: (cycle, node, inputs, outputs) at each clock edge.
pub type IoProbe = Box<dyn FnMut(u64, NodeId, &RouterInputs, &RouterOutputs) + Send>;

impl Fabric {
    /// Compile the tables for `params.mode` and build the fabric.
    pub fn build(net: Network, mut params: RouterParams) -> Result<Self> {
        params.mode.check_topology(&net)?;
        let tables = compile(&net, params.mode)?;
        params.ports = tables.num_ports;
        params.escape_classes = tables.escape_classes as usize;
        params.follow_ring = tables.follow_ring;
        params.validate()?;
        Self::with_tables(net, tables, params)
    }

    /// Build from tables compiled elsewhere.
    pub fn with_tables(
        net: Network,
        tables: CompiledTables,
        mut params: RouterParams,
    ) -> Result<Self> {
        params.derive_bits();
        let format = crate::router::flit::FlitFormat::for_params(net.num_nodes(), &params);
        check_flit_width(&format, params.flit_width)?;
        if format.list_bits() > 64 {
            return Err(Error::input(format!(
                "multicast list of {} destinations of {} bits: the header's list holds at most 64 bits ({} destinations after the first)",
                format.list_capacity,
                format.dest_bits,
                64 / format.dest_bits
            )));
        }
        if tables.num_ports != net.num_ports() {
            return Err(Error::input("tables compiled for another topology"));
        }
        let params = Arc::new(params);
        let tables = Arc::new(tables);
        let (n, p) = (net.num_nodes(), net.num_ports());
        let word = RouteWord::for_tables(&tables);
        let routers: Vec<Option<Router>> = net
            .node_ids()
            .map(|v| {
                tables.routers[v.index()].as_ref().map(|row| {
                    let rom = Arc::new(TableRom::new(row, word));
                    Router::new(v, Arc::clone(&params), Arc::clone(row), rom)
                })
            })
            .collect();
        let mut channels = Vec::new();
        let mut out_channel = vec![None; n * p];
        let mut in_channel = vec![None; n * p];
        for u in net.healthy_nodes() {
            for q in net.port_ids() {
                let Some(w) = net.link(u, q) else { continue };
                let i = net.topo.input_port(w, u).expect("adjacent");
                let id = channels.len() as u32;
                channels.push(Channel {
                    from: (u, q),
                    to: (w, i),
                    flits: VecDeque::new(),
                    credits: VecDeque::new(),
                });
                out_channel[u.index() * p + q.index()] = Some(id);
                in_channel[w.index() * p + i.index()] = Some(id);
            }
        }
        let mut fabric = Fabric {
            inputs: vec![RouterInputs::new(&params); n],
            decisions: vec![Decisions::new(&params); n],
            outputs: RouterOutputs::new(&params),
            ejection: vec![VecDeque::new(); n],
            forwarded: vec![0; n],
            vc_flits: vec![0; channels.len() * params.vcs],
            measuring: true,
            moved_last_cycle: 0,
            eval_order: (0..n).collect(),
            skip_idle: true,
            busy_channels: Vec::new(),
            busy: vec![false; channels.len()],
            latched: vec![Vec::new(); n],
            latched_nodes: Vec::new(),
            local_credits: Vec::new(),
            io_probe: None,
            cut_out: vec![false; n * p],
            cut_in: vec![false; n * p],
            sunk: Vec::new(),
            fault_counts: FaultCounts::default(),
            net,
            tables,
            params,
            routers,
            channels,
            out_channel,
            in_channel,
        };
        fabric.settle();
        Ok(fabric)
    }

    pub fn num_nodes(&self) -> usize {
        self.net.num_nodes()
    }

    /// The next flit ejected at `node` that reaches its network interface in cycle `now`.
    #[inline]
    pub fn take_ejected(&mut self, node: NodeId, now: u64) -> Option<Flit> {
        let line = &mut self.ejection[node.index()];
        if line.front().is_some_and(|&(due, _)| due == now) {
            line.pop_front().map(|(_, f)| f)
        } else {
            None
        }
    }

    /// Count channel use from this cycle on (the measurement phase) or not.
    #[inline]
    pub fn set_measuring(&mut self, on: bool) {
        self.measuring = on;
    }

    /// Queue a flit from the network interface into node's local input VC this cycle.
    pub fn inject(&mut self, node: NodeId, flit: Flit) {
        let p = self.params.ports;
        self.inputs[node.index()].set_flit(p, flit);
    }

    /// One clock cycle: gather what arrives, clock every router with the decisions its
    /// combinational step made from the registers of this cycle, then let the decision wires
    /// settle on the new registers (the next cycle's decisions).
    pub fn cycle(&mut self, now: u64) {
        self.deliver_wires(now);
        self.clock_edge(now);
        self.settle();
    }

    /// Combinational phase: every router's decisions from its registers. `cycle` runs it
    /// right after each clock edge, so between cycles `decisions` holds what the next edge
    /// applies (and what waveforms show). Call it again after writing router registers by
    /// hand.
    pub fn settle(&mut self) {
        for &v in &self.eval_order {
            if let Some(r) = &self.routers[v] {
                if self.skip_idle && r.is_idle() {
                    self.decisions[v].clear(); // an empty router decides nothing
                } else {
                    r.comb(&mut self.decisions[v]);
                }
            }
        }
    }

    /// The decision wires of router `node` during the coming cycle: its combinational step,
    /// as the next clock edge applies it.
    pub fn decisions(&self, node: NodeId) -> &Decisions {
        &self.decisions[node.index()]
    }

    /// Clock edge: every router, then the wires take what was sent.
    fn clock_edge(&mut self, now: u64) {
        for v in self.latched_nodes.drain(..) {
            self.latched[v].clear();
        }
        self.local_credits.clear();
        let mut moved = 0;
        for i in 0..self.eval_order.len() {
            let v = self.eval_order[i];
            let Some(r) = self.routers[v].as_mut() else {
                continue;
            };
            let inputs = &mut self.inputs[v];
            let d = &self.decisions[v];
            if self.skip_idle && !inputs.any() && d.is_empty() && !r.has_pending_cut() {
                continue; // the edge would change no register
            }
            r.tick(inputs, d, &mut self.outputs);
            if let Some(probe) = self.io_probe.as_mut() {
                probe(now, NodeId::new(v), inputs, &self.outputs);
            }
            if inputs.flit_valid != 0 {
                // Keep this edge's flit_in wires for waveforms.
                let latched = &mut self.latched[v];
                for port in set_bits(inputs.flit_valid) {
                    latched.push((port as u8, inputs.flit_in[port]));
                }
                self.latched_nodes.push(v);
            }
            inputs.clear();
            let sent = self.outputs.flit_count();
            moved += sent;
            self.forwarded[v] += sent as u64;
            self.send(v, now);
        }
        self.moved_last_cycle = moved;
    }

    /// Wires: flits and credits whose delay ends this cycle reach their routers.
    fn deliver_wires(&mut self, now: u64) {
        let mut k = 0;
        while k < self.busy_channels.len() {
            let id = self.busy_channels[k] as usize;
            let ch = &mut self.channels[id];
            while ch.flits.front().is_some_and(|&(due, _)| due == now) {
                let (_, f) = ch.flits.pop_front().expect("checked");
                self.inputs[ch.to.0.index()].set_flit(ch.to.1.index(), f);
            }
            while ch.credits.front().is_some_and(|&(due, _)| due == now) {
                let (_, vc) = ch.credits.pop_front().expect("checked");
                self.inputs[ch.from.0.index()].set_credit(ch.from.1.index(), vc);
            }
            if ch.flits.is_empty() && ch.credits.is_empty() {
                self.busy[id] = false;
                self.busy_channels.swap_remove(k);
            } else {
                k += 1;
            }
        }
    }

    /// Put what router `v` sent this cycle on its wires and ejection line.
    fn send(&mut self, v: usize, now: u64) {
        let p = self.params.ports;
        let due = now + RouterParams::GRANT_TO_ARRIVAL;
        // Port by port, a switch output before its local copy: the ejection line receives
        // them in this order.
        let out = &self.outputs;
        for q in set_bits(out.flit_valid | out.copy_valid) {
            let f = out.flit_out[q];
            if out.flit_valid >> q & 1 == 1 {
                if q == p {
                    self.ejection[v].push_back((due, f));
                } else {
                    if let Some(id) = self.out_channel[v * p + q] {
                        if self.measuring {
                            let vc = self.params.layout().index(id as usize, VcId::from(f.vc));
                            self.vc_flits[vc] += 1;
                        }
                        self.channels[id as usize].flits.push_back((due, f));
                        Self::mark_busy(&mut self.busy, &mut self.busy_channels, id);
                    } else {
                        assert!(self.cut_out[v * p + q], "routes use working channels");
                        self.sunk.push((NodeId::new(v), f));
                    }
                }
            }
            if out.copy_valid >> q & 1 == 1 {
                self.ejection[v].push_back((due, f));
            }
        }
        for i in set_bits(out.credit_valid) {
            let vc = out.credit_out[i];
            if i == p {
                self.local_credits.push((NodeId::new(v), vc));
                continue;
            }
            let Some(id) = self.in_channel[v * p + i] else {
                assert!(self.cut_in[v * p + i], "flits came over this channel");
                continue; // the link is gone: nobody takes the credit
            };
            self.channels[id as usize]
                .credits
                .push_back((now + self.params.credit_delay, vc));
            Self::mark_busy(&mut self.busy, &mut self.busy_channels, id);
        }
    }

    fn mark_busy(busy: &mut [bool], list: &mut Vec<u32>, id: u32) {
        if !busy[id as usize] {
            busy[id as usize] = true;
            list.push(id);
        }
    }

    /// The local credits the routers returned at the last clock edge: (node, local VC).
    pub fn local_credits(&self) -> &[(NodeId, u8)] {
        &self.local_credits
    }

    /// The flits router `node` latched at the last clock edge: (input port, flit).
    pub fn latched_flits(&self, node: NodeId) -> &[(u8, Flit)] {
        &self.latched[node.index()]
    }

    /// Flits in buffers and on wires (not counting ejection lines).
    pub fn flits_in_network(&self) -> usize {
        let buffered: usize = self
            .routers
            .iter()
            .flatten()
            .map(|r| r.occupancy() as usize)
            .sum();
        buffered + self.channels.iter().map(|c| c.flits.len()).sum::<usize>()
    }

    /// Input VCs holding flits: (node, port, vc, flits, state) for deadlock reports.
    pub fn blocked_channels(&self) -> Vec<(NodeId, PortId, usize, usize, String)> {
        let lay = self.params.layout();
        let mut out = Vec::new();
        for r in self.routers.iter().flatten() {
            for (i, ivc) in r.input_vcs().iter().enumerate() {
                if !ivc.is_empty() {
                    out.push((
                        r.node(),
                        PortId::new(lay.port(i)),
                        lay.vc(i).index(),
                        ivc.len(),
                        format!("{:?}", ivc.state()),
                    ));
                }
            }
        }
        out
    }
}

/// Refuse a flit width outside `MIN_FLIT_DATA..=MAX_FLIT_DATA` or too narrow for the head
/// flit's routing header (`requested` 0: the default width, which always holds it).
fn check_flit_width(format: &crate::router::flit::FlitFormat, requested: u32) -> Result<()> {
    crate::router::flit::check_data_bits(requested)?;
    if format.data_bits < format.routing_bits() {
        let list = if format.list_capacity > 0 {
            format!(
                ", more 4, a list of {} further destinations",
                format.list_capacity
            )
        } else {
            String::new()
        };
        return Err(Error::input(format!(
            "flit width = {requested} bits: the head flit's routing header needs {} (destination {}, hops 8, misses 4, leg 4{list})",
            format.routing_bits(),
            format.dest_bits,
        )));
    }
    Ok(())
}
