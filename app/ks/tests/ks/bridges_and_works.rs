//! `ks bridge`, `ks boats`, `ks swim` and `ks works` (reference §12.3, §12.7): the draft's
//! figures with the working, each step citing its line, and refusals exiting 2.

use crate::support::{json, ks};

/// (arguments, span, turns or least, most, draft line).
type Case = (
    &'static [&'static str],
    &'static str,
    u64,
    Option<u64>,
    &'static str,
);

#[test]
fn bridge_times_with_the_working() {
    // (arguments, span, turns or least, most, draft line)
    let cases: [Case; 9] = [
        (
            &["bridge", "build", "--kind", "pontoon", "--feet", "100"],
            "fixed",
            20,
            None,
            "L1534",
        ),
        (
            &[
                "bridge", "build", "--kind", "pontoon", "--feet", "100", "--fire", "ball",
            ],
            "fixed",
            24,
            None,
            "L1536",
        ),
        (
            &[
                "bridge",
                "build",
                "--kind",
                "pontoon",
                "--feet",
                "100",
                "--in-water",
            ],
            "fixed",
            12,
            None,
            "L1538",
        ),
        (
            &[
                "bridge",
                "build",
                "--kind",
                "floating",
                "--paces",
                "75",
                "--traffic",
                "infantry",
            ],
            "between",
            45,
            Some(90),
            "L1546, L1550",
        ),
        (
            &[
                "bridge",
                "build",
                "--kind",
                "floating",
                "--paces",
                "75",
                "--traffic",
                "infantry",
                "--umpire-factor",
                "2",
            ],
            "fixed",
            90,
            None,
            "L1550",
        ),
        (
            &[
                "bridge",
                "build",
                "--kind",
                "trestle",
                "--feet",
                "50",
                "--material",
                "sappers",
            ],
            "fixed",
            55,
            None,
            "L1558",
        ),
        (
            &["bridge", "take-up", "--pontoons", "15"],
            "fixed",
            15,
            None,
            "L1540",
        ),
        (
            &[
                "bridge",
                "destroy",
                "--method",
                "take-to-one-bank",
                "--paces",
                "150",
            ],
            "at_least",
            180,
            None,
            "L1572",
        ),
        (
            &[
                "bridge",
                "repair",
                "--what",
                "wooden-planking",
                "--paces",
                "75",
            ],
            "fixed",
            30,
            None,
            "L1582",
        ),
    ];
    for (args, span, turns, most, line) in cases {
        let j = json(args);
        assert_eq!(j["span"], span, "{line}");
        let key = if span == "fixed" { "turns" } else { "least" };
        assert_eq!(j[key], turns, "{line}");
        if let Some(most) = most {
            assert_eq!(j["most"], most, "{line}");
        }
        let steps = j["steps"].as_array().unwrap();
        assert!(
            steps.iter().any(|s| s["source"]
                .as_str()
                .unwrap()
                .contains(line.split(',').next().unwrap())),
            "{line}: {steps:?}"
        );
    }
    let (code, out, _) = ks(&[
        "bridge", "destroy", "--method", "burn", "--timed", "--paces", "40",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("90 turns (3 h)") && out.contains("L1568") && out.contains("L1570"),
        "{out}"
    );
}

#[test]
fn boats_swimming_and_works_with_the_working() {
    let j = json(&[
        "boats",
        "--arm",
        "infantry",
        "--count",
        "900",
        "--craft",
        "ferry",
        "--craft-count",
        "3",
        "--distance",
        "150",
    ]);
    assert_eq!(
        (
            j["loads"].as_u64(),
            j["trips"].as_u64(),
            j["moves_on_water"].as_u64()
        ),
        (Some(9), Some(3), Some(5)),
        "L1595, L1609"
    );
    let j = json(&[
        "boats",
        "--arm",
        "guns",
        "--count",
        "2",
        "--distance",
        "500",
        "--current",
        "downstream",
    ]);
    assert_eq!(
        (j["moves_over"].as_u64(), j["moves_back"].as_u64()),
        (Some(2), Some(5)),
        "L1609: 250 down, 100 up"
    );
    let (code, out, _) = ks(&[
        "boats",
        "--arm",
        "cavalry",
        "--count",
        "150",
        "--distance",
        "150",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("6 loads of 25") && out.contains("umpire") && out.contains("L1597"),
        "{out}"
    );
    let j = json(&["swim", "--width", "120"]);
    assert_eq!(j["moves"], 9, "L1613: 5 + 3 + 1");
    let j = json(&["works", "time", "--kind", "make-obstacles"]);
    assert_eq!(
        (j["span"].as_str(), j["turns"].as_u64()),
        (Some("fixed"), Some(60)),
        "L1588"
    );
    let j = json(&["works", "time", "--kind", "hasty-fieldworks"]);
    assert_eq!(
        (j["least"].as_u64(), j["most"].as_u64()),
        (Some(720), Some(1080)),
        "L1413"
    );
    let (code, out, _) = ks(&["works", "time", "--kind", "strengthen-village"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("umpire's decision") && out.contains("L197"),
        "{out}"
    );
    let j = json(&["works", "garrison", "--front", "1200"]);
    assert_eq!(
        (
            j["defenders_least"].as_u64(),
            j["defenders_most"].as_u64(),
            j["attackers"].as_u64()
        ),
        (Some(3), Some(4), Some(6)),
        "L1373, L1383"
    );
}

#[test]
fn refusals_exit_2() {
    for args in [
        vec![
            "bridge", "build", "--kind", "pontoon", "--feet", "50", "--fire", "canister",
        ],
        vec!["bridge", "build", "--kind", "pontoon"],
        vec![
            "bridge",
            "build",
            "--kind",
            "floating",
            "--paces",
            "30",
            "--umpire-factor",
            "2",
        ],
        vec![
            "boats",
            "--arm",
            "cavalry",
            "--count",
            "10",
            "--craft",
            "small_boat",
            "--distance",
            "100",
        ],
        vec![
            "boats",
            "--arm",
            "infantry",
            "--count",
            "10",
            "--craft",
            "raft",
            "--distance",
            "100",
        ],
        vec!["swim", "--width", "0"],
        vec!["works", "garrison", "--front", "0"],
    ] {
        let (code, _, err) = ks(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("error"), "{err}");
    }
}
