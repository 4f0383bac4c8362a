//! Presses on the board's spots: by keyboard (Enter or Space), by pointer (a click or a tap,
//! timed, so that the reducer can tell a double press, see
//! [`Session`](crate::state::Session)'s `pointer_press`), and the spot under a pointer.

use yew::prelude::*;

use crate::state::{Intent, Spot};

/// The intent of a pointer press on `spot` now.
pub(super) fn pointer_press_now(spot: Spot) -> Intent {
    // Milliseconds since 1970: far from the limits of u64, and never negative.
    let at_ms = js_sys::Date::now() as u64;
    Intent::PointerPress { spot, at_ms }
}

/// Enter or Space on a spot: a press.
pub(in crate::web::components) fn key_press(
    on_press: &Callback<Spot>,
    spot: Spot,
) -> Callback<KeyboardEvent> {
    let on_press = on_press.clone();
    Callback::from(move |event: KeyboardEvent| {
        if event.key() == "Enter" || event.key() == " " {
            event.prevent_default();
            on_press.emit(spot);
        }
    })
}

/// The primary button (or a touch) going down on a spot: a pointer press.
pub(in crate::web::components) fn pointer_press(
    on_press: &Callback<Spot>,
    spot: Spot,
) -> Callback<PointerEvent> {
    let on_press = on_press.clone();
    Callback::from(move |event: PointerEvent| {
        if event.button() == 0 {
            on_press.emit(spot);
        }
    })
}

/// The spot named by a `data-point` value.
fn spot_of(data_point: &str) -> Option<Spot> {
    match data_point {
        "bar" => Some(Spot::Bar),
        "off" => Some(Spot::Off),
        number => number
            .parse()
            .ok()
            .filter(|n| (1..=24).contains(n))
            .map(Spot::Point),
    }
}

/// The spot under the pointer, if any (the pointer may be captured by the element where a touch
/// started, so the event's own target is not enough).
pub(super) fn spot_at(event: &PointerEvent) -> Option<Spot> {
    let document = web_sys::window()?.document()?;
    let element = document.element_from_point(event.client_x() as f32, event.client_y() as f32)?;
    let spot_element = element.closest("[data-point]").ok()??;
    spot_of(&spot_element.get_attribute("data-point")?)
}
