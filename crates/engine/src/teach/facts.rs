//! The facts of a play: what it changes on the board, each computed from the positions before
//! and after it, as [`PlayFacts`]. The explanation ([`super::explain`]) compares the facts of
//! two plays; the chances that come from the net (gammons) are the hint's
//! ([`super::hint::HintPlay::chances`]).

use crate::dice::Dice;
use crate::movegen::Play;
use crate::position::{BoardPhase, Position};

use super::shots::{entering_rolls, home_points_made, is_closed_board, shots, BlotShots};
use super::structure::{
    anchors, back_checkers, builders, longest_prime, made_points, points_of, Prime,
};

/// The kind of game a position is: the plan its player follows. Decided on the position after
/// a play, from the mover's side, by the first rule that holds, in this order:
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// The checkers have passed each other: no contact is left (a race or a bear-off).
    Race,
    /// The mover holds two or more points in the opponent's home board and trails the race
    /// by at least [`BACK_GAME_DEFICIT`] pips: they wait for a late shot.
    BackGame,
    /// The opponent has a checker on the bar and the mover holds three or more home-board
    /// points: the mover attacks.
    Blitz,
    /// The mover has a prime of four or more points with an opponent checker behind it.
    Priming,
    /// The mover holds an anchor on the opponent's 4, 5, 6 or bar point (the mover's 18 to
    /// 21): they hold it and wait for a shot as the opponent comes home.
    Holding,
    /// Contact without any of the plans above.
    MiddleGame,
}

impl GameKind {
    /// The value of a message's `kind` argument: `race`, `back-game`, `blitz`, `priming`,
    /// `holding`, `middle-game`.
    pub fn word(self) -> &'static str {
        match self {
            GameKind::Race => "race",
            GameKind::BackGame => "back-game",
            GameKind::Blitz => "blitz",
            GameKind::Priming => "priming",
            GameKind::Holding => "holding",
            GameKind::MiddleGame => "middle-game",
        }
    }
}

/// How far behind in the race a player with two home-board anchors plays a back game.
pub const BACK_GAME_DEFICIT: i32 = 30;

/// The kind of game of `position` (seen by the mover, the opponent to roll next): see
/// [`GameKind`] for the rules.
pub fn game_kind(position: &Position) -> GameKind {
    if position.phase() != BoardPhase::Contact {
        return GameKind::Race;
    }
    let race_lead = position.opponent_pip_count() as i32 - position.pip_count() as i32;
    if anchors(position).count_ones() >= 2 && race_lead <= -BACK_GAME_DEFICIT {
        return GameKind::BackGame;
    }
    if position.opponent_bar() > 0 && home_points_made(position) >= 3 {
        return GameKind::Blitz;
    }
    let prime = longest_prime(position);
    if prime.length >= 4 && prime.trapped > 0 {
        return GameKind::Priming;
    }
    if made_points(position) & HOLDING_POINTS != 0 {
        return GameKind::Holding;
    }
    GameKind::MiddleGame
}

/// The mover's points 18..=21: the opponent's bar, 6, 5 and 4 points.
const HOLDING_POINTS: u32 = 0b1111 << 18;

/// Pip counts around a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pips {
    /// The mover's pip count before the play.
    pub before: u32,
    /// The mover's pip count after the play.
    pub after: u32,
    /// The opponent's pip count after the play (hits add to it).
    pub opponent_after: u32,
    /// The mover's lead in the race before the play, in pips (negative: behind), counting
    /// the roll to be played as not yet played.
    pub lead_before: i32,
    /// The mover's lead after the play, with the opponent to roll.
    pub lead_after: i32,
}

/// In a bear-off: the checkers the play bears off and the pips of the roll it wastes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BearOff {
    /// Checkers borne off by this play.
    pub checkers_off: u8,
    /// Pips of the roll that did not reduce the pip count (a 6 bearing off from the 2-point
    /// wastes 4; dice that could not be played waste all their pips).
    pub pips_wasted: u8,
}

