//! The selected unit: what it is, its formation, facing and gait, how far it may still go, moves
//! by bearing and distance or along the ruler (with the cost leg by leg before and after),
//! skirmishers, markers, the concealed march, and the umpire's override reason.

use super::troop_action::TroopAction;
use super::troop_session::{TroopSession, gaits_for, plan_summary};
use super::unit_markers::show_markers_section;
use egui::{ComboBox, Grid, RichText, TextEdit, Ui};
use geo::Coord;
use kriegsspiel::systems::reisswitz_1815::army::{
    Arm, Bearing, Condition, Gait, MovementClass, Strength, Unit, UnitId,
};
use kriegsspiel::systems::reisswitz_1815::game::{
    Command, GameState, MovePlan, Placement, UnitState,
};

/// The longest move typed as a bearing and distance: a million paces, 500 English miles.
pub const MAX_TYPED_PACES: f64 = 1_000_000.0;

/// Shows the selected unit's controls, pushing what the umpire asks for onto `actions`.
pub fn show_unit_panel(
    ui: &mut Ui,
    troops: &mut TroopSession,
    ruler_points: usize,
    actions: &mut Vec<TroopAction>,
) {
    let Some(id) = troops.primary().cloned() else {
        ui.label(
            "No unit selected. With the troops tool (M) click a unit's blocks, drag a box \
             round several, or pick one in the order of battle below.",
        );
        return;
    };
    let reach = troops.reach().map(|r| {
        (
            r.allowance_left,
            r.row.clone(),
            r.radii.iter().copied().fold(0.0, f64::max),
        )
    });
    let more = troops.selected.len().saturating_sub(1);
    let state = troops.game.state();
    let Ok((unit, us)) = state.unit(&id) else {
        return;
    };
    show_unit_heading(ui, unit, us, more);
    let (strength, condition) = (us.strength, us.condition);
    show_strength_section(ui, troops, &id, strength, condition, actions);
    let state = troops.game.state();
    let Ok((unit, us)) = state.unit(&id) else {
        return;
    };
    let Some(placement) = us.placement.clone() else {
        ui.label("Not on the map.");
        if ui
            .button(format!("Place {}", unit.label))
            .on_hover_text("Put this unit at the middle of the view")
            .clicked()
        {
            actions.push(TroopAction::PlaceUnit(id));
        }
        return;
    };
    let arm = unit.kind.arm();
    let class = unit.kind.movement_class();
    let now = state.turn();

    // Formation.
    show_formation_choice(ui, state, &id, arm, &placement.formation, actions);
    if let Some(until) = us.reforming_until.filter(|t| *t > now) {
        ui.label(format!(
            "Reforming until turn {until}: it cannot move before then."
        ));
    }

    // Gait: only those with a chart row for this unit's class in this formation.
    show_gait_choice(ui, state, &id, class, &mut troops.gait, reach);

    // Facing.
    show_facing_controls(ui, &mut troops.wheel_text, &id, placement.bearing, actions);

    // Moves.
    show_move_controls(ui, troops, &id, placement.anchor, ruler_points, actions);

    show_extras(ui, troops, &id, actions);
}

/// The unit's name in bold over its kind, strength, side and condition, and how many more
/// units the selection holds besides it.
fn show_unit_heading(ui: &mut Ui, unit: &Unit, us: &UnitState, more: usize) {
    ui.label(RichText::new(format!("{} — {}", unit.label, unit.name)).strong());
    ui.label(format!(
        "{}; {} ({}), {}",
        unit.kind.describe(),
        us.strength,
        unit.side,
        us.condition
    ));
    if more > 0 {
        ui.label(format!("(and {more} more selected)"));
    }
}

