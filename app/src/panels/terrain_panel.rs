//! The Terrain page of the side panel: show or hide the layer, its colour key, the drawing and
//! editing tools, the selected feature (rename, delete), the ground under the cursor and along
//! the measurement, and the list of features.

use super::ground_readout::{ground_here, path_lines};
use super::panel_forms::PanelForms;
use crate::canvas::terrain_style::kind_style;
use crate::canvas::{MapPoint, Tool};
use crate::commands::ui_command::UiCommand;
use crate::document::open_map::OpenMap;
use egui::{ComboBox, RichText, Sense, TextEdit, Ui, Vec2};
use kriegsspiel::figures::counted;
use kriegsspiel::map::{FeatureId, FeatureKind, FeatureShape};
use words::feature_title;

/// What the page asks the workbench to do.
#[derive(Debug, Clone, PartialEq)]
pub enum TerrainAction {
    /// A command (layer toggle, tools, finish, cancel, delete).
    Command(UiCommand),
    /// The kind the drawing tool makes.
    SetKind(FeatureKind),
    /// Select a feature (or none).
    Select(Option<FeatureId>),
    /// Rename a feature.
    Rename(FeatureId, String),
    /// Mark a feature as blocking the line of sight for fire, or not.
    SetBlocksSight(FeatureId, bool),
    /// Make a feature another kind of the same shape (a wood that is thick after all).
    ChangeKind(FeatureId, FeatureKind),
}

/// What the page shows besides the map.
pub struct TerrainPanelInput<'a> {
    /// The open map.
    pub map: &'a OpenMap,
    /// The current tool.
    pub tool: Tool,
    /// Whether the layer is drawn.
    pub visible: bool,
    /// The kind the drawing tool makes.
    pub kind: FeatureKind,
    /// Corners placed so far of the feature being drawn.
    pub drawing: &'a [MapPoint],
    /// The map point under the cursor.
    pub hover: Option<MapPoint>,
    /// The ruler's points.
    pub path: &'a [MapPoint],
}

/// Draws the page.
pub fn show_terrain_panel(
    ui: &mut Ui,
    input: TerrainPanelInput<'_>,
    forms: &mut PanelForms,
) -> Vec<TerrainAction> {
    let mut out = Vec::new();
    tools_section(ui, &input, forms, &mut out);
    if input.tool == Tool::TerrainDraw {
        drawing_section(ui, &input, &mut out);
    }
    ui.separator();
    selected_section(ui, &input, forms, &mut out);
    ui.separator();
    ground_section(ui, &input);
    ui.separator();
    colour_key(ui);
    ui.separator();
    feature_list(ui, &input, &mut out);
    out
}

/// The top of the page: the layer's show/hide box, the edit and draw tools, the kind the
/// drawing tool makes and the name a new feature will get.
fn tools_section(
    ui: &mut Ui,
    input: &TerrainPanelInput<'_>,
    forms: &mut PanelForms,
    out: &mut Vec<TerrainAction>,
) {
    let mut visible = input.visible;
    if ui
        .checkbox(&mut visible, UiCommand::ToggleTerrain.label())
        .on_hover_text(UiCommand::ToggleTerrain.tooltip())
        .changed()
    {
        out.push(TerrainAction::Command(UiCommand::ToggleTerrain));
    }
    ui.horizontal(|ui| {
        for (tool, cmd) in [
            (Tool::TerrainEdit, UiCommand::ToolTerrainEdit),
            (Tool::TerrainDraw, UiCommand::ToolTerrainDraw),
        ] {
            if ui
                .selectable_label(input.tool == tool, tool.label())
                .on_hover_text(cmd.tooltip())
                .clicked()
            {
                out.push(TerrainAction::Command(cmd));
            }
        }
    });
    let mut kind = input.kind;
    ComboBox::from_label("Kind to draw")
        .selected_text(kind.label())
        .show_ui(ui, |ui| {
            for k in FeatureKind::ALL {
                let shape = match k.shape() {
                    FeatureShape::Area => "area",
                    FeatureShape::Line => "line",
                };
                ui.selectable_value(&mut kind, k, format!("{} ({shape})", k.label()));
            }
        });
    if kind != input.kind {
        out.push(TerrainAction::SetKind(kind));
    }
    ui.horizontal(|ui| {
        let l = ui.label("New feature's name");
        ui.add(
            TextEdit::singleline(&mut forms.new_feature_name)
                .id_salt("new_feature_name")
                .desired_width(120.0)
                .hint_text("optional"),
        )
        .labelled_by(l.id);
    });
}

/// The ground under the cursor, and the ground along the ruler's path when there is one.
fn ground_section(ui: &mut Ui, input: &TerrainPanelInput<'_>) {
    let layer = &input.map.document.terrain;
    match input.hover.and_then(|p| ground_here(layer, p)) {
        Some(text) => ui.label(text),
        None => ui.label("Ground under the cursor: —"),
    };
    let lines = path_lines(layer, input.path);
    if !lines.is_empty() {
        ui.label(RichText::new("Ground along the measurement").strong());
        for line in lines {
            ui.label(line);
        }
    }
}

