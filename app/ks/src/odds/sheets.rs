//! The small worksheets of `ks odds`: unequal squadrons, cavalry waves against infantry,
//! strongholds, debouching from a defile, tests, and applying a thrown face to a melee.

use super::mass::parse_mass;
use super::{Report, default_rules, to_json};
use crate::engine_value::variant_values;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Subcommand};
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::{
    CombatArm, CombatStep, DefileWorksheet, InfantryMass, MeleeFormation, MeleeInput, MeleeOutcome,
    MeleeParty, SquadronsWorksheet, StrongholdInput, StrongholdWorksheet, TestWorksheet,
    WavesWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::dice::{DieId, Face};
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    CombatSide, DefenceClass, DefileBattery, FireEffect, InfantryShock, Ruleset, TroopCondition,
};

/// The small worksheets.
#[derive(Debug, Subcommand)]
pub enum Sheet {
    /// Cavalry against cavalry: the 1828 table of unequal numbers of squadrons.
    Squadrons(SquadronsArgs),
    /// Cavalry against infantry in close order: one die per wave.
    Waves(WavesArgs),
    /// Cavalry charging formed infantry: the waves table or a base case (option
    /// `cavalry_v_square`).
    Charge(super::charge::ChargeArgs),
    /// An attack (or renewed attack) on a stronghold.
    Stronghold(StrongholdArgs),
    /// Cavalry or artillery debouching from a defile under gun fire.
    Defile(DefileArgs),
    /// A test thrown outside a melee (canister morale, surprise, combined arms, encirclement …).
    Test(TestArgs),
    /// Troops under a battery's canister: whether they are tested, and with which die (option
    /// `advancing_troops_test`).
    Advance(super::advance::AdvanceArgs),
    /// Apply a thrown face to a melee: who is beaten, losses, recovery, retreat, pursuit.
    Melee(MeleeArgs),
}

/// Arguments of `ks odds squadrons`.
#[derive(Debug, Args)]
pub struct SquadronsArgs {
    /// The attacker's squadrons in the first line.
    #[arg(long, value_name = "N")]
    pub attacker: u32,
    /// The defender's squadrons in the first line.
    #[arg(long, value_name = "N")]
    pub defender: u32,
}

/// Arguments of `ks odds waves`.
#[derive(Debug, Args)]
pub struct WavesArgs {
    /// Attacking squadrons.
    #[arg(long, value_name = "N")]
    pub squadrons: u32,
    /// The infantry's state.
    #[arg(
        long,
        value_parser = variant_values("infantry state", InfantryShock::description),
        default_value = "unshaken"
    )]
    pub infantry: InfantryShock,
    /// The infantry body: `half` (a half-battalion square) or battalions 1 to 6.
    #[arg(long, value_name = "half|N", default_value = "1", value_parser = parse_mass)]
    pub mass: InfantryMass,
}

/// Arguments of `ks odds stronghold`.
#[derive(Debug, Args)]
pub struct StrongholdArgs {
    /// How strong the position is.
    #[arg(long, value_parser = variant_values("defence class", DefenceClass::description))]
    pub defence: DefenceClass,
    /// Moves the defenders have held it (2 or more, or fewer: only just occupied).
    #[arg(long, value_name = "MOVES")]
    pub held: u32,
    /// Fresh or tired attackers.
    #[arg(
        long,
        value_parser = variant_values("troop condition", TroopCondition::description),
        default_value = "fresh"
    )]
    pub troops: TroopCondition,
    /// Which attack on the position this is (1 = the first).
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub attack: u32,
    /// The defenders are a third or more below the troops needed.
    #[arg(long)]
    pub defenders_short: bool,
    /// Whole quarters by which the attackers fall short of the troops needed (0–3).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub attackers_quarters_short: u32,
}

/// Arguments of `ks odds defile`.
#[derive(Debug, Args)]
pub struct DefileArgs {
    /// The battery covering the exit.
    #[arg(long, value_parser = variant_values("defile battery", DefileBattery::description))]
    pub battery: DefileBattery,
    /// Its distance from the exit, in paces.
    #[arg(long, value_name = "PACES", value_parser = crate::numbers::bounded_number)]
    pub paces: f64,
    /// Its effect.
    #[arg(long, value_parser = variant_values("fire effect", FireEffect::label))]
    pub effect: FireEffect,
}

