//! The signals of one traced router: declaration (scopes and widths) and the values of one
//! cycle, read from the router's registers, the decisions of its combinational step (as the
//! fabric computed them for its next clock edge) and its channels.
//!
//! Timing (see docs/waveforms.md): the values shown during cycle t are the registers as they
//! are during t (after the clock edge of t-1), the decisions `comb(t)` computes from them, the
//! flits and credits on the wires during t. Flits arriving in t are written into the buffers
//! at the edge closing t, so they show in the buffer from cycle t+1.

use std::cell::RefCell;

use super::dump::Dumper;
use super::flit_fields::FlitFields;
use super::format::{Filter, Format, STATE_ACTIVE, STATE_IDLE, STATE_ROUTED};
use super::scope::Scoped;
use crate::Result;
use crate::bits::clog2;
use crate::fabric::Fabric;
use crate::router::RouterParams;
use crate::router::VcLayout;
use crate::router::flit::{Flit, FlitFormat};
use crate::router::router::{Decisions, Router, VcState};
use crate::topology::{Dir, Topology};
use crate::topology::{NodeId, PortId, VcId};

const BIN: Format = Format::Binary;
const DEC: Format = Format::Decimal;
const HEX: Format = Format::Hex;
const PORT: Format = Format::Named(Filter::Port);
const IN_VC: Format = Format::Named(Filter::InVc);

/// Per input VC.
struct InVc {
    occupancy: usize,
    head_valid: usize,
    head_flit: usize,
    head_fields: FlitFields,
    state: usize,
    route_mask: usize,
    route_eject: usize,
    out_port: usize,
    out_vc: usize,
    rc_fire: usize,
}

/// Per input port.
struct InPort {
    vcs: Vec<InVc>,
    flit_in_valid: usize,
    flit_in: usize,
    flit_in_fields: FlitFields,
    credit_out_valid: usize,
    credit_out_vc: usize,
    sa_in_ptr: usize,
}

/// Per output VC.
struct OutVc {
    /// None on the ejection port: the network interface always drains.
    credits: Option<usize>,
    /// Utilisation counter (32 bits): flits sent on this output VC's channel during the
    /// measurement phase, the fabric's `vc_flits` (None on the ejection port).
    flits_sent: Option<usize>,
    owner_valid: usize,
    owner: usize,
    va_ptr: usize,
    va_grant_valid: usize,
    va_grant_in_vc: usize,
}

/// Per output port.
struct OutPort {
    vcs: Vec<OutVc>,
    sa_out_ptr: usize,
    sa_grant_valid: usize,
    sa_grant_in_vc: usize,
    flit_out_valid: usize,
    flit_out: usize,
    flit_out_fields: FlitFields,
    credit_in_valid: usize,
    credit_in_vc: usize,
}

/// Everything traced for one router.
pub struct RouterSignals {
    pub node: NodeId,
    /// Scope name, e.g. `r0_1`.
    pub scope: String,
    pub port_names: Vec<String>,
    /// Signal handles of each scope, in declaration order (for the save file).
    pub groups: Vec<(String, Vec<usize>)>,
    occupancy: usize,
    ins: Vec<InPort>,
    outs: Vec<OutPort>,
    /// out_channel[q]: index of the channel leaving port q, if it works.
    out_channel: Vec<Option<usize>>,
    format: FlitFormat,
    /// Per input VC (port-major), routed during the cycle last written: RC fired at the edge
    /// closing it where a VC is routed after the edge and was not before (no other
    /// transition enters `routed`).
    routed_before: RefCell<Vec<bool>>,
}

/// `r` + address with '.' and ':' replaced by '_'.
pub fn scope_name(topo: &Topology, node: NodeId) -> String {
    format!("r{}", topo.format_node(node).replace(['.', ':'], "_"))
}

/// Port labels: `p<index>_d<dim><p|m>`, or `p<index>_d<dim>` where a dimension has one port,
/// and `p<P>_local` for the local (injection / ejection) port.
pub fn port_names(topo: &Topology) -> Vec<String> {
    let ports = topo.ports();
    let mut names: Vec<String> = ports
        .iter()
        .enumerate()
        .map(|(i, port)| {
            let single = ports.iter().filter(|o| o.dim == port.dim).count() == 1;
            let dir = match port.dir {
                _ if single => "",
                Dir::Plus => "p",
                Dir::Minus => "m",
            };
            format!("p{i}_d{}{dir}", port.dim)
        })
        .collect();
    names.push(format!("p{}_local", ports.len()));
    names
}

