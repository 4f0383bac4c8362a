//! Command-line arguments and the commands they run, with I/O handed in so that tests can run
//! a command without a process.

use std::fmt;
use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use bg_engine::bots::{BotKind, Level};
use bg_teach_words::TeachWords;

use crate::analyse::{analyse, AnalyseRequest};
use crate::explain::{explain, ExplainRequest};
use crate::matches::{run_match_command, MatchFiles};
use crate::moves::{list_plays, parse_position, parse_roll, run_moves_stream};
use crate::selfplay::{run_selfplay, SelfplayOptions};
use crate::ubgi::run_ubgi;

/// Exit status: success.
pub const EXIT_OK: u8 = 0;
/// Exit status: bad input (e.g. an invalid Position ID) or an I/O error.
pub const EXIT_FAILURE: u8 = 1;
/// Exit status: the arguments do not make a command.
pub const EXIT_USAGE: u8 = 2;

/// Defaults of `selfplay`.
const DEFAULT_GAMES: u64 = 1000;
const DEFAULT_SEED: u64 = 1;

/// What the arguments ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Speak UBGI on stdin/stdout.
    Ubgi,
    /// List the plays of one case, or answer a stream of cases on stdin (`None`).
    Moves(Option<MovesCase>),
    /// Play a duel, or matches.
    Selfplay(SelfplayOptions),
    /// Print the actions of a match file as JSON.
    Match(PathBuf),
    /// Explain the plays of a roll, or the cube decision, as JSON.
    Explain(ExplainRequest),
    /// Analyse every decision of a match file, as JSON.
    Analyse(AnalyseRequest),
    /// Print a usage text.
    Help(Topic),
    /// Print the version.
    Version,
}

/// The case of `bgengine moves <PositionID> <dice>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovesCase {
    pub position_id: String,
    /// One word (`31`) or two (`3 1`).
    pub dice_words: Vec<String>,
}

/// Which usage text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    General,
    Ubgi,
    Moves,
    Selfplay,
    Match,
    Explain,
    Analyse,
}

/// Arguments that make no command; the usage text of `topic` follows the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError {
    pub message: String,
    pub topic: Topic,
}

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for UsageError {}

fn usage_error(topic: Topic, message: impl Into<String>) -> UsageError {
    UsageError {
        message: message.into(),
        topic,
    }
}

