//! TD(lambda) self-play, in the offline "lambda-return" form.
//!
//! The net plays both sides at 0-ply. For each turn it records the position before the roll,
//! seen by the player on roll (state `s_t`), and the chances after the chosen play seen by the
//! same player: these are `V(s_{t+1})` flipped to the mover's side, already computed to choose
//! the play. The last turn's chances are the exact result. At the end of the game the targets
//! are the lambda-returns, computed backwards,
//!
//! `G_T = result`, `G_t = (1 - lambda) flip(V(s_{t+1})) + lambda flip(G_{t+1})`,
//!
//! and each state takes one gradient step towards its target. With `lambda = 0` this is plain
//! TD(0); with `lambda = 1` every state learns the game's result (Monte Carlo). Updating after the
//! game rather than after each move costs one extra forward pass per state and needs no
//! eligibility traces, which would be five times the size of the net.

use bg_engine::eval::inputs::{encode, N_INPUTS};
use bg_engine::eval::{Evaluator, NetEvaluator, Probabilities, MAX_HIDDEN, N_OUTPUTS};
use bg_engine::hash::{mix64, GOLDEN_GAMMA};
use bg_engine::{BoardPhase, DiceSource, Play, Position, SeededDice};

/// What a self-play game leaves for training.
#[derive(Default)]
pub struct GameBuffers {
    visited: Vec<Position>,
    states: Vec<[f32; N_INPUTS]>,
    after: Vec<Probabilities>,
    plays: Vec<Play>,
}

impl GameBuffers {
    /// The positions of the last game, each before its turn's roll, seen by the player on
    /// roll.
    pub fn visited(&self) -> &[Position] {
        &self.visited
    }
}

/// The dice seed of training game `game` of a run seeded with `seed`.
pub fn game_seed(seed: u64, game: u64) -> u64 {
    mix64(seed ^ mix64(game.wrapping_add(GOLDEN_GAMMA)))
}

/// Plays one self-play game with `evaluator` on `dice`, filling `buffers`. Returns the number
/// of turns.
pub fn play_game(
    evaluator: &NetEvaluator,
    dice: &mut dyn DiceSource,
    buffers: &mut GameBuffers,
) -> usize {
    buffers.visited.clear();
    buffers.states.clear();
    buffers.after.clear();
    let mut roll = dice.roll();
    while roll.is_double() {
        roll = dice.roll();
    }
    let mut position = Position::STARTING;
    loop {
        buffers.plays.clear();
        position.legal_plays_into(roll, &mut buffers.plays);
        let (index, chances) = evaluator.best_play(&buffers.plays);
        let mut inputs = [0f32; N_INPUTS];
        encode(&position, &mut inputs);
        buffers.states.push(inputs);
        buffers.visited.push(position);
        buffers.after.push(chances);
        let after = buffers.plays[index].position;
        if after.has_won() {
            return buffers.states.len();
        }
        position = after.switch_sides();
        roll = dice.roll();
    }
}

/// The lambda-return targets of a played game (see the module documentation), in turn order.
pub fn lambda_returns(after: &[Probabilities], lambda: f32) -> Vec<Probabilities> {
    let mut targets = vec![Probabilities::default(); after.len()];
    let mut next: Option<Probabilities> = None;
    for (t, chances) in after.iter().enumerate().rev() {
        let target = match next {
            None => *chances,
            Some(later) => {
                let later = later.flip().to_array();
                let now = chances.to_array();
                let mut mixed = [0f32; N_OUTPUTS];
                for k in 0..N_OUTPUTS {
                    mixed[k] = (1.0 - lambda) * now[k] + lambda * later[k];
                }
                Probabilities::from_outputs(mixed)
            }
        };
        targets[t] = target;
        next = Some(target);
    }
    targets
}

/// Which of an evaluator's nets learn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Learners {
    /// Each state teaches the net that judges it (the race net for positions without contact,
    /// when the evaluator has one).
    All,
    /// Only positions without contact teach, the race net (the main net stays as it is).
    RaceOnly,
}

