//! Legal plays: every distinct way to play a roll, under every rule.
//!
//! A *play* is the whole turn: up to four checker moves and the position they lead to. Plays are
//! distinct by resulting position (as GNU Backgammon lists them); each keeps one move sequence
//! that reaches it.
//!
//! Rules enforced here: checkers on the bar enter first; a point with two or more opposing
//! checkers is blocked, also as the stop on the way when one checker plays both dice; landing on
//! a blot hits it; doubles play four times; both dice when possible, else the larger die when it
//! can be played, else the smaller; with doubles, as many as possible; bearing off only with all
//! checkers home, with the exact die or a larger die from the highest point.

use crate::dice::Dice;
use crate::position::{Position, BAR, OPPONENT_BAR};

/// One checker moving one die: `from` 1..=24 or 25 (the bar), `to` 1..=24 or 0 (off), both
/// numbered from the mover's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CheckerMove {
    pub from: u8,
    pub to: u8,
    /// True when the move hit an opposing blot on `to`.
    pub hit: bool,
}

/// A complete legal play: its checker moves in the order played, and the position after it,
/// still seen by the player who moved (call [`Position::switch_sides`] to hand over the turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    moves: [CheckerMove; 4],
    n_moves: u8,
    /// The position after the play, seen by the player who moved.
    pub position: Position,
}

impl Play {
    /// The checker moves in the order they are played (empty when no move was possible).
    #[inline]
    pub fn moves(&self) -> &[CheckerMove] {
        &self.moves[..usize::from(self.n_moves)]
    }

    /// The "play" of a player who cannot move: no checker moves, the position unchanged.
    pub fn pass(position: Position) -> Play {
        Play {
            moves: [CheckerMove::default(); 4],
            n_moves: 0,
            position,
        }
    }

    /// Builds a play from moves already known to be legal in sequence.
    pub(crate) fn from_parts(moves: &[CheckerMove], position: Position) -> Play {
        let mut all = [CheckerMove::default(); 4];
        all[..moves.len()].copy_from_slice(moves);
        Play {
            moves: all,
            n_moves: moves.len() as u8,
            position,
        }
    }
}

impl Position {
    /// Whether the checker on `from` (25: the bar) may move `die` pips in this position.
    #[inline]
    pub fn can_move(&self, from: usize, die: u8) -> bool {
        if from == 0 || from > BAR || self.board[from] <= 0 {
            return false;
        }
        if from != BAR && self.board[BAR] > 0 {
            return false;
        }
        let to = from as isize - isize::from(die);
        if to > 0 {
            return self.board[to as usize] >= -1;
        }
        let highest = self.highest_own_point();
        if highest > 6 {
            return false;
        }
        to == 0 || highest == from
    }

    /// Moves the checker on `from` by `die` pips, hitting a blot where it lands. The move must be
    /// legal ([`Position::can_move`]); the result is otherwise unspecified but still a valid
    /// position.
    #[inline]
    pub fn apply_move_unchecked(&mut self, from: usize, die: u8) -> CheckerMove {
        self.board[from] -= 1;
        let to = from as isize - isize::from(die);
        if to <= 0 {
            return CheckerMove {
                from: from as u8,
                to: 0,
                hit: false,
            };
        }
        let to = to as usize;
        let hit = self.board[to] == -1;
        if hit {
            self.board[to] = 0;
            self.board[OPPONENT_BAR] -= 1;
        }
        self.board[to] += 1;
        CheckerMove {
            from: from as u8,
            to: to as u8,
            hit,
        }
    }

    /// Every distinct legal play of `dice`. When no checker can move, one empty play (a pass).
    pub fn legal_plays(&self, dice: Dice) -> Vec<Play> {
        let mut plays = Vec::with_capacity(32);
        self.legal_plays_into(dice, &mut plays);
        plays
    }

    /// Like [`Position::legal_plays`], appending to `plays` (reuse the vector to avoid
    /// allocations in search).
    pub fn legal_plays_into(&self, dice: Dice, plays: &mut Vec<Play>) {
        let start = plays.len();
        if dice.is_double() {
            self.double_plays(dice.first(), plays);
        } else {
            self.non_double_plays(dice.high(), dice.low(), plays);
        }
        if plays.len() == start {
            plays.push(Play::pass(*self));
        }
    }

    /// The points a checker may move from, highest first: only the bar while checkers are on it.
    #[inline]
    fn move_sources(&self) -> std::ops::RangeInclusive<usize> {
        if self.board[BAR] > 0 {
            BAR..=BAR
        } else {
            1..=self.highest_own_point()
        }
    }

