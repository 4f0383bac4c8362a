//! Writing plays: standard (GNU Backgammon's) notation and UBGI's.

use std::fmt::Write;

use super::point_name;
use crate::movegen::{CheckerMove, Play};

/// The play in standard notation, exactly as GNU Backgammon writes it (`24/13`, `13/7*/5`,
/// `bar/22*`, `24/20(2) 13/9(2)`, `6/off(3) 5/off`); the empty string for a pass.
///
/// The text depends only on the resulting position, not on the order in which the play's
/// moves were found: a checker moving several times is one part, its intermediate points
/// written only where it hits; parts start from the highest point; equal parts are counted; a
/// hit is marked on the first move in that order that lands on the blot's point.
pub fn write_play(play: &Play) -> String {
    // Each part: the points of its path, its text, how many checkers take it.
    let mut parts: Vec<(Vec<u8>, String, u8)> = Vec::with_capacity(4);
    for path in checker_paths(&sorted_moves(play)) {
        let points: Vec<u8> = path.iter().map(|&(point, _)| point).collect();
        // Checkers taking the same path are counted, the first one's hits written for all
        // (`13/12*(2)`: two checkers land on the blot, the first hits).
        if let Some((_, _, count)) = parts.iter_mut().find(|(seen, _, _)| *seen == points) {
            *count += 1;
            continue;
        }
        let mut text = point_name(path[0].0).to_string();
        let last = path.len() - 1;
        for (index, &(point, hit)) in path.iter().enumerate().skip(1) {
            if index < last && !hit {
                continue; // A stop on the way is written only where the checker hits.
            }
            let _ = write!(text, "/{}{}", point_name(point), if hit { "*" } else { "" });
        }
        parts.push((points, text, 1));
    }
    let mut out = String::new();
    for (_, text, count) in parts {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&text);
        if count > 1 {
            let _ = write!(out, "({count})");
        }
    }
    out
}

/// The play in UBGI notation: one `from/to` per die, in an order in which the moves can be
/// played one after another (highest starting point first), `bar` and `off`, no hit marks and
/// no counts; `pass` when no checker can move.
pub fn write_ubgi(play: &Play) -> String {
    let moves = sorted_moves(play);
    if moves.is_empty() {
        return "pass".to_string();
    }
    let words: Vec<String> = moves
        .iter()
        .map(|m| format!("{}/{}", point_name(m.from), point_name(m.to)))
        .collect();
    words.join(" ")
}

/// The play's moves from the highest starting point down. This order can always be played:
/// a move only ever depends on moves from higher points (the bar first, the checkers that must
/// come home before bearing off, the checker that leaves a point it then moves on from).
fn sorted_moves(play: &Play) -> Vec<CheckerMove> {
    let mut moves = play.moves().to_vec();
    moves.sort_by_key(|m| std::cmp::Reverse((m.from, m.to)));
    moves
}

/// Joins the sorted moves into checker paths of `(point, hit)`, starting point first: a move
/// continues the first path (in order) that ends where it starts, so one checker moving twice
/// is one path. A blot is hit by the first move in this order that lands on its point, whichever
/// move hit it in the play, so that the text depends only on the resulting position.
fn checker_paths(moves: &[CheckerMove]) -> Vec<Vec<(u8, bool)>> {
    let mut hit_points: Vec<u8> = moves.iter().filter(|m| m.hit).map(|m| m.to).collect();
    let mut paths: Vec<Vec<(u8, bool)>> = Vec::with_capacity(4);
    for m in moves {
        let hit = match hit_points.iter().position(|&point| point == m.to) {
            Some(index) => {
                hit_points.swap_remove(index);
                true
            }
            None => false,
        };
        match paths
            .iter_mut()
            .find(|path| path.last().map(|&(point, _)| point) == Some(m.from) && m.from != 0)
        {
            Some(path) => path.push((m.to, hit)),
            None => paths.push(vec![(m.from, false), (m.to, hit)]),
        }
    }
    paths
}