/// Trains `evaluator`'s nets on the game in `buffers`: one step of size `alpha` per state
/// towards its lambda-return, in the net that judges the state.
pub fn learn_game(
    evaluator: &mut NetEvaluator,
    buffers: &GameBuffers,
    lambda: f32,
    alpha: f32,
    learners: Learners,
) {
    let targets = lambda_returns(&buffers.after, lambda);
    let mut hidden = [0f32; MAX_HIDDEN];
    let mut outputs = [0f32; N_OUTPUTS];
    for ((inputs, target), position) in buffers.states.iter().zip(&targets).zip(&buffers.visited) {
        if learners == Learners::RaceOnly && position.phase() == BoardPhase::Contact {
            continue;
        }
        let net = evaluator.net_for_mut(position);
        let hidden = &mut hidden[..net.n_hidden()];
        net.forward(inputs, hidden, &mut outputs);
        net.train_step(inputs, hidden, &outputs, &target.to_array(), alpha);
    }
}

/// Plays and learns training game `game` of the run seeded with `seed`. Returns the turns.
pub fn train_one_game(
    evaluator: &mut NetEvaluator,
    buffers: &mut GameBuffers,
    seed: u64,
    game: u64,
    lambda: f32,
    alpha: f32,
    learners: Learners,
) -> usize {
    let mut dice = SeededDice::new(game_seed(seed, game));
    let turns = play_game(evaluator, &mut dice, buffers);
    learn_game(evaluator, buffers, lambda, alpha, learners);
    turns
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::eval::inputs::INPUT_SET;
    use bg_engine::eval::Net;
    use bg_engine::WinKind;

    #[test]
    fn lambda_zero_targets_are_the_next_chances_and_one_is_the_result() {
        let a = Probabilities::from_outputs([0.6, 0.2, 0.0, 0.1, 0.0]);
        let b = Probabilities::from_outputs([0.3, 0.1, 0.0, 0.2, 0.05]);
        let result = Probabilities::won(WinKind::Gammon);
        let after = [a, b, result];
        assert_eq!(lambda_returns(&after, 0.0), vec![a, b, result]);
        // With lambda = 1 every state sees the result from its own side: the winner moved at
        // turn 2, so turn 1 is the loser's and turn 0 the winner's.
        let mc = lambda_returns(&after, 1.0);
        assert_eq!(mc[2], result);
        assert_eq!(mc[1], result.flip());
        assert_eq!(mc[0], result);
    }

    #[test]
    fn training_is_reproducible_from_the_seed() {
        let run = || {
            let net = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 3, 0.1);
            let mut evaluator = NetEvaluator::new(net).unwrap();
            let mut buffers = GameBuffers::default();
            for game in 0..5 {
                train_one_game(
                    &mut evaluator,
                    &mut buffers,
                    42,
                    game,
                    0.5,
                    0.1,
                    Learners::All,
                );
            }
            evaluator.into_net().to_bytes()
        };
        assert_eq!(run(), run());
    }

    #[test]
    fn race_only_training_leaves_the_main_net_alone() {
        let main = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 3, 0.1);
        let race = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 4, 0.1);
        let mut evaluator = NetEvaluator::new(main.clone())
            .unwrap()
            .with_race_net(race.clone())
            .unwrap();
        let mut buffers = GameBuffers::default();
        for game in 0..3 {
            train_one_game(
                &mut evaluator,
                &mut buffers,
                9,
                game,
                0.0,
                0.1,
                Learners::RaceOnly,
            );
        }
        assert_eq!(evaluator.net(), &main);
        assert_ne!(evaluator.race_net(), Some(&race));
        // With every net learning, the main net moves too.
        train_one_game(&mut evaluator, &mut buffers, 9, 3, 0.0, 0.1, Learners::All);
        assert_ne!(evaluator.net(), &main);
    }
}
