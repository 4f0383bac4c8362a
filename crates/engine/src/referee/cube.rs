//! The doubling cube.

use crate::player::Player;

/// The highest value the cube may reach.
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
}

impl Default for Cube {
    fn default() -> Self {
        Cube::CENTRED
    }
}
