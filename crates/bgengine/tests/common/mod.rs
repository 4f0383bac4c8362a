//! Helpers shared by the integration tests: positions, Match IDs, the gnubg move cases, and
//! running the `bgengine` binary on files in a scratch folder.

#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Command, Output};

use bg_engine::ids::MatchId;
use bg_engine::Position;

/// The `bgengine` binary cargo built for these tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_bgengine");

/// Runs the binary with `args` to its end.
pub fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the binary starts")
}

/// A process's output as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

/// An empty-or-reused folder for the files of test `name` of test file `suite`, private to
/// this run of the tests.
pub fn scratch(suite: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bgengine-{suite}-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Writes `contents` to a file `name` in a scratch folder of `suite` and runs the binary with
/// `args` followed by the file's path.
pub fn run_on_file(suite: &str, name: &str, contents: &str, args: &[&str]) -> Output {
    let path = scratch(suite, name).join(name);
    std::fs::write(&path, contents).expect("a scratch file");
    let path = path.to_str().expect("a UTF-8 path");
    run(&[args, &[path]].concat())
}

/// The legal plays GNU Backgammon listed, shared with the engine's own tests.
pub const MOVEGEN_DATA: &str = include_str!("../../../engine/tests/data/movegen-gnubg.txt");

/// One line of the gnubg data: `(PositionID, dice, sorted resulting IDs)`.
pub fn movegen_cases() -> Vec<(&'static str, &'static str, &'static str)> {
    MOVEGEN_DATA
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (head, list) = line.split_once('\t').expect("a tab before the list");
            let (position_id, dice) = head.split_once(' ').expect("a space before the dice");
            (position_id, dice, list)
        })
        .collect()
}

/// A position from counts per point: `own` for the player on roll, `theirs` for the opponent,
/// each `(point, checkers)` numbered from that player's own side (25: the bar).
pub fn position(own: &[(usize, u8)], theirs: &[(usize, u8)]) -> Position {
    Position::from_points(own, theirs).expect("a legal test position")
}

/// A race where the player on roll is far ahead: 54 pips against 112. Keith's count says
/// double, and drop.
pub fn race_far_ahead() -> Position {
    position(
        &[(1, 2), (2, 2), (3, 3), (4, 3), (5, 3), (6, 2)],
        &[(7, 8), (8, 7)],
    )
}

/// A Match ID of a game in progress with player 0 on roll before rolling, money play, cube
/// centred at 1; adjust the fields in the test.
pub fn match_id() -> MatchId {
    MatchId::money_game_before_roll()
}

/// `position gnubgid <PositionID>:<MatchID>`.
pub fn position_command(position: &Position, match_id: &MatchId) -> String {
    format!(
        "position gnubgid {}:{}",
        position.position_id(),
        match_id.match_id()
    )
}
