//! The action buttons for the person who must act, the resignation choices, and the button
//! that opens the Settings screen.

use bg_engine::WinKind;
use yew::prelude::*;

use super::settings_screen::SettingsScreen;
use crate::settings::Settings;
use crate::view_model::Control;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub controls: Vec<(Control, bool)>,
    pub on_control: Callback<Control>,
    pub on_resign: Callback<WinKind>,
    /// The preferences, for the Settings screen.
    pub settings: Settings,
    pub on_settings: Callback<Settings>,
}

/// A row of buttons with visible names (Roll, Double, Take, Drop, Undo, Done, Resign, ...).
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
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
        let primary = matches!(
            control,
            Control::Roll | Control::Done | Control::Take | Control::NextGame | Control::Accept
        );
        html! {
            <button type="button" class={classes!("control", primary.then_some("primary"))}
                disabled={!enabled} data-control={control.label()} {onclick}>
                { control.label() }
            </button>
        }
    });
    let open_settings = {
        let configuring = configuring.clone();
        Callback::from(move |_: MouseEvent| configuring.set(true))
    };
    let close_settings = {
        let configuring = configuring.clone();
        Callback::from(move |()| configuring.set(false))
    };
    html! {
        <div class="controls" role="toolbar" aria-label="Actions">
            { for buttons }
            <button type="button" class="control settings-button" data-control="Settings"
                aria-haspopup="dialog" onclick={open_settings}>
                { "Settings" }
            </button>
            if *configuring {
                <SettingsScreen settings={props.settings} on_change={props.on_settings.clone()}
                    on_close={close_settings}/>
            }
            if *resigning {
                <div class="resign-choices" role="group" aria-label="Resign">
                    { for WinKind::ALL.iter().map(|&kind| {
                        let on_resign = props.on_resign.clone();
                        let label = match kind {
                            WinKind::Single => "Resign a single game",
                            WinKind::Gammon => "Resign a gammon",
                            WinKind::Backgammon => "Resign a backgammon",
                        };
                        html! {
                            <button type="button" class="control"
                                onclick={Callback::from(move |_| on_resign.emit(kind))}>
                                { label }
                            </button>
                        }
                    }) }
                    <button type="button" class="control" onclick={{
                        let resigning = resigning.clone();
                        Callback::from(move |_| resigning.set(false))
                    }}>{ "Cancel" }</button>
                </div>
            }
        </div>
    }
}
