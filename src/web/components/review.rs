//! The review screen's panels: the analysis (depth, Analyse and Stop, the progress bar), each
//! player's table, the chart of the winning chances with the mistakes marked, the list of the
//! largest mistakes, the replay's bar, and the links to each game above the move log. They only
//! draw the view models of [`crate::view_model::review_view`], [`crate::view_model::replay_view`]
//! and [`crate::view_model::log_games`] and report the presses.

use yew::prelude::*;

use crate::msg;
use crate::review::Depth;
use crate::view_model::{
    cube_error_labels, ChartView, LogGames, MistakeRow, PlayerColumn, ReplayView, ReviewView,
    CHART_HEIGHT, CHART_WIDTH,
};
use crate::web::i18n::{use_translator, Words};

#[derive(Properties, PartialEq)]
pub struct AnalysisPanelProps {
    /// `None` before any analysis of this match.
    pub view: Option<ReviewView>,
    pub running: bool,
    pub failure: Option<String>,
    pub on_analyse: Callback<Depth>,
    pub on_stop: Callback<()>,
    /// Go to the position at this log length.
    pub on_go: Callback<usize>,
    /// Open a mistake: its position's log length and the play made.
    pub on_mistake: Callback<(usize, Option<String>)>,
}

#[component]
pub fn AnalysisPanel(props: &AnalysisPanelProps) -> Html {
    let words = use_translator();
    let depth = use_state(Depth::default);
    let on_depth = {
        let depth = depth.clone();
        Callback::from(move |event: Event| {
            let value = event
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|select| select.value());
            depth.set(match value.as_deref() {
                Some("expert") => Depth::Expert,
                _ => Depth::WorldClass,
            });
        })
    };
    let chosen = *depth;
    let analyse = props.on_analyse.reform(move |_: MouseEvent| chosen);
    let stop = props.on_stop.reform(|_: MouseEvent| ());
    html! {
        <section class="analysis" data-testid="analysis"
            aria-label={words.text(&msg!("review-analysis-title"))}>
            <h2>{ words.text(&msg!("review-analysis-title")) }</h2>
            <div class="analysis-run">
                <label>{ words.text(&msg!("review-depth")) }
                    <select data-testid="review-depth" onchange={on_depth}
                        disabled={props.running}>
                        <option value="expert" selected={chosen == Depth::Expert}>
                            { words.text(&msg!("review-depth-expert")) }</option>
                        <option value="world-class" selected={chosen == Depth::WorldClass}>
                            { words.text(&msg!("review-depth-world-class")) }</option>
                    </select>
                </label>
                if props.running {
                    <button type="button" class="control" data-testid="review-stop"
                        onclick={stop}>{ words.text(&msg!("review-stop")) }</button>
                } else {
                    <button type="button" class="control primary" data-testid="review-analyse"
                        onclick={analyse}>{ words.text(&msg!("review-analyse")) }</button>
                }
            </div>
            if let Some(reason) = &props.failure {
                <p class="notice" role="alert">
                    { words.text(&msg!("review-analysis-failed", reason = reason.clone())) }</p>
            }
            if let Some(view) = &props.view {
                { progress(view, &words) }
                { table(view, &words) }
                if let Some(chart_view) = &view.chart {
                    { chart(chart_view, &props.on_go, &words) }
                }
                { mistakes(&view.mistakes, &props.on_mistake, &words) }
            }
        </section>
    }
}

fn progress(view: &ReviewView, words: &Words) -> Html {
    let text = words.text(&msg!(
        "review-progress",
        done = view.progress.done,
        total = view.progress.total
    ));
    html! {
        <div class="analysis-progress">
            <progress data-testid="review-progress" max="100"
                value={view.progress.percent.to_string()} aria-label={text.clone()}/>
            <span data-testid="review-progress-text">{ text }</span>
        </div>
    }
}

