//! Dismounted dragoons in attack or defence (reference §12.13; draft L1459–1461, L2953): four
//! squadrons count as half a battalion of infantry. How long mounting and dismounting take, who
//! holds the horses and how dragoons on foot fire the draft does not say: umpire's decision.

use super::working_step::WorkingStep;
use crate::error::{Result, RulesError};
use crate::figures::counted;
use crate::systems::reisswitz_1815::ruleset::StrengthRules;
use serde::{Deserialize, Serialize};

/// Squadrons of dismounted dragoons that count as half a battalion (reference §12.13; draft
/// L1461, L2953).
pub const SQUADRONS_PER_HALF_BATTALION: u32 = 4;
/// Where the dragoons' rule is read.
pub const DRAGOONS_SOURCE: &str = "reference §12.13; draft L1459–1461, L2953";
/// Half battalions in a battalion (reference §12.13: "half a battalion"; Appendix Three, a
/// battalion of 900 men).
const HALF_BATTALIONS: u32 = 2;

/// Dismounted dragoons counted as infantry, with the working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DragoonsWorksheet {
    /// Squadrons fighting on foot.
    pub squadrons: u32,
    /// What they count as, in battalions of infantry (4 squadrons = 0.5).
    pub battalions: f64,
    /// The same in men, by the ruleset's battalion of 900 (rounded to the nearest man).
    pub men: u64,
    /// What the umpire decides, the draft giving no figure.
    pub umpire_decides: Vec<String>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

/// The men `squadrons` dismounted squadrons count as: half a battalion for every four,
/// in proportion between (rounded to the nearest man).
pub fn dismounted_men(squadrons: u32, rules: &StrengthRules) -> u64 {
    let per = u64::from(SQUADRONS_PER_HALF_BATTALION * HALF_BATTALIONS);
    let scaled = u64::from(squadrons) * u64::from(rules.battalion_men);
    (scaled + per / 2) / per
}

impl DragoonsWorksheet {
    /// Counts `squadrons` of dismounted dragoons as infantry.
    pub fn work(squadrons: u32, rules: &StrengthRules) -> Result<Self> {
        if squadrons == 0 {
            return Err(RulesError::OutOfRange {
                what: "dismounted squadrons",
                value: "0".into(),
                allowed: "at least 1 squadron".into(),
            });
        }
        let battalions =
            f64::from(squadrons) / f64::from(SQUADRONS_PER_HALF_BATTALION * HALF_BATTALIONS);
        let men = dismounted_men(squadrons, rules);
        let steps = vec![
            WorkingStep::new(
                format!(
                    "in attack or defence, {SQUADRONS_PER_HALF_BATTALION} squadrons of dismounted dragoons count as half a battalion: {} {} as {battalions} {}",
                    counted(squadrons, "squadron"),
                    if squadrons == 1 { "counts" } else { "count" },
                    if battalions == 1.0 {
                        "battalion"
                    } else {
                        "battalions"
                    }
                ),
                DRAGOONS_SOURCE,
            ),
            WorkingStep::new(
                format!(
                    "at {} men to the battalion that is {men} men on the odds worksheet",
                    rules.battalion_men
                ),
                format!("{DRAGOONS_SOURCE}; {}", rules.source),
            ),
        ];
        Ok(Self {
            squadrons,
            battalions,
            men,
            umpire_decides: vec![
                "how long the dragoons take to dismount or mount".into(),
                "who holds the horses, and how many".into(),
                "how the dragoons fire on foot".into(),
            ],
            steps,
        })
    }
}
