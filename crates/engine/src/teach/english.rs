//! English wording of the teaching [`Message`]s, for the command line. The same wording as a
//! Fluent catalogue is [`ENGLISH_CATALOGUE`] (`teach.en.ftl`), for the app's language layer;
//! a test checks that both word the same ids.

/// The English Fluent catalogue of the teaching messages.
pub const ENGLISH_CATALOGUE: &str = include_str!("teach.en.ftl");

use super::message::Message;

/// The English sentence of `message`; an unknown id is written as the id with its arguments,
/// so that nothing is silently dropped.
pub fn render(message: &Message) -> String {
    let play = message.text_arg("play");
    let number = |name: &str| format_number(message.number_arg(name));
    let point = || point_name(message.text_arg("side"), message.number_arg("point"));
    match message.id {
        "teach-makes-point" => format!("{play} makes {}.", point()),
        "teach-gives-up-point" => format!("{play} gives up {}.", point()),
        "teach-makes-anchor" => format!("{play} makes an anchor on {}.", point()),
        "teach-breaks-anchor" => format!("{play} gives up the anchor on {}.", point()),
        "teach-no-blot" => format!("{play} leaves no blot."),
        "teach-blot" => format!(
            "{play} leaves a blot on {} that {} of 36 rolls hit.",
            point(),
            number("shots")
        ),
        "teach-blots" => format!(
            "{play} leaves {} blots that {} of 36 rolls hit.",
            number("count"),
            number("shots")
        ),
        "teach-hits" => format!("{play} hits {}.", checkers(message.number_arg("count"))),
        "teach-no-hit" => format!("{play} does not hit."),
        "teach-entering" => format!(
            "After {play} the opponent enters from the bar with {} of 36 rolls.",
            number("rolls")
        ),
        "teach-closes-board" => format!("{play} closes the board: the opponent cannot enter."),
        "teach-escapes" => format!(
            "{play} escapes {}.",
            plural(message.number_arg("count"), "back checker", "back checkers")
        ),
        "teach-prime" => format!(
            "{play} builds a prime of {} points that traps {}.",
            number("length"),
            checkers(message.number_arg("trapped"))
        ),
        "teach-builders" => format!(
            "{play} keeps {} for the next points.",
            plural(message.number_arg("count"), "builder", "builders")
        ),
        "teach-bears-off" => format!(
            "{play} bears off {}.",
            checkers(message.number_arg("count"))
        ),
        "teach-wastes-pips" => format!("{play} wastes {} pips.", number("pips")),
        "teach-gammons" => format!(
            "After {play} you win a gammon {}% of the time and lose one {}%.",
            number("win"),
            number("lose")
        ),
        "teach-game-kind" => format!(
            "{play} leads to {}.",
            game_kind(message.text_arg("kind"))
        ),
        "teach-costs" => format!("The difference costs {} points a game.", number("loss")),
        "teach-costs-match" => format!(
            "The difference costs {}% in match winning chances.",
            number("loss")
        ),
        "teach-same-play" => "Both plays lead to the same position.".to_owned(),
        "teach-cube-verdict" => cube_verdict(message),
        "teach-cube-cannot-double" => "You cannot double now.".to_owned(),
        "teach-cube-market-losers" => format!(
            "After {} of your 36 rolls the opponent would pass a double next turn.",
            number("rolls")
        ),
        "teach-cube-take-point" => format!(
            "The taker wins {}% of the games; at this score taking needs {}%.",
            number("chance"),
            number("needed")
        ),
        "teach-cube-too-good" => format!(
            "You win a gammon {}% of the time: playing on is worth more than the point a double cashes.",
            number("gammon")
        ),
        id => {
            let args: Vec<String> = message
                .args
                .iter()
                .map(|(name, value)| format!("{name}={value:?}"))
                .collect();
            format!("{id}({})", args.join(", "))
        }
    }
}

/// A point's English name: "your 5-point", "your bar point", "your midpoint", "the opponent's
/// 5-point (the golden point)", "the opponent's bar point".
pub fn point_name(side: &str, number: f64) -> String {
    let number = number as u8;
    match (side, number) {
        ("opponent", 5) => "the opponent's 5-point (the golden point)".to_owned(),
        ("opponent", 7) => "the opponent's bar point".to_owned(),
        ("opponent", n) => format!("the opponent's {n}-point"),
        (_, 7) => "your bar point".to_owned(),
        (_, 13) => "your midpoint".to_owned(),
        (_, n) => format!("your {n}-point"),
    }
}

