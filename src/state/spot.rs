//! The places on the board a player touches, in the board's numbering and each mover's.

use bg_engine::Player;

/// A place on the board the player on roll can touch: a point (numbered 1..=24 from the
/// bottom player's side, as on the board), the mover's bar, or the mover's bear-off tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    Point(u8),
    Bar,
    Off,
}

impl Spot {
    /// The point in `mover`'s own numbering (25 the bar, 0 off).
    pub fn to_mover(self, mover: Player) -> u8 {
        match self {
            Spot::Bar => 25,
            Spot::Off => 0,
            Spot::Point(point) => mover.renumber(point),
        }
    }

    /// The spot of `point` in `mover`'s own numbering (25 the bar, 0 off).
    pub fn from_mover(point: u8, mover: Player) -> Spot {
        match point {
            25 => Spot::Bar,
            0 => Spot::Off,
            point => Spot::Point(mover.renumber(point)),
        }
    }

    /// The `data-point` value: `1`..`24`, `bar` or `off`.
    pub fn data_point(self) -> String {
        match self {
            Spot::Point(point) => point.to_string(),
            Spot::Bar => "bar".to_owned(),
            Spot::Off => "off".to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spots_convert_between_the_board_and_each_mover() {
        for point in 1..=24 {
            for mover in Player::BOTH {
                let spot = Spot::Point(point);
                assert_eq!(Spot::from_mover(spot.to_mover(mover), mover), spot);
            }
        }
        assert_eq!(Spot::Point(24).to_mover(Player::One), 1);
        assert_eq!(Spot::from_mover(25, Player::One), Spot::Bar);
        assert_eq!(Spot::Off.data_point(), "off");
    }
}
