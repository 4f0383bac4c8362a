//! Candidate inputs of what a side's next roll forces on it, for screening with
//! `bgtrain fit-deep --reply-features` (`docs/training.md`, "Inputs of the next roll"): what a
//! 2-ply search sees of each candidate and the engine's inputs do not.
//!
//! For each side, as if it were on roll, over the 36 rolls: the share of rolls after which
//! every legal play leaves one of its blots within direct range (one to six pips) of an enemy
//! checker, and the mean over the rolls of the fewest such blots a play can leave (halved);
//! then the share of rolls after which every legal play leaves it fewer made points (two
//! checkers or more) than it had, and the mean of the fewest points a play must give up
//! (halved): the blots it must leave, and the points it must break. The player on roll's four
//! come first, then the opponent's.

use std::cell::RefCell;
use std::collections::HashMap;

use bg_engine::eval::replies::{self, forced_blots};
use bg_engine::hash::position_key;
use bg_engine::Position;

/// How many inputs [`reply_features`] gives.
pub const N_REPLY_FEATURES: usize = 8;

/// Where the blot features of each side are among the [`reply_features`]: the engine's inputs
/// of the next roll (input set 8) are these four, in this order.
pub const BLOT_FEATURES: [usize; 4] = [0, 1, 4, 5];

/// The points the positive side of `board` holds with two checkers or more.
fn made_points(board: &[i8; 26]) -> u32 {
    board[1..=24].iter().filter(|&&n| n >= 2).count() as u32
}

/// The two point features of the side on roll in `position`: the share of rolls after which
/// every play gives up a made point, and the mean of the fewest points a play gives up, halved.
fn forced_points(position: &Position, positions: &mut Vec<Position>) -> [f32; 2] {
    let made = made_points(position.board());
    replies::forced_by_rolls(position, positions, |after| {
        made.saturating_sub(made_points(after.board()))
    })
}

/// The four features of the side on roll in `position`: the engine's two of the blots
/// ([`forced_blots`]), then the two of the points.
fn forced_on_side(position: &Position, positions: &mut Vec<Position>) -> [f32; 4] {
    let [a, b] = forced_blots(position, positions);
    let [c, d] = forced_points(position, positions);
    [a, b, c, d]
}

/// The reply features of `position` (the module documentation has them).
pub fn reply_features(position: &Position) -> [f32; N_REPLY_FEATURES] {
    let mut positions = Vec::new();
    let [a, b, c, d] = forced_on_side(position, &mut positions);
    let [e, f, g, h] = forced_on_side(&position.switch_sides(), &mut positions);
    [a, b, c, d, e, f, g, h]
}

thread_local! {
    /// The features of every position asked for, since a fit asks for the same positions
    /// every epoch and they cost some 40 move generations each.
    static CACHE: RefCell<HashMap<u128, [f32; N_REPLY_FEATURES]>> = RefCell::new(HashMap::new());
}

/// [`reply_features`], remembered for the thread's life.
pub fn cached_reply_features(position: &Position) -> [f32; N_REPLY_FEATURES] {
    let key = position_key(position);
    if let Some(known) = CACHE.with_borrow(|cache| cache.get(&key).copied()) {
        return known;
    }
    let features = reply_features(position);
    CACHE.with_borrow_mut(|cache| cache.insert(key, features));
    features
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_features_are_the_same_for_both_sides_of_the_opening_and_none_in_a_race() {
        let start = reply_features(&Position::STARTING);
        // 8 of the 36 opening rolls leave a blot in direct range whatever the play (5-1, 6-2,
        // 6-3, and 6-5, whose run leaves the other back checker alone), and none leaves two.
        assert_eq!(
            start[..4],
            start[4..],
            "the opening is the same for both sides"
        );
        assert!((start[0] - 8.0 / 36.0).abs() < 1e-6, "{start:?}");
        assert!((start[1] - 8.0 / 72.0).abs() < 1e-6, "{start:?}");
        // Every opening roll has a play that keeps the four points.
        assert_eq!(start[2..4], [0.0, 0.0]);
        let race =
            Position::from_points(&[(6, 5), (5, 5), (4, 5)], &[(6, 5), (5, 5), (3, 5)]).unwrap();
        // In a race no roll leaves a blot in reach. With five checkers on each of three points
        // every roll can keep them all but 6-6, which must bear four off the 6-point.
        let features = reply_features(&race);
        let one = [0.0, 0.0, 1.0 / 36.0, 1.0 / 72.0];
        assert_eq!(features[..4], one);
        assert_eq!(features[4..], one);
        // With two checkers on each, most rolls must give a point up.
        let thin =
            Position::from_points(&[(6, 2), (5, 2), (4, 2)], &[(6, 5), (5, 5), (3, 5)]).unwrap();
        let features = reply_features(&thin);
        assert_eq!(features[..2], [0.0, 0.0]);
        assert!(features[2] > 0.8, "{features:?}");
        assert_eq!(cached_reply_features(&Position::STARTING), start);
    }

    #[test]
    fn the_blot_features_are_the_engines_inputs_of_the_next_roll() {
        let position =
            Position::from_points(&[(8, 1), (20, 1), (6, 13)], &[(20, 1), (1, 14)]).unwrap();
        for position in [Position::STARTING, position] {
            let features = reply_features(&position);
            let engine = bg_engine::eval::replies::reply_inputs(&position);
            assert_eq!(BLOT_FEATURES.map(|i| features[i]), engine);
        }
    }
}
