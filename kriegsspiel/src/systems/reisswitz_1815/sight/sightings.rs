//! Who sees whom: every unit on the map and the enemy units it can see (reference §9 and
//! §12.2).
//!
//! A unit sees an enemy unit when the two footprint centres are no farther apart than the
//! note's farthest distance (1,114 paces, L2318–2319) or the umpire's night or weather distance
//! when that is shorter (Section 4 — "Attacks by Night", L1514–1516), and the straight line
//! between them crosses no terrain feature the umpire has marked as blocking sight (the same
//! query the Fire page uses, [`crate::map::TerrainLayer::sight_blocked`]). A concealed march is
//! on the umpire's side board, not on the map (Section 2 — "Marches, Open or Concealed"): it is
//! never seen while concealed, though its column still looks about it.
//!
//! Units on the map go into an R-tree by footprint centre, so each unit looks only at the units
//! within reach; each pair is judged once, and the line of sight is asked once per pair.
//!
//! The units come as a neutral list of [`UnitOnMap`]s that the game builds
//! (`GameState::units_on_map`), so this file reads nothing of the game.

use super::made_out::{MadeOut, TROOPS_LINE, what_can_be_made_out};
use super::made_out_line::MadeOutLine;
use super::sighting::Sighting;
use super::unit_on_map::UnitOnMap;
use crate::distance::Pace;
use crate::map::TerrainLayer;
use crate::systems::reisswitz_1815::army::Bearing;
use crate::systems::reisswitz_1815::ruleset::{
    Sighting as Clarity, VisibilityConditions, VisibilityRules,
};
use rstar::RTree;
use rstar::primitives::GeomWithData;

/// How far anyone can see under `conditions` with the sighting note `rules`: the note's
/// farthest distance (1,114 paces in the draft, reference §9), or the umpire's night or weather
/// distance where that is shorter (reference §12.2).
pub fn sighting_reach(rules: &VisibilityRules, conditions: &VisibilityConditions) -> Pace {
    let farthest = rules
        .distances
        .iter()
        .map(|d| d.max_paces)
        .fold(0.0_f64, f64::max);
    conditions.reach(Pace(farthest))
}

/// A large body seen beyond the note, at the umpire's decision (draft L116): only "troops".
fn troops_only(distance: f64, long_sight: f64, rules: &VisibilityRules) -> MadeOut {
    MadeOut {
        distance: Pace(distance),
        lines: vec![MadeOutLine {
            id: TROOPS_LINE.to_string(),
            description: "troops".to_string(),
            note: "a large body seen beyond the note's distances, at the umpire's decision (L116)"
                .to_string(),
            max_paces: long_sight,
            clear_paces: long_sight,
            clarity: Clarity::Clear,
        }],
        farthest_paces: long_sight,
        source: rules.source.clone(),
    }
}

/// For every unit on the map, the enemy units on the map it can see, sorted by observer id and
/// then observed id (see the module documentation for the rules applied). A unit of the same
/// side is never listed; a concealed march is never seen. Under night or weather nothing
/// farther than the umpire's distance is seen. `long_sight`, where the umpire lets large bodies
/// be seen beyond the note (option `sighting_beyond_note`, draft L116), is how far they are
/// seen as "troops".
///
/// `units` is every unit on the map (the game lists them in id order, which fixes the order of
/// the answer), `terrain` the ground with its sight-blocking features, `rules` the sighting note,
/// and `turn` the turn the sightings are made in.
pub fn sightings(
    units: &[UnitOnMap],
    terrain: &TerrainLayer,
    rules: &VisibilityRules,
    conditions: &VisibilityConditions,
    long_sight: Option<Pace>,
    turn: u32,
) -> Vec<Sighting> {
    let note = sighting_reach(rules, &VisibilityConditions::Day).paces();
    let farthest = long_sight.map_or(note, |l| l.paces().max(note));
    let reach = conditions.reach(Pace(farthest)).paces();
    if !(reach.is_finite() && reach >= 0.0) {
        return Vec::new();
    }
    let tree = RTree::bulk_load(
        units
            .iter()
            .enumerate()
            .map(|(i, u)| GeomWithData::new([u.centre.x, u.centre.y], i))
            .collect(),
    );
    let mut found: Vec<(usize, usize, Sighting)> = Vec::new();
    for (i, a) in units.iter().enumerate() {
        let near = tree.locate_within_distance([a.centre.x, a.centre.y], reach * reach);
        for entry in near {
            let j = entry.data;
            // Each pair once, from its lower index.
            let Some(b) = units.get(j).filter(|_| j > i) else {
                continue;
            };
            if a.side == b.side || (a.concealed && b.concealed) {
                continue;
            }
            let distance = (b.centre.x - a.centre.x).hypot(b.centre.y - a.centre.y);
            if distance > reach || terrain.sight_blocked(a.centre, b.centre).is_some() {
                continue;
            }
            let made_out = if distance > note {
                troops_only(distance, farthest, rules)
            } else {
                match what_can_be_made_out(rules, Pace(distance)) {
                    Ok(made_out) => made_out,
                    Err(_) => continue,
                }
            };
            // Beyond the note only large bodies are seen at all.
            let far = distance > note;
            if !b.concealed && (!far || b.body.large) {
                found.push((i, j, sighting(a, b, distance, made_out.clone(), turn)));
            }
            if !a.concealed && (!far || a.body.large) {
                found.push((j, i, sighting(b, a, distance, made_out, turn)));
            }
        }
    }
    found.sort_unstable_by_key(|(observer, observed, _)| (*observer, *observed));
    found.into_iter().map(|(_, _, s)| s).collect()
}

fn sighting(
    observer: &UnitOnMap,
    observed: &UnitOnMap,
    distance: f64,
    made_out: MadeOut,
    turn: u32,
) -> Sighting {
    Sighting {
        observer: observer.id.clone(),
        observed: observed.id.clone(),
        observed_side: observed.side,
        distance: Pace(distance),
        made_out,
        position: observed.centre,
        body: observed.body.clone(),
        facing: observed.facing,
        direction: Bearing::of_vector(
            observed.centre.x - observer.centre.x,
            observed.centre.y - observer.centre.y,
        ),
        turn,
    }
}
