//! A whole self-play game: pubeval against pubeval from the opening roll to the end, and the
//! random bot against itself (move generation and the game loop without evaluation) as the
//! baseline in the same run. The seed changes every iteration, so the games vary; the seeds are
//! the same from run to run.
//!
//! Run: `cargo bench -p bg-engine --bench selfplay`

use bg_engine::bots::{PubEval, RandomBot};
use bg_engine::selfplay::play_game;
use bg_engine::SeededDice;
use criterion::{criterion_group, criterion_main, Criterion};

fn selfplay(c: &mut Criterion) {
    let mut group = c.benchmark_group("selfplay_game");
    let mut seed = 0u64;
    group.bench_function("pubeval_vs_pubeval", |b| {
        let (mut first, mut second) = (PubEval::new(), PubEval::new());
        b.iter(|| {
            seed += 1;
            play_game(&mut first, &mut second, &mut SeededDice::new(seed))
                .turns
                .len()
        })
    });
    let mut seed = 0u64;
    group.bench_function("random_vs_random_baseline", |b| {
        let (mut first, mut second) = (RandomBot::new(1), RandomBot::new(2));
        b.iter(|| {
            seed += 1;
            play_game(&mut first, &mut second, &mut SeededDice::new(seed))
                .turns
                .len()
        })
    });
    group.finish();
}

criterion_group!(benches, selfplay);
criterion_main!(benches);