/// Arguments of `ks odds test`.
#[derive(Debug, Args)]
pub struct TestArgs {
    /// Which test.
    #[arg(value_name = "TEST", value_parser = parse_test, long_help = test_help())]
    pub test: String,
    /// The favoured party's strength divided by the other's (the encirclement test needs it).
    #[arg(long, value_name = "X", value_parser = crate::numbers::bounded_number)]
    pub ratio: Option<f64>,
    /// A face already thrown: say what it gives.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(i64).range(1..=6))]
    pub face: Option<i64>,
}

/// Arguments of `ks odds melee`.
#[derive(Debug, Args)]
pub struct MeleeArgs {
    /// The die the odds worksheet chose.
    #[arg(long, value_parser = die_parser())]
    pub die: DieId,
    /// The side the die favours ("A" on the faces); with equal odds, the attacker.
    #[arg(
        long,
        value_parser = variant_values("combat side", CombatSide::description),
        default_value = "attacker"
    )]
    pub favoured: CombatSide,
    /// The face thrown.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(i64).range(1..=6))]
    pub face: i64,
    /// The attacker: ARM:BLOCKS[:FLAG,…]. Arms: infantry (half battalions), skirmishers
    /// (skirmish blocks), light-cavalry, heavy-cavalry (squadrons), artillery (half batteries).
    /// Flags: line, mass-columns, second-line, combined-arms, defile.
    #[arg(long, value_name = "ARM:BLOCKS[:FLAGS]", value_parser = parse_party)]
    pub attacker: MeleeParty,
    /// The defender, as for --attacker.
    #[arg(long, value_name = "ARM:BLOCKS[:FLAGS]", value_parser = parse_party)]
    pub defender: MeleeParty,
    /// A bayonet attack in woods (losses a quarter).
    #[arg(long)]
    pub in_woods: bool,
}

/// The five dice by their engine ids (`I` … `V`), listed without words, read by the engine.
fn die_parser() -> impl TypedValueParser<Value = DieId> {
    PossibleValuesParser::new(DieId::ALL.iter().map(|d| PossibleValue::new(d.roman())))
        .try_map(|roman: String| roman.parse::<DieId>())
}

fn parse_test(text: &str) -> Result<String, String> {
    if let Some(r) = default_rules() {
        r.combat.test(text.trim()).map_err(|e| e.to_string())?;
    }
    Ok(text.trim().to_string())
}

fn test_help() -> String {
    let mut text = String::from("Which test.\n\nTests:");
    if let Some(r) = default_rules() {
        for t in &r.combat.tests {
            text.push_str(&format!(
                "\n  {} (Die {} for {}): {}",
                t.id, t.die, t.favoured, t.condition
            ));
        }
    }
    text
}

const ARMS: &str = "infantry, skirmishers, light-cavalry, heavy-cavalry, artillery";
const FLAGS: &str = "line, mass-columns, second-line, combined-arms, defile";

fn parse_party(text: &str) -> Result<MeleeParty, String> {
    let mut parts = text.split(':');
    let arm = match parts
        .next()
        .map(|a| a.trim().to_ascii_lowercase())
        .as_deref()
    {
        Some("infantry") => CombatArm::Infantry,
        Some("skirmishers") => CombatArm::Skirmishers,
        Some("light-cavalry") => CombatArm::LightCavalry,
        Some("heavy-cavalry") => CombatArm::HeavyCavalry,
        Some("artillery") => CombatArm::Artillery,
        _ => return Err(format!("'{text}': the arm must be one of {ARMS}")),
    };
    let blocks: u32 = parts
        .next()
        .and_then(|b| b.trim().parse().ok())
        .filter(|b| *b > 0)
        .ok_or_else(|| format!("'{text}': give the blocks engaged, 1 or more (ARM:BLOCKS)"))?;
    let mut party = MeleeParty::new(arm, blocks);
    for flag in parts
        .next()
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|f| !f.is_empty())
    {
        match flag.to_ascii_lowercase().as_str() {
            "line" => party.formation = MeleeFormation::Line,
            "mass-columns" => party.formation = MeleeFormation::MassColumns,
            "second-line" => party.second_line = true,
            "combined-arms" => party.combined_arms = true,
            "defile" => party.defending_defile = true,
            _ => return Err(format!("'{flag}' is not a flag; allowed: {FLAGS}")),
        }
    }
    if parts.next().is_some() {
        return Err(format!("'{text}': expected ARM:BLOCKS[:FLAG,…]"));
    }
    Ok(party)
}

