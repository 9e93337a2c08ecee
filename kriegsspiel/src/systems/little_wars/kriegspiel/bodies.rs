//! The bodies of a side and the reach of its supply packets (§10 "Supply in the field";
//! Wells L689-L697): a body is a group of men each within 12 ft of another of the group, so
//! that two bodies stand more than 12 ft apart (Wells L693); a packet feeds infantry within
//! 6 ft and cavalry within 18 ft (Wells L689, `supply_radius_other` for the other arms), and
//! not when the enemy stands between it and the troops (Wells L697, `supply_blocking`).

use super::supply::{CAVALRY_RADIUS_FT, INFANTRY_RADIUS_FT, ISOLATION_FT, SupplyBody};
use crate::systems::little_wars::figure::{Arm, Figure};
use crate::systems::little_wars::gun::Gun;
use crate::systems::little_wars::option_readings::{SupplyDistanceUnit, SupplyRadiusOther};
use crate::systems::little_wars::options::LittleWarsOptions;
use crate::systems::little_wars::units::{Inches, TablePoint, point_segment_distance};
use std::collections::BTreeSet;

pub use crate::systems::little_wars::figures::GUN_ON_LINE_IN;

/// The bodies among `men` (Wells L693): men within 12 ft of each other, nearest point to
/// nearest point, are one body, and so are men linked through others. Each body lists its
/// men's ids in order; the bodies come in the order of their first man.
pub fn bodies(men: &[&Figure]) -> Vec<Vec<u32>> {
    let mut sorted: Vec<&Figure> = men.to_vec();
    sorted.sort_by_key(|f| f.id);
    let mut body_of: Vec<Option<usize>> = vec![None; sorted.len()];
    let mut out: Vec<Vec<u32>> = Vec::new();
    for start in 0..sorted.len() {
        if body_of[start].is_some() {
            continue;
        }
        let body = out.len();
        body_of[start] = Some(body);
        let mut members = vec![start];
        let mut next = 0;
        while next < members.len() {
            let here = sorted[members[next]];
            for (j, other) in sorted.iter().enumerate() {
                if body_of[j].is_none() && here.gap_to(other).feet() <= ISOLATION_FT {
                    body_of[j] = Some(body);
                    members.push(j);
                }
            }
            next += 1;
        }
        let mut ids: Vec<u32> = members.iter().map(|&i| sorted[i].id).collect();
        ids.sort_unstable();
        out.push(ids);
    }
    out
}

/// How far a packet may lie from a man of `arm` and still feed him: 6 ft for infantry, 18 ft
/// for cavalry and the General (a cavalry figure, Wells L577), and for the other arms the
/// reading of `supply_radius_other` (Wells L689 names only infantry and cavalry).
pub fn supply_radius(arm: Arm, options: &LittleWarsOptions) -> Inches {
    let feet = match arm {
        Arm::Infantry => INFANTRY_RADIUS_FT,
        Arm::Cavalry | Arm::General => CAVALRY_RADIUS_FT,
        _ if options.supply_radius_other == SupplyRadiusOther::EighteenFt => CAVALRY_RADIUS_FT,
        _ => INFANTRY_RADIUS_FT,
    };
    Inches::from_feet(feet)
}

/// Whether an enemy man or gun stands on the straight line from a packet to the man it feeds
/// (`supply_blocking` = `line`, Wells L697): a man whose base touches the segment, or a gun
/// whose axle lies within [`GUN_ON_LINE_IN`] of it.
pub fn enemy_on_line(
    packet: TablePoint,
    man: TablePoint,
    enemies: &[&Figure],
    enemy_guns: &[&Gun],
) -> bool {
    enemies
        .iter()
        .any(|e| point_segment_distance(e.at, packet, man).0 <= e.arm.base_radius().0)
        || enemy_guns
            .iter()
            .any(|g| point_segment_distance(g.axle, packet, man).0 <= GUN_ON_LINE_IN)
}

/// What one body of men asks of the supply reckoning (Wells L685): infantry, and the other
/// foot arms, eat as men; cavalry as men with horses; the General as a mounted man when
/// `forage_horses` = `mounted` counts his horse, else as a man on foot; a rider whose horse
/// was eaten (Wells L713, listed in `eaten`) as a man on foot. `fired` counts the infantry
/// who have fired in each of the last six moves.
pub fn supply_body(
    men: &[&Figure],
    fired: u32,
    isolated: bool,
    eaten: &BTreeSet<u32>,
) -> SupplyBody {
    let mut body = SupplyBody {
        infantry_fired: fired,
        isolated,
        ..SupplyBody::default()
    };
    for man in men {
        match man.arm {
            Arm::Cavalry | Arm::General if eaten.contains(&man.id) => body.infantry += 1,
            Arm::Cavalry => body.cavalry += 1,
            Arm::General => {
                body.infantry += 1;
                body.other_horses += 1;
            }
            _ => body.infantry += 1,
        }
    }
    body
}

/// Army Service waggons a force of `men` needs under `supply_model` = `waggons`: one per 50
/// men, a part of 50 needing a waggon too (Wells L515).
pub fn waggons_needed(men: u32) -> u32 {
    men.div_ceil(MEN_PER_WAGGON)
}

pub use crate::systems::little_wars::figures::CART_WITHIN_MOVES;
pub use crate::systems::little_wars::figures::MEN_PER_WAGGON;
pub use crate::systems::little_wars::figures::WAGGON_WITHIN_MOVES;

/// How far a waggon or cart may be from what it serves, "within `moves` moves" (Wells L515):
/// under `supply_distance_unit` = `served_moves` in moves of the troops or gun served
/// (`served_move`), under `carrier_moves` in moves of the carrier (T.&S., ½ ft a move across
/// country, Wells L596-L597).
pub fn waggon_reach(moves: u32, served_move: Inches, options: &LittleWarsOptions) -> Inches {
    let per_move = if options.supply_distance_unit == SupplyDistanceUnit::CarrierMoves {
        super::appendix_move(Arm::TransportSupply, false)
    } else {
        served_move
    };
    Inches(per_move.0 * f64::from(moves))
}

/// Under `supply_model` = `waggons`, how many of `waggons` (T.&S. figures) stand within six
/// moves of some man of `men` (Wells L515), the moves reckoned by `supply_distance_unit`:
/// the man's own Kriegspiel move across country, or the waggon's.
pub fn waggons_in_reach(men: &[&Figure], waggons: &[&Figure], options: &LittleWarsOptions) -> u32 {
    let near = waggons.iter().filter(|w| {
        men.iter().any(|m| {
            let reach = waggon_reach(
                WAGGON_WITHIN_MOVES,
                super::appendix_move(m.arm, false),
                options,
            );
            m.gap_to(w).0 <= reach.0
        })
    });
    u32::try_from(near.count()).unwrap_or(u32::MAX)
}
