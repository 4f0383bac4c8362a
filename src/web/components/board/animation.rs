//! The board's animations, which only decorate: the board is always drawn as it is, and a
//! moving checker is a flying copy over it (the real one hidden until the copy lands), so that
//! input is never blocked and the board is never wrong, at any speed.

use std::fmt::Write as _;

use yew::prelude::*;

use super::super::geometry::place_centre;
use super::super::pieces::Checker;
use crate::setup::Colours;
use crate::view_model::{AnimationView, BoardView, Place};

/// The animation under way, if any: its `<style>`, and the layer of its flying checkers.
pub(super) fn animation_layers(view: &BoardView) -> (Html, Html) {
    match &view.animation {
        Some(animation) => (
            html! { <style>{ animation_css(animation) }</style> },
            html! { <g class="flyers" aria-hidden="true">{ flyers(animation, view.colours) }</g> },
        ),
        None => (Html::default(), Html::default()),
    }
}

/// The CSS of an animation: for each moving checker, keyframes that take its flying copy
/// along its legs (each leg in its time slot) and fade it out as the animation ends; and the
/// keyframes that hide the real checkers until then. Names carry the animation's id, so that
/// every new animation starts afresh.
fn animation_css(animation: &AnimationView) -> String {
    let slots = f64::from(animation.n_slots.max(1));
    let id = animation.id;
    let mut css = format!("@keyframes bg-hide-{id} {{ from, to {{ opacity: 0; }} }}\n");
    for (k, path) in animation.paths.iter().enumerate() {
        let (end_x, end_y) = place_centre(path.end());
        let offset = |place: Place| {
            let (x, y) = place_centre(place);
            format!("translate({:.1}px, {:.1}px)", x - end_x, y - end_y)
        };
        let _ = write!(css, "@keyframes bg-fly-{id}-{k} {{ ");
        if let Some(first) = path.legs.first() {
            let _ = write!(css, "0% {{ transform: {}; }} ", offset(first.from));
        }
        for leg in &path.legs {
            let start = f64::from(leg.slot) / slots * 100.0;
            let end = (f64::from(leg.slot) + 1.0) / slots * 100.0;
            let _ = write!(
                css,
                "{start:.2}% {{ transform: {}; animation-timing-function: ease-in-out; }} \
                 {:.2}% {{ transform: {}; }} ",
                offset(leg.from),
                (end - 0.01).max(start),
                offset(leg.to)
            );
        }
        // Fully seen until the very end, then gone: the real checker shows from then on.
        let _ = writeln!(
            css,
            "99.99% {{ transform: none; opacity: 1; }} 100% {{ transform: none; opacity: 0; }} }}"
        );
    }
    css
}

/// The flying copies of the checkers that move.
fn flyers(animation: &AnimationView, colours: Colours) -> Html {
    let total = u32::from(animation.n_slots) * animation.step_ms;
    animation
        .paths
        .iter()
        .enumerate()
        .map(|(k, path)| {
            let (x, y) = place_centre(path.end());
            let style = format!(
                "animation: bg-fly-{}-{k} {total}ms linear both",
                animation.id
            );
            html! { <Checker x={x} y={y} colour={colours.of(path.player)} style={AttrValue::from(style)}/> }
        })
        .collect()
}

/// The checkers hidden until their flying copies land: (drawn indices, style) for a point, or
/// for a player's bar.
pub(super) fn arriving_at(
    view: &BoardView,
    at: impl Fn(Place) -> Option<u8>,
) -> Option<(Vec<u8>, AttrValue)> {
    let animation = view.animation.as_ref()?;
    let indices: Vec<u8> = animation
        .paths
        .iter()
        .filter_map(|path| at(path.end()))
        .collect();
    if indices.is_empty() {
        return None;
    }
    let total = u32::from(animation.n_slots) * animation.step_ms;
    let style = format!("animation: bg-hide-{} {total}ms linear", animation.id);
    Some((indices, AttrValue::from(style)))
}
