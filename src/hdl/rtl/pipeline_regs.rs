//! Two pipeline registers of an input VC, each a block of its own: the route RC registers
//! (`RouteRegs`: loaded when a head becomes the front of an idle VC, held while the packet is
//! routed) and the request VA's first stage registers for its second (`VaRequestRegs`: loaded
//! every cycle). docs/cycle-model.md, "Pipeline timing", says what each holds and when.
//!
//! ```text
//!  load, *_in ──► ┌ RouteRegs: eject 1, mask P, escape 1, port PB', esc_class 1, ┐ ──► the route
//!                 └ absorb 1, layered 1, layer 4 (held unless load)          ┘
//!  *_in ────────► ┌ VaRequestRegs: valid 1, vc N (one-hot), misses 4, urgent 1, ┐ ──► the request
//!                 └ bubble 1 (every edge)                                    ┘
//! ```
//!
//! Without escape VCs the port and class registers load zero, and without bubble flow control
//! the bubble flag does: constants Yosys removes, as the storage bits leave them out.

use rust_hdl_core::prelude::*;

use super::{ModuleKind, Param, Reg, Wire};

#[derive(LogicBlock)]
pub struct RouteRegs {
    kind: ModuleKind,
    /// Register the route at the edge (RC fired).
    pub load: Signal<In, Bit>,
    /// RC's route.
    pub eject_in: Wire<In>,
    pub mask_in: Wire<In>,
    pub escape_in: Wire<In>,
    pub port_in: Wire<In>,
    pub esc_class_in: Wire<In>,
    pub absorb_in: Wire<In>,
    pub layered_in: Wire<In>,
    pub layer_in: Wire<In>,
    /// The route registered.
    pub eject: Wire<Out>,
    pub mask: Wire<Out>,
    pub escape: Wire<Out>,
    pub port: Wire<Out>,
    pub esc_class: Wire<Out>,
    pub absorb: Wire<Out>,
    pub layered: Wire<Out>,
    pub layer: Wire<Out>,
    eject_reg: Reg,
    mask_reg: Reg,
    escape_reg: Reg,
    port_reg: Reg,
    esc_class_reg: Reg,
    absorb_reg: Reg,
    layered_reg: Reg,
    layer_reg: Reg,
    /// The router has escape VCs: without, RC's escape port and class are always zero, and
    /// the registers stay zero here too (the parent's constant does not cross into a module).
    escapes: Param,
}

impl RouteRegs {
    /// For `ports` network ports (the mask's width), `port_bits` bits of an escape port, and
    /// whether the router has escape VCs at all.
    pub fn new(ports: usize, port_bits: usize, escapes: bool) -> RouteRegs {
        RouteRegs {
            kind: ModuleKind::new(
                "ftr_route_regs",
                "RC's route register of an input VC: loaded when RC fires, held otherwise.",
            ),
            load: Default::default(),
            eject_in: Wire::new(1),
            mask_in: Wire::new(ports),
            escape_in: Wire::new(1),
            port_in: Wire::new(port_bits),
            esc_class_in: Wire::new(1),
            absorb_in: Wire::new(1),
            layered_in: Wire::new(1),
            layer_in: Wire::new(4),
            eject: Wire::new(1),
            mask: Wire::new(ports),
            escape: Wire::new(1),
            port: Wire::new(port_bits),
            esc_class: Wire::new(1),
            absorb: Wire::new(1),
            layered: Wire::new(1),
            layer: Wire::new(4),
            // Data: the route is read only while the VC is routed (its state register).
            eject_reg: Reg::data(1),
            mask_reg: Reg::data(ports),
            escape_reg: Reg::data(1),
            port_reg: Reg::data(port_bits),
            esc_class_reg: Reg::data(1),
            absorb_reg: Reg::data(1),
            layered_reg: Reg::data(1),
            layer_reg: Reg::data(4),
            escapes: Param::new(1, u64::from(escapes)),
        }
    }
}

crate::stateful!(RouteRegs: eject_reg, mask_reg, escape_reg, port_reg, esc_class_reg, absorb_reg,
    layered_reg, layer_reg);

