//! How long a formation change or a wheel takes (Section 2 — Movement, "Altering Formation";
//! reference §1).
//!
//! The workbench measures how far the farthest corner of any block must travel between the old
//! and the new footprint (in a straight line: wheeling men walk an arc, so this is the least
//! the change can take) and divides by the rate for re-forming: infantry 250 and foot artillery
//! 300 paces a turn; cavalry and horse artillery "at the trot or gallop", for which the
//! workbench takes the even-ground rate of the class's deploying or in-action chart row.
//! Batteries add the time to limber or unlimber (one turn) when they go between a column and a
//! line, and guns coming out of the march column add the preparation time of the
//! `gun_preparation` reading. Any change that moves a block takes at least one turn.

use super::game_error::GameError;
use super::game_state::GameState;
use super::placement::Placement;
use crate::citation::Citation;
use crate::error::RulesError;
use crate::systems::reisswitz_1815::army::{
    Bearing, BlockRole, Footprint, Gait, MovementClass, UnitId, UnitKind,
};
use crate::systems::reisswitz_1815::calc::movement::whole_turns;
use crate::systems::reisswitz_1815::calc::turn_length::MINUTES_PER_TURN;
use crate::terrain::Ground;
use serde::Serialize;

/// Movement below this (paces) counts as none.
const STILL: f64 = 1e-9;

/// The time a formation change or wheel takes, with its working.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReformTime {
    /// The unit.
    pub unit: UnitId,
    /// The formation before.
    pub from_formation: String,
    /// The formation after.
    pub to_formation: String,
    /// The bearing before.
    pub from_bearing: Bearing,
    /// The bearing after.
    pub to_bearing: Bearing,
    /// Paces the farthest block corner travels.
    pub farthest: f64,
    /// Paces per turn while re-forming.
    pub rate: f64,
    /// Where the rate comes from.
    pub rate_source: Citation,
    /// Minutes of re-forming movement (`farthest / rate` turns of 2 minutes).
    pub moving_minutes: f64,
    /// Minutes to limber, unlimber or prepare guns.
    pub handling_minutes: f64,
    /// What the handling minutes are for, each with its section.
    pub handling: Vec<String>,
    /// Whole turns the change takes (0 if nothing moves).
    pub turns: u32,
}

fn farthest_corner(before: &Footprint, after: &Footprint) -> f64 {
    let solid = |f: &Footprint| {
        f.blocks
            .iter()
            .filter(|b| b.role != BlockRole::Skirmishers)
            .cloned()
            .collect::<Vec<_>>()
    };
    solid(before)
        .iter()
        .zip(solid(after).iter())
        .flat_map(|(a, b)| {
            a.corners()
                .into_iter()
                .zip(b.corners())
                .map(|(p, q)| (p.x - q.x).hypot(p.y - q.y))
                .collect::<Vec<_>>()
        })
        .fold(0.0, f64::max)
}

impl GameState {
    /// The rate at which a class of troops re-forms, paces per turn, with its source.
    fn reform_rate(&self, class: MovementClass) -> Result<(f64, Citation), GameError> {
        let altering = &self.ruleset().movement.altering_formation;
        let by_row = |gait: Gait| -> Result<(f64, Citation), GameError> {
            let choice = self.formations().chart_row(class, gait)?;
            let row = self.ruleset().movement.row(&choice.row)?;
            let paces = row.paces(Ground::Even).ok_or_else(|| {
                RulesError::NotInTable(format!(
                    "re-forming at the rate of {} on even ground",
                    choice.row
                ))
            })?;
            Ok((
                paces,
                Citation::new(format!("{}; {}", altering.source, row.source)),
            ))
        };
        match class {
            MovementClass::Infantry => Ok((altering.infantry_paces, altering.source.clone())),
            MovementClass::FootBattery12 | MovementClass::FootBatteryLight => {
                Ok((altering.foot_artillery_paces, altering.source.clone()))
            }
            MovementClass::HorseArtillery => by_row(Gait::InAction),
            MovementClass::HeavyCavalry | MovementClass::LightCavalry => by_row(Gait::Deploying),
            MovementClass::InfantryPatrol | MovementClass::CavalryPatrol => by_row(Gait::Patrol),
            MovementClass::Train => by_row(Gait::March),
        }
    }

    /// How long unit `id` takes to go from its present formation and bearing to `formation`
    /// facing `bearing`, where it stands.
    pub fn reform_time(
        &self,
        id: &UnitId,
        formation: &str,
        bearing: Bearing,
    ) -> Result<ReformTime, GameError> {
        let (unit, _, placement) = self.placed(id)?;
        let old_spec = self.formations().formation(&placement.formation)?;
        let new_spec = self.formations().formation(formation)?;
        let bare = |formation: &str, bearing: Bearing| Placement {
            anchor: placement.anchor,
            bearing,
            formation: formation.to_string(),
            skirmishers: None,
            concealed: None,
        };
        let before = self.footprint_with(unit, &bare(&placement.formation, placement.bearing))?;
        let after = self.footprint_with(unit, &bare(formation, bearing))?;
        let farthest = farthest_corner(&before, &after);
        let (rate, rate_source) = self.reform_rate(unit.kind.movement_class())?;
        let moving_minutes = farthest / rate * f64::from(MINUTES_PER_TURN);
        let mut handling = Vec::new();
        let mut handling_minutes = 0.0;
        if matches!(unit.kind, UnitKind::Battery { .. }) {
            let guns = &self.ruleset().movement.artillery_handling;
            if old_spec.limbered != new_spec.limbered {
                handling_minutes += guns.limber_unlimber_minutes;
                handling.push(format!(
                    "{} the guns: {} minutes ({})",
                    if new_spec.limbered {
                        "Limber"
                    } else {
                        "Unlimber"
                    },
                    guns.limber_unlimber_minutes,
                    guns.limber_source
                ));
            }
            if old_spec.march_column && !new_spec.limbered {
                let prep = guns.gun_preparation(self.ruleset().options.gun_preparation);
                handling_minutes += prep.preparation_minutes;
                handling.push(format!(
                    "Prepare the guns battened down for the march: {} minutes ({})",
                    prep.preparation_minutes, prep.source
                ));
            }
        }
        let total = moving_minutes + handling_minutes;
        let turns = if farthest <= STILL && handling_minutes <= 0.0 {
            0
        } else {
            let whole = whole_turns(total / f64::from(MINUTES_PER_TURN)).max(1);
            u32::try_from(whole).unwrap_or(u32::MAX)
        };
        Ok(ReformTime {
            unit: id.clone(),
            from_formation: placement.formation.clone(),
            to_formation: formation.to_string(),
            from_bearing: placement.bearing,
            to_bearing: bearing,
            farthest,
            rate,
            rate_source,
            moving_minutes,
            handling_minutes,
            handling,
            turns,
        })
    }
}
