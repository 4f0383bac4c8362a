//! Notation rules, one test each; the comparison with GNU Backgammon is in
//! `tests/notation_gnubg.rs`.
