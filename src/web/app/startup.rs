//! What the app starts from: the worker's URL, the page's query, and the session found in
//! storage (or a fresh one), with what storage said.

use wasm_bindgen::JsValue;

use crate::save::Saved;
use crate::settings::Settings;
use crate::setup::GameSetup;
use crate::state::Session;
use crate::web::storage::{self, StorageStart};

/// The worker script's URL, resolved against the document's base URL (see
/// [`crate::computer::worker_url`]).
pub(super) fn worker_url() -> String {
    let base = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.base_uri().ok().flatten())
        .unwrap_or_default();
    crate::computer::worker_url(&base)
}

pub(super) fn page_query() -> String {
    web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default()
}

/// What the start of the app found.
pub(super) struct Start {
    pub session: Session,
    /// Whether the New game form opens at once (nothing restored).
    pub open_new_game: bool,
    pub storage: StorageStart,
}

/// Reads the settings and the save, writing nothing: what cannot be read is kept aside, and
/// reported, by the first effect of `web/storage/hooks.rs`.
pub(super) fn initial_session() -> Start {
    let settings_read = storage::read::<Settings>();
    let reduced_motion = prefers_reduced_motion();
    let settings = settings_read.value.map_or_else(
        || Settings::defaults(reduced_motion),
        |stored| stored.with_browser_defaults(reduced_motion),
    );
    let save_read = storage::read::<Saved>();
    let (session, open_new_game) = match save_read.value {
        Some(saved) => (Session::restore_saved(saved, settings), false),
        None => {
            let mut session =
                Session::new(GameSetup::default()).unwrap_or_else(unreachable_session);
            session.settings = settings;
            (session, true)
        }
    };
    Start {
        session,
        open_new_game,
        storage: StorageStart {
            save: save_read.slot,
            save_unreadable: save_read.unreadable,
            settings: settings_read.slot,
            settings_unreadable: settings_read.unreadable,
            settings_value: settings,
        },
    }
}

/// Whether the browser asks for reduced motion (`prefers-reduced-motion: reduce`).
fn prefers_reduced_motion() -> bool {
    use wasm_bindgen::JsCast;
    // `window.matchMedia(query).matches`, called through js-sys to need no further web-sys
    // feature; any failure means "no preference".
    let Some(window) = web_sys::window() else {
        return false;
    };
    let match_media = js_sys::Reflect::get(&window, &JsValue::from_str("matchMedia"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(match_media) = match_media else {
        return false;
    };
    match_media
        .call1(
            &window,
            &JsValue::from_str("(prefers-reduced-motion: reduce)"),
        )
        .ok()
        .and_then(|list| js_sys::Reflect::get(&list, &JsValue::from_str("matches")).ok())
        .and_then(|matches| matches.as_bool())
        .unwrap_or(false)
}

/// The default setup is always valid; this only satisfies the types without a panic path.
fn unreachable_session() -> Session {
    let setup = GameSetup {
        length: 0,
        ..GameSetup::default()
    };
    let settings = bg_engine::referee::MatchSettings::money();
    Session::resume(setup, bg_engine::referee::Match::new(settings))
}
