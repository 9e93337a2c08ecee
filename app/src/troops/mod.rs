//! Troops on the map: the game the umpire runs over the open map.
//!
//! - [`TroopSession`] — the engine's [`kriegsspiel::systems::reisswitz_1815::game::Game`] with the umpire's selection,
//!   the gait chosen for moves and the unit panel's fields; the game file beside the map file.
//! - [`TroopView`] — what the canvas draws this frame: every placed unit's blocks in the map
//!   frame (paces, so true to scale at every zoom), the reach outline and the move being
//!   planned; it also answers "which unit is under this point".
//! - [`draw_troops`] — paints a [`TroopView`] between the terrain and the measurements.
//! - [`show_troops_panel`] — the side-panel page: clock, undo/redo, the selected unit (formation,
//!   wheel, moves by bearing and distance, markers), both orders of battle with "Place on map",
//!   and the journal. It returns [`TroopAction`]s; the workbench applies them as engine
//!   commands in one place.
//! - [`show_dice_tray`] — the five Reisswitz dice face by face, throws from the game's seeded
//!   box or typed in from a physical die, and a chart of chances against what was thrown.
//! - [`show_fire_worksheet`] — one fire from a firing unit at a target: range from the map,
//!   effect and circumstances from the umpire, one throw, points, men and the new strength.

mod brigade_placement;
mod casualty_panel;
mod dice_tray;
mod fire_worksheet;
mod melee_groups;
mod melee_worksheet;
mod rule_readings;
mod small_worksheets;
mod strength_history;
mod troop_action;
mod troop_layer;
mod troop_session;
mod troop_view;
mod troops_panel;
mod unit_panel;

pub use brigade_placement::{BRIGADE_INTERVAL, default_formation, line_up};
pub use casualty_panel::{PinCorrectionForm, show_casualty_panel};
pub use dice_tray::show_dice_tray;
pub use fire_worksheet::{
    FireForm, FireSetup, NINE_PDR_COLUMN_DIE, default_scale, fire_arm_of, fire_setup,
    show_fire_worksheet,
};
pub use words::describe_entry;
pub use melee_groups::{
    MeleeGroup, arm_word, combat_arm_of, flank_attackers, read_group, second_lines,
    suggest_base_case,
};
pub use melee_worksheet::{MeleeForm, melee_command, melee_worksheet, show_melee_worksheet};
pub use small_worksheets::{SmallWorksheets, show_small_worksheets, typed_ratio};
pub use strength_history::{StrengthHistory, strength_series};
pub use troop_action::TroopAction;
pub use troop_layer::draw_troops;
pub use troop_session::{
    GAME_AUTOSAVE_ENDING, TroopSession, UnitDrag, game_file_for, plan_summary,
};
pub use troop_view::{DrawnBlock, DrawnUnit, MovePreview, TroopView};
pub use troops_panel::{example_orders, show_troops_panel};
pub use unit_panel::{parse_bearing, typed_target};
