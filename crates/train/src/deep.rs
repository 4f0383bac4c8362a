//! A net with a second hidden layer beside the first, for pilots of what holds the 0-ply net
//! back from its 2-ply teacher (`docs/training.md`, "A second hidden layer, and Adam" and
//! "Inputs of the next roll: a screen").
//!
//! The engine's net computes `o = sigmoid(Wo h1 + bo)` with `h1 = sigmoid(W1 x + b1)`. A
//! [`DeepNet`] adds a second layer fed by the first, `h2 = sigmoid(W2 h1 + b2)`, whose units
//! also feed the outputs: `o = sigmoid(Wo h1 + V h2 + bo)`. With `V = 0` it computes exactly
//! its base net's function, so a trained engine net is its start (as the widening of run W
//! started from T2 with zero output weights for the new units), and with no second-layer
//! units at all it *is* the base net, trained by the same steps: the pilot's control. Its base
//! may also take the reply features of [`crate::replies`] after the engine's inputs. It trains
//! by plain steps, as `bgtrain fit` does, or by [`Adam`]'s.
//!
//! The engine cannot play a net with a second layer; [`DeepEvaluator`] can (with the base
//! evaluator's exact results and bear-off database), so that `bgtrain versus deep:FILE ...`
//! measures it. A net without one, fitted with the blot features alone, is an engine net of
//! input set 8 ([`DeepNet::to_engine_net`], `bgtrain export-deep`).

use bg_engine::dice::SeededDice;
use bg_engine::eval::inputs::{encode, N_INPUTS, REPLY_INPUT_SET};
use bg_engine::eval::{known_limits, Evaluator, Net, NetEvaluator, Probabilities, N_OUTPUTS};
use bg_engine::Position;

use crate::replies::{cached_reply_features, reply_features, BLOT_FEATURES, N_REPLY_FEATURES};
use crate::siblings::{choice_lost, net_answers, output_mask, SiblingSample, EQUITY_WEIGHTS};

/// The magic of a deep net's file: then the number of second-layer units (`u32`, little
/// endian), the base net's file length (`u32`) and file, then `W2`, `b2` and `V` as
/// little-endian `f32`.
const MAGIC: &[u8; 8] = b"BGDEEP01";

fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// The base net and the second layer (`docs` of the module).
#[derive(Clone, Debug, PartialEq)]
pub struct DeepNet {
    pub base: Net,
    /// Second-layer weights, a row of `n1` per unit.
    pub w2: Vec<f32>,
    pub b2: Vec<f32>,
    /// The second layer's output weights, a row of `n2` per output.
    pub v: Vec<f32>,
    /// The second layer's step (of `W2`, `b2` and `V`) as a multiple of the first's: a layer
    /// that starts with zero output weights learns slowly at the step that fine-tunes the
    /// trained base (not stored in the file).
    pub second_step: f32,
    /// Whether the reply features of the positions met are remembered (a fit meets the same
    /// ones every epoch; a duel meets new ones, which would fill the memory).
    pub cache_replies: bool,
    /// Which reply features are given (1) and which are zero (0, so that their weights never
    /// move): to screen them apart.
    pub reply_mask: [f32; N_REPLY_FEATURES],
}

/// One position's forward pass, kept for the backward one.
#[derive(Clone, Debug, Default)]
pub struct DeepForward {
    pub inputs: Vec<f32>,
    pub h1: Vec<f32>,
    pub h2: Vec<f32>,
    pub outputs: [f32; N_OUTPUTS],
}

impl DeepNet {
    /// `base` with inputs for the reply features too (zero weights, so the same function).
    pub fn with_reply_features(mut self) -> DeepNet {
        self.base = self
            .base
            .with_inputs(N_INPUTS + N_REPLY_FEATURES, self.base.input_set());
        self
    }

    /// `base` with `n2` second-layer units: `W2` uniform in `+/- scale` drawn from `seed`,
    /// `b2` and `V` zero (so the same function as `base`).
    pub fn widen(base: Net, n2: usize, seed: u64, scale: f32) -> DeepNet {
        let n1 = base.n_hidden();
        const STEPS: u32 = 1 << 24;
        let mut dice = SeededDice::new(seed);
        let w2 = (0..n1 * n2)
            .map(|_| (dice.below(STEPS) as f32 / STEPS as f32 * 2.0 - 1.0) * scale)
            .collect();
        DeepNet {
            base,
            w2,
            b2: vec![0.0; n2],
            v: vec![0.0; N_OUTPUTS * n2],
            second_step: 1.0,
            cache_replies: true,
            reply_mask: [1.0; N_REPLY_FEATURES],
        }
    }

