//! The action buttons for the person who must act, the resignation choices (a modal dialog),
//! and the button that opens the Settings screen.

use bg_engine::WinKind;
use yew::prelude::*;

use super::modal::Modal;
use super::settings_screen::SettingsScreen;
use crate::i18n::Message;
use crate::msg;
use crate::settings::Settings;
use crate::view_model::Control;
use crate::web::i18n::{use_translator, Words};

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub controls: Vec<(Control, bool)>,
    pub on_control: Callback<Control>,
    pub on_resign: Callback<WinKind>,
    /// The preferences, for the Settings screen.
    pub settings: Settings,
    pub on_settings: Callback<Settings>,
    /// Why Double is greyed out, shown beside it and read with it.
    #[prop_or_default]
    pub double_reason: Option<Message>,
}

/// A row of buttons with visible names (Roll, Double, Take, Drop, Undo, Done, Resign, ...).
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let words = use_translator();
    let resigning = use_state(|| false);
    let configuring = use_state(|| false);
    // The resignation choices close whenever the buttons change (the phase moved on).
    {
        let resigning = resigning.clone();
        use_effect_with(props.controls.clone(), move |_| resigning.set(false));
    }
    let buttons = props.controls.iter().map(|&(control, enabled)| {
        let onclick = if control == Control::Resign {
            let resigning = resigning.clone();
            Callback::from(move |_| resigning.set(!*resigning))
        } else {
            props.on_control.reform(move |_: MouseEvent| control)
        };
        let reason = (control == Control::Double && !enabled)
            .then(|| {
                props
                    .double_reason
                    .as_ref()
                    .map(|reason| words.text(reason))
            })
            .flatten();
        control_button(&words, control, enabled, onclick, reason)
    });
    let double_shown = props
        .controls
        .iter()
        .any(|&(control, enabled)| control == Control::Double && !enabled);
    let hint = props
        .double_reason
        .as_ref()
        .filter(|_| double_shown)
        .map(|reason| words.text(reason));
    let open_settings = {
        let configuring = configuring.clone();
        Callback::from(move |_: MouseEvent| configuring.set(true))
    };
    let close_settings = {
        let configuring = configuring.clone();
        Callback::from(move |()| configuring.set(false))
    };
    html! {
        <div class="controls" role="toolbar" aria-label={words.text(&msg!("controls-region"))}>
            { for buttons }
            <button type="button" class="control settings-button" data-control="Settings"
                aria-haspopup="dialog" onclick={open_settings}>
                { words.text(&msg!("controls-settings")) }
            </button>
            if *configuring {
                <SettingsScreen settings={props.settings} on_change={props.on_settings.clone()}
                    on_close={close_settings}/>
            }
            if let Some(hint) = hint {
                <p class="hint" id="double-reason" data-testid="double-reason">{ hint }</p>
            }
            if *resigning {
                <ResignChoices on_resign={props.on_resign.clone()}
                    on_close={{
                        let resigning = resigning.clone();
                        Callback::from(move |()| resigning.set(false))
                    }}/>
            }
        </div>
    }
}

/// One button of the bar; `reason` says why it is greyed out (read with it).
fn control_button(
    words: &Words,
    control: Control,
    enabled: bool,
    onclick: Callback<MouseEvent>,
    reason: Option<String>,
) -> Html {
    let primary = matches!(
        control,
        Control::Roll | Control::Done | Control::Take | Control::NextGame | Control::Accept
    );
    html! {
        // Keyed, so that a button pressed and gone (Roll after the roll) takes the focus
        // with it, instead of handing it to whichever button takes its place.
        <button key={control.id()} type="button"
            class={classes!("control", primary.then_some("primary"))}
            disabled={!enabled} data-control={control.id()} {onclick}
            title={reason.clone()}
            aria-describedby={reason.map(|_| "double-reason")}>
            { words.text(&control.label()) }
        </button>
    }
}

#[derive(Properties, PartialEq)]
struct ResignChoicesProps {
    on_resign: Callback<WinKind>,
    on_close: Callback<()>,
}

/// The choice of what to resign, a modal dialog.
#[component]
fn ResignChoices(props: &ResignChoicesProps) -> Html {
    let words = use_translator();
    html! {
        <Modal on_close={props.on_close.clone()} labelled_by="resign-title">
                <section class="resign-choices">
                    <h2 id="resign-title">{ words.text(&msg!("resign-title")) }</h2>
                    { for WinKind::ALL.iter().map(|&kind| {
                        let on_resign = props.on_resign.clone();
                        let label = match kind {
                            WinKind::Single => msg!("resign-single"),
                            WinKind::Gammon => msg!("resign-gammon"),
                            WinKind::Backgammon => msg!("resign-backgammon"),
                        };
                        html! {
                            <button type="button" class="control"
                                onclick={Callback::from(move |_| on_resign.emit(kind))}>
                                { words.text(&label) }
                            </button>
                        }
                    }) }
                    <button type="button" class="control" data-autofocus=""
                        onclick={props.on_close.reform(|_: MouseEvent| ())}>{ words.text(&msg!("cancel")) }</button>
                </section>
        </Modal>
    }
}
