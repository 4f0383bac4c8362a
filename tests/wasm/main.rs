//! Component tests in headless Chromium (`make wasm-test`): each test mounts one component of
//! the app into the page, with real props, and reads the DOM it draws. wasm32 only: the
//! components need the browser.
#![cfg(target_arch = "wasm32")]

mod board;
mod help;
mod stats_screen;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test_configure;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element in the page's body for a component to render into.
pub fn mount_point() -> Element {
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    root
}

/// Lets Yew's scheduler finish its renders and effects, then lets timers already due run, and
/// finishes what they scheduled. A fixed wait alone was not enough: a render slower than the
/// wait (Yew yields to the browser every 16 ms) left the next click to find the old screen.
pub async fn settle() {
    yew::scheduler::flush().await;
    gloo_timers::future::TimeoutFuture::new(20).await;
    yew::scheduler::flush().await;
}

/// Every element under `root` that matches `selector`.
pub fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|index| list.item(index))
        .filter_map(|node| node.dyn_into::<Element>().ok())
        .collect()
}

/// The texts of every element under `root` that matches `selector`.
pub fn texts(root: &Element, selector: &str) -> Vec<String> {
    all(root, selector)
        .iter()
        .map(|element| element.text_content().unwrap_or_default().trim().to_owned())
        .collect()
}

/// Clicks the button under `root` whose text is `label`.
pub fn click_button(root: &Element, label: &str) {
    let button = all(root, "button")
        .into_iter()
        .find(|button| button.text_content().unwrap_or_default().trim() == label)
        .unwrap_or_else(|| panic!("no button {label:?}"));
    button.dyn_into::<HtmlElement>().unwrap().click();
}
