//! The statistics in localStorage, under their own key. A value that cannot be read (corrupt,
//! or written by another version) is never overwritten: it is moved to a free backup key first
//! and the user is told where; when no backup key is free, nothing is written at all.

use bg_engine::referee::Match;
use web_sys::Storage;

use super::Statistics;
use crate::setup::GameSetup;

/// Where the statistics are kept.
pub const STATS_KEY: &str = "bg-web.stats";
/// Where unreadable statistics are moved: this key, or the first free of `….2` to `….9`.
pub const STATS_BACKUP_KEY: &str = "bg-web.stats.corrupt";
const BACKUP_SLOTS: u32 = 9;

/// What reading the stored statistics found.
pub struct Loaded {
    pub stats: Statistics,
    /// A message for the user: stored statistics were unreadable (and where they were kept).
    pub problem: Option<String>,
    /// False when unreadable statistics could not be moved aside: then nothing may be written,
    /// or they would be lost.
    pub writable: bool,
}

fn local_storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn backup_key(slot: u32) -> String {
    if slot == 1 {
        STATS_BACKUP_KEY.to_owned()
    } else {
        format!("{STATS_BACKUP_KEY}.{slot}")
    }
}

/// Reads the statistics; unreadable ones are moved to a backup key (see the module comment).
pub fn load() -> Loaded {
    let fresh = |problem, writable| Loaded {
        stats: Statistics::default(),
        problem,
        writable,
    };
    let Some(storage) = local_storage() else {
        return fresh(None, false);
    };
    let Ok(Some(text)) = storage.get_item(STATS_KEY) else {
        return fresh(None, true);
    };
    let error = match Statistics::decode(&text) {
        Ok(stats) => {
            return Loaded {
                stats,
                problem: None,
                writable: true,
            }
        }
        Err(error) => error,
    };
    let free = (1..=BACKUP_SLOTS)
        .map(backup_key)
        .find(|key| matches!(storage.get_item(key), Ok(None)));
    let moved = free.filter(|key| {
        storage.set_item(key, &text).is_ok() && storage.remove_item(STATS_KEY).is_ok()
    });
    match moved {
        Some(key) => fresh(
            Some(format!(
                "The saved statistics could not be read ({error}). They were kept under the key \
                 \u{201c}{key}\u{201d}; counting starts again from zero."
            )),
            true,
        ),
        None => fresh(
            Some(format!(
                "The saved statistics could not be read ({error}) and could not be moved \
                 aside; they stay under the key \u{201c}{STATS_KEY}\u{201d} and no games are \
                 counted until they are removed."
            )),
            false,
        ),
    }
}

/// Writes `stats`; `false` when storage refused (full, or disabled).
pub fn store(stats: &Statistics) -> bool {
    local_storage().is_some_and(|storage| storage.set_item(STATS_KEY, &stats.encode()).is_ok())
}

/// Counts what is new in `game` and stores the result. Returns the problem met reading the
/// stored statistics, if any (to be shown once).
pub fn record(setup: &GameSetup, game: &Match) -> Option<String> {
    let mut loaded = load();
    if loaded.writable && loaded.stats.record(setup, game) {
        store(&loaded.stats);
    }
    loaded.problem
}

/// The backup keys that hold unreadable statistics, for the Statistics screen to name.
pub fn backups() -> Vec<String> {
    let Some(storage) = local_storage() else {
        return Vec::new();
    };
    (1..=BACKUP_SLOTS)
        .map(backup_key)
        .filter(|key| matches!(storage.get_item(key), Ok(Some(_))))
        .collect()
}
