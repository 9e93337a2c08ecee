//! One row of the movement chart, its group and rate limit, and the ground the chart leaves to
//! the umpire (Appendix Three — Movement Chart; reference §1).

use super::{CHART_COLUMNS, MAX_CHART_PACES, MovementRules, chart_column, check_positive};
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::terrain::Ground;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The three groups of the movement chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChartGroup {
    /// Marches (columns on the move, cavalry at the walk and trot).
    Marches,
    /// Troops in action (deploying, attacking, pursuing, batteries).
    TroopsInAction,
    /// Messengers, officers and patrols.
    Messengers,
}

impl ChartGroup {
    /// The group's heading in words.
    pub fn label(self) -> &'static str {
        match self {
            ChartGroup::Marches => "Marches",
            ChartGroup::TroopsInAction => "Troops in action",
            ChartGroup::Messengers => "Messengers etc.",
        }
    }
}

impl fmt::Display for ChartGroup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// How often a row's rate may be used: at most `moves` turns in every `out_of` turns
/// ("2 moves in 5", "1 move in 3", "2 moves in 6").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RateLimit {
    /// Turns at this rate allowed…
    pub moves: u32,
    /// …in every this many turns.
    pub out_of: u32,
}

impl RateLimit {
    /// The limit in words, e.g. "at most 2 moves in 5".
    pub fn describe(&self) -> String {
        let noun = if self.moves == 1 { "move" } else { "moves" };
        format!("at most {} {noun} in {}", self.moves, self.out_of)
    }

    /// Whether the next turn may be taken at this rate, given the unit's most recent turns
    /// (`true` = a turn at this rate; oldest first, most recent last).
    ///
    /// The workbench reads the limit as a sliding window: in any `out_of` consecutive turns at
    /// most `moves` are at this rate. Turns before those given are taken as not at this rate.
    pub fn permits_next(&self, recent: &[bool]) -> bool {
        let window = self.out_of.saturating_sub(1) as usize;
        let start = recent.len().saturating_sub(window);
        let used = recent
            .get(start..)
            .map_or(0, |w| w.iter().filter(|fast| **fast).count());
        (used as u64) < u64::from(self.moves)
    }

    fn validate(&self, row: &str) -> Result<()> {
        if self.moves == 0 || self.moves > self.out_of || self.out_of > 100 {
            return Err(RulesError::bad_table(
                format!("movement chart row {row}"),
                format!(
                    "rate limit {} in {} must have 1 ≤ moves ≤ out of ≤ 100",
                    self.moves, self.out_of
                ),
            ));
        }
        Ok(())
    }
}

impl fmt::Display for RateLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// One row of the movement chart: paces per 2-minute turn on each terrain column.
///
/// A cell that is `None` is a blank in the chart: no progress is possible in that formation or
/// gait on that ground (Section 2 — Movement, "Notes Relating to the Movement Table").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChartRow {
    /// The row's place in the chart, 1 to 24.
    pub position: u32,
    /// The chart group the row stands in.
    pub group: ChartGroup,
    /// The row's heading, in the workbench's words.
    pub label: String,
    /// Even ground, slopes under 5°.
    #[serde(default)]
    pub even: Option<f64>,
    /// Light woods.
    #[serde(default)]
    pub lwood: Option<f64>,
    /// Slopes 5–10° without a road.
    #[serde(default)]
    pub s5_10: Option<f64>,
    /// Slopes 10–15° without a road.
    #[serde(default)]
    pub s10_15: Option<f64>,
    /// Slopes 15–35° without a road.
    #[serde(default)]
    pub s15_35: Option<f64>,
    /// Slopes 15–25° with a road.
    #[serde(default)]
    pub r15_25: Option<f64>,
    /// Slopes 25–35° with a road.
    #[serde(default)]
    pub r25_35: Option<f64>,
    /// Farmyards and fenced garden areas.
    #[serde(default)]
    pub yard: Option<f64>,
    /// The cells the chart marks `*`: changed by the British draft from Reisswitz's figure.
    #[serde(default)]
    pub british_changes: Vec<Ground>,
    /// How often the rate may be used, where the row says so.
    #[serde(default)]
    pub rate_limit: Option<RateLimit>,
    /// Where the row comes from.
    pub source: Citation,
}

