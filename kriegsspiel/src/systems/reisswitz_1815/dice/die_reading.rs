//! How a thrown Reisswitz die is read.

use serde::{Deserialize, Serialize};

/// What a Reisswitz die is thrown for, which decides what happens on a blank face.
///
/// Dice II, IV and V have faces without a close-combat circle ("The Dice": for the odds 3:2,
/// 3:1 and 4:1 some sides stay blank and the die is thrown again). The fire tables, though,
/// give figures for every face 1–6 (Appendix Three; reference §3), and the flames are counted
/// on single throws (reference §5: Die II spreads a fire "1 in 3", two faces of six). So only
/// a decision by the circle throws a blank face again.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum DieReading {
    /// Read the close-combat circle (melee, tests, the exceptional throw): a blank face is
    /// thrown again until a circle shows, each throw logged.
    #[default]
    Circle,
    /// Read the face number as it falls (fire tables, flames): no throw again.
    Face,
}

impl DieReading {
    /// The reading's id as on the command line.
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The reading described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            DieReading::Circle => "By the close-combat circle: blank faces are thrown again",
            DieReading::Face => "By the face number (fire tables, flames): no throw again",
        }
    }
}
