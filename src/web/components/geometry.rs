//! Where things are on the board, in SVG user units (the `viewBox`). Points are numbered from
//! the bottom player's side: 1..=6 bottom right, 7..=12 bottom left, 13..=18 top left, 19..=24
//! top right; the bar in the middle, the bear-off trays on the right, the cube on the left.
//!
//! That is the board with the home board on the right. With the home board on the left
//! (Settings, [`HomeSide`]) the whole drawing is mirrored left to right by one SVG transform
//! ([`field_transform`], which maps x to [`drawn_x`]), so every position here, the animations'
//! and the arrows' included, stays right in both; the keyboard's grid follows the drawing
//! ([`nav_cell`]), and the board's CSS turns its text back the right way round.

use bg_engine::Player;

use crate::settings::HomeSide;
use crate::state::Spot;
use crate::view_model::Place;

pub const VIEW_WIDTH: f64 = 680.0;
/// The frame's height and a band above and below it for the point numbers, tall enough for
/// numbers of 24 units: 11 px on a board 320 px wide (styles/main.css sets their size).
pub const VIEW_HEIGHT: f64 = 556.0;

/// The frame around the playing field.
pub const FRAME_LEFT: f64 = 54.0;
pub const FRAME_RIGHT: f64 = 604.0;
pub const FRAME_TOP: f64 = 28.0;
pub const FRAME_BOTTOM: f64 = 528.0;

/// The playing field inside the frame.
pub const FIELD_TOP: f64 = 38.0;
pub const FIELD_BOTTOM: f64 = 518.0;
pub const LEFT_FIELD: f64 = 64.0;
pub const BAR_LEFT: f64 = 304.0;
pub const BAR_RIGHT: f64 = 354.0;
pub const RIGHT_FIELD_END: f64 = 594.0;
pub const MIDDLE: f64 = 278.0;

/// The baselines of the point numbers, in the bands above and below the frame.
pub const NUMBER_TOP_Y: f64 = FRAME_TOP - 5.0;
pub const NUMBER_BOTTOM_Y: f64 = FRAME_BOTTOM + 23.0;

pub const POINT_WIDTH: f64 = 40.0;
pub const POINT_HEIGHT: f64 = 195.0;
pub const CHECKER_RADIUS: f64 = 18.5;
/// The distance between the centres of stacked checkers.
pub const CHECKER_STEP: f64 = 38.0;
/// Checkers drawn on one point; more are shown as a count.
pub const MAX_DRAWN: u8 = 5;

pub const TRAY_LEFT: f64 = 614.0;
pub const TRAY_RIGHT: f64 = 668.0;
pub const SLAB_HEIGHT: f64 = 12.0;

pub const CUBE_SIZE: f64 = 40.0;
pub const CUBE_X: f64 = 6.0;

pub const DIE_SIZE: f64 = 38.0;
/// A side's last roll, kept in view while the other side plays, is this much smaller.
pub const PAST_DIE_SCALE: f64 = 0.7;

/// The centre x of a point.
pub fn point_x(point: u8) -> f64 {
    let n = f64::from(point);
    match point {
        1..=6 => RIGHT_FIELD_END - POINT_WIDTH / 2.0 - (n - 1.0) * POINT_WIDTH,
        7..=12 => BAR_LEFT - POINT_WIDTH / 2.0 - (n - 7.0) * POINT_WIDTH,
        13..=18 => LEFT_FIELD + POINT_WIDTH / 2.0 + (n - 13.0) * POINT_WIDTH,
        _ => BAR_RIGHT + POINT_WIDTH / 2.0 + (n - 19.0) * POINT_WIDTH,
    }
}

/// True for the points along the top edge (13..=24).
pub fn is_top(point: u8) -> bool {
    point >= 13
}

/// The centre y of the `index`-th checker (0 at the edge) on a point of the top or bottom row.
pub fn stack_y(top: bool, index: u8) -> f64 {
    let offset = CHECKER_RADIUS + 0.5 + f64::from(index) * CHECKER_STEP;
    if top {
        FIELD_TOP + offset
    } else {
        FIELD_BOTTOM - offset
    }
}

/// The centre x of the bar.
pub fn bar_x() -> f64 {
    (BAR_LEFT + BAR_RIGHT) / 2.0
}

/// The centre y of the `index`-th checker of `player` on the bar: player 1's above the middle,
/// player 0's below, from the middle outwards.
pub fn bar_y(player: Player, index: u8) -> f64 {
    let offset = 30.0 + f64::from(index) * CHECKER_STEP;
    match player {
        Player::Zero => MIDDLE + offset,
        Player::One => MIDDLE - offset,
    }
}

