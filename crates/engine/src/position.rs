//! The board, always seen by the player on roll.
//!
//! Points are numbered 1 to 24 from the side of the player on roll (their home board is 1..=6),
//! 25 is that player's bar and 0 stands for "off" in moves. The opponent's checkers are stored on
//! the same numbering as negative counts, and the opponent's bar is slot 0.

use std::fmt;

/// Checkers per side.
pub const N_CHECKERS: u8 = 15;
/// The index of the bar of the player on roll (also the "from" of an entering move).
pub const BAR: usize = 25;
/// The index of the opponent's bar in the board array.
pub const OPPONENT_BAR: usize = 0;
/// The "to" of a bear-off move.
pub const OFF: usize = 0;

/// A position seen by the player on roll: `board[1..=24]` are the points (positive: own checkers,
/// negative: the opponent's), `board[25]` is the own bar (>= 0) and `board[0]` the opponent's bar
/// (<= 0). Checkers not on the board are borne off.
///
/// Every `Position` value is valid: at most 15 checkers a side, bars with the right sign. The
/// only ways in are the validated constructors, so the move generator can trust it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    pub(crate) board: [i8; 26],
}

/// How far the checkers of a position have come (contact, race, bear-off): a property of the
/// board alone, used to choose an evaluator. The match's phase (whose turn, which answer is
/// awaited) is [`crate::referee::Phase`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardPhase {
    /// Some checker of one side can still meet a checker of the other side.
    Contact,
    /// The sides have passed each other, but not all checkers of both are home yet.
    Race,
    /// The sides have passed each other and every checker still on the board is home.
    BearOff,
}

/// A side with at most this many checkers in play is crashed ([`Position::is_crashed`]).
pub const CRASHED_IN_PLAY: u32 = 6;

