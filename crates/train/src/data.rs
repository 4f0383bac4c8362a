//! The rollout data file: positions with their rollout chances and standard errors, one
//! position a line, growing run by run.
//!
//! Format 1 (text, UTF-8; `#` starts a comment line, blank lines are ignored). The first other
//! line is the header `bgtrain-rollouts 1`; every further line is a record of 17 fields
//! separated by spaces:
//!
//! | field | what |
//! |---|---|
//! | 1 | the position's Position ID, seen by the player on roll, before the roll |
//! | 2 | the net: 16 hex digits, [`net_id`] of its weights file |
//! | 3 | trials (a multiple of 36) |
//! | 4 | the rollout's seed |
//! | 5 | the method: `VT` variance reduction and truncation, `V-`, `-T` or `--` |
//! | 6-10 | the mean chances of the player on roll: win, win gammon, win backgammon, lose gammon, lose backgammon |
//! | 11 | the mean cubeless equity |
//! | 12-16 | the standard errors of fields 6 to 10 |
//! | 17 | the standard error of the equity |
//!
//! Chances and errors are written with six decimals. A run appends a record after each
//! position, so an interrupted run loses at most the position it was rolling out; a rerun skips
//! the positions that already have a record for the same net and method.

use std::fmt;
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::Path;

use bg_engine::eval::N_OUTPUTS;
use bg_engine::hash::mix64;
use bg_engine::ids::ParsePositionIdError;
use bg_engine::Position;

use crate::rollout::{RolloutResult, RolloutSettings};

/// The header line of format 1.
pub const HEADER: &str = "bgtrain-rollouts 1";

const FIELDS: usize = 17;

/// A net's identity in the data files: a 64-bit hash of its weights file's bytes.
pub fn net_id(weights: &[u8]) -> u64 {
    let mut hash = mix64(weights.len() as u64);
    for chunk in weights.chunks(8) {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        hash = mix64(hash ^ u64::from_le_bytes(word));
    }
    hash
}

/// How the trials were played, as field 5 says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Method {
    pub variance_reduction: bool,
    pub truncation: bool,
}

impl Method {
    pub fn of(settings: &RolloutSettings) -> Method {
        Method {
            variance_reduction: settings.variance_reduction,
            truncation: settings.truncation,
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = if self.variance_reduction { 'V' } else { '-' };
        let t = if self.truncation { 'T' } else { '-' };
        write!(f, "{v}{t}")
    }
}

/// One position's rollout.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RolloutRecord {
    pub position: Position,
    pub net: u64,
    pub seed: u64,
    pub method: Method,
    pub result: RolloutResult,
}

/// Why a record line cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not 17 fields.
    FieldCount(usize),
    PositionId(ParsePositionIdError),
    /// The net is not 16 hex digits.
    Net(String),
    /// The method is not one of `VT`, `V-`, `-T`, `--`.
    Method(String),
    /// The trials are not a positive multiple of 36.
    Trials(String),
    /// A field that should be a number (named) is not a finite one.
    Number {
        field: &'static str,
        text: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::FieldCount(n) => write!(f, "{n} fields, a record has {FIELDS}"),
            RecordError::PositionId(e) => write!(f, "bad Position ID: {e}"),
            RecordError::Net(text) => write!(f, "bad net {text:?}: 16 hex digits expected"),
            RecordError::Method(text) => {
                write!(f, "bad method {text:?}: VT, V-, -T or -- expected")
            }
            RecordError::Trials(text) => {
                write!(f, "bad trials {text:?}: a positive multiple of 36 expected")
            }
            RecordError::Number { field, text } => write!(f, "bad {field} {text:?}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// Why a data file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DataFileError {
    /// The first line that is not a comment is not a header of this kind of file.
    MissingHeader(String),
    /// The header names a format this build does not read.
    Version(String),
    /// Line `line` (from 1) is not a record.
    Line { line: usize, error: RecordError },
}

impl fmt::Display for DataFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DataFileError::MissingHeader(text) => {
                write!(f, "the file starts with {text:?}, not a header")
            }
            DataFileError::Version(text) => write!(f, "unsupported format {text:?}"),
            DataFileError::Line { line, error } => write!(f, "line {line}: {error}"),
        }
    }
}

impl std::error::Error for DataFileError {}

const OUTPUT_NAMES: [&str; N_OUTPUTS] = [
    "win",
    "win gammon",
    "win backgammon",
    "lose gammon",
    "lose backgammon",
];

impl RolloutRecord {
    /// The record as a line of format 1 (without the newline).
    pub fn to_line(&self) -> String {
        let r = &self.result;
        let mut line = format!(
            "{} {:016x} {} {} {}",
            self.position.position_id(),
            self.net,
            r.trials,
            self.seed,
            self.method
        );
        for value in r.mean.iter().chain([&r.equity]) {
            line.push_str(&format!(" {value:.6}"));
        }
        for value in r.standard_error.iter().chain([&r.equity_error]) {
            line.push_str(&format!(" {value:.6}"));
        }
        line
    }

