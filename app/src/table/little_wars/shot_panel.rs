//! The guns and the shots: each gun's state (in action with its men within 6 in, or out of
//! action, Wells L269), and "Record shot", where the umpire clicks the men a real shot touched in
//! the order touched and marks who fell. The first man touched dies, every man who fell dies,
//! and no other standing man dies (Wells L281; rules §5 "What a shot kills"). The shot goes to
//! the engine as one `RecordShot` command.

use super::floor_view::{FloorView, ShotDraft};
use egui::{RichText, Ui};
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::{BattleState, Phase, gun_wanting_trail_men};
use kriegsspiel::systems::little_wars::gun::GunState;
use kriegsspiel::systems::little_wars::option_readings::KriegspielGunProjectile;

/// One line for a gun: its side, its state, the men within 6 in of it and its bearing.
pub fn gun_line(state: &BattleState, id: u32) -> String {
    let Ok(gun) = state.gun(id) else {
        return format!("Gun {id}: not on the table");
    };
    let men = gun
        .men_within_six(gun.side, &state.figures, &state.options)
        .len();
    let what = match gun.state(&state.figures, &state.options) {
        GunState::InAction => "in action",
        GunState::OutOfAction => "out of action",
        GunState::InDispute => "in dispute",
    };
    format!(
        "Gun {id} ({}): {what}, {men} men, bearing {:.0}°",
        gun.side, gun.bearing_deg
    )
}

/// The gun a new shot or shell is fired from: the selected gun if it is the mover's, else the
/// mover's first gun.
pub(super) fn gun_to_fire(state: &BattleState, floor: &FloorView) -> Option<u32> {
    let mover = |id: &u32| state.gun(*id).is_ok_and(|g| g.side == state.to_move);
    floor.selected_gun.filter(mover).or_else(|| {
        state
            .guns
            .iter()
            .find(|g| g.side == state.to_move && !g.destroyed)
            .map(|g| g.id)
    })
}

/// Draws the guns and the shot being recorded; returns the shot command when applied.
pub fn show(ui: &mut Ui, state: &BattleState, floor: &mut FloorView) -> Option<LittleWarsCommand> {
    ui.heading("Guns");
    let mut ids: Vec<u32> = state.guns.iter().map(|g| g.id).collect();
    ids.sort_unstable();
    for id in ids {
        ui.label(gun_line(state, id));
    }
    ui.label(
        RichText::new(
            "A gun is in action with 4 of its men within 6 in, out of action with fewer, in \
             dispute when the enemy has come up but one of its men is still there (Wells L269, \
             L345). Drag a gun to move it with four of those men, the fastest free ones: it goes \
             no further than the slowest of the four and ends trail forward (Wells L273).",
        )
        .small(),
    );
    if state.phase != Phase::Battle {
        return None;
    }
    if floor.shot.is_none()
        && let Some(place) = trail_men(ui, state, floor)
    {
        return Some(place);
    }
    if state.options.kriegspiel()
        && state.options.kriegspiel_gun_projectile == KriegspielGunProjectile::ShellOnly
    {
        ui.label(
            RichText::new(
                "Kriegspiel guns fire shell: lay the shell in the appendix's Shell section. The \
                 ordinary shot is for rifle fire only (kriegspiel_gun_projectile = shell_only, \
                 Wells L561, L565).",
            )
            .small(),
        );
        return None;
    }
    let Some(shot) = floor.shot.as_mut() else {
        if ui.button("Record shot").clicked() {
            match gun_to_fire(state, floor) {
                Some(gun) => {
                    floor.shot = Some(ShotDraft {
                        gun,
                        touched: Vec::new(),
                        bearing_deg: state.gun(gun).map_or(0.0, |g| g.bearing_deg),
                    });
                    floor.selected.clear();
                }
                None => {
                    ui.label("The side to move has no gun.");
                }
            }
        }
        return None;
    };
    ui.label(
        RichText::new(format!(
            "Shot from gun {}: click the men it touched, in the order touched.",
            shot.gun
        ))
        .strong(),
    );
    ui.horizontal(|ui| {
        let aim = ui.label("Aim (degrees)").id;
        ui.add(
            egui::DragValue::new(&mut shot.bearing_deg)
                .range(0.0..=359.0)
                .speed(1.0),
        )
        .labelled_by(aim)
        .on_hover_text(
            "Swung round on its axle to aim, the gun is left laid on its last shot (Wells L273). \
             0 points up the table, 90 to the right.",
        );
    });
    ui.label(
        RichText::new(
            "The first man touched dies; after him only men who fell, or lean so they would \
             fall, die. Touches after a rebound or glance count, and so does a shot that rolls \
             to a man's feet (Wells L281).",
        )
        .small(),
    );
    for (n, touch) in shot.touched.iter_mut().enumerate() {
        let name = state
            .figure(touch.figure)
            .map(|f| format!("{} {} ({})", f.arm.name(), f.id, f.side))
            .unwrap_or_else(|_| format!("man {}", touch.figure));
        if n == 0 {
            ui.label(format!("1. {name}: first touched, dies"));
        } else {
            ui.checkbox(&mut touch.fell, format!("{}. {name} fell or leans", n + 1));
        }
    }
    let (mut apply, mut cancel) = (false, false);
    ui.horizontal(|ui| {
        apply = ui.button("Apply shot").clicked();
        cancel = ui.button("Cancel shot").clicked();
    });
    let command = apply.then(|| LittleWarsCommand::RecordShot {
        gun: Some(shot.gun),
        bearing_deg: Some(shot.bearing_deg),
        touched: shot.touched.clone(),
    });
    if cancel {
        floor.shot = None;
    }
    command
}

/// After a gun has fired: two of its men to the end of its trail, one behind each wheel
/// (Wells L273): the two men selected on the floor, or else the two nearest who may go.
fn trail_men(ui: &mut Ui, state: &BattleState, floor: &FloorView) -> Option<LittleWarsCommand> {
    let gun = gun_wanting_trail_men(state)?;
    ui.label(
        RichText::new(format!(
            "Gun {gun} has fired: two of its men go to the end of its trail, one behind each \
             wheel, before the move ends (Wells L273)."
        ))
        .strong(),
    );
    let side = state.gun(gun).ok()?.side;
    let selected: Vec<u32> = floor
        .selected
        .iter()
        .copied()
        .filter(|id| state.figure(*id).is_ok_and(|f| f.side == side))
        .collect();
    let (men, label) = if selected.len() == 2 {
        (selected, "Place the selected two at the trail")
    } else {
        (
            state.trail_candidates(gun),
            "Place the two nearest at the trail",
        )
    };
    ui.button(label)
        .on_hover_text("Or select two of the gun's men on the floor first")
        .clicked()
        .then_some(LittleWarsCommand::PlaceTrailMen { gun, men })
}

/// The note shown once a command of this panel is applied.
pub(super) fn applied_note(command: &LittleWarsCommand) -> &'static str {
    match command {
        LittleWarsCommand::PlaceTrailMen { .. } => {
            "Two men stand at the trail, one behind each wheel (Wells L273)."
        }
        _ => "Shot recorded.",
    }
}
