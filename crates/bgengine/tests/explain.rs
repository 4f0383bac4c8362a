//! `bgengine explain`: the JSON the issue asks for (plays best first with their evaluation,
//! facts and explanation; the cube decision without dice), the World class player's own play
//! on top, and bad input as an error that names what was wrong.

mod common;

use bg_engine::bots::{Bot, Level, NeuralBot};
use bg_engine::cube::CubeContext;
use bg_engine::ids::MatchId;
use bg_engine::referee::Match;
use bg_engine::teach::shots;
use bg_engine::{Dice, DiceSource, Position, SeededDice};
use bgengine::cli::{run, EXIT_FAILURE, EXIT_OK, EXIT_USAGE};
use bgengine::explain::{explain, ExplainRequest};
use bgengine::json::Json;

use common::match_id;

const START: &str = "4HPwATDgc/ABMA:cAkAAAAAAAAA";

/// Runs `bgengine <args>` in process: (exit status, stdout, stderr).
fn bgengine(args: &[&str]) -> (u8, String, String) {
    let args: Vec<String> = args.iter().map(|arg| (*arg).to_owned()).collect();
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let status = run(&args, &b""[..], &mut stdout, &mut stderr);
    (
        status,
        String::from_utf8(stdout).unwrap(),
        String::from_utf8(stderr).unwrap(),
    )
}

fn request(id: &str, words: &[&str], level: Level) -> ExplainRequest {
    ExplainRequest {
        id: id.to_owned(),
        words: words.iter().map(|word| (*word).to_owned()).collect(),
        level,
        language: "en".to_owned(),
    }
}

/// The field `key` of a JSON object.
fn field<'a>(json: &'a Json, key: &str) -> &'a Json {
    match json {
        Json::Object(fields) => fields
            .iter()
            .find(|(name, _)| *name == key)
            .map(|(_, value)| value)
            .unwrap_or_else(|| panic!("no field {key} in {json}")),
        _ => panic!("not an object: {json}"),
    }
}

fn array(json: &Json) -> &[Json] {
    match json {
        Json::Array(items) => items,
        _ => panic!("not an array: {json}"),
    }
}

fn number(json: &Json) -> f64 {
    match json {
        Json::Number(value) => *value,
        _ => panic!("not a number: {json}"),
    }
}

fn text(json: &Json) -> &str {
    match json {
        Json::String(value) => value,
        _ => panic!("not a string: {json}"),
    }
}

#[test]
fn the_plays_of_a_roll_come_best_first_with_the_issues_fields() {
    let json = explain(&request(START, &["4", "2"], Level::WorldClass)).unwrap();
    assert_eq!(text(field(&json, "position")), START);
    let dice: Vec<f64> = array(field(&json, "dice")).iter().map(number).collect();
    assert_eq!(dice, [4.0, 2.0]);
    let plays = array(field(&json, "plays"));
    assert_eq!(
        plays.len(),
        Position::STARTING
            .legal_plays(Dice::new(4, 2).unwrap())
            .len()
    );
    assert_eq!(text(field(&plays[0], "play")), "8/4 6/4");
    assert_eq!(number(field(&plays[0], "loss")), 0.0);
    for play in plays {
        let after = Position::from_position_id(text(field(play, "position_after"))).unwrap();
        let facts = field(play, "facts");
        // The blots and their shots are the engine's count for the position after the play.
        let counted = shots(&after);
        let blots = array(field(facts, "blots"));
        assert_eq!(blots.len(), counted.blots.len());
        for (json, blot) in blots.iter().zip(&counted.blots) {
            assert_eq!(number(field(json, "point")), f64::from(blot.point));
            assert_eq!(number(field(json, "shots")), f64::from(blot.shots));
        }
        assert_eq!(number(field(facts, "shots")), f64::from(counted.total));
        let chances = field(play, "chances");
        let win = number(field(chances, "win"));
        assert!((win + number(field(chances, "lose")) - 1.0).abs() < 1e-5);
        number(field(play, "equity"));
        let sentences = array(field(play, "explanation"));
        assert!(!sentences.is_empty());
        assert!(text(sentences.last().unwrap()).starts_with("The difference costs"));
    }
}