    pub fn n1(&self) -> usize {
        self.base.n_hidden()
    }

    pub fn n2(&self) -> usize {
        self.b2.len()
    }

    /// The forward pass of `position`'s inputs into `into`: the engine's, then the reply
    /// features ([`crate::replies`]) when the base net has inputs for them.
    pub fn forward(&self, position: &Position, into: &mut DeepForward) {
        let (n1, n2) = (self.n1(), self.n2());
        into.inputs.resize(self.base.n_inputs(), 0.0);
        into.h1.resize(n1, 0.0);
        into.h2.resize(n2, 0.0);
        let inputs: &mut [f32; N_INPUTS] =
            (&mut into.inputs[..N_INPUTS]).try_into().expect("N_INPUTS");
        encode(position, inputs);
        if self.base.n_inputs() == N_INPUTS + N_REPLY_FEATURES {
            let mut features = if self.cache_replies {
                cached_reply_features(position)
            } else {
                reply_features(position)
            };
            for (x, keep) in features.iter_mut().zip(self.reply_mask) {
                *x *= keep;
            }
            into.inputs[N_INPUTS..].copy_from_slice(&features);
        }
        self.base
            .forward(&into.inputs, &mut into.h1, &mut into.outputs);
        if n2 == 0 {
            return;
        }
        for (m, h) in into.h2.iter_mut().enumerate() {
            let row = &self.w2[m * n1..(m + 1) * n1];
            let z: f32 = self.b2[m] + row.iter().zip(&into.h1).map(|(w, x)| w * x).sum::<f32>();
            *h = sigmoid(z);
        }
        let [_, _, wo, bo] = self.base.parameters();
        for k in 0..N_OUTPUTS {
            let first: f32 = wo[k * n1..(k + 1) * n1]
                .iter()
                .zip(&into.h1)
                .map(|(w, x)| w * x)
                .sum();
            let second: f32 = self.v[k * n2..(k + 1) * n2]
                .iter()
                .zip(&into.h2)
                .map(|(w, x)| w * x)
                .sum();
            into.outputs[k] = sigmoid(bo[k] + first + second);
        }
    }

    /// The engine's net computing what this one does: its base when it has no second layer to
    /// speak of (no units, or output weights all zero). A base with the reply features reads
    /// input set 8 ([`REPLY_INPUT_SET`]): the engine's inputs and the blot features of both
    /// sides ([`BLOT_FEATURES`]), whose places it keeps; the point features must then have
    /// zero weights (as `--reply-blots-only` leaves them).
    ///
    /// # Errors
    /// A second layer that changes the outputs, or point features with weights.
    pub fn to_engine_net(&self) -> Result<Net, String> {
        if self.v.iter().any(|&w| w != 0.0) {
            return Err(format!(
                "the net has a second layer of {} units in use: the engine's nets have one",
                self.n2()
            ));
        }
        if self.base.n_inputs() == N_INPUTS {
            return Ok(self.base.clone());
        }
        let n1 = self.n1();
        let [hidden_weights, ..] = self.base.parameters();
        let point_features = (0..N_REPLY_FEATURES).filter(|i| !BLOT_FEATURES.contains(i));
        for feature in point_features {
            let row = &hidden_weights[(N_INPUTS + feature) * n1..(N_INPUTS + feature + 1) * n1];
            if row.iter().any(|&w| w != 0.0) {
                return Err(format!(
                    "reply feature {feature} (of the points) has weights: input set \
                     {REPLY_INPUT_SET} has the blot features only"
                ));
            }
        }
        let keep: Vec<usize> = (0..N_INPUTS)
            .chain(BLOT_FEATURES.map(|i| N_INPUTS + i))
            .collect();
        self.base
            .with_selected_inputs(&keep, REPLY_INPUT_SET)
            .ok_or_else(|| "the base net lacks the reply features' inputs".to_owned())
    }

