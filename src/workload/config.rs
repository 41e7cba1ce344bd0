//! What a run is asked to do: the offered load, the traffic pattern and its run lengths.

use super::traffic::Pattern;
use crate::router::params::RouterParams;
use crate::topology::FaultEvent;
use crate::{Error, Result};

/// Cycles without any flit moving, with flits in flight, before a run is declared
/// deadlocked, unless `--watchdog` says otherwise.
pub const DEFAULT_WATCHDOG: u64 = 2_000;

/// What to run.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub pattern: Pattern,
    /// Offered load in flits per node per cycle (Bernoulli packet arrivals of rate / L).
    pub rate: f64,
    pub warmup: u64,
    /// Measurement cycles.
    pub cycles: u64,
    /// Give up draining after this many cycles past the measurement phase.
    pub drain_limit: u64,
    /// Cycles without any flit moving, with flits in flight, before declaring deadlock.
    pub watchdog: u64,
    pub seed: u64,
    /// Largest source queue per node, in packets; arrivals beyond it are refused and counted.
    pub max_queue: usize,
    /// Cycles from a packet's creation until its head may enter the router (BookSim2's
    /// injection channel takes 1; ours writes in the cycle of creation).
    pub injection_delay: u64,
    /// Cycles a slot freed in a local input VC takes to be usable by the network interface
    /// beyond ours (0: credited at the same edge, written the next cycle). BookSim2's
    /// interface sees a freed slot through a 1-cycle credit channel and refills it through
    /// the 1-cycle injection channel: 2 under `--preset booksim` (docs/cycle-model.md,
    /// "Packets longer than the buffer").
    pub injection_credit_delay: u64,
    /// Links and routers that fail during the run, and how the tables follow.
    pub faults: FaultPlan,
    /// Threads stepping the fabric's routers during the run (`Fabric::set_threads`; at least
    /// 1): the results are the same for any number (docs/performance.md, "Threads").
    pub threads: usize,
    /// Per-flow statistics to keep (`sim --flows`; `SimStats::flows`), or none.
    pub flows: Option<super::flows::FlowKey>,
}

/// Faults that strike during a run (docs/faults-during-operation.md): the events, the cycles
/// from a fault until the system knows of it, and how the new tables are written.
#[derive(Clone, Debug, Default)]
pub struct FaultPlan {
    /// In cycle order (`topology::FaultSchedule`).
    pub events: Vec<FaultEvent>,
    /// Cycles from a fault until its reconfiguration starts.
    pub detection_delay: u64,
    pub reconfigure: Reconfigure,
    /// `--retransmit TIMEOUT`: a source sends a packet lost in the network again, TIMEOUT
    /// cycles after it injected it (or at once if the loss is known later).
    pub retransmit: Option<u64>,
}

/// One event's fault set: the network after it and its tables.
pub struct EventTables {
    pub net: crate::topology::Network,
    pub tables: crate::routing::table::CompiledTables,
}

impl FaultPlan {
    /// Per event, the network after it and its tables, compiled and checked before the run
    /// as `route --check` checks them, then by `reload` (the cycle model: the routers can
    /// hold them); `dynamic` refused where old and new routes together could deadlock. Both
    /// models refuse the same runs with the same words (docs/faults-during-operation.md,
    /// "Detection and reconfiguration").
    pub fn event_tables(
        &self,
        start: &crate::topology::Network,
        tables: &crate::routing::table::CompiledTables,
        reload: &dyn Fn(&crate::routing::table::CompiledTables) -> Result<()>,
    ) -> Result<Vec<EventTables>> {
        use crate::routing::{check::check_tables, reconfigure::dynamic_change_refused};
        let mode = tables.mode;
        let mut out: Vec<EventTables> = Vec::with_capacity(self.events.len());
        for ev in &self.events {
            let net = crate::topology::Network::new(start.topo.clone(), ev.after.clone());
            let refuse =
                |why: String| Error::input(format!("fault event {}:{}: {why}", ev.cycle, ev.spec));
            let new =
                crate::routing::table::compile(&net, mode).map_err(|e| refuse(e.to_string()))?;
            // A fault that cuts the network in pieces is simulated as `--faults` is (packets
            // between pieces are undeliverable), so there only the deadlock check must pass.
            let report = check_tables(&net, &new);
            let connected = net.is_connected();
            if let Some(c) =
                (report.checks.iter()).find(|c| !c.pass && (connected || c.name == "deadlock-free"))
            {
                return Err(refuse(format!(
                    "the tables for the faults after it fail route --check ({}: {})",
                    c.name, c.detail
                )));
            }
            reload(&new).map_err(|e| refuse(e.to_string()))?;
            let (before, old) = out
                .last()
                .map_or((start, tables), |prev| (&prev.net, &prev.tables));
            if self.reconfigure == Reconfigure::Dynamic
                && let Some(why) = dynamic_change_refused(before, old, &new)
            {
                return Err(refuse(format!(
                    "--reconfigure dynamic is not deadlock-free for {mode} here ({why}); use --reconfigure drain"
                )));
            }
            out.push(EventTables { net, tables: new });
        }
        Ok(out)
    }
}

