//! Why a match file does not read, or a match cannot be written, as catalogue messages: the
//! engine's `ReadError` (the line and the problem, with the move, referee and rules errors
//! inside it) and `WriteError`, worded for the player.

use bg_engine::formats::{Problem, ReadError, WriteError};
use bg_engine::notation::{ParseMoveError, SyntaxProblem};
use bg_engine::referee::{ActionKind, SettingsError, MAX_MATCH_LENGTH};
use bg_engine::{Dice, Player};

use super::FileFormat;
use crate::i18n::Message;
use crate::msg;
use crate::state::refusal;

/// The longest piece of a file quoted in a message: enough to find it, short enough to read.
const QUOTE_CHARS: usize = 40;

/// Why the file `name` (read as `format`) does not read: the file, the line, the problem.
pub fn read_error_message(name: &str, format: FileFormat, error: &ReadError) -> Message {
    msg!(
        "files-error-line",
        name = name,
        line = error.line,
        problem = problem_message(format, &error.problem)
    )
}

/// What is wrong at a line of a file of `format`.
fn problem_message(format: FileFormat, problem: &Problem) -> Message {
    match problem {
        Problem::Expected { found, .. } => msg!(
            "files-problem-unexpected",
            format = format.handle(),
            found = quoted(found)
        ),
        Problem::Truncated { .. } => msg!("files-problem-truncated"),
        Problem::Length(SettingsError::LengthOutOfRange(length)) => msg!(
            "files-problem-length",
            length = *length,
            max = MAX_MATCH_LENGTH
        ),
        Problem::Move { dice, text, error } => msg!(
            "files-problem-move",
            dice = dice_text(*dice),
            play = quoted(text),
            reason = move_error(error)
        ),
        Problem::NoPlayWritten { dice } => {
            msg!("files-problem-no-play", dice = dice_text(*dice))
        }
        Problem::Refused { action, error } => msg!(
            "files-problem-refused",
            action = action_handle(*action),
            reason = refusal(error)
        ),
        Problem::WrongPlayer { written, to_act } => msg!(
            "files-problem-wrong-player",
            written = side(format, *written),
            to_act = to_act.map_or("none", |player| side(format, player))
        ),
        Problem::WrongCube { written, offered } => msg!(
            "files-problem-wrong-cube",
            written = *written,
            offered = *offered
        ),
        Problem::WrongScore { written, played } => msg!(
            "files-problem-wrong-score",
            written_zero = written.zero,
            written_one = written.one,
            played_zero = played.zero,
            played_one = played.one
        ),
        Problem::WrongGameNumber { written, expected } => msg!(
            "files-problem-wrong-game",
            written = *written,
            expected = *expected
        ),
        Problem::WrongResult { winner, points } => msg!(
            "files-problem-wrong-result",
            winner = side(format, *winner),
            points = *points
        ),
        Problem::BadResignation { points, cube } => msg!(
            "files-problem-bad-resignation",
            points = *points,
            cube = *cube
        ),
        Problem::ResignationOutOfTurn { loser } => msg!(
            "files-problem-resignation-out-of-turn",
            loser = side(format, *loser)
        ),
        Problem::GameNotOver => msg!("files-problem-game-not-over"),
        Problem::AfterMatchOver => msg!("files-problem-after-match-over"),
        Problem::Unsupported(what) => {
            msg!("files-problem-unsupported", what = unsupported_handle(what))
        }
    }
}

/// How a file of `format` names `player`: the column of a `.mat` file (player 0 on the
/// left), the colour of SGF (player 0 is White).
fn side(format: FileFormat, player: Player) -> &'static str {
    match (format, player) {
        (FileFormat::Mat, Player::Zero) => "left",
        (FileFormat::Mat, Player::One) => "right",
        (FileFormat::Sgf, Player::Zero) => "white",
        (FileFormat::Sgf, Player::One) => "black",
    }
}

/// The dice as a match file writes them ("52").
fn dice_text(dice: Dice) -> String {
    dice.to_string()
}

/// `text` from the file, cut to [`QUOTE_CHARS`] characters (with an ellipsis when cut).
fn quoted(text: &str) -> String {
    let text = text.trim();
    if text.chars().count() <= QUOTE_CHARS {
        return text.to_owned();
    }
    let cut: String = text.chars().take(QUOTE_CHARS).collect();
    format!("{cut}…")
}

/// Why a written play is not one: its syntax, a missing checker, no such legal play, or
/// several.
fn move_error(error: &ParseMoveError) -> Message {
    match error {
        ParseMoveError::Syntax { part, problem } => msg!(
            "files-move-syntax",
            part = quoted(part),
            problem = syntax_handle(*problem)
        ),
        ParseMoveError::NoChecker { point: 25 } => msg!("files-move-no-checker-bar"),
        ParseMoveError::NoChecker { point } => {
            msg!("files-move-no-checker", point = *point)
        }
        ParseMoveError::NotLegal { .. } => msg!("files-move-not-legal"),
        ParseMoveError::Ambiguous { n_candidates } => {
            msg!("files-move-ambiguous", count = *n_candidates)
        }
    }
}

fn syntax_handle(problem: SyntaxProblem) -> &'static str {
    match problem {
        SyntaxProblem::BadPoint => "bad-point",
        SyntaxProblem::MissingDestination => "missing-destination",
        SyntaxProblem::NotForward => "not-forward",
        SyntaxProblem::OffAsSource => "off-as-source",
        SyntaxProblem::BarAsDestination => "bar-as-destination",
        SyntaxProblem::BadCount => "bad-count",
        SyntaxProblem::UnexpectedCharacter => "unexpected-character",
    }
}

fn action_handle(action: ActionKind) -> &'static str {
    match action {
        ActionKind::OpeningRoll => "opening-roll",
        ActionKind::Roll => "roll",
        ActionKind::Double => "double",
        ActionKind::Take => "take",
        ActionKind::Drop => "drop",
        ActionKind::Beaver => "beaver",
        ActionKind::Play => "play",
        ActionKind::Resign => "resign",
        ActionKind::AcceptResignation => "accept",
        ActionKind::RejectResignation => "reject",
        ActionKind::NextGame => "next-game",
    }
}

/// The engine's words for a feature of SGF its reader does not read (in English), and the
/// handle the message selects on; a test checks every feature the reader names has one.
pub(super) const UNSUPPORTED: &[(&str, &str)] = &[
    ("a game set up from a position", "set-up"),
    ("a variation (a game tree inside another)", "variation"),
];

fn unsupported_handle(what: &str) -> &'static str {
    UNSUPPORTED
        .iter()
        .find(|(words, _)| *words == what)
        .map_or("other", |(_, handle)| handle)
}

/// Why the match cannot be written as `format`.
pub fn write_error_message(format: FileFormat, error: &WriteError) -> Message {
    match error {
        WriteError::NotFromStart => msg!("files-export-not-from-start"),
        WriteError::RulesNotExpressible(_) => {
            msg!("files-export-rules", format = format.handle())
        }
    }
}
