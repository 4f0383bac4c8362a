//! Jellyfish `.mat` match files, as GNU Backgammon writes them (`export match mat`) and reads
//! them (`import mat`).
//!
//! ```text
//!  5 point match
//!
//!  Game 1
//!  Anna : 0                       Bert : 0
//!   1)                             21: 13/11 24/23
//!   2) 52: 13/8 24/22              63: 8/5 11/5
//!   3)  Doubles => 2                Takes
//!   4) 61: 25/24 13/7              ...
//!       Wins 2 points
//! ```
//!
//! Player 0 is the left column, player 1 the right one. A turn is the roll, a colon and the
//! checker moves, each `from/to` numbered from the mover's side (25 is the bar, 0 is off, `*`
//! marks a hit); a roll with no moves is a pass, or, just before the other player's `Wins`, a
//! roll its player resigned after. A game ends with `Wins N point(s)` in the winner's column:
//! after a bear-off or a drop it repeats the result, otherwise it is an accepted resignation of
//! the single game, gammon or backgammon the points make at the cube. A beaver is
//! `Beavers => N`, and the take that follows it is not written. Money sessions are a
//! `0 point match` under GNU Backgammon's money rules (Jacoby, beavers).
//!
//! The reader goes by the words, not by the exact columns, so files of other programs that
//! keep the two columns (the right one indented far) read too. A file may stop in the middle of
//! a game: the match read is then in progress.

use super::events::{events_of, Event};
use super::replay::{fail, Replay};
use super::{MatchRecord, Problem, ReadError, WriteError};
use crate::dice::Dice;
use crate::movegen::Play;
use crate::player::{ByPlayer, Player};
use crate::referee::{Match, MatchSettings};

/// The width of the left column of a numbered line, after `NNN) `.
const LEFT_WIDTH: usize = 28;

/// The match as a `.mat` file, with the players' `names` (player 0 first).
///
/// # Errors
/// [`WriteError::NotFromStart`] for a match set up in the middle of a game;
/// [`WriteError::RulesNotExpressible`] for rules a `.mat` file cannot say: a match without
/// the cube or without the Crawford rule, money play without GNU Backgammon's money rules.
pub fn write_mat(game: &Match, names: &ByPlayer<String>) -> Result<String, WriteError> {
    let games = events_of(game)?;
    let settings = *game.settings();
    if settings != MatchSettings::match_to(settings.length()).unwrap_or(settings) {
        return Err(WriteError::RulesNotExpressible(
            "a .mat file has the cube, the Crawford rule in a match, and GNU Backgammon's \
             money rules (Jacoby, beavers) in money play",
        ));
    }
    let names = ByPlayer::new(clean_name(&names.zero, 0), clean_name(&names.one, 1));
    let mut out = format!(" {} point match\n", settings.length());
    for game_events in games {
        out.push_str(&format!("\n Game {}\n", game_events.number));
        let left = format!("{} : {}", names.zero, game_events.score.zero);
        // The first name and score padded to SECOND_NAME_COLUMN, as GNU Backgammon's export
        // writes them, and at least one space after them: a long first name with a second
        // name that starts with a digit would otherwise read back as a larger score.
        let gap = SECOND_NAME_COLUMN
            .saturating_sub(left.chars().count())
            .max(1);
        out.push_str(&format!(
            " {left}{:gap$}{} : {}\n",
            "", names.one, game_events.score.one
        ));
        for line in lay_out(&cells(&game_events.events)) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    Ok(out)
}

/// The width the score line's first name and score are padded to (after the line's leading
/// space); the second name follows.
const SECOND_NAME_COLUMN: usize = 31;

/// A name on one line, with no colon to confuse the score line; the first name (`index` 0),
/// which starts the line, does not start with `;`, which would make the line a comment.
fn clean_name(name: &str, index: usize) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| if c.is_control() || c == ':' { ' ' } else { c })
        .collect();
    let mut trimmed = cleaned.split_whitespace().collect::<Vec<_>>().join(" ");
    if index == 0 {
        trimmed = trimmed.trim_start_matches([';', ' ']).to_owned();
    }
    if trimmed.is_empty() {
        format!("Player {index}")
    } else {
        trimmed
    }
}

/// One column entry: whose it is, its text, and whether it is a `Wins` line.
struct Cell {
    player: Player,
    text: String,
    win: bool,
}

