//! Refinement: supervised training of the net towards its own 1-ply evaluations.
//!
//! TD(0) moves each position a small step towards the net's judgement after *one* sampled roll,
//! so its targets are noisy. Refinement replaces the sample by the expectation: the target of
//! a position is the average over all 21 rolls of the chances after the net's best play
//! ([`Evaluator::evaluate_1ply`]), with the bear-off database where it applies. One iteration
//!
//! 1. plays self-play games with the current net at 0-ply, a small share of plays chosen at
//!    random (seeded) so that the positions are not only those the net already likes, and keeps
//!    every position before the roll that the net judges in play (contact and race: pure
//!    bear-offs come from the database);
//! 2. computes each position's 1-ply target with the current net (the costly part: about four
//!    hundred evaluations a position), in several threads if asked;
//! 3. trains the net on (position, target) pairs for some epochs in a seeded order, by the same
//!    cross-entropy gradient step TD uses.
//!
//! Every step is deterministic for the seed, whatever the number of threads.

use std::thread;

use bg_engine::eval::inputs::{encode, N_INPUTS};
use bg_engine::eval::{
    exact_result, Evaluator, Net, NetEvaluator, Probabilities, MAX_HIDDEN, N_OUTPUTS,
};
use bg_engine::hash::{mix64, GOLDEN_GAMMA};
use bg_engine::position::BoardPhase;
use bg_engine::{Dice, DiceSource, Play, Position, SeededDice};

use crate::td::game_seed;

/// A training position and its target chances (from the side of the player on roll).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub position: Position,
    pub target: [f32; N_OUTPUTS],
}

/// Self-play positions for refinement: `games` games seeded by `seed`, each play the net's
/// 0-ply choice except a share `explore` (0..=1) chosen uniformly among the legal plays.
/// Returns the positions the net evaluates in play (contact and race), before the roll, seen
/// by the player on roll.
pub fn self_play_positions(
    evaluator: &NetEvaluator,
    seed: u64,
    games: u64,
    explore: f64,
) -> Vec<Position> {
    self_play_with_candidates(evaluator, seed, games, explore, 0)
}

/// How far below the best play (in cubeless equity at 0-ply) a runner-up may be and still be
/// kept by [`self_play_with_candidates`]: the World class level's first move filter, so the
/// positions are those whose order a search would decide.
pub const CANDIDATE_WINDOW: f32 = 0.16;

/// [`self_play_positions`], and besides, at every play, the positions after up to
/// `candidates` runners-up: the plays ranked next after the net's 0-ply choice, within
/// [`CANDIDATE_WINDOW`] of it (seen by the opponent, on roll there; won games and pure
/// bear-offs left out). Self-play only visits positions after the play the net likes, so
/// TD never corrects a runner-up the net overrates; yet that is the mistake a deeper search
/// catches. Training them towards their 1-ply judgement teaches the 0-ply net that order.
/// The same games as [`self_play_positions`] for the same seed.
pub fn self_play_with_candidates(
    evaluator: &NetEvaluator,
    seed: u64,
    games: u64,
    explore: f64,
    candidates: usize,
) -> Vec<Position> {
    let mut positions = Vec::new();
    let mut plays: Vec<Play> = Vec::new();
    let mut ranked: Vec<(f32, usize)> = Vec::new();
    for game in 0..games {
        let game_seed = game_seed(seed, game);
        let mut dice = SeededDice::new(game_seed);
        let mut choices = mix64(game_seed ^ 0x5EED);
        let mut roll = dice.roll();
        while roll.is_double() {
            roll = dice.roll();
        }
        let mut position = Position::STARTING;
        loop {
            if position.phase() != BoardPhase::BearOff {
                positions.push(position);
            }
            plays.clear();
            position.legal_plays_into(roll, &mut plays);
            let best = if candidates == 0 {
                evaluator.best_play(&plays).0
            } else {
                rank_plays(evaluator, &plays, &mut ranked);
                let best_equity = ranked[0].0;
                for &(equity, index) in ranked.iter().skip(1).take(candidates) {
                    let after = plays[index].position;
                    if best_equity - equity > CANDIDATE_WINDOW {
                        break;
                    }
                    let opponent = after.switch_sides();
                    if !after.has_won() && opponent.phase() != BoardPhase::BearOff {
                        positions.push(opponent);
                    }
                }
                ranked[0].1
            };
            choices = mix64(choices);
            let uniform = (choices >> 11) as f64 / (1u64 << 53) as f64;
            let index = if uniform < explore {
                (mix64(choices) % plays.len() as u64) as usize
            } else {
                best
            };
            let after = plays[index].position;
            if after.has_won() {
                break;
            }
            position = after.switch_sides();
            roll = dice.roll();
        }
    }
    positions
}

