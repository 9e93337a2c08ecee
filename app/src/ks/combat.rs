//! `ks combat` (not yet answered).

use super::Report;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::ruleset::Ruleset;

/// Arguments of `ks combat`.
#[derive(Debug, Args)]
pub struct CombatArgs {}

/// Answers `ks combat`.
pub fn run(_args: &CombatArgs, _rules: &Ruleset) -> Result<Report, RulesError> {
    Err(RulesError::NotInTable("this look-up (not yet built)".into()))
}
