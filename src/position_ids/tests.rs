//! The position's IDs: shown for every state, read back to the same state, and every way a
//! pasted ID fails named by its own message.

use super::errors::INCONSISTENCIES;
use super::*;
use crate::i18n::test_support::{arg, english};
use crate::i18n::{Arg, Language, Translator};
use bg_engine::ids::{
    GameState, MatchId, MatchIdError, ParseGnubgIdError, ParseMatchIdError, ParsePositionIdError,
    ParseXgidError, XgidConversionError, XgidField,
};
use bg_engine::referee::{Action, MatchSettings, SettingsError, SetupError, DEFAULT_BEAVERS};
use bg_engine::{ByPlayer, Dice, Player, PositionError};

/// Player 0 to play the opening 4-2 in a money game.
const OPENING_42: &str = "4HPwATDgc/ABMA:MAEKAAAAAAAA";
/// The starting position, as a Position ID.
const START: &str = "4HPwATDgc/ABMA";

/// A money game's Match ID with `change` made to its fields.
fn match_id(change: impl FnOnce(&mut MatchId)) -> String {
    let mut id = MatchId::money_game_before_roll();
    change(&mut id);
    id.match_id()
}

#[test]
fn every_state_of_a_match_has_a_gnubg_id_that_reads_back_to_it() {
    let mut game = Match::new(MatchSettings::match_to(5).unwrap());
    let mut states = vec![game.clone()];
    game.apply_mut(Action::OpeningRoll { zero: 4, one: 2 })
        .unwrap();
    states.push(game.clone());
    let play = game.legal_plays()[0];
    game.apply_mut(Action::Play(play)).unwrap();
    states.push(game.clone());
    game.apply_mut(Action::Double).unwrap();
    states.push(game.clone());
    game.apply_mut(Action::Take).unwrap();
    states.push(game.clone());
    for state in states {
        let shown = shown_ids(&state);
        let read = read_id(&shown.gnubg).unwrap();
        assert_eq!(read.gnubg, state.gnubg_id(), "{}", shown.gnubg);
    }
}

#[test]
fn an_xgid_is_shown_for_a_game_in_progress_and_reads_back_to_the_same_gnubg_id() {
    let mut game = Match::new(MatchSettings::money());
    game.apply_mut(Action::OpeningRoll { zero: 4, one: 2 })
        .unwrap();
    let shown = shown_ids(&game);
    assert_eq!(shown.gnubg, OPENING_42);
    let xgid = shown.xgid.unwrap();
    assert!(xgid.starts_with("XGID="), "{xgid}");
    assert_eq!(read_id(&xgid).unwrap().gnubg, game.gnubg_id());
    // Pasted without its prefix, or with the prefix in another case, it reads the same.
    let body = xgid.strip_prefix("XGID=").unwrap();
    assert_eq!(read_id(body).unwrap().gnubg, game.gnubg_id());
    assert_eq!(
        read_id(&format!(" xgid={body}\n")).unwrap().gnubg,
        game.gnubg_id()
    );
    // Its rules come back with it: beavers allowed, as in the game it was shown for.
    let read = read_id(&xgid).unwrap();
    assert_eq!(read.beavers(), DEFAULT_BEAVERS);
    assert_eq!(
        read.to_match().unwrap(),
        Match::from_gnubg_id(&game.gnubg_id()).unwrap()
    );
    assert_eq!(read.link_text(), xgid);
}

/// A money game, player 1 (XG's bottom player) to play 4-2, under the XGID rules field
/// `rules` (bit 0 Jacoby, bit 1 beavers) and max cube field `max_cube` (its log2).
fn opening_xgid(rules: u32, max_cube: u32) -> String {
    format!("XGID=-b----E-C---eE---c-e----B-:0:0:1:42:0:0:{rules}:0:{max_cube}")
}

#[test]
fn an_xgids_beaver_rule_is_kept_in_the_match_it_sets_up() {
    for (rules, beavers, jacoby) in [(0, 0, false), (1, 0, true), (2, 3, false), (3, 3, true)] {
        let text = opening_xgid(rules, 10);
        let pasted = read_id(&text).unwrap();
        assert_eq!(pasted.beavers(), beavers, "{text}");
        let game = pasted.to_match().unwrap();
        assert_eq!(game.settings().beavers(), beavers, "{text}");
        assert_eq!(game.settings().jacoby(), jacoby, "{text}");
        // The link's question opens it by the XGID itself, its rules with it.
        assert_eq!(pasted.link_text(), text);
    }
    // A GNU Backgammon ID carries no beaver rule: GNU Backgammon's default.
    let gnubg = read_id(OPENING_42).unwrap();
    assert_eq!((gnubg.beavers(), gnubg.xgid), (DEFAULT_BEAVERS, None));
    assert_eq!(gnubg.link_text(), OPENING_42);
}

