//! Cube efficiency: how live the cube is in a position (Janowski's `x`).
//!
//! - **Contact: 0.68**, the value Janowski's model is usually quoted with and GNU Backgammon's
//!   default for contact and crashed positions.
//! - **Race: `0.55 + pips / 800`, kept within 0.60..=0.70**, where `pips` is the pip count of
//!   the player on roll: 0.60 at 40 pips or fewer, 0.70 at 120 or more. Long races are the most
//!   efficient cube positions there are (the equity moves in small steps, doubles come near the
//!   take point), and short ones are less so (one roll changes a lot, market losers are large).
//!   This is GNU Backgammon's line for races (the data-driven test `gnubg_cube` recovers exactly
//!   these values from its equities). We do not follow the idea that short races are *more*
//!   efficient: the limit of a short race is the last roll, where the cube is dead.
//! - **Bear-off (every checker of both sides home): 0.60**, as GNU Backgammon uses for the
//!   positions of its one-sided bear-off database. (For the smallest bear-offs gnubg reads exact
//!   cubeful equities from a two-sided database, which we do not have.)
//! - **Last roll: 0**. When the opponent surely bears off their last checker on their next
//!   roll, whatever they roll, this is the last decision of the game: nobody will turn the cube
//!   again, so the cube is dead and the money take point is the dead one, 25%.

use crate::dice::Dice;
use crate::position::{BoardPhase, Position};

/// The efficiency of contact positions.
pub const CONTACT: f64 = 0.68;
/// The efficiency of the longest races.
pub const RACE_MAX: f64 = 0.70;
/// The efficiency of the shortest races (before the last roll).
pub const RACE_MIN: f64 = 0.60;

/// The cube efficiency of `position` (seen by the player on roll, before rolling).
pub fn cube_efficiency(position: &Position) -> f64 {
    match position.phase() {
        BoardPhase::Contact => CONTACT,
        BoardPhase::Race | BoardPhase::BearOff if opponent_surely_finishes(position) => 0.0,
        BoardPhase::BearOff => RACE_MIN,
        BoardPhase::Race => {
            (0.55 + f64::from(position.pip_count()) / 800.0).clamp(RACE_MIN, RACE_MAX)
        }
    }
}

/// True when the opponent of the player on roll bears off every checker with any roll on
/// their next turn (so the player on roll has this one roll left).
fn opponent_surely_finishes(position: &Position) -> bool {
    let opponent = position.switch_sides();
    // Only a home board of few checkers can finish in one roll: four moves at most.
    if opponent.phase() != BoardPhase::BearOff || opponent.own_off() < 11 {
        return false;
    }
    Dice::all_21().iter().all(|&(dice, _)| {
        opponent
            .legal_plays(dice)
            .iter()
            .any(|play| play.position.has_won())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(own: &[(usize, u8)], theirs: &[(usize, u8)]) -> Position {
        Position::from_points(own, theirs).unwrap()
    }

    #[test]
    fn contact_positions_have_efficiency_0_68() {
        assert_eq!(cube_efficiency(&Position::STARTING), CONTACT);
    }

    #[test]
    fn race_efficiency_grows_with_the_pip_count_within_its_bounds() {
        // 15 checkers on the 7-point: 105 pips, 0.55 + 105/800 = 0.68125.
        let long = position(&[(7, 15)], &[(6, 15)]);
        assert!((cube_efficiency(&long) - 0.68125).abs() < 1e-12);
        // 8 checkers on the 12-point and 7 on the 10-point: 166 pips, capped at 0.70.
        let longer = position(&[(12, 8), (10, 7)], &[(6, 15)]);
        assert_eq!(cube_efficiency(&longer), RACE_MAX);
        // A checker still outside home: 18 + 6 = 24 pips, raised to 0.60.
        let short = position(&[(18, 1), (6, 1)], &[(6, 15)]);
        assert_eq!(short.phase(), BoardPhase::Race);
        assert_eq!(cube_efficiency(&short), RACE_MIN);
        // Every checker home: a bear-off, 0.60 whatever the pip count.
        let bear_off = position(&[(6, 15)], &[(6, 14)]);
        assert_eq!(cube_efficiency(&bear_off), RACE_MIN);
    }

    #[test]
    fn last_roll_positions_have_a_dead_cube() {
        // The opponent has two checkers on their 1-point: any roll takes both off.
        let last = position(&[(6, 2), (5, 2)], &[(1, 2)]);
        assert_eq!(cube_efficiency(&last), 0.0);
        // Two checkers on their 6-point: 21 does not finish, so it is not the last roll.
        let not_last = position(&[(6, 2), (5, 2)], &[(6, 2)]);
        assert_eq!(cube_efficiency(&not_last), RACE_MIN);
    }
}
