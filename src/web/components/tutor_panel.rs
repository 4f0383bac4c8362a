//! The tutor: a line while it checks a decision, and its warning as a dialog with the three
//! choices. It only draws a [`TutorView`] and reports the choice.

use yew::prelude::*;

use super::modal::Modal;
use crate::msg;
use crate::tutor::TutorChoice;
use crate::view_model::TutorView;
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct TutorPanelProps {
    pub view: TutorView,
    pub on_choose: Callback<TutorChoice>,
}

/// While the tutor checks, a status line; its warning, a [`Modal`] whose Escape (and Back)
/// takes the decision back.
#[component]
pub fn TutorPanel(props: &TutorPanelProps) -> Html {
    let words = use_translator();
    let sentences = match &props.view {
        TutorView::Checking => {
            return html! {
                <p class="tutor-checking" role="status" data-testid="tutor-checking">
                    { words.text(&msg!("tutor-checking")) }
                </p>
            }
        }
        TutorView::Warning(sentences) => sentences,
    };
    let choose = |choice: TutorChoice| props.on_choose.reform(move |_: MouseEvent| choice);
    html! {
        <Modal on_close={props.on_choose.reform(|()| TutorChoice::TakeBack)}
            labelled_by="tutor-title" described_by="tutor-warning">
            <div class="dialog tutor" data-testid="tutor-warning">
                <h2 id="tutor-title">{ words.text(&msg!("tutor-title")) }</h2>
                <div id="tutor-warning">
                    { for sentences.iter().map(|sentence| html! {
                        <p>{ words.text(sentence) }</p>
                    }) }
                </div>
                <div class="dialog-buttons">
                    <button type="button" class="control primary" data-testid="tutor-take-back"
                        onclick={choose(TutorChoice::TakeBack)}>
                        { words.text(&msg!("tutor-take-back")) }</button>
                    <button type="button" class="control" data-testid="tutor-show-hint"
                        onclick={choose(TutorChoice::ShowHint)}>
                        { words.text(&msg!("tutor-show-hint")) }</button>
                    <button type="button" class="control" data-testid="tutor-play-anyway"
                        onclick={choose(TutorChoice::PlayAnyway)}>
                        { words.text(&msg!("tutor-play-anyway")) }</button>
                </div>
            </div>
        </Modal>
    }
}
