//! The step-by-step rules, one test each, and an exhaustive check against `legal_plays`.

use std::collections::{BTreeSet, HashSet};

use super::*;
use crate::notation::tests::{dice, on_the_bar_against_a_closed_board, position, sample_positions};
use crate::notation::write_play;

fn step(from: u8, to: u8, die: u8) -> Step {
    Step {
        from,
        to,
        die,
        hit: false,
    }
}

/// The steps offered, as `(from, to, die)`.
fn offered(turn: &Turn) -> Vec<(u8, u8, u8)> {
    turn.legal_steps()
        .iter()
        .map(|s| (s.from, s.to, s.die))
        .collect()
}

fn play(turn: &mut Turn, from: u8, die: u8) {
    let chosen = turn
        .legal_steps()
        .into_iter()
        .find(|s| s.from == from && s.die == die)
        .unwrap_or_else(|| panic!("{from} with {die} is not offered: {:?}", offered(turn)));
    turn.play_step(chosen).unwrap();
}

#[test]
fn checkers_on_the_bar_enter_first() {
    // Two of ours on the bar, an opposing blot on our 22.
    let position = position(&[
        (25, 2),
        (13, 5),
        (6, 5),
        (8, 3),
        (22, -1),
        (12, -5),
        (1, -2),
    ]);
    let mut turn = Turn::new(position, dice(3, 1));
    assert_eq!(offered(&turn), [(25, 22, 3), (25, 24, 1)]);
    assert!(turn.legal_steps().iter().any(|s| s.to == 22 && s.hit));
    assert_eq!(turn.play_step(step(13, 10, 3)), Err(StepError::IllegalMove));
    play(&mut turn, 25, 3);
    // The second checker must enter too: only the bar again.
    assert_eq!(offered(&turn), [(25, 24, 1)]);
    play(&mut turn, 25, 1);
    assert!(turn.is_complete());
    assert_eq!(write_play(&turn.finish().unwrap()), "bar/24 bar/22*");
}

#[test]
fn a_combined_move_needs_an_open_intermediate_point() {
    // Opponents hold our 7: from 13, 6-5 reaches 2 only through 8.
    let position = position(&[(13, 2), (6, 13), (7, -2), (19, -13)]);
    let turn = Turn::new(position, dice(6, 5));
    let destinations: Vec<Destination> = turn
        .legal_destinations(13)
        .into_iter()
        .map(|(to, steps)| (to, steps.iter().map(|s| (s.from, s.to, s.die)).collect()))
        .collect();
    assert_eq!(
        destinations,
        [(8, vec![(13, 8, 5)]), (2, vec![(13, 8, 5), (8, 2, 6)])]
    );
    // Both intermediate points blocked: no combined move at all.
    let position = position_with(&[(13, 2), (6, 13), (7, -2), (8, -2), (19, -11)]);
    let turn = Turn::new(position, dice(6, 5));
    assert!(turn.legal_destinations(13).is_empty());
}

/// A destination and its steps as `(from, to, die)`.
type Destination = (u8, Vec<(u8, u8, u8)>);

fn position_with(slots: &[(usize, i8)]) -> Position {
    position(slots)
}

#[test]
fn a_combined_move_prefers_the_way_without_a_hit_and_keeps_the_hit_way_by_steps() {
    // A blot on our 7: 13 to 5 with 6-2 goes through 11 when moved by the sum.
    let position = position(&[(13, 2), (6, 13), (7, -1), (19, -14)]);
    let turn = Turn::new(position, dice(6, 2));
    let (_, steps) = turn
        .legal_destinations(13)
        .into_iter()
        .find(|(to, _)| *to == 5)
        .unwrap();
    assert_eq!(steps, [step(13, 11, 2), step(11, 5, 6)]);
    // Step by step, the hitting way is still there.
    let mut turn = turn;
    play(&mut turn, 13, 6);
    play(&mut turn, 7, 2);
    assert_eq!(write_play(&turn.finish().unwrap()), "13/7*/5");
}

