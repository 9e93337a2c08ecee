//! Little Wars, the Kriegspiel appendix (§10): charges by both tables and their bands, shell,
//! rifle fire, supply packets, works, boats — each row citing Wells's line.

use kriegsspiel::systems::little_wars::kriegspiel::charge::{
    Charge, ChargeBand, InfantryOrder, cavalry_charge, cavalry_loss_per_gun, charge_band,
    equal_cavalry_losses, one_per, retiring_infantry_losses, stationary_cavalry_charged,
};
use kriegsspiel::systems::little_wars::kriegspiel::fire::{
    ShellOnGun, rifle_shots, shell_effect, shell_on_gun,
};
use kriegsspiel::systems::little_wars::kriegspiel::supply::{SupplyBody, half_up, supply_packets};
use kriegsspiel::systems::little_wars::kriegspiel::{
    AppendixAction, boat_moves, contour_move_cost, wheels_can_climb, work,
};
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::units::Inches;

fn with(pairs: &[(&str, &str)]) -> LittleWarsOptions {
    let mut o = LittleWarsOptions::defaults();
    o.set("rules_mode", "kriegspiel").unwrap();
    for (id, reading) in pairs {
        o.set(id, reading).unwrap();
    }
    o
}

fn charge(cavalry: u32, infantry: u32, feet: f64, order: InfantryOrder) -> Charge {
    Charge {
        cavalry,
        infantry,
        distance_feet: feet,
        order,
        contours_down: 0,
    }
}

#[test]
fn charge_tables_both_orders_every_band() {
    let o = with(&[]);
    use InfantryOrder::{Close, Extended};
    // (cavalry, infantry, feet, order, cavalry lost, infantry lost, source)
    let rows: &[(u32, u32, f64, InfantryOrder, u32, u32, &str)] = &[
        (
            10,
            50,
            2.5,
            Extended,
            10,
            10,
            "Wells L788: 1 per 5 charged, 1 per sabre",
        ),
        (
            10,
            50,
            1.5,
            Extended,
            5,
            20,
            "Wells L792: 1 per 10, 2 per sabre",
        ),
        (
            10,
            60,
            0.5,
            Extended,
            4,
            30,
            "Wells L796: 1 per 15, 3 per sabre",
        ),
        (
            30,
            5,
            2.5,
            Close,
            15,
            2,
            "Wells L804: 3 per man, 1 per 15 sabres",
        ),
        (
            30,
            5,
            1.5,
            Close,
            10,
            3,
            "Wells L808: 2 per man, 1 per 10 sabres",
        ),
        (
            30,
            10,
            0.5,
            Close,
            10,
            6,
            "Wells L812: 1 per man, 1 per 5 sabres",
        ),
        (
            8,
            4,
            2.5,
            Close,
            8,
            1,
            "losses never exceed the men present",
        ),
        (
            20,
            10,
            0.5,
            Extended,
            1,
            10,
            "never more infantry lost than charged",
        ),
    ];
    for (c, i, d, order, cl, il, cite) in rows {
        let r = cavalry_charge(charge(*c, *i, *d, *order), &o).unwrap();
        assert_eq!((r.cavalry_lost, r.infantry_lost), (*cl, *il), "{cite}");
    }
    // Wells L780: fewer than 8 may not charge; beyond charging distance is refused.
    assert!(cavalry_charge(charge(7, 10, 1.0, Extended), &o).is_err());
    assert!(cavalry_charge(charge(8, 10, 3.5, Extended), &o).is_err());
    // Wells L844 multiplies cavalry charging cavalry downhill, not a charge on infantry: 10
    // sabres one contour down on extended infantry from 2.5 ft kill 10 (1 a sabre, Wells
    // L788), as on level ground, and the working says why.
    let mut downhill = charge(10, 50, 2.5, Extended);
    downhill.contours_down = 1;
    let result = cavalry_charge(downhill, &o).unwrap();
    assert_eq!(result.infantry_lost, 10);
    assert!(
        result
            .steps
            .iter()
            .any(|s| s.contains("cavalry against cavalry only")),
        "{:?}",
        result.steps
    );
}

