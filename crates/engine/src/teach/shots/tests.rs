//! Shot counts on named positions, and against a brute-force oracle on thousands of positions.

use super::*;
use crate::dice::SeededDice;
use crate::movegen::reference::legal_plays_reference;
use crate::testing::{board, random_walk};

/// Shots at one mover blot on `point` with the opponent's only checkers `distance` pips
/// behind it (no blocking, nothing on the bar): the textbook shot table.
fn direct_and_indirect_shots(distance: usize) -> u8 {
    // The blot on the mover's 24 - distance ... the opponent's checkers on the mover's
    // point `blot - distance` move up towards it. A made point of the opponent's far away
    // keeps the position legal; the mover's other checkers are off.
    let blot = 24;
    let position = board(&[(blot, 1)], &[(blot - distance, 2)]);
    let result = shots(&position);
    assert_eq!(result.blots.len(), 1);
    assert_eq!(result.blots[0].point, blot as u8);
    assert_eq!(result.total, result.blots[0].shots);
    result.total
}

#[test]
fn shots_at_a_lone_blot_follow_the_textbook_table() {
    // Rolls out of 36 that hit a blot `distance` pips away, nothing in between.
    let table: [(usize, u8); 15] = [
        (1, 11),
        (2, 12),
        (3, 14),
        (4, 15),
        (5, 15),
        (6, 17),
        (7, 6),
        (8, 6),
        (9, 5),
        (10, 3),
        (11, 2),
        (12, 3),
        (15, 1),
        (16, 1),
        (20, 1),
    ];
    for (distance, expected) in table {
        assert_eq!(
            direct_and_indirect_shots(distance),
            expected,
            "{distance} away"
        );
    }
    assert_eq!(direct_and_indirect_shots(13), 0);
    assert_eq!(direct_and_indirect_shots(14), 0);
}

#[test]
fn a_blocked_intermediate_point_removes_the_combination_shot() {
    // Blot on 10, opponent checker on 2 (8 away): 6-2, 5-3, 4-4, 2-2 hit. The mover making
    // its 6-point and 4-point blocks 4-4 (stops on 6) and both orders of 6-2 through 4? 6-2:
    // 2+6 = 8 stops on 8 or 4; 4 is blocked, 8 open: still hits. 5-3: stops on 7 or 5.
    let open = board(&[(10, 1), (13, 4)], &[(2, 1)]);
    assert_eq!(shots(&open).total, 6);
    let blocked = board(&[(10, 1), (6, 2), (4, 2), (13, 4)], &[(2, 1)]);
    // 4-4 stops on 6 (blocked), 2-2 stops on 4 (blocked): only 6-2 and 5-3 remain.
    assert_eq!(shots(&blocked).total, 4);
}

#[test]
fn an_opponent_on_the_bar_must_enter_before_hitting() {
    // A mover blot on 20 and an opponent checker on the mover's 14 (6 away), plus one on
    // the bar. The opponent must enter first: the mover's home board 1..=5 is closed, so
    // only a 6 enters (on the mover's 6-point), and then the other die must hit from 14.
    let position = board(
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (20, 1)],
        &[(0, 1), (14, 1)],
    );
    let result = shots(&position);
    // 6-6: enter on 6, 14 -> 20 hits. Nothing else enters and hits: a 6 with another die
    // enters with the 6, and the other die cannot cover 6 pips from 14.
    assert_eq!(result.total, 1);
    assert_eq!(entering_rolls(&position), Some(11));
}

#[test]
fn entering_rolls_count_the_open_home_points() {
    let open = board(&[(13, 2)], &[(0, 1)]);
    assert_eq!(entering_rolls(&open), Some(36));
    let three = board(&[(6, 2), (5, 2), (4, 2)], &[(0, 2)]);
    assert_eq!(entering_rolls(&three), Some(27));
    let closed = board(&[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2)], &[(0, 1)]);
    assert_eq!(entering_rolls(&closed), Some(0));
    assert!(is_closed_board(&closed));
    assert!(!is_closed_board(&three));
    assert_eq!(entering_rolls(&Position::STARTING), None);
}

/// The oracle: for each of the 36 rolls (ordered), the opponent's legal plays from the
/// brute-force generator, and whether one of them moves a checker onto a blot with a hit.
fn oracle(position: &Position) -> (Vec<(u8, u8)>, u8) {
    let opponent = position.switch_sides();
    let blots: Vec<u8> = (1..=24u8)
        .filter(|&p| position.own(usize::from(p)) == 1)
        .collect();
    let mut per_blot = vec![0u8; blots.len()];
    let mut total = 0u8;
    for first in 1..=6 {
        for second in 1..=6 {
            let plays = legal_plays_reference(&opponent, Dice::new(first, second).unwrap());
            let hits = |blot: u8| {
                plays.iter().any(|play| {
                    play.moves()
                        .iter()
                        .any(|step| step.hit && step.to == 25 - blot)
                })
            };
            let mut any = false;
            for (index, &blot) in blots.iter().enumerate() {
                if hits(blot) {
                    per_blot[index] += 1;
                    any = true;
                }
            }
            total += u8::from(any);
        }
    }
    (blots.into_iter().zip(per_blot).collect(), total)
}

/// Positions with checkers scattered at random, on the bars too: more blots, blocks and
/// entering than games produce.
fn scattered_positions(n: usize, seed: u64) -> Vec<Position> {
    let mut dice = SeededDice::new(seed);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut raw = [0i8; 26];
        for _ in 0..(8 + dice.below(8)) {
            let slot = 1 + dice.below(25) as usize;
            if raw[slot] >= 0
                && raw
                    .iter()
                    .filter(|&&c| c > 0)
                    .map(|&c| c as u32)
                    .sum::<u32>()
                    < 15
            {
                raw[slot] += 1;
            }
        }
        for _ in 0..(8 + dice.below(8)) {
            let slot = dice.below(25) as usize;
            if raw[slot] <= 0
                && raw
                    .iter()
                    .filter(|&&c| c < 0)
                    .map(|&c| -c as u32)
                    .sum::<u32>()
                    < 15
            {
                raw[slot] -= 1;
            }
        }
        if let Ok(position) = Position::try_from_board(raw) {
            out.push(position);
        }
    }
    out
}

#[test]
fn shot_counts_equal_the_brute_force_oracle_on_random_positions() {
    let mut positions = random_walk(2000, 17);
    positions.extend(scattered_positions(1000, 23));
    let mut with_blots = 0;
    for position in positions {
        let counted = shots(&position);
        let (per_blot, total) = oracle(&position);
        let counted_per_blot: Vec<(u8, u8)> = counted
            .blots
            .iter()
            .map(|blot| (blot.point, blot.shots))
            .collect();
        assert_eq!(counted_per_blot, per_blot, "{position:?}");
        assert_eq!(counted.total, total, "{position:?}");
        with_blots += usize::from(!per_blot.is_empty());
    }
    assert!(with_blots > 1500, "only {with_blots} positions had blots");
}

#[test]
fn entering_rolls_equal_the_rolls_that_do_not_pass() {
    for position in scattered_positions(1000, 5) {
        let Some(entering) = entering_rolls(&position) else {
            assert_eq!(position.opponent_bar(), 0);
            continue;
        };
        let opponent = position.switch_sides();
        let mut oracle = 0u8;
        for first in 1..=6 {
            for second in 1..=6 {
                let plays = legal_plays_reference(&opponent, Dice::new(first, second).unwrap());
                oracle += u8::from(plays.iter().any(|play| !play.moves().is_empty()));
            }
        }
        assert_eq!(entering, oracle, "{position:?}");
    }
}
