//! Cubeful equities from cubeless chances: Rick Janowski's model ("Take-Points in Money Games",
//! 1993), in money play and, through the match equity table, in matches.
//!
//! Janowski's idea: the cubeful equity lies between two extremes. With a *dead* cube (nobody
//! will turn it again) it is the cubeless equity, linear in the winning chance `p`. With a fully
//! *live* cube (equity changes continuously, so every double is made exactly at the opponent's
//! take point) it is a broken line through the take point and the cash point. Real positions
//! are in between, and the cube efficiency `x` says where:
//! `cubeful = x * live + (1 - x) * dead`.
//!
//! Both lines keep the *shape* of the position's results fixed: the shares of gammons and
//! backgammons among the wins (and among the losses) stay as they are while `p` varies.
//!
//! Money play uses Janowski's closed formulas (`W` and `L`: the average cube-1 value of a win
//! and of a loss): live take point `(L - 1/2) / (W + L + 1/2)`, live cash point
//! `(L + 1) / (W + L + 1/2)`. Matches use the same construction in match winning chances
//! (MWC): each cube level's live take point is found where the taker's live MWC, owning the
//! doubled cube, equals the MWC of dropping, level by level up from the last cube that can be
//! turned (a cube is dead for a player who already wins the match by winning it, or at 64).

use crate::cube::RelativeCubeOwner;
use crate::eval::Probabilities;
use crate::referee::MAX_CUBE;

use super::met::{after_game, Stage};

/// Chances below this count as zero when dividing by them.
const EPSILON: f64 = 1e-9;

/// The winning chance of the player on roll and the make-up of their wins and losses:
/// `[single, gammon, backgammon]` shares, each summing to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Chances {
    pub p: f64,
    pub wins: [f64; 3],
    pub losses: [f64; 3],
}

impl Chances {
    /// The chances of `probabilities` (consistent ones, as the evaluator gives). With no wins
    /// (or no losses) at all, their make-up is taken as single games; it is then never used
    /// at the actual `p`, only at the far end of the lines.
    /// A chance that is not a number (never from the evaluator) counts as 0, so that the
    /// analysis stays finite.
    pub fn of(probabilities: &Probabilities) -> Chances {
        let chance = |value: f32| {
            if value.is_finite() {
                f64::from(value)
            } else {
                0.0
            }
        };
        let p = chance(probabilities.win).clamp(0.0, 1.0);
        let shares = |total: f64, gammon: f32, backgammon: f32| {
            if total < EPSILON {
                return [1.0, 0.0, 0.0];
            }
            let gammon = (chance(gammon) / total).clamp(0.0, 1.0);
            let backgammon = (chance(backgammon) / total).clamp(0.0, gammon);
            [1.0 - gammon, gammon - backgammon, backgammon]
        };
        Chances {
            p,
            wins: shares(p, probabilities.win_gammon, probabilities.win_backgammon),
            losses: shares(
                1.0 - p,
                probabilities.lose_gammon,
                probabilities.lose_backgammon,
            ),
        }
    }

    /// The average value of a win at cube 1 (Janowski's `W`), and of a loss (`L`), both >= 1.
    pub fn average_win_loss(&self) -> (f64, f64) {
        let average = |shares: [f64; 3]| shares[0] + 2.0 * shares[1] + 3.0 * shares[2];
        (average(self.wins), average(self.losses))
    }
}

/// The value of a broken line through `points` (sorted by `p`, from 0 to 1) at `p`.
fn line_at(points: &[(f64, f64)], p: f64) -> f64 {
    let mut previous = points[0];
    for &point in &points[1..] {
        if p <= point.0 {
            let width = point.0 - previous.0;
            if width < EPSILON {
                return point.1;
            }
            return previous.1 + (point.1 - previous.1) * (p - previous.0) / width;
        }
        previous = point;
    }
    previous.1
}

/// The smallest `p` in 0..=1 where the non-decreasing broken line through `points` reaches
/// `target` (0 when it starts above it, 1 when it never reaches it).
fn line_solve(points: &[(f64, f64)], target: f64) -> f64 {
    if target <= points[0].1 {
        return points[0].0;
    }
    for pair in points.windows(2) {
        let ((p0, v0), (p1, v1)) = (pair[0], pair[1]);
        if target <= v1 {
            if v1 - v0 < EPSILON {
                return p0;
            }
            return p0 + (p1 - p0) * (target - v0) / (v1 - v0);
        }
    }
    1.0
}

