//! The messages about storage (data that could not be read, a save the browser refused,
//! a match changed in another tab): one per store and problem, each with its OK button. Drawn
//! above every dialog, so that the New game form opened at start never hides them.

use yew::prelude::*;

use super::modal::use_top_dialog;

use crate::msg;
use crate::stored::{Alert, AlertKind, Store};
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct StorageAlertsProps {
    pub alerts: Vec<Alert>,
    pub on_dismiss: Callback<(Store, AlertKind)>,
}

#[component]
pub fn StorageAlerts(props: &StorageAlertsProps) -> Html {
    // Inside the top dialog while one is open: the page under a modal dialog takes no clicks.
    let top_dialog = use_top_dialog();
    let words = use_translator();
    if props.alerts.is_empty() {
        return html! {};
    }
    let alerts = html! {
        <div class="storage-alerts">
            { for props.alerts.iter().map(|alert| {
                let id = (alert.store, alert.kind);
                let on_dismiss = props.on_dismiss.reform(move |_: MouseEvent| id);
                html! {
                    <div class="notice" role="alert" key={format!("{id:?}")}
                        data-store={alert.store.key()}>
                        <span>{ words.text(&alert.text) }</span>
                        <button type="button" class="control" aria-label={words.text(&msg!("notice-dismiss"))}
                            onclick={on_dismiss}>{ words.text(&msg!("notice-ok")) }</button>
                    </div>
                }
            }) }
        </div>
    };
    match top_dialog {
        Some(dialog) => create_portal(alerts, dialog),
        None => alerts,
    }
}
