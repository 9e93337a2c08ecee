//! `ks exceptional`: the five Schimmelspiel figures, the exceptional throw's option, seeded
//! throws, and bad input ("The Exceptional Throw and Exceptional Dice"; reference §5).

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;
use support::{json, ks};

#[test]
fn the_five_figures() {
    // Reference §5: 901/7776, 73/648, 2/27, 1/36, 0.
    for (k, dice, fraction) in [
        ("5", vec![1, 3, 4, 5, 6], "901/7776"),
        ("4", vec![3, 4, 5, 6], "73/648"),
        ("3", vec![4, 5, 6], "2/27"),
        ("2", vec![5, 6], "1/36"),
        ("1", vec![6], "0"),
    ] {
        let j = json(&["exceptional", "--dice", k]);
        assert_eq!(j["chance"]["fraction"], fraction, "{k} dice");
        assert_eq!(j["dice"], serde_json::json!(dice), "{k} dice");
        assert_eq!(j["success_total"], 8);
    }
    let (code, text, _) = ks(&["exceptional", "--dice", "5"]);
    assert_eq!(code, 0);
    assert!(text.contains("901/7776 (11.59 %)"), "{text}");
    assert!(
        text.contains("5/12"),
        "the 2d6 alternative is named as different: {text}"
    );
}

#[test]
fn the_exceptional_throw_follows_the_option() {
    let j = json(&["exceptional"]);
    assert_eq!(
        j["exceptional_throw"]["allowing_faces"],
        serde_json::json!([4, 5, 6])
    );
    assert_eq!(j["exceptional_throw"]["chance"]["fraction"], "1/2");
    assert_eq!(j["allowed_and_successful"]["fraction"], "901/15552");
    let j = json(&[
        "--option",
        "exceptional_throw_mapping=a_circles_allow",
        "exceptional",
    ]);
    assert_eq!(
        j["exceptional_throw"]["allowing_faces"],
        serde_json::json!([1, 2, 3])
    );
    assert_eq!(j["exceptional_throw"]["mapping"], "a_circles_allow");
}

#[test]
fn seeded_throws_are_repeatable_and_logged() {
    let a = json(&["exceptional", "--dice", "5", "--seed", "12", "--throw"]);
    let b = json(&["exceptional", "--dice", "5", "--seed", "12", "--throw"]);
    assert_eq!(a, b);
    let faces = a["thrown"]["faces"].as_array().unwrap();
    assert_eq!(faces.len(), 5);
    let total: u64 = faces.iter().map(|f| f["points"].as_u64().unwrap()).sum();
    assert_eq!(a["thrown"]["total"], total);
    assert_eq!(a["thrown"]["success"], total >= 8);
    assert_eq!(a["dice_box"]["log"].as_array().unwrap().len(), 5);
    // With the exceptional throw first, the dice are thrown only when Die I allows.
    for seed in 0..20 {
        let s = seed.to_string();
        let j = json(&["exceptional", "--seed", &s, "--exceptional-throw"]);
        let allowed = j["exceptional_throw_result"]["allowed"].as_bool().unwrap();
        assert_eq!(
            allowed,
            j["exceptional_throw_result"]["face"].as_u64().unwrap() >= 4
        );
        assert_eq!(j["thrown"].is_null(), !allowed, "seed {seed}");
    }
}

#[test]
fn bad_input_exits_2_with_the_allowed_values() {
    for (args, hint) in [
        (vec!["exceptional", "--dice", "0"], "1..=5"),
        (vec!["exceptional", "--dice", "6"], "1..=5"),
        (vec!["exceptional", "--dice", "five"], "--dice"),
        (vec!["exceptional", "--throw"], "--seed"),
        (vec!["exceptional", "--exceptional-throw"], "--seed"),
        (
            vec!["--option", "exceptional_throw_mapping=white", "exceptional"],
            "o_circles_allow, a_circles_allow",
        ),
    ] {
        let (code, _, err) = ks(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(hint), "{args:?}: {err}");
    }
}
