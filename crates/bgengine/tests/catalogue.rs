//! The engine's English Fluent catalogue (`teach.en.ftl`, for the app's language layer) parses
//! and words every message of real explanations exactly as the command line's English does.

use bg_engine::bots::{Level, NeuralBot};
use bg_engine::cube::CubeContext;
use bg_engine::teach::english::{render, ENGLISH_CATALOGUE};
use bg_engine::teach::{
    cube_hint, explain_cube, explain_plays, play_facts, play_hint, Arg, Candidate, Message,
};
use bg_engine::{Dice, DiceSource, Position, SeededDice};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

fn bundle() -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(ENGLISH_CATALOGUE.to_owned())
        .unwrap_or_else(|(_, errors)| panic!("teach.en.ftl does not parse: {errors:?}"));
    let mut bundle = FluentBundle::new(vec!["en".parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).unwrap();
    bundle
}

fn format(bundle: &FluentBundle<FluentResource>, message: &Message) -> String {
    let pattern = bundle
        .get_message(message.id)
        .and_then(|entry| entry.value())
        .unwrap_or_else(|| panic!("{} is not in the catalogue", message.id));
    let mut args = FluentArgs::new();
    for (name, value) in &message.args {
        match value {
            Arg::Number(number) => args.set(*name, FluentValue::from(*number)),
            Arg::Text(text) => args.set(*name, FluentValue::from(text.clone())),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    assert!(errors.is_empty(), "{}: {errors:?}", message.id);
    text.into_owned()
}

#[test]
fn the_catalogue_words_real_explanations_as_the_english_formatter_does() {
    let bundle = bundle();
    let mut player = NeuralBot::for_level(Level::Expert);
    let mut dice = SeededDice::new(12);
    let mut position = Position::STARTING;
    let mut checked = 0;
    for turn in 0..40 {
        let roll: Dice = dice.roll();
        let cube = CubeContext::MONEY_CENTERED;
        let hint = play_hint(&mut player, &position, roll, &cube);
        let facts: Vec<_> = hint
            .plays
            .iter()
            .map(|entry| play_facts(&position, roll, &entry.play))
            .collect();
        // The cube hint costs more (market losers look two rolls ahead): every tenth turn.
        let mut messages = if turn % 10 == 0 {
            explain_cube(&cube_hint(&mut player, &position, &cube))
        } else {
            Vec::new()
        };
        for index in 1..hint.plays.len() {
            let best = Candidate {
                hint: &hint.plays[0],
                facts: &facts[0],
            };
            let other = Candidate {
                hint: &hint.plays[index],
                facts: &facts[index],
            };
            messages.extend(explain_plays(best, other));
        }
        for message in &messages {
            assert_eq!(format(&bundle, message), render(message), "{message:?}");
            checked += 1;
        }
        let after = hint.plays[0].play.position;
        position = if after.has_won() {
            Position::STARTING
        } else {
            after.switch_sides()
        };
    }
    assert!(checked > 300, "{checked}");
}
