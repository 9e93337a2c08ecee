//! The tools panel on the right: tool choice, the ruler's legs and total, the range circle,
//! and the provisional scale.

use super::panel_forms::{PanelForms, ScaleEntry};
use super::provisional_scale::ProvisionalScale;
use super::ui_command::UiCommand;
use crate::canvas::distance_text::format_distance;
use crate::canvas::{CIRCLE_PRESETS, MapPoint, RangeBandLookup, RangeCircle, Ruler, Tool};
use egui::{ComboBox, RichText, TextEdit, Ui};
use kriegsspiel::Pace;

/// What the panel asks the workbench to do.
#[derive(Debug, Default)]
pub struct ToolPanelOutput {
    /// Commands from its buttons.
    pub commands: Vec<UiCommand>,
    /// A new scale to apply.
    pub new_scale: Option<ProvisionalScale>,
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
    /// The scale in force.
    pub scale: &'a ProvisionalScale,
    /// HOOK(fire-calculator): range bands for a weapon.
    pub range_bands: &'a dyn RangeBandLookup,
}

/// Draws the panel.
pub fn show_tool_panel(ui: &mut Ui, input: ToolPanelInput<'_>) -> ToolPanelOutput {
    let mut out = ToolPanelOutput::default();
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading("Measuring tools");
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
        ui.separator();
        circle_section(ui, input.circle, input.forms, &mut out);
        ui.separator();
        scale_section(ui, input.forms, input.scale, &mut out);
    });
    out
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
    // HOOK(fire-calculator): the range band of the measured distance for a chosen weapon.
    let weapons = input.range_bands.weapons();
    if weapons.is_empty() {
        ui.label(RichText::new("Range bands: waiting for the fire calculator.").weak());
    } else {
        let mut chosen = input.forms.weapon.clone();
        ComboBox::from_label("Weapon")
            .selected_text(chosen.clone().unwrap_or_else(|| "—".into()))
            .show_ui(ui, |ui| {
                for w in &weapons {
                    ui.selectable_value(&mut chosen, Some(w.clone()), w);
                }
            });
        let distance = match (ruler.is_in_progress(), input.hover, ruler.points().last()) {
            (true, Some(c), Some(l)) => l.distance(c),
            _ => ruler.total(),
        };
        if let Some(w) = &chosen {
            let band = input
                .range_bands
                .band(w, distance)
                .unwrap_or_else(|| "out of range".into());
            ui.label(format!("Range band: {band}"));
        }
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

fn scale_section(
    ui: &mut Ui,
    forms: &mut PanelForms,
    scale: &ProvisionalScale,
    out: &mut ToolPanelOutput,
) {
    ui.label(RichText::new("Scale (provisional)").strong());
    ui.label(scale.describe());
    ui.label(RichText::new("Until the calibration dialog arrives, give the scale here.").weak());
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut forms.scale_entry,
            ScaleEntry::RatioAndDpi,
            "1:N and dpi",
        );
        ui.radio_value(
            &mut forms.scale_entry,
            ScaleEntry::PacesPerPixel,
            "Paces per pixel",
        );
    });
    let mut enter = false;
    match forms.scale_entry {
        ScaleEntry::RatioAndDpi => {
            ui.horizontal(|ui| {
                let label = ui.label("Scale");
                let e = ui
                    .add(
                        TextEdit::singleline(&mut forms.ratio)
                            .id_salt("ratio_field")
                            .desired_width(80.0)
                            .hint_text("1:4500"),
                    )
                    .labelled_by(label.id);
                enter |= e.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                let label = ui.label("dpi");
                let e = ui
                    .add(
                        TextEdit::singleline(&mut forms.dpi)
                            .id_salt("dpi_field")
                            .desired_width(50.0)
                            .hint_text("300"),
                    )
                    .labelled_by(label.id);
                enter |= e.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            });
        }
        ScaleEntry::PacesPerPixel => {
            ui.horizontal(|ui| {
                let label = ui.label("Paces per pixel");
                let e = ui
                    .add(
                        TextEdit::singleline(&mut forms.paces_per_pixel)
                            .id_salt("ppp_field")
                            .desired_width(80.0)
                            .hint_text("0.47"),
                    )
                    .labelled_by(label.id);
                enter |= e.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            });
        }
    }
    if ui
        .button("Apply scale")
        .on_hover_text("Use this scale for the open map")
        .clicked()
        || enter
    {
        match forms.scale() {
            Ok(s) => out.new_scale = Some(s),
            Err(e) => out.errors.push(format!("Scale not changed: {e}.")),
        }
    }
}
