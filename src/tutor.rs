//! The tutor: before a person's play, double, take or pass is made, the worker's hint judges
//! it, and when it gives up at least the loss the player chose to be warned at, the app says
//! how much and offers to take it back, to show the hint, or to play it anyway.
//!
//! The judgement is the match analysis's (`bg_engine::analysis`, `docs/analysis.md`): the loss
//! of a play against the best play of the hint, the doubler's and the taker's cube losses
//! ([`doubling_loss`], [`answer_loss`]), in normalized equity (points a game at cube 1 in
//! money play, EMG in a match), sized by GNU Backgammon's thresholds ([`ErrorSize`]: doubtful
//! from 0.04, bad from 0.08, very bad from 0.16). Plain Rust, tested natively.

use bg_engine::analysis::{answer_loss, doubling_loss, ErrorSize};
use bg_engine::referee::{Action, Match, Phase};
use serde::{Deserialize, Serialize};

use crate::save::parse_action;
use crate::teaching::Hint;

/// The smallest error the tutor warns about; off by default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TutorLevel {
    #[default]
    Off,
    Doubtful,
    Bad,
    VeryBad,
}

impl TutorLevel {
    /// Every level, in the order the Settings screen lists them.
    pub const ALL: [TutorLevel; 4] = [
        TutorLevel::Off,
        TutorLevel::Doubtful,
        TutorLevel::Bad,
        TutorLevel::VeryBad,
    ];

    /// The smallest error size warned about (`None` when off).
    pub fn threshold(self) -> Option<ErrorSize> {
        match self {
            TutorLevel::Off => None,
            TutorLevel::Doubtful => Some(ErrorSize::Doubtful),
            TutorLevel::Bad => Some(ErrorSize::Bad),
            TutorLevel::VeryBad => Some(ErrorSize::VeryBad),
        }
    }

    /// Whether an error of `size` is warned about.
    pub fn warns(self, size: ErrorSize) -> bool {
        self.threshold()
            .is_some_and(|threshold| size != ErrorSize::None && size >= threshold)
    }

    /// The stored and form value: `off`, `doubtful`, `bad`, `very-bad`.
    pub fn name(self) -> &'static str {
        match self {
            TutorLevel::Off => "off",
            TutorLevel::Doubtful => "doubtful",
            TutorLevel::Bad => "bad",
            TutorLevel::VeryBad => "very-bad",
        }
    }

    /// The level a form value names.
    pub fn from_name(name: &str) -> Option<TutorLevel> {
        TutorLevel::ALL
            .into_iter()
            .find(|level| level.name() == name)
    }
}

/// What a decision gives up, as the analysis measures it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    /// Normalized equity given up against the best choice (0 for the best; never negative).
    pub loss: f32,
    /// In a match, the match winning chance given up (0..=1).
    pub loss_mwc: Option<f32>,
    pub size: ErrorSize,
}

impl Judgement {
    fn of(loss: f32, loss_mwc: Option<f32>) -> Judgement {
        let loss = loss.max(0.0);
        Judgement {
            loss,
            loss_mwc: loss_mwc.map(|mwc| mwc.max(0.0)),
            size: ErrorSize::of_loss(loss),
        }
    }
}

/// The judgement of `action`, about to be made in `game`, by `hint`, the worker's hint for
/// that state.
///
/// # Errors
/// A hint that is not about this decision (another player, no plays or no cube hint), or an
/// action the tutor does not judge (only plays, doubles, takes, passes and beavers), in words.
pub fn judge(hint: &Hint, game: &Match, action: Action) -> Result<Judgement, String> {
    if game.to_act().map(|player| player.index()) != Some(hint.player) {
        return Err("the hint is for the other player".to_owned());
    }
    match (game.phase(), action) {
        (Phase::Moving { .. }, Action::Play(play)) => {
            hint.plays.first().ok_or("the hint has no plays")?;
            let made = hint
                .plays
                .iter()
                .find(|hinted| {
                    matches!(parse_action(&format!("p:{}", hinted.notation), game),
                        Some(Action::Play(other)) if other.position == play.position)
                })
                .ok_or("the play is not among the hint's plays")?;
            Ok(Judgement::of(made.loss, made.match_winning_chance_loss))
        }
        (Phase::AwaitingRoll { .. }, Action::Double) => {
            let cube = hint.cube.as_ref().ok_or("the hint has no cube hint")?;
            Ok(Judgement::of(
                doubling_loss(cube.equities, true),
                cube.match_winning_chances
                    .map(|chances| doubling_loss(chances, true)),
            ))
        }
        (Phase::CubeOffered { .. }, Action::Take | Action::Drop | Action::Beaver) => {
            let cube = hint.cube.as_ref().ok_or("the hint has no cube hint")?;
            let passed = action == Action::Drop;
            let [_, take, pass] = cube.equities;
            Ok(Judgement::of(
                answer_loss(take, pass, passed),
                cube.match_winning_chances
                    .map(|[_, take, pass]| answer_loss(take, pass, passed)),
            ))
        }
        _ => Err("the tutor judges plays, doubles, takes and passes only".to_owned()),
    }
}

/// Where the tutor is with a decision a person is about to make (the log had `at` actions).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TutorCheck {
    /// The worker is judging `action`.
    Checking { at: usize, action: Action },
    /// `action` gives up at least what the player is warned at: waiting for their choice.
    Warning {
        at: usize,
        action: Action,
        judgement: Judgement,
    },
}

impl TutorCheck {
    /// The log length the check is about.
    pub fn at(&self) -> usize {
        match *self {
            TutorCheck::Checking { at, .. } | TutorCheck::Warning { at, .. } => at,
        }
    }

    /// The action being checked.
    pub fn action(&self) -> Action {
        match *self {
            TutorCheck::Checking { action, .. } | TutorCheck::Warning { action, .. } => action,
        }
    }
}

/// What the player chose after a warning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TutorChoice {
    /// The decision is not made: a play's checkers go back to the start of the turn.
    TakeBack,
    /// As take back; the page shows the hint and its explanation.
    ShowHint,
    /// The decision is made as it was.
    PlayAnyway,
}

#[cfg(test)]
mod tests;
