//! The practice's effects: the kept mistakes read from localStorage once and written after
//! each change (in effects only, with the mistakes another tab kept meanwhile added first, and
//! written again when another tab is heard to have dropped some), the mistakes of an analysis
//! gathered when it stops or ends, the worker's hint asked for each practised position (the
//! question `Question::Hint`: nothing is searched on the page), and the clock (`Date.now()`)
//! handed to the pure [`PracticeState`].

use std::rc::Rc;

use yew::prelude::*;
use yew_agent::oneshot::use_oneshot_runner;

use crate::computer::{Answer, Request};
use crate::practice::{mistakes_of, Practice};
use crate::settings::Settings;
use crate::state::Intent;
use crate::stored::{refused_message, Alert, AlertKind, Slot, Store};
use crate::view_model::{
    hint_arrows, hint_view, practice_view, replay_board, BoardView, Control, PracticeIntent,
    PracticeState, ShownHint,
};
use crate::web::agent::ComputerTask;
use crate::web::components::board::Board;
use crate::web::components::hint_panel::HintPanel;
use crate::web::components::practice::PracticeBar;
use crate::web::storage::{listen_to_other_tabs, load, read, write_over, Written};

use super::review::ReviewState;

impl Reducible for PracticeState {
    type Action = PracticeIntent;

    /// The pure [`PracticeState::apply`] at the time of the change.
    fn reduce(self: Rc<Self>, intent: PracticeIntent) -> Rc<Self> {
        match self.apply(intent, now_ms()) {
            Some(next) => Rc::new(next),
            None => self,
        }
    }
}

/// The time now, in milliseconds since the Unix epoch (`Date.now()`).
fn now_ms() -> u64 {
    // `Date.now()` is a whole, positive number of milliseconds.
    js_sys::Date::now().max(0.0) as u64
}

/// The practice, and what the page does with it.
#[derive(Clone)]
pub(super) struct PracticeHandle {
    pub state: UseReducerHandle<PracticeState>,
    /// How many kept mistakes are due at `counted_at`.
    pub due: usize,
    pub counted_at: u64,
    /// The mistakes of the review shown (its "Practise your mistakes"), in the match's order.
    pub of_review: Rc<Vec<String>>,
}

impl PracticeHandle {
    /// A callback that hands the practice the intent `intent_of` makes of its value.
    pub fn dispatch_with<T: 'static>(
        &self,
        intent_of: impl Fn(T) -> PracticeIntent + 'static,
    ) -> Callback<T> {
        let state = self.state.clone();
        Callback::from(move |value: T| state.dispatch(intent_of(value)))
    }

    pub fn on_intent(&self) -> Callback<Intent> {
        self.dispatch_with(PracticeIntent::Board)
    }

    pub fn on_control(&self) -> Callback<Control> {
        self.dispatch_with(PracticeIntent::Control)
    }

    pub fn on_solution(&self) -> Callback<Option<ShownHint>> {
        self.dispatch_with(PracticeIntent::Solution)
    }

    /// Practise `ids` under the player's `settings`.
    pub fn start(&self, settings: Settings, ids: Vec<String>) -> Callback<()> {
        self.dispatch_with(move |()| PracticeIntent::Start(ids.clone(), settings))
    }
}

/// The kept mistakes and the practice run: read once, gathered from the review when an
/// analysis stops or ends, written after each change.
#[hook]
pub(super) fn use_practice(review: &ReviewState, on_alert: Callback<Alert>) -> PracticeHandle {
    let state = use_reducer(PracticeState::default);
    let slot = use_mut_ref(|| None::<Slot>);
    {
        let (state, slot, on_alert) = (state.clone(), slot.clone(), on_alert.clone());
        use_effect_with((), move |_| {
            let loaded = load::<Practice>();
            if let Some(text) = loaded.problem {
                on_alert.emit(alert(AlertKind::Unreadable, text));
            }
            *slot.borrow_mut() = Some(loaded.slot);
            state.dispatch(PracticeIntent::Loaded(loaded.value));
        });
    }
    {
        let deps = (state.loaded, state.practice.clone(), state.rewrites);
        let state = state.clone();
        use_effect_with(deps, move |(loaded, practice, _)| {
            let mut slot = slot.borrow_mut();
            let Some(slot) = slot.as_mut().filter(|_| *loaded) else {
                return;
            };
            // Mistakes another tab kept meanwhile are added first (the change writes them
            // all), so that no tab writes over another's mistakes.
            if let Some(stored) = read::<Practice>().value {
                if practice.with(&stored.mistakes).is_some() {
                    state.dispatch(PracticeIntent::Gather(stored.mistakes));
                    return;
                }
            }
            if write_over(slot, &practice.encode()) == Written::Refused {
                on_alert.emit(alert(AlertKind::Refused, refused_message(Store::Practice)));
            }
        });
    }
    use_practice_storage_events(&state);
    let of_review = use_review_mistakes(review, &state);
    use_position_hint(&state);
    let counted_at = now_ms();
    let due = state.practice.due_count(counted_at);
    PracticeHandle {
        state,
        due,
        counted_at,
        of_review,
    }
}

