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
    /// legal ([`Position::can_move`]): an illegal one can make a board that is no position (a
    /// sixteenth checker), so this stays inside the crate, where every caller has checked.
    #[inline]
    pub(crate) fn apply_move_unchecked(&mut self, from: usize, die: u8) -> CheckerMove {
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
        self.generate(dice, plays);
    }

    /// The positions the legal plays of `dice` lead to, still seen by the player who moved,
    /// appended to `positions`: for callers that need no checker moves (a search, the
    /// bear-off database), without the cost of keeping them. The same generator as
    /// [`Position::legal_plays_into`] writes them, so they are exactly its plays' positions,
    /// in the same order (the position itself when no checker can move).
    pub fn legal_positions_into(&self, dice: Dice, positions: &mut Vec<Position>) {
        self.generate(dice, positions);
    }

    fn generate<O: Output>(&self, dice: Dice, out: &mut O) {
        let start = out.len();
        let work = Work::new(self);
        if work.own != 0 {
            if dice.is_double() {
                work.double_plays(dice.first(), out);
            } else {
                work.non_double_plays(dice.high(), dice.low(), out);
            }
        }
        if out.len() == start {
            out.push(&[NO_MOVE; 4], 0, &self.board);
        }
    }
}

/// Where the generator writes what it finds: whole plays, or only the positions they lead
/// to. One generator, generic over this, serves both, so the two follow one set of rules.
trait Output {
    /// Whether the checker moves are kept (false: only the positions).
    const KEEPS_MOVES: bool;
    fn len(&self) -> usize;
    /// Appends the play of the first `n_moves` of `moves` (not filled in unless
    /// [`Output::KEEPS_MOVES`]) leading to `board`. A whole array, so that a play is written
    /// without a copy of variable length.
    fn push(&mut self, moves: &[CheckerMove; 4], n_moves: usize, board: &[i8; 26]);
    fn truncate(&mut self, len: usize);
    /// Whether an entry from index `start` on leads to `board`.
    fn lists(&self, start: usize, board: &[i8; 26]) -> bool;
}

impl Output for Vec<Play> {
    const KEEPS_MOVES: bool = true;

    #[inline]
    fn len(&self) -> usize {
        Vec::len(self)
    }

    #[inline]
    fn push(&mut self, moves: &[CheckerMove; 4], n_moves: usize, board: &[i8; 26]) {
        Vec::push(
            self,
            Play {
                moves: *moves,
                n_moves: n_moves as u8,
                position: Position { board: *board },
            },
        );
    }

    #[inline]
    fn truncate(&mut self, len: usize) {
        Vec::truncate(self, len);
    }

    fn lists(&self, start: usize, board: &[i8; 26]) -> bool {
        self[start..]
            .iter()
            .any(|play| play.position.board == *board)
    }
}

impl Output for Vec<Position> {
    const KEEPS_MOVES: bool = false;

    #[inline]
    fn len(&self) -> usize {
        Vec::len(self)
    }

    #[inline]
    fn push(&mut self, _moves: &[CheckerMove; 4], _n_moves: usize, board: &[i8; 26]) {
        Vec::push(self, Position { board: *board });
    }

    #[inline]
    fn truncate(&mut self, len: usize) {
        Vec::truncate(self, len);
    }

    fn lists(&self, start: usize, board: &[i8; 26]) -> bool {
        self[start..]
            .iter()
            .any(|position| position.board == *board)
    }
}

/// The unused slots of a play's moves.
const NO_MOVE: CheckerMove = CheckerMove {
    from: 0,
    to: 0,
    hit: false,
};

/// Bits 1..=6: the home board.
const HOME_BOARD: u32 = 0b111_1110;
/// Bit 25: the bar.
const BAR_BIT: u32 = 1 << BAR;

/// `key` units, as tables: a 128-bit shift by a variable amount costs branches.
const KEY_OF_CHECKER_ON: [u128; 26] = {
    let mut table = [0u128; 26];
    let mut point = 1;
    while point < 26 {
        table[point] = 1u128 << (4 * point);
        point += 1;
    }
    table
};
const KEY_OF_HIT_ON: [u128; 25] = {
    let mut table = [0u128; 25];
    let mut point = 1;
    while point < 25 {
        table[point] = 1u128 << (103 + point);
        point += 1;
    }
    table
};

