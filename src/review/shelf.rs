//! One tab's kept reviews ([`KeptReviews`]) and the changes it has made that the store may not
//! hold yet, so that two tabs analysing at once lose nothing: before a tab writes, it reads the
//! store again and, when another tab wrote meanwhile, takes what is stored and makes its own
//! changes again on top ([`Shelf::synced`]), as practice does for its mistakes. A change is
//! forgotten once a write that holds it is known to have been made (its serial is at most the
//! one written). Pure, tested natively; the page's effect does the reading and writing.

use bg_engine::referee::Match;

use super::{KeptReviews, Review};
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
    /// This tab's reviews kept since the store was last read, one per match (the newest).
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
    /// read or wrote it: the stored reviews, and this tab's changes after the serial `written`
    /// (the newest written by this tab) kept again on top of them, in the order made. A review
    /// the other tab kept is kept here too; one of the same match as a change of this tab's
    /// gives way to it, as a newer analysis of a match replaces an older one in one tab.
    pub fn synced(&self, stored: KeptReviews, written: u64) -> Shelf {
        let changes: Vec<Change> = self
            .changes
            .iter()
            .filter(|change| change.serial > written)
            .cloned()
            .collect();
        let mut kept = stored;
        for change in &changes {
            kept.keep(change.review.clone(), &change.setup, &change.game);
        }
        Shelf {
            kept,
            revision: self.revision + 1,
            changes,
            serial: self.serial,
        }
    }
}

#[cfg(test)]
#[path = "shelf_tests.rs"]
mod tests;
