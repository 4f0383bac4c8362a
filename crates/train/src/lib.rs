//! Training for the engine's neural net: TD(lambda) self-play from random weights, with
//! checkpoints and benchmarks against pubeval. The `bgtrain` binary drives it; see
//! `docs/training.md` for the method and the command that reproduces the committed weights.

pub mod benchmark;
pub mod data;
pub mod exact;
pub mod fit;
pub mod options;
pub mod refine;
pub mod rollout;
pub mod spec;
pub mod td;

// The shared test fixtures name the library as the binary's tests do.
#[cfg(test)]
extern crate self as bg_train;
#[cfg(test)]
mod test_records;
