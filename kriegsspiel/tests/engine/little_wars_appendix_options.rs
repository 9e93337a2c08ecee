//! Little Wars, the Kriegspiel appendix at the table (§10): the cavalry charge and the shell as
//! journaled commands, and every appendix option pinned reading by reading, each row citing
//! Wells's line (little-wars.md §1, L75-L97).

use kriegsspiel::side::Side;
use kriegsspiel::system::RuleSystem;
use kriegsspiel::systems::little_wars::LittleWarsError;
use kriegsspiel::systems::little_wars::appendix_refusal::AppendixRefusal;
use kriegsspiel::systems::little_wars::country::Country;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure, FigureStatus};
use kriegsspiel::systems::little_wars::game::{
    LittleWarsCommand as C, LittleWarsEvent as Ev, LittleWarsGame, LittleWarsSetup, ShotTouch,
};
use kriegsspiel::systems::little_wars::gun::Gun;
use kriegsspiel::systems::little_wars::kriegspiel::charge_order::{
    ChargeAgreed, ChargeOn, ChargeOrder, Formation,
};
use kriegsspiel::systems::little_wars::kriegspiel::marks::MarkKind;
use kriegsspiel::systems::little_wars::kriegspiel::{contour_move_cost, wheels_may_climb};
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::units::{Inches, TablePoint};

/// Riders stand on this line (inches down the table); the men they charge stand above it.
const RIDERS_Y: f64 = 26.0;
/// Base radii (Arm::base_radius): a horse 0.6 in, a foot figure 0.35 in.
const GAP_PAD: f64 = 0.95;

#[derive(Default)]
struct Field {
    figures: Vec<Figure>,
    guns: Vec<Gun>,
}

impl Field {
    fn line(&mut self, side: Side, arm: Arm, n: u32, x0: f64, y: f64) -> Vec<u32> {
        (0..n)
            .map(|k| {
                let id = u32::try_from(self.figures.len()).unwrap() + 1;
                let at = TablePoint::new(x0 + 1.5 * f64::from(k), y);
                let mut figure = Figure::new(id, side, arm, at);
                // Not a first move, which is measured from the back line (Wells L229).
                figure.has_moved_once = true;
                self.figures.push(figure);
                id
            })
            .collect()
    }

    fn gun(&mut self, side: Side, x: f64, y: f64) -> u32 {
        let id = u32::try_from(self.guns.len()).unwrap() + 1;
        self.guns
            .push(Gun::new(id, side, TablePoint::new(x, y), 0.0));
        id
    }
}

fn options(pairs: &[(&str, &str)]) -> LittleWarsOptions {
    let mut o = LittleWarsOptions::defaults();
    o.set("rules_mode", "kriegspiel").unwrap();
    o.set("force_selection", "points_150").unwrap();
    for (id, reading) in pairs {
        o.set(id, reading).unwrap();
    }
    o
}

/// The battle begun with Red to move; each side also has 16 infantry at its back line, so
/// that no test falls below 15 men a side and ends the battle (Wells L356).
fn battle(pairs: &[(&str, &str)], mut field: Field) -> LittleWarsGame {
    field.line(Side::Red, Arm::Infantry, 16, 2.0, 46.0);
    field.line(Side::Blue, Arm::Infantry, 16, 2.0, 2.0);
    let setup = LittleWarsSetup {
        country: Country::default_country(),
        options: options(pairs),
        seed: 1913,
        figures: field.figures,
        guns: field.guns,
        defender: None,
    };
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(C::TossForFirstMove).unwrap();
    game.apply(C::BeginBattle).unwrap();
    if game.state().to_move != Side::Red {
        end(&mut game);
    }
    game
}

fn end(game: &mut LittleWarsGame) {
    game.apply(C::EndMove { seconds_used: None }).unwrap();
}

