//! Supply at the table: issues, packets within reach, missed supply, ammunition, horses
//! eaten (Wells L685-L729).

use super::*;

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
        let fired = g.apply(C::RifleVolley {
            figures: firers.clone(),
        });
        assert_eq!(fired.is_ok(), *may_fire, "{cite}: {fired:?}");
    }
}

#[test]
fn a_man_who_fired_may_not_move_and_one_who_moved_may_not_fire() {
    let mut g = battle(&[], &line(Arm::Infantry, 15, 100.0, 500.0), &[]);
    until_to_move(&mut g, Side::Red);
    g.apply(C::RifleVolley {
        figures: (1..=5).collect(),
    })
    .unwrap();
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
        figure: 6,
        route: vec![TablePoint::new(110.0, 495.0)],
        on_road_in_column: false,
    })
    .unwrap();
    assert!(
        matches!(
            g.apply(C::RifleVolley { figures: vec![6] }),
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

#[test]
fn chapter_v_waggons_in_reach_by_supply_distance_unit() {
    use kriegsspiel::systems::little_wars::kriegspiel::bodies::waggons_in_reach;
    let man = Figure::new(1, Side::Red, Arm::Infantry, TablePoint::new(100.0, 100.0));
    // A waggon 4 ft off: within six infantry moves (6 ft) but not six waggon moves (3 ft).
    let gap = 48.0 + Arm::Infantry.base_radius().0 + Arm::TransportSupply.base_radius().0;
    let waggon = Figure::new(
        2,
        Side::Red,
        Arm::TransportSupply,
        TablePoint::new(100.0 + gap, 100.0),
    );
    // (supply_distance_unit, waggons in reach, source)
    for (unit, within, cite) in [
        (
            "served_moves",
            1,
            "Wells L515, L590: six moves of the infantry, 6 ft",
        ),
        (
            "carrier_moves",
            0,
            "Wells L515, L596: six moves of the waggon, 3 ft",
        ),
    ] {
        let o = options(&[("supply_model", "waggons"), ("supply_distance_unit", unit)]);
        assert_eq!(waggons_in_reach(&[&man], &[&waggon], &o), within, "{cite}");
    }
}

#[test]
fn a_rifle_volley_gives_one_shot_for_every_five_still_infantry() {
    // Wells L565: one (ordinary) shot for every five infantrymen roughly in a line who do not
    // move; `rifle_grouping` = `disjoint` (the default): the remainder gives nothing.
    // (men firing, shots; 0 is refused)
    let rows: &[(u32, u32)] = &[(4, 0), (5, 1), (9, 1), (10, 2), (15, 3)];
    for &(men, shots) in rows {
        let mut g = battle(&[], &line(Arm::Infantry, 15, 100.0, 500.0), &[]);
        until_to_move(&mut g, Side::Red);
        let fired = g.apply(C::RifleVolley {
            figures: (1..=men).collect(),
        });
        match fired {
            Ok(events) => assert!(
                events.iter().any(|e| matches!(
                    e,
                    Ev::VolleyFired { shots: s, .. } if *s == shots
                )),
                "{men} men: {events:?}"
            ),
            Err(e) => {
                assert_eq!(shots, 0, "{men} men: {e}");
                assert!(e.to_string().contains("Wells L565"), "{e}");
            }
        }
    }
}
