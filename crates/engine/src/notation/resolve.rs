//! Reading a play: matching a move text against the legal plays.

use super::syntax::{parse_parts, WrittenPart};
use super::ParseMoveError;
use crate::dice::Dice;
use crate::movegen::Play;
use crate::position::{Position, BAR, OPPONENT_BAR};

/// The legal play of `dice` in `position` that `text` names, in standard or UBGI notation or
/// as people type it (see the [module documentation](super)).
///
/// The text decides where the checkers end up; the play is the legal play that leads there.
/// Blots are hit wherever a written point has one. A checker written as moving several dice at
/// once (`13/5` with 5-3) may stop on either way; when only one way is legal it is taken, and
/// when both are, the way that hits nothing more than the text shows (GNU Backgammon writes a
/// hit on the way as `13/8*/5`). `pass` (or an empty text) is the play when no checker can move.
///
/// Because only the destination and the hits count, a text is read leniently: the parts may
/// come in any order, written stops need not be where the dice stop (`13/7/5` with 6-2 and 7
/// blocked reads as `13/11/5`), and `*` is neither required nor checked.
///
/// # Errors
/// - [`ParseMoveError::Syntax`] when a part is not a move.
/// - [`ParseMoveError::NoChecker`] when the text moves a checker that is not there.
/// - [`ParseMoveError::NotLegal`] when no legal play leads where the moves lead (wrong dice,
///   blocked points, dice left unplayed, the larger-die rule...).
/// - [`ParseMoveError::Ambiguous`] when several legal plays fit.
pub fn parse_play(position: &Position, dice: Dice, text: &str) -> Result<Play, ParseMoveError> {
    let parts = parse_parts(text)?;
    // Read the syntax first, so that a typo is reported before any legality.
    find_play(position, dice, &position.legal_plays(dice), &parts)
}

/// [`parse_play`] with the legal plays already listed (`legal` must be
/// `position.legal_plays(dice)`), for callers that read many texts in one position, like a text
/// box checked at every keystroke.
///
/// # Errors
/// As [`parse_play`].
pub fn parse_play_among(
    position: &Position,
    dice: Dice,
    legal: &[Play],
    text: &str,
) -> Result<Play, ParseMoveError> {
    find_play(position, dice, legal, &parse_parts(text)?)
}

fn find_play(
    position: &Position,
    dice: Dice,
    legal: &[Play],
    parts: &[WrittenPart],
) -> Result<Play, ParseMoveError> {
    let board = position.board();

    // Where the checkers end up, and which blots the written landing points hit for sure.
    let mut own = [0i32; 26];
    for (point, slot) in own.iter_mut().enumerate().skip(1) {
        *slot = i32::from(board[point].max(0));
    }
    let mut sure_hits = [false; 26];
    for part in parts {
        let from = usize::from(part.points[0]);
        let to = usize::from(part.points[part.points.len() - 1]);
        own[from] -= i32::from(part.count);
        if to != 0 {
            own[to] += i32::from(part.count);
        }
        for &point in &part.points[1..] {
            let point = usize::from(point);
            if point != 0 && board[point] == -1 {
                sure_hits[point] = true;
            }
        }
    }
    if let Some(point) = (1..=BAR).rev().find(|&point| own[point] < 0) {
        return Err(ParseMoveError::NoChecker { point: point as u8 });
    }

    // Most texts name every stop that hits: the play then leads exactly to these checkers with
    // exactly these blots hit.
    let mut target = *board;
    for point in 1..=BAR {
        if own[point] > 0 || sure_hits[point] || board[point] > 0 {
            target[point] = own[point] as i8;
        }
        if sure_hits[point] {
            target[OPPONENT_BAR] -= 1;
        }
    }
    if let Some(play) = legal.iter().find(|play| *play.position.board() == target) {
        return Ok(*play);
    }
    // Otherwise a checker written as moving several dice at once (`13/5`) must hit on the way:
    // any way that does fits, and it must be the only one.
    let fits: Vec<&Play> = legal
        .iter()
        .filter(|play| {
            let after = play.position.board();
            let same_checkers = (1..=BAR).all(|point| i32::from(after[point].max(0)) == own[point]);
            // A hit blot's point is now empty or ours.
            let hits_written = (1..BAR).all(|point| !sure_hits[point] || after[point] >= 0);
            same_checkers && hits_written
        })
        .collect();
    match fits.as_slice() {
        [] => Err(ParseMoveError::NotLegal { dice }),
        [play] => Ok(**play),
        _ => Err(ParseMoveError::Ambiguous {
            n_candidates: fits.len(),
        }),
    }
}
