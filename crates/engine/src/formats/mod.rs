//! Match files: a refereed [`Match`] written as a Jellyfish `.mat` file ([`mat`]) and as SGF in
//! GNU Backgammon's dialect ([`sgf`]), and read back by replaying every action through the
//! referee, so that a file which reads is a match the rules allow.
//!
//! Both formats record what GNU Backgammon records: every roll and play, every cube action,
//! the end of every game (a bear-off, a drop, an accepted resignation) and the score. Neither
//! keeps what the referee logs beyond that: tied opening rolls, resignations that were rejected
//! (they leave the game as it was), and which die of the opening roll was whose (the higher die
//! is the first mover's). Reading a file gives the match with those left out, and writing that
//! match gives the same file again.
//!
//! A file that does not read gives a [`ReadError`]: the line and what is wrong there. Readers
//! never panic, whatever the bytes (fuzzed in the root `fuzz/` crate).

mod events;
pub mod mat;
mod replay;
pub mod sgf;

use std::fmt;

use crate::dice::Dice;
use crate::notation::ParseMoveError;
use crate::player::{ByPlayer, Player};
use crate::referee::{ActionError, ActionKind, Match, SettingsError};

pub use events::{events_of, Event, GameEvents};

/// A match read from a file: the players' names (player 0 first, the left column of a `.mat`
/// file, White in SGF) and the match, replayed from its start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchRecord {
    pub names: ByPlayer<String>,
    pub game: Match,
}

/// Why a file does not read as a match: where, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// The line of the file, 1 for the first.
    pub line: usize,
    pub problem: Problem,
}

/// What is wrong in a match file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Something else than what the format has at this place.
    Expected {
        expected: &'static str,
        found: String,
    },
    /// The file ends before it says what it must (`what`).
    Truncated { what: &'static str },
    /// A match length the referee does not play.
    Length(SettingsError),
    /// A play that is not legal, or does not read, with the dice rolled.
    Move {
        dice: Dice,
        text: String,
        error: ParseMoveError,
    },
    /// A roll written with no play, although the dice can be played.
    NoPlayWritten { dice: Dice },
    /// The referee refuses this action here.
    Refused {
        action: ActionKind,
        error: ActionError,
    },
    /// An action written for a player who is not the one to act.
    WrongPlayer {
        written: Player,
        to_act: Option<Player>,
    },
    /// The cube value written is not the value the double offers.
    WrongCube { written: u32, offered: u32 },
    /// The score written at the start of a game is not the score the games before make.
    WrongScore {
        written: ByPlayer<u32>,
        played: ByPlayer<u32>,
    },
    /// The game number written is not the next game's.
    WrongGameNumber { written: u32, expected: u32 },
    /// The result written is not how the game ended.
    WrongResult { winner: Player, points: u32 },
    /// A win of this many points at this cube is not a single game, gammon or backgammon.
    BadResignation { points: u32, cube: u32 },
    /// A resignation by a player who is not on roll (the referee takes a resignation only from
    /// the player on roll).
    ResignationOutOfTurn { loser: Player },
    /// A game starts while the one before is still being played.
    GameNotOver,
    /// Something follows the end of the match.
    AfterMatchOver,
    /// A feature of the format that this reader does not read.
    Unsupported(&'static str),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl std::error::Error for ReadError {}

fn player_name(player: Player) -> &'static str {
    match player {
        Player::Zero => "player 0",
        Player::One => "player 1",
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Expected { expected, found } => {
                write!(f, "expected {expected}, found {found:?}")
            }
            Problem::Truncated { what } => write!(f, "the file ends before {what}"),
            Problem::Length(error) => error.fmt(f),
            Problem::Move { dice, text, error } => write!(f, "{dice}: {text:?}: {error}"),
            Problem::NoPlayWritten { dice } => {
                write!(
                    f,
                    "no play is written for {dice}, but the dice can be played"
                )
            }
            Problem::Refused { action, error } => write!(f, "cannot {action}: {error}"),
            Problem::WrongPlayer { written, to_act } => match to_act {
                Some(to_act) => write!(
                    f,
                    "written for {}, but {} is to act",
                    player_name(*written),
                    player_name(*to_act)
                ),
                None => write!(
                    f,
                    "written for {}, but nobody is to act",
                    player_name(*written)
                ),
            },
            Problem::WrongCube { written, offered } => {
                write!(f, "the cube goes to {offered}, not {written}")
            }
            Problem::WrongScore { written, played } => write!(
                f,
                "the score is {}-{} after the games before, not {}-{}",
                played.zero, played.one, written.zero, written.one
            ),
            Problem::WrongGameNumber { written, expected } => {
                write!(f, "game {written} is written where game {expected} comes")
            }
            Problem::WrongResult { winner, points } => write!(
                f,
                "the game did not end with {} winning {points} points",
                player_name(*winner)
            ),
            Problem::BadResignation { points, cube } => write!(
                f,
                "{points} points at a cube of {cube} is not a single game, gammon or backgammon"
            ),
            Problem::ResignationOutOfTurn { loser } => write!(
                f,
                "{} resigns while not on roll, which this program does not record",
                player_name(*loser)
            ),
            Problem::GameNotOver => f.write_str("a new game starts before the last one ended"),
            Problem::AfterMatchOver => f.write_str("the match is already over"),
            Problem::Unsupported(what) => write!(f, "{what} cannot be read"),
        }
    }
}

/// Why a match cannot be written in a format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// The match's log does not start at the start of a match (it was set up from an ID).
    NotFromStart,
    /// The format cannot say the rules of this match.
    RulesNotExpressible(&'static str),
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::NotFromStart => f.write_str(
                "the match was set up in the middle of a game: its history does not start at \
                 the start of a match",
            ),
            WriteError::RulesNotExpressible(what) => write!(f, "cannot be written: {what}"),
        }
    }
}

impl std::error::Error for WriteError {}

#[cfg(test)]
mod tests;
