//! Interleaved timing: in each run every generator makes the same number of passes over the
//! set, the order alternating from run to run, so that a change in the machine's load falls on
//! all of them; medians over the runs, and the median of each run's ratio.

use std::time::Instant;

use crate::cases::CaseSet;
use crate::check::Agreement;
use crate::generators::{self, Generator, Scratch};

/// About this long for each generator's passes in one run.
const SECONDS_PER_RUN: f64 = 0.2;

/// Positions per second are of distinct resulting positions (`agreement.n_positions`) for
/// both generators: a position listed twice is not more work done for a search.
pub fn compare(set: &CaseSet, agreement: &Agreement, runs: usize) {
    let n_positions = agreement.n_positions;
    let mut scratch = Scratch::new();
    // Warm up each generator (caches, allocator) and size the runs on the first one.
    let started = Instant::now();
    generators::pass(Generator::ALL[0], &set.cases, &mut scratch);
    let one_pass = started.elapsed().as_secs_f64();
    for generator in &Generator::ALL[1..] {
        generators::pass(*generator, &set.cases, &mut scratch);
    }
    let reps = ((SECONDS_PER_RUN / one_pass.max(1e-9)) as usize).max(1);
    let n = Generator::ALL.len();
    // seconds[g][run]: seconds per pass of generator g in that run.
    let mut seconds = vec![Vec::with_capacity(runs); n];
    for run in 0..runs {
        for step in 0..n {
            let index = if run % 2 == 0 { step } else { n - 1 - step };
            let generator = Generator::ALL[index];
            let started = Instant::now();
            let mut total = 0;
            for _ in 0..reps {
                total += generators::pass(generator, &set.cases, &mut scratch);
            }
            let elapsed = started.elapsed().as_secs_f64();
            let expected = match generator {
                Generator::Bkgm => agreement.n_bkgm_positions,
                _ => n_positions,
            };
            assert_eq!(
                total,
                reps * expected,
                "{} changed its answer",
                generator.name()
            );
            seconds[index].push(elapsed / reps as f64);
        }
    }
    println!("  {runs} runs of {reps} passes a generator, interleaved; per pass: median (min-max)");
    let n_cases = set.cases.len() as f64;
    for (index, generator) in Generator::ALL.iter().enumerate() {
        let times = &seconds[index];
        let median = median(times);
        let ratio = median_of(
            times
                .iter()
                .zip(&seconds[0])
                .map(|(time, baseline)| time / baseline),
        );
        println!(
            "  {:>5}: {:.3} ms ({:.3}-{:.3}), {:.2} M cases/s, {:.1} M positions/s, {:.2}x ours' time",
            generator.name(),
            1e3 * median,
            1e3 * min(times),
            1e3 * max(times),
            n_cases / median / 1e6,
            n_positions as f64 / median / 1e6,
            ratio
        );
    }
}

fn median(values: &[f64]) -> f64 {
    median_of(values.iter().copied())
}

fn median_of(values: impl Iterator<Item = f64>) -> f64 {
    let mut sorted: Vec<f64> = values.collect();
    sorted.sort_by(f64::total_cmp);
    let middle = sorted.len() / 2;
    if sorted.len() % 2 == 1 {
        sorted[middle]
    } else {
        (sorted[middle - 1] + sorted[middle]) / 2.0
    }
}

fn min(values: &[f64]) -> f64 {
    values.iter().copied().fold(f64::INFINITY, f64::min)
}

fn max(values: &[f64]) -> f64 {
    values.iter().copied().fold(0.0, f64::max)
}
