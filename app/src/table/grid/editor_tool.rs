//! What a click on the board editor does: place one kind of feature, or take a feature away.

use kriegsspiel::systems::grid::Feature;

/// The board editor's tool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditorTool {
    /// Place this feature in the territory of the square clicked (source L13).
    Place(Feature),
    /// Take away whatever feature stands on the square clicked.
    Remove,
}

impl EditorTool {
    /// Every tool, in the order the editor lists them.
    pub const ALL: [EditorTool; 5] = [
        EditorTool::Place(Feature::Arsenal),
        EditorTool::Place(Feature::Fort),
        EditorTool::Place(Feature::Pass),
        EditorTool::Place(Feature::Mountain),
        EditorTool::Remove,
    ];

    /// The tool's button, as the umpire reads it (and tests find it).
    pub fn label(self) -> &'static str {
        match self {
            EditorTool::Place(Feature::Arsenal) => "Place arsenal",
            EditorTool::Place(Feature::Fort) => "Place fort",
            EditorTool::Place(Feature::Pass) => "Place pass",
            EditorTool::Place(Feature::Mountain) => "Place mountain",
            EditorTool::Remove => "Remove a feature",
        }
    }
}
