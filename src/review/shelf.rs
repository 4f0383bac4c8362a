//! One tab's kept reviews ([`KeptReviews`]) and the changes it has made, so that two tabs
//! analysing at once lose nothing. Before a tab writes, it reads the store again, and when it
//! hears that another tab wrote (the browser's `storage` event) it reads it too: it takes what
//! is stored and makes its own changes again on top ([`Shelf::synced`]), as practice does for
//! its mistakes.
//!
//! A change is never forgotten merely because this tab wrote it: a browser may keep a copy of
//! the store in each tab's process and bring it up to date late, so another tab can write back
//! an older state it read before this tab's write reached it. So a written change is made again
//! whenever the store is found to have lost it (it holds an earlier state of the same
//! analysis, or nothing of its match), and it is forgotten only once another tab has stored
//! something newer of its match (another depth, or the same analysis further on, or the match
//! gone on). Pure, tested natively; the page's effects do the reading and writing.

use bg_engine::referee::Match;

use super::{KeptReviews, Review, MAX_KEPT_REVIEWS};
use crate::setup::GameSetup;

/// A review this tab kept, with the match it is about.
#[derive(Clone, Debug, PartialEq)]
struct Change {
    /// Moves on with each change of the shelf.
    serial: u64,
    review: Review,
    setup: GameSetup,
    game: Match,
}

/// The kept reviews as one tab holds them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shelf {
    pub kept: KeptReviews,
    /// Moves on with each change of `kept` (what depends on them is computed again only then).
    pub revision: u64,
    /// This tab's reviews, one per match (the newest), until another tab stores something
    /// newer of that match ([`Standing::Superseded`]).
    changes: Vec<Change>,
    /// The serial of the newest change.
    serial: u64,
}

impl Shelf {
    /// The serial of the newest change: once `kept` as it is now is written, every change up
    /// to this one is in the store.
    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// With the reviews the store held when the page started; a review kept before they
    /// were read is kept again on top of them.
    pub fn loaded(&self, stored: KeptReviews) -> Shelf {
        self.synced(stored, 0)
    }

    /// With `review` kept, the analysis of `game` under `setup` ([`KeptReviews::keep`]).
    pub fn keep(&self, review: Review, setup: &GameSetup, game: &Match) -> Shelf {
        let mut next = self.clone();
        next.kept.keep(review.clone(), setup, game);
        next.serial += 1;
        // One change per match: the newer review of it holds all that the older one did.
        next.changes
            .retain(|change| !(change.setup == *setup && change.game == *game));
        next.changes.push(Change {
            serial: next.serial,
            review,
            setup: setup.clone(),
            game: game.clone(),
        });
        next.revision += 1;
        next
    }

    /// With what the store holds now, `stored`, written by another tab since this one last
    /// read or wrote it: the stored reviews, and this tab's changes kept again on top of them,
    /// in the order made: every change after the serial `written` (the newest written by this
    /// tab: what this tab did since wins over what another tab stored), and every earlier one
    /// the store has lost (see `Standing`). An earlier change of which the store holds
    /// something newer gives way to it and is forgotten.
    pub fn synced(&self, stored: KeptReviews, written: u64) -> Shelf {
        let mut kept = stored.clone();
        let mut changes = Vec::with_capacity(self.changes.len());
        for change in &self.changes {
            let standing = if change.serial > written {
                Standing::Lost
            } else {
                standing(change, &stored)
            };
            match standing {
                Standing::Lost => kept.keep(change.review.clone(), &change.setup, &change.game),
                Standing::Held => {}
                Standing::Superseded => continue,
            }
            changes.push(change.clone());
        }
        Shelf {
            kept,
            revision: self.revision + 1,
            changes,
            serial: self.serial,
        }
    }
}

/// How a change this tab wrote stands in what the store holds now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Standing {
    /// The store holds it as it is.
    Held,
    /// The store holds an earlier state of the same analysis (the same depth, fewer actions
    /// analysed), or nothing of its match: a tab wrote what it had read before this change
    /// reached it.
    Lost,
    /// The store holds something newer of its match: another depth, the same analysis further
    /// on, or a review of the match gone on since. Also when the store holds nothing of its
    /// match but is full: the match was dropped as the oldest, and keeping it again would drop
    /// another tab's, which would keep its own again, and so on.
    Superseded,
}

fn standing(change: &Change, stored: &KeptReviews) -> Standing {
    let review = &change.review;
    match stored.find(&change.setup, &change.game) {
        Some(found) if found == review => Standing::Held,
        Some(found) if found.depth == review.depth && found.done < review.done => Standing::Lost,
        Some(_) => Standing::Superseded,
        None if stored.reviews.len() >= MAX_KEPT_REVIEWS || stored.holds_match_gone_on(review) => {
            Standing::Superseded
        }
        None => Standing::Lost,
    }
}

#[cfg(test)]
#[path = "shelf_tests.rs"]
mod tests;
