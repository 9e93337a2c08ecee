//! `ks exceptional` (not yet answered).

use super::Report;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::ruleset::Ruleset;

/// Arguments of `ks exceptional`.
#[derive(Debug, Args)]
pub struct ExceptionalArgs {}

/// Answers `ks exceptional`.
pub fn run(_args: &ExceptionalArgs, _rules: &Ruleset) -> Result<Report, RulesError> {
    Err(RulesError::NotInTable("this look-up (not yet built)".into()))
}
