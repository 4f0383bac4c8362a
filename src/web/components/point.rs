//! A point: its triangle, its checkers, and the highlights of a move in progress.

use yew::prelude::*;

use super::board::press::{key_press, pointer_press};
use super::geometry::{
    is_top, nav_cell, point_x, stack_y, CHECKER_RADIUS, FIELD_BOTTOM, FIELD_TOP, MAX_DRAWN, MIDDLE,
    NUMBER_BOTTOM_Y, NUMBER_TOP_Y, POINT_HEIGHT, POINT_WIDTH, VIEW_HEIGHT,
};
use super::pieces::{arriving_style, Checker, StackCount};
use crate::settings::HomeSide;
use crate::state::Spot;
use crate::view_model::PointView;
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct PointProps {
    pub view: PointView,
    /// A press by keyboard.
    pub on_press: Callback<Spot>,
    /// A press by pointer (the board tells a double press from two presses).
    pub on_pointer_press: Callback<Spot>,
    /// The board's one tab stop (roving tabindex) is here.
    #[prop_or_default]
    pub tab_stop: bool,
    /// Where the home board is drawn: the keyboard's grid follows the drawing.
    pub home: HomeSide,
    /// On a still board (a diagram): no role, name, tab stop or press.
    #[prop_or_default]
    pub still: bool,
    /// The checkers (drawn indices) that are arriving in the animation under way, with the
    /// style that keeps them hidden until their flying copy lands.
    #[prop_or_default]
    pub arriving: Option<(Vec<u8>, AttrValue)>,
}

/// One of the 24 points, focusable and pressable.
#[component]
pub fn Point(props: &PointProps) -> Html {
    let view = &props.view;
    let words = use_translator();
    let spot = Spot::Point(view.number);
    let x = point_x(view.number);
    let top = is_top(view.number);
    // Alternate colours; the two points facing each other differ.
    let shade = if view.number.is_multiple_of(2) {
        "dark"
    } else {
        "light"
    };
    // The whole half of the board above or below the point, frame and number included, takes
    // a press: the largest target the board's width leaves (about 21 by 150 px on a 360 px
    // phone).
    let (hit_top, hit_bottom) = if top {
        (0.0, MIDDLE)
    } else {
        (MIDDLE, VIEW_HEIGHT)
    };
    let mut class = classes!("point");
    for (on, name) in [
        (view.movable, "movable"),
        (view.selected, "selected"),
        (view.destination, "destination"),
    ] {
        if on {
            class.push(name);
        }
    }
    let n_drawn = view.count.min(MAX_DRAWN);
    let marker_index = if view.owner.is_some() && view.destination {
        // On a blot of the opponent the marker covers it; on own checkers it goes on top.
        n_drawn.min(MAX_DRAWN - 1)
    } else {
        0
    };
    let live = !props.still;
    let onpointerdown = live.then(|| pointer_press(&props.on_pointer_press, spot));
    let onkeydown = live.then(|| key_press(&props.on_press, spot));
    let number_y = if top { NUMBER_TOP_Y } else { NUMBER_BOTTOM_Y };
    let (row, column) = nav_cell(spot, bg_engine::Player::Zero, props.home);
    html! {
        <>
        <g class={class} data-point={view.number.to_string()}
            tabindex={live.then_some(if props.tab_stop { "0" } else { "-1" })}
            role={live.then_some("button")}
            data-nav={format!("{row}-{column}")} aria-label={live.then(|| words.text(&view.label))}
            data-movable={view.movable.then_some("true")}
            data-destination={view.destination.then_some("true")}
            data-selected={view.selected.then_some("true")}
            data-count={view.count.to_string()}
            {onpointerdown} {onkeydown}>
            <rect class="hit" x={(x - POINT_WIDTH / 2.0).to_string()} y={hit_top.to_string()}
                width={POINT_WIDTH.to_string()} height={(hit_bottom - hit_top).to_string()}/>
            <polygon class={classes!("triangle", shade)} points={triangle(view.number)}/>
            { stacked_checkers(props) }
            if view.destination {
                <circle class="target" cx={x.to_string()}
                    cy={stack_y(top, marker_index).to_string()}
                    r={(CHECKER_RADIUS - 3.0).to_string()}/>
            }
            <text class="point-number" x={x.to_string()} y={number_y.to_string()}
                text-anchor="middle" aria-hidden="true">{ view.shown }</text>
        </g>
        { stack_count(props) }
        </>
    }
}

/// The SVG points of the point's triangle, from the board's edge towards the middle.
fn triangle(number: u8) -> String {
    let x = point_x(number);
    let (base, apex) = if is_top(number) {
        (FIELD_TOP, FIELD_TOP + POINT_HEIGHT)
    } else {
        (FIELD_BOTTOM, FIELD_BOTTOM - POINT_HEIGHT)
    };
    let half = POINT_WIDTH / 2.0 - 1.0;
    format!("{},{base} {},{base} {x},{apex}", x - half, x + half)
}

/// The checkers on the point, at most [`MAX_DRAWN`] drawn; the top one carries the
/// highlights, and those still arriving are hidden.
fn stacked_checkers(props: &PointProps) -> Html {
    let view = &props.view;
    let Some(colour) = view.colour else {
        return Html::default();
    };
    let x = point_x(view.number);
    let top = is_top(view.number);
    let n_drawn = view.count.min(MAX_DRAWN);
    (0..n_drawn)
        .map(|index| {
            let last = index + 1 == n_drawn;
            html! {
                <Checker x={x} y={stack_y(top, index)} {colour}
                    movable={last && view.movable} selected={last && view.selected}
                    style={arriving_style(&props.arriving, index)}/>
            }
        })
        .collect::<Html>()
}

/// The count of a stack taller than the drawing, on its last drawn checker, outside the
/// point's labelled group (see [`StackCount`]).
fn stack_count(props: &PointProps) -> Html {
    let view = &props.view;
    let Some(colour) = view.colour.filter(|_| view.count > MAX_DRAWN) else {
        return Html::default();
    };
    let last = MAX_DRAWN - 1;
    html! {
        <StackCount x={point_x(view.number)} y={stack_y(is_top(view.number), last)} {colour}
            count={view.count} style={arriving_style(&props.arriving, last)}/>
    }
}
