//! The umpire's Messages page: every order and report with its kind, sender, addressee, the
//! turn it left and the turn it is in hand, and its status — those still riding first, by their
//! arrival move — with "Intercept…" on each in transit; the composer; and each side's window
//! and export. The page only reads the game and returns [`TroopAction`]s.

use super::message_composer::show_composer;
use super::staff_forms::{MessageForm, side_name, sides_name, words_of};
use super::troop_action::TroopAction;
use super::troop_session::TroopSession;
use super::umpire_overlay::UmpireOverlays;
use egui::{RichText, TextEdit, Ui};
use geo::Coord;
use kriegsspiel::ids::UnitId;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::game::{Command, GameState, INTERCEPTION_REACH_PACES};
use kriegsspiel::systems::reisswitz_1815::staff::{Message, MessageId, MessageStatus, Party};

/// The most height the list of messages takes before it scrolls, points.
const MESSAGE_LIST_HEIGHT: f32 = 420.0;

/// Shows the Messages page. `ruler` is the ruler's points (a route), `now` the app's clock in
/// seconds (the stopwatch).
pub fn show_messages_page(
    ui: &mut Ui,
    troops: &mut TroopSession,
    ruler: &[Coord<f64>],
    now: f64,
) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    ui.horizontal_wrapped(|ui| {
        for side in [Side::Red, Side::Blue] {
            if ui
                .button(format!("Open {} view", sides_name(side)))
                .on_hover_text("A window of its own (drag it to another screen) showing only what this side may know")
                .clicked()
            {
                actions.push(TroopAction::OpenSideView(side));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        for side in [Side::Red, Side::Blue] {
            if ui
                .button(format!("Export {} view…", sides_name(side)))
                .on_hover_text("Save this side's view as JSON and its briefing as a PDF beside it")
                .clicked()
            {
                actions.push(TroopAction::ExportSideView(side));
            }
        }
    });
    ui.separator();
    let TroopSession {
        game,
        staff,
        selected,
        overlays,
        ..
    } = troops;
    overlay_switches(ui, overlays);
    let state = game.state();
    let form = &mut staff.messages;
    ui.label(RichText::new(format!("Messages — now turn {}", state.turn())).strong());
    let mut list: Vec<&Message> = state.staff().messages.iter().collect();
    list.sort_by_key(|m| {
        (
            !m.in_transit(),
            if m.in_transit() { m.arrives_turn } else { 0 },
            m.id,
        )
    });
    if list.is_empty() {
        ui.label("No messages yet.");
    }
    // However many messages there are, the composer below stays within reach.
    egui::ScrollArea::vertical()
        .id_salt("messages_list")
        .max_height(MESSAGE_LIST_HEIGHT)
        .show(ui, |ui| message_list(ui, &list, state, form));
    delivered_by_move(ui, state);
    if let Some(id) = form.intercepting {
        let by = selected.iter().next().cloned();
        actions.extend(interception_form(ui, state, form, id, by));
    }
    if let Some(id) = form.amending {
        actions.extend(amend_form(ui, form, id));
    }
    ui.separator();
    ui.label(RichText::new("Send a message").strong());
    ui.horizontal(|ui| {
        for side in [Side::Red, Side::Blue] {
            if ui
                .selectable_label(form.side == side, format!("{} staff", sides_name(side)))
                .clicked()
                && form.side != side
            {
                // One side's words never go to the other's staff.
                form.side = side;
                form.from = None;
                form.to = None;
                form.text.clear();
                form.reaction.clear();
                form.outcome = None;
            }
        }
    });
    let parties = parties_of(state, form.side);
    actions.extend(show_composer(
        ui,
        "umpire_composer",
        form,
        &parties,
        Some(ruler),
        now,
    ));
    actions
}

/// Every message in `list`: its line, its buttons (intercept, amend) and its words.
fn message_list(ui: &mut Ui, list: &[&Message], state: &GameState, form: &mut MessageForm) {
    for m in list {
        ui.horizontal_wrapped(|ui| {
            ui.label(describe_message(state, m));
            if m.in_transit()
                && ui
                    .small_button(format!("Intercept message {}…", m.id))
                    .on_hover_text("An enemy unit (select it on the map) takes the messenger")
                    .clicked()
            {
                form.intercepting = Some(m.id);
            }
            if m.in_transit()
                && matches!(m.from, Party::Unit(_))
                && ui
                    .small_button(format!("Amend report {}…", m.id))
                    .on_hover_text("Read the unit's report and change its words before it rides on")
                    .clicked()
            {
                form.amending = Some(m.id);
                form.amend_text = m.text.clone();
            }
        });
        ui.label(RichText::new(&m.text).weak());
    }
}

/// The umpire's overlays on the map: commanders, messengers, and a side's beliefs.
fn overlay_switches(ui: &mut Ui, on: &mut UmpireOverlays) {
    ui.horizontal_wrapped(|ui| {
        ui.label("On the map:");
        ui.checkbox(&mut on.commanders, "Commanders");
        ui.checkbox(&mut on.messengers, "Messengers on their way");
    });
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut on.believes, None, "The true picture only");
        ui.radio_value(&mut on.believes, Some(Side::Red), "What Red believes");
        ui.radio_value(&mut on.believes, Some(Side::Blue), "What Blue believes");
    });
    ui.separator();
}

