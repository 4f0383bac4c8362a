//! A person moving checkers: which can be picked up, where they can go, a press, a move by
//! the sum of dice, and the rest of a roll played by itself when the engine says it is forced.

use bg_engine::referee::Action;
use bg_engine::turn::Turn;

use super::motion::{push_step_flights, Motion};
use super::{Intent, Session, Spot};

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
            // The play is confirmed; its motion (kept by `act`) still shows the last step.
            let play = next.turn.as_ref()?.finish().ok()?;
            return Some(next.act(Action::Play(play)));
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
