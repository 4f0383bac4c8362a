//! Practice from your own mistakes: every decision of a person that an analysis found to give
//! up at least "bad" (GNU Backgammon's 0.08 normalized equity, EMG in a match: the analysis'
//! own [`Size`]) is kept, and comes back by spaced repetition ([`schedule`]); the player plays
//! it again and [`exercise`] judges the answer.
//!
//! A mistake is known by the GNU Backgammon ID (`PositionID:MatchID`) of the state in which it
//! was made: the board, the cube, the score, whose decision and, for a play, the dice (the
//! Match ID holds them). The same decision found by two analyses is kept once, with its first
//! schedule. The [`Practice`] is stored under its own key, versioned, through
//! [`crate::stored`] (unreadable data is kept aside). Pure, tested natively.

pub mod exercise;
#[cfg(test)]
pub(crate) mod fixtures;
pub mod judge;
pub mod schedule;

use bg_engine::ids::GnubgId;
use bg_engine::referee::Match;
use bg_engine::Player;
use serde::{Deserialize, Serialize};

pub use exercise::{Exercise, ExerciseError, Stage, Step, PRAISE_WITHIN};
pub use judge::{loss_of, Answer};
pub use schedule::{Outcome, Schedule, DAY_MS, INTERVAL_DAYS, LAST_BOX};

use crate::review::{Judged, Kind, Review, Size};
use crate::setup::GameSetup;

/// The version of the stored [`Practice`] this build writes and reads.
pub const PRACTICE_VERSION: u32 = 1;

/// The smallest error kept for practice.
pub const KEPT_FROM: Size = Size::Bad;

/// A kept mistake.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Mistake {
    /// The GNU Backgammon ID of the state the decision was made in: the key.
    pub id: String,
    pub kind: Kind,
    /// A play as made, in standard notation in the mover's numbering.
    pub made: Option<String>,
    /// What it gave up when it was found (normalized equity).
    pub loss: f32,
    pub schedule: Schedule,
    /// Whether it was made in a money game that allowed no beaver (a rule the GNU Backgammon
    /// ID does not carry): practised under the same rule. Absent (false) from mistakes kept
    /// before it was recorded, which are practised with beavers allowed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_beavers: bool,
}

/// Why a practice step was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeError {
    /// No mistake is kept under this ID.
    Unknown(String),
}

impl std::fmt::Display for PracticeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PracticeError::Unknown(id) => write!(f, "no mistake is kept under {id}"),
        }
    }
}

impl std::error::Error for PracticeError {}

/// Every kept mistake, as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Practice {
    pub version: u32,
    pub mistakes: Vec<Mistake>,
}

impl Default for Practice {
    fn default() -> Practice {
        Practice {
            version: PRACTICE_VERSION,
            mistakes: Vec::new(),
        }
    }
}

/// The mistakes worth practising in `review` of `game` (played under `setup`): the decisions
/// of a person (in pass and play both) that give up at least [`KEPT_FROM`], each due at
/// `now_ms`, in the order of the match. `review` must be about `game`
/// ([`Review::is_about`]); a decision past the end of the log is left out. One replay of the
/// log, as far as the last mistake.
pub fn mistakes_of(setup: &GameSetup, game: &Match, review: &Review, now_ms: u64) -> Vec<Mistake> {
    let mut wanted: Vec<&Judged> = review
        .decisions
        .iter()
        .filter(|decision| worth_practising(setup, decision))
        .collect();
    wanted.sort_by_key(|decision| decision.action_index);
    let mut wanted = wanted.into_iter().peekable();
    let mut found = Vec::new();
    let rules = game.settings();
    let no_beavers = rules.is_money() && rules.beavers() == 0;
    let mut state = game.initial();
    for (index, &action) in game.log().iter().enumerate() {
        while let Some(decision) = wanted.next_if(|decision| decision.action_index <= index) {
            found.push(Mistake {
                id: state.gnubg_id().to_string(),
                kind: decision.kind,
                made: decision.play.clone(),
                loss: decision.loss,
                schedule: Schedule::new(now_ms),
                no_beavers,
            });
        }
        if wanted.peek().is_none() {
            break;
        }
        // A refereed log always replays; were it not to, the mistakes after it are left out.
        match state.apply(action) {
            Ok(next) => state = next,
            Err(_) => break,
        }
    }
    found
}

fn worth_practising(setup: &GameSetup, decision: &Judged) -> bool {
    let player = if decision.player == 1 {
        Player::One
    } else {
        Player::Zero
    };
    decision.unforced && decision.size >= KEPT_FROM && setup.is_human(player)
}

impl Practice {
    /// The mistake kept under `id`.
    pub fn find(&self, id: &str) -> Option<&Mistake> {
        self.mistakes.iter().find(|mistake| mistake.id == id)
    }

    /// The practice with `found` added, each mistake once: one already kept (from an earlier
    /// analysis, or earlier in `found`) keeps its schedule. `None` when nothing is new.
    pub fn with(&self, found: &[Mistake]) -> Option<Practice> {
        let mut next = self.clone();
        for mistake in found {
            if next.find(&mistake.id).is_none() {
                next.mistakes.push(mistake.clone());
            }
        }
        (next.mistakes.len() > self.mistakes.len()).then_some(next)
    }

    /// The IDs of the mistakes due at `now_ms`, the longest due first.
    pub fn due(&self, now_ms: u64) -> Vec<String> {
        let mut due: Vec<&Mistake> = self
            .mistakes
            .iter()
            .filter(|mistake| mistake.schedule.is_due(now_ms))
            .collect();
        due.sort_by_key(|mistake| mistake.schedule.due_ms);
        due.into_iter().map(|mistake| mistake.id.clone()).collect()
    }

    /// How many mistakes are due at `now_ms`.
    pub fn due_count(&self, now_ms: u64) -> usize {
        self.mistakes
            .iter()
            .filter(|mistake| mistake.schedule.is_due(now_ms))
            .count()
    }

    /// The practice after the exercise of `id` went `outcome` at `now_ms`.
    ///
    /// # Errors
    /// [`PracticeError::Unknown`] when no mistake is kept under `id`; nothing changes.
    pub fn answered(
        &self,
        id: &str,
        outcome: Outcome,
        now_ms: u64,
    ) -> Result<Practice, PracticeError> {
        let mut next = self.clone();
        let mistake = next
            .mistakes
            .iter_mut()
            .find(|mistake| mistake.id == id)
            .ok_or_else(|| PracticeError::Unknown(id.to_owned()))?;
        mistake.schedule = mistake.schedule.after(outcome, now_ms);
        Ok(next)
    }

    /// The stored text.
    pub fn encode(&self) -> String {
        // Strings, numbers and vectors of them always serialize.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The practice a stored text holds.
    ///
    /// # Errors
    /// Text that is not a practice of [`PRACTICE_VERSION`], or a mistake whose ID is not a GNU
    /// Backgammon ID or whose box is past the last, in words.
    pub fn decode(text: &str) -> Result<Practice, String> {
        let practice: Practice = serde_json::from_str(text).map_err(|error| error.to_string())?;
        if practice.version != PRACTICE_VERSION {
            return Err(format!("a practice of version {}", practice.version));
        }
        for mistake in &practice.mistakes {
            mistake
                .id
                .parse::<GnubgId>()
                .map_err(|error| format!("mistake {}: {error}", mistake.id))?;
            if mistake.schedule.box_number > LAST_BOX {
                return Err(format!(
                    "mistake {}: box {}",
                    mistake.id, mistake.schedule.box_number
                ));
            }
        }
        Ok(practice)
    }
}

#[cfg(test)]
mod tests;
