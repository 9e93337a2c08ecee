//! The player stations' tests, one binary: a real WebSocket client over loopback against a
//! real server.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // a test fails by panicking

mod browser;
mod loopback;
mod map_paths;
mod support;
mod wire_leaks;
