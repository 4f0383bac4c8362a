//! `bgtrain rollout`, `bgtrain benchmark-build` and `bgtrain benchmark`: the rollout data
//! file and the project's own benchmark (`docs/training.md`, "Rollouts and the benchmark").

use std::collections::HashSet;
use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Instant;

use bg_engine::bots::search::{
    MoveFilter, Search, SearchSettings, FILTER_TO_1PLY, FILTER_TO_2PLY, MAX_EVALUATION_PLIES,
};
use bg_engine::bots::PubEval;
use bg_engine::eval::inputs::{EARLIER_INPUT_SETS, INPUT_SET, N_INPUTS};
use bg_engine::eval::{Net, NetEvaluator, EMBEDDED_WEIGHTS};
use bg_engine::Position;
use bg_train::benchmark::{
    benchmark_preamble, judge_choice, judge_decision, parse_benchmark, roll_out_decision,
    sample_by_kind, score, Candidates, DecisionRollout, DecisionStream, Kind,
};
use bg_train::data::{
    append_line, net_id, read_rollouts, rollouts_preamble, Method, RolloutRecord,
};
use bg_train::refine::self_play_with_candidates;
use bg_train::rollout::{rollout, RolloutSettings};
use bg_train::spec::EvaluatorSpec;

/// The settings the three commands share.
struct Common {
    weights: Option<PathBuf>,
    trials: u32,
    seed: u64,
    threads: usize,
}

/// The weights file's evaluator (the embedded net's when none is named), with the bear-off
/// database as in play, and the net's id (of the file's bytes). A net of an earlier input set
/// is carried over to the current one with zero weights for the new inputs, as `bgtrain` does
/// everywhere.
pub(crate) fn load(weights: &Option<PathBuf>) -> Result<(NetEvaluator, u64), String> {
    let bytes = match weights {
        Some(path) => fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?,
        None => EMBEDDED_WEIGHTS.to_vec(),
    };
    let mut net = Net::from_bytes(&bytes).map_err(|e| e.to_string())?;
    if EARLIER_INPUT_SETS.contains(&(net.input_set(), net.n_inputs())) {
        net = net.with_inputs(N_INPUTS, INPUT_SET);
    }
    let evaluator = NetEvaluator::new(net)
        .map_err(|e| e.to_string())?
        .with_bearoff_database(true);
    Ok((evaluator, net_id(&bytes)))
}

