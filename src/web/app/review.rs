//! The review screen's state and effects: the match under review (the one being played or
//! any other, [`ReviewState::open`]) and the position replayed, the arrow keys that step it
//! from anywhere on the screen, the analysis asked of the worker a piece at a time (the
//! question `Question::Analyse`; the next piece only while the player has not pressed Stop),
//! the analyses of several matches kept in localStorage (read at the start, written after
//! each piece, with what another tab stored meanwhile taken first, and read again whenever
//! another tab writes them), and the hint of a mistake's position.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_agent::oneshot::{use_oneshot_runner, UseOneshotRunnerHandle};

use crate::computer::{Answer, Request};
use crate::i18n::Message;
use crate::review::{Depth, KeptReviews, Review, ReviewSubject, Shelf};
use crate::state::Session;
use crate::stored::{refused_message, Alert, AlertKind, Slot, Store};
use crate::view_model::{
    hint_session, log_by_game, move_log, replay_session, replay_step, review_view, LogLine,
    ReviewView, ShownHint,
};
use crate::web::agent::ComputerTask;
use crate::web::storage::{listen_to_other_tabs, load, reread, write_over, Reread, Written};

use super::hint::change_shown;

/// The match on the review screen and the position replayed.
#[derive(Clone)]
pub(super) struct Viewing {
    /// The match under review, as a session (its setup, its log, the live settings).
    pub subject: Rc<Session>,
    /// The log length of the position replayed.
    pub at: usize,
    /// The match's move log by game (the first game's lines first), made once at the opening
    /// (it replays the whole log).
    pub log: Rc<Vec<Rc<Vec<LogLine>>>>,
    /// Moves on at each opening, so that what is computed of a subject is computed once.
    serial: u64,
}

/// The review on screen, whether the worker is analysing, and what the page does with it.
#[derive(Clone)]
pub(super) struct ReviewState {
    /// `Some` while the review screen is open.
    pub viewing: Option<Viewing>,
    /// The kept review of the match under review as the screen shows it, if one is kept.
    pub view: Option<ReviewView>,
    /// That kept review itself (the practice gathers its mistakes).
    pub kept: Option<Review>,
    /// The replayed position (the match after its first `at` actions) and the same position
    /// under the review's setup for a mistake's hint; computed once per position, since a
    /// replay goes through the referee action by action.
    pub replay: Option<Rc<(Session, Session)>>,
    pub running: bool,
    /// Why the last analysis stopped, when the worker refused a piece.
    pub failure: Option<String>,
    /// Opens the review screen on a match, at its last position: the match being played or
    /// any other ([`crate::review::review_subject`] makes a subject of a match read from a
    /// file).
    pub open: Callback<ReviewSubject>,
    /// Goes to the position at a log length (closing a mistake's hint).
    pub go: Callback<usize>,
    pub leave: Callback<()>,
    pub analyse: Callback<Depth>,
    pub stop: Callback<()>,
    /// The hint at a mistake's position, once the worker has answered.
    pub hint: Option<ShownHint>,
    pub ask_hint: Callback<(usize, Option<String>)>,
    pub select_hint: Callback<usize>,
    pub top_three_hint: Callback<bool>,
    pub close_hint: Callback<()>,
}

/// What changes the kept reviews ([`Shelf`]).
pub enum ShelfChange {
    /// What the store held when the page started.
    Loaded(KeptReviews),
    /// A review of the subject's match, kept in place of its earlier one.
    Keep(Review, Rc<Session>),
    /// What another tab stored meanwhile, and the serial of this tab's last write: this tab's
    /// later changes, and the earlier ones the store lost, are made again on top of it.
    Synced(KeptReviews, u64),
}

impl Reducible for Shelf {
    type Action = ShelfChange;

    fn reduce(self: Rc<Self>, change: ShelfChange) -> Rc<Self> {
        Rc::new(match change {
            ShelfChange::Loaded(loaded) => self.loaded(loaded),
            ShelfChange::Keep(review, subject) => self.keep(review, &subject.setup, &subject.game),
            ShelfChange::Synced(stored, written) => self.synced(stored, written),
        })
    }
}

/// What the analysis keeps between renders: the stored review's slot, the run counter that
/// Stop (or a new run) moves on, so that a run whose number has passed asks no more, and the
/// count of openings.
struct Runs {
    slot: RefCell<Option<Slot>>,
    /// The shelf's serial ([`Shelf::serial`]) when its reviews were last written.
    written: Cell<u64>,
    current: Cell<u64>,
    openings: Cell<u64>,
}

