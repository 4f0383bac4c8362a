//! Cube and resignation decisions from cubeless chances, in money play and in matches.
//!
//! The evaluator gives the cubeless [`Probabilities`] of the player on roll; [`analyse`] turns
//! them into three cubeful equities of that player (no double, double and take, double and
//! drop) with Janowski's cube-efficiency model (`janowski.rs`), using the match equity table
//! ([`met`]) at a match score, and [`CubeAnalysis`] reads the decisions off them. Resignations
//! are in [`resign`]. Everything is pure and deterministic.
//!
//! Units: money equities are points per unit of the *current* cube value. Match equities are
//! "EMG" (equivalent to money game): match winning chances mapped linearly so that losing a
//! single game at the current cube is -1 and winning one is +1. In both, a double that is
//! dropped is worth exactly +1 to the doubler.
//!
//! ```
//! use bg_engine::cube::{analyse, CubeContext, DoubleDecision, TakeDecision};
//! use bg_engine::eval::Probabilities;
//! use bg_engine::Position;
//!
//! // A money game, 70% to win, no gammons: a double, and a take.
//! let chances = Probabilities { win: 0.70, ..Probabilities::default() };
//! let analysis = analyse(&chances, &CubeContext::MONEY_CENTERED, &Position::STARTING);
//! assert_eq!(analysis.double_decision(), DoubleDecision::Double);
//! assert_eq!(analysis.take_decision(), TakeDecision::Take);
//! ```
//!
//! See `docs/cube.md` for the model, the formulas and their limits.

mod context;
mod decision;
pub mod efficiency;
mod janowski;
mod kazaross_xg2;
pub mod met;
pub mod resign;
#[cfg(test)]
mod tests;

use crate::eval::{OutcomeValues, Probabilities};
use crate::position::Position;
use crate::referee::MAX_CUBE;

pub use context::{CubeContext, RelativeCubeOwner};
pub use decision::{DoubleDecision, TakeDecision};
pub use efficiency::cube_efficiency;
pub use resign::{accepts_resignation, resignation_offer};

use janowski::{Chances, Equities, MatchModel};
use met::{Stage, MAX_AWAY};

/// The cubeful equities of the player on roll (the potential doubler), and what follows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeAnalysis {
    /// Playing on without doubling.
    pub no_double: f32,
    /// Doubling, and the opponent takes.
    pub double_take: f32,
    /// Doubling, and the opponent drops: always 1.
    pub double_drop: f32,
    /// Whether the rules let the player on roll double: cube access, not the Crawford game, not
    /// a dead cube in a match (a single game at the current value already wins them the
    /// match), the cube below 64.
    pub can_double: bool,
    /// True in money play: then a taker may consider a beaver.
    pub money: bool,
    /// The cube efficiency used (see [`cube_efficiency`]).
    pub efficiency: f32,
}

impl CubeAnalysis {
    /// Double when the rules allow it and doubling is worth more than playing on whatever the
    /// opponent answers: `min(double_take, double_drop) > no_double`. A position too good to
    /// double ([`CubeAnalysis::is_too_good`]) is played on.
    ///
    /// In money play the doubler assumes that a double the opponent should beaver
    /// ([`CubeAnalysis::beaver_is_right`]) is beavered: it is then worth twice `double_take`.
    /// Such doubles are almost never right anyway (the opponent is the favourite after taking).
    pub fn double_decision(&self) -> DoubleDecision {
        if self.can_double && self.doubled().min(self.double_drop) > self.no_double {
            DoubleDecision::Double
        } else {
            DoubleDecision::NoDouble
        }
    }

    /// The opponent's best answer to a double: take when taking costs them no more than
    /// dropping (`double_take <= double_drop`, ties taken).
    pub fn take_decision(&self) -> TakeDecision {
        if self.double_take <= self.double_drop {
            TakeDecision::Take
        } else {
            TakeDecision::Drop
        }
    }

    /// Too good to double: playing on is worth more than the point the opponent would give up
    /// by dropping (`no_double > double_drop`), so the player on roll plays for the gammon.
    pub fn is_too_good(&self) -> bool {
        self.no_double > self.double_drop
    }

    /// What a double is worth if the opponent takes, or beavers when that is right.
    fn doubled(&self) -> f32 {
        if self.beaver_is_right() {
            2.0 * self.double_take
        } else {
            self.double_take
        }
    }