    /// Adds `alpha` times the step of one position to the weights: `d` holds the negative loss
    /// derivatives by every unit's sum ([`DeepNet::deltas`], computed with the weights before
    /// any of this sample's steps), `f` the position's forward pass.
    pub fn apply(&mut self, f: &DeepForward, d: &Deltas, alpha: f32) {
        let (n1, n2) = (self.n1(), self.n2());
        let second_alpha = alpha * self.second_step;
        {
            let [w1, b1, wo, bo] = self.base.parameters_mut();
            for (k, &dk) in d.output.iter().enumerate() {
                for (w, &h) in wo[k * n1..(k + 1) * n1].iter_mut().zip(&f.h1) {
                    *w += alpha * dk * h;
                }
                bo[k] += alpha * dk;
            }
            for (b, &g) in b1.iter_mut().zip(&d.h1) {
                *b += alpha * g;
            }
            for (&x, row) in f.inputs.iter().zip(w1.chunks_exact_mut(n1)) {
                if x != 0.0 {
                    for (w, &g) in row.iter_mut().zip(&d.h1) {
                        *w += alpha * x * g;
                    }
                }
            }
        }
        for (k, &dk) in d.output.iter().enumerate() {
            for (w, &h) in self.v[k * n2..(k + 1) * n2].iter_mut().zip(&f.h2) {
                *w += second_alpha * dk * h;
            }
        }
        for (m, &e) in d.h2.iter().enumerate() {
            self.b2[m] += second_alpha * e;
            for (w, &h) in self.w2[m * n1..(m + 1) * n1].iter_mut().zip(&f.h1) {
                *w += second_alpha * e * h;
            }
        }
    }

    /// The negative loss derivatives by every unit's sum, given those by the outputs' sums.
    pub fn deltas(&self, f: &DeepForward, output: [f32; N_OUTPUTS], into: &mut Deltas) {
        let (n1, n2) = (self.n1(), self.n2());
        into.output = output;
        into.h2.clear();
        into.h2.extend((0..n2).map(|m| {
            let back: f32 = (0..N_OUTPUTS).map(|k| output[k] * self.v[k * n2 + m]).sum();
            back * f.h2[m] * (1.0 - f.h2[m])
        }));
        let [_, _, wo, _] = self.base.parameters();
        into.h1.clear();
        into.h1.resize(n1, 0.0);
        for (k, &dk) in output.iter().enumerate() {
            for (g, &w) in into.h1.iter_mut().zip(&wo[k * n1..(k + 1) * n1]) {
                *g += dk * w;
            }
        }
        for (m, &e) in into.h2.iter().enumerate() {
            for (g, &w) in into.h1.iter_mut().zip(&self.w2[m * n1..(m + 1) * n1]) {
                *g += e * w;
            }
        }
        for (g, &h) in into.h1.iter_mut().zip(&f.h1) {
            *g *= h * (1.0 - h);
        }
    }

    /// Every parameter: the base net's four parts, then `W2`, `b2` and `V`.
    pub fn parts(&self) -> [&[f32]; 7] {
        let [a, b, c, d] = self.base.parameters();
        [a, b, c, d, &self.w2, &self.b2, &self.v]
    }

    /// [`DeepNet::parts`], to change.
    pub fn parts_mut(&mut self) -> [&mut [f32]; 7] {
        let [a, b, c, d] = self.base.parameters_mut();
        [a, b, c, d, &mut self.w2, &mut self.b2, &mut self.v]
    }

    /// The file's bytes (the module's `MAGIC` has the layout).
    pub fn to_bytes(&self) -> Vec<u8> {
        let base = self.base.to_bytes();
        let mut bytes = MAGIC.to_vec();
        bytes.extend((self.n2() as u32).to_le_bytes());
        bytes.extend((base.len() as u32).to_le_bytes());
        bytes.extend(&base);
        for x in self.w2.iter().chain(&self.b2).chain(&self.v) {
            bytes.extend(x.to_le_bytes());
        }
        bytes
    }

