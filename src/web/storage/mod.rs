//! localStorage, the one place the app reads and writes it. What is stored and how it is read
//! is the pure [`crate::stored`]; here is the browser side: reading a store at start, then,
//! in an effect, copying an unreadable value to a free backup key (or leaving it in place,
//! never to be written over), writing only what a [`Slot`] allows (never over a newer value from another tab), and
//! the hooks that do it from effects (`hooks.rs`). Every write happens in an effect, never in
//! a click handler or while rendering.

mod hooks;
pub mod statistics;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Storage, StorageEvent};

use crate::i18n::Message;
use crate::stored::{decode, unreadable_message, Kept, Plan, Slot, Store, Stored, Unreadable};

pub use hooks::{use_storage, AlertsHandle, StorageStart};

fn local_storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Listens to the window's `storage` event, which another tab's write of any store fires in
/// this one (never the tab's own writes), until the returned function (an effect's cleanup) is
/// called. Without it a tab only finds out about another's write when it writes itself.
pub fn listen_to_other_tabs(heard: impl FnMut(StorageEvent) + 'static) -> impl FnOnce() {
    let heard = Closure::<dyn FnMut(StorageEvent)>::new(heard);
    let window = web_sys::window();
    if let Some(window) = &window {
        let _ = window.add_event_listener_with_callback("storage", heard.as_ref().unchecked_ref());
    }
    move || {
        if let Some(window) = &window {
            let _ = window
                .remove_event_listener_with_callback("storage", heard.as_ref().unchecked_ref());
        }
        drop(heard);
    }
}

/// What reading one store found, before anything was moved.
pub struct Read<T> {
    /// The value, when one was stored and readable.
    pub value: Option<T>,
    /// Why the stored text could not be read; until [`keep_unreadable`] has copied it aside,
    /// the slot forbids writing over it.
    pub unreadable: Option<Unreadable>,
    /// What this tab knows of the store from now on.
    pub slot: Slot,
}

/// Reads the value of `T`, writing nothing (this runs while the first page renders). Nothing
/// stored, or no storage at all (private modes may refuse it), is no value and no problem.
pub fn read<T: Stored>() -> Read<T> {
    let store = T::STORE;
    let nothing = |slot| Read {
        value: None,
        unreadable: None,
        slot,
    };
    let Some(storage) = local_storage() else {
        return nothing(Slot::new(store, None, true));
    };
    let text = match storage.get_item(store.key()) {
        Ok(Some(text)) => text,
        // A key that cannot be read is never written either (see [`write`]), and the first
        // write reports it.
        Ok(None) | Err(_) => return nothing(Slot::new(store, None, true)),
    };
    match decode::<T>(&text) {
        Ok(value) => Read {
            value: Some(value),
            unreadable: None,
            slot: Slot::new(store, Some(text), true),
        },
        Err(unreadable) => Read {
            value: None,
            unreadable: Some(unreadable),
            slot: Slot::new(store, Some(text), false),
        },
    }
}

/// Copies the unreadable text the slot holds to the first free backup key and removes it
/// (then the slot may write again); when no copy can be made it stays, and the slot still
/// forbids writing over it. Returns what the player is told. Called from effects.
pub fn keep_unreadable<T: Stored>(slot: &mut Slot, unreadable: &Unreadable) -> Message {
    let store = T::STORE;
    let kept = match (local_storage(), slot.known()) {
        (Some(storage), Some(text)) => keep_aside(&storage, store, text),
        _ => Kept::InPlace,
    };
    if let Kept::Backup(_) = kept {
        *slot = Slot::new(store, None, true);
    }
    unreadable_message::<T>(unreadable, &kept)
}

/// What [`reread`] found.
pub enum Reread<T> {
    /// The key holds what the slot knows, or nothing (no other tab wrote a value since).
    Unchanged,
    /// Another tab stored this value since; the slot now knows it.
    Changed(T),
    /// Another tab stored what cannot be read: kept aside as at the start (see
    /// [`keep_unreadable`]), with what the player must be told.
    Unreadable(Message),
}

