//! The engine's keys (`set`, `get`, `keys`): which player decides, its seed, the search depth.

use crate::players::PlayerKind;
use crate::ubgi::error::{echo, UbgiError};

/// The values of every key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// `engine.player`: who makes the decisions.
    pub player: PlayerKind,
    /// `engine.seed`: the seed of players that draw random numbers (the random player).
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            player: PlayerKind::PubEval,
            seed: DEFAULT_SEED,
        }
    }
}

/// The default of `engine.seed`.
pub const DEFAULT_SEED: u64 = 1;

/// Every key, in the order `keys` lists them.
pub const KEY_NAMES: [&str; 4] = ["engine.player", "engine.seed", "engine.ply", "game.variant"];

impl Options {
    /// The `key` lines describing every key, as the handshake and `keys` print them.
    pub fn key_lines() -> Vec<String> {
        vec![
            format!(
                "key engine.player enum {} {} the player that decides: pubeval (Tesauro's \
                 evaluator, Keith count cube in races), random, expert (the neural net, 0-ply) \
                 or expert-1ply",
                PlayerKind::names("|"),
                PlayerKind::default()
            ),
            format!("key engine.seed int * {DEFAULT_SEED} ! seed of the random player"),
            "key engine.ply int 1..1 1 root-inclusive decision depth".to_owned(),
            "key game.variant enum backgammon backgammon the game played".to_owned(),
        ]
    }

    /// The `value` line of `key`.
    ///
    /// # Errors
    /// `unsupported` for a key the engine does not have.
    pub fn get(&self, key: &str) -> Result<String, UbgiError> {
        let value = match key {
            "engine.player" => self.player.name().to_owned(),
            "engine.seed" => self.seed.to_string(),
            "engine.ply" => "1".to_owned(),
            "game.variant" => "backgammon".to_owned(),
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
                        PlayerKind::names("|"),
                        echo(value)
                    ))
                })?;
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
                if value != "1" {
                    return Err(UbgiError::BadValue(format!(
                        "engine.ply must_be 1..1 not {}",
                        echo(value)
                    )));
                }
            }
            "game.variant" => {
                if value != "backgammon" {
                    return Err(UbgiError::Unsupported(format!(
                        "game.variant {} (only backgammon)",
                        echo(value)
                    )));
                }
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
        // Each key line has the default as the token after the type's range or values.
        let options = Options::default();
        for line in Options::key_lines() {
            let words: Vec<&str> = line.split(' ').collect();
            let value = options.get(words[1]).unwrap();
            assert_eq!(value.split(' ').nth(2), Some(words[4]), "{line}");
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
            options.set("game.variant", "nackgammon"),
            Err(UbgiError::Unsupported(_))
        ));
        assert!(matches!(
            options.set("engine.threads", "4"),
            Err(UbgiError::Unsupported(_))
        ));
        assert_eq!(options, Options::default());
    }
}
