//! The casualty board: the draft's casualty record sheet kept by the workbench.
//!
//! The sheet at the end of the draft has one track per formation — infantry in three and in two
//! ranks, line and Rifle skirmishers, heavy and light cavalry, foot and horse artillery — with a
//! red and a blue pin on each, and a turn track 0–39 on which repulsed or defeated troops are
//! marked with the turn they may defend or attack again (Casualty Record Sheet; reference §4).
//!
//! - [`CasualtyBoard`] — both sides' pins ([`crate::systems::reisswitz_1815::calc::casualty_pin::CasualtyPin`]), the units
//!   noted on each track, per-unit rows and the turn track; saved with the game.
//! - [`SheetTrack`] — a track as printed: boxes numbered in loss points, rows running back and
//!   forth, the rate and exchange it was set up with, and where a pin stands on it.
//! - [`RecoveryEntry`] — a beaten unit on the turn track.
//!
//! Nothing here draws: the printed sheet is the app's (`workbench::print`).

mod board;
mod formation_track;
mod recovery_entry;
mod sheet_track;
mod side;
mod side_board;
mod unit_row;

#[cfg(test)]
mod board_tests;
#[cfg(test)]
mod sheet_track_tests;

pub use board::{
    CasualtyBoard, MAX_LABEL_CHARS, MAX_TURN_TRACK_ENTRIES, MAX_UNIT_ROWS, check_label,
};
pub use formation_track::FormationTrack;
pub use recovery_entry::{RecoveryEntry, TURN_TRACK_BOXES};
pub use sheet_track::{
    ARTILLERY_STEP_POINTS, MAX_SHEET_BOXES, MEN_TRACK_STEP_POINTS, PinPlace, SHEET_ROW_BOXES,
    SHEET_SOURCE, SINGLE_ROW_MAX_BOXES, SheetTrack, figure_text,
};
pub use side::Side;
pub use side_board::SideBoard;
pub use unit_row::UnitRow;
