//! Training on the differences between sibling plays: a loss on how a net orders the
//! candidate plays of one roll, against their rollouts on common dice.
//!
//! A play is chosen by comparing the positions after the legal plays of one roll, so what costs
//! equity is the error of the *differences* between those siblings, not of their levels: a net
//! that overrates every sibling alike chooses as well as one that is exact. A decision of a
//! `benchmark-build --zero-ply` file holds the plays within 0.16 of the best at 0-ply, each
//! rolled out with the same dice trial by trial, so that their differences are measured more
//! precisely than their values.
//!
//! The loss of a decision with candidates `i` is `w/2 * sum_i (d_i - t_i)^2`, where `d_i` is the
//! net's cubeless equity for the mover after play `i` minus the mean of those over the
//! candidates, and `t_i` the same of the rollouts' equities. Since both are centred,
//! `sum_i (d_i - t_i) = 0` and the loss's derivative by the net's equity after play `i` is
//! simply `w (d_i - t_i)`; it is back-propagated through the equity formula (the mover's
//! equity is minus that of the opponent, on roll after the play), the sigmoid outputs and the
//! hidden layer. The weight `w` is 1, or `c / (v + c)` with `v` the decision's mean squared
//! standard error of the gaps, so that noisy decisions teach less.
//!
//! A sample may also ask for the levels (`SiblingSample::level`, `lambda`): the loss then adds
//! `w lambda/2 * sum_i (m_i - t_i)^2`, the net's uncentred equity `m_i` against the target's,
//! and the derivative by `m_i` becomes `w (d_i - t_i + lambda (m_i - t_i))` (centred part as
//! above). With a search's judgement as the targets this fits the net's 0-ply values to the
//! search's, which a deeper search that reads those values across the opponent's rolls needs
//! and the centred loss alone cannot teach.
//!
//! Positions after a play that the net does not evaluate in play (a finished game, a pure
//! bear-off, which the database answers) take part with their fixed values and no gradient.

use bg_engine::eval::inputs::{encode, N_INPUTS};
use bg_engine::eval::{
    exact_result, known_limits, Evaluator, Net, NetEvaluator, Probabilities, N_OUTPUTS,
};
use bg_engine::hash::{hash_key, position_key};
use bg_engine::position::BoardPhase;
use bg_engine::Position;

use crate::benchmark::{Decision, Kind};
use crate::rollout::mean_and_error;

/// The cubeless equity's weight on each output (win, win gammon, win backgammon, lose gammon,
/// lose backgammon): `equity = 2 win - 1 + win gammon + win backgammon - lose gammon - lose
/// backgammon`.
pub(crate) const EQUITY_WEIGHTS: [f64; N_OUTPUTS] = [2.0, 1.0, 1.0, -1.0, -1.0];

/// A decision as training data.
#[derive(Clone, Debug, PartialEq)]
pub struct SiblingSample {
    pub kind: Kind,
    /// The positions after the candidates, seen by the opponent (on roll there).
    pub after: Vec<Position>,
    /// The rollouts' mover equities.
    pub equity: Vec<f64>,
    /// The decision's weight in the loss.
    pub weight: f64,
    /// The weight of the uncentred term (the levels; the module documentation has it), 0 for
    /// the differences alone.
    pub level: f64,
    /// The rollouts' estimated noise in the centred targets: the sum over the candidates of
    /// the variance of `t_i`, taken as `(n - 1) / 2` times the mean squared standard error
    /// of the gaps to the best (exact when every pair of candidates differs with the same
    /// variance).
    pub noise: f64,
}

impl SiblingSample {
    /// The sample of `decision`, weighted `c / (v + c)` by the mean squared standard error `v`
    /// of its gaps when `c` is given, 1 otherwise.
    pub fn of(decision: &Decision, c: Option<f64>) -> SiblingSample {
        let others = decision.candidates.len().saturating_sub(1).max(1) as f64;
        let v = decision
            .candidates
            .iter()
            .map(|c| c.gap_error * c.gap_error)
            .sum::<f64>()
            / others;
        SiblingSample {
            kind: decision.kind,
            after: decision.candidates.iter().map(|c| c.after).collect(),
            equity: decision.candidates.iter().map(|c| c.equity).collect(),
            weight: c.map_or(1.0, |c| c / (v + c)),
            level: 0.0,
            noise: others * v / 2.0,
        }
    }
}

