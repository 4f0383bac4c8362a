//! Tesauro's pubeval: the public linear move evaluator (1993), the standard benchmark opponent.
//!
//! The score of a position after a play is a dot product of 122 inputs with one of two weight
//! vectors, one for races and one for contact positions, chosen by the position *before* the
//! play. Inputs, for each point 24 down to 1 from the mover's side, five values: an opponent blot
//! (1), one own checker (1), two or more own checkers (1), exactly three own checkers (1), and
//! `(n - 3) / 2` for `n >= 4` own checkers; then the opponent's checkers on the bar (halved) and
//! the mover's checkers borne off (divided by 15). The opponent's points held by two or more
//! checkers are not inputs at all: pubeval is weak, and makes "lots of obvious mistakes" in its
//! author's words, but plays a decent benchmark game.
//!
//! The weights are Gerry Tesauro's published figures (public domain, "provided as a public
//! service to the backgammon programming community"), taken from `pubeval.c` as distributed with
//! OpenBSD's backgammon game (`$OpenBSD: pubeval.c,v 1.3 2015/11/30 08:19:25 tb Exp $`, marked
//! "Public domain, Gerry Tesauro") and checked number for number against the copy in GNU
//! Backgammon's `pub_eval.c` (e.g. the public mirror `mormegil-cz/gnubg`). The original's `pos[]`
//! array uses exactly our board layout: 1..=24 the points from the mover's side, own checkers
//! positive, 25 the mover's bar, 0 the opponent's bar (negative), plus `pos[26]`, the mover's
//! checkers off. The mover's own checkers on the bar are not an input.
//!
//! The arithmetic follows the C original step by step in `f32` (the weights are rounded from
//! their decimal form through `f64`, as a C `float` initializer does, and the terms are added in
//! the original order), so the scores are bit-identical to the original's: see the test vectors
//! in `tests/data/pubeval_scores.txt`, computed with the original C code.

use crate::bots::keith::{keith_double, keith_take};
use crate::bots::{play_at, Bot};
use crate::cube::{CubeContext, DoubleDecision, TakeDecision};
use crate::dice::Dice;
use crate::movegen::Play;
use crate::position::{BoardPhase, Position, OPPONENT_BAR};

/// Inputs per point.
const PER_POINT: usize = 5;
/// Number of inputs (and weights): 24 points of 5, the opponent's bar, the mover's checkers off.
const N_INPUTS: usize = 24 * PER_POINT + 2;

/// The score pubeval gives a play that bears off the last checker: the best possible.
pub const WINNING_SCORE: f32 = 99_999_999.0;

/// Rounds published `f64` literals to `f32` as C does for a `static float w[] = { ... }`.
const fn to_f32(weights: [f64; N_INPUTS]) -> [f32; N_INPUTS] {
    let mut rounded = [0f32; N_INPUTS];
    let mut index = 0;
    while index < N_INPUTS {
        rounded[index] = weights[index] as f32;
        index += 1;
    }
    rounded
}

/// Race weights (`wr` in the original). Five per point, point 24 first: opponent blot, one own
/// checker, two or more, exactly three, `(n - 3) / 2` for four or more.
#[rustfmt::skip]
const RACE_WEIGHTS: [f32; N_INPUTS] = to_f32([
    0.00000, -0.17160, 0.27010, 0.29906, -0.08471, // point 24
    0.00000, -1.40375, -1.05121, 0.07217, -0.01351, // point 23
    0.00000, -1.29506, -2.16183, 0.13246, -1.03508, // point 22
    0.00000, -2.29847, -2.34631, 0.17253, 0.08302, // point 21
    0.00000, -1.27266, -2.87401, -0.07456, -0.34240, // point 20
    0.00000, -1.34640, -2.46556, -0.13022, -0.01591, // point 19
    0.00000, 0.27448, 0.60015, 0.48302, 0.25236, // point 18
    0.00000, 0.39521, 0.68178, 0.05281, 0.09266, // point 17
    0.00000, 0.24855, -0.06844, -0.37646, 0.05685, // point 16
    0.00000, 0.17405, 0.00430, 0.74427, 0.00576, // point 15
    0.00000, 0.12392, 0.31202, -0.91035, -0.16270, // point 14
    0.00000, 0.01418, -0.10839, -0.02781, -0.88035, // point 13
    0.00000, 1.07274, 2.00366, 1.16242, 0.22520, // point 12
    0.00000, 0.85631, 1.06349, 1.49549, 0.18966, // point 11
    0.00000, 0.37183, -0.50352, -0.14818, 0.12039, // point 10
    0.00000, 0.13681, 0.13978, 1.11245, -0.12707, // point 9
    0.00000, -0.22082, 0.20178, -0.06285, -0.52728, // point 8
    0.00000, -0.13597, -0.19412, -0.09308, -1.26062, // point 7
    0.00000, 3.05454, 5.16874, 1.50680, 5.35000, // point 6
    0.00000, 2.19605, 3.85390, 0.88296, 2.30052, // point 5
    0.00000, 0.92321, 1.08744, -0.11696, -0.78560, // point 4
    0.00000, -0.09795, -0.83050, -1.09167, -4.94251, // point 3
    0.00000, -1.00316, -3.66465, -2.56906, -9.67677, // point 2
    0.00000, -2.77982, -7.26713, -3.40177, -12.32252, // point 1
    0.00000, 3.42040, // opponent bar, own off
]);

