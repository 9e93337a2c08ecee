//! Little Wars, the Kriegspiel appendix at the table (§10): supply given up every six moves and
//! counted body by body, missed supply, ammunition, works and mines with their sealed notes,
//! boats, railways — each option's readings pinned row by row with Wells's line.

use kriegsspiel::side::Side;
use kriegsspiel::system::RuleSystem;
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
/// infantry in a far corner to equal numbers (Wells L375); every man has made his first move.
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

#[test]
fn an_issue_falls_due_every_six_moves_as_move_counting_counts_them() {
    // (move_counting, first player's moves ended in all when his issue falls due, source)
    let rows: &[(&str, u32, &str)] = &[
        (
            "own_moves",
            11,
            "Wells L685: every six of his own moves (the 6th is move 11)",
        ),
        (
            "all_moves",
            6,
            "Wells L685: every six moves of either player",
        ),
    ];
    for (reading, ended, cite) in rows {
        let mut g = battle(
            &[("move_counting", reading)],
            &line(Arm::Infantry, 15, 100.0, 500.0),
            &[],
        );
        let first = g.state().to_move;
        let mut due_at = None;
        for n in 1..=12 {
            let events = end(&mut g);
            if due_at.is_none()
                && events
                    .iter()
                    .any(|e| matches!(e, Ev::SupplyDue { side, .. } if *side == first))
            {
                due_at = Some(n);
            }
        }
        assert_eq!(due_at, Some(*ended), "{cite}");
    }
}

#[test]
fn packets_count_within_six_feet_of_infantry_and_eighteen_of_cavalry_with_no_enemy_between() {
    // (arm, feet from the nearest man to the packet, a Blue man on the line, supply_blocking,
    //  supplied, source)
    let rows: &[(Arm, f64, bool, &str, bool, &str)] = &[
        (
            Arm::Infantry,
            5.0,
            false,
            "line",
            true,
            "Wells L689: within 6 ft of infantry",
        ),
        (
            Arm::Infantry,
            7.0,
            false,
            "line",
            false,
            "Wells L689: beyond 6 ft of infantry",
        ),
        (
            Arm::Cavalry,
            17.0,
            false,
            "line",
            true,
            "Wells L689: within 18 ft of cavalry",
        ),
        (
            Arm::Cavalry,
            19.0,
            false,
            "line",
            false,
            "Wells L689: beyond 18 ft of cavalry",
        ),
        (
            Arm::Infantry,
            5.0,
            true,
            "line",
            false,
            "Wells L697: an enemy man on the line",
        ),
        (
            Arm::Infantry,
            5.0,
            true,
            "agreed",
            true,
            "Wells L697: the players did not cut it off",
        ),
    ];
    for (arm, feet, enemy, blocking, fed, cite) in rows {
        let red = line(*arm, 15, 100.0, 500.0);
        let packet_y = 500.0 - feet * 12.0 - arm.base_radius().0;
        let mut blue = line(Arm::Infantry, 14, 400.0, 20.0);
        if *enemy {
            blue.push((Arm::Infantry, 100.0, 500.0 - 24.0));
        }
        let mut g = battle(&[("supply_blocking", blocking)], &red, &blue);
        until_due(&mut g, Side::Red);
        let needs = supply_needed(g.state(), Side::Red);
        let need = &needs[0].packets;
        let mut packets = vec![packet(PacketKind::Food, 100.0, packet_y); need.food as usize];
        packets.extend(vec![
            packet(PacketKind::Forage, 100.0, packet_y);
            need.forage as usize
        ]);
        let ev = give(&mut g, Side::Red, packets, Vec::new());
        let (ok, short) = supplied(&ev);
        assert_eq!(short.is_empty(), *fed, "{cite}: {ev:?}");
        assert_eq!(ok.len() == 15, *fed, "{cite}");
    }
}

