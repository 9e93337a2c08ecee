//! `ks combat`: what a face of a Reisswitz die means in close combat, with the die's chances.

use super::Report;
use super::engine_value::{die_values, engine_values};
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::dice::{DieId, DieProbabilities, Face, Fraction};
use kriegsspiel::systems::reisswitz_1815::ruleset::{Circle, CombatFace, Ruleset};
use serde_json::{Value, json};

/// Where the faces and their meaning come from.
const FACES_SOURCE: &str = "\"The Dice\" and Appendix Three — close-combat table (reference §5)";

/// Arguments of `ks combat`.
#[derive(Debug, Args)]
pub struct CombatArgs {
    /// Which die (I = odds 1:1, II = 3:2, III = 2:1, IV = 3:1, V = 4:1).
    #[arg(long, value_name = "DIE", value_parser = engine_values::<DieId>(die_values()), ignore_case = true)]
    pub die: DieId,
    /// The face thrown, 1 to 6.
    #[arg(long, value_parser = clap::value_parser!(i64).range(1..=6))]
    pub face: i64,
}

/// A chance as JSON: the exact fraction and a percentage for reading.
pub(super) fn chance_json(f: Fraction) -> Value {
    json!({
        "fraction": f.to_string(),
        "numerator": f.numerator(),
        "denominator": f.denominator(),
        "percent": f.percent(),
    })
}

/// A chance for people: "3/5 (60.00 %)".
pub(super) fn chance_text(f: Fraction) -> String {
    format!("{f} ({:.2} %)", f.percent())
}

/// The circle in words.
pub(super) fn circle_words(circle: Circle) -> &'static str {
    match circle {
        Circle::A => "the side the odds favour (with equal odds, the attacker) is beaten",
        Circle::O => "the other side is beaten (the side the odds favour wins)",
        Circle::Again => "blank face: throw the die again",
    }
}

/// The circle as a short id for JSON.
pub(super) fn circle_id(circle: Circle) -> &'static str {
    match circle {
        Circle::A => "A",
        Circle::O => "O",
        Circle::Again => "again",
    }
}

/// One face as JSON.
pub(super) fn face_json(face: Face, shown: CombatFace) -> Value {
    json!({
        "face": face.number(),
        "circle": circle_id(shown.circle),
        "letter": shown.letter.map(|l| l.to_string()),
        "flame": shown.flame,
        "blank": shown.circle == Circle::Again,
    })
}

/// One face in a line: "O R (repulsed), flame".
pub(super) fn face_short(shown: CombatFace) -> String {
    let mut text = match (shown.circle, shown.letter) {
        (Circle::Again, _) | (_, None) => "blank, throw again".to_string(),
        (c, Some(l)) => format!("{} {l} ({})", circle_id(c), l.word()),
    };
    if shown.flame {
        text.push_str(", flame");
    }
    text
}

/// The die's chances as JSON.
pub(super) fn probabilities_json(p: &DieProbabilities) -> Value {
    let outcomes: Vec<Value> = p
        .outcomes
        .iter()
        .map(|o| {
            json!({
                "beaten": circle_id(o.beaten),
                "letter": o.letter.to_string(),
                "chance": chance_json(o.chance),
            })
        })
        .collect();
    json!({
        "favoured_wins": chance_json(p.other_beaten),
        "favoured_beaten": chance_json(p.favoured_beaten),
        "outcomes": outcomes,
        "flame_per_throw": chance_json(p.flame),
        "blank_per_throw": chance_json(p.blank),
        "decided_faces": p.decided_faces,
    })
}

/// The die's chances in lines of text.
pub(super) fn probabilities_text(p: &DieProbabilities) -> String {
    let mut text = format!(
        "Chances on Die {} (counted from its faces; blank faces thrown again, so each of the {} faces with a circle is equally likely):\n",
        p.die, p.decided_faces
    );
    text.push_str(&format!(
        "  the favoured side wins {}, is beaten {}\n",
        chance_text(p.other_beaten),
        chance_text(p.favoured_beaten)
    ));
    let results: Vec<String> = p
        .outcomes
        .iter()
        .filter(|o| o.chance != Fraction::ZERO)
        .map(|o| format!("{} {} {}", circle_id(o.beaten), o.letter, o.chance))
        .collect();
    text.push_str(&format!("  by result: {}\n", results.join(", ")));
    text.push_str(&format!(
        "  per single throw: flame {}, blank {}\n",
        chance_text(p.flame),
        chance_text(p.blank)
    ));
    text
}

/// Answers `ks combat`.
pub fn run(args: &CombatArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let die = args.die;
    let face = Face::new(args.face)?;
    let shown = rules.dice.face(die, face)?;
    let probabilities = DieProbabilities::for_die(rules, die)?;
    let mut text = format!(
        "Die {die} (odds {}), face {face} — {FACES_SOURCE}\n",
        die.odds_label()
    );
    let mut losses_json = Value::Null;
    match (shown.circle, shown.letter) {
        (Circle::Again, _) | (_, None) => {
            text.push_str(
                "Blank face: no result; throw the die again until a face with a circle shows \
                 (\"The Dice\": blank sides are thrown again).\n",
            );
        }
        (circle, Some(letter)) => {
            let losses = rules.dice.losses.for_letter(letter);
            text.push_str(&format!(
                "Circle {}: {}.\nLetter {letter}: the beaten side is {}.\n",
                circle_id(circle),
                circle_words(circle),
                letter.word()
            ));
            text.push_str(&format!(
                "Loser's losses: {} points per beaten half battalion, {} per beaten squadron ({}).\n",
                losses.per_half_battalion, losses.per_squadron, rules.dice.losses.source
            ));
            losses_json = json!({
                "per_half_battalion": losses.per_half_battalion,
                "per_squadron": losses.per_squadron,
                "source": rules.dice.losses.source,
            });
        }
    }
    text.push_str(if shown.flame {
        "Flame: yes — used for village fires: a village under howitzer shells catches fire, or a \
         fire spreads (\"The Dice\"; Section 3 — Firepower, shells from howitzers).\n"
    } else {
        "Flame: no.\n"
    });
    text.push_str(&probabilities_text(&probabilities));
    let mut json = face_json(face, shown);
    if let Value::Object(map) = &mut json {
        map.insert("die".into(), json!(die.roman()));
        map.insert("odds".into(), json!(die.odds_label()));
        map.insert(
            "beaten".into(),
            json!(shown.letter.map(|_| circle_words(shown.circle))),
        );
        map.insert("how".into(), json!(shown.letter.map(|l| l.word())));
        map.insert("loser_losses".into(), losses_json);
        map.insert("probabilities".into(), probabilities_json(&probabilities));
        map.insert("source".into(), json!(FACES_SOURCE));
    }
    Ok(Report { text, json })
}
