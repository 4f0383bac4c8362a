//! The engine's keys (`set`, `get`, `keys`): which player decides, its level, its seed, the
//! search depth.
//!
//! `engine.player` and `engine.level` are two views of one choice: setting a level makes the
//! player the net at that level, and the level of pubeval, random or expert-1ply reads `none`
//! (setting `none` chooses the default player, pubeval). `engine.ply` is the decision depth,
//! root-inclusive as UBGI defines it (1 = the net on the position after each play, GNU
//! Backgammon's 0-ply; 3 = GNU Backgammon's 2-ply): it reads the player's own depth until it
//! is set; only the net players take a value other than 1; choosing a player or a level
//! returns it to that player's own depth.

use bg_engine::bots::{BotKind, Level};

use crate::ubgi::error::{echo, UbgiError};

/// The values of every key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// `engine.player`: who makes the decisions.
    pub player: BotKind,
    /// `engine.seed`: the seed of players that draw random numbers (the random player).
    pub seed: u64,
    /// `engine.ply` when set for a net player (root-inclusive); `None`: the player's own depth.
    pub ply: Option<u8>,
    /// `game.beavers`: whether a double in money play may be answered with a beaver
    /// (`bestcube beaver`). Off by default, so that a controller that knows only `take` and
    /// `drop` never receives another answer.
    pub beavers: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            player: BotKind::PubEval,
            seed: DEFAULT_SEED,
            ply: None,
            beavers: false,
        }
    }
}

/// The default of `engine.seed`.
pub const DEFAULT_SEED: u64 = 1;

/// The deepest `engine.ply` (root-inclusive: GNU Backgammon's 2-ply).
pub const MAX_PLY: u8 = bg_engine::bots::search::MAX_PLIES + 1;

/// Every key, in the order `keys` lists them.
pub const KEY_NAMES: [&str; 6] = [
    "engine.player",
    "engine.level",
    "engine.seed",
    "engine.ply",
    "game.variant",
    "game.beavers",
];

/// The value of `engine.level` for players that are not a level.
const NO_LEVEL: &str = "none";

fn level_names(separator: &str) -> String {
    let mut names = vec![NO_LEVEL];
    names.extend(Level::ALL.map(Level::name));
    names.join(separator)
}

impl Options {
    /// The effective `engine.ply`: the one set, or the player's own.
    pub fn ply(&self) -> u8 {
        self.ply.unwrap_or(self.player.ubgi_ply())
    }

    /// A fresh player as the options describe it.
    pub fn make_player(&self) -> Box<dyn bg_engine::bots::Bot> {
        // Root-inclusive to GNU Backgammon's counting.
        let plies = self.ply.map(|ply| ply.saturating_sub(1));
        self.player.make_with(self.seed, plies, None)
    }

    /// The `key` lines describing every key, as the handshake and `keys` print them.
    pub fn key_lines() -> Vec<String> {
        vec![
            format!(
                "key engine.player enum {} {} the player that decides: pubeval (Tesauro's \
                 evaluator, Keith count cube in races), random, the neural net at a level \
                 (beginner to world-class, as GNU Backgammon's), or expert-1ply",
                BotKind::names("|"),
                BotKind::default()
            ),
            format!(
                "key engine.level enum {} {NO_LEVEL} the net player's level (sets engine.player; \
                 none for the other players)",
                level_names("|")
            ),
            format!("key engine.seed int * {DEFAULT_SEED} ! seed of the random player"),
            format!(
                "key engine.ply int 1..{MAX_PLY} 1 root-inclusive decision depth (the player's \
                 own until set; net players only above 1)"
            ),
            "key game.variant enum backgammon backgammon the game played".to_owned(),
            "key game.beavers bool false money play: a double may be answered bestcube beaver"
                .to_owned(),
        ]
    }

    /// The `value` line of `key`.
    ///
    /// # Errors
    /// `unsupported` for a key the engine does not have.
    pub fn get(&self, key: &str) -> Result<String, UbgiError> {
        let value = match key {
            "engine.player" => self.player.name().to_owned(),
            "engine.level" => self.player.level().map_or(NO_LEVEL, Level::name).to_owned(),
            "engine.seed" => self.seed.to_string(),
            "engine.ply" => self.ply().to_string(),
            "game.variant" => "backgammon".to_owned(),
            "game.beavers" => self.beavers.to_string(),
            _ => return Err(unknown_key(key)),
        };
        Ok(format!("value {key} {value}"))
    }

