//! The seam between the workbench and a rule system whose game is not played over the open
//! map: Little Wars on its own floor, the grid game on its own board, and any system added
//! beside them.
//!
//! While such a game is open the workbench keeps its menu bar and hands the rest of the window
//! to the game's table; the map, if one is open, waits underneath untouched. The table draws
//! and applies its own commands through its [`super::TableGame`]; the workbench gives every
//! table the same File › Save, Save As and Open, Ctrl+Z and Ctrl+Shift+Z, autosave, crash
//! recovery and unsaved-changes question through [`TableWing::game_file`].

use super::game_file::GameFile;

/// What a table asks of the workbench from its own toolbar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableRequest {
    /// Save the game (to its file, or ask for one).
    Save,
    /// Choose a saved game to open.
    Open,
}

/// A rule system's table, shown in place of the map workbench while its game is open.
pub trait TableWing {
    /// Names the game for the window title, e.g. "Little Wars: the default country".
    fn title(&self) -> String;

    /// Draws the whole table (its own toolbar, side panel and board) into the area under the
    /// workbench's menu bar.
    fn show(&mut self, ui: &mut egui::Ui);

    /// The game's file and history, for the workbench's services (`None` while the table has
    /// no game, e.g. its bundled battle could not be read).
    fn game_file(&self) -> Option<&dyn GameFile>;

    /// The same, to change.
    fn game_file_mut(&mut self) -> Option<&mut dyn GameFile>;

    /// The workbench has put a saved or recovered game on this new table (and says so itself):
    /// what the table said about the game it was made with no longer applies.
    fn game_opened(&mut self) {}

    /// Whether the game has changes not yet saved (the workbench asks before closing it).
    fn has_unsaved_changes(&self) -> bool {
        self.game_file().is_some_and(GameFile::is_unsaved)
    }

    /// What the table's own toolbar asked of the workbench this frame, if anything.
    fn take_request(&mut self) -> Option<TableRequest> {
        None
    }

    /// The seats a player station may take for this table's game: one per side. None where
    /// the table has no game or cannot be hosted.
    fn seats(&self) -> Vec<stations::Seat> {
        Vec::new()
    }

    /// Offers each side's view of the game to its seats on `board` (a seat whose view did not
    /// change is sent nothing); the seats whose view changed.
    fn publish_views(
        &self,
        _board: &stations::SeatBoard,
    ) -> Result<Vec<String>, stations::StationError> {
        Ok(Vec::new())
    }

    /// A number that changes whenever something the table adds to its views changes (a
    /// move clock started or stopped), so the views are sent again at once; 0 where the views
    /// hold only the game.
    fn station_change_marker(&self) -> u64 {
        0
    }

    /// Carries out a player station's request for the side whose id is `side` — a command of
    /// that side only — and says what came of it (a note, or the reason it was refused).
    fn take_station_request(
        &mut self,
        _side: &str,
        _body: &serde_json::Value,
    ) -> Result<String, String> {
        Err(
            "this game takes no orders from player stations: the umpire plays it at the table"
                .into(),
        )
    }
}
