//! A check that the app holds no backgammon rule: the die arithmetic, the cube's values and
//! the legality tests live in `bg-engine` (`Turn::step`, `Turn::dice_for`,
//! `Turn::steps_of`, `Turn::forced_rest`, `Cube::face`, `Match::offered_cube_value`,
//! `Player::renumber`, ...), and the app asks it.
//!
//! It reads every Rust file under `src/` and fails on a line (comments aside) that contains
//! one of the patterns below, each the shape a rule took when it was written in the app. It
//! is a tripwire, not a proof: a rule written in another shape passes it.

use crate::app_sources::{app_sources, SourceFile};

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

#[test]
fn the_app_holds_no_die_arithmetic_cube_doubling_or_legality_test() {
    let mut found = Vec::new();
    let others = app_sources()
        .into_iter()
        .filter(|file| file.path != "rules_stay_in_the_engine.rs");
    for SourceFile { path, text } in others {
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for (pattern, instead) in FORBIDDEN {
                if code.contains(pattern) {
                    found.push(format!(
                        "{}:{}: `{pattern}` (use {instead}): {}",
                        path,
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
