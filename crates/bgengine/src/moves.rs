//! `bgengine moves`: the legal plays of a position and a roll.
//!
//! - One case: [`list_plays`] gives every distinct legal play as its UBGI move and the Position
//!   ID after the play, seen by the player who just moved (no side switch: the same point of
//!   view as the input). A roll that cannot be played is one play, `pass`, with the position
//!   unchanged.
//! - A stream: [`run_moves_stream`] answers each input line `<PositionID> <dice>` with one line,
//!   the sorted, space-separated Position IDs after every legal play (an empty line when no
//!   move is possible), the format of `crates/engine/tests/data/movegen-gnubg.txt`. A bad line
//!   is answered with `error <message>` and the stream goes on.
//!
//! Dice are written `31`, `3-1`, `3,1` or as two words `3 1`.

use std::fmt;
use std::io::{self, BufRead, Write};

use bg_engine::dice::ParseDiceError;
use bg_engine::ids::ParsePositionIdError;
use bg_engine::notation::write_ubgi;
use bg_engine::{Dice, Play, Position};

use crate::lines::{Line, LineReader};

/// Longest stream line read; a case needs 17 bytes.
pub const MAX_LINE: usize = 1024;

/// Why a case cannot be answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MovesError {
    /// The Position ID does not read.
    Position(ParsePositionIdError),
    /// The dice do not read.
    Dice(ParseDiceError),
    /// The line is not `<PositionID> <dice>`.
    Syntax,
    /// The line is longer than [`MAX_LINE`] bytes.
    TooLong(usize),
}

impl fmt::Display for MovesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MovesError::Position(error) => write!(f, "bad Position ID: {error}"),
            MovesError::Dice(error) => write!(f, "bad dice: {error}"),
            MovesError::Syntax => {
                f.write_str("expected: <PositionID> <dice>, e.g. 4HPwATDgc/ABMA 31")
            }
            MovesError::TooLong(length) => {
                write!(f, "line of {length} bytes, longer than {MAX_LINE}")
            }
        }
    }
}

impl std::error::Error for MovesError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            MovesError::Position(error) => Some(error),
            MovesError::Dice(error) => Some(error),
            MovesError::Syntax | MovesError::TooLong(_) => None,
        }
    }
}

/// Reads a Position ID.
///
/// # Errors
/// [`MovesError::Position`].
pub fn parse_position(text: &str) -> Result<Position, MovesError> {
    Position::from_position_id(text).map_err(MovesError::Position)
}

/// Reads a roll written as one word (`31`, `3-1`, `3,1`) or two (`3 1`).
///
/// # Errors
/// [`MovesError::Dice`], or [`MovesError::Syntax`] for more than two words.
pub fn parse_roll(words: &[&str]) -> Result<Dice, MovesError> {
    match words {
        // The common case without the allocations of `Dice::from_str`.
        [word] if word.len() == 2 && word.bytes().all(|byte| byte.is_ascii_digit()) => {
            let bytes = word.as_bytes();
            Dice::new(bytes[0] - b'0', bytes[1] - b'0').map_err(MovesError::Dice)
        }
        [word] => word.parse().map_err(MovesError::Dice),
        [first, second] if first.len() == 1 && second.len() == 1 => {
            format!("{first}{second}").parse().map_err(MovesError::Dice)
        }
        [first, second] => Err(MovesError::Dice(ParseDiceError::Syntax(format!(
            "{first} {second}"
        )))),
        _ => Err(MovesError::Syntax),
    }
}

/// Every distinct legal play of `dice` in `position`, as `(UBGI move, Position ID after the
/// play seen by the mover)`, sorted by Position ID. A roll that cannot be played gives the
/// single entry `("pass", <the same Position ID>)`.
pub fn list_plays(position: &Position, dice: Dice) -> Vec<(String, String)> {
    let mut listing: Vec<(String, String)> = position
        .legal_plays(dice)
        .iter()
        .map(|play| (write_ubgi(play), play.position.position_id()))
        .collect();
    listing.sort_by(|a, b| a.1.cmp(&b.1));
    listing
}

/// Answers stream lines, reusing its buffers from line to line.
#[derive(Debug, Default)]
pub struct MovesStream {
    plays: Vec<Play>,
    ids: Vec<[u8; 14]>,
}

