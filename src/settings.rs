//! The player's preferences, kept apart from the match: how fast checkers and dice move, and
//! which parts of a turn the app does by itself. Stored as versioned JSON under their own
//! localStorage key ([`SETTINGS_KEY`]); a value that cannot be read is kept under
//! [`SETTINGS_BACKUP_KEY`] and the defaults are used, never a panic.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Where the settings are stored.
pub const SETTINGS_KEY: &str = "bg-web.settings";
/// Where stored settings that cannot be read are kept, untouched.
pub const SETTINGS_BACKUP_KEY: &str = "bg-web.settings.corrupt";
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
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            animation: AnimationSpeed::Normal,
            auto_confirm: false,
            auto_forced: true,
            double_click_bear_off: true,
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

/// Why stored settings cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// Not the JSON of the settings.
    Json(String),
    /// Settings from another version of the app.
    Version(u32),
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsError::Json(error) => write!(f, "the settings are not readable: {error}"),
            SettingsError::Version(version) => {
                write!(f, "the settings are from another version ({version})")
            }
        }
    }
}

impl std::error::Error for SettingsError {}

/// The stored text of `settings`.
pub fn encode(settings: &Settings) -> String {
    let file = SettingsFile {
        version: SETTINGS_VERSION,
        settings: *settings,
    };
    // Serializing these plain types cannot fail; an empty string would only lose the settings.
    serde_json::to_string(&file).unwrap_or_default()
}

/// The settings a stored text holds. A field missing from the text takes its default (so that a
/// setting added later keeps older texts readable); an unknown value is an error.
///
/// # Errors
/// A [`SettingsError`]; nothing panics on any text.
pub fn decode(text: &str) -> Result<Settings, SettingsError> {
    #[derive(Deserialize)]
    struct Versioned {
        version: u32,
    }
    let versioned: Versioned =
        serde_json::from_str(text).map_err(|error| SettingsError::Json(error.to_string()))?;
    if versioned.version != SETTINGS_VERSION {
        return Err(SettingsError::Version(versioned.version));
    }
    let file: SettingsFile =
        serde_json::from_str(text).map_err(|error| SettingsError::Json(error.to_string()))?;
    Ok(file.settings)
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use super::*;
    use wasm_bindgen::JsValue;

    fn local_storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    /// Whether the browser asks for reduced motion (`prefers-reduced-motion: reduce`).
    fn prefers_reduced_motion() -> bool {
        // `window.matchMedia(query).matches`, called through js-sys to need no further web-sys
        // feature; any failure means "no preference".
        let Some(window) = web_sys::window() else {
            return false;
        };
        let match_media = js_sys::Reflect::get(&window, &JsValue::from_str("matchMedia"))
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let Some(match_media) = match_media else {
            return false;
        };
        match_media
            .call1(
                &window,
                &JsValue::from_str("(prefers-reduced-motion: reduce)"),
            )
            .ok()
            .and_then(|list| js_sys::Reflect::get(&list, &JsValue::from_str("matches")).ok())
            .and_then(|matches| matches.as_bool())
            .unwrap_or(false)
    }

    use wasm_bindgen::JsCast;

    /// The stored settings, or the defaults (animations off when the browser asks for reduced
    /// motion). Settings that cannot be read are moved to [`SETTINGS_BACKUP_KEY`]; the second
    /// value then says so, for the user.
    pub fn load() -> (Settings, Option<String>) {
        let defaults = Settings::defaults(prefers_reduced_motion());
        let Some(storage) = local_storage() else {
            return (defaults, None);
        };
        let Ok(Some(text)) = storage.get_item(SETTINGS_KEY) else {
            return (defaults, None);
        };
        match decode(&text) {
            Ok(settings) => (settings, None),
            Err(error) => {
                let kept = storage.set_item(SETTINGS_BACKUP_KEY, &text).is_ok();
                if kept {
                    let _ = storage.remove_item(SETTINGS_KEY);
                }
                let kept_note = if kept {
                    format!(" They were kept under the key \u{201c}{SETTINGS_BACKUP_KEY}\u{201d}.")
                } else {
                    String::new()
                };
                (
                    defaults,
                    Some(format!(
                        "The saved settings could not be read ({error}); the defaults are used.\
                         {kept_note}"
                    )),
                )
            }
        }
    }

    /// Writes the settings; `false` when storage refused.
    pub fn store(settings: &Settings) -> bool {
        local_storage()
            .is_some_and(|storage| storage.set_item(SETTINGS_KEY, &encode(settings)).is_ok())
    }
}

#[cfg(target_arch = "wasm32")]
pub use browser::{load, store};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_back_as_written() {
        for animation in AnimationSpeed::ALL {
            let settings = Settings {
                animation,
                auto_confirm: true,
                auto_forced: false,
                double_click_bear_off: false,
            };
            assert_eq!(decode(&encode(&settings)), Ok(settings));
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
    fn a_missing_field_takes_its_default() {
        let text = r#"{"version":1,"settings":{"animation":"slow"}}"#;
        let settings = decode(text).unwrap();
        assert_eq!(settings.animation, AnimationSpeed::Slow);
        assert_eq!(settings.auto_forced, Settings::default().auto_forced);
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
        ];
        for (text, other_version) in cases {
            let error = decode(text).unwrap_err();
            assert_eq!(
                matches!(error, SettingsError::Version(_)),
                other_version,
                "{text}"
            );
        }
    }
}
