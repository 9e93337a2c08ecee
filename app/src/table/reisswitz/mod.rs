//! The Reisswitz game table: the game the umpire runs over the open map with the engine's
//! `reisswitz_1815` system — troops on the map, the dice tray, fire and melee worksheets, the
//! casualty record sheet. Its pages only read the game and return [`TroopAction`]s; the
//! workbench applies them as engine commands in one place.
//!
//! | file | job |
//! |---|---|
//! | `troop_session` | [`TroopSession`]: the engine's game with the umpire's selection, gait, fields and the forms below; the game file beside the map file |
//! | `troop_view`, `troop_layer` | [`TroopView`], what the canvas draws this frame, and [`TroopsLayer`], the canvas layer that paints it with the selection box |
//! | `troop_meshes` | the blocks tessellated once per game, selection and zoom; panning only moves them |
//! | `small_blocks` | blocks a few points across (a map of troops at fit zoom) as plain quads, about half the vertices |
//! | `troop_action` | [`TroopAction`]: what the pages ask of the workbench |
//! | `troops_panel`, `unit_panel`, `unit_markers`, `brigade_placement`, `rule_readings` | the Troops page: clock, orders of battle, the selected unit and its markers, placing a brigade, the draft's readings |
//! | `dice_tray` | the Dice page: the five dice, thrown from the seeded box or typed in |
//! | `fire_form`, `fire_worksheet` | the Fire page: its form, and the worksheet from range to new strength |
//! | `melee_form`, `melee_groups`, `melee_worksheet`, `small_worksheets` | the Melee page: its form, the two groups, the odds worksheet, the small worksheets |
//! | `capture_worksheet` | on the Melee page after a melee: the beaten side's capture at an obstacle and the prisoners' escort, "Take prisoners" (reference §12.8, §12.12) |
//! | `charge_question` | on the Melee page: the attack declared, the defender asked to accept or retire, the answer's consequences (reference §12.11) |
//! | `crossings_worksheet` | on the Troops page: bridges, obstacles and fieldworks timed and started as works, boats and swimming (reference §12.3, §12.7) |
//! | `pin_correction_form`, `casualty_panel`, `strength_history` | the Casualties page: a pin put by hand, the record sheet, strength over the game |
//! | `staff_forms`, `scenario_page` | the Scenario page: General Idea, Separate Reports, commanders, who may talk to whom |
//! | `messages_page`, `message_composer` | the Messages page: messages in transit and delivered, interception, the composer |
//! | `side_window`, `side_view_layer` | a side's window, drawn from its `SideView` only, and its map layer |
//!
//! The forms (`fire_form`, `melee_form`, `pin_correction_form`) live apart from their pages so
//! the session holds them while the pages depend on the session, not the other way round.

mod brigade_placement;
mod capture_worksheet;
mod casualty_panel;
mod charge_question;
mod crossings_worksheet;
mod decision_form;
mod dice_tray;
mod fire_form;
mod fire_worksheet;
mod melee_form;
mod melee_groups;
mod melee_worksheet;
mod message_composer;
mod messages_page;
mod pin_correction_form;
mod review_page;
mod rule_readings;
mod scenario_page;
mod side_view_layer;
mod side_window;
mod small_blocks;
mod small_worksheets;
mod staff_forms;
mod strength_history;
mod troop_action;
mod troop_layer;
mod troop_meshes;
mod troop_session;
mod troop_view;
mod troops_panel;
mod umpire_overlay;
mod unit_markers;
mod unit_panel;
mod unit_shapes;

pub use brigade_placement::{BRIGADE_INTERVAL, default_formation, line_up};
pub use casualty_panel::{show_casualty_panel, track_cells};
pub use dice_tray::show_dice_tray;
pub use fire_form::FireForm;
pub use fire_worksheet::{
    FireSetup, NINE_PDR_COLUMN_DIE, checklist_effect, default_scale, effect_used, fire_arm_of,
    fire_setup, show_fire_worksheet,
};
pub use melee_form::MeleeForm;
pub use melee_groups::{
    MeleeGroup, arm_word, combat_arm_of, flank_attackers, read_group, second_lines,
    suggest_base_case,
};
pub use melee_worksheet::{melee_command, melee_worksheet, show_melee_worksheet};
pub use message_composer::{RulerRoute, show_composer};
pub use messages_page::{describe_message, parties_of, show_messages_page};
pub use pin_correction_form::PinCorrectionForm;
pub use review_page::{ReviewForm, show_review_page};
pub use scenario_page::{post_words, show_scenario_page};
pub use side_view_layer::{OwnMark, ReportedMark, SideViewLayer};
pub use side_window::{SideWindow, show_side_window, side_viewport_id, side_window_title};
pub use small_worksheets::{SmallWorksheets, show_small_worksheets, typed_ratio};
pub use staff_forms::{
    MessageForm, ReportForm, ScenarioForm, StaffForms, describe_intelligence, how_known, side_name,
    sides_name, typed_minutes, typed_place, words_of,
};
pub use strength_history::{StrengthHistory, strength_series};
pub use troop_action::TroopAction;
pub use troop_layer::{TroopsLayer, draw_troops};
pub use troop_session::{
    GAME_AUTOSAVE_ENDING, TroopSession, UnitDrag, gaits_for, game_file_for, plan_summary,
};
pub use troop_view::{DrawnBlock, DrawnUnit, MovePreview, TroopView};
pub use troops_panel::{example_orders, show_troops_panel};
pub use umpire_overlay::{UmpireOverlayLayer, UmpireOverlays};
pub use unit_panel::{parse_bearing, typed_target};
pub use words::describe_entry;
