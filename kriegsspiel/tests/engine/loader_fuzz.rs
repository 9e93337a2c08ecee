//! Every loader a user can feed a file to, fed damaged files: the bundled saves, maps and
//! orders of battle with bytes cut, numbers made extreme and text spliced in, and plain noise.
//! Each must give a value or a typed error, never a panic. This is CI's share of the fuzzing;
//! the coverage-guided targets over the same entry points are in `tests/fuzz/`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use kriegsspiel::map::MapDocument;
use kriegsspiel::systems::SavedGame;
use kriegsspiel::systems::reisswitz_1815::army::OrderOfBattle;
use kriegsspiel::systems::reisswitz_1815::ruleset::{HouseRule, Ruleset};
use proptest::prelude::*;
use std::path::PathBuf;
use std::sync::OnceLock;

fn repo_file(path: &str) -> &'static str {
    static FILES: OnceLock<std::sync::Mutex<Vec<(String, &'static str)>>> = OnceLock::new();
    let files = FILES.get_or_init(Default::default);
    let mut files = files.lock().unwrap();
    if let Some((_, text)) = files.iter().find(|(p, _)| p == path) {
        return text;
    }
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(path);
    let text: &'static str = std::fs::read_to_string(&full)
        .unwrap_or_else(|e| panic!("{}: {e}", full.display()))
        .leak();
    files.push((path.to_string(), text));
    text
}

/// A damage done to a file's text.
#[derive(Debug, Clone)]
enum Damage {
    /// Cut the text at a fraction of its length (a torn write).
    Truncate(f64),
    /// Replace the `n`th number in the text with this one.
    Number(usize, &'static str),
    /// Put this text at a fraction of the length.
    Splice(f64, String),
    /// Remove a run of bytes at a fraction of the length.
    Remove(f64, usize),
}

fn extreme_number() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "-1",
        "0",
        "1e308",
        "-1e308",
        "1e999",
        "4294967295",
        "4294967296",
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775809",
        "0.0000001",
        "3.5",
        "null",
        "\"x\"",
    ])
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        (0.0..1.0_f64).prop_map(Damage::Truncate),
        (0usize..4000, extreme_number()).prop_map(|(n, v)| Damage::Number(n, v)),
        (0.0..1.0_f64, "[\\[\\]{}\",:0-9a-z\\- ]{0,12}").prop_map(|(f, s)| Damage::Splice(f, s)),
        (0.0..1.0_f64, 1usize..64).prop_map(|(f, n)| Damage::Remove(f, n)),
    ]
}

fn at(text: &str, fraction: f64) -> usize {
    let mut i = ((text.len() as f64) * fraction) as usize;
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i.min(text.len())
}

fn damaged(text: &str, damages: &[Damage]) -> String {
    let mut text = text.to_string();
    for d in damages {
        match d {
            Damage::Truncate(f) => text.truncate(at(&text, *f)),
            Damage::Number(n, value) => {
                let numbers: Vec<(usize, usize)> = number_spans(&text);
                if !numbers.is_empty() {
                    let (start, end) = numbers[n % numbers.len()];
                    text.replace_range(start..end, value);
                }
            }
            Damage::Splice(f, s) => {
                let i = at(&text, *f);
                text.insert_str(i, s);
            }
            Damage::Remove(f, n) => {
                let i = at(&text, *f);
                let mut j = (i + n).min(text.len());
                while !text.is_char_boundary(j) {
                    j -= 1;
                }
                text.replace_range(i..j, "");
            }
        }
    }
    text
}

/// Where the numbers are: runs of digits with their sign, point and exponent.
fn number_spans(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts = bytes[i].is_ascii_digit()
            || (bytes[i] == b'-' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit));
        let after_word = i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        if starts && !after_word {
            let start = i;
            i += 1;
            while i < bytes.len()
                && matches!(bytes[i], b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-')
            {
                i += 1;
            }
            spans.push((start, i));
        } else {
            i += 1;
        }
    }
    spans
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn a_damaged_saved_game_opens_or_is_refused(damages in prop::collection::vec(damage(), 1..4)) {
        let text = damaged(repo_file("maps/default.game.json"), &damages);
        let _ = SavedGame::from_json(&text, "damaged save");
    }

    #[test]
    fn a_damaged_staff_exercise_opens_or_is_refused(damages in prop::collection::vec(damage(), 1..3)) {
        let text = damaged(repo_file("maps/staff-exercise.game.json"), &damages);
        let _ = SavedGame::from_json(&text, "damaged save");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn a_damaged_map_opens_or_is_refused(damages in prop::collection::vec(damage(), 1..4)) {
        let text = damaged(repo_file("maps/default.map.json"), &damages);
        let _ = MapDocument::from_json(&text, "damaged map");
    }

    #[test]
    fn a_damaged_order_of_battle_loads_or_is_refused(damages in prop::collection::vec(damage(), 1..4)) {
        for file in ["assets/orders-of-battle/brigade-learning-game.toml", "assets/orders-of-battle/division.toml"] {
            let text = damaged(repo_file(file), &damages);
            let _ = OrderOfBattle::from_toml(&text, "damaged order of battle");
        }
    }

    #[test]
    fn noise_is_refused_by_every_loader(text in "\\PC{0,200}") {
        prop_assert!(SavedGame::from_json(&text, "noise").is_err());
        prop_assert!(MapDocument::from_json(&text, "noise").is_err());
        // Noise that happens to be an empty TOML document (a comment, say) reads as an order
        // of battle with nothing in it; anything else is refused.
        if let Ok(empty) = OrderOfBattle::from_toml(&text, "noise") {
            prop_assert_eq!(empty.units().count(), 0, "{:?} read as troops", text);
            prop_assert_eq!(empty.echelons().count(), 0);
        }
        prop_assert!(OrderOfBattle::from_json(&text, "noise").is_err());
    }

    #[test]
    fn a_house_rule_is_taken_whole_or_refused(
        path in prop::sample::select(vec![
            "dice.losses.R.per_squadron", "fire", "movement", "casualties.points_per_man",
            "blocks", "visibility", "dice.losses", "combat", "x.y.z", "",
        ]),
        tail in "[a-zA-Z0-9_.]{0,12}",
        value in extreme_number(),
    ) {
        let mut rules = Ruleset::reisswitz_1815().unwrap();
        if let Ok(rule) = HouseRule::parse(&format!("{path}{tail}={value}"), "proptest")
            && rules.apply_house_rule(rule).is_ok()
        {
            prop_assert!(rules.validate().is_ok(), "a house rule taken left a bad ruleset");
        }
    }
}

#[test]
fn the_bundled_files_themselves_load() {
    SavedGame::from_json(repo_file("maps/default.game.json"), "bundled").unwrap();
    MapDocument::from_json(repo_file("maps/default.map.json"), "bundled").unwrap();
    OrderOfBattle::from_toml(
        repo_file("assets/orders-of-battle/division.toml"),
        "bundled",
    )
    .unwrap();
}
