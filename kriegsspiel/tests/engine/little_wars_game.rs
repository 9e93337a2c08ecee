//! Little Wars, the journaled game: the default battle, moves refused with their reasons, guns
//! with their crews, shots, melees with prisoners and escorts, gun capture, end of the battle
//! and its score, undo and redo, save and replay, the registry.

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsError;
use kriegsspiel::systems::little_wars::figure::{Arm, FigureStatus};
use kriegsspiel::systems::little_wars::game::{
    LittleWarsCommand as C, LittleWarsEvent, LittleWarsGame, Phase, ShotTouch,
};
use kriegsspiel::systems::little_wars::units::TablePoint;
use kriegsspiel::systems::{SavedGame, SystemId};

fn battle() -> LittleWarsGame {
    LittleWarsGame::default_battle(1913).unwrap()
}

fn ids(game: &LittleWarsGame, side: Side, arm: Arm) -> Vec<u32> {
    game.state()
        .figures
        .iter()
        .filter(|f| f.side == side && f.arm == arm)
        .map(|f| f.id)
        .collect()
}

fn to(game: &LittleWarsGame, id: u32, dx: f64, dy: f64) -> C {
    let at = game.state().figure(id).unwrap().at;
    C::MoveFigure {
        figure: id,
        route: vec![at.offset(dx, dy)],
        on_road_in_column: false,
    }
}

fn end(game: &mut LittleWarsGame) {
    game.apply(C::EndMove { seconds_used: None }).unwrap();
}

#[test]
fn the_default_battle_is_tossed_and_begun() {
    let game = battle();
    let s = game.state();
    assert_eq!(s.phase, Phase::Battle);
    assert_eq!(s.move_number, 1);
    assert_eq!(Some(s.to_move), s.first_player);
    assert_eq!(s.figures.len(), 36);
    assert_eq!(s.guns.len(), 2);
    // Wells L269: each gun starts in action, 4 men within 6 in.
    for g in &s.guns {
        assert_eq!(
            s.gun_state(g.id).unwrap(),
            kriegsspiel::systems::little_wars::gun::GunState::InAction
        );
    }
    // The toss came from the dice box and was logged.
    assert_eq!(s.dice.log().len(), 1);
}

#[test]
fn the_back_line_measures_a_sides_first_move_only() {
    // Wells L229: men put down off the back line count "in the subsequent move" as if they
    // touched it (moves 1 and 2, Wells L242). A man left standing on his side's first move is
    // measured from where he stands on its next: 11 in of a 12-in move (Wells L261) is refused
    // on move 1 (13 in from the back line, 2 in behind him) and allowed on move 3.
    // (move the man tries it on, allowed)
    let rows: &[(u32, bool)] = &[(1, false), (3, true)];
    for &(on_move, allowed) in rows {
        let mut game = battle();
        let side = game.state().to_move;
        let up = if side == Side::Red { -1.0 } else { 1.0 };
        let inf = ids(&game, side, Arm::Infantry)[0];
        while game.state().move_number < on_move {
            end(&mut game);
        }
        let moved = game.apply(to(&game, inf, 0.0, 11.0 * up));
        assert_eq!(moved.is_ok(), allowed, "move {on_move}: {moved:?}");
    }
}

#[test]
fn moves_are_refused_with_reasons() {
    let mut game = battle();
    let side = game.state().to_move;
    let up = if side == Side::Red { -1.0 } else { 1.0 };
    let inf = ids(&game, side, Arm::Infantry)[0];
    let enemy = ids(&game, side.opponent(), Arm::Infantry)[0];
    // Wells L229, L261: the first move is measured from the back line, 2 in behind him.
    let e = game.apply(to(&game, inf, 0.0, 11.0 * up)).unwrap_err();
    assert!(
        e.to_string().contains("13.00 in") && e.to_string().contains("Wells L261"),
        "{e}"
    );
    assert!(
        game.apply(to(&game, enemy, 0.0, -2.0 * up))
            .unwrap_err()
            .to_string()
            .contains("move")
    );
    game.apply(to(&game, inf, 0.0, 10.0 * up)).unwrap();
    // Wells L250: once a move.
    let e = game.apply(to(&game, inf, 0.0, 1.0 * up)).unwrap_err();
    assert!(e.to_string().contains("already moved"), "{e}");
    // Wells L246: guns first — no gun may move or fire after a man.
    let gun = game
        .state()
        .guns
        .iter()
        .find(|g| g.side == side)
        .unwrap()
        .id;
    let e = game
        .apply(C::RecordShot {
            gun: Some(gun),
            bearing_deg: None,
            touched: vec![],
        })
        .unwrap_err();
    assert!(e.to_string().contains("Wells L246"), "{e}");
    // A refused command leaves the game as it was.
    let before = game.clone();
    assert!(
        game.apply(to(&game, ids(&game, side, Arm::Cavalry)[0], 0.0, 30.0 * up))
            .is_err()
    );
    assert_eq!(game, before);
}