impl MovesStream {
    /// A stream answerer with empty buffers.
    pub fn new() -> MovesStream {
        MovesStream::default()
    }

    /// Appends the answer to `line` (`<PositionID> <dice>`) to `out`, without a newline: the
    /// sorted, space-separated Position IDs after each legal play, nothing when no move is
    /// possible.
    ///
    /// # Errors
    /// When the line does not read; nothing is appended then.
    pub fn answer(&mut self, line: &str, out: &mut Vec<u8>) -> Result<(), MovesError> {
        let mut words = line.split_ascii_whitespace();
        let position = parse_position(words.next().ok_or(MovesError::Syntax)?)?;
        let mut dice_words = [""; 3];
        let mut n_dice_words = 0;
        for word in words {
            if n_dice_words == dice_words.len() {
                return Err(MovesError::Syntax);
            }
            dice_words[n_dice_words] = word;
            n_dice_words += 1;
        }
        let dice = parse_roll(&dice_words[..n_dice_words])?;
        self.plays.clear();
        position.legal_plays_into(dice, &mut self.plays);
        if self.plays.len() == 1 && self.plays[0].moves().is_empty() {
            return Ok(());
        }
        self.ids.clear();
        self.ids.extend(
            self.plays
                .iter()
                .map(|play| play.position.position_id_bytes()),
        );
        self.ids.sort_unstable();
        for (index, id) in self.ids.iter().enumerate() {
            if index > 0 {
                out.push(b' ');
            }
            out.extend_from_slice(id);
        }
        Ok(())
    }
}

/// Lines answered by a stream, and how many of them were errors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StreamSummary {
    pub n_lines: u64,
    pub n_errors: u64,
}

/// Answers every line of `input` on `output` (see the module documentation). Output is
/// buffered and flushed whenever the input has no complete line waiting, so that a program
/// driving the stream line by line gets each answer at once.
///
/// # Errors
/// Only I/O errors; bad lines are answered with `error <message>`.
pub fn run_moves_stream(input: impl BufRead, output: impl Write) -> io::Result<StreamSummary> {
    let mut reader = LineReader::new(input, MAX_LINE);
    let mut output = io::BufWriter::with_capacity(1 << 16, output);
    let mut stream = MovesStream::new();
    let mut answer = Vec::with_capacity(1024);
    let mut summary = StreamSummary::default();
    while let Some(line) = reader.next_line()? {
        answer.clear();
        let result = match line {
            Line::Text(text) => stream.answer(text, &mut answer),
            Line::TooLong { length } => Err(MovesError::TooLong(length)),
        };
        if let Err(error) = result {
            answer.clear();
            answer.extend_from_slice(format!("error {error}").as_bytes());
            summary.n_errors += 1;
        }
        answer.push(b'\n');
        output.write_all(&answer)?;
        summary.n_lines += 1;
        if reader.input_drained() {
            output.flush()?;
        }
    }
    output.flush()?;
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_read_in_every_written_form() {
        let three_one = Dice::new(3, 1).unwrap();
        for words in [&["31"][..], &["3-1"], &["3,1"], &["3", "1"]] {
            assert_eq!(parse_roll(words), Ok(three_one), "{words:?}");
        }
        assert!(matches!(parse_roll(&["37"]), Err(MovesError::Dice(_))));
        assert!(matches!(
            parse_roll(&["3", "1", "2"]),
            Err(MovesError::Syntax)
        ));
        assert!(matches!(parse_roll(&[]), Err(MovesError::Syntax)));
    }

    #[test]
    fn a_roll_that_cannot_be_played_is_an_empty_answer() {
        // Player on roll closed out on the bar: one checker on the bar, the opponent holds
        // the whole home board of the player on roll.
        let mut on_roll = [0u8; 25];
        on_roll[24] = 1;
        on_roll[5] = 14;
        let mut opponent = [0u8; 25];
        opponent[..6].fill(2);
        opponent[12] = 3;
        let position = Position::from_sides(&on_roll, &opponent).unwrap();
        let mut out = Vec::new();
        let line = format!("{} 66", position.position_id());
        MovesStream::new().answer(&line, &mut out).unwrap();
        assert!(out.is_empty());
        let listing = list_plays(&position, Dice::new(6, 6).unwrap());
        assert_eq!(listing, [("pass".to_owned(), position.position_id())]);
    }
}
