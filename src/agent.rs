//! The computer's Web Worker task: a yew-agent oneshot that answers one [`Request`].

use yew_agent::prelude::*;

use crate::computer::{answer, Answer, Request};

/// Answers one question about a match state (runs in the worker, see `src/bin/worker.rs`).
#[oneshot]
pub async fn ComputerTask(request: Request) -> Answer {
    answer(&request)
}
