//! Explanations: why one play is better than another, and why to double, take or pass, as
//! [`Message`]s built only from computed facts.
//!
//! For two plays, each *reason* is a family of facts ([`PlayFacts`] and the net's gammon
//! chances) in which the two plays differ; a family in which they do not differ is never
//! told. Each reason has a weight, an estimate in equity (points per game) of how much that
//! difference matters, and the [`MAX_REASONS`] heaviest are told, heaviest first, each as one
//! sentence per play that it concerns; the last sentence says what the difference costs.
//! `docs/teaching.md` lists the weights and why they are what they are.

use super::facts::{GameKind, PlayFacts};
use super::hint::{CubeHint, DoubleVerdict, HintPlay, TakeVerdict};
use super::message::Message;
use super::points::{PointName, Side};

/// How many reasons an explanation of two plays tells at most.
pub const MAX_REASONS: usize = 3;

/// A play to explain: its hint entry and its facts.
#[derive(Clone, Copy, Debug)]
pub struct Candidate<'a> {
    pub hint: &'a HintPlay,
    pub facts: &'a PlayFacts,
}

/// A family of facts in which two plays differ, with its weight and its sentences.
#[derive(Clone, Debug, PartialEq)]
pub struct Reason {
    /// The estimated equity of the difference (see the module's documentation).
    pub weight: f32,
    pub messages: Vec<Message>,
}

/// How many numbers [`fact_numbers`] gives a play.
pub const N_FACTS: usize = 39;
/// Where each family's numbers are in [`fact_numbers`]: the point `p` at `p - 1` (1 when the
/// play makes it, -1 when it gives it up, 0 otherwise).
pub const POINT_FACTS: std::ops::Range<usize> = 0..24;
/// The opponent's rolls that hit a blot, and the blots.
pub const BLOT_FACTS: std::ops::Range<usize> = 24..26;
/// Checkers hit, a closed board (1 or 0), the opponent's entering rolls (36 when none is on
/// the bar).
pub const HIT_FACTS: std::ops::Range<usize> = 26..29;
/// Back checkers escaped.
pub const ESCAPE_FACTS: std::ops::Range<usize> = 29..30;
/// The prime's points from the third on, doubled when it traps a checker.
pub const PRIME_FACTS: std::ops::Range<usize> = 30..31;
/// Checkers borne off and pips wasted (0 outside a bear-off).
pub const BEAR_OFF_FACTS: std::ops::Range<usize> = 31..33;
/// Builders.
pub const BUILDER_FACTS: std::ops::Range<usize> = 33..34;
/// The kind of game after the play, one number each (1 for the kind, 0 for the others): race,
/// back game, blitz, priming, holding; a middle game is all 0.
pub const GAME_KIND_FACTS: std::ops::Range<usize> = 34..39;

/// The facts of a play as the numbers the weights multiply (see the ranges above). The
/// explanation weighs the difference of two plays' numbers; the fit of [`FACT_VALUES`]
/// (`examples/fit_teach_weights.rs`) regresses the net's equity differences on the same
/// numbers.
pub fn fact_numbers(facts: &PlayFacts) -> [f32; N_FACTS] {
    let mut numbers = [0f32; N_FACTS];
    for &point in &facts.points_made {
        if let Some(slot) = numbers.get_mut(usize::from(point).wrapping_sub(1)) {
            *slot += 1.0;
        }
    }
    for &point in &facts.points_given_up {
        if let Some(slot) = numbers.get_mut(usize::from(point).wrapping_sub(1)) {
            *slot -= 1.0;
        }
    }
    numbers[BLOT_FACTS.start] = f32::from(facts.shots);
    numbers[BLOT_FACTS.start + 1] = facts.blots.len() as f32;
    numbers[HIT_FACTS.start] = f32::from(facts.hits);
    numbers[HIT_FACTS.start + 1] = if facts.closed_board { 1.0 } else { 0.0 };
    numbers[HIT_FACTS.start + 2] = f32::from(facts.entering_rolls.unwrap_or(36));
    numbers[ESCAPE_FACTS.start] = f32::from(facts.back_checkers_escaped);
    numbers[PRIME_FACTS.start] = prime_value(facts);
    if let Some(bear_off) = facts.bear_off {
        numbers[BEAR_OFF_FACTS.start] = f32::from(bear_off.checkers_off);
        numbers[BEAR_OFF_FACTS.start + 1] = f32::from(bear_off.pips_wasted);
    }
    numbers[BUILDER_FACTS.start] = f32::from(facts.builders);
    let kind = match facts.game_kind {
        GameKind::Race => Some(0),
        GameKind::BackGame => Some(1),
        GameKind::Blitz => Some(2),
        GameKind::Priming => Some(3),
        GameKind::Holding => Some(4),
        GameKind::MiddleGame => None,
    };
    if let Some(kind) = kind {
        numbers[GAME_KIND_FACTS.start + kind] = 1.0;
    }
    numbers
}

