//! The Rules and help screen: the rules book. A table of contents, then the chapters (the rules
//! in short, the board, moving, the two dice, bearing off, scoring, the cube, match and money
//! play, where the app departs from the official rules, the sources, questions and answers,
//! the best opening plays, first strategy, and how to use this app), with board diagrams
//! (`book_diagram.rs`) where a rule is about a position. Plain headings and paragraphs, so
//! that it reads well on a phone and to a screen reader; every word comes from the catalogues
//! (`src/i18n/ftl/`), the diagrams and the opening table from `crate::rules_book`.
//!
//! The chapters are drawn a few at a time, each batch in a main-thread task of its own
//! ([`CHAPTER_STAGGER_MS`] apart), as the diagrams' boards are: the whole book drawn by the tap
//! that opens it made one task of 25 to 35 ms of CPU on an idle machine and over 50 ms on a
//! loaded one (CI, 2026-12-06). All are there within about 0.15 s.

mod chapters;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::screen::Screen;
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

/// The chapters drawn by the tap that opens the book, and then in each later task.
const CHAPTERS_AT_OPENING: usize = 2;
const CHAPTERS_PER_TASK: usize = 3;

/// The time between two batches of chapters: more than a frame, so that each is its own task.
const CHAPTER_STAGGER_MS: u32 = 20;

/// How many of the chapters (the first ones) are drawn so far.
#[hook]
fn use_chapters_drawn() -> usize {
    let drawn = use_state(|| CHAPTERS_AT_OPENING);
    {
        let drawn = drawn.clone();
        use_effect_with(*drawn, move |&count| {
            let next = (count < CHAPTERS.len()).then(|| {
                let more = (count + CHAPTERS_PER_TASK).min(CHAPTERS.len());
                Timeout::new(CHAPTER_STAGGER_MS, move || drawn.set(more))
            });
            // Dropping the timeout (the screen closed first) cancels it.
            move || drop(next)
        });
    }
    *drawn
}

/// A contents link's click: scrolls to the section instead of following `#id`, which the
/// page's `<base href>` would resolve to another URL (a reload of the app without its query).
/// In the first tenths of a second after the book opens, a chapter not drawn yet is not
/// scrolled to.
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
    let drawn = use_chapters_drawn();
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
            // Keyed: an unkeyed list is matched from its end, so each batch would draw every
            // chapter before it again in another's place.
            { for (0..drawn).map(|index| html! {
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

/// A chapter with its heading and a link back to the contents. A component of its own, so
/// that the chapters drawn before are not made again when the next ones come.
#[component]
fn BookChapter(props: &BookChapterProps) -> Html {
    let words = use_translator();
    let Some(chapter) = CHAPTERS.get(props.index) else {
        return Html::default();
    };
    let id = chapter.id;
    html! {
        <section aria-labelledby={id} class="book-chapter" data-testid={id}>
            <h3 id={id} tabindex="-1">{ words.text(&(chapter.title)()) }</h3>
            { (chapter.body)(&words, props.view) }
            <p class="to-contents">
                <a href={format!("#{CONTENTS_ID}")} onclick={jump(CONTENTS_ID)}>
                    { words.text(&msg!("book-to-contents")) }</a>
            </p>
        </section>
    }
}
