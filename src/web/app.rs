//! The root component: the session reducer, the effects (storage, the computer's turn), and
//! the page layout around the board.

mod computer_turn;
mod hint;
mod in_out;
mod link;
mod match_files;
mod practice;
mod review;
mod startup;
mod table;
mod tutor;

use std::rc::Rc;

use bg_engine::referee::{Action, Phase};
use bg_engine::Player;
use yew::prelude::*;
use yew_agent::oneshot::{use_oneshot_runner, OneshotProvider};

use crate::dice_roll::DiceMode;
use crate::msg;
use crate::review::ReviewSubject;
use crate::rules_book::Viewpoint;
use crate::setup::GameSetup;
use crate::state::{Intent, Session};
use crate::stored::{Alert, AlertChange, AlertKind, Store};
use crate::tutor::TutorChoice;
use crate::view_model::{self, BoardView, NextStep};
use crate::web::agent::{ComputerTask, JsValueCodec};
use crate::web::components::board::Board;
use crate::web::components::bring_into_view;
use crate::web::components::controls::Controls;
use crate::web::components::focus::use_focus_next_action;
use crate::web::components::game_over::GameOver;
use crate::web::components::help::Help;
use crate::web::components::hint_panel::{HintButton, HintPanel};
use crate::web::components::in_out_buttons::{InOutButtons, InOutOpeners};
use crate::web::components::move_log::{LogReplay, MoveLog};
use crate::web::components::new_game::NewGame;
use crate::web::components::practice::{DueButton, StartButton};
use crate::web::components::review::{AnalysisPanel, LogGameLinks, ReplayBar, ReviewButton};
use crate::web::components::score::{computer_note, PlayerLine, Score};
use crate::web::components::stats_screen::{use_record_statistics, StatsScreen};
use crate::web::components::storage_alerts::StorageAlerts;
use crate::web::components::tutor_panel::TutorPanel;
use crate::web::entropy::entropy;
use crate::web::i18n::{use_words, Words};
use crate::web::storage::{use_storage, AlertsHandle};
use computer_turn::computer_turn;
use hint::{use_hint, HintState};
use in_out::use_in_out;
use link::use_link;
use practice::{practice_screen, use_practice, PracticeHandle};
use review::{use_review, ReviewState, Viewing};
use startup::{initial_session, page_query, worker_url};
use table::{use_table_kept, TableKept};
use tutor::use_tutor;

impl Reducible for Session {
    type Action = Intent;

    /// The pure [`Session::apply`]; an intent that changes nothing returns the same `Rc`, and
    /// Yew skips the render.
    fn reduce(self: Rc<Self>, intent: Intent) -> Rc<Self> {
        match self.apply(intent) {
            Some(next) => Rc::new(next),
            None => self,
        }
    }
}

/// The root component.
#[component]
pub fn App() -> Html {
    let path = use_memo((), |_| worker_url());
    html! {
        // Started with the page, not on the first question, so that the worker has built its
        // bear-off database (see `src/bin/worker.rs`) before the computer needs it.
        <OneshotProvider<ComputerTask, JsValueCodec> path={(*path).clone()} lazy={false}>
            <Game/>
        </OneshotProvider<ComputerTask, JsValueCodec>>
    }
}

