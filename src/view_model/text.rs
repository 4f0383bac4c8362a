//! The words of the panels: the status line, the match length and Crawford marker, and how
//! the messages name the players and the kinds of win they share with the move log and the
//! game-over panel. Everything here is a [`Message`]; the components put it in a language.

use bg_engine::referee::{Action, GameEnding, Match, Phase};
use bg_engine::turn::Turn;
use bg_engine::WinKind;
use bg_engine::{Dice, Player};

use crate::i18n::Message;
use crate::msg;
use crate::setup::GameSetup;
use crate::state::Session;

/// `player`'s name as the messages show it: the app's own names ("You", "Computer", "Black",
/// "White", the defaults of the New game form, stored in English) in the reader's language,
/// any other name as it was typed.
pub fn player_name(setup: &GameSetup, player: Player) -> Message {
    let name = setup.name(player);
    match name {
        "You" => msg!("player-you"),
        "Computer" => msg!("player-computer"),
        "Black" => msg!("player-black"),
        "White" => msg!("player-white"),
        _ => msg!("player-named", name = name),
    }
}

/// Whom the verbs of a message agree with: `"you"` for the person addressed ("You win"),
/// `"other"` for a named player ("Ann wins"). The catalogues select on it.
pub(super) fn person(setup: &GameSetup, player: Player) -> &'static str {
    if setup.name(player) == "You" {
        "you"
    } else {
        "other"
    }
}

/// The kind of a win as the catalogues select on it.
pub(super) fn win_kind(kind: WinKind) -> &'static str {
    match kind {
        WinKind::Single => "single",
        WinKind::Gammon => "gammon",
        WinKind::Backgammon => "backgammon",
    }
}

/// How the last game ended, when not by bearing off: `"dropped"`, `"resigned"`, else `"none"`.
pub(super) fn ending_kind(game: &Match) -> &'static str {
    match game.game_results().last().map(|result| result.ending) {
        Some(GameEnding::Dropped) => "dropped",
        Some(GameEnding::Resigned) => "resigned",
        _ => "none",
    }
}

fn thinking(setup: &GameSetup, player: Player) -> Message {
    msg!("status-thinking", name = player_name(setup, player))
}

/// One sentence saying where the match stands and who must do what.
pub fn status(session: &Session) -> Message {
    let game = &session.game;
    let setup = &session.setup;
    let name = |player: Player| player_name(setup, player);
    match game.phase() {
        Phase::OpeningRoll => match game.opening_roll() {
            Some(roll) => msg!(
                "status-opening-tie",
                zero = name(Player::Zero),
                zero_die = roll.zero,
                one = name(Player::One),
                one_die = roll.one
            ),
            None => msg!("status-opening", game = game.game_number()),
        },
        Phase::AwaitingRoll { on_roll } if !setup.is_human(on_roll) => thinking(setup, on_roll),
        Phase::AwaitingRoll { on_roll } => msg!(
            "status-to-roll",
            name = name(on_roll),
            person = person(setup, on_roll)
        ),
        Phase::Moving { on_roll, dice } => moving_status(session, on_roll, dice),
        Phase::CubeOffered { by } => cube_offer_status(session, by),
        Phase::ResignationOffered { by, level } => resignation_status(session, by, level),
        Phase::GameOver {
            winner,
            kind,
            points,
        } => msg!(
            "status-game-over",
            name = name(winner),
            person = person(setup, winner),
            kind = win_kind(kind),
            points = points,
            ending = ending_kind(game)
        ),
        Phase::MatchOver { winner } => {
            let score = game.score();
            msg!(
                "status-match-over",
                name = name(winner),
                person = person(setup, winner),
                won = score[winner],
                lost = score[winner.other()]
            )
        }
    }
}

/// The status while `on_roll` moves `dice`, after the opening roll's values if this is it.
fn moving_status(session: &Session, on_roll: Player, dice: Dice) -> Message {
    let game = &session.game;
    let setup = &session.setup;
    let name = |player: Player| player_name(setup, player);
    let status = if !setup.is_human(on_roll) {
        thinking(setup, on_roll)
    } else if session.turn.as_ref().is_some_and(Turn::cannot_move) {
        msg!(
            "status-cannot-move",
            name = name(on_roll),
            person = person(setup, on_roll),
            high = dice.high(),
            low = dice.low()
        )
    } else if session.die_choice_matters() {
        let (spent, kept) = if session.high_die_first {
            (dice.high(), dice.low())
        } else {
            (dice.low(), dice.high())
        };
        msg!(
            "status-to-move-die-choice",
            name = name(on_roll),
            person = person(setup, on_roll),
            high = dice.high(),
            low = dice.low(),
            spent = spent,
            kept = kept
        )
    } else {
        msg!(
            "status-to-move",
            name = name(on_roll),
            person = person(setup, on_roll),
            high = dice.high(),
            low = dice.low()
        )
    };
    match (game.opening_roll(), game.log().last()) {
        (Some(roll), Some(Action::OpeningRoll { .. })) => msg!(
            "status-after-opening",
            zero = name(Player::Zero),
            zero_die = roll.zero,
            one = name(Player::One),
            one_die = roll.one,
            status = status
        ),
        _ => status,
    }
}

