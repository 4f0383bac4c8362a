//! Any text given to the Position ID reader: no panic, and whatever it accepts writes back to
//! an ID that reads as the same position.
#![no_main]

use bg_engine::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(position) = Position::from_position_id(text) {
        let written = position.position_id();
        assert_eq!(
            Position::from_position_id(&written),
            Ok(position),
            "{text:?} -> {written}"
        );
    }
});
