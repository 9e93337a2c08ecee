//! The workbench itself: the eframe app [`WorkbenchApp`], every `impl WorkbenchApp` (the
//! places state changes), and the split between saved settings ([`WorkbenchState`]) and
//! session-only state ([`Session`]).
//!
//! | file | job |
//! |---|---|
//! | `workbench_app` | the eframe app: layout and the frame's order of work |
//! | `window_chrome` | shortcuts, dropped files, the title, the start screen, messages and dialogs |
//! | `app_commands`, `map_edits`, `corner_edits` | apply commands, canvas events and panel requests |
//! | `map_files`, `image_loads` | open, save, autosave; the loaders' events |
//! | `save_checks` | before a save: the files it would replace asked about, the open map's and game's files never replaced by an export |
//! | `game_files`, `crash_recovery` | the game's files beside the map (a damaged one kept aside); autosaves offered back after a crash |
//! | `troop_actions`, `fire_actions`, `melee_actions`, `print_actions` | the game table's requests as engine commands and printed sheets |
//! | `workbench_state`, `session`, `app_options` | saved settings, session-only state, start-up options |
//! | `staff_actions` | the staff exercise: side windows (viewports drawn from a side's view), exports, advancing until something happens |
//! | `table_wings`, `table_game_exit` | opening and closing the games with a table of their own (Little Wars, the grid game) |
//! | `table_files`, `table_autosave` | every table game's File › Save, Save As and Open, undo and redo, autosave and crash recovery |
//! | `hosted_stations` | the server and what it serves, as the session holds it |
//! | `station_orders` | what players send from their stations, carried out as their side's commands or refused, and answered |
//! | `station_hosting` | player stations: hosting the open game's seats, publishing each side's view as it changes, the Stations window's requests |
//! | `point_pick` | points being picked on the map for a dialog |
//! | `calibration_actions` | the calibration dialog's requests: a sheet recalibrated, the ruler measured again |
//! | `feature_handles`, `feature_corners` | helpers for editing a feature's corners |
//! | `window_fonts` | DejaVu Sans added after egui's fonts, for the characters they lack ("→") |
//!
//! The open map itself (document, sheets' images, loading) is [`crate::document`]'s.

mod app_commands;
pub mod app_options;
mod calibration_actions;
mod corner_edits;
mod crash_recovery;
pub mod feature_corners;
pub mod feature_handles;
mod fire_actions;
mod game_files;
pub mod hosted_stations;
pub mod image_loads;
mod map_edits;
pub mod map_files;
mod melee_actions;
pub mod point_pick;
mod print_actions;
mod save_checks;
pub mod session;
mod staff_actions;
pub mod station_hosting;
mod station_map;
mod station_orders;
pub mod table_autosave;
mod table_files;
pub mod table_game_exit;
pub mod table_wings;
mod troop_actions;
pub mod window_chrome;
pub mod window_fonts;
pub mod workbench_app;
pub mod workbench_state;

pub use app_options::{AppOptions, HostOnStart};
pub use map_files::default_map_path;
pub use session::Session;
pub use workbench_app::WorkbenchApp;
pub use workbench_state::{PanelTab, WorkbenchState};
