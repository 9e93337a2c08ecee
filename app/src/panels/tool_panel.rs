//! The Measure page of the side panel: tool choice, the ruler's legs and total, the range band
//! for a chosen weapon, the ground the measurement crosses, and the range circle.

use super::ground_readout::path_lines;
use super::panel_forms::PanelForms;
use crate::canvas::{CIRCLE_PRESETS, MapPoint, RangeBandLookup, RangeCircle, Ruler, Tool};
use crate::commands::ui_command::UiCommand;
use egui::{ComboBox, RichText, TextEdit, Ui};
use kriegsspiel::Pace;
use kriegsspiel::map::TerrainLayer;
use words::format_distance;

/// What the panel asks the workbench to do.
#[derive(Debug, Default)]
pub struct ToolPanelOutput {
    /// Commands from its buttons.
    pub commands: Vec<UiCommand>,
    /// Messages for typed values that were refused.
    pub errors: Vec<String>,
}

/// Everything the panel reads and changes.
pub struct ToolPanelInput<'a> {
    /// The current tool.
    pub tool: Tool,
    /// The ruler.
    pub ruler: &'a Ruler,
    /// The map point under the cursor.
    pub hover: Option<MapPoint>,
    /// The range circle.
    pub circle: &'a mut RangeCircle,
    /// The text fields.
    pub forms: &'a mut PanelForms,
    /// Range bands for a weapon (the fire calculator).
    pub range_bands: &'a dyn RangeBandLookup,
    /// The open map's terrain layer, for the ground the measurement crosses.
    pub terrain: Option<&'a TerrainLayer>,
}

/// Draws the panel.
pub fn show_tool_panel(ui: &mut Ui, input: ToolPanelInput<'_>) -> ToolPanelOutput {
    let mut out = ToolPanelOutput::default();
    egui::ScrollArea::vertical()
        .id_salt("measure_page")
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                for (tool, cmd) in [
                    (Tool::Pan, UiCommand::ToolPan),
                    (Tool::Ruler, UiCommand::ToolRuler),
                    (Tool::Circle, UiCommand::ToolCircle),
                ] {
                    if ui
                        .selectable_label(input.tool == tool, tool.label())
                        .on_hover_text(cmd.tooltip())
                        .clicked()
                    {
                        out.commands.push(cmd);
                    }
                }
            });
            ui.separator();
            ruler_section(ui, &input, &mut out);
            range_band_section(ui, input.ruler, input.hover, input.range_bands, input.forms);
            if let Some(layer) = input.terrain.filter(|l| !l.is_empty()) {
                let lines = path_lines(layer, input.ruler.points());
                if !lines.is_empty() {
                    ui.label(RichText::new("Ground along the measurement").strong());
                    for line in lines {
                        ui.label(line);
                    }
                }
            }
            ui.separator();
            circle_section(ui, input.circle, input.forms, &mut out);
        });
    out
}

/// The range band of the measured distance (to the cursor while measuring) for a weapon.
fn range_band_section(
    ui: &mut Ui,
    ruler: &Ruler,
    hover: Option<MapPoint>,
    range_bands: &dyn RangeBandLookup,
    forms: &mut PanelForms,
) {
    let weapons = range_bands.weapons();
    if weapons.is_empty() {
        ui.label(RichText::new("Range bands: no fire tables loaded.").weak());
        return;
    }
    let mut chosen = forms.weapon.clone();
    ComboBox::from_label("Weapon")
        .selected_text(chosen.clone().unwrap_or_else(|| "—".into()))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut chosen, None, "—");
            for w in &weapons {
                ui.selectable_value(&mut chosen, Some(w.clone()), w);
            }
        });
    forms.weapon = chosen.clone();
    let distance = measured_distance(ruler, hover);
    if let (Some(w), Some(d)) = (&chosen, distance) {
        let text = match range_bands.band(w, d) {
            Ok(band) => format!("Range band at {}: {band}", format_distance(d)),
            Err(why) => format!("Range band at {}: none — {why}", format_distance(d)),
        };
        ui.label(text);
    } else if chosen.is_some() {
        ui.label("Range band: measure with the ruler (R) to see it.");
    }
}

/// The distance the range band is read for: from the last ruler point to the cursor while
/// measuring, else the whole measurement.
pub fn measured_distance(ruler: &Ruler, hover: Option<MapPoint>) -> Option<Pace> {
    match (ruler.is_in_progress(), hover, ruler.points().last()) {
        (true, Some(c), Some(l)) => Some(l.distance(c)),
        _ if ruler.points().len() >= 2 => Some(ruler.total()),
        _ => None,
    }
}

fn ruler_section(ui: &mut Ui, input: &ToolPanelInput<'_>, out: &mut ToolPanelOutput) {
    ui.label(RichText::new("Measurement").strong());
    let ruler = input.ruler;
    if ruler.points().is_empty() {
        ui.label(
            "Choose the ruler (R) and click points on the map; double-click or Enter finishes.",
        );
    }
    for (i, leg) in ruler.legs().iter().enumerate() {
        ui.label(format!("Leg {}: {}", i + 1, format_distance(*leg)));
    }
    if ruler.points().len() >= 2 {
        ui.label(RichText::new(format!("Total: {}", format_distance(ruler.total()))).strong());
    }
    if ruler.is_in_progress()
        && let (Some(cursor), Some(last)) = (input.hover, ruler.points().last())
    {
        ui.label(format!(
            "To cursor: {}",
            format_distance(last.distance(cursor))
        ));
    }
    ui.horizontal_wrapped(|ui| {
        let busy = ruler.is_in_progress();
        if ui
            .add_enabled(busy, egui::Button::new("Finish measurement"))
            .on_hover_text(UiCommand::FinishMeasurement.tooltip())
            .clicked()
        {
            out.commands.push(UiCommand::FinishMeasurement);
        }
        if ui
            .add_enabled(
                !ruler.points().is_empty(),
                egui::Button::new("Cancel measurement"),
            )
            .on_hover_text(UiCommand::CancelMeasurement.tooltip())
            .clicked()
        {
            out.commands.push(UiCommand::CancelMeasurement);
        }
    });
}

fn circle_section(
    ui: &mut Ui,
    circle: &mut RangeCircle,
    forms: &mut PanelForms,
    out: &mut ToolPanelOutput,
) {
    ui.label(RichText::new("Range circle").strong());
    ui.label(format!(
        "Radius: {}",
        format_distance(Pace(circle.radius.paces()))
    ));
    for preset in CIRCLE_PRESETS {
        if ui
            .button(preset.label)
            .on_hover_text(preset.source)
            .clicked()
        {
            circle.radius = Pace(preset.paces);
            forms.radius = preset.paces.to_string();
            if circle.centre.is_none() {
                out.commands.push(UiCommand::ToolCircle);
            }
        }
    }
    ui.horizontal(|ui| {
        let label = ui.label("Radius (paces)");
        let edit = ui
            .add(
                TextEdit::singleline(&mut forms.radius)
                    .id_salt("radius_field")
                    .desired_width(70.0)
                    .hint_text("e.g. 900"),
            )
            .labelled_by(label.id);
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let set = ui
            .button("Set radius")
            .on_hover_text("Use the typed radius for the circle")
            .clicked()
            || enter;
        if set && let Err(e) = circle.set_radius_text(&forms.radius) {
            out.errors.push(format!("Circle: {e}."));
        }
    });
    if circle.centre.is_some()
        && ui
            .button("Clear circle")
            .on_hover_text("Remove the range circle")
            .clicked()
    {
        circle.centre = None;
    }
}
