//! Toggle coverage of a co-simulation (docs/hdl.md, "Toggle coverage"): every bit of the
//! design's top-level ports, over the rows the testbench drives and checks, seen both as 0
//! and as 1. A bit the design keeps constant is named with the reason, derived from the flit
//! format and the configuration: VC-id bits past the VC count, flit fields whose bound
//! leaves their high bits zero (the destination past the node count, the misses past the
//! livelock limit, the index past the packet length, the packet tag past the largest packet
//! id the run carries, the multicast fields of a unicast run, a head flit's bits past its
//! header), a router's tied node id, the ports of a link that is not there. The verdict
//! reads the flit data bits: the share of those that can toggle which did. Probes (wires
//! read inside the design) are compared but are not ports, so not counted.

use crate::hdl::testbench::{FlitEnd, Port, PortKind, Vectors};
use crate::router::flit::FlitFormat;

/// What bounds each flit field's value in a run, so which data bits can never be 1.
#[derive(Clone, Debug)]
pub struct FlitBounds {
    pub fmt: FlitFormat,
    pub nodes: usize,
    pub vcs: usize,
    /// Largest misses count a packet reaches (the livelock limit on rings; else the counter's).
    pub max_misses: u8,
    /// Largest flit index (the packet length; a closing tail is one further).
    pub max_index: u8,
    /// Largest packet id the run carries.
    pub max_packet: u32,
}

/// What a flit field holds in a run.
#[derive(Clone, Copy, Debug)]
enum Bound {
    Any,
    AtMost(u64),
    Exactly(u64),
}

impl Bound {
    /// Bits of the field that can be 1.
    fn ones(self) -> u64 {
        match self {
            Bound::Any => u64::MAX,
            Bound::AtMost(m) => u64::MAX.checked_shr(m.leading_zeros()).unwrap_or(0),
            Bound::Exactly(n) => n,
        }
    }
}

