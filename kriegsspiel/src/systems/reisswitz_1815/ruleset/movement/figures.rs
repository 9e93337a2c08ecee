//! The movement figures around the chart: formation changes, guns, patrols, messengers, long
//! marches, column lengths, critical distances, second lines, retreats and pursuit
//! (Section 2 — Movement; Section 4 — Retreats & Pursuits; Appendix Three; reference §1).

use super::{MAX_CHART_PACES, check_positive};
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::{CavalrySecondLine, GunPreparation};
use serde::{Deserialize, Serialize};

/// A generous ceiling for distances in this section (paces), to refuse typing slips.
const MAX_PACES: f64 = 1_000_000.0;
/// A generous ceiling for times in this section (minutes).
const MAX_MINUTES: f64 = 10_000.0;

/// Rates while close-order troops re-form by wheeling or marching
/// (Section 2 — Movement, "Altering Formation").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AlteringFormation {
    /// Infantry, paces per turn.
    pub infantry_paces: f64,
    /// Foot artillery, paces per turn.
    pub foot_artillery_paces: f64,
    /// Horse artillery: no figure, the gait (trot or gallop) decides.
    pub horse_artillery: String,
    /// Cavalry: no figure, the gait (trot or gallop) decides.
    pub cavalry: String,
    /// Where the figures come from.
    pub source: Citation,
}

impl AlteringFormation {
    pub(super) fn validate(&self) -> Result<()> {
        check_positive(
            "altering formation, infantry",
            self.infantry_paces,
            MAX_CHART_PACES,
        )?;
        check_positive(
            "altering formation, foot artillery",
            self.foot_artillery_paces,
            MAX_CHART_PACES,
        )
    }
}

/// Limbering, preparing guns from a march column, resupply and ammunition
/// (Section 2 — Movement; Appendix Three — Movement Chart notes and Rate of Fire).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArtilleryHandling {
    /// Minutes to limber or unlimber (one turn).
    pub limber_unlimber_minutes: f64,
    /// Minutes to prepare guns battened down in a march column, by Section 2 (on top of
    /// unlimbering).
    pub march_column_preparation_minutes_section2: f64,
    /// Minutes to prepare guns for action, by the chart's note.
    pub march_column_preparation_minutes_chart_note: f64,
    /// Minutes to resupply a battery or half battery.
    pub resupply_minutes: f64,
    /// Turns a battery can fire before it must be resupplied from its wagon.
    pub turns_of_fire_before_resupply: u32,
    /// Where the limbering time comes from.
    pub limber_source: Citation,
    /// Where the Section 2 preparation time comes from.
    pub preparation_source_section2: Citation,
    /// Where the chart note's preparation time comes from.
    pub preparation_source_chart_note: Citation,
    /// Where the resupply time comes from.
    pub resupply_source: Citation,
    /// Where the ammunition figure comes from.
    pub ammunition_source: Citation,
}

/// The time for guns in a strategic march column to come into action, by the chosen reading.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GunPreparationTime {
    /// The reading used.
    pub reading: GunPreparation,
    /// Minutes to prepare the guns.
    pub preparation_minutes: f64,
    /// Minutes to unlimber.
    pub unlimber_minutes: f64,
    /// Preparation plus unlimbering, minutes.
    pub total_minutes: f64,
    /// Where the preparation time comes from.
    pub source: Citation,
}

impl ArtilleryHandling {
    /// The time guns in a march column need to come into action, by the `gun_preparation`
    /// option.
    ///
    /// Section 2 gives 4 minutes of preparation on top of the 2 minutes to unlimber. The chart's
    /// note gives 8 minutes to prepare and, as a separate note, 2 minutes to unlimber; the
    /// workbench reads the 8 as replacing the 4 and still adds the unlimbering.
    pub fn gun_preparation(&self, reading: GunPreparation) -> GunPreparationTime {
        let (preparation_minutes, source) = match reading {
            GunPreparation::Section2 => (
                self.march_column_preparation_minutes_section2,
                self.preparation_source_section2.clone(),
            ),
            GunPreparation::ChartNote => (
                self.march_column_preparation_minutes_chart_note,
                self.preparation_source_chart_note.clone(),
            ),
        };
        GunPreparationTime {
            reading,
            preparation_minutes,
            unlimber_minutes: self.limber_unlimber_minutes,
            total_minutes: preparation_minutes + self.limber_unlimber_minutes,
            source,
        }
    }