/// The position being played, with what the generator asks about it kept as bit sets.
///
/// Own moves never change which points the opponent blocks (hits only remove blots), so the
/// blocked set is computed once per call. Likewise the opponent's checkers after a play follow
/// from where the own checkers stand and which blots were hit (a checker may hit on its way and
/// move on), so those two identify a resulting position exactly: `key` packs the own counts four
/// bits a point (bits 4..=103) and the hit points one bit each (bits 104..=127), updated move by
/// move.
#[derive(Clone, Copy)]
struct Work {
    board: [i8; 26],
    /// Bit p is set when the player on roll has checkers on point p (25: the bar).
    own: u32,
    /// Bit p is set when the opponent holds point p with two or more checkers.
    blocked: u32,
    /// Own checkers on each point 1..=25, four bits a point, then a bit for each point hit.
    key: u128,
}

impl Work {
    #[inline]
    fn new(position: &Position) -> Work {
        let mut own = 0u32;
        let mut blocked = 0u32;
        // The key is built as two 64-bit halves (a 128-bit shift by a variable amount costs
        // branches): points 1..=15 fill bits 4..=63, points 16..=25 bits 64..=103.
        let (mut low_key, mut high_key) = (0u64, 0u64);
        for (point, &count) in position.board.iter().enumerate().skip(1) {
            if count > 0 {
                own |= 1 << point;
                if point < 16 {
                    low_key |= (count as u64) << (4 * point);
                } else {
                    high_key |= (count as u64) << (4 * (point - 16));
                }
            } else if count < -1 {
                blocked |= 1 << point;
            }
        }
        let key = u128::from(high_key) << 64 | u128::from(low_key);
        Work {
            board: position.board,
            own,
            blocked,
            key,
        }
    }

    /// The points from which a checker may legally move `die` pips, as a bit set.
    #[inline]
    fn sources(&self, die: u8) -> u32 {
        sources(self.own, self.blocked, die)
    }

    /// Moves a checker; `KEYED` also updates `key` (double plays never need it: they are
    /// generated without repeats).
    #[inline]
    fn apply<const KEYED: bool>(&mut self, from: u32, die: u8) -> CheckerMove {
        let step = move_checker(&mut self.board, &mut self.own, from, die);
        if KEYED {
            self.key -= KEY_OF_CHECKER_ON[usize::from(step.from)];
            if step.hit {
                self.key |= KEY_OF_HIT_ON[usize::from(step.to)];
            }
            if step.to != 0 {
                self.key += KEY_OF_CHECKER_ON[usize::from(step.to)];
            }
        }
        step
    }

    fn non_double_plays<O: Output>(&self, high: u8, low: u8, out: &mut O) {
        let start = out.len();
        let mut seen = SeenKeys::new();
        // Pass 1: the high die first.
        let mut first_sources = self.sources(high);
        while first_sources != 0 {
            let first_from = highest_bit(first_sources);
            first_sources &= !(1 << first_from);
            let mut after_first = *self;
            let first = after_first.apply::<true>(first_from, high);
            let mut second_sources = after_first.sources(low);
            while second_sources != 0 {
                let second_from = highest_bit(second_sources);
                second_sources &= !(1 << second_from);
                let mut after_both = after_first;
                let second = after_both.apply::<true>(second_from, low);
                if !may_repeat(first, second)
                    || seen.insert(after_both.key, out, start, &after_both.board)
                {
                    out.push(&[first, second, NO_MOVE, NO_MOVE], 2, &after_both.board);
                }
            }
        }
        // Pass 2: the low die first. Most of these are pass-1 plays in the other order.
        if self.own & BAR_BIT == 0 && self.n_outside_home() >= 2 {
            // No checker enters and none can be borne off: every low-then-high play is a
            // pass-1 play in the other order, except one checker moving on to a point where
            // no own checker stood (the high die from there was not a pass-1 first move).
            let mut first_sources = self.sources(low);
            while first_sources != 0 {
                let first_from = highest_bit(first_sources);
                first_sources &= !(1 << first_from);
                let middle = first_from - u32::from(low);
                if self.board[middle as usize] > 0
                    || middle <= u32::from(high)
                    || self.blocked & (1 << (middle - u32::from(high))) != 0
                {
                    continue;
                }
                let mut after_both = *self;
                let first = after_both.apply::<true>(first_from, low);
                let second = after_both.apply::<true>(middle, high);
                if seen.insert(after_both.key, out, start, &after_both.board) {
                    out.push(&[first, second, NO_MOVE, NO_MOVE], 2, &after_both.board);
                }
            }
        } else {
            self.low_first_plays(high, low, start, &mut seen, out);
        }
        if out.len() > start {
            return;
        }
        // No way to play both dice: the larger die if it can be played, else the smaller. Each
        // source point gives a different position, so no duplicates are possible here.
        for die in [high, low] {
            let mut sources = self.sources(die);
            while sources != 0 {
                let from = highest_bit(sources);
                sources &= !(1 << from);
                let mut after = *self;
                let single = after.apply::<false>(from, die);
                out.push(&[single, NO_MOVE, NO_MOVE, NO_MOVE], 1, &after.board);
            }
            if out.len() > start {
                return;
            }
        }
    }

