//! The `bgengine` binary: see [`bgengine::cli`] for the commands.

use std::io;
use std::process::ExitCode;

fn main() -> ExitCode {
    // `args_os`: an argument that is not UTF-8 becomes a usage error, not a panic.
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let status = bgengine::cli::run(&args, io::stdin().lock(), io::stdout().lock(), io::stderr());
    ExitCode::from(status)
}
