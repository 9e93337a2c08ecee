//! Little Wars with the default forces (24 infantry, 15 cavalry and a gun a side, Wells L375)
//! played to a decisive end under each game type: every move starts with *Go* (a man dragged
//! before it is refused, Wells L238) and ends with *End move*; the men move through the table's
//! actions, a melee is settled with its button, and the end comes at the table — a Fight to
//! the Finish won with the enemy's last man gone (Wells L356), a Blow at the Rear struck by
//! three riders and the loser's capitulation (Wells L364), a Defensive Game won by the
//! attacker's quarter arriving (Wells L368). Ending by hand asks first and says whether the
//! game type's end has been reached.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::little_wars::{apply, at, drag, end_move, men, table_harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::game::Phase;
use kriegsspiel::systems::little_wars::scoring::DRAW_BELOW_MEN;
use kriegsspiel::systems::little_wars::units::TablePoint;
use workbench::table::little_wars::LittleWarsTable;

type H = Harness<'static, LittleWarsTable>;

fn to_move(h: &H) -> Side {
    h.state().game().unwrap().state().to_move
}

fn phase(h: &H) -> Phase {
    h.state().game().unwrap().state().phase
}

fn go(h: &mut H) {
    h.get_by_label("Go").click();
    h.run_steps(3);
}

fn walk(h: &mut H, id: u32, to: TablePoint) {
    apply(
        h,
        LittleWarsCommand::MoveFigure {
            figure: id,
            route: vec![to],
            on_road_in_column: false,
        },
    );
}

/// `inches` in front of `side`'s back line.
fn y_from(h: &H, side: Side, inches: f64) -> f64 {
    let depth = h.state().game().unwrap().state().country.depth;
    match side {
        Side::Blue => inches,
        Side::Red => depth - inches,
    }
}

/// A side's armed men of `arm`, right to left across the table.
fn right_to_left(h: &H, side: Side, arm: Arm) -> Vec<u32> {
    let mut ids = men(h, side, arm);
    ids.sort_by(|a, b| at(h, *b).x.total_cmp(&at(h, *a).x));
    ids
}

fn begin(game_type: Option<&str>) -> H {
    let mut h = table_harness(1000.0);
    h.run_steps(3);
    if let Some(label) = game_type {
        h.get_by_label(label).click();
        h.run_steps(3);
    }
    h
}

#[test]
fn a_fight_to_the_finish_with_the_default_forces_is_won_at_the_table() {
    let mut h = begin(None);
    h.get_by_label_contains("Red: 24 infantry, 15 cavalry, 1 gun.");
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    // A man dragged before Go is refused and stays (Wells L238).
    let first = to_move(&h);
    let man = men(&h, first, Arm::Infantry)[0];
    let from = at(&h, man);
    let to = TablePoint::new(from.x, y_from(&h, first, 6.0));
    drag(&mut h, from, to);
    assert!(
        h.state().message.contains("press Go first"),
        "{}",
        h.state().message
    );
    assert_eq!(at(&h, man), from);
    h.get_by_label_contains("Time left: 3:00"); // 39 men and a gun: 3 minutes (Wells L238)

    // Blue puts a man forward alone, then takes every other man off over his back line; four
    // Red riders come up and fall on the one left (Wells L356: killed, taken or driven off).
    let bait = right_to_left(&h, Side::Blue, Arm::Infantry)[0];
    let riders: Vec<u32> = right_to_left(&h, Side::Red, Arm::Cavalry)[..4].to_vec();
    let (mut blue_moves, mut red_moves) = (0, 0);
    while phase(&h) == Phase::Battle {
        go(&mut h);
        if to_move(&h) == Side::Blue {
            blue_moves += 1;
            for id in men(&h, Side::Blue, Arm::Infantry).into_iter().chain(men(
                &h,
                Side::Blue,
                Arm::Cavalry,
            )) {
                let p = at(&h, id);
                match (blue_moves, id == bait) {
                    (1, true) => walk(&mut h, id, TablePoint::new(p.x + 3.0, 11.0)),
                    // A step aside, clear of the comrades (Wells L277).
                    (1, false) => walk(&mut h, id, p.offset(1.0, 0.0)),
                    (2, false) => walk(&mut h, id, TablePoint::new(p.x, 0.0)),
                    _ => {}
                }
            }
        } else {
            red_moves += 1;
            let blue_moved_twice = blue_moves >= 2;
            for (n, &id) in riders.iter().enumerate() {
                let p = at(&h, id);
                if red_moves == 1 {
                    walk(&mut h, id, TablePoint::new(p.x + 8.0, 28.0));
                } else if blue_moved_twice && n < 2 {
                    // Into contact with the man left, one either side of him.
                    let b = at(&h, bait);
                    let dx = if n == 0 { -1.0 } else { 1.0 };
                    walk(&mut h, id, b.offset(dx, 0.0));
                }
            }
            if blue_moved_twice && red_moves >= 2 {
                h.run_steps(3);
                h.get_by_label_contains("2 men of the side that moved");
                h.get_by_label("Settle melee").click();
                h.run_steps(3);
                let s = h.state().game().unwrap().state();
                assert!(!s.figure(bait).unwrap().is_armed(), "{}", h.state().message);
                assert!(!h.state().last_working.is_empty());
            }
        }
        end_move(&mut h);
        assert!(
            red_moves + blue_moves < 8,
            "the battle should be over by now"
        );
    }
    let s = h.state().game().unwrap().state();
    assert_eq!(
        s.phase,
        Phase::Over(Some(Side::Red)),
        "{}",
        h.state().message
    );
    assert_eq!(s.men_on_field(Side::Blue), 0);
    assert!(
        s.men_on_field(Side::Red) >= DRAW_BELOW_MEN,
        "decisive, not drawn"
    );
    h.get_by_label("The battle is over: Red won.");

    // A game opened afterwards shows no melee of this one.
    let dir = crate::common::TempDir::new("lw-decisive");
    let file = dir.join("fresh.json");
    let fresh = kriegsspiel::systems::little_wars::LittleWarsGame::default_battle(3).unwrap();
    std::fs::write(&file, fresh.to_json().unwrap()).unwrap();
    h.state_mut().open_game(&file);
    h.run_steps(3);
    assert!(h.state().last_working.is_empty());
    assert!(h.query_by_label("Last melee settled:").is_none());
}

