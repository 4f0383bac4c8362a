//! The tutor's panel: a line while it checks a decision, and its warning, in words, with the
//! three choices (see [`crate::tutor`]).

use bg_engine::analysis::ErrorSize;
use bg_engine::referee::Action;

use crate::i18n::{Decimal, Message};
use crate::msg;
use crate::state::Session;
use crate::tutor::{Judgement, TutorCheck, TutorLevel};

/// What the tutor shows.
#[derive(Clone, Debug, PartialEq)]
pub enum TutorView {
    /// The worker judges the decision; the board waits.
    Checking,
    /// The decision gives up at least what the player is warned at: these sentences, then
    /// the choices (take it back, show the hint, play anyway).
    Warning(Vec<Message>),
}

/// The tutor's panel for the session, if it checks a decision now.
pub fn tutor_view(session: &Session) -> Option<TutorView> {
    match session.tutor? {
        TutorCheck::Checking { .. } => Some(TutorView::Checking),
        TutorCheck::Warning {
            action, judgement, ..
        } => Some(TutorView::Warning(warning(action, &judgement))),
    }
}

/// How much the decision loses, in equity and, in a match, in match winning chance, and
/// the size of the error.
fn warning(action: Action, judgement: &Judgement) -> Vec<Message> {
    let loss = Decimal::plain(f64::from(judgement.loss), 3);
    let decision = match action {
        Action::Double => msg!("tutor-loses-double", loss = loss),
        Action::Take => msg!("tutor-loses-take", loss = loss),
        Action::Drop => msg!("tutor-loses-pass", loss = loss),
        Action::Beaver => msg!("tutor-loses-beaver", loss = loss),
        _ => msg!("tutor-loses-play", loss = loss),
    };
    let mut sentences = vec![decision];
    if let Some(mwc) = judgement.loss_mwc {
        let chance = Decimal::percent(f64::from(mwc), 1);
        sentences.push(msg!("tutor-loses-match-chance", chance = chance));
    }
    sentences.extend(size_text(judgement.size));
    sentences
}

fn size_text(size: ErrorSize) -> Option<Message> {
    match size {
        ErrorSize::None => None,
        ErrorSize::Doubtful => Some(msg!("tutor-doubtful")),
        ErrorSize::Bad => Some(msg!("tutor-bad")),
        ErrorSize::VeryBad => Some(msg!("tutor-very-bad")),
    }
}

/// The Settings screen's name of a tutor level.
pub fn tutor_level_label(level: TutorLevel) -> Message {
    match level {
        TutorLevel::Off => msg!("settings-tutor-off"),
        TutorLevel::Doubtful => msg!("settings-tutor-doubtful"),
        TutorLevel::Bad => msg!("settings-tutor-bad"),
        TutorLevel::VeryBad => msg!("settings-tutor-very-bad"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, Translator};
    use crate::state::Intent;
    use crate::tutor::TutorChoice;

    fn judgement(loss: f32, loss_mwc: Option<f32>) -> Judgement {
        Judgement {
            loss,
            loss_mwc,
            size: ErrorSize::of_loss(loss),
        }
    }

    #[test]
    fn the_warning_says_what_the_decision_loses_and_how_big_an_error_it_is() {
        let play = warning(Action::Double, &judgement(0.1234, None));
        assert_eq!(
            play,
            vec![
                msg!("tutor-loses-double", loss = Decimal::plain(0.123, 3)),
                msg!("tutor-bad")
            ]
        );
        let in_match = warning(Action::Drop, &judgement(0.2, Some(0.0456)));
        assert_eq!(
            in_match,
            vec![
                msg!("tutor-loses-pass", loss = Decimal::plain(0.2, 3)),
                msg!(
                    "tutor-loses-match-chance",
                    chance = Decimal::percent(0.046, 1)
                ),
                msg!("tutor-very-bad")
            ]
        );
        assert_eq!(
            warning(Action::Take, &judgement(0.05, None))[1],
            msg!("tutor-doubtful")
        );
        assert_eq!(
            warning(Action::Beaver, &judgement(0.05, None))[0],
            msg!("tutor-loses-beaver", loss = Decimal::plain(0.05, 3))
        );
    }

    #[test]
    fn the_warnings_numbers_are_written_in_the_readers_language() {
        let sentences = warning(Action::Drop, &judgement(0.2, Some(0.0456)));
        let worded = |language| {
            let translator = Translator::new(language);
            [&sentences[0], &sentences[1]].map(|sentence| translator.text(sentence))
        };
        assert_eq!(
            worded(Language::English),
            [
                "Passing gives up 0.200 in equity.",
                "In match winning chance that is 4.6% less."
            ]
        );
        for language in [Language::Polish, Language::Esperanto, Language::Estonian] {
            let [loss, chance] = worded(language);
            assert!(loss.contains("0,200") && !loss.contains("0.2"), "{loss}");
            assert!(chance.contains("4,6%"), "{chance}");
        }
    }

    #[test]
    fn the_panel_shows_while_the_tutor_checks_and_warns_only() {
        let start = crate::view_model::test_support::pass_and_play();
        let mut session =
            crate::view_model::test_support::act(&start, Action::OpeningRoll { zero: 4, one: 2 });
        assert_eq!(tutor_view(&session), None);
        let action = Action::Play(session.game.legal_plays()[0]);
        session.tutor = Some(TutorCheck::Checking { at: 1, action });
        assert_eq!(tutor_view(&session), Some(TutorView::Checking));
        session.tutor = Some(TutorCheck::Warning {
            at: 1,
            action,
            judgement: judgement(0.5, None),
        });
        let Some(TutorView::Warning(sentences)) = tutor_view(&session) else {
            panic!("no warning");
        };
        assert_eq!(
            sentences[0],
            msg!("tutor-loses-play", loss = Decimal::plain(0.5, 3))
        );
        let chosen = session
            .apply(Intent::TutorChose(TutorChoice::TakeBack))
            .unwrap();
        assert_eq!(tutor_view(&chosen), None);
    }

    #[test]
    fn every_tutor_level_has_its_own_label() {
        let labels: Vec<_> = TutorLevel::ALL.map(tutor_level_label).to_vec();
        for (index, label) in labels.iter().enumerate() {
            assert!(!labels[..index].contains(label));
        }
    }
}