#[test]
fn a_gun_moves_with_four_men_trail_forward_and_fires_from_the_third_move() {
    let mut game = battle();
    let side = game.state().to_move;
    let up = if side == Side::Red { -1.0 } else { 1.0 };
    let gun = game
        .state()
        .guns
        .iter()
        .find(|g| g.side == side)
        .unwrap()
        .clone();
    // Wells L242: not on the first move.
    let e = game
        .apply(C::RecordShot {
            gun: Some(gun.id),
            bearing_deg: None,
            touched: vec![],
        })
        .unwrap_err();
    assert!(e.to_string().contains("Wells L242"), "{e}");
    let crew: Vec<u32> = gun
        .men_within_six(side, &game.state().figures, &game.state().options)
        .iter()
        .map(|f| f.id)
        .take(4)
        .collect();
    let crew_moves: Vec<(u32, TablePoint)> = crew
        .iter()
        .map(|id| {
            (
                *id,
                game.state().figure(*id).unwrap().at.offset(0.0, 6.0 * up),
            )
        })
        .collect();
    let crew_to = |n: usize| crew_moves.iter().take(n).copied().collect::<Vec<_>>();
    let target = gun.axle.offset(0.0, 6.0 * up);
    // Wells L273: three men are not enough.
    let e = game
        .apply(C::MoveGun {
            gun: gun.id,
            to: target,
            crew: crew_to(3),
        })
        .unwrap_err();
    assert!(e.to_string().contains("4 men"), "{e}");
    game.apply(C::MoveGun {
        gun: gun.id,
        to: target,
        crew: crew_to(4),
    })
    .unwrap();
    let moved = game.state().gun(gun.id).unwrap();
    // Trail forward: the muzzle points back the way it came.
    let expected = if side == Side::Red { 180.0 } else { 0.0 };
    assert!(
        (moved.bearing_deg - expected).abs() < 1e-9,
        "{}",
        moved.bearing_deg
    );
    end(&mut game);
    end(&mut game);
    // Move 3: the First Player may fire; up to 4 shots (Wells L273).
    for n in 1..=4 {
        let ev = game
            .apply(C::RecordShot {
                gun: Some(gun.id),
                bearing_deg: Some(0.0),
                touched: vec![],
            })
            .unwrap();
        assert_eq!(
            ev,
            vec![LittleWarsEvent::GunFired {
                gun: gun.id,
                shots: n
            }]
        );
    }
    assert!(
        game.apply(C::RecordShot {
            gun: Some(gun.id),
            bearing_deg: None,
            touched: vec![]
        })
        .is_err()
    );
}

#[test]
fn a_shot_kills_the_first_man_touched_and_every_man_who_fell() {
    let mut game = battle();
    end(&mut game);
    end(&mut game);
    let side = game.state().to_move;
    let gun = game
        .state()
        .guns
        .iter()
        .find(|g| g.side == side)
        .unwrap()
        .id;
    let enemy = ids(&game, side.opponent(), Arm::Infantry);
    // Wells L281: first touched dies though he stood; the third fell and dies; the second
    // stood and lives.
    let touched = vec![
        ShotTouch {
            figure: enemy[0],
            fell: false,
        },
        ShotTouch {
            figure: enemy[1],
            fell: false,
        },
        ShotTouch {
            figure: enemy[2],
            fell: true,
        },
    ];
    game.apply(C::RecordShot {
        gun: Some(gun),
        bearing_deg: None,
        touched,
    })
    .unwrap();
    let status = |id| game.state().figure(id).unwrap().status;
    assert_eq!(status(enemy[0]), FigureStatus::Dead);
    assert_eq!(status(enemy[1]), FigureStatus::Armed);
    assert_eq!(status(enemy[2]), FigureStatus::Dead);
}

