//! GNU Backgammon's words for the size of an error and for a player's error rate.

/// How bad one decision was, by the normalized equity it gave up (GNU Backgammon's
/// thresholds: doubtful from 0.04, bad from 0.08, very bad from 0.16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ErrorSize {
    None,
    Doubtful,
    Bad,
    VeryBad,
}

/// The smallest loss of a doubtful decision.
pub const DOUBTFUL: f32 = 0.04;
/// The smallest loss of a bad decision.
pub const BAD: f32 = 0.08;
/// The smallest loss of a very bad decision.
pub const VERY_BAD: f32 = 0.16;

impl ErrorSize {
    /// The size of an error that gave up `loss` (normalized equity; 0 or less is no error).
    pub fn of_loss(loss: f32) -> ErrorSize {
        if loss >= VERY_BAD {
            ErrorSize::VeryBad
        } else if loss >= BAD {
            ErrorSize::Bad
        } else if loss >= DOUBTFUL {
            ErrorSize::Doubtful
        } else {
            ErrorSize::None
        }
    }

    /// GNU Backgammon's mark: `?!`, `?`, `??`, empty for no error.
    pub fn mark(self) -> &'static str {
        match self {
            ErrorSize::None => "",
            ErrorSize::Doubtful => "?!",
            ErrorSize::Bad => "?",
            ErrorSize::VeryBad => "??",
        }
    }

    /// A name for machine-readable output.
    pub fn name(self) -> &'static str {
        match self {
            ErrorSize::None => "none",
            ErrorSize::Doubtful => "doubtful",
            ErrorSize::Bad => "bad",
            ErrorSize::VeryBad => "very bad",
        }
    }
}

/// GNU Backgammon's estimated rating of a player by their error rate (normalized equity lost
/// per unforced decision, times 1000).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rating {
    Supernatural,
    WorldClass,
    Expert,
    Advanced,
    Intermediate,
    CasualPlayer,
    Beginner,
    Awful,
}

/// The upper end (exclusive) of each band of error rate (x1000), best band first; above the
/// last one a player is [`Rating::Awful`].
const BANDS: [(f32, Rating); 7] = [
    (2.0, Rating::Supernatural),
    (5.0, Rating::WorldClass),
    (8.0, Rating::Expert),
    (12.0, Rating::Advanced),
    (18.0, Rating::Intermediate),
    (26.0, Rating::CasualPlayer),
    (35.0, Rating::Beginner),
];

impl Rating {
    /// The band of `error_rate` (normalized equity per unforced decision, times 1000): a rate
    /// on a band's upper end belongs to the next band down, as in GNU Backgammon's table
    /// (`< 2` Supernatural, `2-5` World class, ...).
    pub fn of_error_rate(error_rate: f32) -> Rating {
        BANDS
            .iter()
            .find(|(upper, _)| error_rate < *upper)
            .map_or(Rating::Awful, |(_, rating)| *rating)
    }

    /// GNU Backgammon's word.
    pub fn word(self) -> &'static str {
        match self {
            Rating::Supernatural => "Supernatural",
            Rating::WorldClass => "World class",
            Rating::Expert => "Expert",
            Rating::Advanced => "Advanced",
            Rating::Intermediate => "Intermediate",
            Rating::CasualPlayer => "Casual player",
            Rating::Beginner => "Beginner",
            Rating::Awful => "Awful!",
        }
    }
}

/// GNU Backgammon's word for a player's luck rate (normalized luck per roll): its
/// `getLuckRating` applies the per-roll luck bands (0.3 and 0.6, strict) to ten times the
/// rate, so the bands of the rate are 0.03 and 0.06 (30 and 60 shown x1000).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LuckRating {
    GoToBed,
    BadDice,
    None,
    GoodDice,
    GoToLasVegas,
}

/// Above this luck rate (normalized luck per roll) a player had good dice; below its
/// negative, bad dice.
pub const LUCKY_RATE: f32 = 0.03;
/// Above this luck rate a player should go to Las Vegas; below its negative, to bed.
pub const VERY_LUCKY_RATE: f32 = 0.06;

impl LuckRating {
    /// The band of `luck_rate` (normalized luck per roll, not x1000); a rate on a band's edge
    /// belongs to the band nearer zero, as gnubg's comparisons are strict.
    pub fn of_luck_rate(luck_rate: f32) -> LuckRating {
        if luck_rate > VERY_LUCKY_RATE {
            LuckRating::GoToLasVegas
        } else if luck_rate > LUCKY_RATE {
            LuckRating::GoodDice
        } else if luck_rate < -VERY_LUCKY_RATE {
            LuckRating::GoToBed
        } else if luck_rate < -LUCKY_RATE {
            LuckRating::BadDice
        } else {
            LuckRating::None
        }
    }

    /// GNU Backgammon's word.
    pub fn word(self) -> &'static str {
        match self {
            LuckRating::GoToBed => "Go to bed",
            LuckRating::BadDice => "Bad dice, man!",
            LuckRating::None => "None",
            LuckRating::GoodDice => "Good dice, man!",
            LuckRating::GoToLasVegas => "Go to Las Vegas",
        }
    }
}
