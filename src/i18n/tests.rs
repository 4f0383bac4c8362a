//! The catalogues against the code: every message used is in every language, none is unused,
//! each formats without a Fluent error, plurals follow CLDR, and the language negotiation.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::*;
use crate::i18n::translator::FormatError;
use bg_engine::bots::BotKind;

/// One use of `msg!` in the sources: its id and the names of its arguments.
#[derive(Debug)]
struct Use {
    id: String,
    args: Vec<String>,
    file: String,
}

/// Every `msg!("id", name = value, ...)` in the Rust sources under `src/` (this test file
/// excepted: it names messages only through [`Message::new`]).
fn uses() -> Vec<Use> {
    let mut found = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs")
                && !path.ends_with("i18n/tests.rs")
            {
                let text = std::fs::read_to_string(&path).expect("a source is readable");
                for (id, args) in scan(&text) {
                    found.push(Use {
                        id,
                        args,
                        file: path.display().to_string(),
                    });
                }
            }
        }
    }
    found
}

/// The `msg!` calls in `source`: the id (the literal after `msg!(`) and the argument names
/// (each `name =` at the call's own depth, past the id).
fn scan(source: &str) -> Vec<(String, Vec<String>)> {
    let mut calls = Vec::new();
    let mut rest = source;
    while let Some(start) = rest.find("msg!(") {
        rest = &rest[start + "msg!(".len()..];
        let Some(literal) = rest.trim_start().strip_prefix('"') else {
            continue;
        };
        let Some(end) = literal.find('"') else {
            break;
        };
        let id = literal[..end].to_owned();
        calls.push((id, argument_names(&literal[end + 1..])));
    }
    calls
}

/// The names before `=` of `, name = value` pairs up to the `)` that closes the call.
fn argument_names(after_id: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut depth = 0usize;
    let mut in_string = false;
    let mut segment = String::new();
    for c in after_id.chars() {
        if in_string {
            in_string = c != '"';
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => segment.clear(),
            '=' if depth == 0 => {
                let name = segment.trim();
                if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                    names.push(name.to_owned());
                }
                segment.clear();
                // The value follows; only a name directly after a comma counts.
                segment.push('=');
            }
            _ if depth == 0 => segment.push(c),
            _ => {}
        }
    }
    names
}

/// The ids used in the code, with the argument names each is called with.
fn used_ids() -> BTreeMap<String, BTreeSet<String>> {
    let mut ids: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for found in uses() {
        ids.entry(found.id).or_default().extend(found.args);
    }
    ids
}

#[test]
fn the_scan_finds_ids_and_argument_names() {
    let source = r#"let a = msg!("one"); let b = msg!( "two", won = f(x, y), lost = t.lost );
        let c = msg!("three", keys = v.join(", "));"#;
    assert_eq!(
        scan(source),
        [
            ("one".to_owned(), vec![]),
            ("two".to_owned(), vec!["won".to_owned(), "lost".to_owned()]),
            ("three".to_owned(), vec!["keys".to_owned()]),
        ]
    );
}

#[test]
fn every_catalogue_parses_and_has_no_duplicate_id() {
    for language in Language::ALL {
        let translator = Translator::new(language);
        assert_eq!(
            translator.parse_errors(),
            Vec::<String>::new(),
            "{language:?}"
        );
        let ids = translator.ids();
        let distinct: BTreeSet<&String> = ids.iter().collect();
        assert_eq!(distinct.len(), ids.len(), "{language:?} repeats an id");
    }
}

#[test]
fn every_language_has_the_same_messages() {
    let english: BTreeSet<String> = Translator::new(Language::English)
        .ids()
        .into_iter()
        .collect();
    for language in Language::ALL {
        let ids: BTreeSet<String> = Translator::new(language).ids().into_iter().collect();
        let missing: Vec<&String> = english.difference(&ids).collect();
        let extra: Vec<&String> = ids.difference(&english).collect();
        assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{language:?} has messages English lacks: {extra:?}"
        );
    }
}

