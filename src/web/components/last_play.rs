//! The opponent's last play on the board: an arrow per checker, from where it started to
//! where it ended, drawn over the board without taking any input.

use yew::prelude::*;

use super::geometry::place_centre;
use crate::state::Spot;
use crate::view_model::{LastPlayView, Place};
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct LastPlayProps {
    pub view: LastPlayView,
}

/// The `data-point` value of the spot of a place.
fn data_point(place: Place) -> String {
    match place {
        Place::Point { number, .. } => Spot::Point(number),
        Place::Bar { .. } => Spot::Bar,
        Place::Off { .. } => Spot::Off,
    }
    .data_point()
}

#[component]
pub fn LastPlay(props: &LastPlayProps) -> Html {
    let view = &props.view;
    let words = use_translator();
    html! {
        <g class={classes!("last-play", view.colour.name())} role="img"
            aria-label={words.text(&view.label)} data-testid="last-play">
            <defs>
                <marker id="last-play-head" viewBox="0 0 10 10" refX="7" refY="5"
                    markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z"/>
                </marker>
            </defs>
            { for view.marks.iter().map(|mark| {
                let (x1, y1) = place_centre(mark.from);
                let (x2, y2) = place_centre(mark.to);
                html! {
                    <g class={classes!("mark", mark.hit.then_some("hit"))}
                        data-from={data_point(mark.from)} data-to={data_point(mark.to)}>
                        <circle class="start" cx={x1.to_string()} cy={y1.to_string()} r="6"/>
                        <line x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()}
                            y2={y2.to_string()} marker-end="url(#last-play-head)"/>
                    </g>
                }
            }) }
        </g>
    }
}
