//! Why the referee refuses an action.

use std::fmt;

use super::action::ActionKind;
use super::cube::MAX_CUBE;
use super::phase::Phase;
use crate::player::Player;

/// An action the referee refuses. The state it was applied to is left unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// This kind of action is not possible in this phase (rolling while a double is pending,
    /// playing before rolling, anything after the match is over, ...).
    WrongPhase { action: ActionKind, phase: Phase },
    /// The action was made for a player who is not the one to act.
    NotYourTurn {
        player: Player,
        to_act: Option<Player>,
    },
    /// An opening-roll die outside 1..=6.
    InvalidDie(u8),
    /// The cube is not in use in this match.
    CubeDisabled,
    /// The opponent owns the cube.
    NoCubeAccess,
    /// No doubling in the Crawford game.
    CrawfordGame,
    /// The player already wins the match with the current cube value: doubling is pointless.
    DeadCube,
    /// The cube cannot go above its maximum.
    CubeAtMaximum,
    /// Beavers are not allowed: match play, disabled in the settings, or too many already.
    BeaverNotAllowed,
    /// The play is not one of the legal plays of the position and dice.
    IllegalPlay,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::WrongPhase { action, phase } => {
                write!(f, "cannot {action} now (phase: {phase:?})")
            }
            ActionError::NotYourTurn { player, to_act } => match to_act {
                Some(to_act) => write!(f, "{player:?} cannot act: it is {to_act:?}'s turn"),
                None => write!(f, "{player:?} cannot act: it is nobody's turn"),
            },
            ActionError::InvalidDie(value) => write!(f, "a die shows 1 to 6, not {value}"),
            ActionError::CubeDisabled => f.write_str("the cube is not in use in this match"),
            ActionError::NoCubeAccess => f.write_str("the opponent owns the cube"),
            ActionError::CrawfordGame => f.write_str("no doubling in the Crawford game"),
            ActionError::DeadCube => {
                f.write_str("the current cube already wins the match: doubling is pointless")
            }
            ActionError::CubeAtMaximum => write!(f, "the cube cannot go above {MAX_CUBE}"),
            ActionError::BeaverNotAllowed => f.write_str("a beaver is not allowed here"),
            ActionError::IllegalPlay => f.write_str("that play is not legal with these dice"),
        }
    }
}

impl std::error::Error for ActionError {}
