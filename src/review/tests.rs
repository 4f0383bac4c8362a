use super::*;
use bg_engine::bots::decide::{decide, Decision as BotDecision};
use bg_engine::bots::{Bot, BotKind};
use bg_engine::dice::{DiceSource, SeededDice};
use bg_engine::referee::MatchSettings;

use crate::computer::{Answer, Computer, Request};
use crate::setup::Opponent;
use crate::state::{Intent, Session, Spot};

/// A 1-point match against Random (player 1), as far as `actions` actions, both sides played
/// by Random with seeded dice: plenty of errors to find.
pub(super) fn random_match(seed: u64, actions: usize) -> (GameSetup, Match) {
    let setup = GameSetup {
        opponent: Opponent::Computer(BotKind::Random),
        length: 1,
        ..GameSetup::default()
    };
    let mut dice = SeededDice::new(seed);
    let mut bot = BotKind::Random.make(seed);
    let mut game = Match::new(MatchSettings::match_to(1).unwrap());
    while game.log().len() < actions {
        let action = match game.phase() {
            Phase::OpeningRoll => Action::OpeningRoll {
                zero: dice.roll_die(),
                one: dice.roll_die(),
            },
            Phase::MatchOver { .. } => break,
            _ => match decide(bot.as_mut() as &mut dyn Bot, &game) {
                Some(BotDecision::Act(action)) => action,
                Some(BotDecision::Roll) => Action::Roll(dice.roll()),
                None => break,
            },
        };
        game = game.apply(action).unwrap();
    }
    (setup, game)
}

fn expert() -> NeuralBot {
    NeuralBot::for_level(Level::Expert)
}

/// The review of `game` put together piece by piece, as the page does.
pub(super) fn reviewed(setup: &GameSetup, game: &Match) -> Review {
    let mut review = Review::new(Depth::Expert, setup, game);
    let mut judge = expert();
    while let Some(actions) = review.next_piece(game) {
        let piece = analyse_piece(&mut judge, game, actions).unwrap();
        review.add(piece).unwrap();
    }
    review
}

#[test]
fn pieces_put_together_are_the_engines_analysis_of_the_whole_log() {
    let (setup, game) = random_match(5, 14);
    let review = reviewed(&setup, &game);
    let whole = bg_engine::analysis::analyse_match(&game, &mut expert()).unwrap();
    assert_eq!(review.done, game.log().len());
    let judged: Vec<Judged> = whole.decisions.iter().map(Judged::from).collect();
    assert_eq!(review.decisions, judged);
    assert_eq!(review.rolls.len(), whole.rolls.len());
    for player in [Player::Zero, Player::One] {
        let (got, want) = (review.totals[player.index()], whole.players[player]);
        assert_eq!(got.unforced_decisions, want.unforced_decisions);
        assert_eq!(
            (got.doubtful, got.bad, got.very_bad),
            (want.doubtful, want.bad, want.very_bad)
        );
        assert!((got.error_rate() - want.error_rate()).abs() < 1e-3);
        assert_eq!(got.rating(), want.rating());
        assert!((got.luck - want.luck).abs() < 1e-4);
    }
    assert!(
        review.next_piece(&game).is_none(),
        "nothing is left to analyse"
    );
}

