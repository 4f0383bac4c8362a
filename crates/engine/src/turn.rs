//! One roll played one checker move at a time, for user interfaces.
//!
//! A [`Turn`] offers only the [`Step`]s (one checker, one die) after which a legal play can
//! still be completed: when both dice can be played, no step is offered that would leave the
//! second die unplayable; with doubles, every step leads on to a play of as many dice as
//! possible; when only one die can be played and it must be the larger, the smaller is not
//! offered. Formally, a step is offered exactly when some play of [`Position::legal_plays`] can
//! still be reached through it with the dice left, so every walk of offered steps ends in a
//! legal play, and every legal play can be walked.
//!
//! ```
//! use bg_engine::turn::Turn;
//! use bg_engine::{Dice, Position};
//! let mut turn = Turn::new(Position::STARTING, Dice::new(3, 1).unwrap());
//! let step = *turn.legal_steps().iter().find(|s| s.from == 8 && s.die == 3).unwrap();
//! turn.play_step(step).unwrap();
//! let step = *turn.legal_steps().iter().find(|s| s.from == 6).unwrap();
//! turn.play_step(step).unwrap();
//! assert!(turn.is_complete());
//! let play = turn.finish().unwrap();
//! assert_eq!(bg_engine::notation::write_play(&play), "8/5 6/5");
//! ```

use std::fmt;

use crate::dice::Dice;
use crate::movegen::{CheckerMove, Play};
use crate::position::{Position, BAR};

/// One checker moving one die: `from` 1..=24 or 25 (the bar), `to` 1..=24 or 0 (off), both
/// numbered from the mover's side; `hit` when it lands on an opposing blot.
///
/// A checker bearing off with a die larger than needed has the same `from` and `to` for
/// either die that can bear it off: [`Turn::legal_steps`] then offers one step per die (they
/// differ in `die`), because which die is spent can matter for the other checkers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub from: u8,
    pub to: u8,
    pub die: u8,
    pub hit: bool,
}

impl From<Step> for CheckerMove {
    fn from(step: Step) -> CheckerMove {
        CheckerMove {
            from: step.from,
            to: step.to,
            hit: step.hit,
        }
    }
}

/// Why a step cannot be played. The turn is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepError {
    /// Every die that can be played has been played.
    TurnComplete,
    /// No die of this value is left to play.
    DieNotLeft { die: u8 },
    /// The rules forbid this checker move on its own: no checker on `from`, checkers on the
    /// bar must enter first, the landing point is blocked, bearing off is not allowed yet, or
    /// `to` is not `from` minus the die.
    IllegalMove,
    /// The move is allowed on its own, but no legal play goes on from it: it would leave a die
    /// unplayed that a legal play uses (or spend the smaller die when the larger must be played).
    NoLegalPlayFollows,
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StepError::TurnComplete => f.write_str("every die that can be played has been played"),
            StepError::DieNotLeft { die } => write!(f, "no {die} is left to play"),
            StepError::IllegalMove => f.write_str("that checker cannot move that number"),
            StepError::NoLegalPlayFollows => {
                f.write_str("that move would leave a die unplayed that must be played")
            }
        }
    }
}

impl std::error::Error for StepError {}

/// [`Turn::finish`] was called before every playable die was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnIncomplete {
    /// How many more dice must be played.
    pub n_dice_to_play: u8,
}

impl fmt::Display for TurnIncomplete {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.n_dice_to_play {
            1 => f.write_str("one more die must be played"),
            n => write!(f, "{n} more dice must be played"),
        }
    }
}

impl std::error::Error for TurnIncomplete {}

/// A roll being played step by step (see the [module documentation](self)).
#[derive(Clone, Debug)]
pub struct Turn {
    start: Position,
    dice: Dice,
    /// The positions of the legal plays, sorted, to look up where a walk may end.
    legal_ends: Vec<Position>,
    /// How many dice every legal play uses (0 for a pass).
    n_dice: usize,
    position: Position,
    /// The dice not played yet, largest first.
    dice_left: Vec<u8>,
    /// The steps played, each with the position before it.
    played: Vec<(Step, Position)>,
}

impl Turn {
    /// A turn of `dice` in `position` (seen by the player on roll), no checker moved yet.
    pub fn new(position: Position, dice: Dice) -> Turn {
        let plays = position.legal_plays(dice);
        // All legal plays use the same number of dice: both, four, or as many as possible.
        let n_dice = plays[0].moves().len();
        let mut legal_ends: Vec<Position> = plays.iter().map(|play| play.position).collect();
        legal_ends.sort_unstable();
        legal_ends.dedup();
        let (all, n) = dice.moves();
        let mut dice_left = all[..n].to_vec();
        dice_left.sort_unstable_by(|a, b| b.cmp(a));
        Turn {
            start: position,
            dice,
            legal_ends,
            n_dice,
            position,
            dice_left,
            played: Vec::with_capacity(4),
        }
    }

