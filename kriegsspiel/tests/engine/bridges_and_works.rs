//! Bridges, boats and swimming (reference §12.3; Section 5, L1534–1613) and entrenchment
//! (§12.7; L197, L1373, L1383, L1413): every calculator against the draft's figures, line by
//! line, and works started in the game, finished by the clock, and replayed from a save.

use crate::support::rules;
use crate::support::{open_game, uid};
use kriegsspiel::systems::reisswitz_1815::calc::boat_crossing::{
    BoatCrossingInput, CrossingArm, CurrentDirection, boat_crossing, swim,
};
use kriegsspiel::systems::reisswitz_1815::calc::bridge_work::{
    BridgeTraffic, DestroyMethod, FireOnSite, RepairKind, TrestleMaterial,
};
use kriegsspiel::systems::reisswitz_1815::calc::entrenchment::{Entrenchment, fieldwork_garrison};
use kriegsspiel::systems::reisswitz_1815::calc::work_estimate::WorkSpan;
use kriegsspiel::systems::reisswitz_1815::calc::works::Work;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event, Game};
use proptest::prelude::*;

const OOB: &str = r#"
title = "works"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[units]]
id = "sap"
echelon = "red"
kind = { type = "sappers" }
"#;

fn fixed(turns: u32) -> WorkSpan {
    WorkSpan::Fixed { turns }
}

fn at_least(least: u32) -> WorkSpan {
    WorkSpan::AtLeast { least }
}

fn between(least: u32, most: u32) -> WorkSpan {
    WorkSpan::Between { least, most }
}

fn floating(paces: u32, traffic: BridgeTraffic, rapid: bool, factor: Option<f64>) -> Work {
    Work::FloatingBridge {
        paces,
        traffic,
        rapid_or_far: rapid,
        umpire_factor: factor,
        fire: FireOnSite::None,
    }
}

