//! Property tests for the map frame: nothing panics on any number or geometry, the ground a
//! path crosses always adds up to the path's length, transforms round-trip.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use geo::{Coord, LineString, Polygon};
use kriegsspiel::MapScale;
use kriegsspiel::Pace;
use kriegsspiel::map::{
    Calibration, FeatureGeometry, FeatureKind, FeatureShape, LengthUnit, MapDocument, PointPair,
    Sheet, Similarity, TerrainFeature, TerrainLayer,
};
use proptest::prelude::*;

/// Any f64 at all, with the awkward ones well represented.
fn any_number() -> impl Strategy<Value = f64> {
    prop_oneof![
        3 => -5000.0..5000.0_f64,
        1 => prop::num::f64::ANY,
        1 => Just(f64::NAN),
        1 => Just(f64::INFINITY),
        1 => Just(0.0),
        1 => Just(1e300),
        1 => Just(-1e-300),
    ]
}

fn any_coord() -> impl Strategy<Value = Coord<f64>> {
    (any_number(), any_number()).prop_map(|(x, y)| Coord { x, y })
}

fn sane_coord() -> impl Strategy<Value = Coord<f64>> {
    (-3000.0..3000.0_f64, -3000.0..3000.0_f64).prop_map(|(x, y)| Coord { x, y })
}

fn any_kind() -> impl Strategy<Value = FeatureKind> {
    prop::sample::select(FeatureKind::ALL.to_vec())
}

/// A feature of a random kind with random (sometimes degenerate) geometry. With `wild`, it is
/// sometimes the wrong shape for its kind and its width may be any number.
fn any_feature(
    coords: BoxedStrategy<Coord<f64>>,
    wild: bool,
) -> impl Strategy<Value = TerrainFeature> {
    let width = if wild {
        prop::option::of(any_number()).boxed()
    } else {
        prop::option::of(0.5..60.0_f64).boxed()
    };
    let flip = if wild {
        any::<bool>().boxed()
    } else {
        Just(false).boxed()
    };
    (
        any_kind(),
        prop::collection::vec(coords.clone(), 2..9),
        prop::collection::vec(coords, 0..5),
        flip,
        width,
    )
        .prop_map(move |(kind, outer, hole, flip, width)| {
            let area = kind.shape() == FeatureShape::Area;
            let geometry = if area != flip {
                let holes = if hole.len() < 3 {
                    vec![]
                } else {
                    vec![LineString::from(hole)]
                };
                FeatureGeometry::Area(Polygon::new(LineString::from(outer), holes))
            } else {
                FeatureGeometry::Line(LineString::from(outer))
            };
            let feature = TerrainFeature::new(kind, "", geometry);
            match width {
                Some(w) if !area || wild => feature.with_width(Pace(w)),
                _ => feature,
            }
        })
}

