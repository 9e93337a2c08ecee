//! What the troops page asks of the workbench. The page only reads the game; the workbench
//! turns each action into engine commands and reports refusals in the message area.

use kriegsspiel::systems::reisswitz_1815::army::{EchelonId, Side, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::Command;
use std::path::PathBuf;

/// One request from the troops page.
#[derive(Debug, Clone, PartialEq)]
pub enum TroopAction {
    /// Start a game on the open map from the order of battle in this file.
    NewGame(PathBuf),
    /// Choose an order of battle with the file dialog and start a game from it.
    ChooseOrderOfBattle,
    /// Set the selected unit's strength from the unit panel's fields.
    SetStrengthTyped,
    /// Apply this engine command (the override reason, if any, is added by the workbench).
    Command(Command),
    /// Put every unit of this echelon still off the map side by side at the view centre.
    PlaceEchelon(EchelonId),
    /// Put this unit at the view centre.
    PlaceUnit(UnitId),
    /// Select this unit alone and centre the view on it when it is on the map.
    Select(UnitId),
    /// Move the selected unit by the bearing and distance typed in the unit panel.
    MoveTyped,
    /// Move the selected unit along the ruler's points.
    MoveAlongRuler,
    /// Take back the last game command.
    Undo,
    /// Apply again the command last taken back.
    Redo,
    /// Advance the clock one turn (two minutes).
    NextTurn,
    /// Save the game beside the map file.
    Save,
    /// Throw and resolve the fire set up on the fire worksheet.
    ResolveFire,
    /// Throw and resolve every fire on the turn's fire list.
    ResolveFireList,
    /// Throw the test set on the small worksheets.
    ThrowTest,
    /// Put the map's terrain as it is now in place of the game's copy (a journaled command).
    UpdateTerrain,
    /// Throw and apply this melee (built by the melee worksheet).
    ResolveMelee(Command),
    /// Save the one-page summary of the game as a PDF.
    PrintSummary {
        /// The paper to lay it out for.
        paper: print::Paper,
    },
    /// Save the casualty record sheet as a PDF: blank, or with the game's pins.
    PrintSheet {
        /// An empty sheet for a paper game.
        blank: bool,
        /// The paper to lay it out for.
        paper: print::Paper,
    },
    /// Report bad input the page found itself (nothing is changed).
    Refuse(String),
    /// Open this side's window (its view of the game, in a window of its own).
    OpenSideView(Side),
    /// Save this side's view as JSON and its briefing as a PDF, asking where.
    ExportSideView(Side),
    /// Take up to this many moves together, stopping when something happens.
    AdvanceUntil(u32),
}
