//! The draft's contradictions as the umpire's choices: each named option with its readings,
//! the one in force and the one the workbench ships. A change is a game command, journaled
//! and undoable like any other.

use super::troop_action::TroopAction;
use egui::{RichText, Ui};
use kriegsspiel::systems::reisswitz_1815::game::{Command, Game};

/// Draws the readings; a changed one becomes a `SetOption` command.
pub fn show_rule_readings(ui: &mut Ui, game: &Game, actions: &mut Vec<TroopAction>) {
    ui.label(
        "Where the sources contradict themselves the workbench ships one reading; choose another \
         here. It applies from now on and goes in the journal; casualty tracks keep the readings \
         they were set up with.",
    );
    for option in game.state().ruleset().options.catalogue() {
        ui.separator();
        // The question names the combo box below for screen readers and tests.
        let question = ui.label(RichText::new(option.question).strong());
        let chosen = option
            .choices
            .iter()
            .find(|c| c.id == option.chosen)
            .map_or(option.chosen, |c| c.description);
        let mut picked = option.chosen;
        egui::ComboBox::from_id_salt(("rule_reading", option.id))
            .selected_text(chosen)
            .width(ui.available_width() - 8.0)
            .truncate()
            .show_ui(ui, |ui| {
                // A withdrawn reading stays only so old games load; it is not offered.
                for choice in option.choices.iter().filter(|c| !c.withdrawn) {
                    let text = if choice.id == option.default {
                        format!("{} (the workbench's default)", choice.description)
                    } else {
                        choice.description.to_string()
                    };
                    ui.selectable_value(&mut picked, choice.id, text);
                }
            })
            .response
            .labelled_by(question.id);
        if picked != option.chosen {
            actions.push(TroopAction::Command(Command::SetOption {
                id: option.id.to_string(),
                reading: picked.to_string(),
            }));
        }
    }
}