/// The review screen and the kept reviews: reads the stored ones on first use, analyses on
/// demand and stores each piece (a refused write becomes an alert through `on_alert`).
/// `live` is the match being played, whose settings the review screen draws with.
#[hook]
pub(super) fn use_review(
    live: &UseReducerHandle<Session>,
    on_alert: Callback<Alert>,
) -> ReviewState {
    let runner = use_oneshot_runner::<ComputerTask>();
    let viewing = use_state(|| None::<Viewing>);
    let shelf = use_reducer(Shelf::default);
    let running = use_state(|| false);
    let failure = use_state(|| None::<String>);
    let runs = use_memo((), |_| Runs {
        slot: RefCell::new(None),
        written: Cell::new(0),
        current: Cell::new(0),
        openings: Cell::new(0),
    });
    use_kept_reviews(&shelf, &runs, &on_alert);
    let subject = (*viewing).as_ref().map(|viewing| viewing.subject.clone());
    let analyse = analyse_callback(subject.clone(), &runner, &shelf, &running, &failure, &runs);
    let stop = {
        let (runs, running) = (runs.clone(), running.clone());
        Callback::from(move |()| {
            runs.current.set(runs.current.get() + 1);
            running.set(false);
        })
    };
    let hint = use_mistake_hint(subject, &runner);
    let (view, kept, replay) = use_review_and_replay(&shelf, &viewing);
    let (open, go, leave) = screen_callbacks(live, &viewing, &runs, &hint.close);
    use_replay_keys(&viewing, &go);
    ReviewState {
        viewing: (*viewing).clone(),
        view,
        kept,
        replay,
        running: *running,
        failure: (*failure).clone(),
        open,
        go,
        leave,
        analyse,
        stop,
        hint: hint.shown,
        ask_hint: hint.ask,
        select_hint: hint.select,
        top_three_hint: hint.top_three,
        close_hint: hint.close,
    }
}

/// The stored reviews, read (and unreadable data kept aside) once after the first render;
/// each change of them stored in the effect of the render that shows it.
#[hook]
fn use_kept_reviews(shelf: &UseReducerHandle<Shelf>, runs: &Rc<Runs>, on_alert: &Callback<Alert>) {
    {
        let (shelf, runs, on_alert) = (shelf.clone(), runs.clone(), on_alert.clone());
        use_effect_with((), move |_| {
            let loaded = load::<KeptReviews>();
            if let Some(text) = loaded.problem {
                on_alert.emit(alert(AlertKind::Unreadable, text));
            }
            *runs.slot.borrow_mut() = Some(loaded.slot);
            if let Some(kept) = loaded.value {
                shelf.dispatch(ShelfChange::Loaded(kept));
            }
        });
    }
    use_review_storage_events(shelf, runs, on_alert);
    let (runs, on_alert, current) = (runs.clone(), on_alert.clone(), shelf.clone());
    use_effect_with(shelf.revision, move |&revision| {
        let mut slot = runs.slot.borrow_mut();
        let Some(slot) = slot.as_mut().filter(|_| revision > 0) else {
            return;
        };
        // Another tab wrote meanwhile: what it stored is taken and this tab's changes made
        // again on top of it (that change writes them all), so that no review is lost.
        match reread::<KeptReviews>(slot) {
            Reread::Changed(stored) => {
                current.dispatch(ShelfChange::Synced(stored, runs.written.get()));
                return;
            }
            Reread::Unreadable(text) => on_alert.emit(alert(AlertKind::Unreadable, text)),
            Reread::Unchanged => {}
        }
        // What was read is not written back unless it changed (a version 1 store is written
        // as version 2 once read).
        let text = current.kept.encode();
        let written = slot.known() == Some(text.as_str()) || {
            match write_over(slot, &text) {
                Written::Stored => true,
                Written::Refused => {
                    on_alert.emit(alert(AlertKind::Refused, refused_message(Store::Review)));
                    false
                }
                Written::Blocked | Written::Newer(_) => false,
            }
        };
        if written {
            runs.written.set(current.serial());
        }
    });
}

