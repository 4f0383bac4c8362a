//! The referee's state as a GNU Backgammon Match ID, and a referee set up from one.
//!
//! The conventions follow the IDs GNU Backgammon 1.07 writes (checked against the states it
//! recorded in `tests/data/gnubg_ids.txt`, see `gnubg_trace_tests.rs`):
//! - while a double is pending the cube shows the value before the double; after a beaver it
//!   shows the beavered value, owned by the beaverer, with the double still "offered" and the
//!   original doubler to decide;
//! - after the last checker is borne off, "on roll" and "turn" are the loser, and the board is
//!   seen by the loser; after a drop, "on roll" is the doubler and "turn" the player who
//!   dropped; after an accepted resignation, "turn" is the winner and the resignation level
//!   stays set;
//! - the score includes the points of a finished game, and the Crawford flag of a finished game
//!   already says whether the *next* game is the Crawford game.
//!
//! A referee waiting for an opening roll has no GNU Backgammon equivalent (gnubg rolls at once):
//! it is written as game state "none" with player 0 on roll.

use std::fmt;

use super::cube::{Cube, MAX_CUBE};
use super::outcome::{game_points, GameEnding, GameResult};
use super::phase::Phase;
use super::settings::{MatchSettings, SettingsError, DEFAULT_BEAVERS};
use super::{Match, State};
use crate::ids::{CubeOwner, GameState, GnubgId, MatchId, MatchIdError};
use crate::player::Player;
use crate::position::Position;
use crate::WinKind;

/// Why a position and a Match ID cannot be set up as a referee state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A field of the Match ID is out of range.
    MatchId(MatchIdError),
    /// The match is longer than the referee plays.
    MatchLength(SettingsError),
    /// The cube is above the referee's maximum (64).
    CubeAboveMaximum(u32),
    /// A game is in progress although a player has already won the match.
    MatchAlreadyWon(Player),
    /// The fields contradict each other or the position (for example a double offered after
    /// the dice are rolled, or a game in progress on a finished board).
    Inconsistent(&'static str),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::MatchId(error) => write!(f, "bad Match ID: {error}"),
            SetupError::MatchLength(error) => error.fmt(f),
            SetupError::CubeAboveMaximum(value) => {
                write!(f, "the cube is at {value}, above the maximum {MAX_CUBE}")
            }
            SetupError::MatchAlreadyWon(player) => write!(
                f,
                "player {} has already won the match, yet a game is in progress",
                player.index()
            ),
            SetupError::Inconsistent(what) => write!(f, "inconsistent state: {what}"),
        }
    }
}

impl std::error::Error for SetupError {}

impl Match {
    /// The GNU Backgammon Match ID of the current state (see the module notes for the
    /// conventions). It pairs with [`Match::position`], which is seen by its player on roll.
    pub fn match_id(&self) -> MatchId {
        let state = &self.now;
        let ended = match state.phase {
            Phase::GameOver { .. } | Phase::MatchOver { .. } => state.last_result,
            _ => None,
        };
        let (game_state, turn) = match (state.phase, ended) {
            (Phase::OpeningRoll, _) => (GameState::None, state.on_roll),
            (_, Some(result)) => match result.ending {
                GameEnding::BorneOff => (GameState::Over, result.winner.other()),
                GameEnding::Dropped => (GameState::Dropped, result.winner.other()),
                GameEnding::Resigned => (GameState::Resigned, result.winner),
            },
            (phase, None) => (GameState::Playing, phase.to_act().unwrap_or(state.on_roll)),
        };
        let resignation = match (state.phase, ended) {
            (Phase::ResignationOffered { level, .. }, _) => Some(level),
            (_, Some(result)) if result.ending == GameEnding::Resigned => Some(result.kind),
            _ => None,
        };
        MatchId {
            cube_value: state.cube.value,
            cube_owner: match state.cube.owner {
                None => CubeOwner::Centered,
                Some(player) => CubeOwner::Player(player),
            },
            on_roll: state.on_roll,
            // Once a game is over, gnubg's flag already tells whether the next game is the
            // Crawford game.
            crawford: if ended.is_some() {
                state.next_game_is_crawford()
            } else {
                state.crawford_game
            },
            game_state,
            turn,
            double_offered: matches!(state.phase, Phase::CubeOffered { .. }),
            resignation,
            dice: state.dice,
            match_length: state.settings.length(),
            score: state.score,
            jacoby: state.settings.jacoby(),
        }
    }

