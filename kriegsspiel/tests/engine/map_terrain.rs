//! Terrain-layer queries: ground at a point with its precedence, which ground classes a path
//! crosses with hand-computed lengths, crossings of walls and streams, edits and the R-tree.
//!
//! Ground classes: Appendix Three — Movement Chart (reference §1): eight columns, with-road
//! columns only for slopes of 15–25° and 25–35°; swamp and thick woods at the umpire's
//! discretion ("Discretion of Umpire").
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::c;
use geo::{Coord, LineString, Polygon};
use kriegsspiel::Pace;
use kriegsspiel::map::{FeatureGeometry, FeatureId, FeatureKind, TerrainFeature, TerrainLayer};
use kriegsspiel::systems::reisswitz_1815::ruleset::{chart_legs, discretion_length};
use kriegsspiel::terrain::Ground::{self, *};

fn rect(x0: f64, y0: f64, x1: f64, y1: f64) -> FeatureGeometry {
    FeatureGeometry::Area(Polygon::new(
        LineString::from(vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)]),
        vec![],
    ))
}

fn line(points: &[(f64, f64)]) -> FeatureGeometry {
    FeatureGeometry::Line(LineString::from(points.to_vec()))
}

fn add(layer: &mut TerrainLayer, kind: FeatureKind, geometry: FeatureGeometry) -> FeatureId {
    layer
        .add(TerrainFeature::new(kind, kind.label(), geometry))
        .unwrap()
}

fn col(c: Ground) -> Ground {
    c
}

/// (ground, length) of each stretch, joining neighbours on the same ground.
fn summary(layer: &TerrainLayer, path: &[Coord<f64>]) -> Vec<(Ground, f64)> {
    let result = layer.path_ground(path).unwrap();
    let total: f64 = result.stretches.iter().map(|s| s.length.paces()).sum();
    assert!(
        (total - result.length.paces()).abs() < 1e-9,
        "stretches add up to the path"
    );
    let mut out: Vec<(Ground, f64)> = Vec::new();
    for s in result.stretches {
        match out.last_mut() {
            Some((g, len)) if *g == s.ground => *len += s.length.paces(),
            _ => out.push((s.ground, s.length.paces())),
        }
    }
    out
}

fn assert_stretches(actual: &[(Ground, f64)], expected: &[(Ground, f64)]) {
    assert_eq!(actual.len(), expected.len(), "{actual:?}");
    for ((g, len), (want_g, want_len)) in actual.iter().zip(expected) {
        assert_eq!(g, want_g, "{actual:?}");
        assert!(
            (len - want_len).abs() < 1e-6,
            "{g}: {len} ≠ {want_len} in {actual:?}"
        );
    }
}

#[test]
fn a_straight_path_through_woods_and_onto_a_road_up_a_slope() {
    let mut layer = TerrainLayer::new();
    add(
        &mut layer,
        FeatureKind::LightWoods,
        rect(100.0, 0.0, 300.0, 200.0),
    );
    add(
        &mut layer,
        FeatureKind::Slope15To25,
        rect(400.0, -100.0, 600.0, 300.0),
    );
    // A smaller road (10 paces wide) starting at x = 450: its round end reaches back to 445.
    add(
        &mut layer,
        FeatureKind::SmallerRoad,
        line(&[(450.0, 100.0), (1000.0, 100.0)]),
    );
    let path = [c(0.0, 100.0), c(1000.0, 100.0)];
    assert_stretches(
        &summary(&layer, &path),
        &[
            (col(Even), 100.0),
            (col(LightWoods), 200.0),
            (col(Even), 100.0),
            (col(Slope15To35), 45.0),
            (col(RoadSlope15To25), 155.0),
            (col(Even), 400.0),
        ],
    );
}

