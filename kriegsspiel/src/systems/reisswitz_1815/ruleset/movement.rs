//! The ruleset section: movement chart and the other movement figures (reference §1).
//!
//! The chart (Appendix Three — Movement Chart) gives, for 24 kinds of movement in three groups,
//! the paces a unit may cover in one 2-minute turn on each of the eight terrain columns; a blank
//! means no progress at all in that formation or gait. The section also holds the figures the
//! draft gives around the chart: altering formation, limbering and preparing guns, resupply,
//! reconnaissance, messengers, long marches, column lengths, critical distances, second lines,
//! retreats and the cavalry pursuit table.
//!
//! The chart rows are keyed by a short stable id (`inf_march`, `light_cav_deploying`, …), so a
//! house rule can name a cell as `movement.rows.light_cav_march.even`.

mod chart;
mod columns;
mod figures;

pub use chart::*;
pub use columns::*;
pub use figures::*;

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The ids of the 24 chart rows, in the chart's order (Appendix Three — Movement Chart).
pub const CHART_ROW_IDS: [&str; 24] = [
    "inf_march",
    "heavy_cav_march",
    "light_cav_march",
    "wagons_march",
    "inf_ranks",
    "inf_breaking_ranks",
    "skirmishers_deploying",
    "heavy_cav_deploying",
    "heavy_cav_attacking",
    "heavy_cav_pursuit",
    "light_cav_deploying",
    "light_cav_attacking",
    "light_cav_pursuit",
    "battery_12pdr",
    "battery_12pdr_exceptional",
    "battery_9pdr",
    "battery_9pdr_exceptional",
    "guns_by_ropes",
    "horse_artillery",
    "horse_artillery_exceptional",
    "cav_patrols",
    "inf_patrols",
    "officers_first_2000",
    "officers_after_2000",
];

/// The largest rate any chart cell may hold after a house rule, in paces per turn.
///
/// The fastest rate in the draft is 900; ten times that leaves room for any house rule while
/// refusing typing slips such as 90000.
pub const MAX_CHART_PACES: f64 = 9000.0;

/// The ruleset section: movement chart and the other movement figures (reference §1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MovementRules {
    /// Where the chart comes from.
    pub source: Citation,
    /// The 24 chart rows by id (see [`CHART_ROW_IDS`]; each row's `position` gives the order).
    pub rows: BTreeMap<String, ChartRow>,
    /// Ground the chart leaves to the umpire (swamp, thick woods).
    pub discretion: Vec<DiscretionGround>,
    /// Rates while close-order troops re-form.
    pub altering_formation: AlteringFormation,
    /// Limbering, preparing guns, resupply and ammunition.
    pub artillery_handling: ArtilleryHandling,
    /// Reconnaissance patrols' rates.
    pub reconnaissance: Reconnaissance,
    /// Messengers' riding rates.
    pub messengers: MessengerRates,
    /// Long marches by the hour and the day.
    pub long_marches: LongMarches,
    /// Column lengths on roads.
    pub road_columns: Vec<ColumnLength>,
    /// Column lengths on the battlefield.
    pub battlefield_columns: Vec<ColumnLength>,
    /// Distances at which troops must be in battle order.
    pub critical_distances: Vec<CriticalDistance>,
    /// Distances at which a second line counts.
    pub second_line: SecondLine,
    /// Retreat rates of beaten troops.
    pub retreats: Retreats,
    /// The cavalry pursuit table.
    pub pursuit: PursuitTable,
    /// Movement rules without figures (bridges, hedges, slopes for cavalry attacks, …).
    pub notes: Vec<MovementNote>,
}

impl MovementRules {
    /// The chart row with this id.
    pub fn row(&self, id: &str) -> Result<&ChartRow> {
        self.rows
            .get(id.trim())
            .ok_or_else(|| RulesError::UnknownName {
                what: "movement chart row",
                value: id.to_string(),
                allowed: self.rows.keys().cloned().collect::<Vec<_>>().join(", "),
            })
    }

    /// The chart rows with their ids, in the chart's order.
    pub fn rows_in_chart_order(&self) -> Vec<(&str, &ChartRow)> {
        let mut rows: Vec<(&str, &ChartRow)> = self
            .rows
            .iter()
            .map(|(id, row)| (id.as_str(), row))
            .collect();
        rows.sort_by_key(|(id, row)| (row.position, *id));
        rows
    }

