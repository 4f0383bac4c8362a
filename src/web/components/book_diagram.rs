//! A diagram of the rules book: the board before the play and after it, drawn by the game's
//! own board as still images (no input, no tab stop) with the play's arrows, each with its
//! text alternative, and the caption that states the rule it shows.
//!
//! The boards are drawn one at a time, each in a task of its own after the screen opens
//! (`stagger.rs`, one queue for the whole book): the seventeen boards drawn at once made one
//! main-thread task of 130 to 560 ms on a loaded machine, and a diagram's two boards drawn
//! together one of 25 to 35 ms with the machine's other core busy (2026-12-06,
//! docs/benchmarks.md).

use yew::prelude::*;

use super::board::Board;
use super::stagger::use_turns_come;
use crate::msg;
use crate::rules_book::{Diagram, Viewpoint};
use crate::state::Intent;
use crate::view_model::{diagram_view, BoardView, Grade, MoveMark};
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct BookDiagramProps {
    pub diagram: Diagram,
    /// How the game board is drawn and coloured, which the diagram follows.
    pub view: Viewpoint,
}

/// The most boards a diagram draws: the position before its play and after it.
const BOARDS: usize = 2;

/// One still board with its heading ("Before", "After 13/7* 8/7"). `no_input` is the same
/// callback at every render, so that a board whose view is unchanged is not drawn again.
fn still_board(
    heading: String,
    label: String,
    view: BoardView,
    marks: &[MoveMark],
    no_input: &Callback<Intent>,
) -> Html {
    let hint: Vec<(Vec<MoveMark>, Grade)> = if marks.is_empty() {
        Vec::new()
    } else {
        vec![(marks.to_vec(), Grade::Best)]
    };
    html! {
        <div class="diagram-board">
            <p class="diagram-heading" aria-hidden="true">{ heading }</p>
            <Board {view} on_intent={no_input.clone()} {hint} still={AttrValue::from(label)}/>
        </div>
    }
}

#[component]
pub fn BookDiagram(props: &BookDiagramProps) -> Html {
    let words = use_translator();
    // The boards whose turn has come (0 to BOARDS): none at the first render, then one a turn,
    // after the chapters and boards that asked before.
    let boards = use_turns_come(false, BOARDS);
    let no_input = use_memo((), |()| Callback::noop());
    let view = use_memo(
        (props.diagram, props.view, boards > 0),
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
        &no_input,
    );
    let after = match (&view.after, view.play) {
        // The board after the play keeps its place until its turn comes.
        (Some(_), Some(_)) if boards < BOARDS => {
            html! { <div class="diagram-board pending"></div> }
        }
        (Some(after), Some(play)) => still_board(
            words.text(&msg!("book-after", play = play)),
            words.text(&msg!(
                "book-alt-after",
                play = play,
                mover = props.view.mover.name()
            )),
            after.clone(),
            &view.marks,
            &no_input,
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
