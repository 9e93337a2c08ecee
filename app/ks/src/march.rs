//! `ks march`: miles covered on a long march, the infantry's rests and the forced march's range
//! (reference §12.6; draft L2176–2194).

use super::Report;
use super::work_report::push_steps;
use crate::engine_value::variant_values;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::calc::long_march::{MarchArm, MarchWorksheet};

/// Arguments of `ks march`.
#[derive(Debug, Args)]
pub struct MarchArgs {
    /// The arm on the march.
    #[arg(long, value_parser = variant_values("arm", MarchArm::description))]
    pub arm: MarchArm,
    /// Hours on the road.
    #[arg(long, value_name = "N")]
    pub hours: u32,
}

/// Answers `ks march`.
pub fn run(args: &MarchArgs) -> Result<Report, RulesError> {
    let sheet = MarchWorksheet::work(args.arm, args.hours)?;
    let mut text = format!(
        "{} in {}: {} miles (a day's march is {} miles)\n",
        args.arm.description(),
        counted(sheet.hours, "hour"),
        sheet.miles,
        sheet.day_miles
    );
    push_steps(&mut text, "Working:", &sheet.steps);
    text.push_str("The umpire's decision:\n");
    for d in &sheet.umpire_decides {
        text.push_str(&format!("  • {d}\n"));
    }
    let json = serde_json::to_value(&sheet).map_err(|e| RulesError::Unwritable {
        what: "the march",
        reason: e.to_string(),
    })?;
    Ok(Report { text, json })
}