#[test]
fn the_chart_has_a_chance_after_every_play_and_a_certainty_when_the_game_ends() {
    let (setup, game) = random_match(9, 3000);
    assert!(
        matches!(game.phase(), Phase::MatchOver { .. }),
        "a whole match"
    );
    let mut review = Review::new(Depth::Expert, &setup, &game);
    let piece = analyse_piece(&mut expert(), &game, 0..game.log().len());
    let piece = piece.unwrap();
    let chances = piece.chances.clone();
    // Each play's point is the analysis' own evaluation of the play made, seen from player 0.
    assert!(chances.iter().all(|point| point.analysed));
    for point in chances
        .iter()
        .filter(|point| point.win > 0.0 && point.win < 1.0)
    {
        let judged = piece
            .decisions
            .iter()
            .find(|decision| decision.action_index == point.action_index)
            .unwrap();
        let mover_win = judged.win_after.unwrap();
        let expected = if judged.player == 0 {
            mover_win
        } else {
            1.0 - mover_win
        };
        assert!((point.win - expected).abs() < 1e-6, "{point:?} {judged:?}");
    }
    let plays = game
        .log()
        .iter()
        .filter(|action| matches!(action, Action::Play(_)))
        .count();
    // The last play ends the game: its point is the certainty, not an evaluation.
    assert_eq!(chances.len(), plays);
    assert!(chances.iter().all(|point| (0.0..=1.0).contains(&point.win)));
    let last = chances.last().unwrap();
    let Phase::MatchOver { winner } = game.phase() else {
        unreachable!()
    };
    assert_eq!(last.win, if winner == Player::Zero { 1.0 } else { 0.0 });
    review.done = 0;
    assert!(review.is_about(&setup, &game));
}

#[test]
fn a_piece_that_does_not_follow_is_refused_and_the_review_is_unchanged() {
    let (setup, game) = random_match(5, 8);
    let mut review = Review::new(Depth::Expert, &setup, &game);
    let mut judge = expert();
    let later = analyse_piece(&mut judge, &game, 4..8).unwrap();
    let before = review.clone();
    assert!(review.add(later).is_err());
    assert_eq!(review, before);
    review
        .add(analyse_piece(&mut judge, &game, 0..4).unwrap())
        .unwrap();
    assert_eq!(review.done, 4);
    assert_eq!(review.next_piece(&game), Some(4..8));
}

#[test]
fn a_review_is_about_its_match_and_the_same_match_gone_on_but_no_other() {
    let (setup, game) = random_match(5, 6);
    let review = Review::new(Depth::WorldClass, &setup, &game);
    assert!(review.is_about(&setup, &game));
    let (_, longer) = random_match(5, 10);
    assert!(review.is_about(&setup, &longer), "the match has gone on");
    let (_, other) = random_match(6, 6);
    assert!(!review.is_about(&setup, &other));
    let other_setup = GameSetup {
        length: 3,
        ..setup.clone()
    };
    assert!(!review.is_about(&other_setup, &game));
    assert_eq!(review.next_piece(&longer), Some(0..PIECE_ACTIONS));
}

#[test]
fn a_stored_review_reads_back_and_bad_text_is_an_error_never_a_panic() {
    let (setup, game) = random_match(5, 8);
    let review = reviewed(&setup, &game);
    assert_eq!(Review::decode(&review.encode()), Ok(review.clone()));
    let other_version = review.encode().replace("\"version\":1", "\"version\":7");
    for text in ["", "{", "null", "{\"version\":1}", other_version.as_str()] {
        assert!(Review::decode(text).is_err(), "{text:?}");
    }
}

#[test]
fn the_worker_answers_a_piece_of_the_analysis_even_of_a_finished_match() {
    let (setup, game) = random_match(9, 3000);
    let mut computer = Computer::new();
    let request = Request::analyse(&setup, &game, Depth::Expert, 0..3);
    let answer = Answer::from_json(&computer.answer_json(&request.to_json())).unwrap();
    let piece = answer.into_analysis().unwrap();
    assert_eq!(
        (piece.from, piece.to, piece.total),
        (0, 3, game.log().len())
    );
    let past_the_end = Request::analyse(&setup, &game, Depth::Expert, 999..1003);
    let piece = computer.answer(&past_the_end).into_analysis().unwrap();
    assert!(piece.decisions.is_empty() && piece.from == piece.to);
}

#[test]
fn depths_judge_as_expert_quick_and_world_class_by_default() {
    assert_eq!(Depth::default(), Depth::WorldClass);
    assert_eq!(Depth::Expert.level(), Level::Expert);
    assert_eq!(Depth::WorldClass.level(), Level::WorldClass);
}

