//! Little Wars set-up options and game-type readings, each reading pinned by a row that cites
//! its line (rules reference `little-wars.md` §1 and §8): `blow_after_decision`,
//! `defensive_strength`, `deploy_move_length`, `defensive_attacker_setup`, `defensive_scoring`,
//! `curtain`, `putdown_placement`, `handicap_dice`.

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsOptions;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::forces::ForceCount;
use kriegsspiel::systems::little_wars::game::{
    HANDICAP_MEN, LittleWarsCommand as C, LittleWarsEvent as Ev, LittleWarsGame, LittleWarsSetup,
    Phase, defender_gun_limit, defender_within_two_thirds,
};
use kriegsspiel::systems::little_wars::units::TablePoint;

fn options(pairs: &[(&str, &str)]) -> LittleWarsOptions {
    let mut o = LittleWarsOptions::defaults();
    for (id, reading) in pairs {
        o.set(id, reading).unwrap();
    }
    o
}

fn end(game: &mut LittleWarsGame) -> Vec<Ev> {
    game.apply(C::EndMove { seconds_used: None }).unwrap()
}

fn move_to(game: &mut LittleWarsGame, id: u32, to: TablePoint) -> Result<(), String> {
    game.apply(C::MoveFigure {
        figure: id,
        route: vec![to],
        on_road_in_column: false,
    })
    .map(|_| ())
    .map_err(|e| e.to_string())
}

/// A Blow at the Rear struck by Blue: three Blue riders, put down on the right where no Red man
/// stands, ride to Red's back line (Wells L364). Returns the game at Blue's first move after
/// the blow, and the riders.
fn blow_struck_by_blue(after_decision: &str) -> (LittleWarsGame, Vec<u32>) {
    let mut setup = LittleWarsSetup::default_battle(1913);
    setup.options = options(&[
        ("game_type", "blow_at_rear"),
        ("blow_after_decision", after_decision),
    ]);
    let mut riders = Vec::new();
    let mut x = 62.0;
    for f in setup
        .figures
        .iter_mut()
        .filter(|f| f.side == Side::Blue && f.arm == Arm::Cavalry)
    {
        f.at = TablePoint::new(x, 2.5);
        riders.push(f.id);
        x += 2.0;
    }
    riders.truncate(3);
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(C::TossForFirstMove).unwrap();
    game.apply(C::BeginBattle).unwrap();
    if game.state().to_move == Side::Red {
        end(&mut game);
    }
    for y in [24.0, 47.6] {
        for &id in &riders {
            let x = game.state().figure(id).unwrap().at.x;
            move_to(&mut game, id, TablePoint::new(x, y)).unwrap();
        }
        let events = end(&mut game); // Blue's move
        if y > 40.0 {
            assert!(events.iter().any(|e| matches!(e, Ev::BlowStruck { .. })));
        }
        end(&mut game); // Red's move
    }
    assert_eq!(game.state().to_move, Side::Blue);
    assert!(game.state().blow.is_some());
    (game, riders)
}

