//! Every command of the workbench, each knowing its label, tooltip and shortcut; menus,
//! keyboard shortcuts and the command palette are all fed from this one list.

use egui::{Button, Context, Key, KeyboardShortcut, Modifiers, Ui};

/// A command the umpire can give from a menu, a shortcut or the command palette.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum UiCommand {
    /// Start a new map from a scan chosen with the file dialog.
    NewMapFromImage,
    /// Choose a map file (or a scan) with the file dialog.
    OpenMap,
    /// Save the map to its file (asks for a name the first time).
    SaveMap,
    /// Save the map under a new name.
    SaveMapAs,
    /// Open a Little Wars game on the bundled default country.
    NewLittleWarsGame,
    /// Open a grid game on the standard board.
    NewGridGame,
    /// Close the Little Wars or grid game and go back to the map.
    CloseTableGame,
    /// Open a saved table game (Little Wars, the grid game) with the file dialog.
    OpenGame,
    /// Add a scan to the map as a further sheet.
    AddSheet,
    /// Open the calibration dialog for the selected sheet.
    Calibrate,
    /// Stop loading a scan and go back to the map that was open.
    CancelLoading,
    /// Close the workbench.
    Quit,
    /// Show the whole map.
    ZoomToFit,
    /// Zoom in about the canvas centre.
    ZoomIn,
    /// Zoom out about the canvas centre.
    ZoomOut,
    /// Turn the view anticlockwise by 15°.
    RotateLeft,
    /// Turn the view clockwise by 15°.
    RotateRight,
    /// Put north back at the top.
    NorthUp,
    /// Drag to pan.
    ToolPan,
    /// Measure with the ruler.
    ToolRuler,
    /// Draw a range circle.
    ToolCircle,
    /// Pick, move and turn sheets.
    ToolSheets,
    /// Draw terrain features.
    ToolTerrainDraw,
    /// Select and edit terrain features.
    ToolTerrainEdit,
    /// Select and move troops.
    ToolTroops,
    /// Take back the last game command.
    UndoGame,
    /// Apply again the game command last taken back.
    RedoGame,
    /// Advance the game clock one turn.
    NextTurn,
    /// Show or hide the terrain layer.
    ToggleTerrain,
    /// Remove the last point placed (ruler or drawing).
    UndoPoint,
    /// Delete the selected terrain feature.
    DeleteFeature,
    /// Take back the last terrain edit.
    UndoTerrain,
    /// Make again the terrain edit last taken back.
    RedoTerrain,
    /// End the measurement in progress.
    FinishMeasurement,
    /// Drop the measurement (and the range circle).
    CancelMeasurement,
    /// Open the command palette.
    CommandPalette,
    /// Clear the message area.
    DismissMessages,
    /// Open or close the log of every message.
    MessageLog,
    /// Open Red's window: only what Red may know.
    OpenRedView,
    /// Open Blue's window: only what Blue may know.
    OpenBlueView,
    /// Save Red's view as JSON and its briefing as PDF.
    ExportRedView,
    /// Save Blue's view as JSON and its briefing as PDF.
    ExportBlueView,
    /// Serve each side's view to players in other rooms: the Stations window.
    HostStations,
}

