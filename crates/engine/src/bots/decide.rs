//! What a computer player does when a refereed match waits for it: one question (the match),
//! one answer (the referee [`Action`] to apply, or "roll the dice").
//!
//! The policy around the bot's answers lives here, so that every program fielding a bot
//! plays the same way:
//! - before rolling, the bot may resign ([`Bot::resignation_offer`]), except right after the
//!   opponent rejected its offer: then it plays the turn on rather than offering again (it
//!   would offer the same, and be rejected the same);
//! - it is asked to double only when the referee allows it ([`Match::can_double`]);
//! - offered a fresh double where the referee allows a beaver, it may beaver
//!   ([`Bot::beavers`]); answering a beaver it only takes or drops (it never raccoons);
//! - when it neither resigns nor doubles it rolls: the caller draws the dice, since the engine
//!   never draws randomness.

use crate::bots::Bot;
use crate::cube::{CubeContext, DoubleDecision, TakeDecision};
use crate::player::Player;
use crate::referee::{Action, Match, Phase};

/// A computer player's answer to a match waiting for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Apply this action (by the player to act).
    Act(Action),
    /// Roll the dice: the caller draws them and applies [`Action::Roll`].
    Roll,
}

/// What `bot`, playing the side the referee waits for ([`Match::to_act`]), does in `game`.
/// `None` when no single player is to act (the opening roll, between games, the match over).
pub fn decide(bot: &mut dyn Bot, game: &Match) -> Option<Decision> {
    let action = match game.phase() {
        Phase::AwaitingRoll { on_roll } => return Some(before_roll(bot, game, on_roll)),
        Phase::Moving { dice, on_roll } => {
            let cube = CubeContext::of_match(game, on_roll);
            let plays = game.legal_plays();
            Action::Play(bot.choose_play_in(&game.position(), dice, &plays, &cube))
        }
        Phase::CubeOffered { by } => answer_double(bot, game, by, true),
        Phase::ResignationOffered { by, level } => {
            let cube = CubeContext::of_match(game, by.other());
            if bot.accepts_resignation(&game.position_for(by), level, &cube) {
                Action::AcceptResignation
            } else {
                Action::RejectResignation
            }
        }
        Phase::OpeningRoll | Phase::GameOver { .. } | Phase::MatchOver { .. } => return None,
    };
    Some(Decision::Act(action))
}

/// Before rolling: resign, double, or roll.
fn before_roll(bot: &mut dyn Bot, game: &Match, on_roll: Player) -> Decision {
    let cube = CubeContext::of_match(game, on_roll);
    let position = game.position();
    if !offer_was_just_rejected(game) {
        if let Some(kind) = bot.resignation_offer(&position, &cube) {
            return Decision::Act(Action::Resign(kind));
        }
    }
    match double_decision(bot, game, on_roll) {
        DoubleDecision::Double => Decision::Act(Action::Double),
        DoubleDecision::NoDouble => Decision::Roll,
    }
}

/// Whether the last action rejected a resignation: before rolling, the player to act is then
/// the one whose offer was rejected.
fn offer_was_just_rejected(game: &Match) -> bool {
    game.log().last() == Some(&Action::RejectResignation)
}

/// The double decision of `on_roll` before rolling: `NoDouble` without asking the bot when the
/// referee does not allow a double (the Crawford game, the opponent's cube, a dead cube).
pub fn double_decision(bot: &mut dyn Bot, game: &Match, on_roll: Player) -> DoubleDecision {
    if !game.can_double(on_roll) {
        return DoubleDecision::NoDouble;
    }
    bot.double_decision(&game.position(), &CubeContext::of_match(game, on_roll))
}

/// The answer of the player offered the cube by `doubler`: [`Action::Take`], [`Action::Drop`]
/// or, when `beavers` is true, the double is a fresh one (not itself a beaver) and the referee
/// allows it, [`Action::Beaver`] if the bot beavers.
pub fn answer_double(bot: &mut dyn Bot, game: &Match, doubler: Player, beavers: bool) -> Action {
    let cube = CubeContext::of_match(game, doubler.other());
    let position = game.position_for(doubler);
    let fresh = doubler == game.on_roll();
    if beavers && fresh && game.can_beaver() && bot.beavers(&position, &cube) {
        return Action::Beaver;
    }
    match bot.take_decision(&position, &cube) {
        TakeDecision::Take => Action::Take,
        TakeDecision::Drop => Action::Drop,
    }
}

#[cfg(test)]
mod tests;
