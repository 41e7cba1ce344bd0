//! Router parameters, with the bits and virtual-channel roles derived from the routing
//! algorithm (`routing::algorithm::RoutingAlgorithm`).

use super::limits;
use crate::routing::table::{CompiledTables, Mode};
use crate::topology::VcId;
use crate::{Error, Result};

pub use crate::routing::vc_class::{MIN_ADAPT_VC, VcRole, booksim_dateline_role, dateline_role};

pub use super::limits::COUNTER_MAX;
/// VA cycles an injected packet may be refused under transit priority before it is served
/// like a transit one (the refusal counter saturated).
pub const STARVATION_LIMIT: u8 = COUNTER_MAX;
/// Destinations one multicast packet lists at most (its head flit counts them in 4 bits).
pub const MAX_MULTICAST_DESTS: usize = 15;

/// Flow control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Switching {
    /// Virtual cut-through: a packet is allocated an output VC only with room for all of it.
    Vct,
    /// Wormhole: flit-level credits; an output VC is held from head to tail.
    Wormhole,
}

impl Switching {
    /// The default of each routing mode: virtual cut-through where escape rings need whole
    /// packets in a buffer (bubble flow control: bubble, pv, esv), wormhole otherwise.
    pub fn default_for(mode: Mode) -> Switching {
        if mode.uses_rings() {
            Switching::Vct
        } else {
            Switching::Wormhole
        }
    }
}

impl std::str::FromStr for Switching {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self> {
        match s {
            "vct" => Ok(Switching::Vct),
            "wormhole" => Ok(Switching::Wormhole),
            _ => Err(Error::input(format!(
                "switching {s:?}: use vct or wormhole"
            ))),
        }
    }
}