/// `plays` by the mover's 0-ply equity, best first, into `ranked` as (equity, index); among
/// equals the earlier play first, so that `ranked[0]` is [`Evaluator::best_play`]'s choice.
fn rank_plays(evaluator: &NetEvaluator, plays: &[Play], ranked: &mut Vec<(f32, usize)>) {
    ranked.clear();
    ranked.extend(plays.iter().enumerate().map(|(index, play)| {
        let chances = evaluator.evaluate(&play.position.switch_sides()).flip();
        (chances.equity(), index)
    }));
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
}

/// The chances of the player on roll in `position` looking two rolls ahead ("2-ply"): the
/// average over the 21 rolls of the 1-ply chances after the play the 0-ply evaluation prefers
/// for that roll. About twenty times the work of [`Evaluator::evaluate_1ply`].
pub fn evaluate_2ply(
    evaluator: &NetEvaluator,
    position: &Position,
    plays: &mut Vec<Play>,
) -> [f32; N_OUTPUTS] {
    if let Some(exact) = exact_result(position) {
        return exact.to_array();
    }
    let mut sum = [0f32; N_OUTPUTS];
    for (dice, weight) in Dice::all_21() {
        plays.clear();
        position.legal_plays_into(dice, plays);
        let (index, _) = evaluator.best_play(plays);
        let after = plays[index].position;
        let chances = if after.has_won() {
            exact_result(&after.switch_sides()).map(Probabilities::flip)
        } else {
            None
        }
        .unwrap_or_else(|| evaluator.evaluate_1ply(&after.switch_sides(), plays).flip());
        for (s, c) in sum.iter_mut().zip(chances.to_array()) {
            *s += f32::from(weight) * c;
        }
    }
    Probabilities::from_outputs(sum.map(|s| s / 36.0)).to_array()
}

/// The 1-ply targets of `positions` by `evaluator`, computed by `threads` threads (the answer
/// does not depend on how many).
pub fn one_ply_targets(
    evaluator: &NetEvaluator,
    positions: &[Position],
    threads: usize,
) -> Vec<Sample> {
    targets(
        evaluator,
        positions,
        threads,
        |evaluator, position, plays| evaluator.evaluate_1ply(position, plays).to_array(),
    )
}

/// The 0-ply targets of `positions`: `evaluator`'s own judgement, what distilling another
/// evaluator (an ensemble) into the net needs.
pub fn zero_ply_targets(
    evaluator: &NetEvaluator,
    positions: &[Position],
    threads: usize,
) -> Vec<Sample> {
    targets(evaluator, positions, threads, |evaluator, position, _| {
        evaluator.evaluate(position).to_array()
    })
}

/// The 2-ply targets of `positions` ([`evaluate_2ply`]), computed by `threads` threads.
pub fn two_ply_targets(
    evaluator: &NetEvaluator,
    positions: &[Position],
    threads: usize,
) -> Vec<Sample> {
    targets(evaluator, positions, threads, evaluate_2ply)
}