#[test]
fn a_diagonal_path_with_several_legs() {
    // A 3-4-5 leg of 500 paces from (0,0) to (300,400) and a second leg of 200 paces east.
    // Thick woods cover x ≥ 150 up to y = 350: the first leg enters at t = 0.5 (250 paces) and
    // leaves at y = 350 (t = 0.875, 437.5 paces); the second leg is all in the open.
    let mut layer = TerrainLayer::new();
    add(
        &mut layer,
        FeatureKind::ThickWoods,
        rect(150.0, -10.0, 1000.0, 350.0),
    );
    let path = [c(0.0, 0.0), c(300.0, 400.0), c(500.0, 400.0)];
    let result = layer.path_ground(&path).unwrap();
    assert!((result.length.paces() - 700.0).abs() < 1e-9);
    assert_stretches(
        &summary(&layer, &path),
        &[
            (col(Even), 250.0),
            (Ground::ThickWoods, 187.5),
            (col(Even), 262.5),
        ],
    );
    assert_eq!(
        chart_legs(&result),
        None,
        "thick woods have no chart column"
    );
    assert!((discretion_length(&result).paces() - 187.5).abs() < 1e-9);
    let totals = result.totals();
    assert_eq!(totals[0].0, col(Even));
    assert!((totals[0].1.paces() - 512.5).abs() < 1e-9);
}

#[test]
fn road_on_every_slope_band() {
    // Appendix Three — Movement Chart: without road s5_10, s10_15, s15_35 (15–35° in one
    // column); with road r15_25 and r25_35; no with-road column below 15°; nothing over 35°.
    let table = [
        (FeatureKind::Slope5To10, col(Slope5To10), col(Slope5To10)),
        (FeatureKind::Slope10To15, col(Slope10To15), col(Slope10To15)),
        (
            FeatureKind::Slope15To25,
            col(Slope15To35),
            col(RoadSlope15To25),
        ),
        (
            FeatureKind::Slope25To35,
            col(Slope15To35),
            col(RoadSlope25To35),
        ),
        (
            FeatureKind::SlopeOver35,
            Ground::SteepSlope,
            Ground::SteepSlope,
        ),
    ];
    for (slope, off_road, on_road) in table {
        for road in [
            FeatureKind::MainHighway,
            FeatureKind::SmallerRoad,
            FeatureKind::Footpath,
            FeatureKind::BridgeStone,
        ] {
            let mut layer = TerrainLayer::new();
            add(&mut layer, slope, rect(0.0, 0.0, 1000.0, 1000.0));
            add(&mut layer, road, line(&[(0.0, 500.0), (1000.0, 500.0)]));
            assert_eq!(
                layer.ground_at(c(500.0, 500.0)).unwrap().ground,
                on_road,
                "{slope} {road}"
            );
            assert_eq!(
                layer.ground_at(c(500.0, 300.0)).unwrap().ground,
                off_road,
                "{slope}"
            );
            // A path climbing straight up the band, crossing the road: 1,000 paces in all of
            // which the road's width is on road ground.
            let width = road.default_width().unwrap().paces();
            let along = summary(&layer, &[c(500.0, 0.0), c(500.0, 1000.0)]);
            if off_road == on_road {
                assert_stretches(&along, &[(off_road, 1000.0)]);
            } else {
                let side = (1000.0 - width) / 2.0;
                assert_stretches(
                    &along,
                    &[(off_road, side), (on_road, width), (off_road, side)],
                );
            }
        }
    }
}

