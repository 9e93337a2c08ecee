//! The cavalry charge as a command and its options (Wells L780-L866; little-wars.md §10).

use super::*;
use kriegsspiel::systems::little_wars::kriegspiel::charge_order::ChargeAgreed;

#[test]
fn a_charge_takes_the_tables_losses_off_the_named_men() {
    // (formation, feet, cavalry, infantry, cavalry lost, infantry lost, source)
    let rows: &[(Formation, f64, u32, u32, u32, u32, &str)] = &[
        (
            Formation::Extended,
            2.5,
            10,
            20,
            4,
            10,
            "Wells L788: 1 per 5, 1 per sabre",
        ),
        (
            Formation::Extended,
            1.5,
            10,
            20,
            2,
            20,
            "Wells L792: 1 per 10, 2 per sabre",
        ),
        (
            Formation::Extended,
            0.5,
            8,
            30,
            2,
            24,
            "Wells L796: 1 per 15, 3 per sabre",
        ),
        (
            Formation::Fours,
            1.5,
            10,
            4,
            8,
            1,
            "Wells L808: 2 per man, 1 per 10 sabres",
        ),
        (
            Formation::TwoRanks,
            0.5,
            10,
            4,
            4,
            2,
            "Wells L812: 1 per man, 1 per 5 sabres",
        ),
        (
            Formation::Dismounted,
            2.5,
            10,
            10,
            2,
            10,
            "Wells L832: dismounted as extended",
        ),
    ];
    for &(formation, feet, n, m, cav, inf, cite) in rows {
        let arm = if formation == Formation::Dismounted {
            Arm::Cavalry
        } else {
            Arm::Infantry
        };
        let (field, riders, men) = riders_and(n, arm, m, feet);
        let mut game = battle(&[], field);
        if formation == Formation::Dismounted {
            blue_dismounts(&mut game, &men);
        }
        let events = game
            .apply(C::Charge(order(&riders, &men, infantry(formation))))
            .unwrap_or_else(|e| panic!("{cite}: {e}"));
        assert_eq!(
            (dead(&game, &riders), dead(&game, &men)),
            (cav, inf),
            "{cite}"
        );
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Ev::ChargeSettled { steps, .. } if !steps.is_empty())),
            "{cite}: the working is journaled"
        );
        // The chargers have spent their move.
        assert!(game.state().moved.contains(&riders[0]), "{cite}");
    }
}

#[test]
fn a_charge_is_refused_below_eight_or_beyond_charging_distance() {
    // (cavalry, feet, option pairs, agreed feet, refusal, source)
    type Row<'a> = (
        u32,
        f64,
        &'a [(&'a str, &'a str)],
        Option<f64>,
        Option<&'a str>,
        &'a str,
    );
    let rows: &[Row] = &[
        (
            7,
            1.0,
            &[],
            None,
            Some("too_few"),
            "Wells L780: no fewer than 8",
        ),
        (8, 1.0, &[], None, None, "Wells L780: 8 may"),
        (
            8,
            3.5,
            &[],
            None,
            Some("distance"),
            "Wells L591: cavalry_move is 3 ft",
        ),
        (8, 2.9, &[], None, None, "Wells L591: within 3 ft"),
        (
            8,
            3.5,
            &[("charging_distance", "custom")],
            Some(4.0),
            None,
            "custom: 4 ft agreed",
        ),
        (
            8,
            3.5,
            &[("charging_distance", "custom")],
            Some(3.0),
            Some("distance"),
            "custom: 3 ft agreed",
        ),
        (
            8,
            1.0,
            &[("charging_distance", "custom")],
            None,
            Some("agreed"),
            "custom: a figure is needed",
        ),
    ];
    for &(n, feet, pairs, agreed, refusal, cite) in rows {
        let (field, riders, men) = riders_and(n, Arm::Infantry, 10, feet);
        let mut game = battle(pairs, field);
        let mut o = order(&riders, &men, infantry(Formation::Extended));
        o.agreed.charging_distance_feet = agreed;
        let got = game.apply(C::Charge(o));
        match (refusal, got) {
            (None, Ok(_)) => {}
            (Some("too_few"), Err(e)) => {
                assert!(
                    matches!(appendix(e), AppendixRefusal::TooFewCavalry { cavalry: 7 }),
                    "{cite}"
                )
            }
            (Some("distance"), Err(e)) => assert!(
                matches!(appendix(e), AppendixRefusal::OutOfChargingDistance { .. }),
                "{cite}"
            ),
            (Some("agreed"), Err(e)) => assert!(
                matches!(
                    appendix(e),
                    AppendixRefusal::AgreedFigureMissing {
                        option: "charging_distance",
                        ..
                    }
                ),
                "{cite}"
            ),
            (want, got) => panic!("{cite}: wanted {want:?}, got {got:?}"),
        }
    }
}

