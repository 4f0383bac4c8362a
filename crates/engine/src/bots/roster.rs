//! The roster of computer players: every player the engine fields, with its name (command
//! lines, UBGI, the app's saves and statistics), its label for people, and how to build it.
//!
//! `bgengine` offers all of [`BotKind::ALL`]; the app offers [`BotKind::OPPONENTS`], the
//! players a person plays against (the analysis player `expert-1ply` is not one).

use std::fmt;
use std::str::FromStr;

use crate::bots::level::Level;
use crate::bots::neural::NeuralBot;
use crate::bots::pubeval::PubEval;
use crate::bots::random::RandomBot;
use crate::bots::Bot;
use crate::eval::NetEvaluator;

/// A kind of computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum BotKind {
    /// Tesauro's pubeval for plays, Keith's count for cube decisions in races: the yardstick
    /// the levels are measured against.
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

impl BotKind {
    /// Every kind, in the order `bgengine`'s help lists them.
    pub const ALL: [BotKind; 9] = [
        BotKind::PubEval,
        BotKind::Random,
        BotKind::Level(Level::Beginner),
        BotKind::Level(Level::Casual),
        BotKind::Level(Level::Intermediate),
        BotKind::Level(Level::Advanced),
        BotKind::Level(Level::Expert),
        BotKind::Level(Level::WorldClass),
        BotKind::ExpertOnePly,
    ];

    /// The players a person can play against, weakest first: random, pubeval, the six levels.
    pub const OPPONENTS: [BotKind; 8] = [
        BotKind::Random,
        BotKind::PubEval,
        BotKind::Level(Level::Beginner),
        BotKind::Level(Level::Casual),
        BotKind::Level(Level::Intermediate),
        BotKind::Level(Level::Advanced),
        BotKind::Level(Level::Expert),
        BotKind::Level(Level::WorldClass),
    ];

    /// The default opponent of a person: Expert, the net without lookahead, which answers at
    /// once even on a phone (World class looks two rolls ahead and takes longer).
    pub const DEFAULT_OPPONENT: BotKind = BotKind::Level(Level::Expert);

    /// The name used on the command line, in UBGI, in the app's saves and statistics:
    /// `pubeval`, `random`, a level's name (`beginner`, ..., `expert`, `world-class`) or
    /// `expert-1ply`. Saved data depends on these: never change one.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::PubEval => "pubeval",
            BotKind::Random => "random",
            BotKind::Level(level) => level.name(),
            BotKind::ExpertOnePly => "expert-1ply",
        }
    }

    /// The player as a person reads it in a list of opponents.
    pub fn label(self) -> &'static str {
        match self {
            BotKind::PubEval => "pubeval (Tesauro's benchmark)",
            BotKind::Random => "Random moves (practice)",
            BotKind::Level(Level::WorldClass) => "World class (looks 2 rolls ahead)",
            BotKind::Level(level) => level.label(),
            BotKind::ExpertOnePly => "Expert looking 1 roll ahead (analysis)",
        }
    }

    /// The names of all kinds joined by `separator`, e.g. `pubeval|random|...`.
    pub fn names(separator: &str) -> String {
        BotKind::ALL.map(BotKind::name).join(separator)
    }

    /// The level of a net player of the ladder.
    pub fn level(self) -> Option<Level> {
        match self {
            BotKind::Level(level) => Some(level),
            _ => None,
        }
    }

    /// Whether the player is the neural net: its search depth can be chosen, and it is worth
    /// keeping from one decision to the next (its cache of evaluations).
    pub fn is_net(self) -> bool {
        matches!(self, BotKind::Level(_) | BotKind::ExpertOnePly)
    }

    /// The player's own decision depth, root-inclusive as UBGI counts it (GNU Backgammon's
    /// plies plus one): 1 for pubeval, random and the 0-ply levels, 3 for World class.
    pub fn ubgi_ply(self) -> u8 {
        match self {
            BotKind::PubEval | BotKind::Random => 1,
            BotKind::Level(level) => level.plies() + 1,
            BotKind::ExpertOnePly => 2,
        }
    }

    /// A fresh player of this kind. `seed` seeds the players that draw random numbers (the
    /// random player) and is ignored by the others.
    pub fn make(self, seed: u64) -> Box<dyn Bot> {
        self.make_with(seed, None, None)
    }

    /// A fresh player of this kind; a net player searches `plies` deep (GNU Backgammon's
    /// counting) instead of its own depth when `plies` is given, and judges with `evaluator`
    /// (other weights) instead of its embedded net ([`Level::evaluator`]) when that is given.
    /// Others ignore both.
    pub fn make_with(
        self,
        seed: u64,
        plies: Option<u8>,
        evaluator: Option<NetEvaluator>,
    ) -> Box<dyn Bot> {
        let net = |bot: NeuralBot| -> Box<dyn Bot> {
            Box::new(match plies {
                Some(plies) => bot.with_plies(plies),
                None => bot,
            })
        };
        match self {
            BotKind::PubEval => Box::new(PubEval::new()),
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Level(level) => {
                let evaluator = evaluator.unwrap_or_else(|| level.evaluator());
                net(NeuralBot::with_evaluator(evaluator, level.name())
                    .with_settings(level.settings()))
            }
            BotKind::ExpertOnePly => {
                // The default net: Expert's own is too costly at every node of a search.
                let evaluator = evaluator.unwrap_or_else(NetEvaluator::embedded);
                net(NeuralBot::with_evaluator(evaluator, "expert-1ply").with_plies(1))
            }
        }
    }
}