/// Whether `decision` is held out from training: one in `every`, by a hash of its position and
/// dice (so the same decisions in every run and every size of the file). `every == 0` holds out
/// nothing.
pub fn decision_held_out(decision: &Decision, every: u64) -> bool {
    let dice = u64::from(decision.dice.first()) * 8 + u64::from(decision.dice.second());
    every != 0
        && hash_key(position_key(&decision.position), 0xD1CE_0000 ^ dice).is_multiple_of(every)
}

/// Whether the main net answers for `position` in play (else the exact result or the bear-off
/// database does), for an evaluator without nets for kinds of positions.
pub(crate) fn net_answers(position: &Position) -> bool {
    exact_result(position).is_none() && position.phase() != BoardPhase::BearOff
}

/// Which outputs count in the equity of `position` (the player on roll's): those the
/// evaluator's [`known_limits`] leave standing (a side that has borne a checker off can no
/// longer lose a gammon), as 1 or 0.
pub(crate) fn output_mask(position: &Position) -> [f64; N_OUTPUTS] {
    let every = Probabilities {
        win: 1.0,
        win_gammon: 1.0,
        win_backgammon: 1.0,
        lose_gammon: 1.0,
        lose_backgammon: 1.0,
    };
    known_limits(position, every).to_array().map(f64::from)
}

/// One candidate's forward pass, kept for the backward one.
#[derive(Clone)]
struct Forward {
    /// Whether the net answered (else the value is fixed and there is no gradient).
    net: bool,
    inputs: Box<[f32; N_INPUTS]>,
    hidden: Vec<f32>,
    outputs: [f32; N_OUTPUTS],
    mask: [f64; N_OUTPUTS],
    /// The mover's equity after the play.
    mover: f64,
}

/// The buffers of [`sibling_step`] and [`sibling_loss`], and the last decision's gradient
/// (as the deltas of each output and hidden unit of each candidate).
#[derive(Default)]
pub struct SiblingScratch {
    forward: Vec<Forward>,
    /// Per candidate, the loss's negative derivative by each output's sum.
    output_delta: Vec<[f32; N_OUTPUTS]>,
    /// Per candidate, by each hidden unit's sum.
    hidden_delta: Vec<Vec<f32>>,
}

/// The mover's equity after the play that leads to `after`, by `net` (the main net, raw
/// outputs) where it answers, else by `fixed` (the exact value or the database), with the
/// forward pass.
fn forward(net: &Net, fixed: &NetEvaluator, after: &Position, into: &mut Forward) {
    into.net = net_answers(after);
    if !into.net {
        into.mover = -f64::from(fixed.evaluate(after).equity());
        return;
    }
    into.hidden.resize(net.n_hidden(), 0.0);
    encode(after, &mut into.inputs);
    net.forward(&into.inputs[..], &mut into.hidden, &mut into.outputs);
    into.mask = output_mask(after);
    let on_roll: f64 = (0..N_OUTPUTS)
        .map(|k| EQUITY_WEIGHTS[k] * into.mask[k] * f64::from(into.outputs[k]))
        .sum::<f64>()
        - 1.0;
    into.mover = -on_roll;
}

/// The forward passes of `sample`'s candidates into `scratch`, and the loss.
fn forward_all(
    net: &Net,
    fixed: &NetEvaluator,
    sample: &SiblingSample,
    scratch: &mut SiblingScratch,
) -> f64 {
    let n = sample.after.len();
    scratch.forward.resize(
        n,
        Forward {
            net: false,
            inputs: Box::new([0.0; N_INPUTS]),
            hidden: Vec::new(),
            outputs: [0.0; N_OUTPUTS],
            mask: [0.0; N_OUTPUTS],
            mover: 0.0,
        },
    );
    for (after, f) in sample.after.iter().zip(&mut scratch.forward) {
        forward(net, fixed, after, f);
    }
    let forward = &scratch.forward[..n];
    let centred = residuals(sample, forward)
        .iter()
        .map(|r| r * r)
        .sum::<f64>();
    let levels = forward
        .iter()
        .zip(&sample.equity)
        .map(|(f, t)| (f.mover - t).powi(2))
        .sum::<f64>();
    0.5 * sample.weight * (centred + sample.level * levels)
}

/// `d_i - t_i` for each candidate: the net's centred equity minus the rollouts'.
fn residuals(sample: &SiblingSample, forward: &[Forward]) -> Vec<f64> {
    let movers: Vec<f64> = forward.iter().map(|f| f.mover).collect();
    let net_mean = mean_and_error(&movers).0;
    let rollout_mean = mean_and_error(&sample.equity).0;
    movers
        .iter()
        .zip(&sample.equity)
        .map(|(m, t)| (m - net_mean) - (t - rollout_mean))
        .collect()
}

