//! The "Bridges and crossings" worksheet on the Troops page (reference §12.3, §12.7): the time a
//! bridge, obstacles or a strengthened position take, with the working and what the umpire
//! decides; boats and swimming; a button that starts the work as a journaled command; and the
//! works under way. The form's settings live in egui's memory, so the page stays read-only.

use super::troop_action::TroopAction;
use super::troop_session::TroopSession;
use egui::{DragValue, RichText, Ui};
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::calc::boat_crossing::{
    BoatCrossingInput, CrossingArm, CurrentDirection, boat_crossing, swim,
};
use kriegsspiel::systems::reisswitz_1815::calc::bridge_work::{
    BridgeTraffic, DestroyMethod, FireOnSite, RepairKind, TrestleMaterial,
};
use kriegsspiel::systems::reisswitz_1815::calc::entrenchment::Entrenchment;
use kriegsspiel::systems::reisswitz_1815::calc::working_step::WorkingStep;
use kriegsspiel::systems::reisswitz_1815::calc::works::Work;
use kriegsspiel::systems::reisswitz_1815::game::Command;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// The kinds of work the worksheet offers, in the order shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum WorkChoice {
    /// A pontoon bridge.
    #[default]
    Pontoon,
    /// A floating bridge.
    Floating,
    /// A trestle bridge.
    Trestle,
    /// Taking up pontoons.
    TakeUp,
    /// Destroying a bridge.
    Destroy,
    /// Repairing a bridge.
    Repair,
    /// Making obstacles.
    MakeObstacles,
    /// Clearing obstacles.
    ClearObstacles,
    /// Strengthening a position.
    Entrench,
}

impl WorkChoice {
    const ALL: [(Self, &'static str); 9] = [
        (Self::Pontoon, "Pontoon bridge"),
        (Self::Floating, "Floating bridge"),
        (Self::Trestle, "Trestle bridge"),
        (Self::TakeUp, "Take up pontoons"),
        (Self::Destroy, "Destroy a bridge"),
        (Self::Repair, "Repair a bridge"),
        (Self::MakeObstacles, "Make obstacles"),
        (Self::ClearObstacles, "Clear obstacles"),
        (Self::Entrench, "Strengthen a position"),
    ];
}

/// What the umpire has set on the worksheet.
#[derive(Debug, Clone, PartialEq)]
pub struct CrossingsForm {
    /// Which work.
    pub choice: WorkChoice,
    /// Length in feet or paces (or pontoons).
    pub length: u32,
    /// Fire on the site.
    pub fire: FireOnSite,
    /// Pontoons already in the water.
    pub in_water: bool,
    /// A floating bridge's traffic.
    pub traffic: BridgeTraffic,
    /// A rapid current or material from afar.
    pub rapid_or_far: bool,
    /// The umpire's factor, as typed.
    pub factor: String,
    /// A trestle bridge's material.
    pub material: TrestleMaterial,
    /// How a bridge is destroyed.
    pub method: DestroyMethod,
    /// Timed to the moment.
    pub timed: bool,
    /// What is repaired.
    pub repair: RepairKind,
    /// Which strengthening.
    pub entrench: Entrenchment,
    /// The umpire's duration in turns, as typed.
    pub umpire_turns: String,
    /// The umpire's reason.
    pub reason: String,
    /// Boats: what is carried.
    pub arm: CrossingArm,
    /// Boats: how many.
    pub count: u32,
    /// Boats: the craft's id.
    pub craft: &'static str,
    /// Boats: how many craft.
    pub craft_count: u32,
    /// Boats: paces each way.
    pub distance: f64,
    /// Boats: which way loaded.
    pub current: CurrentDirection,
    /// Swimming: the water's width.
    pub width: f64,
}

impl Default for CrossingsForm {
    fn default() -> Self {
        Self {
            choice: WorkChoice::Pontoon,
            length: 50,
            fire: FireOnSite::None,
            in_water: false,
            traffic: BridgeTraffic::AllArms,
            rapid_or_far: false,
            factor: String::new(),
            material: TrestleMaterial::OnSite,
            method: DestroyMethod::BlowUp,
            timed: false,
            repair: RepairKind::StonePile,
            entrench: Entrenchment::HastyFieldworks,
            umpire_turns: String::new(),
            reason: String::new(),
            arm: CrossingArm::Infantry,
            count: 900,
            craft: "ferry",
            craft_count: 1,
            distance: 150.0,
            current: CurrentDirection::Across,
            width: 100.0,
        }
    }
}

impl CrossingsForm {
    /// The work the form describes, or why it cannot.
    pub fn work(&self) -> Result<Work, String> {
        let factor = match self.factor.trim() {
            "" => None,
            t => Some(
                t.parse::<f64>()
                    .map_err(|_| format!("“{t}” is not a factor: type a number such as 1.5"))?,
            ),
        };
        Ok(match self.choice {
            WorkChoice::Pontoon => Work::PontoonBridge {
                feet: self.length,
                fire: self.fire,
                in_water: self.in_water,
            },
            WorkChoice::Floating => Work::FloatingBridge {
                paces: self.length,
                traffic: self.traffic,
                rapid_or_far: self.rapid_or_far,
                umpire_factor: factor,
                fire: self.fire,
            },
            WorkChoice::Trestle => Work::TrestleBridge {
                feet: self.length,
                material: self.material,
                fire: self.fire,
            },
            WorkChoice::TakeUp => Work::TakeUpPontoons {
                pontoons: self.length,
            },
            WorkChoice::Destroy => Work::DestroyBridge {
                method: self.method,
                timed: self.timed,
                paces: self.length,
            },
            WorkChoice::Repair => Work::RepairBridge {
                kind: self.repair,
                paces: self.length,
            },
            WorkChoice::MakeObstacles => Work::MakeObstacles,
            WorkChoice::ClearObstacles => Work::ClearObstacles,
            WorkChoice::Entrench => Work::Entrench {
                kind: self.entrench,
            },
        })
    }

