//! The app's words in English, Polish, Esperanto and Estonian (Project Fluent).
//!
//! Every text a person sees is a [`Message`]: a message id of the catalogues in `ftl/` and its
//! arguments (numbers and names, never pieces of sentences). Code builds one with [`msg!`](crate::msg!)
//! and a [`Translator`] turns it into the text of one [`Language`]. The catalogues are compiled
//! into the app, packed by the build script ([`packing`]). Pure and tested natively (`tests.rs`): every message is in
//! every catalogue, none is unused (the tests scan the sources for `msg!`, which is why an id
//! is always a string literal inside `msg!`), and each formats without a Fluent error.

mod labels;
mod language;
pub mod packing;
mod translator;

pub use bg_teach_words::Decimal;
pub use labels::{computer_label, computer_short_label};
pub use language::{lang_parameter, negotiate, Language};
pub use translator::Translator;

/// An argument of a message: a number (plurals are chosen by it, by CLDR's rules for the
/// language), a number with decimals ([`Decimal`]: an equity, a chance; written with the
/// language's decimal separator, minus and percent signs), a text (a name), or another
/// message, put in the same language first (a computer level's name inside
/// "Computer: {$level}").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Number(i64),
    Decimal(Decimal),
    Text(String),
    Message(Box<Message>),
}

impl From<Decimal> for Arg {
    fn from(value: Decimal) -> Arg {
        Arg::Decimal(value)
    }
}

impl From<Message> for Arg {
    fn from(value: Message) -> Arg {
        Arg::Message(Box::new(value))
    }
}

macro_rules! number_arg {
    ($($type:ty),*) => {
        $(impl From<$type> for Arg {
            fn from(value: $type) -> Arg {
                Arg::Number(i64::from(value))
            }
        })*
    };
}
number_arg!(u8, u16, u32, i8, i16, i32, i64);

impl From<usize> for Arg {
    fn from(value: usize) -> Arg {
        Arg::Number(i64::try_from(value).unwrap_or(i64::MAX))
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg::Text(value.to_owned())
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg::Text(value)
    }
}

/// A text to show, not yet in a language: a message id and its named arguments. View models
/// return these, so that the language is chosen only where the text is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// Prefer [`msg!`](crate::msg!), whose ids the catalogue tests can find in the sources.
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Message {
        Message { id, args }
    }
}

/// A [`Message`]: `msg!("stats-cell", won = 3, lost = 1)`. The id must be a string literal
/// (the catalogue tests find every id used by scanning the sources for `msg!("`).
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Message::new(
            $id,
            vec![$((stringify!($name), $crate::i18n::Arg::from($value))),*],
        )
    };
}

#[cfg(test)]
mod packing_tests;
#[cfg(test)]
pub(crate) mod test_support;
#[cfg(test)]
mod tests;
