//! The ruleset section: artillery ranges, fire tables and fire modifiers (reference §2–§3).
//!
//! The data lives in `rules/reisswitz_1815/fire.toml`; the smaller record types it is built
//! from are in the `parts` submodule (re-exported here).

mod dice_parts;
mod parts;

pub use dice_parts::*;
pub use parts::*;

use crate::citation::Citation;
use crate::dice::Face;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::options::{
    ArtilleryEffectCriteria, FireDiceAssignment,
};
use serde::{Deserialize, Serialize};

/// The ruleset section: artillery ranges, fire tables and fire modifiers (reference §2–§3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FireRules {
    /// Where the section comes from.
    pub source: Citation,
    /// Range bands of every weapon (reference §2).
    pub ranges: FireRanges,
    /// How a 9-pdr battery picks its fire column (reference §2).
    pub nine_pounder: NinePounderColumn,
    /// The 6-pdr battery table (reference §3).
    pub six_pounder: FireTable,
    /// The 12-pdr battery table (reference §3).
    pub twelve_pounder: FireTable,
    /// The infantry half-battalion table (reference §3).
    pub half_battalion: FireTable,
    /// The skirmisher table; `good` is fire from cover, `bad` in the open (reference §3).
    pub skirmishers: FireTable,
    /// How the tables scale with the size of the firing unit.
    pub scaling: FireScaling,
    /// The fire modifiers (reference §3).
    pub modifiers: FireModifierRules,
    /// Good/bad effect checklists for artillery (reference §3).
    pub effect_criteria: EffectCriteria,
    /// Which die carries which table (reference §5).
    pub fire_dice: FireDice,
}

impl FireRules {
    /// The rows of one fire table, nearest band first.
    pub fn table(&self, id: FireTableId) -> &[FireRow] {
        match id {
            FireTableId::SixPounderGood => &self.six_pounder.good,
            FireTableId::SixPounderBad => &self.six_pounder.bad,
            FireTableId::TwelvePounderGood => &self.twelve_pounder.good,
            FireTableId::TwelvePounderBad => &self.twelve_pounder.bad,
            FireTableId::HalfBattalionGood => &self.half_battalion.good,
            FireTableId::HalfBattalionBad => &self.half_battalion.bad,
            FireTableId::SkirmishersCover => &self.skirmishers.good,
            FireTableId::SkirmishersOpen => &self.skirmishers.bad,
        }
    }

    /// The table record (source, unit, note) that holds table `id`.
    pub fn table_record(&self, id: FireTableId) -> &FireTable {
        match id {
            FireTableId::SixPounderGood | FireTableId::SixPounderBad => &self.six_pounder,
            FireTableId::TwelvePounderGood | FireTableId::TwelvePounderBad => &self.twelve_pounder,
            FireTableId::HalfBattalionGood | FireTableId::HalfBattalionBad => &self.half_battalion,
            FireTableId::SkirmishersCover | FireTableId::SkirmishersOpen => &self.skirmishers,
        }
    }

    /// The row of table `id` for `band`.
    pub fn row(&self, id: FireTableId, band: RangeBand) -> Result<&FireRow> {
        self.table(id)
            .iter()
            .find(|r| r.band == band)
            .ok_or_else(|| RulesError::NotInTable(format!("{} at {}", id.label(), band.label())))
    }

    /// The points of table `id`, band `band`, die face `face`.
    pub fn points(&self, id: FireTableId, band: RangeBand, face: Face) -> Result<f64> {
        Ok(self.row(id, band)?.points[face.index()])
    }

    /// The die (and side of its faces) that carries table `id` under the chosen reading.
    pub fn die_for(&self, id: FireTableId, reading: FireDiceAssignment) -> Result<DieTable> {
        self.fire_dice
            .list(reading)
            .iter()
            .find(|d| d.table == id)
            .copied()
            .ok_or_else(|| {
                RulesError::missing("fire", format!("die carrying the {} table", id.label()))
            })
    }

