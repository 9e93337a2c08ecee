//! The small worksheets under the melee page, each worked as the umpire sets it: cavalry
//! waves against infantry, unequal squadrons, a stronghold, debouching from a defile, and the
//! tests thrown outside a melee (canister morale, surprise …) with a throw from the game's
//! dice (Section 4; Appendix Three; reference §6).

use super::troop_action::TroopAction;
use egui::{DragValue, RichText, Ui};
use kriegsspiel::systems::reisswitz_1815::calc::{
    CombatStep, DefileWorksheet, InfantryMass, SquadronsWorksheet, StrongholdInput,
    StrongholdWorksheet, TestWorksheet, WavesWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    DefenceClass, DefileBattery, InfantryShock, Ruleset, TroopCondition,
};

/// What the umpire has set on the small worksheets.
#[derive(Debug, Clone, PartialEq)]
pub struct SmallWorksheets {
    /// Waves: attacking squadrons.
    pub wave_squadrons: u32,
    /// Waves: the infantry's state.
    pub shock: InfantryShock,
    /// Waves: battalions in the mass (0: a half-battalion square).
    pub mass_battalions: u32,
    /// Squadrons: the attacker's first line.
    pub attacker_squadrons: u32,
    /// Squadrons: the defender's first line.
    pub defender_squadrons: u32,
    /// Stronghold: how strong.
    pub defence: DefenceClass,
    /// Stronghold: moves the defenders have held it.
    pub held_moves: u32,
    /// Stronghold: the attackers are tired.
    pub tired: bool,
    /// Stronghold: which attack this is.
    pub attack: u32,
    /// Stronghold: the defenders are a third or more short.
    pub defenders_short: bool,
    /// Stronghold: quarters the attackers are short (0–3).
    pub quarters_short: u32,
    /// Defile: the battery covering it.
    pub battery: DefileBattery,
    /// Defile: paces from the battery.
    pub defile_paces: f64,
    /// Defile: the battery fires with good effect.
    pub defile_good: bool,
    /// Tests: which test.
    pub test: String,
    /// Tests: favoured ÷ other strength, as typed (only some tests need it).
    pub ratio: String,
    /// Tests: the last throw's result.
    pub test_last: Vec<String>,
}

impl Default for SmallWorksheets {
    fn default() -> Self {
        Self {
            wave_squadrons: 4,
            shock: InfantryShock::Unshaken,
            mass_battalions: 1,
            attacker_squadrons: 4,
            defender_squadrons: 4,
            defence: DefenceClass::Light,
            held_moves: 2,
            tired: false,
            attack: 1,
            defenders_short: false,
            quarters_short: 0,
            battery: DefileBattery::SixPounder,
            defile_paces: 600.0,
            defile_good: true,
            test: String::new(),
            ratio: String::new(),
            test_last: Vec::new(),
        }
    }
}

/// A labelled whole-number field.
fn count(ui: &mut Ui, label: &str, value: &mut u32, range: std::ops::RangeInclusive<u32>) {
    ui.horizontal(|ui| {
        let l = ui.label(label);
        ui.add(DragValue::new(value).range(range)).labelled_by(l.id);
    });
}

/// The steps of a worked sheet, or the reason it cannot be worked.
fn steps(ui: &mut Ui, worked: Result<Vec<CombatStep>, String>) {
    match worked {
        Ok(steps) => {
            for step in steps {
                ui.label(step.to_string());
            }
        }
        Err(e) => {
            ui.colored_label(ui.visuals().warn_fg_color, e);
        }
    }
}

/// The test's favoured ÷ other strength typed in the form: `None` when empty, the reason when
/// it is not a positive number.
pub fn typed_ratio(text: &str) -> Result<Option<f64>, String> {
    match text.trim() {
        "" => Ok(None),
        t => t
            .parse::<f64>()
            .ok()
            .filter(|r| r.is_finite() && *r > 0.0)
            .map(Some)
            .ok_or_else(|| format!("“{t}” is not a strength ratio: type a number above 0")),
    }
}

/// Draws the small worksheets; returns what the umpire asked for (a test throw).
pub fn show_small_worksheets(
    ui: &mut Ui,
    rules: &Ruleset,
    form: &mut SmallWorksheets,
) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    ui.label(RichText::new("Small worksheets").strong());
    egui::CollapsingHeader::new("Cavalry waves against infantry")
        .show(ui, |ui| show_waves_sheet(ui, rules, form));
    egui::CollapsingHeader::new("Unequal squadrons (cavalry against cavalry)")
        .show(ui, |ui| show_squadrons_sheet(ui, rules, form));
    egui::CollapsingHeader::new("Attack on a stronghold")
        .show(ui, |ui| show_stronghold_sheet(ui, rules, form));
    egui::CollapsingHeader::new("Debouching from a defile")
        .show(ui, |ui| show_defile_sheet(ui, rules, form));
    egui::CollapsingHeader::new("Tests (canister morale, surprise …)")
        .show(ui, |ui| show_test_sheet(ui, rules, form, &mut actions));
    actions
}

/// Cavalry waves against infantry: the squadrons attacking, the infantry's state and the
/// battalions in its mass, then the worked steps.
fn show_waves_sheet(ui: &mut Ui, rules: &Ruleset, form: &mut SmallWorksheets) {
    count(ui, "Attacking squadrons", &mut form.wave_squadrons, 1..=64);
    ui.horizontal(|ui| {
        ui.radio_value(&mut form.shock, InfantryShock::Unshaken, "Unshaken");
        ui.radio_value(&mut form.shock, InfantryShock::Shaken, "Shaken");
        ui.radio_value(&mut form.shock, InfantryShock::BadlyShaken, "Badly shaken");
    });
    count(
        ui,
        "Battalions in the mass (0: a half-battalion square)",
        &mut form.mass_battalions,
        0..=6,
    );
    let mass = match form.mass_battalions {
        0 => InfantryMass::HalfBattalion,
        n => InfantryMass::Battalions(n),
    };
    steps(
        ui,
        WavesWorksheet::compute(rules, form.wave_squadrons, form.shock, mass)
            .map(|w| w.steps)
            .map_err(|e| e.to_string()),
    );
}

