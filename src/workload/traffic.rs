//! Traffic patterns and trace files.

use super::permutation::Permutation;
use crate::router::params::MAX_MULTICAST_DESTS;
use crate::topology::{Kind, NodeId, Topology};
use crate::{Error, Result};
use rand::Rng;

/// Where packets go.
#[derive(Clone, Debug, PartialEq)]
pub enum Pattern {
    /// Uniformly random among the other healthy nodes.
    Uniform,
    /// Uniformly random among all healthy nodes, the source included (BookSim2's `uniform`:
    /// a packet to its own node enters the router and is ejected there).
    UniformSelf,
    /// Coordinates reversed (2-D: (x, y) -> (y, x)); hypercube: address halves swapped. Nodes
    /// that are their own transpose (the diagonal) send nothing.
    Transpose,
    /// Transpose with the diagonal's packets sent to their own node (BookSim2's `transpose`:
    /// such a packet enters the router and is ejected there).
    TransposeSelf,
    /// Every coordinate complemented: c -> k - 1 - c (hypercube: all bits flipped).
    BitComplement,
    /// A fraction of packets to one node, the rest uniform. `self_too` (BookSim2's hotspot,
    /// `--preset booksim`): the hot node sends to itself too, and the rest is `UniformSelf`.
    Hotspot {
        node: NodeId,
        fraction: f64,
        self_too: bool,
    },
    /// Every node to one node of a permutation (`dests`, index = source). `self_too`
    /// (BookSim2's meaning, `--preset booksim`): a node the permutation maps to itself sends
    /// to itself; otherwise it sends nothing, as our `transpose`.
    Permutation {
        rule: Permutation,
        dests: Vec<NodeId>,
        self_too: bool,
    },
    /// Packets from a CSV trace.
    Trace(Vec<TraceRecord>),
    /// Path-based multicast (MH-UD): every packet to `count` distinct random healthy nodes.
    Multicast { count: usize },
}

/// One line of a trace: `cycle,source,destination,flits`. A multicast line lists its
/// destinations separated by `;` (`0,1:110,0:001;2:000,4`): the first is `dest`, the others
/// `more` (mh-ud only; they travel in UD-list order whatever order the trace gives).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TraceRecord {
    pub cycle: u64,
    pub source: NodeId,
    pub dest: NodeId,
    pub flits: usize,
    pub more: Vec<NodeId>,
}

impl TraceRecord {
    /// Every destination of the line.
    pub fn dests(&self) -> Vec<NodeId> {
        std::iter::once(self.dest)
            .chain(self.more.iter().copied())
            .collect()
    }
}

impl Pattern {
    /// Destinations a head flit must list after its first one for this traffic: the router's
    /// `list_capacity` (0 for unicast traffic).
    pub fn list_capacity(&self) -> usize {
        match self {
            Pattern::Multicast { count } => count.saturating_sub(1),
            Pattern::Trace(records) => records.iter().map(|r| r.more.len()).max().unwrap_or(0),
            _ => 0,
        }
    }

    /// What a traffic name means under `--preset booksim`: BookSim2's pattern of that name
    /// (`uniform` draws the source too, `transpose` and `bitcomp` are bit operations on the
    /// node id, `hotspot:ADDR` sends every packet to ADDR, the hot node's own included, and
    /// a node a permutation maps to itself sends to itself), or ours where BookSim2 has no
    /// such name (`uniform-self`, `transpose-self`, `multicast:K`, `trace:FILE`).
    pub fn parse_booksim(text: &str, topo: &Topology) -> Result<Self> {
        crate::error::refuse_outer_space("traffic", text)?;
        let permutation = |rule: Permutation| {
            Ok(Pattern::Permutation {
                rule,
                dests: rule.destinations(topo)?,
                self_too: true,
            })
        };
        let (name, arg) = split(text);
        match (name, arg) {
            ("uniform", None) => Ok(Pattern::UniformSelf),
            ("transpose", None) => permutation(Permutation::BitTranspose),
            ("bitcomp", None) => permutation(Permutation::BitComplement),
            ("hotspot", None) => Err(Error::input(
                "traffic hotspot under --preset booksim: BookSim2 draws the hot node from its own generator; name it, hotspot:ADDR (every packet to ADDR) or hotspot:ADDR:FRACTION",
            )),
            ("hotspot", Some(rest)) => match Pattern::parse(text, topo)? {
                Pattern::Hotspot { node, fraction, .. } => Ok(Pattern::Hotspot {
                    node,
                    // `hotspot:ADDR` alone is BookSim2's hotspot(ADDR): every packet.
                    fraction: if topo.parse_node(rest).is_ok() {
                        1.0
                    } else {
                        fraction
                    },
                    self_too: true,
                }),
                _ => unreachable!("a hotspot parses as one"),
            },
            _ => match Permutation::parse(name, arg) {
                Some(rule) => permutation(rule?),
                None => Pattern::parse(text, topo),
            },
        }
    }

