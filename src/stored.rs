//! What the app keeps in the browser's localStorage, as text: the match ([`Store::Save`]), the
//! player's settings and the statistics. One codec reads all three: every stored text is a
//! JSON object with a `version` number, read first, so that a value from another version of
//! the app is told apart from a damaged one whatever the rest of it looks like; then the
//! store's own format reads the rest ([`Stored`]). One policy keeps what cannot be read: it is
//! copied to the first free of nine backup keys ([`Store::backup_keys`]), never over an
//! earlier backup, and when no copy can be made it stays where it is and is not written over.
//! The messages the player reads about all this are here too, in plain words.
//!
//! Pure and tested natively; `web::storage` does the reading and writing in the browser.

use std::ops::RangeInclusive;

use serde::Deserialize;

use crate::i18n::Message;
use crate::msg;
use crate::save::{self, Saved};

/// How many backup keys each store has: its `….corrupt` key, then `….corrupt.2` to `….corrupt.9`.
pub const BACKUP_SLOTS: u32 = 9;

/// One of the things the app stores, each under its own key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Store {
    /// The match in progress (see [`crate::save`]).
    Save,
    /// The player's preferences (see [`crate::settings`]).
    Settings,
    /// Games and matches won and lost (see [`crate::statistics`]).
    Statistics,
    /// The analysis of the match (see [`crate::review`]).
    Review,
    /// The mistakes kept for practice (see [`crate::practice`]).
    Practice,
}

impl Store {
    /// Every store, in the order their messages are listed.
    pub const ALL: [Store; 5] = [
        Store::Save,
        Store::Settings,
        Store::Statistics,
        Store::Review,
        Store::Practice,
    ];

    /// The localStorage key.
    pub fn key(self) -> &'static str {
        match self {
            Store::Save => "bg-web.save",
            Store::Settings => "bg-web.settings",
            Store::Statistics => "bg-web.stats",
            Store::Review => "bg-web.review",
            Store::Practice => "bg-web.practice",
        }
    }

    /// The store a localStorage key belongs to (its main key, not a backup).
    pub fn of_key(key: &str) -> Option<Store> {
        Store::ALL.into_iter().find(|store| store.key() == key)
    }

    /// The first backup key: unreadable values go here, or to the next free one.
    pub fn backup_key(self) -> String {
        format!("{}.corrupt", self.key())
    }

    /// The backup keys, in the order they are filled.
    pub fn backup_keys(self) -> impl Iterator<Item = String> {
        let first = self.backup_key();
        (1..=BACKUP_SLOTS).map(move |slot| match slot {
            1 => first.clone(),
            _ => format!("{first}.{slot}"),
        })
    }

    /// The first backup key that `is_taken` says holds nothing; `None` when all are taken.
    pub fn free_backup_key(self, is_taken: impl Fn(&str) -> bool) -> Option<String> {
        self.backup_keys().find(|key| !is_taken(key))
    }

    /// What the store holds, as the start of a sentence, and the pronoun that goes with it.
    /// The store as the catalogues select on it.
    fn id(self) -> &'static str {
        match self {
            Store::Save => "save",
            Store::Settings => "settings",
            Store::Statistics => "statistics",
            Store::Review => "review",
            Store::Practice => "practice",
        }
    }
}

/// A value kept in a [`Store`].
pub trait Stored: Sized {
    /// Where it is kept.
    const STORE: Store;
    /// The versions this code reads (it writes the newest).
    const VERSIONS: RangeInclusive<u64>;

    /// Reads a text whose version is one of [`Stored::VERSIONS`]; the error says what is wrong,
    /// for a bug report (the player is told in plain words, see [`unreadable_message`]).
    ///
    /// # Errors
    /// What makes the text unreadable; nothing panics on any text.
    fn from_text(text: &str) -> Result<Self, String>;
}

/// Why a stored text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// Not the JSON of this store (cut short, edited, or not ours); the parser's words, which
    /// the player never reads.
    Damaged(String),
    /// Written by another version of the app.
    Version(u64),
}

