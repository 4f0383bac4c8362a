//! The weights file: a small binary format, read without trusting a byte of it.
//!
//! Layout (all integers and floats little-endian):
//!
//! | offset | size | field |
//! |-------:|-----:|-------|
//! | 0 | 4 | magic `BGNN` |
//! | 4 | 4 | format version, `u32` = 1 |
//! | 8 | 4 | input encoding, `u32` ([`INPUT_SET`](super::inputs::INPUT_SET)) |
//! | 12 | 4 | inputs `I`, `u32` |
//! | 16 | 4 | hidden units `H`, `u32` |
//! | 20 | 4 | outputs `O`, `u32` |
//! | 24 | 8 | games trained, `u64` (information only) |
//! | 32 | 4·I·H | hidden weights, `f32`, input by input (`[input][hidden]`) |
//! | … | 4·H | hidden biases |
//! | … | 4·O·H | output weights, output by output (`[output][hidden]`) |
//! | … | 4·O | output biases |
//!
//! The file ends exactly there. Every size is checked before anything is allocated, and every
//! weight must be finite.

use std::fmt;

use super::net::{Net, MAX_INPUTS};

/// The first four bytes of a weights file.
pub const MAGIC: [u8; 4] = *b"BGNN";
/// The format version this code reads and writes.
pub const VERSION: u32 = 1;
/// Header bytes before the weights.
const HEADER_LEN: usize = 32;
/// Refuse absurd shapes before multiplying sizes: far above any net we would train.
const MAX_UNITS: u32 = 4096;

/// Why bytes are not a weights file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// Fewer bytes than the header.
    TooShort { len: usize },
    /// The file does not start with `BGNN`.
    BadMagic,
    /// A format version this code does not read.
    UnsupportedVersion(u32),
    /// A layer size of 0 or above the limit.
    BadShape {
        inputs: u32,
        hidden: u32,
        outputs: u32,
    },
    /// The length does not match the sizes in the header.
    WrongLength { expected: usize, found: usize },
    /// A weight is NaN or infinite.
    NotFinite { index: usize },
    /// The net was trained on other inputs, or has other outputs, than the evaluator needs.
    Incompatible {
        input_set: u32,
        inputs: usize,
        outputs: usize,
    },
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::TooShort { len } => {
                write!(
                    f,
                    "weights file too short: {len} bytes, the header alone is {HEADER_LEN}"
                )
            }
            WeightsError::BadMagic => f.write_str("not a weights file (bad magic)"),
            WeightsError::UnsupportedVersion(v) => {
                write!(
                    f,
                    "weights file version {v} is not supported (only {VERSION})"
                )
            }
            WeightsError::BadShape {
                inputs,
                hidden,
                outputs,
            } => write!(
                f,
                "impossible net shape {inputs} inputs, {hidden} hidden, {outputs} outputs"
            ),
            WeightsError::WrongLength { expected, found } => write!(
                f,
                "weights file has {found} bytes, its header calls for {expected}"
            ),
            WeightsError::NotFinite { index } => write!(f, "weight {index} is not finite"),
            WeightsError::Incompatible {
                input_set,
                inputs,
                outputs,
            } => write!(
                f,
                "net has input set {input_set} with {inputs} inputs and {outputs} outputs, \
                 which this evaluator cannot use"
            ),
        }
    }
}

impl std::error::Error for WeightsError {}

fn u32_at(bytes: &[u8], offset: usize) -> u32 {
    let mut word = [0u8; 4];
    word.copy_from_slice(&bytes[offset..offset + 4]);
    u32::from_le_bytes(word)
}

impl Net {
    /// Reads a net from the bytes of a weights file (see the module documentation).
    ///
    /// # Errors
    /// Any departure from the format: see [`WeightsError`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, WeightsError> {
        if bytes.len() < HEADER_LEN {
            return Err(WeightsError::TooShort { len: bytes.len() });
        }
        if bytes[0..4] != MAGIC {
            return Err(WeightsError::BadMagic);
        }
        let version = u32_at(bytes, 4);
        if version != VERSION {
            return Err(WeightsError::UnsupportedVersion(version));
        }
        let input_set = u32_at(bytes, 8);
        let (inputs, hidden, outputs) = (u32_at(bytes, 12), u32_at(bytes, 16), u32_at(bytes, 20));
        if [inputs, hidden, outputs]
            .iter()
            .any(|&n| n == 0 || n > MAX_UNITS)
            || inputs as usize > MAX_INPUTS
        {
            return Err(WeightsError::BadShape {
                inputs,
                hidden,
                outputs,
            });
        }
        let mut games = [0u8; 8];
        games.copy_from_slice(&bytes[24..32]);
        let (n_inputs, n_hidden, n_outputs) = (inputs as usize, hidden as usize, outputs as usize);
        let n_weights = (n_inputs + 1 + n_outputs) * n_hidden + n_outputs;
        let expected = HEADER_LEN + 4 * n_weights;
        if bytes.len() != expected {
            return Err(WeightsError::WrongLength {
                expected,
                found: bytes.len(),
            });
        }
        let mut weights = Vec::with_capacity(n_weights);
        for (index, chunk) in bytes[HEADER_LEN..].chunks_exact(4).enumerate() {
            let mut word = [0u8; 4];
            word.copy_from_slice(chunk);
            let w = f32::from_le_bytes(word);
            if !w.is_finite() {
                return Err(WeightsError::NotFinite { index });
            }
            weights.push(w);
        }
        let output_bias = weights.split_off(n_weights - n_outputs);
        let output_weights = weights.split_off(n_weights - n_outputs - n_outputs * n_hidden);
        let hidden_bias = weights.split_off(n_inputs * n_hidden);
        Ok(Net {
            n_inputs,
            n_hidden,
            n_outputs,
            input_set,
            games_trained: u64::from_le_bytes(games),
            hidden_weights: weights,
            hidden_bias,
            output_weights,
            output_bias,
        })
    }

    /// The bytes of the net's weights file; [`Net::from_bytes`] reads them back exactly.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(
            HEADER_LEN
                + 4 * (self.hidden_weights.len()
                    + self.hidden_bias.len()
                    + self.output_weights.len()
                    + self.output_bias.len()),
        );
        bytes.extend_from_slice(&MAGIC);
        for word in [
            VERSION,
            self.input_set,
            self.n_inputs as u32,
            self.n_hidden as u32,
            self.n_outputs as u32,
        ] {
            bytes.extend_from_slice(&word.to_le_bytes());
        }
        bytes.extend_from_slice(&self.games_trained.to_le_bytes());
        for part in [
            &self.hidden_weights,
            &self.hidden_bias,
            &self.output_weights,
            &self.output_bias,
        ] {
            for w in part {
                bytes.extend_from_slice(&w.to_le_bytes());
            }
        }
        bytes
    }
}
