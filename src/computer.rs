//! The computer's turn as the Web Worker takes it: one question, one answer.
//!
//! The question is the match itself: a [`Request`] carries the save file's text (`save.rs`:
//! the setup, with the rules and the computer player, and the referee's action log, versioned
//! there) under a message version of its own. The answer is what the referee waits for from
//! the computer: an action in the save file's notation (`p:8/5 6/5`, `d`, `t`, `b`, `R:g`,
//! `a`, `j`), or "roll", since the page draws the dice. The engine's
//! [`bg_engine::bots::decide::decide`] makes the decision, with its policy (no second
//! resignation offer right after one was rejected, beavers only where the rules allow them).
//!
//! Both messages travel as JSON text, so that whatever arrives is read with a typed error: a
//! request that does not read is answered [`Answer::Refused`], an answer that does not read
//! becomes a notice on the page; nothing panics. [`Computer`] answers requests and keeps the
//! net player (its weights and its cache of evaluations) from one request to the next.
//! `src/web/agent.rs` runs it in the worker; everything here is plain Rust, tested natively.

use bg_engine::bots::decide::{decide, Decision};
use bg_engine::bots::{Bot, BotKind, NeuralBot};
use bg_engine::referee::Match;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::review::{self, AnalysisPiece, Depth};
use crate::save;
use crate::setup::GameSetup;
use crate::teaching::{self, Hint};

/// The version of the [`Request`] and [`Answer`] messages this build writes and reads.
/// Version 2 added the [`Question`] (version 1 could only ask for the computer's action),
/// version 3 [`Question::Analyse`].
pub const MESSAGE_VERSION: u32 = 3;

/// What the page asks about a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Question {
    /// What the computer, to act, does: answered [`Answer::Act`] or [`Answer::Roll`].
    #[default]
    Action,
    /// The hint for the person to act (World class's ranked plays or cube hint, with the
    /// explanations): answered [`Answer::Hint`].
    Hint,
    /// The analysis of the actions `from..from + count` of the log at `depth`: answered
    /// [`Answer::Analysis`] (see [`crate::review`]).
    Analyse {
        depth: Depth,
        from: usize,
        count: usize,
    },
}

/// A question for the worker about this match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// [`MESSAGE_VERSION`] of the build that asked.
    pub version: u32,
    pub question: Question,
    /// The save file's text of the match ([`save::encode`]).
    pub save: String,
}

impl Request {
    /// The question what the computer does in `game`, played under `setup`.
    pub fn new(setup: &GameSetup, game: &Match) -> Request {
        Request {
            version: MESSAGE_VERSION,
            question: Question::Action,
            save: save::encode(setup, game),
        }
    }

    /// The question for the hint to the person to act in `game`.
    pub fn hint(setup: &GameSetup, game: &Match) -> Request {
        Request {
            question: Question::Hint,
            ..Request::new(setup, game)
        }
    }

    /// The question for the analysis of the actions `actions` of `game`'s log at `depth`.
    pub fn analyse(
        setup: &GameSetup,
        game: &Match,
        depth: Depth,
        actions: std::ops::Range<usize>,
    ) -> Request {
        Request {
            question: Question::Analyse {
                depth,
                from: actions.start,
                count: actions.len(),
            },
            ..Request::new(setup, game)
        }
    }

