//! The application shell: panels, menus, shortcuts, the command palette, dialogs, messages,
//! map files, and the split between saved settings ([`WorkbenchState`]) and session-only state
//! ([`Session`]).
//!
//! | file | job |
//! |---|---|
//! | `workbench_app` | the eframe app: layout and the frame's order of work |
//! | `app_commands`, `map_edits` | apply commands, canvas events and panel requests (the places state changes) |
//! | `map_files`, `image_loads` | open, save, autosave, recovery; the loaders' events |
//! | `ui_command` | every command with label, tooltip and shortcut |
//! | `menu_bar`, `status_bar`, `tool_panel`, `sheets_panel`, `terrain_panel`, `command_palette`, `notifications` | the panels |
//! | `calibration_dialog`, `recovery_prompt`, `unsaved_prompt` | the dialogs |
//! | `workbench_state`, `session`, `open_map`, `sheet_image`, `map_loading`, `panel_forms`, `point_pick` | state, saved and not |
//! | `feature_handles`, `ground_readout`, `relative_path` | helpers for editing, readouts and map files |
//! | `file_picker`, `app_options` | start-up and the file dialogs |

mod app_commands;
pub mod app_options;
pub mod calibration_dialog;
pub mod command_palette;
mod corner_edits;
pub mod feature_corners;
pub mod feature_handles;
pub mod file_picker;
mod fire_actions;
pub mod ground_readout;
pub mod image_loads;
mod map_edits;
pub mod map_files;
pub mod map_loading;
mod melee_actions;
pub mod menu_bar;
pub mod notifications;
pub mod open_map;
pub mod panel_forms;
pub mod point_pick;
mod print_actions;
pub mod recovery_prompt;
pub mod relative_path;
pub mod session;
pub mod sheet_image;
pub mod sheets_panel;
pub mod status_bar;
pub mod terrain_panel;
pub mod tool_panel;
mod troop_actions;
pub mod ui_command;
pub mod unsaved_prompt;
pub mod workbench_app;
pub mod workbench_state;

pub use app_options::AppOptions;
pub use file_picker::{FileAction, FilePicker, FileRequest};
pub use map_files::default_map_path;
pub use notifications::Notifications;
pub use open_map::OpenMap;
pub use session::Session;
pub use ui_command::UiCommand;
pub use workbench_app::WorkbenchApp;
pub use workbench_state::{PanelTab, WorkbenchState};
