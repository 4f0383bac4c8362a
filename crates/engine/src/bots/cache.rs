//! A bounded cache of evaluations, keyed exactly by the position and the depth.
//!
//! The key is GNU Backgammon's 80-bit Position ID key (the ten bytes behind the Base64 text,
//! computed straight from the board) together with the number of plies. Two positions share a
//! key only when they are the same position seen by the same player, so a hit returns exactly
//! what the evaluation would compute: the cache changes the time a search takes, never its
//! answer.
//!
//! The table is a fixed power of two of slots, allocated on first use, two slots per bucket:
//! a new entry goes to the empty or older slot of its bucket (the newer one is kept, as it is
//! the one more likely to be asked for again). Memory stays bounded however long a session
//! plays.

use crate::eval::{Probabilities, N_OUTPUTS};
use crate::hash::hash_key;

/// Slots of [`EvalCache::new`]'s default table: 2^16 slots of 48 bytes, 3 MiB.
pub const DEFAULT_CACHE_SLOTS: usize = 1 << 16;

#[derive(Clone, Copy, Debug)]
struct Slot {
    key: u128,
    /// The plies of the entry, plus one; 0 marks an empty slot.
    plies_plus_one: u8,
    /// Which slot of the bucket was written last (kept in the bucket's first slot).
    newer: u8,
    chances: [f32; N_OUTPUTS],
}

const EMPTY: Slot = Slot {
    key: 0,
    plies_plus_one: 0,
    newer: 0,
    chances: [0.0; N_OUTPUTS],
};

/// Hits and misses since the cache was made or [reset](EvalCache::reset_stats).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    pub hits: u64,
    pub misses: u64,
}

impl CacheStats {
    /// Hits over lookups (0 before any lookup).
    pub fn hit_rate(&self) -> f64 {
        let lookups = self.hits + self.misses;
        if lookups == 0 {
            0.0
        } else {
            self.hits as f64 / lookups as f64
        }
    }
}

/// A bounded, two-way set-associative cache of [`Probabilities`] by position and plies.
#[derive(Clone, Debug)]
pub struct EvalCache {
    slots: Vec<Slot>,
    capacity: usize,
    stats: CacheStats,
}

impl EvalCache {
    /// A cache of [`DEFAULT_CACHE_SLOTS`] slots.
    pub fn new() -> EvalCache {
        EvalCache::with_slots(DEFAULT_CACHE_SLOTS)
    }

    /// A cache of `slots` slots, rounded up to a power of two of at least 2; 0 disables the
    /// cache (every lookup misses, nothing is stored).
    pub fn with_slots(slots: usize) -> EvalCache {
        let capacity = if slots == 0 {
            0
        } else {
            slots.max(2).next_power_of_two()
        };
        EvalCache {
            slots: Vec::new(),
            capacity,
            stats: CacheStats::default(),
        }
    }

    /// The number of slots (0 when disabled).
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Hits and misses so far.
    pub fn stats(&self) -> CacheStats {
        self.stats
    }

    /// Sets the counts of hits and misses to zero.
    pub fn reset_stats(&mut self) {
        self.stats = CacheStats::default();
    }

    /// Forgets every entry (the counts are kept; the table stays allocated).
    pub fn clear(&mut self) {
        self.slots.fill(EMPTY);
    }

    fn bucket(&self, key: u128, plies: u8) -> usize {
        let hash = hash_key(key, u64::from(plies));
        // Two slots per bucket: the bucket index is even.
        (hash as usize) & (self.capacity - 2)
    }

    /// The entry of (`key`, `plies`), if stored.
    pub fn get(&mut self, key: u128, plies: u8) -> Option<Probabilities> {
        if self.slots.is_empty() {
            self.stats.misses += 1;
            return None;
        }
        let bucket = self.bucket(key, plies);
        for slot in &self.slots[bucket..bucket + 2] {
            if slot.plies_plus_one == plies + 1 && slot.key == key {
                self.stats.hits += 1;
                let [win, win_gammon, win_backgammon, lose_gammon, lose_backgammon] = slot.chances;
                return Some(Probabilities {
                    win,
                    win_gammon,
                    win_backgammon,
                    lose_gammon,
                    lose_backgammon,
                });
            }
        }
        self.stats.misses += 1;
        None
    }

    /// Stores the evaluation of (`key`, `plies`), replacing the older entry of its bucket.
    pub fn insert(&mut self, key: u128, plies: u8, chances: Probabilities) {
        if self.capacity == 0 {
            return;
        }
        if self.slots.is_empty() {
            self.slots = vec![EMPTY; self.capacity];
        }
        let bucket = self.bucket(key, plies);
        let newer = usize::from(self.slots[bucket].newer);
        // Overwrite the same entry in place, else the empty slot, else the older one.
        let target = (0..2)
            .find(|&i| {
                let slot = &self.slots[bucket + i];
                slot.plies_plus_one == plies + 1 && slot.key == key
            })
            .or_else(|| (0..2).find(|&i| self.slots[bucket + i].plies_plus_one == 0))
            .unwrap_or(1 - newer);
        self.slots[bucket + target] = Slot {
            key,
            plies_plus_one: plies + 1,
            newer: 0,
            chances: chances.to_array(),
        };
        self.slots[bucket].newer = target as u8;
    }
}

impl Default for EvalCache {
    fn default() -> Self {
        EvalCache::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hash::position_key;
    use crate::position::Position;
    use crate::testing::random_walk;

    #[test]
    fn a_stored_entry_is_found_under_its_key_and_plies_only() {
        let mut cache = EvalCache::with_slots(64);
        let key = position_key(&Position::STARTING);
        let chances = Probabilities::from_outputs([0.5, 0.1, 0.01, 0.12, 0.005]);
        assert_eq!(cache.get(key, 1), None);
        cache.insert(key, 1, chances);
        assert_eq!(cache.get(key, 1), Some(chances));
        assert_eq!(cache.get(key, 0), None);
        assert_eq!(cache.get(key ^ 1, 1), None);
        assert_eq!(cache.stats(), CacheStats { hits: 1, misses: 3 });
    }

    #[test]
    fn the_cache_stays_within_its_slots_and_keeps_recent_entries() {
        let mut cache = EvalCache::with_slots(16);
        let positions = random_walk(500, 4);
        for (i, position) in positions.iter().enumerate() {
            let chances = Probabilities::from_outputs([i as f32 / 1000.0, 0.0, 0.0, 0.0, 0.0]);
            cache.insert(position_key(position), 0, chances);
            // The entry just written is always found.
            assert_eq!(cache.get(position_key(position), 0), Some(chances));
        }
        assert_eq!(cache.slots.len(), 16);
        let last = position_key(positions.last().unwrap());
        cache.clear();
        assert_eq!(cache.get(last, 0), None);
    }

    #[test]
    fn a_disabled_cache_stores_nothing() {
        let mut cache = EvalCache::with_slots(0);
        cache.insert(1, 0, Probabilities::default());
        assert_eq!(cache.get(1, 0), None);
        assert_eq!(cache.capacity(), 0);
    }
}
