//! The hint as the worker computes it and the page reads it: every play of the roll ranked as
//! the World class level ranks it, with its chances and the engine's explanation against the
//! best play, and the cube hint before the roll or when doubled.
//!
//! The question is [`crate::computer::Request`] with [`crate::computer::Question::Hint`]; the
//! answer is [`crate::computer::Answer::Hint`] carrying a [`Hint`]. The explanation travels as
//! the engine's language-neutral messages ([`Sentence`]: a message id and its arguments), so
//! that the page words them in the player's language when it draws them
//! ([`crate::i18n::Translator::sentence`], from the catalogues of `bg-teach-words`), and a
//! change of language re-words an open explanation. Everything here is plain Rust, tested
//! natively; the worker calls [`hint`].

use bg_engine::bots::{Level, NeuralBot};
use bg_engine::cube::CubeContext;
use bg_engine::eval::Probabilities;
use bg_engine::referee::{Match, Phase};
use bg_engine::teach::{
    cube_hint, explain_cube, explain_only_play, explain_plays, play_facts, play_hint, Arg,
    Candidate, DoubleVerdict, Message, PlayFacts, TakeVerdict,
};
use bg_engine::Player;
use serde::{Deserialize, Serialize};

/// The level whose judgement the hint shows (the top play is the play it makes).
pub const HINT_LEVEL: Level = Level::WorldClass;

/// A side's chances, in 0..=1 (gammons include backgammons, as GNU Backgammon counts them).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chances {
    pub win: f32,
    pub win_gammon: f32,
    pub win_backgammon: f32,
    pub lose: f32,
    pub lose_gammon: f32,
    pub lose_backgammon: f32,
}

impl From<&Probabilities> for Chances {
    fn from(chances: &Probabilities) -> Chances {
        Chances {
            win: chances.win,
            win_gammon: chances.win_gammon,
            win_backgammon: chances.win_backgammon,
            lose: 1.0 - chances.win,
            lose_gammon: chances.lose_gammon,
            lose_backgammon: chances.lose_backgammon,
        }
    }
}

/// An argument of a [`Sentence`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SentenceArg {
    Number(f64),
    /// A number written with a fixed count of decimals.
    Decimal(f64, u8),
    Text(String),
}

/// One sentence of an explanation as data: the engine's message id and its arguments.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sentence {
    pub id: String,
    pub args: Vec<(String, SentenceArg)>,
}

impl From<&Message> for Sentence {
    fn from(message: &Message) -> Sentence {
        let args = message
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    Arg::Number(number) => SentenceArg::Number(*number),
                    Arg::Decimal { value, digits } => SentenceArg::Decimal(*value, *digits),
                    Arg::Text(text) => SentenceArg::Text(text.clone()),
                };
                ((*name).to_owned(), value)
            })
            .collect();
        Sentence {
            id: message.id.to_owned(),
            args,
        }
    }
}

impl Sentence {
    /// The arguments as the catalogues' formatter borrows them.
    pub fn values(&self) -> Vec<(&str, bg_teach_words::Value<'_>)> {
        self.args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    SentenceArg::Number(number) => bg_teach_words::Value::Number(*number),
                    SentenceArg::Decimal(value, digits) => bg_teach_words::Value::Decimal(
                        bg_teach_words::Decimal::plain(*value, *digits),
                    ),
                    SentenceArg::Text(text) => bg_teach_words::Value::Text(text),
                };
                (name.as_str(), value)
            })
            .collect()
    }
}

/// One play of the hint, ranked.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintedPlay {
    /// Standard notation in the mover's numbering (`8/5 6/5`, `bar/22*`); the page reads it
    /// back among the legal plays of the match it asked about.
    pub notation: String,
    /// The equity the plays are ranked by: points a game (cubeless) in money play, EMG in a
    /// match (see [`HintedPlay::match_winning_chance`]).
    pub equity: f32,
    /// The equity given up against the best play, both at this play's depth (0 for the best;
    /// [`bg_engine::teach::HintPlay::loss`]).
    pub loss: f32,
    /// The mover's chances after the play.
    pub chances: Chances,
    /// In a match, the mover's match winning chance after the play (0..=1).
    pub match_winning_chance: Option<f32>,
    /// In a match, the match winning chance given up against the best play, both at this
    /// play's depth.
    pub match_winning_chance_loss: Option<f32>,
    /// The depth of the play's evaluation (GNU Backgammon's plies: 0 the net's judgement, 2
    /// two rolls ahead); the search takes only the best plays deepest.
    pub plies: u8,
    /// Why the best play is better than this one (for the best play: than the second).
    pub explanation: Vec<Sentence>,
}

