//! The frame of a full screen over the board (Statistics, Rules and help): a modal dialog (see
//! [`Modal`]) with a heading and a Close button, which takes the focus when it opens.

use yew::prelude::*;

use super::modal::Modal;
use crate::msg;
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct ScreenProps {
    /// The heading, also the dialog's accessible name.
    pub title: AttrValue,
    /// The element id of the heading (unique on the page).
    pub title_id: AttrValue,
    /// Extra classes for the dialog, for its own styles.
    pub class: AttrValue,
    pub on_close: Callback<()>,
    pub children: Html,
}

/// A screen: the dialog with its heading and Close button, then `children`.
#[component]
pub fn Screen(props: &ScreenProps) -> Html {
    let close = props.on_close.reform(|_: MouseEvent| ());
    let words = use_translator();
    html! {
        <Modal on_close={props.on_close.clone()} labelled_by={props.title_id.clone()}>
            <section class={classes!("dialog", props.class.to_string())}>
                <div class="screen-head">
                    <h2 id={props.title_id.clone()}>{ props.title.clone() }</h2>
                    <button type="button" class="control" onclick={close}>
                        { words.text(&msg!("close")) }
                    </button>
                </div>
                { props.children.clone() }
            </section>
        </Modal>
    }
}
