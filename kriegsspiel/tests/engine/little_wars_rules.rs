//! Little Wars: every figure of the floor game and its options, table by table, each row
//! citing its source line (`../shared/rules/little-wars.md`).

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure};
use kriegsspiel::systems::little_wars::forces::{ForceCount, check_forces};
use kriegsspiel::systems::little_wars::melee::{MeleeCase, MeleeCount, settle_melee};
use kriegsspiel::systems::little_wars::moves::{
    MoveContext, MoveRefusal, check_figure_move, figure_allowance, gun_range, may_fire,
    trail_forward_bearing,
};
use kriegsspiel::systems::little_wars::options::{LittleWarsOptions, OPTION_SPECS};
use kriegsspiel::systems::little_wars::scoring::{
    Campaign, ScoreInput, blow_decided, defensive_attacker_won, defensive_strength_ok, fight_drawn,
    score_side,
};
use kriegsspiel::systems::little_wars::timer::{
    TimerPhase, interval_limit_seconds, move_allowance, timer_phase,
};
use kriegsspiel::systems::little_wars::units::{Inches, TablePoint};

fn with(pairs: &[(&str, &str)]) -> LittleWarsOptions {
    let mut o = LittleWarsOptions::defaults();
    for (id, reading) in pairs {
        o.set(id, reading).unwrap();
    }
    o
}

fn count(men: u32, supporters: u32) -> MeleeCount {
    MeleeCount {
        men,
        supporters,
        remaining: None,
    }
}

#[test]
fn every_option_of_the_reference_has_its_default() {
    // §1: each option with the default the reference names.
    let expected = [
        ("force_selection", "equal"),
        ("putdown_placement", "free"),
        ("put_down_half", "own_half"),
        ("defensive_first_player", "attacker_first"),
        ("defensive_strength", "points"),
        ("defensive_win", "arriving_quarter"),
        ("isolation_test", "wells"),
        ("time_rounding", "ceil_total"),
        ("interval_limit", "five"),
        ("first_fire", "wells"),
        ("charge_bands", "round_up"),
        ("charge_rounding", "half_up"),
        ("supply_model", "none"),
        ("rules_mode", "floor"),
        ("game_type", "fight_to_finish"),
        ("curtain", "on"),
        ("outdoor_moves", "x1"),
    ];
    let o = LittleWarsOptions::defaults();
    for (id, reading) in expected {
        assert_eq!(o.reading(id), reading, "{id}");
    }
    assert_eq!(
        OPTION_SPECS.len(),
        71,
        "every option of §1, and put_down_half"
    );
    for spec in OPTION_SPECS {
        assert!(spec.readings.contains(&spec.default), "{}", spec.id);
        assert!(spec.cite.contains('L'), "{} cites a line", spec.id);
    }
    // §1 supply_model: packets are the default in the Kriegspiel mode.
    assert_eq!(
        with(&[("rules_mode", "kriegspiel")]).supply_model().id(),
        "packets"
    );
}

#[test]
fn unknown_options_and_readings_are_refused_by_name() {
    let mut o = LittleWarsOptions::defaults();
    let e = o.set("isolation", "wells").unwrap_err().to_string();
    assert!(e.contains("isolation_test"), "{e}");
    let e = o.set("isolation_test", "loose").unwrap_err().to_string();
    assert!(e.contains("streamlined") && e.contains("wells"), "{e}");
    assert!(o.set_text("no equals sign").is_err());
}

