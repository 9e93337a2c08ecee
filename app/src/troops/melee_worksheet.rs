//! The Melee page: two groups taken from the selection, the odds worksheet filled from them
//! (arms, men, formations, second lines behind them), the circumstances ticked by the umpire,
//! the die and the chance of each result before the throw; then one throw decides it and the
//! result goes on the pins, the markers and the map (Section 4 — Close Combat; reference
//! §5–§6).

use super::troop_action::TroopAction;
use super::troop_session::TroopSession;
use egui::{RichText, Ui};
use kriegsspiel::army::{Side, UnitId, UnitKind};
use kriegsspiel::calc::{
    CircumstanceClaim, CombatArm, CombatVerdict, MeleeFormation, MeleeParty, OddsInput,
    OddsWorksheet, StrengthCount,
};
use kriegsspiel::game::{CONTACT_PACES, Command, Game};
use kriegsspiel::ruleset::{CircumstanceEffect, CombatSide};
use std::collections::BTreeSet;

/// Formations counted as mass columns (Section 4 — mass columns attacking a line).
const COLUMN_FORMATIONS: [&str; 4] = [
    "attack_column",
    "close_company_column",
    "close_platoon_column",
    "close_section_column",
];

/// What the umpire has set on the melee worksheet.
#[derive(Debug, Clone, PartialEq)]
pub struct MeleeForm {
    /// The attacking units.
    pub attackers: Vec<UnitId>,
    /// The defending units.
    pub defenders: Vec<UnitId>,
    /// The step-one case.
    pub base_case: String,
    /// Circumstances ticked, with the side each is counted for.
    pub circumstances: BTreeSet<(String, CombatSide)>,
    /// The attacker has a second line at the right distance.
    pub attacker_second_line: bool,
    /// The defender has a second line at the right distance.
    pub defender_second_line: bool,
    /// A bayonet attack in woods.
    pub in_woods: bool,
    /// Close-order defenders holding a defile.
    pub defending_defile: bool,
    /// A physical die's face, as typed (empty: the game's dice throw).
    pub physical_face: String,
    /// The last melee's result, line by line.
    pub last: Vec<String>,
}

impl Default for MeleeForm {
    fn default() -> Self {
        Self {
            attackers: Vec::new(),
            defenders: Vec::new(),
            base_case: "equal_arms".into(),
            circumstances: BTreeSet::new(),
            attacker_second_line: false,
            defender_second_line: false,
            in_woods: false,
            defending_defile: false,
            physical_face: String::new(),
            last: Vec::new(),
        }
    }
}

/// The arm a unit fights as in a melee; `None` for detachments and trains.
pub fn combat_arm_of(kind: &UnitKind) -> Option<CombatArm> {
    match kind {
        UnitKind::Battalion { .. } | UnitKind::Sappers => Some(CombatArm::Infantry),
        UnitKind::CavalryRegiment { cavalry, .. } => Some(if cavalry.is_heavy() {
            CombatArm::HeavyCavalry
        } else {
            CombatArm::LightCavalry
        }),
        UnitKind::Battery { .. } => Some(CombatArm::Artillery),
        UnitKind::Detachment { .. } | UnitKind::Train { .. } => None,
    }
}

/// The arm in words.
pub fn arm_word(arm: CombatArm) -> &'static str {
    match arm {
        CombatArm::Infantry => "infantry",
        CombatArm::Skirmishers => "skirmishers",
        CombatArm::LightCavalry => "light cavalry",
        CombatArm::HeavyCavalry => "heavy cavalry",
        CombatArm::Artillery => "artillery",
    }
}

/// One group as the worksheet reads it from the game.
#[derive(Debug, Clone, PartialEq)]
pub struct MeleeGroup {
    /// Its side.
    pub side: Side,
    /// The party as the close-combat table reads it.
    pub party: MeleeParty,
    /// Men (riders) present.
    pub men: u32,
    /// Labels, for the page.
    pub labels: Vec<String>,
}

/// Reads a group of units from the game: one side, their arm (the first unit's; infantry and
/// cavalry together fight as combined arms), their blocks on the map, their men and formation.
pub fn read_group(game: &Game, ids: &[UnitId]) -> Result<MeleeGroup, String> {
    let state = game.state();
    let mut side = None;
    let (mut arms, mut blocks, mut men, mut labels) = (Vec::new(), 0u32, 0u32, Vec::new());
    let (mut lines, mut columns, mut battalions) = (0usize, 0usize, 0usize);
    for id in ids {
        let (unit, unit_state) = state.unit(id).map_err(|e| e.to_string())?;
        let placement = unit_state
            .placement
            .as_ref()
            .ok_or_else(|| format!("{} is not on the map", unit.label))?;
        if side.is_some_and(|s| s != unit.side) {
            return Err(format!(
                "{} is not of the same side as the rest",
                unit.label
            ));
        }
        side = Some(unit.side);
        let arm = combat_arm_of(&unit.kind).ok_or_else(|| {
            format!(
                "{} is a {}: its melee is the umpire's to settle",
                unit.label,
                unit.kind.describe()
            )
        })?;
        arms.push(arm);
        let footprint = game
            .footprint(id)
            .map_err(|e| e.to_string())?
            .ok_or_else(|| format!("{} is not on the map", unit.label))?;
        blocks = blocks.saturating_add(u32::try_from(footprint.main_blocks().count()).unwrap_or(0));
        men = men.saturating_add(unit_state.strength.men);
        labels.push(unit.label.clone());
        if matches!(unit.kind, UnitKind::Battalion { .. }) {
            battalions += 1;
        }
        if placement.formation == "line" {
            lines += 1;
        } else if COLUMN_FORMATIONS.contains(&placement.formation.as_str()) {
            columns += 1;
        }
    }
    let side = side.ok_or("take at least one unit from the selection")?;
    let arm = arms[0];
    let infantry = arms.contains(&CombatArm::Infantry);
    let cavalry = arms
        .iter()
        .any(|a| matches!(a, CombatArm::LightCavalry | CombatArm::HeavyCavalry));
    let formation = if lines == ids.len() {
        MeleeFormation::Line
    } else if battalions >= 2 && columns == ids.len() {
        MeleeFormation::MassColumns
    } else {
        MeleeFormation::Other
    };
    let mut party = MeleeParty::new(arm, blocks.max(1));
    party.formation = formation;
    party.combined_arms = infantry && cavalry;
    Ok(MeleeGroup {
        side,
        party,
        men,
        labels,
    })
}

