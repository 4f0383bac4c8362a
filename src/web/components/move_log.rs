//! The move log in standard notation.

use yew::prelude::*;

use crate::view_model::{colour, LogLine};

#[derive(Properties, PartialEq)]
pub struct MoveLogProps {
    pub lines: Vec<LogLine>,
}

#[component]
pub fn MoveLog(props: &MoveLogProps) -> Html {
    html! {
        <section class="move-log" aria-label="Move log">
            <h2>{ "Moves" }</h2>
            <ul data-testid="move-log">
                { for props.lines.iter().rev().map(|line| {
                    let class = classes!(
                        line.header.then_some("header"),
                        line.player.map(colour)
                    );
                    html! { <li class={class}>{ &line.text }</li> }
                }) }
            </ul>
        </section>
    }
}
