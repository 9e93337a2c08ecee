//! Messengers: how long a rider takes to carry a message (Section 2 — Movement, "Messengers";
//! Appendix Three — Movement Chart, "Messengers &c.").
//!
//! A trip of at most 2,000 paces is ridden at the gallop, 900 paces a turn; a longer trip goes
//! at 700 paces a turn **from the outset**, not only after the first 2,000 paces.
//!
//! Over mixed ground the chart's two officer rows refine those speeds. The workbench applies
//! them the way Section 2 applies its two speeds: the length of the whole trip picks one row,
//! and that row prices every leg — "first 2,000 paces" for a trip of at most 2,000 paces,
//! "after 2,000 paces" for a longer one, from the outset. (On even ground the two rows give
//! 900 and 700, the Section 2 figures.) The row headings can also be read as "the first
//! 2,000 paces of any trip at the faster row, the rest at the slower"; that reading contradicts
//! "from the outset", so it is the non-default reading of the option
//! [`MessengerLongTrip`](crate::systems::reisswitz_1815::ruleset::MessengerLongTrip).

use super::movement::{
    LegCost, MoveStep, PathLeg, checked_leg, fmt_fraction, fmt_paces, path_cost, whole_turns,
};
use super::turn_length::MINUTES_PER_TURN;
use crate::distance::Pace;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::{MessengerLongTrip, Ruleset};
use serde::Serialize;

/// A messenger's ride and how long it takes.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MessengerRide {
    /// The trip's length.
    pub distance: Pace,
    /// Whether the trip is longer than the short-trip limit (2,000 paces).
    pub long_trip: bool,
    /// The chart row used for terrain legs (`officers_first_2000` or `officers_after_2000`).
    pub row: String,
    /// The single rate used when no terrain was given (900 or 700).
    pub paces_per_turn: Option<f64>,
    /// Each leg's cost when terrain was given; empty otherwise.
    pub legs: Vec<LegCost>,
    /// Riding time in turns (fractional).
    pub turns: f64,
    /// Riding time in whole turns, rounded up: sent at the start of turn `t`, the message is in
    /// hand at the start of turn `t + whole_turns`.
    pub whole_turns: u64,
    /// Riding time in minutes (fractional).
    pub minutes: f64,
    /// Minutes of the whole turns.
    pub whole_turn_minutes: u64,
    /// How the answer was found.
    pub steps: Vec<MoveStep>,
}

/// The riding time for `distance` paces by Section 2's two speeds (no terrain).
pub fn messenger_ride(rules: &Ruleset, distance: Pace) -> Result<MessengerRide> {
    let distance = checked_leg(distance.paces())?;
    let m = &rules.movement.messengers;
    let long = distance.paces() > m.short_trip_max_paces;
    if long && rules.options.messenger_long_trip == MessengerLongTrip::ChartRowsSplit {
        let first = m.short_trip_max_paces;
        let rest = distance.paces() - first;
        let turns = first / m.short_trip_paces + rest / m.long_trip_paces;
        let steps = vec![MoveStep::new(
            format!(
                "Option messenger_long_trip = chart_rows_split: the first {} paces at {} paces per turn ({} turns), the remaining {} paces at {} ({} turns): {} turns of riding.",
                fmt_paces(first),
                fmt_paces(m.short_trip_paces),
                fmt_fraction(first / m.short_trip_paces),
                fmt_paces(rest),
                fmt_paces(m.long_trip_paces),
                fmt_fraction(rest / m.long_trip_paces),
                fmt_fraction(turns)
            ),
            &m.source,
        )];
        return Ok(finish(
            rules,
            distance,
            long,
            None,
            Vec::new(),
            turns,
            steps,
        ));
    }
    let rate = if long {
        m.long_trip_paces
    } else {
        m.short_trip_paces
    };
    let mut steps = vec![trip_step(rules, distance, long)];
    let turns = distance.paces() / rate;
    steps.push(MoveStep::new(
        format!(
            "{} / {} = {} turns of riding.",
            fmt_paces(distance.paces()),
            fmt_paces(rate),
            fmt_fraction(turns)
        ),
        &m.source,
    ));
    Ok(finish(
        rules,
        distance,
        long,
        Some(rate),
        Vec::new(),
        turns,
        steps,
    ))
}