#[test]
fn victor_holds_refuses_the_victors_attacks_in_the_losers_six_moves() {
    // little-wars.md L47 `blow_after_decision`: `play_continues` (default), both sides move
    // and fire as usual; `victor_holds`, the victor may not attack (Wells L364; Streamlined
    // L87 are silent). (reading, the victor's attacks allowed)
    let rows: &[(&str, bool)] = &[("play_continues", true), ("victor_holds", false)];
    for &(reading, allowed) in rows {
        let (game, riders) = blow_struck_by_blue(reading);
        // His gun fires (Wells L273): the gun stands at Blue's line with its infantry.
        let mut shot = game.clone();
        let fired = shot.apply(C::RecordShot {
            gun: Some(2),
            bearing_deg: Some(180.0),
            touched: vec![],
        });
        assert_eq!(fired.is_ok(), allowed, "{reading}: {fired:?}");
        if let Err(e) = fired {
            assert!(e.to_string().contains("victor_holds"), "{e}");
        }
        // A rider moves into contact with Red's last cavalryman (contact, Wells L292).
        let red_rider = game
            .state()
            .figures
            .iter()
            .filter(|f| f.side == Side::Red && f.arm == Arm::Cavalry)
            .max_by(|a, b| a.at.x.total_cmp(&b.at.x))
            .unwrap()
            .clone();
        let touch = TablePoint::new(red_rider.at.x + 1.25, red_rider.at.y);
        let mut closing = game.clone();
        let closed = move_to(&mut closing, riders[0], touch);
        assert_eq!(closed.is_ok(), allowed, "{reading}: {closed:?}");
        // Moving without touching anyone is no attack: allowed under both readings.
        let mut walking = game.clone();
        let away = TablePoint::new(70.0, 40.0);
        assert!(move_to(&mut walking, riders[1], away).is_ok(), "{reading}");
        // The loser is never held (only the victor is, little-wars.md L47).
        let mut loser = game.clone();
        end(&mut loser);
        assert_eq!(loser.state().to_move, Side::Red);
        let red_gun = loser.apply(C::RecordShot {
            gun: Some(1),
            bearing_deg: Some(0.0),
            touched: vec![],
        });
        assert!(red_gun.is_ok(), "{reading}: {red_gun:?}");
    }
}

