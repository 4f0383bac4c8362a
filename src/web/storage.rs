//! localStorage: the save is written after every action, and read (checked) at start.

use bg_engine::referee::{Action, Match};
use bg_engine::turn::Step;
use web_sys::Storage;

use crate::save;
use crate::setup::GameSetup;

/// Where the match is saved.
pub const SAVE_KEY: &str = "bg-web.save";
/// Where a save that cannot be restored is kept, untouched, for the user (or a bug report).
pub const BACKUP_KEY: &str = "bg-web.save.corrupt";

/// What the start of the app finds in storage.
pub enum Loaded {
    /// Nothing saved (or no storage at all: private modes may refuse it).
    Nothing,
    /// A save restored: the match and the steps of the turn in progress.
    Restored(Box<save::Saved>),
    /// A save that cannot be restored: it was moved to [`BACKUP_KEY`]; the text says why.
    Corrupt(String),
}

fn local_storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Reads the save. A corrupt save is copied to [`BACKUP_KEY`] and removed, so that the new game
/// saved next cannot overwrite the only copy.
pub fn load() -> Loaded {
    let Some(storage) = local_storage() else {
        return Loaded::Nothing;
    };
    let Ok(Some(text)) = storage.get_item(SAVE_KEY) else {
        return Loaded::Nothing;
    };
    match save::decode_saved(&text) {
        Ok(saved) => Loaded::Restored(Box::new(saved)),
        Err(error) => {
            let kept = storage.set_item(BACKUP_KEY, &text).is_ok();
            if kept {
                let _ = storage.remove_item(SAVE_KEY);
            }
            Loaded::Corrupt(if kept {
                format!(
                    "The saved match could not be restored ({error}). It was kept under the key \
                     \u{201c}{BACKUP_KEY}\u{201d}. Start a new game."
                )
            } else {
                format!("The saved match could not be restored ({error}). Start a new game.")
            })
        }
    }
}

/// Writes the save, with the `steps` played so far in the turn in progress; `false` when
/// storage refused (full, or disabled).
pub fn store(setup: &GameSetup, game: &Match, steps: &[Step]) -> bool {
    local_storage().is_some_and(|storage| {
        storage
            .set_item(SAVE_KEY, &save::encode_with_steps(setup, game, steps))
            .is_ok()
    })
}

/// Writes the save of `game` after `action`, before the action is dispatched: dice are stored
/// before they can be shown, so a reload cannot roll them again. A refused action stores
/// nothing (the reducer will refuse it too).
pub fn store_after(setup: &GameSetup, game: &Match, action: Action) {
    if let Ok(next) = game.apply(action) {
        store(setup, &next, &[]);
    }
}
