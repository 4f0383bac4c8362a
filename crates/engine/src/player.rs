//! The two players of a match, numbered as GNU Backgammon numbers them (0 and 1).

use std::ops::{Index, IndexMut};

/// One of the two players. In GNU Backgammon's Match ID, player 0 and player 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    Zero,
    One,
}

impl Player {
    /// Both players, player 0 first.
    pub const BOTH: [Player; 2] = [Player::Zero, Player::One];

    /// The other player.
    #[inline]
    pub fn other(self) -> Player {
        match self {
            Player::Zero => Player::One,
            Player::One => Player::Zero,
        }
    }

    /// 0 or 1.
    #[inline]
    pub fn index(self) -> usize {
        match self {
            Player::Zero => 0,
            Player::One => 1,
        }
    }

    /// A point (1..=24) of player 0's numbering in this player's, or back: each player
    /// numbers the points from their own home board, so player 1's 24-point is player 0's
    /// 1-point. The same number for player 0; the map is its own inverse.
    #[inline]
    pub fn renumber(self, point: u8) -> u8 {
        match self {
            Player::Zero => point,
            Player::One => 25 - point,
        }
    }

    /// Player 0 for 0, player 1 for 1, `None` otherwise.
    pub fn from_index(index: usize) -> Option<Player> {
        match index {
            0 => Some(Player::Zero),
            1 => Some(Player::One),
            _ => None,
        }
    }
}

/// A value for each player, indexed by [`Player`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByPlayer<T> {
    pub zero: T,
    pub one: T,
}

impl<T> ByPlayer<T> {
    pub fn new(zero: T, one: T) -> ByPlayer<T> {
        ByPlayer { zero, one }
    }
}

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;

    fn index(&self, player: Player) -> &T {
        match player {
            Player::Zero => &self.zero,
            Player::One => &self.one,
        }
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        match player {
            Player::Zero => &mut self.zero,
            Player::One => &mut self.one,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_player_is_an_involution() {
        for player in Player::BOTH {
            assert_eq!(player.other().other(), player);
            assert_eq!(Player::from_index(player.index()), Some(player));
        }
        assert_eq!(Player::from_index(2), None);
    }

    #[test]
    fn each_player_numbers_the_points_from_their_own_home_board() {
        assert_eq!(Player::One.renumber(24), 1);
        assert_eq!(Player::One.renumber(6), 19);
        for point in 1..=24 {
            assert_eq!(Player::Zero.renumber(point), point);
            for player in Player::BOTH {
                assert_eq!(player.renumber(player.renumber(point)), point);
            }
        }
    }

    #[test]
    fn by_player_indexes_each_side() {
        let mut scores = ByPlayer::new(1, 2);
        scores[Player::One] += 3;
        assert_eq!((scores[Player::Zero], scores[Player::One]), (1, 5));
    }
}
