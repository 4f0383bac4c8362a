//! The luck-adjusted result, as GNU Backgammon gives it: each finished game's result minus
//! the difference of the two players' luck in that game, in points in money play and in
//! match winning chances in a match.
//!
//! The luck of a roll ([`super::RollLuck::luck`]) is normalized equity: points per game at
//! cube 1 in money play, EMG in a match. It is turned into the result's units at the cube and
//! score of the roll, as gnubg turns it: times the cube's value in money play; in a match the
//! match winning chance of that EMG minus the chance of 0 EMG (half the luck times the
//! difference between winning and losing a single game at the cube's value).
//!
//! A game's result is the points the winner scored (the cube and gammons counted) in money
//! play, and in a match the match winning chance after the game minus the chance at its start
//! (the Kazaross-XG2 table, [`crate::cube::met`]). Summed over the games of a match, the
//! results add up to the match winning chance gained over the match. A game that has not
//! ended has no result and is left out (gnubg counts its luck against a result of 0).

use super::{AnalysisError, MatchAnalysis, RollLuck};
use crate::cube::{self, CubeContext};
use crate::player::{ByPlayer, Player};
use crate::referee::{Action, GameResult, Match};

/// One finished game's result and luck, in points in money play and in match winning
/// chances in a match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameLuckAdjusted {
    /// The game's number (1 for the first).
    pub game: u32,
    pub winner: Player,
    /// Player 0's result: positive when player 0 won (player 1's is its negative).
    pub result: f32,
    /// Each player's luck in the game (the sum of their rolls' luck) in the result's units.
    pub luck: ByPlayer<f32>,
}

impl GameLuckAdjusted {
    /// `player`'s result in the game.
    pub fn result_of(&self, player: Player) -> f32 {
        match player {
            Player::Zero => self.result,
            Player::One => -self.result,
        }
    }

    /// `player`'s luck-adjusted result: their result minus their luck plus the opponent's.
    pub fn adjusted_of(&self, player: Player) -> f32 {
        self.result_of(player) - (self.luck[player] - self.luck[player.other()])
    }
}

/// The luck-adjusted result of a match: its finished games, each with its result and luck.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LuckAdjustedResult {
    /// True for a match to a length (units: match winning chances), false for money play
    /// (units: points).
    pub is_match: bool,
    pub games: Vec<GameLuckAdjusted>,
}

impl LuckAdjustedResult {
    /// `player`'s result over the finished games (points, or match winning chance gained).
    pub fn result(&self, player: Player) -> f32 {
        self.games.iter().map(|game| game.result_of(player)).sum()
    }

    /// `player`'s luck over the finished games, in the result's units.
    pub fn luck(&self, player: Player) -> f32 {
        self.games.iter().map(|game| game.luck[player]).sum()
    }

    /// `player`'s luck-adjusted result over the finished games: the result minus the luck
    /// difference. Player 1's is the negative of player 0's.
    pub fn adjusted(&self, player: Player) -> f32 {
        self.games.iter().map(|game| game.adjusted_of(player)).sum()
    }
}

/// The luck-adjusted result of `game` from `analysis`, the analysis of its log (or of a part
/// of it: rolls the analysis has no entry for count as no luck). Only rolls of the analysis
/// at a roll of the log count, each for the player the log says rolled.
///
/// # Errors
/// An action of the log the referee refuses when replayed (a match built by the referee never
/// has one).
pub fn luck_adjusted_result(
    game: &Match,
    analysis: &MatchAnalysis,
) -> Result<LuckAdjustedResult, AnalysisError> {
    let is_match = game.match_length() > 0;
    let mut games = Vec::new();
    let mut luck = ByPlayer::new(0.0f32, 0.0f32);
    let mut state = game.initial();
    for (index, &action) in game.log().iter().enumerate() {
        let next = state.apply(action).map_err(|error| AnalysisError {
            action_index: index,
            message: error.to_string(),
        })?;
        if matches!(action, Action::Roll(_) | Action::OpeningRoll { .. }) {
            if let Some(roll) = roll_at(analysis, index, next.on_roll()) {
                let cube = CubeContext::of_match(&next, roll.player);
                luck[roll.player] += luck_in_result_units(roll.luck, &cube);
            }
        }
        if next.game_results().len() > state.game_results().len() {
            if let Some(finished) = next.game_results().last() {
                let start = CubeContext::of_match(&state, Player::Zero);
                games.push(GameLuckAdjusted {
                    game: finished.game_number,
                    winner: finished.winner,
                    result: player_zero_result(finished, &start) as f32,
                    luck,
                });
            }
            luck = ByPlayer::new(0.0, 0.0);
        }
        state = next;
    }
    Ok(LuckAdjustedResult { is_match, games })
}

/// The analysis' luck of the roll at `index` of the log, if it is `roller`'s.
fn roll_at(analysis: &MatchAnalysis, index: usize, roller: Player) -> Option<&RollLuck> {
    analysis
        .rolls
        .iter()
        .find(|roll| roll.action_index == index && roll.player == roller)
}

/// A roll's normalized `luck` for the player of `cube` in points (money play: times the
/// cube's value) or in match winning chances (a match: the chance of that EMG at the cube and
/// score minus the chance of 0 EMG).
pub fn luck_in_result_units(luck: f32, cube: &CubeContext) -> f32 {
    let luck = f64::from(luck);
    match (
        cube::match_winning_chance_of_emg(luck, cube),
        cube::match_winning_chance_of_emg(0.0, cube),
    ) {
        (Some(with_luck), Some(without)) => (with_luck - without) as f32,
        _ => (luck * f64::from(cube.value.max(1))) as f32,
    }
}

/// Player 0's result of the `finished` game, which started at the score of `start` (player
/// 0's side): the points, or the match winning chance gained.
fn player_zero_result(finished: &GameResult, start: &CubeContext) -> f64 {
    let (won, lost) = match finished.winner {
        Player::Zero => (finished.points, 0),
        Player::One => (0, finished.points),
    };
    cube::match_winning_chance_gained(start, won, lost).unwrap_or(f64::from(won) - f64::from(lost))
}

#[cfg(test)]
#[path = "luck_adjusted_tests.rs"]
mod tests;