    /// In money play, whether the opponent should beaver (take and redouble at once, keeping
    /// the cube): right when they are the favourite after taking (`double_take < 0`), since a
    /// beaver doubles what they then expect to win. Whether a beaver is allowed is the
    /// referee's business ([`crate::referee::Match::can_beaver`]). Always false in a match.
    pub fn beaver_is_right(&self) -> bool {
        self.money && self.double_take < 0.0
    }

    /// The equity of the best cube action of the player on roll: the larger of playing on and
    /// doubling (answered by the opponent's best reply) when doubling is allowed.
    pub fn best_equity(&self) -> f32 {
        match self.double_decision() {
            DoubleDecision::Double => self.doubled().min(self.double_drop),
            DoubleDecision::NoDouble => self.no_double,
        }
    }
}

/// The cube analysis of the player on roll, whose cubeless chances are `probabilities`, with
/// the cube and score `cube` from their side, in `position` (seen by them, before rolling; it
/// sets the cube efficiency). Scores beyond the 25-point table are treated as 25 away.
pub fn analyse(
    probabilities: &Probabilities,
    cube: &CubeContext,
    position: &Position,
) -> CubeAnalysis {
    analyse_with_efficiency(probabilities, cube, cube_efficiency(position))
}

/// [`analyse`] with a given cube efficiency `x` (0: dead cube, 1: fully live) instead of the
/// position's.
pub fn analyse_with_efficiency(
    probabilities: &Probabilities,
    cube: &CubeContext,
    x: f64,
) -> CubeAnalysis {
    let x = x.clamp(0.0, 1.0);
    let chances = Chances::of(probabilities);
    let value = cube.value.max(1);
    let has_access = cube.owner != RelativeCubeOwner::Opponent;
    let (equities, can_double, money) = match match_model(cube, chances) {
        None => {
            let equities = janowski::money(&chances, cube.owner, cube.jacoby, x);
            (equities, has_access && value < MAX_CUBE, true)
        }
        Some(model) => {
            let mwc = model.equities(value, cube.owner, x);
            let emg = Equities {
                no_double: model.emg(mwc.no_double, value),
                double_take: model.emg(mwc.double_take, value),
                double_drop: model.emg(mwc.double_drop, value),
            };
            (emg, has_access && model.may_double_now(value), false)
        }
    };
    CubeAnalysis {
        no_double: equities.no_double as f32,
        double_take: equities.double_take as f32,
        double_drop: equities.double_drop as f32,
        can_double,
        money,
        efficiency: x as f32,
    }
}

/// The match model of `cube`'s score, or `None` in money play.
fn match_model(cube: &CubeContext, chances: Chances) -> Option<MatchModel> {
    let (me, opp) = cube.away?;
    let away = (me.clamp(1, MAX_AWAY), opp.clamp(1, MAX_AWAY));
    Some(MatchModel {
        away,
        stage: stage_of(cube, away),
        chances,
    })
}

/// The kind of game being played at `away`: the Crawford game when `cube` says so, otherwise
/// post-Crawford when a player is 1 point away (also right for a match without the Crawford
/// rule, where the trailer may double at once), otherwise pre-Crawford.
fn stage_of(cube: &CubeContext, away: (u32, u32)) -> Stage {
    let one_away = away.0 == 1 || away.1 == 1;
    if cube.crawford && one_away {
        Stage::Crawford
    } else if one_away {
        Stage::PostCrawford
    } else {
        Stage::PreCrawford
    }
}

/// What gammons and backgammons are worth to the player of `cube` at its score, for ranking
/// plays by a cubeless equity: one single game each in money play (none with the Jacoby rule
/// while the cube is in the middle); at a match score the match winning chances after each
/// result at the cube's value, scaled so that a single game won is +1 and one lost is -1 (a
/// gammon that wins the match adds nothing to a single game that does; at double match point
/// gammons are worth nothing).
pub fn outcome_values(cube: &CubeContext) -> OutcomeValues {
    let value = cube.value.max(1);
    let Some((me, opp)) = cube.away else {
        return if cube.jacoby && cube.owner == RelativeCubeOwner::Centered {
            OutcomeValues::SINGLE_GAMES_ONLY
        } else {
            OutcomeValues::MONEY
        };
    };
    let away = (me.clamp(1, MAX_AWAY), opp.clamp(1, MAX_AWAY));
    let stage = stage_of(cube, away);
    let won = |points: u32| met::after_game(away, stage, points * value, 0);
    let lost = |points: u32| met::after_game(away, stage, 0, points * value);
    let range = won(1) - lost(1);
    if range <= f64::EPSILON {
        return OutcomeValues::MONEY;
    }
    let scale = |mwc_gain: f64| (2.0 * mwc_gain / range) as f32;
    OutcomeValues {
        win_gammon: scale(won(2) - won(1)),
        win_backgammon: scale(won(3) - won(2)),
        lose_gammon: scale(lost(1) - lost(2)),
        lose_backgammon: scale(lost(2) - lost(3)),
    }
}

