//! The app state: a [`Session`] over the engine's referee ([`Match`]) and the turn being played
//! ([`Turn`]), changed only by [`Session::apply`]. No rules here beyond choosing which engine
//! call an intent means, and no side effects: dice are drawn, saves written and the worker
//! asked by the caller (`src/web/app.rs`), which hands the results in as [`Intent`]s.
//!
//! The player's [`Settings`] decide what the reducer does by itself (forced moves, confirming
//! the last checker); every change of the board is described as a [`Motion`] for the board to
//! animate.

mod intent;
mod motion;
mod moving;
mod shown;
mod spot;
mod tutoring;

#[cfg(test)]
mod test_support;

pub use intent::Intent;
pub use motion::{Flight, Motion};
pub use moving::DOUBLE_PRESS_MS;
pub use shown::{saved_part, ShownSession};
pub use spot::Spot;

use bg_engine::referee::{Action, ActionError, Match, Phase};
use bg_engine::turn::{Step, Turn};
use bg_engine::{Player, Position};

use motion::{play_flights, push_step_flights, undo_flights};

use crate::i18n::Message;
use crate::msg;
use crate::settings::Settings;
use crate::setup::GameSetup;
use crate::tutor::TutorCheck;
use bg_engine::analysis::ErrorSize;

/// The whole state of the app's match.
#[derive(Clone, Debug)]
pub struct Session {
    pub setup: GameSetup,
    pub game: Match,
    /// The roll a person is playing step by step: `Some` exactly while a person must move.
    pub turn: Option<Turn>,
    /// The checker picked up, while a person moves.
    pub selected: Option<Spot>,
    /// A message for the user (an action refused, a corrupt save found).
    pub notice: Option<Message>,
    /// The player's preferences.
    pub settings: Settings,
    /// The last change of the board, for the animation.
    pub motion: Motion,
    /// When either die can bear a checker off: true to spend the larger (moving by
    /// destination, the engine spends the smaller). Where the turn can end is the same either
    /// way ([`Turn::either_die_bears_off`]); only the die shown left differs.
    pub high_die_first: bool,
    /// The spot and time of the last pointer press, while it can start a double press: it
    /// did not move a checker and nothing else has happened since.
    pub last_press: Option<(Spot, u64)>,
    /// The tutor's check of a person's decision about to be made (see [`crate::tutor`]):
    /// while it is `Some`, the decision is not made and the board and controls wait.
    pub tutor: Option<TutorCheck>,
    /// The errors the tutor found in the people's decisions made in this session: the index of
    /// the action in the log and the error's size (the move log marks them `?!`, `?`, `??`).
    pub errors: Vec<(usize, ErrorSize)>,
}

impl Session {
    /// A session at the start of a new match under `setup`, or `None` when its rules are
    /// invalid.
    pub fn new(setup: GameSetup) -> Option<Session> {
        let setup = setup.normalized();
        let settings = setup.settings().ok()?;
        Some(Session::resume(setup, Match::new(settings)))
    }

    /// A session continuing `game` (for a save restored).
    pub fn resume(setup: GameSetup, game: Match) -> Session {
        let mut session = Session {
            setup,
            game,
            turn: None,
            selected: None,
            notice: None,
            settings: Settings::default(),
            motion: Motion::default(),
            high_die_first: false,
            last_press: None,
            tutor: None,
            errors: Vec::new(),
        };
        session.sync_turn();
        session
    }

    /// A session continuing `game` with the `steps` of the turn in progress already played (a
    /// save restored in the middle of a turn), under `settings`. Nothing is played by itself
    /// here: the steps saved include any that were. A step that is not legal ends the replay
    /// there (the save's reader has checked them).
    pub fn restore(setup: GameSetup, game: Match, steps: &[Step], settings: Settings) -> Session {
        let mut session = Session::resume(setup, game);
        session.settings = settings;
        if let Some(turn) = session.turn.as_mut() {
            for &step in steps {
                if turn.play_step(step).is_err() {
                    break;
                }
            }
        }
        session
    }

    /// The session a save restores (see [`Session::restore`]), with the tutor's marks kept.
    pub fn restore_saved(saved: crate::save::Saved, settings: Settings) -> Session {
        let mut session = Session::restore(saved.setup, saved.game, &saved.steps, settings);
        session.errors = saved.errors;
        session
    }