#[test]
fn work_times_follow_the_draft_line_by_line() {
    use BridgeTraffic::*;
    let none = FireOnSite::None;
    // (work, span in 2-minute turns, draft line)
    let cases = [
        (
            Work::PontoonBridge {
                feet: 50,
                fire: none,
                in_water: false,
            },
            fixed(10),
            "L1534: 10 moves per 50 feet",
        ),
        (
            Work::PontoonBridge {
                feet: 150,
                fire: none,
                in_water: false,
            },
            fixed(30),
            "L1534: pro rata",
        ),
        (
            Work::PontoonBridge {
                feet: 60,
                fire: none,
                in_water: false,
            },
            fixed(12),
            "L1534: 60 ft rounds up to 12",
        ),
        (
            Work::PontoonBridge {
                feet: 100,
                fire: FireOnSite::Ball,
                in_water: false,
            },
            fixed(24),
            "L1536: 12 under ball",
        ),
        (
            Work::PontoonBridge {
                feet: 100,
                fire: none,
                in_water: true,
            },
            fixed(12),
            "L1538: 6 in the water",
        ),
        (
            Work::PontoonBridge {
                feet: 100,
                fire: FireOnSite::Ball,
                in_water: true,
            },
            at_least(12),
            "L1536–1538: no figure for both",
        ),
        (
            Work::TakeUpPontoons { pontoons: 20 },
            fixed(20),
            "L1540: 10 moves per ten",
        ),
        (
            floating(25, InfantryOnly, false, None),
            fixed(15),
            "L1546: 15 per 25 paces",
        ),
        (
            floating(25, AllArms, false, None),
            fixed(30),
            "L1546: 30 for cavalry or artillery",
        ),
        (
            floating(50, InfantryOnly, false, None),
            fixed(30),
            "L1550: 50 paces is not over 50",
        ),
        (
            floating(75, InfantryOnly, false, None),
            between(45, 90),
            "L1550: up to double",
        ),
        (
            floating(25, AllArms, true, None),
            between(30, 90),
            "L1550: treble in a rapid current",
        ),
        (
            floating(75, InfantryOnly, false, Some(1.5)),
            fixed(68),
            "L1550: the umpire's factor",
        ),
        (
            Work::TrestleBridge {
                feet: 50,
                material: TrestleMaterial::OnSite,
                fire: none,
            },
            fixed(10),
            "L1556: as a pontoon bridge",
        ),
        (
            Work::TrestleBridge {
                feet: 50,
                material: TrestleMaterial::Sappers,
                fire: none,
            },
            fixed(55),
            "L1558: 1½ hours first",
        ),
        (
            Work::TrestleBridge {
                feet: 50,
                material: TrestleMaterial::Carpenters,
                fire: none,
            },
            at_least(100),
            "L1560: at least 3 hours",
        ),
        (
            Work::DestroyBridge {
                method: DestroyMethod::BlowUp,
                timed: false,
                paces: 80,
            },
            fixed(30),
            "L1566: an hour",
        ),
        (
            Work::DestroyBridge {
                method: DestroyMethod::BlowUp,
                timed: true,
                paces: 80,
            },
            at_least(90),
            "L1566: at least three hours",
        ),
        (
            Work::DestroyBridge {
                method: DestroyMethod::Burn,
                timed: false,
                paces: 80,
            },
            fixed(30),
            "L1568: an hour",
        ),
        (
            Work::DestroyBridge {
                method: DestroyMethod::Burn,
                timed: true,
                paces: 80,
            },
            fixed(90),
            "L1568: three hours timed",
        ),
        (
            Work::DestroyBridge {
                method: DestroyMethod::TearUpPlanking,
                timed: false,
                paces: 80,
            },
            at_least(10),
            "L1572: at least ten moves",
        ),
        (
            Work::DestroyBridge {
                method: DestroyMethod::TakeToOneBank,
                timed: false,
                paces: 100,
            },
            at_least(60),
            "L1572: two hours",
        ),
        (
            Work::DestroyBridge {
                method: DestroyMethod::TakeToOneBank,
                timed: false,
                paces: 101,
            },
            at_least(180),
            "L1572: three times over 100",
        ),
        (
            Work::DestroyBridge {
                method: DestroyMethod::TakeToOneBank,
                timed: false,
                paces: 401,
            },
            at_least(240),
            "L1572: four times over 400",
        ),
        (
            Work::RepairBridge {
                kind: RepairKind::StonePile,
                paces: 60,
            },
            fixed(10),
            "L1580: 10 moves",
        ),
        (
            Work::RepairBridge {
                kind: RepairKind::WoodenPlanking,
                paces: 50,
            },
            fixed(20),
            "L1582: 10 per 25 paces",
        ),
        (Work::MakeObstacles, fixed(60), "L1588: two hours"),
        (Work::ClearObstacles, fixed(30), "L1588: half as long"),
        (
            Work::Entrench {
                kind: Entrenchment::HastyFieldworks,
            },
            between(720, 1080),
            "L1413: a day to a day and a half",
        ),
        (
            Work::Entrench {
                kind: Entrenchment::FullFieldworks,
            },
            WorkSpan::UmpireDecides,
            "L1429: no time",
        ),
        (
            Work::Entrench {
                kind: Entrenchment::BarricadeDefile,
            },
            WorkSpan::UmpireDecides,
            "L197: self-explanatory",
        ),
        (
            Work::Entrench {
                kind: Entrenchment::StrengthenVillage,
            },
            WorkSpan::UmpireDecides,
            "L197",
        ),
        (
            Work::Entrench {
                kind: Entrenchment::BurstDam,
            },
            WorkSpan::UmpireDecides,
            "L197",
        ),
    ];
    let r = rules();
    for (work, span, line) in cases {
        let estimate = work.estimate(&r).unwrap();
        assert_eq!(estimate.span, span, "{line}");
        assert!(!estimate.steps.is_empty(), "{line}");
        for step in estimate.steps.iter().chain(&estimate.umpire_decisions) {
            assert!(
                step.source.as_str().contains("(L"),
                "{line}: {}",
                step.source
            );
        }
    }
}