/// Why a board cannot be a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has more than 15 checkers on the board.
    TooManyCheckers { on_roll: bool, count: u32 },
    /// A point count is outside -15..=15, or a bar has the wrong sign.
    BadCount { index: usize, count: i32 },
    /// Both sides have checkers on the same point.
    SharedPoint { point: usize },
    /// A point number outside 1..=25 (25: the bar) in [`Position::from_points`].
    NoSuchPoint { point: usize },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::TooManyCheckers { on_roll, count } => write!(
                f,
                "the {} has {count} checkers on the board; at most 15 are allowed",
                if *on_roll {
                    "player on roll"
                } else {
                    "opponent"
                }
            ),
            PositionError::BadCount { index, count } => {
                write!(f, "slot {index} holds an impossible count {count}")
            }
            PositionError::NoSuchPoint { point } => {
                write!(
                    f,
                    "there is no point {point}: points are 1 to 24, and 25 is the bar"
                )
            }
            PositionError::SharedPoint { point } => {
                write!(f, "both sides have checkers on the {point}-point")
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// The starting position.
    pub const STARTING: Position = {
        let mut board = [0i8; 26];
        board[24] = 2;
        board[13] = 5;
        board[8] = 3;
        board[6] = 5;
        board[1] = -2;
        board[12] = -5;
        board[17] = -3;
        board[19] = -5;
        Position { board }
    };

    /// Builds a position from each side's checkers counted on its own points: `index i` is that
    /// player's point `i + 1` for `i` in `0..24`, and `index 24` is that player's bar. This is
    /// GNU Backgammon's board array layout (`board[1]` on roll, `board[0]` the opponent).
    ///
    /// # Errors
    /// When a point is claimed by both sides, or a side has more than 15 checkers.
    pub fn from_sides(on_roll: &[u8; 25], opponent: &[u8; 25]) -> Result<Position, PositionError> {
        let sum_on_roll: u32 = on_roll.iter().map(|&c| u32::from(c)).sum();
        if sum_on_roll > u32::from(N_CHECKERS) {
            return Err(PositionError::TooManyCheckers {
                on_roll: true,
                count: sum_on_roll,
            });
        }
        let sum_opponent: u32 = opponent.iter().map(|&c| u32::from(c)).sum();
        if sum_opponent > u32::from(N_CHECKERS) {
            return Err(PositionError::TooManyCheckers {
                on_roll: false,
                count: sum_opponent,
            });
        }
        let mut board = [0i8; 26];
        board[BAR] = on_roll[24] as i8;
        board[OPPONENT_BAR] = -(opponent[24] as i8);
        for point in 1..=24 {
            let mine = on_roll[point - 1];
            // The opponent's point k is our point 25 - k.
            let theirs = opponent[24 - point];
            if mine > 0 && theirs > 0 {
                return Err(PositionError::SharedPoint { point });
            }
            board[point] = mine as i8 - theirs as i8;
        }
        Position::try_from_board(board)
    }

    /// Builds a position from lists of `(point, checkers)`: `own` for the player on roll and
    /// `theirs` for the opponent, each numbered from that player's own side (1 to 24, and 25 for
    /// its bar), as a player would describe a position. Convenient for tests and examples.
    ///
    /// # Errors
    /// A point outside 1..=25 ([`PositionError::NoSuchPoint`]), a point claimed by both sides,
    /// or more than 15 checkers on a side.
    pub fn from_points(
        own: &[(usize, u8)],
        theirs: &[(usize, u8)],
    ) -> Result<Position, PositionError> {
        let mut on_roll = [0u8; 25];
        let mut opponent = [0u8; 25];
        for (side, list) in [(&mut on_roll, own), (&mut opponent, theirs)] {
            for &(point, count) in list {
                let slot = point
                    .checked_sub(1)
                    .and_then(|index| side.get_mut(index))
                    .ok_or(PositionError::NoSuchPoint { point })?;
                *slot = slot.saturating_add(count);
            }
        }
        Position::from_sides(&on_roll, &opponent)
    }

    /// Builds a position from the raw signed board (see the type's documentation).
    ///
    /// # Errors
    /// When a count is impossible or a side has more than 15 checkers.
    pub fn try_from_board(board: [i8; 26]) -> Result<Position, PositionError> {
        let mut mine = 0u32;
        let mut theirs = 0u32;
        for (index, &count) in board.iter().enumerate() {
            let bad = (index == BAR && count < 0)
                || (index == OPPONENT_BAR && count > 0)
                || !(-15..=15).contains(&count);
            if bad {
                return Err(PositionError::BadCount {
                    index,
                    count: i32::from(count),
                });
            }
            if count > 0 {
                mine += count as u32;
            } else {
                theirs += count.unsigned_abs() as u32;
            }
        }
        if mine > u32::from(N_CHECKERS) {
            return Err(PositionError::TooManyCheckers {
                on_roll: true,
                count: mine,
            });
        }
        if theirs > u32::from(N_CHECKERS) {
            return Err(PositionError::TooManyCheckers {
                on_roll: false,
                count: theirs,
            });
        }
        Ok(Position { board })
    }

    /// The raw signed board (see the type's documentation).
    #[inline]
    pub fn board(&self) -> &[i8; 26] {
        &self.board
    }

    /// Each side's checkers on its own points, GNU Backgammon style: `(on_roll, opponent)`,
    /// index `i` is point `i + 1`, index 24 the bar.
    pub fn to_sides(&self) -> ([u8; 25], [u8; 25]) {
        let mut on_roll = [0u8; 25];
        let mut opponent = [0u8; 25];
        for point in 1..=24 {
            let count = self.board[point];
            if count > 0 {
                on_roll[point - 1] = count as u8;
            } else if count < 0 {
                opponent[24 - point] = count.unsigned_abs();
            }
        }
        on_roll[24] = self.board[BAR] as u8;
        opponent[24] = self.board[OPPONENT_BAR].unsigned_abs();
        (on_roll, opponent)
    }

    /// The same position seen by the other player (who is now on roll). An involution.
    #[inline]
    pub fn switch_sides(&self) -> Position {
        let mut board = [0i8; 26];
        for (index, slot) in board.iter_mut().enumerate() {
            *slot = -self.board[25 - index];
        }
        Position { board }
    }

    /// Own checkers on a point (1..=24) or the bar (25); 0 when the opponent holds the point.
    #[inline]
    pub fn own(&self, point: usize) -> u8 {
        self.board[point].max(0) as u8
    }

    /// Opponent checkers on a point numbered from the player on roll's side (1..=24), or on the
    /// opponent's bar with `point == 0`.
    #[inline]
    pub fn opponent(&self, point: usize) -> u8 {
        (-self.board[point]).max(0) as u8
    }

    /// Own checkers on the bar.
    #[inline]
    pub fn own_bar(&self) -> u8 {
        self.board[BAR] as u8
    }

    /// Opponent checkers on the bar.
    #[inline]
    pub fn opponent_bar(&self) -> u8 {
        self.board[OPPONENT_BAR].unsigned_abs()
    }

    /// Own checkers borne off.
    #[inline]
    pub fn own_off(&self) -> u8 {
        N_CHECKERS - self.checkers_on_board().0
    }

    /// Opponent checkers borne off.
    #[inline]
    pub fn opponent_off(&self) -> u8 {
        N_CHECKERS - self.checkers_on_board().1
    }

    /// The checkers of each side on the points and its bar: `(own, opponent)`, the points
    /// summed eight at a time ([`point_words`]). (A loop over the points, which LLVM
    /// vectorises natively, was one addition a point in wasm.)
    #[inline]
    fn checkers_on_board(&self) -> (u8, u8) {
        const ONES: u64 = 0x0101_0101_0101_0101;
        // The sum of the bytes of a word whose bytes add up to less than 256 (a side has 15
        // checkers): the multiplication adds every byte into the top one, without carries.
        let byte_sum = |bytes: u64| (bytes.wrapping_mul(ONES) >> 56) as u8;
        let mut own = self.board[BAR] as u8;
        let mut opponent = self.board[OPPONENT_BAR].unsigned_abs();
        for bytes in point_words(&self.board) {
            // 1 in each byte holding a negative count, then 0xFF there.
            let negative_ones = (bytes & 0x8080_8080_8080_8080) >> 7;
            let negative = negative_ones * 0xFF;
            own += byte_sum(bytes & !negative);
            // A negative count's negation is its complement plus one, at most 15: no carry
            // leaves its byte.
            opponent += byte_sum((!bytes & negative) + negative_ones);
        }
        (own, opponent)
    }

    /// The pip count of the player on roll: the sum of distances to bear everything off.
    pub fn pip_count(&self) -> u32 {
        (1..=25)
            .map(|point| u32::from(self.own(point)) * point as u32)
            .sum()
    }

    /// The pip count of the opponent.
    pub fn opponent_pip_count(&self) -> u32 {
        (0..=24)
            .map(|index| u32::from(self.opponent(index)) * (25 - index) as u32)
            .sum()
    }

    /// The highest point holding an own checker (25 for the bar), or 0 when all are off.
    #[inline]
    pub fn highest_own_point(&self) -> usize {
        let mut point = BAR;
        while point > 0 && self.board[point] <= 0 {
            point -= 1;
        }
        point
    }

    /// The lowest point (seen from the player on roll) holding an opponent checker, 0 for the
    /// opponent's bar, 25 when the opponent has nothing left on the board.
    #[inline]
    fn lowest_opponent_point(&self) -> usize {
        let mut point = 0;
        while point < 25 && self.board[point] >= 0 {
            point += 1;
        }
        point
    }

    /// True when the player on roll has borne off every checker: they have won.
    pub fn has_won(&self) -> bool {
        self.highest_own_point() == 0
    }

    /// True when the opponent has borne off every checker.
    pub fn has_lost(&self) -> bool {
        self.lowest_opponent_point() == 25
    }

    /// The player on roll's checkers in play: those on the board and the bar, not counting
    /// those beyond the first two on its 1-point and beyond the first two on its 2-point (piled
    /// there, they take no further part in the game but to be borne off).
    pub fn own_in_play(&self) -> u32 {
        let piled = |point: usize| u32::from(self.own(point)).saturating_sub(2);
        u32::from(N_CHECKERS - self.own_off()) - piled(1) - piled(2)
    }

    /// The opponent's checkers in play, counted as [`Position::own_in_play`] counts the player
    /// on roll's (its 1- and 2-points are this side's 24- and 23-points).
    pub fn opponent_in_play(&self) -> u32 {
        let piled = |point: usize| u32::from(self.opponent(point)).saturating_sub(2);
        u32::from(N_CHECKERS - self.opponent_off()) - piled(24) - piled(23)
    }

    /// A crashed position: contact, and a side with at most [`CRASHED_IN_PLAY`] checkers in
    /// play ([`Position::own_in_play`]). GNU Backgammon gives such positions a net of their own
    /// (its "crashed" class: at most six checkers left, those piled deep in its home board not
    /// counted); here a side's board has crashed when most of its checkers are off or piled on
    /// its 1- and 2-points while contact remains.
    pub fn is_crashed(&self) -> bool {
        self.phase() == BoardPhase::Contact
            && (self.own_in_play() <= CRASHED_IN_PLAY || self.opponent_in_play() <= CRASHED_IN_PLAY)
    }

    /// Contact, race or bear-off.
    pub fn phase(&self) -> BoardPhase {
        let highest_own = self.highest_own_point();
        let lowest_opponent = self.lowest_opponent_point();
        if highest_own > lowest_opponent {
            BoardPhase::Contact
        } else if highest_own <= 6 && lowest_opponent >= 19 {
            BoardPhase::BearOff
        } else {
            BoardPhase::Race
        }
    }
}