    /// The ground left to the umpire's discretion with this id (`swamp`, `thick_woods`).
    pub fn discretion_ground(&self, id: &str) -> Result<&DiscretionGround> {
        self.discretion.iter().find(|d| d.id == id).ok_or_else(|| {
            let mut ids: Vec<&str> = self.discretion.iter().map(|d| d.id.as_str()).collect();
            ids.sort_unstable();
            RulesError::UnknownName {
                what: "ground left to the umpire",
                value: id.to_string(),
                allowed: ids.join(", "),
            }
        })
    }

    /// A road column length by id.
    pub fn road_column(&self, id: &str) -> Result<&ColumnLength> {
        find_column("road column", &self.road_columns, id)
    }

    /// A battlefield column length by id.
    pub fn battlefield_column(&self, id: &str) -> Result<&ColumnLength> {
        find_column("battlefield column", &self.battlefield_columns, id)
    }

    /// A critical distance by id (`cavalry`, `infantry`, `artillery`).
    pub fn critical_distance(&self, id: &str) -> Result<&CriticalDistance> {
        self.critical_distances
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| {
                let mut ids: Vec<&str> = self
                    .critical_distances
                    .iter()
                    .map(|c| c.id.as_str())
                    .collect();
                ids.sort_unstable();
                RulesError::UnknownName {
                    what: "critical distance",
                    value: id.to_string(),
                    allowed: ids.join(", "),
                }
            })
    }

    /// Checks the section's shape after loading or after a house rule: all 24 rows in their
    /// places, every rate positive and finite, every range the right way round.
    pub fn validate(&self) -> Result<()> {
        self.validate_chart()?;
        for ground in &self.discretion {
            ground.validate(self)?;
        }
        for id in ["swamp", "thick_woods"] {
            self.discretion_ground(id)?;
        }
        self.altering_formation.validate()?;
        self.artillery_handling.validate()?;
        self.reconnaissance.validate()?;
        self.messengers.validate()?;
        self.row(&self.messengers.short_row)?;
        self.row(&self.messengers.long_row)?;
        self.long_marches.validate()?;
        for c in self.road_columns.iter().chain(&self.battlefield_columns) {
            c.validate()?;
        }
        for c in &self.critical_distances {
            c.validate()?;
        }
        self.second_line.validate()?;
        self.retreats.validate()?;
        self.pursuit.validate()?;
        Ok(())
    }

    fn validate_chart(&self) -> Result<()> {
        if self.rows.len() != CHART_ROW_IDS.len() {
            let extra: Vec<&str> = self
                .rows
                .keys()
                .map(String::as_str)
                .filter(|id| !CHART_ROW_IDS.contains(id))
                .collect();
            return Err(RulesError::bad_table(
                "movement chart",
                format!(
                    "{} rows, not {}; unexpected: {}",
                    self.rows.len(),
                    CHART_ROW_IDS.len(),
                    extra.join(", ")
                ),
            ));
        }
        for (index, id) in CHART_ROW_IDS.iter().enumerate() {
            let row = self.row(id)?;
            let expected = index as u32 + 1;
            if row.position != expected {
                return Err(RulesError::bad_table(
                    format!("movement chart row {id}"),
                    format!("it is at position {}, expected {expected}", row.position),
                ));
            }
            row.validate(id)?;
        }
        Ok(())
    }
}

fn find_column<'a>(
    what: &'static str,
    list: &'a [ColumnLength],
    id: &str,
) -> Result<&'a ColumnLength> {
    list.iter().find(|c| c.id == id).ok_or_else(|| {
        let mut ids: Vec<&str> = list.iter().map(|c| c.id.as_str()).collect();
        ids.sort_unstable();
        RulesError::UnknownName {
            what,
            value: id.to_string(),
            allowed: ids.join(", "),
        }
    })
}

/// Refuses a figure that is not a finite number greater than zero and at most `max`.
pub(crate) fn check_positive(what: &str, value: f64, max: f64) -> Result<()> {
    if value.is_finite() && value > 0.0 && value <= max {
        Ok(())
    } else {
        Err(RulesError::BadFigure {
            what: what.to_string(),
            value: value.to_string(),
            allowed: format!("a number greater than 0 and at most {max}"),
        })
    }
}
