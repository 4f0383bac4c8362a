//! The UBGI loop through the library API: the handshake, full exchanges, cube decisions in
//! match context, every error code, and garbage that must never stop the loop.

mod common;

use std::io::Cursor;

use bg_engine::bots::{Bot, Level, NeuralBot, PubEval};
use bg_engine::hash::SplitMix64;
use bg_engine::ids::CubeOwner;
use bg_engine::notation::{parse_play, write_ubgi};
use bg_engine::{ByPlayer, Dice, Player, Position, SeededDice, WinKind};
use bgengine::ubgi::KEY_NAMES;
use bgengine::{run_ubgi, UbgiSession};

use common::{match_id, movegen_cases, position, position_command, race_far_ahead};

/// The lines a session answers to `commands`, one after another.
fn exchange(session: &mut UbgiSession, commands: &[&str]) -> Vec<String> {
    commands
        .iter()
        .flat_map(|command| session.handle_line(command).lines)
        .collect()
}

/// The single line answered to the last of `commands`.
fn answer(commands: &[&str]) -> String {
    let mut session = UbgiSession::new();
    let (last, setup) = commands.split_last().unwrap();
    for command in setup {
        let response = session.handle_line(command);
        assert!(
            response.lines.is_empty(),
            "{command:?} answered {:?}",
            response.lines
        );
    }
    let lines = session.handle_line(last).lines;
    assert_eq!(lines.len(), 1, "{last:?} answered {lines:?}");
    lines.into_iter().next().unwrap()
}

fn error_code(line: &str) -> &str {
    assert!(line.starts_with("error "), "not an error: {line}");
    line.split(' ').nth(1).unwrap()
}

#[test]
fn handshake_names_the_engine_lists_the_keys_and_ends_with_ubgiok() {
    let lines = UbgiSession::new().handle_line("ubgi").lines;
    assert!(lines[0].starts_with("id name bgengine "));
    assert!(lines[1].starts_with("id author "));
    assert!(lines.contains(&"proto 0.2".to_owned()));
    assert_eq!(lines.last().unwrap(), "ubgiok");
    for key in KEY_NAMES {
        assert!(
            lines
                .iter()
                .any(|line| line.starts_with(&format!("key {key} "))),
            "{key} missing from {lines:?}"
        );
    }
}

#[test]
fn isready_quit_and_blank_lines() {
    let mut session = UbgiSession::new();
    assert_eq!(session.handle_line("isready").lines, ["readyok"]);
    assert!(session.handle_line("").lines.is_empty());
    assert!(session.handle_line("   \t ").lines.is_empty());
    let quit = session.handle_line("quit");
    assert!(quit.quit && quit.lines.is_empty());
}

#[test]
fn keys_can_be_set_and_read_back() {
    let mut session = UbgiSession::new();
    let lines = exchange(
        &mut session,
        &[
            "get engine.player",
            "set engine.player random",
            "get engine.player",
            "set engine.seed 42",
            "get engine.seed",
            "keys",
        ],
    );
    assert_eq!(lines[0], "value engine.player pubeval");
    assert_eq!(lines[1], "value engine.player random");
    assert_eq!(lines[2], "value engine.seed 42");
    assert!(lines[3..].iter().all(|line| line.starts_with("key ")));
    assert_eq!(lines.len(), 3 + KEY_NAMES.len());
}

#[test]
fn bestmove_from_the_start_is_pubevals_play() {
    assert_eq!(
        answer(&["position gnubgid 4HPwATDgc/ABMA", "dice 3 1", "go"]),
        "bestmove 8/5 6/5"
    );
    assert_eq!(
        answer(&["position gnubgid 4HPwATDgc/ABMA", "dice 6 5", "go chequer"]),
        "bestmove 24/18 18/13"
    );
}