#[test]
fn the_charger_chooses_the_dead_exactly_as_many_as_due() {
    // Wells L320 by analogy: the side that moved picks its casualties; extended order at
    // 2.5 ft, 8 sabres kill 8 of 10 (Wells L788) and lose 2 (one per 5).
    let (field, riders, men) = riders_and(8, Arm::Infantry, 10, 2.5);
    let mut game = battle(&[], field);
    let mut o = order(&riders, &men, infantry(Formation::Extended));
    o.dead = men[..7].to_vec();
    assert!(matches!(
        appendix(game.apply(C::Charge(o.clone())).unwrap_err()),
        AppendixRefusal::BadChoiceOfDead {
            named: 7,
            due: 8,
            ..
        }
    ));
    o.dead = men[2..].to_vec();
    o.dead.extend(&riders[6..]);
    game.apply(C::Charge(o)).unwrap();
    let s = game.state();
    assert!(men[..2].iter().all(|id| s.figure(*id).unwrap().is_armed()));
    assert!(
        men[2..]
            .iter()
            .all(|id| s.figure(*id).unwrap().status == FigureStatus::Dead)
    );
    assert!(
        riders[6..]
            .iter()
            .all(|id| s.figure(*id).unwrap().status == FigureStatus::Dead)
    );
    assert!(
        riders[..6]
            .iter()
            .all(|id| s.figure(*id).unwrap().is_armed())
    );
}

#[test]
fn after_the_charge_close_order_stands_and_extended_order_retires() {
    // Wells L816: charged in close order, no move on the next move; Wells L820: in extended
    // order, retire 1 ft on the next move (a move towards the cavalry is refused).
    let (field, riders, men) = riders_and(8, Arm::Infantry, 4, 0.5);
    let mut game = battle(&[], field);
    game.apply(C::Charge(order(&riders, &men, infantry(Formation::Fours))))
        .unwrap();
    end(&mut game);
    let standing = *men
        .iter()
        .find(|id| game.state().figure(**id).unwrap().is_armed())
        .unwrap();
    assert!(matches!(
        appendix(blue_moves(&mut game, standing, 6.0).unwrap_err()),
        AppendixRefusal::HeldAfterCharge { .. }
    ));
    end(&mut game);
    end(&mut game);
    blue_moves(&mut game, standing, 6.0).expect("the hold lasts one move (Wells L816)");

    let (field, riders, men) = riders_and(8, Arm::Infantry, 40, 2.5);
    let mut game = battle(&[], field);
    game.apply(C::Charge(order(
        &riders,
        &men,
        infantry(Formation::Extended),
    )))
    .unwrap();
    end(&mut game);
    let standing = *men
        .iter()
        .find(|id| game.state().figure(**id).unwrap().is_armed())
        .unwrap();
    assert!(matches!(
        appendix(blue_moves(&mut game, standing, -3.0).unwrap_err()),
        AppendixRefusal::MustRetire { .. }
    ));
    assert!(
        appendix(blue_moves(&mut game, standing, 6.0).unwrap_err())
            != AppendixRefusal::HeldAfterCharge { figure: standing }
    );
    blue_moves(&mut game, standing, 12.0).expect("retiring 1 ft is the move required");
}

