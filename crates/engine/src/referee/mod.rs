//! The match referee: a pure state machine that judges the actions of two players.
//!
//! A [`Match`] is a value. [`Match::apply`] takes an [`Action`] (an opening roll, a roll, a cube
//! decision, a play, a resignation, the next game) and returns the next state, or a typed
//! [`ActionError`] that leaves the state as it was. The dice are handed in: the referee never
//! rolls. It never asks an evaluator or a bot either: the referee judges, players decide.
//!
//! Every state keeps the log of actions since the match started, and replaying the log
//! ([`Match::replay`]) reproduces the state, so a user interface can save and restore a match.
//!
//! ```
//! use bg_engine::referee::{Action, Match, MatchSettings, Phase};
//! use bg_engine::{Dice, Player, Position};
//!
//! let start = Match::new(MatchSettings::match_to(5).unwrap());
//! // Player 1 rolls the higher die and plays 31 first.
//! let opened = start.apply(Action::OpeningRoll { zero: 1, one: 3 }).unwrap();
//! assert_eq!(opened.on_roll(), Player::One);
//! let plays = opened.legal_plays();
//! let point = plays.iter().find(|play| {
//!     play.position.board()[5] == 2 // the five point made with 8/5 6/5
//! });
//! let after = opened.apply(Action::Play(*point.unwrap())).unwrap();
//! assert_eq!(after.phase(), Phase::AwaitingRoll { on_roll: Player::Zero });
//! // Replaying the log gives the same state.
//! let replayed = Match::replay(*after.settings(), after.log()).unwrap();
//! assert_eq!(replayed, after);
//! ```

mod action;
mod apply;
mod cube;
mod error;
mod gnubg;
#[cfg(test)]
mod gnubg_trace_tests;
mod outcome;
mod phase;
mod play_check;
mod settings;
#[cfg(test)]
mod tests;

pub use action::{Action, ActionKind};
pub use cube::{Cube, MAX_CUBE};
pub use error::ActionError;
pub use gnubg::SetupError;
pub use outcome::{GameEnding, GameResult};
pub use phase::Phase;
pub use settings::{MatchSettings, SettingsError, DEFAULT_BEAVERS, MAX_MATCH_LENGTH};

use crate::dice::Dice;
use crate::movegen::Play;
use crate::player::{ByPlayer, Player};
use crate::position::Position;

/// Everything about the current moment of a match except its history.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct State {
    settings: MatchSettings,
    phase: Phase,
    /// The board seen by `on_roll`.
    position: Position,
    /// The player whose turn it is (the roller, also while the opponent answers a double or a
    /// resignation). Player 0 before the opening roll, when nobody is on roll yet.
    on_roll: Player,
    /// The dice rolled this turn, until the play.
    dice: Option<Dice>,
    cube: Cube,
    /// Beavers (and raccoons) since the pending double was offered.
    beavers: u8,
    score: ByPlayer<u32>,
    /// 1 for the first game.
    game_number: u32,
    crawford_game: bool,
    /// True once the Crawford game has been played (or started): later games are
    /// post-Crawford.
    crawford_done: bool,
    /// The last opening roll of this game (player 0's die, player 1's die).
    opening_roll: Option<ByPlayer<u8>>,
    /// Ties rolled at the start of this game.
    opening_ties: u32,
    /// How the current game ended, once it has.
    last_result: Option<GameResult>,
}

/// A match (or money session) in progress: the current state, the results of the games
/// finished, and the log of every action since the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    now: State,
    /// The state the log starts from.
    start: State,
    results: Vec<GameResult>,
    log: Vec<Action>,
}

impl Match {
    /// A new match under `settings`, waiting for the opening roll of game 1.
    pub fn new(settings: MatchSettings) -> Match {
        let mut state = State {
            settings,
            phase: Phase::OpeningRoll,
            position: Position::STARTING,
            on_roll: Player::Zero,
            dice: None,
            cube: Cube::CENTRED,
            beavers: 0,
            score: ByPlayer::new(0, 0),
            game_number: 0,
            crawford_game: false,
            crawford_done: false,
            opening_roll: None,
            opening_ties: 0,
            last_result: None,
        };
        state.start_next_game();
        Match {
            now: state,
            start: state,
            results: Vec::new(),
            log: Vec::new(),
        }
    }

