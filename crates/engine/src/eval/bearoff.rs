//! A one-sided bear-off database: for every way to place up to 15 checkers on the six home
//! points, the chances of bearing them all off in exactly `n` rolls, and (for fifteen checkers)
//! of bearing off the first one in exactly `n` rolls.
//!
//! The tables are computed by the engine itself, once, on first use (about 54,000 positions and
//! 21 rolls each, with the engine's own move generator): a position's distribution is the
//! average over the rolls of the distribution after the play that minimizes the expected number
//! of rolls (or, for the first checker off, the expected rolls until one is off), one roll
//! later. Positions are ranked by the combinatorial number system, so no position needs to be
//! stored.
//!
//! In a pure bear-off (no contact, every checker of both sides home) the two sides'
//! distributions give the chances directly: the player on roll wins when they finish in `n`
//! rolls before the opponent has finished in `n - 1`. This is exact for the one-sided policy
//! (each side plays to minimize its expected rolls), which is how "exact" bear-off play is
//! usually meant; it is not a two-sided database.

use std::sync::OnceLock;

use crate::dice::Dice;
use crate::position::Position;

use super::Probabilities;

/// Rolls tracked per distribution. Fifteen checkers on the six-point need at most 30 rolls
/// (1-2 every time); the tests check that no chance is lost beyond the last slot.
pub const MAX_ROLLS: usize = 32;
/// Checkers per side.
const CHECKERS: usize = 15;
/// Positions of up to 15 checkers on 6 points: C(21, 6).
pub const N_POSITIONS: usize = 54_264;
/// Positions of exactly 15 checkers on 6 points: C(20, 5).
const N_FULL: usize = 15_504;