    /// The umpire's duration typed, or why it is not a number of turns.
    fn typed_turns(&self) -> Result<Option<u32>, String> {
        match self.umpire_turns.trim() {
            "" => Ok(None),
            t => t
                .parse::<u32>()
                .ok()
                .filter(|n| *n > 0)
                .map(Some)
                .ok_or_else(|| format!("“{t}” is not a whole number of turns from 1 up")),
        }
    }
}

fn choose<T: PartialEq + Copy>(ui: &mut Ui, value: &mut T, options: &[(T, &str)]) {
    ui.horizontal_wrapped(|ui| {
        for (option, text) in options {
            ui.selectable_value(value, *option, *text);
        }
    });
}

fn steps(ui: &mut Ui, steps: &[WorkingStep]) {
    for step in steps {
        ui.label(format!("• {}  [{}]", step.text, step.source));
    }
}

fn warn(ui: &mut Ui, text: impl Into<String>) {
    ui.colored_label(ui.visuals().warn_fg_color, text.into());
}

/// The settings that the chosen work depends on.
fn work_settings(ui: &mut Ui, form: &mut CrossingsForm) {
    choose(ui, &mut form.choice, &WorkChoice::ALL);
    let length_label = match form.choice {
        WorkChoice::Pontoon | WorkChoice::Trestle => Some("Length (feet)"),
        WorkChoice::TakeUp => Some("Pontoons"),
        WorkChoice::Floating | WorkChoice::Destroy => Some("Length (paces)"),
        WorkChoice::Repair if form.repair == RepairKind::WoodenPlanking => Some("Length (paces)"),
        _ => None,
    };
    if let Some(label) = length_label {
        ui.horizontal(|ui| {
            let l = ui.label(label);
            ui.add(DragValue::new(&mut form.length).range(1..=10_000))
                .labelled_by(l.id);
        });
    }
    if matches!(
        form.choice,
        WorkChoice::Pontoon | WorkChoice::Floating | WorkChoice::Trestle
    ) {
        choose(
            ui,
            &mut form.fire,
            &[
                (FireOnSite::None, "No fire"),
                (FireOnSite::Ball, "Under ball"),
                (FireOnSite::Canister, "Under canister"),
            ],
        );
    }
    match form.choice {
        WorkChoice::Pontoon => {
            ui.checkbox(&mut form.in_water, "Pontoons already in the water");
        }
        WorkChoice::Floating => {
            choose(
                ui,
                &mut form.traffic,
                &[
                    (BridgeTraffic::InfantryOnly, "For infantry only"),
                    (BridgeTraffic::AllArms, "For cavalry or artillery"),
                ],
            );
            ui.checkbox(
                &mut form.rapid_or_far,
                "Rapid current or material from afar",
            );
            ui.horizontal(|ui| {
                let l = ui.label("Umpire's factor (blank: none)");
                ui.text_edit_singleline(&mut form.factor).labelled_by(l.id);
            });
        }
        WorkChoice::Trestle => choose(
            ui,
            &mut form.material,
            &[
                (TrestleMaterial::OnSite, "Trestles on site"),
                (TrestleMaterial::Sappers, "Sappers gather material"),
                (TrestleMaterial::Carpenters, "Carpenters only"),
            ],
        ),
        WorkChoice::Destroy => {
            choose(
                ui,
                &mut form.method,
                &[
                    (DestroyMethod::BlowUp, "Blow up"),
                    (DestroyMethod::Burn, "Burn"),
                    (DestroyMethod::TearUpPlanking, "Tear up the planking"),
                    (DestroyMethod::TakeToOneBank, "Take to one bank"),
                ],
            );
            ui.checkbox(&mut form.timed, "Timed to the moment");
        }
        WorkChoice::Repair => choose(
            ui,
            &mut form.repair,
            &[
                (RepairKind::StonePile, "A stone bridge's pile"),
                (RepairKind::WoodenPlanking, "A wooden bridge's planking"),
            ],
        ),
        WorkChoice::Entrench => choose(
            ui,
            &mut form.entrench,
            &[
                (Entrenchment::HastyFieldworks, "Hasty fieldworks"),
                (Entrenchment::FullFieldworks, "Complete fieldworks"),
                (Entrenchment::BarricadeDefile, "Barricade a defile"),
                (Entrenchment::StrengthenVillage, "Strengthen a village"),
                (Entrenchment::BurstDam, "Burst a dam"),
            ],
        ),
        _ => {}
    }
}

/// The chosen work's time and working, the umpire's fields, and the start button.
fn work_answer(
    ui: &mut Ui,
    rules: &Ruleset,
    troops: &TroopSession,
    form: &mut CrossingsForm,
    actions: &mut Vec<TroopAction>,
) {
    let estimate = form
        .work()
        .and_then(|w| w.estimate(rules).map(|e| (w, e)).map_err(|e| e.to_string()));
    let (work, estimate) = match estimate {
        Ok(found) => found,
        Err(e) => {
            warn(ui, format!("Refused: {e}"));
            return;
        }
    };
    ui.label(RichText::new(format!("Time: {}", estimate.time)).strong());
    steps(ui, &estimate.steps);
    if !estimate.umpire_decisions.is_empty() {
        ui.label("The umpire decides:");
        steps(ui, &estimate.umpire_decisions);
    }
    ui.horizontal(|ui| {
        let l = ui.label("Umpire's duration in turns");
        ui.text_edit_singleline(&mut form.umpire_turns)
            .labelled_by(l.id);
    });
    ui.horizontal(|ui| {
        let l = ui.label("Umpire's reason");
        ui.text_edit_singleline(&mut form.reason).labelled_by(l.id);
    });
    let unit = (troops.selected.len() == 1)
        .then(|| troops.selected.iter().next().cloned())
        .flatten();
    let hover = if unit.is_some() {
        "Start it now, done by the selected unit; the clock reports it finished"
    } else {
        "Start it now (select one unit to name who does it); the clock reports it finished"
    };
    if ui.button("Start the work").on_hover_text(hover).clicked() {
        match form.typed_turns() {
            Ok(umpire_turns) => {
                let reason = form.reason.trim();
                actions.push(TroopAction::Command(Command::StartWork {
                    work,
                    unit,
                    place: None,
                    umpire_turns,
                    reason: (!reason.is_empty()).then(|| reason.to_string()),
                }));
            }
            Err(e) => actions.push(TroopAction::Refuse(format!("{e}. Nothing was changed."))),
        }
    }
}

/// Boats and swimming: loads, trips and moves.
fn crossings(ui: &mut Ui, rules: &Ruleset, form: &mut CrossingsForm) {
    ui.label(RichText::new("Boats").strong());
    choose(
        ui,
        &mut form.arm,
        &[
            (CrossingArm::Infantry, "Carry infantry"),
            (CrossingArm::Cavalry, "Carry cavalry"),
            (CrossingArm::Guns, "Carry guns"),
        ],
    );
    let crafts: Vec<(&'static str, &str)> = vec![
        ("ferry", "Ferry"),
        ("small_boat", "Small boat"),
        ("double_pontoon", "Double pontoon"),
    ];
    choose(ui, &mut form.craft, &crafts);
    let field = |ui: &mut Ui, label: &str, value: &mut u32| {
        ui.horizontal(|ui| {
            let l = ui.label(label);
            ui.add(DragValue::new(value).range(1..=100_000))
                .labelled_by(l.id);
        });
    };
    field(ui, "Men, riders or guns", &mut form.count);
    field(ui, "Craft", &mut form.craft_count);
    ui.horizontal(|ui| {
        let l = ui.label("Distance each way (paces)");
        ui.add(DragValue::new(&mut form.distance).range(1.0..=10_000.0))
            .labelled_by(l.id);
    });
    choose(
        ui,
        &mut form.current,
        &[
            (CurrentDirection::Downstream, "Downstream"),
            (CurrentDirection::Upstream, "Upstream"),
            (CurrentDirection::Across, "Across the current"),
        ],
    );
    let input = BoatCrossingInput {
        arm: form.arm,
        count: form.count,
        craft: form.craft.to_string(),
        craft_available: form.craft_count,
        distance_paces: form.distance,
        direction: form.current,
    };
    match boat_crossing(rules, &input) {
        Ok(b) => {
            ui.label(format!(
                "Boats: {} of {}, {} for each craft, {} on the water",
                counted(b.loads, "load"),
                b.per_load,
                counted(b.trips, "trip"),
                counted(b.moves_on_water, "move")
            ));
            steps(ui, &b.steps);
            steps(ui, &b.umpire_decisions);
        }
        Err(e) => warn(ui, format!("Refused: {e}")),
    }
    ui.label(RichText::new("Swimming").strong());
    ui.horizontal(|ui| {
        let l = ui.label("Water width (paces)");
        ui.add(DragValue::new(&mut form.width).range(1.0..=10_000.0))
            .labelled_by(l.id);
    });
    match swim(rules, form.width) {
        Ok(s) => {
            ui.label(format!(
                "Swimming: {} in all, {} in the water",
                counted(s.moves, "move"),
                s.swimming_moves
            ));
            steps(ui, &s.steps);
        }
        Err(e) => warn(ui, format!("Refused: {e}")),
    }
}

/// Draws the worksheet; returns what the umpire asked for (a work started).
pub fn show_crossings_worksheet(ui: &mut Ui, troops: &TroopSession) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    let id = ui.make_persistent_id("crossings_worksheet");
    let mut form: CrossingsForm = ui.data_mut(|d| d.get_temp(id)).unwrap_or_default();
    let state = troops.game.state();
    let rules = state.ruleset();
    work_settings(ui, &mut form);
    work_answer(ui, rules, troops, &mut form, &mut actions);
    ui.separator();
    crossings(ui, rules, &mut form);
    ui.separator();
    ui.label(RichText::new("Works under way").strong());
    let mut any = false;
    for work in state.works().under_way() {
        any = true;
        ui.horizontal_wrapped(|ui| {
            ui.label(format!(
                "Work {}: {}, finished at turn {}",
                work.id, work.description, work.done_turn
            ));
            if ui
                .small_button(format!("Abandon work {}", work.id))
                .on_hover_text("Take it off, with the umpire's reason typed above")
                .clicked()
            {
                let reason = form.reason.trim();
                actions.push(if reason.is_empty() {
                    TroopAction::Refuse(
                        "Type the umpire's reason for abandoning the work first. Nothing was changed."
                            .into(),
                    )
                } else {
                    TroopAction::Command(Command::AbandonWork {
                        work: work.id,
                        reason: reason.to_string(),
                    })
                });
            }
        });
    }
    if !any {
        ui.label("No work under way.");
    }
    ui.data_mut(|d| d.insert_temp(id, form));
    actions
}
