//! The Rules and help screen: the rules of backgammon, the cube, match play, and how to use
//! this app. Plain headings and paragraphs, so that it reads well on a phone and to a screen
//! reader; every word comes from the catalogues (`src/i18n/ftl/`).

use yew::prelude::*;

use super::screen::Screen;
use crate::i18n::Message;
use crate::msg;
use crate::web::i18n::{use_translator, Words};

#[derive(Properties, PartialEq)]
pub struct HelpProps {
    pub on_close: Callback<()>,
}

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

/// The sections: their element ids and headings, in order.
fn sections() -> [(&'static str, Message); 7] {
    [
        ("help-goal", msg!("help-goal-title")),
        ("help-moving", msg!("help-moving-title")),
        ("help-bearing-off", msg!("help-bearing-off-title")),
        ("help-cube", msg!("help-cube-title")),
        ("help-gammons", msg!("help-gammons-title")),
        ("help-match", msg!("help-match-title")),
        ("help-app", msg!("help-app-title")),
    ]
}

/// The Rules and help screen.
#[component]
pub fn Help(props: &HelpProps) -> Html {
    let words = use_translator();
    let close = props.on_close.reform(|_: MouseEvent| ());
    let [goal_s, moving_s, bearing_s, cube_s, gammons_s, match_s, app_s] = sections();
    html! {
        <Screen title={words.text(&msg!("help-title"))} title_id="help-title"
            class="help-screen" on_close={props.on_close.clone()}>
            <nav aria-label={words.text(&msg!("help-contents"))}>
                <ul class="help-contents">
                    { for sections().into_iter().map(|(id, title)| html! {
                        <li><a href={format!("#{id}")} onclick={jump(id)}>
                            { words.text(&title) }</a></li>
                    }) }
                </ul>
            </nav>
            { goal(&words, goal_s) }
            { moving(&words, moving_s) }
            { section(&words, bearing_s, html! {
                <p>{ words.text(&msg!("help-bearing-off-text")) }</p>
            }) }
            { cube(&words, cube_s) }
            { section(&words, gammons_s, html! {
                <p>{ words.text(&msg!("help-gammons-text")) }</p>
            }) }
            { section(&words, match_s, paragraphs(&words, [
                msg!("help-match-text"),
                msg!("help-match-crawford"),
            ])) }
            { using_the_app(&words, app_s) }
            <div class="dialog-buttons">
                <button type="button" class="control primary" onclick={close}>
                    { words.text(&msg!("close")) }
                </button>
            </div>
        </Screen>
    }
}

/// A section with its heading.
fn section(words: &Words, (id, title): (&'static str, Message), body: Html) -> Html {
    html! {
        <section aria-labelledby={id}>
            <h3 id={id}>{ words.text(&title) }</h3>
            { body }
        </section>
    }
}

fn paragraphs<const N: usize>(words: &Words, texts: [Message; N]) -> Html {
    html! { <>{ for texts.iter().map(|text| html! { <p>{ words.text(text) }</p> }) }</> }
}

/// A list of plain items.
fn items<const N: usize>(words: &Words, texts: [Message; N]) -> Html {
    html! {
        <ul>{ for texts.iter().map(|text| html! { <li>{ words.text(text) }</li> }) }</ul>
    }
}

/// A list of items that each start with a term in bold.
fn labelled_items<const N: usize>(words: &Words, texts: [(Message, Message); N]) -> Html {
    html! {
        <ul>
            { for texts.iter().map(|(label, text)| html! {
                <li><strong>{ words.text(label) }</strong>{ " " }{ words.text(text) }</li>
            }) }
        </ul>
    }
}

fn goal(words: &Words, heading: (&'static str, Message)) -> Html {
    section(
        words,
        heading,
        html! {
            <>
                <p>{ words.text(&msg!("help-goal-text")) }</p>
                <h4>{ words.text(&msg!("help-board-title")) }</h4>
                { paragraphs(words, [msg!("help-board-points"), msg!("help-board-direction")]) }
            </>
        },
    )
}

fn moving(words: &Words, heading: (&'static str, Message)) -> Html {
    let rules = items(
        words,
        [
            msg!("help-moving-dice"),
            msg!("help-moving-doubles"),
            msg!("help-moving-blocked"),
            msg!("help-moving-hit"),
            msg!("help-moving-bar"),
            msg!("help-moving-both-dice"),
        ],
    );
    section(
        words,
        heading,
        html! {
            <>
                <p>{ words.text(&msg!("help-moving-start")) }</p>
                { rules }
            </>
        },
    )
}

fn cube(words: &Words, heading: (&'static str, Message)) -> Html {
    let answers = labelled_items(
        words,
        [
            (msg!("help-cube-take-label"), msg!("help-cube-take")),
            (msg!("help-cube-drop-label"), msg!("help-cube-drop")),
            (msg!("help-cube-beaver-label"), msg!("help-cube-beaver")),
            (msg!("help-cube-jacoby-label"), msg!("help-cube-jacoby")),
        ],
    );
    section(
        words,
        heading,
        html! {
            <>
                <p>{ words.text(&msg!("help-cube-text")) }</p>
                { answers }
            </>
        },
    )
}

fn using_the_app(words: &Words, heading: (&'static str, Message)) -> Html {
    let how = labelled_items(
        words,
        [
            (msg!("help-app-new-game-label"), msg!("help-app-new-game")),
            (msg!("help-app-roll-label"), msg!("help-app-roll")),
            (msg!("help-app-tap-label"), msg!("help-app-tap")),
            (msg!("help-app-drag-label"), msg!("help-app-drag")),
            (msg!("help-app-keyboard-label"), msg!("help-app-keyboard")),
            (msg!("help-app-undo-label"), msg!("help-app-undo")),
            (msg!("help-app-swap-label"), msg!("help-app-swap")),
            (msg!("help-app-settings-label"), msg!("help-app-settings")),
            (msg!("help-app-saving-label"), msg!("help-app-saving")),
            (
                msg!("help-app-statistics-label"),
                msg!("help-app-statistics"),
            ),
        ],
    );
    section(
        words,
        heading,
        html! {
            <>
                { how }
                <p>{ words.text(&msg!("help-app-status")) }</p>
            </>
        },
    )
}
