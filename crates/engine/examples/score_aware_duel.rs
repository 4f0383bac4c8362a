//! How much ranking plays by the match score is worth: the Expert player ranking its plays
//! with gammons valued at the score (`Bot::choose_play_in`, the computer's play) against the
//! same player ranking them as in money play (`Bot::choose_play`), over cubeless games played
//! at one fixed match score. Each dice sequence is played four times: each player on each
//! side of the score, each moving first. A game's result is scored as the match winning chance
//! it leaves the score-aware player (the match equity table, from its side of the score);
//! averaged over its two sides of the score, equal players make 0.5.
//!
//! Run: `cargo run --release -p bg-engine --example score_aware_duel -- GAMES AWAY_A AWAY_B
//! [crawford]`, e.g. `-- 4000 2 4`.

use bg_engine::bots::{Bot, Level, NeuralBot};
use bg_engine::cube::{cubeless_match_winning_chance, CubeContext, RelativeCubeOwner};
use bg_engine::eval::Probabilities;
use bg_engine::{DiceSource, Position, SeededDice, WinKind};

/// One game from the start: `aware_first` says whether the score-aware player moves first.
/// Returns the result from the score-aware player's side: won or lost, and its kind.
fn game(
    seed: u64,
    aware_first: bool,
    cube: &CubeContext,
    players: &mut [NeuralBot; 2],
) -> (bool, WinKind) {
    let mut dice = SeededDice::new(seed);
    let mut roll = dice.roll();
    while roll.is_double() {
        roll = dice.roll();
    }
    let mut position = Position::STARTING;
    let mut aware_to_move = aware_first;
    loop {
        let plays = position.legal_plays(roll);
        let play = if aware_to_move {
            players[0].choose_play_in(&position, roll, &plays, cube)
        } else {
            players[1].choose_play(&position, roll, &plays)
        };
        if play.position.has_won() {
            return (aware_to_move, WinKind::of_finished(&play.position));
        }
        position = play.position.switch_sides();
        aware_to_move = !aware_to_move;
        roll = dice.roll();
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |index: usize, default: u64| {
        args.get(index)
            .and_then(|text| text.parse().ok())
            .unwrap_or(default)
    };
    let n_pairs = number(0, 2000).div_ceil(4);
    let away = (number(1, 2) as u32, number(2, 4) as u32);
    // The Crawford game needs a player 1 away; the other side of the score is then the
    // Crawford game too.
    let crawford = args.get(3).is_some_and(|word| word == "crawford");
    let cube = CubeContext {
        value: 1,
        owner: RelativeCubeOwner::Centered,
        away: Some(away),
        crawford,
        jacoby: false,
    };
    let mut players = [
        NeuralBot::for_level(Level::Expert),
        NeuralBot::for_level(Level::Expert),
    ];
    let sides = [
        cube,
        CubeContext {
            away: Some((away.1, away.0)),
            ..cube
        },
    ];
    let mut mwc = Vec::with_capacity(n_pairs as usize);
    for pair in 0..n_pairs {
        let seed = 0x5C0E_0000 + pair;
        let mut sum = 0.0;
        for side in &sides {
            for aware_first in [true, false] {
                let (won, kind) = game(seed, aware_first, side, &mut players);
                let result = if won {
                    Probabilities::won(kind)
                } else {
                    Probabilities::lost(kind)
                };
                sum += cubeless_match_winning_chance(&result, side).expect("a match score");
            }
        }
        // Both sides of the score: equal players average 0.5.
        mwc.push(sum / 4.0);
    }
    let n = mwc.len() as f64;
    let mean = mwc.iter().sum::<f64>() / n;
    let variance = mwc.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let half_width = 1.96 * (variance / n).sqrt();
    println!(
        "{}-away {}-away{}: score-aware Expert against money-ranked Expert, {} games: match \
         winning chance {:.4} +- {:.4} (95%)",
        away.0,
        away.1,
        if crawford { " (Crawford)" } else { "" },
        4 * n_pairs,
        mean,
        half_width
    );
}
