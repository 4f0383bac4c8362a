//! The facts of plays on named positions, each checked by hand.

use super::*;
use crate::notation::parse_play;
use crate::testing::board;

fn facts_of(position: &Position, dice: (u8, u8), text: &str) -> PlayFacts {
    let dice = Dice::new(dice.0, dice.1).unwrap();
    let play = parse_play(position, dice, text).unwrap();
    play_facts(position, dice, &play)
}

#[test]
fn the_opening_3_1_makes_the_5_point_and_leaves_no_blot() {
    let facts = facts_of(&Position::STARTING, (3, 1), "8/5 6/5");
    assert_eq!(facts.points_made, vec![5]);
    assert!(facts.points_given_up.is_empty());
    assert_eq!(facts.home_board_points, 2);
    assert!(facts.blots.is_empty());
    assert_eq!(facts.shots, 0);
    assert_eq!(facts.hits, 0);
    assert_eq!(facts.entering_rolls, None);
    assert_eq!(facts.back_checkers, 2);
    assert_eq!(facts.back_checkers_escaped, 0);
    assert_eq!(
        facts.pips,
        Pips {
            before: 167,
            after: 163,
            opponent_after: 167,
            lead_before: 0,
            lead_after: 4
        }
    );
    assert_eq!(facts.prime.length, 2);
    assert_eq!(facts.bear_off, None);
    assert_eq!(facts.game_kind, GameKind::MiddleGame);
}

#[test]
fn running_a_back_checker_escapes_it_breaks_the_anchor_and_leaves_blots() {
    let facts = facts_of(&Position::STARTING, (6, 4), "24/14");
    assert_eq!(facts.points_given_up, vec![24]);
    assert_eq!(facts.anchors_broken, vec![24]);
    assert_eq!(facts.back_checkers_escaped, 1);
    assert_eq!(facts.back_checkers, 1);
    let blot_points: Vec<u8> = facts.blots.iter().map(|blot| blot.point).collect();
    assert_eq!(blot_points, vec![14, 24]);
    // Every blot has shots, and the total is at least the largest of them.
    assert!(facts.blots.iter().all(|blot| blot.shots > 0));
    let largest = facts.blots.iter().map(|blot| blot.shots).max().unwrap();
    assert!(facts.shots >= largest && facts.shots <= 36);
}

#[test]
fn a_hit_puts_a_checker_on_the_bar_with_its_entering_chance() {
    // The opponent's blot on the mover's 5-point; 3-1 points on it.
    let position = board(
        &[(6, 5), (8, 3), (13, 5), (24, 2)],
        &[(5, 1), (1, 2), (12, 5), (17, 3), (19, 4)],
    );
    let facts = facts_of(&position, (3, 1), "8/5* 6/5");
    assert_eq!(facts.hits, 1);
    assert_eq!(facts.points_made, vec![5]);
    assert_eq!(facts.opponent_on_bar, 1);
    // Two home points made (5 and 6): 36 - 2 * 2 rolls enter.
    assert_eq!(facts.entering_rolls, Some(32));
    assert!(!facts.closed_board);
    // The hit checker goes from the opponent's 20-point to the bar: 5 pips further.
    assert_eq!(facts.pips.opponent_after, position.opponent_pip_count() + 5);
}

#[test]
fn closing_the_board_leaves_the_opponent_no_entering_roll() {
    let position = board(
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 1), (6, 3), (7, 1)],
        &[(0, 1), (20, 2)],
    );
    let facts = facts_of(&position, (2, 1), "7/5 6/5");
    assert_eq!(facts.points_made, vec![5]);
    assert!(facts.closed_board);
    assert_eq!(facts.home_board_points, 6);
    assert_eq!(facts.entering_rolls, Some(0));
    assert_eq!(facts.game_kind, GameKind::Blitz);
}

#[test]
fn a_bear_off_counts_checkers_off_and_wasted_pips() {
    let position = board(&[(2, 2), (1, 1)], &[(24, 2)]);
    let facts = facts_of(&position, (6, 5), "2/off(2)");
    let bear_off = facts.bear_off.unwrap();
    assert_eq!(bear_off.checkers_off, 2);
    // 11 pips rolled, 4 moved.
    assert_eq!(bear_off.pips_wasted, 7);
    assert_eq!(facts.game_kind, GameKind::Race);
    // An exact bear-off wastes nothing.
    let exact = facts_of(&position, (2, 1), "2/off 1/off");
    assert_eq!(exact.bear_off.unwrap().pips_wasted, 0);
}

#[test]
fn game_kinds_follow_their_definitions() {
    // No contact: a race.
    assert_eq!(game_kind(&board(&[(10, 3)], &[(20, 2)])), GameKind::Race);
    // Two anchors in the opponent's home board, 60 pips behind: a back game.
    let back_game = board(
        &[(20, 3), (22, 3), (6, 4), (5, 3), (4, 2)],
        &[(19, 3), (21, 3), (23, 3), (24, 2), (18, 2), (17, 2)],
    );
    assert!(back_game.pip_count() >= back_game.opponent_pip_count() + 30);
    assert_eq!(game_kind(&back_game), GameKind::BackGame);
    // The same anchors while ahead in the race: not a back game (a holding game).
    let ahead = board(&[(20, 2), (22, 2)], &[(1, 2), (2, 2), (3, 3), (23, 8)]);
    assert_eq!(game_kind(&ahead), GameKind::Holding);
    // A checker on the bar against three home points: a blitz.
    let blitz = board(&[(6, 3), (5, 2), (4, 2), (13, 8)], &[(0, 1), (24, 14)]);
    assert_eq!(game_kind(&blitz), GameKind::Blitz);
    // A 4-point prime with a checker behind it: priming.
    let priming = board(
        &[(5, 2), (6, 2), (7, 2), (8, 2), (13, 7)],
        &[(2, 2), (12, 5), (17, 3), (19, 5)],
    );
    assert_eq!(game_kind(&priming), GameKind::Priming);
    // The same prime with nothing behind it is no priming game.
    let nothing_behind = board(&[(5, 2), (6, 2), (7, 2), (8, 2), (13, 7)], &[(12, 15)]);
    assert_eq!(game_kind(&nothing_behind), GameKind::MiddleGame);
    // The opening position: contact, no plan yet.
    assert_eq!(game_kind(&Position::STARTING), GameKind::MiddleGame);
}