/// Reads `--flag value` pairs, handing each to `other` after the shared ones.
fn parse_flags<F>(args: &[String], common: &mut Common, mut other: F) -> Result<Vec<String>, String>
where
    F: FnMut(&str, &str) -> Result<bool, String>,
{
    let mut free = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if !arg.starts_with("--") {
            free.push(arg.clone());
            continue;
        }
        if other(arg, "")? {
            continue;
        }
        let value = args.next().ok_or(format!("{arg} needs a value"))?;
        let bad = || format!("bad value {value:?} for {arg}");
        match arg.as_str() {
            "--weights" => common.weights = Some(PathBuf::from(value)),
            "--trials" => common.trials = value.parse().map_err(|_| bad())?,
            "--seed" => common.seed = value.parse().map_err(|_| bad())?,
            "--threads" => common.threads = value.parse().map_err(|_| bad())?,
            _ if other(arg, value)? => {}
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    Ok(free)
}

pub const ROLLOUT_USAGE: &str = "usage: bgtrain rollout --out FILE [--trials 36k] [--seed S] \
[--threads T] [--weights FILE] [--plain] [--no-truncation] [--only KIND] (--positions FILE | \
--selfplay GAMES [--sample] [--candidates K] | POSITION_ID...)";

/// `bgtrain rollout`: rolls out positions (Position IDs on the command line, one a line in
/// `--positions FILE`, or those of `--selfplay GAMES` self-play games of the net: all of them,
/// or with `--sample` those [`sample_by_kind`] keeps; with `--candidates K` the positions after
/// up to K runners-up of each play besides, as `refine --candidates` takes them; with
/// `--only KIND` only the positions of that kind: contact, crashed or race) and appends
/// each to the data file `--out` as soon as it is done, skipping those it already holds for
/// the same net and method. Each position's seed is the run's seed mixed with the position.
pub fn rollout_command(args: &[String]) -> Result<(), String> {
    let mut common = Common {
        weights: None,
        trials: 36,
        seed: 1,
        threads: 1,
    };
    let (mut out, mut positions_file, mut selfplay, mut candidates) = (None, None, None, 0usize);
    let mut only = None;
    let (mut variance_reduction, mut truncation, mut sample) = (true, true, false);
    let ids = parse_flags(args, &mut common, |flag, value| {
        match (flag, value) {
            ("--plain", "") => variance_reduction = false,
            ("--no-truncation", "") => truncation = false,
            ("--sample", "") => sample = true,
            (_, "") => return Ok(false),
            ("--out", _) => out = Some(PathBuf::from(value)),
            ("--positions", _) => positions_file = Some(PathBuf::from(value)),
            ("--only", _) => {
                only =
                    Some(Kind::from_name(value).ok_or(format!("bad value {value:?} for {flag}"))?)
            }
            ("--candidates", _) => {
                candidates = value
                    .parse()
                    .map_err(|_| format!("bad value {value:?} for {flag}"))?
            }
            ("--selfplay", _) => {
                selfplay = Some(
                    value
                        .parse::<u64>()
                        .map_err(|_| format!("bad value {value:?} for {flag}"))?,
                )
            }
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    let out = out.ok_or(ROLLOUT_USAGE)?;
    let (evaluator, net) = load(&common.weights)?;
    let mut positions = Vec::new();
    for id in &ids {
        positions.push(Position::from_position_id(id).map_err(|e| format!("{id}: {e}"))?);
    }
    if let Some(path) = &positions_file {
        let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        for (line, id) in text.lines().enumerate() {
            let id = id.trim();
            if id.is_empty() || id.starts_with('#') {
                continue;
            }
            positions.push(
                Position::from_position_id(id)
                    .map_err(|e| format!("{}:{}: {id}: {e}", path.display(), line + 1))?,
            );
        }
    }
    if let Some(games) = selfplay {
        let played = self_play_with_candidates(&evaluator, common.seed, games, 0.05, candidates);
        if sample {
            positions.extend(
                sample_by_kind(&played, common.seed)
                    .into_iter()
                    .map(|(p, _)| p),
            );
        } else {
            positions.extend(played);
        }
    }
    if let Some(kind) = only {
        positions.retain(|p| Kind::of(p) == Some(kind));
    }
    if positions.is_empty() {
        return Err(ROLLOUT_USAGE.to_owned());
    }
    let method = Method {
        variance_reduction,
        truncation,
    };
    let mut done: HashSet<(Position, u64, Method)> = read_rollouts(&out)?
        .iter()
        .map(RolloutRecord::key)
        .collect();
    let mut stdout = io::stdout().lock();
    let start = Instant::now();
    let mut rolled = 0u32;
    for position in positions {
        if !done.insert((position, net, method)) {
            continue;
        }
        let seed = bg_engine::hash::hash_key(bg_engine::hash::position_key(&position), common.seed);
        let settings = RolloutSettings {
            trials: common.trials,
            seed,
            threads: common.threads,
            variance_reduction,
            truncation,
        };
        let began = Instant::now();
        let result = rollout(&evaluator, &position, &settings).map_err(|e| e.to_string())?;
        let record = RolloutRecord {
            position,
            net,
            seed,
            method,
            result,
        };
        append_line(&out, &rollouts_preamble(), &record.to_line())
            .map_err(|e| format!("{}: {e}", out.display()))?;
        rolled += 1;
        writeln!(
            stdout,
            "{} equity {:+.4} +/- {:.4} ({:.1}s; {rolled} in {:.0}s)",
            position.position_id(),
            result.equity,
            result.equity_error,
            began.elapsed().as_secs_f64(),
            start.elapsed().as_secs_f64()
        )
        .map_err(|e| e.to_string())?;
    }
    Ok(())
}

pub const BUILD_USAGE: &str = "usage: bgtrain benchmark-build --out FILE --decisions N \
[--trials 36k] [--seed S] [--threads T] [--candidates K] [--zero-ply] [--plain] \
[--judge-plies 1|2|3] [--judge-weights FILE] [--only KIND] [--weights FILE] [--dry-run]";

/// `bgtrain benchmark-build`: takes decisions from the stream of self-play decisions (seeded
/// by `--seed`) until the file `--out` holds `--decisions` of them, rolling out the top
/// `--candidates` plays of each and appending the decision as soon as it is done. Decisions
/// already in the file are skipped, so an interrupted build resumes, and a larger `--decisions`
/// extends the set. The candidates are those of the 2-ply search (the benchmark's), or with
/// `--zero-ply` the plays within 0.16 of the best at 0-ply (training data for `bgtrain fit
/// --decisions`); `--plain` rolls them out without variance reduction, and `--judge-plies P`
/// judges them by the net's own `P`-ply search instead of rolling them out (no noise; the
/// decision's trials are 0), the judge's net `--judge-weights` when given (the stream's and
/// the candidates' net stays `--weights`; the file names the judge's net, and a resumed file
/// must name the same judge). `--only KIND` keeps the stream's decisions of that kind alone.
/// The file does not say more than that: a file is built with one set of options.
pub fn benchmark_build_command(args: &[String]) -> Result<(), String> {
    let mut common = Common {
        weights: None,
        trials: 36,
        seed: 1,
        threads: 1,
    };
    let (mut out, mut target, mut top, mut dry_run) = (None, None, 3usize, false);
    let (mut zero_ply, mut plain, mut judge_plies, mut only) = (false, false, None, None);
    let mut judge_weights = None;
    let free = parse_flags(args, &mut common, |flag, value| {
        let bad = || format!("bad value {value:?} for {flag}");
        match flag {
            "--dry-run" if value.is_empty() => dry_run = true,
            "--zero-ply" if value.is_empty() => zero_ply = true,
            "--plain" if value.is_empty() => plain = true,
            _ if value.is_empty() => return Ok(false),
            "--out" => out = Some(PathBuf::from(value)),
            "--decisions" => target = Some(value.parse::<usize>().map_err(|_| bad())?),
            "--candidates" => top = value.parse().map_err(|_| bad())?,
            "--only" => only = Some(Kind::from_name(value).ok_or_else(bad)?),
            "--judge-weights" => judge_weights = Some(PathBuf::from(value)),
            "--judge-plies" => judge_plies = Some(parse_judge_plies(value).ok_or_else(bad)?),
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    let (Some(out), Some(target), true) = (out, target, free.is_empty()) else {
        return Err(BUILD_USAGE.to_owned());
    };
    if judge_weights.is_some() && judge_plies.is_none() {
        return Err("--judge-weights names the net of a --judge-plies search".to_owned());
    }
    let (evaluator, net) = load(&common.weights)?;
    if dry_run {
        return list_decisions(&evaluator, common.seed, target);
    }
    let judge = match &judge_weights {
        Some(path) => Some(load(&Some(path.clone()))?),
        None => None,
    };
    // A decision names the net whose values it holds: the judge's when there is one.
    let net = judge.as_ref().map_or(net, |&(_, judge_net)| judge_net);
    let existing = match fs::read_to_string(&out) {
        Ok(text) => parse_benchmark(&text).map_err(|e| format!("{}: {e}", out.display()))?,
        Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(format!("{}: {e}", out.display())),
    };
    if let Some(other) = existing.iter().find(|d| d.net != net) {
        return Err(format!(
            "{}: its decisions were judged by net {:016x}, not by this run's {net:016x}",
            out.display(),
            other.net
        ));
    }
    let mut judge = judge.map(|(evaluator, _)| Search::new(evaluator));
    let mut done: HashSet<String> = existing.iter().map(|d| d.gnubg_id().to_string()).collect();
    let mut count = existing.len();
    let how = DecisionRollout {
        candidates: if zero_ply {
            Candidates::ZeroPlyWindow(top)
        } else {
            Candidates::TwoPly(top)
        },
        trials: common.trials,
        threads: common.threads,
        variance_reduction: !plain,
    };
    let mut search = Search::new(evaluator.clone());
    let mut stdout = io::stdout().lock();
    let start = Instant::now();
    let stream = DecisionStream::new(&evaluator, common.seed)
        .filter(|sampled| only.is_none_or(|kind| kind == sampled.kind));
    for sampled in stream {
        if count >= target {
            break;
        }
        let id = bg_train::benchmark::Decision {
            kind: sampled.kind,
            position: sampled.position,
            dice: sampled.dice,
            net,
            trials: common.trials,
            seed: sampled.seed,
            candidates: Vec::new(),
        }
        .gnubg_id()
        .to_string();
        if !done.insert(id.clone()) {
            continue;
        }
        let began = Instant::now();
        let decision = match judge_plies {
            Some(plies) => judge_decision(
                &mut search,
                judge.as_mut(),
                &sampled,
                how.candidates,
                plies,
                net,
            ),
            None => {
                roll_out_decision(&mut search, &sampled, &how, net).map_err(|e| e.to_string())?
            }
        };
        search.clear_cache();
        if let Some(judge) = judge.as_mut() {
            judge.clear_cache();
        }
        append_line(&out, &benchmark_preamble(), &decision.to_line())
            .map_err(|e| format!("{}: {e}", out.display()))?;
        count += 1;
        writeln!(
            stdout,
            "{count} {} {id} {} candidates ({:.1}s; {:.0}s in all)",
            sampled.kind.name(),
            decision.candidates.len(),
            began.elapsed().as_secs_f64(),
            start.elapsed().as_secs_f64()
        )
        .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// `--dry-run`: the kinds of the first `count` decisions of the stream and the games they
/// come from, without rolling anything out.
fn list_decisions(evaluator: &NetEvaluator, seed: u64, count: usize) -> Result<(), String> {
    let mut kinds = [0usize; 3];
    let mut last = None;
    for sampled in DecisionStream::new(evaluator, seed).take(count) {
        kinds[Kind::ALL
            .iter()
            .position(|&k| k == sampled.kind)
            .unwrap_or(0)] += 1;
        last = Some((sampled.game, sampled.turn));
        println!(
            "{} {} game {} turn {}",
            sampled.kind.name(),
            sampled.position.position_id(),
            sampled.game,
            sampled.turn
        );
    }
    println!(
        "{count} decisions from {} games: contact {}, crashed {}, race {}",
        last.map_or(0, |(game, _)| game + 1),
        kinds[0],
        kinds[1],
        kinds[2]
    );
    Ok(())
}

pub const BENCHMARK_USAGE: &str =
    "usage: bgtrain benchmark [--weights SPEC|pubeval] [--baseline SPEC|pubeval] [--data FILE] \
     [--plies 0|1|2] [--filter2 KEEP/WINDOW] [--baseline-filter2 KEEP/WINDOW] \
     [--judge-plies 1|2|3] [--baseline-judge-plies 1|2|3] (SPEC: FILE[+RACE][+crashed=CRASHED])";

/// The committed benchmark.
const DEFAULT_BENCHMARK: &str = "crates/train/data/benchmark.txt";

/// `bgtrain benchmark`: a net's error on the benchmark (`--data`, the committed one by
/// default): the equity its choice loses to the best rolled-out candidate, times 1000, per
/// kind of position, at `--plies` (0 by default: the net alone, as Expert plays).
/// `--weights pubeval` scores pubeval instead, a yardstick of what a weak player loses.
/// `--baseline` adds the mean difference from another player's errors on the same decisions,
/// with its paired standard error (much smaller than either error's when the two mostly agree).
/// Either may be a main net with a race or a crashed net beside it (`FILE+crashed=FILE`).
/// `--filter2` and `--baseline-filter2` replace the filter from the 1-ply ranking to the 2-ply
/// one ([`FILTER_TO_2PLY`] by default) of the player and of the baseline, so that two searches
/// with the same net can be compared on the same decisions. `--judge-plies P` (and
/// `--baseline-judge-plies` for the baseline) scores a judge instead of a player: the
/// candidate of each decision its net rates best at `P` plies, as `benchmark-build
/// --judge-plies` would judge it, which says how good a teacher that judge is.
pub fn benchmark_command(args: &[String]) -> Result<(), String> {
    let mut common = Common {
        weights: None,
        trials: 36,
        seed: 1,
        threads: 1,
    };
    let (mut data, mut plies, mut baseline) = (PathBuf::from(DEFAULT_BENCHMARK), 0u8, None);
    let (mut filter, mut baseline_filter) = (FILTER_TO_2PLY, FILTER_TO_2PLY);
    let (mut judge, mut baseline_judge) = (None, None);
    let free = parse_flags(args, &mut common, |flag, value| {
        let judge_plies =
            || parse_judge_plies(value).ok_or(format!("bad value {value:?} for {flag}"));
        match flag {
            _ if value.is_empty() => return Ok(false),
            "--judge-plies" => judge = Some(judge_plies()?),
            "--baseline-judge-plies" => baseline_judge = Some(judge_plies()?),
            "--data" => data = PathBuf::from(value),
            "--baseline" => baseline = Some(PathBuf::from(value)),
            "--filter2" => {
                filter = parse_filter(value).ok_or(format!("bad value {value:?} for {flag}"))?
            }
            "--baseline-filter2" => {
                baseline_filter =
                    parse_filter(value).ok_or(format!("bad value {value:?} for {flag}"))?
            }
            "--plies" => {
                plies = value
                    .parse()
                    .ok()
                    .filter(|&p| p <= 2)
                    .ok_or(format!("bad value {value:?} for {flag}"))?
            }
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    if !free.is_empty() {
        return Err(BENCHMARK_USAGE.to_owned());
    }
    let text = fs::read_to_string(&data).map_err(|e| format!("{}: {e}", data.display()))?;
    let decisions = parse_benchmark(&text).map_err(|e| format!("{}: {e}", data.display()))?;
    let settings = SearchSettings {
        filters: [FILTER_TO_1PLY, filter],
        ..SearchSettings::ZERO_PLY.with_plies(plies)
    };
    let player = judge.map_or(Chooser::Ranking(settings), Chooser::Judge);
    let (errors, name) = player_errors(&common.weights, &player, &decisions)?;
    let base = match &baseline {
        Some(path) => {
            let settings = SearchSettings {
                filters: [FILTER_TO_1PLY, baseline_filter],
                ..settings
            };
            let chooser = baseline_judge.map_or(Chooser::Ranking(settings), Chooser::Judge);
            Some(player_errors(&Some(path.clone()), &chooser, &decisions)?)
        }
        None => None,
    };
    println!(
        "{name} on {} ({} decisions): equity lost per decision x 1000",
        data.display(),
        decisions.len()
    );
    if let Some((_, base_name)) = &base {
        println!("paired difference: minus that of {base_name} on the same decisions");
    }
    println!(
        "{:<8} {:>9} {:>8} {:>8} {:>8} {:>8} {:>16}",
        "kind", "decisions", "error", "+/- se", "gap se", "outside", "vs baseline"
    );
    let kinds = Kind::ALL.map(Some).into_iter().chain([None]);
    for kind in kinds {
        let s = errors.summary(kind);
        let versus = base.as_ref().map_or(String::new(), |(base, _)| {
            let (mean, error) = errors.paired_difference(base, kind);
            format!("{mean:+.2} +/- {error:.2}")
        });
        println!(
            "{:<8} {:>9} {:>8.2} {:>8.2} {:>8.2} {:>8} {:>16}",
            kind.map_or("all", Kind::name),
            s.decisions,
            s.mean_milli,
            s.standard_error_milli,
            s.gap_error_milli,
            s.outside,
            versus
        );
    }
    Ok(())
}

/// The depth of a judge, 1 to [`MAX_EVALUATION_PLIES`].
fn parse_judge_plies(text: &str) -> Option<u8> {
    text.parse()
        .ok()
        .filter(|p| (1..=MAX_EVALUATION_PLIES).contains(p))
}

/// A move filter written `KEEP/WINDOW` (`8/0.16`: up to 8 plays within 0.16 of the best).
fn parse_filter(text: &str) -> Option<MoveFilter> {
    let (keep, window) = text.split_once('/')?;
    let (keep, window) = (keep.parse().ok()?, window.parse::<f32>().ok()?);
    (keep > 0 && window.is_finite() && window >= 0.0).then_some(MoveFilter { keep, window })
}

/// How a benchmarked net chooses its play.
enum Chooser {
    /// As a player: ranking every legal play with these settings.
    Ranking(SearchSettings),
    /// As a judge: the decision's candidate rated best at these plies (`judge_choice`).
    Judge(u8),
}

/// The errors on `decisions` of the player `weights` names (`pubeval`, or a weights file
/// choosing by `chooser`; the embedded net when `None`), and the player's name.
fn player_errors(
    weights: &Option<PathBuf>,
    chooser: &Chooser,
    decisions: &[bg_train::benchmark::Decision],
) -> Result<(bg_train::benchmark::Errors, String), String> {
    if weights.as_deref() == Some(std::path::Path::new("pubeval")) {
        let errors = score(decisions, |d, plays| PubEval::best_play(&d.position, plays));
        return Ok((errors, "pubeval".to_owned()));
    }
    let (evaluator, net) = match weights.as_ref().and_then(|w| w.to_str()) {
        // A main net with a race or crashed net beside it: the main net's id names it.
        Some(spec) if spec.contains(['+', ',']) => {
            let spec = EvaluatorSpec::parse(spec)?;
            let bytes = fs::read(&spec.main).map_err(|e| format!("{}: {e}", spec.main))?;
            (spec.read()?.with_bearoff_database(true), net_id(&bytes))
        }
        _ => load(weights)?,
    };
    let mut search = Search::new(evaluator);
    let file = weights
        .as_ref()
        .map_or("the embedded net".to_owned(), |p| p.display().to_string());
    let settings = match *chooser {
        Chooser::Ranking(settings) => settings,
        Chooser::Judge(plies) => {
            let errors = score(decisions, |decision, plays| {
                let choice = judge_choice(&mut search, decision, plays, plies);
                search.clear_cache();
                choice
            });
            let name = format!("{file} (net {net:016x}) judging the candidates at {plies}-ply");
            return Ok((errors, name));
        }
    };
    let errors = score(decisions, |_, plays| search.best_play(plays, &settings));
    let plies = settings.plies;
    let filter = match plies {
        2 => format!(
            ", up to {} within {} to 2-ply",
            settings.filters[1].keep, settings.filters[1].window
        ),
        _ => String::new(),
    };
    Ok((
        errors,
        format!("{file} (net {net:016x}) at {plies}-ply{filter}"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_filter_reads_keep_and_window_and_refuses_the_rest() {
        let eight = parse_filter("8/0.16").expect("a filter");
        assert_eq!((eight.keep, eight.window), (8, 0.16));
        assert_eq!(
            parse_filter("3/0").map(|f| (f.keep, f.window)),
            Some((3, 0.0))
        );
        for bad in [
            "", "8", "0/0.1", "8/-0.1", "8/inf", "8/NaN", "x/0.1", "8/0.1/2",
        ] {
            assert!(parse_filter(bad).is_none(), "{bad:?}");
        }
    }

    #[test]
    fn a_sampled_self_play_rollout_writes_its_positions_in_order_and_resumes() {
        let out = std::env::temp_dir().join(format!("bgtrain-rollout-{}.txt", std::process::id()));
        let _ = fs::remove_file(&out);
        let args: Vec<String> = format!(
            "--out {} --trials 36 --seed 7 --selfplay 1 --sample --candidates 1 --plain",
            out.display()
        )
        .split(' ')
        .map(str::to_owned)
        .collect();
        rollout_command(&args).unwrap();
        let (evaluator, _) = load(&None).unwrap();
        let stream = self_play_with_candidates(&evaluator, 7, 1, 0.05, 1);
        let mut expected: Vec<Position> = Vec::new();
        for (position, _) in sample_by_kind(&stream, 7) {
            if !expected.contains(&position) {
                expected.push(position);
            }
        }
        let written: Vec<Position> = read_rollouts(&out)
            .unwrap()
            .iter()
            .map(|r| r.position)
            .collect();
        assert!(!written.is_empty());
        assert_eq!(written, expected);
        // A rerun finds every position done and adds nothing.
        rollout_command(&args).unwrap();
        assert_eq!(read_rollouts(&out).unwrap().len(), written.len());
        let _ = fs::remove_file(&out);
    }

    #[test]
    fn a_decision_build_appends_a_decision_at_a_time_and_resumes() {
        let out = std::env::temp_dir().join(format!("bgtrain-siblings-{}.txt", std::process::id()));
        let _ = fs::remove_file(&out);
        let args = |decisions: usize, threads: usize| -> Vec<String> {
            format!(
                "--out {} --decisions {decisions} --trials 36 --seed 2003 --candidates 2 \
                 --zero-ply --plain --threads {threads}",
                out.display()
            )
            .split_whitespace()
            .map(str::to_owned)
            .collect()
        };
        let read = || parse_benchmark(&fs::read_to_string(&out).unwrap()).unwrap();
        benchmark_build_command(&args(1, 1)).unwrap();
        let first = read();
        assert_eq!(first.len(), 1);
        // Resumed with more decisions on two threads: the first is kept, one is added, and
        // it is the stream's second decision, rolled out on its seed.
        benchmark_build_command(&args(2, 2)).unwrap();
        let both = read();
        assert_eq!((both.len(), &both[0]), (2, &first[0]));
        let (evaluator, net) = load(&None).unwrap();
        let second = DecisionStream::new(&evaluator, 2003).nth(1).unwrap();
        assert_eq!(
            (both[1].position, both[1].dice, both[1].seed, both[1].net),
            (second.position, second.dice, second.seed, net)
        );
        assert_eq!(both[1].candidates.len(), 2);
        // Nothing left to do.
        benchmark_build_command(&args(2, 1)).unwrap();
        assert_eq!(read(), both);
        let _ = fs::remove_file(&out);
    }

    #[test]
    fn a_judged_build_keeps_the_kind_asked_for_and_the_search_equities() {
        let out = std::env::temp_dir().join(format!("bgtrain-judged-{}.txt", std::process::id()));
        let _ = fs::remove_file(&out);
        let args = |only: &str, plies: &str| -> Vec<String> {
            format!(
                "--out {} --decisions 3 --seed 2003 --candidates 3 --zero-ply --judge-plies \
                 {plies} --only {only}",
                out.display()
            )
            .split_whitespace()
            .map(str::to_owned)
            .collect()
        };
        benchmark_build_command(&args("race", "1")).unwrap();
        let written = parse_benchmark(&fs::read_to_string(&out).unwrap()).unwrap();
        let (evaluator, _) = load(&None).unwrap();
        let expected: Vec<_> = DecisionStream::new(&evaluator, 2003)
            .filter(|d| d.kind == Kind::Race)
            .take(3)
            .collect();
        assert_eq!(written.len(), 3);
        let mut search = Search::new(evaluator.clone());
        for (decision, sampled) in written.iter().zip(&expected) {
            assert_eq!(
                (decision.position, decision.dice),
                (sampled.position, sampled.dice)
            );
            assert_eq!(decision.trials, 0, "judged, not rolled out");
            let judged = judge_decision(
                &mut search,
                None,
                sampled,
                Candidates::ZeroPlyWindow(3),
                1,
                0,
            );
            let equities = |d: &bg_train::benchmark::Decision| -> Vec<(Position, f64)> {
                d.candidates.iter().map(|c| (c.after, c.equity)).collect()
            };
            // The file keeps six decimals.
            for (a, b) in equities(decision).iter().zip(equities(&judged)) {
                assert!(a.0 == b.0 && (a.1 - b.1).abs() < 1e-6, "{a:?} {b:?}");
            }
        }
        assert!(benchmark_build_command(&args("crushed", "1")).is_err());
        assert!(
            benchmark_build_command(&args("race", "4")).is_err(),
            "at most 3 plies"
        );
        let _ = fs::remove_file(&out);
    }

    #[test]
    fn a_judge_of_another_net_values_the_stream_nets_candidates_and_is_named() {
        let dir = std::env::temp_dir();
        let out = dir.join(format!("bgtrain-judge-of-{}.txt", std::process::id()));
        let judge_file = dir.join(format!("bgtrain-judge-net-{}.bgnn", std::process::id()));
        let _ = fs::remove_file(&out);
        let judge_bytes = Net::seeded(N_INPUTS, 8, 5, INPUT_SET, 11, 0.3).to_bytes();
        fs::write(&judge_file, &judge_bytes).unwrap();
        let args = |judge: &str| -> Vec<String> {
            format!(
                "--out {} --decisions 2 --seed 2005 --candidates 3 --zero-ply --judge-plies 1 \
                 --only contact {judge}",
                out.display()
            )
            .split_whitespace()
            .map(str::to_owned)
            .collect()
        };
        benchmark_build_command(&args(&format!("--judge-weights {}", judge_file.display())))
            .unwrap();
        let written = parse_benchmark(&fs::read_to_string(&out).unwrap()).unwrap();
        assert_eq!(written.len(), 2);
        let (stream_net, _) = load(&None).unwrap();
        let (judge_net, judge_id) = load(&Some(judge_file.clone())).unwrap();
        let expected: Vec<_> = DecisionStream::new(&stream_net, 2005)
            .filter(|d| d.kind == Kind::Contact)
            .take(2)
            .collect();
        let (mut stream_search, mut judge) = (Search::new(stream_net), Search::new(judge_net));
        for (decision, sampled) in written.iter().zip(&expected) {
            assert_eq!(decision.net, judge_id, "the file names the judge's net");
            let judged = judge_decision(
                &mut stream_search,
                Some(&mut judge),
                sampled,
                Candidates::ZeroPlyWindow(3),
                1,
                judge_id,
            );
            let own = judge_decision(
                &mut stream_search,
                None,
                sampled,
                Candidates::ZeroPlyWindow(3),
                1,
                0,
            );
            // The same plays (the stream net's), valued by the judge, not by the stream's net.
            let plays = |d: &bg_train::benchmark::Decision| -> Vec<Position> {
                d.candidates.iter().map(|c| c.after).collect()
            };
            assert_eq!(plays(decision), plays(&own));
            for ((a, b), c) in decision
                .candidates
                .iter()
                .zip(&judged.candidates)
                .zip(&own.candidates)
            {
                assert!((a.equity - b.equity).abs() < 1e-6, "{a:?} {b:?}");
                assert!(
                    (a.equity - c.equity).abs() > 1e-3,
                    "the judge's values: {a:?} {c:?}"
                );
            }
        }
        // Resuming the file with another judge (here none: the stream's net) is refused.
        let refused = benchmark_build_command(&args("")).unwrap_err();
        assert!(refused.contains("judged by net"), "{refused}");
        // A judge's net without a judging search (rollouts) is refused.
        let rollouts: Vec<String> = format!(
            "--out {} --decisions 1 --judge-weights {}",
            out.display(),
            judge_file.display()
        )
        .split_whitespace()
        .map(str::to_owned)
        .collect();
        let refused = benchmark_build_command(&rollouts).unwrap_err();
        assert!(refused.contains("--judge-plies"), "{refused}");
        let _ = fs::remove_file(&out);
        let _ = fs::remove_file(&judge_file);
    }

    #[test]
    fn only_the_positions_of_the_kind_asked_for_are_rolled_out() {
        let out = std::env::temp_dir().join(format!("bgtrain-only-{}.txt", std::process::id()));
        let _ = fs::remove_file(&out);
        let crashed = Position::from_points(&[(1, 6), (2, 3), (8, 2)], &[(20, 2), (6, 13)])
            .unwrap()
            .position_id();
        let race = Position::from_points(&[(8, 2)], &[(8, 2)])
            .unwrap()
            .position_id();
        let starting = Position::STARTING.position_id();
        let args = |only: &str| -> Vec<String> {
            format!(
                "--out {} --plain --only {only} {starting} {crashed} {race}",
                out.display()
            )
            .split(' ')
            .map(str::to_owned)
            .collect()
        };
        rollout_command(&args("crashed")).unwrap();
        let written: Vec<String> = read_rollouts(&out)
            .unwrap()
            .iter()
            .map(|r| r.position.position_id())
            .collect();
        assert_eq!(written, std::slice::from_ref(&crashed));
        assert!(rollout_command(&args("crushed")).is_err());
        let _ = fs::remove_file(&out);
    }
}
