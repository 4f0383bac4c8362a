//! The root component: the session reducer, the effects (saving, the computer's turn), and the
//! page layout around the board.

use std::cell::RefCell;
use std::rc::Rc;

use bg_engine::referee::{Action, Phase, WinKind};
use bg_engine::Player;
use gloo_timers::future::TimeoutFuture;
use yew::prelude::*;
use yew_agent::oneshot::{use_oneshot_runner, OneshotProvider};

use crate::agent::{ComputerTask, JsValueCodec};
use crate::components::board::Board;
use crate::components::controls::Controls;
use crate::components::help::Help;
use crate::components::move_log::MoveLog;
use crate::components::new_game::NewGame;
use crate::components::score::{PlayerLine, Score};
use crate::components::stats_screen::{use_record_statistics, StatsScreen};
use crate::computer::{resign_kind, Answer, Question, Request};
use crate::dice_roll::{entropy, DiceMode};
use crate::setup::GameSetup;
use crate::state::{Intent, Session};
use crate::storage::{self, Loaded};
use crate::view_model::{self, BoardView, Control};

/// How long the computer waits before acting, so that a person can follow (its dice shown
/// before it moves).
const COMPUTER_PAUSE_MS: u32 = 600;

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

/// The worker script's URL, resolved against the document's base URL (see
/// [`crate::computer::worker_url`]).
fn worker_url() -> String {
    let base = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.base_uri().ok().flatten())
        .unwrap_or_default();
    crate::computer::worker_url(&base)
}

