//! After a melee, on the Melee page: the beaten side's capture consequences with their working
//! (reference §12.8, §12.9, §12.12) — the share taken at an insurmountable obstacle after each
//! move of the enemy among them, the escort of one tenth for the prisoners — and "Take
//! prisoners" (or "Capture the battery", and "Retake the battery" for a battery of the melee
//! held by the enemy) as a journaled command; where beaten cavalry meet a defile, whether
//! friends holding it halve the loss is the umpire's choice (L942). The page reads the game and
//! returns actions; the form lives in egui's memory, as the melee's result does on the page.

use super::melee_form::MeleeForm;
use super::troop_action::TroopAction;
use egui::{RichText, Ui};
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::army::{Arm, UnitId, UnitKind};
use kriegsspiel::systems::reisswitz_1815::calc::beaten_cavalry::{
    BeatenCavalryCase, BeatenCavalryWorksheet, BeatenSquadrons,
};
use kriegsspiel::systems::reisswitz_1815::calc::captured_battery::CapturedBatteryWorksheet;
use kriegsspiel::systems::reisswitz_1815::calc::encirclement::{
    CaptureCase, CaptureVerdict, EncirclementWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::calc::obstacle_capture::{BeatenArm, ObstacleCapture};
use kriegsspiel::systems::reisswitz_1815::calc::prisoner_escort::EscortWorksheet;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Game, UnitState};
use kriegsspiel::systems::reisswitz_1815::ruleset::DefeatLetter;

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
    /// Paces from the fight to a defile on beaten cavalry's line of retreat, as typed.
    defile_paces: String,
    /// The umpire's decision freeing a prisoners' column, as typed.
    decision: String,
    /// Help can come quickly to an encircled corps from outside.
    help_near: bool,
    /// Friends hold both sides of the defile within 300 paces (L942).
    friends_hold: bool,
    /// The umpire's choice to halve the defile loss where friends hold it (L942).
    friends_halve: bool,
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
    retake_batteries(ui, game, melee, &mut actions);
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
            if let Some(squadrons) = squadrons_beaten(unit.kind.clone(), state) {
                beaten_cavalry(ui, &mut form, squadrons);
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
            encirclement(ui, game, (&beaten, &victors), &mut form, &mut actions);
            columns(ui, game, &victors, &mut form, &mut actions);
        });
    ui.data_mut(|d| d.insert_temp(id, form));
    actions
}

/// Each battery of the melee held by the enemy, with its working and "Retake the battery"
/// (reference §12.12; draft L1216: retaken within four moves it is out 30 moves, one hour).
fn retake_batteries(ui: &mut Ui, game: &Game, melee: &MeleeForm, actions: &mut Vec<TroopAction>) {
    let now = game.state().turn();
    for id in melee.attackers.iter().chain(&melee.defenders) {
        let Ok((unit, state)) = game.state().unit(id) else {
            continue;
        };
        let Some(held) = state
            .capture
            .battery
            .as_ref()
            .filter(|b| b.retaken_at.is_none() && !b.lost_for_game)
        else {
            continue;
        };
        ui.separator();
        ui.label(
            RichText::new(format!(
                "{} is held by {} (reference §12.12)",
                words::unit_title(&unit.label, &unit.name),
                held.captors
            ))
            .strong(),
        );
        let sheet = CapturedBatteryWorksheet::work(held.captured_at, None, now);
        for step in &sheet.steps {
            ui.label(step.to_string());
        }
        if ui
            .button("Retake the battery")
            .on_hover_text("draft L1216: out of action 30 moves, one hour, if retaken within 4")
            .clicked()
        {
            actions.push(TroopAction::Command(Command::RetakeBattery {
                battery: id.clone(),
            }));
        }
    }
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
        ui.add(
            egui::TextEdit::singleline(&mut form.men)
                .id_salt("capture_prisoners")
                .desired_width(60.0),
        )
        .labelled_by(label.id);
        let label = ui.label("Escort");
        ui.add(
            egui::TextEdit::singleline(&mut form.escort)
                .id_salt("capture_escort")
                .desired_width(60.0),
        )
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

/// Beaten cavalry's squadrons (a battery counting as one, L1005) by how badly they were beaten;
/// `None` for other arms or an unbeaten unit.
fn squadrons_beaten(kind: UnitKind, state: &UnitState) -> Option<BeatenSquadrons> {
    let count = match kind {
        UnitKind::CavalryRegiment { squadrons, .. } => squadrons,
        UnitKind::Battery { .. } => 1,
        _ => return None,
    };
    let letter = state.markers.beaten.as_ref()?.letter;
    let mut beaten = BeatenSquadrons::default();
    match letter {
        DefeatLetter::R => beaten.repulsed = count,
        DefeatLetter::D => beaten.defeated = count,
        DefeatLetter::T => beaten.totally_defeated = count,
    }
    Some(beaten)
}

/// A defile on beaten cavalry's line of retreat, and the fight at an obstacle after pursuit
/// (reference §12.9).
fn beaten_cavalry(ui: &mut Ui, form: &mut CaptureForm, squadrons: BeatenSquadrons) {
    ui.label("Beaten cavalry (reference §12.9):");
    if let Ok(sheet) = BeatenCavalryWorksheet::work(BeatenCavalryCase::AfterPursuit) {
        for step in sheet.steps.iter().skip(1) {
            ui.label(step.to_string());
        }
    }
    ui.horizontal(|ui| {
        let label = ui.label("Paces to a defile on their line of retreat");
        ui.add(
            egui::TextEdit::singleline(&mut form.defile_paces)
                .id_salt("capture_defile_paces")
                .desired_width(60.0),
        )
        .labelled_by(label.id);
    });
    let Ok(paces) = form.defile_paces.trim().parse::<f64>() else {
        return;
    };
    ui.checkbox(
        &mut form.friends_hold,
        "Friends hold both sides of the defile within 300 paces",
    )
    .on_hover_text("reference §12.9; draft L942: the umpire may then halve the loss");
    if form.friends_hold {
        ui.checkbox(&mut form.friends_halve, "The umpire halves the loss (L942)");
    }
    match BeatenCavalryWorksheet::work(BeatenCavalryCase::Defile {
        paces,
        squadrons,
        friends_halve: form.friends_hold.then_some(form.friends_halve),
    }) {
        Ok(sheet) => {
            for step in sheet.steps.iter().skip(1) {
                ui.label(step.to_string());
            }
            if let Some(question) = sheet.umpire_question {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    format!("The umpire's decision: {question}"),
                );
            }
        }
        Err(e) => {
            ui.colored_label(ui.visuals().warn_fg_color, e.to_string());
        }
    }
}

