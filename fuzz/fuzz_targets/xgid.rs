//! Any text given to the XGID reader: no panic; what it accepts writes back to a string that
//! reads as the same XGID, and converting it to gnubg's IDs does not panic.
#![no_main]

use bg_engine::ids::Xgid;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(xgid) = Xgid::from_xgid(text) {
        let written = xgid.xgid();
        assert_eq!(Xgid::from_xgid(&written), Ok(xgid), "{text:?} -> {written}");
        // An XGID can describe states gnubg's IDs cannot; that must be an error, not a panic.
        let _ = xgid.to_gnubg();
    }
});
