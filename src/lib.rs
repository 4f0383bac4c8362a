//! The browser app: a Yew single-page app over the `bg-engine` crate.
//!
//! For now an empty page that shows the engine is linked; the app itself is a separate issue.
//! The view needs the web crates, which are dependencies only on wasm32 (see Cargo.toml), so it
//! is compiled only there. App logic that can be tested natively belongs in modules without
//! that gate, so that `cargo test --workspace` on the host covers it.

#[cfg(target_arch = "wasm32")]
mod app;

#[cfg(target_arch = "wasm32")]
pub use app::App;
