//! Identifiers other programs use for positions and matches: GNU Backgammon's Position ID and
//! Match ID, and eXtreme Gammon's XGID.

pub(crate) mod base64;
pub mod gnubg_id;
pub mod match_id;
pub mod position_id;
pub mod xgid;

pub use gnubg_id::{GnubgId, ParseGnubgIdError};
pub use match_id::{CubeOwner, GameState, MatchId, MatchIdError, ParseMatchIdError};
pub use position_id::ParsePositionIdError;
pub use xgid::{ParseXgidError, Xgid, XgidConversionError, XgidDice, XgidField};
