//! The move rules as pure checks (§4 "Moves"): each piece's circle, the road bonus, long
//! approach moves, first moves from the back line, guns with their crews. A move past its
//! circle is refused with a [`MoveRefusal`] that says why.

use super::figure::{Arm, Figure};
use super::kriegspiel::appendix_move;
use super::options::LittleWarsOptions;
use super::units::{Inches, TOLERANCE, TablePoint, path_length};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why a move (of a man, a group or a gun) is refused. Each says what rule it breaks.
#[derive(Debug, Clone, PartialEq, Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "refusal")]
pub enum MoveRefusal {
    /// Longer than the piece's circle.
    #[error("{piece} would move {moved:.2} in but may move at most {allowed:.2} in ({rule})")]
    TooFar {
        /// The piece, in words.
        piece: String,
        /// The length measured.
        moved: f64,
        /// The longest allowed.
        allowed: f64,
        /// The rule giving the circle.
        rule: String,
    },
    /// It is the other side's move.
    #[error("it is {side}'s move")]
    NotYourMove {
        /// The side to move.
        side: String,
    },
    /// The piece has already moved (or fired) this move (Wells L250).
    #[error("{piece} has already moved this move (Wells L250)")]
    AlreadyMoved {
        /// The piece.
        piece: String,
    },
    /// Prisoners, freed men not yet rearmed, the dead cannot be moved by their side
    /// (Wells L328).
    #[error("{piece} cannot be moved by his side: {why} (Wells L328)")]
    NotFree {
        /// The piece.
        piece: String,
        /// Why not.
        why: String,
    },
    /// A man in contact stays where he is for the rest of the move (Wells L292).
    #[error("{piece} is in contact with the enemy and stays where he is (Wells L292)")]
    InContact {
        /// The piece.
        piece: String,
    },
    /// No figure may stand inside a house (Wells L115; Streamlined L18).
    #[error("{piece} would end inside a house (Wells L115)")]
    IntoHouse {
        /// The piece.
        piece: String,
    },
    /// Off the table.
    #[error("{piece} would end off the table")]
    OffTable {
        /// The piece.
        piece: String,
    },
    /// A gun may not move or fire once a man has moved (Wells L246).
    #[error(
        "guns first: a man has already moved this move, so no gun may move or fire (Wells L246)"
    )]
    GunsFirst,
    /// A gun with fewer than 4 men of its side within 6 in (Wells L269).
    #[error("gun {gun} is out of action: {men} men within 6 in, it needs 4 (Wells L269)")]
    GunOutOfAction {
        /// The gun.
        gun: u32,
        /// Men within 6 in.
        men: usize,
    },
    /// Fewer than 4 men move up with the gun and end within 6 in of it (Wells L273).
    #[error(
        "gun {gun} needs 4 men who were with it to move up with it and end within 6 in; {crew} do (Wells L273)"
    )]
    CrewShort {
        /// The gun.
        gun: u32,
        /// Men that qualify.
        crew: usize,
    },
    /// Guns may not fire yet (Wells L242, `first_fire`).
    #[error(
        "no gun may fire before the First Player's second move (Wells L242); this is move {move_number}"
    )]
    TooEarlyToFire {
        /// The move being played (1 = First Player's first).
        move_number: u32,
    },
}

/// What bears on the length of a man's move besides his arm.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct MoveContext {
    /// Moving on a road, in twos or fours (Kriegspiel road bonus, Wells L592-L593; the
    /// General's motor, T.&S. on roads, Wells L596-L598).
    pub on_road_in_column: bool,
    /// Feet to the nearest enemy figure (for `approach_moves`, Wells L515), if known.
    pub nearest_enemy_feet: Option<f64>,
}

/// A man's circle: the longest move his arm allows, with the rule (§4 "Move lengths", §10).
pub fn figure_allowance(
    arm: Arm,
    context: MoveContext,
    options: &LittleWarsOptions,
) -> (Inches, String) {
    let (base, mut rule) = if options.kriegspiel() || !arm.in_floor_game() {
        let base = appendix_move(arm, context.on_road_in_column);
        let why = if context.on_road_in_column
            && !matches!(arm, Arm::RoyalEngineers | Arm::RoyalArtillery)
        {
            "Kriegspiel move on a road (Wells L590-L598)"
        } else {
            "Kriegspiel move (Wells L590-L598)"
        };
        (base, format!("{} {}", arm.name(), why))
    } else if arm == Arm::Cavalry {
        (
            Inches::from_feet(2.0),
            "a cavalryman moves up to 2 ft (Wells L265)".to_string(),
        )
    } else {
        (
            Inches::from_feet(1.0),
            "an infantryman moves up to 1 ft (Wells L261)".to_string(),
        )
    };
    let mut factor = 1.0;
    let approach = options.reading("approach_moves");
    if let (Some((times, within)), Some(enemy)) =
        (approach_factor(approach), context.nearest_enemy_feet)
        && enemy > within
    {
        factor *= times;
        rule.push_str(&format!(
            "; × {times} while the enemy is over {within} ft off (Wells L515)"
        ));
    }
    let outdoor = match options.reading("outdoor_moves") {
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
        (Some(first), Some(last)) if options.is("move_measure", "straight") => {
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
            Inches::from_feet(2.0),
            "a Kriegspiel gun moves 2 ft with the R.A. (Wells L595)",
        );
    }
    let cavalry = crew_arms.iter().filter(|a| **a == Arm::Cavalry).count();
    if cavalry >= 4 {
        (
            Inches::from_feet(2.0),
            "a gun moved by at least 4 cavalry goes up to 2 ft (Wells L273)",
        )
    } else {
        (
            Inches::from_feet(1.0),
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
    } else if options.is("first_fire", "streamlined") {
        2
    } else {
        3
    };
    if move_number < first_allowed {
        return Err(MoveRefusal::TooEarlyToFire { move_number });
    }
    Ok(())
}