/// Signal widths of one router's scope.
struct Widths {
    format: FlitFormat,
    /// Network ports P, VCs V.
    ports: usize,
    vcs: usize,
    /// A port number (P + 1 ports), a VC number, an input VC number, an occupancy (0 to D).
    port: u32,
    vc: u32,
    in_vc: u32,
    occupancy: u32,
}

impl Widths {
    fn of(prm: &RouterParams, format: FlitFormat) -> Self {
        let (p, v, d) = (prm.ports, prm.vcs, prm.depth);
        Widths {
            format,
            ports: p,
            vcs: v,
            port: clog2(p + 1).max(1),
            vc: clog2(v).max(1),
            in_vc: clog2(VcLayout::new(v).len(p + 1)).max(1),
            occupancy: clog2(d + 1).max(1),
        }
    }
}

impl InPort {
    /// Scope `<name>` of block `in`: the port's wires and, per VC, `vc<i>`.
    fn declare(sc: &mut Scoped, name: &str, w: &Widths) -> Result<Self> {
        let fw = w.format.width();
        sc.enter(name)?;
        let mut port = InPort {
            vcs: Vec::new(),
            flit_in_valid: sc.wire("flit_in_valid", 1, BIN)?,
            flit_in: sc.wire("flit_in", fw, HEX)?,
            flit_in_fields: FlitFields::declare(sc, "flit_in", &w.format)?,
            credit_out_valid: sc.wire("credit_out_valid", 1, BIN)?,
            credit_out_vc: sc.wire("credit_out_vc", w.vc, DEC)?,
            sa_in_ptr: sc.wire("sa_in_ptr", w.vc, DEC)?,
        };
        for vc in 0..w.vcs {
            sc.enter(&format!("vc{vc}"))?;
            port.vcs.push(InVc {
                occupancy: sc.wire("occupancy", w.occupancy, DEC)?,
                head_valid: sc.wire("head_valid", 1, BIN)?,
                head_flit: sc.wire("head_flit", fw, HEX)?,
                head_fields: FlitFields::declare(sc, "head_flit", &w.format)?,
                state: sc.wire("state", 2, Format::Named(Filter::VcState))?,
                route_mask: sc.wire("route_mask", w.ports as u32, BIN)?,
                route_eject: sc.wire("route_eject", 1, BIN)?,
                out_port: sc.wire("out_port", w.port, PORT)?,
                out_vc: sc.wire("out_vc", w.vc, DEC)?,
                rc_fire: sc.wire("rc_fire", 1, BIN)?,
            });
            sc.leave()?;
        }
        sc.leave()?;
        Ok(port)
    }
}

impl OutPort {
    /// Scope `<name>` of block `out`: the port's wires and, per VC, `vc<i>` (credit and
    /// utilisation counters only on network ports).
    fn declare(sc: &mut Scoped, name: &str, network: bool, w: &Widths) -> Result<Self> {
        sc.enter(name)?;
        let mut port = OutPort {
            vcs: Vec::new(),
            sa_out_ptr: sc.wire("sa_out_ptr", w.port, PORT)?,
            sa_grant_valid: sc.wire("sa_grant_valid", 1, BIN)?,
            sa_grant_in_vc: sc.wire("sa_grant_in_vc", w.in_vc, IN_VC)?,
            flit_out_valid: sc.wire("flit_out_valid", 1, BIN)?,
            flit_out: sc.wire("flit_out", w.format.width(), HEX)?,
            flit_out_fields: FlitFields::declare(sc, "flit_out", &w.format)?,
            credit_in_valid: sc.wire("credit_in_valid", 1, BIN)?,
            credit_in_vc: sc.wire("credit_in_vc", w.vc, DEC)?,
        };
        for vc in 0..w.vcs {
            sc.enter(&format!("vc{vc}"))?;
            let credits = network
                .then(|| sc.wire("credits", w.occupancy, DEC))
                .transpose()?;
            let flits_sent = network
                .then(|| sc.wire("flits_sent", 32, DEC))
                .transpose()?;
            port.vcs.push(OutVc {
                credits,
                flits_sent,
                owner_valid: sc.wire("owner_valid", 1, BIN)?,
                owner: sc.wire("owner", w.in_vc, IN_VC)?,
                va_ptr: sc.wire("va_ptr", w.in_vc, IN_VC)?,
                va_grant_valid: sc.wire("va_grant_valid", 1, BIN)?,
                va_grant_in_vc: sc.wire("va_grant_in_vc", w.in_vc, IN_VC)?,
            });
            sc.leave()?;
        }
        sc.leave()?;
        Ok(port)
    }
}

