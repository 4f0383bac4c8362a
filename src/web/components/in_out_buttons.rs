//! The buttons that open the Position dialog and the Match files dialog, under the table's
//! controls (beside Hint and Review) and in the review screen. They are not in the top bar:
//! its menu has no room for two more on a 360 px phone. What they open comes through a
//! context ([`InOutOpeners`]), provided by the root component.

use yew::prelude::*;

use crate::msg;
use crate::web::i18n::use_translator;

/// What the buttons open.
#[derive(Clone, PartialEq)]
pub struct InOutOpeners {
    pub ids: Callback<()>,
    pub files: Callback<()>,
}

/// Position and Match files; nothing without the context.
#[component]
pub fn InOutButtons() -> Html {
    let words = use_translator();
    let Some(openers) = use_context::<InOutOpeners>() else {
        return Html::default();
    };
    html! {
        <div class="in-out-buttons">
            <button type="button" class="control" data-action="position-ids"
                onclick={openers.ids.reform(|_: MouseEvent| ())}>
                { words.text(&msg!("ids-menu")) }</button>
            <button type="button" class="control" data-action="match-files"
                onclick={openers.files.reform(|_: MouseEvent| ())}>
                { words.text(&msg!("files-menu")) }</button>
        </div>
    }
}
