//! Lookahead search in GNU Backgammon's sense, with move filters and a cache.
//!
//! **Plies** are counted as GNU Backgammon counts them (UBGI's `engine.ply` is one more):
//! - 0-ply: the net's judgement of a position (before the roll, from the side on roll);
//! - n-ply: the average over the 21 rolls (weighted by their 36ths) of the position after the
//!   best play of that roll, the play chosen by the 0-ply judgement and the position after it
//!   judged at (n - 1)-ply.
//!
//! A play is ranked by the position after it, seen by the opponent who is then on roll: an
//! n-ply ranking evaluates that position at n-ply. **Move filters** keep the cost in check, as
//! GNU Backgammon's do: every play is first ranked at 0-ply; before each deeper ranking only
//! the best few of the previous one survive, at most [`MoveFilter::keep`] and only those within
//! [`MoveFilter::window`] of the best. The default filters are [`FILTER_TO_1PLY`] (up to 8
//! within 0.16, GNU Backgammon's World class setting) and [`FILTER_TO_2PLY`] (up to 5 within
//! 0.06; each 2-ply evaluation costs about 21 times a 1-ply one). Beyond 1 ply a filter ranks
//! the plays by the **mean of their last two scores** (for 2-ply: of 0-ply and 1-ply), not by
//! the last alone: a ranking an odd number of rolls ahead and one an even number lean opposite
//! ways, and where the two rules choose differently GNU Backgammon's 3-ply prefers the mean's
//! choice (`docs/strength.md`, "Which plays World class searches deepest").
//! When a single play survives, it is not evaluated deeper (nothing is left to choose).
//!
//! Plays are ranked by a cubeless equity with the settings' [`OutcomeValues`] (money play's by
//! default; at a match score what gammons are worth there, see `cube::outcome_values`). Inside
//! a deeper evaluation each side chooses its replies by the same values seen from its own side
//! ([`OutcomeValues::swapped`] for the opponent), so that at a match score the lookahead plays
//! as the score asks on both sides, not as in money play.
//!
//! Evaluations of 1 ply and more are kept in an [`EvalCache`] keyed by the exact position, the
//! plies and the outcome values of the side on roll (each distinct values get a small tag in
//! the key's free high bits; money play's is 0), so that the positions a search meets again (transpositions, the same replies
//! after different candidate plays, the next turn's lookahead) cost a lookup. The cache never
//! changes an answer: every result is a deterministic function of the position, the plies and
//! the net.

use crate::bots::cache::{CacheStats, EvalCache};
use crate::bots::noise::equity_noise;
use crate::dice::Dice;
use crate::eval::{exact_result, Evaluator, NetEvaluator, OutcomeValues, Probabilities, N_OUTPUTS};
use crate::hash::position_key;
use crate::movegen::Play;
use crate::position::Position;

/// The deepest ranking a player uses (2-ply: each ply costs about 21 times the one before).
pub const MAX_PLIES: u8 = 2;

/// The deepest evaluation [`Search::evaluate`] makes: one ply beyond any player's ranking, for
/// the training's judges (`bgtrain benchmark-build --judge-plies 3`), where a decision may
/// take seconds.
pub const MAX_EVALUATION_PLIES: u8 = 3;

/// Which plays survive to the next, deeper ranking.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveFilter {
    /// At most this many plays survive (at least one always does).
    pub keep: usize,
    /// Only plays whose score is within this much equity of the best survive.
    pub window: f32,
}

/// The filter from the 0-ply ranking to the 1-ply one: up to 8 plays within 0.16.
pub const FILTER_TO_1PLY: MoveFilter = MoveFilter {
    keep: 8,
    window: 0.16,
};

/// The filter from the 1-ply ranking to the 2-ply one: up to 5 plays within 0.06, ranked by
/// the mean of their 0-ply and 1-ply scores.
pub const FILTER_TO_2PLY: MoveFilter = MoveFilter {
    keep: 5,
    window: 0.06,
};

