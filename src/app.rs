//! The root component.

use bg_engine::Position;
use yew::prelude::*;

/// The root component: for now a placeholder that names the starting position, which shows
/// that the engine is linked into the wasm build.
#[component]
pub fn App() -> Html {
    let starting_id = Position::STARTING.position_id();
    html! {
        <main class="placeholder">
            <h1>{ "Backgammon" }</h1>
            <p>{ "The game is coming soon." }</p>
            <p>
                { "Engine linked: the starting Position ID is " }
                <code>{ starting_id }</code>
            </p>
        </main>
    }
}