#[component]
fn Game() -> Html {
    let dice_mode = *use_memo((), |_| DiceMode::from_query(&page_query()));
    let start = use_memo((), |_| initial_session());
    let session = {
        let start = start.clone();
        use_reducer(move || start.session.clone())
    };
    let show_new_game = use_state(|| start.open_new_game);
    // Counts the matches started here: the focus goes to Roll after each Start.
    let started = use_state(|| 0u32);
    // The Statistics and Rules screens, and the counting of finished games.
    let show_stats = use_state(|| false);
    let show_help = use_state(|| false);
    // The save, the settings, another tab's changes and what the player must know of them;
    // the page draws `shown`, the newest session whose match is saved (`web/storage/hooks.rs`).
    let (alerts, shown) = use_storage(&session, &start.storage);
    let (on_alert, dismiss_alert) = alert_callbacks(&alerts);
    use_record_statistics(&session.setup, &session.game, on_alert.clone());
    // The review: the analyses kept with their matches, and the review screen (a match and
    // the position replayed) while it is open; the mistakes kept for practice, gathered from it.
    let review = use_review(&session, on_alert.clone());
    let practice = use_practice(&review, on_alert.clone());
    // The chosen language's words, for every component below (see `web/i18n.rs`).
    let words = use_words(shown.settings.language);

    use_turn_effects(&session, dice_mode);
    let kept = use_table_kept(&session, &shown, dice_mode);
    // The hint of the person to act, computed by the worker.
    let hint = use_hint(&session);
    let on_key = hint_key(hint.ask.clone());
    // The tutor's check of a decision (in the worker), and a `#gnubg=` link's question.
    let on_tutor = use_tutor(&session, hint.show.clone());
    let (link_dialog, ask_link) = use_link(&session, &show_new_game);
    let in_out = use_in_out(&session, &shown, &review, (on_alert, ask_link));

    let on_start = start_callback(&session, &show_new_game, &started);
    let ending = EndingActions {
        next: next_step_callback(&session, &show_new_game),
        review: open_review(&session, &review.open),
        practice_due: due_button(&practice, &session),
    };
    use_focus_next_action(view_model::focus_target(&shown), *started);

    let match_over = matches!(shown.game.phase(), Phase::MatchOver { .. });
    html! {
        <ContextProvider<Words> context={words.clone()}>
        <ContextProvider<InOutOpeners> context={in_out.openers}>
        <div class="app" onkeydown={on_key} data-theme={shown.settings.theme.name()}>
            { top_bar(&words, &show_stats, &show_help, set_to(&show_new_game, true), match_over) }
            { notice(&shown, &session, &words) }
            if practice.state.run.is_some() {
                { practice_screen(&practice) }
            } else if let Some(viewing) = &review.viewing {
                { review_screen(&review, viewing, &practice) }
            } else {
                { table(&shown, kept, &words, ending, &hint, on_tutor) }
            }
            if *show_new_game {
                <NewGame initial={shown.setup.clone()} on_start={on_start}
                    on_cancel={Some(set_to(&show_new_game, false))}
                    abandon={view_model::abandon_warning(&shown)}/>
            }
            if *show_stats {
                <StatsScreen on_close={set_to(&show_stats, false)}/>
            }
            if *show_help {
                <Help on_close={set_to(&show_help, false)}
                    view={Viewpoint::of(&shown.setup, &shown.settings)}/>
            }
            { in_out.dialogs }
            { link_dialog }
            <StorageAlerts alerts={alerts.shown().to_vec()} on_dismiss={dismiss_alert}/>
        </div>
        </ContextProvider<InOutOpeners>>
        </ContextProvider<Words>>
    }
}

/// What a storage message's callbacks do: show it (from the effects that meet a problem), and
/// dismiss it (the player's press).
fn alert_callbacks(alerts: &AlertsHandle) -> (Callback<Alert>, Callback<(Store, AlertKind)>) {
    let (shown, dismissed) = (alerts.clone(), alerts.clone());
    (
        Callback::from(move |alert| shown.dispatch(AlertChange::Show(alert))),
        Callback::from(move |(store, kind)| dismissed.dispatch(AlertChange::Dismiss(store, kind))),
    )
}

/// The score, the board (with the game-over panel and the hint's arrows), the status, the
/// tutor, the controls, the hint and the move log, drawn from `shown`; what they ask goes to
/// the session through `kept`'s callbacks.
fn table(
    shown: &Session,
    kept: TableKept,
    words: &Words,
    ending: EndingActions,
    hint: &HintState,
    on_tutor: Callback<TutorChoice>,
) -> Html {
    let EndingActions {
        next: on_next,
        review: on_review,
        practice_due,
    } = ending;
    let view = BoardView::new(shown);
    let hint_view = hint
        .shown
        .as_ref()
        .and_then(|hint| view_model::hint_view(shown, hint));
    let hint_marks = hint_view
        .as_ref()
        .map(view_model::hint_arrows)
        .unwrap_or_default();
    let lines = player_lines(shown, &view);
    let (length_text, crawford_text) = view_model::match_info(&shown.game);
    let TableKept {
        on_intent,
        on_control,
        on_settings,
        on_resign,
        log,
    } = kept;
    html! {
            <main class="table">
                <Score lines={lines} length_text={length_text}
                    crawford_text={crawford_text}/>
                <div class="board-wrap">
                    <Board view={view} on_intent={on_intent} hint={hint_marks}/>
                    if let Some(ending) = view_model::ending(shown) {
                        <GameOver view={ending} on_next={on_next} on_review={on_review.clone()}/>
                    }
                </div>
                <p class="status" role="status" aria-live="polite" data-testid="status">
                    { words.text(&view_model::status(shown)) }
                </p>
                if let Some(tutor) = view_model::tutor_view(shown) {
                    <TutorPanel view={tutor} on_choose={on_tutor}/>
                }
                <Controls controls={view_model::controls(shown)} on_control={on_control}
                    on_resign={on_resign} settings={shown.settings}
                    on_settings={on_settings}
                    double_reason={view_model::double_reason(shown)}/>
                <div class="hint-area">
                    <div class="hint-tools">
                        if view_model::hint_available(shown) {
                            <HintButton thinking={hint.thinking} on_ask={hint.ask.clone()}/>
                        }
                        if let Some(on_review) = on_review {
                            <ReviewButton {on_review}/>
                        }
                        <InOutButtons/>
                        { practice_due }
                    </div>
                    if let Some(panel) = hint_view {
                        <HintPanel view={panel} on_select={hint.select.clone()}
                            on_top_three={hint.top_three.clone()}
                            on_close={hint.close.clone()}/>
                    }
                </div>
                <MoveLog lines={log}
                    note={view_model::move_log_note(shown)}/>
            </main>
    }
}

