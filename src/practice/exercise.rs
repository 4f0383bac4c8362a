//! The judgement of one practised position: a decision as good as the best (within
//! [`PRAISE_WITHIN`]) is praised; another one gets "try again" once; a second miss (or the
//! player asking for it) shows the solution. A small state machine: a step that does not fit
//! the stage returns an error and leaves the exercise as it was.

use super::schedule::Outcome;

/// A decision within this much normalized equity (EMG in a match) of the best counts as the
/// best.
pub const PRAISE_WITHIN: f32 = 0.01;

/// Where an exercise is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stage {
    /// Waiting for the first answer.
    FirstTry,
    /// The first answer gave up `loss`: waiting for the second.
    TryAgain { loss: f32 },
    /// As good as the best (`first_try`: at the first answer).
    Praised { first_try: bool },
    /// The solution is shown; `loss` is what the last answer gave up (`None` when the player
    /// asked for the solution without a second answer).
    Solution { loss: Option<f32> },
}

/// What the player does in an exercise.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    /// A decision, judged: it gives up `loss` against the best.
    Answer { loss: f32 },
    /// Show the solution now.
    ShowSolution,
}

/// Why a step was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExerciseError {
    /// The exercise is over (praised or solved): nothing more is judged.
    Over,
    /// A loss that is not a number of 0 or more.
    BadLoss,
}

impl std::fmt::Display for ExerciseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ExerciseError::Over => "the exercise is over",
            ExerciseError::BadLoss => "a loss must be a number of 0 or more",
        })
    }
}

impl std::error::Error for ExerciseError {}

/// One practised position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Exercise {
    stage: Stage,
}

impl Default for Exercise {
    fn default() -> Exercise {
        Exercise::new()
    }
}

impl Exercise {
    /// A new exercise, waiting for the first answer.
    pub fn new() -> Exercise {
        Exercise {
            stage: Stage::FirstTry,
        }
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Whether an answer is awaited.
    pub fn is_open(&self) -> bool {
        matches!(self.stage, Stage::FirstTry | Stage::TryAgain { .. })
    }

    /// The exercise after `step`.
    ///
    /// # Errors
    /// [`ExerciseError::Over`] once praised or solved, [`ExerciseError::BadLoss`] for a loss
    /// below 0 or not a number; the exercise is unchanged.
    pub fn step(&self, step: Step) -> Result<Exercise, ExerciseError> {
        if !self.is_open() {
            return Err(ExerciseError::Over);
        }
        let stage = match step {
            Step::Answer { loss } if loss.is_nan() || loss < 0.0 => {
                return Err(ExerciseError::BadLoss)
            }
            Step::Answer { loss } if loss <= PRAISE_WITHIN => Stage::Praised {
                first_try: self.stage == Stage::FirstTry,
            },
            Step::Answer { loss } => match self.stage {
                Stage::FirstTry => Stage::TryAgain { loss },
                _ => Stage::Solution { loss: Some(loss) },
            },
            Step::ShowSolution => Stage::Solution { loss: None },
        };
        Ok(Exercise { stage })
    }

    /// How it went, for the schedule, once it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.stage {
            Stage::FirstTry | Stage::TryAgain { .. } => None,
            Stage::Praised { first_try: true } => Some(Outcome::Right),
            Stage::Praised { first_try: false } | Stage::Solution { .. } => Some(Outcome::Wrong),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(loss: f32) -> Step {
        Step::Answer { loss }
    }

    /// Each case: the steps from a new exercise, the stage reached, the outcome.
    #[test]
    fn praise_within_a_hundredth_try_again_once_then_the_solution() {
        let cases: [(&[Step], Stage, Option<Outcome>); 8] = [
            (&[], Stage::FirstTry, None),
            (
                &[answer(0.0)],
                Stage::Praised { first_try: true },
                Some(Outcome::Right),
            ),
            (
                &[answer(0.01)],
                Stage::Praised { first_try: true },
                Some(Outcome::Right),
            ),
            (&[answer(0.0101)], Stage::TryAgain { loss: 0.0101 }, None),
            (
                &[answer(0.095), answer(0.004)],
                Stage::Praised { first_try: false },
                Some(Outcome::Wrong),
            ),
            (
                &[answer(0.095), answer(0.095)],
                Stage::Solution { loss: Some(0.095) },
                Some(Outcome::Wrong),
            ),
            (
                &[Step::ShowSolution],
                Stage::Solution { loss: None },
                Some(Outcome::Wrong),
            ),
            (
                &[answer(0.2), Step::ShowSolution],
                Stage::Solution { loss: None },
                Some(Outcome::Wrong),
            ),
        ];
        for (steps, stage, outcome) in cases {
            let mut exercise = Exercise::new();
            for &step in steps {
                exercise = exercise.step(step).unwrap();
            }
            assert_eq!(exercise.stage(), stage, "{steps:?}");
            assert_eq!(exercise.outcome(), outcome, "{steps:?}");
            assert_eq!(exercise.is_open(), outcome.is_none(), "{steps:?}");
        }
    }

    #[test]
    fn an_answer_after_the_end_is_refused_and_changes_nothing() {
        let praised = Exercise::new().step(answer(0.0)).unwrap();
        let solved = Exercise::new().step(Step::ShowSolution).unwrap();
        for over in [praised, solved] {
            for step in [answer(0.0), answer(0.3), Step::ShowSolution] {
                let before = over;
                assert_eq!(over.step(step), Err(ExerciseError::Over));
                assert_eq!(over, before);
            }
        }
    }

    #[test]
    fn a_loss_that_is_not_a_number_of_0_or_more_is_refused() {
        let trying = Exercise::new().step(answer(0.5)).unwrap();
        for exercise in [Exercise::new(), trying] {
            for loss in [f32::NAN, -0.001, f32::NEG_INFINITY] {
                assert_eq!(exercise.step(answer(loss)), Err(ExerciseError::BadLoss));
            }
        }
        assert_eq!(
            Exercise::new().step(answer(f32::INFINITY)).unwrap().stage(),
            Stage::TryAgain {
                loss: f32::INFINITY
            }
        );
    }
}
