//! Little Wars floor-game options for melees, prisoners, guns, time and the score, each reading
//! pinned with a table row citing its line (`../shared/rules/little-wars.md` §1): who takes
//! part in a melee and in what order they are counted, who supports, what disarmed men and
//! escorts count for, when prisoners go free, where a gun's capturers and trail men stand,
//! what the guns measure from, the move time, the draw, and the guns and men a side scores.

use kriegsspiel::side::Side;
use kriegsspiel::system::RuleSystem;
use kriegsspiel::systems::little_wars::country::Country;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure, FigureStatus};
use kriegsspiel::systems::little_wars::game::{
    FoundMelee, LittleWarsCommand as C, LittleWarsGame, LittleWarsSetup, Phase,
};
use kriegsspiel::systems::little_wars::gun::{Gun, GunState};
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::units::TablePoint;

/// A man of the battle: id, side, arm, where, what has become of him.
type Man = (u32, Side, Arm, f64, f64, FigureStatus);

/// A `melee_extent` row: reading, centre, Red in the melee, Blue in it, melees found.
type ExtentRow = (&'static str, u32, &'static [u32], &'static [u32], usize);

/// A `gun_to_take` row: reading, guns before agreement, guns after agreeing none.
type GunsRow = (&'static str, &'static [u32], Option<&'static [u32]>);

const ARMED: FigureStatus = FigureStatus::Armed;

fn red(id: u32, x: f64, y: f64) -> Man {
    (id, Side::Red, Arm::Infantry, x, y, ARMED)
}

fn blue(id: u32, x: f64, y: f64) -> Man {
    (id, Side::Blue, Arm::Infantry, x, y, ARMED)
}

fn options(chosen: &[(&str, &str)]) -> LittleWarsOptions {
    let mut o = LittleWarsOptions::defaults();
    // Forces of any size, so each table holds only the men it needs (Wells L375).
    o.set("force_selection", "points_150").unwrap();
    for (id, reading) in chosen {
        o.set(id, reading).unwrap();
    }
    o
}

/// A battle on a blank 10 × 8 ft table with `men` and `guns` (id, side, axle x, y, bearing)
/// where they stand, every man past his first move, Red to move.
fn battle(
    chosen: &[(&str, &str)],
    men: &[Man],
    guns: &[(u32, Side, f64, f64, f64)],
) -> LittleWarsGame {
    let setup = LittleWarsSetup {
        country: Country::blank("test", 120.0, 96.0).unwrap(),
        options: options(chosen),
        seed: 7,
        figures: men
            .iter()
            .map(|&(id, side, arm, x, y, status)| {
                let mut f = Figure::new(id, side, arm, TablePoint::new(x, y));
                f.status = status;
                f.has_moved_once = true;
                f
            })
            .collect(),
        guns: guns
            .iter()
            .map(|&(id, side, x, y, b)| Gun::new(id, side, TablePoint::new(x, y), b))
            .collect(),
        defender: None,
    };
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(C::TossForFirstMove).unwrap();
    game.apply(C::BeginBattle).unwrap();
    if game.state().to_move != Side::Red {
        game.apply(C::EndMove { seconds_used: None }).unwrap();
    }
    game
}

fn settle(m: &FoundMelee) -> C {
    C::SettleMelee {
        mover: m.mover.clone(),
        other: m.other.clone(),
        mover_supporters: m.mover_supporters.clone(),
        other_supporters: m.other_supporters.clone(),
        dead: vec![],
        taken: vec![],
    }
}

fn status(game: &LittleWarsGame, id: u32) -> FigureStatus {
    game.state().figure(id).unwrap().status
}

fn melee(mover: &[u32], other: &[u32], mover_supporters: &[u32]) -> FoundMelee {
    FoundMelee {
        mover: mover.to_vec(),
        other: other.to_vec(),
        mover_supporters: mover_supporters.to_vec(),
        other_supporters: vec![],
    }
}

/// Two pairs in contact 8 in apart and Red 2 within 6 in of both contact men of Red.
fn two_contacts() -> Vec<Man> {
    vec![
        red(1, 50.0, 48.0),
        blue(101, 50.0, 47.2),
        red(4, 58.0, 48.0),
        blue(104, 58.0, 47.2),
        red(2, 54.0, 52.0),
    ]
}

#[test]
fn melee_extent_wells_joins_groups_centre_unit_takes_six_inches_round_the_pick() {
    // (reading, centre picked, Red in the melee, Blue in the melee, melees found)
    let rows: [ExtentRow; 4] = [
        // Wells L296: every man within 6 in of any man in contact; groups sharing Red 2 are one.
        ("wells", 1, &[1, 2, 4], &[101, 104], 1),
        ("wells", 4, &[1, 2, 4], &[101, 104], 1),
        // Streamlined L66-L68: the men within 6 in of the one contact figure picked.
        ("centre_unit", 1, &[1, 2], &[101], 2),
        ("centre_unit", 4, &[2, 4], &[104], 2),
    ];
    for (reading, centre, mover, other, count) in rows {
        let game = battle(&[("melee_extent", reading)], &two_contacts(), &[]);
        let m = game.state().find_melee_around(centre).unwrap();
        assert_eq!(
            (m.mover.as_slice(), m.other.as_slice()),
            (mover, other),
            "{reading} {centre}"
        );
        assert_eq!(game.state().find_melees().len(), count, "{reading}");
        // A man in contact with nobody is the centre of no melee.
        assert_eq!(game.state().find_melee_around(2), None, "{reading}");
    }
}

/// Melee A: Red 1-3 against Blue 101 (3 v 1, isolated: taken, Wells L147). Melee B, 10 in
/// away: Red 10 against Blue 110 and 111, Red 1-3 within a move of Red 10.
fn two_melees() -> Vec<Man> {
    vec![
        red(1, 30.0, 48.0),
        red(2, 29.0, 49.5),
        red(3, 31.0, 49.5),
        blue(101, 30.0, 47.2),
        red(10, 40.0, 48.0),
        blue(110, 40.0, 47.2),
        blue(111, 41.0, 46.0),
    ]
}

#[test]
fn melee_order_simultaneous_counts_from_the_end_of_the_move_sequential_recounts() {
    // (reading, melee B as found after A is settled, Red 10 after B)
    let rows = [
        // Counted at the end of the move: Red 1-3 were in melee A, so B's Red man is alone
        // and isolated, and is taken (Wells L312; simultaneous).
        (
            "simultaneous",
            melee(&[10], &[110, 111], &[]),
            FigureStatus::Prisoner { escort: Some(110) },
        ),
        // Each counted after the last is settled: Red 1-3 are free now and support Red 10,
        // who kills a man and dies (Wells L316; Streamlined L64-L66).
        (
            "sequential",
            melee(&[10], &[110, 111], &[1, 2, 3]),
            FigureStatus::Dead,
        ),
    ];
    for (reading, b, red_10) in rows {
        let mut game = battle(&[("melee_order", reading)], &two_melees(), &[]);
        let found = game.state().find_melees();
        assert_eq!(found.len(), 2, "{reading}");
        assert_eq!(found[0], melee(&[1, 2, 3], &[101], &[]), "{reading}");
        game.apply(settle(&found[0])).unwrap();
        assert!(matches!(status(&game, 101), FigureStatus::Prisoner { .. }));
        assert_eq!(game.state().find_melees(), vec![b.clone()], "{reading}");
        game.apply(settle(&b)).unwrap();
        assert_eq!(status(&game, 10), red_10, "{reading}");
    }
}

#[test]
fn isolation_radius_sets_the_supporters_reach() {
    // Red 1 against Blue 101 and 102; Red cavalry 5 and Red infantry 6 each 18 in off.
    let men = [
        red(1, 60.0, 48.0),
        blue(101, 60.0, 47.2),
        blue(102, 61.0, 46.5),
        (5, Side::Red, Arm::Cavalry, 60.0 + 18.0 + 0.95, 48.0, ARMED),
        red(6, 60.0 - 18.0 - 0.7, 48.0),
    ];
    // (reading, Red supporters): Wells L288, L308 leave "within a move" open.
    let rows: [(&str, &[u32]); 3] = [
        // Each his own move: cavalry 2 ft reaches, infantry 1 ft does not (Wells L261, L265).
        ("supporter_move", &[5]),
        ("infantry_move", &[]),
        ("cavalry_move", &[5, 6]),
    ];
    for (reading, supporters) in rows {
        let game = battle(&[("isolation_radius", reading)], &men, &[]);
        let m = game.state().find_melees();
        assert_eq!(m[0].mover_supporters, supporters, "{reading}");
    }
}

#[test]
fn supporter_eligibility_free_armed_leaves_out_men_of_another_melee() {
    // (reading, supporters of melee A's Red, of melee B's Red); Wells L332; §1.
    let rows: [(&str, &[u32], &[u32]); 2] =
        [("free_armed", &[], &[]), ("armed", &[10], &[1, 2, 3])];
    for (reading, a, b) in rows {
        let game = battle(&[("supporter_eligibility", reading)], &two_melees(), &[]);
        let m = game.state().find_melees();
        assert_eq!(
            (
                m[0].mover_supporters.as_slice(),
                m[1].mover_supporters.as_slice()
            ),
            (a, b)
        );
    }
}

#[test]
fn disarmed_men_count_for_nothing_or_for_all_but_the_melee() {
    let freed = |id, x, y| (id, Side::Red, Arm::Infantry, x, y, FigureStatus::Freed);
    // A Red gun with three armed men and a freed one within 6 in; a Blue gun with only a
    // freed Blue man by it and four Red men past its axle; a melee with a freed Red man near.
    let men = vec![
        red(1, 20.0, 60.0),
        red(2, 21.0, 60.0),
        red(3, 22.0, 60.0),
        freed(4, 23.0, 60.0),
        (
            150,
            Side::Blue,
            Arm::Infantry,
            64.0,
            35.0,
            FigureStatus::Freed,
        ),
        red(11, 58.0, 36.0),
        red(12, 59.0, 36.0),
        red(13, 61.0, 36.0),
        red(14, 62.0, 36.0),
        red(30, 90.0, 48.0),
        blue(130, 90.0, 47.2),
        blue(131, 91.0, 46.5),
        freed(31, 96.0, 48.0),
    ];
    let guns = [
        (1, Side::Red, 21.5, 63.0, 0.0),
        (2, Side::Blue, 60.0, 40.0, 180.0),
    ];
    // (reading, Red gun, Blue gun taken, Red supporters of the melee)
    let rows: [(&str, GunState, bool, &[u32]); 2] = [
        // Streamlined L23; Wells L328: no crew, no defence of a gun, no support.
        ("nothing", GunState::OutOfAction, true, &[]),
        // The letter of Wells L332: out of the melee only.
        ("melee_only", GunState::InAction, false, &[31]),
    ];
    for (reading, red_gun, taken, supporters) in rows {
        let mut game = battle(&[("disarmed_men", reading)], &men, &guns);
        assert_eq!(game.state().gun_state(1).unwrap(), red_gun, "{reading}");
        let m = game.state().find_melee_around(30).unwrap();
        assert_eq!(m.mover_supporters, supporters, "{reading}");
        // A freed man never fights (Wells L332).
        assert!(!m.mover.contains(&31));
        let capture = game.apply(C::CaptureGun {
            gun: 2,
            men: vec![11, 12, 13, 14],
            attack_from: TablePoint::new(60.0, 96.0),
        });
        assert_eq!(capture.is_ok(), taken, "{reading}: {capture:?}");
    }
}

#[test]
fn escort_status_armed_fights_and_crews_detached_counts_for_nothing() {
    // Red 4 escorts Blue 150; he stands by the Red gun with 3 others and in contact with Blue
    // 140.
    let men = vec![
        red(1, 20.0, 60.0),
        red(2, 21.0, 60.0),
        red(3, 22.0, 60.0),
        red(4, 23.0, 60.0),
        (
            150,
            Side::Blue,
            Arm::Infantry,
            25.0,
            61.0,
            FigureStatus::Prisoner { escort: Some(4) },
        ),
        blue(140, 23.0, 59.2),
    ];
    let guns = [(1, Side::Red, 21.5, 63.0, 0.0)];
    // (reading, Red gun, Red 4 in a melee): Wells L332 (B's loss of six or seven) / §1.
    let rows = [
        ("armed", GunState::InAction, true),
        // Three men left by the gun while Blue 140 stands within 6 in: in dispute (Wells L345).
        ("detached", GunState::InDispute, false),
    ];
    for (reading, gun, fights) in rows {
        let game = battle(&[("escort_status", reading)], &men, &guns);
        assert_eq!(game.state().gun_state(1).unwrap(), gun, "{reading}");
        let in_melee = game
            .state()
            .find_melees()
            .iter()
            .any(|m| m.mover.contains(&4));
        assert_eq!(in_melee, fights, "{reading}");
    }
}

/// Red 1 escorts Blue 101 (near Red 2) and Blue 104 (near nobody else); Red 2 escorts Blue 102
/// (within 6 in of Red 1) and Blue 103 (not). Red 1 dies in an even melee with Blue 120.
fn escorts() -> Vec<Man> {
    let held = |id, x, escort| {
        (
            id,
            Side::Blue,
            Arm::Infantry,
            x,
            48.0,
            FigureStatus::Prisoner {
                escort: Some(escort),
            },
        )
    };
    vec![
        red(1, 50.0, 48.0),
        red(2, 56.0, 48.0),
        held(101, 52.0, 1),
        held(104, 45.0, 1),
        held(102, 53.0, 2),
        held(103, 60.0, 2),
        blue(120, 50.0, 30.0),
    ]
}

#[test]
fn prisoner_release_on_an_escort_death() {
    use FigureStatus::{Freed, Prisoner};
    // (reading, 101, 104, 102, 103, freed men who must wait a move)
    let rows: [(&str, [FigureStatus; 4], &[u32]); 3] = [
        // Wells L328, L332: his own group goes free; its side moves it from the next move.
        (
            "escort_groups",
            [
                Freed,
                Freed,
                Prisoner { escort: Some(2) },
                Prisoner { escort: Some(2) },
            ],
            &[101, 104],
        ),
        // Wells L328 literally: every prisoner within 6 in of the dead escort.
        (
            "any_escort_death",
            [Freed, Freed, Freed, Prisoner { escort: Some(2) }],
            &[101, 102, 104],
        ),
        // Streamlined L25, L81: another escort within 6 in keeps them; the rest move at once.
        (
            "streamlined",
            [
                Prisoner { escort: Some(2) },
                Freed,
                Prisoner { escort: Some(2) },
                Prisoner { escort: Some(2) },
            ],
            &[],
        ),
    ];
    for (reading, after, waiting) in rows {
        let mut game = battle(&[("prisoner_release", reading)], &escorts(), &[]);
        game.apply(settle(&melee(&[1], &[120], &[]))).unwrap();
        assert_eq!(status(&game, 1), FigureStatus::Dead);
        let got = [101, 104, 102, 103].map(|id| status(&game, id));
        assert_eq!(got, after, "{reading}");
        let wait: Vec<u32> = game.state().freed_this_move.iter().copied().collect();
        assert_eq!(wait, waiting, "{reading}");
    }
}

#[test]
fn prisoner_release_when_the_escort_walks_away() {
    // Red 1 and Red 2 walk 10 in off from their prisoners, leaving no one to hand them to.
    // (reading, 102 after the move): Wells L328, L332 / L328 literally / Streamlined L81.
    let rows = [
        ("escort_groups", FigureStatus::Freed),
        (
            "any_escort_death",
            FigureStatus::Prisoner { escort: Some(2) },
        ),
        ("streamlined", FigureStatus::Freed),
    ];
    for (reading, after) in rows {
        let mut game = battle(&[("prisoner_release", reading)], &escorts(), &[]);
        for (id, x) in [(1, 50.0), (2, 56.0)] {
            game.apply(C::MoveFigure {
                figure: id,
                route: vec![TablePoint::new(x, 58.0)],
                on_road_in_column: false,
            })
            .unwrap();
        }
        game.apply(C::EndMove { seconds_used: None }).unwrap();
        assert_eq!(status(&game, 102), after, "{reading}");
        if after == FigureStatus::Freed {
            // Blue may move him on the move that follows (Wells L328).
            game.apply(C::MoveFigure {
                figure: 102,
                route: vec![TablePoint::new(53.0, 44.0)],
                on_road_in_column: false,
            })
            .unwrap();
        }
    }
}

#[test]
fn the_captor_moves_his_prisoners() {
    // Wells L328; Streamlined L25: on his move the captor moves his prisoners under escort.
    let mut game = battle(&[], &escorts(), &[]);
    game.apply(C::MoveFigure {
        figure: 103,
        route: vec![TablePoint::new(58.0, 50.0)],
        on_road_in_column: false,
    })
    .unwrap();
    assert_eq!(
        game.state().figure(103).unwrap().at,
        TablePoint::new(58.0, 50.0)
    );
}

/// A Blue gun at (60, 40) pointing down the table at Red; its wheel axis runs across at y = 40.
const BLUE_GUN: [(u32, Side, f64, f64, f64); 1] = [(2, Side::Blue, 60.0, 40.0, 180.0)];

/// `men` with a man of each side far off, so that neither side is wiped out (Wells L356).
fn with_far_men(mut men: Vec<Man>) -> Vec<Man> {
    men.push(red(90, 10.0, 90.0));
    men.push(blue(190, 10.0, 6.0));
    men
}

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
            crew: vec![(1, TablePoint::new(60.0, 54.0))],
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
fn surrender_prisoners_removed_or_on_table() {
    // Red 1 has Blue 101 within 6 in; Red 2 has no enemy near.
    let men = vec![
        red(1, 60.0, 48.0),
        red(2, 90.0, 48.0),
        blue(101, 60.0, 44.0),
    ];
    use FigureStatus::{Freed, Prisoner, PrisonerRemoved};
    // (reading, Red 1 and Red 2 on surrender, after the move ends): Wells L341, L328.
    let rows = [
        (
            "prisoners_removed",
            [PrisonerRemoved, PrisonerRemoved],
            [PrisonerRemoved, PrisonerRemoved],
        ),
        (
            "prisoners_on_table",
            [Prisoner { escort: Some(101) }, Prisoner { escort: None }],
            [Prisoner { escort: Some(101) }, Freed],
        ),
    ];
    for (reading, taken, later) in rows {
        let mut game = battle(&[("surrender", reading)], &men, &[]);
        game.apply(C::Surrender {
            figures: vec![1, 2],
        })
        .unwrap();
        assert_eq!([status(&game, 1), status(&game, 2)], taken, "{reading}");
        // Either way Blue scores them as prisoners held: 1 + 2 × ½ (Wells L356).
        assert_eq!(
            game.state().score(Side::Blue).unwrap().points,
            2.0,
            "{reading}"
        );
        game.apply(C::EndMove { seconds_used: None }).unwrap();
        assert_eq!([status(&game, 1), status(&game, 2)], later, "{reading}");
    }
}
