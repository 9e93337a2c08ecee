//! `ks little-wars`: the calculators named in issue 10, their JSON keys (at the top level, with
//! the working as `steps`), Little Wars options, text output, refusals, and the real binary.

use super::support::{json, ks};
use ks::EXIT_BAD_INPUT;
use std::process::Command;

fn lw(args: &[&str]) -> serde_json::Value {
    let mut all = vec!["little-wars"];
    all.extend_from_slice(args);
    json(&all)
}

#[test]
fn melee_gives_both_sides_with_every_key() {
    // Wells L312: 9 (isolated) against 11 → 2 prisoners, 7 dead a side, 4 of the 11 stand.
    let v = lw(&["melee", "--mover", "11", "--other", "9"]);
    for side in ["mover", "other"] {
        for key in [
            "men",
            "supporters",
            "isolated",
            "dead",
            "taken_prisoner",
            "left_standing",
        ] {
            assert!(v[side].get(key).is_some(), "{side}.{key} in {v}");
        }
    }
    assert_eq!(v["mover"]["dead"], 7);
    assert_eq!(v["mover"]["left_standing"], 4);
    assert_eq!(v["other"]["taken_prisoner"], 2);
    assert_eq!(v["other"]["isolated"], true);
    assert!(v["steps"].as_array().unwrap().len() >= 3);
    // Wells L316: supported, all 9 die a side.
    let v = lw(&[
        "melee",
        "--mover",
        "11",
        "--other",
        "9",
        "--other-support",
        "5",
    ]);
    assert_eq!(v["other"]["dead"], 9);
    assert_eq!(v["other"]["supporters"], 5);
    assert_eq!(v["mover"]["left_standing"], 2);
    // Wells L147: the cap.
    let v = lw(&[
        "melee",
        "--mover",
        "10",
        "--other",
        "4",
        "--mover-support",
        "2",
    ]);
    assert_eq!(v["other"]["taken_prisoner"], 4);
    assert_eq!(v["mover"]["dead"], 0);
}

#[test]
fn the_other_calculators_answer_with_their_keys() {
    assert_eq!(
        lw(&[
            "points",
            "--infantry",
            "60",
            "--cavalry",
            "20",
            "--guns",
            "6"
        ])["points"],
        150.0
    );
    assert_eq!(
        lw(&["points", "--infantry", "1", "--cavalry", "1", "--guns", "0"])["points"],
        2.5
    );
    assert_eq!(lw(&["time", "--men", "110", "--guns", "3"])["minutes"], 7.0);
    assert_eq!(
        lw(&[
            "time",
            "--men",
            "110",
            "--guns",
            "3",
            "--option",
            "time_rounding=exact"
        ])["minutes"]
            .as_f64()
            .unwrap(),
        400.0 / 60.0
    );
    assert_eq!(lw(&["supply", "--infantry", "46"])["packets"], 2);
    assert_eq!(
        lw(&[
            "supply",
            "--infantry",
            "44",
            "--cavalry",
            "12",
            "--guns",
            "2"
        ])["packets"],
        4
    );
    assert_eq!(
        lw(&["shell", "--exposed", "5", "--sheltered", "3"])["dead"],
        3
    );
    let c = lw(&[
        "charge",
        "--cavalry",
        "10",
        "--infantry",
        "50",
        "--distance-feet",
        "2.5",
        "--order",
        "extended",
    ]);
    assert_eq!(
        (c["cavalry_lost"].as_u64(), c["infantry_lost"].as_u64()),
        (Some(10), Some(10))
    );
    let c = lw(&[
        "charge",
        "--cavalry",
        "30",
        "--infantry",
        "10",
        "--distance-feet",
        "0.5",
        "--order",
        "close",
    ]);
    assert_eq!(
        (c["cavalry_lost"].as_u64(), c["infantry_lost"].as_u64()),
        (Some(10), Some(6))
    );
    let s = lw(&[
        "score",
        "--won",
        "--guns",
        "1",
        "--cavalry",
        "10",
        "--infantry",
        "20",
        "--prisoners-taken",
        "5",
        "--own-men-prisoners",
        "1",
    ]);
    assert_eq!(s["points"], 148.0);
    assert_eq!(
        lw(&[
            "score",
            "--drawn",
            "--guns",
            "0",
            "--cavalry",
            "0",
            "--infantry",
            "3",
            "--prisoners-taken",
            "0",
            "--own-men-prisoners",
            "0"
        ])["points"],
        53.0
    );
    for v in [
        lw(&["points", "--infantry", "3"]),
        lw(&["shell", "--exposed", "2"]),
    ] {
        assert!(v["steps"].is_array(), "{v}");
    }
}

#[test]
fn little_wars_options_change_the_answer() {
    // charge_bands: exactly 2 ft is the middle band by default, the far band rounding down.
    let args = [
        "charge",
        "--cavalry",
        "10",
        "--infantry",
        "50",
        "--distance-feet",
        "2",
        "--order",
        "extended",
    ];
    assert_eq!(lw(&args)["infantry_lost"], 20);
    let mut down = args.to_vec();
    down.extend(["--option", "charge_bands=round_down"]);
    assert_eq!(lw(&down)["infantry_lost"], 10);
    // isolation_test=streamlined with the remaining men.
    let v = lw(&[
        "melee",
        "--mover",
        "8",
        "--other",
        "4",
        "--other-support",
        "1",
        "--other-remaining",
        "12",
        "--option",
        "isolation_test=streamlined",
    ]);
    assert_eq!(v["other"]["isolated"], true);
}

