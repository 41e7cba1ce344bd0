//! A fabric: routers at every healthy node, wired by channels with latency, tables loaded at
//! boot from the compiler. A faulty router is absent; a faulty link carries nothing.

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
mod chooser;
mod fault;
mod threads;

use threads::{Lane, Parts};

/// The calendar slot of node `i` (counted from a calendar's first node) for cycle `cycle`,
/// with `slots` (a power of two) slots per node: the index of its arrival bits, and times P
/// that of its line of the first port.
#[inline]
fn calendar_slot(i: usize, slots: usize, cycle: u64) -> usize {
    i * slots + (cycle as usize & (slots - 1))
}

/// Slots of `Fabric::ejecting`: a power of two above `GRANT_TO_EJECTION`.
const EJECTING_SLOTS: usize = (RouterParams::GRANT_TO_EJECTION as usize + 1).next_power_of_two();

/// The words of `Fabric::ejecting` for arrivals in cycle `cycle`, with `words` words per slot.
#[inline]
fn ejecting_words(cycle: u64, words: usize) -> std::ops::Range<usize> {
    let slot = cycle as usize % EJECTING_SLOTS;
    slot * words..(slot + 1) * words
}

/// One end of a working channel as the port at this end sees it: the channel and the
/// router and port at the far end, in one entry, so that sending a flit or a credit reads one
/// word of its own port's rather than the channel's id and then the channel
/// (docs/performance.md, "Copies and cache lines"). `Link::NONE` where no channel works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Link {
    pub channel: u32,
    pub node: u32,
    pub port: u32,
}

impl Link {
    /// No working channel at this port.
    pub const NONE: Link = Link {
        channel: u32::MAX,
        node: u32::MAX,
        port: u32::MAX,
    };

    /// The channel, if one works here.
    #[inline]
    pub fn channel(&self) -> Option<u32> {
        (self.channel != u32::MAX).then_some(self.channel)
    }
}

