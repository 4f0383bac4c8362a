//! The review's effects: the analysis asked of the worker a piece at a time (the question
//! `Question::Analyse`; the next piece only while the player has not pressed Stop), the
//! result kept in localStorage with its match (read at the first review, written after each
//! piece), and the hint of a mistake's position.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use yew::prelude::*;
use yew_agent::oneshot::{use_oneshot_runner, UseOneshotRunnerHandle};

use crate::computer::{Answer, Request};
use crate::i18n::Message;
use crate::review::{Depth, Review};
use crate::state::Session;
use crate::stored::{refused_message, Alert, AlertKind, Slot, Store};
use crate::view_model::{hint_session, replay_session, ShownHint};
use crate::web::agent::ComputerTask;
use crate::web::storage::{load, write_over, Written};

use super::hint::change_shown;

/// The review of the match, whether the worker is analysing, and what the page does with it.
#[derive(Clone)]
pub(super) struct ReviewState {
    pub review: Option<Review>,
    /// Whether the kept review is about the live match (computed once per change of either).
    pub about: bool,
    /// The replayed position (the match after its first `at` actions) and the same position
    /// under the review's setup for a mistake's hint, while the review screen is open; computed
    /// once per position, since a replay goes through the referee action by action.
    pub replay: Option<Rc<(Session, Session)>>,
    pub running: bool,
    /// Why the last analysis stopped, when the worker refused a piece.
    pub failure: Option<String>,
    pub analyse: Callback<Depth>,
    pub stop: Callback<()>,
    /// The hint at a mistake's position, once the worker has answered.
    pub hint: Option<ShownHint>,
    pub ask_hint: Callback<(usize, Option<String>)>,
    pub select_hint: Callback<usize>,
    pub top_three_hint: Callback<bool>,
    pub close_hint: Callback<()>,
}

/// What the analysis keeps between renders: the stored review's slot, and the run counter
/// that Stop (or a new run) moves on, so that a run whose number has passed asks no more.
struct Runs {
    slot: RefCell<Option<Slot>>,
    current: Cell<u64>,
}

/// The review of the live match: reads the stored one on first use, analyses on demand and
/// stores each piece (a refused write becomes an alert through `on_alert`).
#[hook]
pub(super) fn use_review(
    session: &UseReducerHandle<Session>,
    on_alert: Callback<Alert>,
    at: Option<usize>,
) -> ReviewState {
    let runner = use_oneshot_runner::<ComputerTask>();
    let review = use_state(|| None::<Review>);
    let running = use_state(|| false);
    let failure = use_state(|| None::<String>);
    let runs = use_memo((), |_| Runs {
        slot: RefCell::new(None),
        current: Cell::new(0),
    });
    {
        // The stored review, read (and an unreadable one kept aside) once, after the first
        // render: it is shown when it is about this match.
        let (review, runs, on_alert) = (review.clone(), runs.clone(), on_alert.clone());
        let session = session.clone();
        use_effect_with((), move |_| {
            let loaded = load::<Review>();
            if let Some(text) = loaded.problem {
                on_alert.emit(alert(AlertKind::Unreadable, text));
            }
            *runs.slot.borrow_mut() = Some(loaded.slot);
            let stored = loaded
                .value
                .filter(|stored| stored.is_about(&session.setup, &session.game));
            review.set(stored);
        });
    }
    {
        // Each new state of the review is stored, in the effect of the render that shows it.
        let (runs, on_alert) = (runs.clone(), on_alert.clone());
        use_effect_with((*review).clone(), move |review| {
            if let (Some(review), Some(slot)) = (review, runs.slot.borrow_mut().as_mut()) {
                if write_over(slot, &review.encode()) == Written::Refused {
                    on_alert.emit(alert(AlertKind::Refused, refused_message(Store::Review)));
                }
            }
        });
    }
    let analyse = analyse_callback(session, &runner, &review, &running, &failure, &runs);
    let stop = {
        let (runs, running) = (runs.clone(), running.clone());
        Callback::from(move |()| {
            runs.current.set(runs.current.get() + 1);
            running.set(false);
        })
    };
    let hint = use_mistake_hint(session, &runner);
    let (about, replay) = use_about_and_replay(session, &review, at);
    ReviewState {
        review: (*review).clone(),
        about,
        replay,
        running: *running,
        failure: (*failure).clone(),
        analyse,
        stop,
        hint: hint.shown,
        ask_hint: hint.ask,
        select_hint: hint.select,
        top_three_hint: hint.top_three,
        close_hint: hint.close,
    }
}

/// Whether the kept review is about the live match, and the replayed position's sessions (see
/// [`ReviewState::replay`]), each computed again only when what it depends on changes.
#[hook]
fn use_about_and_replay(
    session: &UseReducerHandle<Session>,
    review: &UseStateHandle<Option<Review>>,
    at: Option<usize>,
) -> (bool, Option<Rc<(Session, Session)>>) {
    let about = {
        let deps = (
            (*review).as_ref().map(|kept| kept.save.clone()),
            session.setup.clone(),
            session.game.clone(),
        );
        *use_memo(deps, |(save, _, _)| {
            save.is_some()
                && (*review)
                    .as_ref()
                    .is_some_and(|kept| kept.is_about(&session.setup, &session.game))
        })
    };
    let replay = {
        let deps = (
            session.game.clone(),
            session.setup.clone(),
            session.settings,
            at,
        );
        let session = session.clone();
        use_memo(deps, move |(_, _, _, at)| {
            at.map(|at| Rc::new((replay_session(&session, at), hint_session(&session, at))))
        })
    };
    (about, (*replay).clone())
}

