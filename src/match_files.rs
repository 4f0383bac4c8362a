//! Match files in and out: the match written as a Jellyfish `.mat` file or as SGF in GNU
//! Backgammon's dialect (the engine's `formats` writers), with a file name that says when and
//! who; and a file read back by the engine's readers, which replay every action through the
//! referee, into the match and setup the page opens for review.
//!
//! Pure: the page hands in the file's name, size and text and today's date; what does not
//! read is a catalogue message naming the file, the line and what is wrong there
//! (`messages.rs`).

mod messages;

use bg_engine::formats::{mat, sgf, MatchRecord};
use bg_engine::referee::{Match, Phase};
use bg_engine::ByPlayer;

use crate::i18n::Message;
use crate::msg;
use crate::setup::{Colour, GameSetup, Opponent};

pub use messages::{read_error_message, write_error_message};

/// The largest file read, in bytes. GNU Backgammon's SGF of an analysed match holds its
/// analysis too (about 110 to 190 kB a game of 25 moves a side, `docs/match-files.md`'s
/// round trips), so a long match's file runs to a few megabytes; anything far larger is not
/// a match file, and reading it would only hold the page up.
pub const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// The two file formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileFormat {
    /// Jellyfish `.mat`, as GNU Backgammon exports it.
    Mat,
    /// SGF, GNU Backgammon's own match file.
    Sgf,
}

impl FileFormat {
    pub fn extension(self) -> &'static str {
        match self {
            FileFormat::Mat => "mat",
            FileFormat::Sgf => "sgf",
        }
    }

    /// The format's name in messages (`$format`).
    pub fn handle(self) -> &'static str {
        match self {
            FileFormat::Mat => "mat",
            FileFormat::Sgf => "sgf",
        }
    }

    /// The format of a file's text: SGF is a game tree, `(` first; anything else is read as
    /// a `.mat` file, whose reader says what it finds instead.
    pub fn of_text(text: &str) -> FileFormat {
        if text
            .trim_start_matches('\u{feff}')
            .trim_start()
            .starts_with('(')
        {
            FileFormat::Sgf
        } else {
            FileFormat::Mat
        }
    }
}

/// The text of `game` as a file of `format`, with the players' `names` (player 0 first, as
/// the page shows them).
///
/// # Errors
/// A match with nothing to write yet (no action), or one the format cannot hold (set up from
/// an ID, or rules the format cannot say), as a message.
pub fn export_text(
    format: FileFormat,
    game: &Match,
    names: &ByPlayer<String>,
) -> Result<String, Message> {
    if game.log().is_empty() {
        return Err(msg!("files-export-empty"));
    }
    let written = match format {
        FileFormat::Mat => mat::write_mat(game, names),
        FileFormat::Sgf => sgf::write_sgf(game, names),
    };
    written.map_err(|error| write_error_message(format, &error))
}

/// The name of an exported file: the date (`YYYY-MM-DD`, handed in), then both players'
/// names, each cut to what a file name on every system can hold.
pub fn export_file_name(format: FileFormat, date: &str, names: &ByPlayer<String>) -> String {
    let date: String = date
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '-')
        .collect();
    let mut parts: Vec<String> = vec![date];
    parts.extend([&names.zero, &names.one].map(|name| file_name_part(name)));
    parts.retain(|part| !part.is_empty());
    if parts.is_empty() {
        parts.push("match".to_owned());
    }
    format!("{}.{}", parts.join("-"), format.extension())
}

/// `name` with every character that is not a letter or a digit made a `_` (spaces, slashes,
/// dots and the characters some systems refuse), runs of them made one, at most 20 characters.
fn file_name_part(name: &str) -> String {
    let mut part = String::new();
    for c in name.trim().chars() {
        if c.is_alphanumeric() {
            part.push(c);
        } else if !part.ends_with('_') {
            part.push('_');
        }
    }
    part.trim_matches('_').chars().take(20).collect()
}

/// A match read from a file, with the setup the page opens it under: pass and play between
/// the file's two players (neither is the computer), under the match's own rules, in the
/// file's colours (SGF's player 0 is White).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    pub setup: GameSetup,
    pub game: Match,
    /// The games the file holds (the last may be in progress).
    pub games: u32,
}

/// Refuses a file too large to be a match file before it is read.
///
/// # Errors
/// The message naming the file, its size and the limit, in kB.
pub fn check_size(name: &str, bytes: u64) -> Result<(), Message> {
    if bytes > MAX_FILE_BYTES {
        return Err(msg!(
            "files-error-too-large",
            name = name,
            size = bytes.div_ceil(1024).min(i64::MAX as u64) as i64,
            max = (MAX_FILE_BYTES / 1024) as i64
        ));
    }
    Ok(())
}

/// The match in the file `name` whose text is `text`.
///
/// # Errors
/// A file that does not read (the message names the file, the line and what is wrong) or
/// holds no action at all.
pub fn import_text(name: &str, text: &str) -> Result<Imported, Message> {
    let format = FileFormat::of_text(text);
    let read = match format {
        FileFormat::Mat => mat::read_mat(text),
        FileFormat::Sgf => sgf::read_sgf(text),
    };
    let MatchRecord { names, game } =
        read.map_err(|error| read_error_message(name, format, &error))?;
    if game.log().is_empty() {
        return Err(msg!("files-error-no-moves", name = name));
    }
    let rules = *game.settings();
    let setup = GameSetup {
        names: [names.zero, names.one],
        opponent: Opponent::Human,
        length: rules.length(),
        cube: rules.cube(),
        jacoby: rules.jacoby(),
        beavers: rules.beavers() > 0,
        hints: true,
        // SGF names its players by colour, player 0 White; a `.mat` file has no colours.
        bottom_colour: match format {
            FileFormat::Sgf => Colour::White,
            FileFormat::Mat => Colour::default(),
        },
    }
    .normalized();
    let games = game.game_number();
    Ok(Imported { setup, game, games })
}

/// Whether opening another match would end `game`: a match not over that has begun, or that
/// was set up from a position (a link, a pasted ID).
pub fn ends_match_in_progress(game: &Match) -> bool {
    let begun = !game.log().is_empty() || game.initial() != Match::new(*game.settings());
    begun && !matches!(game.phase(), Phase::MatchOver { .. })
}

/// What the question before opening an imported match says of it: the file, the players,
/// the games and the score.
pub fn imported_summary(name: &str, imported: &Imported) -> Message {
    let score = imported.game.score();
    msg!(
        "files-imported-summary",
        name = name,
        zero = imported.setup.names[0].as_str(),
        one = imported.setup.names[1].as_str(),
        games = imported.games,
        length = imported.setup.length,
        zero_score = score.zero,
        one_score = score.one
    )
}

#[cfg(test)]
mod tests;
