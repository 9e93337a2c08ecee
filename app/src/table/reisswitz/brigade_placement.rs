//! Placing a whole brigade at once: its units side by side across the front, each in its arm's
//! usual formation, centred on a point and facing one way. The umpire then adjusts each unit.

use geo::Coord;
use kriegsspiel::systems::reisswitz_1815::army::{Arm, Bearing, FormationCatalogue, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{Command, GameState, Placement};

/// Paces left between neighbouring units of a brigade placed together.
pub const BRIGADE_INTERVAL: f64 = 40.0;

/// The formation a unit of `arm` is first placed in: attack column, cavalry line, a battery
/// on a 150-pace front; otherwise the arm's first formation.
pub fn default_formation(catalogue: &FormationCatalogue, arm: Arm) -> Option<String> {
    let preferred = match arm {
        Arm::Infantry => "attack_column",
        Arm::Cavalry => "cavalry_line",
        Arm::Artillery => "battery_150",
        Arm::Detachment => "detachment",
        Arm::Train => "train_column",
    };
    let ids = catalogue.formations_for(arm);
    ids.iter()
        .find(|id| **id == preferred)
        .or_else(|| ids.first())
        .map(|id| (*id).to_string())
}

/// The place commands that put `units` side by side, left to right across the front, centred
/// on `centre` and facing `bearing`. Each unit is given the width of its widest formation (a
/// battalion's line), so any of them can deploy where it stands. Units already on the map or
/// unknown are left out.
pub fn line_up(
    state: &GameState,
    units: &[UnitId],
    centre: Coord<f64>,
    bearing: Bearing,
) -> Vec<Command> {
    // Each unit's formation and frontage, measured from a trial footprint.
    let mut row: Vec<(UnitId, String, f64)> = Vec::new();
    for id in units {
        let Ok((unit, us)) = state.unit(id) else {
            continue;
        };
        if us.placement.is_some() {
            continue;
        }
        let Some(formation) = default_formation(state.formations(), unit.kind.arm()) else {
            continue;
        };
        let frontage = state
            .formations()
            .formations_for(unit.kind.arm())
            .into_iter()
            .filter_map(|f| {
                let trial = Placement {
                    anchor: centre,
                    bearing,
                    formation: f.to_string(),
                    skirmishers: None,
                    concealed: None,
                };
                state
                    .footprint_with(unit, &trial)
                    .ok()
                    .map(|fp| fp.frontage)
            })
            .fold(10.0, f64::max);
        row.push((id.clone(), formation, frontage));
    }
    let total: f64 = row.iter().map(|(_, _, w)| w).sum::<f64>()
        + BRIGADE_INTERVAL * row.len().saturating_sub(1) as f64;
    let right = bearing.right();
    let mut along = -total / 2.0;
    row.into_iter()
        .map(|(unit, formation, width)| {
            let mid = along + width / 2.0;
            along += width + BRIGADE_INTERVAL;
            Command::PlaceUnit {
                unit,
                anchor: Coord {
                    x: centre.x + right.x * mid,
                    y: centre.y + right.y * mid,
                },
                bearing,
                formation,
                override_reason: None,
            }
        })
        .collect()
}