/// The message of the session drawn, if it has one, with its button to dismiss it.
fn notice(shown: &Session, session: &UseReducerHandle<Session>, words: &Words) -> Html {
    let Some(notice) = shown.notice.clone() else {
        return Html::default();
    };
    let dismiss = dispatch_with(session, |_: MouseEvent| Intent::DismissNotice);
    html! {
        <div class="notice" role="alert">
            <span>{ words.text(&notice) }</span>
            <button type="button" class="control" aria-label={words.text(&msg!("notice-dismiss"))}
                onclick={dismiss}>{ words.text(&msg!("notice-ok")) }</button>
        </div>
    }
}

/// A callback that hands the session the intent `intent_of` makes of its value.
fn dispatch_with<T: 'static>(
    session: &UseReducerHandle<Session>,
    intent_of: impl Fn(T) -> Intent + 'static,
) -> Callback<T> {
    let session = session.clone();
    Callback::from(move |value: T| session.dispatch(intent_of(value)))
}

/// The computer's turn: ask the worker, or roll for it, then hand the result in. A decision
/// made for an older state of the match is dropped.
#[hook]
fn use_computer_turn(session: &UseReducerHandle<Session>, dice_mode: DiceMode) {
    let runner = use_oneshot_runner::<ComputerTask>();
    // Counts the states of the match.
    let generation = use_mut_ref(|| 0u64);
    {
        let generation = generation.clone();
        let deps = (session.game.clone(), session.setup.clone(), session.steps());
        use_effect_with(deps, move |_| *generation.borrow_mut() += 1);
    }
    let session = session.clone();
    use_effect_with((session.game.clone(), session.setup.clone()), move |_| {
        computer_turn(&session, dice_mode, runner, generation);
    });
}

/// What each change of the session sets off besides the save: the computer's turn, a roll by
/// itself, the sounds.
#[hook]
fn use_turn_effects(session: &UseReducerHandle<Session>, dice_mode: DiceMode) {
    use_computer_turn(session, dice_mode);
    use_auto_roll(session, dice_mode);
    use_sounds(session);
}

/// Rolls for the person on roll when they asked for it and have no cube decision (see
/// [`view_model::auto_roll_due`]), as a press on Roll would.
#[hook]
fn use_auto_roll(session: &UseReducerHandle<Session>, dice_mode: DiceMode) {
    let session = session.clone();
    let deps = (session.game.clone(), session.settings.auto_roll);
    use_effect_with(deps, move |_| {
        if view_model::auto_roll_due(&session) {
            session.dispatch(roll_intent(&session, dice_mode));
        }
    });
}

/// Plays the sounds of each change of the session (see [`view_model::sound_cues`]); the first
/// render is heard already, so that a reload makes no sound.
#[hook]
fn use_sounds(session: &UseReducerHandle<Session>) {
    let heard = {
        let session = session.clone();
        use_mut_ref(move || view_model::Heard::of(&session))
    };
    use_effect_with((), |_| crate::web::sound::listen_for_gestures());
    // No audio context while the sounds are off (see `web/sound.rs`).
    use_effect_with(session.settings.sounds_on(), |on| {
        crate::web::sound::set_wanted(*on)
    });
    let session = session.clone();
    use_effect_with(view_model::Heard::of(&session), move |_| {
        let (cues, now) = view_model::sound_cues(&session, *heard.borrow());
        *heard.borrow_mut() = now;
        // With animations off the checkers' sounds still come one after another.
        let slot_ms = session.settings.animation.step_ms().max(90);
        crate::web::sound::play(&cues, session.settings.volume, slot_ms);
    });
}