#[test]
fn under_agreed_blocking_the_players_cut_a_body_off() {
    // supply_blocking = agreed (Wells L697): the command names a man of the body cut off.
    let mut g = battle(
        &[("supply_blocking", "agreed")],
        &line(Arm::Infantry, 15, 100.0, 500.0),
        &[],
    );
    until_due(&mut g, Side::Red);
    let ev = give(
        &mut g,
        Side::Red,
        vec![packet(PacketKind::Food, 100.0, 450.0)],
        vec![1],
    );
    assert_eq!(supplied(&ev).1.len(), 15, "Wells L697");
}

#[test]
fn supply_radius_other_reaches_the_other_arms() {
    // (arm, supply_radius_other, feet, source)
    let rows: &[(Arm, &str, f64, &str)] = &[
        (Arm::Infantry, "eighteen_ft", 6.0, "Wells L689"),
        (Arm::Cavalry, "six_ft", 18.0, "Wells L689"),
        (
            Arm::General,
            "six_ft",
            18.0,
            "Wells L577: the General is a cavalry figure",
        ),
        (
            Arm::RoyalEngineers,
            "six_ft",
            6.0,
            "Wells L689 names only infantry and cavalry",
        ),
        (
            Arm::RoyalEngineers,
            "eighteen_ft",
            18.0,
            "Wells L689, supply_radius_other",
        ),
        (
            Arm::RoyalArtillery,
            "eighteen_ft",
            18.0,
            "Wells L689, supply_radius_other",
        ),
        (
            Arm::TransportSupply,
            "six_ft",
            6.0,
            "Wells L689, supply_radius_other",
        ),
    ];
    for (arm, reading, feet, cite) in rows {
        let o = options(&[("supply_radius_other", reading)]);
        assert_eq!(supply_radius(*arm, &o), Inches::from_feet(*feet), "{cite}");
    }
    // At the table: 15 R.E. with a packet 10 ft off are fed only under eighteen_ft.
    for (reading, fed) in [("six_ft", false), ("eighteen_ft", true)] {
        let mut g = battle(
            &[("supply_radius_other", reading)],
            &line(Arm::RoyalEngineers, 15, 100.0, 500.0),
            &[],
        );
        until_due(&mut g, Side::Red);
        let y = 500.0 - 120.0 - Arm::RoyalEngineers.base_radius().0;
        let ev = give(
            &mut g,
            Side::Red,
            vec![packet(PacketKind::Food, 100.0, y)],
            Vec::new(),
        );
        assert_eq!(
            supplied(&ev).1.is_empty(),
            fed,
            "supply_radius_other={reading}"
        );
    }
}

#[test]
fn bodies_are_men_within_twelve_feet_of_one_another() {
    let man = |id, x| Figure::new(id, Side::Red, Arm::Infantry, TablePoint::new(x, 300.0));
    // (gap between the two groups' nearest bases in feet, bodies, source)
    for (feet, expected, cite) in [
        (11.5, 1, "Wells L693: within 12 ft"),
        (12.5, 2, "Wells L693: more than 12 ft off"),
    ] {
        let r = Arm::Infantry.base_radius().0;
        let men = [
            man(1, 100.0),
            man(2, 102.0),
            man(3, 102.0 + 2.0 * r + feet * 12.0),
        ];
        let refs: Vec<&Figure> = men.iter().collect();
        assert_eq!(bodies(&refs).len(), expected, "{cite}");
    }
}