#[test]
fn close_order_formations_by_reading() {
    // (reading, formation, agreed close, cavalry lost, infantry lost or refused, source):
    // 10 sabres on 4 men at 1.5 ft: close order 8 and 1 (Wells L808), extended 0 and 4
    // (Wells L792, capped at the men present).
    type Row<'a> = (
        &'a str,
        Formation,
        Option<bool>,
        Option<(u32, u32)>,
        &'a str,
    );
    let rows: &[Row] = &[
        (
            "ranks_or_fours",
            Formation::Fours,
            None,
            Some((8, 1)),
            "Wells L622: fours are close",
        ),
        (
            "ranks_or_fours",
            Formation::TwoRanks,
            None,
            Some((8, 1)),
            "Wells L622-L623",
        ),
        (
            "ranks_or_fours",
            Formation::Extended,
            None,
            Some((0, 4)),
            "Wells L623: extension",
        ),
        (
            "agreed",
            Formation::Fours,
            Some(false),
            Some((0, 4)),
            "agreed: the players say extended",
        ),
        (
            "agreed",
            Formation::Extended,
            Some(true),
            Some((8, 1)),
            "agreed: the players say close",
        ),
        (
            "agreed",
            Formation::Fours,
            None,
            None,
            "agreed: the figure is needed",
        ),
    ];
    for &(reading, formation, close, want, cite) in rows {
        let (field, riders, men) = riders_and(10, Arm::Infantry, 4, 1.5);
        let mut game = battle(&[("close_order_formations", reading)], field);
        let mut o = order(&riders, &men, infantry(formation));
        o.agreed = ChargeAgreed {
            close_order: close,
            ..ChargeAgreed::default()
        };
        match (want, game.apply(C::Charge(o))) {
            (Some(w), Ok(_)) => assert_eq!((dead(&game, &riders), dead(&game, &men)), w, "{cite}"),
            (None, Err(e)) => assert!(
                matches!(
                    appendix(e),
                    AppendixRefusal::AgreedFigureMissing {
                        option: "close_order_formations",
                        ..
                    }
                ),
                "{cite}"
            ),
            (w, got) => panic!("{cite}: wanted {w:?}, got {got:?}"),
        }
    }
}

#[test]
fn downhill_multiplier_by_reading() {
    // Wells L844 stands among the rules for cavalry against cavalry: one contour down doubles
    // the chargers' count (`numbers`) or the losses they inflict (`losses`). On infantry the
    // tables alone settle the charge: 10 sabres on 3 men in fours from 2.5 ft lose 1 man
    // (1 per 15 sabres, Wells L804; charge_rounding half_up) under either reading. On 50 still
    // cavalry, 8 sabres kill 5 each (Wells L828): 40 on level ground, 80 (capped at the 50
    // present) one contour down.
    // (reading, target, contours down, target dead, source)
    let rows: &[(&str, Arm, u32, u32, &str)] = &[
        (
            "numbers",
            Arm::Infantry,
            1,
            1,
            "Wells L804, L844: no multiplier on infantry",
        ),
        (
            "losses",
            Arm::Infantry,
            1,
            1,
            "Wells L804, L844: no multiplier on infantry",
        ),
        (
            "numbers",
            Arm::Cavalry,
            0,
            40,
            "Wells L828: 5 killed a sabre",
        ),
        (
            "numbers",
            Arm::Cavalry,
            1,
            50,
            "Wells L844, numbers: 16 sabres",
        ),
        (
            "losses",
            Arm::Cavalry,
            1,
            50,
            "Wells L844, losses: 40 doubled",
        ),
    ];
    for &(reading, arm, contours, killed, cite) in rows {
        let (riders, m, on) = if arm == Arm::Infantry {
            (10, 3, infantry(Formation::Fours))
        } else {
            (8, 50, ChargeOn::StillCavalry)
        };
        let (field, riders, men) = riders_and(riders, arm, m, 2.5);
        let mut game = battle(&[("downhill_multiplier", reading)], field);
        if arm == Arm::Cavalry {
            both_stand(&mut game);
        }
        let mut o = order(&riders, &men, on);
        o.contours_down = contours;
        let events = game.apply(C::Charge(o)).unwrap();
        // Killed by the charge; men it drives off the field are destroyed besides (L852).
        let lost = events.iter().find_map(|e| match e {
            Ev::ChargeSettled { target_lost, .. } => Some(*target_lost),
            _ => None,
        });
        assert_eq!(lost, Some(killed), "{cite}");
        assert!(dead(&game, &men) >= killed, "{cite}");
    }
}

