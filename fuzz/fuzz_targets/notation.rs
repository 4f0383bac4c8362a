//! Any text given to the move readers, in positions from real (random) games: no panic; a play
//! the reader accepts is one of the legal plays, and both written forms of it read back as the
//! same play.
//!
//! Input layout: byte 0 = how many plies to play from the start, bytes 1..=8 = the seed of the
//! game's dice and choices, byte 9 = the roll to read the text with, the rest = the text.
#![no_main]

use bg_engine::notation::{parse_moves, parse_play, write_play, write_ubgi};
use bg_engine::{Dice, DiceSource, Position, SeededDice};
use libfuzzer_sys::fuzz_target;

/// The position after `plies` random plays from the start (fewer if the game ends), seen by the
/// player on roll.
fn position_after(plies: u8, seed: u64) -> Position {
    let mut random = SeededDice::new(seed);
    let mut position = Position::STARTING;
    for _ in 0..plies {
        let plays = position.legal_plays(random.roll());
        let play = plays[random.below(plays.len() as u32) as usize];
        if play.position.has_won() {
            break;
        }
        position = play.position.switch_sides();
    }
    position
}

fuzz_target!(|data: &[u8]| {
    let Some((header, text)) = data.split_at_checked(10) else {
        return;
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let _ = parse_moves(text);

    let seed = u64::from_le_bytes(header[1..9].try_into().expect("8 bytes"));
    let position = position_after(header[0], seed);
    let roll = header[9] % 36;
    let dice = Dice::new(roll / 6 + 1, roll % 6 + 1).expect("dice from 1 to 6");
    if let Ok(play) = parse_play(&position, dice, text) {
        let legal = position.legal_plays(dice);
        assert!(
            legal.iter().any(|p| p.position == play.position),
            "{text:?}"
        );
        for written in [write_play(&play), write_ubgi(&play)] {
            let again = parse_play(&position, dice, &written);
            assert_eq!(
                again.map(|p| p.position),
                Ok(play.position),
                "{text:?} -> {written:?}"
            );
        }
    }
});
