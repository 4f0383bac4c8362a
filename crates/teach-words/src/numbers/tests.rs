//! Numbers as each language writes them, by CLDR's symbols.

use super::*;

/// `(language, value written as English writes it, as the language writes it)`.
const WRITTEN: [(&str, &str, &str); 12] = [
    ("en", "0.123", "0.123"),
    ("en", "-0.045", "-0.045"),
    ("en", "+0.5", "+0.5"),
    ("pl", "0.123", "0,123"),
    ("pl", "-0.045", "-0,045"),
    ("pl", "+12.5", "+12,5"),
    ("eo", "0.123", "0,123"),
    ("eo", "-0.045", "-0,045"),
    ("et", "0.123", "0,123"),
    ("et", "-0.045", "\u{2212}0,045"),
    ("et", "+0.5", "+0,5"),
    ("et", "7", "7"),
];

#[test]
fn each_language_writes_its_decimal_separator_and_minus_sign() {
    for (code, english, expected) in WRITTEN {
        assert_eq!(localized(language_index(code), english), expected, "{code}");
    }
}

#[test]
fn what_is_not_a_number_is_left_as_it_is() {
    assert_eq!(localized(language_index("pl"), "NaN"), "NaN");
    assert_eq!(localized(language_index("et"), "inf"), "inf");
}

#[test]
fn an_unknown_language_writes_numbers_the_english_way() {
    assert_eq!(Decimal::plain(0.5, 1).written("de"), "0.5");
}

#[test]
fn a_signed_decimal_always_has_its_sign_in_the_languages_symbols() {
    let cases = [
        (0.1234, "en", "+0.123"),
        (-0.0456, "en", "-0.046"),
        (0.1234, "pl", "+0,123"),
        (-0.0456, "pl", "-0,046"),
        (-0.0456, "eo", "-0,046"),
        (-0.0456, "et", "\u{2212}0,046"),
        (1.5, "et", "+1,500"),
    ];
    for (value, code, expected) in cases {
        assert_eq!(
            Decimal::signed(value, 3).written(code),
            expected,
            "{value} {code}"
        );
    }
}

#[test]
fn a_value_that_rounds_to_zero_is_zero_with_a_plus_not_a_negative_zero() {
    assert_eq!(Decimal::signed(-0.0004, 3).written("en"), "+0.000");
    assert_eq!(Decimal::signed(-0.0004, 3), Decimal::signed(0.0, 3));
    assert_eq!(Decimal::plain(-0.04, 1).written("et"), "0,0");
}

#[test]
fn a_percentage_is_the_chance_times_a_hundred_with_the_percent_sign_after_it() {
    let cases = [
        (0.125, 1, "en", "12.5%"),
        (0.125, 1, "pl", "12,5%"),
        (0.125, 1, "eo", "12,5%"),
        (0.125, 1, "et", "12,5%"),
        (0.0456, 1, "en", "4.6%"),
        (0.5, 0, "pl", "50%"),
        (1.0, 1, "et", "100,0%"),
        (0.004, 1, "pl", "0,4%"),
    ];
    for (fraction, digits, code, expected) in cases {
        assert_eq!(
            Decimal::percent(fraction, digits).written(code),
            expected,
            "{fraction} {code}"
        );
    }
}

#[test]
fn plain_decimals_are_rounded_to_the_nearest_and_padded_to_their_digits() {
    assert_eq!(Decimal::plain(52.26, 1).written("en"), "52.3");
    assert_eq!(Decimal::plain(-52.26, 1).written("pl"), "-52,3");
    // An exact tie goes to the even digit, as `format!` rounds.
    assert_eq!(Decimal::plain(26.25, 1).written("en"), "26.2");
    assert_eq!(Decimal::plain(0.125, 2).written("et"), "0,12");
    assert_eq!(Decimal::plain(3.0, 2).written("eo"), "3,00");
    assert_eq!(Decimal::plain(1250.0, 1).written("pl"), "1250,0");
    assert_eq!(Decimal::plain(7.4, 0).written("et"), "7");
}

#[test]
fn the_rounded_value_is_kept() {
    assert_eq!(Decimal::signed(0.1234, 3).value(), 0.123);
    assert_eq!(Decimal::percent(0.125, 1).value(), 12.5);
}

#[test]
fn no_value_panics_and_digits_are_capped_at_six() {
    for value in [
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::MAX,
        f64::MIN,
    ] {
        for code in crate::LANGUAGES {
            for digits in [0, 3, 6, 200] {
                for number in [
                    Decimal::plain(value, digits),
                    Decimal::signed(value, digits),
                    Decimal::percent(value, digits),
                ] {
                    assert!(!number.written(code).is_empty());
                }
            }
        }
    }
    assert_eq!(Decimal::plain(f64::NAN, 2).written("en"), "0.00");
    assert_eq!(Decimal::plain(1.0, 200).written("en"), "1.000000");
}
