//! Heavy parts of a screen drawn one per main-thread task after it opens (the rules book's
//! chapters and its diagrams' boards), so that no task holds the page for long.
//!
//! Every part's turns wait in one queue, and a turn comes [`STAGGER_MS`] after the part before
//! it has drawn itself (its effect has run). With a timer of its own for each part, counted
//! from the part's mount, two diagrams' turns could fall close together, and on a slow machine
//! single tasks were seen drawing two diagrams' boards (50 to 70 ms of CPU), most likely
//! because Yew's scheduler yields to the browser after 16 ms of work and its continuation then
//! drew both (docs/benchmarks.md, "Opening the rules book on a slower host").

use std::cell::RefCell;
use std::collections::VecDeque;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// The time between a part drawn and the next part's turn: more than a frame, so that the
/// browser paints between them.
pub const STAGGER_MS: u32 = 20;

/// A turn waiting in the queue: the part that asked for it, and what makes it come.
struct Waiting {
    part: u64,
    come: Callback<()>,
}

/// The turns of every part, one at a time.
#[derive(Default)]
struct Queue {
    waiting: VecDeque<Waiting>,
    /// The part whose turn has come and which has not drawn it yet.
    drawing: Option<u64>,
    /// The timer of the next turn, kept until the next is set: it is never dropped from inside
    /// its own callback.
    timer: Option<Timeout>,
    /// Whether `timer` has yet to fire.
    timed: bool,
    /// The last part's number: each part gets the next.
    parts: u64,
}

thread_local! {
    static QUEUE: RefCell<Queue> = RefCell::new(Queue::default());
}

/// Sets the next turn's timer when a turn waits, none is being drawn and none is timed.
fn schedule(queue: &mut Queue) {
    if queue.drawing.is_some() || queue.timed || queue.waiting.is_empty() {
        return;
    }
    queue.timed = true;
    queue.timer = Some(Timeout::new(STAGGER_MS, next_turn));
}

/// The timer's callback: the first waiting turn comes.
fn next_turn() {
    let come = QUEUE.with(|queue| {
        let mut queue = queue.borrow_mut();
        queue.timed = false;
        let waiting = queue.waiting.pop_front()?;
        queue.drawing = Some(waiting.part);
        Some(waiting.come)
    });
    // Outside the borrow. The state it sets is drawn later, by Yew's scheduler, whose effects
    // then call `drawn`.
    if let Some(come) = come {
        come.emit(());
    }
}

/// `part` has drawn its turn: the next turn may be timed.
fn drawn(part: u64) {
    QUEUE.with(|queue| {
        let mut queue = queue.borrow_mut();
        if queue.drawing == Some(part) {
            queue.drawing = None;
        }
        schedule(&mut queue);
    });
}

/// `part` is unmounted (the screen closed first): its turns leave the queue, and a turn of it
/// that had come no longer holds the others up, as if drawn.
fn leave(part: u64) {
    QUEUE.with(|queue| {
        queue
            .borrow_mut()
            .waiting
            .retain(|waiting| waiting.part != part);
    });
    drawn(part);
}

/// Queues `count` turns of `part`, each setting `come` to the number of turns come.
fn ask(part: u64, come: &UseStateHandle<usize>, from: usize, count: usize) {
    QUEUE.with(|queue| {
        let mut queue = queue.borrow_mut();
        for reached in from + 1..=count {
            let come = come.clone();
            queue.waiting.push_back(Waiting {
                part,
                come: Callback::from(move |()| come.set(reached)),
            });
        }
        schedule(&mut queue);
    });
}

/// How many of the part's `count` turns have come (0 to `count`). When `first_now` is true the
/// first has come at the first render; the others wait in the queue, in the order the parts
/// asked, one per task. The turns still waiting leave the queue when the part is unmounted.
#[hook]
pub fn use_turns_come(first_now: bool, count: usize) -> usize {
    let come = use_state(|| usize::from(first_now && count > 0));
    let part = *use_memo((), |()| {
        QUEUE.with(|queue| {
            let mut queue = queue.borrow_mut();
            queue.parts += 1;
            queue.parts
        })
    });
    {
        let come = come.clone();
        use_effect_with(count, move |&count| {
            ask(part, &come, *come, count);
            move || leave(part)
        });
    }
    use_effect_with(*come, move |_| drawn(part));
    *come
}
