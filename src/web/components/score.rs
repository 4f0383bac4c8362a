//! The score panel: each player's name, colour, score and pip count, the match length, the
//! Crawford marker, and whose turn it is.

use bg_engine::bots::BotKind;
use bg_engine::Player;
use yew::prelude::*;

use crate::view_model::colour;

/// One player's line.
#[derive(Clone, PartialEq)]
pub struct PlayerLine {
    pub player: Player,
    pub name: String,
    pub score: u32,
    pub pips: u32,
    pub to_play: bool,
    /// What plays this side when it is not a person ([`computer_note`]), or empty.
    pub note: String,
}

/// The note after the name of a side the computer plays: its level ("Expert", "World class"),
/// and that it is the computer unless the name already says so ("Computer Expert", but
/// "Hal computer, Expert").
pub fn computer_note(name: &str, kind: BotKind) -> String {
    // The level without the New game form's explanation in brackets.
    let label = kind.label();
    let level = label.split_once(" (").map_or(label, |(level, _)| level);
    if name.trim().eq_ignore_ascii_case("computer") {
        level.to_owned()
    } else {
        format!("computer, {level}")
    }
}

#[derive(Properties, PartialEq)]
pub struct ScoreProps {
    /// Top player first, as on the board.
    pub lines: Vec<PlayerLine>,
    /// "5-point match", "Money game".
    pub length_text: String,
    /// "Crawford game", "Post-Crawford", or empty.
    pub crawford_text: String,
}

#[component]
pub fn Score(props: &ScoreProps) -> Html {
    html! {
        <section class="score" aria-label="Score">
            <div class="match-info">
                <span data-testid="match-length">{ &props.length_text }</span>
                if !props.crawford_text.is_empty() {
                    <span class="crawford" data-testid="crawford">{ &props.crawford_text }</span>
                }
            </div>
            { for props.lines.iter().map(|line| {
                let class = classes!(
                    "player-line",
                    colour(line.player),
                    line.to_play.then_some("to-play")
                );
                html! {
                    <div class={class} data-player={colour(line.player)}
                        aria-current={line.to_play.then_some("true")}>
                        <span class={classes!("swatch", colour(line.player))} aria-hidden="true"></span>
                        // A long name is cut short with an ellipsis (styles/main.css); the
                        // whole of it is the title.
                        <span class="name" title={line.name.clone()}>{ &line.name }</span>
                        if !line.note.is_empty() {
                            <span class="note">{ &line.note }</span>
                        }
                        if line.to_play {
                            <span class="turn-marker">{ "to play" }</span>
                        }
                        <span class="pips" data-testid={format!("pips-{}", colour(line.player))}>
                            { format!("{} pips", line.pips) }
                        </span>
                        <span class="points" data-testid={format!("score-{}", colour(line.player))}>
                            { line.score }
                        </span>
                    </div>
                }
            }) }
        </section>
    }
}
