//! The browser app: a Yew single-page app over the `bg-engine` crate.
//!
//! The view needs the web crates, which are dependencies only on wasm32 (see Cargo.toml), so it
//! is compiled only there. The app's logic is in modules without that gate, so that
//! `cargo test --workspace` on the host covers it:
//!
//! - [`setup`]: the New game choices;
//! - [`state`]: the [`state::Session`] reducer over the referee and the turn in progress;
//! - [`view_model`]: what the board and the panels draw;
//! - [`review`]: the analysis of a match, asked of the worker a piece at a time and kept;
//! - [`practice`]: the mistakes kept for practice, their schedule and the exercise's judgement;
//! - [`save`]: the save text (the action log) and its checked restore;
//! - [`settings`]: the player's preferences (language, animation speed, what is played by
//!   itself, the tutor, the table's look and sounds);
//! - [`computer`]: the computer's decisions and the worker's messages;
//! - [`statistics`]: games and matches won and lost per opponent, counted once each;
//! - [`stored`]: the one codec of what localStorage keeps, its backup keys and messages;
//! - [`i18n`]: the app's words in English, Polish, Esperanto and Estonian (Fluent);
//! - [`link`]: the `#gnubg=PositionID:MatchID` link that opens the app on a position;
//! - [`tutor`]: the tutor's judgement of a person's decision before it is made;
//! - [`teaching`]: the hint, as the worker computes it and the page reads it;
//! - [`position_ids`]: the position's GNU Backgammon ID and XGID, shown and read back;
//! - [`match_files`]: `.mat` and SGF files written and read through the engine;
//! - [`rules_book`]: the rules book's diagrams and opening table, checked by the engine;
//! - [`dice_roll`]: dice from a seed (tests) or from a random number (play);
//! - `web` (wasm32 only): the components, the root component, storage, the worker task.

pub mod computer;
pub mod dice_roll;
pub mod i18n;
pub mod link;
pub mod match_files;
pub mod position_ids;
pub mod practice;
pub mod review;
pub mod rules_book;
pub mod save;
pub mod settings;
pub mod setup;
pub mod state;
pub mod statistics;
pub mod stored;
pub mod teaching;
pub mod tutor;
pub mod view_model;

#[cfg(test)]
mod app_sources;
/// The board's geometry is pure (positions in SVG units, the keyboard's grid) though only the
/// browser side draws with it: compiled here too so that its tests run natively.
#[cfg(all(test, not(target_arch = "wasm32")))]
#[allow(dead_code)]
#[path = "web/components/geometry.rs"]
mod board_geometry;
#[cfg(test)]
mod functions_stay_short;
#[cfg(test)]
mod rules_stay_in_the_engine;

/// Everything that needs a browser: the components, the root component and its effects, the
/// worker task, storage, entropy and the service worker. The web crates are dependencies only
/// on wasm32, so this one gate is the whole of the app's browser code; everything above it is
/// pure and tested natively.
#[cfg(target_arch = "wasm32")]
pub mod web;

#[cfg(target_arch = "wasm32")]
pub use web::agent::{ComputerTask, JsValueCodec};
#[cfg(target_arch = "wasm32")]
pub use web::app::App;
#[cfg(target_arch = "wasm32")]
pub use web::offline::register_service_worker;