impl ChartRow {
    /// Paces per turn on `ground`, or `None` where the chart is blank or has no column for the
    /// ground (see [`chart_column`]).
    pub fn paces(&self, ground: Ground) -> Option<f64> {
        let column = chart_column(ground)?;
        self.column_cells().get(column).copied().flatten()
    }

    /// Whether the chart marks this cell `*` (a British change from Reisswitz).
    pub fn is_british_change(&self, ground: Ground) -> bool {
        self.british_changes.contains(&ground)
    }

    /// All eight cells in the chart's column order (see [`CHART_COLUMNS`]).
    pub fn cells(&self) -> [(Ground, Option<f64>); 8] {
        CHART_COLUMNS.map(|g| (g, self.paces(g)))
    }

    /// The eight cells in the order of [`CHART_COLUMNS`].
    fn column_cells(&self) -> [Option<f64>; 8] {
        [
            self.even,
            self.lwood,
            self.s5_10,
            self.s10_15,
            self.s15_35,
            self.r15_25,
            self.r25_35,
            self.yard,
        ]
    }

    pub(super) fn validate(&self, id: &str) -> Result<()> {
        for (column, cell) in self.cells() {
            if let Some(paces) = cell {
                check_positive(
                    &format!("movement chart cell {id}.{column}"),
                    paces,
                    MAX_CHART_PACES,
                )?;
            }
        }
        if let Some(ground) = self
            .british_changes
            .iter()
            .find(|g| chart_column(**g).is_none())
        {
            return Err(RulesError::bad_table(
                format!("movement chart row {id}"),
                format!("british_changes names {ground}, which has no column in the chart"),
            ));
        }
        if let Some(limit) = &self.rate_limit {
            limit.validate(id)?;
        }
        Ok(())
    }
}

/// Ground the chart gives no column for and leaves to the umpire, with the rate it suggests
/// and the only rows that can cross it (Appendix Three — Movement Chart, "Discretion of Umpire").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscretionGround {
    /// Stable id (`swamp`, `thick_woods`).
    pub id: String,
    /// The ground in words.
    pub label: String,
    /// Paces per turn for the rows that can cross it.
    pub paces: f64,
    /// Ids of the chart rows that can cross it; every other row cannot.
    pub rows: Vec<String>,
    /// Who can cross, in words.
    pub note: String,
    /// Where the figure comes from.
    pub source: Citation,
}

impl DiscretionGround {
    /// Whether the chart row with this id can cross this ground.
    pub fn allows(&self, row: &str) -> bool {
        self.rows.iter().any(|r| r == row)
    }

    pub(super) fn validate(&self, rules: &MovementRules) -> Result<()> {
        check_positive(
            &format!("discretion ground {} rate", self.id),
            self.paces,
            MAX_CHART_PACES,
        )?;
        for row in &self.rows {
            rules.row(row)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sliding_window_rate_limit() {
        // "2 moves in 5": two fast turns, then three slow ones before the next fast one.
        let limit = RateLimit {
            moves: 2,
            out_of: 5,
        };
        assert!(limit.permits_next(&[]));
        assert!(limit.permits_next(&[true]));
        assert!(!limit.permits_next(&[true, true]));
        assert!(!limit.permits_next(&[true, true, false]));
        assert!(!limit.permits_next(&[true, true, false, false]));
        assert!(limit.permits_next(&[true, true, false, false, false]));
        // "1 move in 3".
        let limit = RateLimit {
            moves: 1,
            out_of: 3,
        };
        assert!(!limit.permits_next(&[true, false]));
        assert!(limit.permits_next(&[true, false, false]));
        assert_eq!(limit.describe(), "at most 1 move in 3");
    }
}
