//! The Kriegspiel appendix at the table (Wells L557-L577, rules reference §10): a shell burst
//! laid at a point of the floor, its exposed men within 3 in counted by the engine
//! (`shell_inside`, `shell_scope`), the men to die clicked on the floor or the nearest
//! accepted (`shell_choice`), and the burst applied as the engine's `ShellBurst` command
//! (Wells L561); the charge calculator, cavalry on infantry by the appendix's tables with
//! their distance bands (Wells L788-L812), shown with its working; and the charge at the
//! table ([`super::charge_panel`]); cavalry facing cavalry, with dismounting and mounting
//! ([`super::cavalry_stand_panel`], Wells L828).

use super::charge_panel::ChargePanel;
use super::floor_view::FloorView;
use super::shot_panel::gun_to_fire;
use egui::{DragValue, RichText, Ui};
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::{BattleState, LittleWarsGame, Phase, shell_groups};
use kriegsspiel::systems::little_wars::kriegspiel::charge::{
    Charge, InfantryOrder, cavalry_charge,
};
use kriegsspiel::systems::little_wars::kriegspiel::fire::shell_effect;
use kriegsspiel::systems::little_wars::units::TablePoint;
use std::collections::BTreeSet;

/// The appendix calculators' inputs, kept between frames.
#[derive(Debug, Clone, PartialEq)]
pub struct AppendixPanel {
    /// Where the shell lies, inches across the table.
    pub shell_x: f64,
    /// Where the shell lies, inches down the table.
    pub shell_y: f64,
    /// Cavalry charging (the calculator).
    pub cavalry: u32,
    /// Infantry charged (the calculator).
    pub infantry: u32,
    /// Feet between them when the charge starts (the calculator).
    pub distance_feet: f64,
    /// Whether the infantry stand in close order (the calculator).
    pub close_order: bool,
    /// The charge at the table.
    pub charge: ChargePanel,
}

impl Default for AppendixPanel {
    fn default() -> Self {
        AppendixPanel {
            shell_x: 36.0,
            shell_y: 24.0,
            cavalry: 8,
            infantry: 10,
            distance_feet: 2.5,
            close_order: false,
            charge: ChargePanel::default(),
        }
    }
}

