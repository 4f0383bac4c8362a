//! The neural-net player: plays ranked by a [`Search`] at its level's depth, with its level's
//! noise; cube and resignation decisions from the same search's evaluation.

use crate::bots::level::Level;
use crate::bots::noise::equity_noise;
use crate::bots::search::{RankedPlay, Search, SearchSettings};
use crate::bots::{play_at, Bot};
use crate::cube;
use crate::cube::{CubeContext, DoubleDecision, TakeDecision};
use crate::dice::Dice;
use crate::eval::{NetEvaluator, OutcomeValues, Probabilities};
use crate::movegen::Play;
use crate::position::Position;
use crate::WinKind;

/// The net player of a [`Level`] (or of explicit [`SearchSettings`]).
///
/// Plays: the best play of a [`Search`] ranking (see [`crate::bots::search`]): the position
/// after each play judged at the player's depth, plus its noise.
///
/// Cube and resignation decisions: the cubeless chances of the position before the roll at the
/// player's depth ([`NeuralBot::cube_chances_in`]: with the level's noise, deterministic per
/// position, on the winning chance; at a match score the lookahead's replies chosen by each
/// side's outcome values there, as the play search chooses them), handed to the
/// [`crate::cube`] module (Janowski's cubeful model, the match equity table at a match score).
#[derive(Clone, Debug)]
pub struct NeuralBot {
    search: Search,
    settings: SearchSettings,
    name: String,
}

impl NeuralBot {
    /// The Expert player (the embedded net at 0-ply, no noise), named `expert`.
    pub fn new() -> NeuralBot {
        NeuralBot::for_level(Level::Expert)
    }

    /// The player of `level` with its embedded net ([`Level::evaluator`]), named after the
    /// level.
    pub fn for_level(level: Level) -> NeuralBot {
        NeuralBot::with_evaluator(level.evaluator(), level.name()).with_settings(level.settings())
    }

    /// A net player using `evaluator`, reporting `name`: 0-ply, no noise.
    pub fn with_evaluator(evaluator: NetEvaluator, name: &str) -> NeuralBot {
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
    pub fn evaluator(&self) -> &NetEvaluator {
        self.search.evaluator()
    }

    /// The search (its cache statistics and evaluation count).
    pub fn search(&self) -> &Search {
        &self.search
    }

    /// Forgets the search's cached evaluations, e.g. to time a search from cold.
    pub fn clear_cache(&mut self) {
        self.search.clear_cache();
    }

    /// `plays` ranked best first as this player ranks them, with their equities (for hints):
    /// see [`Search::rank_plays`].
    pub fn rank_plays(&mut self, plays: &[Play]) -> Vec<RankedPlay> {
        self.search.rank_plays(plays, &self.settings)
    }

    /// [`NeuralBot::rank_plays`] with gammons valued as at `cube`'s score
    /// ([`cube::outcome_values`]), as the player's [`Bot::choose_play_in`] ranks them.
    pub fn rank_plays_in(&mut self, plays: &[Play], cube: &CubeContext) -> Vec<RankedPlay> {
        let settings = self.settings_in(cube);
        self.search.rank_plays(plays, &settings)
    }

    /// The chances after `play` for the player who makes it, at `plies`, valued as this
    /// player's ranking values plays at `cube`'s score ([`NeuralBot::rank_plays_in`]): the
    /// same figures, bit for bit, as the ranking's for a play it took to that depth.
    pub fn evaluate_play_in(
        &mut self,
        play: &Play,
        plies: u8,
        cube: &CubeContext,
    ) -> Probabilities {
        let values = self.settings_in(cube).values;
        self.search.evaluate_play_with(play, plies, &values)
    }

    /// The player's settings with gammons valued as at `cube`'s score.
    fn settings_in(&self, cube: &CubeContext) -> SearchSettings {
        SearchSettings {
            values: cube::outcome_values(cube),
            ..self.settings
        }
    }

    /// The chances of the player on roll in `position`, before rolling, at this player's depth,
    /// both sides choosing their replies as in money play.
    pub fn evaluate(&mut self, position: &Position) -> Probabilities {
        self.search.evaluate(position, self.settings.plies)
    }

    /// [`NeuralBot::evaluate`] with the replies of the lookahead chosen by `values` for the
    /// player on roll and by `values.swapped()` for the opponent ([`Search::evaluate_with`]).
    pub fn evaluate_with(&mut self, position: &Position, values: &OutcomeValues) -> Probabilities {
        self.search
            .evaluate_with(position, self.settings.plies, values)
    }

    /// The chances the player's cube and resignation decisions start from: [`Self::evaluate`]
    /// with the level's noise. A noisy level misjudges its winning chance by half its equity
    /// noise (the equity moves twice as much as the winning chance), the same way every time
    /// it meets the same position, so that it doubles, takes and resigns a little wrongly as it
    /// plays a little wrongly. Without noise, exactly [`Self::evaluate`].
    pub fn cube_chances(&mut self, position: &Position) -> Probabilities {
        let chances = self.evaluate(position);
        self.with_cube_noise(position, chances)
    }

    /// The chances the player's cube and resignation decisions start from at `cube`'s score
    /// (`cube` from the side of the player on roll in `position`): [`Self::cube_chances`],
    /// but at a match score the lookahead's replies are chosen as the play search chooses them
    /// there ([`NeuralBot::cube_lookahead_values`]), not as in money play. At 0 plies (no lookahead) and
    /// in money play the same as [`Self::cube_chances`].
    pub fn cube_chances_in(&mut self, position: &Position, cube: &CubeContext) -> Probabilities {
        let chances = self.evaluate_with(position, &NeuralBot::cube_lookahead_values(cube));
        self.with_cube_noise(position, chances)
    }

    /// The outcome values the lookahead of a cube or resignation decision chooses replies by, for
    /// the player of `cube`: at a match score [`cube::outcome_values`] (what the play search ranks
    /// by there, [`NeuralBot::rank_plays_in`]); in money play money play's, gammons counted even
    /// under the Jacoby rule, since a cube decision weighs the game after a double too, where the
    /// Jacoby rule no longer holds and Janowski's model counts the gammons itself.
    pub fn cube_lookahead_values(cube: &CubeContext) -> OutcomeValues {
        if cube.away.is_some() {
            cube::outcome_values(cube)
        } else {
            OutcomeValues::MONEY
        }
    }

    /// `chances` with the level's cube noise for `position` (none without noise).
    fn with_cube_noise(&self, position: &Position, chances: Probabilities) -> Probabilities {
        let shift = equity_noise(
            position,
            self.settings.noise,
            self.settings.noise_salt ^ CUBE_NOISE_SALT,
        ) / 2.0;
        if shift == 0.0 {
            return chances;
        }
        let mut outputs = chances.to_array();
        outputs[0] += shift;
        Probabilities::from_outputs(outputs)
    }
}

/// Salts the noise of cube decisions apart from the noise of plays.
const CUBE_NOISE_SALT: u64 = 0xC0BE_0000_0000_0000;

impl Default for NeuralBot {
    fn default() -> Self {
        NeuralBot::new()
    }
}

impl Bot for NeuralBot {
    fn name(&self) -> &str {
        &self.name
    }

