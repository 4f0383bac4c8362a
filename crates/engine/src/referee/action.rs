//! What the players (and the dice) do: the inputs of the referee.

use std::fmt;

use crate::dice::Dice;
use crate::movegen::Play;
use crate::{Player, WinKind};

/// One step of a match. The acting player is implied by the state (see
/// [`Match::to_act`](super::Match::to_act)); [`Match::apply_by`](super::Match::apply_by) checks
/// it when the caller knows who acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Each player rolls one die to start a game: player 0's die and player 1's die.
    OpeningRoll { zero: u8, one: u8 },
    /// The player on roll rolls the dice (handed in: the referee never rolls).
    Roll(Dice),
    /// The player on roll offers the cube before rolling.
    Double,
    /// The player offered the cube accepts it.
    Take,
    /// The player offered the cube refuses it and loses the game at the current value.
    Drop,
    /// Money play only: the player offered the cube takes it and at once redoubles, keeping it.
    Beaver,
    /// The player on roll plays the roll: one of the legal plays (a pass when nothing moves).
    Play(Play),
    /// The player to act offers to resign a single game, a gammon or a backgammon.
    Resign(WinKind),
    /// The opponent of the resigning player accepts the resignation: the game is over.
    AcceptResignation,
    /// The opponent of the resigning player rejects it: play goes on where it stopped.
    RejectResignation,
    /// After a game is over (and the match is not), the next game starts.
    NextGame,
}

/// The kind of an [`Action`], without its data: for menus, summaries and error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ActionKind {
    OpeningRoll,
    Roll,
    Double,
    Take,
    Drop,
    Beaver,
    Play,
    Resign,
    AcceptResignation,
    RejectResignation,
    NextGame,
}

impl Action {
    /// The opening roll that `winner` wins with `dice`, as match files and GNU Backgammon
    /// write it (the two dice together, the winner's the higher). A double is a tied opening
    /// roll, which the referee rolls again.
    pub fn opening_won_by(winner: Player, dice: Dice) -> Action {
        let (high, low) = (dice.high(), dice.low());
        match winner {
            Player::Zero => Action::OpeningRoll {
                zero: high,
                one: low,
            },
            Player::One => Action::OpeningRoll {
                zero: low,
                one: high,
            },
        }
    }

    /// The kind of this action.
    pub fn kind(&self) -> ActionKind {
        match self {
            Action::OpeningRoll { .. } => ActionKind::OpeningRoll,
            Action::Roll(_) => ActionKind::Roll,
            Action::Double => ActionKind::Double,
            Action::Take => ActionKind::Take,
            Action::Drop => ActionKind::Drop,
            Action::Beaver => ActionKind::Beaver,
            Action::Play(_) => ActionKind::Play,
            Action::Resign(_) => ActionKind::Resign,
            Action::AcceptResignation => ActionKind::AcceptResignation,
            Action::RejectResignation => ActionKind::RejectResignation,
            Action::NextGame => ActionKind::NextGame,
        }
    }
}

impl fmt::Display for ActionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ActionKind::OpeningRoll => "opening roll",
            ActionKind::Roll => "roll",
            ActionKind::Double => "double",
            ActionKind::Take => "take",
            ActionKind::Drop => "drop",
            ActionKind::Beaver => "beaver",
            ActionKind::Play => "play",
            ActionKind::Resign => "resign",
            ActionKind::AcceptResignation => "accept the resignation",
            ActionKind::RejectResignation => "reject the resignation",
            ActionKind::NextGame => "next game",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::{Match, MatchSettings, Phase};

    #[test]
    fn the_opening_roll_won_by_a_player_gives_that_player_the_higher_die() {
        for (winner, dice) in [
            (Player::Zero, Dice::new(3, 1).unwrap()),
            (Player::Zero, Dice::new(1, 3).unwrap()),
            (Player::One, Dice::new(6, 5).unwrap()),
            (Player::One, Dice::new(2, 6).unwrap()),
        ] {
            let action = Action::opening_won_by(winner, dice);
            let game = Match::new(MatchSettings::money()).apply(action).unwrap();
            assert!(
                matches!(game.phase(), Phase::Moving { on_roll, .. } if on_roll == winner),
                "{action:?}"
            );
            let rolled = game.dice().unwrap();
            assert_eq!((rolled.high(), rolled.low()), (dice.high(), dice.low()));
        }
    }
}