    /// The position the turn started from.
    pub fn start(&self) -> Position {
        self.start
    }

    /// The roll.
    pub fn dice(&self) -> Dice {
        self.dice
    }

    /// The position now, after the steps played, still seen by the mover.
    pub fn position(&self) -> Position {
        self.position
    }

    /// The dice not played yet, largest first. When only one die of two can be played, the
    /// other stays here after the turn is complete.
    pub fn dice_left(&self) -> &[u8] {
        &self.dice_left
    }

    /// The steps played so far, in order.
    pub fn steps_played(&self) -> Vec<Step> {
        self.played.iter().map(|&(step, _)| step).collect()
    }

    /// True when every die that can be played has been played (at once for a roll that cannot
    /// be played at all): no step is legal any more and [`Turn::finish`] gives the play.
    pub fn is_complete(&self) -> bool {
        self.played.len() == self.n_dice
    }

    /// Every step that can be played now, highest starting point first, then largest die.
    /// Empty when the turn is complete.
    pub fn legal_steps(&self) -> Vec<Step> {
        let mut steps = Vec::new();
        if self.is_complete() {
            return steps;
        }
        let n_more = self.n_dice - self.played.len() - 1;
        for from in (1..=BAR).rev() {
            for (index, &die) in self.dice_left.iter().enumerate() {
                if index > 0 && self.dice_left[index - 1] == die {
                    continue; // Doubles: one step per checker, not one per die.
                }
                if !self.position.can_move(from, die) {
                    continue;
                }
                let mut after = self.position;
                let moved = after.apply_move_unchecked(from, die);
                let mut rest = self.dice_left.clone();
                rest.remove(index);
                if self.can_end_legally(&after, &rest, n_more) {
                    steps.push(step_of(moved, die));
                }
            }
        }
        steps
    }

    /// True when the roll cannot be played at all (no die can be played): the turn is
    /// complete before any step.
    pub fn cannot_move(&self) -> bool {
        self.n_dice == 0
    }

    /// True when the roll has a single legal play (also when it cannot be played at all):
    /// every way to play it ends in the same position.
    pub fn is_forced(&self) -> bool {
        self.legal_ends.len() == 1
    }

    /// The legal step now of the checker on `from` (25 the bar) moving `die` pips, with
    /// whether it hits worked out; `None` when that step is not legal now. This is how a step
    /// named by its checker and die (a save, a protocol) becomes one the turn can play.
    pub fn step(&self, from: u8, die: u8) -> Option<Step> {
        self.legal_steps()
            .into_iter()
            .find(|step| step.from == from && step.die == die)
    }

    /// The dice, smallest first, with which the checker on `from` can go to `to` in one legal
    /// step now. At most one, except when bearing off (`to` 0): a die larger than the point
    /// may bear off the highest checker, so both dice of a roll can take it off.
    pub fn dice_for(&self, from: u8, to: u8) -> Vec<u8> {
        let mut dice: Vec<u8> = self
            .legal_steps()
            .into_iter()
            .filter(|step| step.from == from && step.to == to)
            .map(|step| step.die)
            .collect();
        dice.sort_unstable();
        dice
    }

    /// True when some checker can be borne off now by either of two different dice, so that
    /// an interface that moves checkers by destination must choose which die to spend
    /// ([`Turn::legal_destinations`] spends the smaller). Which one is spent never changes
    /// where the turn can end (the other die then bears off the next highest checker or one
    /// on its own point either way; a test checks it over every small bear-off), only which
    /// die is shown left.
    pub fn either_die_bears_off(&self) -> bool {
        (1..=6).any(|from| self.dice_for(from, 0).len() > 1)
    }

    /// Plays one step: the checker on `step.from` moves `step.die` pips (`step.hit` is worked
    /// out, not checked).
    ///
    /// # Errors
    /// A [`StepError`] when the step is not among [`Turn::legal_steps`]; the turn is unchanged.
    pub fn play_step(&mut self, step: Step) -> Result<(), StepError> {
        if self.is_complete() {
            return Err(StepError::TurnComplete);
        }
        let index = self
            .dice_left
            .iter()
            .position(|&die| die == step.die)
            .ok_or(StepError::DieNotLeft { die: step.die })?;
        let from = usize::from(step.from);
        if !self.position.can_move(from, step.die) || step.to != step.from.saturating_sub(step.die)
        {
            return Err(StepError::IllegalMove);
        }
        let mut after = self.position;
        let moved = after.apply_move_unchecked(from, step.die);
        let mut rest = self.dice_left.clone();
        rest.remove(index);
        if !self.can_end_legally(&after, &rest, self.n_dice - self.played.len() - 1) {
            return Err(StepError::NoLegalPlayFollows);
        }
        self.played.push((step_of(moved, step.die), self.position));
        self.position = after;
        self.dice_left = rest;
        Ok(())
    }

