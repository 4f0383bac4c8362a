//! The Rules and help screen: the rules book. A table of contents, then the chapters (the rules
//! in short, the board, moving, the two dice, bearing off, scoring, the cube, match and money
//! play, where the app departs from the official rules, the sources, questions and answers,
//! the best opening plays, first strategy, and how to use this app), with board diagrams
//! (`book_diagram.rs`) where a rule is about a position. Plain headings and paragraphs, so
//! that it reads well on a phone and to a screen reader; every word comes from the catalogues
//! (`src/i18n/ftl/`), the diagrams and the opening table from `crate::rules_book`.
//!
//! The chapters' bodies are drawn one at a time, each in a main-thread task of its own
//! (`stagger.rs`), as the diagrams' boards are: the whole book drawn by the tap
//! that opens it made one task of 25 to 35 ms of CPU on an idle machine and over 50 ms on a
//! loaded one (CI, 2026-12-06). All are there within about 0.3 s; the headings at once.

mod chapters;

use yew::prelude::*;

use super::screen::Screen;
use super::stagger::use_turns_come;
use crate::msg;
use crate::rules_book::Viewpoint;
use crate::web::i18n::use_translator;
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

/// The chapters drawn whole by the tap that opens the book; each other chapter's body comes in
/// a turn of its own after the one before ([`use_turns_come`]).
const CHAPTERS_AT_OPENING: usize = 2;

/// A contents link's click: scrolls to the section instead of following `#id`, which the
/// page's `<base href>` would resolve to another URL (a reload of the app without its query).
/// Every chapter's heading is there from the start, so the link works before its body is
/// drawn.
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
            // Every chapter is there from the start, each drawing its body when its turn comes:
            // a list that grew as the chapters came moved every node of the book (Yew inserts
            // the new keyed nodes by moving the ones before them), which drops the focus.
            { for (0..CHAPTERS.len()).map(|index| html! {
                <BookChapter key={index} {index} view={props.view}/>
            }) }
            <div class="dialog-buttons">
                <button type="button" class="control primary" onclick={close}>
                    { words.text(&msg!("close")) }
                </button>
            </div>
        </Screen>
    }
}

#[derive(Properties, PartialEq)]
struct BookChapterProps {
    /// The chapter's place in [`CHAPTERS`].
    index: usize,
    view: Viewpoint,
}

/// A chapter with its heading and a link back to the contents; until its turn comes, only its
/// heading (so that the contents link to it works).
#[component]
fn BookChapter(props: &BookChapterProps) -> Html {
    let words = use_translator();
    let drawn = use_turns_come(props.index < CHAPTERS_AT_OPENING, 1) == 1;
    let Some(chapter) = CHAPTERS.get(props.index) else {
        return Html::default();
    };
    let id = chapter.id;
    html! {
        <section aria-labelledby={id} class={classes!("book-chapter", (!drawn).then_some("pending"))}
            data-testid={id}>
            <h3 id={id} tabindex="-1">{ words.text(&(chapter.title)()) }</h3>
            if drawn {
                { (chapter.body)(&words, props.view) }
                <p class="to-contents">
                    <a href={format!("#{CONTENTS_ID}")} onclick={jump(CONTENTS_ID)}>
                        { words.text(&msg!("book-to-contents")) }</a>
                </p>
            }
        </section>
    }
}
