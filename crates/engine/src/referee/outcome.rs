//! How games end and what they are worth.

use super::settings::MatchSettings;
use crate::player::Player;
use crate::WinKind;

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
