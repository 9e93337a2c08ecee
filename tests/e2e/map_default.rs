//! The bundled default map (maps/default.map.json and maps/default.png): it loads, its
//! calibration is exact, its terrain layer has every kind of feature, and the picture agrees
//! with the terrain layer.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use geo::{Coord, InteriorPoint};
use kriegsspiel::MapScale;
use kriegsspiel::map::{
    CalibrationMethod, FeatureGeometry, FeatureKind, ImageFormat, MapDocument, TerrainLayer,
    check_image_dimensions, sniff_image_format,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::discretion_length;
use kriegsspiel::terrain::Ground;
use kriegsspiel::{Ground::*, Pace};
use std::path::PathBuf;

fn maps_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../maps")
}

fn default_map() -> MapDocument {
    MapDocument::load(&maps_dir().join("default.map.json")).unwrap()
}

fn c(x: f64, y: f64) -> Coord<f64> {
    Coord { x, y }
}

fn feature_named<'a>(
    layer: &'a TerrainLayer,
    name: &str,
    kind: FeatureKind,
) -> &'a FeatureGeometry {
    layer
        .iter()
        .find(|(_, f)| f.name == name && f.kind == kind)
        .map(|(_, f)| &f.geometry)
        .unwrap_or_else(|| panic!("no {kind} named {name}"))
}

#[test]
fn loads_with_an_exact_calibration_and_its_image() {
    let map = default_map();
    assert_eq!(map.sheets.len(), 1);
    let sheet = &map.sheets[0];
    assert_eq!((sheet.pixel_width(), sheet.pixel_height()), (3000, 2200));
    // 1:8000 at 100 dpi: 8000 / 31.68 / 100 paces per pixel (2,000 paces to the mile,
    // Section 2 — Movement).
    assert_eq!(
        sheet.calibration().method(),
        &CalibrationMethod::ScaleAndDpi {
            scale: MapScale::PRUSSIAN,
            dpi: 100.0
        }
    );
    assert!((sheet.calibration().paces_per_pixel() - 8000.0 / 31.68 / 100.0).abs() < 1e-12);
    assert_eq!(map.check_images(&maps_dir()), Ok(()));
    let png = std::fs::read(maps_dir().join(&sheet.image)).unwrap();
    assert!(
        png.len() < 4_000_000,
        "the bundled picture stays small: {} bytes",
        png.len()
    );
    assert_eq!(sniff_image_format(&png), Ok(ImageFormat::Png));
    // The PNG header's own dimensions (IHDR: width and height, big-endian, at bytes 16..24).
    let width = u32::from_be_bytes([png[16], png[17], png[18], png[19]]);
    let height = u32::from_be_bytes([png[20], png[21], png[22], png[23]]);
    assert_eq!((width, height), (sheet.pixel_width(), sheet.pixel_height()));
    assert_eq!(check_image_dimensions(width, height), Ok(()));
}

#[test]
fn has_every_kind_of_feature() {
    let map = default_map();
    for kind in FeatureKind::ALL {
        assert!(
            map.terrain.iter().any(|(_, f)| f.kind == kind),
            "no {kind} on the default map"
        );
    }
}

#[test]
fn the_highway_is_road_all_the_way_and_crosses_the_brook_on_the_stone_bridge() {
    let map = default_map();
    let FeatureGeometry::Line(highway) =
        feature_named(&map.terrain, "The King's Highway", FeatureKind::MainHighway)
    else {
        panic!("the highway is a line")
    };
    let path: Vec<Coord<f64>> = highway.coords().copied().collect();
    let walk = map.terrain.path_ground(&path).unwrap();
    // Road ground throughout: even, or a slope's own column where it climbs the ridges (the
    // chart has with-road columns only from 15°).
    for stretch in &walk.stretches {
        assert!(
            matches!(stretch.ground, Even | Slope5To10 | Slope10To15),
            "{stretch:?}"
        );
    }
    let brook = walk
        .crossings
        .iter()
        .find(|x| x.kind == FeatureKind::Stream)
        .unwrap();
    let via = map.terrain.get(brook.via.unwrap()).unwrap();
    assert_eq!(
        (via.kind, via.name.as_str()),
        (FeatureKind::BridgeStone, "Marlbrook bridge")
    );
    let sum: f64 = walk.stretches.iter().map(|s| s.length.paces()).sum();
    assert!((sum - walk.length.paces()).abs() < 1e-6);
}

