//! Legal plays against GNU Backgammon, position by position: for every position and roll in
//! `data/movegen-gnubg.txt` (made by `tools/gnubg/movegen_vectors.py`, see
//! `tools/gnubg/README.md`), the positions our plays lead to are exactly the positions gnubg
//! lists, no more and no fewer; and every play replays through [`Turn::steps_of`].
//!
//! A line is `<PositionID> <d1><d2>\t<sorted Position IDs>`: the position with the player on
//! roll, the roll, and every distinct resulting position still seen by the player who moved
//! (empty when no move is possible). `# section <name>: ...` comments name the kind of cases
//! that follow (real play, bar entry, bear-off, ...), so a mismatch says where it comes from.

use bg_engine::notation::write_play;
use bg_engine::turn::Turn;
use bg_engine::{Dice, Position};

const DATA: &str = include_str!("data/movegen-gnubg.txt");

/// Fewer cases than this and the file is not the data set it claims to be.
const MIN_CASES: usize = 5_000;

/// Mismatches described in full before the test gives up describing and fails.
const MAX_REPORTED: usize = 25;

struct Case<'a> {
    line_number: usize,
    section: &'a str,
    position_id: &'a str,
    position: Position,
    dice: Dice,
    /// gnubg's resulting positions, sorted.
    expected: Vec<&'a str>,
}

fn parse_case<'a>(line_number: usize, section: &'a str, line: &'a str) -> Result<Case<'a>, String> {
    let (head, list) = line
        .split_once('\t')
        .ok_or_else(|| "no tab between the case and its positions".to_string())?;
    let (position_id, dice) = head
        .split_once(' ')
        .ok_or_else(|| "no space between the Position ID and the dice".to_string())?;
    let position = Position::from_position_id(position_id).map_err(|error| error.to_string())?;
    let dice: Dice = dice.parse().map_err(|error| format!("{error}"))?;
    let expected: Vec<&str> = list.split(' ').filter(|id| !id.is_empty()).collect();
    if expected.windows(2).any(|pair| pair[0] >= pair[1]) {
        return Err("the resulting positions are not sorted and distinct".to_string());
    }
    Ok(Case {
        line_number,
        section,
        position_id,
        position,
        dice,
        expected,
    })
}

fn cases() -> Vec<Case<'static>> {
    let mut section = "unnamed";
    let mut cases = Vec::new();
    for (index, line) in DATA.lines().enumerate() {
        if let Some(comment) = line.strip_prefix('#') {
            if let Some(rest) = comment.trim_start().strip_prefix("section ") {
                section = rest.split(':').next().unwrap_or(rest).trim();
            }
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        match parse_case(index + 1, section, line) {
            Ok(case) => cases.push(case),
            Err(error) => panic!("data line {}: {error}: {line:?}", index + 1),
        }
    }
    cases
}

/// The Position IDs our plays lead to, sorted; empty for a pass.
fn our_results(case: &Case) -> Vec<String> {
    let plays = case.position.legal_plays(case.dice);
    if plays.len() == 1 && plays[0].moves().is_empty() {
        return Vec::new();
    }
    let mut ids: Vec<String> = plays
        .iter()
        .map(|play| play.position.position_id())
        .collect();
    ids.sort();
    ids
}

/// What is in `left` and not in `right` (both sorted).
fn missing_from<'a>(left: &[&'a str], right: &[&str]) -> Vec<&'a str> {
    left.iter()
        .filter(|id| right.binary_search(id).is_err())
        .copied()
        .collect()
}

