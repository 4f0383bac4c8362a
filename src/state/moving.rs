//! A person moving checkers: which can be picked up, where they can go, a press, a move by
//! the sum of dice, and the rest of a roll played by itself when the engine says it is forced.

use bg_engine::referee::Action;
use bg_engine::turn::Turn;

use super::motion::{push_step_flights, Motion};
use super::{Intent, Session, Spot};

/// The longest time between the two presses of a double press, in milliseconds.
pub const DOUBLE_PRESS_MS: u64 = 400;

impl Session {
    /// True when some checker can be borne off by either die, so that which die is spent is a
    /// choice (see [`Intent::SwapDice`]). The choice never changes where the turn can end
    /// (see [`Turn::either_die_bears_off`]), only which die is shown left.
    pub fn die_choice_matters(&self) -> bool {
        self.turn.as_ref().is_some_and(Turn::either_die_bears_off)
    }

    /// The spots a checker can be picked up from now.
    pub fn movable(&self) -> Vec<Spot> {
        let Some(turn) = &self.turn else {
            return Vec::new();
        };
        let mover = self.game.on_roll();
        let mut spots: Vec<Spot> = Vec::new();
        for step in turn.legal_steps() {
            let spot = Spot::from_mover(step.from, mover);
            if !spots.contains(&spot) {
                spots.push(spot);
            }
        }
        spots
    }

    /// Where the checker on `from` can go now.
    pub fn destinations(&self, from: Spot) -> Vec<Spot> {
        let Some(turn) = &self.turn else {
            return Vec::new();
        };
        let mover = self.game.on_roll();
        turn.legal_destinations(from.to_mover(mover))
            .into_iter()
            .map(|(to, _)| Spot::from_mover(to, mover))
            .collect()
    }

    pub(super) fn press(&self, spot: Spot) -> Option<Session> {
        self.turn.as_ref()?;
        if let Some(from) = self.selected {
            if from == spot {
                return self.apply(Intent::Deselect);
            }
            if let Some(moved) = self.move_checker(from, spot, false) {
                return Some(moved);
            }
        }
        if self.movable().contains(&spot) {
            return Some(Session {
                selected: Some(spot),
                notice: None,
                ..self.clone()
            });
        }
        self.apply(Intent::Deselect)
    }

    /// A pointer press on `spot` at `at_ms`. A second press on the spot of the first, within
    /// [`DOUBLE_PRESS_MS`] and with nothing in between, bears the checker there off when the
    /// settings allow and it can be. The first press must not have moved a checker: a press
    /// on the point a checker was just moved to is the start of a new double press, never
    /// the second half of one, so a quick click on a checker's new point cannot bear it off.
    pub(super) fn pointer_press(&self, spot: Spot, at_ms: u64) -> Option<Session> {
        let double = self
            .last_press
            .is_some_and(|(last, at)| last == spot && at <= at_ms && at_ms - at < DOUBLE_PRESS_MS);
        if double {
            if let Some(off) = self.apply(Intent::BearOff(spot)) {
                return Some(off);
            }
        }
        let Some(mut next) = self.press(spot) else {
            // Nothing to pick up there; the press still ends a double press begun before.
            return self.last_press.is_some().then(|| Session {
                last_press: None,
                ..self.clone()
            });
        };
        // A move changes the board, and every change of the board is a new motion.
        let moved = next.motion.id != self.motion.id;
        // The second press of a double press starts none, even when it bore nothing off.
        next.last_press = (!double && !moved).then_some((spot, at_ms));
        Some(next)
    }