impl RouterSignals {
    /// Declare the router's scope `<scope>` with its ports and VCs (inside `fabric`).
    pub fn declare(dump: &mut Dumper, fabric: &Fabric, node: NodeId) -> Result<Self> {
        let prm = fabric.params();
        let topo = &fabric.network().topo;
        let w = Widths::of(prm, FlitFormat::for_params(fabric.num_nodes(), prm));
        let scope = scope_name(topo, node);
        let names = port_names(topo);
        let mut groups = Vec::new();
        let mut sc = Scoped {
            dump,
            groups: &mut groups,
            path: vec!["fabric".to_string()],
        };
        sc.enter(&scope)?;
        let occupancy = sc.wire(
            "occupancy",
            clog2((prm.ports + 1) * prm.vcs * prm.depth + 1),
            DEC,
        )?;
        // Block `in`: the input unit (buffers, VC state, RC, SA input arbiters, credits out).
        sc.enter("in")?;
        let ins = names
            .iter()
            .map(|name| InPort::declare(&mut sc, name, &w))
            .collect::<Result<Vec<_>>>()?;
        sc.leave()?;
        // Block `out`: the output unit (output VCs, VA and SA output arbiters, crossbar
        // outputs, credits in).
        sc.enter("out")?;
        let outs = names
            .iter()
            .enumerate()
            .map(|(q, name)| OutPort::declare(&mut sc, name, q < prm.ports, &w))
            .collect::<Result<Vec<_>>>()?;
        sc.leave()?;
        sc.leave()?;
        let out_channel = PortId::all(prm.ports)
            .map(|q| fabric.channels().iter().position(|c| c.from == (node, q)))
            .collect();
        Ok(RouterSignals {
            node,
            scope,
            port_names: names,
            groups,
            occupancy,
            ins,
            outs,
            out_channel,
            format: w.format,
            routed_before: RefCell::new(vec![]),
        })
    }

    /// The signals a reader looks at first, by pipeline stage: (section title, signals).
    pub fn sections(&self) -> Vec<(&'static str, Vec<usize>)> {
        let in_vcs = || self.ins.iter().flat_map(|p| &p.vcs);
        let out_vcs = || self.outs.iter().flat_map(|p| &p.vcs);
        let flits_in = self
            .ins
            .iter()
            .flat_map(|p| {
                let f = &p.flit_in_fields;
                [f.kind, f.dest, f.packet]
            })
            .collect();
        let state = in_vcs().map(|s| s.state).collect();
        let route = in_vcs()
            .flat_map(|s| [s.route_mask, s.route_eject])
            .collect();
        let va = out_vcs()
            .flat_map(|s| [s.va_grant_valid, s.va_grant_in_vc])
            .collect();
        let sa = self
            .outs
            .iter()
            .flat_map(|p| [p.sa_grant_valid, p.sa_grant_in_vc])
            .collect();
        let crossbar = self
            .outs
            .iter()
            .flat_map(|p| {
                let [kind, dest, vc, packet] = p.flit_out_fields.all();
                [kind, dest, vc, packet, p.flit_out]
            })
            .collect();
        let credits = out_vcs().filter_map(|s| s.credits).collect();
        let utilisation = out_vcs().filter_map(|s| s.flits_sent).collect();
        vec![
            ("flits in (BW)", flits_in),
            ("input VC state", state),
            ("route (RC result)", route),
            ("VA grants", va),
            ("SA grants", sa),
            ("crossbar out (ST)", crossbar),
            ("credits", credits),
            ("flits sent per output VC (utilisation)", utilisation),
        ]
    }

