//! The panel over the board when a game or the match is over: who won, how, the points, the
//! score, and the button of the next step.

use yew::prelude::*;

use crate::view_model::{colour, EndingView, NextStep};

#[derive(Properties, PartialEq)]
pub struct GameOverProps {
    pub view: EndingView,
    /// The next step's button was pressed.
    pub on_next: Callback<NextStep>,
}

#[component]
pub fn GameOver(props: &GameOverProps) -> Html {
    let view = &props.view;
    let next = view.next;
    let onclick = props.on_next.reform(move |_: MouseEvent| next);
    // "Next game" keeps the data-control name of the control bar's buttons.
    let control = (next == NextStep::NextGame).then_some(next.label());
    html! {
        <section class={classes!("game-over", colour(view.winner))} role="region"
            aria-labelledby="game-over-title" data-testid="game-over">
            <h2 id="game-over-title">{ &view.headline }</h2>
            <p class="detail">{ &view.detail }</p>
            <p class="score-line">{ &view.score }</p>
            <button type="button" class="control primary" data-control={control} {onclick}>
                { next.label() }
            </button>
        </section>
    }
}
