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
