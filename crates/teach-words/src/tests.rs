use super::*;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// Every message id the engine's explanations emit, as `explain.rs` writes them.
fn emitted_ids() -> Vec<&'static str> {
    let source = include_str!("../../engine/src/teach/explain.rs");
    let mut ids: Vec<&str> = source
        .split('"')
        .filter(|part| part.starts_with("teach-") && !part.contains(' '))
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// The ids of `code`'s catalogue, with the ids of the messages each one refers to.
fn catalogue_entries(code: &str) -> Vec<(String, Vec<String>)> {
    let resource = fluent_syntax::parser::parse(catalogue(code).unwrap()).unwrap();
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(message) => {
                let mut references = Vec::new();
                if let Some(pattern) = &message.value {
                    collect_references(pattern, &mut references);
                }
                Some((message.id.name.to_owned(), references))
            }
            _ => None,
        })
        .collect()
}

fn collect_references(pattern: &Pattern<&str>, into: &mut Vec<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            collect_expression(expression, into);
        }
    }
}

fn collect_expression(expression: &Expression<&str>, into: &mut Vec<String>) {
    match expression {
        Expression::Inline(InlineExpression::MessageReference { id, .. }) => {
            into.push(id.name.to_owned());
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            collect_expression(expression, into);
        }
        Expression::Inline(_) => {}
        Expression::Select { variants, .. } => {
            for variant in variants {
                collect_references(&variant.value, into);
            }
        }
    }
}

fn play(id: &'static str) -> Message {
    Message::new(id).text("play", "13/9 13/5")
}

fn point(id: &'static str, side: &str, number: u8) -> Message {
    play(id).text("side", side).number("point", number)
}

/// A message of every id, with every argument it takes, and every variant of the words a
/// message selects among (both sides, the named points, every game kind and cube verdict).
fn samples() -> Vec<Message> {
    let mut samples = Vec::new();
    for id in [
        "teach-makes-point",
        "teach-gives-up-point",
        "teach-makes-anchor",
        "teach-breaks-anchor",
    ] {
        for (side, number) in [("own", 4), ("own", 7), ("own", 13), ("opponent", 5)] {
            samples.push(point(id, side, number));
        }
        samples.push(point(id, "opponent", 7));
        samples.push(point(id, "opponent", 2));
    }
    for (side, number) in [("own", 5), ("own", 7), ("own", 13), ("opponent", 5)] {
        for shots in [0, 1, 2, 15] {
            samples.push(point("teach-blot", side, number).number("shots", shots));
        }
    }
    for (count, shots) in [(2, 1), (3, 22), (5, 25), (2, 0)] {
        let blots = play("teach-blots").number("count", count);
        samples.push(blots.number("shots", shots));
    }
    for count in [0, 1, 2, 5, 22, 25] {
        samples.push(play("teach-hits").number("count", count));
        samples.push(play("teach-escapes").number("count", count));
        samples.push(play("teach-builders").number("count", count));
        samples.push(play("teach-bears-off").number("count", count));
        samples.push(play("teach-wastes-pips").number("pips", count));
        samples.push(play("teach-entering").number("rolls", count));
        samples.push(Message::new("teach-cube-market-losers").number("rolls", count));
        samples.push(
            play("teach-prime")
                .number("length", 6)
                .number("trapped", count),
        );
    }
    for id in ["teach-no-blot", "teach-no-hit", "teach-closes-board"] {
        samples.push(play(id));
    }
    let gammons = play("teach-gammons")
        .decimal("win", 12.5, 1)
        .decimal("lose", 3.0, 1);
    samples.push(gammons);
    for kind in [
        "race",
        "back-game",
        "blitz",
        "priming",
        "holding",
        "middle-game",
    ] {
        samples.push(play("teach-game-kind").text("kind", kind));
    }
    for loss in [0.09, 1.0, 2.0, 0.0] {
        samples.push(Message::new("teach-costs").number("loss", loss));
    }
    samples.push(Message::new("teach-costs-match").decimal("loss", 4.2, 1));
    samples.push(Message::new("teach-same-play"));
    samples.push(Message::new("teach-only-play"));
    for double in ["no-double", "double", "too-good"] {
        for take in ["take", "pass", "beaver"] {
            for redouble in ["no", "yes"] {
                let verdict = Message::new("teach-cube-verdict")
                    .text("double", double)
                    .text("take", take)
                    .text("redouble", redouble);
                samples.push(verdict);
            }
        }
    }
    samples.push(Message::new("teach-cube-cannot-double"));
    let take_point = Message::new("teach-cube-take-point").decimal("chance", 28.4, 1);
    samples.push(take_point.decimal("needed", 21.5, 1));
    samples.push(Message::new("teach-cube-too-good").decimal("gammon", 41.0, 1));
    samples
}

