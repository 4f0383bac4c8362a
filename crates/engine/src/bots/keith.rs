//! Tom Keith's count: a pip count adjusted for wasteful bear-off structures, with simple
//! doubling and taking rules for races (money play). Summary as published at
//! bgonline.org/keith.html:
//!
//! - for each player, start with the pip count and add 2 for each checker beyond one on the
//!   one-point, 1 for each checker beyond one on the two-point, 1 for each checker beyond three on
//!   the three-point, and 1 for each empty point among the four-, five- and six-points;
//! - increase the count of the player on roll by one seventh (rounded down);
//! - double if that count exceeds the opponent's by no more than 4, redouble if by no more than
//!   3; take if the doubler's count exceeds the taker's by at least 2.
//!
//! It is calibrated for money races: bots use it only when there is no contact, and the rules
//! ignore the match score.

use crate::cube::{DoubleDecision, RelativeCubeOwner, TakeDecision};
use crate::position::{BoardPhase, Position};

/// The Keith count of the player on roll, without the one-seventh for being on roll. For the
/// opponent's count, use [`Position::switch_sides`].
pub fn keith_count(position: &Position) -> u32 {
    let beyond = |point: usize, allowed: u8| u32::from(position.own(point).saturating_sub(allowed));
    let empty_high_home = (4..=6).filter(|&point| position.own(point) == 0).count() as u32;
    position.pip_count() + 2 * beyond(1, 1) + beyond(2, 1) + beyond(3, 3) + empty_high_home
}

/// By how much the count of the player on roll, increased by a seventh, exceeds the opponent's.
fn roller_excess(position: &Position) -> i64 {
    let roller = keith_count(position);
    let roller = i64::from(roller + roller / 7);
    roller - i64::from(keith_count(&position.switch_sides()))
}

/// Keith's doubling rule for the player on roll, whose cube ownership is `owner` (a double from
/// a cube the player owns is a redouble, which needs one pip more). `None` when the position is
/// not a race: the rule says nothing about contact positions.
pub fn keith_double(position: &Position, owner: RelativeCubeOwner) -> Option<DoubleDecision> {
    if position.phase() == BoardPhase::Contact {
        return None;
    }
    let limit = if owner == RelativeCubeOwner::Bot {
        3
    } else {
        4
    };
    Some(if roller_excess(position) <= limit {
        DoubleDecision::Double
    } else {
        DoubleDecision::NoDouble
    })
}

/// Keith's taking rule for the player facing a double; `position` is seen by the doubler (on
/// roll). `None` when the position is not a race.
pub fn keith_take(position: &Position) -> Option<TakeDecision> {
    if position.phase() == BoardPhase::Contact {
        return None;
    }
    Some(if roller_excess(position) >= 2 {
        TakeDecision::Take
    } else {
        TakeDecision::Drop
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A race: the player on roll has `own` checkers on their points, the opponent `theirs` on
    /// the opponent's own points.
    fn race(own: &[(usize, u8)], theirs: &[(usize, u8)]) -> Position {
        Position::from_points(own, theirs).unwrap()
    }

    #[test]
    fn keith_count_adds_the_wastage_penalties() {
        // 3 on the one-point (+4), 2 on the two-point (+1), 5 on the three-point (+2), the four-
        // and five-points empty (+2), 5 on the six-point: pips 3 + 4 + 15 + 30 = 52.
        let position = race(&[(1, 3), (2, 2), (3, 5), (6, 5)], &[(6, 15)]);
        assert_eq!(position.pip_count(), 52);
        assert_eq!(keith_count(&position), 52 + 4 + 1 + 2 + 2);
    }

    #[test]
    fn keith_rules_double_and_take_by_the_margin() {
        // Both sides: 5 checkers on each of the 4-, 5- and 6-points: 75 pips, count 75.
        let even = [(4, 5), (5, 5), (6, 5)];
        // On roll: 75 + 10 = 85 against 75, excess 10: no double.
        let position = race(&even, &even);
        assert_eq!(roller_excess(&position), 10);
        assert_eq!(
            keith_double(&position, RelativeCubeOwner::Centered),
            Some(DoubleDecision::NoDouble)
        );
        // The opponent 8 pips further back (83 pips): excess 85 - 83 = 2.
        let behind = race(&even, &[(4, 1), (5, 5), (6, 9)]);
        assert_eq!(keith_count(&behind.switch_sides()), 83);
        assert_eq!(roller_excess(&behind), 2);
        assert_eq!(
            keith_double(&behind, RelativeCubeOwner::Centered),
            Some(DoubleDecision::Double)
        );
        assert_eq!(
            keith_double(&behind, RelativeCubeOwner::Bot),
            Some(DoubleDecision::Double)
        );
        assert_eq!(keith_take(&behind), Some(TakeDecision::Take));
        // Far ahead: double, and the opponent drops.
        let far = race(&even, &[(6, 15)]);
        assert_eq!(keith_take(&far), Some(TakeDecision::Drop));
    }

    #[test]
    fn keith_redouble_needs_a_pip_more_than_a_double() {
        // Excess exactly 4: double from the centre, but no redouble.
        let even = [(4, 5), (5, 5), (6, 5)];
        let position = race(&even, &[(4, 3), (5, 3), (6, 9)]);
        assert_eq!(keith_count(&position.switch_sides()), 81);
        assert_eq!(roller_excess(&position), 4);
        assert_eq!(
            keith_double(&position, RelativeCubeOwner::Centered),
            Some(DoubleDecision::Double)
        );
        assert_eq!(
            keith_double(&position, RelativeCubeOwner::Bot),
            Some(DoubleDecision::NoDouble)
        );
    }

    #[test]
    fn keith_rules_do_not_apply_in_contact() {
        assert_eq!(
            keith_double(&Position::STARTING, RelativeCubeOwner::Centered),
            None
        );
        assert_eq!(keith_take(&Position::STARTING), None);
    }
}
