//! A check that the app holds no backgammon rule: the die arithmetic, the cube's values and
//! the legality tests live in `bg-engine` (`Turn::step`, `Turn::dice_for`,
//! `Turn::steps_of`, `Turn::forced_rest`, `Cube::face`, `Match::offered_cube_value`,
//! `Player::renumber`, ...), and the app asks it.
//!
//! It reads every Rust file under `src/` and fails on a line (comments aside) that contains
//! one of the patterns below, each the shape a rule took when it was written in the app. It
//! is a tripwire, not a proof: a rule written in another shape passes it.

use std::fs;
use std::path::{Path, PathBuf};

/// A pattern, and the engine function to call instead.
const FORBIDDEN: &[(&str, &str)] = &[
    // Die arithmetic.
    (
        "from - ",
        "Turn::step or Turn::steps_of (a larger die may bear off)",
    ),
    ("- die", "Turn::step"),
    ("+ die", "Turn::step"),
    (".saturating_sub(die", "Turn::step"),
    ("die >", "Turn::dice_for"),
    ("die <", "Turn::dice_for"),
    ("25 - ", "Player::renumber"),
    // The cube.
    ("cube_value() *", "Match::offered_cube_value"),
    (
        "value * 2",
        "Cube::doubled_value or Match::offered_cube_value",
    ),
    ("value * 4", "Match::offered_cube_value"),
    ("== 64", "Cube::face"),
    ("{ 64 }", "Cube::face"),
    // Legality.
    ("legal_plays().len()", "Turn::is_forced"),
    (
        ".to == 0",
        "Turn::dice_for(from, 0) or Turn::either_die_bears_off",
    ),
    ("can_move(", "Turn::legal_steps"),
];

fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

#[test]
fn the_app_holds_no_die_arithmetic_cube_doubling_or_legality_test() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(
        files.len() > 20,
        "{} files under {}",
        files.len(),
        src.display()
    );
    let this_file = src.join("rules_stay_in_the_engine.rs");
    let mut found = Vec::new();
    for file in files.iter().filter(|file| **file != this_file) {
        let text = fs::read_to_string(file).expect("a readable source file");
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for (pattern, instead) in FORBIDDEN {
                if code.contains(pattern) {
                    found.push(format!(
                        "{}:{}: `{pattern}` (use {instead}): {}",
                        file.strip_prefix(&src).unwrap_or(file).display(),
                        number + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "rules in the app:\n{}", found.join("\n"));
}

#[test]
fn the_check_finds_each_pattern() {
    // Each pattern in a line of the shape it was written in, so that a typo in the list
    // cannot make the check pass vacuously.
    let samples = [
        "die: checker_move.from - checker_move.to,",
        "let to = from - die;",
        "let from = to + die;",
        "to: from.saturating_sub(die),",
        "step.die > steps[0].die",
        "step.die < other.die",
        "Player::One => 25 - point,",
        "game.cube_value() * 2",
        "cube.value * 2",
        "cube.value * 4",
        "if cube.value == 64 {",
        "if cube.value == 1 { 64 } else { cube.value }",
        "self.game.legal_plays().len() != 1",
        "filter(|step| step.to == 0)",
        "position.can_move(from, die)",
    ];
    assert_eq!(samples.len(), FORBIDDEN.len());
    for ((pattern, _), sample) in FORBIDDEN.iter().zip(samples) {
        assert!(sample.contains(pattern), "{pattern:?} in {sample:?}");
    }
}
