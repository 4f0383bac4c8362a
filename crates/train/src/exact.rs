//! Where the engine's one-sided bear-off database gives the exact value of a position, so that
//! a rollout may stop there without changing its expectation.
//!
//! The database (`bg_engine::eval::bearoff`) holds, for each home board, the distribution of
//! the number of rolls to bear everything off when the side plays to minimize the *expected*
//! number of rolls, and pairs two such distributions into the chances of a pure bear-off. That
//! is exact for the one-sided policy, not always for the game: a side that is behind may do
//! better by a play that raises its chance of finishing within `k` rolls at the cost of its
//! average, and the gammon chances come from a different policy (the fastest first checker
//! off) than the win chances. The database's answer is the game's exact cubeless value in
//! these pure bear-offs, and only in them:
//!
//! 1. **The player on roll finishes with every roll** (its chance of being off in one roll is
//!    1): it wins, a gammon exactly when the opponent has borne nothing off.
//! 2. **The opponent finishes with every roll it may get**: the player on roll wins exactly
//!    when it finishes now (any play that bears everything off is taken), and when it has
//!    borne nothing off it is gammoned unless it bears a checker off now. The opponent has at
//!    most four checkers left (at most four come off in a roll), so no gammon for the player on
//!    roll.
//! 3. **Both sides have borne a checker off** (no gammon is possible either way) **and both
//!    boards are policy-free**: for every `k`, the database's chance of being off within `k`
//!    rolls equals the best chance any policy has ([`OptimalFinish`], a dynamic programme over
//!    all boards). Then each side's database policy guarantees its database chances against
//!    any play of the other side (the other's dice are independent of its own), so the pair
//!    is a saddle point and the database's win chance is the value of the race.
//!
//! A test checks the claim by brute force: for every pair of boards of one to three checkers,
//! the answers equal a two-sided search of the race where both sides play for the win (5,294
//! pairs answered; of the 1,762 refused, the database is wrong in 694).
//!
//! Everything else (contact, races with checkers outside the home boards, and pure bear-offs
//! with a gammon at stake or a board where the expected-rolls policy is not best for every
//! horizon) is *not* exact, and a rollout plays it out.

use std::sync::OnceLock;

use bg_engine::eval::bearoff::{
    all_boards, cumulative, rank, BearoffDatabase, HomeBoard, MAX_ROLLS, N_POSITIONS,
};
use bg_engine::eval::Probabilities;
use bg_engine::{BoardPhase, Dice, Play, Position};

/// How far two chances of the `f32` tables may differ and still count as equal.
const TOLERANCE: f32 = 2e-5;

/// The best chance, over all policies, of bearing a home board off within `k` rolls, for every
/// board of up to 15 checkers and every `k < MAX_ROLLS`, and whether the database's
/// expected-rolls policy achieves it for every `k` (the board is *policy-free*).
pub struct OptimalFinish {
    /// `within[rank][k]`: the best chance of being off within `k` rolls.
    within: Vec<[f32; MAX_ROLLS]>,
    policy_free: Vec<bool>,
}

impl OptimalFinish {
    /// Computes both tables: for each board (by increasing pips, so that every successor is
    /// done first), `within[b][k]` is the mean over the 36 rolls of the best successor's
    /// `within[k - 1]`. About as costly as the database itself (a second or two in release).
    pub fn generate() -> OptimalFinish {
        let database = BearoffDatabase::get();
        let boards = all_boards();
        let mut within = vec![[0f32; MAX_ROLLS]; N_POSITIONS];
        let mut policy_free = vec![false; N_POSITIONS];
        let mut plays = Vec::with_capacity(64);
        let mut ranks = Vec::with_capacity(64);
        for home in &boards {
            let index = rank(home);
            if checkers(home) == 0 {
                within[index] = [1.0; MAX_ROLLS];
                policy_free[index] = true;
                continue;
            }
            let mut best = [0f32; MAX_ROLLS];
            for (dice, weight) in Dice::all_21() {
                let chance = f32::from(weight) / 36.0;
                successors(home, dice, &mut plays);
                ranks.clear();
                ranks.extend(plays.iter().map(|play| rank(&home_of(&play.position))));
                for k in 1..MAX_ROLLS {
                    let top = ranks
                        .iter()
                        .map(|&next| within[next][k - 1])
                        .fold(0f32, f32::max);
                    best[k] += chance * top;
                }
            }
            let database_within = cumulative(database.off_distribution(home));
            policy_free[index] = (1..MAX_ROLLS).all(|k| database_within[k] >= best[k] - TOLERANCE);
            within[index] = best;
        }
        OptimalFinish {
            within,
            policy_free,
        }
    }

