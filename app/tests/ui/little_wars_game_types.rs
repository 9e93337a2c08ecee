//! Little Wars game types and the put-down of a group, with the mouse: "Blow at the Rear"
//! chosen at a new game, played until three Blue riders stand on Red's back line and the table
//! announces the blow, counts down Red's six retreat moves and the capitulation after them
//! (Wells L364); the Defensive Game names its defender (Wells L368); a
//! shift-selected group dragged over the middle line is refused whole, in words, and dragged
//! within its own half goes down together (Wells L229).
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::little_wars::{
    apply, at, end_move, men, screen, small_table_harness as table_harness,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::game::Phase;
use kriegsspiel::systems::little_wars::option_readings::GameType;
use kriegsspiel::systems::little_wars::units::TablePoint;
use workbench::table::little_wars::LittleWarsTable;

fn ride(h: &mut Harness<'_, LittleWarsTable>, id: u32, y: f64) {
    let from = at(h, id);
    apply(
        h,
        LittleWarsCommand::MoveFigure {
            figure: id,
            route: vec![TablePoint::new(from.x, y)],
            on_road_in_column: false,
        },
    );
}

#[test]
fn a_blow_at_the_rear_chosen_at_new_game_is_announced_when_struck() {
    let mut h = table_harness(1400.0);
    h.run_steps(3);
    h.get_by_label("Blow at the Rear").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert!(s.options.game_type == GameType::BlowAtRear);
    assert_eq!(s.phase, Phase::PutDown);
    h.get_by_label_contains("Game: Blow at the Rear — decided when 3 men");
    // Three Blue riders put down on the right, clear of Red.
    let riders: Vec<u32> = men(&h, Side::Blue, Arm::Cavalry)
        .into_iter()
        .take(3)
        .collect();
    for (n, &id) in riders.iter().enumerate() {
        apply(
            &mut h,
            LittleWarsCommand::PutDown {
                figure: id,
                at: TablePoint::new(62.0 + 2.0 * n as f64, 2.5),
            },
        );
    }
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    if h.state().game().unwrap().state().to_move == Side::Red {
        end_move(&mut h);
    }
    for &id in &riders {
        ride(&mut h, id, 24.0);
    }
    end_move(&mut h);
    end_move(&mut h);
    for &id in &riders {
        ride(&mut h, id, 47.6);
    }
    end_move(&mut h);
    h.get_by_label(
        "The Blow at the Rear is struck: 3 of Blue's men reached Red's back line (Wells L364).",
    );
    // Red has six of his own moves to get back (Wells L364); the table counts them down.
    for left in (1..=6).rev() {
        assert_eq!(h.state().game().unwrap().state().phase, Phase::Battle);
        h.get_by_label_contains(&format!("Red has {left} of his own moves left"));
        end_move(&mut h); // Red
        if left > 1 {
            end_move(&mut h); // Blue
        }
    }
    assert_eq!(
        h.state().game().unwrap().state().phase,
        Phase::Over(Some(Side::Blue))
    );
    h.get_by_label("Red's men left on the field capitulated (Wells L364).");
    h.get_by_label("The battle is over: Blue won.");
}

#[test]
fn the_defensive_game_names_its_defender_at_two_thirds() {
    let mut h = table_harness(1400.0);
    h.run_steps(3);
    h.get_by_label("Defensive Game").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    let defender = s.defender.expect("the toss settled the defender");
    assert!(s.force(defender).men() < s.force(defender.opponent()).men());
    h.get_by_label(&format!(
        "{defender} defends; {} attacks.",
        defender.opponent()
    ));
    h.get_by_label_contains("Game: Defensive Game — the attacker must reach");
}

#[test]
fn a_group_put_down_goes_whole_or_is_refused_whole() {
    let mut h = table_harness(1400.0);
    h.run_steps(3);
    let group: Vec<u32> = men(&h, Side::Red, Arm::Infantry)
        .into_iter()
        .take(2)
        .collect();
    let before: Vec<TablePoint> = group.iter().map(|&id| at(&h, id)).collect();
    crate::common::little_wars::shift_click(&mut h, &group);
    assert_eq!(h.state().floor().selected.len(), 2);
    let drag = |h: &mut Harness<'_, LittleWarsTable>, dy: f64| {
        let start = at(h, group[0]);
        let (from, to) = (screen(h, start), screen(h, start.offset(0.0, dy)));
        h.hover_at(from);
        h.step();
        h.drag_at(from);
        h.step();
        for i in 1..=6 {
            h.hover_at(from + (to - from) * (i as f32 / 6.0));
            h.step();
        }
        h.drop_at(to);
        h.run_steps(2);
    };
    // Over the middle line: refused whole, with the first man and the rule in words.
    drag(&mut h, -30.0);
    let msg = h.state().message.clone();
    assert!(
        msg.starts_with("Refused")
            && msg.contains("the group stays where it was")
            && msg.contains("Wells L229"),
        "{msg}"
    );
    for (&id, p) in group.iter().zip(&before) {
        assert_eq!(at(&h, id), *p);
    }
    // Within the own half: both go, as one command.
    let entries = h.state().game().unwrap().journal().entries().len();
    drag(&mut h, -5.0);
    assert_eq!(
        h.state().game().unwrap().journal().entries().len(),
        entries + 1,
        "{}",
        h.state().message
    );
    for (&id, p) in group.iter().zip(&before) {
        assert!(at(&h, id).distance(p.offset(0.0, -5.0)).0 < 0.05);
    }
}

