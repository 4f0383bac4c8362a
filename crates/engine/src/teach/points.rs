//! Points named as players name them.
//!
//! A point of the board is numbered from the side of the player who moved (the mover): 1 to 24,
//! their home board 1 to 6. Players name a point from the nearer side of the board: the mover's
//! points 1 to 13 are "your" points (7 is the bar point, 13 the midpoint), and the mover's
//! points 14 to 24 are the opponent's 11 to 1 (the mover's 18 is the opponent's bar point, the
//! mover's 20 the opponent's 5-point, the golden point). [`PointName`] is that naming as data;
//! a message catalogue turns it into words.

/// Whose numbering a point name uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The player the facts are about (the mover of a play, the player on roll at the cube).
    Own,
    /// Their opponent.
    Opponent,
}

impl Side {
    /// `own` or `opponent`: the value of a message's `side` argument.
    pub fn word(self) -> &'static str {
        match self {
            Side::Own => "own",
            Side::Opponent => "opponent",
        }
    }
}

/// A point as players name it: whose it is and its number on that side (1 to 13 for the own
/// side, 1 to 11 for the opponent's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PointName {
    pub side: Side,
    pub number: u8,
}

impl PointName {
    /// The name of the mover's point `point` (1..=24). Points outside 1..=24 (the bar, off)
    /// have no point name: `None`.
    pub fn of(point: u8) -> Option<PointName> {
        match point {
            1..=13 => Some(PointName {
                side: Side::Own,
                number: point,
            }),
            14..=24 => Some(PointName {
                side: Side::Opponent,
                number: 25 - point,
            }),
            _ => None,
        }
    }

    /// The bar point: a side's 7-point.
    pub fn is_bar_point(self) -> bool {
        self.number == 7
    }

    /// The midpoint: the own 13-point (the opponent's 13-point is the own 12-point, which is
    /// named from the own side).
    pub fn is_midpoint(self) -> bool {
        self.side == Side::Own && self.number == 13
    }

    /// The golden point: the opponent's 5-point, the best anchor.
    pub fn is_golden_point(self) -> bool {
        self.side == Side::Opponent && self.number == 5
    }

    /// A point of the home board of the side it is named from (1 to 6).
    pub fn is_home_board(self) -> bool {
        (1..=6).contains(&self.number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn own(number: u8) -> PointName {
        PointName {
            side: Side::Own,
            number,
        }
    }

    fn theirs(number: u8) -> PointName {
        PointName {
            side: Side::Opponent,
            number,
        }
    }

    #[test]
    fn points_are_named_from_the_nearer_side() {
        assert_eq!(PointName::of(5), Some(own(5)));
        assert_eq!(PointName::of(12), Some(own(12)));
        assert_eq!(PointName::of(13), Some(own(13)));
        assert_eq!(PointName::of(14), Some(theirs(11)));
        assert_eq!(PointName::of(20), Some(theirs(5)));
        assert_eq!(PointName::of(24), Some(theirs(1)));
        assert_eq!(PointName::of(0), None);
        assert_eq!(PointName::of(25), None);
    }

    #[test]
    fn the_bar_points_midpoint_and_golden_point_have_their_names() {
        assert!(PointName::of(7).unwrap().is_bar_point());
        assert!(PointName::of(18).unwrap().is_bar_point());
        assert_eq!(PointName::of(18).unwrap().side, Side::Opponent);
        assert!(PointName::of(13).unwrap().is_midpoint());
        assert!(!PointName::of(12).unwrap().is_midpoint());
        assert!(PointName::of(20).unwrap().is_golden_point());
        assert!(!PointName::of(5).unwrap().is_golden_point());
        assert!(PointName::of(5).unwrap().is_home_board());
        assert!(PointName::of(19).unwrap().is_home_board());
        assert!(!PointName::of(8).unwrap().is_home_board());
    }
}
