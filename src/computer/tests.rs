use super::*;
use bg_engine::bots::Level;
use bg_engine::ids::MatchId;
use bg_engine::referee::{Action, Phase};
use bg_engine::{Dice, Player, Position, WinKind};

use crate::setup::Opponent;

/// A money game against `kind` (player 1), with or without beavers.
fn setup_against(kind: BotKind, beavers: bool) -> GameSetup {
    GameSetup {
        opponent: Opponent::Computer(kind),
        length: 0,
        beavers,
        ..GameSetup::default()
    }
}

/// The computer (player 1) won the opening roll with 3-1 and must play it.
fn opened(setup: &GameSetup) -> Match {
    Match::new(setup.settings().unwrap())
        .apply(Action::OpeningRoll { zero: 1, one: 3 })
        .unwrap()
}

fn ask(computer: &mut Computer, setup: &GameSetup, game: &Match) -> Answer {
    computer.answer(&Request::new(setup, game))
}

fn decision(setup: &GameSetup, game: &Match) -> Decision {
    let answer = ask(&mut Computer::new(), setup, game);
    answer
        .decision(game)
        .unwrap_or_else(|reason| panic!("{reason}"))
}

/// A money game (beavers allowed, as a set-up start's rules come from its ID) against the
/// default opponent, at `board` seen by `on_roll`, before the roll.
fn set_up(on_roll: Player, board: [i8; 26]) -> (GameSetup, Match) {
    let position = Position::try_from_board(board).unwrap();
    let id = MatchId {
        on_roll,
        turn: on_roll,
        ..MatchId::money_game_before_roll()
    };
    let game = Match::from_match_id(position, &id).unwrap();
    (setup_against(BotKind::DEFAULT_OPPONENT, true), game)
}

#[test]
fn every_opponent_answers_the_dice_with_a_play_the_referee_accepts() {
    for kind in BotKind::OPPONENTS {
        let setup = setup_against(kind, true);
        let game = opened(&setup);
        let Decision::Act(action @ Action::Play(_)) = decision(&setup, &game) else {
            panic!("{kind} did not play");
        };
        assert!(game.apply(action).is_ok(), "{kind}");
    }
}

#[test]
fn the_answer_is_the_engines_decision_for_the_match() {
    let setup = GameSetup {
        length: 1,
        ..setup_against(BotKind::DEFAULT_OPPONENT, false)
    };
    let game = opened(&setup);
    let expected = decide(BotKind::DEFAULT_OPPONENT.make(0).as_mut(), &game);
    assert_eq!(Some(decision(&setup, &game)), expected);
}

#[test]
fn the_dice_travel_with_the_match() {
    let setup = setup_against(BotKind::PubEval, true);
    let mut game = opened(&setup);
    game.apply_mut(Action::Play(game.legal_plays()[0])).unwrap();
    game.apply_mut(Action::Roll(Dice::new(6, 6).unwrap()))
        .unwrap();
    game.apply_mut(Action::Play(game.legal_plays()[0])).unwrap();
    game.apply_mut(Action::Roll(Dice::new(6, 6).unwrap()))
        .unwrap();
    let Decision::Act(Action::Play(play)) = decision(&setup, &game) else {
        panic!("no play");
    };
    // A 66 moves four checkers six pips each: 24 pips fewer.
    assert_eq!(game.position().pip_count() - play.position.pip_count(), 24);
}

#[test]
fn nobody_doubles_at_the_start_and_rolls_instead() {
    let setup = setup_against(BotKind::DEFAULT_OPPONENT, true);
    let mut game = opened(&setup);
    game.apply_mut(Action::Play(game.legal_plays()[0])).unwrap();
    game.apply_mut(Action::Roll(Dice::new(3, 1).unwrap()))
        .unwrap();
    game.apply_mut(Action::Play(game.legal_plays()[0])).unwrap();
    assert_eq!(decision(&setup, &game), Decision::Roll);
}

#[test]
fn a_double_is_beavered_only_where_the_setup_allows_beavers() {
    for (beavers, allowed) in [
        (true, [Action::Take, Action::Beaver]),
        (false, [Action::Take; 2]),
    ] {
        let setup = setup_against(BotKind::DEFAULT_OPPONENT, beavers);
        let mut game = opened(&setup);
        game.apply_mut(Action::Play(game.legal_plays()[0])).unwrap();
        game.apply_mut(Action::Double).unwrap();
        let Decision::Act(answer) = decision(&setup, &game) else {
            panic!("no answer to the double");
        };
        assert!(allowed.contains(&answer), "beavers {beavers}: {answer:?}");
    }
}