impl UiCommand {
    /// Every command, in menu order.
    pub const ALL: [UiCommand; 43] = [
        UiCommand::NewMapFromImage,
        UiCommand::OpenMap,
        // Save as before Save: Ctrl+Shift+S must not be taken for Ctrl+S.
        UiCommand::SaveMapAs,
        UiCommand::SaveMap,
        UiCommand::NewLittleWarsGame,
        UiCommand::NewGridGame,
        UiCommand::CloseTableGame,
        UiCommand::OpenGame,
        UiCommand::AddSheet,
        UiCommand::Calibrate,
        UiCommand::CancelLoading,
        UiCommand::Quit,
        UiCommand::ZoomToFit,
        UiCommand::ZoomIn,
        UiCommand::ZoomOut,
        UiCommand::RotateLeft,
        UiCommand::RotateRight,
        UiCommand::NorthUp,
        UiCommand::ToolPan,
        UiCommand::ToolRuler,
        UiCommand::ToolCircle,
        UiCommand::ToolSheets,
        UiCommand::ToolTerrainDraw,
        UiCommand::ToolTerrainEdit,
        UiCommand::ToolTroops,
        // Redo before Undo: Ctrl+Shift+Z must not be taken for Ctrl+Z.
        UiCommand::RedoGame,
        UiCommand::UndoGame,
        UiCommand::NextTurn,
        UiCommand::ToggleTerrain,
        UiCommand::UndoPoint,
        UiCommand::DeleteFeature,
        UiCommand::UndoTerrain,
        UiCommand::RedoTerrain,
        UiCommand::FinishMeasurement,
        UiCommand::CancelMeasurement,
        UiCommand::CommandPalette,
        UiCommand::DismissMessages,
        UiCommand::MessageLog,
        UiCommand::OpenRedView,
        UiCommand::OpenBlueView,
        UiCommand::ExportRedView,
        UiCommand::ExportBlueView,
        UiCommand::HostStations,
    ];

