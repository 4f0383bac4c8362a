//! The move log, each play numbered as the board shows it to the reader (see
//! [`crate::view_model::move_log`]); a play in the reader's numbering keeps its standard
//! notation as its title.

use yew::prelude::*;

use crate::view_model::{colour, LogLine};

#[derive(Properties, PartialEq)]
pub struct MoveLogProps {
    pub lines: Vec<LogLine>,
    /// How the plays are numbered.
    pub note: AttrValue,
}

#[component]
pub fn MoveLog(props: &MoveLogProps) -> Html {
    html! {
        <section class="move-log" aria-label="Move log">
            <h2>{ "Moves" }</h2>
            <p class="hint" data-testid="move-log-note">{ props.note.clone() }</p>
            <ul data-testid="move-log">
                { for props.lines.iter().rev().map(|line| {
                    let class = classes!(
                        line.header.then_some("header"),
                        line.player.map(colour)
                    );
                    let standard = line
                        .standard
                        .as_ref()
                        .map(|standard| format!("Standard notation: {standard}"));
                    html! { <li class={class} title={standard}>{ &line.text }</li> }
                }) }
            </ul>
        </section>
    }
}
