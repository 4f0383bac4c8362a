use std::cell::Cell;
use std::rc::Rc;

use bg_web::web::components::help::{Help, HelpProps};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;
use yew::{AppHandle, Callback, Renderer};

use crate::{all, click_button, mount_point, settle, texts};

/// The rules book drawn under `root`, in the board's default view.
fn open_book(root: &Element, on_close: Callback<()>) -> AppHandle<Help> {
    Renderer::<Help>::with_root_and_props(
        root.clone(),
        HelpProps {
            on_close,
            view: Default::default(),
        },
    )
    .render()
}

/// Settles until nothing under `root` matches `selector` (the book's parts still to come), at
/// most `rounds` times.
async fn settle_until_none(root: &Element, selector: &str, rounds: usize) {
    for _ in 0..rounds {
        if all(root, selector).is_empty() {
            return;
        }
        settle().await;
    }
}

#[wasm_bindgen_test]
async fn the_rules_book_has_its_chapters_diagrams_and_openings_and_closes() {
    let root = mount_point();
    let closed = Rc::new(Cell::new(0));
    let on_close = {
        let closed = closed.clone();
        Callback::from(move |()| closed.set(closed.get() + 1))
    };
    let app = open_book(&root, on_close);
    // Only the first render and its effects: the later turns come on timers, which `settle`
    // would let run.
    yew::scheduler::flush().await;
    assert_eq!(texts(&root, "h2"), ["Rules and help"]);
    // The book opens with every heading and its first chapters whole; the others' bodies come
    // one per task.
    assert_eq!(all(&root, "section.book-chapter").len(), 15);
    assert!(!all(&root, "section.book-chapter.pending").is_empty());
    settle_until_none(&root, "section.book-chapter.pending", 100).await;
    assert_eq!(
        texts(&root, "h3"),
        [
            "Contents",
            "In short",
            "The board and how to set it up",
            "Moving, hitting and entering from the bar",
            "Using both dice",
            "Bearing off",
            "The end of the game and the score",
            "The doubling cube",
            "Match play",
            "Money play: the Jacoby rule and beavers",
            "Where this app departs from the official rules, and why",
            "Where the rules come from",
            "Questions and answers",
            "The best opening plays",
            "First ideas of strategy",
            "Using this app",
        ]
    );
    // Every link of the contents leads to a chapter heading, and each chapter links back.
    let links = all(&root, "nav a");
    assert_eq!(links.len(), 15);
    for link in links {
        let target = link.get_attribute("href").unwrap();
        let id = target.trim_start_matches('#');
        assert_eq!(all(&root, &format!("h3[id=\"{id}\"]")).len(), 1, "{target}");
    }
    assert_eq!(all(&root, "section .to-contents a").len(), 15);
    // Nine diagrams, drawn one at a time after the screen opens; each board is one image with
    // a text alternative and no tab stop.
    assert_eq!(all(&root, "figure.book-diagram").len(), 9);
    settle_until_none(
        &root,
        "figure.book-diagram.pending, .diagram-board.pending",
        100,
    )
    .await;
    let boards = all(&root, "figure.book-diagram svg.board");
    assert_eq!(
        boards.len(),
        17,
        "a before and an after board, the start alone"
    );
    for board in boards {
        assert_eq!(board.get_attribute("role").as_deref(), Some("img"));
        assert!(!board
            .get_attribute("aria-label")
            .unwrap_or_default()
            .is_empty());
    }
    assert!(all(&root, "figure.book-diagram [tabindex]").is_empty());
    assert_eq!(all(&root, "table.openings tbody tr").len(), 15);
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
    // The owner closes the screen by no longer drawing it: its dialog leaves the page.
    app.destroy();
    settle().await;
    assert!(root.query_selector("dialog").unwrap().is_none());
}

/// The book's parts wait in one queue (`stagger.rs`): a book closed before its chapters came
/// must not hold up the next one's.
#[wasm_bindgen_test]
async fn a_book_closed_early_leaves_the_next_one_drawn_whole() {
    let first = mount_point();
    let app = open_book(&first, Callback::noop());
    yew::scheduler::flush().await;
    settle().await;
    assert!(!all(&first, "section.book-chapter.pending").is_empty());
    app.destroy();
    settle().await;

    let second = mount_point();
    let app = open_book(&second, Callback::noop());
    yew::scheduler::flush().await;
    assert!(!all(&second, "section.book-chapter.pending").is_empty());
    settle_until_none(&second, ".pending", 200).await;
    assert!(all(&second, ".pending").is_empty());
    assert_eq!(all(&second, "figure.book-diagram svg.board").len(), 17);
    app.destroy();
    settle().await;
}