    /// Moves the checker on `from` to `to` by the steps the engine gives for that destination;
    /// `None` when `to` is not one of its destinations. Then plays the rest of the roll when it
    /// is forced, and confirms the play when the last checker has moved, as the settings say.
    /// A checker `carried` there by a drag is not animated (a checker it hits still is).
    pub(super) fn move_checker(&self, from: Spot, to: Spot, carried: bool) -> Option<Session> {
        let mover = self.game.on_roll();
        let mut next = self.clone();
        next.selected = None;
        next.notice = None;
        let turn = next.turn.as_mut()?;
        let (_, mut steps) = turn
            .legal_destinations(from.to_mover(mover))
            .into_iter()
            .find(|(point, _)| *point == to.to_mover(mover))?;
        if self.high_die_first && to == Spot::Off && steps.len() == 1 {
            // The engine bears off with the smaller die when both can; the player asked for
            // the larger.
            let from = steps[0].from;
            if let Some(larger) = turn
                .dice_for(from, 0)
                .last()
                .and_then(|&die| turn.step(from, die))
            {
                steps = vec![larger];
            }
        }
        let mut flights = Vec::new();
        let mut slot = 0u8;
        for step in steps {
            // Each step of the path is legal in turn (the engine's promise); stop at the first
            // that is not rather than trust it blindly.
            if turn.play_step(step).is_err() {
                break;
            }
            push_step_flights(&mut flights, mover, step, slot);
            if carried {
                flights.retain(|flight| flight.player != mover);
            }
            slot += 1;
        }
        if self.settings.auto_forced {
            for step in turn.forced_rest().unwrap_or_default() {
                if turn.play_step(step).is_err() {
                    break;
                }
                push_step_flights(&mut flights, mover, step, slot);
                slot += 1;
            }
        }
        let complete = turn.is_complete();
        next.motion = Motion {
            id: self.motion.id + 1,
            flights,
        };
        if complete && self.settings.auto_confirm {
            // The play is confirmed (or first checked by the tutor); its motion (kept by
            // `act`) still shows the last step.
            let play = next.turn.as_ref()?.finish().ok()?;
            return Some(next.decide(Action::Play(play)));
        }
        Some(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::test_support::{opened, set_up, settings, HOME};
    use bg_engine::referee::Phase;
    use bg_engine::Player;

    #[test]
    fn the_rest_of_a_roll_is_played_when_the_first_step_leaves_no_choice() {
        // Checkers on the 6- and 5-points, 6-5: 6/off 5/off, or 6/1 5/off. After 6/off the 5
        // can only bear off the other.
        let session = set_up(
            &[(6, 1), (5, 1)],
            &HOME,
            Some((6, 5)),
            settings(true, false),
        );
        assert!(session.steps().is_empty(), "two ways to play");
        let moved = session.apply(Intent::BearOff(Spot::Point(6)));
        let moved = moved.unwrap();
        assert_eq!(moved.board().own_off(), 15);
        assert!(moved.turn.as_ref().unwrap().is_complete());
    }

    #[test]
    fn auto_confirm_confirms_the_play_when_the_last_checker_moves() {
        let session = opened(3, 1)
            .apply(Intent::Configure(settings(true, true)))
            .unwrap();
        let moved = session
            .apply(Intent::Press(Spot::Point(8)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .unwrap();
        assert!(moved.turn.is_some(), "one checker moved, one to go");
        let done = moved
            .apply(Intent::Press(Spot::Point(6)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .unwrap();
        assert!(done.turn.is_none());
        assert_eq!(
            done.game.phase(),
            Phase::AwaitingRoll {
                on_roll: Player::One
            }
        );
        // The last step is still animated after the confirmation.
        assert_eq!(done.motion.flights.len(), 1);
    }

    #[test]
    fn a_double_press_bears_off_only_when_the_setting_allows_and_the_checker_can() {
        let session = set_up(&HOME, &HOME, Some((6, 4)), settings(true, false));
        let off = session.apply(Intent::BearOff(Spot::Point(6))).unwrap();
        assert_eq!(off.board().own_off(), 1);
        assert_eq!(off.board().own(6), 2);
        // The 5-point cannot bear off with a 6 while the 6-point is occupied, nor with the 4.
        assert!(session.apply(Intent::BearOff(Spot::Point(5))).is_none());
        let mut no_double = session.clone();
        no_double.settings.double_click_bear_off = false;
        assert!(no_double.apply(Intent::BearOff(Spot::Point(6))).is_none());
    }

    /// Pointer presses (spot, time in ms) from a position where the 3-point's checker can move
    /// to the 2-point with the 1, after which a checker on the 2-point can bear off with the 2:
    /// how many checkers are off and which is selected at the end.
    /// A case: its name, the presses (point, time in ms), the checkers borne off, the checker
    /// selected at the end.
    type PressCase = (&'static str, &'static [(u8, u64)], u8, Option<Spot>);

    #[test]
    fn a_double_press_is_two_quick_presses_on_a_checker_that_has_not_moved() {
        let cases: &[PressCase] = &[
            (
                "two quick presses bear the checker off",
                &[(2, 0), (2, 399)],
                1,
                None,
            ),
            (
                "two presses 400 ms apart pick it up and put it down",
                &[(2, 0), (2, 400)],
                0,
                None,
            ),
            (
                "a quick press on the point a checker was moved to picks that checker up",
                &[(3, 0), (2, 100), (2, 200)],
                0,
                Some(Spot::Point(2)),
            ),
            (
                "which a second quick press then bears off",
                &[(3, 0), (2, 100), (2, 200), (2, 300)],
                1,
                None,
            ),
            (
                "a press on an empty point in between",
                &[(2, 0), (10, 100), (2, 200)],
                0,
                Some(Spot::Point(2)),
            ),
        ];
        let start = set_up(
            &[(3, 1), (2, 2)],
            &HOME,
            Some((2, 1)),
            settings(false, false),
        );
        for &(name, presses, off, selected) in cases {
            let end = presses
                .iter()
                .fold(start.clone(), |session, &(point, at_ms)| {
                    let press = Intent::PointerPress {
                        spot: Spot::Point(point),
                        at_ms,
                    };
                    session.apply(press).unwrap_or(session)
                });
            assert_eq!(end.board().own_off(), 12 + off, "{name}: checkers off");
            assert_eq!(end.selected, selected, "{name}: selected");
        }
    }

    #[test]
    fn a_double_press_needs_the_setting_and_nothing_in_between() {
        let session = set_up(&HOME, &HOME, Some((6, 4)), settings(false, false));
        let press = |at_ms| Intent::PointerPress {
            spot: Spot::Point(6),
            at_ms,
        };
        let picked = session.apply(press(0)).unwrap();
        assert_eq!(picked.apply(press(100)).unwrap().board().own_off(), 1);
        // The keyboard's press, or any other intent, between the two ends the double press.
        let between = picked
            .apply(Intent::Notify(crate::msg!("refused-not-now")))
            .unwrap();
        assert_eq!(between.apply(press(100)).unwrap().board().own_off(), 0);
        let mut no_double = picked.clone();
        no_double.settings.double_click_bear_off = false;
        let put_down = no_double.apply(press(100)).unwrap();
        assert_eq!(put_down.board().own_off(), 0);
        assert_eq!(put_down.selected, None);
        // The 5-point cannot bear off (a 6 while the 6-point is occupied, or the 4): a double
        // press there picks the checker up and puts it down, and starts no double press, so
        // that a third quick press picks it up again.
        let five = |at_ms| Intent::PointerPress {
            spot: Spot::Point(5),
            at_ms,
        };
        let thrice = [five(0), five(100), five(200)]
            .into_iter()
            .fold(session, |session, press| session.apply(press).unwrap());
        assert_eq!(thrice.board().own_off(), 0);
        assert_eq!(thrice.selected, Some(Spot::Point(5)));
    }

    #[test]
    fn swap_dice_chooses_which_die_bears_off_when_either_can() {
        // A checker on the 2-point and one on the 1-point, 6-5: either die bears off the 2.
        let session = set_up(
            &[(2, 1), (1, 1)],
            &HOME,
            Some((6, 5)),
            settings(false, false),
        );
        assert!(session.die_choice_matters());
        let low = session.apply(Intent::BearOff(Spot::Point(2))).unwrap();
        assert_eq!(low.turn.as_ref().unwrap().dice_left(), &[6]);
        let swapped = session.apply(Intent::SwapDice).unwrap();
        let high = swapped.apply(Intent::BearOff(Spot::Point(2))).unwrap();
        assert_eq!(high.turn.as_ref().unwrap().dice_left(), &[5]);
        // No choice, no swap.
        assert!(opened(3, 1).apply(Intent::SwapDice).is_none());
    }

    #[test]
    fn a_person_moves_by_pressing_a_checker_then_a_destination() {
        // Player 0 wins the opening roll with 3-1: 8/5 6/5.
        let session = opened(3, 1);
        assert!(session.turn.is_some());
        let movable = session.movable();
        assert!(movable.contains(&Spot::Point(8)) && movable.contains(&Spot::Point(24)));
        let picked = session.apply(Intent::Press(Spot::Point(8))).unwrap();
        assert_eq!(picked.selected, Some(Spot::Point(8)));
        assert!(picked
            .destinations(Spot::Point(8))
            .contains(&Spot::Point(5)));
        let moved = picked.apply(Intent::Press(Spot::Point(5))).unwrap();
        assert_eq!(moved.board().own(5), 1);
        let moved = moved
            .apply(Intent::Press(Spot::Point(6)))
            .unwrap()
            .apply(Intent::Release(Spot::Point(5)))
            .unwrap();
        assert_eq!(moved.board().own(5), 2);
        // A dragged checker is not animated again; a pressed one is.
        assert!(moved.motion.flights.is_empty());
        // Undo takes back one step at a time, until Done.
        let undone = moved.apply(Intent::Undo).unwrap();
        assert_eq!(undone.board().own(5), 1);
        let redone = undone
            .apply(Intent::Press(Spot::Point(6)))
            .unwrap()
            .apply(Intent::Press(Spot::Point(5)))
            .unwrap();
        let done = redone.apply(Intent::Done).unwrap();
        assert_eq!(
            done.game.phase(),
            Phase::AwaitingRoll {
                on_roll: Player::One
            }
        );
        assert!(done.turn.is_none());
        assert_eq!(done.board().own(5), 2);
    }

    #[test]
    fn player_one_moves_on_the_same_board_numbering() {
        // Player 1 wins with 6-5 and runs a back checker: its 24-point is player 0's 1-point.
        let session = opened(5, 6);
        assert_eq!(session.game.on_roll(), Player::One);
        assert!(session.movable().contains(&Spot::Point(1)));
        let moved = session
            .apply(Intent::Press(Spot::Point(1)))
            .unwrap()
            .apply(Intent::Press(Spot::Point(12)))
            .unwrap();
        assert!(moved.turn.as_ref().unwrap().is_complete());
        // Seen by player 0: player 1's checker now on 12 joins its five there.
        assert_eq!(moved.board().opponent(12), 6);
        assert_eq!(moved.board().opponent(1), 1);
    }

    #[test]
    fn done_is_refused_until_the_dice_are_played_and_unknown_spots_change_nothing() {
        let session = opened(3, 1);
        assert!(session.apply(Intent::Done).is_none());
        assert!(session.apply(Intent::Press(Spot::Point(3))).is_none());
        assert!(session.apply(Intent::Undo).is_none());
    }
}
