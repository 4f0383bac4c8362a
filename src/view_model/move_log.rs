//! The move log: the match so far in standard notation.

use bg_engine::notation::write_play;
use bg_engine::referee::{Action, Match};
use bg_engine::Player;

use super::text::{points_word, says, win_phrase};
use crate::state::Session;

/// A line of the move log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The player the line is about, if one.
    pub player: Option<Player>,
    pub text: String,
    /// A game header ("Game 2").
    pub header: bool,
}

/// The match so far in standard notation, a line per play or cube action, a header per game.
pub fn move_log(session: &Session) -> Vec<LogLine> {
    let names = &session.setup.names;
    let name = |player: Player| names[player.index()].as_str();
    let mut lines = vec![LogLine {
        player: None,
        text: "Game 1".to_owned(),
        header: true,
    }];
    let mut game = session.game.initial();
    for &action in session.game.log() {
        let actor = game.to_act().unwrap_or(game.on_roll());
        let text = action_text(&game, action, &session.setup.names);
        let results_before = game.game_results().len();
        if game.apply_mut(action).is_err() {
            break;
        }
        let text = text.or_else(|| cube_text(&game, action));
        if let Some(text) = text {
            let player = match action {
                Action::OpeningRoll { .. } => None,
                _ => Some(actor),
            };
            lines.push(LogLine {
                player,
                text: match player {
                    Some(player) => format!("{}: {text}", name(player)),
                    None => text,
                },
                header: false,
            });
        }
        if let Some(result) = game.game_results().get(results_before) {
            lines.push(LogLine {
                player: Some(result.winner),
                text: format!(
                    "{} {}: {}",
                    says(name(result.winner), "wins"),
                    win_phrase(result.kind),
                    points_word(result.points)
                ),
                header: false,
            });
        }
        if action == Action::NextGame {
            lines.push(LogLine {
                player: None,
                text: format!("Game {}", game.game_number()),
                header: true,
            });
        }
    }
    lines
}

/// What the log says of `action` taken in `game` (before it), without the actor's name;
/// `None` for actions the log does not show (rolls, the next game) and for the cube's offers
/// (see [`cube_text`]).
fn action_text(game: &Match, action: Action, names: &[String; 2]) -> Option<String> {
    match action {
        Action::OpeningRoll { zero, one } => Some(format!(
            "Opening roll: {} {zero}, {} {one}{}",
            names[Player::Zero.index()],
            names[Player::One.index()],
            if zero == one { " (tie)" } else { "" }
        )),
        Action::Roll(_) => None,
        Action::Play(play) => {
            let dice = game
                .dice()
                .map(|dice| format!("{}{}", dice.high(), dice.low()))
                .unwrap_or_default();
            let moves = write_play(&play);
            Some(if moves.is_empty() {
                format!("{dice}: cannot move")
            } else {
                format!("{dice}: {moves}")
            })
        }
        // Said once the cube has moved: see `cube_text`.
        Action::Double | Action::Beaver => None,
        Action::Take => Some("Takes".to_owned()),
        Action::Drop => Some("Drops".to_owned()),
        Action::Resign(kind) => Some(format!("Offers to resign {}", win_phrase(kind))),
        Action::AcceptResignation => Some("Accepts the resignation".to_owned()),
        Action::RejectResignation => Some("Rejects the resignation".to_owned()),
        Action::NextGame => None,
    }
}

/// What the log says of a double or a beaver, from `after` it: the value offered.
fn cube_text(after: &Match, action: Action) -> Option<String> {
    let value = after.offered_cube_value()?;
    match action {
        Action::Double => Some(format!("Doubles to {value}")),
        Action::Beaver => Some(format!("Beavers to {value}")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::test_support::{
        act, money_double_offered, pass_and_play, play_31_by_presses,
    };
    use crate::view_model::BoardView;
    use bg_engine::Dice;

    #[test]
    fn a_double_is_logged_at_the_value_offered_and_a_beaver_at_four_times_the_cube() {
        let session = act(&money_double_offered(), Action::Beaver);
        let texts: Vec<String> = move_log(&session).into_iter().map(|l| l.text).collect();
        assert_eq!(
            texts[texts.len() - 2..],
            ["Bob: Doubles to 2", "Ann: Beavers to 4"]
        );
    }

    #[test]
    fn the_move_log_reads_in_standard_notation() {
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 2, one: 2 });
        let session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
        let session = play_31_by_presses(&session);
        let session = act(&session, Action::Roll(Dice::new(6, 4).unwrap()));
        let texts: Vec<String> = move_log(&session).into_iter().map(|l| l.text).collect();
        assert_eq!(
            texts,
            vec![
                "Game 1",
                "Opening roll: Ann 2, Bob 2 (tie)",
                "Opening roll: Ann 3, Bob 1",
                "Ann: 31: 8/5 6/5",
            ]
        );
        let view = BoardView::new(&session);
        assert_eq!(view.dice.len(), 2);
        assert!(view.dice.iter().all(|d| d.player == Player::One && !d.used));
    }
}
