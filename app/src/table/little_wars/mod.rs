//! H. G. Wells' *Little Wars* (1913): the game table for figures and guns on a floor measured
//! in inches and feet.

use super::TableWing;

/// The Little Wars table. (The lead's seam placeholder: the wing's helper fills it in.)
#[derive(Debug, Default)]
pub struct LittleWarsTable {}

impl LittleWarsTable {
    /// Opens the bundled default country with its two forces put down.
    pub fn new_default() -> Self {
        Self::default()
    }
}

impl TableWing for LittleWarsTable {
    fn title(&self) -> String {
        "Little Wars".into()
    }

    fn show(&mut self, ui: &mut egui::Ui) {
        ui.label("Little Wars");
    }

    fn has_unsaved_changes(&self) -> bool {
        false
    }
}
