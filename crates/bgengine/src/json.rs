//! A small JSON value and writer, enough for `bgengine explain` (the crate takes no external
//! dependencies).

use std::fmt::{self, Write};

/// A JSON value. Objects keep their keys in the order given.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// Written with at most six decimals; a number that is not finite is written `null`.
    Number(f64),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(&'static str, Json)>),
}

impl Json {
    /// A number from anything that converts to `f64`.
    pub fn number(value: impl Into<f64>) -> Json {
        Json::Number(value.into())
    }

    /// A string value.
    pub fn string(value: impl Into<String>) -> Json {
        Json::String(value.into())
    }

    /// `null` for `None`.
    pub fn option(value: Option<Json>) -> Json {
        value.unwrap_or(Json::Null)
    }
}

impl fmt::Display for Json {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Json::Null => f.write_str("null"),
            Json::Bool(value) => write!(f, "{value}"),
            Json::Number(value) if !value.is_finite() => f.write_str("null"),
            Json::Number(value) => {
                let rounded = (value * 1e6).round() / 1e6;
                // `-0` reads as 0 everywhere, but keep the output clean.
                write!(f, "{}", if rounded == 0.0 { 0.0 } else { rounded })
            }
            Json::String(text) => write_string(f, text),
            Json::Array(items) => {
                f.write_char('[')?;
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        f.write_char(',')?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_char(']')
            }
            Json::Object(fields) => {
                f.write_char('{')?;
                for (index, (key, value)) in fields.iter().enumerate() {
                    if index > 0 {
                        f.write_char(',')?;
                    }
                    write_string(f, key)?;
                    write!(f, ":{value}")?;
                }
                f.write_char('}')
            }
        }
    }
}

/// A JSON string with the escapes RFC 8259 requires.
fn write_string(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    f.write_char('"')?;
    for character in text.chars() {
        match character {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            '\r' => f.write_str("\\r")?,
            '\t' => f.write_str("\\t")?,
            control if u32::from(control) < 0x20 => write!(f, "\\u{:04x}", u32::from(control))?,
            other => f.write_char(other)?,
        }
    }
    f.write_char('"')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_written_as_json() {
        let value = Json::Object(vec![
            (
                "a",
                Json::Array(vec![Json::number(1), Json::number(0.1234567)]),
            ),
            ("b", Json::string("say \"hi\"\n\u{1}")),
            ("c", Json::Null),
            ("d", Json::Bool(true)),
            ("e", Json::Number(f64::NAN)),
            ("f", Json::number(-0.0000001)),
        ]);
        assert_eq!(
            value.to_string(),
            r#"{"a":[1,0.123457],"b":"say \"hi\"\n\u0001","c":null,"d":true,"e":null,"f":0}"#
        );
    }
}
