//! Heavy parts of a screen drawn one per main-thread task after it opens (the rules book's
//! chapters and its diagrams' boards), so that no task holds the page for long: each part
//! waits for its turn, turn `n` coming `n` × [`STAGGER_MS`] after the part is mounted.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// The time between two turns: more than a frame, so that each is its own task.
pub const STAGGER_MS: u32 = 20;

/// How many of the `count` turns from turn `first` on have come (0 to `count`). Turn 0 has
/// come at the first render; each later one sets the count in a task of its own. The turns
/// still to come are cancelled when the part is unmounted (the screen closed first).
#[hook]
pub fn use_turns_come(first: usize, count: usize) -> usize {
    let come = use_state(|| usize::from(first == 0 && count > 0));
    {
        let come = come.clone();
        use_effect_with((first, count), move |&(first, count)| {
            let timeouts: Vec<Timeout> = (first..first + count)
                .enumerate()
                .filter(|&(_, turn)| turn > 0)
                .map(|(index, turn)| {
                    let come = come.clone();
                    let delay = STAGGER_MS.saturating_mul(u32::try_from(turn).unwrap_or(u32::MAX));
                    Timeout::new(delay, move || come.set(index + 1))
                })
                .collect();
            move || drop(timeouts)
        });
    }
    *come
}