/// The roll of the player on roll (the opening roll, or a roll), drawn now.
fn roll_intent(session: &Session, dice_mode: DiceMode) -> Intent {
    let n_actions = session.game.log().len();
    let action = match session.game.phase() {
        Phase::OpeningRoll => {
            let (zero, one) = dice_mode.opening(n_actions, entropy());
            Action::OpeningRoll { zero, one }
        }
        _ => Action::Roll(dice_mode.roll(n_actions, entropy())),
    };
    // Saved by the effect that follows this change; the page draws the dice only after that
    // (see `web/storage/hooks.rs`).
    Intent::Act(action)
}

/// The two players' lines of the score panel, the top one first.
fn player_lines(session: &Session, view: &BoardView) -> Vec<PlayerLine> {
    [Player::One, Player::Zero]
        .into_iter()
        .map(|player| PlayerLine {
            player,
            colour: view.colours.of(player),
            name: view_model::player_name(&session.setup, player),
            score: session.game.score()[player],
            pips: session.settings.show_pips.then_some(view.pips[player]),
            to_play: view.turn_of == Some(player),
            note: session
                .setup
                .computer(player)
                .map(|kind| computer_note(session.setup.name(player), kind)),
        })
        .collect()
}

/// The button with the count of mistakes due for practice, which practises them; nothing
/// while none is due.
fn due_button(practice: &PracticeHandle, session: &Session) -> Html {
    if practice.due == 0 || practice.state.run.is_some() {
        return Html::default();
    }
    // The list of the mistakes counted.
    let due = practice.state.practice.due(practice.counted_at);
    html! { <DueButton count={practice.due} on_open={practice.start(session.settings, due)}/> }
}

/// The title and the menu: Statistics, Rules, New game (stressed once the match is over).
fn top_bar(
    words: &Words,
    show_stats: &UseStateHandle<bool>,
    show_help: &UseStateHandle<bool>,
    open_new_game: Callback<MouseEvent>,
    match_over: bool,
) -> Html {
    html! {
            <header class="top-bar">
                <h1>{ words.text(&msg!("app-title")) }</h1>
                <nav class="menu" aria-label={words.text(&msg!("menu"))}>
                    <button type="button" class="control" onclick={set_to(show_stats, true)}>
                        { words.text(&msg!("menu-statistics")) }</button>
                    <button type="button" class="control" onclick={set_to(show_help, true)}>
                        { words.text(&msg!("menu-rules")) }</button>
                    <button type="button" class={classes!("control", match_over.then_some("primary"))}
                        data-action="new-game" onclick={open_new_game}>{ words.text(&msg!("menu-new-game")) }</button>
                </nav>
            </header>
    }
}

/// The key `h` (without a modifier, outside a text field) asks for the hint.
fn hint_key(ask: Callback<()>) -> Callback<KeyboardEvent> {
    Callback::from(move |event: KeyboardEvent| {
        let modified = event.ctrl_key() || event.meta_key() || event.alt_key();
        let in_field = event
            .target_dyn_into::<web_sys::Element>()
            .is_some_and(|target| {
                matches!(target.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
            });
        if event.key() == "h" && !modified && !in_field {
            ask.emit(());
        }
    })
}

/// A callback that shows (`true`) or hides a screen.
fn set_to<T: 'static>(shown: &UseStateHandle<bool>, value: bool) -> Callback<T> {
    let shown = shown.clone();
    Callback::from(move |_| shown.set(value))
}

/// What the game-over panel's buttons do: the next step, and the review of the match (also
/// beside Hint, with the count of mistakes due for practice).
struct EndingActions {
    next: Callback<NextStep>,
    review: Option<Callback<()>>,
    practice_due: Html,
}

/// What the game-over panel's button does: the next game, or the New game form.
fn next_step_callback(
    session: &UseReducerHandle<Session>,
    show_new_game: &UseStateHandle<bool>,
) -> Callback<NextStep> {
    let (session, show_new_game) = (session.clone(), show_new_game.clone());
    Callback::from(move |next: NextStep| match next {
        NextStep::NextGame => session.dispatch(Intent::Act(Action::NextGame)),
        NextStep::NewMatch => show_new_game.set(true),
    })
}

