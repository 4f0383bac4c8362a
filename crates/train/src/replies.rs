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

use bg_engine::hash::position_key;
use bg_engine::{Dice, Play, Position};

/// How many inputs [`reply_features`] gives.
pub const N_REPLY_FEATURES: usize = 8;

/// The blots of the positive side of `board` that an enemy checker (or one on the enemy's bar,
/// entering) is one to six pips behind.
fn exposed_blots(board: &[i8; 26]) -> u32 {
    let mut exposed = 0;
    for point in 1..=24 {
        if board[point] == 1 {
            let lowest = point.saturating_sub(6);
            exposed += u32::from((lowest..point).any(|q| board[q] < 0));
        }
    }
    exposed
}

/// The points the positive side of `board` holds with two checkers or more.
fn made_points(board: &[i8; 26]) -> u32 {
    board[1..=24].iter().filter(|&&n| n >= 2).count() as u32
}

/// The four features of the side on roll in `position`.
fn forced_by_rolls(position: &Position, plays: &mut Vec<Play>) -> [f32; 4] {
    let made = made_points(position.board());
    let mut sums = [0f32; 4];
    for (dice, weight) in Dice::all_21() {
        plays.clear();
        position.legal_plays_into(dice, plays);
        let (mut least_exposed, mut least_lost) = (u32::MAX, u32::MAX);
        for play in plays.iter() {
            let board = play.position.board();
            least_exposed = least_exposed.min(exposed_blots(board));
            least_lost = least_lost.min(made.saturating_sub(made_points(board)));
        }
        let (exposed, lost) = if plays.is_empty() {
            (0, 0)
        } else {
            (least_exposed, least_lost)
        };
        let weight = f32::from(weight);
        sums[0] += weight * f32::from(exposed > 0);
        sums[1] += weight * exposed as f32;
        sums[2] += weight * f32::from(lost > 0);
        sums[3] += weight * lost as f32;
    }
    [
        sums[0] / 36.0,
        sums[1] / 72.0,
        sums[2] / 36.0,
        sums[3] / 72.0,
    ]
}

/// The reply features of `position` (the module documentation has them).
pub fn reply_features(position: &Position) -> [f32; N_REPLY_FEATURES] {
    let mut plays = Vec::new();
    let [a, b, c, d] = forced_by_rolls(position, &mut plays);
    let [e, f, g, h] = forced_by_rolls(&position.switch_sides(), &mut plays);
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
    fn a_blot_is_exposed_to_an_enemy_checker_one_to_six_pips_behind() {
        // Own blots on 8 and 20, an enemy checker on 5 (three behind the 8) and the rest of
        // both sides far away.
        let position =
            Position::from_points(&[(8, 1), (20, 1), (6, 13)], &[(20, 1), (1, 14)]).unwrap();
        let board = position.board();
        // The enemy's 20-point, seen from our side, is our 5-point.
        assert!(board[5] < 0);
        assert_eq!(exposed_blots(board), 1);
    }

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
}
