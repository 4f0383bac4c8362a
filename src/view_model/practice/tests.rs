use super::*;
use crate::i18n::test_support::english;
use crate::i18n::{Language, Translator};
use crate::practice::fixtures::{cube_hint, opening_hint, OPENING_42};
use crate::save::parse_action;
use crate::state::Spot;
use bg_engine::referee::Match;

fn settings() -> Settings {
    Settings {
        auto_confirm: false,
        ..Settings::default()
    }
}

/// Moves checkers by pressing each start point and its destination, then Done.
fn play_by_presses(run: &Run, moves: &[(u8, u8)]) -> (Run, Option<Outcome>) {
    let mut run = run.clone();
    for &(from, to) in moves {
        for point in [from, to] {
            (run, _) = run.apply(Intent::Press(Spot::Point(point))).unwrap();
        }
    }
    run.press(Control::Done).unwrap()
}

const MISTAKE: [(u8, u8); 2] = [(13, 11), (13, 9)];
const BEST: [(u8, u8); 2] = [(8, 4), (6, 4)];

fn opening_run() -> Run {
    Run::new(vec![OPENING_42.to_owned()], settings()).unwrap()
}

#[test]
fn a_wrong_play_gets_try_again_once_then_the_solution_with_the_play_chosen() {
    let (run, outcome) = opening_run().with_hint(opening_hint());
    assert_eq!(outcome, None);
    let (run, outcome) = play_by_presses(&run, &MISTAKE);
    assert_eq!(outcome, None, "not over after one miss");
    assert_eq!(run.exercise.stage(), Stage::TryAgain { loss: 0.095 });
    let view = practice_view(&run);
    assert_eq!(
        english(view.feedback.as_ref().unwrap()),
        "Not the best: that gives up 0.095. Try again."
    );
    // In the reader's language, with its decimal comma.
    let polish = Translator::new(Language::Polish).text(view.feedback.as_ref().unwrap());
    assert_eq!(
        polish,
        "To nie najlepszy wybór: traci 0,095. Spróbuj jeszcze raz."
    );
    // Back to the position: no checker moved, the play's controls offered again.
    let session = run.session.as_ref().unwrap();
    assert!(session.steps().is_empty() && session.tutor.is_none());
    assert!(view
        .controls
        .iter()
        .any(|(control, _)| *control == Control::Done));
    let (run, outcome) = play_by_presses(&run, &MISTAKE);
    assert_eq!(outcome, Some(Outcome::Wrong));
    let view = practice_view(&run);
    assert_eq!(
        english(&view.feedback.unwrap()),
        "The best play is 8/4 6/4. Yours gave up 0.095."
    );
    assert!(view.over && view.controls.is_empty() && !view.can_show_solution);
    let solution = run.solution.as_ref().unwrap();
    assert_eq!(
        solution.selected, 2,
        "the hint list with the player's play chosen"
    );
    let hinted = run.session.as_ref().unwrap();
    assert!(crate::view_model::hint_view(hinted, solution).is_some());
}

#[test]
fn the_best_play_is_praised_and_then_nothing_more_is_judged() {
    let (run, _) = opening_run().with_hint(opening_hint());
    let (run, outcome) = play_by_presses(&run, &BEST);
    assert_eq!(outcome, Some(Outcome::Right));
    let view = practice_view(&run);
    assert!(view.praised && view.over && view.last);
    assert_eq!(
        english(&view.feedback.unwrap()),
        "Well played: as good as the best."
    );
    // The praised play stays on the board; the board and the controls take nothing more.
    assert!(run.apply(Intent::Press(Spot::Point(13))).is_none());
    assert!(run.press(Control::Undo).is_none());
    assert!(run.show_solution().is_none());
    // Within 0.01 of the best counts as the best, at the second try too.
    let (run, _) = opening_run().with_hint(opening_hint());
    let (run, _) = play_by_presses(&run, &MISTAKE);
    let (run, outcome) = play_by_presses(&run, &[(24, 20), (13, 11)]);
    assert_eq!(
        outcome,
        Some(Outcome::Wrong),
        "right only at the second try"
    );
    assert_eq!(
        english(&practice_view(&run).feedback.unwrap()),
        "Well played at the second try: as good as the best."
    );
}

#[test]
fn a_play_made_before_the_hint_came_is_judged_when_it_comes() {
    let (run, outcome) = play_by_presses(&opening_run(), &MISTAKE);
    assert_eq!(outcome, None);
    let view = practice_view(&run);
    assert_eq!(english(&view.feedback.unwrap()), "Checking your answer…");
    assert!(view.controls.is_empty(), "nothing more while it waits");
    let (run, outcome) = run.with_hint(opening_hint());
    assert_eq!(outcome, None);
    assert_eq!(run.exercise.stage(), Stage::TryAgain { loss: 0.095 });
}

/// The ID of player 1 before the roll after the opening 8/4 6/4, and of player 0 doubled then.
fn cube_ids() -> (String, String) {
    let game = Match::from_gnubg_id(&OPENING_42.parse().unwrap()).unwrap();
    let after = game
        .apply(parse_action("p:8/4 6/4", &game).unwrap())
        .unwrap();
    let doubled = after.apply(Action::Double).unwrap();
    (after.gnubg_id().to_string(), doubled.gnubg_id().to_string())
}

