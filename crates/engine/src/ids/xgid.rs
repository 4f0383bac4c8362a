//! eXtreme Gammon's XGID:
//! `XGID=<position>:<cube>:<owner>:<turn>:<dice>:<score bottom>:<score top>:<rules>:<length>:<max cube>`.
//!
//! - Position, 26 characters, always seen by the bottom player, whoever is on roll: character 0
//!   is the top player's bar, 1 to 24 the points numbered from the bottom player's side, 25 the
//!   bottom player's bar. `A`-`P` are 1-16 bottom checkers, `a`-`p` top checkers, `-` empty.
//!   This is exactly the engine's signed board seen by the bottom player (slot `i` = character
//!   `i`), so [`Xgid::board`] is a [`Position`] with the bottom player as "own".
//! - Cube: log2 of its value. Owner: 1 bottom, 0 centred, -1 top. Turn: 1 bottom, -1 top.
//! - Dice: `00` to roll (or double), `xy` rolled, `D` the turn player has doubled and the other
//!   must answer, `B` beavered, `R` raccooned.
//! - Rules: in a match 1 = Crawford game; in money play bit 0 = Jacoby, bit 1 = beavers.
//! - Max cube: log2 of the largest cube, which gnubg ignores; XG writes 10.
//!
//! Players: the bottom player is gnubg's player 1 and the top player gnubg's player 0, which is
//! how GNU Backgammon 1.07's `set xgid` reads an XGID before it offers (and, in scripts, makes)
//! a "swap players so the player on roll appears on the bottom" when top is to act. Turn, cube
//! owner and score follow the same mapping.

use std::fmt;
use std::str::FromStr;

use crate::dice::Dice;
use crate::ids::match_id::{CubeOwner, GameState, MatchId, MatchIdError, MAX_ENCODABLE_CUBE};
use crate::player::{ByPlayer, Player};
use crate::position::{Position, PositionError};

/// The player at the bottom of the XGID board (upper-case checkers, turn 1, owner 1).
pub const BOTTOM: Player = Player::One;
/// The player at the top of the XGID board (lower-case checkers, turn -1, owner -1).
pub const TOP: Player = Player::Zero;
/// The max-cube field XG writes (2^10).
pub const DEFAULT_MAX_CUBE_LOG2: u8 = 10;

/// The dice field of an XGID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgidDice {
    /// `00`: the player whose turn it is has not rolled (and may double).
    ToRoll,
    /// Two dice in the order written.
    Rolled(Dice),
    /// `D`: the turn player has doubled; the opponent must take or drop.
    Doubled,
    /// `B`: the double was beavered.
    Beavered,
    /// `R`: the beaver was raccooned.
    Raccooned,
}

/// Every field of an XGID, decoded. Players are numbered as gnubg reads XGIDs: [`BOTTOM`] is
/// player 1, [`TOP`] player 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Xgid {
    /// The checkers seen by the bottom player, whoever is on roll.
    pub board: Position,
    /// A power of two from 1 to 4096; while a double is pending, the value before it.
    pub cube_value: u32,
    pub cube_owner: CubeOwner,
    /// The player whose turn it is (the doubler when `dice` is `Doubled`).
    pub turn: Player,
    pub dice: XgidDice,
    pub score: ByPlayer<u32>,
    /// 0 for money play.
    pub match_length: u32,
    /// Match play only.
    pub crawford: bool,
    /// Money play only.
    pub jacoby: bool,
    /// Money play only.
    pub beavers: bool,
    /// log2 of the largest cube allowed, 0..=15.
    pub max_cube_log2: u8,
}

/// The colon-separated fields after the position, for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgidField {
    Cube,
    CubeOwner,
    Turn,
    Dice,
    ScoreBottom,
    ScoreTop,
    Rules,
    MatchLength,
    MaxCube,
}

/// Why a string is not an XGID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseXgidError {
    /// Not 10 colon-separated fields (the position and 9 numbers).
    FieldCount(usize),
    /// The position is not 26 characters.
    PositionLength(usize),
    /// A position character other than `-`, `A`-`P`, `a`-`p`.
    PositionCharacter(char),
    /// The position is not legal (16 checkers, a checker on the wrong bar, ...).
    Illegal(PositionError),
    /// A field is malformed or out of range (numbers are plain decimal: no `+`, no leading 0).
    Field { field: XgidField, text: String },
    /// A score above the match length.
    ScoreAboveLength { player: Player, score: u32 },
}

