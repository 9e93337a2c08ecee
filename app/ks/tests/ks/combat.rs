//! `ks combat`: every face of every die against reference §5 ("The Dice"; Appendix Three —
//! close-combat table), and bad input ends with exit 2.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;
use support::{json, ks};

/// One face as printed: circle ("again" = blank), letter, flame.
type PrintedFace = (&'static str, Option<&'static str>, bool);

/// Reference §5, close-combat faces, faces 1 to 6 of each die.
const FACES: [(&str, [PrintedFace; 6]); 5] = [
    (
        "I",
        [
            ("A", Some("T"), false),
            ("A", Some("D"), true),
            ("A", Some("R"), false),
            ("O", Some("R"), false),
            ("O", Some("D"), false),
            ("O", Some("T"), false),
        ],
    ),
    (
        "II",
        [
            ("again", None, false),
            ("A", Some("R"), true),
            ("A", Some("R"), true),
            ("O", Some("R"), false),
            ("O", Some("D"), false),
            ("O", Some("T"), false),
        ],
    ),
    (
        "III",
        [
            ("A", Some("R"), true),
            ("A", Some("R"), true),
            ("O", Some("R"), true),
            ("O", Some("R"), false),
            ("O", Some("D"), false),
            ("O", Some("T"), false),
        ],
    ),
    (
        "IV",
        [
            ("again", None, false),
            ("again", None, false),
            ("A", Some("R"), false),
            ("O", Some("R"), false),
            ("O", Some("D"), false),
            ("O", Some("T"), false),
        ],
    ),
    (
        "V",
        [
            ("again", None, false),
            ("A", Some("R"), false),
            ("O", Some("R"), false),
            ("O", Some("R"), false),
            ("O", Some("D"), false),
            ("O", Some("T"), false),
        ],
    ),
];

/// Reference §5: loser's losses R = 18 / 6, D = 25 / 10, T = 30 / 12.
fn losses(letter: &str) -> (f64, f64) {
    match letter {
        "R" => (18.0, 6.0),
        "D" => (25.0, 10.0),
        "T" => (30.0, 12.0),
        other => panic!("no letter {other}"),
    }
}

#[test]
fn every_face_of_every_die() {
    for (die, faces) in FACES {
        for (i, (circle, letter, flame)) in faces.into_iter().enumerate() {
            let face = (i + 1).to_string();
            let j = json(&["combat", "--die", die, "--face", &face]);
            let at = format!("Die {die} face {face}");
            assert_eq!(j["circle"], circle, "{at}");
            assert_eq!(j["letter"].as_str(), letter, "{at}");
            assert_eq!(j["flame"], flame, "{at}");
            assert_eq!(j["blank"], circle == "again", "{at}");
            match letter {
                Some(l) => {
                    let (hb, sq) = losses(l);
                    assert_eq!(j["loser_losses"]["per_half_battalion"], hb, "{at}");
                    assert_eq!(j["loser_losses"]["per_squadron"], sq, "{at}");
                }
                None => assert!(j["loser_losses"].is_null(), "{at}"),
            }
        }
    }
}

#[test]
fn each_die_carries_its_chances() {
    // Reference §5: the favoured side wins 1/2, 3/5, 2/3, 3/4, 4/5.
    for (die, wins) in [
        ("I", "1/2"),
        ("II", "3/5"),
        ("III", "2/3"),
        ("IV", "3/4"),
        ("V", "4/5"),
    ] {
        let j = json(&["combat", "--die", die, "--face", "6"]);
        assert_eq!(
            j["probabilities"]["favoured_wins"]["fraction"], wins,
            "Die {die}"
        );
    }
    let j = json(&["combat", "--die", "II", "--face", "2"]);
    assert_eq!(j["probabilities"]["flame_per_throw"]["fraction"], "1/3");
}

#[test]
fn text_explains_the_face() {
    let (code, out, _) = ks(&["combat", "--die", "IV", "--face", "1"]);
    assert_eq!(code, 0);
    assert!(out.contains("throw the die again"), "{out}");
    let (code, out, _) = ks(&["combat", "--die", "I", "--face", "1"]);
    assert_eq!(code, 0);
    assert!(out.contains("totally defeated"), "{out}");
    assert!(
        out.contains("30 points per beaten half battalion, 12 per beaten squadron"),
        "{out}"
    );
    assert!(out.contains("The Dice"), "{out}");
}

#[test]
fn a_house_rule_reaches_the_answer() {
    let j = json(&[
        "--house-rule",
        "dice.losses.R.per_squadron=8",
        "combat",
        "--die",
        "I",
        "--face",
        "3",
    ]);
    assert_eq!(j["loser_losses"]["per_squadron"], 8.0);
}

#[test]
fn a_house_rule_outside_its_range_is_refused_with_the_range() {
    // Hardening defect 6: -1 and 1e308 loss points a squadron were taken.
    for value in ["-1", "1e308"] {
        let rule = format!("dice.losses.R.per_squadron={value}");
        let (code, _, err) = ks(&["--house-rule", &rule, "combat", "--die", "I", "--face", "3"]);
        assert_eq!(code, 2, "{rule}");
        assert!(err.contains("0 to 100"), "{rule}: {err}");
    }
}

#[test]
fn bad_input_exits_2_with_the_allowed_values() {
    for (args, hint) in [
        (
            vec!["combat", "--die", "VI", "--face", "1"],
            "I, II, III, IV, V",
        ),
        (vec!["combat", "--die", "I", "--face", "0"], "1..=6"),
        (vec!["combat", "--die", "I", "--face", "7"], "1..=6"),
        (vec!["combat", "--die", "I", "--face", "x"], "--face"),
        (vec!["combat", "--die", "I"], "--face"),
    ] {
        let (code, _, err) = ks(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(hint), "{args:?}: {err}");
    }
}