    /// The message text.
    pub fn to_json(&self) -> String {
        // A struct of a number and a string always serializes.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The request a message text carries.
    ///
    /// # Errors
    /// Text that is not a request of [`MESSAGE_VERSION`], in words.
    pub fn from_json(text: &str) -> Result<Request, String> {
        let request: Request = serde_json::from_str(text)
            .map_err(|error| format!("the question does not read: {error}"))?;
        if request.version != MESSAGE_VERSION {
            return Err(format!(
                "the question is of message version {}, this worker reads {MESSAGE_VERSION}",
                request.version
            ));
        }
        Ok(request)
    }
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// Apply this action, in the save file's notation ([`save::action_text`]).
    Act(String),
    /// Roll the dice for the computer (it neither resigns nor doubles).
    Roll,
    /// The hint asked for ([`Question::Hint`]).
    Hint(Box<Hint>),
    /// A piece of the analysis asked for ([`Question::Analyse`]).
    Analysis(Box<AnalysisPiece>),
    /// The request could not be answered, and why.
    Refused(String),
}

impl Answer {
    /// The message text.
    pub fn to_json(&self) -> String {
        // An enum of strings always serializes.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The answer a message text carries.
    ///
    /// # Errors
    /// Text that is not an answer, in words.
    pub fn from_json(text: &str) -> Result<Answer, String> {
        serde_json::from_str(text).map_err(|error| format!("the answer does not read: {error}"))
    }

    /// What the computer does in `game`, the state it was asked about: the action read back
    /// in that state (a play is resolved among its legal plays), or a roll.
    ///
    /// # Errors
    /// A refusal, or an action that does not read in `game`, in words.
    pub fn decision(&self, game: &Match) -> Result<Decision, String> {
        match self {
            Answer::Act(text) => save::parse_action(text, game)
                .map(Decision::Act)
                .ok_or_else(|| format!("the answer {text:?} is no action here")),
            Answer::Roll => Ok(Decision::Roll),
            Answer::Refused(reason) => Err(reason.clone()),
            Answer::Hint(_) | Answer::Analysis(_) => Err("the answer is not an action".to_owned()),
        }
    }

    /// The piece of the analysis the answer carries.
    ///
    /// # Errors
    /// A refusal or another answer, in words.
    pub fn into_analysis(self) -> Result<AnalysisPiece, String> {
        match self {
            Answer::Analysis(piece) => Ok(*piece),
            Answer::Refused(reason) => Err(reason),
            _ => Err("the answer is not an analysis".to_owned()),
        }
    }

    /// The hint the answer carries.
    ///
    /// # Errors
    /// A refusal or another answer, in words.
    pub fn into_hint(self) -> Result<Hint, String> {
        match self {
            Answer::Hint(hint) => Ok(*hint),
            Answer::Refused(reason) => Err(reason),
            _ => Err("the answer is not a hint".to_owned()),
        }
    }
}

/// The computer player answering requests. It keeps the last net player it built, with its
/// weights read once and its cache of evaluations, for as long as the requests ask for the
/// same kind: the cache never changes an answer (see `bg_engine::bots::cache`), it only saves
/// the evaluations the previous turns already made. The other players are rebuilt for every
/// request, the random one seeded by the log's length, so that a replay plays the same. It
/// also keeps the last match, so that the next request of it replays only the new actions.
#[derive(Default)]
pub struct Computer {
    player: Option<(BotKind, Box<dyn Bot>)>,
    /// The World class player of the hints, built at the first hint and kept (its cache too).
    hint_player: Option<NeuralBot>,
    /// The player of the analysis, kept (with its cache) from one piece to the next.
    judge: Option<(Depth, NeuralBot)>,
    /// The match of the last request, with its setup: the next request of the same match
    /// replays only the actions since ([`save::decode_continuing`]).
    last: Option<(GameSetup, Match)>,
}

impl Computer {
    /// A computer with no player built yet.
    pub fn new() -> Computer {
        Computer::default()
    }

    /// The kind of the player kept for the next request, if any (a net player).
    pub fn kept(&self) -> Option<BotKind> {
        self.player
            .as_ref()
            .map(|(kind, _)| *kind)
            .filter(|kind| kind.is_net())
    }

    /// The answer to the message text `request`. Never panics: a bad request gets
    /// [`Answer::Refused`].
    pub fn answer_json(&mut self, request: &str) -> String {
        let answer = match Request::from_json(request) {
            Ok(request) => self.answer(&request),
            Err(reason) => Answer::Refused(reason),
        };
        answer.to_json()
    }

    /// The answer to `request`. Never panics: a bad request gets [`Answer::Refused`].
    pub fn answer(&mut self, request: &Request) -> Answer {
        let known = self.last.as_ref().map(|(setup, game)| (setup, game));
        let (setup, game) = match save::decode_continuing(&request.save, known) {
            Ok(saved) => saved,
            Err(error) => return Answer::Refused(format!("the match does not read: {error}")),
        };
        let answer = self.decide(request.question, &setup, &game);
        self.last = Some((setup, game));
        answer
    }

