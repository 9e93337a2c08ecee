//! The ruleset section: loss points and men, exchange thresholds and casualty pins (reference §4).

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::options::{
    InfantryPointsValue, RuleOptions, TwoRankExchange,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A formation with its own track on the casualty record sheet (reference §4).
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
pub enum Formation {
    /// Close-order infantry in three ranks.
    ThreeRank,
    /// Close-order infantry in two ranks (its third rank out as skirmishers).
    TwoRank,
    /// Line skirmishers.
    LineSkirmishers,
    /// Rifle skirmishers.
    RifleSkirmishers,
    /// Heavy cavalry.
    HeavyCavalry,
    /// Light cavalry.
    LightCavalry,
    /// Foot artillery.
    FootArtillery,
    /// Horse artillery.
    HorseArtillery,
}

impl Formation {
    /// All formations in the record sheet's order.
    pub const ALL: &'static [Formation] = <Formation as strum::VariantArray>::VARIANTS;

    /// The stable id, as in the ruleset file.
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The formation described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            Formation::ThreeRank => "Close-order infantry in three ranks",
            Formation::TwoRank => "Close-order infantry in two ranks (skirmishers out)",
            Formation::LineSkirmishers => "Line skirmishers",
            Formation::RifleSkirmishers => "Rifle skirmishers",
            Formation::HeavyCavalry => "Heavy cavalry",
            Formation::LightCavalry => "Light cavalry",
            Formation::FootArtillery => "Foot artillery",
            Formation::HorseArtillery => "Horse artillery",
        }
    }

    /// The track in a few words, for journals and messages ("infantry in three ranks").
    pub fn words(self) -> &'static str {
        match self {
            Formation::ThreeRank => "infantry in three ranks",
            Formation::TwoRank => "infantry in two ranks",
            Formation::LineSkirmishers => "line skirmishers",
            Formation::RifleSkirmishers => "rifle skirmishers",
            Formation::HeavyCavalry => "heavy cavalry",
            Formation::LightCavalry => "light cavalry",
            Formation::FootArtillery => "foot artillery",
            Formation::HorseArtillery => "horse artillery",
        }
    }

    /// The formation with this id.
    pub fn from_id(id: &str) -> Result<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|f| f.id() == id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "formation",
                value: id.to_string(),
                allowed: Self::ALL
                    .iter()
                    .map(|f| f.id())
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }

    /// Whether this is close-order infantry in ranks (whose points value is an option).
    pub fn is_infantry_in_ranks(self) -> bool {
        matches!(self, Formation::ThreeRank | Formation::TwoRank)
    }

    /// Whether this is artillery (counted in guns).
    pub fn is_artillery(self) -> bool {
        matches!(self, Formation::FootArtillery | Formation::HorseArtillery)
    }
}

impl fmt::Display for Formation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// `points` loss points are `count` men (riders, guns).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct PointsRate {
    /// Loss points.
    pub points: f64,
    /// Men, riders or guns they stand for.
    pub count: f64,
}

impl fmt::Display for PointsRate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} points = {}", self.points, self.count)
    }
}

/// What happens when a formation's track completes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExchangeKind {
    /// A half-battalion block of the unit hit hardest is exchanged for the ⅚ exchange piece.
    HalfBattalionBlock,
    /// A block of the skirmishers' parent unit is exchanged for the ⅚ exchange piece.
    ParentBlock,
    /// One squadron is removed.
    SquadronRemoved,
    /// One gun is lost: a half-battery block becomes a 2-gun block.
    GunLost,
}

impl ExchangeKind {
    /// What the umpire does, in words.
    pub fn describe(self) -> &'static str {
        match self {
            ExchangeKind::HalfBattalionBlock => {
                "exchange a half-battalion block of the unit that took most of the hits for the ⅚ exchange piece"
            }
            ExchangeKind::ParentBlock => {
                "exchange a half-battalion block of the skirmishers' parent unit for the ⅚ exchange piece"
            }
            ExchangeKind::SquadronRemoved => "remove one squadron",
            ExchangeKind::GunLost => "one gun is lost: a half-battery block becomes a 2-gun block",
        }
    }
}

