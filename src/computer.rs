//! The computer's decisions, as the Web Worker computes them, and the messages that carry them.
//!
//! Messages carry a Position ID and a Match ID (which includes the dice and the cube), so that
//! engine types need no serde: these types and the save file are the app's only serialized
//! data. [`answer`] is plain Rust, tested natively; `src/web/agent.rs` runs it in the worker.

use bg_engine::bots::{Bot, Level, NeuralBot, PubEval, RandomBot};
use bg_engine::cube;
use bg_engine::cube::{CubeContext, DoubleDecision, TakeDecision};
use bg_engine::ids::MatchId;
use bg_engine::referee::{Match, Phase};
use bg_engine::Position;
use bg_engine::WinKind;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The engine's computer players: the six levels of its neural-net player, and two simpler
/// players kept for practice and comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ComputerKind {
    /// Uniformly random plays: the opponent for a first game.
    Random,
    /// Tesauro's pubeval, a linear evaluation: the yardstick the levels are measured against.
    PubEval,
    /// A level of the neural-net player, Beginner to World class.
    Level(Level),
}

impl ComputerKind {
    /// Every opponent, in the order the New game form lists them (reversed: strongest first).
    pub const ALL: [ComputerKind; 8] = [
        ComputerKind::Random,
        ComputerKind::PubEval,
        ComputerKind::Level(Level::Beginner),
        ComputerKind::Level(Level::Casual),
        ComputerKind::Level(Level::Intermediate),
        ComputerKind::Level(Level::Advanced),
        ComputerKind::Level(Level::Expert),
        ComputerKind::Level(Level::WorldClass),
    ];

    /// The default opponent: Expert, the net without lookahead, which answers at once on a
    /// phone (World class looks two rolls ahead and takes longer).
    pub fn default_opponent() -> ComputerKind {
        ComputerKind::Level(Level::Expert)
    }

    /// The engine's name of the player (`random`, `pubeval`, `beginner`, ..., `world-class`),
    /// used in forms, statistics and saves.
    pub fn name(self) -> &'static str {
        match self {
            ComputerKind::Random => "random",
            ComputerKind::PubEval => "pubeval",
            ComputerKind::Level(level) => level.name(),
        }
    }

    /// The player as the New game form shows it.
    pub fn label(self) -> &'static str {
        match self {
            ComputerKind::Random => "Random moves (practice)",
            ComputerKind::PubEval => "pubeval (Tesauro's benchmark)",
            ComputerKind::Level(Level::Beginner) => "Beginner",
            ComputerKind::Level(Level::Casual) => "Casual",
            ComputerKind::Level(Level::Intermediate) => "Intermediate",
            ComputerKind::Level(Level::Advanced) => "Advanced",
            ComputerKind::Level(Level::Expert) => "Expert",
            ComputerKind::Level(Level::WorldClass) => "World class (looks 2 rolls ahead)",
        }
    }

    /// The player named `name` (as [`ComputerKind::name`] writes it).
    pub fn from_name(name: &str) -> Option<ComputerKind> {
        ComputerKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
    }

    /// A fresh bot of this kind; `seed` feeds the random player only.
    fn bot(self, seed: u64) -> Box<dyn Bot> {
        match self {
            ComputerKind::Random => Box::new(RandomBot::new(seed)),
            ComputerKind::PubEval => Box::new(PubEval::new()),
            ComputerKind::Level(level) => Box::new(NeuralBot::for_level(level)),
        }
    }
}

