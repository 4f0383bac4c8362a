//! GNU Backgammon's Position ID: 14 Base64 characters for 80 bits.
//!
//! First the player NOT on roll, then the player on roll; for each, points 1 to 24 and then the
//! bar, counted from that player's own side: as many 1 bits as checkers, then a 0. The bits are
//! packed little-endian into 10 bytes and written in standard Base64 without padding.

use std::fmt;
use std::str::FromStr;

use crate::ids::base64;
use crate::position::{Position, PositionError};

/// Why a string is not a Position ID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionIdError {
    /// Not exactly 14 characters.
    Length(usize),
    /// A character outside the Base64 alphabet.
    Character(char),
    /// The bits describe more than 15 checkers for a side, or run past 80 bits.
    TooManyCheckers,
    /// The bits decode to a board that is not a position (both sides on one point).
    Illegal(PositionError),
}

impl fmt::Display for ParsePositionIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionIdError::Length(length) => {
                write!(f, "a Position ID has 14 characters, not {length}")
            }
            ParsePositionIdError::Character(c) => {
                write!(f, "{c:?} is not a Base64 character")
            }
            ParsePositionIdError::TooManyCheckers => {
                write!(
                    f,
                    "the Position ID describes more than 15 checkers for a side"
                )
            }
            ParsePositionIdError::Illegal(error) => write!(f, "not a legal position: {error}"),
        }
    }
}

impl std::error::Error for ParsePositionIdError {}

impl Position {
    /// The Position ID, e.g. `4HPwATDgc/ABMA` for the starting position.
    pub fn position_id(&self) -> String {
        self.position_id_bytes()
            .iter()
            .map(|&byte| char::from(byte))
            .collect()
    }

    /// The Position ID as the bytes of its 14 ASCII characters, without allocating (for hot
    /// paths such as streaming move lists; the bytes also sort like the strings).
    pub fn position_id_bytes(&self) -> [u8; 14] {
        // Each side takes at most 15 + 25 = 40 bits, so it is built in a u64 with cheap shifts
        // and the two sides are joined once: first the player not on roll, then the player on
        // roll, each over its own points 1..=24 and then its bar.
        let (on_roll, opponent) = self.to_sides();
        let (first, first_len) = side_bits(&opponent);
        let (second, _) = side_bits(&on_roll);
        let bits = u128::from(first) | u128::from(second) << first_len;
        let mut ten_bytes = [0u8; 10];
        ten_bytes.copy_from_slice(&bits.to_le_bytes()[..10]);
        base64::encode_10_bytes(&ten_bytes)
    }

    /// Reads a Position ID (the player on roll is the second player in the bits).
    ///
    /// # Errors
    /// See [`ParsePositionIdError`].
    pub fn from_position_id(id: &str) -> Result<Position, ParsePositionIdError> {
        let length = id.chars().count();
        if length != 14 {
            return Err(ParsePositionIdError::Length(length));
        }
        let bytes: [u8; 10] = base64::decode(id)
            .map_err(ParsePositionIdError::Character)?
            .try_into()
            .map_err(|_| ParsePositionIdError::Length(length))?;
        let mut sides = [[0u8; 25]; 2];
        let mut bit = 0usize;
        for side in sides.iter_mut() {
            let mut total = 0u8;
            for slot in side.iter_mut() {
                loop {
                    if bit >= 80 {
                        return Err(ParsePositionIdError::TooManyCheckers);
                    }
                    let set = bytes[bit / 8] >> (bit % 8) & 1 == 1;
                    bit += 1;
                    if !set {
                        break;
                    }
                    *slot += 1;
                    total += 1;
                    if total > 15 {
                        return Err(ParsePositionIdError::TooManyCheckers);
                    }
                }
            }
        }
        let [opponent, on_roll] = sides;
        Position::from_sides(&on_roll, &opponent).map_err(ParsePositionIdError::Illegal)
    }
}

/// One side's bits: for each point and the bar, as many 1 bits as checkers, then a 0, lowest
/// bit first. Returns the bits and how many there are (at most 40 for a valid position).
#[inline]
fn side_bits(counts: &[u8; 25]) -> (u64, u32) {
    let mut bits = 0u64;
    let mut length = 0u32;
    for &count in counts {
        let count = u32::from(count.min(15));
        bits |= ((1u64 << count) - 1) << (length & 63);
        length += count + 1;
    }
    (bits, length.min(64))
}

impl FromStr for Position {
    type Err = ParsePositionIdError;

    /// Parses a Position ID.
    fn from_str(id: &str) -> Result<Position, ParsePositionIdError> {
        Position::from_position_id(id)
    }
}

impl fmt::Display for Position {
    /// Writes the Position ID.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.position_id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;

    #[test]
    fn starting_position_id() {
        assert_eq!(Position::STARTING.position_id(), "4HPwATDgc/ABMA");
        assert_eq!(
            Position::from_position_id("4HPwATDgc/ABMA").unwrap(),
            Position::STARTING
        );
    }

    #[test]
    fn position_id_after_31_matches_gnubg_both_views() {
        // From the shared reference: 31 played 8/5 6/5.
        let dice = Dice::new(3, 1).unwrap();
        let play = Position::STARTING
            .legal_plays(dice)
            .into_iter()
            .find(|play| {
                play.position.own(5) == 2 && play.position.own(8) == 2 && play.position.own(6) == 4
            })
            .unwrap();
        assert_eq!(play.position.position_id(), "4HPwATCwZ/ABMA");
        assert_eq!(play.position.switch_sides().position_id(), "sGfwATDgc/ABMA");
    }

    #[test]
    fn bad_position_ids_are_typed_errors() {
        assert_eq!(
            Position::from_position_id("4HPw"),
            Err(ParsePositionIdError::Length(4))
        );
        assert_eq!(
            Position::from_position_id("4HPwATDgc/AB!A"),
            Err(ParsePositionIdError::Character('!'))
        );
        assert_eq!(
            Position::from_position_id("//////////////"),
            Err(ParsePositionIdError::TooManyCheckers)
        );
        assert!(Position::from_position_id("4HPwATDgc/ABMAé").is_err());
    }
}
