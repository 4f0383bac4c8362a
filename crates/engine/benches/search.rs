//! Time per move of every level, and what the evaluation cache saves.
//!
//! The moves are the turns of one fixed game (the Expert player against itself from seed 1),
//! each position with the roll played in it. `level/<name>` times one move of a player whose
//! cache is emptied first, cycling through the turns. `game/world-class-cache-{on,off}` times the
//! World class search over consecutive turns with one search kept from turn to turn, as in a
//! game, with the default cache and without one. Before timing, the bench prints each level's
//! 0-ply evaluations per move, time per move and evaluations per second, and the World class
//! search's evaluations, time and hit rate with and without the cache.
//!
//! Run: `cargo bench -p bg-engine --bench search`. Under `cargo test --bench search` each
//! routine runs once, on fewer turns.

use std::hint::black_box;
use std::time::Instant;

use bg_engine::bots::cache::EvalCache;
use bg_engine::bots::{Bot, Level, NeuralBot, Search};
use bg_engine::eval::NetEvaluator;
use bg_engine::selfplay::play_game;
use bg_engine::{Dice, Play, Position, SeededDice};
use criterion::{criterion_group, criterion_main, Criterion};

/// The turns with a choice of the fixed game, at most `n`: position before the play, roll,
/// plays.
fn turns(n: usize) -> Vec<(Position, Dice, Vec<Play>)> {
    let record = play_game(
        &mut NeuralBot::new(),
        &mut NeuralBot::new(),
        &mut SeededDice::new(1),
    );
    let mut turns = record.turns_with_choice();
    turns.truncate(n);
    turns
}

fn bench_mode() -> bool {
    std::env::args().any(|arg| arg == "--bench")
}

fn report(turns: &[(Position, Dice, Vec<Play>)]) {
    for level in Level::ALL {
        let mut bot = NeuralBot::for_level(level);
        let started = Instant::now();
        for (position, dice, plays) in turns {
            black_box(bot.choose_play(position, *dice, plays));
        }
        let seconds = started.elapsed().as_secs_f64();
        let evaluations = bot.search().evaluations() as f64;
        println!(
            "{level}: {:.0} evaluations per move, {:.3} ms per move, {:.0} evaluations/s, \
             cache hit rate {:.1}%",
            evaluations / turns.len() as f64,
            1e3 * seconds / turns.len() as f64,
            evaluations / seconds,
            100.0 * bot.search().cache_stats().hit_rate()
        );
    }
}

/// The World class search over `turns` with a cache of `slots` slots kept from turn to turn:
/// 0-ply evaluations, seconds, and the cache's statistics.
fn world_class_game(turns: &[(Position, Dice, Vec<Play>)], slots: usize) -> Search {
    let settings = Level::WorldClass.settings();
    let mut search = Search::with_cache(NetEvaluator::embedded(), EvalCache::with_slots(slots));
    for (_, _, plays) in turns {
        black_box(search.best_play(plays, &settings));
    }
    search
}

fn report_cache(turns: &[(Position, Dice, Vec<Play>)]) {
    for slots in [bg_engine::bots::cache::DEFAULT_CACHE_SLOTS, 0] {
        let started = Instant::now();
        let search = world_class_game(turns, slots);
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "world-class over {} turns, cache of {slots} slots: {} evaluations, {:.3} s, \
             hit rate {:.1}%",
            turns.len(),
            search.evaluations(),
            seconds,
            100.0 * search.cache_stats().hit_rate()
        );
    }
}

fn search(c: &mut Criterion) {
    let n_turns = if bench_mode() { 24 } else { 2 };
    let turns = turns(n_turns);
    if bench_mode() {
        report(&turns);
        report_cache(&turns);
    }
    let mut group = c.benchmark_group("level");
    group.sample_size(10);
    for level in Level::ALL {
        let mut bot = NeuralBot::for_level(level);
        let mut next = 0;
        group.bench_function(level.name(), |b| {
            b.iter(|| {
                // Each move from a cold cache: cycling through the same turns would
                // otherwise find every deep evaluation cached.
                bot.clear_cache();
                let (position, dice, plays) = &turns[next % turns.len()];
                next += 1;
                bot.choose_play(position, *dice, plays)
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("game");
    group.sample_size(10);
    for (name, slots) in [
        (
            "world-class-cache-on",
            bg_engine::bots::cache::DEFAULT_CACHE_SLOTS,
        ),
        ("world-class-cache-off", 0),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| world_class_game(&turns, slots).evaluations())
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