#[test]
fn supply_reckoning_exemption_rounding_and_horses_each_reading() {
    // Two bodies each of 10 infantry and 5 cavalry, 20 ft apart: both isolated (Wells L693).
    let mut red = line(Arm::Infantry, 10, 100.0, 500.0);
    red.extend(line(Arm::Cavalry, 5, 130.0, 500.0));
    red.extend(line(Arm::Infantry, 10, 400.0, 500.0));
    red.extend(line(Arm::Cavalry, 5, 430.0, 500.0));
    let total = |pairs: &[(&str, &str)]| {
        let g = battle(pairs, &red, &[]);
        let needs = supply_needed(g.state(), Side::Red);
        let food: u32 = needs.iter().map(|n| n.packets.food).sum();
        let forage: u32 = needs.iter().map(|n| n.packets.forage).sum();
        (needs.len(), food, forage)
    };
    // (options, reckonings, food, forage, source)
    let rows: &[ReckonRow] = &[
        (
            &[],
            2,
            2,
            2,
            "per_body: 15 men → 1 food, 5 horses → 1 forage, twice (Wells L685, L693)",
        ),
        (
            &[("supply_reckoning", "per_side")],
            1,
            1,
            2,
            "per_side: 30 men → 1 food, 10 horses → 2 forage",
        ),
        (
            &[("supply_exemption", "all_arms")],
            2,
            0,
            0,
            "all_arms: isolated bodies under 30 infantry need none",
        ),
        (
            &[
                ("supply_reckoning", "per_side"),
                ("supply_rounding", "infantry_only"),
            ],
            1,
            2,
            2,
            "infantry_only: 20 infantry half up → 1, 10 cavalry up → 1; 10 horses up → 2",
        ),
    ];
    for (pairs, n, food, forage, cite) in rows {
        assert_eq!(total(pairs), (*n, *food, *forage), "{cite}");
    }
    // forage_horses: the General's horse counts under mounted only (Wells L685).
    let body = SupplyBody {
        cavalry: 2,
        other_horses: 1,
        ..SupplyBody::default()
    };
    for (reading, forage) in [("mounted", 1), ("cavalry_only", 0)] {
        let p = supply_packets(body, &options(&[("forage_horses", reading)]));
        assert_eq!(
            p.forage, forage,
            "forage_horses={reading}: 3 or 2 horses of 6, half up (Wells L685, L693)"
        );
    }
}

#[test]
fn missed_supply_by_each_reading_of_supply_failure() {
    // (supply_failure, a man may move right after the miss, source)
    let rows: &[(&str, bool, &str)] = &[
        (
            "six_moves",
            true,
            "Wells L725: out of action after six moves, acting until then",
        ),
        (
            "halt_then_out",
            false,
            "Wells L725: cannot move without supply",
        ),
    ];
    for (reading, may_move, cite) in rows {
        let mut g = battle(
            &[("supply_failure", reading)],
            &line(Arm::Infantry, 15, 100.0, 500.0),
            &[],
        );
        until_due(&mut g, Side::Red);
        let events = end(&mut g);
        assert!(
            events.iter().any(|e| matches!(e, Ev::SupplyMissed { side: Side::Red, figures } if figures.len() == 15)),
            "{cite}: {events:?}"
        );
        until_to_move(&mut g, Side::Red);
        let moved = g.apply(C::MoveFigure {
            figure: 1,
            route: vec![TablePoint::new(100.0, 495.0)],
            on_road_in_column: false,
        });
        assert_eq!(moved.is_ok(), *may_move, "{cite}: {moved:?}");
        if !may_move {
            assert!(matches!(
                moved,
                Err(LittleWarsError::Supply(SupplyRefusal::Unsupplied { .. }))
            ));
        }
        // Six of Red's moves after the issue fell due, the men are out of action.
        let mut out = None;
        for _ in 0..12 {
            let events = end(&mut g);
            if let Some(Ev::OutOfAction { figures }) = events
                .iter()
                .find(|e| matches!(e, Ev::OutOfAction { figures } if figures.contains(&1)))
            {
                out = Some(figures.len());
                break;
            }
        }
        assert_eq!(out, Some(15), "{cite}");
        until_to_move(&mut g, Side::Red);
        let moved = g.apply(C::MoveFigure {
            figure: 2,
            route: vec![TablePoint::new(102.0, 495.0)],
            on_road_in_column: false,
        });
        assert!(
            matches!(
                moved,
                Err(LittleWarsError::Supply(SupplyRefusal::OutOfAction { .. }))
            ),
            "{cite}"
        );
    }
}