/// Cubeful equities of the player on roll, in the units of the caller (money: points per unit
/// of the current cube; matches: match winning chances).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Equities {
    pub no_double: f64,
    pub double_take: f64,
    pub double_drop: f64,
}

/// Money play: the equities per unit of the current cube, with cube efficiency `x`. `owner`
/// is the cube's owner from the side of the player on roll; `jacoby` applies only while the
/// cube is centred.
pub(crate) fn money(chances: &Chances, owner: RelativeCubeOwner, jacoby: bool, x: f64) -> Equities {
    let p = chances.p;
    let (w, l) = chances.average_win_loss();
    // Janowski's live take and cash points of the player on roll.
    let take_point = (l - 0.5) / (w + l + 0.5);
    let cash_point = (l + 1.0) / (w + l + 0.5);
    let cubeless = p * w - (1.0 - p) * l;
    // Under the Jacoby rule a centred cube scores every game as a single: the player who would
    // win a gammon cashes instead, so the live line is flat at -1 and +1 outside the window.
    let (lose_end, win_end) = if jacoby { (-1.0, 1.0) } else { (-l, w) };
    let live = |owner: RelativeCubeOwner| -> f64 {
        let points: &[(f64, f64)] = match owner {
            RelativeCubeOwner::Centered => &[
                (0.0, lose_end),
                (take_point, -1.0),
                (cash_point, 1.0),
                (1.0, win_end),
            ],
            RelativeCubeOwner::Bot => &[(0.0, -l), (cash_point, 1.0), (1.0, w)],
            RelativeCubeOwner::Opponent => &[(0.0, -l), (take_point, -1.0), (1.0, w)],
        };
        line_at(points, p)
    };
    let dead_no_double = if jacoby && owner == RelativeCubeOwner::Centered {
        2.0 * p - 1.0
    } else {
        cubeless
    };
    let no_double = x * live(owner) + (1.0 - x) * dead_no_double;
    let unavailable = x * live(RelativeCubeOwner::Opponent) + (1.0 - x) * cubeless;
    Equities {
        no_double,
        double_take: 2.0 * unavailable,
        double_drop: 1.0,
    }
}

/// A match score seen by the player on roll, with the results' make-up: everything the
/// match-play lines need.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MatchModel {
    /// Points away, `(player on roll, opponent)`, each 1..=25.
    pub away: (u32, u32),
    pub stage: Stage,
    pub chances: Chances,
}

/// Whose cube, in the match model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Holder {
    Me,
    Opponent,
}

impl MatchModel {
    /// The MWC of the player on roll after winning at cube `value`, with the make-up of wins.
    fn win(&self, value: u32) -> f64 {
        (0..3)
            .map(|k| {
                self.chances.wins[k] * after_game(self.away, self.stage, (k as u32 + 1) * value, 0)
            })
            .sum()
    }

    /// The MWC after losing at cube `value`, with the make-up of losses.
    fn lose(&self, value: u32) -> f64 {
        (0..3)
            .map(|k| {
                self.chances.losses[k]
                    * after_game(self.away, self.stage, 0, (k as u32 + 1) * value)
            })
            .sum()
    }

    /// The MWC after the opponent drops a double from `value` (a single game won at `value`).
    pub fn cash(&self, value: u32) -> f64 {
        after_game(self.away, self.stage, value, 0)
    }

    /// The MWC after dropping the opponent's double from `value`.
    pub fn pass(&self, value: u32) -> f64 {
        after_game(self.away, self.stage, 0, value)
    }

    /// Whether `holder` may usefully double a cube of `value` it has access to: not in the
    /// Crawford game, not at 64, and not when winning a single game at `value` already wins
    /// them the match (the referee's dead cube).
    fn may_double(&self, holder: Holder, value: u32) -> bool {
        let away = match holder {
            Holder::Me => self.away.0,
            Holder::Opponent => self.away.1,
        };
        self.stage != Stage::Crawford && value < away && value * 2 <= MAX_CUBE
    }

    /// The dead-cube line at cube `value`.
    fn dead(&self, value: u32) -> [(f64, f64); 2] {
        [(0.0, self.lose(value)), (1.0, self.win(value))]
    }

    /// The live-cube line of the player on roll at cube `value` owned by `owner`
    /// (`None`: centred).
    fn live(&self, value: u32, owner: Option<Holder>) -> Vec<(f64, f64)> {
        let mut points = vec![(0.0, self.lose(value))];
        if owner != Some(Holder::Me) && self.may_double(Holder::Opponent, value) {
            points.push((self.take_point(value), self.pass(value)));
        }
        if owner != Some(Holder::Opponent) && self.may_double(Holder::Me, value) {
            points.push((self.cash_point(value), self.cash(value)));
        }
        points.push((1.0, self.win(value)));
        // The take point lies below the cash point at every sensible score; sorting keeps the
        // line a function should the table make them cross.
        points.sort_by(|a, b| a.0.total_cmp(&b.0));
        points
    }

