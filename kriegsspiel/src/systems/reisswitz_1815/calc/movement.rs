//! Movement: how far a unit may go in one 2-minute turn on a kind of ground, and what a path
//! over several kinds of ground costs (Appendix Three — Movement Chart; Section 2 — Movement).
//!
//! A leg of `L` paces on ground where the row's rate is `r` paces per turn uses `L / r` of a
//! turn; a path's legs add up. A blank in the chart stops the unit at the edge of that ground.

use crate::citation::Citation;
pub(crate) use crate::clock::whole_turns;
use crate::distance::Pace;
use crate::error::{Result, RulesError};
use crate::figures::number_text;
use crate::systems::reisswitz_1815::ruleset::{
    ChartRow, RateLimit, Ruleset, chart_column, is_movement_ground, movement_ground_ids,
};
use crate::terrain::Ground;
use serde::{Deserialize, Serialize};

/// The longest single leg the calculators accept, paces (5,000 miles): anything longer is a
/// typing slip, and refusing it keeps every sum finite.
pub const MAX_LEG_PACES: f64 = 10_000_000.0;

/// Rounding slack when turning fractions of a turn into whole turns, so that 1800 paces at
/// 900 a turn is 2 turns, not 3.
const SLACK: f64 = 1e-9;

/// Where the chart says that a blank means no progress.
const BLANK_SOURCE: &str = "Section 2 — Movement, Notes Relating to the Movement Table";

/// One step of an answer, with the section it comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MoveStep {
    /// What was done, in words, with the numbers.
    pub text: String,
    /// Where the rule or figure comes from.
    pub source: Citation,
}

impl MoveStep {
    pub(crate) fn new(text: impl Into<String>, source: &Citation) -> Self {
        Self {
            text: text.into(),
            source: source.clone(),
        }
    }
}

/// How far a chart row may go in one turn on one kind of ground.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Allowance {
    /// The chart row's id.
    pub row: String,
    /// The chart row's heading.
    pub label: String,
    /// The ground.
    pub ground: Ground,
    /// Paces per 2-minute turn; `None` where no progress is possible.
    pub paces_per_turn: Option<f64>,
    /// Why no progress is possible, where it is not.
    pub impossible_reason: Option<String>,
    /// The chart marks the figure `*` (changed from Reisswitz by the British draft).
    pub british_change: bool,
    /// The figure is the umpire's (ground the chart has no column for).
    pub umpire_discretion: bool,
    /// How often the rate may be used, where the row limits it.
    pub rate_limit: Option<RateLimit>,
    /// How the answer was found.
    pub steps: Vec<MoveStep>,
}

/// The allowance of chart row `row_id` on `ground`, with each step explained.
pub fn allowance(rules: &Ruleset, row_id: &str, ground: Ground) -> Result<Allowance> {
    let movement = &rules.movement;
    let row = movement.row(row_id)?;
    let row_id = row_id.trim();
    let mut steps = Vec::new();
    let (paces, british_change, discretion, reason) = match chart_column(ground) {
        Some(_) => {
            let paces = row.paces(ground);
            let british = paces.is_some() && row.is_british_change(ground);
            match paces {
                Some(p) => steps.push(MoveStep::new(
                    format!(
                        "{} ({}) on {}: {} paces per 2-minute turn.",
                        row.label,
                        row.group.label(),
                        ground.description(),
                        fmt_paces(p)
                    ),
                    &row.source,
                )),
                None => steps.push(MoveStep::new(
                    format!(
                        "The chart is blank for {} on {}: no progress is possible in that formation or gait there.",
                        row.label,
                        ground.description()
                    ),
                    &Citation::new(format!("{}; {BLANK_SOURCE}", row.source)),
                )),
            }
            if british {
                steps.push(MoveStep::new(
                    "The chart marks this figure * : a British change from Reisswitz.",
                    &movement.source,
                ));
            }
            let reason = paces.is_none().then(|| {
                format!(
                    "the chart gives no rate for {} on {}: no progress is possible in that formation or gait",
                    row.label,
                    ground.description()
                )
            });
            (paces, british, false, reason)
        }
        None => {
            let d = movement.discretion_ground(ground.id())?;
            steps.push(MoveStep::new(
                format!(
                    "{} has no column in the chart; the umpire decides. The chart's suggestion: {} ({} paces per turn).",
                    d.label,
                    d.note.trim_end_matches('.'),
                    fmt_paces(d.paces)
                ),
                &d.source,
            ));
            if d.allows(row_id) {
                steps.push(MoveStep::new(
                    format!(
                        "{}: among them, {} paces per turn.",
                        row.label,
                        fmt_paces(d.paces)
                    ),
                    &d.source,
                ));
                (Some(d.paces), false, true, None)
            } else {
                let reason = format!(
                    "{} cannot cross {} ({})",
                    row.label,
                    d.label.to_lowercase(),
                    lower_first(d.note.trim_end_matches('.'))
                );
                steps.push(MoveStep::new(
                    format!("{}: not among them, so no progress is possible.", row.label),
                    &d.source,
                ));
                (None, false, true, Some(reason))
            }
        }
    };
    if let Some(limit) = row.rate_limit {
        steps.push(MoveStep::new(
            format!("This rate may be used {}.", limit.describe()),
            &row.source,
        ));
    }
    if paces.is_some() {
        push_patrol_note(rules, row_id, &mut steps);
    }
    Ok(Allowance {
        row: row_id.to_string(),
        label: row.label.clone(),
        ground,
        paces_per_turn: paces,
        impossible_reason: reason,
        british_change,
        umpire_discretion: discretion,
        rate_limit: row.rate_limit,
        steps,
    })
}

