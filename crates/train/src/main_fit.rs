//! `bgtrain fit`: supervised training of a net on the rollouts of a data file
//! (`docs/training.md`, "Training on the rollouts").
//!
//! `bgtrain fit` also shows how far the starting net is from the rollouts before it trains
//! (epoch 0), the measure by which the trials a position were chosen.

use std::fs;
use std::path::PathBuf;
use std::time::Instant;

use bg_engine::eval::NetEvaluator;
use bg_engine::hash::mix64;
use bg_train::benchmark::{parse_benchmark, Decision, Kind};
use bg_train::data::{read_rollouts, RolloutRecord};
use bg_train::fit::{fit_error, held_out, sample_of};
use bg_train::refine::{
    self_play_positions, shuffle, train_on, train_step_on, zero_ply_targets, StepScratch,
};
use bg_train::siblings::{
    common_dice_gain, decision_held_out, sibling_error, sibling_step, SiblingSample, SiblingScratch,
};

use crate::main_rollout::load;
use crate::write_atomically;

pub const FIT_USAGE: &str = "usage: bgtrain fit --out DIR [--data FILE]... [--validation FILE] \
[--weights FROM] [--epochs E] [--alpha A] [--seed S] [--holdout K] [--anchor-games G] \
[--net crashed|race] [--decisions FILE]... [--value-weight V] [--gap-weight C] \
[--level-weight L]";

/// The committed rollouts of self-play positions.
const DEFAULT_DATA: &str = "crates/train/data/selfplay-rollouts.txt";

struct FitOptions {
    out: Option<PathBuf>,
    /// The files trained on (the committed rollouts when neither they nor decisions are named).
    data: Vec<PathBuf>,
    /// Decision files (`benchmark-build --zero-ply`) whose candidates' differences are trained on.
    decisions: Vec<PathBuf>,
    /// The step of the value samples (rollouts and anchors) is `alpha` times this.
    value_weight: f32,
    /// Weight a decision `c / (v + c)` by its mean squared gap error `v`.
    gap_weight: Option<f64>,
    /// The weight of the decisions' levels beside their differences
    /// ([`SiblingSample::level`]; 0: the differences alone).
    level_weight: f64,
    /// The file whose held-out positions judge the fit (all the data files' when `None`).
    validation: Option<PathBuf>,
    weights: Option<PathBuf>,
    epochs: u32,
    alpha: f32,
    seed: u64,
    holdout: u64,
    anchor_games: u64,
    /// Train a net for this kind of position alone (crashed or race), starting from `weights`,
    /// judged beside `weights` as the main net; the main net itself when `None`.
    kind_net: Option<Kind>,
}

fn parse(args: &[String]) -> Result<FitOptions, String> {
    let mut options = FitOptions {
        out: None,
        data: Vec::new(),
        decisions: Vec::new(),
        value_weight: 1.0,
        gap_weight: None,
        level_weight: 0.0,
        validation: None,
        weights: None,
        epochs: 10,
        alpha: 0.002,
        seed: 1,
        holdout: 10,
        anchor_games: 0,
        kind_net: None,
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or(format!("{flag} needs a value\n{FIT_USAGE}"))?;
        let bad = || format!("bad value {value:?} for {flag}");
        match flag.as_str() {
            "--out" => options.out = Some(PathBuf::from(value)),
            "--data" => options.data.push(PathBuf::from(value)),
            "--decisions" => options.decisions.push(PathBuf::from(value)),
            "--value-weight" => {
                options.value_weight = value
                    .parse()
                    .ok()
                    .filter(|a: &f32| a.is_finite() && *a >= 0.0)
                    .ok_or_else(bad)?
            }
            "--gap-weight" => {
                options.gap_weight = Some(
                    value
                        .parse()
                        .ok()
                        .filter(|c: &f64| c.is_finite() && *c > 0.0)
                        .ok_or_else(bad)?,
                )
            }
            "--level-weight" => {
                options.level_weight = value
                    .parse()
                    .ok()
                    .filter(|l: &f64| l.is_finite() && *l >= 0.0)
                    .ok_or_else(bad)?
            }
            "--validation" => options.validation = Some(PathBuf::from(value)),
            "--weights" => options.weights = Some(PathBuf::from(value)),
            "--epochs" => options.epochs = value.parse().map_err(|_| bad())?,
            "--alpha" => {
                options.alpha = value
                    .parse()
                    .ok()
                    .filter(|a: &f32| a.is_finite() && *a > 0.0)
                    .ok_or_else(bad)?
            }
            "--seed" => options.seed = value.parse().map_err(|_| bad())?,
            "--holdout" => options.holdout = value.parse().map_err(|_| bad())?,
            "--anchor-games" => options.anchor_games = value.parse().map_err(|_| bad())?,
            "--net" => {
                options.kind_net = Some(match value.as_str() {
                    "crashed" => Kind::Crashed,
                    "race" => Kind::Race,
                    _ => return Err(bad()),
                })
            }
            _ => return Err(format!("unknown option {flag}\n{FIT_USAGE}")),
        }
    }
    if options.data.is_empty() && options.decisions.is_empty() {
        options.data.push(PathBuf::from(DEFAULT_DATA));
    }
    if options.kind_net.is_some() && !options.decisions.is_empty() {
        return Err(format!(
            "--decisions trains the main net, not --net\n{FIT_USAGE}"
        ));
    }
    Ok(options)
}

