//! What the troop layer draws in one frame: a snapshot of the game built by
//! [`super::TroopSession::view`], in the map frame (paces, x east, y south).

use crate::canvas::MapPoint;
use kriegsspiel::systems::reisswitz_1815::army::{Arm, BlockRole, Side, UnitId};
use std::sync::Arc;

/// One block of a unit, as a quadrilateral on the map.
#[derive(Debug, Clone, PartialEq)]
pub struct DrawnBlock {
    /// Front left, front right, rear right, rear left.
    pub corners: [MapPoint; 4],
    /// Main block, wagons or skirmishers.
    pub role: BlockRole,
    /// Turned over: the unit is beaten and this block shows it.
    pub turned: bool,
}

/// One unit on the map.
#[derive(Debug, Clone, PartialEq)]
pub struct DrawnUnit {
    /// The unit.
    pub id: UnitId,
    /// Red or Blue.
    pub side: Side,
    /// Its arm (picks the symbol on its blocks).
    pub arm: Arm,
    /// The label from the order of battle (brigade letter + battalion number, regiment number).
    pub label: String,
    /// The middle of its front edge.
    pub anchor: MapPoint,
    /// The way it faces, degrees clockwise from north.
    pub bearing: f64,
    /// Its blocks.
    pub blocks: Vec<DrawnBlock>,
    /// On a concealed march: the number of its head marker (drawn for the umpire only).
    pub concealed: Option<u32>,
    /// Its markers in words ("repulsed, shaken"), empty when it has none.
    pub marks: String,
    /// Whether the umpire has it selected.
    pub selected: bool,
}

/// A move being dragged: where it starts, where the pointer would take it and where the
/// rules stop it.
#[derive(Debug, Clone, PartialEq)]
pub struct MovePreview {
    /// The anchor before the move.
    pub from: MapPoint,
    /// Where the pointer would take the anchor.
    pub to: MapPoint,
    /// Where the rules let it get to this turn.
    pub stop: MapPoint,
    /// Whether the whole move is within the allowance.
    pub fits: bool,
    /// Length and share of the turn, in words.
    pub label: String,
}

/// The troop layer's content for one frame.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TroopView {
    /// Every unit on the map, in id order (drawn in this order); shared with the session's
    /// cache, which rebuilds it only when the game or the selection changes.
    pub units: Arc<Vec<DrawnUnit>>,
    /// How far the selected unit may still go this turn.
    pub reach: Option<Vec<MapPoint>>,
    /// A move being dragged.
    pub preview: Option<MovePreview>,
}
