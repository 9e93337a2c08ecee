//! `ks movement` (not yet answered).

use super::Report;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::ruleset::Ruleset;

/// Arguments of `ks movement`.
#[derive(Debug, Args)]
pub struct MoveArgs {}

/// Answers `ks movement`.
pub fn run(_args: &MoveArgs, _rules: &Ruleset) -> Result<Report, RulesError> {
    Err(RulesError::NotInTable("this look-up (not yet built)".into()))
}