/// Binomial coefficients `C(n, k)` for `n <= 21`, `k <= 6`.
const BINOMIAL: [[u32; 7]; 22] = {
    let mut table = [[0u32; 7]; 22];
    let mut n = 0;
    while n < 22 {
        table[n][0] = 1;
        let mut k = 1;
        while k < 7 {
            table[n][k] = if n == 0 {
                0
            } else {
                table[n - 1][k - 1] + table[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    table
};

/// Checkers on points 1..=6 of one side (index 0 is the 1-point).
pub type HomeBoard = [u8; 6];

/// The rank of `home` (at most 15 checkers) among all such boards, in `0..N_POSITIONS`: the
/// colex rank of the "bars" of the stars-and-bars picture of its counts plus the checkers off.
pub fn rank(home: &HomeBoard) -> usize {
    let mut bars = 0usize;
    let mut rank = 0u32;
    for (i, &count) in home.iter().enumerate() {
        bars += usize::from(count);
        rank += BINOMIAL[bars + i][i + 1];
    }
    rank as usize
}

/// The rank of `home` among boards of exactly 15 checkers, in `0..N_FULL` (the sixth count
/// follows from the other five).
fn rank_full(home: &HomeBoard) -> usize {
    let mut bars = 0usize;
    let mut rank = 0u32;
    for (i, &count) in home.iter().take(5).enumerate() {
        bars += usize::from(count);
        rank += BINOMIAL[bars + i][i + 1];
    }
    rank as usize
}

/// The one-sided tables.
pub struct BearoffDatabase {
    /// Chance of being off in exactly `n` rolls, by [`rank`].
    off: Vec<[f32; MAX_ROLLS]>,
    /// Chance of bearing the first checker off in exactly `n` rolls, by `rank_full`.
    first_off: Vec<[f32; MAX_ROLLS]>,
}

/// Every home board of at most 15 checkers ([`N_POSITIONS`] of them), by increasing pip count:
/// each board comes after every board it can be played to.
pub fn all_boards() -> Vec<HomeBoard> {
    let mut boards = Vec::with_capacity(N_POSITIONS);
    let mut home = [0u8; 6];
    loop {
        boards.push(home);
        // Next board: an odometer over the counts, skipping totals above 15.
        let mut point = 0;
        loop {
            if point == 6 {
                boards.sort_by_key(pips);
                return boards;
            }
            home[point] += 1;
            if home.iter().map(|&c| usize::from(c)).sum::<usize>() <= CHECKERS {
                break;
            }
            home[point] = 0;
            point += 1;
        }
    }
}

fn pips(home: &HomeBoard) -> u32 {
    home.iter()
        .enumerate()
        .map(|(i, &c)| (i as u32 + 1) * u32::from(c))
        .sum()
}

fn checkers(home: &HomeBoard) -> usize {
    home.iter().map(|&c| usize::from(c)).sum()
}

/// The positions the plays of `dice` from `home` lead to. The opponent's checkers sit out of
/// the way (on its own 1-point), so the engine's move generator applies unchanged.
fn next_boards(home: &HomeBoard, dice: Dice, positions: &mut Vec<Position>) {
    let mut board = [0i8; 26];
    for (i, &count) in home.iter().enumerate() {
        board[i + 1] = count as i8;
    }
    board[24] = -(CHECKERS as i8);
    positions.clear();
    if let Ok(position) = Position::try_from_board(board) {
        position.legal_positions_into(dice, positions);
    }
}

fn home_of(position: &Position) -> HomeBoard {
    let mut home = [0u8; 6];
    for (i, count) in home.iter_mut().enumerate() {
        *count = position.own(i + 1);
    }
    home
}

fn mean(distribution: &[f32; MAX_ROLLS]) -> f32 {
    distribution
        .iter()
        .enumerate()
        .map(|(n, &p)| n as f32 * p)
        .sum()
}

impl BearoffDatabase {
    /// Computes both tables (a few seconds in a release build).
    pub fn generate() -> BearoffDatabase {
        let boards = all_boards();
        let rolls = Dice::all_21();
        let mut positions = Vec::with_capacity(64);
        let mut off = vec![[0f32; MAX_ROLLS]; N_POSITIONS];
        let mut expected = vec![0f32; N_POSITIONS];
        let mut first_off = vec![[0f32; MAX_ROLLS]; N_FULL];
        let mut expected_first = vec![0f32; N_FULL];
        // Boards come by increasing pips, and every play lowers the pips: each board's
        // successors are done before it.
        for home in &boards {
            let index = rank(home);
            if checkers(home) == 0 {
                off[index][0] = 1.0;
                continue;
            }
            let full = checkers(home) == CHECKERS;
            let mut distribution = [0f32; MAX_ROLLS];
            let mut first = [0f32; MAX_ROLLS];
            for (dice, weight) in rolls {
                let chance = f32::from(weight) / 36.0;
                next_boards(home, dice, &mut positions);
                let best = positions
                    .iter()
                    .map(|position| rank(&home_of(position)))
                    .min_by(|&a, &b| expected[a].total_cmp(&expected[b]));
                let Some(best) = best else { continue };
                add_one_roll_later(&mut distribution, &off[best], chance);
                if full {
                    // The first checker is off at once if some play bears one off; otherwise
                    // the play that brings it soonest on average.
                    let next_full = positions
                        .iter()
                        .map(home_of)
                        .filter(|next| checkers(next) == CHECKERS)
                        .map(|next| rank_full(&next))
                        .min_by(|&a, &b| expected_first[a].total_cmp(&expected_first[b]));
                    let bears_one_off = positions
                        .iter()
                        .any(|position| checkers(&home_of(position)) < CHECKERS);
                    match next_full {
                        Some(next) if !bears_one_off => {
                            add_one_roll_later(&mut first, &first_off[next], chance);
                        }
                        _ => first[1] += chance,
                    }
                }
            }
            expected[index] = mean(&distribution);
            off[index] = distribution;
            if full {
                let full_index = rank_full(home);
                expected_first[full_index] = mean(&first);
                first_off[full_index] = first;
            }
        }
        BearoffDatabase { off, first_off }
    }

    /// The shared database, computed on first use.
    pub fn get() -> &'static BearoffDatabase {
        static DATABASE: OnceLock<BearoffDatabase> = OnceLock::new();
        DATABASE.get_or_init(BearoffDatabase::generate)
    }

    /// The chances of bearing all of `home` off in exactly `n` rolls, `n` in `0..MAX_ROLLS`.
    pub fn off_distribution(&self, home: &HomeBoard) -> &[f32; MAX_ROLLS] {
        &self.off[rank(home)]
    }

    /// The expected number of rolls to bear all of `home` off.
    pub fn expected_rolls(&self, home: &HomeBoard) -> f32 {
        mean(self.off_distribution(home))
    }

    /// The chances of bearing the first checker of `home` off in exactly `n` rolls; `None`
    /// unless `home` holds all 15 checkers.
    pub fn first_off_distribution(&self, home: &HomeBoard) -> Option<&[f32; MAX_ROLLS]> {
        (checkers(home) == CHECKERS).then(|| &self.first_off[rank_full(home)])
    }

    /// The chances of the player on roll in a pure bear-off (see the module documentation);
    /// `None` unless every checker of both sides still on the board is home (no bar, no
    /// contact) and both sides still have checkers to bear off.
    pub fn evaluate(&self, position: &Position) -> Option<Probabilities> {
        let own = home_of(position);
        let theirs = home_of(&position.switch_sides());
        let all_home = |home: &HomeBoard, on_board: u32| checkers(home) as u32 == on_board;
        let own_on_board = 15 - u32::from(position.own_off());
        let their_on_board = 15 - u32::from(position.opponent_off());
        if own_on_board == 0
            || their_on_board == 0
            || !all_home(&own, own_on_board)
            || !all_home(&theirs, their_on_board)
        {
            return None;
        }
        let mine = self.off_distribution(&own);
        let their_cumulative = cumulative(self.off_distribution(&theirs));
        // I finish with my n-th roll before they finish with their (n-1)-th.
        let win: f32 = (1..MAX_ROLLS)
            .map(|n| mine[n] * (1.0 - their_cumulative[n - 1]))
            .sum();
        let win_gammon = self.first_off_distribution(&theirs).map_or(0.0, |first| {
            let got_one = cumulative(first);
            (1..MAX_ROLLS)
                .map(|n| mine[n] * (1.0 - got_one[n - 1]))
                .sum()
        });
        let lose_gammon = self.first_off_distribution(&own).map_or(0.0, |first| {
            let got_one = cumulative(first);
            let theirs = self.off_distribution(&theirs);
            (1..MAX_ROLLS).map(|n| theirs[n] * (1.0 - got_one[n])).sum()
        });
        Some(Probabilities::from_outputs([
            win,
            win_gammon,
            0.0,
            lose_gammon,
            0.0,
        ]))
    }
}

/// `into[n + 1] += chance * from[n]`: the distribution `from`, one roll later, weighted.
fn add_one_roll_later(into: &mut [f32; MAX_ROLLS], from: &[f32; MAX_ROLLS], chance: f32) {
    for n in 0..MAX_ROLLS - 1 {
        into[n + 1] += chance * from[n];
    }
}

/// Running sums of a distribution over the number of rolls: `out[n]` is the chance of `n`
/// rolls or fewer (of [`BearoffDatabase::off_distribution`]: of being off within `n` rolls).
pub fn cumulative(distribution: &[f32; MAX_ROLLS]) -> [f32; MAX_ROLLS] {
    let mut out = [0f32; MAX_ROLLS];
    let mut sum = 0.0;
    for (o, &p) in out.iter_mut().zip(distribution) {
        sum += p;
        *o = sum;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn home(slots: &[(usize, u8)]) -> HomeBoard {
        let mut home = [0u8; 6];
        for &(point, count) in slots {
            home[point - 1] = count;
        }
        home
    }

    #[test]
    fn ranks_number_the_boards_without_gaps() {
        let boards = all_boards();
        assert_eq!(boards.len(), N_POSITIONS);
        let mut seen = vec![false; N_POSITIONS];
        let mut seen_full = vec![false; N_FULL];
        for board in &boards {
            assert!(!std::mem::replace(&mut seen[rank(board)], true));
            if checkers(board) == CHECKERS {
                assert!(!std::mem::replace(&mut seen_full[rank_full(board)], true));
            }
        }
        assert!(seen.iter().all(|&s| s) && seen_full.iter().all(|&s| s));
    }

    #[test]
    fn bear_off_chances_match_hand_counts() {
        let db = BearoffDatabase::get();
        // (board, chance of one roll, chance of two rolls), counted by hand over the 36 rolls:
        // a lone checker on the 6-point stays on with totals below 6 (11, 21, 12, 31, 13, 41,
        // 14, 32, 23: 9 rolls), on the 5-point with 11, 21, 12, 31, 13 (5), on the 4-point with
        // 21, 12 (2). Two checkers on the 1-point always come off at once.
        let cases: [(HomeBoard, f32, f32); 6] = [
            (home(&[(1, 1)]), 1.0, 0.0),
            (home(&[(1, 2)]), 1.0, 0.0),
            (home(&[(4, 1)]), 34.0 / 36.0, 2.0 / 36.0),
            (home(&[(5, 1)]), 31.0 / 36.0, 5.0 / 36.0),
            (home(&[(6, 1)]), 27.0 / 36.0, 9.0 / 36.0),
            // Two on the 2-point come off when both dice are 2 or more (25 of 36) or with 1-1
            // (2/1(2), 1/off(2)); a 1 with another number leaves a checker behind.
            (home(&[(2, 2)]), 26.0 / 36.0, 10.0 / 36.0),
        ];
        for (board, one, two) in cases {
            let d = db.off_distribution(&board);
            assert!((d[1] - one).abs() < 1e-6, "{board:?}: {d:?}");
            assert!((d[2] - two).abs() < 1e-6, "{board:?}: {d:?}");
        }
        assert_eq!(db.off_distribution(&[0; 6])[0], 1.0);
    }

    #[test]
    fn no_chance_is_lost_beyond_the_last_roll_tracked() {
        let db = BearoffDatabase::get();
        let worst = db.off_distribution(&home(&[(6, 15)]));
        assert_eq!(worst[MAX_ROLLS - 1], 0.0);
        assert!((worst.iter().sum::<f32>() - 1.0).abs() < 1e-4);
        assert!(db.expected_rolls(&home(&[(6, 15)])) > db.expected_rolls(&home(&[(1, 15)])));
        let first = db.first_off_distribution(&home(&[(6, 15)])).unwrap();
        // Fifteen on the 6-point get one off at once only with an exact landing (a larger die
        // may not bear off while checkers stay above): any 6 (11 rolls), 51 and 42 (4 rolls,
        // e.g. 6/1/off), 33 and 22 (6/3/off, 6/4/2/off): 17 rolls.
        assert!((first[1] - 17.0 / 36.0).abs() < 1e-6, "{first:?}");
        assert!(db.first_off_distribution(&home(&[(6, 14)])).is_none());
    }

    #[test]
    fn a_pure_bear_off_is_evaluated_from_both_sides_tables() {
        let db = BearoffDatabase::get();
        // Player on roll: one checker on the 6-point; opponent: one on its 1-point.
        let mut board = [0i8; 26];
        board[6] = 1;
        board[24] = -1;
        let position = Position::try_from_board(board).unwrap();
        let p = db.evaluate(&position).unwrap();
        assert!((p.win - 0.75).abs() < 1e-6);
        assert_eq!((p.win_gammon, p.lose_gammon), (0.0, 0.0));
        // One checker on the 1-point against fifteen on the opponent's 6-point: a sure gammon.
        let mut board = [0i8; 26];
        board[1] = 1;
        board[19] = -15;
        let p = db
            .evaluate(&Position::try_from_board(board).unwrap())
            .unwrap();
        assert_eq!((p.win, p.win_gammon, p.win_backgammon), (1.0, 1.0, 0.0));
        // Contact or checkers outside the home board: not a bear-off.
        assert!(db.evaluate(&Position::STARTING).is_none());
    }
}