#[test]
fn precedence_where_features_overlap() {
    let mut layer = TerrainLayer::new();
    let light = add(
        &mut layer,
        FeatureKind::LightWoods,
        rect(0.0, 0.0, 1000.0, 1000.0),
    );
    let slope = add(
        &mut layer,
        FeatureKind::Slope10To15,
        rect(0.0, 0.0, 500.0, 500.0),
    );
    let gentle = add(
        &mut layer,
        FeatureKind::Slope5To10,
        rect(0.0, 0.0, 600.0, 600.0),
    );
    add(
        &mut layer,
        FeatureKind::Swamp,
        rect(700.0, 700.0, 800.0, 800.0),
    );
    add(
        &mut layer,
        FeatureKind::VillageBrickStone,
        rect(2000.0, 0.0, 3000.0, 1000.0),
    );
    add(
        &mut layer,
        FeatureKind::Garden,
        rect(2100.0, 100.0, 2200.0, 200.0),
    );
    add(
        &mut layer,
        FeatureKind::MainHighway,
        line(&[(2000.0, 500.0), (3000.0, 500.0)]),
    );
    add(
        &mut layer,
        FeatureKind::Water,
        rect(4000.0, 0.0, 4100.0, 1000.0),
    );
    add(
        &mut layer,
        FeatureKind::MainHighway,
        line(&[(3900.0, 700.0), (4200.0, 700.0)]),
    );
    add(
        &mut layer,
        FeatureKind::BridgeStone,
        line(&[(3990.0, 500.0), (4110.0, 500.0)]),
    );
    add(
        &mut layer,
        FeatureKind::Ford,
        line(&[(3990.0, 300.0), (4110.0, 300.0)]),
    );
    add(
        &mut layer,
        FeatureKind::ThickWoods,
        rect(5000.0, 0.0, 5100.0, 100.0),
    );
    add(
        &mut layer,
        FeatureKind::Farmyard,
        rect(5050.0, 0.0, 5200.0, 100.0),
    );
    let table: [((f64, f64), Ground, &[Ground]); 13] = [
        ((100.0, 100.0), col(Slope10To15), &[col(LightWoods)]), // steepest slope over light woods
        ((550.0, 550.0), col(Slope5To10), &[col(LightWoods)]),
        ((800.0, 200.0), col(LightWoods), &[]),
        ((750.0, 750.0), Ground::Swamp, &[col(LightWoods)]),
        ((1500.0, 500.0), col(Even), &[]),
        ((2500.0, 800.0), Ground::Village, &[]),
        ((2150.0, 150.0), col(Yard), &[Ground::Village]),
        ((2500.0, 500.0), col(Even), &[Ground::Village]), // the highway through the village
        ((4050.0, 700.0), Ground::Water, &[]),            // a road into a river is no crossing
        ((4050.0, 500.0), col(Even), &[Ground::Water]),   // the bridge carries the road
        ((4050.0, 300.0), Ground::Ford, &[Ground::Water]),
        ((5025.0, 50.0), Ground::ThickWoods, &[]),
        ((5075.0, 50.0), Ground::ThickWoods, &[col(Yard)]),
    ];
    for ((x, y), ground, also) in table {
        let at = layer.ground_at(c(x, y)).unwrap();
        assert_eq!(at.ground, ground, "at ({x}, {y})");
        assert_eq!(at.also, also, "also at ({x}, {y})");
    }
    let at = layer.ground_at(c(100.0, 100.0)).unwrap();
    assert_eq!(at.features, vec![light, slope, gentle]);
}

#[test]
fn slope_band_with_a_flat_crest() {
    // A ridge: a 5–10° band round a 10–15° band round a flat crest (a hole in the inner band).
    let mut layer = TerrainLayer::new();
    let outer = Polygon::new(
        LineString::from(vec![
            (0.0, 0.0),
            (1000.0, 0.0),
            (1000.0, 400.0),
            (0.0, 400.0),
        ]),
        vec![LineString::from(vec![
            (100.0, 100.0),
            (900.0, 100.0),
            (900.0, 300.0),
            (100.0, 300.0),
        ])],
    );
    let inner = Polygon::new(
        LineString::from(vec![
            (100.0, 100.0),
            (900.0, 100.0),
            (900.0, 300.0),
            (100.0, 300.0),
        ]),
        vec![LineString::from(vec![
            (200.0, 150.0),
            (800.0, 150.0),
            (800.0, 250.0),
            (200.0, 250.0),
        ])],
    );
    add(
        &mut layer,
        FeatureKind::Slope5To10,
        FeatureGeometry::Area(outer),
    );
    add(
        &mut layer,
        FeatureKind::Slope10To15,
        FeatureGeometry::Area(inner),
    );
    // Crossing the ridge from north to south at x = 500.
    assert_stretches(
        &summary(&layer, &[c(500.0, -50.0), c(500.0, 450.0)]),
        &[
            (col(Even), 50.0),
            (col(Slope5To10), 100.0),
            (col(Slope10To15), 50.0),
            (col(Even), 100.0),
            (col(Slope10To15), 50.0),
            (col(Slope5To10), 100.0),
            (col(Even), 50.0),
        ],
    );
}

