//! Moves: the chart row from class and gait, the cost of a path leg by leg across the terrain
//! layer, the allowance left, where the unit stops, every refusal, the limited rates, and the
//! reach outline — with hand-computed figures.
//!
//! Rates: Appendix Three — Movement Chart (reference §1). Light cavalry deploying: even 900,
//! light woods 700; heavy cavalry attacking: even 800, light woods blank; infantry march 200;
//! 12-pdr exceptional (1 move in 3); horse artillery exceptional (2 moves in 6); infantry
//! breaking ranks (2 moves in 5); thick woods only for patrols at 100 (Discretion of Umpire).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{c, rect, uid};
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::map::{FeatureKind, TerrainLayer};
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Gait, OrderOfBattle};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Event, Game, GameError, GameSetup, Refusal,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::terrain::Ground;

const OOB: &str = r#"
title = "test"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "red-a"
parent = "red"
level = "brigade"
letter = "A"
[[echelons]]
id = "blue"
side = "blue"
level = "army"
[[units]]
id = "hus"
echelon = "red"
number = 10
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
[[units]]
id = "hd"
echelon = "red"
number = 2
kind = { type = "cavalry_regiment", cavalry = "heavy_dragoons", squadrons = 2 }
[[units]]
id = "a1"
echelon = "red-a"
number = 1
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "a2"
echelon = "red-a"
number = 2
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "bty12"
echelon = "red"
kind = { type = "battery", artillery = "foot", calibre = "twelve_pdr" }
[[units]]
id = "rha"
echelon = "red"
kind = { type = "battery", artillery = "horse", calibre = "six_pdr" }
[[units]]
id = "patrol"
echelon = "red"
kind = { type = "detachment", arm = "infantry", block = "officer_25_men" }
[[units]]
id = "b1"
echelon = "blue"
number = 1
kind = { type = "battalion", infantry = "line" }
"#;

/// Light woods from x = 100 to 2000 (|y| ≤ 300), thick woods from x = −2000 to −1000, a pond
/// at y 1000–1200; the map from −5000 to 5000 both ways.
fn game() -> Game {
    let mut terrain = TerrainLayer::new();
    terrain
        .add(rect(FeatureKind::LightWoods, 100.0, -300.0, 2000.0, 300.0))
        .unwrap();
    terrain
        .add(rect(
            FeatureKind::ThickWoods,
            -2000.0,
            -300.0,
            -1000.0,
            300.0,
        ))
        .unwrap();
    terrain
        .add(rect(FeatureKind::Water, -300.0, 1000.0, 300.0, 1200.0))
        .unwrap();
    let field = Battlefield::new("test", c(-5000.0, -5000.0), c(5000.0, 5000.0), terrain).unwrap();
    let oob = OrderOfBattle::from_toml(OOB, "test").unwrap();
    let setup = GameSetup::new(
        field,
        Ruleset::reisswitz_1815().unwrap(),
        oob,
        7,
        TimeOfDay::new(10, 0).unwrap(),
    )
    .unwrap();
    Game::new(setup)
}

fn place(g: &mut Game, id: &str, x: f64, y: f64, bearing: Bearing, formation: &str) {
    g.apply(Command::PlaceUnit {
        unit: uid(id),
        anchor: c(x, y),
        bearing,
        formation: formation.into(),
        override_reason: None,
    })
    .unwrap();
}

fn mv(g: &mut Game, id: &str, path: &[(f64, f64)], gait: Gait) -> Result<Vec<Event>, GameError> {
    g.apply(Command::MoveUnit {
        unit: uid(id),
        path: path.iter().map(|&(x, y)| c(x, y)).collect(),
        gait,
        facing: None,
        override_reason: None,
    })
}

