//! The shell, the General, the guns' projectile and contours (Wells L561, L577, L600-L602;
//! little-wars.md §10).

use super::*;

/// A shell field: Red riders far off; Blue infantry at the given offsets from (50, 20).
fn shell_field(
    red_offsets: &[(f64, f64)],
    blue_offsets: &[(f64, f64)],
) -> (Field, Vec<u32>, Vec<u32>) {
    let mut field = Field::default();
    let mut put = |side: Side, offsets: &[(f64, f64)]| -> Vec<u32> {
        offsets
            .iter()
            .map(|(dx, dy)| {
                let id = u32::try_from(field.figures.len()).unwrap() + 1;
                field.figures.push(Figure::new(
                    id,
                    side,
                    Arm::Infantry,
                    TablePoint::new(50.0 + dx, 20.0 + dy),
                ));
                id
            })
            .collect()
    };
    let red = put(Side::Red, red_offsets);
    let blue = put(Side::Blue, blue_offsets);
    (field, red, blue)
}

/// `field` with a Red and a Blue gun, each with `crew` men, far from where the shells fall.
fn with_battery(mut field: Field, crew: u32) -> Field {
    for (side, y, crew_y) in [(Side::Red, 40.0, 43.0), (Side::Blue, 8.0, 5.0)] {
        field.gun(side, 66.0, y);
        field.line(side, Arm::Infantry, crew, 63.0, crew_y);
    }
    field
}

/// The battle with a battery a side, Red to move on his second move, the first on which guns
/// fire (Wells L242), so that each shell is fired by a gun under the rules of gun-fire
/// (Wells L561).
fn shelling(pairs: &[(&str, &str)], field: Field) -> LittleWarsGame {
    second_move(battle(pairs, with_battery(field, 4)))
}

fn second_move(mut game: LittleWarsGame) -> LittleWarsGame {
    while game.state().to_move != Side::Red || game.state().move_number < 3 {
        end(&mut game);
    }
    game
}

/// The last gun on the table of the side to move: its battery's.
fn shell_gun(game: &LittleWarsGame) -> Option<u32> {
    let s = game.state();
    s.guns
        .iter()
        .rev()
        .find(|g| g.side == s.to_move && !g.destroyed)
        .map(|g| g.id)
}

fn burst(game: &mut LittleWarsGame, dead: &[u32]) -> Result<Vec<Ev>, LittleWarsError> {
    game.apply(C::ShellBurst {
        gun: shell_gun(game),
        at: TablePoint::new(50.0, 20.0),
        sheltered: Vec::new(),
        dead: dead.to_vec(),
    })
}

#[test]
fn shell_inside_and_shell_scope_by_reading() {
    // Wells L561: half the men within 3 in die, the odd man included.
    // (option, reading, red offsets, blue offsets, dead, source)
    type Row<'a> = (
        &'a str,
        &'a str,
        &'a [(f64, f64)],
        &'a [(f64, f64)],
        u32,
        &'a str,
    );
    let rows: &[Row] = &[
        (
            "shell_inside",
            "any_part",
            &[],
            &[(3.2, 0.0)],
            1,
            "Wells L561 with L296: any part inside",
        ),
        (
            "shell_inside",
            "base_centre",
            &[],
            &[(3.2, 0.0)],
            0,
            "base_centre: the centre is outside",
        ),
        (
            "shell_scope",
            "per_side",
            &[(1.0, 0.0)],
            &[(-1.0, 0.0)],
            2,
            "per_side: ⌈1/2⌉ each",
        ),
        (
            "shell_scope",
            "combined",
            &[(1.0, 0.0)],
            &[(-1.0, 0.0)],
            1,
            "combined: ⌈2/2⌉",
        ),
    ];
    for &(option, reading, red, blue, want, cite) in rows {
        let (field, r, b) = shell_field(red, blue);
        let mut game = shelling(&[(option, reading)], field);
        burst(&mut game, &[]).unwrap();
        let all: Vec<u32> = r.iter().chain(&b).copied().collect();
        assert_eq!(dead(&game, &all), want, "{cite}");
    }
}

