//! The players the command line and the UBGI engine can field, by name.

use std::fmt;
use std::str::FromStr;

use bg_engine::bots::{Bot, Level, NeuralBot, PubEval, RandomBot};
use bg_engine::eval::Evaluator;

/// A kind of computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum PlayerKind {
    /// Tesauro's pubeval for plays, Keith's count for cube decisions in races.
    #[default]
    PubEval,
    /// Uniformly random plays; doubles and takes at random too.
    Random,
    /// The neural net at a level of GNU Backgammon's ladder (`beginner` to `world-class`).
    Level(Level),
    /// The neural net without noise looking one roll ahead (GNU Backgammon's 1-ply), at the
    /// plays that pass the 0-ply filter (up to 8 within 0.16).
    ExpertOnePly,
}

impl PlayerKind {
    /// Every kind, in the order the help text lists them.
    pub const ALL: [PlayerKind; 9] = [
        PlayerKind::PubEval,
        PlayerKind::Random,
        PlayerKind::Level(Level::Beginner),
        PlayerKind::Level(Level::Casual),
        PlayerKind::Level(Level::Intermediate),
        PlayerKind::Level(Level::Advanced),
        PlayerKind::Level(Level::Expert),
        PlayerKind::Level(Level::WorldClass),
        PlayerKind::ExpertOnePly,
    ];

    /// The name used on the command line and in UBGI: `pubeval`, `random`, a level's name
    /// (`beginner`, ..., `expert`, `world-class`) or `expert-1ply`.
    pub fn name(self) -> &'static str {
        match self {
            PlayerKind::PubEval => "pubeval",
            PlayerKind::Random => "random",
            PlayerKind::Level(level) => level.name(),
            PlayerKind::ExpertOnePly => "expert-1ply",
        }
    }

    /// The names of all kinds joined by `separator`, e.g. `pubeval|random`.
    pub fn names(separator: &str) -> String {
        PlayerKind::ALL.map(PlayerKind::name).join(separator)
    }

    /// The level of a net player of the ladder.
    pub fn level(self) -> Option<Level> {
        match self {
            PlayerKind::Level(level) => Some(level),
            _ => None,
        }
    }

    /// Whether the player is the neural net, whose search depth can be chosen.
    pub fn is_net(self) -> bool {
        matches!(self, PlayerKind::Level(_) | PlayerKind::ExpertOnePly)
    }

    /// The player's own decision depth, root-inclusive as UBGI counts it (GNU Backgammon's
    /// plies plus one): 1 for pubeval, random and the 0-ply levels, 3 for World class.
    pub fn ubgi_ply(self) -> u8 {
        match self {
            PlayerKind::PubEval | PlayerKind::Random => 1,
            PlayerKind::Level(level) => level.plies() + 1,
            PlayerKind::ExpertOnePly => 2,
        }
    }

    /// A fresh player of this kind. `seed` seeds the players that draw random numbers and is
    /// ignored by the others.
    pub fn make(self, seed: u64) -> Box<dyn Bot> {
        self.make_at(seed, None)
    }

    /// A fresh player of this kind; a net player searches `plies` deep (GNU Backgammon's
    /// counting) instead of its own depth when `plies` is given. Others ignore `plies`.
    pub fn make_at(self, seed: u64, plies: Option<u8>) -> Box<dyn Bot> {
        self.make_with(seed, plies, None)
    }

    /// [`PlayerKind::make_at`], a net player judging with `evaluator` (other weights) instead
    /// of the embedded net when it is given. Others ignore `evaluator`.
    pub fn make_with(
        self,
        seed: u64,
        plies: Option<u8>,
        evaluator: Option<Evaluator>,
    ) -> Box<dyn Bot> {
        let evaluator = || evaluator.unwrap_or_else(Evaluator::embedded);
        let net = |bot: NeuralBot| -> Box<dyn Bot> {
            Box::new(match plies {
                Some(plies) => bot.with_plies(plies),
                None => bot,
            })
        };
        match self {
            PlayerKind::PubEval => Box::new(PubEval::new()),
            PlayerKind::Random => Box::new(RandomBot::new(seed)),
            PlayerKind::Level(level) => net(NeuralBot::with_evaluator(evaluator(), level.name())
                .with_settings(level.settings())),
            PlayerKind::ExpertOnePly => {
                net(NeuralBot::with_evaluator(evaluator(), "expert-1ply").with_plies(1))
            }
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

    #[test]
    fn every_level_is_a_player_under_its_own_name() {
        for level in Level::ALL {
            let kind: PlayerKind = level.name().parse().unwrap();
            assert_eq!(kind.level(), Some(level));
            assert!(kind.is_net());
            assert_eq!(kind.ubgi_ply(), level.plies() + 1);
        }
        assert_eq!(PlayerKind::PubEval.level(), None);
        assert_eq!(PlayerKind::Level(Level::WorldClass).ubgi_ply(), 3);
        assert_eq!(PlayerKind::ExpertOnePly.ubgi_ply(), 2);
    }
}
