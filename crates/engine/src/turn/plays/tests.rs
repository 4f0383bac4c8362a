//! The forced rest of a roll and the steps of a play, each rule a test, and both checked
//! against every legal play of positions from random games.

use super::*;
use crate::dice::Dice;
use crate::notation::tests::{dice, position, sample_positions, start_with_blot_on};
use crate::notation::write_play;
use crate::turn::tests::ends_from;

/// A finished checker move as `(from, to)`.
fn ends_of(moves: &[CheckerMove]) -> Vec<(u8, u8)> {
    let mut ends: Vec<(u8, u8)> = moves.iter().map(|m| (m.from, m.to)).collect();
    ends.sort_unstable();
    ends
}

/// The steps as `(from, to, die, hit)`.
fn described(steps: &[Step]) -> Vec<(u8, u8, u8, bool)> {
    steps.iter().map(|s| (s.from, s.to, s.die, s.hit)).collect()
}

fn play_all(turn: &mut Turn, steps: &[Step]) {
    for &step in steps {
        turn.play_step(step)
            .unwrap_or_else(|error| panic!("{step:?}: {error}"));
    }
}

/// A lone checker on our 6-point against a full home board of theirs.
fn lone_checker() -> Position {
    position(&[(6, 1), (19, -3), (20, -3), (21, -3), (22, -3), (23, -3)])
}

#[test]
fn a_roll_with_one_play_is_forced_from_the_start() {
    let turn = Turn::new(lone_checker(), dice(2, 1));
    assert!(turn.is_forced());
    let rest = turn.forced_rest().unwrap();
    assert_eq!(described(&rest), [(6, 4, 2, false), (4, 3, 1, false)]);
    let mut turn = turn;
    play_all(&mut turn, &rest);
    assert!(turn.is_complete());
    assert_eq!(turn.position().own(3), 1);
}

#[test]
fn a_roll_with_a_choice_has_no_forced_rest() {
    let turn = Turn::new(Position::STARTING, dice(3, 1));
    assert!(!turn.is_forced());
    assert_eq!(turn.forced_rest(), None);
}

#[test]
fn the_rest_is_forced_once_a_step_leaves_no_choice() {
    // Checkers on our 6- and 5-points, 6-5: 6/off 5/off or 6/1 5/off. After 6/off the 5 can
    // only bear off the other checker.
    let home = [(19, -3), (20, -3), (21, -3), (22, -3), (23, -3)];
    let mut slots = vec![(6, 1), (5, 1)];
    slots.extend(home);
    let mut turn = Turn::new(position(&slots), dice(6, 5));
    assert_eq!(turn.forced_rest(), None, "two ways to play");
    let off = turn.step(6, 6).unwrap();
    turn.play_step(off).unwrap();
    assert_eq!(described(&turn.forced_rest().unwrap()), [(5, 0, 5, false)]);
}

#[test]
fn a_complete_turn_or_a_roll_that_cannot_be_played_has_no_rest_to_play() {
    // Two of ours on the bar against a closed board: nothing can be played, and that is
    // forced (one play, the pass) with no step in it.
    let closed = [
        (25, 2),
        (13, 13),
        (19, -2),
        (20, -2),
        (21, -2),
        (22, -2),
        (23, -2),
        (24, -2),
    ];
    let turn = Turn::new(position(&closed), dice(6, 5));
    assert!(turn.is_complete() && turn.is_forced());
    assert_eq!(turn.forced_rest(), None);
}

