//! Supply, works and boats at the table in the Kriegspiel appendix (rules reference §10;
//! Wells L624-L626, L685-L771): what the side to move owes at its issue and where its packets
//! lie, the works it has begun (the enemy's only as sealed notes until finished, Wells L771),
//! and its men at the boats. It reads the game and returns commands; its inputs live in the
//! egui memory between frames.

use egui::{DragValue, Id, RichText, Ui};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure};
use kriegsspiel::systems::little_wars::game::{
    BattleState, Boating, LaidPacket, PacketKind, Phase, SupplyNeed, supply_needed,
};
use kriegsspiel::systems::little_wars::kriegspiel::bodies::{waggons_in_reach, waggons_needed};
use kriegsspiel::systems::little_wars::kriegspiel::supply::MOVES_PER_ISSUE;
use kriegsspiel::systems::little_wars::kriegspiel::{WORKS, entrain_moves, train_move};
use kriegsspiel::systems::little_wars::option_readings::{SupplyBlocking, SupplyModel};
use kriegsspiel::systems::little_wars::units::TablePoint;

/// The panel's inputs, kept between frames.
#[derive(Debug, Clone, PartialEq, Default)]
struct SupplyInputs {
    /// Where the packets are laid, once the players move them from the suggested place.
    packets_at: Option<(f64, f64)>,
    /// The players agree the enemy is between the packets and the troops (`supply_blocking`
    /// = `agreed`).
    cut_off: bool,
    /// The work chosen (an index into the appendix's table).
    work: usize,
    /// Where the work is done, once moved from the suggested place.
    work_at: Option<(f64, f64)>,
    /// Men to put to the work (2 an inch for a trench).
    work_men: u32,
    /// Men to put in the boats.
    boat_men: u32,
}

/// Where the side's first man of its first body needing supply stands, 6 in towards its own
/// back line: the suggested place for packets or a work. `needs` is `supply_needed` for
/// the side, reckoned once a frame.
fn suggested_place(state: &BattleState, side: Side, needs: &[SupplyNeed]) -> (f64, f64) {
    let first = needs
        .iter()
        .find(|n| !n.exempt && n.packets.packets > 0)
        .and_then(|n| n.men.first().copied())
        .or_else(|| free_men(state, side, None).first().copied());
    let Some(man) = first.and_then(|id| state.figure(id).ok()) else {
        return (state.country.width / 2.0, state.country.depth / 2.0);
    };
    let back = state.country.back_line_y(side);
    let y = man.at.y + 6.0_f64.copysign(back - man.at.y);
    (man.at.x, y.clamp(0.0, state.country.depth))
}

/// The side's armed men free of works, boats and supply failure, of `arm` if given, in order.
fn free_men(state: &BattleState, side: Side, arm: Option<Arm>) -> Vec<u32> {
    let busy: Vec<u32> = state
        .works
        .iter()
        .filter(|w| !w.finished())
        .flat_map(|w| w.men.iter().copied())
        .collect();
    let mut men: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| f.side == side && f.is_armed() && arm.is_none_or(|a| f.arm == a))
        .filter(|f| !busy.contains(&f.id) && !state.boating.contains_key(&f.id))
        .filter(|f| !state.supply.out_of_action.contains(&f.id))
        .filter(|f| !state.moved.contains(&f.id))
        .map(|f| f.id)
        .collect();
    men.sort_unstable();
    men
}

/// Draws the panel in the appendix mode and returns the commands asked for.
pub fn show(ui: &mut Ui, state: &BattleState) -> Vec<LittleWarsCommand> {
    let mut out = Vec::new();
    if !state.options.kriegspiel() || state.phase != Phase::Battle {
        return out;
    }
    let id = Id::unique("little_wars_supply_panel");
    let mut inputs: SupplyInputs = ui.data_mut(|d| d.get_temp(id)).unwrap_or_default();
    ui.separator();
    ui.heading("Supply, works and boats");
    let needs = supply_needed(state, state.to_move);
    let suggested = suggested_place(state, state.to_move, &needs);
    supply(ui, state, &needs, suggested, &mut inputs, &mut out);
    ui.separator();
    works(ui, state, suggested, &mut inputs, &mut out);
    ui.separator();
    boats(ui, state, &mut inputs, &mut out);
    ui.data_mut(|d| d.insert_temp(id, inputs));
    out
}

