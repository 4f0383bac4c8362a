//! The analyses kept in localStorage: one [`Review`] per match, for several matches, each
//! known by its match's identity ([`match_keys`]), the newest last, the oldest dropped past
//! [`MAX_KEPT_REVIEWS`].
//!
//! Version 2 of the store (`{"version":2,"reviews":[...]}`); a version 1 text (one review)
//! still loads, as a shelf of that one. What cannot be read is kept aside by the storage layer
//! ([`crate::stored`]) and never written over.

use bg_engine::hash::{hash_key, mix64, position_key, GOLDEN_GAMMA};
use bg_engine::referee::{Action, Match};
use serde::{Deserialize, Serialize};

use super::{Review, REVIEW_VERSION};
use crate::save;
use crate::setup::GameSetup;

/// The version of the store of kept reviews this build writes (it reads 1 too).
pub const KEPT_REVIEWS_VERSION: u32 = 2;

/// How many matches' analyses are kept: the oldest is dropped when one more is kept. The
/// review of a 412-action match (Random against Random, the native test's `random_match(9,
/// 3000)`) encodes to 65 KB, so twelve long ones stay under a megabyte, inside the browser's
/// few megabytes of localStorage.
pub const MAX_KEPT_REVIEWS: usize = 12;

/// The identity of `game` (under `setup`) after each length of its log: `keys[n]` is the
/// identity of the match's first `n` actions, so a review of a match that has gone on since is
/// found by the key at its own length. A play counts by the position it leaves (a person's
/// play is logged with its checkers in the order moved, the same play read back from a save
/// in the move generator's order), any other action by its save text; the setup and a set-up
/// start count through the save text of the match's start. Stable across builds (SplitMix64's
/// finalizer, no std hasher).
pub fn match_keys(setup: &GameSetup, game: &Match) -> Vec<u64> {
    let start = save::encode(setup, &game.initial());
    let mut key = text_hash(GOLDEN_GAMMA, &start);
    let mut keys = Vec::with_capacity(game.log().len() + 1);
    keys.push(key);
    for action in game.log() {
        let value = match action {
            Action::Play(play) => hash_key(position_key(&play.position), 1),
            other => text_hash(2, &save::action_text(other)),
        };
        key = mix64(key.wrapping_add(GOLDEN_GAMMA) ^ value);
        keys.push(key);
    }
    keys
}

fn text_hash(seed: u64, text: &str) -> u64 {
    text.bytes().fold(mix64(seed), |hash, byte| {
        mix64(hash.wrapping_add(GOLDEN_GAMMA) ^ u64::from(byte))
    })
}

/// A key as the store writes it (16 hex digits: JSON numbers lose bits past 2^53).
pub fn key_text(key: u64) -> String {
    format!("{key:016x}")
}

/// The kept analyses, the newest last.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeptReviews {
    pub version: u32,
    pub reviews: Vec<Review>,
}

impl Default for KeptReviews {
    fn default() -> Self {
        KeptReviews {
            version: KEPT_REVIEWS_VERSION,
            reviews: Vec::new(),
        }
    }
}

impl KeptReviews {
    /// The newest kept review about `game` under `setup` (the match itself, or the same match
    /// before it went on).
    pub fn find(&self, setup: &GameSetup, game: &Match) -> Option<&Review> {
        let keys = match_keys(setup, game);
        self.reviews
            .iter()
            .rev()
            .find(|review| review.is_about_keys(&keys))
    }

    /// Keeps `review`, the analysis of `game` under `setup`: it replaces the kept review of
    /// the same match (at any depth, or from before the match went on) and becomes the
    /// newest; past [`MAX_KEPT_REVIEWS`] the oldest are dropped.
    pub fn keep(&mut self, review: Review, setup: &GameSetup, game: &Match) {
        let keys = match_keys(setup, game);
        self.reviews.retain(|kept| !kept.is_about_keys(&keys));
        self.reviews.push(review);
        let excess = self.reviews.len().saturating_sub(MAX_KEPT_REVIEWS);
        self.reviews.drain(..excess);
    }

    /// Whether a kept review is about a match that `review`'s match has gone on to (a longer
    /// match whose log begins with it): keeping that review replaced `review`.
    pub fn holds_match_gone_on(&self, review: &Review) -> bool {
        self.reviews.iter().any(|kept| {
            kept.actions > review.actions
                && save::decode(&kept.save)
                    .is_ok_and(|(setup, game)| review.is_about(&setup, &game))
        })
    }

    /// The stored text.
    pub fn encode(&self) -> String {
        // Numbers, strings and vectors of them always serialize.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The kept reviews a stored text holds: version 2, or version 1 (a single review, which
    /// gets its match's key from its save).
    ///
    /// # Errors
    /// Text that is not a store of either version, or a review in it that is not of
    /// [`REVIEW_VERSION`], in words.
    pub fn decode(text: &str) -> Result<KeptReviews, String> {
        #[derive(Deserialize)]
        struct Envelope {
            version: u32,
        }
        let Envelope { version } = serde_json::from_str(text).map_err(|error| error.to_string())?;
        let mut kept = match version {
            1 => KeptReviews {
                version: KEPT_REVIEWS_VERSION,
                reviews: vec![Review::decode(text)?],
            },
            KEPT_REVIEWS_VERSION => {
                let kept: KeptReviews =
                    serde_json::from_str(text).map_err(|error| error.to_string())?;
                if let Some(other) = kept.reviews.iter().find(|r| r.version != REVIEW_VERSION) {
                    return Err(format!("a review of version {}", other.version));
                }
                kept
            }
            other => return Err(format!("kept reviews of version {other}")),
        };
        for review in &mut kept.reviews {
            review.fill_key();
        }
        Ok(kept)
    }
}

#[cfg(test)]
#[path = "kept_tests.rs"]
mod tests;