/// The prisoners' columns the victors escort, each freed on the umpire's recorded decision
/// (L1512).
fn columns(
    ui: &mut Ui,
    game: &Game,
    victors: &[UnitId],
    form: &mut CaptureForm,
    actions: &mut Vec<TroopAction>,
) {
    for captors in victors {
        let Ok((unit, state)) = game.state().unit(captors) else {
            continue;
        };
        for (i, column) in state.capture.prisoners.iter().enumerate() {
            let from = game
                .state()
                .unit(&column.from)
                .map_or_else(|_| column.from.to_string(), |(u, _)| u.label.clone());
            ui.label(format!(
                "{} escorts {} of {from} with {} men",
                unit.label,
                counted(column.men, "prisoner"),
                column.escort
            ));
            if i == 0 {
                ui.horizontal(|ui| {
                    let label = ui.label("Umpire's decision freeing the column");
                    ui.add(
                        egui::TextEdit::singleline(&mut form.decision).id_salt("capture_decision"),
                    )
                    .labelled_by(label.id);
                });
            }
            let Ok(column_index) = u32::try_from(i) else {
                continue;
            };
            if ui
                .button(format!(
                    "Free the column of {} of {from}",
                    counted(column.men, "prisoner")
                ))
                .on_hover_text("A column that meets the enemy may be freed (L1512): the umpire decides, and his decision is journaled")
                .clicked()
            {
                if form.decision.trim().is_empty() {
                    actions.push(TroopAction::Refuse(
                        "Type the umpire's decision freeing the column first.".into(),
                    ));
                } else {
                    actions.push(TroopAction::Command(Command::LiberatePrisoners {
                        captors: captors.clone(),
                        column: column_index,
                        decision: form.decision.trim().to_string(),
                    }));
                }
            }
        }
    }
}

/// The encirclement test for the beaten group against the victors (reference §12.8;
/// L1497–1506): the working, and Die III thrown from the game's dice box where it applies.
fn encirclement(
    ui: &mut Ui,
    game: &Game,
    (beaten, victors): (&[UnitId], &[UnitId]),
    form: &mut CaptureForm,
    actions: &mut Vec<TroopAction>,
) {
    let men = |ids: &[UnitId]| -> u32 {
        ids.iter()
            .filter_map(|id| game.state().unit(id).ok())
            .fold(0u32, |n, (_, s)| n.saturating_add(s.strength.men))
    };
    ui.label("If every line of retreat within 800 paces is cut:");
    ui.checkbox(&mut form.help_near, "Help can come quickly from outside");
    let sheet = EncirclementWorksheet::work(
        CaptureCase::Encircled,
        men(victors),
        men(beaten),
        form.help_near,
    );
    for step in &sheet.steps {
        ui.label(step.to_string());
    }
    if ui
        .add_enabled(
            sheet.verdict == CaptureVerdict::ThrowDieIII,
            egui::Button::new("Throw Die III for the encirclement"),
        )
        .clicked()
    {
        actions.push(TroopAction::Command(Command::ThrowEncirclement {
            corps: beaten.to_vec(),
            encirclers: victors.to_vec(),
            help_near: form.help_near,
        }));
    }
}
