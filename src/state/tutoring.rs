//! The tutor in the reducer: a person's play, double, take or pass waits for the tutor's
//! judgement when the tutor is on (see [`crate::tutor`]); the page asks the worker and hands
//! the judgement in ([`Intent::TutorJudged`]); a decision that gives up at least the loss the
//! player is warned at waits for their choice ([`Intent::TutorChose`]).

use bg_engine::analysis::ErrorSize;
use bg_engine::referee::{Action, Phase};
use bg_engine::turn::Turn;

#[cfg(doc)]
use super::Intent;
use super::{Motion, Session};
use crate::tutor::{Judgement, TutorCheck, TutorChoice, TutorLevel};

impl Session {
    /// Whether the tutor checks `action` before it is made: the tutor on, hints on for the
    /// match, a person to act, and a play of a roll that leaves a choice, a double or an
    /// answer to one.
    fn tutor_checks(&self, action: Action) -> bool {
        if self.settings.tutor == TutorLevel::Off
            || !self.setup.hints
            || self.human_to_act().is_none()
        {
            return false;
        }
        match (self.game.phase(), action) {
            (Phase::Moving { dice, .. }, Action::Play(_)) => {
                !Turn::new(self.game.position(), dice).is_forced()
            }
            (Phase::AwaitingRoll { .. }, Action::Double) => true,
            (Phase::CubeOffered { .. }, Action::Take | Action::Drop | Action::Beaver) => true,
            _ => false,
        }
    }

    /// A person's decision: made at once, or first checked by the tutor (the board waits).
    pub(super) fn decide(&self, action: Action) -> Session {
        if !self.tutor_checks(action) {
            return self.act(action);
        }
        Session {
            tutor: Some(TutorCheck::Checking {
                at: self.game.log().len(),
                action,
            }),
            selected: None,
            notice: None,
            ..self.clone()
        }
    }

    /// The judgement of the decision being checked: a warning when it gives up at least what
    /// the player is warned at, else the decision is made (with its error recorded). Without
    /// a judgement the decision is made and the page says the tutor could not check it.
    pub(super) fn tutor_judged(
        &self,
        at: usize,
        judgement: Result<Judgement, String>,
    ) -> Option<Session> {
        let Some(TutorCheck::Checking {
            at: checking,
            action,
        }) = self.tutor
        else {
            return None;
        };
        if checking != at {
            return None;
        }
        Some(match judgement {
            Ok(judgement) if self.settings.tutor.warns(judgement.size) => Session {
                tutor: Some(TutorCheck::Warning {
                    at,
                    action,
                    judgement,
                }),
                ..self.clone()
            },
            Ok(judgement) => self.made(action, judgement.size),
            Err(reason) => Session {
                notice: Some(crate::msg!("notice-tutor-failed", reason = reason)),
                ..self.made(action, ErrorSize::None)
            },
        })
    }

    /// The player's choice after a warning: take the decision back (a play's checkers go
    /// back to the start of the turn), or make it anyway.
    pub(super) fn tutor_chose(&self, choice: TutorChoice) -> Option<Session> {
        let Some(TutorCheck::Warning {
            action, judgement, ..
        }) = self.tutor
        else {
            return None;
        };
        if choice == TutorChoice::PlayAnyway {
            return Some(self.made(action, judgement.size));
        }
        let mut next = Session {
            tutor: None,
            selected: None,
            ..self.clone()
        };
        if let (Phase::Moving { dice, .. }, Some(_)) = (self.game.phase(), &self.turn) {
            next.turn = Some(Turn::new(self.game.position(), dice));
            // The checkers are drawn back where the turn started, at once.
            next.motion = Motion {
                id: self.motion.id + 1,
                flights: Vec::new(),
            };
        }
        Some(next)
    }

    /// `action` made, and its error (if any) kept for the move log when the referee took it.
    fn made(&self, action: Action, size: ErrorSize) -> Session {
        let at = self.game.log().len();
        let mut next = Session {
            tutor: None,
            ..self.clone()
        }
        .act(action);
        if size != ErrorSize::None && next.game.log().len() > at {
            next.errors.push((at, size));
        }
        next
    }
}

#[cfg(test)]
mod tests;
