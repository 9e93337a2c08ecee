//! End-to-end tests live in `tests/e2e/` (one test binary, `e2e`). This library holds what the
//! tests share with the package's helper binary `save-loop` (the two versions of a map and its
//! game that the helper saves over and over while a test kills it) and with the window's tests
//! (every character the program writes, for the glyph checks).

pub mod save_versions;
pub mod written_characters;