    /// Parse `uniform`, `uniform-self`, `transpose`, `transpose-self`, `bitcomp`,
    /// `hotspot[:ADDR[:FRACTION]]`, the permutations `bitrev`, `shuffle`, `tornado`,
    /// `neighbor`, `randperm[:SEED]`, `multicast:K`, `trace:FILE`: our meanings.
    pub fn parse(text: &str, topo: &Topology) -> Result<Self> {
        crate::error::refuse_outer_space("traffic", text)?;
        let (name, arg) = split(text);
        if let Some(rule) = Permutation::parse(name, arg) {
            let rule = rule?;
            return Ok(Pattern::Permutation {
                rule,
                dests: rule.destinations(topo)?,
                self_too: false,
            });
        }
        match (name, arg) {
            ("uniform", None) => Ok(Pattern::Uniform),
            ("uniform-self", None) => Ok(Pattern::UniformSelf),
            ("transpose", None) => transposable(topo, name).map(|()| Pattern::Transpose),
            ("transpose-self", None) => transposable(topo, name).map(|()| Pattern::TransposeSelf),
            ("bitcomp", None) => Ok(Pattern::BitComplement),
            ("hotspot", rest) => {
                let (addr, frac) = match rest {
                    None => (None, 0.1),
                    Some(r) => match r.rsplit_once(':') {
                        Some((a, f)) if f.parse::<f64>().is_ok() && topo.parse_node(a).is_ok() => {
                            (Some(a), f.parse().expect("checked"))
                        }
                        _ => (Some(r), 0.1),
                    },
                };
                let node = addr.map_or(Ok(NodeId::new(0)), |a| topo.parse_node(a))?;
                if !(0.0..=1.0).contains(&frac) {
                    return Err(Error::input(format!(
                        "hotspot fraction {frac} is not within 0..1"
                    )));
                }
                Ok(Pattern::Hotspot {
                    node,
                    fraction: frac,
                    self_too: false,
                })
            }
            ("trace", Some(path)) => Ok(Pattern::Trace(read_trace(path, topo)?)),
            ("multicast", Some(k)) => {
                let count: usize = k.parse().map_err(|_| {
                    Error::input(format!("multicast destinations {k:?} is not a number"))
                })?;
                if count == 0 || count > MAX_MULTICAST_DESTS || count >= topo.num_nodes() {
                    return Err(Error::input(format!(
                        "multicast:{count}: need 1 to 15 destinations, fewer than the {} nodes",
                        topo.num_nodes()
                    )));
                }
                Ok(Pattern::Multicast { count })
            }
            _ => Err(Error::input(format!(
                "traffic {text:?}: use uniform, uniform-self, transpose, transpose-self, bitcomp, hotspot[:ADDR[:FRACTION]], bitrev, shuffle, tornado, neighbor, randperm[:SEED], multicast:K or trace:FILE"
            ))),
        }
    }

