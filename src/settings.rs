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
            ..Settings::default()
        }
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