/// How a player ranks its plays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchSettings {
    /// The depth of the final ranking, 0..=[`MAX_PLIES`] (GNU Backgammon's counting).
    pub plies: u8,
    /// `filters[d]` chooses the plays ranked at `d + 1` plies from the `d`-ply ranking.
    pub filters: [MoveFilter; MAX_PLIES as usize],
    /// The standard deviation of the noise added to every play's equity (0 for none).
    pub noise: f32,
    /// Seeds the deterministic noise, so that two noisy players err differently.
    pub noise_salt: u64,
    /// What gammons and backgammons are worth in the equity plays are ranked by.
    pub values: OutcomeValues,
}

impl SearchSettings {
    /// The net alone: 0-ply, no noise.
    pub const ZERO_PLY: SearchSettings = SearchSettings {
        plies: 0,
        filters: [FILTER_TO_1PLY, FILTER_TO_2PLY],
        noise: 0.0,
        noise_salt: 0,
        values: OutcomeValues::MONEY,
    };

    /// The same settings searching `plies` deep (at most [`MAX_PLIES`]).
    pub fn with_plies(mut self, plies: u8) -> SearchSettings {
        self.plies = plies.min(MAX_PLIES);
        self
    }
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings::ZERO_PLY
    }
}

/// One play of a ranking, with its evaluation from the side of the player who makes it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RankedPlay {
    /// The index of the play in the slice that was ranked.
    pub index: usize,
    /// The chances after the play, for the player who makes it, at [`RankedPlay::plies`].
    pub probabilities: Probabilities,
    /// The cubeless equity of [`RankedPlay::probabilities`] with the ranking's outcome values
    /// (in money play, [`Probabilities::equity`]).
    pub equity: f32,
    /// What the ranking sorted by: the equity plus the player's noise (equal to the equity
    /// for a player without noise).
    pub score: f32,
    /// The depth of this play's evaluation (plays filtered out early have shallower ones).
    pub plies: u8,
}

/// Evaluations at any depth, and rankings of plays, with a cache, over an [`Evaluator`] (the
/// net's by default). Deterministic: the same questions get the same answers whatever was
/// asked before.
#[derive(Clone, Debug)]
pub struct Search<E = NetEvaluator> {
    evaluator: E,
    cache: EvalCache,
    /// The positions after each roll's plays, one list for each level of the recursion,
    /// reused to avoid allocating (a look-ahead needs no checker moves).
    scratch: Vec<Vec<Position>>,
    /// The positions the evaluator judges at 0-ply after one roll's plays, its chances for
    /// them, and the chances after each play ([`Search::zero_ply_chances`]); reused to avoid
    /// allocating.
    siblings: Vec<Position>,
    judged: Vec<Probabilities>,
    zero_ply: Vec<Probabilities>,
    net_evaluations: u64,
    /// The outcome values met so far; an index is the tag of its values in the cache's keys.
    value_tags: Vec<OutcomeValues>,
}

/// Where a cache key carries its values' tag: above the 80 bits of the position's key.
const VALUE_TAG_SHIFT: u32 = 80;

impl<E: Evaluator> Search<E> {
    /// A search with `evaluator` and a cache of the default size.
    pub fn new(evaluator: E) -> Search<E> {
        Search::with_cache(evaluator, EvalCache::new())
    }

    /// A search with `evaluator` and `cache` (e.g. [`EvalCache::with_slots`]`(0)`: no cache).
    pub fn with_cache(evaluator: E, cache: EvalCache) -> Search<E> {
        Search {
            evaluator,
            cache,
            scratch: Vec::new(),
            siblings: Vec::new(),
            judged: Vec::new(),
            zero_ply: Vec::new(),
            net_evaluations: 0,
            value_tags: vec![OutcomeValues::MONEY],
        }
    }

    /// The evaluator.
    pub fn evaluator(&self) -> &E {
        &self.evaluator
    }

