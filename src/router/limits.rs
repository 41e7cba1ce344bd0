//! The range of every numeric router parameter, defined once. The command line's parser reads
//! them (src/cli/ranges.rs, `limit`), `RouterParams::validate` checks them, and the tests hold
//! each option's help and the README's table of ranges to them (tests/suite/cli_ranges.rs,
//! tests/suite/readme_claims.rs). The hardware generator's narrower ranges are its own
//! (`hdl::rtl::generate::check_limits`).

use crate::{Error, Result};

/// Largest value of a head flit's 4-bit counters: VA refusals (`refused`: transit priority's
/// starvation limit and the patience options count against it) and moves off an escape ring
/// (`misses`: the livelock limit). The RTL's counters are 4 bits wide for the same reason.
pub const COUNTER_MAX: u8 = 15;

/// An inclusive range of a parameter, with the words its refusal uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    /// The command-line option that sets it.
    pub option: &'static str,
    /// What a refusal calls the value (`vcs = 0: ...`).
    pub what: &'static str,
    /// The value's unit in a refusal, after the value (` cycles`) or after the range
    /// (` virtual channels`).
    pub value_unit: &'static str,
    pub range_unit: &'static str,
    pub lo: u64,
    pub hi: u64,
}

impl Limit {
    pub fn contains(&self, value: u64) -> bool {
        (self.lo..=self.hi).contains(&value)
    }

    /// The range as the help and the README state it: `LO to HI`.
    pub fn stated(&self) -> String {
        format!("{} to {}", self.lo, self.hi)
    }

    /// `value`, or a refusal naming it and the range.
    pub fn check(&self, value: u64) -> Result<()> {
        if self.contains(value) {
            return Ok(());
        }
        Err(Error::input(format!(
            "{} = {value}{}: need {}{}",
            self.what,
            self.value_unit,
            self.stated(),
            self.range_unit
        )))
    }
}

/// Every limit of this module, for the tests that hold the help and the README to them.
pub const ALL: [Limit; 9] = [
    VCS,
    DEPTH,
    PACKET,
    STAGES,
    CREDIT_DELAY,
    LINK_DELAY,
    ESCAPE_PATIENCE,
    INJECTION_PATIENCE,
    MAX_MISSES,
];

/// VCs per input port: the router's 16 VC roles.
pub const VCS: Limit = Limit {
    option: "--vcs",
    what: "vcs",
    value_unit: "",
    range_unit: " virtual channels",
    lo: 1,
    hi: 16,
};
/// Flit slots per VC buffer.
pub const DEPTH: Limit = Limit {
    option: "--depth",
    what: "depth",
    value_unit: "",
    range_unit: " flit slots",
    lo: 1,
    hi: 1024,
};
/// Flits per packet: the flit's 8-bit index.
pub const PACKET: Limit = Limit {
    option: "--packet",
    what: "packet",
    value_unit: "",
    range_unit: " flits",
    lo: 1,
    hi: 256,
};
/// Pipeline stages: BW with RC, VA's two stages, SA, ST, and up to 11 more VA cycles.
pub const STAGES: Limit = Limit {
    option: "--stages",
    what: "pipeline stages",
    value_unit: "",
    range_unit: "",
    lo: 5,
    hi: 16,
};
/// Cycles from a buffer read to the upstream credit counter.
pub const CREDIT_DELAY: Limit = Limit {
    option: "--credit-delay",
    what: "credit delay",
    value_unit: " cycles",
    range_unit: "",
    lo: 1,
    hi: 16,
};
/// Cycles a flit spends on a link between routers.
pub const LINK_DELAY: Limit = Limit {
    option: "--link-delay",
    what: "link delay",
    value_unit: " cycles",
    range_unit: "",
    lo: 1,
    hi: 16,
};
/// Refused VA cycles before a transit head may ask for the escape VC: a 4-bit counter.
pub const ESCAPE_PATIENCE: Limit = Limit {
    option: "--escape-patience",
    what: "escape patience",
    value_unit: "",
    range_unit: "",
    lo: 0,
    hi: COUNTER_MAX as u64,
};
/// The same for a head at the injection port.
pub const INJECTION_PATIENCE: Limit = Limit {
    option: "--injection-patience",
    what: "injection patience",
    value_unit: "",
    range_unit: "",
    lo: 0,
    hi: COUNTER_MAX as u64,
};
/// Moves off the escape ring a packet may make: the head flit's 4-bit misses field.
pub const MAX_MISSES: Limit = Limit {
    option: "--max-misses",
    what: "max misses",
    value_unit: "",
    range_unit: "",
    lo: 0,
    hi: COUNTER_MAX as u64,
};