/// The packets section; `needs` and `suggested` are the side to move's `supply_needed` and
/// `suggested_place`.
fn supply(
    ui: &mut Ui,
    state: &BattleState,
    needs: &[SupplyNeed],
    suggested: (f64, f64),
    inputs: &mut SupplyInputs,
    out: &mut Vec<LittleWarsCommand>,
) {
    let side = state.to_move;
    ui.label(RichText::new("Supply (Wells L685-L729)").strong());
    if state.options.supply_model() == SupplyModel::Waggons {
        waggons(ui, state);
        return;
    }
    if state.options.supply_model() != SupplyModel::Packets {
        ui.label(format!(
            "Supply model: {} — no packets are given up.",
            state.options.supply_model().id()
        ));
        return;
    }
    let due = issue_line(ui, state);
    let total = bodies_needing(ui, needs);
    let (x, y) = packets_place(ui, state, suggested, inputs);
    let short = count_of_side(state, side, state.supply.unsupplied.keys());
    let may_give = due || short > 0;
    if ui
        .add_enabled(may_give, egui::Button::new("Give up supply"))
        .clicked()
    {
        let at = TablePoint::new(x, y);
        let packets = PacketKind::ALL
            .iter()
            .zip(total)
            .flat_map(|(kind, n)| (0..n).map(|_| LaidPacket { kind: *kind, at }))
            .collect();
        let cut_off = if inputs.cut_off {
            needs.iter().flat_map(|n| n.men.iter().copied()).collect()
        } else {
            Vec::new()
        };
        out.push(LittleWarsCommand::GiveUpSupply {
            side,
            packets,
            cut_off,
        });
    }
    eat_a_horse(ui, state, out);
    supply_failures(ui, state, short);
}

/// Says whether the side to move owes supply now or how many moves remain to its next issue;
/// answers whether it is due.
fn issue_line(ui: &mut Ui, state: &BattleState) -> bool {
    let side = state.to_move;
    let counted = state.supply.counted.get(&side).copied().unwrap_or(0);
    let due = state.supply.due.contains_key(&side);
    ui.label(if due {
        format!("{side} owes supply now: give it up before this move ends (Wells L685).")
    } else {
        format!(
            "{side}: {} counted; the next issue after {} more (every {MOVES_PER_ISSUE}, \
             Wells L685).",
            moves_in_words(f64::from(counted)),
            MOVES_PER_ISSUE - counted % MOVES_PER_ISSUE
        )
    });
    due
}

/// A line for each body of the side's men with the packets it needs (or why it needs none);
/// answers the food, forage and ammunition packets of all of them together.
fn bodies_needing(ui: &mut Ui, needs: &[SupplyNeed]) -> [u32; 3] {
    let mut total = [0u32; 3];
    for need in needs {
        let p = &need.packets;
        total[0] += p.food;
        total[1] += p.forage;
        total[2] += p.ammunition;
        ui.label(if need.exempt {
            format!(
                "Body of {} men: isolated and small, needs none (Wells L693).",
                need.men.len()
            )
        } else {
            format!(
                "Body of {} men: {}.",
                need.men.len(),
                words::packet_counts(p.food, p.forage, p.ammunition)
            )
        });
    }
    total
}

/// Where the packets are to be laid (the suggested place until the players move it) and,
/// where the players agree on it, whether the enemy cuts them off; answers the place.
fn packets_place(
    ui: &mut Ui,
    state: &BattleState,
    suggested: (f64, f64),
    inputs: &mut SupplyInputs,
) -> (f64, f64) {
    let (mut x, mut y) = inputs.packets_at.unwrap_or(suggested);
    ui.horizontal(|ui| {
        let a = ui.label("Packets across (in)").id;
        ui.add(DragValue::new(&mut x).range(0.0..=state.country.width))
            .labelled_by(a);
        let d = ui.label("Packets down (in)").id;
        ui.add(DragValue::new(&mut y).range(0.0..=state.country.depth))
            .labelled_by(d);
    });
    if inputs.packets_at.is_some() || (x, y) != suggested {
        inputs.packets_at = Some((x, y));
    }
    if state.options.supply_blocking == SupplyBlocking::Agreed {
        ui.checkbox(
            &mut inputs.cut_off,
            "Cut off by the enemy (agreed, Wells L697)",
        );
    }
    (x, y)
}

