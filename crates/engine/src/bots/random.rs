//! A player that picks uniformly among the legal plays: the weakest possible opponent, useful as
//! a floor in duels and for exercising the rules.

use crate::bots::{play_at, Bot};
use crate::cube::{CubeContext, DoubleDecision, TakeDecision};
use crate::dice::{Dice, SeededDice};
use crate::movegen::Play;
use crate::position::Position;

/// Resolution of the random draws for cube decisions (2^24 steps between 0 and 1).
const CHANCE_STEPS: u32 = 1 << 24;

/// Picks a legal play uniformly at random, doubles with a fixed probability when asked and
/// takes with another. Deterministic for a seed: the same seed and the same questions give the
/// same answers. The engine draws no randomness of its own, so the seed comes from the caller.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: SeededDice,
    double_probability: f64,
    take_probability: f64,
}

impl RandomBot {
    /// The default probability of doubling when the bot may double.
    pub const DEFAULT_DOUBLE_PROBABILITY: f64 = 0.1;
    /// The default probability of taking a double.
    pub const DEFAULT_TAKE_PROBABILITY: f64 = 0.5;

    /// A random player whose choices are a pure function of `seed` and the questions asked.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: SeededDice::new(seed),
            double_probability: RandomBot::DEFAULT_DOUBLE_PROBABILITY,
            take_probability: RandomBot::DEFAULT_TAKE_PROBABILITY,
        }
    }

    /// The same player with other cube probabilities, each clamped to `0.0..=1.0` (NaN counts
    /// as 0).
    pub fn with_cube_probabilities(mut self, double: f64, take: f64) -> RandomBot {
        let clamp = |p: f64| if p.is_nan() { 0.0 } else { p.clamp(0.0, 1.0) };
        self.double_probability = clamp(double);
        self.take_probability = clamp(take);
        self
    }

    /// True with probability `p` (in 2^-24 steps).
    fn chance(&mut self, p: f64) -> bool {
        f64::from(self.rng.below(CHANCE_STEPS)) < p * f64::from(CHANCE_STEPS)
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose_play(&mut self, position: &Position, _dice: Dice, plays: &[Play]) -> Play {
        if plays.is_empty() {
            return Play::pass(*position);
        }
        // Legal plays of one roll number at most a few thousand, far below u32::MAX.
        let index = self.rng.below(plays.len() as u32) as usize;
        play_at(position, plays, index)
    }

    fn double_decision(&mut self, _position: &Position, _cube: &CubeContext) -> DoubleDecision {
        if self.chance(self.double_probability) {
            DoubleDecision::Double
        } else {
            DoubleDecision::NoDouble
        }
    }

    fn take_decision(&mut self, _position: &Position, _cube: &CubeContext) -> TakeDecision {
        if self.chance(self.take_probability) {
            TakeDecision::Take
        } else {
            TakeDecision::Drop
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::DiceSource;

    #[test]
    fn random_bot_picks_only_legal_plays_and_all_of_them() {
        let mut bot = RandomBot::new(42);
        let mut dice_source = SeededDice::new(7);
        let mut position = Position::STARTING;
        for _ in 0..2_000 {
            let dice = dice_source.roll();
            let plays = position.legal_plays(dice);
            let play = bot.choose_play(&position, dice, &plays);
            assert!(plays.contains(&play));
            position = play.position.switch_sides();
            if position.has_lost() {
                position = Position::STARTING;
            }
        }
        // Over many draws from one list, every play comes up.
        let plays = Position::STARTING.legal_plays(Dice::new(3, 1).unwrap());
        let mut seen = vec![false; plays.len()];
        for _ in 0..1_000 {
            let play = bot.choose_play(&Position::STARTING, Dice::new(3, 1).unwrap(), &plays);
            if let Some(index) = plays.iter().position(|&offered| offered == play) {
                seen[index] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn random_bot_is_deterministic_for_a_seed() {
        let plays = Position::STARTING.legal_plays(Dice::new(6, 4).unwrap());
        let dice = Dice::new(6, 4).unwrap();
        let picks = |seed| {
            let mut bot = RandomBot::new(seed);
            (0..50)
                .map(|_| bot.choose_play(&Position::STARTING, dice, &plays))
                .collect::<Vec<_>>()
        };
        assert_eq!(picks(5), picks(5));
        assert_ne!(picks(5), picks(6));
    }

    #[test]
    fn random_cube_decisions_follow_their_probabilities() {
        let cube = CubeContext::MONEY_CENTERED;
        let position = Position::STARTING;
        let mut never = RandomBot::new(1).with_cube_probabilities(0.0, 0.0);
        let mut always = RandomBot::new(1).with_cube_probabilities(1.0, f64::NAN);
        for _ in 0..100 {
            assert_eq!(
                never.double_decision(&position, &cube),
                DoubleDecision::NoDouble
            );
            assert_eq!(never.take_decision(&position, &cube), TakeDecision::Drop);
            assert_eq!(
                always.double_decision(&position, &cube),
                DoubleDecision::Double
            );
            assert_eq!(always.take_decision(&position, &cube), TakeDecision::Drop);
        }
        let mut default = RandomBot::new(3);
        let n_takes = (0..10_000)
            .filter(|_| default.take_decision(&position, &cube) == TakeDecision::Take)
            .count();
        assert!((4_700..5_300).contains(&n_takes), "{n_takes}");
    }
}