/// How a formation's track counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PinTrack {
    /// In men (riders), boxes of `box_men`, with the d6 remainder throw.
    Men,
    /// In loss points, exactly (artillery).
    Points,
    /// In loss points, boxes of `sheet_step_points`, with the d6 remainder throw: the record
    /// sheet's own track (L4678). Never read from the tables: the two-rank track counts so
    /// under option `two_rank_exchange = sheet_50`, whose 50 points are no whole number of
    /// 5-man boxes (reference §4).
    SheetPoints,
}

/// Points, men and exchange of one formation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FormationLosses {
    /// Which formation.
    pub formation: Formation,
    /// In words.
    pub name: String,
    /// What it counts: "men", "riders" or "guns".
    pub counts: String,
    /// Points to men (Section 3 — Firepower).
    pub rate: PointsRate,
    /// The close-combat table box's rate (option `infantry_points_value`).
    #[serde(default)]
    pub combat_box_rate: Option<PointsRate>,
    /// Points that complete the track.
    pub exchange_points: f64,
    /// The record sheet's figure (option `two_rank_exchange`).
    #[serde(default)]
    pub sheet_exchange_points: Option<f64>,
    /// What happens when the track completes.
    pub exchange: ExchangeKind,
    /// How the track counts.
    pub track: PinTrack,
    /// Where the figures come from.
    pub source: Citation,
}

/// The ruleset section: loss points and men, exchange thresholds and casualty pins (reference §4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CasualtyRules {
    /// Where the section comes from.
    pub source: Citation,
    /// Men per box of a men track.
    pub box_men: f64,
    /// Where the box size and the remainder throw come from.
    pub box_source: Citation,
    /// Loss points per box of the record sheet's points track (L4678).
    #[serde(default = "sheet_step_points")]
    pub sheet_step_points: f64,
    /// Where the sheet's step comes from.
    #[serde(default = "sheet_step_source")]
    pub sheet_step_source: Citation,
    /// Men in a half battalion.
    pub half_battalion_men: f64,
    /// Where the half battalion's strength comes from.
    pub half_battalion_source: Citation,
    /// Share of its strength at which a half battalion is removed.
    pub removal_share: f64,
    /// Where the removal rule comes from.
    pub removal_source: Citation,
    /// A battery with this many guns or fewer left is removed.
    pub battery_removed_at_guns: f64,
    /// Where the battery rule comes from.
    pub battery_source: Citation,
    /// Remarks for the umpire.
    pub notes: Vec<String>,
    /// One entry per formation.
    #[serde(rename = "formation")]
    pub formations: Vec<FormationLosses>,
}

/// The record sheet's step, for rulesets saved before it was a table entry ("steps of five",
/// L4678).
fn sheet_step_points() -> f64 {
    5.0
}

/// Where the sheet's step comes from, for rulesets saved before it was a table entry.
fn sheet_step_source() -> Citation {
    Citation::new("Casualty Record Sheet, instructions below the tracks, L4678; reference §4")
}

impl CasualtyRules {
    /// How `formation`'s track counts under the chosen readings: the tables' own way, or the
    /// record sheet's points track for two ranks under `two_rank_exchange = sheet_50`
    /// (reference §4).
    pub fn track(&self, formation: Formation, options: &RuleOptions) -> Result<PinTrack> {
        let entry = self.formation(formation)?;
        Ok(
            if options.two_rank_exchange == TwoRankExchange::CasualtySheet
                && entry.sheet_exchange_points.is_some()
            {
                PinTrack::SheetPoints
            } else {
                entry.track
            },
        )
    }

    /// The entry of one formation.
    pub fn formation(&self, formation: Formation) -> Result<&FormationLosses> {
        self.formations
            .iter()
            .find(|f| f.formation == formation)
            .ok_or_else(|| RulesError::missing("casualties", format!("formation {formation}")))
    }

