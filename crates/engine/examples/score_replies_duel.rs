//! What choosing the replies inside a deeper search by the match score is worth: two players
//! that both rank their plays by the score's outcome values at the same depth, one choosing
//! the replies of its lookahead by each side's values at the score (`Search::rank_plays`, the
//! computer's play), the other choosing them as in money play (the search before 2026-12-01:
//! the same ranking with `Search::evaluate_play`, whose replies are money play's). Cubeless
//! games at one fixed match score, each dice sequence played four times (each player on each
//! side of the score, each moving first); a game's result is scored as the match winning
//! chance it leaves the player with score replies (0.5: no difference).
//!
//! Run: `cargo run --release -p bg-engine --example score_replies_duel -- GAMES PLIES AWAY_A
//! AWAY_B [crawford]`, e.g. `-- 2000 1 1 2 crawford`.

use bg_engine::bots::search::{MoveFilter, Search, SearchSettings};
use bg_engine::bots::Level;
use bg_engine::cube::{outcome_values, CubeContext};
use bg_engine::eval::NetEvaluator;
use bg_engine::{Play, WinKind};

#[path = "shared/score_duel.rs"]
mod score_duel;

use score_duel::{cubeless_game, duel, number, score_words, Outcome};

/// The two ways of choosing a play.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Replies {
    ByScore,
    ByMoney,
}

/// The best play as `Search::rank_plays` chooses it, but with every deeper evaluation's
/// replies chosen as in money play: the ranking as it was before the replies followed the
/// score.
fn best_with_money_replies(
    search: &mut Search,
    plays: &[Play],
    settings: &SearchSettings,
) -> usize {
    let mut ranked: Vec<(usize, f32)> = plays
        .iter()
        .enumerate()
        .map(|(index, play)| {
            (
                index,
                search.evaluate_play(play, 0).equity_with(&settings.values),
            )
        })
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    for depth in 1..=settings.plies {
        let filter: MoveFilter = settings.filters[usize::from(depth) - 1];
        let best = ranked[0].1;
        let survivors = ranked
            .iter()
            .take(filter.keep.max(1))
            .take_while(|entry| entry.1 >= best - filter.window)
            .count();
        if survivors < 2 {
            break;
        }
        for entry in &mut ranked[..survivors] {
            entry.1 = search
                .evaluate_play(&plays[entry.0], depth)
                .equity_with(&settings.values);
        }
        ranked[..survivors].sort_by(|a, b| b.1.total_cmp(&a.1));
    }
    ranked[0].0
}

fn choose(
    search: &mut Search,
    replies: Replies,
    plays: &[Play],
    settings: &SearchSettings,
) -> usize {
    if plays.len() <= 1 {
        return 0;
    }
    match replies {
        Replies::ByScore => search.rank_plays(plays, settings)[0].index,
        Replies::ByMoney => best_with_money_replies(search, plays, settings),
    }
}

/// One game from the start; returns whether the player with score replies won, and how.
fn game(
    seed: u64,
    scored_first: bool,
    sides: [SearchSettings; 2],
    searches: &mut [Search; 2],
) -> (bool, WinKind) {
    cubeless_game(seed, scored_first, |scored_to_move, _, _, plays| {
        let (search, replies, settings) = if scored_to_move {
            (&mut searches[0], Replies::ByScore, &sides[0])
        } else {
            (&mut searches[1], Replies::ByMoney, &sides[1])
        };
        plays[choose(search, replies, plays, settings)]
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games = number(&args, 0, 400);
    let plies = number(&args, 1, 1).min(2) as u8;
    let away = (number(&args, 2, 1) as u32, number(&args, 3, 2) as u32);
    let crawford = args.get(4).is_some_and(|word| word == "crawford");
    let settings_at = |cube: &CubeContext| SearchSettings {
        values: outcome_values(cube),
        ..Level::Expert.settings().with_plies(plies)
    };
    let mut searches = [
        Search::new(NetEvaluator::embedded()),
        Search::new(NetEvaluator::embedded()),
    ];
    // The player with score replies on either side of the score, the other on the other.
    let result = duel(games, away, crawford, |seed, scored_first, mine, theirs| {
        let sides = [settings_at(mine), settings_at(theirs)];
        let (won, kind) = game(seed, scored_first, sides, &mut searches);
        Outcome { won, kind, cube: 1 }
    });
    println!(
        "{}, {plies}-ply: replies by the score against replies by money play, {} games: match \
         winning chance {:.4} +- {:.4} (95%)",
        score_words(away, crawford),
        result.games,
        result.mean,
        result.half_width
    );
}