    /// Destination of a packet from `src` (None: the pattern sends nothing from here).
    pub fn dest(
        &self,
        topo: &Topology,
        healthy: &[NodeId],
        src: NodeId,
        rng: &mut impl Rng,
    ) -> Option<NodeId> {
        let d = match self {
            Pattern::Uniform => uniform_other(healthy, src, rng)?,
            Pattern::UniformSelf => {
                return healthy.get(rng.gen_range(0..healthy.len().max(1))).copied();
            }
            Pattern::Transpose => transpose(topo, src),
            Pattern::TransposeSelf => return Some(transpose(topo, src)),
            Pattern::BitComplement => {
                let coords: Vec<usize> = (0..topo.num_dims())
                    .map(|d| topo.radix(d) - 1 - topo.coord(src, d))
                    .collect();
                topo.node_at(&coords)
            }
            Pattern::Hotspot {
                node,
                fraction,
                self_too,
            } => {
                if rng.r#gen::<f64>() < *fraction {
                    return (*self_too || *node != src).then_some(*node);
                } else if *self_too {
                    return healthy.get(rng.gen_range(0..healthy.len().max(1))).copied();
                } else {
                    uniform_other(healthy, src, rng)?
                }
            }
            Pattern::Permutation {
                dests, self_too, ..
            } => {
                let d = dests[src.index()];
                return (*self_too || d != src).then_some(d);
            }
            Pattern::Trace(_) | Pattern::Multicast { .. } => return None,
        };
        (d != src).then_some(d)
    }
}

/// `NAME` or `NAME:ARG`.
fn split(text: &str) -> (&str, Option<&str>) {
    text.split_once(':')
        .map_or((text, None), |(a, b)| (a, Some(b)))
}

fn uniform_other(healthy: &[NodeId], src: NodeId, rng: &mut impl Rng) -> Option<NodeId> {
    if healthy.len() < 2 {
        return None;
    }
    loop {
        let d = healthy[rng.gen_range(0..healthy.len())];
        if d != src {
            return Some(d);
        }
    }
}

/// Transpose swaps the coordinates end for end: defined on a hypercube (its address bits) and
/// on a torus or mesh whose dimensions all have one radix; a 4x3 torus or a mesh-hypercube has
/// no transpose.
fn transposable(topo: &Topology, name: &str) -> Result<()> {
    let square = (1..topo.num_dims()).all(|d| topo.radix(d) == topo.radix(0));
    match topo.kind() {
        Kind::Hypercube => Ok(()),
        Kind::Torus | Kind::UTorus | Kind::Mesh if square => Ok(()),
        Kind::Torus | Kind::UTorus | Kind::Mesh => Err(Error::input(format!(
            "traffic {name}: {topo} has dimensions of different radices, so a node's transposed coordinates are no node of it (use one radix in every dimension)"
        ))),
        Kind::MeshHypercube => Err(Error::input(format!(
            "traffic {name}: {topo} is a mesh-hypercube, whose mesh row and cube bits have no transpose (use it on a torus or a hypercube)"
        ))),
    }
}

fn transpose(topo: &Topology, src: NodeId) -> NodeId {
    if topo.kind() == Kind::Hypercube {
        let n = topo.num_dims();
        let half = n / 2;
        let src = src.index();
        let lo = src & ((1 << half) - 1);
        let hi = src >> (n - half);
        let mid = src & !((1 << half) - 1) & ((1 << (n - half)) - 1);
        return NodeId::new((lo << (n - half)) | mid | hi);
    }
    let coords: Vec<usize> = (0..topo.num_dims())
        .rev()
        .map(|d| topo.coord(src, d))
        .collect();
    // One radix in every dimension (`transposable`): the reversed coordinates are a node.
    topo.node_at(&coords)
}

/// Longest packet: the flit's index field is 8 bits.
pub const MAX_PACKET_FLITS: usize = 256;

/// A multicast list names distinct nodes other than the source, at most the 4-bit leg
/// field's 15 (anything else would be dropped or wrap around mid-run).
fn check_multicast_list(
    source: NodeId,
    dest: NodeId,
    more: &[NodeId],
    topo: &Topology,
) -> std::result::Result<(), String> {
    let max = MAX_MULTICAST_DESTS;
    if 1 + more.len() > max {
        return Err(format!(
            "{} destinations exceed the limit of {max}",
            1 + more.len()
        ));
    }
    let mut seen = std::collections::BTreeSet::from([source]);
    for &d in std::iter::once(&dest).chain(more) {
        if !seen.insert(d) {
            let why = if d == source {
                "is the source"
            } else {
                "is listed twice"
            };
            return Err(format!(
                "multicast destination {} {why}",
                topo.format_node(d)
            ));
        }
    }
    Ok(())
}

