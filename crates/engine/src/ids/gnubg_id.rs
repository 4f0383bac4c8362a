//! The "GNU Backgammon ID": `PositionID:MatchID`, as gnubg prints it and reads it back with
//! `set gnubgid`.
//!
//! The board is seen by the Match ID's player on roll (gnubg's "move"), never by the player who
//! must decide: while a double or a resignation is pending, or after a dropped double, the board
//! stays the doubler's (resigner's) view. Checked with gnubg 1.07: doubling does not change the
//! Position ID, only the Match ID (`4HPkASjgc/ABMA:MAEAAAAAAAAA` becomes
//! `4HPkASjgc/ABMA:MBkAAAAAAAAA`). When a game ends by bearing off, gnubg passes "on roll" to the
//! loser, so the final board is seen by the loser (`AAAAbvQAAAAAAA:cAoAADAAAAAE`).

use std::fmt;
use std::str::FromStr;

use crate::ids::match_id::{MatchId, ParseMatchIdError};
use crate::ids::position_id::ParsePositionIdError;
use crate::position::Position;

/// A position and a match state together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GnubgId {
    /// Seen by `match_id.on_roll`.
    pub position: Position,
    pub match_id: MatchId,
}

/// Why a string is not a GNU Backgammon ID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseGnubgIdError {
    /// Not two parts separated by one `:`.
    Syntax,
    Position(ParsePositionIdError),
    Match(ParseMatchIdError),
}

impl fmt::Display for ParseGnubgIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseGnubgIdError::Syntax => {
                f.write_str("a GNU Backgammon ID is PositionID:MatchID (14 + 1 + 12 characters)")
            }
            ParseGnubgIdError::Position(error) => write!(f, "bad Position ID: {error}"),
            ParseGnubgIdError::Match(error) => write!(f, "bad Match ID: {error}"),
        }
    }
}

impl std::error::Error for ParseGnubgIdError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ParseGnubgIdError::Syntax => None,
            ParseGnubgIdError::Position(error) => Some(error),
            ParseGnubgIdError::Match(error) => Some(error),
        }
    }
}

impl GnubgId {
    /// Reads `PositionID:MatchID`.
    ///
    /// # Errors
    /// See [`ParseGnubgIdError`].
    pub fn from_gnubg_id(id: &str) -> Result<GnubgId, ParseGnubgIdError> {
        let (position_text, match_text) = id.split_once(':').ok_or(ParseGnubgIdError::Syntax)?;
        if match_text.contains(':') {
            return Err(ParseGnubgIdError::Syntax);
        }
        let position =
            Position::from_position_id(position_text).map_err(ParseGnubgIdError::Position)?;
        let match_id = MatchId::from_match_id(match_text).map_err(ParseGnubgIdError::Match)?;
        Ok(GnubgId { position, match_id })
    }
}

impl From<GnubgId> for (Position, MatchId) {
    fn from(id: GnubgId) -> (Position, MatchId) {
        (id.position, id.match_id)
    }
}

impl FromStr for GnubgId {
    type Err = ParseGnubgIdError;

    fn from_str(id: &str) -> Result<GnubgId, ParseGnubgIdError> {
        GnubgId::from_gnubg_id(id)
    }
}

impl fmt::Display for GnubgId {
    /// Writes `PositionID:MatchID`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}",
            self.position.position_id(),
            self.match_id.match_id()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::match_id::GameState;
    use crate::player::Player;

    #[test]
    fn a_pending_double_keeps_the_doublers_view() {
        // gnubg 1.07: player 0 on roll doubles; the Position ID is unchanged by the double.
        let before: GnubgId = "4HPkASjgc/ABMA:MAEAAAAAAAAA".parse().unwrap();
        let offered: GnubgId = "4HPkASjgc/ABMA:MBkAAAAAAAAA".parse().unwrap();
        assert_eq!(offered.position, before.position);
        assert_eq!(offered.match_id.on_roll, Player::Zero);
        assert_eq!(offered.match_id.turn, Player::One);
        assert!(offered.match_id.double_offered);
        assert_eq!(offered.to_string(), "4HPkASjgc/ABMA:MBkAAAAAAAAA");
    }

    #[test]
    fn a_game_won_by_bearing_off_is_seen_by_the_loser() {
        // gnubg 1.07 after player 0 bore off the last checker in a money session.
        let id: GnubgId = "AAAAbvQAAAAAAA:cAoAADAAAAAE".parse().unwrap();
        assert_eq!(id.match_id.game_state, GameState::Over);
        assert_eq!(id.match_id.on_roll, Player::One);
        assert!(id.position.has_lost());
        assert_eq!(id.to_string(), "AAAAbvQAAAAAAA:cAoAADAAAAAE");
    }

    #[test]
    fn malformed_combined_ids_are_typed_errors() {
        assert_eq!(
            GnubgId::from_gnubg_id("4HPwATDgc/ABMA"),
            Err(ParseGnubgIdError::Syntax)
        );
        assert_eq!(
            GnubgId::from_gnubg_id("4HPwATDgc/ABMA:cAkFAAAAAAAA:x"),
            Err(ParseGnubgIdError::Syntax)
        );
        assert_eq!(
            GnubgId::from_gnubg_id("4HPwATDgc/AB:cAkFAAAAAAAA"),
            Err(ParseGnubgIdError::Position(ParsePositionIdError::Length(
                12
            )))
        );
        assert_eq!(
            GnubgId::from_gnubg_id("4HPwATDgc/ABMA:cAkFAAAAAAA"),
            Err(ParseGnubgIdError::Match(ParseMatchIdError::Length(11)))
        );
    }
}
