//! End-to-end tests live in `tests/e2e/` (one test binary, `e2e`); this library is empty and
//! only gives the package a target.