#[test]
fn the_favourite_beavers_and_a_beaver_is_only_taken_or_dropped() {
    // The computer (player 1) has one checker left on its 1-point; player 0, on roll, has two
    // on its 6-point and doubles: the computer is the favourite and beavers.
    let mut board = [0i8; 26];
    board[6] = 2;
    board[24] = -1;
    let (setup, game) = set_up(Player::Zero, board);
    let doubled = game.apply(Action::Double).unwrap();
    assert_eq!(decision(&setup, &doubled), Decision::Act(Action::Beaver));
    // Beavered by a person, the computer's double comes back: it takes or drops.
    let (setup, game) = set_up(Player::One, board.map(|count| -count));
    let beavered = game
        .apply(Action::Double)
        .and_then(|game| game.apply(Action::Beaver))
        .unwrap();
    assert!(matches!(
        decision(&setup, &beavered),
        Decision::Act(Action::Take | Action::Drop)
    ));
}

/// The board of a player on roll with fifteen checkers on its 20-point (in the opponent's
/// home board) against one opposing checker on the opponent's 1-point: a backgammon next turn.
fn lost_backgammon_for_the_player_on_roll() -> [i8; 26] {
    let mut board = [0i8; 26];
    board[20] = 15;
    board[24] = -1;
    board
}

#[test]
fn a_hopeless_computer_resigns_and_plays_on_once_rejected() {
    let (setup, game) = set_up(Player::One, lost_backgammon_for_the_player_on_roll());
    assert_eq!(
        decision(&setup, &game),
        Decision::Act(Action::Resign(WinKind::Backgammon))
    );
    let rejected = game
        .apply(Action::Resign(WinKind::Backgammon))
        .and_then(|game| game.apply(Action::RejectResignation))
        .unwrap();
    assert_eq!(decision(&setup, &rejected), Decision::Roll);
}

#[test]
fn the_computer_accepts_a_resignation_only_when_it_gives_what_the_game_is_worth() {
    let (setup, game) = set_up(Player::Zero, lost_backgammon_for_the_player_on_roll());
    let answer = |kind| {
        let resigned = game.apply(Action::Resign(kind)).unwrap();
        decision(&setup, &resigned)
    };
    assert_eq!(
        answer(WinKind::Single),
        Decision::Act(Action::RejectResignation)
    );
    assert_eq!(
        answer(WinKind::Gammon),
        Decision::Act(Action::RejectResignation)
    );
    assert_eq!(
        answer(WinKind::Backgammon),
        Decision::Act(Action::AcceptResignation)
    );
}

#[test]
fn the_net_player_is_kept_across_requests_and_answers_as_a_fresh_one_would() {
    let setup = setup_against(BotKind::DEFAULT_OPPONENT, true);
    let mut kept = Computer::new();
    let mut game = opened(&setup);
    let mut dice = bg_engine::SeededDice::new(3);
    for _ in 0..8 {
        let answer = ask(&mut kept, &setup, &game);
        assert_eq!(answer, ask(&mut Computer::new(), &setup, &game));
        assert_eq!(kept.kept(), Some(BotKind::DEFAULT_OPPONENT));
        let action = match answer.decision(&game).unwrap() {
            Decision::Act(action) => action,
            Decision::Roll => Action::Roll(bg_engine::DiceSource::roll(&mut dice)),
        };
        game.apply_mut(action).unwrap();
        // The person's turn: roll, play the first play, take any double.
        while game.to_act() == Some(Player::Zero) {
            let action = match game.phase() {
                Phase::AwaitingRoll { .. } => Action::Roll(bg_engine::DiceSource::roll(&mut dice)),
                Phase::CubeOffered { .. } => Action::Take,
                Phase::ResignationOffered { .. } => Action::AcceptResignation,
                _ => Action::Play(game.legal_plays()[0]),
            };
            game.apply_mut(action).unwrap();
        }
        if game.to_act().is_none() {
            break;
        }
    }
    // Another kind replaces it; the players without a cache are not kept.
    let beginner = setup_against(BotKind::Level(Level::Beginner), true);
    ask(&mut kept, &beginner, &opened(&beginner));
    assert_eq!(kept.kept(), Some(BotKind::Level(Level::Beginner)));
    let random = setup_against(BotKind::Random, true);
    ask(&mut kept, &random, &opened(&random));
    assert_eq!(kept.kept(), None);
}

