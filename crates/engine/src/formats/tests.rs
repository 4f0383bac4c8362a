//! Match files: the writers' layout, round trips of bot matches, and every kind of bad input
//! reported with its line.

use super::mat::{read_mat, write_mat};
use super::sgf::{read_sgf, write_sgf};
use super::*;
use crate::bots::{BotKind, Level};
use crate::dice::SeededDice;
use crate::referee::{Action, GameEnding, MatchSettings, Phase};
use crate::selfplay::play_match;

fn names() -> ByPlayer<String> {
    ByPlayer::new("Anna".to_owned(), "Bert".to_owned())
}

/// A match between two of the net's noisy levels, which double, take, drop and resign.
fn bot_match(seed: u64, length: u32) -> Match {
    let mut zero = BotKind::Level(Level::Beginner).make(seed);
    let mut one = BotKind::Level(Level::Intermediate).make(seed ^ 1);
    let settings = MatchSettings::match_to(length).unwrap();
    play_match(
        zero.as_mut(),
        one.as_mut(),
        settings,
        3,
        &mut SeededDice::new(seed),
    )
    .unwrap()
}

#[test]
fn a_bot_match_written_as_mat_reads_back_with_the_same_games_and_writes_the_same_file() {
    for seed in 1..6 {
        let game = bot_match(seed, 5);
        let text = write_mat(&game, &names()).unwrap();
        let read = read_mat(&text).unwrap_or_else(|error| panic!("{error}\n{text}"));
        assert_eq!(read.names, names());
        assert_eq!(read.game.score(), game.score());
        assert_eq!(read.game.game_results(), game.game_results());
        assert_eq!(read.game.phase(), game.phase());
        assert_eq!(write_mat(&read.game, &read.names).unwrap(), text);
    }
}

#[test]
fn a_bot_match_written_as_sgf_reads_back_with_the_same_games_and_writes_the_same_file() {
    for seed in 1..6 {
        let game = bot_match(seed, 5);
        let text = write_sgf(&game, &names()).unwrap();
        let read = read_sgf(&text).unwrap_or_else(|error| panic!("{error}\n{text}"));
        assert_eq!(read.names, names());
        assert_eq!(read.game.score(), game.score());
        assert_eq!(read.game.game_results(), game.game_results());
        assert_eq!(write_sgf(&read.game, &read.names).unwrap(), text);
    }
}

/// The opening of game 1 of GNU Backgammon's `export match mat` (seed 7, its 0-ply players).
const GNUBG_MAT: &str = "; [EventDate \"2026.12.01\"]

 5 point match

 Game 1
 gnubg : 0                      root : 0
  1)                             21: 13/11 24/23 
  2) 52: 13/8 24/22              63: 8/5 11/5 
  3) 53: 8/3 6/3                 62: 13/7 7/5 
  4) 42: 8/4 6/4                 41: 13/9 9/8 
  5) 31: 22/21 24/21             21: 5/3 6/5 
  6) 43: 13/10 10/6              65: 23/18 24/18 
  7) 52: 6/1 3/1                 33: 18/15 18/15 13/10 13/10
  8) 51: 6/5 8/3                 52: 3/1 6/1 
  9) 65: 13/7 7/2                32: 5/3 6/3 
 10) 63: 5/2 8/2                 62: 8/2 3/1 
 11) 51: 2/1 21/16               42: 8/4* 4/2 
 12) 66:                         22: 15/13 13/11 11/9* 3/1
 13) 54: 25/21                    Doubles => 2
 14)  Drops                       Wins 1 point 

 Game 2
 gnubg : 0                      root : 1
  1)                             31: 8/5 6/5 
";