    /// The cache's hits and misses so far.
    pub fn cache_stats(&self) -> CacheStats {
        self.cache.stats()
    }

    /// Forgets the cached evaluations (answers stay the same; only time changes).
    pub fn clear_cache(&mut self) {
        self.cache.clear();
        self.value_tags.truncate(1);
    }

    /// Zero-ply evaluations made so far (net or bear-off database; finished games excluded).
    pub fn evaluations(&self) -> u64 {
        self.net_evaluations
    }

    /// The chances of the player on roll in `position`, before rolling, at `plies` (at most
    /// [`MAX_EVALUATION_PLIES`]; more count as that), both sides choosing their replies as in money play.
    /// A finished game is exact at every depth.
    pub fn evaluate(&mut self, position: &Position, plies: u8) -> Probabilities {
        self.evaluate_with(position, plies, &OutcomeValues::MONEY)
    }

    /// As [`Search::evaluate`], the player on roll choosing replies by `values` and the
    /// opponent by `values.swapped()` (at a match score: each by what gammons are worth to it).
    pub fn evaluate_with(
        &mut self,
        position: &Position,
        plies: u8,
        values: &OutcomeValues,
    ) -> Probabilities {
        if let Some(exact) = exact_result(position) {
            return exact;
        }
        let plies = plies.min(MAX_EVALUATION_PLIES);
        if plies == 0 {
            self.net_evaluations += 1;
            return self.evaluator.evaluate(position);
        }
        let key = position_key(position) | (u128::from(self.value_tag(values)) << VALUE_TAG_SHIFT);
        if let Some(hit) = self.cache.get(key, plies) {
            return hit;
        }
        let mut after = self.scratch.pop().unwrap_or_default();
        // Summed in f32 in the order of `Dice::all_21`, as `Evaluator::evaluate_1ply` does, so
        // that the two agree bit for bit at 1 ply in money play.
        let mut sum = [0f32; N_OUTPUTS];
        for (dice, weight) in Dice::all_21() {
            after.clear();
            position.legal_positions_into(dice, &mut after);
            let (best, chances) = self.best_zero_ply(&after, values);
            let chances = if plies == 1 {
                chances
            } else {
                let next = after[best].switch_sides();
                self.evaluate_with(&next, plies - 1, &values.swapped())
                    .flip()
            };
            for (s, c) in sum.iter_mut().zip(chances.to_array()) {
                *s += f32::from(weight) * c;
            }
        }
        self.scratch.push(after);
        let result = Probabilities::from_outputs(sum.map(|s| s / 36.0));
        self.cache.insert(key, plies, result);
        result
    }

    /// The chances after `play` for the player who makes it, at `plies`, replies as in money
    /// play.
    pub fn evaluate_play(&mut self, play: &Play, plies: u8) -> Probabilities {
        self.evaluate_play_with(play, plies, &OutcomeValues::MONEY)
    }

    /// The chances after `play` for the player who makes it (whose outcome values are
    /// `values`), at `plies`.
    pub fn evaluate_play_with(
        &mut self,
        play: &Play,
        plies: u8,
        values: &OutcomeValues,
    ) -> Probabilities {
        self.evaluate_after(&play.position, plies, values)
    }

    /// The chances for the player who moved to `after` (seen by that player, whose outcome
    /// values are `values`), at `plies`.
    fn evaluate_after(
        &mut self,
        after: &Position,
        plies: u8,
        values: &OutcomeValues,
    ) -> Probabilities {
        self.evaluate_with(&after.switch_sides(), plies, &values.swapped())
            .flip()
    }

    /// The tag of `values` in the cache's keys. The tags fit in a byte: when 256 distinct
    /// values have been met (never in play: one score has two), the cache starts afresh.
    fn value_tag(&mut self, values: &OutcomeValues) -> u8 {
        if let Some(tag) = self.value_tags.iter().position(|known| known == values) {
            return tag as u8;
        }
        if self.value_tags.len() > usize::from(u8::MAX) {
            self.clear_cache();
        }
        self.value_tags.push(*values);
        (self.value_tags.len() - 1) as u8
    }

