//! Sessions the view-model tests start from.

use bg_engine::referee::Action;

use crate::setup::{GameSetup, Opponent};
use crate::state::{Intent, Session, Spot};

/// A pass-and-play match between Ann (player 0) and Bob (player 1).
pub fn pass_and_play() -> Session {
    Session::new(GameSetup {
        opponent: Opponent::Human,
        names: ["Ann".to_owned(), "Bob".to_owned()],
        ..GameSetup::default()
    })
    .unwrap()
}

pub fn act(session: &Session, action: Action) -> Session {
    session.apply(Intent::Act(action)).unwrap()
}

/// Plays the opening 3-1 as 8/5 6/5, a checker at a time by presses, and ends the turn.
pub fn play_31_by_presses(session: &Session) -> Session {
    session
        .apply(Intent::Press(Spot::Point(8)))
        .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
        .and_then(|s| s.apply(Intent::Press(Spot::Point(6))))
        .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
        .and_then(|s| s.apply(Intent::Done))
        .unwrap()
}

/// A pass-and-play money game (beavers allowed) in which Bob, on roll after Ann's opening
/// 3-1, has just doubled.
pub fn money_double_offered() -> Session {
    let session = Session::new(GameSetup {
        opponent: Opponent::Human,
        names: ["Ann".to_owned(), "Bob".to_owned()],
        length: 0,
        beavers: true,
        ..GameSetup::default()
    })
    .unwrap();
    let session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
    let session = play_31_by_presses(&session);
    act(&session, Action::Double)
}

/// Against the computer: it wins the opening roll with 6-4 and runs 24/14.
pub fn computer_ran() -> Session {
    let versus = Session::new(GameSetup::default()).unwrap();
    let session = act(&versus, Action::OpeningRoll { zero: 4, one: 6 });
    let play = session
        .game
        .legal_plays()
        .into_iter()
        .find(|play| bg_engine::notation::write_play(play) == "24/14")
        .unwrap();
    act(&session, Action::Play(play))
}

pub use crate::i18n::test_support::{english, in_language};
