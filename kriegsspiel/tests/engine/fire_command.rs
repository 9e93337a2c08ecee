//! A fire resolved as one command (reference §12.1; Section 3 — Fire): the turn of fire, the
//! dice and the losses are one journal entry, so one undo takes the fire back whole; an
//! override reason travels with the command.

use crate::support::{open_game, uid};
use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::FireArm;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event, FireOrderSetup, Game, GameError};
use kriegsspiel::systems::reisswitz_1815::ruleset::{FireEffect, Formation};

const OOB: &str = r#"
title = "fire"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "blue"
side = "blue"
level = "army"
[[units]]
id = "bty"
echelon = "red"
kind = { type = "battery", artillery = "foot", calibre = "six_pdr" }
[[units]]
id = "nine"
echelon = "red"
kind = { type = "battery", artillery = "foot", calibre = "nine_pdr" }
[[units]]
id = "b1"
echelon = "blue"
kind = { type = "battalion", infantry = "line" }
"#;

fn order(firer: &str, arm: FireArm, range_paces: f64) -> FireOrderSetup {
    FireOrderSetup {
        firer: uid(firer),
        target: uid("b1"),
        arm,
        effect: FireEffect::Good,
        range_paces,
        scale: 1.0,
        formation: Formation::ThreeRank,
        modifiers: Vec::new(),
        override_reason: None,
    }
}

fn throws(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::DieThrown { .. }))
        .count()
}

#[test]
fn a_fire_is_one_journal_entry_and_one_undo_takes_it_back_whole() {
    for (firer, arm, dice) in [
        ("bty", FireArm::SixPounder, 1),
        ("nine", FireArm::NinePounder, 2),
    ] {
        let mut game = open_game(OOB, 5);
        let before = game.clone();
        let events = game
            .apply(Command::ResolveFire(order(firer, arm, 400.0)))
            .unwrap();
        assert_eq!(game.journal().len(), 1, "one entry for the whole fire");
        assert_eq!(
            throws(&events),
            dice,
            "{firer}: the column die too for a 9-pdr"
        );
        let working = events
            .iter()
            .find_map(|e| match e {
                Event::FireResolved(w) => Some(w),
                _ => None,
            })
            .expect("the working");
        assert!(working.lines.iter().any(|l| l.starts_with("Range band")));
        assert_eq!(
            working.points > 0.0,
            events
                .iter()
                .any(|e| matches!(e, Event::LossesRecorded { .. })),
            "losses recorded exactly when the fire inflicts any"
        );
        assert_eq!(game.state().dice().log().len(), dice);
        game.undo().unwrap();
        assert_eq!(game.state(), before.state(), "one undo takes it all back");
        let replayed = Game::replay(
            before.setup().clone(),
            [Command::ResolveFire(order(firer, arm, 400.0))],
        )
        .unwrap();
        game.redo().unwrap();
        assert_eq!(
            replayed.state(),
            game.state(),
            "the seeded dice throw the same"
        );
    }
}

#[test]
fn a_refused_fire_changes_nothing_and_an_override_reason_lets_it_through() {
    let mut game = open_game(OOB, 5);
    // Out of range: the band cannot be read; the ammunition was not spent either.
    let before = game.clone();
    let refused = game.apply(Command::ResolveFire(order("bty", FireArm::SixPounder, 1e7)));
    assert!(refused.is_err());
    assert_eq!(game, before);
    // Empty the battery, then fire with the umpire's reason.
    let mut spent = 0;
    while game
        .apply(Command::FireTurn {
            unit: uid("bty"),
            override_reason: None,
        })
        .is_ok()
    {
        game.apply(Command::AdvanceClock { turns: 1 }).unwrap();
        spent += 1;
        assert!(spent < 200, "a battery runs out");
    }
    let empty = game.apply(Command::ResolveFire(order(
        "bty",
        FireArm::SixPounder,
        400.0,
    )));
    assert!(matches!(empty, Err(GameError::Refused { .. })), "{empty:?}");
    let mut with_reason = order("bty", FireArm::SixPounder, 400.0);
    with_reason.override_reason = Some("a wagon came up (umpire)".into());
    let events = game.apply(Command::ResolveFire(with_reason)).unwrap();
    assert!(matches!(events.first(), Some(Event::Overridden { .. })));
}
