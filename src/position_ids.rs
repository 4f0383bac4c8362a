//! The position on the board as other programs name it: GNU Backgammon's ID
//! (`PositionID:MatchID`) and eXtreme Gammon's XGID, shown to be copied, and a pasted ID read
//! back to set the board up on it (through the `#gnubg=` link's question, [`crate::link`]).
//!
//! Pure: the IDs are the engine's (`bg_engine::ids`), and every way an ID can fail to read is
//! a catalogue message that names the part at fault (`errors.rs`).

mod errors;

use bg_engine::ids::{GnubgId, Xgid};
use bg_engine::referee::{Match, DEFAULT_BEAVERS, MAX_CUBE};

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
/// (the referee's state, which is what an ID describes). The XGID's max cube is XG's own
/// default, 1024 (the referee stops at 64 in every game; gnubg ignores the field).
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

/// A pasted ID that sets up a state the referee plays, with the rules an XGID carries beyond
/// the GNU Backgammon ID: its money-play beaver rule (a GNU Backgammon ID has none, and opens
/// with GNU Backgammon's default, beavers allowed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PastedId {
    /// The state's GNU Backgammon ID.
    pub gnubg: GnubgId,
    /// The XGID it was read from, if it was one.
    pub xgid: Option<Xgid>,
}

impl PastedId {
    /// How many beavers the match set up from this ID allows in money play: none when an
    /// XGID says so, else GNU Backgammon's default.
    pub fn beavers(&self) -> u8 {
        match self.xgid {
            Some(xgid) if !xgid.beavers => 0,
            _ => DEFAULT_BEAVERS,
        }
    }

    /// The match this ID sets up, under its beaver rule.
    ///
    /// # Errors
    /// A state the referee cannot play, as a message.
    pub fn to_match(&self) -> Result<Match, Message> {
        Match::from_gnubg_id_with_beavers(&self.gnubg, self.beavers())
            .map_err(|error| setup_error(&error))
    }

    /// The text the link's question opens it by: the GNU Backgammon ID, or the XGID (so that
    /// its beaver rule goes with it).
    pub fn link_text(&self) -> String {
        self.xgid
            .map_or_else(|| self.gnubg.to_string(), |xgid| xgid.xgid())
    }
}

/// The largest cube the referee plays to, as the log2 an XGID's max cube field holds.
const MAX_CUBE_LOG2: u8 = MAX_CUBE.trailing_zeros() as u8;

/// A pasted GNU Backgammon ID or XGID, once it is known to set up a state the referee plays;
/// or what is wrong with it, as a message naming the part.
///
/// # Errors
/// Every way the text fails: a part that does not read, an XGID state that has no GNU
/// Backgammon ID (a pending beaver), an XGID whose cube limit is below the referee's (the
/// game cannot keep it), a state the referee cannot play.
pub fn read_id(text: &str) -> Result<PastedId, Message> {
    let text = text.trim();
    if text.is_empty() {
        return Err(msg!("ids-error-empty"));
    }
    let pasted = match id_kind(text) {
        IdKind::Gnubg => PastedId {
            gnubg: text
                .parse::<GnubgId>()
                .map_err(|error| gnubg_id_error(&error))?,
            xgid: None,
        },
        IdKind::Xgid => {
            // The engine reads the prefix as XG writes it; a pasted one may be in any case.
            let body = text
                .get(5..)
                .filter(|_| has_xgid_prefix(text))
                .unwrap_or(text);
            let xgid = Xgid::from_xgid(body).map_err(|error| xgid_error(&error))?;
            // The referee's cube goes up to 64 in every game: a lower limit cannot be kept
            // (a higher one is never reached here).
            if xgid.max_cube_log2 < MAX_CUBE_LOG2 {
                return Err(msg!(
                    "ids-xgid-max-cube",
                    limit = 1u32 << xgid.max_cube_log2,
                    max = MAX_CUBE
                ));
            }
            let (position, match_id) = xgid
                .to_gnubg()
                .map_err(|error| xgid_conversion_error(&error))?;
            PastedId {
                gnubg: GnubgId { position, match_id },
                xgid: Some(xgid),
            }
        }
    };
    pasted.to_match()?;
    Ok(pasted)
}

/// Whether `text` starts with `XGID=`, in any case.
fn has_xgid_prefix(text: &str) -> bool {
    text.get(..5)
        .is_some_and(|start| start.eq_ignore_ascii_case("xgid="))
}

#[cfg(test)]
mod tests;