fn cells(events: &[Event]) -> Vec<Cell> {
    let cell = |player, text: String| Cell {
        player,
        text,
        win: false,
    };
    events
        .iter()
        .filter_map(|event| match *event {
            Event::Turn { player, dice, play } => Some(cell(player, roll_text(dice, play))),
            Event::Double { player, value } => Some(cell(player, format!(" Doubles => {value}"))),
            Event::Beaver { player, value } => Some(cell(player, format!(" Beavers => {value}"))),
            Event::Take {
                after_beaver: true, ..
            } => None,
            Event::Take { player, .. } => Some(cell(player, " Takes".to_owned())),
            Event::Drop { player } => Some(cell(player, " Drops".to_owned())),
            Event::Win { winner, points, .. } => Some(Cell {
                player: winner,
                text: format!(" Wins {points} point{}", if points == 1 { "" } else { "s" }),
                win: true,
            }),
        })
        .collect()
}

/// `52: 13/8 24/22 `: the dice, high first, and each checker move from the highest point.
fn roll_text(dice: Dice, play: Option<Play>) -> String {
    let mut text = format!("{}{}: ", dice.high(), dice.low());
    let mut moves = play.map(|play| play.moves().to_vec()).unwrap_or_default();
    moves.sort_by_key(|m| std::cmp::Reverse((m.from, m.to)));
    let words: Vec<String> = moves
        .iter()
        .map(|m| format!("{}/{}{}", m.from, m.to, if m.hit { "*" } else { "" }))
        .collect();
    // As GNU Backgammon writes them: a space after each move, but none after a fourth.
    if words.len() == 4 {
        text.push_str(&words.join(" "));
    } else {
        for word in words {
            text.push_str(&word);
            text.push(' ');
        }
    }
    text
}

/// The numbered lines of a game: player 0's entry on the left, player 1's on the right; a
/// `Wins` entry that cannot share a line goes on an unnumbered one.
fn lay_out(cells: &[Cell]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut number = 0;
    // The line being filled: its left and right entries, numbered or not.
    let mut open: Option<(String, Option<String>, bool)> = None;
    let mut flush = |open: &mut Option<(String, Option<String>, bool)>, lines: &mut Vec<String>| {
        if let Some((left, right, numbered)) = open.take() {
            let prefix = if numbered {
                number += 1;
                format!("{number:3}) ")
            } else {
                "     ".to_owned()
            };
            let right = right.unwrap_or_default();
            // A long left entry still leaves a space before the right one.
            let gap = if left.len() >= LEFT_WIDTH { " " } else { "" };
            let line = format!("{prefix}{left:<LEFT_WIDTH$}{gap}{right}");
            lines.push(line.trim_end().to_owned());
        }
    };
    for cell in cells {
        let right_is_free = matches!(&open, Some((_, None, _)));
        match cell.player {
            Player::Zero => {
                flush(&mut open, &mut lines);
                open = Some((cell.text.clone(), None, !cell.win));
            }
            Player::One if right_is_free => {
                if let Some((_, right, _)) = open.as_mut() {
                    *right = Some(cell.text.clone());
                }
            }
            Player::One => {
                flush(&mut open, &mut lines);
                open = Some((String::new(), Some(cell.text.clone()), !cell.win));
            }
        }
    }
    flush(&mut open, &mut lines);
    lines
}

/// One entry of a numbered line, as read.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Item {
    Roll { dice: Dice, moves: String },
    Double(u32),
    Beaver(u32),
    Take,
    Drop,
    Win(u32),
}

/// Reads a `.mat` file into the match it records, replayed through the referee.
///
/// # Errors
/// A [`ReadError`] naming the line: text that is not of the format, a play that is not legal
/// with its dice, an action the rules do not allow there, a score or a result that is not what
/// the games played make.
pub fn read_mat(text: &str) -> Result<MatchRecord, ReadError> {
    let mut reader = MatReader {
        replay: None,
        names: None,
        expect_score: None,
        pending_pass: None,
        line: 0,
    };
    for (index, line) in text.lines().enumerate() {
        reader.line = index + 1;
        reader.read_line(line)?;
    }
    reader.finish()
}

struct MatReader {
    replay: Option<Replay>,
    names: Option<ByPlayer<String>>,
    /// The line of a `Game N` header whose score line comes next, and N.
    expect_score: Option<u32>,
    /// A roll written with no moves, on this line, by this player: a pass, unless the other
    /// player's `Wins` follows (the roller resigned).
    pending_pass: Option<(usize, Player)>,
    line: usize,
}

