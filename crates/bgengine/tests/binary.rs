//! The built `bgengine` binary, spawned as a controller or a script would run it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_bgengine");

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.as_bytes()).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn ubgi_is_the_default_command_and_answers_a_whole_exchange() {
    let script = "ubgi\nisready\nnewgame\nposition gnubgid 4HPwATDgc/ABMA\ndice 3 1\ngo\n\
                  bogus\ngo cube\nquit\nisready\n";
    for args in [&[][..], &["ubgi"]] {
        let output = run(args, script);
        assert!(output.status.success());
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with("id name bgengine"));
        let after_handshake = lines.iter().position(|line| *line == "ubgiok").unwrap();
        assert_eq!(
            &lines[after_handshake + 1..],
            [
                "readyok",
                "bestmove 8/5 6/5",
                "error bad_command unknown command bogus",
                "bestcube nodouble"
            ]
        );
    }
}

#[test]
fn ubgi_survives_bytes_that_are_not_utf8() {
    let mut child = Command::new(BIN)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input
        .write_all(b"\xff\xfe\x00garbage\n\x80\nisready\n")
        .unwrap();
    drop(input);
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines[0].starts_with("error bad_command"));
    assert_eq!(lines[2], "readyok");
}

#[test]
fn moves_lists_the_plays_of_one_case() {
    let output = run(&["moves", "4HPwATDgc/ABMA", "31"], "");
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 16);
    assert!(text.lines().any(|line| line == "8/5 6/5\t4HPwATCwZ/ABMA"));
    // Dice as two words.
    assert_eq!(
        stdout(&run(&["moves", "4HPwATDgc/ABMA", "3", "1"], "")),
        text
    );
}

#[test]
fn moves_refuses_invalid_input_with_a_message_and_a_failure_status() {
    for args in [
        &["moves", "4HPwATDgc/ABM!", "31"][..],
        &["moves", "4HPwATDgc/ABMA", "71"],
    ] {
        let output = run(args, "");
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(output.stdout.is_empty());
        assert!(String::from_utf8_lossy(&output.stderr).starts_with("bgengine: "));
    }
    let output = run(&["moves", "4HPwATDgc/ABMA"], "");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn moves_stream_answers_every_line_and_goes_on_after_an_error() {
    let output = run(
        &["moves"],
        "4HPwATDgc/ABMA 31\nnonsense\n4HPwATDgc/ABMA 66\n",
    );
    assert!(output.status.success());
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0].split(' ').count(), 16);
    assert!(lines[1].starts_with("error "));
    assert!(lines[2].split(' ').count() > 1);
}

#[test]
fn selfplay_prints_the_result_line() {
    let output = run(
        &[
            "selfplay",
            "--games",
            "20",
            "--seed",
            "3",
            "--player",
            "pubeval",
            "--opponent",
            "random",
        ],
        "",
    );
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    assert!(text.starts_with("pubeval vs random (seed 3): "), "{text}");
    assert!(
        text.contains("points per game") && text.contains("95% CI"),
        "{text}"
    );
    assert!(
        text.contains("over 20 games") && text.contains("games per second"),
        "{text}"
    );
}

#[test]
fn selfplay_progress_goes_to_stderr_and_leaves_the_result_alone() {
    let args = [
        "selfplay",
        "--games",
        "40",
        "--seed",
        "9",
        "--player",
        "random",
        "--opponent",
        "pubeval",
    ];
    let quiet = run(&args, "");
    let mut with_progress: Vec<&str> = args.to_vec();
    with_progress.push("--progress");
    let loud = run(&with_progress, "");
    assert!(!loud.stderr.is_empty());
    let result = |output: &Output| {
        let text = stdout(output);
        text.split("; ").take(2).collect::<Vec<_>>().join("; ")
    };
    assert_eq!(result(&quiet), result(&loud));
}

/// The committed net, as a weights file any test can hand to `--player-weights`.
const EXPERT_NET_FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/weights/expert.bgnn");

#[test]
fn selfplay_with_a_weights_file_plays_that_net() {
    // Expert's embedded net against itself loaded from its file: every duplicate pair cancels.
    let output = run(
        &[
            "selfplay",
            "--games",
            "20",
            "--player",
            "expert",
            "--player-weights",
            EXPERT_NET_FILE,
            "--opponent",
            "expert",
        ],
        "",
    );
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    assert!(text.starts_with("expert ("), "{text}");
    assert!(
        text.contains("expert.bgnn) vs expert (seed 1): +0.000 points per game"),
        "{text}"
    );
}

#[test]
fn selfplay_refuses_a_weights_file_it_cannot_use() {
    let missing = run(
        &[
            "selfplay",
            "--player",
            "expert",
            "--player-weights",
            "no/such.bgnn",
        ],
        "",
    );
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no/such.bgnn"));
    let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let corrupt = run(
        &[
            "selfplay",
            "--opponent",
            "world-class",
            "--opponent-weights",
            manifest,
        ],
        "",
    );
    assert_eq!(corrupt.status.code(), Some(1));
    let message = String::from_utf8_lossy(&corrupt.stderr).into_owned();
    assert!(message.contains("Cargo.toml: "), "{message}");
    assert!(corrupt.stdout.is_empty());
}

#[test]
fn help_version_and_usage_errors() {
    let help = run(&["--help"], "");
    assert!(help.status.success());
    let text = stdout(&help);
    for command in ["ubgi", "moves", "selfplay"] {
        assert!(text.contains(command), "{text}");
        let usage = run(&[command, "--help"], "");
        assert!(usage.status.success());
        assert!(stdout(&usage).starts_with("Usage: bgengine"));
    }
    let version = run(&["--version"], "");
    assert_eq!(
        stdout(&version),
        format!("bgengine {}\n", env!("CARGO_PKG_VERSION"))
    );
    for args in [
        &["fly"][..],
        &["selfplay", "--games", "0"],
        &["selfplay", "--player", "gnubg"],
        &["selfplay", "--seed"],
        &["selfplay", "--player-weights", "net.bgnn"],
        &[
            "selfplay",
            "--player",
            "expert",
            "--opponent-weights",
            "net.bgnn",
        ],
        &["ubgi", "extra"],
    ] {
        let output = run(args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            String::from_utf8_lossy(&output.stderr).contains("Usage"),
            "{args:?}"
        );
    }
}
