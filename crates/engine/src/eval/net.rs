//! A multilayer perceptron with one hidden layer: sigmoid hidden units, sigmoid outputs, `f32`.
//!
//! The hidden weights are stored input by input (`[input][hidden]`): the inputs of a position
//! are mostly zero, so the forward pass adds, for each non-zero input, one contiguous row of
//! weights to the hidden sums, a loop the compiler vectorizes. The output weights are stored
//! output by output (`[output][hidden]`), a dot product each.

use crate::dice::SeededDice;

/// The largest input layer a net may have (the forward pass gathers its non-zero inputs on the
/// stack).
pub const MAX_INPUTS: usize = 1024;
/// Hidden units summed together in registers by the forward pass: eight 128-bit registers of
/// sums, each a chain of dependent additions (one per non-zero input), so that the processor
/// has eight chains to overlap instead of four (natively 16 units took about 15% longer an
/// evaluation; 64 spill out of the sixteen vector registers). In WebAssembly too, since the
/// weights are blocked ([`BlockedWeights`]): before, with a bounds check and the row's place
/// computed for each row, V8's code for 32 units ran slower than for 16 in Node
/// (`docs/benchmarks.md`, "The engine in WebAssembly"). The sums are the same either way.
const BLOCK: usize = 32;
/// The block for the units left over when the hidden layer is not a multiple of [`BLOCK`].
const NARROW_BLOCK: usize = 16;
/// Inputs that [`BlockedWeights`] has rows for: an input's index, checked below the net's
/// inputs, is then a byte.
const BLOCKED_ROWS: usize = 256;

/// A one-hidden-layer network. Build one from a weights file ([`Net::from_bytes`]) or with
/// seeded random weights ([`Net::seeded`]) to start training.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    pub(crate) n_inputs: usize,
    pub(crate) n_hidden: usize,
    pub(crate) n_outputs: usize,
    /// Which input encoding the net was trained on (see [`super::inputs::INPUT_SET`]).
    pub(crate) input_set: u32,
    /// Self-play games the net was trained on, for the record.
    pub(crate) games_trained: u64,
    /// `[input][hidden]`.
    pub(crate) hidden_weights: Vec<f32>,
    pub(crate) hidden_bias: Vec<f32>,
    /// `[output][hidden]`.
    pub(crate) output_weights: Vec<f32>,
    pub(crate) output_bias: Vec<f32>,
}

/// The dot product of two slices of equal length, summed in eight lanes (then the lanes in
/// order): independent chains the compiler can keep in one vector register, instead of one
/// long chain of dependent additions. The order is fixed, so the result is the same everywhere.
#[inline]
fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut lanes = [0f32; 8];
    let (a8, a_rest) = a.split_at(a.len() - a.len() % 8);
    let (b8, b_rest) = b.split_at(a8.len());
    for (x, y) in a8.chunks_exact(8).zip(b8.chunks_exact(8)) {
        for k in 0..8 {
            lanes[k] += x[k] * y[k];
        }
    }
    let mut sum = lanes.iter().sum::<f32>();
    for (x, y) in a_rest.iter().zip(b_rest) {
        sum += x * y;
    }
    sum
}

/// The logistic function, `1 / (1 + e^-x)`, with this module's branch-free `exp`: within a few units in the last place
/// of the exact value, and free of branches, so that a loop over the hidden layer vectorizes.
#[inline]
pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + exp(-x))
}

