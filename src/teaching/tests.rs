//! The hint the worker answers: World class's ranking, the explanations (worded in English and
//! Polish here), the cube
//! hint before the roll and when doubled, and the question through the worker's protocol.

use super::*;
use bg_engine::bots::decide::{decide, Decision};
use bg_engine::bots::BotKind;
use bg_engine::referee::Action;
use bg_engine::Dice;

use crate::computer::{Answer, Computer, Request};
use crate::i18n::{Language, Translator};
use crate::setup::{GameSetup, Opponent};

fn pass_and_play(length: u32) -> GameSetup {
    GameSetup {
        opponent: Opponent::Human,
        length,
        ..GameSetup::default()
    }
}

/// Player 0 won the opening roll with 4-2 (the point-making roll) and must play it.
fn opening_42(setup: &GameSetup) -> Match {
    Match::new(setup.settings().unwrap())
        .apply(Action::OpeningRoll { zero: 4, one: 2 })
        .unwrap()
}

/// Player 0 played the opening 4-2 with `play`, player 1 is to roll.
fn after_opening(setup: &GameSetup, play: &str) -> Match {
    let game = opening_42(setup);
    let play = crate::save::parse_action(&format!("p:{play}"), &game).unwrap();
    game.apply(play).unwrap()
}

#[test]
fn the_hints_top_play_is_the_play_world_class_makes() {
    for length in [0, 5] {
        let game = opening_42(&pass_and_play(length));
        let hint = hint(&mut hint_player(), &game).unwrap();
        let Some(Decision::Act(Action::Play(made))) = decide(&mut hint_player(), &game) else {
            panic!("World class did not play");
        };
        assert_eq!(
            hint.plays[0].notation,
            bg_engine::notation::write_play(&made)
        );
        assert_eq!(
            hint.plays[0].notation, "8/4 6/4",
            "the 4-2 opening makes the 4-point"
        );
        assert_eq!(hint.player, 0);
        assert_eq!(hint.cube, None);
    }
}

#[test]
fn every_legal_play_is_ranked_best_first_with_its_loss() {
    let game = opening_42(&pass_and_play(0));
    let hint = hint(&mut hint_player(), &game).unwrap();
    let legal = game.legal_plays();
    assert_eq!(hint.plays.len(), legal.len());
    assert_eq!(hint.plays[0].loss, 0.0);
    // Deepest first (the search takes only the best plays deeper), best first within a depth.
    for pair in hint.plays.windows(2) {
        assert!(pair[0].plies >= pair[1].plies, "{pair:?}");
        if pair[0].plies == pair[1].plies {
            assert!(pair[0].equity >= pair[1].equity, "{pair:?}");
        }
    }
    let best = &hint.plays[0];
    assert_eq!(best.plies, 2, "World class");
    assert_eq!(
        hint.plays.last().unwrap().plies,
        0,
        "the filters left plays at 0-ply"
    );
    for play in &hint.plays {
        // The loss is against the best at the play's own depth: never negative, and the
        // difference of the equities where the depths are the same.
        assert!(play.loss >= 0.0, "{play:?}");
        if play.plies == best.plies {
            assert!((play.loss - (best.equity - play.equity)).abs() < 1e-6);
        }
        let chances = play.chances;
        assert!((chances.win + chances.lose - 1.0).abs() < 1e-5);
        assert!(chances.win_gammon <= chances.win && chances.lose_gammon <= chances.lose);
        assert_eq!(play.match_winning_chance, None, "money play");
    }
}

#[test]
fn in_a_match_each_play_has_its_match_winning_chance() {
    let game = opening_42(&pass_and_play(5));
    let hint = hint(&mut hint_player(), &game).unwrap();
    let chances: Vec<(f32, f32)> = hint
        .plays
        .iter()
        .map(|play| (play.equity, play.match_winning_chance.unwrap()))
        .collect();
    assert!(chances.iter().all(|(_, mwc)| (0.0..=1.0).contains(mwc)));
    // The ranking's equity is in EMG, the match winning chance mapped linearly: every two plays
    // are in the same order by either. (Listed best first among plays searched as deep; a play
    // the filter left shallower comes below the deeper ones whatever its chance there.)
    for (i, a) in chances.iter().enumerate() {
        for b in &chances[i + 1..] {
            if (a.0 - b.0).abs() > 1e-4 {
                assert_eq!(a.0 > b.0, a.1 > b.1, "{a:?} {b:?} in {chances:?}");
            }
        }
    }
}