    /// Reads [`DeepNet::to_bytes`]'s bytes, refusing any other length or a non-finite weight.
    pub fn from_bytes(bytes: &[u8]) -> Result<DeepNet, String> {
        let rest = bytes
            .strip_prefix(MAGIC)
            .ok_or("not a deep net (BGDEEP01)")?;
        let word = |at: usize| -> Result<usize, String> {
            let b = rest.get(at..at + 4).ok_or("truncated deep net")?;
            Ok(u32::from_le_bytes(b.try_into().expect("4 bytes")) as usize)
        };
        let (n2, base_len) = (word(0)?, word(4)?);
        let base_bytes = rest.get(8..8 + base_len).ok_or("truncated deep net")?;
        let base = Net::from_bytes(base_bytes).map_err(|e| e.to_string())?;
        let floats: Vec<f32> = rest[8 + base_len..]
            .chunks(4)
            .map(|c| c.try_into().map(f32::from_le_bytes))
            .collect::<Result<_, _>>()
            .map_err(|_| "a deep net's length is not whole floats")?;
        if ![N_INPUTS, N_INPUTS + N_REPLY_FEATURES].contains(&base.n_inputs()) {
            return Err(format!(
                "a deep net's base has {} inputs, neither the engine's {N_INPUTS} nor those and \
                 the {N_REPLY_FEATURES} reply features",
                base.n_inputs()
            ));
        }
        let n1 = base.n_hidden();
        if floats.len() != n2 * n1 + n2 + N_OUTPUTS * n2 {
            return Err(format!(
                "a deep net of {n2} second-layer units needs {} floats, has {}",
                n2 * n1 + n2 + N_OUTPUTS * n2,
                floats.len()
            ));
        }
        if floats.iter().any(|x| !x.is_finite()) {
            return Err("a deep net's weight is not finite".to_owned());
        }
        let (w2, rest) = floats.split_at(n2 * n1);
        let (b2, v) = rest.split_at(n2);
        Ok(DeepNet {
            base,
            w2: w2.to_vec(),
            b2: b2.to_vec(),
            v: v.to_vec(),
            second_step: 1.0,
            cache_replies: true,
            reply_mask: [1.0; N_REPLY_FEATURES],
        })
    }
}

/// The negative loss derivatives by the outputs' and the hidden units' sums of one position.
#[derive(Clone, Debug, Default)]
pub struct Deltas {
    pub output: [f32; N_OUTPUTS],
    pub h1: Vec<f32>,
    pub h2: Vec<f32>,
}

/// A deep net playing with the exact results and the bear-off database of `fixed`.
#[derive(Clone)]
pub struct DeepEvaluator {
    pub net: DeepNet,
    pub fixed: NetEvaluator,
}

impl Evaluator for DeepEvaluator {
    fn evaluate(&self, position: &Position) -> Probabilities {
        if !net_answers(position) {
            return self.fixed.evaluate(position);
        }
        let mut f = DeepForward::default();
        self.net.forward(position, &mut f);
        known_limits(position, Probabilities::from_outputs(f.outputs))
    }
}

/// The scratch of [`sibling_step`]: each candidate's forward pass, deltas and mover equity.
#[derive(Default)]
pub struct DeepScratch {
    forward: Vec<DeepForward>,
    deltas: Vec<Deltas>,
    mover: Vec<f64>,
    net: Vec<bool>,
    mask: Vec<[f64; N_OUTPUTS]>,
}

/// The forward passes of `sample`'s candidates: their mover equities into `scratch`.
fn forward_all(net: &DeepNet, fixed: &NetEvaluator, sample: &SiblingSample, s: &mut DeepScratch) {
    let n = sample.after.len();
    s.forward.resize(n, DeepForward::default());
    s.mover.resize(n, 0.0);
    s.net.resize(n, false);
    s.mask.resize(n, [0.0; N_OUTPUTS]);
    for (i, after) in sample.after.iter().enumerate() {
        s.net[i] = net_answers(after);
        if !s.net[i] {
            s.mover[i] = -f64::from(fixed.evaluate(after).equity());
            continue;
        }
        net.forward(after, &mut s.forward[i]);
        s.mask[i] = output_mask(after);
        let on_roll: f64 = (0..N_OUTPUTS)
            .map(|k| EQUITY_WEIGHTS[k] * s.mask[i][k] * f64::from(s.forward[i].outputs[k]))
            .sum::<f64>()
            - 1.0;
        s.mover[i] = -on_roll;
    }
}

/// The forward and backward passes of `sample`'s candidates on the sibling loss
/// ([`crate::siblings`] has it): each candidate's deltas into `s`; returns the loss.
pub fn sibling_deltas(
    net: &DeepNet,
    fixed: &NetEvaluator,
    sample: &SiblingSample,
    s: &mut DeepScratch,
) -> f64 {
    forward_all(net, fixed, sample, s);
    let n = sample.after.len();
    let net_mean = s.mover[..n].iter().sum::<f64>() / n as f64;
    let target_mean = sample.equity.iter().sum::<f64>() / n as f64;
    let mut loss = 0.0;
    s.deltas.resize(n, Deltas::default());
    for i in 0..n {
        let (m, t) = (s.mover[i], sample.equity[i]);
        let centred = (m - net_mean) - (t - target_mean);
        loss += 0.5 * sample.weight * (centred * centred + sample.level * (m - t) * (m - t));
        if !s.net[i] {
            continue;
        }
        let g = sample.weight * (centred + sample.level * (m - t));
        let o = s.forward[i].outputs;
        let output: [f32; N_OUTPUTS] = std::array::from_fn(|k| {
            let ok = f64::from(o[k]);
            (g * EQUITY_WEIGHTS[k] * s.mask[i][k] * ok * (1.0 - ok)) as f32
        });
        net.deltas(&s.forward[i], output, &mut s.deltas[i]);
    }
    loss
}

