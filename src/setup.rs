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

/// The colour of a side's checkers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    #[default]
    Black,
    White,
}

impl Colour {
    /// Both colours, in the order the New game form lists them.
    pub const ALL: [Colour; 2] = [Colour::Black, Colour::White];

    /// `black` or `white`: the stored and form value, the board's CSS class and `data-player`
    /// value, and what the catalogues select on.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
        }
    }

    /// The colour a form value names.
    pub fn from_name(name: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|colour| colour.name() == name)
    }

    /// The other side's colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }
}

/// Which colour each side's checkers are: the one place the app maps the engine's players 0 and
/// 1 to colours, for everything it draws and says of a match (the board and its accessible
/// names, the score panel, the move log, the game-over panel, the review, the rules book's
/// diagrams). The bottom player's colour is the match's choice ([`GameSetup::bottom_colour`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Colours {
    bottom: Colour,
}

impl Colours {
    /// The bottom player (player 0) plays `bottom`, the top player the other colour.
    pub fn with_bottom(bottom: Colour) -> Colours {
        Colours { bottom }
    }

    /// The colour of `player`'s checkers.
    pub fn of(self, player: Player) -> Colour {
        match player {
            Player::Zero => self.bottom,
            Player::One => self.bottom.other(),
        }
    }

    /// [`Colour::name`] of `player`'s colour: `black` or `white`.
    pub fn name(self, player: Player) -> &'static str {
        self.of(player).name()
    }
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
    /// The colour of the bottom player's (player 0's) checkers; player 1 plays the other.
    /// It belongs to the match, not to the Settings: the match's names, move log, game-over
    /// texts and review all name its sides by colour, so a match keeps its colours from its
    /// first roll to its review. Saves written before the choice existed are Black's.
    #[serde(default)]
    pub bottom_colour: Colour,
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
            bottom_colour: Colour::Black,
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

    /// The name the form fills in for `player`: against the computer "You" and "Computer",
    /// in pass and play the side's colour ("Black", "White"), stored in English and shown in
    /// the reader's language (see [`crate::view_model::player_name`]).
    pub fn default_name(&self, player: Player) -> &'static str {
        match (player, self.opponent) {
            (Player::Zero, Opponent::Computer(_)) => "You",
            (Player::One, Opponent::Computer(_)) => "Computer",
            (_, Opponent::Human) => match self.colours().of(player) {
                Colour::Black => "Black",
                Colour::White => "White",
            },
        }
    }

    /// The colours of the two sides.
    pub fn colours(&self) -> Colours {
        Colours::with_bottom(self.bottom_colour)
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
    fn the_bottom_player_takes_the_chosen_colour_and_the_other_side_the_other() {
        let black = GameSetup::default().colours();
        assert_eq!(black.of(Player::Zero), Colour::Black);
        assert_eq!(black.of(Player::One), Colour::White);
        assert_eq!(
            (black.name(Player::Zero), black.name(Player::One)),
            ("black", "white")
        );
        let white = GameSetup {
            bottom_colour: Colour::White,
            ..GameSetup::default()
        }
        .colours();
        assert_eq!(white.of(Player::Zero), Colour::White);
        assert_eq!(white.of(Player::One), Colour::Black);
        assert_eq!(
            (white.name(Player::Zero), white.name(Player::One)),
            ("white", "black")
        );
    }

    #[test]
    fn pass_and_play_names_each_side_by_its_colour_by_default() {
        let white_below = GameSetup {
            names: [String::new(), String::new()],
            opponent: Opponent::Human,
            bottom_colour: Colour::White,
            ..GameSetup::default()
        }
        .normalized();
        assert_eq!(white_below.names, ["White".to_owned(), "Black".to_owned()]);
    }

    #[test]
    fn a_setup_saved_before_colours_could_be_chosen_is_blacks() {
        let old = r#"{"names":["You","Computer"],"opponent":"Human","length":3,"cube":true,"jacoby":true,"beavers":true,"hints":true}"#;
        let setup: GameSetup = serde_json::from_str(old).unwrap();
        assert_eq!(setup.bottom_colour, Colour::Black);
        let white = GameSetup {
            bottom_colour: Colour::White,
            ..GameSetup::default()
        };
        let text = serde_json::to_string(&white).unwrap();
        assert!(text.contains(r#""bottom_colour":"white""#), "{text}");
        assert_eq!(serde_json::from_str::<GameSetup>(&text).unwrap(), white);
    }

    #[test]
    fn colours_read_back_from_their_names_and_nothing_else() {
        for colour in Colour::ALL {
            assert_eq!(Colour::from_name(colour.name()), Some(colour));
            assert_eq!(colour.other().other(), colour);
            assert_ne!(colour.other(), colour);
        }
        assert_eq!(Colour::from_name("red"), None);
        assert_eq!(Colour::from_name("Black"), None);
    }

    #[test]
    fn only_player_one_can_be_the_computer() {
        let setup = GameSetup::default();
        assert!(setup.is_human(Player::Zero));
        assert_eq!(setup.computer(Player::One), Some(BotKind::DEFAULT_OPPONENT));
    }
}
