//! A game on the bundled default map (the field of Marlbrook, maps/default.map.json) with the
//! division order of battle: the battlefield's extent comes from the sheet, a march along the
//! King's Highway is costed by the movement chart, a reach outline is worked on real ground,
//! and the game saves and loads with the map's terrain inside it.
//!
//! Rates: Appendix Three — Movement Chart (infantry march 200 on even ground).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use geo::Coord;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::map::{FeatureGeometry, FeatureKind, MapDocument};
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Gait, OrderOfBattle, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{Battlefield, Command, Game, GameSetup};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::terrain::Ground;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn uid(s: &str) -> UnitId {
    UnitId::new(s).unwrap()
}

fn marlbrook() -> (Game, Vec<Coord<f64>>) {
    let map = MapDocument::load(&root().join("maps/default.map.json")).unwrap();
    let highway = map
        .terrain
        .iter()
        .find(|(_, f)| f.kind == FeatureKind::MainHighway)
        .map(|(_, f)| match &f.geometry {
            FeatureGeometry::Line(l) => l.coords().copied().collect::<Vec<_>>(),
            FeatureGeometry::Area(_) => panic!("the highway is a line"),
        })
        .unwrap();
    let field = Battlefield::from_map(&map).unwrap();
    let oob = OrderOfBattle::load(&root().join("assets/orders-of-battle/division.toml")).unwrap();
    let setup = GameSetup::new(
        field,
        Ruleset::reisswitz_1815().unwrap(),
        oob,
        1815,
        TimeOfDay::new(6, 0).unwrap(),
    )
    .unwrap();
    (Game::new(setup), highway)
}

#[test]
fn the_battlefield_is_the_sheet() {
    // 3,000 × 2,200 px at 2.5253 paces a pixel (maps/README.md): about 7,576 × 5,556 paces.
    let (g, _) = marlbrook();
    let (lo, hi) = (g.battlefield().min(), g.battlefield().max());
    assert!(lo.x.abs() < 1e-6 && lo.y.abs() < 1e-6, "{lo:?}");
    assert!((hi.x - 3000.0 * 8000.0 / 3168.0).abs() < 1e-6, "{hi:?}");
    assert!((hi.y - 2200.0 * 8000.0 / 3168.0).abs() < 1e-6, "{hi:?}");
    assert!(!g.battlefield().terrain().is_empty());
}

#[test]
fn a_march_along_the_highway_and_a_reach_outline_on_real_ground() {
    let (mut g, highway) = marlbrook();
    // Put a battalion in column of route on the highway 400 paces from the map's edge (where
    // the road enters), facing along it, so its 250-pace column stands on the map.
    let mut along = 400.0;
    let mut i = 0;
    let (start, bearing) = loop {
        let (a, b) = (highway[i], highway[i + 1]);
        let len = (b.x - a.x).hypot(b.y - a.y);
        if along <= len {
            let t = along / len;
            let at = Coord {
                x: a.x + (b.x - a.x) * t,
                y: a.y + (b.y - a.y) * t,
            };
            break (at, Bearing::of_vector(b.x - a.x, b.y - a.y).unwrap());
        }
        along -= len;
        i += 1;
    };
    let highway = highway[i..].to_vec();
    g.apply(Command::PlaceUnit {
        unit: uid("red-a-1"),
        anchor: start,
        bearing,
        formation: "column_of_route".into(),
        override_reason: None,
    })
    .unwrap();
    // The whole highway, costed leg by leg: road ground all the way.
    let plan = g
        .plan_move(&uid("red-a-1"), &highway[1..], Gait::March)
        .unwrap();
    assert_eq!(plan.row, "inf_march");
    assert!(plan.blocked.is_none(), "{:?}", plan.blocked);
    assert!(plan.legs.iter().all(|l| matches!(
        l.ground,
        Ground::Even | Ground::Slope5To10 | Ground::Slope10To15
    )));
    let turns: f64 = plan.legs.iter().filter_map(|l| l.fraction).sum();
    assert!((plan.fraction_needed.unwrap() - turns).abs() < 1e-9);
    assert!(turns > 10.0, "a march of {} paces", plan.length);
    // One turn takes it 200 paces where the road is even and less on the ridges.
    assert!(plan.reach <= 200.0 + 1e-9 && plan.reach > 0.0);
    // March one turn's worth along the road.
    g.apply(Command::MoveUnit {
        unit: uid("red-a-1"),
        path: vec![plan.stop],
        gait: Gait::March,
        facing: Some(bearing),
        override_reason: None,
    })
    .unwrap();
    // A reach outline on the map's ground: no ray longer than the fastest rate.
    let o = g.reach_outline(&uid("red-a-1"), Gait::March, 36).unwrap();
    assert!(o.radii.iter().all(|r| *r <= 200.0 + 1e-9));
    // It has used its turn: after the clock moves on it has a whole turn again.
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    let o = g.reach_outline(&uid("red-a-1"), Gait::March, 36).unwrap();
    assert!(o.radii.iter().any(|r| *r > 0.0));
    // The game, map terrain and all, saves and loads.
    let text = g.to_json().unwrap();
    assert_eq!(Game::from_json(&text, "marlbrook").unwrap(), g);
}

#[test]
fn moves_taken_together_run_on_while_nothing_happens_and_stop_when_a_unit_closes() {
    // The bundled scenario: the brigades stand about 1,550 paces apart across the Marl Brook,
    // inside the 12-pdr's 2,000 paces but farther than anything can be made out (1,114).
    let mut game = Game::load(&root().join("maps/default.game.json")).unwrap();
    let events = game.apply(Command::AdvanceUntil { max_turns: 5 }).unwrap();
    assert_eq!(
        game.state().turn(),
        5,
        "standing still, nothing stops the clock: {events:?}"
    );

    // Red's cavalry patrol rides south towards the brook: the next advance stops after one move.
    let patrol = uid("red-patrol-1");
    let (_, state) = game.state().unit(&patrol).unwrap();
    let at = state.placement.as_ref().unwrap().anchor;
    game.apply(Command::MoveUnit {
        unit: patrol,
        path: vec![Coord {
            x: at.x,
            y: at.y + 300.0,
        }],
        gait: Gait::Patrol,
        facing: None,
        override_reason: Some("test: the patrol rides forward".into()),
    })
    .unwrap();
    game.apply(Command::AdvanceUntil { max_turns: 5 }).unwrap();
    assert_eq!(game.state().turn(), 6);
}