/// Every case of the gnubg data, for both players: `bestmove` reads back as a legal play, and
/// for pubeval it is the play pubeval chooses.
#[test]
fn bestmove_parses_back_to_a_legal_play_in_every_gnubg_case() {
    for player in ["pubeval", "random"] {
        let mut session = UbgiSession::new();
        session.handle_line(&format!("set engine.player {player}"));
        for (position_id, dice, _) in movegen_cases() {
            let position = Position::from_position_id(position_id).unwrap();
            let dice: Dice = dice.parse().unwrap();
            let lines = exchange(
                &mut session,
                &[
                    &format!("position gnubgid {position_id}"),
                    &format!("dice {} {}", dice.first(), dice.second()),
                    "go",
                ],
            );
            assert_eq!(lines.len(), 1, "{position_id} {dice}: {lines:?}");
            let text = lines[0].strip_prefix("bestmove ").unwrap();
            let plays = position.legal_plays(dice);
            let parsed = match text {
                "pass" => {
                    assert!(plays.len() == 1 && plays[0].moves().is_empty());
                    plays[0]
                }
                text => parse_play(&position, dice, text)
                    .unwrap_or_else(|error| panic!("{position_id} {dice} {text}: {error}")),
            };
            assert!(plays.iter().any(|play| play.position == parsed.position));
            if player == "pubeval" {
                let chosen = PubEval::new().choose_play(&position, dice, &plays);
                assert_eq!(parsed.position, chosen.position, "{position_id} {dice}");
            }
        }
    }
}

#[test]
fn a_roll_that_cannot_be_played_is_a_pass() {
    // On the bar against a closed board.
    let closed_out = position(
        &[(25, 1), (6, 14)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (13, 3)],
    );
    let command = format!("position gnubgid {}", closed_out.position_id());
    assert_eq!(answer(&[&command, "dice 4 4", "go"]), "bestmove pass");
    assert_eq!(
        answer(&[&command, "dice 4 4", "go turn"]),
        "bestturn cube=nodouble move=pass"
    );
}

#[test]
fn the_random_player_is_deterministic_for_its_seed() {
    let moves = |seed: u64| {
        let mut session = UbgiSession::new();
        let mut dice = SeededDice::new(7);
        let mut lines = exchange(
            &mut session,
            &[
                "set engine.player random",
                &format!("set engine.seed {seed}"),
            ],
        );
        for _ in 0..20 {
            let roll = bg_engine::DiceSource::roll(&mut dice);
            lines.extend(exchange(
                &mut session,
                &[
                    "position gnubgid 4HPwATDgc/ABMA",
                    &format!("dice {} {}", roll.first(), roll.second()),
                    "go",
                ],
            ));
        }
        lines
    };
    assert_eq!(moves(5), moves(5));
    assert_ne!(moves(5), moves(6));
}

#[test]
fn dice_in_the_match_id_are_played() {
    let mut id = match_id();
    id.dice = Some(Dice::new(3, 1).unwrap());
    let command = position_command(&Position::STARTING, &id);
    assert_eq!(answer(&[&command, "go"]), "bestmove 8/5 6/5");
    // A `dice` command replaces them.
    assert_eq!(
        answer(&[&command, "dice 6 5", "go"]),
        "bestmove 24/18 18/13"
    );
    // After the roll the cube can no longer be turned.
    let far_ahead = position_command(&race_far_ahead(), &id);
    assert_eq!(answer(&[&far_ahead, "go cube"]), "bestcube nodouble");
}

#[test]
fn position_clears_the_dice_of_the_previous_position() {
    let mut session = UbgiSession::new();
    let lines = exchange(
        &mut session,
        &[
            "position gnubgid 4HPwATDgc/ABMA",
            "dice 3 1",
            "position gnubgid 4HPwATDgc/ABMA",
            "go",
        ],
    );
    assert_eq!(lines, ["error bad_state missing dice"]);
}

#[test]
fn xgid_positions_are_read_from_the_bottom_players_side() {
    // The starting position with the bottom player to play 31.
    assert_eq!(
        answer(&[
            "position xgid XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10",
            "go"
        ]),
        "bestmove 8/5 6/5"
    );
    // The top player on roll sees the same starting position.
    assert_eq!(
        answer(&[
            "position xgid XGID=-b----E-C---eE---c-e----B-:0:0:-1:00:0:0:0:0:10",
            "dice 3 1",
            "go"
        ]),
        "bestmove 8/5 6/5"
    );
}

#[test]
fn go_cube_doubles_a_race_far_ahead_and_go_turn_stops_at_the_double() {
    let command = position_command(&race_far_ahead(), &match_id());
    assert_eq!(answer(&[&command, "go cube"]), "bestcube double");
    assert_eq!(
        answer(&[&command, "dice 2 1", "go turn"]),
        "bestturn cube=double"
    );
    // The same race without a Match ID: a money game with the cube centred.
    let bare = format!("position gnubgid {}", race_far_ahead().position_id());
    assert_eq!(answer(&[&bare, "go cube"]), "bestcube double");
    // From the start pubeval never doubles (no race).
    assert_eq!(
        answer(&["position gnubgid 4HPwATDgc/ABMA", "dice 3 1", "go turn"]),
        "bestturn cube=nodouble move=8/5 6/5"
    );
}