fn table(view: &ReviewView, words: &Words) -> Html {
    let columns = &view.columns;
    let row = |label: Html, cell: &dyn Fn(&PlayerColumn) -> String| {
        html! {
            <tr><th scope="row">{ label }</th>
                { for columns.iter().map(|column| html! { <td>{ cell(column) }</td> }) }</tr>
        }
    };
    let text = |id| html! { { words.text(&id) } };
    let unit = if view.in_match { "mwc" } else { "points" };
    let has_result = columns.iter().any(|column| column.result.is_some());
    html! {
        <table class="analysis-table" data-testid="review-table">
            <thead><tr><td></td>
                { for columns.iter().map(|column| html! {
                    <th scope="col">{ column.name.clone() }</th> }) }</tr></thead>
            <tbody>
                { row(text(msg!("review-row-unforced")), &|c| c.unforced.to_string()) }
                { row(text(msg!("review-row-doubtful")), &|c| c.doubtful.to_string()) }
                { row(text(msg!("review-row-bad")), &|c| c.bad.to_string()) }
                { row(text(msg!("review-row-very-bad")), &|c| c.very_bad.to_string()) }
                { row(text(msg!("review-row-error-rate")), &|c| words.number(c.error_rate)) }
                if columns.iter().any(|column| column.error_rate_mwc.is_some()) {
                    { row(text(msg!("review-row-error-rate-mwc")),
                        &|c| c.error_rate_mwc.map(|rate| words.number(rate)).unwrap_or_default()) }
                }
                { row(text(msg!("review-row-pr")), &|c| words.number(c.pr)) }
                { row(text(msg!("review-row-rating")), &|c| words.text(&c.rating)) }
                { for cube_error_labels().into_iter().enumerate().map(|(kind, label)| {
                    row(text(label), &|c| c.cube_errors.get(kind)
                        .map(|cell| words.text(cell)).unwrap_or_default())
                }) }
                { row(text(msg!("review-row-luck")), &|c| words.number(c.luck)) }
                if has_result {
                    { row(text(msg!("review-row-result", unit = unit)),
                        &|c| c.result.as_ref().map(|m| words.text(m)).unwrap_or_default()) }
                    { row(text(msg!("review-row-luck-adjusted", unit = unit)),
                        &|c| c.luck_adjusted.as_ref().map(|m| words.text(m)).unwrap_or_default()) }
                }
            </tbody>
        </table>
    }
}

fn chart(view: &ChartView, on_go: &Callback<usize>, words: &Words) -> Html {
    let title = words.text(&view.title);
    let view_box = format!("-4 -4 {} {}", CHART_WIDTH + 8.0, CHART_HEIGHT + 8.0);
    let half = CHART_HEIGHT / 2.0;
    let point = |x: f32, y: f32, at: usize, label: String, class: Classes, r: f32| {
        let onclick = on_go.reform(move |_: MouseEvent| at);
        html! {
            <circle cx={format!("{x:.1}")} cy={format!("{y:.1}")} r={r.to_string()}
                class={class} role="button" tabindex="0" aria-label={label.clone()}
                data-at={at.to_string()} {onclick}><title>{ label }</title></circle>
        }
    };
    html! {
        <figure class="analysis-chart">
            <figcaption>{ title.clone() }
                <span class="chart-axis" data-testid="review-chart-axis">
                    { words.text(&view.axis) }</span></figcaption>
            <svg viewBox={view_box} data-testid="review-chart" role="group"
                aria-label={title}>
                <rect class="chart-frame" x="0" y="0" width={CHART_WIDTH.to_string()}
                    height={CHART_HEIGHT.to_string()}/>
                <line class="chart-half" x1="0" x2={CHART_WIDTH.to_string()}
                    y1={half.to_string()} y2={half.to_string()}/>
                { for view.game_starts.iter().map(|x| html! {
                    <line class="chart-game" x1={format!("{x:.1}")} x2={format!("{x:.1}")}
                        y1="0" y2={CHART_HEIGHT.to_string()}/> }) }
                <text class="chart-scale" x="2" y="9" aria-hidden="true">{ "100%" }</text>
                <text class="chart-scale" x="2" y={(half - 2.0).to_string()}
                    aria-hidden="true">{ "50%" }</text>
                <text class="chart-scale" x="2" y={(CHART_HEIGHT - 2.0).to_string()}
                    aria-hidden="true">{ "0%" }</text>
                <path class="chart-line" d={view.line.clone()}/>
                { for view.points.iter().map(|p| point(p.x, p.y, p.at, words.text(&p.label),
                    classes!("chart-point"), 3.0)) }
                { for view.marks.iter().map(|mark| point(mark.point.x, mark.point.y,
                    mark.point.at, words.text(&mark.point.label),
                    classes!("chart-mark", mark.size), 5.0)) }
            </svg>
        </figure>
    }
}

