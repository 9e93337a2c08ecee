//! The Melee page: two groups taken from the selection, the odds worksheet filled from them
//! (arms, men, formations, second lines behind them), the circumstances ticked by the umpire,
//! the die and the chance of each result before the throw; then one throw decides it and the
//! result goes on the pins, the markers and the map (Section 4 — Close Combat; reference
//! §5–§6).

use super::melee_form::MeleeForm;
use super::melee_groups::{
    MeleeGroup, arm_word, flank_attackers, read_group, second_lines, suggest_base_case,
};
use super::troop_action::TroopAction;
use super::troop_session::TroopSession;
use egui::{RichText, Ui};
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::army::UnitId;
use kriegsspiel::systems::reisswitz_1815::calc::{
    CircumstanceClaim, CombatVerdict, MeleeFormation, OddsInput, OddsWorksheet, StrengthCount,
};
use kriegsspiel::systems::reisswitz_1815::game::{CONTACT_PACES, Command, Game};
use kriegsspiel::systems::reisswitz_1815::ruleset::{CircumstanceEffect, CombatSide, Ruleset};

/// The odds worksheet for the form, or why it cannot be worked.
pub fn melee_worksheet(
    game: &Game,
    form: &MeleeForm,
) -> Result<(MeleeGroup, MeleeGroup, OddsWorksheet), String> {
    if form.attackers.is_empty() || form.defenders.is_empty() {
        return Err("Take the attackers and the defenders from the selection.".into());
    }
    let attacker = read_group(game, &form.attackers)?;
    let defender = read_group(game, &form.defenders)?;
    if attacker.side == defender.side {
        return Err("The attackers and the defenders are of the same side.".into());
    }
    let flank_men: u32 = if form.flank {
        flank_attackers(game, &form.attackers, &form.defenders)
            .iter()
            .filter_map(|id| game.state().unit(id).ok())
            .map(|(_, s)| s.strength.men)
            .sum()
    } else {
        0
    };
    let input = OddsInput {
        attacker: Some(StrengthCount::Men(attacker.men)),
        defender: Some(StrengthCount::Men(defender.men)),
        attacker_flank: (flank_men > 0).then_some(StrengthCount::Men(flank_men)),
        base_case: Some(form.base_case.clone()),
        circumstances: form
            .circumstances
            .iter()
            .map(|(id, side)| CircumstanceClaim::for_side(id, *side))
            .collect(),
    };
    let sheet =
        OddsWorksheet::compute(game.state().ruleset(), &input).map_err(|e| e.to_string())?;
    Ok((attacker, defender, sheet))
}

/// The command that throws and applies the melee set up on the form.
pub fn melee_command(game: &Game, form: &MeleeForm) -> Result<Command, String> {
    let (attacker, defender, sheet) = melee_worksheet(game, form)?;
    let (die, favoured) = match sheet.verdict {
        CombatVerdict::Throw { die, favoured, .. } => (die, favoured),
        other => {
            return Err(format!(
                "no die to throw: {other}. Apply the result by hand (markers and strengths)."
            ));
        }
    };
    let face = match form.physical_face.trim() {
        "" => None,
        text => Some(text.parse::<i64>().map_err(|_| {
            format!("“{text}” is not a die face: type 1 to 6, or leave it empty to throw")
        })?),
    };
    let mut attacker_party = attacker.party;
    attacker_party.second_line = form.attacker_second_line;
    let mut defender_party = defender.party;
    defender_party.second_line = form.defender_second_line;
    defender_party.defending_defile = form.defending_defile;
    Ok(Command::ResolveMelee {
        attackers: form.attackers.clone(),
        defenders: form.defenders.clone(),
        die,
        favoured,
        attacker: attacker_party,
        defender: defender_party,
        in_woods: form.in_woods,
        face,
        override_reason: None,
    })
}

/// Draws the Melee page; returns what the umpire asked for.
pub fn show_melee_worksheet(ui: &mut Ui, troops: &mut TroopSession) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    let selection: Vec<UnitId> = troops.selected.iter().cloned().collect();
    let TroopSession {
        game, melee, small, ..
    } = troops;
    show_group_takers(ui, game, melee, &selection);
    actions.extend(super::charge_question::show_charge_question(
        ui, game, melee,
    ));
    let worked = melee_worksheet(game, melee);
    show_group_summaries(ui, game, melee);
    show_contact_gap(ui, game, melee);

    ui.separator();
    let rules = game.state().ruleset();
    show_base_case_choice(ui, rules, melee);
    show_circumstance_ticks(ui, rules, melee);
    show_order_ticks(ui, game, melee);

    ui.separator();
    show_odds_result(ui, &worked);
    show_throw_controls(ui, game, melee, worked.is_ok(), &mut actions);
    actions.extend(super::capture_worksheet::show_capture_worksheet(
        ui, game, melee,
    ));
    ui.separator();
    actions.extend(super::small_worksheets::show_small_worksheets(
        ui,
        game.state().ruleset(),
        small,
    ));
    actions
}