#[test]
fn retiring_infantry_by_reading() {
    // Wells L856: retiring infantry in extended order charged within charging distance lose
    // double; the cavalry lose nothing under `both`, their table losses under `ranks_only`.
    // 10 sabres on 30 men at 2.5 ft: 10 → 20 infantry; cavalry 1 per 5 = 6 (Wells L788).
    let rows: &[(&str, u32, u32, &str)] = &[
        ("both", 0, 20, "Wells L856: the cavalry lose nothing"),
        (
            "ranks_only",
            6,
            20,
            "ranks_only: extended order still costs the table's losses",
        ),
    ];
    for &(reading, cav, inf, cite) in rows {
        let (field, riders, men) = riders_and(10, Arm::Infantry, 30, 2.5);
        let mut game = battle(&[("retiring_infantry_cavalry_loss", reading)], field);
        let on = ChargeOn::Infantry {
            formation: Formation::Extended,
            retiring: true,
        };
        game.apply(C::Charge(order(&riders, &men, on))).unwrap();
        assert_eq!(
            (dead(&game, &riders), dead(&game, &men)),
            (cav, inf),
            "{cite}"
        );
    }
}

#[test]
fn retire_distance_by_reading() {
    // Wells L856: retiring infantry charged again must keep retiring; `full_move` is the
    // infantry's whole move, 1 ft (Wells L590); `agreed` the players' figure (here ½ ft).
    // (reading, agreed feet, a 6-inch retreat allowed, source)
    let rows: &[(&str, Option<f64>, Option<bool>, &str)] = &[
        ("full_move", None, Some(false), "Wells L590: 1 ft to retire"),
        ("agreed", Some(0.5), Some(true), "agreed: ½ ft"),
        ("agreed", None, None, "agreed: the figure is needed"),
    ];
    for &(reading, feet, allowed, cite) in rows {
        let (field, riders, men) = riders_and(8, Arm::Infantry, 40, 2.5);
        let mut game = battle(&[("retire_distance", reading)], field);
        let mut o = order(
            &riders,
            &men,
            ChargeOn::Infantry {
                formation: Formation::Extended,
                retiring: true,
            },
        );
        o.agreed.retire_feet = feet;
        match (allowed, game.apply(C::Charge(o))) {
            (None, Err(e)) => assert!(
                matches!(
                    appendix(e),
                    AppendixRefusal::AgreedFigureMissing {
                        option: "retire_distance",
                        ..
                    }
                ),
                "{cite}"
            ),
            (Some(ok), Ok(_)) => {
                end(&mut game);
                let man = *men
                    .iter()
                    .find(|id| game.state().figure(**id).unwrap().is_armed())
                    .unwrap();
                assert_eq!(blue_moves(&mut game, man, 6.0).is_ok(), ok, "{cite}");
            }
            (w, got) => panic!("{cite}: wanted {w:?}, got {got:?}"),
        }
    }
}

#[test]
fn cavalry_v_guns_by_reading() {
    // Wells L860: one gun captured; the cavalry lose 4 per gun from over 2 ft.
    // (reading, guns named, cavalry lost or refused, guns taken, source)
    let rows: &[(&str, usize, Option<u32>, &str)] = &[
        ("one_per_charge", 1, Some(4), "Wells L860: one gun, 4 men"),
        ("one_per_charge", 2, None, "Wells L860: one gun per charge"),
        (
            "one_per_payment",
            2,
            Some(8),
            "one_per_payment: 4 men for each gun",
        ),
    ];
    for &(reading, named, lost, cite) in rows {
        let mut field = Field::default();
        let riders = field.line(Side::Red, Arm::Cavalry, 10, 44.0, RIDERS_Y);
        let guns = [
            field.gun(Side::Blue, 46.0, 0.0),
            field.gun(Side::Blue, 52.0, 0.0),
        ];
        // Each gun's trail end lies 3 in behind its axle (bearing 0: trail towards the riders).
        let axle_y = RIDERS_Y - 0.6 - 2.5 * 12.0 - 3.0;
        for g in &mut field.guns {
            g.axle.y = axle_y;
        }
        field.gun(Side::Red, 60.0, 44.0);
        let mut game = battle(&[("cavalry_v_guns", reading)], field);
        let mut o = order(&riders, &[], ChargeOn::Guns);
        o.guns = guns[..named].to_vec();
        match (lost, game.apply(C::Charge(o))) {
            (Some(l), Ok(_)) => {
                assert_eq!(dead(&game, &riders), l, "{cite}");
                for g in &guns[..named] {
                    assert_eq!(game.state().gun(*g).unwrap().side, Side::Red, "{cite}");
                }
            }
            (None, Err(e)) => assert!(
                matches!(appendix(e), AppendixRefusal::OneGunPerCharge { named: 2 }),
                "{cite}"
            ),
            (w, got) => panic!("{cite}: wanted {w:?}, got {got:?}"),
        }
    }
}

