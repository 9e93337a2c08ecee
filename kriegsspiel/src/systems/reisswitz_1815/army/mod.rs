//! Units and orders of battle, formations as data, and the footprints they make on the map.
//!
//! - [`OrderOfBattle`] — both sides' trees (army › corps › division › brigade) of [`Echelon`]s
//!   and the [`Unit`]s under them, with their [`UnitKind`], [`Strength`], [`Condition`] and
//!   label; read from TOML or JSON with errors that name the bad entry
//!   ([`OrderOfBattleError`]).
//! - [`UnitBlocks`] — the Appendix Two blocks a unit is shown with, sized from the ruleset.
//! - [`FormationCatalogue`] — every formation ([`FormationSpec`]) as data with its source, the
//!   chart row for each [`MovementClass`] and [`Gait`], and the skirmish distances.
//! - [`Footprint`] — a unit's blocks as rectangles ([`BlockRect`]) in paces around its anchor
//!   and [`Bearing`]: true to scale at any map scale.
//!
//! Bearings are degrees clockwise from map north (−y in the map frame, whose y runs south).

mod bearing;
mod block_rect;
mod condition;
mod echelon;
mod footprint;
mod formation_catalogue;
mod formation_spec;
mod gait;
mod movement_class;
mod oob_error;
mod order_of_battle;
mod skirmish_screen;
mod strength;
mod unit;
mod unit_blocks;
mod unit_kind;

pub use bearing::Bearing;
pub use block_rect::{BlockRect, BlockRole, TOUCH_TOLERANCE};
pub use condition::Condition;
pub use echelon::{Echelon, EchelonLevel};
pub use footprint::{Footprint, SKIRMISH_BLOCK};
pub use formation_catalogue::{ChartRowChoice, FormationCatalogue, SkirmishRules};
pub use formation_spec::{
    Arrangement, BlockLayout, FormationSpec, MAX_INTERVAL_PACES, MAX_STACK, TrailingLayout,
    TrailingPlace,
};
pub use gait::Gait;
// The core's ids and sides, which every unit and echelon carries.
pub use crate::ids::{EchelonId, MAX_ID_LEN, UnitId};
pub use crate::side::Side;
pub use movement_class::MovementClass;
pub use oob_error::OrderOfBattleError;
pub use order_of_battle::{MAX_OOB_FILE_BYTES, MAX_UNIT_NUMBER, OrderOfBattle};
pub use skirmish_screen::SkirmishScreen;
pub use strength::{BATTALION_MEN, BATTERY_GUNS, MAX_GUNS, MAX_MEN, SQUADRON_RIDERS, Strength};
pub use unit::Unit;
pub use unit_blocks::{
    BlockSize, GUN_BLOCKS_PER_BATTERY, HALF_BATTALIONS_PER_BATTALION, UnitBlocks,
};
pub use unit_kind::{
    Arm, ArtilleryKind, Calibre, CavalryKind, DetachmentArm, InfantryKind, MAX_SQUADRONS, UnitKind,
};