#[test]
fn text_explains_the_working_and_bad_input_is_refused() {
    let (code, out, _) = ks(&["little-wars", "melee", "--mover", "11", "--other", "9"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Wells L312") && out.contains("2 taken prisoner"),
        "{out}"
    );
    let (code, _, err) = ks(&[
        "little-wars",
        "time",
        "--men",
        "30",
        "--option",
        "time_rounding=roughly",
    ]);
    assert_eq!(code, EXIT_BAD_INPUT);
    assert!(err.contains("ceil_total"), "{err}");
    let (code, _, err) = ks(&["little-wars", "points", "--option", "nonsense=1"]);
    assert_eq!(code, EXIT_BAD_INPUT);
    assert!(err.contains("isolation_test"), "{err}");
    let (code, _, err) = ks(&[
        "little-wars",
        "charge",
        "--cavalry",
        "7",
        "--infantry",
        "5",
        "--distance-feet",
        "1",
        "--order",
        "close",
    ]);
    assert_eq!(code, EXIT_BAD_INPUT);
    assert!(err.contains("Wells L780"), "{err}");
    let (code, _, _) = ks(&["little-wars", "melee", "--mover", "0", "--other", "3"]);
    assert_eq!(code, EXIT_BAD_INPUT);
    let (code, _, _) = ks(&["little-wars", "score", "--won", "--drawn"]);
    assert_eq!(code, EXIT_BAD_INPUT);
}

fn real_ks(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ks"))
        .args(args)
        .output()
        .expect("ks runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn the_real_binary_answers_melee_and_score_in_json() {
    let (code, out) = real_ks(&[
        "little-wars",
        "melee",
        "--mover",
        "19",
        "--other",
        "13",
        "--other-support",
        "5",
        "--json",
    ]);
    assert_eq!(code, 0, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // Wells L332: A 19 against B 13 with 5 in support: 6 prisoners, 7 dead a side, A keeps 12.
    assert_eq!(v["other"]["taken_prisoner"], 6);
    assert_eq!(v["mover"]["left_standing"], 12);
    let (code, out) = real_ks(&[
        "little-wars",
        "score",
        "--guns",
        "2",
        "--cavalry",
        "3",
        "--infantry",
        "4",
        "--prisoners-taken",
        "1",
        "--own-men-prisoners",
        "1",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["points"], 29.5);
    let (code, out) = real_ks(&["little-wars", "time", "--men", "110", "--guns", "3"]);
    assert_eq!(code, 0);
    assert!(out.contains("7 minutes"), "{out}");
}

#[test]
fn the_largest_numbers_are_answered_or_refused_never_a_panic() {
    let max = u32::MAX.to_string();
    let m = max.as_str();
    let cases: &[&[&str]] = &[
        &[
            "melee",
            "--mover",
            m,
            "--other",
            m,
            "--mover-support",
            m,
            "--other-support",
            m,
        ],
        &["melee", "--mover", m, "--other", "1", "--other-support", m],
        &[
            "melee",
            "--mover",
            m,
            "--other",
            "3",
            "--other-remaining",
            m,
            "--option",
            "isolation_test=streamlined",
        ],
        &["points", "--infantry", m, "--cavalry", m, "--guns", m],
        &["time", "--men", m, "--guns", m],
        &[
            "time",
            "--men",
            m,
            "--guns",
            m,
            "--option",
            "time_rounding=ceil_men",
        ],
        &[
            "time",
            "--men",
            m,
            "--guns",
            m,
            "--option",
            "time_rounding=exact",
        ],
        &[
            "supply",
            "--infantry",
            m,
            "--cavalry",
            m,
            "--horses",
            m,
            "--infantry-fired",
            m,
        ],
        &["shell", "--exposed", m, "--sheltered", m],
        &[
            "charge",
            "--cavalry",
            m,
            "--infantry",
            m,
            "--distance-feet",
            "0.5",
            "--order",
            "extended",
            "--contours-down",
            m,
        ],
        &[
            "charge",
            "--cavalry",
            m,
            "--infantry",
            m,
            "--distance-feet",
            "2.5",
            "--order",
            "close",
        ],
        &[
            "charge",
            "--cavalry",
            "9",
            "--infantry",
            "9",
            "--distance-feet",
            "NaN",
            "--order",
            "close",
        ],
        &[
            "score",
            "--won",
            "--guns",
            m,
            "--cavalry",
            m,
            "--infantry",
            m,
            "--prisoners-taken",
            m,
            "--own-men-prisoners",
            m,
        ],
    ];
    for args in cases {
        let mut all = vec!["little-wars"];
        all.extend_from_slice(args);
        let (code, _, err) = ks(&all);
        assert!(code == 0 || code == EXIT_BAD_INPUT, "{all:?}: {err}");
    }
}