/// Red riders on `RIDERS_Y`, Blue men `feet` (nearest points) above them.
fn riders_and(n: u32, arm: Arm, m: u32, feet: f64) -> (Field, Vec<u32>, Vec<u32>) {
    let mut field = Field::default();
    let riders = field.line(Side::Red, Arm::Cavalry, n, 44.0, RIDERS_Y);
    let pad = if arm.mounted() { 1.2 } else { GAP_PAD };
    let charged = field.line(Side::Blue, arm, m, 44.0, RIDERS_Y - feet * 12.0 - pad);
    (field, riders, charged)
}

fn order(cavalry: &[u32], target: &[u32], on: ChargeOn) -> ChargeOrder {
    ChargeOrder {
        cavalry: cavalry.to_vec(),
        target: target.to_vec(),
        on,
        ..ChargeOrder::default()
    }
}

fn infantry(formation: Formation) -> ChargeOn {
    ChargeOn::Infantry {
        formation,
        retiring: false,
    }
}

fn dead(game: &LittleWarsGame, ids: &[u32]) -> u32 {
    let s = game.state();
    u32::try_from(
        ids.iter()
            .filter(|id| s.figure(**id).unwrap().status == FigureStatus::Dead)
            .count(),
    )
    .unwrap()
}

fn appendix(err: LittleWarsError) -> AppendixRefusal {
    match err {
        LittleWarsError::Appendix(r) => r,
        other => panic!("expected an appendix refusal, got {other}"),
    }
}

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

/// Blue's move after Red's charge: moves one man `inches` away from the point his mark says
/// he retires from (straight up the table when he has none); negative: towards it.
fn blue_moves(game: &mut LittleWarsGame, id: u32, inches: f64) -> Result<Vec<Ev>, LittleWarsError> {
    let s = game.state();
    let at = s.figure(id).unwrap().at;
    let (ux, uy) = match s.appendix.get(id).map(|m| m.kind) {
        Some(MarkKind::Retire { away_from, .. }) => {
            let d = at.distance(away_from).0;
            ((at.x - away_from.x) / d, (at.y - away_from.y) / d)
        }
        _ => (0.0, -1.0),
    };
    game.apply(C::MoveFigure {
        figure: id,
        route: vec![at.offset(ux * inches, uy * inches)],
        on_road_in_column: false,
    })
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
    // Wells L844: one contour down doubles. 10 sabres on 3 men in fours from 2.5 ft (1 per 15
    // sabres, Wells L804; charge_rounding half_up): `numbers` 20 sabres → 1; `losses`
    // 10 sabres → 1, doubled → 2.
    let rows: &[(&str, u32, &str)] = &[
        ("numbers", 1, "Wells L844, numbers: the count doubled"),
        ("losses", 2, "Wells L844, losses: the losses doubled"),
    ];
    for &(reading, inf, cite) in rows {
        let (field, riders, men) = riders_and(10, Arm::Infantry, 3, 2.5);
        let mut game = battle(&[("downhill_multiplier", reading)], field);
        let mut o = order(&riders, &men, infantry(Formation::Fours));
        o.contours_down = 1;
        game.apply(C::Charge(o)).unwrap();
        assert_eq!(dead(&game, &men), inf, "{cite}");
        assert_eq!(dead(&game, &riders), 9, "{cite}: 3 per man (Wells L804)");
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

fn burst(game: &mut LittleWarsGame, dead: &[u32]) -> Result<Vec<Ev>, LittleWarsError> {
    game.apply(C::ShellBurst {
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
        let mut game = battle(&[(option, reading)], field);
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
        let mut game = battle(&[("shell_choice", reading)], field);
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
    let mut game = battle(&[], field);
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
        let mut game = battle(&[("move_counting", reading)], field);
        game.apply(C::ShellBurst {
            at: TablePoint::new(50.0, 20.0),
            sheltered: Vec::new(),
            dead: Vec::new(),
        })
        .unwrap();
        let shell2 = C::ShellBurst {
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
        let mut game = battle(&[("general_vulnerability", reading)], field);
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