/// Listens to the browser's `storage` event for the kept reviews, which another tab's write
/// fires in this one: what it stored is taken, and this tab's changes it lost are made again
/// on top ([`Shelf::synced`]; the write effect then stores them). Without it a tab that has
/// finished analysing would never find out that a tab writing from an out-of-date copy of the
/// store put its review back to an earlier state.
#[hook]
fn use_review_storage_events(
    shelf: &UseReducerHandle<Shelf>,
    runs: &Rc<Runs>,
    on_alert: &Callback<Alert>,
) {
    let (shelf, runs, on_alert) = (shelf.clone(), runs.clone(), on_alert.clone());
    use_effect_with((), move |_| {
        listen_to_other_tabs(move |event: web_sys::StorageEvent| {
            if event.key().as_deref() != Some(Store::Review.key()) {
                return;
            }
            // Before the first read there is nothing of this tab's to lose.
            let reread = match runs.slot.borrow_mut().as_mut() {
                Some(slot) => reread::<KeptReviews>(slot),
                None => return,
            };
            match reread {
                Reread::Changed(stored) => {
                    shelf.dispatch(ShelfChange::Synced(stored, runs.written.get()));
                }
                Reread::Unreadable(text) => on_alert.emit(alert(AlertKind::Unreadable, text)),
                Reread::Unchanged => {}
            }
        })
    });
}

/// Opening the review screen on a subject, going to a position, and leaving.
fn screen_callbacks(
    live: &UseReducerHandle<Session>,
    viewing: &UseStateHandle<Option<Viewing>>,
    runs: &Rc<Runs>,
    close_hint: &Callback<()>,
) -> (Callback<ReviewSubject>, Callback<usize>, Callback<()>) {
    let open = {
        let (live, viewing, runs) = (live.clone(), viewing.clone(), runs.clone());
        let close_hint = close_hint.clone();
        Callback::from(move |subject: ReviewSubject| {
            let mut session = Session::resume(subject.setup, subject.game);
            session.settings = live.settings;
            let at = session.game.log().len();
            runs.openings.set(runs.openings.get() + 1);
            close_hint.emit(());
            viewing.set(Some(Viewing {
                log: Rc::new(
                    log_by_game(move_log(&session), &session.game)
                        .into_iter()
                        .map(Rc::new)
                        .collect(),
                ),
                subject: Rc::new(session),
                at,
                serial: runs.openings.get(),
            }));
        })
    };
    let go = {
        let (viewing, close_hint) = (viewing.clone(), close_hint.clone());
        Callback::from(move |at: usize| {
            if let Some(current) = (*viewing).clone() {
                close_hint.emit(());
                let at = at.min(current.subject.game.log().len());
                viewing.set(Some(Viewing { at, ..current }));
            }
        })
    };
    let leave = {
        let (viewing, close_hint) = (viewing.clone(), close_hint.clone());
        Callback::from(move |()| {
            close_hint.emit(());
            viewing.set(None);
        })
    };
    (open, go, leave)
}

/// The replayed position and the same position under the review's setup (see
/// [`ReviewState::replay`]).
type Replayed = Rc<(Session, Session)>;

/// The view of the kept review of the match under review (and that review), and the replayed
/// position's sessions (see [`ReviewState::replay`]), each computed again only when what it
/// depends on changes (finding the review and its luck-adjusted result go through the match's
/// log).
#[hook]
fn use_review_and_replay(
    shelf: &UseReducerHandle<Shelf>,
    viewing: &UseStateHandle<Option<Viewing>>,
) -> (Option<ReviewView>, Option<Review>, Option<Replayed>) {
    let serial = (*viewing).as_ref().map(|viewing| viewing.serial);
    let review = {
        let (shelf, viewing) = (shelf.clone(), viewing.clone());
        use_memo((shelf.revision, serial), move |_| {
            let viewing = (*viewing).as_ref()?;
            let subject = &viewing.subject;
            let kept = shelf.kept.find(&subject.setup, &subject.game)?;
            Some((review_view(subject, kept), kept.clone()))
        })
    };
    let replay = {
        let at = (*viewing).as_ref().map(|viewing| viewing.at);
        let viewing = viewing.clone();
        use_memo((serial, at), move |_| {
            let viewing = (*viewing).as_ref()?;
            let subject = &viewing.subject;
            Some(Rc::new((
                replay_session(subject, viewing.at),
                hint_session(subject, viewing.at),
            )))
        })
    };
    let (view, kept) = (*review).clone().unzip();
    (view, kept, (*replay).clone())
}