/// The strength section: the "Men" and "Guns" fields hinted with the unit's present numbers,
/// "Set strength", and the button that marks the unit tired or fresh.
fn show_strength_section(
    ui: &mut Ui,
    troops: &mut TroopSession,
    id: &UnitId,
    strength: Strength,
    condition: Condition,
    actions: &mut Vec<TroopAction>,
) {
    let (men, guns) = (strength.men, strength.guns);
    ui.horizontal(|ui| {
        let label = ui.label("Men");
        ui.add(
            TextEdit::singleline(&mut troops.men_text)
                .desired_width(50.0)
                .hint_text(men.to_string()),
        )
        .labelled_by(label.id);
        let label = ui.label("Guns");
        ui.add(
            TextEdit::singleline(&mut troops.guns_text)
                .desired_width(30.0)
                .hint_text(guns.to_string()),
        )
        .labelled_by(label.id);
        if ui
            .button("Set strength")
            .on_hover_text("Correct the unit's men and guns (recorded in the journal)")
            .clicked()
        {
            actions.push(TroopAction::SetStrengthTyped);
        }
        let (text, to) = match condition {
            Condition::Fresh => ("Mark tired", Condition::Tired),
            Condition::Tired => ("Mark fresh", Condition::Fresh),
        };
        if ui.button(text).clicked() {
            actions.push(TroopAction::Command(Command::SetCondition {
                unit: id.clone(),
                condition: to,
                reason: None,
            }));
        }
    });
}

/// The "Formation" chooser, offering the catalogue's formations for the unit's arm; picking
/// another asks for the change of formation.
fn show_formation_choice(
    ui: &mut Ui,
    state: &GameState,
    id: &UnitId,
    arm: Arm,
    current: &str,
    actions: &mut Vec<TroopAction>,
) {
    let catalogue = state.formations();
    let formation_label = |fid: &str| {
        catalogue
            .formation(fid)
            .map_or_else(|_| fid.to_string(), |f| f.label.clone())
    };
    let mut chosen = current.to_string();
    ComboBox::from_label("Formation")
        .selected_text(formation_label(current))
        .width(220.0)
        .show_ui(ui, |ui| {
            for fid in catalogue.formations_for(arm) {
                ui.selectable_value(&mut chosen, fid.to_string(), formation_label(fid));
            }
        });
    if chosen != current {
        actions.push(TroopAction::Command(Command::ChangeFormation {
            unit: id.clone(),
            formation: chosen,
            override_reason: None,
        }));
    }
}

/// The "Gait" chooser, each gait named with its movement chart row; a warning when the gait
/// chosen has no row for this unit, and the allowance left this turn with its reach on the map
/// (`reach`: the share of the allowance left, the chart row, the farthest pace).
fn show_gait_choice(
    ui: &mut Ui,
    state: &GameState,
    id: &UnitId,
    class: MovementClass,
    gait: &mut Gait,
    reach: Option<(f64, String, f64)>,
) {
    let catalogue = state.formations();
    let gaits = gaits_for(state, id);
    let rules = state.ruleset();
    let row_words = |row: &str| {
        rules
            .movement
            .row(row)
            .map_or_else(|_| words::id_words(row), |r| r.label.clone())
    };
    let gait_label = |g: Gait| {
        let gait = words::id_words(g.id());
        catalogue.chart_row(class, g).map_or_else(
            |_| gait.clone(),
            |c| format!("{gait} ({})", row_words(&c.row)),
        )
    };
    ComboBox::from_label("Gait")
        .selected_text(gait_label(*gait))
        .show_ui(ui, |ui| {
            for g in &gaits {
                ui.selectable_value(gait, *g, gait_label(*g));
            }
        });
    if !gaits.contains(gait) {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "This unit has no chart row at {} in this formation; choose another gait.",
                words::id_words(gait.id())
            ),
        );
    }
    match reach {
        Some((left, row, farthest)) => {
            ui.label(format!(
                "Allowance left this turn: {:.0}% (chart row: {}); the green outline on the \
                 map shows its reach, up to {farthest:.0} paces.",
                left * 100.0,
                row_words(&row)
            ));
        }
        None => {
            ui.label("No reach this turn at this gait.");
        }
    }
}

/// The facing controls: the present bearing with the two 45° wheels, and a wheel to a bearing
/// typed in degrees (refused in red when it is not one).
fn show_facing_controls(
    ui: &mut Ui,
    wheel_text: &mut String,
    id: &UnitId,
    bearing: Bearing,
    actions: &mut Vec<TroopAction>,
) {
    ui.horizontal(|ui| {
        ui.label(format!("Facing {bearing}"));
        for (text, turn) in [("Wheel 45° left", -45.0), ("Wheel 45° right", 45.0)] {
            if ui.small_button(text).clicked() {
                actions.push(TroopAction::Command(Command::Rotate {
                    unit: id.clone(),
                    bearing: bearing.turned(turn),
                    override_reason: None,
                }));
            }
        }
    });
    ui.horizontal(|ui| {
        ui.add(
            TextEdit::singleline(wheel_text)
                .desired_width(60.0)
                .hint_text("°"),
        )
        .labelled_by(ui.label("Wheel to (°)").id);
        if ui.button("Wheel").clicked() {
            match parse_bearing(wheel_text) {
                Ok(bearing) => actions.push(TroopAction::Command(Command::Rotate {
                    unit: id.clone(),
                    bearing,
                    override_reason: None,
                })),
                Err(e) => {
                    ui.colored_label(ui.visuals().error_fg_color, e);
                }
            }
        }
    });
}

