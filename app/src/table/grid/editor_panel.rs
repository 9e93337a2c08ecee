//! The board editor's toolbar and side panel: the tools, the last refusal, the square under the
//! pointer, each territory's counts, the reference's checks in words, whether the published
//! deployment stands on the board, and the help.

use super::editor_action::BoardEditorAction;
use super::editor_tool::EditorTool;
use super::new_game_dialog::deployment_fit;
use egui::{CollapsingHeader, Color32, RichText, ScrollArea, Ui};
use kriegsspiel::systems::grid::{BoardEditor, Feature, GridSide, IssueLevel, Square};
use std::path::Path;

/// What the side panel shows.
#[derive(Debug, Clone, Copy)]
pub struct EditorPanelInput<'a> {
    /// The board being laid out.
    pub editor: &'a BoardEditor,
    /// The tool in hand.
    pub tool: EditorTool,
    /// The last refusal or notice.
    pub message: Option<&'a str>,
    /// The square under the pointer.
    pub hover: Option<Square>,
    /// The board file last saved or opened.
    pub path: Option<&'a Path>,
}

/// The toolbar above the editor's board.
pub fn show_toolbar(ui: &mut Ui) -> Vec<BoardEditorAction> {
    let mut actions = Vec::new();
    ui.horizontal_wrapped(|ui| {
        for (label, action) in [
            ("Back to the game", BoardEditorAction::Close),
            ("New empty board", BoardEditorAction::Clear),
            (
                "Start from the standard board",
                BoardEditorAction::StartFromStandard,
            ),
            ("Open board", BoardEditorAction::Open),
            ("Save board", BoardEditorAction::Save),
            ("Play on this board", BoardEditorAction::Play),
        ] {
            if ui.button(label).clicked() {
                actions.push(action);
            }
        }
    });
    actions
}

/// The side panel beside the editor's board.
pub fn show_side_panel(ui: &mut Ui, input: EditorPanelInput<'_>) -> Vec<BoardEditorAction> {
    let mut actions = Vec::new();
    ScrollArea::vertical().show(ui, |ui| {
        ui.heading("Board editor");
        ui.label(
            "Pick a tool, then click squares. A feature goes into the territory of the row \
             clicked (North rows 0–9, South rows 10–19); clicking a square that holds the same \
             feature takes it away.",
        );
        ui.horizontal_wrapped(|ui| {
            for tool in EditorTool::ALL {
                if ui
                    .selectable_label(input.tool == tool, tool.label())
                    .clicked()
                {
                    actions.push(BoardEditorAction::PickTool(tool));
                }
            }
        });
        if let Some(message) = input.message {
            ui.label(RichText::new(message).color(Color32::from_rgb(190, 30, 30)));
        }
        if let Some(square) = input.hover {
            ui.label(hover_words(input.editor, square));
        }
        ui.separator();
        counts_section(ui, input.editor);
        checks_section(ui, input.editor);
        if let Some(path) = input.path {
            ui.label(format!("Board file: {}", path.display()));
        }
        help_section(ui);
    });
    actions
}

/// The square under the pointer in words: its territory and its feature.
fn hover_words(editor: &BoardEditor, square: Square) -> String {
    let side = if GridSide::North.territory_rows().contains(&square.y) {
        GridSide::North
    } else {
        GridSide::South
    };
    match editor.feature(square) {
        Some(feature) => format!("Square {square}: {side}'s territory, a {}", feature.title()),
        None => format!("Square {square}: {side}'s territory, open ground"),
    }
}

/// Each territory's features against the counts of source L13.
fn counts_section(ui: &mut Ui, editor: &BoardEditor) {
    ui.label(RichText::new("Features in each territory (source L13)").strong());
    let Ok(board) = editor.board() else {
        return;
    };
    for side in GridSide::ALL {
        let rows = side.territory_rows();
        let counts: Vec<String> = Feature::ALL
            .into_iter()
            .rev()
            .map(|feature| {
                format!(
                    "{} {} of {}",
                    feature.title(),
                    board.territory(side).squares(feature).len(),
                    feature.count_per_territory()
                )
            })
            .collect();
        ui.label(format!(
            "{side} (rows {}–{}): {}",
            rows.start,
            rows.end - 1,
            counts.join(" · ")
        ));
    }
    ui.separator();
}

/// The reference's checks (§1, "Checks") in words, errors first, and whether the published
/// deployment stands on the board.
fn checks_section(ui: &mut Ui, editor: &BoardEditor) {
    ui.label(RichText::new("Checks (rules reference §1)").strong());
    let issues = match editor.issues() {
        Ok(issues) => issues,
        Err(e) => {
            ui.label(format!("The board cannot be checked: {e}"));
            return;
        }
    };
    if !issues.iter().any(|i| i.level == IssueLevel::Error) {
        ui.label(
            RichText::new("The board passes checks 1 and 2: it can be saved and played.")
                .color(Color32::from_rgb(30, 120, 40)),
        );
    }
    for issue in &issues {
        let (lead, colour) = match issue.level {
            IssueLevel::Error => ("Must be put right", Color32::from_rgb(190, 30, 30)),
            IssueLevel::Warning => ("Warning", Color32::from_rgb(170, 110, 0)),
            IssueLevel::Info => ("Note", ui.visuals().text_color()),
        };
        ui.label(
            RichText::new(format!("{lead} (check {}): {}", issue.check, issue.message))
                .color(colour),
        );
    }
    match editor.board().map(|board| deployment_fit(&board)) {
        Ok(Ok(())) => {
            ui.label("The published deployment stands on this board.");
        }
        Ok(Err(e)) => {
            ui.label(format!(
                "The published deployment does not fit this board: {e}"
            ));
        }
        Err(_) => {}
    }
    ui.separator();
}

fn help_section(ui: &mut Ui) {
    CollapsingHeader::new("About the board editor")
        .id_salt("grid_editor_help")
        .show(ui, |ui| {
            ui.label(
                "Each territory holds 2 arsenals, 3 forts, 1 pass and 9 mountains, one feature \
                 to a square, laid out differently in the two halves (source L13). The editor \
                 refuses a feature beyond its count or on a square already taken; the checks \
                 below the counts must pass before the board is saved or played: every count \
                 met (check 1) and every fort on a line clear of mountains to one of its own \
                 arsenals (check 2, source L64). Checks 3 and 4 only warn; check 5 is a note.",
            );
            ui.label(
                "Play on this board starts a game with the published deployment of the \
                 reference (§2), so the board must leave the squares of those 34 units free of \
                 mountains; the editor says which unit stands on a mountain. The rules' free \
                 deployment (source L15, option deployment = free_hidden) has no placement \
                 step in the workbench yet.",
            );
        });
}
