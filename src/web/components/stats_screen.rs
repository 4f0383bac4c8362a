//! The Statistics screen (a table per opponent, and Reset after a confirmation), and the hook
//! that counts finished games as the match goes on.

use bg_engine::referee::Match;
use yew::prelude::*;

use super::screen::Screen;
use crate::i18n::Message;
use crate::msg;
use crate::setup::GameSetup;
use crate::statistics::{opponent_label, Statistics, Tally};
use crate::stored::{Alert, AlertKind};
use crate::web::i18n::{use_translator, Words};
use crate::web::storage::statistics;

#[derive(Properties, PartialEq)]
pub struct StatsScreenProps {
    pub on_close: Callback<()>,
}

/// One cell of the table: won and lost.
fn cell(words: &Words, stat: &'static str, won: u32, lost: u32) -> Html {
    html! {
        <td data-stat={stat} data-won={won.to_string()} data-lost={lost.to_string()}
            aria-label={words.text(&msg!("stats-cell", won = won, lost = lost))}>
            { format!("{won}\u{2013}{lost}") }
        </td>
    }
}

/// One opponent: its name on a row of its own (long names wrap over the whole width, which a
/// phone needs), then its counts.
fn rows(words: &Words, key: &str, name: &str, tally: &Tally) -> Html {
    html! {
        <tbody key={key.to_owned()} data-opponent={key.to_owned()}>
            <tr>
                <th scope="rowgroup" colspan="4" class="opponent">{ name }</th>
            </tr>
            <tr>
                { cell(words, "games", tally.games_won, tally.games_lost) }
                { cell(words, "gammons", tally.gammons_won, tally.gammons_lost) }
                { cell(words, "backgammons", tally.backgammons_won, tally.backgammons_lost) }
                { cell(words, "matches", tally.matches_won, tally.matches_lost) }
            </tr>
        </tbody>
    }
}

fn table(words: &Words, stats: &Statistics) -> Html {
    if stats.is_empty() {
        return html! { <p class="stats-empty">{ words.text(&msg!("stats-empty")) }</p> };
    }
    html! {
        <table class="stats-table">
            <caption>{ words.text(&msg!("stats-caption")) }</caption>
            <thead>
                <tr>
                    <th scope="col">{ words.text(&msg!("stats-games")) }</th>
                    <th scope="col">{ words.text(&msg!("stats-gammons")) }</th>
                    <th scope="col"><abbr title={words.text(&msg!("stats-backgammons"))}>
                        { words.text(&msg!("stats-backgammons-short")) }</abbr></th>
                    <th scope="col">{ words.text(&msg!("stats-matches")) }</th>
                </tr>
            </thead>
            { for stats.opponents().into_iter().map(|record| {
                let name = words.text(&opponent_label(&record.key, &record.name));
                rows(words, &record.key, &name, &record.tally)
            }) }
        </table>
    }
}

/// What the screen shows: the statistics read, and a problem met reading or writing them.
#[derive(Clone, Debug, Default, PartialEq)]
struct Shown {
    stats: Statistics,
    problem: Option<Message>,
    /// False when unreadable statistics stay under their key: nothing may be written.
    writable: bool,
}

impl Shown {
    fn read() -> Shown {
        let loaded = statistics::read();
        Shown {
            stats: loaded.value.unwrap_or_default(),
            problem: loaded.problem,
            writable: loaded.slot.is_writable(),
        }
    }
}

/// The statistics the screen shows (`None` until read), read when it opens and reset when
/// `reset_asked` is set, both in effects (reading may move unreadable ones aside). A reset
/// ends the confirmation.
#[hook]
fn use_shown_statistics(
    reset_asked: &UseStateHandle<bool>,
    confirming: &UseStateHandle<bool>,
) -> UseStateHandle<Option<Shown>> {
    let shown = use_state(|| None::<Shown>);
    {
        let shown = shown.clone();
        use_effect_with((), move |_| shown.set(Some(Shown::read())));
    }
    {
        let shown = shown.clone();
        let confirming = confirming.clone();
        let reset_asked = reset_asked.clone();
        use_effect_with(*reset_asked, move |asked| {
            if *asked {
                let (stats, problem) = statistics::reset();
                let writable = shown.as_ref().is_some_and(|shown| shown.writable);
                shown.set(Some(Shown {
                    stats,
                    problem,
                    writable,
                }));
                confirming.set(false);
                reset_asked.set(false);
            }
        });
    }
    shown
}

/// The Statistics screen. It reads the stored statistics when it opens; Reset asks first.
#[component]
pub fn StatsScreen(props: &StatsScreenProps) -> Html {
    let words = use_translator();
    let confirming = use_state(|| false);
    // Set by "Yes, reset"; `use_shown_statistics` does it.
    let reset_asked = use_state(|| false);
    let shown = use_shown_statistics(&reset_asked, &confirming);
    let Some(loaded) = (*shown).clone() else {
        return html! {};
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let ask = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(true))
    };
    let keep = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(false))
    };
    let reset = {
        let reset_asked = reset_asked.clone();
        Callback::from(move |_: MouseEvent| reset_asked.set(true))
    };
    let backups = statistics::backups();
    html! {
        <Screen title={words.text(&msg!("stats-title"))} title_id="stats-title"
            class="stats-screen" on_close={props.on_close.clone()}>
            if let Some(problem) = loaded.problem.clone() {
                <p class="stats-problem" role="alert">{ words.text(&problem) }</p>
            }
            { table(&words, &loaded.stats) }
            <p class="stats-note">{ words.text(&msg!("stats-note")) }</p>
            if !backups.is_empty() {
                <p class="stats-note" data-testid="stats-backups">
                    { words.text(&msg!("stats-backups", keys = backups.join(", "))) }
                </p>
            }
            if *confirming {
                <div class="stats-confirm" role="group"
                    aria-label={words.text(&msg!("stats-reset"))}>
                    <p>{ words.text(&msg!("stats-reset-question")) }</p>
                    <div class="dialog-buttons">
                        <button type="button" class="control" onclick={keep}>
                            { words.text(&msg!("stats-keep")) }
                        </button>
                        <button type="button" class="control danger" onclick={reset}>
                            { words.text(&msg!("stats-reset-confirm")) }
                        </button>
                    </div>
                </div>
            } else {
                <div class="dialog-buttons">
                    <button type="button" class="control" onclick={ask}
                        disabled={!loaded.writable || loaded.stats.is_empty()}>
                        { words.text(&msg!("stats-reset")) }
                    </button>
                    <button type="button" class="control primary" onclick={close}>
                        { words.text(&msg!("close")) }
                    </button>
                </div>
            }
        </Screen>
    }
}

/// Counts the games of `game` as they end (and the match, once), in the stored statistics.
/// Runs after every action and once at start, so a match restored after its game ended is
/// seen too (and not counted again: see [`Statistics::record`]). A problem reading the stored
/// statistics is handed to `on_alert` once; a refused write each time.
#[hook]
pub fn use_record_statistics(setup: &GameSetup, game: &Match, on_alert: Callback<Alert>) {
    let reported = use_mut_ref(|| false);
    let setup = setup.clone();
    let game = game.clone();
    let deps = (setup.clone(), game.log().len());
    use_effect_with(deps, move |_| {
        for alert in statistics::record(&setup, &game) {
            if alert.kind == AlertKind::Unreadable {
                if *reported.borrow() {
                    continue;
                }
                *reported.borrow_mut() = true;
            }
            on_alert.emit(alert);
        }
    });
}