    /// The traced router, or None once a fault during the run removed it (its signals then
    /// keep their last values).
    fn router<'f>(&self, fabric: &'f Fabric) -> Option<&'f Router> {
        fabric.router(self.node)
    }

    /// The wire image of a flit, or zeros when there is none.
    fn flit_image(&self, flit: Option<&Flit>) -> crate::bits::Value {
        flit.map_or_else(
            || crate::bits::Value::zero(self.format.width() as usize),
            |f| self.format.pack(f),
        )
    }

    /// Write the registers, decisions and outgoing wires of cycle `now`; the fabric holds the
    /// registers as they are during `now` (its clock edge for `now` has not happened yet).
    pub fn write_cycle(&self, dump: &mut Dumper, fabric: &Fabric, now: u64) -> Result<()> {
        let Some(r) = self.router(fabric) else {
            return Ok(());
        };
        self.write_registers(dump, r)?;
        // The decisions the fabric settled on these registers, which its next edge applies.
        self.write_decisions(dump, r, fabric.decisions(self.node))?;
        self.write_credits_in(dump, fabric, now)
    }

    fn write_registers(&self, dump: &mut Dumper, r: &Router) -> Result<()> {
        dump.set(self.occupancy, r.occupancy() as u128)?;
        let mut routed = self.routed_before.borrow_mut();
        routed.clear();
        for (port, sigs) in self.ins.iter().enumerate() {
            let port = PortId::new(port);
            dump.set(sigs.sa_in_ptr, r.sa_input_priority(port) as u128)?;
            for (vc, s) in sigs.vcs.iter().enumerate() {
                let vc = VcId::new(vc);
                let ivc = r.input_vc(port, vc);
                dump.set(s.occupancy, ivc.len() as u128)?;
                let head = ivc.head();
                dump.set(s.head_valid, head.is_some() as u128)?;
                dump.set_wide(s.head_flit, &self.flit_image(head))?;
                s.head_fields.write(dump, head)?;
                let (state, mask, eject, op, ov) = match *ivc.state() {
                    VcState::Idle => (STATE_IDLE, 0, false, 0, 0),
                    VcState::Routed { route, .. } => (STATE_ROUTED, route.mask, route.eject, 0, 0),
                    VcState::Active {
                        out_port, out_vc, ..
                    } => (STATE_ACTIVE, 0, false, out_port, out_vc.get()),
                };
                dump.set(s.state, state)?;
                routed.push(state == STATE_ROUTED);
                dump.set(s.route_mask, mask as u128)?;
                dump.set(s.route_eject, eject as u128)?;
                dump.set(s.out_port, op as u128)?;
                dump.set(s.out_vc, ov as u128)?;
            }
        }
        for (port, sigs) in self.outs.iter().enumerate() {
            let port = PortId::new(port);
            dump.set(sigs.sa_out_ptr, r.sa_output_priority(port) as u128)?;
            for (vc, s) in sigs.vcs.iter().enumerate() {
                let vc = VcId::new(vc);
                let ovc = r.output_vc(port, vc);
                if let Some(c) = s.credits {
                    dump.set(c, ovc.count() as u128)?;
                }
                dump.set(s.owner_valid, ovc.owner().is_some() as u128)?;
                dump.set(s.owner, ovc.owner().unwrap_or(0) as u128)?;
                dump.set(s.va_ptr, r.va_priority(port, vc) as u128)?;
            }
        }
        Ok(())
    }

    /// RC, VA and SA grants, the flits the switch sends and the credits sent upstream.
    fn write_decisions(&self, dump: &mut Dumper, r: &Router, d: &Decisions) -> Result<()> {
        let lay = r.params().layout();
        let p = r.params().ports;
        for (port, sigs) in self.outs.iter().enumerate() {
            for (vc, s) in sigs.vcs.iter().enumerate() {
                let vc = VcId::new(vc);
                let grant = d.va_grant(lay.index(port, vc));
                dump.set(s.va_grant_valid, grant.is_some() as u128)?;
                dump.set(s.va_grant_in_vc, grant.map_or(0, |g| g.ivc as u128))?;
            }
        }
        let mut credit_out: Vec<Option<usize>> = vec![None; p + 1];
        for (port, sigs) in self.outs.iter().enumerate() {
            let grant = d.sa_grant(port);
            dump.set(sigs.sa_grant_valid, grant.is_some() as u128)?;
            dump.set(sigs.sa_grant_in_vc, grant.unwrap_or(0) as u128)?;
            if let Some((in_port, vc)) = grant.map(|g| lay.split(usize::from(g)))
                && in_port < p
            {
                credit_out[in_port] = Some(vc.index());
            }
        }
        for (sigs, credit) in self.ins.iter().zip(&credit_out) {
            dump.set(sigs.credit_out_valid, credit.is_some() as u128)?;
            dump.set(sigs.credit_out_vc, credit.unwrap_or(0) as u128)?;
        }
        Ok(())
    }

    /// Credits arriving from downstream routers during `now`.
    fn write_credits_in(&self, dump: &mut Dumper, fabric: &Fabric, now: u64) -> Result<()> {
        for (q, sigs) in self.outs.iter().enumerate() {
            let credit = self
                .out_channel
                .get(q)
                .copied()
                .flatten()
                .and_then(|c| fabric.channel_credit_due(c, now));
            dump.set(sigs.credit_in_valid, credit.is_some() as u128)?;
            dump.set(sigs.credit_in_vc, credit.map_or(0, |vc| vc.get()) as u128)?;
        }
        Ok(())
    }

    /// The flits the switch sent during `now`, as the fabric put them on the output wires
    /// (links and the ejection line) at the edge closing `now`: relabelled with their output
    /// VC, hops counted.
    pub fn write_sent(&self, dump: &mut Dumper, fabric: &Fabric, now: u64) -> Result<()> {
        let due = now + fabric.params().grant_to_arrival();
        let ejected = now + RouterParams::GRANT_TO_EJECTION;
        let on_wire = |line: &std::collections::VecDeque<(u64, Flit)>| {
            line.iter().find(|&&(at, _)| at == ejected).map(|&(_, f)| f)
        };
        let lay = fabric.params().layout();
        for (q, sigs) in self.outs.iter().enumerate() {
            if let Some(Some(c)) = self.out_channel.get(q) {
                for (vc, s) in sigs.vcs.iter().enumerate() {
                    let vc = VcId::new(vc);
                    if let Some(counter) = s.flits_sent {
                        dump.set(
                            counter,
                            u128::from(fabric.vc_flits()[lay.index(*c, vc)] as u32),
                        )?;
                    }
                }
            }
            let sent = match self.out_channel.get(q) {
                Some(channel) => channel.and_then(|c| fabric.channel_flit_due(c, due)),
                None => on_wire(fabric.ejection_line(self.node)),
            };
            dump.set(sigs.flit_out_valid, sent.is_some() as u128)?;
            dump.set_wide(sigs.flit_out, &self.flit_image(sent.as_ref()))?;
            sigs.flit_out_fields.write(dump, sent.as_ref())?;
        }
        Ok(())
    }

    /// RC beside BW: `rc_fire` is high during the cycle whose closing edge routed a head (the
    /// flit written into an empty idle VC, or the head behind a tail that left), as the RTL's
    /// `rc_fire`; read off the states after that edge.
    fn write_rc_fired(&self, dump: &mut Dumper, fabric: &Fabric) -> Result<()> {
        let Some(r) = self.router(fabric) else {
            return Ok(());
        };
        let before = self.routed_before.borrow();
        let mut k = 0;
        for (port, sigs) in self.ins.iter().enumerate() {
            for (vc, s) in sigs.vcs.iter().enumerate() {
                let now = matches!(
                    r.input_vc(PortId::new(port), VcId::new(vc)).state(),
                    VcState::Routed { .. }
                );
                let fired = now && !before.get(k).copied().unwrap_or(true);
                dump.set(s.rc_fire, fired as u128)?;
                k += 1;
            }
        }
        Ok(())
    }

    /// Flits arriving during `now` (the fabric has clocked `now`: they are the flits its
    /// router latched at that edge); returns how many.
    pub fn write_arrivals(&self, dump: &mut Dumper, fabric: &Fabric, _now: u64) -> Result<usize> {
        let mut count = 0;
        for (port, sigs) in self.ins.iter().enumerate() {
            // At most one flit per input port and cycle (one link, or the interface).
            let arrived = fabric.latched_flit(self.node, port);
            dump.set(sigs.flit_in_valid, arrived.is_some() as u128)?;
            dump.set_wide(sigs.flit_in, &self.flit_image(arrived.as_ref()))?;
            sigs.flit_in_fields.write(dump, arrived.as_ref())?;
            count += usize::from(arrived.is_some());
        }
        self.write_rc_fired(dump, fabric)?;
        Ok(count)
    }
}
