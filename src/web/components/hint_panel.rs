//! The hint panel under the board: the ranked plays (a press chooses one, whose arrows the
//! board draws), Teach me for the chosen play, or the cube hint. It only draws a
//! [`HintView`] and reports the choice.

use yew::prelude::*;

use super::bring_into_view;
use super::geometry::place_centre;
use super::modal::focus;
use crate::msg;

use crate::view_model::{
    listed_plays, more_plays, step_selection, ChanceTexts, CubeHintView, Grade, HintRow, HintView,
    MoveMark, LISTED_PLAYS_STEP,
};
use crate::web::i18n::{use_translator, Words};

#[derive(Properties, PartialEq)]
pub struct HintPanelProps {
    pub view: HintView,
    pub on_select: Callback<usize>,
    /// Show the top three plays on the board at once, or only the chosen one.
    pub on_top_three: Callback<bool>,
    pub on_close: Callback<()>,
}

#[component]
pub fn HintPanel(props: &HintPanelProps) -> Html {
    let words = use_translator();
    let teaching = use_state(|| false);
    let teach_ref = use_node_ref();
    {
        // Teach me's words open under the list: their first sentence is brought into view (by
        // the least scrolling), so that a short side column or a phone shows it without the
        // player looking for it (the whole region, with the note on depths at its end, can be
        // taller than a phone held sideways).
        let teach_ref = teach_ref.clone();
        use_effect_with(*teaching, move |open| {
            if let (true, Some(words)) = (*open, teach_ref.cast::<web_sys::Element>()) {
                bring_into_view(&words.first_element_child().unwrap_or(words));
            }
        });
    }
    let panel_ref = use_node_ref();
    {
        // The panel opens under the Hint button: on a phone held sideways, below the screen's
        // edge. So it is brought into view when it opens, by the least scrolling (none where it
        // is in view already; its top first where it is taller than the screen).
        let panel_ref = panel_ref.clone();
        use_effect_with((), move |_| {
            if let Some(panel) = panel_ref.cast::<web_sys::Element>() {
                bring_into_view(&panel);
            }
        });
    }
    let list_ref = use_node_ref();
    let selected = props.view.rows.iter().position(|row| row.selected);
    use_chosen_in_view(&list_ref, selected);
    let listed = use_listed_plays(&props.view);
    let view = &props.view;
    let close = props.on_close.reform(|_: MouseEvent| ());
    let toggle = {
        let teaching = teaching.clone();
        Callback::from(move |_: MouseEvent| teaching.set(!*teaching))
    };
    html! {
        <section class="hint-panel" data-testid="hint-panel" ref={panel_ref}
            aria-label={words.text(&view.title)}>
            <header class="hint-head">
                <h2>{ words.text(&view.title) }</h2>
                <button type="button" class="control" onclick={close}
                    data-testid="hint-close">{ words.text(&msg!("close")) }</button>
            </header>
            if let Some(cube) = &view.cube {
                <CubeHint view={cube.clone()}/>
            } else {
                { play_list(view, selected.unwrap_or(0), list_ref, listed, &props.on_select,
                    &words) }
                <div class="hint-actions">
                    { top_three_toggle(view.top_three, &props.on_top_three, &words) }
                    <button type="button" class="control" aria-expanded={teaching.to_string()}
                        data-testid="teach-me" onclick={toggle}>
                        { words.text(&msg!("hint-teach-me")) }</button>
                </div>
                if *teaching {
                    { teach_words(view, teach_ref, &words) }
                }
            }
        </section>
    }
}

/// The ranked plays: the first ones ([`listed_plays`]), the chosen one (`selected`), and
/// "Show more".
fn play_list(
    view: &HintView,
    selected: usize,
    list_ref: NodeRef,
    listed: Listed,
    on_select: &Callback<usize>,
    words: &Words,
) -> Html {
    let count = view.rows.len();
    let first = listed.first;
    let more = more_plays(count, first);
    let rows = listed_plays(count, selected, first)
        .into_iter()
        .map(|index| {
            let on_select = on_select.reform(move |_: MouseEvent| index);
            play_row(&view.rows[index], on_select, index >= first, words)
        });
    html! {
        <ol class="hint-plays" data-testid="hint-plays" ref={list_ref}
            onkeydown={list_keys(selected, count, on_select.clone())}>
            { for rows }
            // At the end of the list, scrolling with it: the panel's height and what it keeps
            // in view stay as they are.
            if more > 0 {
                <li class="hint-more">
                    <button type="button" class="control" data-testid="hint-more"
                        onclick={listed.show_more}>
                        { words.text(&msg!("hint-more-plays", count = more)) }</button>
                </li>
            }
        </ol>
    }
}

