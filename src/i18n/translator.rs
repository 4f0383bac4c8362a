//! [`Translator`]: the messages of one language, formatted with their arguments. It never
//! panics: a message missing from a catalogue is taken from English, and one missing there too
//! shows its id; a Fluent error shows Fluent's own stand-in (`{$name}`) in the text, which a
//! test reports (see [`Translator::format`]). The formatting itself is `bg-teach-words`'
//! ([`FluentWords`]), the loop the teaching sentences are worded by, with the same numbers:
//! the language's decimal separator, minus sign and percent sign ([`Decimal`]).

use bg_teach_words::{Decimal, FluentWords, TeachWords, Value};
use fluent_bundle::FluentResource;

pub use bg_teach_words::FormatError;

use super::{Arg, Language, Message};
use crate::teaching::Sentence;

/// The messages of one language (and English, for a message its catalogue lacks), and the
/// engine's teaching sentences in the same language.
pub struct Translator {
    language: Language,
    words: FluentWords,
    teach: TeachWords,
}

impl Translator {
    pub fn new(language: Language) -> Translator {
        let english = (language != Language::English).then(|| Language::English.catalogue());
        Translator {
            language,
            words: FluentWords::new(language.code(), language.catalogue(), english),
            // Every language of the app has teaching catalogues (a test checks it); English
            // words a sentence of a language that had none.
            teach: TeachWords::new(language.code()).unwrap_or_else(|_| TeachWords::english()),
        }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// The text of `message`. Never fails: see the module's documentation.
    pub fn text(&self, message: &Message) -> String {
        let message = self.resolve(message);
        self.words.text(message.id, &values(&message))
    }

    /// A sentence of the engine's explanations (Teach me, the cube hint's reasons), worded by
    /// the teaching catalogues of `bg-teach-words` in this language. Never fails: a message no
    /// catalogue has is written as `[id]`.
    pub fn sentence(&self, sentence: &Sentence) -> String {
        self.teach.text_of(&sentence.id, &sentence.values())
    }

    /// `number` as this language writes it: `+0,123` and `12,5%` in Polish.
    pub fn number(&self, number: Decimal) -> String {
        self.words.number(number)
    }

    /// The text of `message`, or why it is not as written: what the catalogue tests check.
    pub fn format(&self, message: &Message) -> Result<String, FormatError> {
        let message = self.resolve(message);
        self.words.format(message.id, &values(&message))
    }

    /// `message` with every argument that is a message replaced by its text.
    fn resolve(&self, message: &Message) -> Message {
        let args = message
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    Arg::Message(inner) => Arg::Text(self.text(inner)),
                    other => other.clone(),
                };
                (*name, value)
            })
            .collect();
        Message::new(message.id, args)
    }
    /// The ids of every message of this language's catalogue.
    pub fn ids(&self) -> Vec<String> {
        let resource = FluentResource::try_new(self.language.catalogue())
            .unwrap_or_else(|(resource, _)| resource);
        resource
            .entries()
            .filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_owned()),
                _ => None,
            })
            .collect()
    }

    /// The errors met parsing this language's catalogue (none, as the tests check).
    pub fn parse_errors(&self) -> Vec<String> {
        match FluentResource::try_new(self.language.catalogue()) {
            Ok(_) => Vec::new(),
            Err((_, errors)) => errors.iter().map(|error| format!("{error:?}")).collect(),
        }
    }
}

/// The arguments of `message` (its messages resolved to text before) as Fluent's loop takes
/// them.
fn values(message: &Message) -> Vec<(&str, Value<'_>)> {
    message
        .args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                // Exact up to 2^53, far beyond any count the app shows.
                Arg::Number(number) => Value::Number(*number as f64),
                Arg::Decimal(number) => Value::Decimal(*number),
                Arg::Text(text) => Value::Text(text),
                // Resolved to text before (see `Translator::resolve`).
                Arg::Message(inner) => Value::Text(inner.id),
            };
            (*name, value)
        })
        .collect()
}