fn english(sentence: &Sentence) -> String {
    Translator::new(Language::English).sentence(sentence)
}

#[test]
fn a_worse_play_is_explained_against_the_best_in_english_with_its_cost() {
    let game = opening_42(&pass_and_play(0));
    let hint = hint(&mut hint_player(), &game).unwrap();
    let worse = hint
        .plays
        .iter()
        .find(|play| play.notation == "13/11 13/9")
        .unwrap();
    let sentences: Vec<String> = worse.explanation.iter().map(english).collect();
    assert!(
        sentences.iter().any(|s| s == "8/4 6/4 makes your 4-point."),
        "{sentences:?}"
    );
    let cost = sentences.last().unwrap();
    assert!(
        cost.starts_with("The difference costs ") && cost.ends_with(" points a game."),
        "{cost}"
    );
    // The best play is explained against the second best.
    let best: Vec<String> = hint.plays[0].explanation.iter().map(english).collect();
    assert!(best.iter().any(|s| s.starts_with("8/4 6/4")), "{best:?}");
}

/// `sentence` as each language's catalogue words it.
fn assert_worded(sentence: &Sentence, cases: &[(Language, &str)]) {
    for &(language, expected) in cases {
        assert_eq!(Translator::new(language).sentence(sentence), expected);
    }
}

#[test]
fn sentences_carry_the_engines_messages_and_are_worded_in_the_chosen_language() {
    let message = Message::new("teach-blot")
        .text("play", "13/9 13/5")
        .text("side", "own")
        .number("point", 5)
        .number("shots", 15);
    let sentence = Sentence::from(&message);
    assert_eq!(sentence.id, "teach-blot");
    assert_eq!(
        sentence.args[3],
        ("shots".to_owned(), SentenceArg::Number(15.0))
    );
    let cases = [
        (
            Language::English,
            "13/9 13/5 leaves a blot on your 5-point that 15 of 36 rolls hit.",
        ),
        (
            Language::Polish,
            "13/9 13/5 zostawia samotnika na twoim polu 5, którego trafia 15 rzutów na 36.",
        ),
        (
            Language::Esperanto,
            "13/9 13/5 lasas unuopon sur via 5-a triangulo, kiun kaptas 15 el la 36 ĵetoj.",
        ),
        (
            Language::Estonian,
            "13/9 13/5 jätab bloti sinu 5. punktil, mida lööb 15 veeretust 36-st.",
        ),
    ];
    assert_worded(&sentence, &cases);
    let unknown = Sentence {
        id: "teach-from-the-future".to_owned(),
        args: vec![("x".to_owned(), SentenceArg::Number(1.0))],
    };
    let polish = Translator::new(Language::Polish);
    assert_eq!(polish.sentence(&unknown), "[teach-from-the-future]");
}

#[test]
fn chances_in_percent_keep_their_decimal_in_every_language() {
    let message = Message::new("teach-gammons")
        .text("play", "8/4 6/4")
        .decimal("win", 14.0, 1)
        .decimal("lose", 10.4, 1);
    let sentence = Sentence::from(&message);
    assert_eq!(
        sentence.args[1],
        ("win".to_owned(), SentenceArg::Decimal(14.0, 1))
    );
    let cases = [
        (
            Language::English,
            "After 8/4 6/4 you win a gammon 14.0% of the time and lose one 10.4%.",
        ),
        (
            Language::Polish,
            "Po 8/4 6/4 wygrywasz gammona w 14,0% gier, a przegrywasz w 10,4%.",
        ),
        (
            Language::Esperanto,
            "Post 8/4 6/4 vi gajnas gammonon en 14,0% de la ludoj kaj perdas unu en 10,4%.",
        ),
        (
            Language::Estonian,
            "Pärast käiku 8/4 6/4 võidad gammoni 14,0% mängudest ja kaotad 10,4%.",
        ),
    ];
    assert_worded(&sentence, &cases);
}

#[test]
fn the_only_play_sentence_is_worded_in_the_chosen_language() {
    let only = Sentence::from(&explain_only_play()[0]);
    assert_eq!(
        Translator::new(Language::English).sentence(&only),
        "This is the only play of the roll."
    );
    assert_eq!(
        Translator::new(Language::Polish).sentence(&only),
        "To jedyny możliwy ruch w tym rzucie."
    );
}

