//! The browser app: a Yew single-page app over the `bg-engine` crate.
//!
//! The view needs the web crates, which are dependencies only on wasm32 (see Cargo.toml), so it
//! is compiled only there. The app's logic is in modules without that gate, so that
//! `cargo test --workspace` on the host covers it:
//!
//! - [`setup`]: the New game choices;
//! - [`state`]: the [`state::Session`] reducer over the referee and the turn in progress;
//! - [`view_model`]: what the board and the panels draw;
//! - [`save`]: the save text (the action log) and its checked restore;
//! - [`settings`]: the player's preferences (animation speed, what is played by itself);
//! - [`computer`]: the computer's decisions and the worker's messages;
//! - [`statistics`]: games and matches won and lost per opponent, counted once each;
//! - [`dice_roll`]: dice from a seed (tests) or from a random number (play).

pub mod computer;
pub mod dice_roll;
pub mod save;
pub mod settings;
pub mod setup;
pub mod state;
pub mod statistics;
pub mod view_model;

#[cfg(target_arch = "wasm32")]
mod agent;
#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
mod offline;
#[cfg(target_arch = "wasm32")]
mod storage;

#[cfg(target_arch = "wasm32")]
pub use agent::{ComputerTask, JsValueCodec};
#[cfg(target_arch = "wasm32")]
pub use app::App;
#[cfg(target_arch = "wasm32")]
pub use offline::register_service_worker;
