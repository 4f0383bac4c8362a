//! Candidate inputs of what a side's next roll forces on it, for screening with
//! `bgtrain fit-deep --reply-features` (`docs/training.md`, "Inputs of the next roll"): what a
//! 2-ply search sees of each candidate and the engine's inputs do not.
//!
//! For each side, as if it were on roll, over the 36 rolls: the share of rolls after which
//! every legal play leaves one of its blots within direct range (one to six pips) of an enemy
//! checker, and the mean over the rolls of the fewest such blots a play can leave (halved).
//! The player on roll's two come first, then the opponent's.

use std::cell::RefCell;
use std::collections::HashMap;

use bg_engine::hash::position_key;
use bg_engine::{Dice, Play, Position};

/// How many inputs [`reply_features`] gives.
pub const N_REPLY_FEATURES: usize = 4;

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

/// The two features of the side on roll in `position`.
fn forced_exposure(position: &Position, plays: &mut Vec<Play>) -> [f32; 2] {
    let (mut forced, mut fewest) = (0.0f32, 0.0f32);
    for (dice, weight) in Dice::all_21() {
        plays.clear();
        position.legal_plays_into(dice, plays);
        let least = plays
            .iter()
            .map(|p| exposed_blots(p.position.board()))
            .min()
            .unwrap_or(0);
        let weight = f32::from(weight);
        forced += weight * f32::from(least > 0);
        fewest += weight * least as f32;
    }
    [forced / 36.0, fewest / 72.0]
}

/// The reply features of `position` (the module documentation has them).
pub fn reply_features(position: &Position) -> [f32; N_REPLY_FEATURES] {
    let mut plays = Vec::new();
    let [a, b] = forced_exposure(position, &mut plays);
    let [c, d] = forced_exposure(&position.switch_sides(), &mut plays);
    [a, b, c, d]
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
            start[..2],
            start[2..],
            "the opening is the same for both sides"
        );
        assert!((start[0] - 8.0 / 36.0).abs() < 1e-6, "{start:?}");
        assert!((start[1] - 8.0 / 72.0).abs() < 1e-6, "{start:?}");
        let race =
            Position::from_points(&[(6, 5), (5, 5), (4, 5)], &[(6, 5), (5, 5), (3, 5)]).unwrap();
        assert_eq!(reply_features(&race), [0.0; N_REPLY_FEATURES]);
        assert_eq!(cached_reply_features(&Position::STARTING), start);
    }
}
