//! Every way an ID fails to read or to set up a match, as a message that says which part is
//! wrong and how (the engine's typed errors, worded by the catalogues).

use bg_engine::ids::{
    GameState, MatchIdError, ParseGnubgIdError, ParseMatchIdError, ParsePositionIdError,
    ParseXgidError, XgidConversionError, XgidField,
};
use bg_engine::referee::{SettingsError, SetupError, MAX_CUBE, MAX_MATCH_LENGTH};
use bg_engine::{Player, PositionError};

use crate::i18n::Message;
use crate::msg;

/// How the sides of a board in an error are named: a Position ID's board is seen by the
/// player on roll; an XGID's by the bottom player (capital letters), whoever is on roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sides {
    OnRoll,
    BottomTop,
}

/// Why a text is not a GNU Backgammon ID.
pub fn gnubg_id_error(error: &ParseGnubgIdError) -> Message {
    match error {
        ParseGnubgIdError::Syntax => msg!("ids-error-gnubg-syntax"),
        ParseGnubgIdError::Position(error) => position_id_error(error),
        ParseGnubgIdError::Match(error) => match_id_text_error(error),
    }
}

fn position_id_error(error: &ParsePositionIdError) -> Message {
    match error {
        ParsePositionIdError::Length(count) => msg!("ids-error-position-length", count = *count),
        ParsePositionIdError::Character(c) => {
            msg!("ids-error-position-character", char = c.to_string())
        }
        ParsePositionIdError::TooManyCheckers => msg!("ids-error-position-checkers"),
        ParsePositionIdError::Illegal(error) => msg!(
            "ids-error-position-illegal",
            reason = position_error(error, Sides::OnRoll)
        ),
    }
}

fn match_id_text_error(error: &ParseMatchIdError) -> Message {
    match error {
        ParseMatchIdError::Length(count) => msg!("ids-error-match-length", count = *count),
        ParseMatchIdError::Character(c) => {
            msg!("ids-error-match-character", char = c.to_string())
        }
        ParseMatchIdError::Invalid(error) => {
            msg!("ids-error-match-invalid", reason = match_id_error(error))
        }
    }
}

/// Why a board is not a position; `sides` says how its two sides are named.
pub fn position_error(error: &PositionError, sides: Sides) -> Message {
    match error {
        PositionError::TooManyCheckers { on_roll, count } => {
            let side = match (sides, on_roll) {
                (Sides::OnRoll, true) => "on-roll",
                (Sides::OnRoll, false) => "opponent",
                (Sides::BottomTop, true) => "bottom",
                (Sides::BottomTop, false) => "top",
            };
            msg!("ids-board-too-many", side = side, count = *count)
        }
        PositionError::BadCount { index, count } => {
            msg!("ids-board-bad-count", index = *index, count = *count)
        }
        PositionError::SharedPoint { point } => msg!("ids-board-shared-point", point = *point),
        PositionError::NoSuchPoint { point } => msg!("ids-board-no-such-point", point = *point),
    }
}

/// Why the fields of a match state do not fit together or in their ranges.
pub fn match_id_error(error: &MatchIdError) -> Message {
    match error {
        MatchIdError::CubeValue(value) => msg!("ids-match-cube", value = *value),
        MatchIdError::CubeOwner(code) => msg!("ids-match-owner", code = *code),
        MatchIdError::GameState(code) => msg!("ids-match-state", code = *code),
        MatchIdError::Die(value) => msg!("ids-match-die", value = *value),
        MatchIdError::HalfRolledDice { first, second } => {
            msg!("ids-match-half-dice", first = *first, second = *second)
        }
        MatchIdError::MatchLength(length) => msg!("ids-match-length", length = *length),
        MatchIdError::Score { player, score } => {
            msg!(
                "ids-match-score",
                player = player_number(*player),
                score = *score
            )
        }
        MatchIdError::CrawfordInMoneyPlay => msg!("ids-match-crawford"),
        MatchIdError::UnusedBits(_) => msg!("ids-match-unused"),
    }
}

/// GNU Backgammon's player numbers as it shows them: 0 and 1.
fn player_number(player: Player) -> u32 {
    match player {
        Player::Zero => 0,
        Player::One => 1,
    }
}

