//! `ks roll` (not yet answered).

use super::Report;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::ruleset::Ruleset;

/// Arguments of `ks roll`.
#[derive(Debug, Args)]
pub struct RollArgs {}

/// Answers `ks roll`.
pub fn run(_args: &RollArgs, _rules: &Ruleset) -> Result<Report, RulesError> {
    Err(RulesError::NotInTable("this look-up (not yet built)".into()))
}
