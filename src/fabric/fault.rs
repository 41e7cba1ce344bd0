//! Faults during a run (docs/faults-during-operation.md, "What a fault does"): links and
//! routers fail at a clock edge, what was on them is lost, and new tables are written into
//! the surviving routers, all at once or one router at a time.

use super::Fabric;
use crate::router::Flit;
use crate::router::table_image::RouteWord;
use crate::router::table_rom::TableRom;
use crate::routing::table::CompiledTables;
use crate::topology::{FaultSet, Network, NodeId};
use crate::{Error, Result};
use std::sync::Arc;

impl Fabric {
    /// Fail the links and routers `added` names, before this cycle's wires deliver; `after`
    /// is the whole fault set from now on. Flits on a cut channel and everything inside a
    /// failed router (buffers, ejection line) are gone; the router upstream of a cut channel
    /// sends into a sink from now on (`Router::cut_output`), the router downstream closes the
    /// packets the cut split (`Router::cut_input`). Returns the packets that lost a flit or
    /// were cut short, each once, in id order.
    pub fn fail(&mut self, added: &FaultSet, after: &FaultSet) -> Vec<u32> {
        let mut lost = Vec::new();
        let dead: Vec<NodeId> = added
            .faulty_nodes()
            .filter(|&v| self.routers[v.index()].is_some())
            .collect();
        for &v in &dead {
            let router = self.routers[v.index()].take().expect("filtered");
            for ivc in router.input_vcs() {
                lost.extend(ivc.flits().map(|f| f.packet));
            }
            lost.extend(self.ejection[v.index()].drain(..).map(|(_, f)| f.packet));
            self.decisions[v.index()].clear();
            self.inputs[v.index()].clear();
            self.injected[v.index() / 64] &= !(1 << (v.index() % 64));
        }
        for id in 0..self.channels.len() {
            let (u, q) = self.channels[id].from;
            let p = self.params.ports;
            if !self.channel_fails(id, added)
                || self.out_link[u.index() * p + q.index()].channel().is_none()
            {
                continue;
            }
            self.cut_channel(id, &mut lost);
        }
        self.net = Network::new(self.net.topo.clone(), after.clone());
        self.fault_counts.struck += 1;
        self.settle();
        lost.sort_unstable();
        lost.dedup();
        lost
    }

    /// Faults `added` cut channel `id`: its link failed, or a router at either end.
    pub fn channel_fails(&self, id: usize, added: &FaultSet) -> bool {
        let ((u, q), (w, _)) = (self.channels[id].from, self.channels[id].to);
        added.is_channel_faulty(u, q) || added.is_node_faulty(u) || added.is_node_faulty(w)
    }

    /// Cut channel `id`: its flits are lost and its credits dropped; the ends still standing
    /// see the cut at once (a link's loss of signal).
    fn cut_channel(&mut self, id: usize, lost: &mut Vec<u32>) {
        let p = self.params.ports;
        let ch = &self.channels[id];
        let ((u, q), (w, i)) = (ch.from, ch.to);
        lost.extend(self.channel_flits(id).map(|(_, f)| f.packet));
        // Nothing arrives on the cut channel any more, and no credit goes back over it.
        let (kf, kc) = (self.flit_slots, self.credit_slots);
        let (wi, ui) = (w.index() * kf, u.index() * kc);
        self.due_flits[wi..wi + kf]
            .iter_mut()
            .for_each(|m| *m &= !(1 << i.index()));
        self.due_credits[ui..ui + kc]
            .iter_mut()
            .for_each(|m| *m &= !(1 << q.index()));
        self.out_link[u.index() * p + q.index()] = super::Link::NONE;
        self.in_link[w.index() * p + i.index()] = super::Link::NONE;
        self.cut_out[u.index() * p + q.index()] = true;
        self.cut_in[w.index() * p + i.index()] = true;
        if let Some(r) = self.routers[u.index()].as_mut() {
            r.cut_output(q);
        }
        if let Some(r) = self.routers[w.index()].as_mut() {
            r.cut_input(i, lost);
        }
    }

    /// Flits the routers sent into cut links since the last call, with the node that sent
    /// them: packets lost after the fault (the tables still routed them there).
    pub fn take_sunk(&mut self) -> Vec<(NodeId, Flit)> {
        std::mem::take(&mut self.sunk)
    }

    /// Refuse tables that cannot be written into this fabric's routers: compiled for another
    /// topology or mode, needing another table word, or routing through a router the fabric
    /// lacks.
    pub fn check_reload(&self, tables: &CompiledTables) -> Result<()> {
        if tables.num_ports != self.net.num_ports()
            || tables.mode != self.tables.mode
            || tables.routers.len() != self.routers.len()
        {
            return Err(Error::input("tables compiled for another topology or mode"));
        }
        if RouteWord::for_tables(tables) != RouteWord::for_tables(&self.tables) {
            return Err(Error::input(
                "the new tables need another routing-table word than the routers hold",
            ));
        }
        if let Some(v) = self
            .net
            .node_ids()
            .find(|&v| tables.routers[v.index()].is_some() && self.routers[v.index()].is_none())
        {
            return Err(Error::input(format!(
                "the new tables route through router {}, which this fabric lacks",
                self.net.topo.format_node(v)
            )));
        }
        Ok(())
    }

    /// Write router `node`'s row of `tables` (checked with `check_reload`) through its table
    /// port; nothing where the router is absent. Registers keep their state.
    pub fn reload_router(&mut self, node: NodeId, tables: &CompiledTables) {
        let word = RouteWord::for_tables(tables);
        if let (Some(router), Some(row)) = (
            self.routers[node.index()].as_mut(),
            &tables.routers[node.index()],
        ) {
            router.load_tables(Arc::clone(row), Arc::new(TableRom::new(row, word)));
            self.fault_counts.routers_reloaded += 1;
        }
    }

    /// The tables every router now holds (after `reload_router` wrote each of them).
    pub fn adopt_tables(&mut self, tables: Arc<CompiledTables>) {
        self.tables = tables;
        self.fault_counts.reloads += 1;
    }

    /// Fault events struck and table writes so far.
    pub fn fault_counts(&self) -> super::FaultCounts {
        self.fault_counts
    }

    /// Write `tables` into every router at once (docs/faults-during-operation.md): buffers,
    /// route registers and channels are left as they are; `routing::reconfigure` says when
    /// that is safe with packets in flight.
    pub fn reload_tables(&mut self, tables: CompiledTables) -> Result<()> {
        self.check_reload(&tables)?;
        for v in NodeId::all(self.routers.len()) {
            self.reload_router(v, &tables);
        }
        self.adopt_tables(Arc::new(tables));
        Ok(())
    }
}
