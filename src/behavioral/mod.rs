//! Behavioral simulator (docs/architecture.md, "Three models and their agreement"): the routing
//! algorithms called directly (`routing::decide`, never the compiled tables) by an abstract router
//! with a fixed per-hop delay, no pipeline internals. Two models of the router:
//!
//! - `flow` (default, `flow.rs`): finite per-VC buffers with credits, the VC classes of each
//!   mode, the bubble condition and one allocation per output per cycle: close to the cycle
//!   model through saturation;
//! - `ideal` (`ideal.rs`): unbounded queues, no VCs, each head takes the output that frees
//!   first: an upper bound on throughput.
//!
//! Both draw their packets from `workload::source::TrafficSource`, as the cycle kernel does, so all
//! three see the same packet list. Zero-load latency is `(hops + 1) * per_hop + (L - 1)`, the
//! cycle model's formula.

mod flow;
mod ideal;

use crate::router::params::{RouterParams, Switching};
use crate::routing::decide::Decider;
use crate::routing::table::CompiledTables;
use crate::topology::{Network, NodeId};
use crate::workload::{Pattern, SimConfig, SimResult, SimStats};
use crate::{Error, Result};

/// Which abstract router.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Model {
    /// Finite buffers, credits, VC classes, one allocation per output per cycle.
    Flow,
    /// Unbounded queues, earliest-free output: an upper bound.
    Ideal,
}

impl Model {
    pub const ALL: [Model; 2] = [Model::Flow, Model::Ideal];

    pub fn name(self) -> &'static str {
        match self {
            Model::Flow => "flow",
            Model::Ideal => "ideal",
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            Model::Flow => {
                "per-VC buffers and credits, VC classes, bubble condition, one allocation per output per cycle"
            }
            Model::Ideal => "unbounded queues, no VCs, earliest-free output (an upper bound)",
        }
    }
}

impl std::str::FromStr for Model {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self> {
        Model::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| Error::input(format!("behavioral model {s:?}: use flow or ideal")))
    }
}

/// The flow-control model's router: the cycle model's parameters it abstracts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlowParams {
    /// Virtual channels per port, V.
    pub vcs: usize,
    /// Flit slots per VC, D.
    pub depth: usize,
    pub switching: Switching,
    /// Cycles from a buffer read to the upstream credit counter.
    pub credit_delay: u64,
    /// Allocation attempts a transit head waits for an adaptive VC before the escape VC.
    pub escape_patience: u8,
    /// The same for an injected head.
    pub injection_patience: u8,
    /// Transit before injection; on a ring, ring packets before ring entries.
    pub transit_priority: bool,
    /// Wormhole: an adaptive VC only when its buffer is empty (Duato's condition).
    pub atomic_adaptive: bool,
    /// Times a packet may leave an escape ring for the adaptive network.
    pub max_misses: u8,
    /// Cycles from a head's buffer write to its switch allocation (S - 2): what a packet
    /// behind another in the same VC waits after the other's tail leaves.
    pub head_to_sa: u64,
}

impl Default for FlowParams {
    fn default() -> Self {
        FlowParams {
            vcs: 2,
            depth: 8,
            switching: Switching::Wormhole,
            credit_delay: 1,
            escape_patience: 0,
            injection_patience: 15,
            transit_priority: true,
            atomic_adaptive: false,
            max_misses: 8,
            head_to_sa: 3,
        }
    }
}

/// The abstract router's timing and model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BehavioralConfig {
    /// Cycles a head spends per router and link (the cycle model's `RouterParams::per_hop()`,
    /// S + 1 for S pipeline stages).
    pub per_hop: u64,
    /// Flits per generated packet, L (trace lines carry their own length).
    pub packet_len: usize,
    pub model: Model,
    /// Used by the flow model only.
    pub flow: FlowParams,
}

impl Default for BehavioralConfig {
    fn default() -> Self {
        BehavioralConfig {
            per_hop: 6,
            packet_len: 4,
            model: Model::Flow,
            flow: FlowParams::default(),
        }
    }
}

impl BehavioralConfig {
    /// The flow model of a cycle-model router with these parameters.
    pub fn matching(params: &RouterParams) -> Self {
        BehavioralConfig {
            per_hop: params.per_hop(),
            packet_len: params.packet_len,
            model: Model::Flow,
            flow: FlowParams {
                vcs: params.vcs,
                depth: params.depth,
                switching: params.switching,
                credit_delay: params.credit_delay,
                escape_patience: params.escape_patience,
                injection_patience: params.injection_patience,
                transit_priority: params.transit_priority,
                atomic_adaptive: params.atomic_adaptive(),
                max_misses: params.max_misses,
                head_to_sa: params.head_to_sa(),
            },
        }
    }

    /// The same timing with another model.
    pub fn with_model(self, model: Model) -> Self {
        BehavioralConfig { model, ..self }
    }

    fn validate(&self) -> Result<()> {
        if self.per_hop == 0 {
            return Err(Error::input("per-hop delay = 0 cycles: need at least 1"));
        }
        crate::router::limits::PACKET.check(self.packet_len as u64)?;
        if self.flow.head_to_sa >= self.per_hop {
            return Err(Error::input(format!(
                "head-to-allocation delay {} is not below the per-hop delay {}",
                self.flow.head_to_sa, self.per_hop
            )));
        }
        Ok(())
    }
}

