//! The save file: the match's setup and its action log as JSON text, for localStorage.
//!
//! The referee's log replays to the state ([`Match::replay`]), so the log is all that is kept.
//! Each action is a short string: `o:31` an opening roll (player 0's die, player 1's die),
//! `r:64` a roll, `d` double, `t` take, `x` drop, `b` beaver, `p:8/5 6/5` a play in UBGI
//! notation (`p:pass` when nothing moves), `R:s`/`R:g`/`R:b` a resignation, `a` accept,
//! `j` reject, `n` the next game. Dice are actions, so a save holds every roll already shown.
//!
//! Version 2 adds `steps`: the checkers a person has already moved in the turn in progress, as
//! `from:die` in the mover's numbering (`25` the bar), e.g. `["8:3", "6:1"]`, so that a reload
//! in the middle of a turn resumes with them moved. Version 1 saves (no steps) still load.
//! Version 2 also has an optional `start`: the GNU Backgammon ID (`PositionID:MatchID`) of the
//! state the log starts from, for a match set up from a position rather than the opening
//! (the tests start bear-offs this way); the referee's rules then come from that ID.
//!
//! Version 3 adds `marks`: the errors the tutor found in the people's decisions, each the
//! index of the action in the log and GNU Backgammon's mark (`?!` doubtful, `?` bad, `??`
//! very bad), e.g. `["4:?", "17:??"]`, so that the move log still marks them after a reload.
//! Versions 1 and 2 (no marks) still load, with none.

use std::fmt;

use bg_engine::analysis::ErrorSize;
use bg_engine::ids::GnubgId;
use bg_engine::notation::{parse_play_among, write_ubgi};
use bg_engine::referee::{Action, ActionError, Match, Phase, SettingsError};
use bg_engine::turn::{Step, Turn};
use bg_engine::Dice;
use bg_engine::WinKind;
use serde::{Deserialize, Serialize};

use crate::setup::GameSetup;

/// The version this code writes. It also reads [`OLDEST_VERSION`] and every version between.
pub const SAVE_VERSION: u32 = 3;
/// The oldest version this code reads.
pub const OLDEST_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct SaveFile {
    version: u32,
    setup: GameSetup,
    actions: Vec<String>,
    /// The steps of the turn in progress (version 2; absent in version 1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    steps: Vec<String>,
    /// The GNU Backgammon ID of a set-up start (version 2); absent for a match from the start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start: Option<String>,
    /// The tutor's marks, `index:mark` (version 3; absent before, and when there is none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    marks: Vec<String>,
}

/// What a save restores: the setup, the match, the steps already played in the turn in
/// progress, and the errors the tutor found (the index of the action in the log and the
/// error's size, in the order they were made).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub setup: GameSetup,
    pub game: Match,
    pub steps: Vec<Step>,
    pub errors: Vec<(usize, ErrorSize)>,
}

/// Why a saved text cannot be restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not the JSON of a save file.
    Json(String),
    /// A set-up start that is not a valid GNU Backgammon ID.
    Start(String),
    /// A save from another version of the app.
    Version(u32),
    /// The saved rules are not valid.
    Settings(SettingsError),
    /// An action that cannot be read.
    BadAction { index: usize, text: String },
    /// An action the referee refuses at its place in the log.
    Refused { index: usize, error: ActionError },
    /// A step of the turn in progress that cannot be read or played there (or steps saved when
    /// no person is moving).
    BadStep { index: usize, text: String },
    /// A tutor's mark that cannot be read, names no action of the log, or does not follow the
    /// mark before it.
    BadMark { index: usize, text: String },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Json(error) => write!(f, "the save is not readable: {error}"),
            LoadError::Start(error) => write!(f, "the saved starting position is invalid: {error}"),
            LoadError::Version(version) => {
                write!(f, "the save is from another version ({version})")
            }
            LoadError::Settings(error) => write!(f, "the saved rules are invalid: {error}"),
            LoadError::BadAction { index, text } => {
                write!(f, "saved action {} ({text:?}) is unreadable", index + 1)
            }
            LoadError::Refused { index, error } => {
                write!(f, "saved action {} is not allowed: {error}", index + 1)
            }
            LoadError::BadStep { index, text } => {
                write!(
                    f,
                    "saved checker move {} ({text:?}) is not allowed",
                    index + 1
                )
            }
            LoadError::BadMark { index, text } => {
                write!(f, "saved error mark {} ({text:?}) is unreadable", index + 1)
            }
        }
    }
}