/// The net's equity (money play, points a game) of one unit of each of [`fact_numbers`]: a
/// point made, a roll that hits, a checker hit, ... Fitted to run T1's single-game equity
/// differences between plays of self-play positions (refits to run T2 and to run WD2, the
/// committed net, explain their held-out pairs no better: R² 0.320 both with T2, 0.327
/// against these values' 0.328 with WD2) by
/// `cargo run --release -p bg-engine --example fit_teach_weights -- 50000 1` (R² 0.33 on
/// held-out pairs; `docs/teaching.md` says how and what the fit gave).
pub const FACT_VALUES: [f32; N_FACTS] = [
    // Points 1..=12 made (a point given up: minus the value).
    -0.0075, 0.0145, 0.0543, 0.0680, 0.0886, 0.1070, 0.0505, 0.0616, 0.0562, 0.0498, 0.0445, 0.0156,
    // Points 13..=24.
    0.0329, -0.0063, -0.0052, -0.0247, -0.0230, -0.0352, -0.0180, -0.0512, -0.0893, -0.1549,
    -0.1968, -0.2145, //
    // Per shot, per blot.
    -0.0077, -0.0085, //
    // Per checker hit, a closed board, per entering roll.
    0.0330, -0.0966, -0.0124, //
    // Per back checker escaped, per prime number, per checker off, per pip wasted, per builder.
    0.0185, 0.0258, 0.0294, -0.0392, 0.0148, //
    // Race, back game, blitz, priming, holding (against a middle game).
    -0.0565, 0.0053, -0.0331, 0.0650, -0.0250,
];

/// The weight of a family: the equity [`FACT_VALUES`] give the difference of the two plays'
/// numbers in `range`.
fn family_weight(
    better: Candidate<'_>,
    worse: Candidate<'_>,
    range: std::ops::Range<usize>,
) -> f32 {
    let (a, b) = (fact_numbers(better.facts), fact_numbers(worse.facts));
    range
        .map(|index| FACT_VALUES[index] * (a[index] - b[index]))
        .sum::<f32>()
        .abs()
}

/// The change in gammon chances (won plus lost) below which gammons are not told.
pub const GAMMON_THRESHOLD: f32 = 0.02;

/// Why `first` and `second`, two plays of one hint, differ: the heaviest reasons as sentences
/// about each play, the better play's first, then the cost of the difference (in a match, in
/// match winning chance). Two plays that lead to the same position get one sentence saying so.
///
/// Better and cost are the hint's: each play's loss against the best at its own depth
/// ([`HintPlay::loss`]), so one of the two should be the hint's best play. Their equities are
/// not compared: a play the search left shallower has an equity of another depth.
pub fn explain_plays(first: Candidate<'_>, second: Candidate<'_>) -> Vec<Message> {
    let (better, worse) = if first.hint.loss <= second.hint.loss {
        (first, second)
    } else {
        (second, first)
    };
    if better.hint.play.position == worse.hint.play.position {
        return vec![Message::new("teach-same-play")];
    }
    let mut messages: Vec<Message> = reasons(better, worse)
        .into_iter()
        .take(MAX_REASONS)
        .flat_map(|reason| reason.messages)
        .collect();
    messages.push(cost(better.hint, worse.hint));
    messages
}

