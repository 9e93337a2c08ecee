//! The record types of the fire section: bands, rows, tables, modifiers, checklists, dice.

use crate::citation::Citation;
use crate::dice::Face;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A refusal of the fire section's tables.
pub(super) fn bad(message: String) -> RulesError {
    RulesError::bad_table("fire", message)
}

/// A range band of a fire table (reference §2–§3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RangeBand {
    /// Artillery: small canister, point blank.
    SmallCanister,
    /// Artillery: large canister, low elevation.
    LargeCanister,
    /// Artillery: high elevation, ball.
    Elevation,
    /// Artillery: random (ricochet) shot.
    RandomShot,
    /// Small arms: up to 100 paces.
    #[serde(rename = "paces_0_100")]
    Paces0To100,
    /// Small arms: 100 to 200 paces.
    #[serde(rename = "paces_100_200")]
    Paces100To200,
    /// Small arms: 200 to 300 paces.
    #[serde(rename = "paces_200_300")]
    Paces200To300,
    /// Small arms: 300 to 400 paces.
    #[serde(rename = "paces_300_400")]
    Paces300To400,
    /// Rifles: up to 200 paces (reads the 100–200 row).
    #[serde(rename = "rifles_0_200")]
    Rifles0To200,
    /// Rifles: 200 to 400 paces (reads the 200–300 row).
    #[serde(rename = "rifles_200_400")]
    Rifles200To400,
}

impl RangeBand {
    /// The artillery bands, nearest first.
    pub const ARTILLERY: [RangeBand; 4] = [
        RangeBand::SmallCanister,
        RangeBand::LargeCanister,
        RangeBand::Elevation,
        RangeBand::RandomShot,
    ];
    /// The musketry bands (rows of the small-arms tables), nearest first.
    pub const MUSKETRY: [RangeBand; 4] = [
        RangeBand::Paces0To100,
        RangeBand::Paces100To200,
        RangeBand::Paces200To300,
        RangeBand::Paces300To400,
    ];
    /// The Rifles' own bands, nearest first.
    pub const RIFLES: [RangeBand; 2] = [RangeBand::Rifles0To200, RangeBand::Rifles200To400];

    /// The stable id, as in the ruleset file.
    pub fn id(self) -> &'static str {
        match self {
            RangeBand::SmallCanister => "small_canister",
            RangeBand::LargeCanister => "large_canister",
            RangeBand::Elevation => "elevation",
            RangeBand::RandomShot => "random_shot",
            RangeBand::Paces0To100 => "paces_0_100",
            RangeBand::Paces100To200 => "paces_100_200",
            RangeBand::Paces200To300 => "paces_200_300",
            RangeBand::Paces300To400 => "paces_300_400",
            RangeBand::Rifles0To200 => "rifles_0_200",
            RangeBand::Rifles200To400 => "rifles_200_400",
        }
    }

    /// The band in words.
    pub fn label(self) -> &'static str {
        match self {
            RangeBand::SmallCanister => "small canister (point blank)",
            RangeBand::LargeCanister => "large canister (low elevation)",
            RangeBand::Elevation => "high elevation (ball)",
            RangeBand::RandomShot => "random (ricochet) shot",
            RangeBand::Paces0To100 => "0–100 paces",
            RangeBand::Paces100To200 => "100–200 paces",
            RangeBand::Paces200To300 => "200–300 paces",
            RangeBand::Paces300To400 => "300–400 paces",
            RangeBand::Rifles0To200 => "Rifles 0–200 paces",
            RangeBand::Rifles200To400 => "Rifles 200–400 paces",
        }
    }

    /// What the gun fires in this band, for the cover modifiers; `None` for small arms.
    pub fn artillery_shot(self) -> Option<ShotKind> {
        match self {
            RangeBand::SmallCanister | RangeBand::LargeCanister => Some(ShotKind::Canister),
            RangeBand::Elevation => Some(ShotKind::SolidShot),
            RangeBand::RandomShot => Some(ShotKind::RandomShot),
            _ => None,
        }
    }
}