/// "Move the unit": the bearing and distance fields, "Move" and "Move along the ruler", and the
/// plan of the typed move (or else the last move planned) leg by leg.
fn show_move_controls(
    ui: &mut Ui,
    troops: &mut TroopSession,
    id: &UnitId,
    anchor: Coord<f64>,
    ruler_points: usize,
    actions: &mut Vec<TroopAction>,
) {
    ui.separator();
    ui.label(RichText::new("Move the unit").strong());
    Grid::new("typed_move").num_columns(2).show(ui, |ui| {
        let label = ui.label("Bearing (°)");
        ui.add(TextEdit::singleline(&mut troops.bearing_text).desired_width(70.0))
            .labelled_by(label.id);
        ui.end_row();
        let label = ui.label("Distance (paces)");
        ui.add(TextEdit::singleline(&mut troops.distance_text).desired_width(70.0))
            .labelled_by(label.id);
        ui.end_row();
    });
    let typed = typed_target(&troops.bearing_text, &troops.distance_text, anchor);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(typed.is_ok(), egui::Button::new("Move"))
            .on_hover_text("Move the unit by the bearing and distance typed, at the gait chosen")
            .clicked()
        {
            actions.push(TroopAction::MoveTyped);
        }
        if ui
            .add_enabled(
                ruler_points > 0,
                egui::Button::new(format!("Move along the ruler ({ruler_points} points)")),
            )
            .on_hover_text("Move the unit through the points of the ruler, in order")
            .clicked()
        {
            actions.push(TroopAction::MoveAlongRuler);
        }
    });
    let typed_plan = match &typed {
        Ok(Some(to)) => troops.game.plan_move(id, &[*to], troops.gait).ok(),
        Ok(None) => None,
        Err(e) => {
            ui.colored_label(ui.visuals().error_fg_color, e.as_str());
            None
        }
    };
    if let Some(plan) = typed_plan.as_ref().or(troops.last_plan.as_ref()) {
        show_plan(ui, plan);
    }
}

/// Skirmishers, markers, the concealed march and the override reason.
fn show_extras(
    ui: &mut Ui,
    troops: &mut TroopSession,
    id: &UnitId,
    actions: &mut Vec<TroopAction>,
) {
    let state = troops.game.state();
    let Ok((unit, us)) = state.unit(id) else {
        return;
    };
    let skirmish_allowed = state.skirmish_blocks_allowed(unit).ok().flatten();
    let distances = state.formations().skirmish.distances.clone();
    let placement = us.placement.clone();
    let markers = us.markers.clone();

    if let (Some(blocks), Some(p)) = (skirmish_allowed, &placement) {
        show_skirmisher_controls(ui, id, blocks, p, &distances, actions);
    }

    ui.separator();
    show_markers_section(ui, id, &markers, state.turn(), actions);

    ui.separator();
    let concealed = placement.as_ref().is_some_and(|p| p.concealed.is_some());
    show_map_presence_controls(ui, state, id, concealed, actions);
    ui.separator();
    show_override_reason(ui, &mut troops.override_reason);
}

/// The skirmishers row: "Call skirmishers in" while they are out, otherwise one button for each
/// distance they may be sent out to with the unit's `blocks`.
fn show_skirmisher_controls(
    ui: &mut Ui,
    id: &UnitId,
    blocks: u32,
    placement: &Placement,
    distances: &[f64],
    actions: &mut Vec<TroopAction>,
) {
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        ui.label("Skirmishers:");
        if placement.skirmishers.is_some() {
            if ui.small_button("Call skirmishers in").clicked() {
                actions.push(TroopAction::Command(Command::RecallSkirmishers {
                    unit: id.clone(),
                    override_reason: None,
                }));
            }
        } else {
            for d in distances {
                if ui.small_button(format!("Out {d:.0} paces")).clicked() {
                    actions.push(TroopAction::Command(Command::DeploySkirmishers {
                        unit: id.clone(),
                        blocks,
                        distance: *d,
                        override_reason: None,
                    }));
                }
            }
        }
    });
}

