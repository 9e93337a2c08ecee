//! The dialogs: windows that hold the umpire's attention until answered.
//!
//! | file | job |
//! |---|---|
//! | `calibration_dialog` | a sheet's scale, DPI and placement |
//! | `path_entry` | a path field in place of a native file dialog that cannot be shown |
//! | `seat_qr` | a seat's link as a QR code image, its texture kept while the link holds |
//! | `stations_window` | player stations: where to host, then every seat with its link, connected or not, Revoke and New link |
//! | `recovery_prompt` | offer to restore an autosave newer than the map file |
//! | `table_recovery_prompt` | offer to restore a table game's autosave |
//! | `unsaved_prompt` | save, discard or cancel before unsaved work would be lost |

pub mod calibration_dialog;
pub mod path_entry;
pub mod recovery_prompt;
pub mod seat_qr;
pub mod stations_window;
pub mod table_recovery_prompt;
pub mod unsaved_prompt;