/// The loss's derivative by each candidate's `m_i`, over the sample's weight:
/// `d_i - t_i + lambda (m_i - t_i)`.
fn derivatives(sample: &SiblingSample, forward: &[Forward]) -> Vec<f64> {
    residuals(sample, forward)
        .iter()
        .zip(forward.iter().zip(&sample.equity))
        .map(|(r, (f, t))| r + sample.level * (f.mover - t))
        .collect()
}

/// The loss of `net` on `sample` (the module documentation has it); `fixed` answers for the
/// positions the net does not evaluate in play.
pub fn sibling_loss(
    net: &Net,
    fixed: &NetEvaluator,
    sample: &SiblingSample,
    scratch: &mut SiblingScratch,
) -> f64 {
    forward_all(net, fixed, sample, scratch)
}

/// One gradient step of `alpha` on the loss of `sample` for `evaluator`'s net (every
/// candidate's contribution computed with the weights before the step); returns the loss
/// before it.
pub fn sibling_step(
    evaluator: &mut NetEvaluator,
    sample: &SiblingSample,
    alpha: f32,
    scratch: &mut SiblingScratch,
) -> f64 {
    let loss = backward(evaluator.net(), evaluator, sample, scratch);
    apply(evaluator.net_mut(), scratch, sample.after.len(), alpha);
    loss
}

/// The forward and backward passes of `sample`: the deltas into `scratch`; returns the loss.
fn backward(
    net: &Net,
    fixed: &NetEvaluator,
    sample: &SiblingSample,
    scratch: &mut SiblingScratch,
) -> f64 {
    let loss = forward_all(net, fixed, sample, scratch);
    let n = sample.after.len();
    let residuals = derivatives(sample, &scratch.forward[..n]);
    let n_hidden = net.n_hidden();
    let [_, _, output_weights, _] = net.parameters();
    scratch.output_delta.resize(n, [0.0; N_OUTPUTS]);
    scratch.hidden_delta.resize(n, Vec::new());
    let candidates = scratch
        .forward
        .iter()
        .zip(&mut scratch.output_delta)
        .zip(&mut scratch.hidden_delta)
        .zip(&residuals);
    for (((f, output_delta), hidden_delta), &residual) in candidates {
        hidden_delta.clear();
        hidden_delta.resize(n_hidden, 0.0);
        *output_delta = [0.0; N_OUTPUTS];
        if !f.net {
            continue;
        }
        // dL/d(mover) = w r; the mover's equity is minus the sum of c_k o_k, and o_k is the
        // sigmoid of its sum z_k: -dL/dz_k = w r c_k o_k (1 - o_k).
        let g = sample.weight * residual;
        let delta: [f32; N_OUTPUTS] = std::array::from_fn(|k| {
            let o = f64::from(f.outputs[k]);
            (g * EQUITY_WEIGHTS[k] * f.mask[k] * o * (1.0 - o)) as f32
        });
        for (k, &d) in delta.iter().enumerate() {
            let row = &output_weights[k * n_hidden..(k + 1) * n_hidden];
            for (hd, &w) in hidden_delta.iter_mut().zip(row) {
                *hd += d * w;
            }
        }
        for (hd, &h) in hidden_delta.iter_mut().zip(&f.hidden) {
            *hd *= h * (1.0 - h);
        }
        *output_delta = delta;
    }
    loss
}

/// Adds `alpha` times the negative gradient in `scratch` (of its first `n` candidates) to
/// `net`'s parameters.
fn apply(net: &mut Net, scratch: &SiblingScratch, n: usize, alpha: f32) {
    let n_hidden = net.n_hidden();
    let [hidden_weights, hidden_bias, output_weights, output_bias] = net.parameters_mut();
    for i in 0..n {
        let f = &scratch.forward[i];
        if !f.net {
            continue;
        }
        let delta = &scratch.output_delta[i];
        let hidden_delta = &scratch.hidden_delta[i];
        for (k, &d) in delta.iter().enumerate() {
            let row = &mut output_weights[k * n_hidden..(k + 1) * n_hidden];
            for (w, &h) in row.iter_mut().zip(&f.hidden) {
                *w += alpha * d * h;
            }
            output_bias[k] += alpha * d;
        }
        for (b, &d) in hidden_bias.iter_mut().zip(hidden_delta) {
            *b += alpha * d;
        }
        for (&x, row) in f
            .inputs
            .iter()
            .zip(hidden_weights.chunks_exact_mut(n_hidden))
        {
            if x != 0.0 {
                for (w, &d) in row.iter_mut().zip(hidden_delta) {
                    *w += alpha * x * d;
                }
            }
        }
    }
}