impl Logic for RouteRegs {
    #[hdl_gen]
    fn update(&mut self) {
        self.eject_reg.d.next = self.eject_reg.q.val();
        self.mask_reg.d.next = self.mask_reg.q.val();
        self.escape_reg.d.next = self.escape_reg.q.val();
        self.port_reg.d.next = self.port_reg.q.val();
        self.esc_class_reg.d.next = self.esc_class_reg.q.val();
        self.absorb_reg.d.next = self.absorb_reg.q.val();
        self.layered_reg.d.next = self.layered_reg.q.val();
        self.layer_reg.d.next = self.layer_reg.q.val();
        if self.load.val() {
            self.eject_reg.d.next = self.eject_in.val();
            self.mask_reg.d.next = self.mask_in.val();
            self.escape_reg.d.next = self.escape_in.val();
            self.port_reg.d.next = self.port_in.val();
            self.esc_class_reg.d.next = self.esc_class_in.val();
            self.absorb_reg.d.next = self.absorb_in.val();
            self.layered_reg.d.next = self.layered_in.val();
            self.layer_reg.d.next = self.layer_in.val();
        }
        if !self.escapes.val().any() {
            self.port_reg.d.next = 0.into();
            self.esc_class_reg.d.next = 0.into();
        }
        self.eject.next = self.eject_reg.q.val();
        self.mask.next = self.mask_reg.q.val();
        self.escape.next = self.escape_reg.q.val();
        self.port.next = self.port_reg.q.val();
        self.esc_class.next = self.esc_class_reg.q.val();
        self.absorb.next = self.absorb_reg.q.val();
        self.layered.next = self.layered_reg.q.val();
        self.layer.next = self.layer_reg.q.val();
    }
}

#[derive(LogicBlock)]
pub struct VaRequestRegs {
    kind: ModuleKind,
    /// VA's first stage: the request to register.
    pub valid_in: Signal<In, Bit>,
    /// The output VC asked for (its index); registered one-hot (N bits): VA's arbiters read
    /// one bit each, with no decoder in front of them.
    pub vc_in: Wire<In>,
    pub misses_in: Wire<In>,
    pub urgent_in: Signal<In, Bit>,
    pub bubble_in: Signal<In, Bit>,
    /// The request the second stage sees (`urgent`: served first; `priority` is a
    /// SystemVerilog keyword).
    pub valid: Signal<Out, Bit>,
    pub vc: Wire<Out>,
    pub misses: Wire<Out>,
    pub urgent: Signal<Out, Bit>,
    pub bubble: Signal<Out, Bit>,
    valid_reg: Reg,
    vc_reg: Reg,
    misses_reg: Reg,
    urgent_reg: Reg,
    bubble_reg: Reg,
    /// `vc_in` one-hot.
    hot: Wire<Local>,
    /// The router checks bubbles: without, the flag is always clear, and stays so here (the
    /// parent's constant does not cross into a module).
    bubbles: Param,
}

impl VaRequestRegs {
    /// For `vcs` output VCs, numbered in `vc_bits` bits, in a router that checks bubbles or not.
    pub fn new(vc_bits: usize, vcs: usize, bubbles: bool) -> VaRequestRegs {
        VaRequestRegs {
            kind: ModuleKind::new(
                "ftr_va_request",
                "The VA request an input VC registers between VA's two stages.",
            ),
            valid_in: Default::default(),
            vc_in: Wire::new(vc_bits),
            misses_in: Wire::new(4),
            urgent_in: Default::default(),
            bubble_in: Default::default(),
            valid: Default::default(),
            vc: Wire::new(vcs),
            misses: Wire::new(4),
            urgent: Default::default(),
            bubble: Default::default(),
            valid_reg: Reg::new(1, 0),
            // Data: read only with the valid bit.
            vc_reg: Reg::data(vcs),
            misses_reg: Reg::data(4),
            urgent_reg: Reg::new(1, 0),
            bubble_reg: Reg::new(1, 0),
            hot: Wire::new(vcs),
            bubbles: Param::new(1, u64::from(bubbles)),
        }
    }
}

crate::stateful!(VaRequestRegs: valid_reg, vc_reg, misses_reg, urgent_reg, bubble_reg);

impl Logic for VaRequestRegs {
    #[hdl_gen]
    fn update(&mut self) {
        self.valid_reg.d.next = self.valid_in.val().into();
        self.hot.next = 1.into();
        self.hot.next = self.hot.val() << self.vc_in.val();
        self.vc_reg.d.next = self.hot.val();
        self.misses_reg.d.next = self.misses_in.val();
        self.urgent_reg.d.next = self.urgent_in.val().into();
        self.bubble_reg.d.next = (self.bubble_in.val() & self.bubbles.val().any()).into();
        self.valid.next = self.valid_reg.q.val().any();
        self.vc.next = self.vc_reg.q.val();
        self.misses.next = self.misses_reg.q.val();
        self.urgent.next = self.urgent_reg.q.val().any();
        self.bubble.next = self.bubble_reg.q.val().any();
    }
}
