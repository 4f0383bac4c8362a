//! The player's preferences, kept apart from the match: how fast checkers and dice move, and
//! which parts of a turn the app does by itself. Stored as versioned JSON under their own
//! localStorage key ([`Store::Settings`], read by the one codec of [`crate::stored`]); a value
//! that cannot be read is kept aside and the defaults are used, never a panic.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use crate::i18n::Language;
use crate::stored::{Store, Stored};
use crate::tutor::TutorLevel;

/// The version this code writes and reads.
pub const SETTINGS_VERSION: u32 = 1;

/// How fast checkers and dice move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    /// No animation: every change is shown at once.
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    /// Every speed, slowest last, in the order the Settings screen lists them.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// How long one checker step takes, in milliseconds (0 when off). A computer's play of
    /// four steps takes four times this, so that a person can follow it.
    pub fn step_ms(self) -> u32 {
        match self {
            AnimationSpeed::Off => 0,
            AnimationSpeed::Fast => 120,
            AnimationSpeed::Normal => 240,
            AnimationSpeed::Slow => 450,
        }
    }

    /// The stored and form value: `off`, `fast`, `normal`, `slow`.
    pub fn name(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "off",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Slow => "slow",
        }
    }

    /// The speed a form value names.
    pub fn from_name(name: &str) -> Option<AnimationSpeed> {
        AnimationSpeed::ALL
            .into_iter()
            .find(|speed| speed.name() == name)
    }
}

/// The colours of the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardTheme {
    /// Red and cream points on green felt in a wooden frame.
    #[default]
    Felt,
    /// The classic wooden board: dark and light brown points on light wood.
    Wood,
    /// Black field, white and yellow points, checkers outlined: for low vision and bright light.
    HighContrast,
}

impl BoardTheme {
    /// Every theme, in the order the Settings screen lists them.
    pub const ALL: [BoardTheme; 3] = [BoardTheme::Felt, BoardTheme::Wood, BoardTheme::HighContrast];

    /// The stored and form value, also the app's `data-theme` (styles/themes.css).
    pub fn name(self) -> &'static str {
        match self {
            BoardTheme::Felt => "felt",
            BoardTheme::Wood => "wood",
            BoardTheme::HighContrast => "high-contrast",
        }
    }

    /// The theme a form value names.
    pub fn from_name(name: &str) -> Option<BoardTheme> {
        BoardTheme::ALL
            .into_iter()
            .find(|theme| theme.name() == name)
    }
}

/// Where the person's home board is drawn, which sets the direction the checkers go round:
/// on the right they move counter-clockwise (the usual diagram), on the left clockwise. The
/// numbers of the points stay the viewer's either way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HomeSide {
    #[default]
    Right,
    Left,
}

impl HomeSide {
    /// Both sides, in the order the Settings screen lists them.
    pub const ALL: [HomeSide; 2] = [HomeSide::Right, HomeSide::Left];

    /// The stored and form value: `right`, `left`.
    pub fn name(self) -> &'static str {
        match self {
            HomeSide::Right => "right",
            HomeSide::Left => "left",
        }
    }

    /// The side a form value names.
    pub fn from_name(name: &str) -> Option<HomeSide> {
        HomeSide::ALL.into_iter().find(|side| side.name() == name)
    }
}

/// The highest sound volume, in percent.
pub const MAX_VOLUME: u8 = 100;

/// A volume in percent, read only from 0 to [`MAX_VOLUME`] (a larger stored value is an error,
/// as any other unreadable setting).
fn volume_in_range<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<u8, D::Error> {
    let volume = u8::deserialize(deserializer)?;
    if volume > MAX_VOLUME {
        return Err(serde::de::Error::custom(format!(
            "volume {volume} is over {MAX_VOLUME}"
        )));
    }
    Ok(volume)
}

/// The preferences.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub animation: AnimationSpeed,
    /// Confirm the play as soon as the last checker is moved (no Done press). Off by default:
    /// a misplaced last checker can then still be taken back.
    pub auto_confirm: bool,
    /// Play the checkers by themselves when the roll leaves no choice (one legal play, or only
    /// one way to play the rest of the roll after a step). On by default: a forced move has
    /// nothing to decide, and Undo still takes it back.
    pub auto_forced: bool,
    /// A double click (or double tap) on a checker bears it off when it can be borne off.
    pub double_click_bear_off: bool,
    /// The language the player chose (in Settings, or by the page's `lang` parameter); none
    /// until then, and the browser's preferred languages decide (see [`crate::i18n::negotiate`]).
    /// Not written while none is chosen, so that the stored text stays as before.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
    /// The smallest error the tutor warns about before a person's decision is made; off by
    /// default (see [`crate::tutor`]). Settings stored without it read as off.
    pub tutor: TutorLevel,
    /// The board's colours.
    pub theme: BoardTheme,
    /// Where the person's home board is drawn (the direction of play).
    pub home: HomeSide,
    /// Sounds of the dice, the checkers and hits, if the player chose: none until then, and the
    /// browser decides (off under reduced motion, see [`Settings::with_browser_defaults`]).
    /// Not written while none is chosen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sounds: Option<bool>,
    /// How loud the sounds are, in percent.
    #[serde(deserialize_with = "volume_in_range")]
    pub volume: u8,
    /// Show each side's pip count (off to practise counting).
    pub show_pips: bool,
    /// Roll by itself when the person on roll has no cube decision (the referee allows no
    /// double: no cube, Crawford, a dead or owned cube).
    pub auto_roll: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            animation: AnimationSpeed::Normal,
            auto_confirm: false,
            auto_forced: true,
            double_click_bear_off: true,
            language: None,
            tutor: TutorLevel::Off,
            theme: BoardTheme::Felt,
            home: HomeSide::Right,
            sounds: None,
            volume: 60,
            show_pips: true,
            auto_roll: false,
        }
    }
}

