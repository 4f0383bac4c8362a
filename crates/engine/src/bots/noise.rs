//! Deterministic noise for the weaker levels: a normal-like deviate drawn from a hash of a
//! position, so that a noisy player errs the same way every time it meets the same position
//! (as GNU Backgammon's "deterministic noise" does) and its play can be replayed and tested.
//!
//! The deviate is the sum of twelve uniform numbers in `0..1` minus six (the Irwin-Hall
//! approximation of the standard normal: mean 0, variance 1, bounded by ±6), computed with
//! integers from a 64-bit mix of the position's exact key and a salt. No floating-point library
//! function is involved, so the value is the same on every platform, wasm included.

use crate::hash::{hash_key, position_key, splitmix64_term};
use crate::position::Position;

/// A standard normal-like deviate (mean 0, variance 1, within ±6) determined by `position` and
/// `salt`. Different salts give independent-looking deviates for the same position.
pub fn deviate(position: &Position, salt: u64) -> f32 {
    let seed = hash_key(position_key(position), salt);
    // Twelve 16-bit uniforms from three 64-bit words.
    let mut sum: u32 = 0;
    for word in 0..3u64 {
        let bits = splitmix64_term(seed, word);
        for lane in 0..4 {
            sum += ((bits >> (16 * lane)) & 0xFFFF) as u32;
        }
    }
    // Each uniform is (k + 0.5) / 65536 for k in 0..65536, so the twelve sum to
    // (sum + 6) / 65536; subtracting 6 centres it.
    (f64::from(sum + 6) / 65536.0 - 6.0) as f32
}

/// Noise of standard deviation `sigma` (in equity units) for the position after a play, seen
/// by the player who made it. Zero when `sigma` is zero.
pub fn equity_noise(position_after_play: &Position, sigma: f32, salt: u64) -> f32 {
    if sigma == 0.0 {
        0.0
    } else {
        sigma * deviate(position_after_play, salt)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::random_walk;

    fn sample_positions(n: usize) -> Vec<Position> {
        random_walk(n, 3)
    }

    #[test]
    fn the_deviate_is_a_function_of_the_position_and_the_salt() {
        for position in sample_positions(50) {
            assert_eq!(deviate(&position, 7), deviate(&position, 7));
        }
        let a = deviate(&Position::STARTING, 1);
        let b = deviate(&Position::STARTING, 2);
        assert_ne!(a, b, "another salt gives another deviate");
    }

    #[test]
    fn the_deviate_has_mean_zero_and_variance_one() {
        let positions = sample_positions(20_000);
        let values: Vec<f64> = positions
            .iter()
            .map(|p| f64::from(deviate(p, 11)))
            .collect();
        let n = values.len() as f64;
        let mean = values.iter().sum::<f64>() / n;
        let variance = values.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / n;
        // Repeated positions are few; the standard error of the mean is about 0.007.
        assert!(mean.abs() < 0.04, "mean {mean}");
        assert!((variance - 1.0).abs() < 0.06, "variance {variance}");
        assert!(values.iter().all(|v| v.abs() <= 6.0));
    }

    #[test]
    fn zero_sigma_means_no_noise() {
        assert_eq!(equity_noise(&Position::STARTING, 0.0, 5), 0.0);
        let noisy = equity_noise(&Position::STARTING, 0.05, 5);
        assert_eq!(noisy, 0.05 * deviate(&Position::STARTING, 5));
    }
}