fn alert(kind: AlertKind, text: Message) -> Alert {
    Alert {
        store: Store::Review,
        kind,
        text,
    }
}

/// Analyse at a depth: goes on from the kept review when it is of this match at that depth,
/// else starts again; asks piece after piece until done or stopped.
fn analyse_callback(
    session: &UseReducerHandle<Session>,
    runner: &UseOneshotRunnerHandle<ComputerTask>,
    review: &UseStateHandle<Option<Review>>,
    running: &UseStateHandle<bool>,
    failure: &UseStateHandle<Option<String>>,
    runs: &Rc<Runs>,
) -> Callback<Depth> {
    let (session, runner, review) = (session.clone(), runner.clone(), review.clone());
    let (running, failure, runs) = (running.clone(), failure.clone(), runs.clone());
    Callback::from(move |depth: Depth| {
        let (setup, game) = (session.setup.clone(), session.game.clone());
        let mut current = (*review)
            .clone()
            .filter(|kept| kept.depth == depth && kept.is_about(&setup, &game))
            .unwrap_or_else(|| Review::new(depth, &setup, &game));
        let run = runs.current.get() + 1;
        runs.current.set(run);
        running.set(true);
        failure.set(None);
        review.set(Some(current.clone()));
        let (runner, review, running) = (runner.clone(), review.clone(), running.clone());
        let (failure, runs) = (failure.clone(), runs.clone());
        wasm_bindgen_futures::spawn_local(async move {
            while let Some(actions) = current.next_piece(&game) {
                let request = Request::analyse(&setup, &game, depth, actions);
                let text = timed(&runner, request).await;
                if runs.current.get() != run {
                    return;
                }
                let added = Answer::from_json(&text)
                    .and_then(Answer::into_analysis)
                    .and_then(|piece| current.add(piece));
                if let Err(reason) = added {
                    failure.set(Some(reason));
                    break;
                }
                review.set(Some(current.clone()));
            }
            running.set(false);
        });
    })
}

/// Asks the worker for a piece and times it, messaging included, as `review:Analyse` (User
/// Timing), which the browser benchmark sums.
async fn timed(runner: &UseOneshotRunnerHandle<ComputerTask>, request: Request) -> String {
    let performance = web_sys::window().and_then(|window| window.performance());
    // Timing is a diagnostic: without User Timing nothing is recorded.
    if let Some(performance) = &performance {
        let _ = performance.mark(START_MARK);
    }
    let text = runner.run(request.to_json()).await;
    if let Some(performance) = &performance {
        let _ = performance.measure_with_start_mark("review:Analyse", START_MARK);
        performance.clear_marks_with_mark_name(START_MARK);
    }
    text
}

/// The User Timing mark where the page asks for a piece of the analysis.
const START_MARK: &str = "review:start";

struct MistakeHint {
    shown: Option<ShownHint>,
    ask: Callback<(usize, Option<String>)>,
    select: Callback<usize>,
    top_three: Callback<bool>,
    close: Callback<()>,
}

/// The hint at the position `at` (a log length) of a mistake, with the play made (if one)
/// chosen in its list, so that its arrows and Teach me show why the best play is better.
#[hook]
fn use_mistake_hint(
    session: &UseReducerHandle<Session>,
    runner: &UseOneshotRunnerHandle<ComputerTask>,
) -> MistakeHint {
    let shown = use_state(|| None::<ShownHint>);
    let ask = {
        let (session, runner, shown) = (session.clone(), runner.clone(), shown.clone());
        Callback::from(move |(at, made): (usize, Option<String>)| {
            shown.set(None);
            let hinted = hint_session(&session, at);
            let request = Request::hint(&hinted.setup, &hinted.game);
            let (runner, shown) = (runner.clone(), shown.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let text = runner.run(request.to_json()).await;
                if let Ok(hint) = Answer::from_json(&text).and_then(Answer::into_hint) {
                    let selected = made
                        .and_then(|made| hint.plays.iter().position(|play| play.notation == made))
                        .unwrap_or(0);
                    shown.set(Some(ShownHint {
                        at,
                        hint,
                        selected,
                        top_three: false,
                    }));
                }
            });
        })
    };
    let select = change_shown(&shown, |current, selected| ShownHint {
        selected,
        ..current
    });
    let top_three = change_shown(&shown, |current, top_three| ShownHint {
        top_three,
        ..current
    });
    let close = {
        let shown = shown.clone();
        Callback::from(move |()| shown.set(None))
    };
    MistakeHint {
        shown: (*shown).clone(),
        ask,
        select,
        top_three,
        close,
    }
}
