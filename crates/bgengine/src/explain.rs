//! `bgengine explain`: the hint and its explanations as JSON.
//!
//! - `bgengine explain <PositionID:MatchID> <dice> [<play>]`: every play of the roll ranked by
//!   the level's player (World class by default) with its equity, loss, chances, facts and
//!   explanation sentences; with a play, also that play against the best (`played`).
//! - `bgengine explain <PositionID:MatchID>`: the cube decision of the player on roll (or of
//!   the doubler, with a double pending: the take verdict is the taker's answer).
//!
//! A bare Position ID is a money game with the cube centred. The sentences are in the request's
//! language (`--lang en|pl|eo|et`), worded by `bg-teach-words` from the same catalogues the app
//! uses. Every input error is a message naming what was wrong; nothing here panics on input.

use bg_engine::bots::{Level, NeuralBot};
use bg_engine::cube::CubeContext;
use bg_engine::eval::Probabilities;
use bg_engine::ids::{GnubgId, MatchId};
use bg_engine::notation::parse_play;
use bg_engine::referee::{Match, Phase};
use bg_engine::teach::{
    cube_hint, explain_cube, explain_only_play, explain_plays, play_facts, play_hint, Arg,
    Candidate, CubeHint, HintPlay, Message, PlayFacts,
};
use bg_engine::{Dice, Position};
use bg_teach_words::TeachWords;

use crate::json::Json;
use crate::moves::parse_roll;

/// What `bgengine explain` was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplainRequest {
    /// `PositionID:MatchID`, or a bare Position ID.
    pub id: String,
    /// The dice (one word `31` or two `3 1`) and then the play's words; empty for the cube.
    pub words: Vec<String>,
    /// Whose judgement: World class by default.
    pub level: Level,
    /// The language of the sentences, by code (`en`, `pl`, `eo`, `et`).
    pub language: String,
}

/// The JSON answer to `request`.
///
/// # Errors
/// A message naming the bad input: the ID, the match context, the dice, the play, or a state
/// in which the question does not arise (no game in progress, a double pending with dice).
pub fn explain(request: &ExplainRequest) -> Result<Json, String> {
    let words = TeachWords::new(&request.language).map_err(|error| error.to_string())?;
    let (position, game) = read_id(&request.id)?;
    match game.phase() {
        Phase::AwaitingRoll { .. } | Phase::Moving { .. } | Phase::CubeOffered { .. } => {}
        Phase::ResignationOffered { .. } => {
            return Err("a resignation is pending in the Match ID: nothing to explain".to_owned())
        }
        Phase::OpeningRoll | Phase::GameOver { .. } | Phase::MatchOver { .. } => {
            return Err("no game in progress in the Match ID".to_owned())
        }
    }
    let cube = CubeContext::of_match(&game, game.on_roll());
    let mut player = NeuralBot::for_level(request.level);
    if request.words.is_empty() {
        let hint = cube_hint(&mut player, &position, &cube);
        return Ok(cube_json(&request.id, request.level, &hint, &words));
    }
    if matches!(game.phase(), Phase::CubeOffered { .. }) {
        return Err(
            "a double is pending in the Match ID: explain the cube decision without dice"
                .to_owned(),
        );
    }
    let (dice, play_text) = split_dice(&request.words)?;
    let hint = play_hint(&mut player, &position, dice, &cube);
    let facts: Vec<PlayFacts> = hint
        .plays
        .iter()
        .map(|entry| play_facts(&position, dice, &entry.play))
        .collect();
    let mut fields = vec![
        ("position", Json::string(request.id.clone())),
        (
            "dice",
            Json::Array(vec![
                Json::number(dice.first()),
                Json::number(dice.second()),
            ]),
        ),
        ("level", Json::string(request.level.name())),
        ("plays", plays_json(&hint.plays, &facts, &words)),
    ];
    if let Some(text) = play_text {
        fields.push((
            "played",
            played_json(&position, dice, &text, (&hint.plays, &facts), &words)?,
        ));
    }
    Ok(Json::Object(fields))
}

/// The position and the referee's match from a GNU Backgammon ID or a bare Position ID.
fn read_id(text: &str) -> Result<(Position, Match), String> {
    let (position, match_id) = if text.contains(':') {
        let id = GnubgId::from_gnubg_id(text).map_err(|error| format!("{error}"))?;
        (id.position, id.match_id)
    } else {
        let position = Position::from_position_id(text)
            .map_err(|error| format!("bad Position ID: {error}"))?;
        (position, MatchId::money_game_before_roll())
    };
    let game = Match::from_match_id(position, &match_id)
        .map_err(|error| format!("bad match context: {error}"))?;
    Ok((position, game))
}

