//! Where things are on the board, in SVG user units (the `viewBox`). Points are numbered from
//! the bottom player's side: 1..=6 bottom right, 7..=12 bottom left, 13..=18 top left, 19..=24
//! top right; the bar in the middle, the bear-off trays on the right, the cube on the left.

use bg_engine::Player;

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

/// Where a spot sits in the keyboard's grid: (row, column), row 0 the top edge, columns from
/// left to right: six points, the bar, six points, the tray.
pub fn nav_cell(spot: Spot, player: Player) -> (u8, u8) {
    match spot {
        Spot::Point(n @ 13..=18) => (0, n - 13),
        Spot::Point(n @ 19..=24) => (0, n - 19 + 7),
        Spot::Point(n @ 7..=12) => (1, 12 - n),
        Spot::Point(n) => (1, 6 - n.min(6) + 7),
        Spot::Bar => (nav_row(player), 6),
        Spot::Off => (nav_row(player), 13),
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
