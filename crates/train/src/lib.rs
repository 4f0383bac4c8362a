//! Training for the engine's neural net. The `bgtrain` binary drives it; see
//! `docs/training.md` for the method and the command that reproduces the committed weights.
//!
//! - [`td`]: TD(lambda) self-play from random weights or from a trained net (which `bgtrain`
//!   can widen first), with checkpoints and benchmarks against pubeval;
//! - [`refine`]: supervised refinement towards the net's own 1-ply or 2-ply evaluations, or
//!   truncated rollouts, of self-play positions;
//! - [`rollout`] and [`exact`]: full-game rollouts with variance reduction, truncated where the
//!   bear-off database is exact, into the versioned data file of [`data`]
//!   (`data/selfplay-rollouts.txt` holds rollouts of self-play positions);
//! - [`fit`]: supervised training on those rollouts, with a held-out measure of the fit;
//! - [`siblings`]: a loss on the differences between the candidate plays of one roll, against
//!   their rollouts on common dice (`data/decisions.txt`), for `bgtrain fit --decisions`;
//! - [`deep`]: a net with a second hidden layer and Adam's steps, for `bgtrain fit-deep` (a
//!   pilot; the engine cannot play such a net, `bgtrain versus deep:FILE` can), and
//!   [`replies`]: candidate inputs of what a side's next roll forces on it, for its screens;
//! - [`benchmark`]: the project's own benchmark of rolled-out play decisions
//!   (`data/benchmark.txt`);
//! - [`options`]: the command line; [`spec`]: the evaluators named on it
//!   (`MAIN[,PARTNER...][+RACE][+crashed=FILE]`).
//!
//! The binary's `main_rollout.rs` and `main_fit.rs` run the rollout, benchmark and fit
//! commands. Native only.

pub mod benchmark;
pub mod data;
pub mod deep;
pub mod exact;
pub mod fit;
pub mod options;
pub mod refine;
pub mod replies;
pub mod rollout;
pub mod siblings;
pub mod spec;
pub mod td;

// The shared test fixtures name the library as the binary's tests do.
#[cfg(test)]
extern crate self as bg_train;
#[cfg(test)]
mod test_records;
