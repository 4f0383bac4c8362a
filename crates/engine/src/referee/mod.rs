//! The match referee.
