//! The buttons of the control bar for the person who must act.

use bg_engine::referee::Phase;

use crate::i18n::Message;
use crate::msg;
use crate::state::Session;

/// A button the control bar shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Control {
    Roll,
    Double,
    Take,
    Drop,
    Beaver,
    Undo,
    Done,
    Resign,
    Accept,
    Reject,
    NextGame,
    /// When either die can bear a checker off: spend the other one.
    SwapDice,
}

impl Control {
    /// The button's name in the page's markup (`data-control`), the same in every language.
    pub fn id(self) -> &'static str {
        match self {
            Control::Roll => "Roll",
            Control::Double => "Double",
            Control::Take => "Take",
            Control::Drop => "Drop",
            Control::Beaver => "Beaver",
            Control::Undo => "Undo",
            Control::Done => "Done",
            Control::Resign => "Resign",
            Control::Accept => "Accept",
            Control::Reject => "Reject",
            Control::NextGame => "Next game",
            Control::SwapDice => "Swap dice",
        }
    }

    /// The button's visible name.
    pub fn label(self) -> Message {
        match self {
            Control::Roll => msg!("control-roll"),
            Control::Double => msg!("control-double"),
            Control::Take => msg!("control-take"),
            Control::Drop => msg!("control-drop"),
            Control::Beaver => msg!("control-beaver"),
            Control::Undo => msg!("control-undo"),
            Control::Done => msg!("control-done"),
            Control::Resign => msg!("control-resign"),
            Control::Accept => msg!("control-accept"),
            Control::Reject => msg!("control-reject"),
            Control::NextGame => msg!("control-next-game"),
            Control::SwapDice => msg!("control-swap-dice"),
        }
    }
}

/// The buttons for the person who must act now, each with whether it is enabled. Empty while
/// the computer thinks and after a game or the match (the game-over panel, see
/// [`super::ending`], has the next step).
pub fn controls(session: &Session) -> Vec<(Control, bool)> {
    let game = &session.game;
    match game.phase() {
        Phase::OpeningRoll => vec![(Control::Roll, true)],
        Phase::GameOver { .. } | Phase::MatchOver { .. } => Vec::new(),
        _ if session.human_to_act().is_none() => Vec::new(),
        Phase::AwaitingRoll { on_roll } => {
            let mut controls = vec![(Control::Roll, true)];
            if game.settings().cube() {
                controls.push((Control::Double, game.can_double(on_roll)));
            }
            controls.push((Control::Resign, true));
            controls
        }
        Phase::Moving { .. } => {
            let (can_undo, complete) = session.turn.as_ref().map_or((false, false), |turn| {
                (!turn.steps_played().is_empty(), turn.is_complete())
            });
            let mut controls = vec![(Control::Undo, can_undo), (Control::Done, complete)];
            if session.die_choice_matters() {
                controls.push((Control::SwapDice, true));
            }
            controls.push((Control::Resign, true));
            controls
        }
        Phase::CubeOffered { .. } => {
            let mut controls = vec![(Control::Take, true), (Control::Drop, true)];
            if game.can_beaver() {
                controls.push((Control::Beaver, true));
            }
            controls
        }
        Phase::ResignationOffered { .. } => vec![(Control::Accept, true), (Control::Reject, true)],
    }
}

