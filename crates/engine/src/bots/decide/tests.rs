use super::*;
use crate::bots::{BotKind, Level, NeuralBot};
use crate::dice::{Dice, DiceSource, SeededDice};
use crate::ids::MatchId;
use crate::position::Position;
use crate::referee::MatchSettings;
use crate::win_kind::WinKind;

fn opened(settings: MatchSettings) -> Match {
    Match::new(settings)
        .apply(Action::OpeningRoll { zero: 1, one: 3 })
        .unwrap()
}

/// A money game (gnubg's defaults: beavers allowed) with player 0 on roll before rolling in
/// `board`, seen by player 0.
fn money_game(board: [i8; 26]) -> Match {
    let position = Position::try_from_board(board).unwrap();
    Match::from_match_id(position, &MatchId::money_game_before_roll()).unwrap()
}

/// Player 0, on roll, has fifteen checkers on its 20-point (in player 1's home board) and
/// player 1 one checker left on its 1-point: player 0 loses a backgammon next turn.
fn lost_backgammon_for_player_zero() -> [i8; 26] {
    let mut board = [0i8; 26];
    board[20] = 15;
    board[24] = -1;
    board
}

fn decide_as(kind: BotKind, game: &Match) -> Option<Decision> {
    decide(kind.make(7).as_mut(), game)
}

#[test]
fn every_player_answers_the_dice_with_a_play_the_referee_accepts() {
    let game = opened(MatchSettings::money());
    for kind in BotKind::ALL {
        let Some(Decision::Act(action @ Action::Play(_))) = decide_as(kind, &game) else {
            panic!("{kind} did not play");
        };
        assert!(game.apply(action).is_ok(), "{kind}: {action:?}");
    }
}

#[test]
fn the_play_is_chosen_for_the_score_of_the_match() {
    // A one-point match is double match point from the first roll: the net's levels rank
    // their plays by winning chances alone there (`choose_play_in` with the match's cube).
    let mut game = opened(MatchSettings::match_to(1).unwrap());
    let mut dice = SeededDice::new(4);
    let mut checked = 0;
    while checked < 12 {
        match game.phase() {
            Phase::Moving {
                dice: roll,
                on_roll,
            } => {
                let cube = CubeContext::of_match(&game, on_roll);
                let expected = NeuralBot::for_level(Level::Expert).choose_play_in(
                    &game.position(),
                    roll,
                    &game.legal_plays(),
                    &cube,
                );
                let decision = decide_as(BotKind::Level(Level::Expert), &game);
                assert_eq!(decision, Some(Decision::Act(Action::Play(expected))));
                game = game.apply(Action::Play(expected)).unwrap();
                checked += 1;
            }
            Phase::AwaitingRoll { .. } => game = game.apply(Action::Roll(dice.roll())).unwrap(),
            phase => panic!("the game ended early: {phase:?}"),
        }
    }
}

#[test]
fn nobody_doubles_at_the_start_and_rolls_instead() {
    let game = opened(MatchSettings::money());
    let game = game.apply(Action::Play(game.legal_plays()[0])).unwrap();
    for kind in [BotKind::DEFAULT_OPPONENT, BotKind::Level(Level::WorldClass)] {
        assert_eq!(decide_as(kind, &game), Some(Decision::Roll), "{kind}");
    }
}

#[test]
fn a_double_near_even_is_taken_or_beavered_and_only_taken_without_beavers() {
    for (beavers, allowed) in [(3, [Action::Take, Action::Beaver]), (0, [Action::Take; 2])] {
        let game = opened(MatchSettings::money().with_beavers(beavers));
        let doubled = game
            .apply(Action::Play(game.legal_plays()[0]))
            .and_then(|game| game.apply(Action::Double))
            .unwrap();
        let Some(Decision::Act(answer)) = decide_as(BotKind::DEFAULT_OPPONENT, &doubled) else {
            panic!("no answer to the double");
        };
        assert!(allowed.contains(&answer), "beavers {beavers}: {answer:?}");
    }
}

#[test]
fn a_beaver_is_answered_by_a_take_or_a_drop_never_a_raccoon() {
    let game = opened(MatchSettings::money());
    let beavered = game
        .apply(Action::Play(game.legal_plays()[0]))
        .and_then(|game| game.apply(Action::Double))
        .and_then(|game| game.apply(Action::Beaver))
        .unwrap();
    assert!(beavered.can_beaver(), "the referee would allow a raccoon");
    for kind in BotKind::ALL {
        let decision = decide_as(kind, &beavered);
        assert!(
            matches!(decision, Some(Decision::Act(Action::Take | Action::Drop))),
            "{kind}: {decision:?}"
        );
    }
}