impl AppendixPanel {
    /// Draws the shell, the charge at the table and the calculator; returns a command to
    /// apply with the note to show once it is applied.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        game: &LittleWarsGame,
        floor: &FloorView,
    ) -> Option<(LittleWarsCommand, &'static str)> {
        let state = game.state();
        if !state.options.kriegspiel() {
            return None;
        }
        ui.heading("Kriegspiel appendix");
        let shell = self
            .shell(ui, state, floor)
            .map(|c| (c, "The shell burst (Wells L561)."));
        ui.separator();
        let charge = self
            .charge
            .show(ui, game, floor)
            .map(|c| (c, "The charge was applied (Wells L780-L866)."));
        ui.separator();
        let stand = super::cavalry_stand_panel::show(ui, state, floor).map(|c| {
            let note = match c {
                LittleWarsCommand::Mount { .. } => "Mounted: that was their move (Wells L639).",
                _ => "Dismounted: that was their move (Wells L640).",
            };
            (c, note)
        });
        ui.separator();
        self.calculator(ui, state);
        shell.or(charge).or(stand)
    }

    fn shell(
        &mut self,
        ui: &mut Ui,
        state: &BattleState,
        floor: &FloorView,
    ) -> Option<LittleWarsCommand> {
        let selected = &floor.selected;
        ui.label(RichText::new("Shell").strong());
        let gun = gun_to_fire(state, floor);
        ui.label(match gun {
            Some(g) => format!(
                "Fired by gun {g}, laid on the shell: a crew of four, four shots a move, guns \
                 before men, move or fire, no fire on a side's first move (Wells L561, L273). \
                 Select another of your guns on the floor to fire it instead."
            ),
            None => format!("{} has no gun to fire a shell (Wells L561).", state.to_move),
        });
        ui.horizontal(|ui| {
            let x = ui.label("Shell across (in)").id;
            ui.add(DragValue::new(&mut self.shell_x).range(0.0..=state.country.width))
                .labelled_by(x);
            let y = ui.label("Shell down (in)").id;
            ui.add(DragValue::new(&mut self.shell_y).range(0.0..=state.country.depth))
                .labelled_by(y);
        });
        let at = TablePoint::new(self.shell_x, self.shell_y);
        let groups = shell_groups(state, at, &[]);
        let combined = groups.len() == 1;
        let mut exposed = BTreeSet::new();
        for (side, group) in &groups {
            let n = u32::try_from(group.len()).unwrap_or(u32::MAX);
            let who = if combined {
                "All sides".to_string()
            } else {
                side.to_string()
            };
            let men = if n == 1 { "man" } else { "men" };
            ui.label(format!(
                "{who}: {n} {men} within 3 in; {} would die (Wells L561).",
                shell_effect(n, 0).dead
            ));
            exposed.extend(group.iter().copied());
        }
        ui.label(
            RichText::new(format!(
                "Within 3 in by shell_inside = {}; halved by shell_scope = {}.",
                state.options.shell_inside.id(),
                state.options.shell_scope.id()
            ))
            .small(),
        );
        let choice = state.options.shell_choice.id();
        ui.label(
            RichText::new(match choice {
                "nearest" => "shell_choice = nearest: the men nearest the shell die.".to_string(),
                "owner" => "shell_choice = owner: each side clicks its own men to die on the \
                            floor (shift adds), or accepts the nearest."
                    .to_string(),
                _ => format!(
                    "shell_choice = firer: {} clicks the men to die on the floor (shift adds), \
                     or accepts the nearest (Wells L320 by analogy).",
                    state.to_move
                ),
            })
            .small(),
        );
        let chosen: Vec<u32> = selected
            .iter()
            .copied()
            .filter(|id| exposed.contains(id))
            .collect();
        let in_battle = state.phase == Phase::Battle;
        let mut command = None;
        ui.horizontal(|ui| {
            if ui
                .add_enabled(in_battle, egui::Button::new("Burst shell"))
                .on_hover_text("The nearest men die")
                .clicked()
            {
                command = Some(Vec::new());
            }
            if choice != "nearest" {
                ui.label(format!("Selected to die: {}", chosen.len()));
                let may = in_battle && !chosen.is_empty();
                if ui
                    .add_enabled(may, egui::Button::new("Burst shell, the selected die"))
                    .clicked()
                {
                    command = Some(chosen.clone());
                }
            }
        });
        command.map(|dead| LittleWarsCommand::ShellBurst {
            gun,
            at,
            sheltered: Vec::new(),
            dead,
        })
    }

    fn calculator(&mut self, ui: &mut Ui, state: &BattleState) {
        ui.label(RichText::new("Cavalry charge on infantry").strong());
        ui.horizontal(|ui| {
            let c = ui.label("Charging cavalry").id;
            ui.add(DragValue::new(&mut self.cavalry).range(0..=500))
                .labelled_by(c);
            let i = ui.label("Infantry charged").id;
            ui.add(DragValue::new(&mut self.infantry).range(0..=500))
                .labelled_by(i);
        });
        ui.horizontal(|ui| {
            let d = ui.label("Distance (ft)").id;
            ui.add(
                DragValue::new(&mut self.distance_feet)
                    .range(0.0..=3.0)
                    .speed(0.1),
            )
            .labelled_by(d);
            ui.checkbox(&mut self.close_order, "Close order");
        });
        let charge = Charge {
            cavalry: self.cavalry,
            infantry: self.infantry,
            distance_feet: self.distance_feet,
            order: if self.close_order {
                InfantryOrder::Close
            } else {
                InfantryOrder::Extended
            },
            contours_down: 0,
        };
        match cavalry_charge(charge, &state.options) {
            Ok(result) => {
                ui.label(words::sentence(&words::charge_losses(
                    result.cavalry_lost,
                    result.infantry_lost,
                )));
                for step in &result.steps {
                    ui.label(RichText::new(format!("• {step}")).small());
                }
            }
            Err(e) => {
                ui.label(format!("Refused: {e}"));
            }
        }
    }
}