fn words(code: &str) -> TeachWords {
    TeachWords::new(code).unwrap()
}

#[test]
fn every_catalogue_parses_without_an_error() {
    for code in LANGUAGES {
        let parsed = fluent_syntax::parser::parse(catalogue(code).unwrap());
        assert!(parsed.is_ok(), "{code}: {:?}", parsed.err().map(|e| e.1));
        let ids: Vec<String> = catalogue_entries(code).into_iter().map(|e| e.0).collect();
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), ids.len(), "{code} repeats an id");
    }
}

#[test]
fn every_emitted_message_is_in_every_catalogue() {
    let emitted = emitted_ids();
    assert!(emitted.len() >= 27, "{emitted:?}");
    for code in LANGUAGES {
        let ids: Vec<String> = catalogue_entries(code).into_iter().map(|e| e.0).collect();
        for id in &emitted {
            assert!(
                ids.iter().any(|known| known == id),
                "{id} is not in {code}.ftl"
            );
        }
    }
}

#[test]
fn no_catalogue_has_a_message_that_is_neither_emitted_nor_referred_to() {
    let emitted = emitted_ids();
    for code in LANGUAGES {
        let entries = catalogue_entries(code);
        for (id, _) in &entries {
            let referred = entries
                .iter()
                .any(|(_, references)| references.iter().any(|r| r == id));
            assert!(
                emitted.contains(&id.as_str()) || referred,
                "{id} in {code}.ftl is never used"
            );
        }
    }
}

#[test]
fn the_samples_cover_every_emitted_message() {
    let samples = samples();
    for id in emitted_ids() {
        assert!(samples.iter().any(|m| m.id == id), "no sample of {id}");
    }
}

#[test]
fn every_message_formats_in_every_language_without_a_fluent_error() {
    for code in LANGUAGES {
        let words = words(code);
        for message in samples() {
            let text = words
                .format(&message)
                .unwrap_or_else(|error| panic!("{code} {message:?}: {error:?}"));
            assert!(!text.contains('{') && !text.contains('['), "{code}: {text}");
            assert!(text.ends_with('.'), "{code}: {text}");
            assert_eq!(words.text(&message), text);
        }
    }
}

#[test]
fn the_other_languages_word_every_message_in_their_own_words() {
    let english = words("en");
    for code in ["pl", "eo", "et"] {
        let words = words(code);
        for message in samples() {
            assert_ne!(
                words.text(&message),
                english.text(&message),
                "{code} {message:?}"
            );
        }
    }
}