/// The longest trace line read, in bytes: a multicast line to thousands of destinations fits
/// many times over; a file without line breaks (a disk image, zeros) is refused at this
/// length instead of being read whole into memory.
pub const MAX_TRACE_LINE_BYTES: usize = 65_536;

/// Open a trace: only a regular file. A device never ends (`/dev/zero`, `/dev/urandom`) and a
/// FIFO blocks the open until a writer comes; both are refused before opening.
fn open_trace(path: &str) -> Result<std::fs::File> {
    let cannot = |e: std::io::Error| Error::input(format!("trace file {path:?}: {e}"));
    if !std::fs::metadata(path).map_err(cannot)?.is_file() {
        return Err(Error::input(format!(
            "trace file {path:?}: not a regular file"
        )));
    }
    std::fs::File::open(path).map_err(cannot)
}

/// Call `each` with every line of the trace and its number, streaming: each line at most
/// `MAX_TRACE_LINE_BYTES` long; text that is not UTF-8 is refused with the line's number.
fn for_each_trace_line(path: &str, mut each: impl FnMut(usize, &str) -> Result<()>) -> Result<()> {
    use std::io::{BufRead, Read};
    let mut reader = std::io::BufReader::new(open_trace(path)?);
    let mut bytes = Vec::new();
    for number in 1.. {
        bytes.clear();
        let limit = MAX_TRACE_LINE_BYTES as u64 + 1;
        (&mut reader)
            .take(limit)
            .read_until(b'\n', &mut bytes)
            .map_err(|e| Error::input(format!("trace file {path:?}: {e}")))?;
        if bytes.is_empty() {
            break;
        }
        if bytes.len() > MAX_TRACE_LINE_BYTES {
            return Err(Error::input(format!(
                "trace {path:?} line {number}: longer than {MAX_TRACE_LINE_BYTES} bytes"
            )));
        }
        let line = std::str::from_utf8(&bytes)
            .map_err(|_| Error::input(format!("trace {path:?} line {number}: not UTF-8 text")))?;
        each(number, line)?;
    }
    Ok(())
}

/// Read `cycle,source,destination,flits` lines (a header line and `#` comments are skipped).
pub fn read_trace(path: &str, topo: &Topology) -> Result<Vec<TraceRecord>> {
    let mut records = Vec::new();
    for_each_trace_line(path, |number, line| {
        records.extend(trace_record(path, number, line, topo)?);
        Ok(())
    })?;
    records.sort_by_key(|r| r.cycle);
    Ok(records)
}

/// A trace's node: an address of `topo` (`1.2`, `0101`, `1:010`), or else a node id, the
/// integer 0 to N - 1 other simulators' traces use (the order of `topo`'s node ids, as the
/// README says).
fn trace_node(topo: &Topology, text: &str) -> Result<NodeId> {
    let address = topo.parse_node(text);
    if address.is_ok() || text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return address;
    }
    let nodes = topo.num_nodes();
    match text.parse::<usize>() {
        Ok(id) if id < nodes => Ok(NodeId::new(id)),
        _ => Err(Error::input(format!(
            "node {text:?} is neither an address of {topo} nor a node id 0 to {}",
            nodes - 1
        ))),
    }
}

/// Line `number` of trace `path` as a record; None for a blank line, a comment or the header.
fn trace_record(
    path: &str,
    number: usize,
    line: &str,
    topo: &Topology,
) -> Result<Option<TraceRecord>> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') || (number == 1 && line.starts_with("cycle")) {
        return Ok(None);
    }
    let f: Vec<&str> = line.split(',').map(str::trim).collect();
    // A long line is shown by its start: the message stays one readable line.
    let shown: String = line.chars().take(80).collect();
    let more_text = if shown.len() < line.len() { "..." } else { "" };
    let bad = |what: &str| {
        Error::input(format!(
            "trace {path:?} line {number}: {what} in {shown:?}{more_text}"
        ))
    };
    if f.len() != 4 {
        return Err(bad("expected cycle,source,destination,flits"));
    }
    let cycle = f[0].parse().map_err(|_| bad("bad cycle"))?;
    let source = trace_node(topo, f[1]).map_err(|e| bad(&e.to_string()))?;
    let mut dests = f[2]
        .split(';')
        .map(|a| trace_node(topo, a).map_err(|e| bad(&e.to_string())));
    let dest = dests.next().expect("split yields one")?;
    let more = dests.collect::<Result<Vec<_>>>()?;
    let flits: usize = f[3].parse().map_err(|_| bad("bad flit count"))?;
    if flits == 0 {
        return Err(bad("a packet needs at least 1 flit"));
    }
    if flits > MAX_PACKET_FLITS {
        return Err(bad(&format!(
            "{flits} flits exceeds the limit of {MAX_PACKET_FLITS} flits per packet"
        )));
    }
    if !more.is_empty() {
        check_multicast_list(source, dest, &more, topo).map_err(|why| bad(&why))?;
    }
    Ok(Some(TraceRecord {
        cycle,
        source,
        dest,
        flits,
        more,
    }))
}

