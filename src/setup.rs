//! What a new match is made of: the players, the opponent, the rules chosen in the New game form.

use bg_engine::bots::BotKind;
use bg_engine::referee::{MatchSettings, SettingsError, DEFAULT_BEAVERS};
use bg_engine::Player;
use serde::{Deserialize, Serialize};

use crate::computer::opponent_name;

/// The longest player name kept; longer names are cut (they must fit the score panel).
pub const MAX_NAME_CHARS: usize = 20;

/// Who plays the top side (player 1). The bottom side (player 0) is always a person.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    /// A second person on the same device (pass and play).
    Human,
    /// The computer, at one of the engine's levels.
    Computer(#[serde(with = "opponent_name")] BotKind),
}

/// The choices of the New game form. Player 0 plays from the bottom of the board, player 1 from
/// the top; against the computer, the computer is player 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    /// Player 0's name, then player 1's.
    pub names: [String; 2],
    pub opponent: Opponent,
    /// Points to win the match, 1 to 25; 0 for money play.
    pub length: u32,
    /// Whether the doubling cube is in use.
    pub cube: bool,
    /// Money play only: gammons count only once the cube has been turned.
    pub jacoby: bool,
    /// Money play only: a player offered the cube may beaver.
    pub beavers: bool,
    /// Whether the people playing may ask for hints (a match can be started with hints off).
    /// Saves written before hints existed have none, and get them on.
    #[serde(default = "hints_on")]
    pub hints: bool,
}

fn hints_on() -> bool {
    true
}

impl Default for GameSetup {
    /// A 5-point match against the default computer player (Expert).
    fn default() -> Self {
        GameSetup {
            names: ["You".to_owned(), "Computer".to_owned()],
            opponent: Opponent::Computer(BotKind::DEFAULT_OPPONENT),
            length: 5,
            cube: true,
            jacoby: true,
            beavers: true,
            hints: true,
        }
    }
}

impl GameSetup {
    /// The referee's rules for these choices.
    ///
    /// # Errors
    /// When the match length is above 25.
    pub fn settings(&self) -> Result<MatchSettings, SettingsError> {
        let settings = MatchSettings::match_to(self.length)?.with_cube(self.cube);
        Ok(if settings.is_money() {
            settings
                .with_jacoby(self.jacoby)
                .with_beavers(if self.beavers { DEFAULT_BEAVERS } else { 0 })
        } else {
            settings
        })
    }

    /// The same setup with names trimmed, cut to [`MAX_NAME_CHARS`], and a default for an empty
    /// name, so that every name shown is readable.
    pub fn normalized(mut self) -> GameSetup {
        for player in Player::BOTH {
            let name: String = self.names[player.index()]
                .trim()
                .chars()
                .take(MAX_NAME_CHARS)
                .collect();
            self.names[player.index()] = if name.is_empty() {
                self.default_name(player).to_owned()
            } else {
                name
            };
        }
        self
    }

    fn default_name(&self, player: Player) -> &'static str {
        match (player, self.opponent) {
            (Player::Zero, Opponent::Computer(_)) => "You",
            (Player::One, Opponent::Computer(_)) => "Computer",
            (Player::Zero, Opponent::Human) => "Black",
            (Player::One, Opponent::Human) => "White",
        }
    }

    /// The name of `player`.
    pub fn name(&self, player: Player) -> &str {
        &self.names[player.index()]
    }

    /// The computer player of `player`'s side, if the computer plays it.
    pub fn computer(&self, player: Player) -> Option<BotKind> {
        match (player, self.opponent) {
            (Player::One, Opponent::Computer(kind)) => Some(kind),
            _ => None,
        }
    }

    /// True when a person plays `player`'s side.
    pub fn is_human(&self, player: Player) -> bool {
        self.computer(player).is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_settings_keep_jacoby_and_beavers_and_matches_ignore_them() {
        let money = GameSetup {
            length: 0,
            jacoby: false,
            beavers: false,
            ..GameSetup::default()
        };
        let settings = money.settings().unwrap();
        assert!(settings.is_money() && !settings.jacoby() && settings.beavers() == 0);
        let seven = GameSetup {
            length: 7,
            cube: false,
            ..GameSetup::default()
        };
        let settings = seven.settings().unwrap();
        assert_eq!(settings.length(), 7);
        assert!(!settings.cube() && settings.crawford() && settings.beavers() == 0);
    }

    #[test]
    fn a_match_longer_than_25_points_is_refused() {
        let setup = GameSetup {
            length: 26,
            ..GameSetup::default()
        };
        assert!(setup.settings().is_err());
    }

    #[test]
    fn names_are_trimmed_cut_and_never_empty() {
        let setup = GameSetup {
            names: ["  ".to_owned(), format!(" {} ", "x".repeat(40))],
            opponent: Opponent::Human,
            ..GameSetup::default()
        }
        .normalized();
        assert_eq!(setup.names[0], "Black");
        assert_eq!(setup.names[1], "x".repeat(MAX_NAME_CHARS));
    }

    #[test]
    fn only_player_one_can_be_the_computer() {
        let setup = GameSetup::default();
        assert!(setup.is_human(Player::Zero));
        assert_eq!(setup.computer(Player::One), Some(BotKind::DEFAULT_OPPONENT));
    }
}
