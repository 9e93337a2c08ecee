//! Guns to take and prisoners held: each enemy gun its men have left (out of action) or are
//! still standing by while the enemy has come up (in dispute), with "Capture gun N" as the
//! engine's `CaptureGun` command (Wells L345); the prisoners each side holds with their escorts
//! (Wells L328); and "Rearm at the back line" and "Surrender" for the men selected on the floor,
//! as the engine's `Rearm` and `Surrender` commands (Wells L328, L341). The engine decides;
//! a refusal comes back in words on the message line.

use egui::{RichText, Ui};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::figure::FigureStatus;
use kriegsspiel::systems::little_wars::game::{BattleState, Phase};
use kriegsspiel::systems::little_wars::gun::GunState;
use kriegsspiel::systems::little_wars::units::{SIX_INCHES, TOLERANCE, TablePoint};
use std::collections::BTreeSet;

/// The capturing side's armed men within 6 in of gun `id`, in id order: the men the engine
/// tests for having passed its wheel axis (Wells L345).
fn men_at_gun(state: &BattleState, id: u32) -> Vec<u32> {
    let Ok(gun) = state.gun(id) else {
        return Vec::new();
    };
    let mut men: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| f.side == state.to_move && f.is_armed())
        .filter(|f| gun.gap_to(f, &state.options).0 <= SIX_INCHES.0 + TOLERANCE)
        .map(|f| f.id)
        .collect();
    men.sort_unstable();
    men
}

/// Where the capturers' attack is reckoned to come from: the middle of the points the men at
/// the gun started this move from, as the engine keeps them (the way they came, Wells L345);
/// where none of them has moved this move, their own back line straight behind the gun.
/// `men` are the men at the gun, as `men_at_gun` finds them.
fn attack_from(state: &BattleState, id: u32, men: &[u32]) -> Option<TablePoint> {
    let gun = state.gun(id).ok()?;
    let starts: Vec<TablePoint> = men
        .iter()
        .filter_map(|m| state.move_start.get(m).copied())
        .collect();
    if starts.is_empty() {
        return Some(TablePoint::new(
            gun.axle.x,
            state.country.back_line_y(state.to_move),
        ));
    }
    let n = starts.len() as f64;
    let (x, y) = starts
        .iter()
        .fold((0.0, 0.0), |(x, y), p| (x + p.x, y + p.y));
    Some(TablePoint::new(x / n, y / n))
}

/// The enemy guns the side to move might take: those not in action for their side.
fn guns_to_take(ui: &mut Ui, state: &BattleState) -> Option<LittleWarsCommand> {
    let mut ids: Vec<u32> = state
        .guns
        .iter()
        .filter(|g| g.side != state.to_move && !g.destroyed)
        .map(|g| g.id)
        .collect();
    ids.sort_unstable();
    let mut command = None;
    let mut any = false;
    for id in ids {
        let Ok(gun_state) = state.gun_state(id) else {
            continue;
        };
        let what = match gun_state {
            GunState::InAction => continue,
            GunState::OutOfAction => "out of action: none of its men may be left to defend it",
            GunState::InDispute => {
                "in dispute: its own men are still within 6 in while the enemy has come up; \
                 it is not taken, and the attacker may neither fire nor move it next move \
                 (Wells L345)"
            }
        };
        any = true;
        let men = men_at_gun(state, id);
        ui.label(format!(
            "Gun {id} is {what}; {} of {}'s men within 6 in.",
            men.len(),
            state.to_move
        ));
        if ui.button(format!("Capture gun {id}")).clicked()
            && let Some(from) = attack_from(state, id, &men)
        {
            command = Some(LittleWarsCommand::CaptureGun {
                gun: id,
                men,
                attack_from: from,
            });
        }
    }
    if !any {
        ui.label("Every enemy gun is in action with its men.");
    }
    command
}

/// The prisoners each side holds, with their escorts or taken off the table, in id order
/// (Wells L328, L341).
fn prisoners(ui: &mut Ui, state: &BattleState) {
    let mut held: Vec<(u32, Side, String)> = state
        .figures
        .iter()
        .filter_map(|f| {
            let how = match f.status {
                FigureStatus::Prisoner { escort: Some(e) } => format!("escorted by man {e}"),
                FigureStatus::Prisoner { escort: None } => "no escort".to_string(),
                // surrender = prisoners_removed (Wells L341).
                FigureStatus::PrisonerRemoved => "surrendered and taken off the table".to_string(),
                _ => return None,
            };
            Some((f.id, f.side, how))
        })
        .collect();
    held.sort_unstable_by_key(|p| p.0);
    if held.is_empty() {
        ui.label("No prisoners are held.");
    }
    for (id, side, how) in held {
        let by = side.opponent();
        ui.label(format!("Man {id} ({side}): prisoner of {by}, {how}."));
    }
}

/// Draws the panel; returns the command asked for, if any.
pub fn show(
    ui: &mut Ui,
    state: &BattleState,
    selected: &BTreeSet<u32>,
) -> Option<LittleWarsCommand> {
    if state.phase != Phase::Battle {
        return None;
    }
    ui.heading("Guns to take and prisoners");
    let mut command = guns_to_take(ui, state);
    ui.label(
        RichText::new(
            "A gun is taken when none of its men are within 6 in and 4 of the enemy have \
             passed its wheel axis (Wells L345); the attack is reckoned from where the \
             capturers started this move, or from their own back line if they have not moved.",
        )
        .small(),
    );
    prisoners(ui, state);
    let figures: Vec<u32> = selected.iter().copied().collect();
    ui.label(format!("{} men selected on the floor.", figures.len()));
    ui.horizontal(|ui| {
        if ui.button("Rearm at the back line").clicked() {
            command = Some(LittleWarsCommand::Rearm {
                figures: figures.clone(),
            });
        }
        if ui.button("Surrender").clicked() {
            command = Some(LittleWarsCommand::Surrender {
                figures: figures.clone(),
            });
        }
    });
    ui.label(
        RichText::new(
            "Freed men rearm once back at their own back line (Wells L328); an isolated body \
             may hoist the white flag (Wells L341).",
        )
        .small(),
    );
    command
}
