//! The candidates' evaluation of `benches/eval.rs` (group `candidates`), repeated, without
//! criterion: for instruction counts under `valgrind --tool=callgrind`, which a shared, noisy
//! machine does not disturb. The positions after every legal play of one roll in each of 200
//! walk positions are evaluated each anew (`alone`, the baseline), as siblings with the
//! hidden sums of the inputs they share kept from one to the next (`siblings`, the same answers
//! bit for bit), or each anew by an evaluator with a
//! copy of the net as its crashed net (`crashed`: the same arithmetic, plus choosing the net for
//! each position, whose cost it measures against `alone`).
//!
//! `cargo run --release -p bg-engine --example siblings_throughput -- alone|siblings|crashed [repetitions]`

use std::time::Instant;

use bg_engine::eval::{Evaluator, NetEvaluator};
use bg_engine::selfplay::sibling_lists;

fn main() {
    let mut args = std::env::args().skip(1);
    let mode = args.next().unwrap_or_default();
    let repetitions: usize = args.next().and_then(|t| t.parse().ok()).unwrap_or(100);
    if !["alone", "siblings", "crashed"].contains(&mode.as_str()) {
        eprintln!("usage: siblings_throughput alone|siblings|crashed [repetitions]");
        std::process::exit(2);
    }
    let lists = sibling_lists(7, 200);
    let mut evaluator = NetEvaluator::embedded().with_bearoff_database(false);
    if mode == "crashed" {
        evaluator = evaluator
            .clone()
            .with_crashed_net(evaluator.net().clone())
            .expect("the embedded net fits");
    }
    let mut out = Vec::new();
    let mut checksum = 0f64;
    let start = Instant::now();
    for _ in 0..repetitions {
        for list in &lists {
            if mode != "siblings" {
                out.clear();
                out.extend(list.iter().map(|p| evaluator.evaluate(p)));
            } else {
                evaluator.evaluate_siblings(list, &mut out);
            }
            checksum += out.iter().map(|p| f64::from(p.equity())).sum::<f64>();
        }
    }
    let positions: usize = lists.iter().map(Vec::len).sum::<usize>() * repetitions;
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{mode}: {positions} positions in {seconds:.3} s ({:.0} a second; checksum {checksum:.3})",
        positions as f64 / seconds.max(1e-9)
    );
}
