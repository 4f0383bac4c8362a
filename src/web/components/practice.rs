//! The practice's buttons and bar: the main screen's count of mistakes due, the review's
//! "Practise your mistakes", and the practice screen's prompt, verdict and controls. They only
//! draw [`crate::view_model::PracticeView`] and report the presses.

use yew::prelude::*;

use crate::msg;
use crate::view_model::{due_label, Control, PracticeView};
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct DueButtonProps {
    pub count: usize,
    pub on_open: Callback<()>,
}

/// How many kept mistakes are due; opens their practice. Its name is its visible text.
#[component]
pub fn DueButton(props: &DueButtonProps) -> Html {
    let words = use_translator();
    html! {
        <button type="button" class="control practice-due" data-testid="practice-due"
            data-count={props.count.to_string()}
            onclick={props.on_open.reform(|_: MouseEvent| ())}>
            { words.text(&due_label(props.count)) }</button>
    }
}

#[derive(Properties, PartialEq)]
pub struct StartButtonProps {
    pub on_start: Callback<()>,
}

/// The review's "Practise your mistakes".
#[component]
pub fn StartButton(props: &StartButtonProps) -> Html {
    let words = use_translator();
    html! {
        <div class="practice-start">
            <button type="button" class="control primary" data-testid="practice-start"
                onclick={props.on_start.reform(|_: MouseEvent| ())}>
                { words.text(&msg!("practice-start")) }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct PracticeBarProps {
    pub view: PracticeView,
    pub on_control: Callback<Control>,
    pub on_show_solution: Callback<()>,
    pub on_next: Callback<()>,
    pub on_leave: Callback<()>,
}

/// Where the practice is, what to decide, the verdict, and the buttons.
#[component]
pub fn PracticeBar(props: &PracticeBarProps) -> Html {
    let words = use_translator();
    let view = &props.view;
    let verdict = classes!(
        "practice-verdict",
        view.praised.then_some("praised"),
        view.feedback.is_none().then_some("empty")
    );
    let next = if view.last {
        msg!("practice-finish")
    } else {
        msg!("practice-next")
    };
    html! {
        <section class="practice-bar" data-testid="practice"
            aria-label={words.text(&msg!("practice-title"))}>
            <h2>{ words.text(&msg!("practice-title")) }</h2>
            <p class="practice-where" data-testid="practice-where">
                { words.text(&view.where_text) }</p>
            <p class="practice-prompt" data-testid="practice-prompt">
                { words.text(&view.prompt) }</p>
            <p class={verdict} role="status" aria-live="polite" data-testid="practice-verdict">
                { view.feedback.as_ref().map(|text| words.text(text)).unwrap_or_default() }</p>
            <div class="controls practice-controls">
                { for view.controls.iter().map(|&(control, enabled)| html! {
                    <button type="button" class="control" data-control={control.id()}
                        disabled={!enabled}
                        onclick={props.on_control.reform(move |_: MouseEvent| control)}>
                        { words.text(&control.label()) }</button>
                }) }
                if view.can_show_solution {
                    <button type="button" class="control" data-testid="practice-show-solution"
                        onclick={props.on_show_solution.reform(|_: MouseEvent| ())}>
                        { words.text(&msg!("practice-show-solution")) }</button>
                }
                if view.over {
                    <button type="button" class="control primary" data-testid="practice-next"
                        onclick={props.on_next.reform(|_: MouseEvent| ())}>
                        { words.text(&next) }</button>
                }
                <button type="button" class="control" data-testid="practice-leave"
                    onclick={props.on_leave.reform(|_: MouseEvent| ())}>
                    { words.text(&msg!("practice-leave")) }</button>
            </div>
        </section>
    }
}