impl std::error::Error for LoadError {}

/// The save text of a match played under `setup`, between turns (no step played).
pub fn encode(setup: &GameSetup, game: &Match) -> String {
    encode_with_steps(setup, game, &[])
}

/// The save text of a match played under `setup`, with the `steps` already played in the turn
/// in progress.
pub fn encode_with_steps(setup: &GameSetup, game: &Match, steps: &[Step]) -> String {
    encode_file(setup, game, steps, &[])
}

/// The save text of everything `saved` holds: the match, the turn's steps and the tutor's
/// marks (what the page stores).
pub fn encode_saved(saved: &Saved) -> String {
    encode_file(&saved.setup, &saved.game, &saved.steps, &saved.errors)
}

fn encode_file(
    setup: &GameSetup,
    game: &Match,
    steps: &[Step],
    errors: &[(usize, ErrorSize)],
) -> String {
    let file = SaveFile {
        version: SAVE_VERSION,
        setup: setup.clone(),
        actions: game.log().iter().map(action_text).collect(),
        steps: steps.iter().map(step_text).collect(),
        start: set_up_start(game),
        marks: errors.iter().filter_map(mark_text).collect(),
    };
    // Serializing these plain types cannot fail; an empty string would only lose the save.
    serde_json::to_string(&file).unwrap_or_default()
}

/// The setup and the match a save text describes, replayed action by action (the steps of a
/// turn in progress are checked, then left out).
///
/// # Errors
/// A [`LoadError`] saying what is wrong; nothing panics on any text.
pub fn decode(text: &str) -> Result<(GameSetup, Match), LoadError> {
    decode_saved(text).map(|saved| (saved.setup, saved.game))
}

/// The setup, the match and the turn's steps a save text describes, replayed action by
/// action and step by step.
///
/// # Errors
/// A [`LoadError`] saying what is wrong; nothing panics on any text.
pub fn decode_saved(text: &str) -> Result<Saved, LoadError> {
    let file = read_file(text)?;
    let (setup, start) = setup_and_start(&file)?;
    let game = replay(start, &file.actions, 0)?;
    let steps = check_steps(&setup, &game, &file.steps)?;
    let errors = read_marks(&game, &file.marks)?;
    Ok(Saved {
        setup,
        game,
        steps,
        errors,
    })
}

/// [`decode`], continuing from `known`, a match decoded before with its setup: when the save
/// has the same setup and starting state and `known`'s log is the beginning of the save's,
/// only the actions after it are replayed, so that a reader asked about every turn of a long
/// match (the computer's worker) replays each action once. Otherwise the same as [`decode`].
///
/// # Errors
/// A [`LoadError`] saying what is wrong; nothing panics on any text.
pub fn decode_continuing(
    text: &str,
    known: Option<(&GameSetup, &Match)>,
) -> Result<(GameSetup, Match), LoadError> {
    let file = read_file(text)?;
    let (setup, start) = setup_and_start(&file)?;
    let game = match known {
        Some((known_setup, game))
            if *known_setup == setup
                && game.initial() == start
                && game.log().len() <= file.actions.len()
                && game
                    .log()
                    .iter()
                    .zip(&file.actions)
                    .all(|(action, text)| action_text(action) == *text) =>
        {
            replay(game.clone(), &file.actions, game.log().len())?
        }
        _ => replay(start, &file.actions, 0)?,
    };
    check_steps(&setup, &game, &file.steps)?;
    Ok((setup, game))
}

fn read_file(text: &str) -> Result<SaveFile, LoadError> {
    let file: SaveFile =
        serde_json::from_str(text).map_err(|error| LoadError::Json(error.to_string()))?;
    if !(OLDEST_VERSION..=SAVE_VERSION).contains(&file.version) {
        return Err(LoadError::Version(file.version));
    }
    Ok(file)
}