#[test]
fn defensive_strength_counts_points_or_men_with_the_guns_scaled() {
    // little-wars.md L40 `defensive_strength`: `points` (infantry 1, cavalry 1½, gun 10,
    // Wells L375) or `men`: figures counted, guns scaled in the same ratio (Wells L368 "two-
    // thirds as strong"). (reading, defender (inf, cav, guns), attacker, within two-thirds)
    type Row = (&'static str, (u32, u32, u32), (u32, u32, u32), bool);
    let rows: &[Row] = &[
        ("points", (12, 0, 1), (18, 0, 1), false), // 22 > ⅔ of 28
        ("men", (12, 0, 1), (18, 0, 1), true),     // 12 ≤ 12 men, 1 gun of 1
        ("points", (0, 12, 0), (18, 0, 0), false), // 18 > ⅔ of 18
        ("men", (0, 12, 0), (18, 0, 0), true),     // 12 ≤ 12 men
        ("points", (10, 0, 2), (30, 0, 2), true),  // 30 ≤ ⅔ of 50
        ("men", (10, 0, 2), (30, 0, 2), false),    // 2 guns > ⅔ of 2, to the nearest gun
        ("men", (13, 0, 0), (18, 0, 0), false),    // 13 > 12 men
    ];
    let force = |(infantry, cavalry, guns)| ForceCount {
        infantry,
        cavalry,
        guns,
    };
    for &(reading, d, a, ok) in rows {
        let o = options(&[("defensive_strength", reading)]);
        assert_eq!(
            defender_within_two_thirds(force(d), force(a), &o),
            ok,
            "{reading} {d:?} v {a:?}"
        );
    }
    // The guns' limit under `men`: two-thirds of the attacker's to the nearest gun.
    // (reading, attacker's guns, defender's limit)
    let limits: &[(&str, u32, Option<u32>)] = &[
        ("men", 1, Some(1)),
        ("men", 2, Some(1)),
        ("men", 3, Some(2)),
        ("men", 4, Some(3)),
        ("points", 3, None),
    ];
    for &(reading, guns, limit) in limits {
        let o = options(&[("defensive_strength", reading)]);
        assert_eq!(defender_gun_limit(guns, &o), limit, "{reading} {guns}");
    }
    // The bundled Defensive Game sized under each reading (Wells L368).
    for reading in ["points", "men"] {
        let o = options(&[("game_type", "defensive"), ("defensive_strength", reading)]);
        let game = LittleWarsGame::default_with(1913, o).unwrap();
        let s = game.state();
        let defender = s.defender.unwrap();
        let (d, a) = (s.force(defender), s.force(defender.opponent()));
        assert!(defender_within_two_thirds(d, a, &s.options), "{reading}");
        if reading == "men" {
            assert_eq!(d.men(), 12, "⅔ of 18 men");
            assert_eq!(d.guns, 1);
        }
    }
}

/// The bundled Defensive Game in its put-down under `pairs`, with the defender.
fn defensive_put_down(pairs: &[(&str, &str)]) -> (LittleWarsGame, Side) {
    let mut all = vec![("game_type", "defensive")];
    all.extend_from_slice(pairs);
    let game = LittleWarsGame::default_with(1913, options(&all)).unwrap();
    let defender = game.state().defender.unwrap();
    (game, defender)
}

/// A man of `side` and `arm` in `game`.
fn man(game: &LittleWarsGame, side: Side, arm: Arm) -> u32 {
    game.state()
        .figures
        .iter()
        .find(|f| f.side == side && f.arm == arm)
        .unwrap()
        .id
}

/// The point `inches` from the middle line on `side`'s half, at x = 60.
fn off_middle(game: &LittleWarsGame, side: Side, inches: f64) -> TablePoint {
    let mid = game.state().country.middle_line_y();
    match side {
        Side::Red => TablePoint::new(60.0, mid + inches),
        Side::Blue => TablePoint::new(60.0, mid - inches),
    }
}

/// The point `inches` in front of `side`'s back line, at x = 60.
fn in_front(game: &LittleWarsGame, side: Side, inches: f64) -> TablePoint {
    let depth = game.state().country.depth;
    match side {
        Side::Red => TablePoint::new(60.0, depth - inches),
        Side::Blue => TablePoint::new(60.0, inches),
    }
}

#[test]
fn the_defender_keeps_one_move_off_the_middle_line_as_deploy_move_length_says() {
    // Wells L368: the defender puts no man "within one move of the middle line"; Streamlined
    // L89. little-wars.md L42 `deploy_move_length`: `own_move` (infantry 1 ft, cavalry 2 ft),
    // `infantry_move` (1 ft for all), `cavalry_move` (2 ft for all).
    // (reading, arm, inches off the middle line, allowed)
    let rows: &[(&str, Arm, f64, bool)] = &[
        ("own_move", Arm::Infantry, 11.0, false),
        ("own_move", Arm::Infantry, 12.5, true),
        ("own_move", Arm::Cavalry, 12.5, false),
        ("own_move", Arm::Cavalry, 23.0, false),
        ("infantry_move", Arm::Cavalry, 12.5, true),
        ("infantry_move", Arm::Infantry, 11.0, false),
        ("cavalry_move", Arm::Infantry, 12.5, false),
        ("cavalry_move", Arm::Infantry, 23.0, false),
    ];
    for &(reading, arm, inches, allowed) in rows {
        let (mut game, defender) = defensive_put_down(&[("deploy_move_length", reading)]);
        let id = man(&game, defender, arm);
        let at = off_middle(&game, defender, inches);
        let put = game.apply(C::PutDown { figure: id, at });
        assert_eq!(put.is_ok(), allowed, "{reading} {arm:?} {inches}: {put:?}");
    }
}

#[test]
fn a_defenders_gun_keeps_the_move_its_crew_would_give_it_off_the_middle_line() {
    // little-wars.md L42 `own_move`: "a gun, the move its crew would give it" — 1 ft unless
    // 4 cavalry move it (Wells L273); put down away from its men it has no cavalry crew.
    // (reading, inches off the middle line, allowed)
    let rows: &[(&str, f64, bool)] = &[
        ("own_move", 11.0, false),
        ("own_move", 13.0, true),
        ("cavalry_move", 13.0, false),
        ("cavalry_move", 23.5, false),
    ];
    for &(reading, inches, allowed) in rows {
        let (mut game, defender) = defensive_put_down(&[("deploy_move_length", reading)]);
        let gun = game
            .state()
            .guns
            .iter()
            .find(|g| g.side == defender)
            .unwrap()
            .id;
        let axle = off_middle(&game, defender, inches);
        let put = game.apply(C::PutDownGun {
            gun,
            axle,
            bearing_deg: 0.0,
        });
        assert_eq!(put.is_ok(), allowed, "{reading} {inches}: {put:?}");
    }
}

#[test]
fn the_attacker_puts_down_as_defensive_attacker_setup_says() {
    // little-wars.md L43 `defensive_attacker_setup`: `within_one_move` (from his back line to
    // one move in front, Streamlined L89; Wells L368 "a move from his back line"),
    // `at_one_move` (on the line one move in front), `back_line_rule` (the ordinary put-down,
    // Wells L229). An infantryman's move is 1 ft.
    // (reading, inches in front of his back line, allowed)
    let rows: &[(&str, f64, bool)] = &[
        ("within_one_move", 0.5, true),
        ("within_one_move", 11.5, true),
        ("within_one_move", 14.0, false),
        ("at_one_move", 12.0, true),
        ("at_one_move", 11.5, true),
        ("at_one_move", 6.0, false),
        ("back_line_rule", 6.0, true),
        ("back_line_rule", 20.0, true),
    ];
    for &(reading, inches, allowed) in rows {
        let (mut game, defender) = defensive_put_down(&[("defensive_attacker_setup", reading)]);
        let attacker = defender.opponent();
        let id = man(&game, attacker, Arm::Infantry);
        let at = in_front(&game, attacker, inches);
        let put = game.apply(C::PutDown { figure: id, at });
        assert_eq!(put.is_ok(), allowed, "{reading} {inches}: {put:?}");
    }
}

#[test]
fn the_attackers_first_move_is_measured_as_defensive_attacker_setup_says() {
    // little-wars.md L43: under `within_one_move` and `at_one_move` the first move is measured
    // from where each man stands; under `back_line_rule` from his back line (Wells L229).
    // (reading, a 1-ft move from 10 in in front allowed)
    let rows: &[(&str, bool)] = &[("within_one_move", true), ("back_line_rule", false)];
    for &(reading, allowed) in rows {
        let (mut game, defender) = defensive_put_down(&[("defensive_attacker_setup", reading)]);
        let attacker = defender.opponent();
        let id = man(&game, attacker, Arm::Infantry);
        let at = in_front(&game, attacker, 10.0);
        game.apply(C::PutDown { figure: id, at }).unwrap();
        game.apply(C::BeginBattle).unwrap();
        // Under the default `defensive_first_player` the attacker is First Player (Wells L368).
        assert_eq!(game.state().to_move, attacker);
        let to = in_front(&game, attacker, 21.5);
        let moved = move_to(&mut game, id, to);
        assert_eq!(moved.is_ok(), allowed, "{reading}: {moved:?}");
    }
}

#[test]
fn defensive_scoring_gives_the_scale_or_the_result_only() {
    // little-wars.md L44 `defensive_scoring`: `standard_scale` scores as the Fight to the
    // Finish (Streamlined L91-L95); `result_only`, win or lose only (Wells L368).
    // (reading, the winner's points are the 100 for the victory alone)
    let rows: &[(&str, bool)] = &[("standard_scale", false), ("result_only", true)];
    for &(reading, only_result) in rows {
        let (mut game, defender) = defensive_put_down(&[("defensive_scoring", reading)]);
        game.apply(C::BeginBattle).unwrap();
        game.apply(C::EndBattle {
            winner: Some(defender),
        })
        .unwrap();
        let won = game.state().score(defender).unwrap().points;
        let lost = game.state().score(defender.opponent()).unwrap().points;
        if only_result {
            assert_eq!((won, lost), (100.0, 0.0), "{reading}");
        } else {
            assert!(won > 100.0 && lost > 0.0, "{reading}: {won} {lost}");
        }
    }
}

#[test]
fn with_the_curtain_off_the_first_side_puts_down_then_hands_over() {
    // little-wars.md L110 `curtain`: `on`, both put down at once; `off`, the First Player first
    // (Wells L229, L172; Streamlined L52-L53); in the Defensive Game the defender puts out his
    // force first (Wells L368). (game type, curtain, the second side may put down at once)
    let rows: &[(&str, &str, bool)] = &[
        ("fight_to_finish", "on", true),
        ("fight_to_finish", "off", false),
        ("defensive", "off", false),
    ];
    for &(game_type, curtain, at_once) in rows {
        let o = options(&[("game_type", game_type), ("curtain", curtain)]);
        let mut game = LittleWarsGame::default_with(1913, o).unwrap();
        let s = game.state();
        let first = if game_type == "defensive" {
            s.defender.unwrap()
        } else {
            s.first_player.unwrap()
        };
        let second = first.opponent();
        let (a, b) = (
            man(&game, first, Arm::Infantry),
            man(&game, second, Arm::Infantry),
        );
        let nudge = |game: &LittleWarsGame, id: u32| {
            let at = game.state().figure(id).unwrap().at;
            at.offset(0.5, 0.0)
        };
        let early = game.apply(C::PutDown {
            figure: b,
            at: nudge(&game, b),
        });
        assert_eq!(early.is_ok(), at_once, "{game_type} {curtain}: {early:?}");
        game.apply(C::PutDown {
            figure: a,
            at: nudge(&game, a),
        })
        .unwrap();
        let handed = game.apply(C::HandOverPutDown);
        assert_eq!(handed.is_ok(), curtain == "off", "{handed:?}");
        if curtain == "off" {
            assert_eq!(handed.unwrap(), vec![Ev::PutDownHandedOver { to: second }]);
            let late = game.apply(C::PutDown {
                figure: a,
                at: nudge(&game, a),
            });
            assert!(late.is_err(), "the first side has finished");
            game.apply(C::PutDown {
                figure: b,
                at: nudge(&game, b),
            })
            .unwrap();
            assert!(game.apply(C::HandOverPutDown).is_err(), "once only");
        }
        game.apply(C::BeginBattle).unwrap();
    }
}

#[test]
fn putdown_placement_free_or_closest_to_the_back_line() {
    // little-wars.md L37 `putdown_placement`: `free`, on, in front of or behind the back line
    // (Wells L229); `closest`, on the line or as close as possible (Streamlined L52), taken
    // as within an inch. (reading, inches in front of the line, allowed)
    let rows: &[(&str, f64, bool)] = &[
        ("free", 0.5, true),
        ("free", 10.0, true),
        ("free", -3.0, true),
        ("closest", 0.5, true),
        ("closest", 10.0, false),
        ("closest", -3.0, false),
    ];
    for &(reading, inches, allowed) in rows {
        let mut game =
            LittleWarsGame::default_with(1913, options(&[("putdown_placement", reading)])).unwrap();
        let id = man(&game, Side::Red, Arm::Infantry);
        let at = in_front(&game, Side::Red, inches);
        let put = game.apply(C::PutDown { figure: id, at });
        assert_eq!(put.is_ok(), allowed, "{reading} {inches}: {put:?}");
    }
}

#[test]
fn the_handicap_dice_leave_out_twelve_and_give_back_what_the_pair_shows() {
    // little-wars.md L332-L333 `handicap_dice` (Wells L375): 12 men out of each side; each
    // throws a pair of dice and takes back that many of his 12. (reading, thrown)
    let rows: &[(&str, bool)] = &[("off", false), ("on", true)];
    for &(reading, thrown) in rows {
        let mut game =
            LittleWarsGame::default_with(1913, options(&[("handicap_dice", reading)])).unwrap();
        let before = game.state().figures.len();
        let events = game.apply(C::ThrowHandicapDice);
        assert_eq!(events.is_ok(), thrown, "{reading}: {events:?}");
        if !thrown {
            assert_eq!(game.state().figures.len(), before);
            continue;
        }
        let events = events.unwrap();
        assert_eq!(events.len(), 2);
        for e in &events {
            let Ev::HandicapThrown {
                side,
                faces,
                taken_back,
                left_out,
            } = e
            else {
                panic!("{e:?}");
            };
            assert!(faces.iter().all(|f| (1..=6).contains(f)), "{faces:?}");
            let pair = u32::from(faces[0]) + u32::from(faces[1]);
            assert_eq!(*taken_back, pair.min(12));
            assert_eq!(left_out.len(), HANDICAP_MEN - *taken_back as usize);
            let men = game
                .state()
                .figures
                .iter()
                .filter(|f| f.side == *side)
                .count();
            assert_eq!(men, 18 - left_out.len(), "{side}");
        }
        // Thrown once; recorded, so a saved game replays the same dice.
        assert!(game.apply(C::ThrowHandicapDice).is_err());
        let json = game.to_json().unwrap();
        let again = LittleWarsGame::from_json(&json, "test").unwrap();
        assert_eq!(again.state().figures, game.state().figures);
        game.apply(C::BeginBattle).unwrap();
        assert_eq!(game.state().phase, Phase::Battle);
    }
}

#[test]
fn a_floor_photo_calibrated_by_two_points_keeps_its_origin_and_turn() {
    // The photographed floor (little-wars.md L19-L22, the program's aid to measuring): the
    // first point lies at the table's corner, the second along Blue's back line; together they
    // fix the scale, the origin and the turn. (second point, inches, ppi, turn in degrees)
    use kriegsspiel::systems::little_wars::country::CountryPhoto;
    let rows: &[((f64, f64), f64, f64, f64)] = &[
        ((400.0, 100.0), 30.0, 10.0, 0.0),
        ((100.0, 400.0), 15.0, 20.0, 90.0),
        ((-200.0, 100.0), 10.0, 30.0, 180.0),
        (
            (100.0 + 300.0 * 0.8, 100.0 + 300.0 * 0.6),
            12.0,
            25.0,
            36.87,
        ),
    ];
    for &(along, inches, ppi, turn) in rows {
        let p = CountryPhoto::from_two_points("floor.jpg", (100.0, 100.0), along, inches).unwrap();
        assert!((p.pixels_per_inch - ppi).abs() < 1e-9, "{p:?}");
        assert!((p.rotation_deg - turn).abs() < 0.01, "{p:?}");
        let (x, y) = p.pixel_of(TablePoint::new(inches, 0.0));
        assert!(
            (x - along.0).abs() < 1e-6 && (y - along.1).abs() < 1e-6,
            "{p:?}"
        );
        let back = p.table_point_of(p.pixel_of(TablePoint::new(7.0, 11.0)));
        assert!(back.distance(TablePoint::new(7.0, 11.0)).0 < 1e-9);
    }
    assert!(CountryPhoto::from_two_points("f", (1.0, 1.0), (1.0, 1.0), 5.0).is_err());
    assert!(CountryPhoto::from_two_points("f", (1.0, 1.0), (90.0, 1.0), 0.0).is_err());
    // A photo saved before the turn was kept loads unturned.
    let old = r#"{"file":"floor.jpg","pixels_per_inch":12.5,"origin_px":[0.0,0.0]}"#;
    let p: CountryPhoto = serde_json::from_str(old).unwrap();
    assert_eq!(p.rotation_deg, 0.0);
}

#[test]
fn boxed_troops_open_at_ten_feet_and_go_back_with_no_enemy_within_twenty() {
    // little-wars.md L394-L397 `boxed_troops` (Wells L515): a box is opened when an enemy
    // scout comes within 10 ft of it; troops with no enemy within 20 ft may go back in.
    use kriegsspiel::systems::little_wars::boxes::{TroopBox, boxes_to_open, may_go_back_in_box};
    use kriegsspiel::systems::little_wars::figure::Figure;
    let on = options(&[("boxed_troops", "on")]);
    let the_box = TroopBox {
        id: 1,
        side: Side::Red,
        min: TablePoint::new(0.0, 0.0),
        max: TablePoint::new(12.0, 6.0),
    };
    let radius = Arm::Cavalry.base_radius().0;
    // (feet from the box's edge to the scout's base, side of the scout, the box opens)
    let rows: &[(f64, Side, bool)] = &[
        (9.9, Side::Blue, true),
        (10.0, Side::Blue, true),
        (10.1, Side::Blue, false),
        (5.0, Side::Red, false), // his own scout opens nothing
    ];
    for &(feet, side, opens) in rows {
        let scout = Figure::new(
            7,
            side,
            Arm::Cavalry,
            TablePoint::new(12.0 + feet * 12.0 + radius, 3.0),
        );
        let open = boxes_to_open(std::slice::from_ref(&the_box), &[scout], &on).unwrap();
        assert_eq!(open == vec![1], opens, "{feet} ft {side}");
    }
    // (feet between the bases of a Red man and the nearest Blue man, he may go back in)
    let rows: &[(f64, bool)] = &[(19.9, false), (20.0, false), (20.1, true)];
    let r = Arm::Infantry.base_radius().0;
    for &(feet, back) in rows {
        let man = Figure::new(1, Side::Red, Arm::Infantry, TablePoint::new(0.0, 0.0));
        let enemy = Figure::new(
            2,
            Side::Blue,
            Arm::Infantry,
            TablePoint::new(feet * 12.0 + 2.0 * r, 0.0),
        );
        let may = may_go_back_in_box(std::slice::from_ref(&man), &[enemy], &[], &on).unwrap();
        assert_eq!(may, back, "{feet} ft");
        // An enemy box that near counts as an enemy too.
        let enemy_box = TroopBox {
            id: 2,
            side: Side::Blue,
            min: TablePoint::new(feet * 12.0 + r, -1.0),
            max: TablePoint::new(feet * 12.0 + r + 6.0, 1.0),
        };
        let may = may_go_back_in_box(&[man], &[], &[enemy_box], &on).unwrap();
        assert_eq!(may, back, "{feet} ft to a box");
    }
    // `off` (the default): no boxes, the calculator refuses.
    let off = LittleWarsOptions::defaults();
    assert!(boxes_to_open(&[the_box], &[], &off).is_err());
    assert!(may_go_back_in_box(&[], &[], &[], &off).is_err());
}

#[test]
fn put_down_half_keeps_men_to_their_own_half_or_lets_them_anywhere() {
    use kriegsspiel::systems::little_wars::game::{
        LittleWarsCommand as Cmd, LittleWarsGame as Game,
    };
    // Wells L229 names no forward limit to the put-down ("in front of" the back line);
    // `own_half` keeps each side behind the middle line. (reading, allowed, source)
    let rows = [
        ("own_half", false, "the program's default: one's own half"),
        (
            "anywhere",
            true,
            "Wells L229: in front of the back line, no limit named",
        ),
    ];
    for (reading, allowed, cite) in rows {
        let mut options = kriegsspiel::systems::little_wars::options::LittleWarsOptions::defaults();
        options.set("put_down_half", reading).unwrap();
        let mut game = Game::default_with(3, options).unwrap();
        let s = game.state();
        let side = s.to_move;
        let man = s.figures.iter().find(|f| f.side == side).unwrap().id;
        let middle = s.country.middle_line_y();
        let beyond = match side {
            kriegsspiel::side::Side::Red => middle - 6.0,
            kriegsspiel::side::Side::Blue => middle + 6.0,
        };
        let got = game.apply(Cmd::PutDown {
            figure: man,
            at: kriegsspiel::systems::little_wars::units::TablePoint::new(30.0, beyond),
        });
        assert_eq!(got.is_ok(), allowed, "{cite}: {got:?}");
    }
}