    /// Replays `actions` from the start of a new match.
    ///
    /// # Errors
    /// The index of the first refused action and why it was refused.
    pub fn replay(
        settings: MatchSettings,
        actions: &[Action],
    ) -> Result<Match, (usize, ActionError)> {
        Match::replay_from(&Match::new(settings), actions)
    }

    /// Replays `actions` after the actions already in `start`.
    ///
    /// # Errors
    /// The index (in `actions`) of the first refused action and why it was refused.
    pub fn replay_from(start: &Match, actions: &[Action]) -> Result<Match, (usize, ActionError)> {
        let mut replayed = start.clone();
        replayed.log.reserve(actions.len());
        for (index, &action) in actions.iter().enumerate() {
            replayed.apply_mut(action).map_err(|error| (index, error))?;
        }
        Ok(replayed)
    }

    /// The state the log starts from, with an empty log: [`Match::new`] for a match started
    /// here. `Match::replay_from(&m.initial(), m.log())` reproduces `m`.
    pub fn initial(&self) -> Match {
        Match {
            now: self.start,
            start: self.start,
            results: Vec::new(),
            log: Vec::new(),
        }
    }

    /// The next state after `action`.
    ///
    /// # Errors
    /// When the rules forbid `action` now; `self` is unchanged.
    pub fn apply(&self, action: Action) -> Result<Match, ActionError> {
        let mut next = self.clone();
        next.apply_mut(action)?;
        Ok(next)
    }

    /// Like [`Match::apply`], checking first that `player` is the one to act. Either player
    /// may make the opening roll and start the next game.
    ///
    /// # Errors
    /// [`ActionError::NotYourTurn`] when another player must act, else as [`Match::apply`].
    pub fn apply_by(&self, player: Player, action: Action) -> Result<Match, ActionError> {
        let to_act = self.to_act();
        if to_act.is_some_and(|to_act| to_act != player) {
            return Err(ActionError::NotYourTurn { player, to_act });
        }
        self.apply(action)
    }

    /// Applies `action` in place: on error nothing changes (the rules are checked before
    /// anything is written).
    ///
    /// # Errors
    /// When the rules forbid `action` now.
    pub fn apply_mut(&mut self, action: Action) -> Result<(), ActionError> {
        let finished = self.now.step(action)?;
        if let Some(result) = finished {
            self.results.push(result);
        }
        self.log.push(action);
        Ok(())
    }

    /// The rules of this match.
    #[inline]
    pub fn settings(&self) -> &MatchSettings {
        &self.now.settings
    }

