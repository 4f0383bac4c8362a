//! The board by keyboard: one tab stop (a roving tabindex) whose arrow keys move the focus
//! between the points, bars and trays by where they are drawn; Enter or Space presses (see
//! `press.rs`), Escape deselects.

use bg_engine::Player;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::super::geometry::{nav_cell, NAV_LAST_COLUMN};
use crate::state::{Intent, Spot};
use crate::view_model::BoardView;

/// The board's tab stop and its keyboard handlers.
pub(super) struct Keyboard {
    /// The keyboard cell that is the board's one tab stop.
    pub tab_stop: (u8, u8),
    pub onfocusin: Callback<FocusEvent>,
    pub onkeydown: Callback<KeyboardEvent>,
}

/// The roving tab stop (the cell focused last, once the focus has been in the board) and the
/// keys that move the focus or deselect.
#[hook]
pub(super) fn use_keyboard(
    view: &BoardView,
    svg_ref: &NodeRef,
    on_intent: &Callback<Intent>,
) -> Keyboard {
    let focused = use_state(|| None::<(u8, u8)>);
    let tab_stop = focused.unwrap_or_else(|| default_cell(view));
    let onfocusin = Callback::from(move |event: FocusEvent| {
        if let Some(cell) = cell_of(&event) {
            if *focused != Some(cell) {
                focused.set(Some(cell));
            }
        }
    });
    let on_intent = on_intent.clone();
    let svg_ref = svg_ref.clone();
    let onkeydown = Callback::from(move |event: KeyboardEvent| {
        let key = event.key();
        if key == "Escape" {
            on_intent.emit(Intent::Deselect);
            return;
        }
        let Some(next) = cell_of(&event).and_then(|cell| next_cell(&key, cell)) else {
            return;
        };
        // The arrows would scroll the page otherwise.
        event.prevent_default();
        if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
            focus_cell(&svg, next);
        }
    });
    Keyboard {
        tab_stop,
        onfocusin,
        onkeydown,
    }
}

/// Focuses the element of the board drawn at keyboard cell `(row, column)`.
fn focus_cell(svg: &web_sys::Element, (row, column): (u8, u8)) {
    let Ok(Some(element)) = svg.query_selector(&format!("[data-nav=\"{row}-{column}\"]")) else {
        return;
    };
    // `focus` is on SVG elements too; called through js-sys to need no further web-sys feature.
    if let Ok(focus) = js_sys::Reflect::get(&element, &JsValue::from_str("focus")) {
        if let Ok(focus) = focus.dyn_into::<js_sys::Function>() {
            let _ = focus.call0(&element);
        }
    }
}

/// The keyboard cell of the element an event happened in.
fn cell_of(event: &Event) -> Option<(u8, u8)> {
    let element = event
        .target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest("[data-nav]")
        .ok()??;
    let nav = element.get_attribute("data-nav")?;
    let (row, column) = nav.split_once('-')?;
    Some((row.parse().ok()?, column.parse().ok()?))
}

/// Where the tab stop is when the focus has not been in the board: the selected checker, else
/// the first checker that can move, else the bottom left cell.
fn default_cell(view: &BoardView) -> (u8, u8) {
    let mover = view.turn_of.unwrap_or(Player::Zero);
    let sides = [
        (&view.bars[mover], Spot::Bar),
        (&view.trays[mover], Spot::Off),
    ];
    let selected = view
        .points
        .iter()
        .find(|p| p.selected)
        .map(|p| Spot::Point(p.number))
        .or_else(|| {
            sides
                .iter()
                .find(|(s, _)| s.selected)
                .map(|(_, spot)| *spot)
        });
    let movable = || {
        sides
            .iter()
            .find(|(s, _)| s.movable)
            .map(|(_, spot)| *spot)
            .or_else(|| {
                view.points
                    .iter()
                    .rev()
                    .find(|p| p.movable)
                    .map(|p| Spot::Point(p.number))
            })
    };
    selected
        .or_else(movable)
        .map_or((1, 0), |spot| nav_cell(spot, mover, view.home))
}

/// The next keyboard cell after pressing `key` in `cell`, if the key moves the focus.
fn next_cell(key: &str, (row, column): (u8, u8)) -> Option<(u8, u8)> {
    Some(match key {
        "ArrowLeft" => (row, column.saturating_sub(1)),
        "ArrowRight" => (row, (column + 1).min(NAV_LAST_COLUMN)),
        "ArrowUp" => (0, column),
        "ArrowDown" => (1, column),
        "Home" => (row, 0),
        "End" => (row, NAV_LAST_COLUMN),
        _ => return None,
    })
}
