//! House rules within ranges (hardening defect 6): every numeric table entry has a range in
//! `ranges.toml`, and a value outside it is refused with the range named, the ruleset unchanged.

use crate::support::rules;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::game::Game;
use kriegsspiel::systems::reisswitz_1815::ruleset::{EntryRanges, HouseRule, Ruleset};

/// Every number in `value` with its dotted path (list items by index).
fn numbers(value: &serde_json::Value, path: &str, out: &mut Vec<(String, f64)>) {
    let join = |seg: &str| {
        if path.is_empty() {
            seg.to_string()
        } else {
            format!("{path}.{seg}")
        }
    };
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                numbers(v, &join(k), out);
            }
        }
        serde_json::Value::Array(list) => {
            for (i, v) in list.iter().enumerate() {
                numbers(v, &join(&i.to_string()), out);
            }
        }
        serde_json::Value::Number(n) => out.push((path.to_string(), n.as_f64().unwrap())),
        _ => {}
    }
}

#[test]
fn every_number_of_the_ruleset_has_a_range_that_holds_it() {
    let ranges = EntryRanges::compiled_in().unwrap();
    let tree = serde_json::to_value(rules()).unwrap();
    let mut all = Vec::new();
    numbers(&tree, "", &mut all);
    assert!(all.len() > 300, "the walk found {} numbers", all.len());
    let mut wrong = Vec::new();
    for (path, value) in all {
        if path == "version" {
            continue; // not a table entry: a house rule may not change it
        }
        match ranges.for_path(&path) {
            None => wrong.push(format!("{path} has no range")),
            Some(range) if !range.holds(value) => {
                wrong.push(format!("{path} = {value} is outside {}", range.describe()))
            }
            Some(_) => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn nonsense_values_are_refused_with_the_range() {
    // (house rule, a word the refusal must contain)
    let cases = [
        ("dice.losses.R.per_squadron=-1", "0 to 100"),
        ("dice.losses.R.per_squadron=1e308", "0 to 100"),
        ("dice.losses.T.per_half_battalion=301", "0 to 300"),
        ("movement.rows.inf_march.even=-200", "0 to 2000"),
        ("movement.rows.inf_march.even=99999", "0 to 2000"),
        ("fire.six_pounder.good.0.points.0=1e300", "0 to 500"),
        ("fire.nine_pounder.twelve_pounder_faces.0=7", "1 to 6"),
        ("combat.outcome.recovery.section4.R.defend=1000", "0 to 100"),
        ("fire.modifiers.flank.percent=250", "0 to 100"),
        ("casualties.removal_share=2", "0 to 1"),
        ("version=2", "no range"),
    ];
    let mut r = rules();
    let before = r.clone();
    for (text, says) in cases {
        let rule = HouseRule::parse(text, "nonsense").unwrap();
        let err = r.apply_house_rule(rule).expect_err(text);
        assert!(err.to_string().contains(says), "{text}: {err}");
        assert_eq!(r, before, "{text} must leave the ruleset unchanged");
    }
}

#[test]
fn whole_numbers_only_where_the_entry_counts() {
    let mut r = rules();
    let rule = HouseRule::parse("combat.outcome.recovery.section4.R.defend=2.5", "").unwrap();
    assert!(matches!(
        r.apply_house_rule(rule),
        Err(RulesError::OutOfRange { .. })
    ));
}

#[test]
fn values_inside_the_range_are_taken() {
    let mut r = rules();
    for (text, check) in [
        ("dice.losses.R.per_squadron=8", 8.0),
        ("dice.losses.R.per_squadron=0", 0.0),
        ("dice.losses.R.per_squadron=100", 100.0),
    ] {
        r.apply_house_rule(HouseRule::parse(text, "club").unwrap())
            .expect(text);
        assert_eq!(r.dice.losses.r.per_squadron, check);
    }
}

/// Sets every `fire.six_pounder.good.0.points.0` of the rulesets inside a saved game's JSON.
fn set_in_rulesets(value: &mut serde_json::Value, to: f64) -> usize {
    match value {
        serde_json::Value::Object(map) => {
            let mut set = 0;
            for (key, v) in map.iter_mut() {
                if key == "ruleset"
                    && let Some(points) = v.pointer_mut("/fire/six_pounder/good/0/points/0")
                {
                    *points = serde_json::json!(to);
                    set += 1;
                } else {
                    set += set_in_rulesets(v, to);
                }
            }
            set
        }
        serde_json::Value::Array(list) => list.iter_mut().map(|v| set_in_rulesets(v, to)).sum(),
        _ => 0,
    }
}

#[test]
fn a_saved_games_own_tables_are_held_to_the_house_rules_ranges() {
    // The same entry a house rule may set only from 0 to 500 (issue 23 item 11).
    let rule = HouseRule::parse("fire.six_pounder.good.0.points.0=1e308", "").unwrap();
    let house_rule_says = rules().apply_house_rule(rule).unwrap_err().to_string();
    assert!(house_rule_says.contains("0 to 500"), "{house_rule_says}");

    let mut tree = serde_json::to_value(rules()).unwrap();
    assert_eq!(
        set_in_rulesets(&mut serde_json::json!({ "ruleset": &mut tree }), 1e308),
        1
    );
    *tree
        .pointer_mut("/fire/six_pounder/good/0/points/0")
        .unwrap() = serde_json::json!(1e308);
    let tables: Ruleset = serde_json::from_value(tree).unwrap();
    let err = tables.validate().unwrap_err().to_string();
    assert!(err.contains("0 to 500"), "{err}");
    assert!(err.contains("fire.six_pounder.good.0.points.0"), "{err}");

    let oob = include_str!("../../../assets/orders-of-battle/brigade-learning-game.toml");
    let game = crate::support::open_game(oob, 7);
    let mut saved: serde_json::Value = serde_json::from_str(&game.to_json().unwrap()).unwrap();
    assert!(
        set_in_rulesets(&mut saved, 1e308) > 0,
        "the save holds its ruleset"
    );
    let err = Game::from_json(&saved.to_string(), "crafted.game.json").unwrap_err();
    assert!(err.to_string().contains("0 to 500"), "{err}");
    // Within the range, the same file opens.
    set_in_rulesets(&mut saved, 400.0);
    Game::from_json(&saved.to_string(), "house.game.json").unwrap();
}