#[test]
fn every_message_used_exists_and_none_is_unused() {
    let used = used_ids();
    let defined: BTreeSet<String> = Translator::new(Language::English)
        .ids()
        .into_iter()
        .collect();
    let undefined: Vec<String> = uses()
        .into_iter()
        .filter(|found| !defined.contains(&found.id))
        .map(|found| format!("{} in {}", found.id, found.file))
        .collect();
    let unused: Vec<&String> = defined
        .iter()
        .filter(|id| !used.contains_key(*id))
        .collect();
    assert!(
        undefined.is_empty(),
        "used but in no catalogue: {undefined:?}"
    );
    assert!(
        unused.is_empty(),
        "in the catalogues but never used: {unused:?}"
    );
}

/// Every message, with the arguments its call sites pass, formats in every language without
/// a Fluent error, for numbers that reach each plural form, and never to an empty text.
#[test]
fn every_message_formats_in_every_language() {
    let used = used_ids();
    for language in Language::ALL {
        let translator = Translator::new(language);
        for (id, names) in &used {
            let id: &'static str = Box::leak(id.clone().into_boxed_str());
            for sample in [0, 1, 2, 5, 22, 25] {
                let args = names
                    .iter()
                    .map(|name| {
                        let name: &'static str = Box::leak(name.clone().into_boxed_str());
                        (name, Arg::Number(sample))
                    })
                    .collect();
                let message = Message::new(id, args);
                let text = translator.format(&message);
                assert!(
                    matches!(&text, Ok(text) if !text.trim().is_empty()),
                    "{language:?} {id} with {sample}: {text:?}"
                );
            }
        }
    }
}

#[test]
fn no_text_carries_isolation_marks_or_placeholders() {
    for language in Language::ALL {
        let translator = Translator::new(language);
        let text = translator.text(&msg!("stats-cell", won = 3, lost = 12));
        assert!(!text.contains(['\u{2068}', '\u{2069}']), "{text:?}");
        assert!(text.contains('3') && text.contains("12"), "{text:?}");
    }
}

#[test]
fn a_missing_message_shows_its_id_and_an_error_in_tests() {
    let translator = Translator::new(Language::Polish);
    let missing = Message::new("no-such-message", vec![]);
    assert_eq!(translator.text(&missing), "[no-such-message]");
    assert_eq!(translator.format(&missing), Err(FormatError::Missing));
}

#[test]
fn a_missing_argument_is_a_reported_error_and_a_visible_stand_in() {
    let translator = Translator::new(Language::English);
    let without = Message::new("stats-cell", vec![("won", Arg::Number(2))]);
    assert!(matches!(
        translator.format(&without),
        Err(FormatError::Fluent(_))
    ));
    assert_eq!(translator.text(&without), "2 won, {$lost} lost");
}

/// CLDR's Polish plurals: 1 is "one", 2 to 4 (not 12 to 14) "few", the other whole numbers
/// "many": 1 wygrana, 2 wygrane, 5 wygranych, 22 wygrane, 25 wygranych, 0 wygranych.
#[test]
fn polish_plurals_follow_cldr() {
    let translator = Translator::new(Language::Polish);
    let cases = [
        (0, "0 wygranych, 0 przegranych"),
        (1, "1 wygrana, 1 przegrana"),
        (2, "2 wygrane, 2 przegrane"),
        (5, "5 wygranych, 5 przegranych"),
        (12, "12 wygranych, 12 przegranych"),
        (22, "22 wygrane, 22 przegrane"),
        (25, "25 wygranych, 25 przegranych"),
    ];
    for (n, expected) in cases {
        assert_eq!(
            translator.text(&msg!("stats-cell", won = n, lost = n)),
            expected
        );
    }
}

/// Estonian and Esperanto have "one" and "other": Estonian takes the partitive singular after
/// a number other than 1 (1 võit, 2 võitu), Esperanto the plural (1 venko, 2 venkoj).
#[test]
fn estonian_and_esperanto_plurals_follow_cldr() {
    let cases = [
        (Language::Estonian, 1, "1 võit, 1 kaotus"),
        (Language::Estonian, 0, "0 võitu, 0 kaotust"),
        (Language::Estonian, 21, "21 võitu, 21 kaotust"),
        (Language::Esperanto, 1, "1 venko, 1 malvenko"),
        (Language::Esperanto, 0, "0 venkoj, 0 malvenkoj"),
        (Language::Esperanto, 21, "21 venkoj, 21 malvenkoj"),
    ];
    for (language, n, expected) in cases {
        let text = Translator::new(language).text(&msg!("stats-cell", won = n, lost = n));
        assert_eq!(text, expected, "{language:?}");
    }
}

