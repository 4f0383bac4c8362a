//! The SVG board: frame, points, bar, trays, dice and cube. Pressing a spot (pointer or
//! keyboard) sends [`Intent::Press`]; releasing a drag over a spot sends [`Intent::Release`];
//! a double press on a checker sends [`Intent::BearOff`].
//!
//! The board is one tab stop (a roving tabindex): the arrow keys move the focus between the
//! points, bars and trays by where they are drawn, Enter or Space presses, Escape deselects.
//!
//! Animations only decorate: the board is always drawn as it is, and a moving checker is a
//! flying copy over it (the real one hidden until the copy lands), so that input is never
//! blocked and the board is never wrong, at any speed.

use std::fmt::Write as _;

use bg_engine::Player;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::geometry::*;
use super::last_play::LastPlay;
use super::pieces::{Checker, Cube, Die};
use super::point::Point;
use crate::state::{Intent, Spot};
use crate::view_model::{colour, AnimationView, BoardView, Place, SideSpot};

/// Two presses on the same spot closer than this are a double press.
const DOUBLE_PRESS_MS: f64 = 400.0;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: BoardView,
    pub on_intent: Callback<Intent>,
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
fn spot_at(event: &PointerEvent) -> Option<Spot> {
    let document = web_sys::window()?.document()?;
    let element = document.element_from_point(event.client_x() as f32, event.client_y() as f32)?;
    let spot_element = element.closest("[data-point]").ok()??;
    spot_of(&spot_element.get_attribute("data-point")?)
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
/// the first checker that can move, else the bottom left point.
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
        .map_or((1, 0), |spot| nav_cell(spot, mover))
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
fn flyers(animation: &AnimationView) -> Html {
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
            html! { <Checker x={x} y={y} player={path.player} style={AttrValue::from(style)}/> }
        })
        .collect()
}