/// The left and right arrow keys step the replay back and forward from anywhere on the
/// review screen, without taking the keys that something else uses: not with a modifier
/// held (Alt+Left is the browser's Back), not in a form field or on the board (whose arrow
/// keys move between its points), not while a dialog is open, and not once something else
/// has handled the key.
#[hook]
fn use_replay_keys(viewing: &UseStateHandle<Option<Viewing>>, go: &Callback<usize>) {
    let place = (*viewing)
        .as_ref()
        .map(|viewing| (viewing.serial, viewing.at, viewing.subject.game.log().len()));
    let go = go.clone();
    use_effect_with(place, move |place| {
        let listener = place.map(|(_, at, total)| {
            Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |event: web_sys::KeyboardEvent| {
                let forward = match event.key().as_str() {
                    "ArrowLeft" => false,
                    "ArrowRight" => true,
                    _ => return,
                };
                if replay_may_take(&event) {
                    event.prevent_default();
                    go.emit(replay_step(at, total, forward));
                }
            })
        });
        let window = web_sys::window();
        if let (Some(window), Some(listener)) = (&window, &listener) {
            let _ = window
                .add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
        }
        move || {
            if let (Some(window), Some(listener)) = (window, listener) {
                let _ = window.remove_event_listener_with_callback(
                    "keydown",
                    listener.as_ref().unchecked_ref(),
                );
            }
        }
    });
}

/// Whether an arrow key is free for the replay (see [`use_replay_keys`]).
fn replay_may_take(event: &web_sys::KeyboardEvent) -> bool {
    if event.default_prevented()
        || event.alt_key()
        || event.ctrl_key()
        || event.meta_key()
        || event.shift_key()
    {
        return false;
    }
    let in_other_control = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .and_then(|target| {
            target
                .closest("input, select, textarea, [contenteditable], .board")
                .ok()
        })
        .flatten()
        .is_some();
    let dialog_open = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.query_selector("dialog[open]").ok())
        .flatten()
        .is_some();
    !in_other_control && !dialog_open
}

fn alert(kind: AlertKind, text: Message) -> Alert {
    Alert {
        store: Store::Review,
        kind,
        text,
    }
}

/// Analyse at a depth: goes on from the kept review when it is of this match at that depth,
/// else starts again; asks piece after piece until done or stopped, keeping each.
fn analyse_callback(
    subject: Option<Rc<Session>>,
    runner: &UseOneshotRunnerHandle<ComputerTask>,
    shelf: &UseReducerHandle<Shelf>,
    running: &UseStateHandle<bool>,
    failure: &UseStateHandle<Option<String>>,
    runs: &Rc<Runs>,
) -> Callback<Depth> {
    let (runner, shelf) = (runner.clone(), shelf.clone());
    let (running, failure, runs) = (running.clone(), failure.clone(), runs.clone());
    Callback::from(move |depth: Depth| {
        let Some(subject) = subject.clone() else {
            return;
        };
        let (setup, game) = (&subject.setup, &subject.game);
        let mut current = match shelf.kept.find(setup, game) {
            Some(kept) if kept.depth == depth => kept.clone(),
            _ => Review::new(depth, setup, game),
        };
        current.follow(setup, game);
        let run = runs.current.get() + 1;
        runs.current.set(run);
        running.set(true);
        failure.set(None);
        shelf.dispatch(ShelfChange::Keep(current.clone(), subject.clone()));
        let (runner, shelf, running) = (runner.clone(), shelf.clone(), running.clone());
        let (failure, runs) = (failure.clone(), runs.clone());
        wasm_bindgen_futures::spawn_local(async move {
            while let Some(actions) = current.next_piece(&subject.game) {
                let request = Request::analyse(&subject.setup, &subject.game, depth, actions);
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
                shelf.dispatch(ShelfChange::Keep(current.clone(), subject.clone()));
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
    subject: Option<Rc<Session>>,
    runner: &UseOneshotRunnerHandle<ComputerTask>,
) -> MistakeHint {
    let shown = use_state(|| None::<ShownHint>);
    let ask = {
        let (runner, shown) = (runner.clone(), shown.clone());
        Callback::from(move |(at, made): (usize, Option<String>)| {
            shown.set(None);
            let Some(subject) = &subject else {
                return;
            };
            let hinted = hint_session(subject, at);
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
