//! The hint: asked of the worker (the question `Question::Hint`, one answer), kept with the
//! state it is about, and dropped when it arrives for a state the match has left.

use yew::prelude::*;
use yew_agent::oneshot::use_oneshot_runner;

use crate::computer::{Answer, Request};
use crate::msg;
use crate::state::{Intent, Session};
use crate::view_model::{hint_available, ShownHint};
use crate::web::agent::ComputerTask;

/// The hint shown (if any), whether the worker is computing one, and what the page does
/// with it.
#[derive(Clone)]
pub(super) struct HintState {
    pub shown: Option<ShownHint>,
    pub thinking: bool,
    pub ask: Callback<()>,
    pub select: Callback<usize>,
    pub close: Callback<()>,
    /// Shows a hint the page already has (the tutor's).
    pub show: Callback<ShownHint>,
    /// Shows the top three plays on the board at once (`true`) or the chosen one.
    pub top_three: Callback<bool>,
}

/// The hint of the person to act. Asking sends the match to the worker; the answer is kept
/// tagged with the log length it was asked at (see [`crate::view_model::hint_view`]), and a
/// refusal becomes a notice. The page times each answer as `hint:Hint` (User Timing).
#[hook]
pub(super) fn use_hint(session: &UseReducerHandle<Session>) -> HintState {
    let runner = use_oneshot_runner::<ComputerTask>();
    let shown = use_state(|| None::<ShownHint>);
    let thinking = use_state(|| false);
    let ask = {
        let session = session.clone();
        let shown = shown.clone();
        let thinking = thinking.clone();
        Callback::from(move |()| {
            if *thinking || !hint_available(&session) {
                return;
            }
            let at = session.game.log().len();
            let request = Request::hint(&session.setup, &session.game);
            let (runner, shown, thinking) = (runner.clone(), shown.clone(), thinking.clone());
            let session = session.clone();
            thinking.set(true);
            wasm_bindgen_futures::spawn_local(async move {
                let performance = web_sys::window().and_then(|window| window.performance());
                // Timing is a diagnostic: without User Timing nothing is recorded.
                if let Some(performance) = &performance {
                    let _ = performance.mark(START_MARK);
                }
                let text = runner.run(request.to_json()).await;
                if let Some(performance) = &performance {
                    let _ = performance.measure_with_start_mark("hint:Hint", START_MARK);
                    performance.clear_marks_with_mark_name(START_MARK);
                }
                thinking.set(false);
                match Answer::from_json(&text).and_then(Answer::into_hint) {
                    Ok(hint) => shown.set(Some(ShownHint {
                        at,
                        hint,
                        selected: 0,
                        top_three: false,
                    })),
                    Err(reason) => session
                        .dispatch(Intent::Notify(msg!("notice-hint-failed", reason = reason))),
                }
            });
        })
    };
    let select = change_shown(&shown, |current, selected| ShownHint {
        selected,
        ..current
    });
    let close = {
        let shown = shown.clone();
        Callback::from(move |()| shown.set(None))
    };
    let top_three = change_shown(&shown, |current, top_three| ShownHint {
        top_three,
        ..current
    });
    let show = {
        let shown = shown.clone();
        Callback::from(move |hint: ShownHint| shown.set(Some(hint)))
    };
    HintState {
        shown: (*shown).clone(),
        thinking: *thinking,
        ask,
        select,
        close,
        show,
        top_three,
    }
}

/// A callback that changes the hint shown by `change`, when one is shown.
pub(super) fn change_shown<T: 'static>(
    shown: &UseStateHandle<Option<ShownHint>>,
    change: fn(ShownHint, T) -> ShownHint,
) -> Callback<T> {
    let shown = shown.clone();
    Callback::from(move |value: T| {
        if let Some(current) = (*shown).clone() {
            shown.set(Some(change(current, value)));
        }
    })
}

/// The User Timing mark where the page asks for a hint.
const START_MARK: &str = "hint:start";
