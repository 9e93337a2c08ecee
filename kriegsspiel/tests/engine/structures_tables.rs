//! Every figure of fire in villages, breaching walls, bridges, boats and swimming
//! (Section 3 — Artillery Against Structures; Section 5 — Bridges & Fords; reference §7–§8),
//! and the two calculators that read them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::rules;
use kriegsspiel::systems::reisswitz_1815::calc::{
    BombardmentWorksheet, BreachWorksheet, VillageBuild, WallStrength,
};
use kriegsspiel::systems::reisswitz_1815::dice::DieId;
use kriegsspiel::systems::reisswitz_1815::ruleset::{ExactFraction, HouseRule};

fn f(n: u64, d: u64) -> ExactFraction {
    ExactFraction::new(n, d).unwrap()
}

#[test]
fn village_fire_figures() {
    // Section 3 — Howitzer Bombardment of Buildings; reference §7.
    let r = rules();
    let b = &r.structures.bombardment;
    assert_eq!(
        (
            b.max_paces,
            b.full_battery_howitzers,
            b.reduced_howitzers,
            b.ammunition_moves
        ),
        (2000, 6, 4, 50)
    );
    assert_eq!(b.troops_loss_fraction, f(1, 3));
    let w = &b.wooden;
    assert_eq!(
        (
            w.ignite_die,
            w.ignite_every_moves,
            w.ignite_every_moves_reduced
        ),
        (DieId::I, 1, 2)
    );
    assert_eq!(
        (
            w.spread_die,
            w.spread_after_moves,
            w.evacuate_within_moves,
            w.evacuate_radius_paces
        ),
        (DieId::III, 5, 10, None)
    );
    let s = &b.stone;
    assert_eq!(
        (
            s.ignite_die,
            s.ignite_every_moves,
            s.ignite_every_moves_reduced
        ),
        (DieId::I, 3, 6)
    );
    assert_eq!(
        (
            s.spread_die,
            s.spread_after_moves,
            s.evacuate_within_moves,
            s.evacuate_radius_paces
        ),
        (DieId::II, 10, 10, Some(500))
    );
}

#[test]
fn flames_give_the_drafts_chances() {
    // "The Dice": Die I one flame (1 in 6), Die II two (1 in 3), Die III three (1 in 2).
    let r = rules();
    for (die, flames) in [
        (DieId::I, 1),
        (DieId::II, 2),
        (DieId::III, 3),
        (DieId::IV, 0),
        (DieId::V, 0),
    ] {
        let n = r
            .dice
            .die(die)
            .unwrap()
            .faces
            .iter()
            .filter(|f| f.flame)
            .count();
        assert_eq!(n, flames, "Die {die}");
    }
}

#[test]
fn breach_figures_and_schedule() {
    // Section 3 — Artillery Breaching a Wall; reference §7.
    let r = rules();
    let b = &r.structures.breach;
    let near: Vec<(&str, u32)> = b
        .near_paces
        .iter()
        .map(|n| (n.gun.as_str(), n.max_paces))
        .collect();
    assert_eq!(near, vec![("12pdr", 600), ("6pdr", 400)]);
    assert_eq!(
        (
            b.far_paces,
            b.far_no_effect_moves,
            b.breach_men,
            b.stone_bridge_burn_moves
        ),
        ([800, 900], 6, 18, 30)
    );
    // Strong walls: moves 1–2 nothing; move 3 Die I; move 4 on Die I (one battery) / II (two).
    let die = |wall, gun, batteries, paces, m| {
        BreachWorksheet::compute(&r, wall, gun, batteries, paces, m)
            .unwrap()
            .die
    };
    for (m, one, two) in [
        (1, None, None),
        (2, None, None),
        (3, Some(DieId::I), Some(DieId::I)),
        (4, Some(DieId::I), Some(DieId::II)),
        (9, Some(DieId::I), Some(DieId::II)),
    ] {
        assert_eq!(
            die(WallStrength::Strong, "12pdr", 1, 600.0, m),
            one,
            "move {m}"
        );
        assert_eq!(
            die(WallStrength::Strong, "6pdr", 2, 400.0, m),
            two,
            "move {m}"
        );
    }
    // At 800–900 paces the first six moves do nothing.
    assert_eq!(die(WallStrength::Strong, "12pdr", 1, 850.0, 6), None);
    assert_eq!(
        die(WallStrength::Strong, "12pdr", 1, 850.0, 7),
        Some(DieId::I)
    );
    assert_eq!(
        die(WallStrength::Strong, "12pdr", 2, 850.0, 8),
        Some(DieId::II)
    );
    // Weaker walls: two moves without effect, then Die II.
    assert_eq!(die(WallStrength::Weak, "6pdr", 1, 100.0, 2), None);
    assert_eq!(
        die(WallStrength::Weak, "6pdr", 1, 100.0, 3),
        Some(DieId::II)
    );
    // Off the draft's distances, bad input.
    assert!(BreachWorksheet::compute(&r, WallStrength::Strong, "6pdr", 1, 500.0, 3).is_err());
    assert!(BreachWorksheet::compute(&r, WallStrength::Strong, "9pdr", 1, 100.0, 3).is_err());
    assert!(BreachWorksheet::compute(&r, WallStrength::Strong, "6pdr", 0, 100.0, 3).is_err());
    assert!(BreachWorksheet::compute(&r, WallStrength::Strong, "6pdr", 1, f64::NAN, 3).is_err());
    assert!(BreachWorksheet::compute(&r, WallStrength::Strong, "6pdr", 1, 100.0, 0).is_err());
}