    fn choose_play(&mut self, position: &Position, _dice: Dice, plays: &[Play]) -> Play {
        let best = self.search.best_play(plays, &self.settings);
        play_at(position, plays, best)
    }

    /// Ranks the plays with gammons valued as at `cube`'s score ([`cube::outcome_values`]).
    fn choose_play_in(
        &mut self,
        position: &Position,
        _dice: Dice,
        plays: &[Play],
        cube: &CubeContext,
    ) -> Play {
        let settings = self.settings_in(cube);
        let best = self.search.best_play(plays, &settings);
        play_at(position, plays, best)
    }

    fn double_decision(&mut self, position: &Position, cube: &CubeContext) -> DoubleDecision {
        let chances = self.cube_chances_in(position, cube);
        cube::double_decision(&chances, cube, position)
    }

    fn take_decision(&mut self, position: &Position, cube: &CubeContext) -> TakeDecision {
        // `position` is seen by the doubler, and so are the chances (`cube` is the taker's).
        let chances = self.cube_chances_in(position, &cube::other_side(cube));
        cube::take_decision(&chances, cube, position)
    }

    /// Beavers a double it takes as the favourite ([`cube::CubeAnalysis::beaver_is_right`]),
    /// from the same chances as its take decision.
    fn beavers(&mut self, position: &Position, cube: &CubeContext) -> bool {
        let doubler = cube::other_side(cube);
        let chances = self.cube_chances_in(position, &doubler);
        let analysis = cube::analyse(&chances, &doubler, position);
        analysis.take_decision() == TakeDecision::Take && analysis.beaver_is_right()
    }

    fn resignation_offer(&mut self, position: &Position, cube: &CubeContext) -> Option<WinKind> {
        let chances = self.cube_chances_in(position, cube);
        cube::resignation_offer(&chances, cube)
    }

    fn accepts_resignation(
        &mut self,
        position: &Position,
        offered: WinKind,
        cube: &CubeContext,
    ) -> bool {
        // `position` is seen by the resigner, on roll: the acceptor's chances are the flip.
        let chances = self
            .cube_chances_in(position, &cube::other_side(cube))
            .flip();
        cube::accepts_resignation(&chances, offered, cube)
    }
}

#[cfg(test)]
mod tests;
