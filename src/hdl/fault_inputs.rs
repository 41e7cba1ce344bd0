//! The fault and reload inputs of a co-simulation across faults during a run (docs/hdl.md,
//! "Faults during a run"): from the cycle an event strikes, the links it cuts (each router's
//! `dead_out` ports, and one cycle of `poison` at the far end) and the routers it fails; and
//! each reload's table-port writes, at the edges the cycle model made them.
//!
//! The model's reload (`sim::faults`) writes every router's whole image into its staged
//! banks, one word per cycle, all routers at once, while the old tables route; then `drain`
//! commits every router at once when the network is empty, and `dynamic` one router per
//! cycle in node order (routers failed by then take no cycle).

use crate::Result;
use crate::fabric::Fabric;
use crate::hdl::rtl::generate::writes_for;
use crate::hdl::rtl::router::ConfigWrite;
use crate::routing::table::compile;
use crate::topology::{Network, NodeId};
use crate::workload::timeline::FaultsReport;
use crate::workload::{FaultPlan, Reconfigure};

/// One event's reload: the first edge of its writes (None until the run made them), per
/// node the writes (none for a router the new tables lack) and the edge it commits them.
#[derive(Clone, Debug)]
struct Reload {
    from: Option<u64>,
    writes: Vec<Vec<ConfigWrite>>,
    commits: Vec<Option<u64>>,
}

/// When each link and router fails, and what each reload writes when.
#[derive(Clone, Debug, Default)]
pub struct FaultInputs {
    /// Per channel of `Fabric::channels`: the cycle a fault cut it.
    cut: Vec<Option<u64>>,
    /// Per node: the cycle its router failed.
    dead: Vec<Option<u64>>,
    /// Per node and port (P + 1 each): the channel leaving and the channel entering there.
    out_channel: Vec<Option<usize>>,
    in_channel: Vec<Option<usize>>,
    ports: usize,
    reloads: Vec<Reload>,
    dynamic: bool,
}

impl FaultInputs {
    /// The inputs of `plan`'s events on `fabric` before the run (the reloads' cycles come
    /// from the run: `timed`).
    pub fn of(fabric: &Fabric, plan: &FaultPlan) -> Result<FaultInputs> {
        let np = fabric.params().ports + 1;
        let mut inputs = FaultInputs {
            cut: vec![None; fabric.channels().len()],
            dead: vec![None; fabric.num_nodes()],
            out_channel: vec![None; fabric.num_nodes() * np],
            in_channel: vec![None; fabric.num_nodes() * np],
            ports: np,
            reloads: Vec::new(),
            dynamic: plan.reconfigure == Reconfigure::Dynamic,
        };
        for (id, ch) in fabric.channels().iter().enumerate() {
            inputs.out_channel[ch.from.0.index() * np + ch.from.1.index()] = Some(id);
            inputs.in_channel[ch.to.0.index() * np + ch.to.1.index()] = Some(id);
        }
        let (topo, mode) = (&fabric.network().topo, fabric.params().mode());
        for ev in &plan.events {
            for id in 0..inputs.cut.len() {
                if inputs.cut[id].is_none() && fabric.channel_fails(id, &ev.added) {
                    inputs.cut[id] = Some(ev.cycle);
                }
            }
            for v in ev.added.faulty_nodes() {
                inputs.dead[v.index()].get_or_insert(ev.cycle);
            }
            let tables = compile(&Network::new(topo.clone(), ev.after.clone()), mode)?;
            let writes = (NodeId::all(fabric.num_nodes()))
                .map(|v| match tables.routers[v.index()] {
                    Some(_) => Ok(writes_for(fabric, &tables, v)?.1),
                    None => Ok(Vec::new()),
                })
                .collect::<Result<_>>()?;
            let commits = vec![None; fabric.num_nodes()];
            inputs.reloads.push(Reload {
                from: None,
                writes,
                commits,
            });
        }
        Ok(inputs)
    }

    /// The reloads' edges as the run made them: the first write, and the commits (`drain`:
    /// every router at the end; `dynamic`: one standing router per cycle after the writes).
    pub fn timed(&mut self, report: Option<&FaultsReport>) {
        let events = report.map_or(&[][..], |r| &r.events);
        let mut reloads = std::mem::take(&mut self.reloads);
        for (reload, event) in reloads.iter_mut().zip(events) {
            reload.from = event.tables_written_from;
            let words = reload.writes.iter().map(Vec::len).max().unwrap_or(0) as u64;
            reload.commits = match (self.dynamic, reload.from) {
                // The kernel's order: node order, from the cycle after the last write.
                (true, Some(from)) => self.commit_in_turn(from + words),
                (true, None) => vec![None; self.dead.len()],
                (false, _) => vec![event.reconfiguration_finished; self.dead.len()],
            };
        }
        self.reloads = reloads;
    }

    /// `dynamic`: each router standing at its turn commits, one per cycle from `first`.
    fn commit_in_turn(&self, first: u64) -> Vec<Option<u64>> {
        let mut c = first;
        NodeId::all(self.dead.len())
            .map(|v| {
                (!self.is_dead(v, c)).then(|| {
                    c += 1;
                    c - 1
                })
            })
            .collect()
    }

    /// Router `v` commits its staged tables at the edge of cycle `c`.
    pub fn commit(&self, v: NodeId, c: u64) -> bool {
        self.reloads
            .iter()
            .any(|r| r.commits.get(v.index()).copied().flatten() == Some(c))
    }

    /// Router `u`'s output ports whose links are cut at cycle `c` (bit per port).
    pub fn dead_out(&self, u: NodeId, c: u64) -> u64 {
        self.port_mask(&self.out_channel, u, |id| self.is_cut(id, c))
    }

    /// Router `w`'s input ports whose links are cut in cycle `c` itself (bit per port).
    pub fn poison(&self, w: NodeId, c: u64) -> u64 {
        self.port_mask(&self.in_channel, w, |id| self.cut[id] == Some(c))
    }

    /// Channel `id` is cut at cycle `c`.
    pub fn is_cut(&self, id: usize, c: u64) -> bool {
        self.cut
            .get(id)
            .copied()
            .flatten()
            .is_some_and(|at| at <= c)
    }

    /// Router `v` has failed by cycle `c`.
    pub fn is_dead(&self, v: NodeId, c: u64) -> bool {
        self.dead
            .get(v.index())
            .copied()
            .flatten()
            .is_some_and(|at| at <= c)
    }

    /// The table-port write router `v` takes at the edge of cycle `c`.
    pub fn write(&self, v: NodeId, c: u64) -> Option<&ConfigWrite> {
        self.reloads.iter().find_map(|r| {
            let k = c.checked_sub(r.from?)?;
            r.writes.get(v.index())?.get(usize::try_from(k).ok()?)
        })
    }

    fn port_mask(&self, channels: &[Option<usize>], v: NodeId, on: impl Fn(usize) -> bool) -> u64 {
        let at = v.index() * self.ports;
        (0..self.ports)
            .filter(|&p| channels.get(at + p).copied().flatten().is_some_and(&on))
            .fold(0, |mask, p| mask | 1 << p)
    }
}
