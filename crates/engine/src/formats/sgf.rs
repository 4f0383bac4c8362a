//! SGF match files in GNU Backgammon's dialect (`save match`, `load match`): one game tree a
//! game, `GM[6]` for backgammon.
//!
//! ```text
//! (;FF[4]GM[6]CA[UTF-8]AP[bg-engine:0.1.0]MI[length:5][game:0][ws:0][bs:0]PW[Anna]PB[Bert]
//! RU[Crawford]RE[B+1]
//! ;B[21lnab]
//! ;W[52mhxv]
//! ;B[double]
//! ;W[drop])
//! ```
//!
//! The root node of each game says the match length, the game (0 for the first), the score of
//! White (`ws`, player 0) and Black (`bs`, player 1) before it, the rules (`Crawford`, and
//! `CrawfordGame` in the Crawford game; `Jacoby` in money play) and the result
//! (`RE[B+2R]`: Black won 2 points by resignation, the `R`; GNU Backgammon itself also marks
//! bear-offs with `R`, which the reader accepts).
//! Each move node is the mover's colour and either `double`, `take`, `drop` (a beaver is the
//! beaverer's `double`) or the dice and one letter pair (from, to) a checker move. The letters
//! number the points from White's side: `a` is White's 1-point and Black's 24-point, `y` the
//! bar, `z` off. A roll that was not played (its player resigned) is a `PL[W]DI[41]` node. A
//! game that is not over after its last node ended with the resignation its result says.
//!
//! Other properties (GNU Backgammon's analysis `A`, `DA`, comments) are skipped.

use super::events::{events_of, Event};
use super::replay::{fail, Replay};
use super::{MatchRecord, Problem, ReadError, WriteError};
use crate::dice::Dice;
use crate::movegen::Play;
use crate::player::{ByPlayer, Player};
use crate::referee::{GameEnding, Match, MatchSettings, Phase, DEFAULT_BEAVERS};

/// The match as SGF, with the players' `names` (player 0, White, first).
///
/// # Errors
/// [`WriteError::NotFromStart`] for a match set up in the middle of a game;
/// [`WriteError::RulesNotExpressible`] for a match without the cube, or money play with other
/// beaver rules than GNU Backgammon's.
pub fn write_sgf(game: &Match, names: &ByPlayer<String>) -> Result<String, WriteError> {
    let games = events_of(game)?;
    let settings = *game.settings();
    if !settings.cube() || (settings.is_money() && settings.beavers() != DEFAULT_BEAVERS) {
        return Err(WriteError::RulesNotExpressible(
            "an SGF match file has the cube, and GNU Backgammon's beavers in money play",
        ));
    }
    let mut out = String::new();
    for game_events in games {
        out.push_str(&format!(
            "(;FF[4]GM[6]CA[UTF-8]AP[bg-engine:{}]MI[length:{}][game:{}][ws:{}][bs:{}]PW[{}]PB[{}]",
            env!("CARGO_PKG_VERSION"),
            settings.length(),
            game_events.number - 1,
            game_events.score.zero,
            game_events.score.one,
            escape(&names.zero),
            escape(&names.one),
        ));
        let rules = match (
            settings.crawford(),
            game_events.crawford_game,
            settings.jacoby(),
        ) {
            (true, true, _) => "Crawford:CrawfordGame",
            (true, false, _) => "Crawford",
            (false, _, true) => "Jacoby",
            (false, _, false) => "",
        };
        if !rules.is_empty() {
            out.push_str(&format!("RU[{rules}]"));
        }
        for event in &game_events.events {
            if let Event::Win {
                winner,
                points,
                ending,
            } = *event
            {
                let mark = if ending == GameEnding::Dropped {
                    ""
                } else {
                    "R"
                };
                out.push_str(&format!("RE[{}+{points}{mark}]", colour(winner)));
            }
        }
        for event in &game_events.events {
            if let Some(node) = node_text(event) {
                out.push_str("\n;");
                out.push_str(&node);
            }
        }
        out.push_str(")\n");
    }
    Ok(out)
}