#[test]
fn a_gnubg_mat_file_reads_with_the_opener_in_the_right_column_and_the_drop() {
    let read = read_mat(GNUBG_MAT).unwrap();
    assert_eq!(
        read.names,
        ByPlayer::new("gnubg".to_owned(), "root".to_owned())
    );
    assert_eq!(read.game.log()[0], Action::OpeningRoll { zero: 1, one: 2 });
    let result = read.game.game_results()[0];
    assert_eq!((result.winner, result.points), (Player::One, 1));
    assert_eq!(result.ending, GameEnding::Dropped);
    assert_eq!(read.game.score(), ByPlayer::new(0, 1));
    // Game 2 has started: player 1 opened with 31 and player 0 is to roll.
    assert_eq!(
        read.game.phase(),
        Phase::AwaitingRoll {
            on_roll: Player::Zero
        }
    );
}

/// The line and the problem of a file that does not read.
fn mat_error(text: &str) -> (usize, Problem) {
    let error = read_mat(text).unwrap_err();
    (error.line, error.problem)
}

fn sgf_error(text: &str) -> (usize, Problem) {
    let error = read_sgf(text).unwrap_err();
    (error.line, error.problem)
}

#[test]
fn a_mat_file_without_the_match_length_is_refused_on_its_first_line() {
    let (line, problem) = mat_error("hello\n");
    assert_eq!(line, 1);
    assert!(matches!(problem, Problem::Expected { .. }), "{problem:?}");
    assert!(matches!(mat_error("").1, Problem::Truncated { .. }));
}

#[test]
fn a_mat_match_longer_than_the_referee_plays_is_refused() {
    assert!(matches!(
        mat_error(" 99 point match\n"),
        (1, Problem::Length(_))
    ));
}

#[test]
fn an_illegal_play_in_a_mat_file_is_named_with_its_line() {
    let text = GNUBG_MAT.replace("52: 13/8 24/22", "52: 13/8 24/21");
    let (line, problem) = mat_error(&text);
    assert_eq!(line, 8);
    assert!(matches!(problem, Problem::Move { .. }), "{problem:?}");
}

#[test]
fn a_roll_without_moves_that_could_be_played_is_refused() {
    let text = GNUBG_MAT.replace("53: 8/3 6/3", "53:");
    assert_eq!(mat_error(&text).0, 9);
    assert!(matches!(mat_error(&text).1, Problem::NoPlayWritten { .. }));
}

#[test]
fn a_wrong_score_line_is_refused() {
    let text = GNUBG_MAT.replace(
        "gnubg : 0                      root : 1",
        "gnubg : 1    root : 1",
    );
    assert!(matches!(mat_error(&text), (23, Problem::WrongScore { .. })));
}

#[test]
fn a_wrong_cube_value_is_refused() {
    let text = GNUBG_MAT.replace("Doubles => 2", "Doubles => 4");
    assert!(matches!(
        mat_error(&text),
        (
            19,
            Problem::WrongCube {
                written: 4,
                offered: 2
            }
        )
    ));
}

#[test]
fn a_result_that_is_not_how_the_game_ended_is_refused() {
    let text = GNUBG_MAT.replace("Wins 1 point", "Wins 2 points");
    assert!(matches!(
        mat_error(&text),
        (20, Problem::WrongResult { .. })
    ));
}

#[test]
fn a_new_game_before_the_last_one_ended_is_refused() {
    let text = GNUBG_MAT.replace(" 14)  Drops                       Wins 1 point \n", "");
    assert!(matches!(mat_error(&text), (21, Problem::GameNotOver)));
}

#[test]
fn a_double_out_of_turn_is_refused_by_the_referee_rules() {
    let text = GNUBG_MAT.replace(" 14)  Drops ", " 14)  Doubles => 2 ");
    assert!(matches!(mat_error(&text), (20, Problem::Refused { .. })));
}

