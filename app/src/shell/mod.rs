//! The application shell: panels, menus, shortcuts, the command palette, messages, and the
//! split between saved settings ([`WorkbenchState`]) and session-only state ([`Session`]).
//!
//! | file | job |
//! |---|---|
//! | `workbench_app` | the eframe app: layout and the frame's order of work |
//! | `app_commands` | applies commands and loader events (the one place state changes) |
//! | `ui_command` | every command with label, tooltip and shortcut |
//! | `menu_bar`, `status_bar`, `tool_panel`, `command_palette`, `notifications` | the panels |
//! | `workbench_state`, `session`, `open_map`, `map_loading`, `panel_forms` | state, saved and not |
//! | `provisional_scale` | the scale until the engine's calibration replaces it |
//! | `file_picker`, `app_options` | start-up and the file dialog |

mod app_commands;
pub mod app_options;
pub mod command_palette;
pub mod file_picker;
pub mod map_loading;
pub mod menu_bar;
pub mod notifications;
pub mod open_map;
pub mod panel_forms;
pub mod provisional_scale;
pub mod session;
pub mod status_bar;
pub mod tool_panel;
pub mod ui_command;
pub mod workbench_app;
pub mod workbench_state;

pub use app_options::AppOptions;
pub use file_picker::FilePicker;
pub use notifications::Notifications;
pub use open_map::OpenMap;
pub use provisional_scale::ProvisionalScale;
pub use session::Session;
pub use ui_command::UiCommand;
pub use workbench_app::WorkbenchApp;
pub use workbench_state::WorkbenchState;
