//! The fabric's named API for everything outside the kernel: read-only views of its routers,
//! channels and counters, and the few commands a simulation gives it (docs/architecture.md,
//! "From the command line to the VCD"). Borrowing accessors only, so readers cost nothing per
//! cycle.

use super::{Channel, Fabric, IoProbe};
use crate::router::params::RouterParams;
use crate::router::{Flit, Router};
use crate::routing::table::CompiledTables;
use crate::topology::{Network, NodeId, VcId};
use std::collections::VecDeque;
use std::sync::Arc;

impl Fabric {
    /// The network the fabric was built on (faults included).
    #[inline]
    pub fn network(&self) -> &Network {
        &self.net
    }

    /// The compiled tables every router was booted with.
    #[inline]
    pub fn tables(&self) -> &Arc<CompiledTables> {
        &self.tables
    }

    /// The parameters every router shares.
    #[inline]
    pub fn params(&self) -> &Arc<RouterParams> {
        &self.params
    }

    /// The router at `node`, or None where it is faulty.
    #[inline]
    pub fn router(&self, node: NodeId) -> Option<&Router> {
        self.routers[node.index()].as_ref()
    }

    /// Every router counts the events that cost energy from now on (`Router::count_activity`;
    /// the power estimate's runs).
    pub fn count_activity(&mut self) {
        self.routers
            .iter_mut()
            .flatten()
            .for_each(Router::count_activity);
    }

    /// Do the routers count their events (`count_activity`)?
    pub fn counts_activity(&self) -> bool {
        self.routers.iter().flatten().any(Router::counts_activity)
    }

    /// The router at `node` to write its registers by hand in a unit test (call `settle`
    /// after).
    #[cfg(test)]
    pub(crate) fn router_mut(&mut self, node: NodeId) -> Option<&mut Router> {
        self.routers[node.index()].as_mut()
    }

    /// Every healthy router, in node order.
    #[inline]
    pub fn routers(&self) -> impl Iterator<Item = &Router> {
        self.routers.iter().flatten()
    }

    /// The working channels (index: channel id).
    #[inline]
    pub fn channels(&self) -> &[Channel] {
        &self.channels
    }

    /// The flits in flight on channel `id`, with the cycle of their downstream buffer write,
    /// in that order.
    pub fn channel_flits(&self, id: usize) -> impl Iterator<Item = (u64, Flit)> + '_ {
        let (w, i) = self.channels[id].to;
        let (k, p) = (self.flit_slots, self.params.ports);
        (1..=k as u64)
            .map(move |d| self.clock + d)
            .filter_map(move |t| {
                let s = super::calendar_slot(w.index(), k, t);
                (self.due_flits[s] >> i.index() & 1 == 1)
                    .then(|| (t, self.flit_lines[s * p + i.index()]))
            })
    }

    /// The flit on channel `id` written into the downstream buffer in cycle `cycle`, if any
    /// (a channel carries one flit a cycle; `cycle` within the wire's delay of the last
    /// cycle stepped).
    pub fn channel_flit_due(&self, id: usize, cycle: u64) -> Option<Flit> {
        self.channel_flits(id)
            .find(|&(t, _)| t == cycle)
            .map(|(_, f)| f)
    }

    /// The credit (vc) on channel `id` that the upstream counter takes in cycle `cycle`, if
    /// any (as [`Fabric::channel_flit_due`]).
    pub fn channel_credit_due(&self, id: usize, cycle: u64) -> Option<VcId> {
        let (u, q) = self.channels[id].from;
        let k = self.credit_slots;
        let s = u.index() * k + (cycle as usize & (k - 1));
        (self.due_credits[s] >> q.index() & 1 == 1)
            .then(|| self.credit_lines[s * self.params.ports + q.index()])
    }

    /// Flits that left an input buffer in the last cycle (activity, for the watchdog).
    #[inline]
    pub fn moved_last_cycle(&self) -> usize {
        self.moved_last_cycle
    }

    /// Per router: flits sent through the switch (utilisation).
    #[inline]
    pub fn forwarded(&self) -> &[u64] {
        &self.forwarded
    }

    /// Per channel and VC (index `VcLayout::index(channel, vc)`): flits sent while measuring.
    #[inline]
    pub fn vc_flits(&self) -> &[u64] {
        &self.vc_flits
    }

    /// The flits ejected at `node` not yet taken, with the cycle each reaches the interface.
    #[inline]
    pub fn ejection_line(&self, node: NodeId) -> &VecDeque<(u64, Flit)> {
        &self.ejection[node.index()]
    }

    /// The next flit ejected at `node`, whatever its arrival cycle.
    #[inline]
    pub fn pop_ejection(&mut self, node: NodeId) -> Option<(u64, Flit)> {
        self.ejection[node.index()].pop_front()
    }

    /// Channel use is being counted (the measurement phase).
    #[inline]
    pub fn measuring(&self) -> bool {
        self.measuring
    }

    /// Evaluate and clock the routers in this order (results must not depend on it).
    pub fn set_eval_order(&mut self, order: Vec<usize>) {
        self.parts
            .reorder(self.routers.len(), order, &self.channels);
        self.wake_all = true;
    }

    /// Skip idle routers' steps (on by default; results must not depend on it).
    pub fn set_skip_idle(&mut self, on: bool) {
        self.skip_idle = on;
    }

    /// Tap every router's ports at each clock edge (set it with `skip_idle` off).
    pub fn set_io_probe(&mut self, probe: Option<IoProbe>) {
        self.io_probe = probe;
    }
}
