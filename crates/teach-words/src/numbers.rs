//! Numbers as each language writes them: the one formatter of the teaching sentences and of
//! the app's numbers (the hint's equities and chances, the tutor's losses, the review's
//! figures).
//!
//! The symbols are CLDR's (`docs/terminology.md` says which): English writes `0.123`, `-0.045`
//! and `12.5%`; Polish and Esperanto `0,123`, `-0,045` and `12,5%`; Estonian `0,123`,
//! `−0,045` (U+2212, CLDR's minus sign for `et`) and `12,5%`. All four put the percent sign
//! right after the number (CLDR's pattern `#,##0%`). Fluent itself writes numbers the
//! English way and has no locale formatting of its own, so every number a catalogue formats
//! goes through [`localized`] too (the bundles' formatter).

/// The signs one language writes a number with.
struct Symbols {
    decimal: &'static str,
    minus: &'static str,
    plus: &'static str,
    /// After the number in a percentage.
    percent: &'static str,
}

/// The symbols of [`crate::LANGUAGES`], in its order.
const SYMBOLS: [Symbols; 4] = [
    Symbols {
        decimal: ".",
        minus: "-",
        plus: "+",
        percent: "%",
    },
    Symbols {
        decimal: ",",
        minus: "-",
        plus: "+",
        percent: "%",
    },
    Symbols {
        decimal: ",",
        minus: "-",
        plus: "+",
        percent: "%",
    },
    Symbols {
        decimal: ",",
        minus: "\u{2212}",
        plus: "+",
        percent: "%",
    },
];

/// The index in [`crate::LANGUAGES`] of `code`; English's for a code that is none of them.
pub(crate) fn language_index(code: &str) -> usize {
    crate::LANGUAGES
        .iter()
        .position(|known| *known == code)
        .unwrap_or(0)
}

/// `english` (a number as Rust and Fluent write it: an optional `-` or `+`, digits, an
/// optional `.` and more digits) in the signs of the language at `language` in
/// [`crate::LANGUAGES`]. Anything else (Fluent's `NaN`, `inf`) is left as it is.
pub(crate) fn localized(language: usize, english: &str) -> String {
    let symbols = &SYMBOLS[language.min(SYMBOLS.len() - 1)];
    let (sign, digits) = if let Some(rest) = english.strip_prefix('-') {
        (symbols.minus, rest)
    } else if let Some(rest) = english.strip_prefix('+') {
        (symbols.plus, rest)
    } else {
        ("", english)
    };
    format!("{sign}{}", digits.replacen('.', symbols.decimal, 1))
}

/// The percent sign's place in the language at `language`: `number` with it.
fn with_percent(language: usize, number: String) -> String {
    number + SYMBOLS[language.min(SYMBOLS.len() - 1)].percent
}

/// How a [`Decimal`] is written besides its digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Style {
    /// `0.123`, `-0.045`.
    Plain,
    /// Always with its sign: `+0.123`, `-0.045`, `+0.000` (an equity, a loss).
    Signed,
    /// A percentage: `12.5%`.
    Percent,
}

/// The most decimals a [`Decimal`] keeps (more would overflow its units for large values
/// without showing anything a reader needs).
const MAX_DIGITS: u8 = 6;

/// A number to show, rounded to a fixed count of decimals and kept as a whole count of its
/// smallest unit, so that it is exact, comparable and hashable (a view model's value), and
/// written in the reader's language only where it is shown ([`Decimal::written`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decimal {
    /// The value in units of 10^-`digits` (of percent, for [`Style::Percent`]).
    units: i64,
    digits: u8,
    style: Style,
}

impl Decimal {
    /// `value` with `digits` decimals (at most 6), rounded as Rust's formatting rounds (to
    /// the nearest, an exact tie to even: `26.25` is `26.2`, as `format!("{:.1}")` wrote
    /// it). A value that is not a number is 0; one beyond the range of the units is the
    /// largest they hold.
    pub fn new(value: f64, digits: u8, style: Style) -> Decimal {
        let digits = digits.min(MAX_DIGITS);
        Decimal {
            units: units_of(value, digits),
            digits,
            style,
        }
    }

    /// `value` with `digits` decimals: `0.123`.
    pub fn plain(value: f64, digits: u8) -> Decimal {
        Decimal::new(value, digits, Style::Plain)
    }

    /// `value` with `digits` decimals and always a sign: `+0.123`, `-0.045`.
    pub fn signed(value: f64, digits: u8) -> Decimal {
        Decimal::new(value, digits, Style::Signed)
    }

    /// The chance `fraction` (0 to 1) in percent with `digits` decimals: `0.125` is `12.5%`.
    pub fn percent(fraction: f64, digits: u8) -> Decimal {
        Decimal::new(fraction * 100.0, digits, Style::Percent)
    }

    /// The rounded value (in percent for a percentage).
    pub fn value(self) -> f64 {
        self.units as f64 / 10f64.powi(i32::from(self.digits))
    }

    /// The number as the language `code` writes it (English for a code that is none of
    /// [`crate::LANGUAGES`]).
    pub fn written(self, code: &str) -> String {
        self.written_in(language_index(code))
    }

    pub(crate) fn written_in(self, language: usize) -> String {
        let scale = 10u64.pow(u32::from(self.digits));
        let magnitude = self.units.unsigned_abs();
        let whole = magnitude / scale;
        let sign = if self.units < 0 {
            "-"
        } else if self.style == Style::Signed {
            "+"
        } else {
            ""
        };
        let english = if self.digits == 0 {
            format!("{sign}{whole}")
        } else {
            let fraction = magnitude % scale;
            let width = usize::from(self.digits);
            format!("{sign}{whole}.{fraction:0width$}")
        };
        let number = localized(language, &english);
        match self.style {
            Style::Percent => with_percent(language, number),
            Style::Plain | Style::Signed => number,
        }
    }
}

/// `value` rounded to `digits` decimals, in units of 10^-`digits`. No input panics.
fn units_of(value: f64, digits: u8) -> i64 {
    let beyond = if value < 0.0 { i64::MIN } else { i64::MAX };
    if value.is_nan() {
        return 0;
    }
    if value.is_infinite() {
        return beyond;
    }
    let rounded = format!("{value:.*}", usize::from(digits));
    rounded.replace('.', "").parse().unwrap_or(beyond)
}

#[cfg(test)]
mod tests;