impl fmt::Display for ParseXgidError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseXgidError::FieldCount(count) => {
                write!(f, "an XGID has 10 colon-separated fields, not {count}")
            }
            ParseXgidError::PositionLength(length) => {
                write!(f, "an XGID position has 26 characters, not {length}")
            }
            ParseXgidError::PositionCharacter(c) => {
                write!(f, "{c:?} is not an XGID checker count (-, A-P, a-p)")
            }
            ParseXgidError::Illegal(error) => write!(f, "not a legal position: {error}"),
            ParseXgidError::Field { field, text } => {
                write!(f, "bad XGID field {field:?}: {text:?}")
            }
            ParseXgidError::ScoreAboveLength { player, score } => write!(
                f,
                "the {} player's score {score} is above the match length",
                if *player == BOTTOM { "bottom" } else { "top" }
            ),
        }
    }
}

impl std::error::Error for ParseXgidError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ParseXgidError::Illegal(error) => Some(error),
            _ => None,
        }
    }
}

/// Why an XGID and a gnubg match state cannot be converted into each other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XgidConversionError {
    /// A beaver or raccoon is pending: the Match ID has no field for it (gnubg 1.07 rejects
    /// such XGIDs).
    PendingBeaver,
    /// The XGID's values do not fit a Match ID (a score above 32767, say).
    MatchId(MatchIdError),
    /// An XGID always describes a game in progress.
    NotPlaying(GameState),
    /// An XGID cannot carry a resignation.
    ResignationOffered,
    /// The player to act is not the player on roll, and no double explains it; or a double is
    /// offered after the dice were rolled.
    TurnMismatch,
}

impl fmt::Display for XgidConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            XgidConversionError::PendingBeaver => {
                f.write_str("a pending beaver or raccoon has no Match ID equivalent")
            }
            XgidConversionError::MatchId(error) => write!(f, "not a valid match state: {error}"),
            XgidConversionError::NotPlaying(state) => {
                write!(f, "an XGID describes a game in progress, not {state:?}")
            }
            XgidConversionError::ResignationOffered => {
                f.write_str("an XGID cannot describe a pending resignation")
            }
            XgidConversionError::TurnMismatch => {
                f.write_str("the player to act does not match the player on roll and the cube")
            }
        }
    }
}

impl std::error::Error for XgidConversionError {}

/// Reads a plain decimal integer: an optional `-`, then `0` or digits without a leading zero.
fn parse_integer(text: &str, field: XgidField) -> Result<i64, ParseXgidError> {
    let bad = || ParseXgidError::Field {
        field,
        text: text.to_owned(),
    };
    let digits = text.strip_prefix('-').unwrap_or(text);
    let canonical = !digits.is_empty()
        && digits.len() <= 10
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'))
        && text != "-0";
    if !canonical {
        return Err(bad());
    }
    text.parse().map_err(|_| bad())
}

/// Reads an integer and checks it lies in `range`.
fn parse_in(
    text: &str,
    field: XgidField,
    range: std::ops::RangeInclusive<i64>,
) -> Result<i64, ParseXgidError> {
    let value = parse_integer(text, field)?;
    if range.contains(&value) {
        Ok(value)
    } else {
        Err(ParseXgidError::Field {
            field,
            text: text.to_owned(),
        })
    }
}

fn parse_board(text: &str) -> Result<Position, ParseXgidError> {
    let length = text.chars().count();
    if length != 26 {
        return Err(ParseXgidError::PositionLength(length));
    }
    let mut board = [0i8; 26];
    for (slot, c) in board.iter_mut().zip(text.chars()) {
        *slot = match c {
            '-' => 0,
            'A'..='P' => (c as u8 - b'A' + 1) as i8,
            'a'..='p' => -((c as u8 - b'a' + 1) as i8),
            _ => return Err(ParseXgidError::PositionCharacter(c)),
        };
    }
    Position::try_from_board(board).map_err(ParseXgidError::Illegal)
}

fn parse_dice(text: &str) -> Result<XgidDice, ParseXgidError> {
    let bad = || ParseXgidError::Field {
        field: XgidField::Dice,
        text: text.to_owned(),
    };
    match text {
        "00" => Ok(XgidDice::ToRoll),
        "D" => Ok(XgidDice::Doubled),
        "B" => Ok(XgidDice::Beavered),
        "R" => Ok(XgidDice::Raccooned),
        _ => match text.as_bytes() {
            [a @ b'1'..=b'6', b @ b'1'..=b'6'] => Dice::new(a - b'0', b - b'0')
                .map(XgidDice::Rolled)
                .map_err(|_| bad()),
            _ => Err(bad()),
        },
    }
}

