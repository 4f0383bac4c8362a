//! The match equity table: the chance of winning a match from a score, before a game starts.
//!
//! The figures are the Kazaross-XG2 table that GNU Backgammon uses by default
//! (`kazaross_xg2.rs`, generated from its XML by
//! `tools/gnubg/met_to_rust.py`). Scores are counted in points *away* (still needed to win), from
//! 1 to [`MAX_AWAY`]; a player 0 away has won.

use std::fmt;

use super::kazaross_xg2::{LENGTH, POST_CRAWFORD, PRE_CRAWFORD};

/// The most points away the table covers (its matches are up to 25 points long).
pub const MAX_AWAY: u32 = LENGTH as u32;

/// Which kind of game is played at a score: it matters only when a player is 1 point away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Neither player is 1 point away yet.
    PreCrawford,
    /// The Crawford game: one player is 1 point away, and nobody may double.
    Crawford,
    /// After the Crawford game (or in a match without the Crawford rule): the trailer may
    /// double, and the leader needs 1 point.
    PostCrawford,
}

impl Stage {
    /// The kind of game that follows a game of this kind ending at the score `away`
    /// (`(player, opponent)`, both at least 1): the first game with a player 1 point away is
    /// the Crawford game; after it, games are post-Crawford.
    pub fn next(self, away: (u32, u32)) -> Stage {
        let one_away = away.0 == 1 || away.1 == 1;
        match self {
            _ if !one_away => Stage::PreCrawford,
            Stage::PreCrawford => Stage::Crawford,
            Stage::Crawford | Stage::PostCrawford => Stage::PostCrawford,
        }
    }
}

/// Why a score cannot be looked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MetError {
    /// A player is more than [`MAX_AWAY`] points away.
    BeyondTable { away: u32 },
    /// Both players are 0 away: at most one player can have won.
    BothWon,
    /// The stage does not fit the score: the Crawford game needs exactly one player 1 point
    /// away; a pre-Crawford game has nobody 1 point away (unless both are, which is the same
    /// double match point at every stage).
    StageMismatch { away: (u32, u32), stage: Stage },
}

impl fmt::Display for MetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MetError::BeyondTable { away } => write!(
                f,
                "{away} points away is beyond the match equity table (at most {MAX_AWAY})"
            ),
            MetError::BothWon => f.write_str("both players cannot have won the match"),
            MetError::StageMismatch { away, stage } => write!(
                f,
                "a {stage:?} game cannot be played at {}-away {}-away",
                away.0, away.1
            ),
        }
    }
}

impl std::error::Error for MetError {}

/// The chance that a player `away_self` points away wins the match against an opponent
/// `away_opp` points away, at the start of a game of kind `stage`. A player 0 away has won
/// (1 or 0, whatever the stage).
///
/// # Errors
/// [`MetError::BeyondTable`] above [`MAX_AWAY`], [`MetError::BothWon`] when both are 0 away,
/// [`MetError::StageMismatch`] when the stage does not fit the score.
///
/// ```
/// use bg_engine::cube::met::{match_winning_chance, Stage};
/// // The Crawford game at 1-away 2-away: the leader wins 67.736% of the time.
/// let leader = match_winning_chance(1, 2, Stage::Crawford).unwrap();
/// assert!((leader - 0.67736).abs() < 1e-9);
/// // After it, the trailer doubles at once: nearly an even game.
/// let trailer = match_winning_chance(2, 1, Stage::PostCrawford).unwrap();
/// assert!((trailer - 0.48803).abs() < 1e-9);
/// ```
pub fn match_winning_chance(away_self: u32, away_opp: u32, stage: Stage) -> Result<f64, MetError> {
    for away in [away_self, away_opp] {
        if away > MAX_AWAY {
            return Err(MetError::BeyondTable { away });
        }
    }
    let mismatch = Err(MetError::StageMismatch {
        away: (away_self, away_opp),
        stage,
    });
    match (away_self, away_opp) {
        (0, 0) => Err(MetError::BothWon),
        (0, _) => Ok(1.0),
        (_, 0) => Ok(0.0),
        // Double match point: the same at every stage.
        (1, 1) => Ok(0.5),
        (1, opp) => match stage {
            Stage::PreCrawford => mismatch,
            Stage::Crawford => Ok(PRE_CRAWFORD[0][index(opp)]),
            Stage::PostCrawford => Ok(1.0 - POST_CRAWFORD[index(opp)]),
        },
        (me, 1) => match stage {
            Stage::PreCrawford => mismatch,
            Stage::Crawford => Ok(PRE_CRAWFORD[index(me)][0]),
            Stage::PostCrawford => Ok(POST_CRAWFORD[index(me)]),
        },
        (me, opp) => match stage {
            Stage::PreCrawford => Ok(PRE_CRAWFORD[index(me)][index(opp)]),
            Stage::Crawford | Stage::PostCrawford => mismatch,
        },
    }
}

/// The chance of winning the match after a game of kind `stage`, played at `away`, ends with
/// the player scoring `won` points and the opponent `lost` (one of them 0). Scores past the
/// target count as reaching it. Scores beyond the table are clamped to [`MAX_AWAY`] (the
/// referee's matches are at most 25 points, so this only guards against bad input).
pub(crate) fn after_game(away: (u32, u32), stage: Stage, won: u32, lost: u32) -> f64 {
    let me = away.0.saturating_sub(won);
    let opp = away.1.saturating_sub(lost);
    if me == 0 {
        return 1.0;
    }
    if opp == 0 {
        return 0.0;
    }
    let (me, opp) = (me.min(MAX_AWAY), opp.min(MAX_AWAY));
    let next = stage.next((me, opp));
    // Every (score, next stage) pair from `Stage::next` is consistent, so this never falls
    // back; the fallback keeps the function total.
    match_winning_chance(me, opp, next).unwrap_or(0.5)
}

/// Table index of a score 1..=MAX_AWAY.
fn index(away: u32) -> usize {
    (away as usize).saturating_sub(1).min(LENGTH - 1)
}
