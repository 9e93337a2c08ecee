//! What the board editor's board, toolbar and side panel ask for. They read the editor and
//! return these; [`super::GridTable::apply`] carries them out.

use super::editor_tool::EditorTool;
use super::leave_editor_dialog::LeaveEditorAnswer;
use kriegsspiel::systems::grid::Square;
use std::path::PathBuf;

/// One request from the board editor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardEditorAction {
    /// Choose what a click does.
    PickTool(EditorTool),
    /// Use the tool on a square.
    Click(Square),
    /// Start again from a board with no features.
    Clear,
    /// Start again from the standard board.
    StartFromStandard,
    /// Save the board (asks for a file the first time).
    Save,
    /// Save the board to this file.
    SaveTo(PathBuf),
    /// Open a board file (asks for a file).
    Open,
    /// Open this board file.
    OpenFrom(PathBuf),
    /// Check the board and, if it passes, choose the options of a game on it.
    Play,
    /// Leave the editor for the game; with edits not saved, asks first.
    Close,
    /// The answer to "Leave the board editor?": save the board and leave, discard the edits
    /// and leave, or stay.
    Leave(LeaveEditorAnswer),
}