    /// The best of the positions `after` one roll's plays at 0-ply by `values` (the first on
    /// a tie) and the chances there for the player who moved; index 0 and even chances for an
    /// empty slice.
    fn best_zero_ply(
        &mut self,
        after: &[Position],
        values: &OutcomeValues,
    ) -> (usize, Probabilities) {
        let mut best = (0, Probabilities::default());
        let mut best_equity = f32::NEG_INFINITY;
        let mut chances = std::mem::take(&mut self.zero_ply);
        self.zero_ply_chances(after.iter(), &mut chances);
        for (index, &chances) in chances.iter().enumerate() {
            let equity = chances.equity_with(values);
            if equity > best_equity {
                best_equity = equity;
                best = (index, chances);
            }
        }
        self.zero_ply = chances;
        best
    }

    /// The chances for the player who moved to each of the positions `after` one roll's
    /// plays, at 0-ply, into `out` (cleared first): what [`Search::evaluate_play`] gives at 0
    /// plies, bit for bit, the positions the evaluator judges handed to it together
    /// ([`Evaluator::evaluate_each`]) so that it can share work between them (finished games
    /// are exact and not handed over).
    fn zero_ply_chances<'a>(
        &mut self,
        after: impl Iterator<Item = &'a Position> + Clone,
        out: &mut Vec<Probabilities>,
    ) {
        let mut positions = std::mem::take(&mut self.siblings);
        let mut judged = std::mem::take(&mut self.judged);
        positions.clear();
        positions.extend(
            after
                .clone()
                .map(Position::switch_sides)
                .filter(|position| exact_result(position).is_none()),
        );
        self.net_evaluations += positions.len() as u64;
        self.evaluator.evaluate_each(&positions, &mut judged);
        let mut judged_chances = judged.iter();
        out.clear();
        out.extend(after.map(|position| {
            exact_result(&position.switch_sides())
                .or_else(|| judged_chances.next().copied())
                .unwrap_or_default()
                .flip()
        }));
        self.siblings = positions;
        self.judged = judged;
    }

    /// The index of the best of `plays` under `settings` (the first on a tie). Cheaper than
    /// [`Search::rank_plays`] at 0-ply, and the same answer.
    pub fn best_play(&mut self, plays: &[Play], settings: &SearchSettings) -> usize {
        if plays.len() <= 1 {
            return 0;
        }
        if settings.plies == 0 {
            let mut best = (0, f32::NEG_INFINITY);
            let mut chances = std::mem::take(&mut self.zero_ply);
            self.zero_ply_chances(plays.iter().map(|play| &play.position), &mut chances);
            for (index, (play, chances)) in plays.iter().zip(&chances).enumerate() {
                let score = chances.equity_with(&settings.values) + noise(play, settings);
                if score > best.1 {
                    best = (index, score);
                }
            }
            self.zero_ply = chances;
            return best.0;
        }
        self.rank_plays(plays, settings)
            .first()
            .map_or(0, |ranked| ranked.index)
    }

    /// Every play of `plays` ranked best first under `settings`: all at 0-ply, then the
    /// survivors of each filter re-ranked one ply deeper. The plays evaluated deepest come
    /// first, sorted by score, then the others in their shallower order; ties keep the order
    /// of `plays`.
    pub fn rank_plays(&mut self, plays: &[Play], settings: &SearchSettings) -> Vec<RankedPlay> {
        let mut chances = std::mem::take(&mut self.zero_ply);
        self.zero_ply_chances(plays.iter().map(|play| &play.position), &mut chances);
        let mut ranked: Vec<RankedPlay> = plays
            .iter()
            .zip(&chances)
            .enumerate()
            .map(|(index, (play, &probabilities))| {
                let equity = probabilities.equity_with(&settings.values);
                RankedPlay {
                    index,
                    probabilities,
                    equity,
                    score: equity + noise(play, settings),
                    plies: 0,
                }
            })
            .collect();
        self.zero_ply = chances;
        sort_by_score(&mut ranked);
        // Each play's score at the depth before its latest: the mean of the two chooses the
        // plays that go deeper than 1 ply.
        let mut shallower = vec![0f32; plays.len()];
        for depth in 1..=settings.plies.min(MAX_PLIES) {
            let filter = settings.filters[usize::from(depth) - 1];
            let survivors = if depth == 1 {
                survivors(&ranked, filter)
            } else {
                survivors_by_mean(&mut ranked, &shallower, filter)
            };
            if survivors < 2 {
                break;
            }
            for entry in &mut ranked[..survivors] {
                shallower[entry.index] = entry.score;
                let play = &plays[entry.index];
                let probabilities = self.evaluate_play_with(play, depth, &settings.values);
                entry.probabilities = probabilities;
                entry.equity = probabilities.equity_with(&settings.values);
                entry.score = entry.equity + noise(play, settings);
                entry.plies = depth;
            }
            sort_by_score(&mut ranked[..survivors]);
        }
        ranked
    }
}

