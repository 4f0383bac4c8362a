//! The luck of a roll: the equity after the best play of the roll the player got, minus the
//! average of that over the 36 rolls (GNU Backgammon's definition).
//!
//! The equities are 0-ply cubeless equities with gammons valued at the score
//! ([`cube::outcome_values`]): normalized equity in money play, EMG in a match. One evaluation
//! per legal play of each of the 21 rolls, so the luck of a roll costs a few hundred
//! evaluations whatever depth the decisions are analysed at.

use crate::cube::{self, CubeContext};
use crate::dice::Dice;
use crate::eval::{Evaluator, OutcomeValues};
use crate::position::Position;

/// The equity of the player on roll in `position` after their best play of `dice` (0-ply).
pub fn equity_after_best_play(
    evaluator: &impl Evaluator,
    position: &Position,
    dice: Dice,
    values: &OutcomeValues,
) -> f32 {
    position
        .legal_plays(dice)
        .iter()
        .map(|play| {
            evaluator
                .evaluate(&play.position.switch_sides())
                .flip()
                .equity_with(values)
        })
        .fold(f32::NEG_INFINITY, f32::max)
}

/// The luck of every roll the player on roll in `position` could get: for each of the 21
/// rolls, its weight out of 36 and its luck. The weighted luck sums to zero. An opening roll
/// (`opening`) cannot be a double: the average is over the 30 other rolls, and doubles get
/// weight 0.
pub fn luck_of_rolls(
    evaluator: &impl Evaluator,
    position: &Position,
    cube: &CubeContext,
    opening: bool,
) -> Vec<(Dice, u8, f32)> {
    let values = cube::outcome_values(cube);
    let rolls: Vec<(Dice, u8, f32)> = Dice::all_21()
        .into_iter()
        .map(|(dice, weight)| {
            let weight = if opening && dice.is_double() {
                0
            } else {
                weight
            };
            let equity = if weight == 0 {
                0.0
            } else {
                equity_after_best_play(evaluator, position, dice, &values)
            };
            (dice, weight, equity)
        })
        .collect();
    let total_weight: f32 = rolls.iter().map(|&(_, weight, _)| f32::from(weight)).sum();
    let average = rolls
        .iter()
        .map(|&(_, weight, equity)| f32::from(weight) * equity)
        .sum::<f32>()
        / total_weight;
    rolls
        .into_iter()
        .map(|(dice, weight, equity)| {
            let luck = if weight == 0 { 0.0 } else { equity - average };
            (dice, weight, luck)
        })
        .collect()
}

/// The luck of `dice` for the player on roll in `position` (see [`luck_of_rolls`]).
pub fn roll_luck(
    evaluator: &impl Evaluator,
    position: &Position,
    dice: Dice,
    cube: &CubeContext,
    opening: bool,
) -> f32 {
    let sorted = |d: Dice| (d.first().max(d.second()), d.first().min(d.second()));
    luck_of_rolls(evaluator, position, cube, opening)
        .into_iter()
        .find(|&(rolled, _, _)| sorted(rolled) == sorted(dice))
        .map_or(0.0, |(_, _, luck)| luck)
}
