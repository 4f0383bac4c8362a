//! Reading messages in the app's tests: a message in English or another language, and one
//! argument of a message.

use super::{Arg, Language, Message, Translator};

/// `message` in English, as the tests read it.
pub fn english(message: &Message) -> String {
    in_language(Language::English, message)
}

/// `message` in `language`.
pub fn in_language(language: Language, message: &Message) -> String {
    Translator::new(language).text(message)
}

/// The argument `name` of `message`, if it has one.
pub fn arg<'m>(message: &'m Message, name: &str) -> Option<&'m Arg> {
    message
        .args
        .iter()
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value)
}