#[test]
fn shell_choice_by_reading() {
    // Who picks the dead is not stated (little-wars.md L84): `firer` as the mover picks in a
    // melee (Wells L320), `owner`, or `nearest` first. Blue has 2 exposed men, 1 due.
    // (reading, choice: far man, refused?, source)
    let rows: &[(&str, bool, bool, &str)] = &[
        ("firer", true, false, "firer: the named man dies"),
        ("owner", true, false, "owner: the named man dies"),
        ("nearest", true, true, "nearest: only the nearest may die"),
        ("nearest", false, false, "nearest: accepted"),
        ("firer", false, false, "firer: none named, the nearest die"),
    ];
    for &(reading, name_far, refused, cite) in rows {
        let (field, _, b) = shell_field(&[], &[(0.5, 0.0), (2.0, 0.0)]);
        let (near, far) = (b[0], b[1]);
        let mut game = shelling(&[("shell_choice", reading)], field);
        let choice = if name_far { vec![far] } else { Vec::new() };
        let got = burst(&mut game, &choice);
        if refused {
            assert!(
                matches!(
                    appendix(got.unwrap_err()),
                    AppendixRefusal::BadChoiceOfDead { .. }
                ),
                "{cite}"
            );
            continue;
        }
        got.unwrap();
        let dies = if name_far { far } else { near };
        assert_eq!(
            game.state().figure(dies).unwrap().status,
            FigureStatus::Dead,
            "{cite}"
        );
        assert_eq!(dead(&game, &b), 1, "{cite}");
    }
    // Validated under every reading: exactly the number due, all among the exposed.
    let (field, _, b) = shell_field(&[], &[(0.5, 0.0), (2.0, 0.0), (9.0, 0.0)]);
    let mut game = shelling(&[], field);
    assert!(matches!(
        appendix(burst(&mut game, &b[..2]).unwrap_err()),
        AppendixRefusal::BadChoiceOfDead {
            named: 2,
            due: 1,
            ..
        }
    ));
    assert!(matches!(
        appendix(burst(&mut game, &[b[2]]).unwrap_err()),
        AppendixRefusal::BadChoiceOfDead { .. }
    ));
}

#[test]
fn a_gun_in_a_shell_by_move_counting() {
    // Wells L561: wholly inside destroyed; partly inside disabled for 2 moves, counted by
    // `move_counting`: Blue's own 2 moves, or the next 2 moves of either side.
    // (reading, Blue gun disabled after each of the next move ends, source)
    // The first entry is the rest of Red's move in which the shell burst.
    let rows: &[(&str, [bool; 5], &str)] = &[
        (
            "own_moves",
            [true, true, true, true, false],
            "own_moves: Blue's next two moves",
        ),
        (
            "all_moves",
            [true, true, true, false, false],
            "all_moves: the next two moves of either side",
        ),
    ];
    for &(reading, disabled, cite) in rows {
        let mut field = Field::default();
        field.line(Side::Red, Arm::Infantry, 4, 10.0, 44.0);
        let partly = field.gun(Side::Blue, 50.0, 17.5);
        let wholly = field.gun(Side::Blue, 60.0, 20.0);
        field.gun(Side::Red, 20.0, 44.0);
        let mut game = shelling(&[("move_counting", reading)], field);
        game.apply(C::ShellBurst {
            gun: shell_gun(&game),
            at: TablePoint::new(50.0, 20.0),
            sheltered: Vec::new(),
            dead: Vec::new(),
        })
        .unwrap();
        let shell2 = C::ShellBurst {
            gun: shell_gun(&game),
            at: TablePoint::new(60.0, 20.0),
            sheltered: Vec::new(),
            dead: Vec::new(),
        };
        game.apply(shell2).unwrap();
        assert!(
            game.state().gun(wholly).unwrap().destroyed,
            "Wells L561: wholly inside"
        );
        assert!(!game.state().gun(partly).unwrap().destroyed);
        for (n, want) in disabled.iter().enumerate() {
            let out = game.state().gun(partly).unwrap().disabled_moves > 0;
            assert_eq!(out, *want, "{cite}: move {n} after the shell");
            end(&mut game);
        }
    }
}