impl MatReader {
    fn read_line(&mut self, line: &str) -> Result<(), ReadError> {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with(';') {
            return Ok(());
        }
        let Some(replay) = self.replay.as_mut() else {
            return self.read_length(trimmed);
        };
        if let Some(number) = self.expect_score.take() {
            let (names, score) = read_score_line(self.line, trimmed)?;
            replay.start_game(self.line, number, Some(score))?;
            self.names.get_or_insert(names);
            return Ok(());
        }
        let words: Vec<&str> = trimmed.split_whitespace().collect();
        if let ["Game", number] = words.as_slice() {
            self.resolve_pass(None)?;
            let playing = self
                .replay
                .as_ref()
                .is_some_and(|r| r.game.phase().is_playing());
            if playing {
                return fail(self.line, Problem::GameNotOver);
            }
            let number = number.parse().map_err(|_| ReadError {
                line: self.line,
                problem: expected("a game number", number),
            })?;
            self.expect_score = Some(number);
            return Ok(());
        }
        // `NNN) entries` or an unnumbered line of a `Wins` entry.
        let (body, numbered) = match trimmed.split_once(')') {
            Some((number, _))
                if !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()) =>
            {
                let offset = line.len() - line.trim_start().len() + number.len() + 1;
                (&line[offset..], true)
            }
            _ => (line, false),
        };
        let indent = body.len() - body.trim_start().len();
        let starts_right = indent >= if numbered { 8 } else { 20 };
        let items = read_items(self.line, body)?;
        if items.len() > 2 || (starts_right && items.len() > 1) {
            return fail(self.line, expected("at most one entry a column", trimmed));
        }
        for (index, item) in items.into_iter().enumerate() {
            let player = if starts_right || index == 1 {
                Player::One
            } else {
                Player::Zero
            };
            self.read_item(item, player)?;
        }
        Ok(())
    }

    fn read_length(&mut self, trimmed: &str) -> Result<(), ReadError> {
        let words: Vec<&str> = trimmed.split_whitespace().collect();
        let [length, "point", "match"] = words.as_slice() else {
            return fail(
                self.line,
                expected("the match length (\" 5 point match\")", trimmed),
            );
        };
        let length: u32 = length.parse().map_err(|_| ReadError {
            line: self.line,
            problem: expected("a match length", length),
        })?;
        let settings = MatchSettings::match_to(length).map_err(|error| ReadError {
            line: self.line,
            problem: Problem::Length(error),
        })?;
        self.replay = Some(Replay::new(Match::new(settings)));
        Ok(())
    }

    /// Settles a roll read without moves before `next` (the next entry and its column).
    fn resolve_pass(&mut self, next: Option<(&Item, Player)>) -> Result<(), ReadError> {
        let Some((line, roller)) = self.pending_pass.take() else {
            return Ok(());
        };
        let resigns = matches!(next, Some((Item::Win(_), winner)) if winner != roller);
        if resigns {
            return Ok(());
        }
        match self.replay.as_mut() {
            Some(replay) => replay.play(line, ""),
            None => Ok(()),
        }
    }

    fn read_item(&mut self, item: Item, player: Player) -> Result<(), ReadError> {
        self.resolve_pass(Some((&item, player)))?;
        let line = self.line;
        let Some(replay) = self.replay.as_mut() else {
            return Ok(());
        };
        if self.expect_score.is_some() {
            return fail(line, expected("the score line", "an entry"));
        }
        match item {
            Item::Roll { dice, moves } => {
                replay.roll(line, player, dice)?;
                if moves.is_empty() {
                    self.pending_pass = Some((line, player));
                    Ok(())
                } else {
                    replay.play(line, &moves)
                }
            }
            Item::Double(value) => replay.double(line, player, Some(value)),
            Item::Beaver(value) => replay.beaver(line, player, Some(value)),
            Item::Take => replay.answer(line, player, true),
            Item::Drop => replay.answer(line, player, false),
            Item::Win(points) => replay.win(line, player, points),
        }
    }

    fn finish(mut self) -> Result<MatchRecord, ReadError> {
        let line = self.line.max(1);
        if self.expect_score.is_some() {
            return fail(
                line,
                Problem::Truncated {
                    what: "the score line of the last game",
                },
            );
        }
        // A roll with no moves at the very end: kept as rolled, not played.
        self.pending_pass = None;
        let Some(replay) = self.replay else {
            return fail(
                line,
                Problem::Truncated {
                    what: "the match length line",
                },
            );
        };
        let names = self
            .names
            .unwrap_or_else(|| ByPlayer::new("Player 0".to_owned(), "Player 1".to_owned()));
        Ok(MatchRecord {
            names,
            game: replay.game,
        })
    }
}