#[test]
fn a_melee_takes_prisoners_and_an_escort_death_frees_them() {
    let mut game = battle();
    let mover = game.state().to_move;
    let mine = ids(&game, mover, Arm::Infantry);
    let theirs = ids(&game, mover.opponent(), Arm::Infantry);
    // 6 against 3 with no support: isolated, the cap — all 3 taken, none die (Wells L147).
    let ev = game
        .apply(C::SettleMelee {
            mover: mine[..6].to_vec(),
            other: theirs[..3].to_vec(),
            mover_supporters: vec![],
            other_supporters: vec![],
            dead: vec![],
            taken: vec![],
        })
        .unwrap();
    assert!(matches!(&ev[0], LittleWarsEvent::MeleeSettled(o) if o.other.taken_prisoner == 3));
    let escort = match game.state().figure(theirs[0]).unwrap().status {
        FigureStatus::Prisoner { escort } => escort.unwrap(),
        other => panic!("{other:?}"),
    };
    // A prisoner does not fight again (Wells L332).
    let e = game
        .apply(C::SettleMelee {
            mover: mine[6..8].to_vec(),
            other: theirs[..2].to_vec(),
            mover_supporters: vec![],
            other_supporters: vec![],
            dead: vec![],
            taken: vec![],
        })
        .unwrap_err();
    assert!(matches!(e, LittleWarsError::Melee(_)));
    end(&mut game);
    end(&mut game);
    end(&mut game);
    // The escort is shot: his prisoners are freed (Wells L328) and cannot move this move.
    let gun = game
        .state()
        .guns
        .iter()
        .find(|g| g.side == mover.opponent())
        .unwrap()
        .id;
    let ev = game
        .apply(C::RecordShot {
            gun: Some(gun),
            bearing_deg: None,
            touched: vec![ShotTouch {
                figure: escort,
                fell: true,
            }],
        })
        .unwrap();
    assert!(ev.contains(&LittleWarsEvent::Freed { figure: theirs[0] }));
    let e = game.apply(to(&game, theirs[0], 0.0, 1.0)).unwrap_err();
    assert!(e.to_string().contains("freed this move"), "{e}");
    // Freed men rearm only at their own back line (Wells L328).
    assert!(
        game.apply(C::Rearm {
            figures: vec![theirs[0]]
        })
        .is_err()
    );
}

#[test]
fn the_mover_chooses_who_dies_and_a_wrong_choice_is_refused() {
    let mut game = battle();
    let mover = game.state().to_move;
    let mine = ids(&game, mover, Arm::Infantry);
    let theirs = ids(&game, mover.opponent(), Arm::Infantry);
    let melee = |dead: Vec<u32>| C::SettleMelee {
        mover: mine[..4].to_vec(),
        other: theirs[..3].to_vec(),
        mover_supporters: vec![],
        other_supporters: vec![theirs[5], theirs[6]],
        dead,
        taken: vec![],
    };
    // 4 v 3 supported: 3 die on each side (Wells L316); the mover names them (Wells L320).
    assert!(game.apply(melee(vec![mine[3], theirs[0]])).is_err());
    let chosen = vec![mine[1], mine[2], mine[3], theirs[0], theirs[1], theirs[2]];
    game.apply(melee(chosen)).unwrap();
    assert_eq!(
        game.state().figure(mine[0]).unwrap().status,
        FigureStatus::Armed
    );
    assert_eq!(
        game.state().figure(mine[3]).unwrap().status,
        FigureStatus::Dead
    );
}

#[test]
fn a_gun_with_its_own_man_near_is_in_dispute_and_is_not_taken() {
    let mut game = battle();
    let mover = game.state().to_move;
    let enemy_gun = game
        .state()
        .guns
        .iter()
        .find(|g| g.side != mover)
        .unwrap()
        .clone();
    let men = ids(&game, mover, Arm::Infantry);
    let e = game
        .apply(C::CaptureGun {
            gun: enemy_gun.id,
            men: men[..4].to_vec(),
            attack_from: TablePoint::new(36.0, 24.0),
        })
        .unwrap_err();
    assert!(e.to_string().contains("Wells L345"), "{e}");
}

#[test]
fn the_battle_ends_and_scores() {
    let mut game = battle();
    let winner = game.state().to_move;
    game.apply(C::EndBattle {
        winner: Some(winner),
    })
    .unwrap();
    // 100 + a gun in action 10 + 6 cavalry × 1½ + 12 infantry (Wells L356).
    assert_eq!(
        game.state().score(winner).unwrap().points,
        100.0 + 10.0 + 9.0 + 12.0
    );
    assert_eq!(game.state().score(winner.opponent()).unwrap().points, 31.0);
    assert!(game.apply(C::EndMove { seconds_used: None }).is_err());
}

