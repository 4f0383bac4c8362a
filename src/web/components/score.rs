//! The score panel: each player's name, colour, score and pip count, the match length, the
//! Crawford marker, and whose turn it is.

use bg_engine::bots::BotKind;
use bg_engine::Player;
use yew::prelude::*;

use crate::i18n::{computer_short_label, Message};
use crate::msg;
use crate::setup::Colour;
use crate::web::i18n::use_translator;

/// One player's line.
#[derive(Clone, PartialEq)]
pub struct PlayerLine {
    pub player: Player,
    pub colour: Colour,
    pub name: Message,
    pub score: u32,
    /// `None` when the player hides the pip counts (to practise counting).
    pub pips: Option<u32>,
    pub to_play: bool,
    /// What plays this side when it is not a person ([`computer_note`]).
    pub note: Option<Message>,
}

/// The note after the name of a side the computer plays: its level ("Expert", "World class"),
/// and that it is the computer unless the name already says so ("Computer Expert", but
/// "Hal computer, Expert").
pub fn computer_note(name: &str, kind: BotKind) -> Message {
    let level = computer_short_label(kind);
    if name.trim().eq_ignore_ascii_case("computer") {
        level
    } else {
        msg!("score-computer-note", level = level)
    }
}

#[derive(Properties, PartialEq)]
pub struct ScoreProps {
    /// Top player first, as on the board.
    pub lines: Vec<PlayerLine>,
    /// "5-point match", "Money game".
    pub length_text: Message,
    /// "Crawford game", "Post-Crawford", if either.
    pub crawford_text: Option<Message>,
}

#[component]
pub fn Score(props: &ScoreProps) -> Html {
    let words = use_translator();
    html! {
        <section class="score" aria-label={words.text(&msg!("score-region"))}>
            <div class="match-info">
                <span data-testid="match-length">{ words.text(&props.length_text) }</span>
                if let Some(crawford) = &props.crawford_text {
                    <span class="crawford" data-testid="crawford">{ words.text(crawford) }</span>
                }
            </div>
            { for props.lines.iter().map(|line| {
                let name = words.text(&line.name);
                let class = classes!(
                    "player-line",
                    line.colour.name(),
                    line.to_play.then_some("to-play")
                );
                html! {
                    <div class={class} data-player={line.colour.name()}
                        aria-current={line.to_play.then_some("true")}>
                        <span class={classes!("swatch", line.colour.name())} aria-hidden="true"></span>
                        // A long name is cut short with an ellipsis (styles/main.css); the
                        // whole of it is the title.
                        <span class="name" title={name.clone()}>{ name }</span>
                        if let Some(note) = &line.note {
                            <span class="note">{ words.text(note) }</span>
                        }
                        if line.to_play {
                            <span class="turn-marker">{ words.text(&msg!("score-to-play")) }</span>
                        }
                        if let Some(pips) = line.pips {
                            <span class="pips" data-testid={format!("pips-{}", line.colour.name())}>
                                { words.text(&msg!("score-pips", pips = pips)) }
                            </span>
                        }
                        <span class="points" data-testid={format!("score-{}", line.colour.name())}>
                            { line.score }
                        </span>
                    </div>
                }
            }) }
        </section>
    }
}