/// Everything that sizes a router. Validated once; widths derive from it.
#[derive(Clone, Debug)]
pub struct RouterParams {
    /// Network ports P (the local port is number P).
    pub ports: usize,
    /// Virtual channels per input port, V.
    pub vcs: usize,
    /// Flit slots per VC buffer, D.
    pub depth: usize,
    /// Flits per packet, L.
    pub packet_len: usize,
    pub switching: Switching,
    /// Pipeline stages (BW, RC, VA, SA, ST = 5; more stages delay VA).
    pub stages: usize,
    /// The routing algorithm; set with the tables' facts by `fit_tables`.
    mode: Mode,
    /// From the tables: escape VC classes (2 for dateline DOR / Duato on tori).
    escape_classes: usize,
    /// From the tables: packets on an escape VC follow the ring successor (Hamiltonian /
    /// tree-tour rings).
    follow_ring: bool,
    /// Times a packet may leave the escape ring for the adaptive network (livelock limit).
    pub max_misses: u8,
    /// Path-based multicast on layered VCs: leg i of a multicast packet uses VC i, so the
    /// legs' channel dependencies only climb layers (deadlock-free; needs V >= destinations).
    /// Off: the paper's literal scheme, every leg on any VC, which can deadlock (docs/mh.md).
    pub multicast_layers: bool,
    /// Path-based multicast: destinations a head flit lists after its current one (0: unicast
    /// only, no list fields in the header; at most 14, for 15 destinations). The traffic sets
    /// it (`Pattern::list_capacity`); the default flit width grows to hold the list.
    pub list_capacity: usize,
    /// Data bits W per flit (0: 64, or the head flit's header width if wider).
    pub flit_width: u32,
    /// VA cycles a transit head waits for a busy adaptive VC before it may ask for the escape
    /// VC (at most 15: the 4-bit refusal counter saturates there).
    pub escape_patience: u8,
    /// The same for a head at the injection port. Past saturation, injected packets that
    /// take escape VCs at once crowd out transit packets, whose only way forward they are;
    /// making injection wait keeps the escape network for transit (docs/cycle-model.md).
    pub injection_patience: u8,
    /// VA prefers transit packets to injected ones, and on an escape ring packets already on
    /// it to packets entering it (bubble flow control's own rule); an injected packet refused
    /// 15 VA cycles is served like a transit one, so no source starves.
    pub transit_priority: bool,
    /// Arbiters of VA and SA: round robin (default) or matrix (least recently granted).
    pub arbiter: super::arbiter::ArbiterKind,
    /// Cycles from a buffer read to the upstream credit counter's update (1 to 16; BookSim2's
    /// credit channel of a torus takes 2).
    pub credit_delay: u64,
    /// Cycles a flit spends on a channel between two routers (1 to 16): with the output
    /// register and the buffer write, a grant reaches the next buffer `1 + link_delay` cycles
    /// on (`grant_to_arrival`). 2 by default, BookSim2's torus channel; its mesh channel
    /// takes 1 (`--preset booksim` on a mesh).
    pub link_delay: u64,
    /// Derived by `derive_bits`: under wormhole an adaptive VC is allocated only when its
    /// downstream buffer is empty (Duato's condition; `duato`).
    atomic_adaptive: bool,
    /// Parameter bit derived from `mode` by `derive_bits`: the escape VCs form bubble rings
    /// (`bubble`, `pv`, `esv`), so ring entries need the bubble check, an escape VC off the
    /// rings is spare, and ring packets go first in VA. The router's stages branch on this
    /// bit, never on `mode`.
    bubble_check: bool,
    /// Derived by `derive_bits`: each VC's role, fixed wiring per VC index (VC v at index v;
    /// at most 16 VCs).
    vc_roles: [VcRole; 16],
    /// Derived by `derive_bits`: a packet on an escape VC is offered no adaptive port again
    /// (`min-adapt`, as BookSim2's `min_adapt_torus`).
    permanent_escape: bool,
    /// Derived by `derive_bits` (`min-adapt`): VA takes free adaptive and escape VCs alike,
    /// round robin from an accept pointer, as BookSim2's iSLIP allocator does; no patience.
    unordered_choice: bool,
    /// Derived by `derive_bits` (`min-adapt`): a head takes an adaptive VC only with room
    /// downstream for its whole packet (docs/cycle-model.md, "min-adapt").
    adaptive_needs_packet: bool,
    /// Whose choices the router makes where ours and BookSim2's differ (`--preset booksim`
    /// sets `Policy::BookSim2`; the bits it implies are `tie_draw`, `booksim_vcs` and the
    /// derived ones).
    policy: Policy,
    /// Key of the body flits' payload on the wire (`FlitFormat::pack`, `flit::payload_word`):
    /// the run's traffic seed (`--seed`). No router decision reads it; it only fills the data
    /// bits a body flit's index and tag leave, so co-simulation and waveforms see every bit.
    pub payload_seed: u64,
}

/// Whose choices a router makes where ftrouter's router and BookSim2's iq router differ: the
/// one value behind every BookSim2 parity behaviour (docs/cycle-model.md, "`--preset booksim`:
/// BookSim2's iq router").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// The table's parity rule at ties, disjoint VC classes each asked for one VC, Duato's VA.
    Ftrouter,
    /// Ties drawn per packet, BookSim2's VC ranges and requests, min-adapt's grant with any
    /// credits.
    BookSim2,
}

impl RouterParams {
    /// Defaults for a mode and compiled tables, before user overrides.
    pub fn new(
        tables: &CompiledTables,
        vcs: usize,
        depth: usize,
        packet_len: usize,
        switching: Switching,
    ) -> Self {
        RouterParams {
            ports: tables.num_ports,
            vcs,
            depth,
            packet_len,
            switching,
            stages: 5,
            mode: tables.mode,
            escape_classes: tables.escape_classes as usize,
            follow_ring: tables.follow_ring,
            max_misses: 8,
            multicast_layers: true,
            list_capacity: 0,
            flit_width: 0,
            escape_patience: 0,
            injection_patience: 15,
            transit_priority: true,
            arbiter: super::arbiter::ArbiterKind::RoundRobin,
            atomic_adaptive: false,
            credit_delay: 1,
            link_delay: 2,
            bubble_check: false,
            vc_roles: [VcRole::Adaptive; 16],
            permanent_escape: false,
            unordered_choice: false,
            adaptive_needs_packet: false,
            policy: Policy::Ftrouter,
            payload_seed: 0,
        }
        .derived()
    }

