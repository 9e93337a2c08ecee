//! `ks casualties` (not yet answered).

use super::Report;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::ruleset::Ruleset;

/// Arguments of `ks casualties`.
#[derive(Debug, Args)]
pub struct CasualtiesArgs {}

/// Answers `ks casualties`.
pub fn run(_args: &CasualtiesArgs, _rules: &Ruleset) -> Result<Report, RulesError> {
    Err(RulesError::NotInTable("this look-up (not yet built)".into()))
}
