use std::cell::Cell;
use std::rc::Rc;

use bg_web::web::components::help::{Help, HelpProps};
use wasm_bindgen_test::wasm_bindgen_test;
use yew::{Callback, Renderer};

use crate::{all, click_button, mount_point, settle, texts};

#[wasm_bindgen_test]
async fn the_help_screen_has_a_heading_per_topic_and_closes() {
    let root = mount_point();
    let closed = Rc::new(Cell::new(0));
    let on_close = {
        let closed = closed.clone();
        Callback::from(move |()| closed.set(closed.get() + 1))
    };
    Renderer::<Help>::with_root_and_props(root.clone(), HelpProps { on_close }).render();
    settle().await;
    assert_eq!(texts(&root, "h2"), ["Rules and help"]);
    assert_eq!(
        texts(&root, "h3"),
        [
            "The goal",
            "Moving",
            "Bearing off",
            "The doubling cube",
            "Gammons and backgammons",
            "Match play",
            "Using this app",
        ]
    );
    // Every link of the contents leads to a heading of the screen.
    let links = all(&root, "nav a");
    assert_eq!(links.len(), 7);
    for link in links {
        let target = link.get_attribute("href").unwrap();
        let id = target.trim_start_matches('#');
        assert_eq!(all(&root, &format!("h3[id=\"{id}\"]")).len(), 1, "{target}");
    }
    // The dialog is opened (showModal) by an effect after the first render.
    settle().await;
    let dialog = root
        .query_selector("dialog[open]")
        .unwrap()
        .expect("the screen is an open dialog");
    assert_eq!(
        dialog.get_attribute("aria-labelledby").as_deref(),
        Some("help-title")
    );
    // The screen is a modal dialog that takes the focus when it opens, so that Escape and Tab
    // stay in it.
    let document = web_sys::window().unwrap().document().unwrap();
    let active = document.active_element().unwrap();
    assert!(
        dialog.contains(Some(&active)),
        "the focus is inside the screen"
    );
    click_button(&root, "Close");
    assert_eq!(closed.get(), 1);
}
