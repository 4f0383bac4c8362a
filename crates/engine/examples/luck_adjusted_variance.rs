//! Does the luck-adjusted result take the dice out of the result? Two equal players (the same
//! level on both sides) play independent money games with the cube (one refereed game each,
//! the dice of seed `seed + i` for game i); each game is analysed as the review analyses it
//! and its luck-adjusted result computed (`analysis::luck_adjusted_result`). Between equal
//! players both the raw and the luck-adjusted result have a mean of zero; the luck-adjusted
//! one should have a variance far lower than the raw one, since most of a game's result is
//! the dice.
//!
//! `cargo run --release -p bg-engine --example luck_adjusted_variance -- [games] [seed] [level] [analyser]`
//! (defaults: 400 games, seed 183000, expert on both sides, analysed at expert).
//!
//! Prints one line per game (player 0's raw and luck-adjusted result in points), a summary
//! every 100 games, and at the end, for both results, the mean with its 95% interval, the
//! variance with its 95% interval (the sample variance's standard error from the fourth
//! moment, `sqrt((m4 - s^4) / n)`), and their ratio.

use bg_engine::analysis::{analyse_match, luck_adjusted_result};
use bg_engine::bots::{Level, NeuralBot};
use bg_engine::referee::MatchSettings;
use bg_engine::selfplay::play_match;
use bg_engine::{Player, SeededDice};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(400);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(183_000);
    let level = level_argument(args.get(2), Level::Expert);
    let analyser = level_argument(args.get(3), Level::Expert);
    println!("# {games} money games (cube on), {level} against {level}, seed {seed}, analysed at {analyser}");
    println!("# game raw adjusted luck0 luck1");
    let (mut zero, mut one) = (NeuralBot::for_level(level), NeuralBot::for_level(level));
    let mut judge = NeuralBot::for_level(analyser);
    let (mut raw, mut adjusted) = (Vec::new(), Vec::new());
    for index in 0..games {
        let mut dice = SeededDice::new(seed.wrapping_add(index as u64));
        let game = play_match(&mut zero, &mut one, MatchSettings::money(), 1, &mut dice)
            .unwrap_or_else(|error| panic!("game {index}: the referee refused {error}"));
        let analysis = analyse_match(&game, &mut judge)
            .unwrap_or_else(|error| panic!("game {index}: {error}"));
        let result = luck_adjusted_result(&game, &analysis)
            .unwrap_or_else(|error| panic!("game {index}: {error}"));
        raw.push(f64::from(result.result(Player::Zero)));
        adjusted.push(f64::from(result.adjusted(Player::Zero)));
        println!(
            "{} {:+.3} {:+.3} {:+.3} {:+.3}",
            index + 1,
            result.result(Player::Zero),
            result.adjusted(Player::Zero),
            result.luck(Player::Zero),
            result.luck(Player::One)
        );
        if (index + 1) % 100 == 0 || index + 1 == games {
            summary(&raw, &adjusted);
        }
    }
}

fn level_argument(argument: Option<&String>, default: Level) -> Level {
    argument
        .map_or(Ok(default), |name| name.parse())
        .unwrap_or_else(|error| panic!("{error}"))
}

/// The mean, its 95% half-interval, the sample variance and its 95% half-interval.
fn moments(values: &[f64]) -> (f64, f64, f64, f64) {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let fourth = values.iter().map(|v| (v - mean).powi(4)).sum::<f64>() / n;
    let variance_error = ((fourth - variance * variance).max(0.0) / n).sqrt();
    (
        mean,
        1.96 * (variance / n).sqrt(),
        variance,
        1.96 * variance_error,
    )
}

fn summary(raw: &[f64], adjusted: &[f64]) {
    let (raw_mean, raw_half, raw_var, raw_var_half) = moments(raw);
    let (adj_mean, adj_half, adj_var, adj_var_half) = moments(adjusted);
    println!(
        "# {} games: raw mean {raw_mean:+.4} ± {raw_half:.4}, variance {raw_var:.4} ± {raw_var_half:.4}; \
         luck-adjusted mean {adj_mean:+.4} ± {adj_half:.4}, variance {adj_var:.4} ± {adj_var_half:.4}; \
         variance ratio adjusted/raw {:.3}",
        raw.len(),
        adj_var / raw_var
    );
}
