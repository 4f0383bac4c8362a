//! Whole plays through a [`Turn`]: the rest of a roll when it leaves no choice, and the steps
//! (checker moves with their dice, in an order they can be made) of a given play.

use super::{Step, Turn};
use crate::movegen::{CheckerMove, Play};
use crate::position::Position;

impl Turn {
    /// The rest of the roll when it leaves no choice: every way to finish the turn from here
    /// ends in the same position. The steps are one way there (highest checker first, larger
    /// die first), each legal in turn. `None` when there is a choice, or nothing is left to
    /// play.
    pub fn forced_rest(&self) -> Option<Vec<Step>> {
        if self.is_complete() {
            return None;
        }
        let mut walker = self.clone();
        let mut first_end = None;
        let n_played = self.played.len();
        if walker.all_walks_end_alike(n_played, &mut first_end) {
            first_end.map(|(_, steps)| steps)
        } else {
            None
        }
    }

    /// Walks every way to finish the turn, remembering the first end and the steps after the
    /// first `n_played` that reach it; false as soon as a second, different end is found.
    /// Leaves the turn as it found it.
    fn all_walks_end_alike(
        &mut self,
        n_played: usize,
        first_end: &mut Option<(Position, Vec<Step>)>,
    ) -> bool {
        if self.is_complete() {
            return match first_end {
                Some((end, _)) => *end == self.position,
                None => {
                    let steps = self.steps_played()[n_played..].to_vec();
                    *first_end = Some((self.position, steps));
                    true
                }
            };
        }
        for step in self.legal_steps() {
            if self.play_step(step).is_err() {
                continue;
            }
            let alike = self.all_walks_end_alike(n_played, first_end);
            self.undo();
            if !alike {
                return false;
            }
        }
        true
    }

    /// The steps of `play` from the turn's start (whatever has been played since): its checker
    /// moves in an order in which each is legal in turn, each with the die it spends, so that
    /// playing them on a new turn of this roll and finishing gives `play`. The die is the one
    /// the rules let the move use, not `from - to`: a checker borne off from its 3-point with
    /// a 5 spends the 5. A checker moving twice (24/18/13) moves from the higher point first.
    /// `None` when `play` is not a legal play of this roll.
    pub fn steps_of(&self, play: &Play) -> Option<Vec<Step>> {
        let mut walker = self.clone();
        while walker.undo().is_some() {}
        let mut left = play.moves().to_vec();
        let mut steps = Vec::with_capacity(left.len());
        walker
            .walk_to(play.position, &mut left, &mut steps)
            .then_some(steps)
    }

    /// Plays the checker moves `left` (any order, any die that makes them) until the turn is
    /// complete at `end`, pushing the steps taken on `steps`; false when no order does. Leaves
    /// the turn, `left` and `steps` as it found them when it fails.
    fn walk_to(
        &mut self,
        end: Position,
        left: &mut Vec<CheckerMove>,
        steps: &mut Vec<Step>,
    ) -> bool {
        if left.is_empty() {
            return self.is_complete() && self.position == end;
        }
        for step in self.legal_steps() {
            let Some(index) = left
                .iter()
                .position(|one| one.from == step.from && one.to == step.to)
            else {
                continue;
            };
            if self.play_step(step).is_err() {
                continue;
            }
            let made = left.remove(index);
            steps.push(step);
            if self.walk_to(end, left, steps) {
                return true;
            }
            steps.pop();
            left.insert(index, made);
            self.undo();
        }
        false
    }
}

#[cfg(test)]
mod tests;