    pub(super) fn validate(&self) -> Result<()> {
        check_positive(
            "limber/unlimber minutes",
            self.limber_unlimber_minutes,
            MAX_MINUTES,
        )?;
        check_positive(
            "gun preparation minutes (Section 2)",
            self.march_column_preparation_minutes_section2,
            MAX_MINUTES,
        )?;
        check_positive(
            "gun preparation minutes (chart note)",
            self.march_column_preparation_minutes_chart_note,
            MAX_MINUTES,
        )?;
        check_positive("resupply minutes", self.resupply_minutes, MAX_MINUTES)?;
        check_positive(
            "turns of fire before resupply",
            f64::from(self.turns_of_fire_before_resupply),
            MAX_MINUTES,
        )
    }
}

/// Rates of reconnaissance patrols unless the ground is completely open
/// (Section 2 — Movement, "Reconnaissance Patrols").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reconnaissance {
    /// Infantry patrols, paces per turn.
    pub infantry_patrol_paces: f64,
    /// Cavalry patrols, paces per turn.
    pub cavalry_patrol_paces: f64,
    /// When the chart's rates apply instead.
    pub note: String,
    /// Where the figures come from.
    pub source: Citation,
}

impl Reconnaissance {
    pub(super) fn validate(&self) -> Result<()> {
        check_positive(
            "infantry patrol rate",
            self.infantry_patrol_paces,
            MAX_CHART_PACES,
        )?;
        check_positive(
            "cavalry patrol rate",
            self.cavalry_patrol_paces,
            MAX_CHART_PACES,
        )
    }
}

/// Messengers' riding rates (Section 2 — Movement, "Messengers"), and the chart rows that
/// refine them by ground.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MessengerRates {
    /// The longest trip ridden at the gallop, paces.
    pub short_trip_max_paces: f64,
    /// Paces per turn on a trip of at most `short_trip_max_paces`.
    pub short_trip_paces: f64,
    /// Paces per turn on a longer trip, from the outset.
    pub long_trip_paces: f64,
    /// The chart row for short trips on other ground.
    pub short_row: String,
    /// The chart row for long trips on other ground.
    pub long_row: String,
    /// Where the figures come from.
    pub source: Citation,
}

impl MessengerRates {
    pub(super) fn validate(&self) -> Result<()> {
        check_positive(
            "messenger short-trip limit",
            self.short_trip_max_paces,
            MAX_PACES,
        )?;
        check_positive(
            "messenger short-trip rate",
            self.short_trip_paces,
            MAX_CHART_PACES,
        )?;
        check_positive(
            "messenger long-trip rate",
            self.long_trip_paces,
            MAX_CHART_PACES,
        )
    }
}

/// Long marches by the hour and the day (Appendix Three — Long Marches).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LongMarches {
    /// Infantry, miles per hour.
    pub infantry_miles_per_hour: f64,
    /// Infantry, miles per day.
    pub infantry_miles_per_day: f64,
    /// Cavalry at the walk and trot, miles per hour.
    pub cavalry_miles_per_hour: f64,
    /// Cavalry at the walk and trot, miles per day.
    pub cavalry_miles_per_day: f64,
    /// Minutes of rest infantry takes each hour.
    pub infantry_rest_minutes_per_hour: f64,
    /// A forced march, fewest miles.
    pub forced_march_min_miles: f64,
    /// A forced march, most miles.
    pub forced_march_max_miles: f64,
    /// Where the figures come from.
    pub source: Citation,
}

impl LongMarches {
    pub(super) fn validate(&self) -> Result<()> {
        for (what, v) in [
            ("infantry miles per hour", self.infantry_miles_per_hour),
            ("infantry miles per day", self.infantry_miles_per_day),
            ("cavalry miles per hour", self.cavalry_miles_per_hour),
            ("cavalry miles per day", self.cavalry_miles_per_day),
            ("forced march, fewest miles", self.forced_march_min_miles),
        ] {
            check_positive(what, v, MAX_MINUTES)?;
        }
        check_positive(
            "infantry rest minutes",
            self.infantry_rest_minutes_per_hour,
            60.0,
        )?;
        PaceSpan {
            min_paces: self.forced_march_min_miles,
            max_paces: self.forced_march_max_miles,
        }
        .validate("forced march miles")
    }
}

/// The length of a column in one formation (Appendix Three — Column lengths).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColumnLength {
    /// Stable id.
    pub id: String,
    /// The formation in words.
    pub label: String,
    /// Length in paces.
    pub paces: f64,
    /// What one length is for (a battalion, a regiment of 4 squadrons, a battery).
    pub per: String,
    /// Where the figure comes from.
    pub source: Citation,
}

impl ColumnLength {
    pub(super) fn validate(&self) -> Result<()> {
        check_positive(&format!("column length {}", self.id), self.paces, MAX_PACES)
    }
}