/// Adds `alpha` times the step of the `n` candidates whose deltas `s` holds to `into` (the
/// net itself, or a sum of gradients).
pub fn apply_deltas(into: &mut DeepNet, s: &DeepScratch, n: usize, alpha: f32) {
    for i in (0..n).filter(|&i| s.net[i]) {
        into.apply(&s.forward[i], &s.deltas[i], alpha);
    }
}

/// One step of `alpha` on the sibling loss of `sample`, every candidate's part computed with
/// the weights before the step; returns the loss before it.
pub fn sibling_step(
    net: &mut DeepNet,
    fixed: &NetEvaluator,
    sample: &SiblingSample,
    alpha: f32,
    s: &mut DeepScratch,
) -> f64 {
    let loss = sibling_deltas(net, fixed, sample, s);
    apply_deltas(net, s, sample.after.len(), alpha);
    loss
}

/// The cross-entropy deltas moving the outputs for `position` towards `target`, into `s` as
/// its one candidate (for [`apply_deltas`] with `n` 1).
pub fn value_deltas(
    net: &DeepNet,
    position: &Position,
    target: &[f32; N_OUTPUTS],
    s: &mut DeepScratch,
) {
    s.forward.resize(1, DeepForward::default());
    s.deltas.resize(1, Deltas::default());
    s.net.resize(1, true);
    s.net[0] = true;
    net.forward(position, &mut s.forward[0]);
    let o = s.forward[0].outputs;
    net.deltas(
        &s.forward[0],
        std::array::from_fn(|k| target[k] - o[k]),
        &mut s.deltas[0],
    );
}

/// One cross-entropy step of `alpha` moving the outputs for `position` towards `target`.
pub fn value_step(
    net: &mut DeepNet,
    position: &Position,
    target: &[f32; N_OUTPUTS],
    alpha: f32,
    s: &mut DeepScratch,
) {
    value_deltas(net, position, target, s);
    apply_deltas(net, s, 1, alpha);
}

/// Adam (Kingma and Ba) over a deep net's parameters: the steps of a batch are summed into a
/// net of zeros ([`Adam::gradient`], by [`apply_deltas`] with `alpha` 1), then
/// [`Adam::step`] moves the net by the moments' ratio, parameter by parameter, so that the
/// rarely active inputs' weights and the second layer's step as far as the busiest.
pub struct Adam {
    pub rate: f32,
    first: Vec<Vec<f32>>,
    second: Vec<Vec<f32>>,
    steps: i32,
    gradient: DeepNet,
}

impl Adam {
    const BETA1: f32 = 0.9;
    const BETA2: f32 = 0.999;
    const EPSILON: f32 = 1e-8;

    pub fn new(net: &DeepNet, rate: f32) -> Adam {
        let mut gradient = net.clone();
        gradient.second_step = 1.0;
        for part in gradient.parts_mut() {
            part.fill(0.0);
        }
        let zeros: Vec<Vec<f32>> = net.parts().iter().map(|p| vec![0.0; p.len()]).collect();
        Adam {
            rate,
            first: zeros.clone(),
            second: zeros,
            steps: 0,
            gradient,
        }
    }

    /// The sum of the batch's steps so far (the negative gradient).
    pub fn gradient(&mut self) -> &mut DeepNet {
        &mut self.gradient
    }

    /// Moves `net` by the batch's gradient and clears it for the next batch.
    pub fn step(&mut self, net: &mut DeepNet) {
        self.steps += 1;
        let correct1 = 1.0 - Self::BETA1.powi(self.steps);
        let correct2 = 1.0 - Self::BETA2.powi(self.steps);
        let gradient = self.gradient.parts_mut();
        let parts = net.parts_mut();
        for (((p, g), m), v) in parts
            .into_iter()
            .zip(gradient)
            .zip(&mut self.first)
            .zip(&mut self.second)
        {
            for (((p, g), m), v) in p.iter_mut().zip(g.iter_mut()).zip(m).zip(v) {
                *m = Self::BETA1 * *m + (1.0 - Self::BETA1) * *g;
                *v = Self::BETA2 * *v + (1.0 - Self::BETA2) * *g * *g;
                *p += self.rate * (*m / correct1) / ((*v / correct2).sqrt() + Self::EPSILON);
                *g = 0.0;
            }
        }
    }
}