#[test]
fn streams_walls_bridges_and_fords() {
    let mut layer = TerrainLayer::new();
    let stream = add(
        &mut layer,
        FeatureKind::Stream,
        line(&[(2000.0, -1000.0), (2000.0, 1000.0)]),
    );
    let bridge = add(
        &mut layer,
        FeatureKind::BridgeStone,
        line(&[(1990.0, 0.0), (2010.0, 0.0)]),
    );
    add(
        &mut layer,
        FeatureKind::MainHighway,
        line(&[(1000.0, 0.0), (1990.0, 0.0)]),
    );
    add(
        &mut layer,
        FeatureKind::MainHighway,
        line(&[(2010.0, 0.0), (3000.0, 0.0)]),
    );
    let ford = add(
        &mut layer,
        FeatureKind::Ford,
        line(&[(1985.0, 500.0), (2015.0, 500.0)]),
    );
    let wall = add(
        &mut layer,
        FeatureKind::Wall,
        line(&[(1700.0, 250.0), (1700.0, 700.0), (1800.0, 700.0)]),
    );

    // Over the bridge: even all the way (road, bridge, road); the stream crossed via the bridge.
    let over = layer
        .path_ground(&[c(1500.0, 0.0), c(2500.0, 0.0)])
        .unwrap();
    assert_stretches(
        &summary(&layer, &[c(1500.0, 0.0), c(2500.0, 0.0)]),
        &[(col(Even), 1000.0)],
    );
    assert_eq!(over.crossings.len(), 1);
    assert_eq!(over.crossings[0].feature, stream);
    assert_eq!(over.crossings[0].via, Some(bridge));
    assert!((over.crossings[0].along.paces() - 500.0).abs() < 1e-9);

    // Wading across away from bridge and ford: 8 paces of water (the stream's width).
    let wade = [c(1500.0, 300.0), c(2500.0, 300.0)];
    assert_stretches(
        &summary(&layer, &wade),
        &[(col(Even), 496.0), (Ground::Water, 8.0), (col(Even), 496.0)],
    );
    let waded = layer.path_ground(&wade).unwrap().crossings;
    assert_eq!(
        waded.iter().map(|x| (x.feature, x.via)).collect::<Vec<_>>(),
        vec![(wall, None), (stream, None)]
    );

    // At the ford (20 paces wide, 30 long): its round ends make 50 paces of ford on its line.
    let at_ford = [c(1500.0, 500.0), c(2500.0, 500.0)];
    assert_stretches(
        &summary(&layer, &at_ford),
        &[(col(Even), 475.0), (Ground::Ford, 50.0), (col(Even), 475.0)],
    );
    let crossed = layer.path_ground(&at_ford).unwrap().crossings;
    // The wall (x = 1700) comes first, then the stream at the ford.
    assert_eq!(
        crossed.iter().map(|x| x.feature).collect::<Vec<_>>(),
        vec![wall, stream]
    );
    assert_eq!(crossed[1].via, Some(ford));

    // A wall crossed twice by a path that doubles back; walls make no ground.
    let zigzag = [c(1600.0, 400.0), c(1750.0, 400.0), c(1750.0, 800.0)];
    let result = layer.path_ground(&zigzag).unwrap();
    assert_stretches(&summary(&layer, &zigzag), &[(col(Even), 550.0)]);
    let walls: Vec<f64> = result
        .crossings
        .iter()
        .filter(|x| x.feature == wall)
        .map(|x| x.along.paces())
        .collect();
    assert_eq!(walls, vec![100.0, 450.0]);
    assert_eq!(result.crossings[1].point, c(1750.0, 700.0));
}

