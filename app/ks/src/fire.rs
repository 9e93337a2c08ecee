//! `ks fire`: loss points for one fire, with the die to throw and every step cited.

use super::Report;
use super::engine_value::variant_values;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::fire::{
    FireOrder, FireResult, fire_points, skirmish_platoons_scale,
};
use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::FireArm;
use kriegsspiel::systems::reisswitz_1815::calc::fire_modifier::FireModifier;
use kriegsspiel::systems::reisswitz_1815::dice::Face;
use kriegsspiel::systems::reisswitz_1815::ruleset::{FireEffect, NamedOption, Ruleset};
use serde_json::json;
use std::fmt::Write as _;

/// Arguments of `ks fire`.
#[derive(Debug, Args)]
pub struct FireArgs {
    /// Who fires.
    #[arg(long, value_parser = variant_values("firing arm", arm_help))]
    pub arm: FireArm,
    /// Good or bad effect (skirmishers and Rifles: good = from cover, bad = in the open).
    #[arg(long, value_parser = variant_values("fire effect", FireEffect::description))]
    pub effect: FireEffect,
    /// Range to the target, in paces.
    #[arg(long, value_name = "PACES", allow_negative_numbers = true, value_parser = crate::numbers::bounded_number)]
    pub range: f64,
    /// The face thrown (1–6) on the die that carries the table (the answer names the die).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub face: i64,
    /// Size of the firing unit as a multiple of the table's unit: batteries (half battery 0.5),
    /// half battalions (a battalion 2), pairs of skirmish platoon blocks.
    #[arg(long, value_name = "F", allow_negative_numbers = true, value_parser = crate::numbers::bounded_number)]
    pub scale: Option<f64>,
    /// Skirmish platoon blocks firing (skirmish, rifles); the table is for two.
    #[arg(long, value_name = "N", conflicts_with = "scale")]
    pub platoons: Option<u32>,
    /// A circumstance of the fire (repeat for several).
    #[arg(
        long = "modifier",
        value_name = "NAME",
        value_parser = variant_values("fire modifier", FireModifier::description)
    )]
    pub modifiers: Vec<FireModifier>,
    /// For a 9-pdr: the face of the die that picks its column (1, 3, 5 → 12-pdr; 2, 4, 6 → 6-pdr).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub nine_pdr_column_face: Option<i64>,
}

/// The engine's words for an arm, with the option a 9-pdr battery also needs.
fn arm_help(arm: FireArm) -> String {
    match arm {
        FireArm::NinePounder => format!("{} (give --nine-pdr-column-face)", arm.description()),
        _ => arm.description().to_string(),
    }
}

fn num(x: f64) -> String {
    let r = (x * 1000.0).round() / 1000.0;
    if r.fract() == 0.0 {
        format!("{r:.0}")
    } else {
        format!("{r}")
    }
}

/// Answers `ks fire`.
pub fn run(args: &FireArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let arm = args.arm;
    if args.platoons.is_some() && !matches!(arm, FireArm::Skirmishers | FireArm::Rifles) {
        return Err(RulesError::OutOfRange {
            what: "--platoons",
            value: format!("for a {}", arm.label()),
            allowed: "only for skirmish and rifles; use --scale for batteries and half battalions"
                .into(),
        });
    }
    let scale = match (args.scale, args.platoons) {
        (_, Some(n)) => skirmish_platoons_scale(rules, n),
        (Some(f), None) => f,
        (None, None) => 1.0,
    };
    let order = FireOrder {
        arm,
        effect: args.effect,
        range_paces: args.range,
        face: Face::new(args.face)?,
        scale,
        modifiers: args.modifiers.clone(),
        nine_pdr_column_face: args.nine_pdr_column_face.map(Face::new).transpose()?,
    };
    let result = fire_points(rules, &order)?;
    Ok(Report {
        text: text(rules, &order, &result),
        json: to_json(rules, &order, &result),
    })
}

/// The good/bad effect checklist for this artillery fire's shot and effect, with its source.
fn checklist(rules: &Ruleset, result: &FireResult) -> Option<(Vec<String>, String)> {
    let shot = result.band.band.artillery_shot()?;
    let (list, source) = rules.fire.criteria(rules.options.artillery_effect_criteria);
    let check = list
        .iter()
        .find(|c| c.shot == shot && c.effect == result.effect)?;
    Some((check.checks.clone(), source.to_string()))
}

fn text(rules: &Ruleset, order: &FireOrder, r: &FireResult) -> String {
    let mut t = String::new();
    let _ = writeln!(
        t,
        "{}, {} effect, {} paces, face {}: {} loss points",
        order.arm.label(),
        order.effect.id(),
        num(order.range_paces),
        order.face,
        num(r.points)
    );
    let _ = writeln!(
        t,
        "Throw Die {} and read the {} figure ({}).",
        r.die.die,
        r.die.side.label(),
        r.table.label()
    );
    for (i, step) in r.steps.iter().enumerate() {
        let _ = writeln!(t, "  {}. {}  [{}]", i + 1, step.text, step.source);
    }
    if let Some((checks, source)) = checklist(rules, r) {
        let _ = writeln!(
            t,
            "{} effect for {} means (option artillery_effect_criteria = {}; {source}):",
            if r.effect == FireEffect::Good {
                "Good"
            } else {
                "Bad"
            },
            r.band.band.label(),
            rules.options.artillery_effect_criteria.id()
        );
        for c in checks {
            let _ = writeln!(t, "  - {c}");
        }
    }
    if let Some(note) = &rules.fire.table_record(r.table).note {
        let _ = writeln!(t, "Note: {note}");
    }
    t
}

fn to_json(rules: &Ruleset, order: &FireOrder, r: &FireResult) -> serde_json::Value {
    let checklist = checklist(rules, r).map(|(checks, source)| {
        json!({
            "option": rules.options.artillery_effect_criteria.id(),
            "checks": checks,
            "source": source,
        })
    });
    json!({
        "arm": order.arm.id(),
        "effect": order.effect.id(),
        "effect_read": r.effect.id(),
        "range_paces": order.range_paces,
        "face": order.face.number(),
        "scale": order.scale,
        "modifiers": order.modifiers.iter().map(|m| m.id()).collect::<Vec<_>>(),
        "nine_pdr_column_face": order.nine_pdr_column_face.map(|f| f.number()),
        "column": r.calibre.map(|c| c.label()),
        "points": r.points,
        "table_points": r.table_points,
        "table": r.table,
        "die": r.die.die.roman(),
        "side": r.die.side.label(),
        "fire_dice_assignment": rules.options.fire_dice_assignment.id(),
        "band": r.band.band.id(),
        "band_from": r.band.from,
        "band_to": r.band.to,
        "row": r.band.row.id(),
        "max_range": r.band.max_range,
        "steps": r.steps,
        "effect_checklist": checklist,
        "note": rules.fire.table_record(r.table).note,
    })
}
