//! The luck-adjusted result on hand-made analyses: real refereed matches, with the luck of
//! chosen rolls written in by hand, so every expected figure is worked out here.

use super::*;
use crate::analysis::{analyse_match, PlayerSummary};
use crate::bots::{Level, NeuralBot};
use crate::cube::met::{match_winning_chance, Stage};
use crate::dice::Dice;
use crate::notation::parse_play;
use crate::referee::MatchSettings;
use crate::WinKind;

fn run(start: Match, actions: &[Action]) -> Match {
    actions.iter().fold(start, |game, &action| {
        game.apply(action).expect("a legal scripted action")
    })
}

fn play(game: Match, text: &str) -> Match {
    let dice = game.dice().expect("dice rolled");
    let made = parse_play(&game.position(), dice, text).expect("a legal play");
    run(game, &[Action::Play(made)])
}

fn dice(first: u8, second: u8) -> Dice {
    Dice::new(first, second).unwrap()
}

/// Player 0 opens 31 with 8/5 6/5 (actions 0 and 1), player 1 doubles at once and player 0
/// passes (actions 2 and 3): player 1 wins one point.
fn opening_then_double_passed(start: Match) -> Match {
    let opened = run(start, &[Action::OpeningRoll { zero: 3, one: 1 }]);
    run(play(opened, "8/5 6/5"), &[Action::Double, Action::Drop])
}

/// An analysis with only the given rolls' luck: `(action index, roller, dice, luck)`.
fn hand_made(rolls: &[(usize, Player, Dice, f32)]) -> MatchAnalysis {
    MatchAnalysis {
        decisions: Vec::new(),
        rolls: rolls
            .iter()
            .map(|&(action_index, player, dice, luck)| RollLuck {
                game: 1,
                action_index,
                player,
                dice,
                luck,
            })
            .collect(),
        players: ByPlayer::new(PlayerSummary::default(), PlayerSummary::default()),
    }
}

fn close(actual: f32, expected: f64) -> bool {
    (f64::from(actual) - expected).abs() < 1e-5
}

#[test]
fn money_result_is_the_points_won_minus_the_luck_difference() {
    let game = opening_then_double_passed(Match::new(MatchSettings::money()));
    let analysis = hand_made(&[(0, Player::Zero, dice(3, 1), 0.3)]);
    let adjusted = luck_adjusted_result(&game, &analysis).unwrap();
    assert!(!adjusted.is_match);
    assert_eq!(adjusted.games.len(), 1);
    assert_eq!(adjusted.games[0].winner, Player::One);
    assert_eq!(adjusted.result(Player::Zero), -1.0);
    assert_eq!(adjusted.result(Player::One), 1.0);
    assert!(close(adjusted.luck(Player::Zero), 0.3));
    assert_eq!(adjusted.luck(Player::One), 0.0);
    // Lucky and still lost: the adjusted loss is larger.
    assert!(close(adjusted.adjusted(Player::Zero), -1.3));
    assert!(close(adjusted.adjusted(Player::One), 1.3));
}

#[test]
fn money_luck_counts_at_the_cube_value_of_its_roll_and_the_result_counts_the_cube() {
    // Player 1 doubles at once, player 0 takes (cube 2); player 1 rolls 52 at cube 2
    // (action 4) and plays; player 0 redoubles to 4 and player 1 passes: 2 points to player 0.
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let taken = run(
        play(opened, "8/5 6/5"),
        &[Action::Double, Action::Take, Action::Roll(dice(5, 2))],
    );
    let game = run(play(taken, "13/8 13/11"), &[Action::Double, Action::Drop]);
    assert_eq!(game.game_results()[0].points, 2);
    let analysis = hand_made(&[
        (0, Player::Zero, dice(3, 1), -0.1),
        (4, Player::One, dice(5, 2), 0.25),
    ]);
    let adjusted = luck_adjusted_result(&game, &analysis).unwrap();
    assert_eq!(adjusted.result(Player::Zero), 2.0);
    assert!(close(adjusted.luck(Player::Zero), -0.1));
    assert!(close(adjusted.luck(Player::One), 0.5), "0.25 at cube 2");
    // 2 - (-0.1 - 0.5)
    assert!(close(adjusted.adjusted(Player::Zero), 2.6));
    assert!(close(adjusted.adjusted(Player::One), -2.6));
}

#[test]
fn a_resigned_gammon_scores_two_points_in_the_result() {
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let game = run(
        play(opened, "8/5 6/5"),
        &[Action::Resign(WinKind::Gammon), Action::AcceptResignation],
    );
    let finished = game.game_results()[0];
    assert_eq!(finished.points, 2);
    let adjusted = luck_adjusted_result(&game, &hand_made(&[])).unwrap();
    let winner = finished.winner;
    assert_eq!(adjusted.result(winner), 2.0);
    assert_eq!(adjusted.adjusted(winner), 2.0, "no luck: the result itself");
}

