//! UBGI's four error codes.

use std::fmt;

/// An error answered to the controller as `error <code> <detail>`. The loop always goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UbgiError {
    /// An unknown command or malformed syntax (`bad_command`).
    BadCommand(String),
    /// A value that does not parse or is out of range for its key or argument (`bad_value`).
    BadValue(String),
    /// A valid command that cannot be applied now, e.g. `go` without a position (`bad_state`).
    BadState(String),
    /// A feature, key or format this engine does not implement (`unsupported`).
    Unsupported(String),
}

impl UbgiError {
    /// The standard code word.
    pub fn code(&self) -> &'static str {
        match self {
            UbgiError::BadCommand(_) => "bad_command",
            UbgiError::BadValue(_) => "bad_value",
            UbgiError::BadState(_) => "bad_state",
            UbgiError::Unsupported(_) => "unsupported",
        }
    }

    /// The detail after the code.
    pub fn detail(&self) -> &str {
        match self {
            UbgiError::BadCommand(detail)
            | UbgiError::BadValue(detail)
            | UbgiError::BadState(detail)
            | UbgiError::Unsupported(detail) => detail,
        }
    }
}

impl fmt::Display for UbgiError {
    /// The whole response line: `error <code> <detail>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error {} {}", self.code(), self.detail())
    }
}

impl std::error::Error for UbgiError {}

/// Longest piece of controller input echoed back in an error detail.
const MAX_ECHO: usize = 40;

/// `text` made safe to echo in a response line: at most [`MAX_ECHO`] characters, with control
/// characters and anything outside printable ASCII replaced by `?`, so that garbage input
/// cannot inject line breaks or flood the controller.
pub fn echo(text: &str) -> String {
    let mut safe: String = text
        .chars()
        .take(MAX_ECHO)
        .map(|c| if c.is_ascii_graphic() { c } else { '?' })
        .collect();
    if text.chars().nth(MAX_ECHO).is_some() {
        safe.push_str("...");
    }
    safe
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_lines_carry_the_standard_code() {
        assert_eq!(
            UbgiError::BadState("missing position".into()).to_string(),
            "error bad_state missing position"
        );
        assert_eq!(UbgiError::Unsupported("x".into()).code(), "unsupported");
    }

    #[test]
    fn echo_is_short_and_printable() {
        assert_eq!(echo("ab\r\ncd"), "ab??cd");
        assert_eq!(echo(&"x".repeat(100)).len(), MAX_ECHO + 3);
        assert_eq!(echo("é"), "?");
    }
}
