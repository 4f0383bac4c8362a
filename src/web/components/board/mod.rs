//! The SVG board: frame, points, bar, trays, dice and cube. Pressing a spot (pointer or
//! keyboard) sends [`Intent::Press`], a pointer press [`Intent::PointerPress`] with its time
//! (the reducer tells a double press, which bears a checker off); releasing a drag over a
//! spot sends [`Intent::Release`].
//!
//! By concern: `press.rs` (presses on a spot), `keyboard.rs` (the one tab stop, the arrow
//! keys), `drag.rs` (dragging a checker), `animation.rs` (flying checkers), `sides.rs` (the
//! bar and the trays), `dice_and_cube.rs`; the points are `components/point.rs`.

mod animation;
mod dice_and_cube;
mod drag;
mod keyboard;
pub(super) mod press;
mod sides;

use bg_engine::Player;
use yew::prelude::*;

use super::geometry::*;
use super::hint_panel::HintArrows;
use super::last_play::LastPlay;
use super::point::Point;
use crate::msg;
use crate::state::{Intent, Spot};
use crate::view_model::{BoardView, Grade, MoveMark, Place, SideSpot};
use crate::web::i18n::use_translator;
use animation::{animation_layers, arriving_at};
use dice_and_cube::{cube, dice};
use drag::use_drag;
use keyboard::use_keyboard;
use press::pointer_press_now;
use sides::{BarSide, SideEvents, Tray};

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: BoardView,
    pub on_intent: Callback<Intent>,
    /// The hint's plays to draw as arrows, each coloured by its rank (in place of the last
    /// play's marks while shown): the chosen one, or the top three, the best last (on top).
    #[prop_or_default]
    pub hint: Vec<(Vec<MoveMark>, Grade)>,
    /// A still board (the rules book's diagrams): one image with this accessible name, which
    /// takes no input and has no tab stop.
    #[prop_or_default]
    pub still: Option<AttrValue>,
}

/// The callbacks of a press on a spot, by keyboard and by pointer.
struct Presses {
    on_press: Callback<Spot>,
    on_pointer_press: Callback<Spot>,
    /// A still board: no spot takes a press.
    still: bool,
}

/// The callbacks of a press, made again only when `on_intent` changes: the points and the
/// bar's and trays' halves compare their callbacks, and new ones every render would draw all
/// of them again.
#[hook]
fn use_presses(props: &BoardProps) -> Presses {
    let (on_press, on_pointer_press) = (*use_memo(props.on_intent.clone(), |on_intent| {
        (
            on_intent.reform(Intent::Press),
            on_intent.reform(pointer_press_now),
        )
    }))
    .clone();
    Presses {
        on_press,
        on_pointer_press,
        still: props.still.is_some(),
    }
}

