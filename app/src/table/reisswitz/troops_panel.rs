//! The troops page of the side panel: the clock and undo/redo, the gait, the selected unit,
//! both orders of battle (with "Place … on map") and the journal.

use super::troop_action::TroopAction;
use super::troop_session::TroopSession;
use super::unit_panel::show_unit_panel;
use egui::{CollapsingHeader, RichText, ScrollArea, Ui};
use kriegsspiel::systems::reisswitz_1815::army::{Echelon, EchelonLevel, OrderOfBattle, Side};
use kriegsspiel::systems::reisswitz_1815::game::GameState;
use std::path::{Path, PathBuf};
use words::describe_entry;

/// The example orders of battle shipped in `assets/orders-of-battle/`: (button text, file).
pub fn example_orders() -> Vec<(&'static str, PathBuf)> {
    let files = [
        (
            "Load example: brigade learning game",
            "brigade-learning-game.toml",
        ),
        ("Load example: division", "division.toml"),
    ];
    let from_sources = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("assets")
        .join("orders-of-battle");
    let folder = if from_sources.is_dir() {
        from_sources
    } else {
        std::env::current_exe()
            .ok()
            .and_then(|exe| {
                exe.parent()
                    .map(|d| d.join("assets").join("orders-of-battle"))
            })
            .unwrap_or_else(|| PathBuf::from("assets/orders-of-battle"))
    };
    files
        .into_iter()
        .map(|(label, file)| (label, folder.join(file)))
        .collect()
}

/// Shows the page; returns what the umpire asked for.
pub fn show_troops_panel(
    ui: &mut Ui,
    troops: Option<&mut TroopSession>,
    ruler_points: usize,
    terrain_differs: bool,
) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    let Some(troops) = troops else {
        ui.label("No game on this map yet. Start one from an order of battle:");
        for (label, path) in example_orders() {
            if ui
                .button(label)
                .on_hover_text(path.display().to_string())
                .clicked()
            {
                actions.push(TroopAction::NewGame(path));
            }
        }
        if ui
            .button("Open an order of battle…")
            .on_hover_text(
                "Start from your own order of battle (TOML or JSON, as in assets/orders-of-battle)",
            )
            .clicked()
        {
            actions.push(TroopAction::ChooseOrderOfBattle);
        }
        return actions;
    };
    show_clock(ui, troops, &mut actions);
    if terrain_differs {
        ui.horizontal_wrapped(|ui| {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                "The map's terrain has changed since the game took its copy; moves are still \
                 judged on the old ground.",
            );
            if ui
                .button("Bring the game's terrain up to date")
                .on_hover_text(
                    "Judge moves from now on by the terrain as drawn now (a journaled command, \
                     undone with Undo)",
                )
                .clicked()
            {
                actions.push(TroopAction::UpdateTerrain);
            }
        });
    }
    ui.separator();
    ScrollArea::vertical()
        .id_salt("troops_page")
        .show(ui, |ui| {
            show_unit_panel(ui, troops, ruler_points, &mut actions);
            ui.separator();
            let state = troops.game.state();
            let oob = state.order_of_battle();
            ui.label(RichText::new(oob.title()).strong());
            for side in [Side::Red, Side::Blue] {
                CollapsingHeader::new(format!("{side} order of battle"))
                    .default_open(true)
                    .show(ui, |ui| {
                        for root in oob.roots(side) {
                            show_echelon(ui, state, oob, root, &troops.selected, &mut actions);
                        }
                    });
            }
            let journal = troops.game.journal();
            CollapsingHeader::new(format!("Journal ({})", journal.len()))
                .default_open(false)
                .show(ui, |ui| {
                    if journal.is_empty() {
                        ui.label("Nothing has happened yet.");
                    }
                    for entry in journal.iter().rev() {
                        ui.label(describe_entry(entry, oob));
                    }
                });
            CollapsingHeader::new("Readings of the rules")
                .default_open(false)
                .show(ui, |ui| {
                    super::rule_readings::show_rule_readings(ui, &troops.game, &mut actions);
                });
            CollapsingHeader::new("Bridges and crossings")
                .default_open(false)
                .show(ui, |ui| {
                    actions.extend(super::crossings_worksheet::show_crossings_worksheet(
                        ui, troops,
                    ));
                });
        });
    actions
}

