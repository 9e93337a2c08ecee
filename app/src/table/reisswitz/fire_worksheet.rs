//! The fire worksheet: a firing unit and a target picked from the selection, the range measured
//! on the map, the arm and its table unit from the order of battle; the umpire sets the effect
//! and the circumstances, and one throw from the game's dice gives loss points, men and the
//! target's new strength, every step shown with its source.

use super::fire_form::FireForm;
use super::troop_action::TroopAction;
use super::troop_session::TroopSession;
use egui::{RichText, TextEdit, Ui};
use kriegsspiel::figures::counted;
use kriegsspiel::map::TerrainLayer;
use kriegsspiel::systems::reisswitz_1815::army::{UnitId, UnitKind};
use kriegsspiel::systems::reisswitz_1815::calc::fire::die_to_throw;
use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::FireArm;
use kriegsspiel::systems::reisswitz_1815::calc::fire_modifier::FireModifier;
use kriegsspiel::systems::reisswitz_1815::calc::range_band::range_band;
use kriegsspiel::systems::reisswitz_1815::dice::Face;
use kriegsspiel::systems::reisswitz_1815::game::Game;
use kriegsspiel::systems::reisswitz_1815::ruleset::{FireEffect, Formation, Ruleset, ShotKind};
use std::collections::BTreeSet;

/// Everything a fire needs that the map and the order of battle give.
#[derive(Debug, Clone, PartialEq)]
pub struct FireSetup {
    /// The firing unit.
    pub firer: UnitId,
    /// The target.
    pub target: UnitId,
    /// The weapon's table.
    pub arm: FireArm,
    /// Paces from the middle of the firing unit's front to the nearest corner of the target.
    pub range: f64,
    /// The firing unit in table units.
    pub scale: f64,
    /// How the target's losses are counted.
    pub formation: Formation,
}

/// The table a unit fires by: a battalion by the half-battalion table, a battery by its guns.
pub fn fire_arm_of(kind: &UnitKind) -> Result<FireArm, String> {
    match kind {
        UnitKind::Battalion { .. } | UnitKind::Sappers => Ok(FireArm::HalfBattalion),
        UnitKind::Battery { calibre, .. } => match calibre {
            kriegsspiel::systems::reisswitz_1815::army::Calibre::SixPdr => Ok(FireArm::SixPounder),
            kriegsspiel::systems::reisswitz_1815::army::Calibre::NinePdr => {
                Ok(FireArm::NinePounder)
            }
            kriegsspiel::systems::reisswitz_1815::army::Calibre::TwelvePdr => {
                Ok(FireArm::TwelvePounder)
            }
            kriegsspiel::systems::reisswitz_1815::army::Calibre::Howitzer => Err(
                "howitzer fire is worked with `ks fire` (its shells are a circumstance of a \
                 battery's fire)"
                    .into(),
            ),
        },
        other => Err(format!(
            "a {} does not fire by the tables",
            other.describe()
        )),
    }
}

/// The firing unit in table units when the umpire gives none: a battalion is two half
/// battalions, a battery one battery (Section 3 — Firepower).
pub fn default_scale(kind: &UnitKind) -> f64 {
    match kind {
        UnitKind::Battalion { .. } | UnitKind::Sappers => 2.0,
        _ => 1.0,
    }
}

