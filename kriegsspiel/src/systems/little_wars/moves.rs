//! The move rules as pure checks (§4 "Moves"): each piece's circle, the road bonus, long
//! approach moves, first moves from the back line, guns with their crews. A move past its
//! circle is refused with a [`MoveRefusal`] that says why.

use super::figure::{Arm, Figure};
use super::figures::{
    APPENDIX_ENGINEERS_ARTILLERY_FT, CAVALRY_MOVE_FT, GUN_CAVALRY_MOVE_FT, GUN_MOVE_FT,
    INFANTRY_MOVE_FT,
};
use super::kriegspiel::appendix_move;
pub use super::move_refusal::MoveRefusal;
use super::options::LittleWarsOptions;
use super::units::{Inches, TOLERANCE, TablePoint, path_length};
use crate::systems::little_wars::option_readings::{FirstFire, MoveMeasure};
use serde::{Deserialize, Serialize};

/// What bears on the length of a man's move besides his arm.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct MoveContext {
    /// Moving on a road, in twos or fours (Kriegspiel road bonus, Wells L592-L593; the
    /// General's motor, T.&S. on roads, Wells L596-L598).
    pub on_road_in_column: bool,
    /// Feet to the nearest enemy figure (for `approach_moves`, Wells L515), if known.
    pub nearest_enemy_feet: Option<f64>,
    /// A cavalryman dismounted: he walks at the infantry's pace (Wells L832 counts him as
    /// infantry when charged; the appendix gives a man on foot no other move).
    #[serde(default)]
    pub on_foot: bool,
}

/// A man's circle: the longest move his arm allows, with the rule (§4 "Move lengths", §10).
pub fn figure_allowance(
    arm: Arm,
    context: MoveContext,
    options: &LittleWarsOptions,
) -> (Inches, String) {
    let walking = context.on_foot && arm == Arm::Cavalry;
    let arm = if walking { Arm::Infantry } else { arm };
    let (base, mut rule) = if options.kriegspiel() || !arm.in_floor_game() {
        let base = appendix_move(arm, context.on_road_in_column);
        let why = if context.on_road_in_column
            && !matches!(arm, Arm::RoyalEngineers | Arm::RoyalArtillery)
        {
            "Kriegspiel move on a road (Wells L590-L598)"
        } else {
            "Kriegspiel move (Wells L590-L598)"
        };
        let on_foot = if walking {
            "dismounted cavalry walk as "
        } else {
            ""
        };
        (base, format!("{on_foot}{} {}", arm.name(), why))
    } else if arm == Arm::Cavalry {
        (
            Inches::from_feet(CAVALRY_MOVE_FT),
            "a cavalryman moves up to 2 ft (Wells L265)".to_string(),
        )
    } else {
        (
            Inches::from_feet(INFANTRY_MOVE_FT),
            "an infantryman moves up to 1 ft (Wells L261)".to_string(),
        )
    };
    let mut factor = 1.0;
    let approach = options.approach_moves.id();
    if let (Some((times, within)), Some(enemy)) =
        (approach_factor(approach), context.nearest_enemy_feet)
        && enemy > within
    {
        factor *= times;
        rule.push_str(&format!(
            "; × {times} while the enemy is over {within} ft off (Wells L515)"
        ));
    }
    let outdoor = match options.outdoor_moves.id() {
        "x2" => 2.0,
        "x1_5" => 1.5,
        _ => 1.0,
    };
    if outdoor > 1.0 {
        factor *= outdoor;
        rule.push_str(&format!("; × {outdoor} outdoors (Wells L519)"));
    }
    (Inches(base.0 * factor), rule)
}

fn approach_factor(reading: &str) -> Option<(f64, f64)> {
    let (times, within) = reading.split_once('_')?;
    let times = match times {
        "x2" => 2.0,
        "x3" => 3.0,
        _ => return None,
    };
    let within = within.trim_end_matches("ft").parse::<f64>().ok()?;
    Some((times, within))
}

