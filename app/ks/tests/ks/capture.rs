//! `ks capture`, `ks prisoners`, `ks beaten-cavalry` and `ks battery` (reference §12.8, §12.9,
//! §12.12, §12.14): each answer at the top level of the JSON with its steps citing the draft's
//! lines, and bad input refused with exit code 2.

use crate::support::{json, ks};

/// (arguments, field, value, the draft's line the steps cite).
type Case = (
    &'static [&'static str],
    &'static str,
    serde_json::Value,
    &'static str,
);

fn cites(v: &serde_json::Value, line: &str) -> bool {
    v["steps"].as_array().is_some_and(|s| {
        s.iter()
            .any(|x| x["source"].as_str().unwrap_or("").contains(line))
    })
}

#[test]
fn capture_at_an_obstacle_encircled_and_in_a_defile() {
    // (arguments, field, value, line cited)
    let cases: [Case; 6] = [
        (
            &[
                "capture", "obstacle", "--arm", "infantry", "--men", "900", "--moves", "2",
            ],
            "men_captured",
            600.into(),
            "L1345",
        ),
        (
            &[
                "capture",
                "obstacle",
                "--arm",
                "artillery",
                "--men",
                "120",
                "--guns",
                "8",
                "--moves",
                "0",
            ],
            "guns_lost",
            8.into(),
            "L1349",
        ),
        (
            &[
                "capture",
                "obstacle",
                "--arm",
                "cavalry",
                "--men",
                "300",
                "--moves",
                "1",
                "--resisting",
            ],
            "captors_fire_divisor",
            10.into(),
            "L1345",
        ),
        (
            &[
                "capture",
                "encircled",
                "--captors",
                "3000",
                "--corps",
                "1000",
            ],
            "verdict",
            "throw_die_iii".into(),
            "L1500",
        ),
        (
            &[
                "capture",
                "encircled",
                "--captors",
                "2999",
                "--corps",
                "1000",
            ],
            "verdict",
            "resists".into(),
            "L1506",
        ),
        (
            &["capture", "defile", "--captors", "1000", "--corps", "1000"],
            "verdict",
            "captured".into(),
            "L1508",
        ),
    ];
    for (args, field, value, line) in cases {
        let v = json(args);
        assert_eq!(v[field], value, "{args:?}");
        assert!(cites(&v, line), "{args:?} cites {line}");
    }
}

#[test]
fn prisoners_escort_of_one_tenth() {
    let v = json(&["prisoners", "--men", "605"]);
    assert_eq!(v["smallest_escort"], 61, "L1512: a tenth, rounded up");
    assert!(cites(&v, "L1512"));
    assert_eq!(
        json(&["prisoners", "--men", "600", "--escort", "59"])["enough"],
        false
    );
    let (code, out, _) = ks(&["prisoners", "--men", "600", "--escort", "60"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("escort enough") && out.contains("L1512"),
        "{out}"
    );
    assert_eq!(ks(&["prisoners", "--men", "-5"]).0, 2);
}

#[test]
fn beaten_cavalry_answers_with_the_working() {
    let cases: [Case; 6] = [
        (
            &[
                "beaten-cavalry",
                "obstacle",
                "--reached-after",
                "1",
                "--moves",
                "2",
                "--men",
                "600",
            ],
            "men_lost",
            400.into(),
            "L931",
        ),
        (
            &["beaten-cavalry", "pursuit"],
            "fight_points",
            (-2).into(),
            "L933",
        ),
        (
            &[
                "beaten-cavalry",
                "surmountable",
                "--squadrons",
                "4",
                "--points",
                "5",
            ],
            "loss_points",
            20.0.into(),
            "L937",
        ),
        (
            &[
                "beaten-cavalry",
                "defile",
                "--paces",
                "800",
                "--repulsed",
                "2",
                "--defeated",
                "1",
                "--totally-defeated",
                "1",
            ],
            "loss_points",
            7.0.into(),
            "L940",
        ),
        (
            &[
                "beaten-cavalry",
                "defile",
                "--paces",
                "800",
                "--repulsed",
                "1",
                "--friends-halve",
                "yes",
            ],
            "loss_points",
            0.5.into(),
            "L942",
        ),
        (
            &[
                "beaten-cavalry",
                "defile",
                "--paces",
                "950",
                "--defeated",
                "3",
            ],
            "loss_points",
            0.0.into(),
            "L940",
        ),
    ];
    for (args, field, value, line) in cases {
        let v = json(args);
        assert_eq!(v[field], value, "{args:?}");
        assert!(cites(&v, line), "{args:?} cites {line}");
    }
    let v = json(&["beaten-cavalry", "surmountable", "--squadrons", "2"]);
    assert!(
        v["umpire_question"].is_string(),
        "L937: the umpire picks 3 to 6"
    );
    let v = json(&[
        "beaten-cavalry",
        "defile",
        "--paces",
        "500",
        "--defeated",
        "2",
    ]);
    assert!(
        v["umpire_question"].is_string(),
        "nearer than 800: the umpire's decision"
    );
    let (code, _, err) = ks(&[
        "beaten-cavalry",
        "surmountable",
        "--squadrons",
        "2",
        "--points",
        "7",
    ]);
    assert_eq!(code, 2, "L937: 3 to 6");
    assert!(err.contains("3 to 6"), "{err}");
}

#[test]
fn captured_and_supported_batteries() {
    let v = json(&[
        "battery",
        "captured",
        "--captured-at",
        "10",
        "--retaken-at",
        "12",
    ]);
    assert_eq!(v["out_of_action"]["turn"], 42, "L1216: 30 moves");
    assert_eq!(v["taken_away_at"], 20, "L1003: 10 moves");
    assert!(cites(&v, "L1216"));
    let v = json(&["battery", "captured", "--captured-at", "10", "--now", "14"]);
    assert_eq!(v["out_of_action"]["out"], "for_the_game", "L1216");
    let v = json(&[
        "battery",
        "supported",
        "--support-half-battalions",
        "2",
        "--squadrons",
        "3",
    ]);
    assert_eq!(v["squadrons_needed"], 4, "L975");
    assert_eq!(v["enough"], false, "L975");
    assert_eq!(v["dice_worse"], 1, "L975");
    assert!(cites(&v, "L975"));
    let v = json(&[
        "battery",
        "flank-or-rear",
        "--arm",
        "horse",
        "--half-squadrons",
        "1",
    ]);
    assert_eq!(v["lost"], false, "L1146: a whole squadron");
    let v = json(&[
        "battery",
        "flank-or-rear",
        "--arm",
        "foot",
        "--half-squadrons",
        "1",
    ]);
    assert_eq!(v["lost"], true, "L1144");
    let v = json(&["battery", "flank-cover", "--guns", "8"]);
    assert_eq!(v["guns_lost"], 2, "L1001");
    assert_eq!(
        ks(&[
            "battery",
            "captured",
            "--captured-at",
            "10",
            "--retaken-at",
            "9"
        ])
        .0,
        2
    );
}
