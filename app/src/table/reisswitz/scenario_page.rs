//! The Scenario page: the General Idea, each side's Separate Report with its intelligence of
//! the enemy, the commanders (added, posted, removed) and who may talk to whom now. The page
//! only reads the game; every change goes back as an engine command in a [`TroopAction`].

use super::staff_forms::{
    ReportForm, ScenarioForm, describe_intelligence, side_name, sides_name, typed_place, words_of,
};
use super::troop_action::TroopAction;
use super::troop_session::TroopSession;
use egui::{ComboBox, RichText, TextEdit, Ui};
use geo::Coord;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::game::{Command, GameState};
use kriegsspiel::systems::reisswitz_1815::staff::{
    Channel, Commander, CommanderId, Duty, InformationSource, Intelligence, Post, ReportedUnit,
};
use strum::VariantArray;
use words::sentence;

/// Shows the Scenario page. `picked` is the ruler's last point, offered for places.
pub fn show_scenario_page(
    ui: &mut Ui,
    troops: &mut TroopSession,
    picked: Option<Coord<f64>>,
) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    let TroopSession {
        game,
        staff,
        selected,
        ..
    } = troops;
    let state = game.state();
    let form = &mut staff.scenario;
    if !form.loaded {
        form.general_idea = state.staff().scenario.general_idea.clone();
        form.loaded = true;
    }
    if form.report_loaded_for != Some(form.report_side) {
        // The other side's report as typed so far is kept, unsaved, until the umpire comes back.
        if let Some(previous) = form.report_loaded_for {
            let typed = std::mem::take(&mut form.report);
            form.drafts.insert(previous, typed);
        }
        form.report = form.drafts.remove(&form.report_side).unwrap_or_else(|| {
            ReportForm::from_report(state.staff().scenario.report(form.report_side))
        });
        form.report_loaded_for = Some(form.report_side);
    }
    general_idea(ui, form, &mut actions);
    ui.separator();
    separate_report(ui, form, picked, &mut actions);
    ui.separator();
    let primary = selected.iter().next().cloned();
    commanders(ui, state, form, primary, picked, &mut actions);
    ui.separator();
    speaking_terms(ui, state);
    actions
}

fn general_idea(ui: &mut Ui, form: &mut ScenarioForm, actions: &mut Vec<TroopAction>) {
    let label = ui.label(RichText::new("General Idea").strong());
    ui.add(
        TextEdit::multiline(&mut form.general_idea)
            .desired_rows(4)
            .desired_width(f32::INFINITY)
            .hint_text("the motive for the manoeuvre, the same for both sides"),
    )
    .labelled_by(label.id);
    if ui
        .button("Set the General Idea")
        .on_hover_text("Give both sides this General Idea (a journaled command)")
        .clicked()
    {
        actions.push(TroopAction::Command(Command::SetGeneralIdea {
            text: form.general_idea.clone(),
        }));
    }
}

fn separate_report(
    ui: &mut Ui,
    form: &mut ScenarioForm,
    picked: Option<Coord<f64>>,
    actions: &mut Vec<TroopAction>,
) {
    ui.label(RichText::new("Separate Report").strong());
    ui.horizontal(|ui| {
        for side in [Side::Red, Side::Blue] {
            ui.selectable_value(
                &mut form.report_side,
                side,
                format!("{} report", sides_name(side)),
            );
        }
    });
    let report = &mut form.report;
    let fields: [(&str, &mut String, bool); 9] = [
        ("Forces", &mut report.forces, true),
        ("Orders", &mut report.orders, true),
        ("Objective", &mut report.objective, true),
        ("Line of retreat", &mut report.line_of_retreat, false),
        ("Time of year", &mut report.time_of_year, false),
        ("Dawn", &mut report.dawn, false),
        ("Dusk", &mut report.dusk, false),
        ("Weather", &mut report.weather, false),
        ("Ground and rivers", &mut report.ground_and_rivers, false),
    ];
    egui::Grid::new("separate_report_fields")
        .num_columns(2)
        .show(ui, |ui| {
            for (name, text, multi) in fields {
                let label = ui.label(name);
                let edit = if multi {
                    TextEdit::multiline(text).desired_rows(2)
                } else {
                    TextEdit::singleline(text)
                };
                ui.add(edit.desired_width(240.0)).labelled_by(label.id);
                ui.end_row();
            }
        });
    intelligence(ui, form, picked, actions);
    let side = form.report_side;
    if ui
        .button(format!("Set {} Separate Report", sides_name(side)))
        .on_hover_text("Give this side the report above (a journaled command)")
        .clicked()
    {
        actions.push(match form.report.to_report() {
            Ok(report) => TroopAction::Command(Command::SetSeparateReport { side, report }),
            Err(e) => TroopAction::Refuse(format!("{e} Nothing was changed.")),
        });
    }
}

