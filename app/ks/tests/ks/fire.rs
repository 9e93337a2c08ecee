//! `ks fire`: answers, JSON, options and refusals (reference §2–§3, §5).

// Test code: a failed expectation should stop the test.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;
use support::{json, ks};

use ks::EXIT_BAD_INPUT;

#[test]
fn the_drafts_artillery_example_with_steps_and_die() {
    // Section 3 — Firepower, Example: 6-pdr, 700 paces, large canister, good effect, face 4.
    let (code, out, _) = ks(&[
        "fire", "--arm", "6pdr", "--effect", "good", "--range", "700", "--face", "4",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("6-pdr battery, good effect, 700 paces, face 4: 25 loss points"),
        "{out}"
    );
    assert!(out.contains("Throw Die III"), "{out}");
    assert!(out.contains("large canister"), "{out}");
    assert!(out.contains("Appendix Three"), "{out}");
    assert!(
        out.contains("level for 150 paces"),
        "the good-effect checklist: {out}"
    );
}

#[test]
fn json_answer() {
    let v = json(&[
        "fire", "--arm", "12pdr", "--effect", "bad", "--range", "1000", "--face", "3",
    ]);
    assert_eq!(v["points"], 18.0);
    assert_eq!(v["die"], "V");
    assert_eq!(v["side"], "right");
    assert_eq!(v["band"], "large_canister");
    assert_eq!(v["table"], "twelve_pounder_bad");
    assert!(v["steps"].as_array().map(|s| s.len() >= 3).unwrap_or(false));
}

#[test]
fn scale_platoons_and_modifiers() {
    // Four platoons double the two-platoon table (Section 3 — Firepower example).
    let v = json(&[
        "fire",
        "--arm",
        "skirmish",
        "--effect",
        "bad",
        "--range",
        "150",
        "--face",
        "5",
        "--platoons",
        "4",
    ]);
    assert_eq!(v["points"], 34.0);
    let v = json(&[
        "fire",
        "--arm",
        "6pdr",
        "--effect",
        "good",
        "--range",
        "300",
        "--face",
        "6",
        "--scale",
        "0.5",
        "--modifier",
        "column-or-mass",
        "--modifier",
        "defended-cover",
    ]);
    assert_eq!(v["points"], 60.0 * 0.5 * 1.25 * 0.5);
    let v = json(&[
        "fire",
        "--arm",
        "half-bn",
        "--effect",
        "good",
        "--range",
        "50",
        "--face",
        "6",
        "--modifier",
        "night",
    ]);
    assert_eq!(
        (v["points"].as_f64(), v["die"].as_str()),
        (Some(25.0), Some("I"))
    );
}

#[test]
fn nine_pounder_and_options() {
    let v = json(&[
        "fire",
        "--arm",
        "9pdr",
        "--effect",
        "good",
        "--range",
        "300",
        "--face",
        "6",
        "--nine-pdr-column-face",
        "1",
    ]);
    assert_eq!(
        (v["points"].as_f64(), v["column"].as_str()),
        (Some(75.0), Some("12-pdr"))
    );
    let v = json(&[
        "fire",
        "--arm",
        "6pdr",
        "--effect",
        "good",
        "--range",
        "300",
        "--face",
        "6",
        "--option",
        "fire_dice_assignment=appendix_summary",
    ]);
    assert_eq!(
        (v["die"].as_str(), v["side"].as_str()),
        (Some("V"), Some("right"))
    );
    let v = json(&[
        "fire",
        "--arm",
        "9pdr",
        "--effect",
        "good",
        "--range",
        "450",
        "--face",
        "1",
        "--nine-pdr-column-face",
        "3",
        "--option",
        "nine_pounder_ranges=die_decides",
    ]);
    assert_eq!(v["band"], "small_canister");
}

#[test]
fn bad_input_exits_2_with_the_allowed_values() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "fire", "--arm", "6pdr", "--effect", "good", "--range", "100", "--face", "7",
            ],
            "1 to 6",
        ),
        (
            &[
                "fire", "--arm", "6pdr", "--effect", "good", "--range", "-5", "--face", "2",
            ],
            "0 or more",
        ),
        (
            &[
                "fire", "--arm", "6pdr", "--effect", "good", "--range", "1900", "--face", "2",
            ],
            "0 to 1,800 paces",
        ),
        (
            &[
                "fire", "--arm", "half-bn", "--effect", "good", "--range", "401", "--face", "2",
            ],
            "0 to 400 paces",
        ),
        (
            &[
                "fire", "--arm", "7pdr", "--effect", "good", "--range", "100", "--face", "2",
            ],
            "half-bn",
        ),
        (
            &[
                "fire", "--arm", "6pdr", "--effect", "fine", "--range", "100", "--face", "2",
            ],
            "good",
        ),
        (
            &[
                "fire",
                "--arm",
                "6pdr",
                "--effect",
                "good",
                "--range",
                "100",
                "--face",
                "2",
                "--modifier",
                "rain",
            ],
            "night",
        ),
        (
            &[
                "fire",
                "--arm",
                "half-bn",
                "--effect",
                "good",
                "--range",
                "100",
                "--face",
                "2",
                "--modifier",
                "flank",
            ],
            "defended_cover",
        ),
        (
            &[
                "fire", "--arm", "9pdr", "--effect", "good", "--range", "100", "--face", "2",
            ],
            "column",
        ),
        (
            &[
                "fire",
                "--arm",
                "6pdr",
                "--effect",
                "good",
                "--range",
                "100",
                "--face",
                "2",
                "--platoons",
                "2",
            ],
            "skirmish",
        ),
        (
            &[
                "fire", "--arm", "6pdr", "--effect", "good", "--range", "100", "--face", "2",
                "--scale", "-1",
            ],
            "0 to",
        ),
        (
            &[
                "fire",
                "--arm",
                "12pdr",
                "--effect",
                "good",
                "--range",
                "700",
                "--face",
                "2",
                "--modifier",
                "night",
            ],
            "600",
        ),
    ];
    for (args, hint) in cases {
        let (code, out, err) = ks(args);
        assert_eq!(code, EXIT_BAD_INPUT, "{args:?}: {out}");
        assert!(err.contains(hint), "{args:?}: {err}");
    }
}
