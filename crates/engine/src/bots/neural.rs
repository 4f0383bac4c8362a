//! The neural-net player: 0-ply play with the [`Evaluator`], a simple cube rule.

use crate::bots::{Bot, CubeContext, DoubleDecision, TakeDecision};
use crate::dice::Dice;
use crate::eval::Evaluator;
use crate::movegen::Play;
use crate::position::Position;

/// Plays the move after which the opponent's cubeless equity is lowest (0-ply, no search).
///
/// Cube decisions are a stopgap until the cubeful (Janowski) model: from the cubeless equity
/// `e` of the player on roll, double when `e >= 0.4` unless the position is too good to double
/// (`e > 1`: playing on for the gammon is worth more than the point a drop gives), and take
/// when the taker's cubeless equity is at least `-0.5` (at that point a take at twice the
/// stake loses no more than a drop).
#[derive(Clone, Debug)]
pub struct NeuralBot {
    evaluator: Evaluator,
    name: String,
}

/// Cubeless equity from which the simple cube rule doubles.
const DOUBLE_FROM: f32 = 0.4;
/// Cubeless equity above which the position is too good to double.
const TOO_GOOD_ABOVE: f32 = 1.0;
/// The taker's lowest cubeless equity at which the simple rule takes.
const TAKE_FROM: f32 = -0.5;

impl NeuralBot {
    /// The net player with the embedded default net, named `expert`.
    pub fn new() -> NeuralBot {
        NeuralBot::with_evaluator(Evaluator::embedded(), "expert")
    }

    /// A net player using `evaluator`, reporting `name`.
    pub fn with_evaluator(evaluator: Evaluator, name: &str) -> NeuralBot {
        NeuralBot {
            evaluator,
            name: name.to_owned(),
        }
    }

    /// The evaluator.
    pub fn evaluator(&self) -> &Evaluator {
        &self.evaluator
    }
}

impl Default for NeuralBot {
    fn default() -> Self {
        NeuralBot::new()
    }
}

impl Bot for NeuralBot {
    fn name(&self) -> &str {
        &self.name
    }

    fn choose_play(&mut self, _position: &Position, _dice: Dice, plays: &[Play]) -> usize {
        self.evaluator.best_play(plays).0
    }

    fn double_decision(&mut self, position: &Position, _cube: &CubeContext) -> DoubleDecision {
        let equity = self.evaluator.evaluate(position).equity();
        if (DOUBLE_FROM..=TOO_GOOD_ABOVE).contains(&equity) {
            DoubleDecision::Double
        } else {
            DoubleDecision::NoDouble
        }
    }

    fn take_decision(&mut self, position: &Position, _cube: &CubeContext) -> TakeDecision {
        // `position` is seen by the doubler: the taker's equity is its opposite.
        let taker_equity = -self.evaluator.evaluate(position).equity();
        if taker_equity >= TAKE_FROM {
            TakeDecision::Take
        } else {
            TakeDecision::Drop
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::PubEval;
    use crate::dice::{DiceSource, SeededDice};

    #[test]
    fn the_net_player_always_picks_a_legal_play() {
        let mut bot = NeuralBot::new();
        let mut dice = SeededDice::new(11);
        let mut position = Position::STARTING;
        for _ in 0..200 {
            let roll = dice.roll();
            let plays = position.legal_plays(roll);
            let index = bot.choose_play(&position, roll, &plays);
            assert!(index < plays.len());
            let after = plays[index].position;
            position = if after.has_won() {
                Position::STARTING
            } else {
                after.switch_sides()
            };
        }
    }

    #[test]
    fn the_net_player_bears_off_its_last_checker_when_it_can() {
        // Own checkers on the 1- and 2-points, the opponent far away: 21 wins at once.
        let mut board = [0i8; 26];
        board[1] = 1;
        board[2] = 1;
        board[20] = -5;
        let position = Position::try_from_board(board).unwrap();
        let dice = Dice::new(2, 1).unwrap();
        let plays = position.legal_plays(dice);
        let index = NeuralBot::new().choose_play(&position, dice, &plays);
        assert!(plays[index].position.has_won());
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "slow without optimizations: run with --release")]
    fn the_net_player_beats_pubeval() {
        // Deterministic for the committed weights; the net's margin (about +0.3 points a game
        // or more) is several standard errors of a 400-game duplicate duel.
        let result = crate::selfplay::duel(&mut NeuralBot::new(), &mut PubEval::new(), 400, 7);
        assert!(result.points_per_game() > 0.0, "{result}");
    }

    #[test]
    fn the_simple_cube_rule_drops_a_lost_game_and_takes_an_even_one() {
        let mut bot = NeuralBot::new();
        let cube = CubeContext::MONEY_CENTERED;
        // The doubler (on roll) has one checker left, the taker fifteen far away.
        let mut board = [0i8; 26];
        board[1] = 1;
        board[20] = -15;
        let lost = Position::try_from_board(board).unwrap();
        assert_eq!(bot.take_decision(&lost, &cube), TakeDecision::Drop);
        assert_eq!(
            bot.take_decision(&Position::STARTING, &cube),
            TakeDecision::Take
        );
        assert_eq!(
            bot.double_decision(&Position::STARTING, &cube),
            DoubleDecision::NoDouble
        );
    }
}
