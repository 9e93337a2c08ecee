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
