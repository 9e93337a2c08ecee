//! The fire section's dice: which table each die decides, its sides and faces.

use super::parts::bad;
use crate::citation::Citation;
use crate::error::Result;
use crate::systems::reisswitz_1815::ruleset::DieId;
use crate::systems::reisswitz_1815::ruleset::options::FireDiceAssignment;
use serde::{Deserialize, Serialize};

/// A fire table as the dice carry it.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
)]
#[serde(rename_all = "snake_case")]
pub enum FireTableId {
    /// 6-pdr battery, good effect.
    SixPounderGood,
    /// 6-pdr battery, bad effect.
    SixPounderBad,
    /// 12-pdr battery, good effect.
    TwelvePounderGood,
    /// 12-pdr battery, bad effect.
    TwelvePounderBad,
    /// Half battalion, good effect.
    HalfBattalionGood,
    /// Half battalion, bad effect.
    HalfBattalionBad,
    /// Skirmishers (and Rifles) firing from cover.
    SkirmishersCover,
    /// Skirmishers (and Rifles) in the open.
    SkirmishersOpen,
}

impl FireTableId {
    /// All eight tables.
    pub const ALL: &'static [FireTableId] = <FireTableId as strum::VariantArray>::VARIANTS;

    /// The table in words.
    pub fn label(self) -> &'static str {
        match self {
            FireTableId::SixPounderGood => "6-pdr battery, good effect",
            FireTableId::SixPounderBad => "6-pdr battery, bad effect",
            FireTableId::TwelvePounderGood => "12-pdr battery, good effect",
            FireTableId::TwelvePounderBad => "12-pdr battery, bad effect",
            FireTableId::HalfBattalionGood => "half battalion, good effect",
            FireTableId::HalfBattalionBad => "half battalion, bad effect",
            FireTableId::SkirmishersCover => "two skirmish platoons, from cover",
            FireTableId::SkirmishersOpen => "two skirmish platoons, in the open",
        }
    }
}

/// Which figure of a die face: the left or the right one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieSide {
    /// The left-hand figure.
    Left,
    /// The right-hand figure.
    Right,
}

impl DieSide {
    /// In words.
    pub fn label(self) -> &'static str {
        match self {
            DieSide::Left => "left",
            DieSide::Right => "right",
        }
    }
}

/// Where a fire table is printed: which die and which side of its faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieTable {
    /// The table.
    pub table: FireTableId,
    /// The die that carries it.
    pub die: DieId,
    /// The figure on the face.
    pub side: DieSide,
}

/// Which die carries which fire table, for both readings (option `fire_dice_assignment`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FireDice {
    /// Where the default reading comes from.
    pub the_dice_source: Citation,
    /// Where the other reading comes from.
    pub appendix_summary_source: Citation,
    /// "The Dice" (default).
    pub the_dice: Vec<DieTable>,
    /// The appendix's summary box.
    pub appendix_summary: Vec<DieTable>,
    /// Where the tables' own headings are.
    #[serde(default = "super::compiled_table_headings_source")]
    pub table_headings_source: Citation,
    /// The tables' own headings (older saved rulesets lack it and take the compiled-in one).
    #[serde(default = "super::compiled_table_headings")]
    pub table_headings: Vec<DieTable>,
}

impl FireDice {
    /// The list for a reading.
    pub fn list(&self, reading: FireDiceAssignment) -> &[DieTable] {
        match reading {
            FireDiceAssignment::TheDiceSection => &self.the_dice,
            FireDiceAssignment::AppendixSummary => &self.appendix_summary,
            FireDiceAssignment::TableHeadings => &self.table_headings,
        }
    }

    /// Where a reading comes from.
    pub fn source(&self, reading: FireDiceAssignment) -> &Citation {
        match reading {
            FireDiceAssignment::TheDiceSection => &self.the_dice_source,
            FireDiceAssignment::AppendixSummary => &self.appendix_summary_source,
            FireDiceAssignment::TableHeadings => &self.table_headings_source,
        }
    }

    pub(super) fn validate(&self) -> Result<()> {
        for (name, list) in [
            ("the_dice", &self.the_dice),
            ("appendix_summary", &self.appendix_summary),
            ("table_headings", &self.table_headings),
        ] {
            for &id in FireTableId::ALL {
                if list.iter().filter(|d| d.table == id).count() != 1 {
                    return Err(bad(format!(
                        "fire_dice.{name}: the {} table must be on exactly one die",
                        id.label()
                    )));
                }
            }
            if list.len() != FireTableId::ALL.len() {
                return Err(bad(format!("fire_dice.{name}: lists a table twice")));
            }
        }
        Ok(())
    }
}
