//! Identifiers other programs use for positions and matches: GNU Backgammon's Position ID and
//! Match ID, and eXtreme Gammon's XGID.

pub(crate) mod base64;
pub mod position_id;

pub use position_id::ParsePositionIdError;