    /// Pass 2 in general (entering from the bar, bearing off): every low-then-high play whose
    /// other order is not a pass-1 play, looked up when it may repeat one.
    fn low_first_plays<O: Output>(
        &self,
        high: u8,
        low: u8,
        start: usize,
        seen: &mut SeenKeys,
        out: &mut O,
    ) {
        let high_first_sources = self.sources(high);
        let mut first_sources = self.sources(low);
        while first_sources != 0 {
            let first_from = highest_bit(first_sources);
            first_sources &= !(1 << first_from);
            let mut after_first = *self;
            let first = after_first.apply::<true>(first_from, low);
            let mut second_sources = after_first.sources(high);
            while second_sources != 0 {
                let second_from = highest_bit(second_sources);
                second_sources &= !(1 << second_from);
                if high_first_sources & (1 << second_from) != 0 {
                    let mut swapped = *self;
                    swapped.apply::<false>(second_from, high);
                    if swapped.sources(low) & (1 << first_from) != 0 {
                        continue; // The same two moves in the other order, already listed.
                    }
                }
                let mut after_both = after_first;
                let second = after_both.apply::<true>(second_from, high);
                if !may_repeat(first, second)
                    || seen.insert(after_both.key, out, start, &after_both.board)
                {
                    out.push(&[first, second, NO_MOVE, NO_MOVE], 2, &after_both.board);
                }
            }
        }
    }

    /// Own checkers on points 7 to 24 and the bar.
    #[inline]
    fn n_outside_home(&self) -> u32 {
        let mut outside = self.own & !HOME_BOARD;
        let mut count = 0u32;
        while outside != 0 && count < 2 {
            let point = highest_bit(outside);
            outside &= !(1 << point);
            count += self.board[point as usize] as u32;
        }
        count
    }

    /// Every double play: moves are made with non-increasing source points, so each multiset
    /// of moves (and hence each resulting position) appears exactly once; moving the higher
    /// checker first never makes a same-die play illegal, so nothing is missed. A depth-first
    /// walk over at most four levels, kept on a small stack rather than by recursion.
    ///
    /// A finished play is kept only if no longer one has been found (as many moves as
    /// possible must be played); a longer one drops those kept before it. (Moving the highest
    /// checker first, the first play found has been a longest one in every case tested, but
    /// the rule does not rest on that.)
    fn double_plays<O: Output>(&self, die: u8, out: &mut O) {
        let start = out.len();
        let mut most_moves = 0usize;
        // The moves of the play being built; the slots past it stay empty (a play's unused
        // slots are, so that equal plays compare equal).
        let mut moves = [NO_MOVE; 4];
        // Level k holds the board after k moves, its own points and the sources still to try
        // from it (the blocked points never change: moves only hit blots).
        let mut boards = [self.board; 4];
        let mut owns = [self.own; 4];
        let mut untried = [0u32; 4];
        untried[0] = self.sources(die);
        let mut level = 0usize;
        loop {
            if untried[level] == 0 {
                if level == 0 {
                    return;
                }
                if O::KEEPS_MOVES {
                    moves[level] = NO_MOVE;
                }
                level -= 1;
                continue;
            }
            let from = highest_bit(untried[level]);
            untried[level] &= !(1 << from);
            let (mut board, mut own) = (boards[level], owns[level]);
            let step = move_checker(&mut board, &mut own, from, die);
            if O::KEEPS_MOVES {
                moves[level] = step;
            }
            let n_played = level + 1;
            let next = if n_played < 4 {
                sources(own, self.blocked, die) & ((2u32 << from) - 1)
            } else {
                0
            };
            if next != 0 {
                level = n_played;
                boards[level] = board;
                owns[level] = own;
                untried[level] = next;
            } else if n_played >= most_moves {
                if n_played > most_moves {
                    out.truncate(start);
                    most_moves = n_played;
                }
                out.push(&moves, n_played, &board);
            }
        }
    }
}