#[test]
fn the_favourite_beavers_a_double_where_beavers_are_allowed() {
    // The computer (player 1) has borne off all but one checker on its 1-point; player 0, on
    // roll, has two checkers on its 6-point and doubles anyway: with 20 rolls of 36 failing
    // to bear both off, player 1 is the favourite and beavers.
    let mut board = [0i8; 26];
    board[6] = 2;
    board[24] = -1;
    let game = money_game(board).apply(Action::Double).unwrap();
    let mut expert = BotKind::DEFAULT_OPPONENT.make(0);
    assert_eq!(
        decide(expert.as_mut(), &game),
        Some(Decision::Act(Action::Beaver))
    );
    // Not when the caller's rules forbid it.
    assert_eq!(
        answer_double(expert.as_mut(), &game, Player::Zero, false),
        Action::Take
    );
    // Pubeval and the random player never beaver.
    for kind in [BotKind::PubEval, BotKind::Random] {
        let decision = decide_as(kind, &game);
        assert_ne!(decision, Some(Decision::Act(Action::Beaver)), "{kind}");
    }
}

#[test]
fn a_resignation_is_accepted_only_when_it_gives_what_the_game_is_worth() {
    let game = money_game(lost_backgammon_for_player_zero());
    let answer = |kind| {
        let resigned = game.apply(Action::Resign(kind)).unwrap();
        decide_as(BotKind::DEFAULT_OPPONENT, &resigned)
    };
    let reject = Some(Decision::Act(Action::RejectResignation));
    let accept = Some(Decision::Act(Action::AcceptResignation));
    assert_eq!(answer(WinKind::Single), reject);
    assert_eq!(answer(WinKind::Gammon), reject);
    assert_eq!(answer(WinKind::Backgammon), accept);
    // The other way round: player 0 about to win and resigning anyway is accepted.
    let mut board = [0i8; 26];
    board[1] = 1;
    board[20] = -15;
    let winning = money_game(board)
        .apply(Action::Resign(WinKind::Single))
        .unwrap();
    assert_eq!(decide_as(BotKind::DEFAULT_OPPONENT, &winning), accept);
}

#[test]
fn a_hopeless_player_resigns_before_rolling_and_plays_on_once_rejected() {
    let game = money_game(lost_backgammon_for_player_zero());
    let offer = Some(Decision::Act(Action::Resign(WinKind::Backgammon)));
    assert_eq!(decide_as(BotKind::DEFAULT_OPPONENT, &game), offer);
    let rejected = game
        .apply(Action::Resign(WinKind::Backgammon))
        .and_then(|game| game.apply(Action::RejectResignation))
        .unwrap();
    assert_eq!(
        decide_as(BotKind::DEFAULT_OPPONENT, &rejected),
        Some(Decision::Roll)
    );
    // The next turn it may offer again.
    let mut next = rejected
        .apply(Action::Roll(Dice::new(6, 5).unwrap()))
        .unwrap();
    next.apply_mut(Action::Play(next.legal_plays()[0])).unwrap();
    next.apply_mut(Action::Roll(Dice::new(2, 1).unwrap()))
        .unwrap();
    next.apply_mut(Action::Play(next.legal_plays()[0])).unwrap();
    if let Phase::AwaitingRoll { .. } = next.phase() {
        assert!(matches!(
            decide_as(BotKind::DEFAULT_OPPONENT, &next),
            Some(Decision::Act(Action::Resign(_)))
        ));
    }
}

#[test]
fn nothing_is_decided_when_no_single_player_is_to_act() {
    let fresh = Match::new(MatchSettings::money());
    assert_eq!(decide_as(BotKind::DEFAULT_OPPONENT, &fresh), None);
    let mut board = [0i8; 26];
    board[1] = 1;
    board[20] = -15;
    let over = money_game(board)
        .apply(Action::Resign(WinKind::Single))
        .and_then(|game| game.apply(Action::AcceptResignation))
        .unwrap();
    assert!(!over.phase().is_playing());
    assert_eq!(decide_as(BotKind::DEFAULT_OPPONENT, &over), None);
}

#[test]
fn a_player_asked_to_double_where_the_rules_forbid_it_is_not_asked() {
    // A bot that would always double: the referee's refusal comes first.
    let game = opened(MatchSettings::money().with_cube(false));
    let game = game.apply(Action::Play(game.legal_plays()[0])).unwrap();
    let mut random = crate::bots::RandomBot::new(1).with_cube_probabilities(1.0, 1.0);
    assert_eq!(decide(&mut random, &game), Some(Decision::Roll));
}
