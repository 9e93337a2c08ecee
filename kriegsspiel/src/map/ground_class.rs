//! The ground a point of the map stands on, as the movement rules see it.

use crate::citation::Citation;
use crate::terrain::TerrainColumn;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The ground under a point: one of the movement chart's columns, or ground the chart gives no
/// column for (left to the umpire), water, or a ford.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GroundClass {
    /// A column of the movement chart (Appendix Three — Movement Chart; reference §1).
    Column(TerrainColumn),
    /// Thick woods: only patrols and officers or messengers leading horses, at the umpire's
    /// discretion (Appendix Three — Movement Chart, 'Discretion of Umpire').
    ThickWoods,
    /// Swampy ground: only infantry patrols, at the umpire's discretion (Appendix Three —
    /// Movement Chart, 'Discretion of Umpire').
    Swamp,
    /// Inside a village off its roads: the draft leaves village streets to the map and the
    /// umpire (Section 2 — Movement, 'Width of Roads, Bridges &c.').
    Village,
    /// Slopes over 35°: beyond the chart's last column (Appendix Three — Movement Chart).
    SteepSlope,
    /// A river, pond or stream: crossed only at a bridge or a ford, or by swimming or boats
    /// (Section 5 — Bridges & Fords).
    Water,
    /// A ford: its capacity is judged from the map (Section 2 — Movement, 'Width of Roads,
    /// Bridges &c.').
    Ford,
}

impl GroundClass {
    /// The chart column, if the chart has one for this ground.
    pub fn column(self) -> Option<TerrainColumn> {
        match self {
            GroundClass::Column(c) => Some(c),
            _ => None,
        }
    }

    /// Whether the chart gives no figure and the umpire must decide.
    pub fn is_umpires_discretion(self) -> bool {
        self.column().is_none()
    }

    /// A stable id: the chart column's id (`even`, `lwood`, …) or `thick_woods`, `swamp`,
    /// `village`, `steep_slope`, `water`, `ford`.
    pub fn id(self) -> &'static str {
        match self {
            GroundClass::Column(c) => c.id(),
            GroundClass::ThickWoods => "thick_woods",
            GroundClass::Swamp => "swamp",
            GroundClass::Village => "village",
            GroundClass::SteepSlope => "steep_slope",
            GroundClass::Water => "water",
            GroundClass::Ford => "ford",
        }
    }

    /// The ground in words.
    pub fn description(self) -> &'static str {
        match self {
            GroundClass::Column(c) => c.description(),
            GroundClass::ThickWoods => "thick woods (umpire's discretion)",
            GroundClass::Swamp => "swampy ground (umpire's discretion)",
            GroundClass::Village => "village off the roads (umpire's discretion)",
            GroundClass::SteepSlope => "slope over 35° (beyond the chart)",
            GroundClass::Water => "water (bridge, ford, boats or swimming)",
            GroundClass::Ford => "ford",
        }
    }

    /// Where the rules speak of this ground.
    pub fn citation(self) -> Citation {
        Citation::new(match self {
            GroundClass::Column(_) | GroundClass::SteepSlope => "Appendix Three — Movement Chart",
            GroundClass::ThickWoods | GroundClass::Swamp => {
                "Appendix Three — Movement Chart, 'Discretion of Umpire'"
            }
            GroundClass::Village => "Section 2 — Movement, 'Width of Roads, Bridges &c.'",
            GroundClass::Water => "Section 5 — Bridges & Fords",
            GroundClass::Ford => {
                "Section 2 — Movement, 'Width of Roads, Bridges &c.'; Section 5 — Bridges & Fords"
            }
        })
    }
}

impl fmt::Display for GroundClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
