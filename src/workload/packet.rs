//! One packet's life as the scoreboards record it, and the per-packet CSV both simulators
//! write (docs/architecture.md, "Contracts").

use crate::fabric::Fabric;
use crate::topology::{NodeId, Topology};

/// One packet's life, for the scoreboard and the per-packet CSV.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PacketRecord {
    pub id: u32,
    pub src: NodeId,
    pub dst: NodeId,
    pub flits: usize,
    pub created: u64,
    /// Head flit written into the source router.
    pub injected: Option<u64>,
    /// Tail flit received by the destination's network interface.
    pub delivered: Option<u64>,
    /// Router traversals of the head flit (the source's router included; the `hops` of the
    /// CSV and of `avg_hops` are links, one fewer: [`PacketRecord::links`]).
    pub hops: u32,
    /// Cannot be delivered: no route in the surviving network for this mode.
    pub undeliverable: bool,
    /// Lost in the fault that struck at this cycle (a flit on a failed link or in a failed
    /// router, or sent into a failed link before the tables changed).
    pub lost: Option<u64>,
    /// Times the source sent it again after losing it in a fault (`--retransmit`).
    pub retransmissions: u32,
    pub measured: bool,
    /// Path-based multicast: the destinations in header (UD-list) order, `dst` last; empty
    /// for unicast. `delivered` is set when the last of them has the whole packet.
    pub multicast: Vec<NodeId>,
    /// Multicast: cycle each listed destination received the tail.
    pub arrivals: Vec<Option<u64>>,
}

impl PacketRecord {
    /// A packet just generated: not yet injected or delivered; unicast.
    pub fn new(
        id: u32,
        src: NodeId,
        dst: NodeId,
        flits: usize,
        created: u64,
        routable: bool,
        measured: bool,
    ) -> Self {
        PacketRecord {
            id,
            src,
            dst,
            flits,
            created,
            injected: None,
            delivered: None,
            hops: 0,
            undeliverable: !routable,
            lost: None,
            retransmissions: 0,
            measured,
            multicast: Vec::new(),
            arrivals: Vec::new(),
        }
    }
}

impl PacketRecord {
    /// Links the head flit crossed: `hops` everywhere a user reads it (the CSV, `avg_hops`,
    /// `route`'s paths), one fewer than the routers it traversed.
    pub fn links(&self) -> u32 {
        self.hops.saturating_sub(1)
    }
}

/// Header of the per-packet CSV (`hops`: links crossed, as `avg_hops`).
pub const PACKETS_CSV_HEADER: &str =
    "id,src,dst,flits,created,injected,delivered,latency,hops,status\n";

/// One packet's CSV line (with its newline).
pub fn packet_csv_line(topo: &Topology, p: &PacketRecord) -> String {
    let opt = |x: Option<u64>| x.map_or(String::new(), |c| c.to_string());
    let status = if p.undeliverable {
        "undeliverable".to_string()
    } else if let Some(cycle) = p.lost {
        format!("lost_in_fault@{cycle}")
    } else if p.delivered.is_some() {
        "delivered".to_string()
    } else {
        "in-flight".to_string()
    };
    format!(
        "{},{},{},{},{},{},{},{},{},{status}\n",
        p.id,
        topo.format_node(p.src),
        topo.format_node(p.dst),
        p.flits,
        p.created,
        opt(p.injected),
        opt(p.delivered),
        opt(p.delivered.map(|d| d - p.created)),
        p.links()
    )
}

/// Per-packet CSV: id,src,dst,flits,created,injected,delivered,latency,hops,status.
pub fn packets_csv(fabric: &Fabric, packets: &[PacketRecord]) -> String {
    let mut out = String::from(PACKETS_CSV_HEADER);
    for p in packets {
        out += &packet_csv_line(&fabric.network().topo, p);
    }
    out
}
