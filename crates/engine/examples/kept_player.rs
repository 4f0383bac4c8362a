//! What keeping the net player across decisions saves, as the app's worker keeps it: the
//! decisions of one side of a World class money game (before rolling, plays, cube answers)
//! made by one player kept from decision to decision, against a fresh player for every
//! decision (what the worker did before: the weights read again, the cache empty). Both make
//! the same decisions (the cache never changes an answer); the example checks it, and prints
//! the net evaluations (independent of the machine's load) and the time, interleaved rounds,
//! with the median.
//!
//! `cargo run --release -p bg-engine --example kept_player -- [decisions] [rounds] [level]`
//! (defaults: 40 decisions, 5 rounds, world-class).

use std::time::Instant;

use bg_engine::bots::decide::{decide, Decision};
use bg_engine::bots::{Level, NeuralBot};
use bg_engine::dice::{DiceSource, SeededDice};
use bg_engine::referee::{Action, Match, MatchSettings, Phase};
use bg_engine::Player;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let decisions: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(40);
    let rounds: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(5);
    let level: Level = args
        .get(2)
        .map_or(Ok(Level::WorldClass), |name| name.parse())
        .unwrap_or_else(|error| panic!("{error}"));
    let states = states_of_one_side(level, decisions);
    println!(
        "{} decisions of player 1 at {level}, {rounds} interleaved rounds",
        states.len()
    );
    let (mut fresh_times, mut kept_times) = (Vec::new(), Vec::new());
    let (mut fresh_evaluations, mut kept_evaluations) = (0, 0);
    for _ in 0..rounds {
        let started = Instant::now();
        let mut fresh_answers = Vec::new();
        fresh_evaluations = 0;
        for game in &states {
            let mut bot = NeuralBot::for_level(level);
            fresh_answers.push(decide(&mut bot, game));
            fresh_evaluations += bot.search().evaluations();
        }
        fresh_times.push(started.elapsed().as_secs_f64() * 1000.0);
        let started = Instant::now();
        let mut bot = NeuralBot::for_level(level);
        let kept_answers: Vec<Option<Decision>> =
            states.iter().map(|game| decide(&mut bot, game)).collect();
        kept_times.push(started.elapsed().as_secs_f64() * 1000.0);
        kept_evaluations = bot.search().evaluations();
        assert_eq!(fresh_answers, kept_answers, "the same decisions either way");
    }
    let per = |total: f64| total / states.len() as f64;
    println!(
        "fresh player per decision: {fresh_evaluations} net evaluations in all, median {:.2} ms a decision (rounds: {})",
        per(median(&mut fresh_times)),
        list(&fresh_times)
    );
    println!(
        "kept player:               {kept_evaluations} net evaluations in all, median {:.2} ms a decision (rounds: {})",
        per(median(&mut kept_times)),
        list(&kept_times)
    );
}

/// The states of a seeded money game between two players of `level` in which player 1 must
/// decide, up to `decisions` of them (the dice are drawn when a player rolls).
fn states_of_one_side(level: Level, decisions: usize) -> Vec<Match> {
    let mut players = [NeuralBot::for_level(level), NeuralBot::for_level(level)];
    let mut dice = SeededDice::new(5);
    let mut game = Match::new(MatchSettings::money());
    let mut states = Vec::new();
    while states.len() < decisions {
        let Some(player) = game.to_act() else {
            let action = match game.phase() {
                Phase::OpeningRoll => {
                    let (zero, one) = opening(&mut dice);
                    Action::OpeningRoll { zero, one }
                }
                Phase::GameOver { .. } => Action::NextGame,
                _ => break,
            };
            if game.apply_mut(action).is_err() {
                break;
            }
            continue;
        };
        if player == Player::One {
            states.push(game.clone());
        }
        let action = match decide(&mut players[player.index()], &game) {
            Some(Decision::Act(action)) => action,
            Some(Decision::Roll) | None => Action::Roll(dice.roll()),
        };
        if game.apply_mut(action).is_err() {
            break;
        }
    }
    states
}

fn opening(dice: &mut SeededDice) -> (u8, u8) {
    loop {
        let (zero, one) = (dice.roll_die(), dice.roll_die());
        if zero != one {
            return (zero, one);
        }
    }
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn list(values: &[f64]) -> String {
    let shown: Vec<String> = values.iter().map(|v| format!("{v:.0} ms")).collect();
    shown.join(", ")
}
