//! What the property tests share (`prop_formats.rs`, `prop_referee.rs`).

use bg_engine::referee::{Action, ActionKind, Match};
use bg_engine::{DiceSource, SeededDice, WinKind};

/// A random legal action in `state`, drawn from `rng`; `None` when the match is over. A
/// resignation, where the referee allows one, is offered 1 time in `resign_one_in`, so that the
/// test chooses how many games end by one.
pub fn random_legal_action(
    state: &Match,
    rng: &mut SeededDice,
    resign_one_in: u32,
) -> Option<Action> {
    let mut kinds = state.action_kinds();
    if kinds.contains(&ActionKind::Resign) && rng.below(resign_one_in) != 0 {
        kinds.retain(|&kind| kind != ActionKind::Resign);
    }
    if kinds.is_empty() {
        return None;
    }
    let kind = kinds[rng.below(kinds.len() as u32) as usize];
    Some(match kind {
        ActionKind::OpeningRoll => Action::OpeningRoll {
            zero: rng.roll_die(),
            one: rng.roll_die(),
        },
        ActionKind::Roll => Action::Roll(rng.roll()),
        ActionKind::Double => Action::Double,
        ActionKind::Take => Action::Take,
        ActionKind::Drop => Action::Drop,
        ActionKind::Beaver => Action::Beaver,
        ActionKind::Play => {
            let plays = state.legal_plays();
            Action::Play(plays[rng.below(plays.len() as u32) as usize])
        }
        ActionKind::Resign => Action::Resign(WinKind::ALL[rng.below(3) as usize]),
        ActionKind::AcceptResignation => Action::AcceptResignation,
        ActionKind::RejectResignation => Action::RejectResignation,
        ActionKind::NextGame => Action::NextGame,
    })
}
