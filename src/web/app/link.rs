//! The `#gnubg=PositionID:MatchID` link (see [`crate::link`]): read from the page's fragment
//! at start and whenever it changes, it asks before it opens its position. Opening replaces
//! the match (the save then holds the linked start); closing keeps it. Either way the
//! fragment is removed, so that a reload resumes the saved match instead of asking again.

use bg_engine::referee::Phase;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::link::{link_id, linked_match, offered_computer, LinkOpponent};
use crate::save::Saved;
use crate::state::{Intent, Session};
use crate::web::components::link_dialog::LinkDialog;

/// The link's question, while the page's fragment holds a link, and the callback that asks it
/// of an ID pasted in the page (the Position dialog). `new_game` is the New game form's
/// switch: it closes when a linked position opens.
#[hook]
pub(super) fn use_link(
    session: &UseReducerHandle<Session>,
    new_game: &UseStateHandle<bool>,
) -> (Html, Callback<String>) {
    let link = use_state(fragment_link);
    // Whether the ID came from the Position dialog rather than the address.
    let pasted = use_state(|| false);
    {
        let (link, pasted) = (link.clone(), pasted.clone());
        use_effect_with((), move |_| {
            let listener = Closure::<dyn Fn()>::new(move || {
                pasted.set(false);
                link.set(fragment_link());
            });
            let window = web_sys::window();
            if let Some(window) = &window {
                // Without the listener a link followed in this page is read at the next load.
                let _ = window.add_event_listener_with_callback(
                    "hashchange",
                    listener.as_ref().unchecked_ref(),
                );
            }
            move || {
                if let Some(window) = window {
                    let _ = window.remove_event_listener_with_callback(
                        "hashchange",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
    let ask = {
        let (link, pasted) = (link.clone(), pasted.clone());
        Callback::from(move |id: String| {
            pasted.set(true);
            link.set(Some(id));
        })
    };
    (link_question(session, new_game, &link, *pasted), ask)
}

/// The question of the link `link` holds, if any (`pasted`: of an ID pasted in the page).
fn link_question(
    session: &UseReducerHandle<Session>,
    new_game: &UseStateHandle<bool>,
    link: &UseStateHandle<Option<String>>,
    pasted: bool,
) -> Html {
    let Some(id) = (**link).clone() else {
        return Html::default();
    };
    let error = linked_match(&id, &session.setup, LinkOpponent::PassAndPlay).err();
    let on_close = {
        let link = link.clone();
        Callback::from(move |()| {
            clear_fragment();
            link.set(None);
        })
    };
    let on_open = {
        let (session, new_game, id) = (session.clone(), new_game.clone(), id.clone());
        let on_close = on_close.clone();
        Callback::from(move |opponent: LinkOpponent| {
            if let Ok((setup, game)) = linked_match(&id, &session.setup, opponent) {
                let (steps, errors) = (Vec::new(), Vec::new());
                let saved = Saved {
                    setup,
                    game,
                    steps,
                    errors,
                };
                session.dispatch(Intent::Adopt(Box::new(saved)));
                new_game.set(false);
                on_close.emit(());
            }
        })
    };
    let over = matches!(session.game.phase(), Phase::MatchOver { .. });
    html! {
        <LinkDialog id={id} error={error} pasted={pasted}
            computer={offered_computer(&session.setup)}
            ends_match={!over && !**new_game} on_open={on_open} on_close={on_close}/>
    }
}

/// The link in the page's fragment, if it holds one.
fn fragment_link() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    link_id(&hash)
}

/// Removes the fragment from the page's address, leaving its path and query (no new history
/// entry, no reload).
fn clear_fragment() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(path), Ok(query)) = (location.pathname(), location.search()) else {
        return;
    };
    if let Ok(history) = window.history() {
        let url = format!("{path}{query}");
        // Failing leaves the fragment: the question would come again at the next load.
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}
