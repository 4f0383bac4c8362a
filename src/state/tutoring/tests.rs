//! The tutor in the reducer: a decision waits for its judgement, a warned one for the
//! player's choice, and the move log marks the errors made.

use bg_engine::analysis::ErrorSize;
use bg_engine::referee::Action;

use super::super::test_support::{opened, settings};
use super::super::{Intent, Session};
use crate::i18n::test_support::english;
use crate::tutor::{Judgement, TutorCheck, TutorChoice, TutorLevel};

/// Player 0 to play the opening 4-2 in pass and play, with the tutor at `level`, its play
/// `text` moved and Done pressed.
fn done_with(level: TutorLevel, text: &str) -> (Session, Session) {
    let mut session = opened(4, 2);
    session.settings = crate::settings::Settings {
        tutor: level,
        ..settings(true, false)
    };
    let Some(Action::Play(play)) = crate::save::parse_action(&format!("p:{text}"), &session.game)
    else {
        panic!("{text} is no play here");
    };
    let steps = session.turn.as_ref().unwrap().steps_of(&play).unwrap();
    let before = session.clone();
    let turn = session.turn.as_mut().unwrap();
    for step in steps {
        turn.play_step(step).unwrap();
    }
    (before, session.apply(Intent::Done).unwrap())
}

fn judgement(loss: f32) -> Result<Judgement, String> {
    Ok(Judgement {
        loss,
        loss_mwc: None,
        size: ErrorSize::of_loss(loss),
    })
}

#[test]
fn with_the_tutor_off_a_play_is_made_at_once() {
    let (before, done) = done_with(TutorLevel::Off, "24/20 13/11");
    assert_eq!(done.tutor, None);
    assert_eq!(done.game.log().len(), before.game.log().len() + 1);
}

#[test]
fn with_the_tutor_on_a_play_waits_for_its_judgement_and_the_board_waits_too() {
    let (before, done) = done_with(TutorLevel::Bad, "24/20 13/11");
    let at = before.game.log().len();
    assert!(matches!(done.tutor, Some(TutorCheck::Checking { at: a, .. }) if a == at));
    assert_eq!(done.game.log().len(), at, "the play is not made yet");
    assert!(done.apply(Intent::Undo).is_none(), "the board waits");
    // A judgement for another state is dropped.
    assert!(done
        .apply(Intent::TutorJudged {
            at: at + 1,
            judgement: judgement(0.5)
        })
        .is_none());
    // A loss under the level's threshold: the play is made, a doubtful one marked.
    let made = done
        .apply(Intent::TutorJudged {
            at,
            judgement: judgement(0.05),
        })
        .unwrap();
    assert_eq!(made.tutor, None);
    assert_eq!(made.game.log().len(), at + 1);
    assert_eq!(made.errors, vec![(at, ErrorSize::Doubtful)]);
    let log = crate::view_model::move_log(&made);
    assert!(
        english(&log.last().unwrap().text).ends_with(" ?!"),
        "{log:?}"
    );
}

#[test]
fn a_warned_play_is_taken_back_to_the_start_of_the_turn_or_played_anyway() {
    let (before, done) = done_with(TutorLevel::Bad, "24/20 13/11");
    let at = before.game.log().len();
    let warned = done
        .apply(Intent::TutorJudged {
            at,
            judgement: judgement(0.2),
        })
        .unwrap();
    assert!(matches!(warned.tutor, Some(TutorCheck::Warning { .. })));
    assert_eq!(warned.game.log().len(), at);
    for choice in [TutorChoice::TakeBack, TutorChoice::ShowHint] {
        let back = warned.apply(Intent::TutorChose(choice)).unwrap();
        assert_eq!(back.tutor, None);
        assert_eq!(back.game.log().len(), at);
        assert!(back.steps().is_empty(), "the checkers are back");
        assert_eq!(back.board(), before.board());
        assert!(back.errors.is_empty());
    }
    let anyway = warned
        .apply(Intent::TutorChose(TutorChoice::PlayAnyway))
        .unwrap();
    assert_eq!(anyway.game.log().len(), at + 1);
    assert_eq!(anyway.errors, vec![(at, ErrorSize::VeryBad)]);
    let log = crate::view_model::move_log(&anyway);
    assert!(
        english(&log.last().unwrap().text).ends_with(" ??"),
        "{log:?}"
    );
}

#[test]
fn without_a_judgement_the_play_is_made_and_the_player_told() {
    let (before, done) = done_with(TutorLevel::Doubtful, "8/4 6/4");
    let at = before.game.log().len();
    let made = done
        .apply(Intent::TutorJudged {
            at,
            judgement: Err("no worker".to_owned()),
        })
        .unwrap();
    assert_eq!(made.game.log().len(), at + 1);
    assert!(english(&made.notice.unwrap()).contains("no worker"));
}

#[test]
fn a_double_and_its_answer_wait_for_the_tutor_but_a_roll_does_not() {
    let (_, done) = done_with(TutorLevel::Off, "8/4 6/4");
    let mut session = done;
    session.settings.tutor = TutorLevel::VeryBad;
    let rolled = session
        .apply(Intent::Act(Action::Roll(
            bg_engine::Dice::new(3, 1).unwrap(),
        )))
        .unwrap();
    assert_eq!(rolled.tutor, None, "a roll is not checked");
    let at = session.game.log().len();
    let double = session.apply(Intent::Act(Action::Double)).unwrap();
    assert!(matches!(
        double.tutor,
        Some(TutorCheck::Checking {
            action: Action::Double,
            ..
        })
    ));
    let doubled = double
        .apply(Intent::TutorJudged {
            at,
            judgement: judgement(0.0),
        })
        .unwrap();
    assert!(doubled.errors.is_empty());
    let take = doubled.apply(Intent::Act(Action::Take)).unwrap();
    assert!(matches!(
        take.tutor,
        Some(TutorCheck::Checking {
            action: Action::Take,
            ..
        })
    ));
}

#[test]
fn with_hints_off_for_the_match_the_tutor_checks_nothing() {
    let (mut before, _) = done_with(TutorLevel::Doubtful, "8/4 6/4");
    before.setup.hints = false;
    let Some(Action::Play(play)) = crate::save::parse_action("p:24/20 13/11", &before.game) else {
        panic!("no play");
    };
    let steps = before.turn.as_ref().unwrap().steps_of(&play).unwrap();
    for step in steps {
        before.turn.as_mut().unwrap().play_step(step).unwrap();
    }
    let done = before.apply(Intent::Done).unwrap();
    assert_eq!(done.tutor, None);
}
