//! The neural-net player: 0-ply or 1-ply play with the [`Evaluator`], a simple cube rule.

use crate::bots::{Bot, CubeContext, DoubleDecision, TakeDecision};
use crate::dice::Dice;
use crate::eval::Evaluator;
use crate::movegen::Play;
use crate::position::Position;

/// Plays the move after which the opponent's cubeless equity is lowest: at 0-ply by the
/// evaluator's judgement of the position after the play; at 1-ply ([`NeuralBot::with_plies`])
/// by the average over the opponent's 21 rolls of the position after its best 0-ply reply,
/// for the [`ONE_PLY_CANDIDATES`] plays the 0-ply evaluation likes best.
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
    plies: u8,
    plays: Vec<Play>,
}

/// Plays looked at 1-ply deep, the best by the 0-ply evaluation (the others are rarely best).
pub const ONE_PLY_CANDIDATES: usize = 8;

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
            plies: 0,
            plays: Vec::new(),
        }
    }

    /// The same player searching `plies` deep: 0 (the default) or 1; more count as 1.
    pub fn with_plies(mut self, plies: u8) -> NeuralBot {
        self.plies = plies.min(1);
        self
    }

    /// The search depth: 0 or 1.
    pub fn plies(&self) -> u8 {
        self.plies
    }

    /// The best of `plays` at 1-ply: the 0-ply favourites re-evaluated one roll deeper.
    fn best_play_1ply(&mut self, plays: &[Play]) -> usize {
        let mut ranked: Vec<(usize, f32)> = plays
            .iter()
            .enumerate()
            .map(|(index, play)| {
                let opponent = play.position.switch_sides();
                (index, -self.evaluator.evaluate(&opponent).equity())
            })
            .collect();
        // Stable: ties keep the generator's order, as at 0-ply.
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        let mut best = (0, f32::NEG_INFINITY);
        for &(index, _) in ranked.iter().take(ONE_PLY_CANDIDATES) {
            let opponent = plays[index].position.switch_sides();
            let equity = -self
                .evaluator
                .evaluate_1ply(&opponent, &mut self.plays)
                .equity();
            if equity > best.1 {
                best = (index, equity);
            }
        }
        best.0
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
        if self.plies == 0 || plays.len() == 1 {
            self.evaluator.best_play(plays).0
        } else {
            self.best_play_1ply(plays)
        }
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
    fn one_ply_agrees_with_the_database_in_a_two_checker_race() {
        // One checker on the 6-point against one on the 1-point: 27 rolls of 36 bear it off,
        // the other 9 leave the opponent a sure win. 1-ply must find the same 0.75.
        let mut board = [0i8; 26];
        board[6] = 1;
        board[24] = -1;
        let position = Position::try_from_board(board).unwrap();
        let p = Evaluator::embedded().evaluate_1ply(&position, &mut Vec::new());
        assert!((p.win - 0.75).abs() < 1e-6, "{p:?}");
    }

    #[test]
    fn the_one_ply_player_picks_legal_plays() {
        let mut bot = NeuralBot::new().with_plies(1);
        assert_eq!(bot.plies(), 1);
        let mut dice = SeededDice::new(5);
        let mut position = Position::STARTING;
        for _ in 0..6 {
            let roll = dice.roll();
            let plays = position.legal_plays(roll);
            let index = bot.choose_play(&position, roll, &plays);
            assert!(index < plays.len());
            position = plays[index].position.switch_sides();
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
    #[cfg_attr(
        debug_assertions,
        ignore = "slow without optimizations: run with --release"
    )]
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
