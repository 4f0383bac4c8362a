//! Any text given to the `PositionID:MatchID` reader: no panic, and what it accepts writes back
//! to a string that reads the same.
#![no_main]

use bg_engine::ids::GnubgId;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(id) = GnubgId::from_gnubg_id(text) {
        let written = id.to_string();
        assert_eq!(
            GnubgId::from_gnubg_id(&written),
            Ok(id),
            "{text:?} -> {written}"
        );
    }
});