fn layer_of(features: Vec<TerrainFeature>) -> TerrainLayer {
    let mut layer = TerrainLayer::new();
    for feature in features {
        let _ = layer.add(feature);
    }
    layer
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn no_panic_on_any_geometry_or_query(
        features in prop::collection::vec(any_feature(any_coord().boxed(), true), 0..8),
        path in prop::collection::vec(any_coord(), 0..6),
        point in any_coord(),
        radius in any_number(),
    ) {
        let mut layer = layer_of(features);
        let _ = layer.path_ground(&path);
        let _ = layer.ground_at(point);
        let _ = layer.features_near(point, Pace(radius));
        let ids: Vec<_> = layer.iter().map(|(id, _)| id).collect();
        for id in ids {
            let _ = layer.remove(id);
        }
        prop_assert!(layer.is_empty());
    }

    #[test]
    fn path_lengths_by_ground_sum_to_the_path_length(
        features in prop::collection::vec(any_feature(sane_coord().boxed(), false), 0..10),
        path in prop::collection::vec(sane_coord(), 2..8),
    ) {
        let count = features.len();
        let layer = layer_of(features);
        // Most generated features are valid; the layer is rarely empty.
        prop_assert!(count < 6 || !layer.is_empty(), "none of {count} features accepted");
        let result = layer.path_ground(&path).unwrap();
        let expected: f64 = path.windows(2).map(|w| (w[1].x - w[0].x).hypot(w[1].y - w[0].y)).sum();
        prop_assert!((result.length.paces() - expected).abs() <= 1e-9 * expected.max(1.0));
        let by_stretch: f64 = result.stretches.iter().map(|s| s.length.paces()).sum();
        let by_total: f64 = result.totals().iter().map(|(_, p)| p.paces()).sum();
        prop_assert!((by_stretch - expected).abs() <= 1e-9 * expected.max(1.0), "{by_stretch} vs {expected}");
        prop_assert!((by_total - expected).abs() <= 1e-9 * expected.max(1.0));
        let mut next_start = 0.0;
        for s in &result.stretches {
            prop_assert!(s.length.paces() > 0.0);
            prop_assert!((s.start.paces() - next_start).abs() <= 1e-6 * expected.max(1.0));
            next_start = s.start.paces() + s.length.paces();
        }
        for pair in result.crossings.windows(2) {
            prop_assert!(pair[0].along.paces() <= pair[1].along.paces());
        }
    }

    #[test]
    fn ground_of_a_short_path_matches_ground_at_its_middle(
        features in prop::collection::vec(any_feature(sane_coord().boxed(), false), 0..10),
        start in sane_coord(),
        dx in -0.001..0.001_f64,
    ) {
        let layer = layer_of(features);
        let end = Coord { x: start.x + dx, y: start.y + 0.0005 };
        let result = layer.path_ground(&[start, end]).unwrap();
        if let [only] = result.stretches.as_slice() {
            let middle = Coord { x: (start.x + end.x) / 2.0, y: (start.y + end.y) / 2.0 };
            prop_assert_eq!(only.ground, layer.ground_at(middle).unwrap().ground);
        }
    }

    #[test]
    fn calibrations_never_panic_and_are_positive(
        a in any_coord(), b in any_coord(), distance in any_number(),
        denominator in any_number(), dpi in any_number(),
        unit in prop::sample::select(LengthUnit::ALL.to_vec()),
    ) {
        for cal in [
            Calibration::from_two_points(a, b, distance, unit),
            Calibration::from_scale_bar(a, b, distance, unit),
            Calibration::from_scale_and_dpi(MapScale { denominator }, dpi),
        ].into_iter().flatten() {
            prop_assert!(cal.paces_per_pixel().is_finite() && cal.paces_per_pixel() > 0.0);
            let accuracy = cal.accuracy();
            prop_assert!(accuracy.relative.is_finite() && accuracy.relative >= 0.0);
            let _ = cal.to_string();
            let json = serde_json::to_string(&cal).unwrap();
            prop_assert_eq!(serde_json::from_str::<Calibration>(&json).unwrap(), cal);
        }
    }

    #[test]
    fn two_pair_similarity_round_trips(
        p1 in sane_coord(), p2 in sane_coord(), m1 in sane_coord(), m2 in sane_coord(), probe in sane_coord(),
    ) {
        let pairs = (PointPair { pixel: p1, map: m1 }, PointPair { pixel: p2, map: m2 });
        if let Ok(t) = Similarity::from_two_pairs(pairs.0, pairs.1) {
            for (p, m) in [(p1, m1), (p2, m2)] {
                let got = t.apply(p);
                let tolerance = 1e-6 * (1.0 + m.x.abs() + m.y.abs());
                prop_assert!((got.x - m.x).abs() < tolerance && (got.y - m.y).abs() < tolerance);
            }
            let back = t.invert(t.apply(probe));
            let tolerance = 1e-6 * (1.0 + probe.x.abs() + probe.y.abs()) * (1.0 + t.scale() + 1.0 / t.scale());
            prop_assert!((back.x - probe.x).abs() < tolerance, "{back:?} vs {probe:?}");
        }
    }

    #[test]
    fn sheet_edits_never_panic(
        w in any::<u32>(), h in any::<u32>(), dx in any_number(), dy in any_number(),
        pivot in any_coord(), degrees in any_number(), p1 in any_coord(), p2 in any_coord(), m1 in any_coord(), m2 in any_coord(),
    ) {
        let cal = Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, 100.0).unwrap();
        if let Ok(mut sheet) = Sheet::new("S", "s.png", w, h, cal) {
            let _ = sheet.nudge(dx, dy);
            let _ = sheet.rotate_about(pivot, degrees);
            let _ = sheet.align_keep_scale(PointPair { pixel: p1, map: m1 }, PointPair { pixel: p2, map: m2 });
            let _ = sheet.align_exact(PointPair { pixel: p1, map: m1 }, PointPair { pixel: p2, map: m2 });
            prop_assert_eq!(sheet.validate(), Ok(()));
            let _ = sheet.pixel_to_map(p1);
            let _ = sheet.map_to_pixel(m1);
            let _ = sheet.covers(m2);
        }
    }

    #[test]
    fn reading_any_text_never_panics(text in ".{0,200}", bytes in prop::collection::vec(any::<u8>(), 0..64)) {
        let _ = MapDocument::from_json(&text, "random");
        let _ = MapDocument::from_json(&String::from_utf8_lossy(&bytes), "random");
        let _ = kriegsspiel::map::sniff_image_format(&bytes);
        let wrapped = format!("{{\"format_version\": 1, \"name\": {text:?}, \"sheets\": []}}");
        let _ = MapDocument::from_json(&wrapped, "random");
    }

    #[test]
    fn image_dimension_check_never_panics(w in any::<u32>(), h in any::<u32>()) {
        let ok = kriegsspiel::map::check_image_dimensions(w, h).is_ok();
        let expected = w > 0 && h > 0 && w <= 40_000 && h <= 40_000 && u64::from(w) * u64::from(h) <= 1_200_000_000;
        prop_assert_eq!(ok, expected);
    }
}