/// `e^x` for `f32` without calling the C library: Cody and Waite's range reduction,
/// `x = n ln 2 + r` with `|r| <= ln 2 / 2`, then Cephes' degree-6 polynomial for `e^r` and
/// `2^n` built from its bits. Inputs are clamped to about `-87.3..=88.7` (so the result stays a
/// normal float); the relative error is about 2e-7. Written without branches or library
/// calls so that loops over it vectorize, which matters: the hidden layer's sigmoids were most
/// of the time of an evaluation with the library's `exp`.
#[inline]
pub fn exp(x: f32) -> f32 {
    const LOG2E: f32 = std::f32::consts::LOG2_E;
    // ln 2 split in a part with few significant bits (exact products) and the rest.
    const LN2_HI: f32 = 0.693_359_4;
    const LN2_LO: f32 = -2.121_944_4e-4;
    // Adding 1.5 * 2^23 rounds to an integer, which then sits in the low mantissa bits.
    const ROUND: f32 = 12_582_912.0;
    let x = x.clamp(-87.3, 88.7);
    let shifted = x * LOG2E + ROUND;
    let n = shifted - ROUND;
    let r = x - n * LN2_HI - n * LN2_LO;
    let mut p = 1.987_569_2e-4_f32;
    p = p * r + 1.398_199_9e-3;
    p = p * r + 8.333_452e-3;
    p = p * r + 4.166_579_6e-2;
    p = p * r + 1.666_666_5e-1;
    p = p * r + 0.5;
    let y = p * r * r + r + 1.0;
    // The integer n is the low bits of `shifted` (whose bits are 0x4B40_0000 + n).
    let n_int = shifted.to_bits().wrapping_sub(0x4B40_0000) as i32;
    let scale = f32::from_bits(((n_int + 127).clamp(1, 254) as u32) << 23);
    y * scale
}

impl Net {
    /// A net with every weight drawn uniformly from `-scale..scale` by [`SeededDice`] seeded
    /// with `seed`: the same arguments always give the same net.
    pub fn seeded(
        n_inputs: usize,
        n_hidden: usize,
        n_outputs: usize,
        input_set: u32,
        seed: u64,
        scale: f32,
    ) -> Net {
        const STEPS: u32 = 1 << 24;
        let mut rng = SeededDice::new(seed);
        let mut draw = |n: usize| -> Vec<f32> {
            (0..n)
                .map(|_| (rng.below(STEPS) as f32 / STEPS as f32 * 2.0 - 1.0) * scale)
                .collect()
        };
        Net {
            n_inputs,
            n_hidden,
            n_outputs,
            input_set,
            games_trained: 0,
            hidden_weights: draw(n_inputs * n_hidden),
            hidden_bias: draw(n_hidden),
            output_weights: draw(n_outputs * n_hidden),
            output_bias: draw(n_outputs),
        }
    }

    /// The same net reading `n_inputs` inputs (at least as many as it reads) of the encoding
    /// `input_set`: the new inputs, which must come after the old ones, get zero weights, so
    /// that the net computes the same outputs until training teaches it to use them.
    pub fn with_inputs(&self, n_inputs: usize, input_set: u32) -> Net {
        let n_inputs = n_inputs.max(self.n_inputs);
        let mut hidden_weights = self.hidden_weights.clone();
        hidden_weights.resize(n_inputs * self.n_hidden, 0.0);
        Net {
            n_inputs,
            input_set,
            hidden_weights,
            ..self.clone()
        }
    }

    /// The same net reading only its inputs `keep`, in that order, as the encoding
    /// `input_set`: for a net trained with inputs the encoding leaves out (their weights
    /// dropped). `None` when an index of `keep` is not one of its inputs.
    pub fn with_selected_inputs(&self, keep: &[usize], input_set: u32) -> Option<Net> {
        let mut hidden_weights = Vec::with_capacity(keep.len() * self.n_hidden);
        for &input in keep {
            let row = self
                .hidden_weights
                .get(input * self.n_hidden..(input + 1) * self.n_hidden)?;
            hidden_weights.extend_from_slice(row);
        }
        Some(Net {
            n_inputs: keep.len(),
            input_set,
            hidden_weights,
            ..self.clone()
        })
    }

