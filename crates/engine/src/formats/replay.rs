//! Replaying what a file says through the referee, with the line to blame when it refuses.

use super::{Problem, ReadError};
use crate::dice::Dice;
use crate::notation::parse_play;
use crate::player::{ByPlayer, Player};
use crate::referee::{Action, Match, Phase};
use crate::WinKind;

/// The match read so far.
pub(super) struct Replay {
    pub game: Match,
}

pub(super) fn fail<T>(line: usize, problem: Problem) -> Result<T, ReadError> {
    Err(ReadError { line, problem })
}

impl Replay {
    pub fn new(game: Match) -> Replay {
        Replay { game }
    }

    fn apply(&mut self, line: usize, action: Action) -> Result<(), ReadError> {
        self.game.apply_mut(action).map_err(|error| ReadError {
            line,
            problem: Problem::Refused {
                action: action.kind(),
                error,
            },
        })
    }

    fn check_player(&self, line: usize, written: Player) -> Result<(), ReadError> {
        let to_act = self.game.to_act();
        if to_act != Some(written) {
            return fail(line, Problem::WrongPlayer { written, to_act });
        }
        Ok(())
    }

    /// Starts game `number` (1 for the first) at `score`, when the file says so.
    pub fn start_game(
        &mut self,
        line: usize,
        number: u32,
        score: Option<ByPlayer<u32>>,
    ) -> Result<(), ReadError> {
        match self.game.phase() {
            Phase::GameOver { .. } => self.apply(line, Action::NextGame)?,
            Phase::MatchOver { .. } => return fail(line, Problem::AfterMatchOver),
            Phase::OpeningRoll if self.game.game_number() == number => {}
            _ => return fail(line, Problem::GameNotOver),
        }
        let expected = self.game.game_number();
        if number != expected {
            return fail(
                line,
                Problem::WrongGameNumber {
                    written: number,
                    expected,
                },
            );
        }
        if let Some(written) = score {
            let played = self.game.score();
            if written != played {
                return fail(line, Problem::WrongScore { written, played });
            }
        }
        Ok(())
    }

    /// `player` rolls `dice`: the opening roll of a game (the first mover has the higher
    /// die), or a roll before playing. A roll by the player whose double was beavered takes
    /// the beaver first.
    pub fn roll(&mut self, line: usize, player: Player, dice: Dice) -> Result<(), ReadError> {
        if self.game.phase() == Phase::OpeningRoll {
            if dice.is_double() {
                return fail(
                    line,
                    Problem::Expected {
                        expected: "an opening roll of two different dice",
                        found: dice.to_string(),
                    },
                );
            }
            return self.apply(line, Action::opening_won_by(player, dice));
        }
        self.take_beaver(line)?;
        self.check_player(line, player)?;
        self.apply(line, Action::Roll(dice))
    }

    /// Takes a beaver when the match waits for that: a `.mat` file writes no take after a
    /// beaver, so the next roll or resignation says it. The taker is the player the beaver
    /// was offered to: the doubler after a beaver, the beaverer after a raccoon.
    fn take_beaver(&mut self, line: usize) -> Result<(), ReadError> {
        let after_beaver = self.game.log().last() == Some(&Action::Beaver);
        if matches!(self.game.phase(), Phase::CubeOffered { .. }) && after_beaver {
            self.apply(line, Action::Take)?;
        }
        Ok(())
    }

    /// The dice rolled and not played yet.
    pub fn rolled(&self) -> Option<Dice> {
        match self.game.phase() {
            Phase::Moving { dice, .. } => Some(dice),
            _ => None,
        }
    }

    /// Plays the rolled dice as `text` says (standard notation, numbers for the bar and off);
    /// an empty text is a pass, which must then be the only play.
    pub fn play(&mut self, line: usize, text: &str) -> Result<(), ReadError> {
        let Some(dice) = self.rolled() else {
            return fail(
                line,
                Problem::Expected {
                    expected: "a roll before the play",
                    found: text.to_owned(),
                },
            );
        };
        let position = self.game.position();
        let play = if text.trim().is_empty() {
            match position.legal_plays(dice).as_slice() {
                [only] if only.moves().is_empty() => *only,
                _ => return fail(line, Problem::NoPlayWritten { dice }),
            }
        } else {
            parse_play(&position, dice, text).map_err(|error| ReadError {
                line,
                problem: Problem::Move {
                    dice,
                    text: text.to_owned(),
                    error,
                },
            })?
        };
        self.apply(line, Action::Play(play))
    }

    /// `player` doubles, offering the cube at `value` (`None`: not written).
    pub fn double(
        &mut self,
        line: usize,
        player: Player,
        value: Option<u32>,
    ) -> Result<(), ReadError> {
        self.check_player(line, player)?;
        self.apply(line, Action::Double)?;
        self.check_offered(line, value)
    }

    /// `player` beavers, offering the cube at `value` (`None`: not written).
    pub fn beaver(
        &mut self,
        line: usize,
        player: Player,
        value: Option<u32>,
    ) -> Result<(), ReadError> {
        self.check_player(line, player)?;
        self.apply(line, Action::Beaver)?;
        self.check_offered(line, value)
    }

    fn check_offered(&self, line: usize, value: Option<u32>) -> Result<(), ReadError> {
        let offered = self.game.offered_cube_value().unwrap_or(0);
        match value {
            Some(written) if written != offered => {
                fail(line, Problem::WrongCube { written, offered })
            }
            _ => Ok(()),
        }
    }

    /// `player` takes or drops.
    pub fn answer(&mut self, line: usize, player: Player, take: bool) -> Result<(), ReadError> {
        self.check_player(line, player)?;
        self.apply(line, if take { Action::Take } else { Action::Drop })
    }

    /// The file says `winner` won the game for `points`. When the game is already over, that
    /// must be its result; while it is being played, the loser (on roll) resigned the size of
    /// win those points make at the cube, and the winner accepted (after taking a beaver, when
    /// the loser's double was beavered).
    pub fn win(&mut self, line: usize, winner: Player, points: u32) -> Result<(), ReadError> {
        let wrong = Problem::WrongResult { winner, points };
        self.take_beaver(line)?;
        match self.game.phase() {
            Phase::GameOver { .. } | Phase::MatchOver { .. } => {}
            Phase::AwaitingRoll { on_roll } | Phase::Moving { on_roll, .. } => {
                if on_roll == winner {
                    return fail(
                        line,
                        Problem::ResignationOutOfTurn {
                            loser: on_roll.other(),
                        },
                    );
                }
                let cube = self.game.cube_value();
                let kind = match (points % cube, points / cube) {
                    (0, 1) => WinKind::Single,
                    (0, 2) => WinKind::Gammon,
                    (0, 3) => WinKind::Backgammon,
                    _ => return fail(line, Problem::BadResignation { points, cube }),
                };
                self.apply(line, Action::Resign(kind))?;
                self.apply(line, Action::AcceptResignation)?;
            }
            _ => return fail(line, wrong),
        }
        match self.game.game_results().last() {
            Some(result)
                if result.winner == winner
                    && result.points == points
                    && result.game_number == self.game.game_number() =>
            {
                Ok(())
            }
            _ => fail(line, wrong),
        }
    }
}