/// The tray of `player`: (top y, bottom y). Player 0 bears off into the bottom tray.
pub fn tray_span(player: Player) -> (f64, f64) {
    match player {
        Player::Zero => (MIDDLE + 20.0, FIELD_BOTTOM),
        Player::One => (FIELD_TOP, MIDDLE - 20.0),
    }
}

/// The top y of the `index`-th borne-off checker of `player`, stacked from the outer edge.
pub fn slab_y(player: Player, index: u8) -> f64 {
    let offset = f64::from(index) * (SLAB_HEIGHT + 1.0);
    match player {
        Player::Zero => FIELD_BOTTOM - SLAB_HEIGHT - offset,
        Player::One => FIELD_TOP + offset,
    }
}

/// The cube's top y: in the middle, or at its owner's edge.
pub fn cube_y(owner: Option<Player>) -> f64 {
    match owner {
        None => MIDDLE - CUBE_SIZE / 2.0,
        Some(Player::One) => FIELD_TOP,
        Some(Player::Zero) => FIELD_BOTTOM - CUBE_SIZE,
    }
}

/// The centre x of the half of the field where `player`'s dice lie: player 0's on the right,
/// player 1's on the left.
pub fn dice_centre_x(player: Player) -> f64 {
    match player {
        Player::Zero => (BAR_RIGHT + RIGHT_FIELD_END) / 2.0,
        Player::One => (LEFT_FIELD + BAR_LEFT) / 2.0,
    }
}

/// The centre of the checker drawn at `place` (stacks taller than the drawing share the top
/// place; a borne-off checker is at the middle of its slab).
pub fn place_centre(place: Place) -> (f64, f64) {
    match place {
        Place::Point { number, index } => (
            point_x(number),
            stack_y(is_top(number), drawn_on_point(index)),
        ),
        Place::Bar { player, index } => (bar_x(), bar_y(player, drawn_on_bar(index))),
        Place::Off { player, index } => (
            (TRAY_LEFT + TRAY_RIGHT) / 2.0,
            slab_y(player, index.min(14)) + SLAB_HEIGHT / 2.0,
        ),
    }
}

/// The index of the checker drawn for the `index`-th checker of a point.
pub fn drawn_on_point(index: u8) -> u8 {
    index.min(MAX_DRAWN - 1)
}

/// The index of the checker drawn for the `index`-th checker of a bar (the bar draws one fewer).
pub fn drawn_on_bar(index: u8) -> u8 {
    index.min(MAX_DRAWN - 2)
}

/// Where the board's drawing puts an x of this module for the home board on `home`: the same
/// x on the right, mirrored about the middle of the view on the left.
pub fn drawn_x(x: f64, home: HomeSide) -> f64 {
    match home {
        HomeSide::Right => x,
        HomeSide::Left => VIEW_WIDTH - x,
    }
}

/// The SVG transform of the board's drawing for the home board on `home` (none on the right):
/// the matrix that maps x to [`drawn_x`].
pub fn field_transform(home: HomeSide) -> Option<String> {
    match home {
        HomeSide::Right => None,
        HomeSide::Left => Some(format!("matrix(-1 0 0 1 {VIEW_WIDTH} 0)")),
    }
}

/// Where a spot sits in the keyboard's grid: (row, column), row 0 the top edge, columns from
/// left to right as drawn (home board on the right: six points, the bar, six points, the tray;
/// on the left the other way round), so that the arrow keys go where they point.
pub fn nav_cell(spot: Spot, player: Player, home: HomeSide) -> (u8, u8) {
    let (row, column) = match spot {
        Spot::Point(n @ 13..=18) => (0, n - 13),
        Spot::Point(n @ 19..=24) => (0, n - 19 + 7),
        Spot::Point(n @ 7..=12) => (1, 12 - n),
        Spot::Point(n) => (1, 6 - n.min(6) + 7),
        Spot::Bar => (nav_row(player), 6),
        Spot::Off => (nav_row(player), 13),
    };
    match home {
        HomeSide::Right => (row, column),
        HomeSide::Left => (row, NAV_LAST_COLUMN - column),
    }
}

/// The last column of the keyboard's grid.
pub const NAV_LAST_COLUMN: u8 = 13;