    /// The points-to-men rate under the chosen readings, with where it comes from.
    pub fn rate(
        &self,
        formation: Formation,
        options: &RuleOptions,
    ) -> Result<(PointsRate, String)> {
        let entry = self.formation(formation)?;
        if formation.is_infantry_in_ranks()
            && options.infantry_points_value == InfantryPointsValue::CombatTableBox
        {
            let rate = entry.combat_box_rate.ok_or_else(|| {
                RulesError::missing(format!("casualties: {formation}"), "combat_box_rate")
            })?;
            return Ok((
                rate,
                "Appendix Three — close-combat table, points-value box (option infantry_points_value = combat_table_box); reference §4".into(),
            ));
        }
        Ok((entry.rate, entry.source.to_string()))
    }

    /// The points that complete the track under the chosen readings, with where it comes from.
    pub fn exchange_points(
        &self,
        formation: Formation,
        options: &RuleOptions,
    ) -> Result<(f64, String)> {
        let entry = self.formation(formation)?;
        if options.two_rank_exchange == TwoRankExchange::CasualtySheet
            && let Some(points) = entry.sheet_exchange_points
        {
            return Ok((
                points,
                "Casualty Record Sheet (option two_rank_exchange = sheet_50); reference §4".into(),
            ));
        }
        Ok((entry.exchange_points, entry.source.to_string()))
    }

    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> Result<()> {
        let bad = |m: String| Err(RulesError::bad_table("casualties", m));
        let positive = |x: f64| x.is_finite() && x > 0.0;
        if !(positive(self.sheet_step_points) && self.sheet_step_points <= 50.0) {
            return bad(format!(
                "sheet_step_points must be above 0 and at most 50, not {}",
                self.sheet_step_points
            ));
        }
        if !positive(self.box_men) {
            return bad(format!(
                "box_men must be a positive number, not {}",
                self.box_men
            ));
        }
        if !positive(self.half_battalion_men) {
            return bad("half_battalion_men must be a positive number".into());
        }
        if !(self.removal_share.is_finite()
            && self.removal_share > 0.0
            && self.removal_share <= 1.0)
        {
            return bad("removal_share must be above 0 and at most 1".into());
        }
        if !(self.battery_removed_at_guns.is_finite() && self.battery_removed_at_guns >= 0.0) {
            return bad("battery_removed_at_guns must be 0 or more".into());
        }
        for &formation in Formation::ALL {
            let n = self
                .formations
                .iter()
                .filter(|f| f.formation == formation)
                .count();
            if n != 1 {
                return bad(format!(
                    "formation {formation} must appear exactly once, not {n} times"
                ));
            }
        }
        for f in &self.formations {
            let rates = std::iter::once(f.rate).chain(f.combat_box_rate);
            for rate in rates {
                if !(positive(rate.points) && positive(rate.count)) {
                    return bad(format!("{}: rate {rate} must be positive", f.formation));
                }
            }
            let thresholds = std::iter::once(f.exchange_points).chain(f.sheet_exchange_points);
            for points in thresholds {
                if !positive(points) {
                    return bad(format!(
                        "{}: exchange after {points} points must be positive",
                        f.formation
                    ));
                }
            }
            if f.formation.is_infantry_in_ranks() && f.combat_box_rate.is_none() {
                return bad(format!(
                    "{}: needs combat_box_rate for option infantry_points_value",
                    f.formation
                ));
            }
            if f.track == PinTrack::SheetPoints {
                return bad(format!(
                    "{}: the sheet's points track comes only from option two_rank_exchange = sheet_50",
                    f.formation
                ));
            }
            let points_track = f.track == PinTrack::Points;
            if points_track != f.formation.is_artillery() {
                return bad(format!(
                    "{}: only artillery counts its track in points",
                    f.formation
                ));
            }
        }
        Ok(())
    }
}
