//! The Web Worker in which the computer thinks; trunk builds it next to the app (`index.html`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use yew_agent::Registrable;
    console_error_panic_hook::set_once();
    bg_web::ComputerTask::registrar()
        .encoding::<bg_web::JsValueCodec>()
        .register();
}

/// The worker runs only in a browser; a native build exists so that the workspace builds.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the bg-web worker runs in a browser: run `make serve`.");
}
