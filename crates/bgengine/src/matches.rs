//! Whole matches: `bgengine selfplay --length N` (refereed matches with the cube, written as
//! `.mat` and SGF files on request) and `bgengine match FILE` (the actions of a match file, as
//! JSON, for comparing with other programs).

use std::fmt::Write as _;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use bg_engine::bots::Bot;
use bg_engine::formats::mat::{read_mat, write_mat};
use bg_engine::formats::sgf::{read_sgf, write_sgf};
use bg_engine::formats::{events_of, Event, MatchRecord};
use bg_engine::referee::{GameEnding, Match, MatchSettings};
use bg_engine::selfplay::play_match;
use bg_engine::{ByPlayer, Player, SeededDice};

/// The match files to write: `mat` and `sgf` paths (numbered when several matches are played).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchFiles {
    pub mat: Option<PathBuf>,
    pub sgf: Option<PathBuf>,
}

/// The path of match `index` (1 for the first) of `n_matches`: `path` itself for a single
/// match, else `path` with `-001`, `-002`, ... before its extension.
pub fn numbered_path(path: &Path, index: u64, n_matches: u64) -> PathBuf {
    if n_matches == 1 {
        return path.to_path_buf();
    }
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = match path.extension() {
        Some(extension) => format!("{stem}-{index:03}.{}", extension.to_string_lossy()),
        None => format!("{stem}-{index:03}"),
    };
    path.with_file_name(name)
}

/// What the matches came to, for the summary line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchTally {
    pub matches: ByPlayer<u64>,
    pub games: u64,
    pub doubles: u64,
    pub drops: u64,
    pub resignations: u64,
    pub crawford_games: u64,
}

/// Plays `n_matches` matches to `length` points between `zero` (player 0, the left column of
/// the files) and `one`, match `i` (from 0) with the dice of seed `seed + i`, writes each as
/// asked and returns the tally.
///
/// # Errors
/// A move the referee refuses (a bug, reported as `InvalidData`), a file that cannot be
/// written.
pub fn play_matches(
    zero: &mut dyn Bot,
    one: &mut dyn Bot,
    length: u32,
    n_matches: u64,
    seed: u64,
    files: &MatchFiles,
) -> io::Result<MatchTally> {
    let invalid = |message: String| io::Error::new(io::ErrorKind::InvalidData, message);
    let settings = MatchSettings::match_to(length).map_err(|error| invalid(error.to_string()))?;
    let names = ByPlayer::new(zero.name().to_owned(), one.name().to_owned());
    let mut tally = MatchTally::default();
    for index in 0..n_matches {
        let mut dice = SeededDice::new(seed.wrapping_add(index));
        let game = play_match(zero, one, settings, 0, &mut dice)
            .map_err(|error| invalid(format!("match {}: {error}", index + 1)))?;
        count(&game, &mut tally);
        for (path, write) in [
            (&files.mat, write_mat as fn(&Match, &ByPlayer<String>) -> _),
            (&files.sgf, write_sgf),
        ] {
            if let Some(path) = path {
                let text = write(&game, &names).map_err(|error| invalid(error.to_string()))?;
                let path = numbered_path(path, index + 1, n_matches);
                fs::write(&path, text).map_err(|error| {
                    io::Error::new(error.kind(), format!("{}: {error}", path.display()))
                })?;
            }
        }
    }
    Ok(tally)
}

fn count(game: &Match, tally: &mut MatchTally) {
    if let Some(winner) = game.winner() {
        tally.matches[winner] += 1;
    }
    for result in game.game_results() {
        tally.games += 1;
        tally.drops += u64::from(result.ending == GameEnding::Dropped);
        tally.resignations += u64::from(result.ending == GameEnding::Resigned);
    }
    if let Ok(games) = events_of(game) {
        for game_events in games {
            tally.crawford_games += u64::from(game_events.crawford_game);
            tally.doubles += game_events
                .events
                .iter()
                .filter(|event| matches!(event, Event::Double { .. }))
                .count() as u64;
        }
    }
}

