//! `ks messenger`: riding times (Section 2 — Movement, Messengers; Appendix Three — Movement
//! Chart, officers' rows).

use crate::support;
use support::{json, ks};

fn num(v: &serde_json::Value) -> f64 {
    v.as_f64().unwrap_or(f64::NAN)
}

#[test]
fn two_thousand_versus_two_thousand_and_one() {
    // Section 2 — Messengers: ≤ 2,000 paces at 900 a turn; longer at 700 from the outset.
    let v = json(&["messenger", "--paces", "2000"]);
    assert_eq!(v["paces_per_turn"], 900.0);
    assert_eq!(v["long_trip"], false);
    assert!((num(&v["turns"]) - 2000.0 / 900.0).abs() < 1e-12);
    assert_eq!(v["whole_turns"], 3);
    assert_eq!(v["whole_turn_minutes"], 6);
    let v = json(&["messenger", "--paces", "2001"]);
    assert_eq!(v["paces_per_turn"], 700.0);
    assert_eq!(v["long_trip"], true);
    assert!((num(&v["turns"]) - 2001.0 / 700.0).abs() < 1e-12);
}

#[test]
fn text_explains_and_cites() {
    let (code, out, _) = ks(&["messenger", "--paces", "2001"]);
    assert_eq!(code, 0);
    assert!(out.contains("from the outset"), "{out}");
    assert!(out.contains("Section 2 — Movement, Messengers"), "{out}");
    assert!(out.contains("2.859 turns"), "{out}");
}

#[test]
fn terrain_and_path_use_the_officer_rows() {
    // Appendix Three: after-2,000 row in light woods 700; 3,000 paces = 4.286 turns.
    let v = json(&["messenger", "--paces", "3000", "--terrain", "lwood"]);
    assert!((num(&v["turns"]) - 3000.0 / 700.0).abs() < 1e-12);
    assert_eq!(v["row"], "officers_after_2000");
    // 1,500 even + 500 on 10–15° = 2,000: first-2,000 row, 1500/900 + 500/600.
    let v = json(&["messenger", "--path", "even:1500,s10_15:500"]);
    assert!((num(&v["turns"]) - (1500.0 / 900.0 + 500.0 / 600.0)).abs() < 1e-12);
    assert_eq!(v["row"], "officers_first_2000");
}

#[test]
fn arrival_on_the_game_clock() {
    let (code, out, _) = ks(&[
        "messenger",
        "--paces",
        "2001",
        "--sent-turn",
        "10",
        "--start",
        "10:00",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("turn 10, 10:20") && out.contains("turn 13, 10:26"),
        "{out}"
    );
    let v = json(&[
        "messenger",
        "--paces",
        "1800",
        "--sent-turn",
        "0",
        "--start",
        "09:00",
    ]);
    assert_eq!(v["in_hand"]["turn"], 2);
    assert_eq!(v["in_hand"]["time"], "09:04");
}

#[test]
fn bad_values_exit_2() {
    for args in [
        &["messenger", "--paces", "-3"][..],
        &["messenger", "--paces", "NaN"],
        &["messenger", "--paces", "lots"],
        &["messenger", "--paces", "100", "--terrain", "swamp"],
        &["messenger", "--paces", "100", "--terrain", "bog"],
        &["messenger"],
        &["messenger", "--paces", "100", "--sent-turn", "3"],
        &[
            "messenger",
            "--paces",
            "100",
            "--sent-turn",
            "3",
            "--start",
            "25:00",
        ],
        &["messenger", "--path", "even:100", "--terrain", "even"],
    ] {
        let (code, _, err) = ks(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(!err.is_empty(), "{args:?}");
    }
    let (_, _, err) = ks(&["messenger", "--paces", "100", "--terrain", "bog"]);
    assert!(err.contains("thick_woods") && err.contains("even"), "{err}");
}

/// Hardening defect 14: a message sent at the clock's last turn was refused with "0 to 0
/// turns", which names neither the turn at fault nor what would do.
#[test]
fn a_sent_turn_past_the_clock_is_refused_in_words() {
    let (code, _, err) = ks(&[
        "messenger",
        "--paces",
        "1000",
        "--sent-turn",
        "4294967295",
        "--start",
        "08:00",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(!err.contains("0 to 0 turns"), "{err}");
    assert!(err.contains("4294967295"), "names the turn given: {err}");
    assert!(
        err.contains("4,294,967,293"),
        "names the last turn that works: {err}"
    );
}

/// Hardening defect 14: a huge ride was refused with its length written out in 309 digits and
/// the limit ungrouped.
#[test]
fn a_huge_ride_is_refused_with_a_short_number_and_its_range() {
    for paces in ["1e308", "1e20"] {
        let (code, _, err) = ks(&["messenger", "--paces", paces]);
        assert_eq!(code, 2, "{err}");
        let longest_run = err
            .split(|c: char| !c.is_ascii_digit())
            .map(str::len)
            .max()
            .unwrap_or(0);
        assert!(longest_run < 16, "a number of {longest_run} digits: {err}");
        assert!(err.contains("10,000,000 paces"), "{err}");
    }
}
