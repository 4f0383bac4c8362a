//! The UBGI v0.2 engine loop (Universal Backgammon Interface, `docs/ubgi-v0.2-spec.md` in
//! bungogood/bgci): line commands in, response lines out.
//!
//! [`UbgiSession::handle_line`] answers one line without any I/O, for tests and fuzzing;
//! [`run_ubgi`] drives a session over a reader and a writer, flushing after every response
//! line. A bad line never stops the loop: it gets an `error <code> <detail>` line
//! ([`UbgiError`]); details echo at most 40 printable characters of the input.
//!
//! # Commands
//!
//! - `ubgi`: `id name`, `id author`, `proto 0.2`, a `key` line per key, `ubgiok`.
//! - `isready` (`readyok`), `quit`, `newgame` (forgets the position and the dice).
//! - `keys`, `get <key>` (`value <key> <value>`), `set <key> <value>`. Keys: `engine.player`
//!   (`pubeval`, the default, `random`, a level's name from `beginner` to `world-class`, or
//!   `expert-1ply`), `engine.level` (the net player's level: sets `engine.player`; `none` for
//!   the other players), `engine.seed` (the random player's seed, minor), `engine.ply` (the
//!   decision depth, root-inclusive: 1 is GNU Backgammon's 0-ply, 3 its 2-ply; the player's own
//!   until set; above 1 only for the net), `game.variant` (only `backgammon`), `game.beavers`
//!   (`false` by default; `true` lets a double in money play be answered `beaver`). See
//!   [`options`](Options).
//! - `position gnubgid <PositionID>[:<MatchID>]`, `position xgid <XGID>`. A bare Position ID is
//!   a money game, cube centred, before the roll, no Jacoby rule. The Match ID (or XGID) gives
//!   the cube, the score, the Crawford game, and the dice when rolled. `position` replaces the
//!   dice with those of the ID (none when it has none); a failed `position` clears the position,
//!   so that a later `go` cannot silently answer about the previous one.
//! - `dice <d1> <d2>`: the dice to play, replacing any.
//! - `go` / `go chequer` -> `bestmove <moves>` (`24/18 18/13`, `bar/22`, `6/off`, `pass`);
//!   `go cube` -> `bestcube double|nodouble`, or `take|drop` when a double is pending (also
//!   `beaver` with `game.beavers` set, for a fresh double in money play);
//!   `go turn` -> `bestturn cube=nodouble move=<moves>`, `bestturn cube=double` (the move waits
//!   for the answer to the double), or `bestturn cube=take|drop|beaver` when a double is
//!   pending.
//!
//! The engine decides for the player who must act: the player on roll, or, when the Match ID
//! has its double-offered bit set (the board then seen by the doubler, as gnubg writes it), the
//! player offered the cube. The player on roll is asked to double only when the referee allows
//! it: not in the Crawford game, not with the opponent's cube, not with a dead cube in a match
//! (the current value already wins the match), not after rolling; otherwise the answer is
//! `nodouble`. Blank lines are ignored; keywords are case-sensitive.
//!
//! # Errors
//!
//! `bad_command`: unknown command, wrong number of words, a line over [`MAX_LINE`] bytes.
//! `bad_value`: dice out of 1..6, an ID that does not read or describes an impossible match
//! state, a key value out of range. `bad_state`: `go` without a position or without dice,
//! `go chequer` with a double pending, no game in progress in the Match ID. `unsupported`:
//! unknown keys, other variants, other position formats, `setoption` (v0.1), resignation
//! decisions, an XGID with a beaver pending.
//!
//! # Not implemented
//!
//! Resignations (UBGI v0.2 has no command for them: a Match ID with a resignation pending is
//! answered `unsupported`), `info` lines, `stop` and search limits (the deepest search, World class,
//! takes a fraction of a second).

mod error;
mod game;
mod options;

use std::io::{self, BufRead, Write};

use bg_engine::bots::Bot;
use bg_engine::referee::Match;
use bg_engine::Dice;

pub use error::UbgiError;
pub use game::Request;
pub use options::{Options, KEY_NAMES};

use crate::lines::{Line, LineReader};
use error::echo;

/// Longest command line read; longer lines are answered with `error bad_command` and skipped.
/// The longest legitimate line, `position xgid` with an XGID, is under 100 bytes.
pub const MAX_LINE: usize = 4096;

/// What the engine answers to one line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Response {
    /// The lines to print, in order, each without its newline.
    pub lines: Vec<String>,
    /// True after `quit`: the loop must end.
    pub quit: bool,
}

impl Response {
    fn none() -> Response {
        Response::default()
    }

    fn line(line: impl Into<String>) -> Response {
        Response {
            lines: vec![line.into()],
            quit: false,
        }
    }
}

/// The state of one engine session: options, position and dice.
pub struct UbgiSession {
    options: Options,
    bot: Box<dyn Bot>,
    game: Option<Match>,
    dice: Option<Dice>,
}

impl Default for UbgiSession {
    fn default() -> UbgiSession {
        UbgiSession::new()
    }
}

impl UbgiSession {
    /// A session with the default options (player pubeval) and no position.
    pub fn new() -> UbgiSession {
        let options = Options::default();
        UbgiSession {
            bot: options.make_player(),
            options,
            game: None,
            dice: None,
        }
    }

