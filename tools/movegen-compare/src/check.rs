//! Before any timing: both generators must give the same resulting positions for every case,
//! the same number of them and the same set.

use bg_engine::Position;
use bkgm::{ClassicRules, PositionRules, State};

use crate::cases::CaseSet;

/// Disagreements described in full; the rest are only counted.
const MAX_REPORTED: usize = 10;

pub struct Agreement {
    /// Resulting positions of the whole set as bg-engine counts them (each distinct position
    /// once; a pass counts as one).
    pub n_positions: usize,
    /// The same as bkgm counts them (a position it lists twice counts twice).
    pub n_bkgm_positions: usize,
    /// Cases where the two sets of positions differ.
    pub n_set_disagreements: usize,
    /// Cases where `legal_positions_into` differs from the positions of `legal_plays_into`.
    pub n_position_only_disagreements: usize,
    /// Cases with the same set where bkgm lists a position more than once.
    pub n_repeat_cases: usize,
    /// Positions bkgm lists again in those cases.
    pub n_repeats: usize,
    /// bg-engine's resulting positions by part of the set, in the order first met.
    pub by_group: Vec<(&'static str, usize)>,
}

/// Compares the generators on every case and prints each disagreement (up to a limit).
pub fn compare(set: &CaseSet) -> Agreement {
    let mut agreement = Agreement {
        n_positions: 0,
        n_bkgm_positions: 0,
        n_set_disagreements: 0,
        n_position_only_disagreements: 0,
        n_repeat_cases: 0,
        n_repeats: 0,
        by_group: Vec::new(),
    };
    let mut n_reported = 0;
    let mut plays = Vec::new();
    let mut positions = Vec::new();
    for case in &set.cases {
        plays.clear();
        case.ours.legal_plays_into(case.dice, &mut plays);
        let mut ours: Vec<[i8; 26]> = plays.iter().map(|play| *play.position.board()).collect();
        // The position-only path is the same generator: its positions must be the plays'.
        positions.clear();
        case.ours.legal_positions_into(case.dice, &mut positions);
        if positions
            .iter()
            .map(|position| *position.board())
            .ne(ours.iter().copied())
        {
            agreement.n_position_only_disagreements += 1;
            println!("POSITIONS ONLY DIFFER {}", case.label);
        }

        // bkgm hands the turn over; switch back to compare with ours, still seen by the mover.
        let mut theirs: Vec<[i8; 26]> =
            <ClassicRules as PositionRules<15>>::legal_positions(case.theirs, &case.their_dice)
                .iter()
                .map(|position| <[i8; 26]>::from(position.flip()))
                .collect();
        let (n_ours, n_theirs) = (ours.len(), theirs.len());
        agreement.n_positions += n_ours;
        match agreement
            .by_group
            .iter_mut()
            .find(|(group, _)| *group == case.group)
        {
            Some((_, count)) => *count += n_ours,
            None => agreement.by_group.push((case.group, n_ours)),
        }
        agreement.n_bkgm_positions += n_theirs;
        ours.sort_unstable();
        theirs.sort_unstable();
        let ours_distinct = distinct(&ours);
        let theirs_distinct = distinct(&theirs);
        if n_ours == n_theirs && ours == theirs {
            continue;
        }
        let mut theirs_set = theirs.clone();
        theirs_set.dedup();
        if ours_distinct == n_ours && theirs_set == ours {
            agreement.n_repeat_cases += 1;
            agreement.n_repeats += n_theirs - theirs_distinct;
        } else {
            agreement.n_set_disagreements += 1;
        }
        n_reported += 1;
        if n_reported > MAX_REPORTED {
            continue;
        }
        println!(
            "DISAGREEMENT {}: ours {n_ours} positions ({ours_distinct} distinct), bkgm \
             {n_theirs} ({theirs_distinct} distinct)",
            case.label
        );
        for board in ours.iter().filter(|board| !theirs.contains(board)) {
            println!("  only ours: {}", id(board));
        }
        for board in theirs.iter().filter(|board| !ours.contains(board)) {
            println!("  only bkgm: {}", id(board));
        }
        for pair in theirs.windows(2).filter(|pair| pair[0] == pair[1]) {
            println!("  bkgm twice: {}", id(&pair[0]));
        }
    }
    agreement
}

fn distinct(sorted: &[[i8; 26]]) -> usize {
    sorted.windows(2).filter(|pair| pair[0] != pair[1]).count() + usize::from(!sorted.is_empty())
}

/// A board's Position ID, or the board itself when it is no position.
fn id(board: &[i8; 26]) -> String {
    match Position::try_from_board(*board) {
        Ok(position) => position.position_id(),
        Err(error) => format!("{board:?} ({error})"),
    }
}