/// The button that eats the side's first mounted man's horse not yet eaten, in place of a
/// food packet.
fn eat_a_horse(ui: &mut Ui, state: &BattleState, out: &mut Vec<LittleWarsCommand>) {
    let side = state.to_move;
    let horse = state
        .figures
        .iter()
        .filter(|f| f.side == side && f.is_armed() && f.arm.mounted())
        .map(|f| f.id)
        .filter(|id| !state.supply.horses_eaten.contains(id))
        .min();
    if ui
        .add_enabled(horse.is_some(), egui::Button::new("Eat a horse"))
        .on_hover_text(
            "When supplies fail a horse stands for a food packet, never forage (Wells L713)",
        )
        .clicked()
        && let Some(id) = horse
    {
        out.push(LittleWarsCommand::EatHorses { figures: vec![id] });
    }
}

/// What failed supply has cost the side to move (`short` of its men are unsupplied), and the
/// packets laid at its last issue.
fn supply_failures(ui: &mut Ui, state: &BattleState, short: usize) {
    let side = state.to_move;
    ui.label(format!(
        "{side}: {} men short of supply, {} out of action (Wells L725), {} infantry without \
         ammunition (Wells L721).",
        short,
        count_of_side(state, side, &state.supply.out_of_action),
        count_of_side(state, side, &state.supply.no_ammunition),
    ));
    if let Some(laid) = state.supply.laid.get(&side) {
        ui.label(format!(
            "Packets laid at {side}'s last issue: {}.",
            laid.len()
        ));
    }
}

/// How many of the figures `ids` are `side`'s.
fn count_of_side<'a>(
    state: &BattleState,
    side: Side,
    ids: impl IntoIterator<Item = &'a u32>,
) -> usize {
    ids.into_iter()
        .filter(|id| state.figure(**id).is_ok_and(|f| f.side == side))
        .count()
}

/// Chapter V's waggons (`supply_model` = `waggons`, Wells L515): a waggon per 50 men, and
/// how many of the side's T.&S. figures stand within six moves of its men.
fn waggons(ui: &mut Ui, state: &BattleState) {
    let side = state.to_move;
    let own: Vec<&Figure> = state
        .figures
        .iter()
        .filter(|f| f.side == side && f.is_armed())
        .collect();
    let (waggons, men): (Vec<&Figure>, Vec<&Figure>) =
        own.into_iter().partition(|f| f.arm == Arm::TransportSupply);
    let needed = waggons_needed(u32::try_from(men.len()).unwrap_or(u32::MAX));
    ui.label(format!(
        "{side}: {} men need {needed} waggons (one per 50, Wells L515); {} within six moves \
         ({}).",
        men.len(),
        waggons_in_reach(&men, &waggons, &state.options),
        state.options.supply_distance_unit.id()
    ));
}

/// The works section; `suggested` is the side to move's `suggested_place`.
fn works(
    ui: &mut Ui,
    state: &BattleState,
    suggested: (f64, f64),
    inputs: &mut SupplyInputs,
    out: &mut Vec<LittleWarsCommand>,
) {
    let side = state.to_move;
    ui.label(RichText::new("Works and mines (Wells L738-L771)").strong());
    work_choice(ui, inputs);
    let Some(spec) = WORKS.get(inputs.work) else {
        return;
    };
    ui.label(format!(
        "{}: {}, {} ({}).",
        work_name(spec.id),
        spec.by,
        moves_in_words(f64::from(spec.moves)),
        spec.cite
    ));
    if inputs.work_men == 0 {
        inputs.work_men = spec.men.max(1);
    }
    let (x, y) = work_place(ui, state, suggested, inputs);
    let arm = if spec.by.starts_with("R.E.") {
        Some(Arm::RoyalEngineers)
    } else if spec.id == "entrench_per_inch" {
        Some(Arm::Infantry)
    } else {
        None
    };
    let men: Vec<u32> = free_men(state, side, arm)
        .into_iter()
        .take(inputs.work_men as usize)
        .collect();
    if ui.button("Start work").clicked() {
        out.push(LittleWarsCommand::StartWork {
            work: spec.id.to_string(),
            men,
            at: TablePoint::new(x, y),
        });
    }
    works_begun(ui, state);
}

/// A button for each work of the appendix's table; choosing one also sets the men to put to
/// it to the number the table gives.
fn work_choice(ui: &mut Ui, inputs: &mut SupplyInputs) {
    ui.horizontal_wrapped(|ui| {
        for (n, w) in WORKS.iter().enumerate() {
            if ui
                .selectable_label(inputs.work == n, work_name(w.id))
                .clicked()
            {
                inputs.work = n;
                inputs.work_men = w.men.max(1);
            }
        }
    });
}

