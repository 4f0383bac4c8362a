//! The small drawn things: checkers, dice, the cube.

use yew::prelude::*;

use crate::msg;
use crate::web::i18n::use_translator;

use super::geometry::{CHECKER_RADIUS, CUBE_SIZE, DIE_SIZE, PAST_DIE_SCALE};
use crate::setup::Colour;

/// The style that keeps the drawn checker `index` of a point, bar or tray hidden while it
/// arrives, if it does (`arriving`: the drawn indices arriving and their style, as
/// `board::animation::arriving_at` gives them).
pub fn arriving_style(arriving: &Option<(Vec<u8>, AttrValue)>, index: u8) -> Option<AttrValue> {
    arriving
        .as_ref()
        .filter(|(indices, _)| indices.contains(&index))
        .map(|(_, style)| style.clone())
}

#[derive(Properties, PartialEq)]
pub struct CheckerProps {
    pub x: f64,
    pub y: f64,
    pub colour: Colour,
    /// This checker can be picked up (the top checker of a movable stack).
    #[prop_or_default]
    pub movable: bool,
    #[prop_or_default]
    pub selected: bool,
    /// An inline style: the animation of a checker arriving or flying.
    #[prop_or_default]
    pub style: Option<AttrValue>,
}

/// One checker.
#[component]
pub fn Checker(props: &CheckerProps) -> Html {
    let mut class = classes!("checker", props.colour.name());
    if props.movable {
        class.push("movable");
    }
    if props.selected {
        class.push("selected");
    }
    html! {
        <g class={class} data-movable={props.movable.then_some("true")} style={props.style.clone()}>
            <circle cx={props.x.to_string()} cy={props.y.to_string()} r={CHECKER_RADIUS.to_string()}/>
            <circle class="rim" cx={props.x.to_string()} cy={props.y.to_string()}
                r={(CHECKER_RADIUS * 0.62).to_string()}/>
        </g>
    }
}

#[derive(Properties, PartialEq)]
pub struct StackCountProps {
    /// The centre of the checker the count is written on.
    pub x: f64,
    pub y: f64,
    /// The colour of that checker (the count is written in the other).
    pub colour: Colour,
    pub count: u8,
    /// The style of that checker while it arrives, so that the count appears with it.
    #[prop_or_default]
    pub style: Option<AttrValue>,
}

/// The count of a stack taller than the drawing, written on its last drawn checker.
///
/// It is drawn beside the labelled point or bar, never inside it: axe's
/// `label-content-name-mismatch` (WCAG 2.5.3, label in name) counts even hidden text inside a
/// labelled button, and the count beside the point's number ("62") is in no label. The label
/// already says the count in words; presses pass through the count to the point.
#[component]
pub fn StackCount(props: &StackCountProps) -> Html {
    html! {
        <text class={classes!("stack-count", props.colour.name())} x={props.x.to_string()}
            y={(props.y + 7.5).to_string()} text-anchor="middle" aria-hidden="true"
            pointer-events="none" data-stack-count={props.count.to_string()}
            style={props.style.clone()}>{ props.count }</text>
    }
}

#[derive(Properties, PartialEq)]
pub struct DieProps {
    /// The die's centre.
    pub x: f64,
    pub y: f64,
    pub value: u8,
    /// The die's colour.
    pub colour: Colour,
    #[prop_or_default]
    pub used: bool,
    /// The side's last roll, kept in view (`data-last-die` instead of `data-die`, which names
    /// the dice of the roll being played).
    #[prop_or_default]
    pub past: bool,
    /// An inline style: the animation of a roll.
    #[prop_or_default]
    pub style: Option<AttrValue>,
}

/// The pips of a face, as offsets from the centre in units of a third of the half size.
fn pips(value: u8) -> &'static [(i8, i8)] {
    match value {
        1 => &[(0, 0)],
        2 => &[(-1, -1), (1, 1)],
        3 => &[(-1, -1), (0, 0), (1, 1)],
        4 => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5 => &[(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        _ => &[(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }
}

/// One die.
#[component]
pub fn Die(props: &DieProps) -> Html {
    // A side's last roll is drawn smaller, so that it never reads as the roll to play.
    let scale = if props.past { PAST_DIE_SCALE } else { 1.0 };
    let size = DIE_SIZE * scale;
    let half = size / 2.0;
    let spacing = size * 0.27;
    let mut class = classes!("die", props.colour.name());
    if props.used {
        class.push("used");
    }
    if props.past {
        class.push("past");
    }
    let value = props.value.to_string();
    let (die, last_die) = if props.past {
        (None, Some(value))
    } else {
        (Some(value), None)
    };
    let state = match (props.past, props.used) {
        (true, _) => "past",
        (false, true) => "used",
        (false, false) => "none",
    };
    let label = use_translator().text(&msg!(
        "board-die",
        colour = props.colour.name(),
        value = props.value,
        state = state
    ));
    html! {
        <g class={class} data-die={die} data-last-die={last_die}
            data-used={props.used.then_some("true")}
            style={props.style.clone()} role="img"
            aria-label={label}>
            <rect x={(props.x - half).to_string()} y={(props.y - half).to_string()}
                width={size.to_string()} height={size.to_string()} rx={(6.0 * scale).to_string()}/>
            { for pips(props.value).iter().map(|&(dx, dy)| html! {
                <circle class="pip" r={(3.6 * scale).to_string()}
                    cx={(props.x + f64::from(dx) * spacing).to_string()}
                    cy={(props.y + f64::from(dy) * spacing).to_string()}/>
            }) }
        </g>
    }
}

#[derive(Properties, PartialEq)]
pub struct CubeProps {
    /// The cube's top-left corner.
    pub x: f64,
    pub y: f64,
    /// The value written (64 on a centred cube at 1).
    pub value: u32,
    #[prop_or_default]
    pub offered: bool,
    pub label: AttrValue,
}

/// The doubling cube.
#[component]
pub fn Cube(props: &CubeProps) -> Html {
    let class = classes!("cube", props.offered.then_some("offered"));
    html! {
        <g class={class} role="img" aria-label={props.label.clone()}
            data-cube={props.value.to_string()}>
            <rect x={props.x.to_string()} y={props.y.to_string()} width={CUBE_SIZE.to_string()}
                height={CUBE_SIZE.to_string()} rx="5"/>
            <text x={(props.x + CUBE_SIZE / 2.0).to_string()}
                y={(props.y + CUBE_SIZE / 2.0 + 8.0).to_string()} text-anchor="middle">
                { props.value }
            </text>
        </g>
    }
}