/// The explanation of a roll that has a single play: there is nothing to compare it with.
pub fn explain_only_play() -> Vec<Message> {
    vec![Message::new("teach-only-play")]
}

/// Every reason in which the two plays differ, heaviest first (a stable order on ties).
pub fn reasons(better: Candidate<'_>, worse: Candidate<'_>) -> Vec<Reason> {
    let families = [
        points_reason(better, worse),
        blots_reason(better, worse),
        hits_reason(better, worse),
        escapes_reason(better, worse),
        prime_reason(better, worse),
        bear_off_reason(better, worse),
        gammons_reason(better, worse),
        builders_reason(better, worse),
        game_kind_reason(better, worse),
    ];
    let mut found: Vec<Reason> = families.into_iter().flatten().collect();
    found.sort_by(|a, b| b.weight.total_cmp(&a.weight));
    found
}

fn play_message(id: &'static str, candidate: Candidate<'_>) -> Message {
    Message::new(id).text("play", candidate.hint.notation.clone())
}

fn point_message(id: &'static str, candidate: Candidate<'_>, point: u8) -> Message {
    // Facts name points 1..=24 only; anything else would be named by its number.
    let name = PointName::of(point).unwrap_or(PointName {
        side: Side::Own,
        number: point,
    });
    play_message(id, candidate)
        .text("side", name.side.word())
        .number("point", name.number)
}

/// Points made and given up (anchors in the opponent's home board named as anchors).
fn points_reason(better: Candidate<'_>, worse: Candidate<'_>) -> Option<Reason> {
    let mut messages = Vec::new();
    for (this, other) in [(better, worse), (worse, better)] {
        let lists = [
            (&this.facts.points_made, &other.facts.points_made, true),
            (
                &this.facts.points_given_up,
                &other.facts.points_given_up,
                false,
            ),
        ];
        for (mine, theirs, made) in lists {
            for &point in mine.iter().filter(|point| !theirs.contains(point)) {
                let anchor = point >= 19;
                let id = match (made, anchor) {
                    (true, false) => "teach-makes-point",
                    (true, true) => "teach-makes-anchor",
                    (false, false) => "teach-gives-up-point",
                    (false, true) => "teach-breaks-anchor",
                };
                messages.push(point_message(id, this, point));
            }
        }
    }
    let weight = family_weight(better, worse, POINT_FACTS);
    (!messages.is_empty()).then_some(Reason { weight, messages })
}

/// Blots and the shots at them.
fn blots_reason(better: Candidate<'_>, worse: Candidate<'_>) -> Option<Reason> {
    let (a, b) = (better.facts, worse.facts);
    if a.shots == b.shots && a.blots.len() == b.blots.len() {
        return None;
    }
    let weight = family_weight(better, worse, BLOT_FACTS);
    let messages = [better, worse].map(|candidate| {
        let facts = candidate.facts;
        match facts.blots.as_slice() {
            [] => play_message("teach-no-blot", candidate),
            [blot] => {
                point_message("teach-blot", candidate, blot.point).number("shots", blot.shots)
            }
            blots => play_message("teach-blots", candidate)
                .number("count", blots.len() as f64)
                .number("shots", facts.shots),
        }
    });
    Some(Reason {
        weight,
        messages: messages.into(),
    })
}