/// The board.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    let words = use_translator();
    let presses = use_presses(props);
    let svg_ref = use_node_ref();
    let keyboard = use_keyboard(view, &svg_ref, &props.on_intent);
    let drag = use_drag(&svg_ref, &props.on_intent);
    let turn_class = view
        .turn_of
        .map(|player| format!("turn-{}", view.colours.name(player)));
    // Chromium takes the touch-action of the outer <svg> only (its children have no CSS box),
    // so a checker's own `touch-action: none` never applies: while a checker can be dragged,
    // the whole board stops one-finger panning, or the first movement of a finger would
    // cancel the drag (`pointercancel`) to scroll the page.
    let can_drag = view.points.iter().any(|point| point.movable)
        || view.bars.zero.movable
        || view.bars.one.movable;
    let side =
        |spot: &SideSpot, kind: Spot| side_events(view, &presses, keyboard.tab_stop, spot, kind);
    let (style, flying) = animation_layers(view);
    let mirrored = field_transform(view.home);
    let home_left = mirrored.is_some().then_some("home-left");
    let contents = html! {
        <>
            { style }
            <g class="field" transform={mirrored}>
            { frame() }
            { points(view, &presses, keyboard.tab_stop) }
            <BarSide spot={view.bars.one.clone()} events={side(&view.bars.one, Spot::Bar)}/>
            <BarSide spot={view.bars.zero.clone()} events={side(&view.bars.zero, Spot::Bar)}/>
            <Tray spot={view.trays.one.clone()} events={side(&view.trays.one, Spot::Off)}/>
            <Tray spot={view.trays.zero.clone()} events={side(&view.trays.zero, Spot::Off)}/>
            if !props.hint.is_empty() {
                { for props.hint.iter().cloned().map(|(marks, grade)| html! {
                    <HintArrows {marks} {grade}/>
                }) }
            } else if let Some(last_play) = view.last_play.clone() {
                <LastPlay view={last_play}/>
            }
            { dice(view) }
            { cube(view, &words) }
            { flying }
            { drag.ghost_checker(view.turn_of.map(|player| view.colours.of(player)), view.home) }
            </g>
        </>
    };
    let view_box = format!("0 0 {VIEW_WIDTH} {VIEW_HEIGHT}");
    if let Some(label) = props.still.clone() {
        // One image: what is inside is its picture, not parts to reach one by one.
        return html! {
            <svg class={classes!("board", "still", turn_class, home_left)} viewBox={view_box}
                role="img" aria-label={label}>
                <g aria-hidden="true">{ contents }</g>
            </svg>
        };
    }
    html! {
        <svg class={classes!("board", turn_class, can_drag.then_some("can-drag"), home_left)} viewBox={view_box}
            role="group" aria-label={words.text(&msg!("board-label"))} ref={svg_ref}
            aria-describedby="board-keys"
            onpointerup={drag.onpointerup.clone()} onkeydown={keyboard.onkeydown}
            onpointerdown={drag.onpointerdown.clone()} onpointermove={drag.onpointermove.clone()}
            onpointercancel={drag.onpointercancel.clone()}
            onpointerleave={drag.onpointerleave.clone()} onfocusin={keyboard.onfocusin}>
            <desc id="board-keys">{ words.text(&msg!("board-keys")) }</desc>
            { contents }
        </svg>
    }
}

/// The frame, the two fields of felt and the trays' frame.
fn frame() -> Html {
    html! {
        <>
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
        </>
    }
}

/// The 24 points, each with the checkers still arriving on it hidden.
fn points(view: &BoardView, presses: &Presses, tab_stop: (u8, u8)) -> Html {
    view.points
        .iter()
        .map(|point| {
            let number = point.number;
            html! {
                <Point key={number} view={point.clone()} on_press={presses.on_press.clone()}
                    still={presses.still}
                    on_pointer_press={presses.on_pointer_press.clone()}
                    tab_stop={nav_cell(Spot::Point(number), Player::Zero, view.home) == tab_stop}
                    home={view.home}
                    arriving={arriving_at(view, |place| match place {
                        Place::Point { number: n, index } if n == number => {
                            Some(drawn_on_point(index))
                        }
                        _ => None,
                    })}/>
            }
        })
        .collect()
}

/// What a bar half (`kind` [`Spot::Bar`]) or a tray ([`Spot::Off`]) is told besides its
/// contents.
fn side_events(
    view: &BoardView,
    presses: &Presses,
    tab_stop: (u8, u8),
    spot: &SideSpot,
    kind: Spot,
) -> SideEvents {
    SideEvents {
        on_press: presses.on_press.clone(),
        on_pointer_press: presses.on_pointer_press.clone(),
        tab_stop: nav_cell(kind, spot.player, view.home) == tab_stop,
        home: view.home,
        still: presses.still,
        arriving: arriving_at(view, |place| match place {
            Place::Bar { player, index } if kind == Spot::Bar && player == spot.player => {
                Some(drawn_on_bar(index))
            }
            _ => None,
        }),
    }
}
