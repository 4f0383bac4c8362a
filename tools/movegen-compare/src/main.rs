//! bg-engine's legal play generator against bkgm's on the same cases, in the same run.
//!
//! For each set (bg-engine's 5,921 GNU Backgammon cases; wildbg's 2,000 benchmark positions
//! with all 21 rolls): first every case is checked (both generators give the same resulting
//! positions, count and set), then both are timed interleaved, several runs, and the medians,
//! positions per second and ratio are printed. See README.md.
//!
//! `movegen-compare [--runs N] [--wildbg-dir DIR]`
//! `movegen-compare --only ours|ours-positions|bkgm --set gnubg|wildbg --reps N` (one generator, N passes, no
//! check and no timing: for instruction counts under callgrind)

mod cases;
mod check;
mod generators;
mod timing;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use cases::CaseSet;
use generators::{Generator, Scratch};

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

struct Options {
    runs: usize,
    wildbg_dir: Option<PathBuf>,
    only: Option<Generator>,
    set: Option<String>,
    reps: usize,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        runs: 11,
        wildbg_dir: None,
        only: None,
        set: None,
        reps: 0,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--runs" => options.runs = number(&value()?)?,
            "--reps" => options.reps = number(&value()?)?,
            "--wildbg-dir" => options.wildbg_dir = Some(PathBuf::from(value()?)),
            "--set" => options.set = Some(value()?),
            "--only" => {
                let name = value()?;
                options.only =
                    Some(Generator::parse(&name).ok_or(format!("no generator named {name}"))?);
            }
            _ => return Err(format!("unknown argument {flag}")),
        }
    }
    if options.runs == 0 {
        return Err("--runs must be at least 1".to_string());
    }
    Ok(options)
}

fn number(text: &str) -> Result<usize, String> {
    text.parse().map_err(|_| format!("not a count: {text}"))
}

fn load(name: &str, wildbg_dir: Option<&Path>) -> Result<CaseSet, String> {
    match name {
        "gnubg" => cases::gnubg_set(Path::new(cases::GNUBG_VECTORS)),
        "wildbg" => {
            let dir = match wildbg_dir {
                Some(dir) => dir.to_path_buf(),
                None => cases::find_wildbg_resources()?,
            };
            cases::wildbg_set(&dir)
        }
        _ => Err(format!("no set named {name} (gnubg or wildbg)")),
    }
}

fn run() -> Result<(), String> {
    let options = options()?;
    if let Some(generator) = options.only {
        let name = options.set.as_deref().ok_or("--only needs --set")?;
        let set = load(name, options.wildbg_dir.as_deref())?;
        let mut scratch = Scratch::new();
        let mut total = 0;
        for _ in 0..options.reps {
            total += generators::pass(generator, &set.cases, &mut scratch);
        }
        println!("{} on {}: {total} positions", generator.name(), set.name);
        return Ok(());
    }
    let mut all_agree = true;
    for name in ["gnubg", "wildbg"] {
        let set = load(name, options.wildbg_dir.as_deref())?;
        let agreement = check::compare(&set);
        println!(
            "{}: {} cases, {} resulting positions ({:.2} a case); sets differ in {} cases; \
             bkgm lists {} positions twice in {} cases ({} positions in all)",
            set.name,
            set.cases.len(),
            agreement.n_positions,
            agreement.n_positions as f64 / set.cases.len() as f64,
            agreement.n_set_disagreements,
            agreement.n_repeats,
            agreement.n_repeat_cases,
            agreement.n_bkgm_positions,
        );
        for (group, count) in &agreement.by_group {
            println!("  {group}: {count} resulting positions (ours)");
        }
        all_agree &= agreement.n_set_disagreements == 0;
        all_agree &= agreement.n_position_only_disagreements == 0;
        timing::compare(&set, &agreement, options.runs);
    }
    if all_agree {
        Ok(())
    } else {
        Err("the generators' sets of positions differ (see above)".into())
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("movegen-compare: {error}");
            ExitCode::FAILURE
        }
    }
}
