//! `ks roll`: throw a die from a seeded dice box and show what each throw means.

use super::Report;
use super::combat::{face_json, face_short};
use super::engine_value::{die_values, variant_values};
use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::dice::{DiceBox, DieId, DieKind, DieReading};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use serde_json::{Value, json};

/// A die named on the command line: a Reisswitz die (the engine's [`DieId`]) or a plain d6.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RollDie {
    /// One of the five Reisswitz dice.
    Reisswitz(DieId),
    /// A plain die numbered 1 to 6.
    D6,
}

impl RollDie {
    fn reisswitz(self) -> Option<DieId> {
        match self {
            RollDie::Reisswitz(die) => Some(die),
            RollDie::D6 => None,
        }
    }
}

/// The dice as clap values: `I` … `V` read by the engine's parser, then `d6`.
fn roll_die_parser() -> impl TypedValueParser<Value = RollDie> {
    let d6 = PossibleValue::new("d6").help("A plain die numbered 1 to 6.");
    PossibleValuesParser::new(die_values().chain([d6])).try_map(|id: String| match id.as_str() {
        "d6" => Ok(RollDie::D6),
        roman => roman.parse::<DieId>().map(RollDie::Reisswitz),
    })
}

/// Arguments of `ks roll`.
#[derive(Debug, Args)]
pub struct RollArgs {
    /// Which die: I to V (Reisswitz dice) or d6.
    #[arg(long, value_name = "DIE", value_parser = roll_die_parser(), ignore_case = true)]
    pub die: RollDie,
    /// The dice box's seed; the same seed always gives the same throws.
    #[arg(long)]
    pub seed: u64,
    /// How many throws (1 to 1000).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub count: u32,
    /// What the throws are for (kept in the throw log).
    #[arg(long, default_value = "ks roll")]
    pub purpose: String,
    /// Read a Reisswitz die by its circle (blanks thrown again) or by its face (fire, flames).
    #[arg(
        long,
        value_parser = variant_values("die reading", DieReading::description),
        default_value = "circle"
    )]
    pub reading: DieReading,
}

/// Answers `ks roll`.
pub fn run(args: &RollArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let mut dice_box = DiceBox::new(args.seed);
    let mut throws: Vec<Value> = Vec::new();
    let mut text = String::new();
    match args.die.reisswitz() {
        Some(die) => {
            let reading = args.reading;
            text.push_str(&format!(
                "Die {die} (odds {}), seed {}, read by the {} — \"The Dice\" (reference §5)\n",
                die.odds_label(),
                args.seed,
                match reading {
                    DieReading::Circle => "circle: a blank face is thrown again",
                    DieReading::Face => "face: each face counts as it falls",
                }
            ));
            for n in 1..=args.count {
                let t = dice_box.throw_reisswitz(rules, die, reading, &args.purpose)?;
                let mut line = format!("Throw {n}: ");
                for blank in &t.thrown_again {
                    line.push_str(&format!("face {blank} blank, thrown again; "));
                }
                line.push_str(&format!("face {} — {}", t.face, face_short(t.combat)));
                text.push_str(&line);
                text.push('\n');
                let mut entry = face_json(t.face, t.combat);
                if let Value::Object(map) = &mut entry {
                    let again: Vec<u8> = t.thrown_again.iter().map(|f| f.number()).collect();
                    map.insert("thrown_again".into(), json!(again));
                    map.insert("sequences".into(), json!(t.sequences));
                }
                throws.push(entry);
            }
        }
        None => {
            text.push_str(&format!("d6, seed {}\n", args.seed));
            for n in 1..=args.count {
                let e = dice_box.throw_die(DieKind::D6, &args.purpose)?;
                text.push_str(&format!("Throw {n}: {}\n", e.face));
                throws.push(json!({ "face": e.face.number(), "sequences": [e.sequence] }));
            }
        }
    }
    text.push_str(&format!(
        "{} dice thrown in all; the generator stands at position {} (seed {}).\n",
        dice_box.log().len(),
        dice_box.position(),
        args.seed
    ));
    let json = json!({
        "die": match args.die.reisswitz() { Some(d) => d.roman(), None => "d6" },
        "seed": args.seed,
        "reading": args.die.reisswitz().map(|_| args.reading.id()),
        "purpose": args.purpose,
        "throws": throws,
        "dice_box": serde_json::to_value(&dice_box)
            .map_err(|e| RulesError::Unwritable { what: "the dice box", reason: e.to_string() })?,
    });
    Ok(Report { text, json })
}
