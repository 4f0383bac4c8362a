//! The tutor's judgement: the analysis's losses and error sizes, on real hints of World class.

use super::*;
use bg_engine::referee::Action;

use crate::save::parse_action;
use crate::setup::{GameSetup, Opponent};
use crate::teaching::{hint, hint_player, Chances, CubeAdvice};

fn opening_42(length: u32) -> Match {
    let setup = GameSetup {
        opponent: Opponent::Human,
        length,
        ..GameSetup::default()
    };
    Match::new(setup.settings().unwrap())
        .apply(Action::OpeningRoll { zero: 4, one: 2 })
        .unwrap()
}

fn play(game: &Match, text: &str) -> Action {
    parse_action(&format!("p:{text}"), game).unwrap()
}

#[test]
fn the_best_play_loses_nothing_and_a_worse_play_loses_its_hint_loss() {
    for length in [0, 5] {
        let game = opening_42(length);
        let hint = hint(&mut hint_player(), &game).unwrap();
        let best = judge(&hint, &game, play(&game, &hint.plays[0].notation)).unwrap();
        assert_eq!(best.loss, 0.0);
        assert_eq!(best.size, ErrorSize::None);
        let worst = hint.plays.last().unwrap();
        let judged = judge(&hint, &game, play(&game, &worst.notation)).unwrap();
        assert_eq!(judged.loss, worst.loss);
        assert_eq!(judged.size, ErrorSize::of_loss(worst.loss));
        assert!(
            judged.size >= ErrorSize::Bad,
            "{}: {}",
            worst.notation,
            worst.loss
        );
        // In a match the loss is also in match winning chances, as the analysis gives it:
        // against the best play at the depth of the play made (the last is the shallowest).
        assert_eq!(judged.loss_mwc.is_some(), length > 0);
        assert_eq!(judged.loss_mwc, worst.match_winning_chance_loss);
        if let Some(mwc) = judged.loss_mwc {
            assert!(worst.plies < hint.plays[0].plies);
            assert!(mwc > 0.0);
        }
    }
}

#[test]
fn a_cube_hint_judges_the_double_and_the_answer_by_the_analysis_losses() {
    let chances = Chances {
        win: 0.8,
        win_gammon: 0.1,
        win_backgammon: 0.0,
        lose: 0.2,
        lose_gammon: 0.0,
        lose_backgammon: 0.0,
    };
    let cube = CubeAdvice {
        doubler: 0,
        // A double and a pass: passing gives up nothing, taking 0.30.
        equities: [0.60, 1.30, 1.00],
        match_winning_chances: None,
        double: "double".to_owned(),
        take: "pass".to_owned(),
        redouble: false,
        can_double: true,
        chances,
        explanation: Vec::new(),
    };
    let game = opening_42(0);
    let doubled = game
        .apply(play(&game, "8/4 6/4"))
        .and_then(|game| game.apply(Action::Roll(bg_engine::Dice::new(3, 1).unwrap())))
        .and_then(|game| game.apply(play(&game, "8/5 6/5")))
        .unwrap();
    let doubling = Hint {
        player: 0,
        plays: Vec::new(),
        cube: Some(cube.clone()),
    };
    let judged = judge(&doubling, &doubled, Action::Double).unwrap();
    assert_eq!(judged.loss, 0.0);
    let offered = doubled.apply(Action::Double).unwrap();
    let answering = Hint {
        player: 1,
        ..doubling.clone()
    };
    let take = judge(&answering, &offered, Action::Take).unwrap();
    assert!((take.loss - 0.30).abs() < 1e-6);
    assert_eq!(take.size, ErrorSize::VeryBad);
    assert_eq!(judge(&answering, &offered, Action::Drop).unwrap().loss, 0.0);
    // A hint for the other player, or for a decision it has no hint of, judges nothing.
    assert!(judge(&doubling, &offered, Action::Take).is_err());
    assert!(judge(&answering, &offered, Action::Double).is_err());
}

#[test]
fn each_level_warns_from_its_own_error_size_and_off_never_warns() {
    let cases = [
        (TutorLevel::Off, [false, false, false, false]),
        (TutorLevel::Doubtful, [false, true, true, true]),
        (TutorLevel::Bad, [false, false, true, true]),
        (TutorLevel::VeryBad, [false, false, false, true]),
    ];
    for (level, expected) in cases {
        let warned = [
            ErrorSize::None,
            ErrorSize::Doubtful,
            ErrorSize::Bad,
            ErrorSize::VeryBad,
        ]
        .map(|size| level.warns(size));
        assert_eq!(warned, expected, "{level:?}");
        assert_eq!(TutorLevel::from_name(level.name()), Some(level));
    }
    assert_eq!(TutorLevel::default(), TutorLevel::Off);
    assert_eq!(TutorLevel::from_name("sometimes"), None);
}