    /// The answer to `question` about `game`, played under `setup`.
    fn decide(&mut self, question: Question, setup: &GameSetup, game: &Match) -> Answer {
        if let Question::Analyse { depth, from, count } = question {
            return self.analyse(game, depth, from..from.saturating_add(count));
        }
        let Some(player) = game.to_act() else {
            return Answer::Refused("no player is to act".to_owned());
        };
        if question == Question::Hint {
            if !setup.is_human(player) {
                return Answer::Refused(format!("the computer plays {player:?}"));
            }
            let hint_player = self.hint_player.get_or_insert_with(teaching::hint_player);
            return match teaching::hint(hint_player, game) {
                Ok(hint) => Answer::Hint(Box::new(hint)),
                Err(reason) => Answer::Refused(reason),
            };
        }
        let Some(kind) = setup.computer(player) else {
            return Answer::Refused(format!("a person plays {player:?}"));
        };
        let seed = game.log().len() as u64;
        match decide(self.player(kind, seed), game) {
            Some(Decision::Act(action)) => Answer::Act(save::action_text(&action)),
            Some(Decision::Roll) => Answer::Roll,
            None => Answer::Refused("no player is to act".to_owned()),
        }
    }

    /// A piece of the analysis of `game` by the judge of `depth` (built once and kept).
    fn analyse(&mut self, game: &Match, depth: Depth, actions: std::ops::Range<usize>) -> Answer {
        if self.judge.as_ref().map(|(kept, _)| *kept) != Some(depth) {
            self.judge = Some((depth, NeuralBot::for_level(depth.level())));
        }
        let Some((_, judge)) = self.judge.as_mut() else {
            return Answer::Refused("no judge".to_owned());
        };
        match review::analyse_piece(judge, game, actions) {
            Ok(piece) => Answer::Analysis(Box::new(piece)),
            Err(reason) => Answer::Refused(reason),
        }
    }

    /// The player of `kind`: the kept one when it is a net player of that kind, else a new one.
    fn player(&mut self, kind: BotKind, seed: u64) -> &mut dyn Bot {
        if self.kept() != Some(kind) {
            self.player = None;
        }
        &mut *self.player.get_or_insert_with(|| (kind, kind.make(seed))).1
    }
}

/// The names of the opponents a person can choose in saves and messages: the engine's names
/// ([`BotKind::name`]), and also the variant names that saves of the first version wrote
/// (`Random`, `PubEval`, `Expert`), so that a match saved then still resumes. For
/// `#[serde(with = "opponent_name")]`.
pub mod opponent_name {
    use super::*;

    /// Writes the kind's name.
    pub fn serialize<S: Serializer>(kind: &BotKind, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(kind.name())
    }

    /// Reads a name of one of [`BotKind::OPPONENTS`] (or of a first-version save).
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<BotKind, D::Error> {
        let name = String::deserialize(deserializer)?;
        let old = match name.as_str() {
            "Random" => Some(BotKind::Random),
            "PubEval" => Some(BotKind::PubEval),
            "Expert" => Some(BotKind::DEFAULT_OPPONENT),
            _ => None,
        };
        old.or_else(|| opponent_named(&name))
            .ok_or_else(|| serde::de::Error::custom(format!("unknown computer player {name:?}")))
    }
}

/// The opponent a person can choose named `name` ([`BotKind::name`]).
pub fn opponent_named(name: &str) -> Option<BotKind> {
    BotKind::OPPONENTS
        .into_iter()
        .find(|kind| kind.name() == name)
}

/// The worker script's URL for a page whose base URL (`document.baseURI`) is `base`: the app
/// may live under any sub-path, where an absolute `/worker.js` would not be found (and the
/// worker's answer would never come).
pub fn worker_url(base: &str) -> String {
    // Drop any query or fragment, then the last path segment.
    let base = base.split(['?', '#']).next().unwrap_or_default();
    match base.rfind('/') {
        Some(slash) => format!("{}worker.js", &base[..=slash]),
        None => "worker.js".to_owned(),
    }
}

#[cfg(test)]
mod tests;
