//! Hashing for the engine and its tools: SplitMix64 (Sebastiano Vigna's generator, whose
//! finalizer [`mix64`] also serves as a 64-bit hash) and the exact key of a position.
//!
//! Everything here is integer arithmetic, so the values are the same on every platform, wasm
//! included. Seeded dice ([`crate::SeededDice`]), self-play seeds, the evaluation cache's
//! buckets, the weaker levels' noise and the trainer's seeds and shuffles are all built from
//! these few functions; changing one changes every recorded seed and result.

use crate::position::{Position, BAR, OPPONENT_BAR};

/// SplitMix64's increment: 2^64 divided by the golden ratio, odd.
pub const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's finalizer: a bijective mix in which every input bit affects every output bit.
#[inline]
pub fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Term `n` of the SplitMix64 sequence seeded with `seed`, without stepping through the
/// earlier ones: [`SplitMix64::new`]`(seed)`'s `n`-th call of `next_u64` returns it (`n` from 1;
/// term 0 is `mix64(seed)`, which the generator never returns).
#[inline]
pub fn splitmix64_term(seed: u64, n: u64) -> u64 {
    mix64(seed.wrapping_add(n.wrapping_mul(GOLDEN_GAMMA)))
}

/// The SplitMix64 generator: fast, 64 bits of state, deterministic for its seed. Not for
/// anything a person bets on (the app's dice come from the browser's CSPRNG).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator whose outputs are a pure function of `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GOLDEN_GAMMA);
        mix64(self.state)
    }
}

/// The exact 80-bit key of `position` as a `u128`: the bits of its Position ID, little-endian
/// (the player not on roll, then the player on roll; for each, points 1 to 24 from that side
/// and then the bar, as many ones as checkers and a zero). Two positions have the same key
/// exactly when they are the same position seen by the same player.
pub fn position_key(position: &Position) -> u128 {
    let board = position.board();
    let mut bits: u128 = 0;
    let mut length = 0u32;
    let mut push = |count: u8| {
        bits |= ((1u128 << count) - 1) << length;
        length += u32::from(count) + 1;
    };
    // The opponent's point p (from its side) is our point 25 - p.
    for point in (1..=24).rev() {
        push(board[point].min(0).unsigned_abs());
    }
    push(board[OPPONENT_BAR].unsigned_abs());
    for &count in &board[1..=24] {
        push(count.max(0) as u8);
    }
    push(board[BAR] as u8);
    bits
}

/// A 64-bit hash of a position key (see [`position_key`]) and a `salt`: both halves of the key
/// and the salt reach every output bit.
#[inline]
pub fn hash_key(key: u128, salt: u64) -> u64 {
    mix64((key as u64) ^ mix64(((key >> 64) as u64) ^ salt))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::base64;
    use crate::testing::random_walk;

    /// The first outputs of Vigna's reference `splitmix64.c` seeded with 1234567.
    const REFERENCE_1234567: [u64; 5] = [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ];

    #[test]
    fn the_generator_is_vignas_splitmix64() {
        let mut generator = SplitMix64::new(1234567);
        let outputs: Vec<u64> = (0..5).map(|_| generator.next_u64()).collect();
        assert_eq!(outputs, REFERENCE_1234567);
    }

    #[test]
    fn a_term_of_the_sequence_is_the_generators_output_of_that_rank() {
        let mut generator = SplitMix64::new(1234567);
        for n in 1..=5 {
            assert_eq!(splitmix64_term(1234567, n), generator.next_u64());
        }
        assert_eq!(splitmix64_term(42, 0), mix64(42));
    }

    #[test]
    fn the_key_is_the_position_id_bits() {
        for position in random_walk(300, 9) {
            let bytes: [u8; 10] = position_key(&position).to_le_bytes()[..10]
                .try_into()
                .unwrap();
            assert_eq!(
                base64::encode_10_bytes(&bytes),
                position.position_id_bytes()
            );
            assert!(position_key(&position) >> 80 == 0);
        }
    }

    #[test]
    fn a_salt_changes_the_hash_of_a_key() {
        let key = position_key(&Position::STARTING);
        assert_ne!(hash_key(key, 0), hash_key(key, 1));
        assert_eq!(hash_key(key, 7), hash_key(key, 7));
    }
}