    fn non_double_plays(&self, high: u8, low: u8, plays: &mut Vec<Play>) {
        let start = plays.len();
        let mut seen = SeenPositions::new();
        // Pass 1: the high die first.
        for first_from in self.move_sources().rev() {
            if !self.can_move(first_from, high) {
                continue;
            }
            let mut after_first = *self;
            let first = after_first.apply_move_unchecked(first_from, high);
            for second_from in after_first.move_sources().rev() {
                if after_first.can_move(second_from, low) {
                    let mut after_both = after_first;
                    let second = after_both.apply_move_unchecked(second_from, low);
                    // Two checkers can reach what one checker playing both dice reaches.
                    if seen.insert(&after_both, &plays[start..]) {
                        plays.push(Play::from_parts(&[first, second], after_both));
                    }
                }
            }
        }
        // Pass 2: the low die first. Most of these are pass-1 plays in the other order: skip
        // those without hashing, and check the rest (one checker playing both dice, bear-offs).
        for first_from in self.move_sources().rev() {
            if !self.can_move(first_from, low) {
                continue;
            }
            let mut after_first = *self;
            let first = after_first.apply_move_unchecked(first_from, low);
            for second_from in after_first.move_sources().rev() {
                if !after_first.can_move(second_from, high) {
                    continue;
                }
                if self.can_move(second_from, high) {
                    let mut swapped = *self;
                    swapped.apply_move_unchecked(second_from, high);
                    if swapped.can_move(first_from, low) {
                        continue; // The same two moves in the other order, already listed.
                    }
                }
                let mut after_both = after_first;
                let second = after_both.apply_move_unchecked(second_from, high);
                if seen.insert(&after_both, &plays[start..]) {
                    plays.push(Play::from_parts(&[first, second], after_both));
                }
            }
        }
        if plays.len() > start {
            return;
        }
        // No way to play both dice: the larger die if it can be played, else the smaller. Each
        // source point gives a different position, so no duplicates are possible here.
        for die in [high, low] {
            for from in self.move_sources().rev() {
                if self.can_move(from, die) {
                    let mut after = *self;
                    let single = after.apply_move_unchecked(from, die);
                    plays.push(Play::from_parts(&[single], after));
                }
            }
            if plays.len() > start {
                return;
            }
        }
    }

    fn double_plays(&self, die: u8, plays: &mut Vec<Play>) {
        let start = plays.len();
        let mut moves = [CheckerMove::default(); 4];
        let mut most_moves = 0usize;
        let mut fewest_moves = 4usize;
        self.double_plays_from(
            die,
            BAR,
            0,
            &mut moves,
            &mut most_moves,
            &mut fewest_moves,
            plays,
        );
        if fewest_moves < most_moves {
            plays.truncate_to_longest(start, most_moves);
        }
    }

    /// Extends a partial double play. Moves are generated with non-increasing source points, so
    /// each multiset of moves (and hence each resulting position) appears exactly once; moving
    /// the higher checker first never makes a same-die play illegal, so nothing is missed.
    #[allow(clippy::too_many_arguments)]
    fn double_plays_from(
        &self,
        die: u8,
        highest_source: usize,
        n_played: usize,
        moves: &mut [CheckerMove; 4],
        most_moves: &mut usize,
        fewest_moves: &mut usize,
        plays: &mut Vec<Play>,
    ) {
        let mut extended = false;
        if n_played < 4 {
            let sources = self.move_sources();
            let top = (*sources.end()).min(highest_source);
            for from in (*sources.start()..=top).rev() {
                if !self.can_move(from, die) {
                    continue;
                }
                extended = true;
                let mut after = *self;
                moves[n_played] = after.apply_move_unchecked(from, die);
                after.double_plays_from(
                    die,
                    from,
                    n_played + 1,
                    moves,
                    most_moves,
                    fewest_moves,
                    plays,
                );
            }
        }
        if !extended && n_played > 0 {
            *most_moves = (*most_moves).max(n_played);
            *fewest_moves = (*fewest_moves).min(n_played);
            plays.push(Play::from_parts(&moves[..n_played], *self));
        }
    }
}

/// The positions already listed in one call, as 64-bit fingerprints beside the plays, so that
/// a new position is compared in full only when its fingerprint matches.
struct SeenPositions {
    fingerprints: [u64; SeenPositions::CAPACITY],
    len: usize,
}

impl SeenPositions {
    const CAPACITY: usize = 128;

    #[inline]
    fn new() -> SeenPositions {
        SeenPositions {
            fingerprints: [0; SeenPositions::CAPACITY],
            len: 0,
        }
    }

    /// Records `position` and returns true when it is not among `listed` (the plays so far, in
    /// the order they were inserted).
    #[inline]
    fn insert(&mut self, position: &Position, listed: &[Play]) -> bool {
        let fingerprint = position.fingerprint();
        if listed.len() > SeenPositions::CAPACITY {
            return !listed.iter().any(|play| play.position == *position);
        }
        for (index, &seen) in self.fingerprints[..self.len].iter().enumerate() {
            if seen == fingerprint && listed[index].position == *position {
                return false;
            }
        }
        if self.len < SeenPositions::CAPACITY {
            self.fingerprints[self.len] = fingerprint;
            self.len += 1;
        }
        true
    }
}

impl Position {
    /// A 64-bit hash of the board, cheap to compute (not stable across versions).
    #[inline]
    fn fingerprint(&self) -> u64 {
        let bytes: [u8; 26] = self.board.map(|count| count as u8);
        let word = |range: std::ops::Range<usize>| {
            let mut padded = [0u8; 8];
            padded[..range.len()].copy_from_slice(&bytes[range]);
            u64::from_le_bytes(padded)
        };
        let mixed = word(0..8)
            ^ word(8..16)
                .rotate_left(17)
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ word(16..24).rotate_left(41)
            ^ word(24..26).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        mixed.wrapping_mul(0x94D0_49BB_1331_11EB)
    }
}

trait TruncateToLongest {
    fn truncate_to_longest(&mut self, start: usize, n_moves: usize);
}

impl TruncateToLongest for Vec<Play> {
    fn truncate_to_longest(&mut self, start: usize, n_moves: usize) {
        let mut index = start;
        self.retain(|play| {
            let keep = index < start || play.moves().len() == n_moves;
            index += 1;
            keep
        });
    }
}

#[doc(hidden)]
pub mod reference;
#[cfg(test)]
mod tests;
