//! The dice and the doubling cube on the board.

use bg_engine::Player;
use yew::prelude::*;

use super::super::geometry::{
    cube_y, dice_centre_x, CUBE_SIZE, CUBE_X, DIE_SIZE, MIDDLE, PAST_DIE_SCALE,
};
use super::super::pieces::{Cube, Die};
use crate::msg;
use crate::view_model::BoardView;
use crate::web::i18n::Words;

/// The dice of the roll (and a side's last roll), in the roller's half of the board.
pub(super) fn dice(view: &BoardView) -> Html {
    let mut html = Vec::new();
    for player in Player::BOTH {
        let mine: Vec<_> = view.dice.iter().filter(|d| d.player == player).collect();
        let n = mine.len() as f64;
        // A side's last roll (all its dice past) is drawn smaller, closer together.
        let past = mine.first().is_some_and(|die| die.past);
        let gap = if past {
            DIE_SIZE * PAST_DIE_SCALE + 6.0
        } else {
            DIE_SIZE + 8.0
        };
        let start = dice_centre_x(player) - (n - 1.0) * gap / 2.0;
        // Keyed by the roll, so that new dice are new elements and roll once.
        let style = (view.roll_ms > 0)
            .then(|| AttrValue::from(format!("animation: bg-roll {}ms ease-out", view.roll_ms)));
        for (index, die) in mine.into_iter().enumerate() {
            // A side's last roll is not rolled again.
            let (key, style) = if die.past {
                (format!("past-{}-{index}", view.colours.name(player)), None)
            } else {
                (
                    format!("{}-{}-{index}", view.dice_key, view.colours.name(player)),
                    style.clone(),
                )
            };
            html.push(html! {
                <Die {key} x={start + index as f64 * gap} y={MIDDLE} value={die.value}
                    colour={view.colours.of(die.colour)} used={die.used} past={die.past} {style}/>
            });
        }
    }
    html.into_iter().collect()
}

/// The doubling cube where it rests, and an offered cube turned in the doubler's half.
pub(super) fn cube(view: &BoardView, words: &Words) -> Html {
    let Some(cube) = view.cube else {
        return Html::default();
    };
    let label = words.text(&msg!(
        "board-cube",
        value = cube.value,
        owner = cube.owner.map_or("none", |owner| view.colours.name(owner))
    ));
    let resting = html! {
        <Cube x={CUBE_X} y={cube_y(cube.owner)} value={cube.face}
            {label}/>
    };
    match cube.offer {
        // An offered cube is shown turned, in the doubler's half of the board.
        Some(offer) => html! {
            <>
                { resting }
                <Cube x={dice_centre_x(offer.by) - CUBE_SIZE / 2.0} y={MIDDLE - CUBE_SIZE / 2.0}
                    value={offer.value} offered={true}
                    label={words.text(&msg!(
                        "board-cube-offered",
                        colour = view.colours.name(offer.by),
                        value = offer.value
                    ))}/>
            </>
        },
        None => resting,
    }
}
