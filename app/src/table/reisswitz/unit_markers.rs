//! The unit panel's markers section: a button for each marker the umpire may put on the
//! selected unit (beaten, shaken, under canister fire, out of ammunition), when a beaten unit
//! rallies, and a button to clear each marker it carries.

use super::troop_action::TroopAction;
use egui::{RichText, Ui};
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::army::UnitId;
use kriegsspiel::systems::reisswitz_1815::game::{
    Command, Marker, MarkerKind, Markers, ShakenDegree,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::DefeatLetter;

/// The "Markers" heading over the buttons that set a marker, the rally countdown and the
/// buttons that clear the markers the unit carries (`markers`, read at turn `now`).
pub fn show_markers_section(
    ui: &mut Ui,
    id: &UnitId,
    markers: &Markers,
    now: u32,
    actions: &mut Vec<TroopAction>,
) {
    ui.label(RichText::new("Markers").strong());
    show_set_marker_buttons(ui, id, actions);
    show_clear_marker_buttons(ui, id, markers, now, actions);
}

/// One button for each marker the umpire may put on the unit: the three defeat letters, the
/// two degrees of shaken, canister fire and no ammunition.
fn show_set_marker_buttons(ui: &mut Ui, id: &UnitId, actions: &mut Vec<TroopAction>) {
    ui.horizontal_wrapped(|ui| {
        let set = [
            (
                "Repulsed",
                Marker::Beaten {
                    letter: DefeatLetter::R,
                },
            ),
            (
                "Defeated",
                Marker::Beaten {
                    letter: DefeatLetter::D,
                },
            ),
            (
                "Totally defeated",
                Marker::Beaten {
                    letter: DefeatLetter::T,
                },
            ),
            (
                "Slightly shaken",
                Marker::Shaken {
                    degree: ShakenDegree::Slightly,
                },
            ),
            (
                "Badly shaken",
                Marker::Shaken {
                    degree: ShakenDegree::Badly,
                },
            ),
            ("Under canister fire", Marker::UnderCanister),
            ("Out of ammunition", Marker::OutOfAmmunition),
        ];
        for (text, marker) in set {
            if ui.small_button(text).clicked() {
                actions.push(TroopAction::Command(Command::SetMarker {
                    unit: id.clone(),
                    marker,
                }));
            }
        }
    });
}

/// The markers the unit carries: when a beaten unit may defend and attack again (counted from
/// turn `now`), and a "Clear" button for each marker present.
fn show_clear_marker_buttons(
    ui: &mut Ui,
    id: &UnitId,
    markers: &Markers,
    now: u32,
    actions: &mut Vec<TroopAction>,
) {
    let mut present: Vec<MarkerKind> = Vec::new();
    if markers.beaten.is_some() {
        present.push(MarkerKind::Beaten);
    }
    if markers.shaken.is_some() {
        present.push(MarkerKind::Shaken);
    }
    if markers.canister.is_some() {
        present.push(MarkerKind::UnderCanister);
    }
    if markers.out_of_ammunition {
        present.push(MarkerKind::OutOfAmmunition);
    }
    if let Some((defend, attack)) = markers.turns_until_rallied(now) {
        ui.label(format!(
            "Rallied: can defend in {}, attack in {}.",
            counted(defend, "turn"),
            counted(attack, "turn")
        ));
    }
    ui.horizontal_wrapped(|ui| {
        for kind in present {
            if ui.small_button(format!("Clear {kind}")).clicked() {
                actions.push(TroopAction::Command(Command::ClearMarker {
                    unit: id.clone(),
                    kind,
                }));
            }
        }
    });
}
