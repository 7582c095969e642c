//! `tile-fuzz`: fuzzing of the `tile-opt` driver paths, in-process through
//! the library API (`tile_compiler::Session`), in worker processes that a crash
//! cannot take down with the campaign.
//!
//! Two fuzzers feed the same workers: [`mutate`] (mutants of every test and
//! example chunk, run through one of the driver [`paths`]) and [`gen`]
//! (well-formed random kernels, checked by the [`generated`] oracles:
//! both strategies, ptxas, the strategy differential). [`oracle`] classifies
//! every run; [`campaign`] numbers, schedules and counts inputs,
//! [`minimize`] shrinks each new failure, [`findings`] writes reproducers.

#![warn(missing_docs)]

pub mod campaign;
pub mod corpus;
pub mod driver;
pub mod error;
pub mod findings;
pub mod gen;
pub mod generated;
pub mod hash;
pub mod minimize;
pub mod mutate;
pub mod oracle;
pub mod paths;
pub mod pool;
pub mod protocol;
pub mod ptx;
pub mod ptx_batch;
pub mod ptxas;
pub mod regressions;
pub mod rng;
pub mod stress;
pub mod worker;