#[test]
fn the_kriegspiel_appendix_chosen_at_new_game_bursts_a_shell_and_reckons_a_charge() {
    use kriegsspiel::systems::little_wars::figure::FigureStatus;
    use kriegsspiel::systems::little_wars::kriegspiel::charge::{
        Charge, InfantryOrder, cavalry_charge,
    };
    let mut h = table_harness(2000.0);
    h.run_steps(3);
    h.get_by_label("Kriegspiel appendix").click();
    h.run_steps(3);
    let options = h.state().game().unwrap().state().options.clone();
    assert!(options.kriegspiel(), "rules_mode = kriegspiel (Wells L577)");
    h.get_by_label_contains("Game: Fight to the Finish");
    // The charge calculator by the appendix's tables (Wells L788-L812), with its working.
    let expected = cavalry_charge(
        Charge {
            cavalry: 8,
            infantry: 10,
            distance_feet: 2.5,
            order: InfantryOrder::Extended,
            contours_down: 0,
        },
        &options,
    )
    .unwrap();
    h.get_by_label(&format!(
        "The cavalry lose {}, the infantry lose {}.",
        expected.cavalry_lost, expected.infantry_lost
    ));
    // A Red man put down on the middle line, beside where the shell will lie.
    let man = men(&h, Side::Red, Arm::Infantry)[0];
    apply(
        &mut h,
        LittleWarsCommand::PutDown {
            figure: man,
            at: TablePoint::new(36.0, 25.0),
        },
    );
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    h.get_by_label("Red: 1 man within 3 in; 1 would die (Wells L561).");
    // A shell is fired by a gun, and no gun fires on its side's first move (Wells L561, L242).
    let first = h.state().game().unwrap().state().to_move;
    h.get_by_label_contains("Fired by gun");
    h.get_by_label("Burst shell").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert_eq!(s.figure(man).unwrap().status, FigureStatus::Armed);
    let journal = h.state().game().unwrap().journal().entries().len();
    assert!(
        h.state().message.contains("L242"),
        "{} / journal {journal} / move {}",
        h.state().message,
        s.move_number
    );
    for _ in 0..2 {
        crate::common::little_wars::end_move(&mut h);
    }
    assert_eq!(h.state().game().unwrap().state().to_move, first);
    h.get_by_label("Burst shell").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert_eq!(
        s.figure(man).unwrap().status,
        FigureStatus::Dead,
        "{}",
        h.state().message
    );
    h.get_by_label("The shell burst (Wells L561).");
}