/// Patrols that reconnoitre are slower unless the ground is completely open (Section 2).
fn push_patrol_note(rules: &Ruleset, row_id: &str, steps: &mut Vec<MoveStep>) {
    let recon = &rules.movement.reconnaissance;
    let limit = match row_id {
        "inf_patrols" => recon.infantry_patrol_paces,
        "cav_patrols" => recon.cavalry_patrol_paces,
        _ => return,
    };
    steps.push(MoveStep::new(
        format!(
            "A patrol making a proper reconnaissance goes at most {} paces per turn. {}",
            fmt_paces(limit),
            recon.note
        ),
        &recon.source,
    ));
}

/// One stretch of a path: a kind of ground and its length.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct PathLeg {
    /// The ground.
    pub ground: Ground,
    /// Its length along the path.
    pub length: Pace,
}

impl PathLeg {
    /// A leg; refuses a length that is negative, NaN, infinite or over [`MAX_LEG_PACES`].
    pub fn new(ground: Ground, paces: f64) -> Result<Self> {
        Ok(Self {
            ground,
            length: checked_leg(paces)?,
        })
    }

    /// Parses `even:100,lwood:200` (ground id, colon, paces; legs separated by commas).
    pub fn parse_list(text: &str) -> Result<Vec<PathLeg>> {
        let bad = |part: &str| RulesError::OutOfRange {
            what: "path leg",
            value: part.to_string(),
            allowed: format!(
                "GROUND:PACES, e.g. even:100,lwood:200; ground is one of {}",
                movement_ground_ids()
            ),
        };
        let mut legs = Vec::new();
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (ground, paces) = part.split_once(':').ok_or_else(|| bad(part))?;
            let ground = movement_ground(ground)?;
            let paces: f64 = paces
                .trim()
                .replace('_', "")
                .parse()
                .map_err(|_| bad(part))?;
            legs.push(PathLeg::new(ground, paces)?);
        }
        if legs.is_empty() {
            return Err(bad(text));
        }
        Ok(legs)
    }
}

/// The ground with this id, if the movement calculators take it (a chart column, or swamp or
/// thick woods); the error names the ids they take.
pub fn movement_ground(id: &str) -> Result<Ground> {
    id.trim()
        .parse::<Ground>()
        .ok()
        .filter(|g| is_movement_ground(*g))
        .ok_or_else(|| RulesError::UnknownName {
            what: "ground",
            value: id.to_string(),
            allowed: movement_ground_ids(),
        })
}

/// Refuses a leg length outside 0 ..= [`MAX_LEG_PACES`] (and NaN).
pub(crate) fn checked_leg(paces: f64) -> Result<Pace> {
    if paces.is_finite() && (0.0..=MAX_LEG_PACES).contains(&paces) {
        Ok(Pace(paces))
    } else {
        Err(RulesError::OutOfRange {
            what: "length in paces",
            value: number_text(paces),
            allowed: format!("0 to {} paces", number_text(MAX_LEG_PACES)),
        })
    }
}

