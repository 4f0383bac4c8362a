//! Match files in the app: exported and read back with the same moves, named by date and
//! players, refused when too large, and every way a file fails to read worded with its line.

use super::messages::UNSUPPORTED;
use super::*;
use crate::i18n::test_support::{arg, english};
use crate::i18n::{Arg, Language, Translator};
use bg_engine::formats::{Problem, ReadError, WriteError};
use bg_engine::ids::GnubgId;
use bg_engine::notation::{ParseMoveError, SyntaxProblem};
use bg_engine::referee::{ActionError, ActionKind, MatchSettings, SettingsError};
use bg_engine::{Dice, Player};

/// A 5-point match GNU Backgammon played and exported (`docs/match-files.md`).
const GNUBG_MAT: &str = include_str!("../../crates/engine/tests/data/gnubg-matches/gnubg-001.mat");
const GNUBG_SGF: &str = include_str!("../../crates/engine/tests/data/gnubg-matches/gnubg-001.sgf");

/// The problem inside a `files-error-line` message.
fn problem(message: &Message) -> &Message {
    match arg(message, "problem") {
        Some(Arg::Message(problem)) => problem,
        other => panic!("no problem in {message:?}: {other:?}"),
    }
}

fn names(zero: &str, one: &str) -> ByPlayer<String> {
    ByPlayer::new(zero.to_owned(), one.to_owned())
}

#[test]
fn a_file_is_read_by_its_text_sgf_a_game_tree_and_mat_anything_else() {
    assert_eq!(FileFormat::of_text(GNUBG_SGF), FileFormat::Sgf);
    assert_eq!(FileFormat::of_text("\u{feff}  (;FF[4]"), FileFormat::Sgf);
    assert_eq!(FileFormat::of_text(GNUBG_MAT), FileFormat::Mat);
    assert_eq!(FileFormat::of_text("anything"), FileFormat::Mat);
}

#[test]
fn gnubgs_files_import_as_a_pass_and_play_match_under_their_rules_and_names() {
    for (name, text) in [("gnubg-001.mat", GNUBG_MAT), ("gnubg-001.sgf", GNUBG_SGF)] {
        let imported = import_text(name, text).unwrap_or_else(|why| panic!("{}", english(&why)));
        assert_eq!(
            imported.setup.names,
            ["gnubg".to_owned(), "root".to_owned()],
            "{name}"
        );
        assert_eq!(imported.setup.opponent, Opponent::Human);
        assert_eq!(imported.setup.length, 5);
        assert!(imported.setup.cube && imported.setup.hints);
        assert!(
            matches!(imported.game.phase(), Phase::MatchOver { .. }),
            "{name}"
        );
        assert_eq!(imported.games, imported.game.game_results().len() as u32);
    }
    // SGF's player 0 is White, and keeps that colour at the bottom; a .mat file has none.
    assert_eq!(
        import_text("a.sgf", GNUBG_SGF).unwrap().setup.bottom_colour,
        Colour::White
    );
    assert_eq!(
        import_text("a.mat", GNUBG_MAT).unwrap().setup.bottom_colour,
        Colour::Black
    );
    // Both files are the same match.
    let mat = import_text("a.mat", GNUBG_MAT).unwrap();
    let sgf = import_text("a.sgf", GNUBG_SGF).unwrap();
    assert_eq!(mat.game.log(), sgf.game.log());
}

#[test]
fn an_exported_match_imports_again_with_the_same_moves_in_both_formats() {
    let original = import_text("gnubg-001.mat", GNUBG_MAT).unwrap();
    let players = names("Anna Maria", "Bert");
    for format in [FileFormat::Mat, FileFormat::Sgf] {
        let text = export_text(format, &original.game, &players).unwrap();
        assert_eq!(FileFormat::of_text(&text), format);
        let again = import_text("again", &text).unwrap();
        assert_eq!(again.game.log(), original.game.log(), "{format:?}");
        assert_eq!(
            again.setup.names,
            ["Anna Maria".to_owned(), "Bert".to_owned()]
        );
        // And writes the same file again.
        assert_eq!(export_text(format, &again.game, &players).unwrap(), text);
    }
}