/// The noise of `settings` for `play`.
fn noise(play: &Play, settings: &SearchSettings) -> f32 {
    equity_noise(&play.position, settings.noise, settings.noise_salt)
}

/// Best score first; a stable sort, so ties keep the earlier order.
fn sort_by_score(ranked: &mut [RankedPlay]) {
    ranked.sort_by(|a, b| b.score.total_cmp(&a.score));
}

/// What a filter beyond 1 ply ranks a play by: the mean of its `score` at the depth it was
/// last evaluated at and its score one depth `shallower` (see [`survivors_by_mean`]).
fn deepening_score(score: f32, shallower: f32) -> f32 {
    0.5 * (score + shallower)
}

/// How many of the plays of `ranked` evaluated at its deepest depth (its sorted first entries)
/// pass `filter` when each is scored by the mean of its score and its score one depth
/// shallower (`shallower`, by play index); puts them first, best mean first, and leaves the
/// others of that depth after them sorted by score. At least one passes.
///
/// Why the mean: a ranking that looks an odd number of rolls ahead and one that looks an even
/// number lean opposite ways (at one the opponent has just rolled, at the other the player
/// has), so that their mean ranks plays better than either alone; measured, not assumed:
/// where the two rules send different plays to 2-ply, GNU Backgammon's 3-ply prefers the
/// play World class then chooses more often (`tools/gnubg/compare_plays.py`,
/// `docs/strength.md`).
fn survivors_by_mean(ranked: &mut [RankedPlay], shallower: &[f32], filter: MoveFilter) -> usize {
    let Some(deepest) = ranked.first().map(|entry| entry.plies) else {
        return 0;
    };
    let evaluated = ranked
        .iter()
        .take_while(|entry| entry.plies == deepest)
        .count();
    let mean = |entry: &RankedPlay| deepening_score(entry.score, shallower[entry.index]);
    let candidates = &mut ranked[..evaluated];
    candidates.sort_by(|a, b| mean(b).total_cmp(&mean(a)));
    let best = mean(&candidates[0]);
    let passing = candidates
        .iter()
        .take(filter.keep.max(1))
        .take_while(|entry| mean(entry) >= best - filter.window)
        .count();
    sort_by_score(&mut candidates[passing..]);
    passing
}

/// How many of the sorted `ranked` plays pass `filter`: at least one.
fn survivors(ranked: &[RankedPlay], filter: MoveFilter) -> usize {
    let Some(best) = ranked.first() else {
        return 0;
    };
    ranked
        .iter()
        .take(filter.keep.max(1))
        .take_while(|entry| entry.score >= best.score - filter.window)
        .count()
}

#[cfg(test)]
mod tests;
