//! The statistics in localStorage: counted as games end and reset from the Statistics screen,
//! both from effects. Each count reads what is stored now, so two tabs add to one tally.

use bg_engine::referee::Match;

use super::{load, local_storage, write, Loaded, Written};
use crate::i18n::Message;
use crate::setup::GameSetup;
use crate::statistics::Statistics;
use crate::stored::{refused_message, Alert, AlertKind, Store};

/// Reads the stored statistics (an unreadable value is kept aside, see [`super::load`]).
pub fn read() -> Loaded<Statistics> {
    load::<Statistics>()
}

fn alert(kind: AlertKind, text: Message) -> Alert {
    Alert {
        store: Store::Statistics,
        kind,
        text,
    }
}

/// Writes `stats` over what [`read`] found in `loaded`; the alert says when that failed.
fn store(loaded: &mut Loaded<Statistics>, stats: &Statistics) -> Option<Alert> {
    match write(&mut loaded.slot, &stats.encode()) {
        Written::Stored | Written::Blocked => None,
        // Another tab counted meanwhile (between the read and the write of one effect, which
        // cannot happen in one thread; the next count reads it).
        Written::Newer(_) => None,
        Written::Refused => Some(alert(
            AlertKind::Refused,
            refused_message(Store::Statistics),
        )),
    }
}

/// Counts what is new in `game` and stores the result. The alerts say what went wrong: the
/// stored statistics were unreadable, or could not be written.
pub fn record(setup: &GameSetup, game: &Match) -> Vec<Alert> {
    update(|stats| stats.record(setup, game))
}

/// Reads the stored statistics, applies `change` and stores them when it changed anything.
fn update(change: impl FnOnce(&mut Statistics) -> bool) -> Vec<Alert> {
    let mut loaded = read();
    let mut alerts: Vec<Alert> = loaded
        .problem
        .take()
        .map(|text| alert(AlertKind::Unreadable, text))
        .into_iter()
        .collect();
    let mut stats = loaded.value.take().unwrap_or_default();
    if loaded.slot.is_writable() && change(&mut stats) {
        alerts.extend(store(&mut loaded, &stats));
    }
    alerts
}

/// Resets the stored statistics to zero (the matches already counted stay remembered); the
/// statistics after it, and a message when they could not be stored.
pub fn reset() -> (Statistics, Option<Message>) {
    let mut loaded = read();
    let mut stats = loaded.value.take().unwrap_or_default();
    stats.reset();
    let problem = store(&mut loaded, &stats).map(|alert| alert.text);
    (stats, loaded.problem.or(problem))
}

/// The backup keys that hold unreadable statistics, for the Statistics screen to name.
pub fn backups() -> Vec<String> {
    let Some(storage) = local_storage() else {
        return Vec::new();
    };
    Store::Statistics
        .backup_keys()
        .filter(|key| matches!(storage.get_item(key), Ok(Some(_))))
        .collect()
}

/// Remembers a match opened from a file as counted without counting its games (see
/// [`Statistics::remember_uncounted`]) and stores that; the alerts as for [`record`].
pub fn remember_uncounted(setup: &GameSetup, game: &Match) -> Vec<Alert> {
    update(|stats| stats.remember_uncounted(setup, game))
}
