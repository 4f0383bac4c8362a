//! The rules book's chapters, in order: each an element id, a heading and a body of
//! catalogue messages and diagrams.

use yew::prelude::*;

use super::super::book_diagram::BookDiagram;
use crate::i18n::Message;
use crate::msg;
use crate::rules_book::{board_chapter, sources as named_sources, Diagram, Viewpoint, OPENINGS};
use crate::web::i18n::Words;

pub(super) struct Chapter {
    pub id: &'static str,
    pub title: fn() -> Message,
    /// The chapter's body, its diagrams drawn as the game board is.
    pub body: fn(&Words, Viewpoint) -> Html,
}

const fn chapter(
    id: &'static str,
    title: fn() -> Message,
    body: fn(&Words, Viewpoint) -> Html,
) -> Chapter {
    Chapter { id, title, body }
}

pub(super) const CHAPTERS: [Chapter; 15] = [
    chapter("book-short", || msg!("book-short-title"), in_short),
    chapter("book-board", || msg!("book-board-title"), board),
    chapter("book-moving", || msg!("book-moving-title"), moving),
    chapter("book-two-dice", || msg!("book-two-dice-title"), two_dice),
    chapter(
        "book-bearing-off",
        || msg!("help-bearing-off-title"),
        bearing_off,
    ),
    chapter("book-scoring", || msg!("book-scoring-title"), scoring),
    chapter("book-cube", || msg!("help-cube-title"), cube),
    chapter("book-match", || msg!("help-match-title"), match_play),
    chapter("book-money", || msg!("book-money-title"), money_play),
    chapter(
        "book-departures",
        || msg!("book-departures-title"),
        departures,
    ),
    chapter("book-sources", || msg!("book-sources-title"), sources),
    chapter("book-faq", || msg!("book-faq-title"), questions),
    chapter("book-openings", || msg!("book-openings-title"), openings),
    chapter("book-strategy", || msg!("book-strategy-title"), strategy),
    chapter("help-app", || msg!("help-app-title"), using_the_app),
];

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

fn diagrams<const N: usize>(shown: [Diagram; N], view: Viewpoint) -> Html {
    html! { <>{ for shown.into_iter().map(|diagram| html! { <BookDiagram {diagram} {view}/> }) }</> }
}

fn in_short(words: &Words, _view: Viewpoint) -> Html {
    html! {
        <ol class="in-short">
            { for [
                msg!("book-short-1"),
                msg!("book-short-2"),
                msg!("book-short-3"),
                msg!("book-short-4"),
                msg!("book-short-5"),
            ].iter().map(|line| html! { <li>{ words.text(line) }</li> }) }
        </ol>
    }
}

fn board(words: &Words, view: Viewpoint) -> Html {
    html! {
        <>
            { paragraphs(words, board_chapter(view)) }
            { diagrams([Diagram::Start], view) }
        </>
    }
}

fn moving(words: &Words, view: Viewpoint) -> Html {
    let rules = items(
        words,
        [
            msg!("help-moving-dice"),
            msg!("help-moving-doubles"),
            msg!("help-moving-blocked"),
            msg!("help-moving-hit"),
            msg!("help-moving-bar"),
        ],
    );
    html! {
        <>
            <p>{ words.text(&msg!("help-moving-start")) }</p>
            { rules }
            { diagrams([Diagram::Hit, Diagram::Enter], view) }
        </>
    }
}

fn two_dice(words: &Words, view: Viewpoint) -> Html {
    html! {
        <>
            { paragraphs(words, [msg!("help-moving-both-dice"), msg!("book-two-dice-order")]) }
            { diagrams([Diagram::LargerDie, Diagram::BothDice], view) }
        </>
    }
}

fn bearing_off(words: &Words, view: Viewpoint) -> Html {
    html! {
        <>
            <p>{ words.text(&msg!("help-bearing-off-text")) }</p>
            { diagrams([Diagram::BearOff], view) }
        </>
    }
}

fn scoring(words: &Words, view: Viewpoint) -> Html {
    html! {
        <>
            { paragraphs(words, [msg!("help-gammons-text"), msg!("book-scoring-examples")]) }
            { diagrams([Diagram::Single, Diagram::Gammon, Diagram::Backgammon], view) }
        </>
    }
}

