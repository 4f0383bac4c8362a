//! The Rules and help screen: the rules book. A table of contents, then the chapters (the rules
//! in short, the board, moving, the two dice, bearing off, scoring, the cube, match and money
//! play, where the app departs from the official rules, the sources, questions and answers,
//! the best opening plays, first strategy, and how to use this app), with board diagrams
//! (`book_diagram.rs`) where a rule is about a position. Plain headings and paragraphs, so
//! that it reads well on a phone and to a screen reader; every word comes from the catalogues
//! (`src/i18n/ftl/`), the diagrams and the opening table from `crate::rules_book`.

mod chapters;

use yew::prelude::*;

use super::screen::Screen;
use crate::i18n::Message;
use crate::msg;
use crate::rules_book::Viewpoint;
use crate::web::i18n::{use_translator, Words};
use chapters::CHAPTERS;

#[derive(Properties, PartialEq)]
pub struct HelpProps {
    pub on_close: Callback<()>,
    /// How the game board is drawn and coloured: the diagrams and the words about the board
    /// follow it.
    #[prop_or_default]
    pub view: Viewpoint,
}

/// The element id of the table of contents, which each chapter links back to.
const CONTENTS_ID: &str = "help-contents";

/// A contents link's click: scrolls to the section instead of following `#id`, which the
/// page's `<base href>` would resolve to another URL (a reload of the app without its query).
fn jump(id: &'static str) -> Callback<MouseEvent> {
    Callback::from(move |event: MouseEvent| {
        event.prevent_default();
        let target = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.get_element_by_id(id));
        if let Some(target) = target {
            target.scroll_into_view();
        }
    })
}

/// The Rules and help screen.
#[component]
pub fn Help(props: &HelpProps) -> Html {
    let words = use_translator();
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <Screen title={words.text(&msg!("help-title"))} title_id="help-title"
            class="help-screen" on_close={props.on_close.clone()}>
            <nav aria-labelledby={CONTENTS_ID} data-testid="book-contents">
                <h3 id={CONTENTS_ID} tabindex="-1">{ words.text(&msg!("help-contents")) }</h3>
                <ol class="help-contents">
                    { for CHAPTERS.iter().map(|chapter| html! {
                        <li><a href={format!("#{}", chapter.id)} onclick={jump(chapter.id)}>
                            { words.text(&(chapter.title)()) }</a></li>
                    }) }
                </ol>
            </nav>
            { for CHAPTERS.iter().map(|chapter| section(&words, chapter.id, (chapter.title)(),
                (chapter.body)(&words, props.view))) }
            <div class="dialog-buttons">
                <button type="button" class="control primary" onclick={close}>
                    { words.text(&msg!("close")) }
                </button>
            </div>
        </Screen>
    }
}

/// A chapter with its heading and a link back to the contents.
fn section(words: &Words, id: &'static str, title: Message, body: Html) -> Html {
    html! {
        <section aria-labelledby={id} class="book-chapter" data-testid={id}>
            <h3 id={id} tabindex="-1">{ words.text(&title) }</h3>
            { body }
            <p class="to-contents">
                <a href={format!("#{CONTENTS_ID}")} onclick={jump(CONTENTS_ID)}>
                    { words.text(&msg!("book-to-contents")) }</a>
            </p>
        </section>
    }
}