/// The checkers hidden until their flying copies land: (drawn indices, style) for a point, or
/// for a player's bar.
fn arriving_at(view: &BoardView, at: impl Fn(Place) -> Option<u8>) -> Option<(Vec<u8>, AttrValue)> {
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

/// The board.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    let on_press = props.on_intent.reform(Intent::Press);
    // A pointer press; a second press on the same spot soon after is a double press, which
    // bears the checker off when the settings say so.
    let last_press = use_mut_ref(|| None::<(Spot, f64)>);
    let on_pointer_press = {
        let on_intent = props.on_intent.clone();
        let bears_off = view.double_press_bears_off;
        Callback::from(move |spot: Spot| {
            let now = js_sys::Date::now();
            let double = matches!(*last_press.borrow(),
                Some((last, at)) if last == spot && now - at < DOUBLE_PRESS_MS);
            *last_press.borrow_mut() = (!double).then_some((spot, now));
            on_intent.emit(Intent::Press(spot));
            if double && bears_off {
                on_intent.emit(Intent::BearOff(spot));
            }
        })
    };
    // The roving tab stop: the cell focused last, once the focus has been in the board.
    let focused = use_state(|| None::<(u8, u8)>);
    let tab_stop = focused.unwrap_or_else(|| default_cell(view));
    let onfocusin = {
        let focused = focused.clone();
        Callback::from(move |event: FocusEvent| {
            if let Some(cell) = cell_of(&event) {
                if *focused != Some(cell) {
                    focused.set(Some(cell));
                }
            }
        })
    };
    let svg_ref = use_node_ref();
    // While a checker is dragged: whether a drag is on, and where the ghost checker is drawn.
    let dragging = use_mut_ref(|| false);
    let ghost = use_state(|| None::<(f64, f64)>);
    let stop_drag = {
        let dragging = dragging.clone();
        let ghost = ghost.clone();
        move || {
            *dragging.borrow_mut() = false;
            if ghost.is_some() {
                ghost.set(None);
            }
        }
    };
    let onpointerup = {
        let on_intent = props.on_intent.clone();
        let stop_drag = stop_drag.clone();
        Callback::from(move |event: PointerEvent| {
            stop_drag();
            if let Some(spot) = spot_at(&event) {
                on_intent.emit(Intent::Release(spot));
            }
        })
    };
    let onpointermove = {
        let dragging = dragging.clone();
        let ghost = ghost.clone();
        let svg_ref = svg_ref.clone();
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
    };
    let onpointercancel = {
        let stop_drag = stop_drag.clone();
        Callback::from(move |_: PointerEvent| stop_drag())
    };
    let onpointerleave = Callback::from(move |_: PointerEvent| stop_drag());
    let onkeydown = {
        let on_intent = props.on_intent.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |event: KeyboardEvent| {
            let key = event.key();
            if key == "Escape" {
                on_intent.emit(Intent::Deselect);
                return;
            }
            let Some(cell) = cell_of(&event) else {
                return;
            };
            let Some(next) = next_cell(&key, cell) else {
                return;
            };
            // The arrows would scroll the page otherwise.
            event.prevent_default();
            if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                focus_cell(&svg, next);
            }
        })
    };
    // A press on a movable checker may start a drag; keep the page from scrolling or
    // selecting text meanwhile.
    let onpointerdown = {
        let dragging = dragging.clone();
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
    };
    let ghost_checker = match (*ghost, view.turn_of) {
        (Some((x, y)), Some(player)) => html! {
            <g class="ghost" aria-hidden="true">
                <Checker x={x} y={y} player={player}/>
            </g>
        },
        _ => Html::default(),
    };
    let turn_class = view
        .turn_of
        .map(|player| format!("turn-{}", colour(player)));
    // Chromium takes the touch-action of the outer <svg> only (its children have no CSS box),
    // so a checker's own `touch-action: none` never applies: while a checker can be dragged,
    // the whole board stops one-finger panning, or the first movement of a finger would
    // cancel the drag (`pointercancel`) to scroll the page.
    let can_drag = view.points.iter().any(|point| point.movable)
        || view.bars.zero.movable
        || view.bars.one.movable;
    let side = |spot: &SideSpot, kind: Spot| SideEvents {
        on_press: on_press.clone(),
        on_pointer_press: on_pointer_press.clone(),
        tab_stop: nav_cell(kind, spot.player) == tab_stop,
        arriving: arriving_at(view, |place| match place {
            Place::Bar { player, index } if kind == Spot::Bar && player == spot.player => {
                Some(drawn_on_bar(index))
            }
            _ => None,
        }),
    };
    let (style, flying) = match &view.animation {
        Some(animation) => (
            html! { <style>{ animation_css(animation) }</style> },
            html! { <g class="flyers" aria-hidden="true">{ flyers(animation) }</g> },
        ),
        None => (Html::default(), Html::default()),
    };
    html! {
        <svg class={classes!("board", turn_class, can_drag.then_some("can-drag"))} viewBox={format!("0 0 {VIEW_WIDTH} {VIEW_HEIGHT}")}
            role="group" aria-label="Backgammon board" ref={svg_ref}
            aria-describedby="board-keys"
            {onpointerup} {onkeydown} {onpointerdown} {onpointermove} {onpointercancel}
            {onpointerleave} {onfocusin}>
            <desc id="board-keys">{ "Arrow keys move between points, Enter or Space picks a \
                checker or its destination, Escape puts it back." }</desc>
            { style }
            <rect class="frame" x={FRAME_LEFT.to_string()} y={FRAME_TOP.to_string()}
                width={(FRAME_RIGHT - FRAME_LEFT).to_string()}
                height={(FRAME_BOTTOM - FRAME_TOP).to_string()} rx="8"/>
            <rect class="felt" x={LEFT_FIELD.to_string()} y={FIELD_TOP.to_string()}
                width={(BAR_LEFT - LEFT_FIELD).to_string()}
                height={(FIELD_BOTTOM - FIELD_TOP).to_string()}/>
            <rect class="felt" x={BAR_RIGHT.to_string()} y={FIELD_TOP.to_string()}
                width={(RIGHT_FIELD_END - BAR_RIGHT).to_string()}
                height={(FIELD_BOTTOM - FIELD_TOP).to_string()}/>
            <rect class="tray-frame" x={(TRAY_LEFT - 6.0).to_string()} y={FRAME_TOP.to_string()}
                width={(TRAY_RIGHT - TRAY_LEFT + 12.0).to_string()}
                height={(FRAME_BOTTOM - FRAME_TOP).to_string()} rx="8"/>
            { for view.points.iter().map(|point| {
                let number = point.number;
                html! {
                    <Point key={number} view={point.clone()} on_press={on_press.clone()}
                        on_pointer_press={on_pointer_press.clone()}
                        tab_stop={nav_cell(Spot::Point(number), Player::Zero) == tab_stop}
                        arriving={arriving_at(view, |place| match place {
                            Place::Point { number: n, index } if n == number => {
                                Some(drawn_on_point(index))
                            }
                            _ => None,
                        })}/>
                }
            }) }
            <BarSide spot={view.bars.one.clone()} events={side(&view.bars.one, Spot::Bar)}/>
            <BarSide spot={view.bars.zero.clone()} events={side(&view.bars.zero, Spot::Bar)}/>
            <Tray spot={view.trays.one.clone()} events={side(&view.trays.one, Spot::Off)}/>
            <Tray spot={view.trays.zero.clone()} events={side(&view.trays.zero, Spot::Off)}/>
            if let Some(last_play) = view.last_play.clone() {
                <LastPlay view={last_play}/>
            }
            { dice(view) }
            { cube(view) }
            { flying }
            { ghost_checker }
        </svg>
    }
}

