//! The move log, each play numbered as the board shows it to the reader (see
//! [`crate::view_model::move_log`]); a play in the reader's numbering keeps its standard
//! notation as its title.

use yew::prelude::*;

use crate::i18n::Message;
use crate::msg;
use crate::view_model::LogLine;
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct MoveLogProps {
    pub lines: Vec<LogLine>,
    /// How the plays are numbered.
    pub note: Message,
}

#[component]
pub fn MoveLog(props: &MoveLogProps) -> Html {
    let words = use_translator();
    html! {
        <section class="move-log" aria-label={words.text(&msg!("log-region"))}>
            <h2>{ words.text(&msg!("log-title")) }</h2>
            <p class="hint" data-testid="move-log-note">{ words.text(&props.note) }</p>
            <ul data-testid="move-log">
                { for props.lines.iter().rev().map(|line| {
                    let class = classes!(
                        line.header.then_some("header"),
                        line.colour.map(|colour| colour.name())
                    );
                    let standard = line
                        .standard
                        .as_ref()
                        .map(|standard| words.text(&msg!("log-standard", play = standard.clone())));
                    html! { <li class={class} title={standard}>{ words.text(&line.text) }</li> }
                }) }
            </ul>
        </section>
    }
}