#[test]
fn an_xgid_cube_limit_below_the_games_64_is_refused_with_its_message() {
    for max_cube in [6, 10, 15] {
        assert!(
            read_id(&opening_xgid(3, max_cube)).is_ok(),
            "max cube 2^{max_cube}"
        );
    }
    let error = read_id(&opening_xgid(3, 5)).unwrap_err();
    assert_eq!(error.id, "ids-xgid-max-cube");
    assert_eq!(
        english(&error),
        "The XGID limits the cube to 32, and this game's cube goes up to 64: it cannot keep \
         that limit."
    );
    let none = read_id(&opening_xgid(3, 0)).unwrap_err();
    assert_eq!(arg(&none, "limit"), Some(&Arg::Number(1)));
}

#[test]
fn before_the_opening_roll_there_is_no_xgid_and_the_message_says_why() {
    let game = Match::new(MatchSettings::money());
    let why = shown_ids(&game).xgid.unwrap_err();
    assert_eq!(why.id, "ids-xgid-not-playing");
    assert_eq!(arg(&why, "state"), Some(&Arg::Text("none".into())));
    assert_eq!(
        english(&why),
        "An XGID describes a game in progress, and no game has started yet."
    );
}

#[test]
fn an_id_of_either_kind_is_told_apart_by_its_prefix_or_its_parts() {
    let cases = [
        (OPENING_42, IdKind::Gnubg),
        ("garbage", IdKind::Gnubg),
        ("a:b:c", IdKind::Gnubg),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:42:0:0:0:0:10",
            IdKind::Xgid,
        ),
        ("xgid=", IdKind::Xgid),
        ("-b----E-C---eE---c-e----B-:0:0:1:42:0:0", IdKind::Xgid),
    ];
    for (text, kind) in cases {
        assert_eq!(id_kind(text), kind, "{text}");
    }
}

/// A pasted text that does not read, the message it gets and one argument of that message.
type BadId = (String, &'static str, Option<(&'static str, Arg)>);

fn check_bad_ids(cases: Vec<BadId>) {
    for (text, id, argument) in cases {
        let error = read_id(&text).unwrap_err();
        assert_eq!(error.id, id, "{text}: {}", english(&error));
        if let Some((name, value)) = argument {
            assert_eq!(arg(&error, name), Some(&value), "{text}");
        }
    }
}

#[test]
fn a_bad_pasted_gnubg_id_gets_the_message_of_its_part() {
    let too_many_bits = "//////////////"; // every bit set: more than 15 checkers
    let cube_128 = match_id(|id| id.cube_value = 128);
    let won = match_id(|id| {
        id.match_length = 5;
        id.score = ByPlayer::new(5, 0);
    });
    let rolled_double = match_id(|id| {
        id.double_offered = true;
        id.turn = Player::One;
        id.dice = Dice::new(3, 1).ok();
    });
    check_bad_ids(vec![
        ("  ".into(), "ids-error-empty", None),
        (START.into(), "ids-error-gnubg-syntax", None),
        (
            format!("{START}:MAEKAAAAAAAA:x"),
            "ids-error-gnubg-syntax",
            None,
        ),
        (
            "4HPwATDgc/ABM:MAEKAAAAAAAA".into(),
            "ids-error-position-length",
            Some(("count", Arg::Number(13))),
        ),
        (
            "4HPwATDgc/AB!A:MAEKAAAAAAAA".into(),
            "ids-error-position-character",
            Some(("char", Arg::Text("!".into()))),
        ),
        (
            format!("{too_many_bits}:MAEKAAAAAAAA"),
            "ids-error-position-checkers",
            None,
        ),
        (
            format!("{START}:MAEKAAAAAAA"),
            "ids-error-match-length",
            Some(("count", Arg::Number(11))),
        ),
        (
            format!("{START}:MAEKAAAAAAA*"),
            "ids-error-match-character",
            Some(("char", Arg::Text("*".into()))),
        ),
        (
            format!("{START}:////////////"),
            "ids-error-match-invalid",
            None,
        ),
        (format!("{START}:{cube_128}"), "ids-setup-cube", None),
        (format!("{START}:{won}"), "ids-setup-won", None),
        (
            format!("{START}:{rolled_double}"),
            "ids-setup-inconsistent",
            Some(("what", Arg::Text("double-after-roll".into()))),
        ),
    ]);
}

