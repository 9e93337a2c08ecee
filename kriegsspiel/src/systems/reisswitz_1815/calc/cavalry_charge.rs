//! Cavalry charging formed infantry: which rule decides the charge, the cavalry-waves table or
//! one of the base cases of step one (option `cavalry_v_square`; reference §6, "Squares: two
//! tables").
//!
//! The draft has two rules for the same charge. The base cases give one die against a battalion
//! "in attack column or square" (L1087–1095), and their worked case is an attack column (L953).
//! The waves rule is written for squares, each squadron or wave thrown separately (L958–967),
//! with its own table (L3226–3358). By default squares go by the waves table and every other
//! formation by the base cases; under `base_cases` squares go by the base cases too.

use super::{CombatStep, CombatVerdict, InfantryMass, WavesWorksheet};
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::figures::counted;
use crate::systems::reisswitz_1815::ruleset::{
    CavalryVSquare, InfantryShock, NamedOption, Ruleset,
};
use serde::{Deserialize, Serialize};

/// How the infantry charged by cavalry stands.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum ChargedFormation {
    /// A battalion or half-battalion square (L959).
    Square,
    /// A battalion in attack column (L953, L1087).
    AttackColumn,
    /// A battalion deployed in line with secure flanks (L1109–1115).
    Line,
}

impl ChargedFormation {
    /// The formation described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            ChargedFormation::Square => "A battalion or half-battalion square",
            ChargedFormation::AttackColumn => "A battalion in attack column",
            ChargedFormation::Line => "A battalion in line with secure flanks",
        }
    }

    fn word(self) -> &'static str {
        match self {
            ChargedFormation::Square => "a square",
            ChargedFormation::AttackColumn => "an attack column",
            ChargedFormation::Line => "a line",
        }
    }
}

/// The rule that decides the charge.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum ChargeRule {
    /// One die for each wave, from the cavalry-waves table (L958–967, L3226–3358).
    Waves {
        /// The waves worked out.
        worksheet: WavesWorksheet,
    },
    /// One throw under a step-one case of the odds worksheet (L1087–1115).
    BaseCase {
        /// The case's id, for the odds worksheet (`ks odds --base CASE`).
        case: String,
        /// The case's die and whom it favours, before any circumstance of step three.
        verdict: CombatVerdict,
    },
    /// The draft gives no die for this charge: the umpire must decide it.
    UmpireDecides {
        /// What to ask the umpire.
        question: String,
    },
}

/// Cavalry charging formed infantry, worked out under the chosen reading of
/// `cavalry_v_square`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChargeWorksheet {
    /// How the infantry stands.
    pub formation: ChargedFormation,
    /// The attacking squadrons.
    pub squadrons: u32,
    /// The rule that decides the charge.
    pub rule: ChargeRule,
    /// The steps, explained and cited.
    pub steps: Vec<CombatStep>,
}

/// Where the option's readings are written.
const READING_SOURCE: &str = "Section 4 — Cavalry v Infantry in Close Order, L958–967; Cavalry Against an Infantry Battalion in Attack Column or Square, L1087–1095; reference §6";

/// Where the base cases for masses of battalions are written.
const MASS_SOURCE: &str = "Section 4 — Cavalry Against Two Battalions or More, L1097–1107";

impl ChargeWorksheet {
    /// Works out `squadrons` charging infantry in `formation`, `shock` its state and `mass` its
    /// size.
    pub fn compute(
        rules: &Ruleset,
        formation: ChargedFormation,
        squadrons: u32,
        shock: InfantryShock,
        mass: InfantryMass,
    ) -> Result<Self> {
        if squadrons == 0 {
            return Err(RulesError::OutOfRange {
                what: "attacking squadrons",
                value: "0".into(),
                allowed: "1 or more".into(),
            });
        }
        let reading = rules.options.cavalry_v_square;
        let by_waves =
            formation == ChargedFormation::Square && reading == CavalryVSquare::WavesTable;
        let source = Citation::new(READING_SOURCE);
        let mut steps = vec![CombatStep::note(
            "Rule",
            format!(
                "cavalry against {}: {} (option cavalry_v_square = {})",
                formation.word(),
                if by_waves {
                    "the waves table, one die per wave (L958–967)"
                } else {
                    "a base case of step one, one die for the charge"
                },
                reading.id()
            ),
            &source,
        )];
        let rule = if by_waves {
            let worksheet = WavesWorksheet::compute(rules, squadrons, shock, mass)?;
            steps.extend(worksheet.steps.iter().cloned());
            ChargeRule::Waves { worksheet }
        } else {
            base_case_rule(rules, formation, squadrons, shock, mass, &mut steps)?
        };
        Ok(ChargeWorksheet {
            formation,
            squadrons,
            rule,
            steps,
        })
    }
}

