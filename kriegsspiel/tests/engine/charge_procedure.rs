//! The charge as journaled commands (reference §12.11; draft L786–790, L901–908, L945–947,
//! L1214, L2854): an attack declared, the defender's answer with its consequences, no die
//! thrown, the pending attack saved and replayed.

use crate::support::{c, open_game, uid};
use kriegsspiel::systems::reisswitz_1815::army::Bearing;
use kriegsspiel::systems::reisswitz_1815::calc::charge_answer::{AttackAnswer, HorseGunsChoice};
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event, Game, GameError};

const OOB: &str = r#"
title = "charge"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "blue"
side = "blue"
level = "army"
[[units]]
id = "hus"
echelon = "red"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
[[units]]
id = "drg"
echelon = "blue"
kind = { type = "cavalry_regiment", cavalry = "light_dragoons", squadrons = 2 }
[[units]]
id = "bty"
echelon = "blue"
kind = { type = "battery", artillery = "foot", calibre = "six_pdr" }
[[units]]
id = "bn"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
"#;

fn game() -> Game {
    let mut g = open_game(OOB, 7);
    for (unit, x, y, formation) in [
        ("hus", 5000.0, 5000.0, "cavalry_line"),
        ("drg", 5000.0, 4400.0, "cavalry_line"),
        ("bty", 6000.0, 4400.0, "battery_close_column_pairs"),
        ("bn", 6000.0, 5000.0, "attack_column"),
    ] {
        g.apply(Command::PlaceUnit {
            unit: uid(unit),
            anchor: c(x, y),
            bearing: Bearing::NORTH,
            formation: formation.into(),
            override_reason: None,
        })
        .unwrap();
    }
    g
}

fn declare(g: &mut Game, attacker: &str, target: &str) -> Vec<Event> {
    g.apply(Command::DeclareAttack {
        attacker: uid(attacker),
        target: uid(target),
    })
    .unwrap()
}

fn answer(
    g: &mut Game,
    defender: &str,
    answer: AttackAnswer,
    horse_guns: Option<HorseGunsChoice>,
) -> Result<Vec<Event>, GameError> {
    g.apply(Command::AnswerAttack {
        defender: uid(defender),
        answer,
        horse_guns,
    })
}

#[test]
fn cavalry_answers_with_its_consequences_and_no_die() {
    // (answer, die thrown, defender's points, a step's text, draft line)
    let cases = [
        (
            AttackAnswer::Stand,
            true,
            -1,
            "standing",
            "L2854: -1 for standing defence",
        ),
        (
            AttackAnswer::CounterCharge,
            true,
            0,
            "300 paces towards",
            "L904",
        ),
        (AttackAnswer::Retire, false, 0, "at least 400 paces", "L906"),
    ];
    for (given, die, points, text, cite) in cases {
        let mut g = game();
        let declared = declare(&mut g, "hus", "drg");
        assert!(
            matches!(&declared[..], [Event::AttackDeclared { question, .. }] if question.contains("L901")),
            "{cite}"
        );
        assert!(g.state().declared_attack_on(&uid("drg")).is_some());
        let throws = g.state().dice().log().len();
        let events = answer(&mut g, "drg", given, None).unwrap();
        let [
            Event::AttackAnswered {
                throw_die,
                defender_points,
                steps,
                attacker,
                ..
            },
        ] = &events[..]
        else {
            panic!("{cite}: {events:?}");
        };
        assert_eq!(attacker, &uid("hus"));
        assert_eq!(*throw_die, die, "{cite}");
        assert_eq!(*defender_points, points, "{cite}");
        assert!(steps.iter().any(|s| s.text.contains(text)), "{cite}");
        assert!(
            steps
                .iter()
                .any(|s| s.text.contains("moves 300 paces whatever")),
            "L908: the attacker's 300 paces"
        );
        assert_eq!(g.state().dice().log().len(), throws, "L790: no die here");
        assert!(g.state().declared_attack_on(&uid("drg")).is_none());
    }
}

#[test]
fn a_battery_is_asked_stay_or_withdraw_and_horse_guns_choose() {
    let mut g = game();
    let declared = declare(&mut g, "bn", "bty");
    assert!(
        matches!(&declared[..], [Event::AttackDeclared { question, .. }] if question.contains("stay or withdraw") && question.contains("L1214"))
    );
    assert!(
        answer(&mut g, "bty", AttackAnswer::CounterCharge, None).is_err(),
        "L1214: guns stay or withdraw"
    );
    let events = answer(&mut g, "bty", AttackAnswer::Retire, None).unwrap();
    assert!(matches!(
        &events[..],
        [Event::AttackAnswered {
            throw_die: false,
            ..
        }]
    ));

    let mut g = game();
    declare(&mut g, "hus", "drg");
    assert!(
        answer(
            &mut g,
            "drg",
            AttackAnswer::CounterCharge,
            Some(HorseGunsChoice::FireToTheEnd)
        )
        .is_err(),
        "L947: cavalry whose guns fire to the end awaits the attack where it is"
    );
    let events = answer(
        &mut g,
        "drg",
        AttackAnswer::Stand,
        Some(HorseGunsChoice::FireToTheEnd),
    )
    .unwrap();
    assert!(
        matches!(&events[..], [Event::AttackAnswered { steps, .. }] if steps.iter().any(|s| s.text.contains("lost with the cavalry")))
    );
}

#[test]
fn refusals_and_the_journal() {
    let mut g = game();
    assert!(
        answer(&mut g, "drg", AttackAnswer::Stand, None).is_err(),
        "no attack declared"
    );
    assert!(
        g.apply(Command::DeclareAttack {
            attacker: uid("hus"),
            target: uid("bn"),
        })
        .is_err(),
        "own side"
    );
    declare(&mut g, "hus", "drg");
    assert!(
        g.apply(Command::DeclareAttack {
            attacker: uid("bn"),
            target: uid("drg"),
        })
        .is_err(),
        "one attack awaits an answer at a time"
    );
    // The pending attack survives a save and a reload.
    let json = g.to_json().unwrap();
    let mut back = Game::from_json(&json, "test").unwrap();
    assert!(back.state().declared_attack_on(&uid("drg")).is_some());
    answer(&mut back, "drg", AttackAnswer::Retire, None).unwrap();
    // Undone, the answer is awaited again.
    back.undo().unwrap();
    assert!(back.state().declared_attack_on(&uid("drg")).is_some());
}

#[test]
fn tired_by_the_umpires_decision_with_its_reason() {
    use kriegsspiel::systems::reisswitz_1815::army::Condition;
    // Reference §12.6: the draft has no rule for when troops tire; the umpire decides and says
    // why. A command saved before the reason was asked still reads.
    let mut g = game();
    let events = g
        .apply(Command::SetCondition {
            unit: uid("bn"),
            condition: Condition::Tired,
            reason: Some("  a forced march of 30 miles (L2194)  ".into()),
        })
        .unwrap();
    assert!(matches!(
        &events[..],
        [Event::ConditionChanged { reason: Some(r), to: Condition::Tired, .. }] if r == "a forced march of 30 miles (L2194)"
    ));
    let old: Command =
        serde_json::from_str(r#"{"command":"set_condition","unit":"hus","condition":"tired"}"#)
            .unwrap();
    assert!(matches!(old, Command::SetCondition { reason: None, .. }));
    let events = g.apply(old).unwrap();
    assert!(matches!(
        &events[..],
        [Event::ConditionChanged { reason: None, .. }]
    ));
    let json = g.to_json().unwrap();
    assert!(Game::from_json(&json, "test").is_ok(), "the reason replays");
}