fn steps_text(title: &str, steps: &[CombatStep]) -> String {
    let mut lines = vec![title.to_string()];
    lines.extend(steps.iter().map(|s| s.to_string()));
    lines.join("\n")
}

/// Answers a small worksheet.
pub fn run(sheet: &Sheet, rules: &Ruleset) -> Result<Report, RulesError> {
    match sheet {
        Sheet::Squadrons(a) => {
            let w = SquadronsWorksheet::compute(rules, a.attacker, a.defender)?;
            Ok(Report {
                text: steps_text("Unequal numbers of squadrons", &w.steps),
                json: to_json(&w)?,
            })
        }
        Sheet::Waves(a) => {
            let w = WavesWorksheet::compute(rules, a.squadrons, a.infantry, a.mass)?;
            Ok(Report {
                text: steps_text("Cavalry attacks on infantry", &w.steps),
                json: to_json(&w)?,
            })
        }
        Sheet::Charge(a) => super::charge::run(a, rules),
        Sheet::Advance(a) => super::advance::run(a, rules),
        Sheet::Stronghold(a) => {
            let input = StrongholdInput {
                class: a.defence,
                held_two_moves: a.held >= 2,
                troops: a.troops,
                attack: a.attack,
                defenders_under_strength: a.defenders_short,
                attacker_quarters_short: a.attackers_quarters_short,
            };
            let w = StrongholdWorksheet::compute(rules, &input)?;
            Ok(Report {
                text: steps_text("Attack on a stronghold", &w.steps),
                json: to_json(&w)?,
            })
        }
        Sheet::Defile(a) => {
            let w =
                DefileWorksheet::compute(rules, a.battery, a.paces, a.effect == FireEffect::Good)?;
            Ok(Report {
                text: steps_text("Debouching from a defile", &w.steps),
                json: to_json(&w)?,
            })
        }
        Sheet::Test(a) => {
            let w = TestWorksheet::compute(rules, &a.test, a.ratio)?;
            let mut text = steps_text("Test", &w.steps);
            let mut json = serde_json::json!({ "worksheet": to_json(&w)? });
            if let Some(n) = a.face {
                let result = w.resolve(rules, Face::new(n)?)?;
                let words = match result {
                    kriegsspiel::systems::reisswitz_1815::calc::TestThrow::ThrowAgain => {
                        "a blank face: throw again".to_string()
                    }
                    kriegsspiel::systems::reisswitz_1815::calc::TestThrow::FavouredWins => {
                        format!("{} win: {}", w.test.favoured, w.test.if_favoured_wins)
                    }
                    kriegsspiel::systems::reisswitz_1815::calc::TestThrow::FavouredLoses => {
                        format!("{} lose: {}", w.test.favoured, w.test.if_favoured_loses)
                    }
                };
                text.push_str(&format!("\nFace {n}: {words}"));
                json["face"] = serde_json::json!(n);
                json["result"] = to_json(&result)?;
            }
            Ok(Report { text, json })
        }
        Sheet::Melee(a) => {
            let input = MeleeInput {
                die: a.die,
                favoured: a.favoured,
                face: Face::new(a.face)?,
                attacker: a.attacker,
                defender: a.defender,
                in_woods: a.in_woods,
            };
            let out = MeleeOutcome::resolve(rules, &input)?;
            let text = format!(
                "Melee (Section 4 — Using the Close Combat Table; Repulsed, Defeated and Totally Defeated Troops)\n{}",
                out.explain()
            );
            Ok(Report {
                text,
                json: serde_json::json!({ "input": to_json(&input)?, "outcome": to_json(&out)? }),
            })
        }
    }
}
