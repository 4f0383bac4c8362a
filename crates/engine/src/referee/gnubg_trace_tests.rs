//! The referee against GNU Backgammon: the states gnubg 1.07 went through in recorded games
//! (`tests/data/gnubg_ids.txt`, one GNU Backgammon ID a line) are replayed as referee actions,
//! and after each action the referee's ID must be gnubg's next ID, character for character.

use super::*;
use crate::ids::{GameState, GnubgId};

const TRACE: &str = include_str!("../../tests/data/gnubg_ids.txt");

/// The GNU Backgammon IDs of the trace, in order.
fn trace_ids() -> Vec<(&'static str, GnubgId)> {
    TRACE
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let text = line.split_whitespace().next().unwrap();
            (text, text.parse::<GnubgId>().unwrap())
        })
        .collect()
}

/// The action that takes `current` to the state `next` (gnubg's), as far as it can be told.
fn action_towards(current: &Match, next: &GnubgId) -> Option<Vec<Action>> {
    let id = &next.match_id;
    Some(match current.phase() {
        Phase::AwaitingRoll { .. } if id.double_offered => vec![Action::Double],
        Phase::AwaitingRoll { .. } if id.resignation.is_some() => {
            vec![Action::Resign(id.resignation?)]
        }
        Phase::AwaitingRoll { .. } if id.dice.is_some() => vec![Action::Roll(id.dice?)],
        Phase::AwaitingRoll { .. } => {
            // gnubg plays a roll that cannot move at once, so the trace skips the rolled state
            // (and never shows those dice): any roll that cannot move leads to the same state.
            let position = current.position();
            let (blocked, _) = Dice::all_21().into_iter().find(|(dice, _)| {
                let plays = position.legal_plays(*dice);
                plays.len() == 1 && plays[0].moves().is_empty()
            })?;
            vec![Action::Roll(blocked), Action::Play(Play::pass(position))]
        }
        Phase::CubeOffered { .. } => vec![if id.game_state == GameState::Dropped {
            Action::Drop
        } else {
            Action::Take
        }],
        Phase::ResignationOffered { .. } => vec![if id.game_state == GameState::Resigned {
            Action::AcceptResignation
        } else {
            Action::RejectResignation
        }],
        Phase::Moving { .. } if id.resignation.is_some() && id.game_state == GameState::Playing => {
            vec![Action::Resign(id.resignation?)]
        }
        Phase::Moving { .. } => {
            // The board of the next state is seen by the opponent (or the loser, at the end).
            let play = current
                .legal_plays()
                .into_iter()
                .find(|play| play.position.switch_sides() == next.position)?;
            vec![Action::Play(play)]
        }
        Phase::GameOver { .. } => {
            // gnubg rolls the opening at once; its dice are the higher first.
            let dice = id.dice?;
            let opening = Action::opening_won_by(id.on_roll, dice);
            vec![Action::NextGame, opening]
        }
        Phase::OpeningRoll | Phase::MatchOver { .. } => return None,
    })
}

/// Whether `next` starts the next game of the session `current` has just finished a game of.
fn continues_session(current: &Match, next: &GnubgId) -> bool {
    matches!(current.phase(), Phase::GameOver { .. })
        && next.match_id.score == current.score()
        && next.match_id.match_length == current.match_length()
        && next.match_id.game_state == GameState::Playing
        && next.position == Position::STARTING
}

#[test]
fn referee_ids_follow_gnubg_through_recorded_games() {
    let ids = trace_ids();
    let mut current: Option<Match> = None;
    let mut n_checked = 0;
    let mut n_setups = 0;
    let mut mismatches = Vec::new();
    let mut refusals = Vec::new();
    for (text, next) in ids {
        let stepped = current.as_ref().and_then(|state| {
            if matches!(state.phase(), Phase::GameOver { .. }) && !continues_session(state, &next) {
                return None;
            }
            let actions = action_towards(state, &next)?;
            let mut stepped = state.clone();
            for action in actions {
                if let Err(error) = stepped.apply_mut(action) {
                    refusals.push(format!("{} then {action:?}: {error}", state.gnubg_id()));
                    return None;
                }
            }
            Some(stepped)
        });
        current = match stepped {
            Some(stepped) => {
                n_checked += 1;
                let ours = stepped.gnubg_id().to_string();
                if ours != text {
                    mismatches.push(format!("gnubg {text}, referee {ours}"));
                    Match::from_gnubg_id(&next).ok()
                } else {
                    Some(stepped)
                }
            }
            None => {
                // A new session, or the referee parted from gnubg: start again from its ID.
                n_setups += 1;
                let setup = Match::from_gnubg_id(&next)
                    .unwrap_or_else(|error| panic!("{text} cannot be set up: {error}"));
                assert_eq!(setup.gnubg_id().to_string(), text, "setup round trip");
                Some(setup)
            }
        };
    }
    assert!(n_checked > 1_500, "only {n_checked} transitions checked");
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    // gnubg lets a 64-cube be doubled (its maximum is 4096); nothing else may be refused.
    for refusal in &refusals {
        assert!(
            refusal.ends_with(&ActionError::CubeAtMaximum.to_string()),
            "{refusal}"
        );
    }
    // One setup per session, and one after each refusal.
    assert!(n_setups < 10, "{n_setups} setups: {refusals:?}");
}