/// The cube hint: the three equities, the verdicts and the explanation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CubeAdvice {
    /// The player who would double (the one on roll, or the one who doubled), by index.
    pub doubler: usize,
    /// `[no double, double/take, double/pass]`: money, points per unit of the cube; a match,
    /// EMG.
    pub equities: [f32; 3],
    /// The same three as the doubler's match winning chances, in a match.
    pub match_winning_chances: Option<[f32; 3]>,
    /// `no-double`, `double` or `too-good`.
    pub double: String,
    /// `take`, `pass` or `beaver`.
    pub take: String,
    pub redouble: bool,
    pub can_double: bool,
    /// The doubler's chances before the roll.
    pub chances: Chances,
    pub explanation: Vec<Sentence>,
}

/// The worker's hint about one state of a match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hint {
    /// The player the hint is for, by index ([`Player::index`]).
    pub player: usize,
    /// The plays of the roll, best first; empty before the roll and when doubled.
    pub plays: Vec<HintedPlay>,
    /// The cube hint, before the roll (when the cube is in use) and when doubled.
    pub cube: Option<CubeAdvice>,
}

/// The hint for the player to act in `game`, from `player` (World class, [`HINT_LEVEL`]):
/// the ranked plays when they have rolled, the cube hint before the roll or when doubled.
///
/// # Errors
/// A state in which nobody is to play or to answer a double, in words.
pub fn hint(player: &mut NeuralBot, game: &Match) -> Result<Hint, String> {
    match game.phase() {
        Phase::Moving { on_roll, dice } => {
            let position = game.position();
            let cube = CubeContext::of_match(game, on_roll);
            let ranked = play_hint(player, &position, dice, &cube);
            let facts: Vec<PlayFacts> = ranked
                .plays
                .iter()
                .map(|entry| play_facts(&position, dice, &entry.play))
                .collect();
            let candidates: Vec<Candidate<'_>> = ranked
                .plays
                .iter()
                .zip(&facts)
                .map(|(hint, facts)| Candidate { hint, facts })
                .collect();
            let plays = candidates
                .iter()
                .enumerate()
                .map(|(index, candidate)| hinted_play(&candidates, index, candidate))
                .collect();
            Ok(Hint {
                player: on_roll.index(),
                plays,
                cube: None,
            })
        }
        Phase::AwaitingRoll { on_roll } if game.settings().cube() => Ok(Hint {
            player: on_roll.index(),
            plays: Vec::new(),
            cube: Some(cube_advice(player, game, on_roll)),
        }),
        Phase::CubeOffered { by } => Ok(Hint {
            player: by.other().index(),
            plays: Vec::new(),
            cube: Some(cube_advice(player, game, by)),
        }),
        _ => Err("there is no play or cube decision to hint at".to_owned()),
    }
}

fn hinted_play(
    candidates: &[Candidate<'_>],
    index: usize,
    candidate: &Candidate<'_>,
) -> HintedPlay {
    let compared = if index == 0 {
        candidates.get(1)
    } else {
        candidates.first()
    };
    let explanation = match compared {
        Some(other) => explain_plays(*other, *candidate)
            .iter()
            .map(Sentence::from)
            .collect(),
        None => explain_only_play().iter().map(Sentence::from).collect(),
    };
    let hint = candidate.hint;
    HintedPlay {
        notation: hint.notation.clone(),
        equity: hint.equity,
        loss: hint.loss,
        chances: Chances::from(&hint.chances),
        match_winning_chance: hint.match_winning_chance,
        match_winning_chance_loss: hint.match_winning_chance_loss,
        plies: hint.plies,
        explanation,
    }
}

fn cube_advice(player: &mut NeuralBot, game: &Match, doubler: Player) -> CubeAdvice {
    let cube = CubeContext::of_match(game, doubler);
    let advice = cube_hint(player, &game.position_for(doubler), &cube);
    let double = match advice.double {
        DoubleVerdict::NoDouble => "no-double",
        DoubleVerdict::Double => "double",
        DoubleVerdict::TooGood => "too-good",
    };
    let take = match advice.take {
        TakeVerdict::Take => "take",
        TakeVerdict::Pass => "pass",
        TakeVerdict::Beaver => "beaver",
    };
    let analysis = advice.analysis;
    CubeAdvice {
        doubler: doubler.index(),
        equities: [
            analysis.no_double,
            analysis.double_take,
            analysis.double_drop,
        ],
        match_winning_chances: advice.match_winning_chances,
        double: double.to_owned(),
        take: take.to_owned(),
        redouble: advice.redouble,
        can_double: advice.can_double,
        chances: Chances::from(&advice.chances),
        explanation: explain_cube(&advice).iter().map(Sentence::from).collect(),
    }
}

/// The player whose judgement the hint shows.
pub fn hint_player() -> NeuralBot {
    NeuralBot::for_level(HINT_LEVEL)
}

#[cfg(test)]
mod tests;