#[test]
fn move_circles_by_arm_and_mode() {
    // (arm, mode, road in column, feet, source)
    let rows: &[(Arm, &str, bool, f64, &str)] = &[
        (Arm::Infantry, "floor", false, 1.0, "Wells L261"),
        (Arm::Cavalry, "floor", false, 2.0, "Wells L265"),
        (Arm::Infantry, "kriegspiel", false, 1.0, "Wells L590"),
        (Arm::Infantry, "kriegspiel", true, 1.5, "Wells L592-L593"),
        (Arm::Cavalry, "kriegspiel", false, 3.0, "Wells L591"),
        (Arm::Cavalry, "kriegspiel", true, 4.5, "Wells L592-L593"),
        (Arm::RoyalEngineers, "kriegspiel", true, 2.0, "Wells L594"),
        (Arm::RoyalArtillery, "kriegspiel", false, 2.0, "Wells L595"),
        (
            Arm::TransportSupply,
            "kriegspiel",
            false,
            0.5,
            "Wells L596-L597",
        ),
        (Arm::TransportSupply, "kriegspiel", true, 1.0, "Wells L596"),
        (Arm::General, "kriegspiel", false, 3.0, "Wells L598"),
        (Arm::General, "kriegspiel", true, 6.0, "Wells L598"),
    ];
    for (arm, mode, road, feet, cite) in rows {
        let o = with(&[("rules_mode", mode)]);
        let ctx = MoveContext {
            on_road_in_column: *road,
            nearest_enemy_feet: None,
            on_foot: false,
        };
        let (allowed, _) = figure_allowance(*arm, ctx, &o);
        assert_eq!(
            allowed,
            Inches::from_feet(*feet),
            "{arm:?} {mode} road={road} ({cite})"
        );
    }
    // Chapter V: long approach moves and outdoor moves (Wells L515, L519).
    let far = MoveContext {
        on_road_in_column: false,
        nearest_enemy_feet: Some(20.0),
        on_foot: false,
    };
    let near = MoveContext {
        on_road_in_column: false,
        nearest_enemy_feet: Some(10.0),
        on_foot: false,
    };
    let o = with(&[("approach_moves", "x3_15ft")]);
    assert_eq!(figure_allowance(Arm::Infantry, far, &o).0, Inches(36.0));
    assert_eq!(figure_allowance(Arm::Infantry, near, &o).0, Inches(12.0));
    let o = with(&[("outdoor_moves", "x2")]);
    assert_eq!(figure_allowance(Arm::Cavalry, near, &o).0, Inches(48.0));
}