#[test]
fn late_supply_saves_men_who_missed_an_issue() {
    let mut g = battle(&[], &line(Arm::Infantry, 15, 100.0, 500.0), &[]);
    until_due(&mut g, Side::Red);
    end(&mut g);
    until_to_move(&mut g, Side::Red);
    let red_short = |g: &LittleWarsGame| {
        g.state()
            .supply
            .unsupplied
            .keys()
            .filter(|id| **id < 100)
            .count()
    };
    assert_eq!(red_short(&g), 15, "Wells L725");
    let ev = give(
        &mut g,
        Side::Red,
        vec![packet(PacketKind::Food, 100.0, 480.0)],
        Vec::new(),
    );
    assert_eq!(supplied(&ev).0.len(), 15, "Wells L725: within six moves");
    assert_eq!(red_short(&g), 0, "Wells L725");
}

#[test]
fn infantry_who_fired_six_moves_running_need_ammunition_or_cannot_fire() {
    // (ammunition packets given, may fire after the issue, source)
    let rows: &[(usize, bool, &str)] = &[
        (
            0,
            false,
            "Wells L685, L721: 15 firers half up need 1 packet; none given",
        ),
        (1, true, "Wells L685: the packet given, they fire on"),
    ];
    for (ammunition, may_fire, cite) in rows {
        let mut g = battle(&[], &line(Arm::Infantry, 15, 100.0, 500.0), &[]);
        let firers: Vec<u32> = (1..=15).collect();
        until_to_move(&mut g, Side::Red);
        for _ in 0..6 {
            g.apply(C::RifleVolley {
                figures: firers.clone(),
            })
            .unwrap();
            end(&mut g);
            end(&mut g);
        }
        until_due(&mut g, Side::Red);
        let need = supply_needed(g.state(), Side::Red);
        assert_eq!(need[0].packets.ammunition, 1, "{cite}");
        let mut packets = vec![packet(PacketKind::Food, 100.0, 480.0)];
        packets.extend(vec![
            packet(PacketKind::Ammunition, 100.0, 480.0);
            *ammunition
        ]);
        give(&mut g, Side::Red, packets, Vec::new());
        let fired = g.apply(C::RifleVolley { figures: vec![1] });
        assert_eq!(fired.is_ok(), *may_fire, "{cite}: {fired:?}");
    }
}

#[test]
fn a_man_who_fired_may_not_move_and_one_who_moved_may_not_fire() {
    let mut g = battle(&[], &line(Arm::Infantry, 15, 100.0, 500.0), &[]);
    until_to_move(&mut g, Side::Red);
    g.apply(C::RifleVolley { figures: vec![1] }).unwrap();
    assert!(
        g.apply(C::MoveFigure {
            figure: 1,
            route: vec![TablePoint::new(100.0, 495.0)],
            on_road_in_column: false,
        })
        .is_err(),
        "Wells L657"
    );
    g.apply(C::MoveFigure {
        figure: 2,
        route: vec![TablePoint::new(102.0, 495.0)],
        on_road_in_column: false,
    })
    .unwrap();
    assert!(
        matches!(
            g.apply(C::RifleVolley { figures: vec![2] }),
            Err(LittleWarsError::Supply(SupplyRefusal::MovedAndFire { .. }))
        ),
        "Wells L657"
    );
}

#[test]
fn supply_model_says_whether_packets_are_given_up() {
    // (supply_model, packets refused, source)
    for (reading, refused, cite) in [
        ("packets", false, "Wells L685-L729"),
        ("waggons", true, "Wells L515: Chapter V's waggons instead"),
        ("none", true, "Wells L143: the floor game has none"),
    ] {
        let mut g = battle(
            &[("supply_model", reading), ("move_counting", "all_moves")],
            &line(Arm::Infantry, 15, 100.0, 500.0),
            &[],
        );
        for _ in 0..6 {
            end(&mut g);
        }
        let side = g.state().to_move;
        let x = if side == Side::Red { 100.0 } else { 400.0 };
        let y = if side == Side::Red { 480.0 } else { 20.0 };
        let r = g.apply(C::GiveUpSupply {
            side,
            packets: vec![packet(PacketKind::Food, x, y)],
            cut_off: Vec::new(),
        });
        assert_eq!(r.is_err(), refused, "{cite}: {r:?}");
    }
}

