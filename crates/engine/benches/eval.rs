//! What one evaluation costs, part by part, over the positions of a seeded walk of plays
//! (openings, contact, races): the contact features of both sides, the whole input encoding
//! (which includes them), and a whole evaluation by the net (encoding, hidden and output
//! layers; no bear-off database). The point-count part of the encoding is the baseline that the
//! contact features add to. Each iteration handles all the positions once.
//!
//! Run: `cargo bench -p bg-engine --bench eval`

use bg_engine::eval::contact::ContactFeatures;
use bg_engine::eval::inputs::ActiveInputs;
use bg_engine::eval::{Evaluator, NetEvaluator};
use bg_engine::selfplay::walk_positions;
use criterion::{black_box, criterion_group, criterion_main, Criterion};

fn eval(c: &mut Criterion) {
    let positions = walk_positions(7, 1000);
    let evaluator = NetEvaluator::embedded().with_bearoff_database(false);
    let mut group = c.benchmark_group("eval_1000_positions");
    group.bench_function("contact_features_both_sides", |b| {
        b.iter(|| {
            for position in &positions {
                black_box(ContactFeatures::of(position.board()));
                black_box(ContactFeatures::of(position.switch_sides().board()));
            }
        })
    });
    group.bench_function("encode_inputs", |b| {
        b.iter(|| {
            for position in &positions {
                black_box(ActiveInputs::of(position));
            }
        })
    });
    group.bench_function("evaluate", |b| {
        b.iter(|| {
            for position in &positions {
                black_box(evaluator.evaluate(position));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, eval);
criterion_main!(benches);
