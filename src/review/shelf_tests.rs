//! Two tabs analysing at once: each writes as the page does (read the store again; if another
//! tab wrote meanwhile, take it and make this tab's changes again on top; then write), and no
//! review of either is lost or put back to an older state.

use super::*;
use crate::review::tests::random_match;
use crate::review::{Depth, MAX_KEPT_REVIEWS};

/// A tab: its shelf, the store's text it last read or wrote, and the serial of its last write.
struct Tab {
    shelf: Shelf,
    known: Option<String>,
    written: u64,
}

impl Tab {
    /// A tab opened on the store as it is.
    fn open(store: &Option<String>) -> Tab {
        let stored = store
            .as_deref()
            .map(|text| KeptReviews::decode(text).unwrap())
            .unwrap_or_default();
        Tab {
            shelf: Shelf::default().loaded(stored),
            known: store.clone(),
            written: 0,
        }
    }

    /// Keeps `review` of match `seed` (of `actions` actions).
    fn keep(&mut self, review: &Review, seed: u64, actions: usize) {
        let (setup, game) = random_match(seed, actions);
        self.shelf = self.shelf.keep(review.clone(), &setup, &game);
    }

    /// Writes as the page's effect does: reads the store again first, then writes.
    fn write(&mut self, store: &mut Option<String>) {
        let now = store.clone();
        self.write_reading(store, &now);
    }

    /// Writes as the page's effect does when this tab's copy of the store, `read`, is out of
    /// date (a browser keeps a copy in each tab's process and brings it up to date late).
    fn write_reading(&mut self, store: &mut Option<String>, read: &Option<String>) {
        if *read != self.known {
            let stored = KeptReviews::decode(read.as_deref().unwrap()).unwrap();
            self.shelf = self.shelf.synced(stored, self.written);
            self.known = read.clone();
        }
        let text = self.shelf.kept.encode();
        *store = Some(text.clone());
        self.known = Some(text);
        self.written = self.shelf.serial();
    }

    /// Hears that another tab wrote the store, as the page's `storage` event does: reads it,
    /// and writes only if what it holds changes. Whether this tab wrote.
    fn hear(&mut self, store: &mut Option<String>) -> bool {
        if *store == self.known {
            return false;
        }
        let stored = KeptReviews::decode(store.as_deref().unwrap()).unwrap();
        self.shelf = self.shelf.synced(stored, self.written);
        self.known = store.clone();
        if Some(self.shelf.kept.encode()) == self.known {
            return false;
        }
        self.write(store);
        true
    }
}

/// A review of match `seed` with its first `done` actions analysed.
fn review(seed: u64, actions: usize, done: usize, depth: Depth) -> Review {
    let (setup, game) = random_match(seed, actions);
    Review {
        done,
        ..Review::new(depth, &setup, &game)
    }
}

/// How far the stored review of match `seed` has got, if one is stored.
fn stored_done(store: &Option<String>, seed: u64, actions: usize) -> Option<usize> {
    let kept = KeptReviews::decode(store.as_deref()?).unwrap();
    let (setup, game) = random_match(seed, actions);
    kept.find(&setup, &game).map(|review| review.done)
}

#[test]
fn two_tabs_analysing_two_matches_at_once_keep_both_analyses_as_far_as_each_went() {
    let mut store = None;
    let (mut first, mut second) = (Tab::open(&store), Tab::open(&store));
    // Piece after piece, in turns: the first tab analyses match 1, the second match 2.
    for done in [4, 8, 12] {
        first.keep(&review(1, 12, done, Depth::Expert), 1, 12);
        first.write(&mut store);
        assert_eq!(stored_done(&store, 1, 12), Some(done));
        second.keep(&review(2, 12, done, Depth::Expert), 2, 12);
        second.write(&mut store);
        assert_eq!(
            stored_done(&store, 1, 12),
            Some(done),
            "the first tab's review stays"
        );
        assert_eq!(stored_done(&store, 2, 12), Some(done));
    }
    // The first tab writes last, holding the second's review from its last read only: the
    // stored one, further on, is not put back.
    second.keep(&review(2, 12, 12, Depth::WorldClass), 2, 12);
    second.write(&mut store);
    first.keep(&review(1, 12, 12, Depth::WorldClass), 1, 12);
    first.write(&mut store);
    let kept = KeptReviews::decode(store.as_deref().unwrap()).unwrap();
    assert_eq!(kept.reviews.len(), 2);
    assert!(kept
        .reviews
        .iter()
        .all(|review| review.depth == Depth::WorldClass && review.done == 12));
    // Each tab now holds both.
    assert_eq!(first.shelf.kept, kept);
}

#[test]
fn a_change_already_written_gives_way_to_what_another_tab_stored_since() {
    let mut store = None;
    let mut first = Tab::open(&store);
    first.keep(&review(1, 12, 12, Depth::Expert), 1, 12);
    first.write(&mut store);
    // Another tab analyses the same match again at World class.
    let mut second = Tab::open(&store);
    second.keep(&review(1, 12, 4, Depth::WorldClass), 1, 12);
    second.write(&mut store);
    // The first tab goes on with another match: its Expert review of match 1, written
    // before, does not come back over the newer one.
    first.keep(&review(3, 12, 4, Depth::Expert), 3, 12);
    first.write(&mut store);
    let kept = KeptReviews::decode(store.as_deref().unwrap()).unwrap();
    let depths: Vec<_> = kept
        .reviews
        .iter()
        .map(|review| (review.depth, review.done))
        .collect();
    assert_eq!(depths, [(Depth::WorldClass, 4), (Depth::Expert, 4)]);
}

