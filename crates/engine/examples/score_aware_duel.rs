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
use bg_engine::cube::CubeContext;
use bg_engine::WinKind;

#[path = "shared/score_duel.rs"]
mod score_duel;

use score_duel::{cubeless_game, duel, number, score_words, Outcome};

/// One game from the start: `aware_first` says whether the score-aware player moves first.
/// Returns the result from the score-aware player's side: won or lost, and its kind.
fn game(
    seed: u64,
    aware_first: bool,
    cube: &CubeContext,
    players: &mut [NeuralBot; 2],
) -> (bool, WinKind) {
    cubeless_game(seed, aware_first, |aware_to_move, position, roll, plays| {
        if aware_to_move {
            players[0].choose_play_in(position, roll, plays, cube)
        } else {
            players[1].choose_play(position, roll, plays)
        }
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games = number(&args, 0, 2000);
    let away = (number(&args, 1, 2) as u32, number(&args, 2, 4) as u32);
    // The Crawford game needs a player 1 away; the other side of the score is then the
    // Crawford game too.
    let crawford = args.get(3).is_some_and(|word| word == "crawford");
    let mut players = [
        NeuralBot::for_level(Level::Expert),
        NeuralBot::for_level(Level::Expert),
    ];
    let result = duel(games, away, crawford, |seed, aware_first, mine, _| {
        let (won, kind) = game(seed, aware_first, mine, &mut players);
        Outcome { won, kind, cube: 1 }
    });
    println!(
        "{}: score-aware Expert against money-ranked Expert, {} games: match winning chance \
         {:.4} +- {:.4} (95%)",
        score_words(away, crawford),
        result.games,
        result.mean,
        result.half_width
    );
}