#[test]
fn general_vulnerability_by_reading() {
    // Wells L577 (Sykes): the General within a shell's 3 in is out for 3 moves; hit by rifle
    // fire, out of the game. `invulnerable`: Wells's own suggestion.
    // (reading, out after the shell, dead after rifle fire, source)
    let rows: &[(&str, bool, bool, &str)] = &[
        ("sykes", true, true, "Wells L577: Sykes"),
        (
            "invulnerable",
            false,
            false,
            "Wells L577: Wells's suggestion",
        ),
    ];
    for &(reading, out, killed, cite) in rows {
        let mut field = Field::default();
        let general = field.line(Side::Blue, Arm::General, 1, 50.0, 20.0)[0];
        let blue = field.line(Side::Blue, Arm::Infantry, 1, 30.0, 10.0)[0];
        field.line(Side::Red, Arm::Infantry, 2, 30.0, 40.0);
        let mut game = shelling(&[("general_vulnerability", reading)], field);
        burst(&mut game, &[]).unwrap();
        assert!(
            game.state().figure(general).unwrap().is_armed(),
            "{cite}: a shell never kills him"
        );
        end(&mut game);
        let moved = blue_moves(&mut game, general, 6.0);
        assert_eq!(moved.is_err(), out, "{cite}");
        if out {
            assert!(matches!(
                appendix(moved.unwrap_err()),
                AppendixRefusal::GeneralOut { .. }
            ));
            // Blue's first move after the shell now; his fourth is free.
            for _ in 0..6 {
                end(&mut game);
            }
            blue_moves(&mut game, general, 6.0).expect("out for 3 of his moves only");
        }
        // Rifle fire from Red (no gun, Wells L565) touching the General first, then a man.
        if game.state().to_move == Side::Blue {
            end(&mut game);
        }
        game.apply(C::RecordShot {
            gun: None,
            bearing_deg: None,
            touched: vec![
                ShotTouch {
                    figure: general,
                    fell: true,
                },
                ShotTouch {
                    figure: blue,
                    fell: false,
                },
            ],
        })
        .unwrap();
        let s = game.state();
        assert_eq!(
            s.figure(general).unwrap().status == FigureStatus::Dead,
            killed,
            "{cite}"
        );
        // Invulnerable: the shot passes him as if he were not there, and the next man touched
        // is the first touched.
        assert_eq!(
            s.figure(blue).unwrap().status == FigureStatus::Dead,
            !killed,
            "{cite}"
        );
    }
}

#[test]
fn a_captured_general_is_out_of_the_game_under_sykes() {
    // Wells L577 (Sykes): captured, the General is out of the game and is never rearmed;
    // under `invulnerable` his rearming goes to the floor rule (freed and at his back line,
    // Wells L328), which refuses a man still held.
    let rows: &[(&str, bool, &str)] = &[
        ("sykes", true, "Wells L577: out of the game"),
        ("invulnerable", false, "the floor rule decides"),
    ];
    for &(reading, out_of_game, cite) in rows {
        let mut field = Field::default();
        let general = field.line(Side::Red, Arm::General, 1, 50.0, 40.0)[0];
        let mut game = battle(&[("general_vulnerability", reading)], field);
        game.apply(C::Surrender {
            figures: vec![general],
        })
        .unwrap();
        let err = game
            .apply(C::Rearm {
                figures: vec![general],
            })
            .unwrap_err();
        assert_eq!(
            matches!(
                err,
                LittleWarsError::Appendix(AppendixRefusal::GeneralOutOfGame { .. })
            ),
            out_of_game,
            "{cite}: {err}"
        );
    }
}

