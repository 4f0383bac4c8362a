//! Entry point of the browser app; trunk builds it for wasm32 (`make serve`, `make dist`).

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    yew::Renderer::<bg_web::App>::new().render();
    bg_web::register_service_worker();
}

/// The app runs only in a browser; a native build exists so that the workspace builds and
/// tests on the host, and says how to start the real thing.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("bg-web is a browser app: run `make serve` and open the address trunk prints.");
}