#[test]
fn a_cut_mat_file_reads_as_a_match_in_progress_or_names_the_cut() {
    // Cut at a line end: the match so far.
    let cut: String = GNUBG_MAT
        .lines()
        .take(12)
        .map(|line| format!("{line}\n"))
        .collect();
    let read = read_mat(&cut).unwrap();
    assert_eq!(read.game.game_results().len(), 0);
    // Cut inside a move.
    let inside = &GNUBG_MAT[..GNUBG_MAT.find("13/8 24/22").unwrap() + 6];
    assert!(matches!(mat_error(inside), (8, Problem::Move { .. })));
    // Cut after a game header.
    let header = &GNUBG_MAT[..GNUBG_MAT
        .find(" gnubg : 0                      root : 1")
        .unwrap()];
    assert!(matches!(mat_error(header).1, Problem::Truncated { .. }));
}

#[test]
fn a_resignation_reads_from_the_points_at_the_cube() {
    let text = " 3 point match\n\n Game 1\n a : 0                          b : 0\n  1) 41:                          Wins 2 points\n";
    let read = read_mat(text).unwrap();
    let result = read.game.game_results()[0];
    assert_eq!(result.ending, GameEnding::Resigned);
    assert_eq!(
        (result.winner, result.kind),
        (Player::One, crate::WinKind::Gammon)
    );
    assert_eq!(write_mat(&read.game, &read.names).unwrap(), text);
    let odd = text.replace("Wins 2 points", "Wins 4 points");
    assert!(matches!(
        mat_error(&odd),
        (5, Problem::BadResignation { points: 4, cube: 1 })
    ));
}

#[test]
fn money_with_a_beaver_writes_gnubgs_beavers_line_without_the_take() {
    let game = Match::new(MatchSettings::money());
    let game = game.apply(Action::OpeningRoll { zero: 4, one: 1 }).unwrap();
    let play =
        crate::notation::parse_play(&game.position(), game.dice().unwrap(), "13/9 24/23").unwrap();
    let game = game.apply(Action::Play(play)).unwrap();
    let game = [Action::Double, Action::Beaver, Action::Take]
        .iter()
        .fold(game, |game, &action| game.apply(action).unwrap());
    let text = write_mat(&game, &names()).unwrap();
    assert!(
        text.contains("  1) 41: 24/23 13/9               Doubles => 2\n  2)  Beavers => 4\n"),
        "{text}"
    );
    let read = read_mat(&text).unwrap();
    // The take after a beaver is not written: the file read stops at the beaver.
    assert_eq!(read.game.offered_cube_value(), Some(4));
    assert_eq!(write_mat(&read.game, &read.names).unwrap(), text);
    let sgf = write_sgf(&game, &names()).unwrap();
    assert!(
        sgf.contains(";W[41xwmi]\n;B[double]\n;W[double]\n;B[take])"),
        "{sgf}"
    );
    assert_eq!(read_sgf(&sgf).unwrap().game, game);
}

#[test]
fn rules_a_mat_file_cannot_say_are_refused_when_writing() {
    let game = Match::new(MatchSettings::match_to(5).unwrap().with_crawford(false));
    assert!(matches!(
        write_mat(&game, &names()),
        Err(WriteError::RulesNotExpressible(_))
    ));
    // SGF says it.
    let sgf = write_sgf(&game, &names()).unwrap();
    assert!(!read_sgf(&sgf).unwrap().game.crawford_rule());
}

/// GNU Backgammon's `save match` of a resignation after the opening roll (its analysis
/// properties left out).
const GNUBG_SGF: &str = "(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:3][game:0][ws:0][bs:0]PW[gnubg]PB[root]DT[2026-12-01]RU[Crawford]RE[B+2R]
;PL[W]DI[41])
(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:3][game:1][ws:0][bs:2]PW[gnubg]PB[root]RU[Crawford:CrawfordGame]
;W[41mixw])
";

#[test]
fn a_gnubg_sgf_resignation_reads_from_its_result() {
    let read = read_sgf(GNUBG_SGF).unwrap();
    let result = read.game.game_results()[0];
    assert_eq!(
        (result.winner, result.kind, result.ending),
        (Player::One, crate::WinKind::Gammon, GameEnding::Resigned)
    );
    assert!(read.game.is_crawford_game());
    assert_eq!(
        read.game.phase(),
        Phase::AwaitingRoll {
            on_roll: Player::One
        }
    );
}