    /// The shared tables, computed on first use.
    pub fn get() -> &'static OptimalFinish {
        static TABLES: OnceLock<OptimalFinish> = OnceLock::new();
        TABLES.get_or_init(OptimalFinish::generate)
    }

    /// The best chance of bearing `home` off within `k` rolls (`k < MAX_ROLLS`).
    pub fn within(&self, home: &HomeBoard, k: usize) -> f32 {
        self.within[rank(home)][k.min(MAX_ROLLS - 1)]
    }

    /// Whether the database's policy is best for every horizon from `home`.
    pub fn is_policy_free(&self, home: &HomeBoard) -> bool {
        self.policy_free[rank(home)]
    }

    /// How many of the boards of up to 15 checkers are policy-free.
    pub fn policy_free_count(&self) -> usize {
        self.policy_free.iter().filter(|&&free| free).count()
    }
}

/// Which of the exact cases of the module documentation a position is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExactCase {
    /// The player on roll bears everything off with any roll.
    OnRollFinishes,
    /// The opponent bears everything off with any roll next turn.
    OpponentFinishes,
    /// No gammon possible and both boards policy-free.
    PolicyFreeRace,
}

/// The exact chances of the player on roll in `position` (before its roll) where the one-sided
/// database gives them (see the module documentation), with the case; `None` elsewhere.
pub fn exact_bearoff(position: &Position) -> Option<(Probabilities, ExactCase)> {
    if position.phase() != BoardPhase::BearOff || position.has_won() || position.has_lost() {
        return None;
    }
    let database = BearoffDatabase::get();
    let chances = database.evaluate(position)?;
    let own = home_of(position);
    let theirs = home_of(&position.switch_sides());
    let case = if database.off_distribution(&own)[1] >= 1.0 - TOLERANCE {
        ExactCase::OnRollFinishes
    } else if database.off_distribution(&theirs)[1] >= 1.0 - TOLERANCE {
        ExactCase::OpponentFinishes
    } else if position.own_off() > 0 && position.opponent_off() > 0 && {
        let optimal = OptimalFinish::get();
        optimal.is_policy_free(&own) && optimal.is_policy_free(&theirs)
    } {
        ExactCase::PolicyFreeRace
    } else {
        return None;
    };
    Some((snap(chances), case))
}

/// The database's `f32` sums of 36ths, with chances within the tolerance of 0 or 1 made exact
/// (a sure win is 1, not 0.99999994).
fn snap(chances: Probabilities) -> Probabilities {
    let clean = |p: f32| {
        if p < TOLERANCE {
            0.0
        } else if p > 1.0 - TOLERANCE {
            1.0
        } else {
            p
        }
    };
    Probabilities::from_outputs(chances.to_array().map(clean))
}

fn checkers(home: &HomeBoard) -> usize {
    home.iter().map(|&c| usize::from(c)).sum()
}

/// The plays of `dice` from `home` alone on the board (the opponent's checkers out of reach
/// on its own 1-point, which changes nothing in a bear-off).
fn successors(home: &HomeBoard, dice: Dice, plays: &mut Vec<Play>) {
    let mut board = [0i8; 26];
    for (i, &count) in home.iter().enumerate() {
        board[i + 1] = count as i8;
    }
    board[24] = -15;
    plays.clear();
    if let Ok(position) = Position::try_from_board(board) {
        position.legal_plays_into(dice, plays);
    }
}

