//! What the player is told beside the controls: why a button or option is greyed out, what
//! starting a new match would end, and where the focus goes for the next action.

use bg_engine::referee::{ActionError, Phase};
use bg_engine::Player;

use super::controls::Control;
use super::text::{person, player_name};
use crate::i18n::Message;
use crate::msg;
use crate::setup::GameSetup;
use crate::state::Session;

/// Why the person on roll may not double now, when the cube is in use and they may not; `None`
/// when they may, or when no person is on roll.
pub fn double_reason(session: &Session) -> Option<Message> {
    let game = &session.game;
    let setup = &session.setup;
    let Phase::AwaitingRoll { on_roll } = game.phase() else {
        return None;
    };
    if !setup.is_human(on_roll) {
        return None;
    }
    let error = game.check_double(on_roll).err()?;
    Some(match error {
        ActionError::CrawfordGame => msg!("double-reason-crawford"),
        ActionError::DeadCube if game.match_length() == 1 => msg!("double-reason-one-point"),
        ActionError::DeadCube => msg!(
            "double-reason-dead-cube",
            name = player_name(setup, on_roll),
            person = person(setup, on_roll)
        ),
        ActionError::NoCubeAccess => msg!(
            "double-reason-cube-owned",
            name = player_name(setup, on_roll.other()),
            person = person(setup, on_roll.other())
        ),
        ActionError::CubeAtMaximum => msg!("double-reason-cube-at-maximum"),
        // The cube is off (no Double button is shown) or it is not this player's turn.
        _ => return None,
    })
}

/// Why the Jacoby rule and beavers do not apply to `setup`, if they do not (they are shown
/// unticked and greyed out then).
pub fn money_rules_note(setup: &GameSetup) -> Option<Message> {
    if setup.length > 0 {
        Some(msg!("money-rules-match"))
    } else if !setup.cube {
        Some(msg!("money-rules-no-cube"))
    } else {
        None
    }
}

/// What starting a new match now would end, when something is in progress: a match not yet
/// won, or a money session with at least one action. `None` when nothing would be lost.
pub fn abandon_warning(session: &Session) -> Option<Message> {
    let game = &session.game;
    if game.log().is_empty() || matches!(game.phase(), Phase::MatchOver { .. }) {
        return None;
    }
    let score = game.score();
    let setup = &session.setup;
    Some(msg!(
        "abandon-warning",
        length = game.match_length(),
        zero = player_name(setup, Player::Zero),
        zero_score = score[Player::Zero],
        one = player_name(setup, Player::One),
        one_score = score[Player::One]
    ))
}

/// Where the keyboard focus goes for the next action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FocusTarget {
    /// A button of the control bar.
    Control(Control),
    /// The board: a checker must be moved.
    Board,
    /// The button of the game-over panel (Next game, or New match at the end).
    Ending,
    /// Nothing to do for a person now (the computer is thinking).
    Nothing,
}