/// Reads a `.mat` or `.sgf` file (by its extension; else by its first character, `(` for SGF).
///
/// # Errors
/// The file cannot be read, or does not read as a match (the message names the line).
pub fn read_match_file(path: &Path) -> Result<MatchRecord, String> {
    let text = fs::read_to_string(path).map_err(|error| format!("{}: {error}", path.display()))?;
    let is_sgf = match path.extension().and_then(|e| e.to_str()) {
        Some(extension) => extension.eq_ignore_ascii_case("sgf"),
        None => text.trim_start().starts_with('('),
    };
    let read = if is_sgf {
        read_sgf(&text)
    } else {
        read_mat(&text)
    };
    read.map_err(|error| format!("{}: {error}", path.display()))
}

/// The match as JSON: its length, the final score, and per game the score before it, the
/// winner and points, and every action: `["move", player, [d1, d2], [[from, to], ...]]` (points
/// from the mover's side, 25 the bar, 0 off), `["roll", player, [d1, d2]]` for dice not played,
/// `["double", player]`, `["beaver", player]`, `["take", player]`, `["drop", player]`,
/// `["resign", player, points]`.
pub fn match_json(record: &MatchRecord) -> String {
    let game = &record.game;
    let mut out = format!(
        "{{\"length\": {}, \"score\": [{}, {}], \"games\": [",
        game.match_length(),
        game.score().zero,
        game.score().one
    );
    let games = events_of(game).unwrap_or_default();
    for (index, game_events) in games.iter().enumerate() {
        if index > 0 {
            out.push_str(", ");
        }
        let _ = write!(
            out,
            "{{\"score\": [{}, {}], \"crawford\": {}, \"actions\": [",
            game_events.score.zero, game_events.score.one, game_events.crawford_game
        );
        let mut result = String::from("null");
        let mut actions = Vec::new();
        for event in &game_events.events {
            let p = |player: Player| player.index();
            match *event {
                Event::Turn { player, dice, play } => match play {
                    Some(play) => {
                        let moves: Vec<String> = play
                            .moves()
                            .iter()
                            .map(|m| format!("[{}, {}]", m.from, m.to))
                            .collect();
                        actions.push(format!(
                            "[\"move\", {}, [{}, {}], [{}]]",
                            p(player),
                            dice.high(),
                            dice.low(),
                            moves.join(", ")
                        ));
                    }
                    None => actions.push(format!(
                        "[\"roll\", {}, [{}, {}]]",
                        p(player),
                        dice.high(),
                        dice.low()
                    )),
                },
                Event::Double { player, .. } => {
                    actions.push(format!("[\"double\", {}]", p(player)))
                }
                Event::Beaver { player, .. } => {
                    actions.push(format!("[\"beaver\", {}]", p(player)))
                }
                Event::Take { player, .. } => actions.push(format!("[\"take\", {}]", p(player))),
                Event::Drop { player } => actions.push(format!("[\"drop\", {}]", p(player))),
                Event::Win {
                    winner,
                    points,
                    ending,
                } => {
                    if ending == GameEnding::Resigned {
                        actions.push(format!("[\"resign\", {}, {points}]", p(winner.other())));
                    }
                    result = format!("[{}, {points}]", p(winner));
                }
            }
        }
        let _ = write!(out, "{}], \"winner\": {result}}}", actions.join(", "));
    }
    out.push_str("]}");
    out
}

/// `bgengine match FILE`: prints the match's JSON.
///
/// # Errors
/// The message for a file that does not read; I/O errors of `out` inside.
pub fn run_match_command(path: &Path, out: &mut impl Write) -> Result<io::Result<()>, String> {
    let record = read_match_file(path)?;
    Ok(writeln!(out, "{}", match_json(&record)))
}