/// The folded colour key: a swatch of each kind of feature as the map draws it, with its name
/// (and its source on hover).
fn colour_key(ui: &mut Ui) {
    egui::CollapsingHeader::new("Colour key")
        .default_open(false)
        .show(ui, |ui| {
            for k in FeatureKind::ALL {
                ui.horizontal(|ui| {
                    let (rect, _) = ui.allocate_exact_size(Vec2::new(22.0, 12.0), Sense::hover());
                    let style = kind_style(k);
                    match k.shape() {
                        FeatureShape::Area => {
                            ui.painter().rect_filled(rect, 2.0, style.fill);
                            ui.painter().rect_stroke(
                                rect,
                                2.0,
                                egui::Stroke::new(1.2, style.colour),
                                egui::StrokeKind::Inside,
                            );
                        }
                        FeatureShape::Line => {
                            ui.painter().line_segment(
                                [rect.left_center(), rect.right_center()],
                                egui::Stroke::new(style.min_width.max(2.0), style.colour),
                            );
                        }
                    }
                    ui.label(k.label()).on_hover_text(k.citation().to_string());
                });
            }
        });
}

/// The layer's features: a heading with their count and the terrain's undo and redo, then a
/// scrolling list in which a click selects one.
fn feature_list(ui: &mut Ui, input: &TerrainPanelInput<'_>, out: &mut Vec<TerrainAction>) {
    let layer = &input.map.document.terrain;
    ui.horizontal(|ui| {
        ui.label(RichText::new(format!("Features ({})", layer.len())).strong());
        let (undo, redo) = input.map.terrain_history();
        for (command, enabled) in [
            (UiCommand::UndoTerrain, undo),
            (UiCommand::RedoTerrain, redo),
        ] {
            if ui
                .add_enabled(enabled, egui::Button::new(command.label()))
                .on_hover_text(command.tooltip())
                .clicked()
            {
                out.push(TerrainAction::Command(command));
            }
        }
    });
    egui::ScrollArea::vertical()
        .id_salt("feature_list")
        .max_height(240.0)
        .show(ui, |ui| {
            for (id, feature) in layer.iter() {
                if ui
                    .selectable_label(
                        input.map.selected_feature == Some(id),
                        feature_title(id, feature),
                    )
                    .clicked()
                {
                    out.push(TerrainAction::Select(Some(id)));
                }
            }
        });
}

fn drawing_section(ui: &mut Ui, input: &TerrainPanelInput<'_>, out: &mut Vec<TerrainAction>) {
    let needed = match input.kind.shape() {
        FeatureShape::Area => 3,
        FeatureShape::Line => 2,
    };
    ui.label(format!(
        "Drawing {}: {} placed. Click the corners; double-click or Enter finishes \
         (at least {needed}), Backspace takes one back, Escape cancels.",
        input.kind.label(),
        counted(input.drawing.len(), "point")
    ));
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                input.drawing.len() >= needed,
                egui::Button::new("Finish drawing"),
            )
            .clicked()
        {
            out.push(TerrainAction::Command(UiCommand::FinishMeasurement));
        }
        if ui
            .add_enabled(
                !input.drawing.is_empty(),
                egui::Button::new("Cancel drawing"),
            )
            .clicked()
        {
            out.push(TerrainAction::Command(UiCommand::CancelMeasurement));
        }
    });
}

fn selected_section(
    ui: &mut Ui,
    input: &TerrainPanelInput<'_>,
    forms: &mut PanelForms,
    out: &mut Vec<TerrainAction>,
) {
    let layer = &input.map.document.terrain;
    let Some((id, feature)) = input
        .map
        .selected_feature
        .and_then(|id| layer.get(id).map(|f| (id, f)))
    else {
        ui.label("No feature selected: click one with Edit terrain, or pick it in the list.");
        return;
    };
    ui.label(RichText::new(format!("Selected: {}", feature_title(id, feature))).strong());
    ui.label(
        RichText::new(format!(
            "{} — {}",
            feature
                .kind
                .ground()
                .map_or("no ground of its own (crossed, not walked)".into(), |g| {
                    super::ground_readout::ground_words(g)
                }),
            feature.kind.citation()
        ))
        .weak(),
    );
    ui.horizontal(|ui| {
        let l = ui.label("Feature name");
        ui.add(
            TextEdit::singleline(&mut forms.feature_name)
                .id_salt("feature_name_field")
                .desired_width(120.0),
        )
        .labelled_by(l.id);
        if ui.button("Rename feature").clicked() {
            out.push(TerrainAction::Rename(
                id,
                forms.feature_name.trim().to_string(),
            ));
        }
    });
    let mut kind = feature.kind;
    let kind_label = ui.label("Kind of feature");
    egui::ComboBox::from_id_salt("selected_feature_kind")
        .selected_text(kind.label())
        .show_ui(ui, |ui| {
            for k in FeatureKind::ALL
                .into_iter()
                .filter(|k| k.shape() == feature.kind.shape())
            {
                ui.selectable_value(&mut kind, k, k.label());
            }
        })
        .response
        .labelled_by(kind_label.id);
    if kind != feature.kind {
        out.push(TerrainAction::ChangeKind(id, kind));
    }
    let mut blocks = feature.blocks_sight;
    if ui
        .checkbox(&mut blocks, "Blocks the line of sight for fire")
        .on_hover_text(
            "Fire across this feature is refused (a wall, a village): the firer must see the target",
        )
        .changed()
    {
        out.push(TerrainAction::SetBlocksSight(id, blocks));
    }
    ui.horizontal(|ui| {
        if ui
            .button(UiCommand::DeleteFeature.label())
            .on_hover_text(UiCommand::DeleteFeature.tooltip())
            .clicked()
        {
            out.push(TerrainAction::Command(UiCommand::DeleteFeature));
        }
        if ui.button("Deselect").clicked() {
            out.push(TerrainAction::Select(None));
        }
    });
    if input.tool == Tool::TerrainEdit {
        ui.label(
            RichText::new(
                "Drag a corner handle on the map to reshape it; double-click an edge to add a \
                 corner, right-click a corner to remove it.",
            )
            .weak(),
        );
    }
}
