//! A duplicate-dice duel of pubeval against the random player, with timing.
//!
//! `cargo run --release -p bg-engine --example pubeval_vs_random -- [games] [seed]`
//! (defaults: 2000 games, seed 1).

use std::time::Instant;

use bg_engine::bots::{PubEval, RandomBot};
use bg_engine::selfplay::duel;

fn main() {
    let mut args = std::env::args().skip(1);
    let n_games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let start = Instant::now();
    let result = duel(
        &mut PubEval::new(),
        &mut RandomBot::new(seed),
        n_games,
        seed,
    );
    let seconds = start.elapsed().as_secs_f64();
    println!("pubeval vs random, seed {seed}: {result}");
    println!(
        "{} games in {seconds:.2} s: {:.0} games per second",
        result.n_games(),
        result.n_games() as f64 / seconds
    );
}
