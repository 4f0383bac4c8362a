//! The New game form: opponent, match length or money, cube, Jacoby and beavers, hints, the
//! bottom player's colour, names. A modal dialog; when a match is in progress, Start asks first (a
//! second dialog on top).

use bg_engine::bots::BotKind;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::modal::Modal;
use crate::computer::opponent_named;
use crate::i18n::{computer_label, Message};
use crate::msg;
use crate::setup::{Colour, GameSetup, Opponent, MAX_NAME_CHARS};
use crate::view_model::money_rules_note;
use crate::web::i18n::{use_translator, Words};

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
    pub abandon: Option<Message>,
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

/// The opponent named `value` chosen; the default names change along with it.
fn choose_opponent(setup: &mut GameSetup, value: String) {
    setup.opponent = opponent_named(&value).map_or(Opponent::Human, Opponent::Computer);
    refill_default_names(setup);
}

/// The bottom player's colour named `value` chosen (an unknown value changes nothing); the
/// default names of pass and play, the sides' colours, change along with it.
fn choose_colour(setup: &mut GameSetup, value: String) {
    if let Some(colour) = Colour::from_name(&value) {
        setup.bottom_colour = colour;
        refill_default_names(setup);
    }
}

/// Every name the form filled in by itself (or left empty) set to the default of the setup
/// as it is now; a typed name stays.
fn refill_default_names(setup: &mut GameSetup) {
    for player in bg_engine::Player::BOTH {
        let name = &setup.names[player.index()];
        if name.is_empty() || DEFAULT_NAMES.contains(&name.as_str()) {
            setup.names[player.index()] = setup.default_name(player).to_owned();
        }
    }
}

/// The names the form fills in by itself (stored in English, see
/// [`crate::view_model::player_name`]).
const DEFAULT_NAMES: [&str; 4] = ["You", "Computer", "Black", "White"];

fn opponent_select(words: &Words, opponent: Opponent, onchange: Callback<Event>) -> Html {
    let opponent = opponent_value(opponent);
    html! {
        <label>
            { words.text(&msg!("new-game-opponent")) }
            // The levels under one heading, so that the longest choice ("World class (looks 2
            // rolls ahead)") fits a 320 px phone.
            <select name="opponent" {onchange}>
                <optgroup label={words.text(&msg!("new-game-computer"))}>
                    { for BotKind::OPPONENTS.iter().rev().map(|kind| html! {
                        <option value={kind.name()} selected={opponent == kind.name()}>
                            { words.text(&computer_label(*kind)) }
                        </option>
                    }) }
                </optgroup>
                <optgroup label={words.text(&msg!("new-game-person"))}>
                    <option value="human" selected={opponent == "human"}>
                        { words.text(&msg!("new-game-second-person")) }
                    </option>
                </optgroup>
            </select>
        </label>
    }
}

/// The bottom player's colour: "Your checkers" against the computer, which plays the other.
fn colour_select(words: &Words, setup: &GameSetup, onchange: Callback<Event>) -> Html {
    let person = if setup.is_human(bg_engine::Player::One) {
        "other"
    } else {
        "you"
    };
    html! {
        <label>
            { words.text(&msg!("new-game-colour", person = person)) }
            <select name="colour" {onchange}>
                { for Colour::ALL.iter().map(|&colour| html! {
                    <option value={colour.name()} selected={setup.bottom_colour == colour}>
                        { words.text(&msg!("new-game-colour-choice", colour = colour.name())) }
                    </option>
                }) }
            </select>
        </label>
    }
}

fn length_select(words: &Words, length: u32, onchange: Callback<Event>) -> Html {
    html! {
        <label>
            { words.text(&msg!("new-game-match")) }
            <select name="length" {onchange}>
                <option value="0" selected={length == 0}>{ words.text(&msg!("info-money-game")) }</option>
                { for (1..=25u32).map(|points| html! {
                    <option value={points.to_string()} selected={length == points}>
                        { words.text(&msg!("new-game-points", points = points)) }
                    </option>
                }) }
            </select>
        </label>
    }
}

