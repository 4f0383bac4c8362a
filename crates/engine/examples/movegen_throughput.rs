//! Legal play generation over the benchmark cases (`tests/data/movegen-gnubg.txt`), repeated,
//! without criterion: for instruction counts under `valgrind --tool=callgrind` (stable on a
//! shared, noisy machine) and for a quick cases-per-second figure.
//!
//! `cargo run --release -p bg-engine --example movegen_throughput -- [repetitions] [positions]`
//! (with `positions`: `legal_positions_into`, the resulting positions only)

use std::time::Instant;

use bg_engine::{Dice, Position};

fn main() {
    let repetitions: usize = std::env::args()
        .nth(1)
        .and_then(|text| text.parse().ok())
        .unwrap_or(200);
    let positions_only = match std::env::args().nth(2).as_deref() {
        None | Some("plays") => false,
        Some("positions") => true,
        Some(other) => {
            eprintln!("unknown mode {other}: plays (the default) or positions");
            std::process::exit(2);
        }
    };
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/movegen-gnubg.txt");
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("cannot read {path}: {error}");
            std::process::exit(1);
        }
    };
    let mut cases: Vec<(Position, Dice)> = Vec::new();
    for line in text
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
    {
        let mut fields = line.split_whitespace();
        let position = fields
            .next()
            .and_then(|id| Position::from_position_id(id).ok());
        let dice = fields.next().and_then(|dice| dice.parse::<Dice>().ok());
        if let (Some(position), Some(dice)) = (position, dice) {
            cases.push((position, dice));
        }
    }
    let mut plays = Vec::with_capacity(1024);
    let mut positions = Vec::with_capacity(1024);
    let mut n_positions = 0usize;
    let start = Instant::now();
    for _ in 0..repetitions {
        for (position, dice) in &cases {
            if positions_only {
                positions.clear();
                position.legal_positions_into(*dice, &mut positions);
                n_positions += positions.len();
            } else {
                plays.clear();
                position.legal_plays_into(*dice, &mut plays);
                n_positions += plays.len();
            }
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let n_cases = (cases.len() * repetitions) as f64;
    println!(
        "{}{} cases x {repetitions}: {:.2} M cases/s, {:.1} M resulting positions/s ({:.2} per case)",
        if positions_only { "positions only, " } else { "" },
        cases.len(),
        n_cases / seconds / 1e6,
        n_positions as f64 / seconds / 1e6,
        n_positions as f64 / n_cases
    );
}
