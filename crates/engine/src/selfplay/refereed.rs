//! Whole refereed matches between two bots, with the cube and resignations: what the
//! referee's log of a real match looks like, for match files and their tests.

use crate::bots::decide::{decide, Decision};
use crate::bots::Bot;
use crate::dice::DiceSource;
use crate::player::Player;
use crate::referee::{Action, ActionError, Match, MatchSettings, Phase};

/// Plays a match under `settings` between `zero` (player 0) and `one` (player 1), each deciding
/// as [`decide`] says, with `dice` for every roll (the opening roll is two dice of one roll,
/// player 0's first). It stops when the match is over, or, in money play (which never ends),
/// after `money_games` games.
///
/// # Errors
/// An action of a bot that the referee refuses (a bug in the bot or in `decide`).
pub fn play_match(
    zero: &mut dyn Bot,
    one: &mut dyn Bot,
    settings: MatchSettings,
    money_games: usize,
    dice: &mut dyn DiceSource,
) -> Result<Match, ActionError> {
    let mut game = Match::new(settings);
    loop {
        let action = match game.phase() {
            Phase::MatchOver { .. } => return Ok(game),
            Phase::GameOver { .. }
                if settings.is_money() && game.game_results().len() >= money_games =>
            {
                return Ok(game)
            }
            Phase::GameOver { .. } => Action::NextGame,
            Phase::OpeningRoll => {
                let roll = dice.roll();
                Action::OpeningRoll {
                    zero: roll.first(),
                    one: roll.second(),
                }
            }
            _ => {
                let bot: &mut dyn Bot = match game.to_act() {
                    Some(Player::One) => &mut *one,
                    _ => &mut *zero,
                };
                match decide(bot, &game) {
                    Some(Decision::Act(action)) => action,
                    Some(Decision::Roll) | None => Action::Roll(dice.roll()),
                }
            }
        };
        game.apply_mut(action)?;
    }
}