fn refusals(r: Result<Vec<Event>, GameError>) -> Vec<Refusal> {
    match r {
        Err(GameError::Refused { refusals }) => refusals,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Applies `command` expecting a refusal, and checks that nothing changed.
fn refused_unchanged(g: &mut Game, command: Command) -> Vec<Refusal> {
    let before = g.clone();
    let r = refusals(g.apply(command));
    assert_eq!(*g, before, "a refused command changes nothing");
    r
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn light_cavalry_deploying_over_even_ground_then_light_woods() {
    // 100 paces of even ground at 900 a turn, then light woods at 700 a turn.
    let mut g = game();
    place(&mut g, "hus", 0.0, 0.0, Bearing::EAST, "cavalry_line");
    let plan = g
        .plan_move(&uid("hus"), &[c(1000.0, 0.0)], Gait::Deploying)
        .unwrap();
    assert_eq!(plan.row, "light_cav_deploying");
    let legs: Vec<(Ground, f64, Option<f64>)> = plan
        .legs
        .iter()
        .map(|l| (l.ground, l.length, l.paces_per_turn))
        .collect();
    assert_eq!(
        legs,
        vec![
            (Ground::Even, 100.0, Some(900.0)),
            (Ground::LightWoods, 900.0, Some(700.0)),
        ]
    );
    let needed = 100.0 / 900.0 + 900.0 / 700.0;
    assert!(close(plan.fraction_needed.unwrap(), needed));
    let reach = 100.0 + 700.0 * (1.0 - 100.0 / 900.0); // 722.2… paces
    assert!(close(plan.reach, reach), "{}", plan.reach);
    assert!(close(plan.stop.x, reach) && close(plan.stop.y, 0.0));
    assert!(!plan.fits);
    assert!(plan.steps.iter().all(|s| !s.source.as_str().is_empty()));
    // Too far: refused, with where it would stop.
    let r = refused_unchanged(
        &mut g,
        Command::MoveUnit {
            unit: uid("hus"),
            path: vec![c(1000.0, 0.0)],
            gait: Gait::Deploying,
            facing: None,
            override_reason: None,
        },
    );
    match &r[..] {
        [
            Refusal::BeyondAllowance {
                needed: n,
                left,
                reach: got,
                stop,
            },
        ] => {
            assert!(close(*n, needed) && close(*left, 1.0) && close(got.paces(), reach));
            assert!(close(stop.x, reach));
        }
        other => panic!("{other:?}"),
    }
    // 700 paces: 1/9 + 600/700 of the turn; what is left is spent in two more short moves.
    let events = mv(&mut g, "hus", &[(700.0, 0.0)], Gait::Deploying).unwrap();
    let used = 100.0 / 900.0 + 600.0 / 700.0;
    match events.last().unwrap() {
        Event::UnitMoved {
            fraction_used,
            allowance_left,
            to,
            bearing,
            ..
        } => {
            assert!(close(*fraction_used, used) && close(*allowance_left, 1.0 - used));
            assert_eq!((*to, *bearing), (c(700.0, 0.0), Bearing::EAST));
        }
        other => panic!("{other:?}"),
    }
    mv(&mut g, "hus", &[(720.0, 0.0)], Gait::Deploying).unwrap();
    let left = 1.0 - used - 20.0 / 700.0;
    let plan = g
        .plan_move(&uid("hus"), &[c(730.0, 0.0)], Gait::Deploying)
        .unwrap();
    assert!(close(plan.allowance_left, left));
    assert!(close(plan.reach, left * 700.0));
    assert!(matches!(
        &refusals(mv(&mut g, "hus", &[(730.0, 0.0)], Gait::Deploying))[..],
        [Refusal::BeyondAllowance { .. }]
    ));
    // A new turn gives a whole allowance again.
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    mv(&mut g, "hus", &[(1400.0, 0.0)], Gait::Deploying).unwrap();
}

#[test]
fn blank_cells_and_ground_without_figures_are_impassable() {
    let mut g = game();
    // Heavy cavalry attacking: light woods are blank in the chart.
    place(&mut g, "hd", 0.0, -100.0, Bearing::EAST, "cavalry_line");
    let plan = g
        .plan_move(&uid("hd"), &[c(500.0, -100.0)], Gait::Attacking)
        .unwrap();
    let blocked = plan.blocked.clone().unwrap();
    assert_eq!(blocked.ground, Ground::LightWoods);
    assert!(close(blocked.at, 100.0));
    assert!(close(plan.reach, 100.0) && close(plan.stop.x, 100.0));
    assert_eq!(plan.fraction_needed, None);
    let r = refusals(mv(&mut g, "hd", &[(500.0, -100.0)], Gait::Attacking));
    assert!(
        matches!(&r[..], [Refusal::Impassable { at, .. }] if close(at.paces(), 100.0)),
        "{r:?}"
    );
    // Thick woods: infantry cannot enter; an infantry patrol goes at 100.
    place(&mut g, "a1", -500.0, 0.0, Bearing::WEST, "column_of_route");
    let r = refusals(mv(&mut g, "a1", &[(-1100.0, 0.0)], Gait::March));
    assert!(
        matches!(
            &r[..],
            [Refusal::Impassable {
                ground: Ground::ThickWoods,
                ..
            }]
        ),
        "{r:?}"
    );
    place(&mut g, "patrol", -900.0, 100.0, Bearing::WEST, "detachment");
    let plan = g
        .plan_move(&uid("patrol"), &[c(-1100.0, 100.0)], Gait::Patrol)
        .unwrap();
    // 100 paces of even at 250, then 100 of thick woods at 100: 0.4 + 1.0 > 1.
    assert!(close(plan.fraction_needed.unwrap(), 1.4));
    assert!(close(plan.reach, 100.0 + 0.6 * 100.0));
    // Water has no figure at all: the umpire decides.
    place(&mut g, "a2", 0.0, 800.0, Bearing::SOUTH, "column_of_route");
    let r = refusals(mv(&mut g, "a2", &[(0.0, 1100.0)], Gait::March));
    match &r[..] {
        [Refusal::Impassable { ground, reason, at }] => {
            assert_eq!(*ground, Ground::Water);
            assert!(close(at.paces(), 200.0));
            assert!(reason.contains("umpire"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_umpire_override_applies_the_move_and_is_journaled() {
    let mut g = game();
    place(&mut g, "hd", 0.0, -100.0, Bearing::EAST, "cavalry_line");
    let events = g
        .apply(Command::MoveUnit {
            unit: uid("hd"),
            path: vec![c(500.0, -100.0)],
            gait: Gait::Attacking,
            facing: None,
            override_reason: Some("the wood is only a copse here".into()),
        })
        .unwrap();
    match &events[0] {
        Event::Overridden { reason, refusals } => {
            assert_eq!(reason, "the wood is only a copse here");
            assert!(matches!(refusals[..], [Refusal::Impassable { .. }]));
        }
        other => panic!("{other:?}"),
    }
    let entry = g.journal().last().unwrap();
    assert_eq!(entry.events, events);
    let (_, state) = g.state().unit(&uid("hd")).unwrap();
    assert_eq!(state.placement.as_ref().unwrap().anchor, c(500.0, -100.0));
    // A blank override reason is no override.
    let r = g.apply(Command::MoveUnit {
        unit: uid("hd"),
        path: vec![c(900.0, -100.0)],
        gait: Gait::Attacking,
        facing: None,
        override_reason: Some("   ".into()),
    });
    assert!(matches!(r, Err(GameError::Refused { .. })));
}

#[test]
fn off_the_map_and_onto_other_blocks_are_refused() {
    let mut g = game();
    place(&mut g, "a1", 4800.0, 0.0, Bearing::EAST, "column_of_route");
    let r = refused_unchanged(
        &mut g,
        Command::MoveUnit {
            unit: uid("a1"),
            path: vec![c(5100.0, 0.0)],
            gait: Gait::March,
            facing: None,
            override_reason: None,
        },
    );
    assert!(
        r.iter()
            .any(|r| matches!(r, Refusal::OffMap { point } if point.x > 5000.0)),
        "{r:?}"
    );
    // The path stays on the map but the column's tail would not... it trails behind, so a
    // column facing west at the east edge stands off the map.
    let r = refusals(g.apply(Command::MoveUnit {
        unit: uid("a1"),
        path: vec![c(4900.0, 0.0)],
        gait: Gait::March,
        facing: Some(Bearing::WEST),
        override_reason: None,
    }));
    assert!(
        matches!(&r[..], [Refusal::OffMap { point }] if point.x > 5000.0),
        "{r:?}"
    );
    // Onto another unit's block.
    place(&mut g, "b1", 3000.0, 2000.0, Bearing::NORTH, "line");
    place(&mut g, "a2", 3000.0, 2200.0, Bearing::NORTH, "line");
    let r = refusals(mv(&mut g, "a2", &[(3000.0, 2050.0)], Gait::InRanks));
    assert_eq!(r, vec![Refusal::Overlap { other: uid("b1") }]);
    // Edge to edge is allowed: the line is 75 deep, so an anchor 75 behind b1's front touches.
    mv(&mut g, "a2", &[(3000.0, 2075.0)], Gait::InRanks).unwrap();
    // Placing onto a block is refused too, and off the map.
    let r = refusals(g.apply(Command::PlaceUnit {
        unit: uid("hus"),
        anchor: c(3000.0, 2000.0),
        bearing: Bearing::NORTH,
        formation: "cavalry_line".into(),
        override_reason: None,
    }));
    assert!(matches!(&r[..], [Refusal::Overlap { .. }]), "{r:?}");
    let r = refusals(g.apply(Command::PlaceUnit {
        unit: uid("hus"),
        anchor: c(-4990.0, 0.0),
        bearing: Bearing::NORTH,
        formation: "cavalry_line".into(),
        override_reason: None,
    }));
    assert!(matches!(&r[..], [Refusal::OffMap { .. }]), "{r:?}");
}

#[test]
fn gaits_must_suit_the_formation_and_the_class() {
    let mut g = game();
    place(
        &mut g,
        "a1",
        0.0,
        -2000.0,
        Bearing::NORTH,
        "column_of_route",
    );
    let r = refusals(mv(&mut g, "a1", &[(0.0, -2100.0)], Gait::InRanks));
    assert!(
        matches!(&r[..], [Refusal::GaitNotForFormation { allowed, .. }] if allowed == &vec![Gait::March])
    );
    place(
        &mut g,
        "hus",
        2000.0,
        -2000.0,
        Bearing::NORTH,
        "cavalry_open_column",
    );
    let r = refusals(mv(&mut g, "hus", &[(2000.0, -2100.0)], Gait::Attacking));
    assert!(
        matches!(&r[..], [Refusal::GaitNotForFormation { .. }]),
        "{r:?}"
    );
    // A gait the class has no chart row for is an error, not a refusal.
    let e = mv(&mut g, "a1", &[(0.0, -2100.0)], Gait::Attacking).unwrap_err();
    assert!(matches!(e, GameError::Rules(_)), "{e:?}");
    assert!(e.to_string().contains("breaking_ranks"), "{e}");
    // A formation the arm cannot take.
    let r = refusals(g.apply(Command::PlaceUnit {
        unit: uid("b1"),
        anchor: c(-3000.0, -3000.0),
        bearing: Bearing::NORTH,
        formation: "cavalry_line".into(),
        override_reason: None,
    }));
    assert!(
        matches!(&r[..], [Refusal::FormationNotForArm { .. }]),
        "{r:?}"
    );
}

#[test]
fn exceptional_rates_are_counted() {
    // 12-pdr battery, exceptional: 1 move in 3 (even ground 400).
    let mut g = game();
    place(
        &mut g,
        "bty12",
        0.0,
        -3000.0,
        Bearing::NORTH,
        "battery_close_column_pairs",
    );
    let events = mv(&mut g, "bty12", &[(0.0, -3400.0)], Gait::Exceptional).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::LimitedRateUsed { row, uses_in_window: 1, .. } if row == "battery_12pdr_exceptional")));
    let (_, s) = g.state().unit(&uid("bty12")).unwrap();
    assert_eq!(
        s.movement.limited_uses("battery_12pdr_exceptional"),
        vec![0]
    );
    let mut y = -3400.0;
    for expect_ok in [false, false, true] {
        g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
        y -= 50.0;
        let r = mv(&mut g, "bty12", &[(0.0, y)], Gait::Exceptional);
        if expect_ok {
            r.unwrap();
        } else {
            let r = refusals(r);
            assert!(
                matches!(&r[..], [Refusal::RateLimited { used: 1, .. }]),
                "{r:?}"
            );
            // The normal rate is always there.
            mv(&mut g, "bty12", &[(0.0, y)], Gait::InAction).unwrap();
        }
    }
    // Horse artillery: 2 moves in 6.
    place(
        &mut g,
        "rha",
        2000.0,
        -3000.0,
        Bearing::NORTH,
        "battery_open_column",
    );
    let mut results = Vec::new();
    for turn in 0..8 {
        let y = -3000.0 - 50.0 * f64::from(turn + 1);
        results.push(mv(&mut g, "rha", &[(2000.0, y)], Gait::Exceptional).is_ok());
        g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    }
    assert_eq!(
        results,
        vec![true, true, false, false, false, false, true, true]
    );
}

#[test]
fn breaking_ranks_two_moves_in_five() {
    let mut g = game();
    place(&mut g, "a1", 0.0, -2000.0, Bearing::NORTH, "line");
    let mut results = Vec::new();
    for turn in 0..7 {
        let y = -2000.0 - 10.0 * f64::from(turn + 1);
        results.push(mv(&mut g, "a1", &[(0.0, y)], Gait::BreakingRanks).is_ok());
        g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    }
    assert_eq!(results, vec![true, true, false, false, false, true, true]);
}

#[test]
fn a_unit_changing_formation_waits() {
    let mut g = game();
    place(
        &mut g,
        "a1",
        0.0,
        -2000.0,
        Bearing::NORTH,
        "column_of_route",
    );
    g.apply(Command::ChangeFormation {
        unit: uid("a1"),
        formation: "line".into(),
        override_reason: None,
    })
    .unwrap();
    // Two turns: the rear block's far corner travels more than 250 paces (see game_commands).
    let r = refusals(mv(&mut g, "a1", &[(0.0, -2100.0)], Gait::InRanks));
    assert!(
        matches!(&r[..], [Refusal::Reforming { until_turn: 2 }]),
        "{r:?}"
    );
    let events = g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    assert!(!events.contains(&Event::ReformingDone { unit: uid("a1") }));
    assert!(mv(&mut g, "a1", &[(0.0, -2100.0)], Gait::InRanks).is_err());
    let events = g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    assert!(events.contains(&Event::ReformingDone { unit: uid("a1") }));
    mv(&mut g, "a1", &[(0.0, -2100.0)], Gait::InRanks).unwrap();
}

#[test]
fn the_reach_outline_marches_out_until_the_allowance_is_spent() {
    let mut g = game();
    // Infantry marching on open ground: a circle of 200 paces.
    place(
        &mut g,
        "a1",
        3000.0,
        -3000.0,
        Bearing::NORTH,
        "column_of_route",
    );
    let o = g.reach_outline(&uid("a1"), Gait::March, 8).unwrap();
    assert_eq!(o.radii.len(), 8);
    assert!(o.radii.iter().all(|r| close(*r, 200.0)), "{:?}", o.radii);
    assert!(
        close(o.outline[2].x, 3200.0) && close(o.outline[2].y, -3000.0),
        "east is the third"
    );
    // Light cavalry deploying from (0, 0): east into the wood 722.2…, west over even 900.
    place(&mut g, "hus", 0.0, 0.0, Bearing::EAST, "cavalry_line");
    let o = g.reach_outline(&uid("hus"), Gait::Deploying, 4).unwrap();
    let east = 100.0 + 700.0 * (1.0 - 100.0 / 900.0);
    assert!(close(o.radii[1], east), "{:?}", o.radii);
    assert!(close(o.radii[3], 900.0));
    // South: 900 paces of even ground… but the pond lies at 1000, so all 900.
    assert!(close(o.radii[2], 900.0));
    // After using part of the turn the outline shrinks with the allowance.
    mv(&mut g, "hus", &[(0.0, -450.0)], Gait::Deploying).unwrap();
    let o = g.reach_outline(&uid("hus"), Gait::Deploying, 4).unwrap();
    assert!(close(o.allowance_left, 0.5));
    assert!(close(o.radii[0], 450.0), "{:?}", o.radii);
    // At the map's edge the outline stops there.
    place(
        &mut g,
        "rha",
        -4950.0,
        -4000.0,
        Bearing::WEST,
        "battery_open_column",
    );
    let o = g.reach_outline(&uid("rha"), Gait::InAction, 4).unwrap();
    assert!(close(o.radii[3], 50.0), "{:?}", o.radii);
    // Bounded work: the number of bearings is checked.
    assert!(g.reach_outline(&uid("a1"), Gait::March, 3).is_err());
    assert!(g.reach_outline(&uid("a1"), Gait::March, 100_000).is_err());
}

#[test]
fn hard_errors_are_not_refusals() {
    let mut g = game();
    assert!(matches!(
        mv(&mut g, "a1", &[(0.0, 0.0)], Gait::March),
        Err(GameError::NotOnMap(_))
    ));
    assert!(matches!(
        mv(&mut g, "ghost", &[(0.0, 0.0)], Gait::March),
        Err(GameError::UnknownUnit(_))
    ));
    place(
        &mut g,
        "a1",
        0.0,
        -2000.0,
        Bearing::NORTH,
        "column_of_route",
    );
    let before = g.clone();
    for path in [
        vec![],
        vec![(f64::NAN, 0.0)],
        vec![(0.0, f64::INFINITY)],
        vec![(1e300, 0.0)],
    ] {
        let e = mv(&mut g, "a1", &path, Gait::March).unwrap_err();
        assert!(matches!(e, GameError::Rules(_)), "{e:?}");
    }
    assert_eq!(g, before);
}
