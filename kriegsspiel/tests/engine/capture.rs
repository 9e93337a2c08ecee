//! Capture and prisoners (reference §12.8; draft L1345–1351, L1497–1512), beaten cavalry at
//! obstacles and defiles (§12.9; L927–942, L1005), captured batteries (§12.12; L1001–1003,
//! L1081, L1144–1146, L1216, L1349, L3978–3990) and supported batteries (§12.14; L975): the
//! calculators' figures, the journaled commands, the clock, and the journal replaying them.

use crate::support::{open_game, uid};
use kriegsspiel::systems::reisswitz_1815::calc::beaten_cavalry::{
    BeatenCavalryCase, BeatenCavalryWorksheet, BeatenSquadrons,
};
use kriegsspiel::systems::reisswitz_1815::calc::captured_battery::{
    BatteryArm, BatteryLossCase, BatteryLossWorksheet, BatteryOutOfAction, CapturedBatteryWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::calc::encirclement::{
    CaptureCase, CaptureVerdict, EncirclementThrow, EncirclementWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::calc::obstacle_capture::{BeatenArm, ObstacleCapture};
use kriegsspiel::systems::reisswitz_1815::calc::prisoner_escort::{
    EscortWorksheet, smallest_escort,
};
use kriegsspiel::systems::reisswitz_1815::calc::supported_battery::SupportedBatteryWorksheet;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event, Game, GameError, Refusal};
use kriegsspiel::systems::reisswitz_1815::ruleset::Circle;
use proptest::prelude::*;

const OOB: &str = r#"
title = "capture"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "blue"
side = "blue"
level = "army"
[[units]]
id = "r1"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "r2"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "rbty"
echelon = "red"
kind = { type = "battery", artillery = "foot", calibre = "six_pdr" }
[[units]]
id = "b1"
echelon = "blue"
kind = { type = "battalion", infantry = "line" }
"#;

#[test]
fn the_obstacle_takes_a_third_a_move_and_all_the_guns() {
    // (arm, men, guns, moves among them, resisting, men captured, guns lost, divisor; line)
    let cases = [
        (
            BeatenArm::Infantry,
            900,
            0,
            0,
            false,
            0,
            0,
            None,
            "L1351: none before a move",
        ),
        (
            BeatenArm::Infantry,
            900,
            0,
            1,
            false,
            300,
            0,
            None,
            "L1351: a third after 1",
        ),
        (
            BeatenArm::Cavalry,
            900,
            0,
            2,
            true,
            600,
            0,
            Some(10),
            "L1351: two thirds; a tenth",
        ),
        (
            BeatenArm::Infantry,
            900,
            0,
            3,
            false,
            900,
            0,
            None,
            "L1351: all after 3",
        ),
        (
            BeatenArm::Infantry,
            900,
            0,
            7,
            false,
            900,
            0,
            None,
            "L1351: all after 3",
        ),
        (
            BeatenArm::Infantry,
            100,
            0,
            1,
            false,
            33,
            0,
            None,
            "L1351: whole men down",
        ),
        (
            BeatenArm::Artillery,
            120,
            8,
            0,
            true,
            120,
            8,
            None,
            "L1349: always lost",
        ),
    ];
    for (arm, men, guns, moves, resisting, captured, lost, divisor, line) in cases {
        let w = ObstacleCapture::work(arm, men, guns, moves, resisting);
        assert_eq!(w.men_captured, captured, "{line}");
        assert_eq!(w.guns_lost, lost, "{line}");
        assert_eq!(w.captors_fire_divisor, divisor, "{line}");
        assert!(
            w.steps.iter().all(|s| s.source.as_str().contains("L13")),
            "{line}"
        );
    }
}

#[test]
fn encirclement_needs_three_times_and_no_help_and_a_defile_an_equal_force() {
    // (case, captors, corps, help near, verdict; line)
    let cases = [
        (
            CaptureCase::Encircled,
            3000,
            1000,
            false,
            CaptureVerdict::ThrowDieIII,
            "L1506: 3×",
        ),
        (
            CaptureCase::Encircled,
            2999,
            1000,
            false,
            CaptureVerdict::Resists,
            "L1506: under 3×",
        ),
        (
            CaptureCase::Encircled,
            4000,
            1000,
            true,
            CaptureVerdict::Resists,
            "L1500: help near",
        ),
        (
            CaptureCase::CaughtInDefile,
            1000,
            1000,
            false,
            CaptureVerdict::Captured,
            "L1510",
        ),
        (
            CaptureCase::CaughtInDefile,
            999,
            1000,
            false,
            CaptureVerdict::Resists,
            "L1510",
        ),
        (
            CaptureCase::AttackedInRearAfterMelee,
            10,
            1000,
            false,
            CaptureVerdict::Captured,
            "L1502",
        ),
    ];
    for (case, captors, corps, help, verdict, line) in cases {
        assert_eq!(
            EncirclementWorksheet::work(case, captors, corps, help).verdict,
            verdict,
            "{line}"
        );
    }
    // Die III, 2:1 against the encircled: the encirclers' circle takes them (L1500).
    assert_eq!(
        EncirclementThrow::from_circle(Circle::O),
        Some(EncirclementThrow::BeginToBeCaptured)
    );
    assert_eq!(
        EncirclementThrow::from_circle(Circle::A),
        Some(EncirclementThrow::FormMasses)
    );
}

#[test]
fn the_escort_is_one_tenth_rounded_up() {
    // (prisoners, smallest escort; L1512)
    for (prisoners, escort) in [(0, 0), (1, 1), (10, 1), (11, 2), (600, 60), (605, 61)] {
        assert_eq!(smallest_escort(prisoners), escort, "L1512: {prisoners}");
    }
    let w = EscortWorksheet::work(600, Some(59));
    assert_eq!(w.enough, Some(false), "L1512");
    assert_eq!(EscortWorksheet::work(600, Some(60)).enough, Some(true));
}

#[test]
fn beaten_cavalry_at_obstacles_and_defiles() {
    let obstacle = |reached_after, moves_among| {
        BeatenCavalryWorksheet::work(BeatenCavalryCase::Insurmountable {
            reached_after,
            moves_among,
            men: 600,
        })
        .unwrap()
    };
    assert_eq!(obstacle(1, 1).men_lost, Some(200), "L931: a third");
    assert_eq!(obstacle(2, 2).men_lost, Some(400), "L931: two thirds");
    assert_eq!(obstacle(2, 3).men_lost, Some(600), "L931: removed");
    assert_eq!(obstacle(3, 3).men_lost, None, "L931: only within two moves");
    let after = BeatenCavalryWorksheet::work(BeatenCavalryCase::AfterPursuit).unwrap();
    assert_eq!(
        (after.fight_points, after.rally_moves),
        (Some(-2), Some(2)),
        "L933"
    );
    let surmountable = |p| {
        BeatenCavalryWorksheet::work(BeatenCavalryCase::Surmountable {
            squadrons: 4,
            points_per_squadron: p,
        })
    };
    assert_eq!(
        surmountable(Some(3)).unwrap().loss_points,
        Some(12.0),
        "L937"
    );
    assert_eq!(
        surmountable(Some(6)).unwrap().loss_points,
        Some(24.0),
        "L937"
    );
    assert!(surmountable(Some(2)).is_err(), "L937: 3 to 6");
    assert!(surmountable(Some(7)).is_err(), "L937: 3 to 6");
    assert!(
        surmountable(None).unwrap().umpire_question.is_some(),
        "L937"
    );
    let squadrons = BeatenSquadrons {
        repulsed: 2,
        defeated: 1,
        totally_defeated: 1,
    };
    let defile = |paces, friends_halve| {
        BeatenCavalryWorksheet::work(BeatenCavalryCase::Defile {
            paces,
            squadrons,
            friends_halve,
        })
        .unwrap()
    };
    // (paces, friends halve, loss points, asks the umpire; line)
    let cases = [
        (900.0, None, Some(0.0), false, "L940: 900 paces, no loss"),
        (800.0, None, Some(7.0), false, "L940: 2×1 + 1×2 + 1×3"),
        (850.0, None, Some(7.0), false, "L940: under 900"),
        (800.0, Some(true), Some(3.5), false, "L942: halved"),
        (800.0, Some(false), Some(7.0), false, "L942: not halved"),
        (799.0, None, None, true, "L940: nearer, umpire's decision"),
    ];
    for (paces, halve, points, asks, line) in cases {
        let w = defile(paces, halve);
        assert_eq!(w.loss_points, points, "{line}");
        assert_eq!(w.umpire_question.is_some(), asks, "{line}");
    }
}

#[test]
fn captured_and_supported_batteries() {
    // (captured at, retaken at, now, out of action; line)
    let cases = [
        (
            10,
            None,
            12,
            BatteryOutOfAction::StillHeld {
                lost_for_game_at: 14,
            },
            "L1216",
        ),
        (
            10,
            None,
            14,
            BatteryOutOfAction::ForTheGame,
            "L1216: held 4 moves",
        ),
        (
            10,
            Some(13),
            13,
            BatteryOutOfAction::Until { turn: 43 },
            "L1216: 30 moves",
        ),
        (
            10,
            Some(14),
            14,
            BatteryOutOfAction::ForTheGame,
            "L1216: held 4 moves",
        ),
    ];
    for (at, retaken, now, out, line) in cases {
        let w = CapturedBatteryWorksheet::work(at, retaken, now);
        assert_eq!(w.out_of_action, out, "{line}");
        assert_eq!(w.taken_away_at, at + 10, "L1003: 20 minutes");
    }
    // (arm, half battalions, half squadrons, lost; line)
    let flank = [
        (BatteryArm::Foot, 1, 0, true, "L1144: half a battalion"),
        (BatteryArm::Foot, 0, 1, true, "L1144: half a squadron"),
        (BatteryArm::Foot, 0, 0, false, "L1144"),
        (
            BatteryArm::Horse,
            1,
            1,
            false,
            "L1146: a battalion or a squadron",
        ),
        (BatteryArm::Horse, 0, 2, true, "L1146: a squadron"),
        (BatteryArm::Horse, 2, 0, true, "L1146: a battalion"),
    ];
    for (arm, half_battalions, half_squadrons, lost, line) in flank {
        let w = BatteryLossWorksheet::work(BatteryLossCase::FlankOrRear {
            arm,
            half_battalions,
            half_squadrons,
        });
        assert_eq!(w.lost, lost, "{line}");
    }
    let cover = BatteryLossWorksheet::work(BatteryLossCase::FlankCover {
        guns: 8,
        throw_succeeded: None,
    });
    assert_eq!((cover.lost, cover.guns_lost), (false, Some(2)), "L1001");
    let failed = BatteryLossWorksheet::work(BatteryLossCase::FlankCover {
        guns: 8,
        throw_succeeded: Some(false),
    });
    assert_eq!((failed.lost, failed.guns_lost), (true, Some(8)), "L3980");
    assert!(
        BatteryLossWorksheet::work(BatteryLossCase::ObstacleInRetreat).lost,
        "L1349"
    );
    assert!(
        BatteryLossWorksheet::work(BatteryLossCase::StayedBesideBeatenBattalion).lost,
        "L1081"
    );
    // (support half battalions, squadrons, needed, enough; L975)
    for (half, squadrons, needed, enough) in [(0, 2, 2, true), (2, 3, 4, false), (2, 4, 4, true)] {
        let w = SupportedBatteryWorksheet::work(half, Some(squadrons), None);
        assert_eq!(w.squadrons_needed, needed, "L975");
        assert_eq!(w.enough, Some(enough), "L975");
        assert_eq!(w.dice_worse, 1, "L975: a die less");
    }
    let w = SupportedBatteryWorksheet::work(1, None, Some(false));
    assert_eq!(w.battery_falls, Some(false), "L975: only with its support");
}

fn men(game: &Game, id: &str) -> u32 {
    game.state().unit(&uid(id)).unwrap().1.strength.men
}

fn take(
    game: &mut Game,
    men: u32,
    escort: u32,
    why: Option<&str>,
) -> Result<Vec<Event>, GameError> {
    game.apply(Command::TakePrisoners {
        unit: uid("r1"),
        captors: uid("b1"),
        men,
        escort,
        override_reason: why.map(str::to_string),
    })
}

#[test]
fn prisoners_need_an_escort_of_a_tenth_and_may_be_freed_on_the_umpires_decision() {
    let mut game = open_game(OOB, 5);
    let before = men(&game, "r1");
    let err = take(&mut game, 200, 19, None).unwrap_err();
    assert!(
        matches!(&err, GameError::Refused { refusals } if refusals == &[Refusal::EscortTooSmall { prisoners: 200, escort: 19, needed: 20 }]),
        "L1512: {err}"
    );
    assert_eq!(men(&game, "r1"), before, "refused: nothing changed");
    let events = take(&mut game, 200, 20, None).unwrap();
    assert!(events.contains(&Event::PrisonersTaken {
        unit: uid("r1"),
        captors: uid("b1"),
        men: 200,
        escort: 20,
    }));
    assert_eq!(men(&game, "r1"), before - 200);
    // Overridden with a reason: the journal says so.
    let events = take(&mut game, 100, 5, Some("the rest are wounded")).unwrap();
    assert!(matches!(events[0], Event::Overridden { .. }));
    // Same side, or more than the unit has: refused.
    assert!(
        game.apply(Command::TakePrisoners {
            unit: uid("r1"),
            captors: uid("r2"),
            men: 10,
            escort: 1,
            override_reason: None,
        })
        .is_err()
    );
    assert!(take(&mut game, before, 100, None).is_err());
    let events = game
        .apply(Command::LiberatePrisoners {
            captors: uid("b1"),
            column: 0,
            decision: "the column met red hussars on the road".into(),
        })
        .unwrap();
    assert!(matches!(&events[0], Event::DecisionRecorded { .. }));
    assert!(events.contains(&Event::PrisonersFreed {
        captors: uid("b1"),
        unit: uid("r1"),
        men: 200,
    }));
    assert_eq!(men(&game, "r1"), before - 100);
    assert!(
        game.apply(Command::LiberatePrisoners {
            captors: uid("b1"),
            column: 1,
            decision: "x".into(),
        })
        .is_err(),
        "only one column is left"
    );
}

#[test]
fn encirclement_throws_die_iii_only_at_three_times_the_strength() {
    let mut game = open_game(OOB, 9);
    let throws = |g: &Game| g.state().dice().log().len();
    let n = throws(&game);
    // One battalion against two: under three times, no throw (L1506).
    let events = game
        .apply(Command::ThrowEncirclement {
            corps: vec![uid("b1")],
            encirclers: vec![uid("r1"), uid("r2")],
            help_near: false,
        })
        .unwrap();
    assert_eq!(throws(&game), n, "L1506: no throw");
    assert!(matches!(
        events.last(),
        Some(Event::EncirclementDecided {
            verdict: CaptureVerdict::Resists,
            outcome: None,
            ..
        })
    ));
    // Cut the corps to a third of the encirclers: Die III is thrown and logged (L1500).
    let encirclers = men(&game, "r1") + men(&game, "r2");
    game.apply(Command::SetStrength {
        unit: uid("b1"),
        men: i64::from(encirclers / 3),
        guns: 0,
    })
    .unwrap();
    let n = throws(&game);
    let events = game
        .apply(Command::ThrowEncirclement {
            corps: vec![uid("b1")],
            encirclers: vec![uid("r1"), uid("r2")],
            help_near: false,
        })
        .unwrap();
    assert!(throws(&game) > n, "L1500: Die III from the dice box");
    assert!(matches!(&events[0], Event::DieThrown { .. }));
    assert!(matches!(
        events.last(),
        Some(Event::EncirclementDecided {
            verdict: CaptureVerdict::ThrowDieIII,
            outcome: Some(_),
            ..
        })
    ));
}

#[test]
fn a_captured_battery_is_lost_for_the_game_after_four_moves_or_out_thirty_if_retaken() {
    let mut game = open_game(OOB, 11);
    let capture = |g: &mut Game| {
        g.apply(Command::CaptureBattery {
            battery: uid("rbty"),
            captors: uid("b1"),
        })
    };
    assert!(
        game.apply(Command::CaptureBattery {
            battery: uid("r1"),
            captors: uid("b1"),
        })
        .is_err(),
        "only a battery"
    );
    capture(&mut game).unwrap();
    assert!(capture(&mut game).is_err(), "already held");
    let fire = |g: &mut Game| {
        g.apply(Command::FireTurn {
            unit: uid("rbty"),
            override_reason: None,
        })
    };
    assert!(
        matches!(fire(&mut game), Err(GameError::Refused { refusals }) if matches!(refusals[0], Refusal::BatteryOutOfAction { .. })),
        "L1216: a battery in the enemy's hands does not fire"
    );
    game.apply(Command::AdvanceClock { turns: 3 }).unwrap();
    let events = game
        .apply(Command::RetakeBattery {
            battery: uid("rbty"),
        })
        .unwrap();
    assert_eq!(
        events,
        vec![Event::BatteryRetaken {
            battery: uid("rbty"),
            out_until: 33,
        }],
        "L1216: retaken after 3 moves, out 30"
    );
    let state = |g: &Game| g.state().unit(&uid("rbty")).unwrap().1.capture.clone();
    assert!(state(&game).battery_out_of_action(32));
    assert!(fire(&mut game).is_err(), "L1216: out of action 30 moves");
    let events = game.apply(Command::AdvanceClock { turns: 30 }).unwrap();
    assert!(events.contains(&Event::BatteryBackInAction {
        battery: uid("rbty")
    }));
    assert!(state(&game).is_empty());
    assert!(fire(&mut game).is_ok(), "back in action, it fires");
    // Held four moves: out for the game, and it cannot be retaken.
    capture(&mut game).unwrap();
    let events = game.apply(Command::AdvanceClock { turns: 4 }).unwrap();
    assert!(
        events.contains(&Event::BatteryLostForGame {
            battery: uid("rbty")
        }),
        "L1216"
    );
    assert!(
        game.apply(Command::RetakeBattery {
            battery: uid("rbty")
        })
        .is_err()
    );
    assert!(state(&game).battery_out_of_action(1000));
}

#[test]
fn capture_commands_replay_from_the_journal() {
    let mut game = open_game(OOB, 13);
    take(&mut game, 300, 30, None).unwrap();
    game.apply(Command::CaptureBattery {
        battery: uid("rbty"),
        captors: uid("b1"),
    })
    .unwrap();
    game.apply(Command::ThrowEncirclement {
        corps: vec![uid("b1")],
        encirclers: vec![uid("r2")],
        help_near: true,
    })
    .unwrap();
    game.apply(Command::AdvanceClock { turns: 2 }).unwrap();
    game.apply(Command::RetakeBattery {
        battery: uid("rbty"),
    })
    .unwrap();
    let text = game.to_json().unwrap();
    let back = Game::from_json(&text, "test").unwrap();
    assert_eq!(back.state(), game.state());
    // A save without capture state leaves it out, so older saves load as they were.
    let plain = open_game(OOB, 13).to_json().unwrap();
    assert!(!plain.contains("\"capture\": {"));
}

proptest! {
    #[test]
    fn taking_and_freeing_prisoners_never_creates_or_loses_a_man(
        takes in proptest::collection::vec((1u32..400, 0u32..60), 1..6),
        free in proptest::collection::vec(0u32..6, 0..6),
    ) {
        let mut game = open_game(OOB, 17);
        let total = |g: &Game| {
            let (_, b1) = g.state().unit(&uid("b1")).unwrap();
            men(g, "r1") + b1.capture.prisoners_held()
        };
        let before = total(&game);
        for (men, escort) in takes {
            let _ = take(&mut game, men, escort, Some("test"));
            prop_assert_eq!(total(&game), before);
        }
        for column in free {
            let _ = game.apply(Command::LiberatePrisoners {
                captors: uid("b1"),
                column,
                decision: "met the enemy".into(),
            });
            prop_assert_eq!(total(&game), before);
        }
    }
}