fn player_from_sign(value: i64) -> Player {
    if value > 0 {
        BOTTOM
    } else {
        TOP
    }
}

impl Xgid {
    /// Reads an XGID, with or without the `XGID=` prefix.
    ///
    /// # Errors
    /// See [`ParseXgidError`]. Everything accepted with the prefix writes back to the same
    /// string.
    pub fn from_xgid(text: &str) -> Result<Xgid, ParseXgidError> {
        let body = text.strip_prefix("XGID=").unwrap_or(text);
        let fields: Vec<&str> = body.split(':').collect();
        let [position, cube, owner, turn, dice, score_bottom, score_top, rules, length, max_cube] =
            fields[..]
        else {
            return Err(ParseXgidError::FieldCount(fields.len()));
        };
        let board = parse_board(position)?;
        let max_cube_log = parse_in(
            cube,
            XgidField::Cube,
            0..=i64::from(MAX_ENCODABLE_CUBE.ilog2()),
        )?;
        let cube_owner = match parse_in(owner, XgidField::CubeOwner, -1..=1)? {
            0 => CubeOwner::Centered,
            sign => CubeOwner::Player(player_from_sign(sign)),
        };
        let turn = match parse_integer(turn, XgidField::Turn)? {
            sign @ (1 | -1) => player_from_sign(sign),
            _ => {
                return Err(ParseXgidError::Field {
                    field: XgidField::Turn,
                    text: turn.to_owned(),
                })
            }
        };
        let dice = parse_dice(dice)?;
        let u32_range = 0..=i64::from(u32::MAX);
        let score = ByPlayer {
            one: parse_in(score_bottom, XgidField::ScoreBottom, u32_range.clone())? as u32,
            zero: parse_in(score_top, XgidField::ScoreTop, u32_range.clone())? as u32,
        };
        let match_length = parse_in(length, XgidField::MatchLength, u32_range)? as u32;
        let rules_range = if match_length > 0 { 0..=1 } else { 0..=3 };
        let rules = parse_in(rules, XgidField::Rules, rules_range)?;
        let max_cube_log2 = parse_in(max_cube, XgidField::MaxCube, 0..=15)? as u8;
        if match_length > 0 {
            for player in Player::BOTH {
                if score[player] > match_length {
                    return Err(ParseXgidError::ScoreAboveLength {
                        player,
                        score: score[player],
                    });
                }
            }
        }
        let money = match_length == 0;
        Ok(Xgid {
            board,
            cube_value: 1 << max_cube_log,
            cube_owner,
            turn,
            dice,
            score,
            match_length,
            crawford: !money && rules == 1,
            jacoby: money && rules & 1 == 1,
            beavers: money && rules & 2 == 2,
            max_cube_log2,
        })
    }

    /// The XGID string, with the `XGID=` prefix.
    pub fn xgid(&self) -> String {
        let mut text = String::with_capacity(64);
        text.push_str("XGID=");
        for &count in self.board.board() {
            let magnitude = count.unsigned_abs();
            text.push(match count {
                0 => '-',
                1.. => char::from(b'A' + magnitude - 1),
                _ => char::from(b'a' + magnitude - 1),
            });
        }
        let owner = match self.cube_owner {
            CubeOwner::Centered => 0,
            CubeOwner::Player(player) if player == BOTTOM => 1,
            CubeOwner::Player(_) => -1,
        };
        let turn = if self.turn == BOTTOM { 1 } else { -1 };
        let dice = match self.dice {
            XgidDice::ToRoll => "00".to_owned(),
            XgidDice::Rolled(dice) => dice.to_string(),
            XgidDice::Doubled => "D".to_owned(),
            XgidDice::Beavered => "B".to_owned(),
            XgidDice::Raccooned => "R".to_owned(),
        };
        let rules = if self.match_length > 0 {
            u32::from(self.crawford)
        } else {
            u32::from(self.jacoby) | u32::from(self.beavers) << 1
        };
        text.push_str(&format!(
            ":{}:{owner}:{turn}:{dice}:{}:{}:{rules}:{}:{}",
            self.cube_value.max(1).ilog2(),
            self.score[BOTTOM],
            self.score[TOP],
            self.match_length,
            self.max_cube_log2,
        ));
        text
    }

