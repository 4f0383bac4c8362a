//! The move log, each play numbered as the board shows it to the reader (see
//! [`crate::view_model::move_log`]); a play in the reader's numbering keeps its standard
//! notation as its title. On the review screen each line is a button that goes to the
//! position just after its action ([`crate::view_model::LogLine::replay_at`]), the line of
//! the position shown marked as the current one.

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n::Message;
use crate::msg;
use crate::view_model::LogLine;
use crate::web::i18n::use_translator;

/// The replay a log's lines lead into: the position shown, and going to another.
#[derive(Clone, PartialEq)]
pub struct LogReplay {
    /// The log length of the position shown.
    pub at: usize,
    pub on_go: Callback<usize>,
}

#[derive(Properties, PartialEq)]
pub struct MoveLogProps {
    /// Shared, since the review screen makes its match's lines once.
    pub lines: Rc<Vec<LogLine>>,
    /// How the plays are numbered.
    pub note: Message,
    /// On the review screen: each line goes to its position.
    #[prop_or_default]
    pub replay: Option<LogReplay>,
    /// Drawn between the note and the lines (the review's links to each game).
    #[prop_or_default]
    pub children: Html,
}

#[component]
pub fn MoveLog(props: &MoveLogProps) -> Html {
    let words = use_translator();
    html! {
        <section class="move-log" aria-label={words.text(&msg!("log-region"))}>
            <h2>{ words.text(&msg!("log-title")) }</h2>
            <p class="hint" data-testid="move-log-note">{ words.text(&props.note) }</p>
            { props.children.clone() }
            // A long log scrolls: on the table, where its lines are no buttons, the list
            // itself is a tab stop with a name, so the keyboard can scroll it (axe's
            // scrollable-region-focusable); on the review its buttons are the tab stops.
            <ul data-testid="move-log" tabindex={props.replay.is_none().then_some("0")}
                aria-label={props.replay.is_none().then(|| words.text(&msg!("log-title")))}>
                { for props.lines.iter().rev().map(|line| {
                    let class = classes!(
                        line.header.then_some("header"),
                        line.colour.map(|colour| colour.name())
                    );
                    let standard = line
                        .standard
                        .as_ref()
                        .map(|standard| words.text(&msg!("log-standard", play = standard.clone())));
                    let text = words.text(&line.text);
                    let content = match &props.replay {
                        Some(replay) => replay_line(line, text, replay),
                        None => html! { { text } },
                    };
                    html! { <li class={class} title={standard}>{ content }</li> }
                }) }
            </ul>
        </section>
    }
}

/// A line as a button to its position (Enter and Space press it too).
fn replay_line(line: &LogLine, text: String, replay: &LogReplay) -> Html {
    let at = line.replay_at();
    let onclick = replay.on_go.reform(move |_: MouseEvent| at);
    let current = (at == replay.at).then_some("step");
    html! {
        <button type="button" class="log-line" data-testid="log-line"
            data-at={at.to_string()} aria-current={current} {onclick}>{ text }</button>
    }
}
