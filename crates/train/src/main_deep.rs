//! `bgtrain fit-deep`: the pilots of `bg_train::deep` (a second hidden layer, Adam's steps, the
//! reply inputs), fitted to decisions as `bgtrain fit --decisions` fits an engine net; and
//! `bgtrain average-deep` and the `deep:FILE` player of `bgtrain versus`.

use std::fs;
use std::path::PathBuf;
use std::time::Instant;

use bg_engine::hash::mix64;
use bg_train::deep::{
    apply_deltas, deep_sibling_error, sibling_deltas, sibling_step, value_deltas, value_step, Adam,
    DeepNet, DeepScratch,
};
use bg_train::refine::{self_play_positions, shuffle, zero_ply_targets};
use bg_train::replies::{BLOT_FEATURES, N_REPLY_FEATURES};
use bg_train::siblings::{decision_held_out, SiblingSample};

use crate::main_fit::{epoch_seed, read_decisions};
use crate::main_rollout::load;
use crate::write_atomically;

pub const FIT_DEEP_USAGE: &str = "usage: bgtrain fit-deep --out DIR --weights NET \
--decisions FILE... [--from DEEP] [--second N] [--scale X] [--second-step K] [--adam RATE] \
[--batch B] [--reply-features | --reply-on-roll-only | --reply-blots-only] [--epochs E] \
[--alpha A] [--value-weight V] [--anchor-games G] [--holdout K] [--seed S]";