#[test]
fn cube_decisions_are_answered_by_the_controls_roll_meaning_no_double() {
    let (before_roll, doubled) = cube_ids();
    let run = Run::new(vec![before_roll, doubled], settings()).unwrap();
    let view = practice_view(&run);
    assert_eq!(english(&view.prompt), "Double, or roll without doubling?");
    let offered: Vec<Control> = view.controls.iter().map(|(control, _)| *control).collect();
    assert_eq!(
        offered,
        [Control::Roll, Control::Double],
        "no Resign in practice"
    );
    let (run, _) = run.with_hint(cube_hint(1, [0.5, 0.8, 1.0]));
    // Rolling gives up 0.3 against doubling: try again; doubling is right.
    let (run, outcome) = run.press(Control::Roll).unwrap();
    assert_eq!(outcome, None);
    assert!(matches!(run.exercise.stage(), Stage::TryAgain { .. }));
    let (run, outcome) = run.press(Control::Double).unwrap();
    assert_eq!(outcome, Some(Outcome::Wrong));
    // The take: the second position, passing gives up 0.2, the solution names the take.
    let run = run.next().unwrap();
    assert_eq!(english(&practice_view(&run).prompt), "Take or pass?");
    let (run, _) = run.with_hint(cube_hint(0, [0.5, 0.8, 1.0]));
    let (run, _) = run.press(Control::Drop).unwrap();
    let (run, outcome) = run.show_solution().unwrap();
    assert_eq!(outcome, Some(Outcome::Wrong));
    assert_eq!(
        english(&practice_view(&run).feedback.unwrap()),
        "The best is to take."
    );
    assert!(run.next().is_none(), "the last position");
}

#[test]
fn a_position_that_cannot_be_set_up_says_why_and_can_be_skipped() {
    let run = Run::new(
        vec!["nonsense".to_owned(), OPENING_42.to_owned()],
        settings(),
    )
    .unwrap();
    let view = practice_view(&run);
    assert!(view.over && !view.can_show_solution && view.controls.is_empty());
    assert!(
        english(&view.prompt).starts_with("This position cannot be set up"),
        "{}",
        english(&view.prompt)
    );
    assert!(run.press(Control::Done).is_none());
    assert_eq!(run.next().unwrap().id(), OPENING_42);
    assert!(Run::new(Vec::new(), settings()).is_none());
}

#[test]
fn the_due_button_counts_in_words() {
    assert_eq!(english(&due_label(1)), "1 mistake to practise");
    assert_eq!(english(&due_label(4)), "4 mistakes to practise");
}

const NOW: u64 = 1_764_600_000_000;

fn kept(id: &str) -> Mistake {
    Mistake {
        id: id.to_owned(),
        kind: crate::review::Kind::Play,
        made: Some("13/11 13/9".to_owned()),
        loss: 0.095,
        schedule: crate::practice::Schedule::new(NOW),
        no_beavers: false,
    }
}

#[test]
fn mistakes_gathered_before_the_store_was_read_are_kept_with_the_stored_ones() {
    let (before_roll, _) = cube_ids();
    let state = PracticeState::default()
        .apply(PracticeIntent::Gather(vec![kept(OPENING_42)]), NOW)
        .unwrap();
    assert!(!state.loaded);
    let stored = Practice::default().with(&[kept(&before_roll)]).unwrap();
    let state = state
        .apply(PracticeIntent::Loaded(Some(stored)), NOW)
        .unwrap();
    assert!(state.loaded);
    let ids: Vec<&str> = state
        .practice
        .mistakes
        .iter()
        .map(|m| m.id.as_str())
        .collect();
    assert_eq!(ids, [before_roll.as_str(), OPENING_42]);
    // Gathering the same again changes nothing.
    assert!(state
        .apply(PracticeIntent::Gather(vec![kept(OPENING_42)]), NOW)
        .is_none());
}

/// A loaded practice holding the mistakes `ids`.
fn loaded_with(ids: &[&str]) -> PracticeState {
    let found: Vec<Mistake> = ids.iter().map(|id| kept(id)).collect();
    PracticeState::default()
        .apply(
            PracticeIntent::Loaded(Practice::default().with(&found)),
            NOW,
        )
        .unwrap()
}

#[test]
fn hearing_another_tab_store_a_practice_without_some_of_this_tabs_mistakes_writes_them_again() {
    let (before_roll, _) = cube_ids();
    let state = loaded_with(&[OPENING_42, &before_roll]);
    // The other tab wrote from a copy of the store that had only the first.
    let stored = Practice::default().with(&[kept(OPENING_42)]).unwrap();
    let heard = state.apply(PracticeIntent::Heard(stored), NOW).unwrap();
    assert_eq!(heard.rewrites, state.rewrites + 1, "the page writes again");
    assert_eq!(
        heard.practice, state.practice,
        "nothing of this tab's is lost"
    );
}

