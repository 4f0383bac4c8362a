//! The catalogues packed for the binary, and unpacked again. Used by the build script
//! (`build.rs`, which packs `ftl/*.ftl` into one text that the app compiles in) and by the
//! app (which unpacks the catalogue of the chosen language before Fluent parses it).
//!
//! Why: the four catalogues are most of the app's words, and gzip, which serves the wasm,
//! sees each catalogue alone (it looks back 32 KB, and each is longer), so every message id
//! and every comment is paid four times. Packed, the ids are written once and the comments
//! and the blank lines between entries are left out (`docs/benchmarks.md`, "The languages'
//! share of the app"). What Fluent reads is the same: the tests parse each unpacked
//! catalogue and its `.ftl` file and compare the two syntax trees, comments aside.
//!
//! The packed text: the ids of all entries (messages and terms, in the order of the first
//! catalogue, then any a later one adds), one a line; then, for each catalogue in the order
//! given, [`CATALOGUE`] and for each id [`ENTRY`] and that entry's text after its id (empty
//! when the catalogue lacks the entry).

/// Starts a catalogue's entries in the packed text.
pub const CATALOGUE: char = '\u{2}';
/// Starts one entry's text (what follows its id) in a packed catalogue.
pub const ENTRY: char = '\u{1}';

/// Why a catalogue cannot be packed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackError {
    /// The catalogue (its index in the list) holds one of the two separators.
    Separator(usize),
    /// The catalogue has a line, not a comment, before its first entry (its line number).
    TextBeforeFirstEntry(usize, usize),
    /// The catalogue defines an id twice (Fluent would keep the first and report the second).
    DuplicateId(usize, String),
}

/// The catalogues packed, in the given order.
///
/// # Errors
/// [`PackError`] when a catalogue holds a separator, starts with text that is no entry or
/// defines an id twice.
pub fn pack(catalogues: &[&str]) -> Result<String, PackError> {
    let mut all = Vec::new();
    for (index, text) in catalogues.iter().enumerate() {
        if text.contains([CATALOGUE, ENTRY]) {
            return Err(PackError::Separator(index));
        }
        let entries = entries(text).map_err(|line| PackError::TextBeforeFirstEntry(index, line))?;
        for (number, (id, _)) in entries.iter().enumerate() {
            if entries[..number].iter().any(|(earlier, _)| earlier == id) {
                return Err(PackError::DuplicateId(index, (*id).to_owned()));
            }
        }
        all.push(entries);
    }
    let mut ids: Vec<&str> = Vec::new();
    for entries in &all {
        for (id, _) in entries {
            if !ids.contains(id) {
                ids.push(id);
            }
        }
    }
    let mut packed = ids.join("\n");
    for entries in &all {
        packed.push(CATALOGUE);
        for id in &ids {
            packed.push(ENTRY);
            if let Some((_, text)) = entries.iter().find(|(entry, _)| entry == id) {
                packed.push_str(text);
            }
        }
    }
    Ok(packed)
}

/// The catalogue `index` (in the order given to [`pack`]) of `packed`: each entry's id and
/// text, without the comments and the blank lines between entries. Empty when there is no
/// such catalogue; never panics.
pub fn unpack(packed: &str, index: usize) -> String {
    let mut parts = packed.split(CATALOGUE);
    let ids = parts.next().unwrap_or_default().split('\n');
    let Some(entries) = parts.nth(index) else {
        return String::new();
    };
    let mut catalogue = String::with_capacity(packed.len() / 3);
    for (id, text) in ids.zip(entries.split(ENTRY).skip(1)) {
        if !text.is_empty() {
            catalogue.push_str(id);
            catalogue.push_str(text);
        }
    }
    catalogue
}

/// The entries of a Fluent catalogue in order: each id (`-` included for a term) and the
/// entry's text after it, through its last line of value or attribute, each line ended by a
/// newline. Comment lines (`#` in the first column) are left out, and so are blank lines,
/// except those inside a multi-line value, which are part of it. Any other line that does
/// not start an entry belongs to the entry before it (it is indented, or it is a line of a
/// select expression such as `*[other] ...` or `}`, or it is a syntax error, which Fluent
/// then reports for the unpacked catalogue as for the file).
///
/// # Errors
/// The line number of a line before the first entry that is neither a comment nor blank.
fn entries(text: &str) -> Result<Vec<(&str, String)>, usize> {
    let mut entries: Vec<(&str, String)> = Vec::new();
    let mut blank_lines = 0;
    for (number, line) in text.split_inclusive('\n').enumerate() {
        let content = line.trim_end_matches(['\n', '\r']);
        if content.starts_with('#') {
            blank_lines = 0;
        } else if content.trim().is_empty() {
            blank_lines += 1;
        } else if let Some((id, rest)) = entry_start(content) {
            entries.push((id, format!("{rest}\n")));
            blank_lines = 0;
        } else {
            let (_, entry) = entries.last_mut().ok_or(number + 1)?;
            for _ in 0..blank_lines {
                entry.push('\n');
            }
            entry.push_str(content);
            entry.push('\n');
            blank_lines = 0;
        }
    }
    Ok(entries)
}

/// A line that starts an entry, split into its id and the rest (`" = text"`): an identifier
/// (`[a-zA-Z][a-zA-Z0-9_-]*`, with a leading `-` for a term) in the first column, then
/// optional spaces and `=`.
fn entry_start(line: &str) -> Option<(&str, &str)> {
    let name = line.strip_prefix('-').unwrap_or(line);
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let id_length = line.len() - name.len()
        + name
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(name.len());
    let (id, rest) = line.split_at(id_length);
    rest.trim_start_matches(' ')
        .starts_with('=')
        .then_some((id, rest))
}
