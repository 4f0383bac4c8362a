//! Move notation: writing and reading plays as text.
//!
//! Two written forms, both numbering points from the mover's side (1..=24, `bar`, `off`):
//!
//! - **Standard notation**, exactly as GNU Backgammon writes it: `8/5 6/5`, `bar/22*`,
//!   `13/7*/5`, `24/20(2) 13/9(2)`, `6/off(2)`. Parts are sorted by starting point, highest
//!   first; a checker that moves more than once is written as one part whose intermediate points
//!   appear only where it hits (`24/13`, but `24/18*/13`); identical parts are grouped with a
//!   count; `*` marks every landing on a point where an opposing blot stood. See [`write_play`].
//! - **UBGI notation**, for the engine protocol: one `from/to` per die, in an order in which the
//!   moves can be played, no `*`, no counts, `pass` when no checker can move:
//!   `24/18 18/13`, `bar/22 6/off`. See [`write_ubgi`].
//!
//! Reading ([`parse_play`]) accepts both forms and what people type: any case, `*` optional,
//! counts `(2)`, chains `13/7/5`, `25` for the bar and `0` for off, commas between parts,
//! parts in any order. The text is matched against the legal plays by the position it leads
//! to, so `13/5`, `13/8/5` and `13/8 8/5` name the same play. [`parse_moves`] only checks the
//! syntax.
//!
//! ```
//! use bg_engine::notation::{parse_play, write_play, write_ubgi};
//! use bg_engine::{Dice, Position};
//! let dice = Dice::new(6, 5).unwrap();
//! let play = parse_play(&Position::STARTING, dice, "24/18/13").unwrap();
//! assert_eq!(write_play(&play), "24/13");
//! assert_eq!(write_ubgi(&play), "24/18 18/13");
//! ```

mod resolve;
mod syntax;
mod write;

#[cfg(test)]
pub(crate) mod tests;

use std::fmt;

use crate::dice::Dice;

pub use resolve::{parse_play, parse_play_among};
pub use syntax::parse_moves;
pub use write::{write_play, write_ubgi};

/// Why a text is not a play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// A part of the text is not a move: `part` is the offending part as written.
    Syntax {
        part: String,
        problem: SyntaxProblem,
    },
    /// The text moves more checkers from a point (or the bar) than stand there.
    NoChecker { point: u8 },
    /// The moves are well formed but no legal play of these dice leads where they lead.
    NotLegal { dice: Dice },
    /// Several legal plays fit the text (one checker playing both dice, with a blot on each
    /// possible stop): the intermediate point must be written.
    Ambiguous { n_candidates: usize },
}

/// What is wrong with a part of a move text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyntaxProblem {
    /// Not a point: points are 1..=24, `bar` (or 25) and `off` (or 0).
    BadPoint,
    /// A move needs a destination: `from/to`.
    MissingDestination,
    /// A checker moves toward lower points only (`13/8`, not `8/13`).
    NotForward,
    /// `off` (0) can only be a destination.
    OffAsSource,
    /// `bar` (25) can only be a starting point.
    BarAsDestination,
    /// The count in `(n)` must be 1 to 4.
    BadCount,
    /// A character that has no place in a move.
    UnexpectedCharacter,
}

impl fmt::Display for SyntaxProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SyntaxProblem::BadPoint => "points are 1 to 24, bar (25) and off (0)",
            SyntaxProblem::MissingDestination => "a move is written from/to",
            SyntaxProblem::NotForward => "checkers move toward lower points",
            SyntaxProblem::OffAsSource => "off can only be a destination",
            SyntaxProblem::BarAsDestination => "bar can only be a starting point",
            SyntaxProblem::BadCount => "the count in (n) must be 1 to 4",
            SyntaxProblem::UnexpectedCharacter => "unexpected character",
        })
    }
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Syntax { part, problem } => {
                write!(f, "cannot read {part:?}: {problem}")
            }
            ParseMoveError::NoChecker { point: 25 } => {
                f.write_str("there is no checker on the bar to move")
            }
            ParseMoveError::NoChecker { point } => {
                write!(f, "there is no checker on the {point}-point to move")
            }
            ParseMoveError::NotLegal { dice } => {
                write!(f, "these moves are not a legal play of {dice}")
            }
            ParseMoveError::Ambiguous { n_candidates } => write!(
                f,
                "{n_candidates} legal plays fit these moves: write the point where the checker \
                 stops on the way"
            ),
        }
    }
}

impl std::error::Error for ParseMoveError {}

/// How a point is written: `bar` for 25, `off` for 0, else the number.
pub(crate) fn point_name(point: u8) -> PointName {
    PointName(point)
}

/// A point as written in notation (see [`point_name`]).
pub(crate) struct PointName(u8);

impl fmt::Display for PointName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            25 => f.write_str("bar"),
            0 => f.write_str("off"),
            point => write!(f, "{point}"),
        }
    }
}
