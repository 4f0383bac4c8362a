//! What the table keeps from one render to the next: the callbacks of the board and the
//! controls, made once for the page's life, and the move log's lines, made again only when the
//! match changes. The board, its points, the controls and the log compare their props with
//! the last render's: new callbacks every render would redraw all of them after every change
//! (each point's label formatted again), even in the render that draws the same session as
//! before (`web/storage/hooks.rs` draws a change of the match one render later); and the log
//! replays the whole match to write its lines.

use std::cell::RefCell;
use std::rc::Rc;

use bg_engine::referee::Action;
use bg_engine::WinKind;
use yew::prelude::*;

use super::roll_intent;
use crate::dice_roll::DiceMode;
use crate::settings::Settings;
use crate::state::{Intent, Session};
use crate::view_model::{self, Control, LogLine};

/// The callbacks of the board and the controls, and the move log's lines.
pub(super) struct TableKept {
    pub on_intent: Callback<Intent>,
    pub on_control: Callback<Control>,
    pub on_settings: Callback<Settings>,
    pub on_resign: Callback<WinKind>,
    pub log: Rc<Vec<LogLine>>,
}

/// What the table keeps; `shown` is the session it draws (its log is listed).
#[hook]
pub(super) fn use_table_kept(
    session: &UseReducerHandle<Session>,
    shown: &Rc<Session>,
    dice_mode: DiceMode,
) -> TableKept {
    // The log's lines are made of the setup and the match alone.
    let log = {
        let shown = shown.clone();
        let deps = (shown.setup.clone(), shown.game.clone());
        use_memo(deps, move |_| view_model::move_log(&shown))
    };
    // Roll draws the dice from the session of the last render, as a callback made in that
    // render would.
    let latest = use_mut_ref(|| session.clone());
    *latest.borrow_mut() = session.clone();
    let dispatcher = session.dispatcher();
    TableKept {
        log,
        on_intent: use_callback(dispatcher.clone(), |intent: Intent, dispatcher| {
            dispatcher.dispatch(intent)
        }),
        on_control: use_callback(dispatcher.clone(), move |control: Control, _| {
            control_pressed(&latest, dice_mode, control)
        }),
        on_settings: use_callback(dispatcher.clone(), |settings: Settings, dispatcher| {
            dispatcher.dispatch(Intent::Configure(settings))
        }),
        on_resign: use_callback(dispatcher, |kind: WinKind, dispatcher| {
            dispatcher.dispatch(Intent::Act(Action::Resign(kind)))
        }),
    }
}

/// What a press on each control asks of the session; Roll draws the dice here.
fn control_pressed(
    session: &RefCell<UseReducerHandle<Session>>,
    dice_mode: DiceMode,
    control: Control,
) {
    let session = session.borrow().clone();
    let intent = match control {
        Control::Roll => roll_intent(&session, dice_mode),
        Control::Double => Intent::Act(Action::Double),
        Control::Take => Intent::Act(Action::Take),
        Control::Drop => Intent::Act(Action::Drop),
        Control::Beaver => Intent::Act(Action::Beaver),
        Control::Undo => Intent::Undo,
        Control::Done => Intent::Done,
        Control::Accept => Intent::Act(Action::AcceptResignation),
        Control::Reject => Intent::Act(Action::RejectResignation),
        Control::NextGame => Intent::Act(Action::NextGame),
        Control::SwapDice => Intent::SwapDice,
        // The controls open their own choice of level for Resign.
        Control::Resign => return,
    };
    session.dispatch(intent);
}
