//! A diagram of the rules book: the board before the play and after it, drawn by the game's
//! own board as still images (no input, no tab stop) with the play's arrows, each with its
//! text alternative, and the caption that states the rule it shows.
//!
//! The boards are drawn a diagram at a time, each in a task of its own after the screen
//! opens ([`DRAW_STAGGER_MS`] apart): the seventeen boards drawn at once made one main-thread
//! task of 130 to 560 ms on a loaded machine.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::board::Board;
use crate::msg;
use crate::rules_book::{Diagram, Viewpoint};
use crate::view_model::{diagram_view, BoardView, Grade, MoveMark};
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct BookDiagramProps {
    pub diagram: Diagram,
    /// How the game board is drawn and coloured, which the diagram follows.
    pub view: Viewpoint,
}

/// The time between two diagrams' drawing: more than a frame, so that each is its own task.
pub const DRAW_STAGGER_MS: u32 = 20;

/// True once the diagram's turn to be drawn has come (its place in [`Diagram::ALL`]).
#[hook]
fn use_drawn(diagram: Diagram) -> bool {
    let drawn = use_state(|| false);
    {
        let drawn = drawn.clone();
        use_effect_with(diagram, move |&diagram| {
            let order = Diagram::ALL.iter().position(|&d| d == diagram).unwrap_or(0);
            let delay = DRAW_STAGGER_MS.saturating_mul(u32::try_from(order + 1).unwrap_or(1));
            let timeout = Timeout::new(delay, move || drawn.set(true));
            // Dropping the timeout (the screen closed first) cancels it.
            move || drop(timeout)
        });
    }
    *drawn
}

/// One still board with its heading ("Before", "After 13/7* 8/7").
fn still_board(heading: String, label: String, view: BoardView, marks: &[MoveMark]) -> Html {
    let hint: Vec<(Vec<MoveMark>, Grade)> = if marks.is_empty() {
        Vec::new()
    } else {
        vec![(marks.to_vec(), Grade::Best)]
    };
    html! {
        <div class="diagram-board">
            <p class="diagram-heading" aria-hidden="true">{ heading }</p>
            <Board {view} on_intent={Callback::noop()} {hint} still={AttrValue::from(label)}/>
        </div>
    }
}

#[component]
pub fn BookDiagram(props: &BookDiagramProps) -> Html {
    let words = use_translator();
    let drawn = use_drawn(props.diagram);
    let view = use_memo(
        (props.diagram, props.view, drawn),
        |&(diagram, seen, drawn)| drawn.then(|| diagram_view(diagram, seen)).flatten(),
    );
    let Some(view) = view.as_ref() else {
        return html! {
            <figure class="book-diagram pending" data-testid={props.diagram.key()}>
                <div class="diagram-boards"></div>
            </figure>
        };
    };
    let before_heading = words.text(&msg!("book-before"));
    let before = still_board(
        before_heading,
        words.text(&view.alt),
        view.before.clone(),
        &view.marks,
    );
    let after = match (&view.after, view.play) {
        (Some(after), Some(play)) => still_board(
            words.text(&msg!("book-after", play = play)),
            words.text(&msg!(
                "book-alt-after",
                play = play,
                mover = props.view.mover.name()
            )),
            after.clone(),
            &view.marks,
        ),
        _ => Html::default(),
    };
    html! {
        <figure class="book-diagram" id={view.key} data-testid={view.key}>
            <div class="diagram-boards">{ before }{ after }</div>
            <figcaption>{ words.text(&view.caption) }</figcaption>
        </figure>
    }
}