/// The dice (one word, or two one-digit words) and the play's text after them, if any.
fn split_dice(words: &[String]) -> Result<(Dice, Option<String>), String> {
    let two_words = words.len() >= 2 && words[0].len() == 1 && words[1].len() == 1;
    let n_dice_words = if two_words { 2 } else { 1 };
    let dice_words: Vec<&str> = words[..n_dice_words].iter().map(String::as_str).collect();
    let dice = parse_roll(&dice_words).map_err(|error| error.to_string())?;
    let rest = &words[n_dice_words..];
    Ok((dice, (!rest.is_empty()).then(|| rest.join(" "))))
}

/// Each play with its evaluation, facts and explanation: the best against the second best,
/// every other play against the best.
fn plays_json(plays: &[HintPlay], facts: &[PlayFacts], words: &TeachWords) -> Json {
    let candidates: Vec<Candidate<'_>> = plays
        .iter()
        .zip(facts)
        .map(|(hint, facts)| Candidate { hint, facts })
        .collect();
    let entries = candidates
        .iter()
        .enumerate()
        .map(|(index, candidate)| {
            let other = if index == 0 {
                candidates.get(1)
            } else {
                candidates.first()
            };
            let messages =
                other.map_or_else(explain_only_play, |other| explain_plays(*candidate, *other));
            play_json(candidate, &messages, words)
        })
        .collect();
    Json::Array(entries)
}

fn play_json(candidate: &Candidate<'_>, messages: &[Message], words: &TeachWords) -> Json {
    let hint = candidate.hint;
    Json::Object(vec![
        ("play", Json::string(hint.notation.clone())),
        (
            "position_after",
            Json::string(hint.play.position.position_id()),
        ),
        ("equity", Json::number(hint.equity)),
        ("loss", Json::number(hint.loss)),
        (
            "match_winning_chance",
            Json::option(hint.match_winning_chance.map(Json::number)),
        ),
        (
            "match_winning_chance_loss",
            Json::option(hint.match_winning_chance_loss.map(Json::number)),
        ),
        ("plies", Json::number(hint.plies)),
        ("chances", chances_json(&hint.chances)),
        ("facts", facts_json(candidate.facts)),
        ("explanation", sentences_json(messages, words)),
        ("messages", messages_json(messages)),
    ])
}

/// The play the player made (or means to make) against the best.
fn played_json(
    position: &Position,
    dice: Dice,
    text: &str,
    (plays, facts): (&[HintPlay], &[PlayFacts]),
    words: &TeachWords,
) -> Result<Json, String> {
    let play = parse_play(position, dice, text)
        .map_err(|error| format!("the play {text:?} with {dice}: {error}"))?;
    let index = plays
        .iter()
        .position(|entry| entry.play.position == play.position)
        .ok_or_else(|| format!("the play {text:?} is not among the legal plays"))?;
    let candidate = Candidate {
        hint: &plays[index],
        facts: &facts[index],
    };
    let best = Candidate {
        hint: &plays[0],
        facts: &facts[0],
    };
    let messages = explain_plays(candidate, best);
    Ok(Json::Object(vec![
        ("play", Json::string(plays[index].notation.clone())),
        ("rank", Json::number(index as f64 + 1.0)),
        ("loss", Json::number(plays[index].loss)),
        ("explanation", sentences_json(&messages, words)),
        ("messages", messages_json(&messages)),
    ]))
}

/// Both sides' chances: the mover's wins, gammons and backgammons, and the opponent's.
fn chances_json(chances: &Probabilities) -> Json {
    Json::Object(vec![
        ("win", Json::number(chances.win)),
        ("win_gammon", Json::number(chances.win_gammon)),
        ("win_backgammon", Json::number(chances.win_backgammon)),
        ("lose", Json::number(1.0 - chances.win)),
        ("lose_gammon", Json::number(chances.lose_gammon)),
        ("lose_backgammon", Json::number(chances.lose_backgammon)),
    ])
}

fn points_json(points: &[u8]) -> Json {
    Json::Array(points.iter().map(|&point| Json::number(point)).collect())
}