/// The riding time over `legs` of ground, using the chart's officer rows as described in the
/// module documentation. Refuses ground a messenger cannot cross.
pub fn messenger_ride_over(rules: &Ruleset, legs: &[PathLeg]) -> Result<MessengerRide> {
    let m = &rules.movement.messengers;
    let mut distance = Pace::ZERO;
    for leg in legs {
        distance += checked_leg(leg.length.paces())?;
    }
    let long = distance.paces() > m.short_trip_max_paces;
    if long && rules.options.messenger_long_trip == MessengerLongTrip::ChartRowsSplit {
        return ride_split_over(rules, legs, distance);
    }
    let row_id = if long { &m.long_row } else { &m.short_row };
    let row = rules.movement.row(row_id)?;
    let mut steps = vec![trip_step(rules, distance, long)];
    steps.push(MoveStep::new(
        format!(
            "With the ground given, the chart's row \"{}\" prices every leg of this trip: the trip's whole length picks the row, as Section 2 applies its speed from the outset.",
            row.label
        ),
        &row.source,
    ));
    let cost = path_cost(rules, row_id, legs)?;
    if let Some(i) = cost.blocked_at_leg {
        let ground = legs
            .get(i)
            .map_or("that ground", |l| l.ground.description());
        return Err(RulesError::NotInTable(format!(
            "a messenger riding over {ground} (leg {}): officers and messengers cannot cross it",
            i + 1
        )));
    }
    let turns = cost.total_fraction.unwrap_or(0.0);
    steps.extend(
        cost.steps
            .into_iter()
            .filter(|s| s.text.starts_with("Leg ")),
    );
    steps.push(MoveStep::new(
        format!("Legs together: {} turns of riding.", fmt_fraction(turns)),
        &row.source,
    ));
    Ok(finish(rules, distance, long, None, cost.legs, turns, steps))
}

/// The `chart_rows_split` reading over ground: the legs up to the first 2,000 paces priced on
/// the faster officer row, the rest on the slower one (a leg straddling the mark is cut there).
fn ride_split_over(rules: &Ruleset, legs: &[PathLeg], distance: Pace) -> Result<MessengerRide> {
    let m = &rules.movement.messengers;
    let mut first_part = Vec::new();
    let mut second_part = Vec::new();
    let mut ridden = 0.0;
    for leg in legs {
        let before = (m.short_trip_max_paces - ridden).clamp(0.0, leg.length.paces());
        if before > 0.0 {
            first_part.push(PathLeg::new(leg.ground, before)?);
        }
        if leg.length.paces() - before > 0.0 {
            second_part.push(PathLeg::new(leg.ground, leg.length.paces() - before)?);
        }
        ridden += leg.length.paces();
    }
    let mut steps = vec![MoveStep::new(
        format!(
            "Option messenger_long_trip = chart_rows_split: the first {} paces on the chart's faster officer row, the rest on the slower.",
            fmt_paces(m.short_trip_max_paces)
        ),
        &m.source,
    )];
    let mut turns = 0.0;
    let mut costs = Vec::new();
    for (row_id, part) in [(&m.short_row, &first_part), (&m.long_row, &second_part)] {
        if part.is_empty() {
            continue;
        }
        let cost = path_cost(rules, row_id, part)?;
        if cost.blocked_at_leg.is_some() {
            return Err(RulesError::NotInTable(
                "a messenger riding over ground officers and messengers cannot cross".into(),
            ));
        }
        turns += cost.total_fraction.unwrap_or(0.0);
        steps.extend(
            cost.steps
                .into_iter()
                .filter(|s| s.text.starts_with("Leg ")),
        );
        costs.extend(cost.legs);
    }
    steps.push(MoveStep::new(
        format!("Legs together: {} turns of riding.", fmt_fraction(turns)),
        &m.source,
    ));
    Ok(finish(rules, distance, true, None, costs, turns, steps))
}

fn trip_step(rules: &Ruleset, distance: Pace, long: bool) -> MoveStep {
    let m = &rules.movement.messengers;
    let text = if long {
        format!(
            "A trip of {} paces is longer than {} paces, so the rider goes at {} paces per turn from the outset.",
            fmt_paces(distance.paces()),
            fmt_paces(m.short_trip_max_paces),
            fmt_paces(m.long_trip_paces)
        )
    } else {
        format!(
            "A trip of {} paces is not more than {} paces, so it is ridden at the gallop, {} paces per turn.",
            fmt_paces(distance.paces()),
            fmt_paces(m.short_trip_max_paces),
            fmt_paces(m.short_trip_paces)
        )
    };
    MoveStep::new(text, &m.source)
}

fn finish(
    rules: &Ruleset,
    distance: Pace,
    long: bool,
    rate: Option<f64>,
    legs: Vec<LegCost>,
    turns: f64,
    mut steps: Vec<MoveStep>,
) -> MessengerRide {
    let m = &rules.movement.messengers;
    let whole = whole_turns(turns);
    let minutes = turns * f64::from(MINUTES_PER_TURN);
    let whole_minutes = whole.saturating_mul(u64::from(MINUTES_PER_TURN));
    let arrival = if whole == 0 {
        "the message is there at once".to_string()
    } else {
        format!(
            "sent at the start of a turn, the message is in hand at the start of the {} turn after",
            ordinal(whole)
        )
    };
    steps.push(MoveStep::new(
        format!(
            "{} turns × {} minutes = {:.1} minutes; rounded up to whole turns: {} ({} minutes); {arrival}.",
            fmt_fraction(turns),
            MINUTES_PER_TURN,
            minutes,
            whole,
            whole_minutes
        ),
        &super::turn_length::turn_length_source(),
    ));
    MessengerRide {
        distance,
        long_trip: long,
        row: if long {
            m.long_row.clone()
        } else {
            m.short_row.clone()
        },
        paces_per_turn: rate,
        legs,
        turns,
        whole_turns: whole,
        minutes,
        whole_turn_minutes: whole_minutes,
        steps,
    }
}

/// 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, 21st, …
fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