/// What was delivered, move by move, newest move first.
fn delivered_by_move(ui: &mut Ui, state: &GameState) {
    let mut by_turn: std::collections::BTreeMap<u32, Vec<&Message>> = Default::default();
    for m in &state.staff().messages {
        if let MessageStatus::Delivered { turn } = m.status {
            by_turn.entry(turn).or_default().push(m);
        }
    }
    egui::CollapsingHeader::new("Delivered, move by move")
        .default_open(false)
        .show(ui, |ui| {
            if by_turn.is_empty() {
                ui.label("Nothing delivered yet.");
            }
            for (turn, messages) in by_turn.iter().rev() {
                let time = state.clock().reading_at(*turn).time;
                ui.label(RichText::new(format!("Move {turn} ({time})")).strong());
                for m in messages {
                    ui.label(format!(
                        "No. {} to {}: {}",
                        m.id.0,
                        party_words(state, &m.to),
                        m.text
                    ));
                }
            }
        });
}

/// The interception form: the captor selected on the map, how near it stands to the
/// messenger's road this move (it must be within the engine's reach, or the umpire gives a
/// reason), and the umpire's reason.
fn interception_form(
    ui: &mut Ui,
    state: &GameState,
    form: &mut MessageForm,
    id: MessageId,
    by: Option<UnitId>,
) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    ui.group(|ui| {
        ui.label(format!(
            "Intercept message {id} by {}",
            by.as_ref().map_or_else(
                || "— select an enemy unit on the map".to_string(),
                |u| format!("unit {u}")
            )
        ));
        if let Some(paces) = by.as_ref().and_then(|u| state.interception_distance(id, u)) {
            let verdict = if paces <= INTERCEPTION_REACH_PACES {
                "within reach"
            } else {
                "beyond reach: give a reason to override"
            };
            ui.label(format!(
                "It stands {} paces from the road the messenger rides this move; it must be \
                 within {} paces to take him — {verdict}.",
                words::round_group(paces),
                words::round_group(INTERCEPTION_REACH_PACES)
            ));
        }
        let label = ui.label("Reason for the interception");
        ui.add(TextEdit::singleline(&mut form.intercept_reason).desired_width(220.0))
            .labelled_by(label.id);
        let label = ui.label("Reason to override the reach (if beyond it)");
        ui.add(TextEdit::singleline(&mut form.intercept_override).desired_width(220.0))
            .labelled_by(label.id);
        ui.horizontal(|ui| {
            if ui
                .add_enabled(by.is_some(), egui::Button::new("Intercept"))
                .clicked()
                && let Some(by) = by
            {
                let over = form.intercept_override.trim();
                actions.push(TroopAction::Command(Command::InterceptMessage {
                    message: id,
                    by,
                    reason: form.intercept_reason.clone(),
                    override_reason: (!over.is_empty()).then(|| over.to_string()),
                }));
                form.intercepting = None;
                form.intercept_reason.clear();
                form.intercept_override.clear();
            }
            if ui.button("Cancel interception").clicked() {
                form.intercepting = None;
            }
        });
    });
    actions
}

/// The form for amending a unit's report before it rides on.
fn amend_form(ui: &mut Ui, form: &mut MessageForm, id: MessageId) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    ui.group(|ui| {
        let label = ui.label(format!("The words of report {id}"));
        ui.add(TextEdit::multiline(&mut form.amend_text).desired_rows(4))
            .labelled_by(label.id);
        ui.horizontal(|ui| {
            if ui.button("Amend report").clicked() {
                actions.push(TroopAction::Command(Command::AmendReport {
                    message: id,
                    text: form.amend_text.clone(),
                }));
                form.amending = None;
            }
            if ui.button("Cancel amending").clicked() {
                form.amending = None;
            }
        });
    });
    actions
}

/// A side's commanders and units as senders and addressees, with their labels, sorted:
/// commanders by id, then units by id.
pub fn parties_of(state: &GameState, side: Side) -> Vec<(Party, String)> {
    let mut commanders: Vec<(Party, String)> = state
        .staff()
        .commanders_of(side)
        .map(|c| {
            (
                Party::Commander(c.id.clone()),
                format!("{} (commander {})", c.name, c.id),
            )
        })
        .collect();
    commanders.sort();
    let mut units: Vec<(Party, String)> = state
        .order_of_battle()
        .units()
        .filter(|u| u.side == side)
        .map(|u| {
            (
                Party::Unit(u.id.clone()),
                words::unit_title(&u.label, &u.name),
            )
        })
        .collect();
    units.sort();
    commanders.extend(units);
    commanders
}

/// One message in a line: number, kind, side, sender, addressee, turns and status.
pub fn describe_message(state: &GameState, m: &Message) -> String {
    let arrival = if m.in_transit() {
        format!(
            "arrives turn {} ({})",
            m.arrives_turn,
            state.clock().reading_at(m.arrives_turn).time
        )
    } else {
        format!("due turn {}", m.arrives_turn)
    };
    let status = match &m.status {
        MessageStatus::Intercepted { by, turn, .. } => format!(
            "intercepted by {} at turn {turn}",
            party_words(state, &Party::Unit(by.clone()))
        ),
        other => other.to_string(),
    };
    format!(
        "No. {} — {} {} — from {} to {} — sent turn {}, {arrival} — {status}",
        m.id.0,
        side_name(m.side),
        words_of(m.kind.into()),
        party_words(state, &m.from),
        party_words(state, &m.to),
        m.sent_turn,
    )
}

/// A sender or addressee in words: a commander by his id, a unit by its label and name.
pub fn party_words(state: &GameState, party: &Party) -> String {
    match party {
        Party::Unit(id) => state.order_of_battle().unit(id).map_or_else(
            || party.to_string(),
            |u| words::unit_title(&u.label, &u.name),
        ),
        Party::Commander(_) => party.to_string(),
    }
}
