//! Helpers shared by the integration tests: positions, Match IDs and the gnubg move cases.

#![allow(dead_code)]

use bg_engine::ids::MatchId;
use bg_engine::Position;

/// The legal plays GNU Backgammon listed, shared with the engine's own tests.
pub const MOVEGEN_DATA: &str = include_str!("../../../engine/tests/data/movegen-gnubg.txt");

/// One line of the gnubg data: `(PositionID, dice, sorted resulting IDs)`.
pub fn movegen_cases() -> Vec<(&'static str, &'static str, &'static str)> {
    MOVEGEN_DATA
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (head, list) = line.split_once('\t').expect("a tab before the list");
            let (position_id, dice) = head.split_once(' ').expect("a space before the dice");
            (position_id, dice, list)
        })
        .collect()
}

/// A position from counts per point: `own` for the player on roll, `theirs` for the opponent,
/// each `(point, checkers)` numbered from that player's own side (25: the bar).
pub fn position(own: &[(usize, u8)], theirs: &[(usize, u8)]) -> Position {
    Position::from_points(own, theirs).expect("a legal test position")
}

/// A race where the player on roll is far ahead: 54 pips against 112. Keith's count says
/// double, and drop.
pub fn race_far_ahead() -> Position {
    position(
        &[(1, 2), (2, 2), (3, 3), (4, 3), (5, 3), (6, 2)],
        &[(7, 8), (8, 7)],
    )
}

/// A Match ID of a game in progress with player 0 on roll before rolling, money play, cube
/// centred at 1; adjust the fields in the test.
pub fn match_id() -> MatchId {
    MatchId::money_game_before_roll()
}

/// `position gnubgid <PositionID>:<MatchID>`.
pub fn position_command(position: &Position, match_id: &MatchId) -> String {
    format!(
        "position gnubgid {}:{}",
        position.position_id(),
        match_id.match_id()
    )
}
