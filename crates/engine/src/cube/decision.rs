//! The answers to the cube's two questions: [`DoubleDecision`] and [`TakeDecision`].

use std::fmt;

/// The answer of the player on roll to "do you double?". Displays as UBGI's `bestcube` words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DoubleDecision {
    NoDouble,
    Double,
}

/// The answer to a double. Displays as UBGI's `bestcube` words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TakeDecision {
    Take,
    Drop,
}

impl fmt::Display for DoubleDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DoubleDecision::NoDouble => "nodouble",
            DoubleDecision::Double => "double",
        })
    }
}

impl fmt::Display for TakeDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TakeDecision::Take => "take",
            TakeDecision::Drop => "drop",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cube_decisions_display_as_ubgi_words() {
        assert_eq!(DoubleDecision::Double.to_string(), "double");
        assert_eq!(DoubleDecision::NoDouble.to_string(), "nodouble");
        assert_eq!(TakeDecision::Take.to_string(), "take");
        assert_eq!(TakeDecision::Drop.to_string(), "drop");
    }
}
