//! The computer's Web Worker task: a yew-agent oneshot that answers one [`Request`]'s text
//! with an [`Answer`]'s text, keeping its [`Computer`] (the net player, its weights and its
//! cache) from one request to the next.

use std::cell::RefCell;

use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsCast, JsValue};
use yew_agent::prelude::*;
use yew_agent::Codec;

use crate::computer::{Answer, Computer};

#[cfg(doc)]
use crate::computer::Request;

thread_local! {
    /// The worker's one computer player, kept for the life of the worker.
    static COMPUTER: RefCell<Computer> = RefCell::new(Computer::new());
}

/// Answers one question about a match state (runs in the worker, see `src/bin/worker.rs`).
/// The time the answer took in the worker, from reading the request to writing the answer, is
/// recorded as a User Timing measure of the worker, `worker:<answer>` (`worker:Play`,
/// `worker:Act`, `worker:Roll`, `worker:Hint`, `worker:Analysis` or `worker:Refused`), which the browser
/// benchmark reads.
#[oneshot]
pub async fn ComputerTask(request: String) -> String {
    let performance = worker_performance();
    // Timing is a diagnostic: a worker without User Timing simply records nothing.
    if let Some(performance) = &performance {
        let _ = performance.mark(START_MARK);
    }
    let answer = COMPUTER.with(|computer| computer.borrow_mut().answer_json(&request));
    if let Some(performance) = &performance {
        let name = format!("worker:{}", answer_kind(&answer));
        let _ = performance.measure_with_start_mark(&name, START_MARK);
        performance.clear_marks_with_mark_name(START_MARK);
    }
    answer
}

/// The User Timing mark where the worker starts on a request.
const START_MARK: &str = "worker:start";

/// What an answer's text answers, for the timing measure: `Play` for a play (an action in
/// the save file's notation `p:...`), `Act` for another action, `Roll`, `Hint`, `Analysis` or
/// `Refused`.
fn answer_kind(answer: &str) -> &'static str {
    match Answer::from_json(answer) {
        Ok(Answer::Act(action)) if action.starts_with("p:") => "Play",
        Ok(Answer::Act(_)) => "Act",
        Ok(Answer::Roll) => "Roll",
        Ok(Answer::Hint(_)) => "Hint",
        Ok(Answer::Analysis(_)) => "Analysis",
        _ => "Refused",
    }
}

/// The worker's `performance`, if it has one.
fn worker_performance() -> Option<web_sys::Performance> {
    js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance"))
        .ok()?
        .dyn_into::<web_sys::Performance>()
        .ok()
}

/// Worker messages as structured JS values (serde-wasm-bindgen) rather than yew-agent's default
/// bincode bytes: the messages are small, and they stay readable in the browser's tools.
#[derive(Debug)]
pub struct JsValueCodec;

impl Codec for JsValueCodec {
    fn encode<I>(input: I) -> JsValue
    where
        I: Serialize,
    {
        // Our messages are strings and yew-agent's envelopes of them, which always serialize.
        serde_wasm_bindgen::to_value(&input).unwrap_or(JsValue::NULL)
    }

    fn decode<O>(input: JsValue) -> O
    where
        O: for<'de> Deserialize<'de>,
    {
        // The trait has no error path. What it decodes is yew-agent's envelope around our
        // messages, which are JSON text read with typed errors (`crate::computer`): only an
        // envelope of another yew-agent version could fail here, a programmer error, as with
        // yew-agent's default codec.
        serde_wasm_bindgen::from_value(input).expect("a worker message of this build")
    }
}