/// The cube, Jacoby and beavers, and whether hints may be asked for. Jacoby and beavers are shown unticked and greyed out where
/// they do not apply, with the reason; the choice is kept for money play.
fn rules_fieldset(
    words: &Words,
    setup: &GameSetup,
    on_flag: &dyn Fn(fn(&mut GameSetup, bool)) -> Callback<Event>,
) -> Html {
    let note = money_rules_note(setup);
    let noted = note.as_ref().map(|_| AttrValue::from("money-rules-note"));
    html! {
        <fieldset class="rules">
            <legend>{ words.text(&msg!("new-game-rules")) }</legend>
            <label class="check">
                <input type="checkbox" name="cube" checked={setup.cube}
                    onchange={on_flag(|s, on| s.cube = on)}/>
                { words.text(&msg!("new-game-cube")) }
            </label>
            <label class="check">
                <input type="checkbox" name="jacoby" checked={setup.jacoby && note.is_none()}
                    disabled={note.is_some()} aria-describedby={noted.clone()}
                    onchange={on_flag(|s, on| s.jacoby = on)}/>
                { words.text(&msg!("new-game-jacoby")) }
            </label>
            <label class="check">
                <input type="checkbox" name="beavers" checked={setup.beavers && note.is_none()}
                    disabled={note.is_some()} aria-describedby={noted}
                    onchange={on_flag(|s, on| s.beavers = on)}/>
                { words.text(&msg!("new-game-beavers")) }
            </label>
            if let Some(note) = note {
                <p class="hint" id="money-rules-note">
                    { words.text(&msg!("new-game-money-rules-note", note = note)) }
                </p>
            }
            <label class="check">
                <input type="checkbox" name="hints" checked={setup.hints}
                    onchange={on_flag(|s, on| s.hints = on)}/>
                { words.text(&msg!("new-game-hints")) }
            </label>
        </fieldset>
    }
}

/// A player's name; a name the form filled in by itself shows empty, with that name in the
/// reader's language as its placeholder (an empty name starts as that default).
fn name_input(
    words: &Words,
    label: Message,
    name: &'static str,
    setup: &GameSetup,
    index: usize,
    oninput: Callback<InputEvent>,
) -> Html {
    let value = &setup.names[index];
    let player = if index == 0 {
        bg_engine::Player::Zero
    } else {
        bg_engine::Player::One
    };
    let default = GameSetup {
        names: [String::new(), String::new()],
        ..setup.clone()
    }
    .normalized();
    let placeholder = words.text(&crate::view_model::player_name(&default, player));
    let shown = if DEFAULT_NAMES.contains(&value.as_str()) {
        String::new()
    } else {
        value.clone()
    };
    html! {
        <label>
            { words.text(&label) }
            <input type="text" {name} value={shown} {placeholder}
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
    let on_colour = {
        let set = update(choose_colour);
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
                <h2 id="new-game-title">{ words.text(&msg!("new-game-title")) }</h2>
                { opponent_select(&words, setup.opponent, on_opponent) }
                { length_select(&words, setup.length, on_length) }
                { rules_fieldset(&words, setup, &on_flag) }
                // The colour next to the names, which are labelled by it.
                { colour_select(&words, setup, on_colour) }
                { name_input(&words, msg!("new-game-name-bottom",
                    colour = setup.colours().name(bg_engine::Player::Zero)), "name0", setup, 0,
                    on_name(0)) }
                { name_input(&words, msg!("new-game-name-top",
                    colour = setup.colours().name(bg_engine::Player::One)), "name1", setup, 1,
                    on_name(1)) }
                <div class="dialog-buttons">
                    if let Some(on_cancel) = props.on_cancel.clone() {
                        <button type="button" class="control"
                            onclick={Callback::from(move |_: MouseEvent| on_cancel.emit(()))}>
                            { words.text(&msg!("cancel")) }
                        </button>
                    }
                    <button type="button" class="control primary" data-action="start"
                        onclick={on_start_pressed}>
                        { words.text(&msg!("new-game-start")) }
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
    warning: Message,
    /// Back to the form (Escape too).
    on_back: Callback<()>,
    /// Keep the match: close the form too.
    on_keep: Callback<()>,
    on_confirm: Callback<()>,
}

/// "End the match in progress?", over the New game form. The safe choice has the focus.
#[component]
fn Confirm(props: &ConfirmProps) -> Html {
    let words = use_translator();
    let keep = props.on_keep.reform(|_: MouseEvent| ());
    let confirm = props.on_confirm.reform(|_: MouseEvent| ());
    html! {
        <Modal on_close={props.on_back.clone()} labelled_by="abandon-title"
            described_by="abandon-text">
            <section class="dialog confirm">
                <h2 id="abandon-title">{ words.text(&msg!("abandon-title")) }</h2>
                <p id="abandon-text">{ words.text(&props.warning) }</p>
                <div class="dialog-buttons">
                    <button type="button" class="control" data-autofocus="" onclick={keep}>
                        { words.text(&msg!("abandon-keep")) }
                    </button>
                    <button type="button" class="control danger" data-action="abandon-confirm"
                        onclick={confirm}>
                        { words.text(&msg!("abandon-confirm")) }
                    </button>
                </div>
            </section>
        </Modal>
    }
}