#[test]
fn bad_sgf_is_refused_with_its_line() {
    assert!(matches!(sgf_error(""), (1, Problem::Truncated { .. })));
    assert!(matches!(
        sgf_error(&GNUBG_SGF[..GNUBG_SGF.len() - 3]),
        (4, Problem::Truncated { .. })
    ));
    assert!(matches!(
        sgf_error("(;GM[1]MI[length:1])"),
        (1, Problem::Expected { .. })
    ));
    assert!(matches!(
        sgf_error("(;GM[6]MI[length:1](;W[21]))"),
        (1, Problem::Unsupported(_))
    ));
    let illegal = GNUBG_SGF.replace("W[41mixw]", "W[41mixx]");
    assert!(matches!(sgf_error(&illegal), (4, Problem::Move { .. })));
    let wrong_player = GNUBG_SGF.replace("W[41mixw]", "B[41mixw]");
    assert!(matches!(
        sgf_error(&wrong_player),
        (4, Problem::Move { .. }) | (4, Problem::WrongPlayer { .. })
    ));
    let wrong_score = GNUBG_SGF.replace("[bs:2]", "[bs:1]");
    assert!(matches!(
        sgf_error(&wrong_score),
        (3, Problem::WrongScore { .. })
    ));
    let letters = GNUBG_SGF.replace("W[41mixw]", "W[41mi!w]");
    assert!(matches!(sgf_error(&letters), (4, Problem::Expected { .. })));
}

#[test]
fn a_match_set_up_from_an_id_cannot_be_written() {
    let game = Match::from_match_id(
        crate::Position::STARTING,
        &crate::ids::MatchId::money_game_before_roll(),
    )
    .unwrap();
    assert_eq!(write_mat(&game, &names()), Err(WriteError::NotFromStart));
}

/// Found by the `mat` fuzz target: a first name that fills the score line's first column and a
/// second name starting with a digit ran together into one larger score.
#[test]
fn a_long_first_name_and_a_second_name_starting_with_a_digit_read_back_as_written() {
    let long = "gnubg".to_owned() + &"^".repeat(97);
    let text = format!(" 3 point match\n\n Game 1\n {long} : 0  0    (     root : 0\n  1) ");
    let record = read_mat(&text).unwrap();
    assert_eq!(record.names.one, "0    (     root");
    let written = write_mat(&record.game, &record.names).unwrap();
    assert!(
        written.contains(&format!(" {long} : 0 0 ( root : 0\n")),
        "{written}"
    );
    let again = read_mat(&written).unwrap();
    assert_eq!(again.names, ByPlayer::new(long, "0 ( root".to_owned()));
    assert_eq!(write_mat(&again.game, &again.names).unwrap(), written);
}

/// Found by the `mat` fuzz target: a first name that starts with `;` once its control
/// characters are written as spaces made the written score line a comment.
#[test]
fn a_first_name_that_would_start_the_score_line_with_a_semicolon_loses_the_semicolon() {
    for (name, written_as) in [
        ("\u{1b}; ] gn", "] gn"),
        ("\u{1b};;", "Player 0"),
        ("\u{0}; x;y", "x;y"),
    ] {
        let text =
            format!(" 1 point match\n\n Game 1\n {name} : 0      Bert : 0\n  1) 31: 8/5 6/5\n");
        let record = read_mat(&text).unwrap();
        assert_eq!(record.names.zero, name);
        let written = write_mat(&record.game, &record.names).unwrap();
        let again = read_mat(&written).unwrap_or_else(|error| panic!("{error}\n{written}"));
        assert_eq!(again.names.zero, written_as);
        assert_eq!(write_mat(&again.game, &again.names).unwrap(), written);
    }
}
