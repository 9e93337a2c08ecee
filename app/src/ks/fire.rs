//! `ks fire` (not yet answered).

use super::Report;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::ruleset::Ruleset;

/// Arguments of `ks fire`.
#[derive(Debug, Args)]
pub struct FireArgs {}

/// Answers `ks fire`.
pub fn run(_args: &FireArgs, _rules: &Ruleset) -> Result<Report, RulesError> {
    Err(RulesError::NotInTable("this look-up (not yet built)".into()))
}