#[test]
fn the_top_play_is_the_world_class_players_play() {
    let mut dice = SeededDice::new(8);
    let mut position = Position::STARTING;
    let mut player = NeuralBot::for_level(Level::WorldClass);
    for _ in 0..6 {
        let roll = dice.roll();
        let id = format!("{}:{}", position.position_id(), match_id().match_id());
        let roll_word = roll.to_string();
        let json = explain(&request(&id, &[&roll_word], Level::WorldClass)).unwrap();
        let plays = position.legal_plays(roll);
        let chosen = player.choose_play(&position, roll, &plays);
        let top = text(field(&array(field(&json, "plays"))[0], "position_after")).to_owned();
        assert_eq!(top, chosen.position.position_id(), "{id} {roll}");
        position = chosen.position.switch_sides();
    }
}

#[test]
fn a_given_play_is_explained_against_the_best() {
    let json = explain(&request(START, &["42", "13/11", "13/9"], Level::Expert)).unwrap();
    let played = field(&json, "played");
    assert_eq!(text(field(played, "play")), "13/11 13/9");
    assert!(number(field(played, "rank")) > 1.0);
    let sentences: Vec<&str> = array(field(played, "explanation"))
        .iter()
        .map(text)
        .collect();
    assert!(
        sentences.contains(&"8/4 6/4 makes your 4-point."),
        "{sentences:?}"
    );
    assert!(
        sentences.contains(&"13/11 13/9 leaves 2 blots that 8 of 36 rolls hit."),
        "{sentences:?}"
    );
    let messages = array(field(played, "messages"));
    assert!(messages
        .iter()
        .any(|message| text(field(message, "id")) == "teach-blots"));
}