fn expected(what: &'static str, found: &str) -> Problem {
    Problem::Expected {
        expected: what,
        found: found.to_owned(),
    }
}

/// ` Anna : 0        Bert : 3`: the names and the score.
fn read_score_line(
    line: usize,
    trimmed: &str,
) -> Result<(ByPlayer<String>, ByPlayer<u32>), ReadError> {
    let bad = || ReadError {
        line,
        problem: expected("the score line (\"name : 0   name : 0\")", trimmed),
    };
    let (name0, rest) = trimmed.split_once(" : ").ok_or_else(bad)?;
    let rest = rest.trim_start();
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let score0: u32 = rest[..digits].parse().map_err(|_| bad())?;
    let (name1, score1) = rest[digits..].trim().rsplit_once(" : ").ok_or_else(bad)?;
    let score1: u32 = score1.trim().parse().map_err(|_| bad())?;
    if name1.trim().is_empty() || name0.trim().is_empty() {
        return Err(bad());
    }
    Ok((
        ByPlayer::new(name0.trim().to_owned(), name1.trim().to_owned()),
        ByPlayer::new(score0, score1),
    ))
}

/// The entries of a line: rolls with their moves, cube actions, `Wins`.
fn read_items(line: usize, body: &str) -> Result<Vec<Item>, ReadError> {
    let words: Vec<&str> = body.split_whitespace().collect();
    let mut items = Vec::new();
    let mut at = 0;
    let number_after = |index: usize, what: &'static str| -> Result<u32, ReadError> {
        words
            .get(index)
            .and_then(|word| word.parse().ok())
            .ok_or_else(|| ReadError {
                line,
                problem: expected(
                    what,
                    words.get(index).copied().unwrap_or("the end of the line"),
                ),
            })
    };
    while at < words.len() {
        let word = words[at];
        match word {
            "Doubles" | "Beavers" | "Raccoons" => {
                if words.get(at + 1) != Some(&"=>") {
                    return fail(line, expected("=> and the cube value", word));
                }
                let value = number_after(at + 2, "the cube value")?;
                items.push(if word == "Doubles" {
                    Item::Double(value)
                } else {
                    Item::Beaver(value)
                });
                at += 3;
            }
            "Takes" => {
                items.push(Item::Take);
                at += 1;
            }
            "Drops" | "Passes" => {
                items.push(Item::Drop);
                at += 1;
            }
            "Wins" => {
                let points = number_after(at + 1, "the points won")?;
                if !matches!(words.get(at + 2), Some(&("point" | "points"))) {
                    return fail(
                        line,
                        expected("point or points", words.get(at + 2).unwrap_or(&"")),
                    );
                }
                at += 3;
                // `Wins 3 points and the match`, as some programs write.
                if words.get(at..at + 3) == Some(&["and", "the", "match"][..]) {
                    at += 3;
                }
                items.push(Item::Win(points));
            }
            _ => {
                let dice = read_dice(word).ok_or_else(|| ReadError {
                    line,
                    problem: expected("a roll (\"52:\"), Doubles, Takes, Drops or Wins", word),
                })?;
                at += 1;
                let start = at;
                while at < words.len() && is_move_word(words[at]) {
                    at += 1;
                }
                items.push(Item::Roll {
                    dice,
                    moves: words[start..at].join(" "),
                });
            }
        }
    }
    Ok(items)
}

/// `52:` as dice.
fn read_dice(word: &str) -> Option<Dice> {
    let digits = word.strip_suffix(':')?.as_bytes();
    let [first, second] = digits else {
        return None;
    };
    let die = |byte: u8| byte.checked_sub(b'0');
    Dice::new(die(*first)?, die(*second)?).ok()
}

/// A word that belongs to a roll's moves: anything but a roll or a keyword.
fn is_move_word(word: &str) -> bool {
    read_dice(word).is_none()
        && !matches!(
            word,
            "Doubles" | "Beavers" | "Raccoons" | "Takes" | "Drops" | "Passes" | "Wins"
        )
}