#[test]
fn undo_redo_save_and_replay_give_the_same_game() {
    let mut game = battle();
    let side = game.state().to_move;
    let up = if side == Side::Red { -1.0 } else { 1.0 };
    let inf = ids(&game, side, Arm::Infantry);
    game.apply(to(&game, inf[0], 0.0, 8.0 * up)).unwrap();
    game.apply(to(&game, inf[1], 1.0, 8.0 * up)).unwrap();
    end(&mut game);
    let before = game.clone();
    let undone = game.undo().unwrap();
    assert!(matches!(undone, C::EndMove { .. }));
    game.redo().unwrap();
    assert_eq!(game.state(), before.state());
    let text = game.to_json().unwrap();
    assert!(text.contains("\"system\": \"little_wars\""));
    let loaded = LittleWarsGame::from_json(&text, "battle.json").unwrap();
    assert_eq!(loaded.state(), game.state());
    // The registry opens it by the system it names.
    let saved = SavedGame::from_json(&text, "battle.json").unwrap();
    assert_eq!(saved.system(), SystemId::LittleWars);
    // A tampered journal is refused.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["journal"][2]["events"][0]["length"] = serde_json::json!(99.0);
    let bad = value.to_string();
    assert!(LittleWarsGame::from_json(&bad, "bad.json").is_err());
    assert!(LittleWarsGame::from_json("{}", "empty.json").is_err());
}

/// A calibrated floor photo is laid under the Country by a journaled command, refused with a
/// scale that is no positive number, taken back by undo and kept in the saved game (§1, the
/// photographed floor).
#[test]
fn floor_photo_is_a_journaled_command_with_a_checked_scale() {
    use kriegsspiel::systems::little_wars::country::CountryPhoto;
    let mut game = LittleWarsGame::default_battle(7).unwrap();
    let photo = |ppi: f64| CountryPhoto {
        file: "floor.jpg".into(),
        pixels_per_inch: ppi,
        origin_px: (0.0, 0.0),
        rotation_deg: 0.0,
    };
    for bad in [0.0, -3.0, f64::NAN] {
        let e = game
            .apply(C::SetFloorPhoto {
                photo: Some(photo(bad)),
            })
            .unwrap_err();
        assert!(
            matches!(
                e,
                LittleWarsError::OutOfRange {
                    what: "photo scale",
                    ..
                }
            ),
            "{e}"
        );
    }
    game.apply(C::SetFloorPhoto {
        photo: Some(photo(12.5)),
    })
    .unwrap();
    assert_eq!(game.state().country.photo, Some(photo(12.5)));
    let text = game.to_json().unwrap();
    let back = LittleWarsGame::from_json(&text, "saved").unwrap();
    assert_eq!(back.state().country.photo, Some(photo(12.5)));
    game.undo().unwrap();
    assert_eq!(game.state().country.photo, None);
}

#[test]
fn a_battle_saved_before_the_rule_corrections_replays_as_it_was_played() {
    // A file written before rules version 2 names no version: it is read as version 1 and
    // replays by the rules it was played by. Under those a man standing among his fellows
    // could surrender (now only an isolated body may, Wells L341), and a man put down off the
    // back line was measured from it on every move until he first moved (now on his side's
    // first move only, Wells L229).
    let mut setup = kriegsspiel::systems::little_wars::game::LittleWarsSetup::default_battle(1913);
    setup.rules_version = kriegsspiel::systems::little_wars::game::FIRST_RULES_VERSION;
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(C::TossForFirstMove).unwrap();
    game.apply(C::BeginBattle).unwrap();
    let side = game.state().to_move;
    let inf = ids(&game, side, Arm::Infantry);
    game.apply(C::Surrender {
        figures: vec![inf[0]],
    })
    .unwrap();
    let mut saved: serde_json::Value = serde_json::from_str(&game.to_json().unwrap()).unwrap();
    let setup = saved
        .pointer_mut("/setup")
        .and_then(|s| s.as_object_mut())
        .expect("the setup in the file");
    assert_eq!(setup.remove("rules_version"), Some(serde_json::json!(1)));
    let loaded = LittleWarsGame::from_json(&saved.to_string(), "old.json").unwrap();
    assert_eq!(loaded.state().rules_version, 1);
    assert_eq!(
        loaded.state().figure(inf[0]).unwrap().status,
        FigureStatus::PrisonerRemoved
    );
    // A new battle is played by the corrected rules: the same surrender is refused.
    let mut fresh = battle();
    let side = fresh.state().to_move;
    let man = ids(&fresh, side, Arm::Infantry)[0];
    assert!(fresh.apply(C::Surrender { figures: vec![man] }).is_err());
}
