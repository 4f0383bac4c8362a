//! The neural-net player: plays ranked by a [`Search`] at its level's depth, with its level's
//! noise; cube and resignation decisions from the same search's evaluation.

use crate::bots::level::Level;
use crate::bots::search::{RankedPlay, Search, SearchSettings};
use crate::bots::{Bot, CubeContext, DoubleDecision, TakeDecision};
use crate::dice::Dice;
use crate::eval::{Evaluator, Probabilities};
use crate::movegen::Play;
use crate::position::Position;
use crate::win_kind::WinKind;

/// The net player of a [`Level`] (or of explicit [`SearchSettings`]).
///
/// Plays: the best play of a [`Search`] ranking (see [`crate::bots::search`]): the position
/// after each play judged at the player's depth, plus its noise.
///
/// Cube and resignation decisions are, for now, a stopgap until the cube module (cubeful
/// equity and match equity) is wired in; they use the cubeless chances of the position before
/// the roll at the player's depth. From the cubeless equity `e` of the player on roll: double
/// when `e >= 0.4` unless the position is too good to double (`e > 1`: playing on for the
/// gammon is worth more than the point a drop gives); take when the taker's cubeless equity is
/// at least `-0.5` (at that point a take at twice the stake loses no more than a drop). Resign
/// only a nearly certain result: the smallest kind worth at least the expected loss less
/// [`RESIGNATION_TOLERANCE`], and only when it is worth no more than the expected loss plus that
/// tolerance; accept a resignation worth at least the expected win less the tolerance.
#[derive(Clone, Debug)]
pub struct NeuralBot {
    search: Search,
    settings: SearchSettings,
    name: String,
}

/// Cubeless equity from which the simple cube rule doubles.
const DOUBLE_FROM: f32 = 0.4;
/// Cubeless equity above which the position is too good to double.
const TOO_GOOD_ABOVE: f32 = 1.0;
/// The taker's lowest cubeless equity at which the simple rule takes.
const TAKE_FROM: f32 = -0.5;
/// How far (in points per cube value) a resignation may be from the expected result.
pub const RESIGNATION_TOLERANCE: f32 = 0.02;

impl NeuralBot {
    /// The Expert player (the embedded net at 0-ply, no noise), named `expert`.
    pub fn new() -> NeuralBot {
        NeuralBot::for_level(Level::Expert)
    }

    /// The player of `level` with the embedded net, named after the level.
    pub fn for_level(level: Level) -> NeuralBot {
        NeuralBot::with_evaluator(Evaluator::embedded(), level.name())
            .with_settings(level.settings())
    }

    /// A net player using `evaluator`, reporting `name`: 0-ply, no noise.
    pub fn with_evaluator(evaluator: Evaluator, name: &str) -> NeuralBot {
        NeuralBot {
            search: Search::new(evaluator),
            settings: SearchSettings::ZERO_PLY,
            name: name.to_owned(),
        }
    }

    /// The same player ranking its plays by `settings`.
    pub fn with_settings(mut self, settings: SearchSettings) -> NeuralBot {
        self.settings = settings.with_plies(settings.plies);
        self
    }

    /// The same player searching `plies` deep (GNU Backgammon's counting, at most
    /// [`crate::bots::search::MAX_PLIES`]; more count as that).
    pub fn with_plies(mut self, plies: u8) -> NeuralBot {
        self.settings = self.settings.with_plies(plies);
        self
    }

    /// The search depth (GNU Backgammon's counting).
    pub fn plies(&self) -> u8 {
        self.settings.plies
    }

    /// How the player ranks its plays.
    pub fn settings(&self) -> &SearchSettings {
        &self.settings
    }

    /// The evaluator.
    pub fn evaluator(&self) -> &Evaluator {
        self.search.evaluator()
    }

    /// The search (its cache statistics and evaluation count).
    pub fn search(&self) -> &Search {
        &self.search
    }

    /// `plays` ranked best first as this player ranks them, with their equities (for hints):
    /// see [`Search::rank_plays`].
    pub fn rank_plays(&mut self, plays: &[Play]) -> Vec<RankedPlay> {
        self.search.rank_plays(plays, &self.settings)
    }

    /// The chances of the player on roll in `position`, before rolling, at this player's depth.
    pub fn evaluate(&mut self, position: &Position) -> Probabilities {
        self.search.evaluate(position, self.settings.plies)
    }
}

impl Default for NeuralBot {
    fn default() -> Self {
        NeuralBot::new()
    }
}

impl Bot for NeuralBot {
    fn name(&self) -> &str {
        &self.name
    }

    fn choose_play(&mut self, _position: &Position, _dice: Dice, plays: &[Play]) -> usize {
        self.search.best_play(plays, &self.settings)
    }

    fn double_decision(&mut self, position: &Position, _cube: &CubeContext) -> DoubleDecision {
        let equity = self.evaluate(position).equity();
        if (DOUBLE_FROM..=TOO_GOOD_ABOVE).contains(&equity) {
            DoubleDecision::Double
        } else {
            DoubleDecision::NoDouble
        }
    }

    fn take_decision(&mut self, position: &Position, _cube: &CubeContext) -> TakeDecision {
        // `position` is seen by the doubler: the taker's equity is its opposite.
        let taker_equity = -self.evaluate(position).equity();
        if taker_equity >= TAKE_FROM {
            TakeDecision::Take
        } else {
            TakeDecision::Drop
        }
    }

    fn resignation_offer(&mut self, position: &Position, _cube: &CubeContext) -> Option<WinKind> {
        let expected_loss = -self.evaluate(position).equity();
        let kind = WinKind::ALL
            .into_iter()
            .find(|kind| kind.multiplier() as f32 >= expected_loss - RESIGNATION_TOLERANCE)?;
        (kind.multiplier() as f32 <= expected_loss + RESIGNATION_TOLERANCE).then_some(kind)
    }

    fn accepts_resignation(
        &mut self,
        position: &Position,
        offered: WinKind,
        _cube: &CubeContext,
    ) -> bool {
        // `position` is seen by the resigner, on roll: the acceptor's equity is its opposite.
        let expected_win = -self.evaluate(position).equity();
        offered.multiplier() as f32 >= expected_win - RESIGNATION_TOLERANCE
    }
}

#[cfg(test)]
mod tests;
