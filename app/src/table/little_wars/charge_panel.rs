//! The Kriegspiel cavalry charge at the table (Wells L780-L866, rules reference §10 "Cavalry
//! charges"): the umpire shift-clicks the charging cavalry and the men charged on the floor
//! (or clicks the gun charged), says what the charge falls on, and "Apply charge" sends the
//! engine's `Charge` command. The engine measures the distance at the start from the figures'
//! nearest points, takes the table's losses off the men (id order: the charger's pick) and
//! marks the charged for their next move; the working of the last charge stays shown.

use super::floor_view::FloorView;
use egui::{DragValue, RichText, Ui};
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::game::{
    BattleState, LittleWarsEvent, LittleWarsGame, Phase, charge_gap_feet,
};
use kriegsspiel::systems::little_wars::kriegspiel::charge_order::{
    ChargeAgreed, ChargeOn, ChargeOrder, Formation,
};
use kriegsspiel::systems::little_wars::option_readings::{
    ChargingDistance, CloseOrderFormations, RetireDistance,
};

/// What the charge at the table falls on, as the umpire picks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChargeTarget {
    /// Infantry standing (Wells L788-L812).
    Infantry,
    /// Infantry that retired and are still within charging distance (Wells L856).
    RetiringInfantry,
    /// Mounted cavalry standing still (Wells L828).
    StillCavalry,
    /// Cavalry meeting the charge (Wells L836, L840).
    Cavalry,
    /// The gun clicked (Wells L860).
    Gun,
}

/// The charge at the table's choices, kept between frames.
#[derive(Debug, Clone, PartialEq)]
pub struct ChargePanel {
    /// What the charge falls on.
    pub target: ChargeTarget,
    /// The infantry's formation.
    pub formation: Formation,
    /// Contours charged down (Wells L844).
    pub contours_down: u32,
    /// The players' charging distance in feet (`charging_distance` = `custom`).
    pub agreed_distance_feet: f64,
    /// Whether the players count the infantry as close order (`close_order_formations` =
    /// `agreed`).
    pub agreed_close: bool,
    /// The players' retiring distance in feet (`retire_distance` = `agreed`).
    pub agreed_retire_feet: f64,
}

impl Default for ChargePanel {
    fn default() -> Self {
        ChargePanel {
            target: ChargeTarget::Infantry,
            formation: Formation::Extended,
            contours_down: 0,
            agreed_distance_feet: 3.0,
            agreed_close: false,
            agreed_retire_feet: 1.0,
        }
    }
}

/// The selected men: the side to move's armed cavalry, and the other side's armed men.
fn parties(state: &BattleState, floor: &FloorView) -> (Vec<u32>, Vec<u32>) {
    let (mut cavalry, mut target) = (Vec::new(), Vec::new());
    for f in floor
        .selected
        .iter()
        .filter_map(|id| state.figure(*id).ok())
        .filter(|f| f.is_armed())
    {
        if f.side == state.to_move && f.arm == Arm::Cavalry {
            cavalry.push(f.id);
        } else if f.side != state.to_move {
            target.push(f.id);
        }
    }
    (cavalry, target)
}

/// The working of the last charge applied, from the journal.
fn last_working(game: &LittleWarsGame) -> Option<&[String]> {
    game.journal().entries().iter().rev().find_map(|e| {
        e.events.iter().find_map(|ev| match ev {
            LittleWarsEvent::ChargeSettled { steps, .. } => Some(&steps[..]),
            _ => None,
        })
    })
}

impl ChargePanel {
    /// The players' figures, asked for only where an option reads `custom` or `agreed`.
    fn agreed(&mut self, ui: &mut Ui, state: &BattleState) -> ChargeAgreed {
        let o = &state.options;
        let mut agreed = ChargeAgreed::default();
        if o.charging_distance == ChargingDistance::Custom {
            ui.horizontal(|ui| {
                let l = ui.label("Agreed charging distance (ft)").id;
                ui.add(
                    DragValue::new(&mut self.agreed_distance_feet)
                        .range(0.0..=20.0)
                        .speed(0.1),
                )
                .labelled_by(l);
            });
            agreed.charging_distance_feet = Some(self.agreed_distance_feet);
        }
        if o.close_order_formations == CloseOrderFormations::Agreed {
            ui.checkbox(&mut self.agreed_close, "Agreed: close order");
            agreed.close_order = Some(self.agreed_close);
        }
        if o.retire_distance == RetireDistance::Agreed {
            ui.horizontal(|ui| {
                let l = ui.label("Agreed retiring distance (ft)").id;
                ui.add(
                    DragValue::new(&mut self.agreed_retire_feet)
                        .range(0.0..=10.0)
                        .speed(0.1),
                )
                .labelled_by(l);
            });
            agreed.retire_feet = Some(self.agreed_retire_feet);
        }
        agreed
    }