/// How `net` does on held-out decisions: the net's mean squared error of the centred
/// differences (per candidate) and the equity its choice loses to the targets' best (per
/// decision), as [`crate::siblings::sibling_error`] measures an engine net.
pub fn deep_sibling_error(
    net: &DeepNet,
    fixed: &NetEvaluator,
    samples: &[SiblingSample],
) -> (f64, f64) {
    let mut s = DeepScratch::default();
    let (mut squared, mut candidates, mut lost) = (0.0, 0usize, 0.0);
    for sample in samples {
        forward_all(net, fixed, sample, &mut s);
        let n = sample.after.len();
        let net_mean = s.mover[..n].iter().sum::<f64>() / n as f64;
        let target_mean = sample.equity.iter().sum::<f64>() / n as f64;
        for i in 0..n {
            let c = (s.mover[i] - net_mean) - (sample.equity[i] - target_mean);
            squared += c * c;
        }
        candidates += n;
        lost += choice_lost(n, |i| s.mover[i], &sample.equity);
    }
    (
        squared / candidates.max(1) as f64,
        lost / samples.len().max(1) as f64,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::eval::inputs::INPUT_SET;

    fn small(n2: usize) -> (DeepNet, NetEvaluator) {
        let base = Net::seeded(N_INPUTS, 6, N_OUTPUTS, INPUT_SET, 11, 0.4);
        let fixed = NetEvaluator::new(base.clone())
            .unwrap()
            .with_bearoff_database(true);
        let mut net = DeepNet::widen(base, n2, 3, 0.5);
        // Output weights of the second layer that are not zero, so that its gradient shows.
        for (i, v) in net.v.iter_mut().enumerate() {
            *v = 0.3 * ((i % 5) as f32 - 2.0);
        }
        (net, fixed)
    }

    /// The first plays of the opening 3-1 with the targets `equity`, weighted 0.7, their levels
    /// 0.5.
    fn opening_sample(equity: &[f64]) -> SiblingSample {
        SiblingSample {
            level: 0.5,
            ..crate::siblings::tests::sample((3, 1), equity, 0.7)
        }
    }

    #[test]
    fn a_net_of_the_blot_features_exports_as_the_engines_net_of_input_set_8() {
        let mut base = Net::seeded(N_INPUTS + N_REPLY_FEATURES, 8, N_OUTPUTS, INPUT_SET, 5, 0.4);
        let n1 = base.n_hidden();
        let points = |feature: usize| (N_INPUTS + feature) * n1..(N_INPUTS + feature + 1) * n1;
        for feature in [2, 3, 6, 7] {
            base.parameters_mut()[0][points(feature)].fill(0.0);
        }
        let mut deep = DeepNet::widen(base, 0, 1, 0.5);
        deep.cache_replies = false;
        let net = deep.to_engine_net().unwrap();
        assert_eq!(
            (net.n_inputs(), net.input_set()),
            (N_INPUTS + 4, REPLY_INPUT_SET)
        );
        let engine = NetEvaluator::new(net).unwrap();
        let fixed = NetEvaluator::new(Net::seeded(N_INPUTS, 6, N_OUTPUTS, INPUT_SET, 1, 0.4));
        let trainer = DeepEvaluator {
            net: deep.clone(),
            fixed: fixed.unwrap(),
        };
        // The positions after every play of every roll from two positions of the opening.
        let mut compared = 0;
        let second = Position::STARTING.legal_plays(bg_engine::Dice::new(6, 4).unwrap())[0]
            .position
            .switch_sides();
        for position in [Position::STARTING, second] {
            for (dice, _) in bg_engine::Dice::all_21() {
                let plays = position.legal_plays(dice);
                for play in &plays {
                    let after = play.position.switch_sides();
                    let (a, b) = (engine.evaluate(&after), trainer.evaluate(&after));
                    for (x, y) in a.to_array().into_iter().zip(b.to_array()) {
                        assert!((x - y).abs() < 1e-5, "{after}: {a:?} {b:?}");
                    }
                    compared += 1;
                }
                // The engine's evaluation of siblings, which computes the inputs its own way,
                // agrees too.
                let mut siblings = Vec::new();
                let after: Vec<Position> =
                    plays.iter().map(|p| p.position.switch_sides()).collect();
                engine.evaluate_siblings(&after, &mut siblings);
                for (p, chances) in after.iter().zip(&siblings) {
                    assert_eq!(*chances, engine.evaluate(p));
                }
            }
        }
        assert!(compared > 500, "{compared}");
        // A point feature with a weight, or a second layer in use, has no engine net.
        let mut with_points = deep.clone();
        with_points.base.parameters_mut()[0][points(2)][0] = 0.1;
        assert!(with_points.to_engine_net().is_err());
        let mut second_layer = DeepNet::widen(deep.base.clone(), 2, 1, 0.5);
        assert!(
            second_layer.to_engine_net().is_ok(),
            "a layer without output weights"
        );
        second_layer.v[3] = 0.1;
        assert!(second_layer.to_engine_net().is_err());
    }

    #[test]
    fn with_zero_second_layer_outputs_it_is_its_base_net() {
        let base = NetEvaluator::embedded().net().clone();
        let wide = DeepNet::widen(base.clone(), 8, 1, 0.5);
        let none = DeepNet::widen(base.clone(), 0, 1, 0.5);
        let evaluator = NetEvaluator::new(base).unwrap();
        let mut f = DeepForward::default();
        for position in [Position::STARTING, Position::STARTING.switch_sides()] {
            let expected = evaluator.evaluate(&position).to_array();
            none.forward(&position, &mut f);
            assert_eq!(
                f.outputs, expected,
                "no second layer: the base net bit for bit"
            );
            wide.forward(&position, &mut f);
            for (o, e) in f.outputs.iter().zip(expected) {
                assert!((o - e).abs() < 1e-5, "{o} {e}");
            }
        }
    }

    #[test]
    fn the_step_is_the_loss_gradient() {
        let (net, fixed) = small(4);
        let sample = opening_sample(&[0.30, -0.20, 0.05, 0.10]);
        let loss = |net: &DeepNet| {
            let mut copy = net.clone();
            // A step of zero leaves the net and returns the loss.
            sibling_step(&mut copy, &fixed, &sample, 0.0, &mut DeepScratch::default())
        };
        // The step of alpha moves each weight by alpha times the negative gradient: compare a
        // tiny step's change of every kind of weight with the finite difference.
        let alpha = 1e-3;
        let mut stepped = net.clone();
        sibling_step(
            &mut stepped,
            &fixed,
            &sample,
            alpha,
            &mut DeepScratch::default(),
        );
        let h = 1e-2;
        let mut checked = 0;
        let mut check = |get: &dyn Fn(&mut DeepNet) -> &mut f32| {
            let mut plus = net.clone();
            *get(&mut plus) += h;
            let mut minus = net.clone();
            *get(&mut minus) -= h;
            let difference = (loss(&plus) - loss(&minus)) / (2.0 * f64::from(h));
            let moved =
                f64::from(*get(&mut stepped.clone()) - *get(&mut net.clone())) / alpha as f64;
            assert!(
                (difference + moved).abs() <= 1e-4 + 0.03 * difference.abs(),
                "finite difference {difference} against the step's {}",
                -moved
            );
            checked += usize::from(difference.abs() > 1e-4);
        };
        let mut inputs = [0f32; N_INPUTS];
        encode(&sample.after[0], &mut inputs);
        let active = inputs.iter().position(|&x| x != 0.0).unwrap();
        let n1 = net.n1();
        check(&|n: &mut DeepNet| &mut n.base.parameters_mut()[0][active * n1 + 2]);
        check(&|n: &mut DeepNet| &mut n.base.parameters_mut()[1][3]);
        check(&|n: &mut DeepNet| &mut n.base.parameters_mut()[2][7]);
        check(&|n: &mut DeepNet| &mut n.base.parameters_mut()[3][1]);
        check(&|n: &mut DeepNet| &mut n.w2[5]);
        check(&|n: &mut DeepNet| &mut n.b2[2]);
        check(&|n: &mut DeepNet| &mut n.v[6]);
        check(&|n: &mut DeepNet| &mut n.v[13]);
        assert!(checked >= 5, "gradients to check: {checked}");
    }

    #[test]
    fn without_a_second_layer_it_steps_and_scores_as_bgtrain_fit() {
        use crate::siblings::{sibling_error, SiblingScratch};
        // Candidates where the masks matter: a side that has borne checkers off can no longer
        // lose a gammon.
        let off = Position::from_points(&[(1, 6), (2, 3), (8, 2)], &[(20, 2), (6, 13)]).unwrap();
        let mut sample = opening_sample(&[0.30, -0.20, 0.05]);
        sample.after.extend([off, off.switch_sides()]);
        sample.equity.extend([0.4, -0.6]);
        let base = Net::seeded(N_INPUTS, 6, N_OUTPUTS, INPUT_SET, 11, 0.4);
        let mut engine = NetEvaluator::new(base.clone())
            .unwrap()
            .with_bearoff_database(true);
        let mut deep = DeepNet::widen(base, 0, 1, 0.5);
        let fixed = engine.clone();
        let (mut a, mut b) = (SiblingScratch::default(), DeepScratch::default());
        for _ in 0..3 {
            let expected = crate::siblings::sibling_step(&mut engine, &sample, 0.3, &mut a);
            let loss = sibling_step(&mut deep, &fixed, &sample, 0.3, &mut b);
            assert!((loss - expected).abs() < 1e-9, "{loss} {expected}");
        }
        assert_eq!(&deep.base, engine.net(), "the same steps");
        let expected = sibling_error(&engine, std::slice::from_ref(&sample));
        let (dmse, lost) = deep_sibling_error(&deep, &fixed, std::slice::from_ref(&sample));
        assert!(
            (dmse - expected.mse).abs() < 1e-9,
            "{dmse} {}",
            expected.mse
        );
        assert_eq!(lost, expected.lost);
    }

    #[test]
    fn adams_first_step_moves_each_parameter_by_its_rate_against_the_gradient() {
        let (net, fixed) = small(4);
        let sample = opening_sample(&[0.30, -0.20, 0.05, 0.10]);
        let mut adam = Adam::new(&net, 0.01);
        let mut s = DeepScratch::default();
        sibling_deltas(&net, &fixed, &sample, &mut s);
        apply_deltas(adam.gradient(), &s, sample.after.len(), 1.0);
        let gradient = adam.gradient().clone();
        let mut stepped = net.clone();
        adam.step(&mut stepped);
        // The first step's corrected moments are g and g^2: a step of the rate, in the
        // direction of the negative gradient, wherever the gradient is not zero.
        let mut moved = 0;
        for ((before, after), g) in net
            .parts()
            .iter()
            .zip(stepped.parts())
            .zip(gradient.parts())
        {
            for ((b, a), g) in before.iter().zip(after).zip(g) {
                if g.abs() > 1e-6 {
                    assert!(
                        (a - b - 0.01 * g.signum()).abs() < 1e-4,
                        "{b} -> {a} for {g}"
                    );
                    moved += 1;
                } else if *g == 0.0 {
                    assert_eq!(a, b);
                }
            }
        }
        assert!(moved > 20, "{moved}");
        assert!(
            adam.gradient()
                .parts()
                .iter()
                .all(|p| p.iter().all(|&g| g == 0.0)),
            "cleared"
        );
    }

    #[test]
    fn a_value_step_moves_the_outputs_towards_the_target() {
        let (mut net, _) = small(4);
        let target = [0.9, 0.4, 0.1, 0.05, 0.01];
        let mut s = DeepScratch::default();
        let mut f = DeepForward::default();
        let distance = |net: &DeepNet, f: &mut DeepForward| {
            net.forward(&Position::STARTING, f);
            f.outputs
                .iter()
                .zip(&target)
                .map(|(o, t)| (o - t).abs())
                .sum::<f32>()
        };
        let before = distance(&net, &mut f);
        for _ in 0..50 {
            value_step(&mut net, &Position::STARTING, &target, 0.2, &mut s);
        }
        assert!(distance(&net, &mut f) < 0.3 * before);
    }

    #[test]
    fn the_file_round_trips_and_bad_bytes_are_refused() {
        let (net, _) = small(3);
        let bytes = net.to_bytes();
        assert_eq!(DeepNet::from_bytes(&bytes).unwrap(), net);
        assert!(DeepNet::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(DeepNet::from_bytes(&bytes[..20]).is_err());
        assert!(DeepNet::from_bytes(b"BGNN").is_err());
        let mut extra = bytes.clone();
        extra.extend(0f32.to_le_bytes());
        assert!(DeepNet::from_bytes(&extra).is_err());
        let mut nan = bytes.clone();
        let at = nan.len() - 4;
        nan[at..].copy_from_slice(&f32::NAN.to_le_bytes());
        assert!(DeepNet::from_bytes(&nan).is_err());
    }
}
