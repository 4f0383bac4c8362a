//! The computer's turn: when the referee waits for a computer player, ask the worker (or roll
//! for it) and hand the result to the reducer, tagged with the state it was asked for.

use std::cell::RefCell;
use std::rc::Rc;

use bg_engine::referee::{Action, Phase};
use gloo_timers::future::TimeoutFuture;
use yew::prelude::*;

use crate::computer::{resign_kind, Answer, Question, Request};
use crate::dice_roll::DiceMode;
use crate::state::{Intent, Session};
use crate::web::agent::ComputerTask;
use crate::web::entropy::entropy;

/// How long the computer waits before acting, so that a person can follow (its dice shown
/// before it moves).
const COMPUTER_PAUSE_MS: u32 = 600;

/// When the computer must act: waits a moment, then asks the worker (or rolls for it), and
/// dispatches the result tagged with the log length it was asked for, so that a result that
/// arrives after the state moved on (a new game, say) is dropped by the reducer.
pub(super) fn computer_turn(
    session: &UseReducerHandle<Session>,
    dice_mode: DiceMode,
    runner: yew_agent::oneshot::UseOneshotRunnerHandle<ComputerTask>,
    generation: Rc<RefCell<u64>>,
) {
    let Some(player) = session.computer_to_act() else {
        return;
    };
    let Some(computer) = session.setup.computer(player) else {
        return;
    };
    let game = session.game.clone();
    let at = game.log().len();
    let asked_in = *generation.borrow();
    let current = move || *generation.borrow() == asked_in;
    let handle = session.clone();
    // Saved, like a person's roll, by the effect of the render that shows the dice.
    let roll = {
        let current = current.clone();
        move || {
            current().then(|| Intent::ActAt {
                at,
                action: Action::Roll(dice_mode.roll(at, entropy())),
            })
        }
    };
    // After the human rejected its resignation, the computer plays the turn on instead of
    // offering again.
    let before_roll = if game.log().last() == Some(&Action::RejectResignation) {
        Question::Double
    } else {
        Question::BeforeRoll
    };
    let ask = move |question: Question| Request::new(computer, question, &game, at as u64);
    let phase = session.game.phase();
    let can_double = session.game.can_double(player);
    wasm_bindgen_futures::spawn_local(async move {
        TimeoutFuture::new(COMPUTER_PAUSE_MS).await;
        let act = |action| Intent::ActAt { at, action };
        let intent = match phase {
            Phase::AwaitingRoll { .. } => {
                let answer = if can_double || before_roll == Question::BeforeRoll {
                    think(&runner, ask(before_roll)).await
                } else {
                    Answer::NoDouble
                };
                match answer {
                    Answer::Double => act(Action::Double),
                    Answer::Resign { level } => match resign_kind(level) {
                        Some(kind) => act(Action::Resign(kind)),
                        None => refused(Answer::Resign { level }),
                    },
                    _ => match roll() {
                        Some(intent) => intent,
                        None => return,
                    },
                }
            }
            Phase::Moving { .. } => match think(&runner, ask(Question::Play)).await {
                Answer::Play { position_id } => Intent::ComputerPlay { at, position_id },
                other => refused(other),
            },
            Phase::CubeOffered { .. } => match think(&runner, ask(Question::Take)).await {
                Answer::Take => act(Action::Take),
                Answer::Drop => act(Action::Drop),
                Answer::Beaver => act(Action::Beaver),
                other => refused(other),
            },
            Phase::ResignationOffered { .. } => {
                match think(&runner, ask(Question::Resignation)).await {
                    Answer::Accept => act(Action::AcceptResignation),
                    Answer::Reject => act(Action::RejectResignation),
                    other => refused(other),
                }
            }
            _ => return,
        };
        if current() {
            handle.dispatch(intent);
        }
    });
}

/// Asks the worker, and records how long the answer took as a User Timing measure named
/// `computer:<question>` (read by the browser benchmark, `tests/e2e/bench-web.mjs`).
async fn think(
    runner: &yew_agent::oneshot::UseOneshotRunnerHandle<ComputerTask>,
    request: Request,
) -> Answer {
    let performance = web_sys::window().and_then(|window| window.performance());
    let name = format!("computer:{:?}", request.question);
    let start_mark = format!("{name}:start");
    // Timing is a diagnostic: a browser without User Timing simply records nothing.
    if let Some(performance) = &performance {
        let _ = performance.mark(&start_mark);
    }
    let answer = runner.run(request).await;
    if let Some(performance) = &performance {
        let _ = performance.measure_with_start_mark(&name, &start_mark);
    }
    answer
}

fn refused(answer: Answer) -> Intent {
    Intent::Notify(format!("The computer could not decide: {answer:?}"))
}