#[test]
fn bombardment_schedule() {
    // Section 3 — Howitzer Bombardment of Buildings: wooden every move (4 howitzers every 2nd),
    // stone every 3rd (4 howitzers every 6th), 50 moves of ammunition, within 2,000 paces.
    let r = rules();
    let die = |build, h, m| {
        BombardmentWorksheet::compute(&r, build, h, 1500.0, m)
            .unwrap()
            .ignite_die
    };
    assert_eq!(die(VillageBuild::Wooden, 6, 1), Some(DieId::I));
    assert_eq!(die(VillageBuild::Wooden, 4, 1), None);
    assert_eq!(die(VillageBuild::Wooden, 4, 2), Some(DieId::I));
    assert_eq!(die(VillageBuild::Stone, 6, 2), None);
    assert_eq!(die(VillageBuild::Stone, 6, 3), Some(DieId::I));
    assert_eq!(die(VillageBuild::Stone, 4, 3), None);
    assert_eq!(die(VillageBuild::Stone, 4, 6), Some(DieId::I));
    assert_eq!(die(VillageBuild::Wooden, 6, 50), Some(DieId::I));
    assert_eq!(die(VillageBuild::Wooden, 6, 51), None);
    let w = BombardmentWorksheet::compute(&r, VillageBuild::Stone, 6, 0.0, 1).unwrap();
    assert_eq!((w.spread_die, w.spread_after_moves), (DieId::II, 10));
    assert!(BombardmentWorksheet::compute(&r, VillageBuild::Stone, 3, 100.0, 1).is_err());
    assert!(BombardmentWorksheet::compute(&r, VillageBuild::Stone, 6, 2001.0, 1).is_err());
    assert!(BombardmentWorksheet::compute(&r, VillageBuild::Stone, 6, 100.0, 0).is_err());
}