impl fmt::Display for BotKind {
    /// Writes [`BotKind::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A player name that names no player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown player {:?} (players: {})",
            self.0,
            BotKind::names(", ")
        )
    }
}

impl std::error::Error for UnknownBot {}

impl FromStr for BotKind {
    type Err = UnknownBot;

    /// Reads a player name exactly as [`BotKind::name`] writes it.
    fn from_str(name: &str) -> Result<BotKind, UnknownBot> {
        BotKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| UnknownBot(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_player_is_read_back_from_its_name_and_built_under_it() {
        for kind in BotKind::ALL {
            assert_eq!(kind.name().parse::<BotKind>(), Ok(kind));
            assert_eq!(kind.to_string(), kind.name());
            assert_eq!(kind.make(1).name(), kind.name());
        }
        assert!("PubEval".parse::<BotKind>().is_err());
        assert!("gnubg".parse::<BotKind>().is_err());
    }

    #[test]
    fn player_names_are_the_ones_saved_data_holds() {
        // The app's saves and statistics store these names: they never change.
        let names = BotKind::ALL.map(BotKind::name);
        assert_eq!(
            names,
            [
                "pubeval",
                "random",
                "beginner",
                "casual",
                "intermediate",
                "advanced",
                "expert",
                "world-class",
                "expert-1ply"
            ]
        );
    }

    #[test]
    fn every_level_is_a_net_player_under_its_own_name_and_depth() {
        for level in Level::ALL {
            let kind: BotKind = level.name().parse().unwrap();
            assert_eq!(kind.level(), Some(level));
            assert!(kind.is_net());
            assert_eq!(kind.ubgi_ply(), level.plies() + 1);
        }
        assert_eq!(BotKind::PubEval.level(), None);
        assert!(!BotKind::Random.is_net());
        assert_eq!(BotKind::Level(Level::WorldClass).ubgi_ply(), 3);
        assert_eq!(BotKind::ExpertOnePly.ubgi_ply(), 2);
    }

    #[test]
    fn opponents_are_every_player_but_the_analysis_one_weakest_first() {
        for kind in BotKind::ALL {
            assert_eq!(
                BotKind::OPPONENTS.contains(&kind),
                kind != BotKind::ExpertOnePly
            );
        }
        let levels: Vec<Level> = BotKind::OPPONENTS
            .iter()
            .filter_map(|kind| kind.level())
            .collect();
        assert_eq!(levels, Level::ALL);
        assert!(BotKind::OPPONENTS.contains(&BotKind::DEFAULT_OPPONENT));
    }

    #[test]
    fn labels_are_distinct_and_levels_are_labelled_by_their_level() {
        let mut labels: Vec<&str> = BotKind::ALL.map(BotKind::label).to_vec();
        labels.sort_unstable();
        labels.dedup();
        assert_eq!(labels.len(), BotKind::ALL.len());
        assert_eq!(BotKind::Level(Level::Casual).label(), "Casual");
        assert!(BotKind::Level(Level::WorldClass)
            .label()
            .starts_with("World class"));
    }
}
