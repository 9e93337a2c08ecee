//! End-to-end tests live in `tests/e2e/`; this library only hosts shared helpers.
