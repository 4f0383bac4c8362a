//! The checker moves of a change of the board, for the board to animate: a step, a step taken
//! back, a whole play.

use bg_engine::turn::Step;
use bg_engine::Player;

use super::Spot;

/// One checker moving from one spot to another (a point, or `player`'s bar or tray) during
/// one time slot of an animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flight {
    pub player: Player,
    pub from: Spot,
    pub to: Spot,
    /// When it moves: slot 0 first; the moves of one slot move together (a hit and the
    /// hitter).
    pub slot: u8,
}

/// The checker moves of the last change of the board, in the order they happened. Every
/// change gets a new `id`, so that the board starts its animation once per change.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Motion {
    pub id: u64,
    pub flights: Vec<Flight>,
}

impl Motion {
    /// The number of time slots the motion takes.
    pub fn n_slots(&self) -> u8 {
        self.flights.iter().map(|f| f.slot + 1).max().unwrap_or(0)
    }
}

/// The flights of one step of `mover`: the hit checker (if any) goes to its bar in the same
/// slot, listed first so that the point is free when the hitter lands.
pub(super) fn push_step_flights(flights: &mut Vec<Flight>, mover: Player, step: Step, slot: u8) {
    let from = Spot::from_mover(step.from, mover);
    let to = Spot::from_mover(step.to, mover);
    if step.hit {
        flights.push(Flight {
            player: mover.other(),
            from: to,
            to: Spot::Bar,
            slot,
        });
    }
    flights.push(Flight {
        player: mover,
        from,
        to,
        slot,
    });
}

/// The flights of a step taken back: the checker returns, then the checker it hit leaves the
/// bar for its point.
pub(super) fn undo_flights(mover: Player, step: Step) -> Vec<Flight> {
    let from = Spot::from_mover(step.from, mover);
    let to = Spot::from_mover(step.to, mover);
    let mut flights = vec![Flight {
        player: mover,
        from: to,
        to: from,
        slot: 0,
    }];
    if step.hit {
        flights.push(Flight {
            player: mover.other(),
            from: Spot::Bar,
            to,
            slot: 0,
        });
    }
    flights
}

/// The flights of a whole play of `mover` made of `steps` (in the order the engine gives,
/// [`bg_engine::turn::Turn::steps_of`]), one slot per step.
pub(super) fn play_flights(mover: Player, steps: &[Step]) -> Vec<Flight> {
    let mut flights = Vec::new();
    for (slot, &step) in steps.iter().enumerate() {
        push_step_flights(&mut flights, mover, step, slot as u8);
    }
    flights
}
