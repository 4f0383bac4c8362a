//! A match's log as the turns and cube actions a match file records, game by game.

use super::WriteError;
use crate::dice::Dice;
use crate::movegen::Play;
use crate::player::{ByPlayer, Player};
use crate::referee::{Action, GameEnding, Match, Phase};

/// One thing a match file records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// `player` rolled `dice` and made `play`; `None` when the dice were rolled but not played
    /// (the player then resigned, or the record stops there).
    Turn {
        player: Player,
        dice: Dice,
        play: Option<Play>,
    },
    /// `player` doubled, offering the cube at `value`.
    Double { player: Player, value: u32 },
    /// `player` took the double; `after_beaver` when the double taken was a beaver.
    Take { player: Player, after_beaver: bool },
    /// `player` dropped.
    Drop { player: Player },
    /// `player` beavered: took and redoubled to `value`.
    Beaver { player: Player, value: u32 },
    /// The game ended: `winner` scored `points`, `ending` says how.
    Win {
        winner: Player,
        points: u32,
        ending: GameEnding,
    },
}

/// One game's record: its number, the score and cube rule when it started, its events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEvents {
    /// 1 for the first game.
    pub number: u32,
    pub score: ByPlayer<u32>,
    pub crawford_game: bool,
    pub events: Vec<Event>,
}

/// The games of `game` as match files record them.
///
/// # Errors
/// [`WriteError::NotFromStart`] when the log does not start at the start of a match.
pub fn events_of(game: &Match) -> Result<Vec<GameEvents>, WriteError> {
    let settings = *game.settings();
    if game.initial() != Match::new(settings) {
        return Err(WriteError::NotFromStart);
    }
    let mut now = Match::new(settings);
    let mut games = vec![new_game(&now)];
    // A roll waiting for its play (or for a resignation).
    let mut rolled: Option<(Player, Dice)> = None;
    for &action in game.log() {
        let before = now.clone();
        // The log came from a match, so every action replays; the check keeps this total.
        if now.apply_mut(action).is_err() {
            return Err(WriteError::NotFromStart);
        }
        let events = &mut games.last_mut().expect("one game at least").events;
        match action {
            Action::OpeningRoll { .. } | Action::Roll(_) => {
                if let Phase::Moving { on_roll, dice } = now.phase() {
                    rolled = Some((on_roll, dice));
                }
            }
            Action::Play(play) => {
                if let Some((player, dice)) = rolled.take() {
                    events.push(Event::Turn {
                        player,
                        dice,
                        play: Some(play),
                    });
                }
            }
            Action::Double => events.push(Event::Double {
                player: before.on_roll(),
                value: now.offered_cube_value().unwrap_or(0),
            }),
            Action::Take => events.push(Event::Take {
                player: before.to_act().unwrap_or(Player::Zero),
                after_beaver: before.beavers_on_offer() > 0,
            }),
            Action::Drop => events.push(Event::Drop {
                player: before.to_act().unwrap_or(Player::Zero),
            }),
            Action::Beaver => events.push(Event::Beaver {
                player: before.to_act().unwrap_or(Player::Zero),
                value: now.offered_cube_value().unwrap_or(0),
            }),
            // A rejected resignation leaves the game as it was: nothing to record, and a
            // roll made before the offer is still to be played.
            Action::Resign(_) | Action::RejectResignation => {}
            Action::AcceptResignation => {
                if let Some((player, dice)) = rolled.take() {
                    events.push(Event::Turn {
                        player,
                        dice,
                        play: None,
                    });
                }
            }
            Action::NextGame => {
                games.push(new_game(&now));
                continue;
            }
        }
        if now.game_results().len() > before.game_results().len() {
            if let Some(result) = now.game_results().last() {
                events.push(Event::Win {
                    winner: result.winner,
                    points: result.points,
                    ending: result.ending,
                });
            }
        }
    }
    if let Some((player, dice)) = rolled {
        games
            .last_mut()
            .expect("one game at least")
            .events
            .push(Event::Turn {
                player,
                dice,
                play: None,
            });
    }
    Ok(games)
}

fn new_game(now: &Match) -> GameEvents {
    GameEvents {
        number: now.game_number(),
        score: now.score(),
        crawford_game: now.is_crawford_game(),
        events: Vec::new(),
    }
}
