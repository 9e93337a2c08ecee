//! `ks casualties`: points to men and the pin (reference §4).

// Test code: a failed expectation should stop the test.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;
use support::{json, ks};

use ks::EXIT_BAD_INPUT;

#[test]
fn the_drafts_pin_example() {
    // Section 4 — Casualties: 6 points on skirmishers = 9 men, box 5, remainder 4, throw 3 → 10.
    let (code, out, _) = ks(&[
        "casualties",
        "--formation",
        "line-skirmishers",
        "--points",
        "6",
        "--face",
        "3",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("Line skirmishers: 6 points = 9 men"),
        "{out}"
    );
    assert!(out.contains("Pin: 10 of 150 men"), "{out}");
    let v = json(&[
        "casualties",
        "--formation",
        "line-skirmishers",
        "--points",
        "6",
        "--face",
        "5",
    ]);
    assert_eq!(
        (v["boxes_moved"].as_u64(), v["position_after"].as_str()),
        (Some(1), Some("5"))
    );
}

#[test]
fn every_formation_answers() {
    let cases = [
        ("three-rank", "35"),
        ("two-rank", "23 1/3"),
        ("line-skirmishers", "10 1/2"),
        ("rifle-skirmishers", "10 1/2"),
        ("heavy-cavalry", "10 1/2"),
        ("light-cavalry", "10 1/2"),
        ("foot-artillery", "14/25"),
        ("horse-artillery", "14/25"),
    ];
    for (formation, men) in cases {
        let v = json(&[
            "casualties",
            "--formation",
            formation,
            "--points",
            "7",
            "--face",
            "1",
        ]);
        assert_eq!(v["exact"], men, "{formation}");
    }
    let v = json(&[
        "casualties",
        "--formation",
        "three-rank",
        "--points",
        "7",
        "--face",
        "1",
        "--option",
        "infantry_points_value=combat_table_box",
    ]);
    assert_eq!(v["exact"], "21");
}

#[test]
fn exchange_crossing_mid_throw() {
    let v = json(&[
        "casualties",
        "--formation",
        "three-rank",
        "--points",
        "4",
        "--face",
        "1",
        "--pin-at",
        "140",
    ]);
    assert_eq!(v["position_after"], "10");
    assert_eq!(v["events"][0]["event"]["exchange"], "half_battalion_block");
    let (_, out, _) = ks(&[
        "casualties",
        "--formation",
        "heavy-cavalry",
        "--points",
        "100",
        "--face",
        "1",
    ]);
    assert!(out.contains("remove one squadron"), "{out}");
    let v = json(&[
        "casualties",
        "--formation",
        "two-rank",
        "--points",
        "45",
        "--face",
        "1",
        "--option",
        "two_rank_exchange=sheet_50",
    ]);
    assert_eq!(v["events"].as_array().map(|e| e.len()), Some(0));
}

#[test]
fn bad_input_exits_2() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "casualties",
                "--formation",
                "three-rank",
                "--points",
                "6",
                "--face",
                "7",
            ],
            "1 to 6",
        ),
        (
            &[
                "casualties",
                "--formation",
                "three-rank",
                "--points",
                "-6",
                "--face",
                "1",
            ],
            "loss points",
        ),
        (
            &[
                "casualties",
                "--formation",
                "cavalry",
                "--points",
                "6",
                "--face",
                "1",
            ],
            "heavy-cavalry",
        ),
        (
            &[
                "casualties",
                "--formation",
                "three-rank",
                "--points",
                "6",
                "--face",
                "1",
                "--pin-at",
                "12",
            ],
            "steps of 5",
        ),
        (
            &[
                "casualties",
                "--formation",
                "heavy-cavalry",
                "--points",
                "6",
                "--face",
                "1",
                "--strength",
                "150",
            ],
            "infantry in ranks",
        ),
    ];
    for (args, hint) in cases {
        let (code, out, err) = ks(args);
        assert_eq!(code, EXIT_BAD_INPUT, "{args:?}: {out}");
        assert!(err.contains(hint), "{args:?}: {err}");
    }
}
