//! A pure, deterministic backgammon engine.
//!
//! - [`Position`]: the board seen by the player on roll, with a cheap side switch; [`Dice`]
//!   and [`DiceSource`]; [`Player`]: player 0 and player 1, numbered as in GNU Backgammon's
//!   Match ID; [`WinKind`].
//! - [`Position::legal_plays`] ([`movegen`]): every distinct legal play of a roll;
//!   [`turn::Turn`] offers the same plays one checker move at a time, for user interfaces.
//! - [`notation`]: standard move notation (`13/7*/5`, `6/off(2)`) and UBGI's.
//! - [`ids`]: GNU Backgammon Position ID and Match ID, and XGID.
//! - [`referee`]: the match state machine: opening roll, cube, resignations, scoring, Crawford.
//! - [`formats`]: match files (`.mat` and SGF) written from a refereed match and read back
//!   through the referee.
//! - [`eval`]: the evaluation of a position (the neural net, its embedded weights, the
//!   bear-off database).
//! - [`bots`]: computer players (the levels, pubeval, random; [`bots::BotKind`] names them
//!   all), what a bot does when a match waits for it, and [`selfplay`] duels.
//! - [`cube`]: cube and resignation decisions from cubeless chances (Janowski's model, the
//!   Kazaross-XG2 match equity table).
//! - [`teach`]: the facts of a play, the hint and explanations made from the facts.
//! - [`analysis`]: a refereed match analysed decision by decision, with luck and ratings.
//! - [`hash`]: SplitMix64 and the exact key of a position, for seeds, the cache and noise.
//!
//! The engine performs no I/O and draws no randomness: dice are handed to it ([`DiceSource`]).
//!
//! ```
//! use bg_engine::{Dice, Position};
//! let plays = Position::STARTING.legal_plays(Dice::new(3, 1).unwrap());
//! assert_eq!(plays.len(), 16);
//! ```

pub mod analysis;
pub mod bots;
pub mod cube;
pub mod dice;
pub mod eval;
pub mod formats;
pub mod hash;
pub mod ids;
pub mod movegen;
pub mod notation;
pub mod player;
pub mod position;
pub mod referee;
pub mod selfplay;
pub mod teach;
pub mod turn;
mod win_kind;

#[cfg(test)]
mod testing;

pub use dice::{Dice, DiceSource, ScriptedDice, SeededDice};
pub use movegen::{CheckerMove, Play};
pub use player::{ByPlayer, Player};
pub use position::{BoardPhase, Position, PositionError};
pub use win_kind::WinKind;
