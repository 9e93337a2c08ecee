//! The two conditions a benchmark measures under, each with its own baseline.

use std::path::Path;

#[path = "busy_core.rs"]
mod busy_core;

pub use busy_core::{BusyCore, busy};

/// Quiet, or with one core kept busy by a spinning child process for the whole condition (the
/// way a user's machine runs while other work goes on).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Condition {
    /// Nothing else started by the benchmark.
    Quiet,
    /// A [`BusyCore`] spinning while the condition is measured.
    OneCoreBusy,
}

impl Condition {
    /// The conditions the arguments after `--` ask for: `quiet` or `load` picks one, neither
    /// (or both) measures the two, quiet first.
    pub fn chosen(args: &[String]) -> Vec<Condition> {
        let asked = |c: &str| args.iter().any(|a| a == c);
        match (asked("quiet"), asked("load")) {
            (true, false) => vec![Condition::Quiet],
            (false, true) => vec![Condition::OneCoreBusy],
            _ => vec![Condition::Quiet, Condition::OneCoreBusy],
        }
    }

    /// The condition in words, for the report.
    pub fn title(self) -> &'static str {
        match self {
            Condition::Quiet => "quiet",
            Condition::OneCoreBusy => "one core busy",
        }
    }

    /// Starts what the condition needs (the busy process, from `exe`), kept until dropped.
    pub fn begin(self, exe: &Path) -> Option<BusyCore> {
        (self == Condition::OneCoreBusy).then(|| BusyCore::start(exe))
    }
}