/// Reads the store again before a write, for a store whose tabs merge their changes (the kept
/// reviews): the stored text is decoded only when another tab wrote since this one last read
/// or wrote it. For effects only.
pub fn reread<T: Stored>(slot: &mut Slot) -> Reread<T> {
    let Some(storage) = local_storage() else {
        return Reread::Unchanged;
    };
    let Ok(Some(text)) = storage.get_item(slot.store.key()) else {
        return Reread::Unchanged;
    };
    if slot.knows(Some(&text)) {
        return Reread::Unchanged;
    }
    match decode::<T>(&text) {
        Ok(value) => {
            slot.seen(Some(text));
            Reread::Changed(value)
        }
        Err(unreadable) => {
            *slot = Slot::new(slot.store, Some(text), false);
            Reread::Unreadable(keep_unreadable::<T>(slot, &unreadable))
        }
    }
}

/// What reading one store, and keeping aside what could not be read, found.
pub struct Loaded<T> {
    pub value: Option<T>,
    /// What the player must be told: the stored value could not be read (and where it went).
    pub problem: Option<Message>,
    pub slot: Slot,
}

/// [`read`], then [`keep_unreadable`]: for effects only.
pub fn load<T: Stored>() -> Loaded<T> {
    let Read {
        value,
        unreadable,
        mut slot,
    } = read::<T>();
    let problem = unreadable.map(|unreadable| keep_unreadable::<T>(&mut slot, &unreadable));
    Loaded {
        value,
        problem,
        slot,
    }
}

/// Copies `text` to the first free backup key of `store` and removes it from the store's key.
/// A backup key that cannot be read counts as taken, so that no earlier backup is ever
/// written over.
fn keep_aside(storage: &Storage, store: Store, text: &str) -> Kept {
    let free = store.free_backup_key(|key| !matches!(storage.get_item(key), Ok(None)));
    match free {
        Some(key) if storage.set_item(&key, text).is_ok() => {
            // The copy is made: if the original cannot be removed, the next write replaces it.
            let _ = storage.remove_item(store.key());
            Kept::Backup(key)
        }
        _ => Kept::InPlace,
    }
}

/// The result of [`write`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Written {
    /// Stored (or the same text was there already).
    Stored,
    /// The browser refused (storage full, or turned off): what was stored before is untouched.
    Refused,
    /// Not written: unreadable data stays under the key.
    Blocked,
    /// Not written: another tab stored this newer text (`None`: it removed the value).
    Newer(Option<String>),
}

/// Writes `text` to the slot's store, if the slot allows (see [`Slot::plan`]).
pub fn write(slot: &mut Slot, text: &str) -> Written {
    let Some(storage) = local_storage() else {
        return Written::Refused;
    };
    let key = slot.store.key();
    let Ok(stored) = storage.get_item(key) else {
        return Written::Refused;
    };
    match slot.plan(stored.as_deref(), text) {
        Plan::Nothing => {
            slot.seen(stored);
            Written::Stored
        }
        Plan::Blocked => Written::Blocked,
        Plan::Conflict => Written::Newer(stored),
        Plan::Write => match storage.set_item(key, text) {
            Ok(()) => {
                slot.seen(Some(text.to_owned()));
                Written::Stored
            }
            Err(_) => Written::Refused,
        },
    }
}

/// Writes `text` over whatever the store holds now, unless unreadable data stays there: for
/// the settings, where the player's latest choice wins over another tab's.
pub fn write_over(slot: &mut Slot, text: &str) -> Written {
    if !slot.is_writable() {
        return Written::Blocked;
    }
    let stored = local_storage().and_then(|storage| storage.get_item(slot.store.key()).ok()?);
    slot.seen(stored);
    write(slot, text)
}
