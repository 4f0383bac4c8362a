//! Rollout records for the tests of the library (`fit.rs`) and of the `bgtrain` binary
//! (`main_fit.rs`): one file, compiled into both (the binary's tests cannot see the library's
//! test code), which names the library `bg_train` in both.

use bg_engine::eval::N_OUTPUTS;
use bg_engine::Position;
use bg_train::data::{Method, RolloutRecord};
use bg_train::rollout::{equity, RolloutResult};

/// A precise rollout (variance reduction and truncation, 36 trials) of `position` whose trials'
/// mean is `mean` and whose equity has the standard error `equity_error`. The outputs'
/// standard errors are 0: no fit reads them.
pub fn record(position: Position, mean: [f64; N_OUTPUTS], equity_error: f64) -> RolloutRecord {
    RolloutRecord {
        position,
        net: 1,
        seed: 2,
        method: Method {
            variance_reduction: true,
            truncation: true,
        },
        result: RolloutResult {
            mean,
            standard_error: [0.0; N_OUTPUTS],
            equity: equity(&mean),
            equity_error,
            trials: 36,
        },
    }
}
