//! The UBGI v0.2 engine loop (Universal Backgammon Interface, `docs/ubgi-v0.2-spec.md` in
//! bungogood/bgci): line commands in, response lines out.
//!
//! [`UbgiSession::handle_line`] answers one line without any I/O, for tests and fuzzing;
//! [`run_ubgi`] drives a session over a reader and a writer. A bad line never stops the loop:
//! it gets an `error <code> <detail>` line ([`UbgiError`]) and the session state is left as the
//! error says (a failed `position` clears the position, so that a later `go` cannot silently
//! answer about the previous one).
//!
//! Commands: `ubgi`, `isready`, `quit`, `newgame`, `set <key> <value>`, `get <key>`, `keys`,
//! `position gnubgid <PositionID>[:<MatchID>]`, `position xgid <XGID>`, `dice <d1> <d2>`, `go`,
//! `go chequer`, `go cube`, `go turn`. Blank lines are ignored. Keywords are case-sensitive.
//!
//! The engine decides for the player who must act in the position given: the player on roll,
//! or, when the Match ID (or XGID) says a double is pending, the player offered the cube, whose
//! `go cube` answer is `bestcube take` or `bestcube drop`. `position` clears the dice unless
//! the ID carries them; `dice` replaces them.

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
            bot: options.player.make(options.seed),
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
            self.bot = options.player.make(options.seed);
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
        game::decide(game, self.dice, request, self.bot.as_mut()).map(Response::line)
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