#[test]
fn chapter_v_waggons_and_carts_by_supply_distance_unit() {
    // A waggon per 50 men (Wells L515).
    for (men, waggons) in [(50, 1), (51, 2), (100, 2), (0, 0)] {
        assert_eq!(waggons_needed(men), waggons, "Wells L515");
    }
    // (unit, moves, the served arm's move, reach in inches, source)
    let infantry = appendix_move(Arm::Infantry, false);
    let rows: &[(&str, u32, f64)] = &[
        ("served_moves", 6, 72.0),
        ("carrier_moves", 6, 36.0),
        ("served_moves", 2, 24.0),
        ("carrier_moves", 2, 12.0),
    ];
    for (unit, moves, inches) in rows {
        let o = options(&[("supply_distance_unit", unit)]);
        assert_eq!(
            waggon_reach(*moves, infantry, &o),
            Inches(*inches),
            "Wells L515, L596: {unit}"
        );
    }
}

#[test]
fn a_work_is_counted_by_move_counting_and_sealed_until_finished() {
    // (work, men, move_counting, moves ended in all until finished, source)
    let rows: &[(&str, Arm, u32, &str, u32, &str)] = &[
        (
            "entrench_per_inch",
            Arm::Infantry,
            4,
            "own_moves",
            7,
            "Wells L763: 4 of the side's moves",
        ),
        (
            "entrench_per_inch",
            Arm::Infantry,
            4,
            "all_moves",
            4,
            "Wells L763: 4 moves of either player",
        ),
        (
            "gun_epaulement",
            Arm::Infantry,
            6,
            "own_moves",
            7,
            "Wells L767",
        ),
        (
            "destroy_railway_bridge",
            Arm::RoyalEngineers,
            1,
            "own_moves",
            3,
            "Wells L738: 2 moves",
        ),
        (
            "destroy_road_bridge",
            Arm::RoyalEngineers,
            1,
            "own_moves",
            1,
            "Wells L742: 1 move",
        ),
        (
            "burn_supply_depot",
            Arm::Cavalry,
            1,
            "own_moves",
            3,
            "Wells L746: 1 man, 2 moves",
        ),
        (
            "destroy_six_waggons",
            Arm::Infantry,
            4,
            "all_moves",
            1,
            "Wells L750: 4 men, 1 move",
        ),
        (
            "lay_contact_mine",
            Arm::Infantry,
            2,
            "own_moves",
            11,
            "Wells L754: 2 men, 6 moves",
        ),
    ];
    for (kind, arm, men, counting, ended, cite) in rows {
        let mut g = battle(
            &[("move_counting", counting)],
            &line(*arm, 8, 100.0, 300.0),
            &[],
        );
        until_to_move(&mut g, Side::Red);
        let ids: Vec<u32> = (1..=*men).collect();
        g.apply(C::StartWork {
            work: kind.to_string(),
            men: ids,
            at: TablePoint::new(100.0, 290.0),
        })
        .unwrap();
        let work = &g.state().works[0];
        assert!(
            work.seen_by(Side::Red) && !work.seen_by(Side::Blue),
            "Wells L771: a sealed note"
        );
        let mut finished = None;
        for n in 1..=12 {
            let events = end(&mut g);
            if events.iter().any(|e| matches!(e, Ev::WorkFinished { .. })) {
                finished = Some(n);
                break;
            }
        }
        assert_eq!(finished, Some(*ended), "{cite}");
        let work = &g.state().works[0];
        assert_eq!(
            work.seen_by(Side::Blue),
            !work.is_mine(),
            "Wells L771: opened when finished; a mine when it goes off"
        );
    }
}

