//! The charge's question on the Melee page (reference §12.11): the umpire declares the attack
//! of the first attacker on each defender; the defender's side is asked to accept or retire (a
//! battery's owner: the guns stay or withdraw); its answer goes to the engine as a journaled
//! command, and the consequences come back with their sources. Reads the game; returns actions.

use super::melee_form::MeleeForm;
use super::troop_action::TroopAction;
use egui::{RichText, Ui};
use kriegsspiel::systems::reisswitz_1815::army::UnitId;
use kriegsspiel::systems::reisswitz_1815::calc::charge_answer::{
    AttackAnswer, AttackedParty, HorseGunsChoice,
};
use kriegsspiel::systems::reisswitz_1815::game::{
    Command, Event, Game, attack_question, attacked_party,
};
use strum::VariantArray;

/// The unit's label, or its id where the order of battle has none.
fn label(game: &Game, id: &UnitId) -> String {
    game.state()
        .unit(id)
        .map_or_else(|_| id.to_string(), |(u, _)| u.label.clone())
}

/// The button's words for an answer of `party`.
fn answer_label(party: AttackedParty, answer: AttackAnswer) -> &'static str {
    match (party, answer) {
        (AttackedParty::Battery, AttackAnswer::Stand) => "The guns stay",
        (AttackedParty::Battery, _) => "The guns withdraw",
        _ => answer.description(),
    }
}

/// Draws the declaration, the questions waiting for an answer and the last answer's working.
pub fn show_charge_question(ui: &mut Ui, game: &Game, form: &mut MeleeForm) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    ui.separator();
    ui.label(RichText::new("Accept or retire (reference §12.11)").strong());
    let pending = game.state().declared_attacks();
    let undeclared: Vec<&UnitId> = form
        .defenders
        .iter()
        .filter(|d| !pending.contains_key(*d))
        .collect();
    if let Some(attacker) = form.attackers.first()
        && ui
            .add_enabled(
                !undeclared.is_empty(),
                egui::Button::new("Declare the attack"),
            )
            .on_hover_text(
                "The attacker says what it attacks; the defender answers before any die (L786–790)",
            )
            .clicked()
    {
        actions.extend(undeclared.iter().map(|target| {
            TroopAction::Command(Command::DeclareAttack {
                attacker: attacker.clone(),
                target: (*target).clone(),
            })
        }));
    }
    for (defender, declared) in pending {
        let Ok((unit, _)) = game.state().unit(defender) else {
            continue;
        };
        let party = attacked_party(unit);
        let (question, source) = attack_question(party);
        ui.label(format!(
            "{} attacks {}: {question} [{source}]",
            label(game, &declared.attacker),
            unit.label
        ));
        if party == AttackedParty::Cavalry {
            ui.radio_value(&mut form.horse_guns, None, "No horse guns");
            for &choice in HorseGunsChoice::VARIANTS {
                ui.radio_value(&mut form.horse_guns, Some(choice), choice.description());
            }
        }
        // One button a line, so each stays inside a narrow page.
        for &answer in AttackAnswer::VARIANTS {
            if party == AttackedParty::Battery && answer == AttackAnswer::CounterCharge {
                continue;
            }
            if ui.button(answer_label(party, answer)).clicked() {
                actions.push(TroopAction::Command(Command::AnswerAttack {
                    defender: defender.clone(),
                    answer,
                    horse_guns: form.horse_guns.filter(|_| party == AttackedParty::Cavalry),
                }));
            }
        }
    }
    show_last_answer(ui, game);
    show_declined(ui, game, form);
    actions
}

/// The taken defenders that declined the taken attackers' attack: no die is thrown for it
/// (L786–790), unless the umpire overrides the refusal with a reason.
fn show_declined(ui: &mut Ui, game: &Game, form: &MeleeForm) {
    for refusal in game
        .state()
        .declined_attack_refusals(&form.attackers, &form.defenders)
    {
        ui.colored_label(
            egui::Color32::from_rgb(200, 120, 0),
            format!("No melee: {refusal}. Overriding needs a reason."),
        );
    }
}

/// The last answer in the journal, with its consequences and their sources.
fn show_last_answer(ui: &mut Ui, game: &Game) {
    let last = game.journal().iter().rev().find_map(|entry| {
        entry.events.iter().find_map(|e| match e {
            Event::AttackAnswered {
                attacker,
                defender,
                answer,
                throw_die,
                steps,
                ..
            } => Some((attacker, defender, answer, throw_die, steps)),
            _ => None,
        })
    });
    let Some((attacker, defender, answer, throw_die, steps)) = last else {
        return;
    };
    ui.label(format!(
        "Answer of {} to {}: {} — {}",
        label(game, defender),
        label(game, attacker),
        answer.description(),
        if *throw_die {
            "accepted, throw the melee below"
        } else {
            "declined, no die"
        }
    ));
    for step in steps {
        ui.label(format!("• {} [{}]", step.text, step.source));
    }
}
