//! The Position dialog: the position on the board (or the review's replayed one) as a GNU
//! Backgammon ID and as an XGID, each with a Copy button, and a field to paste an ID of either
//! kind that opens it through the `#gnubg=` link's question (play it against the computer or
//! pass and play, or keep the match). A pasted ID that does not read says which part is wrong
//! and how; nothing changes then.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::modal::Modal;
use crate::i18n::Message;
use crate::msg;
use crate::position_ids::{read_id, ShownIds};
use crate::web::i18n::{use_translator, Words};

#[derive(Properties, PartialEq)]
pub struct PositionDialogProps {
    pub ids: ShownIds,
    /// A pasted ID that reads, as `PositionID:MatchID`: the link's question takes it from here.
    pub on_open: Callback<String>,
    pub on_close: Callback<()>,
}

/// The dialog (see the module docs).
#[component]
pub fn PositionDialog(props: &PositionDialogProps) -> Html {
    let words = use_translator();
    // What the last Copy did: copied, or refused and the text selected instead.
    let copied = use_state(|| None::<Message>);
    let close = props.on_close.reform(|_: MouseEvent| ());
    let xgid = match &props.ids.xgid {
        Ok(xgid) => id_row(
            &words,
            "xgid",
            msg!("ids-xgid"),
            msg!("ids-copy-xgid"),
            xgid,
            &copied,
        ),
        Err(why) => html! {
            <div class="id-row">
                <span class="id-label">{ words.text(&msg!("ids-xgid")) }</span>
                <p class="id-none" data-testid="ids-no-xgid">{ words.text(why) }</p>
            </div>
        },
    };
    html! {
        <Modal on_close={props.on_close.clone()} labelled_by="ids-title" described_by="ids-intro">
            <section class="dialog position-ids" data-testid="position-dialog">
                <h2 id="ids-title">{ words.text(&msg!("ids-title")) }</h2>
                <p id="ids-intro">{ words.text(&msg!("ids-intro")) }</p>
                { id_row(&words, "gnubg", msg!("ids-gnubg"), msg!("ids-copy-gnubg"),
                    &props.ids.gnubg, &copied) }
                { xgid }
                <p class="id-copied" role="status" aria-live="polite" data-testid="ids-copied">
                    { copied.as_ref().map(|text| words.text(text)).unwrap_or_default() }
                </p>
                <PasteForm on_open={props.on_open.clone()}/>
                <div class="dialog-buttons">
                    <button type="button" class="control" onclick={close}>
                        { words.text(&msg!("close")) }</button>
                </div>
            </section>
        </Modal>
    }
}

/// One ID: its label, the ID in a read-only field (so that it can be selected), and Copy.
fn id_row(
    words: &Words,
    kind: &'static str,
    label: Message,
    copy_label: Message,
    id: &str,
    copied: &UseStateHandle<Option<Message>>,
) -> Html {
    let field = format!("ids-{kind}-value");
    let copy = {
        let (id, field, copied) = (id.to_owned(), field.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| copy_text(id.clone(), field.clone(), copied.clone()))
    };
    html! {
        <div class="id-row">
            <label class="id-label" for={field.clone()}>{ words.text(&label) }</label>
            <div class="id-value">
                <input type="text" id={field} readonly=true value={id.to_owned()}
                    spellcheck="false" data-testid={format!("ids-{kind}")}/>
                <button type="button" class="control" data-action={format!("copy-{kind}")}
                    aria-label={words.text(&copy_label)} onclick={copy}>
                    { words.text(&msg!("ids-copy")) }</button>
            </div>
        </div>
    }
}

/// Writes `text` to the clipboard; when the browser refuses (no permission, no secure
/// context, no clipboard at all), selects it in the field `field` so that the person can copy
/// it themselves, and says so.
fn copy_text(text: String, field: String, copied: UseStateHandle<Option<Message>>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    // `navigator.clipboard` is undefined outside a secure context: the fallback then.
    let clipboard = js_sys::Reflect::get(&window.navigator(), &"clipboard".into())
        .ok()
        .filter(|value| !value.is_undefined())
        .map(|_| window.navigator().clipboard());
    spawn_local(async move {
        let written = match clipboard {
            Some(clipboard) => JsFuture::from(clipboard.write_text(&text)).await.is_ok(),
            None => false,
        };
        if written {
            copied.set(Some(msg!("ids-copied")));
            return;
        }
        let input = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.get_element_by_id(&field))
            .and_then(|element| element.dyn_into::<HtmlInputElement>().ok());
        if let Some(input) = input {
            let _ = input.focus();
            input.select();
        }
        copied.set(Some(msg!("ids-copy-refused")));
    });
}

#[derive(Properties, PartialEq)]
struct PasteFormProps {
    on_open: Callback<String>,
}

/// The field to paste an ID into, and why the last one pasted does not read.
#[component]
fn PasteForm(props: &PasteFormProps) -> Html {
    let words = use_translator();
    let text = use_state(String::new);
    let error = use_state(|| None::<Message>);
    let oninput = {
        let (text, error) = (text.clone(), error.clone());
        Callback::from(move |event: InputEvent| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                text.set(input.value());
                error.set(None);
            }
        })
    };
    let onsubmit = {
        let (text, error, on_open) = (text.clone(), error.clone(), props.on_open.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match read_id(&text) {
                Ok(pasted) => on_open.emit(pasted.link_text()),
                Err(why) => error.set(Some(why)),
            }
        })
    };
    let invalid = error.is_some();
    html! {
        <form class="id-paste" onsubmit={onsubmit}>
            <label for="ids-paste">{ words.text(&msg!("ids-paste")) }</label>
            <div class="id-value">
                <input type="text" id="ids-paste" value={(*text).clone()} oninput={oninput}
                    spellcheck="false" autocomplete="off" data-testid="ids-paste"
                    aria-invalid={invalid.then_some("true")}
                    aria-describedby={invalid.then_some("ids-paste-error")}/>
                <button type="submit" class="control primary" data-action="open-id">
                    { words.text(&msg!("ids-open")) }</button>
            </div>
            if let Some(why) = &*error {
                <p id="ids-paste-error" class="id-error" role="alert" data-testid="ids-error">
                    { words.text(why) }</p>
            }
        </form>
    }
}