    /// The escape VCs form bubble rings (derived from `mode` by `derive_bits`; the router's
    /// stages branch on this bit, never on `mode`).
    #[inline]
    pub fn bubble_check(&self) -> bool {
        self.bubble_check
    }

    /// The routing algorithm.
    #[inline]
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Escape VC classes of the tables (2 for dateline DOR / Duato on tori).
    #[inline]
    pub fn escape_classes(&self) -> usize {
        self.escape_classes
    }

    /// Packets on an escape VC follow the ring successor (the tables' rings say so).
    #[inline]
    pub fn follow_ring(&self) -> bool {
        self.follow_ring
    }

    /// Take the algorithm, port count, escape classes and rings of `tables`, and the bits
    /// they imply.
    pub fn fit_tables(&mut self, tables: &CompiledTables) {
        self.mode = tables.mode;
        self.ports = tables.num_ports;
        self.escape_classes = tables.escape_classes as usize;
        self.follow_ring = tables.follow_ring;
        self.derive_bits();
    }

    /// Wormhole: an adaptive VC is allocated only when its downstream buffer is empty
    /// (derived: `duato`).
    #[inline]
    pub fn atomic_adaptive(&self) -> bool {
        self.atomic_adaptive
    }

    /// The parity policy: ours, or BookSim2's (`apply_booksim_preset`).
    pub fn policy(&self) -> Policy {
        self.policy
    }

    /// Take `policy`'s choices alone (the preset sets more), with the bits it implies.
    pub fn set_policy(&mut self, policy: Policy) {
        self.policy = policy;
        self.derive_bits();
    }

    /// Ties at half a ring follow each packet's own draw (its head flit's `tie` bits) rather
    /// than the table's parity rule: BookSim2's random tie.
    #[inline]
    pub fn tie_draw(&self) -> bool {
        self.policy == Policy::BookSim2
    }

    /// BookSim2's VC use: `dor`'s dateline classes take `dim_order_torus`'s VC ranges (at an
    /// odd VC count one VC serves both classes), a head asks for every VC of its range, and
    /// min-adapt grants its adaptive VC with any credits (docs/cycle-model.md, "VC classes
    /// at any VC count").
    #[inline]
    pub fn booksim_vcs(&self) -> bool {
        self.policy == Policy::BookSim2
    }

    /// A packet on an escape VC is offered no adaptive port again (derived: `min-adapt`).
    #[inline]
    pub fn permanent_escape(&self) -> bool {
        self.permanent_escape
    }

    /// VA takes free adaptive and escape VCs alike from an accept pointer (derived:
    /// `min-adapt`).
    #[inline]
    pub fn unordered_choice(&self) -> bool {
        self.unordered_choice
    }

    /// A head takes an adaptive VC only with room downstream for its whole packet (derived:
    /// `min-adapt`).
    #[inline]
    pub fn adaptive_needs_packet(&self) -> bool {
        self.adaptive_needs_packet
    }

