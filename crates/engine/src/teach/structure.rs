//! The shape of the mover's position: made points, primes, anchors, back checkers, builders.
//! Every function sees a position from the mover's side (their checkers positive, moving from
//! 24 down to 1; the opponent's moving up from their bar, the mover's point 0).

use crate::position::{Position, BAR};

/// The mover's made points (two or more checkers), as a bit set: bit `p` for point `p`.
pub fn made_points(position: &Position) -> u32 {
    (1..=24)
        .filter(|&point| position.own(point) >= 2)
        .fold(0, |set, point| set | 1 << point)
}

/// The points of a bit set, lowest first.
pub fn points_of(set: u32) -> Vec<u8> {
    (1..=24u8).filter(|&point| set & 1 << point != 0).collect()
}

/// A run of consecutive made points and the opponent's checkers behind it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Prime {
    /// The lowest point of the run (0 when the mover has no made point).
    pub start: u8,
    /// How many consecutive points it covers (0 without a made point).
    pub length: u8,
    /// The opponent's checkers behind it: on the mover's points below `start` and on the
    /// opponent's bar. They must pass the run to get home.
    pub trapped: u8,
}

/// The mover's longest run of consecutive made points; of two equally long, the one that
/// traps more of the opponent's checkers (then the lower one).
pub fn longest_prime(position: &Position) -> Prime {
    let made = made_points(position);
    let mut best = Prime::default();
    let mut point = 1u8;
    while point <= 24 {
        if made & 1 << point == 0 {
            point += 1;
            continue;
        }
        let start = point;
        while point <= 24 && made & 1 << point != 0 {
            point += 1;
        }
        let prime = Prime {
            start,
            length: point - start,
            trapped: opponent_checkers_below(position, start),
        };
        if (prime.length, prime.trapped) > (best.length, best.trapped) {
            best = prime;
        }
    }
    best
}

/// The opponent's checkers on their bar and on the mover's points below `point`.
fn opponent_checkers_below(position: &Position, point: u8) -> u8 {
    (0..usize::from(point))
        .map(|below| position.opponent(below))
        .sum()
}

/// The mover's anchors: points in the opponent's home board (the mover's 19 to 24) held with
/// two or more checkers, as a bit set.
pub fn anchors(position: &Position) -> u32 {
    made_points(position) & ANCHOR_POINTS
}

/// The mover's points 19..=24: the opponent's home board.
const ANCHOR_POINTS: u32 = 0b11_1111 << 19;

/// The mover's back checkers: on the bar or in the opponent's home board (points 19 to 24).
pub fn back_checkers(position: &Position) -> u8 {
    (19..=BAR).map(|point| position.own(point)).sum()
}

/// The points the mover wants to make next: their points 3 to 8 (the home-board points that
/// block most, the bar point, the 8-point) that they do not hold yet and the opponent does not
/// hold either.
pub fn builder_targets(position: &Position) -> Vec<u8> {
    (3..=8u8)
        .filter(|&point| position.own(usize::from(point)) < 2)
        .filter(|&point| position.opponent(usize::from(point)) < 2)
        .collect()
}

/// The mover's builders for [`builder_targets`]: checkers that are free to move without giving
/// up a point (a blot, or the third and later checkers of a point) and stand 1 to 6 pips above
/// a target point, so that one die brings them there. Each checker counts once.
pub fn builders(position: &Position) -> u8 {
    let targets = builder_targets(position);
    (1..=24u8)
        .filter(|&point| {
            targets
                .iter()
                .any(|&target| point > target && point - target <= 6)
        })
        .map(|point| spare_checkers(position.own(usize::from(point))))
        .sum()
}

/// The checkers of a point that can leave without giving it up: a blot's one, or all but two.
fn spare_checkers(count: u8) -> u8 {
    match count {
        0 => 0,
        1 => 1,
        _ => count - 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::board;

    #[test]
    fn the_longest_prime_is_the_longest_run_of_made_points() {
        // Points 4 to 9 made: a full prime, with two opponent checkers behind it (on the
        // mover's 2 and on their bar) and one in front of it (on 12).
        let position = board(
            &[(4, 2), (5, 2), (6, 2), (7, 2), (8, 2), (9, 3)],
            &[(0, 1), (2, 1), (12, 1)],
        );
        assert_eq!(
            longest_prime(&position),
            Prime {
                start: 4,
                length: 6,
                trapped: 2
            }
        );
        // A gap at 6 leaves two 3-point runs; the higher traps more.
        let broken = board(
            &[(3, 2), (4, 2), (5, 2), (7, 2), (8, 2), (9, 2)],
            &[(6, 1), (1, 1)],
        );
        assert_eq!(
            longest_prime(&broken),
            Prime {
                start: 7,
                length: 3,
                trapped: 2
            }
        );
        assert_eq!(
            longest_prime(&board(&[(6, 1)], &[(1, 2)])),
            Prime::default()
        );
        // The starting position: 6 and 8 are not consecutive.
        assert_eq!(longest_prime(&Position::STARTING).length, 1);
    }

    #[test]
    fn anchors_and_back_checkers_are_in_the_opponents_home_board() {
        let start = Position::STARTING;
        assert_eq!(points_of(anchors(&start)), vec![24]);
        assert_eq!(back_checkers(&start), 2);
        let position = board(&[(25, 1), (20, 2), (18, 2), (13, 3)], &[(1, 2)]);
        assert_eq!(points_of(anchors(&position)), vec![20]);
        assert_eq!(back_checkers(&position), 3);
    }

    #[test]
    fn builders_are_spare_checkers_within_a_die_of_a_target_point() {
        // The starting position: targets 3, 4, 5, 7 (6 and 8 are made). Spares: three on 6,
        // one on 8 and three on 13 (13 is 6 above 7). 24 is too far.
        let start = Position::STARTING;
        assert_eq!(builder_targets(&start), vec![3, 4, 5, 7]);
        assert_eq!(builders(&start), 3 + 1 + 3);
        // A blot on 11 aims at 5, 7 and 8; the two checkers of a made 9-point are not spare.
        let position = board(&[(11, 1), (9, 2)], &[(24, 2)]);
        assert_eq!(builders(&position), 1);
        // A target the opponent holds is no target.
        let blocked = board(&[(9, 1)], &[(3, 2), (4, 2), (5, 2), (6, 2), (7, 2), (8, 2)]);
        assert!(builder_targets(&blocked).is_empty());
        assert_eq!(builders(&blocked), 0);
    }
}
