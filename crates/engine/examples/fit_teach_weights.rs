//! Fits the weights of the explanation's board facts (`teach::explain::FACT_VALUES`) to the
//! net. Positions come from self-play games of the Expert player (the net at 0-ply), the roll
//! the game rolled; at each, the best play by the net's 0-ply equity is paired with each of the
//! next best (up to 7, the plays a hint lists first). For each pair the target is the net's
//! single-game equity difference, `2 * (win(best) - win(other))` (the gammon part is told by
//! its own reason, from the net's gammon chances), and the predictors are the differences of
//! the two plays' `fact_numbers`. Least squares with a small ridge (1e-3 times the number of
//! pairs on the diagonal, for facts that rarely differ), every fifth position held out to
//! report the fit out of sample. Prints each fact's value, how many pairs differ in it, R² in
//! and out of sample, the held-out R² of the values committed in the engine, and the Rust
//! array to commit.
//!
//! Run: `cargo run --release -p bg-engine --example fit_teach_weights -- POSITIONS SEED`,
//! e.g. `-- 20000 1`.

use bg_engine::bots::{Bot, Level, NeuralBot};
use bg_engine::eval::{Evaluator, NetEvaluator, Probabilities};
use bg_engine::teach::explain::{fact_numbers, FACT_VALUES, N_FACTS};
use bg_engine::teach::play_facts;
use bg_engine::{DiceSource, Position, SeededDice};

const NAMES: [&str; N_FACTS] = [
    "point 1",
    "point 2",
    "point 3",
    "point 4",
    "point 5",
    "point 6",
    "point 7",
    "point 8",
    "point 9",
    "point 10",
    "point 11",
    "point 12",
    "point 13",
    "point 14",
    "point 15",
    "point 16",
    "point 17",
    "point 18",
    "point 19",
    "point 20",
    "point 21",
    "point 22",
    "point 23",
    "point 24",
    "shots",
    "blots",
    "hits",
    "closed board",
    "entering rolls",
    "escapes",
    "prime",
    "checkers off",
    "pips wasted",
    "builders",
    "race",
    "back game",
    "blitz",
    "priming",
    "holding",
];

/// Pairs compared at each position: the best with up to this many next best plays.
const PAIRS_PER_POSITION: usize = 7;

struct Pair {
    x: [f64; N_FACTS],
    y: f64,
    held_out: bool,
}

fn pairs(n_positions: usize, seed: u64) -> Vec<Pair> {
    let net = NetEvaluator::embedded();
    let mut player = NeuralBot::for_level(Level::Expert);
    let mut dice = SeededDice::new(seed);
    let mut position = Position::STARTING;
    let mut out = Vec::new();
    let mut seen = 0;
    while seen < n_positions {
        let roll = dice.roll();
        let plays = position.legal_plays(roll);
        if plays.len() >= 2 {
            let held_out = seen % 5 == 4;
            seen += 1;
            let judged: Vec<(Probabilities, [f32; N_FACTS])> = plays
                .iter()
                .map(|play| {
                    let chances = net.evaluate(&play.position.switch_sides()).flip();
                    let facts = play_facts(&position, roll, play);
                    (chances, fact_numbers(&facts))
                })
                .collect();
            // Best first by the net's equity (win and gammons), as the hint ranks.
            let mut order: Vec<usize> = (0..plays.len()).collect();
            order.sort_by(|&a, &b| judged[b].0.equity().total_cmp(&judged[a].0.equity()));
            let (best_chances, best_numbers) = &judged[order[0]];
            for &other in order.iter().skip(1).take(PAIRS_PER_POSITION) {
                let (chances, numbers) = &judged[other];
                let mut x = [0f64; N_FACTS];
                for (slot, (a, b)) in x.iter_mut().zip(best_numbers.iter().zip(numbers)) {
                    *slot = f64::from(a - b);
                }
                let y = 2.0 * f64::from(best_chances.win - chances.win);
                out.push(Pair { x, y, held_out });
            }
        }
        let play = player.choose_play(&position, roll, &plays);
        position = if play.position.has_won() {
            Position::STARTING
        } else {
            play.position.switch_sides()
        };
    }
    out
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting (`a` is symmetric positive
/// definite here, thanks to the ridge).
fn solve(mut a: Vec<[f64; N_FACTS]>, mut b: [f64; N_FACTS]) -> [f64; N_FACTS] {
    for col in 0..N_FACTS {
        let pivot = (col..N_FACTS)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..N_FACTS {
            let factor = a[row][col] / a[col][col];
            let pivot_row = a[col];
            for (cell, above) in a[row][col..].iter_mut().zip(&pivot_row[col..]) {
                *cell -= factor * above;
            }
            b[row] -= factor * b[col];
        }
    }
    let mut x = [0f64; N_FACTS];
    for row in (0..N_FACTS).rev() {
        let rest: f64 = (row + 1..N_FACTS).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

fn r_squared(pairs: &[&Pair], beta: &[f64; N_FACTS]) -> f64 {
    let mean = pairs.iter().map(|p| p.y).sum::<f64>() / pairs.len() as f64;
    let (mut residual, mut total) = (0.0, 0.0);
    for pair in pairs {
        let predicted: f64 = pair.x.iter().zip(beta).map(|(x, b)| x * b).sum();
        residual += (pair.y - predicted).powi(2);
        total += (pair.y - mean).powi(2);
    }
    1.0 - residual / total
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n_positions: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(2000);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let all = pairs(n_positions, seed);
    let (train, test): (Vec<&Pair>, Vec<&Pair>) = all.iter().partition(|pair| !pair.held_out);
    let mut xtx = vec![[0f64; N_FACTS]; N_FACTS];
    let mut xty = [0f64; N_FACTS];
    let mut differing = [0usize; N_FACTS];
    for pair in &train {
        for i in 0..N_FACTS {
            if pair.x[i] != 0.0 {
                differing[i] += 1;
            }
            xty[i] += pair.x[i] * pair.y;
            for (cell, x) in xtx[i].iter_mut().zip(&pair.x) {
                *cell += pair.x[i] * x;
            }
        }
    }
    let ridge = 1e-3 * train.len() as f64;
    for (i, row) in xtx.iter_mut().enumerate() {
        row[i] += ridge;
    }
    let beta = solve(xtx, xty);
    println!(
        "{n_positions} positions (seed {seed}), {} pairs to fit, {} held out",
        train.len(),
        test.len()
    );
    for i in 0..N_FACTS {
        println!(
            "{:>15}  {:+.4}  (differs in {} pairs)",
            NAMES[i], beta[i], differing[i]
        );
    }
    println!(
        "R² {:.3} on the pairs fitted, {:.3} on the held-out pairs",
        r_squared(&train, &beta),
        r_squared(&test, &beta)
    );
    let committed: [f64; N_FACTS] = FACT_VALUES.map(f64::from);
    println!(
        "R² of the committed FACT_VALUES on the held-out pairs: {:.3}",
        r_squared(&test, &committed)
    );
    let values: Vec<String> = beta.iter().map(|b| format!("{b:.4}")).collect();
    println!(
        "pub const FACT_VALUES: [f32; N_FACTS] = [{}];",
        values.join(", ")
    );
}
