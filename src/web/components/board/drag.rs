//! Dragging a checker: a press on a movable checker starts a drag, a ghost checker follows the
//! pointer, and the release over a spot sends [`Intent::Release`].

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::super::geometry::{drawn_x, VIEW_WIDTH};
use super::super::pieces::Checker;
use super::press::spot_at;
use crate::settings::HomeSide;
use crate::setup::Colour;
use crate::state::Intent;

/// The board's pointer handlers for dragging, and where the ghost checker is drawn.
pub(super) struct Drag {
    pub ghost: Option<(f64, f64)>,
    pub onpointerdown: Callback<PointerEvent>,
    pub onpointermove: Callback<PointerEvent>,
    pub onpointerup: Callback<PointerEvent>,
    pub onpointercancel: Callback<PointerEvent>,
    pub onpointerleave: Callback<PointerEvent>,
}

impl Drag {
    /// The checker that follows the pointer during a drag, in the mover's colour, drawn in
    /// the board's field: a pointer's x is mirrored with the field when the home board is on
    /// the left (mirroring twice is no change).
    pub fn ghost_checker(&self, mover: Option<Colour>, home: HomeSide) -> Html {
        match (self.ghost, mover) {
            (Some((x, y)), Some(colour)) => html! {
                <g class="ghost" aria-hidden="true">
                    <Checker x={drawn_x(x, home)} y={y} {colour}/>
                </g>
            },
            _ => Html::default(),
        }
    }
}

/// Whether a drag is on, and where its ghost is: the handlers that start, move, end and
/// cancel it.
#[hook]
pub(super) fn use_drag(svg_ref: &NodeRef, on_intent: &Callback<Intent>) -> Drag {
    let dragging = use_mut_ref(|| false);
    let ghost = use_state(|| None::<(f64, f64)>);
    let stop_drag: Rc<dyn Fn()> = {
        let dragging = dragging.clone();
        let ghost = ghost.clone();
        Rc::new(move || {
            *dragging.borrow_mut() = false;
            if ghost.is_some() {
                ghost.set(None);
            }
        })
    };
    let onpointerup = {
        let on_intent = on_intent.clone();
        let stop_drag = stop_drag.clone();
        Callback::from(move |event: PointerEvent| {
            stop_drag();
            if let Some(spot) = spot_at(&event) {
                on_intent.emit(Intent::Release(spot));
            }
        })
    };
    let stop = |stop_drag: &Rc<dyn Fn()>| {
        let stop_drag = stop_drag.clone();
        Callback::from(move |_: PointerEvent| stop_drag())
    };
    Drag {
        ghost: *ghost,
        onpointerdown: start_drag(dragging.clone()),
        onpointermove: follow_pointer(dragging, ghost, svg_ref.clone()),
        onpointerup,
        onpointercancel: stop(&stop_drag),
        onpointerleave: stop(&stop_drag),
    }
}

/// A press on a movable checker may start a drag; it keeps the page from scrolling or
/// selecting text meanwhile.
fn start_drag(dragging: Rc<RefCell<bool>>) -> Callback<PointerEvent> {
    Callback::from(move |event: PointerEvent| {
        let on_movable = event
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .and_then(|element| element.closest("[data-movable]").ok().flatten())
            .is_some();
        *dragging.borrow_mut() = on_movable && event.button() == 0;
        if on_movable {
            event.prevent_default();
        }
    })
}

/// Moves the ghost checker under the pointer while a drag is on.
fn follow_pointer(
    dragging: Rc<RefCell<bool>>,
    ghost: UseStateHandle<Option<(f64, f64)>>,
    svg_ref: NodeRef,
) -> Callback<PointerEvent> {
    Callback::from(move |event: PointerEvent| {
        if !*dragging.borrow() || event.buttons() == 0 {
            return;
        }
        let Some(svg) = svg_ref.cast::<web_sys::Element>() else {
            return;
        };
        let rect = svg.get_bounding_client_rect();
        if rect.width() <= 0.0 {
            return;
        }
        // The board keeps its aspect ratio, so one scale serves both axes.
        let scale = VIEW_WIDTH / rect.width();
        ghost.set(Some((
            (f64::from(event.client_x()) - rect.left()) * scale,
            (f64::from(event.client_y()) - rect.top()) * scale,
        )));
    })
}
