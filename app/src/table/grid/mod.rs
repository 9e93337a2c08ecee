//! The grid game of lines of communication, after Guy Debord's rules: the game table for the
//! 25 × 20 board.

use super::TableWing;

/// The grid game's table. (The lead's seam placeholder: the wing's helper fills it in.)
#[derive(Debug, Default)]
pub struct GridTable {}

impl GridTable {
    /// Opens the standard board with its standard deployment.
    pub fn new_default() -> Self {
        Self::default()
    }
}

impl TableWing for GridTable {
    fn title(&self) -> String {
        "Grid game: lines of communication".into()
    }

    fn show(&mut self, ui: &mut egui::Ui) {
        ui.label("Grid game: lines of communication");
    }

    fn has_unsaved_changes(&self) -> bool {
        false
    }
}
