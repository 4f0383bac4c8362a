//! pubeval against the original: scores computed by Tesauro's `pubeval.c` (see the data file's
//! header) must come out of the Rust port bit for bit.

use bg_engine::bots::pubeval_score;
use bg_engine::Position;

const VECTORS: &str = include_str!("data/pubeval_scores.txt");

/// Every `(Position ID, race flag, expected score)` in the data file.
fn vectors() -> Vec<(String, bool, f32)> {
    let mut cases = Vec::new();
    for (line_number, line) in VECTORS.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(fields.len(), 5, "line {}: {line}", line_number + 1);
        for pair in [&fields[1..3], &fields[3..5]] {
            let race = match pair[0] {
                "0" => false,
                "1" => true,
                flag => panic!("line {}: bad race flag {flag}", line_number + 1),
            };
            let score: f32 = pair[1]
                .parse()
                .unwrap_or_else(|_| panic!("line {}: bad score", line_number + 1));
            cases.push((fields[0].to_owned(), race, score));
        }
    }
    cases
}

#[test]
fn pubeval_scores_match_the_original_c_code_exactly() {
    let cases = vectors();
    assert_eq!(cases.len(), 600);
    assert!(cases.iter().any(|(_, race, _)| *race));
    assert!(cases.iter().any(|(_, race, _)| !*race));
    for (id, race, expected) in cases {
        let position: Position = id.parse().expect("a valid Position ID");
        let score = pubeval_score(&position, race);
        assert_eq!(
            score.to_bits(),
            expected.to_bits(),
            "{id} race={race}: got {score}, the original gives {expected}"
        );
    }
}