#[test]
fn a_match_in_progress_exports_and_imports_in_progress() {
    let mut game = Match::new(MatchSettings::match_to(3).unwrap());
    game.apply_mut(bg_engine::referee::Action::OpeningRoll { zero: 5, one: 2 })
        .unwrap();
    let play = game.legal_plays()[0];
    game.apply_mut(bg_engine::referee::Action::Play(play))
        .unwrap();
    for format in [FileFormat::Mat, FileFormat::Sgf] {
        let text = export_text(format, &game, &names("A", "B")).unwrap();
        let again = import_text("x", &text).unwrap();
        assert_eq!(again.game.log(), game.log(), "{format:?}");
        assert!(ends_match_in_progress(&again.game));
    }
    assert!(!ends_match_in_progress(&Match::new(MatchSettings::money())));
    // A position set up from an ID is a game in progress, with no action yet.
    let id: GnubgId = "4HPwATDgc/ABMA:MAEKAAAAAAAA".parse().unwrap();
    assert!(ends_match_in_progress(&Match::from_gnubg_id(&id).unwrap()));
    let over = import_text("a.mat", GNUBG_MAT).unwrap();
    assert!(!ends_match_in_progress(&over.game));
}

#[test]
fn what_cannot_be_exported_says_why() {
    let fresh = Match::new(MatchSettings::match_to(3).unwrap());
    let empty = export_text(FileFormat::Mat, &fresh, &names("A", "B")).unwrap_err();
    assert_eq!(empty.id, "files-export-empty");
    // A match set up from an ID has a log that does not start at a match's start.
    let id: GnubgId = "4HPwATDgc/ABMA:MAEKAAAAAAAA".parse().unwrap();
    let mut linked = Match::from_gnubg_id(&id).unwrap();
    let play = linked.legal_plays()[0];
    linked
        .apply_mut(bg_engine::referee::Action::Play(play))
        .unwrap();
    for format in [FileFormat::Mat, FileFormat::Sgf] {
        let error = export_text(format, &linked, &names("A", "B")).unwrap_err();
        assert_eq!(error.id, "files-export-not-from-start", "{format:?}");
    }
    let rules = write_error_message(FileFormat::Sgf, &WriteError::RulesNotExpressible("x"));
    assert_eq!(rules.id, "files-export-rules");
    assert_eq!(
        english(&write_error_message(
            FileFormat::Mat,
            &WriteError::RulesNotExpressible("x")
        )),
        "A .mat file cannot hold this match's rules: it always has the cube, the Crawford \
         rule in a match, and GNU Backgammon's money rules (Jacoby, beavers) in a money game."
    );
}

#[test]
fn an_exported_file_is_named_by_the_date_and_the_players() {
    let long = "x".repeat(40);
    let cases = [
        (
            FileFormat::Mat,
            "2026-12-01",
            ("You", "Computer"),
            "2026-12-01-You-Computer.mat",
        ),
        (
            FileFormat::Sgf,
            "2026-12-01",
            ("Anna Maria", "Bert"),
            "2026-12-01-Anna_Maria-Bert.sgf",
        ),
        (
            FileFormat::Mat,
            "2026-12-01",
            ("../a/b", " .. "),
            "2026-12-01-a_b.mat",
        ),
        (
            FileFormat::Mat,
            "2026-12-01",
            ("Gracz czarny", "Łukasz"),
            "2026-12-01-Gracz_czarny-Łukasz.mat",
        ),
        (FileFormat::Sgf, "", ("", ""), "match.sgf"),
        (
            FileFormat::Mat,
            "2026-12-01",
            (long.as_str(), "y"),
            "2026-12-01-xxxxxxxxxxxxxxxxxxxx-y.mat",
        ),
    ];
    for (format, date, (zero, one), expected) in cases {
        assert_eq!(export_file_name(format, date, &names(zero, one)), expected);
    }
}

#[test]
fn a_file_over_the_limit_is_refused_before_it_is_read() {
    assert_eq!(check_size("big.sgf", MAX_FILE_BYTES), Ok(()));
    let refused = check_size("big.sgf", MAX_FILE_BYTES + 1).unwrap_err();
    assert_eq!(refused.id, "files-error-too-large");
    assert_eq!(
        english(&refused),
        "big.sgf is 8193 kB; a match file this game opens is at most 8192 kB."
    );
}

