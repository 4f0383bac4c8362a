//! A Position ID encoder that writes into a byte array: the `moves` stream's hot path.
//!
//! [`Position::position_id`] sets the 80 bits one at a time and returns a `String`; profiling
//! the stream (`perf`, 592k cases) put more than half of the time there. This version reads the
//! board directly and only places the 50 zero bits that close the runs of checkers (the rest
//! are ones), then writes the 14 Base64 characters into a `[u8; 14]`, which also sorts without
//! allocating. The tests check it against
//! [`Position::position_id`], which stays the reference.

use bg_engine::Position;

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The Position ID of `position`, as the bytes of its 14 characters.
pub fn position_id_bytes(position: &Position) -> [u8; 14] {
    let board = position.board();
    // The bit string is all ones up to its end, except a 0 closing each of the 50 runs (the
    // player not on roll first, then the player on roll; points 1 to 24 and the bar, each from
    // that player's own side). So it is enough to find where the zeros fall. Slot 0 of the
    // board is the opponent's bar, 25 the own bar; the opponent's point p is slot 25 - p.
    let mut zeros = Bits80::default();
    let mut end = 0u32;
    let mut close_run = |count: i8| {
        end += u32::from(count.unsigned_abs().min(15));
        zeros.set(end);
        end += 1;
    };
    for point in 1..=24 {
        close_run(board[25 - point].min(0));
    }
    close_run(board[0].min(0));
    for &count in &board[1..=24] {
        close_run(count.max(0));
    }
    close_run(board[25].max(0));
    let bytes = zeros.complement_below(end.min(80));
    // Base64 of the 10 bytes: three groups of three bytes, then one byte (two characters).
    let mut text = [0u8; 14];
    for group in 0..4 {
        let byte = |index: usize| u32::from(bytes.get(3 * group + index).copied().unwrap_or(0));
        let value = byte(0) << 16 | byte(1) << 8 | byte(2);
        let n_chars = if group == 3 { 2 } else { 4 };
        for index in 0..n_chars {
            let sextet = (value >> (18 - 6 * index)) & 0x3F;
            text[4 * group + index] = BASE64[sextet as usize];
        }
    }
    text
}

/// 80 bits in two words, set one at a time without 128-bit shifts.
#[derive(Default)]
struct Bits80 {
    low: u64,
    high: u64,
}

impl Bits80 {
    /// Sets bit `index` (ignored from 128 on, which a valid position never reaches).
    #[inline]
    fn set(&mut self, index: u32) {
        let bit = 1u64 << (index & 63);
        match index {
            0..64 => self.low |= bit,
            64..128 => self.high |= bit,
            _ => {}
        }
    }

    /// The bits below `end` that are NOT set, as 10 little-endian bytes.
    fn complement_below(&self, end: u32) -> [u8; 10] {
        let ones_low = if end >= 64 {
            u64::MAX
        } else {
            (1u64 << end) - 1
        };
        let ones_high = if end > 64 {
            (1u64 << (end - 64)) - 1
        } else {
            0
        };
        let low = (ones_low & !self.low).to_le_bytes();
        let high = (ones_high & !self.high).to_le_bytes();
        let mut bytes = [0u8; 10];
        bytes[..8].copy_from_slice(&low);
        bytes[8..].copy_from_slice(&high[..2]);
        bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::{DiceSource, SeededDice};

    #[test]
    fn equals_the_engines_position_id_over_random_games() {
        let mut dice = SeededDice::new(11);
        let mut choice = SeededDice::new(12);
        for _ in 0..200 {
            let mut position = Position::STARTING;
            while !position.has_won() && !position.has_lost() {
                assert_eq!(
                    position_id_bytes(&position),
                    position.position_id().as_bytes()
                );
                let plays = position.legal_plays(dice.roll());
                let play = plays[choice.below(plays.len() as u32) as usize];
                if play.position.has_won() {
                    break;
                }
                position = play.position.switch_sides();
            }
        }
        assert_eq!(&position_id_bytes(&Position::STARTING), b"4HPwATDgc/ABMA");
    }
}