/// Everything a play changes that an explanation may name, from the mover's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayFacts {
    /// The mover's points made by the play (held with two or more after, not before).
    pub points_made: Vec<u8>,
    /// The mover's points given up (held before, not after).
    pub points_given_up: Vec<u8>,
    /// The mover's home-board points held after the play.
    pub home_board_points: u8,
    /// The mover's blots after the play, with the opponent's shots at each.
    pub blots: Vec<BlotShots>,
    /// The opponent's rolls out of 36 that hit at least one blot.
    pub shots: u8,
    /// The opponent's checkers hit by the play.
    pub hits: u8,
    /// The opponent's checkers on the bar after the play.
    pub opponent_on_bar: u8,
    /// The opponent's rolls out of 36 that enter a checker from the bar (`None` with nothing
    /// on the bar).
    pub entering_rolls: Option<u8>,
    /// The mover holds all six home-board points after the play.
    pub closed_board: bool,
    /// Back checkers (on the bar or in the opponent's home board) that left it with the play.
    pub back_checkers_escaped: u8,
    /// Back checkers left after the play.
    pub back_checkers: u8,
    /// Anchors (points in the opponent's home board) made by the play.
    pub anchors_made: Vec<u8>,
    /// Anchors given up by the play.
    pub anchors_broken: Vec<u8>,
    /// The mover's longest prime after the play.
    pub prime: Prime,
    /// Builders for the next points to make after the play ([`super::structure::builders`]).
    pub builders: u8,
    /// The pip counts.
    pub pips: Pips,
    /// Bear-off facts when the play bears a checker off or the position was a bear-off.
    pub bear_off: Option<BearOff>,
    /// The kind of game after the play.
    pub game_kind: GameKind,
}

/// The facts of `play`, a legal play of `dice` from `before` (seen by the mover, on roll).
pub fn play_facts(before: &Position, dice: Dice, play: &Play) -> PlayFacts {
    let after = &play.position;
    let made_before = made_points(before);
    let made_after = made_points(after);
    let anchors_before = anchors(before);
    let anchors_after = anchors(after);
    let shots = shots(after);
    let back_before = back_checkers(before);
    let back_after = back_checkers(after);
    let pips = Pips {
        before: before.pip_count(),
        after: after.pip_count(),
        opponent_after: after.opponent_pip_count(),
        lead_before: before.opponent_pip_count() as i32 - before.pip_count() as i32,
        lead_after: after.opponent_pip_count() as i32 - after.pip_count() as i32,
    };
    PlayFacts {
        points_made: points_of(made_after & !made_before),
        points_given_up: points_of(made_before & !made_after),
        home_board_points: home_points_made(after),
        blots: shots.blots,
        shots: shots.total,
        hits: play.moves().iter().filter(|step| step.hit).count() as u8,
        opponent_on_bar: after.opponent_bar(),
        entering_rolls: entering_rolls(after),
        closed_board: is_closed_board(after),
        back_checkers_escaped: back_before.saturating_sub(back_after),
        back_checkers: back_after,
        anchors_made: points_of(anchors_after & !anchors_before),
        anchors_broken: points_of(anchors_before & !anchors_after),
        prime: longest_prime(after),
        builders: builders(after),
        pips,
        bear_off: bear_off(before, dice, play, &pips),
        game_kind: game_kind(after),
    }
}

/// The bear-off facts, when the play bears off or `before` is a bear-off.
fn bear_off(before: &Position, dice: Dice, play: &Play, pips: &Pips) -> Option<BearOff> {
    let checkers_off = play.position.own_off() - before.own_off();
    if checkers_off == 0 && before.phase() != BoardPhase::BearOff {
        return None;
    }
    let (steps, n_steps) = dice.moves();
    let rolled: u32 = steps[..n_steps].iter().map(|&die| u32::from(die)).sum();
    let moved = pips.before - pips.after;
    Some(BearOff {
        checkers_off,
        pips_wasted: rolled.saturating_sub(moved) as u8,
    })
}

#[cfg(test)]
mod tests;