#[test]
fn a_corrupt_mat_file_gets_the_line_and_the_play_that_does_not_read() {
    // Line 8 of gnubg-001.mat is "  2) 42: 6/4* 8/4  ..."; 6/4 becomes 6/1, no legal play.
    let corrupt = GNUBG_MAT.replacen("42: 6/4* 8/4", "42: 6/1* 8/4", 1);
    let error = import_text("corrupt.mat", &corrupt).unwrap_err();
    assert_eq!(error.id, "files-error-line");
    assert_eq!(arg(&error, "line"), Some(&Arg::Number(8)));
    assert_eq!(problem(&error).id, "files-problem-move");
    assert_eq!(
        english(&error),
        "corrupt.mat, line 8: the play “6/1* 8/4” for 42: these moves are not a legal play \
         of the dice."
    );
}

#[test]
fn a_truncated_sgf_file_says_it_ends_too_soon() {
    let cut = &GNUBG_SGF[..GNUBG_SGF.len() / 2];
    let error = import_text("cut.sgf", cut).unwrap_err();
    assert_eq!(error.id, "files-error-line");
    assert_eq!(
        problem(&error).id,
        "files-problem-truncated",
        "{}",
        english(&error)
    );
    assert!(matches!(arg(&error, "line"), Some(Arg::Number(line)) if *line > 1));
}

#[test]
fn a_file_that_is_no_match_file_gets_a_message_and_one_without_moves_another() {
    let error = import_text("photo.mat", "\u{89}PNG\r\n").unwrap_err();
    assert_eq!(arg(&error, "line"), Some(&Arg::Number(1)));
    assert_eq!(problem(&error).id, "files-problem-unexpected");
    let empty = import_text("empty.mat", " 5 point match\n").unwrap_err();
    assert_eq!(empty.id, "files-error-no-moves");
}

/// The message of `problem` at line 3 of a file of `format`.
fn problem_of(format: FileFormat, given: Problem) -> Message {
    let error = ReadError {
        line: 3,
        problem: given,
    };
    let message = read_error_message("f", format, &error);
    assert_eq!(arg(&message, "line"), Some(&Arg::Number(3)));
    problem(&message).clone()
}

// Every kind of problem the readers report, and the message it gets (a new kind fails to
// compile in `messages.rs` until it has one).

#[test]
fn every_problem_of_the_file_itself_has_its_own_message() {
    let dice = Dice::new(5, 2).unwrap();
    let cases = [
        (
            Problem::Expected {
                expected: "a game number",
                found: "Gme 1".into(),
            },
            "files-problem-unexpected",
        ),
        (
            Problem::Truncated {
                what: "a game tree",
            },
            "files-problem-truncated",
        ),
        (
            Problem::Length(SettingsError::LengthOutOfRange(40)),
            "files-problem-length",
        ),
        (
            Problem::Move {
                dice,
                text: "13/8 13/11".into(),
                error: ParseMoveError::NotLegal { dice },
            },
            "files-problem-move",
        ),
        (Problem::NoPlayWritten { dice }, "files-problem-no-play"),
        (
            Problem::Refused {
                action: ActionKind::Double,
                error: ActionError::CrawfordGame,
            },
            "files-problem-refused",
        ),
        (
            Problem::WrongPlayer {
                written: Player::Zero,
                to_act: Some(Player::One),
            },
            "files-problem-wrong-player",
        ),
        (
            Problem::WrongCube {
                written: 8,
                offered: 4,
            },
            "files-problem-wrong-cube",
        ),
    ];
    for (given, id) in cases {
        assert_eq!(
            problem_of(FileFormat::Mat, given.clone()).id,
            id,
            "{given:?}"
        );
    }
}

