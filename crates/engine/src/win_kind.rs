//! The size of a win: single game, gammon or backgammon.

use std::fmt;

use crate::position::Position;

/// The size of a win, and the levels of a resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WinKind {
    /// The loser has borne off at least one checker: the cube value.
    Single,
    /// The loser has borne off none: twice the cube value.
    Gammon,
    /// The loser has borne off none and still has a checker on the bar or in the winner's home
    /// board: three times the cube value.
    Backgammon,
}

impl WinKind {
    /// All three, smallest first.
    pub const ALL: [WinKind; 3] = [WinKind::Single, WinKind::Gammon, WinKind::Backgammon];

    /// 1, 2 or 3: the points per cube value.
    #[inline]
    pub fn multiplier(self) -> u32 {
        match self {
            WinKind::Single => 1,
            WinKind::Gammon => 2,
            WinKind::Backgammon => 3,
        }
    }

    /// The size of the win of the player who has just borne off the last checker in
    /// `final_position` (seen by that player, as [`Play::position`](crate::Play) is).
    pub fn of_finished(final_position: &Position) -> WinKind {
        if final_position.opponent_off() > 0 {
            return WinKind::Single;
        }
        // The winner's home board is their points 1..=6; the loser's bar is slot 0.
        let stuck_behind = final_position.opponent_bar() > 0
            || (1..=6).any(|point| final_position.opponent(point) > 0);
        if stuck_behind {
            WinKind::Backgammon
        } else {
            WinKind::Gammon
        }
    }
}

impl fmt::Display for WinKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinKind::Single => "single game",
            WinKind::Gammon => "gammon",
            WinKind::Backgammon => "backgammon",
        })
    }
}
