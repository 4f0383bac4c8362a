//! The engine's teaching messages ([`bg_engine::teach::Message`]: an id and its arguments)
//! worded in English, Polish, Esperanto and Estonian.
//!
//! The catalogues are the Fluent files in `ftl/` (`en.ftl`, `pl.ftl`, `eo.ftl`, `et.ftl`),
//! compiled in. Plurals follow CLDR's rules for the language (Polish "1 rzut", "2 rzuty",
//! "5 rzutów"); numbers are written with the language's decimal separator and minus sign
//! (a comma in Polish, Esperanto and Estonian: `0,09`; see [`Decimal`]). A language may define helper messages that the others
//! lack (Polish names a point in the accusative and the locative, `point-acc` and
//! `point-loc`); a message reference is formatted with the referring message's arguments.
//!
//! Why a crate of its own: the engine stays free of Fluent (it computes messages, it does not
//! word them), and the app (`bg-web`) and the command line (`bgengine`) both depend on this
//! crate, so that they word a message with the same catalogues and the same code. The app's
//! translator holds a [`TeachWords`] of its language; `bgengine explain --lang` builds one.
//! The app's own catalogues are formatted by the same loop ([`FluentWords`]), and the app's
//! numbers (the hint's equities, the tutor's losses, the review's figures) by the same
//! formatter ([`Decimal::written`]), so that a number reads the same in a sentence and in a
//! table.

use std::fmt;

use bg_engine::teach::{Arg, Message};

mod numbers;
mod words;

pub use numbers::{Decimal, Style};
pub use words::{FluentWords, FormatError, Value};

#[cfg(test)]
mod tests;

/// The codes of the languages the teaching messages are worded in, English first.
pub const LANGUAGES: [&str; 4] = ["en", "pl", "eo", "et"];

/// The Fluent catalogue of the language `code` (one of [`LANGUAGES`]).
pub fn catalogue(code: &str) -> Option<&'static str> {
    match code {
        "en" => Some(include_str!("../ftl/en.ftl")),
        "pl" => Some(include_str!("../ftl/pl.ftl")),
        "eo" => Some(include_str!("../ftl/eo.ftl")),
        "et" => Some(include_str!("../ftl/et.ftl")),
        _ => None,
    }
}

/// A language code that is not one of [`LANGUAGES`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLanguage(pub String);

impl fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown language '{}' (the languages are {})",
            self.0,
            LANGUAGES.join(", ")
        )
    }
}

impl std::error::Error for UnknownLanguage {}

/// The teaching messages of one language, with English behind it for a message the
/// language's catalogue lacks (the tests make sure none does).
pub struct TeachWords {
    words: FluentWords,
}

impl TeachWords {
    /// The words of the language `code` (`en`, `pl`, `eo` or `et`).
    ///
    /// # Errors
    /// [`UnknownLanguage`] for any other code.
    pub fn new(code: &str) -> Result<TeachWords, UnknownLanguage> {
        let code = LANGUAGES
            .into_iter()
            .find(|known| *known == code)
            .ok_or_else(|| UnknownLanguage(code.to_owned()))?;
        Ok(TeachWords {
            words: FluentWords::new(
                code,
                catalogue(code).unwrap_or_default().to_owned(),
                (code != "en").then(|| catalogue("en").unwrap_or_default().to_owned()),
            ),
        })
    }

    /// The English words (what [`TeachWords::new`]`("en")` gives, without a `Result`).
    pub fn english() -> TeachWords {
        TeachWords {
            words: FluentWords::new("en", catalogue("en").unwrap_or_default().to_owned(), None),
        }
    }

    /// The language's code.
    pub fn code(&self) -> &'static str {
        self.words.code()
    }

    /// The sentence of the engine's `message`; never fails (see [`TeachWords::text_of`]).
    pub fn text(&self, message: &Message) -> String {
        let args = engine_args(message);
        self.text_of(message.id, &args)
    }

    /// The sentence of the message `id` with `args`. Never fails: a message the language
    /// lacks comes from English, one English lacks too is written as `[id]`, and a Fluent
    /// error leaves Fluent's stand-in (`{$name}`) in the text, which the tests report.
    pub fn text_of(&self, id: &str, args: &[(&str, Value<'_>)]) -> String {
        self.words.text(id, args)
    }

    /// The sentence of `message`, or why it is not as the catalogue writes it.
    ///
    /// # Errors
    /// [`FormatError`]: the message is missing, or Fluent met an error formatting it.
    pub fn format(&self, message: &Message) -> Result<String, FormatError> {
        self.words.format(message.id, &engine_args(message))
    }

    /// `number` as this language writes it (see [`Decimal`]).
    pub fn number(&self, number: Decimal) -> String {
        self.words.number(number)
    }
}

fn engine_args(message: &Message) -> Vec<(&str, Value<'_>)> {
    message
        .args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                Arg::Number(number) => Value::Number(*number),
                Arg::Decimal { value, digits } => Value::Decimal(Decimal::plain(*value, *digits)),
                Arg::Text(text) => Value::Text(text),
            };
            (*name, value)
        })
        .collect()
}