fn cube_verdict(message: &Message) -> String {
    let redouble = message.text_arg("redouble") == "yes";
    let double = match (message.text_arg("double"), redouble) {
        ("double", false) => "Double",
        ("double", true) => "Redouble",
        ("too-good", false) => "Too good to double",
        ("too-good", true) => "Too good to redouble",
        (_, false) => "No double",
        (_, true) => "No redouble",
    };
    let take = match message.text_arg("take") {
        "pass" => "pass",
        "beaver" => "beaver",
        _ => "take",
    };
    format!("{double}, {take}.")
}

fn game_kind(kind: &str) -> &'static str {
    match kind {
        "race" => "a race",
        "back-game" => "a back game",
        "blitz" => "a blitz",
        "priming" => "a priming game",
        "holding" => "a holding game",
        _ => "a middle game",
    }
}

fn checkers(count: f64) -> String {
    plural(count, "checker", "checkers")
}

fn plural(count: f64, one: &str, many: &str) -> String {
    let word = if count == 1.0 { one } else { many };
    format!("{} {word}", format_number(count))
}

/// A number as written in a sentence: integers without a decimal point.
fn format_number(value: f64) -> String {
    if value.fract() == 0.0 && value.abs() < 1e15 {
        format!("{}", value as i64)
    } else {
        format!("{value}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message id the explanations emit, as `explain.rs` writes them.
    fn emitted_ids() -> Vec<String> {
        let source = include_str!("explain.rs");
        let mut ids: Vec<String> = source
            .split('"')
            .filter(|part| part.starts_with("teach-") && !part.contains(' '))
            .map(str::to_owned)
            .collect();
        ids.sort();
        ids.dedup();
        ids
    }

    #[test]
    fn the_catalogue_and_the_english_wording_cover_every_emitted_message() {
        let catalogue: Vec<&str> = ENGLISH_CATALOGUE
            .lines()
            .filter_map(|line| line.split_once(" = ").map(|(id, _)| id))
            .filter(|id| id.starts_with("teach-"))
            .collect();
        let ids = emitted_ids();
        assert!(ids.len() >= 20, "{ids:?}");
        for id in &ids {
            assert!(
                catalogue.contains(&id.as_str()),
                "{id} is not in teach.en.ftl"
            );
            let rendered = render(&Message::new(Box::leak(id.clone().into_boxed_str())));
            assert!(
                !rendered.starts_with("teach-"),
                "{id} has no English wording"
            );
        }
        for id in catalogue {
            assert!(
                ids.iter().any(|emitted| emitted == id),
                "{id} is never emitted"
            );
        }
    }

    #[test]
    fn point_names_are_the_ones_players_use() {
        assert_eq!(point_name("own", 5.0), "your 5-point");
        assert_eq!(point_name("own", 7.0), "your bar point");
        assert_eq!(point_name("own", 13.0), "your midpoint");
        assert_eq!(
            point_name("opponent", 5.0),
            "the opponent's 5-point (the golden point)"
        );
        assert_eq!(point_name("opponent", 7.0), "the opponent's bar point");
        assert_eq!(point_name("opponent", 1.0), "the opponent's 1-point");
    }

    #[test]
    fn messages_render_as_sentences_with_their_numbers() {
        let blot = Message::new("teach-blot")
            .text("play", "13/9 13/5")
            .text("side", "own")
            .number("point", 5)
            .number("shots", 15);
        assert_eq!(
            render(&blot),
            "13/9 13/5 leaves a blot on your 5-point that 15 of 36 rolls hit."
        );
        let cost = Message::new("teach-costs").number("loss", 0.09);
        assert_eq!(render(&cost), "The difference costs 0.09 points a game.");
        let hits = Message::new("teach-hits")
            .text("play", "6/5*")
            .number("count", 1);
        assert_eq!(render(&hits), "6/5* hits 1 checker.");
        let unknown = Message::new("teach-nothing").number("n", 2);
        assert_eq!(render(&unknown), "teach-nothing(n=Number(2.0))");
    }
}