    /// The name on menus and in the palette (also the accessible label of menu items).
    pub fn label(self) -> &'static str {
        match self {
            UiCommand::NewMapFromImage => "New map from image…",
            UiCommand::OpenMap => "Open map…",
            UiCommand::SaveMap => "Save",
            UiCommand::SaveMapAs => "Save as…",
            UiCommand::AddSheet => "Add sheet…",
            UiCommand::Calibrate => "Calibrate sheet…",
            UiCommand::CancelLoading => "Cancel loading",
            UiCommand::Quit => "Quit",
            UiCommand::ZoomToFit => "Zoom to fit",
            UiCommand::ZoomIn => "Zoom in",
            UiCommand::ZoomOut => "Zoom out",
            UiCommand::RotateLeft => "Rotate view left",
            UiCommand::RotateRight => "Rotate view right",
            UiCommand::NorthUp => "North up",
            UiCommand::ToolPan => "Pan tool",
            UiCommand::ToolRuler => "Ruler tool",
            UiCommand::ToolCircle => "Circle tool",
            UiCommand::ToolSheets => "Arrange sheets tool",
            UiCommand::ToolTerrainDraw => "Draw terrain tool",
            UiCommand::ToolTerrainEdit => "Edit terrain tool",
            UiCommand::ToolTroops => "Troops tool",
            UiCommand::UndoGame => "Undo",
            UiCommand::RedoGame => "Redo",
            UiCommand::NextTurn => "Next turn",
            UiCommand::ToggleTerrain => "Show terrain layer",
            UiCommand::UndoPoint => "Remove last point",
            UiCommand::DeleteFeature => "Delete selected feature",
            UiCommand::UndoTerrain => "Undo terrain edit",
            UiCommand::RedoTerrain => "Redo terrain edit",
            UiCommand::FinishMeasurement => "Finish measurement",
            UiCommand::CancelMeasurement => "Cancel measurement",
            UiCommand::CommandPalette => "Command palette…",
            UiCommand::DismissMessages => "Dismiss all messages",
            UiCommand::MessageLog => "Message log",
            UiCommand::OpenRedView => "Open Red's view",
            UiCommand::OpenBlueView => "Open Blue's view",
            UiCommand::NewLittleWarsGame => "New Little Wars game",
            UiCommand::NewGridGame => "New grid game: lines of communication",
            UiCommand::CloseTableGame => "Close table game",
            UiCommand::OpenGame => "Open game…",
            UiCommand::HostStations => "Host player stations…",
            UiCommand::ExportRedView => "Export Red's view…",
            UiCommand::ExportBlueView => "Export Blue's view…",
        }
    }

    /// One sentence saying what the command does.
    pub fn tooltip(self) -> &'static str {
        match self {
            UiCommand::NewMapFromImage => {
                "Start a new map from a scanned sheet (PNG, JPEG or TIFF); calibrate it next"
            }
            UiCommand::OpenMap => {
                "Open a map file (.map.json) or a scan; you can also drop a file on the window"
            }
            UiCommand::SaveMap => {
                "Save the map, its sheets, calibration and terrain to its file (or the table game on show to its own)"
            }
            UiCommand::SaveMapAs => "Save the map (or the table game on show) to a new file",
            UiCommand::AddSheet => {
                "Add a further scanned sheet to the map, then move it into place against its neighbour"
            }
            UiCommand::Calibrate => {
                "Set the selected sheet's scale: 1:N and dpi, two points a known distance apart, or its scale bar"
            }
            UiCommand::CancelLoading => {
                "Stop loading the scan and keep the map that was open before"
            }
            UiCommand::Quit => "Close the workbench",
            UiCommand::ZoomToFit => "Show the whole map in the window",
            UiCommand::ZoomIn => {
                "Zoom in about the middle of the map view (the wheel zooms about the cursor)"
            }
            UiCommand::ZoomOut => "Zoom out about the middle of the map view",
            UiCommand::RotateLeft => "Turn the view 15° anticlockwise",
            UiCommand::RotateRight => "Turn the view 15° clockwise",
            UiCommand::NorthUp => "Turn the view so north is at the top",
            UiCommand::ToolPan => {
                "Drag the map to move it (the middle or right button pans with any tool)"
            }
            UiCommand::ToolRuler => {
                "Click points to measure legs in paces; double-click or Enter finishes, Escape cancels"
            }
            UiCommand::ToolCircle => {
                "Click to place a circle of the chosen radius (critical distances as presets)"
            }
            UiCommand::ToolSheets => {
                "Click a sheet to select it; Shift+drag or the arrow keys move it (Shift+arrow: ten steps)"
            }
            UiCommand::ToolTerrainDraw => {
                "Click the corners of a new feature of the chosen kind; double-click or Enter finishes"
            }
            UiCommand::ToolTerrainEdit => {
                "Click a feature to select it; drag its corners to reshape it, double-click an edge to add a corner, right-click a corner to remove it"
            }
            UiCommand::ToolTroops => {
                "Click a unit to select it (Shift adds), drag a box round several, drag a unit to move it"
            }
            UiCommand::UndoGame => {
                "Take back the last game command: placement, move, formation, marker…"
            }
            UiCommand::RedoGame => "Apply again the game command last taken back",
            UiCommand::NextTurn => "Advance the game clock two minutes; allowances start afresh",
            UiCommand::ToggleTerrain => "Show or hide the terrain layer over the map",
            UiCommand::UndoPoint => "Take back the last point of the measurement or drawing",
            UiCommand::DeleteFeature => "Delete the selected terrain feature",
            UiCommand::UndoTerrain => {
                "Take back the last change to the terrain: a feature drawn, reshaped, renamed or deleted"
            }
            UiCommand::RedoTerrain => "Make again the terrain change last taken back",
            UiCommand::FinishMeasurement => "End the measurement and keep it on the map",
            UiCommand::CancelMeasurement => "Remove the measurement and the range circle",
            UiCommand::CommandPalette => "Search every command by name",
            UiCommand::DismissMessages => "Clear every message from the message area",
            UiCommand::MessageLog => {
                "Read every message since the workbench started, including notes that have faded"
            }
            UiCommand::OpenRedView | UiCommand::OpenBlueView => {
                "Open a window of its own (drag it to another screen) showing only what this side may know"
            }
            UiCommand::ExportRedView | UiCommand::ExportBlueView => {
                "Save this side's view as JSON and its briefing as a PDF beside it"
            }
            UiCommand::NewLittleWarsGame => {
                "Play H. G. Wells's Little Wars on the bundled default country, measured in inches"
            }
            UiCommand::NewGridGame => {
                "Play the grid game of lines of communication (after Guy Debord's rules) on the standard board"
            }
            UiCommand::CloseTableGame => {
                "Close the Little Wars or grid game and go back to the map workbench"
            }
            UiCommand::HostStations => {
                "Serve each side's view to players on their own screens in other rooms, and \
                 take their orders back"
            }
            UiCommand::OpenGame => {
                "Open a saved Little Wars or grid game (the file names its rule system)"
            }
        }
    }

    /// The main keyboard shortcut.
    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        let plain = |key| Some(KeyboardShortcut::new(Modifiers::NONE, key));
        let cmd = |key| Some(KeyboardShortcut::new(Modifiers::COMMAND, key));
        match self {
            UiCommand::NewMapFromImage => cmd(Key::N),
            UiCommand::OpenMap => cmd(Key::O),
            UiCommand::SaveMap => cmd(Key::S),
            UiCommand::SaveMapAs => Some(KeyboardShortcut::new(
                Modifiers::COMMAND | Modifiers::SHIFT,
                Key::S,
            )),
            UiCommand::Calibrate => cmd(Key::K),
            UiCommand::Quit => cmd(Key::Q),
            UiCommand::ZoomToFit => cmd(Key::Num0),
            UiCommand::ZoomIn => cmd(Key::Plus),
            UiCommand::ZoomOut => cmd(Key::Minus),
            UiCommand::RotateLeft => plain(Key::OpenBracket),
            UiCommand::RotateRight => plain(Key::CloseBracket),
            UiCommand::NorthUp => plain(Key::N),
            UiCommand::ToolPan => plain(Key::H),
            UiCommand::ToolRuler => plain(Key::R),
            UiCommand::ToolCircle => plain(Key::C),
            UiCommand::ToolSheets => plain(Key::A),
            UiCommand::ToolTerrainDraw => plain(Key::D),
            UiCommand::ToolTerrainEdit => plain(Key::E),
            UiCommand::ToolTroops => plain(Key::M),
            UiCommand::UndoGame => cmd(Key::Z),
            UiCommand::RedoGame => cmd(Key::Y),
            UiCommand::NextTurn => cmd(Key::T),
            UiCommand::ToggleTerrain => plain(Key::T),
            UiCommand::UndoPoint => plain(Key::Backspace),
            UiCommand::DeleteFeature => plain(Key::Delete),
            UiCommand::FinishMeasurement => plain(Key::Enter),
            UiCommand::CancelMeasurement => plain(Key::Escape),
            UiCommand::CommandPalette => cmd(Key::P),
            UiCommand::MessageLog => cmd(Key::L),
            UiCommand::UndoTerrain => Some(KeyboardShortcut::new(Modifiers::ALT, Key::Z)),
            UiCommand::RedoTerrain => Some(KeyboardShortcut::new(Modifiers::ALT, Key::Y)),
            UiCommand::CancelLoading
            | UiCommand::DismissMessages
            | UiCommand::AddSheet
            | UiCommand::OpenRedView
            | UiCommand::OpenBlueView
            | UiCommand::ExportRedView
            | UiCommand::ExportBlueView
            | UiCommand::NewLittleWarsGame
            | UiCommand::NewGridGame
            | UiCommand::CloseTableGame
            | UiCommand::HostStations
            | UiCommand::OpenGame => None,
        }
    }

    /// Further keys that do the same (plain + and − zoom, Ctrl+= for keyboards where + needs
    /// Shift, Home fits).
    pub fn alternate_shortcuts(self) -> Vec<KeyboardShortcut> {
        let plain = |key| KeyboardShortcut::new(Modifiers::NONE, key);
        match self {
            UiCommand::ZoomIn => vec![
                KeyboardShortcut::new(Modifiers::COMMAND, Key::Equals),
                plain(Key::Plus),
                plain(Key::Equals),
            ],
            UiCommand::ZoomOut => vec![plain(Key::Minus)],
            UiCommand::ZoomToFit => vec![plain(Key::Home)],
            UiCommand::RedoGame => vec![KeyboardShortcut::new(
                Modifiers::COMMAND | Modifiers::SHIFT,
                Key::Z,
            )],
            _ => Vec::new(),
        }
    }

    /// Whether the shortcut must not fire while typing in a text field: bare keys, and the
    /// undo/redo keys (a text field takes back its own typing with them).
    pub fn shortcut_needs_free_keyboard(shortcut: &KeyboardShortcut) -> bool {
        let bare =
            !shortcut.modifiers.command && !shortcut.modifiers.ctrl && !shortcut.modifiers.alt;
        bare || matches!(shortcut.logical_key, Key::Z | Key::Y)
    }

    /// Whether the command's shortcut stays live while a table game (Little Wars, the grid
    /// game) has the window: the workbench-wide ones, not those that act on the hidden map.
    pub fn works_over_table_game(self) -> bool {
        matches!(
            self,
            UiCommand::Quit
                | UiCommand::CommandPalette
                | UiCommand::DismissMessages
                | UiCommand::MessageLog
                | UiCommand::NewLittleWarsGame
                | UiCommand::NewGridGame
                | UiCommand::CloseTableGame
                | UiCommand::OpenGame
                | UiCommand::SaveMap
                | UiCommand::SaveMapAs
                | UiCommand::UndoGame
                | UiCommand::RedoGame
                | UiCommand::HostStations
        )
    }

    /// The shortcut as text for menus ("Ctrl+O").
    pub fn shortcut_text(self, ctx: &Context) -> Option<String> {
        self.shortcut().map(|s| {
            let text = ctx.format_shortcut(&s);
            match super::key_symbol::key_symbol(s.logical_key) {
                Some(symbol) if text.ends_with(s.logical_key.name()) => format!(
                    "{}{symbol}",
                    &text[..text.len() - s.logical_key.name().len()]
                ),
                _ => text,
            }
        })
    }

    /// Adds a menu item (label, shortcut text, tooltip); true when clicked.
    pub fn menu_item(self, ui: &mut Ui, enabled: bool) -> bool {
        let mut button = Button::new(self.label());
        if let Some(text) = self.shortcut_text(ui.ctx()) {
            button = button.shortcut_text(text);
        }
        let clicked = ui
            .add_enabled(enabled, button)
            .on_hover_text(self.tooltip())
            .clicked();
        if clicked {
            ui.close();
        }
        clicked
    }

    /// Commands whose label contains every word of `query` (case-insensitive), in list order.
    pub fn search(query: &str) -> Vec<UiCommand> {
        let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
        UiCommand::ALL
            .into_iter()
            .filter(|c| {
                let hay = format!("{} {}", c.label(), c.tooltip()).to_lowercase();
                words.iter().all(|w| hay.contains(w.as_str()))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_command_has_a_unique_label_and_tooltip() {
        let labels: BTreeSet<_> = UiCommand::ALL.iter().map(|c| c.label()).collect();
        assert_eq!(labels.len(), UiCommand::ALL.len());
        assert!(UiCommand::ALL.iter().all(|c| !c.tooltip().is_empty()));
    }

    #[test]
    fn shortcuts_do_not_clash() {
        let mut seen = BTreeSet::new();
        for c in UiCommand::ALL {
            for s in c.shortcut().into_iter().chain(c.alternate_shortcuts()) {
                let id = format!("{:?}{:?}", s.modifiers, s.logical_key);
                assert!(seen.insert(id.clone()), "{c:?} reuses {id}");
            }
        }
    }

    #[test]
    fn search_matches_words() {
        assert_eq!(UiCommand::search("zoom fit"), vec![UiCommand::ZoomToFit]);
        assert!(UiCommand::search("").len() == UiCommand::ALL.len());
        assert!(UiCommand::search("ruler").contains(&UiCommand::ToolRuler));
        assert!(UiCommand::search("xyzzy").is_empty());
    }
}