    /// The GNU Backgammon ID (`PositionID:MatchID`) of the current state.
    pub fn gnubg_id(&self) -> GnubgId {
        GnubgId {
            position: self.now.position,
            match_id: self.match_id(),
        }
    }

    /// A referee in the state a GNU Backgammon ID describes: `position` is seen by the Match
    /// ID's player on roll. The rules not in the ID are GNU Backgammon's defaults: the cube in
    /// use, the Crawford rule in matches, up to three beavers in money play. The history is
    /// unknown: the game number is 1, the log and the game results start empty, a pending
    /// beaver counts as the first (a raccoon as the second), and a finished game is not known
    /// to have been the Crawford game. When no game has started (game state "none"), the
    /// position is ignored and the referee waits for an opening roll.
    ///
    /// # Errors
    /// See [`SetupError`].
    pub fn from_match_id(position: Position, id: &MatchId) -> Result<Match, SetupError> {
        Match::from_match_id_with_beavers(position, id, DEFAULT_BEAVERS)
    }

    /// [`Match::from_match_id`] with `beavers` beavers allowed in money play (0: none) in place
    /// of GNU Backgammon's three: the rule that an XGID or the player's setup carries and the
    /// Match ID does not. A match never allows beavers, whatever `beavers` says.
    ///
    /// # Errors
    /// See [`SetupError`]; a beaver pending where `beavers` allows none is
    /// [`SetupError::Inconsistent`].
    pub fn from_match_id_with_beavers(
        position: Position,
        id: &MatchId,
        beavers: u8,
    ) -> Result<Match, SetupError> {
        id.validate().map_err(SetupError::MatchId)?;
        let settings = if id.match_length == 0 {
            MatchSettings::money()
                .with_jacoby(id.jacoby)
                .with_beavers(beavers)
        } else {
            MatchSettings::match_to(id.match_length).map_err(SetupError::MatchLength)?
        };
        if id.cube_value > MAX_CUBE {
            return Err(SetupError::CubeAboveMaximum(id.cube_value));
        }
        let cube = Cube {
            value: id.cube_value,
            owner: match id.cube_owner {
                CubeOwner::Centered => None,
                CubeOwner::Player(player) => Some(player),
            },
        };
        let mut state = State {
            settings,
            phase: Phase::OpeningRoll,
            position,
            on_roll: id.on_roll,
            dice: id.dice,
            cube,
            beavers: 0,
            score: id.score,
            game_number: 1,
            crawford_game: id.crawford,
            crawford_done: false,
            opening_roll: None,
            opening_ties: 0,
            last_result: None,
        };
        let length = settings.length();
        let match_won_by = Player::BOTH
            .into_iter()
            .find(|&player| length > 0 && id.score[player] >= length);
        let one_short = |player: Player| length > 1 && id.score[player] + 1 == length;
        match id.game_state {
            GameState::None => {
                if let Some(winner) = match_won_by {
                    return Err(SetupError::MatchAlreadyWon(winner));
                }
                if id.dice.is_some() || id.double_offered || id.resignation.is_some() {
                    return Err(SetupError::Inconsistent(
                        "no game started, yet a turn is on",
                    ));
                }
                if cube != Cube::CENTRED {
                    return Err(SetupError::Inconsistent(
                        "no game started, yet the cube moved",
                    ));
                }
                state.position = Position::STARTING;
                state.on_roll = Player::Zero;
                state.crawford_done = id.crawford || Player::BOTH.into_iter().any(one_short);
            }
            GameState::Playing => {
                if let Some(winner) = match_won_by {
                    return Err(SetupError::MatchAlreadyWon(winner));
                }
                if position.has_won() || position.has_lost() {
                    return Err(SetupError::Inconsistent(
                        "a game in progress on a finished board",
                    ));
                }
                (state.phase, state.beavers) = playing_phase(id, &settings)?;
                state.crawford_done = id.crawford || Player::BOTH.into_iter().any(one_short);
            }
            GameState::Over | GameState::Resigned | GameState::Dropped => {
                let result = finished_game(position, id, &settings)?;
                state.dice = None;
                state.phase = match match_won_by {
                    Some(winner) => Phase::MatchOver { winner },
                    None => Phase::GameOver {
                        winner: result.winner,
                        kind: result.kind,
                        points: result.points,
                    },
                };
                // After a game gnubg's flag means "the next game is the Crawford game". Without
                // it, a player one point short has had their Crawford game already. Whether the
                // finished game was the Crawford game is not recorded.
                state.crawford_game = false;
                state.crawford_done = !id.crawford && Player::BOTH.into_iter().any(one_short);
                state.last_result = Some(result);
            }
        }
        Ok(Match {
            now: state,
            start: state,
            results: Vec::new(),
            log: Vec::new(),
        })
    }

