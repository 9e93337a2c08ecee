//! Formation limits on roads, bridges and fords applied to a move (reference §12.4; draft
//! L410–427, L469–482). Where the path runs along a way the map gives a width for, a front wider
//! than that width is refused, naming the widest column the option `road_widths` allows there;
//! where the map gives no width the capacity is the umpire's decision (L412), and the move says
//! so. The narrowing itself and its time stay the umpire's (L265, L428).
//!
//! A path runs along a way where a leg of it begins and ends on the way: a path that only
//! crosses a road is not held to the road's width. A stone or wooden bridge on
//! the map is read as a large undamaged bridge and a pontoon as a small one; where a bridge is
//! small or damaged the umpire overrides with his reason.

use super::battlefield::Battlefield;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::refusal::Refusal;
use crate::distance::Pace;
use crate::map::{FeatureId, FeatureKind};
use crate::systems::reisswitz_1815::army::{DetachmentArm, Unit, UnitKind};
use crate::systems::reisswitz_1815::calc::road_width::{ColumnArm, RoadWidthAnswer, WidestColumn};
use crate::systems::reisswitz_1815::ruleset::WayKind;
use geo::Coord;
use std::collections::BTreeSet;

/// The kind of way a map feature is, for the road widths (reference §12.4): a stone or wooden
/// bridge as a large bridge and a pontoon as a small or temporary one (L420, L422); `None` for
/// ground that is no way.
pub fn way_kind(kind: FeatureKind) -> Option<WayKind> {
    match kind {
        FeatureKind::MainHighway => Some(WayKind::MainHighway),
        FeatureKind::SmallerRoad => Some(WayKind::SmallerRoad),
        FeatureKind::Footpath => Some(WayKind::FootpathOrDyke),
        FeatureKind::BridgeStone | FeatureKind::BridgeWooden => Some(WayKind::LargeBridge),
        FeatureKind::BridgePontoon => Some(WayKind::SmallBridge),
        FeatureKind::Ford => Some(WayKind::Ford),
        _ => None,
    }
}

/// The arm of a column for the road widths; `None` for a train.
pub fn column_arm(unit: &Unit) -> Option<ColumnArm> {
    match &unit.kind {
        UnitKind::Battalion { .. } | UnitKind::Sappers => Some(ColumnArm::Infantry),
        UnitKind::CavalryRegiment { .. } => Some(ColumnArm::Cavalry),
        UnitKind::Battery { .. } => Some(ColumnArm::Artillery),
        UnitKind::Detachment { arm, .. } => Some(match arm {
            DetachmentArm::Infantry => ColumnArm::Infantry,
            DetachmentArm::Cavalry => ColumnArm::Cavalry,
        }),
        _ => None,
    }
}

impl GameState {
    /// The refusals and notes for a front of `frontage` paces moving from `from` along `path`.
    pub(super) fn way_limits(
        &self,
        field: &Battlefield,
        unit: &Unit,
        frontage: f64,
        from: Coord<f64>,
        path: &[Coord<f64>],
    ) -> Result<(Vec<Refusal>, Vec<Event>), GameError> {
        let Some(arm) = column_arm(unit) else {
            return Ok((Vec::new(), Vec::new()));
        };
        let mut points = Vec::with_capacity(path.len() + 1);
        points.push(from);
        points.extend_from_slice(path);
        let mut on_way: Vec<BTreeSet<FeatureId>> = Vec::with_capacity(points.len());
        for p in &points {
            let near = field.terrain().features_near(*p, Pace::ZERO)?;
            on_way.push(
                near.iter()
                    .filter(|n| way_kind(n.kind).is_some())
                    .map(|n| n.id)
                    .collect(),
            );
        }
        let along: BTreeSet<FeatureId> = on_way
            .windows(2)
            .flat_map(|pair| pair[0].intersection(&pair[1]).copied().collect::<Vec<_>>())
            .collect();
        let (mut refusals, mut events) = (Vec::new(), Vec::new());
        for id in along {
            let Some(feature) = field.terrain().get(id) else {
                continue;
            };
            let Some(way) = way_kind(feature.kind) else {
                continue;
            };
            let answer = RoadWidthAnswer::compute(self.ruleset(), way, arm)?;
            let widest = match &answer.widest {
                WidestColumn::Column { front } => front.clone(),
                WidestColumn::ByMap { question } => question.clone(),
            };
            let name = if feature.name.is_empty() {
                feature.kind.label().to_string()
            } else {
                format!("{} '{}'", feature.kind.label(), feature.name)
            };
            match feature.width {
                Some(width) if frontage > width.paces() => refusals.push(Refusal::TooWideForWay {
                    way: name,
                    width,
                    frontage: Pace(frontage),
                    widest,
                }),
                Some(_) => {}
                None => events.push(Event::WayWidthForUmpire {
                    unit: unit.id.clone(),
                    way: name,
                    widest,
                }),
            }
        }
        Ok((refusals, events))
    }
}