/// Works out the fire's setup from the game and the form; the reason in words when it cannot
/// be fired (out of sight behind a feature of `terrain` marked as blocking, for one).
pub fn fire_setup(
    game: &Game,
    form: &FireForm,
    terrain: &TerrainLayer,
) -> Result<FireSetup, String> {
    let (Some(firer), Some(target)) = (form.firer.clone(), form.target.clone()) else {
        return Err("Pick the firing unit and the target from the selection.".into());
    };
    if firer == target {
        return Err("A unit cannot fire at itself.".into());
    }
    let state = game.state();
    let (fu, _) = state.unit(&firer).map_err(|e| e.to_string())?;
    let (tu, _) = state.unit(&target).map_err(|e| e.to_string())?;
    if fu.side == tu.side {
        return Err(format!(
            "{} and {} are on the same side.",
            fu.label, tu.label
        ));
    }
    let arm = fire_arm_of(&fu.kind)?;
    // A unit out of ammunition, or refilling, cannot fire (reference §12.1).
    if let Ok(status) = state.ammunition_status(&firer)
        && let Some(why) = status.cannot_fire
    {
        return Err(format!("{} cannot fire: {why}.", fu.label));
    }
    let formation = kriegsspiel::systems::reisswitz_1815::game::loss_formation(&tu.kind)
        .ok_or_else(|| {
            format!(
                "the losses of a {} are left to the umpire",
                tu.kind.describe()
            )
        })?;
    let from = game
        .footprint(&firer)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| format!("{} is not on the map.", fu.label))?;
    let at = game
        .footprint(&target)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| format!("{} is not on the map.", tu.label))?;
    let (range, nearest) = at
        .blocks
        .iter()
        .flat_map(|b| b.corners())
        .map(|c| ((c.x - from.anchor.x).hypot(c.y - from.anchor.y), c))
        .fold((f64::INFINITY, at.anchor), |best, next| {
            if next.0 < best.0 { next } else { best }
        });
    if let Some((id, feature)) = terrain.sight_blocked(from.anchor, nearest) {
        return Err(format!(
            "{} cannot see {}: the line of fire crosses {}, marked as blocking the line of sight.",
            fu.label,
            tu.label,
            words::feature_title(id, feature)
        ));
    }
    let scale = if form.scale_text.trim().is_empty() {
        default_scale(&fu.kind)
    } else {
        form.scale_text
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s > 0.0 && *s <= 1000.0)
            .ok_or_else(|| {
                format!(
                    "“{}” is not a number of table units (more than 0, up to 1,000).",
                    form.scale_text.trim()
                )
            })?
    };
    Ok(FireSetup {
        firer,
        target,
        arm,
        range,
        scale,
        formation,
    })
}

/// What the good-effect checklist (option `artillery_effect_criteria`) says of a battery's
/// fire with `checks` ticked: good when every condition for the shot at this range holds, bad
/// otherwise, with the reason in words. A 9-pdr's column is thrown with the fire, so it fires
/// with good effect only when the conditions hold for the shot of either column. `None` when
/// no checklist applies: not artillery, or out of the tables' range.
pub fn checklist_effect(
    rules: &Ruleset,
    setup: &FireSetup,
    checks: &BTreeSet<String>,
) -> Option<(FireEffect, String)> {
    if !setup.arm.is_artillery() {
        return None;
    }
    let columns = if setup.arm == FireArm::NinePounder {
        vec![Face::new(2).ok(), Face::new(1).ok()]
    } else {
        vec![None]
    };
    let mut shots: Vec<ShotKind> = Vec::new();
    for column in columns {
        let shot = range_band(rules, setup.arm, setup.range, column)
            .ok()?
            .band
            .artillery_shot()?;
        if !shots.contains(&shot) {
            shots.push(shot);
        }
    }
    let (lists, _) = rules.fire.criteria(rules.options.artillery_effect_criteria);
    let mut failing = Vec::new();
    for &shot in &shots {
        let list = lists
            .iter()
            .find(|l| l.shot == shot && l.effect == FireEffect::Good)?;
        if !list.checks.iter().all(|c| checks.contains(c)) {
            failing.push(shot.label());
        }
    }
    let named = shots
        .iter()
        .map(|s| s.label())
        .collect::<Vec<_>>()
        .join(" and ");
    Some(if failing.is_empty() {
        (
            FireEffect::Good,
            format!("all the checklist's conditions for {named} hold"),
        )
    } else {
        (
            FireEffect::Bad,
            format!(
                "not all the checklist's conditions for {} hold",
                failing.join(" and ")
            ),
        )
    })
}