    /// [`Match::from_match_id`] from a GNU Backgammon ID.
    ///
    /// # Errors
    /// See [`SetupError`].
    pub fn from_gnubg_id(id: &GnubgId) -> Result<Match, SetupError> {
        Match::from_match_id(id.position, &id.match_id)
    }

    /// [`Match::from_match_id_with_beavers`] from a GNU Backgammon ID.
    ///
    /// # Errors
    /// See [`SetupError`].
    pub fn from_gnubg_id_with_beavers(id: &GnubgId, beavers: u8) -> Result<Match, SetupError> {
        Match::from_match_id_with_beavers(id.position, &id.match_id, beavers)
    }
}

/// The phase of a game in progress, from the Match ID's decision fields, and the beavers made
/// on a pending double (at least that many: a raccoon shows as two).
fn playing_phase(id: &MatchId, settings: &MatchSettings) -> Result<(Phase, u8), SetupError> {
    let on_roll = id.on_roll;
    if let Some(level) = id.resignation {
        if id.double_offered {
            return Err(SetupError::Inconsistent(
                "a resignation and a double at once",
            ));
        }
        // The referee only lets the player on roll resign.
        if id.turn != on_roll.other() {
            return Err(SetupError::Inconsistent(
                "a resignation by the player not on roll",
            ));
        }
        let phase = Phase::ResignationOffered { by: on_roll, level };
        return Ok((phase, 0));
    }
    if id.double_offered {
        if id.dice.is_some() {
            return Err(SetupError::Inconsistent("a double offered after rolling"));
        }
        // During beavers the cube shows the beavered value owned by the player not on roll
        // (gnubg's way): the offer is a beaver when the player on roll must answer, and a
        // raccoon when the opponent must answer a cube they already own.
        let beaverer_owns = id.cube_owner == CubeOwner::Player(on_roll.other());
        let (by, beavers) = match (id.turn == on_roll.other(), beaverer_owns) {
            (true, false) => (on_roll, 0),
            (false, true) => (on_roll.other(), 1),
            (true, true) => (on_roll, 2),
            (false, false) => {
                return Err(SetupError::Inconsistent(
                    "a beaver without the beaverer's cube",
                ))
            }
        };
        if beavers > settings.beavers() {
            return Err(SetupError::Inconsistent(
                "a beaver where beavers are not allowed",
            ));
        }
        return Ok((Phase::CubeOffered { by }, beavers));
    }
    if id.turn != on_roll {
        return Err(SetupError::Inconsistent(
            "the opponent must act with nothing offered",
        ));
    }
    let phase = match id.dice {
        Some(dice) => Phase::Moving { on_roll, dice },
        None => Phase::AwaitingRoll { on_roll },
    };
    Ok((phase, 0))
}

/// The result of a finished game, from the Match ID and the final board.
fn finished_game(
    position: Position,
    id: &MatchId,
    settings: &MatchSettings,
) -> Result<GameResult, SetupError> {
    let cube = id.cube_value;
    let (winner, kind, ending) = match id.game_state {
        GameState::Over => {
            // The board is seen by the loser, whose opponent has borne everything off.
            if !position.has_lost() {
                return Err(SetupError::Inconsistent("a game over with checkers left"));
            }
            let kind = WinKind::of_finished(&position.switch_sides());
            (id.on_roll.other(), kind, GameEnding::BorneOff)
        }
        GameState::Resigned => {
            let level = id.resignation.ok_or(SetupError::Inconsistent(
                "a resigned game without a resignation level",
            ))?;
            (id.turn, level, GameEnding::Resigned)
        }
        _ => (id.turn.other(), WinKind::Single, GameEnding::Dropped),
    };
    Ok(GameResult {
        game_number: 1,
        winner,
        kind,
        points: game_points(settings, cube, kind, ending),
        ending,
        cube_value: cube,
    })
}