/// The usage text of `topic`.
pub fn usage(topic: Topic) -> String {
    let players = BotKind::names(", ");
    match topic {
        Topic::General => format!(
            "bgengine {version}: a backgammon engine on the command line.

Usage:
  bgengine [ubgi]                       speak UBGI v0.2 on stdin and stdout (the default)
  bgengine moves <PositionID> <dice>    list every legal play of a roll
  bgengine moves                        answer lines \"<PositionID> <dice>\" from stdin
  bgengine selfplay [options]           play a duplicate-dice duel between two players
  bgengine match FILE                   print the actions of a .mat or .sgf file as JSON
  bgengine analyse [--level L] FILE     analyse every decision of a .mat or .sgf file, as JSON
  bgengine explain <ID> [<dice> [<play>]]
                                        the ranked plays with their facts and explanations,
                                        or the cube decision, as JSON
  bgengine --help | --version
  bgengine <command> --help             usage of one command

Players: {players}.",
            version = env!("CARGO_PKG_VERSION")
        ),
        Topic::Ubgi => "Usage: bgengine [ubgi]

Speaks UBGI v0.2 (Universal Backgammon Interface) on stdin and stdout: ubgi, isready, quit,
newgame, set <key> <value>, get <key>, keys, position gnubgid <PositionID>[:<MatchID>],
position xgid <XGID>, dice <d1> <d2>, go [chequer|cube|turn]. Send `keys` for the keys."
            .to_owned(),
        Topic::Moves => "Usage: bgengine moves <PositionID> <dice>
       bgengine moves < cases.txt

With a position: prints every distinct legal play, one a line, as
  <UBGI move>\\t<PositionID after the play, seen by the player who moved>
sorted by Position ID; a roll that cannot be played prints `pass` and the same Position ID.
Invalid input: a message on stderr and exit status 1.

Without: reads lines \"<PositionID> <dice>\" and answers each with one line, the sorted,
space-separated Position IDs after every legal play (an empty line when no move is possible,
`error <message>` for a line that does not read; the stream goes on).

Dice: 31, 3-1, 3,1 or 3 1."
            .to_owned(),
        Topic::Analyse => "Usage: bgengine analyse [--level L] FILE

Reads a Jellyfish .mat or GNU Backgammon SGF file and analyses every decision of both players
with the judgement of level L (world-class by default; expert is quicker), as GNU Backgammon
analyses a match. Prints one JSON object: per player (in the file's order) the unforced
decisions, the doubtful, bad and very bad errors (equity lost from 0.04, 0.08, 0.16), the
equity lost, the error rate (normalized equity lost per unforced decision x1000; in a match
also match winning chances, mwc), the rating word on GNU Backgammon's bands, the PR (equity
lost per unforced decision x500, as eXtreme Gammon and Backgammon Galaxy give it), the sum of
the luck of their rolls, the luck rate (luck per roll x1000) and its word on GNU Backgammon's
bands, their cube errors by kind (missed double, wrong double, wrong take, wrong pass:
count, equity and mwc lost, and all kinds together), and over the finished games their result,
their luck and the luck-adjusted result (the result minus their luck plus the opponent's; in
points in money play, in mwc in a match); then each finished game (winner, player 0's result,
both players' luck, player 0's luck-adjusted result), every decision (game, index of the
action, player, kind, dice, play and best play, loss, loss in mwc, whether unforced, error
size) and every roll's luck (the equity after the best play of the roll minus the average over
the 36 rolls, at 0-ply).
A file that does not read: its line and what is wrong, on stderr, and exit status 1."
            .to_owned(),
        Topic::Match => "Usage: bgengine match FILE

Reads a Jellyfish .mat or GNU Backgammon SGF file (by its extension), replaying every action
through the referee, and prints one JSON object: the match length, the final score, and per
game the score before it, whether it is the Crawford game, the winner and points, and every
action: [\"move\", player, [d1, d2], [[from, to], ...]] (points from the mover's side, 25 the
bar, 0 off), [\"roll\", player, [d1, d2]] for dice not played, [\"double\", player],
[\"beaver\", player], [\"take\", player], [\"drop\", player], [\"resign\", player, points].
A file that does not read: its line and what is wrong, on stderr, and exit status 1."
            .to_owned(),
        Topic::Explain => format!(
            "Usage: bgengine explain [--level L] [--lang en|pl|eo|et] <PositionID:MatchID> <dice> [<play>]
       bgengine explain [--level L] [--lang en|pl|eo|et] <PositionID:MatchID>

With dice: prints one line of JSON, every legal play ranked best first as the level's player
(default world-class) ranks it at the Match ID's cube and score: its notation, the Position
ID after it (seen by the mover), equity, loss, match winning chance in a match, chances of
both sides, facts (points made, blots with the opponent's shots out of 36, hits, entering
rolls, escapes, anchors, prime, builders, pips, bear-off, kind of game) and explanation
sentences (the best play against the second, every other against the best). With a play,
\"played\" explains that play against the best. Without dice: the cube decision (no double,
double/take, double/pass equities, the verdict, take point, market losers, explanation).
A bare Position ID is a money game. Dice: 31, 3-1, 3,1 or 3 1. The sentences are in
English unless --lang names Polish (pl), Esperanto (eo) or Estonian (et).

Levels: {levels}.",
            levels = Level::ALL.map(Level::name).join(", ")
        ),
        Topic::Selfplay => format!(
            "Usage: bgengine selfplay [--games N] [--seed S] [--player A] [--opponent B] [--progress]
                         [--player-weights FILE] [--opponent-weights FILE]
                         [--length L [--mat FILE] [--sgf FILE]]

Plays N cubeless money games (default {DEFAULT_GAMES}, rounded up to an even number) between A
(default pubeval) and B (default random) with duplicate dice: each dice sequence twice, the
seats swapped. Prints A's points per game with the 95% interval, the win, gammon and
backgammon rates, the games played and the games per second. --seed (default {DEFAULT_SEED})
fixes the dice and the random players' choices. --progress reports on stderr as it goes.
--player-weights and --opponent-weights give a net player other weights than the embedded
net's (a .bgnn file of the same input set), e.g. to duel two nets at World class.

With --length L: N whole matches to L points (1 to 25) with the cube, the Crawford rule and
resignations, refereed, A as player 0; match i (from 0) has the dice of seed S + i. Prints the
matches won, the games, doubles, drops, resignations and Crawford games. --mat and --sgf write
each match as a Jellyfish .mat file and as GNU Backgammon SGF (FILE itself for one match,
else FILE-001.mat, FILE-002.mat, ...).

Players: {players}."
        ),
    }
}