/// `bgtrain fit`: trains the net `--weights` (the embedded one by default) on the rollouts of
/// the `--data` files, one position in `--holdout` held out (judged on those of the
/// `--validation` file instead when it is named: precise rollouts judge a fit to noisy ones), for `--epochs` epochs of one gradient step
/// of `--alpha` a sample in a seeded order. `--anchor-games G` adds the positions of G
/// self-play games of the starting net with its own 0-ply chances as targets, so that the net
/// keeps its judgement where the rollouts do not reach. After each epoch writes
/// `DIR/fit-<epoch>.bgnn` and prints the fit to the held-out rollouts per kind.
/// `--net crashed` (or `race`) trains a net for that kind of position alone: only the rollouts
/// and anchors of that kind teach it, it starts as a copy of the `--weights` net, and the fit
/// is judged with it beside that net, which keeps the other kinds (so their columns stay as
/// at epoch 0).
pub fn fit_command(args: &[String]) -> Result<(), String> {
    let options = parse(args)?;
    let out = options.out.clone().ok_or(FIT_USAGE)?;
    fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut records = Vec::new();
    for path in &options.data {
        records.extend(read_rollouts(path)?);
    }
    let (mut validation, training): (Vec<RolloutRecord>, Vec<RolloutRecord>) = records
        .into_iter()
        .partition(|r| held_out(r, options.holdout));
    if let Some(path) = &options.validation {
        validation = read_rollouts(path)?
            .into_iter()
            .filter(|r| held_out(r, options.holdout))
            .collect();
    }
    let decisions = read_decisions(&options.decisions)?;
    let (held_decisions, train_decisions): (Vec<_>, Vec<_>) = decisions
        .iter()
        .partition(|d| decision_held_out(d, options.holdout));
    let sibling_samples: Vec<SiblingSample> = train_decisions
        .iter()
        .map(|d| SiblingSample {
            level: options.level_weight,
            ..SiblingSample::of(d, options.gap_weight)
        })
        .collect();
    let sibling_validation: Vec<SiblingSample> = held_decisions
        .iter()
        .map(|d| SiblingSample::of(d, None))
        .collect();
    if training.is_empty() && sibling_samples.is_empty() {
        return Err("no rollouts or decisions to train on".to_owned());
    }
    let (mut evaluator, net) = load(&options.weights)?;
    let start_net = evaluator.clone();
    let of_kind = |position: &bg_engine::Position| {
        options
            .kind_net
            .is_none_or(|kind| Kind::of(position) == Some(kind))
    };
    let training: Vec<RolloutRecord> = training
        .into_iter()
        .filter(|r| of_kind(&r.position))
        .collect();
    if training.is_empty() && sibling_samples.is_empty() {
        return Err("no rollouts of that kind to train on".to_owned());
    }
    let mut samples: Vec<_> = training.iter().map(sample_of).collect();
    let mut anchors = self_play_positions(&evaluator, options.seed, options.anchor_games, 0.05);
    anchors.retain(|p| of_kind(p));
    samples.extend(zero_ply_targets(&evaluator, &anchors, 1));
    // The evaluator judged: the trained net as the main net, or beside the starting net as the
    // net of its kind.
    let judged = |trained: &NetEvaluator| -> Result<NetEvaluator, String> {
        let net = trained.net().clone();
        match options.kind_net {
            None => Ok(trained.clone()),
            Some(Kind::Race) => start_net.clone().with_race_net(net),
            Some(_) => start_net.clone().with_crashed_net(net),
        }
        .map_err(|e| e.to_string())
    };
    println!("# bgtrain fit {}", args.join(" "));
    println!(
        "start: net {net:016x}; {} rollouts to train on, {} held out, {} anchor positions",
        training.len(),
        validation.len(),
        anchors.len()
    );
    let count = |records: &[RolloutRecord], kind| {
        records
            .iter()
            .filter(|r| Kind::of(&r.position) == Some(kind))
            .count()
    };
    for (name, records) in [("trained on", &training), ("held out", &validation)] {
        let counts: Vec<String> = Kind::ALL
            .iter()
            .map(|&kind| format!("{} {}", kind.name(), count(records, kind)))
            .collect();
        println!("{name}: {}", counts.join(", "));
    }
    if !decisions.is_empty() {
        let (paired, independent, gaps) = common_dice_gain(&decisions);
        if paired == 0.0 {
            println!(
                "decisions: {} trained on, {} held out; {gaps} candidates besides the best, \
                 judged without noise (by a search, `benchmark-build --judge-plies`)",
                sibling_samples.len(),
                sibling_validation.len()
            );
        } else {
            println!(
                "decisions: {} trained on, {} held out; the gaps to the best of {gaps} \
                 candidates: mean squared standard error {:.5} on common dice against {:.5} on \
                 independent ones ({:.2} times)",
                sibling_samples.len(),
                sibling_validation.len(),
                paired,
                independent,
                independent / paired.max(f64::MIN_POSITIVE)
            );
        }
        println!(
            "held-out decisions: dnet is the net's own squared error of the centred \
             differences (their mean squared difference from the targets' minus the targets' \
             noise, dnoise) x 1000, lost the equity the net's choice among the candidates loses \
             to the targets' best x 1000 (the targets: the candidates' rollouts, or their \
             search equities), level the mean squared difference of the net's equities from the \
             targets' (uncentred) x 1000"
        );
    }
    println!(
        "held out: the net's own squared equity error (the mean squared difference from the \
         rollouts minus their noise) x 1000, and the noise x 1000"
    );
    println!(
        "{:>5} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "epoch",
        "time",
        "contact",
        "crashed",
        "race",
        "all",
        "noise",
        "dnet",
        "dnoise",
        "lost",
        "level"
    );
    report(
        &judged(&evaluator)?,
        &validation,
        &sibling_validation,
        0,
        0.0,
    );
    let start = Instant::now();
    let value_alpha = options.alpha * options.value_weight;
    let (mut value_scratch, mut sibling_scratch) =
        (StepScratch::default(), SiblingScratch::default());
    // One order over both kinds of sample: the value samples first, then the decisions.
    let mut order: Vec<usize> = (0..samples.len() + sibling_samples.len()).collect();
    for epoch in 1..=options.epochs {
        let seed = epoch_seed(options.seed, epoch);
        if sibling_samples.is_empty() {
            // Values alone: as before decisions could be trained on, step for step.
            train_on(&mut evaluator, &samples, 1, value_alpha, seed);
        } else {
            shuffle(&mut order, seed);
            for &i in &order {
                match samples.get(i) {
                    Some(sample) => {
                        train_step_on(evaluator.net_mut(), sample, value_alpha, &mut value_scratch);
                    }
                    None => {
                        let sample = &sibling_samples[i - samples.len()];
                        sibling_step(&mut evaluator, sample, options.alpha, &mut sibling_scratch);
                    }
                }
            }
        }
        let path = out.join(format!("fit-{epoch}.bgnn"));
        write_atomically(&path, &evaluator.net().to_bytes())
            .map_err(|e| format!("{}: {e}", path.display()))?;
        report(
            &judged(&evaluator)?,
            &validation,
            &sibling_validation,
            epoch,
            start.elapsed().as_secs_f64(),
        );
    }
    Ok(())
}

