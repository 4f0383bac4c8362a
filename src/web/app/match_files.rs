//! Match files in the page: the Match files dialog's state, the export of the live match, and
//! a picked or dropped file read (asynchronously) and opened for review. A file that does not
//! read changes nothing: the message names the line, and the match and its save stay. A file
//! that reads replaces the match only after the player agrees when a match is in progress
//! (the review is of the live match, so the file's match becomes it, and is saved); its games
//! are not counted in the statistics (they were not played here).

use std::rc::Rc;

use bg_engine::{ByPlayer, Player};
use wasm_bindgen_futures::spawn_local;
use web_sys::{DragEvent, File};
use yew::prelude::*;

use crate::i18n::Message;
use crate::match_files::{
    check_size, ends_match_in_progress, export_file_name, export_text, import_text,
    imported_summary, FileFormat, Imported,
};
use crate::msg;
use crate::save::Saved;
use crate::state::{Intent, Session};
use crate::stored::Alert;
use crate::view_model;
use crate::web::components::match_files_dialog::MatchFilesDialog;
use crate::web::files::{download, read_text, today};
use crate::web::i18n::Words;
use crate::web::storage::statistics::remember_uncounted;

/// What the page needs of match files: the dialog (while open), the callback that opens it,
/// and the page's drag-and-drop handlers.
pub(super) struct MatchFiles {
    pub dialog: Html,
    pub open: Callback<()>,
    pub ondragover: Callback<DragEvent>,
    pub ondrop: Callback<DragEvent>,
}

/// The dialog's state (handles, so that an asynchronous read can set them when it is done).
#[derive(Clone)]
struct FilesState {
    open: UseStateHandle<bool>,
    status: UseStateHandle<Option<Message>>,
    error: UseStateHandle<Option<Message>>,
    pending: UseStateHandle<Option<Rc<(String, Imported)>>>,
}

/// Where an imported match goes: the session, and the review it opens in.
#[derive(Clone)]
struct Target {
    session: UseReducerHandle<Session>,
    reviewing: UseStateHandle<Option<usize>>,
    on_alert: Callback<Alert>,
}

#[hook]
pub(super) fn use_match_files(
    session: &UseReducerHandle<Session>,
    reviewing: &UseStateHandle<Option<usize>>,
    on_alert: Callback<Alert>,
    words: &Words,
) -> MatchFiles {
    let state = FilesState {
        open: use_state(|| false),
        status: use_state(|| None),
        error: use_state(|| None),
        pending: use_state(|| None),
    };
    let target = Target {
        session: session.clone(),
        reviewing: reviewing.clone(),
        on_alert,
    };
    let open = {
        let state = state.clone();
        Callback::from(move |()| {
            state.status.set(None);
            state.error.set(None);
            state.open.set(true);
        })
    };
    let on_import = {
        let (state, target) = (state.clone(), target.clone());
        Callback::from(move |file: File| take_file(file, state.clone(), target.clone()))
    };
    let ondrop = {
        let on_import = on_import.clone();
        Callback::from(move |event: DragEvent| {
            let file = event
                .data_transfer()
                .and_then(|data| data.files())
                .and_then(|files| files.get(0));
            if let Some(file) = file {
                // A file dropped anywhere is this page's, not the browser's to open.
                event.prevent_default();
                on_import.emit(file);
            }
        })
    };
    let dialog = dialog(&state, &target, words, on_import);
    MatchFiles {
        dialog,
        open,
        ondragover: Callback::from(allow_file_drop),
        ondrop,
    }
}

/// Lets a file be dropped on the page (the browser would otherwise open it itself).
fn allow_file_drop(event: DragEvent) {
    let carries_files = event.data_transfer().is_some_and(|data| {
        let types = data.types();
        (0..types.length()).any(|index| types.get(index).as_string().as_deref() == Some("Files"))
    });
    if carries_files {
        event.prevent_default();
    }
}

/// The dialog, while it is open.
fn dialog(state: &FilesState, target: &Target, words: &Words, on_import: Callback<File>) -> Html {
    if !*state.open {
        return Html::default();
    }
    let on_export = {
        let (state, session, words) = (state.clone(), target.session.clone(), words.clone());
        Callback::from(move |format| export(format, &session, &words, &state))
    };
    let on_open = {
        let (state, target) = (state.clone(), target.clone());
        Callback::from(move |()| {
            if let Some(pending) = (*state.pending).clone() {
                state.pending.set(None);
                state.open.set(false);
                open_imported(&pending.1, &target);
            }
        })
    };
    let on_keep = {
        let pending = state.pending.clone();
        Callback::from(move |()| pending.set(None))
    };
    let on_close = {
        let (open, pending) = (state.open.clone(), state.pending.clone());
        Callback::from(move |()| {
            pending.set(None);
            open.set(false);
        })
    };
    let pending = (*state.pending)
        .as_ref()
        .map(|pending| imported_summary(&pending.0, &pending.1));
    html! {
        <MatchFilesDialog on_export={on_export} on_import={on_import}
            status={(*state.status).clone()} error={(*state.error).clone()} pending={pending}
            on_open={on_open} on_keep={on_keep} on_close={on_close}/>
    }
}

/// Downloads the live match as `format`, its players named as the page shows them.
fn export(format: FileFormat, session: &Session, words: &Words, state: &FilesState) {
    let names = ByPlayer::new(
        words.text(&view_model::player_name(&session.setup, Player::Zero)),
        words.text(&view_model::player_name(&session.setup, Player::One)),
    );
    let result = export_text(format, &session.game, &names).map(|text| {
        let name = export_file_name(format, &today(), &names);
        (download(&text, &name), name)
    });
    match result {
        Ok((true, name)) => {
            state.error.set(None);
            state.status.set(Some(msg!("files-exported", name = name)));
        }
        Ok((false, name)) => state
            .error
            .set(Some(msg!("files-error-download", name = name))),
        Err(why) => {
            state.status.set(None);
            state.error.set(Some(why));
        }
    }
}

/// Reads `file` (refused first when too large), then opens its match or asks first.
fn take_file(file: File, state: FilesState, target: Target) {
    let name = file.name();
    state.open.set(true);
    state.pending.set(None);
    // `File.size` is a whole number of bytes held in a double.
    if let Err(why) = check_size(&name, file.size() as u64) {
        state.status.set(None);
        state.error.set(Some(why));
        return;
    }
    state.error.set(None);
    state
        .status
        .set(Some(msg!("files-reading", name = name.as_str())));
    spawn_local(async move {
        let read = match read_text(&file).await {
            Some(text) => import_text(&name, &text),
            None => Err(msg!("files-error-not-text", name = name.as_str())),
        };
        state.status.set(None);
        match read {
            Err(why) => state.error.set(Some(why)),
            Ok(imported) if ends_match_in_progress(&target.session.game) => {
                state.pending.set(Some(Rc::new((name, imported))));
            }
            Ok(imported) => {
                state.open.set(false);
                open_imported(&imported, &target);
            }
        }
    });
}

/// Makes the file's match the live one (saved by the storage effect) and opens its review at
/// the end; its games are remembered as not played here.
fn open_imported(imported: &Imported, target: &Target) {
    for alert in remember_uncounted(&imported.setup, &imported.game) {
        target.on_alert.emit(alert);
    }
    target.session.dispatch(Intent::Adopt(Box::new(Saved {
        setup: imported.setup.clone(),
        game: imported.game.clone(),
        steps: Vec::new(),
    })));
    target.reviewing.set(Some(imported.game.log().len()));
}
