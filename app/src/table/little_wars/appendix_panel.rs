//! The Kriegspiel appendix at the table (Wells L557-L577, rules reference §10): a shell burst
//! laid at a point of the floor, its men within 3 in counted and the burst applied as the
//! engine's `ShellBurst` command (Wells L561); and the charge calculator, cavalry on infantry by
//! the appendix's tables with their distance bands (Wells L788-L812), shown with its working.
//! The engine has no charge command, so the umpire takes off the men it names.

use egui::{DragValue, RichText, Ui};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::{BattleState, Phase};
use kriegsspiel::systems::little_wars::kriegspiel::charge::{
    Charge, InfantryOrder, cavalry_charge,
};
use kriegsspiel::systems::little_wars::kriegspiel::fire::{SHELL_RADIUS, shell_effect};
use kriegsspiel::systems::little_wars::units::TablePoint;

/// The appendix calculators' inputs, kept between frames.
#[derive(Debug, Clone, PartialEq)]
pub struct AppendixPanel {
    /// Where the shell lies, inches across the table.
    pub shell_x: f64,
    /// Where the shell lies, inches down the table.
    pub shell_y: f64,
    /// Cavalry charging.
    pub cavalry: u32,
    /// Infantry charged.
    pub infantry: u32,
    /// Feet between them when the charge starts.
    pub distance_feet: f64,
    /// Whether the infantry stand in close order.
    pub close_order: bool,
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
        }
    }
}

impl AppendixPanel {
    /// Draws the calculators; returns the shell burst when asked for.
    pub fn show(&mut self, ui: &mut Ui, state: &BattleState) -> Option<LittleWarsCommand> {
        if !state.options.kriegspiel() {
            return None;
        }
        ui.heading("Kriegspiel appendix");
        let command = self.shell(ui, state);
        ui.separator();
        self.charge(ui, state);
        command
    }

    fn shell(&mut self, ui: &mut Ui, state: &BattleState) -> Option<LittleWarsCommand> {
        ui.label(RichText::new("Shell").strong());
        ui.horizontal(|ui| {
            let x = ui.label("Shell across (in)").id;
            ui.add(DragValue::new(&mut self.shell_x).range(0.0..=state.country.width))
                .labelled_by(x);
            let y = ui.label("Shell down (in)").id;
            ui.add(DragValue::new(&mut self.shell_y).range(0.0..=state.country.depth))
                .labelled_by(y);
        });
        let at = TablePoint::new(self.shell_x, self.shell_y);
        for side in [Side::Red, Side::Blue] {
            let within = state
                .figures
                .iter()
                .filter(|f| f.side == side && f.on_table())
                .filter(|f| f.at.distance(at).0 <= SHELL_RADIUS.0)
                .count();
            let n = u32::try_from(within).unwrap_or(u32::MAX);
            ui.label(format!(
                "{side}: {n} men within 3 in; {} would die (Wells L561).",
                shell_effect(n, 0).dead
            ));
        }
        let in_battle = state.phase == Phase::Battle;
        ui.add_enabled(in_battle, egui::Button::new("Burst shell"))
            .clicked()
            .then(|| LittleWarsCommand::ShellBurst {
                at,
                sheltered: Vec::new(),
                dead: Vec::new(),
            })
    }

    fn charge(&mut self, ui: &mut Ui, state: &BattleState) {
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
                ui.label(format!(
                    "The cavalry lose {}, the infantry lose {}.",
                    result.cavalry_lost, result.infantry_lost
                ));
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
