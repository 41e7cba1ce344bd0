//! The integration tests, as one test binary: every file here is a module that uses the crate
//! and the `ftrouter` binary as a user would. One binary links the crate once rather than once
//! per file (docs/architecture.md, "Tests"). Run one file's tests with
//! `cargo test --test suite FILE::`.

mod common;

mod analytic;
mod analytic_utorus;
mod architecture;
mod behavioral;
mod behavioral_faults;
mod behavioral_flow;
mod booksim_parity;
mod budget_estimates;
mod cli;
mod cli_cosim;
mod cli_help;
mod cli_input;
mod cli_outputs;
mod cli_props;
mod cli_ranges;
mod cli_study;
mod cost;
mod cost_design_space;
mod cost_power;
mod cost_timing;
mod crossval_verdict;
mod duato_model;
mod esv_paper;
mod fabric;
mod faults_during_run;
mod flows;
mod golden_behaviour;
mod gtkwave;
mod hdl_reference;
mod hdl_router;
mod hdl_verilog;
mod hostile_inputs;
mod interrupt;
mod long_run;
mod mesh;
mod mh_paper;
mod multicast;
mod parsers;
mod perf_bubble_faults;
mod perf_plot;
mod perf_skip_idle;
mod progress;
mod pv_paper;
mod python;
mod readme_claims;
mod saturation;
mod tables;
mod threads;
mod wave;
mod worked_example;
