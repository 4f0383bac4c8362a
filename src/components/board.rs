//! The SVG board: frame, points, bar, trays, dice and cube. Pressing a spot (pointer or
//! keyboard) sends [`Intent::Press`]; releasing a drag over a spot sends [`Intent::Release`].

use bg_engine::Player;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::geometry::*;
use super::pieces::{Checker, Cube, Die};
use super::point::Point;
use crate::state::{Intent, Spot};
use crate::view_model::{colour, BoardView, SideSpot};

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

/// The board.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    let on_press = props.on_intent.reform(Intent::Press);
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
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                on_intent.emit(Intent::Deselect);
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
    html! {
        <svg class={classes!("board", turn_class)} viewBox={format!("0 0 {VIEW_WIDTH} {VIEW_HEIGHT}")}
            role="group" aria-label="Backgammon board" ref={svg_ref}
            {onpointerup} {onkeydown} {onpointerdown} {onpointermove} {onpointercancel}
            {onpointerleave}>
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
            { for view.points.iter().map(|point| html! {
                <Point key={point.number} view={point.clone()} on_press={on_press.clone()}/>
            }) }
            <BarSide spot={view.bars.one.clone()} on_press={on_press.clone()}/>
            <BarSide spot={view.bars.zero.clone()} on_press={on_press.clone()}/>
            <Tray spot={view.trays.one.clone()} on_press={on_press.clone()}/>
            <Tray spot={view.trays.zero.clone()} on_press={on_press.clone()}/>
            { dice(view) }
            { cube(view) }
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
        for (index, die) in mine.into_iter().enumerate() {
            html.push(html! {
                <Die x={start + index as f64 * gap} y={MIDDLE} value={die.value}
                    colour={die.colour} used={die.used}/>
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
    let shown = if cube.value == 1 { 64 } else { cube.value };
    let resting = html! {
        <Cube x={CUBE_X} y={cube_y(cube.owner)} value={shown}
            label={format!("Doubling cube at {}, {owner_text}", cube.value)}/>
    };
    match cube.offered_by {
        // An offered cube is shown turned, in the doubler's half of the board.
        Some(by) => html! {
            <>
                { resting }
                <Cube x={dice_centre_x(by) - CUBE_SIZE / 2.0} y={MIDDLE - CUBE_SIZE / 2.0}
                    value={cube.value * 2} offered={true}
                    label={format!("{} offers the cube at {}", colour(by), cube.value * 2)}/>
            </>
        },
        None => resting,
    }
}

#[derive(Properties, PartialEq)]
struct SideProps {
    spot: SideSpot,
    on_press: Callback<Spot>,
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
    html! {
        <g class={side_classes("bar", spot)} data-point="bar" data-player={colour(player)}
            tabindex="0" role="button" aria-label={spot.label.clone()}
            data-movable={spot.movable.then_some("true")}
            data-selected={spot.selected.then_some("true")}
            data-count={spot.count.to_string()}
            onpointerdown={pointer_press(&props.on_press, Spot::Bar)}
            onkeydown={key_press(&props.on_press, Spot::Bar)}>
            <rect class="bar-half" x={BAR_LEFT.to_string()} y={top.to_string()}
                width={(BAR_RIGHT - BAR_LEFT).to_string()} height={(bottom - top).to_string()}/>
            { for (0..n_drawn).map(|index| {
                let last = index + 1 == n_drawn;
                html! {
                    <Checker x={bar_x()} y={bar_y(player, index)} player={player}
                        movable={last && spot.movable} selected={last && spot.selected}
                        count={(last && spot.count > n_drawn).then_some(spot.count)}/>
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
        Player::Zero => top + 16.0,
        Player::One => bottom - 6.0,
    };
    html! {
        <g class={side_classes("tray", spot)} data-point="off" data-player={colour(player)}
            tabindex="0" role="button" aria-label={spot.label.clone()}
            data-destination={spot.destination.then_some("true")}
            data-count={spot.count.to_string()}
            onpointerdown={pointer_press(&props.on_press, Spot::Off)}
            onkeydown={key_press(&props.on_press, Spot::Off)}>
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