#[test]
fn band_edges_by_option() {
    let up = with(&[]);
    let down = with(&[("charge_bands", "round_down")]);
    let rows: &[(f64, ChargeBand, ChargeBand)] = &[
        (3.0, ChargeBand::Far, ChargeBand::Far),
        (2.0, ChargeBand::Middle, ChargeBand::Far),
        (1.5, ChargeBand::Middle, ChargeBand::Middle),
        (1.0, ChargeBand::Near, ChargeBand::Middle),
        (0.5, ChargeBand::Near, ChargeBand::Near),
    ];
    for (feet, a, b) in rows {
        assert_eq!(charge_band(*feet, &up), *a, "{feet} round_up");
        assert_eq!(charge_band(*feet, &down), *b, "{feet} round_down");
    }
    // charge_rounding: half up (Wells L693's rule), floor, ceil.
    assert_eq!(one_per(12, 5, &up), 2);
    assert_eq!(one_per(13, 5, &up), 3);
    assert_eq!(one_per(13, 5, &with(&[("charge_rounding", "floor")])), 2);
    assert_eq!(one_per(11, 5, &with(&[("charge_rounding", "ceil")])), 3);
}

#[test]
fn other_charges() {
    let o = with(&[]);
    // Wells L856: retiring infantry — double in extended order; 2 then 3 per sabre in ranks.
    let r = retiring_infantry_losses(charge(10, 50, 2.5, InfantryOrder::Extended), &o).unwrap();
    assert_eq!((r.cavalry_lost, r.infantry_lost), (0, 20));
    let r = retiring_infantry_losses(charge(10, 50, 2.5, InfantryOrder::Close), &o).unwrap();
    assert_eq!((r.cavalry_lost, r.infantry_lost), (0, 20));
    let r = retiring_infantry_losses(charge(10, 50, 1.5, InfantryOrder::Close), &o).unwrap();
    assert_eq!(r.infantry_lost, 30);
    // Wells L860: 4, 3, 1 cavalry per gun.
    assert_eq!(cavalry_loss_per_gun(ChargeBand::Far), 4);
    assert_eq!(cavalry_loss_per_gun(ChargeBand::Middle), 3);
    assert_eq!(cavalry_loss_per_gun(ChargeBand::Near), 1);
    // Wells L828: each sabre kills 5 and drives 15 back.
    assert_eq!(stationary_cavalry_charged(2, 40), (10, 30));
    assert_eq!(stationary_cavalry_charged(2, 12), (10, 2));
    // Wells L836: the winner loses a quarter, the loser three quarters.
    assert_eq!(equal_cavalry_losses(12, &o), (3, 9));
}

#[test]
fn shell_and_rifle_fire() {
    // Wells L561: sheltered men left out; half the exposed die, the odd man included.
    let rows: &[(u32, u32, u32)] = &[(0, 3, 0), (1, 0, 1), (4, 2, 2), (5, 0, 3), (7, 9, 4)];
    for (exposed, sheltered, dead) in rows {
        let e = shell_effect(*exposed, *sheltered);
        assert_eq!(e.dead, *dead, "{exposed} exposed");
        assert_eq!(e.dead + e.spared, *exposed);
    }
    assert_eq!(shell_on_gun(true, true), ShellOnGun::Destroyed);
    assert_eq!(shell_on_gun(false, true), ShellOnGun::Disabled(2));
    assert_eq!(shell_on_gun(false, false), ShellOnGun::Untouched);
    // Wells L565: one shot per five still men; a remainder gives nothing.
    let o = with(&[]);
    assert_eq!(rifle_shots(4, &o), 0);
    assert_eq!(rifle_shots(14, &o), 2);
    assert_eq!(
        rifle_shots(14, &with(&[("rifle_grouping", "overlapping")])),
        10
    );
}

