//! Entry point of the browser app; trunk builds it for wasm32 (`make serve`, `make dist`).

#[cfg(target_arch = "wasm32")]
fn main() {
    yew::Renderer::<bg_web::App>::new().render();
}

/// The app runs only in a browser; a native build exists so that the workspace builds and
/// tests on the host, and says how to start the real thing.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("bg-web is a browser app: run `make serve` and open the address trunk prints.");
}
