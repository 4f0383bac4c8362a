//! The paths of the checkers that moved in the last change, for the board to animate.

use bg_engine::Player;

use crate::state::{Motion, Session, Spot};

/// Where a checker is drawn: the `index`-th checker (0 at the edge) of a point, of a player's
/// bar, or of a player's bear-off tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Point { number: u8, index: u8 },
    Bar { player: Player, index: u8 },
    Off { player: Player, index: u8 },
}

/// One leg of a checker's way: during time `slot` it goes from one place to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leg {
    pub slot: u8,
    pub from: Place,
    pub to: Place,
}

/// The way of one checker during an animation, leg by leg; it ends where it is now drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckerPath {
    pub player: Player,
    pub legs: Vec<Leg>,
}

impl CheckerPath {
    /// Where the checker ends (where the board draws it now).
    pub fn end(&self) -> Place {
        self.legs.last().map_or(
            Place::Off {
                player: self.player,
                index: 0,
            },
            |leg| leg.to,
        )
    }
}

/// The checker moves of the last change, to be animated once (a new `id` each change), in
/// `n_slots` slots of `step_ms` milliseconds each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnimationView {
    pub id: u64,
    pub n_slots: u8,
    pub step_ms: u32,
    pub paths: Vec<CheckerPath>,
}

/// The paths of the checkers that moved in the session's last change, worked out by replaying
/// its flights backwards from the board as it is now; `None` when animations are off.
pub(super) fn animation(session: &Session) -> Option<AnimationView> {
    let step_ms = session.settings.animation.step_ms();
    if step_ms == 0 || session.motion.flights.is_empty() {
        return None;
    }
    let paths = checker_paths(&session.board(), &session.motion);
    (!paths.is_empty()).then(|| AnimationView {
        id: session.motion.id,
        n_slots: session.motion.n_slots(),
        step_ms,
        paths,
    })
}

/// A stack of checkers the animation knows of: a point, or a player's bar or tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Stack {
    Point(u8),
    Bar(Player),
    Off(Player),
}

impl Stack {
    fn of(spot: Spot, player: Player) -> Stack {
        match spot {
            Spot::Point(number) => Stack::Point(number),
            Spot::Bar => Stack::Bar(player),
            Spot::Off => Stack::Off(player),
        }
    }

    fn place(self, index: usize) -> Place {
        let index = u8::try_from(index).unwrap_or(u8::MAX);
        match self {
            Stack::Point(number) => Place::Point { number, index },
            Stack::Bar(player) => Place::Bar { player, index },
            Stack::Off(player) => Place::Off { player, index },
        }
    }

    /// How many checkers `board` (seen by player 0) has here.
    fn count(self, board: &bg_engine::Position) -> usize {
        usize::from(match self {
            Stack::Point(number) => board.board()[usize::from(number)].unsigned_abs(),
            Stack::Bar(Player::Zero) => board.own_bar(),
            Stack::Bar(Player::One) => board.opponent_bar(),
            Stack::Off(Player::Zero) => board.own_off(),
            Stack::Off(Player::One) => board.opponent_off(),
        })
    }
}