#[test]
fn a_step_that_would_strand_the_other_die_is_not_offered() {
    // 6-1: 14/13 would leave the 6 unplayable (13/7 is blocked and nothing else moves a 6),
    // while 14/8 and 3/2 play both dice.
    let position = position(&[(14, 1), (3, 1), (1, 13), (7, -2), (19, -13)]);
    let mut turn = Turn::new(position, dice(6, 1));
    assert_eq!(offered(&turn), [(14, 8, 6), (3, 2, 1)]);
    let before = turn.clone();
    assert_eq!(
        turn.play_step(step(14, 13, 1)),
        Err(StepError::NoLegalPlayFollows)
    );
    assert_same(&turn, &before);
}

#[test]
fn when_only_one_die_can_be_played_the_larger_must_be() {
    // One checker back on 20, the 9 blocked: 20/14 or 20/15, but never both dice. The others
    // are home on 1 and 2 and cannot bear off.
    let position = position(&[(20, 1), (2, 7), (1, 7), (9, -2), (12, -13)]);
    let mut turn = Turn::new(position, dice(6, 5));
    assert_eq!(offered(&turn), [(20, 14, 6)]);
    assert_eq!(
        turn.play_step(step(20, 15, 5)),
        Err(StepError::NoLegalPlayFollows)
    );
    play(&mut turn, 20, 6);
    assert!(turn.is_complete());
    assert_eq!(turn.dice_left(), [5]);
    assert!(turn.legal_steps().is_empty());
    assert_eq!(write_play(&turn.finish().unwrap()), "20/14");
}

#[test]
fn doubles_blocked_half_way_complete_after_the_playable_dice() {
    // 4-4: the checker on 20 reaches 12, then 8 is blocked; the home checkers cannot bear off.
    let position = position(&[(20, 1), (1, 14), (8, -2), (3, -13)]);
    let mut turn = Turn::new(position, dice(4, 4));
    play(&mut turn, 20, 4);
    assert!(!turn.is_complete());
    play(&mut turn, 16, 4);
    assert!(turn.is_complete());
    assert_eq!(turn.dice_left(), [4, 4]);
    assert_eq!(turn.play_step(step(12, 8, 4)), Err(StepError::TurnComplete));
    assert_eq!(write_play(&turn.finish().unwrap()), "20/12");
}

#[test]
fn bearing_off_with_either_of_two_dice_offers_both() {
    // The checker on 3 is the highest: both the 5 and the 4 bear it off.
    let position = position(&[(3, 1), (1, 1), (20, -2), (24, -13)]);
    let mut turn = Turn::new(position, dice(5, 4));
    assert_eq!(offered(&turn), [(3, 0, 5), (3, 0, 4)]);
    // Moving by the sum spends the smaller die and keeps the larger.
    assert_eq!(turn.legal_destinations(3), [(0, vec![step(3, 0, 4)])]);
    play(&mut turn, 3, 5);
    assert_eq!(offered(&turn), [(1, 0, 4)]);
    play(&mut turn, 1, 4);
    assert_eq!(write_play(&turn.finish().unwrap()), "3/off 1/off");
}

#[test]
fn undo_restores_position_and_dice() {
    let mut turn = Turn::new(Position::STARTING, dice(6, 5));
    play(&mut turn, 24, 6);
    let after_one = turn.clone();
    play(&mut turn, 18, 5);
    assert!(turn.is_complete());
    assert_eq!(turn.undo(), Some(step(18, 13, 5)));
    assert_same(&turn, &after_one);
    assert_eq!(turn.undo(), Some(step(24, 18, 6)));
    assert_eq!(turn.position(), Position::STARTING);
    assert_eq!(turn.dice_left(), [6, 5]);
    assert!(turn.steps_played().is_empty());
    assert_eq!(turn.undo(), None);
    assert_eq!(
        turn.legal_steps(),
        Turn::new(Position::STARTING, dice(6, 5)).legal_steps()
    );
}

#[test]
fn an_illegal_step_is_an_error_and_changes_nothing() {
    let mut turn = Turn::new(Position::STARTING, dice(6, 5));
    play(&mut turn, 13, 5);
    let before = turn.clone();
    let cases = [
        (step(13, 8, 5), StepError::DieNotLeft { die: 5 }),
        (step(13, 10, 3), StepError::DieNotLeft { die: 3 }),
        // No checker on 10, 24/18 written with the wrong destination, bearing off too soon.
        (step(10, 4, 6), StepError::IllegalMove),
        (step(24, 17, 6), StepError::IllegalMove),
        (step(6, 0, 6), StepError::IllegalMove),
    ];
    for (bad, error) in cases {
        assert_eq!(turn.play_step(bad), Err(error), "{bad:?}");
        assert_same(&turn, &before);
    }
    assert_eq!(turn.finish(), Err(TurnIncomplete { n_dice_to_play: 1 }));
}

