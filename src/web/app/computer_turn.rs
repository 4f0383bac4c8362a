//! The computer's turn: when the referee waits for a computer player, ask the worker what it
//! does (one question, the match; one answer, the action) and hand the action to the reducer,
//! tagged with the state it was asked for.

use std::cell::RefCell;
use std::rc::Rc;

use bg_engine::bots::decide::Decision;
use bg_engine::referee::Action;
use gloo_timers::future::TimeoutFuture;
use yew::prelude::*;

use crate::computer::{Answer, Request};
use crate::dice_roll::DiceMode;
use crate::msg;
use crate::state::{Intent, Session};
use crate::web::agent::ComputerTask;
use crate::web::entropy::entropy;

/// How long the computer waits before acting, so that a person can follow (its dice shown
/// before it moves).
const COMPUTER_PAUSE_MS: u32 = 600;

/// When the computer must act: waits a moment, asks the worker, and dispatches its action (or,
/// when it rolls, dice drawn here) tagged with the log length it was asked for, so that an
/// answer that arrives after the state moved on (a new game, say) is dropped.
pub(super) fn computer_turn(
    session: &UseReducerHandle<Session>,
    dice_mode: DiceMode,
    runner: yew_agent::oneshot::UseOneshotRunnerHandle<ComputerTask>,
    generation: Rc<RefCell<u64>>,
) {
    if session.computer_to_act().is_none() {
        return;
    }
    let game = session.game.clone();
    let request = Request::new(&session.setup, &game);
    let at = game.log().len();
    let asked_in = *generation.borrow();
    let current = move || *generation.borrow() == asked_in;
    let handle = session.clone();
    wasm_bindgen_futures::spawn_local(async move {
        TimeoutFuture::new(COMPUTER_PAUSE_MS).await;
        let decision = think(&runner, &request, &game).await;
        if !current() {
            return;
        }
        let intent = match decision {
            Ok(Decision::Act(action)) => Intent::ActAt { at, action },
            // Saved, like a person's roll, by the effect of the render that shows the dice.
            Ok(Decision::Roll) => Intent::ActAt {
                at,
                action: Action::Roll(dice_mode.roll(at, entropy())),
            },
            Err(reason) => Intent::Notify(msg!("notice-computer-failed", reason = reason)),
        };
        handle.dispatch(intent);
    });
}

/// Asks the worker about `game` and reads its answer there. Records how long the answer took,
/// messaging included, as a User Timing measure named after it: `computer:Play`,
/// `computer:Double`, `computer:Roll`, ... (read by the browser benchmark,
/// `tests/e2e/bench-web.mjs`).
async fn think(
    runner: &yew_agent::oneshot::UseOneshotRunnerHandle<ComputerTask>,
    request: &Request,
    game: &bg_engine::referee::Match,
) -> Result<Decision, String> {
    let performance = web_sys::window().and_then(|window| window.performance());
    // Timing is a diagnostic: a browser without User Timing simply records nothing.
    if let Some(performance) = &performance {
        let _ = performance.mark(START_MARK);
    }
    let text = runner.run(request.to_json()).await;
    let decision = Answer::from_json(&text).and_then(|answer| answer.decision(game));
    if let Some(performance) = &performance {
        let name = match &decision {
            Ok(Decision::Act(action)) => format!("computer:{:?}", action.kind()),
            Ok(Decision::Roll) => "computer:Roll".to_owned(),
            Err(_) => "computer:Refused".to_owned(),
        };
        let _ = performance.measure_with_start_mark(&name, START_MARK);
        performance.clear_marks_with_mark_name(START_MARK);
    }
    decision
}

/// The User Timing mark where the page asks the worker.
const START_MARK: &str = "computer:start";