/// Reads the arguments (without the program name).
///
/// # Errors
/// A [`UsageError`] naming what is wrong.
pub fn parse_args(args: &[String]) -> Result<Command, UsageError> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let wants_help = |rest: &[&str]| rest.iter().any(|word| matches!(*word, "--help" | "-h"));
    match words.as_slice() {
        [] => Ok(Command::Ubgi),
        ["--help" | "-h" | "help"] => Ok(Command::Help(Topic::General)),
        ["help", topic] => topic_named(topic).map(Command::Help),
        ["--version" | "-V"] => Ok(Command::Version),
        ["ubgi", rest @ ..] => {
            if wants_help(rest) {
                Ok(Command::Help(Topic::Ubgi))
            } else if rest.is_empty() {
                Ok(Command::Ubgi)
            } else {
                Err(usage_error(Topic::Ubgi, "ubgi takes no arguments"))
            }
        }
        ["moves", rest @ ..] => {
            if wants_help(rest) {
                return Ok(Command::Help(Topic::Moves));
            }
            match rest {
                [] => Ok(Command::Moves(None)),
                [_] => Err(usage_error(
                    Topic::Moves,
                    "missing dice after the Position ID",
                )),
                [position_id, dice @ ..] if dice.len() <= 2 => {
                    Ok(Command::Moves(Some(MovesCase {
                        position_id: (*position_id).to_owned(),
                        dice_words: dice.iter().map(|word| (*word).to_owned()).collect(),
                    })))
                }
                _ => Err(usage_error(Topic::Moves, "too many arguments")),
            }
        }
        ["match", rest @ ..] => match rest {
            _ if wants_help(rest) => Ok(Command::Help(Topic::Match)),
            [path] => Ok(Command::Match(PathBuf::from(path))),
            _ => Err(usage_error(Topic::Match, "match takes one file")),
        },
        ["analyse", rest @ ..] => {
            if wants_help(rest) {
                return Ok(Command::Help(Topic::Analyse));
            }
            parse_analyse(rest).map(Command::Analyse)
        }
        ["explain", rest @ ..] => {
            if wants_help(rest) {
                return Ok(Command::Help(Topic::Explain));
            }
            parse_explain(rest).map(Command::Explain)
        }
        ["selfplay", rest @ ..] => {
            if wants_help(rest) {
                return Ok(Command::Help(Topic::Selfplay));
            }
            parse_selfplay(rest).map(Command::Selfplay)
        }
        [command, ..] => Err(usage_error(
            Topic::General,
            format!("unknown command {command:?}"),
        )),
    }
}

fn topic_named(name: &str) -> Result<Topic, UsageError> {
    match name {
        "ubgi" => Ok(Topic::Ubgi),
        "moves" => Ok(Topic::Moves),
        "selfplay" => Ok(Topic::Selfplay),
        "match" => Ok(Topic::Match),
        "explain" => Ok(Topic::Explain),
        "analyse" => Ok(Topic::Analyse),
        _ => Err(usage_error(
            Topic::General,
            format!("no command {name:?} to explain"),
        )),
    }
}

