//! The cost of the teaching facts: `play_facts` for one play (the position before it, the
//! roll and the play), which the explanation needs for every candidate of a hint.
//!
//! The workload is every legal play of every turn of one fixed game (the Expert player
//! against itself from seed 1). `teach/facts` times the facts of one play, cycling through
//! them; `teach/shots` the shot count alone (the opponent's 21 rolls through the move
//! generator, most of the cost); `teach/explain` one explanation of two plays whose facts are
//! known; `teach/baseline-legal-plays` the move generation of the roll itself, the baseline
//! in the same run. Before timing, the bench prints the median, 99th percentile and slowest
//! time per play of one pass over all of them (after a pass that warms up).
//!
//! Run: `cargo bench -p bg-engine --bench teach`. Under `cargo test --bench teach` each
//! routine runs once.

use std::hint::black_box;
use std::time::Instant;

use bg_engine::bots::NeuralBot;
use bg_engine::selfplay::play_game;
use bg_engine::teach::hint::HintPlay;
use bg_engine::teach::{explain_plays, play_facts, shots, Candidate};
use bg_engine::{Dice, Play, Position, SeededDice};
use criterion::{criterion_group, criterion_main, Criterion};

/// Every (position before, roll, play) of the fixed game's turns with a choice.
fn cases() -> Vec<(Position, Dice, Play)> {
    let record = play_game(
        &mut NeuralBot::new(),
        &mut NeuralBot::new(),
        &mut SeededDice::new(1),
    );
    record
        .turns_with_choice()
        .into_iter()
        .flat_map(|(position, dice, plays)| {
            plays.into_iter().map(move |play| (position, dice, play))
        })
        .collect()
}

fn report(cases: &[(Position, Dice, Play)]) {
    // A first pass warms the caches and the allocator; the second is measured.
    for (position, dice, play) in cases {
        black_box(play_facts(position, *dice, play));
    }
    let mut times: Vec<f64> = cases
        .iter()
        .map(|(position, dice, play)| {
            let started = Instant::now();
            black_box(play_facts(position, *dice, play));
            started.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let at = |share: f64| 1e6 * times[((times.len() - 1) as f64 * share) as usize];
    println!(
        "play_facts over {} plays: median {:.1} us, p99 {:.1} us, slowest {:.1} us a play",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

fn hint_play(play: Play) -> HintPlay {
    HintPlay {
        play,
        notation: String::new(),
        chances: Default::default(),
        equity: 0.0,
        loss: 0.0,
        match_winning_chance: None,
        match_winning_chance_loss: None,
        plies: 0,
    }
}

fn bench_teach(c: &mut Criterion) {
    let cases = cases();
    assert!(cases.len() > 500, "{} plays", cases.len());
    report(&cases);
    let mut next = 0usize;
    c.bench_function("teach/facts", |b| {
        b.iter(|| {
            let (position, dice, play) = &cases[next % cases.len()];
            next += 1;
            black_box(play_facts(position, *dice, play))
        })
    });
    c.bench_function("teach/shots", |b| {
        b.iter(|| {
            let (_, _, play) = &cases[next % cases.len()];
            next += 1;
            black_box(shots(&play.position))
        })
    });
    c.bench_function("teach/baseline-legal-plays", |b| {
        b.iter(|| {
            let (position, dice, _) = &cases[next % cases.len()];
            next += 1;
            black_box(position.legal_plays(*dice))
        })
    });
    let pairs: Vec<_> = cases
        .windows(2)
        .filter(|pair| pair[0].0 == pair[1].0)
        .map(|pair| {
            let [a, b] = [pair[0], pair[1]].map(|(position, dice, play)| {
                (hint_play(play), play_facts(&position, dice, &play))
            });
            (a, b)
        })
        .collect();
    c.bench_function("teach/explain", |b| {
        b.iter(|| {
            let (a, other) = &pairs[next % pairs.len()];
            next += 1;
            let first = Candidate {
                hint: &a.0,
                facts: &a.1,
            };
            let second = Candidate {
                hint: &other.0,
                facts: &other.1,
            };
            black_box(explain_plays(first, second))
        })
    });
}

criterion_group!(benches, bench_teach);
criterion_main!(benches);