/// A double offered by player 0 (on roll, whose view the board is), to be answered by player 1.
fn double_offered(position: &Position) -> String {
    let mut id = match_id();
    id.turn = Player::One;
    id.double_offered = true;
    position_command(position, &id)
}

#[test]
fn a_pending_double_is_answered_take_or_drop() {
    // The doubler is far ahead in a race: drop.
    let drop = double_offered(&race_far_ahead());
    assert_eq!(answer(&[&drop, "go cube"]), "bestcube drop");
    assert_eq!(answer(&[&drop, "go turn"]), "bestturn cube=drop");
    // The doubler is far behind (the race seen from the other side): take.
    let take = double_offered(&race_far_ahead().switch_sides());
    assert_eq!(answer(&[&take, "go cube"]), "bestcube take");
    // pubeval takes every contact position.
    assert_eq!(
        answer(&[&double_offered(&Position::STARTING), "go cube"]),
        "bestcube take"
    );
    // gnubg's own ID of a double offered from the position after an opening play.
    assert_eq!(
        answer(&["position gnubgid 4HPkASjgc/ABMA:MBkAAAAAAAAA", "go cube"]),
        "bestcube take"
    );
    // No chequer play while the double is pending.
    let lines = exchange(&mut UbgiSession::new(), &[&drop, "dice 3 1", "go"]);
    assert_eq!(error_code(&lines[0]), "bad_state");
}

#[test]
fn go_cube_beavers_a_double_the_taker_is_favourite_in_only_where_beavers_are_set() {
    // The doubler is far behind in a race: the net takes as the favourite, and beavers once
    // `game.beavers` allows it, for `go cube` and `go turn` alike.
    let beaverable = double_offered(&race_far_ahead().switch_sides());
    let expert = "set engine.player expert";
    let beavers = "set game.beavers true";
    assert_eq!(answer(&[expert, &beaverable, "go cube"]), "bestcube take");
    assert_eq!(
        answer(&[expert, beavers, &beaverable, "go cube"]),
        "bestcube beaver"
    );
    assert_eq!(
        answer(&[expert, beavers, &beaverable, "go turn"]),
        "bestturn cube=beaver"
    );
    // Pubeval never beavers.
    assert_eq!(answer(&[beavers, &beaverable, "go cube"]), "bestcube take");
    // Nor does anyone in a match, where there are no beavers.
    let mut id = match_id();
    id.match_length = 5;
    id.turn = Player::One;
    id.double_offered = true;
    let in_match = position_command(&race_far_ahead().switch_sides(), &id);
    assert_eq!(
        answer(&[expert, beavers, &in_match, "go cube"]),
        "bestcube take"
    );
}

/// A 5-point match, player 0 on roll in the race far ahead, with the given scores and flags.
fn match_race(score: (u32, u32), crawford: bool, owner: CubeOwner, cube_value: u32) -> String {
    let mut id = match_id();
    id.match_length = 5;
    id.score = ByPlayer::new(score.0, score.1);
    id.crawford = crawford;
    id.cube_owner = owner;
    id.cube_value = cube_value;
    position_command(&race_far_ahead(), &id)
}

#[test]
fn the_cube_respects_the_match_context() {
    let cases = [
        // (what, score, crawford game, owner, value, answer)
        (
            "trailer, normal game",
            (2, 3),
            false,
            CubeOwner::Centered,
            1,
            "double",
        ),
        (
            "Crawford game",
            (2, 4),
            true,
            CubeOwner::Centered,
            1,
            "nodouble",
        ),
        (
            "post-Crawford, trailer",
            (2, 4),
            false,
            CubeOwner::Centered,
            1,
            "double",
        ),
        (
            "dead cube: leader 1 away",
            (4, 2),
            false,
            CubeOwner::Centered,
            1,
            "nodouble",
        ),
        (
            "dead cube: 2 away, cube 2",
            (3, 0),
            false,
            CubeOwner::Player(Player::Zero),
            2,
            "nodouble",
        ),
        (
            "own cube, live",
            (0, 0),
            false,
            CubeOwner::Player(Player::Zero),
            2,
            "double",
        ),
        (
            "opponent's cube",
            (0, 0),
            false,
            CubeOwner::Player(Player::One),
            2,
            "nodouble",
        ),
    ];
    for (what, score, crawford, owner, value, expected) in cases {
        let command = match_race(score, crawford, owner, value);
        assert_eq!(
            answer(&[&command, "go cube"]),
            format!("bestcube {expected}"),
            "{what}"
        );
        if expected == "nodouble" {
            assert_eq!(
                answer(&[&command, "dice 2 1", "go turn"]),
                "bestturn cube=nodouble move=2/off 1/off",
                "{what}"
            );
        }
    }
}

