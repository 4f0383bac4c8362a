//! The languages of the app and the choice of one from what the browser and the page ask for.

use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

use super::packing;

/// A language the app speaks. Stored in the settings by its code (`"pl"`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    English,
    #[serde(rename = "pl")]
    Polish,
    #[serde(rename = "eo")]
    Esperanto,
    #[serde(rename = "et")]
    Estonian,
}

impl Language {
    /// Every language, in the order the Settings screen lists them.
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::Polish,
        Language::Esperanto,
        Language::Estonian,
    ];

    /// The BCP 47 code: `<html lang>`, the `lang` URL parameter, the stored value.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Polish => "pl",
            Language::Esperanto => "eo",
            Language::Estonian => "et",
        }
    }

    /// The language's name in itself, as a language menu shows it (a proper name: the same in
    /// every language of the app).
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Polish => "Polski",
            Language::Esperanto => "Esperanto",
            Language::Estonian => "Eesti",
        }
    }

    /// The web app manifest in this language (its name and description), beside index.html.
    pub fn manifest(self) -> &'static str {
        match self {
            Language::English => "manifest.webmanifest",
            Language::Polish => "manifest.pl.webmanifest",
            Language::Esperanto => "manifest.eo.webmanifest",
            Language::Estonian => "manifest.et.webmanifest",
        }
    }

    /// The language of a code exactly as [`Language::code`] writes it.
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL
            .into_iter()
            .find(|language| language.code() == code)
    }

    /// The code parsed for Fluent (plural rules).
    pub(crate) fn identifier(self) -> LanguageIdentifier {
        self.code().parse().unwrap_or_default()
    }

    /// The Fluent catalogue: the language's `ftl/` file as Fluent reads it (its entries, no
    /// comments), unpacked from what the build script compiled in (see [`packing`]).
    pub(crate) fn catalogue(self) -> String {
        let index = Language::ALL
            .iter()
            .position(|language| *language == self)
            .unwrap_or_default();
        packing::unpack(PACKED_CATALOGUES, index)
    }
}

/// The four catalogues packed by `build.rs`, in the order of [`Language::ALL`].
const PACKED_CATALOGUES: &str = include_str!(concat!(env!("OUT_DIR"), "/catalogues.packed"));

/// The language to show: the page's `lang` parameter when there is one (in any case, with or
/// without a region: `pl-PL`; English when it names no language of ours), else the first of
/// the browser's preferred languages (`navigator.languages`, best first) that we speak, else
/// English. Nothing here is an error: an unknown or malformed value is passed over.
pub fn negotiate(lang_parameter: Option<&str>, preferred: &[String]) -> Language {
    let ours: Vec<LanguageIdentifier> = Language::ALL
        .iter()
        .map(|language| language.identifier())
        .collect();
    let first_match = |requested: &[&str]| -> Option<Language> {
        let requested: Vec<LanguageIdentifier> = requested
            .iter()
            .filter_map(|code| code.trim().parse().ok())
            .collect();
        let chosen = fluent_langneg::negotiate_languages(
            &requested,
            &ours,
            None,
            fluent_langneg::NegotiationStrategy::Lookup,
        );
        let chosen = chosen.first()?;
        Language::ALL
            .into_iter()
            .find(|language| language.identifier() == **chosen)
    };
    if let Some(code) = lang_parameter {
        return first_match(&[code]).unwrap_or(Language::English);
    }
    let preferred: Vec<&str> = preferred.iter().map(String::as_str).collect();
    first_match(&preferred).unwrap_or(Language::English)
}

/// The value of the `lang` parameter in a page query (`?seed=1&lang=pl`), if any.
pub fn lang_parameter(query: &str) -> Option<&str> {
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
}