fn mistakes(
    rows: &[MistakeRow],
    on_mistake: &Callback<(usize, Option<String>)>,
    words: &Words,
) -> Html {
    html! {
        <section class="mistakes" aria-label={words.text(&msg!("review-mistakes-title"))}>
            <h3>{ words.text(&msg!("review-mistakes-title")) }</h3>
            if rows.is_empty() {
                <p>{ words.text(&msg!("review-no-mistakes")) }</p>
            }
            <ol data-testid="review-mistakes">
                { for rows.iter().map(|row| {
                    let (at, play) = (row.at, row.play.clone());
                    let onclick = on_mistake.reform(move |_: MouseEvent| (at, play.clone()));
                    html! {
                        <li class={classes!("mistake", row.size)}>
                            <button type="button" data-testid="review-mistake"
                                data-at={row.at.to_string()} {onclick}>
                                <span class="mistake-text">{ words.text(&row.text) }</span>
                                <span class="mistake-loss">{ words.number(row.loss) }</span>
                            </button>
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct ReplayBarProps {
    pub view: ReplayView,
    /// Go to the position at this log length.
    pub on_go: Callback<usize>,
    pub on_leave: Callback<()>,
    /// The log lengths one step back and forward, and the previous and next game's starts.
    pub steps: [usize; 4],
}

#[component]
pub fn ReplayBar(props: &ReplayBarProps) -> Html {
    let words = use_translator();
    let go = |at: usize| props.on_go.reform(move |_: MouseEvent| at);
    let [back, forward, previous_game, next_game] = props.steps;
    let view = &props.view;
    html! {
        <nav class="replay-bar" data-testid="replay"
            aria-label={words.text(&msg!("review-replay-title"))}>
            <button type="button" class="control" onclick={go(previous_game)}
                disabled={!view.can_back}>{ words.text(&msg!("review-replay-previous-game")) }</button>
            <button type="button" class="control" data-testid="replay-back" onclick={go(back)}
                disabled={!view.can_back}>{ words.text(&msg!("review-replay-back")) }</button>
            <span class="replay-where" data-testid="replay-where" aria-live="polite"
                data-at={view.at.to_string()}>{ words.text(&view.where_text) }</span>
            <button type="button" class="control" data-testid="replay-forward"
                onclick={go(forward)} disabled={!view.can_forward}>
                { words.text(&msg!("review-replay-forward")) }</button>
            <button type="button" class="control" onclick={go(next_game)}
                disabled={!view.can_forward}>{ words.text(&msg!("review-replay-next-game")) }</button>
            <button type="button" class="control primary" data-testid="review-leave"
                onclick={props.on_leave.reform(|_: MouseEvent| ())}>
                { words.text(&msg!("review-leave")) }</button>
        </nav>
    }
}

#[derive(Properties, PartialEq)]
pub struct LogGamesProps {
    pub view: LogGames,
    /// Go to the position at this log length.
    pub on_go: Callback<usize>,
}

/// A button per game of the match above the review's move log, which lists the game replayed
/// (marked `aria-current`); nothing for a match of one game.
#[component]
pub fn LogGameLinks(props: &LogGamesProps) -> Html {
    let words = use_translator();
    let view = &props.view;
    if view.links.is_empty() {
        return Html::default();
    }
    // Each button shows its game's number and is named "Game 3": a long match's buttons stay
    // a few rows under the visible title that names them all.
    html! {
        <nav class="log-games" data-testid="log-games" aria-labelledby="log-games-title">
            <p class="log-games-title" id="log-games-title">{ words.text(&view.label) }</p>
            <ul>
                { for view.links.iter().map(|link| {
                    let at = link.at;
                    html! {
                        <li>
                            <button type="button" class="control" data-testid="log-game"
                                data-game={link.number.to_string()} data-at={at.to_string()}
                                aria-label={words.text(&link.label)}
                                aria-current={link.current.then_some("true")}
                                onclick={props.on_go.reform(move |_: MouseEvent| at)}>
                                { link.number.to_string() }</button>
                        </li>
                    }
                }) }
            </ul>
        </nav>
    }
}

#[derive(Properties, PartialEq)]
pub struct ReviewButtonProps {
    pub on_review: Callback<()>,
}

/// Opens the review of the match so far (its analysis and replay).
#[component]
pub fn ReviewButton(props: &ReviewButtonProps) -> Html {
    let words = use_translator();
    html! {
        <button type="button" class="control" data-testid="open-review"
            onclick={props.on_review.reform(|_: MouseEvent| ())}>
            { words.text(&msg!("review-open")) }</button>
    }
}
