//! The engine's teaching messages ([`bg_engine::teach::Message`]: an id and its arguments)
//! worded in English, Polish, Esperanto and Estonian.
//!
//! The catalogues are the Fluent files in `ftl/` (`en.ftl`, `pl.ftl`, `eo.ftl`, `et.ftl`),
//! compiled in. Plurals follow CLDR's rules for the language (Polish "1 rzut", "2 rzuty",
//! "5 rzutów"); numbers are written with the language's decimal separator (a comma in Polish,
//! Esperanto and Estonian: `0,09`). A language may define helper messages that the others
//! lack (Polish names a point in the accusative and the locative, `point-acc` and
//! `point-loc`); a message reference is formatted with the referring message's arguments.
//!
//! Why a crate of its own: the engine stays free of Fluent (it computes messages, it does not
//! word them), and the app (`bg-web`) and the command line (`bgengine`) both depend on this
//! crate, so that they word a message with the same catalogues and the same code. The app's
//! translator holds a [`TeachWords`] of its language; `bgengine explain --lang` builds one.

use std::fmt;

use bg_engine::teach::{Arg, Message};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

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

/// Why a message could not be worded as its catalogue writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// The catalogue has no such message.
    Missing,
    /// Fluent's errors (an argument the message needs and did not get, say), as text.
    Fluent(Vec<String>),
}

/// An argument value, borrowed: what both the engine's [`Message`] and the app's sentences
/// (which cross the worker boundary with owned names) can lend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value<'a> {
    Number(f64),
    Text(&'a str),
}

/// The teaching messages of one language, with English behind it for a message the
/// language's catalogue lacks (the tests make sure none does).
pub struct TeachWords {
    code: &'static str,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
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
            code,
            bundle: bundle(code),
            english: (code != "en").then(|| bundle("en")),
        })
    }

    /// The English words (what [`TeachWords::new`]`("en")` gives, without a `Result`).
    pub fn english() -> TeachWords {
        TeachWords {
            code: "en",
            bundle: bundle("en"),
            english: None,
        }
    }

    /// The language's code.
    pub fn code(&self) -> &'static str {
        self.code
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
        match format(&self.bundle, id, args) {
            Ok(text) | Err((Some(text), _)) => text,
            Err((None, _)) => self
                .english
                .as_ref()
                .and_then(|english| format(english, id, args).ok())
                .unwrap_or_else(|| format!("[{id}]")),
        }
    }

    /// The sentence of `message`, or why it is not as the catalogue writes it.
    ///
    /// # Errors
    /// [`FormatError`]: the message is missing, or Fluent met an error formatting it.
    pub fn format(&self, message: &Message) -> Result<String, FormatError> {
        format(&self.bundle, message.id, &engine_args(message)).map_err(|(_, error)| error)
    }
}

fn engine_args(message: &Message) -> Vec<(&str, Value<'_>)> {
    message
        .args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                Arg::Number(number) => Value::Number(*number),
                Arg::Text(text) => Value::Text(text),
            };
            (*name, value)
        })
        .collect()
}

/// The bundle of `code`. A catalogue with a syntax error still gives every entry that parsed
/// (the tests make sure there is none).
fn bundle(code: &'static str) -> FluentBundle<FluentResource> {
    let source = catalogue(code).unwrap_or_default().to_owned();
    let resource = FluentResource::try_new(source).unwrap_or_else(|(resource, _)| resource);
    let mut bundle = FluentBundle::new(vec![code.parse().unwrap_or_default()]);
    // Every argument is a number or a word in the sentence's own script, left to right: the
    // isolation marks Fluent would put around them would only be invisible junk.
    bundle.set_use_isolating(false);
    if code != "en" {
        bundle.set_formatter(Some(decimal_comma));
    }
    // Only duplicate ids can fail here, which the tests rule out; the first entry stays.
    let _ = bundle.add_resource(resource);
    bundle
}

/// A number as Polish, Esperanto and Estonian write it: a decimal comma (`0,09`, `12,5`).
/// Fluent writes numbers the English way and has no locale formatting of its own.
fn decimal_comma<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number) => Some(number.as_string().replace('.', ",")),
        _ => None,
    }
}

fn format(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: &[(&str, Value<'_>)],
) -> Result<String, (Option<String>, FormatError)> {
    let Some(pattern) = bundle.get_message(id).and_then(|found| found.value()) else {
        return Err((None, FormatError::Missing));
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Value::Number(number) => fluent_args.set(*name, FluentValue::from(*number)),
            Value::Text(text) => fluent_args.set(*name, FluentValue::from(*text)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned();
    if errors.is_empty() {
        Ok(text)
    } else {
        let errors = errors.iter().map(|error| format!("{error:?}")).collect();
        Err((Some(text), FormatError::Fluent(errors)))
    }
}
