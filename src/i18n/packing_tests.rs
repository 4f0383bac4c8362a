//! The packed catalogues against their files: Fluent reads the same entries from each
//! unpacked catalogue as from its `.ftl` file, and the packing's own rules, case by case.

use fluent_syntax::ast::Entry;
use fluent_syntax::parser;

use super::packing::{pack, unpack, PackError, CATALOGUE, ENTRY};
use super::Language;

/// The files the build script packs, in the order of [`Language::ALL`].
fn file(language: Language) -> &'static str {
    match language {
        Language::English => include_str!("ftl/en.ftl"),
        Language::Polish => include_str!("ftl/pl.ftl"),
        Language::Esperanto => include_str!("ftl/eo.ftl"),
        Language::Estonian => include_str!("ftl/et.ftl"),
    }
}

/// What Fluent reads of `text`: its entries (syntax errors included, as junk), comments
/// aside, in a fixed order (the order of entries means nothing to a bundle).
fn entries_read(text: &str) -> Vec<String> {
    let resource = parser::parse(text).unwrap_or_else(|(resource, _)| resource);
    let mut entries: Vec<String> = resource
        .body
        .into_iter()
        .filter_map(|entry| match entry {
            Entry::Message(mut message) => {
                message.comment = None;
                Some(Entry::Message(message))
            }
            Entry::Term(mut term) => {
                term.comment = None;
                Some(Entry::Term(term))
            }
            Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => None,
            junk @ Entry::Junk { .. } => Some(junk),
        })
        .map(|entry| format!("{entry:?}"))
        .collect();
    entries.sort();
    entries
}

fn packed_and_unpacked(catalogues: &[&str]) -> Vec<String> {
    let packed = pack(catalogues).expect("packs");
    (0..catalogues.len())
        .map(|index| unpack(&packed, index))
        .collect()
}

#[test]
fn every_unpacked_catalogue_is_its_file_as_fluent_reads_it() {
    for language in Language::ALL {
        let unpacked = language.catalogue();
        let read = entries_read(&unpacked);
        assert!(read.len() > 400, "{language:?}: {} entries", read.len());
        assert_eq!(read, entries_read(file(language)), "{language:?}");
    }
}

#[test]
fn the_app_holds_each_id_once_and_no_comment() {
    let packed = pack(&Language::ALL.map(file)).expect("the catalogues pack");
    let (ids, catalogues) = packed.split_once(CATALOGUE).expect("an ids part");
    let ids: Vec<&str> = ids.split('\n').collect();
    let distinct: std::collections::BTreeSet<&str> = ids.iter().copied().collect();
    assert_eq!(distinct.len(), ids.len());
    assert!(ids.contains(&"app-title") && ids.contains(&"-roll"));
    assert_eq!(catalogues.split(CATALOGUE).count(), 4);
    for language in Language::ALL {
        let unpacked = language.catalogue();
        assert!(
            !unpacked.lines().any(|line| line.starts_with('#')),
            "{language:?} keeps a comment"
        );
        assert!(unpacked.len() < file(language).len(), "{language:?}");
    }
    let files: usize = Language::ALL
        .map(|language| file(language).len())
        .iter()
        .sum();
    assert!(packed.len() < files);
}

#[test]
fn comments_and_blank_lines_between_entries_are_left_out() {
    let text =
        "# A resource comment\n\n## A group\n\n# About hello\nhello = Hello\n\n\nbye = Bye\n";
    assert_eq!(packed_and_unpacked(&[text]), ["hello = Hello\nbye = Bye\n"]);
}

#[test]
fn a_blank_line_inside_a_multi_line_value_is_kept() {
    let text = "text =\n    First paragraph.\n\n    Second paragraph.\n\nnext = x\n";
    let unpacked = packed_and_unpacked(&[text]);
    assert_eq!(
        unpacked,
        ["text =\n    First paragraph.\n\n    Second paragraph.\nnext = x\n"]
    );
    assert_eq!(entries_read(&unpacked[0]), entries_read(text));
}

#[test]
fn terms_attributes_and_select_lines_in_the_first_column_stay_with_their_entry() {
    let text = "-term = Term\n    .gender = masculine\ncount = { $n ->\n[one] one\n*[other] many\n}\nlast = { -term }\n";
    let unpacked = packed_and_unpacked(&[text]);
    assert_eq!(unpacked, [text]);
    assert_eq!(entries_read(&unpacked[0]), entries_read(text));
}

#[test]
fn each_catalogue_gets_back_its_own_entries_in_its_own_order() {
    let english = "a = A\nb = B\nc = C\n";
    let polish = "b = Pb\na = Pa\nonly = Only Polish\n";
    let unpacked = packed_and_unpacked(&[english, polish]);
    assert_eq!(unpacked[0], english);
    // English's order, then the entry only Polish has; "c", which Polish lacks, stays out.
    assert_eq!(unpacked[1], "a = Pa\nb = Pb\nonly = Only Polish\n");
    assert_eq!(entries_read(&unpacked[1]), entries_read(polish));
}

#[test]
fn each_id_is_written_once() {
    let packed = pack(&["greeting = Hi\n", "greeting = Cześć\n"]).expect("packs");
    assert_eq!(packed.matches("greeting").count(), 1);
    assert_eq!(
        packed,
        format!("greeting{CATALOGUE}{ENTRY} = Hi\n{CATALOGUE}{ENTRY} = Cześć\n")
    );
}

#[test]
fn a_syntax_error_is_still_reported_after_packing() {
    let text = "good = Fine\nbad entry\nalso = { $n\n";
    let unpacked = packed_and_unpacked(&[text]);
    let errors = |text: &str| parser::parse(text).err().map(|(_, errors)| errors.len());
    assert_eq!(errors(&unpacked[0]), errors(text));
    assert!(errors(text).is_some());
    assert_eq!(entries_read(&unpacked[0]), entries_read(text));
}

#[test]
fn what_cannot_be_packed_is_refused() {
    assert_eq!(
        pack(&["a = A\n", "a = \u{1}\n"]),
        Err(PackError::Separator(1))
    );
    assert_eq!(
        pack(&["a = A\n", "b = B\nb = again\n"]),
        Err(PackError::DuplicateId(1, "b".to_owned()))
    );
    assert_eq!(
        pack(&["# comment\n\n  stray text\na = A\n"]),
        Err(PackError::TextBeforeFirstEntry(0, 3))
    );
}

#[test]
fn unpacking_anything_never_panics() {
    let packed = pack(&["a = A\n"]).expect("packs");
    assert_eq!(unpack(&packed, 1), "");
    assert_eq!(unpack("", 0), "");
    assert_eq!(unpack("no separators at all", 0), "");
    assert_eq!(unpack("\u{2}\u{1}\u{1} = x\n\u{2}", 0), "");
    assert_eq!(unpack("x\u{2}\u{1} = y\n\u{1} = z\n", 0), "x = y\n");
}
