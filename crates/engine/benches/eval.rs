//! What one evaluation costs, part by part, over the positions of a seeded walk of plays
//! (openings, contact, races): the contact features of both sides, the whole input encoding
//! (which includes them), and a whole evaluation by the net (encoding, hidden and output
//! layers; no bear-off database). The point-count part of the encoding is the baseline that the
//! contact features add to. Each iteration handles all the positions once. `evaluate` is also
//! the baseline of `evaluate_with_crashed_net`: the same net with a copy of itself as the
//! crashed net, so that the two differ only by choosing the net for each position
//! (`Position::is_crashed`); the walk's crashed positions are counted on stderr.
//!
//! The group `candidates` evaluates the positions after every legal play of one roll in each
//! of 200 positions (about 3,900 positions in all), each anew (`evaluate`, the baseline) and
//! as siblings, the hidden sums of the inputs of the player on roll kept from one to the next
//! while they stay the same (`evaluate_siblings`, the same answers bit for bit), and as
//! siblings by Expert's net (`expert_net_siblings`), which computes the inputs of the next
//! roll of each position too (input set 8): what they cost against the baseline of the same
//! run. `reply_inputs` in the first group is their computation alone.
//!
//! Run: `cargo bench -p bg-engine --bench eval`

use bg_engine::eval::contact::ContactFeatures;
use bg_engine::eval::inputs::ActiveInputs;
use bg_engine::eval::replies::reply_inputs;
use bg_engine::eval::{Evaluator, NetEvaluator};
use bg_engine::selfplay::{sibling_lists, walk_positions};
use bg_engine::Position;
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
    group.bench_function("reply_inputs", |b| {
        b.iter(|| {
            for position in &positions {
                black_box(reply_inputs(position));
            }
        })
    });
    let with_crashed_net = evaluator
        .clone()
        .with_crashed_net(evaluator.net().clone())
        .expect("the embedded net fits");
    let crashed = positions.iter().filter(|p| p.is_crashed()).count();
    eprintln!(
        "{crashed} of {} walk positions are crashed",
        positions.len()
    );
    group.bench_function("evaluate_with_crashed_net", |b| {
        b.iter(|| {
            for position in &positions {
                black_box(with_crashed_net.evaluate(position));
            }
        })
    });
    group.finish();
}

/// The non-zero inputs of all the positions, those of them that depend on the player on roll
/// alone, and how many positions share those with the sibling before (what `evaluate_siblings`
/// reuses the hidden sums of).
fn input_counts(lists: &[Vec<Position>]) -> (usize, usize, usize) {
    let (mut active, mut on_roll_only, mut shared) = (0, 0, 0);
    for list in lists {
        let inputs: Vec<ActiveInputs> = list.iter().map(ActiveInputs::of).collect();
        active += inputs.iter().map(|a| a.indices().len()).sum::<usize>();
        on_roll_only += inputs
            .iter()
            .map(ActiveInputs::on_roll_only_len)
            .sum::<usize>();
        shared += inputs
            .windows(2)
            .filter(|pair| pair[0].same_on_roll_only(&pair[1]))
            .count();
    }
    (active, on_roll_only, shared)
}

fn candidates(c: &mut Criterion) {
    // The positions after every legal play of one roll in each of 200 walk positions.
    let lists = sibling_lists(7, 200);
    let total: usize = lists.iter().map(Vec::len).sum();
    let (active, on_roll_only, shared) = input_counts(&lists);
    println!(
        "{} lists of siblings, {total} positions; {:.1} non-zero inputs a position, {:.1} of \
         them of the player on roll alone, shared with the sibling before by {:.1}% of the \
         positions",
        lists.len(),
        active as f64 / total as f64,
        on_roll_only as f64 / total as f64,
        100.0 * shared as f64 / total as f64
    );
    let evaluator = NetEvaluator::embedded().with_bearoff_database(false);
    let mut group = c.benchmark_group("candidates");
    group.throughput(criterion::Throughput::Elements(total as u64));
    group.bench_function("each_alone_baseline", |b| {
        b.iter(|| {
            for list in &lists {
                for position in list {
                    black_box(evaluator.evaluate(position));
                }
            }
        })
    });
    let mut out = Vec::new();
    group.bench_function("siblings_shared_sums", |b| {
        b.iter(|| {
            for list in &lists {
                evaluator.evaluate_siblings(list, &mut out);
                black_box(&out);
            }
        })
    });
    let expert = NetEvaluator::embedded_expert().with_bearoff_database(false);
    group.bench_function("expert_net_siblings", |b| {
        b.iter(|| {
            for list in &lists {
                expert.evaluate_siblings(list, &mut out);
                black_box(&out);
            }
        })
    });
    group.finish();
}

criterion_group!(benches, eval, candidates);
criterion_main!(benches);