#[test]
fn polish_counts_take_the_cldr_plural_forms() {
    let polish = words("pl");
    let hits = |count: u8| polish.text(&play("teach-hits").number("count", count));
    assert_eq!(hits(0), "13/9 13/5 zbija 0 pionów.");
    assert_eq!(hits(1), "13/9 13/5 zbija 1 piona.");
    assert_eq!(hits(2), "13/9 13/5 zbija 2 piony.");
    assert_eq!(hits(5), "13/9 13/5 zbija 5 pionów.");
    assert_eq!(hits(22), "13/9 13/5 zbija 22 piony.");
    assert_eq!(hits(25), "13/9 13/5 zbija 25 pionów.");
    let blot = |shots: u8| {
        let message = point("teach-blot", "own", 5).number("shots", shots);
        polish.text(&message)
    };
    let start = "13/9 13/5 zostawia samotnika na twoim polu 5, którego";
    assert_eq!(blot(1), format!("{start} trafia 1 rzut na 36."));
    assert_eq!(blot(2), format!("{start} trafiają 2 rzuty na 36."));
    assert_eq!(blot(15), format!("{start} trafia 15 rzutów na 36."));
    assert_eq!(blot(22), format!("{start} trafiają 22 rzuty na 36."));
    assert_eq!(blot(0), format!("{start} trafia 0 rzutów na 36."));
    assert_eq!(blot(25), format!("{start} trafia 25 rzutów na 36."));
}

#[test]
fn esperanto_and_estonian_counts_take_their_plural_forms() {
    let count = |code: &str, n: u8| words(code).text(&play("teach-bears-off").number("count", n));
    assert_eq!(count("eo", 1), "13/9 13/5 formovas 1 pecon.");
    assert_eq!(count("eo", 2), "13/9 13/5 formovas 2 pecojn.");
    assert_eq!(count("et", 1), "13/9 13/5 võtab maha 1 kabe.");
    assert_eq!(count("et", 2), "13/9 13/5 võtab maha 2 kabet.");
    assert_eq!(count("en", 1), "13/9 13/5 bears off 1 checker.");
    assert_eq!(count("en", 0), "13/9 13/5 bears off 0 checkers.");
}

#[test]
fn decimals_take_the_languages_separator() {
    let cost = Message::new("teach-costs").number("loss", 0.09);
    assert_eq!(
        words("en").text(&cost),
        "The difference costs 0.09 points a game."
    );
    assert_eq!(
        words("pl").text(&cost),
        "Różnica kosztuje 0,09 punktu na grę."
    );
    assert_eq!(
        words("eo").text(&cost),
        "La diferenco kostas 0,09 poentojn por ludo."
    );
    assert_eq!(
        words("et").text(&cost),
        "Erinevus maksab 0,09 punkti mängu kohta."
    );
    // Chances come with their one decimal, as the hint's list writes them: 3.0%, not 3%.
    let gammons = play("teach-gammons")
        .decimal("win", 12.5, 1)
        .decimal("lose", 3.0, 1);
    assert_eq!(
        words("pl").text(&gammons),
        "Po 13/9 13/5 wygrywasz gammona w 12,5% gier, a przegrywasz w 3,0%."
    );
    assert_eq!(
        words("en").text(&gammons),
        "After 13/9 13/5 you win a gammon 12.5% of the time and lose one 3.0%."
    );
}

