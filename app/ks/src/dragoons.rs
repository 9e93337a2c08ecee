//! `ks dragoons`: dismounted dragoons counted as infantry in attack or defence (reference
//! §12.13; draft L1459–1461, L2953).

use super::Report;
use super::work_report::push_steps;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::calc::dismounted_dragoons::DragoonsWorksheet;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// Arguments of `ks dragoons`.
#[derive(Debug, Args)]
pub struct DragoonsArgs {
    /// Squadrons fighting on foot.
    #[arg(long, value_name = "N")]
    pub squadrons: u32,
}

/// Answers `ks dragoons`.
pub fn run(args: &DragoonsArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let sheet = DragoonsWorksheet::work(args.squadrons, &rules.combat.strength)?;
    let mut text = format!(
        "{} {} as {} {}, {} men\n",
        counted(sheet.squadrons, "dismounted squadron"),
        if sheet.squadrons == 1 {
            "counts"
        } else {
            "count"
        },
        sheet.battalions,
        if sheet.battalions == 1.0 {
            "battalion"
        } else {
            "battalions"
        },
        sheet.men
    );
    push_steps(&mut text, "Working:", &sheet.steps);
    text.push_str("The umpire's decision:\n");
    for d in &sheet.umpire_decides {
        text.push_str(&format!("  • {d}\n"));
    }
    let json = serde_json::to_value(&sheet).map_err(|e| RulesError::Unwritable {
        what: "the dragoons' count",
        reason: e.to_string(),
    })?;
    Ok(Report { text, json })
}
