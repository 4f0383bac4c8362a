//! Resignations: when to offer one, and when to accept one.
//!
//! Both compare the value of the resignation with the cubeful value of playing on
//! ([`CubeAnalysis::no_double`](super::CubeAnalysis), in the same units: money points per unit
//! of the cube, or EMG at a match score). A resignation pays its full kind times the cube, also
//! under the Jacoby rule (the referee scores it so, as GNU Backgammon does), while playing on
//! under Jacoby with a centred cube scores gammons as singles: the analysis accounts for that.
//!
//! The functions receive no position, so they use the contact cube efficiency; when the player
//! on roll has no chance to win, the efficiency makes no difference (both of Janowski's lines
//! start at the value of a sure loss).

use crate::cube::CubeContext;
use crate::eval::Probabilities;
use crate::WinKind;

use super::efficiency::CONTACT;
use super::janowski::Chances;
use super::{analyse_with_efficiency, match_model, other_side};

/// How much equity (per unit of the cube, or EMG) a resignation may give away and still be
/// offered or accepted: about what a 0.5% chance of winning is worth. It keeps the net's small
/// errors (a 0.1% chance of a gammon in a position that has none) from blocking resignations.
pub const RESIGN_TOLERANCE: f32 = 0.01;

/// What the player on roll should resign, if anything: the least they can give away that
/// costs them nothing (within [`RESIGN_TOLERANCE`]) compared with playing on. That happens only
/// when nothing is left to play for: no chance of winning, and the size of the loss settled
/// (or not mattering, as at a match score where any loss ends the match). `probabilities` are
/// the cubeless chances of the player on roll, `cube` from their side.
pub fn resignation_offer(probabilities: &Probabilities, cube: &CubeContext) -> Option<WinKind> {
    let playing_on = analyse_with_efficiency(probabilities, cube, CONTACT).no_double;
    let chances = Chances::of(probabilities);
    WinKind::ALL
        .into_iter()
        .find(|&kind| resignation_value(kind, cube, chances) <= playing_on + RESIGN_TOLERANCE)
        .filter(|&kind| resignation_value(kind, cube, chances) >= playing_on - RESIGN_TOLERANCE)
}

/// Whether the player offered a resignation of `offered` should accept it: when the points
/// offered are worth at least what playing on is worth to them (within [`RESIGN_TOLERANCE`]).
/// The resigner is on roll; `probabilities_of_acceptor` are the acceptor's chances in that
/// position (the resigner's chances [flipped](Probabilities::flip)), and `cube` is from the
/// acceptor's side.
pub fn accepts_resignation(
    probabilities_of_acceptor: &Probabilities,
    offered: WinKind,
    cube: &CubeContext,
) -> bool {
    let resigner = probabilities_of_acceptor.flip();
    let resigner_cube = other_side(cube);
    let playing_on = analyse_with_efficiency(&resigner, &resigner_cube, CONTACT).no_double;
    let given = resignation_value(offered, &resigner_cube, Chances::of(&resigner));
    given <= playing_on + RESIGN_TOLERANCE
}

/// What resigning `kind` is worth to the resigner (on roll), in the analysis's units.
fn resignation_value(kind: WinKind, cube: &CubeContext, chances: Chances) -> f32 {
    let value = cube.value.max(1);
    match match_model(cube, chances) {
        None => -(kind.multiplier() as f32),
        Some(model) => model.emg(model.pass(value * kind.multiplier()), value) as f32,
    }
}