    /// The current phase.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.now.phase
    }

    /// The player who must act now, if one must (see [`Phase::to_act`]).
    #[inline]
    pub fn to_act(&self) -> Option<Player> {
        self.now.phase.to_act()
    }

    /// The player whose turn it is. While a double or a resignation is pending, still the
    /// player on roll (the opponent answers). Before the opening roll, player 0 by convention.
    /// After a game: the loser when the last checker was borne off (the turn passes as after
    /// any play), else the player whose turn it was (the doubler after a drop), as in GNU
    /// Backgammon's IDs.
    #[inline]
    pub fn on_roll(&self) -> Player {
        self.now.on_roll
    }

    /// The board seen by the player on roll ([`Match::on_roll`]).
    #[inline]
    pub fn position(&self) -> Position {
        self.now.position
    }

    /// The board seen by `player`.
    pub fn position_for(&self, player: Player) -> Position {
        if player == self.now.on_roll {
            self.now.position
        } else {
            self.now.position.switch_sides()
        }
    }

    /// The dice rolled this turn and not played yet (after the opening roll, the higher die
    /// first, as GNU Backgammon records it; see [`Match::opening_roll`] for whose was whose).
    #[inline]
    pub fn dice(&self) -> Option<Dice> {
        self.now.dice
    }

    /// The cube (value and owner). While a double is pending it still shows the value before
    /// the double; after a beaver, the beavered value owned by the beaverer, as GNU Backgammon
    /// shows it.
    #[inline]
    pub fn cube(&self) -> Cube {
        self.now.cube
    }

    /// While a double waits for an answer, the value the cube goes to if it is taken: twice
    /// the value shown, also after a beaver (the beavered cube redoubled); `None` otherwise.
    pub fn offered_cube_value(&self) -> Option<u32> {
        matches!(self.now.phase, Phase::CubeOffered { .. }).then(|| self.now.cube.doubled_value())
    }

    /// The cube value.
    #[inline]
    pub fn cube_value(&self) -> u32 {
        self.now.cube.value
    }

    /// The cube owner; `None` when centred.
    #[inline]
    pub fn cube_owner(&self) -> Option<Player> {
        self.now.cube.owner
    }

    /// Beavers (and raccoons) made on the pending double.
    #[inline]
    pub fn beavers_on_offer(&self) -> u8 {
        self.now.beavers
    }

    /// Each player's points.
    #[inline]
    pub fn score(&self) -> ByPlayer<u32> {
        self.now.score
    }

    /// The match length in points; 0 for money play.
    #[inline]
    pub fn match_length(&self) -> u32 {
        self.now.settings.length()
    }

    /// Whether the Crawford rule is in force in this match.
    #[inline]
    pub fn crawford_rule(&self) -> bool {
        self.now.settings.crawford()
    }

    /// True when the current game is the Crawford game (no doubling).
    #[inline]
    pub fn is_crawford_game(&self) -> bool {
        self.now.crawford_game
    }

    /// True after the Crawford game, while a player still needs one point (the cube is back).
    pub fn is_post_crawford(&self) -> bool {
        self.now.settings.crawford() && self.now.crawford_done && !self.now.crawford_game
    }

    /// The number of the current game, 1 for the first.
    #[inline]
    pub fn game_number(&self) -> u32 {
        self.now.game_number
    }

    /// The results of the games finished since the log started, in order.
    #[inline]
    pub fn game_results(&self) -> &[GameResult] {
        &self.results
    }

    /// Every action since the log started (the match start, for [`Match::new`]).
    #[inline]
    pub fn log(&self) -> &[Action] {
        &self.log
    }

    /// The last opening roll of the current game (a tie until it is rolled again).
    #[inline]
    pub fn opening_roll(&self) -> Option<ByPlayer<u8>> {
        self.now.opening_roll
    }

    /// How many tied opening rolls the current game has had.
    #[inline]
    pub fn opening_ties(&self) -> u32 {
        self.now.opening_ties
    }

    /// The winner of the match, once it is over.
    pub fn winner(&self) -> Option<Player> {
        match self.now.phase {
            Phase::MatchOver { winner } => Some(winner),
            _ => None,
        }
    }

    /// The legal plays of the rolled dice while moving (a single pass when nothing can move);
    /// empty in every other phase.
    pub fn legal_plays(&self) -> Vec<Play> {
        match self.now.phase {
            Phase::Moving { dice, .. } => self.now.position.legal_plays(dice),
            _ => Vec::new(),
        }
    }

    /// Whether `player` may double now.
    pub fn can_double(&self, player: Player) -> bool {
        self.check_double(player).is_ok()
    }

    /// Why `player` may not double now, if they may not: for a user interface to explain a
    /// disabled cube.
    ///
    /// # Errors
    /// The reason doubling is refused.
    pub fn check_double(&self, player: Player) -> Result<(), ActionError> {
        self.now.check_double(player)
    }

    /// Whether the player offered the cube may beaver now.
    pub fn can_beaver(&self) -> bool {
        self.now.check_beaver().is_ok()
    }

    /// Whether `player` may offer to resign now: the player on roll, before or after rolling.
    pub fn can_resign(&self, player: Player) -> bool {
        match self.now.phase {
            Phase::AwaitingRoll { on_roll } | Phase::Moving { on_roll, .. } => on_roll == player,
            _ => false,
        }
    }

    /// The kinds of action allowed now (by the player to act, see [`Match::to_act`]).
    pub fn action_kinds(&self) -> Vec<ActionKind> {
        match self.now.phase {
            Phase::OpeningRoll => vec![ActionKind::OpeningRoll],
            Phase::AwaitingRoll { on_roll } => {
                let mut kinds = vec![ActionKind::Roll];
                if self.can_double(on_roll) {
                    kinds.push(ActionKind::Double);
                }
                kinds.push(ActionKind::Resign);
                kinds
            }
            Phase::CubeOffered { .. } => {
                let mut kinds = vec![ActionKind::Take, ActionKind::Drop];
                if self.can_beaver() {
                    kinds.push(ActionKind::Beaver);
                }
                kinds
            }
            Phase::Moving { .. } => vec![ActionKind::Play, ActionKind::Resign],
            Phase::ResignationOffered { .. } => {
                vec![ActionKind::AcceptResignation, ActionKind::RejectResignation]
            }
            Phase::GameOver { .. } => vec![ActionKind::NextGame],
            Phase::MatchOver { .. } => Vec::new(),
        }
    }
}