#[test]
fn a_message_argument_is_put_in_the_same_language() {
    let message = crate::statistics::opponent_label("expert", "Computer: Expert");
    assert_eq!(
        Translator::new(Language::English).text(&message),
        "Computer: Expert"
    );
    assert_eq!(
        Translator::new(Language::Polish).text(&message),
        "Komputer: Ekspert"
    );
    let unknown = crate::statistics::opponent_label("grandmaster", "Computer: Grandmaster");
    assert_eq!(
        Translator::new(Language::Estonian).text(&unknown),
        "Computer: Grandmaster"
    );
    for kind in BotKind::ALL {
        let label = Translator::new(Language::English).text(&computer_label(kind));
        assert_eq!(
            label,
            kind.label(),
            "the English names are the New game form's"
        );
    }
}

fn strings(codes: &[&str]) -> Vec<String> {
    codes.iter().map(|code| (*code).to_owned()).collect()
}

#[test]
fn the_language_is_negotiated_from_the_parameter_then_the_browser() {
    use Language::*;
    let cases: [(Option<&str>, &[&str], Language); 14] = [
        (None, &[], English),
        (None, &["pl-PL", "en-US"], Polish),
        (None, &["de-DE", "et-EE", "pl"], Estonian),
        (None, &["eo"], Esperanto),
        (None, &["de", "fr"], English),
        (None, &["en-GB", "pl"], English),
        (None, &["", "not a tag!", "ET"], Estonian),
        (Some("pl"), &["et"], Polish),
        (Some("PL"), &[], Polish),
        (Some("eo"), &["pl"], Esperanto),
        (Some("et-EE"), &[], Estonian),
        // An unknown or malformed parameter is English, with no error.
        (Some("xx"), &["pl"], English),
        (Some(""), &["pl"], English),
        (Some("<script>"), &["et"], English),
    ];
    for (parameter, preferred, expected) in cases {
        let chosen = negotiate(parameter, &strings(preferred));
        assert_eq!(chosen, expected, "{parameter:?} {preferred:?}");
    }
}

#[test]
fn the_lang_parameter_is_read_from_the_query() {
    assert_eq!(lang_parameter("?lang=pl"), Some("pl"));
    assert_eq!(lang_parameter("?seed=4&lang=eo&x=1"), Some("eo"));
    assert_eq!(lang_parameter("?seed=4"), None);
    assert_eq!(lang_parameter(""), None);
    assert_eq!(lang_parameter("?language=pl"), None);
}

/// Each language's manifest is in src/ (index.html copies it beside itself), says its language
/// and names the app as the catalogue does.
#[test]
fn every_language_has_its_manifest() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let index = std::fs::read_to_string(src.join("../index.html")).expect("index.html");
    for language in Language::ALL {
        let text = std::fs::read_to_string(src.join(language.manifest())).expect("a manifest");
        let manifest: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        assert_eq!(manifest["lang"], language.code());
        let name = Translator::new(language).text(&msg!("app-title"));
        assert_eq!(manifest["name"], name.as_str(), "{language:?}");
        let copied = format!(r#"href="src/{}""#, language.manifest());
        assert!(
            index.contains(&copied),
            "index.html copies {}",
            language.manifest()
        );
    }
}

#[test]
fn languages_round_trip_through_their_codes() {
    for language in Language::ALL {
        assert_eq!(Language::from_code(language.code()), Some(language));
        assert_eq!(negotiate(Some(language.code()), &[]), language);
    }
    assert_eq!(Language::from_code("xx"), None);
}

#[test]
fn every_language_of_the_app_has_its_teaching_catalogue() {
    for language in Language::ALL {
        let words = bg_teach_words::TeachWords::new(language.code());
        assert_eq!(words.map(|w| w.code()), Ok(language.code()));
    }
}