/// Checkers hit, the opponent's entering chances and a closed board.
fn hits_reason(better: Candidate<'_>, worse: Candidate<'_>) -> Option<Reason> {
    let (a, b) = (better.facts, worse.facts);
    if a.hits == b.hits && a.closed_board == b.closed_board && a.entering_rolls == b.entering_rolls
    {
        return None;
    }
    let weight = family_weight(better, worse, HIT_FACTS);
    let mut messages = Vec::new();
    for candidate in [better, worse] {
        let facts = candidate.facts;
        messages.push(match facts.hits {
            0 => play_message("teach-no-hit", candidate),
            hits => play_message("teach-hits", candidate).number("count", hits),
        });
        if facts.closed_board && facts.opponent_on_bar > 0 {
            messages.push(play_message("teach-closes-board", candidate));
        } else if let Some(rolls) = facts.entering_rolls {
            messages.push(play_message("teach-entering", candidate).number("rolls", rolls));
        }
    }
    Some(Reason { weight, messages })
}

/// Back checkers escaped.
fn escapes_reason(better: Candidate<'_>, worse: Candidate<'_>) -> Option<Reason> {
    let (a, b) = (better.facts, worse.facts);
    if a.back_checkers_escaped == b.back_checkers_escaped {
        return None;
    }
    let messages = [better, worse]
        .into_iter()
        .filter(|candidate| candidate.facts.back_checkers_escaped > 0)
        .map(|candidate| {
            play_message("teach-escapes", candidate)
                .number("count", candidate.facts.back_checkers_escaped)
        })
        .collect();
    Some(Reason {
        weight: family_weight(better, worse, ESCAPE_FACTS),
        messages,
    })
}

/// The number of a prime in [`fact_numbers`]: its points from the third on, doubled when it
/// traps a checker.
fn prime_value(facts: &PlayFacts) -> f32 {
    let points = f32::from(facts.prime.length.saturating_sub(2));
    let trapping = if facts.prime.trapped > 0 { 2.0 } else { 1.0 };
    points * trapping
}

/// The longest prime (told from three points on).
fn prime_reason(better: Candidate<'_>, worse: Candidate<'_>) -> Option<Reason> {
    let (a, b) = (prime_value(better.facts), prime_value(worse.facts));
    if a == b {
        return None;
    }
    let messages = [better, worse]
        .into_iter()
        .filter(|candidate| candidate.facts.prime.length >= 3)
        .map(|candidate| {
            let prime = candidate.facts.prime;
            play_message("teach-prime", candidate)
                .number("length", prime.length)
                .number("trapped", prime.trapped)
        })
        .collect();
    Some(Reason {
        weight: family_weight(better, worse, PRIME_FACTS),
        messages,
    })
}

/// Checkers borne off and pips wasted.
fn bear_off_reason(better: Candidate<'_>, worse: Candidate<'_>) -> Option<Reason> {
    let (a, b) = (better.facts.bear_off?, worse.facts.bear_off?);
    if a == b {
        return None;
    }
    let weight = family_weight(better, worse, BEAR_OFF_FACTS);
    let mut messages = Vec::new();
    for (candidate, facts) in [(better, a), (worse, b)] {
        messages
            .push(play_message("teach-bears-off", candidate).number("count", facts.checkers_off));
        if a.pips_wasted != b.pips_wasted {
            messages.push(
                play_message("teach-wastes-pips", candidate).number("pips", facts.pips_wasted),
            );
        }
    }
    Some(Reason { weight, messages })
}

/// Gammon chances won and lost, from the net (told from [`GAMMON_THRESHOLD`] on).
fn gammons_reason(better: Candidate<'_>, worse: Candidate<'_>) -> Option<Reason> {
    let (a, b) = (better.hint.chances, worse.hint.chances);
    let weight = (a.win_gammon - b.win_gammon).abs() + (a.lose_gammon - b.lose_gammon).abs();
    if weight < GAMMON_THRESHOLD {
        return None;
    }
    let messages = [better, worse].map(|candidate| {
        let chances = candidate.hint.chances;
        play_message("teach-gammons", candidate)
            .decimal("win", percent(chances.win_gammon), PERCENT_DIGITS)
            .decimal("lose", percent(chances.lose_gammon), PERCENT_DIGITS)
    });
    Some(Reason {
        weight,
        messages: messages.into(),
    })
}

