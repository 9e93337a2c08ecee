//! The message composer, shared by the umpire's Messages page and each side's window: kind,
//! sender and addressee of one side, text, route, the sender's reaction time (typed or timed
//! with a stopwatch on the app's clock), and "Send", which asks for the engine's
//! `SendMessage`.

use super::staff_forms::{MessageForm, typed_minutes};
use super::troop_action::TroopAction;
use egui::{ComboBox, RichText, TextEdit, Ui};
use geo::Coord;
use kriegsspiel::systems::reisswitz_1815::game::Command;
use kriegsspiel::systems::reisswitz_1815::staff::{MessageKind, Party};

/// The ruler's points, when the composer may route along them (the umpire's page only).
pub type RulerRoute<'a> = Option<&'a [Coord<f64>]>;

/// Shows the composer for `parties` (each with its label, all of one side, sorted); `now` is
/// the app's clock in seconds. Returns the action "Send" asks for.
pub fn show_composer(
    ui: &mut Ui,
    id_salt: &str,
    form: &mut MessageForm,
    parties: &[(Party, String)],
    ruler: RulerRoute<'_>,
    now: f64,
) -> Option<TroopAction> {
    let label_of = |p: &Option<Party>| {
        p.as_ref()
            .and_then(|p| parties.iter().find(|(q, _)| q == p))
            .map_or_else(|| "(choose)".to_string(), |(_, l)| l.clone())
    };
    ui.horizontal(|ui| {
        ui.selectable_value(&mut form.kind, MessageKind::Order, "Order");
        ui.selectable_value(&mut form.kind, MessageKind::Report, "Report");
    });
    for (which, name) in [(true, "From"), (false, "To")] {
        let slot = if which { &mut form.from } else { &mut form.to };
        ComboBox::new((id_salt, name), name)
            .selected_text(label_of(slot))
            .width(220.0)
            .show_ui(ui, |ui| {
                for (party, label) in parties {
                    ui.selectable_value(slot, Some(party.clone()), label);
                }
            });
    }
    let label = ui.label("Message text");
    ui.add(
        TextEdit::multiline(&mut form.text)
            .desired_rows(3)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    if ruler.is_some() {
        ui.checkbox(&mut form.ruler_route, "Use the ruler as route")
            .on_hover_text("The messenger rides the ruler's points; otherwise a straight line");
    }
    ui.horizontal(|ui| {
        let label = ui.label("Reaction minutes");
        ui.add(TextEdit::singleline(&mut form.reaction).desired_width(50.0))
            .labelled_by(label.id)
            .on_hover_text("Minutes the sender took to read his last report and decide");
        match form.stopwatch_since {
            None => {
                if ui.button("Start stopwatch").clicked() {
                    form.stopwatch_since = Some(now);
                }
            }
            Some(since) => {
                ui.label(format!("{:.0} s", (now - since).max(0.0)));
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(500));
                if ui.button("Stop stopwatch").clicked() {
                    form.reaction = format!("{:.1}", ((now - since) / 60.0).max(0.0));
                    form.stopwatch_since = None;
                }
            }
        }
    });
    let sent = ui
        .button("Send")
        .on_hover_text(
            "Hand the message to the umpire: it rides and is in hand at its arrival move",
        )
        .clicked()
        .then(|| send(form, ruler));
    match &form.outcome {
        Some((true, words)) => {
            ui.label(RichText::new(words).color(ui.visuals().text_color()));
        }
        Some((false, words)) => {
            ui.colored_label(ui.visuals().error_fg_color, words);
        }
        None => {}
    }
    sent
}

/// The action for the message typed: the engine's command, or why it cannot be sent.
fn send(form: &MessageForm, ruler: RulerRoute<'_>) -> TroopAction {
    let (Some(from), Some(to)) = (form.from.clone(), form.to.clone()) else {
        return TroopAction::Refuse(
            "Choose a sender and an addressee first. Nothing was sent.".into(),
        );
    };
    let reaction_minutes = match typed_minutes(&form.reaction) {
        Ok(m) => m,
        Err(e) => return TroopAction::Refuse(format!("{e} Nothing was sent.")),
    };
    let route = match ruler {
        Some(points) if form.ruler_route => points.to_vec(),
        _ => Vec::new(),
    };
    TroopAction::Command(Command::SendMessage {
        kind: form.kind,
        from,
        to,
        text: form.text.clone(),
        route,
        reaction_minutes,
        umpire_ground: None,
    })
}
