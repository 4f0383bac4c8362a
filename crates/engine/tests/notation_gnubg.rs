//! Standard notation against GNU Backgammon: for every legal play of every position and roll in
//! `data/notation_gnubg.txt` (made by `tools/gnubg/notation_vectors.py`), we write the string
//! gnubg writes, and reading gnubg's string gives back that play.

use std::collections::BTreeSet;

use bg_engine::notation::{parse_play_among, write_play};
use bg_engine::{Dice, Position};

const DATA: &str = include_str!("data/notation_gnubg.txt");

struct Case {
    position: Position,
    dice: Dice,
    plays: Vec<String>,
}

fn cases() -> Vec<Case> {
    DATA.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 3, "bad data line {line:?}");
            let plays = if fields[2].is_empty() {
                Vec::new()
            } else {
                fields[2].split('|').map(str::to_string).collect()
            };
            Case {
                position: Position::from_position_id(fields[0]).expect("valid Position ID"),
                dice: fields[1].parse().expect("valid dice"),
                plays,
            }
        })
        .collect()
}

#[test]
fn the_data_covers_every_kind_of_move() {
    let cases = cases();
    let all: Vec<&String> = cases.iter().flat_map(|case| &case.plays).collect();
    assert!(all.len() >= 100);
    for needle in ["bar/", "/off", "*", "(2)", "(3)", "(4)", "*/", "bar/2"] {
        assert!(
            all.iter().any(|play| play.contains(needle)),
            "no play with {needle}"
        );
    }
    assert!(cases.iter().any(|case| case.plays.is_empty()), "no pass");
}

#[test]
fn we_write_every_legal_play_as_gnubg_does() {
    let mut mismatches = Vec::new();
    let mut n_plays = 0;
    for case in cases() {
        let plays = case.position.legal_plays(case.dice);
        let ours: BTreeSet<String> = plays.iter().map(write_play).collect();
        let mut theirs: BTreeSet<String> = case.plays.iter().cloned().collect();
        if theirs.is_empty() {
            theirs.insert(String::new()); // gnubg lists nothing for a pass; we write "".
        }
        n_plays += theirs.len();
        if ours.len() != plays.len() {
            mismatches.push(format!(
                "{} {}: two plays written alike",
                case.position, case.dice
            ));
        }
        if ours != theirs {
            let only_ours: Vec<_> = ours.difference(&theirs).collect();
            let only_theirs: Vec<_> = theirs.difference(&ours).collect();
            mismatches.push(format!(
                "{} {}: ours only {only_ours:?}, gnubg only {only_theirs:?}",
                case.position, case.dice
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} of the rolls differ:\n{}",
        mismatches.len(),
        mismatches[..mismatches.len().min(30)].join("\n")
    );
    assert!(n_plays > 10_000);
}

#[test]
fn reading_a_gnubg_string_gives_the_play_it_names() {
    let mut failures = Vec::new();
    for case in cases() {
        let legal = case.position.legal_plays(case.dice);
        for text in &case.plays {
            match parse_play_among(&case.position, case.dice, &legal, text) {
                Ok(play) if write_play(&play) == *text => {}
                Ok(play) => failures.push(format!(
                    "{} {} {text:?}: read as {:?}",
                    case.position,
                    case.dice,
                    write_play(&play)
                )),
                Err(error) => {
                    failures.push(format!("{} {} {text:?}: {error}", case.position, case.dice))
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}