#[test]
fn supply_packets_by_the_appendix() {
    let o = with(&[]);
    // Wells L693: 46 infantry need two packets of food, 44 need one.
    assert_eq!(half_up(46, 30), 2);
    assert_eq!(half_up(44, 30), 1);
    let body = |infantry, cavalry| SupplyBody {
        infantry,
        cavalry,
        ..Default::default()
    };
    let rows: &[(SupplyBody, u32, u32, u32)] = &[
        (body(46, 0), 2, 0, 2),
        (body(44, 0), 1, 0, 1),
        (body(30, 12), 1, 2, 3),
        (body(60, 9), 2, 2, 4),
        (
            SupplyBody {
                infantry: 20,
                isolated: true,
                ..Default::default()
            },
            0,
            0,
            0,
        ),
        (
            SupplyBody {
                infantry: 60,
                infantry_fired: 45,
                ..Default::default()
            },
            2,
            0,
            4,
        ),
    ];
    for (b, food, forage, packets) in rows {
        let p = supply_packets(*b, &o);
        assert_eq!(
            (p.food, p.forage, p.packets),
            (*food, *forage, *packets),
            "{b:?}"
        );
    }
    // supply_rounding = infantry_only: cavalry rounds up.
    let p = supply_packets(body(0, 7), &with(&[("supply_rounding", "infantry_only")]));
    assert_eq!((p.food, p.forage), (1, 2));
    // Guns need no packets (Wells L721-L725).
    let p = supply_packets(
        SupplyBody {
            guns: 3,
            ..Default::default()
        },
        &o,
    );
    assert_eq!(p.packets, 0);
}

#[test]
fn moves_actions_works_and_boats() {
    let o = with(&[]);
    // Wells L600: each contour up 1 ft, each two down 1 ft, added.
    assert_eq!(contour_move_cost(Inches(6.0), 1, 2, &o), Inches(30.0));
    assert_eq!(
        contour_move_cost(Inches(30.0), 1, 0, &with(&[("contour_cost", "instead")])),
        Inches(30.0)
    );
    // Wells L601-L602: four contours to a foot stop wheels off the road.
    assert!(!wheels_can_climb(4, false) && wheels_can_climb(4, true) && wheels_can_climb(3, false));
    // Wells L621-L651: half a move leaves half the move; one move leaves none.
    assert_eq!(
        AppendixAction::FoursToTwoRanks.move_left(Inches(12.0), &o),
        Inches(6.0)
    );
    assert_eq!(
        AppendixAction::CrossFordableRiver.move_left(Inches(12.0), &o),
        Inches(0.0)
    );
    assert_eq!(
        AppendixAction::LimberOrUnlimber
            .move_left(Inches(24.0), &with(&[("action_time", "whole_move")])),
        Inches(0.0)
    );
    // Wells L624-L626: 2 moves per 20 in, 1 per 20 out.
    assert_eq!(boat_moves(20, true, &o), 2.0);
    assert_eq!(boat_moves(21, true, &o), 4.0);
    assert_eq!(
        boat_moves(30, false, &with(&[("boat_batches", "proportional")])),
        1.5
    );
    // Wells L738-L767.
    let rows: &[(&str, u32, Option<u32>)] = &[
        ("destroy_railway_bridge", 2, Some(10)),
        ("destroy_railway_culvert", 1, Some(5)),
        ("destroy_road_bridge", 1, Some(5)),
        ("burn_supply_depot", 2, None),
        ("destroy_six_waggons", 1, None),
        ("lay_contact_mine", 6, None),
        ("entrench_per_inch", 4, None),
        ("gun_epaulement", 4, None),
    ];
    for (id, moves, repair) in rows {
        let w = work(id).unwrap();
        assert_eq!((w.moves, w.repair_moves), (*moves, *repair), "{id}");
    }
    assert!(work("tunnel").is_err());
}
