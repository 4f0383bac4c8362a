//! The panel over the board when a game or the match is over: who won, how, the points, the
//! score, and the button of the next step.

use yew::prelude::*;

use crate::msg;
use crate::view_model::{Control, EndingView, NextStep};
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct GameOverProps {
    pub view: EndingView,
    /// The next step's button was pressed.
    pub on_next: Callback<NextStep>,
    /// Opens the review of the match (its analysis and replay).
    #[prop_or_default]
    pub on_review: Option<Callback<()>>,
}

#[component]
pub fn GameOver(props: &GameOverProps) -> Html {
    let view = &props.view;
    let words = use_translator();
    let next = view.next;
    let onclick = props.on_next.reform(move |_: MouseEvent| next);
    // "Next game" keeps the data-control name of the control bar's buttons.
    let control = (next == NextStep::NextGame).then_some(Control::NextGame.id());
    html! {
        <section class={classes!("game-over", view.colour.name())} role="region"
            aria-labelledby="game-over-title" data-testid="game-over">
            <h2 id="game-over-title">{ words.text(&view.headline) }</h2>
            <p class="detail">{ words.text(&view.detail) }</p>
            <p class="score-line">{ words.text(&view.score) }</p>
            <button type="button" class="control primary" data-control={control} {onclick}>
                { words.text(&next.label()) }
            </button>
            if let Some(on_review) = &props.on_review {
                <button type="button" class="control" data-testid="game-over-review"
                    onclick={on_review.reform(|_: MouseEvent| ())}>
                    { words.text(&msg!("review-analyse-match")) }</button>
            }
        </section>
    }
}
