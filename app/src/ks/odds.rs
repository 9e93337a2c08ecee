//! `ks odds` (not yet answered).

use super::Report;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::ruleset::Ruleset;

/// Arguments of `ks odds`.
#[derive(Debug, Args)]
pub struct OddsArgs {}

/// Answers `ks odds`.
pub fn run(_args: &OddsArgs, _rules: &Ruleset) -> Result<Report, RulesError> {
    Err(RulesError::NotInTable("this look-up (not yet built)".into()))
}
