//! The catalogue of formations, the chart row for each class of troops and gait, and the
//! skirmish distances, loaded from `formations.toml` (compiled in).

use super::formation_spec::FormationSpec;
use super::gait::Gait;
use super::movement_class::MovementClass;
use super::unit_kind::Arm;
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::Ruleset;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The chart row a class of troops moves by at one gait.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChartRowChoice {
    /// The class of troops.
    pub class: MovementClass,
    /// The gait.
    pub gait: Gait,
    /// The movement-chart row id (see [`crate::systems::reisswitz_1815::ruleset::CHART_ROW_IDS`]).
    pub row: String,
    /// Where the pairing comes from.
    pub source: Citation,
    /// How the workbench reads the chart here, where it had to choose.
    #[serde(default)]
    pub note: String,
}

/// Where skirmishers go and how fast (Representation of Units — Formations, Skirmishers).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkirmishRules {
    /// Paces ahead of the line the skirmish blocks may stand.
    pub distances: Vec<f64>,
    /// The frontage (ruleset `blocks.frontages` id) the skirmish blocks spread across.
    pub frontage: String,
    /// The chart row whose rate limit governs going out and coming in.
    pub row: String,
    /// Where the figures come from.
    pub source: Citation,
    /// How the workbench reads the draft here.
    #[serde(default)]
    pub note: String,
}

/// Every formation by id, the chart rows by class and gait, and the skirmish rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormationCatalogue {
    /// Where the catalogue comes from.
    pub source: Citation,
    /// The formations by id.
    pub formations: BTreeMap<String, FormationSpec>,
    /// The chart row for each class of troops and gait.
    pub chart_rows: Vec<ChartRowChoice>,
    /// Skirmish distances and rate.
    pub skirmish: SkirmishRules,
}

impl FormationCatalogue {
    /// The compiled-in catalogue for the British 1815 draft, checked against `rules`.
    pub fn reisswitz_1815(rules: &Ruleset) -> Result<Self> {
        let catalogue: FormationCatalogue = toml::from_str(include_str!(
            "../../../../rules/reisswitz_1815/formations.toml"
        ))
        .map_err(|e| RulesError::BadRulesetFile {
            file: "formations.toml".into(),
            reason: e.to_string(),
        })?;
        catalogue.validate(rules)?;
        Ok(catalogue)
    }

    /// Checks every formation's figures, that each chart row named exists in `rules`, that no
    /// class and gait is paired twice, and the skirmish figures.
    pub fn validate(&self, rules: &Ruleset) -> Result<()> {
        for (id, spec) in &self.formations {
            spec.validate(id)?;
        }
        let mut seen = BTreeMap::new();
        for choice in &self.chart_rows {
            rules.movement.row(&choice.row)?;
            if seen.insert((choice.class, choice.gait), ()).is_some() {
                return Err(RulesError::Duplicate {
                    table: "formations' chart rows".into(),
                    id: format!("{} at {}", choice.class, choice.gait),
                });
            }
        }
        let s = &self.skirmish;
        if s.distances.is_empty()
            || s.distances
                .iter()
                .any(|d| !d.is_finite() || *d <= 0.0 || *d > 10_000.0)
        {
            return Err(RulesError::bad_table(
                "formations",
                "skirmish distances must be between 0 and 10,000 paces",
            ));
        }
        rules.blocks.frontage(&s.frontage)?;
        rules.movement.row(&s.row)?;
        Ok(())
    }

    /// The formation with this id.
    pub fn formation(&self, id: &str) -> Result<&FormationSpec> {
        self.formations
            .get(id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "formation",
                value: id.to_string(),
                allowed: self
                    .formations
                    .keys()
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }

    /// The ids of the formations an arm may take, sorted.
    pub fn formations_for(&self, arm: Arm) -> Vec<&str> {
        self.formations
            .iter()
            .filter(|(_, f)| f.arm == arm)
            .map(|(id, _)| id.as_str())
            .collect()
    }

    /// The chart row `class` moves by at `gait`; refuses a gait the class has no row for,
    /// naming the gaits it has.
    pub fn chart_row(&self, class: MovementClass, gait: Gait) -> Result<&ChartRowChoice> {
        self.chart_rows
            .iter()
            .find(|c| c.class == class && c.gait == gait)
            .ok_or_else(|| {
                let mut gaits: Vec<&str> = self
                    .chart_rows
                    .iter()
                    .filter(|c| c.class == class)
                    .map(|c| c.gait.id())
                    .collect();
                gaits.sort_unstable();
                RulesError::UnknownName {
                    what: "gait for this class of troops",
                    value: format!("{gait} ({class})"),
                    allowed: gaits.join(", "),
                }
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_in_catalogue_loads_and_names_every_class() {
        let rules = Ruleset::reisswitz_1815();
        let rules = rules.as_ref().map_err(ToString::to_string);
        let catalogue =
            rules.and_then(|r| FormationCatalogue::reisswitz_1815(r).map_err(|e| e.to_string()));
        assert!(catalogue.is_ok(), "{catalogue:?}");
        let Ok(catalogue) = catalogue else { return };
        for class in [
            MovementClass::Infantry,
            MovementClass::HeavyCavalry,
            MovementClass::LightCavalry,
            MovementClass::FootBattery12,
            MovementClass::FootBatteryLight,
            MovementClass::HorseArtillery,
            MovementClass::Train,
            MovementClass::InfantryPatrol,
            MovementClass::CavalryPatrol,
        ] {
            let gaits = catalogue
                .chart_rows
                .iter()
                .filter(|c| c.class == class)
                .count();
            assert!(gaits > 0, "{class} has a chart row");
            let text = serde_json::to_string(&class).unwrap_or_default();
            assert_eq!(text, format!("\"{}\"", class.id()));
        }
    }
}
