//! Orders of battle: the example files load, labels follow the draft, and every bad entry is
//! refused with a message that names it.
//!
//! Labels: "Representation of Units — Formations" (brigade letter + battalion number on
//! infantry blocks; the regiment number on cavalry; "Rifles"; "S" for sappers). Full strengths:
//! "The Apparatus" (battalion 900 men, squadron 150 riders, battery 6 guns).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::uid;
use kriegsspiel::systems::reisswitz_1815::army::{
    Condition, EchelonId, EchelonLevel, OrderOfBattle, OrderOfBattleError, Side, Strength,
    UnitBlocks,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use std::path::PathBuf;

fn asset(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../assets/orders-of-battle")
        .join(name)
}

#[test]
fn the_brigade_learning_game_loads() {
    let oob = OrderOfBattle::load(&asset("brigade-learning-game.toml")).unwrap();
    assert_eq!(oob.units_of_side(Side::Red).len(), 6);
    assert_eq!(oob.units_of_side(Side::Blue).len(), 6);
    let label = |id: &str| oob.unit(&uid(id)).unwrap().label.clone();
    assert_eq!(label("red-a-1"), "A1");
    assert_eq!(label("red-a-3"), "A3");
    assert_eq!(label("red-cav-11"), "11");
    assert_eq!(label("blue-b-2"), "B2");
    assert_eq!(label("blue-rifles"), "Rifles");
    assert_eq!(label("blue-cav-10"), "10");
    let a1 = oob.unit(&uid("red-a-1")).unwrap();
    assert_eq!(a1.strength, Strength { men: 900, guns: 0 });
    assert_eq!(a1.condition, Condition::Fresh);
    let cav = oob.unit(&uid("red-cav-11")).unwrap();
    assert_eq!(cav.strength.men, 300, "two squadrons of 150");
    let bty = oob.unit(&uid("blue-bty-1")).unwrap();
    assert_eq!(bty.strength.guns, 6);
    // The tree: Red army › brigade A.
    let roots = oob.roots(Side::Red);
    assert_eq!(roots.len(), 1);
    let brigades = oob.children(&roots[0].id);
    assert_eq!(brigades.len(), 1);
    assert_eq!(brigades[0].letter.as_deref(), Some("A"));
    assert_eq!(oob.units_of(&brigades[0].id).len(), 6);
    // Every unit's blocks exist in the Appendix Two catalogue.
    let rules = Ruleset::reisswitz_1815().unwrap();
    for unit in oob.units() {
        UnitBlocks::of(&unit.kind, &rules.blocks).unwrap();
    }
}

#[test]
fn the_division_loads() {
    let oob = OrderOfBattle::load(&asset("division.toml")).unwrap();
    // Appendix One: brigades of six to ten battalions in all, a cavalry regiment of four
    // squadrons, one battery, sappers and a supply column.
    for &side in Side::ALL {
        let units = oob.units_of_side(side);
        let battalions = units
            .iter()
            .filter(|u| {
                matches!(
                    u.kind,
                    kriegsspiel::systems::reisswitz_1815::army::UnitKind::Battalion { .. }
                )
            })
            .count();
        assert!((6..=10).contains(&battalions), "{side}: {battalions}");
        let division = oob
            .echelons()
            .find(|e| e.side == side && e.level == EchelonLevel::Division)
            .unwrap();
        assert_eq!(oob.children(&division.id).len(), 2);
    }
    let b3 = oob.unit(&uid("red-b-3")).unwrap();
    assert_eq!((b3.strength.men, b3.condition), (750, Condition::Tired));
    assert_eq!(oob.unit(&uid("red-sappers")).unwrap().label, "S");
    assert_eq!(oob.unit(&uid("blue-cav-7")).unwrap().strength.men, 600);
    assert_eq!(oob.unit(&uid("blue-c-4")).unwrap().label, "C4");
    let chain: Vec<&str> = oob
        .chain(&EchelonId::new("red-a").unwrap())
        .iter()
        .map(|e| e.id.as_str())
        .collect();
    assert_eq!(chain, vec!["red-a", "red-1div", "red"]);
}

#[test]
fn round_trips_through_toml_and_json() {
    let oob = OrderOfBattle::load(&asset("division.toml")).unwrap();
    let toml = oob.to_toml().unwrap();
    assert_eq!(OrderOfBattle::from_toml(&toml, "again").unwrap(), oob);
    let json = serde_json::to_string(&oob).unwrap();
    assert_eq!(OrderOfBattle::from_json(&json, "again").unwrap(), oob);
}

const HEAD: &str = r#"
title = "t"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "red-a"
parent = "red"
level = "brigade"
letter = "A"
"#;

fn refused(extra: &str) -> OrderOfBattleError {
    let text = format!("{HEAD}{extra}");
    match OrderOfBattle::from_toml(&text, "test.toml") {
        Ok(_) => panic!("accepted:\n{extra}"),
        Err(e) => e,
    }
}

fn refused_with(extra: &str, at: &str, words: &str) {
    let e = refused(extra);
    let text = e.to_string();
    assert!(text.contains(at), "'{text}' should name {at}");
    assert!(text.contains(words), "'{text}' should say '{words}'");
    assert!(text.starts_with("test.toml"), "{text}");
}

#[test]
fn bad_entries_are_named() {
    let unit = |body: &str| format!("[[units]]\nid = \"u1\"\nechelon = \"red-a\"\n{body}\n");
    let bn = "kind = { type = \"battalion\", infantry = \"line\" }";
    refused_with(&unit(&format!("{bn}\nmen = -5")), "unit u1", "negative");
    refused_with(&unit(&format!("{bn}\nguns = -1")), "unit u1", "negative");
    refused_with(
        &unit(&format!("{bn}\nmen = 100000000")),
        "unit u1",
        "at most",
    );
    refused_with(&unit(&format!("{bn}\nnumber = 0")), "unit u1", "number 0");
    refused_with(
        &unit("kind = { type = \"cavalry_regiment\", cavalry = \"hussars\", squadrons = 0 }"),
        "unit u1",
        "squadrons",
    );
    refused_with(
        &unit("kind = { type = \"battalion\", infantry = \"line\", ranks = 4 }"),
        "unit u1",
        "ranks",
    );
    refused_with(
        &unit("kind = { type = \"detachment\", arm = \"infantry\", block = \"squadron_hussars\" }"),
        "unit u1",
        "detachment block",
    );
    refused_with(
        &format!("[[units]]\nid = \"u1\"\nechelon = \"nowhere\"\n{bn}\n"),
        "unit u1",
        "'nowhere' is not in the order of battle",
    );
    refused_with(
        &format!("{}{}", unit(bn), unit(bn)),
        "unit u1",
        "used twice",
    );
    refused_with(
        &format!("[[units]]\nid = \"Bad Id\"\nechelon = \"red-a\"\n{bn}\n"),
        "unit Bad Id",
        "unit id",
    );
    refused_with(
        "[[echelons]]\nid = \"x\"\nparent = \"red-a\"\nlevel = \"division\"\n",
        "echelon x",
        "cannot stand under the brigade",
    );
    refused_with(
        "[[echelons]]\nid = \"x\"\nparent = \"ghost\"\nlevel = \"brigade\"\n",
        "echelon x",
        "parent 'ghost'",
    );
    refused_with(
        "[[echelons]]\nid = \"x\"\nparent = \"red\"\nside = \"blue\"\nlevel = \"brigade\"\n",
        "echelon x",
        "its parent 'red' is Red",
    );
    refused_with(
        "[[echelons]]\nid = \"x\"\nlevel = \"brigade\"\n",
        "echelon x",
        "must say its side",
    );
    refused_with(
        "[[echelons]]\nid = \"x\"\nparent = \"red\"\nlevel = \"brigade\"\nletter = \"a\"\n",
        "echelon x",
        "capital letters",
    );
    refused_with(
        "[[echelons]]\nid = \"red-a\"\nparent = \"red\"\nlevel = \"brigade\"\n",
        "echelon red-a",
        "used twice",
    );
}

#[test]
fn broken_files_give_the_line() {
    let e = OrderOfBattle::from_toml("title = \"t\"\n[[units]\n", "broken.toml").unwrap_err();
    assert!(matches!(e, OrderOfBattleError::Parse { .. }));
    assert!(e.to_string().contains("line 2"), "{e}");
    let e = OrderOfBattle::from_toml("title = \"t\"\nsurprise = 1\n", "x.toml").unwrap_err();
    assert!(e.to_string().contains("surprise"), "{e}");
    let e = OrderOfBattle::from_json("{\"title\": 3}", "x.json").unwrap_err();
    assert!(e.to_string().contains("x.json"), "{e}");
    let e = OrderOfBattle::load(&asset("no-such-file.toml")).unwrap_err();
    assert!(matches!(e, OrderOfBattleError::Io { .. }), "{e}");
}
