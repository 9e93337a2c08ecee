//! After a melee, on the Melee page: the beaten side's capture consequences with their working
//! (reference §12.8, §12.9, §12.12) — the share taken at an insurmountable obstacle after each
//! move of the enemy among them, the escort of one tenth for the prisoners — and "Take
//! prisoners" (or "Capture the battery") as a journaled command. The page reads the game and
//! returns actions; the form lives in egui's memory, as the melee's result does on the page.

use super::melee_form::MeleeForm;
use super::troop_action::TroopAction;
use egui::{RichText, Ui};
use kriegsspiel::systems::reisswitz_1815::army::{Arm, UnitId, UnitKind};
use kriegsspiel::systems::reisswitz_1815::calc::obstacle_capture::{BeatenArm, ObstacleCapture};
use kriegsspiel::systems::reisswitz_1815::calc::prisoner_escort::EscortWorksheet;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Game};

/// What the umpire types on the capture worksheet.
#[derive(Debug, Clone, Default, PartialEq)]
struct CaptureForm {
    /// Moves the enemy has stayed among the beaten troops at the obstacle.
    moves_among: u32,
    /// The beaten troops resist.
    resisting: bool,
    /// Prisoners to take, as typed.
    men: String,
    /// The escort, as typed.
    escort: String,
}

/// The beaten units of the melee (those carrying a beaten marker) and the victors, in the
/// order taken on the form.
fn beaten_and_victors(game: &Game, melee: &MeleeForm) -> Option<(Vec<UnitId>, Vec<UnitId>)> {
    let beaten = |ids: &[UnitId]| {
        ids.iter().any(|id| {
            game.state()
                .unit(id)
                .is_ok_and(|(_, s)| s.markers.beaten.is_some())
        })
    };
    if beaten(&melee.defenders) {
        Some((melee.defenders.clone(), melee.attackers.clone()))
    } else if beaten(&melee.attackers) {
        Some((melee.attackers.clone(), melee.defenders.clone()))
    } else {
        None
    }
}

/// Draws the worksheet under the melee's result; returns what the umpire asked for.
pub fn show_capture_worksheet(ui: &mut Ui, game: &Game, melee: &MeleeForm) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    let Some((beaten, victors)) = beaten_and_victors(game, melee) else {
        return actions;
    };
    let (Some(from), Some(captors)) = (beaten.first(), victors.first()) else {
        return actions;
    };
    let Ok((unit, state)) = game.state().unit(from) else {
        return actions;
    };
    let Ok((captor_unit, _)) = game.state().unit(captors) else {
        return actions;
    };
    let id = egui::Id::unique("capture_worksheet");
    let mut form: CaptureForm = ui.data_mut(|d| d.get_temp(id)).unwrap_or_default();
    ui.separator();
    egui::CollapsingHeader::new("Capture and prisoners (reference §12.8)")
        .default_open(true)
        .show(ui, |ui| {
            ui.label(format!(
                "Beaten: {}; taken by {}",
                words::unit_title(&unit.label, &unit.name),
                words::unit_title(&captor_unit.label, &captor_unit.name)
            ));
            let arm = match unit.kind.arm() {
                Arm::Cavalry => BeatenArm::Cavalry,
                Arm::Artillery => BeatenArm::Artillery,
                _ => BeatenArm::Infantry,
            };
            ui.label("If an insurmountable obstacle stops their retreat:");
            ui.horizontal(|ui| {
                let label = ui.label("Moves the enemy has been among them");
                ui.add(egui::DragValue::new(&mut form.moves_among).range(0..=3))
                    .labelled_by(label.id);
            });
            ui.checkbox(&mut form.resisting, "They resist");
            let obstacle = ObstacleCapture::work(
                arm,
                state.strength.men,
                state.strength.guns,
                form.moves_among,
                form.resisting,
            );
            for step in &obstacle.steps {
                ui.label(step.to_string());
            }
            if form.men.is_empty() {
                form.men = obstacle.men_captured.to_string();
            }
            if matches!(unit.kind, UnitKind::Battery { .. }) {
                if ui.button("Capture the battery").clicked() {
                    actions.push(TroopAction::Command(Command::CaptureBattery {
                        battery: from.clone(),
                        captors: captors.clone(),
                    }));
                }
                return;
            }
            prisoners(ui, &mut form, from, captors, &mut actions);
        });
    ui.data_mut(|d| d.insert_temp(id, form));
    actions
}

/// The prisoners' fields, the escort's working and the "Take prisoners" button.
fn prisoners(
    ui: &mut Ui,
    form: &mut CaptureForm,
    from: &UnitId,
    captors: &UnitId,
    actions: &mut Vec<TroopAction>,
) {
    ui.horizontal(|ui| {
        let label = ui.label("Prisoners");
        ui.add(egui::TextEdit::singleline(&mut form.men).desired_width(60.0))
            .labelled_by(label.id);
        let label = ui.label("Escort");
        ui.add(egui::TextEdit::singleline(&mut form.escort).desired_width(60.0))
            .labelled_by(label.id);
    });
    let men = form.men.trim().parse::<u32>().ok();
    let escort = form.escort.trim().parse::<u32>().ok();
    if let Some(men) = men {
        let sheet = EscortWorksheet::work(men, escort);
        for step in &sheet.steps {
            ui.label(step.to_string());
        }
        if sheet.enough == Some(false) {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                RichText::new(format!(
                    "The escort is under one tenth: at least {}.",
                    sheet.smallest_escort
                )),
            );
        }
    }
    if ui.button("Take prisoners").clicked() {
        match (men, escort) {
            (Some(men), Some(escort)) => {
                actions.push(TroopAction::Command(Command::TakePrisoners {
                    unit: from.clone(),
                    captors: captors.clone(),
                    men,
                    escort,
                    override_reason: None,
                }))
            }
            _ => actions.push(TroopAction::Refuse(
                "Type the prisoners and the escort as whole numbers of men.".into(),
            )),
        }
    }
}