#[test]
fn a_question_where_no_computer_is_to_act_is_refused() {
    let setup = setup_against(BotKind::PubEval, true);
    // Before the opening roll nobody in particular acts.
    let fresh = Match::new(setup.settings().unwrap());
    assert!(matches!(
        ask(&mut Computer::new(), &setup, &fresh),
        Answer::Refused(_)
    ));
    // The person's turn.
    let opened_by_person = Match::new(setup.settings().unwrap())
        .apply(Action::OpeningRoll { zero: 3, one: 1 })
        .unwrap();
    assert!(matches!(
        ask(&mut Computer::new(), &setup, &opened_by_person),
        Answer::Refused(_)
    ));
}

#[test]
fn bad_messages_are_refused_never_panicking() {
    let mut computer = Computer::new();
    let setup = setup_against(BotKind::PubEval, true);
    let good = Request::new(&setup, &opened(&setup));
    let other_version = Request {
        version: MESSAGE_VERSION + 1,
        ..good.clone()
    };
    let bad_save = Request {
        save: good.save.replace("o:13", "o:77"),
        ..good.clone()
    };
    for text in [
        String::new(),
        "null".to_owned(),
        "{\"version\":1}".to_owned(),
        "{\"version\":1,\"save\":\"not json\"}".to_owned(),
        other_version.to_json(),
        bad_save.to_json(),
        "\u{0}\u{ffff}".to_owned(),
    ] {
        let answer = Answer::from_json(&computer.answer_json(&text)).unwrap();
        assert!(matches!(answer, Answer::Refused(_)), "{text:?}: {answer:?}");
    }
    let answer = Answer::from_json(&computer.answer_json(&good.to_json())).unwrap();
    assert!(matches!(answer, Answer::Act(_)), "{answer:?}");
}

#[test]
fn an_answer_that_does_not_fit_the_state_is_an_error_not_an_action() {
    let setup = setup_against(BotKind::PubEval, true);
    let game = opened(&setup);
    for answer in [
        Answer::Act("p:24/1".to_owned()),
        Answer::Act("z".to_owned()),
        Answer::Refused("busy".to_owned()),
    ] {
        assert!(answer.decision(&game).is_err(), "{answer:?}");
    }
    assert!(Answer::from_json("{\"Act\":3}").is_err());
    assert_eq!(Answer::from_json(&Answer::Roll.to_json()), Ok(Answer::Roll));
}

#[test]
fn the_worker_is_found_next_to_the_page_under_any_sub_path() {
    for (base, expected) in [
        (
            "http://127.0.0.1:8080/games/backgammon/",
            "http://127.0.0.1:8080/games/backgammon/worker.js",
        ),
        (
            "https://example.org/a/index.html?seed=3#x",
            "https://example.org/a/worker.js",
        ),
        ("http://localhost/", "http://localhost/worker.js"),
        ("", "worker.js"),
    ] {
        assert_eq!(worker_url(base), expected);
    }
}

#[test]
fn opponents_are_found_by_name_and_the_analysis_player_is_not_one() {
    for kind in BotKind::OPPONENTS {
        assert_eq!(opponent_named(kind.name()), Some(kind));
    }
    assert_eq!(opponent_named("expert-1ply"), None);
    assert_eq!(opponent_named("gnubg"), None);
}

#[test]
fn opponents_are_saved_by_name_and_old_saves_still_read() {
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Saved(#[serde(with = "opponent_name")] BotKind);
    for kind in BotKind::OPPONENTS {
        let json = serde_json::to_string(&Saved(kind)).unwrap();
        assert_eq!(json, format!("\"{}\"", kind.name()));
        assert_eq!(serde_json::from_str::<Saved>(&json).unwrap(), Saved(kind));
    }
    for (old, kind) in [
        ("\"Random\"", BotKind::Random),
        ("\"PubEval\"", BotKind::PubEval),
        ("\"Expert\"", BotKind::Level(Level::Expert)),
    ] {
        assert_eq!(serde_json::from_str::<Saved>(old).unwrap(), Saved(kind));
    }
    assert!(serde_json::from_str::<Saved>("\"gnubg\"").is_err());
    assert!(serde_json::from_str::<Saved>("\"expert-1ply\"").is_err());
}