fn assert_same(turn: &Turn, other: &Turn) {
    assert_eq!(turn.position(), other.position());
    assert_eq!(turn.dice_left(), other.dice_left());
    assert_eq!(turn.steps_played(), other.steps_played());
    assert_eq!(turn.legal_steps(), other.legal_steps());
}

#[test]
fn a_roll_that_cannot_be_played_is_complete_at_once() {
    let closed = on_the_bar_against_a_closed_board();
    let turn = Turn::new(closed, dice(6, 5));
    assert!(turn.is_complete() && turn.cannot_move());
    assert!(turn.legal_steps().is_empty());
    assert!(!Turn::new(Position::STARTING, dice(6, 5)).cannot_move());
    let play = turn.finish().unwrap();
    assert!(play.moves().is_empty());
    assert_eq!(play.position, closed);
}

/// Walks every sequence of offered steps (merging walks that reach the same state) and checks
/// that no walk gets stuck before the turn is complete and that the complete walks reach
/// exactly the legal plays.
fn assert_walks_reach_exactly_the_legal_plays(position: Position, dice: Dice) {
    let legal: BTreeSet<Position> = position
        .legal_plays(dice)
        .iter()
        .map(|play| play.position)
        .collect();
    let mut reached = BTreeSet::new();
    let mut seen = HashSet::new();
    let mut stack = vec![Turn::new(position, dice)];
    while let Some(turn) = stack.pop() {
        if !seen.insert((turn.position(), turn.dice_left().to_vec())) {
            continue;
        }
        let steps = turn.legal_steps();
        if turn.is_complete() {
            assert!(steps.is_empty());
            let play = turn.finish().unwrap();
            assert_eq!(play.position, turn.position());
            assert_eq!(play.moves().len(), turn.steps_played().len());
            reached.insert(play.position);
            continue;
        }
        assert!(
            !steps.is_empty(),
            "{position} {dice}: stuck walk {:?}",
            turn.steps_played()
        );
        for step in steps {
            let mut next = turn.clone();
            next.play_step(step).unwrap();
            stack.push(next);
        }
    }
    assert_eq!(reached, legal, "{position} {dice}");
}

#[test]
fn every_walk_of_offered_steps_ends_in_a_legal_play_and_reaches_them_all() {
    let positions = sample_positions(5, 3, 17);
    assert!(positions.len() > 100, "{}", positions.len());
    for position in positions {
        for (dice, _) in Dice::all_21() {
            assert_walks_reach_exactly_the_legal_plays(position, dice);
        }
    }
}

#[test]
fn legal_destinations_are_the_ends_of_offered_step_sequences() {
    for position in sample_positions(2, 6, 23) {
        for (dice, _) in Dice::all_21() {
            let turn = Turn::new(position, dice);
            for from in 1..=25u8 {
                for (to, steps) in turn.legal_destinations(from) {
                    let mut walk = turn.clone();
                    assert_eq!(steps[0].from, from);
                    for pair in steps.windows(2) {
                        assert_eq!(pair[0].to, pair[1].from, "one checker");
                    }
                    for step in &steps {
                        walk.play_step(*step).unwrap();
                    }
                    assert_eq!(steps[steps.len() - 1].to, to);
                }
            }
        }
    }
}

#[test]
fn doubles_move_a_checker_by_two_three_or_four_dice() {
    let turn = Turn::new(Position::STARTING, dice(4, 4));
    let ends = |from| -> Vec<(u8, usize)> {
        turn.legal_destinations(from)
            .into_iter()
            .map(|(to, steps)| (to, steps.len()))
            .collect()
    };
    // 24/12 and 13/1 are blocked; 8/4/off is not allowed yet.
    assert_eq!(ends(24), [(20, 1), (16, 2)]);
    assert_eq!(ends(13), [(9, 1), (5, 2)]);
    assert_eq!(ends(8), [(4, 1)]);
    let turn = Turn::new(Position::STARTING, dice(2, 2));
    assert_eq!(
        turn.legal_destinations(13)
            .into_iter()
            .map(|(to, steps)| (to, steps.len()))
            .collect::<Vec<_>>(),
        [(11, 1), (9, 2), (7, 3), (5, 4)]
    );
}

