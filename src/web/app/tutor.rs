//! The tutor's check: when the session holds a decision to check, the page asks the worker
//! for the hint of that state (the question `Question::Hint`, so nothing heavy runs on the
//! main thread), judges the decision by it ([`crate::tutor::judge`]) and hands the judgement
//! in. The hint is kept, so that Show the hint shows it at once, with the player's own play
//! chosen and Teach me saying why the best play is better.

use std::cell::RefCell;
use std::rc::Rc;

use bg_engine::referee::Action;
use yew::prelude::*;
use yew_agent::oneshot::use_oneshot_runner;

use crate::computer::{Answer, Request};
use crate::save::parse_action;
use crate::state::{Intent, Session};
use crate::teaching::Hint;
use crate::tutor::{judge, TutorCheck, TutorChoice};
use crate::view_model::ShownHint;
use crate::web::agent::ComputerTask;

/// The hint the last check was judged by, with the log length it is about.
type KeptHint = Rc<RefCell<Option<(usize, Hint)>>>;

/// Checks the session's decision in the worker whenever the tutor starts a check; returns
/// what the warning's choices do (Show the hint hands the kept hint to `show_hint`).
#[hook]
pub(super) fn use_tutor(
    session: &UseReducerHandle<Session>,
    show_hint: Callback<ShownHint>,
) -> Callback<TutorChoice> {
    let runner = use_oneshot_runner::<ComputerTask>();
    let kept: KeptHint = use_mut_ref(|| None);
    {
        let session = session.clone();
        let kept = kept.clone();
        use_effect_with(session.tutor, move |check| {
            if let Some(TutorCheck::Checking { at, action }) = *check {
                let request = Request::hint(&session.setup, &session.game);
                let game = session.game.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let text = runner.run(request.to_json()).await;
                    let hint = Answer::from_json(&text).and_then(Answer::into_hint);
                    let judgement = hint.and_then(|hint| {
                        let judgement = judge(&hint, &game, action);
                        *kept.borrow_mut() = Some((at, hint));
                        judgement
                    });
                    session.dispatch(Intent::TutorJudged { at, judgement });
                });
            }
        });
    }
    let session = session.clone();
    Callback::from(move |choice: TutorChoice| {
        let check = session.tutor;
        session.dispatch(Intent::TutorChose(choice));
        if choice != TutorChoice::ShowHint {
            return;
        }
        let Some(TutorCheck::Warning { at, action, .. }) = check else {
            return;
        };
        if let Some((kept_at, hint)) = kept.borrow().clone() {
            if kept_at == at {
                let selected = chosen_index(&hint, &session, action);
                show_hint.emit(ShownHint {
                    at,
                    hint,
                    selected,
                    top_three: false,
                });
            }
        }
    })
}

/// The index of the play `action` among the hint's plays (0 when it is not a play).
fn chosen_index(hint: &Hint, session: &Session, action: Action) -> usize {
    let Action::Play(play) = action else {
        return 0;
    };
    hint.plays
        .iter()
        .position(|hinted| {
            matches!(parse_action(&format!("p:{}", hinted.notation), &session.game),
                Some(Action::Play(other)) if other.position == play.position)
        })
        .unwrap_or(0)
}