    /// The same state as gnubg sees it: the board seen by the player on roll (the doubler while
    /// a double is pending) and a Match ID of a game in progress. The beaver rule and the max
    /// cube have no Match ID field and are dropped; in match play the Jacoby flag is `false`, as
    /// gnubg writes it.
    ///
    /// gnubg 1.07's `set xgid` then changes the state further: it swaps players when the top
    /// player is to act, orders the dice high first, steps back from a pending double (its
    /// `set matchid` "cannot handle positions where a double has been offered") and resets the
    /// cube value to 1 in a Crawford game (keeping the owner); `tests/gnubg_ids.rs` applies the
    /// first three to compare.
    ///
    /// # Errors
    /// A pending beaver or raccoon, or values the Match ID cannot hold.
    pub fn to_gnubg(&self) -> Result<(Position, MatchId), XgidConversionError> {
        let (dice, double_offered) = match self.dice {
            XgidDice::ToRoll => (None, false),
            XgidDice::Rolled(dice) => (Some(dice), false),
            XgidDice::Doubled => (None, true),
            XgidDice::Beavered | XgidDice::Raccooned => {
                return Err(XgidConversionError::PendingBeaver)
            }
        };
        let on_roll = self.turn;
        let match_id = MatchId {
            cube_value: self.cube_value,
            cube_owner: self.cube_owner,
            on_roll,
            crawford: self.match_length > 0 && self.crawford,
            game_state: GameState::Playing,
            turn: if double_offered {
                on_roll.other()
            } else {
                on_roll
            },
            double_offered,
            resignation: None,
            dice,
            match_length: self.match_length,
            score: self.score,
            jacoby: self.match_length == 0 && self.jacoby,
        };
        match_id.validate().map_err(XgidConversionError::MatchId)?;
        let position = if on_roll == BOTTOM {
            self.board
        } else {
            self.board.switch_sides()
        };
        Ok((position, match_id))
    }

    /// The XGID of a gnubg state: `position` is seen by `match_id.on_roll`. `beavers` fills the
    /// money-play rule the Match ID does not carry; the max cube is [`DEFAULT_MAX_CUBE_LOG2`].
    ///
    /// # Errors
    /// States an XGID cannot describe: no game in progress, a pending resignation, a player to
    /// act who is neither the player on roll nor answering a double, or invalid Match ID fields.
    pub fn from_gnubg(
        position: &Position,
        match_id: &MatchId,
        beavers: bool,
    ) -> Result<Xgid, XgidConversionError> {
        match_id.validate().map_err(XgidConversionError::MatchId)?;
        if match_id.game_state != GameState::Playing {
            return Err(XgidConversionError::NotPlaying(match_id.game_state));
        }
        if match_id.resignation.is_some() {
            return Err(XgidConversionError::ResignationOffered);
        }
        let consistent = if match_id.double_offered {
            match_id.turn != match_id.on_roll && match_id.dice.is_none()
        } else {
            match_id.turn == match_id.on_roll
        };
        if !consistent {
            return Err(XgidConversionError::TurnMismatch);
        }
        let dice = match (match_id.double_offered, match_id.dice) {
            (true, _) => XgidDice::Doubled,
            (false, Some(dice)) => XgidDice::Rolled(dice),
            (false, None) => XgidDice::ToRoll,
        };
        let money = match_id.match_length == 0;
        let board = if match_id.on_roll == BOTTOM {
            *position
        } else {
            position.switch_sides()
        };
        Ok(Xgid {
            board,
            cube_value: match_id.cube_value,
            cube_owner: match_id.cube_owner,
            turn: match_id.on_roll,
            dice,
            score: match_id.score,
            match_length: match_id.match_length,
            crawford: !money && match_id.crawford,
            jacoby: money && match_id.jacoby,
            beavers: money && beavers,
            max_cube_log2: DEFAULT_MAX_CUBE_LOG2,
        })
    }
}

impl FromStr for Xgid {
    type Err = ParseXgidError;

    fn from_str(text: &str) -> Result<Xgid, ParseXgidError> {
        Xgid::from_xgid(text)
    }
}

impl fmt::Display for Xgid {
    /// Writes the XGID with the `XGID=` prefix.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.xgid())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::WinKind;