    /// Reads a line of format 1.
    ///
    /// # Errors
    /// The first field that is wrong, as a [`RecordError`].
    pub fn from_line(line: &str) -> Result<RolloutRecord, RecordError> {
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() != FIELDS {
            return Err(RecordError::FieldCount(fields.len()));
        }
        let position = Position::from_position_id(fields[0]).map_err(RecordError::PositionId)?;
        let net = (fields[1].len() == 16)
            .then(|| u64::from_str_radix(fields[1], 16).ok())
            .flatten()
            .ok_or_else(|| RecordError::Net(fields[1].to_owned()))?;
        let trials = fields[2]
            .parse::<u32>()
            .ok()
            .filter(|&n| n > 0 && n.is_multiple_of(36))
            .ok_or_else(|| RecordError::Trials(fields[2].to_owned()))?;
        let seed = fields[3].parse::<u64>().map_err(|_| RecordError::Number {
            field: "seed",
            text: fields[3].to_owned(),
        })?;
        let method = parse_method(fields[4])?;
        let number = |index: usize, field: &'static str| {
            fields[index]
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite())
                .ok_or_else(|| RecordError::Number {
                    field,
                    text: fields[index].to_owned(),
                })
        };
        let mut mean = [0f64; N_OUTPUTS];
        let mut standard_error = [0f64; N_OUTPUTS];
        for k in 0..N_OUTPUTS {
            mean[k] = number(5 + k, OUTPUT_NAMES[k])?;
            standard_error[k] = number(11 + k, "standard error")?;
        }
        let result = RolloutResult {
            mean,
            standard_error,
            equity: number(10, "equity")?,
            equity_error: number(16, "equity's standard error")?,
            trials,
        };
        Ok(RolloutRecord {
            position,
            net,
            seed,
            method,
            result,
        })
    }

    /// The key a rerun is skipped by: the position, the net and the method.
    pub fn key(&self) -> (Position, u64, Method) {
        (self.position, self.net, self.method)
    }
}

fn parse_method(text: &str) -> Result<Method, RecordError> {
    let flag = |c: Option<char>, on: char| match c {
        Some(c) if c == on => Some(true),
        Some('-') => Some(false),
        _ => None,
    };
    let mut chars = text.chars();
    let variance_reduction = flag(chars.next(), 'V');
    let truncation = flag(chars.next(), 'T');
    match (variance_reduction, truncation, chars.next()) {
        (Some(variance_reduction), Some(truncation), None) => Ok(Method {
            variance_reduction,
            truncation,
        }),
        _ => Err(RecordError::Method(text.to_owned())),
    }
}

/// The lines of `text` that hold data (not comments, not blank), with their numbers from 1,
/// after checking the header `header` (`name version`).
///
/// # Errors
/// [`DataFileError::MissingHeader`] or [`DataFileError::Version`].
pub fn data_lines<'a>(text: &'a str, header: &str) -> Result<Vec<(usize, &'a str)>, DataFileError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'));
    let Some((_, first)) = lines.next() else {
        return Ok(Vec::new());
    };
    let (name, _) = header.split_once(' ').unwrap_or((header, ""));
    match first.split_once(' ') {
        Some((found, _)) if found == name && first != header => {
            return Err(DataFileError::Version(first.to_owned()))
        }
        _ if first != header => return Err(DataFileError::MissingHeader(first.to_owned())),
        _ => {}
    }
    Ok(lines.collect())
}

/// Reads a rollout data file's text. An empty text is an empty file.
///
/// # Errors
/// A missing or unknown header, or the first bad line.
pub fn parse_rollouts(text: &str) -> Result<Vec<RolloutRecord>, DataFileError> {
    data_lines(text, HEADER)?
        .into_iter()
        .map(|(line, text)| {
            RolloutRecord::from_line(text).map_err(|error| DataFileError::Line { line, error })
        })
        .collect()
}