impl Settings {
    /// The defaults for a browser that asks for reduced motion (animations off) or not.
    pub fn defaults(reduced_motion: bool) -> Settings {
        Settings {
            animation: if reduced_motion {
                AnimationSpeed::Off
            } else {
                AnimationSpeed::Normal
            },
            sounds: Some(!reduced_motion),
            ..Settings::default()
        }
    }

    /// These settings with what the player never chose decided by the browser: sounds are off
    /// under reduced motion (the player chose animations before sounds existed, or never).
    pub fn with_browser_defaults(self, reduced_motion: bool) -> Settings {
        Settings {
            sounds: Some(self.sounds.unwrap_or(!reduced_motion)),
            ..self
        }
    }

    /// Whether sounds play.
    pub fn sounds_on(&self) -> bool {
        self.sounds == Some(true) && self.volume > 0
    }
}

#[derive(Serialize, Deserialize)]
struct SettingsFile {
    version: u32,
    settings: Settings,
}

/// The stored text of `settings`.
pub fn encode(settings: &Settings) -> String {
    let file = SettingsFile {
        version: SETTINGS_VERSION,
        settings: *settings,
    };
    // Serializing these plain types cannot fail; an empty string would only be reported as
    // unreadable at the next start, and the defaults used.
    serde_json::to_string(&file).unwrap_or_default()
}

/// Read by [`crate::stored::decode`]: a field missing from the text takes its default (so that
/// a setting added later keeps older texts readable); an unknown value is an error.
impl Stored for Settings {
    const STORE: Store = Store::Settings;
    const VERSIONS: RangeInclusive<u64> = SETTINGS_VERSION as u64..=SETTINGS_VERSION as u64;