    const START: &str = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";

    #[test]
    fn the_starting_xgid_is_the_starting_position_bottom_to_roll() {
        // From the shared reference; gnubg 1.07 `set xgid` shows 4HPwATDgc/ABMA:cAkAAAAAAAAE
        // (money, Jacoby off since the rules field is 0, player 1 on roll).
        let xgid = Xgid::from_xgid(START).unwrap();
        assert_eq!(xgid.board, Position::STARTING);
        assert_eq!(xgid.turn, BOTTOM);
        assert_eq!(xgid.dice, XgidDice::ToRoll);
        assert_eq!(xgid.to_string(), START);
        let (position, match_id) = xgid.to_gnubg().unwrap();
        assert_eq!(position.position_id(), "4HPwATDgc/ABMA");
        assert_eq!(match_id.match_id(), "cAkAAAAAAAAE");
    }

    #[test]
    fn public_xgids_import_as_gnubg_imports_them() {
        // The nackgammon start and the empty board, as published in the public repository
        // Fortuitous/CubeViz (js/bgLog/bglogCore-2010C-JB-CC-svg.js), and the GNU Backgammon ID
        // gnubg 1.07 shows after `set xgid`.
        let cases = [
            (
                "XGID=-bb---D-C---dD---c-d---BB-:0:0:1:00:0:0:0:0:10",
                "4Dl4ADbgOXgANg:cAkAAAAAAAAE",
            ),
            (
                "XGID=--------------------------:0:0:1:00:0:0:0:0:10",
                "AAAAAAAAAAAAAA:cAkAAAAAAAAE",
            ),
        ];
        for (text, gnubg_id) in cases {
            let xgid = Xgid::from_xgid(text).unwrap();
            assert_eq!(xgid.to_string(), text);
            let (position, match_id) = xgid.to_gnubg().unwrap();
            let ours = format!("{}:{}", position.position_id(), match_id.match_id());
            assert_eq!(ours, gnubg_id, "{text}");
        }
    }

    #[test]
    fn the_board_is_seen_by_the_bottom_player_whoever_is_on_roll() {
        // Bottom has a checker on its bar (slot 25); gnubg 1.07 shows the same board from the
        // top player's side when turn is -1 (4Dn4AFjgc/ABMA: the bar checker is the opponent's).
        let bottom =
            Xgid::from_xgid("XGID=-b----D-C---eE---c-e----BA:0:0:1:52:0:0:0:0:10").unwrap();
        let top = Xgid::from_xgid("XGID=-b----D-C---eE---c-e----BA:0:0:-1:52:0:0:0:0:10").unwrap();
        assert_eq!(bottom.board, top.board);
        assert_eq!(bottom.board.own_bar(), 1);
        assert_eq!(bottom.to_gnubg().unwrap().0.position_id(), "4HPwATDgOfgAWA");
        assert_eq!(top.to_gnubg().unwrap().0.position_id(), "4Dn4AFjgc/ABMA");
    }

    #[test]
    fn scores_and_cube_owner_follow_the_bottom_is_player_one_mapping() {
        // gnubg 1.07: `...:1:1:1:00:2:5:0:7:10` gives player 1 (bottom) 2 points and the cube.
        let xgid = Xgid::from_xgid("XGID=-b----E-C---eE---c-e----B-:1:1:1:00:2:5:0:7:10").unwrap();
        assert_eq!(xgid.score, ByPlayer::new(5, 2));
        assert_eq!(xgid.cube_owner, CubeOwner::Player(BOTTOM));
        assert_eq!(xgid.to_gnubg().unwrap().1.match_id(), "UQngAFAAEAAE");
    }

    #[test]
    fn a_double_is_offered_by_the_turn_player_at_the_old_cube_value() {
        let xgid = Xgid::from_xgid("XGID=-b----E-C---eE---c-e----B-:1:0:-1:D:0:0:1:0:10").unwrap();
        let (_, match_id) = xgid.to_gnubg().unwrap();
        assert_eq!(match_id.on_roll, TOP);
        assert_eq!(match_id.turn, BOTTOM);
        assert!(match_id.double_offered);
        assert_eq!(match_id.cube_value, 2);
        assert!(match_id.jacoby);
        let back = Xgid::from_gnubg(&xgid.to_gnubg().unwrap().0, &match_id, false).unwrap();
        assert_eq!(back, xgid);
    }

