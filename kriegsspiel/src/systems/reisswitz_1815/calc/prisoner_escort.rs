//! The escort of a prisoners' column (reference §12.8; draft L1512): troops at least one tenth
//! as strong as the prisoners. Whether a column that meets the enemy is freed is the umpire's
//! decision.

use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use serde::{Deserialize, Serialize};

/// The escort must be at least one part in this many of the prisoners (reference §12.8; draft
/// L1512).
pub const ESCORT_DIVISOR: u32 = 10;
/// Where the escort rule is read.
pub const ESCORT_SOURCE: &str = "reference §12.8; draft L1512";

/// The smallest escort, in whole men, for `prisoners` prisoners: one tenth, rounded up.
pub fn smallest_escort(prisoners: u32) -> u32 {
    prisoners.div_ceil(ESCORT_DIVISOR)
}

/// The working of a prisoners' escort.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EscortWorksheet {
    /// Prisoners in the column.
    pub prisoners: u32,
    /// The smallest escort the rule allows.
    pub smallest_escort: u32,
    /// The escort given, if any.
    pub escort: Option<u32>,
    /// Whether the escort given is enough; `None` when none was given.
    pub enough: Option<bool>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl EscortWorksheet {
    /// Works out the escort for `prisoners`, checking `escort` if one is given.
    pub fn work(prisoners: u32, escort: Option<u32>) -> Self {
        let smallest = smallest_escort(prisoners);
        let mut steps = vec![WorkingStep::new(
            format!(
                "prisoners are escorted by troops at least 1/{ESCORT_DIVISOR} of their strength: {prisoners} prisoners need at least {smallest} men (whole men, rounded up)"
            ),
            ESCORT_SOURCE,
        )];
        let enough = escort.map(|e| e >= smallest);
        if let Some(e) = escort {
            steps.push(WorkingStep::new(
                if e >= smallest {
                    format!("an escort of {e} is enough")
                } else {
                    format!("an escort of {e} is too small by {}", smallest - e)
                },
                ESCORT_SOURCE,
            ));
        }
        steps.push(WorkingStep::new(
            "a column that meets enemy troops may be freed: whether it is, is the umpire's decision, recorded",
            ESCORT_SOURCE,
        ));
        Self {
            prisoners,
            smallest_escort: smallest,
            escort,
            enough,
            steps,
        }
    }
}
