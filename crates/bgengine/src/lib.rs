//! `bgengine`, the command-line face of [`bg_engine`]: the UBGI engine protocol, legal move
//! listings, self-play duels and explanations of plays and cube decisions.
//!
//! The binary (`src/main.rs`) only hands the process's arguments and standard streams to
//! [`cli::run`]; everything else is here, so that tests (and fuzz targets) drive the same code
//! without a process:
//!
//! - [`ubgi`]: [`UbgiSession::handle_line`] answers one UBGI line; [`run_ubgi`] runs the loop.
//! - [`moves`]: [`moves::list_plays`] for one case, [`moves::run_moves_stream`] for a stream.
//! - [`selfplay`]: [`selfplay::run_selfplay`], a duplicate-dice duel with its statistics.
//! - [`matches`](mod@matches): whole refereed matches (`selfplay --length`) and match files (`match FILE`).
//! - [`explain`]: [`explain::explain`], the hint, the facts and the explanations as JSON.
//! - [`analyse`]: [`analyse::analyse`], the analysis of a match file as JSON.
//! - [`lines`]: bounded line reading, so that no input can exhaust memory.
//!
//! The players, by name (`pubeval`, `random`, the levels, `expert-1ply`), are the engine's
//! roster, [`bg_engine::bots::BotKind`].
//!
//! ```
//! use bgengine::UbgiSession;
//! let mut session = UbgiSession::new();
//! session.handle_line("position gnubgid 4HPwATDgc/ABMA");
//! session.handle_line("dice 3 1");
//! assert_eq!(session.handle_line("go").lines, ["bestmove 8/5 6/5"]);
//! ```

pub mod analyse;
pub mod cli;
pub mod explain;
pub mod json;
pub mod lines;
pub mod matches;
pub mod moves;
pub mod selfplay;
pub mod ubgi;

pub use ubgi::{run_ubgi, Response, UbgiError, UbgiSession};