/// Contact weights (`wc` in the original), laid out as [`RACE_WEIGHTS`].
#[rustfmt::skip]
const CONTACT_WEIGHTS: [f32; N_INPUTS] = to_f32([
    0.25696, -0.66937, -1.66135, -2.02487, -2.53398, // point 24
    -0.16092, -1.11725, -1.06654, -0.92830, -1.99558, // point 23
    -1.10388, -0.80802, 0.09856, -0.62086, -1.27999, // point 22
    -0.59220, -0.73667, 0.89032, -0.38933, -1.59847, // point 21
    -1.50197, -0.60966, 1.56166, -0.47389, -1.80390, // point 20
    -0.83425, -0.97741, -1.41371, 0.24500, 0.10970, // point 19
    -1.36476, -1.05572, 1.15420, 0.11069, -0.38319, // point 18
    -0.74816, -0.59244, 0.81116, -0.39511, 0.11424, // point 17
    -0.73169, -0.56074, 1.09792, 0.15977, 0.13786, // point 16
    -1.18435, -0.43363, 1.06169, -0.21329, 0.04798, // point 15
    -0.94373, -0.22982, 1.22737, -0.13099, -0.06295, // point 14
    -0.75882, -0.13658, 1.78389, 0.30416, 0.36797, // point 13
    -0.69851, 0.13003, 1.23070, 0.40868, -0.21081, // point 12
    -0.64073, 0.31061, 1.59554, 0.65718, 0.25429, // point 11
    -0.80789, 0.08240, 1.78964, 0.54304, 0.41174, // point 10
    -1.06161, 0.07851, 2.01451, 0.49786, 0.91936, // point 9
    -0.90750, 0.05941, 1.83120, 0.58722, 1.28777, // point 8
    -0.83711, -0.33248, 2.64983, 0.52698, 0.82132, // point 7
    -0.58897, -1.18223, 3.35809, 0.62017, 0.57353, // point 6
    -0.07276, -0.36214, 4.37655, 0.45481, 0.21746, // point 5
    0.10504, -0.61977, 3.54001, 0.04612, -0.18108, // point 4
    0.63211, -0.87046, 2.47673, -0.48016, -1.27157, // point 3
    0.86505, -1.11342, 1.24612, -0.82385, -2.77082, // point 2
    1.23606, -1.59529, 0.10438, -1.30206, -4.11520, // point 1
    5.62596, -2.75800, // opponent bar, own off
]);

/// pubeval's score of `after`, a position after a play, seen by the player who made it (as in
/// [`Play::position`]). `race` says whether the position *before* the play was a race (no
/// contact), which picks the weights. Higher is better for the mover; only differences between
/// plays of one roll mean anything. Bearing off the last checker scores [`WINNING_SCORE`].
pub fn pubeval_score(after: &Position, race: bool) -> f32 {
    if after.own_off() == 15 {
        return WINNING_SCORE;
    }
    let weights = if race {
        &RACE_WEIGHTS
    } else {
        &CONTACT_WEIGHTS
    };
    let board = after.board();
    // Only non-zero inputs are added, in the original's order (point 24 down to 1, then the bar
    // and the checkers off): adding the skipped zero products would not change an f32 sum.
    let mut score = 0.0f32;
    for point in (1..=24).rev() {
        let w = &weights[PER_POINT * (24 - point)..PER_POINT * (25 - point)];
        match board[point] {
            -1 => score += w[0],
            1 => score += w[1],
            2 => score += w[2],
            3 => {
                score += w[2];
                score += w[3];
            }
            n if n >= 4 => {
                score += w[2];
                score += w[4] * (f32::from(n - 3) / 2.0);
            }
            _ => {}
        }
    }
    let opponent_bar = f32::from(board[OPPONENT_BAR].unsigned_abs()) / 2.0;
    score += weights[N_INPUTS - 2] * opponent_bar;
    // The original divides in double precision and stores a float; so do we.
    let own_off = (f64::from(after.own_off()) / 15.0) as f32;
    score += weights[N_INPUTS - 1] * own_off;
    score
}