#[test]
fn a_bad_pasted_xgid_gets_the_message_of_its_part() {
    check_bad_ids(vec![
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:42".into(),
            "ids-error-xgid-fields",
            Some(("count", Arg::Number(5))),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B:0:0:1:42:0:0:0:0:10".into(),
            "ids-error-xgid-position-length",
            Some(("count", Arg::Number(25))),
        ),
        (
            "XGID=-b----E-C---eE---c-e--x-B-:0:0:1:42:0:0:0:0:10".into(),
            "ids-error-xgid-position-character",
            Some(("char", Arg::Text("x".into()))),
        ),
        (
            "XGID=-b----P-C---eE---c-e----B-:0:0:1:42:0:0:0:0:10".into(),
            "ids-error-xgid-illegal",
            None,
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:2:42:0:0:0:0:10".into(),
            "ids-error-xgid-field",
            Some(("field", Arg::Text("turn".into()))),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:42:6:0:0:5:10".into(),
            "ids-error-xgid-score",
            Some(("side", Arg::Text("bottom".into()))),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:1:-1:1:B:0:0:3:0:10".into(),
            "ids-xgid-pending-beaver",
            None,
        ),
    ]);
}

#[test]
fn the_messages_name_the_part_and_the_numbers_in_plain_words() {
    let short_match = read_id(&format!("{START}:MAEKAAAAAAA")).unwrap_err();
    assert_eq!(
        english(&short_match),
        "The Match ID has 11 characters, 12 expected."
    );
    // One checker more on the 24-point (C, not B): 16 checkers for the bottom player.
    let sixteen = read_id("XGID=-b----E-C---eE---c-e----C-:0:0:1:42:0:0:0:0:10").unwrap_err();
    assert_eq!(
        english(&sixteen),
        "The XGID's position is not legal: The bottom player has 16 checkers; at most 15 \
         are allowed."
    );
}

// Every variant of every ID error the engine has, and the message it gets (a new variant
// fails to compile in `errors.rs` until it has one).

const BOARD: PositionError = PositionError::SharedPoint { point: 6 };
const FIELD: MatchIdError = MatchIdError::Die(7);

#[test]
fn every_gnubg_id_error_kind_has_its_own_message() {
    let (board, field) = (BOARD, FIELD);
    let gnubg = [
        (ParseGnubgIdError::Syntax, "ids-error-gnubg-syntax"),
        (
            ParseGnubgIdError::Position(ParsePositionIdError::Length(3)),
            "ids-error-position-length",
        ),
        (
            ParseGnubgIdError::Position(ParsePositionIdError::Character('?')),
            "ids-error-position-character",
        ),
        (
            ParseGnubgIdError::Position(ParsePositionIdError::TooManyCheckers),
            "ids-error-position-checkers",
        ),
        (
            ParseGnubgIdError::Position(ParsePositionIdError::Illegal(board.clone())),
            "ids-error-position-illegal",
        ),
        (
            ParseGnubgIdError::Match(ParseMatchIdError::Length(11)),
            "ids-error-match-length",
        ),
        (
            ParseGnubgIdError::Match(ParseMatchIdError::Character('*')),
            "ids-error-match-character",
        ),
        (
            ParseGnubgIdError::Match(ParseMatchIdError::Invalid(field.clone())),
            "ids-error-match-invalid",
        ),
    ];
    for (error, id) in gnubg {
        assert_eq!(gnubg_id_error(&error).id, id, "{error:?}");
    }
}

#[test]
fn every_board_and_match_state_error_kind_has_its_own_message() {
    let (board, field) = (BOARD, FIELD);
    let boards = [
        (
            PositionError::TooManyCheckers {
                on_roll: true,
                count: 16,
            },
            "ids-board-too-many",
        ),
        (
            PositionError::BadCount {
                index: 25,
                count: -1,
            },
            "ids-board-bad-count",
        ),
        (board.clone(), "ids-board-shared-point"),
        (
            PositionError::NoSuchPoint { point: 26 },
            "ids-board-no-such-point",
        ),
    ];
    for (error, id) in boards {
        assert_eq!(position_error(&error, Sides::OnRoll).id, id, "{error:?}");
    }
    let fields = [
        (MatchIdError::CubeValue(3), "ids-match-cube"),
        (MatchIdError::CubeOwner(2), "ids-match-owner"),
        (MatchIdError::GameState(6), "ids-match-state"),
        (field.clone(), "ids-match-die"),
        (
            MatchIdError::HalfRolledDice {
                first: 3,
                second: 0,
            },
            "ids-match-half-dice",
        ),
        (MatchIdError::MatchLength(40_000), "ids-match-length"),
        (
            MatchIdError::Score {
                player: Player::One,
                score: 9,
            },
            "ids-match-score",
        ),
        (MatchIdError::CrawfordInMoneyPlay, "ids-match-crawford"),
        (MatchIdError::UnusedBits(4), "ids-match-unused"),
    ];
    for (error, id) in fields {
        assert_eq!(match_id_error(&error).id, id, "{error:?}");
    }
}

