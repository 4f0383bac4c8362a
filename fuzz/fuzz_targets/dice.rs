//! Any text given to the dice reader: no panic, and accepted dice are real dice that write
//! back to a text that reads the same.
#![no_main]

use bg_engine::Dice;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(dice) = text.parse::<Dice>() {
        assert!((1..=6).contains(&dice.first()) && (1..=6).contains(&dice.second()));
        assert_eq!(dice.to_string().parse::<Dice>(), Ok(dice), "{text:?}");
    }
});
