//! Messages for values of the app's own types, one `msg!` per value so that the catalogue
//! tests see every id.

use bg_engine::bots::{BotKind, Level};

use super::Message;
use crate::msg;

/// The computer player as the statistics (and later the New game form) name it.
pub fn computer_label(kind: BotKind) -> Message {
    match kind {
        BotKind::Random => msg!("computer-random"),
        BotKind::PubEval => msg!("computer-pubeval"),
        BotKind::Level(Level::Beginner) => msg!("computer-beginner"),
        BotKind::Level(Level::Casual) => msg!("computer-casual"),
        BotKind::Level(Level::Intermediate) => msg!("computer-intermediate"),
        BotKind::Level(Level::Advanced) => msg!("computer-advanced"),
        BotKind::Level(Level::Expert) => msg!("computer-expert"),
        BotKind::Level(Level::WorldClass) => msg!("computer-world-class"),
        BotKind::ExpertOnePly => msg!("computer-expert-one-ply"),
    }
}

/// The computer player's short name, without the explanation in brackets: what the score
/// panel shows after the name ("Computer Expert", "Computer World class").
pub fn computer_short_label(kind: BotKind) -> Message {
    match kind {
        BotKind::Random => msg!("computer-short-random"),
        BotKind::PubEval => msg!("computer-short-pubeval"),
        BotKind::Level(Level::Beginner) => msg!("computer-beginner"),
        BotKind::Level(Level::Casual) => msg!("computer-casual"),
        BotKind::Level(Level::Intermediate) => msg!("computer-intermediate"),
        BotKind::Level(Level::Advanced) => msg!("computer-advanced"),
        BotKind::Level(Level::Expert) => msg!("computer-expert"),
        BotKind::Level(Level::WorldClass) => msg!("computer-short-world-class"),
        BotKind::ExpertOnePly => msg!("computer-short-expert-one-ply"),
    }
}