    /// Recompute the parameter bits the router's stages read (`bubble_check`, `vc_roles`,
    /// the allocation rules) from the algorithm, `escape_classes`, `vcs` and the policy;
    /// every setter here calls it, and the fabric once more before building its routers,
    /// after the public fields' overrides (`vcs`).
    pub fn derive_bits(&mut self) {
        let algorithm = self.mode.algorithm();
        let booksim = self.booksim_vcs();
        self.bubble_check = self.mode.uses_rings();
        self.atomic_adaptive = algorithm.atomic_adaptive();
        self.permanent_escape = algorithm.permanent_escape();
        self.unordered_choice = algorithm.unordered_choice(booksim, self.vcs > self.escape_classes);
        self.adaptive_needs_packet = algorithm.adaptive_needs_packet(booksim);
        for vc in VcId::all(self.vc_roles.len()) {
            self.vc_roles[vc.index()] = self.role(vc);
        }
    }

    fn derived(mut self) -> Self {
        self.derive_bits();
        self
    }

    /// The role of VC `vc` as the router reads it: the derived wiring (`role` is its
    /// definition).
    #[inline]
    pub fn vc_role(&self, vc: VcId) -> VcRole {
        self.vc_roles[vc.index()]
    }

    /// BookSim2's iq router with its defaults, as far as they differ from ours
    /// (docs/cycle-model.md lists every option): credits cross a 2-cycle channel, VA is plain
    /// round robin with no transit priority, and injected packets may take escape VCs at once.
    /// Duato keeps atomic allocation of adaptive VCs, without which Duato's protocol can
    /// deadlock. Ties at half a ring are drawn per packet; `dor`'s classes take BookSim2's VC
    /// ranges and requests, min-adapt its grant (`booksim_vcs`). (Its traffic patterns and
    /// the interface's injection channel are the kernel's business.) BookSim2's channels of a
    /// network without rings (a mesh) take 1 cycle, flits and credits alike, where a torus's
    /// take 2 (`short_links`).
    pub fn apply_booksim_preset(&mut self, short_links: bool) {
        let channel = if short_links { 1 } else { 2 };
        self.credit_delay = channel;
        self.link_delay = channel;
        self.transit_priority = false;
        self.escape_patience = 0;
        self.injection_patience = 0;
        // The VC roles and the grant rule follow the policy before anything validates them.
        self.set_policy(Policy::BookSim2);
    }

    /// What BookSim2's VC rule does here that only the cycle model reproduces, for the
    /// refusals of the hardware and behavioral models (with `unordered_choice` under the
    /// preset).
    pub fn booksim_vc_rule(&self) -> String {
        let shared = VcId::all(self.vcs).find(|&vc| self.vc_role(vc) == VcRole::EscapeShared);
        let share = shared.map_or(String::new(), |vc| {
            format!(" (VC {vc} serves both dateline classes)")
        });
        format!(
            "--preset booksim with {} VCs: BookSim2's VA asks for every VC of a class's range{share}",
            self.vcs
        )
    }

