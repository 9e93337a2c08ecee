//! Hostile Little Wars saves (issue 23 items 1 and 10): every number a save brings — the
//! table's size, the scenery, each man's and gun's place, the floor photo's scale and turn, a
//! road's length — is checked against stated bounds when the save is opened, and one out of
//! bounds is refused in words before the battle is built (a table a billion inches wide used
//! to freeze the floor view and eat memory).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use kriegsspiel::systems::little_wars::country::{
    CountryPhoto, MAX_ROAD_POINTS, MAX_TABLE_INCHES, Scenery,
};
use kriegsspiel::systems::little_wars::game::{LittleWarsGame, LittleWarsSetup};
use kriegsspiel::systems::little_wars::units::TablePoint;
use serde_json::Value;

/// The default battle, saved, as JSON to spoil.
fn saved() -> Value {
    let game = LittleWarsGame::default_battle(7).unwrap();
    serde_json::from_str(&game.to_json().unwrap()).unwrap()
}

/// The refusal of a spoiled save, in words.
fn refusal(v: &Value) -> String {
    match LittleWarsGame::from_json(&v.to_string(), "spoiled.json") {
        Ok(_) => panic!("the spoiled save opened"),
        Err(e) => e.to_string(),
    }
}

/// The refusal of a spoiled setup, in words.
fn setup_refusal(spoil: impl FnOnce(&mut LittleWarsSetup)) -> String {
    let mut setup = LittleWarsSetup::default_battle(7);
    spoil(&mut setup);
    match LittleWarsGame::new(setup) {
        Ok(_) => panic!("the spoiled setup was taken"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn an_unspoiled_save_opens() {
    let v = saved();
    LittleWarsGame::from_json(&v.to_string(), "good.json").unwrap();
}

#[test]
fn a_table_a_billion_inches_wide_is_refused_in_words() {
    let mut v = saved();
    v["setup"]["country"]["width"] = 1e9.into();
    let err = refusal(&v);
    assert!(
        err.contains("table width") && err.contains("100 ft"),
        "{err}"
    );

    let mut v = saved();
    v["setup"]["country"]["depth"] = (-48.0).into();
    let err = refusal(&v);
    assert!(err.contains("table depth"), "{err}");

    let err = setup_refusal(|s| s.country.width = f64::NAN);
    assert!(err.contains("table width") && err.contains("NaN"), "{err}");
    let err = setup_refusal(|s| s.country.depth = MAX_TABLE_INCHES + 1.0);
    assert!(err.contains("table depth"), "{err}");
}

#[test]
fn a_man_or_gun_off_the_table_is_refused() {
    let mut v = saved();
    v["setup"]["figures"][0]["at"]["x"] = 1e12.into();
    let err = refusal(&v);
    assert!(
        err.contains("man's place") && err.contains("1000000000000"),
        "{err}"
    );

    let err = setup_refusal(|s| s.figures[3].at = TablePoint::new(f64::NAN, 2.0));
    assert!(err.contains("man's place"), "{err}");
    // The floor beside the 72 × 48 in table is allowed, as far off as the table is wide;
    // beyond it is not.
    let mut setup = LittleWarsSetup::default_battle(7);
    setup.figures[0].at.y = -70.0;
    LittleWarsGame::new(setup).unwrap();
    let err = setup_refusal(|s| s.figures[0].at.y = -73.0);
    assert!(err.contains("72 in off it"), "{err}");

    let mut v = saved();
    v["setup"]["guns"][0]["axle"]["y"] = (-1e6).into();
    let err = refusal(&v);
    assert!(err.contains("gun's axle"), "{err}");
    let err = setup_refusal(|s| s.guns[0].bearing_deg = f64::INFINITY);
    assert!(err.contains("gun bearing"), "{err}");
}

#[test]
fn scenery_out_of_bounds_is_refused() {
    let p = TablePoint::new;
    let cases: Vec<(Scenery, &str)> = vec![
        (
            Scenery::House {
                min: p(10.0, 10.0),
                max: p(1e12, 12.0),
            },
            "house corner",
        ),
        (
            Scenery::Tree {
                at: p(10.0, -30.0),
                radius: 1.0,
            },
            "24 in off it",
        ),
        (
            Scenery::House {
                min: p(20.0, 20.0),
                max: p(10.0, 22.0),
            },
            "house",
        ),
        (
            Scenery::Tree {
                at: p(10.0, 10.0),
                radius: -1.0,
            },
            "tree radius",
        ),
        (
            Scenery::Wall {
                from: p(f64::NAN, 1.0),
                to: p(2.0, 2.0),
            },
            "wall end",
        ),
        (
            Scenery::Hill {
                top: p(30.0, 30.0),
                contour_radii: vec![5.0, 1e9],
            },
            "contour radius",
        ),
        (
            Scenery::Road {
                line: vec![p(0.0, 1.0), p(5.0, 1.0)],
                half_width: f64::INFINITY,
            },
            "road half width",
        ),
    ];
    for (scenery, words) in cases {
        let err = setup_refusal(|s| s.country.scenery.push(scenery.clone()));
        assert!(err.contains(words), "{scenery:?}: {err}");
    }
}

#[test]
fn a_road_of_more_points_than_the_bound_is_refused() {
    let road = |n: usize| Scenery::Road {
        line: (0..n)
            .map(|i| TablePoint::new(72.0 * i as f64 / n as f64, 20.0))
            .collect(),
        half_width: 1.0,
    };
    let mut v = saved();
    let scenery = v["setup"]["country"]["scenery"].as_array_mut().unwrap();
    scenery.push(serde_json::to_value(road(8000)).unwrap());
    let err = refusal(&v);
    assert!(err.contains("road") && err.contains("8000 points"), "{err}");
    // A road at the bound is taken.
    let mut setup = LittleWarsSetup::default_battle(7);
    setup.country.scenery.push(road(MAX_ROAD_POINTS));
    LittleWarsGame::new(setup).unwrap();
}

#[test]
fn a_floor_photo_with_a_bad_scale_or_turn_is_refused() {
    let photo = |ppi: f64, rotation: f64| CountryPhoto {
        file: "floor.jpg".into(),
        pixels_per_inch: ppi,
        origin_px: (10.0, 10.0),
        rotation_deg: rotation,
    };
    for (ppi, rotation, words) in [
        (0.0, 0.0, "photo scale"),
        (-3.0, 0.0, "photo scale"),
        (f64::NAN, 0.0, "photo scale"),
        (12.0, f64::INFINITY, "photo rotation"),
    ] {
        let err = setup_refusal(|s| s.country.photo = Some(photo(ppi, rotation)));
        assert!(err.contains(words), "{ppi} {rotation}: {err}");
    }
    let mut v = saved();
    v["setup"]["country"]["photo"] = serde_json::to_value(photo(-1.0, 0.0)).unwrap();
    let err = refusal(&v);
    assert!(err.contains("photo scale"), "{err}");
}
