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
use bg_engine::eval::{Evaluator, Probabilities, MAX_HIDDEN, N_OUTPUTS};
use bg_engine::{DiceSource, Play, Position, SeededDice};

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

/// The SplitMix64 output function: independent-looking seeds from a seed and a counter.
pub fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The dice seed of training game `game` of a run seeded with `seed`.
pub fn game_seed(seed: u64, game: u64) -> u64 {
    mix64(seed ^ mix64(game.wrapping_add(0x9E37_79B9_7F4A_7C15)))
}

/// Plays one self-play game with `evaluator` on `dice`, filling `buffers`. Returns the number
/// of turns.
pub fn play_game(
    evaluator: &Evaluator,
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

/// Trains `evaluator`'s net on the game in `buffers`: one step of size `alpha` per state
/// towards its lambda-return.
pub fn learn_game(evaluator: &mut Evaluator, buffers: &GameBuffers, lambda: f32, alpha: f32) {
    let targets = lambda_returns(&buffers.after, lambda);
    let net = evaluator.net_mut();
    let n_hidden = net.n_hidden();
    let mut hidden = [0f32; MAX_HIDDEN];
    let mut outputs = [0f32; N_OUTPUTS];
    for (inputs, target) in buffers.states.iter().zip(&targets) {
        let hidden = &mut hidden[..n_hidden];
        net.forward(inputs, hidden, &mut outputs);
        net.train_step(inputs, hidden, &outputs, &target.to_array(), alpha);
    }
}

/// Plays and learns training game `game` of the run seeded with `seed`. Returns the turns.
pub fn train_one_game(
    evaluator: &mut Evaluator,
    buffers: &mut GameBuffers,
    seed: u64,
    game: u64,
    lambda: f32,
    alpha: f32,
) -> usize {
    let mut dice = SeededDice::new(game_seed(seed, game));
    let turns = play_game(evaluator, &mut dice, buffers);
    learn_game(evaluator, buffers, lambda, alpha);
    turns
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::eval::inputs::INPUT_SET;
    use bg_engine::eval::Net;
    use bg_engine::selfplay::WinKind;

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
            let mut evaluator = Evaluator::new(net).unwrap();
            let mut buffers = GameBuffers::default();
            for game in 0..5 {
                train_one_game(&mut evaluator, &mut buffers, 42, game, 0.5, 0.1);
            }
            evaluator.into_net().to_bytes()
        };
        assert_eq!(run(), run());
    }
}
