//! The computer's Web Worker task: a yew-agent oneshot that answers one [`Request`].

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;
use yew_agent::prelude::*;
use yew_agent::Codec;

use crate::computer::{answer, Answer, Request};

/// Answers one question about a match state (runs in the worker, see `src/bin/worker.rs`).
#[oneshot]
pub async fn ComputerTask(request: Request) -> Answer {
    answer(&request)
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
        // Our messages are plain structs of strings and numbers, which always serialize.
        serde_wasm_bindgen::to_value(&input).unwrap_or(JsValue::NULL)
    }

    fn decode<O>(input: JsValue) -> O
    where
        O: for<'de> Deserialize<'de>,
    {
        // The trait has no error path; both ends are this crate's own types, so a message that
        // does not decode is a programmer error, as with yew-agent's default codec.
        serde_wasm_bindgen::from_value(input).expect("a worker message of this build")
    }
}
