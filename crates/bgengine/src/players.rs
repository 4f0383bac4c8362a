//! The players the command line and the UBGI engine can field, by name.

use std::fmt;
use std::str::FromStr;

use bg_engine::bots::{Bot, NeuralBot, PubEval, RandomBot};
use bg_engine::eval::Evaluator;

/// A kind of computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum PlayerKind {
    /// Tesauro's pubeval for plays, Keith's count for cube decisions in races.
    #[default]
    PubEval,
    /// Uniformly random plays; doubles and takes at random too.
    Random,
    /// The neural net at 0-ply (the embedded default net); a simple cube rule from its
    /// cubeless equity.
    Expert,
    /// The neural net looking one roll ahead (1-ply) at its eight favourite plays.
    ExpertOnePly,
}

impl PlayerKind {
    /// Every kind, in the order the help text lists them.
    pub const ALL: [PlayerKind; 4] = [
        PlayerKind::PubEval,
        PlayerKind::Random,
        PlayerKind::Expert,
        PlayerKind::ExpertOnePly,
    ];

    /// The name used on the command line and in UBGI (`pubeval`, `random`, `expert`, `expert-1ply`).
    pub fn name(self) -> &'static str {
        match self {
            PlayerKind::PubEval => "pubeval",
            PlayerKind::Random => "random",
            PlayerKind::Expert => "expert",
            PlayerKind::ExpertOnePly => "expert-1ply",
        }
    }

    /// The names of all kinds joined by `separator`, e.g. `pubeval|random`.
    pub fn names(separator: &str) -> String {
        PlayerKind::ALL.map(PlayerKind::name).join(separator)
    }

    /// A fresh player of this kind. `seed` seeds the players that draw random numbers and is
    /// ignored by the others.
    pub fn make(self, seed: u64) -> Box<dyn Bot> {
        match self {
            PlayerKind::PubEval => Box::new(PubEval::new()),
            PlayerKind::Random => Box::new(RandomBot::new(seed)),
            PlayerKind::Expert => Box::new(NeuralBot::new()),
            PlayerKind::ExpertOnePly => Box::new(
                NeuralBot::with_evaluator(Evaluator::embedded(), "expert-1ply").with_plies(1),
            ),
        }
    }
}

impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A player name that names no player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPlayer(pub String);

impl fmt::Display for UnknownPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown player {:?} (players: {})",
            self.0,
            PlayerKind::names(", ")
        )
    }
}

impl std::error::Error for UnknownPlayer {}

impl FromStr for PlayerKind {
    type Err = UnknownPlayer;

    /// Reads a player name exactly as [`PlayerKind::name`] writes it.
    fn from_str(name: &str) -> Result<PlayerKind, UnknownPlayer> {
        PlayerKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| UnknownPlayer(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_names_round_trip() {
        for kind in PlayerKind::ALL {
            assert_eq!(kind.name().parse::<PlayerKind>(), Ok(kind));
            assert_eq!(kind.make(1).name(), kind.name());
        }
        assert!("PubEval".parse::<PlayerKind>().is_err());
    }
}