/// The effect the fire is resolved with, and the working line that says why: the checklist's
/// for a battery (unless the umpire overrides it), otherwise the umpire's choice.
pub fn effect_used(rules: &Ruleset, setup: &FireSetup, form: &FireForm) -> (FireEffect, String) {
    let word = |e: FireEffect| e.id();
    match checklist_effect(rules, setup, &form.checks) {
        Some((effect, why)) if !form.override_checklist => {
            (effect, format!("Effect: {}, as {why}.", word(effect)))
        }
        Some((effect, why)) => (
            form.effect,
            format!(
                "Effect: {}, the umpire overriding the checklist ({why}: {}).",
                word(form.effect),
                word(effect)
            ),
        ),
        None => (
            form.effect,
            format!("Effect: {}, as the umpire judges it.", word(form.effect)),
        ),
    }
}

/// The worksheet page.
pub fn show_fire_worksheet(
    ui: &mut Ui,
    troops: &mut TroopSession,
    terrain: &TerrainLayer,
) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    // Borrow the fields apart: the rules are read while the worksheet's fields are edited.
    let selected = troops.primary().cloned();
    let TroopSession { game, fire, .. } = troops;
    let rules = game.state().ruleset();
    show_unit_takers(ui, game, fire, selected.as_ref());
    if let Some(firer) = fire.firer.clone() {
        actions.extend(show_ammunition(ui, game, &firer));
    }
    let artillery = fire
        .firer
        .as_ref()
        .and_then(|id| game.state().unit(id).ok())
        .and_then(|(u, _)| fire_arm_of(&u.kind).ok())
        .is_some_and(|arm| arm.is_artillery());
    show_effect_choice(ui, game, fire, terrain, artillery);
    if artillery {
        show_good_effect_checklist(ui, rules, fire);
    }
    show_fire_circumstances(ui, rules, fire);
    match fire_setup(game, fire, terrain) {
        Ok(setup) => show_fire_reading(ui, rules, fire, &setup, &mut actions),
        Err(e) => {
            ui.label(e);
        }
    }
    if !fire.batch.is_empty() {
        show_fire_list(ui, game, fire, &mut actions);
    }
    if !fire.last.is_empty() {
        ui.separator();
        ui.label(RichText::new("Last fire").strong());
        for line in &fire.last {
            ui.label(line);
        }
    }
    actions
}

/// A unit of the game by its label and side, "—" for none.
fn unit_label(game: &Game, id: &Option<UnitId>) -> String {
    id.as_ref()
        .and_then(|u| game.state().unit(u).ok())
        .map_or_else(
            || "—".to_string(),
            |(u, _)| format!("{} ({})", u.label, u.side),
        )
}

/// The firing unit's and the target's rows: who each is now, and a button that takes the
/// `selected` unit for it (taking a new firing unit forgets the table units typed).
fn show_unit_takers(ui: &mut Ui, game: &Game, fire: &mut FireForm, selected: Option<&UnitId>) {
    ui.label(
        "Select a unit on the map or in the order of battle, then take it as the firing unit \
         or the target.",
    );
    for (what, is_firer) in [("Firing unit", true), ("Target", false)] {
        // Wrapped: with a long unit name the button goes to the next line, inside the panel.
        ui.horizontal_wrapped(|ui| {
            let current = if is_firer { &fire.firer } else { &fire.target };
            ui.label(format!("{what}: {}", unit_label(game, current)));
            let button = format!("Take the selected unit as {}", what.to_lowercase());
            if ui
                .add_enabled(selected.is_some(), egui::Button::new(button))
                .clicked()
            {
                if is_firer {
                    fire.firer = selected.cloned();
                    fire.scale_text.clear();
                } else {
                    fire.target = selected.cloned();
                }
            }
        });
    }
}