    /// The current option values.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Answers one command line (without its newline). Never panics, whatever the text.
    pub fn handle_line(&mut self, line: &str) -> Response {
        let words: Vec<&str> = line.split_ascii_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            return Response::none();
        };
        let result = match command {
            "ubgi" => no_args(command, args).map(|()| handshake()),
            "isready" => no_args(command, args).map(|()| Response::line("readyok")),
            "quit" => no_args(command, args).map(|()| Response {
                lines: Vec::new(),
                quit: true,
            }),
            "newgame" => no_args(command, args).map(|()| {
                self.game = None;
                self.dice = None;
                Response::none()
            }),
            "keys" => no_args(command, args).map(|()| Response {
                lines: Options::key_lines(),
                quit: false,
            }),
            "set" => self.set(args),
            "get" => match args {
                [key] => self.options.get(key).map(Response::line),
                _ => Err(UbgiError::BadCommand("expected: get <key>".to_owned())),
            },
            "position" => self.position(args),
            "dice" => self.dice(args),
            "go" => self.go(args),
            "setoption" => Err(UbgiError::Unsupported(
                "setoption (UBGI v0.1): use set <key> <value>".to_owned(),
            )),
            _ => Err(UbgiError::BadCommand(format!(
                "unknown command {}",
                echo(command)
            ))),
        };
        result.unwrap_or_else(|error| Response::line(error.to_string()))
    }

    fn set(&mut self, args: &[&str]) -> Result<Response, UbgiError> {
        let [key, value] = args else {
            return Err(UbgiError::BadCommand(
                "expected: set <key> <value>".to_owned(),
            ));
        };
        let mut options = self.options;
        options.set(key, value)?;
        if options != self.options {
            self.options = options;
            self.bot = options.make_player();
        }
        Ok(Response::none())
    }

    fn position(&mut self, args: &[&str]) -> Result<Response, UbgiError> {
        self.game = None;
        self.dice = None;
        let (game, dice) =
            match args {
                ["gnubgid", id] => game::read_gnubg_id(id)?,
                ["xgid", id] => game::read_xgid(id)?,
                [format, ..] if !matches!(*format, "gnubgid" | "xgid") => {
                    return Err(UbgiError::Unsupported(format!(
                        "position format {}",
                        echo(format)
                    )))
                }
                _ => return Err(UbgiError::BadCommand(
                    "expected: position gnubgid <PositionID>[:<MatchID>] | position xgid <XGID>"
                        .to_owned(),
                )),
            };
        self.game = Some(game);
        self.dice = dice;
        Ok(Response::none())
    }

    fn dice(&mut self, args: &[&str]) -> Result<Response, UbgiError> {
        let [first, second] = args else {
            return Err(UbgiError::BadCommand("expected: dice <d1> <d2>".to_owned()));
        };
        let die = |text: &str| -> Result<u8, UbgiError> {
            text.parse::<u8>()
                .ok()
                .filter(|value| (1..=6).contains(value))
                .ok_or_else(|| UbgiError::BadValue(format!("dice must_be 1..6 not {}", echo(text))))
        };
        let dice = Dice::new(die(first)?, die(second)?)
            .map_err(|error| UbgiError::BadValue(error.to_string()))?;
        self.dice = Some(dice);
        Ok(Response::none())
    }

    fn go(&mut self, args: &[&str]) -> Result<Response, UbgiError> {
        let request = match args {
            [] | ["chequer"] => Request::Chequer,
            ["cube"] => Request::Cube,
            ["turn"] => Request::Turn,
            _ => {
                return Err(UbgiError::BadCommand(
                    "expected: go [chequer|cube|turn]".to_owned(),
                ))
            }
        };
        let game = self
            .game
            .as_ref()
            .ok_or_else(|| UbgiError::BadState("missing position".to_owned()))?;
        game::decide(
            game,
            self.dice,
            request,
            self.bot.as_mut(),
            self.options.beavers,
        )
        .map(Response::line)
    }
}

/// `command` takes no arguments.
fn no_args(command: &str, args: &[&str]) -> Result<(), UbgiError> {
    if args.is_empty() {
        Ok(())
    } else {
        Err(UbgiError::BadCommand(format!("expected: {command}")))
    }
}

/// The answer to `ubgi`: identity, protocol version, keys, `ubgiok`.
fn handshake() -> Response {
    let mut lines = vec![
        format!("id name bgengine {}", env!("CARGO_PKG_VERSION")),
        "id author the bg-web authors".to_owned(),
        "proto 0.2".to_owned(),
    ];
    lines.extend(Options::key_lines());
    lines.push("ubgiok".to_owned());
    Response { lines, quit: false }
}

/// Runs a UBGI session until `quit` or the end of `input`, flushing `output` after every
/// response line as the protocol requires.
///
/// # Errors
/// Only I/O errors of `input` or `output`; bad lines are answered, never returned.
pub fn run_ubgi(input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut reader = LineReader::new(input, MAX_LINE);
    let mut session = UbgiSession::new();
    while let Some(line) = reader.next_line()? {
        let response = match line {
            Line::Text(text) => session.handle_line(text),
            Line::TooLong { length } => Response::line(
                UbgiError::BadCommand(format!("line of {length} bytes, longer than {MAX_LINE}"))
                    .to_string(),
            ),
        };
        for line in &response.lines {
            writeln!(output, "{line}")?;
            output.flush()?;
        }
        if response.quit {
            break;
        }
    }
    output.flush()
}