/// The step-one case for the charge, or the question for the umpire where the draft has none.
fn base_case_rule(
    rules: &Ruleset,
    formation: ChargedFormation,
    squadrons: u32,
    shock: InfantryShock,
    mass: InfantryMass,
    steps: &mut Vec<CombatStep>,
) -> Result<ChargeRule> {
    let Some(id) = base_case_id(formation, squadrons, mass) else {
        let question = format!(
            "the base cases give a die for one battalion (L1087–1095) and for six battalions \
             against 4, 8 or 12 squadrons (L1097–1107), nothing for {} \
             against {} formed as {}: which die, in whose favour?",
            counted(squadrons, "squadron"),
            mass_words(mass),
            formation.word()
        );
        steps.push(CombatStep::note(
            "Umpire's decision",
            question.clone(),
            &Citation::new(MASS_SOURCE),
        ));
        return Ok(ChargeRule::UmpireDecides { question });
    };
    let case = rules.combat.base_case(id)?;
    let verdict = match (case.die, case.favours, case.foregone) {
        (Some(die), Some(side), _) => CombatVerdict::throw(die, side)?,
        (_, _, Some(winner)) => CombatVerdict::Foregone { winner },
        _ => {
            return Err(RulesError::bad_table(
                format!("combat base case '{id}'"),
                "give a die and the side it favours, or a foregone winner",
            ));
        }
    };
    steps.push(CombatStep::note(
        "Step one",
        format!("{} ({id}): {verdict}", case.description),
        &case.source,
    ));
    if squadrons > 4 && mass == InfantryMass::Battalions(1) && formation != ChargedFormation::Line {
        steps.push(CombatStep::note(
            "More squadrons",
            format!("{squadrons} squadrons: more than four only let the attack be renewed more often (L1095)"),
            &case.source,
        ));
    }
    if shock != InfantryShock::Unshaken {
        steps.push(CombatStep::note(
            "Preparation",
            format!(
                "the infantry is {}: count it in step three of the odds worksheet (`shaken` −1, `badly_shaken` −2; option shaken_troops), as the base case is for a charge without preparation (L953, L1089)",
                shock_word(shock)
            ),
            &case.source,
        ));
    }
    Ok(ChargeRule::BaseCase {
        case: id.to_string(),
        verdict,
    })
}

/// The base case's id for the charge; `None` where the draft gives no case.
fn base_case_id(
    formation: ChargedFormation,
    squadrons: u32,
    mass: InfantryMass,
) -> Option<&'static str> {
    match (formation, mass) {
        // One battalion: in column or square L1087–1095, in line with secure flanks L1109–1115.
        (ChargedFormation::Line, InfantryMass::Battalions(1)) => Some(match squadrons {
            1 => "cavalry_v_line_1_sqn",
            2 => "cavalry_v_line_2_sqns",
            _ => "cavalry_v_line_3_4_sqns",
        }),
        (_, InfantryMass::Battalions(1)) if formation != ChargedFormation::Line => {
            Some(match squadrons {
                1 => "cavalry_v_column_1_sqn",
                2 => "cavalry_v_column_2_sqns",
                _ => "cavalry_v_column_3_4_sqns",
            })
        }
        // Six battalions against 12, 8 or 4 squadrons (L1099, L1105, L1107).
        (
            ChargedFormation::Square | ChargedFormation::AttackColumn,
            InfantryMass::Battalions(6),
        ) => match squadrons {
            12 => Some("cavalry_12_sqns_v_6_bns"),
            8 => Some("cavalry_8_sqns_v_6_bns"),
            4 => Some("cavalry_4_sqns_v_6_bns"),
            _ => None,
        },
        _ => None,
    }
}

fn mass_words(mass: InfantryMass) -> String {
    match mass {
        InfantryMass::HalfBattalion => "a half battalion".into(),
        InfantryMass::Battalions(1) => "one battalion".into(),
        InfantryMass::Battalions(n) => format!("{n} battalions"),
    }
}

fn shock_word(shock: InfantryShock) -> &'static str {
    match shock {
        InfantryShock::Unshaken => "unshaken",
        InfantryShock::Shaken => "shaken",
        InfantryShock::BadlyShaken => "badly shaken",
    }
}
