//! Any text given to the SGF reader: no panic; a match it reads writes back to a file that
//! reads as the same match and
//! writes the same file again.
#![no_main]

use bg_engine::formats::sgf::{read_sgf, write_sgf};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(record) = read_sgf(text) {
        // A match without the cube cannot be written; everything else must round-trip.
        if let Ok(written) = write_sgf(&record.game, &record.names) {
            let again = read_sgf(&written).expect("a written match reads");
            assert_eq!(
                again.game.score(),
                record.game.score(),
                "{text:?} -> {written}"
            );
            assert_eq!(again.game.game_results(), record.game.game_results());
            assert_eq!(write_sgf(&again.game, &again.names).ok(), Some(written));
        }
    }
});
