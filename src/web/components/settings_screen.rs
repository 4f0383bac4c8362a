//! The Settings screen: the language, animation speed, the tutor, and what the app plays by
//! itself. A change takes effect at once and is stored at once (under its own key, see
//! [`crate::settings`]); changing the language leaves the game as it is.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::modal::Modal;
use crate::i18n::{Language, Message};
use crate::msg;
use crate::settings::{AnimationSpeed, BoardTheme, HomeSide, Settings, MAX_VOLUME};
use crate::tutor::TutorLevel;
use crate::view_model::tutor_level_label;
use crate::web::i18n::{use_translator, Words};

#[derive(Properties, PartialEq)]
pub struct SettingsScreenProps {
    pub settings: Settings,
    /// New settings, already stored.
    pub on_change: Callback<Settings>,
    pub on_close: Callback<()>,
}

fn speed_label(speed: AnimationSpeed) -> Message {
    match speed {
        AnimationSpeed::Off => msg!("settings-speed-off"),
        AnimationSpeed::Fast => msg!("settings-speed-fast"),
        AnimationSpeed::Normal => msg!("settings-speed-normal"),
        AnimationSpeed::Slow => msg!("settings-speed-slow"),
    }
}

fn theme_label(theme: BoardTheme) -> Message {
    match theme {
        BoardTheme::Felt => msg!("settings-theme-felt"),
        BoardTheme::Wood => msg!("settings-theme-wood"),
        BoardTheme::HighContrast => msg!("settings-theme-high-contrast"),
    }
}

fn home_label(home: HomeSide) -> Message {
    match home {
        HomeSide::Right => msg!("settings-home-right"),
        HomeSide::Left => msg!("settings-home-left"),
    }
}

/// The value of the select that `event` changed.
fn selected(event: &Event) -> String {
    event
        .target_dyn_into::<HtmlSelectElement>()
        .map(|select| select.value())
        .unwrap_or_default()
}

/// The Settings dialog, a [`Modal`]: it takes the focus when it opens and gives nothing back
/// to the page while open.
#[component]
pub fn SettingsScreen(props: &SettingsScreenProps) -> Html {
    let words = use_translator();
    // The app stores them (an effect of the root component, see `web/storage`).
    let change = props.on_change.clone();
    let close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    html! {
        <Modal on_close={props.on_close.clone()} labelled_by="settings-title">
            <form class="dialog settings" aria-labelledby="settings-title"
                onsubmit={Callback::from(|event: SubmitEvent| event.prevent_default())}>
                <h2 id="settings-title">{ words.text(&msg!("settings-title")) }</h2>
                { choices(&words, props.settings, &change) }
                { tutor_choice(&words, props.settings, &change) }
                { flags(&words, props.settings, &change) }
                { table_choices(&words, props.settings, &change) }
                <div class="dialog-buttons">
                    <button type="button" class="control primary" onclick={close}>
                        { words.text(&msg!("close")) }
                    </button>
                </div>
            </form>
        </Modal>
    }
}

/// The language and the animation speed, each a select.
fn choices(words: &Words, current: Settings, change: &Callback<Settings>) -> Html {
    let on_language = {
        let change = change.clone();
        Callback::from(move |event: Event| {
            if let Some(language) = Language::from_code(&selected(&event)) {
                change.emit(Settings {
                    language: Some(language),
                    ..current
                });
            }
        })
    };
    let on_speed = {
        let change = change.clone();
        Callback::from(move |event: Event| {
            if let Some(animation) = AnimationSpeed::from_name(&selected(&event)) {
                change.emit(Settings {
                    animation,
                    ..current
                });
            }
        })
    };
    html! {
        <>
            <label>
                { words.text(&msg!("settings-language")) }
                <select name="language" onchange={on_language}>
                    { for Language::ALL.iter().map(|&language| html! {
                        // Each language in itself, as language menus show them.
                        <option value={language.code()} lang={language.code()}
                            selected={language == words.language()}>
                            { language.own_name() }
                        </option>
                    }) }
                </select>
            </label>
            <label>
                { words.text(&msg!("settings-animation")) }
                <select name="animation" onchange={on_speed}>
                    { for AnimationSpeed::ALL.iter().map(|&speed| html! {
                        <option value={speed.name()} selected={speed == current.animation}>
                            { words.text(&speed_label(speed)) }
                        </option>
                    }) }
                </select>
            </label>
        </>
    }
}

