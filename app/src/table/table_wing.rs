//! The seam between the workbench and a rule system whose game is not played over the open
//! map: Little Wars on its own floor, the grid game on its own board.
//!
//! While such a game is open the workbench keeps its menu bar and hands the rest of the window
//! to the game's table; the map, if one is open, waits underneath untouched.

/// A rule system's table, shown in place of the map workbench while its game is open.
pub trait TableWing {
    /// Names the game for the window title, e.g. "Little Wars: the default country".
    fn title(&self) -> String;

    /// Draws the whole table (its own toolbar, side panel and board) into the area under the
    /// workbench's menu bar.
    fn show(&mut self, ui: &mut egui::Ui);

    /// Whether the game has changes not yet saved (the workbench asks before closing it).
    fn has_unsaved_changes(&self) -> bool;
}
