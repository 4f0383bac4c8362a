//! TD(lambda) self-play, in the offline "lambda-return" form.
//!
//! The net plays both sides at 0-ply, or a search over it chooses the plays
//! ([`Chooser::Search`], `bgtrain --play-plies`). For each turn it records the position before
//! the roll, seen by the player on roll (state `s_t`), and the chances after the chosen play seen by the
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
//!
//! With a searching chooser the targets are still the net's own 0-ply chances after the chosen
//! play, so that the fixed point is the value of the *searching* player's play, not of the
//! net's. Why: rollouts of the net's own play target in expectation what TD's fixed point
//! already approximates, the value of the net's own play (`docs/training.md`: fits to them
//! came closer to the rollouts and played no better); the value of a stronger player's play
//! is something the net has not been taught.

use bg_engine::bots::search::{Search, SearchSettings, MAX_PLIES};
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

/// How the self-play games choose their plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    /// The net's best play at 0-ply.
    Net,
    /// The best play of the engine's search to this many plies (1 or 2), with its move
    /// filters (those of the levels), over the net being trained.
    Search(u8),
}

impl Chooser {
    /// The chooser that searches `plies` deep: [`Chooser::Net`] for 0.
    ///
    /// # Errors
    /// The plies, when deeper than the search goes ([`MAX_PLIES`]).
    pub fn of_plies(plies: u8) -> Result<Chooser, u8> {
        match plies {
            0 => Ok(Chooser::Net),
            1..=MAX_PLIES => Ok(Chooser::Search(plies)),
            _ => Err(plies),
        }
    }
}

/// Plays one self-play game with `evaluator` on `dice`, its plays chosen by `chooser`, filling
/// `buffers`. Returns the number of turns.
pub fn play_game(
    evaluator: &NetEvaluator,
    chooser: Chooser,
    dice: &mut dyn DiceSource,
    buffers: &mut GameBuffers,
) -> usize {
    match chooser {
        Chooser::Net => play_game_with(|plays| evaluator.best_play(plays), dice, buffers),
        Chooser::Search(plies) => {
            // A search of its own each game: the net changes between games, and with it what
            // the search's cache holds. Training drops the evaluator's blocked weights; the
            // search's copy has them again.
            let mut search = Search::new(evaluator.clone().reblocked());
            let settings = SearchSettings::ZERO_PLY.with_plies(plies);
            play_game_with(
                |plays| {
                    let index = search.best_play(plays, &settings);
                    let after = plays[index].position.switch_sides();
                    (index, search.evaluator().evaluate(&after).flip())
                },
                dice,
                buffers,
            )
        }
    }
}

/// [`play_game`] with `choose` giving the index of the play made of the legal plays and the
/// net's chances after it, seen by the mover.
fn play_game_with(
    mut choose: impl FnMut(&[Play]) -> (usize, Probabilities),
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
        let (index, chances) = choose(&buffers.plays);
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

/// How a training run plays and learns its games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Schedule {
    /// TD's lambda.
    pub lambda: f32,
    /// Which nets learn.
    pub learners: Learners,
    /// How the plays are chosen.
    pub chooser: Chooser,
}

/// Plays and learns training game `game` of the run seeded with `seed`, with a step size of
/// `alpha`. Returns the turns.
pub fn train_one_game(
    evaluator: &mut NetEvaluator,
    buffers: &mut GameBuffers,
    seed: u64,
    game: u64,
    alpha: f32,
    schedule: Schedule,
) -> usize {
    let Schedule {
        lambda,
        learners,
        chooser,
    } = schedule;
    let mut dice = SeededDice::new(game_seed(seed, game));
    let turns = play_game(evaluator, chooser, &mut dice, buffers);
    learn_game(evaluator, buffers, lambda, alpha, learners);
    turns
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::eval::inputs::INPUT_SET;
    use bg_engine::eval::Net;
    use bg_engine::WinKind;
    use Learners::{All, RaceOnly};

    /// Training at 0-ply with `lambda`, `learners` learning.
    fn schedule(lambda: f32, learners: Learners) -> Schedule {
        Schedule {
            lambda,
            learners,
            chooser: Chooser::Net,
        }
    }

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
                    0.1,
                    schedule(0.5, All),
                );
            }
            evaluator.into_net().to_bytes()
        };
        assert_eq!(run(), run());
    }

    #[test]
    fn a_searching_chooser_makes_the_search_s_plays_and_records_the_net_s_chances_after_them() {
        let net = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 5, 0.3);
        let evaluator = NetEvaluator::new(net).unwrap();
        let mut buffers = GameBuffers::default();
        let mut dice = SeededDice::new(11);
        let turns = play_game(&evaluator, Chooser::Search(1), &mut dice, &mut buffers);
        // The same game again from the same dice, each play the 1-ply search's best.
        let mut search = Search::new(evaluator.clone());
        let settings = SearchSettings::ZERO_PLY.with_plies(1);
        let mut dice = SeededDice::new(11);
        let mut roll = dice.roll();
        while roll.is_double() {
            roll = dice.roll();
        }
        let (mut plays, mut not_the_net_s) = (Vec::new(), 0);
        for turn in 0..turns {
            plays.clear();
            buffers.visited()[turn].legal_plays_into(roll, &mut plays);
            let best = search.best_play(&plays, &settings);
            not_the_net_s += usize::from(best != evaluator.best_play(&plays).0);
            let after = plays[best].position.switch_sides();
            assert_eq!(buffers.after[turn], evaluator.evaluate(&after).flip());
            match buffers.visited().get(turn + 1) {
                Some(next) => assert_eq!(*next, after),
                None => assert!(plays[best].position.has_won()),
            }
            roll = dice.roll();
        }
        assert!(
            not_the_net_s > 0,
            "the search chose otherwise than the net somewhere"
        );
        assert_eq!(Chooser::of_plies(0), Ok(Chooser::Net));
        assert_eq!(Chooser::of_plies(2), Ok(Chooser::Search(2)));
        assert_eq!(Chooser::of_plies(3), Err(3));
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
                0.1,
                schedule(0.0, RaceOnly),
            );
        }
        assert_eq!(evaluator.net(), &main);
        assert_ne!(evaluator.race_net(), Some(&race));
        // With every net learning, the main net moves too.
        train_one_game(&mut evaluator, &mut buffers, 9, 3, 0.1, schedule(0.0, All));
        assert_ne!(evaluator.net(), &main);
    }
}