#[test]
fn before_the_roll_the_cube_hint_of_the_player_on_roll() {
    let game = after_opening(&pass_and_play(0), "8/4 6/4");
    let hint = hint(&mut hint_player(), &game).unwrap();
    assert!(hint.plays.is_empty());
    assert_eq!(hint.player, 1);
    let cube = hint.cube.unwrap();
    assert_eq!(cube.doubler, 1);
    assert_eq!(cube.double, "no-double", "nobody doubles after an opening");
    assert_eq!(cube.equities[2], 1.0, "a pass cashes one point");
    assert!(cube.can_double && !cube.redouble);
    assert_eq!(
        english(&cube.explanation[0]),
        "No double, beaver.",
        "money play with beavers: the opening is worth a beaver"
    );
}

#[test]
fn when_doubled_the_cube_hint_is_the_doublers_and_for_the_taker() {
    let game = after_opening(&pass_and_play(5), "13/11 13/9")
        .apply(Action::Double)
        .unwrap();
    let hint = hint(&mut hint_player(), &game).unwrap();
    assert_eq!(hint.player, 0, "the taker asks");
    let cube = hint.cube.unwrap();
    assert_eq!(cube.doubler, 1);
    assert_eq!(cube.take, "take");
    assert!(cube.chances.win < 0.6, "{:?}", cube.chances);
}

#[test]
fn a_match_cube_hint_has_match_winning_chances() {
    let game = after_opening(&pass_and_play(5), "8/4 6/4");
    let cube = hint(&mut hint_player(), &game).unwrap().cube.unwrap();
    let chances = cube.match_winning_chances.unwrap();
    assert!(
        chances.iter().all(|mwc| (0.0..=1.0).contains(mwc)),
        "{chances:?}"
    );
}

#[test]
fn no_hint_without_a_decision() {
    let setup = pass_and_play(0);
    let game = Match::new(setup.settings().unwrap());
    assert!(hint(&mut hint_player(), &game).is_err(), "the opening roll");
    let no_cube = GameSetup {
        cube: false,
        ..setup
    };
    assert!(
        hint(&mut hint_player(), &after_opening(&no_cube, "8/4 6/4")).is_err(),
        "before the roll without a cube"
    );
}

#[test]
fn the_worker_answers_the_hint_question_and_refuses_it_for_the_computer() {
    let mut computer = Computer::new();
    let setup = pass_and_play(0);
    let game = opening_42(&setup);
    let text = computer.answer_json(&Request::hint(&setup, &game).to_json());
    let hint = Answer::from_json(&text).unwrap().into_hint().unwrap();
    assert_eq!(hint.plays[0].notation, "8/4 6/4");
    // The computer's own turn: no hint for it.
    let versus = GameSetup {
        opponent: Opponent::Computer(BotKind::DEFAULT_OPPONENT),
        ..setup
    };
    let computer_to_play = Match::new(versus.settings().unwrap())
        .apply(Action::OpeningRoll { zero: 2, one: 4 })
        .unwrap();
    let answer = computer.answer(&Request::hint(&versus, &computer_to_play));
    assert!(matches!(answer, Answer::Refused(_)), "{answer:?}");
    // The action question still gets an action.
    let answer = computer.answer(&Request::new(&versus, &computer_to_play));
    assert!(matches!(answer, Answer::Act(_)), "{answer:?}");
}

#[test]
fn a_roll_with_one_play_says_so() {
    // Player 0 on the bar against a closed board: the only play is the pass.
    let setup = pass_and_play(0);
    let board = [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 14, 0, 0, 0, 0, -2, -2, -2, -2, -2, -2, 0, 1,
    ];
    let position = bg_engine::Position::try_from_board(board).unwrap();
    let id = bg_engine::ids::MatchId {
        dice: Some(Dice::new(6, 5).unwrap()),
        ..bg_engine::ids::MatchId::money_game_before_roll()
    };
    let Ok(game) = Match::from_match_id(position, &id) else {
        panic!("the set-up position");
    };
    let _ = setup;
    let hint = hint(&mut hint_player(), &game).unwrap();
    assert_eq!(hint.plays.len(), 1);
    assert_eq!(
        english(&hint.plays[0].explanation[0]),
        "This is the only play of the roll."
    );
}