/// The status while `by`'s double waits for an answer.
fn cube_offer_status(session: &Session, by: Player) -> Message {
    let setup = &session.setup;
    let value = session.game.offered_cube_value().unwrap_or_default();
    let taker = by.other();
    if setup.is_human(taker) {
        msg!(
            "status-double-question",
            name = player_name(setup, by),
            person = person(setup, by),
            value = value,
            taker = player_name(setup, taker)
        )
    } else {
        msg!(
            "status-double-waits",
            name = player_name(setup, by),
            person = person(setup, by),
            value = value,
            thinking = thinking(setup, taker)
        )
    }
}

/// A resignation offered by `by`: the question to the person who answers, or that the computer
/// is deciding.
fn resignation_status(session: &Session, by: Player, level: WinKind) -> Message {
    let setup = &session.setup;
    let answerer = by.other();
    if setup.is_human(answerer) {
        msg!(
            "status-resign-question",
            name = player_name(setup, by),
            person = person(setup, by),
            kind = win_kind(level),
            answerer = player_name(setup, answerer)
        )
    } else {
        msg!(
            "status-resign-waits",
            name = player_name(setup, by),
            person = person(setup, by),
            kind = win_kind(level),
            thinking = thinking(setup, answerer)
        )
    }
}

/// The match length ("5-point match", "Money game") and the Crawford marker ("Crawford game",
/// "Post-Crawford"), if any.
pub fn match_info(game: &Match) -> (Message, Option<Message>) {
    let length = match game.match_length() {
        0 => msg!("info-money-game"),
        length => msg!("info-match-length", length = length),
    };
    let crawford = if game.is_crawford_game() {
        Some(msg!("info-crawford"))
    } else if game.is_post_crawford() {
        Some(msg!("info-post-crawford"))
    } else {
        None
    };
    (length, crawford)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use crate::setup::{GameSetup, Opponent};
    use crate::view_model::controls::{controls, Control};
    use crate::view_model::test_support::{act, english, in_language, pass_and_play};

    #[test]
    fn the_crawford_game_is_marked_once_a_player_is_one_point_away() {
        let setup = GameSetup {
            length: 3,
            opponent: Opponent::Human,
            ..GameSetup::default()
        };
        let mut session = Session::new(setup).unwrap();
        let (length, crawford) = match_info(&session.game);
        assert_eq!(
            (english(&length), crawford),
            ("3-point match".to_owned(), None)
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
        assert_eq!(
            match_info(&session.game).1.as_ref().map(english).as_deref(),
            Some("Crawford game")
        );
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
            english(&status(&session)),
            "You offer to resign a gammon. Computer is thinking…"
        );
        let human = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
        let human = act(&human, Action::Resign(WinKind::Single));
        assert_eq!(
            english(&status(&human)),
            "Ann offers to resign a single game: Bob, accept or reject?"
        );
    }

    #[test]
    fn verbs_agree_with_you() {
        let versus = Session::new(GameSetup::default()).unwrap();
        let session = act(&versus, Action::OpeningRoll { zero: 3, one: 1 });
        let session = act(&session, Action::Resign(WinKind::Single));
        let session = act(&session, Action::AcceptResignation);
        assert!(english(&status(&session)).starts_with("Computer wins a single game"));
        let human = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
        let human = act(&human, Action::Resign(WinKind::Single));
        let human = act(&human, Action::AcceptResignation);
        assert!(english(&status(&human)).starts_with("Bob wins a single game"));
    }

    #[test]
    fn the_opening_roll_is_named_before_the_first_move() {
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
        assert_eq!(
            english(&status(&session)),
            "Opening roll: Ann 3, Bob 1. Ann to move 3-1."
        );
    }

    #[test]
    fn the_app_s_own_names_are_translated_and_typed_names_are_not() {
        let versus = Session::new(GameSetup::default()).unwrap();
        let session = act(&versus, Action::OpeningRoll { zero: 3, one: 1 });
        assert_eq!(
            in_language(Language::Polish, &status(&session)),
            "Rzut otwierający: Ty 3, Komputer 1. Twój ruch: 3-1."
        );
        let human = act(&pass_and_play(), Action::OpeningRoll { zero: 1, one: 3 });
        assert_eq!(
            in_language(Language::Polish, &status(&human)),
            "Rzut otwierający: Ann 1, Bob 3. Bob gra 3-1."
        );
    }

    #[test]
    fn a_match_length_has_its_plural_in_polish() {
        for (length, text) in [(1, "Mecz do 1 punktu"), (5, "Mecz do 5 punktów")] {
            let session = Session::new(GameSetup {
                length,
                ..GameSetup::default()
            })
            .unwrap();
            assert_eq!(
                in_language(Language::Polish, &match_info(&session.game).0),
                text
            );
        }
    }
}