/// The value of `T` a stored text holds.
///
/// # Errors
/// [`Unreadable::Version`] when the text's `version` is not one this code reads (whatever the
/// rest looks like), [`Unreadable::Damaged`] otherwise; nothing panics on any text.
pub fn decode<T: Stored>(text: &str) -> Result<T, Unreadable> {
    #[derive(Deserialize)]
    struct Envelope {
        version: u64,
    }
    let Envelope { version } =
        serde_json::from_str(text).map_err(|error| Unreadable::Damaged(error.to_string()))?;
    if !T::VERSIONS.contains(&version) {
        return Err(Unreadable::Version(version));
    }
    T::from_text(text).map_err(Unreadable::Damaged)
}

impl Stored for crate::review::KeptReviews {
    const STORE: Store = Store::Review;
    /// Version 1 held one review; version 2 holds several (one per match).
    const VERSIONS: RangeInclusive<u64> = 1..=crate::review::KEPT_REVIEWS_VERSION as u64;

    fn from_text(text: &str) -> Result<Self, String> {
        crate::review::KeptReviews::decode(text)
    }
}

impl Stored for crate::practice::Practice {
    const STORE: Store = Store::Practice;
    const VERSIONS: RangeInclusive<u64> =
        crate::practice::PRACTICE_VERSION as u64..=crate::practice::PRACTICE_VERSION as u64;

    fn from_text(text: &str) -> Result<Self, String> {
        crate::practice::Practice::decode(text)
    }
}

impl Stored for Saved {
    const STORE: Store = Store::Save;
    const VERSIONS: RangeInclusive<u64> = save::OLDEST_VERSION as u64..=save::SAVE_VERSION as u64;

    fn from_text(text: &str) -> Result<Saved, String> {
        save::decode_saved(text).map_err(|error| error.to_string())
    }
}

/// Where an unreadable value went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Copied, untouched, to this backup key (and removed from the store's own key).
    Backup(String),
    /// No copy could be made (every backup key taken, or storage full): it stays under the
    /// store's own key, and nothing is written over it.
    InPlace,
}

/// Why, in plain words ("it is damaged", "they were written by a newer version of the
/// game"), as the catalogues select on it: `"damaged"`, `"newer"` or `"older"`.
fn reason(unreadable: &Unreadable, versions: RangeInclusive<u64>) -> &'static str {
    match unreadable {
        Unreadable::Damaged(_) => "damaged",
        Unreadable::Version(version) if version > versions.end() => "newer",
        Unreadable::Version(_) => "older",
    }
}

/// What the player is told about an unreadable value of `T`: what could not be read, why, where
/// it was kept, and what happens now.
pub fn unreadable_message<T: Stored>(unreadable: &Unreadable, kept: &Kept) -> Message {
    let store = T::STORE;
    let key = store.key();
    let why = reason(unreadable, T::VERSIONS);
    if store == Store::Review {
        // The review's words are in the review's own section of the catalogues.
        let next = match kept {
            Kept::Backup(backup) => msg!("review-storage-kept", key = backup.as_str()),
            Kept::InPlace => msg!("review-storage-in-place", key = key),
        };
        return msg!("review-storage-unreadable", why = why, next = next);
    }
    if store == Store::Practice {
        // The practice's words are in the practice's own section of the catalogues.
        let next = match kept {
            Kept::Backup(backup) => msg!("practice-storage-kept", key = backup.as_str()),
            Kept::InPlace => msg!("practice-storage-in-place", key = key),
        };
        return msg!("practice-storage-unreadable", why = why, next = next);
    }
    let next = match (store, kept) {
        (Store::Save, Kept::Backup(backup)) => msg!("storage-save-kept", key = backup.as_str()),
        (Store::Save, Kept::InPlace) => msg!("storage-save-in-place", key = key),
        (Store::Settings, Kept::Backup(backup)) => {
            msg!("storage-settings-kept", key = backup.as_str())
        }
        (Store::Settings, Kept::InPlace) => msg!("storage-settings-in-place", key = key),
        (Store::Statistics, Kept::Backup(backup)) => {
            msg!("storage-statistics-kept", key = backup.as_str())
        }
        (Store::Statistics, Kept::InPlace) => msg!("storage-statistics-in-place", key = key),
        (Store::Review, _) => return msg!("review-storage-in-place", key = key),
        (Store::Practice, _) => return msg!("practice-storage-in-place", key = key),
    };
    msg!(
        "storage-unreadable",
        store = store.id(),
        why = why,
        next = next
    )
}

