//! Guns, the move time and the score by their options (`capture_position`, `gun_radius_from`,
//! `trail_men`, `kriegspiel_gun_crew`, `time_allowance`, `draw_count`, `retreated_score`,
//! `gun_to_take`).

use super::*;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure, FigureStatus};
use kriegsspiel::systems::little_wars::game::LittleWarsCommand as C;
use kriegsspiel::systems::little_wars::gun::{Gun, GunState};
use kriegsspiel::systems::little_wars::units::TablePoint;

/// A `gun_to_take` row: reading, guns before agreement, guns after agreeing none.
type GunsRow = (&'static str, &'static [u32], Option<&'static [u32]>);

#[test]
fn capture_position_passed_axis_or_also_within_6_in() {
    let four = |y: f64| -> Vec<Man> {
        (0..4)
            .map(|n| red(11 + n, 58.0 + f64::from(n), y))
            .collect()
    };
    // (reading, where the four stand, taken): the attack comes from Red's back line, y = 96.
    let rows = [
        // Wells L345: passed the axle line going the way of the attack.
        ("passed_axis", 34.0, true),
        ("passed_axis", 25.0, true),
        ("passed_axis", 44.0, false),
        // Streamlined L79: and within 6 in of the gun (its trail end is at y = 37).
        ("within_6in_passed_axis", 34.0, true),
        ("within_6in_passed_axis", 25.0, false),
    ];
    for (reading, y, taken) in rows {
        let mut game = battle(
            &[("capture_position", reading)],
            &with_far_men(four(y)),
            &BLUE_GUN,
        );
        let r = game.apply(C::CaptureGun {
            gun: 2,
            men: vec![11, 12, 13, 14],
            attack_from: TablePoint::new(60.0, 96.0),
        });
        assert_eq!(r.is_ok(), taken, "{reading} at y {y}: {r:?}");
    }
}

#[test]
fn capture_position_the_way_each_man_came() {
    // The men came down from above (y 34) and stand just below the axle: from their own
    // starting points they have passed it, though Red's back line lies behind them (Wells L345).
    let xs = [54.0, 56.0, 64.0, 66.0];
    let men: Vec<Man> = (0..4).map(|n| red(11 + n, xs[n as usize], 34.0)).collect();
    let mut game = battle(&[], &with_far_men(men), &BLUE_GUN);
    for n in 0..4 {
        game.apply(C::MoveFigure {
            figure: 11 + n,
            route: vec![TablePoint::new(xs[n as usize], 43.0)],
            on_road_in_column: false,
        })
        .unwrap();
        assert_eq!(
            game.state().move_start.get(&(11 + n)),
            Some(&TablePoint::new(xs[n as usize], 34.0))
        );
    }
    let from_back_line = game.clone().apply(C::CaptureGun {
        gun: 2,
        men: vec![11, 12, 13, 14],
        attack_from: TablePoint::new(60.0, 96.0),
    });
    assert!(from_back_line.is_err());
    game.apply(C::CaptureGun {
        gun: 2,
        men: vec![11, 12, 13, 14],
        attack_from: TablePoint::new(60.0, 34.0),
    })
    .unwrap();
    assert_eq!(game.state().gun(2).unwrap().side, Side::Red);
}

#[test]
fn gun_radius_from_any_part_or_the_axle() {
    // Four Blue men 5 in beyond the trail end, 8 in from the axle.
    let men: Vec<Man> = (0..4)
        .map(|n| blue(101 + n, 58.5 + f64::from(n), 32.0))
        .collect();
    // (reading, gun state): Wells L269, L296 (nearest point) / the axle midpoint (Wells L273).
    let rows = [
        ("any_part", GunState::InAction),
        ("axle_midpoint", GunState::OutOfAction),
    ];
    for (reading, state) in rows {
        let game = battle(
            &[("gun_radius_from", reading)],
            &with_far_men(men.clone()),
            &BLUE_GUN,
        );
        assert_eq!(game.state().gun_state(2).unwrap(), state, "{reading}");
    }
}

#[test]
fn trail_men_exactly_at_the_trail_or_near_the_wheels() {
    let gun = Gun::new(2, Side::Blue, TablePoint::new(60.0, 40.0), 180.0);
    let man = |x, y| Figure::new(1, Side::Blue, Arm::Infantry, TablePoint::new(x, y));
    // The trail spots of this gun are (61, 37) and (59, 37).
    // (reading, the two men, placed): Wells L273 / Streamlined L33.
    let rows = [
        ("wells", [(61.0, 37.0), (59.0, 37.0)], true),
        ("wells", [(63.0, 42.0), (57.0, 42.0)], false),
        ("streamlined", [(61.0, 37.0), (59.0, 37.0)], true),
        ("streamlined", [(63.0, 42.0), (57.0, 42.0)], true),
        ("streamlined", [(63.0, 42.0), (64.0, 42.0)], false),
        ("streamlined", [(70.0, 42.0), (57.0, 42.0)], false),
    ];
    for (reading, [(ax, ay), (bx, by)], placed) in rows {
        let o = options(&[("trail_men", reading)]);
        let (a, b) = (man(ax, ay), man(bx, by));
        assert_eq!(
            gun.trail_men_placed([&a, &b], &o),
            placed,
            "{reading} {ax},{ay}"
        );
    }
}

#[test]
fn kriegspiel_gun_crew_floor_rules_or_move_only() {
    let men = vec![(1, Side::Red, Arm::RoyalArtillery, 60.0, 62.0, ARMED)];
    let guns = [(1, Side::Red, 60.0, 60.0, 0.0)];
    // (reading, a gun with one man moves): Wells L561 keeps the crew rules; L595 gives 2 ft.
    let rows = [("floor_rules", false), ("move_only", true)];
    for (reading, moves) in rows {
        let chosen = [
            ("rules_mode", "kriegspiel"),
            ("kriegspiel_gun_crew", reading),
        ];
        let mut game = battle(&chosen, &with_far_men(men.clone()), &guns);
        let r = game.apply(C::MoveGun {
            gun: 1,
            to: TablePoint::new(60.0, 52.0),
            crew: vec![(1, TablePoint::new(62.0, 54.0))],
        });
        assert_eq!(r.is_ok(), moves, "{reading}: {r:?}");
    }
}

/// 40 men a side, far apart.
fn forty_a_side() -> Vec<Man> {
    (0..40)
        .flat_map(|n| {
            [
                red(1 + n, 10.0 + 2.0 * f64::from(n), 90.0),
                blue(101 + n, 10.0 + 2.0 * f64::from(n), 6.0),
            ]
        })
        .collect()
}

#[test]
fn time_allowance_agreed_current_or_original() {
    // 40 men: 40/30 → 2 minutes; after 11 die in an even melee, 29 men → 1 minute (Wells L238).
    // (reading, before, after the losses, after the players agree 90 s)
    let rows = [
        ("agreed", 120, 120, Some(90)),
        ("current", 120, 60, None),
        // Streamlined L58: fixed from the original forces.
        ("original", 120, 120, None),
    ];
    for (reading, before, after, agreed) in rows {
        let mut game = battle(&[("time_allowance", reading)], &forty_a_side(), &[]);
        assert_eq!(game.state().move_allowance().seconds, before, "{reading}");
        let red: Vec<u32> = (1..=11).collect();
        let blue: Vec<u32> = (101..=111).collect();
        game.apply(settle(&melee(&red, &blue, &[]))).unwrap();
        assert_eq!(game.state().move_allowance().seconds, after, "{reading}");
        // The program proposes the figure for the forces on the table now.
        assert_eq!(game.state().proposed_allowance().seconds, 60);
        let agree = game.apply(C::AgreeMoveTime {
            side: Side::Red,
            seconds: 90,
        });
        assert_eq!(agree.is_ok(), agreed.is_some(), "{reading}");
        if let Some(s) = agreed {
            assert_eq!(game.state().move_allowance().seconds, s);
            // Lowered by agreement, never raised (Wells L238).
            assert!(
                game.apply(C::AgreeMoveTime {
                    side: Side::Red,
                    seconds: 180
                })
                .is_err()
            );
        }
    }
}

#[test]
fn draw_count_on_field_or_all_alive() {
    // 15 a side on the field and 5 a side gone over their own back lines; one of each dies.
    let off = |id, side| (id, side, Arm::Infantry, 60.0, 48.0, FigureStatus::OffField);
    let mut men: Vec<Man> = (0..15)
        .flat_map(|n| {
            [
                red(1 + n, 10.0 + 2.0 * f64::from(n), 90.0),
                blue(101 + n, 10.0 + 2.0 * f64::from(n), 6.0),
            ]
        })
        .collect();
    men.extend((0..5).flat_map(|n| [off(50 + n, Side::Red), off(150 + n, Side::Blue)]));
    // (reading, drawn): Wells L356; Streamlined L85.
    let rows = [("on_field", true), ("all_alive", false)];
    for (reading, drawn) in rows {
        let mut game = battle(&[("draw_count", reading)], &men, &[]);
        game.apply(settle(&melee(&[1], &[101], &[]))).unwrap();
        game.apply(C::EndMove { seconds_used: None }).unwrap();
        assert_eq!(game.state().phase == Phase::Over(None), drawn, "{reading}");
    }
}

#[test]
fn retreated_score_counts_the_men_gone_over_their_back_line_or_not() {
    let men = vec![
        red(1, 60.0, 90.0),
        (
            2,
            Side::Red,
            Arm::Infantry,
            60.0,
            95.0,
            FigureStatus::OffField,
        ),
        (
            3,
            Side::Red,
            Arm::Cavalry,
            62.0,
            95.0,
            FigureStatus::OffField,
        ),
        blue(101, 60.0, 6.0),
    ];
    // (reading, Red's points): Streamlined L21 (yes) / no.
    let rows = [("yes", 1.0 + 1.0 + 1.5), ("no", 1.0)];
    for (reading, points) in rows {
        let game = battle(&[("retreated_score", reading)], &men, &[]);
        assert_eq!(
            game.state().score(Side::Red).unwrap().points,
            points,
            "{reading}"
        );
    }
}

#[test]
fn gun_to_take_active_next_move_or_agreed() {
    // The Blue gun has no Blue man by it and four Red men within 6 in: Red could take it.
    let men: Vec<Man> = (0..4)
        .map(|n| red(11 + n, 58.0 + f64::from(n), 34.0))
        .collect();
    // (reading, Red's guns before agreement, after the players agree none)
    let rows: [GunsRow; 2] = [
        // Streamlined L94: in action for Red on its next move.
        ("active_next_move", &[2], None),
        // Wells L356 leaves it to the players.
        ("agreed", &[2], Some(&[])),
    ];
    for (reading, before, agreed) in rows {
        let mut game = battle(
            &[("gun_to_take", reading)],
            &with_far_men(men.clone()),
            &BLUE_GUN,
        );
        let guns: Vec<u32> = game.state().guns_to_take(Side::Red).into_iter().collect();
        assert_eq!(guns, before, "{reading}");
        // The gun, four men by it and the man far off (Wells L356).
        assert_eq!(game.state().score(Side::Red).unwrap().points, 10.0 + 5.0);
        let r = game.apply(C::AgreeGunsToTake {
            side: Side::Red,
            guns: vec![],
        });
        assert_eq!(r.is_ok(), agreed.is_some(), "{reading}");
        if let Some(after) = agreed {
            let guns: Vec<u32> = game.state().guns_to_take(Side::Red).into_iter().collect();
            assert_eq!(guns, after);
            assert_eq!(game.state().score(Side::Red).unwrap().points, 5.0);
        }
    }
}

#[test]
fn a_gun_moves_with_the_four_fastest_of_its_men_and_the_rest_stay() {
    // Wells L273, L275 (Streamlined L34): four men move up with a gun; four cavalry take it two
    // feet. An infantryman standing by is left where he is, not dragged along nor holding the
    // gun to his one foot. With only three cavalry the fourth is the infantryman: one foot.
    // (cavalry by the gun, how far the gun goes, allowed, source)
    let rows: &[(usize, f64, bool, &str)] = &[
        (4, 24.0, true, "Wells L275: four cavalry, two feet"),
        (
            3,
            24.0,
            false,
            "Wells L275: an infantryman among the four, one foot",
        ),
        (3, 12.0, true, "Wells L275: one foot with infantry"),
    ];
    for &(cavalry, feet, allowed, cite) in rows {
        let mut men: Vec<Man> = (0..cavalry)
            .map(|i| {
                (
                    10 + i as u32,
                    Side::Red,
                    Arm::Cavalry,
                    57.0 + 2.0 * i as f64,
                    63.0,
                    ARMED,
                )
            })
            .collect();
        men.push(red(20, 60.0, 65.0));
        let men = with_far_men(men);
        let mut game = battle(&[], &men, &[(1, Side::Red, 60.0, 60.0, 0.0)]);
        let state = game.state();
        let gun = state.gun(1).unwrap();
        let crew: Vec<(u32, TablePoint)> = state
            .moving_crew(gun)
            .into_iter()
            .map(|f| (f.id, f.at.offset(0.0, -feet)))
            .collect();
        assert_eq!(crew.len(), 4, "{cite}");
        assert_eq!(crew.iter().any(|(id, _)| *id == 20), cavalry < 4, "{cite}");
        let done = game.apply(C::MoveGun {
            gun: 1,
            to: TablePoint::new(60.0, 60.0 - feet),
            crew,
        });
        assert_eq!(done.is_ok(), allowed, "{cite}: {done:?}");
        if allowed && cavalry == 4 {
            let infantryman = game.state().figure(20).unwrap().at;
            assert_eq!(
                (infantryman.x, infantryman.y),
                (60.0, 65.0),
                "{cite}: he stays"
            );
        }
    }
}

#[test]
fn a_gun_taken_over_its_own_back_line_has_retreated_and_scores_by_retreated_score() {
    // Streamlined L21: units retreat by crossing their own back line and may still count for
    // the points; Wells L168 gives scoring as the inducement to get guns away. Red's back
    // line is the bottom edge (y = 96). (reading, Red's guns held after, source)
    let rows: &[(&str, usize, &str)] = &[
        ("yes", 1, "Streamlined L21: counted as held"),
        ("no", 0, "retreated_score=no: gone"),
    ];
    for &(reading, held, cite) in rows {
        let crew: Vec<Man> = (0..4)
            .map(|n| {
                (
                    11 + n,
                    Side::Red,
                    Arm::Cavalry,
                    57.0 + 2.0 * f64::from(n),
                    92.0,
                    ARMED,
                )
            })
            .collect();
        let men = with_far_men(crew);
        let mut game = battle(
            &[("retreated_score", reading)],
            &men,
            &[(1, Side::Red, 60.0, 90.0, 0.0)],
        );
        let crew: Vec<(u32, TablePoint)> = (0..4)
            .map(|n| (11 + n, TablePoint::new(57.0 + 2.0 * f64::from(n), 102.0)))
            .collect();
        game.apply(C::MoveGun {
            gun: 1,
            to: TablePoint::new(60.0, 100.0),
            crew,
        })
        .unwrap();
        let s = game.state();
        assert!(s.gun(1).unwrap().retreated, "{cite}");
        assert_eq!(
            s.figure(11).unwrap().status,
            FigureStatus::OffField,
            "{cite}"
        );
        assert_eq!(s.guns_to_take(Side::Red).len(), held, "{cite}");
        assert!(
            s.guns_to_take(Side::Blue).is_empty(),
            "{cite}: not Blue's to take"
        );
        game.apply(C::EndMove { seconds_used: None }).unwrap();
        game.apply(C::EndMove { seconds_used: None }).unwrap();
        let again = game.apply(C::MoveGun {
            gun: 1,
            to: TablePoint::new(60.0, 90.0),
            crew: Vec::new(),
        });
        assert!(again.is_err(), "{cite}: out of the battle");
    }
}
