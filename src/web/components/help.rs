//! The Rules and help screen: the rules of backgammon, the cube, match play, and how to use
//! this app. Plain headings and paragraphs, so that it reads well on a phone and to a screen
//! reader.

use yew::prelude::*;

use super::screen::Screen;

#[derive(Properties, PartialEq)]
pub struct HelpProps {
    pub on_close: Callback<()>,
}

/// A contents link's click: scrolls to the section instead of following `#id`, which the
/// page's `<base href>` would resolve to another URL (a reload of the app without its query).
fn jump(id: &'static str) -> Callback<MouseEvent> {
    Callback::from(move |event: MouseEvent| {
        event.prevent_default();
        let target = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.get_element_by_id(id));
        if let Some(target) = target {
            target.scroll_into_view();
        }
    })
}

/// The Rules and help screen.
#[component]
pub fn Help(props: &HelpProps) -> Html {
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <Screen title="Rules and help" title_id="help-title" class="help-screen"
            on_close={props.on_close.clone()}>
            <nav aria-label="Contents">
                <ul class="help-contents">
                    <li><a href="#help-goal" onclick={jump("help-goal")}>{ "The goal" }</a></li>
                    <li><a href="#help-moving" onclick={jump("help-moving")}>{ "Moving" }</a></li>
                    <li><a href="#help-bearing-off" onclick={jump("help-bearing-off")}>{ "Bearing off" }</a></li>
                    <li><a href="#help-cube" onclick={jump("help-cube")}>{ "The doubling cube" }</a></li>
                    <li><a href="#help-gammons" onclick={jump("help-gammons")}>{ "Gammons and backgammons" }</a></li>
                    <li><a href="#help-match" onclick={jump("help-match")}>{ "Match play" }</a></li>
                    <li><a href="#help-app" onclick={jump("help-app")}>{ "Using this app" }</a></li>
                </ul>
            </nav>
            { goal() }
            { moving() }
            { bearing_off() }
            { cube() }
            { gammons() }
            { match_play() }
            { using_the_app() }
            <div class="dialog-buttons">
                <button type="button" class="control primary" onclick={close}>
                    { "Close" }
                </button>
            </div>
        </Screen>
    }
}

fn goal() -> Html {
    html! {
        <section aria-labelledby="help-goal">
            <h3 id="help-goal">{ "The goal" }</h3>
            <p>
                { "Two players, Black and White, each have 15 checkers. Each moves them all the \
                   way round the board into their own home board, then takes them off (bears \
                   them off). The first to bear off all 15 checkers wins the game." }
            </p>
            <h4>{ "The board and the direction of play" }</h4>
            <p>
                { "The board has 24 narrow triangles, the points, in four quarters of six. The \
                   points are numbered from the bottom player's side: 1 to 6 at the bottom \
                   right (Black's home board), 7 to 12 at the bottom left, 13 to 18 at the top \
                   left and 19 to 24 at the top right (White's home board). The bar in the \
                   middle holds checkers that were hit; the trays on the right hold the \
                   checkers borne off." }
            </p>
            <p>
                { "Black, at the bottom, moves from 24 towards 1: along the top from right to \
                   left, then along the bottom from left to right. White moves the other way \
                   round, from 1 towards 24. At the start each player has two checkers on the \
                   opponent's home board (the 24-point), five on the 13-point, three on the \
                   8-point and five on the 6-point, counted from their own side." }
            </p>
        </section>
    }
}

fn moving() -> Html {
    html! {
        <section aria-labelledby="help-moving">
            <h3 id="help-moving">{ "Moving" }</h3>
            <p>
                { "At the start each player rolls one die; the higher die starts and plays the \
                   two numbers rolled (ties are rolled again). After that the players take \
                   turns: roll two dice, then move." }
            </p>
            <ul>
                <li>{ "Each die is a separate move: with 5 and 3 you move one checker 5 points \
                       and one checker 3 points, or one checker 5 then 3 (each stop must be \
                       open)." }</li>
                <li>{ "Doubles are played four times: 4 and 4 is four moves of 4." }</li>
                <li>{ "A point with two or more of the opponent's checkers is blocked: you \
                       cannot land there." }</li>
                <li>{ "A point with a single opponent's checker (a blot) can be hit: your \
                       checker lands there and the blot goes to the bar." }</li>
                <li>{ "A player with a checker on the bar must first enter it in the \
                       opponent's home board, on the point of a die (a 3 enters on the \
                       opponent's 3-point, the 22-point seen from your side). Nothing else \
                       moves until every checker on the bar has entered; if no die enters, \
                       the turn is lost." }</li>
                <li>{ "You must use both dice when you can. When only one can be used, you \
                       must use the larger one if that is possible. When no move is possible \
                       at all, the turn passes." }</li>
            </ul>
        </section>
    }
}

