//! Computer players ("bots"): the [`Bot`] trait, Tesauro's [`PubEval`], a [`RandomBot`] and the
//! neural-net player [`NeuralBot`] at its [`Level`]s, with its [`search`] (lookahead, move
//! filters, a [`cache`] of evaluations) and deterministic [`noise`]; the [`roster`] of every
//! player by name ([`BotKind`]), and [`decide`], what a bot does when a refereed match waits
//! for it.
//!
//! A bot answers the questions of a backgammon turn: which legal play to make, whether to
//! double, whether to take or beaver a double, and whether to resign or accept a resignation.
//! The same trait serves the UBGI engine (`go chequer`, `go cube`), the browser's web worker
//! and [`crate::selfplay`] duels, so it is small and object-safe (`Box<dyn Bot>` works). Bots
//! draw no randomness of their own: a bot that needs chance (the random bot) takes a seed and
//! is deterministic for it.
//!
//! Every decision is asked of the player it concerns, with the position seen by the player on
//! roll (see [`Position`]); a take decision is the only one made by the player *not* on roll.

pub mod cache;
pub mod decide;
mod keith;
mod level;
mod neural;
pub mod noise;
mod pubeval;
mod random;
pub mod roster;
pub mod search;

use crate::cube::{CubeContext, DoubleDecision, TakeDecision};
use crate::dice::Dice;
use crate::movegen::Play;
use crate::position::Position;
use crate::WinKind;

pub use keith::{keith_count, keith_double, keith_take};
pub use level::{Level, UnknownLevel};
pub use neural::NeuralBot;
pub use pubeval::{pubeval_score, PubEval, WINNING_SCORE};
pub use random::RandomBot;
pub use roster::{BotKind, UnknownBot};
pub use search::{MoveFilter, RankedPlay, Search, SearchSettings};

/// A computer player.
pub trait Bot {
    /// A short name for logs and duel reports, e.g. `pubeval`.
    fn name(&self) -> &str;

    /// The play the bot makes: one of `plays`, the legal plays of `dice` in `position` (as
    /// [`Position::legal_plays`] returns them: a single empty play when the player cannot
    /// move). Given no plays at all, the bot passes ([`Play::pass`]).
    fn choose_play(&mut self, position: &Position, dice: Dice, plays: &[Play]) -> Play;

    /// [`Bot::choose_play`] at the cube and score of `cube` (from the bot's side), for bots
    /// whose play depends on what gammons are worth there. By default the same as
    /// `choose_play`.
    fn choose_play_in(
        &mut self,
        position: &Position,
        dice: Dice,
        plays: &[Play],
        cube: &CubeContext,
    ) -> Play {
        let _ = cube;
        self.choose_play(position, dice, plays)
    }

    /// Whether to double, before rolling. `position` is seen by the bot, which is on roll; the
    /// caller asks only when the rules let the bot double (it has cube access, not Crawford).
    fn double_decision(&mut self, position: &Position, cube: &CubeContext) -> DoubleDecision;

    /// Whether to take the opponent's double. `position` is seen by the opponent, who is on roll
    /// and has just doubled; `cube` describes the cube *before* the double, from the bot's side.
    fn take_decision(&mut self, position: &Position, cube: &CubeContext) -> TakeDecision;

    /// Whether to beaver the opponent's double: take it and redouble at once, keeping the cube
    /// (money play). Asked, as [`Bot::take_decision`] is and with the same arguments, only
    /// where the rules allow a beaver (see [`decide::answer_double`]). By default a bot never
    /// beavers.
    fn beavers(&mut self, position: &Position, cube: &CubeContext) -> bool {
        let _ = (position, cube);
        false
    }

    /// The resignation the bot offers, if any, before rolling. `position` is seen by the bot,
    /// which is on roll; `cube` is from its side. By default a bot never resigns.
    fn resignation_offer(&mut self, position: &Position, cube: &CubeContext) -> Option<WinKind> {
        let _ = (position, cube);
        None
    }

    /// Whether the bot accepts the opponent's resignation of `offered`. `position` is seen by
    /// the opponent, who is on roll and resigns; `cube` is from the bot's side. By default a
    /// bot accepts exactly when nothing bigger can still be won (see [`most_still_possible`]).
    fn accepts_resignation(
        &mut self,
        position: &Position,
        offered: WinKind,
        cube: &CubeContext,
    ) -> bool {
        let _ = cube;
        offered >= most_still_possible(position)
    }
}

/// The play at `index` of `plays`, or a pass when there is none there: how a bot that ranks
/// plays by index hands back its choice, whatever the slice it was given.
pub fn play_at(position: &Position, plays: &[Play], index: usize) -> Play {
    plays
        .get(index)
        .copied()
        .unwrap_or_else(|| Play::pass(*position))
}

/// The biggest win the opponent of the player on roll in `position` can still score: a single
/// game once the player on roll has borne off a checker; a backgammon while it has a checker on
/// the bar or in the opponent's home board (its points 19 to 24); otherwise a gammon.
pub fn most_still_possible(position: &Position) -> WinKind {
    if position.own_off() > 0 {
        WinKind::Single
    } else if position.own_bar() > 0 || (19..=24).any(|point| position.own(point) > 0) {
        WinKind::Backgammon
    } else {
        WinKind::Gammon
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn by_default_a_bot_accepts_only_the_biggest_win_still_possible() {
        let mut bot = PubEval::new();
        let cube = CubeContext::MONEY_CENTERED;
        // The resigner (on roll) has checkers in the acceptor's home board: a backgammon is
        // still possible.
        assert_eq!(
            most_still_possible(&Position::STARTING),
            WinKind::Backgammon
        );
        assert!(!bot.accepts_resignation(&Position::STARTING, WinKind::Gammon, &cube));
        assert!(bot.accepts_resignation(&Position::STARTING, WinKind::Backgammon, &cube));
        assert_eq!(bot.resignation_offer(&Position::STARTING, &cube), None);
        // All the resigner's checkers home, none off: a gammon at most.
        let mut board = [0i8; 26];
        board[1] = 15;
        board[20] = -3;
        let home = Position::try_from_board(board).unwrap();
        assert_eq!(most_still_possible(&home), WinKind::Gammon);
        assert!(bot.accepts_resignation(&home, WinKind::Gammon, &cube));
        assert!(!bot.accepts_resignation(&home, WinKind::Single, &cube));
        // One checker off: a single game.
        board[1] = 14;
        let one_off = Position::try_from_board(board).unwrap();
        assert_eq!(most_still_possible(&one_off), WinKind::Single);
        assert!(bot.accepts_resignation(&one_off, WinKind::Single, &cube));
    }

    #[test]
    fn every_bot_chooses_one_of_the_plays_offered_and_passes_when_offered_none() {
        let position = Position::STARTING;
        let dice = Dice::new(3, 1).unwrap();
        let plays = position.legal_plays(dice);
        for kind in BotKind::ALL {
            let mut bot = kind.make(1);
            let chosen = bot.choose_play(&position, dice, &plays);
            assert!(plays.contains(&chosen), "{kind}");
            let none = bot.choose_play(&position, dice, &[]);
            assert_eq!(none, Play::pass(position), "{kind}");
        }
    }

    #[test]
    fn by_default_a_bot_never_beavers() {
        // Pubeval and the random player keep the default.
        let cube = CubeContext::MONEY_CENTERED;
        assert!(!PubEval::new().beavers(&Position::STARTING, &cube));
        let mut random = RandomBot::new(1).with_cube_probabilities(1.0, 1.0);
        assert!(!random.beavers(&Position::STARTING, &cube));
    }
}