#[test]
fn the_forced_rest_agrees_with_every_walk_of_offered_steps() {
    for position in sample_positions(3, 4, 41) {
        for (dice, _) in Dice::all_21() {
            let start = Turn::new(position, dice);
            assert_eq!(
                start.is_forced(),
                position.legal_plays(dice).len() == 1,
                "{position} {dice}"
            );
            let mut turns = vec![start.clone()];
            for step in start.legal_steps() {
                let mut after = start.clone();
                after.play_step(step).unwrap();
                turns.push(after);
            }
            for turn in turns {
                let ends = ends_from(&turn);
                match turn.forced_rest() {
                    Some(rest) => {
                        assert_eq!(ends.len(), 1, "{position} {dice}");
                        let mut walk = turn.clone();
                        play_all(&mut walk, &rest);
                        assert!(walk.is_complete());
                        assert_eq!(Some(&walk.position()), ends.first());
                    }
                    None => assert!(
                        turn.is_complete() || ends.len() > 1,
                        "{position} {dice}: a single end but no forced rest"
                    ),
                }
            }
        }
    }
}

#[test]
fn a_checker_borne_off_with_a_larger_die_spends_that_die() {
    // Our 3-point is the highest: the 5 and the 4 bear off the 3 and the 1.
    let position = position(&[(3, 1), (1, 1), (20, -2), (24, -13)]);
    let turn = Turn::new(position, dice(5, 4));
    let play = position.legal_plays(dice(5, 4))[0];
    assert_eq!(write_play(&play), "3/off 1/off");
    let steps = turn.steps_of(&play).unwrap();
    assert_eq!(described(&steps), [(3, 0, 5, false), (1, 0, 4, false)]);
}

#[test]
fn a_hit_is_made_by_the_step_that_lands_on_the_blot() {
    // An opposing blot on our 7: 13/7* 8/7 with 6-1.
    let position = start_with_blot_on(7);
    let play = position
        .legal_plays(dice(6, 1))
        .into_iter()
        .find(|play| write_play(play) == "13/7* 8/7")
        .unwrap();
    let steps = Turn::new(position, dice(6, 1)).steps_of(&play).unwrap();
    assert_eq!(described(&steps), [(13, 7, 6, true), (8, 7, 1, false)]);
}

#[test]
fn a_checker_moving_twice_moves_from_the_higher_point_first() {
    let play = Position::STARTING
        .legal_plays(dice(6, 5))
        .into_iter()
        .find(|play| write_play(play) == "24/13")
        .unwrap();
    let steps = Turn::new(Position::STARTING, dice(6, 5))
        .steps_of(&play)
        .unwrap();
    assert_eq!(steps.len(), 2);
    assert_eq!((steps[0].from, steps[1].to), (24, 13));
    assert_eq!(steps[0].to, steps[1].from);
}

#[test]
fn the_steps_of_a_play_start_from_the_turns_start() {
    let mut turn = Turn::new(Position::STARTING, dice(3, 1));
    let play = Position::STARTING.legal_plays(dice(3, 1))[0];
    let from_start = turn.steps_of(&play).unwrap();
    let first = turn.legal_steps()[0];
    turn.play_step(first).unwrap();
    assert_eq!(turn.steps_of(&play), Some(from_start));
}

#[test]
fn a_play_of_another_roll_has_no_steps() {
    let turn = Turn::new(Position::STARTING, dice(3, 1));
    for play in Position::STARTING.legal_plays(dice(6, 4)) {
        assert_eq!(turn.steps_of(&play), None, "{}", write_play(&play));
    }
}

#[test]
fn every_legal_play_replays_through_its_steps() {
    let positions = sample_positions(5, 3, 17);
    assert!(positions.len() > 100, "{}", positions.len());
    for position in positions {
        for (dice, _) in Dice::all_21() {
            let turn = Turn::new(position, dice);
            for play in position.legal_plays(dice) {
                let steps = turn
                    .steps_of(&play)
                    .unwrap_or_else(|| panic!("{position} {dice}: {}", write_play(&play)));
                let mut replay = turn.clone();
                play_all(&mut replay, &steps);
                let replayed = replay.finish().unwrap();
                assert_eq!(replayed.position, play.position);
                assert_eq!(ends_of(replayed.moves()), ends_of(play.moves()));
            }
        }
    }
}