#[test]
fn each_error_code_has_its_cases() {
    let cases: &[(&[&str], &str)] = &[
        (&["fly"], "bad_command"),
        (&["UBGI"], "bad_command"),
        (&["isready now"], "bad_command"),
        (&["set engine.player"], "bad_command"),
        (&["get"], "bad_command"),
        (&["dice 3"], "bad_command"),
        (&["go fast"], "bad_command"),
        (&["position gnubgid"], "bad_command"),
        (&["position"], "bad_command"),
        (&["dice 7 1"], "bad_value"),
        (&["dice x 1"], "bad_value"),
        (&["set engine.player gnubg"], "bad_value"),
        (&["set engine.seed -3"], "bad_value"),
        (&["set engine.ply 2"], "bad_value"),
        (&["position gnubgid 4HPwATDgc/AB"], "bad_value"),
        (&["position gnubgid ////////////// "], "bad_value"),
        (&["position gnubgid 4HPwATDgc/ABMA:xyz"], "bad_value"),
        (&["position xgid XGID=nonsense"], "bad_value"),
        (&["go"], "bad_state"),
        (&["dice 3 1", "go"], "bad_state"),
        (&["position gnubgid 4HPwATDgc/ABMA", "go"], "bad_state"),
        (&["position gnubgid 4HPwATDgc/ABMA", "go turn"], "bad_state"),
        (
            &[
                "position gnubgid 4HPwATDgc/ABMA",
                "dice 3 1",
                "newgame",
                "go",
            ],
            "bad_state",
        ),
        (&["set engine.threads 4"], "unsupported"),
        (&["get engine.threads"], "unsupported"),
        (&["set game.variant nackgammon"], "unsupported"),
        (&["position fen 8/8/8"], "unsupported"),
        (&["setoption name Seed value 1"], "unsupported"),
        (
            &["position xgid XGID=-b----E-C---eE---c-e----B-:1:0:1:B:0:0:3:0:10"],
            "unsupported",
        ),
    ];
    for (commands, code) in cases {
        let mut session = UbgiSession::new();
        let lines = exchange(&mut session, commands);
        assert_eq!(lines.len(), 1, "{commands:?}: {lines:?}");
        assert_eq!(error_code(&lines[0]), *code, "{commands:?}: {}", lines[0]);
    }
}

#[test]
fn match_contexts_without_a_decision_are_refused() {
    // A resignation pending: the engine does not answer resignations.
    let mut id = match_id();
    id.turn = Player::One;
    id.resignation = Some(WinKind::Single);
    let resign = position_command(&Position::STARTING, &id);
    let lines = exchange(&mut UbgiSession::new(), &[&resign, "go cube"]);
    assert_eq!(error_code(&lines[0]), "unsupported");
    // An inconsistent Match ID (a double offered after rolling) is a bad value.
    let mut id = match_id();
    id.turn = Player::One;
    id.double_offered = true;
    id.dice = Some(Dice::new(3, 1).unwrap());
    let lines = exchange(
        &mut UbgiSession::new(),
        &[&position_command(&Position::STARTING, &id)],
    );
    assert_eq!(error_code(&lines[0]), "bad_value");
}

#[test]
fn a_failed_position_forgets_the_previous_one() {
    let mut session = UbgiSession::new();
    let lines = exchange(
        &mut session,
        &[
            "position gnubgid 4HPwATDgc/ABMA",
            "dice 3 1",
            "position gnubgid nonsense",
            "dice 3 1",
            "go",
        ],
    );
    assert_eq!(lines.len(), 2);
    assert_eq!(error_code(&lines[1]), "bad_state");
}

#[test]
fn error_details_never_echo_control_characters_or_long_input() {
    let nasty = format!("\u{1b}[31m{}", "x".repeat(10_000));
    let lines = UbgiSession::new().handle_line(&nasty).lines;
    assert_eq!(lines.len(), 1);
    assert!(lines[0].len() < 100, "{}", lines[0]);
    assert!(lines[0].chars().all(|c| c.is_ascii_graphic() || c == ' '));
}

