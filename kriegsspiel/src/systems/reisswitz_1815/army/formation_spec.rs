//! One formation as data: how a unit's blocks are laid out, which gaits it may move at, and
//! where the draft describes it.

use super::gait::Gait;
use super::unit_kind::Arm;
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// The largest interval between blocks accepted, paces (either way).
pub const MAX_INTERVAL_PACES: f64 = 10_000.0;
/// The most blocks one stack may hold.
pub const MAX_STACK: u32 = 64;

/// How the positions of a group of blocks stand to one another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arrangement {
    /// Side by side across the front, left to right, centred on the anchor.
    Abreast,
    /// One behind the other along the line of march, the first at the front.
    InFile,
}

/// How one group of blocks is laid out.
///
/// Blocks are dealt out to positions in order: position `k` takes the next
/// `stack_sizes[k mod len]` blocks, stacked on top of one another ("one block placed upon the
/// other"). Between position `k` and `k + 1` lies `intervals[k mod len]` paces (negative:
/// the blocks overlap, as when a battery's guns close in tighter than its blocks are wide).
/// A turned block lies with its long side along the line of march, its front to the left.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockLayout {
    /// Abreast or in file.
    pub arrangement: Arrangement,
    /// Whether the blocks lie turned (long side along the line of march).
    #[serde(default)]
    pub turned: bool,
    /// Blocks per position, repeated cyclically.
    #[serde(default = "single_stack")]
    pub stack_sizes: Vec<u32>,
    /// Paces between consecutive positions, repeated cyclically.
    #[serde(default = "no_interval")]
    pub intervals: Vec<f64>,
}

fn single_stack() -> Vec<u32> {
    vec![1]
}

fn no_interval() -> Vec<f64> {
    vec![0.0]
}

impl BlockLayout {
    /// The stack size of position `k`.
    pub fn stack_size(&self, k: usize) -> u32 {
        match self.stack_sizes.len() {
            0 => 1,
            n => self.stack_sizes.get(k % n).copied().unwrap_or(1),
        }
    }

    /// The interval after position `k`.
    pub fn interval(&self, k: usize) -> f64 {
        match self.intervals.len() {
            0 => 0.0,
            n => self.intervals.get(k % n).copied().unwrap_or(0.0),
        }
    }

    fn validate(&self, at: &str) -> Result<()> {
        if self.stack_sizes.is_empty() || self.stack_sizes.iter().any(|s| *s == 0 || *s > MAX_STACK)
        {
            return Err(RulesError::bad_table(
                format!("formation {at}"),
                format!("stack sizes must be 1 to {MAX_STACK}"),
            ));
        }
        if self.intervals.is_empty()
            || self
                .intervals
                .iter()
                .any(|i| !i.is_finite() || i.abs() > MAX_INTERVAL_PACES)
        {
            return Err(RulesError::bad_table(
                format!("formation {at}"),
                format!("intervals must be finite and within ±{MAX_INTERVAL_PACES} paces"),
            ));
        }
        Ok(())
    }
}

/// Where a battery's wagon blocks stand relative to its guns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrailingPlace {
    /// Behind the guns, centred on them.
    Behind,
    /// To the right of the guns, fronts level.
    Beside,
}

/// The layout of the trailing group (a battery's wagons) and where it stands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrailingLayout {
    /// Behind or beside the main group.
    pub place: TrailingPlace,
    /// Paces between the main group and the trailing group.
    #[serde(default)]
    pub gap: f64,
    /// How the trailing blocks are laid out among themselves.
    pub layout: BlockLayout,
}

/// A formation as data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormationSpec {
    /// The arm that may take it.
    pub arm: Arm,
    /// Its name in words.
    pub label: String,
    /// How the unit's main blocks (all but a battery's wagons) are laid out.
    pub main: BlockLayout,
    /// How a battery's wagons are laid out, where the unit has any.
    #[serde(default)]
    pub trailing: Option<TrailingLayout>,
    /// The gaits a unit in this formation may move at.
    pub gaits: Vec<Gait>,
    /// For artillery: whether the guns are limbered (columns) rather than unlimbered in action.
    #[serde(default)]
    pub limbered: bool,
    /// For artillery: the guns are battened down for a march and need preparing before action
    /// (Section 2 — Movement, Notes Relating to the Movement Table).
    #[serde(default)]
    pub march_column: bool,
    /// Whether the unit may put out skirmishers in this formation.
    #[serde(default)]
    pub skirmishers: bool,
    /// Where the draft describes it.
    pub source: Citation,
    /// How the workbench reads the draft here, where it had to choose.
    #[serde(default)]
    pub note: String,
}

impl FormationSpec {
    /// Checks the layout figures.
    pub fn validate(&self, id: &str) -> Result<()> {
        self.main.validate(id)?;
        if let Some(t) = &self.trailing {
            t.layout.validate(id)?;
            if !t.gap.is_finite() || t.gap.abs() > MAX_INTERVAL_PACES {
                return Err(RulesError::bad_table(
                    format!("formation {id}"),
                    format!(
                        "the wagons' gap must be finite and within ±{MAX_INTERVAL_PACES} paces"
                    ),
                ));
            }
        }
        if self.gaits.is_empty() {
            return Err(RulesError::bad_table(
                format!("formation {id}"),
                "it must allow at least one gait",
            ));
        }
        Ok(())
    }

    /// Whether a unit in this formation may move at `gait`.
    pub fn allows(&self, gait: Gait) -> bool {
        self.gaits.contains(&gait)
    }
}