/// What one leg of a path costs.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct LegCost {
    /// The ground.
    pub ground: Ground,
    /// The leg's length.
    pub length: Pace,
    /// The row's rate on this ground; `None` where it cannot go.
    pub paces_per_turn: Option<f64>,
    /// Fraction of a turn the leg uses (`length / rate`); `None` where it cannot go.
    pub fraction_of_turn: Option<f64>,
    /// Fraction of a turn used from the start of the path to the end of this leg.
    pub cumulative_fraction: Option<f64>,
}

/// What a path costs a chart row.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PathCost {
    /// The chart row's id.
    pub row: String,
    /// The chart row's heading.
    pub label: String,
    /// Each leg's cost, in order.
    pub legs: Vec<LegCost>,
    /// The path's length.
    pub total_length: Pace,
    /// Turns of movement the whole path needs (fractional); `None` where a leg is impassable.
    pub total_fraction: Option<f64>,
    /// Whole turns the path needs (rounded up); `None` where a leg is impassable.
    pub turns_needed: Option<u64>,
    /// Whether the whole path fits in one turn.
    pub fits_in_one_turn: bool,
    /// How far along the path the unit gets in one turn.
    pub reach_in_one_turn: Pace,
    /// The first leg (0-based) the unit cannot enter, if any.
    pub blocked_at_leg: Option<usize>,
    /// How often the rate may be used, where the row limits it.
    pub rate_limit: Option<RateLimit>,
    /// How the answer was found.
    pub steps: Vec<MoveStep>,
}

/// The legs of a path worked out one by one.
struct LegsWorked {
    /// Each leg's cost, in order.
    costs: Vec<LegCost>,
    /// The path's length.
    total: Pace,
    /// Turns used up to the first leg the unit cannot enter.
    used: f64,
    /// The first leg (0-based) the unit cannot enter, if any.
    blocked_at: Option<usize>,
}

/// Works out each leg's share of a turn for the chart row, noting each in the working, and adds
/// up the turns used until the first leg the unit cannot enter.
fn work_legs(
    rules: &Ruleset,
    row: &ChartRow,
    row_id: &str,
    legs: &[PathLeg],
    steps: &mut Vec<MoveStep>,
) -> Result<LegsWorked> {
    let mut costs = Vec::with_capacity(legs.len());
    let mut total = Pace::ZERO;
    let mut used = 0.0_f64;
    let mut blocked_at = None;
    for (i, leg) in legs.iter().enumerate() {
        let length = checked_leg(leg.length.paces())?;
        total += length;
        let a = allowance(rules, row_id, leg.ground)?;
        let fraction = match a.paces_per_turn {
            Some(rate) => Some(length.paces() / rate),
            None if length.paces() == 0.0 => Some(0.0),
            None => None,
        };
        if fraction.is_none() && blocked_at.is_none() {
            blocked_at = Some(i);
        }
        if let Some(step) = leg_step(i, leg, length, &a, fraction, row) {
            steps.push(step);
        }
        if blocked_at.is_none() {
            used += fraction.unwrap_or(0.0);
        }
        costs.push(LegCost {
            ground: leg.ground,
            length,
            paces_per_turn: a.paces_per_turn,
            fraction_of_turn: fraction,
            cumulative_fraction: blocked_at.is_none().then_some(used),
        });
    }
    Ok(LegsWorked {
        costs,
        total,
        used,
        blocked_at,
    })
}

/// The working's line for one leg: its length and rate and the share of a turn it uses, or why
/// the unit cannot go on; none for an empty leg on ground the unit cannot cross.
fn leg_step(
    i: usize,
    leg: &PathLeg,
    length: Pace,
    a: &Allowance,
    fraction: Option<f64>,
    row: &ChartRow,
) -> Option<MoveStep> {
    match (a.paces_per_turn, fraction) {
        (Some(rate), Some(f)) => Some(MoveStep::new(
            format!(
                "Leg {}: {} paces on {}, at {} paces per turn: {}/{} = {} {}.",
                i + 1,
                fmt_paces(length.paces()),
                leg.ground.description(),
                fmt_paces(rate),
                fmt_paces(length.paces()),
                fmt_paces(rate),
                fmt_fraction(f),
                if f <= 1.0 { "of a turn" } else { "turns" }
            ),
            a.steps.first().map_or(&row.source, |s| &s.source),
        )),
        (None, Some(_)) => None,
        (_, None) => Some(MoveStep::new(
            format!(
                "Leg {}: {} paces on {}: {}.",
                i + 1,
                fmt_paces(length.paces()),
                leg.ground.description(),
                a.impossible_reason
                    .as_deref()
                    .unwrap_or("no progress is possible")
            ),
            a.steps.first().map_or(&row.source, |s| &s.source),
        )),
    }
}

