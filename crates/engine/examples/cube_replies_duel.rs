//! What choosing the replies of the cube's lookahead by the match score is worth: two players
//! whose cube decisions look `PLIES` deep (1 or 2), one choosing the replies of that lookahead
//! by each side's outcome values at the score (`NeuralBot::cube_chances_in`, the computer's
//! cube decisions), the other choosing them as in money play (`NeuralBot::cube_chances`, the
//! cube decisions before 2026-12-01). Both play their checkers alike (Expert, 0 ply, ranked by
//! the score: `Bot::choose_play_in`). Games with the cube from the start at one fixed match
//! score (no beavers, no resignations), each dice sequence played four times (each player on
//! each side of the score, each moving first); a game's result is scored as the match winning
//! chance it leaves the player with score replies, at the cube's final value (0.5: no
//! difference). See `shared/score_duel.rs`.
//!
//! Run: `cargo run --release -p bg-engine --example cube_replies_duel -- GAMES PLIES AWAY_A
//! AWAY_B`, e.g. `-- 400 1 2 3`.

use bg_engine::bots::{Bot, Level, NeuralBot};
use bg_engine::cube::{self, CubeContext, DoubleDecision, RelativeCubeOwner, TakeDecision};
use bg_engine::{DiceSource, Position, WinKind};

#[path = "shared/score_duel.rs"]
mod score_duel;

use score_duel::{duel, number, opening, score_words, Outcome};

/// Whose lookahead chooses its replies how.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Replies {
    ByScore,
    ByMoney,
}

/// The players: one checker player for both, and the two ways of deciding on the cube.
struct Players {
    checkers: NeuralBot,
    by_score: NeuralBot,
    by_money: NeuralBot,
}

impl Players {
    /// The chances a cube decision of `replies` starts from, for the player on roll in
    /// `position` whose cube is `cube`.
    fn chances(
        &mut self,
        replies: Replies,
        position: &Position,
        cube: &CubeContext,
    ) -> bg_engine::eval::Probabilities {
        match replies {
            Replies::ByScore => self.by_score.cube_chances_in(position, cube),
            Replies::ByMoney => self.by_money.cube_chances(position),
        }
    }

    fn doubles(&mut self, replies: Replies, position: &Position, cube: &CubeContext) -> bool {
        let chances = self.chances(replies, position, cube);
        cube::double_decision(&chances, cube, position) == DoubleDecision::Double
    }

    /// Whether the player of `replies` takes a double in `position` (seen by the doubler,
    /// whose cube is `doubler`).
    fn takes(&mut self, replies: Replies, position: &Position, doubler: &CubeContext) -> bool {
        let chances = self.chances(replies, position, doubler);
        let taker = cube::other_side(doubler);
        cube::take_decision(&chances, &taker, position) == TakeDecision::Take
    }
}

/// The cube as the mover sees it: `value`, owned by `owner` (`None` centred, `Some(true)` the
/// mover), at the mover's side of the score `side`.
fn mover_cube(side: &CubeContext, value: u32, owner: Option<bool>) -> CubeContext {
    CubeContext {
        value,
        owner: match owner {
            None => RelativeCubeOwner::Centered,
            Some(true) => RelativeCubeOwner::Bot,
            Some(false) => RelativeCubeOwner::Opponent,
        },
        ..*side
    }
}

/// One game from the start; the result from the side of the player with score replies.
fn game(seed: u64, scored_first: bool, sides: [&CubeContext; 2], players: &mut Players) -> Outcome {
    let (mut dice, mut roll) = opening(seed);
    let mut position = Position::STARTING;
    let mut scored_to_move = scored_first;
    let (mut value, mut owner_is_scored) = (1u32, None::<bool>);
    let mut first_turn = true;
    loop {
        let (mover, other) = if scored_to_move {
            (Replies::ByScore, Replies::ByMoney)
        } else {
            (Replies::ByMoney, Replies::ByScore)
        };
        let side = sides[usize::from(!scored_to_move)];
        let owner = owner_is_scored.map(|scored| scored == scored_to_move);
        let cube = mover_cube(side, value, owner);
        // The opening roll is played at once; after it, the mover may double before rolling.
        if !first_turn && owner != Some(false) && players.doubles(mover, &position, &cube) {
            if !players.takes(other, &position, &cube) {
                let kind = WinKind::Single;
                return Outcome {
                    won: scored_to_move,
                    kind,
                    cube: value,
                };
            }
            value *= 2;
            owner_is_scored = Some(!scored_to_move);
        }
        if !first_turn {
            roll = dice.roll();
        }
        first_turn = false;
        let cube = mover_cube(side, value, owner_is_scored.map(|s| s == scored_to_move));
        let plays = position.legal_plays(roll);
        let play = players
            .checkers
            .choose_play_in(&position, roll, &plays, &cube);
        if play.position.has_won() {
            return Outcome {
                won: scored_to_move,
                kind: WinKind::of_finished(&play.position),
                cube: value,
            };
        }
        position = play.position.switch_sides();
        scored_to_move = !scored_to_move;
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games = number(&args, 0, 400);
    let plies = number(&args, 1, 1).clamp(1, 2) as u8;
    let away = (number(&args, 2, 2) as u32, number(&args, 3, 3) as u32);
    let cube_player = || NeuralBot::for_level(Level::Expert).with_plies(plies);
    let mut players = Players {
        checkers: NeuralBot::for_level(Level::Expert),
        by_score: cube_player(),
        by_money: cube_player(),
    };
    let result = duel(games, away, false, |seed, scored_first, mine, theirs| {
        game(seed, scored_first, [mine, theirs], &mut players)
    });
    println!(
        "{}, cube decisions at {plies} ply: lookahead replies by the score against by money \
         play, {} games: match winning chance {:.4} +- {:.4} (95%)",
        score_words(away, false),
        result.games,
        result.mean,
        result.half_width
    );
}