    fn from_text(text: &str) -> Result<Settings, String> {
        serde_json::from_str::<SettingsFile>(text)
            .map(|file| file.settings)
            .map_err(|error| error.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stored::{decode, Unreadable};

    #[test]
    fn settings_read_back_as_written() {
        for (animation, tutor) in AnimationSpeed::ALL.into_iter().zip(TutorLevel::ALL) {
            let settings = Settings {
                animation,
                auto_confirm: true,
                auto_forced: false,
                double_click_bear_off: false,
                language: Some(Language::Estonian),
                tutor,
                theme: BoardTheme::HighContrast,
                home: HomeSide::Left,
                sounds: Some(false),
                volume: 35,
                show_pips: false,
                auto_roll: true,
            };
            assert_eq!(decode::<Settings>(&encode(&settings)), Ok(settings));
            assert_eq!(AnimationSpeed::from_name(animation.name()), Some(animation));
        }
    }

    #[test]
    fn reduced_motion_turns_animations_off_by_default() {
        assert_eq!(Settings::defaults(true).animation, AnimationSpeed::Off);
        assert_eq!(Settings::defaults(false).animation, AnimationSpeed::Normal);
        assert_eq!(AnimationSpeed::Off.step_ms(), 0);
        assert!(AnimationSpeed::Fast.step_ms() < AnimationSpeed::Slow.step_ms());
    }

    #[test]
    fn the_language_is_stored_by_its_code() {
        for language in Language::ALL {
            let settings = Settings {
                language: Some(language),
                ..Settings::default()
            };
            let text = encode(&settings);
            assert!(
                text.contains(&format!(r#""language":"{}""#, language.code())),
                "{text}"
            );
            assert_eq!(decode::<Settings>(&text), Ok(settings));
        }
        let older = r#"{"version":1,"settings":{"animation":"fast"}}"#;
        assert_eq!(decode::<Settings>(older).unwrap().language, None);
    }

    #[test]
    fn a_missing_field_takes_its_default() {
        let text = r#"{"version":1,"settings":{"animation":"slow"}}"#;
        let settings: Settings = decode(text).unwrap();
        assert_eq!(settings.animation, AnimationSpeed::Slow);
        assert_eq!(settings.auto_forced, Settings::default().auto_forced);
        assert_eq!(
            settings.tutor,
            TutorLevel::Off,
            "the tutor is off by default"
        );
    }

    #[test]
    fn settings_stored_before_the_table_options_still_load() {
        // The whole text this app stored before themes, sounds, pips and auto-roll existed.
        let older = r#"{"version":1,"settings":{"animation":"fast","auto_confirm":true,"auto_forced":false,"double_click_bear_off":false,"language":"pl"}}"#;
        let settings: Settings = decode(older).unwrap();
        assert_eq!(settings.animation, AnimationSpeed::Fast);
        assert!(settings.auto_confirm && !settings.auto_forced && !settings.double_click_bear_off);
        assert_eq!(settings.language, Some(Language::Polish));
        assert_eq!(settings.theme, BoardTheme::Felt);
        assert_eq!(settings.home, HomeSide::Right);
        assert_eq!(settings.sounds, None);
        assert_eq!(settings.volume, 60);
        assert!(settings.show_pips && !settings.auto_roll);
    }

    #[test]
    fn sounds_are_off_by_default_under_reduced_motion() {
        assert!(!Settings::defaults(true).sounds_on());
        assert!(Settings::defaults(false).sounds_on());
        // Settings stored before sounds existed: the browser decides.
        let older: Settings = decode(r#"{"version":1,"settings":{}}"#).unwrap();
        assert!(!older.with_browser_defaults(true).sounds_on());
        assert!(older.with_browser_defaults(false).sounds_on());
        // A choice the player made is kept, whatever the browser asks.
        let chosen = Settings {
            sounds: Some(true),
            ..Settings::default()
        };
        assert!(chosen.with_browser_defaults(true).sounds_on());
        // Volume 0 is silence.
        let silent = Settings {
            volume: 0,
            ..chosen
        };
        assert!(!silent.sounds_on());
    }

    #[test]
    fn an_unchosen_sound_setting_is_not_written() {
        let text = encode(&Settings::default());
        assert!(!text.contains("sounds"), "{text}");
        let chosen = encode(&Settings::defaults(true));
        assert!(chosen.contains(r#""sounds":false"#), "{chosen}");
    }

    #[test]
    fn every_theme_reads_back_by_its_name() {
        for theme in BoardTheme::ALL {
            assert_eq!(BoardTheme::from_name(theme.name()), Some(theme));
            let settings = Settings {
                theme,
                ..Settings::default()
            };
            let text = encode(&settings);
            assert!(
                text.contains(&format!(r#""theme":"{}""#, theme.name())),
                "{text}"
            );
            assert_eq!(decode::<Settings>(&text), Ok(settings));
        }
        assert_eq!(BoardTheme::from_name("neon"), None);
        for home in HomeSide::ALL {
            assert_eq!(HomeSide::from_name(home.name()), Some(home));
            let settings = Settings {
                home,
                ..Settings::default()
            };
            let text = encode(&settings);
            assert!(
                text.contains(&format!(r#""home":"{}""#, home.name())),
                "{text}"
            );
            assert_eq!(decode::<Settings>(&text), Ok(settings));
        }
        assert_eq!(HomeSide::from_name("up"), None);
    }

    #[test]
    fn a_volume_from_0_to_100_is_read_and_a_larger_one_is_not() {
        for volume in [0, 1, 60, 100] {
            let text = format!(r#"{{"version":1,"settings":{{"volume":{volume}}}}}"#);
            assert_eq!(decode::<Settings>(&text).unwrap().volume, volume);
        }
        for volume in ["101", "255", "256", "-1", "\"loud\""] {
            let text = format!(r#"{{"version":1,"settings":{{"volume":{volume}}}}}"#);
            assert!(decode::<Settings>(&text).is_err(), "{text}");
        }
    }

    #[test]
    fn unreadable_settings_are_errors_not_panics() {
        let cases = [
            ("", false),
            ("{", false),
            ("null", false),
            ("[]", false),
            (r#"{"version":2,"settings":{}}"#, true),
            (r#"{"version":1,"settings":{"animation":"warp"}}"#, false),
            (r#"{"version":1,"settings":{"auto_confirm":"yes"}}"#, false),
            (r#"{"version":1,"settings":{"language":"xx"}}"#, false),
            (r#"{"version":1,"settings":{"tutor":"always"}}"#, false),
            (r#"{"version":1,"settings":{"theme":"neon"}}"#, false),
            (r#"{"version":1,"settings":{"home":"up"}}"#, false),
            (r#"{"version":1,"settings":{"show_pips":1}}"#, false),
        ];
        for (text, other_version) in cases {
            let error = decode::<Settings>(text).unwrap_err();
            assert_eq!(
                matches!(error, Unreadable::Version(_)),
                other_version,
                "{text}"
            );
        }
    }
}
