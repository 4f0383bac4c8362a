//! The question a `#gnubg=` link asks before it opens its position (see [`crate::link`]):
//! play it against the computer or pass and play, or keep the match in progress; or, for an
//! ID that does not read, why, with the saved match kept.

use bg_engine::bots::BotKind;
use yew::prelude::*;

use super::modal::Modal;
use crate::i18n::{computer_label, Message};
use crate::link::LinkOpponent;
use crate::msg;
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct LinkDialogProps {
    /// The link's `PositionID:MatchID`.
    pub id: AttrValue,
    /// Why the ID cannot be opened, if it cannot.
    pub error: Option<Message>,
    /// The computer player offered.
    pub computer: BotKind,
    /// Whether opening the position ends a match in progress.
    pub ends_match: bool,
    /// The ID was pasted in the page (the Position dialog), not followed as a link.
    #[prop_or_default]
    pub pasted: bool,
    pub on_open: Callback<LinkOpponent>,
    /// Keep the match in progress (or dismiss the error).
    pub on_close: Callback<()>,
}

#[component]
pub fn LinkDialog(props: &LinkDialogProps) -> Html {
    let words = use_translator();
    let close = props.on_close.reform(|_: MouseEvent| ());
    if let Some(error) = &props.error {
        return html! {
            <Modal on_close={props.on_close.clone()} labelled_by="link-title"
                described_by="link-text">
                <section class="dialog link" data-testid="link-error">
                    <h2 id="link-title">{ words.text(&msg!("link-error-title")) }</h2>
                    <div id="link-text">
                        <p>{ words.text(error) }</p>
                        <p>{ words.text(&msg!("link-error-kept")) }</p>
                    </div>
                    <div class="dialog-buttons">
                        <button type="button" class="control primary" onclick={close}>
                            { words.text(&msg!("close")) }</button>
                    </div>
                </section>
            </Modal>
        };
    }
    let computer = props.computer;
    let open = |opponent: LinkOpponent| props.on_open.reform(move |_: MouseEvent| opponent);
    let id = props.id.to_string();
    let opens = if props.pasted {
        msg!("ids-opens", id = id)
    } else {
        msg!("link-opens", id = id)
    };
    let keep = if props.ends_match {
        msg!("link-keep")
    } else {
        msg!("link-cancel")
    };
    html! {
        <Modal on_close={props.on_close.clone()} labelled_by="link-title"
            described_by="link-text">
            <section class="dialog link" data-testid="link-dialog">
                <h2 id="link-title">{ words.text(&msg!("link-title")) }</h2>
                <div id="link-text">
                    <p>{ words.text(&opens) }</p>
                    if props.ends_match {
                        <p>{ words.text(&msg!("link-ends-match")) }</p>
                    }
                </div>
                <div class="dialog-buttons">
                    <button type="button" class="control primary" data-testid="link-computer"
                        onclick={open(LinkOpponent::Computer(computer))}>
                        { words.text(&msg!("link-play-computer", level = computer_label(computer))) }
                    </button>
                    <button type="button" class="control" data-testid="link-pass-and-play"
                        onclick={open(LinkOpponent::PassAndPlay)}>
                        { words.text(&msg!("link-pass-and-play")) }</button>
                    <button type="button" class="control" data-testid="link-keep"
                        onclick={close}>{ words.text(&keep) }</button>
                </div>
            </section>
        </Modal>
    }
}
