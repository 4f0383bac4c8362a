//! The words of the panels: the status line, the match length and Crawford marker, and the
//! phrases the move log shares ("You win", "a gammon", "2 points").

use bg_engine::referee::{Action, GameEnding, Match, Phase};
use bg_engine::turn::Turn;
use bg_engine::WinKind;
use bg_engine::{Dice, Player};

use crate::state::Session;

/// `name` and a verb agreeing with it: "Ann wins", but "You win".
pub(super) fn says(name: &str, verb: &str) -> String {
    if name == "You" {
        format!("{name} {}", verb.strip_suffix('s').unwrap_or(verb))
    } else {
        format!("{name} {verb}")
    }
}

pub(super) fn points_word(points: u32) -> String {
    if points == 1 {
        "1 point".to_owned()
    } else {
        format!("{points} points")
    }
}

pub(super) fn win_phrase(kind: WinKind) -> &'static str {
    match kind {
        WinKind::Single => "a single game",
        WinKind::Gammon => "a gammon",
        WinKind::Backgammon => "a backgammon",
    }
}

fn name(session: &Session, player: Player) -> String {
    session.setup.name(player).to_owned()
}

fn thinking(session: &Session, player: Player) -> String {
    format!("{} is thinking…", name(session, player))
}

/// One sentence saying where the match stands and who must do what.
pub fn status(session: &Session) -> String {
    let game = &session.game;
    let name = |player: Player| name(session, player);
    match game.phase() {
        Phase::OpeningRoll => match game.opening_roll() {
            Some(roll) => format!(
                "Opening roll: {} {}, {} {}: a tie, roll again.",
                name(Player::Zero),
                roll.zero,
                name(Player::One),
                roll.one
            ),
            None => format!("Game {}: roll to see who starts.", game.game_number()),
        },
        Phase::AwaitingRoll { on_roll } if !session.setup.is_human(on_roll) => {
            thinking(session, on_roll)
        }
        Phase::AwaitingRoll { on_roll } => format!("{} to roll.", name(on_roll)),
        Phase::Moving { on_roll, dice } => moving_status(session, on_roll, dice),
        Phase::CubeOffered { by } => cube_offer_status(session, by),
        Phase::ResignationOffered { by, level } => resignation_status(session, by, level),
        Phase::GameOver {
            winner,
            kind,
            points,
        } => format!(
            "{} {} and {}{}.",
            says(&name(winner), "wins"),
            win_phrase(kind),
            points_word(points),
            ending_note(game)
        ),
        Phase::MatchOver { winner } => {
            let score = game.score();
            format!(
                "{} the match {}-{}.",
                says(&name(winner), "wins"),
                score[winner],
                score[winner.other()]
            )
        }
    }
}

/// The status while `on_roll` moves `dice`, after the opening roll's values if this is it.
fn moving_status(session: &Session, on_roll: Player, dice: Dice) -> String {
    let game = &session.game;
    let name = |player: Player| name(session, player);
    let opening = match (game.opening_roll(), game.log().last()) {
        (Some(roll), Some(Action::OpeningRoll { .. })) => format!(
            "Opening roll: {} {}, {} {}. ",
            name(Player::Zero),
            roll.zero,
            name(Player::One),
            roll.one
        ),
        _ => String::new(),
    };
    if !session.setup.is_human(on_roll) {
        return format!("{opening}{}", thinking(session, on_roll));
    }
    let can_move = !session.turn.as_ref().is_some_and(Turn::cannot_move);
    if can_move {
        let die_note = if session.die_choice_matters() {
            let (spent, kept) = if session.high_die_first {
                (dice.high(), dice.low())
            } else {
                (dice.low(), dice.high())
            };
            format!(
                " Where either die bears off, the {spent} is used (Swap dice to use the {kept})."
            )
        } else {
            String::new()
        };
        format!(
            "{opening}{} to move {}-{}.{die_note}",
            name(on_roll),
            dice.high(),
            dice.low()
        )
    } else {
        format!(
            "{opening}{} rolled {}-{} and cannot move: press Done.",
            name(on_roll),
            dice.high(),
            dice.low()
        )
    }
}