fn bearing_off() -> Html {
    html! {
        <section aria-labelledby="help-bearing-off">
            <h3 id="help-bearing-off">{ "Bearing off" }</h3>
            <p>
                { "Once all 15 of your checkers are in your home board you may bear them off: \
                   a die takes off a checker from the point of that number (a 4 from the \
                   4-point). A die higher than your highest occupied point takes off a checker \
                   from that highest point. You may also move inside the home board instead. \
                   A checker that is hit while you bear off must come back round before you \
                   can bear off again." }
            </p>
        </section>
    }
}

fn cube() -> Html {
    html! {
        <section aria-labelledby="help-cube">
            <h3 id="help-cube">{ "The doubling cube" }</h3>
            <p>
                { "A game is worth one point times the value of the doubling cube, which \
                   starts in the middle at 1 (its face shows 64). Before rolling, a player who \
                   thinks they are ahead may double: offer to play on for twice the stakes." }
            </p>
            <ul>
                <li><strong>{ "Take: " }</strong>{ "the opponent accepts; the game goes on at \
                    twice the value and the taker owns the cube: only they may double \
                    next (a redouble)." }</li>
                <li><strong>{ "Drop: " }</strong>{ "the opponent refuses and loses the game at \
                    the value before the double." }</li>
                <li><strong>{ "Beaver (money play only): " }</strong>{ "the opponent takes and \
                    at once redoubles, keeping the cube; the doubler then takes or drops at \
                    the new value. Up to three beavers follow each other in a row, and only \
                    when the option is on." }</li>
                <li><strong>{ "The Jacoby rule (money play only): " }</strong>{ "when it is on, \
                    gammons and backgammons count as single games until the cube has been \
                    turned. It does not reduce a resignation." }</li>
            </ul>
        </section>
    }
}

fn gammons() -> Html {
    html! {
        <section aria-labelledby="help-gammons">
            <h3 id="help-gammons">{ "Gammons and backgammons" }</h3>
            <p>
                { "If the loser has not borne off any checker when the game ends, the winner \
                   wins a gammon: twice the cube's value. If the loser also still has a \
                   checker on the bar or in the winner's home board, it is a backgammon: three \
                   times. A player on roll may also resign a single game, a gammon or a \
                   backgammon; the opponent accepts (the game ends at that value) or rejects \
                   (the game goes on)." }
            </p>
        </section>
    }
}

fn match_play() -> Html {
    html! {
        <section aria-labelledby="help-match">
            <h3 id="help-match">{ "Match play" }</h3>
            <p>
                { "A match is played to a number of points: the first player to reach it wins \
                   the match. A money game has no end: each game is scored on its own." }
            </p>
            <p>
                { "The Crawford rule: as soon as one player is one point away from winning the \
                   match, the next game (the Crawford game) is played without the cube. In the \
                   games after it (post-Crawford) the cube is back. The score panel marks the \
                   Crawford game. Beavers and the Jacoby rule are not used in matches." }
            </p>
        </section>
    }
}

fn using_the_app() -> Html {
    html! {
        <section aria-labelledby="help-app">
            <h3 id="help-app">{ "Using this app" }</h3>
            <ul>
                <li><strong>{ "New game: " }</strong>{ "choose the computer's level or a second \
                    person on this device (pass and play), the match length or a money game, \
                    and the cube rules." }</li>
                <li><strong>{ "Roll: " }</strong>{ "rolls the dice; before rolling you may \
                    Double or Resign." }</li>
                <li><strong>{ "Moving by tap or click: " }</strong>{ "tap a checker that can \
                    move (it is highlighted), then one of the highlighted points it can reach. \
                    Tap the checker again to put it back down." }</li>
                <li><strong>{ "Moving by drag: " }</strong>{ "drag a checker and drop it on a \
                    highlighted point." }</li>
                <li><strong>{ "Moving by keyboard: " }</strong>{ "Tab reaches the board; the \
                    arrow keys go from point to point (up and down between the halves, Home \
                    and End to the ends of a row), to the bars and the trays; Enter or Space \
                    picks up a checker and puts it down; Escape drops the selection." }</li>
                <li><strong>{ "Undo and Done: " }</strong>{ "Undo takes back the last checker \
                    moved this turn; Done ends the turn once the dice are played. Nothing is \
                    final until Done." }</li>
                <li><strong>{ "Swap dice: " }</strong>{ "when either die could bear a checker \
                    off, the button chooses which die is played first." }</li>
                <li><strong>{ "Settings: " }</strong>{ "the speed of the animations, whether \
                    the play is confirmed with the last checker (no Done), whether forced \
                    moves play by themselves, and bearing off by a double click or tap." }</li>
                <li><strong>{ "Saving: " }</strong>{ "the match is saved in this browser after \
                    every action and resumes after a reload, also offline." }</li>
                <li><strong>{ "Statistics: " }</strong>{ "games, gammons, backgammons and \
                    matches won and lost against each opponent, counted for the bottom \
                    player." }</li>
            </ul>
            <p>
                { "The line under the board always says whose turn it is and what happens \
                   next; the move log lists every play." }
            </p>
        </section>
    }
}
