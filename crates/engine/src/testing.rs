//! Fixtures shared by the engine's unit tests (compiled for tests only).

use crate::dice::{DiceSource, SeededDice};
use crate::position::Position;

/// A position from the signed board's points: `own` checkers of the player on roll and
/// `opponent` checkers, both as `(point, count)` in the on-roll player's numbering (25 is the
/// own bar, 0 the opponent's).
pub(crate) fn board(own: &[(usize, i8)], opponent: &[(usize, i8)]) -> Position {
    let mut board = [0i8; 26];
    for &(point, count) in own {
        board[point] = count;
    }
    for &(point, count) in opponent {
        board[point] = -count;
    }
    Position::try_from_board(board).expect("a legal test position")
}

/// `n` positions of a walk of plays from the start with seeded dice (each the position after
/// a play, seen by its mover; a finished game starts again): openings, contact, hits, races
/// and bear-offs, rarely repeated.
pub(crate) fn random_walk(n: usize, seed: u64) -> Vec<Position> {
    let mut dice = SeededDice::new(seed);
    let mut position = Position::STARTING;
    let mut out = Vec::with_capacity(n);
    for turn in 0..n {
        let plays = position.legal_plays(dice.roll());
        let play = plays[turn % plays.len()];
        out.push(play.position);
        position = if play.position.has_won() {
            Position::STARTING
        } else {
            play.position.switch_sides()
        };
    }
    out
}
