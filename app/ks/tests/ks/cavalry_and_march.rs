//! `ks charge-answer`, `ks dragoons`, `ks march` and `ks cavalry-line` (reference §12.6,
//! §12.10, §12.11, §12.13): each figure against its draft line, in JSON with cited steps, and
//! the refusals exiting 2.

use crate::support::{json, ks};

/// (arguments, die thrown, defender's points, defender's paces, the draft's line).
type ChargeCase = (
    &'static [&'static str],
    bool,
    i64,
    Option<u64>,
    &'static str,
);

#[test]
fn the_answer_to_a_charge_with_its_working() {
    // (args, die thrown, defender's points, defender's paces, draft line)
    let cases: [ChargeCase; 4] = [
        (
            &["--attacked", "cavalry", "--answer", "stand", "--by-cavalry"],
            true,
            -1,
            None,
            "L2854: -1 for standing defence",
        ),
        (
            &["--attacked", "cavalry", "--answer", "counter-charge"],
            true,
            0,
            Some(300),
            "L904: 300 paces towards",
        ),
        (
            &[
                "--attacked",
                "cavalry",
                "--answer",
                "retire",
                "--by-cavalry",
            ],
            false,
            0,
            Some(400),
            "L906: at least 400 paces; L790 no die",
        ),
        (
            &["--attacked", "battery", "--answer", "retire"],
            false,
            0,
            None,
            "L1214: the guns withdraw",
        ),
    ];
    for (args, die, points, paces, cite) in cases {
        let mut all = vec!["charge-answer"];
        all.extend_from_slice(args);
        let v = json(&all);
        assert_eq!(v["throw_die"], die, "{cite}");
        assert_eq!(v["defender_points"], points, "{cite}");
        assert_eq!(v["defender_move"]["paces"].as_u64(), paces, "{cite}");
        assert!(v["steps"][0]["source"].as_str().unwrap().contains("L786"));
    }
    let v = json(&[
        "charge-answer",
        "--attacked",
        "cavalry",
        "--answer",
        "retire",
        "--by-cavalry",
    ]);
    assert_eq!(v["attacker_move"]["paces"], 300, "L908");
    let (code, _, err) = ks(&[
        "charge-answer",
        "--attacked",
        "cavalry",
        "--answer",
        "counter-charge",
        "--horse-guns",
        "fire-to-the-end",
    ]);
    assert_eq!(code, 2, "L947: {err}");
    let (code, out, _) = ks(&[
        "charge-answer",
        "--attacked",
        "battery",
        "--answer",
        "stand",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("L1214"), "{out}");
}

#[test]
fn dragoons_and_marches() {
    let v = json(&["dragoons", "--squadrons", "4"]);
    assert_eq!(v["battalions"], 0.5, "L1461, L2953");
    assert_eq!(v["men"], 450, "L1461: half of 900");
    assert!(v["steps"][0]["source"].as_str().unwrap().contains("L1459"));
    // (arm, hours, miles, length, draft line)
    let cases = [
        ("infantry", "5", 15, "within_day", "L2185-2186"),
        ("infantry", "9", 27, "forced", "L2194"),
        ("cavalry", "6", 30, "within_day", "L2189-2190"),
        ("cavalry", "9", 45, "beyond_forced", "L2194"),
    ];
    for (arm, hours, miles, length, cite) in cases {
        let v = json(&["march", "--arm", arm, "--hours", hours]);
        assert_eq!(v["miles"], miles, "{cite}");
        assert_eq!(v["length"], length, "{cite}");
        assert!(v["steps"][0]["source"].as_str().unwrap().contains("L2176"));
    }
    let (code, _, _) = ks(&["march", "--arm", "infantry", "--hours", "0"]);
    assert_eq!(code, 2);
}

#[test]
fn a_cavalry_lines_count() {
    let v = json(&[
        "cavalry-line",
        "--squadrons",
        "6",
        "--formation",
        "interval",
    ]);
    assert_eq!(v["counted"], 5.0, "L871: 5/6");
    let v = json(&["cavalry-line", "--squadrons", "5", "--spread-to", "6"]);
    assert_eq!(v["spread"]["spread"], "counts_equal", "L899");
    let v = json(&["cavalry-line", "--squadrons", "4", "--spread-to", "5"]);
    assert_eq!(v["spread"]["odds"], "3:2", "L899");
    let v = json(&[
        "cavalry-line",
        "--squadrons",
        "4",
        "--second-line",
        "4",
        "--enemy",
        "one-line-about-equal",
    ]);
    assert_eq!(v["second_line_counted"], 6.0, "L1162");
    let (code, _, _) = ks(&["cavalry-line", "--squadrons", "4", "--formation", "swarm"]);
    assert_eq!(code, 2, "L871: the swarm is not played");
}

#[test]
fn dismounted_dragoons_on_the_odds_worksheet() {
    // L1461, L2953: 4 squadrons on foot are half a battalion, so they meet a battalion as 450
    // men meet 900.
    let dragoons = json(&[
        "odds",
        "--attacker-dismounted",
        "4",
        "--defender-men",
        "900",
    ]);
    let men = json(&["odds", "--attacker-men", "450", "--defender-men", "900"]);
    assert_eq!(
        dragoons["worksheet"]["verdict"],
        men["worksheet"]["verdict"]
    );
    assert_eq!(
        dragoons["input"]["attacker"]["dismounted_dragoons"], 4,
        "{dragoons}"
    );
    let (code, _, _) = ks(&[
        "odds",
        "--attacker-dismounted",
        "4",
        "--attacker-men",
        "900",
        "--defender-men",
        "900",
    ]);
    assert_eq!(code, 2, "one strength for a side");
}
