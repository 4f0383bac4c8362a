//! The kept analyses of several matches: found by their match, one per match, the oldest
//! dropped past the cap, version 1 migrated, bad text an error and never a panic.

use super::*;
use crate::review::tests::{opening_played_checker_by_checker, random_match, reviewed};
use crate::review::{review_subject, Depth};

/// A review with nothing analysed of match `seed` (a 1-point match against Random).
fn review_of(seed: u64, actions: usize, depth: Depth) -> (GameSetup, Match, Review) {
    let (setup, game) = random_match(seed, actions);
    let review = Review::new(depth, &setup, &game);
    (setup, game, review)
}

#[test]
fn each_match_finds_its_own_review_among_several() {
    let mut kept = KeptReviews::default();
    let matches: Vec<_> = (1..=4)
        .map(|seed| review_of(seed, 12, Depth::Expert))
        .collect();
    for (setup, game, review) in &matches {
        kept.keep(review.clone(), setup, game);
    }
    assert_eq!(kept.reviews.len(), 4);
    for (setup, game, review) in &matches {
        assert_eq!(kept.find(setup, game), Some(review));
    }
    let (setup, other) = random_match(99, 12);
    assert_eq!(kept.find(&setup, &other), None);
}

#[test]
fn keeping_a_matchs_review_again_replaces_it_at_any_depth_and_after_the_match_went_on() {
    let mut kept = KeptReviews::default();
    let (setup, game, quick) = review_of(1, 8, Depth::Expert);
    kept.keep(quick, &setup, &game);
    let (_, other_game, other) = review_of(2, 8, Depth::Expert);
    kept.keep(other.clone(), &setup, &other_game);
    // The first match at World class: it replaces the Expert review and becomes the newest.
    let deep = Review::new(Depth::WorldClass, &setup, &game);
    kept.keep(deep.clone(), &setup, &game);
    assert_eq!(kept.reviews, vec![other.clone(), deep.clone()]);
    // The same match gone on: the review of its start is found, and one of the longer match
    // replaces it.
    let (_, longer) = random_match(1, 16);
    assert_eq!(kept.find(&setup, &longer), Some(&deep));
    let mut followed = deep.clone();
    followed.follow(&setup, &longer);
    kept.keep(followed.clone(), &setup, &longer);
    assert_eq!(kept.reviews, vec![other, followed.clone()]);
    assert_eq!(kept.find(&setup, &longer), Some(&followed));
    assert_eq!(
        kept.find(&setup, &game),
        None,
        "the longer match's review is not about its start"
    );
}

#[test]
fn past_the_cap_the_oldest_review_is_dropped() {
    let mut kept = KeptReviews::default();
    let matches: Vec<_> = (1..=MAX_KEPT_REVIEWS as u64 + 2)
        .map(|seed| review_of(seed, 6, Depth::Expert))
        .collect();
    for (setup, game, review) in &matches {
        kept.keep(review.clone(), setup, game);
    }
    assert_eq!(kept.reviews.len(), MAX_KEPT_REVIEWS);
    for (index, (setup, game, _)) in matches.iter().enumerate() {
        assert_eq!(
            kept.find(setup, game).is_some(),
            index >= 2,
            "match {index}"
        );
    }
}

#[test]
fn a_version_1_store_of_one_review_is_read_as_kept_reviews_of_that_one() {
    let (setup, game) = random_match(5, 8);
    let review = reviewed(&setup, &game);
    // Version 1 wrote one review, without its match's key.
    let mut old = serde_json::to_value(&review).unwrap();
    let fields = old.as_object_mut().unwrap();
    fields.remove("key");
    fields.remove("actions");
    let old_text = serde_json::to_string(&old).unwrap();
    assert!(old_text.contains("\"version\":1") && !old_text.contains("\"key\""));
    let kept = KeptReviews::decode(&old_text).unwrap();
    assert_eq!(kept.version, KEPT_REVIEWS_VERSION);
    assert_eq!(
        kept.reviews,
        vec![review.clone()],
        "the key comes from its save"
    );
    assert_eq!(kept.find(&setup, &game), Some(&review));
    // Written back it is version 2, and reads back the same.
    let text = kept.encode();
    assert!(text.starts_with("{\"version\":2,\"reviews\":["), "{text}");
    assert_eq!(KeptReviews::decode(&text), Ok(kept));
}

