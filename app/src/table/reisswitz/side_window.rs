//! A side's window: what one side may know, and nothing else. It is drawn from a
//! [`SideView`] — the engine's projection of the game to one side — never from the game: the
//! map (the map's own sheets and terrain, which both sides hold) with the side's units and the
//! enemy as reported, its briefing, its inbox and outbox, the clock, and a composer for orders
//! to its own commanders and units.

use super::message_composer::show_composer;
use super::side_view_layer::SideViewLayer;
use super::staff_forms::{
    MessageForm, describe_intelligence, how_known, side_name, sides_name, words_of,
};
use super::troop_action::TroopAction;
use crate::canvas::{CanvasLayer, CanvasSession, CanvasSettings, MapView, show_map_canvas};
use egui::{CentralPanel, CollapsingHeader, Panel, RichText, ScrollArea, Ui, ViewportId};
use kriegsspiel::figures::counted;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::knowledge::{SideView, ViewMessage};
use kriegsspiel::systems::reisswitz_1815::staff::{Party, SeparateReport};

/// A side's window as the workbench keeps it while it runs.
#[derive(Debug)]
pub struct SideWindow {
    /// Whether it is open.
    pub open: bool,
    /// Its own camera over the map.
    pub canvas: CanvasSettings,
    /// Its own textures and last projector.
    pub session: CanvasSession,
    /// Its composer's fields.
    pub composer: MessageForm,
}

impl SideWindow {
    /// A closed window for `side`, whose textures may take `texture_budget` bytes.
    pub fn new(side: Side, texture_budget: usize) -> Self {
        Self {
            open: false,
            canvas: CanvasSettings::default(),
            session: CanvasSession::with_texture_budget(texture_budget),
            composer: MessageForm {
                side,
                ..MessageForm::default()
            },
        }
    }
}

/// The viewport of `side`'s window ("side-red", "side-blue").
pub fn side_viewport_id(side: Side) -> ViewportId {
    ViewportId::from_hash_of(match side {
        Side::Red => "side-red",
        Side::Blue => "side-blue",
    })
}

/// The title of `side`'s window ("Red's view").
pub fn side_window_title(side: Side) -> String {
    format!("{} view", sides_name(side))
}

/// Draws `view` into a side's window: the clock on top, the papers on the right, the map in the
/// middle. `map` holds the map's sheets and terrain only; the side's units and reports are drawn
/// from `view`. `now` is the app's clock (the composer's stopwatch). Returns what the side's
/// composer asks for.
pub fn show_side_window(
    ui: &mut Ui,
    view: &SideView,
    map: Option<MapView<'_>>,
    window: &mut SideWindow,
    now: f64,
) -> Vec<TroopAction> {
    let side = view.stamp.side;
    let mut actions = Vec::new();
    Panel::top(("side_clock", side_name(side))).show(ui, |ui| {
        ui.label(
            RichText::new(format!(
                "{} — turn {}, {}",
                side_window_title(side),
                view.stamp.clock.turn,
                view.stamp.clock.time
            ))
            .strong(),
        );
    });
    Panel::right(("side_papers", side_name(side)))
        .resizable(true)
        .default_size(340.0)
        .show(ui, |ui| {
            // The composer keeps its place at the foot however long the papers grow.
            Panel::bottom(("side_composer_panel", side_name(side))).show(ui, |ui| {
                CollapsingHeader::new("Send an order")
                    .id_salt(("side_composer", side_name(side)))
                    .default_open(true)
                    .show(ui, |ui| {
                        let parties = parties(view);
                        let salt = format!("side_composer_{}", side_name(side));
                        actions.extend(show_composer(
                            ui,
                            &salt,
                            &mut window.composer,
                            &parties,
                            None,
                            now,
                        ));
                    });
            });
            ScrollArea::vertical()
                .id_salt(("side_papers_scroll", side_name(side)))
                .show(ui, |ui| papers(ui, view));
        });
    CentralPanel::no_frame().show(ui, |ui| {
        let mut map = map;
        if let Some(m) = &mut map {
            m.table = vec![Box::new(SideViewLayer::of(view)) as Box<dyn CanvasLayer>];
        }
        show_map_canvas(ui, &mut window.canvas, &mut window.session, map, false);
    });
    actions
}