    /// The same net with `n_hidden` hidden units (at least as many as it has): the new units
    /// get input weights and biases drawn as in [`Net::seeded`], and zero output weights, so
    /// that the wider net computes exactly the same outputs until training moves them. Used to
    /// grow a trained net instead of training a bigger one from nothing.
    pub fn widened(&self, n_hidden: usize, seed: u64, scale: f32) -> Net {
        let n_hidden = n_hidden.max(self.n_hidden);
        let fresh = Net::seeded(
            self.n_inputs,
            n_hidden,
            self.n_outputs,
            self.input_set,
            seed,
            scale,
        );
        let mut hidden_weights = fresh.hidden_weights;
        for (input, row) in hidden_weights.chunks_exact_mut(n_hidden).enumerate() {
            row[..self.n_hidden].copy_from_slice(
                &self.hidden_weights[input * self.n_hidden..(input + 1) * self.n_hidden],
            );
        }
        let mut hidden_bias = fresh.hidden_bias;
        hidden_bias[..self.n_hidden].copy_from_slice(&self.hidden_bias);
        let mut output_weights = vec![0f32; self.n_outputs * n_hidden];
        for (k, row) in output_weights.chunks_exact_mut(n_hidden).enumerate() {
            row[..self.n_hidden]
                .copy_from_slice(&self.output_weights[k * self.n_hidden..(k + 1) * self.n_hidden]);
        }
        Net {
            n_hidden,
            hidden_weights,
            hidden_bias,
            output_weights,
            output_bias: self.output_bias.clone(),
            ..self.clone()
        }
    }

    /// Number of inputs.
    pub fn n_inputs(&self) -> usize {
        self.n_inputs
    }

    /// Number of hidden units.
    pub fn n_hidden(&self) -> usize {
        self.n_hidden
    }

    /// Number of outputs.
    pub fn n_outputs(&self) -> usize {
        self.n_outputs
    }

    /// The input encoding the net expects.
    pub fn input_set(&self) -> u32 {
        self.input_set
    }

    /// Self-play games the net was trained on.
    pub fn games_trained(&self) -> u64 {
        self.games_trained
    }

    /// Records the number of games the net was trained on (saved in its weights file).
    pub fn set_games_trained(&mut self, games: u64) {
        self.games_trained = games;
    }

    /// The parameters in their storage order: the hidden weights (`[input][hidden]`), the
    /// hidden biases, the output weights (`[output][hidden]`), the output biases. For training
    /// code with a loss of its own (the trainer's loss on the differences between the plays of
    /// one roll), which back-propagates through [`Net::forward`]'s activations itself.
    pub fn parameters(&self) -> [&[f32]; 4] {
        [
            &self.hidden_weights,
            &self.hidden_bias,
            &self.output_weights,
            &self.output_bias,
        ]
    }

    /// [`Net::parameters`], to change them.
    pub fn parameters_mut(&mut self) -> [&mut [f32]; 4] {
        [
            &mut self.hidden_weights,
            &mut self.hidden_bias,
            &mut self.output_weights,
            &mut self.output_bias,
        ]
    }

    /// The weight-by-weight mean of `nets` (all of one shape and input set), with the largest
    /// games count; `None` when `nets` is empty or their shapes differ. Averaging the last
    /// checkpoints of a run smooths out the noise of the last learning steps.
    pub fn average(nets: &[Net]) -> Option<Net> {
        let (first, rest) = nets.split_first()?;
        let same_shape = |net: &Net| {
            (net.n_inputs, net.n_hidden, net.n_outputs, net.input_set)
                == (
                    first.n_inputs,
                    first.n_hidden,
                    first.n_outputs,
                    first.input_set,
                )
        };
        if !rest.iter().all(same_shape) {
            return None;
        }
        let mut mean = first.clone();
        let scale = 1.0 / nets.len() as f32;
        let parts = |net: &Net| {
            [
                net.hidden_weights.clone(),
                net.hidden_bias.clone(),
                net.output_weights.clone(),
                net.output_bias.clone(),
            ]
        };
        let mut sums = parts(first);
        for net in rest {
            for (sum, part) in sums.iter_mut().zip(parts(net)) {
                for (s, w) in sum.iter_mut().zip(part) {
                    *s += w;
                }
            }
            mean.games_trained = mean.games_trained.max(net.games_trained);
        }
        for sum in &mut sums {
            for s in sum.iter_mut() {
                *s *= scale;
            }
        }
        let [hidden_weights, hidden_bias, output_weights, output_bias] = sums;
        mean.hidden_weights = hidden_weights;
        mean.hidden_bias = hidden_bias;
        mean.output_weights = output_weights;
        mean.output_bias = output_bias;
        Some(mean)
    }

