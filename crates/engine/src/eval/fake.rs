//! A fake [`Evaluator`] for tests of the search: chances chosen by the test, so that what the
//! search makes of them can be computed by hand (as wildbg's `EvaluatorFake` does).

use std::collections::HashMap;

use super::{Evaluator, Probabilities};
use crate::position::Position;

/// Answers the chances the test gave for a position, and a rule of the test for the others.
#[derive(Clone, Debug)]
pub(crate) struct FakeEvaluator {
    table: HashMap<Position, Probabilities>,
    otherwise: fn(&Position) -> Probabilities,
}

impl FakeEvaluator {
    /// Every position judged by `rule`.
    pub(crate) fn from_rule(rule: fn(&Position) -> Probabilities) -> FakeEvaluator {
        FakeEvaluator {
            table: HashMap::new(),
            otherwise: rule,
        }
    }

    /// The same fake, answering `chances` for `position` (seen by the player on roll).
    pub(crate) fn with(mut self, position: Position, chances: Probabilities) -> FakeEvaluator {
        self.table.insert(position, chances);
        self
    }
}

impl Evaluator for FakeEvaluator {
    fn evaluate(&self, position: &Position) -> Probabilities {
        self.table
            .get(position)
            .copied()
            .unwrap_or_else(|| (self.otherwise)(position))
    }
}

/// Chances with no gammons and a winning chance of `win`.
pub(crate) fn winning(win: f32) -> Probabilities {
    Probabilities {
        win,
        ..Probabilities::default()
    }
}