    /// The good/bad effect checklists for artillery under the chosen reading, with their source.
    pub fn criteria(&self, reading: ArtilleryEffectCriteria) -> (&[EffectCheck], &Citation) {
        match reading {
            ArtilleryEffectCriteria::FirstList => (
                &self.effect_criteria.first_list,
                &self.effect_criteria.first_list_source,
            ),
            ArtilleryEffectCriteria::SecondList => (
                &self.effect_criteria.second_list,
                &self.effect_criteria.second_list_source,
            ),
        }
    }

    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> Result<()> {
        let artillery = RangeBand::ARTILLERY;
        let musketry = RangeBand::MUSKETRY;
        check_bands("ranges.six_pounder", &self.ranges.six_pounder, &artillery)?;
        check_bands(
            "ranges.twelve_pounder",
            &self.ranges.twelve_pounder,
            &artillery,
        )?;
        check_bands("ranges.musketry", &self.ranges.musketry, &musketry)?;
        check_bands("ranges.rifles", &self.ranges.rifles, &RangeBand::RIFLES)?;
        check_bands("ranges.rifles_rule", &self.ranges.rifles_rule, &musketry)?;
        for limits in self.ranges.rifles.iter().chain(&self.ranges.rifles_rule) {
            match limits.reads {
                Some(row) if musketry.contains(&row) => {}
                _ => {
                    return Err(bad(format!(
                        "ranges.rifles / rifles_rule: band {} must read one of the musketry rows",
                        limits.band.id()
                    )));
                }
            }
        }
        self.nine_pounder.validate()?;
        for (name, table, bands) in [
            ("six_pounder", &self.six_pounder, &artillery),
            ("twelve_pounder", &self.twelve_pounder, &artillery),
            ("half_battalion", &self.half_battalion, &musketry),
            ("skirmishers", &self.skirmishers, &musketry),
        ] {
            check_rows(&format!("{name}.good"), &table.good, bands)?;
            check_rows(&format!("{name}.bad"), &table.bad, bands)?;
        }
        let per_table = self.scaling.skirmish_platoons_per_table;
        if !(per_table.is_finite() && per_table > 0.0) {
            return Err(bad(format!(
                "scaling.skirmish_platoons_per_table must be a positive number, not {per_table}"
            )));
        }
        self.modifiers.validate()?;
        self.effect_criteria.validate()?;
        self.fire_dice.validate()?;
        Ok(())
    }
}

fn bad(message: String) -> RulesError {
    RulesError::bad_table("fire", message)
}

/// Bands in the expected order, starting at 0 and each starting where the last ended.
fn check_bands(name: &str, list: &[BandLimits], expected: &[RangeBand]) -> Result<()> {
    let bands: Vec<RangeBand> = list.iter().map(|b| b.band).collect();
    if bands != expected {
        return Err(bad(format!(
            "{name}: bands must be {} in that order",
            expected
                .iter()
                .map(|b| b.id())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    let mut start = 0.0;
    for b in list {
        let ok = b.from.is_finite() && b.to.is_finite() && b.from == start && b.to > b.from;
        if !ok {
            return Err(bad(format!(
                "{name}: band {} runs {}–{}; bands must be contiguous from 0 and increasing",
                b.band.id(),
                b.from,
                b.to
            )));
        }
        start = b.to;
    }
    Ok(())
}

/// Rows for exactly the expected bands, in order, with finite non-negative points.
fn check_rows(name: &str, rows: &[FireRow], expected: &[RangeBand]) -> Result<()> {
    let bands: Vec<RangeBand> = rows.iter().map(|r| r.band).collect();
    if bands != expected {
        return Err(bad(format!(
            "{name}: rows must be {} in that order",
            expected
                .iter()
                .map(|b| b.id())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    for r in rows {
        if let Some(p) = r.points.iter().find(|p| !(p.is_finite() && **p >= 0.0)) {
            return Err(bad(format!(
                "{name}: row {} has {p}; points must be finite and 0 or more",
                r.band.id()
            )));
        }
    }
    Ok(())
}

/// The compiled-in fire section, for entries that rulesets saved by older workbenches lack.
fn compiled_in() -> Option<FireRules> {
    toml::from_str(include_str!("../../../../rules/reisswitz_1815/fire.toml")).ok()
}

/// The compiled-in Rifles bands by the rule (`fire.toml`, `ranges.rifles_rule`).
pub(super) fn compiled_rifles_rule() -> Vec<BandLimits> {
    compiled_in()
        .map(|f| f.ranges.rifles_rule)
        .unwrap_or_default()
}

/// Where the compiled-in Rifles rule comes from.
pub(super) fn compiled_rifles_rule_source() -> Citation {
    compiled_in()
        .map(|f| f.ranges.rifles_rule_source)
        .unwrap_or_else(|| Citation::new("Section 3 — Firepower (L744); reference §3"))
}

/// The compiled-in dice of the tables' own headings (`fire.toml`, `fire_dice.table_headings`).
pub(super) fn compiled_table_headings() -> Vec<DieTable> {
    compiled_in()
        .map(|f| f.fire_dice.table_headings)
        .unwrap_or_default()
}

/// Where the compiled-in table headings are.
pub(super) fn compiled_table_headings_source() -> Citation {
    compiled_in()
        .map(|f| f.fire_dice.table_headings_source)
        .unwrap_or_else(|| {
            Citation::new("Appendix Three — Firing Table – Small Arms headings; reference §5")
        })
}