/// Whether the app rolls by itself for the person on roll now: they asked for it (Settings),
/// and the referee allows them no double, so the roll is their only choice besides resigning.
/// Not the opening roll, which starts a game the person has just set up or moved on to.
pub fn auto_roll_due(session: &Session) -> bool {
    match session.game.phase() {
        Phase::AwaitingRoll { on_roll } => {
            session.settings.auto_roll
                && session.human_to_act() == Some(on_roll)
                && !session.game.can_double(on_roll)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::{GameSetup, Opponent};
    use crate::view_model::status;
    use crate::view_model::test_support::{act, english, pass_and_play, play_31_by_presses};
    use bg_engine::referee::Action;
    use bg_engine::Player;

    #[test]
    fn controls_follow_the_phase_for_the_person_to_act() {
        let session = pass_and_play();
        assert_eq!(controls(&session), vec![(Control::Roll, true)]);
        let session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
        assert_eq!(
            controls(&session),
            vec![
                (Control::Undo, false),
                (Control::Done, false),
                (Control::Resign, true)
            ]
        );
        let play = session.game.legal_plays()[0];
        let session = act(&session, Action::Play(play));
        assert_eq!(
            controls(&session),
            vec![
                (Control::Roll, true),
                (Control::Double, true),
                (Control::Resign, true)
            ]
        );
        let session = act(&session, Action::Double);
        assert_eq!(
            controls(&session),
            vec![(Control::Take, true), (Control::Drop, true)]
        );
        assert!(english(&status(&session)).contains("Bob doubles to 2: Ann, take or drop?"));
        let session = act(&session, Action::Drop);
        assert_eq!(
            controls(&session),
            Vec::new(),
            "Next game is on the game-over panel"
        );
        assert!(english(&status(&session)).starts_with("Bob wins a single game and 1 point"));
    }

    fn with_auto_roll(session: &Session, auto_roll: bool) -> Session {
        let mut session = session.clone();
        session.settings.auto_roll = auto_roll;
        session
    }

    /// Pass and play with `setup`'s rules, Ann's opening 3-1 played: Bob on roll.
    fn bob_on_roll(setup: GameSetup) -> Session {
        let session = Session::new(GameSetup {
            opponent: Opponent::Human,
            names: ["Ann".to_owned(), "Bob".to_owned()],
            ..setup
        })
        .unwrap();
        play_31_by_presses(&act(&session, Action::OpeningRoll { zero: 3, one: 1 }))
    }

    #[test]
    fn auto_roll_rolls_only_when_the_referee_allows_no_double() {
        let cube_off = bob_on_roll(GameSetup {
            cube: false,
            ..GameSetup::default()
        });
        let one_point = bob_on_roll(GameSetup {
            length: 1,
            ..GameSetup::default()
        });
        let centred = bob_on_roll(GameSetup::default());
        for (session, may_double) in [(&cube_off, false), (&one_point, false), (&centred, true)] {
            assert_eq!(session.game.can_double(Player::One), may_double);
            assert_eq!(auto_roll_due(&with_auto_roll(session, true)), !may_double);
            assert!(
                !auto_roll_due(&with_auto_roll(session, false)),
                "off by choice"
            );
        }
        // The opponent owns the cube: Ann took Bob's double, and Bob is on roll again.
        let money = bob_on_roll(GameSetup {
            length: 0,
            ..GameSetup::default()
        });
        let taken = act(&act(&money, Action::Double), Action::Take);
        let bob_rolled = act(&taken, Action::Roll(bg_engine::Dice::new(6, 5).unwrap()));
        let play = bob_rolled.game.legal_plays()[0];
        let ann_on_roll = act(&bob_rolled, Action::Play(play));
        assert!(
            !auto_roll_due(&with_auto_roll(&ann_on_roll, true)),
            "Ann owns the cube"
        );
        let ann_rolled = act(
            &ann_on_roll,
            Action::Roll(bg_engine::Dice::new(2, 1).unwrap()),
        );
        let play = ann_rolled.game.legal_plays()[0];
        let bob_again = act(&ann_rolled, Action::Play(play));
        assert!(
            auto_roll_due(&with_auto_roll(&bob_again, true)),
            "Ann owns the cube"
        );
    }

    #[test]
    fn auto_roll_never_rolls_the_opening_roll_or_for_the_computer() {
        let opening = with_auto_roll(&pass_and_play(), true);
        assert!(!auto_roll_due(&opening));
        // Against the computer, in a 1-point match (no double): the computer on roll.
        let versus = Session::new(GameSetup {
            length: 1,
            ..GameSetup::default()
        })
        .unwrap();
        let computer_won = act(&versus, Action::OpeningRoll { zero: 1, one: 3 });
        let play = computer_won.game.legal_plays()[0];
        let person_on_roll = with_auto_roll(&act(&computer_won, Action::Play(play)), true);
        assert!(auto_roll_due(&person_on_roll));
        let person_rolled = act(
            &person_on_roll,
            Action::Roll(bg_engine::Dice::new(2, 1).unwrap()),
        );
        let play = person_rolled.game.legal_plays()[0];
        let computer_on_roll = act(&person_rolled, Action::Play(play));
        assert!(!auto_roll_due(&computer_on_roll));
    }
}