/// Teach me's words: the explanation, then (when the plays were looked at to different depths)
/// what the losses are against.
fn teach_words(view: &HintView, teach_ref: NodeRef, words: &Words) -> Html {
    html! {
        // It scrolls when the side column is short, so it is a named tab stop that the
        // keyboard can scroll (axe's scrollable-region-focusable).
        <div class="teach" data-testid="teach-sentences" aria-live="polite"
            ref={teach_ref} tabindex="0" role="region"
            aria-label={words.text(&msg!("hint-teach-me"))}>
            { for view.teach.iter().map(|sentence| html! {
                <p>{ words.sentence(sentence) }</p>
            }) }
            // Last, so that the explanation's first words stay at the top; here, not under the
            // list, so that it scrolls with them on a short column.
            if view.mixed_depths {
                <p class="hint-depth-note" data-testid="hint-depth-note">
                    { words.text(&msg!("hint-depth-note")) }</p>
            }
        </div>
    }
}

/// How many of the ranked plays the list draws before the chosen one ([`listed_plays`]), and
/// "Show more"'s press, which draws [`LISTED_PLAYS_STEP`] more.
struct Listed {
    first: usize,
    show_more: Callback<MouseEvent>,
}

/// [`Listed`] for `view`'s hint: the count belongs to the hint it was raised for, and another
/// hint (another count of plays, or another best play) starts from the first ones in the very
/// render that draws it, never with the last hint's longer list.
#[hook]
fn use_listed_plays(view: &HintView) -> Listed {
    let hint = (
        view.rows.len(),
        view.rows.first().map(|row| row.notation.clone()),
    );
    let raised = use_state_eq(|| (hint.clone(), LISTED_PLAYS_STEP));
    let first = if raised.0 == hint {
        raised.1
    } else {
        LISTED_PLAYS_STEP
    };
    let show_more =
        Callback::from(move |_: MouseEvent| raised.set((hint.clone(), first + LISTED_PLAYS_STEP)));
    Listed { first, show_more }
}

/// Keeps the chosen play in view in its list, also when the hint opens on a play far down (the
/// player's own, from the tutor's "Show the hint" or a practice's solution); when the focus is
/// in the list (an arrow key chose the play), the chosen play's button takes it, its row drawn
/// only now where it is beyond the first ones.
#[hook]
fn use_chosen_in_view(list_ref: &NodeRef, selected: Option<usize>) {
    let list_ref = list_ref.clone();
    use_effect_with(selected, move |_| {
        let Some(list) = list_ref.cast::<web_sys::Element>() else {
            return;
        };
        let Ok(Some(row)) = list.query_selector(":scope > li.selected") else {
            return;
        };
        scroll_into_list(&list, &row);
        let focus_in_list = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.active_element())
            .and_then(|active| active.closest("ol.hint-plays").ok().flatten())
            .is_some();
        if let (true, Ok(Some(button))) = (focus_in_list, row.query_selector("button")) {
            focus(&button);
        }
    });
}

/// Scrolls `list` by the least amount that shows `row` whole (its top where it is taller than
/// the list), and nothing else: unlike `scrollIntoView`, the page stays where it is.
fn scroll_into_list(list: &web_sys::Element, row: &web_sys::Element) {
    let (outer, inner) = (
        list.get_bounding_client_rect(),
        row.get_bounding_client_rect(),
    );
    let below = inner.bottom() - outer.bottom();
    let above = inner.top() - outer.top();
    let by = if above < 0.0 {
        above
    } else if below > 0.0 {
        below.min(above)
    } else {
        return;
    };
    list.set_scroll_top(list.scroll_top() + by.round() as i32);
}

/// The Up and Down arrow keys (and Home, End) inside the list choose the play before or
/// after the chosen one, among all the ranked plays (drawn or not), and the focus follows
/// ([`use_chosen_in_view`]).
fn list_keys(selected: usize, count: usize, on_select: Callback<usize>) -> Callback<KeyboardEvent> {
    Callback::from(move |event: KeyboardEvent| {
        // Not from the "Show more" button at the list's end.
        let on_a_play = event
            .target_dyn_into::<web_sys::Element>()
            .and_then(|target| target.closest("li.hint-play").ok().flatten())
            .is_some();
        if !on_a_play {
            return;
        }
        let next = match event.key().as_str() {
            "ArrowDown" => step_selection(selected, count, 1),
            "ArrowUp" => step_selection(selected, count, -1),
            "Home" => 0,
            "End" => count.saturating_sub(1),
            _ => return,
        };
        event.prevent_default();
        on_select.emit(next);
    })
}

/// The switch between the chosen play's arrows and the top three's at once.
fn top_three_toggle(on: bool, on_top_three: &Callback<bool>, words: &Words) -> Html {
    let toggle = on_top_three.reform(move |_: MouseEvent| !on);
    html! {
        <button type="button" class="control" aria-pressed={on.to_string()}
            data-testid="hint-top-three" onclick={toggle}>
            { words.text(&msg!("hint-top-three")) }</button>
    }
}