/// `count` distinct random healthy destinations other than `src` (fewer if there are fewer).
pub fn multicast_dests(
    healthy: &[NodeId],
    src: NodeId,
    count: usize,
    rng: &mut impl Rng,
) -> Vec<NodeId> {
    let others: Vec<NodeId> = healthy.iter().copied().filter(|&d| d != src).collect();
    rand::seq::index::sample(rng, others.len(), count.min(others.len()))
        .into_iter()
        .map(|i| others[i])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn topo(text: &str) -> Topology {
        text.parse().unwrap()
    }

    #[test]
    fn preset_names_mean_booksim2_patterns() {
        let t = topo("torus:4x4");
        assert_eq!(
            Pattern::parse_booksim("uniform", &t).unwrap(),
            Pattern::UniformSelf
        );
        assert_eq!(Pattern::parse("uniform", &t).unwrap(), Pattern::Uniform);
        let hot = |text: &str| match Pattern::parse_booksim(text, &t).unwrap() {
            Pattern::Hotspot {
                node,
                fraction,
                self_too,
            } => (node.index(), fraction, self_too),
            other => panic!("{other:?}"),
        };
        assert_eq!(hot("hotspot:1.2"), (6, 1.0, true));
        assert_eq!(hot("hotspot:1.2:0.3"), (6, 0.3, true));
        let err = Pattern::parse_booksim("hotspot", &t)
            .unwrap_err()
            .to_string();
        assert!(err.contains("hotspot:ADDR"), "{err}");
        for (name, self_too) in [("transpose", true), ("bitcomp", true), ("tornado", true)] {
            match Pattern::parse_booksim(name, &t).unwrap() {
                Pattern::Permutation { self_too: s, .. } => assert_eq!(s, self_too, "{name}"),
                other => panic!("{name}: {other:?}"),
            }
        }
        assert_eq!(Pattern::parse("transpose", &t).unwrap(), Pattern::Transpose);
        let err = Pattern::parse_booksim("transpose", &topo("torus:6x6"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("transpose") && err.contains("36"), "{err}");
        assert!(Pattern::parse("transpose", &topo("torus:6x6")).is_ok());
    }

    /// A permutation's fixed point sends to itself under the preset and nothing otherwise;
    /// the hot node's own packets likewise.
    #[test]
    fn fixed_points_send_to_themselves_only_under_the_preset() {
        let t = topo("torus:4x4");
        let healthy: Vec<NodeId> = NodeId::all(16).collect();
        let mut rng = rand::rngs::mock::StepRng::new(0, 0);
        let diagonal = NodeId::new(5); // 1.1: its own transpose
        let booksim = Pattern::parse_booksim("transpose", &t).unwrap();
        let ours = Pattern::parse("bitrev", &t).unwrap();
        assert_eq!(
            booksim.dest(&t, &healthy, diagonal, &mut rng),
            Some(diagonal)
        );
        // Node 0 is its own bit reversal.
        assert_eq!(ours.dest(&t, &healthy, NodeId::new(0), &mut rng), None);
        let hot = Pattern::parse_booksim("hotspot:1.2", &t).unwrap();
        assert_eq!(
            hot.dest(&t, &healthy, NodeId::new(6), &mut rng),
            Some(NodeId::new(6))
        );
        let ours = Pattern::parse("hotspot:1.2:1.0", &t).unwrap();
        assert_eq!(ours.dest(&t, &healthy, NodeId::new(6), &mut rng), None);
    }
}