    /// Computes the hidden activations into `hidden` (length `n_hidden`) and the outputs into
    /// `outputs` (length `n_outputs`).
    ///
    /// # Panics
    /// When a slice has the wrong length (a programming error: the sizes are the net's).
    pub fn forward(&self, inputs: &[f32], hidden: &mut [f32], outputs: &mut [f32]) {
        assert_eq!(inputs.len(), self.n_inputs, "input length");
        // The non-zero inputs, gathered without branches (most inputs are zero).
        let mut active_index = [0u16; MAX_INPUTS];
        let mut active_value = [0f32; MAX_INPUTS];
        let mut n_active = 0;
        for (index, &x) in inputs.iter().enumerate() {
            active_index[n_active] = index as u16;
            active_value[n_active] = x;
            n_active += usize::from(x != 0.0);
        }
        self.forward_sparse(
            &active_index[..n_active],
            &active_value[..n_active],
            hidden,
            outputs,
        );
    }

    /// [`Net::forward`] given only the non-zero inputs: their indices (each below
    /// `n_inputs`) and values.
    ///
    /// # Panics
    /// When a slice has the wrong length or an index is out of range.
    pub fn forward_sparse(
        &self,
        indices: &[u16],
        values: &[f32],
        hidden: &mut [f32],
        outputs: &mut [f32],
    ) {
        assert_eq!(hidden.len(), self.n_hidden, "hidden length");
        self.hidden_sums(indices, values, hidden);
        self.outputs_of_sums(hidden, outputs);
    }

    /// The hidden layer's sums before the sigmoid (bias plus weighted inputs) for the non-zero
    /// inputs `indices` (each below `n_inputs`) and `values`, into `sums` (length `n_hidden`).
    ///
    /// # Panics
    /// When `sums` has the wrong length or an index is out of range.
    pub fn hidden_sums(&self, indices: &[u16], values: &[f32], sums: &mut [f32]) {
        assert_eq!(sums.len(), self.n_hidden, "hidden length");
        sums.copy_from_slice(&self.hidden_bias);
        self.add_to_sums(indices, values, sums);
    }

    /// Adds to the hidden sums `sums` (length `n_hidden`) each input's value times its row of
    /// hidden weights: a block of units at a time, the block's sums kept in registers while the
    /// rows of the inputs stream past. Each unit's sum gets the inputs one after the other in
    /// the order given, so adding a position's inputs in two parts, the first ones and then the
    /// rest, gives the same sums bit for bit as adding them all at once (which is how
    /// [`super::NetEvaluator::evaluate_siblings`] reuses the sums of the inputs that siblings
    /// share).
    ///
    /// # Panics
    /// When `sums` has the wrong length or an index is out of range.
    pub fn add_to_sums(&self, indices: &[u16], values: &[f32], sums: &mut [f32]) {
        assert_eq!(sums.len(), self.n_hidden, "hidden length");
        if self.n_hidden.is_multiple_of(BLOCK) {
            self.add_to_whole_blocks::<BLOCK>(indices, values, sums);
            return;
        }
        let wide = self.n_hidden / BLOCK * BLOCK;
        let narrow = wide + (self.n_hidden - wide) / NARROW_BLOCK * NARROW_BLOCK;
        for base in (0..wide).step_by(BLOCK) {
            self.add_to_block::<BLOCK>(indices, values, base, &mut sums[base..base + BLOCK]);
        }
        for base in (wide..narrow).step_by(NARROW_BLOCK) {
            self.add_to_block::<NARROW_BLOCK>(
                indices,
                values,
                base,
                &mut sums[base..base + NARROW_BLOCK],
            );
        }
        for unit in narrow..self.n_hidden {
            self.add_to_block::<1>(indices, values, unit, &mut sums[unit..=unit]);
        }
    }