fn dice(view: &BoardView) -> Html {
    let mut html = Vec::new();
    for player in Player::BOTH {
        let mine: Vec<_> = view.dice.iter().filter(|d| d.player == player).collect();
        let n = mine.len() as f64;
        let gap = DIE_SIZE + 8.0;
        let start = dice_centre_x(player) - (n - 1.0) * gap / 2.0;
        // Keyed by the roll, so that new dice are new elements and roll once.
        let style = (view.roll_ms > 0)
            .then(|| AttrValue::from(format!("animation: bg-roll {}ms ease-out", view.roll_ms)));
        for (index, die) in mine.into_iter().enumerate() {
            // A side's last roll is not rolled again.
            let (key, style) = if die.past {
                (format!("past-{}-{index}", colour(player)), None)
            } else {
                (
                    format!("{}-{}-{index}", view.dice_key, colour(player)),
                    style.clone(),
                )
            };
            html.push(html! {
                <Die {key} x={start + index as f64 * gap} y={MIDDLE} value={die.value}
                    colour={die.colour} used={die.used} past={die.past} {style}/>
            });
        }
    }
    html.into_iter().collect()
}

fn cube(view: &BoardView) -> Html {
    let Some(cube) = view.cube else {
        return Html::default();
    };
    let owner_text = match cube.owner {
        None => "in the middle".to_owned(),
        Some(owner) => format!("owned by {}", colour(owner)),
    };
    let resting = html! {
        <Cube x={CUBE_X} y={cube_y(cube.owner)} value={cube.face}
            label={format!("Doubling cube at {}, {owner_text}", cube.value)}/>
    };
    match cube.offer {
        // An offered cube is shown turned, in the doubler's half of the board.
        Some(offer) => html! {
            <>
                { resting }
                <Cube x={dice_centre_x(offer.by) - CUBE_SIZE / 2.0} y={MIDDLE - CUBE_SIZE / 2.0}
                    value={offer.value} offered={true}
                    label={format!("{} offers the cube at {}", colour(offer.by), offer.value)}/>
            </>
        },
        None => resting,
    }
}

/// What a bar half or a tray is told besides its contents.
#[derive(Clone, PartialEq)]
struct SideEvents {
    on_press: Callback<Spot>,
    on_pointer_press: Callback<Spot>,
    tab_stop: bool,
    arriving: Option<(Vec<u8>, AttrValue)>,
}

#[derive(Properties, PartialEq)]
struct SideProps {
    spot: SideSpot,
    events: SideEvents,
}

