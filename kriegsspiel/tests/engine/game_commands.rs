//! The other commands: placing and removing, formation changes and wheels with their times,
//! skirmishers, concealed marches, strengths, the clock, rule readings, house rules and dice —
//! and that every refused command leaves the game exactly as it was. (Markers: game_markers.rs.)
//!
//! Figures: Section 2 — Movement, "Altering Formation" (infantry 250, foot artillery 300 paces
//! a turn; cavalry at the trot or gallop); limbering 2 minutes, guns from a march column 4 more
//! (Section 2) or 8 (the chart's note); skirmishers 100, 200 or 300 paces ahead
//! (Representation of Units — Formations, Skirmishers).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{c, open_game, uid};
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Condition, Strength};
use kriegsspiel::systems::reisswitz_1815::dice::{DieId, DieKind, DieReading};
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event, Game, GameError, Refusal};
use kriegsspiel::systems::reisswitz_1815::ruleset::HouseRule;

const OOB: &str = r#"
title = "test"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[units]]
id = "a1"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "lt"
echelon = "red"
kind = { type = "battalion", infantry = "light" }
[[units]]
id = "rf"
echelon = "red"
kind = { type = "battalion", infantry = "rifles" }
[[units]]
id = "hus"
echelon = "red"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
[[units]]
id = "bty12"
echelon = "red"
kind = { type = "battery", artillery = "foot", calibre = "twelve_pdr" }
"#;

fn game() -> Game {
    open_game(OOB, 42)
}

fn place(g: &mut Game, id: &str, x: f64, y: f64, formation: &str) {
    g.apply(Command::PlaceUnit {
        unit: uid(id),
        anchor: c(x, y),
        bearing: Bearing::NORTH,
        formation: formation.into(),
        override_reason: None,
    })
    .unwrap();
}

/// Applies a command that must fail, and checks the game did not change at all.
fn fails(g: &mut Game, command: Command) -> GameError {
    let before = g.clone();
    let e = g.apply(command).unwrap_err();
    assert_eq!(*g, before, "a refused command changes nothing");
    e
}