/// Replays `motion` on stacks of checkers (the stacks as they were before it, worked out from
/// `board`, the board after it) and follows each checker that moves: a checker that moves
/// twice (24/18/13) is one path of two legs.
pub fn checker_paths(board: &bg_engine::Position, motion: &Motion) -> Vec<CheckerPath> {
    use std::collections::HashMap;
    // The stacks before the motion: the count now, less what arrived, plus what left.
    let mut before: HashMap<Stack, isize> = HashMap::new();
    for flight in &motion.flights {
        for (stack, change) in [
            (Stack::of(flight.from, flight.player), 1),
            (Stack::of(flight.to, flight.player), -1),
        ] {
            *before
                .entry(stack)
                .or_insert_with(|| stack.count(board) as isize) += change;
        }
    }
    // Each stack holds the path index of each checker in it, `None` for one that has not moved.
    let mut stacks: HashMap<Stack, Vec<Option<usize>>> = before
        .into_iter()
        .map(|(stack, count)| (stack, vec![None; count.max(0) as usize]))
        .collect();
    let mut paths: Vec<CheckerPath> = Vec::new();
    for flight in &motion.flights {
        let from = Stack::of(flight.from, flight.player);
        let to = Stack::of(flight.to, flight.player);
        // A flight from an empty stack cannot be drawn; skip it rather than guess.
        let Some(checker) = stacks.get_mut(&from).and_then(Vec::pop) else {
            continue;
        };
        let from_place = from.place(stacks.get(&from).map_or(0, Vec::len));
        let to_stack = stacks.entry(to).or_default();
        let to_place = to.place(to_stack.len());
        let path = checker.unwrap_or_else(|| {
            paths.push(CheckerPath {
                player: flight.player,
                legs: Vec::new(),
            });
            paths.len() - 1
        });
        to_stack.push(Some(path));
        paths[path].legs.push(Leg {
            slot: flight.slot,
            from: from_place,
            to: to_place,
        });
    }
    paths
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Intent;
    use crate::view_model::test_support::{act, pass_and_play, play_31_by_presses};
    use crate::view_model::BoardView;
    use bg_engine::referee::Action;
    use bg_engine::Dice;

    #[test]
    fn a_checker_moving_twice_is_one_path_and_a_hit_checker_flies_to_the_bar() {
        use crate::state::{Flight, Motion};
        // After 3-1 for player 0 (8/5 6/5), player 1 rolls 6-4 and runs a back checker by the
        // sum: two legs of one checker.
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
        let session = play_31_by_presses(&session);
        let session = act(&session, Action::Roll(Dice::new(6, 4).unwrap()));
        // White runs a back checker 1 -> 7 -> 11 (its 24/18/14).
        let moved = session
            .apply(Intent::Press(Spot::Point(1)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(11))))
            .unwrap();
        let paths = checker_paths(&moved.board(), &moved.motion);
        assert_eq!(paths.len(), 1, "{:?}", moved.motion);
        let legs = &paths[0].legs;
        assert_eq!(legs.len(), 2);
        assert_eq!(
            legs[0].from,
            Place::Point {
                number: 1,
                index: 1
            }
        );
        assert_eq!(
            legs[1].to,
            Place::Point {
                number: 11,
                index: 0
            }
        );
        assert_eq!(legs[0].to, legs[1].from);
        // A hit: the blot flies to its bar in the hitter's slot, below the hitter on the point.
        let motion = Motion {
            id: 9,
            flights: vec![
                Flight {
                    player: Player::Zero,
                    from: Spot::Point(24),
                    to: Spot::Bar,
                    slot: 0,
                },
                Flight {
                    player: Player::One,
                    from: Spot::Point(19),
                    to: Spot::Point(24),
                    slot: 0,
                },
            ],
        };
        let mut board = [0i8; 26];
        board[24] = -1; // White's hitter, now on 24.
        board[19] = -4;
        board[25] = 1; // Black's hit checker, now on its bar.
        board[6] = 14;
        board[1] = -10;
        let position = bg_engine::Position::try_from_board(board).unwrap();
        let paths = checker_paths(&position, &motion);
        assert_eq!(paths.len(), 2);
        assert_eq!(
            paths[0].end(),
            Place::Bar {
                player: Player::Zero,
                index: 0
            }
        );
        assert_eq!(
            paths[1].legs[0].from,
            Place::Point {
                number: 19,
                index: 4
            }
        );
        assert_eq!(
            paths[1].end(),
            Place::Point {
                number: 24,
                index: 0
            }
        );
    }

    #[test]
    fn animations_off_draw_no_animation() {
        let mut session = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
        session = session
            .apply(Intent::Press(Spot::Point(8)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .unwrap();
        assert!(BoardView::new(&session).animation.is_some());
        session.settings.animation = crate::settings::AnimationSpeed::Off;
        let view = BoardView::new(&session);
        assert!(view.animation.is_none());
        assert_eq!(view.roll_ms, 0);
    }
}
