//! The game the engine is asked about (a position with its match context, read from a GNU
//! Backgammon ID or an XGID) and the decisions `go` asks for.
//!
//! The match context lives in a referee [`Match`] built from the Match ID, so that the cube
//! rules are the referee's: no double in the Crawford game, none when the opponent owns the
//! cube, none when the cube is dead (the player already wins the match with the current
//! value), none after rolling. A position without a Match ID is a money game with the cube
//! centred, before the roll.

use bg_engine::bots::decide::{answer_double, double_decision};
use bg_engine::bots::Bot;
use bg_engine::cube::{CubeContext, DoubleDecision};
use bg_engine::ids::{GnubgId, MatchId, Xgid, XgidConversionError};
use bg_engine::notation::write_ubgi;
use bg_engine::referee::{Action, Match, Phase};
use bg_engine::{Dice, Position};

use crate::ubgi::error::{echo, UbgiError};

/// What `go` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// `go` or `go chequer`: the play of the dice.
    Chequer,
    /// `go cube`: double or not, or, with a double pending, take or drop.
    Cube,
    /// `go turn`: the cube decision, then the play when there is no double.
    Turn,
}

/// A position and its match context, with the dice the ID carries (if rolled).
pub fn read_gnubg_id(text: &str) -> Result<(Match, Option<Dice>), UbgiError> {
    let (position, match_id) = match text.split_once(':') {
        Some(_) => {
            let id = GnubgId::from_gnubg_id(text)
                .map_err(|error| UbgiError::BadValue(format!("gnubgid {}: {error}", echo(text))))?;
            (id.position, id.match_id)
        }
        None => {
            let position = Position::from_position_id(text).map_err(|error| {
                UbgiError::BadValue(format!("position id {}: {error}", echo(text)))
            })?;
            (position, MatchId::money_game_before_roll())
        }
    };
    referee(position, &match_id)
}

/// The same from an XGID (with or without the `XGID=` prefix).
pub fn read_xgid(text: &str) -> Result<(Match, Option<Dice>), UbgiError> {
    let xgid = Xgid::from_xgid(text)
        .map_err(|error| UbgiError::BadValue(format!("xgid {}: {error}", echo(text))))?;
    let (position, match_id) = xgid.to_gnubg().map_err(|error| match error {
        XgidConversionError::PendingBeaver => {
            UbgiError::Unsupported("xgid with a beaver or raccoon pending".to_owned())
        }
        error => UbgiError::BadValue(format!("xgid {}: {error}", echo(text))),
    })?;
    referee(position, &match_id)
}

fn referee(position: Position, match_id: &MatchId) -> Result<(Match, Option<Dice>), UbgiError> {
    let state = Match::from_match_id(position, match_id)
        .map_err(|error| UbgiError::BadValue(format!("match context: {error}")))?;
    Ok((state, match_id.dice))
}

/// Answers `request` for the player who must act in `game`: the response line (`bestmove`,
/// `bestcube` or `bestturn`). `dice` are the dice to play (from the ID or a `dice` command);
/// `beavers` lets a double in money play be answered `beaver` (the key `game.beavers`).
///
/// # Errors
/// `bad_state` when the request does not fit the state (no dice, a double pending for
/// `go chequer`, no game in progress), `unsupported` for a pending resignation.
pub fn decide(
    game: &Match,
    dice: Option<Dice>,
    request: Request,
    bot: &mut dyn Bot,
    beavers: bool,
) -> Result<String, UbgiError> {
    match game.phase() {
        Phase::AwaitingRoll { on_roll } | Phase::Moving { on_roll, .. } => {
            let need_dice = || dice.ok_or_else(|| UbgiError::BadState("missing dice".to_owned()));
            match request {
                Request::Chequer => Ok(format!("bestmove {}", play(game, need_dice()?, bot))),
                Request::Cube => Ok(format!("bestcube {}", double_decision(bot, game, on_roll))),
                Request::Turn => {
                    let dice = need_dice()?;
                    Ok(match double_decision(bot, game, on_roll) {
                        DoubleDecision::Double => "bestturn cube=double".to_owned(),
                        DoubleDecision::NoDouble => {
                            format!("bestturn cube=nodouble move={}", play(game, dice, bot))
                        }
                    })
                }
            }
        }
        Phase::CubeOffered { by } => {
            let mut answer = || cube_word(answer_double(bot, game, by, beavers));
            match request {
                Request::Chequer => Err(UbgiError::BadState(
                    "a double is pending: answer it with go cube".to_owned(),
                )),
                Request::Cube => Ok(format!("bestcube {}", answer())),
                Request::Turn => Ok(format!("bestturn cube={}", answer())),
            }
        }
        Phase::ResignationOffered { .. } => {
            Err(UbgiError::Unsupported("resignation decisions".to_owned()))
        }
        Phase::OpeningRoll | Phase::GameOver { .. } | Phase::MatchOver { .. } => Err(
            UbgiError::BadState("no game in progress in the match context".to_owned()),
        ),
    }
}

/// The bot's play of `dice` in UBGI notation, at the match's cube and score.
fn play(game: &Match, dice: Dice, bot: &mut dyn Bot) -> String {
    let position = game.position();
    let plays = position.legal_plays(dice);
    let cube = CubeContext::of_match(game, game.on_roll());
    write_ubgi(&bot.choose_play_in(&position, dice, &plays, &cube))
}

/// The `bestcube` word of an answer to a double.
fn cube_word(answer: Action) -> &'static str {
    match answer {
        Action::Beaver => "beaver",
        Action::Drop => "drop",
        _ => "take",
    }
}
