//! One test per movement rule. The exhaustive check against GNU Backgammon is in
//! `tests/gnubg_movegen.rs`.

use crate::dice::Dice;
use crate::movegen::{CheckerMove, Play};
use crate::position::Position;

/// A position from `(slot, count)` pairs: slots 1..=24 are points (negative counts are the
/// opponent's), 25 the own bar, 0 the opponent's bar (negative).
fn position(slots: &[(usize, i8)]) -> Position {
    let mut board = [0i8; 26];
    for &(slot, count) in slots {
        board[slot] = count;
    }
    Position::try_from_board(board).unwrap()
}

fn dice(first: u8, second: u8) -> Dice {
    Dice::new(first, second).unwrap()
}

fn moves_of(play: &Play) -> Vec<(u8, u8)> {
    play.moves().iter().map(|m| (m.from, m.to)).collect()
}

fn all_moves(plays: &[Play]) -> Vec<Vec<(u8, u8)>> {
    let mut all: Vec<_> = plays.iter().map(moves_of).collect();
    for moves in &mut all {
        moves.sort_unstable_by(|a, b| b.cmp(a));
    }
    all.sort();
    all
}

fn assert_distinct(plays: &[Play]) {
    for (index, play) in plays.iter().enumerate() {
        for other in &plays[index + 1..] {
            assert_ne!(play.position, other.position, "duplicate play {play:?}");
        }
    }
}

#[test]
fn opening_rolls_have_the_known_play_counts() {
    // Counts of distinct resulting positions from the start, as GNU Backgammon 1.07 lists them
    // (`hint 3060` at 0-ply).
    let expected = [
        ((1, 1), 42),
        ((2, 1), 15),
        ((2, 2), 75),
        ((3, 1), 16),
        ((3, 2), 17),
        ((3, 3), 73),
        ((4, 1), 14),
        ((4, 2), 18),
        ((4, 3), 17),
        ((4, 4), 52),
        ((5, 1), 8),
        ((5, 2), 8),
        ((5, 3), 9),
        ((5, 4), 9),
        ((5, 5), 4),
        ((6, 1), 10),
        ((6, 2), 14),
        ((6, 3), 14),
        ((6, 4), 14),
        ((6, 5), 7),
        ((6, 6), 11),
    ];
    for ((first, second), count) in expected {
        let plays = Position::STARTING.legal_plays(dice(first, second));
        assert_distinct(&plays);
        assert_eq!(plays.len(), count, "{first}{second}");
    }
}

#[test]
fn checker_on_bar_must_enter_before_any_other_move() {
    let start = position(&[(25, 1), (13, 5), (6, 5), (3, -2)]);
    let plays = start.legal_plays(dice(6, 4));
    assert!(!plays.is_empty());
    for play in &plays {
        assert_eq!(play.moves()[0].from, 25, "{play:?}");
    }
}

#[test]
fn no_entry_against_a_closed_board_loses_the_turn() {
    let closed = position(&[
        (25, 1),
        (13, 5),
        (19, -2),
        (20, -2),
        (21, -2),
        (22, -2),
        (23, -2),
        (24, -2),
    ]);
    let plays = closed.legal_plays(dice(6, 5));
    assert_eq!(plays.len(), 1);
    assert!(plays[0].moves().is_empty());
    assert_eq!(plays[0].position, closed);
}

#[test]
fn two_checkers_on_bar_with_one_entry_play_only_that_entry() {
    // Only the 5 enters (on the 20-point); the second checker stays on the bar.
    let start = position(&[
        (25, 2),
        (13, 5),
        (19, -2),
        (21, -2),
        (22, -2),
        (23, -2),
        (24, -2),
        (18, -2),
    ]);
    let plays = start.legal_plays(dice(6, 5));
    assert_eq!(all_moves(&plays), vec![vec![(25, 20)]]);
}

#[test]
fn blocked_intermediate_point_stops_one_checker_playing_both_dice() {
    // A lone checker on 24, the opponent holds 18 and 19: 6-5 cannot be played 24/13 either way.
    let start = position(&[(24, 1), (18, -2), (19, -2)]);
    let plays = start.legal_plays(dice(6, 5));
    assert_eq!(plays.len(), 1, "{plays:?}");
    assert!(plays[0].moves().is_empty());
    // With 19 open, 24/19/13 via the 5.
    let open = position(&[(24, 1), (18, -2)]);
    assert_eq!(
        all_moves(&open.legal_plays(dice(6, 5))),
        vec![vec![(24, 19), (19, 13)]]
    );
}

#[test]
fn landing_on_a_blot_hits_it() {
    let start = position(&[(13, 1), (10, -1)]);
    let plays = start.legal_plays(dice(3, 1));
    let hit = plays
        .iter()
        .find(|p| p.moves().iter().any(|m| m.hit))
        .expect("a hitting play");
    assert_eq!(hit.position.opponent_bar(), 1);
    assert!(hit.moves().contains(&CheckerMove {
        from: 13,
        to: 10,
        hit: true
    }));
}

#[test]
fn doubles_are_played_four_times() {
    let start = position(&[(24, 1)]);
    assert_eq!(
        all_moves(&start.legal_plays(dice(2, 2))),
        vec![vec![(24, 22), (22, 20), (20, 18), (18, 16)]]
    );
}