#[test]
fn every_xgid_and_setup_error_kind_has_its_own_message() {
    let (board, field) = (BOARD, FIELD);
    let xgid = [
        (ParseXgidError::FieldCount(3), "ids-error-xgid-fields"),
        (
            ParseXgidError::PositionLength(2),
            "ids-error-xgid-position-length",
        ),
        (
            ParseXgidError::PositionCharacter('z'),
            "ids-error-xgid-position-character",
        ),
        (ParseXgidError::Illegal(board), "ids-error-xgid-illegal"),
        (
            ParseXgidError::Field {
                field: XgidField::MaxCube,
                text: "99".into(),
            },
            "ids-error-xgid-field",
        ),
        (
            ParseXgidError::ScoreAboveLength {
                player: Player::Zero,
                score: 9,
            },
            "ids-error-xgid-score",
        ),
    ];
    for (error, id) in xgid {
        assert_eq!(xgid_error(&error).id, id, "{error:?}");
    }
    let conversions = [
        (
            XgidConversionError::PendingBeaver,
            "ids-xgid-pending-beaver",
        ),
        (
            XgidConversionError::MatchId(field.clone()),
            "ids-xgid-state",
        ),
        (
            XgidConversionError::NotPlaying(GameState::Over),
            "ids-xgid-not-playing",
        ),
        (
            XgidConversionError::ResignationOffered,
            "ids-xgid-resignation",
        ),
        (XgidConversionError::TurnMismatch, "ids-xgid-turn"),
    ];
    for (error, id) in conversions {
        assert_eq!(xgid_conversion_error(&error).id, id, "{error:?}");
    }
    let setups = [
        (SetupError::MatchId(field), "ids-error-match-invalid"),
        (
            SetupError::MatchLength(SettingsError::LengthOutOfRange(30)),
            "ids-setup-length",
        ),
        (SetupError::CubeAboveMaximum(128), "ids-setup-cube"),
        (SetupError::MatchAlreadyWon(Player::Zero), "ids-setup-won"),
        (
            SetupError::Inconsistent("anything"),
            "ids-setup-inconsistent",
        ),
    ];
    for (error, id) in setups {
        assert_eq!(setup_error(&error).id, id, "{error:?}");
    }
}

#[test]
fn every_xgid_field_and_side_has_its_own_words() {
    let fields = [
        XgidField::Cube,
        XgidField::CubeOwner,
        XgidField::Turn,
        XgidField::Dice,
        XgidField::ScoreBottom,
        XgidField::ScoreTop,
        XgidField::Rules,
        XgidField::MatchLength,
        XgidField::MaxCube,
    ];
    for language in Language::ALL {
        let words = Translator::new(language);
        let texts: std::collections::BTreeSet<String> = fields
            .iter()
            .map(|field| {
                words.text(&xgid_error(&ParseXgidError::Field {
                    field: *field,
                    text: "9".into(),
                }))
            })
            .collect();
        assert_eq!(texts.len(), fields.len(), "{language:?}: {texts:?}");
        let sides: std::collections::BTreeSet<String> = [true, false]
            .into_iter()
            .flat_map(|on_roll| {
                let error = PositionError::TooManyCheckers { on_roll, count: 16 };
                [Sides::OnRoll, Sides::BottomTop]
                    .map(|sides| words.text(&position_error(&error, sides)))
            })
            .collect();
        assert_eq!(sides.len(), 4, "{language:?}: {sides:?}");
    }
}

/// The referee names each contradiction in an ID in English; each has its own words here. A
/// contradiction the engine adds later is found by reading its source.
#[test]
fn every_contradiction_the_referee_names_has_its_own_words() {
    let source = include_str!("../../crates/engine/src/referee/gnubg.rs");
    let named: Vec<&str> = source
        .split("Inconsistent(")
        .skip(1)
        .filter_map(|rest| rest.trim_start().strip_prefix('"'))
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert!(named.len() >= 10, "{named:?}");
    for what in &named {
        let message = setup_error(&SetupError::Inconsistent(what));
        assert_ne!(
            arg(&message, "what"),
            Some(&Arg::Text("other".into())),
            "{what}"
        );
    }
    assert_eq!(named.len(), INCONSISTENCIES.len(), "{named:?}");
    let unknown = setup_error(&SetupError::Inconsistent("a newer engine's contradiction"));
    assert_eq!(arg(&unknown, "what"), Some(&Arg::Text("other".into())));
}