#[test]
fn a_move_past_the_circle_is_refused_with_the_reason() {
    let o = LittleWarsOptions::defaults();
    let mut man = Figure::new(1, Side::Red, Arm::Infantry, TablePoint::new(10.0, 40.0));
    man.has_moved_once = true;
    // Wells L261: 12 in is allowed, 12.5 in is not.
    let ok = check_figure_move(
        &man,
        &[TablePoint::new(10.0, 28.0)],
        None,
        MoveContext::default(),
        &o,
    );
    assert_eq!(ok.unwrap(), Inches(12.0));
    let refused = check_figure_move(
        &man,
        &[TablePoint::new(10.0, 27.5)],
        None,
        MoveContext::default(),
        &o,
    );
    match refused {
        Err(MoveRefusal::TooFar {
            moved,
            allowed,
            rule,
            ..
        }) => {
            assert_eq!((moved, allowed), (12.5, 12.0));
            assert!(rule.contains("Wells L261"), "{rule}");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    // move_measure: along the route by default (a dog-leg of 8 + 6 = 14 in is too long),
    // start to end under `straight` (10 in).
    let route = [TablePoint::new(10.0, 32.0), TablePoint::new(16.0, 32.0)];
    assert!(check_figure_move(&man, &route, None, MoveContext::default(), &o).is_err());
    let straight = with(&[("move_measure", "straight")]);
    assert!(check_figure_move(&man, &route, None, MoveContext::default(), &straight).is_ok());
    // Wells L229: a first move is measured from the nearest point of the back line.
    let line = Some(TablePoint::new(10.0, 48.0));
    let first = check_figure_move(
        &man,
        &[TablePoint::new(10.0, 30.0)],
        line,
        MoveContext::default(),
        &o,
    );
    assert!(matches!(first, Err(MoveRefusal::TooFar { moved, .. }) if moved == 18.0));
}

#[test]
fn guns_move_one_or_two_feet_trail_forward_and_fire_from_the_second_move() {
    let o = LittleWarsOptions::defaults();
    // Wells L273: 2 ft with 4 cavalry, else 1 ft.
    assert_eq!(gun_range(&[Arm::Cavalry; 4], &o).0, Inches(24.0));
    assert_eq!(
        gun_range(
            &[Arm::Cavalry, Arm::Cavalry, Arm::Cavalry, Arm::Infantry],
            &o
        )
        .0,
        Inches(12.0)
    );
    // Wells L595: a Kriegspiel gun 2 ft.
    assert_eq!(
        gun_range(&[Arm::Infantry; 4], &with(&[("rules_mode", "kriegspiel")])).0,
        Inches(24.0)
    );
    // Wells L273: moved up the table, it ends muzzle back down the table.
    let b = trail_forward_bearing(TablePoint::new(0.0, 40.0), TablePoint::new(0.0, 30.0));
    assert!((b - 180.0).abs() < 1e-9, "{b}");
    // Wells L242: no fire before move 3; Streamlined L32: only move 1; Wells L368: the
    // defender fires at once.
    let rows: &[(u32, bool, &str, bool)] = &[
        (1, false, "wells", false),
        (2, false, "wells", false),
        (3, false, "wells", true),
        (1, false, "streamlined", false),
        (2, false, "streamlined", true),
        (1, true, "wells", true),
    ];
    for (n, defender, reading, allowed) in rows {
        let o = with(&[("first_fire", reading)]);
        assert_eq!(
            may_fire(*n, *defender, &o).is_ok(),
            *allowed,
            "move {n} {reading}"
        );
    }
}

#[test]
fn melee_cases_with_their_sources() {
    let o = LittleWarsOptions::defaults();
    // (mover men, supporters, other men, supporters, case, mover dead/taken/standing,
    //  other dead/taken/standing, source)
    type Row = (
        u32,
        u32,
        u32,
        u32,
        MeleeCase,
        [u32; 3],
        [u32; 3],
        &'static str,
    );
    let rows: &[Row] = &[
        (
            5,
            0,
            5,
            0,
            MeleeCase::Equal,
            [5, 0, 0],
            [5, 0, 0],
            "Wells L304",
        ),
        (
            11,
            0,
            9,
            0,
            MeleeCase::UnequalIsolated,
            [7, 0, 4],
            [7, 2, 0],
            "Wells L312: 9 against 11",
        ),
        (
            11,
            0,
            9,
            5,
            MeleeCase::UnequalSupported,
            [9, 0, 2],
            [9, 0, 0],
            "Wells L316",
        ),
        (
            11,
            0,
            9,
            4,
            MeleeCase::UnequalIsolated,
            [7, 0, 4],
            [7, 2, 0],
            "4 of 9 is under half",
        ),
        (
            19,
            0,
            13,
            5,
            MeleeCase::UnequalIsolated,
            [7, 0, 12],
            [7, 6, 0],
            "Wells L332: A 19 v B 13",
        ),
        (
            14,
            0,
            12,
            0,
            MeleeCase::UnequalIsolated,
            [10, 0, 4],
            [10, 2, 0],
            "Wells L332: B 14 v A 12",
        ),
        (
            10,
            0,
            5,
            0,
            MeleeCase::UnequalIsolated,
            [0, 0, 10],
            [0, 5, 0],
            "Wells L147: the cap",
        ),
        (
            30,
            0,
            4,
            1,
            MeleeCase::UnequalIsolated,
            [0, 0, 30],
            [0, 4, 0],
            "Wells L147",
        ),
        (
            3,
            2,
            8,
            0,
            MeleeCase::UnequalSupported,
            [3, 0, 0],
            [3, 0, 5],
            "smaller side moved",
        ),
        (
            3,
            1,
            8,
            0,
            MeleeCase::UnequalIsolated,
            [0, 3, 0],
            [0, 0, 8],
            "smaller mover taken",
        ),
    ];
    for (mm, ms, om, os, case, m, other, cite) in rows {
        let out = settle_melee(count(*mm, *ms), count(*om, *os), &o).unwrap();
        assert_eq!(out.case, *case, "{cite}");
        assert_eq!(
            [
                out.mover.dead,
                out.mover.taken_prisoner,
                out.mover.left_standing
            ],
            *m,
            "{cite}"
        );
        assert_eq!(
            [
                out.other.dead,
                out.other.taken_prisoner,
                out.other.left_standing
            ],
            *other,
            "{cite}"
        );
        assert!(
            out.steps.iter().any(|s| s.contains("Wells L")),
            "{cite}: the working cites"
        );
    }
    // Exactly half in support is supported (Wells L288).
    let half = settle_melee(count(8, 0), count(6, 3), &o).unwrap();
    assert_eq!(half.case, MeleeCase::UnequalSupported);
    // isolation_test = streamlined: half the side's remaining men within a move.
    let s = with(&[("isolation_test", "streamlined")]);
    let near = MeleeCount {
        men: 4,
        supporters: 2,
        remaining: Some(12),
    };
    assert_eq!(
        settle_melee(count(8, 0), near, &s).unwrap().case,
        MeleeCase::UnequalSupported
    );
    let far = MeleeCount {
        men: 4,
        supporters: 1,
        remaining: Some(12),
    };
    assert_eq!(
        settle_melee(count(8, 0), far, &s).unwrap().case,
        MeleeCase::UnequalIsolated
    );
    assert!(
        settle_melee(count(8, 0), count(4, 1), &s).is_err(),
        "needs the remaining men"
    );
    assert!(settle_melee(count(0, 0), count(4, 1), &o).is_err());
}

#[test]
fn force_points_and_the_150_point_buy() {
    // Wells L375: infantry 1, cavalry 1½, gun 10.
    let rows: &[(u32, u32, u32, f64)] = &[
        (1, 0, 0, 1.0),
        (0, 1, 0, 1.5),
        (0, 0, 1, 10.0),
        (80, 50, 4, 195.0),
        (60, 20, 6, 150.0),
        (61, 20, 6, 151.0),
        (0, 3, 0, 4.5),
    ];
    for (i, c, g, points) in rows {
        let f = ForceCount {
            infantry: *i,
            cavalry: *c,
            guns: *g,
        };
        assert_eq!(f.points().points, *points, "{f:?}");
        assert_eq!(f.points().within_buy, *points <= 150.0);
    }
    let equal = LittleWarsOptions::defaults();
    let a = ForceCount {
        infantry: 12,
        cavalry: 6,
        guns: 1,
    };
    let b = ForceCount {
        infantry: 13,
        cavalry: 6,
        guns: 1,
    };
    assert!(check_forces(a, a, &equal).is_ok());
    assert!(
        check_forces(a, b, &equal).is_err(),
        "Wells L375: equal in number"
    );
    let buy = with(&[("force_selection", "points_150")]);
    assert!(check_forces(a, b, &buy).is_ok());
    let big = ForceCount {
        infantry: 61,
        cavalry: 20,
        guns: 6,
    };
    assert!(check_forces(big, a, &buy).is_err(), "Streamlined L44");
}

#[test]
fn move_time_warnings_and_interval() {
    // (men, guns, rounding, seconds) — Wells L238: 110 men and 3 guns → 7 minutes.
    let rows: &[(u32, u32, &str, u32)] = &[
        (110, 3, "ceil_total", 420),
        (110, 3, "ceil_men", 420),
        (110, 3, "exact", 400),
        (30, 0, "ceil_total", 60),
        (31, 1, "ceil_total", 180),
        (31, 1, "ceil_men", 180),
        (45, 1, "exact", 150),
        (0, 1, "ceil_total", 60),
    ];
    for (men, guns, rounding, seconds) in rows {
        let o = with(&[("time_rounding", rounding)]);
        assert_eq!(
            move_allowance(*men, *guns, &o).seconds,
            *seconds,
            "{men} men {guns} guns {rounding}"
        );
    }
    // Wells L238: warnings 2 min, 1 min and 30 s before time.
    let rows: &[(u32, f64, TimerPhase)] = &[
        (420, 0.0, TimerPhase::Running),
        (420, 299.0, TimerPhase::Running),
        (420, 300.0, TimerPhase::Warned(1)),
        (420, 360.0, TimerPhase::Warned(2)),
        (420, 390.0, TimerPhase::Warned(3)),
        (420, 420.0, TimerPhase::Time),
    ];
    for (allowance, elapsed, phase) in rows {
        assert_eq!(timer_phase(*allowance, *elapsed), *phase, "{elapsed} s");
    }
    // Wells L238, L131: five or four minutes between moves; none in Streamlined.
    assert_eq!(
        interval_limit_seconds(&LittleWarsOptions::defaults()),
        Some(300)
    );
    assert_eq!(
        interval_limit_seconds(&with(&[("interval_limit", "four")])),
        Some(240)
    );
    assert_eq!(
        interval_limit_seconds(&with(&[("interval_limit", "none")])),
        None
    );
}

#[test]
fn wells_points_game_types_and_campaigns() {
    // Wells L356: victory 100, gun 10, cavalry 1½, infantry 1, prisoners ½ either way.
    let rows: &[(ScoreInput, f64)] = &[
        (
            ScoreInput {
                won: true,
                ..Default::default()
            },
            100.0,
        ),
        (
            ScoreInput {
                drawn: true,
                ..Default::default()
            },
            50.0,
        ),
        (
            ScoreInput {
                guns: 2,
                ..Default::default()
            },
            20.0,
        ),
        (
            ScoreInput {
                cavalry: 3,
                ..Default::default()
            },
            4.5,
        ),
        (
            ScoreInput {
                infantry: 7,
                ..Default::default()
            },
            7.0,
        ),
        (
            ScoreInput {
                prisoners_taken: 3,
                ..Default::default()
            },
            1.5,
        ),
        (
            ScoreInput {
                own_men_prisoners: 4,
                ..Default::default()
            },
            2.0,
        ),
        (
            ScoreInput {
                drawn: false,
                won: true,
                guns: 1,
                cavalry: 10,
                infantry: 20,
                prisoners_taken: 5,
                own_men_prisoners: 1,
            },
            148.0,
        ),
    ];
    for (input, points) in rows {
        assert_eq!(score_side(*input).unwrap().points, *points, "{input:?}");
    }
    assert!(
        score_side(ScoreInput {
            won: true,
            drawn: true,
            ..Default::default()
        })
        .is_err()
    );
    // Wells L356: drawn when both are below 15 men.
    assert!(fight_drawn(14, 14) && !fight_drawn(15, 3));
    // Wells L364: three men at the enemy line decide a Blow at the Rear.
    assert!(blow_decided(3) && !blow_decided(2));
    // Wells L368: the defender two-thirds as strong; the attacker wins with a quarter.
    let o = LittleWarsOptions::defaults();
    let attacker = ForceCount {
        infantry: 60,
        cavalry: 0,
        guns: 0,
    };
    assert!(defensive_strength_ok(
        ForceCount {
            infantry: 40,
            ..Default::default()
        },
        attacker,
        &o
    ));
    assert!(!defensive_strength_ok(
        ForceCount {
            infantry: 41,
            ..Default::default()
        },
        attacker,
        &o
    ));
    assert!(defensive_attacker_won(
        ForceCount {
            infantry: 15,
            ..Default::default()
        },
        attacker,
        &o
    ));
    assert!(!defensive_attacker_won(
        ForceCount {
            infantry: 14,
            ..Default::default()
        },
        attacker,
        &o
    ));
    // Wells L168: a campaign is won a margin up; `exceed` needs more than the margin.
    let c = Campaign {
        battles: vec![(150.0, 20.0), (90.0, 20.0)],
        margin: 200.0,
    };
    assert_eq!(c.standing(&o).red_net, 200.0);
    assert_eq!(c.standing(&o).winner, Some(Side::Red));
    assert_eq!(
        c.standing(&with(&[("campaign_margin", "exceed")])).winner,
        None
    );
}
