//! The effects that keep the session in storage: the save after every change of the match,
//! the settings after every change of them, and the browser's `storage` event, by which a
//! tab learns that another tab of the game stored something.
//!
//! The save is written in an effect, after the render that follows a change of the match. Yew
//! usually runs effects in the same task as the DOM update, before the browser paints; but when
//! the renders of one update take over 16 ms its scheduler yields once (a `setTimeout(0)`)
//! before the effects, and a frame may be painted in between. So the page never draws the
//! reducer's session directly: [`use_storage`] returns the [`ShownSession`], the newest session
//! whose match the save effect has handled, and the effect asks for one more render once it
//! has. Dice are stored before they can be seen, so a reload cannot roll them again
//! (`tests/e2e/storage.test.mjs` checks it at the first mutation that shows the dice, for a
//! person's roll and the computer's, and with renders slowed over 16 ms).

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::{keep_unreadable, listen_to_other_tabs, write, write_over, Written};
use crate::i18n::Message;
use crate::save::{self, Saved};
use crate::settings::{self, Settings};
use crate::state::{Intent, Session, ShownSession};
use crate::stored::{
    changed_elsewhere, changed_elsewhere_unreadable, decode, refused_message, Alert, AlertChange,
    AlertKind, Alerts, Slot, Store, Unreadable,
};

impl Reducible for Alerts {
    type Action = AlertChange;

    fn reduce(self: Rc<Self>, change: AlertChange) -> Rc<Self> {
        match self.apply(change) {
            Some(next) => Rc::new(next),
            None => self,
        }
    }
}

/// The messages about storage, and how to change them.
pub type AlertsHandle = UseReducerHandle<Alerts>;

/// What the start of the app read from storage (see `web/app/startup.rs`), before anything
/// was moved.
pub struct StorageStart {
    pub save: Slot,
    /// Why the stored save could not be read, if it could not.
    pub save_unreadable: Option<Unreadable>,
    pub settings: Slot,
    pub settings_unreadable: Option<Unreadable>,
    /// The settings in effect at start (written again only when they change).
    pub settings_value: Settings,
}

/// Keeps `session` in storage from effects, and shows what another tab stores. Returns the
/// messages about storage, and the session for the page to draw: the newest one whose match
/// is saved (see the module's documentation).
#[hook]
pub fn use_storage(
    session: &UseReducerHandle<Session>,
    start: &StorageStart,
) -> (AlertsHandle, Rc<Session>) {
    let alerts = use_reducer(Alerts::default);
    let redraw = use_force_update();
    let save_slot = use_mut_ref(|| SaveSlot {
        slot: start.save.clone(),
        adopted: None,
        shown: ShownSession::new(session),
    });
    let settings_slot = use_mut_ref(|| start.settings.clone());
    let settings_value = start.settings_value;
    // First, so that the save written next never goes over what could not be read.
    {
        let unreadable = (
            start.save_unreadable.clone(),
            start.settings_unreadable.clone(),
        );
        let save_slot = save_slot.clone();
        let settings_slot = settings_slot.clone();
        let alerts = alerts.clone();
        use_effect_with((), move |_| {
            if let Some(unreadable) = unreadable.0 {
                let text = keep_unreadable::<Saved>(&mut save_slot.borrow_mut().slot, &unreadable);
                show(&alerts, Store::Save, AlertKind::Unreadable, text);
            }
            if let Some(unreadable) = unreadable.1 {
                let text =
                    keep_unreadable::<Settings>(&mut settings_slot.borrow_mut(), &unreadable);
                show(&alerts, Store::Settings, AlertKind::Unreadable, text);
            }
        });
    }
    use_save(session, save_slot.clone(), alerts.clone(), redraw);
    use_settings(
        session.settings,
        settings_value,
        settings_slot.clone(),
        alerts.clone(),
    );
    let drawn = save_slot.borrow_mut().shown.show(session);
    use_storage_events(session, save_slot, settings_slot, alerts.clone());
    (alerts, drawn)
}

/// The save's slot; the match last adopted from another tab: that one is not written back
/// (the other tab's text stays, even when this version of the app would write it otherwise,
/// so that two tabs never answer each other's writes for ever); and the session the page
/// draws, which follows what is stored.
struct SaveSlot {
    slot: Slot,
    adopted: Option<Saved>,
    shown: ShownSession,
}

fn show(alerts: &AlertsHandle, store: Store, kind: AlertKind, text: Message) {
    alerts.dispatch(AlertChange::Show(Alert { store, kind, text }));
}

/// Saves the match after every change of it (an action, a checker step, a new match), then
/// has the page draw it (`redraw`).
#[hook]
fn use_save(
    session: &UseReducerHandle<Session>,
    slot: Rc<RefCell<SaveSlot>>,
    alerts: AlertsHandle,
    redraw: UseForceUpdateHandle,
) {
    let deps = crate::state::saved_part(session);
    let session = session.clone();
    use_effect_with(deps, move |saved| {
        let saved = saved.clone();
        // Not when another tab's newer match was adopted instead: this tab's match is not
        // stored, and the page draws the adopted one.
        if write_save(&session, &slot, &alerts, &saved) && slot.borrow_mut().shown.handled(saved) {
            redraw.force_update();
        }
    });
}

