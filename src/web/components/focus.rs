//! Moves the keyboard focus to the next action (see [`crate::view_model::focus_target`]) when
//! it changes: Roll, then the board, then Done. The focus is only taken from nowhere (the page,
//! a button that vanished or was disabled) or from the board, never from another control the
//! player went to, nor from an open dialog.

use yew::prelude::*;

use super::modal::focus;
use crate::view_model::FocusTarget;

/// The element of `target`, if it is on the page and can take the focus.
fn target_element(document: &web_sys::Document, target: FocusTarget) -> Option<web_sys::Element> {
    let selector = match target {
        FocusTarget::Control(control) => {
            format!("button[data-control=\"{}\"]:not([disabled])", control.id())
        }
        FocusTarget::Board => ".board [tabindex=\"0\"]".to_owned(),
        FocusTarget::Ending => "[data-testid=\"game-over\"] button".to_owned(),
        FocusTarget::Nothing => return None,
    };
    document.query_selector(&selector).ok().flatten()
}

/// Whether the focus is somewhere the next action may take it from.
fn focus_is_free(document: &web_sys::Document) -> bool {
    let Some(active) = document.active_element() else {
        return true;
    };
    let disabled = active.has_attribute("disabled");
    active.tag_name().eq_ignore_ascii_case("body")
        || disabled
        || !active.is_connected()
        || active.closest(".board").ok().flatten().is_some()
}

/// Focuses the next action whenever `target` changes, and always after a new match starts
/// (`started` changes), unless a dialog is open. It waits a moment: a dialog that closes in
/// the same render gives its focus back first.
#[hook]
pub fn use_focus_next_action(target: FocusTarget, started: u32) {
    let last_started = use_mut_ref(|| started);
    use_effect_with((target, started), move |&(target, started)| {
        let forced = std::mem::replace(&mut *last_started.borrow_mut(), started) != started;
        wasm_bindgen_futures::spawn_local(async move {
            gloo_timers::future::TimeoutFuture::new(0).await;
            focus_next(target, forced);
        });
    });
}

fn focus_next(target: FocusTarget, forced: bool) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if document
        .query_selector("dialog[open]")
        .ok()
        .flatten()
        .is_some()
    {
        return;
    }
    let Some(element) = target_element(&document, target) else {
        return;
    };
    let in_board = target == FocusTarget::Board
        && document
            .active_element()
            .and_then(|active| active.closest(".board").ok().flatten())
            .is_some();
    if !in_board && (forced || focus_is_free(&document)) {
        focus(&element);
    }
}
