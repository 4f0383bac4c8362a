//! Notation rules, one test each; the comparison with GNU Backgammon over thousands of plays is
//! in `tests/notation_gnubg.rs`.

use super::*;
use crate::dice::{DiceSource, SeededDice};
use crate::movegen::Play;
use crate::position::Position;

/// A position from `(slot, count)` pairs: slots 1..=24 are points (negative counts are the
/// opponent's), 25 the own bar, 0 the opponent's bar (negative).
pub(crate) fn position(slots: &[(usize, i8)]) -> Position {
    let mut board = [0i8; 26];
    for &(slot, count) in slots {
        board[slot] = count;
    }
    Position::try_from_board(board).unwrap()
}

pub(crate) fn dice(first: u8, second: u8) -> Dice {
    Dice::new(first, second).unwrap()
}

/// One checker of ours on the bar against the opponent's closed home board: no roll enters.
pub(crate) fn on_the_bar_against_a_closed_board() -> Position {
    position(&[
        (25, 1),
        (6, 14),
        (19, -3),
        (20, -2),
        (21, -2),
        (22, -2),
        (23, -2),
        (24, -4),
    ])
}

/// Positions met in random games (random legal plays, seeded dice): openings, contact with
/// blots and hits, checkers on the bar, races and bear-offs. Every `every`-th position is kept.
pub(crate) fn sample_positions(n_games: u32, every: usize, seed: u64) -> Vec<Position> {
    let mut rng = SeededDice::new(seed);
    let mut positions = Vec::new();
    for _ in 0..n_games {
        let mut position = Position::STARTING;
        for turn in 0.. {
            if position.has_lost() || position.has_won() {
                break;
            }
            if turn % every == 0 {
                positions.push(position);
            }
            let plays = position.legal_plays(rng.roll());
            let play = plays[rng.below(plays.len() as u32) as usize];
            position = play.position.switch_sides();
        }
    }
    positions
}

/// The starting position with one opposing checker moved from their 6-point (our 19) to our
/// `point`, leaving a blot there.
pub(crate) fn start_with_blot_on(point: usize) -> Position {
    position(&[
        (24, 2),
        (13, 5),
        (8, 3),
        (6, 5),
        (1, -2),
        (12, -5),
        (17, -3),
        (19, -4),
        (point, -1),
    ])
}

/// Our checkers on 6 (2), 5 (3), 4 (2): all home, ready to bear off.
fn bear_off() -> Position {
    position(&[(6, 2), (5, 3), (4, 2), (20, -2), (22, -2)])
}

#[test]
fn plays_are_written_as_gnubg_writes_them() {
    // (position, dice, a way to type the play, the standard notation)
    let cases = [
        (Position::STARTING, dice(3, 1), "6/5 8/5", "8/5 6/5"),
        (Position::STARTING, dice(6, 5), "24/18 18/13", "24/13"),
        (Position::STARTING, dice(6, 5), "24/13", "24/13"),
        (
            Position::STARTING,
            dice(3, 3),
            "13/10 13/10 8/5 8/5",
            "13/10(2) 8/5(2)",
        ),
        (
            Position::STARTING,
            dice(4, 4),
            "13/9(2) 24/20(2)",
            "24/20(2) 13/9(2)",
        ),
        (Position::STARTING, dice(4, 4), "24/16(2)", "24/16(2)"),
        (Position::STARTING, dice(6, 4), "24/18 13/9", "24/18 13/9"),
        // Hits: marked on the point, also on a stop on the way, which is then written.
        (start_with_blot_on(7), dice(6, 2), "13/7/5", "13/7*/5"),
        (
            start_with_blot_on(7),
            dice(6, 2),
            "13/7* 13/11",
            "13/11 13/7*",
        ),
        (
            start_with_blot_on(10),
            dice(6, 3),
            "24/18 13/10",
            "24/18 13/10*",
        ),
        (
            start_with_blot_on(20),
            dice(4, 4),
            "24/16(2)",
            "24/20*/16(2)",
        ),
        (
            start_with_blot_on(4),
            dice(2, 2),
            "8/6/4/2 6/4",
            "8/4*/2 6/4",
        ),
        // Two checkers land on a blot: only the first hits.
        (
            start_with_blot_on(11),
            dice(2, 2),
            "13/11(2) 6/4(2)",
            "13/11*(2) 6/4(2)",
        ),
        // The bar and off.
        (bar_and_blot_on(22), dice(3, 1), "bar/22 6/5", "bar/22* 6/5"),
        (bar_and_blot_on(20), dice(5, 4), "bar/20/16", "bar/20*/16"),
        (bear_off(), dice(6, 5), "6/off 5/off", "6/off 5/off"),
        (
            bear_off(),
            dice(6, 6),
            "6/off(2) 5/off(2)",
            "6/off(2) 5/off(2)",
        ),
        (bear_off(), dice(2, 1), "6/4 5/4", "6/4 5/4"),
        (bear_off(), dice(4, 2), "6/off", "6/off"),
    ];
    for (position, dice, typed, written) in cases {
        let play = parse_play(&position, dice, typed)
            .unwrap_or_else(|error| panic!("{typed:?} with {dice}: {error}"));
        assert_eq!(write_play(&play), written, "{typed:?} with {dice}");
    }
}

