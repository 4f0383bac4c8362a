//! A link that opens the app on a position: `#gnubg=PositionID:MatchID`, GNU Backgammon's ID
//! of the position and of the match state (score, cube, whose turn, the dice). The link is
//! only a fragment, so it works under any sub-path and inside an iframe, and the page sends
//! nothing anywhere for it.
//!
//! The page asks before it opens a link's position (it would end the match in progress) and
//! lets the player choose the opponent: the computer or pass and play. A link whose ID does
//! not read says why, in the player's language, and the saved match is left as it was.

use bg_engine::bots::BotKind;
use bg_engine::ids::{GnubgId, ParseGnubgIdError};
use bg_engine::referee::Match;

use crate::i18n::Message;
use crate::msg;
use crate::position_ids::{id_kind, read_id, IdKind};
use crate::setup::{GameSetup, Opponent};

/// The ID a page fragment (`location.hash`, with or without its `#`) carries, if it is a
/// `gnubg=` link; percent escapes (`%2B`, `%2F`, `%3A`) are decoded.
pub fn link_id(fragment: &str) -> Option<String> {
    let text = fragment.strip_prefix('#').unwrap_or(fragment);
    let id = text.strip_prefix("gnubg=")?;
    Some(percent_decoded(id))
}

/// `text` with its `%XX` escapes decoded (an escape that is not one stays as it is).
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        let escaped = (bytes[index] == b'%')
            .then(|| text.get(index + 1..index + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escaped {
            Some(byte) => {
                out.push(byte);
                index += 3;
            }
            None => {
                out.push(bytes[index]);
                index += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Who plays against the person at the bottom when a link's position is opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkOpponent {
    Computer(BotKind),
    PassAndPlay,
}

/// The match a link's `id` opens, and its setup: the rules of the ID (match length, cube,
/// Jacoby, beavers as the referee plays a GNU Backgammon ID, or as an XGID pasted in the
/// Position dialog says), `opponent`, hints on, and `base`'s names (the player's last choices)
/// when the opponent is the same.
///
/// # Errors
/// An ID that does not read, or a state the referee cannot play, as a message for the player.
pub fn linked_match(
    id: &str,
    base: &GameSetup,
    opponent: LinkOpponent,
) -> Result<(GameSetup, Match), Message> {
    let (gnubg, game) = if id_kind(id) == IdKind::Xgid {
        // An XGID pasted in the Position dialog: its messages are the dialog's, and its beaver
        // rule is kept.
        let pasted = read_id(id)?;
        (pasted.gnubg, pasted.to_match()?)
    } else {
        let gnubg: GnubgId = id.trim().parse().map_err(|error| match error {
            ParseGnubgIdError::Syntax => msg!("link-error-syntax"),
            ParseGnubgIdError::Position(_) => msg!("link-error-position"),
            ParseGnubgIdError::Match(_) => msg!("link-error-match"),
        })?;
        let game = Match::from_gnubg_id(&gnubg).map_err(|_| msg!("link-error-state"))?;
        (gnubg, game)
    };
    let opponent = match opponent {
        LinkOpponent::Computer(kind) => Opponent::Computer(kind),
        LinkOpponent::PassAndPlay => Opponent::Human,
    };
    let names = if opponent == base.opponent {
        base.names.clone()
    } else {
        [String::new(), String::new()]
    };
    // The rules of the table are the ID's (the referee plays by them), not the last choices.
    let rules = game.settings();
    let setup = GameSetup {
        names,
        opponent,
        length: gnubg.match_id.match_length,
        cube: rules.cube(),
        jacoby: rules.jacoby(),
        beavers: rules.beavers() > 0,
        // A position is opened to study it: the hint is there whatever the last match had.
        hints: true,
        // The person keeps the colour they play.
        bottom_colour: base.bottom_colour,
    }
    .normalized();
    Ok((setup, game))
}

/// The computer opponent a link offers: the one of `base` when it has one, else the default.
pub fn offered_computer(base: &GameSetup) -> BotKind {
    match base.opponent {
        Opponent::Computer(kind) => kind,
        Opponent::Human => BotKind::DEFAULT_OPPONENT,
    }
}

#[cfg(test)]
mod tests;