/// A pass-and-play match whose opening 3-1 was played checker by checker, 6/5 first, then
/// 8/5: the log holds the moves in that order (a save read back holds the move generator's).
pub(super) fn opening_played_checker_by_checker() -> Session {
    let session = Session::new(GameSetup {
        opponent: Opponent::Human,
        ..GameSetup::default()
    })
    .unwrap();
    let session = session
        .apply(Intent::Act(Action::OpeningRoll { zero: 3, one: 1 }))
        .unwrap();
    [
        Intent::Press(Spot::Point(6)),
        Intent::Press(Spot::Point(5)),
        Intent::Press(Spot::Point(8)),
        Intent::Press(Spot::Point(5)),
        Intent::Done,
    ]
    .into_iter()
    .fold(session, |session, intent| session.apply(intent).unwrap())
}

#[test]
fn a_review_is_about_a_match_whose_plays_were_made_checker_by_checker() {
    let session = opening_played_checker_by_checker();
    assert_eq!(session.game.log().len(), 2);
    let review = Review::new(Depth::Expert, &session.setup, &session.game);
    assert!(review.is_about(&session.setup, &session.game));
}

/// A 3-point match between two people: player 0 opens 31 with 8/5 6/5, player 1 doubles at
/// once (a wrong double) and player 0 passes (a wrong pass).
fn early_double_passed() -> (GameSetup, Match) {
    let setup = GameSetup {
        opponent: Opponent::Human,
        length: 3,
        ..GameSetup::default()
    };
    let opened = Match::new(setup.settings().unwrap())
        .apply(Action::OpeningRoll { zero: 3, one: 1 })
        .unwrap();
    let play = opened
        .legal_plays()
        .into_iter()
        .find(|play| write_play(play) == "8/5 6/5")
        .unwrap();
    let game = [Action::Play(play), Action::Double, Action::Drop]
        .into_iter()
        .fold(opened, |game, action| game.apply(action).unwrap());
    (setup, game)
}

#[test]
fn cube_errors_by_kind_are_the_engines_count_of_the_judged_cube_decisions() {
    let (setup, game) = early_double_passed();
    let review = reviewed(&setup, &game);
    let whole = bg_engine::analysis::analyse_match(&game, &mut expert()).unwrap();
    for player in [Player::Zero, Player::One] {
        assert_eq!(
            review.cube_errors(player),
            whole.cube_errors(player),
            "{player:?}"
        );
    }
    assert_eq!(review.cube_errors(Player::One).wrong_double.count, 1);
    assert_eq!(review.cube_errors(Player::Zero).wrong_pass.count, 1);
    assert_eq!(review.cube_errors(Player::Zero).count(), 1);
    let mwc = review.cube_errors(Player::Zero).wrong_pass.mwc_lost;
    assert!(mwc.is_some_and(|mwc| mwc > 0.0), "a match: {mwc:?}");
}

#[test]
fn the_luck_adjusted_result_is_the_engines_of_the_games_ended_within_the_analysis() {
    let (setup, game) = early_double_passed();
    let review = reviewed(&setup, &game);
    let whole = bg_engine::analysis::analyse_match(&game, &mut expert()).unwrap();
    let engine = luck_adjusted_result(&game, &whole).unwrap();
    let adjusted = review.luck_adjusted(&game).unwrap();
    assert!(adjusted.is_match);
    assert_eq!(adjusted.games.len(), 1);
    for player in [Player::Zero, Player::One] {
        assert!((adjusted.result(player) - engine.result(player)).abs() < 1e-6);
        assert!((adjusted.adjusted(player) - engine.adjusted(player)).abs() < 1e-6);
    }
    assert!(adjusted.result(Player::One) > 0.0, "player 1 won the game");
    // Analysed only as far as the double: the game has not ended within the analysis.
    let mut part = Review::new(Depth::Expert, &setup, &game);
    let mut judge = expert();
    part.add(analyse_piece(&mut judge, &game, 0..3).unwrap())
        .unwrap();
    assert!(part.luck_adjusted(&game).unwrap().games.is_empty());
}