#[test]
fn a_review_kept_before_the_store_was_read_is_kept_with_the_stored_ones() {
    let mut store = None;
    let mut other = Tab::open(&store);
    other.keep(&review(1, 12, 12, Depth::Expert), 1, 12);
    other.write(&mut store);
    let (setup, game) = random_match(2, 12);
    let early = Shelf::default().keep(review(2, 12, 4, Depth::Expert), &setup, &game);
    let loaded = early.loaded(KeptReviews::decode(store.as_deref().unwrap()).unwrap());
    assert_eq!(loaded.kept.reviews.len(), 2);
    assert!(loaded.revision > early.revision);
    assert_eq!(
        loaded.kept.find(&setup, &game).map(|review| review.done),
        Some(4)
    );
}

/// A store filled to the cap by one tab (matches 1 to 12), then a second tab's review of match
/// 100 written on top, which drops the oldest: the store and both tabs.
fn full_store_and_a_second_tabs_review() -> (Option<String>, Tab, Tab) {
    let mut store = None;
    let mut first = Tab::open(&store);
    for seed in 1..=MAX_KEPT_REVIEWS as u64 {
        first.keep(&review(seed, 6, 6, Depth::Expert), seed, 6);
    }
    first.write(&mut store);
    let mut second = Tab::open(&store);
    second.keep(&review(100, 6, 6, Depth::Expert), 100, 6);
    second.write(&mut store);
    (store, first, second)
}

#[test]
fn merged_stores_keep_no_more_than_the_cap_dropping_the_oldest() {
    let (mut store, mut first, _second) = full_store_and_a_second_tabs_review();
    first.keep(&review(101, 6, 6, Depth::Expert), 101, 6);
    first.write(&mut store);
    let kept = KeptReviews::decode(store.as_deref().unwrap()).unwrap();
    assert_eq!(kept.reviews.len(), MAX_KEPT_REVIEWS);
    assert_eq!(
        stored_done(&store, 100, 6),
        Some(6),
        "the other tab's new review"
    );
    assert_eq!(stored_done(&store, 101, 6), Some(6));
    assert_eq!(stored_done(&store, 1, 6), None, "the oldest dropped");
    assert_eq!(stored_done(&store, 2, 6), None);
    assert_eq!(stored_done(&store, 3, 6), Some(6));
}

#[test]
fn a_tab_writing_from_an_out_of_date_copy_of_the_store_loses_no_review_of_the_other() {
    let mut store = None;
    let (mut first, mut second) = (Tab::open(&store), Tab::open(&store));
    first.keep(&review(1, 12, 4, Depth::Expert), 1, 12);
    first.write(&mut store);
    second.keep(&review(2, 12, 4, Depth::Expert), 2, 12);
    second.write(&mut store);
    let before = store.clone();
    first.keep(&review(1, 12, 12, Depth::Expert), 1, 12);
    first.write(&mut store);
    // The second tab's copy is still the store before the first's last write: it writes the
    // first tab's review at 4 back over the one at 12.
    second.keep(&review(2, 12, 12, Depth::Expert), 2, 12);
    second.write_reading(&mut store, &before);
    assert_eq!(stored_done(&store, 1, 12), Some(4));
    // The first tab hears it and keeps its finished review again; the second then has nothing
    // to write, and neither does the first once more.
    assert!(first.hear(&mut store));
    assert_eq!(stored_done(&store, 1, 12), Some(12));
    assert_eq!(stored_done(&store, 2, 12), Some(12));
    assert!(!second.hear(&mut store));
    assert!(!first.hear(&mut store));
    assert_eq!(first.shelf.kept, second.shelf.kept);
}

#[test]
fn a_tab_that_hears_a_store_holding_all_its_changes_writes_nothing() {
    let mut store = None;
    let (mut first, mut second) = (Tab::open(&store), Tab::open(&store));
    first.keep(&review(1, 12, 8, Depth::Expert), 1, 12);
    first.write(&mut store);
    second.keep(&review(2, 12, 8, Depth::Expert), 2, 12);
    second.write(&mut store);
    assert!(!first.hear(&mut store));
    assert_eq!(first.shelf.kept.reviews.len(), 2);
    let written = store.clone();
    assert!(!second.hear(&mut store));
    assert_eq!(store, written);
}

#[test]
fn a_written_review_gives_way_to_one_of_its_match_gone_on_in_another_tab() {
    let mut store = None;
    let mut first = Tab::open(&store);
    first.keep(&review(4, 8, 8, Depth::Expert), 4, 8);
    first.write(&mut store);
    // In another tab the match goes on and its review follows it, replacing the first's.
    let mut second = Tab::open(&store);
    let (setup, longer) = random_match(4, 12);
    assert_eq!(longer.log().len(), 12);
    let mut followed = review(4, 8, 8, Depth::Expert);
    followed.follow(&setup, &longer);
    second.keep(&followed, 4, 12);
    second.write(&mut store);
    assert_eq!(
        KeptReviews::decode(store.as_deref().unwrap())
            .unwrap()
            .reviews
            .len(),
        1
    );
    assert!(
        !first.hear(&mut store),
        "the shorter match's review is not kept again"
    );
    let kept = KeptReviews::decode(store.as_deref().unwrap()).unwrap();
    assert_eq!(kept.reviews, [followed]);
}

#[test]
fn a_review_dropped_as_the_oldest_of_a_full_store_is_not_kept_again() {
    let (mut store, mut first, mut second) = full_store_and_a_second_tabs_review();
    assert_eq!(stored_done(&store, 1, 6), None);
    // Keeping it again would drop the other tab's oldest, and so on from tab to tab.
    assert!(!first.hear(&mut store));
    assert!(!second.hear(&mut store));
    assert_eq!(stored_done(&store, 100, 6), Some(6));
}