#[test]
fn no_building_under_canister_and_factors_in_range() {
    let r = rules();
    for work in [
        Work::PontoonBridge {
            feet: 50,
            fire: FireOnSite::Canister,
            in_water: false,
        },
        Work::FloatingBridge {
            paces: 25,
            traffic: BridgeTraffic::InfantryOnly,
            rapid_or_far: false,
            umpire_factor: None,
            fire: FireOnSite::Canister,
        },
        Work::TrestleBridge {
            feet: 50,
            material: TrestleMaterial::OnSite,
            fire: FireOnSite::Canister,
        },
    ] {
        let e = work.estimate(&r).unwrap_err().to_string();
        assert!(e.contains("canister"), "L1536, L1548: {e}");
    }
    // L1550: "up to double" over 50 paces; a narrow river takes no factor.
    for (work, ok) in [
        (
            floating(75, BridgeTraffic::InfantryOnly, false, Some(2.0)),
            true,
        ),
        (
            floating(75, BridgeTraffic::InfantryOnly, false, Some(2.5)),
            false,
        ),
        (
            floating(75, BridgeTraffic::InfantryOnly, true, Some(3.0)),
            true,
        ),
        (
            floating(25, BridgeTraffic::InfantryOnly, false, Some(1.5)),
            false,
        ),
        (
            floating(25, BridgeTraffic::InfantryOnly, false, Some(0.5)),
            false,
        ),
        (
            floating(75, BridgeTraffic::InfantryOnly, false, Some(f64::NAN)),
            false,
        ),
    ] {
        assert_eq!(work.estimate(&r).is_ok(), ok, "{work:?}");
    }
    assert!(
        Work::PontoonBridge {
            feet: 0,
            fire: FireOnSite::None,
            in_water: false
        }
        .estimate(&r)
        .is_err()
    );
}

#[test]
fn the_umpire_is_asked_where_the_draft_is_silent() {
    let r = rules();
    let pontoon = Work::PontoonBridge {
        feet: 50,
        fire: FireOnSite::None,
        in_water: false,
    };
    let e = pontoon.estimate(&r).unwrap();
    assert!(
        e.umpire_decisions
            .iter()
            .any(|d| d.source.as_str().contains("L1542")),
        "pontoons swept away"
    );
    for work in [
        pontoon,
        floating(25, BridgeTraffic::AllArms, false, None),
        Work::RepairBridge {
            kind: RepairKind::StonePile,
            paces: 20,
        },
    ] {
        let e = work.estimate(&r).unwrap();
        assert!(
            e.umpire_decisions
                .iter()
                .any(|d| d.source.as_str().contains("L480") && d.text.contains("large")),
            "L432, L480: what counts as a large body is the umpire's decision"
        );
    }
    let boats = boat_crossing(
        &r,
        &boat(
            CrossingArm::Infantry,
            900,
            "ferry",
            1,
            150.0,
            CurrentDirection::Across,
        ),
    )
    .unwrap();
    assert!(
        boats
            .umpire_decisions
            .iter()
            .any(|d| d.text.contains("embark")),
        "L1592: time to embark"
    );
    assert!(WorkSpan::UmpireDecides.settle(None).is_err());
    assert_eq!(WorkSpan::UmpireDecides.settle(Some(40)).unwrap(), 40);
    assert!(between(720, 1080).settle(Some(700)).is_err());
    assert!(between(720, 1080).settle(None).is_err());
    assert_eq!(at_least(10).settle(None).unwrap(), 10);
    assert!(at_least(10).settle(Some(9)).is_err());
    assert!(fixed(10).settle(Some(12)).is_err());
}

fn boat(
    arm: CrossingArm,
    count: u32,
    craft: &str,
    n: u32,
    paces: f64,
    d: CurrentDirection,
) -> BoatCrossingInput {
    BoatCrossingInput {
        arm,
        count,
        craft: craft.into(),
        craft_available: n,
        distance_paces: paces,
        direction: d,
    }
}

