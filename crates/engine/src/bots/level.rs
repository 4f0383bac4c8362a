//! The ladder of playing levels, named as GNU Backgammon's are: what each level is (its name,
//! label, search depth and noise), as data. [`crate::bots::NeuralBot::for_level`] builds the
//! player of a level.
//!
//! The four weakest levels are the net at 0-ply with deterministic noise (see
//! [`crate::bots::noise`]) added to the equity of every play and, halved, to the winning chance
//! their cube decisions start from (`NeuralBot::cube_chances_in`). Each level's noise is the
//! equity deviation at which GNU Backgammon's analysis gives the level the error rate per
//! unforced decision that it gives gnubg's own level of that name with deterministic noise
//! (measured by `tools/gnubg/rate.py`; `docs/strength.md`). gnubg's own noise parameters are
//! not equity deviations, which is why the values differ. Expert is the net at 0-ply without
//! noise; World class searches 2 plies with move filters (see [`crate::bots::search`]).

use std::fmt;
use std::str::FromStr;

use crate::bots::search::{SearchSettings, FILTER_TO_1PLY, FILTER_TO_2PLY};
use crate::eval::{NetEvaluator, OutcomeValues};

/// A playing level, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Level {
    Beginner,
    Casual,
    Intermediate,
    Advanced,
    /// The net at 0-ply, without noise: the default.
    #[default]
    Expert,
    WorldClass,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Casual,
        Level::Intermediate,
        Level::Advanced,
        Level::Expert,
        Level::WorldClass,
    ];

    /// The name used on command lines, in UBGI and in saved settings: `beginner`, `casual`,
    /// `intermediate`, `advanced`, `expert`, `world-class`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Intermediate => "intermediate",
            Level::Advanced => "advanced",
            Level::Expert => "expert",
            Level::WorldClass => "world-class",
        }
    }

    /// The label shown to people: `Beginner`, ..., `World class`.
    pub fn label(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Intermediate => "Intermediate",
            Level::Advanced => "Advanced",
            Level::Expert => "Expert",
            Level::WorldClass => "World class",
        }
    }

    /// The standard deviation of the noise added to each play's equity, calibrated against
    /// GNU Backgammon's ladder (the module's documentation).
    pub fn noise(self) -> f32 {
        match self {
            Level::Beginner => 0.138,
            Level::Casual => 0.104,
            Level::Intermediate => 0.073,
            Level::Advanced => 0.020,
            Level::Expert | Level::WorldClass => 0.0,
        }
    }

    /// The search depth in GNU Backgammon's counting (UBGI's `engine.ply` is one more).
    pub fn plies(self) -> u8 {
        match self {
            Level::WorldClass => 2,
            _ => 0,
        }
    }

    /// The evaluator a player of this level judges with: Expert's own net, which reads the
    /// inputs of the next roll (too costly for a search's every node), or the default net.
    pub fn evaluator(self) -> NetEvaluator {
        match self {
            Level::Expert => NetEvaluator::embedded_expert(),
            _ => NetEvaluator::embedded(),
        }
    }

    /// How a player of this level ranks its plays. Each level salts its noise differently.
    pub fn settings(self) -> SearchSettings {
        SearchSettings {
            plies: self.plies(),
            filters: [FILTER_TO_1PLY, FILTER_TO_2PLY],
            noise: self.noise(),
            noise_salt: 0x1E7E_1000 + self as u64,
            values: OutcomeValues::MONEY,
        }
    }
}

impl fmt::Display for Level {
    /// Writes [`Level::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that names no level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
        write!(
            f,
            "unknown level {:?} (levels: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    /// Reads a name exactly as [`Level::name`] writes it.
    fn from_str(name: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == name)
            .ok_or_else(|| UnknownLevel(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
            assert_eq!(level.to_string(), level.name());
        }
        assert!("World class".parse::<Level>().is_err());
        assert!("Expert".parse::<Level>().is_err());
        assert_eq!(Level::WorldClass.label(), "World class");
    }

    #[test]
    fn levels_are_listed_weakest_first_with_decreasing_noise() {
        for pair in Level::ALL.windows(2) {
            assert!(pair[0] < pair[1]);
            assert!(pair[0].noise() >= pair[1].noise(), "{pair:?}");
            assert!(pair[0].plies() <= pair[1].plies(), "{pair:?}");
        }
        assert_eq!(Level::default(), Level::Expert);
        assert_eq!(Level::Expert.noise(), 0.0);
        // Expert alone reads the inputs of the next roll (input set 8).
        for level in Level::ALL {
            let input_set = level.evaluator().net().input_set();
            let reads_replies = input_set == crate::eval::inputs::REPLY_INPUT_SET;
            assert_eq!(reads_replies, level == Level::Expert, "{level:?}");
        }
        assert_eq!(Level::WorldClass.plies(), 2);
    }
}