#[test]
fn a_march_across_country_meets_many_grounds() {
    let map = default_map();
    // From Elmstead south over the Long Copse, across the brook by wading, up Beacon Hill.
    let walk = map
        .terrain
        .path_ground(&[
            c(1100.0, 1560.0),
            c(1500.0, 2250.0),
            c(1600.0, 3000.0),
            c(1900.0, 4150.0),
        ])
        .unwrap();
    let grounds: Vec<Ground> = walk.totals().into_iter().map(|(g, _)| g).collect();
    for expected in [
        Ground::Even,
        Ground::LightWoods,
        Ground::Slope5To10,
        Ground::Slope10To15,
        Ground::Slope15To35,
        Ground::Water,
    ] {
        assert!(grounds.contains(&expected), "{expected} not in {grounds:?}");
    }
    assert!(
        walk.crossings
            .iter()
            .any(|x| x.kind == FeatureKind::Stream && x.via.is_none())
    );
    assert!(discretion_length(&walk) > Pace(0.0));
}

/// A tiny seeded generator for sample points.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 11) as f64 / (1_u64 << 53) as f64
    }
}

#[test]
fn the_picture_agrees_with_the_terrain_layer() {
    let map = default_map();
    let sheet = &map.sheets[0];
    let picture = image::open(maps_dir().join(&sheet.image))
        .unwrap()
        .to_rgb8();
    let colour_at = |p: Coord<f64>| {
        let px = sheet.map_to_pixel(p).unwrap();
        picture.get_pixel(px.x as u32, px.y as u32).0.map(i32::from)
    };
    // Inside the mill pond: water blue.
    let FeatureGeometry::Area(pond) = feature_named(&map.terrain, "Mill Pond", FeatureKind::Water)
    else {
        panic!()
    };
    let [r, g, b] = colour_at(pond.interior_point().unwrap().0);
    assert!(b > r + 30 && b > g, "pond colour {r},{g},{b}");
    // Deep in the King's Wood: green.
    let [r, g, b] = colour_at(c(6350.0, 4600.0));
    assert!(g > r && g > b, "wood colour {r},{g},{b}");
    // Along the highway, away from bridge and village: the highway's orange.
    for y in [600.0, 2000.0, 4400.0] {
        let FeatureGeometry::Line(highway) =
            feature_named(&map.terrain, "The King's Highway", FeatureKind::MainHighway)
        else {
            panic!()
        };
        let at = highway
            .lines()
            .find(|l| (l.start.y - y) * (l.end.y - y) <= 0.0)
            .unwrap();
        let t = (y - at.start.y) / (at.end.y - at.start.y);
        let [r, g, b] = colour_at(at.start + (at.end - at.start) * t);
        assert!(
            r > 200 && g > 130 && g < 200 && b < 130,
            "highway colour {r},{g},{b} at y {y}"
        );
    }
    // Where the layer says nothing is near, the sheet is blank paper (allowing for lettering
    // and the margins' panels).
    let mut rng = Lcg(7);
    let (mut open, mut blank) = (0, 0);
    for _ in 0..400 {
        let p = c(rng.next() * 7500.0, rng.next() * 5500.0);
        if map.terrain.features_near(p, Pace(30.0)).unwrap().is_empty() {
            open += 1;
            let [r, g, b] = colour_at(p);
            if (r - 246).abs() < 12 && (g - 240).abs() < 12 && (b - 222).abs() < 16 {
                blank += 1;
            }
        }
    }
    assert!(open > 100, "{open} open points");
    assert!(
        blank * 10 >= open * 9,
        "only {blank} of {open} open points are blank paper"
    );
}
