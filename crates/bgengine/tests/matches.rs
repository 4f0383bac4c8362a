//! `bgengine selfplay --length` and `bgengine match FILE`, run as a process.

mod common;

use std::fs;

use common::{run, run_on_file, scratch, text};

#[test]
fn selfplay_with_a_length_plays_whole_matches_and_writes_each_as_mat_and_sgf() {
    let dir = scratch("matches", "selfplay");
    let (mat, sgf) = (dir.join("m.mat"), dir.join("m.sgf"));
    let output = run(&[
        "selfplay",
        "--length",
        "3",
        "--games",
        "2",
        "--seed",
        "5",
        "--player",
        "pubeval",
        "--opponent",
        "random",
        "--mat",
        mat.to_str().unwrap(),
        "--sgf",
        sgf.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let summary = text(&output.stdout);
    assert!(summary.contains("2 matches to 3"), "{summary}");
    for index in ["001", "002"] {
        let mat_file = dir.join(format!("m-{index}.mat"));
        let sgf_file = dir.join(format!("m-{index}.sgf"));
        assert!(fs::read_to_string(&mat_file)
            .unwrap()
            .starts_with(" 3 point match\n"));
        // Both files of a match print the same actions.
        let from_mat = run(&["match", mat_file.to_str().unwrap()]);
        let from_sgf = run(&["match", sgf_file.to_str().unwrap()]);
        assert!(from_mat.status.success(), "{}", text(&from_mat.stderr));
        assert_eq!(text(&from_mat.stdout), text(&from_sgf.stdout));
        let json = text(&from_mat.stdout);
        assert!(json.starts_with("{\"length\": 3, \"score\": ["), "{json}");
    }
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn selfplay_writes_match_files_only_for_matches() {
    let output = run(&["selfplay", "--mat", "x.mat"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("need --length"));
    let output = run(&["selfplay", "--length", "26"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn match_names_the_line_of_a_bad_file() {
    let output = run_on_file(
        "matches",
        "bad.mat",
        " 3 point match\n\n Game 1\n a : 0      b : 0\n  1) 31: 8/4 6/5\n",
        &["match"],
    );
    assert_eq!(output.status.code(), Some(1));
    let message = text(&output.stderr);
    assert!(message.contains("line 5:"), "{message}");
}