fn side_classes(kind: &'static str, spot: &SideSpot) -> Classes {
    let mut class = classes!(kind, colour(spot.player));
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

fn key_press(on_press: &Callback<Spot>, spot: Spot) -> Callback<KeyboardEvent> {
    let on_press = on_press.clone();
    Callback::from(move |event: KeyboardEvent| {
        if event.key() == "Enter" || event.key() == " " {
            event.prevent_default();
            on_press.emit(spot);
        }
    })
}

fn tabindex(events: &SideEvents) -> &'static str {
    if events.tab_stop {
        "0"
    } else {
        "-1"
    }
}

fn pointer_press(on_press: &Callback<Spot>, spot: Spot) -> Callback<PointerEvent> {
    let on_press = on_press.clone();
    Callback::from(move |event: PointerEvent| {
        if event.button() == 0 {
            on_press.emit(spot);
        }
    })
}

/// One player's half of the bar.
#[component]
fn BarSide(props: &SideProps) -> Html {
    let spot = &props.spot;
    let player = spot.player;
    let (top, bottom) = match player {
        Player::One => (FIELD_TOP, MIDDLE),
        Player::Zero => (MIDDLE, FIELD_BOTTOM),
    };
    let n_drawn = spot.count.min(MAX_DRAWN - 1);
    let events = &props.events;
    let (row, column) = nav_cell(Spot::Bar, player);
    html! {
        <g class={side_classes("bar", spot)} data-point="bar" data-player={colour(player)}
            tabindex={tabindex(events)} data-nav={format!("{row}-{column}")}
            role="button" aria-label={spot.label.clone()}
            data-movable={spot.movable.then_some("true")}
            data-selected={spot.selected.then_some("true")}
            data-count={spot.count.to_string()}
            onpointerdown={pointer_press(&events.on_pointer_press, Spot::Bar)}
            onkeydown={key_press(&events.on_press, Spot::Bar)}>
            <rect class="bar-half" x={BAR_LEFT.to_string()} y={top.to_string()}
                width={(BAR_RIGHT - BAR_LEFT).to_string()} height={(bottom - top).to_string()}/>
            { for (0..n_drawn).map(|index| {
                let last = index + 1 == n_drawn;
                let style = events
                    .arriving
                    .as_ref()
                    .filter(|(indices, _)| indices.contains(&index))
                    .map(|(_, style)| style.clone());
                html! {
                    <Checker x={bar_x()} y={bar_y(player, index)} player={player}
                        movable={last && spot.movable} selected={last && spot.selected}
                        count={(last && spot.count > n_drawn).then_some(spot.count)}
                        style={style}/>
                }
            }) }
        </g>
    }
}

/// One player's bear-off tray.
#[component]
fn Tray(props: &SideProps) -> Html {
    let spot = &props.spot;
    let player = spot.player;
    let (top, bottom) = tray_span(player);
    let width = TRAY_RIGHT - TRAY_LEFT;
    let count_y = match player {
        Player::Zero => top + 20.0,
        Player::One => bottom - 6.0,
    };
    let events = &props.events;
    let (row, column) = nav_cell(Spot::Off, player);
    html! {
        <g class={side_classes("tray", spot)} data-point="off" data-player={colour(player)}
            tabindex={tabindex(events)} data-nav={format!("{row}-{column}")}
            role="button" aria-label={spot.label.clone()}
            data-destination={spot.destination.then_some("true")}
            data-count={spot.count.to_string()}
            onpointerdown={pointer_press(&events.on_pointer_press, Spot::Off)}
            onkeydown={key_press(&events.on_press, Spot::Off)}>
            <rect class="tray-well" x={TRAY_LEFT.to_string()} y={top.to_string()}
                width={width.to_string()} height={(bottom - top).to_string()} rx="4"/>
            { for (0..spot.count).map(|index| html! {
                <rect class={classes!("slab", colour(player))} x={(TRAY_LEFT + 4.0).to_string()}
                    y={slab_y(player, index).to_string()} width={(width - 8.0).to_string()}
                    height={SLAB_HEIGHT.to_string()} rx="3"/>
            }) }
            if spot.count > 0 {
                <text class="tray-count" x={(TRAY_LEFT + width / 2.0).to_string()}
                    y={count_y.to_string()} text-anchor="middle" aria-hidden="true">
                    { spot.count }
                </text>
            }
        </g>
    }
}
