//! Full-game cubeless rollouts of a position with a net, as training targets and as the
//! benchmark's judge.
//!
//! A **trial** plays the game from the position to its end, the net choosing every play of
//! both sides at 0-ply. Three things make the average of the trials a better estimate than
//! plain self-play:
//!
//! - **Variance reduction** (the net's own judgement as a control variate, as GNU Backgammon's
//!   rollouts do): before each roll, the chances after the best play of each of the 21 rolls
//!   are judged at 0-ply; the roll's *luck* is the chances after the play of the roll that came
//!   minus their mean over the 36 outcomes (the 1-ply evaluation of the position). A trial's
//!   value is its result minus the sum of its lucks (all from the side of the player on roll at
//!   the start). Each luck has expectation zero whatever happened before, so the estimate stays
//!   unbiased; and since the result is mostly the sum of the lucks, most of its spread goes.
//!   It costs 21 times the evaluations of a plain trial.
//! - **Quasi-random dice** for the first two rolls: trial `t` of a block of 36 (`t % 36`) has
//!   the `t % 36`-th first roll of a shuffled list of the 36 outcomes, and its second roll is
//!   the `(t % 36 + t / 36) % 36`-th of another shuffled list. Every 36 trials see each first
//!   roll once and each second roll once; every 1,296 see each pair of the two once. Later
//!   rolls come from [`SeededDice`] seeded by the rollout's seed and the trial.
//! - **Truncation where the value is exact**: a trial stops in a pure bear-off where the
//!   one-sided database gives the game's exact value ([`crate::exact`]: the cases and why), and
//!   takes that value as its result. Nowhere else: a race or a bear-off with gammons at stake
//!   is played to its end.
//!
//! A rollout is a pure function of the evaluator, the position and the settings (the seed and
//! the number of trials): trials are split among threads, each trial's value depends only on
//! its number, and the values are summed in trial order, so the thread count changes nothing.

use std::fmt;
use std::thread;

use bg_engine::eval::{exact_result, Evaluator, Probabilities, N_OUTPUTS};
use bg_engine::hash::{mix64, splitmix64_term, SplitMix64};
use bg_engine::{Dice, DiceSource, Play, Position, SeededDice};

use crate::exact::exact_bearoff;

/// The outcomes of a roll of two dice, ordered (first die, second die).
const OUTCOMES: usize = 36;

/// How a rollout is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RolloutSettings {
    /// Trials, a positive multiple of 36 (so that the first roll is stratified exactly).
    pub trials: u32,
    /// Seeds the shuffles of the first two rolls and every later roll.
    pub seed: u64,
    /// Threads to share the trials (the result does not depend on it).
    pub threads: usize,
    /// Subtract the luck of every roll (see the module documentation).
    pub variance_reduction: bool,
    /// Stop a trial where the bear-off database is exact.
    pub truncation: bool,
}

impl RolloutSettings {
    /// `trials` trials seeded by `seed`, one thread, variance reduction and truncation on.
    pub fn new(trials: u32, seed: u64) -> RolloutSettings {
        RolloutSettings {
            trials,
            seed,
            threads: 1,
            variance_reduction: true,
            truncation: true,
        }
    }
}

/// Why a rollout cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RolloutError {
    /// The number of trials is not a positive multiple of 36.
    Trials(u32),
}

impl fmt::Display for RolloutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RolloutError::Trials(n) => {
                write!(f, "{n} trials: a rollout needs a positive multiple of 36")
            }
        }
    }
}

impl std::error::Error for RolloutError {}

/// A rollout's estimate of the chances of the player on roll, with standard errors.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RolloutResult {
    /// The trials' mean chances, in output order (win, win gammon, win backgammon, lose gammon,
    /// lose backgammon). With variance reduction a mean may stray slightly outside 0..=1.
    pub mean: [f64; N_OUTPUTS],
    /// The standard error of each mean (the trials' standard deviation over the square root of
    /// their number; stratification makes the true error smaller, so this is an upper bound).
    pub standard_error: [f64; N_OUTPUTS],
    /// The mean cubeless equity.
    pub equity: f64,
    /// Its standard error.
    pub equity_error: f64,
    pub trials: u32,
}