#[test]
fn hearing_another_tab_store_new_mistakes_gathers_them_and_writes_no_more_than_that() {
    let (before_roll, _) = cube_ids();
    let state = loaded_with(&[OPENING_42]);
    let stored = Practice::default()
        .with(&[kept(OPENING_42), kept(&before_roll)])
        .unwrap();
    let heard = state
        .apply(PracticeIntent::Heard(stored.clone()), NOW)
        .unwrap();
    assert_eq!(heard.rewrites, state.rewrites);
    let ids: Vec<&str> = heard
        .practice
        .mistakes
        .iter()
        .map(|m| m.id.as_str())
        .collect();
    assert_eq!(ids, [OPENING_42, before_roll.as_str()]);
    // Hearing the same store again, or one holding just what this tab holds, changes nothing.
    assert!(heard.apply(PracticeIntent::Heard(stored), NOW).is_none());
    assert!(heard
        .apply(PracticeIntent::Heard(heard.practice.clone()), NOW)
        .is_none());
}

#[test]
fn nothing_is_heard_before_the_store_was_read() {
    let state = PracticeState::default()
        .apply(PracticeIntent::Gather(vec![kept(OPENING_42)]), NOW)
        .unwrap();
    assert!(state
        .apply(PracticeIntent::Heard(Practice::default()), NOW)
        .is_none());
}

#[test]
fn an_exercise_that_ends_writes_its_mistakes_schedule_at_that_time() {
    let state = PracticeState::default()
        .apply(PracticeIntent::Loaded(None), NOW)
        .and_then(|state| state.apply(PracticeIntent::Gather(vec![kept(OPENING_42)]), NOW))
        .and_then(|state| {
            state.apply(
                PracticeIntent::Start(vec![OPENING_42.to_owned()], settings()),
                NOW,
            )
        })
        .unwrap();
    assert_eq!(state.practice.due_count(NOW), 1);
    // A hint for another position of the run is not this one's.
    let other = PracticeIntent::Hint {
        index: 1,
        hint: Ok(opening_hint()),
    };
    assert!(state.apply(other, NOW).is_none());
    let mut state = state
        .apply(
            PracticeIntent::Hint {
                index: 0,
                hint: Ok(opening_hint()),
            },
            NOW,
        )
        .unwrap();
    let later = NOW + 1000;
    for (from, to) in BEST {
        for point in [from, to] {
            state = state
                .apply(
                    PracticeIntent::Board(Intent::Press(Spot::Point(point))),
                    later,
                )
                .unwrap();
        }
    }
    let state = state
        .apply(PracticeIntent::Control(Control::Done), later)
        .unwrap();
    let schedule = state.practice.find(OPENING_42).unwrap().schedule;
    assert_eq!(schedule.due_ms, later + crate::practice::DAY_MS);
    assert_eq!(state.practice.due_count(later), 0);
    // After the last position Next ends the run; Leave then changes nothing.
    let state = state.apply(PracticeIntent::Next, later).unwrap();
    assert!(state.run.is_none());
    assert!(state.apply(PracticeIntent::Leave, later).is_none());
}

#[test]
fn a_hint_the_worker_refused_is_said_and_the_position_can_be_skipped() {
    let state = PracticeState::default()
        .apply(
            PracticeIntent::Start(vec![OPENING_42.to_owned()], settings()),
            NOW,
        )
        .and_then(|state| {
            state.apply(
                PracticeIntent::Hint {
                    index: 0,
                    hint: Err("the worker stopped".to_owned()),
                },
                NOW,
            )
        })
        .unwrap();
    let view = practice_view(state.run.as_ref().unwrap());
    assert_eq!(
        english(&view.feedback.unwrap()),
        "The solution could not be computed: the worker stopped"
    );
    assert!(view.over && view.controls.is_empty());
}

#[test]
fn a_mistake_made_without_beavers_is_practised_without_them() {
    // Player 1 doubled after the opening 8/4 6/4; player 0 to answer, in money play.
    let (_, doubled) = cube_ids();
    let mut practice = Practice::default();
    for no_beavers in [false, true] {
        let mistake = Mistake {
            no_beavers,
            ..kept(&doubled)
        };
        practice.mistakes = vec![mistake];
        let run = Run::of_mistakes(vec![doubled.clone()], &practice, settings()).unwrap();
        let session = run.session.as_ref().unwrap();
        assert_eq!(session.game.settings().beavers() == 0, no_beavers);
        assert_eq!(session.setup.beavers, !no_beavers);
        let offered: Vec<Control> = practice_view(&run)
            .controls
            .into_iter()
            .map(|(control, _)| control)
            .collect();
        assert_eq!(
            offered.contains(&Control::Beaver),
            !no_beavers,
            "{offered:?}"
        );
        // The next position keeps the rules of its own mistake.
        assert!(run.next().is_none());
    }
    // A mistake not kept (or kept before the rule was recorded): beavers allowed.
    let run = Run::of_mistakes(vec![doubled], &Practice::default(), settings()).unwrap();
    assert!(run.session.as_ref().unwrap().game.settings().beavers() > 0);
}