fn cube(words: &Words, _view: Viewpoint) -> Html {
    let answers = labelled_items(
        words,
        [
            (msg!("help-cube-take-label"), msg!("help-cube-take")),
            (msg!("help-cube-drop-label"), msg!("help-cube-drop")),
        ],
    );
    html! {
        <>
            <p>{ words.text(&msg!("help-cube-text")) }</p>
            { answers }
        </>
    }
}

fn match_play(words: &Words, _view: Viewpoint) -> Html {
    paragraphs(
        words,
        [msg!("help-match-text"), msg!("help-match-crawford")],
    )
}

fn money_play(words: &Words, _view: Viewpoint) -> Html {
    let options = labelled_items(
        words,
        [
            (msg!("help-cube-jacoby-label"), msg!("help-cube-jacoby")),
            (msg!("help-cube-beaver-label"), msg!("help-cube-beaver")),
        ],
    );
    html! {
        <>
            <p>{ words.text(&msg!("book-money-text")) }</p>
            { options }
        </>
    }
}

fn departures(words: &Words, _view: Viewpoint) -> Html {
    html! {
        <>
            <p>{ words.text(&msg!("book-departures-text")) }</p>
            { items(words, [
                msg!("book-departures-cube"),
                msg!("book-departures-dead-cube"),
                msg!("book-departures-crawford"),
            ]) }
        </>
    }
}

/// The sources, each a link to its page where the address is known: opened in a new tab, so
/// that the book and the game stay; nothing is fetched unless the link is followed.
fn sources(words: &Words, _view: Viewpoint) -> Html {
    html! {
        <>
            <p>{ words.text(&msg!("book-sources-text")) }</p>
            <ul>
                { for named_sources().iter().map(|(text, address)| match address {
                    Some(address) => html! {
                        <li><a href={*address} target="_blank" rel="noopener">
                            { words.text(text) }</a></li>
                    },
                    None => html! { <li>{ words.text(text) }</li> },
                }) }
            </ul>
        </>
    }
}

fn questions(words: &Words, _view: Viewpoint) -> Html {
    let pairs = [
        (msg!("book-faq-checkers-q"), msg!("book-faq-checkers-a")),
        (msg!("book-faq-doubles-q"), msg!("book-faq-doubles-a")),
        (msg!("book-faq-single-q"), msg!("book-faq-single-a")),
        (msg!("book-faq-no-move-q"), msg!("book-faq-no-move-a")),
        (msg!("book-faq-gammon-q"), msg!("book-faq-gammon-a")),
        (msg!("book-faq-tavla-q"), msg!("book-faq-tavla-a")),
    ];
    html! {
        <dl class="faq">
            { for pairs.iter().map(|(question, answer)| html! {
                <>
                    <dt>{ words.text(question) }</dt>
                    <dd>{ words.text(answer) }</dd>
                </>
            }) }
        </dl>
    }
}

fn openings(words: &Words, _view: Viewpoint) -> Html {
    html! {
        <>
            <p>{ words.text(&msg!("book-openings-text")) }</p>
            <table class="openings" data-testid="book-openings">
                <thead>
                    <tr>
                        <th scope="col">{ words.text(&msg!("book-openings-roll")) }</th>
                        <th scope="col">{ words.text(&msg!("book-openings-play")) }</th>
                    </tr>
                </thead>
                <tbody>
                    { for OPENINGS.iter().map(|row| html! {
                        <tr>
                            <th scope="row">{ format!("{}-{}", row.high, row.low) }</th>
                            <td>{ row.play }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        </>
    }
}

fn strategy(words: &Words, _view: Viewpoint) -> Html {
    labelled_items(
        words,
        [
            (
                msg!("book-strategy-points-label"),
                msg!("book-strategy-points"),
            ),
            (
                msg!("book-strategy-blots-label"),
                msg!("book-strategy-blots"),
            ),
            (
                msg!("book-strategy-prime-label"),
                msg!("book-strategy-prime"),
            ),
            (msg!("book-strategy-race-label"), msg!("book-strategy-race")),
        ],
    )
}

fn using_the_app(words: &Words, _view: Viewpoint) -> Html {
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
            (msg!("help-app-tutor-label"), msg!("help-app-tutor")),
            (msg!("help-app-saving-label"), msg!("help-app-saving")),
            (msg!("help-app-review-label"), msg!("help-app-review")),
            (
                msg!("help-app-statistics-label"),
                msg!("help-app-statistics"),
            ),
        ],
    );
    html! {
        <>
            { how }
            <p>{ words.text(&msg!("help-app-status")) }</p>
        </>
    }
}