    /// [`Net::add_to_sums`] for a hidden layer of whole blocks of `W` units (`n_hidden` a
    /// multiple of `W`; `W` is [`BLOCK`], other widths for the tests): the weights seen as
    /// blocks of `W` units (input `i`'s block `b` is block `i * blocks_per_row + b`), whose
    /// places are found once for a batch of inputs and then serve every block of units, so
    /// that each row costs a load and one bounds check instead of a multiplication and two
    /// checks. The same sums: each unit still gets the inputs in the order given.
    pub(super) fn add_to_whole_blocks<const W: usize>(
        &self,
        indices: &[u16],
        values: &[f32],
        sums: &mut [f32],
    ) {
        const BATCH: usize = 32;
        assert_eq!(sums.len(), self.n_hidden, "hidden length");
        assert!(self.n_hidden.is_multiple_of(W), "whole blocks");
        let (blocks, _) = self.hidden_weights.as_chunks::<W>();
        let blocks_per_row = self.n_hidden / W;
        let (sum_blocks, _) = sums.as_chunks_mut::<W>();
        for (indices, values) in indices.chunks(BATCH).zip(values.chunks(BATCH)) {
            let firsts: [usize; BATCH] = std::array::from_fn(|j| {
                indices
                    .get(j)
                    .map_or(0, |&index| usize::from(index) * blocks_per_row)
            });
            for (b, block_sums) in sum_blocks.iter_mut().enumerate() {
                let mut acc = *block_sums;
                for (&first, &x) in firsts[..indices.len()].iter().zip(values) {
                    let row = &blocks[first + b];
                    for k in 0..W {
                        acc[k] += x * row[k];
                    }
                }
                *block_sums = acc;
            }
        }
    }

    /// [`Net::add_to_sums`] for the `W` hidden units from `base`, whose sums are `sums`: kept
    /// in registers while the rows of the inputs stream past. Each unit's sum gets the inputs
    /// in the order given, whatever `W`, so the result does not depend on the blocking.
    #[inline(always)]
    fn add_to_block<const W: usize>(
        &self,
        indices: &[u16],
        values: &[f32],
        base: usize,
        sums: &mut [f32],
    ) {
        let mut block_sums = [0f32; W];
        block_sums.copy_from_slice(sums);
        for (&index, &x) in indices.iter().zip(values) {
            let start = usize::from(index) * self.n_hidden + base;
            let row = &self.hidden_weights[start..start + W];
            for k in 0..W {
                block_sums[k] += x * row[k];
            }
        }
        sums.copy_from_slice(&block_sums);
    }

    /// The outputs from the hidden layer's sums: the sums are replaced by the hidden units'
    /// activations and the outputs written into `outputs` (length `n_outputs`).
    ///
    /// # Panics
    /// When a slice has the wrong length.
    pub fn outputs_of_sums(&self, hidden: &mut [f32], outputs: &mut [f32]) {
        assert_eq!(hidden.len(), self.n_hidden, "hidden length");
        assert_eq!(outputs.len(), self.n_outputs, "output length");
        for h in hidden.iter_mut() {
            *h = sigmoid(*h);
        }
        for ((out, row), &bias) in outputs
            .iter_mut()
            .zip(self.output_weights.chunks_exact(self.n_hidden))
            .zip(&self.output_bias)
        {
            *out = sigmoid(bias + dot(row, hidden));
        }
    }

    /// One gradient step of size `alpha` moving the outputs for `inputs` towards `targets`,
    /// minimizing the cross-entropy of each sigmoid output (so the output error is simply
    /// `target - output`). `hidden` and `outputs` must be the result of [`Net::forward`] on
    /// `inputs` with the current weights. Used by training; play never calls it.
    ///
    /// # Panics
    /// When a slice has the wrong length.
    pub fn train_step(
        &mut self,
        inputs: &[f32],
        hidden: &[f32],
        outputs: &[f32],
        targets: &[f32],
        alpha: f32,
    ) {
        assert_eq!(targets.len(), self.n_outputs, "target length");
        assert_eq!(outputs.len(), self.n_outputs, "output length");
        let n_hidden = self.n_hidden;
        // Back-propagated error of each hidden unit, computed with the output weights before
        // they change.
        let mut hidden_delta = vec![0f32; n_hidden];
        for k in 0..self.n_outputs {
            let delta = targets[k] - outputs[k];
            let row = &mut self.output_weights[k * n_hidden..(k + 1) * n_hidden];
            for ((d, w), &h) in hidden_delta.iter_mut().zip(row.iter_mut()).zip(hidden) {
                *d += delta * *w;
                *w += alpha * delta * h;
            }
            self.output_bias[k] += alpha * delta;
        }
        for (d, &h) in hidden_delta.iter_mut().zip(hidden) {
            *d *= alpha * h * (1.0 - h);
        }
        for (b, &d) in self.hidden_bias.iter_mut().zip(&hidden_delta) {
            *b += d;
        }
        for (&x, row) in inputs
            .iter()
            .zip(self.hidden_weights.chunks_exact_mut(n_hidden))
        {
            if x != 0.0 {
                for (w, &d) in row.iter_mut().zip(&hidden_delta) {
                    *w += x * d;
                }
            }
        }
    }
}