    /// Check the combination; errors name the offending value.
    pub fn validate(&self) -> Result<()> {
        if !self.mode.deadlock_free() {
            return Err(Error::input(format!(
                "routing {}: its channel dependency graph has cycles (route --check names one), so no router runs it",
                self.mode
            )));
        }
        limits::VCS.check(self.vcs as u64)?;
        limits::DEPTH.check(self.depth as u64)?;
        limits::PACKET.check(self.packet_len as u64)?;
        limits::STAGES.check(self.stages as u64)?;
        limits::CREDIT_DELAY.check(self.credit_delay)?;
        limits::LINK_DELAY.check(self.link_delay)?;
        limits::ESCAPE_PATIENCE.check(self.escape_patience.into())?;
        limits::INJECTION_PATIENCE.check(self.injection_patience.into())?;
        limits::MAX_MISSES.check(self.max_misses.into())?;
        if self.list_capacity > 14 {
            return Err(Error::input(format!(
                "multicast list of {} further destinations: a head flit lists at most 14 (15 destinations, the 4-bit leg field)",
                self.list_capacity
            )));
        }
        if self.num_input_vcs() > 64 {
            return Err(Error::input(format!(
                "vcs = {}: (ports + 1) x vcs = {} exceeds the 64 input VCs an arbiter request vector holds",
                self.vcs,
                self.num_input_vcs()
            )));
        }
        let needed = self.min_vcs();
        if self.vcs < needed {
            return Err(Error::input(format!(
                "vcs = {}: routing {} needs at least {needed} virtual channels here",
                self.vcs, self.mode
            )));
        }
        if self.adaptive_needs_packet && self.depth < self.packet_len {
            return Err(Error::input(format!(
                "depth = {} flits with {}-flit packets: min-adapt grants its adaptive VC only with room for the whole packet, which this buffer never has, so every packet would take the escape VCs (DOR); use --depth {} or more, or --preset booksim for BookSim2's rule (any credits; it can deadlock)",
                self.depth, self.packet_len, self.packet_len
            )));
        }
        if self.mode.uses_rings() && self.switching != Switching::Vct {
            return Err(Error::input(format!(
                "routing {} uses bubble flow control, which needs --switching vct",
                self.mode
            )));
        }
        if self.switching == Switching::Vct && self.depth < self.packet_len {
            return Err(Error::input(format!(
                "depth = {} flits is smaller than a packet ({} flits): virtual cut-through needs room for a whole packet",
                self.depth, self.packet_len
            )));
        }
        if self.mode.uses_rings() && self.depth < 2 * self.packet_len {
            return Err(Error::input(format!(
                "depth = {} flits: bubble flow control needs room for 2 packets ({} flits) in the escape VC",
                self.depth,
                2 * self.packet_len
            )));
        }
        Ok(())
    }

    fn min_vcs(&self) -> usize {
        self.mode.algorithm().min_vcs(self.escape_classes)
    }

    /// The role the algorithm gives VC `vc` (`vc_role` reads the derived copy).
    fn role(&self, vc: VcId) -> VcRole {
        let booksim = self.booksim_vcs();
        self.mode
            .algorithm()
            .vc_role(vc, self.vcs, self.escape_classes, booksim)
    }

    /// Input VC slots of a router: (P + 1) ports x V.
    pub fn num_input_vcs(&self) -> usize {
        self.layout().len(self.ports + 1)
    }

    /// Writes through the table port that load a router's whole table image in a fabric of
    /// `nodes` routers, one word per cycle (docs/hdl.md, "Tables in memories"): a routing
    /// word per destination, a bubble-check row per port, a configuration word per VC.
    pub fn table_port_writes(&self, nodes: usize) -> usize {
        debug_assert_eq!(self.num_input_vcs(), (self.ports + 1) * self.vcs);
        table_port_writes(nodes, self.ports, self.vcs)
    }

    /// The numbering of the router's (port, VC) pairs.
    #[inline]
    pub fn layout(&self) -> super::VcLayout {
        super::VcLayout::new(self.vcs)
    }

    /// Head-flit cycles from buffer write to switch allocation (RC at +1, VA, SA).
    pub fn head_to_sa(&self) -> u64 {
        self.stages as u64 - 2
    }

    /// Cycles from a switch-allocation grant to the network interface's ejection buffer
    /// (ST, the ejection channel, the write), whatever the links between routers take.
    pub const GRANT_TO_EJECTION: u64 = 3;

    /// Cycles from a switch-allocation grant to the downstream router's buffer write: the
    /// output register (ST), the link, the write (3 with the default 2-cycle link).
    pub fn grant_to_arrival(&self) -> u64 {
        1 + self.link_delay
    }

    /// Cycles a head flit spends per router and link at zero load: stages + 1 link.
    pub fn per_hop(&self) -> u64 {
        self.head_to_sa() + self.grant_to_arrival()
    }
}

