//! The bar and the bear-off trays: each player's half of the bar and tray, focusable and
//! pressable like the points.

use bg_engine::Player;
use yew::prelude::*;

use super::super::geometry::{
    bar_x, bar_y, nav_cell, slab_y, tray_span, BAR_LEFT, BAR_RIGHT, FIELD_BOTTOM, FIELD_TOP,
    MAX_DRAWN, MIDDLE, SLAB_HEIGHT, TRAY_LEFT, TRAY_RIGHT,
};
use super::super::pieces::{arriving_style, Checker, StackCount};
use super::press::{key_press, pointer_press};
use crate::settings::HomeSide;
use crate::state::Spot;
use crate::view_model::SideSpot;
use crate::web::i18n::use_translator;

/// What a bar half or a tray is told besides its contents.
#[derive(Clone, PartialEq)]
pub(super) struct SideEvents {
    pub on_press: Callback<Spot>,
    pub on_pointer_press: Callback<Spot>,
    pub tab_stop: bool,
    /// On a still board (a diagram): no role, name, tab stop or press.
    pub still: bool,
    pub arriving: Option<(Vec<u8>, AttrValue)>,
    /// Where the home board is drawn: the keyboard's grid follows the drawing.
    pub home: HomeSide,
}

#[derive(Properties, PartialEq)]
pub(super) struct SideProps {
    pub spot: SideSpot,
    pub events: SideEvents,
}

fn side_classes(kind: &'static str, spot: &SideSpot) -> Classes {
    let mut class = classes!(kind, spot.colour.name());
    if spot.movable {
        class.push("movable");
    }
    if spot.selected {
        class.push("selected");
    }
    if spot.destination {
        class.push("destination");
    }
    class
}

fn tabindex(events: &SideEvents) -> Option<&'static str> {
    match (events.still, events.tab_stop) {
        (true, _) => None,
        (false, true) => Some("0"),
        (false, false) => Some("-1"),
    }
}

/// One player's half of the bar.
#[component]
pub(super) fn BarSide(props: &SideProps) -> Html {
    let spot = &props.spot;
    let words = use_translator();
    let player = spot.player;
    let (top, bottom) = match player {
        Player::One => (FIELD_TOP, MIDDLE),
        Player::Zero => (MIDDLE, FIELD_BOTTOM),
    };
    let n_drawn = spot.count.min(MAX_DRAWN - 1);
    let events = &props.events;
    let (row, column) = nav_cell(Spot::Bar, player, events.home);
    html! {
        <>
        <g class={side_classes("bar", spot)} data-point="bar" data-player={spot.colour.name()}
            tabindex={tabindex(events)} data-nav={format!("{row}-{column}")}
            role={(!events.still).then_some("button")}
            aria-label={(!events.still).then(|| words.text(&spot.label))}
            data-movable={spot.movable.then_some("true")}
            data-selected={spot.selected.then_some("true")}
            data-count={spot.count.to_string()}
            onpointerdown={(!events.still).then(|| pointer_press(&events.on_pointer_press, Spot::Bar))}
            onkeydown={(!events.still).then(|| key_press(&events.on_press, Spot::Bar))}>
            <rect class="bar-half" x={BAR_LEFT.to_string()} y={top.to_string()}
                width={(BAR_RIGHT - BAR_LEFT).to_string()} height={(bottom - top).to_string()}/>
            { for (0..n_drawn).map(|index| {
                let last = index + 1 == n_drawn;
                html! {
                    <Checker x={bar_x()} y={bar_y(player, index)} colour={spot.colour}
                        movable={last && spot.movable} selected={last && spot.selected}
                        style={arriving_style(&events.arriving, index)}/>
                }
            }) }
        </g>
        // Beside the labelled group, not in it (see `StackCount`).
        if spot.count > n_drawn {
            <StackCount x={bar_x()} y={bar_y(player, n_drawn - 1)} colour={spot.colour}
                count={spot.count} style={arriving_style(&events.arriving, n_drawn - 1)}/>
        }
        </>
    }
}

/// One player's bear-off tray.
#[component]
pub(super) fn Tray(props: &SideProps) -> Html {
    let spot = &props.spot;
    let words = use_translator();
    let player = spot.player;
    let (top, bottom) = tray_span(player);
    let width = TRAY_RIGHT - TRAY_LEFT;
    let count_y = match player {
        Player::Zero => top + 20.0,
        Player::One => bottom - 6.0,
    };
    let events = &props.events;
    let (row, column) = nav_cell(Spot::Off, player, events.home);
    html! {
        <>
        <g class={side_classes("tray", spot)} data-point="off" data-player={spot.colour.name()}
            tabindex={tabindex(events)} data-nav={format!("{row}-{column}")}
            role={(!events.still).then_some("button")}
            aria-label={(!events.still).then(|| words.text(&spot.label))}
            data-destination={spot.destination.then_some("true")}
            data-count={spot.count.to_string()}
            onpointerdown={(!events.still).then(|| pointer_press(&events.on_pointer_press, Spot::Off))}
            onkeydown={(!events.still).then(|| key_press(&events.on_press, Spot::Off))}>
            <rect class="tray-well" x={TRAY_LEFT.to_string()} y={top.to_string()}
                width={width.to_string()} height={(bottom - top).to_string()} rx="4"/>
            { for (0..spot.count).map(|index| html! {
                <rect class={classes!("slab", spot.colour.name())} x={(TRAY_LEFT + 4.0).to_string()}
                    y={slab_y(player, index).to_string()} width={(width - 8.0).to_string()}
                    height={SLAB_HEIGHT.to_string()} rx="3"/>
            }) }
        </g>
        // The count is drawn beside the tray's group, not in it: axe's
        // label-content-name-mismatch counts even hidden text inside a labelled button, and
        // the tray's label already says the count. It lets presses through to the tray.
        if spot.count > 0 {
            <text class="tray-count" x={(TRAY_LEFT + width / 2.0).to_string()}
                y={count_y.to_string()} text-anchor="middle" aria-hidden="true"
                pointer-events="none">
                { spot.count }
            </text>
        }
        </>
    }
}
