//! Offline play: registers the service worker (`src/sw.js`, copied into dist/ by trunk) with the
//! scope `./`, so that it serves the app wherever it is hosted.

use wasm_bindgen_futures::JsFuture;
use web_sys::RegistrationOptions;

/// Registers the service worker in the background. A browser without service workers, or one
/// that refuses them (private modes, tests), just plays online: the failure is ignored.
pub fn register_service_worker() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let container = window.navigator().service_worker();
    let options = RegistrationOptions::new();
    options.set_scope("./");
    let promise = container.register_with_options("sw.js", &options);
    wasm_bindgen_futures::spawn_local(async move {
        // Awaited so that a refusal is handled here rather than reported as uncaught.
        let _ = JsFuture::from(promise).await;
    });
}