/// Reads the rollout data file at `path`; a file that does not exist yet has no records.
///
/// # Errors
/// An unreadable file (as text), or its first error.
pub fn read_rollouts(path: &Path) -> Result<Vec<RolloutRecord>, String> {
    match fs::read_to_string(path) {
        Ok(text) => parse_rollouts(&text).map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Appends `line` to the file at `path`, starting the file with `preamble` (its header and
/// comments) when it is new or empty, and flushes it to the disk, so that a run killed later
/// keeps it.
///
/// # Errors
/// When the file cannot be written.
pub fn append_line(path: &Path, preamble: &str, line: &str) -> io::Result<()> {
    let empty = fs::metadata(path).map_or(true, |m| m.len() == 0);
    let mut file = OpenOptions::new().create(true).append(true).open(path)?;
    let mut text = String::new();
    if empty {
        text.push_str(preamble);
    }
    text.push_str(line);
    text.push('\n');
    file.write_all(text.as_bytes())?;
    file.sync_data()
}

/// The start of a new rollout data file: its header and what its fields are.
pub fn rollouts_preamble() -> String {
    format!(
        "{HEADER}\n# Rollouts by `bgtrain rollout` (crates/train/src/data.rs has the format):\n\
         # position_id net trials seed method win win_gammon win_backgammon lose_gammon \
         lose_backgammon equity, then the standard errors of the last six\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record() -> RolloutRecord {
        RolloutRecord {
            position: Position::STARTING,
            net: 0x0123_4567_89ab_cdef,
            seed: 42,
            method: Method {
                variance_reduction: true,
                truncation: false,
            },
            result: RolloutResult {
                mean: [0.5, 0.125, 0.0, 0.25, 0.015625],
                standard_error: [0.001, 0.002, 0.0, 0.003, 0.0005],
                equity: -0.140625,
                equity_error: 0.004,
                trials: 1296,
            },
        }
    }

    #[test]
    fn a_record_round_trips_through_its_line() {
        let line = record().to_line();
        assert!(line.starts_with("4HPwATDgc/ABMA 0123456789abcdef 1296 42 V- 0.500000"));
        assert_eq!(RolloutRecord::from_line(&line), Ok(record()));
    }

    #[test]
    fn a_file_round_trips_with_comments_and_blank_lines() {
        let mut second = record();
        second.method.truncation = true;
        let text = format!(
            "{}\n{}\n\n# a comment\n{}\n",
            rollouts_preamble(),
            record().to_line(),
            second.to_line()
        );
        assert_eq!(parse_rollouts(&text), Ok(vec![record(), second]));
        assert_eq!(parse_rollouts(""), Ok(vec![]));
    }

    #[test]
    fn appending_starts_a_file_with_its_header_and_keeps_what_was_there() {
        let dir = std::env::temp_dir().join(format!("bgtrain-data-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("rollouts.txt");
        let _ = fs::remove_file(&path);
        assert_eq!(read_rollouts(&path), Ok(vec![]));
        let mut second = record();
        second.seed = 43;
        for r in [record(), second] {
            append_line(&path, &rollouts_preamble(), &r.to_line()).unwrap();
        }
        assert_eq!(read_rollouts(&path), Ok(vec![record(), second]));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn bad_lines_give_typed_errors() {
        let good = record().to_line();
        let replace = |index: usize, with: &str| {
            let mut fields: Vec<&str> = good.split(' ').collect();
            fields[index] = with;
            fields.join(" ")
        };
        let cases: Vec<(String, RecordError)> = vec![
            ("".to_owned(), RecordError::FieldCount(0)),
            (format!("{good} 1"), RecordError::FieldCount(18)),
            (
                replace(0, "nonsense"),
                RecordError::PositionId(Position::from_position_id("nonsense").unwrap_err()),
            ),
            (replace(1, "xyz"), RecordError::Net("xyz".to_owned())),
            (
                replace(1, "0123456789abcdeg"),
                RecordError::Net("0123456789abcdeg".to_owned()),
            ),
            (replace(2, "35"), RecordError::Trials("35".to_owned())),
            (replace(2, "0"), RecordError::Trials("0".to_owned())),
            (
                replace(3, "-1"),
                RecordError::Number {
                    field: "seed",
                    text: "-1".to_owned(),
                },
            ),
            (replace(4, "VX"), RecordError::Method("VX".to_owned())),
            (replace(4, "VTT"), RecordError::Method("VTT".to_owned())),
            (
                replace(5, "NaN"),
                RecordError::Number {
                    field: "win",
                    text: "NaN".to_owned(),
                },
            ),
            (
                replace(16, "x"),
                RecordError::Number {
                    field: "equity's standard error",
                    text: "x".to_owned(),
                },
            ),
        ];
        for (line, error) in cases {
            assert_eq!(RolloutRecord::from_line(&line), Err(error), "{line:?}");
        }
    }

    #[test]
    fn bad_files_give_typed_errors_with_the_line() {
        assert_eq!(
            parse_rollouts("rollouts\n"),
            Err(DataFileError::MissingHeader("rollouts".to_owned()))
        );
        assert_eq!(
            parse_rollouts("bgtrain-rollouts 2\n"),
            Err(DataFileError::Version("bgtrain-rollouts 2".to_owned()))
        );
        let text = format!("{HEADER}\n# c\n{}\nbroken\n", record().to_line());
        assert_eq!(
            parse_rollouts(&text),
            Err(DataFileError::Line {
                line: 4,
                error: RecordError::FieldCount(1)
            })
        );
    }

    #[test]
    fn the_net_id_depends_on_every_byte() {
        let bytes = bg_engine::eval::EMBEDDED_WEIGHTS;
        let id = net_id(bytes);
        let mut changed = bytes.to_vec();
        let last = changed.len() - 1;
        changed[last] ^= 1;
        assert_ne!(id, net_id(&changed));
        assert_ne!(id, net_id(&bytes[..last]));
        assert_eq!(id, net_id(bytes));
    }
}