/// One of our checkers on the bar, an opposing blot on `point` (our numbering), ours on 6 and 8.
fn bar_and_blot_on(point: usize) -> Position {
    position(&[
        (25, 1),
        (6, 5),
        (8, 3),
        (13, 6),
        (point, -1),
        (12, -5),
        (1, -2),
    ])
}

#[test]
fn a_move_spanning_two_dice_takes_the_way_that_hits_nothing_unwritten() {
    // 13/5 with 6-2: 13/7 would hit the blot on 7, 13/11/5 hits nothing. GNU Backgammon writes
    // the hit as 13/7*/5, so plain 13/5 is the quiet way.
    let position = start_with_blot_on(7);
    let quiet = parse_play(&position, dice(6, 2), "13/5").unwrap();
    assert_eq!(write_play(&quiet), "13/5");
    assert_eq!(quiet.position.opponent_bar(), 0);
    // When the quiet way is blocked, the only way is taken.
    let mut board = *position.board();
    board[11] = -2;
    board[19] += 2;
    let blocked = Position::try_from_board(board).unwrap();
    let hit = parse_play(&blocked, dice(6, 2), "13/5").unwrap();
    assert_eq!(write_play(&hit), "13/7*/5");
}

#[test]
fn a_move_spanning_two_dice_with_a_blot_on_each_way_is_ambiguous() {
    let position = position(&[(13, 1), (6, 5), (10, -1), (8, -1), (19, -13)]);
    assert_eq!(
        parse_play(&position, dice(5, 3), "13/5"),
        Err(ParseMoveError::Ambiguous { n_candidates: 2 })
    );
    let play = parse_play(&position, dice(5, 3), "13/10/5").unwrap();
    assert_eq!(write_play(&play), "13/10*/5");
}

#[test]
fn reading_accepts_what_players_type() {
    let typed = [
        (Position::STARTING, dice(3, 1), "8/5 6/5", "8/5 6/5"),
        (Position::STARTING, dice(3, 1), "  6/5,8/5 ", "8/5 6/5"),
        (Position::STARTING, dice(6, 5), "24/18/13", "24/13"),
        (Position::STARTING, dice(6, 5), "24/19 19/13", "24/13"),
        (
            bar_and_blot_on(22),
            dice(3, 1),
            "BAR/22* 6/5",
            "bar/22* 6/5",
        ),
        (bar_and_blot_on(22), dice(3, 1), "25/22 6/5", "bar/22* 6/5"),
        (bear_off(), dice(6, 5), "6/0 5/Off", "6/off 5/off"),
        (
            bear_off(),
            dice(6, 6),
            "6/off(2) 5/OFF 5/off",
            "6/off(2) 5/off(2)",
        ),
        // The UBGI form: one move per die, in any order.
        (
            Position::STARTING,
            dice(4, 4),
            "13/9 24/20 13/9 24/20",
            "24/20(2) 13/9(2)",
        ),
    ];
    for (position, dice, text, written) in typed {
        match parse_play(&position, dice, text) {
            Ok(play) => assert_eq!(write_play(&play), written, "{text:?}"),
            Err(error) => panic!("{text:?}: {error}"),
        }
    }
}

