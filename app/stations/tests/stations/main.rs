//! The player stations' tests, one binary: a real WebSocket client over loopback against a
//! real server.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod browser;
mod loopback;
mod support;