#[test]
fn cavalry_meeting_cavalry_toss_when_equal_and_melee_when_not() {
    // Wells L836: equal numbers toss a coin from the game's dice; the loser loses ¾ and must
    // retire, the winner ¼. Wells L840: unequal numbers go to the floor melee (§6).
    let (field, riders, others) = riders_and(8, Arm::Cavalry, 8, 1.0);
    let mut game = battle(&[], field);
    let events = game
        .apply(C::Charge(order(&riders, &others, ChargeOn::Cavalry)))
        .unwrap();
    let mut losses = [dead(&game, &riders), dead(&game, &others)];
    losses.sort_unstable();
    assert_eq!(
        losses,
        [2, 6],
        "Wells L836: a quarter and three quarters of 8"
    );
    assert!(events.iter().any(
        |e| matches!(e, Ev::ChargeSettled { steps, .. } if steps.iter().any(|s| s.contains("coin")))
    ));
    let replayed = LittleWarsGame::from_json(&game.to_json().unwrap(), "test").unwrap();
    assert_eq!(
        replayed.state().figures,
        game.state().figures,
        "the coin is recorded"
    );

    let (field, riders, others) = riders_and(10, Arm::Cavalry, 8, 1.0);
    let mut game = battle(&[], field);
    let events = game
        .apply(C::Charge(order(&riders, &others, ChargeOn::Cavalry)))
        .unwrap();
    assert!(
        events.iter().any(|e| matches!(e, Ev::MeleeSettled(_))),
        "Wells L840"
    );
    // 10 against 8 isolated: 2 taken, 6 die on each side (Wells L312).
    assert_eq!((dead(&game, &riders), dead(&game, &others)), (6, 6));
    let taken = others
        .iter()
        .filter(|id| {
            matches!(
                game.state().figure(**id).unwrap().status,
                FigureStatus::Prisoner { .. }
            )
        })
        .count();
    assert_eq!(taken, 2);
}

#[test]
fn prisoners_of_a_cavalry_melee_go_seven_to_an_escort() {
    // Wells L840 sends unequal cavalry to the floor melee; Wells L328: one man escorts up to
    // seven prisoners. (riders, charged, prisoners per escort, source)
    let rows: &[(u32, u32, &[usize], &str)] = &[
        (
            17,
            8,
            &[7, 1],
            "Wells L312, L328: 8 taken, seven to the first escort",
        ),
        (10, 8, &[2], "Wells L312: 2 taken, one escort"),
    ];
    for &(n, m, per_escort, cite) in rows {
        let (field, riders, others) = riders_and(n, Arm::Cavalry, m, 1.0);
        let mut game = battle(&[], field);
        game.apply(C::Charge(order(&riders, &others, ChargeOn::Cavalry)))
            .unwrap();
        let mut escorts = std::collections::BTreeMap::<u32, usize>::new();
        for f in &game.state().figures {
            if let FigureStatus::Prisoner { escort: Some(e) } = f.status {
                *escorts.entry(e).or_default() += 1;
            }
        }
        let mut counts: Vec<usize> = escorts.into_values().collect();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(counts, per_escort, "{cite}");
    }
}

#[test]
fn still_cavalry_charged_are_driven_three_feet_back_or_off_the_field() {
    // Wells L828: each charging sabre kills five still mounted cavalry and puts fifteen more
    // three feet to the rear; Wells L852: a body driven off the field is destroyed. Eight
    // sabres on fifty: forty killed (the lowest ids, the charger's default pick), the other
    // ten driven back. (Red's front line, down the table, in; dead; driven back and
    // standing; source)
    let rows: &[(f64, u32, usize, &str)] = &[
        (
            10.0,
            40,
            10,
            "Wells L828: 3 ft to the rear, towards Red's back line",
        ),
        (
            14.0,
            50,
            0,
            "Wells L852: 3 ft would cross Red's back line: destroyed",
        ),
    ];
    for &(y, dead_n, driven_n, cite) in rows {
        let mut field = Field::default();
        let mut still = field.line(Side::Red, Arm::Cavalry, 25, 20.0, y + 2.0);
        still.extend(field.line(Side::Red, Arm::Cavalry, 25, 20.0, y));
        let riders = field.line(Side::Blue, Arm::Cavalry, 8, 30.0, y - 6.0 - 1.2);
        let mut game = battle(&[], field);
        end(&mut game);
        let before: Vec<f64> = still
            .iter()
            .map(|id| game.state().figure(*id).unwrap().at.y)
            .collect();
        game.apply(C::Charge(order(&riders, &still, ChargeOn::StillCavalry)))
            .unwrap();
        assert_eq!(dead(&game, &still), dead_n, "{cite}");
        let driven = still
            .iter()
            .zip(&before)
            .filter(|(id, y0)| {
                let f = game.state().figure(**id).unwrap();
                f.is_armed() && (f.at.y - *y0 - 36.0).abs() < 1e-9
            })
            .count();
        assert_eq!(driven, driven_n, "{cite}");
    }
}