/// The decisions of every file of `paths`, in order (`benchmark-build` files).
pub(crate) fn read_decisions(paths: &[PathBuf]) -> Result<Vec<Decision>, String> {
    let mut decisions = Vec::new();
    for path in paths {
        let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        decisions.extend(parse_benchmark(&text).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    Ok(decisions)
}

/// The seed of the order of a fit's epoch `epoch` (`bgtrain fit` and `bgtrain fit-deep` draw
/// the same orders).
pub(crate) fn epoch_seed(seed: u64, epoch: u32) -> u64 {
    mix64(seed ^ u64::from(epoch).wrapping_mul(0x9E37_79B9))
}

/// One line of the fit to the held-out rollouts: per kind and in all, the net's estimated own
/// squared equity error (the mean squared difference minus the rollouts' mean variance); and to
/// the held-out decisions ([`sibling_error`]).
fn report(
    evaluator: &NetEvaluator,
    validation: &[RolloutRecord],
    decisions: &[SiblingSample],
    epoch: u32,
    seconds: f64,
) {
    let kinds = Kind::ALL.map(Some).into_iter().chain([None]);
    let cells: Vec<String> = kinds
        .map(|kind| {
            let fit = fit_error(evaluator, validation, kind);
            format!("{:>8.2}", fit.net_mse() * 1000.0)
        })
        .collect();
    let all = fit_error(evaluator, validation, None);
    let siblings = sibling_error(evaluator, decisions);
    println!(
        "{epoch:>5} {seconds:>7.0}s {} {:>8.2} {:>8.3} {:>8.3} {:>8.2} {:>8.2}",
        cells.join(" "),
        all.noise * 1000.0,
        (siblings.mse - siblings.noise) * 1000.0,
        siblings.noise * 1000.0,
        siblings.lost * 1000.0,
        siblings.level_mse * 1000.0
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_records::record;
    use bg_engine::eval::{Net, N_OUTPUTS};
    use bg_engine::Position;
    use bg_train::data::{append_line, rollouts_preamble};
    use std::path::Path;

    /// A rollout data file of `positions`, each with the chances `mean`.
    fn data_file(name: &str, positions: &[Position], mean: [f64; N_OUTPUTS]) -> PathBuf {
        let path = std::env::temp_dir().join(format!("bgtrain-fit-{}-{name}", std::process::id()));
        let _ = fs::remove_file(&path);
        for &position in positions {
            let record = record(position, mean, 0.01);
            append_line(&path, &rollouts_preamble(), &record.to_line()).unwrap();
        }
        path
    }

    #[test]
    fn a_crashed_net_learns_from_the_crashed_rollouts_alone() {
        let crashed = [
            Position::from_points(&[(1, 6), (2, 3), (8, 2)], &[(20, 2), (6, 13)]).unwrap(),
            Position::from_points(&[(1, 5), (2, 4), (9, 2)], &[(20, 2), (6, 13)]).unwrap(),
        ];
        assert!(crashed.iter().all(Position::is_crashed));
        let mean = [0.2, 0.05, 0.0, 0.3, 0.02];
        let only_crashed = data_file("crashed", &crashed, mean);
        let mixed = data_file("mixed", &[crashed[0], Position::STARTING, crashed[1]], mean);
        let contact = data_file("contact", &[Position::STARTING], mean);
        let run = |data: &Path, out: &str| {
            let out =
                std::env::temp_dir().join(format!("bgtrain-fit-{}-{out}", std::process::id()));
            let args = format!(
                "--out {} --data {} --net crashed --epochs 1 --alpha 0.05 --holdout 0",
                out.display(),
                data.display()
            );
            let args: Vec<String> = args.split(' ').map(str::to_owned).collect();
            fit_command(&args).map(|()| {
                let bytes = fs::read(out.join("fit-1.bgnn")).unwrap();
                let _ = fs::remove_dir_all(&out);
                Net::from_bytes(&bytes).unwrap()
            })
        };
        let from_crashed = run(&only_crashed, "a").unwrap();
        // The contact position in the mixed file teaches nothing: the same net comes out.
        assert_eq!(run(&mixed, "b").unwrap(), from_crashed);
        assert_ne!(&from_crashed, NetEvaluator::embedded().net(), "it learnt");
        assert!(
            run(&contact, "c").is_err(),
            "no crashed rollouts to train on"
        );
        for path in [only_crashed, mixed, contact] {
            let _ = fs::remove_file(path);
        }
    }

    #[test]
    fn a_fit_on_decisions_orders_the_plays_as_the_rollouts_do() {
        use bg_engine::eval::Evaluator;
        use bg_engine::Dice;
        use bg_train::benchmark::{benchmark_preamble, Candidate, Decision};
        // For three opening rolls, the embedded net's three best plays with rollouts that
        // order them the other way round.
        let evaluator = NetEvaluator::embedded();
        let mover = |after: &Position| -f64::from(evaluator.evaluate(after).equity());
        let mut decisions = Vec::new();
        for (a, b) in [(3, 1), (4, 2), (5, 3)] {
            let dice = Dice::new(a, b).unwrap();
            let mut plays = Vec::new();
            Position::STARTING.legal_plays_into(dice, &mut plays);
            let mut after: Vec<Position> =
                plays.iter().map(|p| p.position.switch_sides()).collect();
            after.sort_by(|x, y| mover(y).total_cmp(&mover(x)));
            // A step larger than the net's spread of the three, so that the targets order
            // them the other way round whatever the net's gaps.
            let step = mover(&after[0]) - mover(&after[2]) + 0.1;
            let candidates = after[..3]
                .iter()
                .enumerate()
                .map(|(i, &after)| Candidate {
                    after,
                    equity: mover(&after) + step * i as f64,
                    standard_error: 0.01,
                    gap_error: 0.01,
                })
                .collect();
            decisions.push(Decision {
                kind: Kind::Contact,
                position: Position::STARTING,
                dice,
                net: 1,
                trials: 36,
                seed: 1,
                candidates,
            });
        }
        let path = std::env::temp_dir().join(format!("bgtrain-fit-{}-dec", std::process::id()));
        let _ = fs::remove_file(&path);
        for d in &decisions {
            append_line(&path, &benchmark_preamble(), &d.to_line()).unwrap();
        }
        let out = std::env::temp_dir().join(format!("bgtrain-fit-{}-dout", std::process::id()));
        let args = format!(
            "--out {} --decisions {} --epochs 40 --alpha 0.3 --holdout 0",
            out.display(),
            path.display()
        );
        let args: Vec<String> = args.split(' ').map(str::to_owned).collect();
        fit_command(&args).unwrap();
        let bytes = fs::read(out.join("fit-40.bgnn")).unwrap();
        let fitted = NetEvaluator::new(Net::from_bytes(&bytes).unwrap()).unwrap();
        // The net's own choice, which the targets rank last, falls below both other
        // candidates (the two runners-up can be too alike for 120 steps to order them too).
        let fitted_equity = |c: &Candidate| -fitted.evaluate(&c.after).equity();
        for d in &decisions {
            let [first, second, third] = [0, 1, 2].map(|i| fitted_equity(&d.candidates[i]));
            assert!(
                third > first && second > first,
                "{:?}: {first} {second} {third}",
                d.dice
            );
        }
        let _ = fs::remove_dir_all(&out);
        let _ = fs::remove_file(&path);
    }

    #[test]
    fn the_options_are_read_and_bad_ones_refused() {
        let args = |text: &str| text.split(' ').map(str::to_owned).collect::<Vec<_>>();
        let options = parse(&args("--out d --epochs 3 --alpha 0.01 --holdout 5")).unwrap();
        assert_eq!(options.out, Some(Path::new("d").to_path_buf()));
        assert_eq!(options.data, [Path::new(DEFAULT_DATA)]);
        assert_eq!(options.validation, None);
        let two = parse(&args("--data a --data b --validation a")).unwrap();
        assert_eq!(two.data, [Path::new("a"), Path::new("b")]);
        assert_eq!(two.validation, Some(Path::new("a").to_path_buf()));
        assert_eq!(
            (options.epochs, options.alpha, options.holdout),
            (3, 0.01, 5)
        );
        assert!(parse(&args("--alpha 0")).is_err());
        assert!(parse(&args("--alpha nan")).is_err());
        assert!(parse(&args("--epochs")).is_err());
        assert!(parse(&args("--frobnicate 1")).is_err());
        assert_eq!(options.kind_net, None);
        let crashed = parse(&args("--net crashed")).unwrap();
        assert_eq!(crashed.kind_net, Some(Kind::Crashed));
        assert_eq!(
            parse(&args("--net race")).unwrap().kind_net,
            Some(Kind::Race)
        );
        assert!(parse(&args("--net contact")).is_err());
        assert_eq!(
            options.level_weight, 0.0,
            "the differences alone by default"
        );
        assert_eq!(
            parse(&args("--level-weight 0.5")).unwrap().level_weight,
            0.5
        );
        assert!(parse(&args("--level-weight -1")).is_err());
        assert!(parse(&args("--level-weight inf")).is_err());
    }
}
