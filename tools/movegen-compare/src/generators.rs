//! The generators compared, each as one pass over a set of cases that returns how many
//! resulting positions it produced (so the work cannot be optimised away).

use std::hint::black_box;

use bg_engine::Play;
use bkgm::{ClassicRules, PositionRules};

use crate::cases::Case;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Generator {
    /// `Position::legal_plays_into` into one reused vector: the plays with their checker
    /// moves, positions still seen by the mover (as search uses it).
    Ours,
    /// `Position::legal_positions_into` into one reused vector: the same generator keeping
    /// only the positions.
    OursPositions,
    /// bkgm's public `PositionRules::legal_positions`: a fresh vector per call, positions
    /// switched to the opponent's view (as wildbg's `all_positions_after_moving`).
    Bkgm,
}

impl Generator {
    pub const ALL: [Generator; 3] = [Generator::Ours, Generator::OursPositions, Generator::Bkgm];

    pub fn name(self) -> &'static str {
        match self {
            Generator::Ours => "ours",
            Generator::OursPositions => "ours-positions",
            Generator::Bkgm => "bkgm",
        }
    }

    pub fn parse(text: &str) -> Option<Generator> {
        Generator::ALL
            .into_iter()
            .find(|generator| generator.name() == text)
    }
}

/// Scratch space kept between passes, as a search keeps its own.
pub struct Scratch {
    plays: Vec<Play>,
    positions: Vec<bg_engine::Position>,
}

impl Scratch {
    pub fn new() -> Scratch {
        Scratch {
            plays: Vec::with_capacity(1024),
            positions: Vec::with_capacity(1024),
        }
    }
}

/// One pass of `generator` over `cases`: the number of resulting positions.
pub fn pass(generator: Generator, cases: &[Case], scratch: &mut Scratch) -> usize {
    let mut total = 0usize;
    match generator {
        Generator::Ours => {
            for case in cases {
                scratch.plays.clear();
                black_box(&case.ours).legal_plays_into(black_box(case.dice), &mut scratch.plays);
                total += black_box(&scratch.plays).len();
            }
        }
        Generator::OursPositions => {
            for case in cases {
                scratch.positions.clear();
                black_box(&case.ours)
                    .legal_positions_into(black_box(case.dice), &mut scratch.positions);
                total += black_box(&scratch.positions).len();
            }
        }
        Generator::Bkgm => {
            for case in cases {
                let positions = <ClassicRules as PositionRules<15>>::legal_positions(
                    black_box(case.theirs),
                    black_box(&case.their_dice),
                );
                total += black_box(&positions).len();
            }
        }
    }
    total
}