impl fmt::Display for RangeBand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// Good or bad effect. For skirmishers, good is fire from cover (rested) and bad is fire in
/// the open (Section 3 — Firepower).
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
pub enum FireEffect {
    /// Good effect (skirmishers: from cover).
    Good,
    /// Bad effect (skirmishers: in the open).
    Bad,
}

impl FireEffect {
    /// The stable id.
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// "Good effect" or "Bad effect".
    pub fn label(self) -> &'static str {
        match self {
            FireEffect::Good => "Good effect",
            FireEffect::Bad => "Bad effect",
        }
    }

    /// The effect described in one line, with what it means for skirmishers and Rifles, without
    /// a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            FireEffect::Good => "Good effect (skirmishers and Rifles: firing from cover)",
            FireEffect::Bad => "Bad effect (skirmishers and Rifles: in the open)",
        }
    }
}

/// What an artillery band fires, as the checklists and cover rules name it.
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
pub enum ShotKind {
    /// Small and large canister.
    Canister,
    /// Solid shot, ball at high elevation.
    SolidShot,
    /// Random (ricochet) shot, also ball.
    RandomShot,
}

impl ShotKind {
    /// All kinds in order.
    pub const ALL: &'static [ShotKind] = <ShotKind as strum::VariantArray>::VARIANTS;

    /// In words.
    pub fn label(self) -> &'static str {
        match self {
            ShotKind::Canister => "canister",
            ShotKind::SolidShot => "solid shot (elevation)",
            ShotKind::RandomShot => "random shot",
        }
    }
}

/// An exact fraction of the table figure (½, ⅓, 0), as the cover rules give them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Portion {
    /// Numerator.
    pub num: u32,
    /// Denominator, never 0.
    pub den: u32,
}

impl Portion {
    /// The portion as a factor (0 if the denominator is 0; `validate` refuses that).
    pub fn factor(self) -> f64 {
        if self.den == 0 {
            0.0
        } else {
            f64::from(self.num) / f64::from(self.den)
        }
    }

    /// `value` × num ÷ den, multiplying first so that thirds of whole figures stay exact
    /// (0 if the denominator is 0; `validate` refuses that).
    pub fn apply(self, value: f64) -> f64 {
        if self.den == 0 {
            0.0
        } else {
            value * f64::from(self.num) / f64::from(self.den)
        }
    }

    fn validate(self, name: &str) -> Result<()> {
        if self.den == 0 || self.num > self.den {
            return Err(bad(format!(
                "{name}: {self} is not a fraction between 0 and 1"
            )));
        }
        Ok(())
    }
}

impl fmt::Display for Portion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.num == 0 {
            f.write_str("0")
        } else if self.num == self.den {
            f.write_str("1")
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// The limits of one band in paces. A range equal to `to` belongs to this band.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct BandLimits {
    /// Which band.
    pub band: RangeBand,
    /// Where it starts (exclusive except for the first band, which starts at 0).
    pub from: f64,
    /// Where it ends (inclusive).
    pub to: f64,
    /// For Rifles: which skirmisher row the band reads.
    #[serde(default)]
    pub reads: Option<RangeBand>,
}

/// The range bands of every weapon (reference §2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FireRanges {
    /// Where the artillery ranges come from.
    pub source: Citation,
    /// Where the small-arms bands come from.
    pub small_arms_source: Citation,
    /// 6-pdr battery (and 9-pdr by default).
    pub six_pounder: Vec<BandLimits>,
    /// 12-pdr battery.
    pub twelve_pounder: Vec<BandLimits>,
    /// Half battalions and line skirmishers.
    pub musketry: Vec<BandLimits>,
    /// Rifles by the table's own column (option reading `rifles_bands = table_column`), each
    /// band naming the skirmisher row it reads.
    pub rifles: Vec<BandLimits>,
    /// Rifles by the rule (option reading `rifles_bands = section3_rule`): the musketry bands,
    /// each naming the row it reads. Older saved rulesets lack it and take the compiled-in one.
    #[serde(default = "super::compiled_rifles_rule")]
    pub rifles_rule: Vec<BandLimits>,
    /// Where the rule comes from.
    #[serde(default = "super::compiled_rifles_rule_source")]
    pub rifles_rule_source: Citation,
}