/// The "Effect" radios: the umpire's choice, or for a battery the checklist's verdict unless
/// "Override the checklist" is ticked.
fn show_effect_choice(
    ui: &mut Ui,
    game: &Game,
    fire: &mut FireForm,
    terrain: &TerrainLayer,
    artillery: bool,
) {
    let rules = game.state().ruleset();
    // A battery's effect follows the checklist unless the umpire overrides it, so the radio
    // shows the effect the fire is resolved with.
    let checklist = fire_setup(game, fire, terrain)
        .ok()
        .and_then(|setup| checklist_effect(rules, &setup, &fire.checks));
    if let Some((effect, _)) = &checklist
        && !fire.override_checklist
    {
        fire.effect = *effect;
    }
    ui.horizontal(|ui| {
        ui.label("Effect:");
        ui.add_enabled_ui(checklist.is_none() || fire.override_checklist, |ui| {
            ui.radio_value(&mut fire.effect, FireEffect::Good, "Good effect");
            ui.radio_value(&mut fire.effect, FireEffect::Bad, "Bad effect");
        });
        if artillery {
            ui.checkbox(&mut fire.override_checklist, "Override the checklist")
                .on_hover_text(
                    "Set the battery's effect by hand, against what the checklist below says",
                );
        }
    })
    .response
    .on_hover_text(
        "The umpire judges the effect (Section 3 — Firepower); a battery's follows the \
         checklist below. For skirmishers and Rifles, good means firing from cover and bad in \
         the open.",
    );
}

/// A battery's good-effect checklist from the draft: a box for each condition of each shot,
/// and under each shot whether all hold.
fn show_good_effect_checklist(ui: &mut Ui, rules: &Ruleset, fire: &mut FireForm) {
    let (lists, source) = rules.fire.criteria(rules.options.artillery_effect_criteria);
    egui::CollapsingHeader::new("Good effect: the draft's conditions")
        .default_open(true)
        .show(ui, |ui| {
            ui.label(format!("Tick what holds on the ground ({source})."));
            for list in lists.iter().filter(|l| l.effect == FireEffect::Good) {
                ui.label(RichText::new(list.shot.label()).strong());
                let mut all = true;
                for check in &list.checks {
                    let mut on = fire.checks.contains(check);
                    all &= on;
                    if ui.checkbox(&mut on, check).changed() {
                        if on {
                            fire.checks.insert(check.clone());
                        } else {
                            fire.checks.remove(check);
                        }
                    }
                }
                let shot = list.shot.label().to_lowercase();
                ui.label(if all {
                    format!("All hold: {shot} with good effect.")
                } else {
                    format!("Not all hold: {shot} with bad effect.")
                });
            }
        });
}

/// The fire's circumstances, a box each, and the "Table units" field for the firing unit's
/// size.
fn show_fire_circumstances(ui: &mut Ui, rules: &Ruleset, fire: &mut FireForm) {
    ui.label("Circumstances:");
    for &m in FireModifier::ALL {
        let mut on = fire.modifiers.contains(&m);
        if ui.checkbox(&mut on, m.describe(&rules.fire)).changed() {
            if on {
                fire.modifiers.insert(m);
            } else {
                fire.modifiers.remove(&m);
            }
        }
    }
    ui.horizontal(|ui| {
        let label = ui.label("Table units");
        ui.add(
            TextEdit::singleline(&mut fire.scale_text)
                .desired_width(50.0)
                .hint_text("unit's own"),
        )
        .labelled_by(label.id)
        .on_hover_text(
            "The firing unit as a multiple of the table's unit: half battalions (a battalion is \
             2) or batteries (a half battery is 0.5)",
        );
    });
}