/// Opens the review of the match being played, at its last position; `None` before the
/// first action.
fn open_review(
    session: &UseReducerHandle<Session>,
    open: &Callback<ReviewSubject>,
) -> Option<Callback<()>> {
    let subject = ReviewSubject {
        setup: session.setup.clone(),
        game: session.game.clone(),
    };
    let open = open.clone();
    (!subject.game.log().is_empty()).then(|| Callback::from(move |()| open.emit(subject.clone())))
}

/// The review screen: the replay's bar, the board at the replayed position (read-only, with a
/// mistake's hint, or else "Practise your mistakes"), the hint panel of a mistake, the
/// analysis, and the move log of the game replayed, whose lines go to their positions, with a
/// link to each game of the match. The arrow keys step
/// the replay (`use_replay_keys`).
fn review_screen(review: &ReviewState, viewing: &Viewing, practice: &PracticeHandle) -> Html {
    let subject = &viewing.subject;
    let (game, at) = (&subject.game, viewing.at);
    let Some(sessions) = review.replay.clone() else {
        return Html::default();
    };
    let (replay, hinted) = &*sessions;
    let hint_view = review
        .hint
        .as_ref()
        .and_then(|shown| view_model::hint_view(hinted, shown));
    let marks = hint_view
        .as_ref()
        .map(view_model::hint_arrows)
        .unwrap_or_default();
    let total = game.log().len();
    let steps = [
        view_model::replay_step(at, total, false),
        view_model::replay_step(at, total, true),
        view_model::replay_game_step(game, at, false),
        view_model::replay_game_step(game, at, true),
    ];
    let shown = review.view.clone();
    // The move log lists the game replayed; the links above it go to the others.
    let games = view_model::log_games(game, at);
    let game_lines = viewing
        .log
        .get(games.shown - 1)
        .cloned()
        .unwrap_or_default();
    let on_mistake = {
        let (go, ask) = (review.go.clone(), review.ask_hint.clone());
        Callback::from(move |(at, play): (usize, Option<String>)| {
            go.emit(at);
            ask.emit((at, play));
            show_replay();
        })
    };
    html! {
        <main class="table review" data-testid="review">
            <ReplayBar view={view_model::replay_view(game, at)} on_go={review.go.clone()}
                on_leave={review.leave.clone()} steps={steps}/>
            <div class="board-wrap">
                <Board view={view_model::replay_board(replay)} on_intent={Callback::noop()}
                    hint={marks}/>
            </div>
            if let Some(panel) = hint_view {
                <HintPanel view={panel} on_select={review.select_hint.clone()}
                    on_top_three={review.top_three_hint.clone()}
                    on_close={review.close_hint.clone()}/>
            } else if !practice.of_review.is_empty() && !review.running {
                <StartButton on_start={practice.start(subject.settings,
                    (*practice.of_review).clone())}/>
            }
            <div class="review-side">
                <InOutButtons/>
                <AnalysisPanel view={shown} running={review.running}
                    failure={review.failure.clone()} on_analyse={review.analyse.clone()}
                    on_stop={review.stop.clone()} on_go={review.go.clone()}
                    on_mistake={on_mistake}/>
                <MoveLog lines={game_lines}
                    note={view_model::move_log_note(subject)}
                    replay={Some(LogReplay { at, on_go: review.go.clone() })}>
                    <LogGameLinks view={games} on_go={review.go.clone()}/>
                </MoveLog>
            </div>
        </main>
    }
}

/// Brings the review's replay bar and board into view (by the least scrolling: none where they
/// are in view): on a phone the list of mistakes is far below the board, and a mistake chosen
/// there is shown on it.
fn show_replay() {
    let replay = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| {
            document
                .query_selector("[data-testid=\"replay\"]")
                .ok()
                .flatten()
        });
    if let Some(replay) = replay {
        bring_into_view(&replay);
    }
}

/// Start in the New game form: the new match, the form closed, the count of matches started
/// moved on (the focus goes to Roll).
fn start_callback(
    session: &UseReducerHandle<Session>,
    show_new_game: &UseStateHandle<bool>,
    started: &UseStateHandle<u32>,
) -> Callback<GameSetup> {
    let (session, show_new_game, started) =
        (session.clone(), show_new_game.clone(), started.clone());
    Callback::from(move |setup: GameSetup| {
        session.dispatch(Intent::NewMatch(setup));
        show_new_game.set(false);
        started.set(*started + 1);
    })
}
