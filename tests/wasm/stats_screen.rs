use std::cell::Cell;
use std::rc::Rc;

use bg_engine::bots::BotKind;
use bg_engine::referee::{Action, Match};
use bg_engine::WinKind;
use bg_web::setup::{GameSetup, Opponent};
use bg_web::statistics::Statistics;
use bg_web::stored::{decode, Store};
use bg_web::web::components::stats_screen::{StatsScreen, StatsScreenProps};
use wasm_bindgen_test::wasm_bindgen_test;
use yew::{Callback, Renderer};

use crate::{all, click_button, mount_point, settle, texts};

fn local_storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

/// Statistics with two games counted: against the random player a gammon won (the match of
/// one point too), in pass and play a single game lost.
fn some_statistics() -> Statistics {
    let mut stats = Statistics::default();
    let games = [
        (
            Opponent::Computer(BotKind::Random),
            1,
            (5, 1),
            WinKind::Gammon,
        ),
        (Opponent::Human, 0, (1, 4), WinKind::Single),
    ];
    for (opponent, length, (zero, one), kind) in games {
        let setup = GameSetup {
            opponent,
            length,
            ..GameSetup::default()
        };
        let mut game = Match::new(setup.settings().unwrap());
        // The opening roll's winner resigns at once.
        for action in [
            Action::OpeningRoll { zero, one },
            Action::Resign(kind),
            Action::AcceptResignation,
        ] {
            game.apply_mut(action).unwrap();
        }
        assert!(stats.record(&setup, &game));
    }
    stats
}

/// The cells of the row of `opponent`: (stat, won, lost).
fn row(root: &web_sys::Element, opponent: &str) -> Vec<(String, String, String)> {
    all(root, &format!("[data-opponent=\"{opponent}\"] td"))
        .iter()
        .map(|cell| {
            let get = |name: &str| cell.get_attribute(name).unwrap_or_default();
            (get("data-stat"), get("data-won"), get("data-lost"))
        })
        .collect()
}

fn cells(values: [(&str, &str, &str); 4]) -> Vec<(String, String, String)> {
    values
        .iter()
        .map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string()))
        .collect()
}

#[wasm_bindgen_test]
async fn the_statistics_screen_shows_the_counts_and_reset_clears_them_after_a_confirmation() {
    local_storage().clear().unwrap();
    local_storage()
        .set_item(Store::Statistics.key(), &some_statistics().encode())
        .unwrap();
    let root = mount_point();
    let closed = Rc::new(Cell::new(false));
    let on_close = {
        let closed = closed.clone();
        Callback::from(move |()| closed.set(true))
    };
    Renderer::<StatsScreen>::with_root_and_props(root.clone(), StatsScreenProps { on_close })
        .render();
    settle().await;

    assert_eq!(
        texts(&root, "tbody th"),
        [
            format!("Computer: {}", BotKind::Random.label()),
            "Two players".to_owned()
        ]
    );
    assert_eq!(
        row(&root, "random"),
        cells([
            ("games", "0", "1"),
            ("gammons", "0", "1"),
            ("backgammons", "0", "0"),
            ("matches", "0", "1"),
        ])
    );
    assert_eq!(
        row(&root, "human"),
        cells([
            ("games", "1", "0"),
            ("gammons", "0", "0"),
            ("backgammons", "0", "0"),
            ("matches", "0", "0"),
        ])
    );
    assert_eq!(
        texts(&root, "[data-opponent=\"random\"] td")[0],
        "0\u{2013}1"
    );

    // Reset asks first; keeping them changes nothing.
    click_button(&root, "Reset statistics");
    settle().await;
    click_button(&root, "Keep them");
    settle().await;
    assert_eq!(all(&root, "[data-opponent]").len(), 2);
    click_button(&root, "Reset statistics");
    settle().await;
    click_button(&root, "Yes, reset");
    settle().await;
    assert_eq!(all(&root, "[data-opponent]").len(), 0);
    assert_eq!(texts(&root, ".stats-empty"), ["No finished games yet."]);
    let stored = local_storage()
        .get_item(Store::Statistics.key())
        .unwrap()
        .unwrap();
    assert!(decode::<Statistics>(&stored).unwrap().is_empty());

    click_button(&root, "Close");
    assert!(closed.get());
}

#[wasm_bindgen_test]
async fn unreadable_statistics_are_moved_to_a_backup_key_and_named_on_the_screen() {
    local_storage().clear().unwrap();
    local_storage()
        .set_item(Store::Statistics.key(), "{not json")
        .unwrap();
    let root = mount_point();
    Renderer::<StatsScreen>::with_root_and_props(
        root.clone(),
        StatsScreenProps {
            on_close: Callback::noop(),
        },
    )
    .render();
    settle().await;
    let problem = texts(&root, "[role=alert]");
    assert_eq!(problem.len(), 1);
    assert!(problem[0].contains("could not be read"), "{problem:?}");
    assert_eq!(
        local_storage()
            .get_item(&Store::Statistics.backup_key())
            .unwrap()
            .as_deref(),
        Some("{not json")
    );
    assert_eq!(
        local_storage().get_item(Store::Statistics.key()).unwrap(),
        None
    );
    assert!(
        texts(&root, "[data-testid=stats-backups]")[0].contains(&Store::Statistics.backup_key())
    );
}
