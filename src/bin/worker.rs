//! The Web Worker in which the computer thinks; trunk builds it next to the app (`index.html`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use yew_agent::Registrable;
    console_error_panic_hook::set_once();
    bg_web::ComputerTask::registrar()
        .encoding::<bg_web::JsValueCodec>()
        .register();
    // The bear-off database is computed on first use: about a second natively, several on a
    // phone. The app starts this worker with the page, so the database is built here, while
    // the player sets up the game, instead of during the computer's first bear-off. The short
    // wait lets the worker answer the page's handshake first.
    wasm_bindgen_futures::spawn_local(async {
        gloo_timers::future::TimeoutFuture::new(WARM_UP_DELAY_MS).await;
        bg_engine::eval::bearoff::BearoffDatabase::get();
    });
}

/// How long after its start the worker builds the bear-off database.
#[cfg(target_arch = "wasm32")]
const WARM_UP_DELAY_MS: u32 = 300;

/// The worker runs only in a browser; a native build exists so that the workspace builds.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the bg-web worker runs in a browser: run `make serve`.");
}