impl RolloutResult {
    /// The summary of the trial values `values`.
    pub fn of(values: &[[f64; N_OUTPUTS]]) -> RolloutResult {
        let n = values.len().max(1) as f64;
        let equities: Vec<f64> = values.iter().map(equity).collect();
        let mut mean = [0f64; N_OUTPUTS];
        let mut standard_error = [0f64; N_OUTPUTS];
        for k in 0..N_OUTPUTS {
            let column: Vec<f64> = values.iter().map(|v| v[k]).collect();
            (mean[k], standard_error[k]) = mean_and_error(&column);
        }
        let (equity, equity_error) = mean_and_error(&equities);
        debug_assert!(n >= 1.0);
        RolloutResult {
            mean,
            standard_error,
            equity,
            equity_error,
            trials: values.len() as u32,
        }
    }

    /// The same estimate seen by the other player (after the play of a candidate, the
    /// opponent is on roll; the mover's chances are these flipped).
    pub fn flip(&self) -> RolloutResult {
        let [w, wg, wbg, lg, lbg] = self.mean;
        let [sw, swg, swbg, slg, slbg] = self.standard_error;
        RolloutResult {
            mean: [1.0 - w, lg, lbg, wg, wbg],
            standard_error: [sw, slg, slbg, swg, swbg],
            equity: -self.equity,
            equity_error: self.equity_error,
            trials: self.trials,
        }
    }
}

/// The cubeless equity of chances in output order.
pub fn equity(p: &[f64; N_OUTPUTS]) -> f64 {
    2.0 * p[0] - 1.0 + p[1] - p[3] + p[2] - p[4]
}

/// The mean of `values` and its standard error.
pub fn mean_and_error(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    if values.is_empty() {
        return (0.0, 0.0);
    }
    let mean = values.iter().sum::<f64>() / n;
    if values.len() < 2 {
        return (mean, 0.0);
    }
    let variance = values.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / (n - 1.0);
    (mean, (variance / n).sqrt())
}

/// Rolls out `position` (before the roll of the player on roll) with `evaluator`.
///
/// # Errors
/// [`RolloutError::Trials`] when the number of trials is not a positive multiple of 36.
pub fn rollout<E: Evaluator + Sync>(
    evaluator: &E,
    position: &Position,
    settings: &RolloutSettings,
) -> Result<RolloutResult, RolloutError> {
    Ok(RolloutResult::of(&trial_values(
        evaluator, position, settings,
    )?))
}

