//! `ks move`: chart allowances and path costs from the command line (Appendix Three —
//! Movement Chart; Section 2 — Movement).

use crate::support;
use support::{json, ks};

/// Runs `ks` with `args`; returns (exit code, stdout, stderr).

#[test]
fn allowance_in_text_cites_the_chart() {
    let (code, out, _) = ks(&["move", "--row", "light_cav_deploying", "--terrain", "lwood"]);
    assert_eq!(code, 0);
    assert!(out.contains("700 paces per 2-minute turn"), "{out}");
    assert!(out.contains("Appendix Three — Movement Chart"), "{out}");
}

#[test]
fn allowance_as_json() {
    // Appendix Three: infantry breaking ranks, even ground, 400, 2 moves in 5.
    let v = json(&["move", "--row", "inf_breaking_ranks", "--terrain", "even"]);
    assert_eq!(v["paces_per_turn"], 400.0);
    assert_eq!(v["rate_limit"]["moves"], 2);
    assert_eq!(v["rate_limit"]["out_of"], 5);
    assert_eq!(v["ground"], "even");
    let v = json(&["move", "--row", "heavy_cav_attacking", "--terrain", "lwood"]);
    assert!(v["paces_per_turn"].is_null());
    assert!(v["impossible_reason"].is_string());
    let v = json(&["move", "--row", "wagons_march", "--terrain", "lwood"]);
    assert_eq!(v["british_change"], true);
}

#[test]
fn path_cost_as_json_by_hand() {
    // 100 even + 300 light woods, light cavalry deploying: 100/900 + 300/700 of a turn.
    let v = json(&[
        "move",
        "--row",
        "light_cav_deploying",
        "--path",
        "even:100,lwood:300",
    ]);
    let total = v["total_fraction"].as_f64().unwrap_or(f64::NAN);
    assert!((total - (100.0 / 900.0 + 300.0 / 700.0)).abs() < 1e-12);
    assert_eq!(v["fits_in_one_turn"], true);
    assert_eq!(v["reach_in_one_turn"], 400.0);
    assert_eq!(v["legs"].as_array().map(Vec::len), Some(2));
}

#[test]
fn path_text_explains_each_leg() {
    let (code, out, _) = ks(&["move", "--row", "inf_march", "--path", "even:100,s5_10:300"]);
    assert_eq!(code, 0);
    assert!(out.contains("100/200 = 0.500 of a turn"), "{out}");
    assert!(out.contains("300/150 = 2.000 turns"), "{out}");
    assert!(out.contains("3 whole turns"), "{out}");
    assert!(out.contains("175 paces"), "{out}");
}

#[test]
fn help_lists_every_row_with_its_label() {
    let (code, out, _) = ks(&["move", "--help"]);
    assert_eq!(code, 0);
    for id in kriegsspiel::systems::reisswitz_1815::ruleset::CHART_ROW_IDS {
        assert!(
            out.contains(&format!("- {id}:")),
            "{id} missing from help:\n{out}"
        );
    }
    assert!(out.contains("Light cavalry deploying"), "{out}");
    assert!(out.contains("thick_woods"), "{out}");
}

#[test]
fn bad_values_exit_2_naming_the_allowed() {
    let (code, _, err) = ks(&["move", "--row", "dragoons", "--terrain", "even"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("inf_march") && err.contains("officers_after_2000"),
        "{err}"
    );
    let (code, _, err) = ks(&["move", "--row", "inf_march", "--terrain", "bog"]);
    assert_eq!(code, 2);
    assert!(err.contains("lwood") && err.contains("swamp"), "{err}");
    for path in ["even:-5", "even", "bog:100", "even:NaN", "even:abc"] {
        let (code, _, err) = ks(&["move", "--row", "inf_march", "--path", path]);
        assert_eq!(code, 2, "{path}: {err}");
    }
    let (code, _, _) = ks(&["move", "--row", "inf_march"]);
    assert_eq!(code, 2);
    let (code, _, _) = ks(&[
        "move",
        "--row",
        "inf_march",
        "--terrain",
        "even",
        "--path",
        "even:1",
    ]);
    assert_eq!(code, 2);
}

#[test]
fn house_rule_changes_the_answer() {
    let v = json(&[
        "move",
        "--row",
        "light_cav_march",
        "--terrain",
        "even",
        "--house-rule",
        "movement.rows.light_cav_march.even=450",
    ]);
    assert_eq!(v["paces_per_turn"], 450.0);
}
