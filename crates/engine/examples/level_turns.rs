//! A level's moves over the turns of the search benchmark's fixed game (the Expert player
//! against itself from seed 1, `benches/search.rs`), each from an empty cache as the bench's
//! `level/<name>` times them, without criterion: for instruction counts under
//! `valgrind --tool=callgrind` (stable on a shared, noisy machine; subtract the run with 0
//! turns, which plays the game and builds the bear-off database) and a quick time per move.
//!
//! `cargo run --release -p bg-engine --example level_turns -- [turns] [level]` (24 turns of
//! `world-class` by default)

use std::time::Instant;

use bg_engine::bots::{Bot, Level, NeuralBot};
use bg_engine::eval::bearoff::BearoffDatabase;
use bg_engine::selfplay::play_game;
use bg_engine::SeededDice;

fn main() {
    let mut args = std::env::args().skip(1);
    let n_turns: usize = match args.next().map(|text| text.parse()) {
        None => 24,
        Some(Ok(n)) => n,
        Some(Err(_)) => usage(),
    };
    let level = match args.next() {
        None => Level::WorldClass,
        Some(name) => Level::ALL
            .into_iter()
            .find(|level| level.name() == name)
            .unwrap_or_else(|| usage()),
    };
    let record = play_game(
        &mut NeuralBot::new(),
        &mut NeuralBot::new(),
        &mut SeededDice::new(1),
    );
    let mut turns = record.turns_with_choice();
    turns.truncate(n_turns);
    // Built before the clock starts (and in the 0-turn run that callgrind subtracts).
    BearoffDatabase::get();
    let mut bot = NeuralBot::for_level(level);
    let started = Instant::now();
    for (position, dice, plays) in &turns {
        bot.clear_cache();
        std::hint::black_box(bot.choose_play(position, *dice, plays));
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{level}: {} turns, {:.3} ms per move, {} evaluations",
        turns.len(),
        1e3 * seconds / turns.len().max(1) as f64,
        bot.search().evaluations()
    );
}

fn usage() -> ! {
    let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
    eprintln!("usage: level_turns [turns] [level: {}]", names.join(", "));
    std::process::exit(2)
}
