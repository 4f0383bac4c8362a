//! [`FluentWords`]: the messages of one Fluent catalogue in one language, with English behind
//! it, formatted with their arguments. The one formatting loop of the project: the teaching
//! sentences ([`crate::TeachWords`]) and the app's translator (`bg-web`'s
//! `i18n::Translator`, over the app's own catalogues) both format through it.

use fluent_bundle::{FluentArgs, FluentBundle, FluentError, FluentResource, FluentValue};

use crate::numbers::{language_index, localized, Decimal};

/// Why a message could not be worded as its catalogue writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// The catalogue has no such message (or it has no value).
    Missing,
    /// Fluent's errors (an argument the message needs and did not get, say), as text.
    Fluent(Vec<String>),
}

/// An argument value, borrowed: what both the engine's messages and the app's (which cross
/// the worker boundary with owned names) can lend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value<'a> {
    /// A number as Fluent takes it (plurals are chosen by it), written with the language's
    /// decimal separator and minus sign.
    Number(f64),
    /// A number with a fixed count of decimals, a sign or a percent sign, written in the
    /// language (see [`Decimal`]).
    Decimal(Decimal),
    Text(&'a str),
}

/// The messages of one catalogue in one language, and English's for a message the language
/// lacks.
pub struct FluentWords {
    code: &'static str,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
}

impl FluentWords {
    /// The messages of `catalogue` (Fluent source) in the language `code`, with `english`
    /// (the English catalogue of the same messages, `None` when `code` is English) behind
    /// it. A catalogue with a syntax error still gives every entry that parsed (the tests of
    /// each set of catalogues make sure there is none).
    pub fn new(code: &'static str, catalogue: String, english: Option<String>) -> FluentWords {
        FluentWords {
            code,
            bundle: bundle(code, catalogue),
            english: english.map(|english| bundle("en", english)),
        }
    }

    /// The language's code.
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The text of the message `id` with `args`. Never fails: a message the language lacks
    /// comes from English, one English lacks too is written as `[id]`, and a Fluent error
    /// leaves Fluent's stand-in (`{$name}`) in the text, which the tests report.
    pub fn text(&self, id: &str, args: &[(&str, Value<'_>)]) -> String {
        match format(&self.bundle, self.code, id, args) {
            Ok(text) | Err(Failure::Fluent(text, _)) => text,
            Err(Failure::Missing) => self
                .english
                .as_ref()
                .and_then(|english| format(english, "en", id, args).ok())
                .unwrap_or_else(|| format!("[{id}]")),
        }
    }

    /// The text of the message `id` in this language's catalogue, or why it is not as the
    /// catalogue writes it: what the catalogue tests check.
    ///
    /// # Errors
    /// [`FormatError`]: the message is missing, or Fluent met an error formatting it.
    pub fn format(&self, id: &str, args: &[(&str, Value<'_>)]) -> Result<String, FormatError> {
        format(&self.bundle, self.code, id, args).map_err(|failure| match failure {
            Failure::Missing => FormatError::Missing,
            // Written out only here, for the tests: the app's own path (`text`) keeps no
            // error text, so Fluent's error types need no `Debug` code in the app's wasm.
            Failure::Fluent(_, errors) => {
                FormatError::Fluent(errors.iter().map(|error| format!("{error:?}")).collect())
            }
        })
    }

    /// `number` as this language writes it.
    pub fn number(&self, number: Decimal) -> String {
        number.written(self.code)
    }
}

/// The bundle of `source` in the language `code`.
fn bundle(code: &'static str, source: String) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(source).unwrap_or_else(|(resource, _)| resource);
    let mut bundle = FluentBundle::new(vec![code.parse().unwrap_or_default()]);
    // Fluent wraps every argument in Unicode isolation marks (FSI, PDI) for mixed-direction
    // text. The languages run left to right and the arguments are numbers and names in the
    // same script, so the marks would only be invisible junk in copied text, in accessible
    // names and in what the tests read.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(number_formatter(language_index(code))));
    // Only duplicate ids can fail here, which the tests rule out; the first entry stays.
    let _ = bundle.add_resource(resource);
    bundle
}

/// The bundles' formatter of the language at `language` in [`crate::LANGUAGES`]: Fluent's
/// formatter is a plain function, so there is one per language.
fn number_formatter<M>(language: usize) -> fn(&FluentValue<'_>, &M) -> Option<String> {
    match language {
        1 => written_number::<1, M>,
        2 => written_number::<2, M>,
        3 => written_number::<3, M>,
        _ => written_number::<0, M>,
    }
}

/// A number Fluent formats (a number argument) in the signs of the language `LANGUAGE`.
fn written_number<const LANGUAGE: usize, M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number) => Some(localized(LANGUAGE, &number.as_string())),
        _ => None,
    }
}

/// Why [`format`] gave no clean text: no such message, or Fluent's errors and the text it
/// made despite them.
enum Failure {
    Missing,
    Fluent(String, Vec<FluentError>),
}

fn format(
    bundle: &FluentBundle<FluentResource>,
    code: &str,
    id: &str,
    args: &[(&str, Value<'_>)],
) -> Result<String, Failure> {
    let Some(pattern) = bundle.get_message(id).and_then(|found| found.value()) else {
        return Err(Failure::Missing);
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Value::Number(number) => fluent_args.set(*name, FluentValue::from(*number)),
            Value::Decimal(number) => fluent_args.set(*name, number.written(code)),
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
        Err(Failure::Fluent(text, errors))
    }
}
