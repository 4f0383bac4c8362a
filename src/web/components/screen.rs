//! The frame of a full screen over the board (Statistics, Rules and help): a modal dialog that
//! takes the focus when it opens, closes on Escape or with its Close button, and has a title.

use yew::prelude::*;

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

/// A key handler that calls `on_close` on Escape.
fn on_escape(on_close: &Callback<()>) -> Callback<KeyboardEvent> {
    let on_close = on_close.clone();
    Callback::from(move |event: KeyboardEvent| {
        if event.key() == "Escape" {
            on_close.emit(());
        }
    })
}

/// A reference to the screen's element, focused once when the screen opens: keys (Escape)
/// then reach the screen, and a screen reader starts reading there.
#[hook]
fn use_focus_on_open() -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(element) = node.cast::<web_sys::HtmlElement>() {
                let _ = element.focus();
            }
        });
    }
    node
}

/// A screen: the backdrop, the dialog with its heading and Close button, then `children`.
#[component]
pub fn Screen(props: &ScreenProps) -> Html {
    let close = props.on_close.reform(|_: MouseEvent| ());
    let on_key = on_escape(&props.on_close);
    let focus = use_focus_on_open();
    let words = use_translator();
    html! {
        <div class="dialog-backdrop" onkeydown={on_key}>
            <section class={classes!("dialog", props.class.to_string())} role="dialog"
                aria-modal="true" tabindex="-1" ref={focus}
                aria-labelledby={props.title_id.clone()}>
                <div class="screen-head">
                    <h2 id={props.title_id.clone()}>{ props.title.clone() }</h2>
                    <button type="button" class="control" onclick={close}>
                        { words.text(&msg!("close")) }
                    </button>
                </div>
                { props.children.clone() }
            </section>
        </div>
    }
}