/// A directed channel between two routers: the flit wires one way, the credit wires back
/// (what is in flight on them: `Fabric::channel_flits`, `Fabric::channel_credit_due`).
#[derive(Clone, Debug)]
pub struct Channel {
    /// Upstream router and its output port.
    pub from: (NodeId, PortId),
    /// Downstream router and its input port.
    pub to: (NodeId, PortId),
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
    /// The wires into every router, kept at the receiving end so each router takes its own
    /// arrivals in the parallel step: flit_lines[(node * Kf + cycle % Kf) * P + port] is the
    /// flit written into that input's buffer in that cycle, valid where `due_flits[node * Kf +
    /// cycle % Kf]` has bit `port`. A wire carries at most one flit a cycle and every flit
    /// takes the same delay, so a slot per cycle holds the whole wire without a queue; Kf
    /// (`flit_slots`) is a power of two above the delay, so a slot is read before it is
    /// written again, and a cycle visits only the routers and wires that something reaches.
    flit_lines: Vec<Flit>,
    due_flits: Vec<u64>,
    flit_slots: usize,
    /// The same for the credits (vc) in flight back to each output, over Kc slots
    /// (`credit_slots`, above the credit delay).
    credit_lines: Vec<VcId>,
    due_credits: Vec<u64>,
    credit_slots: usize,
    /// The last cycle stepped: what is in flight arrives in the next K cycles.
    clock: u64,
    /// out_link[node * P + port]: the channel leaving that output, if it works, and the input
    /// it enters.
    out_link: Vec<Link>,
    /// in_link[node * P + port]: the channel entering that input, if it works, and the output
    /// it leaves.
    in_link: Vec<Link>,
    /// Per node: ejected flits with their arrival cycle at the network interface.
    ejection: Vec<VecDeque<(u64, Flit)>>,
    /// Per arrival cycle t (slot t % `EJECTING_SLOTS`, a word per 64 nodes), bit v: a flit
    /// ejected at node v reaches its interface in cycle t. Every ejected flit arrives
    /// `GRANT_TO_EJECTION` cycles after its grant, so a slot is set at one cycle and taken
    /// (`take_ejecting`) at that arrival, before it is set again. A bit map rather than a list
    /// kept sorted: read in node order without sorting, and only the nodes something reaches
    /// now (docs/performance.md, "Branches").
    ejecting: Vec<u64>,
    /// Bit v of word v / 64: node v's interface drove a flit into its router this cycle
    /// (`inject`): the stepping pass reads a word per 64 nodes rather than each node's wires.
    injected: Vec<u64>,
    // Per-cycle scratch, kept to avoid allocation.
    inputs: Vec<RouterInputs>,
    decisions: Vec<Decisions>,
    /// The routers in parts stepped in parallel, and per part what its routers sent at the
    /// last clock edge (docs/performance.md, "Threads").
    parts: Parts,
    lanes: Vec<Lane>,
    /// Flits that left an input buffer in the last cycle (activity, for the watchdog).
    moved_last_cycle: usize,
    /// Per router: flits sent through the switch (utilisation).
    forwarded: Vec<u64>,
    /// Per channel and VC (index channel * V + vc): flits sent on it while `measuring`, the
    /// utilisation counters that show which channels and VC classes limit throughput.
    vc_flits: Vec<u64>,
    /// Count channel use this cycle (the kernel sets it during the measurement phase).
    measuring: bool,
    /// Skip the combinational step of routers with empty buffers and the clock edge of
    /// routers with nothing arriving and nothing decided. Results must not depend on it
    /// (tested by turning it off).
    skip_idle: bool,
    /// Every router steps at the next cycle, whatever arrives or was decided: after
    /// `settle` (registers written by hand, a fault, new tables) or a new split or order of
    /// the routers, so that each part's record of who decided something is rebuilt (`Lane`).
    wake_all: bool,
    /// Per node: the input ports whose flit its router latched at the last clock edge (the
    /// `flit_in` valid wires of that cycle, kept for waveforms; the flits stay on `inputs`
    /// until the interfaces drive the next cycle's).
    latched: Vec<u64>,
    /// Local credits returned at the last clock edge, (node, local VC): the routers' local
    /// credit wires, read by the network interfaces before the next cycle.
    local_credits: Vec<(NodeId, VcId)>,
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
    /// (`hdl::capture`). Set it with `skip_idle` off, so that every edge is seen.
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
    /// Compile the tables for `params.mode()` and build the fabric.
    pub fn build(net: Network, mut params: RouterParams) -> Result<Self> {
        params.mode().check_topology(&net)?;
        let tables = compile(&net, params.mode())?;
        params.fit_tables(&tables);
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
        let mut out_link = vec![Link::NONE; n * p];
        let mut in_link = vec![Link::NONE; n * p];
        for u in net.healthy_nodes() {
            for q in net.port_ids() {
                let Some(w) = net.link(u, q) else { continue };
                let i = net.topo.input_port(w, u).expect("adjacent");
                let id = channels.len() as u32;
                channels.push(Channel {
                    from: (u, q),
                    to: (w, i),
                });
                let end = |(node, port): (NodeId, PortId)| Link {
                    channel: id,
                    node: node.index() as u32,
                    port: port.index() as u32,
                };
                out_link[u.index() * p + q.index()] = end((w, i));
                in_link[w.index() * p + i.index()] = end((u, q));
            }
        }
        let slots_above = |delay: u64| (delay as usize + 1).max(4).next_power_of_two();
        let (flit_slots, credit_slots) = (
            slots_above(params.grant_to_arrival()),
            slots_above(params.credit_delay),
        );
        let mut fabric = Fabric {
            inputs: vec![RouterInputs::new(&params); n],
            injected: vec![0; n.div_ceil(64)],
            decisions: vec![Decisions::new(&params); n],
            parts: Parts::new(n, (0..n).collect(), &channels),
            lanes: vec![Lane::default()],
            ejection: vec![VecDeque::new(); n],
            ejecting: vec![0; EJECTING_SLOTS * n.div_ceil(64)],
            forwarded: vec![0; n],
            vc_flits: vec![0; channels.len() * params.vcs],
            measuring: true,
            moved_last_cycle: 0,
            skip_idle: true,
            wake_all: true,
            flit_lines: vec![Flit::default(); n * flit_slots * p],
            due_flits: vec![0; n * flit_slots],
            flit_slots,
            credit_lines: vec![VcId::default(); n * credit_slots * p],
            due_credits: vec![0; n * credit_slots],
            credit_slots,
            clock: 0,
            latched: vec![0; n],
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
            out_link,
            in_link,
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

    /// Words of the nodes' bit maps (`take_ejecting`): one per 64 nodes.
    #[inline]
    pub fn node_words(&self) -> usize {
        self.ejection.len().div_ceil(64)
    }

    /// Word `w` of the nodes a flit ejected earlier reaches the interface of in cycle `now`
    /// (bit b: node 64 w + b; a node that failed since may have nothing left), cleared for
    /// the arrivals `GRANT_TO_EJECTION` cycles on. Read word by word in order, these are the
    /// nodes in node order.
    #[inline]
    pub fn take_ejecting(&mut self, now: u64, w: usize) -> u64 {
        let words = ejecting_words(now, self.node_words());
        std::mem::take(&mut self.ejecting[words][w])
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
        self.injected[node.index() / 64] |= 1 << (node.index() % 64);
    }

    /// One clock cycle: each router takes what arrives on its wires, is clocked with the decisions its
    /// combinational step made from the registers of this cycle, then let the decision wires
    /// settle on the new registers (the next cycle's decisions).
    ///
    /// The routers' clock edges and combinational steps run part by part, in parallel with
    /// more than one thread (`set_threads`); what they send is put on the wires afterwards,
    /// part by part in node order, so the results are the same for any number of threads.
    pub fn cycle(&mut self, now: u64) {
        self.clock = now;
        self.step_routers(now);
        // Every interface's flit was latched.
        self.injected.fill(0);
        self.send_all();
    }

    /// Combinational phase: every router's decisions from its registers. `cycle` runs it
    /// right after each clock edge, so between cycles `decisions` holds what the next edge
    /// applies (and what waveforms show). Call it again after writing router registers by
    /// hand.
    pub fn settle(&mut self) {
        self.wake_all = true;
        for &v in self.parts.order() {
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

    /// What the parts' routers sent elsewhere than on their wires, merged in part order:
    /// local credits, flits into cut links, and the count of flits moved.
    fn send_all(&mut self) {
        self.local_credits.clear();
        let mut moved = 0;
        // What the routers ejected this cycle arrives `GRANT_TO_EJECTION` cycles on.
        let words = ejecting_words(
            self.clock + RouterParams::GRANT_TO_EJECTION,
            self.node_words(),
        );
        let arriving = &mut self.ejecting[words];
        for lane in &self.lanes {
            self.local_credits.extend_from_slice(&lane.local_credits);
            for v in &lane.ejecting {
                arriving[v.index() / 64] |= 1 << (v.index() % 64);
            }
            self.sunk.extend_from_slice(&lane.sunk);
            moved += lane.moved;
        }
        self.moved_last_cycle = moved;
    }

    /// The local credits the routers returned at the last clock edge: (node, local VC).
    pub fn local_credits(&self) -> &[(NodeId, VcId)] {
        &self.local_credits
    }

    /// The flit router `node` latched on input `port` at the last clock edge, if any: off the
    /// calendar's slot of that cycle for a network port (the slot is written again only K
    /// cycles later), off the input wires for the local port.
    pub fn latched_flit(&self, node: NodeId, port: usize) -> Option<Flit> {
        let latched = self.latched[node.index()] >> port & 1 == 1;
        let (k, p) = (self.flit_slots, self.params.ports);
        let slot = calendar_slot(node.index(), k, self.clock);
        latched.then(|| {
            if port < p {
                self.flit_lines[slot * p + port]
            } else {
                self.inputs[node.index()].flit_in[port]
            }
        })
    }

    /// Flits in buffers and on wires (not counting ejection lines).
    pub fn flits_in_network(&self) -> usize {
        let buffered: usize = self
            .routers
            .iter()
            .flatten()
            .map(|r| r.occupancy() as usize)
            .sum();
        let on_wires: u32 = self.due_flits.iter().map(|m| m.count_ones()).sum();
        buffered + on_wires as usize
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