/// The status while `by`'s double waits for an answer.
fn cube_offer_status(session: &Session, by: Player) -> String {
    let value = session.game.offered_cube_value().unwrap_or_default();
    let doubles = says(&name(session, by), "doubles");
    if session.setup.is_human(by.other()) {
        format!(
            "{doubles} to {value}: {}, take or drop?",
            name(session, by.other())
        )
    } else {
        format!("{doubles} to {value}. {}", thinking(session, by.other()))
    }
}

/// A resignation offered by `by`: the question to the person who answers, or that the computer
/// is deciding.
fn resignation_status(session: &Session, by: Player, level: WinKind) -> String {
    let offers = format!(
        "{} to resign {}",
        says(&name(session, by), "offers"),
        win_phrase(level)
    );
    if session.setup.is_human(by.other()) {
        format!("{offers}: {}, accept or reject?", name(session, by.other()))
    } else {
        format!("{offers}. {}", thinking(session, by.other()))
    }
}

pub(super) fn ending_note(game: &Match) -> &'static str {
    match game.game_results().last().map(|result| result.ending) {
        Some(GameEnding::Dropped) => " (double dropped)",
        Some(GameEnding::Resigned) => " (resigned)",
        _ => "",
    }
}

/// The match length ("5-point match", "Money game") and the Crawford marker ("Crawford game",
/// "Post-Crawford", or empty).
pub fn match_info(game: &Match) -> (String, String) {
    let length = match game.match_length() {
        0 => "Money game".to_owned(),
        1 => "1-point match".to_owned(),
        n => format!("{n}-point match"),
    };
    let crawford = if game.is_crawford_game() {
        "Crawford game"
    } else if game.is_post_crawford() {
        "Post-Crawford"
    } else {
        ""
    };
    (length, crawford.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::{GameSetup, Opponent};
    use crate::view_model::controls::{controls, Control};
    use crate::view_model::test_support::{act, pass_and_play};

    #[test]
    fn the_crawford_game_is_marked_once_a_player_is_one_point_away() {
        let setup = GameSetup {
            length: 3,
            opponent: Opponent::Human,
            ..GameSetup::default()
        };
        let mut session = Session::new(setup).unwrap();
        assert_eq!(
            match_info(&session.game),
            ("3-point match".to_owned(), String::new())
        );
        // Player 1 doubles, player 0 drops twice: 2-0, then the Crawford game.
        for _ in 0..2 {
            session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
            let play = session.game.legal_plays()[0];
            session = act(&session, Action::Play(play));
            session = act(&session, Action::Double);
            session = act(&session, Action::Drop);
            assert!(matches!(session.game.phase(), Phase::GameOver { .. }));
            session = act(&session, Action::NextGame);
        }
        assert_eq!(session.game.score()[Player::One], 2);
        assert_eq!(match_info(&session.game).1, "Crawford game");
        assert!(controls(&session).contains(&(Control::Roll, true)));
        session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
        let play = session.game.legal_plays()[0];
        session = act(&session, Action::Play(play));
        // No doubling in the Crawford game: the Double button is disabled.
        assert!(controls(&session).contains(&(Control::Double, false)));
    }

    #[test]
    fn a_resignation_to_the_computer_says_it_is_thinking_not_asks_it() {
        let versus = Session::new(GameSetup::default()).unwrap();
        let session = act(&versus, Action::OpeningRoll { zero: 3, one: 1 });
        let session = act(&session, Action::Resign(WinKind::Gammon));
        assert_eq!(
            status(&session),
            "You offer to resign a gammon. Computer is thinking…"
        );
        let human = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
        let human = act(&human, Action::Resign(WinKind::Single));
        assert_eq!(
            status(&human),
            "Ann offers to resign a single game: Bob, accept or reject?"
        );
    }

    #[test]
    fn verbs_agree_with_you() {
        assert_eq!(says("You", "wins"), "You win");
        assert_eq!(says("Ann", "wins"), "Ann wins");
    }
}