/// `RouterParams::table_port_writes` for `nodes` routers of `ports` network ports and `vcs`
/// VCs: what a model without `RouterParams` (the behavioral one) waits for a reload.
pub fn table_port_writes(nodes: usize, ports: usize, vcs: usize) -> usize {
    nodes + (ports + 1) + (ports + 1) * vcs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::table::compile;
    use crate::topology::{Network, Topology};

    /// A `dor` router of the 4x4 torus (two dateline classes) with `vcs` VCs.
    fn dor_params(vcs: usize, preset: bool) -> RouterParams {
        let net = Network::fault_free("torus:4x4".parse::<Topology>().unwrap());
        let tables = compile(&net, Mode::Dor).unwrap();
        let mut params = RouterParams::new(&tables, vcs, 8, 4, Switching::Wormhole);
        if preset {
            params.apply_booksim_preset(false);
        }
        params
    }

    /// BookSim2's `dim_order_torus` written out as its source has it: `vcBegin = 0`,
    /// `vcEnd = vcs - 1`, `available_vcs = (vcEnd - vcBegin + 1) / 2`; partition 0 takes
    /// `vcEnd -= available_vcs`, partition 1 `vcBegin += available_vcs`.
    // Written as BookSim2's source has it, not as `div_ceil`.
    #[allow(clippy::manual_div_ceil)]
    fn booksim_range(vcs: usize, partition: u8) -> std::ops::RangeInclusive<usize> {
        let (begin, end) = (0, vcs - 1);
        let available = (end - begin + 1) / 2;
        if partition == 0 {
            begin..=end - available
        } else {
            begin + available..=end
        }
    }

    #[test]
    fn preset_classes_are_dim_order_torus_ranges_for_2_to_8_vcs() {
        for vcs in 2..=8 {
            let params = dor_params(vcs, true);
            for vc in 0..vcs {
                let role = params.vc_role(VcId::new(vc));
                // Our class 1 is BookSim2's partition 0 (no wrap link), class 0 partition 1.
                for (class, partition) in [(1, 0), (0, 1)] {
                    assert_eq!(
                        role.serves(class),
                        booksim_range(vcs, partition).contains(&vc),
                        "vcs {vcs}, VC {vc}, class {class}"
                    );
                }
            }
            let shared = VcId::all(vcs).filter(|&vc| params.vc_role(vc) == VcRole::EscapeShared);
            assert_eq!(shared.count(), vcs % 2, "vcs {vcs}: one shared VC when odd");
            assert_eq!(
                params.unordered_choice,
                vcs > 2,
                "vcs {vcs}: every VC of the range"
            );
        }
    }

    #[test]
    fn default_classes_are_disjoint_and_the_extra_vc_joins_class_1() {
        for vcs in 2..=16 {
            let params = dor_params(vcs, false);
            let mut count = [0; 2];
            for vc in 0..vcs {
                let role = params.vc_role(VcId::new(vc));
                assert!(
                    role.serves(0) != role.serves(1),
                    "vcs {vcs}, VC {vc}: one class"
                );
                count[usize::from(role.serves(1))] += 1;
                if vcs % 2 == 0 {
                    assert_eq!(
                        role,
                        VcRole::Escape((vc % 2) as u8),
                        "even counts unchanged"
                    );
                }
            }
            assert_eq!(count, [vcs / 2, vcs.div_ceil(2)], "vcs {vcs}");
            assert!(!params.unordered_choice, "vcs {vcs}: one request per head");
        }
    }

    #[test]
    fn min_adapt_refuses_a_buffer_shorter_than_its_packet_unless_booksim() {
        let net = Network::fault_free("torus:4x4".parse::<Topology>().unwrap());
        let tables = compile(&net, Mode::MinAdapt).unwrap();
        let mut params = RouterParams::new(&tables, 4, 4, 8, Switching::Wormhole);
        let err = params.validate().unwrap_err().to_string();
        assert!(err.contains("depth = 4") && err.contains("8-flit"), "{err}");
        params.apply_booksim_preset(false);
        assert!(!params.adaptive_needs_packet);
        params.validate().unwrap();
    }
}
