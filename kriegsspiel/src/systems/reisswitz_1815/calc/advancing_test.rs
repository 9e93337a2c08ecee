//! Troops under a battery's canister: whether they are tested, with which die and in whose
//! favour (option `advancing_troops_test`; reference §6 "Tests", §11).
//!
//! The text tests troops only under good effect: a half battery throws Die II for itself against
//! a battalion or two squadrons (L645–655), a whole battery Die III against an isolated battalion
//! (L1069), and bad effect decides nothing (L1079). The basic-odds box tests every turn within
//! large-canister range, 2:1 with good effect and 3:1 with bad, without saying whom the 3:1
//! favours (L2878–2887). Where the draft gives no die, or no side, the worksheet asks the umpire.

use super::CombatStep;
use super::fire_arm::FireArm;
use super::range_band::range_band;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::dice::DieId;
use crate::systems::reisswitz_1815::ruleset::{
    AdvancingTroopsTest, ExactFraction, FireEffect, NamedOption, RangeBand, Ruleset,
};
use serde::{Deserialize, Serialize};

/// How much of a battery fires the canister.
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
pub enum BatteryShare {
    /// Half a battery, three guns.
    Half,
    /// A whole battery.
    Whole,
}

impl BatteryShare {
    /// The share described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            BatteryShare::Half => "Half a battery (three guns)",
            BatteryShare::Whole => "A whole battery",
        }
    }
}

/// The troops under the canister.
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
pub enum CanisterTarget {
    /// An infantry battalion without guns of its own firing on the battery.
    Battalion,
    /// Two squadrons of cavalry.
    TwoSquadrons,
}

impl CanisterTarget {
    /// The target described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            CanisterTarget::Battalion => "An infantry battalion without guns of its own",
            CanisterTarget::TwoSquadrons => "Two squadrons of cavalry",
        }
    }
}

/// The fire the troops are under.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct AdvancingTestInput {
    /// The battery's guns (6-pdr, 9-pdr or 12-pdr).
    pub gun: FireArm,
    /// Distance from the battery to the troops, in paces.
    pub paces: f64,
    /// Half or whole battery.
    pub battery: BatteryShare,
    /// The troops under fire.
    pub target: CanisterTarget,
    /// Good or bad effect.
    pub effect: FireEffect,
    /// Whether the battery is itself under canister from an enemy battery.
    pub battery_under_canister: bool,
}

/// What the rules call for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "call", rename_all = "snake_case")]
pub enum AdvancingTestCall {
    /// No test: only the fire's losses count.
    NoTest {
        /// Why, in words.
        reason: String,
    },
    /// Throw `die` in the battery's favour; if the battery wins, the troops must retire.
    Throw {
        /// The die.
        die: DieId,
        /// The battery's chance, exact.
        battery_wins: ExactFraction,
        /// The test of the ruleset that carries the consequences, where the reading names one.
        test: Option<String>,
    },
    /// The draft gives the die but not whom it favours: the umpire says.
    FavourToAsk {
        /// The die.
        die: DieId,
        /// What to ask.
        question: String,
    },
    /// The draft gives no die for this case: the umpire decides.
    DieToAsk {
        /// What to ask.
        question: String,
    },
}

/// The advancing-troops test worked out under the chosen reading.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AdvancingTestWorksheet {
    /// The fire.
    pub input: AdvancingTestInput,
    /// What the rules call for.
    pub call: AdvancingTestCall,
    /// The steps, explained and cited.
    pub steps: Vec<CombatStep>,
}