#[test]
fn works_refuse_the_wrong_men() {
    // (work, arm, men, source)
    let rows: &[(&str, Arm, u32, &str)] = &[
        (
            "destroy_railway_bridge",
            Arm::Infantry,
            2,
            "Wells L738: R.E. work",
        ),
        (
            "entrench_per_inch",
            Arm::Cavalry,
            2,
            "Wells L763: infantry entrench",
        ),
        (
            "entrench_per_inch",
            Arm::Infantry,
            1,
            "Wells L763: 2 men an inch",
        ),
        ("lay_contact_mine", Arm::Infantry, 1, "Wells L754: 2 men"),
        ("gun_epaulement", Arm::Infantry, 5, "Wells L767: 6 men"),
        ("destroy_six_waggons", Arm::Infantry, 3, "Wells L750: 4 men"),
    ];
    for (kind, arm, men, cite) in rows {
        let mut g = battle(&[], &line(*arm, 8, 100.0, 300.0), &[]);
        until_to_move(&mut g, Side::Red);
        let r = g.apply(C::StartWork {
            work: kind.to_string(),
            men: (1..=*men).collect(),
            at: TablePoint::new(100.0, 290.0),
        });
        assert!(
            matches!(r, Err(LittleWarsError::Supply(SupplyRefusal::Work { .. }))),
            "{cite}: {r:?}"
        );
    }
    // R.E. who changed position this move may not begin (Wells L665).
    let mut g = battle(&[], &line(Arm::RoyalEngineers, 8, 100.0, 300.0), &[]);
    until_to_move(&mut g, Side::Red);
    g.apply(C::MoveFigure {
        figure: 1,
        route: vec![TablePoint::new(100.0, 295.0)],
        on_road_in_column: false,
    })
    .unwrap();
    let r = g.apply(C::StartWork {
        work: "destroy_road_bridge".into(),
        men: vec![1],
        at: TablePoint::new(100.0, 290.0),
    });
    assert!(r.is_err(), "Wells L665");
    // Men at a work stay at it until it is finished.
    g.apply(C::StartWork {
        work: "destroy_railway_bridge".into(),
        men: vec![2],
        at: TablePoint::new(102.0, 290.0),
    })
    .unwrap();
    end(&mut g);
    end(&mut g);
    let r = g.apply(C::MoveFigure {
        figure: 2,
        route: vec![TablePoint::new(102.0, 295.0)],
        on_road_in_column: false,
    });
    assert!(
        matches!(
            r,
            Err(LittleWarsError::Supply(SupplyRefusal::AtWork { .. }))
        ),
        "Wells L738"
    );
}

#[test]
fn a_mine_goes_off_under_the_first_man_and_destroys_all_within_six_inches() {
    // Red lays a mine at (300, 300); Blue's man at (300, 306) walks over it (Wells L754).
    let mut red = line(Arm::Infantry, 2, 300.0, 200.0);
    red.push((Arm::Infantry, 305.0, 300.0)); // within 6 in of the mine
    red.push((Arm::Infantry, 320.0, 300.0)); // 20 in off
    let blue = vec![(Arm::Infantry, 300.0, 306.0), (Arm::Infantry, 300.0, 380.0)];
    let mut g = battle(&[], &red, &blue);
    until_to_move(&mut g, Side::Red);
    g.apply(C::StartWork {
        work: "lay_contact_mine".into(),
        men: vec![1, 2],
        at: TablePoint::new(300.0, 300.0),
    })
    .unwrap();
    for _ in 0..11 {
        end(&mut g);
    }
    assert!(g.state().works[0].finished(), "Wells L754: six moves");
    assert!(
        !g.state().works[0].seen_by(Side::Blue),
        "Wells L771: still sealed"
    );
    until_to_move(&mut g, Side::Blue);
    let events = g
        .apply(C::MoveFigure {
            figure: 101,
            route: vec![TablePoint::new(300.0, 296.0)],
            on_road_in_column: false,
        })
        .unwrap();
    let killed = events.iter().find_map(|e| match e {
        Ev::MineExploded { killed, .. } => Some(killed.clone()),
        _ => None,
    });
    assert_eq!(
        killed,
        Some(vec![3, 101]),
        "Wells L754: everything within 6 in"
    );
    assert!(
        g.state().works[0].seen_by(Side::Blue),
        "Wells L771: opened when the mine goes off"
    );
}

