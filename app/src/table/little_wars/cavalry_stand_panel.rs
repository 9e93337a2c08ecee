//! Cavalry facing cavalry at the table (Wells L828, L832, L639-L640; rules version 3 in the
//! Kriegspiel mode): which of the side to move's cavalry must dismount, charge or retire this
//! move, which of the enemy's stood still and mounted (so are charged as still cavalry), and
//! the buttons that dismount or mount the selected cavalry, each the man's whole move.

use super::floor_view::FloorView;
use egui::{RichText, Ui};
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::game::{BattleState, CAVALRY_ANSWER_VERSION, Phase};

/// Ids as the umpire reads them: "3, 4 and 7".
fn listed(ids: &[u32]) -> String {
    let words: Vec<String> = ids.iter().map(u32::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => words.concat(),
    }
}

/// The selected cavalry of the side to move, armed, split into those mounted and those on foot.
fn selected_cavalry(state: &BattleState, floor: &FloorView) -> (Vec<u32>, Vec<u32>) {
    let stand = &state.cavalry_stand;
    floor
        .selected
        .iter()
        .filter_map(|id| state.figure(*id).ok())
        .filter(|f| f.side == state.to_move && f.arm == Arm::Cavalry && f.is_armed())
        .map(|f| f.id)
        .partition(|id| !stand.is_dismounted(*id))
}

/// Draws the cavalry's stand; returns Dismount or Mount for the selected cavalry when clicked.
/// Nothing is drawn for a battle played by rules older than version 3.
pub fn show(ui: &mut Ui, state: &BattleState, floor: &FloorView) -> Option<LittleWarsCommand> {
    if state.rules_version < CAVALRY_ANSWER_VERSION || state.phase != Phase::Battle {
        return None;
    }
    ui.label(RichText::new("Cavalry facing cavalry").strong());
    let stand = &state.cavalry_stand;
    let bound = stand.bound_to_answer();
    if bound.is_empty() {
        ui.label(
            RichText::new(format!(
                "None of {}'s cavalry is bound to answer the enemy's cavalry this move.",
                state.to_move
            ))
            .small(),
        );
    } else {
        ui.label(format!(
            "{}'s cavalry {} stood within charging distance of the enemy's cavalry when its \
             move ended: each must dismount, charge or retire this move, or be charged as \
             still cavalry (Wells L828).",
            state.to_move,
            listed(&bound)
        ));
    }
    let enemy = state.to_move.opponent();
    let still: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| f.side == enemy && stand.stood_still(f.id) && f.is_armed())
        .map(|f| f.id)
        .collect();
    if !still.is_empty() {
        ui.label(format!(
            "{enemy}'s cavalry {} stood still and mounted on its last move: charge them \
             \"On still cavalry\" (Wells L828).",
            listed(&still)
        ));
    }
    let (mounted, on_foot) = selected_cavalry(state, floor);
    let mut command = None;
    ui.horizontal_wrapped(|ui| {
        let dismount = ui
            .add_enabled(
                !mounted.is_empty(),
                egui::Button::new(format!("Dismount selected ({})", mounted.len())),
            )
            .on_hover_text("Takes each man's move (Wells L640); on foot he is charged as infantry in extended order (Wells L832).");
        if dismount.clicked() {
            command = Some(LittleWarsCommand::Dismount { figures: mounted });
        }
        let mount = ui
            .add_enabled(
                !on_foot.is_empty(),
                egui::Button::new(format!("Mount selected ({})", on_foot.len())),
            )
            .on_hover_text("Takes each man's move (Wells L639).");
        if mount.clicked() {
            command = Some(LittleWarsCommand::Mount { figures: on_foot });
        }
    });
    command
}