/// The side's own commanders and units as senders and addressees, sorted.
fn parties(view: &SideView) -> Vec<(Party, String)> {
    let mut commanders: Vec<(Party, String)> = view
        .commanders
        .iter()
        .map(|c| {
            (
                Party::Commander(c.id.clone()),
                format!("{} (commander {})", c.name, c.id),
            )
        })
        .collect();
    commanders.sort();
    let mut units: Vec<(Party, String)> = view
        .own_units
        .iter()
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

/// The briefing, units, reports, inbox and outbox.
fn papers(ui: &mut Ui, view: &SideView) {
    let side = side_name(view.stamp.side);
    let section = |title: &str| {
        CollapsingHeader::new(title)
            .id_salt((title, side))
            .default_open(true)
    };
    section("Briefing").show(ui, |ui| {
        ui.label(RichText::new("General Idea").strong());
        ui.label(if view.general_idea.is_empty() {
            "(none yet)"
        } else {
            &view.general_idea
        });
        ui.label(RichText::new("Separate Report").strong());
        match &view.briefing {
            Some(report) => briefing(ui, report),
            None => {
                ui.label("(none yet)");
            }
        }
    });
    section("Own units").show(ui, |ui| {
        let mut units: Vec<_> = view.own_units.iter().collect();
        units.sort_by(|a, b| a.id.cmp(&b.id));
        for u in units {
            let place = u.placement.as_ref().map_or_else(
                || "off the map".to_string(),
                |p| {
                    let formation = u
                        .formation
                        .clone()
                        .unwrap_or_else(|| words::id_words(&p.formation));
                    format!("at ({:.0}, {:.0}), {formation}", p.anchor.x, p.anchor.y)
                },
            );
            let pending = if u.pending_orders.is_empty() {
                String::new()
            } else {
                format!(
                    " — {} on the way to it",
                    counted(u.pending_orders.len(), "order")
                )
            };
            ui.label(format!(
                "{}: {} men, {} guns — {place}{pending}",
                words::unit_title(&u.label, &u.name),
                words::round_group(f64::from(u.strength.men)),
                u.strength.guns
            ));
        }
    });
    section("Enemy as reported").show(ui, |ui| {
        if view.reported_enemy.is_empty() {
            ui.label("No reports of the enemy.");
        }
        let mut reports: Vec<_> = view.reported_enemy.iter().collect();
        reports.sort_by_key(|r| std::cmp::Reverse(r.as_of_turn));
        for r in reports {
            ui.label(format!(
                "{} at ({:.0}, {:.0}) — {}",
                r.description,
                r.position.x,
                r.position.y,
                how_known(r, view)
            ));
        }
    });
    section("Works under way").show(ui, |ui| works_known(ui, view));
    section("Inbox").show(ui, |ui| {
        if view.inbox.is_empty() {
            ui.label("Nothing has come in.");
        }
        for m in &view.inbox {
            ui.label(message_line(view, m));
        }
    });
    if !view.captured.is_empty() {
        section("Captured dispatches").show(ui, |ui| {
            for d in &view.captured {
                ui.label(words::captured_dispatch(d));
            }
        });
    }
    section("Outbox").show(ui, |ui| {
        if view.outbox.is_empty() {
            ui.label("Nothing sent.");
        }
        for m in &view.outbox {
            ui.label(message_line(view, m));
        }
    });
}

/// One of the side's messages in a line: kind, its number, sender, addressee, when, text.
fn message_line(view: &SideView, m: &ViewMessage) -> String {
    format!(
        "{} {} from {} to {} (sent turn {}): {}",
        words_of(m.kind.into()),
        m.number,
        party_in_view(view, &m.from),
        party_in_view(view, &m.to),
        m.sent_turn,
        m.text
    )
}

/// The side's own works and the enemy works its units can see (draft L116), by number.
fn works_known(ui: &mut Ui, view: &SideView) {
    if view.works.is_empty() {
        ui.label("No works seen.");
    }
    for w in &view.works {
        let whose = if w.own { "ours" } else { "the enemy's, seen" };
        let place = w
            .place
            .map(|p| format!(" at ({:.0}, {:.0})", p.x, p.y))
            .unwrap_or_default();
        ui.label(format!(
            "Work {} ({whose}): {}{place}",
            w.number, w.description
        ));
    }
}

/// A sender or addressee as the side knows it: its own units by label and name.
fn party_in_view(view: &SideView, party: &Party) -> String {
    match party {
        Party::Unit(id) => view.own_units.iter().find(|u| &u.id == id).map_or_else(
            || party.to_string(),
            |u| words::unit_title(&u.label, &u.name),
        ),
        Party::Commander(_) => party.to_string(),
    }
}

fn briefing(ui: &mut Ui, r: &SeparateReport) {
    let time =
        |t: Option<kriegsspiel::clock::TimeOfDay>| t.map_or_else(|| "—".into(), |t| t.to_string());
    for (name, text) in [
        ("Forces", r.forces.clone()),
        ("Orders", r.orders.clone()),
        ("Objective", r.objective.clone()),
        ("Line of retreat", r.line_of_retreat.clone()),
        ("Time of year", r.time_of_year.clone()),
        ("Dawn", time(r.dawn)),
        ("Dusk", time(r.dusk)),
        ("Weather", r.weather.clone()),
        ("Ground and rivers", r.ground_and_rivers.clone()),
    ] {
        ui.label(format!("{name}: {text}"));
    }
    for item in &r.enemy {
        ui.label(describe_intelligence(item));
    }
}
