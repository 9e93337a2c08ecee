//! Entrenchment, barricades and the troops a fieldwork needs (reference §12.7). Hastily built
//! fieldworks take a day to a day and a half (L1413); fully built ones, barricades and
//! strengthened villages have no time in the draft (L197, L1429): the umpire decides.

use super::work_estimate::{WorkEstimate, WorkSpan, turns_and_time};
use super::working_step::WorkingStep;
use crate::error::{Result, RulesError};
use crate::figures::{counted, noun_for};
use crate::systems::reisswitz_1815::calc::turn_length::MINUTES_PER_TURN;
use crate::systems::reisswitz_1815::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// The longest front of a fieldwork the calculator takes, in paces.
pub const MAX_FRONT_PACES: u32 = 50_000;

/// Strengthening a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Entrenchment {
    /// Fieldworks hastily built (a strong defence, L1413; hurriedly dug trenches, L3696).
    HastyFieldworks,
    /// Fully built fieldworks (a fortification, L1429, L3711).
    FullFieldworks,
    /// Barricading a defile or the entrance to a wood, village or town (L197, L1419, L1433).
    BarricadeDefile,
    /// Strengthening a village (L197, L3707).
    StrengthenVillage,
    /// Bursting a dam (L197).
    BurstDam,
}

impl Entrenchment {
    /// The work in words.
    pub fn words(self) -> &'static str {
        match self {
            Self::HastyFieldworks => "build fieldworks hastily",
            Self::FullFieldworks => "build complete fieldworks",
            Self::BarricadeDefile => "barricade a defile or entrance",
            Self::StrengthenVillage => "strengthen a village",
            Self::BurstDam => "burst a dam",
        }
    }
}

fn cite(line: &str) -> String {
    format!("British 1815 draft ({line}); reference §12.7")
}

/// How long strengthening a position takes.
pub fn entrenchment(rules: &Ruleset, work: Entrenchment) -> WorkEstimate {
    let w = &rules.structures.works;
    let per_hour = 60 / MINUTES_PER_TURN.max(1);
    let (span, steps, decisions) = match work {
        Entrenchment::HastyFieldworks => {
            let least = w.fieldworks_hours_least.saturating_mul(per_hour);
            let most = w.fieldworks_hours_most.saturating_mul(per_hour);
            (
                WorkSpan::Between { least, most },
                vec![
                    WorkingStep::new(
                        format!(
                            "fieldworks hastily built take between a day and a day and a half: {} to {} hours of the game clock, {} to {}",
                            w.fieldworks_hours_least,
                            w.fieldworks_hours_most,
                            turns_and_time(least),
                            turns_and_time(most)
                        ),
                        cite("L1413"),
                    ),
                    WorkingStep::new(
                        "they make a strong defence".to_string(),
                        cite("L1413, L3696"),
                    ),
                ],
                vec![WorkingStep::new(
                    "where in that range the work ends: the umpire's choice".to_string(),
                    cite("L1413"),
                )],
            )
        }
        other => {
            let (text, line) = match other {
                Entrenchment::FullFieldworks => (
                    "fully built fieldworks make a fortification; the draft gives no building time",
                    "L1429, L3711",
                ),
                Entrenchment::StrengthenVillage => (
                    "a village artificially strengthened is a fortification; the draft calls the work self-explanatory and gives no time",
                    "L197, L3707",
                ),
                Entrenchment::BarricadeDefile => (
                    "an unavoidable entrance barricaded is a strong defence, specially barricaded a fortification; the draft gives no time",
                    "L197, L1419, L1433",
                ),
                _ => (
                    "the draft calls bursting dams self-explanatory and gives no time",
                    "L197",
                ),
            };
            (
                WorkSpan::UmpireDecides,
                vec![WorkingStep::new(text.to_string(), cite(line))],
                vec![WorkingStep::new(
                    "how long the work takes: the umpire's decision, recorded with a reason"
                        .to_string(),
                    cite("L197"),
                )],
            )
        }
    };
    WorkEstimate::new(work.words(), span, steps, decisions)
}

/// The troops a fieldwork's front needs, with the working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FieldworkGarrison {
    /// The front in paces.
    pub front_paces: u32,
    /// Fewest defending battalions (one per the most paces).
    pub defenders_least: u32,
    /// Most defending battalions needed (one per the fewest paces).
    pub defenders_most: u32,
    /// Attacking battalions.
    pub attackers: u32,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

/// The battalions that hold and that attack a fieldwork with `front_paces` of front (L1373,
/// L1383).
pub fn fieldwork_garrison(rules: &Ruleset, front_paces: u32) -> Result<FieldworkGarrison> {
    if front_paces == 0 || front_paces > MAX_FRONT_PACES {
        return Err(RulesError::OutOfRange {
            what: "front in paces",
            value: front_paces.to_string(),
            allowed: format!("1 to {MAX_FRONT_PACES}"),
        });
    }
    let w = &rules.structures.works;
    let defenders_least = front_paces.div_ceil(w.garrison_paces_most.max(1));
    let defenders_most = front_paces.div_ceil(w.garrison_paces_least.max(1));
    let attackers = front_paces.div_ceil(w.attack_paces_per_battalion.max(1));
    Ok(FieldworkGarrison {
        front_paces,
        defenders_least,
        defenders_most,
        attackers,
        steps: vec![
            WorkingStep::new(
                format!(
                    "one battalion of {} to {} men defends {} to {} paces of fieldwork with advantage: {front_paces} paces take {defenders_least} to {defenders_most} {}",
                    w.garrison_men_least,
                    w.garrison_men_most,
                    w.garrison_paces_least,
                    w.garrison_paces_most,
                    noun_for(defenders_most, "battalion")
                ),
                cite("L1373"),
            ),
            WorkingStep::new(
                format!(
                    "an attack on fieldworks needs one battalion per {} paces: {}",
                    w.attack_paces_per_battalion,
                    counted(attackers, "battalion")
                ),
                cite("L1383"),
            ),
            WorkingStep::new(
                "more troops than these serve for renewed attacks".to_string(),
                cite("L1375, L1385"),
            ),
        ],
    })
}
