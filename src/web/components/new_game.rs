//! The New game form: opponent, match length or money, cube, Jacoby and beavers, names.

use bg_engine::bots::BotKind;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::computer::opponent_named;
use crate::setup::{GameSetup, Opponent, MAX_NAME_CHARS};

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The choices the form starts from (the last match's).
    pub initial: GameSetup,
    pub on_start: Callback<GameSetup>,
    /// `None` when there is nothing to go back to.
    pub on_cancel: Option<Callback<()>>,
}

fn select_value(event: &Event) -> String {
    event
        .target_dyn_into::<HtmlSelectElement>()
        .map(|select| select.value())
        .unwrap_or_default()
}

fn input_value(event: &InputEvent) -> String {
    event
        .target_dyn_into::<HtmlInputElement>()
        .map(|input| input.value())
        .unwrap_or_default()
}

fn checked(event: &Event) -> bool {
    event
        .target_dyn_into::<HtmlInputElement>()
        .is_some_and(|input| input.checked())
}

fn opponent_value(opponent: Opponent) -> &'static str {
    match opponent {
        Opponent::Human => "human",
        Opponent::Computer(kind) => kind.name(),
    }
}

#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let draft = use_state(|| props.initial.clone());
    let update = |change: fn(&mut GameSetup, String)| {
        let draft = draft.clone();
        move |value: String| {
            let mut next = (*draft).clone();
            change(&mut next, value);
            draft.set(next);
        }
    };
    let on_opponent = {
        let set = update(|setup, value| {
            let was_computer = matches!(setup.opponent, Opponent::Computer(_));
            setup.opponent = opponent_named(&value).map_or(Opponent::Human, Opponent::Computer);
            // Swap the default names along with the opponent.
            let is_computer = matches!(setup.opponent, Opponent::Computer(_));
            if was_computer != is_computer {
                let defaults = if is_computer {
                    ["You", "Computer"]
                } else {
                    ["Black", "White"]
                };
                for (name, default) in setup.names.iter_mut().zip(defaults) {
                    if ["You", "Computer", "Black", "White", ""].contains(&name.as_str()) {
                        *name = default.to_owned();
                    }
                }
            }
        });
        Callback::from(move |event: Event| set(select_value(&event)))
    };
    let on_length = {
        let set = update(|setup, value| setup.length = value.parse().unwrap_or(0));
        Callback::from(move |event: Event| set(select_value(&event)))
    };
    let on_name = |index: usize| {
        let draft = draft.clone();
        Callback::from(move |event: InputEvent| {
            let mut next = (*draft).clone();
            next.names[index] = input_value(&event);
            draft.set(next);
        })
    };
    let on_flag = |change: fn(&mut GameSetup, bool)| {
        let draft = draft.clone();
        Callback::from(move |event: Event| {
            let mut next = (*draft).clone();
            change(&mut next, checked(&event));
            draft.set(next);
        })
    };
    let onsubmit = {
        let draft = draft.clone();
        let on_start = props.on_start.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            on_start.emit((*draft).clone().normalized());
        })
    };
    let setup = &*draft;
    let money = setup.length == 0;
    let opponent = opponent_value(setup.opponent);
    html! {
        <div class="dialog-backdrop">
            <form class="dialog new-game" aria-label="New game" {onsubmit}>
                <h2>{ "New game" }</h2>
                <label>
                    { "Opponent" }
                    // The levels under one heading, so that the longest choice ("World class
                    // (looks 2 rolls ahead)") fits a 320 px phone.
                    <select name="opponent" onchange={on_opponent}>
                        <optgroup label="Computer">
                            { for BotKind::OPPONENTS.iter().rev().map(|kind| html! {
                                <option value={kind.name()} selected={opponent == kind.name()}>
                                    { kind.label() }
                                </option>
                            }) }
                        </optgroup>
                        <optgroup label="Person">
                            <option value="human" selected={opponent == "human"}>
                                { "A second person on this device" }
                            </option>
                        </optgroup>
                    </select>
                </label>
                <label>
                    { "Match" }
                    <select name="length" onchange={on_length}>
                        <option value="0" selected={money}>{ "Money game" }</option>
                        { for (1..=25u32).map(|length| html! {
                            <option value={length.to_string()} selected={setup.length == length}>
                                { if length == 1 { "1 point".to_owned() } else { format!("{length} points") } }
                            </option>
                        }) }
                    </select>
                </label>
                <fieldset class="rules">
                    <legend>{ "Rules" }</legend>
                    <label class="check">
                        <input type="checkbox" name="cube" checked={setup.cube}
                            onchange={on_flag(|s, on| s.cube = on)}/>
                        { "Doubling cube" }
                    </label>
                    <label class="check">
                        <input type="checkbox" name="jacoby" checked={setup.jacoby}
                            disabled={!money || !setup.cube}
                            onchange={on_flag(|s, on| s.jacoby = on)}/>
                        { "Jacoby rule (money)" }
                    </label>
                    <label class="check">
                        <input type="checkbox" name="beavers" checked={setup.beavers}
                            disabled={!money || !setup.cube}
                            onchange={on_flag(|s, on| s.beavers = on)}/>
                        { "Beavers (money)" }
                    </label>
                </fieldset>
                <label>
                    { "Black (bottom)" }
                    <input type="text" name="name0" value={setup.names[0].clone()}
                        maxlength={MAX_NAME_CHARS.to_string()} oninput={on_name(0)}/>
                </label>
                <label>
                    { "White (top)" }
                    <input type="text" name="name1" value={setup.names[1].clone()}
                        maxlength={MAX_NAME_CHARS.to_string()} oninput={on_name(1)}/>
                </label>
                <div class="dialog-buttons">
                    if let Some(on_cancel) = props.on_cancel.clone() {
                        <button type="button" class="control"
                            onclick={Callback::from(move |_| on_cancel.emit(()))}>
                            { "Cancel" }
                        </button>
                    }
                    <button type="submit" class="control primary">{ "Start" }</button>
                </div>
            </form>
        </div>
    }
}
