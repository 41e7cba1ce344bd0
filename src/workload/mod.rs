//! The workload both simulators share: what to run (`SimConfig`), the traffic patterns and
//! per-node sources, trace files and their checks, the packet records and the statistics
//! computed from them. The cycle kernel (`sim`) and the behavioral model read it alike
//! (docs/architecture.md, "Layers").

pub mod config;
pub mod flows;
pub mod packet;
pub mod permutation;
pub mod reload;
pub mod source;
pub mod stats;
pub mod stream;
pub mod timeline;
pub mod trace_check;
pub mod traffic;

pub use config::{DEFAULT_WATCHDOG, FaultPlan, Reconfigure, SimConfig, check_multicast};
pub use packet::{PACKETS_CSV_HEADER, PacketRecord, packet_csv_line, packets_csv};
pub use stats::{SimResult, SimStats};
pub use traffic::Pattern;