/// The working's line for the whole path: the turns it needs and whether it fits in one, or
/// where the unit stops and how far it gets in one turn.
fn path_total_step(
    chart: &Citation,
    total: Pace,
    total_fraction: Option<f64>,
    fits: bool,
    blocked_at: Option<usize>,
    reach: Pace,
) -> Option<MoveStep> {
    match (total_fraction, blocked_at) {
        (Some(f), _) if fits => Some(MoveStep::new(
            format!(
                "Total {} of a turn for {} paces: the whole path fits in one turn.",
                fmt_fraction(f),
                fmt_paces(total.paces())
            ),
            chart,
        )),
        (Some(f), _) => Some(MoveStep::new(
            format!(
                "Total {} turns for {} paces: {} whole turns; in one turn the unit gets {} paces along the path.",
                fmt_fraction(f),
                fmt_paces(total.paces()),
                whole_turns(f),
                fmt_paces(reach.paces())
            ),
            chart,
        )),
        (None, Some(i)) => Some(MoveStep::new(
            format!(
                "The path cannot be completed: the unit stops at the start of leg {}. In one turn it gets {} paces along the path.",
                i + 1,
                fmt_paces(reach.paces())
            ),
            &Citation::new(format!("{chart}; {BLANK_SOURCE}")),
        )),
        (None, None) => None,
    }
}

/// The cost of `legs` for chart row `row_id`: each leg's share of a turn, the total, whether it
/// fits in one turn, and how far the unit gets in one turn.
pub fn path_cost(rules: &Ruleset, row_id: &str, legs: &[PathLeg]) -> Result<PathCost> {
    let row: &ChartRow = rules.movement.row(row_id)?;
    let row_id = row_id.trim();
    let mut steps = Vec::new();
    let LegsWorked {
        costs,
        total,
        used,
        blocked_at,
    } = work_legs(rules, row, row_id, legs, &mut steps)?;
    let reach = reach_in_one_turn(&costs);
    let (total_fraction, turns_needed) = match blocked_at {
        None => (Some(used), Some(whole_turns(used))),
        Some(_) => (None, None),
    };
    let fits = total_fraction.is_some_and(|f| f <= 1.0 + SLACK);
    let chart = &row.source;
    if let Some(step) = path_total_step(chart, total, total_fraction, fits, blocked_at, reach) {
        steps.push(step);
    }
    if let Some(limit) = row.rate_limit {
        steps.push(MoveStep::new(
            format!(
                "{} may move at this rate only {}; the other turns go at a slower rate.",
                row.label,
                limit.describe()
            ),
            chart,
        ));
    }
    Ok(PathCost {
        row: row_id.to_string(),
        label: row.label.clone(),
        legs: costs,
        total_length: total,
        total_fraction,
        turns_needed,
        fits_in_one_turn: fits,
        reach_in_one_turn: reach,
        blocked_at_leg: blocked_at,
        rate_limit: row.rate_limit,
        steps,
    })
}

/// How far along the legs one whole turn takes the unit.
fn reach_in_one_turn(legs: &[LegCost]) -> Pace {
    let mut left = 1.0_f64;
    let mut reach = 0.0_f64;
    for leg in legs {
        let (Some(rate), Some(fraction)) = (leg.paces_per_turn, leg.fraction_of_turn) else {
            if leg.length.paces() == 0.0 {
                continue;
            }
            break;
        };
        if fraction <= left {
            reach += leg.length.paces();
            left -= fraction;
        } else {
            reach += left * rate;
            break;
        }
    }
    Pace(reach)
}

/// Paces without decimals when whole, else to one decimal.
pub(crate) fn fmt_paces(p: f64) -> String {
    if (p - p.round()).abs() < 1e-9 {
        format!("{p:.0}")
    } else {
        format!("{p:.1}")
    }
}

/// A fraction of a turn to three decimals.
pub(crate) fn fmt_fraction(f: f64) -> String {
    format!("{f:.3}")
}

/// The text with its first letter in lower case.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}