/// The chances of the player on roll in `position` by a truncated rollout: for each of the 36
/// first rolls (one trial each, so that the first roll is exact), the net plays both sides at
/// 0-ply for `horizon` turns in all, later rolls drawn from dice seeded by the position and the
/// trial, and the position reached is judged at 0-ply (finished games exactly). The average of
/// the 36 trials, from the side of the player on roll.
pub fn rollout(
    evaluator: &NetEvaluator,
    position: &Position,
    plays: &mut Vec<Play>,
    horizon: u32,
) -> [f32; N_OUTPUTS] {
    if let Some(exact) = exact_result(position) {
        return exact.to_array();
    }
    let key = u64::from_le_bytes(
        position.position_id().as_bytes()[..8]
            .try_into()
            .expect("a Position ID has 14 characters"),
    );
    let mut sum = [0f32; N_OUTPUTS];
    for trial in 0..36u8 {
        let mut dice = SeededDice::new(mix64(key ^ u64::from(trial)));
        let mut roll = Dice::new(trial / 6 + 1, trial % 6 + 1).expect("dice 1 to 6");
        let mut current = *position;
        // Whether the player on roll in `current` is the one on roll in `position`.
        let mut root_on_roll = true;
        let mut chances = None;
        for _ in 0..horizon.max(1) {
            plays.clear();
            current.legal_plays_into(roll, plays);
            let (index, after_chances) = evaluator.best_play(plays);
            let after = plays[index].position;
            if after.has_won() {
                chances = Some(after_chances);
                break;
            }
            current = after.switch_sides();
            root_on_roll = !root_on_roll;
            roll = dice.roll();
        }
        // `best_play` gives the chances of the player who moved: the root's when it moved last.
        let chances = match chances {
            Some(mover) if root_on_roll => mover,
            Some(mover) => mover.flip(),
            None if root_on_roll => evaluator.evaluate(&current),
            None => evaluator.evaluate(&current).flip(),
        };
        for (s, c) in sum.iter_mut().zip(chances.to_array()) {
            *s += c;
        }
    }
    Probabilities::from_outputs(sum.map(|s| s / 36.0)).to_array()
}

/// The rollout targets of `positions` ([`rollout`] over `horizon` turns), computed by
/// `threads` threads (the answer does not depend on how many).
pub fn rollout_targets(
    evaluator: &NetEvaluator,
    positions: &[Position],
    threads: usize,
    horizon: u32,
) -> Vec<Sample> {
    targets(
        evaluator,
        positions,
        threads,
        |evaluator, position, plays| rollout(evaluator, position, plays, horizon),
    )
}

