//! Match files in the page: the Match files dialog's state, the export of the live match, and
//! a picked or dropped file read (asynchronously) and opened for review. A file that does not
//! read changes nothing: the message names the line, and the match and its save stay. A file
//! that reads becomes the live match (saved, so that it survives a reload and a match the file
//! leaves in progress can be played on) and opens in the review; when a match is in progress
//! it is replaced only after the player agrees. Its games are not counted in the statistics
//! (they were not played here).

use std::rc::Rc;

use bg_engine::referee::Match;
use bg_engine::{ByPlayer, Player};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;
use web_sys::{DragEvent, File};
use yew::prelude::*;

use crate::i18n::Message;
use crate::match_files::{
    check_size, ends_match_in_progress, export_file_name, export_text, import_text,
    imported_summary, FileFormat, Imported,
};
use crate::msg;
use crate::review::ReviewSubject;
use crate::save::Saved;
use crate::state::{Intent, Session};
use crate::stored::Alert;
use crate::view_model;
use crate::web::components::match_files_dialog::MatchFilesDialog;
use crate::web::files::{download, read_text, today};
use crate::web::storage::statistics::remember_uncounted;

/// What the page needs of match files: the dialog (while open) and the callback that opens
/// it. A file dropped anywhere on the page is read too (listeners on the window).
pub(super) struct MatchFiles {
    pub dialog: Html,
    pub open: Callback<()>,
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
    open_review: Callback<ReviewSubject>,
    on_alert: Callback<Alert>,
}

#[hook]
pub(super) fn use_match_files(
    session: &UseReducerHandle<Session>,
    open_review: &Callback<ReviewSubject>,
    on_alert: Callback<Alert>,
) -> MatchFiles {
    let state = FilesState {
        open: use_state(|| false),
        status: use_state(|| None),
        error: use_state(|| None),
        pending: use_state(|| None),
    };
    let target = Target {
        session: session.clone(),
        open_review: open_review.clone(),
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
    use_file_drop(on_import.clone());
    let dialog = dialog(&state, &target, on_import);
    MatchFiles { dialog, open }
}

/// Hands a file dropped anywhere on the page to `on_import` (the latest one: it holds the
/// session of the last render).
#[hook]
fn use_file_drop(on_import: Callback<File>) {
    let latest = use_mut_ref(|| on_import.clone());
    *latest.borrow_mut() = on_import;
    use_effect_with((), move |_| {
        let over = Closure::<dyn Fn(DragEvent)>::new(allow_file_drop);
        let dropped = Closure::<dyn Fn(DragEvent)>::new(move |event: DragEvent| {
            let file = event
                .data_transfer()
                .and_then(|data| data.files())
                .and_then(|files| files.get(0));
            if let Some(file) = file {
                // A file dropped on the page is the page's, not the browser's to open.
                event.prevent_default();
                latest.borrow().emit(file);
            }
        });
        let window = web_sys::window();
        if let Some(window) = &window {
            let _ =
                window.add_event_listener_with_callback("dragover", over.as_ref().unchecked_ref());
            let _ =
                window.add_event_listener_with_callback("drop", dropped.as_ref().unchecked_ref());
        }
        move || {
            if let Some(window) = window {
                let _ = window
                    .remove_event_listener_with_callback("dragover", over.as_ref().unchecked_ref());
                let _ = window
                    .remove_event_listener_with_callback("drop", dropped.as_ref().unchecked_ref());
            }
        }
    });
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
fn dialog(state: &FilesState, target: &Target, on_import: Callback<File>) -> Html {
    if !*state.open {
        return Html::default();
    }
    let on_export = {
        let (state, session) = (state.clone(), target.session.clone());
        Callback::from(move |(format, names)| export(format, &session.game, &names, &state))
    };
    let setup = &target.session.setup;
    let names = [Player::Zero, Player::One].map(|player| view_model::player_name(setup, player));
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
        <MatchFilesDialog names={names} on_export={on_export} on_import={on_import}
            status={(*state.status).clone()} error={(*state.error).clone()} pending={pending}
            on_open={on_open} on_keep={on_keep} on_close={on_close}/>
    }
}

/// Downloads `game` as `format`, its players named `names` (as the page shows them).
fn export(format: FileFormat, game: &Match, names: &ByPlayer<String>, state: &FilesState) {
    let result = export_text(format, game, names).map(|text| {
        let name = export_file_name(format, &today(), names);
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
        // What the file holds is shown in a task of its own: reading a 26-game match and
        // drawing its review in one task took up to 41 ms of CPU (CI, 2026-12-06).
        gloo_timers::future::TimeoutFuture::new(0).await;
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
        // The tutor's marks are of decisions made here; a file's were not.
        errors: Vec::new(),
    })));
    target.open_review.emit(ReviewSubject {
        setup: imported.setup.clone(),
        game: imported.game.clone(),
    });
}
