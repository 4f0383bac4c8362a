//! A slow, obviously correct move generator: the oracle for property tests and the baseline for
//! benchmarks. It tries every order of the dice, every checker, keeps the sequences that use the
//! most dice (and the larger die when only one can be played), and deduplicates with a hash set.

use std::collections::HashSet;

use crate::dice::Dice;
use crate::movegen::{CheckerMove, Play};
use crate::position::Position;

/// Every distinct legal play, found by brute force. Same contract as
/// [`Position::legal_plays`] (the order of the plays may differ).
pub fn legal_plays_reference(position: &Position, dice: Dice) -> Vec<Play> {
    let orders: Vec<Vec<u8>> = if dice.is_double() {
        vec![vec![dice.first(); 4]]
    } else {
        vec![
            vec![dice.first(), dice.second()],
            vec![dice.second(), dice.first()],
        ]
    };
    let mut sequences: Vec<(Vec<CheckerMove>, Vec<u8>, Position)> = Vec::new();
    for order in &orders {
        extend(
            position,
            order,
            &mut Vec::new(),
            &mut Vec::new(),
            &mut sequences,
        );
    }
    let most = sequences
        .iter()
        .map(|(moves, _, _)| moves.len())
        .max()
        .unwrap_or(0);
    if most == 0 {
        return vec![Play::pass(*position)];
    }
    let mut candidates: Vec<&(Vec<CheckerMove>, Vec<u8>, Position)> = sequences
        .iter()
        .filter(|(moves, _, _)| moves.len() == most)
        .collect();
    if most == 1
        && !dice.is_double()
        && candidates
            .iter()
            .any(|(_, dice_used, _)| dice_used[0] == dice.high())
    {
        candidates.retain(|(_, dice_used, _)| dice_used[0] == dice.high());
    }
    let mut seen = HashSet::new();
    let mut plays = Vec::new();
    for (moves, _, after) in candidates {
        if seen.insert(*after) {
            plays.push(Play::from_parts(moves, *after));
        }
    }
    plays
}

fn extend(
    position: &Position,
    dice_left: &[u8],
    moves: &mut Vec<CheckerMove>,
    dice_used: &mut Vec<u8>,
    sequences: &mut Vec<(Vec<CheckerMove>, Vec<u8>, Position)>,
) {
    sequences.push((moves.clone(), dice_used.clone(), *position));
    let Some((&die, rest)) = dice_left.split_first() else {
        return;
    };
    for from in 1..=25 {
        if position.can_move(from, die) {
            let mut after = *position;
            moves.push(after.apply_move_unchecked(from, die));
            dice_used.push(die);
            extend(&after, rest, moves, dice_used, sequences);
            moves.pop();
            dice_used.pop();
        }
    }
}