/// How a 9-pdr battery picks its column: a die for each fire (reference §2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NinePounderColumn {
    /// Where the rule comes from.
    pub source: Citation,
    /// Faces that send the fire to the 12-pdr column.
    pub twelve_pounder_faces: Vec<Face>,
    /// Faces that send the fire to the 6-pdr column.
    pub six_pounder_faces: Vec<Face>,
}

impl NinePounderColumn {
    /// Whether `face` sends the 9-pdr to the 12-pdr column (otherwise the 6-pdr one).
    pub fn reads_twelve_pounder(&self, face: Face) -> bool {
        self.twelve_pounder_faces.contains(&face)
    }

    pub(super) fn validate(&self) -> Result<()> {
        for face in Face::ALL {
            let twelve = self.twelve_pounder_faces.contains(&face);
            let six = self.six_pounder_faces.contains(&face);
            if twelve == six {
                return Err(bad(format!(
                    "nine_pounder: face {face} must pick exactly one column (12-pdr or 6-pdr)"
                )));
            }
        }
        Ok(())
    }
}

/// One row of a fire table: loss points for faces 1 to 6.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct FireRow {
    /// The band (the musketry band for small arms).
    pub band: RangeBand,
    /// Loss points by face, face 1 first.
    pub points: [f64; 6],
}

/// A weapon's table for good and bad effect (reference §3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FireTable {
    /// Where the table comes from.
    pub source: Citation,
    /// What firing unit the figures are for.
    pub unit: String,
    /// A remark about the table as printed.
    #[serde(default)]
    pub note: Option<String>,
    /// Good effect (skirmishers: from cover), nearest band first.
    pub good: Vec<FireRow>,
    /// Bad effect (skirmishers: in the open), nearest band first.
    pub bad: Vec<FireRow>,
}

/// How the tables scale with the firing unit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FireScaling {
    /// Where the rule comes from.
    pub source: Citation,
    /// Skirmish platoon blocks that the skirmisher table is written for.
    pub skirmish_platoons_per_table: f64,
}

/// Which arms a modifier may apply to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArmClass {
    /// Batteries only.
    Artillery,
    /// Half battalions, skirmishers and Rifles only.
    SmallArms,
    /// Every arm.
    All,
}

/// One named case of an increase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModifierCase {
    /// Stable id.
    pub id: String,
    /// When it applies.
    pub description: String,
}

/// A percentage increase with the cases that earn it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IncreaseRule {
    /// Where the rule comes from.
    pub source: Citation,
    /// The increase in percent.
    pub percent: f64,
    /// Which arms it applies to.
    pub applies_to: ArmClass,
    /// The rule in words.
    pub description: String,
    /// The named cases.
    pub cases: Vec<ModifierCase>,
}

/// The share of the table figure a covered target suffers, by kind of fire.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CoverRule {
    /// Where the rule comes from.
    pub source: Citation,
    /// The rule in words.
    pub description: String,
    /// Against musketry (half battalions, skirmishers, Rifles).
    pub musketry: Portion,
    /// Against canister; `None` where the draft gives no figure.
    #[serde(default)]
    pub canister: Option<Portion>,
    /// Against ball (elevation and random shot).
    pub ball: Portion,
    /// Against howitzer shells.
    pub howitzer: Portion,
    /// Against howitzer shells when the battery knows where the target is.
    #[serde(default)]
    pub howitzer_located: Option<Portion>,
}

