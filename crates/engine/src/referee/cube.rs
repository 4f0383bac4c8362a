//! The doubling cube.

use crate::player::Player;

/// The highest value the cube may reach in play. The IDs can carry larger cubes
/// ([`crate::ids::match_id::MAX_ENCODABLE_CUBE`]), which the referee refuses to set up.
pub const MAX_CUBE: u32 = 64;

/// The doubling cube: its value and who owns it (`None`: in the middle, either may double).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    pub value: u32,
    pub owner: Option<Player>,
}

impl Cube {
    /// The cube at the start of a game: 1, in the middle.
    pub const CENTRED: Cube = Cube {
        value: 1,
        owner: None,
    };

    /// Whether `player` may turn the cube as far as ownership goes: it is centred or theirs.
    #[inline]
    pub fn is_available_to(&self, player: Player) -> bool {
        self.owner.is_none_or(|owner| owner == player)
    }

    /// True once the cube has been turned (its value is above 1).
    #[inline]
    pub fn is_turned(&self) -> bool {
        self.value > 1
    }

    /// The value a double of this cube offers: twice its value.
    #[inline]
    pub fn doubled_value(&self) -> u32 {
        self.value * 2
    }

    /// The number on the cube's upper face: a real cube has no 1, so a cube at 1 shows 64
    /// (which it can never reach from the middle without being turned); any other value shows
    /// itself.
    #[inline]
    pub fn face(&self) -> u32 {
        if self.value == 1 {
            MAX_CUBE
        } else {
            self.value
        }
    }
}

impl Default for Cube {
    fn default() -> Self {
        Cube::CENTRED
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cube_at_one_shows_64_and_any_other_value_itself() {
        assert_eq!(Cube::CENTRED.face(), 64);
        for value in [2, 4, 8, 16, 32, 64] {
            let cube = Cube {
                value,
                owner: Some(Player::One),
            };
            assert_eq!(cube.face(), value);
        }
    }

    #[test]
    fn a_double_offers_twice_the_cubes_value() {
        assert_eq!(Cube::CENTRED.doubled_value(), 2);
        let cube = Cube {
            value: 8,
            owner: Some(Player::Zero),
        };
        assert_eq!(cube.doubled_value(), 16);
    }
}