/// A net's hidden weights regrouped in blocks of `W` hidden units (`W` is [`BLOCK`] but in
/// tests): block `b` holds one row of `W` weights for each input (the weights from that input
/// to units `b * W..(b + 1) * W`), with rows for [`BLOCKED_ROWS`] inputs, those beyond the
/// net's zero and never read. A row's place in its block is then the input's index as a byte,
/// which needs no bounds check: the indices of a batch of inputs are checked once, below the
/// net's inputs, instead of one check for each row and block in the net's order of the
/// weights ([`Net::add_to_sums`]). The same sums, bit for bit: each unit still gets the inputs
/// in the order given. A copy, for nets of whole blocks with at most [`BLOCKED_ROWS`] inputs
/// (the embedded net: 224 inputs, 128 units); it does not follow changes of the net's weights.
#[derive(Clone, Debug)]
pub(crate) struct BlockedWeights<const W: usize = BLOCK> {
    n_inputs: usize,
    blocks: Vec<[[f32; W]; BLOCKED_ROWS]>,
}

impl<const W: usize> BlockedWeights<W> {
    /// The blocked copy of `net`'s hidden weights; `None` when its hidden layer is not made of
    /// whole blocks of `W` units or it has more than [`BLOCKED_ROWS`] inputs.
    pub(crate) fn of(net: &Net) -> Option<BlockedWeights<W>> {
        if !net.n_hidden.is_multiple_of(W) || net.n_inputs > BLOCKED_ROWS {
            return None;
        }
        let mut blocks = vec![[[0f32; W]; BLOCKED_ROWS]; net.n_hidden / W];
        for (input, weights) in net.hidden_weights.chunks_exact(net.n_hidden).enumerate() {
            let (rows, _) = weights.as_chunks::<W>();
            for (block, row) in blocks.iter_mut().zip(rows) {
                block[input] = *row;
            }
        }
        Some(BlockedWeights {
            n_inputs: net.n_inputs,
            blocks,
        })
    }

    /// [`Net::add_to_sums`] with these weights: the same sums.
    ///
    /// # Panics
    /// When `sums` has the wrong length or an index is out of range.
    pub(crate) fn add_to_sums(&self, indices: &[u16], values: &[f32], sums: &mut [f32]) {
        const BATCH: usize = 32;
        assert_eq!(sums.len(), self.blocks.len() * W, "hidden length");
        let (sum_blocks, _) = sums.as_chunks_mut::<W>();
        for (indices, values) in indices.chunks(BATCH).zip(values.chunks(BATCH)) {
            assert!(
                indices
                    .iter()
                    .all(|&index| usize::from(index) < self.n_inputs),
                "input index out of range"
            );
            // Below the net's inputs, so below `BLOCKED_ROWS`: exact as bytes.
            let rows: [u8; BATCH] =
                std::array::from_fn(|j| indices.get(j).map_or(0, |&index| index as u8));
            for (block, block_sums) in self.blocks.iter().zip(sum_blocks.iter_mut()) {
                let mut acc = *block_sums;
                for (&row, &x) in rows[..indices.len()].iter().zip(values) {
                    let row = &block[usize::from(row)];
                    for k in 0..W {
                        acc[k] += x * row[k];
                    }
                }
                *block_sums = acc;
            }
        }
    }
}