#[test]
fn a_step_is_named_by_its_checker_and_die_and_its_hit_worked_out() {
    // An opposing blot on our 7: 13 with a 6 hits it.
    let position = position(&[(13, 2), (6, 13), (7, -1), (19, -14)]);
    let turn = Turn::new(position, dice(6, 2));
    assert_eq!(
        turn.step(13, 6),
        Some(Step {
            from: 13,
            to: 7,
            die: 6,
            hit: true
        })
    );
    // No checker on 12; no 5 in the roll; 6/off not while checkers are outside the home.
    assert_eq!(turn.step(12, 6), None);
    assert_eq!(turn.step(13, 5), None);
    assert_eq!(turn.step(6, 6), None);
    assert_eq!(turn.step(6, 2), Some(step(6, 4, 2)));
}

#[test]
fn a_larger_die_bears_off_only_the_highest_checker() {
    // The 3-point is our highest: both dice take it off; the 1 only with an exact die.
    let position = position(&[(3, 1), (1, 1), (20, -2), (24, -13)]);
    let turn = Turn::new(position, dice(5, 4));
    assert_eq!(turn.dice_for(3, 0), [4, 5]);
    assert_eq!(turn.dice_for(1, 0), Vec::<u8>::new());
    assert!(turn.either_die_bears_off());
    // With the 6-point occupied, the 5-point bears off only with the 5.
    let position = position_with(&[(6, 1), (5, 1), (20, -2), (24, -13)]);
    let turn = Turn::new(position, dice(6, 5));
    assert_eq!(turn.dice_for(5, 0), [5]);
    assert_eq!(turn.dice_for(6, 0), [6]);
    assert_eq!(turn.dice_for(6, 1), [5]);
    assert!(!turn.either_die_bears_off());
    // Doubles: one die value, no choice.
    let turn = Turn::new(position_with(&[(2, 2), (24, -15)]), dice(6, 6));
    assert_eq!(turn.dice_for(2, 0), [6]);
    assert!(!turn.either_die_bears_off());
}

/// Every home board of up to four checkers of ours (the others off), against a closed-out
/// opponent far away.
fn small_bear_offs() -> Vec<Position> {
    let mut positions = Vec::new();
    let mut counts = [0u8; 6];
    loop {
        let total: u8 = counts.iter().sum();
        if (1..=4).contains(&total) {
            let mut slots: Vec<(usize, i8)> = vec![(24, -15)];
            for (index, &n) in counts.iter().enumerate() {
                if n > 0 {
                    slots.push((index + 1, n as i8));
                }
            }
            positions.push(position(&slots));
        }
        // The next counts, as a number in base 5.
        let Some(digit) = counts.iter().position(|&n| n < 4) else {
            return positions;
        };
        counts[digit] += 1;
        counts[..digit].fill(0);
    }
}

/// Every end a walk of offered steps from `turn` reaches.
pub(super) fn ends_from(turn: &Turn) -> BTreeSet<Position> {
    if turn.is_complete() {
        return BTreeSet::from([turn.position()]);
    }
    let mut ends = BTreeSet::new();
    for step in turn.legal_steps() {
        let mut next = turn.clone();
        next.play_step(step).unwrap();
        ends.extend(ends_from(&next));
    }
    ends
}

#[test]
fn which_die_bears_a_checker_off_never_changes_where_the_turn_can_end() {
    let mut n_choices = 0;
    for position in small_bear_offs() {
        for (dice, _) in Dice::all_21() {
            let turn = Turn::new(position, dice);
            for from in 1..=6 {
                let either = turn.dice_for(from, 0);
                if either.len() < 2 {
                    continue;
                }
                n_choices += 1;
                let ends: Vec<BTreeSet<Position>> = either
                    .iter()
                    .map(|&die| {
                        let mut after = turn.clone();
                        after.play_step(turn.step(from, die).unwrap()).unwrap();
                        ends_from(&after)
                    })
                    .collect();
                assert_eq!(ends[0], ends[1], "{position} {dice} from {from}");
            }
        }
    }
    assert!(n_choices > 100, "{n_choices}");
}
