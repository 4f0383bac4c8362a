//! Finds the positions of the test `at_a_match_score_the_cubes_lookahead_chooses_replies_by_the_score`
//! (`bots/neural/tests.rs`) for the embedded net: in Expert self-play games, a position where
//! the player on roll at 2-away 3-away would double with money replies in the 1-ply lookahead
//! and does not with the score's, and one where the taker at 2-away (the doubler 5-away) would
//! pass with money replies and takes with the score's. Such positions depend on the net, so a
//! new net needs new ones.
//!
//!     cargo run --release -p bg-engine --example find_cube_reply_positions

use bg_engine::bots::search::Search;
use bg_engine::bots::{Bot, Level, NeuralBot};
use bg_engine::cube::{self, CubeContext, DoubleDecision, TakeDecision};
use bg_engine::eval::NetEvaluator;
use bg_engine::{DiceSource, Position, SeededDice};

/// A cube centred at `away` (the player on roll's away score first), no Crawford game.
fn at_score(away: (u32, u32)) -> CubeContext {
    CubeContext {
        away: Some(away),
        ..CubeContext::MONEY_CENTERED
    }
}

fn main() {
    let mut lookahead = NeuralBot::for_level(Level::Expert).with_plies(1);
    let mut player = NeuralBot::for_level(Level::Expert);
    let mut search = Search::new(NetEvaluator::embedded());
    let (mut doubles, mut takes) = (0, 0);
    for seed in (90..=99).rev() {
        let mut dice = SeededDice::new(seed);
        let mut position = Position::STARTING;
        for _ in 0..2000 {
            let cube = at_score((2, 3));
            let by_score = search.evaluate_with(&position, 1, &cube::outcome_values(&cube));
            let by_money = lookahead.cube_chances(&position);
            if doubles < 3
                && by_money != by_score
                && cube::double_decision(&by_money, &cube, &position) == DoubleDecision::Double
                && lookahead.double_decision(&position, &cube) == DoubleDecision::NoDouble
            {
                println!(
                    "double at 2-away 3-away: seed {seed} {}",
                    position.position_id()
                );
                doubles += 1;
            }
            let taker = at_score((2, 5));
            if takes < 3
                && cube::take_decision(&by_money, &taker, &position) == TakeDecision::Drop
                && lookahead.take_decision(&position, &taker) == TakeDecision::Take
            {
                println!(
                    "take at 2-away 5-away: seed {seed} {}",
                    position.position_id()
                );
                takes += 1;
            }
            if doubles >= 3 && takes >= 3 {
                return;
            }
            let roll = dice.roll();
            let plays = position.legal_plays(roll);
            let play = player.choose_play(&position, roll, &plays);
            position = if play.position.has_won() {
                Position::STARTING
            } else {
                play.position.switch_sides()
            };
        }
    }
}