/// The counts of points 1 to 24 of `board` as the bytes of three words, eight points each
/// (byte `k` of word `w` is point `1 + 8 w + k`, its count's two's complement): for arithmetic
/// on eight points at a time.
#[inline]
pub(crate) fn point_words(board: &[i8; 26]) -> [u64; 3] {
    std::array::from_fn(|word| {
        let first = 1 + 8 * word;
        let counts: [i8; 8] = std::array::from_fn(|k| board[first + k]);
        u64::from_le_bytes(counts.map(|count| count as u8))
    })
}

impl Default for Position {
    fn default() -> Self {
        Position::STARTING
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position[bar {} |", self.board[BAR])?;
        for point in (1..=24).rev() {
            write!(f, " {}", self.board[point])?;
        }
        write!(f, " | opp bar {}]", -self.board[OPPONENT_BAR])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checkers_borne_off_are_those_of_a_loop_over_the_board() {
        let by_loop = |position: &Position| {
            let side = |sign: i8| {
                let on_board: u32 = position
                    .board
                    .iter()
                    .filter(|&&c| c.signum() == sign)
                    .map(|&c| u32::from(c.unsigned_abs()))
                    .sum();
                15 - on_board as u8
            };
            (side(1), side(-1))
        };
        // Every count on every point and bar for each side, the other side's checkers on a
        // point of its own or borne off, and the walk's positions of every phase.
        let mut positions = crate::selfplay::walk_positions(3, 3000);
        for (point, count) in (1..=25).flat_map(|point| (1..=15).map(move |count| (point, count))) {
            let other = if point == 1 { 1 } else { 24 };
            for theirs in [&[][..], &[(other, 15)], &[(25, 2), (3, 13)]] {
                let spread = [(point, count), (if point == 5 { 6 } else { 5 }, 15 - count)];
                for own in [&spread[..1], &spread[..]] {
                    if let Ok(position) = Position::from_points(own, theirs) {
                        positions.push(position);
                        positions.push(position.switch_sides());
                    }
                }
            }
        }
        assert!(positions.len() > 4000);
        for position in &positions {
            let expected = by_loop(position);
            assert_eq!(
                (position.own_off(), position.opponent_off()),
                expected,
                "{position:?}"
            );
        }
    }

    #[test]
    fn a_side_is_crashed_with_six_checkers_in_play_beyond_two_piled_on_its_low_points() {
        let position = |own: &[(usize, u8)], theirs: &[(usize, u8)]| {
            Position::from_points(own, theirs).unwrap()
        };
        assert_eq!(Position::STARTING.own_in_play(), 15);
        assert!(!Position::STARTING.is_crashed());
        // The opponent holds our 5-point (its 20-point); we have borne off four and pile nine on
        // our 1- and 2-points: 11 on the board less 4 piled beyond two on the 1-point and 1 on
        // the 2-point.
        let crashed = position(&[(1, 6), (2, 3), (8, 2)], &[(20, 2), (6, 13)]);
        assert_eq!(crashed.own_in_play(), 6);
        assert!(crashed.is_crashed());
        // Seen from the other side the same side is crashed: the opponent's count.
        let seen_by_them = crashed.switch_sides();
        assert_eq!(seen_by_them.opponent_in_play(), 6);
        assert_eq!(seen_by_them.own_in_play(), 15);
        assert!(seen_by_them.is_crashed());
        // One checker more in play (seven) is not crashed.
        let seven = position(&[(1, 6), (2, 3), (8, 3)], &[(20, 2), (6, 13)]);
        assert_eq!(seven.own_in_play(), 7);
        assert!(!seven.is_crashed());
        // Checkers on the bar are in play; two on each low point count.
        let on_the_bar = position(&[(25, 1), (1, 2), (2, 2), (8, 1)], &[(20, 2), (6, 13)]);
        assert_eq!(on_the_bar.own_in_play(), 6);
        assert!(on_the_bar.is_crashed());
        // Without contact nothing is crashed, however few checkers are left.
        let race = position(&[(3, 2)], &[(8, 2)]);
        assert_eq!(race.own_in_play(), 2);
        assert!(!race.is_crashed());
    }

    #[test]
    fn starting_position_has_167_pips_each() {
        let start = Position::STARTING;
        assert_eq!(start.pip_count(), 167);
        assert_eq!(start.opponent_pip_count(), 167);
        assert_eq!(start.own_off(), 0);
        assert_eq!(start.opponent_off(), 0);
    }

    #[test]
    fn switching_sides_twice_is_identity() {
        let start = Position::STARTING;
        assert_eq!(start.switch_sides(), start);
        let mut board = start.board;
        board[BAR] = 1;
        board[24] = 1;
        board[OPPONENT_BAR] = -2;
        board[1] = 0;
        let position = Position::try_from_board(board).unwrap();
        assert_eq!(position.switch_sides().switch_sides(), position);
        assert_eq!(position.switch_sides().own_bar(), 2);
        assert_eq!(position.switch_sides().opponent_bar(), 1);
        assert_eq!(
            position.pip_count(),
            position.switch_sides().opponent_pip_count()
        );
    }

    #[test]
    fn sides_round_trip() {
        let (mine, theirs) = Position::STARTING.to_sides();
        assert_eq!(mine[23], 2);
        assert_eq!(theirs[5], 5);
        assert_eq!(
            Position::from_sides(&mine, &theirs).unwrap(),
            Position::STARTING
        );
    }

    #[test]
    fn too_many_checkers_are_rejected() {
        let mut board = [0i8; 26];
        board[6] = 15;
        board[5] = 1;
        assert!(matches!(
            Position::try_from_board(board),
            Err(PositionError::TooManyCheckers {
                on_roll: true,
                count: 16
            })
        ));
        let mut board = [0i8; 26];
        board[BAR] = -1;
        assert!(Position::try_from_board(board).is_err());
    }

    #[test]
    fn phase_is_contact_race_or_bear_off() {
        assert_eq!(Position::STARTING.phase(), BoardPhase::Contact);
        let mut board = [0i8; 26];
        board[10] = 3;
        board[20] = -2;
        assert_eq!(
            Position::try_from_board(board).unwrap().phase(),
            BoardPhase::Race
        );
        let mut board = [0i8; 26];
        board[3] = 3;
        board[22] = -2;
        assert_eq!(
            Position::try_from_board(board).unwrap().phase(),
            BoardPhase::BearOff
        );
        let mut board = [0i8; 26];
        board[3] = 3;
        board[OPPONENT_BAR] = -1;
        assert_eq!(
            Position::try_from_board(board).unwrap().phase(),
            BoardPhase::Contact
        );
    }

    #[test]
    fn positions_are_built_from_point_lists_of_each_side() {
        // The starting position, as each player counts its own checkers.
        let start = [(6, 5), (8, 3), (13, 5), (24, 2)];
        assert_eq!(
            Position::from_points(&start, &start),
            Ok(Position::STARTING)
        );
        // The opponent's 1-point is our 24-point; 25 is a bar.
        let position = Position::from_points(&[(25, 1)], &[(1, 2)]).unwrap();
        assert_eq!(position.board[25], 1);
        assert_eq!(position.board[24], -2);
        assert_eq!(
            Position::from_points(&[(0, 1)], &[]),
            Err(PositionError::NoSuchPoint { point: 0 })
        );
        assert_eq!(
            Position::from_points(&[(26, 1)], &[]),
            Err(PositionError::NoSuchPoint { point: 26 })
        );
        assert_eq!(
            Position::from_points(&[(6, 1)], &[(19, 1)]),
            Err(PositionError::SharedPoint { point: 6 })
        );
        assert!(Position::from_points(&[(6, 10), (8, 6)], &[]).is_err());
    }
}