/// The buttons that take the selection as the attackers or the defenders, each group's second
/// line ticked when one stands behind it; once both groups are taken the arms and formation
/// and the flank attack are suggested from the map.
fn show_group_takers(ui: &mut Ui, game: &Game, melee: &mut MeleeForm, selection: &[UnitId]) {
    ui.label(
        "Select the attacking units (Shift-click adds), take them as attackers; then the \
         defenders. The worksheet fills itself from the map.",
    );
    let mut took = false;
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                !selection.is_empty(),
                egui::Button::new("Take the selection as attackers"),
            )
            .clicked()
        {
            melee.attackers = selection.to_vec();
            took = true;
            melee.attacker_second_line = !second_lines(game, &melee.attackers).is_empty();
        }
        if ui
            .add_enabled(
                !selection.is_empty(),
                egui::Button::new("Take the selection as defenders"),
            )
            .clicked()
        {
            melee.defenders = selection.to_vec();
            took = true;
            melee.defender_second_line = !second_lines(game, &melee.defenders).is_empty();
        }
    });
    if took
        && let (Ok(a), Ok(d)) = (
            read_group(game, &melee.attackers),
            read_group(game, &melee.defenders),
        )
        && !melee.attackers.is_empty()
        && !melee.defenders.is_empty()
    {
        melee.base_case = suggest_base_case(&a, &d).to_string();
        melee.flank = !flank_attackers(game, &melee.attackers, &melee.defenders).is_empty();
    }
}

/// One line for each group as read from the map (side, units, arm, blocks, men, order), with
/// the units standing in a second line behind it.
fn show_group_summaries(ui: &mut Ui, game: &Game, melee: &MeleeForm) {
    for (what, ids) in [
        ("Attackers", &melee.attackers),
        ("Defenders", &melee.defenders),
    ] {
        let text = match read_group(game, ids) {
            Ok(g) if !ids.is_empty() => format!(
                "{what} ({}): {}; {}, {}, {} men, {}",
                g.side,
                g.labels.join(", "),
                arm_word(g.party.arm),
                counted(g.party.blocks, "block"),
                g.men,
                match g.party.formation {
                    MeleeFormation::Line => "in line",
                    MeleeFormation::MassColumns => "in mass columns",
                    MeleeFormation::Other => "in column or other order",
                }
            ),
            Ok(_) => format!("{what}: none taken yet"),
            Err(e) => format!("{what}: {e}"),
        };
        ui.label(text);
        let behind = second_lines(game, ids);
        if !behind.is_empty() {
            ui.label(format!("  second line behind them: {}", behind.join(", ")));
        }
    }
}

/// Whether the two groups are in contact: the gap between their nearest blocks, with a warning
/// when it is wider than contact. Nothing until both groups are taken.
fn show_contact_gap(ui: &mut Ui, game: &Game, melee: &MeleeForm) {
    if melee.attackers.is_empty() || melee.defenders.is_empty() {
        return;
    }
    let gap = game
        .state()
        .melee_gap(&melee.attackers, &melee.defenders)
        .ok()
        .filter(|g| g.is_finite());
    match gap {
        Some(gap) if gap <= CONTACT_PACES => {
            ui.label(format!(
                "In contact: {gap:.0} paces between the nearest blocks."
            ));
        }
        Some(gap) => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!(
                    "Not in contact: {gap:.0} paces between the nearest blocks. The melee is \
                     refused unless an override reason is typed on the Troops page."
                ),
            );
        }
        None => {}
    }
}

/// Step one of the odds: the chooser of the arms and formation that meet, from the rules'
/// base cases.
fn show_base_case_choice(ui: &mut Ui, rules: &Ruleset, melee: &mut MeleeForm) {
    let case_label = ui.label("Arms and formation (step one):");
    egui::ComboBox::from_id_salt("melee_base_case")
        .selected_text(
            rules
                .combat
                .base_cases
                .iter()
                .find(|c| c.id == melee.base_case)
                .map_or_else(|| melee.base_case.clone(), |c| c.description.clone()),
        )
        .width(ui.available_width() - 8.0)
        .truncate()
        .show_ui(ui, |ui| {
            for case in &rules.combat.base_cases {
                ui.selectable_value(&mut melee.base_case, case.id.clone(), &case.description);
            }
        })
        .response
        .labelled_by(case_label.id);
}