fn page_query() -> String {
    web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default()
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

/// What the start of the app found: the session and whether the New game form opens at once.
fn initial_session() -> (Session, bool) {
    let (settings, settings_problem) = crate::settings::load();
    let fresh = || {
        let mut session = Session::new(GameSetup::default()).unwrap_or_else(unreachable_session);
        session.settings = settings;
        session
    };
    let (mut session, open_new_game) = match storage::load() {
        Loaded::Restored(saved) => (
            Session::restore(saved.setup, saved.game, &saved.steps, settings),
            false,
        ),
        Loaded::Nothing => (fresh(), true),
        Loaded::Corrupt(message) => {
            let mut session = fresh();
            session.notice = Some(message);
            (session, true)
        }
    };
    if let Some(problem) = settings_problem {
        session.notice = Some(match session.notice.take() {
            Some(notice) => format!("{notice} {problem}"),
            None => problem,
        });
    }
    (session, open_new_game)
}

/// The default setup is always valid; this only satisfies the types without a panic path.
fn unreachable_session() -> Session {
    let setup = GameSetup {
        length: 0,
        ..GameSetup::default()
    };
    let settings = bg_engine::referee::MatchSettings::money();
    Session::resume(setup, bg_engine::referee::Match::new(settings))
}

#[component]
fn Game() -> Html {
    let dice_mode = *use_memo((), |_| DiceMode::from_query(&page_query()));
    let start = use_memo((), |_| initial_session());
    let session = {
        let start = start.clone();
        use_reducer(move || start.0.clone())
    };
    let show_new_game = use_state(|| start.1);
    let runner = use_oneshot_runner::<ComputerTask>();
    // The Statistics and Rules screens, and the counting of finished games.
    let show_stats = use_state(|| false);
    let show_help = use_state(|| false);
    let on_problem = {
        let session = session.clone();
        Callback::from(move |text| session.dispatch(Intent::Notify(text)))
    };
    use_record_statistics(&session.setup, &session.game, on_problem);
    let n_actions = session.game.log().len();
    let steps = session.steps();

    // Save after every action and every checker step. Rolls are also saved before they are
    // dispatched (see the Roll button and `computer_turn`), so dice are stored before they can
    // be shown.
    // Counts the states saved: a computer decision made for an older state is dropped, and
    // its dice are not saved over the newer state.
    let generation = use_mut_ref(|| 0u64);
    {
        let session = session.clone();
        let generation = generation.clone();
        use_effect_with(
            (n_actions, session.setup.clone(), steps),
            move |(_, _, steps)| {
                *generation.borrow_mut() += 1;
                storage::store(&session.setup, &session.game, steps);
            },
        );
    }

    // The computer's turn: ask the worker, or roll for it, then hand the result in.
    {
        let session = session.clone();
        use_effect_with((n_actions, session.setup.clone()), move |_| {
            computer_turn(&session, dice_mode, runner, generation);
        });
    }

    let on_intent = {
        let session = session.clone();
        Callback::from(move |intent: Intent| session.dispatch(intent))
    };
    let on_control = {
        let session = session.clone();
        Callback::from(move |control: Control| {
            let n_actions = session.game.log().len();
            let intent = match control {
                Control::Roll => {
                    let action = match session.game.phase() {
                        Phase::OpeningRoll => {
                            let (zero, one) = dice_mode.opening(n_actions, entropy());
                            Action::OpeningRoll { zero, one }
                        }
                        _ => Action::Roll(dice_mode.roll(n_actions, entropy())),
                    };
                    storage::store_after(&session.setup, &session.game, action);
                    Intent::Act(action)
                }
                Control::Double => Intent::Act(Action::Double),
                Control::Take => Intent::Act(Action::Take),
                Control::Drop => Intent::Act(Action::Drop),
                Control::Beaver => Intent::Act(Action::Beaver),
                Control::Undo => Intent::Undo,
                Control::Done => Intent::Done,
                Control::Accept => Intent::Act(Action::AcceptResignation),
                Control::Reject => Intent::Act(Action::RejectResignation),
                Control::NextGame => Intent::Act(Action::NextGame),
                Control::SwapDice => Intent::SwapDice,
                // The controls open their own choice of level for Resign.
                Control::Resign => return,
            };
            session.dispatch(intent);
        })
    };
    let on_settings = {
        let session = session.clone();
        Callback::from(move |settings| session.dispatch(Intent::Configure(settings)))
    };
    let on_resign = {
        let session = session.clone();
        Callback::from(move |kind: WinKind| session.dispatch(Intent::Act(Action::Resign(kind))))
    };
    let on_start = {
        let session = session.clone();
        let show_new_game = show_new_game.clone();
        Callback::from(move |setup: GameSetup| {
            session.dispatch(Intent::NewMatch(setup));
            show_new_game.set(false);
        })
    };
    let open_new_game = {
        let show_new_game = show_new_game.clone();
        Callback::from(move |_: MouseEvent| show_new_game.set(true))
    };
    let close_new_game = {
        let show_new_game = show_new_game.clone();
        Callback::from(move |()| show_new_game.set(false))
    };
    let dismiss = {
        let session = session.clone();
        Callback::from(move |_: MouseEvent| session.dispatch(Intent::DismissNotice))
    };

    let view = BoardView::new(&session);
    let game = &session.game;
    let lines: Vec<PlayerLine> = [Player::One, Player::Zero]
        .into_iter()
        .map(|player| PlayerLine {
            player,
            name: session.setup.name(player).to_owned(),
            score: game.score()[player],
            pips: view.pips[player],
            to_play: view.turn_of == Some(player),
            note: session
                .setup
                .computer(player)
                .map(|kind| format!("computer, {}", kind.name()))
                .unwrap_or_default(),
        })
        .collect();
    let (length_text, crawford_text) = view_model::match_info(game);
    let match_over = matches!(game.phase(), Phase::MatchOver { .. });
    html! {
        <div class="app">
            <header class="top-bar">
                <h1>{ "Backgammon" }</h1>
                <nav class="menu" aria-label="Menu">
                    <button type="button" class="control" onclick={set_to(&show_stats, true)}>
                        { "Statistics" }</button>
                    <button type="button" class="control" onclick={set_to(&show_help, true)}>
                        { "Rules" }</button>
                    <button type="button" class={classes!("control", match_over.then_some("primary"))}
                        onclick={open_new_game}>{ "New game" }</button>
                </nav>
            </header>
            if let Some(notice) = session.notice.clone() {
                <div class="notice" role="alert">
                    <span>{ notice }</span>
                    <button type="button" class="control" aria-label="Dismiss message"
                        onclick={dismiss}>{ "OK" }</button>
                </div>
            }
            <main class="table">
                <Score lines={lines} length_text={length_text}
                    crawford_text={crawford_text}/>
                <div class="board-wrap">
                    <Board view={view} on_intent={on_intent}/>
                </div>
                <p class="status" role="status" aria-live="polite" data-testid="status">
                    { view_model::status(&session) }
                </p>
                <Controls controls={view_model::controls(&session)} on_control={on_control}
                    on_resign={on_resign} settings={session.settings}
                    on_settings={on_settings}/>
                <MoveLog lines={view_model::move_log(&session)}/>
            </main>
            if *show_new_game {
                <NewGame initial={session.setup.clone()} on_start={on_start}
                    on_cancel={Some(close_new_game)}/>
            }
            if *show_stats {
                <StatsScreen on_close={set_to(&show_stats, false)}/>
            }
            if *show_help {
                <Help on_close={set_to(&show_help, false)}/>
            }
        </div>
    }
}

/// A callback that shows (`true`) or hides a screen.
fn set_to<T: 'static>(shown: &UseStateHandle<bool>, value: bool) -> Callback<T> {
    let shown = shown.clone();
    Callback::from(move |_| shown.set(value))
}

