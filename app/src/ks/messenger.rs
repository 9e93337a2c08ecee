//! `ks messenger` (not yet answered).

use super::Report;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::ruleset::Ruleset;

/// Arguments of `ks messenger`.
#[derive(Debug, Args)]
pub struct MessengerArgs {}

/// Answers `ks messenger`.
pub fn run(_args: &MessengerArgs, _rules: &Ruleset) -> Result<Report, RulesError> {
    Err(RulesError::NotInTable("this look-up (not yet built)".into()))
}
