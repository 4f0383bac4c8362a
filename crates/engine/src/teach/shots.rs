//! Shots at blots and the chance to enter from the bar, counted over the opponent's 36 rolls
//! with the move generator, so that every rule counts: checkers on the bar enter first, a
//! checker that plays both dice stops on a point that must be open, a play must use as many
//! dice as it can.
//!
//! The definition: a roll *hits* a blot when the opponent has at least one legal play of that
//! roll that hits it. A blot is a point 1..=24 holding exactly one of the mover's checkers.

use crate::dice::Dice;
use crate::movegen::Play;
use crate::position::Position;

/// One blot and the opponent's rolls (of 36) that hit it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlotShots {
    /// The mover's point of the blot, 1..=24.
    pub point: u8,
    /// Rolls out of 36 on which the opponent can hit this blot.
    pub shots: u8,
}

/// The mover's blots and the shots at them, in a position seen by the mover with the
/// opponent to roll next (a [`Play::position`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shots {
    /// Every blot, lowest point first, with its shots.
    pub blots: Vec<BlotShots>,
    /// Rolls out of 36 on which the opponent can hit at least one blot.
    pub total: u8,
}

/// The mover's blots in `position` (seen by the mover, the opponent to roll next) and, for
/// each and for all together, the opponent's rolls out of 36 that hit.
pub fn shots(position: &Position) -> Shots {
    let blot_points: Vec<u8> = (1..=24u8)
        .filter(|&point| position.board()[usize::from(point)] == 1)
        .collect();
    let mut blots: Vec<BlotShots> = blot_points
        .iter()
        .map(|&point| BlotShots { point, shots: 0 })
        .collect();
    if blot_points.is_empty() {
        return Shots { blots, total: 0 };
    }
    let all_blots = (1u32 << blot_points.len()) - 1;
    let opponent = position.switch_sides();
    let mut plays: Vec<Play> = Vec::with_capacity(64);
    let mut total = 0u8;
    for (dice, weight) in Dice::all_21() {
        plays.clear();
        opponent.legal_plays_into(dice, &mut plays);
        let hit = hit_blots(&plays, &blot_points, all_blots);
        if hit != 0 {
            total += weight;
        }
        for (index, blot) in blots.iter_mut().enumerate() {
            if hit & (1 << index) != 0 {
                blot.shots += weight;
            }
        }
    }
    Shots { blots, total }
}

/// The set (bit `i` for `blot_points[i]`) of the mover's blots that at least one of the
/// opponent's `plays` hits. The opponent's plays are seen by the opponent, so the mover's
/// point `p` is their `25 - p`, and a blot is hit exactly when the mover's checker is gone
/// from it after the play (the mover's checkers do not move in the opponent's turn).
fn hit_blots(plays: &[Play], blot_points: &[u8], all_blots: u32) -> u32 {
    let mut hit = 0u32;
    for play in plays {
        for (index, &point) in blot_points.iter().enumerate() {
            if play.position.board()[25 - usize::from(point)] >= 0 {
                hit |= 1 << index;
            }
        }
        if hit == all_blots {
            break;
        }
    }
    hit
}

/// The opponent's rolls out of 36 on which at least one of their checkers on the bar enters,
/// in `position` seen by the mover with the opponent to roll next; `None` when the opponent has
/// no checker on the bar. A die enters on the mover's point of its number unless the mover
/// holds it with two or more checkers, so a roll dances when both dice point at made points:
/// with `k` of the six home points made, `36 - k * k` rolls enter.
pub fn entering_rolls(position: &Position) -> Option<u8> {
    if position.opponent_bar() == 0 {
        return None;
    }
    let made = home_points_made(position);
    Some(36 - made * made)
}

/// How many of the mover's home-board points (1..=6) they hold with two or more checkers.
pub fn home_points_made(position: &Position) -> u8 {
    (1..=6).filter(|&point| position.own(point) >= 2).count() as u8
}

/// A closed board: the mover holds all six home-board points.
pub fn is_closed_board(position: &Position) -> bool {
    home_points_made(position) == 6
}

#[cfg(test)]
mod tests;
