//! Dice, the 21 distinct rolls, and sources of dice.
//!
//! The engine never draws randomness of its own: a [`DiceSource`] is handed to whatever needs
//! dice (self-play, tests), and the web app feeds rolls from the browser's cryptographic RNG.

use std::fmt;
use std::str::FromStr;

use crate::hash::SplitMix64;

/// A roll of two dice, each 1..=6. The order is kept as rolled (it matters for display and for
/// the opening roll), but `Dice` compare equal only when both dice are equal in the same order;
/// use [`Dice::normalized`] to compare rolls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dice {
    first: u8,
    second: u8,
}

/// Why a roll is not a roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseDiceError {
    /// A die value outside 1..=6.
    OutOfRange(u8),
    /// Not two digits 1..=6, like `31` or `3 1` or `3-1`.
    Syntax(String),
}

impl fmt::Display for ParseDiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseDiceError::OutOfRange(value) => write!(f, "a die shows 1 to 6, not {value}"),
            ParseDiceError::Syntax(text) => write!(f, "expected two dice like 31, not {text:?}"),
        }
    }
}

impl std::error::Error for ParseDiceError {}

impl Dice {
    /// The two dice.
    ///
    /// # Errors
    /// When a value is outside 1..=6.
    pub fn new(first: u8, second: u8) -> Result<Dice, ParseDiceError> {
        for value in [first, second] {
            if !(1..=6).contains(&value) {
                return Err(ParseDiceError::OutOfRange(value));
            }
        }
        Ok(Dice { first, second })
    }

    /// The first die as rolled.
    #[inline]
    pub fn first(self) -> u8 {
        self.first
    }

    /// The second die as rolled.
    #[inline]
    pub fn second(self) -> u8 {
        self.second
    }

    /// The larger die.
    #[inline]
    pub fn high(self) -> u8 {
        self.first.max(self.second)
    }

    /// The smaller die.
    #[inline]
    pub fn low(self) -> u8 {
        self.first.min(self.second)
    }

    /// True for doubles, which are played four times.
    #[inline]
    pub fn is_double(self) -> bool {
        self.first == self.second
    }

    /// The same roll with the larger die first, for comparing rolls.
    pub fn normalized(self) -> Dice {
        Dice {
            first: self.high(),
            second: self.low(),
        }
    }

    /// The dice to play, in order: four for doubles, else the two values.
    pub fn moves(self) -> ([u8; 4], usize) {
        if self.is_double() {
            ([self.first; 4], 4)
        } else {
            ([self.first, self.second, 0, 0], 2)
        }
    }

    /// All 21 distinct rolls (larger die first) with their weight out of 36.
    pub fn all_21() -> [(Dice, u8); 21] {
        let mut rolls = [(
            Dice {
                first: 1,
                second: 1,
            },
            1u8,
        ); 21];
        let mut index = 0;
        for high in 1..=6u8 {
            for low in 1..=high {
                rolls[index] = (
                    Dice {
                        first: high,
                        second: low,
                    },
                    if high == low { 1 } else { 2 },
                );
                index += 1;
            }
        }
        rolls
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.first, self.second)
    }
}

impl FromStr for Dice {
    type Err = ParseDiceError;

    /// Reads `31`, `3 1`, `3-1` or `3,1`.
    fn from_str(text: &str) -> Result<Dice, ParseDiceError> {
        let digits: Vec<char> = text
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | ','))
            .collect();
        match digits.as_slice() {
            [a, b] if a.is_ascii_digit() && b.is_ascii_digit() => {
                Dice::new(*a as u8 - b'0', *b as u8 - b'0')
            }
            _ => Err(ParseDiceError::Syntax(text.to_owned())),
        }
    }
}

/// Something that rolls dice. Implementations decide where the randomness comes from; the engine
/// only consumes rolls.
pub trait DiceSource {
    /// The next roll.
    fn roll(&mut self) -> Dice;

    /// One die, for the opening roll. By default the first die of a fresh roll.
    fn roll_die(&mut self) -> u8 {
        self.roll().first()
    }
}

/// A fast, seeded pseudo-random dice source (SplitMix64), deterministic for a given seed. Good for
/// self-play and benchmarks, not for play against people (the app uses the browser's CSPRNG).
#[derive(Clone, Debug)]
pub struct SeededDice {
    generator: SplitMix64,
}

impl SeededDice {
    /// A source whose rolls are a pure function of `seed`.
    pub fn new(seed: u64) -> SeededDice {
        SeededDice {
            generator: SplitMix64::new(seed),
        }
    }

    /// A uniform value in `0..bound` without modulo bias (Lemire's method).
    pub fn below(&mut self, bound: u32) -> u32 {
        ((u64::from(self.generator.next_u64() as u32) * u64::from(bound)) >> 32) as u32
    }
}

impl DiceSource for SeededDice {
    fn roll(&mut self) -> Dice {
        let value = self.below(36) as u8;
        Dice {
            first: value / 6 + 1,
            second: value % 6 + 1,
        }
    }

    fn roll_die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }
}

/// A scripted dice source for tests: it hands out the given rolls in order and then starts over.
#[derive(Clone, Debug)]
pub struct ScriptedDice {
    rolls: Vec<Dice>,
    next: usize,
}

impl ScriptedDice {
    /// # Panics
    /// When `rolls` is empty (a programmer error in a test).
    pub fn new(rolls: Vec<Dice>) -> ScriptedDice {
        assert!(
            !rolls.is_empty(),
            "a scripted dice source needs at least one roll"
        );
        ScriptedDice { rolls, next: 0 }
    }
}

impl DiceSource for ScriptedDice {
    fn roll(&mut self) -> Dice {
        let dice = self.rolls[self.next % self.rolls.len()];
        self.next += 1;
        dice
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_21_distinct_rolls_weighing_36() {
        let rolls = Dice::all_21();
        let total: u32 = rolls.iter().map(|(_, weight)| u32::from(*weight)).sum();
        assert_eq!(total, 36);
        assert_eq!(rolls.iter().filter(|(dice, _)| dice.is_double()).count(), 6);
    }

    #[test]
    fn dice_parse_and_reject() {
        assert_eq!("31".parse::<Dice>().unwrap(), Dice::new(3, 1).unwrap());
        assert_eq!("6-6".parse::<Dice>().unwrap(), Dice::new(6, 6).unwrap());
        assert!(matches!(
            "70".parse::<Dice>(),
            Err(ParseDiceError::OutOfRange(7))
        ));
        assert!("3".parse::<Dice>().is_err());
        assert!("abc".parse::<Dice>().is_err());
        assert!(Dice::new(0, 1).is_err());
    }

    #[test]
    fn seeded_dice_are_deterministic_and_uniform() {
        let mut a = SeededDice::new(7);
        let mut b = SeededDice::new(7);
        let mut counts = [0u32; 36];
        for _ in 0..36_000 {
            let dice = a.roll();
            assert_eq!(dice, b.roll());
            counts[usize::from((dice.first() - 1) * 6 + dice.second() - 1)] += 1;
        }
        assert!(
            counts.iter().all(|&n| (800..1200).contains(&n)),
            "{counts:?}"
        );
    }

    #[test]
    fn scripted_dice_repeat_their_script() {
        let mut dice = ScriptedDice::new(vec![Dice::new(3, 1).unwrap(), Dice::new(6, 6).unwrap()]);
        assert_eq!(dice.roll().to_string(), "31");
        assert_eq!(dice.roll().to_string(), "66");
        assert_eq!(dice.roll().to_string(), "31");
    }
}