#[test]
fn a_blow_at_the_rear_with_the_default_forces_is_struck_and_the_loser_capitulates() {
    let mut h = begin(Some("Blow at the Rear"));
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    // Blue's three right-hand riders go down the right of the table, clear of Red's rows.
    let riders: Vec<u32> = right_to_left(&h, Side::Blue, Arm::Cavalry)[..3].to_vec();
    let mut blue_moves = 0;
    while phase(&h) == Phase::Battle {
        go(&mut h);
        if to_move(&h) == Side::Blue && h.state().game().unwrap().state().blow.is_none() {
            blue_moves += 1;
            for (n, &id) in riders.iter().enumerate() {
                let p = at(&h, id);
                let to = match blue_moves {
                    1 => TablePoint::new(p.x + 6.0, 23.0),
                    2 => TablePoint::new(62.0 + 3.0 * n as f64, 40.0),
                    _ => TablePoint::new(p.x, 47.6),
                };
                walk(&mut h, id, to);
            }
        }
        end_move(&mut h);
        assert!(
            blue_moves < 6,
            "the blow should be struck by the third move"
        );
        if h.state().game().unwrap().state().blow.is_some() && to_move(&h) == Side::Red {
            h.get_by_label_contains("Red has 6 of his own moves left");
            break;
        }
    }
    // Red stands; after his sixth move what he has on the field capitulates (Wells L364).
    while phase(&h) == Phase::Battle {
        go(&mut h);
        end_move(&mut h);
    }
    assert_eq!(phase(&h), Phase::Over(Some(Side::Blue)));
    h.get_by_label("Red's men left on the field capitulated (Wells L364).");
    h.get_by_label("The battle is over: Blue won.");
}

#[test]
fn a_defensive_game_with_the_default_forces_is_won_by_the_attackers_quarter() {
    let mut h = begin(Some("Defensive Game"));
    let s = h.state().game().unwrap().state();
    let attacker = s.defender.unwrap().opponent();
    // The attacker's 15 riders (22½ of his 56½ points; a quarter is 14⅛, Wells L368) put down
    // 20 in in front of his back line, within his one move (Wells L368), 2 in apart.
    let riders = right_to_left(&h, attacker, Arm::Cavalry);
    assert_eq!(riders.len(), 15);
    for (k, &id) in riders.iter().enumerate() {
        // Right of the middle, clear of the defender's gun there.
        let x = 40.0 + 2.0 * k as f64;
        let y = y_from(&h, attacker, 20.0);
        apply(
            &mut h,
            LittleWarsCommand::PutDown {
                figure: id,
                at: TablePoint::new(x, y),
            },
        );
    }
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    let mut moves = 0;
    while phase(&h) == Phase::Battle {
        go(&mut h);
        if to_move(&h) == attacker {
            moves += 1;
            let depth = if moves == 1 { 42.0 } else { 47.6 };
            for &id in &riders {
                let x = at(&h, id).x;
                let y = y_from(&h, attacker, depth);
                walk(&mut h, id, TablePoint::new(x, y));
            }
        }
        end_move(&mut h);
        assert!(moves < 4, "the attacker should have arrived");
    }
    assert_eq!(phase(&h), Phase::Over(Some(attacker)));
    h.get_by_label(&format!("The battle is over: {attacker} won."));
    h.get_by_label_contains("the attacker wins (Wells L368)");
}

#[test]
fn ending_the_battle_by_hand_asks_first_and_checks_the_game_types_end() {
    let mut h = begin(None);
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    h.get_by_label("Red wins").click();
    h.run_steps(3);
    h.get_by_label("End the battle: Red wins?");
    h.get_by_label_contains("Blue still has 39 men on the field");
    h.get_by_label_contains("by the players' agreement");
    h.get_by_label("Keep playing").click();
    h.run_steps(3);
    assert_eq!(phase(&h), Phase::Battle);
    h.get_by_label("Drawn").click();
    h.run_steps(3);
    h.get_by_label_contains("drawn when both are below 15 (Wells L356)");
    h.get_by_label("End the battle").click();
    h.run_steps(3);
    assert_eq!(phase(&h), Phase::Over(None));
    h.get_by_label("The battle is over: drawn.");
}