/// Fire at night (Section 4 — Attacks by Night).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NightRule {
    /// Where the rule comes from.
    pub source: Citation,
    /// The rule in words.
    pub description: String,
    /// The die whose table small arms read at night.
    pub small_arms_die: DieId,
    /// The share of that figure they inflict.
    pub small_arms_factor: Portion,
    /// The longest artillery range at night, in paces.
    pub artillery_max_range: f64,
    /// The die whose table artillery reads at night.
    pub artillery_die: DieId,
}

/// The fire modifiers (reference §3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FireModifierRules {
    /// +25 % against columns, masses, howitzer shells, two lines, skirmishers near their line.
    pub dense_target: IncreaseRule,
    /// +25 % against a flank.
    pub flank: IncreaseRule,
    /// Targets defending cover.
    pub defended_cover: CoverRule,
    /// Targets only sheltering behind cover.
    pub sheltering_cover: CoverRule,
    /// Fire at night.
    pub night: NightRule,
}

impl FireModifierRules {
    pub(super) fn validate(&self) -> Result<()> {
        for (name, rule) in [("dense_target", &self.dense_target), ("flank", &self.flank)] {
            if !(rule.percent.is_finite() && rule.percent >= 0.0) {
                return Err(bad(format!("modifiers.{name}.percent must be 0 or more")));
            }
            if rule.cases.is_empty() {
                return Err(bad(format!("modifiers.{name} names no case")));
            }
        }
        for (name, rule) in [
            ("defended_cover", &self.defended_cover),
            ("sheltering_cover", &self.sheltering_cover),
        ] {
            rule.musketry
                .validate(&format!("modifiers.{name}.musketry"))?;
            rule.ball.validate(&format!("modifiers.{name}.ball"))?;
            rule.howitzer
                .validate(&format!("modifiers.{name}.howitzer"))?;
            if let Some(p) = rule.canister {
                p.validate(&format!("modifiers.{name}.canister"))?;
            }
            if let Some(p) = rule.howitzer_located {
                p.validate(&format!("modifiers.{name}.howitzer_located"))?;
            }
        }
        self.night
            .small_arms_factor
            .validate("modifiers.night.small_arms_factor")?;
        let range = self.night.artillery_max_range;
        if !(range.is_finite() && range > 0.0) {
            return Err(bad(format!(
                "modifiers.night.artillery_max_range must be a positive number of paces, not {range}"
            )));
        }
        Ok(())
    }
}

/// One checklist: what makes `shot` fire with `effect`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EffectCheck {
    /// The kind of shot.
    pub shot: ShotKind,
    /// Good or bad.
    pub effect: FireEffect,
    /// The conditions, in the workbench's words.
    pub checks: Vec<String>,
}

/// The two lists of good/bad effect conditions (option `artillery_effect_criteria`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EffectCriteria {
    /// Where the first list comes from.
    pub first_list_source: Citation,
    /// Where the second list comes from.
    pub second_list_source: Citation,
    /// The first list (slopes of 5° and 10°).
    pub first_list: Vec<EffectCheck>,
    /// The second list (slopes of 10° and 20°).
    pub second_list: Vec<EffectCheck>,
}

impl EffectCriteria {
    pub(super) fn validate(&self) -> Result<()> {
        for (name, list) in [
            ("first_list", &self.first_list),
            ("second_list", &self.second_list),
        ] {
            for &shot in ShotKind::ALL {
                for effect in [FireEffect::Good, FireEffect::Bad] {
                    let n = list
                        .iter()
                        .filter(|c| c.shot == shot && c.effect == effect)
                        .count();
                    if n != 1 {
                        return Err(bad(format!(
                            "effect_criteria.{name}: needs exactly one checklist for {} with {} effect",
                            shot.label(),
                            effect.id()
                        )));
                    }
                }
            }
        }
        Ok(())
    }
}
