//! Writes a match file (`.mat` or `.sgf`, as `bgengine` writes them) as the app's save text,
//! so that a browser benchmark can open exactly the match another program analyses
//! (`tools/gnubg/analysis_speed.sh` gives gnubg the `.mat` and the app this save).
//!
//!     cargo run --release --example mat_to_save -- FILE > save.json
//!
//! The save is a pass-and-play match (both players people, named as in the file) under the
//! file's rules; it is decoded again before it is printed, so a save the app would refuse is
//! an error here, not a surprise in the browser.

use std::io::Write;
use std::process::ExitCode;

use bg_engine::formats::mat::read_mat;
use bg_engine::formats::sgf::read_sgf;
use bg_engine::formats::MatchRecord;
use bg_engine::Player;
use bg_web::save;
use bg_web::setup::{GameSetup, Opponent};

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: mat_to_save FILE (.mat or .sgf)");
        return ExitCode::from(2);
    };
    match save_text(&path) {
        // A closed output (`| head`) is a failure to report, not a panic.
        Ok(text) => match writeln!(std::io::stdout(), "{text}") {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("{path}: {error}");
                ExitCode::FAILURE
            }
        },
        Err(message) => {
            eprintln!("{path}: {message}");
            ExitCode::FAILURE
        }
    }
}

fn save_text(path: &str) -> Result<String, String> {
    let text = std::fs::read_to_string(path).map_err(|error| error.to_string())?;
    let record: MatchRecord = if path.ends_with(".sgf") {
        read_sgf(&text).map_err(|error| error.to_string())?
    } else {
        read_mat(&text).map_err(|error| error.to_string())?
    };
    let settings = record.game.settings();
    let setup = GameSetup {
        names: Player::BOTH.map(|player| record.names[player].clone()),
        opponent: Opponent::Human,
        length: record.game.match_length(),
        cube: settings.cube(),
        jacoby: settings.jacoby(),
        beavers: settings.beavers() > 0,
        hints: true,
        ..GameSetup::default()
    };
    let saved = save::encode(&setup, &record.game);
    let (_, game) = save::decode(&saved).map_err(|error| format!("the app refuses it: {error}"))?;
    if game != record.game {
        return Err("the save does not restore the same match".to_owned());
    }
    Ok(saved)
}
