//! Any words given to `bgengine explain` (a GNU Backgammon ID, dice, a play, options): an
//! answer or an error message, never a panic. Beginner (the net at 0-ply) keeps each case fast;
//! the levels differ only in how deep the same code searches.
#![no_main]

use bg_engine::bots::Level;
use bgengine::explain::{explain, ExplainRequest};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut words = text.split_whitespace().map(str::to_owned);
    let Some(id) = words.next() else {
        return;
    };
    let request = ExplainRequest {
        id,
        words: words.take(8).collect(),
        level: Level::Beginner,
        language: "pl".to_owned(),
    };
    if let Ok(json) = explain(&request) {
        let written = json.to_string();
        assert!(written.starts_with('{') && !written.contains('\n'));
    }
});
