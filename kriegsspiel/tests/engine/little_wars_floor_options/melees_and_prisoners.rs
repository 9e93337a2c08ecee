//! Melees, supporters, disarmed men, escorts, prisoners and surrender by their options
//! (`melee_extent`, `melee_order`, `isolation_radius`, `supporter_eligibility`, `disarmed_men`,
//! `escort_status`, `prisoner_release`, `surrender`).

use super::*;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::{Arm, FigureStatus};
use kriegsspiel::systems::little_wars::game::LittleWarsCommand as C;
use kriegsspiel::systems::little_wars::gun::GunState;
use kriegsspiel::systems::little_wars::units::TablePoint;

/// A `melee_extent` row: reading, centre, Red in the melee, Blue in it, melees found.
type ExtentRow = (&'static str, u32, &'static [u32], &'static [u32], usize);

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

#[test]
fn contact_pairs_side_by_side_are_one_melee() {
    // Wells L296: every man within 6 in of a man in contact is in the melee, men in contact
    // included. Red 11 touches Blue 29 and Red 12 touches Blue 30, 3 in along; Blue's cavalry
    // 34 and 35 stand within 6 in of 30 and 12 only; Red has no supporter. One melee of 4
    // against 2, Red isolated: both Red men taken, nobody dead (Wells L312: p = min(2, 4 - 2)).
    let men = with_far_men(vec![
        red(11, 50.0, 48.0),
        blue(29, 50.0, 47.2),
        red(12, 53.0, 48.0),
        blue(30, 53.0, 47.2),
        (34, Side::Blue, Arm::Cavalry, 58.5, 46.0, ARMED),
        (35, Side::Blue, Arm::Cavalry, 58.5, 47.2, ARMED),
    ]);
    let mut game = battle(&[], &men, &[]);
    let found = game.state().find_melees();
    assert_eq!(found.len(), 1, "{found:?}");
    let m = &found[0];
    assert_eq!(
        (m.mover.as_slice(), m.other.as_slice()),
        ([11, 12].as_slice(), [29, 30, 34, 35].as_slice())
    );
    game.apply(settle(m)).unwrap();
    for red_man in [11, 12] {
        assert!(
            matches!(status(&game, red_man), FigureStatus::Prisoner { .. }),
            "Red {red_man}: {:?}",
            status(&game, red_man)
        );
    }
    for blue_man in [29, 30, 34, 35] {
        assert_eq!(status(&game, blue_man), ARMED, "Blue {blue_man}");
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

#[test]
fn only_an_isolated_body_may_surrender() {
    // Wells L341: "any isolated body" may surrender; isolation is tested as a melee's
    // inferior side's (Wells L288, L308): supporters within a move (1 ft for infantry) fewer
    // than half the body. Red 1 with Red 2 and 3 beside him is supported; Red 4, two feet
    // off, is alone. (the body, surrenders, source)
    let men = vec![
        red(1, 60.0, 48.0),
        red(2, 62.0, 48.0),
        red(3, 64.0, 48.0),
        red(4, 90.0, 48.0),
        blue(101, 60.0, 30.0),
    ];
    let rows: &[(&[u32], bool, &str)] = &[
        (&[1], false, "Wells L341, L288: two supporters for one man"),
        (
            &[1, 2],
            false,
            "Wells L341, L288: one supporter is half of two",
        ),
        (&[1, 2, 3], true, "Wells L341: no supporter within a move"),
        (&[4], true, "Wells L341: alone two feet off"),
    ];
    for &(body, surrenders, cite) in rows {
        let mut game = battle(&[], &men, &[]);
        let done = game.apply(C::Surrender {
            figures: body.to_vec(),
        });
        assert_eq!(done.is_ok(), surrenders, "{cite}: {done:?}");
        if let Err(e) = done {
            assert!(e.to_string().contains("only an isolated body"), "{e}");
        }
    }
    // A body of both sides is no body.
    let mut game = battle(&[], &men, &[]);
    assert!(
        game.apply(C::Surrender {
            figures: vec![4, 101]
        })
        .is_err()
    );
}

#[test]
fn prisoners_at_the_captors_back_line_are_beyond_liberation() {
    // Wells L328 (Streamlined L26): an escort who has brought his prisoners to the back line
    // has put them "beyond the reach of liberation" and may return to the fight. Red 1, held
    // by Blue 101, stands at Blue's back line (y = 0); Red 2, held by Blue 102, mid-table.
    // (prisoner_release reading) — the rule holds under every reading.
    for reading in ["escort_groups", "streamlined", "any_escort_death"] {
        let held = |escort| FigureStatus::Prisoner {
            escort: Some(escort),
        };
        let men = with_far_men(vec![
            (1, Side::Red, Arm::Infantry, 60.0, 0.5, held(101)),
            blue(101, 60.0, 2.5),
            (2, Side::Red, Arm::Infantry, 30.0, 40.0, held(102)),
            blue(102, 30.0, 38.0),
        ]);
        let mut game = battle(&[("prisoner_release", reading)], &men, &[]);
        let points = game.state().score(Side::Blue).unwrap().points;
        game.apply(C::EndMove { seconds_used: None }).unwrap();
        assert_eq!(status(&game, 1), FigureStatus::PrisonerRemoved, "{reading}");
        assert_eq!(status(&game, 2), held(102), "{reading}");
        // Blue 101 has no prisoner in his charge any more: he may fight again.
        assert!(
            game.state().figures.iter().all(|f| f.status != held(101)),
            "{reading}"
        );
        // Still Blue's prisoner in the score (Wells L356).
        assert_eq!(
            game.state().score(Side::Blue).unwrap().points,
            points,
            "{reading}"
        );
    }
}
