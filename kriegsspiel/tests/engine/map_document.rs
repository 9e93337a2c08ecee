//! The map file: round trip, every bad file, atomic saves, autosave and recovery, images.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use geo::{Coord, LineString, Polygon};
use kriegsspiel::MapScale;
use kriegsspiel::map::{
    Calibration, FeatureGeometry, FeatureKind, LengthUnit, MAP_FORMAT_VERSION, MAX_MAP_FILE_BYTES,
    MapDocument, MapFileError, PointPair, Sheet, TerrainFeature,
};
use std::fs;
use std::path::PathBuf;
use std::time::{Duration, SystemTime};

/// A fresh, empty folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ks-map-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn sample() -> MapDocument {
    let mut doc = MapDocument::new("Sample field");
    doc.notes = "Two sheets of a made-up survey.".into();
    let west = Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, 100.0).unwrap();
    doc.sheets
        .push(Sheet::new("West", "scans/west.png", 3000, 2200, west).unwrap());
    let bar = Calibration::from_scale_bar(
        Coord { x: 10.0, y: 10.0 },
        Coord { x: 802.0, y: 10.0 },
        2000.0,
        LengthUnit::Paces,
    )
    .unwrap();
    let mut east = Sheet::new("East", "scans/east.png", 3000, 2200, bar).unwrap();
    east.align_exact(
        PointPair {
            pixel: Coord { x: 0.0, y: 0.0 },
            map: Coord { x: 7000.0, y: 0.0 },
        },
        PointPair {
            pixel: Coord { x: 0.0, y: 1000.0 },
            map: Coord {
                x: 7000.0,
                y: 2525.0,
            },
        },
    )
    .unwrap();
    doc.sheets.push(east);
    let wood = Polygon::new(
        LineString::from(vec![(100.0, 100.0), (900.0, 120.0), (700.0, 800.0)]),
        vec![],
    );
    doc.terrain
        .add(TerrainFeature::new(
            FeatureKind::LightWoods,
            "Long Copse",
            FeatureGeometry::Area(wood),
        ))
        .unwrap();
    let road = LineString::from(vec![(0.0, 500.0), (5000.0, 520.0)]);
    doc.terrain
        .add(TerrainFeature::new(
            FeatureKind::MainHighway,
            "Brussels road",
            FeatureGeometry::Line(road),
        ))
        .unwrap();
    doc
}

#[test]
fn round_trip_through_a_file() {
    let dir = scratch("round-trip");
    let path = dir.join("field.map.json");
    let doc = sample();
    doc.save(&path).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    assert!(
        text.contains(&format!("\"format_version\": {MAP_FORMAT_VERSION}")),
        "{text}"
    );
    let back = MapDocument::load(&path).unwrap();
    assert_eq!(back, doc);
    // Saving what was read gives the same bytes (stable, sorted output).
    back.save(&path).unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
    assert!(
        !dir.join("field.map.json.tmp").exists(),
        "no temporary file left behind"
    );
    let _ = fs::remove_dir_all(&dir);
}

fn load_text(text: &str) -> MapFileError {
    MapDocument::from_json(text, "battle.map.json").unwrap_err()
}

#[test]
fn broken_json_says_where() {
    let good = sample().to_json().unwrap();
    let cut = &good[..good.len() / 2];
    match load_text(cut) {
        MapFileError::BrokenJson { line, .. } => assert!(line > 1),
        other => panic!("{other:?}"),
    }
    let message = load_text("{ \"format_version\": 1,, }").to_string();
    assert!(
        message.contains("broken JSON at line 1, column 23"),
        "{message}"
    );
    assert!(matches!(load_text(""), MapFileError::BrokenJson { .. }));
}

#[test]
fn a_newer_version_is_refused_with_a_clear_message() {
    let text = sample().to_json().unwrap().replace(
        &format!("\"format_version\": {MAP_FORMAT_VERSION}"),
        "\"format_version\": 7",
    );
    let message = load_text(&text).to_string();
    assert_eq!(
        message,
        format!(
            "battle.map.json was made by a newer workbench (version 7); this one reads up to {MAP_FORMAT_VERSION}"
        )
    );
}

#[test]
fn invalid_maps_are_refused() {
    let good = sample().to_json().unwrap();
    let cases = [
        ("[1, 2, 3]".to_string(), "a map file is a JSON object"),
        ("{\"name\": \"x\"}".to_string(), "no format_version"),
        (
            "{\"format_version\": \"one\"}".to_string(),
            "not a whole number",
        ),
        ("{\"format_version\": -1}".to_string(), "not a whole number"),
        ("{\"format_version\": 0}".to_string(), "never written"),
        (
            good.replace("\"kind\": \"light_woods\"", "\"kind\": \"wall\""),
            "must be drawn as a line",
        ),
        (
            good.replace("\"pixel_width\": 3000", "\"pixel_width\": 0"),
            "has no pixels",
        ),
        (
            good.replace("\"dpi\": 100.0", "\"dpi\": -100.0"),
            "scan resolution",
        ),
        (
            good.replace(
                "\"paces_per_pixel\": 2.525252525252525",
                "\"paces_per_pixel\": 3.0",
            ),
            "its method gives",
        ),
        (
            good.replacen("\"sheets\": [", "\"sheets\": 5, \"old_sheets\": [", 1),
            "invalid type",
        ),
    ];
    for (text, expected) in cases {
        let error = load_text(&text);
        assert!(
            matches!(
                error,
                MapFileError::Invalid { .. } | MapFileError::BrokenJson { .. }
            ),
            "{error:?}"
        );
        let message = error.to_string();
        assert!(
            message.contains(expected),
            "expected '{expected}' in: {message}"
        );
    }
}

