//! What the page draws of the session: never a match that is not yet saved.
//!
//! The save is written in an effect (`web/storage/hooks.rs`), after the render that follows a
//! change. Yew usually runs that effect before the browser paints, but when the renders of one
//! update take over 16 ms its scheduler yields to the browser first, and a frame drawn from the
//! new session could show dice that a reload would roll again. So the page draws a
//! [`ShownSession`]: the newest session whose saved part (the setup, the match, the steps of
//! the turn in progress and the tutor's marks, a [`Saved`]) the save effect has handled. A change of the match is
//! drawn one render later, once it is stored (or its write was refused and reported); a change
//! of anything else (the settings, the checker picked up, a notice) is drawn at once.

use std::rc::Rc;

use super::Session;
use crate::save::Saved;

/// The session the page draws, and the saved part the save effect handled last.
#[derive(Debug)]
pub struct ShownSession {
    shown: Rc<Session>,
    handled: Saved,
}

impl ShownSession {
    /// Draws `start` until the save effect has handled something: the session the app starts
    /// from was read from the save, or is a new match before its first roll (nothing in it that
    /// a reload would draw otherwise).
    pub fn new(start: &Session) -> ShownSession {
        ShownSession {
            shown: Rc::new(start.clone()),
            handled: saved_part(start),
        }
    }

    /// The session to draw while the reducer holds `current`: `current` when its saved part is
    /// the one handled last, otherwise the session drawn before.
    pub fn show(&mut self, current: &Session) -> Rc<Session> {
        if is_saved_part_of(&self.handled, current) {
            self.shown = Rc::new(current.clone());
        }
        self.shown.clone()
    }

    /// The save effect has handled `saved` (stored it, or reported why it could not). Returns
    /// whether the page must draw again to show it.
    pub fn handled(&mut self, saved: Saved) -> bool {
        let changed = !is_saved_part_of(&saved, &self.shown);
        self.handled = saved;
        changed
    }
}

/// What the save holds of `session`.
pub fn saved_part(session: &Session) -> Saved {
    Saved {
        setup: session.setup.clone(),
        game: session.game.clone(),
        steps: session.steps(),
        errors: session.errors.clone(),
    }
}

fn is_saved_part_of(saved: &Saved, session: &Session) -> bool {
    saved.game == session.game
        && saved.setup == session.setup
        && saved.steps == session.steps()
        && saved.errors == session.errors
}

#[cfg(test)]
mod tests {
    use bg_engine::referee::Action;

    use super::*;
    use crate::state::test_support::{opened, pass_and_play};
    use crate::state::{Intent, Spot};

    /// `session` with `n` more checker steps played (the first legal step each time).
    fn stepped(session: &Session, n: usize) -> Session {
        let mut steps = session.steps();
        let mut next = session.clone();
        for _ in 0..n {
            steps.push(next.turn.as_ref().unwrap().legal_steps()[0]);
            next = Session::restore(
                session.setup.clone(),
                session.game.clone(),
                &steps,
                session.settings,
            );
        }
        assert_eq!(next.steps(), steps, "the steps are legal");
        next
    }

    #[test]
    fn the_session_the_app_starts_from_is_drawn_at_once() {
        let start = opened(3, 1);
        let mut shown = ShownSession::new(&start);
        assert_eq!(shown.show(&start).game, start.game);
        assert!(
            !shown.handled(saved_part(&start)),
            "no second render at start"
        );
        assert_eq!(shown.show(&start).game, start.game);
    }

    #[test]
    fn new_dice_are_drawn_only_once_the_save_effect_has_handled_them() {
        let before = pass_and_play();
        let mut shown = ShownSession::new(&before);
        let rolled = before
            .apply(Intent::Act(Action::OpeningRoll { zero: 3, one: 1 }))
            .unwrap();
        // The render right after the roll still draws the match without its dice.
        assert_eq!(shown.show(&rolled).game, before.game);
        assert!(shown.show(&rolled).game.dice().is_none());
        // Handled, the dice are drawn at the next render, which the effect asks for.
        assert!(shown.handled(saved_part(&rolled)));
        assert_eq!(shown.show(&rolled).game, rolled.game);
        assert!(shown.show(&rolled).game.dice().is_some());
    }

    #[test]
    fn a_checker_step_is_drawn_once_it_is_saved() {
        let start = opened(3, 1);
        let mut shown = ShownSession::new(&start);
        let one = stepped(&start, 1);
        assert!(shown.show(&one).steps().is_empty());
        assert!(shown.handled(saved_part(&one)));
        assert_eq!(shown.show(&one).steps(), one.steps());
    }

    #[test]
    fn a_change_outside_the_save_is_drawn_at_once() {
        let start = opened(3, 1);
        let mut shown = ShownSession::new(&start);
        let from = start.turn.as_ref().unwrap().legal_steps()[0].from;
        let picked = start.apply(Intent::Press(Spot::Point(from))).unwrap();
        assert!(picked.selected.is_some());
        assert_eq!(shown.show(&picked).selected, picked.selected);
        let noticed = picked
            .apply(Intent::Notify(crate::msg!("refused-not-now")))
            .unwrap();
        assert_eq!(shown.show(&noticed).notice, noticed.notice);
    }

    #[test]
    fn a_match_adopted_from_another_tab_is_drawn_at_the_render_that_holds_it() {
        // What another tab stored is handled as it is adopted, before the session holds it.
        let here = opened(3, 1);
        let there = stepped(&here, 1);
        let mut shown = ShownSession::new(&here);
        shown.handled(saved_part(&there));
        let adopted = here
            .apply(Intent::Adopt(Box::new(saved_part(&there))))
            .unwrap();
        assert_eq!(shown.show(&adopted).steps(), there.steps());
    }

    #[test]
    fn a_save_handled_while_the_match_moved_on_does_not_draw_the_newer_match() {
        // The save effect handled one step while the reducer already holds a second one: the
        // second is drawn only once it is handled too.
        let start = opened(3, 1);
        let one = stepped(&start, 1);
        let two = stepped(&start, 2);
        let mut shown = ShownSession::new(&start);
        assert!(shown.handled(saved_part(&one)));
        assert_eq!(shown.show(&two).steps(), start.steps());
        assert_eq!(shown.show(&one).steps(), one.steps());
        assert!(shown.handled(saved_part(&two)));
        assert_eq!(shown.show(&two).steps(), two.steps());
    }
}