/// How `evaluator` does on held-out decisions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SiblingError {
    /// The mean squared difference of the net's centred equities from the rollouts', per
    /// candidate.
    pub mse: f64,
    /// The part of it that is the rollouts' noise ([`SiblingSample::noise`] per candidate):
    /// `mse - noise` estimates the net's own squared error of the differences.
    pub noise: f64,
    /// The mean equity the net's choice among the candidates loses to the rollouts' best (as
    /// the benchmark scores, noise included).
    pub lost: f64,
    /// The mean squared difference of the net's equities from the targets', uncentred, per
    /// candidate (the levels, noise included).
    pub level_mse: f64,
}

/// The equity that the choice among `n` candidates by `mover` (the highest; the first on a tie)
/// loses to the best of the targets' `equity`.
pub(crate) fn choice_lost(n: usize, mover: impl Fn(usize) -> f64, equity: &[f64]) -> f64 {
    let choice = (0..n)
        .max_by(|&a, &b| mover(a).total_cmp(&mover(b)).then(b.cmp(&a)))
        .unwrap_or(0);
    let best = equity.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    best - equity[choice]
}

/// How `evaluator` does on the decisions `samples` (held out from training).
pub fn sibling_error(evaluator: &NetEvaluator, samples: &[SiblingSample]) -> SiblingError {
    let mut scratch = SiblingScratch::default();
    let (mut loss, mut lost, mut candidates, mut noise) = (0.0, 0.0, 0usize, 0.0);
    let mut level = 0.0;
    for sample in samples {
        let unweighted = SiblingSample {
            weight: 1.0,
            level: 0.0,
            ..sample.clone()
        };
        loss += sibling_loss(evaluator.net(), evaluator, &unweighted, &mut scratch);
        candidates += sample.after.len();
        noise += sample.noise;
        let n = sample.after.len();
        level += scratch.forward[..n]
            .iter()
            .zip(&sample.equity)
            .map(|(f, t)| (f.mover - t).powi(2))
            .sum::<f64>();
        lost += choice_lost(n, |i| scratch.forward[i].mover, &sample.equity);
    }
    let per_candidate = 1.0 / candidates.max(1) as f64;
    SiblingError {
        mse: 2.0 * loss * per_candidate,
        noise: noise * per_candidate,
        lost: lost / samples.len().max(1) as f64,
        level_mse: level * per_candidate,
    }
}

