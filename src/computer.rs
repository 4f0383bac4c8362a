//! The computer's decisions, as the Web Worker computes them, and the messages that carry them.
//!
//! Messages carry a Position ID and a Match ID (which includes the dice and the cube), so that
//! engine types need no serde: these types and the save file are the app's only serialized
//! data. [`answer`] is plain Rust, tested natively; `src/agent.rs` runs it in the worker.

use bg_engine::bots::{
    Bot, CubeContext, DoubleDecision, NeuralBot, PubEval, RandomBot, TakeDecision,
};
use bg_engine::ids::MatchId;
use bg_engine::referee::{Match, Phase};
use bg_engine::Position;
use serde::{Deserialize, Serialize};

/// The engine's computer players, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ComputerKind {
    /// Uniformly random plays: a beginner's opponent.
    Random,
    /// Tesauro's pubeval: a linear evaluation, a fair club player.
    PubEval,
    /// The engine's neural net (`NeuralBot`, named `expert`).
    Expert,
}

impl ComputerKind {
    /// Every level, weakest first.
    pub const ALL: [ComputerKind; 3] = [
        ComputerKind::Random,
        ComputerKind::PubEval,
        ComputerKind::Expert,
    ];

    /// The strongest level, the default opponent.
    pub fn strongest() -> ComputerKind {
        ComputerKind::Expert
    }

    /// The engine's name of the bot (`random`, `pubeval`, `expert`), used in forms and saves.
    pub fn name(self) -> &'static str {
        match self {
            ComputerKind::Random => "random",
            ComputerKind::PubEval => "pubeval",
            ComputerKind::Expert => "expert",
        }
    }

    /// The level as the New game form shows it.
    pub fn label(self) -> &'static str {
        match self {
            ComputerKind::Random => "Beginner (random moves)",
            ComputerKind::PubEval => "Intermediate (pubeval)",
            ComputerKind::Expert => "Expert (neural net)",
        }
    }

    /// The level named `name` (as [`ComputerKind::name`] writes it).
    pub fn from_name(name: &str) -> Option<ComputerKind> {
        ComputerKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
    }

    /// A fresh bot of this level; `seed` feeds the random player only.
    fn bot(self, seed: u64) -> Box<dyn Bot> {
        match self {
            ComputerKind::Random => Box::new(RandomBot::new(seed)),
            ComputerKind::PubEval => Box::new(PubEval::new()),
            ComputerKind::Expert => Box::new(NeuralBot::new()),
        }
    }
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

/// What the computer is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Question {
    /// Which play to make with the dice in the Match ID.
    Play,
    /// Whether to double before rolling.
    Double,
    /// Whether to take the pending double.
    Take,
}

/// A question for the worker about one state of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    pub computer: ComputerKind,
    pub question: Question,
    /// The board seen by the Match ID's player on roll.
    pub position_id: String,
    /// GNU Backgammon's Match ID of the state: cube, score, dice, whose turn.
    pub match_id: String,
    /// Seeds the random player (the app passes the log length, so replays are repeatable).
    pub seed: u64,
}

impl Request {
    /// The question `question` about the current state of `game`.
    pub fn new(computer: ComputerKind, question: Question, game: &Match, seed: u64) -> Request {
        Request {
            computer,
            question,
            position_id: game.position().position_id(),
            match_id: game.match_id().match_id(),
            seed,
        }
    }
}

/// The computer's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// The chosen play, as the Position ID of the board after it (seen by the mover): the app
    /// finds the legal play that leads there.
    Play {
        position_id: String,
    },
    Double,
    NoDouble,
    Take,
    Drop,
    /// The request did not describe a state where the question can be asked.
    Refused(String),
}

/// The computer's answer to `request`. Never panics: a bad request gets [`Answer::Refused`].
pub fn answer(request: &Request) -> Answer {
    let game = match game_of(request) {
        Ok(game) => game,
        Err(reason) => return Answer::Refused(reason),
    };
    let mut bot = request.computer.bot(request.seed);
    match (request.question, game.phase()) {
        (Question::Play, Phase::Moving { dice, .. }) => {
            let position = game.position();
            let plays = game.legal_plays();
            let index = bot.choose_play(&position, dice, &plays);
            match plays.get(index).or(plays.first()) {
                Some(play) => Answer::Play {
                    position_id: play.position.position_id(),
                },
                None => Answer::Refused("no legal play".to_owned()),
            }
        }
        (Question::Double, Phase::AwaitingRoll { on_roll }) => {
            if !game.can_double(on_roll) {
                return Answer::NoDouble;
            }
            match bot.double_decision(&game.position(), &CubeContext::of_match(&game, on_roll)) {
                DoubleDecision::Double => Answer::Double,
                DoubleDecision::NoDouble => Answer::NoDouble,
            }
        }
        (Question::Take, Phase::CubeOffered { by }) => {
            let context = CubeContext::of_match(&game, by.other());
            match bot.take_decision(&game.position_for(by), &context) {
                TakeDecision::Take => Answer::Take,
                TakeDecision::Drop => Answer::Drop,
            }
        }
        (question, phase) => Answer::Refused(format!("cannot answer {question:?} in {phase:?}")),
    }
}

