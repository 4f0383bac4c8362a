//! The rules: how each action changes the state, and when it is refused.
//!
//! Every branch checks everything before it writes anything, so a refused action leaves the
//! state untouched (which `Match::apply_mut` promises).

use super::action::{Action, ActionKind};
use super::cube::{Cube, MAX_CUBE};
use super::error::ActionError;
use super::outcome::{game_points, GameEnding, GameResult};
use super::phase::Phase;
use super::play_check::is_legal_play;
use super::State;
use crate::dice::Dice;
use crate::player::{ByPlayer, Player};
use crate::position::Position;
use crate::WinKind;

impl State {
    /// Applies `action`, returning the result of the game when it ends the game.
    pub(super) fn step(&mut self, action: Action) -> Result<Option<GameResult>, ActionError> {
        let wrong_phase = ActionError::WrongPhase {
            action: action.kind(),
            phase: self.phase,
        };
        match (action, self.phase) {
            (Action::OpeningRoll { zero, one }, Phase::OpeningRoll) => {
                self.opening_roll(zero, one)?;
            }
            (Action::Roll(dice), Phase::AwaitingRoll { on_roll }) => {
                self.dice = Some(dice);
                self.phase = Phase::Moving { on_roll, dice };
            }
            (Action::Double, Phase::AwaitingRoll { on_roll }) => {
                self.check_double(on_roll)?;
                self.beavers = 0;
                self.phase = Phase::CubeOffered { by: on_roll };
            }
            (Action::Take, Phase::CubeOffered { .. }) => {
                // As in GNU Backgammon, the cube goes to the player not on roll: the taker of
                // a plain double, the beaverer after a beaver (and after a raccoon too).
                self.cube = Cube {
                    value: self.cube.value * 2,
                    owner: Some(self.on_roll.other()),
                };
                self.beavers = 0;
                self.phase = Phase::AwaitingRoll {
                    on_roll: self.on_roll,
                };
            }
            (Action::Drop, Phase::CubeOffered { by }) => {
                return Ok(Some(self.finish_game(
                    by,
                    WinKind::Single,
                    GameEnding::Dropped,
                )));
            }
            (Action::Beaver, Phase::CubeOffered { by }) => {
                self.check_beaver()?;
                // The beaverer takes (the cube doubles, theirs) and redoubles at once: the
                // original doubler now takes or drops at the beavered value (GNU Backgammon).
                self.cube = Cube {
                    value: self.cube.value * 2,
                    owner: Some(self.on_roll.other()),
                };
                self.beavers += 1;
                self.phase = Phase::CubeOffered { by: by.other() };
            }
            (Action::Play(play), Phase::Moving { on_roll, dice }) => {
                if !is_legal_play(&self.position, dice, &play) {
                    return Err(ActionError::IllegalPlay);
                }
                // The turn passes, also after the last checker is off: the final board is then
                // seen by the loser, as in GNU Backgammon's IDs.
                self.dice = None;
                self.position = play.position.switch_sides();
                self.on_roll = on_roll.other();
                if play.position.has_won() {
                    let kind = WinKind::of_finished(&play.position);
                    return Ok(Some(self.finish_game(on_roll, kind, GameEnding::BorneOff)));
                }
                self.phase = Phase::AwaitingRoll {
                    on_roll: self.on_roll,
                };
            }
            (
                Action::Resign(level),
                Phase::AwaitingRoll { on_roll } | Phase::Moving { on_roll, .. },
            ) => {
                self.phase = Phase::ResignationOffered { by: on_roll, level };
            }
            (Action::AcceptResignation, Phase::ResignationOffered { by, level }) => {
                return Ok(Some(self.finish_game(
                    by.other(),
                    level,
                    GameEnding::Resigned,
                )));
            }
            (Action::RejectResignation, Phase::ResignationOffered { by, .. }) => {
                self.phase = match self.dice {
                    Some(dice) => Phase::Moving { on_roll: by, dice },
                    None => Phase::AwaitingRoll { on_roll: by },
                };
            }
            (Action::NextGame, Phase::GameOver { .. }) => self.start_next_game(),
            _ => return Err(wrong_phase),
        }
        Ok(None)
    }