#[test]
fn file_level_problems() {
    let dir = scratch("file-level");
    let missing = MapDocument::load(&dir.join("nowhere.map.json")).unwrap_err();
    assert!(
        matches!(missing, MapFileError::Io { action: "read", .. }),
        "{missing:?}"
    );
    let binary = dir.join("binary.map.json");
    fs::write(&binary, [0xff_u8, 0xfe, 0x00, 0x7b]).unwrap();
    assert!(
        MapDocument::load(&binary)
            .unwrap_err()
            .to_string()
            .contains("not UTF-8")
    );
    // A file larger than any map: refused from its size alone (a sparse file, nothing written).
    let huge = dir.join("huge.map.json");
    fs::File::create(&huge)
        .unwrap()
        .set_len(MAX_MAP_FILE_BYTES + 1)
        .unwrap();
    assert!(matches!(
        MapDocument::load(&huge).unwrap_err(),
        MapFileError::FileTooLarge { .. }
    ));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn missing_images_are_named() {
    let dir = scratch("images");
    let doc = sample();
    assert_eq!(
        doc.missing_images(&dir),
        vec!["scans/east.png", "scans/west.png"]
    );
    fs::create_dir_all(dir.join("scans")).unwrap();
    fs::write(dir.join("scans/west.png"), b"\x89PNG\r\n\x1a\n").unwrap();
    assert_eq!(doc.missing_images(&dir), vec!["scans/east.png"]);
    let message = doc.check_images(&dir).unwrap_err().to_string();
    assert_eq!(
        message,
        "missing image next to the map file: scans/east.png"
    );
    fs::write(dir.join("scans/east.png"), b"\x89PNG\r\n\x1a\n").unwrap();
    assert_eq!(doc.check_images(&dir), Ok(()));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_save_leaves_the_old_file_whole() {
    let dir = scratch("atomic");
    let path = dir.join("field.map.json");
    let old = sample();
    old.save(&path).unwrap();
    // A folder under the name the temporary file once had blocks nothing: each save's
    // temporary file has a name of its own.
    fs::create_dir(dir.join("field.map.json.tmp")).unwrap();
    old.save(&path).unwrap();
    let before = fs::read(&path).unwrap();
    // A read-only file is refused before anything is written.
    let mut read_only = fs::metadata(&path).unwrap().permissions();
    read_only.set_readonly(true);
    fs::set_permissions(&path, read_only).unwrap();
    let mut changed = sample();
    changed.name = "Changed".into();
    let error = changed.save(&path).unwrap_err();
    assert!(
        matches!(
            error,
            MapFileError::Io {
                action: "replace",
                ..
            }
        ),
        "{error:?}"
    );
    assert!(error.to_string().contains("read-only"), "{error}");
    assert_eq!(fs::read(&path).unwrap(), before);
    assert_eq!(MapDocument::load(&path).unwrap(), old);
    // Saving into a folder that does not exist fails cleanly too.
    assert!(
        changed
            .save(&dir.join("no-such-folder/field.map.json"))
            .is_err()
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn autosave_and_recovery() {
    let dir = scratch("recovery");
    let path = dir.join("field.map.json");
    assert_eq!(
        MapDocument::autosave_path(&path),
        dir.join("field.map.autosave.json")
    );
    let saved = sample();
    saved.save(&path).unwrap();
    assert_eq!(
        MapDocument::find_recovery(&path),
        Ok(None),
        "no autosave yet"
    );

    // The umpire edits, the workbench autosaves, then crashes.
    let mut edited = saved.clone();
    edited.notes.push_str(" Edited after saving.");
    edited.write_autosave(&path).unwrap();
    let autosave = MapDocument::autosave_path(&path);
    let now = SystemTime::now();
    fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(now - Duration::from_secs(60))
        .unwrap();
    fs::File::options()
        .write(true)
        .open(&autosave)
        .unwrap()
        .set_modified(now)
        .unwrap();
    let recovery = MapDocument::find_recovery(&path).unwrap().unwrap();
    assert_eq!(recovery.document, edited);
    assert_eq!(recovery.autosave_path, autosave);

    // An autosave older than the file is stale.
    fs::File::options()
        .write(true)
        .open(&autosave)
        .unwrap()
        .set_modified(now - Duration::from_secs(120))
        .unwrap();
    assert_eq!(MapDocument::find_recovery(&path), Ok(None));

    // An autosave identical to the file offers nothing.
    saved.write_autosave(&path).unwrap();
    fs::File::options()
        .write(true)
        .open(&autosave)
        .unwrap()
        .set_modified(now + Duration::from_secs(60))
        .unwrap();
    assert_eq!(MapDocument::find_recovery(&path), Ok(None));

    // A map never saved: its autosave is the only copy.
    let fresh = dir.join("new.map.json");
    edited.write_autosave(&fresh).unwrap();
    assert_eq!(
        MapDocument::find_recovery(&fresh)
            .unwrap()
            .map(|r| r.document),
        Some(edited)
    );

    // A damaged autosave is reported, and can be discarded.
    fs::write(&autosave, "{ not json").unwrap();
    fs::File::options()
        .write(true)
        .open(&autosave)
        .unwrap()
        .set_modified(now + Duration::from_secs(60))
        .unwrap();
    assert!(matches!(
        MapDocument::find_recovery(&path),
        Err(MapFileError::BrokenJson { .. })
    ));
    MapDocument::discard_autosave(&path).unwrap();
    assert!(!autosave.exists());
    MapDocument::discard_autosave(&path).unwrap();
    assert_eq!(MapDocument::find_recovery(&path), Ok(None));
    let _ = fs::remove_dir_all(&dir);
}