/// Eight Red riders half a foot below thirty Blue infantry in extended order at `blue_y`; the
/// charge is made and Blue's survivors retire the inches ordered, then Red's move comes round.
fn charged_and_retired(blue_y: f64, version: u32) -> (LittleWarsGame, Vec<u32>) {
    let mut field = Field::default();
    let mut foot = field.line(Side::Blue, Arm::Infantry, 15, 9.0, blue_y);
    foot.extend(field.line(Side::Blue, Arm::Infantry, 15, 9.0, blue_y - 1.5));
    let riders = field.line(Side::Red, Arm::Cavalry, 8, 10.0, blue_y + 6.0 + GAP_PAD);
    let mut game = battle_by(version, &[], field);
    game.apply(C::Charge(order(
        &riders,
        &foot,
        infantry(Formation::Extended),
    )))
    .unwrap();
    end(&mut game);
    let survivors: Vec<u32> = foot
        .iter()
        .copied()
        .filter(|id| game.state().figure(*id).unwrap().is_armed())
        .collect();
    for &id in &survivors {
        let inches = match game.state().appendix.get(id).map(|m| m.kind) {
            Some(MarkKind::Retire { inches, .. }) => inches,
            other => panic!("man {id} was not ordered to retire: {other:?}"),
        };
        blue_moves(&mut game, id, inches).unwrap();
    }
    end(&mut game);
    (game, survivors)
}

#[test]
fn a_body_that_retired_goes_on_retiring_while_pursued() {
    // Wells L856 (and L848, L864): the retiring body must go on retiring while the enemy's
    // cavalry, within charging distance, pursues it; Wells L852: driven off the field, it is
    // destroyed. The riders stand still, within 3 ft of the men they charged.
    // (Blue's line down the table, rules version, still bound to retire, destroyed, source)
    let v2 = kriegsspiel::systems::little_wars::game::RULES_VERSION;
    let rows: &[(f64, u32, bool, bool, &str)] = &[
        (
            37.0,
            v2,
            false,
            false,
            "setting up: Red's move now, Blue not yet pursued",
        ),
        (
            37.0,
            v2,
            true,
            false,
            "Wells L856: pursued, Blue retires again",
        ),
        (
            21.0,
            v2,
            true,
            true,
            "Wells L852: men whose second retreat would cross Blue's back line are destroyed, \
             the rest retire again",
        ),
        (
            37.0,
            1,
            false,
            false,
            "rules version 1: the order to retire lapsed",
        ),
    ];
    for (n, &(blue_y, version, bound, destroyed, cite)) in rows.iter().enumerate() {
        let (mut game, survivors) = charged_and_retired(blue_y, version);
        assert!(!survivors.is_empty(), "{cite}: someone survives the charge");
        if n > 0 {
            end(&mut game);
        }
        let s = game.state();
        let (mut marked_n, mut dead_n) = (0, 0);
        for id in &survivors {
            let man = s.figure(*id).unwrap();
            let marked = matches!(
                s.appendix.get(*id).map(|m| m.kind),
                Some(MarkKind::Retire { .. })
            );
            let dead = man.status == FigureStatus::Dead;
            // Pursuit reaches only a man within charging distance (3 ft, Wells L591) of a
            // standing rider.
            let in_reach = s
                .figures
                .iter()
                .filter(|f| f.side == Side::Red && f.arm == Arm::Cavalry && f.is_armed())
                .any(|f| f.gap_to(man).0 <= 36.0);
            assert!(
                in_reach || !(marked || dead),
                "{cite}: man {id} out of reach"
            );
            marked_n += usize::from(marked);
            dead_n += usize::from(dead);
        }
        assert_eq!(marked_n > 0, bound, "{cite}: bound to retire again");
        assert_eq!(dead_n > 0, destroyed, "{cite}: destroyed");
    }
}