#[test]
fn kriegspiel_gun_projectile_by_reading() {
    // Wells L561, L565: `shell_only` guns fire shell, the shot being for rifle fire only;
    // `shell_or_shot` lets the gunner choose a floor shot.
    let rows: &[(&str, bool, &str)] = &[
        ("shell_only", false, "Wells L561: shell only"),
        (
            "shell_or_shot",
            true,
            "shell_or_shot: the floor shot allowed",
        ),
    ];
    for &(reading, allowed, cite) in rows {
        let mut field = Field::default();
        let gun = field.gun(Side::Red, 40.0, 40.0);
        field.line(Side::Red, Arm::Infantry, 4, 38.0, 42.0);
        field.gun(Side::Blue, 40.0, 8.0);
        field.line(Side::Blue, Arm::Infantry, 4, 38.0, 6.0);
        let mut game = battle(&[("kriegspiel_gun_projectile", reading)], field);
        end(&mut game);
        end(&mut game);
        let got = game.apply(C::RecordShot {
            gun: Some(gun),
            bearing_deg: None,
            touched: Vec::new(),
        });
        match got {
            Ok(_) => assert!(allowed, "{cite}"),
            Err(e) => {
                assert!(!allowed, "{cite}: {e}");
                assert!(
                    matches!(appendix(e), AppendixRefusal::ShellOnly { .. }),
                    "{cite}"
                );
            }
        }
    }
}

#[test]
fn contour_cost_and_wheel_slope_by_reading() {
    // Wells L600-L602: uphill 1 ft a contour, downhill 1 ft per two; `added` to the distance
    // or `instead` the larger. (distance in, up, down, reading, cost in, source)
    let rows: &[(f64, u32, u32, &str, f64, &str)] = &[
        (6.0, 1, 2, "added", 30.0, "Wells L600: 6 + 12 + 12"),
        (6.0, 1, 2, "instead", 24.0, "instead: the climb is larger"),
        (
            30.0,
            1,
            0,
            "instead",
            30.0,
            "instead: the distance is larger",
        ),
        (30.0, 1, 0, "added", 42.0, "Wells L600: 30 + 12"),
    ];
    for &(d, up, down, reading, cost, cite) in rows {
        let o = options(&[("contour_cost", reading)]);
        assert_eq!(
            contour_move_cost(Inches(d), up, down, &o),
            Inches(cost),
            "{cite}"
        );
    }
    // Wells L601-L602: four contours to a foot stop wheels off the road (`four_per_foot`);
    // under `agreed` the players' mark of the slope decides.
    // (contours in a foot, on road, players' mark: steep, reading, may climb, source)
    type SlopeRow<'a> = (u32, bool, Option<bool>, &'a str, bool, &'a str);
    let rows: &[SlopeRow] = &[
        (
            4,
            false,
            None,
            "four_per_foot",
            false,
            "Wells L602: four stop wheels",
        ),
        (
            3,
            false,
            None,
            "four_per_foot",
            true,
            "Wells L602: three do not",
        ),
        (
            4,
            true,
            None,
            "four_per_foot",
            true,
            "Wells L602: unless there is a road",
        ),
        (
            4,
            false,
            Some(false),
            "agreed",
            true,
            "agreed: not marked steep",
        ),
        (
            2,
            false,
            Some(true),
            "agreed",
            false,
            "agreed: marked steep",
        ),
        (
            2,
            true,
            Some(true),
            "agreed",
            true,
            "agreed: a road still serves",
        ),
    ];
    for &(contours, road, steep, reading, ok, cite) in rows {
        let o = options(&[("wheel_slope", reading)]);
        assert_eq!(wheels_may_climb(contours, road, steep, &o), ok, "{cite}");
    }
}