#[test]
fn the_defensive_game_counts_the_attackers_arrived_against_his_quarter() {
    // Wells L368: the attacker must reach the defender's back line with a quarter of his
    // original strength (points, little-wars.md L40-L41); the table counts the arrived.
    let mut h = table_harness(1400.0);
    h.run_steps(3);
    h.get_by_label("Defensive Game").click();
    h.run_steps(3);
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert_eq!(s.phase, Phase::Battle);
    let defender = s.defender.unwrap();
    let attacker = defender.opponent();
    let o = s.original[&attacker];
    let needed = (o.infantry as f64 + 1.5 * o.cavalry as f64 + 10.0 * o.guns as f64) / 4.0;
    h.get_by_label(&format!(
        "Arrived at {defender}'s back line: 0 of the {needed} points {attacker} needs (a \
         quarter of his strength, Wells L368)."
    ));
}

#[test]
fn a_defensive_game_is_played_to_its_end_at_the_table() {
    // Wells L368: the attacker puts down a move from his back line (`defensive_attacker_setup`
    // = `within_one_move`, his first move measured from where he stands, little-wars.md L43)
    // and wins on reaching the defender's back line with a quarter of his strength (points,
    // L40-L41): 6 riders are 9 points, a quarter of 12 + 6 × 1½ + 10 = 31 is 7¾.
    let mut h = table_harness(1400.0);
    h.run_steps(3);
    h.get_by_label("Defensive Game").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    let defender = s.defender.unwrap();
    let attacker = defender.opponent();
    let depth = s.country.depth;
    // y at `inches` in front of the attacker's back line.
    let forward = |inches: f64| match attacker {
        Side::Blue => inches,
        Side::Red => depth - inches,
    };
    let riders = men(&h, attacker, Arm::Cavalry);
    assert_eq!(riders.len(), 6);
    // Put down on the right, clear of the defender, within a move of the back line.
    for (n, &id) in riders.iter().enumerate() {
        let x = 61.0 + 2.0 * n as f64;
        apply(
            &mut h,
            LittleWarsCommand::PutDown {
                figure: id,
                at: TablePoint::new(x, forward(2.5)),
            },
        );
    }
    // The defender may not put a man within one move of the middle line (Wells L368).
    let keeper = men(&h, defender, Arm::Infantry)[0];
    let mid = h.state().game().unwrap().state().country.middle_line_y();
    let near_middle = if defender == Side::Red {
        mid + 6.0
    } else {
        mid - 6.0
    };
    let refused = h.state_mut().apply(LittleWarsCommand::PutDown {
        figure: keeper,
        at: TablePoint::new(60.0, near_middle),
    });
    assert!(!refused);
    assert!(
        h.state().message.contains("within one move"),
        "{}",
        h.state().message
    );
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    assert_eq!(h.state().game().unwrap().state().to_move, attacker);
    for y in [forward(26.0), forward(47.6)] {
        for &id in &riders {
            ride(&mut h, id, y);
        }
        end_move(&mut h); // the attacker's move
        if h.state().game().unwrap().state().phase == Phase::Battle {
            end_move(&mut h); // the defender's move
        }
    }
    assert_eq!(
        h.state().game().unwrap().state().phase,
        Phase::Over(Some(attacker))
    );
    h.get_by_label(&format!("The battle is over: {attacker} won."));
}

