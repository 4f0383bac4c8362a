//! [`Translator`]: the messages of one language, formatted with their arguments. It never
//! panics: a message missing from a catalogue is taken from English, and one missing there too
//! shows its id; a Fluent error shows Fluent's own stand-in (`{$name}`) in the text, which a
//! test reports (see [`Translator::format`]).

use bg_teach_words::TeachWords;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

use super::{Arg, Language, Message};
use crate::teaching::Sentence;

/// The messages of one language (and English, for a message its catalogue lacks), and the
/// engine's teaching sentences in the same language.
pub struct Translator {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
    teach: TeachWords,
}

/// Why a message could not be formatted as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// The language's catalogue has no such message (or it has no value).
    Missing,
    /// Fluent's errors (an unknown variable, say), as text.
    Fluent(Vec<String>),
}

impl Translator {
    pub fn new(language: Language) -> Translator {
        let english = (language != Language::English).then(|| bundle(Language::English));
        Translator {
            language,
            bundle: bundle(language),
            english,
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
        let message = &self.resolve(message);
        match format(&self.bundle, message) {
            Ok(text) => text,
            Err((Some(text), _)) => text,
            Err((None, _)) => self
                .english
                .as_ref()
                .and_then(|english| format(english, message).ok())
                .unwrap_or_else(|| format!("[{}]", message.id)),
        }
    }

    /// A sentence of the engine's explanations (Teach me, the cube hint's reasons), worded by
    /// the teaching catalogues of `bg-teach-words` in this language. Never fails: a message no
    /// catalogue has is written as `[id]`.
    pub fn sentence(&self, sentence: &Sentence) -> String {
        self.teach.text_of(&sentence.id, &sentence.values())
    }

    /// The text of `message`, or why it is not as written: what the catalogue tests check.
    pub fn format(&self, message: &Message) -> Result<String, FormatError> {
        format(&self.bundle, &self.resolve(message)).map_err(|(_, error)| error)
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
        let resource = FluentResource::try_new(self.language.catalogue().to_owned())
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
        match FluentResource::try_new(self.language.catalogue().to_owned()) {
            Ok(_) => Vec::new(),
            Err((_, errors)) => errors.iter().map(|error| format!("{error:?}")).collect(),
        }
    }
}

/// The bundle of `language`. A catalogue with a syntax error still gives every entry that
/// parsed (the tests make sure there is none).
fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(language.catalogue().to_owned())
        .unwrap_or_else(|(resource, _)| resource);
    let mut bundle = FluentBundle::new(vec![language.identifier()]);
    // Fluent wraps every argument in Unicode isolation marks (FSI, PDI) for mixed-direction
    // text. All four languages run left to right and the arguments are numbers and names in
    // the same script, so the marks would only be invisible junk in copied text, in the
    // accessible names and in what the tests read.
    bundle.set_use_isolating(false);
    // Only duplicate ids can fail here, which the tests rule out; the first entry stays.
    let _ = bundle.add_resource(resource);
    bundle
}

/// The text of `message` in `bundle`, or the error with the text Fluent made despite it.
fn format(
    bundle: &FluentBundle<FluentResource>,
    message: &Message,
) -> Result<String, (Option<String>, FormatError)> {
    let Some(pattern) = bundle
        .get_message(message.id)
        .and_then(|found| found.value())
    else {
        return Err((None, FormatError::Missing));
    };
    let mut args = FluentArgs::new();
    for (name, value) in &message.args {
        match value {
            Arg::Number(number) => args.set(*name, FluentValue::from(*number)),
            Arg::Text(text) => args.set(*name, FluentValue::from(text.as_str())),
            // Resolved to text before (see `Translator::resolve`).
            Arg::Message(inner) => args.set(*name, FluentValue::from(inner.id)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned();
    if errors.is_empty() {
        Ok(text)
    } else {
        let errors = errors.iter().map(|error| format!("{error:?}")).collect();
        Err((Some(text), FormatError::Fluent(errors)))
    }
}
