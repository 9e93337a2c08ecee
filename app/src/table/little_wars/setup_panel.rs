//! The put-down's set-up controls: with the curtain off, whose turn it is to put down and
//! "Hand over the put-down" (Wells L229; `curtain` = `off`); with `handicap_dice` = `on`,
//! "Throw handicap dice" and what each side's pair gave back (Wells L375).

use egui::Ui;
use kriegsspiel::systems::little_wars::LittleWarsEvent;
use kriegsspiel::systems::little_wars::game::{
    HANDICAP_MEN, LittleWarsCommand, LittleWarsGame, handicap_thrown, side_putting_down,
};
use kriegsspiel::systems::little_wars::option_readings::HandicapDice;

/// What each side's handicap throw gave, in words, from the journal (sorted as thrown).
fn handicap_words(game: &LittleWarsGame) -> Vec<String> {
    game.journal()
        .entries()
        .iter()
        .flat_map(|e| e.events.iter())
        .filter_map(|e| match e {
            LittleWarsEvent::HandicapThrown {
                side,
                faces,
                taken_back,
                ..
            } => Some(format!(
                "{side} threw {} and {}: takes back {taken_back} of his {HANDICAP_MEN} \
                 (Wells L375).",
                faces[0], faces[1]
            )),
            _ => None,
        })
        .collect()
}

/// Draws the set-up controls for the put-down and returns the commands asked for.
pub fn show(ui: &mut Ui, game: &LittleWarsGame) -> Vec<LittleWarsCommand> {
    let mut out = Vec::new();
    let s = game.state();
    if let Some(side) = side_putting_down(s) {
        ui.label(format!(
            "No curtain: {side} puts down now; the other side then puts down seeing his men \
             (Wells L229)."
        ));
        if !s.put_down_handed_over && ui.button("Hand over the put-down").clicked() {
            out.push(LittleWarsCommand::HandOverPutDown);
        }
    }
    if s.options.handicap_dice == HandicapDice::On {
        if handicap_thrown(s) {
            for line in handicap_words(game) {
                ui.label(line);
            }
        } else {
            ui.label(format!(
                "Handicap: {HANDICAP_MEN} men of each side are left out; each side takes back \
                 as many as his pair of dice shows (Wells L375)."
            ));
            if ui.button("Throw handicap dice").clicked() {
                out.push(LittleWarsCommand::ThrowHandicapDice);
            }
        }
    }
    out
}
