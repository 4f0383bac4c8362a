//! Teaching: the facts of a play, the hint, and explanations built from the facts.
//!
//! - [`facts`]: [`play_facts`] — what a play changes on the board, each fact its own function
//!   ([`shots`](mod@shots), [`structure`], [`points`]) with its own tests.
//! - [`hint`]: every play ranked as a level ranks it, with equities and chances, and the cube
//!   hint.
//! - [`explain`]: why one play is better than another (or why to double, take or pass), as
//!   language-neutral messages (a message id and its arguments) that a catalogue formats.
//!   The catalogues (English, Polish, Esperanto, Estonian) and the code that words a message
//!   are the crate `bg-teach-words`, which the app and the command line share; the engine
//!   stays free of Fluent.
//!
//! Everything is pure and deterministic. Positions are seen by the mover: a play's facts read
//! the position before the play (the mover on roll) and [`crate::Play::position`] after it.

pub mod explain;
pub mod facts;
pub mod hint;
pub mod message;
pub mod points;
pub mod shots;
pub mod structure;

pub use explain::{explain_cube, explain_only_play, explain_plays, Candidate, Reason};
pub use facts::{game_kind, play_facts, BearOff, GameKind, Pips, PlayFacts};
pub use hint::{cube_hint, play_hint, CubeHint, DoubleVerdict, HintPlay, PlayHint, TakeVerdict};
pub use message::{Arg, Message};
pub use points::{PointName, Side};
pub use shots::{entering_rolls, shots, BlotShots, Shots};
pub use structure::Prime;