/// Where the work is to be done (the suggested place until the players move it) and the men
/// to put to it; answers the place.
fn work_place(
    ui: &mut Ui,
    state: &BattleState,
    suggested: (f64, f64),
    inputs: &mut SupplyInputs,
) -> (f64, f64) {
    let (mut x, mut y) = inputs.work_at.unwrap_or(suggested);
    ui.horizontal(|ui| {
        let a = ui.label("Work across (in)").id;
        ui.add(DragValue::new(&mut x).range(0.0..=state.country.width))
            .labelled_by(a);
        let d = ui.label("Work down (in)").id;
        ui.add(DragValue::new(&mut y).range(0.0..=state.country.depth))
            .labelled_by(d);
        let m = ui.label("Work men").id;
        ui.add(DragValue::new(&mut inputs.work_men).range(1..=200))
            .labelled_by(m);
    });
    if inputs.work_at.is_some() || (x, y) != suggested {
        inputs.work_at = Some((x, y));
    }
    (x, y)
}

/// A line for each work the side to move may see, with how far it has got, and the count of
/// the enemy's works it knows only as sealed notes.
fn works_begun(ui: &mut Ui, state: &BattleState) {
    let side = state.to_move;
    let mut sealed = 0;
    for w in &state.works {
        if !w.seen_by(side) {
            sealed += 1;
            continue;
        }
        let how = if w.exploded {
            "went off".to_string()
        } else if w.finished() {
            if w.is_mine() {
                "laid".into()
            } else {
                "finished".into()
            }
        } else {
            format!("{} of {} moves", w.moves_done, w.moves_needed)
        };
        ui.label(format!(
            "Work {} ({}), {}'s: {} men at ({:.0}, {:.0}) in — {how}.",
            w.number,
            w.kind.replace('_', " "),
            w.side,
            w.men.len(),
            w.at.x,
            w.at.y
        ));
    }
    if sealed > 0 {
        ui.label(format!(
            "{} of {} on the mantelpiece, opened when the work is finished or \
             the mine goes off (Wells L771).",
            kriegsspiel::figures::counted(sealed, "sealed note"),
            side.opponent()
        ));
    }
}

fn boats(
    ui: &mut Ui,
    state: &BattleState,
    inputs: &mut SupplyInputs,
    out: &mut Vec<LittleWarsCommand>,
) {
    let side = state.to_move;
    ui.label(RichText::new("Boats and railways (Wells L519, L624-L626, L869)").strong());
    if inputs.boat_men == 0 {
        inputs.boat_men = 20;
    }
    ui.horizontal(|ui| {
        let m = ui.label("Boat men").id;
        ui.add(DragValue::new(&mut inputs.boat_men).range(1..=200))
            .labelled_by(m);
        let infantry: Vec<u32> = free_men(state, side, Some(Arm::Infantry))
            .into_iter()
            .take(inputs.boat_men as usize)
            .collect();
        if ui.button("Embark").clicked() {
            out.push(LittleWarsCommand::Embark { figures: infantry });
        }
        let afloat: Vec<u32> = state
            .boating
            .iter()
            .filter(|(_, b)| matches!(b, Boating::Afloat { side: s } if *s == side))
            .map(|(id, _)| *id)
            .filter(|id| !state.moved.contains(id))
            .collect();
        if ui
            .add_enabled(!afloat.is_empty(), egui::Button::new("Disembark"))
            .clicked()
        {
            out.push(LittleWarsCommand::Disembark { figures: afloat });
        }
    });
    let (mut getting, mut afloat) = (0, 0);
    for (id, b) in &state.boating {
        if state.figure(*id).is_ok_and(|f| f.side == side) {
            match b {
                Boating::Afloat { .. } => afloat += 1,
                _ => getting += 1,
            }
        }
    }
    ui.label(format!(
        "{side}: {getting} men at the boats, {afloat} afloat (boats move 1 ft, Wells L599)."
    ));
    ui.label(format!(
        "A train runs {:.0} ft a move (train_speed); {} men entrain in {} (entrain_time).",
        train_move(&state.options).feet(),
        inputs.boat_men,
        moves_in_words(entrain_moves(inputs.boat_men, true, &state.options))
    ));
}

/// A work's id as the panel names it: "lay_contact_mine" is "Lay contact mine".
fn work_name(id: &str) -> String {
    let words = id.replace('_', " ");
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// A number of moves in words, "1 move" or "1.5 moves".
fn moves_in_words(moves: f64) -> String {
    if (moves - 1.0).abs() < f64::EPSILON {
        "1 move".to_string()
    } else {
        format!("{moves} moves")
    }
}
