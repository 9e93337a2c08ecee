//! The circumstances that change a fire figure (reference §3, "Fire modifiers").

use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::{ArmClass, FireRules};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A circumstance of a fire that changes the table figure (Section 3 — Firepower; Section 4 —
/// Attacks by Night). The figures live in [`FireRules::modifiers`].
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
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum FireModifier {
    /// +25 %: cannon fire against a column of two or more battalions, squadrons or batteries.
    ColumnOrMass,
    /// +25 %: howitzer shells (and the howitzer figures of the cover rules).
    HowitzerShells,
    /// +25 %: the target stands in two or more lines inside the same range band.
    TwoLines,
    /// +25 %: target skirmishers within 100 paces of their supporting line.
    SkirmishersNearLine,
    /// +25 %: fire against a flank.
    Flank,
    /// The target defends a woods edge, village, wall, embankment or ditch.
    DefendedCover,
    /// The target only shelters behind woods 200 paces deep, villages, towns, high embankments.
    ShelteringCover,
    /// As [`FireModifier::ShelteringCover`], and the battery knows where the target is.
    ShelteringCoverLocated,
    /// Fire at night.
    Night,
}

impl FireModifier {
    /// All modifiers in order.
    pub const ALL: &'static [FireModifier] = <FireModifier as strum::VariantArray>::VARIANTS;

    /// The stable id (snake case).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The modifier with this id (snake or kebab case).
    pub fn from_id(id: &str) -> Result<Self> {
        let id = id.trim().replace('-', "_");
        Self::ALL
            .iter()
            .copied()
            .find(|m| m.id() == id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "fire modifier",
                value: id.clone(),
                allowed: crate::named::ids::<Self>().join(", "),
            })
    }

    /// The modifier described in one line, without a closing full stop (command-line help;
    /// [`FireModifier::describe`] gives the ruleset's own words).
    pub fn description(self) -> &'static str {
        match self {
            FireModifier::ColumnOrMass => {
                "+25 %: cannon fire at a column of two or more battalions, squadrons or batteries"
            }
            FireModifier::HowitzerShells => "+25 %: howitzer shells",
            FireModifier::TwoLines => "+25 %: target in two or more lines inside the same band",
            FireModifier::SkirmishersNearLine => {
                "+25 %: target skirmishers within 100 paces of their supporting line"
            }
            FireModifier::Flank => "+25 %: fire against a flank",
            FireModifier::DefendedCover => {
                "Target defends a woods edge, village, wall, embankment or ditch"
            }
            FireModifier::ShelteringCover => {
                "Target only shelters behind woods 200 paces deep, villages, towns, high embankments"
            }
            FireModifier::ShelteringCoverLocated => {
                "As sheltering-cover, and the battery knows where the target is"
            }
            FireModifier::Night => "Fire at night",
        }
    }

    /// Whether this is one of the +25 % cases counted once together ("any of the following").
    pub fn is_dense_target(self) -> bool {
        matches!(
            self,
            FireModifier::ColumnOrMass
                | FireModifier::HowitzerShells
                | FireModifier::TwoLines
                | FireModifier::SkirmishersNearLine
        )
    }

    /// Which arms the modifier applies to, as the ruleset says.
    pub fn applies_to(self, fire: &FireRules) -> ArmClass {
        match self {
            m if m.is_dense_target() => fire.modifiers.dense_target.applies_to,
            FireModifier::Flank => fire.modifiers.flank.applies_to,
            _ => ArmClass::All,
        }
    }

    /// The modifier in words, from the ruleset.
    pub fn describe(self, fire: &FireRules) -> String {
        let m = &fire.modifiers;
        let case = |list: &[crate::systems::reisswitz_1815::ruleset::ModifierCase]| {
            list.iter()
                .find(|c| c.id == self.id())
                .map(|c| c.description.clone())
        };
        let text = match self {
            x if x.is_dense_target() => case(&m.dense_target.cases),
            FireModifier::Flank => case(&m.flank.cases),
            FireModifier::DefendedCover => Some(m.defended_cover.description.clone()),
            FireModifier::ShelteringCover => Some(m.sheltering_cover.description.clone()),
            FireModifier::ShelteringCoverLocated => Some(format!(
                "{} The battery knows where the target is.",
                m.sheltering_cover.description
            )),
            _ => Some(m.night.description.clone()),
        };
        text.unwrap_or_else(|| self.id().replace('_', " "))
    }
}

impl fmt::Display for FireModifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