fn intelligence(
    ui: &mut Ui,
    form: &mut ScenarioForm,
    picked: Option<Coord<f64>>,
    actions: &mut Vec<TroopAction>,
) {
    ui.label("Intelligence of the enemy");
    let mut remove = None;
    for (i, item) in form.report.enemy.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("{}. {}", i + 1, describe_intelligence(item)));
            if ui.small_button(format!("Remove item {}", i + 1)).clicked() {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        form.report.enemy.remove(i);
    }
    ui.horizontal(|ui| {
        ComboBox::from_label("Source")
            .selected_text(words_of(form.intel_source.into()))
            .show_ui(ui, |ui| {
                for source in InformationSource::VARIANTS {
                    ui.selectable_value(&mut form.intel_source, *source, words_of(source.into()));
                }
            });
    });
    let rows: [(&str, &mut String); 4] = [
        ("News", &mut form.intel_text),
        ("Reported unit", &mut form.intel_unit),
        ("Reported east (x)", &mut form.intel_x),
        ("Reported south (y)", &mut form.intel_y),
    ];
    for (name, text) in rows {
        ui.horizontal(|ui| {
            let label = ui.label(name);
            ui.add(TextEdit::singleline(text).desired_width(200.0))
                .labelled_by(label.id);
        });
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                picked.is_some(),
                egui::Button::new("Report it at the ruler's last point"),
            )
            .on_hover_text("Pick the place with the ruler tool, then press this")
            .clicked()
            && let Some(p) = picked
        {
            form.intel_x = format!("{:.0}", p.x);
            form.intel_y = format!("{:.0}", p.y);
        }
        if ui.button("Add intelligence item").clicked() {
            match new_item(form) {
                Ok(item) => {
                    form.report.enemy.push(item);
                    form.intel_text.clear();
                    form.intel_unit.clear();
                }
                Err(e) => actions.push(TroopAction::Refuse(format!("{e} Nothing was added."))),
            }
        }
    });
}

/// The item typed; a sentence when the reported unit's place is not two numbers.
fn new_item(form: &ScenarioForm) -> Result<Intelligence, String> {
    let mut reported_units = Vec::new();
    if !form.intel_unit.trim().is_empty() {
        reported_units.push(ReportedUnit {
            description: form.intel_unit.trim().to_string(),
            position: typed_place(&form.intel_x, &form.intel_y)?,
        });
    }
    Ok(Intelligence {
        source: form.intel_source,
        text: form.intel_text.trim().to_string(),
        reported_units,
    })
}

fn commanders(
    ui: &mut Ui,
    state: &GameState,
    form: &mut ScenarioForm,
    primary: Option<kriegsspiel::ids::UnitId>,
    picked: Option<Coord<f64>>,
    actions: &mut Vec<TroopAction>,
) {
    ui.label(RichText::new("Commanders").strong());
    let mut all: Vec<&Commander> = Side::ALL
        .iter()
        .flat_map(|s| state.staff().commanders_of(*s))
        .collect();
    all.sort_by(|a, b| (a.side, &a.id).cmp(&(b.side, &b.id)));
    if all.is_empty() {
        ui.label("No commanders yet.");
    }
    for c in all {
        ui.horizontal_wrapped(|ui| {
            ui.label(format!(
                "{} — {} ({}), {}, {}",
                side_name(c.side),
                c.name,
                c.id,
                words_of(c.duty.id()),
                post_words(c, state)
            ));
        });
        ui.horizontal_wrapped(|ui| {
            let id = &c.id;
            let with = ui
                .add_enabled(
                    primary.is_some(),
                    egui::Button::new(format!("Post {id} with the selected unit")),
                )
                .clicked();
            if with && let Some(unit) = &primary {
                actions.push(TroopAction::Command(Command::PostCommander {
                    commander: id.clone(),
                    post: Post::Unit(unit.clone()),
                }));
            }
            if ui.button(format!("Post {id} at the typed place")).clicked() {
                actions.push(match typed_place(&form.post_x, &form.post_y) {
                    Ok(p) => TroopAction::Command(Command::PostCommander {
                        commander: id.clone(),
                        post: Post::Place(p),
                    }),
                    Err(e) => TroopAction::Refuse(format!("{e} Nothing was changed.")),
                });
            }
            let ride = ui
                .add_enabled(
                    picked.is_some(),
                    egui::Button::new(format!("{id} rides to the ruler's last point")),
                )
                .on_hover_text(
                    "He rides there himself to give orders in person (source text L118): the \
                     messenger's rate over the ground, and he talks only through the umpire \
                     until he arrives",
                )
                .clicked();
            if ride && let Some(to) = picked {
                actions.push(TroopAction::Command(Command::RideInPerson {
                    commander: id.clone(),
                    route: Vec::new(),
                    to: Some(to),
                    reaction_minutes: 0.0,
                    umpire_ground: None,
                }));
            }
            if ui.button(format!("Remove {id}")).clicked() {
                actions.push(TroopAction::Command(Command::RemoveCommander {
                    commander: id.clone(),
                }));
            }
        });
    }
    new_commander(ui, form, picked, actions);
}