/// The points from which a checker may legally move `die` pips, as a bit set, given the points
/// the player on roll has checkers on (`own`, bit 25 the bar) and those the opponent blocks.
#[inline]
fn sources(own: u32, blocked: u32, die: u8) -> u32 {
    let die = u32::from(die);
    if own & BAR_BIT != 0 {
        return if blocked & (1 << (BAR as u32 - die)) == 0 {
            BAR_BIT
        } else {
            0
        };
    }
    // Moves that stay on the board: the source is above `die` and the target not blocked.
    let mut legal = own & !(blocked << die) & !((2u32 << die) - 1);
    if own & !HOME_BOARD == 0 && own != 0 {
        // Bearing off: the exact point, or the highest point when it is below the die.
        legal |= own & (1 << die);
        let highest = 31 - own.leading_zeros();
        if highest < die {
            legal |= 1 << highest;
        }
    }
    legal
}

/// Moves the checker on `from` by `die` pips on `board`, hitting a blot where it lands, and
/// keeps `own` (the points with own checkers) up to date. `from` must be one of the
/// `sources` of `die`.
#[inline]
fn move_checker(board: &mut [i8; 26], own: &mut u32, from: u32, die: u8) -> CheckerMove {
    let from = from as usize;
    board[from] -= 1;
    if board[from] == 0 {
        *own &= !(1 << from);
    }
    let to = from as isize - isize::from(die);
    if to <= 0 {
        return CheckerMove {
            from: from as u8,
            to: 0,
            hit: false,
        };
    }
    let to = to as usize;
    let hit = board[to] == -1;
    if hit {
        board[to] = 0;
        board[OPPONENT_BAR] -= 1;
    }
    board[to] += 1;
    *own |= 1 << to;
    CheckerMove {
        from: from as u8,
        to: to as u8,
        hit,
    }
}

/// Whether a two-move play might reach the same position as another two-move play.
///
/// The position after moves `a -> a'` and `b -> b'` changes the points a, a', b, b'. Another
/// pair of moves can only leave the same change when a move lands where the other starts (a
/// chain: one checker playing both dice, or two checkers doing the same), when a checker is
/// borne off (all bear-offs land on the same "off"), or when it is the same two moves in the
/// other order (which pass 2 skips by itself). Every other play is unique and needs no lookup.
#[inline]
fn may_repeat(first: CheckerMove, second: CheckerMove) -> bool {
    second.from == first.to || second.to == first.from || first.to == 0 || second.to == 0
}

#[inline]
fn highest_bit(bits: u32) -> u32 {
    31 - bits.leading_zeros()
}

/// The keys of the positions already listed in one call, beside the plays, so that a new
/// position is found by comparing 128-bit keys.
struct SeenKeys {
    keys: [u128; SeenKeys::CAPACITY],
    len: usize,
}

impl SeenKeys {
    const CAPACITY: usize = 16;

    #[inline]
    fn new() -> SeenKeys {
        SeenKeys {
            keys: [0; SeenKeys::CAPACITY],
            len: 0,
        }
    }

    /// Records `key` and returns true when its position is not among those listed in `out`
    /// from index `start` on (this call's, in the order they were inserted).
    #[inline]
    fn insert<O: Output>(&mut self, key: u128, out: &O, start: usize, board: &[i8; 26]) -> bool {
        if self.len < SeenKeys::CAPACITY {
            if self.keys[..self.len].contains(&key) {
                return false;
            }
            self.keys[self.len] = key;
            self.len += 1;
            return true;
        }
        // Past the capacity (rare): compare with every listed position.
        !out.lists(start, board)
    }
}

#[doc(hidden)]
pub mod reference;
#[cfg(test)]
mod tests;