    /// The live take point of the player on roll against a double from `value`: where their
    /// live MWC owning `2 * value` equals the MWC of dropping.
    fn take_point(&self, value: u32) -> f64 {
        line_solve(&self.live(value * 2, Some(Holder::Me)), self.pass(value))
    }

    /// The live cash point of the player on roll doubling from `value`: where the opponent's
    /// take (their live line owning `2 * value`) is worth the same to them as a drop.
    fn cash_point(&self, value: u32) -> f64 {
        line_solve(
            &self.live(value * 2, Some(Holder::Opponent)),
            self.cash(value),
        )
    }

    /// The cubeful MWC of the player on roll at cube `value` owned by `owner`, with
    /// efficiency `x`.
    fn cubeful(&self, value: u32, owner: Option<Holder>, x: f64) -> f64 {
        let p = self.chances.p;
        let dead = line_at(&self.dead(value), p);
        if owner.is_none() && self.last_cube_for_both(value) {
            return dead;
        }
        x * line_at(&self.live(value, owner), p) + (1.0 - x) * dead
    }

    /// Whether a centred cube of `value` can be turned only once more, whoever turns it: each
    /// player may double, and the doubled cube would be dead for either taker (2-away 2-away).
    /// Such a cube is valued as dead, as GNU Backgammon does: neither player has any recube
    /// vig, and the live line's promise of a double at the edge of the window later is not
    /// worth keeping the cube for (it would make a 96% position with few gammons too good).
    fn last_cube_for_both(&self, value: u32) -> bool {
        self.may_double(Holder::Me, value)
            && self.may_double(Holder::Opponent, value)
            && value * 2 >= self.away.0
            && value * 2 >= self.away.1
    }

    /// The equities in MWC of the player on roll, at cube `value` owned by `owner`.
    pub fn equities(&self, value: u32, owner: RelativeCubeOwner, x: f64) -> Equities {
        let owner = match owner {
            RelativeCubeOwner::Centered => None,
            RelativeCubeOwner::Bot => Some(Holder::Me),
            RelativeCubeOwner::Opponent => Some(Holder::Opponent),
        };
        Equities {
            no_double: self.cubeful(value, owner, x),
            double_take: self.cubeful(value * 2, Some(Holder::Opponent), x),
            double_drop: self.cash(value),
        }
    }

    /// Whether the player on roll may double a cube of `value` now (given access to it).
    pub fn may_double_now(&self, value: u32) -> bool {
        self.may_double(Holder::Me, value)
    }

    /// An MWC as a normalised money-like equity ("EMG") at cube `value`: -1 for losing a
    /// single game at `value`, +1 for winning one, linear in between.
    pub fn emg(&self, mwc: f64, value: u32) -> f64 {
        let (lose, win) = (self.pass(value), self.cash(value));
        if win - lose < EPSILON {
            return 0.0;
        }
        2.0 * (mwc - lose) / (win - lose) - 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broken_lines_interpolate_and_solve() {
        let points = [(0.0, -1.0), (0.25, 0.0), (1.0, 3.0)];
        assert_eq!(line_at(&points, 0.0), -1.0);
        assert!((line_at(&points, 0.125) + 0.5).abs() < 1e-12);
        assert!((line_at(&points, 0.5) - 1.0).abs() < 1e-12);
        assert_eq!(line_at(&points, 1.0), 3.0);
        assert!((line_solve(&points, 1.0) - 0.5).abs() < 1e-12);
        assert_eq!(line_solve(&points, -2.0), 0.0);
        assert_eq!(line_solve(&points, 4.0), 1.0);
    }

    #[test]
    fn chances_split_wins_and_losses_by_kind() {
        let chances = Chances::of(&Probabilities {
            win: 0.5,
            win_gammon: 0.2,
            win_backgammon: 0.05,
            lose_gammon: 0.1,
            lose_backgammon: 0.0,
        });
        let close = |a: [f64; 3], b: [f64; 3]| a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-6);
        assert!(close(chances.wins, [0.6, 0.3, 0.1]));
        assert!(close(chances.losses, [0.8, 0.2, 0.0]));
        let (w, l) = chances.average_win_loss();
        assert!((w - 1.5).abs() < 1e-6 && (l - 1.2).abs() < 1e-6);
    }
}
