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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::status;
    use crate::view_model::test_support::{act, english, pass_and_play};
    use bg_engine::referee::Action;

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
}
