//! Sessions the state tests start from.

use bg_engine::referee::{Action, Match};
use bg_engine::{Dice, Position};

use super::{Intent, Session};
use crate::settings::Settings;
use crate::setup::{GameSetup, Opponent};

pub fn pass_and_play() -> Session {
    Session::new(GameSetup {
        opponent: Opponent::Human,
        ..GameSetup::default()
    })
    .unwrap()
}

pub fn opened(zero: u8, one: u8) -> Session {
    pass_and_play()
        .apply(Intent::Act(Action::OpeningRoll { zero, one }))
        .unwrap()
}

/// A pass-and-play session at a set-up position: `own` checkers of player 0 and `theirs` of
/// player 1, each on its own points (index 1..=24, 0 unused), player 0 on roll with `dice`
/// (or to roll), under `settings`.
pub fn set_up(
    own: &[(usize, u8)],
    theirs: &[(usize, u8)],
    dice: Option<(u8, u8)>,
    settings: Settings,
) -> Session {
    let side = |checkers: &[(usize, u8)]| {
        let mut side = [0u8; 25];
        // Index 0 is the 1-point, 24 the bar (as GNU Backgammon's boards).
        for &(point, n) in checkers {
            side[point - 1] = n;
        }
        side
    };
    let position = Position::from_sides(&side(own), &side(theirs)).unwrap();
    let mut id = bg_engine::ids::MatchId::money_game_before_roll();
    id.dice = dice.map(|(a, b)| Dice::new(a, b).unwrap());
    let start = bg_engine::ids::GnubgId {
        position,
        match_id: id,
    };
    let game = Match::from_gnubg_id(&start).unwrap();
    let setup = GameSetup {
        opponent: Opponent::Human,
        length: 0,
        ..GameSetup::default()
    };
    let mut session = Session::restore(setup, game, &[], settings);
    session.start_turn();
    session
}

pub const HOME: [(usize, u8); 5] = [(2, 3), (3, 3), (4, 3), (5, 3), (6, 3)];

pub fn settings(auto_forced: bool, auto_confirm: bool) -> Settings {
    Settings {
        auto_forced,
        auto_confirm,
        ..Settings::default()
    }
}