/// Why a text is not an XGID.
pub fn xgid_error(error: &ParseXgidError) -> Message {
    match error {
        ParseXgidError::FieldCount(count) => msg!("ids-error-xgid-fields", count = *count),
        ParseXgidError::PositionLength(count) => {
            msg!("ids-error-xgid-position-length", count = *count)
        }
        ParseXgidError::PositionCharacter(c) => {
            msg!("ids-error-xgid-position-character", char = c.to_string())
        }
        ParseXgidError::Illegal(error) => msg!(
            "ids-error-xgid-illegal",
            reason = position_error(error, Sides::BottomTop)
        ),
        ParseXgidError::Field { field, text } => msg!(
            "ids-error-xgid-field",
            field = xgid_field(*field),
            text = text.as_str()
        ),
        ParseXgidError::ScoreAboveLength { player, score } => {
            // The engine reads an XGID's bottom player as gnubg's player 1.
            let side = if *player == bg_engine::ids::xgid::BOTTOM {
                "bottom"
            } else {
                "top"
            };
            msg!("ids-error-xgid-score", side = side, score = *score)
        }
    }
}

/// The handle of an XGID field in the messages (`$field`).
fn xgid_field(field: XgidField) -> &'static str {
    match field {
        XgidField::Cube => "cube",
        XgidField::CubeOwner => "owner",
        XgidField::Turn => "turn",
        XgidField::Dice => "dice",
        XgidField::ScoreBottom => "score-bottom",
        XgidField::ScoreTop => "score-top",
        XgidField::Rules => "rules",
        XgidField::MatchLength => "length",
        XgidField::MaxCube => "max-cube",
    }
}

/// Why an XGID has no GNU Backgammon ID, or a state has no XGID.
pub fn xgid_conversion_error(error: &XgidConversionError) -> Message {
    match error {
        XgidConversionError::PendingBeaver => msg!("ids-xgid-pending-beaver"),
        XgidConversionError::MatchId(error) => {
            msg!("ids-xgid-state", reason = match_id_error(error))
        }
        XgidConversionError::NotPlaying(state) => {
            let state = match state {
                GameState::None => "none",
                GameState::Playing => "playing",
                GameState::Over => "over",
                GameState::Resigned => "resigned",
                GameState::Dropped => "dropped",
            };
            msg!("ids-xgid-not-playing", state = state)
        }
        XgidConversionError::ResignationOffered => msg!("ids-xgid-resignation"),
        XgidConversionError::TurnMismatch => msg!("ids-xgid-turn"),
    }
}

/// Why a well-formed ID is not a state the referee plays.
pub fn setup_error(error: &SetupError) -> Message {
    match error {
        SetupError::MatchId(error) => {
            msg!("ids-error-match-invalid", reason = match_id_error(error))
        }
        SetupError::MatchLength(SettingsError::LengthOutOfRange(length)) => {
            msg!("ids-setup-length", length = *length, max = MAX_MATCH_LENGTH)
        }
        SetupError::CubeAboveMaximum(value) => {
            msg!("ids-setup-cube", value = *value, max = MAX_CUBE)
        }
        SetupError::MatchAlreadyWon(player) => {
            msg!("ids-setup-won", player = player_number(*player))
        }
        SetupError::Inconsistent(what) => {
            msg!("ids-setup-inconsistent", what = inconsistency(what))
        }
    }
}

/// The referee's words for a contradiction in an ID (`SetupError::Inconsistent`, in English)
/// and the handle the messages select on; a test checks that every contradiction the referee
/// names has its own handle, so only a newer engine's can be "other".
pub(super) const INCONSISTENCIES: &[(&str, &str)] = &[
    ("no game started, yet a turn is on", "no-game-turn"),
    ("no game started, yet the cube moved", "no-game-cube"),
    ("a game in progress on a finished board", "finished-board"),
    ("a resignation and a double at once", "resign-and-double"),
    (
        "a resignation by the player not on roll",
        "resign-not-on-roll",
    ),
    ("a double offered after rolling", "double-after-roll"),
    ("a beaver without the beaverer's cube", "beaver-cube"),
    (
        "a beaver where beavers are not allowed",
        "beaver-not-allowed",
    ),
    (
        "the opponent must act with nothing offered",
        "opponent-to-act",
    ),
    ("a game over with checkers left", "over-with-checkers"),
    (
        "a resigned game without a resignation level",
        "resigned-no-level",
    ),
];

fn inconsistency(what: &str) -> &'static str {
    INCONSISTENCIES
        .iter()
        .find(|(words, _)| *words == what)
        .map_or("other", |(_, handle)| handle)
}