#[test]
fn boats_take_their_batches_and_hold_the_men() {
    // (men, embark, boat_batches, moves, source)
    let rows: &[(u32, bool, &str, f64, &str)] = &[
        (
            20,
            true,
            "per_started_20",
            2.0,
            "Wells L624: 2 moves per 20 in",
        ),
        (
            30,
            true,
            "per_started_20",
            4.0,
            "Wells L624: each 20 or part",
        ),
        (
            30,
            true,
            "proportional",
            3.0,
            "Wells L624, boat_batches=proportional",
        ),
        (
            20,
            false,
            "per_started_20",
            1.0,
            "Wells L626: 1 move per 20 out",
        ),
        (30, false, "per_started_20", 2.0, "Wells L626"),
        (30, false, "proportional", 1.5, "Wells L626"),
    ];
    for (men, embark, batches, moves, cite) in rows {
        assert_eq!(
            boat_moves(*men, *embark, &options(&[("boat_batches", batches)])),
            *moves,
            "{cite}"
        );
    }
    // At the table: 30 men embark in 4 of Red's moves (per_started_20), 3 (proportional).
    for (batches, own_moves) in [("per_started_20", 4), ("proportional", 3)] {
        let mut g = battle(
            &[("boat_batches", batches)],
            &line(Arm::Infantry, 30, 100.0, 300.0),
            &[],
        );
        until_to_move(&mut g, Side::Red);
        g.apply(C::Embark {
            figures: (1..=30).collect(),
        })
        .unwrap();
        let mut afloat = None;
        for n in 1..=10 {
            let events = end(&mut g);
            if events
                .iter()
                .any(|e| matches!(e, Ev::BoatsDone { afloat: true, .. }))
            {
                afloat = Some(n);
                break;
            }
            if g.state().to_move == Side::Red {
                let r = g.apply(C::MoveFigure {
                    figure: 1,
                    route: vec![TablePoint::new(100.0, 295.0)],
                    on_road_in_column: false,
                });
                assert!(
                    matches!(
                        r,
                        Err(LittleWarsError::Supply(SupplyRefusal::Boating { .. }))
                    ),
                    "Wells L624"
                );
            }
        }
        assert_eq!(afloat, Some(2 * own_moves - 1), "boat_batches={batches}");
        // Afloat, a man moves as a boat, 1 ft (Wells L599); then disembarks.
        end(&mut g);
        g.apply(C::MoveFigure {
            figure: 1,
            route: vec![TablePoint::new(100.0, 289.0)],
            on_road_in_column: false,
        })
        .unwrap();
        g.apply(C::Disembark { figures: vec![2] }).unwrap();
    }
    // Only infantry embark (Wells L624).
    let mut g = battle(&[], &line(Arm::Cavalry, 2, 100.0, 300.0), &[]);
    until_to_move(&mut g, Side::Red);
    assert!(
        g.apply(C::Embark { figures: vec![1] }).is_err(),
        "Wells L624"
    );
}