/// One field of a flit's data: name, offset, width, bound.
type Field = (&'static str, u32, u32, Bound);

/// Fields (name, width, bound) laid end to end from bit 0.
fn place(fields: &[(&'static str, u32, Bound)]) -> Vec<Field> {
    let mut at = 0;
    fields
        .iter()
        .map(|&(name, bits, bound)| {
            at += bits;
            (name, at - bits, bits, bound)
        })
        .collect()
}

impl FlitBounds {
    /// Head and body layouts of the data bits (`FlitFormat::pack`) of flits crossing a port
    /// at `end`.
    fn layouts(&self, end: FlitEnd) -> [Vec<Field>; 2] {
        let f = &self.fmt;
        let list = Bound::AtMost(u64::from(f.list_capacity));
        let tag = Bound::AtMost(u64::from(self.max_packet).min((1u64 << f.packet_bits) - 1));
        let (dest, hops, misses) = match end {
            // A packet leaves the network at its destination; it enters with no hop.
            FlitEnd::Ejected(node) => (Bound::Exactly(node.into()), Bound::Any, self.misses()),
            FlitEnd::Injected => (self.dest(), Bound::Exactly(0), Bound::Exactly(0)),
            FlitEnd::Any => (self.dest(), Bound::Any, self.misses()),
        };
        let head = place(&[
            ("dest", f.dest_bits, dest),
            ("hops", f.hops_bits, hops),
            ("misses", f.misses_bits, misses),
            ("packet tag", f.packet_bits, tag),
            ("leg", f.leg_bits, list),
            ("more", f.more_bits, list),
            ("list", f.list_bits(), Bound::Any),
            (
                "past the header",
                f.data_bits.saturating_sub(f.header_bits()),
                Bound::Exactly(0),
            ),
        ]);
        let body = place(&[
            ("index", f.index_bits, Bound::AtMost(self.max_index.into())),
            ("packet tag", f.packet_bits, tag),
            (
                "payload",
                f.data_bits.saturating_sub(f.payload_offset()),
                Bound::Any,
            ),
        ]);
        [head, body]
    }

    fn dest(&self) -> Bound {
        Bound::AtMost(self.nodes.saturating_sub(1) as u64)
    }

    fn misses(&self) -> Bound {
        Bound::AtMost(self.max_misses.into())
    }

    /// Why data bit `d` of flits crossing a port at `end` is 0 in every flit (head and body
    /// alike), or None if it can be 1.
    pub fn constant_data_bit(&self, d: u32, end: FlitEnd) -> Option<String> {
        let mut why = Vec::new();
        for (kind, fields) in ["head", "body"].into_iter().zip(self.layouts(end)) {
            let (name, at, _, bound) = fields
                .into_iter()
                .find(|&(_, at, bits, _)| (at..at + bits).contains(&d))?;
            let b = d - at;
            if b < 64 && bound.ones() >> b & 1 == 1 {
                return None;
            }
            why.push(match (name, bound) {
                ("past the header", _) => format!("{kind}: past the header"),
                ("packet tag", Bound::AtMost(m)) => format!("{kind}: packet tag above packet {m}"),
                (_, Bound::AtMost(m)) => format!("{kind}: {name} at most {m}"),
                (_, Bound::Exactly(n)) => format!("{kind}: {name} {n}"),
                (_, Bound::Any) => format!("{kind}: {name}"),
            });
        }
        Some(why.join(", "))
    }

    /// Why bit `b` of a VC id is 0 in every flit, or None.
    pub fn constant_vc_bit(&self, b: u32) -> Option<String> {
        (self.vcs.saturating_sub(1) >> b == 0).then(|| format!("VC id at most {}", self.vcs - 1))
    }
}

/// What makes a bit constant by design for one set of vectors.
#[derive(Clone, Debug)]
pub struct Excuses {
    pub flits: FlitBounds,
    /// Router vectors: the network ports whose link in (bit p) or out is missing.
    pub no_link_in: u64,
    pub no_link_out: u64,
}

impl Excuses {
    /// Why bit `b` of `port` never changes by design, or None.
    pub fn reason(&self, port: &Port, b: u32) -> Option<String> {
        if let Some(why) = self.missing_link(&port.name) {
            return Some(why);
        }
        match port.kind {
            PortKind::Tied => Some("tied to the router's node id".into()),
            PortKind::Vc => self.flits.constant_vc_bit(b),
            PortKind::Flit(end) if b >= 2 => self.flits.constant_data_bit(b - 2, end),
            _ => None,
        }
    }

    /// A router port of a link that is not there: nothing arrives or leaves on it.
    fn missing_link(&self, name: &str) -> Option<String> {
        let (base, p) = name.rsplit_once(crate::hdl::rtl::emit::SEP)?;
        let p: u32 = p.parse().ok()?;
        let (mask, way) = match base {
            "flit_in" | "flit_in_vc" | "credit_out_vc" => (self.no_link_in, "into"),
            "flit_out" | "flit_out_vc" | "credit_in_vc" => (self.no_link_out, "out of"),
            _ => return None,
        };
        (p < 64 && mask >> p & 1 == 1).then(|| format!("no link {way} port {p}"))
    }
}

/// The toggle coverage of one set of vectors.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Coverage {
    /// Port bits counted, and those seen both 0 and 1.
    pub bits: usize,
    pub toggled: usize,
    /// Flit data bits (every flit port's bits past head and tail), toggled, and those that
    /// cannot toggle by design.
    pub data_bits: usize,
    pub data_toggled: usize,
    pub data_constant: usize,
    /// Bits that never toggled and are constant by design: (bits, reason), consecutive bits
    /// of a port with one reason as one range (`flit_out__0[39:33]`).
    pub by_design: Vec<(String, String)>,
    /// Flit data bits that never toggled and could have: the verdict's failures.
    pub untoggled_data: Vec<String>,
    /// Other bits that never toggled (valid masks, the fault and table inputs of a run
    /// without faults).
    pub untoggled_other: Vec<String>,
}

impl Coverage {
    /// Percentage of the flit data bits that can toggle which did (100 when none can).
    pub fn data_percent(&self) -> f64 {
        let can = self.data_bits - self.data_constant;
        if can == 0 {
            100.0
        } else {
            100.0 * self.data_toggled as f64 / can as f64
        }
    }

    /// The data bits' coverage reaches `threshold` percent: `cosim`'s verdict.
    pub fn covers(&self, threshold: f64) -> bool {
        self.data_percent() >= threshold
    }

    /// Percentage of all port bits that toggled.
    pub fn percent(&self) -> f64 {
        if self.bits == 0 {
            100.0
        } else {
            100.0 * self.toggled as f64 / self.bits as f64
        }
    }
}

/// The toggle coverage of `vectors`' ports, with `excuses` naming the bits constant by design.
pub fn toggle_coverage(vectors: &Vectors, excuses: &Excuses) -> Coverage {
    let (ins, outs) = vectors.toggled();
    let mut cov = Coverage::default();
    let mut ranges = Ranges::default();
    for (ports, seen) in [(&vectors.inputs, &ins), (&vectors.outputs, &outs)] {
        let mut at = 0;
        for port in ports {
            let bits = port.bits as usize;
            // An empty vector set has no rows: nothing seen.
            let base = at;
            let toggled = |b: usize| seen.get(base + b).is_some_and(|x| *x);
            at += bits;
            if port.probe {
                continue;
            }
            for b in 0..bits {
                let data = matches!(port.kind, PortKind::Flit(_)) && b >= 2;
                let on = toggled(b);
                cov.bits += 1;
                cov.toggled += usize::from(on);
                let why = (!on).then(|| excuses.reason(port, b as u32)).flatten();
                if data {
                    cov.data_bits += 1;
                    cov.data_toggled += usize::from(on);
                    cov.data_constant += usize::from(why.is_some());
                }
                let list = match (on, &why, data) {
                    (true, ..) => None,
                    (false, Some(_), _) => Some(List::ByDesign),
                    (false, None, true) => Some(List::Data),
                    (false, None, false) => Some(List::Other),
                };
                ranges.push(list.map(|l| (l, port.name.as_str(), b, why.unwrap_or_default())));
            }
            ranges.push(None);
        }
    }
    ranges.finish(&mut cov);
    cov
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum List {
    ByDesign,
    Data,
    Other,
}

/// Consecutive untoggled bits of one port with one reason, gathered into ranges.
#[derive(Default)]
struct Ranges {
    open: Option<(List, String, usize, usize, String)>,
    done: Vec<(List, String, String)>,
}

impl Ranges {
    fn push(&mut self, bit: Option<(List, &str, usize, String)>) {
        if let (Some((l, name, _, hi, why)), Some((l2, name2, b, why2))) = (&mut self.open, &bit)
            && l == l2
            && name == name2
            && *hi + 1 == *b
            && why == why2
        {
            *hi = *b;
            return;
        }
        self.close();
        self.open = bit.map(|(l, name, b, why)| (l, name.to_string(), b, b, why));
    }

    fn close(&mut self) {
        if let Some((l, name, lo, hi, why)) = self.open.take() {
            let bits = if lo == hi {
                format!("{name}[{lo}]")
            } else {
                format!("{name}[{hi}:{lo}]")
            };
            self.done.push((l, bits, why));
        }
    }

    fn finish(mut self, cov: &mut Coverage) {
        self.close();
        for (l, bits, why) in self.done {
            match l {
                List::ByDesign => cov.by_design.push((bits, why)),
                List::Data => cov.untoggled_data.push(bits),
                List::Other => cov.untoggled_other.push(bits),
            }
        }
    }
}

/// The bounds of `fabric`'s flits in run `cfg` whose largest packet id is `max_packet`.
pub fn flit_bounds(
    fabric: &crate::fabric::Fabric,
    cfg: &crate::workload::SimConfig,
    max_packet: u32,
) -> FlitBounds {
    let flits = match &cfg.pattern {
        crate::workload::Pattern::Trace(records) => records.iter().map(|r| r.flits).max(),
        _ => Some(fabric.params().packet_len),
    };
    // A link cut during the run closes a packet with a tail one flit further.
    let cut = usize::from(!cfg.faults.events.is_empty());
    let params = fabric.params();
    FlitBounds {
        fmt: crate::hdl::shape::flit_format(fabric),
        nodes: fabric.num_nodes(),
        vcs: params.vcs,
        max_misses: if params.bubble_check() {
            params.max_misses
        } else {
            // The 4-bit counter saturates.
            15
        },
        max_index: (flits.unwrap_or(1) + cut).saturating_sub(1).min(255) as u8,
        max_packet,
    }
}

/// The largest packet id among the flits of `edges` (in and out).
pub fn max_packet(edges: &[crate::hdl::vectors::Edge]) -> u32 {
    let flits = |mask: u64, flits: &[crate::router::Flit]| {
        crate::bits::set_bits(mask)
            .filter_map(|p| flits.get(p).map(|f| f.packet))
            .max()
            .unwrap_or(0)
    };
    edges
        .iter()
        .map(|e| {
            let i = flits(e.inputs.flit_valid, &e.inputs.flit_in);
            i.max(flits(e.outputs.flit_valid, &e.outputs.flit_out))
        })
        .max()
        .unwrap_or(0)
}

/// The excuses of router `node`'s vectors (None: a whole fabric's, whose ports are the
/// interfaces, every one with its link), as `flit_bounds`.
pub fn excuses(
    fabric: &crate::fabric::Fabric,
    cfg: &crate::workload::SimConfig,
    node: Option<crate::topology::NodeId>,
    max_packet: u32,
) -> Excuses {
    let mut e = Excuses {
        flits: flit_bounds(fabric, cfg, max_packet),
        no_link_in: 0,
        no_link_out: 0,
    };
    if let Some(v) = node {
        let net = &fabric.network();
        for p in net.port_ids() {
            // Input p is the far end of the neighbour's channel back through port p's link.
            let back = net
                .link(v, p)
                .is_some_and(|w| net.port_ids().any(|q| net.link(w, q) == Some(v)));
            e.no_link_in |= u64::from(!back) << p.index();
            e.no_link_out |= u64::from(net.link(v, p).is_none()) << p.index();
        }
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(bits: &[(u32, u128)]) -> Vec<crate::bits::Value> {
        bits.iter()
            .map(|&(w, x)| crate::bits::Value::from_u128(w as usize, x))
            .collect()
    }

    fn bounds(max_packet: u32) -> FlitBounds {
        FlitBounds {
            fmt: FlitFormat::new(64, 2, 64),
            nodes: 64,
            vcs: 2,
            max_misses: 2,
            max_index: 4,
            max_packet,
        }
    }

    /// A 64-node, 2-VC, 64-bit format: 6 dest bits, tag at 18 in a head and at 8 in a body.
    #[test]
    fn data_bits_are_constant_only_where_head_and_body_both_keep_them_zero() {
        let b = bounds(1000); // 10 tag bits
        // Dest bit 5 can be 1 (node 63).
        assert_eq!(b.constant_data_bit(5, FlitEnd::Any), None);
        // Bit 16: head misses bit 2 (limit 2), body tag bit 8 (packet 256 and above).
        assert_eq!(b.constant_data_bit(16, FlitEnd::Any), None);
        // Bit 33: head tag bit 15, body tag bit 25: neither with packets up to 1000.
        let why = b.constant_data_bit(33, FlitEnd::Any).unwrap();
        assert!(why.contains("head: packet tag above packet 1000"), "{why}");
        assert!(why.contains("body: packet tag"), "{why}");
        // Bit 40 and up: a body's payload.
        assert_eq!(b.constant_data_bit(40, FlitEnd::Any), None);
        assert_eq!(b.constant_data_bit(63, FlitEnd::Any), None);
        // More packets: bit 33 (head tag bit 15) can be 1.
        assert_eq!(bounds(40_000).constant_data_bit(33, FlitEnd::Any), None);
        // Past the data: never asked, but not a panic.
        assert!(b.constant_data_bit(64, FlitEnd::Any).is_none());
        // At the ejection port of node 9 (0b001001) a head's dest is 9: data bit 4 is dest
        // bit 4 there and body index bit 4 (packets of 4 flits); bit 3 is set in 9.
        let why = b.constant_data_bit(4, FlitEnd::Ejected(9)).unwrap();
        assert_eq!(why, "head: dest 9, body: index at most 4");
        assert_eq!(b.constant_data_bit(3, FlitEnd::Ejected(9)), None);
        assert_eq!(b.constant_data_bit(4, FlitEnd::Any), None);
        // Injected heads have no hop yet: data bit 6 is hops bit 0 and body index bit 6.
        assert!(b.constant_data_bit(6, FlitEnd::Injected).is_some());
        assert_eq!(b.constant_data_bit(6, FlitEnd::Any), None);
        assert_eq!(b.constant_vc_bit(0), None);
        assert!(bounds(1).constant_vc_bit(1).is_some());
    }

    /// Hand-made vectors: a VC port whose bit 1 is past the VC count, a flit port whose data
    /// bit 35 (head and body tag bits past the packets) never rises and whose payload bit 50
    /// never rises although it could, and a valid bit that never rises.
    #[test]
    fn the_coverage_names_constant_bits_and_excuses_only_those_by_design() {
        let fmt = FlitFormat::new(64, 2, 64);
        let fb = 2 + fmt.data_bits;
        let mut v = Vectors::new(
            vec![
                Port::new("valid", 1),
                Port::new("vc", 2).of_kind(PortKind::Vc),
            ],
            vec![Port::new("flit", fb).of_kind(PortKind::Flit(FlitEnd::Any))],
            true,
        );
        // Every flit bit toggles but data bits 35 (stored 37) and 50 (stored 52).
        let all = (1u128 << fb) - 1;
        let flit = all & !(1 << 37) & !(1 << 52);
        v.push(&row(&[(1, 0), (2, 1)]), &row(&[(fb, flit)]));
        v.push(&row(&[(1, 0), (2, 0)]), &row(&[(fb, 0)]));
        let excuses = Excuses {
            flits: FlitBounds {
                vcs: 2,
                ..bounds(1000)
            },
            no_link_in: 0,
            no_link_out: 0,
        };
        let cov = toggle_coverage(&v, &excuses);
        assert_eq!(cov.bits, 1 + 2 + fb as usize);
        assert_eq!(cov.data_bits, 64);
        assert_eq!(cov.data_toggled, 62);
        assert_eq!(cov.untoggled_data, vec!["flit[52]".to_string()]);
        assert_eq!(cov.data_constant, 1);
        let names: Vec<&str> = cov.by_design.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["vc[1]", "flit[37]"]);
        assert!(cov.by_design[1].1.contains("packet tag"), "{cov:?}");
        assert_eq!(cov.untoggled_other, vec!["valid[0]".to_string()]);
        assert!((cov.data_percent() - 100.0 * 62.0 / 63.0).abs() < 1e-9);
        // Packets up to 40,000: data bit 33 (stored 35) is head tag bit 15, which packets
        // from 32,768 set, so it is no longer excused when it stays 0.
        let flit = all & !(1 << 35);
        let mut w = Vectors::new(vec![], v.outputs.clone(), true);
        w.push::<crate::bits::Value>(&[], &row(&[(fb, flit)]));
        w.push::<crate::bits::Value>(&[], &row(&[(fb, 0)]));
        let more = Excuses {
            flits: bounds(40_000),
            ..excuses
        };
        let cov = toggle_coverage(&w, &more);
        assert_eq!(cov.untoggled_data, vec!["flit[35]".to_string()]);
        assert_eq!(cov.data_constant, 0);
    }

    /// A router port without its link is excused whole; consecutive bits form one range.
    #[test]
    fn a_missing_link_excuses_its_ports_as_one_range() {
        let mut v = Vectors::new(
            vec![Port::new("flit_in__1", 66).of_kind(PortKind::Flit(FlitEnd::Any))],
            vec![],
            true,
        );
        v.push::<crate::bits::Value>(&row(&[(66, 0)]), &[]);
        let e = Excuses {
            flits: bounds(1000),
            no_link_in: 0b10,
            no_link_out: 0,
        };
        let cov = toggle_coverage(&v, &e);
        assert_eq!(
            cov.by_design,
            vec![(
                "flit_in__1[65:0]".to_string(),
                "no link into port 1".to_string()
            )]
        );
        assert_eq!(cov.data_percent(), 100.0);
        // With the link, only the tag bits past packet 1000 are excused (data bits 28 to
        // 39: head tag bits 10 to 21, body tag bits 20 to 31).
        let cov = toggle_coverage(&v, &Excuses { no_link_in: 0, ..e });
        assert_eq!(cov.by_design.len(), 1, "{cov:?}");
        assert_eq!(cov.by_design[0].0, "flit_in__1[41:30]");
        assert_eq!(
            cov.untoggled_data,
            ["flit_in__1[29:2]", "flit_in__1[65:42]"]
        );
        assert_eq!(cov.untoggled_other, ["flit_in__1[1:0]"]);
    }
}