fn new_commander(
    ui: &mut Ui,
    form: &mut ScenarioForm,
    picked: Option<Coord<f64>>,
    actions: &mut Vec<TroopAction>,
) {
    ui.horizontal(|ui| {
        for side in [Side::Red, Side::Blue] {
            ui.selectable_value(
                &mut form.commander_side,
                side,
                format!("{} side", side_name(side)),
            );
        }
        ComboBox::from_label("Duty")
            .selected_text(words_of(form.commander_duty.id()))
            .show_ui(ui, |ui| {
                for duty in Duty::VARIANTS {
                    ui.selectable_value(&mut form.commander_duty, *duty, words_of(duty.id()));
                }
            });
    });
    let rows: [(&str, &mut String); 4] = [
        ("Commander id", &mut form.commander_id),
        ("Commander name", &mut form.commander_name),
        ("Post east (x)", &mut form.post_x),
        ("Post south (y)", &mut form.post_y),
    ];
    for (name, text) in rows {
        ui.horizontal(|ui| {
            let label = ui.label(name);
            ui.add(TextEdit::singleline(text).desired_width(180.0))
                .labelled_by(label.id);
        });
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                picked.is_some(),
                egui::Button::new("Post at the ruler's last point"),
            )
            .on_hover_text("Fill the post's place from the ruler's last point")
            .clicked()
            && let Some(p) = picked
        {
            form.post_x = format!("{:.0}", p.x);
            form.post_y = format!("{:.0}", p.y);
        }
        if ui
            .button("Add commander")
            .on_hover_text("Add this player; posted at the typed place when one is typed")
            .clicked()
        {
            actions.push(add_commander(form));
        }
    });
}

/// The command adding the commander typed, or why not.
fn add_commander(form: &ScenarioForm) -> TroopAction {
    let id = match CommanderId::new(form.commander_id.trim()) {
        Ok(id) => id,
        Err(e) => {
            return TroopAction::Refuse(format!(
                "{} Nothing was changed.",
                sentence(&e.to_string())
            ));
        }
    };
    let post = if form.post_x.trim().is_empty() && form.post_y.trim().is_empty() {
        None
    } else {
        match typed_place(&form.post_x, &form.post_y) {
            Ok(p) => Some(Post::Place(p)),
            Err(e) => return TroopAction::Refuse(format!("{e} Nothing was changed.")),
        }
    };
    TroopAction::Command(Command::AddCommander {
        commander: id,
        side: form.commander_side,
        name: form.commander_name.trim().to_string(),
        duty: form.commander_duty,
        post,
    })
}

/// Where a commander is, in words.
pub fn post_words(c: &Commander, state: &GameState) -> String {
    if c.riding.is_some() {
        return "riding to a spot".into();
    }
    match &c.post {
        None => "not posted".into(),
        Some(Post::Unit(u)) => {
            let unit = state.order_of_battle().unit(u).map_or_else(
                || u.to_string(),
                |unit| words::unit_title(&unit.label, &unit.name),
            );
            format!("with {unit}")
        }
        Some(Post::Place(p)) => format!("at ({:.0}, {:.0})", p.x, p.y),
    }
}

fn speaking_terms(ui: &mut Ui, state: &GameState) {
    ui.label(RichText::new("Who may talk to whom now").strong())
        .on_hover_text("Players within 1,000 paces speak directly; else only through the umpire");
    let mut any = false;
    for side in Side::ALL {
        match state.speaking_terms_of(*side) {
            Ok(terms) => {
                for t in terms {
                    any = true;
                    let how = match t.channel {
                        Channel::Direct => "directly",
                        Channel::ThroughUmpire => "through the umpire",
                    };
                    let far = t.distance.map_or_else(
                        || "not both on the map".to_string(),
                        |d| format!("{d:.0} paces"),
                    );
                    ui.label(format!(
                        "{}: {} and {} — {how} ({far})",
                        side_name(*side),
                        t.a,
                        t.b
                    ));
                }
            }
            Err(e) => {
                ui.label(sentence(&e.to_string()));
            }
        }
    }
    if !any {
        ui.label("A side needs two commanders before they can talk.");
    }
}