#[test]
fn railways_and_actions_by_their_options() {
    // (train_speed, feet per move, source)
    for (reading, feet, cite) in [
        ("appendix", 8.0, "Wells L869: about 8 ft a move"),
        (
            "chapter_v",
            10.0,
            "Wells L519: 5 times the floor cavalry's 2 ft",
        ),
    ] {
        assert_eq!(
            train_move(&options(&[("train_speed", reading)])),
            Inches::from_feet(feet),
            "{cite}"
        );
    }
    // (entrain_time, men, entraining, moves, source)
    let rows: &[(&str, u32, bool, f64, &str)] = &[
        (
            "one_move_each",
            40,
            true,
            1.0,
            "Wells L519: one move to entrain",
        ),
        (
            "one_move_each",
            40,
            false,
            1.0,
            "Wells L519: one to detrain",
        ),
        (
            "boat_model",
            40,
            true,
            4.0,
            "Wells L869 with L624: 2 per 20 in",
        ),
        (
            "boat_model",
            40,
            false,
            2.0,
            "Wells L869 with L626: 1 per 20 out",
        ),
        ("boat_model", 25, true, 4.0, "Wells L624: each 20 or part"),
    ];
    for (reading, men, entrain, moves, cite) in rows {
        assert_eq!(
            entrain_moves(*men, *entrain, &options(&[("entrain_time", reading)])),
            *moves,
            "{cite}"
        );
    }
    // (action_time, action, move left of a 12-in move, source)
    let rows: &[(&str, AppendixAction, f64, &str)] = &[
        (
            "share_of_move",
            AppendixAction::FoursToTwoRanks,
            6.0,
            "Wells L622: half a move",
        ),
        (
            "whole_move",
            AppendixAction::FoursToTwoRanks,
            0.0,
            "action_time=whole_move",
        ),
        (
            "share_of_move",
            AppendixAction::LimberOrUnlimber,
            6.0,
            "Wells L650",
        ),
        (
            "share_of_move",
            AppendixAction::MountOrDismount,
            0.0,
            "Wells L639: one move",
        ),
        (
            "share_of_move",
            AppendixAction::CrossFordableRiver,
            0.0,
            "Wells L621: one move",
        ),
    ];
    for (reading, action, left, cite) in rows {
        assert_eq!(
            action.move_left(Inches(12.0), &options(&[("action_time", reading)])),
            Inches(*left),
            "{cite}"
        );
    }
}

#[test]
fn horses_eaten_stand_for_food_and_a_force_that_eats_its_last_surrenders_in_four_moves() {
    // 15 cavalry need 1 food and 3 forage (Wells L685); three forage packets are given up.
    // (horses eaten, supplied, source)
    let rows: &[(u32, bool, &str)] = &[
        (0, false, "Wells L685: no food packet"),
        (1, true, "Wells L713: one horse, one food packet"),
    ];
    for (eaten, fed, cite) in rows {
        let mut g = battle(&[], &line(Arm::Cavalry, 15, 100.0, 500.0), &[]);
        until_due(&mut g, Side::Red);
        if *eaten > 0 {
            g.apply(C::EatHorses {
                figures: (1..=*eaten).collect(),
            })
            .unwrap();
        }
        let forage = vec![packet(PacketKind::Forage, 100.0, 480.0); 3];
        let ev = give(&mut g, Side::Red, forage, Vec::new());
        assert_eq!(supplied(&ev).1.is_empty(), *fed, "{cite}: {ev:?}");
    }
    // A body eats its last horse and surrenders four moves later (Wells L729), counted by
    // move_counting: (reading, moves ended in all, source).
    let rows: &[(&str, u32, &str)] = &[
        ("own_moves", 7, "Wells L729: four of its own moves"),
        ("all_moves", 4, "Wells L729: four moves of either player"),
    ];
    for (reading, ended, cite) in rows {
        let mut red = line(Arm::Cavalry, 2, 100.0, 500.0);
        red.extend(line(Arm::Infantry, 13, 110.0, 500.0));
        let mut g = battle(&[("move_counting", reading)], &red, &[]);
        until_to_move(&mut g, Side::Red);
        let events = g
            .apply(C::EatHorses {
                figures: vec![1, 2],
            })
            .unwrap();
        assert!(
            matches!(&events[0], Ev::HorsesEaten { last_horse, .. } if last_horse.len() == 15),
            "{cite}: {events:?}"
        );
        assert!(
            g.apply(C::EatHorses { figures: vec![1] }).is_err(),
            "Wells L713: one horse each"
        );
        let mut out = None;
        for n in 1..=8 {
            let events = end(&mut g);
            if let Some(Ev::StarvedOut { figures }) =
                events.iter().find(|e| matches!(e, Ev::StarvedOut { .. }))
            {
                out = Some((n, figures.len()));
                break;
            }
        }
        assert_eq!(out, Some((*ended, 15)), "{cite}");
    }
}