fn parse_analyse(args: &[&str]) -> Result<AnalyseRequest, UsageError> {
    let topic = Topic::Analyse;
    let (options, paths) = options_and_words(topic, &["--level"], args)?;
    let mut level = Level::WorldClass;
    for (_, value) in options {
        level = parse_level(topic, value)?;
    }
    match paths[..] {
        [path] => Ok(AnalyseRequest {
            path: PathBuf::from(path),
            level,
        }),
        _ => Err(usage_error(topic, "analyse takes one file")),
    }
}

fn parse_explain(args: &[&str]) -> Result<ExplainRequest, UsageError> {
    let topic = Topic::Explain;
    let (options, words) = options_and_words(topic, &["--level", "--lang"], args)?;
    let mut level = Level::WorldClass;
    let mut language = "en";
    for (option, value) in options {
        if option == "--level" {
            level = parse_level(topic, value)?;
        } else {
            language = TeachWords::new(value)
                .map_err(|error| usage_error(topic, error.to_string()))?
                .code();
        }
    }
    let Some((&id, words)) = words.split_first() else {
        return Err(usage_error(topic, "missing the PositionID:MatchID"));
    };
    Ok(ExplainRequest {
        id: id.to_owned(),
        words: words.iter().map(|&word| word.to_owned()).collect(),
        level,
        language: language.to_owned(),
    })
}

/// A command's options as `(NAME, VALUE)` and its other words, each in the order given.
type OptionsAndWords<'a> = (Vec<(&'a str, &'a str)>, Vec<&'a str>);

/// The arguments of `analyse` and `explain`: their options `--NAME VALUE` or `--NAME=VALUE`
/// (each NAME one of `names`), and their other words. An unknown option, or one without its
/// value, is a usage error of `topic`.
fn options_and_words<'a>(
    topic: Topic,
    names: &[&str],
    args: &[&'a str],
) -> Result<OptionsAndWords<'a>, UsageError> {
    let mut options = Vec::new();
    let mut words = Vec::new();
    let mut rest = args.iter();
    while let Some(&arg) = rest.next() {
        let (option, inline) = match arg.split_once('=') {
            Some((option, value)) if option.starts_with("--") => (option, Some(value)),
            _ => (arg, None),
        };
        if !names.contains(&option) {
            if arg.starts_with("--") {
                return Err(usage_error(topic, format!("unknown option {arg:?}")));
            }
            words.push(arg);
            continue;
        }
        let value = match inline {
            Some(value) => value,
            None => rest
                .next()
                .copied()
                .ok_or_else(|| usage_error(topic, format!("{option} needs a value")))?,
        };
        options.push((option, value));
    }
    Ok((options, words))
}

/// The level named `value` (`--level`), or a usage error of `topic`.
fn parse_level(topic: Topic, value: &str) -> Result<Level, UsageError> {
    value
        .parse()
        .map_err(|error| usage_error(topic, format!("{error}")))
}

