//! Works and mines, boats, railways and actions at the table (Wells L519, L599,
//! L617-L626, L738-L771, L869).

use super::*;

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
