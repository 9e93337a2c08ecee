//! `ks message`: when a message sent at the start of a move is in hand — the messenger's ride
//! over the route's ground (Section 2 — Movement, Messengers; Appendix Three — Movement Chart,
//! officers' rows; reference §1) plus the sender's time to read and decide (source text L116;
//! reference §12.2).

use crate::support;
use support::{json, ks};

fn num(v: &serde_json::Value) -> f64 {
    v.as_f64().unwrap_or(f64::NAN)
}

/// Worked by hand. The route even:1500, lwood:500, s10_15:1000 is 3,000 paces, longer than
/// 2,000, so the row "Officers & messengers, after 2,000 paces" prices every leg from the
/// outset (Section 2 — Messengers; reference §1 rows: even 700, lwood 700, s10_15 300):
/// 1500/700 + 500/700 + 1000/300 = 2.142857 + 0.714286 + 3.333333 = 6.190476 moves
/// = 12.381 minutes → 7 whole moves. With 5 minutes to decide (L116): + 2.5 moves = 8.690476
/// moves = 17.381 minutes → 9 moves.
const MIXED: &str = "even:1500,lwood:500,s10_15:1000";

#[test]
fn arrival_over_mixed_ground_with_and_without_reaction() {
    let riding = 1500.0 / 700.0 + 500.0 / 700.0 + 1000.0 / 300.0;
    let cases: [(&str, f64, u64); 4] = [
        ("0", 0.0, 7),
        ("5", 5.0, 9),
        ("3.5", 3.5, 8), // 6.190 + 1.75 = 7.940 → 8
        ("0.5", 0.5, 7), // 6.190 + 0.25 = 6.440 → 7
    ];
    for (given, reaction, moves) in cases {
        let v = json(&["message", "--path", MIXED, "--reaction-minutes", given]);
        assert_eq!(v["arrival_moves"], moves, "reaction {given}");
        let minutes = (riding + reaction / 2.0) * 2.0;
        assert!((num(&v["minutes"]) - minutes).abs() < 1e-9, "{v}");
        assert!(v["steps"].as_array().is_some_and(|s| s.len() >= 5), "{v}");
    }
    // Without --reaction-minutes: none.
    let v = json(&["message", "--path", MIXED]);
    assert_eq!(v["arrival_moves"], 7);
    assert_eq!(v["row"], "officers_after_2000");
}

#[test]
fn short_trip_uses_the_first_row_and_the_option_splits() {
    // 1,500 even + 500 s10_15 = 2,000: first-2,000 row, 1500/900 + 500/600 = 2.5 → 3 moves.
    let v = json(&["message", "--path", "even:1500,s10_15:500"]);
    assert_eq!(v["arrival_moves"], 3);
    assert!((num(&v["minutes"]) - 5.0).abs() < 1e-9);
    // Option chart_rows_split: the first 2,000 paces on the faster row (1500/900 + 500/700 =
    // 2.381), the last 1,000 on the slower (1000/300 = 3.333): 5.714 → 6 moves.
    let v = json(&[
        "message",
        "--path",
        MIXED,
        "--option",
        "messenger_long_trip=chart_rows_split",
    ]);
    assert_eq!(v["arrival_moves"], 6);
}

#[test]
fn text_gives_the_working_with_sources() {
    let (code, out, err) = ks(&["message", "--path", MIXED, "--reaction-minutes", "5"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("9 moves"), "{out}");
    assert!(out.contains("L116"), "{out}");
    assert!(out.contains("Section 2 — Movement, Messengers"), "{out}");
}

#[test]
fn bad_input_exits_2_with_the_reason() {
    // Swamp: only infantry patrols cross it (Appendix Three — Discretion of Umpire).
    let (code, _, err) = ks(&["message", "--path", "even:500,swamp:200"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot cross"), "{err}");
    for bad in ["-1", "NaN", "inf", "100000"] {
        let (code, _, err) = ks(&["message", "--path", MIXED, "--reaction-minutes", bad]);
        assert_eq!(code, 2, "{bad}");
        assert!(err.contains("reaction"), "{bad}: {err}");
    }
    // Water is no ground a messenger rides: the path parser names the allowed ground.
    let (code, _, err) = ks(&["message", "--path", "water:100"]);
    assert_eq!(code, 2);
    assert!(err.contains("even"), "{err}");
    let (code, _, _) = ks(&["message"]);
    assert_eq!(code, 2);
}
