//! The teaching catalogues (`crates/teach-words/ftl/`) word every message of real
//! explanations, in every language, without a Fluent error: the arguments the engine gives are
//! the ones the catalogues use.

use bg_engine::bots::{Level, NeuralBot};
use bg_engine::cube::CubeContext;
use bg_engine::teach::{
    cube_hint, explain_cube, explain_plays, play_facts, play_hint, Candidate, Message,
};
use bg_engine::{Dice, DiceSource, Position, SeededDice};
use bg_teach_words::{TeachWords, LANGUAGES};

/// The explanations of a self-played game: every play of each roll against the best, and the
/// cube decision every tenth turn.
fn real_messages() -> Vec<Message> {
    let mut player = NeuralBot::for_level(Level::Expert);
    let mut dice = SeededDice::new(12);
    let mut position = Position::STARTING;
    let mut messages = Vec::new();
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
        if turn % 10 == 0 {
            messages.extend(explain_cube(&cube_hint(&mut player, &position, &cube)));
        }
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
        let after = hint.plays[0].play.position;
        position = if after.has_won() {
            Position::STARTING
        } else {
            after.switch_sides()
        };
    }
    messages
}

#[test]
fn every_language_words_real_explanations_without_a_fluent_error() {
    let messages = real_messages();
    assert!(messages.len() > 300, "{}", messages.len());
    for code in LANGUAGES {
        let words = TeachWords::new(code).unwrap();
        for message in &messages {
            let text = words
                .format(message)
                .unwrap_or_else(|error| panic!("{code} {message:?}: {error:?}"));
            assert!(!text.contains('{'), "{code}: {text}");
        }
    }
}