#[test]
fn boats_carry_the_drafts_loads_at_the_drafts_speeds() {
    use CrossingArm::*;
    use CurrentDirection::*;
    let r = rules();
    // (input, per load, loads, trips, moves over, moves back, moves on the water, line)
    let cases = [
        (
            boat(Infantry, 900, "ferry", 9, 150.0, Across),
            100,
            9,
            1,
            1,
            1,
            1,
            "L1595: nine for a battalion",
        ),
        (
            boat(Infantry, 900, "ferry", 3, 150.0, Across),
            100,
            9,
            3,
            1,
            1,
            5,
            "L1595: three ferries, three trips",
        ),
        (
            boat(Cavalry, 150, "ferry", 1, 300.0, Across),
            25,
            6,
            6,
            2,
            2,
            22,
            "L1597: a sixth of a squadron",
        ),
        (
            boat(Guns, 8, "ferry", 2, 250.0, Downstream),
            1,
            8,
            4,
            1,
            3,
            13,
            "L1599, L1609: 250 down, 100 up",
        ),
        (
            boat(Infantry, 60, "small_boat", 1, 100.0, Upstream),
            25,
            3,
            3,
            1,
            1,
            5,
            "L1601, L1609: 25 at most; 100 upstream",
        ),
        (
            boat(Infantry, 100, "double_pontoon", 1, 150.0, Across),
            50,
            2,
            2,
            1,
            1,
            3,
            "L1605: fifty infantry",
        ),
        (
            boat(Cavalry, 20, "double_pontoon", 1, 150.0, Across),
            10,
            2,
            2,
            1,
            1,
            3,
            "L1605: ten cavalry",
        ),
        (
            boat(Guns, 1, "double_pontoon", 1, 150.0, Across),
            1,
            1,
            1,
            1,
            1,
            1,
            "L1605: one light gun",
        ),
    ];
    for (input, per, loads, trips, over, back, water, line) in cases {
        let b = boat_crossing(&r, &input).unwrap();
        assert_eq!(
            (
                b.per_load,
                b.loads,
                b.trips,
                b.moves_over,
                b.moves_back,
                b.moves_on_water
            ),
            (per, loads, trips, over, back, water),
            "{line}"
        );
        assert!(
            b.steps.iter().all(|s| s.source.as_str().contains("(L")),
            "{line}"
        );
    }
    let refused = boat_crossing(&r, &boat(Cavalry, 10, "small_boat", 1, 100.0, Across));
    assert!(refused.is_err(), "L1601: small boats take infantry only");
    assert!(boat_crossing(&r, &boat(Infantry, 10, "raft", 1, 100.0, Across)).is_err());
}

#[test]
fn swimming_takes_the_drafts_moves() {
    let r = rules();
    // (width in paces, moves in the water, moves in all; L1613: 5 to prepare, 1 per 50, 1 to form)
    for (width, swimming, all) in [(50.0, 1, 7), (51.0, 2, 8), (200.0, 4, 10), (10.0, 1, 7)] {
        let s = swim(&r, width).unwrap();
        assert_eq!(
            (s.swimming_moves, s.moves),
            (swimming, all),
            "L1613: {width} paces"
        );
        assert!(s.steps.iter().all(|s| s.source.as_str().contains("L1613")));
    }
    assert!(swim(&r, 0.0).is_err());
    assert!(swim(&r, f64::INFINITY).is_err());
}

#[test]
fn fieldworks_are_held_and_attacked_by_the_drafts_battalions() {
    let r = rules();
    // (front, defenders least, most, attackers; L1373: one per 300–400 paces; L1383: one per 200)
    for (front, least, most, attackers) in [
        (400, 1, 2, 2),
        (1200, 3, 4, 6),
        (300, 1, 1, 2),
        (201, 1, 1, 2),
    ] {
        let g = fieldwork_garrison(&r, front).unwrap();
        assert_eq!(
            (g.defenders_least, g.defenders_most, g.attackers),
            (least, most, attackers),
            "{front}"
        );
    }
    let w = &r.structures.works;
    assert_eq!(
        (w.garrison_men_least, w.garrison_men_most),
        (800, 900),
        "L1373"
    );
    assert!(fieldwork_garrison(&r, 0).is_err());
}