/// `bgtrain fit-deep`: the net `--weights` given `--second N` second-layer units (0: the net
/// itself, the control; their input weights uniform in `+/- --scale`, their step `--second-step`
/// times the first layer's), fitted to the `--decisions` files for `--epochs` epochs of a step of
/// `--alpha` a decision, with `--anchor-games` self-play games' positions anchored to the
/// starting net's 0-ply chances at a step of `--alpha` times `--value-weight`, in a seeded
/// order; as `bgtrain fit` does it. With `--adam RATE` the steps are Adam's instead, of batches
/// of `--batch` samples. `--reply-features` adds the inputs of `bg_train::replies` (with zero
/// weights) to a net that has none; `--reply-on-roll-only` gives only the player on roll's,
/// `--reply-blots-only` only those of the blots (not the points). One decision in `--holdout`
/// is held out; after each epoch writes `DIR/deep-<epoch>.bgdeep` and prints the held-out
/// error, and the same of every tenth decision trained on.
pub fn fit_deep_command(args: &[String]) -> Result<(), String> {
    let (mut out, mut weights, mut decisions_paths) = (None, None, Vec::new());
    let (mut second, mut scale, mut epochs, mut alpha, mut value_weight) =
        (0usize, 0.2f32, 10u32, 0.2f32, 0.2f32);
    let (mut anchor_games, mut holdout, mut seed) = (0u64, 10u64, 1u64);
    let mut second_step = 1.0f32;
    let mut from = None;
    let (mut adam_rate, mut batch) = (None, 32usize);
    let mut reply_mask: Option<[f32; N_REPLY_FEATURES]> = None;
    let mut flags = args.iter();
    while let Some(flag) = flags.next() {
        let mask = match flag.as_str() {
            "--reply-features" => Some([1.0; N_REPLY_FEATURES]),
            "--reply-on-roll-only" => Some([1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0]),
            "--reply-blots-only" => Some(std::array::from_fn(|i| {
                f32::from(u8::from(BLOT_FEATURES.contains(&i)))
            })),
            _ => None,
        };
        if mask.is_some() {
            reply_mask = mask;
            continue;
        }
        let value = flags
            .next()
            .ok_or(format!("{flag} needs a value\n{FIT_DEEP_USAGE}"))?;
        let bad = || format!("bad value {value:?} for {flag}");
        let positive = |v: &str| v.parse::<f32>().ok().filter(|a| a.is_finite() && *a >= 0.0);
        match flag.as_str() {
            "--out" => out = Some(PathBuf::from(value)),
            "--weights" => weights = Some(PathBuf::from(value)),
            "--from" => from = Some(PathBuf::from(value)),
            "--adam" => adam_rate = Some(positive(value).filter(|a| *a > 0.0).ok_or_else(bad)?),
            "--batch" => batch = value.parse().ok().filter(|&b| b > 0).ok_or_else(bad)?,
            "--decisions" => decisions_paths.push(PathBuf::from(value)),
            "--second" => second = value.parse().map_err(|_| bad())?,
            "--scale" => scale = positive(value).ok_or_else(bad)?,
            "--second-step" => second_step = positive(value).ok_or_else(bad)?,
            "--epochs" => epochs = value.parse().map_err(|_| bad())?,
            "--alpha" => alpha = positive(value).filter(|a| *a > 0.0).ok_or_else(bad)?,
            "--value-weight" => value_weight = positive(value).ok_or_else(bad)?,
            "--anchor-games" => anchor_games = value.parse().map_err(|_| bad())?,
            "--holdout" => holdout = value.parse().map_err(|_| bad())?,
            "--seed" => seed = value.parse().map_err(|_| bad())?,
            _ => return Err(format!("unknown option {flag}\n{FIT_DEEP_USAGE}")),
        }
    }
    let out = out.ok_or(FIT_DEEP_USAGE)?;
    if decisions_paths.is_empty() {
        return Err(format!("no --decisions\n{FIT_DEEP_USAGE}"));
    }
    fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let decisions = read_decisions(&decisions_paths)?;
    let (held, trained): (Vec<_>, Vec<_>) = decisions
        .iter()
        .partition(|d| decision_held_out(d, holdout));
    let samples: Vec<SiblingSample> = trained.iter().map(|d| SiblingSample::of(d, None)).collect();
    let validation: Vec<SiblingSample> = held.iter().map(|d| SiblingSample::of(d, None)).collect();
    let (fixed, net_id) = load(&weights)?;
    let anchors = zero_ply_targets(
        &fixed,
        &self_play_positions(&fixed, seed, anchor_games, 0.05),
        1,
    );
    let mut net = match &from {
        Some(path) => {
            let bytes = fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            DeepNet::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => DeepNet::widen(fixed.net().clone(), second, mix64(seed ^ 0xDEE9), scale),
    };
    if let Some(mask) = reply_mask {
        if net.base.n_inputs() == bg_engine::eval::inputs::N_INPUTS {
            net = net.with_reply_features();
        }
        net.reply_mask = mask;
    }
    net.second_step = second_step;
    println!("# bgtrain fit-deep {}", args.join(" "));
    println!(
        "start: net {net_id:016x}, {} hidden units and {second} in the second layer; {} \
         decisions trained on, {} held out, {} anchor positions",
        net.n1(),
        samples.len(),
        validation.len(),
        anchors.len()
    );
    println!(
        "held-out decisions: dmse the mean squared error of the centred differences x 1000, \
         lost the equity the net's choice loses to the targets' best x 1000; the same of every \
         tenth decision trained on (train dmse, train lost)"
    );
    println!(
        "{:>5} {:>8} {:>8} {:>8} {:>11} {:>11}",
        "epoch", "time", "dmse", "lost", "train dmse", "train lost"
    );
    let probe: Vec<SiblingSample> = samples.iter().step_by(10).cloned().collect();
    let report = |net: &DeepNet, epoch: u32, seconds: f64| {
        let (dmse, lost) = deep_sibling_error(net, &fixed, &validation);
        let (train_dmse, train_lost) = deep_sibling_error(net, &fixed, &probe);
        println!(
            "{epoch:>5} {seconds:>7.0}s {:>8.3} {:>8.3} {:>11.3} {:>11.3}",
            dmse * 1000.0,
            lost * 1000.0,
            train_dmse * 1000.0,
            train_lost * 1000.0
        );
    };
    report(&net, 0, 0.0);
    let start = Instant::now();
    let mut scratch = DeepScratch::default();
    let mut adam = adam_rate.map(|rate| Adam::new(&net, rate));
    // One order over both kinds of sample, the anchors first, as `bgtrain fit` has it.
    let mut order: Vec<usize> = (0..anchors.len() + samples.len()).collect();
    for epoch in 1..=epochs {
        shuffle(&mut order, epoch_seed(seed, epoch));
        match adam.as_mut() {
            None => {
                for &i in &order {
                    match anchors.get(i) {
                        Some(anchor) => value_step(
                            &mut net,
                            &anchor.position,
                            &anchor.target,
                            alpha * value_weight,
                            &mut scratch,
                        ),
                        None => {
                            let sample = &samples[i - anchors.len()];
                            sibling_step(&mut net, &fixed, sample, alpha, &mut scratch);
                        }
                    }
                }
            }
            Some(adam) => {
                // A batch's steps summed at the weights before it, the anchors' weighted by
                // `--value-weight` as their step is in plain steps.
                for chunk in order.chunks(batch) {
                    for &i in chunk {
                        match anchors.get(i) {
                            Some(anchor) => {
                                value_deltas(&net, &anchor.position, &anchor.target, &mut scratch);
                                apply_deltas(adam.gradient(), &scratch, 1, value_weight);
                            }
                            None => {
                                let sample = &samples[i - anchors.len()];
                                sibling_deltas(&net, &fixed, sample, &mut scratch);
                                apply_deltas(adam.gradient(), &scratch, sample.after.len(), 1.0);
                            }
                        }
                    }
                    adam.step(&mut net);
                }
            }
        }
        let path = out.join(format!("deep-{epoch}.bgdeep"));
        write_atomically(&path, &net.to_bytes()).map_err(|e| format!("{}: {e}", path.display()))?;
        report(&net, epoch, start.elapsed().as_secs_f64());
    }
    Ok(())
}

/// `bgtrain average-deep OUT IN...`: the element-wise mean of deep nets of one shape (the
/// mean of a fit's last epochs, as `bgtrain average` makes an engine net's).
pub fn average_deep_command(args: &[String]) -> Result<(), String> {
    let [out, inputs @ ..] = args else {
        return Err("usage: bgtrain average-deep OUT IN...".to_owned());
    };
    let nets = inputs
        .iter()
        .map(|path| {
            let bytes = fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            DeepNet::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let first = nets.first().ok_or("no nets to average")?;
    let mut mean = first.clone();
    let shape = |n: &DeepNet| (n.n1(), n.n2(), n.base.n_inputs());
    if nets.iter().any(|n| shape(n) != shape(first)) {
        return Err("the nets differ in shape".to_owned());
    }
    let scale = 1.0 / nets.len() as f32;
    let average = |part: &mut [f32], parts: Vec<&[f32]>| {
        for (i, x) in part.iter_mut().enumerate() {
            *x = parts.iter().map(|p| p[i]).sum::<f32>() * scale;
        }
    };
    for k in 0..4 {
        let parts: Vec<&[f32]> = nets.iter().map(|n| n.base.parameters()[k]).collect();
        average(mean.base.parameters_mut()[k], parts);
    }
    average(&mut mean.w2, nets.iter().map(|n| &n.w2[..]).collect());
    average(&mut mean.b2, nets.iter().map(|n| &n.b2[..]).collect());
    average(&mut mean.v, nets.iter().map(|n| &n.v[..]).collect());
    write_atomically(std::path::Path::new(out), &mean.to_bytes()).map_err(|e| format!("{out}: {e}"))
}

/// `bgtrain export-deep OUT IN`: the deep net `IN`, without a second layer in use, as the
/// engine's weights file `OUT` ([`DeepNet::to_engine_net`]: input set 8 when it reads the
/// blot features).
pub fn export_deep_command(args: &[String]) -> Result<(), String> {
    let [out, input] = args else {
        return Err("usage: bgtrain export-deep OUT IN".to_owned());
    };
    let bytes = fs::read(input).map_err(|e| format!("{input}: {e}"))?;
    let deep = DeepNet::from_bytes(&bytes).map_err(|e| format!("{input}: {e}"))?;
    let net = deep.to_engine_net().map_err(|e| format!("{input}: {e}"))?;
    // Refuse what the engine would refuse, before writing it.
    bg_engine::eval::NetEvaluator::new(net.clone()).map_err(|e| format!("{input}: {e}"))?;
    write_atomically(std::path::Path::new(out), &net.to_bytes()).map_err(|e| format!("{out}: {e}"))
}

/// A deep net at 0-ply for `bgtrain versus deep:FILE`: cubeless duels only (it never doubles
/// and always takes).
pub struct DeepBot {
    evaluator: bg_train::deep::DeepEvaluator,
    name: String,
}

impl DeepBot {
    /// The deep net of the file at `path`, with the bear-off database.
    pub fn read(path: &str) -> Result<DeepBot, String> {
        let bytes = fs::read(path).map_err(|e| format!("{path}: {e}"))?;
        let mut net = DeepNet::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
        net.cache_replies = false;
        // The fixed answers (finished games, the bear-off database) need no net of this
        // shape: the embedded net's evaluator gives them, whatever inputs the deep net has.
        let fixed = bg_engine::eval::NetEvaluator::embedded().with_bearoff_database(true);
        Ok(DeepBot {
            evaluator: bg_train::deep::DeepEvaluator { net, fixed },
            name: format!("deep:{path}"),
        })
    }
}

impl bg_engine::bots::Bot for DeepBot {
    fn name(&self) -> &str {
        &self.name
    }

    fn choose_play(
        &mut self,
        position: &bg_engine::Position,
        _dice: bg_engine::Dice,
        plays: &[bg_engine::Play],
    ) -> bg_engine::Play {
        use bg_engine::eval::Evaluator;
        let (best, _) = self.evaluator.best_play(plays);
        bg_engine::bots::play_at(position, plays, best)
    }

    fn double_decision(
        &mut self,
        _position: &bg_engine::Position,
        _cube: &bg_engine::cube::CubeContext,
    ) -> bg_engine::cube::DoubleDecision {
        bg_engine::cube::DoubleDecision::NoDouble
    }

    fn take_decision(
        &mut self,
        _position: &bg_engine::Position,
        _cube: &bg_engine::cube::CubeContext,
    ) -> bg_engine::cube::TakeDecision {
        bg_engine::cube::TakeDecision::Take
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::bots::Bot;
    use bg_engine::eval::{Evaluator, NetEvaluator};
    use bg_engine::{Dice, Position};
    use bg_train::benchmark::{benchmark_preamble, Candidate, Decision, Kind};
    use bg_train::data::append_line;

    fn args(text: &str) -> Vec<String> {
        text.split(' ').map(str::to_owned).collect()
    }

    fn scratch(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("bgtrain-deep-{}-{name}", std::process::id()))
    }

    /// The embedded net's three best plays of three opening rolls, judged the other way round.
    fn decisions_file() -> PathBuf {
        decisions_file_named("decisions")
    }

    /// [`decisions_file`] under the scratch name `name` (tests run side by side).
    fn decisions_file_named(name: &str) -> PathBuf {
        let evaluator = NetEvaluator::embedded();
        let path = scratch(name);
        let _ = fs::remove_file(&path);
        for (a, b) in [(3, 1), (4, 2), (5, 3)] {
            let dice = Dice::new(a, b).unwrap();
            let mut plays = Vec::new();
            Position::STARTING.legal_plays_into(dice, &mut plays);
            let candidates = plays
                .iter()
                .take(3)
                .enumerate()
                .map(|(i, play)| {
                    let after = play.position.switch_sides();
                    Candidate {
                        after,
                        equity: -f64::from(evaluator.evaluate(&after).equity()) + 0.1 * i as f64,
                        standard_error: 0.0,
                        gap_error: 0.0,
                    }
                })
                .collect();
            let decision = Decision {
                kind: Kind::Contact,
                position: Position::STARTING,
                dice,
                net: 1,
                trials: 0,
                seed: 1,
                candidates,
            };
            append_line(&path, &benchmark_preamble(), &decision.to_line()).unwrap();
        }
        path
    }

    #[test]
    fn a_deep_fit_writes_its_epochs_which_average_and_play() {
        let decisions = decisions_file();
        let (sgd, adam) = (scratch("sgd"), scratch("adam"));
        for (out, steps) in [(&sgd, "--alpha 0.2"), (&adam, "--adam 0.001 --batch 2")] {
            let text = format!(
                "--out {} --decisions {} --second 3 --epochs 2 --holdout 0 {steps}",
                out.display(),
                decisions.display()
            );
            fit_deep_command(&args(&text)).unwrap();
        }
        let read = |path: PathBuf| DeepNet::from_bytes(&fs::read(path).unwrap()).unwrap();
        let (first, second) = (
            read(sgd.join("deep-1.bgdeep")),
            read(sgd.join("deep-2.bgdeep")),
        );
        assert_eq!(first.n2(), 3);
        assert_ne!(first, second, "the second epoch moved it");
        assert_ne!(
            read(adam.join("deep-2.bgdeep")),
            second,
            "Adam's steps are others"
        );
        let mean = scratch("mean.bgdeep");
        let inputs =
            [sgd.join("deep-1.bgdeep"), sgd.join("deep-2.bgdeep")].map(|p| p.display().to_string());
        average_deep_command(&[
            mean.display().to_string(),
            inputs[0].clone(),
            inputs[1].clone(),
        ])
        .unwrap();
        let averaged = read(mean.clone());
        let halfway = (first.v[4] + second.v[4]) / 2.0;
        assert!((averaged.v[4] - halfway).abs() < 1e-6);
        // It plays: the opening 3-1 as one of its legal plays.
        let mut bot = DeepBot::read(&mean.display().to_string()).unwrap();
        let dice = Dice::new(3, 1).unwrap();
        let mut plays = Vec::new();
        Position::STARTING.legal_plays_into(dice, &mut plays);
        let play = bot.choose_play(&Position::STARTING, dice, &plays);
        assert!(plays.contains(&play));
        for path in [sgd, adam] {
            let _ = fs::remove_dir_all(path);
        }
        let _ = fs::remove_file(mean);
        let _ = fs::remove_file(decisions);
    }

    #[test]
    fn a_fit_with_reply_features_trains_the_inputs_it_is_given_alone() {
        use bg_engine::eval::inputs::N_INPUTS;
        let decisions = decisions_file_named("reply-decisions");
        let out = scratch("reply");
        let text = format!(
            "--out {} --decisions {} --epochs 2 --holdout 0 --adam 0.01 --batch 1 \
             --reply-blots-only",
            out.display(),
            decisions.display()
        );
        fit_deep_command(&args(&text)).unwrap();
        let net = DeepNet::from_bytes(&fs::read(out.join("deep-2.bgdeep")).unwrap()).unwrap();
        assert_eq!(net.base.n_inputs(), N_INPUTS + N_REPLY_FEATURES);
        let n1 = net.n1();
        let row = |input: usize| &net.base.parameters()[0][input * n1..(input + 1) * n1];
        // The blots' features of the positions after the opening plays are not all zero, so
        // their weights moved; the points' are given as zero, so theirs stay zero.
        let moved = |input: usize| row(N_INPUTS + input).iter().any(|&w| w != 0.0);
        assert!(moved(0) || moved(4), "a blot feature's weights moved");
        for masked in [2, 3, 6, 7] {
            assert!(!moved(masked), "feature {masked} is masked");
        }
        let _ = fs::remove_dir_all(out);
        let _ = fs::remove_file(decisions);
    }

    #[test]
    fn bad_options_and_files_are_refused() {
        assert!(fit_deep_command(&args("--out x")).is_err(), "no decisions");
        assert!(fit_deep_command(&args("--decisions x --alpha 0 --out y")).is_err());
        assert!(fit_deep_command(&args("--decisions x --batch 0 --out y")).is_err());
        assert!(fit_deep_command(&args("--decisions x --frobnicate 1 --out y")).is_err());
        assert!(fit_deep_command(&args("--decisions")).is_err());
        let missing = scratch("missing").display().to_string();
        assert!(
            average_deep_command(&[scratch("out").display().to_string(), missing.clone()]).is_err()
        );
        assert!(average_deep_command(&[]).is_err());
        assert!(DeepBot::read(&missing).is_err());
        let not_deep = scratch("not-deep");
        fs::write(&not_deep, NetEvaluator::embedded().net().to_bytes()).unwrap();
        assert!(DeepBot::read(&not_deep.display().to_string()).is_err());
        let _ = fs::remove_file(not_deep);
    }
}