/// The length of a move along `path` (its first point the start), as `move_measure` says:
/// along the route (`path`) or start to end (`straight`).
pub fn measure_move(path: &[TablePoint], options: &LittleWarsOptions) -> Inches {
    match (path.first(), path.last()) {
        (Some(first), Some(last)) if options.move_measure == MoveMeasure::Straight => {
            first.distance(*last)
        }
        _ => path_length(path),
    }
}

/// Checks a measured length against a circle.
pub fn check_length(
    piece: &str,
    moved: Inches,
    allowed: Inches,
    rule: &str,
) -> Result<(), MoveRefusal> {
    if moved.0 > allowed.0 + TOLERANCE {
        return Err(MoveRefusal::TooFar {
            piece: piece.to_string(),
            moved: moved.0,
            allowed: allowed.0,
            rule: rule.to_string(),
        });
    }
    Ok(())
}

/// The path a man's move is measured along: his first move from the nearest point of his
/// back line (Wells L229, `first_from_line`), later ones from where he stands.
pub fn measured_path(
    figure: &Figure,
    route: &[TablePoint],
    first_from: Option<TablePoint>,
) -> Vec<TablePoint> {
    let start = first_from.unwrap_or(figure.at);
    std::iter::once(start)
        .chain(route.iter().copied())
        .collect()
}

/// Checks a man's move along `route` (the points after his start): refused exactly when it
/// is longer than his circle.
pub fn check_figure_move(
    figure: &Figure,
    route: &[TablePoint],
    first_from: Option<TablePoint>,
    context: MoveContext,
    options: &LittleWarsOptions,
) -> Result<Inches, MoveRefusal> {
    let path = measured_path(figure, route, first_from);
    let moved = measure_move(&path, options);
    let (allowed, mut rule) = figure_allowance(figure.arm, context, options);
    if first_from.is_some() {
        rule.push_str("; a first move is measured from the back line (Wells L229)");
    }
    check_length(
        &format!("{} {}", figure.arm.name(), figure.id),
        moved,
        allowed,
        &rule,
    )?;
    Ok(moved)
}

/// A gun's move range: 2 ft if at least 4 of the men moving up with it are cavalry, 1 ft
/// otherwise (Wells L273; Streamlined L34); in the Kriegspiel mode R.A. guns move 2 ft
/// (Wells L595).
pub fn gun_range(crew_arms: &[Arm], options: &LittleWarsOptions) -> (Inches, &'static str) {
    if options.kriegspiel() {
        return (
            Inches::from_feet(APPENDIX_ENGINEERS_ARTILLERY_FT),
            "a Kriegspiel gun moves 2 ft with the R.A. (Wells L595)",
        );
    }
    let cavalry = crew_arms.iter().filter(|a| **a == Arm::Cavalry).count();
    if cavalry >= 4 {
        (
            Inches::from_feet(GUN_CAVALRY_MOVE_FT),
            "a gun moved by at least 4 cavalry goes up to 2 ft (Wells L273)",
        )
    } else {
        (
            Inches::from_feet(GUN_MOVE_FT),
            "a gun moves up to 1 ft unless 4 cavalry move it (Wells L273)",
        )
    }
}

/// The bearing a gun ends its move on: trail forward, muzzle pointing back the way it came
/// (Wells L273). Degrees clockwise from up the table.
pub fn trail_forward_bearing(from: TablePoint, to: TablePoint) -> f64 {
    let (dx, dy) = (from.x - to.x, from.y - to.y);
    dx.atan2(-dy).to_degrees().rem_euclid(360.0)
}

/// Whether guns may fire on move `move_number` (1 = the First Player's first move) under
/// `first_fire` (Wells L242; Streamlined L32); a defender in the Defensive Game may fire from
/// his first move (Wells L368).
pub fn may_fire(
    move_number: u32,
    defender: bool,
    options: &LittleWarsOptions,
) -> Result<(), MoveRefusal> {
    let first_allowed = if defender {
        1
    } else if options.first_fire == FirstFire::Streamlined {
        2
    } else {
        3
    };
    if move_number < first_allowed {
        return Err(MoveRefusal::TooEarlyToFire { move_number });
    }
    Ok(())
}