    /// The steps played so far in the turn in progress (empty when none is).
    pub fn steps(&self) -> Vec<Step> {
        self.turn
            .as_ref()
            .map(Turn::steps_played)
            .unwrap_or_default()
    }

    /// The player a person must act for now, if a person must act now.
    pub fn human_to_act(&self) -> Option<Player> {
        self.game
            .to_act()
            .filter(|&player| self.setup.is_human(player))
    }

    /// The player the computer must act for now, if it must.
    pub fn computer_to_act(&self) -> Option<Player> {
        self.game
            .to_act()
            .filter(|&player| !self.setup.is_human(player))
    }

    /// The board as it stands, seen by player 0, including the steps of the turn in progress.
    pub fn board(&self) -> Position {
        match &self.turn {
            Some(turn) if self.game.on_roll() == Player::One => turn.position().switch_sides(),
            Some(turn) => turn.position(),
            None => self.game.position_for(Player::Zero),
        }
    }

    /// The next session after `intent`, or `None` when nothing changes (an intent that does
    /// not apply now): Yew then skips the render.
    pub fn apply(&self, intent: Intent) -> Option<Session> {
        // A double press is two pointer presses with nothing in between.
        let by_pointer = matches!(intent, Intent::PointerPress { .. });
        let mut next = self.apply_intent(intent)?;
        if !by_pointer {
            next.last_press = None;
        }
        Some(next)
    }

    fn apply_intent(&self, intent: Intent) -> Option<Session> {
        if self.tutor.is_some() && !intent.while_tutor_checks() {
            return None;
        }
        match intent {
            Intent::NewMatch(setup) => Session::new(setup).map(|mut next| {
                next.settings = self.settings;
                next.motion.id = self.motion.id + 1;
                next.start_turn();
                next
            }),
            Intent::Act(action) => Some(self.decide(action)),
            Intent::ActAt { at, action } => self.act_at(at, action),
            Intent::Press(spot) => self.press(spot),
            Intent::PointerPress { spot, at_ms } => self.pointer_press(spot, at_ms),
            Intent::Release(spot) => {
                let from = self.selected?;
                if spot == from {
                    return None;
                }
                // The pointer carried the checker there: it is not animated again.
                self.move_checker(from, spot, true)
            }
            Intent::BearOff(spot) => {
                if !self.settings.double_click_bear_off
                    || !self.destinations(spot).contains(&Spot::Off)
                {
                    return None;
                }
                self.move_checker(spot, Spot::Off, false)
            }
            Intent::Deselect => self.selected.is_some().then(|| Session {
                selected: None,
                ..self.clone()
            }),
            Intent::SwapDice => self.die_choice_matters().then(|| Session {
                high_die_first: !self.high_die_first,
                ..self.clone()
            }),
            Intent::Configure(settings) => (settings != self.settings).then(|| Session {
                settings,
                ..self.clone()
            }),
            Intent::Undo => self.undo(),
            Intent::Done => {
                let play = self.turn.as_ref()?.finish().ok()?;
                Some(self.decide(Action::Play(play)))
            }
            Intent::Notify(text) => Some(Session {
                notice: Some(text),
                ..self.clone()
            }),
            Intent::DismissNotice => self.notice.is_some().then(|| Session {
                notice: None,
                ..self.clone()
            }),
            Intent::TutorJudged { at, judgement } => self.tutor_judged(at, judgement),
            Intent::TutorChose(choice) => self.tutor_chose(choice),
            Intent::Adopt(saved) => {
                let mut next = Session::restore_saved(*saved, self.settings);
                next.motion.id = self.motion.id + 1;
                Some(next)
            }
        }
    }

    /// `action`, decided for the state whose log had `at` actions (`None` when the state has
    /// moved on); a play is animated a checker move at a time.
    fn act_at(&self, at: usize, action: Action) -> Option<Session> {
        if at != self.game.log().len() {
            return None;
        }
        let mut next = self.act(action);
        let Action::Play(play) = action else {
            return Some(next);
        };
        // Only a play the referee accepted moves checkers (a refused one leaves a notice).
        let steps = match self.game.phase() {
            Phase::Moving { dice, .. } if next.game.log().len() > at => {
                Turn::new(self.game.position(), dice).steps_of(&play)
            }
            _ => None,
        };
        if let Some(steps) = steps {
            next.motion = Motion {
                id: self.motion.id + 1,
                flights: play_flights(self.game.on_roll(), &steps),
            };
        }
        Some(next)
    }