/// A small deterministic generator for garbage.
struct Garbage(SplitMix64);

impl Garbage {
    fn next(&mut self) -> u64 {
        self.0.next_u64()
    }

    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }

    /// Plausible-looking commands with random words, to get past the first word.
    fn command(&mut self) -> String {
        const WORDS: &[&str] = &[
            "ubgi",
            "isready",
            "newgame",
            "position",
            "gnubgid",
            "xgid",
            "dice",
            "go",
            "chequer",
            "cube",
            "turn",
            "set",
            "get",
            "keys",
            "engine.player",
            "engine.seed",
            "random",
            "pubeval",
            "4HPwATDgc/ABMA",
            "4HPwATDgc/ABMA:MBkAAAAAAAAA",
            "cAkAAAAAAAAA",
            "0",
            "1",
            "6",
            "7",
            "-1",
            "99999999999999999999999",
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
        ];
        let n_words = 1 + self.next() % 4;
        (0..n_words)
            .map(|_| WORDS[(self.next() % WORDS.len() as u64) as usize])
            .collect::<Vec<_>>()
            .join(" ")
    }
}

#[test]
fn garbage_lines_never_stop_the_session() {
    let mut garbage = Garbage(SplitMix64::new(2026));
    let mut session = UbgiSession::new();
    for round in 0..20_000 {
        let line = if round % 2 == 0 {
            garbage.command()
        } else {
            let n = (garbage.next() % 64) as usize;
            String::from_utf8_lossy(&garbage.bytes(n)).into_owned()
        };
        let response = session.handle_line(&line);
        if line.split_ascii_whitespace().collect::<Vec<_>>() == ["quit"] {
            assert!(response.quit);
        }
        for answer in &response.lines {
            assert!(
                !answer.contains('\n') && !answer.contains('\r'),
                "{answer:?}"
            );
        }
    }
    assert_eq!(session.handle_line("isready").lines, ["readyok"]);
}

#[test]
fn the_loop_survives_random_bytes_overlong_and_empty_lines() {
    let mut garbage = Garbage(SplitMix64::new(7));
    let mut input = b"ubgi\n".to_vec();
    for _ in 0..200 {
        let n = (garbage.next() % 200) as usize;
        // Random bytes without a newline that could spell `quit`.
        input.extend(garbage.bytes(n).into_iter().filter(|&byte| byte != b'\n'));
        input.push(b'\n');
        input.extend_from_slice(b"\n\r\n");
    }
    input.extend(std::iter::repeat_n(b'A', 1_000_000));
    input.extend_from_slice(
        b"\nposition gnubgid 4HPwATDgc/ABMA\ndice 3 1\ngo\nisready\nquit\nisready\n",
    );
    let mut output = Vec::new();
    run_ubgi(Cursor::new(input), &mut output).unwrap();
    let text = String::from_utf8(output).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.iter().filter(|line| **line == "ubgiok").count(), 1);
    assert!(lines
        .iter()
        .any(|line| line.starts_with("error bad_command line of 1000000 bytes")));
    // The engine answered after the garbage and stopped at `quit`.
    assert_eq!(&lines[lines.len() - 2..], ["bestmove 8/5 6/5", "readyok"]);
}

#[test]
fn a_level_sets_the_player_and_engine_ply_its_root_inclusive_depth() {
    let mut session = UbgiSession::new();
    let lines = exchange(
        &mut session,
        &[
            "get engine.level",
            "get engine.ply",
            "set engine.level world-class",
            "get engine.player",
            "get engine.ply",
            "set engine.ply 2",
            "get engine.ply",
            "set engine.player casual",
            "get engine.level",
            "get engine.ply",
            "set engine.player pubeval",
            "set engine.ply 2",
            "set engine.level grandmaster",
            "set engine.ply 4",
        ],
    );
    assert_eq!(
        lines[..7],
        [
            "value engine.level none",
            "value engine.ply 1",
            "value engine.player world-class",
            "value engine.ply 3",
            "value engine.ply 2",
            "value engine.level casual",
            "value engine.ply 1",
        ]
    );
    // pubeval has no lookahead; no level is called grandmaster; 4 plies is too deep.
    assert_eq!(lines.len(), 10);
    for line in &lines[7..] {
        assert_eq!(error_code(line), "bad_value", "{line}");
    }
}

