//! Menus and commands: every command the umpire can give, and the ways to give it (menu bar,
//! shortcuts, command palette), plus the file dialogs a command may open.
//!
//! | file | job |
//! |---|---|
//! | `ui_command` | every command with label, tooltip and shortcut |
//! | `menu_bar` | the menus |
//! | `command_palette` | commands found by typing |
//! | `file_picker` | what a file dialog is for, and the dialogs themselves (native or scripted) |
//! | `key_symbol` | a shortcut's key as written on menus ("[" not "OpenBracket") |
//! | `view_keys` | the view's symbol keys (+ = − [ ]) by logical key, keyboard place or typed text |

pub mod command_palette;
pub mod file_picker;
pub mod key_symbol;
pub mod menu_bar;
pub mod ui_command;
pub mod view_keys;

pub use file_picker::{FileAction, FilePicker, FileRequest, PickOutcome};
pub use ui_command::UiCommand;