#[test]
fn match_result_is_match_winning_chance_gained_minus_the_luck_difference_in_mwc() {
    // A 3-point match: game 1 at 0-0 (3-away 3-away) goes to player 1 for one point, game 2 at
    // 3-away 2-away (its opening roll is action 5) goes to player 1 again, who then leads
    // 1-away 3-away (Crawford next).
    let first = opening_then_double_passed(Match::new(MatchSettings::match_to(3).unwrap()));
    let game = opening_then_double_passed(run(first, &[Action::NextGame]));
    let analysis = hand_made(&[
        (0, Player::Zero, dice(3, 1), 0.2),
        (5, Player::Zero, dice(3, 1), -0.4),
    ]);
    let adjusted = luck_adjusted_result(&game, &analysis).unwrap();
    assert!(adjusted.is_match);
    assert_eq!(adjusted.games.len(), 2);

    let met = |me, opp, stage| match_winning_chance(me, opp, stage).unwrap();
    let at_start = met(3, 3, Stage::PreCrawford);
    let after_one = met(3, 2, Stage::PreCrawford);
    let after_two = met(3, 1, Stage::Crawford);
    let game_one = &adjusted.games[0];
    assert!(close(game_one.result, after_one - at_start));
    // Luck in EMG at cube 1 becomes half of it times (winning minus losing a single game).
    let swing_one = met(2, 3, Stage::PreCrawford) - met(3, 2, Stage::PreCrawford);
    assert!(close(game_one.luck[Player::Zero], 0.2 / 2.0 * swing_one));
    let game_two = &adjusted.games[1];
    assert!(close(game_two.result, after_two - after_one));
    let swing_two = met(2, 2, Stage::PreCrawford) - met(3, 1, Stage::Crawford);
    assert!(close(game_two.luck[Player::Zero], -0.4 / 2.0 * swing_two));

    // Over the match the results add up to the chance gained from the start.
    assert!(close(adjusted.result(Player::Zero), after_two - at_start));
    let luck_zero = 0.2 / 2.0 * swing_one - 0.4 / 2.0 * swing_two;
    assert!(close(
        adjusted.adjusted(Player::Zero),
        after_two - at_start - luck_zero
    ));
    assert!(close(
        adjusted.adjusted(Player::One),
        -(after_two - at_start - luck_zero)
    ));
}

#[test]
fn a_game_that_has_not_ended_has_no_result_and_its_luck_is_left_out() {
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let game = play(opened, "8/5 6/5");
    let analysis = hand_made(&[(0, Player::Zero, dice(3, 1), 0.3)]);
    let adjusted = luck_adjusted_result(&game, &analysis).unwrap();
    assert!(adjusted.games.is_empty());
    assert_eq!(adjusted.result(Player::Zero), 0.0);
    assert_eq!(adjusted.luck(Player::Zero), 0.0);
    assert_eq!(adjusted.adjusted(Player::Zero), 0.0);
}

#[test]
fn luck_entries_that_are_not_at_a_roll_of_their_roller_do_not_count() {
    let game = opening_then_double_passed(Match::new(MatchSettings::money()));
    // Action 0 was rolled by player 0, action 1 is a play.
    let analysis = hand_made(&[
        (0, Player::One, dice(3, 1), 0.5),
        (1, Player::Zero, dice(3, 1), 0.5),
        (99, Player::Zero, dice(3, 1), 0.5),
    ]);
    let adjusted = luck_adjusted_result(&game, &analysis).unwrap();
    assert_eq!(adjusted.luck(Player::Zero), 0.0);
    assert_eq!(adjusted.luck(Player::One), 0.0);
    assert_eq!(adjusted.adjusted(Player::Zero), -1.0);
}

#[test]
fn luck_in_result_units_is_points_at_the_cube_or_mwc_at_the_score() {
    let money_at_four = CubeContext {
        value: 4,
        ..CubeContext::MONEY_CENTERED
    };
    assert!(close(luck_in_result_units(0.1, &money_at_four), 0.4));
    let match_at = CubeContext {
        away: Some((3, 3)),
        ..CubeContext::MONEY_CENTERED
    };
    let swing = match_winning_chance(2, 3, Stage::PreCrawford).unwrap()
        - match_winning_chance(3, 2, Stage::PreCrawford).unwrap();
    assert!(close(luck_in_result_units(0.1, &match_at), 0.05 * swing));
    assert_eq!(luck_in_result_units(0.0, &match_at), 0.0);
}

#[test]
fn with_the_real_analysis_at_cube_one_the_adjusted_result_subtracts_the_summed_luck() {
    let game = opening_then_double_passed(Match::new(MatchSettings::money()));
    let analysis = analyse_match(&game, &mut NeuralBot::for_level(Level::Expert)).unwrap();
    assert!(!analysis.rolls.is_empty());
    let adjusted = luck_adjusted_result(&game, &analysis).unwrap();
    let luck = |player: Player| analysis.players[player].luck;
    let expected = -1.0 - (luck(Player::Zero) - luck(Player::One));
    assert!(close(adjusted.adjusted(Player::Zero), f64::from(expected)));
}