#[test]
fn without_dice_the_cube_decision_is_explained() {
    let (status, out, err) = bgengine(&["explain", "--level", "expert", START]);
    assert_eq!((status, err.as_str()), (EXIT_OK, ""));
    assert!(
        out.starts_with(r#"{"position":"4HPwATDgc/ABMA:cAkAAAAAAAAA","#),
        "{out}"
    );
    assert!(out.contains(r#""verdict":"No double, beaver""#), "{out}");
    // At a match score the equities are also match winning chances.
    let mut at_score = match_id();
    at_score.match_length = 7;
    at_score.score.zero = 2;
    let id = format!(
        "{}:{}",
        Position::STARTING.position_id(),
        at_score.match_id()
    );
    let json = explain(&request(&id, &[], Level::Expert)).unwrap();
    let cube = field(&json, "cube");
    let mwc = field(cube, "match_winning_chances");
    let no_double = number(field(mwc, "no_double"));
    assert!((0.3..0.9).contains(&no_double), "{json}");
    let game = Match::from_match_id(Position::STARTING, &at_score).unwrap();
    assert_eq!(
        CubeContext::of_match(&game, game.on_roll()).away,
        Some((5, 7))
    );
}

#[test]
fn bad_input_is_an_error_that_names_what_was_wrong() {
    // GNU Backgammon 1.07's ID after player 0 bore off the last checker.
    let game_over = "AAAAbvQAAAAAAA:cAoAADAAAAAE";
    let mut doubled = match_id();
    doubled.double_offered = true;
    doubled.turn = doubled.on_roll.other();
    let double_pending = format!(
        "{}:{}",
        Position::STARTING.position_id(),
        doubled.match_id()
    );
    let cases: [(&[&str], &str); 8] = [
        (&["explain", "nonsense"], "Position ID"),
        (&["explain", "4HPwATDgc/ABMA:zzzz"], "Match ID"),
        (&["explain", START, "77"], "dice"),
        (&["explain", START, "3", "x"], "dice"),
        (&["explain", START, "31", "24/1"], "24/1"),
        (
            &["explain", START, "31", "8/5", "6/5", "6/5"],
            "8/5 6/5 6/5",
        ),
        (&["explain", game_over, "31"], "no game in progress"),
        (&["explain", &double_pending, "31"], "double is pending"),
    ];
    for (args, named) in cases {
        let (status, out, err) = bgengine(args);
        assert_eq!(status, EXIT_FAILURE, "{args:?}: {out}");
        assert!(err.contains(named), "{args:?}: {err}");
        assert!(out.is_empty());
    }
    let (status, _, err) = bgengine(&["explain"]);
    assert_eq!(status, EXIT_USAGE);
    assert!(err.contains("missing the PositionID:MatchID"));
    let (status, _, err) = bgengine(&["explain", "--level", "grandmaster", START]);
    assert_eq!(status, EXIT_USAGE);
    assert!(err.contains("grandmaster"));
}

#[test]
fn random_words_never_panic() {
    let mut dice = SeededDice::new(77);
    let alphabet: Vec<char> = "4HPwATDgc/ABMA:cAkAAAAAAAAA0123456789 -*/offbar"
        .chars()
        .collect();
    for _ in 0..300 {
        let length = dice.below(40) as usize;
        let text: String = (0..length)
            .map(|_| alphabet[dice.below(alphabet.len() as u32) as usize])
            .collect();
        let words: Vec<&str> = text.split(' ').filter(|word| !word.is_empty()).collect();
        let mut args = vec!["explain", "--level", "beginner"];
        args.extend(words);
        let (status, _, _) = bgengine(&args);
        assert!([EXIT_OK, EXIT_FAILURE, EXIT_USAGE].contains(&status));
    }
    let mut id = MatchId::money_game_before_roll();
    id.dice = Some(Dice::new(6, 6).unwrap());
    let rolled = format!("{}:{}", Position::STARTING.position_id(), id.match_id());
    assert_eq!(
        bgengine(&["explain", "--level", "expert", &rolled, "66"]).0,
        EXIT_OK
    );
}

/// The sentences explaining 13/11 13/9 against the best (8/4 6/4) in the language `code`, as
/// `bgengine explain --lang <code>` prints them.
fn played_sentences(code: &str) -> Vec<String> {
    let mut asked = request(START, &["42", "13/11", "13/9"], Level::Expert);
    asked.language = code.to_owned();
    let json = explain(&asked).unwrap();
    let sentences: Vec<String> = array(field(field(&json, "played"), "explanation"))
        .iter()
        .map(|sentence| text(sentence).to_owned())
        .collect();
    let args = [
        "explain",
        "--level=expert",
        "--lang",
        code,
        START,
        "42",
        "13/11",
        "13/9",
    ];
    let (status, out, err) = bgengine(&args);
    assert_eq!((status, err.as_str()), (EXIT_OK, ""), "{code}");
    for sentence in &sentences {
        assert!(out.contains(&format!("\"{sentence}\"")), "{code}: {out}");
    }
    sentences
}

#[test]
fn lang_words_the_sentences_in_each_language() {
    let cases = [
        (
            "en",
            "8/4 6/4 makes your 4-point.",
            "13/11 13/9 leaves 2 blots that 8 of 36 rolls hit.",
            "The difference costs ",
        ),
        (
            "pl",
            "8/4 6/4 buduje twoje pole 4.",
            "13/11 13/9 zostawia 2 samotniki; przynajmniej jednego z nich trafia 8 rzutów na 36.",
            "Różnica kosztuje 0,",
        ),
        (
            "eo",
            "8/4 6/4 faras vian 4-an triangulon.",
            "13/11 13/9 lasas 2 unuopojn; 8 el la 36 ĵetoj kaptas almenaŭ unu el ili.",
            "La diferenco kostas 0,",
        ),
        (
            "et",
            "8/4 6/4 teeb sinu 4. punkti.",
            "13/11 13/9 jätab 2 blotti; vähemalt ühte neist lööb 8 veeretust 36-st.",
            "Erinevus maksab 0,",
        ),
    ];
    for (code, made, blots, cost) in cases {
        let sentences = played_sentences(code);
        assert!(sentences.iter().any(|s| s == made), "{code}: {sentences:?}");
        assert!(
            sentences.iter().any(|s| s == blots),
            "{code}: {sentences:?}"
        );
        assert!(
            sentences.last().unwrap().starts_with(cost),
            "{code}: {sentences:?}"
        );
    }
    // English is the default.
    let (_, english, _) = bgengine(&["explain", "--level", "expert", START, "42", "13/11", "13/9"]);
    assert!(english.contains("8/4 6/4 makes your 4-point."), "{english}");
}

#[test]
fn an_unknown_lang_is_a_usage_error_naming_it() {
    for args in [
        &["explain", "--lang", "de", START][..],
        &["explain", "--lang=xx", START, "31"][..],
    ] {
        let (status, out, err) = bgengine(args);
        assert_eq!(status, EXIT_USAGE, "{args:?}");
        assert!(out.is_empty());
        assert!(err.contains("unknown language"), "{err}");
        assert!(err.contains("en, pl, eo, et"), "{err}");
    }
    let (status, _, err) = bgengine(&["explain", START, "--lang"]);
    assert_eq!(status, EXIT_USAGE);
    assert!(err.contains("--lang needs a value"), "{err}");
    let mut unknown = request(START, &[], Level::Beginner);
    unknown.language = "fr".to_owned();
    assert!(explain(&unknown)
        .unwrap_err()
        .contains("unknown language 'fr'"));
}