#[test]
fn doubles_blocked_half_way_play_as_many_as_possible() {
    // 24/20 with 2-2, then 18 is blocked: two moves are the most, and they are forced.
    let start = position(&[(24, 1), (18, -2)]);
    assert_eq!(
        all_moves(&start.legal_plays(dice(2, 2))),
        vec![vec![(24, 22), (22, 20)]]
    );
}

#[test]
fn both_dice_must_be_played_when_possible() {
    // 6/1 alone uses only the 5; 6/2 then 2/1 uses both, so the single is not offered.
    let start = position(&[(6, 1), (8, -2), (3, -2)]);
    for play in start.legal_plays(dice(5, 4)) {
        assert_eq!(play.moves().len(), 2, "{play:?}");
    }
}

#[test]
fn larger_die_must_be_played_when_only_one_die_can_be_played() {
    // A checker on 13: the 6 reaches 7, the 5 reaches 8, but the second die is blocked either
    // way (7-5=2 and 8-6=2 are held). Only the 6 may be played.
    let start = position(&[(13, 1), (2, -2)]);
    assert_eq!(
        all_moves(&start.legal_plays(dice(6, 5))),
        vec![vec![(13, 7)]]
    );
}

#[test]
fn smaller_die_is_played_when_the_larger_cannot_be() {
    // 6 is blocked (13-6=7 held), 5 reaches 8 and then the 6 from 8 hits nothing: 2 held.
    let start = position(&[(13, 1), (7, -2), (2, -2)]);
    assert_eq!(
        all_moves(&start.legal_plays(dice(6, 5))),
        vec![vec![(13, 8)]]
    );
}

#[test]
fn bear_off_needs_all_checkers_home() {
    let start = position(&[(7, 1), (2, 1)]);
    // 2-1: 2/off is not allowed while a checker is on 7; 7/5 then the 1 or 7/6/5, etc.
    for play in start.legal_plays(dice(2, 1)) {
        let moves = play.moves();
        if let Some(bear_off) = moves.iter().position(|m| m.to == 0) {
            assert!(
                moves[..bear_off].iter().any(|m| m.from == 7),
                "bore off before coming home: {play:?}"
            );
        }
    }
    // 6-1: 7/1 then ... 7/6 brings it home, then 6/off uses the 6.
    let plays = start.legal_plays(dice(6, 1));
    assert!(plays.iter().any(|p| p.position.own_off() == 14));
}

#[test]
fn higher_die_bears_off_from_the_highest_point_only() {
    let start = position(&[(4, 1), (2, 1)]);
    let plays = start.legal_plays(dice(6, 5));
    assert_eq!(plays.len(), 1);
    assert_eq!(plays[0].position.own_off(), 15);
    // The 4 cannot bear off the 3 while the 5 is occupied: either 5/off then 3/off, or 5/1 and
    // then the 6 bears off the 3 (now the highest), leaving the checker on 1.
    let start = position(&[(5, 1), (3, 1)]);
    assert_eq!(
        all_moves(&start.legal_plays(dice(6, 4))),
        vec![vec![(5, 0), (3, 0)], vec![(5, 1), (3, 0)]]
    );
}

#[test]
fn a_checker_must_move_inside_when_a_higher_checker_exists() {
    // Die 5 with checkers on 6 and 3: 6/1 is forced for the 5 (no checker on 5, a higher one exists).
    let start = position(&[(6, 1), (3, 1), (24, -1)]);
    let plays = start.legal_plays(dice(5, 5));
    assert_eq!(all_moves(&plays), vec![vec![(6, 1), (3, 0), (1, 0)]]);
}

#[test]
fn checker_hit_during_bear_off_must_reenter_before_bearing_off() {
    let start = position(&[(25, 1), (5, 3), (4, 3), (20, -1)]);
    let plays = start.legal_plays(dice(5, 4));
    for play in &plays {
        assert_eq!(play.moves()[0].from, 25);
        assert!(
            play.moves().iter().all(|m| m.to != 0),
            "cannot bear off: a checker is far from home {play:?}"
        );
    }
    assert!(
        plays.iter().any(|p| p.moves()[0].hit),
        "entering on 20 hits"
    );
}

#[test]
fn plays_are_distinct_and_conserve_checkers() {
    let start = Position::STARTING;
    for (roll, _) in Dice::all_21() {
        for play in start.legal_plays(roll) {
            let after = play.position;
            assert_eq!(
                after.own_off()
                    + after
                        .board()
                        .iter()
                        .filter(|&&c| c > 0)
                        .map(|&c| c as u8)
                        .sum::<u8>(),
                15
            );
        }
    }
}

#[test]
fn a_plays_unused_move_slots_are_empty_so_equal_plays_compare_equal() {
    // Rolls whose plays have one to four moves, doubles blocked part way among them: each play
    // is the same value as one built afresh from its moves.
    let cases = [
        (position(&[(24, 1), (18, -2)]), dice(2, 2)),
        (position(&[(24, 2), (13, 2), (9, -2), (18, -2)]), dice(3, 3)),
        (position(&[(25, 1), (13, 3), (21, -2), (7, -2)]), dice(4, 4)),
        (position(&[(6, 1), (8, -2), (3, -2)]), dice(5, 1)),
        (position(&[(4, 2), (2, 3), (1, 1)]), dice(6, 6)),
        (Position::STARTING, dice(6, 6)),
        (Position::STARTING, dice(3, 1)),
    ];
    for (start, roll) in cases {
        for play in start.legal_plays(roll) {
            assert_eq!(
                play,
                Play::from_parts(play.moves(), play.position),
                "{start:?} {roll}"
            );
        }
    }
}
