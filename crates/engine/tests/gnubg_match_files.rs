//! Matches GNU Backgammon 1.07 played against itself (0-ply) and exported as `.mat`
//! (`export match mat`) and SGF (`save match`), committed in `tests/data/gnubg-matches/` by
//! `tools/gnubg/match_roundtrip.py` with gnubg's own record of each match (`gnubg.match()`:
//! `gnubg-NNN.txt`). Our readers must replay every file with gnubg's moves (the same board after
//! each play), cube actions, resignations and scores, and write it back to a file that reads the
//! same.

use std::fs;
use std::path::PathBuf;

use bg_engine::formats::mat::{read_mat, write_mat};
use bg_engine::formats::sgf::{read_sgf, write_sgf};
use bg_engine::notation::parse_play;
use bg_engine::referee::{Action, Match, Phase};
use bg_engine::{Dice, Player};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/gnubg-matches")
        .join(name)
}

/// One line of gnubg's record, or of ours in the same words.
fn our_record(game: &Match) -> Vec<String> {
    let mut lines = Vec::new();
    let mut now = Match::new(*game.settings());
    let mut results = 0;
    lines.push("game 0 0".to_owned());
    for &action in game.log() {
        let before = now.clone();
        now.apply_mut(action).unwrap();
        let player = |p: Option<Player>| p.map_or(9, Player::index);
        match action {
            Action::Play(play) => {
                let Phase::Moving { dice, on_roll } = before.phase() else {
                    unreachable!()
                };
                lines.push(format!(
                    "move {} {}{} @{:?}",
                    on_roll.index(),
                    dice.first(),
                    dice.second(),
                    play.position
                ));
            }
            Action::Double => lines.push(format!("double {}", before.on_roll().index())),
            Action::Take => lines.push(format!("take {}", player(before.to_act()))),
            Action::Drop => lines.push(format!("drop {}", player(before.to_act()))),
            Action::Resign(_) => lines.push(format!("resign {}", before.on_roll().index())),
            Action::NextGame => {
                lines.push(format!("game {} {}", now.score().zero, now.score().one));
            }
            _ => {}
        }
        if now.game_results().len() > results {
            results = now.game_results().len();
            let result = now.game_results()[results - 1];
            lines.push(format!(
                "result {} {}",
                result.winner.index(),
                result.points
            ));
        }
    }
    lines
}

/// gnubg's record in our words: each move as the board it leads to, found by replaying.
fn gnubg_record(text: &str, game: &Match) -> Vec<String> {
    // The positions before each play, in order, from our replay (the moves are then checked
    // by the board they lead to).
    let mut before_plays = Vec::new();
    let mut now = Match::new(*game.settings());
    for &action in game.log() {
        if let Action::Play(_) = action {
            before_plays.push(now.position());
        }
        now.apply_mut(action).unwrap();
    }
    let mut plays = before_plays.into_iter();
    let mut lines = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["move", player, dice, moves @ ..] => {
                let position = plays
                    .next()
                    .expect("gnubg has more plays than the file read");
                let dice: Dice = dice.parse().unwrap();
                let play = parse_play(&position, dice, &moves.join(" ")).unwrap();
                lines.push(format!(
                    "move {player} {}{} @{:?}",
                    dice.high(),
                    dice.low(),
                    play.position
                ));
            }
            // gnubg records a resignation after a bear-off of its own SGF files (marked `R`);
            // the game is already over then.
            ["resign", _]
                if lines
                    .last()
                    .is_some_and(|last: &String| last.starts_with("result")) => {}
            ["set", ..] => {}
            _ => lines.push(line.to_owned()),
        }
    }
    lines
}

#[test]
fn gnubgs_mat_and_sgf_files_read_with_gnubgs_moves_cube_actions_and_scores() {
    let mut checked = 0;
    for index in 1..=3 {
        let record = fs::read_to_string(data(&format!("gnubg-{index:03}.txt"))).unwrap();
        for extension in ["mat", "sgf"] {
            let Ok(text) = fs::read_to_string(data(&format!("gnubg-{index:03}.{extension}")))
            else {
                continue;
            };
            let read = if extension == "mat" {
                read_mat(&text)
            } else {
                read_sgf(&text)
            };
            let read = read.unwrap_or_else(|error| panic!("gnubg-{index:03}.{extension}: {error}"));
            let ours = our_record(&read.game);
            let theirs = gnubg_record(&record, &read.game);
            assert_eq!(ours, theirs, "gnubg-{index:03}.{extension}");
            assert!(
                read.game.winner().is_some(),
                "gnubg-{index:03}.{extension} is a whole match"
            );
            // Written back in the same format, it reads as the same match.
            let written = if extension == "mat" {
                write_mat(&read.game, &read.names)
            } else {
                write_sgf(&read.game, &read.names)
            }
            .unwrap();
            let again = if extension == "mat" {
                read_mat(&written)
            } else {
                read_sgf(&written)
            };
            assert_eq!(our_record(&again.unwrap().game), ours);
            checked += 1;
        }
    }
    assert_eq!(checked, 5);
}
