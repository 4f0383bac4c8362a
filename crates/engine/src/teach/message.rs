//! Language-neutral messages: an id and named arguments, as a Fluent catalogue takes them
//! (`teach-blot = {$play} leaves a blot on {$point-name} that {$shots} of 36 rolls hit.`).
//! The engine computes messages; the catalogues of the crate `bg-teach-words` word them.

/// A message argument: a number (counts, equities), a number written with a fixed count of
/// decimals (chances in percent, so that 14.0% reads as the hint's list writes it, not 14%) or
/// a text (a play's notation, a word from a fixed set such as a [`super::Side::word`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Number(f64),
    Decimal { value: f64, digits: u8 },
    Text(String),
}

/// One sentence as data: the catalogue's message id and its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message with a number argument added.
    pub fn number(mut self, name: &'static str, value: impl Into<f64>) -> Message {
        self.args.push((name, Arg::Number(value.into())));
        self
    }

    /// The message with a number argument added, to be written with `digits` decimals.
    pub fn decimal(mut self, name: &'static str, value: f64, digits: u8) -> Message {
        self.args.push((name, Arg::Decimal { value, digits }));
        self
    }

    /// The message with a text argument added.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Message {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// The argument `name`, if the message has it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args
            .iter()
            .find(|(arg_name, _)| *arg_name == name)
            .map(|(_, value)| value)
    }

    /// The number argument `name`, with or without fixed decimals (0 when missing or a text).
    pub fn number_arg(&self, name: &str) -> f64 {
        match self.arg(name) {
            Some(Arg::Number(value) | Arg::Decimal { value, .. }) => *value,
            _ => 0.0,
        }
    }

    /// The text argument `name` (empty when missing or a number).
    pub fn text_arg(&self, name: &str) -> &str {
        match self.arg(name) {
            Some(Arg::Text(value)) => value,
            _ => "",
        }
    }
}