    #[test]
    fn rules_field_means_crawford_in_a_match_and_jacoby_plus_beavers_in_money() {
        let with_rules = |rules: &str, length: &str| {
            Xgid::from_xgid(&format!(
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:6:{rules}:{length}:10"
            ))
        };
        let crawford = with_rules("1", "7").unwrap();
        assert!(crawford.crawford && !crawford.jacoby && !crawford.beavers);
        let both = with_rules("3", "0").unwrap();
        assert!(!both.crawford && both.jacoby && both.beavers);
        let beavers = with_rules("2", "0").unwrap();
        assert!(!beavers.jacoby && beavers.beavers);
        assert!(matches!(
            with_rules("2", "7"),
            Err(ParseXgidError::Field {
                field: XgidField::Rules,
                ..
            })
        ));
    }

    #[test]
    fn beavers_and_raccoons_parse_but_have_no_match_id() {
        // gnubg 1.07 answers "Not a valid XGID" to both.
        for dice in ["B", "R"] {
            let text = format!("XGID=-b----E-C---eE---c-e----B-:1:-1:1:{dice}:0:0:3:0:10");
            let xgid = Xgid::from_xgid(&text).unwrap();
            assert_eq!(xgid.to_string(), text);
            assert_eq!(xgid.to_gnubg(), Err(XgidConversionError::PendingBeaver));
        }
    }

    #[test]
    fn the_prefix_is_optional_when_reading() {
        let bare = Xgid::from_xgid(&START[5..]).unwrap();
        assert_eq!(bare.to_string(), START);
    }

    #[test]
    fn malformed_xgids_are_typed_errors() {
        let field = |field, text: &str| ParseXgidError::Field {
            field,
            text: text.to_owned(),
        };
        let cases = [
            (
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0",
                ParseXgidError::FieldCount(9),
            ),
            (
                "XGID=-b----E-C---eE---c-e----:0:0:1:00:0:0:0:0:10",
                ParseXgidError::PositionLength(24),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B*:0:0:1:00:0:0:0:0:10",
                ParseXgidError::PositionCharacter('*'),
            ),
            (
                "XGID=-b----E-C---eE---c-e----BA:0:0:1:00:0:0:0:0:10",
                ParseXgidError::Illegal(PositionError::TooManyCheckers {
                    on_roll: true,
                    count: 16,
                }),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:13:0:1:00:0:0:0:0:10",
                field(XgidField::Cube, "13"),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:0:2:1:00:0:0:0:0:10",
                field(XgidField::CubeOwner, "2"),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:0:0:0:00:0:0:0:0:10",
                field(XgidField::Turn, "0"),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:70:0:0:0:0:10",
                field(XgidField::Dice, "70"),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:0:0:0:0:0:10",
                field(XgidField::Dice, "0"),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:01:0:0:0:10",
                field(XgidField::ScoreBottom, "01"),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:-3:0:0:10",
                field(XgidField::ScoreTop, "-3"),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:4:0:10",
                field(XgidField::Rules, "4"),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:+5:10",
                field(XgidField::MatchLength, "+5"),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:99999999999",
                field(XgidField::MaxCube, "99999999999"),
            ),
            (
                "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:8:0:0:7:10",
                ParseXgidError::ScoreAboveLength {
                    player: BOTTOM,
                    score: 8,
                },
            ),
        ];
        for (text, error) in cases {
            assert_eq!(Xgid::from_xgid(text), Err(error), "{text}");
        }
    }

    #[test]
    fn states_an_xgid_cannot_describe_are_conversion_errors() {
        let (position, match_id) = Xgid::from_xgid(START).unwrap().to_gnubg().unwrap();
        let over = MatchId {
            game_state: GameState::Over,
            ..match_id
        };
        assert_eq!(
            Xgid::from_gnubg(&position, &over, false),
            Err(XgidConversionError::NotPlaying(GameState::Over))
        );
        let resigning = MatchId {
            turn: match_id.on_roll.other(),
            resignation: Some(WinKind::Gammon),
            ..match_id
        };
        assert_eq!(
            Xgid::from_gnubg(&position, &resigning, false),
            Err(XgidConversionError::ResignationOffered)
        );
        let stray_turn = MatchId {
            turn: match_id.on_roll.other(),
            ..match_id
        };
        assert_eq!(
            Xgid::from_gnubg(&position, &stray_turn, false),
            Err(XgidConversionError::TurnMismatch)
        );
    }
}