    /// Sets `key` to `value`.
    ///
    /// # Errors
    /// `unsupported` for an unknown key or another game variant, `bad_value` for a value the
    /// key does not take. The options are unchanged on error.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), UbgiError> {
        match key {
            "engine.player" => {
                self.player = value.parse().map_err(|_| {
                    UbgiError::BadValue(format!(
                        "engine.player must_be {} not {}",
                        BotKind::names("|"),
                        echo(value)
                    ))
                })?;
                self.ply = None;
            }
            "engine.level" => {
                self.player = if value == NO_LEVEL {
                    BotKind::default()
                } else {
                    BotKind::Level(value.parse().map_err(|_| {
                        UbgiError::BadValue(format!(
                            "engine.level must_be {} not {}",
                            level_names("|"),
                            echo(value)
                        ))
                    })?)
                };
                self.ply = None;
            }
            "engine.seed" => {
                self.seed = value.parse().map_err(|_| {
                    UbgiError::BadValue(format!(
                        "engine.seed must_be an integer 0..{} not {}",
                        u64::MAX,
                        echo(value)
                    ))
                })?;
            }
            "engine.ply" => {
                let most = if self.player.is_net() { MAX_PLY } else { 1 };
                let ply = value
                    .parse::<u8>()
                    .ok()
                    .filter(|ply| (1..=most).contains(ply))
                    .ok_or_else(|| {
                        UbgiError::BadValue(format!(
                            "engine.ply must_be 1..{most} for player {} not {}",
                            self.player,
                            echo(value)
                        ))
                    })?;
                self.ply = (ply != self.player.ubgi_ply()).then_some(ply);
            }
            "game.variant" => {
                if value != "backgammon" {
                    return Err(UbgiError::Unsupported(format!(
                        "game.variant {} (only backgammon)",
                        echo(value)
                    )));
                }
            }
            "game.beavers" => {
                self.beavers = match value {
                    "true" => true,
                    "false" => false,
                    _ => {
                        return Err(UbgiError::BadValue(format!(
                            "game.beavers must_be true|false not {}",
                            echo(value)
                        )))
                    }
                };
            }
            _ => return Err(unknown_key(key)),
        }
        Ok(())
    }
}

fn unknown_key(key: &str) -> UbgiError {
    UbgiError::Unsupported(format!("key {}", echo(key)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_key_can_be_read_back() {
        let options = Options::default();
        let lines = Options::key_lines();
        assert_eq!(lines.len(), KEY_NAMES.len());
        for (name, line) in KEY_NAMES.iter().zip(&lines) {
            assert!(line.starts_with(&format!("key {name} ")), "{line}");
            let value = options.get(name).unwrap();
            assert!(value.starts_with(&format!("value {name} ")), "{value}");
        }
    }

    #[test]
    fn the_default_of_each_key_is_its_value() {
        // Each key line has the default as the token after the type's range or values (a bool
        // has none: its default follows the type).
        let options = Options::default();
        for line in Options::key_lines() {
            let words: Vec<&str> = line.split(' ').collect();
            let value = options.get(words[1]).unwrap();
            let default = if words[2] == "bool" {
                words[3]
            } else {
                words[4]
            };
            assert_eq!(value.split(' ').nth(2), Some(default), "{line}");
        }
    }

    #[test]
    fn bad_values_leave_the_options_unchanged() {
        let mut options = Options::default();
        assert!(matches!(
            options.set("engine.player", "gnubg"),
            Err(UbgiError::BadValue(_))
        ));
        assert!(matches!(
            options.set("engine.seed", "-1"),
            Err(UbgiError::BadValue(_))
        ));
        assert!(matches!(
            options.set("engine.ply", "2"),
            Err(UbgiError::BadValue(_))
        ));
        assert!(matches!(
            options.set("engine.level", "grandmaster"),
            Err(UbgiError::BadValue(_))
        ));
        assert!(matches!(
            options.set("game.variant", "nackgammon"),
            Err(UbgiError::Unsupported(_))
        ));
        assert!(matches!(
            options.set("engine.threads", "4"),
            Err(UbgiError::Unsupported(_))
        ));
        assert!(matches!(
            options.set("game.beavers", "yes"),
            Err(UbgiError::BadValue(_))
        ));
        assert_eq!(options, Options::default());
    }

    #[test]
    fn beavers_are_off_until_set() {
        let mut options = Options::default();
        assert_eq!(
            options.get("game.beavers").unwrap(),
            "value game.beavers false"
        );
        options.set("game.beavers", "true").unwrap();
        assert!(options.beavers);
        assert_eq!(
            options.get("game.beavers").unwrap(),
            "value game.beavers true"
        );
        options.set("game.beavers", "false").unwrap();
        assert_eq!(options, Options::default());
    }

    #[test]
    fn a_level_sets_the_player_and_its_depth() {
        let mut options = Options::default();
        assert_eq!(
            options.get("engine.level").unwrap(),
            "value engine.level none"
        );
        options.set("engine.level", "world-class").unwrap();
        assert_eq!(options.player, BotKind::Level(Level::WorldClass));
        assert_eq!(options.get("engine.ply").unwrap(), "value engine.ply 3");
        options.set("engine.ply", "2").unwrap();
        assert_eq!(options.ply(), 2);
        // A new level or player brings back its own depth.
        options.set("engine.player", "advanced").unwrap();
        assert_eq!(
            options.get("engine.level").unwrap(),
            "value engine.level advanced"
        );
        assert_eq!(options.ply(), 1);
        assert!(options.set("engine.ply", "4").is_err());
        options.set("engine.level", "none").unwrap();
        assert_eq!(options, Options::default());
    }
}