/// Writes `saved` unless it is the match just adopted from another tab. Returns whether it
/// is handled: stored, or its write refused or blocked and reported; not when another tab's
/// newer match was found and adopted instead.
fn write_save(
    session: &UseReducerHandle<Session>,
    slot: &RefCell<SaveSlot>,
    alerts: &AlertsHandle,
    saved: &Saved,
) -> bool {
    let adopted = slot.borrow_mut().adopted.take();
    if adopted.as_ref() == Some(saved) {
        return true;
    }
    let text = save::encode_saved(saved);
    let mut written = write(&mut slot.borrow_mut().slot, &text);
    if written == Written::Newer(None) {
        // Another tab removed the save (nothing newer to show): this match is saved.
        slot.borrow_mut().slot.seen(None);
        written = write(&mut slot.borrow_mut().slot, &text);
    }
    match written {
        Written::Stored => alerts.dispatch(AlertChange::Clear(Store::Save, AlertKind::Refused)),
        Written::Refused => show(
            alerts,
            Store::Save,
            AlertKind::Refused,
            refused_message(Store::Save),
        ),
        // Unreadable data stays under the key; the message at start said so.
        Written::Blocked => {}
        Written::Newer(text) => return !adopt(session, slot, alerts, text),
    }
    true
}

/// Shows the match another tab stored (`text`), or, when this tab cannot read it, stops
/// saving so as not to write over it. Returns whether a match is adopted: handed to the
/// session, and drawn at the next render (it is stored already).
fn adopt(
    session: &UseReducerHandle<Session>,
    slot: &RefCell<SaveSlot>,
    alerts: &AlertsHandle,
    text: Option<String>,
) -> bool {
    let Some(text) = text else {
        // Removed elsewhere: nothing to show; this tab's match is saved at its next change.
        slot.borrow_mut().slot.seen(None);
        return false;
    };
    let readable = decode::<Saved>(&text);
    {
        let mut slot = slot.borrow_mut();
        slot.slot.seen(Some(text));
        match &readable {
            Ok(saved) => {
                slot.adopted = Some(saved.clone());
                slot.shown.handled(saved.clone());
            }
            Err(_) => slot.slot.block(),
        }
    }
    match readable {
        Ok(saved) => {
            session.dispatch(Intent::Adopt(Box::new(saved)));
            show(
                alerts,
                Store::Save,
                AlertKind::ChangedElsewhere,
                changed_elsewhere(),
            );
            true
        }
        Err(_) => {
            show(
                alerts,
                Store::Save,
                AlertKind::ChangedElsewhere,
                changed_elsewhere_unreadable(),
            );
            false
        }
    }
}

/// Saves the settings when they change (not at start: defaults that follow the browser, such
/// as reduced motion, stay defaults until the player chooses).
#[hook]
fn use_settings(
    settings: Settings,
    at_start: Settings,
    slot: Rc<RefCell<Slot>>,
    alerts: AlertsHandle,
) {
    let last = use_mut_ref(|| at_start);
    use_effect_with(settings, move |settings| {
        if *last.borrow() == *settings {
            return;
        }
        *last.borrow_mut() = *settings;
        match write_over(&mut slot.borrow_mut(), &settings::encode(settings)) {
            Written::Stored => {
                alerts.dispatch(AlertChange::Clear(Store::Settings, AlertKind::Refused))
            }
            Written::Refused => show(
                &alerts,
                Store::Settings,
                AlertKind::Refused,
                refused_message(Store::Settings),
            ),
            Written::Blocked | Written::Newer(_) => {}
        }
    });
}

/// Listens to the browser's `storage` event, which another tab's write fires in this one: a
/// newer match is shown here, newer settings are applied. The statistics need nothing: each
/// count reads what is stored.
#[hook]
fn use_storage_events(
    session: &UseReducerHandle<Session>,
    save_slot: Rc<RefCell<SaveSlot>>,
    settings_slot: Rc<RefCell<Slot>>,
    alerts: AlertsHandle,
) {
    let session = session.clone();
    use_effect_with((), move |_| {
        listen_to_other_tabs(move |event: web_sys::StorageEvent| {
            let text = event.new_value();
            match event.key().as_deref().and_then(Store::of_key) {
                Some(Store::Save) if !save_slot.borrow().slot.knows(text.as_deref()) => {
                    adopt(&session, &save_slot, &alerts, text);
                }
                Some(Store::Settings) => {
                    let Some(text) = text else { return };
                    if let Ok(settings) = decode::<Settings>(&text) {
                        settings_slot.borrow_mut().seen(Some(text));
                        session.dispatch(Intent::Configure(settings));
                    }
                }
                _ => {}
            }
        })
    });
}
