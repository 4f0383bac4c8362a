//! The native side of `make bench-wasm`: times the same work as `run.mjs` does in WebAssembly,
//! by the same protocol, so that the two compare within one run on a shared machine.

use std::time::Instant;

use bg_engine::bots::Level;
use wasm_speed::{
    candidate_count, candidates_rounds, evaluate_rounds, play_turns, prepare, turn_count,
};

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() {
    let samples: usize = std::env::args()
        .nth(1)
        .map(|arg| arg.parse().ok().filter(|&n| n > 0))
        .unwrap_or(Some(9))
        .unwrap_or_else(|| {
            eprintln!("usage: wasm-speed [SAMPLES] (a positive number, 9 by default)");
            std::process::exit(2)
        });
    let started = Instant::now();
    let positions = prepare();
    println!(
        "native: prepared {positions} positions in {:.0} ms",
        started.elapsed().as_secs_f64() * 1e3
    );

    let mut rounds = 1;
    loop {
        let started = Instant::now();
        std::hint::black_box(evaluate_rounds(rounds));
        if started.elapsed().as_secs_f64() > 0.2 {
            break;
        }
        rounds *= 2;
    }
    let ns = median(
        (0..samples)
            .map(|_| {
                let started = Instant::now();
                std::hint::black_box(evaluate_rounds(rounds));
                started.elapsed().as_secs_f64() * 1e9 / f64::from(rounds * positions)
            })
            .collect(),
    );
    println!(
        "native: evaluation median {ns:.0} ns ({:.0} evaluations/s), {samples} samples of {}",
        1e9 / ns,
        rounds * positions
    );

    candidates(samples);

    let turns = turn_count();
    for (index, level) in Level::ALL.iter().enumerate() {
        let name = level.name();
        let mut evaluations = 0.0;
        let ms = median(
            (0..samples.min(3))
                .map(|_| {
                    let started = Instant::now();
                    evaluations = play_turns(index as u32);
                    started.elapsed().as_secs_f64() * 1e3 / f64::from(turns)
                })
                .collect(),
        );
        println!(
            "native: {name} median {ms:.3} ms per move over {turns} turns \
             ({:.0} evaluations per move, {} samples)",
            evaluations / f64::from(turns),
            samples.min(3)
        );
    }
}

/// The candidates' positions, each anew and as siblings, the samples of the two interleaved so
/// that a change of the machine's load falls on both alike (as `run.mjs` does).
fn candidates(samples: usize) {
    let positions = f64::from(candidate_count());
    let mut rounds = 1;
    loop {
        let started = Instant::now();
        std::hint::black_box(candidates_rounds(rounds, 0));
        if started.elapsed().as_secs_f64() > 0.2 {
            break;
        }
        rounds *= 2;
    }
    let (mut alone, mut siblings) = (Vec::new(), Vec::new());
    for _ in 0..samples {
        for (mode, list) in [(0, &mut alone), (1, &mut siblings)] {
            let started = Instant::now();
            std::hint::black_box(candidates_rounds(rounds, mode));
            list.push(started.elapsed().as_secs_f64() * 1e9 / (f64::from(rounds) * positions));
        }
    }
    let (alone, siblings) = (median(alone), median(siblings));
    println!(
        "native: candidates median {alone:.0} ns each alone, {siblings:.0} ns as siblings \
         ({:.2}x), {samples} samples of {}",
        alone / siblings,
        f64::from(rounds) * positions
    );
}