/// Listens to the browser's `storage` event for the practice, which another tab's write fires
/// in this one ([`PracticeIntent::Heard`]): without it, a tab writing from an out-of-date copy
/// of the store would drop this tab's mistakes until this tab happened to write again.
#[hook]
fn use_practice_storage_events(state: &UseReducerHandle<PracticeState>) {
    let state = state.clone();
    use_effect_with((), move |_| {
        listen_to_other_tabs(move |event: web_sys::StorageEvent| {
            if event.key().as_deref() != Some(Store::Practice.key()) {
                return;
            }
            // What cannot be read is left to the write effect, which keeps it aside.
            if let Some(stored) = read::<Practice>().value {
                state.dispatch(PracticeIntent::Heard(stored));
            }
        })
    });
}

/// The mistakes of the review shown, gathered into the practice whenever an analysis stops or
/// ends.
#[hook]
fn use_review_mistakes(
    review: &ReviewState,
    state: &UseReducerHandle<PracticeState>,
) -> Rc<Vec<String>> {
    // Gathered once the analysis stops or ends, not after every piece: the worker's pieces
    // come while the page must stay free.
    let subject = review
        .viewing
        .as_ref()
        .map(|viewing| (viewing.subject.setup.clone(), viewing.subject.game.clone()));
    let kept = review
        .kept
        .as_ref()
        .filter(|_| !review.running)
        .cloned()
        .zip(subject);
    let found = use_memo(kept, move |kept| {
        kept.as_ref()
            .map_or_else(Vec::new, |(kept, (setup, game))| {
                mistakes_of(setup, game, kept, now_ms())
            })
    });
    {
        let state = state.clone();
        let deps = (state.loaded, found.clone());
        use_effect_with(deps, move |(loaded, found)| {
            if *loaded && !found.is_empty() {
                state.dispatch(PracticeIntent::Gather((**found).clone()));
            }
        });
    }
    let ids = found.iter().map(|mistake| mistake.id.clone()).collect();
    Rc::new(ids)
}

/// Asks the worker for the hint of each practised position when it is set up.
#[hook]
fn use_position_hint(state: &UseReducerHandle<PracticeState>) {
    let runner = use_oneshot_runner::<ComputerTask>();
    let position = state
        .run
        .as_ref()
        .map(|run| (run.index(), run.id().to_owned()));
    let state = state.clone();
    use_effect_with(position, move |position| {
        let Some((index, _)) = *position else {
            return;
        };
        let Some(Ok(session)) = state.run.as_ref().map(|run| run.session.clone()) else {
            return;
        };
        let request = Request::hint(&session.setup, &session.game);
        wasm_bindgen_futures::spawn_local(async move {
            let text = runner.run(request.to_json()).await;
            let hint = Answer::from_json(&text).and_then(Answer::into_hint);
            state.dispatch(PracticeIntent::Hint { index, hint });
        });
    });
}

fn alert(kind: AlertKind, text: crate::i18n::Message) -> Alert {
    Alert {
        store: Store::Practice,
        kind,
        text,
    }
}

/// The practice screen: the practised position on the board (read-only once the exercise is
/// over), the solution's hint panel with its arrows, and the practice's bar.
pub(super) fn practice_screen(practice: &PracticeHandle) -> Html {
    let Some(run) = practice.state.run.as_ref() else {
        return Html::default();
    };
    let view = practice_view(run);
    let session = run.session.as_ref().ok();
    let hint_view = session
        .zip(run.solution.as_ref())
        .and_then(|(session, shown)| hint_view(session, shown));
    let marks = hint_view.as_ref().map(hint_arrows).unwrap_or_default();
    let board = session.map(|session| {
        if run.exercise.is_open() {
            BoardView::new(session)
        } else {
            replay_board(session)
        }
    });
    let solution = run.solution.clone();
    let (select, top_three) = {
        let (on_solution, shown) = (practice.on_solution(), solution.clone());
        let select = on_solution
            .reform(move |selected| shown.clone().map(|shown| ShownHint { selected, ..shown }));
        let shown = solution;
        let top_three = practice
            .on_solution()
            .reform(move |top_three| shown.clone().map(|shown| ShownHint { top_three, ..shown }));
        (select, top_three)
    };
    html! {
        <main class="table practice" data-testid="practice-screen">
            <PracticeBar view={view} on_control={practice.on_control()}
                on_show_solution={practice.dispatch_with(|()| PracticeIntent::ShowSolution)}
                on_next={practice.dispatch_with(|()| PracticeIntent::Next)}
                on_leave={practice.dispatch_with(|()| PracticeIntent::Leave)}/>
            if let Some(board) = board {
                <div class="board-wrap">
                    <Board view={board} on_intent={practice.on_intent()} hint={marks}/>
                </div>
            }
            if let Some(panel) = hint_view {
                <HintPanel view={panel} on_select={select} on_top_three={top_three}
                    on_close={practice.on_solution().reform(|()| None)}/>
            }
        </main>
    }
}