/// When the computer must act: waits a moment, then asks the worker (or rolls for it), and
/// dispatches the result tagged with the log length it was asked for, so that a result that
/// arrives after the state moved on (a new game, say) is dropped by the reducer.
fn computer_turn(
    session: &UseReducerHandle<Session>,
    dice_mode: DiceMode,
    runner: yew_agent::oneshot::UseOneshotRunnerHandle<ComputerTask>,
    generation: Rc<RefCell<u64>>,
) {
    let Some(player) = session.computer_to_act() else {
        return;
    };
    let Some(computer) = session.setup.computer(player) else {
        return;
    };
    let game = session.game.clone();
    let setup = session.setup.clone();
    let at = game.log().len();
    let asked_in = *generation.borrow();
    let current = move || *generation.borrow() == asked_in;
    let handle = session.clone();
    let roll = {
        let game = game.clone();
        let current = current.clone();
        move || {
            if !current() {
                return None;
            }
            let action = Action::Roll(dice_mode.roll(at, entropy()));
            storage::store_after(&setup, &game, action);
            Some(Intent::ActAt { at, action })
        }
    };
    // After the human rejected its resignation, the computer plays the turn on instead of
    // offering again.
    let before_roll = if game.log().last() == Some(&Action::RejectResignation) {
        Question::Double
    } else {
        Question::BeforeRoll
    };
    let ask = move |question: Question| Request::new(computer, question, &game, at as u64);
    let phase = session.game.phase();
    let can_double = session.game.can_double(player);
    wasm_bindgen_futures::spawn_local(async move {
        TimeoutFuture::new(COMPUTER_PAUSE_MS).await;
        let act = |action| Intent::ActAt { at, action };
        let intent = match phase {
            Phase::AwaitingRoll { .. } => {
                let answer = if can_double || before_roll == Question::BeforeRoll {
                    think(&runner, ask(before_roll)).await
                } else {
                    Answer::NoDouble
                };
                match answer {
                    Answer::Double => act(Action::Double),
                    Answer::Resign { level } => match resign_kind(level) {
                        Some(kind) => act(Action::Resign(kind)),
                        None => refused(Answer::Resign { level }),
                    },
                    _ => match roll() {
                        Some(intent) => intent,
                        None => return,
                    },
                }
            }
            Phase::Moving { .. } => match think(&runner, ask(Question::Play)).await {
                Answer::Play { position_id } => Intent::ComputerPlay { at, position_id },
                other => refused(other),
            },
            Phase::CubeOffered { .. } => match think(&runner, ask(Question::Take)).await {
                Answer::Take => act(Action::Take),
                Answer::Drop => act(Action::Drop),
                Answer::Beaver => act(Action::Beaver),
                other => refused(other),
            },
            Phase::ResignationOffered { .. } => {
                match think(&runner, ask(Question::Resignation)).await {
                    Answer::Accept => act(Action::AcceptResignation),
                    Answer::Reject => act(Action::RejectResignation),
                    other => refused(other),
                }
            }
            _ => return,
        };
        if current() {
            handle.dispatch(intent);
        }
    });
}

/// Asks the worker, and records how long the answer took as a User Timing measure named
/// `computer:<question>` (read by the browser benchmark, `tests/e2e/bench-web.mjs`).
async fn think(
    runner: &yew_agent::oneshot::UseOneshotRunnerHandle<ComputerTask>,
    request: Request,
) -> Answer {
    let performance = web_sys::window().and_then(|window| window.performance());
    let name = format!("computer:{:?}", request.question);
    let start_mark = format!("{name}:start");
    // Timing is a diagnostic: a browser without User Timing simply records nothing.
    if let Some(performance) = &performance {
        let _ = performance.mark(&start_mark);
    }
    let answer = runner.run(request).await;
    if let Some(performance) = &performance {
        let _ = performance.measure_with_start_mark(&name, &start_mark);
    }
    answer
}

fn refused(answer: Answer) -> Intent {
    Intent::Notify(format!("The computer could not decide: {answer:?}"))
}
