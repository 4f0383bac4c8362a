//! The evaluator and the levels compiled to WebAssembly, for `run.mjs` beside this crate, which
//! times these exports in Node (`make bench-wasm`). A `wasm32-unknown-unknown` module has no
//! clock, so the harness times the calls and this module only does the work, on the same
//! inputs as the native benches: the 1,000 positions of `benches/eval.rs` and the 24 turns of
//! `benches/search.rs`, and the candidates' positions of `benches/eval.rs`'s group
//! `candidates`, so that the figures compare with theirs.
//!
//! Build: `cargo build --release --target wasm32-unknown-unknown -p wasm-speed`

use std::sync::OnceLock;

use bg_engine::bots::{Bot, Level, NeuralBot};
use bg_engine::eval::{Evaluator, NetEvaluator};
use bg_engine::selfplay::{self, play_game, walk_positions};
use bg_engine::{Dice, Play, Position, SeededDice};

/// 1,000 positions of a seeded walk of plays from the start, as in `benches/eval.rs`.
fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| walk_positions(7, 1000))
}

/// The first 24 turns with a choice of the Expert player's game against itself from seed 1, as
/// in `benches/search.rs`: the position, the roll, the legal plays.
fn turns() -> &'static [(Position, Dice, Vec<Play>)] {
    static TURNS: OnceLock<Vec<(Position, Dice, Vec<Play>)>> = OnceLock::new();
    TURNS.get_or_init(|| {
        let record = play_game(
            &mut NeuralBot::for_level(Level::Expert),
            &mut NeuralBot::for_level(Level::Expert),
            &mut SeededDice::new(1),
        );
        let mut turns = record.turns_with_choice();
        turns.truncate(24);
        turns
    })
}

/// The positions after every legal play of one roll in each of 200 walk positions, seen by the
/// opponent, as in `benches/eval.rs`'s group `candidates`: one list of siblings per position.
fn sibling_lists() -> &'static [Vec<Position>] {
    static LISTS: OnceLock<Vec<Vec<Position>>> = OnceLock::new();
    LISTS.get_or_init(|| selfplay::sibling_lists(7, 200))
}

fn evaluator() -> &'static NetEvaluator {
    static EVALUATOR: OnceLock<NetEvaluator> = OnceLock::new();
    EVALUATOR.get_or_init(|| NetEvaluator::embedded().with_bearoff_database(false))
}

/// Loads the net and builds the positions and turns, so that the timed calls only evaluate and
/// search; returns the number of positions.
#[no_mangle]
pub extern "C" fn prepare() -> u32 {
    evaluator();
    turns();
    sibling_lists();
    positions().len() as u32
}

/// The number of positions [`candidates_rounds`] evaluates in one round.
#[no_mangle]
pub extern "C" fn candidate_count() -> u32 {
    sibling_lists().iter().map(Vec::len).sum::<usize>() as u32
}

/// Evaluates the candidates' positions of every list `rounds` times, each anew
/// (`incremental == 0`, the baseline) or as siblings, the hidden sums of the inputs they share
/// kept from one to the next (`NetEvaluator::evaluate_siblings`, the same answers); returns a
/// checksum of the winning chances.
#[no_mangle]
pub extern "C" fn candidates_rounds(rounds: u32, incremental: u32) -> f32 {
    let evaluator = evaluator();
    let mut out = Vec::new();
    let mut checksum = 0.0;
    for _ in 0..rounds {
        for list in sibling_lists() {
            if incremental == 0 {
                out.clear();
                out.extend(list.iter().map(|p| evaluator.evaluate(p)));
            } else {
                evaluator.evaluate_siblings(list, &mut out);
            }
            checksum += out.iter().map(|p| p.win).sum::<f32>();
        }
    }
    checksum
}

/// Evaluates every position `rounds` times by the net (no bear-off database, as in the native
/// bench); returns a checksum of the winning chances, so that the work cannot be skipped.
#[no_mangle]
pub extern "C" fn evaluate_rounds(rounds: u32) -> f32 {
    let evaluator = evaluator();
    let mut checksum = 0.0;
    for _ in 0..rounds {
        for position in positions() {
            checksum += evaluator.evaluate(position).win;
        }
    }
    checksum
}

/// The number of turns [`play_turns`] plays.
#[no_mangle]
pub extern "C" fn turn_count() -> u32 {
    turns().len() as u32
}

/// Plays every turn with one player of the level at index `level` of [`Level::ALL`] (its cache
/// kept from turn to turn, as in a game); returns its 0-ply evaluations (0 for no such level).
#[no_mangle]
pub extern "C" fn play_turns(level: u32) -> f64 {
    let Some(level) = Level::ALL.get(level as usize) else {
        return 0.0;
    };
    let mut bot = NeuralBot::for_level(*level);
    for (position, dice, plays) in turns() {
        std::hint::black_box(bot.choose_play(position, *dice, plays));
    }
    bot.search().evaluations() as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exports_do_the_work_they_report() {
        assert_eq!(prepare(), 1000);
        let once = evaluate_rounds(1);
        assert!(once.is_finite() && once > 0.0);
        // The same positions again (up to the rounding of a longer sum).
        assert!((evaluate_rounds(2) - 2.0 * once).abs() < 1e-3 * once);
        assert_eq!(turn_count(), 24);
        assert!(candidate_count() > 3000);
        let alone = candidates_rounds(1, 0);
        assert!(alone > 0.0);
        assert!((candidates_rounds(1, 1) - alone).abs() < 1e-3 * alone);
        // Every 0-ply level evaluates each play once; World class searches far more.
        let expert = play_turns(4);
        assert!(expert >= 24.0);
        assert!(play_turns(5) > 100.0 * expert);
        assert_eq!(play_turns(Level::ALL.len() as u32), 0.0, "no such level");
    }
}