/// A play's row; `apart` for the chosen play drawn after the first ones, away from its rank.
fn play_row(
    row: &HintRow,
    on_select: Callback<MouseEvent>,
    apart: bool,
    words: &crate::web::i18n::Words,
) -> Html {
    let mwc = row.match_winning_chance.map(|chance| {
        html! { <span class="mwc">{ words.text(&msg!("hint-match-chance", chance = chance)) }</span> }
    });
    html! {
        <li class={classes!("hint-play", row.grade.class(), row.selected.then_some("selected"),
            apart.then_some("apart"))}>
            <button type="button" aria-pressed={row.selected.to_string()} onclick={on_select}
                data-testid="hint-play" data-play={row.notation.clone()}>
                <span class="rank">{ format!("{}.", row.rank) }</span>
                <span class="notation">{ row.notation.clone() }
                    <small class="depth">{ words.text(&row.depth) }</small></span>
                <span class="equity">{ words.number(row.equity) }</span>
                <span class="loss">{ row.loss.map(|loss| words.number(loss)) }</span>
                { for mwc }
                { chances_line(&row.chances, words) }
            </button>
        </li>
    }
}

fn chances_line(chances: &ChanceTexts, words: &crate::web::i18n::Words) -> Html {
    let [win, gammon, backgammon] = chances.mine;
    let [lose, lose_gammon, lose_backgammon] = chances.theirs;
    html! {
        <span class="chances">
            <span>{ words.text(&msg!("hint-chances-mine", win = win, gammon = gammon,
                backgammon = backgammon)) }</span>
            <span>{ words.text(&msg!("hint-chances-theirs", lose = lose, gammon = lose_gammon,
                backgammon = lose_backgammon)) }</span>
        </span>
    }
}

#[derive(Properties, PartialEq)]
struct CubeHintProps {
    view: CubeHintView,
}

#[component]
fn CubeHint(props: &CubeHintProps) -> Html {
    let words = use_translator();
    let view = &props.view;
    html! {
        <div class="cube-hint" data-testid="cube-hint">
            <ul class="cube-equities">
                { for view.rows.iter().map(|row| html! {
                    <li class={classes!(row.best.then_some("best"))}>
                        <span class="label">{ words.text(&row.label) }</span>
                        <span class="equity">{ words.number(row.equity) }</span>
                        { for row.match_winning_chance.map(|chance| html! {
                            <span class="mwc">
                                { words.text(&msg!("hint-match-chance", chance = chance)) }
                            </span>
                        }) }
                    </li>
                }) }
            </ul>
            <p class="chances">{ chances_line(&view.chances, &words) }</p>
            <div class="teach" data-testid="teach-sentences">
                { for view.sentences.iter().map(|sentence| html! {
                    <p>{ words.sentence(sentence) }</p>
                }) }
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct HintArrowsProps {
    pub marks: Vec<MoveMark>,
    pub grade: Grade,
}

/// The hint's chosen play on the board: an arrow per checker from where it starts to where it
/// ends, a hit ringed, in the colour of the play's rank; drawn over the board, taking no input.
#[component]
pub fn HintArrows(props: &HintArrowsProps) -> Html {
    // A marker takes its colour from where it is defined: one per rank.
    let head = format!("hint-arrow-head-{}", props.grade.class());
    let head_url = format!("url(#{head})");
    html! {
        <g class={classes!("hint-arrows", props.grade.class())} data-testid="hint-arrows"
            aria-hidden="true">
            <defs>
                <marker id={head} viewBox="0 0 10 10" refX="7" refY="5"
                    markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z"/>
                </marker>
            </defs>
            { for props.marks.iter().map(|mark| {
                let (x1, y1) = place_centre(mark.from);
                let (x2, y2) = place_centre(mark.to);
                html! {
                    <g class={classes!("mark", mark.hit.then_some("hit"))}>
                        <circle class="start" cx={x1.to_string()} cy={y1.to_string()} r="6"/>
                        <line x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()}
                            y2={y2.to_string()} marker-end={head_url.clone()}/>
                        if mark.hit {
                            <circle class="hit-ring" cx={x2.to_string()} cy={y2.to_string()}
                                r="13"/>
                        }
                    </g>
                }
            }) }
        </g>
    }
}

#[derive(Properties, PartialEq)]
pub struct HintButtonProps {
    pub thinking: bool,
    pub on_ask: Callback<()>,
}

/// The Hint button beside the controls (key: h), with a progress sign while the worker thinks.
#[component]
pub fn HintButton(props: &HintButtonProps) -> Html {
    let words = use_translator();
    let ask = props.on_ask.reform(|_: MouseEvent| ());
    html! {
        <div class="hint-ask">
            <button type="button" class="control" data-control="Hint" aria-keyshortcuts="h"
                disabled={props.thinking} onclick={ask}>
                { words.text(&msg!("hint-plays-title")) }</button>
            if props.thinking {
                <span class="thinking" role="status" data-testid="hint-thinking">
                    { words.text(&msg!("hint-thinking")) }</span>
            }
        </div>
    }
}