/// A span of distances in paces, both ends included.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PaceSpan {
    /// The shortest distance.
    pub min_paces: f64,
    /// The longest distance.
    pub max_paces: f64,
}

impl PaceSpan {
    /// Whether `paces` lies in the span (ends included). NaN lies nowhere.
    pub fn contains(&self, paces: f64) -> bool {
        paces >= self.min_paces && paces <= self.max_paces
    }

    fn validate(&self, what: &str) -> Result<()> {
        let ok = self.min_paces.is_finite()
            && self.max_paces.is_finite()
            && self.min_paces >= 0.0
            && self.min_paces <= self.max_paces;
        if ok {
            Ok(())
        } else {
            Err(RulesError::bad_table(
                what,
                format!(
                    "{}–{} must be finite, not negative, shortest first",
                    self.min_paces, self.max_paces
                ),
            ))
        }
    }
}

/// A distance at which troops must be in battle order (Appendix Three — Critical Distances).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CriticalDistance {
    /// Stable id (`cavalry`, `infantry`, `artillery`).
    pub id: String,
    /// What the distance means, in words.
    pub label: String,
    /// The distance, or the shorter end where it depends on the battery.
    pub min_paces: f64,
    /// The longer end (equal to `min_paces` where the draft gives one figure).
    pub max_paces: f64,
    /// Where the figure comes from.
    pub source: Citation,
}

impl CriticalDistance {
    pub(super) fn validate(&self) -> Result<()> {
        PaceSpan {
            min_paces: self.min_paces,
            max_paces: self.max_paces,
        }
        .validate(&format!("critical distance {}", self.id))
    }
}

/// Where a second line stands relative to the span in which it counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SecondLinePlacement {
    /// Too close: it does not count (cavalry: carried away if the first line is beaten).
    TooClose,
    /// Within the span: it counts.
    Counts,
    /// Too far back: it has no influence.
    TooFar,
}

/// Distances behind the first line at which a second line counts
/// (Appendix Three — Distances to count 2nd Line; Section 4 — Influences of a Second Line).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SecondLine {
    /// Cavalry, by the appendix and "Influences of a Second Line" (the default).
    pub cavalry_appendix: PaceSpan,
    /// Cavalry, by the Section 4 cavalry-versus-cavalry text.
    pub cavalry_section4_text: PaceSpan,
    /// Infantry.
    pub infantry: PaceSpan,
    /// Where the appendix cavalry span comes from.
    pub cavalry_appendix_source: Citation,
    /// Where the Section 4 text's cavalry span comes from.
    pub cavalry_section4_text_source: Citation,
    /// Where the infantry span comes from.
    pub infantry_source: Citation,
}

impl SecondLine {
    /// The cavalry span by the `cavalry_second_line` option, with its source.
    pub fn cavalry(&self, reading: CavalrySecondLine) -> (PaceSpan, &Citation) {
        match reading {
            CavalrySecondLine::Appendix400To800 => {
                (self.cavalry_appendix, &self.cavalry_appendix_source)
            }
            CavalrySecondLine::Section4Text400To600 => (
                self.cavalry_section4_text,
                &self.cavalry_section4_text_source,
            ),
        }
    }

    /// Where a cavalry second line `paces` behind the first stands, by the chosen reading.
    pub fn place_cavalry(
        &self,
        reading: CavalrySecondLine,
        paces: f64,
    ) -> Result<SecondLinePlacement> {
        place(self.cavalry(reading).0, paces)
    }

    /// Where an infantry second line `paces` behind the first stands.
    pub fn place_infantry(&self, paces: f64) -> Result<SecondLinePlacement> {
        place(self.infantry, paces)
    }

    pub(super) fn validate(&self) -> Result<()> {
        self.cavalry_appendix
            .validate("cavalry second line (appendix)")?;
        self.cavalry_section4_text
            .validate("cavalry second line (Section 4 text)")?;
        self.infantry.validate("infantry second line")
    }
}

fn place(span: PaceSpan, paces: f64) -> Result<SecondLinePlacement> {
    if !(paces.is_finite() && paces >= 0.0) {
        return Err(RulesError::OutOfRange {
            what: "distance behind the first line",
            value: paces.to_string(),
            allowed: "a finite number of paces, 0 or more".into(),
        });
    }
    Ok(if paces < span.min_paces {
        SecondLinePlacement::TooClose
    } else if paces > span.max_paces {
        SecondLinePlacement::TooFar
    } else {
        SecondLinePlacement::Counts
    })
}

