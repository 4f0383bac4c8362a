//! Any text given to the `.mat` reader: no panic; a match it reads writes back to a file that
//! reads as the same match and
//! writes the same file again.
#![no_main]

use bg_engine::formats::mat::{read_mat, write_mat};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(record) = read_mat(text) {
        let written = write_mat(&record.game, &record.names).expect("a match read is writable");
        let again = read_mat(&written).expect("a written match reads");
        assert_eq!(
            again.game.score(),
            record.game.score(),
            "{text:?} -> {written}"
        );
        assert_eq!(again.game.game_results(), record.game.game_results());
        assert_eq!(write_mat(&again.game, &again.names).ok(), Some(written));
    }
});