#[test]
fn text_that_is_not_kept_reviews_is_an_error_never_a_panic() {
    let (setup, game) = random_match(5, 8);
    let mut kept = KeptReviews::default();
    kept.keep(reviewed(&setup, &game), &setup, &game);
    let good = kept.encode();
    let record_of_another_version = good.replacen("\"version\":1", "\"version\":5", 1);
    let cut = &good[..good.len() / 2];
    for text in [
        "",
        "{",
        "null",
        "[]",
        "{\"version\":2}",
        "{\"version\":2,\"reviews\":[{}]}",
        "{\"version\":1}",
        "{\"version\":3,\"reviews\":[]}",
        record_of_another_version.as_str(),
        cut,
    ] {
        assert!(KeptReviews::decode(text).is_err(), "{text:?}");
    }
    // A review whose save does not read is kept, but is about no match.
    let mut broken = reviewed(&setup, &game);
    broken.key.clear();
    broken.save = "not a save".to_owned();
    let text = KeptReviews {
        version: KEPT_REVIEWS_VERSION,
        reviews: vec![broken],
    }
    .encode();
    let read = KeptReviews::decode(&text).unwrap();
    assert_eq!(read.reviews.len(), 1);
    assert_eq!(read.find(&setup, &game), None);
}

#[test]
fn a_play_made_checker_by_checker_has_the_key_of_the_same_play_read_back_from_the_save() {
    // 6/5 first, then 8/5: a save read back holds the move generator's order.
    let session = opening_played_checker_by_checker();
    let (setup, read_back) = save::decode(&save::encode(&session.setup, &session.game)).unwrap();
    assert_eq!(
        match_keys(&session.setup, &session.game),
        match_keys(&setup, &read_back)
    );
    let review = Review::new(Depth::Expert, &session.setup, &session.game);
    assert!(review.is_about(&setup, &read_back));
}

#[test]
fn the_key_tells_apart_setups_and_every_prefix_of_a_log() {
    let (setup, game) = random_match(3, 10);
    let keys = match_keys(&setup, &game);
    assert_eq!(keys.len(), game.log().len() + 1);
    let mut distinct = keys.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), keys.len(), "every prefix has its own key");
    let renamed = GameSetup {
        names: ["Ann".to_owned(), "Bob".to_owned()],
        ..setup.clone()
    };
    assert_ne!(match_keys(&renamed, &game)[0], keys[0]);
    assert_eq!(key_text(0xab), "00000000000000ab");
}

#[test]
fn any_match_becomes_a_subject_under_its_own_rules_whose_save_replays_it() {
    let (_, game) = random_match(4, 20);
    let subject = review_subject(game.clone(), ["Alice".to_owned(), " ".to_owned()]);
    assert_eq!(
        subject.setup.names,
        ["Alice".to_owned(), "White".to_owned()]
    );
    assert_eq!(subject.setup.length, 1);
    assert!(subject.setup.hints);
    assert!(subject.setup.is_human(bg_engine::Player::One));
    assert_eq!(subject.setup.settings().unwrap(), *game.settings());
    let (setup, replayed) = save::decode(&save::encode(&subject.setup, &subject.game)).unwrap();
    assert_eq!(setup, subject.setup);
    assert_eq!(replayed.log().len(), game.log().len());
    let money = bg_engine::referee::Match::new(bg_engine::referee::MatchSettings::money());
    let subject = review_subject(money.clone(), ["A".to_owned(), "B".to_owned()]);
    assert_eq!(subject.setup.settings().unwrap(), *money.settings());
    let review = Review::new(Depth::Expert, &subject.setup, &subject.game);
    assert!(review.is_about(&subject.setup, &subject.game));
}