    /// Takes back the last step of the turn in progress, animated.
    fn undo(&self) -> Option<Session> {
        let mut next = self.clone();
        let mover = self.game.on_roll();
        let step = next.turn.as_mut()?.undo()?;
        next.selected = None;
        next.motion = Motion {
            id: self.motion.id + 1,
            flights: undo_flights(mover, step),
        };
        Some(next)
    }

    /// Applies a referee action; a refused action leaves the match and says why. A new turn
    /// of a person starts with its forced moves played, if the settings say so.
    ///
    /// The last motion is kept while the checkers stay where they are drawn (a roll, the cube,
    /// a confirmed play), so that pressing Roll does not cut short the animation of the
    /// computer's play; a new game starts without one.
    fn act(&self, action: Action) -> Session {
        match self.game.apply(action) {
            Ok(game) => {
                let motion = if action == Action::NextGame {
                    Motion {
                        id: self.motion.id + 1,
                        flights: Vec::new(),
                    }
                } else {
                    self.motion.clone()
                };
                let mut next = Session {
                    setup: self.setup.clone(),
                    game,
                    turn: None,
                    selected: None,
                    notice: None,
                    settings: self.settings,
                    motion,
                    high_die_first: false,
                    last_press: None,
                    tutor: None,
                    errors: self.errors.clone(),
                };
                next.sync_turn();
                next.start_turn();
                next
            }
            Err(error) => Session {
                notice: Some(refusal(&error)),
                ..self.clone()
            },
        }
    }

    /// At the start of a person's turn: plays a forced play by itself (when the settings say
    /// so), and confirms it when the settings also say to confirm the last checker. A roll
    /// that cannot be played at all counts as forced: it is confirmed the same way.
    fn start_turn(&mut self) {
        if !self.settings.auto_forced {
            return;
        }
        let mover = self.game.on_roll();
        let Some(turn) = self.turn.as_mut() else {
            return;
        };
        if !turn.steps_played().is_empty() || !turn.is_forced() {
            return;
        }
        let mut flights = Vec::new();
        for (slot, step) in turn
            .forced_rest()
            .unwrap_or_default()
            .into_iter()
            .enumerate()
        {
            if turn.play_step(step).is_err() {
                break;
            }
            push_step_flights(&mut flights, mover, step, slot as u8);
        }
        if !flights.is_empty() {
            self.motion = Motion {
                id: self.motion.id + 1,
                flights,
            };
        }
        if !self.settings.auto_confirm {
            return;
        }
        if let Some(Ok(play)) = self.turn.as_ref().map(Turn::finish) {
            // The play is confirmed; its motion (kept by `act`) still shows the forced steps.
            *self = self.act(Action::Play(play));
        }
    }

    /// Starts a [`Turn`] when a person must move, drops it otherwise.
    fn sync_turn(&mut self) {
        self.turn = match self.game.phase() {
            Phase::Moving { on_roll, dice } if self.setup.is_human(on_roll) => {
                Some(Turn::new(self.game.position(), dice))
            }
            _ => None,
        };
        self.selected = None;
    }
}

