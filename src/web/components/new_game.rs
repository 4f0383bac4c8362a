//! The New game form: opponent, match length or money, cube, Jacoby and beavers, hints, names. A
//! modal dialog; when a match is in progress, Start asks first (a second dialog on top).

use bg_engine::bots::BotKind;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::modal::Modal;
use crate::computer::opponent_named;
use crate::msg;
use crate::setup::{GameSetup, Opponent, MAX_NAME_CHARS};
use crate::view_model::money_rules_note;
use crate::web::i18n::use_translator;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The choices the form starts from (the last match's).
    pub initial: GameSetup,
    pub on_start: Callback<GameSetup>,
    /// `None` when there is nothing to go back to.
    pub on_cancel: Option<Callback<()>>,
    /// What starting now would end (see [`crate::view_model::abandon_warning`]); Start asks
    /// first when there is something.
    #[prop_or_default]
    pub abandon: Option<String>,
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

/// The opponent named `value` chosen; the default names swap along with it.
fn choose_opponent(setup: &mut GameSetup, value: String) {
    let was_computer = matches!(setup.opponent, Opponent::Computer(_));
    setup.opponent = opponent_named(&value).map_or(Opponent::Human, Opponent::Computer);
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
}

fn opponent_select(opponent: Opponent, onchange: Callback<Event>) -> Html {
    let opponent = opponent_value(opponent);
    html! {
        <label>
            { "Opponent" }
            // The levels under one heading, so that the longest choice ("World class (looks 2
            // rolls ahead)") fits a 320 px phone.
            <select name="opponent" {onchange}>
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
    }
}

fn length_select(length: u32, onchange: Callback<Event>) -> Html {
    html! {
        <label>
            { "Match" }
            <select name="length" {onchange}>
                <option value="0" selected={length == 0}>{ "Money game" }</option>
                { for (1..=25u32).map(|points| html! {
                    <option value={points.to_string()} selected={length == points}>
                        { if points == 1 { "1 point".to_owned() } else { format!("{points} points") } }
                    </option>
                }) }
            </select>
        </label>
    }
}

/// The cube, Jacoby and beavers, and whether hints may be asked for. Jacoby and beavers are shown unticked and greyed out where
/// they do not apply, with the reason; the choice is kept for money play.
fn rules_fieldset(
    setup: &GameSetup,
    on_flag: &dyn Fn(fn(&mut GameSetup, bool)) -> Callback<Event>,
    hints_label: String,
) -> Html {
    let note = money_rules_note(setup);
    let noted = note.map(|_| AttrValue::from("money-rules-note"));
    html! {
        <fieldset class="rules">
            <legend>{ "Rules" }</legend>
            <label class="check">
                <input type="checkbox" name="cube" checked={setup.cube}
                    onchange={on_flag(|s, on| s.cube = on)}/>
                { "Doubling cube" }
            </label>
            <label class="check">
                <input type="checkbox" name="jacoby" checked={setup.jacoby && note.is_none()}
                    disabled={note.is_some()} aria-describedby={noted.clone()}
                    onchange={on_flag(|s, on| s.jacoby = on)}/>
                { "Jacoby rule" }
            </label>
            <label class="check">
                <input type="checkbox" name="beavers" checked={setup.beavers && note.is_none()}
                    disabled={note.is_some()} aria-describedby={noted}
                    onchange={on_flag(|s, on| s.beavers = on)}/>
                { "Beavers" }
            </label>
            if let Some(note) = note {
                <p class="hint" id="money-rules-note">
                    { format!("Jacoby rule and beavers: {note}") }
                </p>
            }
            <label class="check">
                <input type="checkbox" name="hints" checked={setup.hints}
                    onchange={on_flag(|s, on| s.hints = on)}/>
                { hints_label }
            </label>
        </fieldset>
    }
}

fn name_input(
    label: &'static str,
    name: &'static str,
    value: &str,
    oninput: Callback<InputEvent>,
) -> Html {
    html! {
        <label>
            { label }
            <input type="text" {name} value={value.to_owned()}
                maxlength={MAX_NAME_CHARS.to_string()} {oninput}/>
        </label>
    }
}

/// Start: starts at once, or (a match in progress) opens the confirmation; returns the Start
/// button's callback and the confirmation while it is open.
#[hook]
fn use_start(
    props: &NewGameProps,
    draft: &UseStateHandle<GameSetup>,
) -> (Callback<MouseEvent>, Option<Html>) {
    let confirming = use_state(|| false);
    let start = {
        let draft = draft.clone();
        let on_start = props.on_start.clone();
        move || on_start.emit((*draft).clone().normalized())
    };
    let on_start_pressed = {
        let start = start.clone();
        let confirming = confirming.clone();
        let asks = props.abandon.is_some();
        Callback::from(move |_: MouseEvent| {
            if asks {
                confirming.set(true);
            } else {
                start();
            }
        })
    };
    let cancel = props.on_cancel.clone().unwrap_or_default();
    let confirmation = props
        .abandon
        .clone()
        .filter(|_| *confirming)
        .map(|warning| {
            let back = {
                let confirming = confirming.clone();
                Callback::from(move |()| confirming.set(false))
            };
            html! {
                <Confirm {warning} on_back={back} on_keep={cancel.clone()}
                    on_confirm={Callback::from(move |()| start())}/>
            }
        });
    (on_start_pressed, confirmation)
}

#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let words = use_translator();
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
        let set = update(choose_opponent);
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
    let (on_start_pressed, confirmation) = use_start(props, &draft);
    let cancel = props.on_cancel.clone().unwrap_or_default();
    let setup = &*draft;
    html! {
        <Modal on_close={cancel.clone()} labelled_by="new-game-title">
            // Start is a plain button, not a submit: the form is removed as it starts, and a
            // submission would then be cancelled with a console warning.
            <form class="dialog new-game" aria-labelledby="new-game-title"
                onsubmit={Callback::from(|event: SubmitEvent| event.prevent_default())}>
                <h2 id="new-game-title">{ "New game" }</h2>
                { opponent_select(setup.opponent, on_opponent) }
                { length_select(setup.length, on_length) }
                { rules_fieldset(setup, &on_flag, words.text(&msg!("new-game-hints"))) }
                { name_input("Black (bottom)", "name0", &setup.names[0], on_name(0)) }
                { name_input("White (top)", "name1", &setup.names[1], on_name(1)) }
                <div class="dialog-buttons">
                    if let Some(on_cancel) = props.on_cancel.clone() {
                        <button type="button" class="control"
                            onclick={Callback::from(move |_: MouseEvent| on_cancel.emit(()))}>
                            { "Cancel" }
                        </button>
                    }
                    <button type="button" class="control primary" onclick={on_start_pressed}>
                        { "Start" }
                    </button>
                </div>
            </form>
            { for confirmation }
        </Modal>
    }
}

#[derive(Properties, PartialEq)]
struct ConfirmProps {
    /// What starting would end.
    warning: String,
    /// Back to the form (Escape too).
    on_back: Callback<()>,
    /// Keep the match: close the form too.
    on_keep: Callback<()>,
    on_confirm: Callback<()>,
}

/// "End the match in progress?", over the New game form. The safe choice has the focus.
#[component]
fn Confirm(props: &ConfirmProps) -> Html {
    let keep = props.on_keep.reform(|_: MouseEvent| ());
    let confirm = props.on_confirm.reform(|_: MouseEvent| ());
    html! {
        <Modal on_close={props.on_back.clone()} labelled_by="abandon-title"
            described_by="abandon-text">
            <section class="dialog confirm">
                <h2 id="abandon-title">{ "End the match in progress?" }</h2>
                <p id="abandon-text">{ &props.warning }</p>
                <div class="dialog-buttons">
                    <button type="button" class="control" data-autofocus="" onclick={keep}>
                        { "Keep playing" }
                    </button>
                    <button type="button" class="control danger" onclick={confirm}>
                        { "End it and start" }
                    </button>
                </div>
            </section>
        </Modal>
    }
}