/// "Advance until something happens", with its "up to N moves" field and why it last stopped.
fn advance_until(ui: &mut Ui, troops: &mut TroopSession, actions: &mut Vec<TroopAction>) {
    let staff = &mut troops.staff;
    ui.horizontal(|ui| {
        let label = ui.label("up to N moves");
        ui.add(egui::TextEdit::singleline(&mut staff.advance_max).desired_width(40.0).hint_text("30"))
            .labelled_by(label.id);
        if ui
            .button("Advance until something happens")
            .on_hover_text("Take several moves together; stop at a sighting, a message delivered, something falling due, or the enemy in range or contact")
            .clicked()
        {
            let text = staff.advance_max.trim();
            actions.push(if text.is_empty() {
                TroopAction::AdvanceUntil(30)
            } else {
                match text.parse::<u32>() {
                    Ok(n) if n >= 1 => TroopAction::AdvanceUntil(n),
                    _ => TroopAction::Refuse(format!(
                        "“{text}” is not a whole number of moves from 1 up. Nothing was changed."
                    )),
                }
            });
        }
    });
    if !staff.advance_note.is_empty() {
        ui.label(&staff.advance_note);
    }
}

fn show_clock(ui: &mut Ui, troops: &mut TroopSession, actions: &mut Vec<TroopAction>) {
    let clock = troops.game.state().clock();
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(format!("Turn {} — {}", clock.turn(), clock.time_of_day())).strong(),
        )
        .on_hover_text("Each turn is two minutes of the battle (Section 1)");
        if ui
            .button("Next turn")
            .on_hover_text("Advance the clock two minutes; every unit's allowance starts afresh")
            .clicked()
        {
            actions.push(TroopAction::NextTurn);
        }
    });
    advance_until(ui, troops, actions);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(troops.game.can_undo(), egui::Button::new("Undo"))
            .on_hover_text("Take back the last game command (Ctrl+Z)")
            .clicked()
        {
            actions.push(TroopAction::Undo);
        }
        if ui
            .add_enabled(troops.game.can_redo(), egui::Button::new("Redo"))
            .on_hover_text("Apply again the command last taken back (Ctrl+Y)")
            .clicked()
        {
            actions.push(TroopAction::Redo);
        }
        if ui
            .button("Save game")
            .on_hover_text("Save the game beside the map file (File > Save saves both)")
            .clicked()
        {
            actions.push(TroopAction::Save);
        }
    });
}

fn show_echelon(
    ui: &mut Ui,
    state: &GameState,
    oob: &OrderOfBattle,
    echelon: &Echelon,
    selected: &std::collections::BTreeSet<kriegsspiel::systems::reisswitz_1815::army::UnitId>,
    actions: &mut Vec<TroopAction>,
) {
    let title = match &echelon.letter {
        Some(letter) => format!("{} {letter} — {}", echelon.level, echelon.name),
        None => format!("{} — {}", echelon.level, echelon.name),
    };
    CollapsingHeader::new(title)
        .id_salt(echelon.id.as_str())
        .default_open(true)
        .show(ui, |ui| {
            let units = oob.units_of(&echelon.id);
            let off_map = units
                .iter()
                .filter(|u| state.unit(&u.id).is_ok_and(|(_, s)| s.placement.is_none()))
                .count();
            if echelon.level != EchelonLevel::Army && off_map > 0 {
                let text = format!("Place {} on map", echelon.name);
                if ui
                    .button(text)
                    .on_hover_text(
                        "Put the units not yet on the map side by side at the middle of the view",
                    )
                    .clicked()
                {
                    actions.push(TroopAction::PlaceEchelon(echelon.id.clone()));
                }
            }
            for unit in units {
                let Ok((_, us)) = state.unit(&unit.id) else {
                    continue;
                };
                // Wrapped, so a long name takes a second line instead of widening the panel.
                ui.horizontal_wrapped(|ui| {
                    let text = format!(
                        "{}: {}, {}",
                        words::unit_title(&unit.label, &unit.name),
                        us.strength,
                        us.condition
                    );
                    let is_selected = selected.contains(&unit.id);
                    if ui
                        .add(egui::Button::selectable(is_selected, text).wrap())
                        .on_hover_text(unit.kind.describe())
                        .clicked()
                    {
                        actions.push(TroopAction::Select(unit.id.clone()));
                    }
                    if us.placement.is_none()
                        && ui
                            .small_button(format!("Place {}", unit.label))
                            .on_hover_text("Put this unit at the middle of the view")
                            .clicked()
                    {
                        actions.push(TroopAction::PlaceUnit(unit.id.clone()));
                    }
                });
            }
            for child in oob.children(&echelon.id) {
                show_echelon(ui, state, oob, child, selected, actions);
            }
        });
}
