//! The position's IDs and the match files in the page: the Position dialog (over the position
//! drawn: the table's, or the review's replayed one) and the Match files dialog
//! (`match_files.rs`), the callbacks that open them (for the buttons under the table and
//! the review, `components/in_out_buttons.rs`).

use yew::prelude::*;

use super::match_files::use_match_files;
use super::review::ReviewState;
use crate::position_ids::shown_ids;
use crate::state::Session;
use crate::stored::Alert;
use crate::web::components::in_out_buttons::InOutOpeners;
use crate::web::components::position_dialog::PositionDialog;

pub(super) struct InOut {
    /// The open dialog of the two, if any.
    pub dialogs: Html,
    /// What opens them, for the buttons under the table and the review (a context).
    pub openers: InOutOpeners,
}

/// Both dialogs. `callbacks`: where storage alerts go, and the `#gnubg=` link's question,
/// which a pasted ID is handed to (see `link.rs`).
#[hook]
pub(super) fn use_in_out(
    session: &UseReducerHandle<Session>,
    shown: &Session,
    review: &ReviewState,
    callbacks: (Callback<Alert>, Callback<String>),
) -> InOut {
    let (on_alert, ask_link) = callbacks;
    let show_ids = use_state(|| false);
    let files = use_match_files(session, &review.open, on_alert);
    let ids = if *show_ids {
        position_dialog(shown, review, &show_ids, ask_link)
    } else {
        Html::default()
    };
    let open_ids = {
        let show_ids = show_ids.clone();
        Callback::from(move |()| show_ids.set(true))
    };
    InOut {
        dialogs: html! { <>{ ids }{ files.dialog }</> },
        openers: InOutOpeners {
            ids: open_ids,
            files: files.open,
        },
    }
}

/// The Position dialog over the position drawn. A pasted ID goes to the link's question
/// (`ask_link`); the review closes, as the position may replace its match.
fn position_dialog(
    shown: &Session,
    review: &ReviewState,
    show_ids: &UseStateHandle<bool>,
    ask_link: Callback<String>,
) -> Html {
    let replayed = review.replay.as_ref().filter(|_| review.viewing.is_some());
    let game = replayed.map_or(&shown.game, |sessions| &sessions.0.game);
    let on_open = {
        let (leave, show_ids) = (review.leave.clone(), show_ids.clone());
        Callback::from(move |id: String| {
            show_ids.set(false);
            leave.emit(());
            ask_link.emit(id);
        })
    };
    let on_close = {
        let show_ids = show_ids.clone();
        Callback::from(move |()| show_ids.set(false))
    };
    html! {
        <PositionDialog ids={shown_ids(game)} on_open={on_open} on_close={on_close}/>
    }
}
