//! `ks message`: when a message sent at the start of a move is in hand — the messenger's ride
//! over the ground of its route (Section 2 — Movement, "Messengers"; Appendix Three — Movement
//! Chart, officers' rows) plus the minutes the sender took to read his last report and decide
//! (source text L116; reference §12.2).

use super::Report;
use super::movement::{PathSpec, parse_path, push_steps, to_json};
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::systems::reisswitz_1815::staff::{MessageArrival, StaffError};

/// Arguments of `ks message`.
#[derive(Debug, Args)]
pub struct MessageArgs {
    /// The route as legs GROUND:PACES separated by commas, e.g. `even:1500,lwood:500`.
    #[arg(long, value_name = "LEGS", value_parser = parse_path)]
    pub path: PathSpec,
    /// Minutes the sender took to read his last report and decide (default 0).
    #[arg(
        long,
        value_name = "M",
        allow_negative_numbers = true,
        default_value_t = 0.0,
        value_parser = crate::numbers::bounded_number
    )]
    pub reaction_minutes: f64,
}

fn rules_error(e: StaffError) -> RulesError {
    match e {
        StaffError::Rules(r) => r,
        StaffError::ReactionTime { value, max } => RulesError::OutOfRange {
            what: "reaction time in minutes",
            value,
            allowed: format!("0 to {max} minutes (source text L116)"),
        },
        other => RulesError::NotInTable(other.to_string()),
    }
}

/// Answers `ks message`.
pub fn run(args: &MessageArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let arrival = MessageArrival::over_legs(rules, &args.path.0, args.reaction_minutes)
        .map_err(rules_error)?;
    let mut text = format!(
        "Message over {:.0} paces, {} minutes to decide: {:.1} minutes in all; in hand {} after it is sent.\n",
        arrival.ride.distance.paces(),
        arrival.reaction_minutes,
        arrival.minutes,
        match arrival.arrival_moves {
            0 => "in the same move".to_string(),
            1 => "1 move".to_string(),
            n => format!("{n} moves"),
        }
    );
    push_steps(&mut text, &arrival.steps);
    let mut json = serde_json::Map::new();
    json.insert("arrival_moves".into(), arrival.arrival_moves.into());
    json.insert("minutes".into(), to_json(&arrival.minutes)?);
    json.insert("turns".into(), to_json(&arrival.turns)?);
    json.insert(
        "reaction_minutes".into(),
        to_json(&arrival.reaction_minutes)?,
    );
    json.insert("riding_minutes".into(), to_json(&arrival.ride.minutes)?);
    json.insert("row".into(), arrival.ride.row.clone().into());
    json.insert("distance".into(), to_json(&arrival.ride.distance)?);
    json.insert("long_trip".into(), arrival.ride.long_trip.into());
    json.insert("steps".into(), to_json(&arrival.steps)?);
    Ok(Report {
        text,
        json: serde_json::Value::Object(json),
    })
}
