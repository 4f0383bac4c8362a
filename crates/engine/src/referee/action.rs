//! What the players (and the dice) do: the inputs of the referee.

use std::fmt;

use crate::dice::Dice;
use crate::movegen::Play;
use crate::WinKind;

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