    /// Draws the charge at the table; returns the charge when "Apply charge" is clicked.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        game: &LittleWarsGame,
        floor: &FloorView,
    ) -> Option<LittleWarsCommand> {
        let state = game.state();
        ui.label(RichText::new("Charge at the table").strong());
        ui.label(
            RichText::new(
                "Shift-click the charging cavalry and the men charged on the floor, or click \
                 the gun charged. At least 8 cavalry, within charging distance (Wells L780).",
            )
            .small(),
        );
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut self.target, ChargeTarget::Infantry, "On infantry");
            ui.radio_value(
                &mut self.target,
                ChargeTarget::RetiringInfantry,
                "On retiring infantry",
            );
            ui.radio_value(
                &mut self.target,
                ChargeTarget::StillCavalry,
                "On still cavalry",
            );
            ui.radio_value(&mut self.target, ChargeTarget::Cavalry, "On cavalry");
            ui.radio_value(&mut self.target, ChargeTarget::Gun, "On the gun");
        });
        let infantry = matches!(
            self.target,
            ChargeTarget::Infantry | ChargeTarget::RetiringInfantry
        );
        if infantry {
            ui.horizontal_wrapped(|ui| {
                ui.radio_value(&mut self.formation, Formation::Fours, "Fours");
                ui.radio_value(&mut self.formation, Formation::TwoRanks, "Two ranks");
                ui.radio_value(&mut self.formation, Formation::Extended, "Extended");
                ui.radio_value(&mut self.formation, Formation::Dismounted, "Dismounted");
            });
        }
        if matches!(
            self.target,
            ChargeTarget::StillCavalry | ChargeTarget::Cavalry
        ) {
            ui.horizontal(|ui| {
                let c = ui.label("Contours down").id;
                ui.add(DragValue::new(&mut self.contours_down).range(0..=10))
                    .labelled_by(c);
            });
        } else {
            // Wells L844 multiplies cavalry charging cavalry downhill, nothing else.
            self.contours_down = 0;
        }
        let agreed = self.agreed(ui, state);
        let (cavalry, men) = parties(state, floor);
        // On the gun only the gun clicked is charged; otherwise only the men.
        let (target, guns): (Vec<u32>, Vec<u32>) = if self.target == ChargeTarget::Gun {
            (Vec::new(), floor.selected_gun.into_iter().collect())
        } else {
            (men, Vec::new())
        };
        let charged = if self.target == ChargeTarget::Gun {
            guns.first()
                .map_or_else(|| "no gun clicked".to_string(), |g| format!("gun {g}"))
        } else {
            format!("{} men of {}", target.len(), state.to_move.opponent())
        };
        ui.label(format!(
            "Charging: {} cavalry of {}; charged: {charged}.",
            cavalry.len(),
            state.to_move
        ));
        if let Ok(feet) = charge_gap_feet(state, &cavalry, &target, &guns)
            && feet.is_finite()
        {
            ui.label(format!(
                "Nearest points {feet:.2} ft apart at the start (charging_distance = {}).",
                state.options.charging_distance.id()
            ));
        }
        let on = match self.target {
            ChargeTarget::Infantry | ChargeTarget::RetiringInfantry => ChargeOn::Infantry {
                formation: self.formation,
                retiring: self.target == ChargeTarget::RetiringInfantry,
            },
            ChargeTarget::StillCavalry => ChargeOn::StillCavalry,
            ChargeTarget::Cavalry => ChargeOn::Cavalry,
            ChargeTarget::Gun => ChargeOn::Guns,
        };
        let may = state.phase == Phase::Battle && !cavalry.is_empty();
        let clicked = ui
            .add_enabled(may, egui::Button::new("Apply charge"))
            .clicked();
        if let Some(steps) = last_working(game) {
            ui.label(RichText::new("Working of the last charge:").small());
            for step in steps {
                ui.label(RichText::new(format!("• {step}")).small());
            }
        }
        clicked.then(|| {
            LittleWarsCommand::Charge(ChargeOrder {
                cavalry,
                target,
                guns,
                on,
                contours_down: self.contours_down,
                agreed,
                ..ChargeOrder::default()
            })
        })
    }
}