/// What the player is told when the browser refuses to store a value (storage full, or turned
/// off): what is not saved, and that nothing saved before was lost.
pub fn refused_message(store: Store) -> Message {
    match store {
        Store::Save => msg!("storage-save-refused"),
        Store::Settings => msg!("storage-settings-refused"),
        Store::Statistics => msg!("storage-statistics-refused"),
        Store::Review => msg!("review-storage-refused"),
        Store::Practice => msg!("practice-storage-refused"),
    }
}

/// What a tab says when another tab (or window) of the game changed the match it shows.
pub fn changed_elsewhere() -> Message {
    msg!("storage-changed-elsewhere")
}

/// What a tab says when another tab saved a match it cannot read: it keeps playing without
/// saving, rather than write over that match.
pub fn changed_elsewhere_unreadable() -> Message {
    msg!("storage-changed-elsewhere-unreadable")
}

/// What one tab knows of one store: the text it last read or wrote there, and whether it may
/// write at all. Writing checks the stored text against it, so that a tab never writes over a
/// value that another tab stored meanwhile, nor over unreadable data that could not be copied
/// aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    pub store: Store,
    known: Option<String>,
    writable: bool,
}

/// What to do with a text to store, given what is stored now ([`Slot::plan`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plan {
    /// The same text is stored already.
    Nothing,
    /// Write it.
    Write,
    /// Never: unreadable data stays under the key (see [`Kept::InPlace`]).
    Blocked,
    /// The stored value changed since this tab read or wrote it: another tab stored a newer one.
    Conflict,
}

impl Slot {
    /// A slot whose stored text is `known` (`None`: nothing stored); `writable` is false when
    /// unreadable data was left in place.
    pub fn new(store: Store, known: Option<String>, writable: bool) -> Slot {
        Slot {
            store,
            known,
            writable,
        }
    }

    /// Whether `text` may be written, when `stored` is what the key holds now.
    pub fn plan(&self, stored: Option<&str>, text: &str) -> Plan {
        if !self.writable {
            Plan::Blocked
        } else if stored == Some(text) {
            Plan::Nothing
        } else if stored != self.known.as_deref() {
            Plan::Conflict
        } else {
            Plan::Write
        }
    }

    /// The key now holds `text` (written by this tab, or seen written by another).
    pub fn seen(&mut self, text: Option<String>) {
        self.known = text;
    }

    /// The text this tab last knew the key to hold.
    pub fn known(&self) -> Option<&str> {
        self.known.as_deref()
    }

    /// Whether `text` is what this tab last knew the key to hold.
    pub fn knows(&self, text: Option<&str>) -> bool {
        self.known.as_deref() == text
    }

    /// From now on nothing is written (another tab stored what this one cannot read).
    pub fn block(&mut self) {
        self.writable = false;
    }

    pub fn is_writable(&self) -> bool {
        self.writable
    }
}

/// What a message about storage is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AlertKind {
    /// Stored data could not be read (see [`unreadable_message`]).
    Unreadable,
    /// The browser refused to store (see [`refused_message`]).
    Refused,
    /// Another tab changed the match (see [`changed_elsewhere`]).
    ChangedElsewhere,
}

/// One message about storage, for one store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alert {
    pub store: Store,
    pub kind: AlertKind,
    pub text: Message,
}