/// The tutor's level: off, or the smallest error it warns about.
fn tutor_choice(words: &Words, current: Settings, change: &Callback<Settings>) -> Html {
    let on_tutor = {
        let change = change.clone();
        Callback::from(move |event: Event| {
            if let Some(tutor) = TutorLevel::from_name(&selected(&event)) {
                change.emit(Settings { tutor, ..current });
            }
        })
    };
    html! {
        <label>
            { words.text(&msg!("settings-tutor")) }
            <select name="tutor" onchange={on_tutor}>
                { for TutorLevel::ALL.iter().map(|&level| html! {
                    <option value={level.name()} selected={level == current.tutor}>
                        { words.text(&tutor_level_label(level)) }
                    </option>
                }) }
            </select>
        </label>
    }
}

/// What is played by itself, and the double press: each a box to tick.
fn flags(words: &Words, current: Settings, change: &Callback<Settings>) -> Html {
    let on_flag = |set: fn(&mut Settings, bool)| checkbox_change(current, change, set);
    html! {
        <>
            <label class="check">
                <input type="checkbox" name="auto_forced" checked={current.auto_forced}
                    onchange={on_flag(|s, on| s.auto_forced = on)}/>
                { words.text(&msg!("settings-auto-forced")) }
            </label>
            <label class="check">
                <input type="checkbox" name="auto_confirm" checked={current.auto_confirm}
                    onchange={on_flag(|s, on| s.auto_confirm = on)}/>
                { words.text(&msg!("settings-auto-confirm")) }
            </label>
            <label class="check">
                <input type="checkbox" name="double_click_bear_off"
                    checked={current.double_click_bear_off}
                    onchange={on_flag(|s, on| s.double_click_bear_off = on)}/>
                { words.text(&msg!("settings-double-click")) }
            </label>
        </>
    }
}

/// The table: the direction of play, the board's colours, the sounds and their volume, the pip counts, rolling by
/// itself.
fn table_choices(words: &Words, current: Settings, change: &Callback<Settings>) -> Html {
    let on_theme = {
        let change = change.clone();
        Callback::from(move |event: Event| {
            if let Some(theme) = BoardTheme::from_name(&selected(&event)) {
                change.emit(Settings { theme, ..current });
            }
        })
    };
    let on_volume = {
        let change = change.clone();
        Callback::from(move |event: Event| {
            let value = event
                .target_dyn_into::<HtmlInputElement>()
                .and_then(|input| input.value().parse::<u8>().ok());
            if let Some(volume) = value.filter(|&volume| volume <= MAX_VOLUME) {
                change.emit(Settings { volume, ..current });
            }
        })
    };
    let on_home = {
        let change = change.clone();
        Callback::from(move |event: Event| {
            if let Some(home) = HomeSide::from_name(&selected(&event)) {
                change.emit(Settings { home, ..current });
            }
        })
    };
    let on_flag = |set: fn(&mut Settings, bool)| checkbox_change(current, change, set);
    html! {
        <>
            <label>
                { words.text(&msg!("settings-home")) }
                <select name="home" onchange={on_home}>
                    { for HomeSide::ALL.iter().map(|&home| html! {
                        <option value={home.name()} selected={home == current.home}>
                            { words.text(&home_label(home)) }
                        </option>
                    }) }
                </select>
            </label>
            <label>
                { words.text(&msg!("settings-theme")) }
                <select name="theme" onchange={on_theme}>
                    { for BoardTheme::ALL.iter().map(|&theme| html! {
                        <option value={theme.name()} selected={theme == current.theme}>
                            { words.text(&theme_label(theme)) }
                        </option>
                    }) }
                </select>
            </label>
            <label class="check">
                <input type="checkbox" name="sounds" checked={current.sounds == Some(true)}
                    onchange={on_flag(|s, on| s.sounds = Some(on))}/>
                { words.text(&msg!("settings-sounds")) }
            </label>
            <label>
                { words.text(&msg!("settings-volume")) }
                <input type="range" name="volume" min="0" max={MAX_VOLUME.to_string()} step="5"
                    value={current.volume.to_string()} disabled={current.sounds != Some(true)}
                    onchange={on_volume}/>
            </label>
            <label class="check">
                <input type="checkbox" name="show_pips" checked={current.show_pips}
                    onchange={on_flag(|s, on| s.show_pips = on)}/>
                { words.text(&msg!("settings-show-pips")) }
            </label>
            <label class="check">
                <input type="checkbox" name="auto_roll" checked={current.auto_roll}
                    onchange={on_flag(|s, on| s.auto_roll = on)}/>
                { words.text(&msg!("settings-auto-roll")) }
            </label>
        </>
    }
}

/// A box ticked or not: `set` makes the new settings of `current`.
fn checkbox_change(
    current: Settings,
    change: &Callback<Settings>,
    set: fn(&mut Settings, bool),
) -> Callback<Event> {
    let change = change.clone();
    Callback::from(move |event: Event| {
        let on = event
            .target_dyn_into::<HtmlInputElement>()
            .is_some_and(|input| input.checked());
        let mut next = current;
        set(&mut next, on);
        change.emit(next);
    })
}