#[test]
fn bridge_figures() {
    // Section 5 — Bridges & Fords; reference §8.
    let r = rules();
    let b = &r.structures.bridging;
    let p = &b.pontoon;
    assert_eq!(
        (
            p.moves_per_50_feet,
            p.moves_per_50_feet_under_ball,
            p.moves_per_50_feet_in_water
        ),
        (10, 12, 6)
    );
    assert!(p.stops_under_canister);
    assert_eq!(p.dismantle_moves_per_10_pontoons, 10);
    let fl = &b.floating;
    assert_eq!(
        (
            fl.infantry_moves_per_25_paces,
            fl.mounted_moves_per_25_paces
        ),
        (15, 30)
    );
    assert_eq!(
        (
            fl.wide_river_paces,
            fl.wide_river_factor,
            fl.rapid_current_factor
        ),
        (50, 2, 3)
    );
    assert_eq!(
        (
            b.trestle.sappers_gather_minutes,
            b.trestle.carpenters_gather_minutes
        ),
        (90, 180)
    );
    let d = &b.destruction;
    assert_eq!(
        (
            d.explosion_minutes,
            d.explosion_timed_minutes,
            d.burning_minutes,
            d.burning_timed_minutes
        ),
        (60, 180, 60, 180)
    );
    assert_eq!(
        (
            d.fire_fought_within_moves,
            d.planking_moves,
            d.remove_whole_minutes
        ),
        (5, 10, 120)
    );
    let long: Vec<(u32, u32)> = d
        .long_bridge
        .iter()
        .map(|l| (l.over_paces, l.factor))
        .collect();
    assert_eq!(long, vec![(100, 3), (400, 4)]);
    assert_eq!(
        (b.repair.stone_moves, b.repair.wood_moves_per_25_paces),
        (10, 10)
    );
    assert_eq!(
        (b.obstacles.build_minutes, b.obstacles.clear_fraction),
        (120, f(1, 2))
    );
}

#[test]
fn boats_and_swimming_figures() {
    // Section 5 — Boats and Ferries; Currents & Tides; Swimming; reference §8.
    let r = rules();
    let c = &r.structures.crossing;
    let craft = |id| {
        let k = c.craft(id).unwrap();
        (k.infantry, k.cavalry, k.guns)
    };
    assert_eq!(craft("ferry"), (100, 25, 1));
    assert_eq!(craft("small_boat"), (25, 0, 0));
    assert_eq!(craft("double_pontoon"), (50, 10, 1));
    assert!(c.craft("raft").is_err());
    assert_eq!(
        (c.downstream_paces, c.upstream_paces, c.across_paces),
        (250, 100, 150)
    );
    assert_eq!(
        (
            c.swim_prepare_moves,
            c.swim_paces_per_move,
            c.swim_form_up_moves
        ),
        (5, 50, 1)
    );
}

#[test]
fn house_rules_reach_the_new_sections_and_are_checked() {
    let mut r = rules();
    let rule = HouseRule::parse(
        "structures.crossing.swim_paces_per_move=60",
        "strong swimmers",
    )
    .unwrap();
    r.apply_house_rule(rule).unwrap();
    assert_eq!(r.structures.crossing.swim_paces_per_move, 60);
    let rule =
        HouseRule::parse("combat.outcome.winner.defender_per_half_battalion=12", "").unwrap();
    r.apply_house_rule(rule).unwrap();
    assert_eq!(r.combat.outcome.winner.defender_per_half_battalion, 12.0);
    // Checked: a zero swim rate, a foregone mark below Die V, a grid cell out of range.
    for bad in [
        "structures.crossing.swim_paces_per_move=0",
        "combat.strength.foregone_points=4",
        "combat.index_matrix.row.0.cells.0=\"+9\"",
        "combat.unequal_squadrons.row.0.cells.0=\"II\"",
        "combat.circumstance.0.effect.index_points=0",
    ] {
        let before = r.clone();
        let applied = HouseRule::parse(bad, "").and_then(|h| r.apply_house_rule(h));
        assert!(applied.is_err(), "{bad} should be refused");
        assert_eq!(r, before);
    }
    // An extreme house rule is refused with its range (hardening defect 6); extreme strengths
    // still do not make the worksheets panic.
    let rule = HouseRule::parse("combat.strength.squadron_men=4294967295", "").unwrap();
    assert!(r.apply_house_rule(rule).is_err());
    let input = kriegsspiel::systems::reisswitz_1815::calc::OddsInput {
        attacker: Some(
            kriegsspiel::systems::reisswitz_1815::calc::StrengthCount::Squadrons(u32::MAX),
        ),
        defender: Some(kriegsspiel::systems::reisswitz_1815::calc::StrengthCount::Men(1)),
        attacker_flank: Some(
            kriegsspiel::systems::reisswitz_1815::calc::StrengthCount::Squadrons(u32::MAX),
        ),
        ..Default::default()
    };
    assert!(kriegsspiel::systems::reisswitz_1815::calc::OddsWorksheet::compute(&r, &input).is_ok());
}
