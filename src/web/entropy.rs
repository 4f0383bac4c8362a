//! Entropy for the dice: the browser's cryptographic random number generator.

/// A fresh random value from the browser's crypto RNG; 0 only if the browser has none, which
/// the app cannot run without anyway.
pub fn entropy() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => 0,
    }
}
