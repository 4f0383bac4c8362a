use bg_engine::referee::Action;
use bg_web::setup::{GameSetup, Opponent};
use bg_web::state::{Intent, Session};
use bg_web::view_model::BoardView;
use bg_web::web::components::board::{Board, BoardProps};
use wasm_bindgen_test::wasm_bindgen_test;
use yew::{Callback, Renderer};

use crate::{all, mount_point, settle};

/// Pass and play, after an opening roll of 3 for Black and 1 for White: Black moves 3-1 from
/// the starting position.
fn opened() -> Session {
    let setup = GameSetup {
        opponent: Opponent::Human,
        ..GameSetup::default()
    };
    Session::new(setup)
        .unwrap()
        .apply(Intent::Act(Action::OpeningRoll { zero: 3, one: 1 }))
        .unwrap()
}

#[wasm_bindgen_test]
async fn the_board_draws_24_points_two_bars_and_two_trays_with_counts_and_labels() {
    let root = mount_point();
    let props = BoardProps {
        view: BoardView::new(&opened()),
        on_intent: Callback::noop(),
        hint: Vec::new(),
        still: None,
    };
    Renderer::<Board>::with_root_and_props(root.clone(), props).render();
    settle().await;

    let spots = all(&root, "[data-point]");
    let attribute = |name: &str| -> Vec<String> {
        spots
            .iter()
            .map(|spot| spot.get_attribute(name).unwrap_or_default())
            .collect()
    };
    let mut names = attribute("data-point");
    names.sort();
    let mut expected: Vec<String> = (1..=24).map(|point| point.to_string()).collect();
    expected.extend(["bar", "bar", "off", "off"].map(str::to_owned));
    expected.sort();
    assert_eq!(names, expected);

    // The starting position, seen from Black's (the bottom player's) side; Black is to move
    // 3-1, and the labels say which checkers can move.
    let point = |number: &str| {
        root.query_selector(&format!("[data-point=\"{number}\"]"))
            .unwrap()
            .unwrap()
    };
    for (number, count, label) in [
        ("24", "2", "24-point: two black checkers, can move"),
        ("13", "5", "13-point: five black checkers, can move"),
        ("8", "3", "8-point: three black checkers, can move"),
        ("6", "5", "6-point: five black checkers, can move"),
        ("1", "2", "1-point: two white checkers"),
        ("12", "5", "12-point: five white checkers"),
        ("17", "3", "17-point: three white checkers"),
        ("19", "5", "19-point: five white checkers"),
        ("2", "0", "2-point: empty"),
    ] {
        assert_eq!(
            point(number).get_attribute("data-count").as_deref(),
            Some(count)
        );
        assert_eq!(
            point(number).get_attribute("aria-label").as_deref(),
            Some(label)
        );
    }
    let total: u32 = attribute("data-count")
        .iter()
        .map(|count| count.parse::<u32>().unwrap())
        .sum();
    assert_eq!(total, 30, "every checker is drawn once");
    let labels = attribute("aria-label");
    assert!(labels.contains(&"Black's bar: no checkers".to_owned()));
    assert!(labels.contains(&"Black's bear-off tray: no checkers".to_owned()));

    // Black to move 3-1: the checkers that can move are marked, and the two dice are drawn.
    let movable: Vec<String> = all(&root, "[data-point][data-movable=\"true\"]")
        .iter()
        .filter_map(|spot| spot.get_attribute("data-point"))
        .collect();
    for number in ["24", "13", "8", "6"] {
        assert!(
            movable.contains(&number.to_owned()),
            "{number} in {movable:?}"
        );
    }
    assert!(
        !movable.contains(&"1".to_owned()),
        "White's checkers do not move"
    );
    let mut dice: Vec<String> = all(&root, "[data-die]")
        .iter()
        .filter_map(|die| die.get_attribute("data-die"))
        .collect();
    dice.sort();
    assert_eq!(dice, ["1", "3"]);
}
