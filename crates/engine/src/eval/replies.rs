//! The inputs of input set 8 ([`super::inputs::REPLY_INPUT_SET`]): what each side's next roll
//! forces on it. A 0-ply net judges a position without looking at the rolls to come; a 2-ply
//! search sees that after some of them every play leaves a blot in reach of the enemy. These
//! inputs give the net that much of the search (`docs/training.md`, "Inputs of the next
//! roll").
//!
//! For a side, as if it were on roll, over its 36 rolls: the share of the rolls after which
//! every legal play leaves one of its blots within direct range (one to six pips in front of
//! an enemy checker, the enemy's bar included), and the mean over the rolls of the fewest such
//! blots a play can leave, halved. They cost a move generation for each side and each of the
//! 21 rolls, which makes an evaluation some 16 times as dear (`docs/benchmarks.md`, "Expert's
//! net of input set 8"): only nets that read them pay for them ([`super::NetEvaluator`]
//! computes them for a net of input set 8 alone).

use super::contact::Masks;
use crate::dice::Dice;
use crate::position::{BoardPhase, Position};

/// The inputs of the next roll per side: the share of rolls that force an exposed blot, and
/// the mean of the fewest exposed blots, halved.
pub const REPLY_INPUTS: usize = 2;

/// The blots of the positive side of `board` within direct range of an enemy checker, as the
/// inputs of set 5 count them ([`Masks::exposed_blots`]).
fn exposed_blots(board: &[i8; 26]) -> u32 {
    Masks::of(board).exposed_blots()
}

/// The inputs of the next roll of the side on roll in `position` ([`REPLY_INPUTS`]).
/// `positions` is scratch space for the move generator.
pub fn forced_blots(position: &Position, positions: &mut Vec<Position>) -> [f32; REPLY_INPUTS] {
    forced_by_rolls(position, positions, |after| exposed_blots(after.board()))
}

/// What the rolls of the side on roll in `position` force on it, measured by `cost` (a count
/// of something bad in the position after a play, still seen by the side that moved): the
/// share of the 36 rolls after which every legal play costs something, and the mean over the
/// rolls of the least a play costs, halved. `positions` is scratch space for the move
/// generator. [`forced_blots`] counts exposed blots; the trainer screens other costs with it.
pub fn forced_by_rolls(
    position: &Position,
    positions: &mut Vec<Position>,
    cost: impl Fn(&Position) -> u32,
) -> [f32; 2] {
    let (mut forced, mut fewest_sum) = (0u32, 0u32);
    for (dice, weight) in Dice::all_21() {
        positions.clear();
        position.legal_positions_into(dice, positions);
        // A roll's first play that costs nothing settles it: the least is zero.
        let mut fewest = u32::MAX;
        for after in positions.iter() {
            fewest = fewest.min(cost(after));
            if fewest == 0 {
                break;
            }
        }
        // The generator lists the position itself when no checker can move, so the list is
        // never empty and `fewest` is a count.
        forced += u32::from(weight) * u32::from(fewest > 0);
        fewest_sum += u32::from(weight) * fewest;
    }
    [forced as f32 / 36.0, fewest_sum as f32 / 72.0]
}

/// The inputs of the next roll of both sides of `position`: the player on roll's, then the
/// opponent's (each as if it were on roll).
pub fn reply_inputs(position: &Position) -> [f32; 2 * REPLY_INPUTS] {
    // Once the sides have passed each other no enemy checker is behind a blot, whatever is
    // played: no roll forces anything.
    if position.phase() != BoardPhase::Contact {
        return [0.0; 2 * REPLY_INPUTS];
    }
    let mut positions = Vec::with_capacity(64);
    let [a, b] = forced_blots(position, &mut positions);
    let [c, d] = forced_blots(&position.switch_sides(), &mut positions);
    [a, b, c, d]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain count: a blot on point `p` is exposed when an enemy checker is on one of the
    /// six points below it (point 0 is the enemy's bar).
    fn exposed_blots_by_points(board: &[i8; 26]) -> u32 {
        (1..=24)
            .filter(|&p| board[p] == 1 && (p.saturating_sub(6)..p).any(|q| board[q] < 0))
            .count() as u32
    }

    #[test]
    fn a_blot_is_exposed_to_an_enemy_checker_one_to_six_pips_behind_it() {
        // Own blots on 8, 20 and 3; an enemy checker on our 5 (its 20-point), three pips
        // behind the 8; the 20 and the 3 out of its reach.
        let own = [(8, 1), (20, 1), (3, 1), (6, 12)];
        let position = Position::from_points(&own, &[(20, 1), (1, 14)]).unwrap();
        assert_eq!(exposed_blots(position.board()), 1);
        // An enemy checker on its bar enters on our 1 to 6, so it reaches the 3 too.
        let position = Position::from_points(&own, &[(20, 1), (25, 1), (1, 13)]).unwrap();
        assert_eq!(exposed_blots(position.board()), 2);
        assert_eq!(exposed_blots_by_points(position.board()), 2);
    }

    #[test]
    fn the_bit_count_is_the_count_over_the_points_in_the_positions_of_play() {
        let mut positions = Vec::new();
        let mut seen = 0;
        let mut position = Position::STARTING;
        // The positions after the first play of every roll from the opening, and after those.
        for (first, _) in Dice::all_21() {
            let after = position.legal_plays(first)[0].position.switch_sides();
            for (second, _) in Dice::all_21() {
                positions.clear();
                after.legal_positions_into(second, &mut positions);
                for p in &positions {
                    for side in [*p, p.switch_sides()] {
                        assert_eq!(
                            exposed_blots(side.board()),
                            exposed_blots_by_points(side.board()),
                            "{side}"
                        );
                        seen += 1;
                    }
                }
            }
            position = after;
        }
        assert!(seen > 1000, "{seen}");
    }

    #[test]
    fn eight_opening_rolls_force_a_blot_in_reach_and_a_race_forces_none() {
        // 5-1, 6-2, 6-3 and 6-5 (whose run leaves the other back checker alone) leave a blot
        // in direct range whatever the play, and none of them leaves two.
        let start = reply_inputs(&Position::STARTING);
        assert_eq!(start, [8.0 / 36.0, 8.0 / 72.0, 8.0 / 36.0, 8.0 / 72.0]);
        let race =
            Position::from_points(&[(6, 5), (5, 5), (4, 5)], &[(6, 5), (5, 5), (3, 5)]).unwrap();
        assert_eq!(reply_inputs(&race), [0.0; 4]);
        // What the shortcut for races answers is what the rolls give.
        let race = Position::from_points(&[(11, 1), (5, 14)], &[(13, 1), (6, 14)]).unwrap();
        assert_eq!(race.phase(), crate::position::BoardPhase::Race);
        let mut positions = Vec::new();
        for side in [race, race.switch_sides()] {
            assert_eq!(forced_blots(&side, &mut positions), [0.0, 0.0]);
        }
        assert_eq!(reply_inputs(&race), [0.0; 4]);
    }

    #[test]
    fn a_side_that_cannot_move_keeps_its_blots() {
        // One checker on the bar against a closed board: every roll passes, and the blot on
        // our 10-point stays within reach of the enemy checker on our 6.
        let closed = [
            (1, 2),
            (2, 2),
            (3, 2),
            (4, 2),
            (5, 2),
            (6, 2),
            (19, 1),
            (24, 2),
        ];
        let position = Position::from_points(&[(25, 1), (10, 1), (13, 13)], &closed).unwrap();
        let [share, fewest] = forced_blots(&position, &mut Vec::new());
        assert_eq!((share, fewest), (1.0, 0.5), "{position}");
    }
}