/// The setup of a save and the state its log starts from.
fn setup_and_start(file: &SaveFile) -> Result<(GameSetup, Match), LoadError> {
    let setup = file.setup.clone().normalized();
    let settings = setup.settings().map_err(LoadError::Settings)?;
    let start = match &file.start {
        None => Match::new(settings),
        Some(start) => {
            let id: GnubgId = start
                .parse()
                .map_err(|error| LoadError::Start(format!("{error}")))?;
            // The Match ID carries no beaver rule: the setup's is the match's.
            Match::from_gnubg_id_with_beavers(&id, settings.beavers())
                .map_err(|error| LoadError::Start(format!("{error}")))?
        }
    };
    Ok((setup, start))
}

/// `game` with the saved `actions` from index `from` on applied.
fn replay(mut game: Match, actions: &[String], from: usize) -> Result<Match, LoadError> {
    for (index, text) in actions.iter().enumerate().skip(from) {
        let action = parse_action(text, &game).ok_or_else(|| LoadError::BadAction {
            index,
            text: text.clone(),
        })?;
        game.apply_mut(action)
            .map_err(|error| LoadError::Refused { index, error })?;
    }
    Ok(game)
}

/// The GNU Backgammon ID of the state `game`'s log starts from, when that is not the start of a
/// new match (a match set up from a position).
fn set_up_start(game: &Match) -> Option<String> {
    let initial = game.initial();
    (initial != Match::new(*initial.settings())).then(|| initial.gnubg_id().to_string())
}

/// The save string of one step: `from:die`.
pub fn step_text(step: &Step) -> String {
    format!("{}:{}", step.from, step.die)
}

/// The steps saved, read and played on the turn in progress of `game`; an error for the first
/// that cannot be, or for any step when no person is moving.
fn check_steps(setup: &GameSetup, game: &Match, texts: &[String]) -> Result<Vec<Step>, LoadError> {
    if texts.is_empty() {
        return Ok(Vec::new());
    }
    let bad = |index: usize| LoadError::BadStep {
        index,
        text: texts[index].clone(),
    };
    let mut turn = match game.phase() {
        Phase::Moving { on_roll, dice } if setup.is_human(on_roll) => {
            Turn::new(game.position(), dice)
        }
        _ => return Err(bad(0)),
    };
    let mut steps = Vec::with_capacity(texts.len());
    for (index, text) in texts.iter().enumerate() {
        let (from, die) = parse_step(text).ok_or_else(|| bad(index))?;
        // The turn names the step (and works out whether it hits) only when it is legal now.
        let step = turn.step(from, die).ok_or_else(|| bad(index))?;
        turn.play_step(step).map_err(|_| bad(index))?;
        steps.push(step);
    }
    Ok(steps)
}

/// The save string of a tutor's mark, `index:mark` (`None` for no error, which is never
/// kept).
fn mark_text(&(index, size): &(usize, ErrorSize)) -> Option<String> {
    (size != ErrorSize::None).then(|| format!("{index}:{}", size.mark()))
}

/// The tutor's marks saved, read: each `index:mark` with a mark of GNU Backgammon's, an index
/// of an action of `game`'s log, after the index of the mark before; an error for the first
/// that is not.
fn read_marks(game: &Match, texts: &[String]) -> Result<Vec<(usize, ErrorSize)>, LoadError> {
    let mut errors: Vec<(usize, ErrorSize)> = Vec::with_capacity(texts.len());
    for (index, text) in texts.iter().enumerate() {
        let bad = || LoadError::BadMark {
            index,
            text: text.clone(),
        };
        let (at, mark) = text.split_once(':').ok_or_else(bad)?;
        let at: usize = at.parse().map_err(|_| bad())?;
        let size = [ErrorSize::Doubtful, ErrorSize::Bad, ErrorSize::VeryBad]
            .into_iter()
            .find(|size| size.mark() == mark)
            .ok_or_else(bad)?;
        let follows = errors.last().is_none_or(|&(before, _)| before < at);
        if at >= game.log().len() || !follows {
            return Err(bad());
        }
        errors.push((at, size));
    }
    Ok(errors)
}