#[test]
fn every_problem_of_the_match_a_file_records_has_its_own_message() {
    let cases = [
        (
            Problem::WrongScore {
                written: ByPlayer::new(1, 0),
                played: ByPlayer::new(0, 2),
            },
            "files-problem-wrong-score",
        ),
        (
            Problem::WrongGameNumber {
                written: 3,
                expected: 2,
            },
            "files-problem-wrong-game",
        ),
        (
            Problem::WrongResult {
                winner: Player::One,
                points: 2,
            },
            "files-problem-wrong-result",
        ),
        (
            Problem::BadResignation { points: 5, cube: 2 },
            "files-problem-bad-resignation",
        ),
        (
            Problem::ResignationOutOfTurn {
                loser: Player::Zero,
            },
            "files-problem-resignation-out-of-turn",
        ),
        (Problem::GameNotOver, "files-problem-game-not-over"),
        (Problem::AfterMatchOver, "files-problem-after-match-over"),
        (
            Problem::Unsupported("a variation (a game tree inside another)"),
            "files-problem-unsupported",
        ),
    ];
    for (given, id) in cases {
        assert_eq!(
            problem_of(FileFormat::Sgf, given.clone()).id,
            id,
            "{given:?}"
        );
    }
}

#[test]
fn the_players_are_named_as_each_format_names_them() {
    let wrong = |format| {
        english(&problem_of(
            format,
            Problem::WrongPlayer {
                written: Player::Zero,
                to_act: Some(Player::One),
            },
        ))
    };
    assert_eq!(
        wrong(FileFormat::Mat),
        "this is written for the left-hand player, but the right-hand player is to act."
    );
    assert_eq!(
        wrong(FileFormat::Sgf),
        "this is written for White, but Black is to act."
    );
}

/// Every move error, syntax problem, refused action and unsupported feature has words of its
/// own in every language (no two alike, none falling back to the default variant).
#[test]
fn every_move_error_and_refused_action_has_its_own_words_in_every_language() {
    let dice = Dice::new(6, 4).unwrap();
    let syntax = [
        SyntaxProblem::BadPoint,
        SyntaxProblem::MissingDestination,
        SyntaxProblem::NotForward,
        SyntaxProblem::OffAsSource,
        SyntaxProblem::BarAsDestination,
        SyntaxProblem::BadCount,
        SyntaxProblem::UnexpectedCharacter,
    ]
    .map(|problem| ParseMoveError::Syntax {
        part: "8/x".into(),
        problem,
    });
    let others = [
        ParseMoveError::NoChecker { point: 25 },
        ParseMoveError::NoChecker { point: 7 },
        ParseMoveError::NotLegal { dice },
        ParseMoveError::Ambiguous { n_candidates: 2 },
    ];
    let moves: Vec<Problem> = syntax
        .into_iter()
        .chain(others)
        .map(|error| Problem::Move {
            dice,
            text: "8/x".into(),
            error,
        })
        .collect();
    let kinds = [
        ActionKind::OpeningRoll,
        ActionKind::Roll,
        ActionKind::Double,
        ActionKind::Take,
        ActionKind::Drop,
        ActionKind::Beaver,
        ActionKind::Play,
        ActionKind::Resign,
        ActionKind::AcceptResignation,
        ActionKind::RejectResignation,
        ActionKind::NextGame,
    ];
    let refused: Vec<Problem> = kinds
        .map(|action| Problem::Refused {
            action,
            error: ActionError::IllegalPlay,
        })
        .into();
    let unsupported: Vec<Problem> = UNSUPPORTED
        .iter()
        .map(|(what, _)| Problem::Unsupported(what))
        .chain([Problem::Unsupported("something newer")])
        .collect();
    for group in [moves, refused, unsupported] {
        for language in Language::ALL {
            let words = Translator::new(language);
            let texts: std::collections::BTreeSet<String> = group
                .iter()
                .map(|given| words.text(&problem_of(FileFormat::Sgf, given.clone())))
                .collect();
            assert_eq!(texts.len(), group.len(), "{language:?}: {texts:?}");
        }
    }
}

/// The SGF reader names each feature it does not read in English; each has its own words
/// here. A feature the engine adds later is found by reading its source.
#[test]
fn every_feature_the_sgf_reader_refuses_has_its_own_words() {
    let source = include_str!("../../crates/engine/src/formats/sgf.rs");
    let named: Vec<&str> = source
        .split("Unsupported(")
        .skip(1)
        .filter_map(|rest| rest.trim_start().strip_prefix('"'))
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert_eq!(named.len(), UNSUPPORTED.len(), "{named:?}");
    for what in named {
        let message = problem_of(FileFormat::Sgf, Problem::Unsupported(what));
        assert_ne!(
            arg(&message, "what"),
            Some(&Arg::Text("other".into())),
            "{what}"
        );
    }
}
