//! `ks sight`: what can be made out at a distance (reference §9; Appendix Three — "Distances
//! at which troops may be distinguished", L2314–2329).

use crate::support;
use support::{json, ks};

fn what(v: &serde_json::Value) -> Vec<String> {
    v["what"]
        .as_array()
        .unwrap_or_else(|| panic!("no `what` list: {v}"))
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn each_distance_of_the_note_and_just_beyond() {
    // (distance, descriptions a report may contain) — L2318–2329.
    let table: [(&str, &[&str]); 7] = [
        ("1114", &["troops", "infantry or cavalry"]),
        ("1114.5", &[]),
        (
            "880",
            &[
                "troops",
                "infantry or cavalry",
                "single figures: an estimate of strength",
            ],
        ),
        (
            "616",
            &[
                "troops",
                "infantry or cavalry",
                "single figures: an estimate of strength",
                "heads; white cross-belts and white trousers",
            ],
        ),
        (
            "440",
            &[
                "troops",
                "infantry or cavalry",
                "single figures: an estimate of strength",
                "heads; white cross-belts and white trousers",
                "faces, limbs, uniform and muskets",
            ],
        ),
        (
            "220",
            &[
                "troops",
                "infantry or cavalry",
                "single figures: an estimate of strength",
                "heads; white cross-belts and white trousers",
                "faces, limbs, uniform and muskets",
                "details of body and uniform",
            ],
        ),
        (
            "0",
            &[
                "troops",
                "infantry or cavalry",
                "single figures: an estimate of strength",
                "heads; white cross-belts and white trousers",
                "faces, limbs, uniform and muskets",
                "details of body and uniform",
            ],
        ),
    ];
    for (distance, want) in table {
        let v = json(&["sight", "--distance", distance]);
        assert_eq!(what(&v), want, "at {distance} paces");
    }
    // 881 paces: single figures no longer (L2321–2323).
    assert_eq!(
        what(&json(&["sight", "--distance", "881"])),
        ["troops", "infantry or cavalry"]
    );
}

#[test]
fn json_has_lines_wording_and_cited_steps() {
    // 200 paces: the details of body and uniform are the umpire's call (220 to 176, L2329).
    let v = json(&["sight", "--distance", "200"]);
    assert_eq!(v["distance"], 200.0);
    assert_eq!(v["farthest_paces"], 1114.0);
    let lines = v["lines"].as_array().unwrap();
    let last = lines.last().unwrap();
    assert_eq!(last["id"], "uniform_details");
    assert_eq!(last["clarity"], "marginal");
    assert!(
        lines[..lines.len() - 1]
            .iter()
            .all(|l| l["clarity"] == "clear")
    );
    assert!(v["wording"].as_str().unwrap().contains("umpire's call"));
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 6, "the distance and the note's five lines");
    for step in steps {
        assert!(
            step["source"]
                .as_str()
                .unwrap()
                .contains("Distances at which troops may be distinguished"),
            "{step}"
        );
        assert!(!step["text"].as_str().unwrap().is_empty());
    }
}

#[test]
fn text_says_what_a_report_can_say_and_cites() {
    let (code, out, _) = ks(&["sight", "--distance", "500"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("At 500 paces a report may say: troops;"),
        "{out}"
    );
    assert!(
        out.contains("single figures: an estimate of strength"),
        "{out}"
    );
    assert!(!out.contains("faces, limbs"), "{out}");
    assert!(out.contains("Appendix Three"), "{out}");
    let (code, out, _) = ks(&["sight", "--distance", "2000"]);
    assert_eq!(code, 0);
    assert!(out.contains("nothing can be made out"), "{out}");
    assert!(out.contains("1,114 paces"), "{out}");
    assert_eq!(
        what(&json(&["sight", "--distance", "2000"])),
        Vec::<String>::new()
    );
}

#[test]
fn negative_nan_or_missing_distance_exits_2() {
    for bad in ["-1", "NaN", "inf", "-0.5"] {
        let (code, out, err) = ks(&["sight", "--distance", bad]);
        assert_eq!(code, 2, "--distance {bad}: {out}");
        assert!(err.contains("distance in paces"), "{err}");
        assert!(err.contains("0 or more"), "{err}");
        assert!(out.is_empty());
    }
    let (code, _, err) = ks(&["sight", "--distance", "far"]);
    assert_eq!(code, 2);
    assert!(err.contains("--distance"), "{err}");
    let (code, _, err) = ks(&["sight"]);
    assert_eq!(code, 2);
    assert!(err.contains("--distance"), "{err}");
}