/// The fire as the tables read it before the throw: range band, table unit and die, the
/// effect's working line, and the buttons that throw it now or keep it for the turn's fire
/// list; or why it cannot be fired.
fn show_fire_reading(
    ui: &mut Ui,
    rules: &Ruleset,
    fire: &mut FireForm,
    setup: &FireSetup,
    actions: &mut Vec<TroopAction>,
) {
    let modifiers: Vec<FireModifier> = fire.modifiers.iter().copied().collect();
    // A 9-pdr's column (and so its ranges) is thrown with the fire; until then the
    // preview reads its 6-pdr column.
    let column = (setup.arm == FireArm::NinePounder)
        .then(|| Face::new(2).ok())
        .flatten();
    let band = range_band(rules, setup.arm, setup.range, column);
    let (effect, effect_line) = effect_used(rules, setup, fire);
    let die = die_to_throw(rules, setup.arm, effect, &modifiers, None);
    if column.is_some() {
        ui.label("9-pdr: a die first picks the 6-pdr or the 12-pdr column (1, 3, 5: 12-pdr).");
    }
    match (&band, &die) {
        (Ok(band), Ok(die)) => {
            ui.label(format!(
                "{} at {:.0} paces: {} ({:.0}–{:.0} paces); {} × {:.2}; throw die {}.",
                setup.arm.label(),
                setup.range,
                band.band,
                band.from,
                band.to,
                setup.arm.table_unit(),
                setup.scale,
                die.roman()
            ));
            ui.label(effect_line);
            if ui
                .button("Throw and resolve the fire")
                .on_hover_text(
                    "Throw the die from the game's box, read the table and take the \
                     losses off the target",
                )
                .clicked()
            {
                actions.push(TroopAction::ResolveFire);
            }
            if ui
                .button("Add to the turn's fire list")
                .on_hover_text(
                    "Keep this fire to be resolved with the others of the turn in one go",
                )
                .clicked()
            {
                let mut order = fire.clone();
                order.effect = effect;
                order.batch.clear();
                order.last.clear();
                fire.batch.push(order);
            }
        }
        (Err(e), _) | (_, Err(e)) => {
            ui.colored_label(ui.visuals().error_fg_color, format!("Cannot fire: {e}"));
        }
    }
}

/// The turn's fire list: one row for each fire kept, with a button to remove it, and the
/// button that resolves them all in order.
fn show_fire_list(ui: &mut Ui, game: &Game, fire: &mut FireForm, actions: &mut Vec<TroopAction>) {
    ui.separator();
    ui.label(RichText::new(format!("The turn's fire list ({})", fire.batch.len())).strong());
    let mut remove = None;
    for (i, order) in fire.batch.iter().enumerate() {
        ui.horizontal(|ui| {
            let text = format!(
                "{}. {} at {}, {} effect{}",
                i + 1,
                unit_label(game, &order.firer),
                unit_label(game, &order.target),
                match order.effect {
                    FireEffect::Good => "good",
                    FireEffect::Bad => "bad",
                },
                if order.modifiers.is_empty() {
                    String::new()
                } else {
                    format!(", {}", counted(order.modifiers.len(), "circumstance"))
                }
            );
            ui.label(text);
            if ui.button(format!("Remove fire {}", i + 1)).clicked() {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        fire.batch.remove(i);
    }
    if ui
        .button(format!("Resolve all {} fires", fire.batch.len()))
        .on_hover_text("Throw and resolve every fire on the list, in order")
        .clicked()
    {
        actions.push(TroopAction::ResolveFireList);
    }
}

/// The die a 9-pdr's column is read from: the engine's, which throws it.
pub use kriegsspiel::systems::reisswitz_1815::game::NINE_PDR_COLUMN_DIE;

/// The firing unit's ammunition: turns of fire left, fouled muskets, a refill under way, and a
/// button to start the refill or resupply from its wagon (reference §12.1).
fn show_ammunition(ui: &mut Ui, game: &Game, firer: &UnitId) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    let Ok(status) = game.state().ammunition_status(firer) else {
        return actions;
    };
    let mut line = format!(
        "Ammunition: {} of {} turns of fire left",
        status.turns_left, status.turns_of_fire
    );
    if let Some(at) = status.resupplied_at {
        line.push_str(&format!("; refilling until turn {at}"));
    }
    ui.label(line);
    if status.fouled {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            "Muskets hot and foul after continuous fire: the rate of fire falls by as much as \
             the umpire decides (Section 3, L537). Record the decision in the journal.",
        );
    }
    if let Some(why) = &status.cannot_fire {
        ui.colored_label(
            ui.visuals().error_fg_color,
            format!("This unit cannot fire: {why}."),
        );
    }
    let can_start = status.resupplied_at.is_none() && status.turns_left < status.turns_of_fire;
    if ui
        .add_enabled(
            can_start,
            egui::Button::new(format!(
                "Resupply from its wagon ({} turns)",
                status.resupply_turns
            )),
        )
        .clicked()
    {
        actions.push(TroopAction::Command(
            kriegsspiel::systems::reisswitz_1815::game::Command::Resupply {
                unit: firer.clone(),
            },
        ));
    }
    actions
}
