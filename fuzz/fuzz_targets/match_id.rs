//! Any text given to the Match ID reader: no panic; what it accepts is valid and writes back to
//! the same string (the reader's documented promise).
#![no_main]

use bg_engine::ids::MatchId;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(match_id) = MatchId::from_match_id(text) {
        assert_eq!(match_id.validate(), Ok(()), "{text:?}");
        assert_eq!(match_id.match_id(), text);
    }
});