fn facts_json(facts: &PlayFacts) -> Json {
    let blots = facts
        .blots
        .iter()
        .map(|blot| {
            Json::Object(vec![
                ("point", Json::number(blot.point)),
                ("shots", Json::number(blot.shots)),
            ])
        })
        .collect();
    let pips = facts.pips;
    Json::Object(vec![
        ("points_made", points_json(&facts.points_made)),
        ("points_given_up", points_json(&facts.points_given_up)),
        ("home_board_points", Json::number(facts.home_board_points)),
        ("blots", Json::Array(blots)),
        ("shots", Json::number(facts.shots)),
        ("hits", Json::number(facts.hits)),
        ("opponent_on_bar", Json::number(facts.opponent_on_bar)),
        (
            "entering_rolls",
            Json::option(facts.entering_rolls.map(Json::number)),
        ),
        ("closed_board", Json::Bool(facts.closed_board)),
        (
            "back_checkers_escaped",
            Json::number(facts.back_checkers_escaped),
        ),
        ("back_checkers", Json::number(facts.back_checkers)),
        ("anchors_made", points_json(&facts.anchors_made)),
        ("anchors_broken", points_json(&facts.anchors_broken)),
        (
            "prime",
            Json::Object(vec![
                ("start", Json::number(facts.prime.start)),
                ("length", Json::number(facts.prime.length)),
                ("trapped", Json::number(facts.prime.trapped)),
            ]),
        ),
        ("builders", Json::number(facts.builders)),
        (
            "pips",
            Json::Object(vec![
                ("before", Json::number(pips.before)),
                ("after", Json::number(pips.after)),
                ("opponent", Json::number(pips.opponent_after)),
                ("lead_before", Json::number(pips.lead_before)),
                ("lead_after", Json::number(pips.lead_after)),
            ]),
        ),
        (
            "bear_off",
            Json::option(facts.bear_off.map(|bear_off| {
                Json::Object(vec![
                    ("checkers_off", Json::number(bear_off.checkers_off)),
                    ("pips_wasted", Json::number(bear_off.pips_wasted)),
                ])
            })),
        ),
        ("game_kind", Json::string(facts.game_kind.word())),
    ])
}

fn sentences_json(messages: &[Message], words: &TeachWords) -> Json {
    Json::Array(
        messages
            .iter()
            .map(|message| Json::string(words.text(message)))
            .collect(),
    )
}

/// The messages as data, for other catalogues: `{"id": ..., "args": {...}}`.
fn messages_json(messages: &[Message]) -> Json {
    let entries = messages
        .iter()
        .map(|message| {
            let args = message
                .args
                .iter()
                .map(|(name, value)| {
                    let value = match value {
                        // Other catalogues get the value; the decimals are this one's wording.
                        Arg::Number(number) | Arg::Decimal { value: number, .. } => {
                            Json::number(*number)
                        }
                        Arg::Text(text) => Json::string(text.clone()),
                    };
                    (*name, value)
                })
                .collect();
            Json::Object(vec![
                ("id", Json::string(message.id)),
                ("args", Json::Object(args)),
            ])
        })
        .collect();
    Json::Array(entries)
}

/// The cube hint as JSON.
fn cube_json(id: &str, level: Level, hint: &CubeHint, words: &TeachWords) -> Json {
    let messages = explain_cube(hint);
    let analysis = hint.analysis;
    let match_winning_chances = hint.match_winning_chances.map(|[no_double, take, pass]| {
        Json::Object(vec![
            ("no_double", Json::number(no_double)),
            ("double_take", Json::number(take)),
            ("double_pass", Json::number(pass)),
        ])
    });
    let verdict = messages
        .first()
        .map(|message| words.text(message))
        .unwrap_or_default();
    Json::Object(vec![
        ("position", Json::string(id)),
        ("level", Json::string(level.name())),
        (
            "cube",
            Json::Object(vec![
                ("no_double", Json::number(analysis.no_double)),
                ("double_take", Json::number(analysis.double_take)),
                ("double_pass", Json::number(analysis.double_drop)),
                ("match_winning_chances", Json::option(match_winning_chances)),
                ("verdict", Json::string(verdict.trim_end_matches('.'))),
                ("can_double", Json::Bool(hint.can_double)),
                ("redouble", Json::Bool(hint.redouble)),
                ("take_point", Json::number(hint.take_point)),
                ("market_losers", Json::number(hint.market_losers)),
            ]),
        ),
        ("chances", chances_json(&hint.chances)),
        ("explanation", sentences_json(&messages, words)),
        ("messages", messages_json(&messages)),
    ])
}
