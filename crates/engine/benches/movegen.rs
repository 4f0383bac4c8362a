//! Legal play generation over the fixed set of cases from `tests/data/movegen-gnubg.txt`
//! (real play and hard corners), plays with their moves and positions only, against the
//! brute-force reference generator as the baseline measured in the same run. Throughput is in cases (position and roll); the number of resulting
//! positions per case is printed so positions per second can be derived.
//!
//! Run: `cargo bench -p bg-engine --bench movegen`

use bg_engine::movegen::reference::legal_plays_reference;
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

mod cases;

fn movegen(c: &mut Criterion) {
    let cases = cases::load();
    let mut plays = Vec::with_capacity(1024);
    let mut n_positions = 0usize;
    for case in &cases {
        plays.clear();
        case.position.legal_plays_into(case.dice, &mut plays);
        assert_eq!(plays.len(), case.n_plays, "{} {}", case.position, case.dice);
        n_positions += plays.len();
    }
    println!(
        "{} cases, {} resulting positions ({:.2} per case)",
        cases.len(),
        n_positions,
        n_positions as f64 / cases.len() as f64
    );
    let mut group = c.benchmark_group("legal_plays");
    group.throughput(Throughput::Elements(cases.len() as u64));
    group.bench_function("engine", |b| {
        b.iter(|| {
            let mut total = 0usize;
            for case in &cases {
                plays.clear();
                black_box(&case.position).legal_plays_into(black_box(case.dice), &mut plays);
                total += plays.len();
            }
            total
        })
    });
    let mut positions = Vec::with_capacity(1024);
    group.bench_function("engine_positions_only", |b| {
        b.iter(|| {
            let mut total = 0usize;
            for case in &cases {
                positions.clear();
                black_box(&case.position)
                    .legal_positions_into(black_box(case.dice), &mut positions);
                total += positions.len();
            }
            total
        })
    });
    group.bench_function("reference_baseline", |b| {
        b.iter(|| {
            let mut total = 0usize;
            for case in &cases {
                total +=
                    legal_plays_reference(black_box(&case.position), black_box(case.dice)).len();
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, movegen);
criterion_main!(benches);
