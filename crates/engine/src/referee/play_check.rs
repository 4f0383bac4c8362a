//! Checking a submitted play against the rules.

use crate::dice::Dice;
use crate::movegen::{CheckerMove, Play};
use crate::position::Position;

/// Whether `play` is a legal play of `dice` in `position`: its resulting position must be one a
/// legal play reaches, and its checker moves must be a sequence that the dice really play from
/// `position` to that result (so a log never holds moves that contradict its positions; a play
/// built with [`Play::pass`] around some other position is refused).
pub(super) fn is_legal_play(position: &Position, dice: Dice, play: &Play) -> bool {
    let reachable = position
        .legal_plays(dice)
        .iter()
        .any(|legal| legal.position == play.position);
    if !reachable {
        return false;
    }
    let (dice_values, n_dice) = dice.moves();
    let mut remaining = dice_values;
    remaining[n_dice..].fill(0);
    moves_reach(position, &mut remaining, play.moves(), &play.position)
}

/// Whether `moves`, each using one of the `remaining` dice (0 marks a die already used), lead
/// from `position` to `target`. At most four moves and two distinct dice: a tiny search.
fn moves_reach(
    position: &Position,
    remaining: &mut [u8; 4],
    moves: &[CheckerMove],
    target: &Position,
) -> bool {
    let Some((first, rest)) = moves.split_first() else {
        return position == target;
    };
    for index in 0..remaining.len() {
        let die = remaining[index];
        // Trying the same value twice would only repeat the same branch.
        if die == 0 || remaining[..index].contains(&die) {
            continue;
        }
        let from = usize::from(first.from);
        if !position.can_move(from, die) {
            continue;
        }
        let mut after = *position;
        if after.apply_move_unchecked(from, die) != *first {
            continue;
        }
        remaining[index] = 0;
        let reached = moves_reach(&after, remaining, rest, target);
        remaining[index] = die;
        if reached {
            return true;
        }
    }
    false
}
