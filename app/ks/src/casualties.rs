//! `ks casualties`: loss points to men and the casualty pin's move for one throw.

use super::Report;
use super::engine_value::variant_values;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::casualty_pin::{CasualtyPin, PinThrow, count_text};
use kriegsspiel::systems::reisswitz_1815::dice::Face;
use kriegsspiel::systems::reisswitz_1815::ruleset::{Formation, PinTrack, Ruleset};
use serde_json::json;
use std::fmt::Write as _;

/// Arguments of `ks casualties`.
#[derive(Debug, Args)]
pub struct CasualtiesArgs {
    /// The formation hit.
    #[arg(long, value_parser = variant_values("formation", Formation::description))]
    pub formation: Formation,
    /// Loss points inflicted.
    #[arg(long, value_name = "P", allow_negative_numbers = true, value_parser = crate::numbers::bounded_number)]
    pub points: f64,
    /// The d6 thrown for a remainder of whole men (ignored when there is none).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub face: i64,
    /// Where the pin stands on its track before the throw (men; points for artillery).
    #[arg(
        long,
        value_name = "MEN",
        allow_negative_numbers = true,
        default_value_t = 0.0,
        value_parser = crate::numbers::bounded_number
    )]
    pub pin_at: f64,
    /// The unit's strength, for removal: men of a half battalion (450), guns of a battery.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = crate::numbers::bounded_number)]
    pub strength: Option<f64>,
}

/// Answers `ks casualties`.
pub fn run(args: &CasualtiesArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let formation = args.formation;
    let face = Face::new(args.face)?;
    let mut pin = CasualtyPin::new(rules, formation)?;
    if let Some(s) = args.strength {
        pin = pin.with_strength(rules, s)?;
    }
    pin = pin.starting_at(args.pin_at)?;
    let remainder = pin.remainder_for(args.points)?;
    let throw = pin.record(args.points, (remainder > 0).then_some(face))?;
    Ok(Report {
        text: text(rules, &pin, &throw, face),
        json: to_json(rules, &pin, &throw, face),
    })
}

fn unit(pin: &CasualtyPin, rules: &Ruleset) -> String {
    match pin.track() {
        PinTrack::Points | PinTrack::SheetPoints => "points".into(),
        PinTrack::Men => rules
            .casualties
            .formation(pin.formation())
            .map(|f| f.counts.clone())
            .unwrap_or_else(|_| "men".into()),
    }
}

fn text(rules: &Ruleset, pin: &CasualtyPin, t: &PinThrow, face: Face) -> String {
    let counts = rules
        .casualties
        .formation(pin.formation())
        .map(|f| (f.name.clone(), f.counts.clone()))
        .unwrap_or_default();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}: {} = {}",
        counts.0,
        count_text(t.points, "points"),
        count_text(t.exact, &counts.1)
    );
    for (i, step) in t.steps.iter().enumerate() {
        let _ = writeln!(s, "  {}. {}  [{}]", i + 1, step.text, step.source);
    }
    if t.remainder_throw.is_none() {
        let why = match pin.track() {
            PinTrack::Points => "artillery counts points exactly",
            PinTrack::SheetPoints => "no whole points are left over",
            PinTrack::Men => "no whole men are left over",
        };
        let _ = writeln!(
            s,
            "No remainder throw ({why}): the face {face} is not used."
        );
    }
    let _ = writeln!(
        s,
        "Pin: {} of {} {}; {}",
        t.position_after,
        pin.track_length(),
        unit(pin, rules),
        if t.events.is_empty() {
            "no exchange.".to_string()
        } else {
            t.events
                .iter()
                .map(|e| e.describe())
                .collect::<Vec<_>>()
                .join("; ")
        }
    );
    s
}

fn to_json(rules: &Ruleset, pin: &CasualtyPin, t: &PinThrow, face: Face) -> serde_json::Value {
    let counts = rules
        .casualties
        .formation(pin.formation())
        .map(|f| f.counts.clone())
        .ok();
    json!({
        "formation": pin.formation().id(),
        "points": t.points.to_f64(),
        "counts": counts,
        "exact": t.exact.to_string(),
        "exact_value": t.exact.to_f64(),
        "carried_in": t.carried_in.to_string(),
        "whole": t.whole,
        "carried_out": t.carried_out.to_string(),
        "full_boxes": t.full_boxes,
        "remainder": t.remainder,
        "face": face.number(),
        "face_used": t.remainder_throw.is_some(),
        "extra_box": t.extra_box,
        "boxes_moved": t.boxes_moved,
        "track": unit(pin, rules),
        "track_length": pin.track_length().to_string(),
        "position_before": t.position_before.to_string(),
        "position_after": t.position_after.to_string(),
        "completions": pin.completions(),
        "events": t.events.iter().map(|e| json!({"event": e, "text": e.describe()})).collect::<Vec<_>>(),
        "steps": t.steps,
    })
}