/// Builders for the next points.
fn builders_reason(better: Candidate<'_>, worse: Candidate<'_>) -> Option<Reason> {
    let (a, b) = (better.facts.builders, worse.facts.builders);
    if a == b {
        return None;
    }
    let messages = [better, worse].map(|candidate| {
        play_message("teach-builders", candidate).number("count", candidate.facts.builders)
    });
    Some(Reason {
        weight: family_weight(better, worse, BUILDER_FACTS),
        messages: messages.into(),
    })
}

/// The kind of game each play leads to.
fn game_kind_reason(better: Candidate<'_>, worse: Candidate<'_>) -> Option<Reason> {
    if better.facts.game_kind == worse.facts.game_kind {
        return None;
    }
    let messages = [better, worse].map(|candidate| {
        play_message("teach-game-kind", candidate).text("kind", candidate.facts.game_kind.word())
    });
    Some(Reason {
        weight: family_weight(better, worse, GAME_KIND_FACTS),
        messages: messages.into(),
    })
}

/// What choosing `worse` over `better` costs: equity in money play, match winning chance (in
/// percent) in a match; the difference of their losses against the hint's best play.
fn cost(better: &HintPlay, worse: &HintPlay) -> Message {
    match (
        better.match_winning_chance_loss,
        worse.match_winning_chance_loss,
    ) {
        (Some(better), Some(worse)) => Message::new("teach-costs-match").decimal(
            "loss",
            percent(worse - better),
            PERCENT_DIGITS,
        ),
        _ => Message::new("teach-costs").number("loss", round(worse.loss - better.loss, 3)),
    }
}

/// The decimals a chance in percent is rounded to and written with (14.0%, as the hint's list).
const PERCENT_DIGITS: u8 = 1;

/// A chance in percent, to [`PERCENT_DIGITS`] decimals.
fn percent(chance: f32) -> f64 {
    round(100.0 * chance, i32::from(PERCENT_DIGITS))
}

fn round(value: f32, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (f64::from(value) * scale).round() / scale
}

/// Why the cube hint says what it says: the verdict, then for a double the market losers and
/// the taker's chances against the take point, for a position too good to double the gammon
/// chances, for no double the market losers.
pub fn explain_cube(hint: &CubeHint) -> Vec<Message> {
    let double = match hint.double {
        DoubleVerdict::NoDouble => "no-double",
        DoubleVerdict::Double => "double",
        DoubleVerdict::TooGood => "too-good",
    };
    let take = match hint.take {
        TakeVerdict::Take => "take",
        TakeVerdict::Pass => "pass",
        TakeVerdict::Beaver => "beaver",
    };
    let mut messages = vec![Message::new("teach-cube-verdict")
        .text("double", double)
        .text("take", take)
        .text("redouble", if hint.redouble { "yes" } else { "no" })];
    if !hint.can_double {
        messages.push(Message::new("teach-cube-cannot-double"));
    }
    if hint.double == DoubleVerdict::TooGood {
        messages.push(Message::new("teach-cube-too-good").decimal(
            "gammon",
            percent(hint.chances.win_gammon),
            1,
        ));
    } else if hint.can_double {
        messages.push(Message::new("teach-cube-market-losers").number("rolls", hint.market_losers));
    }
    messages.push(
        Message::new("teach-cube-take-point")
            .decimal("chance", percent(1.0 - hint.chances.win), PERCENT_DIGITS)
            .decimal("needed", percent(hint.take_point), PERCENT_DIGITS),
    );
    messages
}

#[cfg(test)]
mod tests;