    /// Each player rolls one die: a tie is recorded and rolled again; otherwise the higher die
    /// moves first, playing both dice, with no cube decision before.
    fn opening_roll(&mut self, zero: u8, one: u8) -> Result<(), ActionError> {
        let mut dice = Dice::new(zero, one).map_err(|_| {
            ActionError::InvalidDie(if (1..=6).contains(&zero) { one } else { zero })
        })?;
        // The higher die (the first player's) first, as GNU Backgammon records it.
        dice = dice.normalized();
        self.opening_roll = Some(ByPlayer::new(zero, one));
        if zero == one {
            self.opening_ties += 1;
            return Ok(());
        }
        let first = if zero > one {
            Player::Zero
        } else {
            Player::One
        };
        // The starting position is the same from both sides.
        self.position = Position::STARTING;
        self.on_roll = first;
        self.dice = Some(dice);
        self.phase = Phase::Moving {
            on_roll: first,
            dice,
        };
        Ok(())
    }

    /// Why `player` may not double now, if they may not.
    pub(super) fn check_double(&self, player: Player) -> Result<(), ActionError> {
        match self.phase {
            Phase::AwaitingRoll { on_roll } if on_roll == player => {}
            Phase::AwaitingRoll { on_roll } => {
                return Err(ActionError::NotYourTurn {
                    player,
                    to_act: Some(on_roll),
                })
            }
            phase => {
                return Err(ActionError::WrongPhase {
                    action: ActionKind::Double,
                    phase,
                })
            }
        }
        if !self.settings.cube() {
            return Err(ActionError::CubeDisabled);
        }
        if self.crawford_game {
            return Err(ActionError::CrawfordGame);
        }
        if !self.cube.is_available_to(player) {
            return Err(ActionError::NoCubeAccess);
        }
        if self.cube.value >= MAX_CUBE {
            return Err(ActionError::CubeAtMaximum);
        }
        let length = self.settings.length();
        if length > 0 && self.score[player] + self.cube.value >= length {
            return Err(ActionError::DeadCube);
        }
        Ok(())
    }

    /// Why the player offered the cube may not beaver now, if they may not.
    pub(super) fn check_beaver(&self) -> Result<(), ActionError> {
        if !matches!(self.phase, Phase::CubeOffered { .. }) {
            return Err(ActionError::WrongPhase {
                action: ActionKind::Beaver,
                phase: self.phase,
            });
        }
        if self.beavers >= self.settings.beavers() {
            return Err(ActionError::BeaverNotAllowed);
        }
        // The beaver doubles the cube and its take doubles it again.
        if self.cube.value * 4 > MAX_CUBE {
            return Err(ActionError::CubeAtMaximum);
        }
        Ok(())
    }

    /// Ends the game: scores it, and ends the match when the winner has reached its length.
    fn finish_game(&mut self, winner: Player, kind: WinKind, ending: GameEnding) -> GameResult {
        let points = game_points(&self.settings, self.cube.value, kind, ending);
        self.score[winner] += points;
        self.dice = None;
        self.beavers = 0;
        let length = self.settings.length();
        self.phase = if length > 0 && self.score[winner] >= length {
            Phase::MatchOver { winner }
        } else {
            Phase::GameOver {
                winner,
                kind,
                points,
            }
        };
        let result = GameResult {
            game_number: self.game_number,
            winner,
            kind,
            points,
            ending,
            cube_value: self.cube.value,
        };
        self.last_result = Some(result);
        result
    }

    /// Whether the next game is the Crawford game: the rule is on, a player is one point short
    /// of the match, and the Crawford game has not been played yet.
    pub(super) fn next_game_is_crawford(&self) -> bool {
        let length = self.settings.length();
        // In a 1-point match nobody *reaches* 0 points away: they start there, and the cube
        // is dead anyway.
        let one_short = length > 1
            && Player::BOTH
                .iter()
                .any(|&player| self.score[player] + 1 == length);
        let match_over = length > 0 && Player::BOTH.iter().any(|&p| self.score[p] >= length);
        self.settings.crawford() && one_short && !match_over && !self.crawford_done
    }

    /// Sets up the next game: starting position, cube in the middle, waiting for the opening
    /// roll. The first game after a player reaches one point short of the match is the
    /// Crawford game (with the rule on); the games after it are post-Crawford.
    pub(super) fn start_next_game(&mut self) {
        self.crawford_game = self.next_game_is_crawford();
        if self.crawford_game {
            self.crawford_done = true;
        }
        self.game_number += 1;
        self.phase = Phase::OpeningRoll;
        self.position = Position::STARTING;
        self.on_roll = Player::Zero;
        self.dice = None;
        self.cube = Cube::CENTRED;
        self.beavers = 0;
        self.opening_roll = None;
        self.opening_ties = 0;
        self.last_result = None;
    }
}