#[test]
fn setup_from_a_gnubg_id_with_a_double_pending() {
    let id: GnubgId = "4HPkASLgc/ABMA:cBEAAAAAAAAA".parse().unwrap();
    let setup = Match::from_gnubg_id(&id).unwrap();
    assert_eq!(setup.phase(), Phase::CubeOffered { by: Player::One });
    assert_eq!(setup.to_act(), Some(Player::Zero));
    assert!(setup.settings().is_money());
    assert!(setup.settings().jacoby());
    let taken = setup.apply(Action::Take).unwrap();
    assert_eq!(taken.gnubg_id().to_string(), "4HPkASLgc/ABMA:QQkAAAAAAAAA");
}

#[test]
fn setup_with_the_beaver_rule_the_match_id_does_not_carry() {
    // Money play, player 1 doubled, player 0 to answer.
    let id: GnubgId = "4HPkASLgc/ABMA:cBEAAAAAAAAA".parse().unwrap();
    let none = Match::from_gnubg_id_with_beavers(&id, 0).unwrap();
    assert_eq!(none.settings().beavers(), 0);
    assert!(none.settings().jacoby(), "the Match ID's Jacoby rule stays");
    assert!(none.apply(Action::Beaver).is_err(), "no beaver allowed");
    assert!(none.apply(Action::Take).is_ok());
    let default = Match::from_gnubg_id(&id).unwrap();
    assert_eq!(default.settings().beavers(), DEFAULT_BEAVERS);
    assert_eq!(
        Match::from_gnubg_id_with_beavers(&id, DEFAULT_BEAVERS),
        Ok(default.clone())
    );
    // A beaver pending where none are allowed is a contradiction.
    let beavered = default.apply(Action::Beaver).unwrap().gnubg_id();
    assert!(matches!(
        Match::from_gnubg_id_with_beavers(&beavered, 0),
        Err(SetupError::Inconsistent(_))
    ));
    // A match never has beavers.
    let in_match = Match::new(MatchSettings::match_to(5).unwrap()).gnubg_id();
    let set_up = Match::from_gnubg_id_with_beavers(&in_match, DEFAULT_BEAVERS).unwrap();
    assert_eq!(set_up.settings().beavers(), 0);
}

#[test]
fn setup_refuses_what_the_referee_does_not_play() {
    let start: GnubgId = "4HPwATDgc/ABMA:cAkAAAAAAAAA".parse().unwrap();
    let mut long_match = start;
    long_match.match_id.match_length = 31;
    assert!(matches!(
        Match::from_gnubg_id(&long_match),
        Err(SetupError::MatchLength(_))
    ));
    let mut big_cube = start;
    big_cube.match_id.cube_value = 128;
    assert_eq!(
        Match::from_gnubg_id(&big_cube),
        Err(SetupError::CubeAboveMaximum(128))
    );
    let mut rolled_and_doubled = start;
    rolled_and_doubled.match_id.double_offered = true;
    rolled_and_doubled.match_id.dice = Some(Dice::new(3, 1).unwrap());
    assert!(matches!(
        Match::from_gnubg_id(&rolled_and_doubled),
        Err(SetupError::Inconsistent(_))
    ));
}

#[test]
fn setup_before_the_opening_roll_waits_for_it() {
    let before = Match::new(MatchSettings::match_to(7).unwrap());
    let id = before.gnubg_id();
    assert_eq!(id.match_id.game_state, GameState::None);
    let setup = Match::from_gnubg_id(&id).unwrap();
    assert_eq!(setup.phase(), Phase::OpeningRoll);
    assert_eq!(setup, before);
}