/// The checker (its point in the mover's numbering, 25 the bar) and the die a save string
/// names, if it names them.
fn parse_step(text: &str) -> Option<(u8, u8)> {
    let (from, die) = text.split_once(':')?;
    Some((from.parse().ok()?, die.parse().ok()?))
}

/// The save string of one action.
pub fn action_text(action: &Action) -> String {
    match action {
        Action::OpeningRoll { zero, one } => format!("o:{zero}{one}"),
        Action::Roll(dice) => format!("r:{dice}"),
        Action::Double => "d".to_owned(),
        Action::Take => "t".to_owned(),
        Action::Drop => "x".to_owned(),
        Action::Beaver => "b".to_owned(),
        Action::Play(play) => format!("p:{}", write_ubgi(play)),
        Action::Resign(kind) => format!("R:{}", kind_letter(*kind)),
        Action::AcceptResignation => "a".to_owned(),
        Action::RejectResignation => "j".to_owned(),
        Action::NextGame => "n".to_owned(),
    }
}

fn kind_letter(kind: WinKind) -> char {
    match kind {
        WinKind::Single => 's',
        WinKind::Gammon => 'g',
        WinKind::Backgammon => 'b',
    }
}

/// The action a save string names, in the state `game` (plays are resolved against its legal
/// plays); `None` when the text names no action.
pub fn parse_action(text: &str, game: &Match) -> Option<Action> {
    let (head, rest) = text.split_once(':').unwrap_or((text, ""));
    Some(match (head, rest) {
        ("o", digits) => {
            let dice: Dice = digits.parse().ok()?;
            Action::OpeningRoll {
                zero: dice.first(),
                one: dice.second(),
            }
        }
        ("r", digits) => Action::Roll(digits.parse().ok()?),
        ("d", "") => Action::Double,
        ("t", "") => Action::Take,
        ("x", "") => Action::Drop,
        ("b", "") => Action::Beaver,
        ("a", "") => Action::AcceptResignation,
        ("j", "") => Action::RejectResignation,
        ("n", "") => Action::NextGame,
        ("R", "s") => Action::Resign(WinKind::Single),
        ("R", "g") => Action::Resign(WinKind::Gammon),
        ("R", "b") => Action::Resign(WinKind::Backgammon),
        ("p", moves) => {
            let Phase::Moving { dice, .. } = game.phase() else {
                return None;
            };
            let plays = game.legal_plays();
            if moves == "pass" {
                let pass = plays.iter().find(|play| play.moves().is_empty())?;
                Action::Play(*pass)
            } else {
                Action::Play(parse_play_among(&game.position(), dice, &plays, moves).ok()?)
            }
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::dice::{DiceSource, SeededDice};
    use bg_engine::referee::MatchSettings;

    /// A match played by always taking the first legal play, with doubles now and then.
    fn played(n_actions: usize) -> Match {
        let mut dice = SeededDice::new(5);
        let mut game = Match::new(MatchSettings::match_to(3).unwrap());
        while game.log().len() < n_actions {
            let action = match game.phase() {
                Phase::OpeningRoll => Action::OpeningRoll {
                    zero: dice.roll_die(),
                    one: dice.roll_die(),
                },
                Phase::AwaitingRoll { on_roll } if game.log().len().is_multiple_of(7) => {
                    if game.can_double(on_roll) {
                        Action::Double
                    } else {
                        Action::Roll(dice.roll())
                    }
                }
                Phase::AwaitingRoll { .. } => Action::Roll(dice.roll()),
                Phase::CubeOffered { .. } => Action::Take,
                Phase::Moving { .. } => Action::Play(game.legal_plays()[0]),
                Phase::GameOver { .. } => Action::NextGame,
                _ => break,
            };
            game.apply_mut(action).unwrap();
        }
        game
    }

    #[test]
    fn continuing_from_a_match_decoded_before_gives_what_decoding_afresh_gives() {
        let setup = GameSetup {
            length: 3,
            ..GameSetup::default()
        };
        let earlier = played(120);
        let later = played(200);
        let text = encode(&setup, &later);
        let afresh = decode(&text).unwrap();
        let other_setup = GameSetup {
            length: 5,
            ..setup.clone()
        };
        // A continuation, a match that is not the beginning of this one (the later one is not
        // a prefix of the earlier), another setup, nothing known.
        for known in [
            Some((&setup, &earlier)),
            Some((&setup, &later)),
            Some((&other_setup, &earlier)),
            None,
        ] {
            let (decoded_setup, game) = decode_continuing(&text, known).unwrap();
            assert_eq!(decoded_setup, afresh.0);
            assert_eq!(game.log(), afresh.1.log());
            assert_eq!(game.position(), afresh.1.position());
        }
        let shorter = encode(&setup, &earlier);
        let (_, game) = decode_continuing(&shorter, Some((&setup, &later))).unwrap();
        assert_eq!(game.log(), earlier.log());
        // A bad save is an error either way.
        assert!(decode_continuing("{}", Some((&setup, &earlier))).is_err());
    }

    #[test]
    fn a_saved_match_restores_to_the_same_state() {
        let game = played(300);
        let setup = GameSetup {
            length: 3,
            ..GameSetup::default()
        };
        let Saved {
            setup: restored_setup,
            game: restored,
            steps,
            errors,
        } = decode_saved(&encode(&setup, &game)).unwrap();
        assert!(steps.is_empty() && errors.is_empty());
        assert_eq!(restored_setup, setup);
        assert_eq!(restored.position(), game.position());
        assert_eq!(restored.phase(), game.phase());
        assert_eq!(restored.score(), game.score());
        assert_eq!(restored.log().len(), game.log().len());
        assert_eq!(restored.match_id(), game.match_id());
    }

    #[test]
    fn every_action_string_reads_back() {
        for action in [
            Action::OpeningRoll { zero: 2, one: 5 },
            Action::Roll(Dice::new(6, 4).unwrap()),
            Action::Double,
            Action::Take,
            Action::Drop,
            Action::Beaver,
            Action::Resign(WinKind::Gammon),
            Action::AcceptResignation,
            Action::RejectResignation,
            Action::NextGame,
        ] {
            let game = Match::new(MatchSettings::money());
            assert_eq!(parse_action(&action_text(&action), &game), Some(action));
        }
    }

    #[test]
    fn corrupt_saves_are_errors_not_panics() {
        let setup = GameSetup::default();
        let good = encode(&setup, &played(20));
        let cases = [
            "".to_owned(),
            "{".to_owned(),
            "null".to_owned(),
            good.replace("\"version\":3", "\"version\":9"),
            good.replace("\"version\":3", "\"version\":0"),
            good.replace("\"length\":5", "\"length\":99"),
            good.replace("\"o:", "\"q:"),
            good.replace("\"r:", "\"r:7"),
            good[..good.len() / 2].to_owned(),
        ];
        for text in cases {
            assert!(decode(&text).is_err(), "{text}");
        }
        // A play that is not legal where it stands is refused, not applied.
        let game = played(3);
        let mut actions: Vec<String> = game.log().iter().map(action_text).collect();
        actions.push("p:24/1".to_owned());
        let text = serde_json::to_string(&SaveFile {
            version: SAVE_VERSION,
            setup,
            actions,
            steps: Vec::new(),
            start: None,
            marks: Vec::new(),
        })
        .unwrap();
        assert!(matches!(decode(&text), Err(LoadError::BadAction { .. })));
    }

    /// A pass-and-play match after the opening roll 3-1 (player 0 to move), as save actions.
    fn opening_31() -> (GameSetup, Vec<String>) {
        let setup = GameSetup {
            opponent: crate::setup::Opponent::Human,
            ..GameSetup::default()
        }
        .normalized();
        (setup, vec!["o:31".to_owned()])
    }

    fn save_text(version: u32, setup: &GameSetup, actions: &[String], steps: &[&str]) -> String {
        serde_json::to_string(&SaveFile {
            version,
            setup: setup.clone(),
            actions: actions.to_vec(),
            steps: steps.iter().map(|s| (*s).to_owned()).collect(),
            start: None,
            marks: Vec::new(),
        })
        .unwrap()
    }

    /// A pass-and-play money game of `n` actions with the tutor's marks `marks`, as saved.
    fn marked(n: usize, marks: &[&str]) -> String {
        let setup = GameSetup {
            opponent: crate::setup::Opponent::Human,
            length: 3,
            ..GameSetup::default()
        }
        .normalized();
        serde_json::to_string(&SaveFile {
            version: SAVE_VERSION,
            setup,
            actions: played(n).log().iter().map(action_text).collect(),
            steps: Vec::new(),
            start: None,
            marks: marks.iter().map(|s| (*s).to_owned()).collect(),
        })
        .unwrap()
    }

    #[test]
    fn the_tutors_marks_are_saved_and_restored_with_the_match() {
        let game = played(40);
        let setup = GameSetup::default();
        let errors = vec![
            (3, ErrorSize::Doubtful),
            (17, ErrorSize::Bad),
            (30, ErrorSize::VeryBad),
        ];
        let saved = Saved {
            setup: setup.clone(),
            game: game.clone(),
            steps: Vec::new(),
            errors: errors.clone(),
        };
        let text = encode_saved(&saved);
        assert!(
            text.contains(r#""marks":["3:?!","17:?","30:??"]"#),
            "{text}"
        );
        assert!(text.contains(r#""version":3"#), "{text}");
        let restored = decode_saved(&text).unwrap();
        assert_eq!(restored.errors, errors);
        assert_eq!(restored.game.log(), game.log());
        assert_eq!(restored, decode_saved(&encode_saved(&restored)).unwrap());
        // No error, no marks: the save has no such field at all.
        let unmarked = encode_saved(&Saved {
            errors: Vec::new(),
            ..saved
        });
        assert!(!unmarked.contains("marks"), "{unmarked}");
        // The worker's question carries the match only.
        assert!(!encode(&setup, &game).contains("marks"));
    }

    #[test]
    fn a_version_2_save_has_no_marks_and_still_loads() {
        let (setup, actions) = opening_31();
        let text = save_text(2, &setup, &actions, &["8:3"]);
        let saved = decode_saved(&text).unwrap();
        assert!(saved.errors.is_empty());
        assert_eq!(saved.steps.len(), 1);
    }

    #[test]
    fn marks_that_do_not_read_or_name_no_action_make_the_save_unreadable() {
        assert_eq!(
            decode_saved(&marked(10, &["2:?", "9:??"]))
                .unwrap()
                .errors
                .len(),
            2
        );
        for (marks, bad) in [
            (&["2"][..], 0),    // no mark
            (&["2:!"][..], 0),  // not one of ?!, ?, ??
            (&["x:?"][..], 0),  // no index
            (&["-1:?"][..], 0), // no index
            (&["10:?"][..], 0), // beyond the 10 actions
            (&["99999999999999999999:?"][..], 0),
            (&["4:?", "4:??"][..], 1), // twice the same action
            (&["5:?", "4:?"][..], 1),  // out of order
            (&["4:?", "8:"][..], 1),   // no error is not a mark
        ] {
            let text = marked(10, marks);
            assert_eq!(
                decode_saved(&text).map(|saved| saved.errors),
                Err(LoadError::BadMark {
                    index: bad,
                    text: marks[bad].to_owned()
                }),
                "{marks:?}"
            );
        }
        let message = LoadError::BadMark {
            index: 1,
            text: "8:".to_owned(),
        }
        .to_string();
        assert_eq!(message, r#"saved error mark 2 ("8:") is unreadable"#);
    }

    #[test]
    fn a_match_set_up_from_a_position_saves_its_start() {
        // Player 0 bears off: three checkers on each of its points 2..=6, player 1 the same
        // on its side; player 0 to move 6-4.
        // Index 0 is the 1-point (as GNU Backgammon's boards).
        let mut own = [0u8; 25];
        for point in 2..=6 {
            own[point - 1] = 3;
        }
        let position = bg_engine::Position::from_sides(&own, &own).unwrap();
        let mut id = bg_engine::ids::MatchId::money_game_before_roll();
        id.dice = Some(Dice::new(6, 4).unwrap());
        let start = GnubgId {
            position,
            match_id: id,
        };
        let game = Match::from_gnubg_id(&start).unwrap();
        let setup = GameSetup {
            length: 0,
            opponent: crate::setup::Opponent::Human,
            ..GameSetup::default()
        }
        .normalized();
        let text = encode_with_steps(&setup, &game, &[]);
        assert!(text.contains(&start.to_string()), "{text}");
        let saved = decode_saved(&text).unwrap();
        assert_eq!(saved.game.position(), position);
        assert_eq!(saved.game.dice(), Some(Dice::new(6, 4).unwrap()));
        // A match from the opening has no start; a start that is not an ID is an error.
        assert!(!encode(&setup, &Match::new(MatchSettings::money())).contains("start"));
        let bad = text.replace(&start.to_string(), "nonsense:id");
        assert!(matches!(decode_saved(&bad), Err(LoadError::Start(_))));
    }

    #[test]
    fn the_steps_of_the_turn_in_progress_are_saved_and_restored() {
        let (setup, actions) = opening_31();
        let saved = decode_saved(&save_text(SAVE_VERSION, &setup, &actions, &["8:3"])).unwrap();
        assert_eq!(saved.steps.len(), 1);
        assert_eq!((saved.steps[0].from, saved.steps[0].to), (8, 5));
        let again = encode_with_steps(&saved.setup, &saved.game, &saved.steps);
        let reread = decode_saved(&again).unwrap();
        assert_eq!(reread.steps, saved.steps);
        assert_eq!(reread.game.log(), saved.game.log());
    }

    #[test]
    fn a_saved_bear_off_with_a_larger_die_restores_with_that_die() {
        // Player 0's checkers on its 3- and 1-points, 5-4 to play: the 3 bears off with the 5.
        let mut own = [0u8; 25];
        own[2] = 1;
        own[0] = 1;
        let mut theirs = [0u8; 25];
        theirs[5] = 15;
        let position = bg_engine::Position::from_sides(&own, &theirs).unwrap();
        let mut id = bg_engine::ids::MatchId::money_game_before_roll();
        id.dice = Some(Dice::new(5, 4).unwrap());
        let game = Match::from_gnubg_id(&GnubgId {
            position,
            match_id: id,
        })
        .unwrap();
        let setup = GameSetup {
            length: 0,
            opponent: crate::setup::Opponent::Human,
            ..GameSetup::default()
        }
        .normalized();
        let turn = Turn::new(game.position(), Dice::new(5, 4).unwrap());
        let larger = turn.step(3, 5).unwrap();
        let saved = decode_saved(&encode_with_steps(&setup, &game, &[larger])).unwrap();
        assert_eq!(saved.steps, [larger]);
        assert_eq!((larger.from, larger.to, larger.die), (3, 0, 5));
        // The 1-point cannot bear off with the 4 or the 5 while the 3-point is occupied.
        let text = encode_with_steps(&setup, &game, &[turn.step(3, 4).unwrap()])
            .replace("\"3:4\"", "\"1:4\"");
        assert!(
            matches!(decode(&text), Err(LoadError::BadStep { index: 0, .. })),
            "{text}"
        );
    }

    #[test]
    fn a_version_1_save_without_steps_still_loads() {
        let (setup, actions) = opening_31();
        let text = save_text(1, &setup, &actions, &[]);
        assert!(!text.contains("steps"));
        let saved = decode_saved(&text).unwrap();
        assert!(saved.steps.is_empty());
        assert_eq!(saved.game.log().len(), 1);
    }

    #[test]
    fn steps_that_cannot_be_played_are_refused() {
        let (setup, actions) = opening_31();
        for steps in [
            &["8:4"][..],        // no 4 rolled
            &["5:3"][..],        // no checker on the 5-point
            &["8:3", "8:3"][..], // the 3 is used
            &["x"][..],
            &["8:3:1"][..],
            &["30:1"][..],
        ] {
            let text = save_text(SAVE_VERSION, &setup, &actions, steps);
            assert!(
                matches!(decode(&text), Err(LoadError::BadStep { .. })),
                "{steps:?}"
            );
        }
        // Steps while no person is moving (before the opening roll).
        let text = save_text(SAVE_VERSION, &setup, &[], &["8:3"]);
        assert!(matches!(
            decode(&text),
            Err(LoadError::BadStep { index: 0, .. })
        ));
    }
}
