//! The app's own source, for the tests that read it (`rules_stay_in_the_engine`,
//! `functions_stay_short`): every Rust file under `src/`, the wasm-only `web/` included,
//! which the native tests never compile.

use std::fs;
use std::path::{Path, PathBuf};

/// A Rust file of the app: its path under `src/` and its text.
pub struct SourceFile {
    pub path: String,
    pub text: String,
}

/// Every Rust file under `src/`, in no particular order.
pub fn app_sources() -> Vec<SourceFile> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    // Fewer would mean the walk went wrong and the checks would pass on nothing.
    assert!(
        files.len() > 20,
        "{} files under {}",
        files.len(),
        src.display()
    );
    files
        .iter()
        .map(|file| SourceFile {
            path: file
                .strip_prefix(&src)
                .unwrap_or(file)
                .display()
                .to_string(),
            text: fs::read_to_string(file).expect("a readable source file"),
        })
        .collect()
}

fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}
