//! What the user, the computer or the dice want to happen to the session.

use bg_engine::referee::Action;

use super::Spot;
use crate::i18n::Message;
use crate::save::Saved;
use crate::settings::Settings;
use crate::setup::GameSetup;
use crate::tutor::{Judgement, TutorChoice};

/// What the user (or the computer, or the dice) wants to happen.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// Start a new match; the current one is dropped.
    NewMatch(GameSetup),
    /// A referee action chosen by a person: Roll (with dice drawn by the caller), Double, Take,
    /// Drop, Beaver, Resign, accept or reject, Next game.
    Act(Action),
    /// An action decided asynchronously (dice for the computer, the worker's answer) for the
    /// state whose log had `at` actions: dropped when the state has moved on meanwhile. A
    /// play is animated checker by checker (a person's play was moved by hand instead).
    ActAt { at: usize, action: Action },
    /// A press (click, tap, key) on a spot: select a checker, or move the selected checker
    /// there when the spot is one of its destinations.
    Press(Spot),
    /// A press by a pointer (a click or a tap) at `at_ms` milliseconds (any clock that does not
    /// go back): a [`Intent::Press`], unless it is the second of a double press, which bears
    /// the checker off (see [`Session::pointer_press`](super::Session)).
    PointerPress { spot: Spot, at_ms: u64 },
    /// The end of a drag that started on the selected checker, released over `spot`.
    Release(Spot),
    /// Bear off the checker on the spot at once (a double click or double tap), when it can be
    /// borne off; whatever is selected.
    BearOff(Spot),
    /// Forget the selected checker.
    Deselect,
    /// When either die can bear a checker off, use the other one than so far.
    SwapDice,
    /// New preferences.
    Configure(Settings),
    /// Take back the last checker step of the turn.
    Undo,
    /// Confirm the turn: the steps played become the play.
    Done,
    /// Show a message (a problem met outside the reducer, e.g. a worker that refused).
    Notify(Message),
    /// Hide the message.
    DismissNotice,
    /// The worker's judgement of the decision the tutor is checking, for the state whose log
    /// had `at` actions (dropped when the tutor checks nothing of that state), or why there is
    /// none.
    TutorJudged {
        at: usize,
        judgement: Result<Judgement, String>,
    },
    /// The player's choice after the tutor's warning.
    TutorChose(TutorChoice),
    /// Show the match another tab of the game saved (read back from storage): its turn in
    /// progress resumes with the steps played there; this tab's preferences stay.
    Adopt(Box<Saved>),
}

impl Intent {
    /// Whether the intent applies while the tutor checks a decision: the tutor's own, and
    /// those that do not touch the match in play (preferences, messages) or replace it.
    pub(super) fn while_tutor_checks(&self) -> bool {
        matches!(
            self,
            Intent::TutorJudged { .. }
                | Intent::TutorChose(_)
                | Intent::Configure(_)
                | Intent::Notify(_)
                | Intent::DismissNotice
                | Intent::NewMatch(_)
                | Intent::Adopt(_)
        )
    }
}