/// Whether the unit stands on the map: start or end its concealed march (a new march takes the
/// next free head-marker number), and "Take off the map".
fn show_map_presence_controls(
    ui: &mut Ui,
    state: &GameState,
    id: &UnitId,
    concealed: bool,
    actions: &mut Vec<TroopAction>,
) {
    ui.horizontal_wrapped(|ui| {
        if concealed {
            if ui
                .button("End the concealed march")
                .on_hover_text("Put the column's blocks back on the map")
                .clicked()
            {
                actions.push(TroopAction::Command(Command::Reveal { unit: id.clone() }));
            }
        } else if ui
            .button("Concealed march")
            .on_hover_text(
                "Take the column to the umpire's side board; only a numbered head marker stays",
            )
            .clicked()
        {
            let next = state
                .unit_states()
                .filter_map(|(_, s)| s.placement.as_ref()?.concealed.as_ref())
                .map(|c| c.head_marker)
                .max()
                .unwrap_or(0)
                + 1;
            actions.push(TroopAction::Command(Command::Conceal {
                unit: id.clone(),
                head_marker: next,
            }));
        }
        if ui.button("Take off the map").clicked() {
            actions.push(TroopAction::Command(Command::RemoveUnit {
                unit: id.clone(),
            }));
        }
    });
}

/// The "Override reason" field: with a reason typed, a command the rules refuse is applied
/// anyway and journaled as overridden.
fn show_override_reason(ui: &mut Ui, reason: &mut String) {
    let label = ui.label("Override reason");
    ui.add(
        TextEdit::singleline(reason)
            .hint_text("empty: the rules apply strictly")
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id)
    .on_hover_text(
        "With a reason, a command the rules refuse is applied anyway and the journal records \
         what was overridden and why; marking a unit fresh or tired records it as the \
         umpire's reason (reference §12.6)",
    );
}

/// The plan's summary and its legs, one row each.
fn show_plan(ui: &mut Ui, plan: &MovePlan) {
    ui.label(format!(
        "{} — chart row {}",
        plan_summary(plan),
        plan.row_label
    ));
    Grid::new("move_legs").striped(true).show(ui, |ui| {
        ui.label("From");
        ui.label("Paces");
        ui.label("Ground");
        ui.label("Per turn");
        ui.label("Share");
        ui.end_row();
        for leg in &plan.legs {
            ui.label(format!("{:.0}", leg.start));
            ui.label(format!("{:.0}", leg.length));
            ui.label(leg.ground.description());
            ui.label(
                leg.paces_per_turn
                    .map_or_else(|| "—".to_string(), |p| format!("{p:.0}")),
            );
            ui.label(leg.fraction.map_or_else(
                || "impassable".to_string(),
                |f| format!("{:.0}%", f * 100.0),
            ));
            ui.end_row();
        }
    });
}

/// A bearing in degrees from text.
pub fn parse_bearing(text: &str) -> Result<Bearing, String> {
    let value: f64 = text
        .trim()
        .trim_end_matches('°')
        .parse()
        .map_err(|_| format!("“{}” is not a bearing in degrees", text.trim()))?;
    Bearing::new(value).map_err(|e| e.to_string())
}

/// The point a typed bearing and distance lead to from `anchor`; `Ok(None)` while the fields
/// are empty.
pub fn typed_target(
    bearing: &str,
    distance: &str,
    anchor: Coord<f64>,
) -> Result<Option<Coord<f64>>, String> {
    if bearing.trim().is_empty() || distance.trim().is_empty() {
        return Ok(None);
    }
    let bearing = parse_bearing(bearing)?;
    let paces: f64 = distance
        .trim()
        .parse()
        .map_err(|_| format!("“{}” is not a distance in paces", distance.trim()))?;
    if !paces.is_finite() || paces <= 0.0 || paces > MAX_TYPED_PACES {
        return Err(format!(
            "the distance must be more than 0 and at most {} paces",
            words::round_group(MAX_TYPED_PACES)
        ));
    }
    let f = bearing.forward();
    Ok(Some(Coord {
        x: anchor.x + f.x * paces,
        y: anchor.y + f.y * paces,
    }))
}