#[test]
fn a_turned_floor_photo_is_calibrated_by_its_two_points_and_kept_at_new_game() {
    use crate::common::little_wars::click;
    // The first point is the table's top-left corner, the second further along Blue's back
    // line: they fix the scale, where the table lies on the photo and its turn.
    let dir = crate::common::TempDir::new("lw-turned-photo");
    let file = dir.join("floor.png");
    let boards = image::RgbImage::from_fn(720, 480, |x, y| {
        image::Rgb(if (x + y) % 60 < 2 {
            [90, 60, 30]
        } else {
            [170, 130, 80]
        })
    });
    crate::common::write_png(&boards, &file);
    let mut h = table_harness(900.0);
    h.run_steps(3);
    crate::common::little_wars::open_floor_photo(&mut h, &file);
    // At the provisional 10 pixels an inch: the corner at pixel (100, 100), the second point
    // 30 in away at 30° on the photo.
    let (sin, cos) = 30f64.to_radians().sin_cos();
    click(&mut h, TablePoint::new(10.0, 10.0));
    click(
        &mut h,
        TablePoint::new(10.0 + 30.0 * cos, 10.0 + 30.0 * sin),
    );
    h.get_by_label("Calibration: 2 of 2 points clicked.");
    h.get_by_role_and_label(egui::Role::TextInput, "Known distance")
        .click();
    h.run_steps(2);
    h.get_by_role_and_label(egui::Role::TextInput, "Known distance")
        .type_text("15");
    h.get_by_label("inches").click();
    h.run_steps(2);
    h.get_by_label("Set scale").click();
    h.run_steps(3);
    let photo = h.state().game().unwrap().state().country.photo.clone();
    let photo = photo.expect("calibrated");
    assert!((photo.pixels_per_inch - 20.0).abs() < 0.2, "{photo:?}");
    assert!((photo.rotation_deg - 30.0).abs() < 0.5, "{photo:?}");
    assert!((photo.origin_px.0 - 100.0).abs() < 1.5, "{photo:?}");
    assert!((photo.origin_px.1 - 100.0).abs() < 1.5, "{photo:?}");
    h.get_by_label_contains("turned 30.0°");
    // A figure at the table's (15, 0) sits on the photo where the second point was clicked.
    let (px, py) = photo.pixel_of(TablePoint::new(15.0, 0.0));
    assert!((px - (100.0 + 300.0 * cos)).abs() < 2.0, "{px}");
    assert!((py - (100.0 + 300.0 * sin)).abs() < 2.0, "{py}");
    // The photo is drawn turned: its top edge is no longer square to the table.
    let country = h.state().game().unwrap().state().country.clone();
    let on_floor = h.state_mut().photo_mut().on_floor(&country).unwrap();
    let [a, b, ..] = on_floor.corners;
    assert!((b.y - a.y).abs() > 1.0, "{on_floor:?}");
    // Switching the game type at New game keeps the photo and its calibration.
    h.get_by_label("Defensive Game").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert!(s.options.game_type == GameType::Defensive);
    assert_eq!(s.country.photo.as_ref(), Some(&photo));
    let country = s.country.clone();
    assert!(h.state_mut().photo_mut().on_floor(&country).is_some());
}

#[test]
fn the_handicap_dice_and_the_hand_over_are_buttons_at_the_put_down() {
    use kriegsspiel::systems::little_wars::{LittleWarsGame, LittleWarsOptions};
    // A saved game with `handicap_dice` = `on` (Wells L375) and `curtain` = `off` (Wells L229).
    let dir = crate::common::TempDir::new("lw-handicap");
    let file = dir.join("handicap.json");
    let mut options = LittleWarsOptions::defaults();
    options.set("handicap_dice", "on").unwrap();
    options.set("curtain", "off").unwrap();
    let game = LittleWarsGame::default_with(1913, options).unwrap();
    let first = game.state().first_player.unwrap();
    std::fs::write(&file, game.to_json().unwrap()).unwrap();
    let mut h = table_harness(1400.0);
    h.run_steps(3);
    h.state_mut().open_game(&file);
    h.run_steps(3);
    h.get_by_label_contains(&format!("No curtain: {first} puts down now"));
    h.get_by_label("Throw handicap dice").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    for side in [Side::Red, Side::Blue] {
        let men = s.figures.iter().filter(|f| f.side == side).count();
        h.get_by_label_contains(&format!("{side} threw "));
        assert!(
            (8..=18).contains(&men),
            "{side} {men}: 6 kept and 2 to 12 back"
        );
    }
    assert!(h.query_by_label("Throw handicap dice").is_none());
    h.get_by_label("Hand over the put-down").click();
    h.run_steps(3);
    h.get_by_label_contains(&format!("No curtain: {} puts down now", first.opponent()));
    assert!(h.query_by_label("Hand over the put-down").is_none());
}