/// Run the behavioral model chosen by `bcfg.model`. `tables` give the routing mode; their
/// words are never read (the algorithms decide at run time).
pub fn run(
    net: &Network,
    tables: &CompiledTables,
    cfg: &SimConfig,
    bcfg: &BehavioralConfig,
) -> Result<SimResult> {
    run_traced(net, tables, cfg, bcfg, false).map(|(result, _)| result)
}

/// Run the behavioral model; with `record_paths`, also return every packet's head path
/// (the nodes it visits, source first), indexed by packet id (empty when not delivered).
pub fn run_traced(
    net: &Network,
    tables: &CompiledTables,
    cfg: &SimConfig,
    bcfg: &BehavioralConfig,
    record_paths: bool,
) -> Result<(SimResult, Vec<Vec<NodeId>>)> {
    cfg.validate()?;
    bcfg.validate()?;
    if matches!(cfg.pattern, Pattern::Multicast { .. }) {
        return Err(Error::input(
            "the behavioral model does not model multicast traffic",
        ));
    }
    if let Pattern::Trace(records) = &cfg.pattern
        && let Some(r) = records.iter().find(|r| !r.more.is_empty())
    {
        return Err(Error::input(format!(
            "trace line at cycle {}: the behavioral model does not model multicast",
            r.cycle
        )));
    }
    if tables.num_ports != net.num_ports() || tables.routers.len() != net.num_nodes() {
        return Err(Error::input("tables compiled for another topology"));
    }
    match bcfg.model {
        Model::Ideal => {
            if !cfg.faults.events.is_empty() {
                return Err(Error::input(
                    "the ideal behavioral model does not model faults during the run (--fault-at): it has no buffers or links that could fail; use --behavioral flow",
                ));
            }
            let mut decider = Decider::new(net, tables.mode)?;
            ideal::run(net, tables, &mut decider, cfg, bcfg, record_paths)
        }
        Model::Flow => flow::run(net, tables, cfg, bcfg, record_paths),
    }
}

/// Can a packet from `src` to `dst` be delivered under the mode? A packet to its own node
/// (`uniform-self`) enters its router and is ejected there.
fn routable(net: &Network, decider: &mut Decider, src: NodeId, dst: NodeId) -> bool {
    net.is_healthy(dst) && (src == dst || decider.can_route(src, dst))
}

/// What a run leaves for the statistics.
struct Outcome<'a> {
    packets: &'a mut [crate::workload::PacketRecord],
    /// Flits each router forwarded.
    forwarded: &'a [u64],
    refused: u64,
    /// The run stopped at this cycle with packets still travelling (None: all finished).
    stopped: Option<u64>,
    deadlock: bool,
    started: std::time::Instant,
}

/// Statistics with the keys of the cycle kernel's `SimStats`, applying its drain limit:
/// packets delivered at or after `cutoff` count as in flight.
fn collect(net: &Network, tables: &CompiledTables, cfg: &SimConfig, out: Outcome) -> SimStats {
    let gen_end = cfg.warmup + cfg.cycles;
    let cutoff = out.stopped.unwrap_or(gen_end + cfg.drain_limit);
    let mut in_flight = 0;
    let mut last = 0;
    let mut ejected_measured = 0u64;
    let mut flows = cfg
        .flows
        .map(|key| crate::workload::flows::FlowTally::new(key, net.num_nodes()));
    for rec in out.packets.iter_mut() {
        if rec.undeliverable || rec.lost.is_some() {
            continue;
        }
        let Some(d) = rec.delivered.filter(|&d| d < cutoff) else {
            if rec.injected.is_some() || rec.delivered.is_some() {
                // Still travelling when the kernel would have given up: not delivered.
                rec.delivered = None;
                if rec.injected.is_some_and(|t| t >= cutoff) {
                    rec.injected = None;
                }
                rec.hops = 0;
            }
            in_flight += 1;
            continue;
        };
        last = last.max(d + 1);
        let head = d + 1 - rec.flits as u64;
        let lo = head.max(cfg.warmup);
        let hi = (d + 1).min(gen_end);
        ejected_measured += hi.saturating_sub(lo);
        if let Some(f) = flows.as_mut() {
            f.ejected(rec.src, rec.dst, hi.saturating_sub(lo));
        }
    }
    let cycles = match out.stopped {
        Some(stop) => stop,
        None if in_flight > 0 => cutoff,
        None => gen_end.max(last),
    };
    let tally = crate::workload::stats::Tally::of(out.packets);
    // Exact conservation, as the kernel checks it.
    assert_eq!(
        tally.generated,
        tally.delivered + tally.undeliverable + tally.lost + in_flight,
        "packet conservation violated"
    );
    let mut stats = crate::workload::stats::collect(
        crate::workload::stats::Run {
            net,
            mode: tables.mode,
            forwarded: out.forwarded,
            tally: &tally,
            channel_counts: Default::default(),
            cycles,
            refused: out.refused,
            in_flight,
            deadlock: out.deadlock,
            blocked: Vec::new(),
            ejected_flits_measured: ejected_measured,
            wall: out.started.elapsed().as_secs_f64(),
        },
        cfg,
    );
    if let Some(mut f) = flows {
        out.packets.iter().for_each(|p| f.finish(p));
        let measured = crate::workload::stats::measured_cycles(stats.cycles, cfg);
        stats.flows = Some(f.rows(net, measured));
    }
    stats
}
