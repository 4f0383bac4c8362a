//! The fixed benchmark set: the (position, roll) cases of the committed GNU Backgammon vectors,
//! with gnubg's number of distinct plays for each, so a benchmark can check its answers first.

use bg_engine::{Dice, Position};

pub struct Case {
    pub position: Position,
    pub dice: Dice,
    pub n_plays: usize,
}

pub fn load() -> Vec<Case> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/movegen-gnubg.txt");
    let text = std::fs::read_to_string(path).expect("the committed vectors file");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (case, plays) = line.split_once('\t').expect("a tab between case and plays");
            let (id, dice) = case.split_once(' ').expect("position and dice");
            Case {
                position: Position::from_position_id(id).expect("a valid Position ID"),
                dice: dice.parse().expect("valid dice"),
                // No legal move is listed as nothing; the engine answers with one pass.
                n_plays: plays.split_whitespace().count().max(1),
            }
        })
        .collect()
}