/// Retreats of beaten troops (Section 4 — Retreats & Pursuits; Cavalry versus Cavalry).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Retreats {
    /// Beaten infantry, paces per turn.
    pub infantry_paces: f64,
    /// Beaten infantry going faster, paces per turn, at the cost of one step worse (R→D→T).
    pub infantry_fast_paces: f64,
    /// Beaten skirmishers, paces per turn without penalty…
    pub skirmisher_paces: f64,
    /// …for this many turns.
    pub skirmisher_turns_without_penalty: u32,
    /// Beaten cavalry gallops for this many turns, then trots (faster costs one step worse).
    pub cavalry_gallop_turns: u32,
    /// Beaten cavalry without a second line retreats this far straight to the rear.
    pub cavalry_without_second_line_paces: f64,
    /// Where the infantry and skirmisher figures come from.
    pub infantry_source: Citation,
    /// Where the cavalry gallop figure comes from.
    pub cavalry_source: Citation,
    /// Where the 900-pace retreat comes from.
    pub cavalry_without_second_line_source: Citation,
}

impl Retreats {
    pub(super) fn validate(&self) -> Result<()> {
        check_positive(
            "infantry retreat rate",
            self.infantry_paces,
            MAX_CHART_PACES,
        )?;
        check_positive(
            "fast infantry retreat rate",
            self.infantry_fast_paces,
            MAX_CHART_PACES,
        )?;
        check_positive(
            "skirmisher retreat rate",
            self.skirmisher_paces,
            MAX_CHART_PACES,
        )?;
        check_positive(
            "cavalry retreat without second line",
            self.cavalry_without_second_line_paces,
            MAX_PACES,
        )
    }
}

/// Which pursuit column: light or heavy cavalry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PursuitArm {
    /// Light cavalry.
    Light,
    /// Heavy cavalry.
    Heavy,
}

/// One move of the pursuit table: paces for light and heavy cavalry, `None` = wait.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PursuitMove {
    /// The move after the melee, from 1.
    pub move_after_melee: u32,
    /// Light cavalry, paces (None = wait).
    #[serde(default)]
    pub light_paces: Option<f64>,
    /// Heavy cavalry, paces (None = wait).
    #[serde(default)]
    pub heavy_paces: Option<f64>,
}

/// Pursuit by victorious cavalry (Section 4 — Retreats & Pursuits; Appendix Three — Cavalry
/// Pursuits): the last move listed holds for every later move.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PursuitTable {
    /// Where the table comes from.
    pub source: Citation,
    /// Flank columns not in the fight may pursue at this rate in the first moves.
    pub flank_columns_paces: f64,
    /// The flank-column rule in words.
    pub flank_columns_note: String,
    /// Moves 1, 2, … in order.
    pub moves: Vec<PursuitMove>,
}

impl PursuitTable {
    /// Paces the pursuers may cover on `move_after_melee` (1 = the move right after the melee);
    /// `None` means they wait.
    pub fn paces(&self, arm: PursuitArm, move_after_melee: u32) -> Result<Option<f64>> {
        if move_after_melee == 0 {
            return Err(RulesError::OutOfRange {
                what: "move after the melee",
                value: "0".into(),
                allowed: "1 or more (1 = the move right after the melee)".into(),
            });
        }
        let entry = self
            .moves
            .iter()
            .rev()
            .find(|m| m.move_after_melee <= move_after_melee)
            .ok_or_else(|| RulesError::missing("the pursuit table", "entries"))?;
        Ok(match arm {
            PursuitArm::Light => entry.light_paces,
            PursuitArm::Heavy => entry.heavy_paces,
        })
    }

    pub(super) fn validate(&self) -> Result<()> {
        if self.moves.is_empty() {
            return Err(RulesError::missing("the pursuit table", "entries"));
        }
        for (i, m) in self.moves.iter().enumerate() {
            if m.move_after_melee as usize != i + 1 {
                return Err(RulesError::bad_table(
                    "pursuit table",
                    format!(
                        "entry {} is for move {}, expected {}",
                        i + 1,
                        m.move_after_melee,
                        i + 1
                    ),
                ));
            }
            for paces in [m.light_paces, m.heavy_paces].into_iter().flatten() {
                check_positive("pursuit rate", paces, MAX_CHART_PACES)?;
            }
        }
        check_positive(
            "flank column pursuit rate",
            self.flank_columns_paces,
            MAX_CHART_PACES,
        )
    }
}

/// A movement rule without a figure, kept with its source so the workbench can show it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovementNote {
    /// Stable id.
    pub id: String,
    /// The rule in the workbench's words.
    pub text: String,
    /// Where it comes from.
    pub source: Citation,
}