#[test]
fn legal_plays_reach_exactly_the_positions_gnubg_lists() {
    let cases = cases();
    let n_positions: usize = cases.iter().map(|case| case.expected.len()).sum();
    assert!(
        cases.len() >= MIN_CASES,
        "data/movegen-gnubg.txt has {} cases, fewer than {MIN_CASES}: regenerate it",
        cases.len()
    );
    let mut reports = Vec::new();
    let mut n_mismatches = 0;
    for case in &cases {
        let ours = our_results(case);
        let ours: Vec<&str> = ours.iter().map(String::as_str).collect();
        if ours == case.expected {
            continue;
        }
        n_mismatches += 1;
        if reports.len() < MAX_REPORTED {
            reports.push(format!(
                "line {} [{}] {} {}: missing (gnubg only) {:?}, extra (ours only) {:?}",
                case.line_number,
                case.section,
                case.position_id,
                case.dice,
                missing_from(&case.expected, &ours),
                missing_from(&ours, &case.expected),
            ));
        }
    }
    println!(
        "checked {} cases and {n_positions} resulting positions against gnubg",
        cases.len()
    );
    assert!(
        n_mismatches == 0,
        "{n_mismatches} of {} cases ({n_positions} resulting positions) differ from gnubg; \
         the first {}:\n{}",
        cases.len(),
        reports.len(),
        reports.join("\n")
    );
}

#[test]
fn legal_positions_are_the_positions_of_the_legal_plays_in_every_case() {
    let cases = cases();
    assert!(cases.len() >= MIN_CASES);
    let mut positions = Vec::new();
    let mismatches: Vec<String> = cases
        .iter()
        .filter(|case| {
            positions.clear();
            case.position
                .legal_positions_into(case.dice, &mut positions);
            let from_plays: Vec<Position> = case
                .position
                .legal_plays(case.dice)
                .iter()
                .map(|play| play.position)
                .collect();
            positions != from_plays
        })
        .map(|case| {
            format!(
                "line {} {} {}",
                case.line_number, case.position_id, case.dice
            )
        })
        .collect();
    assert!(
        mismatches.is_empty(),
        "{} cases where the positions differ from the plays': {:?}",
        mismatches.len(),
        &mismatches[..mismatches.len().min(MAX_REPORTED)]
    );
}

#[test]
fn the_data_has_every_section_and_passes() {
    let cases = cases();
    for section in [
        "opening",
        "real-play",
        "bar-entry",
        "one-die-only",
        "larger-die",
        "doubles-blocked",
        "partial",
        "bear-off",
        "bear-off-hit",
        "race-few",
    ] {
        let n_cases = cases.iter().filter(|case| case.section == section).count();
        assert!(n_cases > 0, "no cases in section {section}");
    }
    assert!(
        cases.iter().any(|case| case.expected.is_empty()),
        "no case where the roll cannot be played"
    );
}

/// The steps the turn gives for each of a case's plays, replayed one at a time, finish as that
/// play; a description of the first way they do not.
fn replay_failure(case: &Case) -> Option<String> {
    let turn = Turn::new(case.position, case.dice);
    let (values, n) = case.dice.moves();
    for play in case.position.legal_plays(case.dice) {
        let written = write_play(&play);
        let Some(steps) = turn.steps_of(&play) else {
            return Some(format!("{written}: no steps"));
        };
        let mut replay = turn.clone();
        for step in &steps {
            if !values[..n].contains(&step.die) {
                return Some(format!("{written}: {step:?} spends a die not rolled"));
            }
            if let Err(error) = replay.play_step(*step) {
                return Some(format!("{written}: {step:?}: {error}"));
            }
        }
        match replay.finish() {
            Ok(replayed) if replayed.position == play.position => {}
            Ok(replayed) => return Some(format!("{written}: ends as {}", write_play(&replayed))),
            Err(error) => return Some(format!("{written}: {error}")),
        }
    }
    None
}

#[test]
fn every_play_of_every_case_replays_through_the_steps_the_turn_gives() {
    let cases = cases();
    assert!(cases.len() >= MIN_CASES);
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| {
            replay_failure(case).map(|failure| {
                format!(
                    "line {} [{}] {} {}: {failure}",
                    case.line_number, case.section, case.position_id, case.dice
                )
            })
        })
        .take(MAX_REPORTED)
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
