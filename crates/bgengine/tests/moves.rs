//! `moves` through the library API: the stream answers equal GNU Backgammon's lists, a
//! listing equals the legal plays, and a bad line does not stop the stream.

mod common;

use std::collections::BTreeSet;
use std::io::Cursor;

use bg_engine::notation::parse_play;
use bg_engine::{Dice, Position};
use bgengine::moves::{list_plays, run_moves_stream, MovesStream};

use common::movegen_cases;

#[test]
fn stream_answers_equal_gnubgs_lists_line_for_line() {
    let cases = movegen_cases();
    assert!(cases.len() > 5_000);
    let input: String = cases
        .iter()
        .map(|(position_id, dice, _)| format!("{position_id} {dice}\n"))
        .collect();
    let mut output = Vec::new();
    let summary = run_moves_stream(Cursor::new(input), &mut output).unwrap();
    assert_eq!(summary.n_lines, cases.len() as u64);
    assert_eq!(summary.n_errors, 0);
    let output = String::from_utf8(output).unwrap();
    let answers: Vec<&str> = output.split_terminator('\n').collect();
    assert_eq!(answers.len(), cases.len());
    for ((position_id, dice, expected), answer) in cases.iter().zip(&answers) {
        assert_eq!(answer, expected, "{position_id} {dice}");
    }
}

#[test]
fn a_listing_is_every_legal_play_once_and_each_move_reads_back() {
    for (position_id, dice, _) in movegen_cases().into_iter().step_by(7) {
        let position = Position::from_position_id(position_id).unwrap();
        let dice: Dice = dice.parse().unwrap();
        let listing = list_plays(&position, dice);
        let plays = position.legal_plays(dice);
        let listed: BTreeSet<&str> = listing.iter().map(|(_, id)| id.as_str()).collect();
        let legal: BTreeSet<String> = plays
            .iter()
            .map(|play| play.position.position_id())
            .collect();
        assert_eq!(
            listed.len(),
            listing.len(),
            "{position_id} {dice}: duplicates"
        );
        assert_eq!(
            listed,
            legal.iter().map(String::as_str).collect(),
            "{position_id} {dice}"
        );
        for (text, id) in &listing {
            if text == "pass" {
                assert_eq!(id, position_id);
                continue;
            }
            let play = parse_play(&position, dice, text)
                .unwrap_or_else(|error| panic!("{position_id} {dice} {text}: {error}"));
            assert_eq!(
                &play.position.position_id(),
                id,
                "{position_id} {dice} {text}"
            );
        }
    }
}

#[test]
fn a_bad_line_is_answered_with_an_error_and_the_stream_goes_on() {
    let input = "4HPwATDgc/ABMA 31\nnot-a-position 31\n4HPwATDgc/ABMA 71\n4HPwATDgc/ABMA\n\n\
                 4HPwATDgc/ABMA 3 1\n4HPwATDgc/ABMA 3-1 x\n4HPwATDgc/ABMA 31\n";
    let mut output = Vec::new();
    let summary = run_moves_stream(Cursor::new(input), &mut output).unwrap();
    let output = String::from_utf8(output).unwrap();
    let lines: Vec<&str> = output.split_terminator('\n').collect();
    assert_eq!(lines.len(), 8);
    assert_eq!(summary.n_errors, 5);
    let start_31 = lines[0];
    assert_eq!(start_31.split(' ').count(), 16);
    for index in [1, 2, 3, 4, 6] {
        assert!(
            lines[index].starts_with("error "),
            "{index}: {}",
            lines[index]
        );
    }
    assert_eq!(lines[5], start_31);
    assert_eq!(lines[7], start_31);
}

#[test]
fn the_stream_survives_random_bytes_and_overlong_lines() {
    let mut input: Vec<u8> = (0u32..5_000)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    input.push(b'\n');
    input.extend(std::iter::repeat_n(b'x', 100_000));
    input.extend_from_slice(b"\n4HPwATDgc/ABMA 66\n");
    let mut output = Vec::new();
    run_moves_stream(Cursor::new(input), &mut output).unwrap();
    let output = String::from_utf8(output).unwrap();
    let last = output.lines().last().unwrap();
    let mut expected = MovesStream::new();
    let mut answer = Vec::new();
    expected.answer("4HPwATDgc/ABMA 66", &mut answer).unwrap();
    assert_eq!(last.as_bytes(), answer.as_slice());
    assert!(output.lines().all(|line| !line.is_empty()));
}
