//! Where a match stands: who must do what next.

use crate::dice::Dice;
use crate::player::Player;
use crate::WinKind;

/// The phase of a match, which decides the actions allowed next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// A game is about to start: each player rolls one die ([`Action::OpeningRoll`]).
    ///
    /// [`Action::OpeningRoll`]: super::Action::OpeningRoll
    OpeningRoll,
    /// `on_roll` may double (when allowed), resign, or roll.
    AwaitingRoll { on_roll: Player },
    /// `by` has offered the cube (or beavered); the other player takes, drops or beavers.
    CubeOffered { by: Player },
    /// `on_roll` has rolled `dice` and must play them (or resign).
    Moving { on_roll: Player, dice: Dice },
    /// `by` offers to resign at `level`; the other player accepts or rejects.
    ResignationOffered { by: Player, level: WinKind },
    /// The game is over and the match goes on: the next action is [`Action::NextGame`].
    ///
    /// [`Action::NextGame`]: super::Action::NextGame
    GameOver {
        winner: Player,
        kind: WinKind,
        points: u32,
    },
    /// The match is over: no action is allowed any more.
    MatchOver { winner: Player },
}

impl Phase {
    /// The player who must act now, if it is one player's decision. Nobody in particular
    /// during the opening roll and between games, nobody at all once the match is over.
    pub fn to_act(&self) -> Option<Player> {
        match *self {
            Phase::AwaitingRoll { on_roll } | Phase::Moving { on_roll, .. } => Some(on_roll),
            Phase::CubeOffered { by } | Phase::ResignationOffered { by, .. } => Some(by.other()),
            Phase::OpeningRoll | Phase::GameOver { .. } | Phase::MatchOver { .. } => None,
        }
    }

    /// True while a game is being played (not before the opening roll, not after its end).
    pub fn is_playing(&self) -> bool {
        !matches!(
            self,
            Phase::OpeningRoll | Phase::GameOver { .. } | Phase::MatchOver { .. }
        )
    }
}