#[test]
fn points_are_named_as_players_of_each_language_name_them() {
    let named = |code: &str, side: &str, number: u8| {
        words(code).text(&point("teach-makes-point", side, number))
    };
    assert_eq!(named("en", "own", 5), "13/9 13/5 makes your 5-point.");
    assert_eq!(named("en", "own", 7), "13/9 13/5 makes your bar point.");
    assert_eq!(named("en", "own", 13), "13/9 13/5 makes your midpoint.");
    assert_eq!(
        named("en", "opponent", 5),
        "13/9 13/5 makes the opponent's 5-point (the golden point)."
    );
    assert_eq!(
        named("en", "opponent", 7),
        "13/9 13/5 makes the opponent's bar point."
    );
    assert_eq!(
        named("en", "opponent", 1),
        "13/9 13/5 makes the opponent's 1-point."
    );
    assert_eq!(named("pl", "own", 4), "13/9 13/5 buduje twoje pole 4.");
    assert_eq!(
        named("pl", "opponent", 5),
        "13/9 13/5 buduje pole 5 przeciwnika (złote pole)."
    );
    assert_eq!(
        named("eo", "own", 4),
        "13/9 13/5 faras vian 4-an triangulon."
    );
    assert_eq!(
        named("eo", "own", 7),
        "13/9 13/5 faras vian lato-triangulon (la 7-an)."
    );
    assert_eq!(named("et", "own", 4), "13/9 13/5 teeb sinu 4. punkti.");
    assert_eq!(
        named("et", "own", 13),
        "13/9 13/5 teeb sinu keskpunkti (13. punkti)."
    );
    // On a point: the locative in Polish, the nominative after "sur", the adessive.
    let anchor = |code: &str| words(code).text(&point("teach-makes-anchor", "opponent", 5));
    assert_eq!(
        anchor("pl"),
        "13/9 13/5 buduje kotwicę na polu 5 przeciwnika (złotym polu)."
    );
    assert_eq!(
        anchor("eo"),
        "13/9 13/5 faras ankron sur la 5-a triangulo de la kontraŭulo (la ora triangulo)."
    );
    assert_eq!(
        anchor("et"),
        "13/9 13/5 teeb ankru vastase 5. punktil (kuldsel punktil)."
    );
}

#[test]
fn the_cube_verdict_is_worded_in_each_language() {
    let verdict = Message::new("teach-cube-verdict")
        .text("double", "double")
        .text("take", "take")
        .text("redouble", "no");
    assert_eq!(words("en").text(&verdict), "Double, take.");
    assert_eq!(words("pl").text(&verdict), "Podwojenie, przyjąć.");
    assert_eq!(words("eo").text(&verdict), "Duobligi, akcepti.");
    assert_eq!(words("et").text(&verdict), "Kahekordista, vastu võtta.");
}

#[test]
fn an_unknown_language_is_an_error_naming_it() {
    let error = TeachWords::new("de").err().unwrap();
    assert_eq!(error, UnknownLanguage("de".to_owned()));
    assert_eq!(
        error.to_string(),
        "unknown language 'de' (the languages are en, pl, eo, et)"
    );
    assert!(catalogue("de").is_none());
    assert_eq!(words("pl").code(), "pl");
    let cost = Message::new("teach-costs").number("loss", 0.5);
    assert_eq!(TeachWords::english().text(&cost), words("en").text(&cost));
    assert_eq!(TeachWords::english().code(), "en");
}

#[test]
fn a_message_no_catalogue_has_is_shown_by_its_id_and_a_missing_argument_is_an_error() {
    let polish = words("pl");
    assert_eq!(
        polish.text(&Message::new("teach-nothing")),
        "[teach-nothing]"
    );
    assert_eq!(
        polish.format(&Message::new("teach-nothing")),
        Err(FormatError::Missing)
    );
    let without_shots = point("teach-blot", "own", 5);
    assert!(matches!(
        polish.format(&without_shots),
        Err(FormatError::Fluent(_))
    ));
}

#[test]
fn a_catalogues_numbers_and_decimals_take_the_languages_signs() {
    let estonian = FluentWords::new(
        "et",
        "change = { $number } ja { $decimal }".to_owned(),
        Some("change = { $number } and { $decimal }\nonly = { $number }".to_owned()),
    );
    let args = [
        ("number", Value::Number(-0.5)),
        ("decimal", Value::Decimal(Decimal::percent(0.125, 1))),
    ];
    assert_eq!(estonian.text("change", &args), "\u{2212}0,5 ja 12,5%");
    // A message the language lacks is English, with English numbers.
    assert_eq!(estonian.text("only", &args), "-0.5");
    assert_eq!(estonian.format("only", &args), Err(FormatError::Missing));
    assert_eq!(estonian.number(Decimal::signed(-0.25, 2)), "\u{2212}0,25");
    assert_eq!(words("pl").number(Decimal::signed(0.25, 2)), "+0,25");
}
