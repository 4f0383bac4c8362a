//! Packs the app's Fluent catalogues (`src/i18n/ftl/{en,pl,eo,et}.ftl`) into one text that
//! the app compiles in (`src/i18n/language.rs`): each message id once, no comments
//! (`src/i18n/packing.rs` says why and how; its tests check that Fluent reads the same).

// `unpack` is the app's half of the module, not used here.
#[allow(dead_code)]
#[path = "src/i18n/packing.rs"]
mod packing;

use std::path::Path;

/// In the order of `Language::ALL` (a test checks that each unpacks to its own file).
const LANGUAGES: [&str; 4] = ["en", "pl", "eo", "et"];

fn main() {
    println!("cargo::rerun-if-changed=src/i18n/packing.rs");
    let mut texts = Vec::new();
    for code in LANGUAGES {
        let path = format!("src/i18n/ftl/{code}.ftl");
        println!("cargo::rerun-if-changed={path}");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|error| panic!("cannot read {path}: {error}"));
        texts.push(text);
    }
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    let packed = packing::pack(&texts).unwrap_or_else(|error| {
        panic!("cannot pack the catalogues of src/i18n/ftl/ ({LANGUAGES:?}): {error:?}")
    });
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for a build script");
    let target = Path::new(&out).join("catalogues.packed");
    std::fs::write(&target, packed)
        .unwrap_or_else(|error| panic!("cannot write {}: {error}", target.display()));
}