fn targets<F>(
    evaluator: &NetEvaluator,
    positions: &[Position],
    threads: usize,
    target: F,
) -> Vec<Sample>
where
    F: Fn(&NetEvaluator, &Position, &mut Vec<Play>) -> [f32; N_OUTPUTS] + Sync,
{
    let target = &target;
    let threads = threads.max(1);
    let chunk = positions.len().div_ceil(threads).max(1);
    thread::scope(|scope| {
        let workers: Vec<_> = positions
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    let mut plays = Vec::new();
                    part.iter()
                        .map(|&position| Sample {
                            position,
                            target: target(evaluator, &position, &mut plays),
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a target thread panicked"))
            .collect()
    })
}

/// Trains `evaluator`'s net on `samples`: `epochs` passes, each in an order shuffled by `seed`
/// and the epoch's number, one gradient step of size `alpha` per sample. Returns the mean
/// squared error of the outputs over the last epoch (before each step), a measure of the fit.
pub fn train_on(
    evaluator: &mut NetEvaluator,
    samples: &[Sample],
    epochs: u32,
    alpha: f32,
    seed: u64,
) -> f64 {
    let net = evaluator.net_mut();
    let mut scratch = StepScratch::default();
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let mut last_error = 0f64;
    for epoch in 0..epochs {
        shuffle(
            &mut order,
            mix64(seed ^ u64::from(epoch).wrapping_mul(0xA24B_AED4)),
        );
        let mut error = 0f64;
        for &i in &order {
            error += train_step_on(net, &samples[i], alpha, &mut scratch);
        }
        last_error = error / (samples.len().max(1) * N_OUTPUTS) as f64;
    }
    last_error
}

/// The buffers of [`train_step_on`].
pub struct StepScratch {
    inputs: [f32; N_INPUTS],
    hidden: [f32; MAX_HIDDEN],
}

impl Default for StepScratch {
    fn default() -> StepScratch {
        StepScratch {
            inputs: [0.0; N_INPUTS],
            hidden: [0.0; MAX_HIDDEN],
        }
    }
}

/// One cross-entropy step of `alpha` moving `net`'s outputs for `sample`'s position towards
/// its target (as TD's); returns the squared error summed over the outputs before the step.
pub fn train_step_on(net: &mut Net, sample: &Sample, alpha: f32, scratch: &mut StepScratch) -> f64 {
    let mut outputs = [0f32; N_OUTPUTS];
    encode(&sample.position, &mut scratch.inputs);
    let hidden = &mut scratch.hidden[..net.n_hidden()];
    net.forward(&scratch.inputs, hidden, &mut outputs);
    let error = outputs
        .iter()
        .zip(&sample.target)
        .map(|(o, t)| f64::from((t - o) * (t - o)))
        .sum();
    net.train_step(&scratch.inputs, hidden, &outputs, &sample.target, alpha);
    error
}

/// Fisher-Yates, each draw the SplitMix64 mix of the previous draw plus the golden gamma.
pub fn shuffle(items: &mut [usize], seed: u64) {
    let mut state = seed;
    for i in (1..items.len()).rev() {
        state = mix64(state.wrapping_add(GOLDEN_GAMMA));
        let j = (state % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::eval::inputs::INPUT_SET;
    use bg_engine::eval::Net;

    fn small_evaluator() -> NetEvaluator {
        NetEvaluator::new(Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 5, 0.1)).unwrap()
    }

    #[test]
    fn positions_are_reproducible_and_never_pure_bear_offs() {
        let evaluator = small_evaluator();
        let a = self_play_positions(&evaluator, 3, 4, 0.1);
        assert_eq!(a, self_play_positions(&evaluator, 3, 4, 0.1));
        assert!(!a.is_empty());
        assert!(a.iter().all(|p| p.phase() != BoardPhase::BearOff));
        assert_eq!(a[0], Position::STARTING);
    }

    #[test]
    fn candidates_add_runners_up_to_the_same_games() {
        let evaluator = NetEvaluator::embedded();
        let plain = self_play_positions(&evaluator, 3, 3, 0.05);
        let with = self_play_with_candidates(&evaluator, 3, 3, 0.05, 4);
        assert_eq!(self_play_with_candidates(&evaluator, 3, 3, 0.05, 0), plain);
        assert!(
            with.len() > plain.len() * 2,
            "{} vs {}",
            with.len(),
            plain.len()
        );
        assert!(with
            .iter()
            .all(|p| p.phase() != BoardPhase::BearOff && !p.has_lost()));
        // The games are the same: the plain positions appear in order among the others.
        let mut rest = with.iter();
        assert!(plain.iter().all(|p| rest.any(|q| q == p)));
        // The first game opens: the starting position, then the runner-up of the opening
        // roll seen by the opponent on roll, then the position after the net's choice.
        let mut dice = SeededDice::new(game_seed(3, 0));
        let mut roll = dice.roll();
        while roll.is_double() {
            roll = dice.roll();
        }
        let mut plays = Vec::new();
        Position::STARTING.legal_plays_into(roll, &mut plays);
        let mut ranked = Vec::new();
        rank_plays(&evaluator, &plays, &mut ranked);
        assert_eq!(ranked[0].1, evaluator.best_play(&plays).0);
        assert!(ranked.windows(2).all(|w| w[0].0 >= w[1].0));
        let first_game = self_play_with_candidates(&evaluator, 3, 1, 0.0, 1);
        assert_eq!(first_game[0], Position::STARTING);
        assert_eq!(first_game[1], plays[ranked[1].1].position.switch_sides());
        assert_eq!(first_game[2], plays[ranked[0].1].position.switch_sides());
    }

    #[test]
    fn targets_do_not_depend_on_the_number_of_threads() {
        let evaluator = small_evaluator();
        let positions = self_play_positions(&evaluator, 1, 2, 0.0);
        let one = one_ply_targets(&evaluator, &positions, 1);
        let three = one_ply_targets(&evaluator, &positions, 3);
        assert_eq!(one, three);
        assert_eq!(one.len(), positions.len());
        let mut plays = Vec::new();
        let expected = evaluator
            .evaluate_1ply(&positions[0], &mut plays)
            .to_array();
        assert_eq!(one[0].target, expected);
    }

    #[test]
    fn distilling_fits_the_student_to_the_teachers_judgement() {
        let mut student = small_evaluator();
        let teacher = NetEvaluator::new(Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 6, 0.3))
            .unwrap()
            .with_partner_net(Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 7, 0.3))
            .unwrap();
        let positions = self_play_positions(&student, 3, 3, 0.1);
        let samples = zero_ply_targets(&teacher, &positions, 2);
        for sample in &samples {
            assert_eq!(sample.target, teacher.evaluate(&sample.position).to_array());
        }
        let first = train_on(&mut student, &samples, 1, 0.05, 9);
        let later = train_on(&mut student, &samples, 20, 0.05, 9);
        assert!(later < first, "error {first} then {later}");
    }

    #[test]
    fn two_ply_is_exact_in_a_last_roll_race() {
        // One checker each, the player on roll on its 6-point, the opponent on its 1-point: the
        // player wins at once with 27 rolls of 36 (anything but a roll that cannot bear off
        // from the 6), else the opponent bears off. 2-ply must find 0.75 exactly.
        let mut board = [0i8; 26];
        board[6] = 1;
        board[24] = -1;
        let position = Position::try_from_board(board).unwrap();
        let target = evaluate_2ply(&NetEvaluator::embedded(), &position, &mut Vec::new());
        assert!((target[0] - 0.75).abs() < 1e-6, "{target:?}");
    }

    #[test]
    fn training_fits_the_targets_better_each_epoch() {
        let mut evaluator = small_evaluator();
        let positions = self_play_positions(&evaluator, 2, 3, 0.0);
        let samples = one_ply_targets(&evaluator, &positions, 1);
        let first = train_on(&mut evaluator, &samples, 1, 0.05, 9);
        let later = train_on(&mut evaluator, &samples, 20, 0.05, 9);
        assert!(later < first, "error {first} then {later}");
    }

    #[test]
    fn a_one_turn_rollout_is_the_one_ply_evaluation() {
        let evaluator = small_evaluator();
        let positions = self_play_positions(&evaluator, 4, 2, 0.1);
        let mut plays = Vec::new();
        for position in positions.iter().step_by(7) {
            let one_ply = evaluator.evaluate_1ply(position, &mut plays).to_array();
            let rolled = rollout(&evaluator, position, &mut plays, 1);
            for (a, b) in one_ply.iter().zip(rolled) {
                assert!((a - b).abs() < 1e-5, "{one_ply:?} vs {rolled:?}");
            }
        }
    }

    #[test]
    fn rollouts_are_exact_when_every_roll_wins_and_do_not_depend_on_threads() {
        let evaluator = small_evaluator();
        // The player on roll bears off its last two checkers with any roll, before the
        // opponent (all fifteen in its home board) has borne any off: a gammon.
        let mut board = [0i8; 26];
        board[1] = 2;
        board[20] = -15;
        let last_roll = Position::try_from_board(board).unwrap();
        assert_eq!(
            rollout(&evaluator, &last_roll, &mut Vec::new(), 5),
            [1.0, 1.0, 0.0, 0.0, 0.0]
        );
        let positions = self_play_positions(&evaluator, 6, 1, 0.0);
        let one = rollout_targets(&evaluator, &positions, 1, 3);
        assert_eq!(one, rollout_targets(&evaluator, &positions, 3, 3));
        assert_eq!(one.len(), positions.len());
    }

    #[test]
    fn shuffling_is_a_permutation() {
        let mut items: Vec<usize> = (0..100).collect();
        shuffle(&mut items, 42);
        assert_ne!(items, (0..100).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..100).collect::<Vec<_>>());
    }
}
