//! Formation limits on roads applied to moves (reference §12.4; draft L410–427, L469–482): a
//! front wider than the map's width of the road it moves along is refused, naming the widest
//! column `road_widths` allows; overridden with a reason it goes; a road without a width on the
//! map leaves its capacity to the umpire (L412); crossing a road is no move along it.

use crate::support::{c, uid};
use geo::LineString;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::distance::Pace;
use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature, TerrainLayer};
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Gait, OrderOfBattle};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Event, Game, GameError, GameSetup, Refusal,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

const OOB: &str = r#"
title = "roads"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[units]]
id = "bn"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
"#;

fn road(kind: FeatureKind, name: &str, y: f64, width: Option<f64>) -> TerrainFeature {
    TerrainFeature {
        kind,
        name: name.into(),
        geometry: FeatureGeometry::Line(LineString::from(vec![(-4000.0, y), (4000.0, y)])),
        width: width.map(Pace),
        blocks_sight: false,
    }
}

/// The battalion's front in `formation`, read from a game on an open field.
fn frontage(formation: &str) -> f64 {
    let mut g = game(&[]);
    place(&mut g, 0.0, -3000.0, formation);
    g.footprint(&uid("bn")).unwrap().unwrap().frontage
}

fn game(roads: &[TerrainFeature]) -> Game {
    let mut terrain = TerrainLayer::new();
    for r in roads {
        terrain.add(r.clone()).unwrap();
    }
    let field = Battlefield::new("roads", c(-5000.0, -5000.0), c(5000.0, 5000.0), terrain).unwrap();
    let oob = OrderOfBattle::from_toml(OOB, "test").unwrap();
    Game::new(
        GameSetup::new(
            field,
            Ruleset::reisswitz_1815().unwrap(),
            oob,
            7,
            TimeOfDay::new(10, 0).unwrap(),
        )
        .unwrap(),
    )
}

fn place(g: &mut Game, x: f64, y: f64, formation: &str) {
    g.apply(Command::PlaceUnit {
        unit: uid("bn"),
        anchor: c(x, y),
        bearing: Bearing::EAST,
        formation: formation.into(),
        override_reason: Some("placed on the road to test it".into()),
    })
    .unwrap();
}

fn march_east(g: &mut Game, y: f64, reason: Option<&str>) -> Result<Vec<Event>, GameError> {
    g.apply(Command::MoveUnit {
        unit: uid("bn"),
        path: vec![c(100.0, y)],
        gait: Gait::March,
        facing: Some(Bearing::EAST),
        override_reason: reason.map(str::to_string),
    })
}

#[test]
fn a_front_wider_than_the_road_is_refused_naming_the_widest_column() {
    let line = frontage("line");
    // (road kind, the widest column under roads_section, draft line)
    let cases = [
        (FeatureKind::MainHighway, "half platoons", "L414"),
        (FeatureKind::SmallerRoad, "sections", "L416–418"),
        (FeatureKind::BridgeStone, "half platoons", "L420"),
        (FeatureKind::BridgePontoon, "sections", "L422"),
    ];
    for (kind, widest, cite) in cases {
        let mut g = game(&[road(kind, "the road", 0.0, Some(line - 1.0))]);
        place(&mut g, 0.0, 0.0, "line");
        match march_east(&mut g, 0.0, None) {
            Err(GameError::Refused { refusals }) => assert!(
                refusals.iter().any(|r| matches!(
                    r,
                    Refusal::TooWideForWay { widest: w, way, .. } if w.contains(widest) && way.contains("the road")
                )),
                "{cite}: {refusals:?}"
            ),
            other => panic!("{cite}: {other:?}"),
        }
        let events = march_east(&mut g, 0.0, Some("the column narrows at the bridge")).unwrap();
        assert!(matches!(events[0], Event::Overridden { .. }), "{cite}");
    }
}

#[test]
fn a_road_wide_enough_or_without_a_width_and_a_road_crossed() {
    let line = frontage("line");
    let mut g = game(&[road(FeatureKind::MainHighway, "", 0.0, Some(line + 1.0))]);
    place(&mut g, 0.0, 0.0, "line");
    let events = march_east(&mut g, 0.0, None).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::Overridden { .. })));

    let mut g = game(&[road(FeatureKind::MainHighway, "Brussels road", 0.0, None)]);
    place(&mut g, 0.0, 0.0, "line");
    let events = march_east(&mut g, 0.0, None).unwrap();
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::WayWidthForUmpire { way, widest, .. } if way.contains("Brussels road") && widest.contains("half platoons")
        )),
        "L412: no width on the map, the umpire decides: {events:?}"
    );

    // Crossing a narrow road straight over is no move along it.
    let mut g = game(&[road(FeatureKind::SmallerRoad, "", 0.0, Some(12.0))]);
    place(&mut g, 0.0, -60.0, "line");
    let events = g
        .apply(Command::MoveUnit {
            unit: uid("bn"),
            path: vec![c(0.0, 60.0)],
            gait: Gait::March,
            facing: None,
            override_reason: None,
        })
        .unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::Overridden { .. })));
}
