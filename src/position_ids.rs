//! The position on the board as other programs name it: GNU Backgammon's ID
//! (`PositionID:MatchID`) and eXtreme Gammon's XGID, shown to be copied, and a pasted ID read
//! back to set the board up on it (through the `#gnubg=` link's question, [`crate::link`]).
//!
//! Pure: the IDs are the engine's (`bg_engine::ids`), and every way an ID can fail to read is
//! a catalogue message that names the part at fault (`errors.rs`).

mod errors;

use bg_engine::ids::{GnubgId, Xgid};
use bg_engine::referee::Match;

use crate::i18n::Message;
use crate::msg;

pub use errors::{
    gnubg_id_error, match_id_error, position_error, setup_error, xgid_conversion_error, xgid_error,
    Sides,
};

/// The IDs of a referee state, as the Position dialog shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownIds {
    /// `PositionID:MatchID`: every referee state has one.
    pub gnubg: String,
    /// `XGID=...`, or why this state has none (an XGID describes only a game in progress).
    pub xgid: Result<String, Message>,
}

/// The IDs of `game`'s current state: the position before the moves of a turn in progress
/// (the referee's state, which is what an ID describes).
pub fn shown_ids(game: &Match) -> ShownIds {
    let id = game.gnubg_id();
    // The Match ID carries no beaver rule; the referee's own setting fills the XGID's.
    let beavers = game.settings().beavers() > 0;
    let xgid = Xgid::from_gnubg(&id.position, &id.match_id, beavers)
        .map(|xgid| xgid.xgid())
        .map_err(|error| xgid_conversion_error(&error));
    ShownIds {
        gnubg: id.to_string(),
        xgid,
    }
}

/// Which of the two IDs a pasted text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdKind {
    Gnubg,
    Xgid,
}

/// Which ID `text` is meant to be: an XGID when it starts with `XGID=` (in any case) or has
/// the XGID's many colon-separated parts, else a GNU Backgammon ID.
pub fn id_kind(text: &str) -> IdKind {
    let text = text.trim();
    let prefixed = has_xgid_prefix(text);
    // A GNU Backgammon ID has two parts; an XGID ten. Six or more is an XGID with parts
    // missing rather than a GNU Backgammon ID with extra colons.
    if prefixed || text.split(':').count() >= 6 {
        IdKind::Xgid
    } else {
        IdKind::Gnubg
    }
}

/// The GNU Backgammon ID of a pasted GNU Backgammon ID or XGID, once it is known to set up a
/// state the referee plays; or what is wrong with it, as a message naming the part.
///
/// # Errors
/// Every way the text fails: a part that does not read, an XGID state that has no GNU
/// Backgammon ID (a pending beaver), a state the referee cannot play.
pub fn read_id(text: &str) -> Result<GnubgId, Message> {
    let text = text.trim();
    if text.is_empty() {
        return Err(msg!("ids-error-empty"));
    }
    let id = match id_kind(text) {
        IdKind::Gnubg => text
            .parse::<GnubgId>()
            .map_err(|error| gnubg_id_error(&error))?,
        IdKind::Xgid => {
            // The engine reads the prefix as XG writes it; a pasted one may be in any case.
            let body = text
                .get(5..)
                .filter(|_| has_xgid_prefix(text))
                .unwrap_or(text);
            let xgid = Xgid::from_xgid(body).map_err(|error| xgid_error(&error))?;
            let (position, match_id) = xgid
                .to_gnubg()
                .map_err(|error| xgid_conversion_error(&error))?;
            GnubgId { position, match_id }
        }
    };
    Match::from_gnubg_id(&id).map_err(|error| setup_error(&error))?;
    Ok(id)
}

/// Whether `text` starts with `XGID=`, in any case.
fn has_xgid_prefix(text: &str) -> bool {
    text.get(..5)
        .is_some_and(|start| start.eq_ignore_ascii_case("xgid="))
}

#[cfg(test)]
mod tests;