#[test]
fn edits_update_the_index_and_ids_are_never_reused() {
    let mut layer = TerrainLayer::new();
    let wood = add(
        &mut layer,
        FeatureKind::LightWoods,
        rect(0.0, 0.0, 100.0, 100.0),
    );
    assert_eq!(
        layer.ground_at(c(50.0, 50.0)).unwrap().ground,
        col(LightWoods)
    );
    // Edit: the wood becomes a swamp further east.
    let old = layer
        .replace(
            wood,
            TerrainFeature::new(FeatureKind::Swamp, "Fen", rect(500.0, 0.0, 600.0, 100.0)),
        )
        .unwrap();
    assert_eq!(old.kind, FeatureKind::LightWoods);
    assert_eq!(layer.ground_at(c(50.0, 50.0)).unwrap().ground, col(Even));
    assert_eq!(
        layer.ground_at(c(550.0, 50.0)).unwrap().ground,
        Ground::Swamp
    );
    // A bad edit changes nothing.
    let bad = TerrainFeature::new(FeatureKind::Swamp, "", line(&[(0.0, 0.0), (1.0, 1.0)]));
    assert!(layer.replace(wood, bad).is_err());
    assert_eq!(layer.get(wood).unwrap().name, "Fen");
    assert!(
        layer
            .replace(
                FeatureId(99),
                TerrainFeature::new(FeatureKind::Swamp, "", rect(0.0, 0.0, 1.0, 1.0))
            )
            .is_err()
    );
    layer.remove(wood).unwrap();
    assert!(layer.remove(wood).is_err());
    assert!(layer.is_empty());
    assert_eq!(layer.ground_at(c(550.0, 50.0)).unwrap().ground, col(Even));
    let next = add(
        &mut layer,
        FeatureKind::Hedge,
        line(&[(0.0, 0.0), (10.0, 0.0)]),
    );
    assert_eq!(next, FeatureId(1));
}

#[test]
fn features_near_a_point_nearest_first() {
    let mut layer = TerrainLayer::new();
    let wood = add(
        &mut layer,
        FeatureKind::LightWoods,
        rect(0.0, 0.0, 100.0, 100.0),
    );
    let road = add(
        &mut layer,
        FeatureKind::SmallerRoad,
        line(&[(0.0, 200.0), (100.0, 200.0)]),
    );
    let far = add(
        &mut layer,
        FeatureKind::Swamp,
        rect(1000.0, 0.0, 1100.0, 100.0),
    );
    let near = layer.features_near(c(50.0, 150.0), Pace(60.0)).unwrap();
    let found: Vec<(FeatureId, f64)> = near.iter().map(|n| (n.id, n.distance.paces())).collect();
    // The wood's edge is 50 paces away; the road's edge 50 − 5 = 45.
    assert_eq!(found, vec![(road, 45.0), (wood, 50.0)]);
    assert!(
        layer
            .features_near(c(50.0, 50.0), Pace(0.0))
            .unwrap()
            .iter()
            .any(|n| n.id == wood)
    );
    assert!(
        !layer
            .features_near(c(50.0, 150.0), Pace(500.0))
            .unwrap()
            .iter()
            .any(|n| n.id == far)
    );
    assert!(layer.features_near(c(50.0, 150.0), Pace(-1.0)).is_err());
    assert!(layer.features_near(c(f64::NAN, 150.0), Pace(1.0)).is_err());
}

#[test]
fn degenerate_paths_and_points() {
    let mut layer = TerrainLayer::new();
    add(
        &mut layer,
        FeatureKind::LightWoods,
        rect(0.0, 0.0, 100.0, 100.0),
    );
    let empty = layer.path_ground(&[]).unwrap();
    assert!(empty.stretches.is_empty() && empty.length == Pace(0.0));
    let point = layer.path_ground(&[c(50.0, 50.0)]).unwrap();
    assert!(point.stretches.is_empty());
    let repeated = layer
        .path_ground(&[c(50.0, 50.0), c(50.0, 50.0), c(150.0, 50.0)])
        .unwrap();
    assert!((repeated.length.paces() - 100.0).abs() < 1e-12);
    assert!(
        layer
            .path_ground(&[c(0.0, 0.0), c(f64::INFINITY, 0.0)])
            .is_err()
    );
    assert!(layer.path_ground(&[c(0.0, 0.0), c(1e8, 0.0)]).is_err());
    assert!(layer.ground_at(c(f64::NAN, 0.0)).is_err());
    let too_many: Vec<Coord<f64>> = (0..10_001).map(|i| c(f64::from(i), 0.0)).collect();
    assert!(layer.path_ground(&too_many).is_err());
    // A path along a wood's edge counts as in the wood (the edge belongs to the area).
    assert_stretches(
        &summary(&layer, &[c(0.0, 0.0), c(100.0, 0.0)]),
        &[(col(LightWoods), 100.0)],
    );
}