fn parse_selfplay(args: &[&str]) -> Result<SelfplayOptions, UsageError> {
    let mut options = SelfplayOptions {
        n_games: DEFAULT_GAMES,
        seed: DEFAULT_SEED,
        player: BotKind::PubEval,
        opponent: BotKind::Random,
        progress: false,
        player_weights: None,
        opponent_weights: None,
        length: None,
        files: MatchFiles::default(),
    };
    let bad = |message: String| usage_error(Topic::Selfplay, message);
    let mut rest = args.iter();
    while let Some(&arg) = rest.next() {
        // Both `--flag value` and `--flag=value`.
        let (flag, inline_value) = match arg.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag, Some(value)),
            _ => (arg, None),
        };
        if flag == "--progress" {
            if inline_value.is_some() {
                return Err(bad("--progress takes no value".to_owned()));
            }
            options.progress = true;
            continue;
        }
        if !matches!(
            flag,
            "--games"
                | "--seed"
                | "--player"
                | "--opponent"
                | "--player-weights"
                | "--opponent-weights"
                | "--length"
                | "--mat"
                | "--sgf"
        ) {
            return Err(bad(format!("unknown option {arg:?}")));
        }
        let value = match inline_value {
            Some(value) => value,
            None => rest
                .next()
                .copied()
                .ok_or_else(|| bad(format!("{flag} needs a value")))?,
        };
        match flag {
            "--games" => {
                options.n_games = value.parse().ok().filter(|&n: &u64| n > 0).ok_or_else(|| {
                    bad(format!("--games needs a positive integer, not {value:?}"))
                })?;
            }
            "--seed" => {
                options.seed = value
                    .parse()
                    .map_err(|_| bad(format!("--seed needs an integer 0..2^64, not {value:?}")))?;
            }
            "--player" => {
                options.player = value.parse().map_err(|error| bad(format!("{error}")))?
            }
            "--player-weights" => options.player_weights = Some(value.into()),
            "--length" => {
                options.length = Some(
                    value
                        .parse()
                        .ok()
                        .filter(|length| {
                            (1..=bg_engine::referee::MAX_MATCH_LENGTH).contains(length)
                        })
                        .ok_or_else(|| {
                            bad(format!("--length needs 1 to 25 points, not {value:?}"))
                        })?,
                );
            }
            "--mat" => options.files.mat = Some(value.into()),
            "--sgf" => options.files.sgf = Some(value.into()),
            "--opponent-weights" => options.opponent_weights = Some(value.into()),
            _ => options.opponent = value.parse().map_err(|error| bad(format!("{error}")))?,
        }
    }
    let writes_files = options.files.mat.is_some() || options.files.sgf.is_some();
    if writes_files && options.length.is_none() {
        return Err(bad(
            "--mat and --sgf write matches: they need --length".to_owned()
        ));
    }
    for (weights, kind, flag) in [
        (&options.player_weights, options.player, "--player-weights"),
        (
            &options.opponent_weights,
            options.opponent,
            "--opponent-weights",
        ),
    ] {
        if weights.is_some() && !kind.is_net() {
            return Err(bad(format!("{flag} needs a net player, not {kind}")));
        }
    }
    Ok(options)
}

/// Runs the command the arguments name and returns the exit status. `stdin`, `stdout` and
/// `stderr` are handed in so that tests can run commands in process.
pub fn run(
    args: &[String],
    stdin: impl BufRead,
    mut stdout: impl Write,
    mut stderr: impl Write,
) -> u8 {
    let command = match parse_args(args) {
        Ok(command) => command,
        Err(error) => {
            let _ = writeln!(stderr, "bgengine: {error}\n\n{}", usage(error.topic));
            return EXIT_USAGE;
        }
    };
    let outcome = match command {
        Command::Ubgi => run_ubgi(stdin, &mut stdout),
        Command::Help(topic) => writeln!(stdout, "{}", usage(topic)),
        Command::Version => writeln!(stdout, "bgengine {}", env!("CARGO_PKG_VERSION")),
        Command::Moves(None) => run_moves_stream(stdin, &mut stdout).map(|_| ()),
        Command::Moves(Some(case)) => match moves_case(&case, &mut stdout) {
            Ok(result) => result,
            Err(message) => {
                let _ = writeln!(stderr, "bgengine: {message}");
                return EXIT_FAILURE;
            }
        },
        Command::Selfplay(options) => run_selfplay(&options, &mut stdout, &mut stderr).map(|_| ()),
        Command::Match(path) => match run_match_command(&path, &mut stdout) {
            Ok(result) => result,
            Err(message) => {
                let _ = writeln!(stderr, "bgengine: {message}");
                return EXIT_FAILURE;
            }
        },
        Command::Analyse(request) => match analyse(&request) {
            Ok(json) => writeln!(stdout, "{json}"),
            Err(message) => {
                let _ = writeln!(stderr, "bgengine: {message}");
                return EXIT_FAILURE;
            }
        },
        Command::Explain(request) => match explain(&request) {
            Ok(json) => writeln!(stdout, "{json}"),
            Err(message) => {
                let _ = writeln!(stderr, "bgengine: {message}");
                return EXIT_FAILURE;
            }
        },
    };
    match outcome.and_then(|()| stdout.flush()) {
        Ok(()) => EXIT_OK,
        // A reader that went away (`bgengine moves ... | head`) is not a failure.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => EXIT_OK,
        Err(error) => {
            let _ = writeln!(stderr, "bgengine: {error}");
            EXIT_FAILURE
        }
    }
}

