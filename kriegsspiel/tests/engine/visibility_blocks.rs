//! Visibility distances (reference §9) and the troop-block catalogue (reference §10).

#![allow(clippy::panic)] // a test fails by panicking

use crate::support::rules;
use kriegsspiel::systems::reisswitz_1815::ruleset::{BlockSizeBasis, Sighting};
use kriegsspiel::{MapScale, Pace};
use proptest::prelude::*;

#[test]
fn sighting_distances_match_the_reference() {
    // Reference §9 (Appendix Three — Distances at which troops may be distinguished).
    let v = rules().visibility;
    let expected = [
        ("infantry_from_cavalry", 1114.0, 1114.0),
        ("single_figures", 880.0, 880.0),
        ("heads_and_white_belts", 616.0, 616.0),
        ("faces_limbs_uniforms", 440.0, 440.0),
        ("uniform_details", 176.0, 220.0),
    ];
    assert_eq!(v.distances.len(), expected.len());
    for (id, clear, max) in expected {
        let d = v.distance(id).map(|d| (d.clear_paces, d.max_paces));
        assert_eq!(d, Ok((clear, max)), "{id}");
    }
    assert!(v.distance("colours").is_err());
}

#[test]
fn what_can_be_made_out_at_a_distance() {
    // Reference §9: at 500 paces heads show but not faces; at 200 the uniform details are the
    // umpire's call; at 1,200 nothing.
    let v = rules().visibility;
    let at = |paces: f64| -> Vec<(String, Sighting)> {
        match v.at_distance(Pace(paces)) {
            Ok(lines) => lines.into_iter().map(|(d, s)| (d.id.clone(), s)).collect(),
            Err(e) => panic!("{e}"),
        }
    };
    use Sighting::*;
    let ids = |lines: &[(String, Sighting)], want: Sighting| -> Vec<String> {
        lines
            .iter()
            .filter(|(_, s)| *s == want)
            .map(|(id, _)| id.clone())
            .collect()
    };
    let l = at(500.0);
    assert_eq!(
        ids(&l, Clear),
        [
            "infantry_from_cavalry",
            "single_figures",
            "heads_and_white_belts"
        ]
    );
    let l = at(200.0);
    assert_eq!(ids(&l, Marginal), ["uniform_details"]);
    assert_eq!(ids(&l, Clear).len(), 4);
    assert_eq!(ids(&at(176.0), Clear).len(), 5);
    assert_eq!(ids(&at(1114.0), Clear), ["infantry_from_cavalry"]);
    assert!(ids(&at(1115.0), Clear).is_empty());
    assert!(v.at_distance(Pace(f64::NAN)).is_err());
    assert!(v.at_distance(Pace(-1.0)).is_err());
    assert_eq!(v.clearly_seen(Pace(440.0)).map(|l| l.len()), Ok(4));
}

#[test]
fn frontages_match_the_reference() {
    // Reference §10 (The Apparatus; Representation of Units — Formations).
    let b = rules().blocks;
    for (id, paces) in [
        ("battalion", 250.0),
        ("squadron", 100.0),
        ("battery_guns_25_apart", 150.0),
        ("battery_guns_18_25_apart", 200.0),
        ("battery_guns_7_10_apart", 100.0),
    ] {
        assert_eq!(b.frontage(id).map(|f| f.paces), Ok(paces), "{id}");
    }
}

#[test]
fn block_catalogue_has_all_21_pieces_with_their_sizes() {
    // Reference §10 (Appendix Two, nos. 1–21).
    let b = rules().blocks;
    assert_eq!(b.kinds.len(), 21);
    let sized = [
        ("squadron_hussars", 100.0, 100.0, BlockSizeBasis::Stated),
        ("squadron_uhlans", 100.0, 100.0, BlockSizeBasis::Stated),
        ("squadron_dragoons", 100.0, 100.0, BlockSizeBasis::Stated),
        ("squadron_cuirassiers", 100.0, 100.0, BlockSizeBasis::Stated),
        (
            "infantry_half_battalion",
            125.0,
            75.0,
            BlockSizeBasis::Stated,
        ),
        ("foot_half_battery", 100.0, 75.0, BlockSizeBasis::DraftBlock),
        ("battery_wagons", 100.0, 75.0, BlockSizeBasis::DraftBlock),
        (
            "horse_half_battery",
            100.0,
            75.0,
            BlockSizeBasis::DraftBlock,
        ),
    ];
    for (id, w, d, basis) in sized {
        let k = match b.kind(id) {
            Ok(k) => k,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(
            (k.frontage_paces, k.depth_paces, k.size_basis),
            (Some(w), Some(d), basis),
            "{id}"
        );
    }
    assert_eq!(
        b.kind("infantry_half_battalion").map(|k| k.men),
        Ok(Some(450))
    );
    assert_eq!(b.kind("foot_half_battery").map(|k| k.guns), Ok(Some(3)));
    assert_eq!(
        b.kind("supply_column")
            .map(|k| (k.frontage_paces, k.depth_paces)),
        Ok((Some(250.0), None))
    );
    for id in [
        "skirmish_platoon",
        "pontoon_wagons",
        "sapper_battalion",
        "small_exchange_piece",
    ] {
        assert_eq!(
            b.kind(id).map(|k| k.size_basis),
            Ok(BlockSizeBasis::NotGiven),
            "{id}"
        );
    }
    assert!(b.kind("no_such_block").is_err());
    // Skirmish blocks (Section 3 — Rules for Skirmish Firepower) and wagons (The Apparatus).
    for (id, n) in [
        ("line_battalion", 2),
        ("light_battalion", 8),
        ("rifle_half_battalion", 8),
    ] {
        assert_eq!(b.skirmish(id).map(|s| s.blocks), Ok(n), "{id}");
    }
    assert_eq!(
        (b.battery_wagons.twelve_pdr, b.battery_wagons.other),
        (2, 1)
    );
}

#[test]
fn block_sizes_scale_with_the_map() {
    // A half battalion (125 × 75 paces) at 1:4500: 125 paces = 100.584 m → 22.352 mm.
    let b = rules().blocks;
    let k = match b.kind("infantry_half_battalion") {
        Ok(k) => k,
        Err(e) => panic!("{e}"),
    };
    let size = k.map_size_mm(MapScale::BRITISH_1815);
    let (w, d) = size.unwrap_or_default();
    assert!((w - 22.352).abs() < 1e-9, "{w}");
    assert!((d - 13.4112).abs() < 1e-9, "{d}");
    let (w8, _) = k.map_size_mm(MapScale::PRUSSIAN).unwrap_or_default();
    assert!((w8 * 8000.0 - w * 4500.0).abs() < 1e-6);
    assert!(
        b.kind("skirmish_platoon")
            .map(|k| k.map_size_mm(MapScale::BRITISH_1815))
            == Ok(None)
    );
}

proptest! {
    #[test]
    fn sightings_never_panic_and_get_finer_as_one_closes(a in any::<f64>(), b in 0.0f64..5000.0) {
        let v = rules().visibility;
        let _ = v.at_distance(Pace(a));
        let near = b / 2.0;
        let far = v.clearly_seen(Pace(b)).map(|l| l.len()).unwrap_or(0);
        let close = v.clearly_seen(Pace(near)).map(|l| l.len()).unwrap_or(0);
        prop_assert!(close >= far);
    }
}