    /// Takes back the last step played, restoring the position and its die; `None` when no
    /// step has been played.
    pub fn undo(&mut self) -> Option<Step> {
        let (step, before) = self.played.pop()?;
        self.position = before;
        let at = self.dice_left.partition_point(|&die| die > step.die);
        self.dice_left.insert(at, step.die);
        Some(step)
    }

    /// The play made of the steps played, in the order played. Its position is that of one of
    /// `start().legal_plays(dice())`.
    ///
    /// # Errors
    /// [`TurnIncomplete`] when dice that must be played are left.
    pub fn finish(&self) -> Result<Play, TurnIncomplete> {
        if !self.is_complete() {
            return Err(TurnIncomplete {
                n_dice_to_play: (self.n_dice - self.played.len()) as u8,
            });
        }
        let moves: Vec<CheckerMove> = self.played.iter().map(|&(step, _)| step.into()).collect();
        Ok(Play::from_parts(&moves, self.position))
    }

    /// Where the checker on `from` can go now, for interfaces that move a checker by the sum of
    /// dice: for each destination (nearest first, off last) the steps that take it there, one
    /// die or several dice in a row through points where it may stop, each step legal in turn.
    ///
    /// When several step sequences lead to the same point, the one given uses the fewest
    /// steps, then hits the fewest blots on the way (as moving by the sum is written, see
    /// [`crate::notation::parse_play`]), then spends the smallest die first (bearing off with
    /// the smaller of two dice that both bear the checker off keeps the larger).
    pub fn legal_destinations(&self, from: u8) -> Vec<(u8, Vec<Step>)> {
        let mut paths: Vec<Vec<Step>> = Vec::new();
        self.collect_paths(from, &mut Vec::new(), &mut paths);
        let mut best: Vec<(u8, Vec<Step>)> = Vec::new();
        for path in paths {
            let to = path[path.len() - 1].to;
            match best.iter_mut().find(|(seen, _)| *seen == to) {
                Some((_, kept)) if path_rank(&path) < path_rank(kept) => *kept = path,
                Some(_) => {}
                None => best.push((to, path)),
            }
        }
        // Nearest first; off (0) is the farthest.
        best.sort_by_key(|&(to, _)| std::cmp::Reverse(to));
        best
    }

    /// Extends `path` (steps of one checker, now on `from`) by every legal next step of it.
    fn collect_paths(&self, from: u8, path: &mut Vec<Step>, paths: &mut Vec<Vec<Step>>) {
        for step in self.legal_steps() {
            if step.from != from {
                continue;
            }
            path.push(step);
            paths.push(path.clone());
            if step.to != 0 {
                let mut next = self.clone();
                if next.play_step(step).is_ok() {
                    next.collect_paths(step.to, path, paths);
                }
            }
            path.pop();
        }
    }

    /// Whether `n_more` further steps with `dice_left` can take `position` to the position of
    /// a legal play.
    fn can_end_legally(&self, position: &Position, dice_left: &[u8], n_more: usize) -> bool {
        if n_more == 0 {
            return self.legal_ends.binary_search(position).is_ok();
        }
        for (index, &die) in dice_left.iter().enumerate() {
            if index > 0 && dice_left[index - 1] == die {
                continue;
            }
            let mut rest = dice_left.to_vec();
            rest.remove(index);
            for from in (1..=BAR).rev() {
                if position.can_move(from, die) {
                    let mut after = *position;
                    after.apply_move_unchecked(from, die);
                    if self.can_end_legally(&after, &rest, n_more - 1) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

fn step_of(moved: CheckerMove, die: u8) -> Step {
    Step {
        from: moved.from,
        to: moved.to,
        die,
        hit: moved.hit,
    }
}

/// How [`Turn::legal_destinations`] orders several ways to the same point: fewer steps, fewer
/// hits on the way, smaller dice first.
fn path_rank(path: &[Step]) -> (usize, usize, Vec<u8>) {
    let hits_on_the_way = path[..path.len() - 1].iter().filter(|s| s.hit).count();
    (
        path.len(),
        hits_on_the_way,
        path.iter().map(|s| s.die).collect(),
    )
}

mod plays;

#[cfg(test)]
mod tests;