/// How new tables reach the routers after a fault.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Reconfigure {
    /// Stop injection, let the network empty, reload every router, resume (always safe).
    #[default]
    Drain,
    /// Reload one router per cycle while traffic flows (paper 003's dynamic reprogramming);
    /// refused where old and new routes together could deadlock.
    Dynamic,
}

impl Reconfigure {
    pub fn parse(text: &str) -> Result<Self> {
        match text {
            "drain" => Ok(Reconfigure::Drain),
            "dynamic" => Ok(Reconfigure::Dynamic),
            _ => Err(Error::input(format!(
                "--reconfigure {text:?}: expected drain or dynamic"
            ))),
        }
    }
}

impl std::fmt::Display for Reconfigure {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(match self {
            Reconfigure::Drain => "drain",
            Reconfigure::Dynamic => "dynamic",
        })
    }
}

impl Default for SimConfig {
    fn default() -> Self {
        SimConfig {
            pattern: Pattern::Uniform,
            rate: 0.1,
            warmup: 1_000,
            cycles: 10_000,
            drain_limit: 100_000,
            watchdog: DEFAULT_WATCHDOG,
            seed: 1,
            max_queue: 10_000,
            injection_delay: 0,
            injection_credit_delay: 0,
            faults: FaultPlan::default(),
            threads: 1,
            flows: None,
        }
    }
}

impl SimConfig {
    pub fn validate(&self) -> Result<()> {
        if !(0.0..=1.0).contains(&self.rate) || self.rate.is_nan() {
            return Err(Error::input(format!(
                "rate {} is not within 0..1 flits/node/cycle",
                self.rate
            )));
        }
        if self.watchdog == 0 {
            return Err(Error::input("watchdog = 0 cycles: need at least 1"));
        }
        if self.threads == 0 {
            return Err(Error::input("--threads 0: need at least 1"));
        }
        if self.cycles == 0 {
            return Err(Error::input("--cycles 0: nothing would be measured"));
        }
        // A path-based multicast packet cut by a fault during the run leaves its other legs
        // holding their VCs: under load the fabric deadlocks with either reconfiguration
        // (docs/faults-during-operation.md, "Multicast").
        if let Some(first) = self.faults.events.first()
            && self.pattern.list_capacity() > 0
        {
            return Err(Error::input(format!(
                "--fault-at {}:{}: multicast traffic cannot cross a fault during the run (a multicast packet cut by it can hold buffers for ever and deadlock the network); give the fault with --faults, or use unicast traffic",
                first.cycle, first.spec
            )));
        }
        // Cycle numbers must not wrap: the run ends by warm-up + measurement + drain limit.
        let limit = u64::MAX - self.drain_limit;
        if self
            .warmup
            .checked_add(self.cycles)
            .is_none_or(|end| end > limit)
        {
            return Err(Error::input(format!(
                "--warmup {} + --cycles {} exceeds the limit of {limit} cycles",
                self.warmup, self.cycles
            )));
        }
        Ok(())
    }
}

/// Multicast traffic the routers can carry: path-based (mh-ud), one VC per leg on layered
/// VCs, a head-flit list long enough. `sim` and `verilog` (which sizes the list from the
/// traffic) refuse the same workloads.
pub fn check_multicast(pattern: &Pattern, params: &RouterParams) -> Result<()> {
    if let Pattern::Multicast { count } = *pattern {
        if !params.mode().algorithm().multicast() {
            return Err(Error::input(format!(
                "multicast traffic needs --routing mh-ud (path-based multicast), not {}",
                params.mode()
            )));
        }
        if params.multicast_layers && count > params.vcs {
            return Err(Error::input(format!(
                "multicast:{count} on layered VCs needs --vcs >= {count} (one VC per leg), not {}",
                params.vcs
            )));
        }
        if count - 1 > params.list_capacity {
            return Err(Error::input(format!(
                "multicast:{count}: the router's head flit lists {} destinations after the first, not {} (RouterParams::list_capacity)",
                params.list_capacity,
                count - 1
            )));
        }
    }
    Ok(())
}
