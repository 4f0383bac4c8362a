//! Computer players ("bots"): the [`Bot`] trait, Tesauro's [`PubEval`] and a [`RandomBot`].
//!
//! A bot answers the three questions of a backgammon turn: which legal play to make, whether to
//! double, and whether to take a double. The same trait serves the UBGI engine (`go chequer`,
//! `go cube`), the browser's web worker and [`crate::selfplay`] duels, so it is small and
//! object-safe (`Box<dyn Bot>` works). Bots draw no randomness of their own: a bot that needs
//! chance (the random bot) takes a seed and is deterministic for it.
//!
//! Every decision is asked of the player it concerns, with the position seen by the player on
//! roll (see [`Position`]); a take decision is the only one made by the player *not* on roll.

mod keith;
mod neural;
mod pubeval;
mod random;

use std::fmt;

use crate::dice::Dice;
use crate::movegen::Play;
use crate::player::Player;
use crate::position::Position;
use crate::referee::Match;

pub use keith::{keith_count, keith_double, keith_take};
pub use neural::NeuralBot;
pub use pubeval::{pubeval_score, PubEval, WINNING_SCORE};
pub use random::RandomBot;

/// A computer player.
pub trait Bot {
    /// A short name for logs and duel reports, e.g. `pubeval`.
    fn name(&self) -> &str;

    /// Picks one of `plays`, the legal plays of `dice` in `position` (as returned by
    /// [`Position::legal_plays`]: never empty, a single empty play when the player cannot move).
    /// Returns an index into `plays`; it must be less than `plays.len()`.
    fn choose_play(&mut self, position: &Position, dice: Dice, plays: &[Play]) -> usize;

    /// Whether to double, before rolling. `position` is seen by the bot, which is on roll; the
    /// caller asks only when the rules let the bot double (it has cube access, not Crawford).
    fn double_decision(&mut self, position: &Position, cube: &CubeContext) -> DoubleDecision;

    /// Whether to take the opponent's double. `position` is seen by the opponent, who is on roll
    /// and has just doubled; `cube` describes the cube *before* the double, from the bot's side.
    fn take_decision(&mut self, position: &Position, cube: &CubeContext) -> TakeDecision;
}

/// Who owns the doubling cube, from the deciding bot's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum CubeOwner {
    /// Nobody has doubled yet: either player may double.
    #[default]
    Centered,
    /// The deciding bot owns the cube: a double now is a redouble.
    Bot,
    /// The opponent owns the cube.
    Opponent,
}

/// What a bot may need to know about the cube and the score to make a cube decision. Fields
/// are from the deciding bot's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubeContext {
    /// The cube's value before the decision (1 while centered and never turned).
    pub value: u32,
    /// Who owns the cube.
    pub owner: CubeOwner,
    /// Points each side still needs to win the match, `(bot, opponent)`; `None` in money play.
    pub away: Option<(u32, u32)>,
    /// True in the Crawford game (nobody may double; a take decision cannot arise either).
    pub crawford: bool,
    /// True when the Jacoby rule is in force (money play: gammons count only after a double).
    pub jacoby: bool,
}

impl CubeContext {
    /// The cube and the score of a refereed match, from `player`'s side.
    pub fn of_match(game: &Match, player: Player) -> CubeContext {
        let owner = match game.cube_owner() {
            None => CubeOwner::Centered,
            Some(owner) if owner == player => CubeOwner::Bot,
            Some(_) => CubeOwner::Opponent,
        };
        let length = game.match_length();
        let score = game.score();
        let away = (length > 0).then(|| {
            (
                length.saturating_sub(score[player]),
                length.saturating_sub(score[player.other()]),
            )
        });
        CubeContext {
            value: game.cube_value(),
            owner,
            away,
            crawford: game.is_crawford_game(),
            jacoby: game.settings().jacoby(),
        }
    }

    /// A money game with the cube centered at 1, no Jacoby rule.
    pub const MONEY_CENTERED: CubeContext = CubeContext {
        value: 1,
        owner: CubeOwner::Centered,
        away: None,
        crawford: false,
        jacoby: false,
    };
}

impl Default for CubeContext {
    fn default() -> Self {
        CubeContext::MONEY_CENTERED
    }
}

/// The answer of the player on roll to "do you double?". Displays as UBGI's `bestcube` words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DoubleDecision {
    NoDouble,
    Double,
}

/// The answer to a double. Displays as UBGI's `bestcube` words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TakeDecision {
    Take,
    Drop,
}

impl fmt::Display for DoubleDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DoubleDecision::NoDouble => "nodouble",
            DoubleDecision::Double => "double",
        })
    }
}

impl fmt::Display for TakeDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TakeDecision::Take => "take",
            TakeDecision::Drop => "drop",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cube_decisions_display_as_ubgi_words() {
        assert_eq!(DoubleDecision::Double.to_string(), "double");
        assert_eq!(DoubleDecision::NoDouble.to_string(), "nodouble");
        assert_eq!(TakeDecision::Take.to_string(), "take");
        assert_eq!(TakeDecision::Drop.to_string(), "drop");
    }

    #[test]
    fn bots_are_object_safe() {
        let mut bots: Vec<Box<dyn Bot>> =
            vec![Box::new(PubEval::new()), Box::new(RandomBot::new(1))];
        let position = Position::STARTING;
        let dice = Dice::new(3, 1).unwrap();
        let plays = position.legal_plays(dice);
        for bot in &mut bots {
            assert!(bot.choose_play(&position, dice, &plays) < plays.len());
        }
    }
}
