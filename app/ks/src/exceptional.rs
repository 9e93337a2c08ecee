//! `ks exceptional`: the exceptional throw and the exceptional dice (Schimmelspiel).

use super::Report;
use super::combat::{chance_json, chance_text, circle_id};
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::dice::{
    DiceBox, ExceptionalDice, ExceptionalDiceThrow, ExceptionalThrow, Face,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::{NamedOption, Ruleset};
use serde_json::{Value, json};

/// Where the rules for exceptional ventures come from.
const SOURCE: &str = "\"The Exceptional Throw and Exceptional Dice\" (reference §5)";

/// Arguments of `ks exceptional`.
#[derive(Debug, Args)]
pub struct ExceptionalArgs {
    /// How many exceptional dice to throw, 1 to 5; the lowest numbers are dropped first
    /// (5 = dice 1, 3, 4, 5, 6; 4 = 3, 4, 5, 6; … 1 = the 6 alone).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(i64).range(1..=5))]
    pub dice: i64,
    /// Throw the dice from a dice box with this seed (with `--throw`).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Throw the exceptional dice (needs `--seed`).
    #[arg(long, requires = "seed")]
    pub throw: bool,
    /// First make the umpire's exceptional throw with Die I; the dice are thrown only if it
    /// allows the venture (needs `--seed`).
    #[arg(long, requires = "seed")]
    pub exceptional_throw: bool,
    /// What the venture is (kept in the throw log).
    #[arg(long, default_value = "ks exceptional")]
    pub purpose: String,
}

fn dice_list(dice: &ExceptionalDice, dropped: bool) -> Vec<u8> {
    let list = if dropped { dice.dropped() } else { dice.dice() };
    list.iter().map(|d| d.number()).collect()
}

fn numbers_text(numbers: &[u8]) -> String {
    if numbers.is_empty() {
        return "none".into();
    }
    numbers
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn thrown_json(t: &ExceptionalDiceThrow) -> Value {
    let faces: Vec<Value> = t
        .faces
        .iter()
        .map(|f| json!({ "die": f.die.number(), "face": f.face.number(), "points": f.points, "sequence": f.sequence }))
        .collect();
    json!({ "faces": faces, "total": t.total, "success": t.success })
}

fn thrown_text(t: &ExceptionalDiceThrow) -> String {
    let shown: Vec<String> = t
        .faces
        .iter()
        .map(|f| {
            if f.points == 0 {
                format!("die {} blank", f.die.number())
            } else {
                format!("die {} shows {}", f.die.number(), f.points)
            }
        })
        .collect();
    let verdict = if t.success {
        "success: the objective is achieved; the enemy is only repulsed and suffers no material loss"
    } else {
        "failure: all troops committed to the venture are lost"
    };
    format!(
        "Exceptional dice: {}; total {} (needs {}) — {verdict} (point 5).\n",
        shown.join(", "),
        t.total,
        ExceptionalDice::SUCCESS_TOTAL
    )
}

/// Answers `ks exceptional`.
pub fn run(args: &ExceptionalArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let dice = ExceptionalDice::new(args.dice)?;
    let chance = dice.success_chance()?;
    let ways = 6u64.pow(u32::from(dice.kept()));
    let allowed = ExceptionalThrow::chance_allowed(rules)?;
    let overall = allowed.checked_mul(chance)?;
    let mapping = rules.options.exceptional_throw_mapping;
    let allowing_faces: Vec<u8> = Face::ALL
        .iter()
        .filter(|f| ExceptionalThrow::face_allows(rules, **f).ok().flatten() == Some(true))
        .map(|f| f.number())
        .collect();
    let two_d6 = ExceptionalDice::two_ordinary_dice_eight_or_more()?;

    let mut text = format!("Exceptional ventures — {SOURCE}\n");
    text.push_str(&format!(
        "1. Exceptional throw: the umpire throws Die I; faces {} allow the venture (option \
         exceptional_throw_mapping = {}), chance {}.\n",
        numbers_text(&allowing_faces),
        mapping.id(),
        chance_text(allowed)
    ));
    text.push_str(&format!(
        "2. Exceptional dice thrown by the player: {} (dropped: {}); each has one numbered face \
         and five blanks; success needs at least {} points.\n",
        numbers_text(&dice_list(&dice, false)),
        numbers_text(&dice_list(&dice, true)),
        ExceptionalDice::SUCCESS_TOTAL
    ));
    text.push_str(&format!(
        "   Chance of success: {} — counted over all {ways} ways the dice can fall.\n",
        chance_text(chance)
    ));
    text.push_str(&format!(
        "   Allowed and successful together: {}.\n",
        chance_text(overall)
    ));
    text.push_str(&format!(
        "   Not offered: the draft's \"2×D6, 8 or more\" alternative is {} on two ordinary dice, \
         not the same chance.\n",
        chance_text(two_d6)
    ));

    let mut thrown = Value::Null;
    let mut permission = Value::Null;
    let mut dice_box_json = Value::Null;
    if let (Some(seed), true) = (args.seed, args.throw || args.exceptional_throw) {
        let mut dice_box = DiceBox::new(seed);
        let mut go_ahead = true;
        if args.exceptional_throw {
            let t = ExceptionalThrow::throw(&mut dice_box, rules, &args.purpose)?;
            text.push_str(&format!(
                "Exceptional throw (seed {seed}): Die I face {}, circle {} — {}.\n",
                t.face,
                circle_id(t.circle),
                if t.allowed {
                    "allowed: the exceptional dice decide"
                } else {
                    "refused: the troops will not attempt it this move"
                }
            ));
            permission = json!({
                "face": t.face.number(),
                "circle": circle_id(t.circle),
                "allowed": t.allowed,
                "sequences": t.sequences,
            });
            go_ahead = t.allowed;
        }
        if go_ahead {
            let t = dice.throw(&mut dice_box, &args.purpose)?;
            if !args.exceptional_throw {
                text.push_str(&format!("Thrown with seed {seed}.\n"));
            }
            text.push_str(&thrown_text(&t));
            thrown = thrown_json(&t);
        }
        dice_box_json = serde_json::to_value(&dice_box).map_err(|e| RulesError::Unwritable {
            what: "the dice box",
            reason: e.to_string(),
        })?;
    }

    let json = json!({
        "dice": dice_list(&dice, false),
        "dropped": dice_list(&dice, true),
        "success_total": ExceptionalDice::SUCCESS_TOTAL,
        "ways": ways,
        "chance": chance_json(chance),
        "exceptional_throw": {
            "die": "I",
            "mapping": mapping.id(),
            "allowing_faces": allowing_faces,
            "chance": chance_json(allowed),
        },
        "allowed_and_successful": chance_json(overall),
        "two_d6_eight_or_more_not_equivalent": chance_json(two_d6),
        "exceptional_throw_result": permission,
        "thrown": thrown,
        "dice_box": dice_box_json,
        "source": SOURCE,
    });
    Ok(Report { text, json })
}
