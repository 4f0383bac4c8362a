//! How games end and what they are worth.

use std::fmt;

use super::settings::MatchSettings;
use crate::player::Player;
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

/// How a game came to an end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnding {
    /// The winner bore off all checkers.
    BorneOff,
    /// The loser refused a double (or a beaver).
    Dropped,
    /// The loser resigned and the winner accepted.
    Resigned,
}

/// The result of one finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// The game's number, 1 for the first game of the match.
    pub game_number: u32,
    pub winner: Player,
    /// The size of the win as it happened (a gammon stays a gammon under the Jacoby rule,
    /// though it scores as a single game).
    pub kind: WinKind,
    /// The points scored: the counted kind times the cube value.
    pub points: u32,
    pub ending: GameEnding,
    /// The cube value the game ended with.
    pub cube_value: u32,
}

/// The points a game ending with `kind` scores at `cube_value`. The Jacoby rule counts gammons
/// and backgammons as single games while the cube is untouched (value 1). It does not shrink a
/// resignation: a player who resigns a gammon pays for one (GNU Backgammon scores it so).
pub(super) fn game_points(
    settings: &MatchSettings,
    cube_value: u32,
    kind: WinKind,
    ending: GameEnding,
) -> u32 {
    let counted = if ending != GameEnding::Resigned && settings.jacoby() && cube_value == 1 {
        WinKind::Single
    } else {
        kind
    };
    counted.multiplier() * cube_value
}