/// A refused action, as a sentence for the user (the table's notice, and a match file's line
/// that the referee refuses).
pub(crate) fn refusal(error: &ActionError) -> Message {
    match error {
        ActionError::WrongPhase { .. } | ActionError::NotYourTurn { .. } => {
            msg!("refused-not-now")
        }
        ActionError::InvalidDie(value) => msg!("refused-invalid-die", value = *value),
        ActionError::CubeDisabled => msg!("refused-cube-disabled"),
        ActionError::NoCubeAccess => msg!("refused-no-cube-access"),
        ActionError::CrawfordGame => msg!("double-reason-crawford"),
        ActionError::DeadCube => msg!("refused-dead-cube"),
        ActionError::CubeAtMaximum => msg!("double-reason-cube-at-maximum"),
        ActionError::BeaverNotAllowed => msg!("refused-beaver"),
        ActionError::IllegalPlay => msg!("refused-illegal-play"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::test_support::{opened, pass_and_play, set_up, settings, HOME};
    use bg_engine::Dice;

    #[test]
    fn a_forced_play_is_played_by_itself_and_confirmed_only_when_asked() {
        // One checker left on the 6-point: every roll has one play.
        let lone = [(6, 1)];
        let manual = set_up(&lone, &HOME, Some((2, 1)), settings(false, false));
        assert!(manual.steps().is_empty());
        let auto = set_up(&lone, &HOME, Some((2, 1)), settings(true, false));
        assert_eq!(auto.steps().len(), 2);
        assert_eq!(auto.board().own(3), 1);
        assert!(auto.turn.as_ref().unwrap().is_complete());
        // The forced steps are animated, one slot each.
        assert_eq!(auto.motion.n_slots(), 2);
        // Undo takes them back one at a time and does not replay them.
        let undone = auto.apply(Intent::Undo).unwrap();
        assert_eq!(undone.steps().len(), 1);
        // Rolling into a forced play plays it too.
        let rolled = set_up(&lone, &HOME, None, settings(true, false))
            .apply(Intent::Act(Action::Roll(Dice::new(5, 3).unwrap())))
            .unwrap();
        assert_eq!(rolled.steps().len(), 2);
        assert_eq!(rolled.board().own_off(), 15);
        let confirmed = set_up(&lone, &HOME, Some((2, 1)), settings(true, true));
        assert!(confirmed.turn.is_none());
        assert_eq!(
            confirmed.game.phase(),
            Phase::AwaitingRoll {
                on_roll: Player::One
            }
        );
        assert_eq!(confirmed.board().own(3), 1);
    }

    #[test]
    fn a_match_adopted_from_another_tab_keeps_its_steps_marks_and_this_tabs_settings() {
        let here = Session {
            settings: settings(false, true),
            ..pass_and_play()
        };
        let there = opened(3, 1);
        let step = there.turn.as_ref().unwrap().legal_steps()[0];
        let saved = crate::save::Saved {
            setup: there.setup.clone(),
            game: there.game.clone(),
            steps: vec![step],
            errors: vec![(0, ErrorSize::Bad)],
        };
        let adopted = here.apply(Intent::Adopt(Box::new(saved))).unwrap();
        assert_eq!(adopted.game, there.game);
        assert_eq!(adopted.steps(), vec![step]);
        assert_eq!(adopted.errors, [(0, ErrorSize::Bad)]);
        assert_eq!(adopted.settings, here.settings);
        assert!(
            adopted.motion.id > here.motion.id,
            "the board is drawn anew"
        );
    }

    #[test]
    fn a_roll_with_a_choice_is_left_to_the_player() {
        let session = set_up(&HOME, &HOME, Some((6, 4)), settings(true, true));
        assert!(session.steps().is_empty());
        assert!(session.motion.flights.is_empty());
    }

    #[test]
    fn a_restored_turn_has_its_steps_and_a_computer_play_is_animated_step_by_step() {
        let session = opened(3, 1);
        let step = session.turn.as_ref().unwrap().legal_steps()[0];
        let restored = Session::restore(
            session.setup.clone(),
            session.game.clone(),
            &[step],
            Settings::default(),
        );
        assert_eq!(restored.steps(), vec![step]);
        // The computer (player 1) answers 6-5 with 24/13 after player 0's play.
        let versus = Session::new(GameSetup::default())
            .unwrap()
            .apply(Intent::Act(Action::OpeningRoll { zero: 5, one: 6 }))
            .unwrap();
        let run = versus
            .game
            .legal_plays()
            .into_iter()
            .find(|play| bg_engine::notation::write_play(play) == "24/13")
            .unwrap();
        let played = versus
            .apply(Intent::ActAt {
                at: versus.game.log().len(),
                action: Action::Play(run),
            })
            .unwrap();
        let flights = &played.motion.flights;
        assert_eq!(flights.len(), 2);
        assert_eq!(
            (flights[0].from, flights[0].to, flights[0].slot),
            (Spot::Point(1), Spot::Point(7), 0)
        );
        assert_eq!(
            (flights[1].from, flights[1].to, flights[1].slot),
            (Spot::Point(7), Spot::Point(12), 1)
        );
        assert!(played.motion.id > versus.motion.id);
        // Rolling at once does not cut the computer's animation short; a new game does.
        let rolled = played
            .apply(Intent::Act(Action::Roll(Dice::new(4, 2).unwrap())))
            .unwrap();
        assert_eq!(rolled.motion, played.motion);
    }

    #[test]
    fn a_computer_play_that_hits_animates_the_hit_with_the_checker_that_lands_first() {
        // Player 1's blot on player 0's 7-point; player 0 plays 13/7* 8/7 with 6-1, as the
        // computer would. The blot leaves in the slot of 13/7, not of 8/7.
        let own = [(24, 2), (13, 5), (8, 3), (6, 5)];
        let theirs = [(24, 2), (13, 5), (8, 3), (6, 4), (18, 1)];
        let session = set_up(&own, &theirs, Some((6, 1)), settings(false, false));
        let play = session
            .game
            .legal_plays()
            .into_iter()
            .find(|play| bg_engine::notation::write_play(play) == "13/7* 8/7")
            .unwrap();
        let played = session
            .apply(Intent::ActAt {
                at: session.game.log().len(),
                action: Action::Play(play),
            })
            .unwrap();
        let flights: Vec<(Player, Spot, Spot, u8)> = played
            .motion
            .flights
            .iter()
            .map(|f| (f.player, f.from, f.to, f.slot))
            .collect();
        assert_eq!(
            flights,
            [
                (Player::One, Spot::Point(7), Spot::Bar, 0),
                (Player::Zero, Spot::Point(13), Spot::Point(7), 0),
                (Player::Zero, Spot::Point(8), Spot::Point(7), 1),
            ]
        );
    }

    #[test]
    fn refused_actions_leave_the_match_and_say_why() {
        let session = opened(3, 1);
        let refused = session.apply(Intent::Act(Action::Double)).unwrap();
        assert_eq!(refused.game, session.game);
        assert_eq!(
            refused.notice.map(|notice| notice.id),
            Some("refused-not-now")
        );
    }

    #[test]
    fn late_answers_for_an_older_state_are_dropped() {
        let session = opened(3, 1);
        let at = session.game.log().len() - 1;
        let roll = Action::Roll(Dice::new(6, 6).unwrap());
        assert!(session.apply(Intent::ActAt { at, action: roll }).is_none());
        let play = Action::Play(session.game.legal_plays()[0]);
        assert!(session.apply(Intent::ActAt { at, action: play }).is_none());
        let played = session
            .apply(Intent::ActAt {
                at: at + 1,
                action: play,
            })
            .unwrap();
        assert_eq!(played.game.log().len(), at + 2);
    }

    #[test]
    fn a_play_decided_for_another_roll_is_refused_with_a_notice_and_moves_nothing() {
        // The worker's answer is checked by the referee like any action: a play of other dice
        // (here the opening 3-1's 8/5 6/5 offered after a 6-6) is refused, the match unchanged.
        let session = opened(3, 1);
        let wrong = Action::Play(session.game.legal_plays()[0]);
        let rolled = session
            .apply(Intent::Act(Action::Play(session.game.legal_plays()[0])))
            .unwrap()
            .apply(Intent::Act(Action::Roll(Dice::new(6, 6).unwrap())))
            .unwrap();
        let at = rolled.game.log().len();
        let refused = rolled.apply(Intent::ActAt { at, action: wrong }).unwrap();
        assert_eq!(refused.game, rolled.game);
        assert!(refused.notice.is_some());
        assert_eq!(refused.motion, rolled.motion);
    }

    #[test]
    fn against_the_computer_only_player_zero_gets_a_turn() {
        let session = Session::new(GameSetup::default())
            .unwrap()
            .apply(Intent::Act(Action::OpeningRoll { zero: 1, one: 4 }))
            .unwrap();
        assert!(session.turn.is_none());
        assert_eq!(session.computer_to_act(), Some(Player::One));
        assert_eq!(session.human_to_act(), None);
    }
}