/// The next action of the person who must act: Roll, then the board, then Done; Take on a
/// double, Accept on a resignation, the game-over panel at the end of a game or match.
pub fn focus_target(session: &Session) -> FocusTarget {
    let game = &session.game;
    match game.phase() {
        Phase::GameOver { .. } | Phase::MatchOver { .. } => FocusTarget::Ending,
        Phase::OpeningRoll => FocusTarget::Control(Control::Roll),
        _ if session.human_to_act().is_none() => FocusTarget::Nothing,
        Phase::AwaitingRoll { .. } => FocusTarget::Control(Control::Roll),
        Phase::Moving { .. } => match &session.turn {
            Some(turn) if !turn.is_complete() => FocusTarget::Board,
            _ => FocusTarget::Control(Control::Done),
        },
        Phase::CubeOffered { .. } => FocusTarget::Control(Control::Take),
        Phase::ResignationOffered { .. } => FocusTarget::Control(Control::Accept),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::Opponent;
    use crate::view_model::test_support::{act, english, pass_and_play, play_31_by_presses};
    use bg_engine::referee::Action;

    fn human_match(length: u32) -> Session {
        Session::new(GameSetup {
            length,
            opponent: Opponent::Human,
            names: ["Ann".to_owned(), "Bob".to_owned()],
            ..GameSetup::default()
        })
        .unwrap()
    }

    /// Ann opens with 3-1 (8/5 6/5): Bob is on roll, before rolling.
    fn bob_to_roll(session: &Session) -> Session {
        play_31_by_presses(&act(session, Action::OpeningRoll { zero: 3, one: 1 }))
    }

    #[test]
    fn double_is_explained_in_a_one_point_match() {
        let session = bob_to_roll(&human_match(1));
        assert_eq!(
            double_reason(&session).as_ref().map(english).as_deref(),
            Some("No doubling in a 1-point match: one game decides it.")
        );
    }

    #[test]
    fn double_is_explained_in_the_crawford_game() {
        let mut session = human_match(3);
        // Bob doubles and Ann drops twice: 0-2, the Crawford game.
        for _ in 0..2 {
            session = bob_to_roll(&session);
            session = act(&session, Action::Double);
            session = act(&session, Action::Drop);
            session = act(&session, Action::NextGame);
        }
        assert!(session.game.is_crawford_game());
        let session = bob_to_roll(&session);
        assert_eq!(
            double_reason(&session).as_ref().map(english).as_deref(),
            Some("No doubling in the Crawford game.")
        );
    }

    #[test]
    fn double_is_explained_when_the_opponent_owns_the_cube() {
        // Bob doubles, Ann takes and owns the cube; Bob is on roll again, before rolling.
        let session = act(&bob_to_roll(&pass_and_play()), Action::Double);
        let session = act(&session, Action::Take);
        assert_eq!(
            double_reason(&session).as_ref().map(english).as_deref(),
            Some("Ann owns the cube, so only they may double.")
        );
    }

    #[test]
    fn double_has_no_reason_when_it_is_allowed() {
        assert_eq!(double_reason(&bob_to_roll(&pass_and_play())), None);
    }

    #[test]
    fn jacoby_and_beavers_are_explained_outside_money_play_with_the_cube() {
        let money = GameSetup {
            length: 0,
            ..GameSetup::default()
        };
        assert_eq!(money_rules_note(&money).as_ref().map(english), None);
        assert_eq!(
            money_rules_note(&GameSetup::default())
                .as_ref()
                .map(english)
                .as_deref(),
            Some("Money play only: not used in a match.")
        );
        let no_cube = GameSetup {
            cube: false,
            ..money
        };
        assert_eq!(
            money_rules_note(&no_cube).as_ref().map(english).as_deref(),
            Some("Only with the doubling cube.")
        );
    }

    #[test]
    fn a_new_match_warns_only_when_a_match_is_in_progress() {
        let fresh = human_match(5);
        assert_eq!(abandon_warning(&fresh), None);
        let started = bob_to_roll(&fresh);
        assert_eq!(
            abandon_warning(&started).as_ref().map(english).as_deref(),
            Some("The 5-point match in progress (Ann 0, Bob 0) ends for good.")
        );
        let money = bob_to_roll(&human_match(0));
        assert!(
            english(&abandon_warning(&money).unwrap()).starts_with("The money session in progress")
        );
        // A match won: nothing is lost.
        let mut one_point = bob_to_roll(&human_match(1));
        one_point = act(&one_point, Action::Resign(bg_engine::WinKind::Single));
        one_point = act(&one_point, Action::AcceptResignation);
        assert!(matches!(one_point.game.phase(), Phase::MatchOver { .. }));
        assert_eq!(abandon_warning(&one_point), None);
    }

    #[test]
    fn focus_goes_to_roll_then_the_board_then_done() {
        let session = pass_and_play();
        assert_eq!(focus_target(&session), FocusTarget::Control(Control::Roll));
        let rolled = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
        assert_eq!(focus_target(&rolled), FocusTarget::Board);
        let moved = rolled
            .apply(crate::state::Intent::Press(crate::state::Spot::Point(8)))
            .and_then(|s| s.apply(crate::state::Intent::Press(crate::state::Spot::Point(5))))
            .and_then(|s| s.apply(crate::state::Intent::Press(crate::state::Spot::Point(6))))
            .and_then(|s| s.apply(crate::state::Intent::Press(crate::state::Spot::Point(5))))
            .unwrap();
        assert_eq!(focus_target(&moved), FocusTarget::Control(Control::Done));
        let doubled = act(&bob_to_roll(&session), Action::Double);
        assert_eq!(focus_target(&doubled), FocusTarget::Control(Control::Take));
        let dropped = act(&doubled, Action::Drop);
        assert_eq!(focus_target(&dropped), FocusTarget::Ending);
    }

    #[test]
    fn focus_waits_while_the_computer_acts() {
        let versus = Session::new(GameSetup::default()).unwrap();
        let computer_moves = act(&versus, Action::OpeningRoll { zero: 1, one: 3 });
        assert_eq!(focus_target(&computer_moves), FocusTarget::Nothing);
    }
}
