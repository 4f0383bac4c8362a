//! `bgengine analyse FILE`, run as a process on a short scripted match.

mod common;

use std::fs;

use bg_engine::formats::mat::write_mat;
use bg_engine::formats::sgf::write_sgf;
use bg_engine::notation::parse_play;
use bg_engine::referee::{Action, Match, MatchSettings};
use bg_engine::{ByPlayer, WinKind};

use common::{run, run_on_file, scratch, text};

/// A 1-point match: player 0 opens 31 with 6/2 (a bad play; 8/5 6/5 is best), player 1 rolls
/// 52 and plays 13/8 13/11, then resigns.
fn short_match() -> Match {
    let mut game = Match::new(MatchSettings::match_to(1).unwrap());
    let act = |game: &mut Match, action| game.apply_mut(action).unwrap();
    act(&mut game, Action::OpeningRoll { zero: 3, one: 1 });
    let play = |game: &Match, words: &str| {
        Action::Play(parse_play(&game.position(), game.dice().unwrap(), words).unwrap())
    };
    let bad = play(&game, "6/2");
    act(&mut game, bad);
    act(&mut game, Action::Roll(bg_engine::Dice::new(5, 2).unwrap()));
    let reply = play(&game, "13/8 13/11");
    act(&mut game, reply);
    act(&mut game, Action::Resign(WinKind::Single));
    act(&mut game, Action::AcceptResignation);
    game
}

fn names() -> ByPlayer<String> {
    ByPlayer::new("Alice".to_owned(), "Bob".to_owned())
}

#[test]
fn analyse_prints_each_players_totals_and_every_decision_with_its_loss() {
    let dir = scratch("analyse", "short");
    let game = short_match();
    let mat = dir.join("short.mat");
    let sgf = dir.join("short.sgf");
    fs::write(&mat, write_mat(&game, &names()).unwrap()).unwrap();
    fs::write(&sgf, write_sgf(&game, &names()).unwrap()).unwrap();
    let mut outputs = Vec::new();
    for path in [&mat, &sgf] {
        let output = run(&["analyse", "--level", "expert", path.to_str().unwrap()]);
        assert!(output.status.success(), "{}", text(&output.stderr));
        let json = text(&output.stdout);
        for expected in [
            "\"level\":\"expert\"",
            "\"length\":1",
            "\"name\":\"Alice\"",
            "\"name\":\"Bob\"",
            "\"kind\":\"play\",\"dice\":[3,1],\"play\":\"6/2\",\"best\":\"8/5 6/5\"",
            "\"unforced_plays\":1",
            "\"rating\":",
            "\"luck\":",
            "\"luck_rate\":",
            "\"pr\":",
            "\"luck_rating\":\"",
            "\"error_rate_mwc\":",
        ] {
            assert!(json.contains(expected), "{expected} missing in {json}");
        }
        let first = json.split("\"decisions\":[").nth(1).unwrap();
        let first = first.split('}').next().unwrap();
        assert!(
            first.contains("\"error\":\"bad\"") || first.contains("\"error\":\"very bad\""),
            "6/2 is at least a bad play: {first}"
        );
        outputs.push(json.split_once("\"level\"").unwrap().1.to_owned());
    }
    assert_eq!(
        outputs[0], outputs[1],
        "the .mat and the SGF analyse the same"
    );
}

/// A 3-point match: player 0 opens 31 with 8/5 6/5, player 1 doubles at once (a wrong
/// double) and player 0 passes (a wrong pass).
fn early_double_passed() -> Match {
    let mut game = Match::new(MatchSettings::match_to(3).unwrap());
    let act = |game: &mut Match, action| game.apply_mut(action).unwrap();
    act(&mut game, Action::OpeningRoll { zero: 3, one: 1 });
    let play = Action::Play(parse_play(&game.position(), game.dice().unwrap(), "8/5 6/5").unwrap());
    act(&mut game, play);
    act(&mut game, Action::Double);
    act(&mut game, Action::Drop);
    game
}