impl AdvancingTestWorksheet {
    /// Works out whether troops under this canister are tested, and how.
    pub fn compute(rules: &Ruleset, input: AdvancingTestInput) -> Result<Self> {
        if !input.gun.is_artillery() {
            return Err(RulesError::OutOfRange {
                what: "firing arm",
                value: input.gun.label().to_string(),
                allowed: "a battery: 6pdr, 9pdr or 12pdr".into(),
            });
        }
        let band = range_band(rules, input.gun, input.paces, None)?;
        let reading = rules.options.advancing_troops_test;
        let figures = &rules.option_figures.advancing_troops_test;
        let source = match reading {
            AdvancingTroopsTest::SectionText => &figures.section_text.source,
            AdvancingTroopsTest::BasicOddsBox => &figures.basic_odds_box.source,
        };
        let mut steps = vec![CombatStep::note(
            "Reading",
            format!(
                "option advancing_troops_test = {}: {}",
                reading.id(),
                match reading {
                    AdvancingTroopsTest::SectionText =>
                        "good effect only, in canister range; Die II for a half battery, Die III for a whole battery against an isolated battalion (L645–655, L1069, L1079)",
                    AdvancingTroopsTest::BasicOddsBox =>
                        "a test every turn within large-canister range; good effect 2:1, bad effect 3:1 (L2878–2887)",
                }
            ),
            source,
        )];
        steps.push(CombatStep::note(
            "Range",
            format!(
                "{} paces from a {}: the {} band ({}–{} paces)",
                input.paces,
                input.gun.label(),
                band.band.label(),
                band.from,
                band.to
            ),
            &rules.fire.ranges.source,
        ));
        let in_canister = matches!(
            band.band,
            RangeBand::SmallCanister | RangeBand::LargeCanister
        );
        let call = if !in_canister {
            AdvancingTestCall::NoTest {
                reason: format!(
                    "the {} band is beyond canister range, and both readings test only within it (L645, L1069; the box's large-canister range, L2265)",
                    band.band.label()
                ),
            }
        } else {
            match reading {
                AdvancingTroopsTest::SectionText => section_text_call(rules, &input)?,
                AdvancingTroopsTest::BasicOddsBox => box_call(rules, &input)?,
            }
        };
        steps.push(CombatStep::note("Call", call_text(&call), source));
        Ok(AdvancingTestWorksheet { input, call, steps })
    }
}

/// Reading `section_text`: good effect only; Die II for a half battery, Die III for a whole one
/// against an isolated battalion.
fn section_text_call(rules: &Ruleset, input: &AdvancingTestInput) -> Result<AdvancingTestCall> {
    let text = &rules.option_figures.advancing_troops_test.section_text;
    if input.effect == FireEffect::Bad {
        return Ok(AdvancingTestCall::NoTest {
            reason: "bad effect decides nothing: only the losses are noted (L1079)".into(),
        });
    }
    if input.battery_under_canister {
        return Ok(AdvancingTestCall::NoTest {
            reason: "the battery is itself under canister, and the test needs it free of canister (L645)"
                .into(),
        });
    }
    let test_id = match (input.battery, input.target) {
        (BatteryShare::Half, _) => &text.half_battery_test,
        (BatteryShare::Whole, CanisterTarget::Battalion) => &text.whole_battery_test,
        (BatteryShare::Whole, CanisterTarget::TwoSquadrons) => {
            return Ok(AdvancingTestCall::DieToAsk {
                question: "the text gives Die II for a half battery against two squadrons (L645) and Die III for a whole battery against a battalion (L1069), nothing for a whole battery against two squadrons: which die, for the battery?".into(),
            });
        }
    };
    let test = rules.combat.test(test_id)?;
    throw_for_battery(test.die, Some(test.id.clone()))
}

/// Reading `basic_odds_box`: good effect Die III for the battery, bad effect Die IV for a side
/// the box does not name.
fn box_call(rules: &Ruleset, input: &AdvancingTestInput) -> Result<AdvancingTestCall> {
    let others = &rules.option_figures.advancing_troops_test.basic_odds_box;
    Ok(match input.effect {
        FireEffect::Good => throw_for_battery(others.good_effect_die, None)?,
        FireEffect::Bad => AdvancingTestCall::FavourToAsk {
            die: others.bad_effect_die,
            question: format!(
                "the box gives bad effect 3:1, Die {}, without saying whom it favours (L2887): the battery or the troops?",
                others.bad_effect_die
            ),
        },
    })
}

fn throw_for_battery(die: DieId, test: Option<String>) -> Result<AdvancingTestCall> {
    let (n, d) = die.favoured_win_fraction();
    Ok(AdvancingTestCall::Throw {
        die,
        battery_wins: ExactFraction::new(u64::from(n), u64::from(d))?,
        test,
    })
}

fn call_text(call: &AdvancingTestCall) -> String {
    match call {
        AdvancingTestCall::NoTest { reason } => format!("no test: {reason}"),
        AdvancingTestCall::Throw {
            die, battery_wins, ..
        } => format!(
            "throw Die {die} in the battery's favour: it wins {battery_wins}; if it wins the troops must retire (infantry 250 paces next turn, L655), otherwise they may stay or advance and are tested again next move (L647–649)"
        ),
        AdvancingTestCall::FavourToAsk { question, .. } => format!("umpire's decision: {question}"),
        AdvancingTestCall::DieToAsk { question } => format!("umpire's decision: {question}"),
    }
}