/// The own checkers on points 1 to 6 of `position`.
pub fn home_of(position: &Position) -> HomeBoard {
    let mut home = [0u8; 6];
    for (i, count) in home.iter_mut().enumerate() {
        *count = position.own(i + 1);
    }
    home
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `own` and `theirs` as `(point, checkers)`, each side numbered from its own side.
    fn position(own: &[(usize, u8)], theirs: &[(usize, u8)]) -> Position {
        Position::from_points(own, theirs).unwrap()
    }

    #[test]
    fn a_side_that_finishes_with_every_roll_wins_exactly() {
        // Two checkers on the 1-point against fifteen: a sure gammon.
        let (chances, case) = exact_bearoff(&position(&[(1, 2)], &[(6, 15)])).unwrap();
        assert_eq!(case, ExactCase::OnRollFinishes);
        assert_eq!(chances.to_array(), [1.0, 1.0, 0.0, 0.0, 0.0]);
        // Against a side that has borne one off: a single win.
        let (chances, _) = exact_bearoff(&position(&[(1, 2)], &[(6, 14)])).unwrap();
        assert_eq!(chances.to_array(), [1.0, 0.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn against_a_side_that_finishes_next_the_player_wins_by_finishing_now() {
        // One checker on the 6-point against one on the opponent's 1-point: 27 rolls of 36.
        let (chances, case) = exact_bearoff(&position(&[(6, 1)], &[(1, 1)])).unwrap();
        assert_eq!(case, ExactCase::OpponentFinishes);
        assert!((chances.win - 0.75).abs() < 1e-6, "{chances:?}");
        // Fifteen on the 6-point, nothing off, against a last checker: gammoned unless a
        // checker comes off now (17 rolls of 36, see bearoff.rs's test).
        let (chances, _) = exact_bearoff(&position(&[(6, 15)], &[(1, 1)])).unwrap();
        assert_eq!(chances.win, 0.0);
        assert!(
            (chances.lose_gammon - 19.0 / 36.0).abs() < 1e-6,
            "{chances:?}"
        );
    }

    #[test]
    fn gammons_at_stake_and_contact_are_not_exact() {
        // Nothing off on either side, neither finishing at once: the database's gammon chances
        // come from another policy than its win chances.
        assert!(exact_bearoff(&position(&[(6, 15)], &[(6, 15)])).is_none());
        assert!(exact_bearoff(&Position::STARTING).is_none());
        // A race with checkers outside the home board.
        assert!(exact_bearoff(&position(&[(7, 1)], &[(1, 1)])).is_none());
    }

    #[test]
    fn the_optimal_finish_is_the_database_for_a_lone_checker() {
        let optimal = OptimalFinish::get();
        let database = BearoffDatabase::get();
        for point in 1..=6 {
            let mut home = [0u8; 6];
            home[point - 1] = 1;
            assert!(optimal.is_policy_free(&home), "{home:?}");
            let within = cumulative(database.off_distribution(&home));
            for (k, &chance) in within.iter().enumerate() {
                assert!((optimal.within(&home, k) - chance).abs() < TOLERANCE);
            }
        }
        // Never below the database's policy anywhere: it is one of the policies.
        for home in all_boards().iter().step_by(97) {
            let within = cumulative(database.off_distribution(home));
            for (k, &chance) in within.iter().enumerate().skip(1) {
                assert!(
                    optimal.within(home, k) >= chance - TOLERANCE,
                    "{home:?} {k}"
                );
            }
        }
    }

    #[test]
    fn few_boards_are_policy_free() {
        // The expected-rolls policy is best at every horizon on 1,655 of the 54,264 boards:
        // all of one and two checkers, 45 of the 56 of three, 333 of the 15,504 of fifteen.
        let optimal = OptimalFinish::get();
        let count = optimal.policy_free_count();
        assert_eq!(count, 1655, "policy-free boards");
    }

    #[test]
    fn a_policy_free_race_without_gammons_is_exact_and_another_is_not() {
        // Two checkers a side (every board of one or two checkers is policy-free), neither
        // side sure to finish in one roll: the database's race value is exact.
        let two_each = position(&[(6, 1), (5, 1)], &[(6, 1), (4, 1)]);
        let (chances, case) = exact_bearoff(&two_each).unwrap();
        assert_eq!(case, ExactCase::PolicyFreeRace);
        let database = BearoffDatabase::get().evaluate(&two_each).unwrap();
        assert_eq!(chances.win, database.win);
        assert_eq!(chances.win_gammon + chances.lose_gammon, 0.0);
        // Three on the 1-point, three on the 2-point and one on the 3-point: the fewest
        // expected rolls is not the best chance of finishing within two rolls (the tables
        // differ by 0.0008 there), so the same race against it is not exact.
        let not_free = [3, 3, 1, 0, 0, 0];
        assert!(!OptimalFinish::get().is_policy_free(&not_free));
        let against = position(&[(3, 1), (2, 3), (1, 3)], &[(6, 1), (4, 1)]);
        assert_eq!(home_of(&against), not_free);
        assert_eq!(exact_bearoff(&against), None);
    }

    /// The chance that the player on roll with `own` wins the race against `theirs` when both
    /// play perfectly for the win: a two-sided search over every roll and play, memoized.
    fn two_sided_win(
        own: HomeBoard,
        theirs: HomeBoard,
        memo: &mut std::collections::HashMap<(HomeBoard, HomeBoard), f64>,
    ) -> f64 {
        if let Some(&known) = memo.get(&(own, theirs)) {
            return known;
        }
        let mut win = 0.0;
        let mut plays = Vec::new();
        for (dice, weight) in Dice::all_21() {
            successors(&own, dice, &mut plays);
            let afters: Vec<HomeBoard> = plays.iter().map(|p| home_of(&p.position)).collect();
            let best = afters
                .into_iter()
                .map(|after| {
                    if checkers(&after) == 0 {
                        1.0
                    } else {
                        1.0 - two_sided_win(theirs, after, memo)
                    }
                })
                .fold(0.0, f64::max);
            win += f64::from(weight) / 36.0 * best;
        }
        memo.insert((own, theirs), win);
        win
    }

    #[test]
    fn every_exact_race_of_up_to_three_checkers_a_side_is_the_two_sided_value() {
        // Independent of the proof: for every pair of boards of one to three checkers (both
        // sides with checkers off, so no gammons), a brute-force search of the race where both
        // sides play for the win. Wherever `exact_bearoff` answers, it must be that value;
        // and where it refuses (a board that is not policy-free), the one-sided database is
        // wrong for some pair, or refusing would be needless.
        let small: Vec<HomeBoard> = all_boards()
            .into_iter()
            .filter(|b| (1..=3).contains(&checkers(b)))
            .collect();
        let mut memo = std::collections::HashMap::new();
        let (mut answered, mut refused_and_wrong) = (0, 0);
        for own in &small {
            for theirs in &small {
                let mut board = [0i8; 26];
                for (i, (&a, &b)) in own.iter().zip(theirs).enumerate() {
                    board[i + 1] = a as i8;
                    board[24 - i] = -(b as i8);
                }
                let race = Position::try_from_board(board).unwrap();
                let truth = two_sided_win(*own, *theirs, &mut memo);
                match exact_bearoff(&race) {
                    Some((chances, _)) => {
                        answered += 1;
                        assert!(
                            (f64::from(chances.win) - truth).abs() < 1e-5,
                            "{own:?} against {theirs:?}: {chances:?}, truly {truth}"
                        );
                    }
                    None => {
                        let database = BearoffDatabase::get().evaluate(&race).unwrap();
                        if (f64::from(database.win) - truth).abs() > 1e-5 {
                            refused_and_wrong += 1;
                        }
                    }
                }
            }
        }
        // 5,294 of the 7,056 pairs are answered; of the 1,762 refused, the database is wrong
        // (by more than 1e-5) in 694.
        assert_eq!((answered, refused_and_wrong), (5294, 694));
    }
}
