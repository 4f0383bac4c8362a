//! What the app starts from: the worker's URL, the page's query, and the session found in
//! storage (or a fresh one).

use crate::setup::GameSetup;
use crate::state::Session;
use crate::web::storage::{self, Loaded};

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

/// What the start of the app found: the session and whether the New game form opens at once.
pub(super) fn initial_session() -> (Session, bool) {
    let (settings, settings_problem) = crate::settings::load();
    let fresh = || {
        let mut session = Session::new(GameSetup::default()).unwrap_or_else(unreachable_session);
        session.settings = settings;
        session
    };
    let (mut session, open_new_game) = match storage::load() {
        Loaded::Restored(saved) => (
            Session::restore(saved.setup, saved.game, &saved.steps, settings),
            false,
        ),
        Loaded::Nothing => (fresh(), true),
        Loaded::Corrupt(message) => {
            let mut session = fresh();
            session.notice = Some(message);
            (session, true)
        }
    };
    if let Some(problem) = settings_problem {
        session.notice = Some(match session.notice.take() {
            Some(notice) => format!("{notice} {problem}"),
            None => problem,
        });
    }
    (session, open_new_game)
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