#[test]
fn analyse_prints_each_players_cube_errors_by_kind() {
    let dir = scratch("analyse", "cube");
    let path = dir.join("cube.mat");
    fs::write(&path, write_mat(&early_double_passed(), &names()).unwrap()).unwrap();
    let output = run(&["analyse", "--level", "expert", path.to_str().unwrap()]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let json = text(&output.stdout);
    let players = json.split("\"decisions\":[").next().unwrap();
    let (alice, bob) = players.split_once("\"name\":\"Bob\"").unwrap();
    for (who, wrong, right) in [
        (
            alice,
            "wrong_pass",
            ["missed_double", "wrong_double", "wrong_take"],
        ),
        (
            bob,
            "wrong_double",
            ["missed_double", "wrong_take", "wrong_pass"],
        ),
    ] {
        let errors = who.split("\"cube_errors\":").nth(1).unwrap();
        assert!(
            errors.contains(&format!("\"{wrong}\":{{\"count\":1,")),
            "{wrong} in {errors}"
        );
        for kind in right {
            assert!(
                errors.contains(&format!(
                    "\"{kind}\":{{\"count\":0,\"equity_lost\":0,\"mwc_lost\":0}}"
                )),
                "no {kind} in {errors}"
            );
        }
        assert!(errors.contains("\"mwc_lost\":0."), "a match: {errors}");
    }
}

/// The number written after `"key":` in `json` (the first one).
fn number_after(json: &str, key: &str) -> f64 {
    let rest = json
        .split(&format!("\"{key}\":"))
        .nth(1)
        .unwrap_or_else(|| panic!("{key} missing in {json}"));
    let end = rest.find([',', '}', ']']).unwrap_or(rest.len());
    rest[..end]
        .parse()
        .unwrap_or_else(|_| panic!("{key}: {rest}"))
}

#[test]
fn analyse_prints_the_luck_adjusted_result_in_match_winning_chances_per_player_and_game() {
    let dir = scratch("analyse", "adjusted");
    let path = dir.join("adjusted.mat");
    fs::write(&path, write_mat(&early_double_passed(), &names()).unwrap()).unwrap();
    let output = run(&["analyse", "--level", "expert", path.to_str().unwrap()]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let json = text(&output.stdout);
    let players = json.split("\"games\":[").next().unwrap();
    let (alice, bob) = players.split_once("\"name\":\"Bob\"").unwrap();
    // Bob won the only game for one point at 3-away 3-away: Alice lost what the table gives
    // 3-away 2-away under one half.
    let lost =
        bg_engine::cube::met::match_winning_chance(3, 2, bg_engine::cube::met::Stage::PreCrawford)
            .unwrap()
            - 0.5;
    let close = |a: f64, b: f64| (a - b).abs() < 2e-6;
    assert!(close(number_after(alice, "result"), lost), "{alice}");
    assert!(close(number_after(bob, "result"), -lost), "{bob}");
    let luck = (
        number_after(alice, "result_luck"),
        number_after(bob, "result_luck"),
    );
    assert!(luck.0 != 0.0, "Alice's opening roll has luck: {alice}");
    let alice_adjusted = number_after(alice, "luck_adjusted_result");
    assert!(close(alice_adjusted, lost - (luck.0 - luck.1)), "{alice}");
    assert!(
        close(number_after(bob, "luck_adjusted_result"), -alice_adjusted),
        "{bob}"
    );
    let games = json.split("\"games\":[").nth(1).unwrap();
    let game = games.split('}').next().unwrap();
    assert!(game.starts_with("{\"game\":1,\"winner\":1,"), "{game}");
    assert!(close(number_after(game, "result"), lost), "{game}");
    assert!(
        close(number_after(game, "luck_adjusted_result"), alice_adjusted),
        "{game}"
    );
}

#[test]
fn analyse_of_a_file_that_does_not_read_names_the_file_and_fails() {
    let output = run_on_file(
        "analyse",
        "broken.mat",
        " 1 point match\n\n Game 1\n Alice : 0   Bob : 0\n  1) 31: 9/9\n",
        &["analyse"],
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains("broken.mat"),
        "{}",
        text(&output.stderr)
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn analyse_takes_exactly_one_file() {
    let output = run(&["analyse"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("analyse takes one file"));
    let output = run(&["analyse", "--level", "nobody", "x.mat"]);
    assert_eq!(output.status.code(), Some(2));
}
