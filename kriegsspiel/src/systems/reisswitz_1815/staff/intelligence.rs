//! An item of news of the enemy given in a Separate Report (source text L64, L67).

use super::information_source::InformationSource;
use super::reported_unit::ReportedUnit;
use serde::{Deserialize, Serialize};

/// What a side is told of the enemy's position and movements, with its source and the enemy
/// bodies it places as reported.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Intelligence {
    /// Where the news came from.
    pub source: InformationSource,
    /// The news in words.
    pub text: String,
    /// The enemy bodies it places, as reported.
    #[serde(default)]
    pub reported_units: Vec<ReportedUnit>,
}