/// `bgengine moves <PositionID> <dice>`: the listing, or the input error.
fn moves_case(case: &MovesCase, out: &mut impl Write) -> Result<io::Result<()>, String> {
    let position = parse_position(&case.position_id).map_err(|error| error.to_string())?;
    let words: Vec<&str> = case.dice_words.iter().map(String::as_str).collect();
    let dice = parse_roll(&words).map_err(|error| error.to_string())?;
    let write = || -> io::Result<()> {
        let mut out = io::BufWriter::new(out);
        for (ubgi, position_id) in list_plays(&position, dice) {
            writeln!(out, "{ubgi}\t{position_id}")?;
        }
        out.flush()
    };
    Ok(write())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_read_in_both_spellings_and_the_other_words_kept_in_order() {
        let names = ["--level", "--lang"];
        for args in [
            &["a", "--level", "expert", "b", "--lang", "pl"][..],
            &["a", "--level=expert", "b", "--lang=pl"][..],
        ] {
            assert_eq!(
                options_and_words(Topic::Explain, &names, args),
                Ok((
                    vec![("--level", "expert"), ("--lang", "pl")],
                    vec!["a", "b"]
                )),
                "{args:?}"
            );
        }
    }

    #[test]
    fn an_option_error_names_the_topic_it_was_given_for() {
        for topic in [Topic::Analyse, Topic::Explain] {
            for (args, message) in [
                (&["a", "--level"][..], "--level needs a value"),
                (&["--depth", "2"][..], "unknown option \"--depth\""),
                (&["--depth=2"][..], "unknown option \"--depth=2\""),
            ] {
                let error = options_and_words(topic, &["--level"], args).unwrap_err();
                assert_eq!(error.topic, topic, "{args:?}");
                assert_eq!(error.message, message, "{args:?}");
            }
            let error = parse_level(topic, "grandmaster").unwrap_err();
            assert_eq!(error.topic, topic);
            assert!(error.message.contains("grandmaster"), "{error}");
        }
    }

    #[test]
    fn analyse_takes_one_file_at_a_level_and_the_last_level_counts() {
        assert_eq!(
            parse_analyse(&["--level", "beginner", "x.mat", "--level=expert"]),
            Ok(AnalyseRequest {
                path: PathBuf::from("x.mat"),
                level: Level::Expert
            })
        );
        assert_eq!(parse_analyse(&["x.mat"]).unwrap().level, Level::WorldClass);
        for files in [&[][..], &["x.mat", "y.mat"][..]] {
            let error = parse_analyse(files).unwrap_err();
            assert_eq!(error.message, "analyse takes one file");
        }
        let error = parse_analyse(&["--lang", "pl", "x.mat"]).unwrap_err();
        assert_eq!(error.message, "unknown option \"--lang\"");
    }

    #[test]
    fn explain_takes_an_id_and_its_words_at_a_level_in_a_language() {
        assert_eq!(
            parse_explain(&["ID", "31", "--level=expert", "8/5", "--lang", "pl", "6/5"]),
            Ok(ExplainRequest {
                id: "ID".to_owned(),
                words: vec!["31".to_owned(), "8/5".to_owned(), "6/5".to_owned()],
                level: Level::Expert,
                language: "pl".to_owned(),
            })
        );
        let plain = parse_explain(&["ID"]).unwrap();
        assert_eq!(
            (plain.level, plain.language.as_str()),
            (Level::WorldClass, "en")
        );
        let error = parse_explain(&["--level", "expert"]).unwrap_err();
        assert_eq!(error.message, "missing the PositionID:MatchID");
        assert_eq!(error.topic, Topic::Explain);
    }
}
