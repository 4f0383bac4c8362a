//! Identifiers of positions and matches used by other programs.