#[test]
fn a_syntax_error_names_the_offending_part() {
    use SyntaxProblem::*;
    let cases = [
        ("8/5 6/x", "6/x", BadPoint),
        ("8/5 6/26", "6/26", BadPoint),
        ("8-5", "8-5", UnexpectedCharacter),
        ("8/5 6", "6", MissingDestination),
        ("8/5 6/", "6/", MissingDestination),
        ("/5", "/5", BadPoint),
        ("5/8", "5/8", NotForward),
        ("6/off/2", "6/off/2", NotForward),
        ("off/5", "off/5", OffAsSource),
        ("8/bar", "8/bar", BarAsDestination),
        ("8/5(5)", "8/5(5)", BadCount),
        ("8/5(0)", "8/5(0)", BadCount),
        ("8/5(2", "8/5(2", UnexpectedCharacter),
        ("pass 8/5", "pass", BadPoint),
    ];
    for (text, part, problem) in cases {
        let expected = Err(ParseMoveError::Syntax {
            part: part.to_string(),
            problem,
        });
        assert_eq!(parse_moves(text), expected, "{text:?}");
        // Syntax is checked before legality.
        assert_eq!(
            parse_play(&Position::STARTING, dice(3, 1), text).map(|_| ()),
            expected.map(|_: Vec<(u8, u8)>| ()),
            "{text:?}"
        );
    }
}

#[test]
fn parse_moves_expands_chains_and_counts_only() {
    assert_eq!(parse_moves("13/7*/5").unwrap(), [(13, 7), (7, 5)]);
    assert_eq!(parse_moves("24/16(2)").unwrap(), [(24, 16), (24, 16)]);
    assert_eq!(parse_moves("bar/22* 25/20").unwrap(), [(25, 22), (25, 20)]);
    assert_eq!(parse_moves("6/off 5/0").unwrap(), [(6, 0), (5, 0)]);
    assert_eq!(parse_moves("pass").unwrap(), []);
    assert_eq!(parse_moves("").unwrap(), []);
}

#[test]
fn moving_a_checker_that_is_not_there_is_an_error() {
    assert_eq!(
        parse_play(&Position::STARTING, dice(3, 1), "7/4 6/5"),
        Err(ParseMoveError::NoChecker { point: 7 })
    );
    assert_eq!(
        parse_play(&Position::STARTING, dice(3, 1), "bar/22 6/5"),
        Err(ParseMoveError::NoChecker { point: 25 })
    );
    assert_eq!(
        parse_play(&Position::STARTING, dice(6, 6), "24/18(3)"),
        Err(ParseMoveError::NoChecker { point: 24 })
    );
}

#[test]
fn a_play_that_breaks_a_rule_is_not_legal() {
    let not_legal = |position: Position, dice: Dice, text: &str| {
        assert_eq!(
            parse_play(&position, dice, text),
            Err(ParseMoveError::NotLegal { dice }),
            "{text:?}"
        );
    };
    // Wrong numbers for the dice.
    not_legal(Position::STARTING, dice(3, 1), "8/4 6/5");
    // Both dice must be played.
    not_legal(Position::STARTING, dice(3, 1), "8/5");
    not_legal(Position::STARTING, dice(3, 1), "pass");
    not_legal(Position::STARTING, dice(3, 1), "");
    // Doubles are played four times.
    not_legal(Position::STARTING, dice(4, 4), "24/20(2) 13/9");
    // A point held by two opposing checkers is blocked, also as a stop on the way.
    not_legal(Position::STARTING, dice(6, 1), "13/12 8/2");
    not_legal(Position::STARTING, dice(6, 6), "24/18/12/6 13/7");
    // Checkers on the bar enter first.
    not_legal(bar_and_blot_on(22), dice(3, 1), "8/5 6/5");
    // Bearing off needs every checker home.
    not_legal(start_with_blot_on(7), dice(6, 5), "6/off 6/1");
}

#[test]
fn a_pass_is_the_empty_text_or_pass() {
    let closed = on_the_bar_against_a_closed_board();
    for text in ["", "pass", " PASS "] {
        let play = parse_play(&closed, dice(6, 5), text).unwrap();
        assert!(play.moves().is_empty());
        assert_eq!(write_play(&play), "");
        assert_eq!(write_ubgi(&play), "pass");
    }
    assert_eq!(
        parse_play(&closed, dice(6, 5), "bar/20"),
        Err(ParseMoveError::NotLegal { dice: dice(6, 5) })
    );
}