/// The value of each trial of the rollout [`rollout`] summarizes, in trial order (for paired
/// comparisons of positions rolled out on the same dice).
///
/// # Errors
/// As [`rollout`].
pub fn trial_values<E: Evaluator + Sync>(
    evaluator: &E,
    position: &Position,
    settings: &RolloutSettings,
) -> Result<Vec<[f64; N_OUTPUTS]>, RolloutError> {
    if settings.trials == 0 || !settings.trials.is_multiple_of(OUTCOMES as u32) {
        return Err(RolloutError::Trials(settings.trials));
    }
    let dice = TrialDice::new(settings.seed);
    let trials = settings.trials as usize;
    let threads = settings.threads.clamp(1, trials);
    let chunk = trials.div_ceil(threads);
    let values: Vec<[f64; N_OUTPUTS]> = thread::scope(|scope| {
        let workers: Vec<_> = (0..trials)
            .step_by(chunk)
            .map(|start| {
                let dice = &dice;
                scope.spawn(move || {
                    let mut scratch = Scratch::default();
                    (start..(start + chunk).min(trials))
                        .map(|t| trial(evaluator, position, dice, t as u64, settings, &mut scratch))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a rollout thread panicked"))
            .collect()
    });
    Ok(values)
}

/// The dice of a rollout's trials: the two shuffled lists of outcomes for the first two rolls
/// and the seed of the later ones.
struct TrialDice {
    first: [u8; OUTCOMES],
    second: [u8; OUTCOMES],
    seed: u64,
}

impl TrialDice {
    fn new(seed: u64) -> TrialDice {
        TrialDice {
            first: shuffled(mix64(seed ^ 0xF125_7D1C_E000_0001)),
            second: shuffled(mix64(seed ^ 0x5EC0_D000_0000_0002)),
            seed,
        }
    }

    /// Roll `turn` (0 for the first) of trial `t`, given the later rolls' source.
    fn roll(&self, t: u64, turn: u32, later: &mut SeededDice) -> Dice {
        let slot = (t % OUTCOMES as u64) as usize;
        let block = (t / OUTCOMES as u64 % OUTCOMES as u64) as usize;
        match turn {
            0 => outcome(self.first[slot]),
            1 => outcome(self.second[(slot + block) % OUTCOMES]),
            _ => later.roll(),
        }
    }

    fn later(&self, t: u64) -> SeededDice {
        SeededDice::new(splitmix64_term(self.seed, t.wrapping_add(1)))
    }
}

/// Outcome `o` of 36 as dice: first die `o / 6 + 1`, second `o % 6 + 1`.
fn outcome(o: u8) -> Dice {
    Dice::new(o / 6 + 1, o % 6 + 1).expect("dice 1 to 6")
}

/// `0..36` in an order shuffled by `seed` (Fisher-Yates).
fn shuffled(seed: u64) -> [u8; OUTCOMES] {
    let mut items: [u8; OUTCOMES] = std::array::from_fn(|i| i as u8);
    let mut generator = SplitMix64::new(seed);
    for i in (1..OUTCOMES).rev() {
        let j = (generator.next_u64() % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
    items
}

#[derive(Default)]
struct Scratch {
    plays: Vec<Play>,
}

/// The value of trial `t` from the side of the player on roll in `root`: its result minus its
/// lucks when variance reduction is on.
fn trial<E: Evaluator>(
    evaluator: &E,
    root: &Position,
    dice: &TrialDice,
    t: u64,
    settings: &RolloutSettings,
    scratch: &mut Scratch,
) -> [f64; N_OUTPUTS] {
    if let Some(exact) = exact_result(root) {
        return widen(exact);
    }
    let mut later = dice.later(t);
    let mut current = *root;
    let mut root_on_roll = true;
    let mut luck_sum = [0f64; N_OUTPUTS];
    let mut turn = 0u32;
    let result = loop {
        if settings.truncation {
            if let Some((chances, _)) = exact_bearoff(&current) {
                break seen_by_root(widen(chances), root_on_roll);
            }
        }
        let roll = dice.roll(t, turn, &mut later);
        let (after, chances, luck) = if settings.variance_reduction {
            play_with_luck(evaluator, &current, roll, &mut scratch.plays)
        } else {
            scratch.plays.clear();
            current.legal_plays_into(roll, &mut scratch.plays);
            let (index, chances) = evaluator.best_play(&scratch.plays);
            (scratch.plays[index].position, chances, [0f64; N_OUTPUTS])
        };
        let luck = luck_seen_by_root(luck, root_on_roll);
        for (sum, l) in luck_sum.iter_mut().zip(luck) {
            *sum += l;
        }
        if after.has_won() {
            // The chances after a winning play are the exact result.
            break seen_by_root(widen(chances), root_on_roll);
        }
        current = after.switch_sides();
        root_on_roll = !root_on_roll;
        turn += 1;
    };
    std::array::from_fn(|k| result[k] - luck_sum[k])
}

/// The play the net chooses for `roll` in `position`, the chances after it (the mover's), and
/// the roll's luck: those chances minus their mean over the 36 outcomes, each outcome's chances
/// being those after the net's play of it.
fn play_with_luck<E: Evaluator>(
    evaluator: &E,
    position: &Position,
    roll: Dice,
    plays: &mut Vec<Play>,
) -> (Position, Probabilities, [f64; N_OUTPUTS]) {
    let rolled = roll.normalized();
    let mut sum = [0f64; N_OUTPUTS];
    let mut chosen = None;
    for (dice, weight) in Dice::all_21() {
        plays.clear();
        position.legal_plays_into(dice, plays);
        let (index, chances) = evaluator.best_play(plays);
        for (s, c) in sum.iter_mut().zip(widen(chances)) {
            *s += f64::from(weight) * c;
        }
        if dice == rolled {
            chosen = Some((plays[index].position, chances));
        }
    }
    let (after, chances) = chosen.expect("every roll is one of the 21");
    let actual = widen(chances);
    let luck = std::array::from_fn(|k| actual[k] - sum[k] / OUTCOMES as f64);
    (after, chances, luck)
}

fn widen(p: Probabilities) -> [f64; N_OUTPUTS] {
    p.to_array().map(f64::from)
}

/// Chances of the player on roll, seen by the root's player.
fn seen_by_root(p: [f64; N_OUTPUTS], root_on_roll: bool) -> [f64; N_OUTPUTS] {
    if root_on_roll {
        p
    } else {
        [1.0 - p[0], p[3], p[4], p[1], p[2]]
    }
}

/// A difference of two chances of the player on roll, seen by the root's player (flipping is
/// affine: the win's difference changes sign, the gammons trade places).
fn luck_seen_by_root(d: [f64; N_OUTPUTS], root_on_roll: bool) -> [f64; N_OUTPUTS] {
    if root_on_roll {
        d
    } else {
        [-d[0], d[3], d[4], d[1], d[2]]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::eval::bearoff::BearoffDatabase;
    use bg_engine::eval::NetEvaluator;

    /// `own` and `theirs` as `(point, checkers)`, each side numbered from its own side.
    fn position(own: &[(usize, u8)], theirs: &[(usize, u8)]) -> Position {
        Position::from_points(own, theirs).unwrap()
    }

    /// A race of a few turns (cheap to roll out in a debug build): each side with checkers
    /// outside its home board, no contact.
    fn race() -> Position {
        position(
            &[(9, 2), (7, 2), (6, 3), (4, 2)],
            &[(10, 1), (8, 2), (5, 3), (3, 3)],
        )
    }

    #[test]
    fn the_trials_must_be_a_multiple_of_36() {
        let evaluator = NetEvaluator::embedded();
        for trials in [0, 35, 37, 100] {
            assert_eq!(
                rollout(&evaluator, &race(), &RolloutSettings::new(trials, 1)),
                Err(RolloutError::Trials(trials))
            );
        }
    }

    #[test]
    fn a_rollout_is_deterministic_for_its_seed_and_not_for_another() {
        let evaluator = NetEvaluator::embedded();
        let settings = RolloutSettings::new(36, 7);
        let a = rollout(&evaluator, &race(), &settings).unwrap();
        assert_eq!(a, rollout(&evaluator, &race(), &settings).unwrap());
        let other = RolloutSettings::new(36, 8);
        assert_ne!(a, rollout(&evaluator, &race(), &other).unwrap());
        assert_eq!(a.trials, 36);
    }

    #[test]
    fn the_thread_count_does_not_change_the_result() {
        let evaluator = NetEvaluator::embedded();
        let mut settings = RolloutSettings::new(36, 3);
        let one = rollout(&evaluator, &race(), &settings).unwrap();
        for threads in [2, 5] {
            settings.threads = threads;
            assert_eq!(one, rollout(&evaluator, &race(), &settings).unwrap());
        }
    }

    #[test]
    fn the_first_two_rolls_are_stratified() {
        let dice = TrialDice::new(11);
        let mut firsts = [0u32; OUTCOMES];
        let mut pairs = std::collections::HashSet::new();
        let mut seconds_in_block = [0u32; OUTCOMES];
        for t in 0..1296u64 {
            let mut later = dice.later(t);
            let a = dice.roll(t, 0, &mut later);
            let b = dice.roll(t, 1, &mut later);
            let code = |d: Dice| usize::from((d.first() - 1) * 6 + d.second() - 1);
            firsts[code(a)] += 1;
            if t < 36 {
                seconds_in_block[code(b)] += 1;
            }
            pairs.insert((code(a), code(b)));
        }
        assert!(firsts.iter().all(|&n| n == 36));
        assert!(seconds_in_block.iter().all(|&n| n == 1));
        assert_eq!(pairs.len(), 1296);
    }

    #[test]
    fn a_won_position_rolls_out_as_a_sure_win() {
        let evaluator = NetEvaluator::embedded();
        // Two checkers on the 1-point against fifteen at home: a gammon with every roll.
        let won = position(&[(1, 2)], &[(6, 15)]);
        for truncation in [true, false] {
            let mut settings = RolloutSettings::new(36, 1);
            settings.truncation = truncation;
            let result = rollout(&evaluator, &won, &settings).unwrap();
            assert_eq!(result.mean, [1.0, 1.0, 0.0, 0.0, 0.0]);
            assert_eq!(result.equity, 2.0);
            assert_eq!(result.equity_error, 0.0);
        }
    }

    #[test]
    fn a_bear_off_race_comes_out_at_its_exact_value_within_its_error() {
        // Both sides have borne checkers off, so no gammons; the sides need several rolls. The
        // rollout plays it out (the database is exact only at the end), and must land within
        // three standard errors of the database's value: the net's plays in a bear-off are
        // those of the database, which the evaluator answers from.
        let evaluator = NetEvaluator::embedded();
        let race = position(&[(6, 2), (5, 2), (3, 2), (1, 1)], &[(6, 2), (4, 2), (2, 2)]);
        let exact = BearoffDatabase::get().evaluate(&race).unwrap();
        for variance_reduction in [true, false] {
            let mut settings = RolloutSettings::new(1296, 5);
            settings.variance_reduction = variance_reduction;
            settings.threads = 2;
            let result = rollout(&evaluator, &race, &settings).unwrap();
            let error = (result.mean[0] - f64::from(exact.win)).abs();
            assert!(
                error < 3.0 * result.standard_error[0] + 1e-3,
                "vr {variance_reduction}: {result:?} against {exact:?}"
            );
            assert!(result.mean[1].abs() < 1e-9 && result.mean[3].abs() < 1e-9);
        }
    }

    #[test]
    fn variance_reduction_shrinks_the_error() {
        let evaluator = NetEvaluator::embedded();
        let mut settings = RolloutSettings::new(144, 2);
        settings.threads = 2;
        let reduced = rollout(&evaluator, &race(), &settings).unwrap();
        settings.variance_reduction = false;
        let plain = rollout(&evaluator, &race(), &settings).unwrap();
        assert!(
            reduced.equity_error * 2.0 < plain.equity_error,
            "{reduced:?} vs {plain:?}"
        );
        // Both estimate the same value.
        let gap = (reduced.equity - plain.equity).abs();
        let spread = (reduced.equity_error.powi(2) + plain.equity_error.powi(2)).sqrt();
        assert!(gap < 4.0 * spread, "{reduced:?} vs {plain:?}");
    }

    #[test]
    fn flipping_a_result_swaps_the_sides() {
        let result = RolloutResult::of(&[[0.6, 0.2, 0.05, 0.1, 0.01], [0.4, 0.1, 0.0, 0.2, 0.0]]);
        let flipped = result.flip();
        assert!((flipped.mean[0] - 0.5).abs() < 1e-12);
        assert_eq!(flipped.mean[1], result.mean[3]);
        assert_eq!(flipped.equity, -result.equity);
        let back = flipped.flip();
        assert!((back.mean[0] - result.mean[0]).abs() < 1e-12);
        assert_eq!(
            (&back.mean[1..], back.equity),
            (&result.mean[1..], result.equity)
        );
    }
}