fn refused(g: &mut Game, command: Command) -> Vec<Refusal> {
    match fails(g, command) {
        GameError::Refused { refusals } => refusals,
        other => panic!("expected refusals, got {other:?}"),
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn formation_change_times_by_the_farthest_corner() {
    let mut g = game();
    place(&mut g, "a1", 5000.0, 5000.0, "line");
    // Line → attack column: the left block's rear-left corner goes from (−125, 75) to
    // (37.5, 125) in the unit's frame: √(162.5² + 50²) = √28906.25 paces, at 250 a turn: 1 turn.
    let t = g
        .reform_time(&uid("a1"), "attack_column", Bearing::NORTH)
        .unwrap();
    assert!(close(t.farthest, 28906.25f64.sqrt()), "{}", t.farthest);
    assert_eq!((t.rate, t.turns), (250.0, 1));
    assert!(t.rate_source.as_str().contains("Altering Formation"));
    // Column of route → line: the rear block's corner goes from (−37.5, 250) to (0, 0):
    // √63906.25 = 252.8 paces: just over a turn, so 2.
    place(&mut g, "lt", 8000.0, 5000.0, "column_of_route");
    let t = g.reform_time(&uid("lt"), "line", Bearing::NORTH).unwrap();
    assert!(close(t.farthest, 63906.25f64.sqrt()));
    assert_eq!(t.turns, 2);
    // Wheeling a line a quarter turn about its front's middle: √(200² + 50²) = 206.2: 1 turn.
    let t = g.reform_time(&uid("a1"), "line", Bearing::EAST).unwrap();
    assert!(close(t.farthest, 42500f64.sqrt()));
    assert_eq!(t.turns, 1);
    // Nothing moves: no time.
    assert_eq!(
        g.reform_time(&uid("a1"), "line", Bearing::NORTH)
            .unwrap()
            .turns,
        0
    );
    // Cavalry re-forms "at the trot or gallop": light cavalry's deploying rate, 900 on even.
    place(&mut g, "hus", 11000.0, 5000.0, "cavalry_line");
    let t = g
        .reform_time(&uid("hus"), "cavalry_open_column", Bearing::NORTH)
        .unwrap();
    assert!(close(t.farthest, 12500f64.sqrt()));
    assert_eq!((t.rate, t.turns), (900.0, 1));
}

#[test]
fn batteries_limber_and_prepare_their_guns() {
    // 12-pdr battery, march column → in battery (200-pace front): the rear wagon's corner goes
    // √107031.25 = 327.2 paces at 300 a turn = 2.181 minutes; unlimbering 2 minutes; guns
    // battened down for the march 4 minutes (Section 2): 8.181 minutes = 5 turns.
    let mut g = game();
    place(&mut g, "bty12", 5000.0, 5000.0, "battery_open_column");
    let t = g
        .reform_time(&uid("bty12"), "battery_200", Bearing::NORTH)
        .unwrap();
    assert!(close(t.farthest, 107031.25f64.sqrt()));
    assert_eq!(t.rate, 300.0);
    assert!(close(t.moving_minutes, 107031.25f64.sqrt() / 300.0 * 2.0));
    assert_eq!(t.handling_minutes, 6.0);
    assert_eq!(t.handling.len(), 2);
    assert_eq!(t.turns, 5);
    // The chart's note: 8 minutes to prepare: 12.181 minutes = 7 turns.
    g.apply(Command::SetOption {
        id: "gun_preparation".into(),
        reading: "chart_note".into(),
    })
    .unwrap();
    let t = g
        .reform_time(&uid("bty12"), "battery_200", Bearing::NORTH)
        .unwrap();
    assert_eq!((t.handling_minutes, t.turns), (10.0, 7));
    // Close column → battery: unlimber only (no march preparation).
    g.apply(Command::ChangeFormation {
        unit: uid("bty12"),
        formation: "battery_close_column_pairs".into(),
        override_reason: None,
    })
    .unwrap();
    let t = g
        .reform_time(&uid("bty12"), "battery_100", Bearing::NORTH)
        .unwrap();
    assert_eq!(t.handling_minutes, 2.0);
    assert_eq!(t.farthest, 0.0, "the stacks stand where they stood");
    assert_eq!(t.turns, 1);
}

#[test]
fn formation_changes_and_wheels_are_journaled_and_refused_where_they_must_be() {
    let mut g = game();
    place(&mut g, "a1", 5000.0, 5000.0, "line");
    let events = g
        .apply(Command::ChangeFormation {
            unit: uid("a1"),
            formation: "attack_column".into(),
            override_reason: None,
        })
        .unwrap();
    assert_eq!(
        events,
        vec![Event::FormationChanged {
            unit: uid("a1"),
            from: "line".into(),
            to: "attack_column".into(),
            turns: 1,
            ready_at_turn: 1,
        }]
    );
    // Still re-forming: another change is refused until turn 1.
    let r = refused(
        &mut g,
        Command::Rotate {
            unit: uid("a1"),
            bearing: Bearing::EAST,
            override_reason: None,
        },
    );
    assert_eq!(r, vec![Refusal::Reforming { until_turn: 1 }]);
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    let events = g
        .apply(Command::Rotate {
            unit: uid("a1"),
            bearing: Bearing::EAST,
            override_reason: None,
        })
        .unwrap();
    assert!(matches!(
        events[..],
        [Event::Wheeled {
            to: Bearing::EAST,
            turns: 1,
            ready_at_turn: 2,
            ..
        }]
    ));
    // A formation of another arm, an unknown formation, a unit off the map.
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    let r = refused(
        &mut g,
        Command::ChangeFormation {
            unit: uid("a1"),
            formation: "cavalry_line".into(),
            override_reason: None,
        },
    );
    assert!(matches!(&r[..], [Refusal::FormationNotForArm { .. }]));
    let e = fails(
        &mut g,
        Command::ChangeFormation {
            unit: uid("a1"),
            formation: "phalanx".into(),
            override_reason: None,
        },
    );
    assert!(e.to_string().contains("attack_column"), "{e}");
    assert!(matches!(
        fails(&mut g, Command::RemoveUnit { unit: uid("hus") }),
        GameError::NotOnMap(_)
    ));
    assert!(matches!(
        fails(
            &mut g,
            Command::PlaceUnit {
                unit: uid("a1"),
                anchor: c(1.0, 1.0),
                bearing: Bearing::NORTH,
                formation: "line".into(),
                override_reason: None
            }
        ),
        GameError::AlreadyOnMap(_)
    ));
    assert_eq!(
        g.apply(Command::RemoveUnit { unit: uid("a1") }).unwrap(),
        vec![Event::UnitRemoved { unit: uid("a1") }]
    );
    assert_eq!(g.footprint(&uid("a1")).unwrap(), None);
}

#[test]
fn skirmishers_go_out_and_come_in() {
    let mut g = game();
    place(&mut g, "a1", 5000.0, 5000.0, "line");
    let deploy = |blocks: u32, distance: f64| Command::DeploySkirmishers {
        unit: uid("a1"),
        blocks,
        distance,
        override_reason: None,
    };
    // A line battalion's light company: 2 blocks (Section 3 — Rules for Skirmish Firepower).
    let r = refused(&mut g, deploy(3, 200.0));
    assert_eq!(r, vec![Refusal::TooManySkirmishers { asked: 3, most: 2 }]);
    let r = refused(&mut g, deploy(2, 150.0));
    assert!(matches!(&r[..], [Refusal::SkirmishDistance { .. }]));
    assert!(matches!(
        fails(&mut g, deploy(0, 200.0)),
        GameError::Rules(_)
    ));
    assert!(matches!(
        fails(&mut g, deploy(2, f64::NAN)),
        GameError::Rules(_)
    ));
    let events = g.apply(deploy(2, 300.0)).unwrap();
    assert!(events.contains(&Event::SkirmishersOut {
        unit: uid("a1"),
        blocks: 2,
        distance: 300.0
    }));
    let f = g.footprint(&uid("a1")).unwrap().unwrap();
    assert_eq!(f.blocks.len(), 4);
    assert_eq!(
        (f.blocks[2].centre.x, f.blocks[2].centre.y),
        (4937.5, 4700.0)
    );
    // In again in the same turn is the same use of the 1-in-3 rate; out again next turn is not.
    g.apply(Command::RecallSkirmishers {
        unit: uid("a1"),
        override_reason: None,
    })
    .unwrap();
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    let r = refused(&mut g, deploy(2, 100.0));
    assert!(
        matches!(&r[..], [Refusal::RateLimited { limit, .. }] if limit.moves == 1 && limit.out_of == 3)
    );
    g.apply(Command::AdvanceClock { turns: 2 }).unwrap();
    g.apply(deploy(2, 100.0)).unwrap();
    // Forming square calls them in (the skirmishers retire into the square).
    let events = g
        .apply(Command::ChangeFormation {
            unit: uid("a1"),
            formation: "square".into(),
            override_reason: None,
        })
        .unwrap();
    assert!(events.contains(&Event::SkirmishersIn { unit: uid("a1") }));
    g.apply(Command::AdvanceClock { turns: 3 }).unwrap();
    let r = refused(&mut g, deploy(2, 100.0));
    assert!(matches!(&r[..], [Refusal::NoSkirmishersInFormation { .. }]));
    // Light battalion: 8 blocks; rifles: 8 a half battalion, 16 in all.
    place(&mut g, "lt", 8000.0, 5000.0, "line");
    place(&mut g, "rf", 11000.0, 5000.0, "line");
    let most = |g: &Game, id: &str| {
        let (unit, _) = g.state().unit(&uid(id)).unwrap();
        g.state().skirmish_blocks_allowed(unit).unwrap()
    };
    assert_eq!(
        (most(&g, "lt"), most(&g, "rf"), most(&g, "hus")),
        (Some(8), Some(16), None)
    );
    place(&mut g, "hus", 14000.0, 5000.0, "cavalry_line");
    assert!(matches!(
        fails(
            &mut g,
            Command::DeploySkirmishers {
                unit: uid("hus"),
                blocks: 1,
                distance: 100.0,
                override_reason: None
            }
        ),
        GameError::Unsuitable { .. }
    ));
}

#[test]
fn concealed_marches_strengths_condition_clock_options_house_rules_and_dice() {
    let mut g = game();
    place(&mut g, "a1", 5000.0, 5000.0, "column_of_route");
    // Concealed march with a numbered head marker.
    assert!(matches!(
        fails(
            &mut g,
            Command::Conceal {
                unit: uid("a1"),
                head_marker: 0
            }
        ),
        GameError::Rules(_)
    ));
    g.apply(Command::Conceal {
        unit: uid("a1"),
        head_marker: 3,
    })
    .unwrap();
    let p = g
        .state()
        .unit(&uid("a1"))
        .unwrap()
        .1
        .placement
        .clone()
        .unwrap();
    assert_eq!(p.concealed.unwrap().head_marker, 3);
    g.apply(Command::Reveal { unit: uid("a1") }).unwrap();
    assert!(matches!(
        fails(&mut g, Command::Reveal { unit: uid("a1") }),
        GameError::Unsuitable { .. }
    ));
    // Strengths: never negative.
    for (men, guns) in [(-1, 0), (0, -1), (i64::MIN, 0), (i64::MAX, 0)] {
        assert!(matches!(
            fails(
                &mut g,
                Command::SetStrength {
                    unit: uid("a1"),
                    men,
                    guns
                }
            ),
            GameError::Rules(_)
        ));
    }
    let events = g
        .apply(Command::SetStrength {
            unit: uid("a1"),
            men: 780,
            guns: 0,
        })
        .unwrap();
    assert_eq!(
        events,
        vec![Event::StrengthChanged {
            unit: uid("a1"),
            from: Strength { men: 900, guns: 0 },
            to: Strength { men: 780, guns: 0 }
        }]
    );
    g.apply(Command::SetCondition {
        unit: uid("a1"),
        condition: Condition::Tired,
        reason: None,
    })
    .unwrap();
    // The clock: 2 minutes a turn from 10:00.
    assert!(matches!(
        fails(&mut g, Command::AdvanceClock { turns: 0 }),
        GameError::Rules(_)
    ));
    assert!(matches!(
        fails(&mut g, Command::AdvanceClock { turns: 721 }),
        GameError::Rules(_)
    ));
    let events = g.apply(Command::AdvanceClock { turns: 5 }).unwrap();
    assert_eq!(
        events[0],
        Event::ClockAdvanced {
            from_turn: 0,
            to_turn: 5,
            time: TimeOfDay::new(10, 10).unwrap(),
            day: 0
        }
    );
    // Readings of contradictions.
    assert!(
        fails(
            &mut g,
            Command::SetOption {
                id: "nonsense".into(),
                reading: "x".into()
            }
        )
        .to_string()
        .contains("recovery_times")
    );
    let events = g
        .apply(Command::SetOption {
            id: "cavalry_slope".into(),
            reading: "summary_box".into(),
        })
        .unwrap();
    assert_eq!(
        events,
        vec![Event::OptionSet {
            id: "cavalry_slope".into(),
            from: "section4".into(),
            to: "summary_box".into()
        }]
    );
    // A house rule changes the march rate the next move is costed at.
    let bad = HouseRule::parse("movement.rows.inf_march.even=\"fast\"", "").unwrap();
    fails(&mut g, Command::HouseRule { rule: bad });
    let rule = HouseRule::parse("movement.rows.inf_march.even=300", "our roads are good").unwrap();
    g.apply(Command::HouseRule { rule }).unwrap();
    let plan = g
        .plan_move(
            &uid("a1"),
            &[c(5000.0, 4700.0)],
            kriegsspiel::systems::reisswitz_1815::army::Gait::March,
        )
        .unwrap();
    assert!(plan.fits && close(plan.fraction_needed.unwrap(), 1.0));
    // Dice: every throw goes through the game's dice box and into the journal.
    let events = g
        .apply(Command::ThrowDie {
            die: DieId::III,
            reading: DieReading::Circle,
            purpose: "melee A1 v B2".into(),
        })
        .unwrap();
    let Event::DieThrown { entries } = &events[0] else {
        panic!("{events:?}")
    };
    assert!(!entries.is_empty());
    assert_eq!(g.state().dice().log().len(), entries.len());
    assert!(entries.iter().all(|e| e.purpose == "melee A1 v B2"));
    assert!(matches!(
        fails(
            &mut g,
            Command::RecordThrow {
                die: DieKind::D6,
                face: 7,
                purpose: String::new()
            }
        ),
        GameError::Rules(_)
    ));
    g.apply(Command::RecordThrow {
        die: DieKind::D6,
        face: 4,
        purpose: "fraction of hits".into(),
    })
    .unwrap();
    assert!(matches!(
        fails(
            &mut g,
            Command::ThrowDie {
                die: DieId::I,
                reading: DieReading::Face,
                purpose: "x".repeat(501)
            }
        ),
        GameError::Rules(_)
    ));
    // Every applied command is in the journal with the turn it was applied at.
    let last = g.journal().last().unwrap();
    assert_eq!(last.turn, 5);
    assert_eq!(last.time, TimeOfDay::new(10, 10).unwrap());
}

#[test]
fn the_terrain_is_brought_up_to_date_as_a_journaled_command() {
    use geo::{LineString, Polygon};
    use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature, TerrainLayer};
    use kriegsspiel::systems::reisswitz_1815::army::Gait;
    let mut g = game();
    place(&mut g, "a1", 5000.0, 5000.0, "column_of_route");
    let path = [c(5000.0, 4500.0)];
    let open = g.plan_move(&uid("a1"), &path, Gait::March).unwrap();
    assert_eq!(open.legs.len(), 1);
    // The umpire adds a swamp across the road ahead and brings the game's terrain up to date.
    let mut terrain = TerrainLayer::new();
    terrain
        .add(TerrainFeature::new(
            FeatureKind::Swamp,
            "new swamp",
            FeatureGeometry::Area(Polygon::new(
                LineString::from(vec![
                    (4800.0, 4700.0),
                    (5200.0, 4700.0),
                    (5200.0, 4800.0),
                    (4800.0, 4800.0),
                ]),
                vec![],
            )),
        ))
        .unwrap();
    let events = g
        .apply(Command::UpdateTerrain {
            terrain: terrain.clone(),
        })
        .unwrap();
    assert_eq!(
        events,
        vec![Event::TerrainUpdated {
            features_before: 0,
            features_after: 1
        }]
    );
    assert_eq!(g.battlefield().terrain().len(), 1);
    let after = g.plan_move(&uid("a1"), &path, Gait::March);
    assert_ne!(
        after.map(|p| p.legs),
        Ok(open.legs.clone()),
        "the swamp is on the path now"
    );
    // A saved game replays the update at its place in the journal; undo takes it back.
    let back = Game::from_json(&g.to_json().unwrap(), "test").unwrap();
    assert_eq!(back.battlefield(), g.battlefield());
    g.undo().unwrap();
    assert_eq!(g.battlefield().terrain().len(), 0);
    assert_eq!(
        g.plan_move(&uid("a1"), &path, Gait::March).unwrap().legs,
        open.legs
    );
}