/// Written as its name, so that saves and messages stay readable and stable.
impl Serialize for ComputerKind {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// Reads a name, and also the variant names that saves of the first version wrote (`Random`,
/// `PubEval`, `Expert`), so that a match saved then still resumes.
impl<'de> Deserialize<'de> for ComputerKind {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        let old = match name.as_str() {
            "Random" => Some(ComputerKind::Random),
            "PubEval" => Some(ComputerKind::PubEval),
            "Expert" => Some(ComputerKind::Level(Level::Expert)),
            _ => None,
        };
        old.or_else(|| ComputerKind::from_name(&name))
            .ok_or_else(|| serde::de::Error::custom(format!("unknown computer player {name:?}")))
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
    /// Whether to double before rolling (the answer is Double or NoDouble).
    Double,
    /// What to do before rolling: resign, double, or neither (then the app rolls).
    BeforeRoll,
    /// Whether to take the pending double.
    Take,
    /// Whether to accept the pending resignation.
    Resignation,
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
    /// Whether the pending double may be beavered under the match's settings (the Match ID
    /// does not say: read alone, it allows beavers in every money game, as gnubg does).
    #[serde(default)]
    pub may_beaver: bool,
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
            may_beaver: game.can_beaver(),
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
    /// Take and redouble at once (money play with beavers allowed).
    Beaver,
    /// Before rolling: the computer resigns a game of this many points (1 single, 2 gammon,
    /// 3 backgammon, times the cube).
    Resign {
        level: u8,
    },
    Accept,
    Reject,
    /// The request did not describe a state where the question can be asked.
    Refused(String),
}

/// The computer's answer to `request`. Never panics: a bad request gets [`Answer::Refused`].
pub fn answer(request: &Request) -> Answer {
    let game = match game_of(request) {
        Ok(game) => game,
        Err(reason) => return Answer::Refused(reason),
    };
    // Made by the arm that needs it (the net's take builds its own level player).
    let bot = || request.computer.bot(request.seed);
    match (request.question, game.phase()) {
        (Question::Play, Phase::Moving { dice, on_roll }) => {
            let position = game.position();
            let plays = game.legal_plays();
            let cube = CubeContext::of_match(&game, on_roll);
            let play = bot().choose_play_in(&position, dice, &plays, &cube);
            Answer::Play {
                position_id: play.position.position_id(),
            }
        }
        (question @ (Question::Double | Question::BeforeRoll), Phase::AwaitingRoll { on_roll }) => {
            let cube = CubeContext::of_match(&game, on_roll);
            let may_resign = question == Question::BeforeRoll;
            let mut bot = bot();
            if may_resign {
                if let Some(kind) = bot.resignation_offer(&game.position(), &cube) {
                    return Answer::Resign {
                        level: resign_level(kind),
                    };
                }
            }
            if !game.can_double(on_roll) {
                return Answer::NoDouble;
            }
            match bot.double_decision(&game.position(), &cube) {
                DoubleDecision::Double => Answer::Double,
                DoubleDecision::NoDouble => Answer::NoDouble,
            }
        }
        (Question::Resignation, Phase::ResignationOffered { by, level }) => {
            let cube = CubeContext::of_match(&game, by.other());
            if bot().accepts_resignation(&game.position_for(by), level, &cube) {
                Answer::Accept
            } else {
                Answer::Reject
            }
        }
        (Question::Take, Phase::CubeOffered { by }) => {
            let context = CubeContext::of_match(&game, by.other());
            let position = game.position_for(by);
            // A fresh double (not the answer to a beaver: no raccoons) under settings that
            // allow beavers.
            let may_beaver = request.may_beaver && by == game.on_roll() && game.can_beaver();
            let decision = match request.computer {
                // The net's levels take and beaver from one cube analysis of the chances at
                // their search depth (what `NeuralBot::take_decision` does, plus the beaver).
                ComputerKind::Level(level) => {
                    let chances = NeuralBot::for_level(level).cube_chances(&position);
                    let analysis = cube::analyse(&chances, &cube::other_side(&context), &position);
                    match analysis.take_decision() {
                        TakeDecision::Take if may_beaver && analysis.beaver_is_right() => {
                            return Answer::Beaver;
                        }
                        decision => decision,
                    }
                }
                // Random and pubeval never beaver.
                ComputerKind::Random | ComputerKind::PubEval => {
                    bot().take_decision(&position, &context)
                }
            };
            match decision {
                TakeDecision::Take => Answer::Take,
                TakeDecision::Drop => Answer::Drop,
            }
        }
        (question, phase) => Answer::Refused(format!("cannot answer {question:?} in {phase:?}")),
    }
}

/// The points of a resignation, as [`Answer::Resign`] carries them.
pub fn resign_level(kind: WinKind) -> u8 {
    match kind {
        WinKind::Single => 1,
        WinKind::Gammon => 2,
        WinKind::Backgammon => 3,
    }
}

/// The resignation that [`Answer::Resign`]'s `level` names.
pub fn resign_kind(level: u8) -> Option<WinKind> {
    match level {
        1 => Some(WinKind::Single),
        2 => Some(WinKind::Gammon),
        3 => Some(WinKind::Backgammon),
        _ => None,
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
    fn the_computer_plays_for_the_score_of_the_match() {
        // A one-point match is double match point from the first roll: the net's levels rank
        // their plays by winning chances alone there, as the engine's match-aware ranking does.
        let mut game = Match::new(MatchSettings::match_to(1).unwrap())
            .apply(Action::OpeningRoll { zero: 1, one: 3 })
            .unwrap();
        let mut dice = bg_engine::SeededDice::new(4);
        let mut checked = 0;
        for _ in 0..12 {
            let Phase::Moving {
                dice: roll,
                on_roll,
            } = game.phase()
            else {
                break;
            };
            let plays = game.legal_plays();
            let cube = CubeContext::of_match(&game, on_roll);
            let expected = NeuralBot::for_level(Level::Expert).choose_play_in(
                &game.position(),
                roll,
                &plays,
                &cube,
            );
            let request =
                Request::new(ComputerKind::Level(Level::Expert), Question::Play, &game, 7);
            let Answer::Play { position_id } = answer(&request) else {
                panic!("no play");
            };
            assert_eq!(position_id, expected.position.position_id());
            checked += 1;
            game = game.apply(Action::Play(expected)).unwrap();
            if let Phase::AwaitingRoll { .. } = game.phase() {
                game = game
                    .apply(Action::Roll(bg_engine::DiceSource::roll(&mut dice)))
                    .unwrap();
            }
        }
        assert_eq!(checked, 12, "every turn was checked");
    }

    #[test]
    fn nobody_doubles_at_the_start_and_a_double_there_is_taken_or_beavered() {
        let game = opened();
        let plays = game.legal_plays();
        let game = game.apply(Action::Play(plays[0])).unwrap();
        let ask = |question, game: &Match| {
            answer(&Request::new(
                ComputerKind::default_opponent(),
                question,
                game,
                0,
            ))
        };
        assert_eq!(ask(Question::Double, &game), Answer::NoDouble);
        let doubled = game.apply(Action::Double).unwrap();
        // Near even, the taker may well be the (slight) favourite: then it beavers.
        let taken = ask(Question::Take, &doubled);
        assert!(matches!(taken, Answer::Take | Answer::Beaver), "{taken:?}");
        let mut request = Request::new(
            ComputerKind::default_opponent(),
            Question::Take,
            &doubled,
            0,
        );
        request.may_beaver = false;
        assert_eq!(answer(&request), Answer::Take);
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

    #[test]
    fn opponents_are_saved_by_name_and_old_saves_still_read() {
        for kind in ComputerKind::ALL {
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.name()));
            assert_eq!(serde_json::from_str::<ComputerKind>(&json).unwrap(), kind);
        }
        for (old, kind) in [
            ("\"Random\"", ComputerKind::Random),
            ("\"PubEval\"", ComputerKind::PubEval),
            ("\"Expert\"", ComputerKind::Level(Level::Expert)),
        ] {
            assert_eq!(serde_json::from_str::<ComputerKind>(old).unwrap(), kind);
        }
        assert!(serde_json::from_str::<ComputerKind>("\"gnubg\"").is_err());
    }

    #[test]
    fn the_computer_beavers_a_double_it_is_the_favourite_in() {
        // The computer (player 1) has borne off all but one checker on its 1-point; the
        // human (player 0, on roll) has two checkers on its 6-point: the human doubles
        // anyway, with 20 rolls of 36 that fail to bear both off (the two-roll chances
        // aside), the computer is the favourite and beavers.
        let mut board = [0i8; 26];
        board[6] = 2;
        board[24] = -1;
        let game = money_game(board).apply(Action::Double).unwrap();
        assert!(game.can_beaver());
        let ask = |kind| answer(&Request::new(kind, Question::Take, &game, 0));
        assert_eq!(ask(ComputerKind::default_opponent()), Answer::Beaver);
        // Random and pubeval never beaver.
        assert_ne!(ask(ComputerKind::PubEval), Answer::Beaver);
        // Nor does anyone where the match's settings forbid beavers.
        let mut request = Request::new(ComputerKind::default_opponent(), Question::Take, &game, 0);
        request.may_beaver = false;
        assert_eq!(answer(&request), Answer::Take);
    }

    /// A money game with player 0 on roll before rolling in `board` (seen by player 0).
    fn money_game(board: [i8; 26]) -> Match {
        let position = Position::try_from_board(board).unwrap();
        Match::from_match_id(position, &MatchId::money_game_before_roll()).unwrap()
    }

    /// Player 0, on roll, has fifteen checkers on its 20-point (in player 1's home board) and
    /// player 1 one checker left on its 1-point: player 0 loses a backgammon next turn.
    fn lost_backgammon_for_player_zero() -> [i8; 26] {
        let mut board = [0i8; 26];
        board[20] = 15;
        board[24] = -1;
        board
    }

    #[test]
    fn the_computer_accepts_a_resignation_only_when_it_gives_what_the_game_is_worth() {
        let game = money_game(lost_backgammon_for_player_zero());
        let ask = |kind| {
            let resigned = game.apply(Action::Resign(kind)).unwrap();
            answer(&Request::new(
                ComputerKind::default_opponent(),
                Question::Resignation,
                &resigned,
                0,
            ))
        };
        assert_eq!(ask(WinKind::Single), Answer::Reject);
        assert_eq!(ask(WinKind::Gammon), Answer::Reject);
        assert_eq!(ask(WinKind::Backgammon), Answer::Accept);
        // The other way round: player 0 about to win and resigning anyway is accepted.
        let mut board = [0i8; 26];
        board[1] = 1;
        board[20] = -15;
        let winning = money_game(board)
            .apply(Action::Resign(WinKind::Single))
            .unwrap();
        assert_eq!(
            answer(&Request::new(
                ComputerKind::default_opponent(),
                Question::Resignation,
                &winning,
                0
            )),
            Answer::Accept
        );
    }

    #[test]
    fn a_hopeless_computer_resigns_before_rolling() {
        let game = money_game(lost_backgammon_for_player_zero());
        let ask = |question| {
            answer(&Request::new(
                ComputerKind::default_opponent(),
                question,
                &game,
                0,
            ))
        };
        assert_eq!(ask(Question::BeforeRoll), Answer::Resign { level: 3 });
        // Asked only about the cube (after its offer was rejected), it does not resign again.
        assert_eq!(ask(Question::Double), Answer::NoDouble);
    }
}