/// Step three of the odds: a box for each circumstance and each side it may favour, folded
/// away by default; those the umpire sets by hand are left out.
fn show_circumstance_ticks(ui: &mut Ui, rules: &Ruleset, melee: &mut MeleeForm) {
    egui::CollapsingHeader::new("Circumstances (step three)")
        .default_open(false)
        .show(ui, |ui| {
            for c in &rules.combat.circumstances {
                let (effect, _) = c.effect_under(&rules.options);
                if effect == CircumstanceEffect::UmpireSets {
                    continue;
                }
                ui.horizontal_wrapped(|ui| {
                    for side in CombatSide::BOTH {
                        if !c.applies_to.allows(side) {
                            continue;
                        }
                        let key = (c.id.clone(), side);
                        let mut on = melee.circumstances.contains(&key);
                        if ui
                            .checkbox(
                                &mut on,
                                format!("{} for the {}", c.description, side.word()),
                            )
                            .on_hover_text(c.source.to_string())
                            .changed()
                        {
                            if on {
                                melee.circumstances.insert(key);
                            } else {
                                melee.circumstances.remove(&key);
                            }
                        }
                    }
                });
            }
        });
}

/// The boxes for how the groups stand: second lines, attackers in flank or rear (naming those
/// that stand there), a bayonet attack in woods, a defile held.
fn show_order_ticks(ui: &mut Ui, game: &Game, melee: &mut MeleeForm) {
    ui.checkbox(
        &mut melee.attacker_second_line,
        "The attackers have a second line",
    );
    ui.checkbox(
        &mut melee.defender_second_line,
        "The defenders have a second line",
    );
    let in_flank = flank_attackers(game, &melee.attackers, &melee.defenders);
    let flank_text = if in_flank.is_empty() {
        "Count attackers in flank or rear twice (none stand there)".to_string()
    } else {
        let labels: Vec<String> = in_flank
            .iter()
            .filter_map(|id| game.state().unit(id).ok().map(|(u, _)| u.label.clone()))
            .collect();
        format!(
            "Count attackers in flank or rear twice ({} stand there)",
            labels.join(", ")
        )
    };
    ui.checkbox(&mut melee.flank, flank_text);
    ui.checkbox(&mut melee.in_woods, "A bayonet attack in woods");
    ui.checkbox(&mut melee.defending_defile, "The defenders hold a defile");
}

/// The worked odds: each step, the net index, the verdict, the chance of each result and the
/// worksheet's warnings; or why it cannot be worked.
fn show_odds_result(ui: &mut Ui, worked: &Result<(MeleeGroup, MeleeGroup, OddsWorksheet), String>) {
    match worked {
        Ok((_, _, sheet)) => {
            for step in &sheet.steps {
                ui.label(step.to_string());
            }
            ui.label(
                RichText::new(format!(
                    "Net index for the attacker: {:+}",
                    sheet.net_attacker_points
                ))
                .strong(),
            );
            ui.label(RichText::new(format!("Verdict: {}", sheet.verdict)).strong());
            for chance in &sheet.outcomes {
                ui.label(format!(
                    "Chance the {} is {} ({}): {}",
                    chance.beaten.word(),
                    chance.letter.word().to_lowercase(),
                    chance.letter,
                    chance.probability
                ));
            }
            for warning in &sheet.warnings {
                ui.colored_label(ui.visuals().warn_fg_color, warning);
            }
        }
        Err(e) => {
            ui.label(e);
        }
    }
}

/// The throw: the field for a physical die's face, "Throw and apply the melee" (enabled when
/// the worksheet is `workable`), and the last melee's result.
fn show_throw_controls(
    ui: &mut Ui,
    game: &Game,
    melee: &mut MeleeForm,
    workable: bool,
    actions: &mut Vec<TroopAction>,
) {
    ui.horizontal(|ui| {
        let label = ui.label("Physical die face (empty: the game throws)");
        ui.add(egui::TextEdit::singleline(&mut melee.physical_face).desired_width(30.0))
            .labelled_by(label.id);
    });
    if ui
        .add_enabled(workable, egui::Button::new("Throw and apply the melee"))
        .on_hover_text("Throw the die the worksheet chose and apply the result to both groups")
        .clicked()
    {
        match melee_command(game, melee) {
            Ok(command) => actions.push(TroopAction::ResolveMelee(command)),
            Err(e) => actions.push(TroopAction::Refuse(e)),
        }
    }
    if !melee.last.is_empty() {
        ui.separator();
        ui.heading("Result");
        for line in &melee.last {
            ui.label(line);
        }
    }
}