/// The gain of rolling siblings out on common dice, over `decisions`: the mean squared
/// standard error of a candidate's gap to the best, against the mean of the sum of the two
/// equities' squared standard errors (what the gap's would be on independent dice). Both over
/// the candidates other than the best.
pub fn common_dice_gain(decisions: &[Decision]) -> (f64, f64, usize) {
    let (mut paired, mut independent, mut gaps) = (0.0, 0.0, 0usize);
    for decision in decisions {
        let Some(best) = decision
            .candidates
            .iter()
            .max_by(|a, b| a.equity.total_cmp(&b.equity))
        else {
            continue;
        };
        for c in &decision.candidates {
            if c.gap_error == 0.0 && c.after == best.after {
                continue;
            }
            paired += c.gap_error * c.gap_error;
            independent +=
                c.standard_error * c.standard_error + best.standard_error * best.standard_error;
            gaps += 1;
        }
    }
    let n = gaps.max(1) as f64;
    (paired / n, independent / n, gaps)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::benchmark::Candidate;
    use bg_engine::eval::inputs::INPUT_SET;
    use bg_engine::Dice;

    fn small_net() -> NetEvaluator {
        NetEvaluator::new(Net::seeded(N_INPUTS, 6, N_OUTPUTS, INPUT_SET, 11, 0.4))
            .unwrap()
            .with_bearoff_database(true)
    }

    /// The first `n` plays of `dice` from the starting position as a sample with the rollout
    /// equities `equity`.
    pub(crate) fn sample(dice: (u8, u8), equity: &[f64], weight: f64) -> SiblingSample {
        let mut plays = Vec::new();
        Position::STARTING.legal_plays_into(Dice::new(dice.0, dice.1).unwrap(), &mut plays);
        SiblingSample {
            kind: Kind::Contact,
            after: plays
                .iter()
                .take(equity.len())
                .map(|p| p.position.switch_sides())
                .collect(),
            equity: equity.to_vec(),
            weight,
            level: 0.0,
            noise: 0.0,
        }
    }

    /// Minus the gradient of the loss by every parameter, as [`sibling_step`] applies it.
    fn negative_gradient(evaluator: &NetEvaluator, sample: &SiblingSample) -> Net {
        let mut scratch = SiblingScratch::default();
        backward(evaluator.net(), evaluator, sample, &mut scratch);
        let mut gradient = evaluator.net().clone();
        for part in gradient.parameters_mut() {
            part.fill(0.0);
        }
        apply(&mut gradient, &scratch, sample.after.len(), 1.0);
        gradient
    }

    #[test]
    fn the_gradient_is_the_loss_finite_difference() {
        let differences = sample((3, 1), &[0.30, -0.20, 0.05, 0.10], 0.7);
        gradient_matches_finite_difference(&differences);
        // With the levels too (the targets' mean far from the net's, so the term matters).
        let levels = SiblingSample {
            level: 0.5,
            ..sample((3, 1), &[0.80, 0.30, 0.55, 0.60], 0.7)
        };
        gradient_matches_finite_difference(&levels);
        let mut scratch = SiblingScratch::default();
        let evaluator = small_net();
        let without = SiblingSample {
            level: 0.0,
            ..levels.clone()
        };
        assert!(
            sibling_loss(evaluator.net(), &evaluator, &levels, &mut scratch)
                > sibling_loss(evaluator.net(), &evaluator, &without, &mut scratch) + 1e-3,
            "the levels add to the loss"
        );
    }

    fn gradient_matches_finite_difference(sample: &SiblingSample) {
        let evaluator = small_net();
        let sample = sample.clone();
        let gradient = negative_gradient(&evaluator, &sample);
        let mut scratch = SiblingScratch::default();
        let loss_with = |part: usize, index: usize, change: f32, scratch: &mut SiblingScratch| {
            let mut net = evaluator.net().clone();
            net.parameters_mut()[part][index] += change;
            sibling_loss(&net, &evaluator, &sample, scratch)
        };
        // Weights of inputs some candidate has (the others have no gradient).
        let mut inputs = [0f32; N_INPUTS];
        encode(&sample.after[1], &mut inputs);
        let active: Vec<usize> = (0..N_INPUTS).filter(|&i| inputs[i] != 0.0).collect();
        let inactive = (0..N_INPUTS)
            .find(|&i| {
                sample.after.iter().all(|p| {
                    encode(p, &mut inputs);
                    inputs[i] == 0.0
                })
            })
            .unwrap();
        let n_hidden = evaluator.net().n_hidden();
        let mut checked = vec![
            (0, active[0] * n_hidden + 2),
            (0, active[active.len() / 2] * n_hidden + 5),
            (0, inactive * n_hidden),
        ];
        checked.extend((0..n_hidden).map(|j| (1, j)));
        checked.extend((0..N_OUTPUTS * n_hidden).step_by(5).map(|i| (2, i)));
        checked.extend((0..N_OUTPUTS).map(|k| (3, k)));
        let h = 1e-2;
        let mut largest = 0f64;
        for (part, index) in checked {
            let difference = (loss_with(part, index, h, &mut scratch)
                - loss_with(part, index, -h, &mut scratch))
                / (2.0 * f64::from(h));
            let analytic = -f64::from(gradient.parameters()[part][index]);
            largest = largest.max(analytic.abs());
            assert!(
                (difference - analytic).abs() <= 1e-5 + 0.02 * analytic.abs(),
                "part {part} index {index}: finite difference {difference} against {analytic}"
            );
        }
        assert!(largest > 1e-3, "a gradient to check: {largest}");
        assert_eq!(
            gradient.parameters()[0][inactive * n_hidden],
            0.0,
            "an input no candidate has"
        );
    }

    #[test]
    fn a_constant_offset_of_the_rollouts_changes_nothing() {
        // The loss is on the differences: the same rollouts raised by 0.5 give the same loss
        // and the same gradient.
        let evaluator = small_net();
        let low = sample((4, 2), &[0.1, 0.0, -0.3], 1.0);
        let high = sample((4, 2), &[0.6, 0.5, 0.2], 1.0);
        let mut scratch = SiblingScratch::default();
        let a = sibling_loss(evaluator.net(), &evaluator, &low, &mut scratch);
        let b = sibling_loss(evaluator.net(), &evaluator, &high, &mut scratch);
        assert!((a - b).abs() < 1e-12 && a > 0.0, "{a} {b}");
        assert_eq!(
            negative_gradient(&evaluator, &low),
            negative_gradient(&evaluator, &high)
        );
    }

    #[test]
    fn the_loss_falls_on_the_decisions_trained_on() {
        let mut evaluator = small_net();
        let samples = [
            sample((3, 1), &[0.30, -0.20, 0.05, 0.10], 1.0),
            sample((6, 5), &[-0.1, 0.2], 1.0),
            sample((5, 2), &[0.0, 0.15, -0.05, 0.2, 0.1], 0.5),
        ];
        let mut scratch = SiblingScratch::default();
        let total = |evaluator: &NetEvaluator, scratch: &mut SiblingScratch| {
            samples
                .iter()
                .map(|s| sibling_loss(evaluator.net(), evaluator, s, scratch))
                .sum::<f64>()
        };
        let before = total(&evaluator, &mut scratch);
        for _ in 0..200 {
            for s in &samples {
                sibling_step(&mut evaluator, s, 0.5, &mut scratch);
            }
        }
        let after = total(&evaluator, &mut scratch);
        assert!(after < 0.2 * before, "{before} -> {after}");
    }

    fn decision(gaps: &[f64]) -> Decision {
        let mut plays = Vec::new();
        let dice = Dice::new(3, 1).unwrap();
        Position::STARTING.legal_plays_into(dice, &mut plays);
        Decision {
            kind: Kind::Contact,
            position: Position::STARTING,
            dice,
            net: 1,
            trials: 36,
            seed: 1,
            candidates: gaps
                .iter()
                .zip(&plays)
                .enumerate()
                .map(|(i, (&gap, play))| Candidate {
                    after: play.position.switch_sides(),
                    equity: -0.1 * i as f64,
                    standard_error: 0.05,
                    gap_error: gap,
                })
                .collect(),
        }
    }

    #[test]
    fn a_decision_is_weighted_by_the_noise_of_its_gaps() {
        let d = decision(&[0.0, 0.03, 0.04]);
        let sample = SiblingSample::of(&d, None);
        assert_eq!(sample.weight, 1.0);
        assert_eq!(sample.equity, [0.0, -0.1, -0.2]);
        assert_eq!(sample.after.len(), 3);
        // v = (0.0009 + 0.0016) / 2 = 0.00125; c / (v + c) with c = 0.00125 is a half.
        let weighted = SiblingSample::of(&d, Some(0.00125));
        assert!((weighted.weight - 0.5).abs() < 1e-12, "{}", weighted.weight);
        // Two gaps of mean square 0.00125 among three candidates: the centred targets' noise
        // sums to (3 - 1) / 2 * 0.00125.
        assert!((sample.noise - 0.00125).abs() < 1e-12, "{}", sample.noise);
        // Common dice: gaps 0.03 and 0.04 against sqrt(0.05^2 + 0.05^2) independently.
        let (paired, independent, gaps) = common_dice_gain(&[d]);
        assert_eq!(gaps, 2);
        assert!((paired - 0.00125).abs() < 1e-12);
        assert!((independent - 0.005).abs() < 1e-12);
    }

    #[test]
    fn one_decision_in_every_is_held_out_by_its_position_and_dice() {
        let d = decision(&[0.0, 0.01]);
        assert!(!decision_held_out(&d, 0));
        assert!(decision_held_out(&d, 1));
        let mut held = 0;
        for (i, (a, b)) in [(1, 2), (1, 3), (2, 4), (3, 5), (4, 6), (5, 6), (6, 6)]
            .into_iter()
            .cycle()
            .take(7)
            .enumerate()
        {
            let mut other = d.clone();
            other.dice = Dice::new(a, b).unwrap();
            other.seed = i as u64;
            held += usize::from(decision_held_out(&other, 2));
            assert_eq!(
                decision_held_out(&other, 2),
                decision_held_out(
                    &Decision {
                        seed: 99,
                        ..other.clone()
                    },
                    2
                ),
                "the seed and the rollouts do not decide it"
            );
        }
        assert!((1..7).contains(&held), "{held} of 7 held out of every 2");
    }
}
