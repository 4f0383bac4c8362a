//! When a kept mistake comes back: a Leitner-style box per mistake. A mistake found by an
//! analysis enters the first box, due at once. A right answer at the first try makes it due
//! again after the interval of its box ([`INTERVAL_DAYS`]: 1, 3, 7, 14, then every 30 days)
//! and moves it one box on; any other answer puts it back in the first box, due at once.
//!
//! Times are milliseconds since the Unix epoch, handed in (the app passes `Date.now()`), so
//! the rule is pure and its tests set the clock.

use serde::{Deserialize, Serialize};

/// One day in milliseconds.
pub const DAY_MS: u64 = 86_400_000;

/// The wait after a right answer, in days, by box (the first box is 0).
pub const INTERVAL_DAYS: [u64; 5] = [1, 3, 7, 14, 30];

/// The last box: a mistake answered right there stays in it, due every 30 days.
pub const LAST_BOX: u8 = (INTERVAL_DAYS.len() - 1) as u8;

/// How an exercise went, for the schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// As good as the best at the first try.
    Right,
    /// Right only at the second try, or not at all.
    Wrong,
}

/// A mistake's box and the time it is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule {
    /// 0..=[`LAST_BOX`].
    #[serde(rename = "box")]
    pub box_number: u8,
    /// Due from this time on (milliseconds since the Unix epoch).
    pub due_ms: u64,
}

impl Schedule {
    /// A mistake found at `now_ms`: in the first box, due at once.
    pub fn new(now_ms: u64) -> Schedule {
        Schedule {
            box_number: 0,
            due_ms: now_ms,
        }
    }

    /// Whether it is due at `now_ms`.
    pub fn is_due(&self, now_ms: u64) -> bool {
        self.due_ms <= now_ms
    }

    /// The schedule after an exercise that went `outcome` at `now_ms`.
    pub fn after(self, outcome: Outcome, now_ms: u64) -> Schedule {
        match outcome {
            Outcome::Right => {
                let box_number = self.box_number.min(LAST_BOX);
                let wait = INTERVAL_DAYS[usize::from(box_number)] * DAY_MS;
                Schedule {
                    box_number: (box_number + 1).min(LAST_BOX),
                    due_ms: now_ms.saturating_add(wait),
                }
            }
            Outcome::Wrong => Schedule::new(now_ms),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: u64 = 1_764_600_000_000;

    #[test]
    fn a_new_mistake_is_in_the_first_box_and_due_at_once() {
        let schedule = Schedule::new(NOW);
        assert_eq!(schedule.box_number, 0);
        assert!(schedule.is_due(NOW));
        assert!(!schedule.is_due(NOW - 1));
    }

    #[test]
    fn right_answers_move_it_out_by_1_3_7_14_then_30_days() {
        let mut schedule = Schedule::new(NOW);
        let mut now = NOW;
        for days in [1, 3, 7, 14, 30, 30, 30] {
            schedule = schedule.after(Outcome::Right, now);
            assert_eq!(schedule.due_ms, now + days * DAY_MS, "after {days} days");
            assert!(!schedule.is_due(now + days * DAY_MS - 1));
            assert!(schedule.is_due(now + days * DAY_MS));
            now = schedule.due_ms;
        }
        assert_eq!(schedule.box_number, LAST_BOX);
    }

    #[test]
    fn a_wrong_answer_puts_it_back_in_the_first_box_due_at_once() {
        let schedule = Schedule::new(NOW)
            .after(Outcome::Right, NOW)
            .after(Outcome::Right, NOW + DAY_MS);
        assert_eq!(schedule.box_number, 2);
        let later = NOW + 5 * DAY_MS;
        let back = schedule.after(Outcome::Wrong, later);
        assert_eq!(back, Schedule::new(later));
        // From the first box again: the next right answer waits one day.
        assert_eq!(back.after(Outcome::Right, later).due_ms, later + DAY_MS);
    }

    #[test]
    fn a_box_past_the_last_and_a_clock_at_its_end_do_not_panic() {
        let odd = Schedule {
            box_number: 200,
            due_ms: u64::MAX,
        };
        let next = odd.after(Outcome::Right, u64::MAX - 1);
        assert_eq!(next.box_number, LAST_BOX);
        assert_eq!(next.due_ms, u64::MAX);
    }
}