#[test]
fn ubgi_writes_one_move_per_die_in_a_playable_order() {
    let cases = [
        (Position::STARTING, dice(6, 5), "24/13", "24/18 18/13"),
        (Position::STARTING, dice(3, 1), "8/5 6/5", "8/5 6/5"),
        (
            Position::STARTING,
            dice(4, 4),
            "24/20(2) 13/9(2)",
            "24/20 24/20 13/9 13/9",
        ),
        (start_with_blot_on(7), dice(6, 2), "13/7*/5", "13/7 7/5"),
        (bar_and_blot_on(22), dice(3, 1), "bar/22* 6/5", "bar/22 6/5"),
        (bear_off(), dice(6, 5), "6/off 5/off", "6/off 5/off"),
    ];
    for (position, dice, text, ubgi) in cases {
        let play = parse_play(&position, dice, text).unwrap();
        assert_eq!(write_ubgi(&play), ubgi, "{text:?}");
    }
}

#[test]
fn ubgi_order_can_be_played_move_by_move() {
    for position in sample_positions(4, 3, 11) {
        for (dice, _) in Dice::all_21() {
            for play in position.legal_plays(dice) {
                let mut board = position;
                let mut dice_left = dice_list(dice);
                for (from, to) in parse_moves(&write_ubgi(&play)).unwrap() {
                    let die = dice_left
                        .iter()
                        .position(|&die| to_of(from, die) == to && board.can_move(from.into(), die))
                        .unwrap_or_else(|| panic!("{} {}", write_ubgi(&play), dice));
                    board.apply_move_unchecked(from.into(), dice_left.swap_remove(die));
                }
                assert_eq!(board, play.position);
            }
        }
    }
}

fn dice_list(dice: Dice) -> Vec<u8> {
    let (all, n) = dice.moves();
    all[..n].to_vec()
}

fn to_of(from: u8, die: u8) -> u8 {
    from.saturating_sub(die)
}

/// Writes every legal play of every roll in many positions and reads it back.
fn assert_round_trip(write: fn(&Play) -> String) {
    let mut n_plays = 0;
    for position in sample_positions(6, 2, 5) {
        for (dice, _) in Dice::all_21() {
            let legal = position.legal_plays(dice);
            for play in &legal {
                let text = write(play);
                match parse_play_among(&position, dice, &legal, &text) {
                    Ok(read) => {
                        assert_eq!(read.position, play.position, "{position} {dice} {text}")
                    }
                    Err(error) => panic!("{position} {dice} {text:?}: {error}"),
                }
                n_plays += 1;
            }
        }
    }
    assert!(n_plays > 50_000, "{n_plays}");
}

#[test]
fn standard_notation_round_trips_for_every_legal_play() {
    assert_round_trip(write_play);
}

#[test]
fn ubgi_notation_round_trips_for_every_legal_play() {
    assert_round_trip(write_ubgi);
}

#[test]
fn errors_read_as_sentences() {
    let syntax = parse_moves("8/x").unwrap_err();
    assert_eq!(
        syntax.to_string(),
        "cannot read \"8/x\": points are 1 to 24, bar (25) and off (0)"
    );
    assert_eq!(
        ParseMoveError::NoChecker { point: 25 }.to_string(),
        "there is no checker on the bar to move"
    );
    assert_eq!(
        ParseMoveError::NotLegal { dice: dice(3, 1) }.to_string(),
        "these moves are not a legal play of 31"
    );
}

#[test]
fn written_stops_count_only_through_their_hits() {
    // 7 blocked: 13/7/5 names the position of 13/11/5, which is legal, and is read as it.
    let mut board = *Position::STARTING.board();
    board[7] = -2;
    board[19] += 2;
    let blocked = Position::try_from_board(board).unwrap();
    let play = parse_play(&blocked, dice(6, 2), "13/7/5").unwrap();
    assert_eq!(write_play(&play), "13/5");
    // A hit mark where there is no blot is ignored.
    let play = parse_play(&Position::STARTING, dice(3, 1), "8/5* 6/5*").unwrap();
    assert_eq!(write_play(&play), "8/5 6/5");
}