/// Unequal squadrons: each side's squadrons in the first line, then the worked steps.
fn show_squadrons_sheet(ui: &mut Ui, rules: &Ruleset, form: &mut SmallWorksheets) {
    count(
        ui,
        "Attacker's squadrons",
        &mut form.attacker_squadrons,
        1..=64,
    );
    count(
        ui,
        "Defender's squadrons",
        &mut form.defender_squadrons,
        1..=64,
    );
    steps(
        ui,
        SquadronsWorksheet::compute(rules, form.attacker_squadrons, form.defender_squadrons)
            .map(|w| w.steps)
            .map_err(|e| e.to_string()),
    );
}

/// The attack on a stronghold: how strong it is, how long it has been held, the attackers'
/// state and which attack this is, either side short of troops, then the worked steps.
fn show_stronghold_sheet(ui: &mut Ui, rules: &Ruleset, form: &mut SmallWorksheets) {
    ui.horizontal(|ui| {
        ui.radio_value(&mut form.defence, DefenceClass::Light, "Light");
        ui.radio_value(&mut form.defence, DefenceClass::Strong, "Strong");
        ui.radio_value(&mut form.defence, DefenceClass::Fortified, "Fortified");
    });
    count(
        ui,
        "Moves the defenders have held it",
        &mut form.held_moves,
        0..=99,
    );
    ui.checkbox(&mut form.tired, "The attackers are tired");
    count(ui, "Which attack (1: the first)", &mut form.attack, 1..=9);
    ui.checkbox(
        &mut form.defenders_short,
        "The defenders are a third or more short of the troops needed",
    );
    count(
        ui,
        "Quarters the attackers fall short",
        &mut form.quarters_short,
        0..=3,
    );
    let input = StrongholdInput {
        class: form.defence,
        held_two_moves: form.held_moves >= 2,
        troops: if form.tired {
            TroopCondition::Tired
        } else {
            TroopCondition::Fresh
        },
        attack: form.attack,
        defenders_under_strength: form.defenders_short,
        attacker_quarters_short: form.quarters_short,
    };
    steps(
        ui,
        StrongholdWorksheet::compute(rules, &input)
            .map(|w| w.steps)
            .map_err(|e| e.to_string()),
    );
}

/// Debouching from a defile: the battery covering it, its distance and whether it fires with
/// good effect, then the worked steps.
fn show_defile_sheet(ui: &mut Ui, rules: &Ruleset, form: &mut SmallWorksheets) {
    ui.horizontal_wrapped(|ui| {
        for (battery, name) in [
            (DefileBattery::HalfSixPounder, "Half 6-pdr battery"),
            (DefileBattery::SixPounder, "6-pdr battery"),
            (DefileBattery::HalfTwelvePounder, "Half 12-pdr battery"),
            (DefileBattery::TwelvePounder, "12-pdr battery"),
        ] {
            ui.radio_value(&mut form.battery, battery, name);
        }
    });
    ui.horizontal(|ui| {
        let l = ui.label("Paces from the battery");
        ui.add(DragValue::new(&mut form.defile_paces).range(0.0..=5000.0))
            .labelled_by(l.id);
    });
    ui.checkbox(&mut form.defile_good, "The battery fires with good effect");
    steps(
        ui,
        DefileWorksheet::compute(rules, form.battery, form.defile_paces, form.defile_good)
            .map(|w| w.steps)
            .map_err(|e| e.to_string()),
    );
}

/// The tests thrown outside a melee: the test chosen (the rules' first until one is), the
/// strength ratio where it needs one, the worked steps, "Throw the test" when the test is
/// thrown, and the last throw's result.
fn show_test_sheet(
    ui: &mut Ui,
    rules: &Ruleset,
    form: &mut SmallWorksheets,
    actions: &mut Vec<TroopAction>,
) {
    if form.test.is_empty()
        && let Some(first) = rules.combat.tests.first()
    {
        form.test = first.id.clone();
    }
    let chosen = rules.combat.tests.iter().find(|t| t.id == form.test);
    let l = ui.label("Test");
    egui::ComboBox::from_id_salt("small_test")
        .selected_text(chosen.map_or_else(|| form.test.clone(), |t| t.condition.clone()))
        .width(ui.available_width() - 8.0)
        .truncate()
        .show_ui(ui, |ui| {
            for t in &rules.combat.tests {
                ui.selectable_value(&mut form.test, t.id.clone(), &t.condition);
            }
        })
        .response
        .labelled_by(l.id);
    ui.horizontal(|ui| {
        let l = ui.label("Strength ratio, favoured ÷ other (where the test needs it)");
        ui.add(egui::TextEdit::singleline(&mut form.ratio).desired_width(50.0))
            .labelled_by(l.id);
    });
    let worked = typed_ratio(&form.ratio)
        .and_then(|r| TestWorksheet::compute(rules, &form.test, r).map_err(|e| e.to_string()));
    let thrown = worked.as_ref().is_ok_and(|w| w.thrown);
    steps(ui, worked.map(|w| w.steps));
    if ui
        .add_enabled(thrown, egui::Button::new("Throw the test"))
        .on_hover_text("Throw the test's die from the game's box; the throw is journaled")
        .clicked()
    {
        actions.push(TroopAction::ThrowTest);
    }
    for line in &form.test_last {
        ui.label(line);
    }
}