/// A shell at (50, 20) from the side to move's battery gun.
fn shell_from(game: &mut LittleWarsGame, gun: Option<u32>) -> Result<Vec<Ev>, LittleWarsError> {
    game.apply(C::ShellBurst {
        gun,
        at: TablePoint::new(50.0, 20.0),
        sheltered: Vec::new(),
        dead: Vec::new(),
    })
}

/// A shell at (50, 20) from the battery gun of the side to move.
fn battery_shell(game: &mut LittleWarsGame) -> Result<Vec<Ev>, LittleWarsError> {
    let gun = shell_gun(game);
    shell_from(game, gun)
}

type ShellCase = fn() -> (LittleWarsGame, Result<Vec<Ev>, LittleWarsError>);

fn refused_as(got: &Result<Vec<Ev>, LittleWarsError>) -> &'static str {
    match got {
        Ok(_) => "fired",
        Err(LittleWarsError::Appendix(AppendixRefusal::ShellNeedsGun)) => "no gun",
        Err(LittleWarsError::Move(MoveRefusal::GunOutOfAction { .. })) => "out of action",
        Err(LittleWarsError::Move(MoveRefusal::GunsFirst)) => "guns first",
        Err(LittleWarsError::Move(MoveRefusal::TooEarlyToFire { .. })) => "too early",
        Err(LittleWarsError::Gun(_)) => "four shots",
        Err(_) => "other",
    }
}

#[test]
fn a_shell_is_fired_by_a_gun_under_the_rules_of_gun_fire() {
    // Wells L561: "let the rules as to gun-fire be as they are now": a gun in action with its
    // four men (L269), guns before men (L246), move or fire and four shots (L273), no fire on a
    // side's first move (L242). (case, what happens, source)
    let rows: &[(ShellCase, &str, &str)] = &[
        (
            || {
                let mut g = shelling(&[], Field::default());
                let got = battery_shell(&mut g);
                (g, got)
            },
            "fired",
            "Wells L561: from the battery gun",
        ),
        (
            || {
                let mut g = shelling(&[], Field::default());
                let got = shell_from(&mut g, None);
                (g, got)
            },
            "no gun",
            "Wells L561: a shell needs a gun",
        ),
        (
            || {
                let mut g = second_move(battle(&[], with_battery(Field::default(), 3)));
                let got = battery_shell(&mut g);
                (g, got)
            },
            "out of action",
            "Wells L269: three men leave it out of action",
        ),
        (
            || {
                let mut g = shelling(&[], Field::default());
                let man = g.state().figures.iter().find(|f| f.side == Side::Red);
                let (id, at) = man.map(|f| (f.id, f.at.offset(0.0, -2.0))).unwrap();
                let route = vec![at];
                g.apply(C::MoveFigure {
                    figure: id,
                    route,
                    on_road_in_column: false,
                })
                .unwrap();
                let got = battery_shell(&mut g);
                (g, got)
            },
            "guns first",
            "Wells L246: no gun fires once a man has moved",
        ),
        (
            || {
                let mut g = shelling(&[], Field::default());
                for _ in 0..4 {
                    battery_shell(&mut g).unwrap();
                }
                let got = battery_shell(&mut g);
                (g, got)
            },
            "four shots",
            "Wells L273: four shots a move",
        ),
        (
            || {
                let mut g = battle(&[], with_battery(Field::default(), 4));
                let got = battery_shell(&mut g);
                (g, got)
            },
            "too early",
            "Wells L242: no fire on a side's first move",
        ),
    ];
    for &(case, want, cite) in rows {
        let (game, got) = case();
        assert_eq!(refused_as(&got), want, "{cite}: {got:?}");
        if got.is_ok() {
            let s = game.state();
            let gun = s.gun(shell_gun(&game).unwrap()).unwrap();
            let laid = bearing_towards(gun.axle, TablePoint::new(50.0, 20.0));
            assert_eq!(
                gun.bearing_deg, laid,
                "{cite}: laid on the shell (Wells L273)"
            );
            assert!(
                gun_wanting_trail_men(s).is_some(),
                "{cite}: its trail men next"
            );
        }
    }
}