#[test]
fn layer_round_trips_through_json_and_checks_what_it_reads() {
    let mut layer = TerrainLayer::new();
    add(
        &mut layer,
        FeatureKind::VillageWooden,
        rect(0.0, 0.0, 100.0, 100.0),
    );
    let removed = add(
        &mut layer,
        FeatureKind::Hedge,
        line(&[(0.0, 0.0), (10.0, 0.0)]),
    );
    layer
        .add(
            TerrainFeature::new(
                FeatureKind::Footpath,
                "Mill lane",
                line(&[(0.0, 0.0), (10.0, 5.0)]),
            )
            .with_width(Pace(3.0)),
        )
        .unwrap();
    layer.remove(removed).unwrap();
    let json = serde_json::to_string(&layer).unwrap();
    let back: TerrainLayer = serde_json::from_str(&json).unwrap();
    assert_eq!(back, layer);
    assert_eq!(
        back.ground_at(c(50.0, 50.0)).unwrap().ground,
        Ground::Village
    );
    let duplicate = json.replace("\"id\":2", "\"id\":0");
    assert!(
        serde_json::from_str::<TerrainLayer>(&duplicate).is_err(),
        "{duplicate}"
    );
    let wrong_shape = json.replace("\"kind\":\"village_wooden\"", "\"kind\":\"wall\"");
    assert!(serde_json::from_str::<TerrainLayer>(&wrong_shape).is_err());
    let unknown_kind = json.replace("\"kind\":\"village_wooden\"", "\"kind\":\"volcano\"");
    assert!(serde_json::from_str::<TerrainLayer>(&unknown_kind).is_err());
}

#[test]
fn only_features_marked_blocking_stop_the_line_of_fire() {
    let mut layer = TerrainLayer::new();
    let village = add(
        &mut layer,
        FeatureKind::VillageBrickStone,
        rect(400.0, -100.0, 600.0, 100.0),
    );
    let wall = add(
        &mut layer,
        FeatureKind::Wall,
        line(&[(800.0, -50.0), (800.0, 50.0)]),
    );
    let from = c(0.0, 0.0);
    // Nothing is marked yet: nothing blocks.
    assert!(layer.sight_blocked(from, c(1000.0, 0.0)).is_none());
    let mark = |layer: &mut TerrainLayer, id: FeatureId| {
        let mut f = layer.get(id).unwrap().clone();
        f.blocks_sight = true;
        layer.replace(id, f).unwrap();
    };
    mark(&mut layer, wall);
    // The wall crosses the line at x = 800; a target short of it is seen.
    assert_eq!(
        layer.sight_blocked(from, c(1000.0, 0.0)).map(|(id, _)| id),
        Some(wall)
    );
    assert!(layer.sight_blocked(from, c(700.0, 0.0)).is_none());
    assert!(
        layer.sight_blocked(from, c(1000.0, 200.0)).is_none(),
        "past the wall's end"
    );
    mark(&mut layer, village);
    // The village between blocks first (id order); a target inside the village is seen, and
    // troops inside fire out of it.
    assert_eq!(
        layer.sight_blocked(from, c(1000.0, 0.0)).map(|(id, _)| id),
        Some(village)
    );
    assert!(layer.sight_blocked(from, c(500.0, 0.0)).is_none());
    assert!(layer.sight_blocked(c(500.0, 0.0), c(-300.0, 0.0)).is_none());
    // A marked feature survives a save: the flag is written only when set.
    let text = serde_json::to_string(layer.get(village).unwrap()).unwrap();
    assert!(text.contains("\"blocks_sight\":true"), "{text}");
    let plain = serde_json::to_string(&TerrainFeature::new(
        FeatureKind::Hedge,
        "",
        line(&[(0.0, 0.0), (1.0, 1.0)]),
    ))
    .unwrap();
    assert!(!plain.contains("blocks_sight"));
}