/// A change to the messages shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AlertChange {
    /// Show the message (in place of an earlier one of its store and kind). A problem the
    /// player has dismissed is not shown again until it was cleared: a refused write repeats
    /// at every move, and one message is enough.
    Show(Alert),
    /// The problem is over (a write succeeded): its message goes, and may come back.
    Clear(Store, AlertKind),
    /// The player read the message.
    Dismiss(Store, AlertKind),
}

/// The messages about storage, one per store and kind, so that every store with a problem is
/// reported at once, listed in the order of [`Store::ALL`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Alerts {
    shown: Vec<Alert>,
    dismissed: Vec<(Store, AlertKind)>,
}

impl Alerts {
    /// The messages shown, by store then kind.
    pub fn shown(&self) -> &[Alert] {
        &self.shown
    }

    /// The messages after `change`, or `None` when nothing changes.
    pub fn apply(&self, change: AlertChange) -> Option<Alerts> {
        let mut next = self.clone();
        match change {
            AlertChange::Show(alert) => {
                let id = (alert.store, alert.kind);
                let repeats = alert.kind != AlertKind::ChangedElsewhere;
                if repeats && next.dismissed.contains(&id) {
                    return None;
                }
                next.dismissed.retain(|other| *other != id);
                next.shown.retain(|other| (other.store, other.kind) != id);
                next.shown.push(alert);
                next.shown.sort_by_key(|alert| (alert.store, alert.kind));
            }
            AlertChange::Clear(store, kind) => {
                next.shown
                    .retain(|other| (other.store, other.kind) != (store, kind));
                next.dismissed.retain(|other| *other != (store, kind));
            }
            AlertChange::Dismiss(store, kind) => {
                next.shown
                    .retain(|other| (other.store, other.kind) != (store, kind));
                next.dismissed.push((store, kind));
            }
        }
        (next != *self).then_some(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::english;
    use crate::settings::Settings;
    use crate::statistics::Statistics;

    #[test]
    fn each_store_has_its_own_key_and_nine_backup_keys_filled_in_order() {
        assert_eq!(Store::Save.key(), "bg-web.save");
        assert_eq!(Store::Settings.key(), "bg-web.settings");
        assert_eq!(Store::Statistics.key(), "bg-web.stats");
        assert_eq!(Store::Review.key(), "bg-web.review");
        assert_eq!(Store::Practice.key(), "bg-web.practice");
        let keys: Vec<String> = Store::Save.backup_keys().collect();
        assert_eq!(keys.len(), 9);
        assert_eq!(keys[0], "bg-web.save.corrupt");
        assert_eq!(keys[1], "bg-web.save.corrupt.2");
        assert_eq!(keys[8], "bg-web.save.corrupt.9");
        for store in Store::ALL {
            assert_eq!(Store::of_key(store.key()), Some(store));
            assert_eq!(Store::of_key(&store.backup_key()), None);
        }
    }

    #[test]
    fn an_earlier_backup_is_never_chosen_again() {
        let taken = ["bg-web.save.corrupt", "bg-web.save.corrupt.2"];
        assert_eq!(
            Store::Save.free_backup_key(|key| taken.contains(&key)),
            Some("bg-web.save.corrupt.3".to_owned())
        );
        assert_eq!(
            Store::Save.free_backup_key(|_| false),
            Some("bg-web.save.corrupt".to_owned())
        );
        assert_eq!(Store::Statistics.free_backup_key(|_| true), None);
    }

    /// Literal texts written by earlier versions of the app: each still loads.
    #[test]
    fn old_saves_still_load() {
        let version_1 = r#"{"version":1,"setup":{"names":["Black","White"],"opponent":"Human","length":0,"cube":true,"jacoby":true,"beavers":true},"actions":["o:31"]}"#;
        let saved: Saved = decode(version_1).unwrap();
        assert_eq!(saved.game.log().len(), 1);
        assert!(saved.steps.is_empty());
        let version_2 = r#"{"version":2,"setup":{"names":["You","Computer"],"opponent":{"Computer":"pubeval"},"length":5,"cube":true,"jacoby":true,"beavers":true},"actions":["o:31"],"steps":["8:3"]}"#;
        let saved: Saved = decode(version_2).unwrap();
        assert_eq!(saved.setup.length, 5);
        assert_eq!(saved.steps.len(), 1);
        let set_up = r#"{"version":2,"setup":{"names":["Black","White"],"opponent":"Human","length":0,"cube":true,"jacoby":true,"beavers":true},"actions":[],"start":"7u4OAADu7g4AAA:MAETAAAAAAAE"}"#;
        let saved: Saved = decode(set_up).unwrap();
        assert!(saved.game.log().is_empty());
        // Version 3 keeps the tutor's marks; a save before them has none.
        assert!(decode::<Saved>(version_2).unwrap().errors.is_empty());
        let version_3 = r#"{"version":3,"setup":{"names":["You","Computer"],"opponent":{"Computer":"pubeval"},"length":5,"cube":true,"jacoby":true,"beavers":true},"actions":["o:31","p:8/5 6/5"],"marks":["1:?"]}"#;
        let saved: Saved = decode(version_3).unwrap();
        assert_eq!(saved.errors, [(1, bg_engine::analysis::ErrorSize::Bad)]);
    }

    #[test]
    fn a_save_with_a_mark_that_does_not_read_is_damaged_and_so_kept_aside() {
        let text = r#"{"version":3,"setup":{"names":["You","Computer"],"opponent":{"Computer":"pubeval"},"length":5,"cube":true,"jacoby":true,"beavers":true},"actions":["o:31"],"marks":["1:?"]}"#;
        assert!(matches!(decode::<Saved>(text), Err(Unreadable::Damaged(_))));
    }

    #[test]
    fn old_settings_and_statistics_still_load() {
        let settings: Settings = decode(
            r#"{"version":1,"settings":{"animation":"off","auto_confirm":true,"auto_forced":false,"double_click_bear_off":true}}"#,
        )
        .unwrap();
        assert!(settings.auto_confirm);
        // Settings saved before double-click bear-off existed.
        let settings: Settings =
            decode(r#"{"version":1,"settings":{"animation":"slow"}}"#).unwrap();
        assert!(settings.double_click_bear_off);
        let stats: Statistics = decode(
            r#"{"version":1,"opponents":[{"key":"random","name":"Computer: Random","tally":{"games_won":2,"games_lost":1,"gammons_won":0,"gammons_lost":1,"backgammons_won":0,"backgammons_lost":0,"matches_won":1,"matches_lost":0}}],"counted":[{"fingerprint":"00ff00ff00ff00ff","games":3,"match_over":true}]}"#,
        )
        .unwrap();
        assert_eq!(stats.tally("random").unwrap().games_won, 2);
    }

    #[test]
    fn another_version_is_told_apart_from_damage_whatever_its_shape() {
        let cases: [(&str, Option<u64>); 9] = [
            ("", None),
            ("{", None),
            ("null", None),
            ("[]", None),
            (r#"{"version":"2"}"#, None),
            (r#"{"version":2,"setup":{"oops"#, None),
            (r#"{"version":9,"setup":"from a newer app"}"#, Some(9)),
            (r#"{"version":0}"#, Some(0)),
            (r#"{"version":-1}"#, None),
        ];
        for (text, version) in cases {
            let error = decode::<Saved>(text).unwrap_err();
            match version {
                Some(version) => assert_eq!(error, Unreadable::Version(version), "{text}"),
                None => assert!(matches!(error, Unreadable::Damaged(_)), "{text}"),
            }
        }
        assert!(matches!(
            decode::<Settings>(r#"{"version":1,"settings":{"animation":"warp"}}"#),
            Err(Unreadable::Damaged(_))
        ));
        assert_eq!(
            decode::<Statistics>(r#"{"version":99,"opponents":"x"}"#),
            Err(Unreadable::Version(99))
        );
    }

    #[test]
    fn messages_about_unreadable_data_are_plain_words_that_say_where_it_went() {
        let damaged = Unreadable::Damaged("expected struct GameSetup at line 1".to_owned());
        let message = english(&unreadable_message::<Saved>(
            &damaged,
            &Kept::Backup("bg-web.save.corrupt.2".into()),
        ));
        assert_eq!(
            message,
            "The saved match could not be read: it is damaged. It was kept, untouched, under \
             the storage key \u{201c}bg-web.save.corrupt.2\u{201d}; a new match starts."
        );
        assert!(!message.contains("expected"), "no parser output: {message}");
        let message = english(&unreadable_message::<Statistics>(
            &Unreadable::Version(99),
            &Kept::InPlace,
        ));
        assert!(message.starts_with(
            "Your statistics could not be read: they were written by a newer version of the game."
        ));
        assert!(
            message.contains("\u{201c}bg-web.stats\u{201d}"),
            "{message}"
        );
        let message = english(&unreadable_message::<Saved>(
            &Unreadable::Version(0),
            &Kept::InPlace,
        ));
        assert!(message.contains("older version"), "{message}");
        assert!(message.contains("will not be saved"), "{message}");
        let message = english(&unreadable_message::<Settings>(
            &damaged,
            &Kept::Backup("bg-web.settings.corrupt".into()),
        ));
        assert!(message.starts_with("Your settings could not be read: they are damaged."));
    }

    #[test]
    fn an_unreadable_analysis_is_kept_aside_and_the_match_can_be_analysed_again() {
        type Review = crate::review::KeptReviews;
        let damaged = decode::<Review>("{\"version\":1,\"depth\":3}").unwrap_err();
        assert!(matches!(damaged, Unreadable::Damaged(_)));
        let message = english(&unreadable_message::<Review>(
            &damaged,
            &Kept::Backup("bg-web.review.corrupt".into()),
        ));
        assert_eq!(
            message,
            "The analysis of the match could not be read: it is damaged. It was kept under the \
             storage key \u{201c}bg-web.review.corrupt\u{201d}; the match can be analysed again."
        );
        let damaged = decode::<Review>("{\"version\":2,\"reviews\":7}").unwrap_err();
        assert!(matches!(damaged, Unreadable::Damaged(_)));
        let newer = decode::<Review>("{\"version\":3}").unwrap_err();
        assert_eq!(newer, Unreadable::Version(3));
        let message = english(&unreadable_message::<Review>(&newer, &Kept::InPlace));
        assert!(message.contains("written by a newer version"), "{message}");
        assert!(message.contains("not saved over it"), "{message}");
    }

    #[test]
    fn unreadable_practice_is_kept_aside_and_the_mistakes_are_gathered_again() {
        type Practice = crate::practice::Practice;
        let damaged =
            decode::<Practice>(r#"{"version":1,"mistakes":[{"id":"nonsense"}]}"#).unwrap_err();
        assert!(matches!(damaged, Unreadable::Damaged(_)));
        let message = english(&unreadable_message::<Practice>(
            &damaged,
            &Kept::Backup("bg-web.practice.corrupt.2".into()),
        ));
        assert_eq!(
            message,
            "The mistakes kept for practice could not be read: they are damaged. They were kept \
             under the storage key \u{201c}bg-web.practice.corrupt.2\u{201d}; the mistakes of \
             the matches analysed from now on are kept again."
        );
        let newer = decode::<Practice>(r#"{"version":2}"#).unwrap_err();
        assert_eq!(newer, Unreadable::Version(2));
        let message = english(&unreadable_message::<Practice>(&newer, &Kept::InPlace));
        assert!(message.contains("written by a newer version"), "{message}");
        assert!(
            message.contains("\u{201c}bg-web.practice\u{201d}"),
            "{message}"
        );
        assert!(message.contains("nothing is saved over them"), "{message}");
    }

    #[test]
    fn a_refused_write_says_what_is_not_saved_and_that_nothing_was_lost() {
        for store in Store::ALL {
            let message = english(&refused_message(store));
            assert!(message.contains("cannot be saved"), "{message}");
            assert!(message.contains("full, or turned off"), "{message}");
        }
        assert!(english(&refused_message(Store::Save)).contains("What was saved before is kept"));
    }
    #[test]
    fn a_tab_never_writes_over_a_value_another_tab_stored_meanwhile() {
        let mut slot = Slot::new(Store::Save, Some("a".to_owned()), true);
        assert_eq!(slot.plan(Some("a"), "b"), Plan::Write);
        assert_eq!(slot.plan(Some("b"), "b"), Plan::Nothing);
        assert_eq!(slot.plan(Some("c"), "b"), Plan::Conflict);
        assert_eq!(slot.plan(None, "b"), Plan::Conflict);
        slot.seen(Some("c".to_owned()));
        assert!(slot.knows(Some("c")));
        assert_eq!(slot.plan(Some("c"), "b"), Plan::Write);
        // Nothing stored yet, and nothing known: the first write goes ahead.
        assert_eq!(
            Slot::new(Store::Save, None, true).plan(None, "b"),
            Plan::Write
        );
    }

    #[test]
    fn unreadable_data_left_in_place_is_never_written_over() {
        let mut slot = Slot::new(Store::Statistics, Some("{oops".to_owned()), false);
        assert_eq!(slot.plan(Some("{oops"), "{}"), Plan::Blocked);
        let mut open = Slot::new(Store::Save, None, true);
        open.block();
        assert!(!open.is_writable());
        slot.seen(None);
        assert_eq!(slot.plan(None, "{}"), Plan::Blocked);
    }

    fn alert(store: Store, kind: AlertKind) -> Alert {
        Alert {
            store,
            kind,
            text: msg!("player-named", name = format!("{store:?} {kind:?}")),
        }
    }

    #[test]
    fn every_store_with_a_problem_is_reported_and_listed_in_order() {
        let mut alerts = Alerts::default();
        for store in [
            Store::Statistics,
            Store::Review,
            Store::Practice,
            Store::Save,
            Store::Settings,
        ] {
            alerts = alerts
                .apply(AlertChange::Show(alert(store, AlertKind::Unreadable)))
                .unwrap();
        }
        let stores: Vec<Store> = alerts.shown().iter().map(|alert| alert.store).collect();
        assert_eq!(stores, Store::ALL);
        // The same message again changes nothing.
        assert_eq!(
            alerts.apply(AlertChange::Show(alert(Store::Save, AlertKind::Unreadable))),
            None
        );
    }

    #[test]
    fn a_dismissed_problem_comes_back_only_after_it_was_cleared() {
        let refused = || AlertChange::Show(alert(Store::Save, AlertKind::Refused));
        let shown = Alerts::default().apply(refused()).unwrap();
        let dismissed = shown
            .apply(AlertChange::Dismiss(Store::Save, AlertKind::Refused))
            .unwrap();
        assert!(dismissed.shown().is_empty());
        assert_eq!(dismissed.apply(refused()), None, "not shown at every move");
        let cleared = dismissed
            .apply(AlertChange::Clear(Store::Save, AlertKind::Refused))
            .unwrap();
        assert_eq!(cleared.apply(refused()).unwrap().shown().len(), 1);
        assert_eq!(
            Alerts::default().apply(AlertChange::Clear(Store::Save, AlertKind::Refused)),
            None
        );
        // News from another tab is shown every time it happens.
        let elsewhere = || AlertChange::Show(alert(Store::Save, AlertKind::ChangedElsewhere));
        let seen = Alerts::default()
            .apply(elsewhere())
            .unwrap()
            .apply(AlertChange::Dismiss(
                Store::Save,
                AlertKind::ChangedElsewhere,
            ))
            .unwrap();
        assert_eq!(seen.apply(elsewhere()).unwrap().shown().len(), 1);
    }
}
