//! The umpire's decisions on the Review page: where the draft gives no figure, the umpire
//! decides and the workbench records the decision with its reason as the journaled
//! `RecordDecision`. Weather and ground (reference §12.5; draft L65, L408) and how far one can
//! see at night (§12.2; L1514–1518) are the usual topics, offered as presets. The decisions
//! recorded so far are listed from the journal, sorted by move. Reads the game; returns actions.

use super::troop_action::TroopAction;
use egui::{RichText, Ui};
use kriegsspiel::systems::reisswitz_1815::army::UnitId;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event, Game};

/// The topics offered as presets, each with the draft's lines that leave it to the umpire.
pub const DECISION_PRESETS: [(&str, &str); 2] = [
    (
        "Weather and ground",
        "reference §12.5: the weather, the roads and how hard the ground is; the draft gives no figures (L65, L408)",
    ),
    (
        "Night visibility",
        "reference §12.2: at night the umpire first decides how far one can see (L1514–1518)",
    ),
];

/// The decision being written.
#[derive(Debug, Default)]
pub struct DecisionForm {
    /// What it decides.
    pub topic: String,
    /// The decision.
    pub decision: String,
    /// Why.
    pub reason: String,
    /// The unit it concerns, if any.
    pub unit: Option<UnitId>,
}

/// One decision recorded in the journal.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct RecordedDecision {
    /// The move in which it was recorded.
    pub turn: u32,
    /// What it decides.
    pub topic: String,
    /// The decision and its reason.
    pub decision: String,
    /// The unit it concerns, if any.
    pub unit: Option<UnitId>,
}

/// The decisions recorded in `game`'s journal, sorted by move (then topic).
pub fn recorded_decisions(game: &Game) -> Vec<RecordedDecision> {
    let mut decisions: Vec<RecordedDecision> = game
        .journal()
        .iter()
        .flat_map(|entry| {
            entry.events.iter().filter_map(move |event| match event {
                Event::DecisionRecorded {
                    topic,
                    decision,
                    unit,
                } => Some(RecordedDecision {
                    turn: entry.turn,
                    topic: topic.clone(),
                    decision: decision.clone(),
                    unit: unit.clone(),
                }),
                _ => None,
            })
        })
        .collect();
    decisions.sort();
    decisions
}

/// The decision and its reason in one text, as the command carries them.
fn decision_with_reason(decision: &str, reason: &str) -> String {
    format!("{} — because {}", decision.trim(), reason.trim())
}

/// Draws the form and the decisions recorded so far.
pub fn show_decision_form(ui: &mut Ui, game: &Game, form: &mut DecisionForm) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    ui.separator();
    ui.label(RichText::new("Record a decision").strong());
    ui.label("Where the draft gives no figure the umpire decides; the decision is journaled.");
    ui.horizontal_wrapped(|ui| {
        for (topic, why) in DECISION_PRESETS {
            if ui.button(topic).on_hover_text(why).clicked() {
                form.topic = topic.to_string();
            }
        }
    });
    labelled_field(ui, "Topic", &mut form.topic);
    labelled_field(ui, "Decision", &mut form.decision);
    labelled_field(ui, "Reason", &mut form.reason);
    unit_choice(ui, game, form);
    let missing: Vec<&str> = [
        ("a topic", &form.topic),
        ("a decision", &form.decision),
        ("a reason", &form.reason),
    ]
    .into_iter()
    .filter(|(_, text)| text.trim().is_empty())
    .map(|(name, _)| name)
    .collect();
    let record = ui.add_enabled(missing.is_empty(), egui::Button::new("Record the decision"));
    if !missing.is_empty() {
        ui.label(format!("Still needed: {}.", missing.join(", ")));
    }
    if record.clicked() {
        actions.push(TroopAction::Command(Command::RecordDecision {
            topic: form.topic.trim().to_string(),
            decision: decision_with_reason(&form.decision, &form.reason),
            unit: form.unit.clone(),
        }));
        form.decision.clear();
        form.reason.clear();
    }
    decisions_list(ui, game);
    actions
}

/// A one-line text field with its label beside it (and named by it, for screen readers).
fn labelled_field(ui: &mut Ui, name: &str, text: &mut String) {
    ui.horizontal(|ui| {
        let label = ui.label(name);
        ui.text_edit_singleline(text).labelled_by(label.id);
    });
}

/// The optional unit the decision concerns, chosen among the order of battle's units.
fn unit_choice(ui: &mut Ui, game: &Game, form: &mut DecisionForm) {
    let mut units: Vec<(String, UnitId)> = game
        .state()
        .order_of_battle()
        .units()
        .map(|u| (u.label.clone(), u.id.clone()))
        .collect();
    units.sort();
    let shown = form.unit.as_ref().map_or_else(
        || "No unit".to_string(),
        |id| {
            units
                .iter()
                .find(|(_, u)| u == id)
                .map_or_else(|| id.to_string(), |(label, _)| label.clone())
        },
    );
    egui::ComboBox::from_label("Unit concerned")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut form.unit, None, "No unit");
            for (label, id) in units {
                ui.selectable_value(&mut form.unit, Some(id), label);
            }
        });
}

/// The decisions recorded so far, by move.
fn decisions_list(ui: &mut Ui, game: &Game) {
    let decisions = recorded_decisions(game);
    ui.label(RichText::new(format!("Decisions recorded: {}", decisions.len())).strong());
    for d in decisions {
        let unit = d.unit.map(|u| format!(" ({u})")).unwrap_or_default();
        ui.label(format!(
            "Move {}: {}{unit}: {}",
            d.turn, d.topic, d.decision
        ));
    }
}