/// Tesauro's pubeval as a player: it makes the play with the highest [`pubeval_score`] (the
/// first one listed on a tie), using the race weights when the position before the play is a
/// race.
///
/// pubeval has no notion of winning chances, so its cube play cannot come from its evaluation.
/// It uses Tom Keith's count in races (see [`keith_double`](crate::bots::keith_double) and
/// [`keith_take`](crate::bots::keith_take)) and, in contact positions, never doubles and always
/// takes: a simple, honest rule that never drops a double it cannot judge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PubEval;

impl PubEval {
    /// The pubeval player (it has no settings and no state).
    pub fn new() -> PubEval {
        PubEval
    }

    /// The index of the best of `plays` (legal plays from `position`), the first on a tie; 0
    /// when `plays` is empty.
    pub fn best_play(position: &Position, plays: &[Play]) -> usize {
        let race = position.phase() != BoardPhase::Contact;
        let mut best_index = 0;
        let mut best_score = f32::NEG_INFINITY;
        for (index, play) in plays.iter().enumerate() {
            let score = pubeval_score(&play.position, race);
            if score > best_score {
                best_score = score;
                best_index = index;
            }
        }
        best_index
    }
}

impl Bot for PubEval {
    fn name(&self) -> &str {
        "pubeval"
    }

    fn choose_play(&mut self, position: &Position, _dice: Dice, plays: &[Play]) -> Play {
        play_at(position, plays, PubEval::best_play(position, plays))
    }

    fn double_decision(&mut self, position: &Position, cube: &CubeContext) -> DoubleDecision {
        keith_double(position, cube.owner).unwrap_or(DoubleDecision::NoDouble)
    }

    fn take_decision(&mut self, position: &Position, _cube: &CubeContext) -> TakeDecision {
        keith_take(position).unwrap_or(TakeDecision::Take)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// pubeval's favourite play of `dice` from the starting position, as sorted `(from, to)`.
    fn opening_choice(dice: &str) -> Vec<(u8, u8)> {
        let dice: Dice = dice.parse().unwrap();
        let plays = Position::STARTING.legal_plays(dice);
        let best = &plays[PubEval::best_play(&Position::STARTING, &plays)];
        let mut moves: Vec<(u8, u8)> = best.moves().iter().map(|m| (m.from, m.to)).collect();
        moves.sort_unstable_by(|a, b| b.cmp(a));
        moves
    }

    #[test]
    fn pubeval_makes_the_classic_opening_plays() {
        // Only openings where pubeval's choice is the standard play (it is not for 11, say).
        let cases: [(&str, &[(u8, u8)]); 7] = [
            ("31", &[(8, 5), (6, 5)]),
            ("42", &[(8, 4), (6, 4)]),
            ("53", &[(8, 3), (6, 3)]),
            ("61", &[(13, 7), (8, 7)]),
            ("65", &[(24, 18), (18, 13)]),
            ("55", &[(13, 8), (13, 8), (8, 3), (8, 3)]),
            ("66", &[(24, 18), (24, 18), (13, 7), (13, 7)]),
        ];
        for (dice, expected) in cases {
            assert_eq!(opening_choice(dice), expected, "opening {dice}");
        }
    }

    #[test]
    fn bearing_off_the_last_checker_is_the_best_score() {
        let mut board = [0i8; 26];
        board[20] = -3;
        let won = Position::try_from_board(board).unwrap();
        assert_eq!(pubeval_score(&won, true), WINNING_SCORE);
    }

    #[test]
    fn weights_keep_the_published_values() {
        // Spot checks against the published tables (first, last, and a few in between).
        assert_eq!(RACE_WEIGHTS[1], -0.17160_f64 as f32);
        assert_eq!(RACE_WEIGHTS[N_INPUTS - 1], 3.42040_f64 as f32);
        assert_eq!(RACE_WEIGHTS[119], -12.32252_f64 as f32);
        assert_eq!(CONTACT_WEIGHTS[0], 0.25696_f64 as f32);
        assert_eq!(CONTACT_WEIGHTS[N_INPUTS - 2], 5.62596_f64 as f32);
        assert_eq!(CONTACT_WEIGHTS[N_INPUTS - 1], -2.75800_f64 as f32);
    }
}