/// The row of a player's bar half and tray: player 1's at the top.
fn nav_row(player: Player) -> u8 {
    match player {
        Player::One => 0,
        Player::Zero => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The centre x of a spot of `player` as drawn for `home`, and its row (0 the top).
    fn drawn(spot: Spot, player: Player, home: HomeSide) -> (f64, u8) {
        let (x, top) = match spot {
            Spot::Point(n) => (point_x(n), is_top(n)),
            Spot::Bar => (bar_x(), player == Player::One),
            Spot::Off => ((TRAY_LEFT + TRAY_RIGHT) / 2.0, player == Player::One),
        };
        (drawn_x(x, home), u8::from(!top))
    }

    /// The spots of one row of the board and whose bar half and tray are in it: the 12
    /// points of that edge, player 1's bar half and tray at the top, player 0's at the bottom.
    fn row_spots(row: u8) -> (Player, Vec<Spot>) {
        let (owner, points) = if row == 0 {
            (Player::One, 13..=24)
        } else {
            (Player::Zero, 1..=12)
        };
        let mut spots: Vec<Spot> = points.map(Spot::Point).collect();
        spots.extend([Spot::Bar, Spot::Off]);
        (owner, spots)
    }

    #[test]
    fn the_keyboard_grid_follows_the_drawing_in_every_orientation() {
        // Both home sides, both rows (each with its player's bar half and tray): the row's 14
        // spots, left to right as drawn, are the columns 0 to 13 of that row.
        for home in HomeSide::ALL {
            for row in 0..=1u8 {
                let (owner, spots) = row_spots(row);
                let mut cells: Vec<(f64, (u8, u8))> = spots
                    .into_iter()
                    .map(|spot| {
                        let (x, drawn_row) = drawn(spot, owner, home);
                        assert_eq!(drawn_row, row, "{spot:?}");
                        (x, nav_cell(spot, owner, home))
                    })
                    .collect();
                cells.sort_by(|a, b| a.0.total_cmp(&b.0));
                let expected: Vec<(u8, u8)> = (0..=NAV_LAST_COLUMN).map(|c| (row, c)).collect();
                let found: Vec<(u8, u8)> = cells.iter().map(|&(_, cell)| cell).collect();
                assert_eq!(found, expected, "row {row}, home {home:?}");
            }
        }
    }

    #[test]
    fn the_home_board_and_the_trays_are_drawn_on_the_chosen_side() {
        let middle = VIEW_WIDTH / 2.0;
        for home in HomeSide::ALL {
            let on_right = |x: f64| x > middle;
            let right = home == HomeSide::Right;
            for point in 1..=6 {
                // The home board (1 to 6, bottom) and the opponent's (19 to 24, top).
                assert_eq!(
                    on_right(drawn(Spot::Point(point), Player::Zero, home).0),
                    right
                );
                assert_eq!(
                    on_right(drawn(Spot::Point(point + 18), Player::Zero, home).0),
                    right
                );
                assert_eq!(
                    on_right(drawn(Spot::Point(point + 6), Player::Zero, home).0),
                    !right
                );
            }
            for player in Player::BOTH {
                assert_eq!(
                    on_right(drawn(Spot::Off, player, home).0),
                    right,
                    "{player:?}"
                );
            }
            // The checkers go round: 1 is next to the tray, 24 across from it.
            let tray = drawn(Spot::Off, Player::Zero, home).0;
            let one = drawn(Spot::Point(1), Player::Zero, home).0;
            let six = drawn(Spot::Point(6), Player::Zero, home).0;
            assert!((tray - one).abs() < (tray - six).abs(), "{home:?}");
        }
    }

    #[test]
    fn the_mirroring_transform_maps_x_as_drawn_x_does() {
        assert_eq!(field_transform(HomeSide::Right), None);
        let transform = field_transform(HomeSide::Left).unwrap();
        let numbers: Vec<f64> = transform
            .trim_start_matches("matrix(")
            .trim_end_matches(')')
            .split(' ')
            .map(|n| n.parse().unwrap())
            .collect();
        let [a, b, c, d, e, f] = numbers[..] else {
            panic!("{transform}")
        };
        for x in [0.0, FRAME_LEFT, point_x(1), bar_x(), TRAY_RIGHT, VIEW_WIDTH] {
            for y in [0.0, MIDDLE, VIEW_HEIGHT] {
                assert_eq!(a * x + c * y + e, drawn_x(x, HomeSide::Left));
                assert_eq!(b * x + d * y + f, y, "y is kept");
            }
        }
    }
}