fn colour(player: Player) -> char {
    match player {
        Player::Zero => 'W',
        Player::One => 'B',
    }
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

fn node_text(event: &Event) -> Option<String> {
    Some(match *event {
        Event::Turn {
            player,
            dice,
            play: None,
        } => format!("PL[{}]DI[{}{}]", colour(player), dice.high(), dice.low()),
        Event::Turn {
            player,
            dice,
            play: Some(play),
        } => format!(
            "{}[{}{}{}]",
            colour(player),
            dice.high(),
            dice.low(),
            move_letters(player, &play)
        ),
        Event::Double { player, .. } | Event::Beaver { player, .. } => {
            format!("{}[double]", colour(player))
        }
        Event::Take { player, .. } => format!("{}[take]", colour(player)),
        Event::Drop { player } => format!("{}[drop]", colour(player)),
        Event::Win { .. } => return None,
    })
}

/// The letter of `point` (numbered from `player`'s side; 25 the bar, 0 off).
fn point_letter(player: Player, point: u8) -> char {
    match point {
        25 => 'y',
        0 => 'z',
        _ => char::from(b'a' + player.renumber(point) - 1),
    }
}

/// The point (from `player`'s side) of a letter, `None` for a letter that is not a point.
fn letter_point(player: Player, letter: u8) -> Option<u8> {
    match letter {
        b'y' => Some(25),
        b'z' => Some(0),
        b'a'..=b'x' => Some(player.renumber(letter - b'a' + 1)),
        _ => None,
    }
}

fn move_letters(player: Player, play: &Play) -> String {
    let mut moves = play.moves().to_vec();
    moves.sort_by_key(|m| std::cmp::Reverse((m.from, m.to)));
    moves
        .iter()
        .flat_map(|m| [point_letter(player, m.from), point_letter(player, m.to)])
        .collect()
}

/// A property of a node: its name, its values, the line it starts on.
struct Property {
    line: usize,
    name: String,
    values: Vec<String>,
}

struct Node {
    line: usize,
    properties: Vec<Property>,
}

impl Node {
    fn value(&self, name: &str) -> Option<&Property> {
        self.properties
            .iter()
            .find(|property| property.name == name)
    }
}

/// Reads SGF text (GNU Backgammon's dialect) into the match it records, replayed through the
/// referee.
///
/// # Errors
/// A [`ReadError`] naming the line: text that is not SGF, a game that is not backgammon, a
/// play that is not legal with its dice, an action the rules do not allow there, a score or a
/// result that is not what the games make, a file cut short.
pub fn read_sgf(text: &str) -> Result<MatchRecord, ReadError> {
    let trees = Scanner::new(text).collection()?;
    let mut replay: Option<Replay> = None;
    let mut names = None;
    for nodes in &trees {
        let Some(root) = nodes.first() else {
            continue;
        };
        if let Some(game) = root.value("GM") {
            if game.values.first().map(String::as_str) != Some("6") {
                return fail(
                    game.line,
                    expected("GM[6] (backgammon)", &game.values.concat()),
                );
            }
        }
        if let Some(setup) = ["AB", "AW", "AE"].iter().find_map(|name| root.value(name)) {
            return fail(
                setup.line,
                Problem::Unsupported("a game set up from a position"),
            );
        }
        let info = match_info(root)?;
        let replay = match replay.as_mut() {
            Some(replay) => replay,
            None => {
                let rules = root
                    .value("RU")
                    .map(|property| property.values.concat())
                    .unwrap_or_default();
                let settings = settings_of(root.line, info.length, &rules)?;
                names = Some(ByPlayer::new(
                    root.value("PW")
                        .map(|p| p.values.concat())
                        .unwrap_or_default(),
                    root.value("PB")
                        .map(|p| p.values.concat())
                        .unwrap_or_default(),
                ));
                replay.insert(Replay::new(Match::new(settings)))
            }
        };
        if info.length != replay.game.match_length() {
            return fail(
                root.line,
                expected("the same match length in every game", "another"),
            );
        }
        let number = info
            .game
            .map_or(replay.game.game_number(), |game| game.saturating_add(1));
        if replay.game.phase() != Phase::OpeningRoll || replay.game.game_number() != number {
            replay.start_game(root.line, number, info.score)?;
        } else if let Some(written) = info.score {
            let played = replay.game.score();
            if written != played {
                return fail(root.line, Problem::WrongScore { written, played });
            }
        }
        for (index, node) in nodes.iter().enumerate().skip(1) {
            read_node(replay, node, index + 1 == nodes.len())?;
        }
        if let Some(result) = root.value("RE") {
            if let Some((winner, points)) = read_result(result.values.concat().as_str()) {
                let line = nodes.last().map_or(root.line, |node| node.line);
                replay.win(line, winner, points)?;
            }
        }
    }
    let Some(replay) = replay else {
        return fail(
            text.lines().count().max(1),
            Problem::Truncated {
                what: "a game tree",
            },
        );
    };
    Ok(MatchRecord {
        names: names.unwrap_or_default(),
        game: replay.game,
    })
}

fn expected(what: &'static str, found: &str) -> Problem {
    Problem::Expected {
        expected: what,
        found: found.to_owned(),
    }
}

/// What a root node's `MI` says.
struct MatchInfo {
    length: u32,
    /// 0 for the first game.
    game: Option<u32>,
    score: Option<ByPlayer<u32>>,
}

fn match_info(root: &Node) -> Result<MatchInfo, ReadError> {
    let Some(info) = root.value("MI") else {
        return fail(
            root.line,
            expected("MI[length:N] in the game's root node", ""),
        );
    };
    let mut length = None;
    let mut game = None;
    let mut score = (None, None);
    for value in &info.values {
        let Some((key, number)) = value.split_once(':') else {
            continue;
        };
        let number: Option<u32> = number.trim().parse().ok();
        let slot = match key.trim() {
            "length" => &mut length,
            "game" => &mut game,
            "ws" => &mut score.0,
            "bs" => &mut score.1,
            _ => continue,
        };
        *slot = Some(number.ok_or_else(|| ReadError {
            line: info.line,
            problem: expected("a number", value),
        })?);
    }
    let Some(length) = length else {
        return fail(info.line, expected("MI[length:N]", &info.values.concat()));
    };
    Ok(MatchInfo {
        length,
        game,
        score: match score {
            (Some(zero), Some(one)) => Some(ByPlayer::new(zero, one)),
            _ => None,
        },
    })
}

fn settings_of(line: usize, length: u32, rules: &str) -> Result<MatchSettings, ReadError> {
    let settings = MatchSettings::match_to(length).map_err(|error| ReadError {
        line,
        problem: Problem::Length(error),
    })?;
    let has = |rule: &str| rules.split(':').any(|word| word == rule);
    Ok(if settings.is_money() {
        settings.with_jacoby(has("Jacoby"))
    } else {
        settings.with_crawford(has("Crawford"))
    })
}

/// `W+2R`, `B+1`: the winner and the points, when the result says them.
fn read_result(text: &str) -> Option<(Player, u32)> {
    let (colour, rest) = text.split_once('+')?;
    let winner = match colour {
        "W" => Player::Zero,
        "B" => Player::One,
        _ => return None,
    };
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    Some((winner, rest[..digits].parse().ok()?))
}

fn read_node(replay: &mut Replay, node: &Node, last: bool) -> Result<(), ReadError> {
    if let (Some(player), Some(dice)) = (node.value("PL"), node.value("DI")) {
        let player = read_colour(player)?;
        let value = dice.values.concat();
        let dice = read_dice(dice.line, &value)?;
        return replay.roll(node.line, player, dice);
    }
    let Some(property) = node.value("B").or_else(|| node.value("W")) else {
        return Ok(());
    };
    let player = read_colour(property)?;
    let line = property.line;
    let value = property.values.concat();
    match value.as_str() {
        "double" => {
            if matches!(replay.game.phase(), Phase::CubeOffered { .. }) {
                replay.beaver(line, player, None)
            } else {
                replay.double(line, player, None)
            }
        }
        "beaver" => replay.beaver(line, player, None),
        "take" => replay.answer(line, player, true),
        "drop" => replay.answer(line, player, false),
        _ => read_turn(replay, line, player, &value, last),
    }
}

fn read_colour(property: &Property) -> Result<Player, ReadError> {
    let value = if property.name == "PL" {
        property.values.concat()
    } else {
        property.name.clone()
    };
    match value.as_str() {
        "W" => Ok(Player::Zero),
        "B" => Ok(Player::One),
        _ => fail(property.line, expected("W or B", &value)),
    }
}

fn read_dice(line: usize, value: &str) -> Result<Dice, ReadError> {
    let bytes = value.as_bytes();
    let die = |index: usize| bytes.get(index).and_then(|byte| byte.checked_sub(b'0'));
    match (die(0), die(1)) {
        (Some(first), Some(second)) => Dice::new(first, second).map_err(|_| ReadError {
            line,
            problem: expected("two dice 1 to 6", value),
        }),
        _ => fail(line, expected("two dice", value)),
    }
}

/// `52mhxv`: the dice, then a letter pair a checker move.
fn read_turn(
    replay: &mut Replay,
    line: usize,
    player: Player,
    value: &str,
    last: bool,
) -> Result<(), ReadError> {
    let dice = read_dice(line, value)?;
    let letters = value.as_bytes().get(2..).unwrap_or_default();
    let mut moves = Vec::new();
    for pair in letters.chunks(2) {
        let point = |index: usize| {
            pair.get(index)
                .and_then(|&letter| letter_point(player, letter))
        };
        match (point(0), point(1)) {
            (Some(from), Some(to)) => moves.push(format!("{from}/{to}")),
            _ => return fail(line, expected("pairs of point letters a to z", value)),
        }
    }
    // After a `PL`/`DI` roll the dice are already rolled for this player.
    let already_rolled = replay.rolled() == Some(dice) && replay.game.to_act() == Some(player);
    if !already_rolled {
        replay.roll(line, player, dice)?;
    }
    if moves.is_empty() && last {
        // GNU Backgammon ends a file in the middle of a turn with the dice and no moves: the
        // roll stays to be played, unless no move is possible.
        let only_pass = replay
            .game
            .legal_plays()
            .iter()
            .all(|play| play.moves().is_empty());
        if !only_pass {
            return Ok(());
        }
    }
    replay.play(line, &moves.join(" "))
}

/// Reads SGF's tree syntax, keeping lines for the errors.
struct Scanner<'a> {
    bytes: &'a [u8],
    at: usize,
    line: usize,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str) -> Scanner<'a> {
        Scanner {
            bytes: text.as_bytes(),
            at: 0,
            line: 1,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn bump(&mut self) -> Option<u8> {
        let byte = self.peek()?;
        self.at += 1;
        if byte == b'\n' {
            self.line += 1;
        }
        Some(byte)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|byte| byte.is_ascii_whitespace()) {
            self.bump();
        }
    }

    fn found(&self) -> String {
        let end = (self.at + 12).min(self.bytes.len());
        String::from_utf8_lossy(&self.bytes[self.at..end]).into_owned()
    }

    /// Game trees until the end of the text.
    fn collection(&mut self) -> Result<Vec<Vec<Node>>, ReadError> {
        let mut trees = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                None => break,
                Some(b'(') => {
                    self.bump();
                    trees.push(self.tree()?);
                }
                Some(_) => {
                    return fail(self.line, expected("( to start a game tree", &self.found()))
                }
            }
        }
        if trees.is_empty() {
            return fail(
                self.line,
                Problem::Truncated {
                    what: "a game tree",
                },
            );
        }
        Ok(trees)
    }

    /// The nodes of a game tree whose `(` has been read, to its `)`.
    fn tree(&mut self) -> Result<Vec<Node>, ReadError> {
        let mut nodes = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                None => {
                    return fail(
                        self.line,
                        Problem::Truncated {
                            what: "the ) ending a game tree",
                        },
                    )
                }
                Some(b')') => {
                    self.bump();
                    return Ok(nodes);
                }
                Some(b';') => {
                    let line = self.line;
                    self.bump();
                    nodes.push(Node {
                        line,
                        properties: self.properties()?,
                    });
                }
                Some(b'(') => {
                    return fail(
                        self.line,
                        Problem::Unsupported("a variation (a game tree inside another)"),
                    )
                }
                Some(_) => {
                    return fail(self.line, expected("; or ) in a game tree", &self.found()))
                }
            }
        }
    }

    fn properties(&mut self) -> Result<Vec<Property>, ReadError> {
        let mut properties = Vec::new();
        loop {
            self.skip_space();
            let start = self.at;
            while self.peek().is_some_and(|byte| byte.is_ascii_alphabetic()) {
                self.bump();
            }
            if self.at == start {
                return Ok(properties);
            }
            let name = String::from_utf8_lossy(&self.bytes[start..self.at]).into_owned();
            let line = self.line;
            let mut values = Vec::new();
            loop {
                self.skip_space();
                if self.peek() != Some(b'[') {
                    break;
                }
                self.bump();
                values.push(self.value()?);
            }
            if values.is_empty() {
                return fail(line, expected("[value] after the property name", &name));
            }
            properties.push(Property { line, name, values });
        }
    }

    /// A value whose `[` has been read, to its `]`, with `\` escapes undone.
    fn value(&mut self) -> Result<String, ReadError> {
        let mut bytes = Vec::new();
        loop {
            match self.bump() {
                None => {
                    return fail(
                        self.line,
                        Problem::Truncated {
                            what: "the ] ending a value",
                        },
                    )
                }
                Some(b']') => return Ok(String::from_utf8_lossy(&bytes).into_owned()),
                Some(b'\\') => match self.bump() {
                    None => {
                        return fail(
                            self.line,
                            Problem::Truncated {
                                what: "the ] ending a value",
                            },
                        )
                    }
                    Some(byte) => bytes.push(byte),
                },
                Some(byte) => bytes.push(byte),
            }
        }
    }
}
