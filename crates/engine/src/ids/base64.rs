//! Standard Base64 (`A-Z a-z 0-9 + /`) without padding, as GNU Backgammon's IDs use it.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Encodes bytes, 6 bits a character, the last character padded with zero bits.
pub(crate) fn encode(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len() * 4 / 3 + 2);
    for chunk in bytes.chunks(3) {
        let mut group = [0u8; 3];
        group[..chunk.len()].copy_from_slice(chunk);
        let value = u32::from(group[0]) << 16 | u32::from(group[1]) << 8 | u32::from(group[2]);
        let n_chars = chunk.len() + 1;
        for index in 0..n_chars {
            let sextet = (value >> (18 - 6 * index)) & 0x3F;
            text.push(char::from(ALPHABET[sextet as usize]));
        }
    }
    text
}

/// Encodes exactly 10 bytes (a Position ID) into 14 characters without allocating.
pub(crate) fn encode_10_bytes(bytes: &[u8; 10]) -> [u8; 14] {
    let mut text = [0u8; 14];
    for group in 0..4 {
        let byte = |index: usize| u32::from(bytes.get(3 * group + index).copied().unwrap_or(0));
        let value = byte(0) << 16 | byte(1) << 8 | byte(2);
        let n_chars = if group == 3 { 2 } else { 4 };
        for index in 0..n_chars {
            let sextet = (value >> (18 - 6 * index)) & 0x3F;
            text[4 * group + index] = ALPHABET[sextet as usize];
        }
    }
    text
}

fn sextet(c: char) -> Option<u32> {
    let index = ALPHABET
        .iter()
        .position(|&letter| u32::from(letter) == u32::from(c))?;
    Some(index as u32)
}

/// Decodes text written by [`encode`]; the bytes are `text.len() * 6 / 8` long.
///
/// # Errors
/// The first character outside the alphabet.
pub(crate) fn decode(text: &str) -> Result<Vec<u8>, char> {
    let mut bytes = Vec::with_capacity(text.len() * 3 / 4);
    let mut accumulator = 0u32;
    let mut n_bits = 0u32;
    for c in text.chars() {
        accumulator = accumulator << 6 | sextet(c).ok_or(c)?;
        n_bits += 6;
        if n_bits >= 8 {
            n_bits -= 8;
            bytes.push((accumulator >> n_bits) as u8);
            accumulator &= (1 << n_bits) - 1;
        }
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_the_starting_position_bytes() {
        let bytes = [0xE0, 0x73, 0xF0, 0x01, 0x30, 0xE0, 0x73, 0xF0, 0x01, 0x30];
        assert_eq!(encode(&bytes), "4HPwATDgc/ABMA");
        assert_eq!(decode("4HPwATDgc/ABMA").unwrap(), bytes);
    }

    #[test]
    fn encodes_ten_bytes_like_the_general_encoder() {
        let bytes = [0xE0, 0x73, 0xF0, 0x01, 0x30, 0xE0, 0x73, 0xF0, 0x01, 0xFF];
        assert_eq!(
            encode_10_bytes(&bytes).to_vec(),
            encode(&bytes).into_bytes()
        );
    }

    #[test]
    fn rejects_characters_outside_the_alphabet() {
        assert_eq!(decode("ab=c"), Err('='));
    }
}
