//! Contact features: what a one-layer net cannot easily compute from checker counts, the
//! tactics of a position. Each is counted over the 36 rolls, with the blocking rules of
//! single-checker movement, on bit sets of points (bit `i` is point `i`) so that a feature costs
//! a few dozen integer operations.
//!
//! All functions see a board from one side's point of view (its checkers positive, moving from
//! 24 down to 1, its bar at 25; the enemy's negative, moving up from its bar at 0).

use crate::position::{point_words, BAR, OPPONENT_BAR};

/// The points 1 to 24.
const BOARD_POINTS: u32 = 0x01FF_FFFE;

/// The contact features of the positive side of `board`, each scaled to about `0..1`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ContactFeatures {
    /// The enemy's rolls (of 36) that hit at least one of this side's blots, / 36.
    pub shots: f32,
    /// The enemy's rolls (of 36) that reach two or more of this side's blots (though not
    /// always both in one play), / 36.
    pub double_shots: f32,
    /// The rolls (of 36) with which this side's rearmost checker cannot get past the enemy's
    /// blocking points in front of it, / 36 (0 when nothing blocks it).
    pub trapped: f32,
    /// The pips this side must move so that all its checkers have passed the enemy's
    /// rearmost checker, / 100 (0 once it has no contact left).
    pub break_contact: f32,
    /// The chance that a checker on this side's bar stays there for a roll: the square of the
    /// share of the enemy's home points that are closed.
    pub closed_out: f32,
    /// How well the enemy contains this side: the largest share of the 36 rolls with which a
    /// checker of this side on any of its points 15 to 24 could not get past the enemy's points
    /// in front of it (wherever this side's checkers are).
    pub contained: f32,
    /// The pips this side can expect to lose to the enemy's next roll: over the 36 rolls, the
    /// pips the deepest blot reached would lose if hit (`25 - point`), / (36 * 24). Added in
    /// input set 4, like the fields below.
    pub pip_loss: f32,
    /// How freely this side can move: for each die 1 to 6, the points it has checkers on from
    /// which a step of that die lands on a point 1 to 24 the enemy does not hold, summed, / 36
    /// (while it has checkers on the bar, the bar is its only such point). Low when it is
    /// primed or has few points to move from.
    pub mobility: f32,
    /// Its most advanced point held in the enemy's home board or on the enemy's bar point
    /// (points 18 to 24): `(25 - point) / 7`, so the 24-point anchor gives 1/7 and the bar
    /// point 1; 0 without one.
    pub forward_anchor: f32,
    /// Where its rearmost checker is: its point / 25 (the bar is 25), 0 when it has none left.
    /// Added in input set 5, like the fields below: each is a maximum or a threshold over
    /// points, which a one-layer net only approximates from the checker counts.
    pub back_checker: f32,
    /// Its rearmost point held by two or more: the point / 24, 0 without one.
    pub back_anchor: f32,
    /// How far its stragglers lag: with `A` the mean point of its checkers on the board and
    /// the bar, the mean of `(point - A)^2` over the checkers behind `A`, / 400 (about 0.12 at
    /// the start; 0 when all its checkers share one point).
    pub stragglers: f32,
    /// A back game: when it holds two or more points in the enemy's home board (19 to 24),
    /// its checkers there and on the bar, / 15; 0 otherwise.
    pub back_game: f32,
}

/// Bit sets of a board, seen by the positive side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Masks {
    /// Points held by two or more of the positive side's checkers: the enemy cannot land there.
    pub(super) own_made: u32,
    /// The positive side's blots.
    pub(super) own_blots: u32,
    /// Points the enemy has checkers on, its bar (bit 0) included.
    pub(super) enemy: u32,
    /// Points the enemy holds with two or more: the positive side cannot land there.
    pub(super) enemy_made: u32,
}