/// The step-one case the two groups suggest (Section 4 — Establishing the Odds, step one;
/// reference §6): cavalry charging infantry in line or in column by its squadrons, cavalry
/// charging a battery's front, otherwise equal arms. The umpire may pick another.
pub fn suggest_base_case(attacker: &MeleeGroup, defender: &MeleeGroup) -> &'static str {
    let cavalry = matches!(
        attacker.party.arm,
        CombatArm::LightCavalry | CombatArm::HeavyCavalry
    );
    if !cavalry {
        return "equal_arms";
    }
    let squadrons = attacker.party.blocks;
    match (defender.party.arm, defender.party.formation) {
        (CombatArm::Infantry, MeleeFormation::Line) => match squadrons {
            0 | 1 => "cavalry_v_line_1_sqn",
            2 => "cavalry_v_line_2_sqns",
            _ => "cavalry_v_line_3_4_sqns",
        },
        (CombatArm::Infantry, _) => match squadrons {
            0 | 1 => "cavalry_v_column_1_sqn",
            2 => "cavalry_v_column_2_sqns",
            _ => "cavalry_v_column_3_4_sqns",
        },
        (CombatArm::Skirmishers, _) => "cavalry_v_skirmishers",
        (CombatArm::Artillery, _) => "cavalry_v_battery_front",
        _ => "equal_arms",
    }
}

/// Friendly units behind `ids` at a second line's distance (infantry 150–400 paces, cavalry by
/// the `cavalry_second_line` reading; Section 4 — Influences of a Second Line), by label.
pub fn second_lines(game: &Game, ids: &[UnitId]) -> Vec<String> {
    let state = game.state();
    let rules = state.ruleset();
    let spans = &rules.movement.second_line;
    let mut found = BTreeSet::new();
    for id in ids {
        let (Ok((unit, s)), Ok(Some(front))) = (state.unit(id), game.footprint(id)) else {
            continue;
        };
        let span = match combat_arm_of(&unit.kind) {
            Some(CombatArm::LightCavalry | CombatArm::HeavyCavalry) => {
                spans.cavalry(rules.options.cavalry_second_line).0
            }
            Some(CombatArm::Infantry) => spans.infantry,
            _ => continue,
        };
        let Some(placement) = &s.placement else {
            continue;
        };
        let (forward, right) = (placement.bearing.forward(), placement.bearing.right());
        for (other, os) in state.unit_states() {
            let (Ok((ou, _)), Some(op)) = (state.unit(other), &os.placement) else {
                continue;
            };
            if ids.contains(other) || ou.side != unit.side {
                continue;
            }
            let (dx, dy) = (
                op.anchor.x - placement.anchor.x,
                op.anchor.y - placement.anchor.y,
            );
            let behind = -(dx * forward.x + dy * forward.y);
            let across = (dx * right.x + dy * right.y).abs();
            if span.contains(behind) && across <= front.frontage {
                found.insert(ou.label.clone());
            }
        }
    }
    found.into_iter().collect()
}

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
    let input = OddsInput {
        attacker: Some(StrengthCount::Men(attacker.men)),
        defender: Some(StrengthCount::Men(defender.men)),
        attacker_flank: None,
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
            melee.attackers = selection.clone();
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
            melee.defenders = selection.clone();
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
    }
    let worked = melee_worksheet(game, melee);
    for (what, ids) in [
        ("Attackers", &melee.attackers),
        ("Defenders", &melee.defenders),
    ] {
        let text = match read_group(game, ids) {
            Ok(g) if !ids.is_empty() => format!(
                "{what} ({}): {}; {}, {} block(s), {} men, {}",
                g.side,
                g.labels.join(", "),
                arm_word(g.party.arm),
                g.party.blocks,
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
    if !melee.attackers.is_empty() && !melee.defenders.is_empty() {
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

    ui.separator();
    let rules = game.state().ruleset();
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
    ui.checkbox(
        &mut melee.attacker_second_line,
        "The attackers have a second line",
    );
    ui.checkbox(
        &mut melee.defender_second_line,
        "The defenders have a second line",
    );
    ui.checkbox(&mut melee.in_woods, "A bayonet attack in woods");
    ui.checkbox(&mut melee.defending_defile, "The defenders hold a defile");

    ui.separator();
    match &worked {
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
    ui.horizontal(|ui| {
        let label = ui.label("Physical die face (empty: the game throws)");
        ui.add(egui::TextEdit::singleline(&mut melee.physical_face).desired_width(30.0))
            .labelled_by(label.id);
    });
    if ui
        .add_enabled(
            worked.is_ok(),
            egui::Button::new("Throw and apply the melee"),
        )
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
    ui.separator();
    actions.extend(super::small_worksheets::show_small_worksheets(
        ui,
        game.state().ruleset(),
        small,
    ));
    actions
}