#[test]
fn a_work_is_finished_by_the_clock_and_survives_save_and_reload() {
    let mut game = open_game(OOB, 5);
    let events = game
        .apply(Command::StartWork {
            work: Work::PontoonBridge {
                feet: 50,
                fire: FireOnSite::None,
                in_water: false,
            },
            unit: Some(uid("sap")),
            place: None,
            umpire_turns: None,
            reason: None,
        })
        .unwrap();
    assert!(
        matches!(
            &events[0],
            Event::WorkStarted {
                work: 1,
                done_at: 10,
                ..
            }
        ),
        "L1534: {events:?}"
    );
    // A fieldwork's time is the umpire's choice within a day to a day and a half (L1413).
    let fieldworks = |turns: Option<u32>, reason: Option<&str>| Command::StartWork {
        work: Work::Entrench {
            kind: Entrenchment::HastyFieldworks,
        },
        unit: None,
        place: Some(geo::Coord { x: 100.0, y: 100.0 }),
        umpire_turns: turns,
        reason: reason.map(str::to_string),
    };
    assert!(
        game.apply(fieldworks(None, Some("a day"))).is_err(),
        "the umpire must choose"
    );
    assert!(
        game.apply(fieldworks(Some(900), None)).is_err(),
        "with a reason"
    );
    assert!(
        game.apply(fieldworks(Some(500), Some("quick"))).is_err(),
        "inside the range"
    );
    game.apply(fieldworks(Some(900), Some("soft ground, many hands")))
        .unwrap();
    let barricade = Command::StartWork {
        work: Work::Entrench {
            kind: Entrenchment::BarricadeDefile,
        },
        unit: None,
        place: None,
        umpire_turns: Some(15),
        reason: Some("wagons at hand (umpire, L197)".into()),
    };
    game.apply(barricade).unwrap();
    assert_eq!(game.state().works().under_way().count(), 3);
    let saved = game.to_json().unwrap();
    let mut back = Game::from_json(&saved, "test").unwrap();
    assert_eq!(back.state(), game.state());
    let events = back.apply(Command::AdvanceClock { turns: 10 }).unwrap();
    assert!(
        events.contains(&Event::WorkFinished {
            work: 1,
            description: "build a pontoon bridge of 50 feet".into(),
            unit: Some(uid("sap")),
        }),
        "{events:?}"
    );
    let left: Vec<u32> = back.state().works().under_way().map(|w| w.id).collect();
    assert_eq!(left, vec![2, 3]);
    back.apply(Command::AbandonWork {
        work: 2,
        reason: "the enemy came".into(),
    })
    .unwrap();
    assert!(
        back.apply(Command::AbandonWork {
            work: 2,
            reason: "again".into()
        })
        .is_err()
    );
    let again = Game::from_json(&back.to_json().unwrap(), "test").unwrap();
    assert_eq!(again.state(), back.state());
    // Under canister the work is refused (L1536).
    let refused = back.apply(Command::StartWork {
        work: Work::PontoonBridge {
            feet: 50,
            fire: FireOnSite::Canister,
            in_water: false,
        },
        unit: None,
        place: None,
        umpire_turns: None,
        reason: None,
    });
    assert!(refused.is_err());
}

proptest! {
    #[test]
    fn longer_bridges_never_take_less_time(feet in 1u32..5000, extra in 1u32..500) {
        let r = rules();
        let t = |feet| match (Work::PontoonBridge { feet, fire: FireOnSite::None, in_water: false }).estimate(&r).unwrap().span {
            WorkSpan::Fixed { turns } => turns,
            other => panic!("{other:?}"),
        };
        prop_assert!(t(feet) <= t(feet + extra));
        prop_assert!(t(feet) * 50 >= feet * 10);
    }

    #[test]
    fn every_load_is_carried(count in 1u32..5000, craft in 1u32..20) {
        let r = rules();
        let b = boat_crossing(&r, &boat(CrossingArm::Infantry, count, "ferry", craft, 150.0, CurrentDirection::Across)).unwrap();
        prop_assert!(b.loads * b.per_load >= count);
        prop_assert!(b.trips * craft >= b.loads);
        prop_assert!((b.trips - 1) * craft < b.loads);
    }
}
