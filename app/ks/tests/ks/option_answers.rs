//! `ks` answers the questions of the options added for issue 12 (reference §11 "New
//! options") with the reading's working: each case cites the draft's line.

use crate::support::{json, ks};

#[test]
fn charge_on_a_square_follows_cavalry_v_square() {
    // Default: squares by the waves table, three squadrons V V V (L958–967, L3226–3358).
    let j = json(&[
        "odds",
        "charge",
        "--formation",
        "square",
        "--squadrons",
        "3",
    ]);
    assert_eq!(j["rule"]["rule"], "waves");
    assert_eq!(j["rule"]["worksheet"]["waves"].as_array().unwrap().len(), 3);
    // base_cases: three squadrons against a battalion, Die II for the infantry (L1089).
    let j = json(&[
        "--option",
        "cavalry_v_square=base_cases",
        "odds",
        "charge",
        "--formation",
        "square",
        "--squadrons",
        "3",
    ]);
    assert_eq!(j["rule"]["rule"], "base_case");
    assert_eq!(j["rule"]["case"], "cavalry_v_column_3_4_sqns");
    assert_eq!(j["rule"]["verdict"]["die"], "II");
    // An attack column goes by the base cases under either reading (L953, L1091).
    let (code, out, _) = ks(&[
        "odds",
        "charge",
        "--formation",
        "attack-column",
        "--squadrons",
        "2",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Die III") && out.contains("cavalry_v_square = waves_table"),
        "{out}"
    );
    // A case the draft has no die for is put to the umpire (L1097–1107).
    let (code, out, _) = ks(&[
        "--option",
        "cavalry_v_square=base_cases",
        "odds",
        "charge",
        "--formation",
        "square",
        "--squadrons",
        "2",
        "--mass",
        "half",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("umpire"), "{out}");
}

#[test]
fn canister_test_follows_advancing_troops_test() {
    // The text: a half battery with good effect, Die II for itself (L645); the box: Die III (L2883).
    let args = [
        "odds", "advance", "--gun", "6pdr", "--paces", "600", "--effect", "good",
    ];
    let j = json(&args);
    assert_eq!(j["call"]["call"], "throw");
    assert_eq!(j["call"]["die"], "II");
    assert_eq!(j["call"]["test"], "canister_morale");
    let mut boxed = vec!["--option", "advancing_troops_test=basic_odds_box"];
    boxed.extend_from_slice(&args);
    assert_eq!(json(&boxed)["call"]["die"], "III");
    // Bad effect: no test by the text (L1079); by the box Die IV, its side the umpire's (L2887).
    let (code, out, _) = ks(&[
        "odds", "advance", "--gun", "6pdr", "--paces", "600", "--effect", "bad",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("no test") && out.contains("L1079"), "{out}");
    let j = json(&[
        "--option",
        "advancing_troops_test=basic_odds_box",
        "odds",
        "advance",
        "--gun",
        "6pdr",
        "--paces",
        "600",
        "--effect",
        "bad",
    ]);
    assert_eq!(j["call"]["call"], "favour_to_ask");
    assert_eq!(j["call"]["die"], "IV");
    // Small arms are refused with exit code 2.
    let (code, _, err) = ks(&[
        "odds", "advance", "--gun", "half-bn", "--paces", "100", "--effect", "good",
    ]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn skirmish_blocks_follow_skirmish_complement() {
    // Section 3: a line battalion its light company, 2 blocks (L738); a third is refused.
    let (code, _, err) = ks(&[
        "troops",
        "skirmishers",
        "--unit",
        "line-battalion",
        "--blocks",
        "3",
    ]);
    assert_eq!(code, 0, "{err}");
    let j = json(&[
        "troops",
        "skirmishers",
        "--unit",
        "line-battalion",
        "--blocks",
        "3",
    ]);
    assert_eq!(
        (j["most"].as_u64(), &j["cost"]["cost"]),
        (Some(2), &"refused".into())
    );
    // The Apparatus: the third block takes the large exchange piece (L295).
    let j = json(&[
        "--option",
        "skirmish_complement=exchange_pieces",
        "troops",
        "skirmishers",
        "--unit",
        "line-battalion",
        "--blocks",
        "3",
    ]);
    assert_eq!(
        (j["most"].as_u64(), &j["cost"]["cost"]),
        (Some(4), &"large_exchange_piece".into())
    );
}

#[test]
fn an_officers_party_follows_detachment_sizes() {
    // The box: an officer and 24 riders (L209); Appendix Two: an officer and 21 (L1858).
    let j = json(&["troops", "detachment", "--arm", "cavalry"]);
    assert_eq!(
        (j["officers"].as_u64(), j["men"].as_u64()),
        (Some(1), Some(24))
    );
    let j = json(&[
        "--option",
        "detachment_sizes=appendix_two",
        "troops",
        "detachment",
        "--arm",
        "infantry",
    ]);
    assert_eq!(
        (j["officers"].as_u64(), j["men"].as_u64()),
        (Some(1), Some(25))
    );
}

#[test]
fn a_patrol_follows_cavalry_patrol_size() {
    // A half troop of 25 (L1678), or 35 (L135).
    assert_eq!(json(&["troops", "patrol"])["riders"].as_u64(), Some(25));
    let j = json(&[
        "--option",
        "cavalry_patrol_size=thirty_five",
        "troops",
        "patrol",
    ]);
    assert_eq!(j["riders"].as_u64(), Some(35));
}

#[test]
fn a_battery_front_follows_battery_frontage() {
    // The Apparatus: 150 paces, guns 25 apart, blocks 75 (L131); the formations: 200, 18–25,
    // blocks 100 (L363, L1824); guns 7–10 apart: 100 paces either way (L363).
    let j = json(&["troops", "battery"]);
    assert_eq!(
        (
            j["front_paces"].as_f64(),
            j["half_battery_block_paces"].as_f64()
        ),
        (Some(150.0), Some(75.0))
    );
    let j = json(&[
        "--option",
        "battery_frontage=formations_200",
        "troops",
        "battery",
    ]);
    assert_eq!(
        (j["front_paces"].as_f64(), j["gun_interval_min"].as_f64()),
        (Some(200.0), Some(18.0))
    );
    let j = json(&["troops", "battery", "--spacing", "close"]);
    assert_eq!(j["front_paces"].as_f64(), Some(100.0));
}

#[test]
fn the_widest_column_follows_road_widths() {
    // Cavalry on a highway: sixes (L414), or half troops (L472).
    let j = json(&["road", "--way", "main-highway", "--arm", "cavalry"]);
    assert_eq!(j["widest"]["front"], "sixes");
    let j = json(&[
        "--option",
        "road_widths=defiles_section",
        "road",
        "--way",
        "main-highway",
        "--arm",
        "cavalry",
    ]);
    assert_eq!(j["widest"]["front"], "half troops");
    // A town street: the map, or the umpire (L426, L412).
    let (code, out, _) = ks(&["road", "--way", "town-street", "--arm", "infantry"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("umpire's decision") && out.contains("L412"),
        "{out}"
    );
}

#[test]
fn the_sheets_two_rank_track_is_kept_in_points() {
    // two_rank_exchange = sheet_50: 7 points are one box of five and a remainder of 2 points,
    // the throw 2 ≤ 2 moves one more box: the pin on 10 of 50 points (L4499, L4678).
    let j = json(&[
        "--option",
        "two_rank_exchange=sheet_50",
        "casualties",
        "--formation",
        "two-rank",
        "--points",
        "7",
        "--face",
        "2",
    ]);
    assert_eq!(
        (
            j["full_boxes"].as_u64(),
            j["remainder"].as_u64(),
            j["position_after"].as_str()
        ),
        (Some(1), Some(2), Some("10"))
    );
    let (code, out, _) = ks(&[
        "--option",
        "two_rank_exchange=sheet_50",
        "casualties",
        "--formation",
        "two-rank",
        "--points",
        "7",
        "--face",
        "2",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("Pin: 10 of 50 points"), "{out}");
}

#[test]
fn bad_input_to_the_new_questions_is_refused_with_exit_code_2() {
    for args in [
        &[
            "troops",
            "skirmishers",
            "--unit",
            "line-battalion",
            "--blocks",
            "0",
        ][..],
        &[
            "odds",
            "charge",
            "--formation",
            "square",
            "--squadrons",
            "0",
        ],
        &[
            "odds",
            "charge",
            "--formation",
            "square",
            "--squadrons",
            "2",
            "--mass",
            "7",
        ],
        &[
            "odds",
            "advance",
            "--gun",
            "6pdr",
            "--paces=-5",
            "--effect",
            "good",
        ],
        &[
            "odds", "advance", "--gun", "6pdr", "--paces", "NaN", "--effect", "good",
        ],
        &["road", "--way", "motorway", "--arm", "cavalry"],
        &["troops", "detachment", "--arm", "artillery"],
        &["troops", "battery", "--spacing", "wide"],
    ] {
        let (code, _, err) = ks(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(!err.is_empty(), "{args:?}");
    }
}