fn game_of(request: &Request) -> Result<Match, String> {
    let position =
        Position::from_position_id(&request.position_id).map_err(|error| error.to_string())?;
    let id = MatchId::from_match_id(&request.match_id).map_err(|error| error.to_string())?;
    Match::from_match_id(position, &id).map_err(|error| error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::referee::{Action, MatchSettings};
    use bg_engine::Dice;

    fn opened() -> Match {
        Match::new(MatchSettings::money())
            .apply(Action::OpeningRoll { zero: 1, one: 3 })
            .unwrap()
    }

    #[test]
    fn every_level_answers_a_play_with_a_legal_play() {
        let game = opened();
        for kind in ComputerKind::ALL {
            let Answer::Play { position_id } =
                answer(&Request::new(kind, Question::Play, &game, 7))
            else {
                panic!("{kind:?} did not play");
            };
            assert!(game
                .legal_plays()
                .iter()
                .any(|play| play.position.position_id() == position_id));
        }
    }

    #[test]
    fn nobody_doubles_at_the_start_and_a_double_there_is_taken() {
        let game = opened();
        let plays = game.legal_plays();
        let game = game.apply(Action::Play(plays[0])).unwrap();
        let ask =
            |question, game: &Match| answer(&Request::new(ComputerKind::Expert, question, game, 0));
        assert_eq!(ask(Question::Double, &game), Answer::NoDouble);
        let doubled = game.apply(Action::Double).unwrap();
        assert_eq!(ask(Question::Take, &doubled), Answer::Take);
    }

    #[test]
    fn the_computer_answers_a_beaver_with_take_or_drop() {
        let game = opened();
        let plays = game.legal_plays();
        let beavered = game
            .apply(Action::Play(plays[0]))
            .and_then(|game| game.apply(Action::Double))
            .and_then(|game| game.apply(Action::Beaver))
            .unwrap();
        for kind in ComputerKind::ALL {
            let answer = answer(&Request::new(kind, Question::Take, &beavered, 1));
            assert!(matches!(answer, Answer::Take | Answer::Drop), "{answer:?}");
        }
    }

    #[test]
    fn a_question_out_of_phase_or_a_bad_id_is_refused() {
        let game = Match::new(MatchSettings::money())
            .apply(Action::OpeningRoll { zero: 1, one: 3 })
            .unwrap();
        let mut request = Request::new(ComputerKind::PubEval, Question::Take, &game, 0);
        assert!(matches!(answer(&request), Answer::Refused(_)));
        request.question = Question::Play;
        request.position_id = "not an id".to_owned();
        assert!(matches!(answer(&request), Answer::Refused(_)));
    }

    #[test]
    fn the_dice_travel_in_the_match_id() {
        let game = opened()
            .apply(Action::Play(opened().legal_plays()[0]))
            .unwrap()
            .apply(Action::Roll(Dice::new(6, 6).unwrap()))
            .unwrap();
        let Answer::Play { position_id } = answer(&Request::new(
            ComputerKind::PubEval,
            Question::Play,
            &game,
            0,
        )) else {
            panic!("no play");
        };
        let after = Position::from_position_id(&position_id).unwrap();
        // A 66 moves four checkers six pips each: 24 pips fewer.
        assert_eq!(game.position().pip_count() - after.pip_count(), 24);
    }

    #[test]
    fn the_worker_is_found_next_to_the_page_under_any_sub_path() {
        for (base, expected) in [
            (
                "http://127.0.0.1:8080/games/backgammon/",
                "http://127.0.0.1:8080/games/backgammon/worker.js",
            ),
            (
                "https://example.org/a/index.html?seed=3#x",
                "https://example.org/a/worker.js",
            ),
            ("http://localhost/", "http://localhost/worker.js"),
            ("", "worker.js"),
        ] {
            assert_eq!(worker_url(base), expected);
        }
    }

    #[test]
    fn levels_are_found_by_name() {
        for kind in ComputerKind::ALL {
            assert_eq!(ComputerKind::from_name(kind.name()), Some(kind));
        }
        assert_eq!(ComputerKind::from_name("gnubg"), None);
    }
}