/// The seven low bits of every byte of a word.
const LOW_BITS: u64 = 0x7F7F_7F7F_7F7F_7F7F;
/// The high bit of every byte.
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// The high bit of each byte of `bytes` whose seven low bits are not all zero: adding 0x7F to
/// each byte's low bits carries into its high bit, and into no other byte.
#[inline]
fn low_bits_nonzero(bytes: u64) -> u64 {
    ((bytes & LOW_BITS) + LOW_BITS) & HIGH_BITS
}

/// The high bits of the eight bytes of `high` (no other bit set) as eight bits, byte `i`'s as
/// bit `i`: the multiplication moves byte `i`'s bit to bit `56 + i`, and its other partial
/// products fall on distinct bits, so nothing carries.
#[inline]
fn gather_high_bits(high: u64) -> u32 {
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

impl Masks {
    /// The bit sets of `board`, eight points at a time: the counts of points 1 to 24 are the
    /// bytes of three words, and each bit set is the high bits of one comparison's bytes. (A
    /// loop over the points, vectorized by LLVM, shifted each lane by its point in turn: in
    /// wasm, lane extractions and insertions.)
    pub(super) fn of(board: &[i8; 26]) -> Masks {
        let mut masks = Masks {
            own_made: 0,
            own_blots: 0,
            enemy: u32::from(board[OPPONENT_BAR] < 0),
            enemy_made: 0,
        };
        for (word, bytes) in point_words(board).into_iter().enumerate() {
            let first = 1 + 8 * word;
            let negative = bytes & HIGH_BITS;
            // A count of 1 or more: not negative, and not 0.
            let occupied = low_bits_nonzero(bytes) & !negative;
            // 2 or more: not negative, and not 0 once halved (the bit shifted in from the next
            // byte is masked off).
            let made = low_bits_nonzero(bytes >> 1) & !negative;
            // -2 or less: negative, and not -1, whose complement is 0 (the complement of a
            // negative count is `-count - 1`).
            let enemy_made = low_bits_nonzero(!bytes) & negative;
            masks.own_made |= gather_high_bits(made) << first;
            masks.own_blots |= gather_high_bits(occupied & !made) << first;
            masks.enemy |= gather_high_bits(negative) << first;
            masks.enemy_made |= gather_high_bits(enemy_made) << first;
        }
        masks
    }

    /// The positive side's blots within direct range of an enemy checker: the enemy moves
    /// towards our high points, so a checker of its 1 to 6 pips below a blot (its bar, bit 0,
    /// included) can hit it with one die.
    #[inline]
    pub(super) fn exposed_blots(&self) -> u32 {
        let in_direct_range = (1..=6).fold(0u32, |reach, pips| reach | self.enemy << pips);
        (self.own_blots & in_direct_range).count_ones()
    }

    /// The points the positive side has checkers on, its bar (bit 25) included when it has
    /// checkers there.
    fn own_with_bar(&self, board: &[i8; 26]) -> u32 {
        self.own_made | self.own_blots | u32::from(board[BAR] > 0) << BAR
    }
}

impl ContactFeatures {
    /// The features of the positive side of `board`.
    pub fn of(board: &[i8; 26]) -> ContactFeatures {
        ContactFeatures::with_masks(board, &Masks::of(board))
    }

    /// [`ContactFeatures::of`] given the board's bit sets, `Masks::of(board)` (which the point
    /// inputs use too).
    pub(super) fn with_masks(board: &[i8; 26], masks: &Masks) -> ContactFeatures {
        let masks = *masks;
        let enemy_on_bar = u32::from(board[OPPONENT_BAR].min(0).unsigned_abs());
        let hits = hitting_rolls(&masks, enemy_on_bar);
        let own = masks.own_with_bar(board);
        let rearmost = (own != 0).then(|| 31 - own.leading_zeros() as usize);
        let back = back_escapes(&masks);
        let trapped = rearmost.map_or(0, |point| {
            36 - if point >= 15 {
                u32::from(back[point - 15])
            } else {
                escaping_rolls(&masks, point)
            }
        });
        let enemy_rearmost = masks.enemy.trailing_zeros(); // 32 when there is none
        let mut break_contact = 0u32;
        let mut past = own & u32::MAX.checked_shl(enemy_rearmost + 1).unwrap_or(0);
        while past != 0 {
            let point = past.trailing_zeros();
            past &= past - 1;
            break_contact += board[point as usize] as u32 * (point - enemy_rearmost);
        }
        let closed = (masks.enemy_made >> 19 & 0x3F).count_ones();
        let least_escapes = u32::from(back[..10].iter().copied().min().unwrap_or(36));
        let anchors = masks.own_made >> 18 & 0x7F;
        let forward_anchor = if anchors == 0 {
            0
        } else {
            25 - (18 + anchors.trailing_zeros())
        };
        ContactFeatures {
            shots: hits.rolls as f32 / 36.0,
            double_shots: hits.double_rolls as f32 / 36.0,
            pip_loss: hits.pip_loss as f32 / (36.0 * 24.0),
            mobility: mobility(board, &masks) as f32 / 36.0,
            forward_anchor: forward_anchor as f32 / 7.0,
            contained: (36 - least_escapes) as f32 / 36.0,
            trapped: trapped as f32 / 36.0,
            break_contact: break_contact as f32 / 100.0,
            closed_out: (closed * closed) as f32 / 36.0,
            back_checker: rearmost.map_or(0, |point| point) as f32 / 25.0,
            back_anchor: match masks.own_made {
                0 => 0.0,
                made => (31 - made.leading_zeros()) as f32 / 24.0,
            },
            stragglers: stragglers(board, own),
            back_game: back_game(board, &masks),
        }
    }
}

/// [`ContactFeatures::stragglers`], `own` the points the side has checkers on (the bar
/// included): they are visited lowest first, so the spread is summed in the order of the
/// points.
fn stragglers(board: &[i8; 26], own: u32) -> f32 {
    let checkers = || {
        let mut points = own;
        std::iter::from_fn(move || {
            let point = (points != 0).then(|| points.trailing_zeros())?;
            points &= points - 1;
            Some((board[point as usize] as u32, point))
        })
    };
    let (count, pips) = checkers().fold((0, 0), |(n, sum), (c, point)| (n + c, sum + c * point));
    if count == 0 {
        return 0.0;
    }
    let mean = pips as f32 / count as f32;
    let (behind, spread) = checkers()
        .filter(|&(_, point)| point as f32 > mean)
        .fold((0, 0.0), |(n, sum), (c, point)| {
            (n + c, sum + c as f32 * (point as f32 - mean).powi(2))
        });
    if behind == 0 {
        0.0
    } else {
        spread / behind as f32 / 400.0
    }
}

/// [`ContactFeatures::back_game`].
pub(super) fn back_game(board: &[i8; 26], masks: &Masks) -> f32 {
    if (masks.own_made >> 19 & 0x3F).count_ones() < 2 {
        return 0.0;
    }
    let checkers: i32 = board[19..=BAR].iter().map(|&c| i32::from(c.max(0))).sum();
    checkers as f32 / 15.0
}

/// Where single steps of `die` pips from the points of `from` can land for the enemy (moving
/// up): onto the board, not onto a point the positive side holds.
#[inline]
pub(super) fn enemy_step(from: u32, die: u32, masks: &Masks) -> u32 {
    (from << die) & BOARD_POINTS & !masks.own_made
}

/// The blots the enemy, its checkers on the points of `from`, reaches with `steps` steps of
/// `die` (a double).
pub(super) fn hits_with_steps(mut from: u32, die: u32, steps: u32, masks: &Masks) -> u32 {
    let mut hit = 0;
    for _ in 0..steps {
        from = enemy_step(from, die, masks);
        hit |= from & masks.own_blots;
    }
    hit
}

/// What the enemy's next roll threatens, counted over its 36 rolls.
struct Hits {
    /// Rolls that hit at least one blot of the positive side.
    rolls: u32,
    /// Rolls that reach two or more.
    double_rolls: u32,
    /// The pips lost, summed over the rolls: for each roll, `25 - point` of the deepest blot it
    /// reaches (the one whose loss is greatest).
    pip_loss: u32,
}

/// The enemy's rolls, of 36, that hit at least one blot of the positive side, those that
/// reach two or more, and the pips they cost. A checker the enemy has on the bar must enter
/// first: with one there, the other die may hit from anywhere; with two or more, only an
/// entering checker hits (or a double's steps left after entering).
fn hitting_rolls(masks: &Masks, enemy_on_bar: u32) -> Hits {
    let mut hits = Hits {
        rolls: 0,
        double_rolls: 0,
        pip_loss: 0,
    };
    if masks.own_blots == 0 {
        return hits;
    }
    let attackers = masks.enemy & !1;
    // Where the attackers' single steps of each die land, used by every roll with that die.
    let mut singles = [0u32; 7];
    for (die, single) in singles.iter_mut().enumerate().skip(1) {
        *single = enemy_step(attackers, die as u32, masks);
    }
    // Without a branch: whether a roll hits is not predictable. A blot is on a point 1 to 24,
    // so a hit's deepest blot loses 25 - point pips; no hit (32 trailing zeros) loses none.
    let mut count = |hit: u32, weight: u32| {
        hits.rolls += weight * u32::from(hit != 0);
        hits.double_rolls += weight * u32::from(hit.count_ones() >= 2);
        hits.pip_loss += weight * (25 - hit.trailing_zeros().min(25));
    };
    for x in 1..=6u32 {
        // Doubles: x-x.
        let hit = if enemy_on_bar == 0 {
            hits_with_steps(attackers, x, 4, masks)
        } else {
            let entered = enemy_step(1, x, masks);
            if entered == 0 {
                0
            } else {
                let left = 4u32.saturating_sub(enemy_on_bar);
                let from = if enemy_on_bar == 1 {
                    attackers | entered
                } else {
                    entered
                };
                (entered & masks.own_blots) | hits_with_steps(from, x, left, masks)
            }
        };
        count(hit, 1);
        for y in x + 1..=6 {
            count(
                hits_with_roll(masks, attackers, &singles, enemy_on_bar, x, y),
                2,
            );
        }
    }
    hits
}

/// The (point, die) pairs, dice 1 to 6, from which the positive side can step onto a point 1
/// to 24 the enemy does not hold (bearing off not counted). With checkers on the bar only the
/// bar counts, since nothing else may move before they enter.
pub(super) fn mobility(board: &[i8; 26], masks: &Masks) -> u32 {
    let from = if board[BAR] > 0 {
        1 << BAR
    } else {
        masks.own_made | masks.own_blots
    };
    (1..=6)
        .map(|die| own_step(from, die, masks).count_ones())
        .sum()
}

/// The blots the enemy's non-double roll `x`-`y` reaches; `singles[d]` is where the
/// attackers' single steps of `d` pips land.
fn hits_with_roll(
    masks: &Masks,
    attackers: u32,
    singles: &[u32; 7],
    enemy_on_bar: u32,
    x: u32,
    y: u32,
) -> u32 {
    let blots = masks.own_blots;
    let (after_x, after_y) = (singles[x as usize], singles[y as usize]);
    match enemy_on_bar {
        0 => {
            let via_x = enemy_step(after_x, y, masks);
            let via_y = enemy_step(after_y, x, masks);
            (after_x | after_y | via_x | via_y) & blots
        }
        1 => {
            // Enter with one die, play the other with any checker (the entered one included).
            let mut hit = 0;
            for (enter, other) in [(x, y), (y, x)] {
                let entered = enemy_step(1, enter, masks);
                if entered != 0 {
                    hit |= (entered | enemy_step(attackers | entered, other, masks)) & blots;
                }
            }
            hit
        }
        _ => (enemy_step(1, x, masks) | enemy_step(1, y, masks)) & blots,
    }
}

/// Entries of the cache of [`back_escapes`].
const BACK_CACHE_SLOTS: usize = 1 << 10;

thread_local! {
    /// Recent answers of [`back_escapes`]: the enemy's made points (bit 0 set, so that an
    /// entry is never 0) in the low 32 bits, the eleven escape counts, 6 bits each, above.
    /// Sibling positions (the plays of one roll) share the enemy's points on one side, so most
    /// lookups hit.
    static BACK_CACHE: [std::cell::Cell<u128>; BACK_CACHE_SLOTS] =
        const { [const { std::cell::Cell::new(0) }; BACK_CACHE_SLOTS] };
}

/// [`escaping_rolls`] from each of the points 15 to 25 (the bar), in that order: they depend on
/// the enemy's made points alone, and are cached by them.
pub(super) fn back_escapes(masks: &Masks) -> [u8; 11] {
    let key = u128::from(masks.enemy_made | 1);
    // Fibonacci hashing: the top ten bits of the product.
    let slot = (masks.enemy_made.wrapping_mul(0x9E37_79B1) >> 22) as usize;
    let entry = BACK_CACHE.with(|cache| cache[slot].get());
    let mut escapes = [0u8; 11];
    if entry & 0xFFFF_FFFF == key {
        for (index, value) in escapes.iter_mut().enumerate() {
            *value = (entry >> (32 + 6 * index) & 0x3F) as u8;
        }
        return escapes;
    }
    let mut packed = key;
    for (index, value) in escapes.iter_mut().enumerate() {
        *value = escaping_rolls(masks, 15 + index) as u8;
        packed |= u128::from(*value) << (32 + 6 * index);
    }
    BACK_CACHE.with(|cache| cache[slot].set(packed));
    escapes
}

/// Where single steps of `die` pips from the points of `from` can land for the positive side
/// (moving down): points 1 and up that the enemy does not hold.
#[inline]
fn own_step(from: u32, die: u32, masks: &Masks) -> u32 {
    (from >> die) & BOARD_POINTS & !masks.enemy_made
}

/// The rolls, of 36, with which a checker of the positive side on `point` (25 for the bar)
/// reaches a point below every point the enemy holds within the eleven points in front of it,
/// moving that checker alone. 36 when nothing there is held.
pub(super) fn escaping_rolls(masks: &Masks, point: usize) -> u32 {
    let window =
        masks.enemy_made & ((1u32 << point) - 1) & !((1u32 << point.saturating_sub(11)) - 1);
    if window == 0 {
        return 36;
    }
    // Below the lowest held point of the window.
    let free = (window & window.wrapping_neg()) - 1;
    let start = 1u32 << point;
    let mut rolls = 0;
    for x in 1..=6u32 {
        let mut from = start;
        let mut escaped = false;
        for _ in 0..4 {
            from = own_step(from, x, masks);
            escaped |= from & free != 0;
        }
        rolls += u32::from(escaped);
        for y in x + 1..=6 {
            let reach = own_step(own_step(start, x, masks), y, masks)
                | own_step(own_step(start, y, masks), x, masks);
            rolls += 2 * u32::from(reach & free != 0);
        }
    }
    rolls
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::board;

    fn features(own: &[(usize, i8)], enemy: &[(usize, i8)]) -> ContactFeatures {
        ContactFeatures::of(board(own, enemy).board())
    }

    #[test]
    fn the_masks_are_those_of_a_loop_over_the_points() {
        let by_loop = |board: &[i8; 26]| {
            let mut masks = Masks {
                own_made: 0,
                own_blots: 0,
                enemy: u32::from(board[OPPONENT_BAR] < 0),
                enemy_made: 0,
            };
            for (point, &count) in board.iter().enumerate().take(25).skip(1) {
                let bit = 1u32 << point;
                if count == 1 {
                    masks.own_blots |= bit;
                }
                if count >= 2 {
                    masks.own_made |= bit;
                }
                if count < 0 {
                    masks.enemy |= bit;
                }
                if count <= -2 {
                    masks.enemy_made |= bit;
                }
            }
            masks
        };
        // Every count on every point, beside neighbours of each kind (and the bars), so that
        // no byte's arithmetic reaches the next one's.
        for neighbours in [0, 1, -1, 2, -2, 15, -15, i8::MAX, i8::MIN] {
            for point in 1..=24 {
                for count in i8::MIN..=i8::MAX {
                    let mut board = [neighbours; 26];
                    board[point] = count;
                    assert_eq!(Masks::of(&board), by_loop(&board), "{board:?}");
                }
            }
        }
        for position in crate::testing::random_walk(2000, 5) {
            for board in [*position.board(), *position.switch_sides().board()] {
                assert_eq!(Masks::of(&board), by_loop(&board));
            }
        }
    }

    #[test]
    fn a_blot_six_away_is_hit_by_seventeen_rolls() {
        // Enemy checker on 2, our blot on 8: 6 pips. Direct 6s: 11; 5-1, 4-2 (both ways
        // open): 4; 3-3 and 2-2: 2. In all 17, the textbook figure.
        let f = features(&[(8, 1), (24, 2)], &[(2, 1)]);
        assert_eq!(f.shots * 36.0, 17.0);
    }

    #[test]
    fn two_blots_in_reach_of_one_roll_count_as_double_shots() {
        // Enemy on 2; our blots on 4 and 5 (2 and 3 away). 3-2 reaches both, and so do 1-1
        // (2 steps to 4, 3 to 5) and the combinations 2-1 (5 by 3... and 4 by 2).
        let f = features(&[(4, 1), (5, 1), (13, 13)], &[(2, 1)]);
        assert_eq!(
            f.double_shots * 36.0,
            5.0,
            "3-2, 2-1 (two ways each) and 1-1"
        );
        assert!(f.shots > f.double_shots);
    }

    #[test]
    fn the_cached_escapes_are_the_computed_ones() {
        for position in crate::testing::random_walk(3000, 8) {
            for board in [*position.board(), *position.switch_sides().board()] {
                let masks = Masks::of(&board);
                for _ in 0..2 {
                    let cached = back_escapes(&masks);
                    for (index, &escapes) in cached.iter().enumerate() {
                        assert_eq!(u32::from(escapes), escaping_rolls(&masks, 15 + index));
                    }
                }
            }
        }
    }

    #[test]
    fn each_hit_costs_the_pips_the_blot_had_come() {
        // The blot on 8, six pips in front of the enemy's checker, is hit by 17 rolls, each
        // sending it back 25 - 8 = 17 pips.
        let f = features(&[(8, 1), (24, 2)], &[(2, 1)]);
        assert_eq!(f.pip_loss * 36.0 * 24.0, 17.0 * 17.0);
        // Two blots, on 3 and 8, in front of an enemy checker on 2. The 11 rolls with a 1 (1-1
        // included) reach the blot on 3, costing 22 pips; 13 more reach only the one on 8,
        // costing 17: the 6s without a 1 (6-6, and 6-5, 6-4, 6-3, 6-2 two ways each), 4-2
        // two ways, 3-3 and 2-2.
        let both = features(&[(3, 1), (8, 1), (24, 2)], &[(2, 1)]);
        assert_eq!(both.shots * 36.0, 11.0 + 13.0);
        assert_eq!(
            both.pip_loss * 36.0 * 24.0,
            11.0 * 22.0 + 13.0 * 17.0,
            "the deeper blot's loss counts when a roll reaches both"
        );
        assert_eq!(features(&[(8, 2)], &[(2, 1)]).pip_loss, 0.0, "no blots");
    }

    #[test]
    fn mobility_counts_the_open_steps() {
        // From the start: 6 steps to 5..2 (5 lands on the enemy's point 1, 6 bears off), 8 to
        // 7..2, 13 to 11..7 (12 is the enemy's), 24 to 23..20 and 18 (19 is the enemy's).
        let start = ContactFeatures::of(crate::Position::STARTING.board());
        assert_eq!(start.mobility * 36.0, 4.0 + 6.0 + 5.0 + 5.0);
        // On the bar against five closed home points, only a 1 enters (on 24); nothing else
        // may move.
        let closed = features(
            &[(25, 1), (6, 5), (8, 5)],
            &[(19, 2), (20, 2), (21, 2), (22, 2), (23, 2)],
        );
        assert_eq!(closed.mobility * 36.0, 1.0);
    }

    #[test]
    fn the_forward_anchor_is_the_most_advanced_point_held_in_the_enemy_board() {
        let start = ContactFeatures::of(crate::Position::STARTING.board());
        assert_eq!(start.forward_anchor * 7.0, 1.0, "the 24-point");
        let two = features(&[(20, 2), (24, 3), (6, 5)], &[(1, 2)]);
        assert_eq!(two.forward_anchor * 7.0, 5.0, "the 20-point, not the 24");
        let bar_point = features(&[(18, 2), (6, 5)], &[(1, 2)]);
        assert_eq!(bar_point.forward_anchor, 1.0, "the enemy's bar point");
        let blot = features(&[(20, 1), (17, 2), (6, 5)], &[(1, 2)]);
        assert_eq!(
            blot.forward_anchor, 0.0,
            "a blot is no anchor, nor is the 17-point"
        );
    }

    #[test]
    fn the_rearmost_checker_and_anchor() {
        let start = ContactFeatures::of(crate::Position::STARTING.board());
        assert_eq!(start.back_checker * 25.0, 24.0);
        assert_eq!(start.back_anchor * 24.0, 24.0);
        let f = features(&[(25, 1), (20, 1), (13, 2), (6, 11)], &[(1, 2)]);
        assert_eq!(f.back_checker, 1.0, "a checker on the bar is the rearmost");
        assert_eq!(f.back_anchor * 24.0, 13.0, "the blot on 20 is no anchor");
        let home = features(&[(3, 1), (1, 1)], &[(20, 2)]);
        assert_eq!(home.back_checker * 25.0, 3.0);
        assert_eq!(home.back_anchor, 0.0, "no point held");
        let off = ContactFeatures::of(board(&[], &[(20, 2)]).board());
        assert_eq!(
            (off.back_checker, off.stragglers),
            (0.0, 0.0),
            "no checkers left"
        );
    }

    #[test]
    fn stragglers_measure_the_checkers_behind_the_mean() {
        // Points 24 x 2, 13 x 5, 8 x 3, 6 x 5: 167 pips, mean 167 / 15. Behind it, two checkers
        // on 24 and five on 13.
        let start = ContactFeatures::of(crate::Position::STARTING.board());
        let mean = 167.0f32 / 15.0;
        let spread = 2.0 * (24.0 - mean).powi(2) + 5.0 * (13.0 - mean).powi(2);
        assert!((start.stragglers - spread / 7.0 / 400.0).abs() < 1e-6);
        // One straggler on 21 and fourteen checkers on 1: mean 35 / 15, lag 21 - 7/3.
        let one = features(&[(21, 1), (1, 14)], &[(24, 2)]);
        assert!((one.stragglers - (21.0f32 - 35.0 / 15.0).powi(2) / 400.0).abs() < 1e-6);
        let level = features(&[(6, 15)], &[(24, 2)]);
        assert_eq!(level.stragglers, 0.0, "all on one point: nobody lags");
    }

    #[test]
    fn a_back_game_needs_two_points_in_the_enemy_board() {
        let back = features(&[(25, 1), (23, 2), (21, 3), (6, 9)], &[(1, 2)]);
        assert_eq!(
            back.back_game * 15.0,
            6.0,
            "two points held: 5 checkers there and 1 on the bar"
        );
        let start = ContactFeatures::of(crate::Position::STARTING.board());
        assert_eq!(start.back_game, 0.0, "one anchor is no back game");
        let blots = features(&[(23, 2), (21, 1), (6, 12)], &[(1, 2)]);
        assert_eq!(blots.back_game, 0.0, "a blot holds no point");
    }

    #[test]
    fn a_blot_one_away_is_hit_by_eleven_rolls() {
        let f = features(&[(3, 1)], &[(2, 1)]);
        assert_eq!(f.shots * 36.0, 11.0);
    }

    #[test]
    fn the_starting_position() {
        let f = ContactFeatures::of(crate::Position::STARTING.board());
        assert_eq!(f.shots, 0.0, "no blots");
        // From 24 past the enemy's 8-point (our 17): 6-2, 6-3, 6-4, 6-5, 5-3, 5-4 and 2-2,
        // 3-3, 4-4 escape (5-5 is blocked on our 19, 6-6 on our 12); 21 rolls do not.
        assert_eq!(f.trapped * 36.0, 21.0);
        // 23 x 2 + 12 x 5 + 7 x 3 + 5 x 5 pips past the enemy's checkers on our 1-point.
        assert_eq!(f.break_contact, 1.52);
        assert_eq!(
            f.closed_out,
            1.0 / 36.0,
            "the enemy holds one home point, our 19"
        );
    }

    #[test]
    fn behind_a_full_prime_nothing_escapes() {
        let prime: Vec<(usize, i8)> = (13..=18).map(|point| (point, 2)).collect();
        let f = features(&[(20, 1), (6, 14)], &prime);
        assert_eq!(f.trapped, 1.0);
        assert_eq!(f.contained, 1.0);
        // Behind a five-point prime (14 to 18, from 20) only 6-1 jumps it, by 19 then 13...
        // which is open now.
        let five: Vec<(usize, i8)> = (14..=18).map(|point| (point, 2)).collect();
        let f = features(&[(20, 1), (6, 14)], &five);
        assert_eq!(f.trapped * 36.0, 34.0);
    }

    #[test]
    fn nothing_in_front_means_no_contact() {
        let f = features(&[(5, 3), (2, 12)], &[(8, 15)]);
        assert_eq!((f.trapped, f.break_contact, f.shots), (0.0, 0.0, 0.0));
    }

    #[test]
    fn a_closed_board_keeps_a_checker_on_the_bar() {
        let board: Vec<(usize, i8)> = (19..=24).map(|point| (point, 2)).collect();
        let f = features(&[(25, 1), (6, 14)], &board);
        assert_eq!(f.closed_out, 1.0);
        assert_eq!(f.trapped, 1.0, "it cannot even enter");
    }

    #[test]
    fn an_enemy_on_the_bar_hits_only_by_entering_or_with_the_die_left() {
        // Our blot on 3, the enemy's only checkers on its bar and far behind our blot.
        // Two on the bar: only a roll with a 3 hits (11), and 1-1 (enter on 1, step to 2, 3)
        // with two steps left.
        let f = features(&[(3, 1), (13, 14)], &[(0, 2), (20, 13)]);
        assert_eq!(f.shots * 36.0, 12.0);
        // One on the bar: also 2-1 (enter with either die, hit with the other) and 1-1.
        let f = features(&[(3, 1), (13, 14)], &[(0, 1), (20, 14)]);
        assert_eq!(f.shots * 36.0, 14.0);
    }
}