#[test]
fn every_level_answers_with_a_legal_play_and_the_strong_ones_make_the_5_point() {
    for level in Level::ALL {
        let set = format!("set engine.level {level}");
        let line = answer(&[&set, "position gnubgid 4HPwATDgc/ABMA", "dice 3 1", "go"]);
        let moves = line.strip_prefix("bestmove ").unwrap();
        assert!(
            parse_play(&Position::STARTING, Dice::new(3, 1).unwrap(), moves).is_ok(),
            "{level}: {line}"
        );
        if level >= Level::Expert {
            assert_eq!(line, "bestmove 8/5 6/5", "{level}");
        }
    }
}

#[test]
fn engine_ply_is_the_net_players_depth_plus_one() {
    // A middle-game position where the depth can matter; the session must answer exactly as
    // the library's player of the same depth.
    let position = Position::from_position_id("sO1gQCbgc5wjAA").unwrap();
    let dice = Dice::new(6, 4).unwrap();
    let plays = position.legal_plays(dice);
    for (ply, mut bot) in [
        (1, NeuralBot::new()),
        (2, NeuralBot::new().with_plies(1)),
        (3, NeuralBot::new().with_plies(2)),
    ] {
        let expected = bot.choose_play(&position, dice, &plays);
        let set_ply = format!("set engine.ply {ply}");
        let line = answer(&[
            "set engine.player expert",
            &set_ply,
            "position gnubgid sO1gQCbgc5wjAA",
            "dice 6 4",
            "go",
        ]);
        assert_eq!(
            line,
            format!("bestmove {}", write_ubgi(&expected)),
            "ply {ply}"
        );
    }
}

#[test]
fn the_levels_cube_decisions_follow_the_match_context() {
    for level in ["expert", "world-class"] {
        let set = format!("set engine.level {level}");
        // The Crawford game: no double, whatever the position.
        let crawford = match_race((2, 4), true, CubeOwner::Centered, 1);
        assert_eq!(answer(&[&set, &crawford, "go cube"]), "bestcube nodouble");
        // The opponent's cube: no double either.
        let theirs = match_race((0, 0), false, CubeOwner::Player(Player::One), 2);
        assert_eq!(answer(&[&set, &theirs, "go cube"]), "bestcube nodouble");
        // A double from a race far ahead is dropped; from far behind it is taken.
        let drop = double_offered(&race_far_ahead());
        assert_eq!(
            answer(&[&set, &drop, "go cube"]),
            "bestcube drop",
            "{level}"
        );
        let take = double_offered(&race_far_ahead().switch_sides());
        assert_eq!(answer(&[&set, &take, "go turn"]), "bestturn cube=take");
    }
}

#[test]
fn go_turn_with_a_level_plays_when_it_does_not_double() {
    assert_eq!(
        answer(&[
            "set engine.level world-class",
            "position gnubgid 4HPwATDgc/ABMA",
            "dice 3 1",
            "go turn"
        ]),
        "bestturn cube=nodouble move=8/5 6/5"
    );
}

#[test]
fn go_plays_for_the_score_of_the_match_context() {
    // In a one-point match (double match point) gammons are worth nothing: the session must
    // answer as the library's player does at that score, which for some rolls is not its
    // money play.
    use bg_engine::cube::CubeContext;
    let dmp = CubeContext {
        away: Some((1, 1)),
        ..CubeContext::MONEY_CENTERED
    };
    let mut id = match_id();
    id.match_length = 1;
    let mut dice = SeededDice::new(3);
    let mut position = Position::STARTING;
    let mut differing = 0;
    for turn in 0..200 {
        let roll = bg_engine::DiceSource::roll(&mut dice);
        let plays = position.legal_plays(roll);
        let mut bot = NeuralBot::for_level(Level::Expert);
        let at_dmp = bot.choose_play_in(&position, roll, &plays, &dmp);
        let money = bot.choose_play(&position, roll, &plays);
        if at_dmp.position != money.position && differing < 3 {
            differing += 1;
            id.dice = Some(roll);
            let (high, low) = (roll.high(), roll.low());
            let line = answer(&[
                "set engine.level expert",
                &position_command(&position, &id),
                &format!("dice {high} {low}"),
                "go",
            ]);
            assert_eq!(
                line,
                format!("bestmove {}", write_ubgi(&at_dmp)),
                "turn {turn}"
            );
        }
        let after = plays[turn % plays.len()].position;
        position = if after.has_won() {
            Position::STARTING
        } else {
            after.switch_sides()
        };
    }
    assert!(differing > 0, "no roll where the score changes the play");
}
