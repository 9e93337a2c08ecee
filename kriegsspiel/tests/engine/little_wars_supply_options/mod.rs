//! Little Wars, the Kriegspiel appendix at the table (§10): supply given up every six moves and
//! counted body by body, missed supply, ammunition, works and mines with their sealed notes,
//! boats, railways — each option's readings pinned row by row with Wells's line.

mod failure;
mod sealed_views;
mod supply;
mod works;

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsError;
use kriegsspiel::systems::little_wars::country::Country;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure};
use kriegsspiel::systems::little_wars::game::{
    LaidPacket, LittleWarsCommand as C, LittleWarsEvent as Ev, LittleWarsGame, LittleWarsSetup,
    PacketKind, supply_needed,
};
use kriegsspiel::systems::little_wars::kriegspiel::bodies::{
    bodies, supply_radius, waggon_reach, waggons_needed,
};
use kriegsspiel::systems::little_wars::kriegspiel::supply::{SupplyBody, supply_packets};
use kriegsspiel::systems::little_wars::kriegspiel::{
    AppendixAction, appendix_move, boat_moves, entrain_moves, train_move,
};
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::supply_refusal::SupplyRefusal;
use kriegsspiel::systems::little_wars::units::{Inches, TablePoint};

/// Options, reckonings, food, forage, source.
type ReckonRow<'a> = (&'a [(&'a str, &'a str)], usize, u32, u32, &'a str);

/// A 50 ft square floor: room for bodies more than 12 ft apart (Wells L693).
const FLOOR: f64 = 600.0;

fn options(pairs: &[(&str, &str)]) -> LittleWarsOptions {
    let mut o = LittleWarsOptions::defaults();
    o.set("rules_mode", "kriegspiel").unwrap();
    // Forces of any make-up, so each table holds only the men it needs (Wells L375).
    o.set("force_selection", "points_150").unwrap();
    for (id, reading) in pairs {
        o.set(id, reading).unwrap();
    }
    o
}

/// `n` men of `arm` in a line 2 in apart from (`x`, `y`).
fn line(arm: Arm, n: u32, x: f64, y: f64) -> Vec<(Arm, f64, f64)> {
    (0..n).map(|i| (arm, x + 2.0 * f64::from(i), y)).collect()
}

/// A battle on the big floor: Red's men from id 1, Blue's from id 101, each side padded with
/// infantry in a far corner to equal numbers; every man has made his first move.
fn battle(
    pairs: &[(&str, &str)],
    red: &[(Arm, f64, f64)],
    blue: &[(Arm, f64, f64)],
) -> LittleWarsGame {
    let mut setup = LittleWarsSetup::default_battle(7);
    setup.country = Country::blank("Supply floor", FLOOR, FLOOR).unwrap();
    setup.options = options(pairs);
    setup.guns = Vec::new();
    let n = red.len().max(blue.len());
    let mut figures = Vec::new();
    for (side, men, first, corner_y) in [(Side::Red, red, 1, 590.0), (Side::Blue, blue, 101, 10.0)]
    {
        for i in 0..n {
            let (arm, x, y) =
                men.get(i)
                    .copied()
                    .unwrap_or((Arm::Infantry, 400.0 + 2.0 * i as f64, corner_y));
            let mut f = Figure::new(first + i as u32, side, arm, TablePoint::new(x, y));
            f.has_moved_once = true;
            figures.push(f);
        }
    }
    setup.figures = figures;
    let mut g = LittleWarsGame::new(setup).unwrap();
    g.apply(C::TossForFirstMove).unwrap();
    g.apply(C::BeginBattle).unwrap();
    g
}

fn end(g: &mut LittleWarsGame) -> Vec<Ev> {
    g.apply(C::EndMove { seconds_used: None }).unwrap()
}

/// Ends moves until `side` owes an issue and is to move; the number of moves ended.
fn until_due(g: &mut LittleWarsGame, side: Side) -> u32 {
    for n in 0..40 {
        if g.state().supply.due.contains_key(&side) && g.state().to_move == side {
            return n;
        }
        end(g);
    }
    panic!("no issue fell due for {side}");
}

/// Ends moves until `side` is to move.
fn until_to_move(g: &mut LittleWarsGame, side: Side) {
    if g.state().to_move != side {
        end(g);
    }
}

fn packet(kind: PacketKind, x: f64, y: f64) -> LaidPacket {
    LaidPacket {
        kind,
        at: TablePoint::new(x, y),
    }
}

fn give(g: &mut LittleWarsGame, side: Side, packets: Vec<LaidPacket>, cut_off: Vec<u32>) -> Ev {
    g.apply(C::GiveUpSupply {
        side,
        packets,
        cut_off,
    })
    .unwrap()
    .remove(0)
}

fn supplied(ev: &Ev) -> (Vec<u32>, Vec<u32>) {
    match ev {
        Ev::SupplyGiven {
            supplied,
            unsupplied,
            ..
        } => (supplied.clone(), unsupplied.clone()),
        other => panic!("not a supply event: {other:?}"),
    }
}