/// The match winning chance of the player of `cube` whose cubeless chances are `probabilities`,
/// if the game is played out at the cube's value without another double: each result's
/// chance times the match winning chance after it (the match equity table, with the Crawford
/// and post-Crawford stages). `None` in money play. A linear function of the chances: ranking
/// plays by it is ranking them by [`outcome_values`]'s equity.
pub fn cubeless_match_winning_chance(
    probabilities: &Probabilities,
    cube: &CubeContext,
) -> Option<f64> {
    let (away, stage, value) = score_of(cube)?;
    let won = |points: u32| met::after_game(away, stage, points * value, 0);
    let lost = |points: u32| met::after_game(away, stage, 0, points * value);
    let p = probabilities.to_array().map(f64::from);
    let [win, win_gammon, win_backgammon, lose_gammon, lose_backgammon] = p;
    Some(
        (win - win_gammon) * won(1)
            + (win_gammon - win_backgammon) * won(2)
            + win_backgammon * won(3)
            + (1.0 - win - lose_gammon) * lost(1)
            + (lose_gammon - lose_backgammon) * lost(2)
            + lose_backgammon * lost(3),
    )
}

/// The match winning chance of an equity in EMG at `cube`'s score (the units of
/// [`CubeAnalysis`] in a match: -1 is losing a single game at the current cube, +1 winning
/// one). `None` in money play.
pub fn match_winning_chance_of_emg(emg: f64, cube: &CubeContext) -> Option<f64> {
    let (away, stage, value) = score_of(cube)?;
    let lose = met::after_game(away, stage, 0, value);
    let win = met::after_game(away, stage, value, 0);
    Some(lose + (emg + 1.0) / 2.0 * (win - lose))
}

/// The match winning chance the player of `cube` gains when the game being played at its
/// score ends with them scoring `won` points and the opponent `lost` (one of them 0): the
/// table's chance after the game minus the chance at its start (negative for a game lost).
/// The cube's value is not used (the points say what the game was worth). `None` in money
/// play.
pub fn match_winning_chance_gained(cube: &CubeContext, won: u32, lost: u32) -> Option<f64> {
    let (away, stage, _) = score_of(cube)?;
    // `stage_of` gives every score a stage that fits it, so the fallback is never taken; it
    // keeps the function total.
    let before = met::match_winning_chance(away.0, away.1, stage).unwrap_or(0.5);
    Some(met::after_game(away, stage, won, lost) - before)
}

/// The away scores (clamped to the table), the stage and the cube value of a match `cube`.
fn score_of(cube: &CubeContext) -> Option<((u32, u32), Stage, u32)> {
    let (me, opp) = cube.away?;
    let away = (me.clamp(1, MAX_AWAY), opp.clamp(1, MAX_AWAY));
    Some((away, stage_of(cube, away), cube.value.max(1)))
}

/// The cube context seen by the other player: the owner and the score swapped.
pub fn other_side(cube: &CubeContext) -> CubeContext {
    CubeContext {
        owner: match cube.owner {
            RelativeCubeOwner::Centered => RelativeCubeOwner::Centered,
            RelativeCubeOwner::Bot => RelativeCubeOwner::Opponent,
            RelativeCubeOwner::Opponent => RelativeCubeOwner::Bot,
        },
        away: cube.away.map(|(me, opp)| (opp, me)),
        ..*cube
    }
}

/// Whether the player on roll should double: [`analyse`] then
/// [`CubeAnalysis::double_decision`].
pub fn double_decision(
    probabilities: &Probabilities,
    cube: &CubeContext,
    position: &Position,
) -> DoubleDecision {
    analyse(probabilities, cube, position).double_decision()
}

/// The answer of a player offered a double. `doubler_probabilities` are the cubeless chances
/// of the doubler (on roll), `position` is seen by the doubler, and `cube` is the cube before
/// the double from the *taker's* side, as [`crate::bots::Bot::take_decision`] receives them.
pub fn take_decision(
    doubler_probabilities: &Probabilities,
    cube: &CubeContext,
    position: &Position,
) -> TakeDecision {
    analyse(doubler_probabilities, &other_side(cube), position).take_decision()
}
