//! The rules a match is played under.

use std::fmt;

/// The longest match the referee accepts, in points.
pub const MAX_MATCH_LENGTH: u32 = 25;

/// How many beavers (and raccoons) may follow one double by default in money play, as in GNU
/// Backgammon.
pub const DEFAULT_BEAVERS: u8 = 3;

/// The rules of a match or money session. Every value is valid: the only ways in are
/// [`MatchSettings::money`] and [`MatchSettings::match_to`], and the `with_*` options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchSettings {
    length: u32,
    cube: bool,
    crawford: bool,
    jacoby: bool,
    beavers: u8,
}

/// Why a match length is not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// A match is 1 to 25 points long (0 means money play, see [`MatchSettings::money`]).
    LengthOutOfRange(u32),
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsError::LengthOutOfRange(length) => write!(
                f,
                "a match is 1 to {MAX_MATCH_LENGTH} points long (0 for money play), not {length}"
            ),
        }
    }
}

impl std::error::Error for SettingsError {}

impl MatchSettings {
    /// Money play with GNU Backgammon's defaults: the cube in use, the Jacoby rule on, and up to
    /// three beavers after a double.
    pub fn money() -> MatchSettings {
        MatchSettings {
            length: 0,
            cube: true,
            crawford: false,
            jacoby: true,
            beavers: DEFAULT_BEAVERS,
        }
    }

    /// A match to `length` points (1..=25) with the cube and the Crawford rule.
    /// `match_to(0)` is money play.
    ///
    /// # Errors
    /// When `length` is above 25.
    pub fn match_to(length: u32) -> Result<MatchSettings, SettingsError> {
        if length == 0 {
            return Ok(MatchSettings::money());
        }
        if length > MAX_MATCH_LENGTH {
            return Err(SettingsError::LengthOutOfRange(length));
        }
        Ok(MatchSettings {
            length,
            cube: true,
            crawford: true,
            jacoby: false,
            beavers: 0,
        })
    }

    /// The same settings with the doubling cube in use or not.
    pub fn with_cube(self, cube: bool) -> MatchSettings {
        MatchSettings { cube, ..self }
    }

    /// The same settings with the Crawford rule on or off (it only matters in match play).
    pub fn with_crawford(self, crawford: bool) -> MatchSettings {
        MatchSettings { crawford, ..self }
    }

    /// The same settings with the Jacoby rule on or off (it only applies in money play).
    pub fn with_jacoby(self, jacoby: bool) -> MatchSettings {
        MatchSettings { jacoby, ..self }
    }

    /// The same settings allowing `beavers` beavers (and raccoons) after one double; 0 forbids
    /// them. They only apply in money play.
    pub fn with_beavers(self, beavers: u8) -> MatchSettings {
        MatchSettings { beavers, ..self }
    }

    /// The match length in points; 0 for money play.
    #[inline]
    pub fn length(&self) -> u32 {
        self.length
    }

    /// True for money play (no match length).
    #[inline]
    pub fn is_money(&self) -> bool {
        self.length == 0
    }

    /// Whether the doubling cube is in use.
    #[inline]
    pub fn cube(&self) -> bool {
        self.cube
    }

    /// Whether the Crawford rule is in force (only ever in match play).
    #[inline]
    pub fn crawford(&self) -> bool {
        self.crawford && !self.is_money()
    }

    /// Whether the Jacoby rule is in force (only ever in money play).
    #[inline]
    pub fn jacoby(&self) -> bool {
        self.jacoby && self.is_money()
    }

    /// How many beavers may follow one double (always 0 in match play).
    #[inline]
    pub fn beavers(&self) -> u8 {
        if self.is_money() {
            self.beavers
        } else {
            0
        }
    }
}

impl Default for MatchSettings {
    fn default() -> Self {
        MatchSettings::money()
    }
}
