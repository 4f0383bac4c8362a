//! The Match files dialog: the match downloaded as a `.mat` or an SGF file, a match file
//! opened by the file picker (or dropped onto the page), what became of the last of these,
//! and, before a file's match replaces a match in progress, the question.

use bg_engine::ByPlayer;
use web_sys::{File, HtmlInputElement};
use yew::prelude::*;

use super::modal::Modal;
use crate::i18n::Message;
use crate::match_files::FileFormat;
use crate::msg;
use crate::web::i18n::{use_translator, Words};

#[derive(Properties, PartialEq)]
pub struct MatchFilesDialogProps {
    /// The players' names as the page shows them (player 0 first), for the file.
    pub names: [Message; 2],
    /// Download the match as this format, the players named so.
    pub on_export: Callback<(FileFormat, ByPlayer<String>)>,
    pub on_import: Callback<File>,
    /// What the last export or import did (a file downloaded, a file being read).
    pub status: Option<Message>,
    /// Why the last export or import failed.
    pub error: Option<Message>,
    /// A file's match read and waiting for the player's answer: what it is.
    pub pending: Option<Message>,
    /// Open the waiting match (in the review).
    pub on_open: Callback<()>,
    /// Keep the match in progress instead.
    pub on_keep: Callback<()>,
    pub on_close: Callback<()>,
}

/// The question before a file's match replaces the match in progress: what the file holds.
fn question(props: &MatchFilesDialogProps, words: &Words, summary: &Message) -> Html {
    html! {
        <Modal on_close={props.on_keep.clone()} labelled_by="files-title"
            described_by="files-question">
            <section class="dialog match-files" data-testid="files-question">
                <h2 id="files-title">{ words.text(&msg!("files-open-title")) }</h2>
                <div id="files-question">
                    <p>{ words.text(summary) }</p>
                    <p>{ words.text(&msg!("files-open-ends-match")) }</p>
                </div>
                <div class="dialog-buttons">
                    <button type="button" class="control primary" data-action="files-open"
                        onclick={props.on_open.reform(|_: MouseEvent| ())}>
                        { words.text(&msg!("files-open-review")) }</button>
                    <button type="button" class="control" data-action="files-keep"
                        onclick={props.on_keep.reform(|_: MouseEvent| ())}>
                        { words.text(&msg!("files-keep")) }</button>
                </div>
            </section>
        </Modal>
    }
}

/// The dialog (see the module docs).
#[component]
pub fn MatchFilesDialog(props: &MatchFilesDialogProps) -> Html {
    let words = use_translator();
    if let Some(summary) = &props.pending {
        return question(props, &words, summary);
    }
    let export = |format: FileFormat| {
        let (names, words) = (props.names.clone(), words.clone());
        props.on_export.reform(move |_: MouseEvent| {
            let [zero, one] = &names;
            (format, ByPlayer::new(words.text(zero), words.text(one)))
        })
    };
    let onchange = {
        let on_import = props.on_import.clone();
        Callback::from(move |event: Event| {
            let Some(input) = event.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            let file = input.files().and_then(|files| files.get(0));
            // Cleared, so that choosing the same file again (after fixing it) reads it again.
            input.set_value("");
            if let Some(file) = file {
                on_import.emit(file);
            }
        })
    };
    html! {
        <Modal on_close={props.on_close.clone()} labelled_by="files-title"
            described_by="files-intro">
            <section class="dialog match-files" data-testid="files-dialog">
                <h2 id="files-title">{ words.text(&msg!("files-title")) }</h2>
                <p id="files-intro">{ words.text(&msg!("files-intro")) }</p>
                <div class="files-export">
                    <button type="button" class="control" data-action="export-mat"
                        onclick={export(FileFormat::Mat)}>
                        { words.text(&msg!("files-export-mat")) }</button>
                    <button type="button" class="control" data-action="export-sgf"
                        onclick={export(FileFormat::Sgf)}>
                        { words.text(&msg!("files-export-sgf")) }</button>
                </div>
                <label class="files-import">
                    { words.text(&msg!("files-import")) }
                    <input type="file" accept=".mat,.sgf,.txt,text/plain" data-testid="files-input"
                        onchange={onchange}/>
                </label>
                <p class="files-drop">{ words.text(&msg!("files-drop")) }</p>
                <p class="files-status" role="status" aria-live="polite" data-testid="files-status">
                    { props.status.as_ref().map(|text| words.text(text)).unwrap_or_default() }</p>
                if let Some(error) = &props.error {
                    <div class="files-error" role="alert" data-testid="files-error">
                        <p>{ words.text(error) }</p>
                        <p>{ words.text(&msg!("files-error-kept")) }</p>
                    </div>
                }
                <div class="dialog-buttons">
                    <button type="button" class="control" onclick={props.on_close.reform(|_: MouseEvent| ())}>
                        { words.text(&msg!("close")) }</button>
                </div>
            </section>
        </Modal>
    }
}
